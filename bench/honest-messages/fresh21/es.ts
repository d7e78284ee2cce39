/**
 * TWENTY-FIRST set, Spanish (Spain, Mexico and the US; see fresh21/index.ts): written
 * 2026-11-28 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without
 * running the reader on these messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write
 * them (not translated): leña por metro cúbico, gasóleo de calefacción, una caja de sidra, un cochinillo, la peña's
 * bus to an away match, a barrel of vermut.
 *
 * Labels as in en.ts: unit prices in minor units; words as written; relative bids recompute from the context;
 * totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant; acceptances name no
 * amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh21In } from "./build";

const { clear, unclear, done } = fresh21In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 13_500), bid(11_000), "¿110 € el metro cúbico de encina seca de horno? Es para el horno de pizza del restaurante, gastamos un montón.");
clear("002", "terse", ctx("EUR", 98_000), ask("shipping"), "¿El porte va incluido en el precio de los 1000 litros de gasóleo o se cobra aparte?");
clear("003", "terse", ctx("EUR", 8_500), percentOff(7_650, 10), "Con un 10 % de descuento por cada cien plantones de carpe, hago el pedido hoy.");
clear("004", "terse", ctx("EUR", 9_500, 8_000), WITHDRAW, "Al final yo no voy al taller sushi, mi hermana no está posible este día. Gracias igualmente.");
clear("005", "terse", ctx("EUR", 42_000), words(35_000, "trescientos cincuenta"), "¿Trescientos cincuenta por la vidriera del montante de la puerta?");
clear("006", "terse", ctx("EUR", 7_500, 6_500), ACCEPT, "Venga, la caja de venado a su precio.");
unclear("007", "terse", ctx("EUR", 4_800), "a range per tonne of topsoil, not one price", "Tierra vegetal cribada, ¿entre 40 y 45 € la tonelada?");
clear("008", "terse", ctx("EUR", 34_000), minus(31_500, 2_500), "Bájame 25 € el palé de pellets y hago el pedido.");
clear("009", "terse", ctx("EUR", 62_000), ask("payment"), "el abono de temporada se puede pagar a plazos o es todo de golpe??");
clear("010", "terse", ctx("EUR", 110_000), bid(85_000), "Traje de dos piezas en franela: 900 €, digo, 850 €, me equivoqué de tecla.");
clear("011", "terse", ctx("EUR", 9_000, 6_000), WITHDRAW, "muy caro para un arbol. lo compro en el mercadillo");
clear("012", "terse", ctx("EUR", 52_000, 42_000), plus(46_000, 4_000), "Le sumo 40 € a lo que ofrecí por los dos barriles. No llego a más.");
clear("013", "terse", ctx("EUR", 6_200, 5_500), ACCEPT, "62 € la tonelada de corteza de pino: trato hecho.");
clear("014", "terse", ctx("EUR", 14_000), ask("returns"), "si no gastamos todo el pale de carbon vegetal aceptan devolver los sacos sin abrir?");
unclear("015", "terse", ctx("EUR", 72_000), "a bid that holds only if the sides and bread are thrown in", "600 € por el cochinillo asado si traen la ensalada y el pan.");
clear("016", "terse", ctx("EUR", 98_000), bid(85_000), "Césped en rollo para 180 m², calle Olmo 21, 28043 Madrid, el sábado 14: 850 € puesto en casa.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 12_000), bid(9_500), "hola harias 95 por la parcela de autocaravana el finde del festival? somos 2 y el perro 🐶 mi movil 612 48 73 09");
clear("102", "chat", ctx("USD", 65_000), ask("delivery"), "cuanto se tardan en rehacer el anillo de mi abuelita como anillo de compromiso?? le quiero pedir matrimonio a fines de marzo 😬");
clear("103", "chat", ctx("EUR", 240_000, 200_000), ACCEPT, "vale SÍ, dale, hazme ese cuadro 🚲🔥🔥");
clear("104", "chat", ctx("EUR", 4_800), words(4_000, "cuarenta pavos"), "me dejarias la caja de sidra brut en cuarenta pavos? es pa la despedida de mi hermano");
unclear("105", "chat", ctx("EUR", 240_000), "sarcasm about the price of the box: not a bid and not an acceptance", "¿¿2.400 € el palco?? ¿los jugadores suben a servir el catering o qué 😂");
clear("106", "chat", ctx("USD", 290_000), ask("warranty"), "si la cama de roble se raja o se tuerce en los primeros años ustedes la arreglan?");
clear("107", "chat", ctx("EUR", 8_500, null, 4), total(7_000), "280 por los 4 en el taller de pasta fresca? es el regalo de cumple de mi madre");
clear("108", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "tengo que cancelar la escalada guiada, me torci el tobillo jugando al futbol 🤕 lo siento");
clear("109", "chat", ctx("EUR", 38_000), ask("negotiable"), "hay margen con el ramo de novia y los prendidos o el precio es fijo?");
clear("110", "chat", ctx("EUR", 78_000, 60_000), middle(69_000), "partimos la diferencia con el autobús de la peña al partido fuera y listo?");
clear("111", "chat", ctx("EUR", 14_000, 12_000), ACCEPT, "perfecto 👍 la primera caja de verdura puede llegar el martes antes del servicio de mediodía?");
unclear("112", "chat", ctx("EUR", 12_000), "a price the local butcher charges, not a bid", "el carnicero del barrio tiene casi la misma caja de barbacoa a 95, lo digo nomás");
clear("113", "chat", ctx("EUR", 2_800), ask("standing-offer"), "perdona cuanto era el kilo del manchego de 24 meses? perdi el mensaje");
clear("114", "chat", ctx("EUR", 18_000), minus(16_000, 2_000), "quitame 20 de la tarta de los 60 de mi padre y trato hecho 🎂");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "no, es mucho mas de lo que puedo gastar en el retrato, lo dejamos. precioso trabajo igual");
clear("116", "chat", ctx("EUR", 6_600), ask("discount"), "me haces mejor precio en la miel si la pongo en mis dos tiendas? 🍯");
clear("117", "chat", ctx("USD", 45_000), bid(38_000), "me harías $380 por medio cerdo, cortado y empacado? ya vacié el freezer jaja");
unclear("118", "chat", ctx("EUR", 1_800), "'más o menos' around a number, not a firm bid per ticket", "podríamos dejarlo en 15 más o menos la entrada para el monólogo si viene todo el equipo de dardos?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 26_000), ask("delivery"),
  "Estimada Sra. Alcázar:\n\nGracias por las muestras de piel para nuestro libro de firmas. Si confirmamos el diseño esta semana, ¿cuándo estaría listo el libro? La boda es el 12 de septiembre y nos gustaría tenerlo dos semanas antes.\n\nUn cordial saludo,\nInés Padilla");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), bid(3_800),
  "Estimado Sr. Hidalgo:\n\nA la vista de su lista de precios, el Club de Petanca Los Almendros desea encargar 30 cestas de Navidad para sus socios y ofrece 38,00 € por cesta. Nuestra referencia de pedido es la 5127.\n\nAtentamente,\nDiego Mora, tesorero\nCalle Verde 8, 46015 Valencia\nTel. 963 48 21 70");
clear("203", "polite-email", ctx("EUR", 52_000, 46_000), ACCEPT,
  "Estimada Sra. Varga:\n\nNos quedamos con mucho gusto la rueda entera de queso de cueva para la charcutería, al precio que nos indicó. Llámeme al 944 217 630 para acordar la recogida.\n\nSaludos cordiales,\nTomás Elorza\nCharcutería Elorza");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(138_000, 8),
  "Estimados señores:\n\nLes agradecemos el presupuesto de gasóleo para el hogar del jubilado de Villanueva. Como somos una pequeña asociación sin ánimo de lucro gestionada por voluntarios, ¿podrían hacernos un 8 % de descuento?\n\nAtentamente,\nMargarita Ortega\nSecretaria");
clear("205", "polite-email", ctx("USD", 85_000), ask("payment"),
  "Estimada Sra. Roux:\n\nNos encantaría que usted hiciera el croquembouche de nuestra boda. ¿Sería posible dejar un depósito ahora y pagar el resto al recogerlo, en lugar de todo por adelantado?\n\nSaludos,\nSofía y Daniel");
clear("206", "polite-email", ctx("EUR", 180_000, 150_000), WITHDRAW,
  "Estimado Sr. Garmendia:\n\nGracias por reservarnos un cuarto de su ternera de pasto. Hemos medido bien el arcón congelador y sencillamente no cabe, así que esta vez no seguiremos adelante.\n\nCon agradecimiento y disculpas,\nClara Fuentes");
clear("207", "polite-email", ctx("EUR", 3_200, null, 12), total(2_800),
  "Hola Juana:\n\nPara nuestras bodas de rubí querríamos una caja de su cava, doce botellas. ¿Aceptaría 336 € por la caja?\n\nMuchas gracias,\nRogelio Beltrán");
clear("208", "polite-email", ctx("EUR", 320_000), ask("warranty"),
  "Estimado Sr. Quintana:\n\nGracias por los planos de los armarios empotrados en los huecos del salón. ¿Qué garantía dan sobre la carpintería y el lacado?\n\nUn saludo,\nAitana Berrueta");
clear("209", "polite-email", ctx("EUR", 160_000), bid(125_000),
  "Estimado Sr. Peláez:\n\nGracias por tomarme las medidas para las botas de montar a medida. Le ofrezco 1.400 € (debe decir 1.250 €, disculpe) por el par.\n\nAtentamente,\nEnriqueta Colomer");
clear("210", "polite-email", ctx("EUR", 14_500, 12_000), ACCEPT,
  "Hola Marco:\n\n145 € a la semana por el pedido de pan y bollería nos parece bien. Puede empezar el lunes que viene.\n\nGracias,\nBea\nCafetería La Esquina");
clear("211", "polite-email", ctx("EUR", 56_000), ask("returns"),
  "Estimados señores:\n\nLes encargamos la cerveza, la sidra y el vino para la pedida de mano de nuestra hija. ¿Admiten devolución de las botellas y barriles sin abrir después de la fiesta?\n\nUn saludo,\nSunita Rao");
unclear("212", "polite-email", ctx("EUR", 96_000), "a price that still waits on the association's board",
  "Estimado Sr. Domínguez:\n\nGracias por el presupuesto de compost de poda para el huerto comunitario. A falta de la aprobación de la junta el jueves, podríamos ofrecer 850 € por la carga.\n\nSaludos,\nFelipe Navarro\nHuerto Comunitario La Ladera");
clear("213", "polite-email", ctx("EUR", 290_000), words(240_000, "dos mil cuatrocientos euros"),
  "Estimado Sr. Asensio:\n\nNos encantan los bocetos de la mesa de refectorio en olmo. Queremos ofrecerle dos mil cuatrocientos euros por la mesa y los dos bancos.\n\nUn abrazo,\nElena y Marcos Dueñas");
clear("214", "polite-email", ctx("EUR", 24_000, 19_000), WITHDRAW,
  "Estimada Sra. Lasa:\n\nGracias por la información del club de vinos trimestral. Pensándolo mejor, de momento no nos vamos a apuntar; no hace falta que nos reserve ninguna caja.\n\nUn saludo,\nGerardo Tirado");
clear("215", "polite-email", ctx("EUR", 14_400), ask("shipping"),
  "Buenos días:\n\n¿Podrían enviarnos dos docenas de botellas de su sidra de pera a Lugo, y cuánto serían los portes?\n\nGracias de antemano,\nIsabel Meijide");
clear("216", "polite-email", ctx("EUR", 36_000), bid(30_000),
  "Estimado Sr. Sáez:\n\nQueremos reservar un descenso de barrancos guiado para 6 personas el domingo 7 de junio, quedando a las 9:30 y volviendo hacia las 16:00. Podemos ofrecer 300 € por el grupo.\n\nSaludos cordiales,\nNadia Farouk");
unclear("217", "polite-email", ctx("EUR", 65_000), "two prices for two kinds of firewood, no choice made",
  "Estimado Sr. Prieto:\n\nPara la leña de este invierno podríamos pagar 480 € por el saco grande de fresno, o 420 € si elegimos la mezcla de frondosas. Todavía no lo hemos decidido.\n\nSaludos,\nÓscar Llorente");
clear("218", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Estimada Sra. Herrero:\n\nAdelante con las cortinas forradas para el mirador y el descansillo. ¿Podría venir su instalador una mañana entre semana? Por las tardes los dos teletrabajamos.\n\nMuchas gracias,\nRut Iglesias");

// ---- agent ----
clear("301", "agent", ctx("EUR", 62_000, 50_000), ask("rounds-left"),
  "Soy un asistente de IA y estoy reservando para mi usuario una plaza en el curso de panadería de seis semanas. Antes de revisar nuestra oferta: ¿cuántas rondas de negociación quedan?");
clear("302", "agent", ctx("EUR", 98_000), bid(88_000),
  "En nombre de la familia Villalba: para un suministro de 1.000 litros de gasóleo tengo esta semana tres presupuestos comparables, de 905 €, 925 € y 948 €. Sus 980 € están por encima de todos. Ofrecemos 880 €, porte incluido.");
clear("303", "agent", ctx("USD", 65_000), words(52_000, "quinientos veinte dólares"),
  "Soy el asistente de compras de la Sra. Kaur. Tras revisar sus trabajos, desea encargarle la acuarela de la casa familiar a partir de su foto y autoriza quinientos veinte dólares.");
unclear("304", "agent", ctx("EUR", 130_000), "one budget for topsoil and mulch together, no price for either",
  "En nombre del Sr. Adeyemi: su presupuesto para la tierra vegetal y la corteza de pino, juntas, es de 1.100 €. Indíqueme, por favor, cómo podrían encajar sus precios.");
clear("305", "agent", ctx("EUR", 64_000, 56_000), minus(50_000, 6_000, "last-bid"),
  "Actualización del asistente de la familia Bravo: han bajado los invitados a la boda, así que la tarta de quesos puede ser más pequeña. Rebajamos nuestra oferta anterior en 60 €.");
clear("306", "agent", ctx("EUR", 14_000), ask("discount"),
  "Gestiono las compras de la casa rural Vista al Mar. Si nos comprometemos a un pedido semanal de huevos camperos durante doce meses, ¿hay descuento sobre el precio semanal?");
clear("307", "agent", ctx("EUR", 240_000), percentOff(216_000, 10),
  "En representación del jefe de cocina de Casa Salinas: por el juego de cuchillos forjados a mano según la especificación, proponemos un 10 % menos que su presupuesto. Rogamos confirmación.");
clear("308", "agent", ctx("USD", 65_000, 55_000), ACCEPT,
  "Mi mandante ha aprobado su precio por la transformación del anillo de familia. Pueden proceder y enviar la factura al correo registrado.");
clear("309", "agent", ctx("EUR", 52_000, null, 6), total(46_000),
  "Asistente de reservas de la Peña Blanquiazul de Tudela: seis abonos de adulto en la grada de familias. Ofrecemos 2.760 € por los seis.");
clear("310", "agent", ctx("EUR", 38_000, 30_000), plus(34_000, 4_000),
  "Tras su respuesta, mi clienta puede subir 40 € su oferta anterior por el libro de firmas encuadernado a mano y el álbum a juego.");
clear("311", "agent", ctx("EUR", 98_000), ask("delivery"),
  "Asistente de la finca Campogrande: ¿cuál es la fecha más temprana en que podrían enviar los 300 carpes a raíz desnuda para el nuevo seto del lindero?");
clear("312", "agent", ctx("EUR", 52_000, 46_000), WITHDRAW,
  "Gracias por el presupuesto. Mi usuario ha decidido no contratar el cochinillo para la fiesta de verano, así que no seguiremos adelante.");
clear("313", "agent", ctx("EUR", 7_200, null, 8), bid(6_400),
  "Propuesta por la miel de milflores, en nombre de la tienda de la granja El Molino:\n{\"producto\": \"miel de milflores, tarro de 500 g, caja de 12\", \"cajas\": 8, \"cp_entrega\": \"33300\", \"oferta_por_caja_eur\": 64}");
unclear("314", "agent", ctx("EUR", 5_400), "two prices and the principal has not chosen between them",
  "Sobre la sidra en bag-in-box para el Mesón El Lagar: mi mandante duda entre 44 € y 48 € la caja y no se ha decidido. Le confirmo cuando lo tenga claro.");
clear("315", "agent", ctx("EUR", 185_000), minus(170_000, 15_000),
  "En nombre del restaurante El León de Oro: por las cortinas forradas del salón de banquetes, podemos cerrar con 150 € menos que su presupuesto.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "Ayudo a la Sra. Okoro con su pedido de jardín. ¿Podría confirmarme su precio actual por tonelada de tierra vegetal cribada antes de que haga una oferta?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_200), words(2_500, "veinticinco"), "*sopesa la cuña de queso* Veinticinco por todo, y ni un céntimo más, amigo.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'meet in the middle' with no earlier bid to meet", "*golpea la caja de manzanas reineta* Venga, ¿nos vemos a mitad de camino?");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*escupe en la palma y tiende la mano* Hecho. El cordero es mío.");
clear("404", "roleplay", ctx("EUR", 9_000), bid(7_000), "*se apoya en el puesto 14* La de 2023 criada en barrica, la caja de 20 litros. 70 € y me la llevo a cuestas.");
clear("405", "roleplay", ctx("EUR", 2_400, 1_800), WITHDRAW, "*devuelve el tarro de miel de manuka a la estantería* No, lo dejo, gracias.");
clear("406", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*huele el salmón ahumado* Bueno: diez más que mis 80. Y ya es mucho.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*arquea una ceja ante la cesta* ¿Es su última palabra, o se puede hablar?");
clear("408", "roleplay", ctx("EUR", 30_000, 24_000), middle(27_000), "*suspira ante el barril de vermut* Venga, partimos la diferencia. Es para la peña.");
unclear("409", "roleplay", ctx("EUR", 16_000), "a figure mused over while walking off, not a bid", "*palpa el pavo de corral* Mmm. 140... doy una vuelta por el mercado y vuelvo.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(5_000), "*levanta el saco de castañas* 60 €... no, perdón, me expresé mal: 50 €.");
clear("411", "roleplay", ctx("EUR", 4_500, 3_800), ACCEPT, "*da la mano sobre la corona de Navidad* Trato. ¿Me la ata a la baca del coche?");
clear("412", "roleplay", ctx("EUR", 4_500), percentOff(4_050, 10), "*se apoya en el mostrador* Un diez por ciento menos en la ginebra y me la llevo.");
clear("413", "roleplay", ctx("EUR", 25_000, 18_000), WITHDRAW, "*da media vuelta* A ese precio, quédeselo.");
clear("414", "roleplay", ctx("EUR", 3_800), ask("payment"), "*se palpa los bolsillos* ¿Aceptan tarjeta para el jamón, o en el puesto es solo efectivo?");
clear("415", "roleplay", ctx("EUR", 38_000), bid(30_000), "*cuenta los billetes* 300 por el día de cetrería, y tiene usted un cliente.");
unclear("416", "roleplay", ctx("EUR", 28_000, 22_000), "'a bit more than my last' with no amount", "*se rasca la barbilla ante las butacas de ring* Subiría un poco sobre mi última oferta, ojo, pero poco.");

export const FRESH21_ES = done();

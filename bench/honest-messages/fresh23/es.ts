/**
 * TWENTY-THIRD set, Spanish (Spain, Mexico and the US; see fresh23/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: coche y
 * moto, energía y vivienda, comprados por hogares, caseros, pequeñas flotas e inmobiliarias.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a house number and a phone
 * number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh23In } from "./build";

const { clear, unclear, done } = fresh23In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 210_000), bid(175_000), "¿Me dejaría la CB125F de 2019, con 13.500 km, en 1.750 €? La recojo este fin de semana.");
clear("002", "terse", ctx("EUR", 85_000), ask("shipping"), "¿La caja de cambios reconstruida lleva el envío incluido o el transportista se paga aparte?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "Un 15 % menos en el cambio de embrague del Astra y le pido cita.");
clear("004", "terse", ctx("EUR", 125_000, 115_000), WITHDRAW, "Lo sentimos, al final no cogemos el piso de dos habitaciones: hemos encontrado uno más cerca del colegio de los niños. Gracias por enseñárnoslo.");
clear("005", "terse", ctx("EUR", 64_900), words(55_000, "quinientos cincuenta"), "¿Le valdría quinientos cincuenta por la bola de remolque desmontable con el kit eléctrico de 13 pines, montada?");
clear("006", "terse", ctx("EUR", 18_900, 16_000), ACCEPT, "Vale, contratamos el mantenimiento de la caldera a ese precio.");
unclear("007", "terse", ctx("EUR", 34_000), "una horquilla para quitar el bollo, no un precio", "¿entre 250 y 300 € por sacar el bollo de la puerta del conductor sin pintar?");
clear("008", "terse", ctx("EUR", 240_000), minus(210_000, 30_000), "Quíteme 300 € del insuflado de la cámara y ponemos fecha.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "puedo pagar la mitad ahora y la otra mitad cuando recoja el coche de cambiar la distribucion");
clear("010", "terse", ctx("EUR", 44_900), bid(38_000), "420 €... no, perdón: 380 € por el termostato inteligente instalado.");
clear("011", "terse", ctx("EUR", 45_000, 35_000), WITHDRAW, "olvida la malla antipalomas de las placas, no pago eso");
clear("012", "terse", ctx("EUR", 95_000, 85_000), plus(87_500, 2_500), "Le subo 25 € al mes sobre lo que ofrecí por el estudio encima de la panadería. Más no puedo.");
clear("013", "terse", ctx("EUR", 6_500, 5_500), ACCEPT, "65 € por limpieza entre huéspedes: de acuerdo, apúntenos para toda la temporada.");
clear("014", "terse", ctx("EUR", 69_900), ask("returns"), "Si la estación de energía no puede funcionar mi nevera en la furgo, yo puedo devolver en 14 días?");
unclear("015", "terse", ctx("EUR", 135_000), "una oferta que solo vale si incluye levantar y volver a colocar el entarimado", "1.100 € por el aislamiento del desván, si eso incluye levantar el entarimado y volver a colocarlo.");
clear("016", "terse", ctx("EUR", 9_500), bid(7_500), "Carga de aire acondicionado del Golf, matrícula 1942 KXH, sáb. a las 9, C/ Molino 14, 46001 Valencia: ¿75 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 105_000), bid(85_000), "hola me dejarias el scooter en 850? es pa mi hijo pa ir al instituto, puedo ir a verlo cualquier tarde, mi tlf 634 218 907 🛵");
clear("102", "chat", ctx("EUR", 420_000), ask("delivery"), "en cuanto tiempo podeis montar la bateria? ahora mismo toda la produccion de las placas se va a la red 😩");
clear("103", "chat", ctx("EUR", 12_000, 9_500), ACCEPT, "SIII reservado!! el interior del coche esta fatal con los crios 🙈🚗 gracias");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "trescientos pavos"), "me harias la reparacion de las 4 llantas por trescientos pavos? las he rozado todas aprendiendo a aparcar jaja");
unclear("105", "chat", ctx("USD", 195_000), "sarcasmo sobre la renta, ni oferta ni aceptación", "$1,950 al mes por un departamento de una recámara sin estacionamiento?? incluye mayordomo o qué 😂");
clear("106", "chat", ctx("EUR", 185_000), ask("warranty"), "cuanta garantia tiene el termo nuevo? el viejo solo aguanto 8 años 🙄");
clear("107", "chat", ctx("EUR", 21_000, null, 4), total(18_000), "me harias 720 por cambiar los 4 radiadores? los viejos estan oxidados por abajo");
clear("108", "chat", ctx("EUR", 380_000, 320_000), WITHDRAW, "al final no hacemos la entrada del garaje, perdona, la empresa que hace la del vecino nos la hace a la vez. gracias por venir");
clear("109", "chat", ctx("EUR", 32_000), ask("negotiable"), "el precio por instalar el derivador de excedentes es cerrado o se puede hablar?");
clear("110", "chat", ctx("USD", 138_000, 106_000), middle(122_000), "¿nos vemos a la mitad con el mofle y el catalizador y quedamos? 👍");
clear("111", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "va, adelante con la limpieza de la calefaccion 👍 puede venir el tecnico a primera hora? salgo a trabajar a las seis y media");
unclear("112", "chat", ctx("EUR", 26_000), "el precio de otro taller por los frenos, no una oferta", "el taller de la calle mayor hace pastillas y discos por 180, que lo sepas");
clear("113", "chat", ctx("EUR", 9_500), ask("standing-offer"), "perdona cuanto era al mes lo de la gestion del alquiler? me lo pregunta mi hermana y no encuentro el correo");
clear("114", "chat", ctx("EUR", 21_500), minus(17_500, 4_000), "si me haces la copia de la llave 40 € mas barata trato hecho, la otra se me cayo por una alcantarilla 🤦");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "el boletin electrico lo dejo de momento, un colega es electricista y me lo hace. gracias igual");
clear("116", "chat", ctx("EUR", 8_500), ask("discount"), "haceis descuento si hago la revision del gas de mis 3 piso el mismo dia?");
clear("117", "chat", ctx("USD", 315_000), bid(260_000), "me harías la capota nueva del Miata por US$2,600? te lo puedo llevar el lunes en la mañana");
unclear("118", "chat", ctx("EUR", 26_000), "'y pico' sobre una cifra, no una oferta firme", "podrias quitar la estufa de gas vieja y anular la toma por 200 y pico? es horrible 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 65_000), ask("delivery"),
  "Estimado Sr. Hernández:\n\nGracias por el presupuesto para cambiar el cuadro eléctrico. Nos dan las llaves de la casa el 28 de marzo y querríamos tenerlo hecho antes de mudarnos. ¿Cuánto tardarían en poder hacerlo a partir de esa fecha?\n\nUn saludo,\nAmira Hussein");
clear("202", "polite-email", ctx("EUR", 14_900, null, 9), bid(12_500),
  "Estimada Sra. Querol:\n\nQueremos instalar localizadores GPS en nuestras 9 furgonetas (adjuntamos las matrículas). Podemos pagar 125 € por equipo, instalación incluida. Nuestro número de pedido es el 6152.\n\nAtentamente,\nDaniel Pico, jefe de flota\nFontanería Pico S.L., Muelle del Canal 4, 50001 Zaragoza\n976 496 072");
clear("203", "polite-email", ctx("EUR", 125_000, 105_000), ACCEPT,
  "Estimada Sra. Adeyemi:\n\nGracias por su hoja de encargo para la compraventa del piso de la calle Huertos 7. Le confirmamos el encargo con los honorarios indicados. Puede llamarme al 655 930 418 para los siguientes pasos.\n\nAtentamente,\nTomás Villalba");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(85_500, 5),
  "Estimados señores:\n\nGracias por su propuesta para buscar inquilino para mi piso de la avenida Victoria. Como pequeño propietario de una sola vivienda, les pido un 5 % de descuento sobre sus honorarios.\n\nUn saludo,\nMarcos Rey");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Estimado Sr. Osei:\n\nEstamos pensando en poner suelo radiante eléctrico en el baño. Si seguimos adelante, ¿podríamos pagar una señal ahora y el resto al terminar la obra? ¿De cuánto tendría que ser la señal?\n\nSaludos,\nClara Dueñas");
clear("206", "polite-email", ctx("EUR", 980_000, 850_000), WITHDRAW,
  "Estimado Sr. Lomas:\n\nGracias por su tiempo y por el presupuesto detallado para convertir nuestro garaje. Hemos decidido mudarnos en lugar de reformar, así que no seguiremos adelante. Gracias de nuevo.\n\nUn saludo,\nPriya y Samuel Kaur");
clear("207", "polite-email", ctx("EUR", 7_500, null, 12), total(6_500),
  "Hola, Gerardo:\n\nDespués del temporal hay que cambiar doce paneles de la valla del fondo. ¿Aceptaría 780 € por los doce, colocados?\n\nGracias,\nJuana Mercader");
clear("208", "polite-email", ctx("EUR", 640_000), ask("warranty"),
  "Estimada Sra. Barco:\n\nGracias por venir a tomar medidas para las ventanas nuevas. ¿Cuántos años de garantía dan sobre el doble acristalamiento, y cubre también los marcos y los herrajes?\n\nUn saludo,\nDiego Ferrer");
clear("209", "polite-email", ctx("EUR", 340_000), bid(275_000),
  "Estimado Sr. Cámara:\n\nPor la cochera de madera sobre nuestra solera de hormigón le ofrezco 2.950 €. Disculpe, esa cifra está mal: nuestra oferta es de 2.750 €.\n\nUn saludo,\nElena Prado");
clear("210", "polite-email", ctx("EUR", 14_000, 12_000), ACCEPT,
  "Hola, Lucía:\n\n140 € por el inventario de entrada del piso del puerto nos parece bien. Las llaves estarán en la oficina desde el jueves.\n\nGracias,\nMarcos\nInmobiliaria del Puerto");
clear("211", "polite-email", ctx("EUR", 89_000), ask("returns"),
  "Buenos días:\n\nHemos pedido los paneles radiantes de infrarrojos para los dos dormitorios del fondo. Si no llegan a calentar bien las habitaciones, ¿de cuánto plazo dispondríamos para devolverlos sin usar?\n\nUn saludo,\nGwen Elías\n\n> El 4 oct., CalorPared escribió:\n> Sus paneles (pedido 31884) saldrán en un plazo de 5 días laborables.");
unclear("212", "polite-email", ctx("EUR", 230_000), "un precio pendiente de la aprobación de la junta de propietarios",
  "Estimado Sr. Cayo:\n\nGracias por el presupuesto para cambiar el videoportero de la comunidad Los Hayedos. La junta de propietarios se reúne el martes; si lo aprueba, podríamos ofrecer 1.850 €.\n\nUn saludo,\nMargarita Hidalgo\nPresidenta de la comunidad");
clear("213", "polite-email", ctx("EUR", 148_000), words(120_000, "mil doscientos euros"),
  "Estimado Sr. Quintana:\n\nGracias por venir a ver nuestras ventanas antiguas de madera. Por poner burletes en las seis ventanas, según su presupuesto, le ofrezco mil doscientos euros.\n\nAtentamente,\nAna Marcos");
clear("214", "polite-email", ctx("EUR", 87_500, 82_500), WITHDRAW,
  "Estimada Sra. Fuentes:\n\nGracias por reservarnos el piso de un dormitorio de la calle Molino. El traslado de mi pareja se ha caído, así que al final no nos quedamos con el piso.\n\nUn saludo,\nRoberto Galán\n\n> El 9 sept. 2026, a las 11:20, Catalina Fuentes escribió:\n> Le guardamos el piso hasta el viernes. El alquiler es de 875 € al mes, con dos meses de fianza.");
clear("215", "polite-email", ctx("EUR", 260_000), ask("shipping"),
  "Buenas tardes:\n\nNos han presupuestado tres acumuladores de calor. ¿Los llevan hasta Benasque, y eso va incluido en el precio o se cobra aparte?\n\nMuchas gracias,\nIván Cabré");
clear("216", "polite-email", ctx("EUR", 56_000), bid(45_000),
  "Estimado Sr. Doyle:\n\nNecesito trasladar mi coche en camión portavehículos de A Coruña a Málaga el jueves 12 de junio, con recogida entre las 8:00 y las 10:00. Puedo ofrecer 450 €.\n\nUn saludo,\nFiona Grande");
unclear("217", "polite-email", ctx("EUR", 210_000), "dos precios para dos tamaños de depósito, sin elegir",
  "Estimado Sr. Rubio:\n\nPara el nuevo depósito de gasóleo de doble pared dudamos entre el de 1.000 litros por 1.650 € y el de 1.500 litros por 1.900 €. Le diremos cuál en cuanto volvamos a medir el cuarto de la caldera.\n\nUn saludo,\nGuillermo y Carolina Ugarte");
clear("218", "polite-email", ctx("EUR", 34_000, 29_000), ACCEPT,
  "Estimado Sr. Patiño:\n\nDe acuerdo con la escalera escamoteable y la trampilla aislada, tal como en su presupuesto. ¿Hay que despejar el rellano antes de que llegue su instalador?\n\nMuchas gracias,\nRut Colina");

// ---- agent ----
clear("301", "agent", ctx("EUR", 145_000, 130_000), ask("rounds-left"),
  "Soy un agente de IA y negocio para mi usuario un contrato de alquiler de un año del piso de dos dormitorios en Residencial Ribera. ¿Cuántas rondas de ofertas más está dispuesto a hacer antes de fijar la renta?");
clear("302", "agent", ctx("EUR", 999_500), bid(925_000),
  "Estudio de mercado para la compra de la Sra. Torres: Renault Zoe 52 kWh de 2020 con certificado de batería del 88 % o más; tres anunciados este mes a 9.200 €, 9.650 € y 9.900 €. Su precio: 9.995 €. Nuestra oferta: 9.250 €.");
clear("303", "agent", ctx("EUR", 890_000), words(750_000, "siete mil quinientos euros"),
  "La Sra. Harán me ha encargado cerrar el precio de camperizar su Transit Custom (aislamiento, cama convertible, batería auxiliar y cocina de dos fuegos, según lo hablado). Está dispuesta a pagar siete mil quinientos euros.");
unclear("304", "agent", ctx("EUR", 420_000), "un presupuesto con una petición de propuesta, no una oferta",
  "El Sr. Chaudhry, propietario al que represento, ha reservado 3.500 € para subir la calificación energética de su piso: aislamiento y control de la calefacción, todo junto. ¿Qué podrían hacer con eso?");
clear("305", "agent", ctx("EUR", 645_000, 590_000), minus(565_000, 25_000, "last-bid"),
  "Le escribe el asistente del Sr. Okafor. La revisión precompra del Focus de 2016 detectó dos neumáticos traseros gastados; por eso restamos 250 € a nuestra oferta anterior.");
clear("306", "agent", ctx("EUR", 24_000), ask("discount"),
  "Gestiono el mantenimiento de los vehículos de un pequeño electricista con cinco furgonetas. ¿Tienen un precio por furgoneta más bajo si las cinco pasan la revisión anual con ustedes?");
clear("307", "agent", ctx("EUR", 680_000), percentOff(612_000, 10),
  "En nombre de la Sra. Lindo: queremos encargar la renovación completa de la instalación eléctrica de su adosado por un 10 % menos que su presupuesto. Dígame si está de acuerdo.");
clear("308", "agent", ctx("EUR", 35_000, 30_000), ACCEPT,
  "La Sra. Adler ha dado el visto bueno a su cuota mensual por la gestión de llaves y la recepción de huéspedes en su apartamento turístico, así que seguimos adelante. ¿Podría enviarnos el contrato de servicio para firmar?");
clear("309", "agent", ctx("EUR", 8_500, null, 6), total(7_000),
  "Compra para un propietario: su piso compartido de seis habitaciones necesita seis detectores de humo y calor interconectados, conectados a la red, instalados. Su presupuesto es por unidad; nuestra oferta es de 420 € por los seis, instalados.");
clear("310", "agent", ctx("EUR", 945_000, 860_000), plus(875_000, 15_000),
  "Mi cliente ha estudiado su contraoferta y sube 150 € su oferta anterior por el Yaris híbrido de 2018, entregando su Corsa como parte del pago por lo tasado.");
clear("311", "agent", ctx("EUR", 175_000), ask("delivery"),
  "La inmobiliaria Castell me ha pedido organizar la instalación de una doble ventana en el mirador de la calle Albión 22. El nuevo inquilino entra el 1 de octubre: ¿cuándo podrían instalarla como muy pronto?");
clear("312", "agent", ctx("EUR", 48_900, 42_000), WITHDRAW,
  "Gracias por la propuesta de renting de la furgoneta eléctrica. Mi usuario ha decidido seguir con las furgonetas diésel un año más, así que lo dejamos aquí.");
clear("313", "agent", ctx("EUR", 16_500, null, 7), bid(14_000),
  "Pedido propuesto para Radio Taxi Estrella (JSON):\n{\"articulo\": \"cámara delantera y trasera, cableada fija\", \"vehiculos\": 7, \"tarjeta_sd_gb\": 128, \"cp_instalacion\": \"41001\", \"oferta_por_vehiculo_eur\": 140}");
unclear("314", "agent", ctx("EUR", 125_000), "dos rentas para dos duraciones de contrato, la usuaria no ha elegido",
  "Siguen abiertas dos opciones para la casa de tres dormitorios de la calle Arce: 1.150 € al mes con contrato de un año o 1.100 € con contrato de dos. Mi usuaria aún no ha elegido; le confirmo cuál en cuanto lo haga.");
clear("315", "agent", ctx("EUR", 690_000), minus(650_000, 40_000),
  "El Sr. y la Sra. Beltrán quieren hacer el SATE del muro lateral, con el acabado previsto, por 400 € menos que su presupuesto.");
clear("316", "agent", ctx("EUR", 17_900), ask("standing-offer"),
  "¿Cuánto cobran ahora por una revisión precompra? Mi usuario está mirando una Transit usada de un particular y quiero saber su cifra antes de hacerle una oferta al vendedor.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "cuarenta"), "*le da vueltas al carburador entre las manos* Le doy cuarenta por él.");
unclear("402", "roleplay", ctx("EUR", 240_000), "'cada uno la mitad del camino' sin una oferta anterior", "*pasa la pierna por encima de la moto de trial* Venga, ¿hacemos cada uno la mitad del camino?");
clear("403", "roleplay", ctx("EUR", 110_000, 100_000), ACCEPT, "*mira el parque desde el mirador* Trato hecho. Nos quedamos el piso al precio que piden.");
clear("404", "roleplay", ctx("EUR", 12_000), bid(9_000), "*rebusca en la caja del puesto 14* Estos 2 parachoques cromados... son de un Escarabajo del 72, ¿no? Le doy 90 € por los dos.");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), WITHDRAW, "*vuelve a dejar el fregadero de cerámica en el palé* Es precioso. Demasiado caro para mí, eso sí; gracias de todos modos.");
clear("406", "roleplay", ctx("EUR", 26_000, 18_000), plus(19_000, 1_000), "*escucha el ralentí de la vieja C90* Subo diez euros sobre mis 180, y de ahí no paso.");
clear("407", "roleplay", ctx("EUR", 65_000), ask("negotiable"), "*le da una patada a la rueda del remolque* ¿Es precio cerrado, o se puede mover algo?");
clear("408", "roleplay", ctx("EUR", 740_000, 660_000), middle(700_000), "*tamborilea en la mesa del vendedor* Bueno. A mitad de camino entre su precio y el mío, entonces.");
unclear("409", "roleplay", ctx("EUR", 230_000), "una cifra pensada en voz alta antes de irse a pensarlo, no una oferta", "*da una vuelta despacio al viejo Saab* Mmm. 1.800... voy a tomarme un café y lo pienso.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(4_500), "*cuenta los billetes de la cartera* 60 € por los dos antinieblas... no, espere... 45 €.");
clear("411", "roleplay", ctx("EUR", 150_000, 120_000), ACCEPT, "*le da la mano por encima del capó del Mini para restaurar* Trato hecho. ¿Puede quedarse en su entrada hasta el domingo, mientras consigo un remolque?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(24_000, 20), "*da unos golpecitos al viejo radiador de hierro fundido* Un veinte por ciento menos y me lo llevo ahora mismo.");
clear("413", "roleplay", ctx("EUR", 795_000, 700_000), WITHDRAW, "*tira las llaves sobre la mesa* Olvídelo.");
clear("414", "roleplay", ctx("EUR", 680_000), ask("payment"), "*hojea el permiso de circulación del Defender* ¿La mitad por transferencia ahora y el resto en efectivo al recogerlo, le vale?");
clear("415", "roleplay", ctx("EUR", 40_000), bid(28_000), "*pasa la mano por la vieja puerta de roble* 280 € y me la llevo yo mismo a la furgoneta.");
unclear("416", "roleplay", ctx("EUR", 520_000, 460_000), "'algo más sobre mi última oferta' sin cantidad", "*se agacha a mirar el óxido de los bajos* Puedo poner algo más sobre mi última oferta, pero no espere mucho.");

export const FRESH23_ES = done();

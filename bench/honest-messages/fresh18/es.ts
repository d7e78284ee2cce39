/**
 * EIGHTEENTH set, Spanish (Spain, Argentina, Ecuador, Puerto Rico and the US; see fresh18/index.ts): written
 * 2026-11-28 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without
 * running the reader on these messages. The same 84 situations as en.ts in local wording: segunda mano entre
 * particulares (instrumentos, un carrito de bebé, bicis, un sofá rinconera, objetivos, una consola, herramientas de
 * jardín), servicios para la casa (fontanero, portes, afinador, clases particulares, fotógrafa de boda, cuidadora de
 * perros, tatuaje, pintor) y reservas y alquileres (apartamento de vacaciones, local para una fiesta, camper, paseo
 * en barco, plaza de garaje, trastero).
 *
 * Labels as in ../index.ts; corrections 010, 209, 410; acceptances restating the offer 013, 210; a signed
 * acceptance with a phone number 203.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh18In } from "./build";

const { clear, unclear, done } = fresh18In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 38_000), bid(32_000), "Te doy 320 € por el piano digital con el soporte. Puedo pasar esta noche.");
clear("002", "terse", ctx("EUR", 21_000), ask("shipping"), "¿Me enviarías el objetivo de 35 mm por correo a Lugo? ¿Cuánto serían los gastos de envío?");
clear("003", "terse", ctx("EUR", 25_000), percentOff(20_000, 20), "¿Me harías un 20 % de descuento en el carrito? Lo recojo hoy mismo.");
clear("004", "terse", ctx("EUR", 32_000, 24_000), WITHDRAW, "Déjalo, gracias. Mi cuñado me arregla él mismo el grifo y la llave de paso.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "Cuarenta euros"), "¿Cuarenta euros por la bici pequeña con ruedines? Paso a por ella a la salida del cole.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "Vale, te la dejo a ti. El viernes te llevo a Bonnie con su cama y su pienso.");
unclear("007", "terse", ctx("EUR", 36_000), "una horquilla para el bajo, no un precio", "Bajo: entre 250 y 300, según cómo esté el mástil.");
clear("008", "terse", ctx("EUR", 30_000), minus(25_000, 5_000), "50 € menos y me llevo el sofá rinconera el sábado. Mi hermano tiene furgoneta.");
clear("009", "terse", ctx("EUR", 9_500), ask("payment"), "Porte del armario y la cama: ¿te puedo pagar por Bizum el mismo día?");
clear("010", "terse", ctx("EUR", 42_000), bid(34_000), "PS5 con los dos mandos: 380 — me equivoqué, 340.");
clear("011", "terse", ctx("EUR", 15_000, 9_000), WITHDRAW, "Demasiado para un tatuaje tan pequeño. Lo dejo, gracias.");
clear("012", "terse", ctx("EUR", 120_000, 95_000), plus(100_000, 5_000), "50 € más de lo que te ofrecí por la bici eléctrica. No subo más.");
clear("013", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Venga, 420 € por el piso de Cádiz para el finde. Esta noche te hago la transferencia de la señal.");
clear("014", "terse", ctx("EUR", 16_000), ask("returns"), "Si los Joy-Con de la Switch tienen drift, ¿te la puedo devolver?");
unclear("015", "terse", ctx("EUR", 12_000), "una oferta condicionada a que el cortacésped arranque", "90 € por el cortacésped si arranca al primer tirón.");
clear("016", "terse", ctx("EUR", 46_000), bid(38_000), "Canon 70-200 f/4 con parasol y las 2 tapas: 380 € en mano.");

// ---- chat ----
clear("101", "chat", ctx("USD", 18_000), bid(14_000), "hola me dejarías la bici azul en 140 dólares? mandame whatsapp al 11 4827 9315 si te sirve");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "cuándo me podrías traer el frigo combi? estoy toda la semana menos el miércoles");
clear("103", "chat", ctx("EUR", 28_000, 22_000), ACCEPT, "siiii nos quedamos el local social para el cumple de mi madre!! 🎉🥳 mil gracias, no sospecha nada");
clear("104", "chat", ctx("USD", 16_000), words(12_000, "ciento veinte"), "me dejarías la trompeta en ciento veinte? mi nene empezó clases en la escuela");
unclear("105", "chat", ctx("EUR", 15_000), "sarcasmo sobre el alquiler mensual: no es una oferta", "150 al mes por aparcar detrás de un kebab?? 😂 las patatas van incluidas o qué");
clear("106", "chat", ctx("USD", 18_000), ask("warranty"), "la lavadora sigue en garantía del fabricante o ya se le venció?");
clear("107", "chat", ctx("EUR", 4_000, null, 4), total(3_000), "120 por las 4 sillas de roble juntas? puedo pasar el sábado por la mañana");
clear("108", "chat", ctx("EUR", 9_000, 7_000), WITHDRAW, "al final dejamos lo del paseo en barco, dan mal tiempo toda la semana y el domingo nos volvemos. gracias igual!");
clear("109", "chat", ctx("EUR", 95_000), ask("negotiable"), "el precio de la camper para el finde del festival es cerrado o se puede negociar un poco?");
clear("110", "chat", ctx("USD", 16_000, 12_000), middle(14_000), "lo dejamos en el medio entre lo tuyo y lo mío con el sillón de terciopelo? 🤝 paso mañana después del laburo");
clear("111", "chat", ctx("EUR", 4_000, 3_200), ACCEPT, "genial, pues empezamos con las clases de mates. ella puede martes y jueves después del cole");
unclear("112", "chat", ctx("EUR", 6_500), "un precio visto en otro sitio, no una oferta", "la misma trona está en wallapop a 40, solo digo 👀");
clear("113", "chat", ctx("EUR", 22_000), ask("standing-offer"), "perdona, cuánto pedías por la flauta travesera? no encuentro el anuncio");
clear("114", "chat", ctx("EUR", 9_000), minus(7_000, 2_000), "me dejarías el trastero pequeño en 20 menos al mes de lo que pides? solo lo necesito hasta marzo");
clear("115", "chat", ctx("EUR", 25_000, 15_000), WITHDRAW, "nah, mucho para unas gafas de VR tan viejas. paso");
clear("116", "chat", ctx("EUR", 1_500), ask("discount"), "si reservamos los paseos de rufus todos los días entre semana, hay tarifa más barata?");
clear("117", "chat", ctx("USD", 12_000), bid(8_500), "me das la parrilla de gas en 85? paso a buscarla después del trabajo");
unclear("118", "chat", ctx("EUR", 28_000), "'tipo … más o menos' alrededor de un número, no una oferta firme", "tipo 200 por el ampli de bajo, más o menos?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 45_000), ask("delivery"),
  "Hola, Gonzalo:\n\nGracias por las fotos adicionales de la mesa extensible. Si nos la quedamos, ¿cuándo podrías traérnosla a Burgos? La primera semana del mes que viene estamos fuera.\n\nUn saludo,\nFernanda Tapia");
clear("202", "polite-email", ctx("EUR", 85_000), bid(65_000),
  "Hola, Ana:\n\nNos encantó tu porfolio. Nos casamos en el juzgado de Valencia el sábado 12 de abril, con unos 20 invitados, y querríamos dos horas de reportaje: la ceremonia y unos retratos fuera. Te ofrecemos 650 €.\n\nUn abrazo,\nMegan Díaz y Cristóbal Acero\nC/ Cuba 41, 46006 Valencia\n612 84 37 59");
clear("203", "polite-email", ctx("EUR", 9_500, 7_500), ACCEPT,
  "Estimado Sr. Navarro:\n\nGracias por venir a ver nuestro piano vertical la semana pasada. Nos parece bien que haga la subida de afinación y la afinación al precio que nos indicó. ¿Podría llamarme al 654 32 18 07 el día anterior? La cancela del jardín suele estar cerrada.\n\nAtentamente,\nRut Elizondo");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(81_000, 10),
  "Estimado Sr. Bermejo:\n\nGracias por el presupuesto para pintar los dos dormitorios del fondo (paredes, techos y carpintería). ¿Aceptaría un 10 % de descuento? Tendremos las dos habitaciones vacías antes de que llegue.\n\nUn saludo,\nSimón Carrasco");
clear("205", "polite-email", ctx("EUR", 68_000), ask("payment"),
  "Estimada Sra. Pascual:\n\nNos gustaría reservar su apartamento en Conil para Semana Santa. ¿Hay que abonar el importe total al reservar, o podemos pagar ahora una señal y el resto a la llegada?\n\nMuchas gracias,\nAna Villalba");
clear("206", "polite-email", ctx("EUR", 45_000, 30_000), WITHDRAW,
  "Hola, Lucía:\n\nMuchísimas gracias por los bocetos del retrato de nuestro cocker, son preciosos. Lo hemos hablado y hemos decidido no seguir adelante con el encargo de momento; este año vamos algo justos.\n\nUn abrazo,\nJuana Herrero");
clear("207", "polite-email", ctx("EUR", 3_500, null, 8), total(3_000),
  "Hola:\n\nMe interesan las sillas de jardín apilables (tu anuncio 58210). Te ofrezco 240 € por las 8 y puedo ir a por ellas el domingo 6 de julio con la furgoneta. Vivo en la calle del Molino 22, 28850 Torrejón de Ardoz; mi móvil es el 611 22 48 90.\n\nSaludos,\nPablo Rentería");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Estimado Sr. Benítez:\n\nGracias por el presupuesto para cambiar la caldera. ¿La caldera nueva tiene la garantía del fabricante, y usted da además garantía de la instalación?\n\nUn saludo,\nDolores Loza");
clear("209", "polite-email", ctx("EUR", 56_000), bid(42_000),
  "Estimada Sra. Aziz:\n\nGracias por venir a medir el mirador. Por la confección de las cortinas forradas opacas le ofrecemos 480 € — perdone, es una errata: quería decir 420 €.\n\nUn saludo,\nElena Bravo");
clear("210", "polite-email", ctx("USD", 84_000, 72_000), ACCEPT,
  "Hola Ignacio:\n\nUS$840 por la semana con la camper nos viene bien, así que anotanos. La pasamos a buscar el sábado temprano.\n\nSaludos,\nDaniel y Sofía Crespo");
clear("211", "polite-email", ctx("EUR", 11_000), ask("returns"),
  "Hola, Catalina:\n\nQuisiera encargar una de tus camas para perro a medida para nuestro galgo. Si al recibirla resulta pequeña, ¿podría devolverla o cambiarla por la talla mayor?\n\nGracias,\nMargarita Tovar");
unclear("212", "polite-email", ctx("EUR", 30_000, 25_000), "una aceptación a la espera de que el párroco confirme la fecha",
  "Estimado Sr. Fuentes:\n\nGracias por enseñarnos el salón de arriba del mesón. Nos gustaría reservarlo al precio que nos dijo para el bautizo de nuestro hijo, pero el párroco todavía no ha confirmado la fecha y no lo hará hasta después de la reunión de la parroquia de la semana que viene.\n\nUn saludo,\nClara Domínguez");
clear("213", "polite-email", ctx("EUR", 60_000), words(45_000, "cuatrocientos cincuenta euros"),
  "Estimado Sr. Trancoso:\n\nGracias por dejar que nuestra hija probara la trompa el sábado; se ha enamorado de ella. Podríamos ofrecerle cuatrocientos cincuenta euros por la trompa con su estuche.\n\nUn saludo,\nRoberto y Alicia Nieto");
clear("214", "polite-email", ctx("EUR", 65_000, 50_000), WITHDRAW,
  "Estimado Sr. Olmedo:\n\nGracias por venir a ver el ciprés. Al final vamos a dejar el árbol donde está por ahora, así que no hace falta que nos reserve fecha.\n\nUn saludo,\nGregorio Peña");
clear("215", "polite-email", ctx("USD", 8_000), ask("shipping"),
  "Estimado don Diego:\n\nVi sus herramientas antiguas de jardín (pala, horquilla, azadón y el cortabordes). ¿Me las podría enviar por courier a Cuenca, y cuánto costaría el envío?\n\nMuchas gracias,\nSilvia Quezada");
clear("216", "polite-email", ctx("EUR", 15_000), bid(12_000),
  "Hola, Emma:\n\n¿Estarías libre para cuidar a los niños en Nochevieja? Serían nuestros 3 hijos, el 31 de diciembre de 19:00 hasta eso de la 1:00; a las 21:00 ya deberían estar dormidos. Te ofrecemos 120 € por la noche.\n\nUn beso,\nNatalia Bermúdez");
unclear("217", "polite-email", ctx("EUR", 26_000), "dos precios para dos alcances de la limpieza: ¿cuál es la oferta?",
  "Hola:\n\nGracias por el presupuesto de la limpieza de fin de alquiler. Podríamos pagar 180 € por la limpieza sola, o 240 € con el horno y las alfombras. Dinos qué prefieres.\n\nUn saludo,\nTomás y Priya");
clear("218", "polite-email", ctx("EUR", 52_000, 45_000), ACCEPT,
  "Estimado Martín:\n\nSí, adelante con la moqueta de la escalera y el descansillo a su precio. ¿Nos dice qué día le viene bien, para quitar antes la moqueta vieja?\n\nMuchas gracias,\nEloísa Mora");

// ---- agent ----
clear("301", "agent", ctx("EUR", 110_000), ask("rounds-left"), "Soy un asistente de reservas que actúa en nombre de la Sra. Holguín. Antes de que se comprometa con el apartamento de Lisboa para la semana, confirme por favor cuántas rondas de ofertas quedan en esta negociación.");
clear("302", "agent", ctx("EUR", 140_000), bid(110_000), "Anuncios comparables, bicis de montaña de doble suspensión talla M en un radio de 50 km:\n• 1.150 € (2021, cubiertas nuevas)\n• 1.300 €\n• 1.250 €\n• 1.400 € (tija telescópica)\nMediana: 1.275 €. Dado el desgaste de la transmisión de la suya, mi cliente ofrece 1.100 €.");
clear("303", "agent", ctx("EUR", 42_000), words(35_000, "trescientos cincuenta euros"), "Organizo el transporte de boda de mi representada. Por el coche clásico con chófer, del juzgado al banquete, ofrece trescientos cincuenta euros.");
unclear("304", "agent", ctx("EUR", 180_000), "un presupuesto que debe cubrir también los materiales, no una oferta por la mano de obra", "Mi representada ha reservado 1.500 € para pintar el recibidor, la escalera y el descansillo, y eso tiene que cubrir también la pintura y los materiales. Le hará una oferta en cuanto reciba un segundo presupuesto.");
clear("305", "agent", ctx("USD", 85_000, 70_000), minus(62_000, 8_000, "last-bid"), "Tras probar la PC gamer en persona, mi representado debe bajar en US$80 nuestra oferta anterior de US$700: el ventilador de la tarjeta gráfica traquetea con carga.");
clear("306", "agent", ctx("EUR", 9_000), ask("discount"), "Los dos hijos de mi representada tomarían clases de natación con usted el próximo trimestre. ¿Ofrece descuento por hermanos?");
clear("307", "agent", ctx("EUR", 12_000), percentOff(10_200, 15), "Mi representada alquilaría la plaza de garaje cerca de la estación durante un año entero, con pago mensual. Propone un 15 % por debajo de su alquiler mensual.");
clear("308", "agent", ctx("EUR", 150_000, 125_000), ACCEPT, "Confirmo en nombre de la Sra. Ruiz: se acepta su presupuesto para la mudanza de su piso. Envíe por favor la confirmación de la reserva y las indicaciones de embalaje a esta dirección.");
clear("309", "agent", ctx("EUR", 4_500, null, 10), total(4_000), "Solicitud de reserva en nombre de la familia Okafor:\n- Servicio: clases particulares de matemáticas para la PAU, bono de 10 clases de una hora\n- Oferta: 400 € por el bono completo\n- Inicio: después de Navidad, en el domicilio de la familia");
clear("310", "agent", ctx("EUR", 150_000, 110_000), plus(122_000, 12_000), "A la vista del informe del luthier sobre la viola, mi representado autoriza 120 € más que nuestra oferta anterior.");
clear("311", "agent", ctx("EUR", 60_000), ask("delivery"), "Sobre la caseta de jardín de segunda mano: ¿cuál es la fecha más temprana en que podría entregarla y volver a montarla en el jardín de mi representada? El acceso es por una puerta lateral.");
clear("312", "agent", ctx("EUR", 70_000, 50_000), WITHDRAW, "En nombre de mi representado: el Sr. Haddad ha decidido quedarse con su sofá viejo y desiste de la compra de su sillón relax de cuero. Gracias por su tiempo.");
clear("313", "agent", ctx("USD", 55_000), bid(42_000), "Oferta por la bici de ruta:\n```json\n{\"articulo\": \"bici de ruta\", \"modelo\": \"Allez Sport\", \"grupo\": \"Shimano 105\", \"anio\": 2019, \"cuadro_cm\": 56, \"oferta_usd\": 420, \"retiro\": \"a cargo del comprador\"}\n```");
unclear("314", "agent", ctx("USD", 85_000), "dos precios, indecisa hasta escucharlo", "Mi representada duda entre ofrecer US$600 y US$700 por el handpan y quiere escucharlo antes de decidirse.");
clear("315", "agent", ctx("EUR", 38_000), minus(32_000, 6_000), "Mi representada quiere encargarle el desbroce del jardín tal como lo presupuestó. Como el jardín es pequeño y tiene acceso lateral, propone su precio menos 60 €.");
clear("316", "agent", ctx("EUR", 1_800, 1_400), ask("standing-offer"), "Para el registro de mi representada: indique de nuevo la tarifa diaria que pide actualmente por pasar a dar de comer a los dos gatos.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_500), words(2_500, "Veinticinco"), "*coge el cajón en el rastro y le da un golpe* Veinticinco por él, y me lo llevo yo mismo al coche.");
unclear("402", "roleplay", ctx("EUR", 20_000, 14_000), "más que la última oferta, pero sin cantidad", "*abre el cajón de arriba de la cómoda de roble y lo vuelve a cerrar* Podría subir un poco de lo que te dije. Poco, eh.");
clear("403", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*le pone los billetes en la mano* Trato hecho. La caja de Lego se viene conmigo.");
clear("404", "roleplay", ctx("EUR", 38_000), bid(28_000), "*pasa las páginas del catálogo hasta el lote 47: aparador de teca, 1964, 3 cajones* 280 €, y se va a casa en la ranchera.");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), WITHDRAW, "*pasa un dedo por la pared húmeda del garaje* A ese precio no, la verdad. Sigo buscando.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*le da vueltas a la vieja Pentax entre las manos* Venga, diez euros más de lo que te ofrecí.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*mira cómo la maquilladora termina un tigre* ¿Es un precio fijo para un cumpleaños, o se puede hablar?");
clear("408", "roleplay", ctx("EUR", 24_000, 18_000), middle(21_000), "*levanta la batidora por el asa* Ni pa' ti ni pa' mí: a mitad de camino entre tu precio y el mío, y es mía.");
unclear("409", "roleplay", ctx("EUR", 55_000), "una cifra pensada en voz alta, pendiente de hablarlo: todavía no hay oferta", "*se queda en la puerta de la habitación del piso compartido* 450 al mes... igual. Lo hablo y te escribo esta noche.");
clear("410", "roleplay", ctx("EUR", 20_000), bid(14_000), "*cuenta los billetes* 160 por la Squier... no, me he equivocado — 140.");
clear("411", "roleplay", ctx("EUR", 15_000, 12_000), ACCEPT, "*se sienta en el banco de teca y sonríe* Hecho, es mío. ¿Me echas una mano a meterlo en el maletero?");
clear("412", "roleplay", ctx("EUR", 25_000), percentOff(22_500, 10), "*da golpecitos en la marca del vaso en la mesa de centro* Un diez por ciento menos por eso y me la llevo.");
clear("413", "roleplay", ctx("EUR", 12_000, 7_000), WITHDRAW, "*deja la aspiradora en el suelo* Muy cara para mí. Suerte con la venta.");
clear("414", "roleplay", ctx("EUR", 8_000), ask("payment"), "*se palpa los bolsillos* ¿Te puedo pagar la estantería por transferencia? No llevo efectivo.");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*le da vueltas a los pedales de la bici estática* 90, y me la llevo ya.");
unclear("416", "roleplay", ctx("EUR", 85_000), "dos precios, indeciso", "*levanta la Brompton plegada y la sopesa* ¿600? ¿650? La verdad, no lo sé.");

export const FRESH18_ES = done();

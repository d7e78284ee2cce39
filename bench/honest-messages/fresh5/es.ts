/**
 * FIFTH unseen set, Spanish (Spain and Latin America; see fresh5/index.ts): written 2026-11-27 before reading the
 * reader's code, its rules or its tests, and without running it on these messages. Written as Spanish-speaking
 * buyers write (tú and usted, "Vale, me la llevo", "trato cerrado", "Déjalo", "choque esos cinco", "lo voy a dejar
 * aquí", "Nos vemos a mitad de camino", 5.400 €, 612,00 EUR, US$ 465 in Panama and Ecuador, NIF and CIF), not
 * translated: a telescopio, a jacuzzi, a máquina de coser industrial, an acordeón, a cinta de correr, taburetes, a
 * horno de cerámica, limpieza de oficinas, a moto clásica, a lavavajillas industrial, mesas elevables, a fotógrafo
 * de empresa, estanterías de palés, a carpa, a remolque para caballos, proyectores, a vitrina refrigerada, a reloj
 * de pie, an andamio, a food truck, an alfombra and a colmena at a fair.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 5.400 € / 612,00 EUR / "importe": 2450 / US$ 465; words ("mil ciento
 *   cincuenta", "quinientos justos", "dos mil euros", "trescientos cincuenta") name the phrase as written; relative
 *   bids recompute from the context, their amount in digits or words ("cien menos", "veinte más"); totals divide
 *   exactly; self-corrections (009, 107, 209, 406) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (model numbers, phone numbers, street and floor numbers, postcodes, a CIF and a NIF, listing
 *   and serial numbers, dates, times, sizes, kilometres, a year, competitor quotes, market figures, a budget, a
 *   quantity, a run counter) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh5In } from "./build";

const { clear, unclear, done } = fresh5In("es");

// ---- terse ----
clear("001", "terse", ctx("USD", 54_000), bid(46_500), "US$ 465 por el telescopio, paso el domingo.");
clear("002", "terse", ctx("EUR", 140_000), words(115_000, "mil ciento cincuenta"), "Mil ciento cincuenta por el jacuzzi, en efectivo al recogerlo.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Vale, me la llevo.");
clear("004", "terse", ctx("EUR", 260_000, 200_000), WITHDRAW, "Déjelo, es demasiado. Adiós.");
clear("005", "terse", ctx("EUR", 89_000), ask("shipping"), "¿Cuánto cuesta el envío a Valencia, 46001?");
clear("006", "terse", ctx("EUR", 31_000), minus(28_500, 2_500), "25 € menos que su precio y cerramos hoy mismo.");
clear("007", "terse", ctx("EUR", 72_000), percentOff(61_200, 15), "Hágame un 15 % de descuento sobre su precio y es mía.");
clear("008", "terse", ctx("EUR", 129_900), bid(105_000), "1.050 por la Juki DDL-8700, tal cual está.");
clear("009", "terse", ctx("EUR", 42_000), bid(31_000), "340. Corrijo: 310.");
clear("010", "terse", ctx("EUR", 18_500), ask("payment"), "¿Aceptas Bizum?");
unclear("011", "terse", ctx("EUR", 36_000), "una cifra aproximada, no una oferta firme", "¿unos 300 o así?");
clear("012", "terse", ctx("EUR", 64_000, 50_000), plus(54_000, 4_000), "40 más que mi última oferta. Y ya.");
clear("013", "terse", ctx("EUR", 47_500, 42_000), ACCEPT, "475 €, venga, vale.");
unclear("014", "terse", ctx("EUR", 34_000), "dos precios según la entrega: ¿cuál?", "300 si me lo traes, si no 270");
clear("015", "terse", ctx("EUR", 99_000, 85_000), ask("rounds-left"), "¿Es la última ronda o todavía puedo hacer otra contraoferta?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 79_000), bid(64_000), "hola, ¿sigue disponible el acordeón? te doy 640");
clear("102", "chat", ctx("EUR", 52_000, 45_000), ACCEPT, "¡¡siii!! trato cerrado, ¿cuándo paso a buscarla? 😍");
clear("103", "chat", ctx("EUR", 48_000, 35_000), WITHDRAW, "uf no, es más de lo que quería gastarme en una cinta de correr. tranqui, ¡suerte con la venta!");
clear("104", "chat", ctx("EUR", 61_000), ask("delivery"), "¿en cuánto tiempo me lo podrías enviar? lo necesito antes del 14");
clear("105", "chat", ctx("EUR", 58_000), words(50_000, "quinientos justos"), "¿me lo dejas en quinientos justos? 🙏");
clear("106", "chat", ctx("EUR", 85_000), bid(72_000), "vivo en la calle Alcalá 212, 3º B, puedo pasar sobre las 17:30. ¿720 te va bien?");
clear("107", "chat", ctx("EUR", 99_000), bid(82_000), "850.. bueno no, 820 es mi tope");
clear("108", "chat", ctx("EUR", 90_000, 76_000), middle(83_000), "vale, ¿y si nos quedamos a mitad de camino entre tu precio y el mío? 🤝");
clear("109", "chat", ctx("EUR", 61_000), ask("warranty"), "¿el motor tiene todavía garantía?");
unclear("110", "chat", ctx("EUR", 90_000), "sarcasmo sobre el precio: no es una aceptación", "jajaja 900 por una cinta de correr usada, claro que sí, ya puestos redondea a mil 🙄");
unclear("111", "chat", ctx("EUR", 54_000), "un precio visto en otro sitio, no una oferta", "he visto el mismo telescopio en wallapop por 410 🤷");
clear("112", "chat", ctx("EUR", 79_000), ask("negotiable"), "¿el precio es fijo o se puede hablar?");
clear("113", "chat", ctx("EUR", 31_000, 26_000), ACCEPT, "bueno va, te lo compro a tu precio 👍");
clear("114", "chat", ctx("EUR", 10_500, null, 3), total(9_000), "¿me dejas los 3 taburetes por 270 en total?");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "no. déjalo");
clear("116", "chat", ctx("EUR", 62_000), minus(56_000, 6_000), "si lo bajas 60 me lo llevo");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 620_000),
  bid(540_000),
  "Estimada Sra. Álvarez:\n\nGracias por dejarnos hacer una cocción de prueba en el horno Nabertherm la semana pasada. Las resistencias habrá que cambiarlas dentro de un año, así que le ofrecemos 5.400 € por el horno, con las placas y soportes incluidos.\n\nUn cordial saludo,\nHarriet Colomer\nTaller de Cerámica Barro Vivo\nC/ de la Alfarería 27, bajo\n08012 Barcelona\nTel. 932 55 01 98",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 380_000, 330_000),
  ACCEPT,
  "Buenos días, Sr. Osei:\n\nGracias por la propuesta revisada para la limpieza de las oficinas. La aceptamos en los términos indicados y esperamos empezar pronto a trabajar con su equipo.\n\nAtentamente,\nBrenda Kowalski\nResponsable de Oficina, Farol y Asociados",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  WITHDRAW,
  "Hola, Gregorio:\n\nGracias por dejarme probar la Bultaco el sábado y por tu paciencia con todas mis preguntas. Lo he pensado bien y lo voy a dejar aquí; ahora mismo es más de lo que me puedo permitir.\n\nUn abrazo,\nTomás Asensio",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 890_000),
  ask("warranty"),
  "Buenas tardes:\n\nVamos a sustituir el lavavajillas de la cocina de nuestro restaurante y su Hobart reacondicionado nos encaja. ¿Qué garantía tiene y cubre piezas y mano de obra?\n\nMuchas gracias,\nDiego Ramírez\nJefe de cocina, Sal y Brasa\nTel. 954 55 01 72",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 62_000, null, 12),
  total(55_000),
  "Hola, Jordi:\n\nEstamos equipando la segunda planta de nuestro coworking y necesitaríamos 12 mesas elevables eléctricas (tablero de 160 x 80 cm, estructura negra). Por las doce podemos ofrecer 6.600 €, entregadas y montadas.\n\nGracias,\nPriya Natarajan\nColmena Coworking\nC/ del Canal 22, 4ª planta, 28004 Madrid",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 260_000),
  words(200_000, "dos mil euros"),
  "Estimada Sra. Blanco:\n\nGracias por enviarnos su porfolio y el programa de nuestra jornada de empresa. Nos encantaría que cubriera el día completo y podemos ofrecerle dos mil euros, con la edición de las fotos incluida.\n\nUn saludo cordial,\nNoé Bermúdez\nPersonas y Cultura, Fernhill Analytics Iberia",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 940_000),
  percentOff(846_000, 10),
  "Estimado Sr. Kaminski:\n\nGracias por su presupuesto para las estanterías de palés de nuestro centro logístico de Getafe. Estamos dispuestos a cursar el pedido con un 10 % menos sobre el importe presupuestado, con el montaje en la segunda quincena de enero.\n\nAtentamente,\nÁngela Fitz\nOperaciones de almacén\nTel. +34 916 55 01 31",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 510_000),
  bid(420_000),
  "Hola, Samuel:\n\nGracias por la llamada de ayer. Por el alquiler durante tres días de la carpa de 10 x 20 m para nuestras fiestas (del 12 al 14 de junio, montaje el día 11), podemos ofrecer 4.200 €, con suelo e iluminación incluidos.\n\nSaludos,\nClara Domínguez\nComisión de Fiestas de Villanueva",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 390_000, 300_000),
  bid(351_000),
  "Estimada Sra. Prieto:\n\nDisculpe: en mi correo de esta mañana, donde dice 3.150 € por el remolque debe decir 3.510 €.\n\nUn saludo,\nGonzalo Llorente",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 349_900),
  ask("returns"),
  "Hola:\n\nMe interesa la montura Celestron de su anuncio. Si el seguimiento no funciona bien una vez montada, ¿podría devolverla en un plazo de 30 días?\n\nMuchas gracias,\nAna Pérez",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 380_000),
  "una horquilla, no una oferta concreta",
  "Buenos días, Sr. Osei:\n\nGracias por la visita. Para el contrato de limpieza estamos pensando en algo del orden de 3.000 a 3.200 € al mes, según el alcance definitivo.\n\nAtentamente,\nBrenda Kowalski\nFarol y Asociados",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 890_000),
  "una oferta condicionada a la instalación",
  "Buenos días:\n\nPodríamos ofrecer 7.800 € por el lavavajillas, siempre que incluyan la instalación y la retirada de nuestra máquina antigua.\n\nUn saludo,\nDiego Ramírez\nSal y Brasa",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 289_000),
  bid(235_000),
  "Muy señores míos:\n\nEn relación con su anuncio del remolque Böckmann para dos caballos, que vimos el martes, les ofrecemos 2.350 € y podemos recogerlo cuando les venga bien.\n\nAtentamente,\nLeonor Vaquero\nHípica Vaquero S.L.\nCamino del Molino s/n, 41740 Lebrija (Sevilla)\nTel. 955 55 01 70\nCIF B-41234567",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 380_000, 340_000),
  ACCEPT,
  "Hola, Sr. Grant:\n\nGracias por contestar tan rápido. 3.800 € por el lote de proyectores nos parece bien; considere este correo como nuestra aceptación y envíe la factura a la secretaría del centro.\n\nUn saludo,\nRaquel Jiménez\nCoordinadora TIC, IES Ramón y Cajal\nTel. 976 55 01 24",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 690_000),
  minus(630_000, 60_000),
  "Estimada Sra. Russo:\n\nLa vitrina refrigerada es justo lo que necesita el mostrador de nuestra charcutería. Si pudiera rebajarnos 600 € del precio, la pediríamos esta misma semana.\n\nAtentamente,\nMarco Bellini\nCharcutería Bellini",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 940_000),
  ask("payment"),
  "Estimado Sr. Kaminski:\n\nAntes de emitir el pedido, ¿podría confirmarnos si aceptan el pago a 30 días mediante confirming o si es necesario un anticipo?\n\nAtentamente,\nÁngela Fitz\nOperaciones de almacén",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  "se inclina por aceptar pero quiere pensarlo: aún no es una aceptación",
  "Hola, Gregorio:\n\nGracias por el nuevo precio. Me inclino a decir que sí, pero prefiero consultarlo con la almohada este fin de semana y te digo algo el lunes.\n\nUn abrazo,\nTomás",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 480_000, 400_000),
  plus(415_000, 15_000),
  "Hola, Sra. Chen:\n\nGracias por su contraoferta por el food truck. Hemos vuelto a echar cuentas y podemos subir nuestra oferta en 150 €.\n\nSaludos cordiales,\nLuis y Carmen Ortega",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 620_000, 500_000),
  WITHDRAW,
  "Estimada Sra. Álvarez:\n\nGracias de nuevo por su tiempo. Después de hablarlo hemos decidido no seguir adelante con el horno, y le deseamos mucha suerte con la venta.\n\nUn cordial saludo,\nHarriet Colomer\nTaller de Cerámica Barro Vivo\nC/ de la Alfarería 27, 08012 Barcelona\nNIF 47123456-K",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 62_000),
  ask("discount"),
  "Hola, Jordi:\n\nPuede que también necesitemos mesas para la tercera planta. ¿Nos haría un mejor precio si pidiéramos veinticuatro de golpe?\n\nGracias,\nPriya",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 69_900, null, 25),
  bid(61_200),
  "Propuesta de compra (renovación de aulas):\n- Artículo: proyector láser de tiro corto, modelo EB-770F\n- Cantidad: 25\n- Precio unitario ofertado: 612,00 EUR\n- Total: 15.300,00 EUR\n- Entrega: IES Ramón y Cajal, C/ de los Olmos 88, antes del 08/01/2027\nPresupuesto aprobado: 16.000 EUR. Por favor, acepte o contraoferte.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 289_000),
  bid(245_000),
  'Respuesta del agente comprador (expediente hx-2291):\n{"tipo": "contraoferta", "articulo": "jacuzzi 6 plazas", "importe": 2450, "moneda": "EUR", "vence": "2026-12-03"}\nNota: el anuncio lleva 41 días publicado.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 87_500, 80_000),
  ACCEPT,
  "Su última oferta cumple los criterios que mi mandante fijó para esta compra. En su nombre, la acepto. Por favor, envíe el enlace de pago y los datos de recogida.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 460_000, 380_000),
  WITHDRAW,
  "Doy por terminada esta negociación en nombre de mi usuario. Su precio sigue por encima del límite que fijó y me ha pedido que no continúe. Gracias por sus respuestas.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 149_000, 120_000),
  ask("standing-offer"),
  "Para que conste correctamente: ¿cuál es su precio actual por el reloj de pie tras su último mensaje? Indique, por favor, el importe y la moneda.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 149_000),
  bid(118_000),
  "Ventas comparables (relojes de pie, 1890–1910, maquinaria en marcha):\n1. Subasta, Madrid: 1.150 EUR\n2. Anuncio de anticuario: 1.290 EUR\n3. Venta entre particulares: 1.400 EUR\nMediana: 1.290 EUR. Teniendo en cuenta el cristal rajado, mi oferta es de 1.180 EUR.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 1_800, null, 60),
  total(1_500),
  "Solicitud de alquiler – andamio para rehabilitación de fachada:\n• Marcos: 60\n• Periodo: 4 semanas desde el 01/03/2027\n• Obra: C/ del Puerto 17, 36202 Vigo\n• Oferta: 900,00 EUR por los 60 marcos durante el periodo\nConfirme o proponga una alternativa, por favor.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 300_000),
  percentOff(279_000, 7),
  "Tras revisar el anuncio y los comparables recientes, propongo un precio un 7 % inferior a su oferta actual. Mi mandante puede pagar el mismo día.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 124_000, 108_000),
  middle(116_000),
  "Posiciones actuales — vendedor: 1.240 EUR; comprador: 1.080 EUR. Para evitar más rondas, propongo cerrar en el punto medio entre ambas.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 349_900),
  ask("shipping"),
  "Consulta previa a la oferta: ¿el importe indicado incluye el embalaje y el transporte hasta el comprador, o los gastos de envío se facturan aparte?",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 920_000),
  "una oferta sujeta a la aprobación de la financiación",
  "Oferta: 8.100 EUR por el food truck, sujeta a la aprobación de la financiación por parte de nuestro banco, prevista para la semana que viene. La oferta no es vinculante hasta entonces.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 340_000),
  "dos opciones, no una oferta concreta",
  "Dos opciones a su elección:\nA) 2.900 EUR con instalación\nB) 2.600 EUR solo el equipo\nIndique, por favor, qué opción prefiere.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 380_000, 340_000),
  "acuerdo de principio, pendiente de revisión jurídica: no es una aceptación vinculante",
  "Parece que hemos alcanzado un acuerdo de principio sobre su oferta actual. El equipo jurídico de mi mandante revisará las condiciones del contrato antes de confirmar nada.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 349_900),
  bid(289_900),
  "Ref.: anuncio n.º 44-1907 (montura Celestron CGX-L, n.º de serie 7812-0045). Precio ofertado: 2.899,00 €. El comprador recoge en un plazo de 7 días tras la aceptación.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 155_000, 150_000),
  ACCEPT,
  "Resultado: aceptado. Precio acordado: 1.550,00 EUR, cantidad 1. Envíe la factura al contacto de facturación registrado. (Negociación 3 de 10 de este lote.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 510_000),
  ask("delivery"),
  "¿Cuál es la fecha más temprana en la que pueden comprometerse a entregar y montar la carpa en el recinto de las fiestas (CP 45600)? Mi mandante lo necesita antes de ofertar.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 410_000),
  minus(385_000, 25_000),
  "Contrapropuesta: 250 EUR por debajo de su precio actual. Motivo: habrá que cambiar los neumáticos antes de la próxima ITV.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 85_000, 64_000),
  WITHDRAW,
  '{"decision": "retirarse", "motivo": "el precio del vendedor supera el máximo del usuario", "mas_ofertas": false}\nNo seguiré con este artículo.',
);
clear(
  "319",
  "agent",
  ctx("EUR", 940_000),
  bid(860_000),
  "Resumen – contrato anual de limpieza de oficinas:\n- Su presupuesto: 9.400 €\n- Presupuesto de la competencia: 8.950 €\n- Nuestra oferta: 8.600 €\n- Presupuesto interno: 9.000 €\nPodemos firmar esta semana con nuestra oferta.",
);
clear(
  "320",
  "agent",
  ctx("EUR", 165_000, 140_000),
  plus(152_000, 12_000),
  "Oferta revisada: 120 EUR por encima de mi oferta anterior, para cerrar hoy. Es el último ajuste que ha autorizado mi mandante.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 85_000), bid(64_000), "*pasa el pulgar por el fleco gastado de la alfombra* De este lado los colores están desvaídos. Le doy 640, ni un céntimo más.");
clear("402", "roleplay", ctx("EUR", 48_000), words(35_000, "trescientos cincuenta"), "*hace sonar la bolsa de monedas* Trescientos cincuenta por la colmena y el enjambre, amigo.");
clear("403", "roleplay", ctx("EUR", 120_000, 100_000), ACCEPT, "*abre los brazos de par en par* ¡Ja! Es usted duro de pelar — venga, ¡choque esos cinco!");
clear("404", "roleplay", ctx("EUR", 149_000, 110_000), WITHDRAW, "*devuelve el péndulo a la caja con cuidado* Demasiado caro para mí. Que tenga buena tarde.");
clear("405", "roleplay", ctx("EUR", 289_000), ask("delivery"), "*entorna los ojos mirando el enganche* ¿Y para cuándo me lo podría traer a la finca?");
clear("406", "roleplay", ctx("EUR", 85_000), bid(68_000), "*cuenta los billetes dos veces* 700 — espere, son 680. Es todo lo que llevo.");
clear("407", "roleplay", ctx("EUR", 480_000), minus(470_000, 10_000), "*da unos golpecitos en el guardabarros abollado* Cien menos por el golpe y nos damos la mano.");
unclear("408", "roleplay", ctx("EUR", 110_000), "sarcasmo sobre el precio: no es una aceptación", "*casi se atraganta con el té* ¿Mil cien? ¿Por un reloj que no da las horas? Faltaría más, y le regalo mi casa.");
unclear("409", "roleplay", ctx("EUR", 79_000), "pensando en voz alta, sin compromiso", "*abre el fuelle y escucha* Quizá 500... quizá más, si aguanta la afinación.");
clear("410", "roleplay", ctx("EUR", 60_000, 50_000), plus(52_000, 2_000), "*suspira con teatro* Veinte más que antes. Es mi última palabra.");
clear("411", "roleplay", ctx("EUR", 145_000, 130_000), ACCEPT, "*se escupe en la mano y la tiende* 1.450, pues. Cerrado.");
clear("412", "roleplay", ctx("EUR", 460_000), bid(390_000), "*da dos vueltas alrededor de la Montesa Impala de 1964* Más de sesenta años y 48.000 km en el marcador... llego a 3.900 €.");
clear("413", "roleplay", ctx("EUR", 85_000, 60_000), WITHDRAW, "*hace un gesto con la mano* Bah. Quédeselo. *se pierde entre la gente*");
clear("414", "roleplay", ctx("EUR", 48_000, 30_000), ask("standing-offer"), "*se apoya en la valla* Recuérdeme, ¿cuánto pedía usted?");
clear("415", "roleplay", ctx("EUR", 130_000, 110_000), middle(120_000), "*levanta dos dedos* Usted dice mil trescientos, yo dije mil cien. Nos vemos a mitad de camino y todos contentos.");

export const FRESH5_ES = done();

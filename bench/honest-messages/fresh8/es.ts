/**
 * EIGHTH honest-buyer set, Spanish (Spain, Mexico, Argentina, Colombia; see fresh8/index.ts): written 2026-11-27
 * blind — without reading the reader's code, rules or tests and without running it on these messages — for tuning.
 * Same scenarios as en.ts (un velero ligero, una batería, un grifo de cerveza, una hidrolimpiadora, una soldadora,
 * una cortadora de azulejos, una fotocopiadora, un banjo, una prensa tipográfica, una máquina de palomitas,
 * máquinas de hielo, un teodolito, estufas de terraza, una máquina expendedora, una motosierra, una tienda de
 * techo, una cortadora de pan, una mesa de peluquería canina, un kit solar, una colcha de patchwork, un globo
 * terráqueo, un tándem, una veleta, un busto de mármol), written as Spanish-speaking buyers write, not translated.
 *
 * Labels (conventions of ../index.ts), read once more cold: unit prices in minor units; 2.750 € / 4800,00 € /
 * US$ 610.00; words ("setecientos cincuenta", "seiscientos justos", "dos mil cuatrocientos", "novecientos
 * cincuenta euros", "ciento ochenta") as written; relative bids recompute from the context; totals divide exactly;
 * self-corrections labelled with the amount meant; acceptances name no amount or exactly the standing offer (013,
 * 214, 308, 405). Ambiguous: as en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh8In } from "./build";

const { clear, unclear, done } = fresh8In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 45_000), bid(38_000), "380 € por el velero, en efectivo.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "setecientos cincuenta"), "Setecientos cincuenta por la batería, con platillos.");
clear("003", "terse", ctx("EUR", 26_000, 22_000), ACCEPT, "Vale. Trato hecho.");
clear("004", "terse", ctx("EUR", 150_000, 110_000), WITHDRAW, "Demasiado caro. Me retiro.");
clear("005", "terse", ctx("EUR", 61_000), ask("delivery"), "¿Cuándo llegaría el grifo de cerveza?");
clear("006", "terse", ctx("EUR", 64_000), minus(60_000, 4_000), "40 € menos y es mío.");
clear("007", "terse", ctx("EUR", 52_000), percentOff(46_800, 10), "Un 10 % menos de lo que pides y paso esta noche.");
clear("008", "terse", ctx("EUR", 39_000), bid(31_000), "Hidrolimpiadora modelo K4-2020: 310 €, la recojo yo.");
clear("009", "terse", ctx("EUR", 47_000), bid(39_000), "420. Perdón, errata: 390.");
clear("010", "terse", ctx("EUR", 33_000), ask("returns"), "¿Puedo devolver la soldadora si no enciende el arco?");
unclear("011", "terse", ctx("EUR", 58_000), "cifra aproximada: 'por ahí', sin oferta firme", "¿unos 500 por ahí?");
clear("012", "terse", ctx("EUR", 36_000, 30_000), plus(31_500, 1_500), "15 más que la última vez, y ya.");
clear("013", "terse", ctx("EUR", 28_500, 24_000), ACCEPT, "Venga, 285 €.");
unclear("014", "terse", ctx("EUR", 42_000), "dos precios, con o sin estuche: ¿cuál?", "350 con estuche o 330 sin él");
clear("015", "terse", ctx("EUR", 74_000, 60_000), ask("standing-offer"), "¿Cuánto pedías al final?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 14_500), bid(12_000), "hola! aceptarías 120 por la estufa de terraza? puedo pasar mañana");
clear("102", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "SIIII trato hecho 🎉 los niños van a flipar, cuándo paso a buscarla?");
clear("103", "chat", ctx("EUR", 55_000, 42_000), WITHDRAW, "uf se me va un poco de presupuesto. gracias igual y suerte con la venta 🙂");
clear("104", "chat", ctx("EUR", 23_000), ask("shipping"), "el envío está incluido o va aparte? vivo en valencia");
clear("105", "chat", ctx("EUR", 68_000), words(60_000, "seiscientos justos"), "qué bonito el banjo!! seiscientos justos?");
clear("106", "chat", ctx("EUR", 52_000), bid(45_000), "salgo del curro a las 18h, estaría en calle Arces 14 sobre las 19. 450 te va?");
clear("107", "chat", ctx("EUR", 59_000), bid(50_500), "550 ups quería decir 505 😅");
clear("108", "chat", ctx("EUR", 70_000, 60_000), middle(65_000), "lo dejamos a mitad de camino entre tu precio y mi última oferta?");
clear("109", "chat", ctx("EUR", 32_000), ask("warranty"), "la motosierra tiene garantía todavía?");
unclear("110", "chat", ctx("EUR", 95_000), "sarcasmo sobre el precio, no es una aceptación", "950 por una máquina de palomitas usada?? claro, y te regalo el coche también 😂");
unclear("111", "chat", ctx("EUR", 27_000, 22_000), "'a lo mejor' después de consultar: no hay decisión", "mmm a lo mejor me lo quedo a ese precio, tengo que preguntarle a mi mujer");
clear("112", "chat", ctx("EUR", 48_000), ask("negotiable"), "el precio es negociable?");
clear("113", "chat", ctx("EUR", 19_000, 16_000), ACCEPT, "bueno vale, tú ganas, me lo quedo");
clear("114", "chat", ctx("EUR", 12_500, null, 4), total(11_000), "necesito 4 estufas para la terraza, 440 por las cuatro?");
clear("115", "chat", ctx("EUR", 38_000, 25_000), WITHDRAW, "déjalo, paso");
clear("116", "chat", ctx("EUR", 42_000), minus(37_000, 5_000), "si le bajas 50 me lo quedo 👍");
clear("117", "chat", ctx("EUR", 48_000, 40_000), plus(42_500, 2_500), "va, pongo veinticinco más de lo que dije. último intento jaja");
unclear("118", "chat", ctx("EUR", 36_000), "'más o menos' y solo si lo traes: sin oferta firme", "más o menos 300 si me lo acercas?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 320_000),
  bid(275_000),
  "Estimado Sr. Villanueva:\n\nGracias por enseñarnos la prensa de pruebas el jueves. Como hay que forrar de nuevo los rodillos, le ofrecemos 2.750 € por la prensa en su estado actual; del transporte nos encargamos nosotros.\n\nUn cordial saludo,\nNora Quintana\nTaller Quintana & Liebre\nCalle del Molino, 8\n28012 Madrid\nTel. 915 550 143",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 95_000, 82_000),
  ACCEPT,
  "Estimada Sra. Prieto:\n\nGracias por su rápida respuesta. Aceptamos la fotocopiadora en las condiciones de su último mensaje; le rogamos que envíe la factura a la dirección indicada abajo.\n\nAtentamente,\nGerardo Esteban\nGerente, Esteban & Ruiz Abogados\nPasseig de Gràcia 12, 08007 Barcelona\nCIF B-12345678",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 210_000, 160_000),
  WITHDRAW,
  "Hola, Dana:\n\nDe nuevo, gracias por tu tiempo y por las fotos de la máquina expendedora. Lo hemos hablado con mi socio y hemos decidido no seguir adelante; para nuestro vestíbulo no salen las cuentas. Mucha suerte con la venta.\n\nUn abrazo,\nMarcos León",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 140_000),
  ask("payment"),
  "Buenos días:\n\nNos interesa la cortadora de pan industrial de su anuncio. ¿Aceptan pago por transferencia a 30 días, o es necesario pagar por adelantado?\n\nMuchas gracias,\nRosa Delgado\nCompras, Panadería El Sol S.L.\nTel. 954 550 177",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 180_000, null, 3),
  total(160_000),
  "Estimado Sr. Harlan:\n\nTal como conversamos por teléfono el 3 de noviembre, queremos pedir tres máquinas de hielo para nuestras tres sucursales. Le ofrecemos US$ 4,800 por las tres unidades, entregadas en nuestra cocina central.\n\nSaludos cordiales,\nPriya Navarro\nDirectora de Operaciones, Jugos Frescos S.A. de C.V.\nAv. Insurgentes Sur 455, Col. Roma, 06700 Ciudad de México",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 280_000),
  words(240_000, "dos mil cuatrocientos"),
  "Estimado Sr. Okafor:\n\nGracias por enviarnos el certificado de calibración del teodolito. Como tiene ya dos años y habría que recalibrarlo antes de usarlo, podemos ofrecer dos mil cuatrocientos euros.\n\nAtentamente,\nLucas Ferrer\nFerrer Topografía S.L.",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 300_000),
  percentOff(276_000, 8),
  "Buenas tardes:\n\nSomos una escuela de naturaleza sin ánimo de lucro en Bariloche y nos gustaría comprar el kit solar para nuestro refugio. ¿Aceptaría un 8 % por debajo de su precio publicado? Podemos retirarlo cualquier día de semana.\n\nMuchas gracias,\nEmilia Trejo\nCoordinadora, Escuela de Montaña Nahuel\n+54 294 555-0191",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 95_000),
  bid(82_500),
  "Hola, Sra. Brandt:\n\nRef.: pedido n.º 2026-0417, mesa de peluquería hidráulica (107 cm). Le ofrecemos 825 € con brazo y lazo incluidos. Lo ideal sería la entrega en nuestro local, avenida de los Olmos 73.\n\nGracias,\nKevin Marín\nPeluquería Canina Patitas\n981 550 129",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 130_000),
  bid(105_000),
  "Estimado Sr. Olmedo:\n\nGracias por el historial de mantenimiento del tándem. Queremos ofrecerle 1.150 € por él.\n\nFe de erratas: debe decir 1.050 €; me equivoqué de línea en mis notas.\n\nSaludos,\nClara y Tomás Aznar",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 45_000),
  ask("discount"),
  "Estimados señores:\n\nGestionamos cuatro campings y nos interesan sus tiendas de techo. ¿Hacen descuento por volumen a partir de seis unidades?\n\nUn saludo,\nJonás Bergara\nCampings Los Lagos S.L.\nCtra. del Lago, km 12, 22440 Benasque (Huesca)",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 190_000, 160_000),
  "acepta solo si lo aprueba la junta: todavía no es una aceptación",
  "Estimada Sra. Cardona:\n\nGracias por el precio revisado del busto de mármol. Me inclino a aceptarlo, siempre que lo apruebe nuestra junta directiva en la reunión del 9 de diciembre.\n\nAtentamente,\nDra. Elena Marzal\nConservadora, Asociación Histórica del Río",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 72_000),
  "el precio depende de una fecha de entrega aún desconocida: dos ofertas posibles",
  "Hola, Sam:\n\nGracias por la información de las estufas de terraza. Si nos las entregas antes del 20, pagamos 650 €; después, para nosotros valen más bien 600 €, porque ya habrá pasado media temporada.\n\nSaludos,\nDavid\nBar La Farola",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 240_000),
  "un intervalo, no una oferta",
  "Estimado Sr. Elías:\n\nHace tiempo que admiramos el globo terráqueo antiguo. Pensábamos en algo entre 1.800 y 2.000 €, según el estado del pie.\n\nCordialmente,\nMargarita Hidalgo",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 185_000, 160_000),
  ACCEPT,
  "Estimado Sr. Nakamura:\n\nAceptamos su precio de 1.850 € por la soldadora con su carro. Le confirmo la recogida para el martes que viene.\n\nSaludos cordiales,\nAna Kovacs\nKovacs Metalistería S.L.\n944 550 108",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 260_000, 210_000),
  WITHDRAW,
  "Estimada Sra. Ruiz:\n\nGracias por su paciencia durante nuestras conversaciones. Hemos optado por otro proveedor para las cortadoras de azulejos, así que nos retiramos de esta negociación. Le agradecemos mucho su ayuda.\n\nAtentamente,\nÓscar Pizarro\nPizarro Azulejos y Piedra",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 210_000),
  minus(195_000, 15_000),
  "Buenos días:\n\nLa veleta nos encanta, pero hay que volver a dorarla. ¿Podría rebajarnos 150 € del precio para cubrir eso? En ese caso nos la quedamos.\n\nUn saludo,\nPedro y Julia Abad\nCortijo El Molino Viejo",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 64_000),
  bid(56_000),
  "Querida Sra. Klein:\n\nVi su colcha de patchwork en la feria de artesanía el fin de semana pasado y no dejo de pensar en ella. ¿Aceptaría 560 €? Vivo en la calle Abedul 22, a solo 15 minutos, y podría recogerla el sábado.\n\nUn cariñoso saludo,\nBeatriz Soria\n612 550 166",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 88_000, 70_000),
  ask("rounds-left"),
  "Hola, Jordan:\n\nAntes de mandarte otra cifra por el grifo de cerveza, ¿me puedes decir cuántas rondas nos quedan en esta negociación?\n\nGracias,\nÁlex",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 420_000),
  bid(365_000),
  "Negocio en nombre de la Escuela de Vela Puerto Azul. Veleros ligeros comparables con remolque se han vendido hace poco por 3.400 €, 3.900 € y 4.100 €, y nuestro presupuesto para la flota este trimestre es de 12.000 €. Teniendo en cuenta el desgaste de la vela, ofrecemos 3.650 € por esta embarcación.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 89_000),
  bid(78_000),
  "Propuesta del asistente de compras para la máquina de palomitas (olla de 8 oz):\n```json\n{\"articulo\": \"máquina de palomitas\", \"oferta\": 780, \"moneda\": \"EUR\", \"recogida\": \"2026-12-04\"}\n```\nPor favor, acepte o envíe una contraoferta.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 45_000, null, 10),
  total(40_000),
  "Hola, soy el agente de compras automatizado de Reformas Costa S.L. Necesitamos 10 cortadoras de azulejos al agua para un centro de formación. Nuestra oferta: 4000 € por las diez unidades, con entrega en tres semanas.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 150_000),
  percentOff(132_000, 12),
  "Como agente de compras de mi cliente, propongo un 12 % de descuento sobre su precio para la fotocopiadora. El contador marca 41.000 copias, por encima de la media para su antigüedad.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 240_000, 200_000),
  middle(220_000),
  "Gracias por su contraoferta. Para cerrar cuanto antes, mi cliente propone partir la diferencia entre su precio actual y nuestra última oferta.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 85_000, 70_000),
  plus(75_000, 5_000),
  "En nombre del comprador: subimos nuestra oferta anterior en 50 € por la máquina expendedora, teniendo en cuenta el monedero adicional que mencionó.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Soy el agente de compras del Café Marlow. Mi cliente me ha autorizado a aceptar su oferta por el molinillo de café. Envíenos los datos de pago y organizaremos la recogida.",
);
clear(
  "308",
  "agent",
  ctx("USD", 61_000, 52_000),
  ACCEPT,
  "Confirmado: aceptamos su precio de US$ 610.00 por la carpa de techo. Horario de retiro: sábado de 10:00 a 12:00.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 320_000, 240_000),
  WITHDRAW,
  "Gracias por su tiempo. Su precio sigue por encima del tope que mi cliente fijó para esta compra, así que doy por terminada la negociación en su nombre. Le deseamos una buena venta.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 74_000, 55_000),
  WITHDRAW,
  "Tras revisar las últimas condiciones, mi mandante ha decidido no seguir adelante con la batería. Nos retiramos de esta negociación.",
);
clear(
  "311",
  "agent",
  ctx("EUR", 95_000),
  ask("delivery"),
  "Actúo en nombre de un comprador de Zaragoza. Antes de hacer una oferta por el lote de motosierra: ¿cuál es la fecha de entrega más temprana que pueden garantizar?",
);
clear(
  "312",
  "agent",
  ctx("EUR", 130_000),
  ask("returns"),
  "Mi cliente quiere conocer su política de devoluciones antes de pujar por el banjo: si llega con el parche rajado, ¿se puede devolver con reembolso íntegro, y en cuántos días?",
);
clear(
  "313",
  "agent",
  ctx("EUR", 22_000),
  ask("discount"),
  "Le escribe el asistente de compras de Cines del Lago. Estamos valorando 15 vitrinas calientes para palomitas. ¿Ofrecen descuento por cantidad con ese volumen?",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 62_000),
  "provisional: el cliente no lo ha confirmado, todavía no es una oferta",
  "Provisionalmente, mi cliente podría llegar a 540 por la soldadora, pero tengo que confirmarlo con él antes de que sea una oferta. Le respondo mañana.",
);
unclear(
  "315",
  "agent",
  ctx("EUR", 160_000),
  "dos opciones, elige el vendedor: no hay una oferta única",
  "Mi cliente está abierto a dos fórmulas para el kit solar:\n- 1.350 € con las baterías\n- 1.150 € sin las baterías\nDígame cuál prefiere.",
);
unclear(
  "316",
  "agent",
  ctx("EUR", 90_000),
  "'entre 700 y 800' es un intervalo, no una oferta",
  "Según las ventas recientes, mi mandante consideraría algo entre 700 y 800 por el grifo de cerveza. ¿Está abierto a hablarlo?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 33_000),
  bid(28_000),
  "Contraoferta por la veleta, del asistente del comprador:\n\narticulo: veleta de cobre (gallo)\nprecio: 280\nmoneda: EUR\nestado: pátina, una letra doblada\n\nPodemos recogerla esta semana.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 110_000),
  words(95_000, "novecientos cincuenta euros"),
  "Represento a una pequeña compañía de teatro que busca un busto de mármol para un montaje. Nuestra oferta es de novecientos cincuenta euros, pagados al recoger.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(24_000), "*entorna los ojos y gira el globo* Mmm. Australia está toda borrada. 240, y me lo llevo yo mismo.");
clear("402", "roleplay", ctx("EUR", 22_000), words(18_000, "ciento ochenta"), "*se apoya en el mostrador* Mira, amigo, ciento ochenta por la cortadora de pan. Lo tomas o lo dejas.");
clear("403", "roleplay", ctx("EUR", 44_000, 38_000), ACCEPT, "*le tiende la mano* Está bien, es usted duro de pelar. Trato hecho.");
clear("404", "roleplay", ctx("EUR", 36_000, 30_000), ACCEPT, "*alza los brazos* ¡Genial! ¡Vendido! ¡Envuélvamelo, que me lo llevo hoy!");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), ACCEPT, "*desliza las monedas* Venga, 95. Se lo ha ganado, abuelo.");
clear("406", "roleplay", ctx("EUR", 48_000, 36_000), WITHDRAW, "*suspira y se pone el abrigo* Lo siento, no tengo tanto. Gracias por su tiempo de todos modos.");
clear("407", "roleplay", ctx("EUR", 60_000, 40_000), WITHDRAW, "*da media vuelta* No. Hasta aquí.");
clear("408", "roleplay", ctx("EUR", 7_500), bid(5_500), "*cuenta las monedas* Te doy 60... no, 55. Es todo lo que llevo en la bolsa.");
clear("409", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*golpea la mesa de peluquería* Cojea. Quítale veinte euros a tu precio y quedamos en paz.");
clear("410", "roleplay", ctx("EUR", 27_000, 20_000), ask("standing-offer"), "*se rasca la cabeza* Espera, recuérdame, ¿cuánto pides ahora?");
clear("411", "roleplay", ctx("EUR", 34_000), ask("shipping"), "*mira el tándem de arriba abajo* Y si me lo quedo, ¿me lo mandas a Sevilla o el envío corre de mi cuenta?");
clear("412", "roleplay", ctx("EUR", 52_000), ask("negotiable"), "*arquea una ceja* ¿Ese precio está escrito en piedra o se puede hablar?");
clear("413", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*resopla* Vale. Diez más que antes. Ni un céntimo más.");
clear("414", "roleplay", ctx("EUR", 17_500, null, 2), total(15_000), "*señala las dos estufas de terraza* Las dos juntas por 300. Mi espalda puede con ellas.");
unclear("415", "roleplay", ctx("EUR", 26_000), "pensando en voz alta sobre una cifra: no es una oferta", "*se acaricia la barbilla mirando la batería* Mmm... doscientos... quizá... no sé...");

export const FRESH8_ES = done();

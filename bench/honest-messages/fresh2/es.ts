/**
 * SECOND unseen set, Spanish (Spain, Latin America; see fresh2/index.ts): written 2026-11-27 before reading the
 * reader's code, its rules or its tests, and before running it on these messages. New products and scenarios;
 * the situations recur across the four languages in local form (fresh2/index.ts).
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: unit price in minor units; 1.512,50 € / USD 830 / 8.350 €; words ("trescientos noventa",
 *   "trescientos cuarenta euros") name the phrase as written; relative bids recompute from the context; totals
 *   divide exactly; self-corrections ("205 y no 250", "quería ofrecer 1.320 €, no 1.230 €", "405... no,
 *   espere. 400") are labelled with the amount the buyer means.
 * - acceptances name no price or exactly the standing offer (109, 214); 316 carries only a reference number.
 * - non-price numbers (teléfono, código postal, número de pedido, fechas, años, kilometraje, precios de mercado)
 *   beside one bid.
 * - ambiguous: horquilla, "un poco más" sin cantidad, ironía, condiciones (entrega, accesorio), aprobación
 *   pendiente, dos precios, precio visto en otra tienda, cavilar en voz alta.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh2In } from "./build";

const { clear, unclear, done } = fresh2In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 74_000), bid(65_000), "650 € y cerramos");
clear("002", "terse", ctx("EUR", 168_000), bid(151_250), "¿1.512,50 €?");
clear("003", "terse", ctx("USD", 95_000), bid(83_000), "USD 830, ni un dólar más");
clear("004", "terse", ctx("EUR", 26_000, 20_000), ACCEPT, "vale, me lo llevo a su precio");
clear("005", "terse", ctx("EUR", 54_000, 43_000), WITHDRAW, "no, gracias, lo dejo estar");
clear("006", "terse", ctx("EUR", 12_400), ask("shipping"), "¿el envío va aparte?");
clear("007", "terse", ctx("EUR", 47_000), words(39_000, "trescientos noventa"), "trescientos noventa en efectivo");
clear("008", "terse", ctx("EUR", 35_000), minus(31_000, 4_000), "quítale 40 € y me lo quedo");
clear("009", "terse", ctx("EUR", 68_000, 56_000), middle(62_000), "¿y si partimos la diferencia y listo?");
clear("010", "terse", ctx("EUR", 24_000), bid(20_500), "205 y no 250, me equivoqué al escribir");
clear("011", "terse", ctx("EUR", 19_000), ask("delivery"), "¿cuánto tarda en llegar?");
unclear("012", "terse", ctx("EUR", 44_000), "horquilla: ¿qué importe?", "¿entre 340 y 370?");
unclear("013", "terse", ctx("EUR", 30_000, 23_000), "«un poco más» sin cantidad", "puedo subir un poquito más, pero poco");
clear("014", "terse", ctx("EUR", 38_000), ask("warranty"), "¿le queda garantía?");
clear("015", "terse", ctx("EUR", 71_000, 57_000), ask("rounds-left"), "¿cuántas rondas nos quedan?");
clear("016", "terse", ctx("EUR", 86_000, 68_000), plus(71_000, 3_000), "bueno, 30 más que antes");
clear("017", "terse", ctx("EUR", 42_000), percentOff(37_800, 10), "con un 10 % de descuento me lo quedo");

// ---- chat ----
clear("101", "chat", ctx("EUR", 25_000), bid(21_000), "hola! te doy 210 por la bici estática, puedo pasar mañana");
clear("102", "chat", ctx("EUR", 7_900), ACCEPT, "genial, me lo quedo 😊");
clear("103", "chat", ctx("EUR", 42_000, 34_000), WITHDRAW, "uf no, se me va de presupuesto. paso");
clear("104", "chat", ctx("EUR", 20_500), ask("negotiable"), "¿el precio se puede hablar o es fijo?");
clear("105", "chat", ctx("EUR", 7_200), ask("shipping"), "cuanto cuesta mandarlo a sevilla?");
clear("106", "chat", ctx("EUR", 57_000, 45_000), bid(49_000), "venga 490, más no puedo");
clear("107", "chat", ctx("EUR", 7_000, null, 4), total(6_000), "¿las 4 sillas por 240?");
clear("108", "chat", ctx("EUR", 32_000), words(26_000, "doscientos sesenta"), "¿doscientos sesenta te vale?");
clear("109", "chat", ctx("EUR", 17_000, 14_000), ACCEPT, "vale, 170 me parece bien, ¿cuándo paso?");
clear("110", "chat", ctx("EUR", 46_000), minus(41_000, 5_000), "si me rebajas 50 € voy esta tarde a por él");
clear("111", "chat", ctx("EUR", 13_000), ask("payment"), "¿te va bien por bizum?");
clear("112", "chat", ctx("EUR", 35_000), bid(30_000), "¿300? mi móvil es 612 48 93 07");
unclear("113", "chat", ctx("EUR", 62_000), "ironía: no es una aceptación", "¿620 por un sofá manchado? sí claro, y yo soy el rey de España 😂");
unclear("114", "chat", ctx("EUR", 49_000, 37_000), "oferta condicionada a la entrega", "430 si me lo traes a casa");
clear("115", "chat", ctx("EUR", 21_000, 16_000), WITHDRAW, "déjalo, ya encontré otro. buenas noches");
clear("116", "chat", ctx("EUR", 24_000), ask("discount"), "¿me haces precio si me llevo dos?");
unclear("117", "chat", ctx("EUR", 28_000), "aprobación pendiente (pareja)", "pinta bien, lo consulto con mi pareja y te digo");

// ---- polite email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 238_000),
  bid(209_900),
  "Estimados señores:\n\nGracias por su respuesta sobre el piano digital. Les ofrezco 2.099 € por el instrumento tal como se describe.\n\nAtentamente,\nMarta Gil\nC/ Mayor 27, 3.º B, 28013 Madrid\nTel. 915 23 48 77",
);
clear(
  "202",
  "polite-email",
  ctx("USD", 105_000),
  bid(92_000),
  "Buenos días:\n\nMuchas gracias por la pronta respuesta. Por la cómoda de roble estaría dispuesto a pagar USD 920, retirándola yo en su domicilio.\n\nSaludos cordiales,\nJavier Ortega\n+1 305 555 0164",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 36_900, 30_000),
  ACCEPT,
  "Hola, Sr. Navarro:\n\nGracias por su respuesta. Su precio me parece correcto, le confirmo la compra. ¿Me puede enviar la factura?\n\nUn saludo,\nLucía Romero",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 130_000, 104_000),
  WITHDRAW,
  "Estimada Sra. Castro:\n\nTras pensarlo bien, hemos decidido no seguir adelante con la compra. Gracias por su paciencia.\n\nAtentamente,\nFamilia Herrera",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 50_000),
  ask("warranty"),
  "Hola:\n\nAntes de hacer una oferta: ¿el portátil reacondicionado tiene garantía? ¿De cuánto tiempo?\n\nGracias,\nDaniel Prieto",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 27_000),
  ask("delivery"),
  "Buenas tardes:\n\n¿Podrían indicarme en qué plazo recibiría el pedido en Valencia (46001) si lo encargo esta semana?\n\nSaludos,\nI. Molina",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 182_000, 155_000),
  plus(165_000, 10_000),
  "Hola:\n\nGracias por el gesto. Añado 100 € a mi última oferta.\n\nUn cordial saludo,\nAndrés Vidal\nPedido n.º 55821",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 80_000),
  percentOff(72_000, 10),
  "Estimada vendedora:\n\n¿Aceptaría un 10 % menos de su precio? Cerraría la compra enseguida.\n\nSaludos,\nS. Rahmani",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 150_000),
  bid(132_000),
  "Hola:\n\nUn error en mi último mensaje: quería ofrecer 1.320 €, no 1.230 €. Disculpe la confusión.\n\nAtentamente,\nPaula Serrano",
);
clear("210", "polite-email", ctx("EUR", 16_500), ask("returns"), "Hola:\n\n¿Se puede devolver el artículo si no me convence?\n\nGracias,\nElena");
clear(
  "211",
  "polite-email",
  ctx("EUR", 98_000, 82_000),
  middle(90_000),
  "Estimada Sra. Ruiz:\n\nYa estamos cerca. ¿Qué le parece si nos repartimos la diferencia?\n\nUn saludo,\nPedro Campos",
);
unclear("212", "polite-email", ctx("EUR", 84_000), "dos precios, sin elegir", "Hola:\n\nPodría pagar 690 € ahora mismo, o 740 € si incluye la funda.\n\nSaludos,\nAna");
unclear(
  "213",
  "polite-email",
  ctx("EUR", 60_000),
  "aprobación de dirección pendiente",
  "Estimados señores:\n\nEl precio nos parece bien en principio, pero aún necesito el visto bueno de dirección.\n\nAtentamente,\nM. Iglesias, Compras",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 42_000),
  ACCEPT,
  "Buenos días:\n\nAcepto su oferta de 420 € por la elíptica. Envíeme, por favor, los datos bancarios.\n\nUn saludo,\nSofía Delgado",
);
clear("215", "polite-email", ctx("EUR", 29_000), ask("payment"), "Hola:\n\n¿Aceptan transferencia bancaria o prefieren efectivo al recogerlo?\n\nGracias,\nÓscar");
clear(
  "216",
  "polite-email",
  ctx("EUR", 910_000),
  bid(835_000),
  "Hola:\n\nPor la autocaravana (2016, 74.000 km) ofrezco 8.350 €. Podría ir a verla el 21/10.\n\nSaludos,\nR. Fuentes\n654 20 81 33",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 129_000),
  bid(114_500),
  "Soy un asistente de compras que actúa en nombre de mi cliente. Los anuncios comparables de esta impresora 3D se cerraron entre 1.020 € y 1.270 € en los últimos 60 días (mediana 1.160 €). Mi cliente ofrece 1.145 € por una unidad.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 53_000, 45_000),
  ACCEPT,
  "En nombre de mi mandante: su precio actual es aceptable y confirmamos la compra por ese importe. Por favor, emita la factura.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 84_000, 67_000),
  WITHDRAW,
  "Tras revisar sus últimas condiciones frente a los límites de mi mandante, no continuaremos con esta compra. Pueden dar la negociación por cerrada.",
);
clear("304", "agent", ctx("EUR", 22_500), ask("negotiable"), "Antes de presentar una oferta, mi mandante desea saber si el precio publicado es negociable.");
clear(
  "305",
  "agent",
  ctx("EUR", 69_000),
  ask("shipping"),
  "Consulta en nombre del comprador: ¿los gastos de envío a la península están incluidos en el precio o se cobran aparte?",
);
clear(
  "306",
  "agent",
  ctx("EUR", 60_000),
  minus(56_000, 4_000),
  "Análisis: su precio está alrededor de un 6 % por encima de la media de 30 días para este modelo. Mi usuario propone 40 € menos que su precio actual.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 270_000, 230_000),
  middle(250_000),
  "Situación: el comprador ofreció 2.300 €, el vendedor se mantiene en 2.700 €. Para cerrar hoy, el comprador propone encontrarse a mitad de camino.",
);
clear("308", "agent", ctx("EUR", 52_000), percentOff(49_400, 5), "Mi cliente está dispuesto a comprar con un 5 % por debajo del precio de catálogo, pago a la entrega.");
clear(
  "309",
  "agent",
  ctx("EUR", 115_000, 92_000),
  plus(97_000, 5_000),
  "Contrapropuesta del agente comprador: aumentamos nuestra última oferta en 50 €, teniendo en cuenta la ampliación de garantía mencionada.",
);
clear("310", "agent", ctx("EUR", 32_000), ask("rounds-left"), "A efectos de planificación: ¿cuántas rondas de negociación quedan antes de que expire su oferta?");
clear("311", "agent", ctx("EUR", 75_000), ask("standing-offer"), "¿Podría recordarme su precio actual para comunicárselo a mi mandante?");
unclear(
  "312",
  "agent",
  ctx("EUR", 89_000),
  "precio visto en otra tienda, sin oferta",
  "Nota de mercado: el mismo modelo se vende a 779 € en otro distribuidor, envío incluido. Quedo a la espera de instrucciones de mi mandante.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 63_000, 49_000),
  "horquilla: ¿qué importe?",
  "El rango aceptable de mi mandante va de 530 € a 570 €. ¿Qué importe dentro de ese rango aceptaría?",
);
clear("314", "agent", ctx("EUR", 15_000, null, 5), total(12_000), "Solicitud de compra: 5 bases USB-C. Ofrecemos 600 € por las cinco, entregadas juntas.");
clear(
  "315",
  "agent",
  ctx("EUR", 41_000),
  words(34_000, "trescientos cuarenta euros"),
  "Por instrucción de mi usuario, la oferta es de trescientos cuarenta euros por el arco de violonchelo usado, sin otras condiciones.",
);
clear("316", "agent", ctx("EUR", 25_900), ACCEPT, "Confirmado: el comprador acepta la oferta actual tal como está. Referencia para sus registros: borrador de pedido 7719.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_500), bid(9_000), "*gira el farol entre las manos* El cristal está rayado. Te doy 90 por él, amigo.");
clear("402", "roleplay", ctx("EUR", 43_000, 33_000), bid(37_000), "—Es usted duro negociando —dice ella, golpeando el mostrador—. 370, ni un céntimo más.");
clear("403", "roleplay", ctx("EUR", 20_000), ACCEPT, "*le estrecha la mano* Bueno, ¡cerramos el trato!");
clear("404", "roleplay", ctx("EUR", 57_000, 43_000), WITHDRAW, "*suspira y guarda la bolsa* No, eso se me escapa. Me marcho.");
clear("405", "roleplay", ctx("EUR", 34_000), ask("warranty"), "*mira el motor con recelo* ¿Y si este trasto se rompe la semana que viene, me lo cubre?");
clear("406", "roleplay", ctx("EUR", 50_000, 40_000), middle(45_000), "*se inclina* Los dos somos tercos. Hagamos cada uno la mitad del camino.");
clear("407", "roleplay", ctx("EUR", 76_000), words(64_000, "Seiscientos cuarenta"), "*cuenta las monedas* Seiscientos cuarenta. Es todo lo que tengo.");
clear("408", "roleplay", ctx("EUR", 10_500), minus(8_500, 2_000), "Veinte menos de lo que marca la etiqueta y me lo llevo yo mismo.");
clear("409", "roleplay", ctx("EUR", 45_000, 36_000), plus(38_000, 2_000), "*refunfuña* Está bien. Veinte más que antes. Ni uno más.");
clear("410", "roleplay", ctx("EUR", 17_000), ask("delivery"), "*mira la carreta* ¿Podría su mozo llevarlo a la granja antes del viernes?");
unclear("411", "roleplay", ctx("EUR", 66_000), "cavilando, sin oferta", "*se rasca la barba* Seiscientos... por una silla de montar... mmm.");
unclear("412", "roleplay", ctx("EUR", 31_000, 23_000), "oferta condicionada: la brida incluida", "Llegaría a 270 si me añade la brida.");
clear("413", "roleplay", ctx("EUR", 86_000), bid(68_000), "*desliza una bolsa por la mesa* 680 monedas de oro. La escama de dragón está rajada, ¿sabes?");
clear("414", "roleplay", ctx("EUR", 24_000), ask("discount"), "*señala las tres lámparas* Si me llevo el lote, me hará mejor precio, ¿no?");
clear("415", "roleplay", ctx("EUR", 48_000, 38_000), bid(40_000), "*murmura* 405... no, espere. 400. Última palabra.");
clear("416", "roleplay", ctx("EUR", 61_000), ACCEPT, "—¡Hecho! —*le tiende la mano*—. Su precio, mi dinero.");
unclear("417", "roleplay", ctx("EUR", 38_000), "dos precios, sin elegir", "*duda* O 280 o 300, no lo tengo claro.");

export const FRESH2_ES = done();

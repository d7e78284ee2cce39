/**
 * FRESH held-out set, Spanish (Spain with 1.234,50 €, Latin America with US$ 1,234.50; see fresh/index.ts):
 * written 2026-11 after the original HELD-OUT half had been seen by the reader's developer, without reading the
 * reader's code or its tests and without running the reader on these messages. New scenarios and wording, not
 * copied from the original corpus. Do not edit a message to suit the reader; add messages with new ids instead.
 *
 * Labels reviewed once more after writing, message by message (conventions of index.ts):
 * - prices: unit price in minor units; formats as written (1.234,50 € / US$ 1,234.50 / 1 234,50 / CHF 3'895.00);
 *   words ("seiscientos", "mil doscientos") name the phrase as written; relative bids recompute from the
 *   context; totals divide exactly.
 * - acceptances ("me lo quedo", "acepto su oferta", "trato hecho, 395 €") name no price or exactly the standing
 *   offer.
 * - non-price numbers (teléfono, código postal, número de pedido, fechas, años, horas, cantidades) beside one bid.
 * - ambiguous: horquilla, "un poco más" sin cifra, dos precios, condiciones (envío, plazo, accesorio), ironía,
 *   aceptación pendiente del jefe o la pareja, dudas, un precio visto en otra parte.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { freshIn } from "./build";

const { clear, unclear, done } = freshIn("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 129_900), bid(123_450), "1.234,50 €");
clear("002", "terse", ctx("USD", 139_900), bid(123_450), "US$ 1,234.50 y cerramos");
clear("003", "terse", ctx("EUR", 27_900), bid(23_000), "te doy 230");
clear("004", "terse", ctx("EUR", 24_900), ACCEPT, "me lo quedo");
clear("005", "terse", ctx("EUR", 61_000, 52_000), ACCEPT, "acepto su oferta");
clear("006", "terse", ctx("EUR", 61_000, 52_000), WITHDRAW, "paso, gracias");
clear("007", "terse", ctx("EUR", 15_900), ask("shipping"), "¿los portes van aparte?");
clear("008", "terse", ctx("EUR", 72_000), words(60_000, "seiscientos"), "¿seiscientos y lo recojo hoy?");
clear("009", "terse", ctx("EUR", 35_000), percentOff(29_750, 15), "un 15 % menos y es mío");
clear("010", "terse", ctx("EUR", 41_000, 33_000), middle(37_000), "¿y si lo dejamos en el punto medio?");
clear("011", "terse", ctx("EUR", 9_900), bid(8_500), "80 €, perdón, quise decir 85 €");
unclear("012", "terse", ctx("EUR", 52_000), "horquilla: ¿qué cifra?", "¿entre 430 y 450?");
unclear("013", "terse", ctx("EUR", 52_000, 42_000), "«un poco más» sin cifra", "puedo subir un poquito");
clear("014", "terse", ctx("EUR", 19_900), ask("warranty"), "¿cuánto dura la garantía?");
clear("015", "terse", ctx("EUR", 15_900), ask("payment"), "¿se puede pagar contra reembolso?");
clear("016", "terse", ctx("EUR", 65_000, 48_000), WITHDRAW, "demasiado caro, lo dejo");

// ---- chat ----
clear("101", "chat", ctx("EUR", 45_000), bid(38_000), "holaa! 380 por el carrito de bebé? me paso el sábado");
clear("102", "chat", ctx("USD", 32_000, 25_000), bid(27_500), "dale, 275 y es lo máximo q puedo");
clear("103", "chat", ctx("EUR", 8_500), ACCEPT, "va, me lo llevo 👍");
clear("104", "chat", ctx("EUR", 99_000, 80_000), WITHDRAW, "uf no, se me va de presupuesto. gracias igual");
clear("105", "chat", ctx("EUR", 64_000), ask("negotiable"), "hay margen en el precio o es lo que es?");
clear("106", "chat", ctx("EUR", 13_500), ask("shipping"), "cuanto sale el envío a 46001 valencia?");
clear("107", "chat", ctx("USD", 27_500), minus(24_500, 3_000), "si le bajas 30 dólares te lo compro ya");
clear("108", "chat", ctx("EUR", 60_000, 48_000), plus(50_500, 2_500), "vale, le subo 25 a lo que te ofrecí antes");
clear("109", "chat", ctx("EUR", 12_000, null, 4), total(10_000), "las 4 sillas por 400?");
clear("110", "chat", ctx("USD", 28_000), ask("payment"), "aceptás transferencia o solo efectivo?");
clear("111", "chat", ctx("EUR", 18_500, 15_000), ACCEPT, "ok, 185 entonces. cuándo paso a buscarla?");
clear("112", "chat", ctx("EUR", 7_000), bid(5_500), "55 €? llámame al 612 34 56 78 si te va");
unclear("113", "chat", ctx("EUR", 89_000), "ironía: no acepta", "890 por una tele de 2016? regalado, vamos 🙄");
unclear("114", "chat", ctx("EUR", 38_000, 30_000), "oferta condicionada a la entrega", "330 si me lo traes a casa");
unclear("115", "chat", ctx("USD", 52_000), "dos precios", "450? 480? no sé bien");
clear("116", "chat", ctx("EUR", 21_000), ask("discount"), "me haces descuento si me llevo dos?");
unclear("117", "chat", ctx("EUR", 26_000, 20_000), "pendiente de consultar a la pareja", "me cuadra, pero lo hablo con mi novio esta noche y te digo");
clear("118", "chat", ctx("USD", 54_900), bid(47_500), "te lo compro en 475 dólares, estoy en CDMX, CP 06700");
clear("119", "chat", ctx("EUR", 4_500, 3_000), WITHDRAW, "déjalo, mejor no. buenas noches");
unclear("120", "chat", ctx("EUR", 32_000), "precio visto en otra parte: ¿una oferta?", "en wallapop hay uno igual a 270");
clear("121", "chat", ctx("EUR", 16_000), ask("returns"), "oye y si a mi hija no le gusta, hay devolución?");
clear("122", "chat", ctx("EUR", 139_900), bid(123_450), "ofrezco 1 234,50 €, última");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 74_900),
  bid(65_000),
  "Buenos días:\n\nMe interesa la cafetera de su anuncio del 3 de octubre. ¿Aceptaría 650 €?\n\nUn saludo,\nJavier Ortega\nC/ Alcalá 120, 3.º B, 28009 Madrid\nTel. 611 22 33 44",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 245_000, 200_000),
  bid(218_000),
  "Estimada Sra. Prieto:\n\nGracias por su llamada. Puedo subir mi oferta a 2.180,00 €; lamentablemente no puedo ir más allá.\n\nAtentamente,\nÁlvaro Serrano",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Hola:\n\nLo hemos pensado y nos quedamos con el sofá a su precio. ¿Me envía la factura a la dirección de siempre?\n\nSaludos cordiales,\nCarmen Ruiz",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 38_000, 30_000),
  WITHDRAW,
  "Hola:\n\nAl final he cambiado de opinión y retiro mi oferta. Gracias por su tiempo.\n\nQue tenga buen día,\nValeria Gómez",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 129_000),
  ask("delivery"),
  "Buenas tardes:\n\n¿En cuántos días podrían entregarlo en Sevilla (41004)? Nos mudamos el 1 de diciembre.\n\nGracias de antemano,\nLucía Navarro",
);
clear(
  "206",
  "polite-email",
  ctx("USD", 47_500),
  ask("warranty"),
  "Estimados:\n\n¿El portátil reacondicionado (ref. 4711-B) tiene garantía? En caso afirmativo, ¿de cuántos meses?\n\nSaludos,\nT. Herrera",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 89_000),
  ask("payment"),
  "Hola:\n\n¿Se puede pagar a plazos o solo por transferencia?\n\nUn saludo,\nLaura Vidal\nPasseig de Gràcia 45, 08007 Barcelona",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 21_000, null, 6),
  bid(18_500),
  "Buenos días:\n\nNecesitamos 6 sillas de oficina para la nueva sede. Les ofrecemos 185,00 € por silla.\n\nAtentamente,\nAna Castillo\nCompras, Castillo S.L.\nN.º de cliente 30-5512",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 66_000),
  percentOff(59_400, 10),
  "Hola:\n\n¿Podría hacerme un 10 % de descuento sobre su precio? Haría el pedido hoy mismo.\n\nSaludos,\nMarta",
);
unclear(
  "210",
  "polite-email",
  ctx("EUR", 92_000, 80_000),
  "aceptación pendiente del jefe",
  "Hola, Sr. Molina:\n\nSu propuesta me parece razonable, pero tengo que consultarlo con mi jefe. Le respondo antes del viernes.\n\nSaludos,\nPablo Medina",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 68_000),
  "dos precios según recogida o entrega",
  "Hola:\n\nPodría pagar 600 € si lo recojo yo, o 640 € si me lo envían.\n\nUn saludo,\nH. Domínguez",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 15_999),
  ask("returns"),
  "Hola:\n\n¿Puedo devolver las botas en 14 días si no me sirve la talla?\n\nGracias,\nNuria (pedido 300917)",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 230_000, 190_000),
  bid(205_000),
  "Hola:\n\nUna corrección a mi último correo: quería poner 2.050 € y no 2.500 € por la bici eléctrica. ¡Disculpe!\n\nUn saludo,\nFélix",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 39_500, 32_000),
  ACCEPT,
  "Hola, Inés:\n\nTrato hecho, 395 €. Te hago la transferencia esta noche.\n\nUn abrazo,\nTomás",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 135_000, 110_000),
  words(120_000, "mil doscientos dólares"),
  "Estimado Sr. Fuentes:\n\nSigo interesado en el piano vertical de 1987. Le ofrezco mil doscientos dólares y me encargo yo del transporte el sábado 14.\n\nCordialmente,\nGerardo Ríos\n+52 55 1234 5678",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 84_900),
  bid(76_500),
  "Actúo en nombre de un comprador. A partir de 11 anuncios comparables (mediana 792,00 €), ofrecemos 765,00 € por el monitor.",
);
clear("302", "agent", ctx("EUR", 52_000, 44_000), ACCEPT, "Tras comparar alternativas, compramos al precio que tiene ahora sobre la mesa. Emita la factura a nombre de mi mandante, por favor.");
clear("303", "agent", ctx("USD", 17_500, 14_000), WITHDRAW, "Mi mandante da por terminada la negociación. No se presentarán más ofertas.");
clear("304", "agent", ctx("EUR", 26_000, 20_000), middle(23_000), "Propuesta: cerrar en el punto medio entre nuestra última oferta y su precio actual.");
clear("305", "agent", ctx("EUR", 41_000), ask("rounds-left"), "¿Cuántos intercambios más admite el sistema en esta negociación?");
clear("306", "agent", ctx("EUR", 68_000), ask("shipping"), "Indique, por favor, si los gastos de envío a 29001 Málaga están incluidos en el precio.");
clear("307", "agent", ctx("USD", 12_500, null, 10), total(11_000), "Solicitud de 10 unidades. Contraoferta: US$ 1,100.00 por el lote completo, pago a 30 días.");
clear("308", "agent", ctx("EUR", 99_000, 85_000), plus(88_500, 3_500), "Incrementamos nuestra oferta anterior en 35,00 €. El resto de condiciones se mantiene.");
clear("309", "agent", ctx("EUR", 150_000), ask("discount"), "¿Ofrecen algún descuento por pago íntegro por adelantado?");
clear("310", "agent", ctx("EUR", 54_000), percentOff(45_900, 15), "Contrapropuesta: un 15 % por debajo del precio actual. Válida solo para esta ronda.");
unclear(
  "311",
  "agent",
  ctx("USD", 79_000),
  "rango objetivo, sin cifra firme",
  "El precio objetivo para este artículo está entre US$ 650 y 700. Indique si una cifra dentro de ese rango sería aceptable.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 33_500, 28_000),
  "oferta condicionada a un plazo de entrega",
  "Mi mandante puede comprometerse a 310,00 € siempre que la entrega se realice a más tardar el 4 de diciembre.",
);
clear("313", "agent", ctx("CHF", 420_000, 360_000), bid(389_500), "Oferta actualizada: CHF 3'895.00 por el reloj, pago por transferencia en un plazo de 48 horas.");
clear("314", "agent", ctx("EUR", 19_900), ask("standing-offer"), "¿Puede recordarme su precio vigente para trasladarlo a mi mandante?");
clear(
  "315",
  "agent",
  ctx("EUR", 110_000, 95_000),
  bid(99_000),
  "Rectificación: nuestra oferta no es de 1.990,00 € sino de 990,00 € por unidad. Disculpe el error de tecleo.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_000), words(9_000, "noventa"), "*sopesa el farol* Noventa, y hablaré bien de su puesto en todo el pueblo.");
clear("402", "roleplay", ctx("EUR", 150_000, 120_000), bid(130_000), "*golpea la mesa* ¡1.300! ¡Ni un céntimo más, viejo pirata!");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*escupe en la palma y tiende la mano* Trato hecho, mercader.");
clear("404", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*se echa la capa al hombro* Quédese con su baratija carísima. Me marcho.");
clear("405", "roleplay", ctx("EUR", 30_000, 20_000), middle(25_000), "Partamos la diferencia entre su precio y el mío, buen hombre.");
clear("406", "roleplay", ctx("EUR", 60_000), ask("negotiable"), "Dígame la verdad, mercader: ¿ese precio está escrito en piedra o se puede regatear?");
clear("407", "roleplay", ctx("EUR", 22_000), minus(19_000, 3_000), "Quítele treinta y mi oro será suyo en esta misma hora.");
unclear("408", "roleplay", ctx("EUR", 40_000), "duda entre dos cifras", "*se rasca la barbilla* Trescientos... quizá trescientos veinte... ¿quién sabe?");
unclear("409", "roleplay", ctx("EUR", 25_000), "ironía sobre el precio", "¿Doscientos cincuenta? ¿Por un cántaro rajado? Y la luna, ¿se cobra aparte?");
clear("410", "roleplay", ctx("EUR", 18_000), ask("shipping"), "¿Su carreta lo llevará gratis hasta mi aldea, o he de pagar yo al carretero?");
clear("411", "roleplay", ctx("EUR", 64_000, 50_000), bid(55_000), "Quinientos cincuenta, amigo mío — 550, y se queda usted con la bolsa.");
clear("412", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "¡Sea, sea! A su precio, y que los dioses bendigan este trato.");
unclear("413", "roleplay", ctx("EUR", 70_000, 55_000), "debe consultar a su capitán", "*mira hacia el barco* Antes he de consultarlo con mi capitán.");

export const FRESH_ES = done();

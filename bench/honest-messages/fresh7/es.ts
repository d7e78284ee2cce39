/**
 * SEVENTH unseen set, Spanish (Spain, Mexico, Argentina, Colombia, Chile, Ecuador and Panama, US Spanish; see
 * fresh7/index.ts): written 2026-11-27 without opening the reader's code, its rules or its tests, and never run
 * through the reader. Written as Spanish-speaking buyers write (tú, usted and vos; Argentine "dale", "che",
 * dollars for big items; Mexican "órale", "¿me lo deja en...?"; Colombian "parce", "de una"; Chilean "cachái";
 * Spain's "vale", "trato hecho" avoided for "Venga, me lo quedo", "Paso", "Se me va de presupuesto"; 1.200 €,
 * 4.150,00 EUR, US$ 3,450.00), not translated: a máquina de pinball, a kayak de travesía, a bici de carga, a
 * tractor cortacésped, a saxofón, a caballito balancín, pesas rusas, a patinete eléctrico, a lavadora industrial
 * for a lavandería, a tarta nupcial, a cámara frigorífica, a tostadora de café, a mural for a shop front, a sillón
 * dental, minibares for a hotel, a cortadora láser, a fresadora CNC, a telar, a quitanieves, an invernadero, a
 * clavecín, mesas plegables; at a feria: a pipa tallada, a lámpara de aceite, an arco y carcaj, a cesto de mimbre,
 * a medallón de plata.
 *
 * Labels read once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("setecientos", "cuatrocientos cincuenta", "dos mil euros", "dos
 *   mil quinientos dólares", "quince", "veinticinco") name the phrase as written; relative bids recompute from the
 *   context (one off the buyer's OWN last bid, 314); totals divide exactly; self-corrections (009 "X — no, Y", 107
 *   "X" then "ay no Y", 207 "escribí X, debía decir Y", 406 "treinta — no, veinticinco") carry the amount the
 *   buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 217, 312, 410); the others carry no digit.
 * - non-price numbers (horas de uso, an age, códigos postales, dates, presupuesto and anuncio numbers, phone
 *   numbers, a CIF, a photo number, market ranges, a count of arrows) sit beside one bid or beside a question.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh7In } from "./build";

const { clear, unclear, done } = fresh7In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 145_000), bid(120_000), "1.200 € por el pinball. Llevo remolque.");
clear("002", "terse", ctx("EUR", 90_000), words(70_000, "setecientos"), "Setecientos por el kayak, con el remo.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Venga, me lo quedo.");
clear("004", "terse", ctx("USD", 260_000, 190_000), WITHDRAW, "Muy caro para mí. Gracias igual.");
clear("005", "terse", ctx("EUR", 54_000), ask("shipping"), "¿El porte hasta 46001 está incluido?");
clear("006", "terse", ctx("EUR", 85_000), minus(75_000, 10_000), "Quítale 100 y cerramos.");
clear("007", "terse", ctx("EUR", 40_000), percentOff(34_000, 15), "Un 15 % de descuento y recojo la bici de carga hoy mismo.");
clear("008", "terse", ctx("EUR", 62_000), bid(48_000), "Tiene 410 horas de uso, así que 480 es justo por el cortacésped.");
clear("009", "terse", ctx("EUR", 30_000), bid(24_000), "260 — no, mejor 240.");
clear("010", "terse", ctx("EUR", 45_000), ask("returns"), "¿Puedo devolverlo en 14 días si no cabe en la furgo?");
unclear("011", "terse", ctx("EUR", 42_000), "a range, no single amount", "¿entre 300 y 350 te va?");
clear("012", "terse", ctx("EUR", 70_000, 55_000), plus(59_000, 4_000), "40 más que mi última oferta.");
clear("013", "terse", ctx("EUR", 52_000, 46_000), ACCEPT, "520, vale. Me lo llevo.");
unclear("014", "terse", ctx("EUR", 95_000), "subject to a partner's agreement", "Podría plantearme 800 si mi mujer está de acuerdo.");
clear("015", "terse", ctx("USD", 95_000, 80_000), ask("standing-offer"), "Perdón, ¿cuál era su último precio?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "holaa, ¿me dejarías las 12 pesas rusas en 360?");
clear("102", "chat", ctx("USD", 48_000, 40_000), ACCEPT, "dale, trato!! 🎉 ¿cuándo paso a buscarlo?");
clear("103", "chat", ctx("EUR", 120_000, 85_000), WITHDRAW, "uf no, se me va de presupuesto. suerte con la venta 🙏");
clear("104", "chat", ctx("USD", 27_000), ask("delivery"), "¿qué tan rápido me lo puedes llevar? estoy en casa toda la semana que viene");
clear("105", "chat", ctx("EUR", 60_000), words(45_000, "cuatrocientos cincuenta"), "¿me dejarías el saxo alto en cuatrocientos cincuenta?");
clear("106", "chat", ctx("USD", 33_000), bid(25_000), "mi hija cumple 2 el mes que viene y le encantaría el caballito 😍 ¿250?");
clear("107", "chat", ctx("EUR", 80_000), bid(59_000), "te doy 640\nay no, 590, que aún tengo que comprar el estuche");
clear("108", "chat", ctx("USD", 72_000, 60_000), middle(66_000), "¿lo dejamos en la mitad, parce? 😅");
clear("109", "chat", ctx("EUR", 80_000), ask("payment"), "¿aceptas bizum o solo efectivo?");
unclear("110", "chat", ctx("USD", 150_000), "sarcasm about the asking price: not an acceptance", "¿1500 por un saxo de estudiante?? claro che, y de paso te regalo el auto 🙄");
unclear("111", "chat", ctx("EUR", 48_000, 38_000), "\"a bit more\" with no amount, and only later", "igual podría subir un poco si esperas a que cobre");
clear("112", "chat", ctx("USD", 48_000), ask("negotiable"), "¿el precio es fijo o se puede negociar?");
clear("113", "chat", ctx("USD", 30_000, 26_000), ACCEPT, "órale, ganaste 😂 me lo llevo");
clear("114", "chat", ctx("EUR", 65_000, 45_000), WITHDRAW, "lo dejo, encontré uno más cerca de casa. ¡gracias igual!");
clear("115", "chat", ctx("EUR", 40_000), minus(37_500, 2_500), "¿le puedes quitar veinticinco? y me apunto");
clear("116", "chat", ctx("EUR", 110_000), ask("warranty"), "¿el patinete todavía tiene garantía?");
clear("117", "chat", ctx("USD", 22_000), bid(16_000), "160 y lo paso a buscar esta noche, cachái? vivo al lado del metro");
unclear("118", "chat", ctx("EUR", 35_000), "two prices depending on delivery: which is the bid?", "¿270? o 290 si me lo traes, no sé");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 480_000),
  bid(415_000),
  "Estimada Sra. Ocaña:\n\nGracias por su presupuesto n.º 7731 de la lavadora industrial reacondicionada. Le ofrecemos 4.150,00 EUR y podemos recogerla en su almacén el 9 de diciembre.\n\nUn saludo cordial,\nDaniel Reyes\nLavandería La Espuma\nC/ Alameda 12, 29001 Málaga\nTel. 952 55 01 88",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 180_000, 150_000),
  ACCEPT,
  "Hola, Inés:\n\nGracias por responder sobre la tarta. Estamos conformes con su precio y le transferiremos la señal en cuanto nos llegue la factura.\n\nUn abrazo,\nPaula y Tomás",
);
clear(
  "203",
  "polite-email",
  ctx("USD", 600_000, 450_000),
  WITHDRAW,
  "Estimado Sr. Trujillo:\n\nGracias por su paciencia. Tras hablarlo con nuestros socios, hemos decidido no seguir adelante con la cámara frigorífica. Agradecemos el tiempo dedicado a la cotización.\n\nAtentamente,\nNadia Bustos",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 320_000),
  ask("delivery"),
  "Buenas tardes:\n\n¿Podría confirmarnos si la tostadora de café puede entregarse e instalarse antes del 15 de enero? Abrimos la cafetería el 22.\n\nMuchas gracias,\nLeonardo Mársico\nTostadero Mársico, Bogotá\n+57 601 555 0172",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 250_000),
  words(200_000, "dos mil euros"),
  "Estimada Sra. Achaval:\n\nNos encantaron sus bocetos para el mural de la fachada. Nuestro presupuesto es modesto, así que le proponemos dos mil euros por el diseño y la pintura.\n\nUn cordial saludo,\nElla Grau\nPanadería Grau, C/ del Molí 14, 08001 Barcelona",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 240_000),
  percentOff(216_000, 10),
  "Estimado Sr. Pardo:\n\nGracias por la demostración del martes. Como la máquina tiene dos años, le proponemos un 10 % de descuento sobre el precio de su presupuesto.\n\nSaludos cordiales,\nCarmen Luque\nRótulos Luque S.L., CIF B-12345678\nPolígono Sur, nave 4, 41008 Sevilla",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 150_000),
  bid(125_000),
  "Hola, Marcos:\n\nUna corrección a mi correo de esta mañana: escribí 1.350 € por el clavecín, pero debía decir 1.250 €. Disculpa la confusión.\n\nSaludos,\nSofía",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 420_000),
  ask("warranty"),
  "Estimados señores:\n\nAntes de hacer una oferta por el sillón dental reacondicionado (anuncio 55-210), ¿podrían indicarnos si tiene garantía y de cuánto tiempo?\n\nAtentamente,\nDra. Fiona Valdivieso\nClínica Dental Valdivieso, Av. 9 de Octubre 300, Guayaquil\n04 249 6052",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 95_000, 85_000),
  ACCEPT,
  "Hola, Tomás:\n\nNos parece bien. Mándanos la factura y dinos qué día te viene bien para la recogida.\n\nUn saludo,\nRaquel",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 18_000, null, 20),
  total(16_000),
  "Estimado equipo comercial:\n\nPara la renovación del Hotel Laguna necesitamos 20 minibares. Ofrecemos US$ 3,200 por los veinte, entregados en nuestro muelle de carga.\n\nAtentamente,\nGregorio Holguín\nCompras, Hotel Laguna, Ciudad de Panamá\n+507 555 0134",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 320_000),
  "subject to a finance committee's approval: not yet an offer",
  "Estimada Sra. Novák:\n\nSujeto a la aprobación de nuestro comité financiero el 12 de diciembre, podríamos ofrecer 2.800 € por la fresadora CNC.\n\nAtentamente,\nÁlvaro Pérez\nCarpintería Pérez",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 650_000),
  ask("payment"),
  "Buenos días:\n\n¿Aceptarían el pago en dos plazos, la mitad con el pedido y la mitad a la entrega?\n\nGracias,\nMaría Costa\nClínica Costa",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 75_000, 55_000),
  WITHDRAW,
  "Estimado Sr. Hurtado:\n\nMuchas gracias por su respuesta. Lamentablemente supera lo que puedo gastar ahora mismo, así que me retiro. Le deseo suerte con la venta.\n\nUn saludo,\nJuana",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 300_000, 250_000),
  plus(265_000, 15_000),
  "Estimado Sr. Fuentes:\n\nGracias por reservarnos el invernadero. Podemos aumentar nuestra oferta anterior en 150 €, que es lo máximo que da nuestro presupuesto.\n\nUn saludo,\nAna Chen",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 4_500),
  ask("discount"),
  "Hola:\n\nSi pidiéramos 40 rollos de etiquetas en lugar de 10, ¿bajaría el precio por rollo?\n\nGracias,\nBenito Ortiz\nGranja Ortiz",
);
unclear(
  "216",
  "polite-email",
  ctx("EUR", 180_000),
  "\"in the order of\" a band: no single amount",
  "Estimada Sra. Reina:\n\nGracias por los detalles. Pensamos en algo del orden de 1.400 a 1.500 € por el telar. ¿Le interesaría?\n\nUn cordial saludo,\nCatalina Mora",
);
clear(
  "217",
  "polite-email",
  ctx("USD", 210_000, 180_000),
  ACCEPT,
  "Estimado Sr. Ahmed:\n\nAceptamos su precio de US$ 2,100 por la cortadora láser. Envíenos la factura y procederemos al pago.\n\nSaludos,\nTamara Núñez\nNúñez Metalúrgica",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 140_000),
  ask("shipping"),
  "Hola:\n\n¿Me podría decir cuánto costaría el envío a Oviedo, 33001, o si ya está incluido en el precio?\n\nMuchas gracias,\nÓscar Cuesta",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 380_000),
  bid(345_000),
  "En nombre de mi cliente, gracias por el anuncio detallado. Fresadoras CNC usadas comparables se vendieron entre US$ 3,400 y US$ 3,900 en los últimos 90 días. Mi cliente ofrece US$ 3,450, con pago al retirar.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 68_000, 60_000),
  ACCEPT,
  "Mi mandante ha revisado su última oferta y la acepta. Por favor, envíe la factura y los datos de recogida cuando le venga bien.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 520_000, 400_000),
  WITHDRAW,
  "Tras revisar su posición final, mi cliente ha decidido no continuar con esta compra. Gracias por su tiempo; cierro la negociación por nuestra parte.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 210_000, 170_000),
  ask("rounds-left"),
  "Antes de presentar otra oferta, ¿podría indicarme cuántas rondas quedan en esta negociación?",
);
clear(
  "305",
  "agent",
  ctx("EUR", 260_000, 220_000),
  middle(240_000),
  "Para cerrar hoy, mi mandante propone que nos encontremos a mitad de camino entre su precio actual y nuestra última oferta.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 95_000),
  bid(78_000),
  "Esta es la oferta de mi clienta por el telar:\n- Precio: 780 €\n- Recogida: sábado 6 de diciembre\n- Pago: transferencia al recoger",
);
clear("307", "agent", ctx("USD", 65_000), bid(54_000), '{"accion": "oferta", "articulo": "quitanieves de dos etapas", "precio": 540, "moneda": "USD"}');
clear(
  "308",
  "agent",
  ctx("EUR", 180_000),
  percentOff(171_000, 5),
  "Dados los arañazos en los paneles laterales que se ven en la foto 3, mi cliente propone un 5 % de descuento sobre su precio.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 140_000),
  ask("returns"),
  "Mi cliente quiere conocer su política de devoluciones: ¿puede devolverse el clavecín en 30 días si llega dañado?",
);
clear(
  "310",
  "agent",
  ctx("USD", 300_000),
  words(250_000, "dos mil quinientos dólares"),
  "Mi mandante está dispuesto a ofrecer dos mil quinientos dólares por el invernadero en kit, sin el envío.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 230_000),
  "a figure held back until the user confirms: not yet sent as an offer",
  "Estoy preparando una oferta de unos 1.900 €, pero primero debo confirmarla con mi usuario. Le ruego que espere hasta que vuelva a escribirle.",
);
clear("312", "agent", ctx("EUR", 87_000, 80_000), ACCEPT, "decision: aceptar\nprecio: 870,00 EUR\nnota: envíe por favor las instrucciones de pago");
clear(
  "313",
  "agent",
  ctx("USD", 55_000),
  ask("shipping"),
  "¿El envío al código postal 64000 de Monterrey está incluido en el precio publicado? Si no, ¿podría cotizarlo aparte?",
);
clear(
  "314",
  "agent",
  ctx("EUR", 140_000, 120_000),
  minus(112_000, 8_000, "last-bid"),
  "Tras ver el informe de estado, mi mandante rebaja nuestra oferta anterior en 80 €.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 75_000, 60_000),
  plus(65_000, 5_000),
  "Mi cliente puede subir cincuenta euros sobre nuestra última oferta, y ese es el tope.",
);
clear(
  "316",
  "agent",
  ctx("EUR", 12_000, null, 25),
  total(10_000),
  "Por 25 mesas plegables, mi mandante ofrece 2.500 € en total, entregadas en el centro cívico antes de fin de mes.",
);
unclear(
  "317",
  "agent",
  ctx("EUR", 190_000),
  "\"might accept\" a figure: no commitment",
  "Puede que mi usuario acepte algo cercano a 1.600 € por el pinball, aunque todavía no lo ha decidido.",
);
unclear(
  "318",
  "agent",
  ctx("EUR", 130_000),
  "two options, no single bid",
  "Mi cliente ve dos opciones:\n- 1.150 € con el soporte y el estuche\n- 1.000 € solo por el saxofón\nDígame cuál le conviene.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_000), bid(4_000), "*pasa el pulgar por la pipa tallada* Os doy 40 por ella.");
clear("402", "roleplay", ctx("EUR", 2_200), words(1_500, "quince"), "*alza la lámpara de aceite hacia la luz* Quince, y ni una moneda más.");
clear("403", "roleplay", ctx("EUR", 9_000, 7_500), ACCEPT, "*escupe en la palma y tiende la mano* Hecho, pues.");
clear("404", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*resopla y da media vuelta* Un robo. Quedad con Dios.");
clear("405", "roleplay", ctx("EUR", 30_000), ask("payment"), "*se palpa los bolsillos vacíos* ¿Aceptaríais un pagaré del gremio, o solo monedas?");
clear("406", "roleplay", ctx("EUR", 3_500), words(2_500, "veinticinco"), "*abre la boca* Treinta — no. *frunce el ceño ante el asa deshilachada* Veinticinco, y es generoso.");
clear("407", "roleplay", ctx("EUR", 6_500), minus(5_500, 1_000), "*golpea la abolladura del latón* Quitad diez por eso y hablamos como amigos.");
unclear("408", "roleplay", ctx("EUR", 4_500), "musing, no commitment", "*le da la vuelta al cesto de mimbre* Treinta, quizá... lo pensaré.");
clear("409", "roleplay", ctx("EUR", 9_000, 6_000), plus(6_500, 500), "*añade otra moneda al montón* Cinco más que antes. Ahí tenéis.");
clear("410", "roleplay", ctx("EUR", 4_800, 4_000), ACCEPT, "*se ríe y estrecha la mano* 48 entonces, viejo ladrón.");
clear("411", "roleplay", ctx("EUR", 25_000), ask("negotiable"), "*se apoya en el mostrador* ¿Ese precio está escrito en piedra, o podemos hablar?");
clear("412", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*deja el medallón de plata sobre el paño* Demasiado caro para mi bolsa. Adiós, mercader.");
clear("413", "roleplay", ctx("EUR", 25_000), bid(18_000), "*cuenta las 12 flechas del carcaj* 180 por el arco y todo lo demás.");
unclear("414", "roleplay", ctx("EUR", 20_000), "a price seen at another stall, offered as a question: no bid of their own", "*mira de reojo el puesto de enfrente* Aquel pide 150 por uno igualito... ¿qué decís?");
clear("415", "roleplay", ctx("EUR", 10_000, 7_000), middle(8_500), "*levanta ambas manos* Vos decís cien, yo dije setenta. ¿Partimos la diferencia?");

export const FRESH7_ES = done();

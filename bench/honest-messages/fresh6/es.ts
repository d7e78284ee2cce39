/**
 * SIXTH unseen set, Spanish (Spain, Mexico, Argentina, Colombia, Chile; see fresh6/index.ts): written 2026-11-27
 * before reading the reader's code, its rules or its tests, and without running it on these messages. Written as
 * Spanish-speaking buyers write (tú, vos and usted; Spanish "vale", "ni de broma", "me planto"; Mexican "órale",
 * "sale", "está carísimo"; Argentine "dale", "che", "me bajo"; Colombian "listo, parce", "de una"; Chilean "al
 * tiro"; 6.850 €, 3.960,00 EUR, US$ 1,750 and US$ 1.750), not translated: an arpa, a sauna de barril, a máquina de
 * escribir, a torno de madera, a lámpara de araña, lámparas de barra, a máquina de helado suave, a cuarteto de
 * cuerdas for a wedding, a bomba de calor, 24 microscopios for a colegio, a Vespa, persianas for an office, an
 * inflable for a fiesta del pueblo, an amasadora de espiral, an acuario for a restaurant, stage light hire, manteles,
 * an ajedrez, and a market stall's caldero, seda, brújula, tetera and laúd.
 *
 * Labels reviewed once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("mil trescientos", "setecientos cincuenta", "mil cuatrocientos
 *   euros", "doscientos cuarenta") name the phrase as written; relative bids recompute from the context, their
 *   amount in digits or words ("cincuenta menos", "doscientos dólares más"), two off the buyer's own last bid (006,
 *   317); totals divide exactly; self-corrections (009 "X — mejor dicho Y", 107 "*Y perdón dedazo", 209 "escribí X;
 *   la cifra correcta es Y", 306 "~~X~~ Y", 406 chalk rubbed out) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (códigos postales, dates, times, presupuesto, orden de compra and informe numbers, model and
 *   serial numbers, phone numbers, a CIF and an RFC, a year, kilometres, piece counts, a rating, a ceiling,
 *   comparables) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh6In } from "./build";

const { clear, unclear, done } = fresh6In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "590 € por el arpa. La recojo el sábado, estoy en el 28014.");
clear("002", "terse", ctx("USD", 165_000), words(130_000, "mil trescientos"), "Mil trescientos por la sauna de barril, es mi última oferta.");
clear("003", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Hecho. Mándeme la factura.");
clear("004", "terse", ctx("EUR", 95_000, 70_000), WITHDRAW, "Lo dejo aquí, se me va de presupuesto. Gracias igual.");
clear("005", "terse", ctx("USD", 189_000), ask("delivery"), "¿Llega a CP 06700, CDMX, antes del 19/12?");
clear("006", "terse", ctx("EUR", 52_000, 45_000), minus(42_000, 3_000, "last-bid"), "La base tiene un desconchón, así que 30 menos que mi última oferta.");
clear("007", "terse", ctx("EUR", 48_000), percentOff(38_400, 20), "Un 20 % menos que su precio y la máquina de escribir es mía.");
clear("008", "terse", ctx("USD", 210_000), bid(175_000), "US$ 1,750 por el torno Jet JWL-1440VS, así como está.");
clear("009", "terse", ctx("EUR", 38_000), bid(29_000), "310 — mejor dicho 290.");
clear("010", "terse", ctx("USD", 22_000), ask("payment"), "¿Se puede pagar en 3 cuotas?");
unclear("011", "terse", ctx("EUR", 68_000), "a bid conditional on the case being included", "580 si viene con la funda, si no, menos.");
clear("012", "terse", ctx("EUR", 75_000, 60_000), plus(62_500, 2_500), "Le sumo 25 a mi última. Y hasta ahí.");
clear("013", "terse", ctx("USD", 32_500, 28_000), ACCEPT, "325, dale, cerramos.");
unclear("014", "terse", ctx("EUR", 48_000), "a vague band, no single amount", "¿por los cuatrocientos y pico te vale?");
clear("015", "terse", ctx("EUR", 120_000, 95_000), ask("rounds-left"), "¿Cuántas contraofertas me quedan?");

// ---- chat ----
clear("101", "chat", ctx("USD", 4_500, null, 24), total(3_750), "hola! por 24 manteles de lino me harías 900 por todos?");
clear("102", "chat", ctx("USD", 58_000, 50_000), ACCEPT, "órale, me convenciste 😂 trato hecho, te hago la transferencia en la noche");
clear("103", "chat", ctx("USD", 130_000, 90_000), WITHDRAW, "che, mejor me bajo, se me va muy arriba del presupuesto. suerte con la venta 👋");
clear("104", "chat", ctx("EUR", 36_000), ask("shipping"), "¿cuánto sale el envío a 46001 valencia? ¿o ya va incluido en el precio?");
clear("105", "chat", ctx("USD", 90_000), words(75_000, "setecientos cincuenta"), "¿me dejás la lámpara de araña en setecientos cincuenta en efectivo?");
clear("106", "chat", ctx("EUR", 64_000), bid(54_000), "mañana puedo a partir de las 18h, vivo a unos 15 min. ¿540 te va?");
clear("107", "chat", ctx("USD", 52_000), bid(40_500), "te puedo dar 450\n*405 perdón, dedazo");
clear("108", "chat", ctx("EUR", 84_000, 70_000), middle(77_000), "¿partimos la diferencia? tú 840, yo 700");
clear("109", "chat", ctx("USD", 189_000), ask("warranty"), "la garantía de fábrica pasa a mi nombre si te la compro?");
unclear("110", "chat", ctx("EUR", 125_000), "sarcasm about the asking price: not an acceptance", "1250 por una máquina de escribir 💀 claro, vendo un riñón y voy");
unclear("111", "chat", ctx("USD", 64_000, 48_000), "\"a bit more\" with no amount: what is the bid?", "mmm podría subirle un poquito más, creo");
clear("112", "chat", ctx("USD", 90_000), ask("negotiable"), "el precio es fijo o hay chance de negociar, parce?");
clear("113", "chat", ctx("EUR", 34_000, 30_000), ACCEPT, "vale vale, tú ganas 😅 me la llevo");
clear("114", "chat", ctx("USD", 2_500, null, 6), total(2_000), "120 por las 6 lámparas de barra?");
clear("115", "chat", ctx("EUR", 70_000, 50_000), WITHDRAW, "paso, ni de broma ✌️");
clear("116", "chat", ctx("USD", 60_000), minus(55_000, 5_000), "bájale cincuenta y paso por él hoy en la noche");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 780_000),
  bid(685_000),
  "Estimado Sr. Haddad:\n\nEn seguimiento a nuestra llamada del 14 de noviembre sobre la máquina de helado suave Taylor C709 (su cotización C-20481), queremos ofrecer US$ 6,850, incluyendo el envío y media jornada de capacitación para el personal. Podemos recibirla a partir del 3 de enero.\n\nSaludos cordiales,\nMía Lindqvist\nPropietaria, Nevería La Cucurucha\nAv. Álvaro Obregón 88, Col. Roma Norte, 06700 CDMX\nRFC LIN850914AB3\nTel. 55 5555 0147",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  ACCEPT,
  "Estimada Sra. Briones:\n\nGracias por la propuesta revisada para el cuarteto de cuerdas de nuestra boda. La aceptamos encantados y esta semana le enviaremos el contrato firmado junto con la señal.\n\nUn abrazo,\nOlivia y Javier",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 890_000, 700_000),
  WITHDRAW,
  "Buenos días, Sr. Petrović:\n\nGracias por visitar la casa y por el presupuesto detallado de la bomba de calor. Al final hemos elegido otro instalador, así que no seguiremos adelante. Le agradecemos el tiempo dedicado.\n\nUn saludo,\nDana y Lucas Villalba",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 18_500),
  ask("returns"),
  "Buenos días:\n\nEl área de ciencias del colegio está interesada en sus microscopios ópticos. Si alguno de los 24 llega con fallas, ¿podríamos devolverlo, y en qué plazo?\n\nMuchas gracias,\nCarolina Ostrowski\nLaboratorista, Colegio San Marcos, Bogotá",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 18_500, null, 24),
  total(16_500),
  "Estimado Sr. Yamada:\n\nEn relación con su cotización del 18 de noviembre, el Colegio San Marcos desea pedir 24 microscopios ópticos (modelo CX-40) para el laboratorio de biología. Ofrecemos US$ 3.960 por los 24, entregados en el colegio antes del 10 de enero. Nuestro número de orden de compra será OC-2026-0417.\n\nAtentamente,\nCarolina Ostrowski\nColegio San Marcos\nCalle 127 # 15-40, Bogotá\nTel. +57 601 555 0119",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 175_000),
  words(140_000, "mil cuatrocientos euros"),
  "Estimado Sr. Ferrán:\n\nGracias por dejarme probar la Vespa GS de 1964 el domingo pasado. Es preciosa, aunque la pintura necesita un repaso, así que le ofrezco mil cuatrocientos euros por ella.\n\nAtentamente,\nRut Olmedo",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 460_000),
  percentOff(404_800, 12),
  "Hola, Marta:\n\nGracias por tomar las medidas de nuestra planta para las persianas. Encargaríamos con gusto un 12 % por debajo de su presupuesto, con la instalación incluida; la semana del 2 de febrero nos vendría bien para los trabajos.\n\nSaludos,\nRavi Shah\nServicios Generales, Portanorte Abogados S.L.P.",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 36_000),
  bid(28_000),
  "Estimada Sandra:\n\nLa comisión de fiestas quiere alquilar su castillo hinchable para la fiesta del pueblo el sábado 7 de junio, de 10:00 a 17:00. Ofrecemos 280 €, con el transporte, el montaje y la recogida incluidos.\n\nMuchas gracias,\nPedro Olmos\nSecretario de la Comisión de Fiestas de Valdeolmos",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 210_000, 185_000),
  bid(158_000),
  "Hola, Paco:\n\nUna corrección a mi correo de esta mañana: escribí 1.850 € por el torno; la cifra correcta es 1.580 €. Perdona el lío.\n\nUn saludo,\nGualterio",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 240_000),
  ask("shipping"),
  "Hola:\n\nMe interesa la lámpara de araña de cristal. ¿El envío a Santiago (comuna de Providencia, 7500000) está incluido en el precio que indica, o se cobra aparte?\n\nGracias,\nSofía Tapia",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 600_000),
  "a bid subject to board approval: not yet an offer",
  "Estimada Sra. Alberti:\n\nEstaríamos en condiciones de ofrecer 5.200 € por la instalación del acuario, a reserva de la aprobación de nuestro consejo de administración el 9 de diciembre.\n\nAtentamente,\nTomás Reyes\nGerente, Restaurante El Arrecife",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 340_000),
  "two prices depending on the delivery date: which one?",
  "Estimado Sr. Haddad:\n\nSi puede entregar antes del 20 de diciembre, podemos pagar US$ 3,100; una entrega en enero nos valdría US$ 2,800.\n\nSaludos,\nMía Lindqvist",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 460_000),
  bid(395_000),
  "Buenas tardes:\n\nAsunto: su anuncio de la amasadora de espiral (modelo SM-80, n.º de serie 220914). Nuestra panadería le ofrece 3.950 €, con recogida en sus instalaciones a partir del 1 de diciembre.\n\nAtentamente,\nAna Kowalczyk\nPanadería Miga y Corteza, S.L.\nC/ de Sants 41, 08014 Barcelona\nCIF B-84271930",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 265_000, 240_000),
  ACCEPT,
  "Hola Erik:\n\nUS$ 2.650 por la sauna de barril instalada nos parece bien. Tomá este correo como nuestra aceptación y avisanos qué día puede venir tu equipo.\n\nGracias,\nJuana Mosso\n+54 9 11 5555 0163",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 520_000),
  minus(480_000, 40_000),
  "Estimada Sra. Alberti:\n\nGracias por el diseño del acuario para el comedor. Si pudiera rebajarnos 400 €, firmaríamos esta misma semana.\n\nAtentamente,\nTomás Reyes\nRestaurante El Arrecife",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 460_000, 360_000),
  WITHDRAW,
  "Estimado Sr. Vidal:\n\nGracias por reservarnos la amasadora. Hemos encontrado una más cerca de aquí, así que lamentablemente nos retiramos. Puede ofrecérsela sin problema al siguiente interesado.\n\nAtentamente,\nAna Kowalczyk",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  "close to accepting but checking with a partner first: not an acceptance",
  "Estimada Sra. Briones:\n\nSu última cifra está muy cerca de lo que teníamos pensado. Solo quiero comentarlo esta noche con mi prometido antes de comprometernos.\n\nUn saludo,\nOlivia",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 330_000, 270_000),
  plus(287_500, 17_500),
  "Hola, Marta:\n\nGracias por la paciencia. Tras revisar el presupuesto con los socios, podemos subir nuestra oferta anterior en 175 €.\n\nSaludos,\nRavi Shah\nPortanorte Abogados",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 520_000, 430_000),
  ask("standing-offer"),
  "Estimada Sra. Alberti:\n\nEn sus dos últimos correos parecen figurar importes distintos. ¿Podría confirmarme su precio actual por el acuario, para que trabajemos con la misma cifra?\n\nAtentamente,\nTomás Reyes",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 32_000),
  bid(25_500),
  'intencion: contraoferta\narticulo: "Máquina de escribir portátil Olympia SM9"\nprecio:\n  importe: 255,00\n  moneda: EUR\nvalida_hasta: 2026-12-05',
);
clear(
  "302",
  "agent",
  ctx("USD", 3_500, null, 16),
  total(3_000),
  '{"solicitud": "alquiler", "articulo": "foco LED PAR", "cantidad": 16, "fechas": ["2027-02-13", "2027-02-14"], "oferta_total": 480.00, "moneda": "USD"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 189_000, 170_000),
  ACCEPT,
  "decision: ACEPTAR\nreferencia: su última oferta\nsiguiente_paso: por favor, emita la factura al contacto de facturación registrado",
);
clear(
  "304",
  "agent",
  ctx("USD", 140_000, 100_000),
  WITHDRAW,
  "| Campo | Valor |\n|---|---|\n| Decisión | Retirada |\n| Motivo | Precio por encima del tope de mi mandante, US$ 1,100 |\n| Más ofertas | Ninguna |",
);
clear(
  "305",
  "agent",
  ctx("EUR", 210_000),
  ask("warranty"),
  '{"tipo": "pregunta", "tema": "garantia", "texto": "¿Cuántos meses de garantía tiene el torno y cubre el motor?"}',
);
clear(
  "306",
  "agent",
  ctx("EUR", 260_000),
  bid(215_000),
  "**Oferta:** ~~2.300 EUR~~ 2.150 EUR (revisada tras el informe de inspección II-5521: un brazo de cristal está rajado)",
);
clear(
  "307",
  "agent",
  ctx("EUR", 210_000),
  bid(172_000),
  "Anuncios comparables de un torno de madera de 14 pulgadas con velocidad variable:\n\n| Fuente | Precio (EUR) |\n|---|---|\n| Tienda, Zaragoza | 1.900 |\n| Subasta, Huesca | 1.640 |\n| Particular, Teruel | 1.810 |\n| **Nuestra oferta** | **1.720** |",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(230_000, 8),
  "tipo_de_propuesta: descuento_porcentual\ndescuento: 8 %\nbase: su oferta actual\nmotivo: hay que recablear dos de las lámparas",
);
clear(
  "309",
  "agent",
  ctx("USD", 148_000, 124_000),
  middle(136_000),
  '{"accion": "partir_diferencia", "vendedor_ultimo": 1480, "comprador_ultimo": 1240, "nota": "propongo el punto medio para cerrar hoy"}',
);
clear(
  "310",
  "agent",
  ctx("USD", 780_000),
  ask("delivery"),
  "pregunta: fecha de entrega más temprana\ncodigo_postal_entrega: 64000\nrequerido_antes_de: 2027-01-15\ncontexto: mi mandante solo ofertará si la máquina puede llegar antes de esa fecha",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 160_000),
  "two options, no single bid",
  "Dos alternativas:\n\n| Opción | Alcance | Precio (EUR) |\n|---|---|---|\n| A | Arpa con soporte y funda | 1.400 |\n| B | Solo el arpa | 1.250 |\n\nIndíqueme cuál prefiere, por favor.",
);
unclear(
  "312",
  "agent",
  ctx("USD", 120_000),
  "an unsent draft awaiting the user's confirmation: not a bid",
  '{"estado": "borrador", "importe": 980, "moneda": "USD", "nota": "pendiente de confirmación del usuario antes de enviarse como oferta"}',
);
unclear(
  "313",
  "agent",
  ctx("EUR", 890_000),
  "an indicative, non-binding figure: a firm offer is still to come",
  "Oferta orientativa (no vinculante): 7.300 EUR por el suministro e instalación de la bomba de calor. Enviaremos una oferta en firme tras la visita técnica del 08/12/2026.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 520_000),
  bid(445_000),
  "anuncio_n: 88213\narticulo: Vespa GS 150, 1962\nkilometraje: 38.400 km\nvaloracion_vendedor: 4,8\nrestauracion_estimada: 900 EUR\noferta: 4.450 EUR\npago: transferencia al recoger",
);
clear(
  "315",
  "agent",
  ctx("USD", 189_000, 170_000),
  ACCEPT,
  '{"accion": "aceptar", "precio": {"importe": 1890, "moneda": "USD"}, "cantidad": 1, "mensaje": "Mi mandante acepta su oferta."}',
);
clear(
  "316",
  "agent",
  ctx("USD", 18_500),
  ask("discount"),
  "Antes de presentar una oferta: ¿bajaría el precio unitario de los microscopios si el pedido fuera de 48 unidades en lugar de 24?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 300_000, 260_000),
  minus(245_000, 15_000, "last-bid"),
  "Actualización: las fotos de la inspección muestran óxido en los largueros del chasis. Por ello, mi mandante rebaja su oferta anterior en 150 EUR.",
);
clear(
  "318",
  "agent",
  ctx("USD", 360_000, 280_000),
  WITHDRAW,
  "resultado: sin_acuerdo\nmotivo: el precio del vendedor sigue por encima del límite del usuario tras 4 rondas\naccion: cierro esta negociación; no habrá más ofertas",
);
clear(
  "319",
  "agent",
  ctx("USD", 450_000, 380_000),
  plus(400_000, 20_000),
  "Oferta revisada: doscientos dólares más que nuestra oferta anterior. Es el último aumento que mi mandante ha autorizado.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_000), bid(9_500), "*da la vuelta al caldero de cobre y golpea el fondo* Suena entero. Le doy 95.");
clear("402", "roleplay", ctx("EUR", 32_000), words(24_000, "doscientos cuarenta"), "*levanta la pieza de seda hacia el farol* Doscientos cuarenta por la pieza, y la cargo yo mismo.");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*da una palmada en el mostrador y sonríe* ¡Hecho! Envuélvamelo.");
clear("404", "roleplay", ctx("EUR", 26_000, 19_000), WITHDRAW, "*deja la brújula de latón sobre su paño de terciopelo, se toca el sombrero y se dirige a la puerta* Que tenga buen día.");
clear("405", "roleplay", ctx("EUR", 40_000), ask("returns"), "*pulsa una cuerda y frunce el ceño* ¿Y si se rompe antes de la próxima luna llena, me recibe el laúd de vuelta?");
clear("406", "roleplay", ctx("EUR", 70_000), bid(56_000), "*escribe 600 con tiza en la pizarra, lo borra con la manga, escribe 560* Ahí está. Esa es mi oferta.");
clear("407", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*señala el esmalte desportillado* Veinte menos por eso y trato hecho.");
unclear("408", "roleplay", ctx("EUR", 11_000), "musing, and leaving to look around first: no commitment", "*sopesa la tetera con las dos manos* Ochenta, quizá. O no. Primero voy a dar una vuelta por los otros puestos.");
unclear("409", "roleplay", ctx("EUR", 18_000), "short of coins, the rest promised later: a bid of 140 or the full price in two parts?", "*cuenta las monedas, no le alcanzan* Solo traigo 140... ¿le puedo traer el resto mañana?");
clear("410", "roleplay", ctx("EUR", 9_000, 7_000), plus(8_000, 1_000), "*suspira y empuja dos monedas más al montón* Diez más que antes. Ni un maravedí más.");
clear("411", "roleplay", ctx("EUR", 18_000, 16_000), ACCEPT, "*le estrecha la mano y la sacude dos veces* Bueno — 180, estamos de acuerdo.");
clear("412", "roleplay", ctx("EUR", 140_000), bid(110_000), "*cuenta las 32 piezas, un peón está mellado* 1.100 por el juego, tablero incluido.");
clear("413", "roleplay", ctx("EUR", 40_000, 28_000), WITHDRAW, "*se ríe y levanta las manos* Eso no me lo saca usted, amigo. Quédese con su laúd.");
clear("414", "roleplay", ctx("EUR", 26_000, 20_000), ask("standing-offer"), "*entorna los ojos por encima de los anteojos* Dígame otra vez su precio, despacito esta vez.");
clear("415", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*levanta las dos palmas* Usted dice 260, yo dije 200. A medio camino, y esta noche comemos los dos.");

export const FRESH6_ES = done();

/**
 * NINTH set, Spanish (Spain, Mexico, Argentina, Chile, Colombia; see fresh9/index.ts): written 2026-11-27 for
 * tuning, blind — before reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, written as
 * Spanish-speaking buyers write (1.800 €, US$ 560, "dale", "listo", "va que va", "cachai", "parce", usted/tú/vos).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (códigos
 * postales, teléfonos, CIF/NIF/RFC, números de pedido, fechas, años) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh9In } from "./build";

const { clear, unclear, done } = fresh9In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "Le doy 590 € por el ahumador y me lo llevo este sábado.");
clear("002", "terse", ctx("USD", 240_000), words(200_000, "dos mil"), "Dos mil dólares por la batería completa, con platillos.");
clear("003", "terse", ctx("EUR", 45_000, 38_000), ACCEPT, "Venga, vale. Trato hecho y sin más vueltas.");
clear("004", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Uf, no. Muy caro, lo dejo.");
clear("005", "terse", ctx("EUR", 32_000), ask("delivery"), "¿Me lo pueden entregar antes del 12 de diciembre?");
clear("006", "terse", ctx("USD", 85_000), minus(80_000, 5_000), "Bájele 50 y le pago hoy mismo.");
clear("007", "terse", ctx("EUR", 60_000), percentOff(54_000, 10), "Con un 10 % de descuento sobre su precio, me lo llevo.");
clear("008", "terse", ctx("EUR", 65_000), bid(56_000), "560 € por la motosierra Stihl MS 261, espada y cadena tal cual.");
clear("009", "terse", ctx("USD", 90_000), bid(78_000), "820, perdón, quise decir 780.");
clear("010", "terse", ctx("USD", 15_000), ask("payment"), "¿Acepta Mercado Pago?");
unclear("011", "terse", ctx("EUR", 52_000), "un rango, no un precio: ¿cuál?", "¿Algo entre 400 y 450 le cuadra?");
clear("012", "terse", ctx("USD", 70_000, 55_000), plus(60_000, 5_000), "Cincuenta más que mi última oferta. Hasta ahí llego.");
clear("013", "terse", ctx("EUR", 39_000, 35_000), ACCEPT, "390 y cerramos. Hecho.");
unclear("014", "terse", ctx("EUR", 26_000), "oferta condicionada a que incluya el soporte", "200 si viene con el soporte.");
clear("015", "terse", ctx("EUR", 21_000), ask("returns"), "¿Se puede devolver en 30 días si no me sirve?");

// ---- chat ----
clear("101", "chat", ctx("USD", 43_000), bid(35_000), "hola, sigue disponible la tabla de paddle? te doy 350 si te va, güey");
clear("102", "chat", ctx("USD", 28_000, 24_000), ACCEPT, "siii dale, trato!! 🎉 re contento, cuándo lo paso a buscar?");
clear("103", "chat", ctx("USD", 110_000, 80_000), WITHDRAW, "uy se me sale del presupuesto, cachai. lo dejo pasar, gracias igual y suerte con la venta!");
clear("104", "chat", ctx("EUR", 9_500), ask("shipping"), "el envío a 46001 Valencia está incluido o va aparte?");
clear("105", "chat", ctx("USD", 30_000), words(25_000, "doscientos cincuenta"), "me lo dejarías en doscientos cincuenta el banjo? 🪕");
clear("106", "chat", ctx("USD", 54_000), bid(47_000), "estoy en Carrera 22 #45-10, puedo pasar a las 6:15 con 470 en efectivo, te sirve parce?");
clear("107", "chat", ctx("EUR", 80_000, 60_000), middle(70_000), "partimos la diferencia y listo? 🤝");
clear("108", "chat", ctx("EUR", 150_000), ask("warranty"), "el motor tiene garantía todavía?? tuve uno q se murió a los 2 meses jaja");
unclear("109", "chat", ctx("USD", 65_000), "sarcasmo sobre el precio: ni oferta ni aceptación", "650 por un toldo?? ajá, y te regalo un riñón de yapa 😂");
unclear("110", "chat", ctx("EUR", 56_000), "pensando en voz alta sobre una cifra, no una oferta", "mmm 500... nose");
clear("111", "chat", ctx("USD", 4_500, null, 3), ask("discount"), "si te compro 3 me hacés un mejor precio?");
clear("112", "chat", ctx("EUR", 12_000, null, 4), total(10_000), "los 4 neumáticos de invierno por 400 en total?");
clear("113", "chat", ctx("USD", 7_500, 6_000), ACCEPT, "va que va, tu precio 👍");
clear("114", "chat", ctx("EUR", 90_000, 70_000), WITHDRAW, "nel, así no");
clear("115", "chat", ctx("USD", 50_000), minus(45_000, 5_000), "bajale cincuenta y listo");
clear("116", "chat", ctx("EUR", 38_000), ask("negotiable"), "el precio es negociable o es fijo?");
unclear("117", "chat", ctx("USD", 46_000), "oferta condicionada a incluir el estuche", "capaz 380 si me tirás el estuche?");
clear("118", "chat", ctx("EUR", 24_000, 20_000), ask("standing-offer"), "oye, me recuerdas en cuánto lo tenías?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), bid(760_000),
  "Estimado Sr. Herrera:\n\nGracias por permitirnos probar la plataforma de tijera Genie GS-1930 el martes. Como la batería tiene 6 años y habrá que cambiarla pronto, le ofrecemos 7.600 € por la plataforma tal como está, con el cargador.\n\nAtentamente,\nDenise Moreno\nJefa de Operaciones, Logística Moreno S.L.\nCalle de la Industria 14\n28045 Madrid\nTel. 915 550 143\nCIF B-12345678");
clear("202", "polite-email", ctx("EUR", 220_000, 190_000), ACCEPT,
  "Estimada Priscila:\n\nGracias por responder tan rápido. Aceptamos las condiciones que nos propuso y coordinaremos la recogida de la cámara de fermentación la semana que viene.\n\nUn saludo cordial,\nTomás Aguirre\nPanadería Aguirre, Bilbao");
clear("203", "polite-email", ctx("USD", 450_000, 320_000), WITHDRAW,
  "Estimada Sra. Grande:\n\nLe agradecemos su paciencia. Lamentablemente no podemos acercarnos más a su precio este año, por lo que desistimos de la compra por ahora. Le deseamos mucho éxito.\n\nSaludos cordiales,\nMarcos León");
clear("204", "polite-email", ctx("USD", 135_000), ask("delivery"),
  "Hola, buenas tardes:\n\nSobre la solicitud n.º 48213 del toldo para casa rodante: nuestro camping abre el 15 de marzo. ¿Cuántos días hábiles tardaría el envío a Pucón, Región de la Araucanía?\n\nMuchas gracias,\nCarla Jiménez\n+56 9 5550 0177");
clear("205", "polite-email", ctx("USD", 18_000, null, 12), total(15_000),
  "Estimados señores:\n\nEstamos equipando nuestra nueva terraza y necesitamos 12 calefactores de exterior. ¿Aceptarían US$ 1,800 por los doce, entregados en nuestra oficina?\n\nSaludos,\nAlan Pérez\nPérez & Vance Abogados\nAv. Reforma 100, piso 3, Col. Juárez, 06600 CDMX\nRFC PVA140512AB1");
clear("206", "polite-email", ctx("EUR", 140_000), words(120_000, "mil doscientos euros"),
  "Estimado Sr. Flores:\n\nMuchas gracias por las fotos del remolque para la lancha. Viendo el óxido del eje, estaría dispuesto a pagar mil doscientos euros, recogiéndolo yo mismo en Vigo.\n\nUn saludo,\nJorge Rovira\n612 555 312");
clear("207", "polite-email", ctx("USD", 200_000), percentOff(170_000, 15),
  "Buenas tardes:\n\nNos interesan las mesas de trabajo de acero inoxidable de su página. Somos un comedor comunitario pequeño: ¿podrían hacernos un 15 % de descuento sobre su precio? Podemos retirarlas cualquier día hábil.\n\nCon cariño,\nJuana Okafor\nComedor La Mesa Común, Medellín");
clear("208", "polite-email", ctx("EUR", 310_000), ask("warranty"),
  "Estimado Sr. Brandt:\n\nAntes de seguir con la cabina de arenado (n.º de serie AC-55902-K), ¿podría confirmarme si la garantía del fabricante que le queda se transfiere al nuevo propietario?\n\nSaludos cordiales,\nEsteban Kim\nChapa y Pintura Kim, Sevilla");
clear("209", "polite-email", ctx("EUR", 290_000), bid(240_000),
  "Hola, Roberto:\n\nTras nuestra llamada, ofrecemos 2.600 € por la máquina de hielo — disculpa, debía decir 2.400 €, me equivoqué al escribir.\n\nUn saludo,\nLena Fischer\nCafetería Fischer");
clear("210", "polite-email", ctx("EUR", 165_000, 150_000), ACCEPT,
  "Estimada Sra. Patiño:\n\nGracias por el presupuesto revisado. Aceptamos su oferta de 1.650 € y le enviamos hoy la orden de compra.\n\nAtentamente,\nÓliver Gracia\nGracia Eventos");
unclear("211", "polite-email", ctx("EUR", 520_000), "precio sujeto a la aprobación del director",
  "Estimado Sr. Valdés:\n\nPodríamos llegar quizá a 4.800 €, aunque está sujeto a la aprobación de nuestro director el viernes.\n\nSaludos cordiales,\nNadia Bravo");
clear("212", "polite-email", ctx("USD", 64_000, null, 3), bid(56_000),
  "Buen día:\n\nPedido 2026-1147: por los 3 toldos para puesto de feria que conversamos el 18 de noviembre, podemos ofrecer US$ 560 cada uno. Entrega en Av. Corrientes 4500, C1414 CABA.\n\nGracias, saludos,\nRaúl Mehta\n11 5555-0109");
clear("213", "polite-email", ctx("EUR", 245_000), ask("payment"),
  "Estimados señores:\n\nEn relación con su presupuesto P-20931 del 14 de noviembre por dos casetas de jardín (3 × 2 m, con base incluida): nuestra tesorería paga a proveedores los días 1 y 15 de cada mes. ¿Podríamos pagar la factura a 30 días, o necesitan el pago completo antes del envío?\n\nAtentamente,\nBeatriz Durán\nDurán Jardinería\nCalle Huerta 88, 30001 Murcia\nTel. 968 555 014\nNIF B-87654321");
clear("214", "polite-email", ctx("EUR", 360_000), minus(340_000, 20_000),
  "Hola, Daniel:\n\nGracias por enseñarnos la autocaravana. Te ofrecemos 200 € menos de lo que pides y podemos hacer el papeleo este fin de semana.\n\nUn abrazo,\nMía y Samuel Carrasco");
clear("215", "polite-email", ctx("EUR", 180_000, 150_000), plus(160_000, 10_000),
  "Estimada Elena:\n\nGracias por su respuesta. Subimos nuestra oferta anterior en 100 € y esperamos que le encaje.\n\nSaludos cordiales,\nPedro Hidalgo");
clear("216", "polite-email", ctx("USD", 76_000), ask("shipping"),
  "Buenas:\n\n¿Cuánto costaría enviar la batería a Guadalajara, Jal. 44100, y el seguro va incluido?\n\nGracias,\nTeodoro Bojórquez");
clear("217", "polite-email", ctx("EUR", 630_000, 500_000), WITHDRAW,
  "Estimado Sr. Novak:\n\nGracias por su tiempo estas semanas. Tras pensarlo detenidamente, hemos decidido trabajar con otro proveedor. Le deseamos lo mejor.\n\nAtentamente,\nKaren Luque\nCompras, Colegio del Norte");
unclear("218", "polite-email", ctx("EUR", 125_000), "dos precios, recogido o entregado: ¿cuál?",
  "Estimados señores:\n\nPodríamos pagar 1.050 € si lo recogemos nosotros, o 1.150 € con entrega.\n\nSaludos,\nFrancisco Dillón");
clear("219", "polite-email", ctx("USD", 260_000, 220_000), middle(240_000),
  "Hola, Marta:\n\nEstamos cerca. ¿Partimos la diferencia entre tu cifra y la nuestra y cerramos?\n\nSaludos,\nCristian Yáñez");
clear("220", "polite-email", ctx("USD", 330_000, 290_000), ask("rounds-left"),
  "Estimada Sra. Roldán:\n\nGracias por su contraoferta de esta mañana (ref. NEG-5521). El consejo de la parroquia se reúne el jueves a las 10:00 y quisiera informarles cómo vamos. ¿Podría indicarnos cuántas rondas de ofertas nos quedan?\n\nUn saludo,\nIván Petrov\nMantenimiento, Parroquia San Brendán, Bogotá\n+57 601 555 0190");

// ---- agent ----
clear("301", "agent", ctx("EUR", 190_000), bid(162_000),
  "En nombre de mi cliente revisé tres ventas comparables de este modelo de ahumador: 1.750 €, 1.680 € y 1.720 €. El presupuesto de mi cliente es de 1.700 €. Ofrecemos 1.620 € por la unidad, con recogida en 7 días.");
clear("302", "agent", ctx("EUR", 78_000, 70_000), ACCEPT,
  "Soy el asistente de compras de Halvorsen S.A. Mi mandante me ha autorizado a aceptar su oferta actual. Por favor, envíe la factura a la dirección registrada.");
clear("303", "agent", ctx("USD", 240_000, 180_000), WITHDRAW,
  "En representación de mi usuario: la distancia entre su precio y nuestro tope es demasiado grande, así que damos por terminada la negociación. Gracias por sus respuestas.");
clear("304", "agent", ctx("USD", 54_000), ask("returns"),
  "Soy un asistente de IA que compra por cuenta de un cliente. Antes de seguir: ¿cuál es su política de devoluciones si la tabla de paddle llega dañada?");
clear("305", "agent", ctx("EUR", 25_000, null, 6), total(22_000),
  "Propuesta de compra para 6 unidades:\n- total: 1.320 € por las seis\n- entrega: estándar\n- pago: tarjeta al hacer el pedido");
clear("306", "agent", ctx("USD", 120_000), percentOff(110_400, 8),
  "Mi cliente compraría a un 8 % por debajo de su precio publicado, por el desgaste que se ve en la foto 4.");
unclear("307", "agent", ctx("EUR", 115_000), "un rango de presupuesto, no una oferta",
  "El presupuesto de mi usuario para este artículo está entre 900 y 1.000 €. Quedo atento.");
clear("308", "agent", ctx("USD", 440_000), bid(395_000),
  "Contraoferta del agente comprador:\n```yaml\narticulo: toldo, modelo CA-400\nprecio: 3950\nmoneda: USD\nvalido_hasta: 2026-12-05\n```");
clear("309", "agent", ctx("EUR", 9_500, null, 20), ask("discount"),
  "Mi mandante necesita 20 unidades. ¿Ofrecen algún descuento por volumen a esa cantidad?");
clear("310", "agent", ctx("USD", 90_000, 75_000), minus(70_000, 5_000, "last-bid"),
  "Actualización del agente comprador: esta mañana recortaron el presupuesto de mi cliente, así que debemos bajar nuestra oferta 50 dólares respecto de la anterior. Disculpe el cambio.");
clear("311", "agent", ctx("EUR", 375_000), ask("negotiable"),
  "Asistente de compras de un cliente. ¿El precio publicado es negociable o fijo?");
unclear("312", "agent", ctx("EUR", 210_000, 180_000), "aceptación condicionada a una inspección",
  "Mi cliente aceptaría su precio siempre que la inspección del 4 de diciembre salga bien. Confirmaremos después.");
clear("313", "agent", ctx("USD", 500_000), words(450_000, "cuatro mil quinientos dólares"),
  "Siguiendo instrucciones de mi mandante, ofrezco cuatro mil quinientos dólares por la fregadora industrial, pago por transferencia.");
clear("314", "agent", ctx("EUR", 61_000, 52_000), ask("standing-offer"),
  "Para actualizar el expediente de mi usuario: ¿cuál es su precio actual por este artículo?");
clear("315", "agent", ctx("EUR", 134_000, 120_000), ACCEPT,
  "Confirmado: mi cliente acepta 1.340,00 € por unidad según lo ofrecido. Proceda con el pedido, por favor.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 18_000), bid(14_000), "*da vuelta el banjo y pulsa una cuerda* Mmm, el mástil está medio torcido. Te doy 140.");
clear("402", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*sonríe y le tiende la mano* ¡Hecho, compadre! Cerramos.");
clear("403", "roleplay", ctx("EUR", 35_000, 25_000), WITHDRAW, "*suspira y deja la motosierra* Lo siento, es demasiado para mí. Que le vaya bien. *se va*");
clear("404", "roleplay", ctx("USD", 42_000), ask("delivery"), "*se apoya en el mostrador* ¿Y qué tan rápido me lo puede mandar? ¿Antes del finde?");
clear("405", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*se rasca la barbilla* Mire, ni pa' usted ni pa' mí: a mitad de camino.");
clear("406", "roleplay", ctx("USD", 14_000), bid(11_000), "*cuenta los billetes* 120... no, espere, 110. Es todo lo que traigo.");
clear("407", "roleplay", ctx("EUR", 7_500), words(6_000, "sesenta euros"), "*levanta la jaula* Sesenta euros y se viene conmigo.");
unclear("408", "roleplay", ctx("USD", 39_000), "un farol con 'a lo mejor': no es oferta firme", "*se encoge de hombros* A lo mejor pagaría 300. O a lo mejor no. Quién sabe.");
clear("409", "roleplay", ctx("USD", 52_000), minus(48_000, 4_000), "*golpecito en el rayón del capó* Cuarenta menos por esto y le damos la mano.");
clear("410", "roleplay", ctx("EUR", 30_000, 22_000), plus(24_000, 2_000), "*resopla* Bueno, veinte más de lo que dije. Ni un céntimo más.");
clear("411", "roleplay", ctx("USD", 16_000), ask("payment"), "*se palpa los bolsillos* ¿Acepta tarjeta o solo efectivo?");
unclear("412", "roleplay", ctx("EUR", 85_000), "tiene que consultarlo con su esposa", "*mira el móvil* Tendría que preguntarle a mi mujer primero, la verdad.");
clear("413", "roleplay", ctx("USD", 64_000, 56_000), ACCEPT, "*asiente despacio* Bueno, listo. Se lo compro a lo que pide.");
unclear("414", "roleplay", ctx("EUR", 34_000), "dos precios sin corrección", "*duda* ¿300? ¿280? Ay, no sé.");
clear("415", "roleplay", ctx("USD", 105_000, 70_000), WITHDRAW, "*niega con la cabeza* No. Hasta acá llegamos.");
clear("416", "roleplay", ctx("USD", 125_000), bid(100_000), "*pasa la mano por el guardabarros* Un 1974, tres dueños, 86.000 km... Llego a 1.000, ni un dólar más.");

export const FRESH9_ES = done();

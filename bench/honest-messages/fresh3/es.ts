/**
 * THIRD unseen set, Spanish (Spain, and Latin American buyers paying in US dollars; see fresh3/index.ts): written
 * 2026-11-28 before reading the reader's code, its rules or its tests, and before running it on these messages.
 * Each situation of the set told as a Spanish-speaking buyer would tell it (un violín, un vestido de novia, un
 * Ibiza y una carretilla elevadora, palés de folios, licencias, un catering, un stand en la feria, placas
 * solares, una traducción, entradas de concierto), not translated from the English.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 1.150 € / 2.340,50 € / 1150 euros / US$ 1,980.00 / 1.2k; words ("mil
 *   doscientos", "mil pavos", "ochocientos") name the phrase as written; relative bids ("50 € menos", "un 15 % de
 *   descuento", "partimos la diferencia", "25 € más que mi última oferta") recompute from the context; totals
 *   divide exactly; self-corrections ("850, perdón, quise decir 580", "650. no, espera, 620", "2.150 €, no 2.510 €",
 *   "Trescientos cincuenta... no, espere. Trescientos") are labelled with the amount the buyer means.
 * - acceptances ("Trato hecho", "Hecho", "Me lo quedo", "Cerramos") name no price or exactly the standing offer
 *   (016, 214, 315, 412); 202 carries only an order number.
 * - non-price numbers (model numbers, phone numbers, street numbers, postcodes, order numbers, dates, times, hour
 *   meters, market prices, a budget ceiling, licences) sit beside one bid.
 * - ambiguous: ranges, "unos ... más o menos", sarcasm, approval pending, bids conditional on extras or
 *   installation, a tentative agent acceptance, two options, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh3In } from "./build";

const { clear, unclear, done } = fresh3In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 132_000), bid(115_000), "1.150 € por el violín, en efectivo.");
clear("002", "terse", ctx("EUR", 268_000), bid(244_050), "Contraoferta: 2.440,50 €");
clear("003", "terse", ctx("EUR", 145_000), words(120_000, "mil doscientos"), "mil doscientos y lo cerramos");
clear("004", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Vale, trato hecho. Mándeme la factura.");
clear("005", "terse", ctx("EUR", 89_000, 70_000), WITHDRAW, "Demasiado caro. Paso, gracias.");
clear("006", "terse", ctx("EUR", 31_900), ask("shipping"), "¿Portes incluidos?");
clear("007", "terse", ctx("EUR", 64_000), minus(59_000, 5_000), "50 € menos y firmo");
clear("008", "terse", ctx("EUR", 240_000), percentOff(204_000, 15), "Un 15 % de descuento sobre su precio y cerramos.");
clear("009", "terse", ctx("EUR", 105_000), bid(88_000), "¿880 € por la Canon iR-C3226?");
clear("010", "terse", ctx("EUR", 72_000), bid(58_000), "850, perdón, quise decir 580");
clear("011", "terse", ctx("EUR", 310_000), ask("payment"), "¿Se puede pagar por transferencia a 30 días?");
unclear("012", "terse", ctx("EUR", 80_000), "a range: which amount?", "entre 700 y 750, según cómo esté");
unclear("013", "terse", ctx("EUR", 62_000), "\"unos ... más o menos\": a hedge, not a firm bid", "¿unos 500, más o menos?");
clear("014", "terse", ctx("EUR", 99_000, 82_000), plus(84_500, 2_500), "Subo 25 € sobre mi última oferta.");
clear("015", "terse", ctx("EUR", 56_000, 45_000), ask("standing-offer"), "¿Me recuerda su precio actual?");
clear("016", "terse", ctx("EUR", 148_000, 130_000), ACCEPT, "Vale, 1.480 €. Hecho.");
clear("017", "terse", ctx("EUR", 52_500, null, 4), total(50_000), "¿Las 4 placas por 2.000 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 47_500), bid(42_000), "420 en mano, puedo pasarme el sábado sobre las 10");
clear("102", "chat", ctx("EUR", 185_000), ACCEPT, "siii vale, trato hecho!! te hago ahora mismo la transferencia de la señal 💍");
clear("103", "chat", ctx("EUR", 27_500, 20_000), WITHDRAW, "déjalo, he encontrado uno más barato en wallapop. gracias igualmente");
clear("104", "chat", ctx("EUR", 129_900), ask("warranty"), "¿todavía tiene la garantía del fabricante o ya caducó?");
clear("105", "chat", ctx("EUR", 120_000), words(100_000, "mil pavos"), "¿me lo dejas en mil pavos? lleva tiempo anunciado jaja");
clear("106", "chat", ctx("EUR", 66_000, 58_000), middle(62_000), "venga, ¿partimos la diferencia?");
clear("107", "chat", ctx("EUR", 42_000), bid(38_000), "¿380? llámame al 612 34 56 78");
clear("108", "chat", ctx("USD", 90_000), bid(62_000), "ok 650. no, espera, 620, no puedo más");
clear("109", "chat", ctx("EUR", 159_000), ask("returns"), "¿qué política de devoluciones tenéis? aún no se lo ha probado");
unclear("110", "chat", ctx("EUR", 390_000), "sarcasm about the asking price: not an acceptance", "3900 por un ibiza del 2009? claro que sí, y te regalo un riñón 🙄");
unclear("111", "chat", ctx("EUR", 34_000), "approval pending (his wife)", "el precio me cuadra, pero antes tengo que hablarlo con mi mujer");
clear("112", "chat", ctx("EUR", 24_000), ask("discount"), "¿me haces descuento si me llevo dos?");
clear("113", "chat", ctx("USD", 135_000), bid(120_000), "¿me lo dejas en 1.2k? pago hoy en efectivo");
clear("114", "chat", ctx("EUR", 88_000, 75_000), WITHDRAW, "olvídalo, no pienso pagar eso. suerte con la venta");
clear("115", "chat", ctx("EUR", 31_000), bid(27_500), "275 en efectivo, puedo mañana a partir de las 17:00");
clear("116", "chat", ctx("EUR", 22_000, 18_000), ACCEPT, "bueno va, a tu precio. ¿cuándo paso a recogerlo?");
clear("117", "chat", ctx("EUR", 38_000), ask("delivery"), "¿en cuánto tiempo lo puedes enviar? lo necesito antes del 14");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 950_000),
  bid(875_000),
  "Buenos días:\n\nGracias por las fotos de la carretilla Jungheinrich EFG 216. Tras revisar el contador de horas (6.412 h), le ofrecemos 8.750,00 € por la máquina, recogida por nuestra cuenta en sus instalaciones.\n\nUn saludo,\nNuria Castellanos\nJefa de Logística, Transportes Castellanos S.L.\nC/ Mayor 18, 50001 Zaragoza\nTel. 976 38 91 27",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 64_900),
  ACCEPT,
  "Estimado Sr. Álvarez:\n\nAceptamos su oferta por el stand de la feria. Le rogamos que indique en la factura nuestro número de pedido 4500871236.\n\nAtentamente,\nLucía Ramírez\nDepartamento de Eventos, Norte Analytics",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 420_000, 350_000),
  WITHDRAW,
  "Estimada Sra. Clemente:\n\nGracias por su paciencia durante estas semanas. Tras pensarlo detenidamente, hemos decidido no seguir adelante con la compra y damos por terminada la negociación.\n\nUn cordial saludo,\nTomás Herrero",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 189_000),
  ask("warranty"),
  "Hola:\n\n¿Qué garantía tiene el inversor? En la ficha técnica pone 25 años de garantía de producción para las placas, pero del inversor no dice nada.\n\nGracias,\nMiguel Ruiz\nFinca Los Olivos, Jaén",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 42_500, null, 5),
  total(39_000),
  "Buenas tardes:\n\nPor los cinco palés de folios A4 (80 g/m², 2.500 hojas por caja) podemos ofrecerle 1.950,00 € en total.\n\nGracias,\nMarcos León\nCompras, Gráficas León\nTel. +34 91 555 01 99",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 280_000),
  words(250_000, "dos mil quinientos euros"),
  "Estimada señora:\n\nEn relación con su presupuesto para traducir nuestro manual técnico de 40 páginas al inglés y al alemán, podemos ofrecerle dos mil quinientos euros por el proyecto completo.\n\nAtentamente,\nElena Marín",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 360_000),
  percentOff(324_000, 10),
  "Hola, Jorge:\n\nGracias por el presupuesto de la instalación de 12 placas. Si nos hace un 10 % menos sobre el precio que nos pasó, seguimos adelante.\n\nSaludos,\nSamuel Ortega\n655 50 16 40",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 240_000),
  bid(198_000),
  "Estimada Sra. Patiño:\n\nTal como conversamos por teléfono el 12 de marzo, le ofrecemos US$ 1,980.00 por el stand de 3 x 3 m para la expo del 14 al 16 de mayo.\n\nSaludos cordiales,\nJonás Alcántara\nCoordinador de Marketing\nCiudad de Panamá",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 340_000, 325_000),
  bid(235_000),
  "Hola de nuevo:\n\nUna corrección a mi mensaje de esta mañana: nuestra oferta por el piano vertical es de 2.350 €, no de 3.250 € como escribí por error.\n\nDisculpe la confusión,\nRaquel",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 89_000),
  ask("negotiable"),
  "Buenos días:\n\nNos interesa la licencia anual para 15 usuarios. Antes de seguir, ¿podría indicarnos si el precio publicado es fijo o negociable?\n\nGracias,\nAna Paredes\nCompras de TI",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 160_000, 130_000),
  "approval pending (comité financiero)",
  "Estimada Laura:\n\nEstaríamos dispuestos a aceptar 1.380 € al mes por el servicio de catering, a falta de la aprobación de nuestro comité financiero, que se reúne el 3 de junio.\n\nUn saludo,\nÓscar Flores",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 105_000),
  "a bid conditional on installation and the first service visit",
  "Buenos días:\n\nPodríamos llegar a 950 € si se incluyen la instalación y la primera revisión.\n\nUn saludo,\nPedro Novoa\nClínica Dental Novoa",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 47_000),
  ask("shipping"),
  "Hola:\n\n¿El precio incluye el envío a nuestro almacén (Polígono Industrial 22, muelle 4)? Si no, ¿cuánto supondría el transporte?\n\nGracias,\nMarta Gil\nMaterial de oficina",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 249_000, 220_000),
  ACCEPT,
  "Estimado Sr. Benítez:\n\nGracias por reservarnos el vestido. Aceptamos encantadas su oferta de 2.490,00 € y haremos la transferencia esta semana.\n\nUn abrazo,\nEmilia y Sara Colomer",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 160_000),
  minus(148_000, 12_000),
  "Hola, Marcos:\n\nSi nos rebaja 120 € sobre el precio actual, firmamos hoy el pedido del catering.\n\nGracias,\nDavid Serrano\nDirector de Operaciones, Serrano Eventos\n91 555 01 38",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 560_000),
  bid(470_000),
  "Estimado Sr. Hurtado:\n\nCarretillas comparables de 2018 con horas similares se están vendiendo por unos 5.200 € en subasta. Teniendo en cuenta el desgaste de las ruedas, le ofrecemos 4.700 €.\n\nAtentamente,\nGerardo Lozano\nTransportes Lozano S.A., Nave 7, Polígono San Cristóbal, 47012 Valladolid",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 76_000, 61_000),
  WITHDRAW,
  "Hola, Carla:\n\nGracias por el esfuerzo. Por desgracia no podemos acercarnos más a su precio, así que lo vamos a dejar aquí.\n\nUn saludo,\nBeni",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 395_000),
  bid(360_000),
  "Propuesta:\n- Artículo: piano vertical Kawai K-300 (usado, 2018)\n- Cantidad: 1\n- Precio unitario: 3.600,00 EUR\n- Recogida: por el comprador en un plazo de 7 días\n- Pago: transferencia a la recogida\nPor favor, confirme o envíe una contrapropuesta.",
);
clear(
  "302",
  "agent",
  ctx("USD", 38_900),
  bid(34_900),
  '{"accion": "contraoferta", "articulo": "HP LaserJet Pro 4002dn", "precio_unitario": 349.00, "moneda": "USD", "nota": "oferta válida 72 h"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 790_000),
  bid(720_000),
  "Restricciones de mi mandante:\n• Presupuesto máximo: 9.000 EUR por ejercicio\n• Licencias necesarias: 20\n\nContraoferta: 7.200 EUR por el plan anual Equipo.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 215_000, 190_000),
  ACCEPT,
  "He revisado su última oferta frente a los requisitos de mi mandante. Está dentro del presupuesto aprobado, por lo que la acepto en los términos indicados. Por favor, envíe la confirmación del pedido y las instrucciones de pago.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 78_000, 60_000),
  WITHDRAW,
  "Aviso del agente comprador: mi mandante me ha indicado que dé por terminada esta negociación. No vamos a realizar la compra. Gracias por su tiempo.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 130_000, 100_000),
  ask("rounds-left"),
  "Antes de enviar una contraoferta revisada, indique por favor cuántas rondas de negociación quedan en esta sesión.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 198_000, 170_000),
  middle(184_000),
  "**Propuesta:** cerrar en el punto medio entre su oferta actual y nuestra última oferta. En cuanto lo confirme, emitiré la orden de compra.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 269_000),
  bid(232_000),
  "Análisis de mercado (44 anuncios comparables, últimos 90 días): mediana 2.450 EUR; percentil 25: 2.280 EUR. El objetivo inicial de mi mandante era 2.200 EUR. Teniendo en cuenta el informe de estado, proponemos 2.320 EUR.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 29_900),
  ask("discount"),
  "Indique por favor si hay precios por volumen para pedidos de 50 licencias o más; mi mandante podría ampliar el despliegue el próximo trimestre.",
);
unclear(
  "310",
  "agent",
  ctx("EUR", 135_000),
  "a range, no single bid",
  "Rango de precio aceptable según mi mandante: 1.100–1.250 EUR. Responda, por favor, con su mejor precio dentro de este rango.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 360_000, 300_000),
  "tentative, pending the principal's approval",
  "Estado: aceptación provisional a 3.400 EUR, pendiente de aprobación por mi mandante. Por favor, no considere este mensaje vinculante hasta su confirmación.",
);
clear(
  "312",
  "agent",
  ctx("EUR", 150_000),
  percentOff(132_000, 12),
  "Solicitud: reducir la oferta vigente un 12 % por los daños estéticos (arañazos en el panel lateral izquierdo, ver foto 3 de 5). A ese precio estamos listos para cerrar.",
);
clear(
  "313",
  "agent",
  ctx("EUR", 24_500, null, 15),
  total(22_000),
  "Contraoferta por 15 licencias del plan anual: 3.300,00 EUR en total (220,00 EUR por licencia y año), facturación anual.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 415_000),
  ask("delivery"),
  "Confirme, por favor, el plazo de entrega del kit de 20 placas en nuestra planta de 41020 Sevilla. La instalación está prevista para la semana del 9 de junio.",
);
clear("315", "agent", ctx("EUR", 129_000, 115_000), ACCEPT, "Confirmado: aceptamos 1.290,00 EUR por unidad, según lo ofrecido. Procedemos a finalizar el pedido.");
clear("316", "agent", ctx("EUR", 78_000, 69_000), bid(71_000), "Contraoferta revisada: 710,00 EUR (sustituye a nuestra oferta anterior de 690,00 EUR).");
unclear(
  "317",
  "agent",
  ctx("EUR", 230_000),
  "two options, no single bid",
  "Opción A: 2.100 EUR con la ampliación de garantía de 24 meses. Opción B: 1.950 EUR sin ella. Indique cuál prefiere.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 95_000), words(80_000, "ochocientos"), "*acaricia la voluta del violín* Tiene buen sonido, no se lo niego. Ochocientos, ni un céntimo más.");
clear("402", "roleplay", ctx("EUR", 680_000, 620_000), ACCEPT, "*suspira y le tiende la mano* Es usted duro de pelar. Venga, trato hecho.");
clear("403", "roleplay", ctx("EUR", 890_000, 780_000), WITHDRAW, "*deja las llaves sobre la mesa* Pues entonces no hay nada más que hablar. Que tenga buena tarde.");
clear("404", "roleplay", ctx("EUR", 54_000), minus(44_000, 10_000), "*se apoya en el mostrador* Quíteme cien euros y tiene comprador.");
unclear("405", "roleplay", ctx("EUR", 720_000), "sarcasm about the asking price: not an acceptance", "*se ríe* ¿7.200 por esta chatarra? Claro, hombre. Y yo soy el rey de España.");
clear("406", "roleplay", ctx("EUR", 850_000, 690_000), bid(720_000), "*tamborilea sobre el capó* Está bien. 7.200, subo desde 6.900, y ya es ser generoso.");
clear("407", "roleplay", ctx("EUR", 120_000), ask("negotiable"), "*señala la etiqueta* ¿Este precio es fijo o se puede hablar?");
clear("408", "roleplay", ctx("EUR", 160_000, 120_000), plus(125_000, 5_000), "*vuelve a contar los billetes* Bueno, vale. Le pongo cincuenta más sobre lo que le ofrecí antes.");
clear("409", "roleplay", ctx("EUR", 42_000), words(30_000, "Trescientos"), "*mira las entradas con los ojos entornados* Trescientos cincuenta... no, espere. Trescientos. Trescientos es mi oferta.");
unclear("410", "roleplay", ctx("EUR", 110_000), "a bid conditional on extras (the case and the bow)", "*pulsa una cuerda al aire* Pagaría 950 si me deja el estuche y el arco.");
clear("411", "roleplay", ctx("EUR", 12_500, null, 2), total(9_000), "*levanta dos dedos* Dos entradas, fila 12, para el concierto del día 14. Le doy 180 por las dos.");
clear("412", "roleplay", ctx("EUR", 650_000, 600_000), ACCEPT, "*le estrecha la mano* 6.500, cerramos. Prepare los papeles.");
clear("413", "roleplay", ctx("EUR", 799_000), ask("delivery"), "*se seca la frente* ¿Y para cuándo pueden traerme sus hombres las placas al cortijo?");
unclear("414", "roleplay", ctx("EUR", 110_000), "musing, not a bid", "*murmura para sí* Mmm... novecientos... a lo mejor...");
clear("415", "roleplay", ctx("EUR", 140_000, 110_000), WITHDRAW, "*niega despacio con la cabeza* Me temo que se me va de presupuesto. Probaré en la tienda de al lado. Buenos días.");
clear("416", "roleplay", ctx("EUR", 260_000, 210_000), bid(230_000), "*se cruza de brazos* Bájelo a 2.300 y hay trato.");

export const FRESH3_ES = done();

/**
 * TENTH set, Spanish (Spain, Mexico, Argentina, the US; see fresh10/index.ts): written 2026-11-27 for reporting
 * only, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, in Spanish
 * as Spanish-speaking buyers write it (3.650 €, US$1,780, "Trato hecho", "Dale", "Va", "¿Me lo dejas en...?",
 * tú, vos and usted).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (códigos postales,
 * teléfonos, CIF, números de pedido, fechas, horas de uso, años, kilómetros) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh10In } from "./build";

const { clear, unclear, done } = fresh10In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 74_000), bid(62_000), "620 € por el kamado, en efectivo al recogerlo.");
clear("002", "terse", ctx("EUR", 160_000), words(150_000, "mil quinientos"), "Mil quinientos por la tuba, con estuche y boquilla.");
clear("003", "terse", ctx("EUR", 33_000, 29_000), ACCEPT, "Vale, usted gana. Me lo llevo.");
clear("004", "terse", ctx("EUR", 95_000, 70_000), WITHDRAW, "No. Olvídelo.");
clear("005", "terse", ctx("EUR", 48_000), ask("delivery"), "¿Pueden entregar la cama elástica antes del 20/12?");
clear("006", "terse", ctx("EUR", 56_000), minus(50_000, 6_000), "60 € menos de lo que pide y paso a buscarlo esta noche.");
clear("007", "terse", ctx("USD", 40_000), percentOff(34_000, 15), "Con un 15% de descuento es mío.");
clear("008", "terse", ctx("EUR", 115_000), bid(98_000), "980 € por el Honda EU22i, que ya tiene 140 horas de uso.");
clear("009", "terse", ctx("EUR", 70_000), bid(58_000), "600 — no, mejor 580.");
clear("010", "terse", ctx("EUR", 22_000), ask("payment"), "¿Bizum le va bien?");
unclear("011", "terse", ctx("EUR", 36_000), "«unos» no es un precio firme: ¿cuánto exactamente?", "¿Unos 300?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 más que mi última oferta. Es lo último.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, me parece bien. Cerrado.");
unclear("014", "terse", ctx("EUR", 61_000), "la oferta depende de que venga la funda", "550 con la funda, sin ella menos.");
clear("015", "terse", ctx("EUR", 18_500), ask("returns"), "¿Puedo devolverlo en 14 días si no me sirve?");

// ---- chat ----
clear("101", "chat", ctx("USD", 39_000), bid(32_000), "holaa! sigue disponible la canoa? te podría dar 320 👀");
clear("102", "chat", ctx("USD", 21_000, 18_000), ACCEPT, "siii dale!!! trato hecho 😍 mis hijos se van a volver locos");
clear("103", "chat", ctx("EUR", 130_000, 95_000), WITHDRAW, "uf se me va del presupuesto, lo dejo. gracias igual y suerte con la venta!");
clear("104", "chat", ctx("EUR", 8_900), ask("shipping"), "cuanto saldría el envío a 41003 sevilla? o es solo recogida?");
clear("105", "chat", ctx("USD", 45_000), words(40_000, "cuatrocientos"), "me la dejás en cuatrocientos a la mandolina? efectivo hoy");
clear("106", "chat", ctx("EUR", 27_000), bid(23_000), "podría pasar el sábado sobre las 10:30, estoy a 15 min. 230 te va?");
clear("107", "chat", ctx("USD", 62_000, 50_000), middle(56_000), "y si lo dejamos a mitad de camino? 🙏");
clear("108", "chat", ctx("EUR", 140_000), ask("warranty"), "la sierra de cinta tiene garantia todavía o se vende tal cual?");
unclear("109", "chat", ctx("USD", 49_000), "burla sobre el precio: ni oferta ni aceptación", "490 por un cochecito usado jaja. claro, y te doy las llaves de mi carro también? 🙃");
unclear("110", "chat", ctx("EUR", 31_000), "pensando en voz alta, no es una oferta", "250... mmm no sé");
clear("111", "chat", ctx("EUR", 6_500, null, 4), ask("discount"), "si me llevo 4 caballetes me sale más barato cada uno?");
clear("112", "chat", ctx("USD", 9_000, null, 5), total(8_000), "las 5 hamacas por 400 todo junto?");
clear("113", "chat", ctx("USD", 16_000, 14_000), ACCEPT, "va pues, tu precio 👌");
clear("114", "chat", ctx("EUR", 75_000, 55_000), WITHDRAW, "paso, no es para mí");
clear("115", "chat", ctx("EUR", 35_000), minus(31_000, 4_000), "quítale 40 y me lo llevo hoy");
clear("116", "chat", ctx("USD", 29_000), ask("negotiable"), "el precio es fijo o hay chance de negociar?");
unclear("117", "chat", ctx("EUR", 52_000, 45_000), "«a lo mejor» a ese precio: aún no acepta", "a lo mejor me quedo con ella a tu precio, déjame pensarlo esta noche");
clear("118", "chat", ctx("EUR", 19_000, 15_000), ask("standing-offer"), "perdona me perdí, cuánto pides ahora?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 420_000), bid(365_000),
  "Hola, Gonzalo:\n\nGracias por enviarnos el libro de mantenimiento del grupo electrógeno diésel de 20 kW. Organizamos un festival de dos días en agosto y queremos ofrecerle 3.650 € por el equipo, recogido en su nave.\n\nUn saludo,\nCarmen Lozano\nAsociación Festival del Embalse\nCalle del Río 9, 10600 Plasencia (Cáceres)\nTel. 927 55 01 66");
clear("202", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Estimada Sra. Oduya:\n\nLe agradecemos su contrapropuesta sobre las estanterías metálicas. Nos parece bien y con gusto seguimos adelante. Nuestro jefe de almacén se pondrá en contacto para fijar el día de entrega.\n\nAtentamente,\nGerardo Pulido\nDistribuciones Pulido, S.L.");
clear("203", "polite-email", ctx("EUR", 690_000, 520_000), WITHDRAW,
  "Estimado Sr. Castellano:\n\nGracias por el tiempo que nos ha dedicado. La junta directiva del club ha estudiado su último precio por las gradas de aluminio y, lamentablemente, supera lo que podemos reunir esta temporada. No seguiremos adelante con la compra; le agradecemos mucho su amabilidad.\n\nUn cordial saludo,\nAna María Valle\nSecretaria, C.D. Villanueva");
clear("204", "polite-email", ctx("USD", 98_000), ask("delivery"),
  "Buenos días:\n\nNuestro congreso anual empieza el 14 de enero en el Centro de Convenciones, Av. Ponce de León 100, San Juan, PR 00907. Si pedimos el atril de nogal esta semana, ¿para cuándo podrían entregarlo?\n\nMuchas gracias,\nDiego Osorio\nCoordinador de eventos\n(787) 555-0128");
clear("205", "polite-email", ctx("EUR", 32_000, null, 10), total(29_000),
  "Buenos días:\n\nEstamos reformando los vestuarios del gimnasio y necesitaríamos 10 taquillas metálicas. ¿Podrían dejarnos las diez en 2.900 €, candados incluidos?\n\nGracias,\nSandra Kowalski\nGimnasio Hierro");
clear("206", "polite-email", ctx("EUR", 260_000), words(230_000, "dos mil trescientos"),
  "Estimada Sra. Pemán:\n\nGracias por dejarnos ver el remolque para caballos el sábado. Como hay que cambiar el suelo, le ofrezco dos mil trescientos euros y puedo recogerlo en Jerez cuando a usted le venga bien.\n\nUn saludo,\nHelena Lobo\n600 555 648");
clear("207", "polite-email", ctx("EUR", 150_000), percentOff(135_000, 10),
  "Estimado Sr. Álvarez:\n\nCriamos razas autóctonas de gallinas en una pequeña granja y nos interesan las incubadoras de armario. ¿Consideraría un 10% de descuento sobre el precio anunciado si pagamos al recogerlas?\n\nAtentamente,\nTeresa Armengol\nGranja Can Armengol");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Estimados señores:\n\nOfrecemos visitas guiadas por la ciudad y estamos valorando su bicitaxi eléctrico (bastidor n.º PC-7731-E, matriculado en 2024). ¿El motor y la batería siguen en garantía, y pasaría esta a nosotros como nuevos propietarios?\n\nSaludos cordiales,\nLuis Ortega\nPedal Tours Valencia, S.L.\nCIF B-98555014");
clear("209", "polite-email", ctx("EUR", 280_000), bid(245_000),
  "Hola, Ingrid:\n\nGracias por la grabación de la marimba. Queremos ofrecerle 2.500 € por el instrumento. Corrijo: 2.450 €, que leí mal mis propias notas.\n\nCon agradecimiento,\nPablo Hernando\nEnsemble de Percusión del Lago");
clear("210", "polite-email", ctx("EUR", 112_000, 100_000), ACCEPT,
  "Estimado Sr. Haddad:\n\nGracias por las nuevas fotos de la butaca orejera retapizada. Aceptamos con gusto su precio de 1.120 € y le hacemos la transferencia esta tarde.\n\nSaludos cordiales,\nFiona Clavero");
unclear("211", "polite-email", ctx("USD", 470_000), "la cifra aún requiere la votación de la junta escolar, no es firme",
  "Estimada Sra. Henríquez:\n\nConfiamos en poder ofrecer alrededor de US$4,100 por la tarima y el atril, aunque la junta escolar tiene que votarlo en la reunión del próximo martes.\n\nAtentamente,\nRamón Ávila\nDirector, Escuela Intermedia Westbrook");
clear("212", "polite-email", ctx("USD", 45_000, null, 4), bid(39_000),
  "Buenos días:\n\nRef. orden de compra 88-2041. Por los 4 anaqueles sin tornillos que platicamos por teléfono el 23 de noviembre, podemos ofrecer US$390 por unidad, entrega en el andén 3, 77 Industrial Pkwy, Laredo, TX 78045.\n\nGracias,\nMiguel Treviño\nRefacciones Treviño\n(956) 555-0102");
clear("213", "polite-email", ctx("EUR", 230_000), ask("payment"),
  "Estimada Sra. Fuentes:\n\nGracias por el presupuesto n.º 2026-417 de la tarima de aluminio. Nuestra gerencia solo puede pagar contra factura. ¿Aceptarían el pago a 30 días, o necesitan una señal por adelantado?\n\nAtentamente,\nAlan Mosquera\nDepartamento de Historia, Universidad de Salamanca");
clear("214", "polite-email", ctx("USD", 320_000), minus(295_000, 25_000),
  "Qué tal, Jacinto:\n\nMe dio gusto ver el yunque y la fragua en tu taller. ¿Le bajarías 250 dólares a tu precio? Te pago todo en efectivo cuando pase por ellos.\n\nSaludos,\nÓscar Prieto");
clear("215", "polite-email", ctx("EUR", 210_000, 175_000), plus(185_000, 10_000),
  "Querida Sra. Villalba:\n\nGracias por su amable respuesta sobre la casa de muñecas victoriana. Puedo subir mi oferta anterior en 100 €; a mi nieta le haría muchísima ilusión.\n\nCon cariño,\nMargarita Elías");
clear("216", "polite-email", ctx("EUR", 67_000), ask("shipping"),
  "Hola:\n\nMe interesa el clarinete Buffet. ¿Podría decirme cuánto costaría el envío a 15001 A Coruña y si iría asegurado?\n\nGracias,\nNora Lago");
clear("217", "polite-email", ctx("EUR", 540_000, 410_000), WITHDRAW,
  "Estimado Sr. Lindqvist:\n\nGracias por su paciencia con nuestras preguntas sobre la sierra de cinta industrial. Entretanto hemos encontrado una máquina más ajustada a nuestro presupuesto, así que no seguiremos adelante. Mucha suerte con la venta.\n\nAtentamente,\nRaquel Jiménez\nCarpintería Jiménez e Hijos");
unclear("218", "polite-email", ctx("EUR", 150_000), "dos precios, con o sin parrilla: ¿cuál es la oferta?",
  "Estimados señores:\n\nPodríamos ofrecer 1.200 € por el brasero solo, o 1.350 € con la parrilla.\n\nSaludos,\nBruno Doval");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "Compro en nombre de un cliente. Ventas recientes de este modelo de clarinete profesional: 1.950 € (Wallapop, octubre), 1.890 € (Milanuncios) y 2.010 € (tienda, revisado). El tope de mi cliente es de 1.850 €. Teniendo en cuenta el desgaste de las zapatillas, ofrecemos 1.780 €.");
clear("302", "agent", ctx("EUR", 58_000, 50_000), ACCEPT,
  "Le escribe el agente de compras de Meridiana Vivienda. Mi mandante ha revisado sus últimas condiciones y me indica que las acepte. Por favor, confirme la dirección de recogida.");
clear("303", "agent", ctx("EUR", 300_000, 210_000), WITHDRAW,
  "En nombre de mi cliente: su precio sigue muy por encima del presupuesto que se me ha fijado, así que cerramos aquí esta negociación. Gracias por su tiempo.");
clear("304", "agent", ctx("USD", 47_000), ask("returns"),
  "Soy un asistente de compras automatizado que actúa para una madre. Antes de ofertar por el cochecito: ¿se puede devolver si llega con algún defecto, y en qué plazo?");
clear("305", "agent", ctx("EUR", 12_000, null, 8), total(10_500),
  "Oferta por 8 carretillas de acero:\n- precio total: 840 € el lote\n- recogida con nuestra furgoneta, entre semana\n- pago con tarjeta al recoger");
clear("306", "agent", ctx("EUR", 90_000), percentOff(79_200, 12),
  "Mi usuario desea comprar la litera de roble macizo a un 12% por debajo del precio anunciado, dado que falta el gancho de la escalera según la descripción.");
unclear("307", "agent", ctx("EUR", 130_000), "una horquilla de presupuesto, no una oferta",
  "Mi cliente se mueve entre 1.000 y 1.100 € para este artículo. ¿Cómo desea proceder?");
clear("308", "agent", ctx("USD", 260_000), bid(228_000),
  "Contraoferta del agente comprador:\n```json\n{\"articulo\": \"planta de luz diésel 20 kVA\", \"oferta\": 2280, \"moneda\": \"USD\", \"recoleccion\": \"2026-12-09\"}\n```");
clear("309", "agent", ctx("EUR", 7_900, null, 15), ask("discount"),
  "Mi mandante está equipando un gimnasio nuevo y necesita 15 taquillas. ¿Hay un precio unitario más bajo para esa cantidad?");
clear("310", "agent", ctx("EUR", 100_000, 82_000), minus(78_000, 4_000, "last-bid"),
  "Corrección del agente comprador: el departamento financiero de mi cliente ha recortado el importe aprobado, así que debemos bajar nuestra oferta 40 € respecto de la anterior. Disculpe las idas y venidas.");
clear("311", "agent", ctx("USD", 155_000), ask("negotiable"),
  "Soy un asistente de compras para una pequeña empresa. ¿El precio publicado es negociable o es fijo?");
unclear("312", "agent", ctx("EUR", 275_000, 240_000), "una aceptación que espera un peritaje, aún no vinculante",
  "Mi cliente está dispuesto a aceptar su importe en cuanto el peritaje del remolque para caballos del 3 de diciembre salga bien. Volveremos a escribirle entonces.");
clear("313", "agent", ctx("USD", 380_000), words(340_000, "tres mil cuatrocientos dólares"),
  "Siguiendo las instrucciones de mi mandante, ofrezco tres mil cuatrocientos dólares por el bicitaxi eléctrico, pago por transferencia en dos días hábiles.");
clear("314", "agent", ctx("EUR", 44_000, 38_000), ask("standing-offer"),
  "Para el resumen de mi cliente: ¿podría recordarme su precio actual por el artículo?");
clear("315", "agent", ctx("EUR", 96_000, 88_000), ACCEPT,
  "Mi cliente acepta su precio de 960,00 €. Envíe la factura, por favor, y organizamos la recogida.");
clear("316", "agent", ctx("EUR", 170_000, 140_000), ask("rounds-left"),
  "Para planificar con mi cliente: ¿cuántas ofertas más podemos presentar antes de que se cierre la negociación?");
clear("317", "agent", ctx("USD", 62_000), bid(54_000),
  "Oferta del agente comprador: US$540 por el gabinete de dardos (modelo DC-180, con 6 dardos). Envío al C.P. 78045; entrega solicitada el 2026-12-11.");
unclear("318", "agent", ctx("EUR", 83_000), "«del orden de», según un informe de estado: no es una oferta firme",
  "Según el informe de estado, mi cliente podría plantearse algo del orden de 700 €. Envíelo cuando pueda, por favor.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 24_000), bid(19_000), "*pasa el pulgar por el sisal* La diana ya tiene sus años. 190 y me la llevo yo mismo.");
clear("402", "roleplay", ctx("USD", 13_000, 11_000), ACCEPT, "*se ríe y le estrecha la mano* Órale, pues. Trato hecho.");
clear("403", "roleplay", ctx("EUR", 58_000, 40_000), WITHDRAW, "*cuelga la mandolina en su gancho* Preciosa, pero a ese precio no. Gracias de todos modos. *se va hacia la puerta*");
clear("404", "roleplay", ctx("EUR", 72_000, 60_000), ask("rounds-left"), "*arquea una ceja* ¿Cuántos intentos me quedan antes de que me eche de la tienda?");
clear("405", "roleplay", ctx("EUR", 46_000, 38_000), middle(42_000), "*abre las manos* Estamos atascados. ¿Partimos la diferencia y todos contentos?");
clear("406", "roleplay", ctx("EUR", 33_000), bid(26_000), "*rebusca en la cartera* 280... espere, 260. Que vence el alquiler.");
clear("407", "roleplay", ctx("EUR", 9_500), words(7_000, "setenta"), "*le da una patada a la rueda de la carretilla* Setenta euros y me la llevo rodando ahora mismo.");
unclear("408", "roleplay", ctx("EUR", 41_000), "un farol sin cifra", "*sonríe de lado* Sé muy bien lo que pagaría. La pregunta es si usted está listo para oírlo.");
clear("409", "roleplay", ctx("EUR", 85_000), minus(79_000, 6_000), "*señala el arañazo de la tapa* Quítele sesenta por eso y estamos en paz.");
clear("410", "roleplay", ctx("USD", 52_000, 40_000), plus(43_000, 3_000), "*resopla* Treinta más de lo que dije. Ni un centavo más.");
clear("411", "roleplay", ctx("EUR", 19_500), ask("payment"), "*levanta el móvil* ¿Acepta tarjeta, o solo efectivo?");
unclear("412", "roleplay", ctx("EUR", 67_000, 55_000), "«quizá» y consultarlo con la almohada: aún no acepta", "*se frota la nuca* Quizá se lo compre a su precio... déjeme consultarlo con la almohada.");
clear("413", "roleplay", ctx("EUR", 29_000, 25_000), ACCEPT, "*asiente* Pues a su precio. Envuélvamelo.");
clear("414", "roleplay", ctx("EUR", 150_000), bid(125_000), "*rodea el remolque para caballos* Del 2009, dos plazas, 60.000 km... le doy 1.250.");
clear("415", "roleplay", ctx("EUR", 120_000, 80_000), WITHDRAW, "*se da media vuelta* Quédeselo.");

export const FRESH10_ES = done();

/**
 * Spanish messages of the honest-buyer corpus (Spain with 1.234,50 €, Latin America with US$ 1,234.50,
 * prices in words, "partir la diferencia"), labelled with what a careful person would read (index.ts describes
 * the corpus and the review). Written before the reader was tuned on them; do not edit a message to suit the
 * reader.
 */
import { ACCEPT, ask, bid, ctx, messagesIn, middle, minus, percentOff, plus, total, WITHDRAW, words } from "./types";

const { out, clear, unclear } = messagesIn("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 52_000), bid(48_000), "480");
clear("002", "terse", ctx("EUR", 52_000), bid(48_000), "¿480 €?");
clear("003", "terse", ctx("EUR", 55_000, 45_000), bid(48_000), "Yo pagaría 480");
clear("004", "terse", ctx("USD", 9_900), bid(8_500), "85 dólares y me lo llevo");
clear("005", "terse", ctx("EUR", 129_900), bid(115_000), "¿Aceptaría 1.150?");
clear("006", "terse", ctx("EUR", 34_900), ACCEPT, "Trato hecho.");
clear("007", "terse", ctx("EUR", 34_900), WITHDRAW, "No gracias, lo dejo.");
clear("008", "terse", ctx("EUR", 52_000), words(45_000, "cuatrocientos cincuenta"), "¿cuatrocientos cincuenta?");
clear("009", "terse", ctx("EUR", 4_599), ask("shipping"), "¿Envío incluido?");
clear("010", "terse", ctx("EUR", 24_900), minus(22_900, 2_000), "20 € menos y cerramos");
clear("011", "terse", ctx("EUR", 60_000, 50_000), middle(55_000), "¿Partimos la diferencia?");
clear("012", "terse", ctx("EUR", 8_900), percentOff(8_010, 10), "¿Un 10 % de descuento?");
clear("013", "terse", ctx("EUR", 52_000, 45_000), bid(48_000), "500, no, espera, 480");
unclear("014", "terse", ctx("EUR", 56_000, 50_000), "dubitativo: ¿es 520 una oferta?", "mmm, 520...");
unclear("015", "terse", ctx("EUR", 56_000), "«más o menos» 500", "¿quizás unos 500 más o menos?");
unclear("016", "terse", ctx("EUR", 52_000), "dos precios", "¿450 o 470?");
clear("017", "terse", ctx("USD", 129_000), bid(118_000), "US$ 1,180");
clear("018", "terse", ctx("EUR", 7_900, 6_000), bid(6_500), "65, última oferta");
clear("019", "terse", ctx("EUR", 129_500), bid(118_050), "1.180,50 € por unidad");
clear("020", "terse", ctx("EUR", 38_000, null, 2), total(35_000), "¿Los dos por 700 en total?");
clear("021", "terse", ctx("EUR", 89_900), ask("warranty"), "¿Tiene garantía?");
clear("022", "terse", ctx("EUR", 2_499), ACCEPT, "Vale, acepto.");
clear("023", "terse", ctx("EUR", 2_499), WITHDRAW, "Ya no me interesa, gracias.");
unclear("024", "terse", ctx("EUR", 45_000, 39_000), "todavía lo piensa", "déjame pensarlo");
clear("025", "terse", ctx("EUR", 45_000, 39_000), ask("rounds-left"), "¿Cuántas rondas quedan?");
clear("026", "terse", ctx("EUR", 115_000), words(100_000, "mil"), "mil y lo dejamos ahí.");
clear("027", "terse", ctx("EUR", 64_900), ask("negotiable"), "¿El precio es negociable?");
clear("028", "terse", ctx("EUR", 29_900), bid(25_000), "250€?");
clear("029", "terse", ctx("USD", 45_000), words(40_000, "cuatrocientos"), "cuatrocientos dólares, ¿va?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 34_900), bid(30_000), "¡Hola! ¿me lo dejarías en 300? 🙂");
clear("102", "chat", ctx("USD", 29_999), bid(25_000), "uf está caro 😅 ¿250?");
clear("103", "chat", ctx("EUR", 29_999, 25_000), ACCEPT, "vale vale, tú ganas, me lo quedo a tu precio");
clear("104", "chat", ctx("EUR", 1_899), WITHDRAW, "nah, mejor no, gracias igual 👋");
clear("105", "chat", ctx("EUR", 1_899), ask("shipping"), "hola, ¿el envío se paga aparte?");
clear("106", "chat", ctx("EUR", 7_900), ask("discount"), "¿me haces un mejor precio?");
clear("107", "chat", ctx("USD", 52_000), words(45_000, "cuatrocientos cincuenta"), "yo pensaba más bien en cuatrocientos cincuenta");
clear("108", "chat", ctx("EUR", 21_900), ask("warranty"), "¿todavía tiene garantía?");
clear("109", "chat", ctx("EUR", 21_900), ask("delivery"), "¿cuánto tarda en llegar a Valencia?");
clear("110", "chat", ctx("EUR", 6_450), ask("payment"), "¿puedo pagar con bizum?");
clear("111", "chat", ctx("EUR", 6_450), ask("returns"), "¿lo puedo devolver si no me queda bien?");
clear("112", "chat", ctx("EUR", 47_500, 40_000), ask("standing-offer"), "¿cuál era tu precio ahora mismo?");
clear("113", "chat", ctx("USD", 47_500), ask("negotiable"), "oye, ¿el precio es negociable o es fijo?");
clear("114", "chat", ctx("EUR", 52_000, 48_000), ACCEPT, "venga, ¡520 y trato hecho!");
clear("115", "chat", ctx("EUR", 52_000, 44_000), bid(48_000), "puedo llegar a 480, de verdad es mi máximo");
clear("116", "chat", ctx("EUR", 48_000, 35_000), bid(40_000), "¿¿480?? ni de broma. 400");
unclear("117", "chat", ctx("EUR", 34_900), "«300 y pico»", "nose, 300 y pico quizás");
unclear("118", "chat", ctx("EUR", 99_900), "ironía", "sí claro, 999, precio justísimo 🙄");
unclear("119", "chat", ctx("EUR", 99_900, 80_000), "«a lo mejor»: todavía no", "a lo mejor lo acepto, dame un momento");
clear("120", "chat", ctx("EUR", 12_000, 9_500), plus(10_000, 500), "5 más que mi última oferta y ya está");
unclear("121", "chat", ctx("EUR", 11_900), "oferta con condición de envío gratis", "95 si el envío corre de tu cuenta");
clear("122", "chat", ctx("USD", 8_900), bid(7_000), "¿70 dólares?");
clear("123", "chat", ctx("EUR", 8_900, 7_000), ACCEPT, "bueno, vale. hecho");
clear("124", "chat", ctx("EUR", 8_900, 7_000), WITHDRAW, "olvídalo, muy caro para mí. chao");
clear("125", "chat", ctx("EUR", 139_000), bid(125_000), "would you take 1250? perdón, ¿1250 € te va?");
unclear("126", "chat", ctx("EUR", 49_900), "precio visto en otro sitio: ¿es una oferta?", "lo vi por 430 en otra web");
clear("127", "chat", ctx("EUR", 36_000, null, 3), total(33_000), "¿los 3 por 990 en total?");
unclear("128", "chat", ctx("EUR", 36_000), "¿diferencia con qué? no hay oferta previa", "¿partimos la diferencia?");
clear("129", "chat", ctx("EUR", 18_900), bid(15_000), "150 y te pago ahora mismo");
clear("130", "chat", ctx("EUR", 4_999), bid(4_000), "¿40€ te vale? 😅");
clear("131", "chat", ctx("USD", 2_000, 1_500), ACCEPT, "dale, cerramos en 20");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 52_000),
  bid(45_000),
  "Buenos días:\n\nEstoy interesado en la mesa auxiliar de nogal (anuncio n.º 48213). ¿Aceptaría 450 €?\n\nUn saludo,\nJuan García\nTel. 612 345 678",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 129_900),
  bid(118_000),
  "Estimado/a señor/a:\n\nGracias por su rápida respuesta del 14 de marzo. Quisiera ofrecerle 1.180,00 € por el aparato. Puedo recogerlo yo mismo en la calle Mayor 21, 28013 Madrid.\n\nAtentamente,\nLucía Fernández\n91 123 45 67",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 31_900),
  ask("delivery"),
  "Hola:\n\nSobre mi consulta n.º 20931: ¿sería posible la entrega antes del 3 de junio?\n\nGracias,\nMarcos",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 64_900, 58_000),
  ACCEPT,
  "Buenos días:\n\nGracias por su oferta de 649,00 €. La acepto con gusto. Por favor, envíe la factura a Avda. de la Constitución 7, 41001 Sevilla.\n\nSaludos cordiales,\nTomás Ruiz",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 84_000, 70_000),
  WITHDRAW,
  "Estimada Sra. López:\n\nGracias por su paciencia. Después de hablarlo con mi pareja, hemos decidido no seguir adelante con la compra.\n\nUn cordial saludo,\nTomás (654 96 07 34)",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 45_000, null, 4),
  total(40_000),
  "Hola:\n\nNecesitamos 4 sillas para la oficina (Polígono Industrial Las Arenas, nave 7, 48930 Getxo). ¿Aceptaría 1.600 € por las cuatro?\n\nSaludos,\nPriya Shah\nResponsable de oficina",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 89_900),
  ask("warranty"),
  "Estimado vendedor:\n\n¿La garantía de 2 años cubre también la batería?\n\nAtentamente,\nP. Novak\nRef. pedido 2024-118",
);
clear("208", "polite-email", ctx("EUR", 27_500), ask("payment"), "Hola:\n\n¿Puedo pagar por transferencia bancaria?\n\nGracias,\nLeila");
clear(
  "209",
  "polite-email",
  ctx("USD", 15_900),
  ask("delivery"),
  "Hola, buenas tardes:\n\n¿Es posible la entrega en 48 horas a la colonia Roma, CP 06700, Ciudad de México?\n\nDe antemano gracias,\nKevin",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 79_900),
  minus(74_900, 5_000),
  "Estimado equipo:\n\nGracias por la oferta. Por desgracia sigue por encima de nuestro presupuesto. Si nos rebajan 50 €, hacemos el pedido hoy.\n\nSaludos cordiales,\nMaría González\nCompras, Tel. +34 93 555 01 32",
);
clear(
  "211",
  "polite-email",
  ctx("EUR", 39_900, 30_000),
  bid(34_000),
  "Hola Sam:\n\nGracias por responder tan rápido. Puedo subir a 340 (antes 300), pero de verdad es lo máximo que puedo.\n\nUn saludo,\nÓscar\nC/ Olmo 12, 46001 Valencia",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 42_000, 35_000),
  "aún sin decidir: responde el lunes",
  "Hola:\n\nGracias por la oferta. Todavía no lo tengo claro; lo hablo con mi mujer el fin de semana y le digo algo el lunes 12.\n\nSaludos,\nDaniel",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 52_000),
  "dos precios",
  "Estimado/a:\n\n¿Le parecería bien 450 o quizás 470 € por la lámpara? Cualquiera de los dos me vendría bien.\n\nAtentamente,\nRuth Estévez\n690 045 600",
);
unclear(
  "214",
  "polite-email",
  ctx("EUR", 46_000),
  "un rango de mercado, no una oferta",
  "Hola:\n\nHe visto modelos parecidos que se venden por unos 380–420. ¿Qué le parece?\n\nGracias,\nJ.",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 245_000, 220_000),
  ACCEPT,
  "Estimado Sr. Patel:\n\nTal como hablamos por teléfono el 2 de mayo, le confirmo que acepto su precio de US$ 2,450.\n\nAtentamente,\nAlejandra Ríos\nAv. Providencia 1208, Santiago\n+56 2 2668 1800",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 110_000, 100_000),
  middle(105_000),
  "Hola:\n\n¿Le parece si lo dejamos a mitad de camino? Serían 1.050 € según mis cuentas.\n\nSaludos,\nTim",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 25_000),
  percentOff(22_500, 10),
  "Buenas tardes:\n\nLe ofrezco un 10 % menos que su precio actual. Si le parece bien, envíe el enlace de pago a contabilidad@example.es.\n\nMuchas gracias,\nGrace Liu",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 33_000),
  ask("negotiable"),
  "Hola:\n\nPerdone la tardanza, estuve fuera hasta el día 28. ¿El precio sigue siendo negociable?\n\nGracias,\nBenito",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 7_999),
  ask("returns"),
  "Estimado/a señor/a:\n\n¿Cuál es su política de devoluciones si el artículo llega dañado? Mi último pedido (n.º 55120) llegó con la tapa rota.\n\nAtentamente,\nSra. E. Claro",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 5_500, null, 2),
  total(4_750),
  "Hola de nuevo:\n\nPara que quede claro: mi oferta es de 95 € por el par, es decir, las dos sillas juntas.\n\nGracias,\nAmir\nC/ Cervantes 38",
);
clear(
  "221",
  "polite-email",
  ctx("EUR", 18_900, 15_000),
  WITHDRAW,
  "Hola:\n\nGracias por su tiempo, pero he encontrado otro en otro sitio, así que lo dejo aquí. ¡Suerte con la venta!\n\nUn saludo,\nClara",
);
clear(
  "222",
  "polite-email",
  ctx("USD", 249_900, null, 5),
  bid(230_000),
  "Estimados señores:\n\nPodemos ofrecer US$ 2,300.00 por unidad para 5 unidades, entregadas en nuestro almacén de Av. Insurgentes Sur 2200 antes del 30 de septiembre.\n\nSaludos,\nCompras, Acme S.A. de C.V.\nOrden de compra 4500123987",
);
unclear(
  "223",
  "polite-email",
  ctx("EUR", 54_000),
  "dos precios según recogida",
  "Hola:\n\n¿Le valdría 500? O 480 si paso yo a recogerlo.\n\nSaludos,\nLina",
);
clear("224", "polite-email", ctx("EUR", 12_900, 10_000), ACCEPT, "Hola Jo:\n\nDe acuerdo, nos quedamos con su precio. ¿Cuándo lo puede enviar?\n\nSaludos,\nPedro");
clear(
  "225",
  "polite-email",
  ctx("EUR", 2_999),
  bid(2_500),
  "Hola:\n\nUna amiga me habló de su tienda. ¿Me dejaría el póster en 25 €? Vivo en la calle Roble 118, muy cerca.\n\nGracias,\nMía",
);
clear(
  "226",
  "polite-email",
  ctx("EUR", 69_000, 55_000),
  bid(60_000),
  "Estimado Sr. Navarro:\n\nHe vuelto a mirar su propuesta del 05/11/2024. Mi contraoferta: 600 euros, con recogida el sábado.\n\nUn saludo cordial,\nCarlos Vega\nTel.: 976 98 76 54",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 129_900, 110_000),
  bid(118_000),
  "Con base en anuncios comparables, mi mandante autoriza una contraoferta de 1.180,00 EUR por unidad. Esta oferta es válida para la ronda actual.",
);
clear(
  "302",
  "agent",
  ctx("USD", 32_900),
  bid(28_900),
  "Soy un asistente de compras automatizado que actúa en nombre de Northwind S.L. Tras revisar 14 anuncios comparables (mediana USD 312.40), proponemos USD 289.00 por unidad.",
);
clear("303", "agent", ctx("EUR", 64_900, 60_000), ACCEPT, "Mi mandante acepta su oferta vigente de 649,00 EUR por unidad. Por favor, confirme y envíe las instrucciones de pago.");
clear(
  "304",
  "agent",
  ctx("EUR", 72_000, 61_000),
  WITHDRAW,
  "Tras evaluar su última contraoferta, mi mandante ha decidido no continuar. Nos retiramos de esta negociación. Gracias.",
);
clear("305", "agent", ctx("EUR", 44_900), ask("shipping"), "Antes de continuar, confirme si el precio indicado incluye el envío a Bilbao (CP 48001).");
clear(
  "306",
  "agent",
  ctx("EUR", 95_000, null, 4),
  total(90_000),
  "Contrapropuesta: 4 unidades por un total de 3.600,00 EUR (900,00 EUR por unidad). Entrega en un plazo de 10 días hábiles tras el pago.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 49_000, 42_000),
  middle(45_500),
  "Para avanzar, mi mandante propone partir la diferencia entre su oferta vigente y nuestra última oferta, es decir, 455,00 EUR por unidad.",
);
clear("308", "agent", ctx("EUR", 149_900), ask("warranty"), "Solicito aclaración: ¿qué condiciones de garantía se aplican a esta unidad (duración, cobertura, procedimiento)?");
clear("309", "agent", ctx("USD", 20_000), percentOff(17_000, 15), "Nuestra contraoferta es una reducción del 15 % sobre su oferta actual, con el resto de condiciones sin cambios.");
clear("310", "agent", ctx("USD", 58_000, 50_000), plus(52_500, 2_500), "Gracias. Aumentamos nuestra oferta en USD 25.00 respecto a la anterior, hasta USD 525.00.");
clear("311", "agent", ctx("EUR", 58_000, 50_000), ask("rounds-left"), "Indique cuántas rondas de negociación quedan antes del cierre de la sesión.");
clear(
  "312",
  "agent",
  ctx("EUR", 139_900),
  bid(124_000),
  "El presupuesto del comprador para esta categoría es de 5.000 EUR por trimestre. Por este artículo ofrecemos 1.240,00 EUR.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 49_900),
  "rango en evaluación, sin cifra firme",
  "Mi mandante está evaluando opciones en el rango de 400 a 450 EUR y volverá con una cifra firme.",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 49_900, 42_000),
  "aceptación sujeta a aprobación",
  "Podríamos aceptar su oferta, sujeto a aprobación interna. Lo confirmaré en un plazo de 24 horas.",
);
clear("315", "agent", ctx("EUR", 199_000, 175_000), bid(185_000), "Oferta final: 1.850,00 EUR por unidad. Mi mandante no superará este importe.");
clear("316", "agent", ctx("EUR", 34_500), ask("payment"), "¿Qué métodos de pago admiten (tarjeta, transferencia SEPA, factura a 30 días)?");
clear("317", "agent", ctx("EUR", 214_900, 190_000), ACCEPT, "Mi mandante me indica que acepte la oferta actual de 2.149,00 EUR. Por favor, bloquee este precio.");
unclear(
  "318",
  "agent",
  ctx("EUR", 89_000),
  "dos opciones: ¿qué precio?",
  "Opción A: 780 EUR con envío estándar. Opción B: 820 EUR con envío urgente. Indique cuál prefiere.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 64_900),
  bid(58_500),
  "Referencia: pedido 2024-07-118 (compra anterior a 610,00 EUR). Para el artículo actual, mi mandante ofrece 585,00 EUR.",
);
clear("320", "agent", ctx("EUR", 24_900), ask("negotiable"), "¿El precio publicado está abierto a negociación o es fijo?");
clear("321", "agent", ctx("USD", 999_900), bid(925_000), "Proponemos USD 9,250.00 por la unidad, pago contra entrega.");
clear(
  "322",
  "agent",
  ctx("EUR", 145_000, 120_000),
  bid(130_000),
  "Corrección: mi mensaje anterior contenía una errata (1.030). Nuestra oferta es de 1.300,00 EUR por unidad.",
);
clear("323", "agent", ctx("EUR", 4_500), ask("discount"), "¿La tienda ofrece descuentos por volumen en pedidos de más de 10 unidades?");
clear(
  "324",
  "agent",
  ctx("EUR", 61_000, 52_000),
  minus(58_000, 3_000),
  "En nombre de mi usuario: podemos cerrar hoy a 30,00 EUR por debajo de su oferta vigente.",
);

// ---- roleplay ----
clear(
  "401",
  "roleplay",
  ctx("EUR", 52_000),
  words(45_000, "Cuatrocientos cincuenta"),
  "*se apoya en el mostrador* Cuatrocientos cincuenta, amigo, y ni un céntimo más.",
);
clear("402", "roleplay", ctx("USD", 34_900), bid(30_000), "¡Por mil demonios, qué duro regateas! 300 doblones, digo, dólares, y el cofre es mío.");
clear("403", "roleplay", ctx("EUR", 34_900, 28_000), ACCEPT, "*suspira teatralmente* Está bien, está bien. Su precio. Envuélvalo.");
clear("404", "roleplay", ctx("EUR", 34_900, 28_000), WITHDRAW, "*da media vuelta y sale de la tienda* Que tenga buen día, caballero.");
clear("405", "roleplay", ctx("EUR", 12_000), bid(8_000), "¡Ja! ¿Por este trasto? Le doy 80 y dé gracias.");
clear("406", "roleplay", ctx("EUR", 12_000), ask("discount"), "Buen mercader, seguro que puede hacer algo mejor por un cliente fiel, ¿no?");
clear("407", "roleplay", ctx("EUR", 52_000), bid(48_000), "Bájelo a 480 y tenemos trato.");
clear("408", "roleplay", ctx("EUR", 26_000), minus(24_000, 2_000), "Veinte menos y nos damos la mano ahora mismo.");
clear(
  "409",
  "roleplay",
  ctx("EUR", 70_000, 60_000),
  middle(65_000),
  "Seamos razonables, usted y yo. Quedemos a mitad de camino y todos contentos.",
);
clear("410", "roleplay", ctx("EUR", 49_000, 40_000), bid(44_000), "*cuenta las monedas* 440 (antes 400), es todo lo que llevo en la bolsa.");
unclear("411", "roleplay", ctx("EUR", 56_000), "pensativo, no es una oferta", "*entorna los ojos* Mmm... ¿quinientos...? *se acaricia la barba*");
unclear("412", "roleplay", ctx("EUR", 99_900), "ironía", "Claro, 999, ¿y le doy también mi caballo ya que estamos?");
clear("413", "roleplay", ctx("EUR", 15_900), ask("warranty"), "¿Esta espada tiene garantía, o se partirá al primer golpe?");
clear("414", "roleplay", ctx("EUR", 15_900), ask("returns"), "¿Y si se rompe, se la puedo devolver?");
clear("415", "roleplay", ctx("EUR", 79_000), words(70_000, "Setecientos"), "*desliza una bolsa sobre la mesa* Setecientos. Cuéntelos si quiere.");
clear("416", "roleplay", ctx("EUR", 26_000), bid(22_000), "¡Quiere robar a un pobre viajero! 200, ni una moneda más... no, espere, 220, por las molestias.");
unclear("417", "roleplay", ctx("EUR", 26_000), "«quizá»: no hay oferta", "Quizá me dejaría tentar... si el precio fuera más amable.");
clear("418", "roleplay", ctx("EUR", 18_900, 15_000), ACCEPT, "¡Choque esos cinco! Trato hecho, me lo llevo.");
clear("419", "roleplay", ctx("EUR", 18_900, 15_000), WITHDRAW, "Ay, mis arcas están vacías. Tengo que dejarlo. Adiós.");
clear("420", "roleplay", ctx("EUR", 18_900, 15_000), ask("rounds-left"), "¿Cuántas veces más hemos de regatear, mercader? ¿Cuántas rondas quedan?");
clear("421", "roleplay", ctx("EUR", 135_000), words(120_000, "mil doscientos"), "Le doy mil doscientos, y es generoso.");
unclear("422", "roleplay", ctx("EUR", 52_000), "dos precios, indeciso", "¿Digamos 450? ¿O 470? Bah, nunca me decido.");
clear("423", "roleplay", ctx("EUR", 15_000), percentOff(13_500, 10), "*da golpecitos en la etiqueta* Un 10 % menos y me lo llevo yo mismo.");
clear("424", "roleplay", ctx("EUR", 9_900, 6_000), bid(7_500), "¿Setenta? No. Setenta y cinco. 75, es mi última palabra, tendero.");
clear("425", "roleplay", ctx("EUR", 44_000), ask("standing-offer"), "Recuérdeme, mercader: ¿cuál era su precio?");

export const ES = out;

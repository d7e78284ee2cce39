/**
 * ELEVENTH set, Spanish (Spain, Mexico, Argentina, Chile, Colombia; see fresh11/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. Its own products and wording where a situation allows (a potter's wheel, a concrete mixer, a
 * cello, a generator, a surfboard, beehives, a slicer, a conveyor belt, a "metegol", a longcase clock, an
 * adjustable care bed, a cutting plotter, a billiard table, a log chipper, a baler, a valve radio...), regional
 * chat (Mexican, Argentine, Chilean, Colombian, Peninsular) and local number formats (1.250 €, $2,150, USD 630).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, postcodes, order numbers, dates, hours, years) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh11In } from "./build";

const { clear, unclear, done } = fresh11In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 46_000), bid(39_500), "395 € por el torno de alfarero, lo recojo yo.");
clear("002", "terse", ctx("EUR", 180_000), words(150_000, "mil quinientos"), "Mil quinientos por la hormigonera, y no subo más.");
clear("003", "terse", ctx("EUR", 32_000, 28_000), ACCEPT, "Venga, va, me lo llevo a ese precio.");
clear("004", "terse", ctx("USD", 95_000, 60_000), WITHDRAW, "Muy caro. Paso.");
clear("005", "terse", ctx("EUR", 27_000), ask("delivery"), "¿Llega antes del 18/12?");
clear("006", "terse", ctx("EUR", 62_000), minus(55_000, 7_000), "Rebájame 70 € y el chelo es mío.");
clear("007", "terse", ctx("USD", 48_000), percentOff(43_200, 10), "¿Me hace un 10% de descuento? Le transfiero hoy mismo.");
clear("008", "terse", ctx("EUR", 74_000), bid(66_000), "660 por el generador Honda EU22i, sin la funda.");
clear("009", "terse", ctx("EUR", 110_000), bid(92_000), "950 — mejor dicho, 920; se me olvidó el rayón de la tapa.");
clear("010", "terse", ctx("EUR", 13_000), ask("payment"), "¿Bizum o efectivo?");
unclear("011", "terse", ctx("EUR", 58_000), "a range, not one price: which end is the bid?", "Entre 480 y 520, según cómo esté.");
clear("012", "terse", ctx("EUR", 66_000, 50_000), plus(53_000, 3_000), "Le subo 30 a mi última oferta y ahí me quedo.");
clear("013", "terse", ctx("EUR", 41_500, 38_000), ACCEPT, "Bueno, 415 €. Me lo llevo.");
unclear("014", "terse", ctx("EUR", 22_000), "a bid conditional on the tuner being included", "170, pero solo con el afinador y las cuerdas de repuesto.");
clear("015", "terse", ctx("EUR", 19_000), ask("returns"), "Si el mástil viene rajado, ¿hay 14 días para devolverlo?");

// ---- chat ----
clear("101", "chat", ctx("USD", 52_000), bid(44_000), "oye sigue disponible la tabla de surf? te doy 440 mañana temprano si va");
clear("102", "chat", ctx("USD", 31_000, 27_000), ACCEPT, "listo parce, trato!! 🙌 qué chimba");
clear("103", "chat", ctx("USD", 125_000, 90_000), WITHDRAW, "ya po, se me escapa del presupuesto, lo voy a dejar pasar. gracias por la buena onda y éxito 🙏");
clear("104", "chat", ctx("EUR", 8_800), ask("shipping"), "haces envíos? estoy en el 28013, cuánto me saldría");
clear("105", "chat", ctx("USD", 36_000), words(30_000, "trescientos"), "che, trescientos y paso a buscar el tocadiscos esta noche 🎶");
clear("106", "chat", ctx("USD", 61_000), bid(52_500), "te puedo dar 525 en efectivo, paso el sábado como a las 10:30. mi cel es 55 1234 5678 por si algo");
clear("107", "chat", ctx("EUR", 90_000, 74_000), middle(82_000), "nos quedamos a medio camino, tu precio y el mío? 🤝");
clear("108", "chat", ctx("EUR", 120_000), ask("warranty"), "el cuadro de la bici de montaña sigue en garantía? los 5 años del fabricante digo");
unclear("109", "chat", ctx("USD", 70_000), "sarcasm about the price: not a bid or an acceptance", "700 por un metegol?? dale, y yo soy Messi 😂");
unclear("110", "chat", ctx("EUR", 45_000), "a price seen elsewhere, not a bid", "vi la misma tabla de snow en wallapop a 350, por si acaso");
clear("111", "chat", ctx("USD", 3_900, null, 5), ask("discount"), "necesito 5 hamacas pa la finca, me hace precio por cantidad?");
clear("112", "chat", ctx("EUR", 14_000, null, 4), total(12_500), "las 4 colmenas por 500 todo junto, te vale?");
clear("113", "chat", ctx("EUR", 6_500, 5_000), ACCEPT, "ok, me lo quedo a ese precio");
clear("114", "chat", ctx("USD", 88_000, 65_000), WITHDRAW, "nel, paso");
clear("115", "chat", ctx("EUR", 40_000), minus(34_000, 6_000), "bájale 60 y lo recojo hoy mismo");
clear("116", "chat", ctx("USD", 33_000), ask("negotiable"), "se puede negociar o es precio cerrado?");
unclear("117", "chat", ctx("EUR", 54_000), "'meet in the middle' with no earlier bid: the middle of what?", "nos vemos en el medio y listo?");
clear("118", "chat", ctx("EUR", 23_000, 19_000), ask("standing-offer"), "perdona, cuál era tu precio al final?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 640_000), bid(575_000),
  "Estimada Sra. Álvarez:\n\nLe agradecemos la visita al grupo electrógeno diésel de 60 kVA del pasado jueves. Teniendo en cuenta sus 4.200 horas de funcionamiento y la revisión pendiente, le ofrecemos 5.750 €, con recogida en su nave.\n\nAtentamente,\nRicardo Osuna\nJefe de obra, Construcciones Osuna S.L.\nPolígono Industrial Las Quemadas, parcela 19\n14014 Córdoba\nTel. 957 55 01 62");
clear("202", "polite-email", ctx("USD", 260_000, 230_000), ACCEPT,
  "Estimado Lic. Garza:\n\nGracias por su nueva propuesta. Estamos de acuerdo, así que tómelo como nuestra aceptación; nuestro chofer pasará por la rebanadora el miércoles.\n\nSaludos cordiales,\nSofía Carrillo\nSalchichonería Carrillo, Monterrey");
clear("203", "polite-email", ctx("EUR", 480_000, 350_000), WITHDRAW,
  "Estimado Sr. Tamayo:\n\nSiento comunicarle que el presupuesto aprobado por nuestro consejo no alcanza su precio, así que renunciamos a comprar la cinta transportadora. Le agradecemos su atención.\n\nUn cordial saludo,\nÁngela Moreno");
clear("204", "polite-email", ctx("EUR", 142_000), ask("delivery"),
  "Buenos días:\n\nEn relación con su presupuesto n.º P-77310 del expositor refrigerado de bebidas: nuestra cafetería reabre el 6 de enero tras la reforma. ¿Sería posible la entrega en Logroño (26001) la semana del 29 de diciembre, y cuántos días suele tardar?\n\nMuchas gracias,\nHelena Bravo\n941 55 01 35");
clear("205", "polite-email", ctx("EUR", 21_000, null, 10), total(18_500),
  "Estimados señores:\n\nEstamos renovando los vestuarios de nuestro gimnasio y necesitamos 10 taquillas metálicas. Ofrecemos 1.850 € por el conjunto, entregadas en la puerta de servicio.\n\nUn saludo deportivo,\nCarla Gómez\nForja Fitness\nCalle de Alcalá 412, 28027 Madrid");
clear("206", "polite-email", ctx("EUR", 95_000), words(80_000, "ochocientos euros"),
  "Estimada Sra. Villar:\n\nGracias por la descripción del reloj de pie. Como la maquinaria necesita una revisión completa, estaría dispuesto a ofrecer ochocientos euros, y puedo recogerlo el sábado en Oviedo.\n\nAtentamente,\nArturo Peñalba\n684 55 04 18");
clear("207", "polite-email", ctx("EUR", 300_000), percentOff(264_000, 12),
  "Buenos días:\n\nGestionamos una pequeña residencia de mayores y nos interesa la cama articulada reacondicionada de su anuncio. Como asociación sin ánimo de lucro (CIF G12345678), ¿podrían rebajarnos un 12 % el precio publicado? Podemos recogerla entre semana a partir de las 14:00.\n\nCon nuestro agradecimiento,\nMargarita Elías\nResidencia Los Olmos");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Estimado Sr. Quintana:\n\nAntes de hacer el pedido del plóter de corte (modelo SC-1600, n.º de serie 0448-21907), ¿podría confirmarme cuánto queda de la garantía de 2 años del fabricante y si cubre el cabezal de corte?\n\nSaludos,\nDana Villalobos\nRótulos Villalobos");
clear("209", "polite-email", ctx("USD", 260_000), bid(215_000),
  "Hola Gregorio:\n\nComo platicamos por teléfono, ofrecemos $2,510 dólares por el patín hidráulico eléctrico — corrijo: debe decir $2,150, me equivoqué en los dígitos.\n\nSaludos,\nNora Blanco\nFletes Blanco");
clear("210", "polite-email", ctx("EUR", 187_500, 170_000), ACCEPT,
  "Estimado Sr. Olmedo:\n\nBuenas noticias: los socios están de acuerdo con 1.875,00 € por la mesa de billar, así que aceptamos. La hoja de pedido firmada va en un correo aparte.\n\nUn saludo,\nLucas Ortega\nBar El Taco Verde");
unclear("211", "polite-email", ctx("EUR", 560_000), "a price that needs a finance committee's sign-off, not a firm bid",
  "Estimada Sra. Ruiz:\n\nHe recomendado a nuestro comité financiero 5.000 € por la astilladora de leña. Si lo aprueban en su reunión del día 9, se lo confirmo enseguida.\n\nAtentamente,\nTomás Berrocal");
clear("212", "polite-email", ctx("USD", 72_000, null, 2), bid(63_000),
  "Buenas tardes:\n\nOrden de compra 88-4410: por los 2 ventiladores industriales de su cotización del 3 de diciembre, podemos ofrecer USD 630 por unidad, con entrega en Av. Corrientes 1250, C1043 CABA.\n\nSaludos cordiales,\nDavid Chen\nDepósitos Chen S.R.L.\n+54 11 5555-0127");
clear("213", "polite-email", ctx("EUR", 215_000), ask("payment"),
  "Estimados señores:\n\nGracias por la factura proforma FP-3321 del 20 de noviembre del equipo de karaoke (2 micrófonos inalámbricos, 1 mesa de mezclas). Nuestra gestoría paga a proveedores los días 5 y 20. ¿Podríamos abonar la mitad con el pedido y la otra mitad a la entrega, o aceptan pago a 30 días?\n\nUn saludo,\nFiona Walls\nTaberna El Puerto\nMuelle 14, 11001 Cádiz");
clear("214", "polite-email", ctx("EUR", 390_000), minus(365_000, 25_000),
  "Hola, Sr. Linares:\n\nGracias por las fotos de la canoa de cedro. Nos gustaría ofrecerle 250 € menos de lo que pide, y podríamos recogerla en Zaragoza el día 14.\n\nUn abrazo,\nEmma y Jonás Prieto");
clear("215", "polite-email", ctx("EUR", 150_000, 120_000), plus(127_500, 7_500),
  "Estimada Sra. Herrera:\n\nLo hemos hablado en casa y podemos poner 75 € más de lo que ofrecimos la última vez. Espero que con eso lo cerremos.\n\nSaludos cordiales,\nColin Aguirre");
clear("216", "polite-email", ctx("EUR", 68_000), ask("shipping"),
  "Hola:\n\nLa casa de muñecas sería un regalo de Navidad para mi nieta en Valencia (46001). ¿Envían hasta allí, y cuánto me cobrarían?\n\nGracias,\nRut Simón");
clear("217", "polite-email", ctx("USD", 720_000, 560_000), WITHDRAW,
  "Estimada Sra. Vargas:\n\nLe agradezco el tiempo que nos ha dedicado. Después de revisar los números con nuestros socios, decidimos no seguir adelante con esta compra. Le deseamos mucho éxito con la venta.\n\nAtentamente,\nEnrique Adame\nAgrícola Adame");
unclear("218", "polite-email", ctx("EUR", 118_000), "two prices, one for each option: which is the bid?",
  "Estimados señores:\n\nNuestro presupuesto da para 980 € por la trituradora tal como está; con el juego de cuchillas de repuesto estaríamos en 1.080 €.\n\nAtentamente,\nPablo Mercado");
clear("219", "polite-email", ctx("EUR", 276_000, 240_000), middle(258_000),
  "Hola Lucía:\n\nUstedes bajaron, nosotros subimos. Cerrémoslo a medio camino entre nuestra última oferta y su precio actual.\n\nGracias,\nBenito Ortiz");
clear("220", "polite-email", ctx("EUR", 350_000, 300_000), ask("rounds-left"),
  "Estimado Sr. Falcón:\n\nGracias por su contraoferta del 25 de noviembre (ref. HB-2291). La junta de nuestra cooperativa se reúne el lunes a las 8:30 y me preguntará cuánto margen tenemos. ¿Cuántas rondas de ofertas nos quedan antes de que se cierre la negociación?\n\nAtentamente,\nGracia Henares\nCooperativa Frutícola del Jerte\n927 55 01 48");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "Resumen para el vendedor: mi mandante lleva tiempo siguiendo este equipo de karaoke. Los anuncios que de verdad se vendieron salieron por 1.950 €, 1.820 € y 1.890 €, y ella no pasará de 1.850 €. Nuestra oferta es de 1.780 €, con recogida en 5 días hábiles.");
clear("302", "agent", ctx("EUR", 84_000, 76_000), ACCEPT,
  "Al habla el asistente de compras de la Clínica Dental Marín. La gerente dio el visto bueno a sus últimas condiciones esta mañana y cerramos con gusto en esos términos. ¿Pueden emitir la factura a nuestro departamento de contabilidad?");
clear("303", "agent", ctx("EUR", 260_000, 190_000), WITHDRAW,
  "Compro en nombre de un cliente. Lo hemos revisado de nuevo y no podemos justificar el gasto a su nivel de precio, así que lo dejamos aquí y no compraremos. Gracias por responder tan rápido.");
clear("304", "agent", ctx("EUR", 58_000), ask("returns"),
  "Pregunta de un asistente de compras (IA) antes de que mi clienta se comprometa: si al entregar la cama elástica falta un muelle o la red de seguridad, ¿se puede devolver, y en cuántos días?");
clear("305", "agent", ctx("EUR", 27_000, null, 8), total(24_000),
  "Propuesta\nArtículo: taquilla de oficina, 4 puertas\nCant.: 8\nTotal: 1.920 € por las ocho\nEnvío: mensajería\nPago: contra factura");
clear("306", "agent", ctx("EUR", 135_000), percentOff(121_500, 10),
  "Tras contrastar su anuncio con equipos similares vendidos este otoño, mi usuario propone su precio menos un 10 por ciento; su propio anuncio menciona que el compresor ya se cambió una vez.");
unclear("307", "agent", ctx("EUR", 98_000), "a number with no clear role: what the user once paid, not a bid",
  "Mi usuaria comenta que pagó 850 por el anterior. ¿Cómo desea que procedamos?");
clear("308", "agent", ctx("EUR", 420_000), bid(372_000),
  "Oferta estructurada a continuación.\n```yaml\naccion: contraoferta\narticulo: empacadora HB-540\nprecio_unitario: 3720\nmoneda: EUR\nvalida_hasta: 2026-12-11\n```");
clear("309", "agent", ctx("EUR", 8_400, null, 25), ask("discount"),
  "Buscamos carros de lencería para los 25 hoteles de una cadena, uno por hotel. Con 25 unidades, ¿a cuánto bajaría su precio por unidad?");
clear("310", "agent", ctx("EUR", 96_000, 80_000), minus(76_000, 4_000, "last-bid"),
  "De nuevo el agente comprador. El presupuesto del transporte salió más alto de lo previsto, así que mi mandante baja nuestra puja: 40 € menos de lo que ofrecimos la última vez.");
clear("311", "agent", ctx("EUR", 390_000), ask("negotiable"),
  "Agente de compras automatizado de la Granja Los Robles. Antes de ofertar por el rastrillo hilerador: ¿el vendedor considera firme el precio publicado, o hay margen para negociar?");
unclear("312", "agent", ctx("EUR", 220_000, 190_000), "inclined to accept but not yet deciding: 'sleep on it'",
  "Mi mandante se inclina por aceptar su precio, pero quiere consultarlo con la almohada. Le respondo mañana por la mañana.");
clear("313", "agent", ctx("EUR", 480_000), words(420_000, "cuatro mil doscientos euros"),
  "Mi mandante ha fijado una cifra de cuatro mil doscientos euros por el quad, que le traslado ahora como nuestra oferta. Transferencia en la recogida.");
clear("314", "agent", ctx("EUR", 67_000, 58_000), ask("standing-offer"),
  "| artículo | vinoteca, 46 botellas |\n|---|---|\n| nuestra última oferta | 580 |\n\n¿Puede confirmarme su precio actual para informar a mi mandante?");
clear("315", "agent", ctx("EUR", 142_000, 130_000), ACCEPT,
  "Mi mandante acepta 1.420 € por unidad. Considere este mensaje como nuestra aceptación y envíenos la confirmación del pedido.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 21_000), bid(16_500), "*sopla el polvo de la vieja radio de válvulas y gira el dial* Chisporrotea un poco. 165, y me la llevo yo mismo.");
clear("402", "roleplay", ctx("EUR", 12_000, 10_000), ACCEPT, "*da una palmada en el mostrador* ¡Hecho! Envuélvamelo.");
clear("403", "roleplay", ctx("EUR", 38_000, 26_000), WITHDRAW, "*guarda el trombón en su estuche* Se me va de las manos. Gracias de todos modos. *se dirige a la puerta*");
clear("404", "roleplay", ctx("EUR", 46_000), ask("delivery"), "*mira el calendario de la pared* Mi hermana se casa el día 20. ¿Me lo pueden entregar unos días antes?");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), middle(25_000), "*se frota las sienes* Mire, partimos la diferencia y todos contentos.");
clear("406", "roleplay", ctx("EUR", 15_000), bid(12_000), "*rebusca en la cartera* 130... bueno, no: 120, que me hace falta para el autobús.");
clear("407", "roleplay", ctx("USD", 9_000), words(7_500, "setenta y cinco dólares"), "*acaricia la crin pintada del caballito de carrusel* Setenta y cinco dólares por esta viejita, lo toma o lo deja.");
unclear("408", "roleplay", ctx("EUR", 44_000), "an approximate figure, not a firm bid", "*entrecierra los ojos* ¿Unos trescientos cincuenta? Más o menos por ahí.");
clear("409", "roleplay", ctx("EUR", 56_000), minus(50_000, 6_000), "*balancea el brasero sobre la pata torcida* Esta pata está doblada. Sesenta menos del precio y con eso pago la soldadura.");
clear("410", "roleplay", ctx("EUR", 32_000, 24_000), plus(26_500, 2_500), "*murmura algo del regalo de cumpleaños de su hija* Bueno, bueno, le sumo veinticinco a lo que ofrecí antes. Es todo lo que tengo.");
clear("411", "roleplay", ctx("EUR", 17_500), ask("payment"), "*muestra un móvil con la pantalla rota* ¿Puedo pagar con el móvil? No llevo efectivo.");
unclear("412", "roleplay", ctx("EUR", 82_000), "the buyer wants to think it over: no decision yet", "*mira largo rato la mesa de ping-pong* Déjeme pensarlo esta noche.");
clear("413", "roleplay", ctx("EUR", 69_000, 60_000), ACCEPT, "*suspira* Bueno. Su precio. Vamos.");
unclear("414", "roleplay", ctx("EUR", 36_000), "two prices with no correction: the buyer has not chosen", "*hojea la caja de discos* Mi hermano dice 290, yo diría 310. No me decido.");
clear("415", "roleplay", ctx("EUR", 99_000, 70_000), WITHDRAW, "*da media vuelta* Olvídelo.");
clear("416", "roleplay", ctx("EUR", 135_000), bid(110_000), "*sube a la lancha y mira el cuentahoras* 1.200 horas desde el 81, los dos fuera de borda de 90 CV originales. 1.100 en efectivo y me la llevo esta noche.");

export const FRESH11_ES = done();

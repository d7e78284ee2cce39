/**
 * TWELFTH set, Spanish (Spain; Ecuador, Panama, Puerto Rico and US Spanish where the dollar is the local currency;
 * an Argentine and a Mexican-American buyer quoting dollars; see fresh12/index.ts): written 2026-11-27 blind, the
 * same 84 scenarios as en.ts in local wording (euros written "1.950,00 €" and "400 €", dollars "US$1,950" and
 * "USD 390"; "pavos" in Spain; voseo, Mexican and Caribbean chat), not translated sentence by sentence.
 *
 * Labels as in en.ts: corrections (009, 207, 405) take the amount meant; acceptances name no amount or exactly the
 * standing offer (013, 210, 315); other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh12In } from "./build";

const { clear, unclear, done } = fresh12In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 48_000), bid(40_000), "400 € en efectivo por la cortadora de ladrillos, paso esta tarde.");
clear("002", "terse", ctx("USD", 65_000), words(50_000, "quinientos"), "¿Aceptaría quinientos dólares por la placa compactadora?");
clear("003", "terse", ctx("EUR", 22_000, 18_000), ACCEPT, "Venga, trato hecho.");
clear("004", "terse", ctx("EUR", 140_000, 90_000), WITHDRAW, "Demasiado caro. Lo dejo.");
clear("005", "terse", ctx("EUR", 30_000, 24_000), ask("rounds-left"), "¿Cuántas contraofertas me quedan antes del cierre?");
clear("006", "terse", ctx("EUR", 36_000), minus(31_500, 4_500), "Rebájeme 45 € del nivel láser y me lo llevo.");
clear("007", "terse", ctx("USD", 85_000), percentOff(72_250, 15), "Un 15 % de descuento en la pulidora de pisos y cerramos.");
clear("008", "terse", ctx("EUR", 34_000), bid(29_000), "Ingletadora Makita LS1018: 290 €, sin la mesa.");
clear("009", "terse", ctx("EUR", 35_000), bid(28_000), "310 € por la pistola airless. Perdón, quise decir 280 — la manguera está rajada.");
clear("010", "terse", ctx("EUR", 9_000), ask("payment"), "Impresora de etiquetas: ¿aceptas Bizum?");
unclear("011", "terse", ctx("EUR", 21_000), "un rango, no un precio: ¿cuál es la oferta?", "Destructora de papel: ¿algo entre 150 y 180?");
clear("012", "terse", ctx("EUR", 54_000, 42_000), plus(46_000, 4_000), "Perforadora de diamante: 40 € más que mi última oferta.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, vale. La cepilladora regruesadora es mía.");
unclear("014", "terse", ctx("USD", 29_000), "una oferta condicionada a que incluyan los audífonos y el pinpointer", "240 si vienen los audífonos y el pinpointer.");
clear("015", "terse", ctx("EUR", 19_000), ask("warranty"), "¿El deshumidificador sigue con los 2 años de garantía?");
clear("016", "terse", ctx("EUR", 6_500, null, 4), total(5_500), "¿Los 4 taburetes de barra por 220 €?");
clear("017", "terse", ctx("EUR", 19_000, 12_000), WITHDRAW, "Gracias por la paciencia, pero dejo pasar el rodillo de planchar.");
clear("018", "terse", ctx("EUR", 145_000), bid(115_000), "1.150 € por la prensa de sidra. Puedo recogerla el domingo.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(60_000), "hola! sigue disponible el sillón de masaje? puedo dar 600, escríbeme al 612 55 01 43 si te cuadra");
clear("102", "chat", ctx("USD", 42_000, 35_000), ACCEPT, "órale sí!! trato 🎉 ¿cuándo paso por él?");
clear("103", "chat", ctx("EUR", 26_000, 15_000), WITHDRAW, "uf, es más de lo que quiero gastar en una máquina de humo la verdad. paso");
clear("104", "chat", ctx("EUR", 38_000), ask("shipping"), "hola, envías la cítara? estoy en Oviedo 33003, cuánto saldría el envío");
clear("105", "chat", ctx("EUR", 32_000), words(25_000, "doscientos cincuenta"), "me dejarías el arcón congelador en doscientos cincuenta? voy con la furgo de mi hermano");
clear("106", "chat", ctx("USD", 18_000, 14_000), middle(16_000), "dale, partimos la diferencia con el remolque de bici y listo?");
clear("107", "chat", ctx("USD", 14_000), bid(11_000), "mi pana compró su wafflera en 90 en marketplace jaja, pero la tuya trae las planchas extra así que subo a 110");
clear("108", "chat", ctx("EUR", 46_000), ask("negotiable"), "los 460 de la rueca son fijos o se puede hablar?");
unclear("109", "chat", ctx("USD", 120_000), "sarcasmo sobre el precio: ni oferta ni aceptación", "1200 por un salvaescaleras usado?? sí claro, ya mismo vendo un riñón 😂");
unclear("110", "chat", ctx("EUR", 90_000), "un precio visto en otro sitio, no una oferta", "por cierto, el mismo grabador láser se vendió por 700 en wallapop la semana pasada");
clear("111", "chat", ctx("USD", 35_000, null, 2), ask("discount"), "si me llevo los dos sillones de barbero me hacés un precio?");
clear("112", "chat", ctx("USD", 11_000), bid(8_500), "te doy 85 x la mesa de dibujo, paso dsp de las 6");
clear("113", "chat", ctx("EUR", 9_500, 8_000), ACCEPT, "bueno vale, tu precio. el ajedrez es mío");
clear("114", "chat", ctx("USD", 60_000, 45_000), WITHDRAW, "paso de la motoneta, conseguí una más cerca de la casa. gracias igual");
clear("115", "chat", ctx("USD", 16_000), minus(14_000, 2_000), "bajale 20 dólares a la máquina de pasta y me la llevo");
unclear("116", "chat", ctx("EUR", 52_000), "'nos vemos a mitad de camino' sin oferta previa: ¿la mitad de qué?", "quedamos a mitad de camino con la cajonera de planos?");
clear("117", "chat", ctx("EUR", 33_000, 25_000), ask("standing-offer"), "perdona, en cuánto estás ahora con la caja de ritmos? me he perdido");
clear("118", "chat", ctx("USD", 27_000), ask("delivery"), "oye mano, cuándo me podrías traer el sofá cama? entre semana después de las 5 me sirve");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 240_000), bid(195_000),
  "Estimado Sr. Kowalski:\n\nGracias por las fotos del lavavasos bajo barra (instalado en 2019, según su anuncio). Con cargo a nuestro pedido 4471-B podemos ofrecerle 1.950,00 €, y nuestro encargado puede retirarlo de su local el 3 de marzo.\n\nUn saludo cordial,\nDenise Haro\nResponsable de operaciones, Bar El Alambique\nCalle del Canal 221, 46011 Valencia\n963 55 01 96");
clear("202", "polite-email", ctx("EUR", 130_000, 115_000), ACCEPT,
  "Estimada Priya:\n\nGracias por su respuesta. Nos parece bien cerrar la salamandra a su precio. ¿Podría indicarnos qué mañanas le vienen bien para recogerla y si ya está desconectada del gas?\n\nUn saludo,\nTomás Ferrer\nJefe de cocina, El Viejo Granero");
clear("203", "polite-email", ctx("USD", 110_000, 70_000), WITHDRAW,
  "Estimada Sra. Okafor:\n\nLe agradezco su paciencia durante esta semana. Tras comparar los costos de operación, hemos decidido mantener nuestro sistema de franqueo actual, por lo que desistimos de la compra de la franqueadora. Muchas gracias nuevamente por su ayuda.\n\nAtentamente,\nMartín Gracia\nJefe de oficina");
clear("204", "polite-email", ctx("EUR", 160_000), ask("delivery"),
  "Buenas tardes:\n\nNos interesa la grapadora-plegadora de folletos (ref. BM-2207). Nuestra imprenta tiene un pedido grande para el 22 de enero. ¿Podrían entregarla en 41001 Sevilla antes del 15 de enero, y con qué plazo de entrega debemos contar?\n\nGracias de antemano,\nSandra Vidal\nCopistería Vidal\n954 55 01 10");
clear("205", "polite-email", ctx("USD", 9_500, null, 6), total(8_000),
  "Hola:\n\nEstamos equipando una pequeña oficina contable y nos quedaríamos con los 6 archivadores de cuatro gavetas. ¿Aceptaría US$480 por los seis? Los retiramos con nuestra propia camioneta.\n\nGracias,\nOlivia Terán\nTerán & Asociados, Quito");
clear("206", "polite-email", ctx("EUR", 120_000), words(95_000, "novecientos cincuenta euros"),
  "Estimado Sr. Azcona:\n\nGracias por dejarnos ver el armario de roble el sábado. Es una pieza preciosa, aunque el panel trasero tiene carcoma que habrá que tratar. Quisiéramos ofrecerle novecientos cincuenta euros, y nosotros nos encargamos de la mudanza.\n\nUn cordial saludo,\nJudith y Alan Merino");
clear("207", "polite-email", ctx("EUR", 380_000), bid(304_000),
  "Estimado Sr. Haddad:\n\nTal como hablamos por teléfono, le ofrecemos 3.400 € por el horno mixto — corrijo: donde dice 3.400 debe decir 3.040 €. Nuestra contable me recordó que el descalcificado está pendiente.\n\nSaludos,\nFelipe Navarro\nCocina Navarro");
clear("208", "polite-email", ctx("USD", 45_000), ask("returns"),
  "Hola:\n\nMe interesa el osciloscopio de 100 MHz para mi taller de reparaciones. Si resultara que uno de los 4 canales está defectuoso, ¿aceptaría una devolución dentro de 14 días?\n\nSaludos,\nKevin Marín");
clear("209", "polite-email", ctx("EUR", 70_000), percentOff(56_000, 20),
  "Estimado Sr. Delgado:\n\nSoy profesora de música en el IES Miguel Hernández y a nuestro departamento le encantaría el xilófono para el concierto de primavera. Como centro público con un presupuesto muy ajustado, ¿podría hacernos un 20 % de descuento sobre el precio? Podemos recogerlo entre semana a partir de las 15:30.\n\nMuchas gracias,\nAna Kowalczyk");
clear("210", "polite-email", ctx("USD", 215_000, 190_000), ACCEPT,
  "Estimado Sr. Pryce:\n\nHablé con mi padre y con gusto aceptamos US$2,150 por la ordeñadora. Envíenos sus datos bancarios y hacemos la transferencia.\n\nSaludos cordiales,\nGabriela Morales\nFinca Los Pinos, Chiriquí");
unclear("211", "polite-email", ctx("EUR", 520_000), "una cifra que el pleno municipal aún debe aprobar, no una oferta firme",
  "Estimada Sra. López:\n\nPropondré 4.500 € por la desbrozadora de martillos al pleno del ayuntamiento en su sesión del 12 de marzo y le escribiré de nuevo después.\n\nAtentamente,\nDiego Haro\nSecretario, Ayuntamiento de Villabrava");
clear("212", "polite-email", ctx("USD", 45_000, null, 3), bid(39_000),
  "Buen día:\n\nEn referencia a su cotización n.º 2318 por 3 armarios calientes: podemos ofrecer USD 390 por unidad, entregados en nuestra cocina de la calle Los Pinos 48 antes del 20.\n\nSaludos,\nMei Lin\nLoto Dorado Catering\n(787) 555-0174");
clear("213", "polite-email", ctx("EUR", 85_000), ask("payment"),
  "Estimada Sra. Fischer:\n\nGracias por la factura 2026-0419 de la envasadora al vacío. Nuestra contabilidad paga mensualmente: ¿podemos pagar ahora con tarjeta, o le valdría una transferencia a 30 días?\n\nUn saludo,\nOwen Blanco\nCarnicería Blanco");
clear("214", "polite-email", ctx("EUR", 78_000), minus(63_000, 15_000),
  "Hola Sofía:\n\nProbamos el torno de alfarero en tu taller y gira de maravilla, aunque la bandeja de salpicaduras está rajada. ¿Nos lo dejarías en 150 € menos de lo que pides?\n\nUn abrazo,\nNaomi Hartmann");
unclear("215", "polite-email", ctx("EUR", 145_000), "dos precios para dos opciones: ¿cuál es la oferta?",
  "Estimado Sr. Elías:\n\nPagaríamos 1.100 € por la estufa de leña sola, o 1.300 € con el tubo de salida y la placa de registro.\n\nSaludos,\nFiona Doval");
clear("216", "polite-email", ctx("EUR", 42_000), ask("shipping"),
  "Hola:\n\nEl extractor de miel (9 cuadros, unos 38 kg) le vendría bien a nuestra asociación. ¿Podrían enviarlo por agencia a 22700 Jaca, y cuánto costaría el envío?\n\nGracias,\nIán Rigal\nAsociación Apícola del Pirineo");

// ---- agent ----
clear("301", "agent", ctx("USD", 190_000), bid(160_000),
  "En nombre de la heladería Pinar: máquinas de granizado comparables, de dos depósitos, se vendieron hace poco por US$1,650, US$1,720 y US$1,590. El dueño fijó un tope de US$1,700 para esta compra. Ofrecemos US$1,600, pago al retirar dentro de la semana.");
clear("302", "agent", ctx("EUR", 64_000, 58_000), ACCEPT,
  "Le escribe el asistente de compras de la copistería del Puerto. Su precio revisado para la plastificadora nos parece aceptable y lo aceptamos. Por favor, envíe la factura e indíquenos una franja para la recogida.");
clear("303", "agent", ctx("USD", 300_000, 210_000), WITHDRAW,
  "Represento al estudio de tatuajes Tinta y Aguja en esta compra. Tras revisar su contraoferta, mi clienta ha decidido no seguir adelante con el autoclave. Gracias por sus respuestas rápidas durante todo el proceso.");
clear("304", "agent", ctx("EUR", 270_000), ask("warranty"),
  "Consulta de compras automatizada sobre la rotativa de suelos, número de serie FP-88213-C: ¿se transfiere con la venta alguna garantía del fabricante o del distribuidor y, en ese caso, hasta qué fecha?");
clear("305", "agent", ctx("EUR", 11_000, null, 12), total(8_500),
  "Resumen de la oferta:\n- Artículo: mesas plegables de 180 cm\n- Cantidad: 12\n- Total ofrecido: 1.020 € por las doce\n- Recogida: a cargo del comprador\nConfirme o envíe una contraoferta, por favor.");
clear("306", "agent", ctx("USD", 125_000), percentOff(115_000, 8),
  "Negocio en nombre de un dueño de food truck. Dado el sinfín gastado y la funda que falta, mi cliente propone un 8 % por debajo de su precio para la parrilla de pellets.");
unclear("307", "agent", ctx("EUR", 98_000), "un tope de gasto y una pregunta por el precio mínimo, no una oferta",
  "Mi mandante me ha autorizado a gastar hasta 900 € en la crepera doble. ¿Cuál es el precio más bajo que aceptaría?");
clear("308", "agent", ctx("EUR", 290_000), bid(235_000),
  "Contraoferta, ref. BK-2026-118\nArtículo: laminadora de masa reversible, fabricada en 2017, rodillos de 500 mm\nPrecio unitario: 2.350,00 €\nValidez: 5 días desde hoy\nComprador: Panadería Miga y Corteza");
clear("309", "agent", ctx("USD", 4_500, null, 20), ask("discount"),
  "Estamos equipando un nuevo servicio de catering y necesitamos 20 de los chafing dishes de acero inoxidable. ¿Hay un precio por unidad más bajo si nos llevamos los 20?");
clear("310", "agent", ctx("EUR", 130_000, 105_000), minus(97_500, 7_500, "last-bid"),
  "Novedad por parte del comprador: la inspección reveló un gancho desgastado en la amasadora de espiral, así que mi cliente rebaja nuestra oferta anterior en 75 €.");
clear("311", "agent", ctx("USD", 340_000), ask("negotiable"),
  "Agente de compras de la Hacienda Los Altos. Antes de ofertar por la sembradora: ¿el precio publicado admite negociación?");
unclear("312", "agent", ctx("EUR", 88_000), "dos precios de dos socios que no se han puesto de acuerdo: aún no hay oferta",
  "Actualización: los dos socios del taller de bordado no se ponen de acuerdo — uno pagaría 800 €, el otro 850 €. Le vuelvo a escribir en cuanto fijen una cifra.");
clear("313", "agent", ctx("EUR", 210_000), words(180_000, "mil ochocientos euros"),
  "En representación de Ganadería El Molino, estoy autorizado a ofrecer mil ochocientos euros por la manga de manejo, que retiraríamos con nuestro propio remolque.");
clear("314", "agent", ctx("EUR", 56_000, 48_000), ask("standing-offer"),
  "Asistente de un pequeño ganadero. En nuestras notas figuran dos cifras distintas suyas para la esquiladora. ¿Podría confirmar su precio actual?");
clear("315", "agent", ctx("USD", 134_000, 120_000), ACCEPT,
  "Confirmo en nombre de mi mandante: US$1,340 por la desplumadora de aves, aceptado. Por favor, envíe las instrucciones de pago.");
clear("316", "agent", ctx("EUR", 90_000, 70_000), plus(76_000, 6_000),
  "Mi cliente sube su oferta anterior por la escarificadora en 60 €; es su posición final.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*golpea con los nudillos el borde de la bañera* Años veinte, hierro fundido, esto pesa sus 140 kilos como poco. Ya me duele la espalda. 380 €, y la sacan mis sobrinos.");
clear("402", "roleplay", ctx("USD", 9_000, 7_000), ACCEPT, "*se hunde en la mecedora con una sonrisa enorme* ¡Esta es! Vendida, amigo — ¡mi mujer va a estar feliz!");
clear("403", "roleplay", ctx("EUR", 70_000, 40_000), WITHDRAW, "*cierra de golpe el estuche del fagot* No. Olvídelo.");
clear("404", "roleplay", ctx("EUR", 25_000), ask("payment"), "*se palpa los bolsillos de la chaqueta* ¿Le vale una transferencia por la gaita, o solo efectivo?");
clear("405", "roleplay", ctx("EUR", 24_000), bid(18_000), "*le da una patada a la rueda del motocultor* 200 € — no, espera, 180. Las fresas están medio oxidadas.");
clear("406", "roleplay", ctx("USD", 52_000, 40_000), middle(46_000), "*abre los brazos sobre el sidecar* Usted dice una cosa, yo otra. Quedemos justo en medio y chocamos la mano.");
clear("407", "roleplay", ctx("EUR", 6_000), words(4_000, "cuarenta pavos"), "*hace sonar la campana de barco y tuerce el gesto* Cuarenta pavos, y ya es generoso con esa abolladura.");
unclear("408", "roleplay", ctx("EUR", 38_000), "una cifra aproximada, no una oferta firme", "*con los dedos manchados de tinta, mirando los chibaletes de la imprenta tipográfica* Pensaba en unos trescientos, más o menos.");
clear("409", "roleplay", ctx("EUR", 21_000), minus(18_000, 3_000), "*pasa el pulgar por la puerta abollada del armario de fermentación* Quítele treinta por esto y estamos en paz.");
clear("410", "roleplay", ctx("USD", 12_000, 8_000), plus(9_500, 1_500), "*suspira* Está bien. Quince más de lo que dije antes por el carrito de pedales — ni un centavo más.");
clear("411", "roleplay", ctx("EUR", 32_000), ask("returns"), "*tira dos veces del arrancador del cortasetos* Ahora arranca. ¿Y si en casa no quiere arrancar, se lo puedo devolver?");
unclear("412", "roleplay", ctx("USD", 150_000), "el comprador quiere pensarlo: todavía no decide", "*le da dos vueltas al gallinero y mira al cielo* Déjeme consultarlo con la almohada.");
clear("413", "roleplay", ctx("EUR", 27_000, 22_000), ACCEPT, "*da una palmada* Hecho, es mío. ¿Me agarra la otra punta del banco de trabajo y me ayuda a subirlo a la furgoneta?");
unclear("414", "roleplay", ctx("EUR", 30_000), "una cifra dudosa que el comprador no sostiene: no es una oferta firme", "*empuja la guía de la mesa de fresado* Quizá... ¿doscientos? Pero no me tome la palabra.");
clear("415", "roleplay", ctx("EUR", 110_000, 75_000), WITHDRAW, "*cierra con cuidado la tapa del armonio* Es un instrumento precioso, pero se me escapa del bolsillo. Gracias por dejarme tocarlo.");
clear("416", "roleplay", ctx("USD", 820_000), bid(680_000), "*se sube a la cabina de la miniexcavadora y golpea el horómetro* 2,300 horas, modelo 2009, y las orugas están acabadas. US$6,800 y me la llevo mañana en el tráiler.");

export const FRESH12_ES = done();

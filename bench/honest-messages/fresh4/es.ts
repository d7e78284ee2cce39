/**
 * FOURTH unseen set, Spanish (Spain and Latin America; see fresh4/index.ts): written 2026-11-27 before reading
 * the reader's code, its rules or its tests, and before running it on these messages. Written as Spanish-speaking
 * buyers write (tú and usted, "Trato hecho", "Me lo quedo", "Paso", "Bájame 50", "Lo tomas o lo dejas",
 * "Partimos la diferencia", 1.250,00 € in Spain, US$ 3,250.00 in Panama, Bizum, CIF), not translated: a velero,
 * a John Deere and an Ebro, a fundación's shirts, a cafetera de dos grupos, bicis de empresa, a gramola.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 6.000 € / 6.700,00 € / 3950.00 / US$ 3,250.00 / 7,700 dólares / 1k;
 *   words ("seiscientos cincuenta", "ochocientos", "novecientos euros", "dos mil") name the phrase as written;
 *   relative bids recompute from the context, their amount in digits or words ("Quítale trescientos",
 *   "Cincuenta más"); totals divide exactly; self-corrections (009, 108, 209, 406) are labelled with the amount
 *   meant.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); 202 carries only an order
 *   number.
 * - non-price numbers (phone numbers, postcodes, street and floor numbers, a CIF, order and listing numbers,
 *   dates, engine hours, market medians, a budget ceiling, quantities, model numbers) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh4In } from "./build";

const { clear, unclear, done } = fresh4In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 23_000), bid(18_000), "180 € por la silla y la recojo yo.");
clear("002", "terse", ctx("EUR", 90_000), words(65_000, "seiscientos cincuenta"), "Seiscientos cincuenta por el molino, en efectivo.");
clear("003", "terse", ctx("EUR", 45_000), minus(40_000, 5_000), "Bájame 50 € y me lo llevo.");
clear("004", "terse", ctx("EUR", 62_000, 55_000), ACCEPT, "Vale, trato hecho.");
clear("005", "terse", ctx("EUR", 450_000, 380_000), WITHDRAW, "Se me va de presupuesto. Lo dejo.");
clear("006", "terse", ctx("EUR", 129_900), ask("shipping"), "¿El envío va incluido o se paga aparte?");
clear("007", "terse", ctx("EUR", 180_000), percentOff(162_000, 10), "Un 10 % menos y te hago la transferencia hoy.");
clear("008", "terse", ctx("EUR", 34_900), bid(28_500), "285 € por la Hikvision DS-2CD2143G2, última oferta.");
clear("009", "terse", ctx("EUR", 75_000), bid(62_000), "260 € — perdón, error al teclear — 620 €.");
clear("010", "terse", ctx("EUR", 260_000), ask("payment"), "¿Se puede pagar con Bizum o solo por transferencia?");
unclear("011", "terse", ctx("EUR", 55_000), "un rango: ¿qué cantidad?", "entre 420 y 450 más o menos");
clear("012", "terse", ctx("EUR", 98_000, 80_000), plus(83_000, 3_000), "Venga, 30 € más que mi última oferta. Y ya.");
clear("013", "terse", ctx("EUR", 112_500, 100_000), ACCEPT, "1.125 €, hecho. Me lo quedo.");
unclear("014", "terse", ctx("EUR", 64_000), "dos precios: ¿con o sin la funda?", "550 con la funda, 500 sin ella");
clear("015", "terse", ctx("EUR", 88_000, 70_000), ask("rounds-left"), "¿Cuántas contraofertas más podemos hacer antes de que se cierre esto?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 27_500), bid(21_000), "te doy 210 por el horno de pizza? me paso el sábado por la mañana antes de las 11");
clear("102", "chat", ctx("EUR", 340_000, 300_000), ACCEPT, "SÍIII trato hecho!!! 🎉 mi equipo va a flipar con la máquina");
clear("103", "chat", ctx("EUR", 16_900, 12_000), WITHDRAW, "bah, paso. gracias de todas formas");
clear("104", "chat", ctx("EUR", 210_000), ask("warranty"), "le queda garantía o se vende tal cual?");
clear("105", "chat", ctx("EUR", 98_000), words(80_000, "ochocientos"), "ochocientos y me la llevo esta noche?");
clear("106", "chat", ctx("EUR", 140_000, 120_000), middle(130_000), "estamos a 200 de diferencia... partimos la diferencia?");
clear("107", "chat", ctx("EUR", 65_000), bid(55_000), "550 por el dron? escríbeme al 612 345 678");
clear("108", "chat", ctx("EUR", 46_000), bid(38_000), "vale 410. uy no, 380, es lo máximo que tengo");
clear("109", "chat", ctx("EUR", 72_000), ask("returns"), "si la cámara sale rana te la puedo devolver?");
unclear("110", "chat", ctx("EUR", 280_000), "sarcasmo sobre el precio: no es una aceptación", "2800 por un tractor con el capó roto? claro que sí, y yo soy la reina de Saba 😂");
unclear("111", "chat", ctx("EUR", 45_000), "aprobación pendiente (su socio)", "450 me parece justo la verdad, pero antes me tiene que dar el ok mi socio");
clear("112", "chat", ctx("EUR", 1_650), ask("discount"), "me haces mejor precio si pillamos unas 300 camisetas?");
clear("113", "chat", ctx("EUR", 130_000), bid(100_000), "1k en mano por la bici? total le hacen falta ruedas nuevas");
clear("114", "chat", ctx("EUR", 52_000, 40_000), WITHDRAW, "ok, no vamos a llegar a un acuerdo. lo dejo aquí, gracias por tu tiempo");
clear("115", "chat", ctx("EUR", 19_900, 17_000), ACCEPT, "uf bueno, tú ganas. me lo quedo");
clear("116", "chat", ctx("EUR", 420_000), bid(360_000), "es del 2011 y tiene 3200 horas... 3600?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 690_000),
  bid(600_000),
  "Estimado Sr. Castro:\n\nGracias por enseñarme el velero el domingo. Teniendo en cuenta el estado de las velas y que el fueraborda necesita una revisión, le ofrezco 6.000 € por la embarcación tal como está.\n\nUn cordial saludo,\nJavier Olmedo\nC/ del Puerto, 22, 3.º B\n03001 Alicante\nMóvil: 654 32 10 98",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 184_000),
  ACCEPT,
  "Estimada Sra. Navarro:\n\nLe agradecemos el presupuesto revisado de los auriculares. Lo aceptamos tal cual; por favor, indique nuestro número de pedido 4500661289 en la factura.\n\nAtentamente,\nMarta Iglesias\nCompras, Contact Center Levante S.L.",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 580_000, 470_000),
  WITHDRAW,
  "Buenos días, Sr. Ramos:\n\nMuchas gracias por su tiempo y por responder a todas nuestras preguntas sobre el John Deere. Lo hemos hablado en casa y, a este precio, hemos decidido no seguir adelante con la compra.\n\nUn saludo,\nRosa Peñalver\nFinca Los Almendros",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 245_000),
  ask("delivery"),
  "Hola:\n\nAbrimos nuestro segundo local el 2 de marzo y necesitaríamos tener la cafetera instalada antes. ¿Qué plazo de entrega manejan ahora mismo?\n\nGracias de antemano,\nLucas Ferrer\nCafetería Ferrer\nAv. de la Constitución 118, 41001 Sevilla",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 1_500, null, 250),
  total(1_300),
  "Buenas tardes:\n\nPara la carrera solidaria de nuestra fundación necesitamos 250 camisetas estampadas (estampado frontal a dos colores, tallas S a XXL según el desglose adjunto). Podemos ofrecerles US$ 3,250.00 por el pedido completo, incluida la preparación.\n\nSaludos cordiales,\nMegan Duarte\nFundación Corre por Panamá\nTel. +507 6123-4567",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 120_000),
  words(90_000, "novecientos euros"),
  "Estimada Sra. Aguirre:\n\nGracias por las tres propuestas de logotipo. Queremos encargarle el paquete completo de identidad corporativa y podemos ofrecerle novecientos euros, archivos fuente incluidos.\n\nUn saludo,\nDaniel Fresno\nPanadería Fresno e Hijos",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 480_000),
  percentOff(432_000, 10),
  "Buenos días, Sr. Cano:\n\nHemos revisado su propuesta para el sistema de 16 cámaras de nuestra nave de Getafe. Estaríamos dispuestos a cerrar con un 10 % de descuento sobre el precio indicado, con la instalación en enero.\n\nAtentamente,\nTomás Herrero\nResponsable de Servicios Generales",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 220_000),
  bid(180_000),
  "Hola, Jaime:\n\nGracias por contestar tan rápido. Por el DJ y el equipo de sonido de nuestra gala del sábado 18 de octubre (de 19:00 a 23:00, unos 150 invitados) podemos ofrecer 1.800 €.\n\nUn abrazo,\nAlicia Moreno\nComisión de fiestas, Club Náutico de Denia",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 310_000, 240_000),
  bid(255_000),
  "Hola de nuevo:\n\nUna corrección a mi correo de antes: escribí 2.505 €, pero quería decir 2.550 € por la Rancilio. Disculpa la confusión.\n\nGracias,\nNina",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 960_000),
  ask("negotiable"),
  "Hola, Carlos:\n\nEstamos valorando alquilar 20 bicis eléctricas para nuestros repartidores a partir de febrero. ¿La cuota mensual de vuestra web es negociable o es una tarifa cerrada?\n\nGracias de antemano,\nPriya Sánchez\nOperaciones, RápidoCaja",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 540_000, 480_000),
  "aprobación pendiente (el consejo)",
  "Estimado Sr. Novak:\n\nGracias por su paciencia. Probablemente podríamos llegar a 5.100 € por las sillas, pero cualquier importe por encima de 5.000 € tiene que aprobarlo nuestro consejo, que se reúne el día 9.\n\nAtentamente,\nHelena Calvo\nDirectora Financiera, Atento Sur S.L.",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 390_000),
  "una oferta condicionada a extras (formación de barista y un segundo juego de portafiltros)",
  "Hola, Marco:\n\nEstaríamos dispuestos a ofrecer 3.500 € por la máquina de dos grupos, siempre que incluyas una formación de barista en el local y un segundo juego de portafiltros.\n\nSaludos,\nSofía Lorente\nCafé La Molienda",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 760_000),
  bid(670_000),
  "Estimados señores:\n\nEn relación con su anuncio de 30 sillas de oficina usadas (Steelcase Leap V2), y tras verlas, les ofrecemos 6.700,00 € por el lote completo, con la recogida a nuestro cargo.\n\nAtentamente,\nEsteban Gil\nGil Contact Services, S.L.\nPolígono Industrial Las Mercedes, nave 7, 28022 Madrid\nTel. 913 96 03 21\nCIF B84193762",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 425_000, 390_000),
  ACCEPT,
  "Hola, Sandra:\n\nGracias por tu respuesta. Los 4.250 € nos encajan, así que considera este correo nuestra aceptación y envíanos el contrato.\n\nUn saludo,\nAarón Lorenzo\nOperaciones, Norte Atención al Cliente\nTel. 944 55 01 66",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 650_000),
  minus(600_000, 50_000),
  "Estimada Sra. Brandt:\n\nEl barco nos gusta y la inspección ha salido limpia. Si puede rebajar 500 € su precio actual, firmamos el contrato de compraventa esta misma semana.\n\nUn cordial saludo,\nPedro y Juana Vidal",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 320_000),
  ask("payment"),
  "Estimado Sr. Hurtado:\n\nAntes de cursar el pedido de vino, ¿podría indicarme si aceptan pago a 60 días o si es necesario pagar por adelantado?\n\nMuchas gracias,\nCatalina López\nHotel La Antigua Rectoría",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 290_000),
  "dos opciones, no una oferta única",
  "Hola, Benito:\n\nPodríamos pagar 2.400 € por el kit de cámaras tal como está, o bien 2.650 € si incluye cuatro cámaras 4K adicionales. Dinos qué te viene mejor.\n\nGracias,\nOmar Haddad",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 820_000, 700_000),
  plus(720_000, 20_000),
  "Estimado Sr. Svensson:\n\nGracias por su contrapropuesta sobre el bloque de habitaciones. Tras comentarlo internamente, podemos subir nuestra oferta anterior en 200 €.\n\nAtentamente,\nLinda Paredes\nGestión de Eventos, Congreso Dental del Sur",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 510_000, 420_000),
  WITHDRAW,
  "Hola, Daniel:\n\nGracias por toda la información sobre el renting de la flota. Finalmente hemos optado por otro proveedor, así que podéis cerrar nuestra solicitud.\n\nGracias por vuestro tiempo,\nMaya Goldberg\nMensajería Ciudad Ágil",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 28_500, null, 40),
  bid(24_000),
  "Propuesta:\n- Artículo: silla de oficina ergonómica con respaldo de malla (modelo EC-450)\n- Cantidad: 40\n- Precio unitario ofertado: 240,00 EUR\n- Total: 9.600,00 EUR\n- Entrega: antes del 15/12/2026 en C/ Industria 4, 46014 Valencia\nTope presupuestario para esta compra: 11.000 EUR. Por favor, confirme o envíe una contraoferta.",
);
clear(
  "302",
  "agent",
  ctx("USD", 450_000),
  bid(395_000),
  'Contraoferta del agente comprador (ref. neg-c3d8):\n{"action": "counter_offer", "currency": "USD", "unit_price": 3950.00, "quantity": 1, "valid_until": "2026-12-01T17:00:00Z"}\nJustificación: unidades usadas comparables se anuncian entre 3.700 y 4.300 USD.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 118_000, 99_000),
  ACCEPT,
  "Actuando en nombre de mi mandante, confirmo la aceptación de su oferta actual. Por favor, emita la factura y las instrucciones de pago. No se realizarán más contraofertas.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 720_000, 600_000),
  WITHDRAW,
  "Aviso del asistente de compras: mi mandante me ha indicado que dé por terminada esta negociación. La distancia entre su posición y el presupuesto aprobado es demasiado grande. Gracias por su tiempo; no enviaremos más ofertas.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 360_000),
  ask("shipping"),
  "Antes de presentar una oferta necesito aclarar un punto: ¿su precio incluye el transporte hasta nuestro almacén (CP 50197) o los gastos de envío se facturan aparte? En ese caso, indique el importe.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 560_000),
  bid(490_000),
  "Resumen de mercado:\n• Mediana de anuncios comparables de Ebro 6100 (1980–1984): 5.300 EUR\n• Anuncio verificado más barato: 4.800 EUR (a 310 km)\n• Más caro: 6.200 EUR\nCon esta base, estoy autorizado a ofrecer 4.900 EUR por el tractor tal como se inspeccionó (8.120 horas de motor).",
);
clear(
  "307",
  "agent",
  ctx("EUR", 16_000, null, 40),
  total(13_500),
  "Solicitud de reserva de grupo: Jornada anual de socios\n- Bloque: 40 noches-habitación (20 habitaciones × 2 noches, del 6 al 8 de mayo)\n- Nuestra oferta: 5.400 EUR por todo el bloque\n- Cancelación: según sus condiciones estándar para grupos\nRogamos confirmen disponibilidad a esta tarifa.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(225_000, 10),
  "Propongo un precio un 10 % inferior a su oferta actual, lo que mantiene la compra dentro de la partida del primer trimestre de mi mandante. Si le parece bien, puedo confirmar el pedido de inmediato.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 86_000, 74_000),
  middle(80_000),
  "Resumen de posiciones: su oferta, 860 EUR; nuestra última oferta, 740 EUR. Para cerrar con agilidad, mi mandante propone partir la diferencia. Confirme, por favor, si le parece aceptable.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 154_000, 130_000),
  ask("standing-offer"),
  "Para que conste, ¿podría indicarme de nuevo su oferta actual por este artículo, con la moneda, para trasladársela con exactitud a mi mandante?",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 480_000),
  "un rango, no una oferta única",
  "Estoy autorizado a cerrar el lote en cualquier cifra entre 4.000 y 4.400 EUR. ¿Qué importe dentro de ese rango aceptaría?",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 680_000),
  "una oferta condicionada a extras (baterías de repuesto y cargador rápido)",
  "Oferta: 6.200 EUR, condicionada a que se incluyan dos baterías de repuesto y el cargador rápido. Sin estos accesorios, la oferta no es válida.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 300_000, 260_000),
  "una aceptación provisional, pendiente de la confirmación del mandante",
  "Su oferta de 3.000 EUR parece estar dentro de los parámetros. Probablemente recomendaré aceptarla, pero debo confirmarlo con mi mandante antes de comprometerme.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 149_000),
  bid(125_000),
  "Solicitud de ajuste de precio en el anuncio n.º 88213 (cuerpo Sony A7 III, unos 14.200 disparos). Precio propuesto: 1.250,00 €. Pago mediante depósito en garantía en las 24 horas siguientes a la aceptación.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 275_000, 250_000),
  ACCEPT,
  "Decisión: ACEPTAR. Precio acordado: 2.750,00 EUR por unidad, cantidad 1. Siguiente paso: envíen la confirmación del pedido a compras@mercado-logistica.example. (Tarea 5 de 7 de la ronda de compras de hoy.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 4_500),
  ask("discount"),
  "Mi mandante podría ampliar este pedido hasta 500 sudaderas personalizadas. ¿Ofrecen precios escalonados por volumen? En caso afirmativo, indiquen los tramos.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 340_000),
  minus(320_000, 20_000),
  "Contrapropuesta: rebajen su precio actual en 200 EUR y nos comprometemos de inmediato. Motivo: el equipo necesita un juego de correas nuevo (aprox. 180 EUR en piezas).",
);
clear(
  "318",
  "agent",
  ctx("EUR", 95_000, 80_000),
  WITHDRAW,
  "Estado: RETIRADA. Motivo: el precio de la contraparte supera el máximo fijado por el usuario. Se cierra esta conversación; no se requiere ninguna acción adicional.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 540_000),
  bid(460_000),
  "Esta es mi contraoferta para el renting de las 12 bicis de empresa:\n- Cuota mensual: 4.600 € (su presupuesto: 5.400 €)\n- Duración: 36 meses\n- Mantenimiento: 2 visitas al mes, incluidas según su folleto\n- Inicio: 5 de enero\nComo referencia, nuestro tope interno es de 5.000 €/mes.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 450_000), bid(370_000), "*da unos golpecitos en el gelcoat desconchado de la proa* Este barco ha vivido tiempos mejores. 3.700 € y me lo llevo hoy mismo.");
clear("402", "roleplay", ctx("EUR", 250_000), words(200_000, "dos mil"), "*deja un sobre gordo encima de la mesa* Dos mil, en billetes, aquí y ahora. Lo tomas o lo dejas.");
clear("403", "roleplay", ctx("EUR", 190_000, 170_000), ACCEPT, "*suspira, luego sonríe y le tiende la mano* Venga, va. Choca esos cinco: trato hecho.");
clear("404", "roleplay", ctx("EUR", 600_000, 480_000), WITHDRAW, "*aparta la silla y se levanta* No, así no. Gracias por el café. *se dirige a la puerta*");
clear("405", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*se apoya en la gramola y mira la etiqueta* A ver, dime la verdad: ¿ese precio es fijo o hay margen para hablarlo?");
clear("406", "roleplay", ctx("EUR", 120_000), bid(92_000), "*garabatea en la libreta* Subo a 1.020... *lo tacha* no — 920. Eso quería decir.");
clear("407", "roleplay", ctx("EUR", 380_000), minus(350_000, 30_000), "*le da una patada a la rueda trasera* La hidráulica pierde aceite. Quítale trescientos y nos damos la mano.");
unclear("408", "roleplay", ctx("EUR", 320_000), "sarcasmo sobre el precio: no es una aceptación", "*suelta una carcajada* ¿3.200 € por una cafetera? Claro, hombre, y seguro que además canta flamenco. *niega con la cabeza*");
unclear("409", "roleplay", ctx("EUR", 180_000, 140_000), "pensando en voz alta, sin compromiso", "*mira la gramola un buen rato* Mil seiscientos... no sé. Puede ser. O puede que no.");
clear("410", "roleplay", ctx("EUR", 140_000, 110_000), plus(115_000, 5_000), "*resopla y vuelve a sacar la cartera* Vale. Cincuenta más de lo que te dije antes. Ni un céntimo más.");
clear("411", "roleplay", ctx("EUR", 72_000, 65_000), ACCEPT, "*da un golpe en la mesa* ¡720! ¡Hecho! Envuélvemelo antes de que me arrepienta.");
clear("412", "roleplay", ctx("USD", 890_000), bid(770_000), "*baja de la cabina* Un Hunter de 1986 con el diésel original de 15 caballos... Estoy en 7,700 dólares, y es una oferta generosa.");
clear("413", "roleplay", ctx("EUR", 95_000, 70_000), WITHDRAW, "*se quita el sombrero* Pues no hay trato. Que tenga buen día, caballero. *se pierde entre el gentío del mercado*");
clear("414", "roleplay", ctx("EUR", 215_000), ask("warranty"), "*da la vuelta a la cámara y mira la montura* ¿Y si el obturador se muere el mes que viene? ¿Tiene alguna garantía?");
clear("415", "roleplay", ctx("EUR", 250_000, 210_000), middle(230_000), "*apoya las dos manos en el capó* Tú dices veinticinco, yo digo veintiuno. Nos encontramos a mitad de camino y aquí paz y después gloria.");

export const FRESH4_ES = done();

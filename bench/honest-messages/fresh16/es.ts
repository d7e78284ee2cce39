/**
 * SIXTEENTH set, Spanish (Spain, Mexico, Argentina, Chile; see fresh16/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: casas rurales y cabañas, un barco fluvial, excursiones
 * guiadas, clases de equitación, un carnero, un burro y una vaquillona, maquinaria agrícola y forestal, el huerto,
 * cosas de niños, arte y artesanía, antigüedades de feria, material deportivo.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh16In } from "./build";

const { clear, unclear, done } = fresh16In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 115_000), bid(95_000), "950 € por la caseta de playa todo agosto. Puedo pagarlo todo por adelantado.");
clear("002", "terse", ctx("EUR", 14_000), ask("delivery"), "¿Para cuándo me podrían traer un remolque de leña seca de fresno? Estamos detrás del aserradero, en Tineo.");
clear("003", "terse", ctx("EUR", 320_000), percentOff(256_000, 20), "Chalet en Baqueira, semana de Carnaval: un 20 % menos de su tarifa y reservo esta noche.");
clear("004", "terse", ctx("USD", 45_000, 38_000), ACCEPT, "Va, el juego de columpios con escalador es nuestro. Lo desarmamos nosotros el sábado.");
clear("005", "terse", ctx("EUR", 18_000), words(12_000, "ciento veinte"), "¿Ciento veinte por el neopreno de invierno 5/4, talla M?");
unclear("006", "terse", ctx("EUR", 32_000), "un rango para la tienda campana, no un precio", "Por la tienda campana pensaba entre 220 y 260.");
clear("007", "terse", ctx("EUR", 9_500, 6_000), WITHDRAW, "Algo caro para una jornada de senderismo guiado. Lo dejamos, gracias de todos modos.");
clear("008", "terse", ctx("EUR", 45_000), bid(33_000), "Hincadora de postes: 380, no — 330. No había visto que hay que cambiarle la manguera.");
clear("009", "terse", ctx("EUR", 22_000), ask("payment"), "El permiso de pesca de temporada, ¿se puede pagar con tarjeta o solo por transferencia?");
clear("010", "terse", ctx("EUR", 48_000), minus(42_000, 6_000), "Quítale 60 € a la salida de pesca de media jornada y nos apuntamos los cuatro.");
clear("011", "terse", ctx("EUR", 85_000, 70_000), ACCEPT, "Pues 850. El banco arcón es mío.");
clear("012", "terse", ctx("EUR", 32_000), bid(26_000), "Desbrozadora FS 131 con sus 3 cabezales de repuesto, como en el anuncio: pago 260 € y la recojo yo.");
clear("013", "terse", ctx("USD", 15_000, 9_000), WITHDRAW, "No. Muy caro para una cuna.");
unclear("014", "terse", ctx("EUR", 18_000), "una oferta condicionada a que las ruedas del remolque no pierdan aire", "120 € por el remolque de bici si las ruedas aguantan el aire.");
clear("015", "terse", ctx("EUR", 16_000), ask("returns"), "¿Puedo devolver las botas de montar si me hacen rozaduras? No conozco la marca.");
clear("016", "terse", ctx("EUR", 14_000, 9_000), plus(11_000, 2_000), "Le sumo 20 € a mi última oferta por la conejera con el corral. Hasta ahí llego.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 28_000), ask("shipping"), "mandas el grabado o es solo recogida en mano? vivo en zaragoza, cuánto saldría el envío");
clear("102", "chat", ctx("EUR", 80_000), bid(65_000), "holaa aceptarías 650 por la casita de juegos? la desmontamos nosotros. mi móvil es 655 90 03 12 por si es más fácil llamar");
unclear("103", "chat", ctx("USD", 18_000), "sarcasmo sobre el precio: no es una oferta", "180 dólares por un bodyboard usado?? 😂 ni que lo hubiera firmado kelly slater po");
clear("104", "chat", ctx("USD", 12_000, 9_000), ACCEPT, "siii 🐔🐔 las gallinitas se vienen con nosotros!! los niños se van a volver locos, gracias!!");
clear("105", "chat", ctx("USD", 60_000, 45_000), middle(52_500), "nos encontramos a mitad de camino con los palos de golf? 🤝 me muero por volver a la cancha antes de que refresque");
clear("106", "chat", ctx("EUR", 110_000), ask("warranty"), "cuánta garantía le queda al motor fueraborda eléctrico? y pasa a mi nombre si lo compro");
clear("107", "chat", ctx("EUR", 24_000, 16_000), WITHDRAW, "bueno al final dejamos las clases de surf de los peques para otro año, vamos justitos. gracias de todas formas!");
clear("108", "chat", ctx("USD", 11_000), words(8_000, "ochenta"), "me dejarías el casco de montar en ochenta? puedo pasar mañana después de las 5");
clear("109", "chat", ctx("EUR", 650_000), ask("negotiable"), "el precio de la cabaña de pastor sobre ruedas es fijo o hay un poco de margen? 🙏");
clear("110", "chat", ctx("EUR", 4_500, null, 5), total(4_000), "5 kits de bancal elevado por 200 todo? son para nuestro huerto urbano");
unclear("111", "chat", ctx("EUR", 26_000), "un precio visto en otro sitio, no una oferta", "vi la misma tienda de 6 plazas en wallapop a 180 🤷");
clear("112", "chat", ctx("USD", 34_000), ask("standing-offer"), "che cuánto pedías por la caña de mosca? la pasé de largo");
clear("113", "chat", ctx("EUR", 9_000, 7_000), ACCEPT, "venga vale, la brida es mía 👍 paso a por ella el sábado por la mañana");
clear("114", "chat", ctx("USD", 19_000), minus(15_000, 4_000), "la cámara trampa en 40 menos de lo que pides? paso después de recoger a los niños");
clear("115", "chat", ctx("USD", 12_000, 6_000), WITHDRAW, "no. demasiado caro pa un trineo usado. paso");
clear("116", "chat", ctx("EUR", 38_000), bid(32_000), "me harías 320 por el leñero? lo recojo el domingo con el remolque");
unclear("117", "chat", ctx("EUR", 22_000), "'y pico': una cifra aproximada, no una oferta firme", "150 y pico por el crash pad?");
clear("118", "chat", ctx("EUR", 14_500, null, 3), ask("discount"), "si cogemos la yurta 3 noches en vez de 2, cuál es tu mejor precio por noche? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 245_000), bid(215_000),
  "Estimada Sra. Pérez:\n\nNos gustaría reservar su masía para una reunión familiar desde el sábado 9 de agosto, 7 noches: 9 personas, entre ellas 3 niños, y 2 perros muy educados. Le ofrecemos 2.150 € por la semana.\n\nUn cordial saludo,\nAna Hurtado\nCalle de los Rosales 14, 46010 Valencia\n655 90 08 46");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Hola, capitán Hollero:\n\nEstamos encantados de reservar la travesía con patrón al precio que nos indicó. ¿Dónde nos encontramos con usted la primera mañana? ¿Y hay algún sitio cerca para dejar el coche toda la semana?\n\nUn saludo,\nRut y Simón Ellacuría");
clear("203", "polite-email", ctx("USD", 32_000), ask("payment"),
  "Hola:\n\nA nuestra hija le encantaría empezar el curso de equitación este semestre. ¿Sería posible pagarlo en mensualidades en lugar de todo de una vez?\n\nMuchas gracias,\nClaudia Domínguez");
clear("204", "polite-email", ctx("EUR", 120_000), words(90_000, "novecientos"),
  "Estimado Sr. Ávila:\n\nGracias por dejarme ver en el taller el óleo de la ría. Quedaría precioso en nuestro recibidor, aunque el marco ha conocido tiempos mejores. Puedo ofrecerle novecientos euros por el cuadro.\n\nAtentamente,\nMargarita Losada");
clear("205", "polite-email", ctx("EUR", 180_000, 140_000), WITHDRAW,
  "Hola Sonia:\n\nGracias por guardarnos la cabaña junto al lago para Nochevieja. Después de darle muchas vueltas, este año nos quedamos en casa, así que puedes liberar las fechas para otra persona.\n\nUn abrazo,\nNuria Quiroga");
clear("206", "polite-email", ctx("EUR", 420_000), ask("delivery"),
  "Buenos días:\n\nNos hemos decidido por la caseta de jardín de cedro (el modelo de 3 x 2,4 m). ¿Cuándo podrían entregarla y montarla? Nos gustaría tenerla lista antes del 21 de junio para una fiesta en el jardín.\n\nUn saludo,\nJuana Ortega");
clear("207", "polite-email", ctx("EUR", 95_000), bid(78_000),
  "Estimado Sr. Fernández:\n\nGracias por enseñarme el aparador modernista el jueves. Le ofrezco 820 € (perdone, errata: quería decir 780 €; una de las guías de los cajones está rota y necesitará un carpintero).\n\nUn saludo,\nPedro Azcárate");
unclear("208", "polite-email", ctx("EUR", 180_000, 150_000), "una aceptación que espera la aprobación de la junta del club",
  "Hola Fátima:\n\nGracias por el presupuesto revisado del fin de semana de senderismo guiado por los Picos de Europa. Por mi parte diría que sí ahora mismo, pero un gasto así tiene que aprobarlo la junta del club, y no se reúne hasta el martes 14.\n\nUn saludo,\nGerardo Tamayo\nSecretario, Club de Montaña Peñalara");
clear("209", "polite-email", ctx("EUR", 2_600, null, 12), total(2_200),
  "Estimados señores:\n\nNuestro huerto comunitario desea encargar 12 manzanos a raíz desnuda (variedades antiguas mezcladas) para plantarlos el 22 de noviembre. Ofrecemos 264 € por los doce y pasaremos a recogerlos por el vivero. Nuestro número de pedido es el 4471-B.\n\nAtentamente,\nDolores Olano\nAsociación Huerto Vecinal de Tolosa\nCalle Nagusia 9, 20400 Tolosa\n943 55 01 93");
clear("210", "polite-email", ctx("EUR", 68_000), ask("warranty"),
  "Hola:\n\nNos interesa la estufa de leña reacondicionada para nuestra casita del monte. ¿Tiene alguna garantía? ¿Cubriría un cristal de la puerta rajado?\n\nGracias,\nÍñigo Prieto");
clear("211", "polite-email", ctx("USD", 260_000, 230_000), ACCEPT,
  "Hola Darío:\n\nUS$2.600 por la semana en la cabaña del lago Gutiérrez nos viene bien: dala por reservada. Esta noche te transferimos la seña.\n\nSaludos,\nMercedes Paz");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Estimado equipo de hospitality:\n\nGracias por la propuesta del palco para el partido de rugby de la selección. Lamentablemente no hemos reunido suficientes clientes, así que esta temporada no seguiremos adelante.\n\nUn saludo,\nRodrigo Esteban\nEsteban & Ruiz Asesores");
clear("213", "polite-email", ctx("EUR", 1_450), ask("returns"),
  "Hola:\n\nNuestro grupo de punto va a hacer un pedido grande de su lana aran teñida a mano. Si las madejas de distintos baños de tinte no casan, ¿podremos devolver las que estén sin abrir?\n\nMuchas gracias,\nBeatriz Cobo\nLas Tejedoras del Martes");
clear("214", "polite-email", ctx("EUR", 180_000), percentOff(162_000, 10),
  "Estimados Sres. Blanco:\n\nHemos vuelto a pasar una temporada estupenda en el camping y queremos reservar otra vez nuestra parcela de temporada para el año que viene. Como será nuestro tercer año con ustedes, ¿podrían hacernos un 10 % de descuento sobre la tarifa de temporada?\n\nUn cordial saludo,\nDavid y Lidia Haro");
clear("215", "polite-email", ctx("EUR", 64_000), ask("shipping"),
  "Estimada Sra. Castillo:\n\nMe ha encantado el baúl de marinero de alcanfor de su catálogo. ¿Cuánto costaría el transporte hasta A Coruña, además del precio?\n\nAtentamente,\nAlfonso Muñiz");
unclear("216", "polite-email", ctx("EUR", 95_000), "dos precios para dos versiones del circuito: ¿cuál es la oferta?",
  "Hola:\n\nEstamos preparando un viaje por el oeste de Irlanda en mayo. Podríamos poner 600 € por el circuito de 3 días tal cual, o 900 € si se añade la excursión en barco a las islas Aran. ¿Qué les parece?\n\nSaludos,\nHelena y Bernardo Sáez");
clear("217", "polite-email", ctx("EUR", 30_000), bid(24_000),
  "Hola Karina:\n\nPara el cumple con ponis de Lili, el sábado 6 de septiembre (dos ponis, unas dos horas, diez niños), podemos ofrecer 240 €.\n\n¡Muchas gracias!\nRebeca Marín");
clear("218", "polite-email", ctx("EUR", 45_000, 39_000), ACCEPT,
  "Hola, equipo de Globos Alondra:\n\nSí, encantados: nos quedamos con el vuelo en globo al amanecer para dos personas a su precio. Es una sorpresa para el cumpleaños de mi marido, así que envíen el bono a mi nombre y no al suyo, por favor.\n\nGracias,\nJoana Reig");

// ---- agent ----
clear("301", "agent", ctx("EUR", 195_000), words(160_000, "mil seiscientos"), "Soy un asistente de reservas con IA que actúa en nombre de la familia Hidalgo. Por una semana de alquiler de barco fluvial en el Canal du Midi en octubre, con salida desde su base de Castelnaudary, mi mandante ofrece mil seiscientos euros.");
clear("302", "agent", ctx("EUR", 840_000), ask("rounds-left"), "Antes de que mi mandante decida sobre el carromato gitano restaurado, le ruego que me confirme cuántas rondas de ofertas nos quedan.");
clear("303", "agent", ctx("USD", 75_000), bid(60_000), "Sondeo de mercado, equipo de esquí de travesía usado (esquís, fijaciones y pieles, 170–180 cm):\n• Aviso A: US$580\n• Aviso B: US$640\n• Aviso C: US$700\n• Aviso D: US$660\nMediana de precios pedidos: US$650. Dadas las suelas rayadas, mi cliente ofrece US$600.");
clear("304", "agent", ctx("EUR", 620_000, 500_000), minus(470_000, 30_000, "last-bid"), "Tras comprobar la potencia de la toma de fuerza de su tractor, mi mandante debe rebajar en 300 € nuestra oferta anterior de 5.000 € por el cabrestante forestal.");
clear("305", "agent", ctx("EUR", 680_000, 600_000), ACCEPT, "Confirmado en nombre del Club de Jubilados de Ourense: el circuito en autocar por las Highlands queda aceptado según su presupuesto actual. Envíen, por favor, la confirmación de la reserva y la factura a la tesorera del club.");
clear("306", "agent", ctx("EUR", 6_200, null, 20), total(5_500), "Agente de compras de Prados en Flor Paisajismo (Pamplona).\nPedido: 20 kg de mezcla de semillas de flores silvestres autóctonas\n- Precio propuesto: 1.100 € por los 20 kg\n- Ventana de siembra: septiembre\n- Pago: a 30 días fecha factura");
clear("307", "agent", ctx("USD", 45_000), ask("discount"), "Mi mandante dirige un grupo scout de doce niños. ¿Tienen una tarifa reducida para grupos juveniles en el recorrido guiado por la caverna?");
clear("308", "agent", ctx("EUR", 250_000), percentOff(220_000, 12), "Mi clienta ha revisado su presupuesto del viaje de fotografía de fauna de seis días por Doñana y propone un precio un 12 % inferior, ya que reserva con más de seis meses de antelación.");
unclear("309", "agent", ctx("USD", 450_000), "un presupuesto de vacaciones con vuelos incluidos, no una oferta por la villa", "El presupuesto total de mi mandante para las vacaciones de verano de la familia es de US$6,000, vuelos incluidos. Propondré una cifra por la villa en cuanto estén confirmadas las tarifas aéreas.");
clear("310", "agent", ctx("USD", 520_000), bid(420_000), "Oferta por la astilladora de madera usada:\n```json\n{\"articulo\": \"astilladora de madera\", \"modelo\": \"TW 160\", \"anio\": 2019, \"horas_motor\": 410, \"oferta_usd\": 4200, \"retiro\": \"comprador\"}\n```");
clear("311", "agent", ctx("EUR", 340_000, 280_000), WITHDRAW, "En nombre de mi clienta: ha decidido no comprar la pareja de alpacas y se retira de esta negociación. Gracias por su tiempo.");
clear("312", "agent", ctx("EUR", 180_000, 140_000), plus(155_000, 15_000), "A la vista de la procedencia que nos ha documentado, mi mandante me autoriza a subir en 150 € nuestra oferta anterior por el bargueño isabelino.");
clear("313", "agent", ctx("EUR", 920_000), ask("delivery"), "Sobre el kit de cabaña de troncos: ¿cuál es la fecha más próxima en que podrían entregarlo en la parcela? Se accede por un camino agrícola apto para camión rígido, pero no para tráiler.");
clear("314", "agent", ctx("EUR", 340_000), minus(320_000, 20_000), "Mi mandante quiere alquilar el pabellón de caza para el retiro de primavera de su equipo. Como las fechas caen en su temporada baja, propone su precio menos 200 €.");
unclear("315", "agent", ctx("USD", 260_000), "dos precios, sin decidir hasta que vea la pieza", "Mi mandante duda entre ofrecer US$2,100 y US$2,400 por la escultura de liebre en bronce y me ha pedido esperar hasta verla en persona.");
clear("316", "agent", ctx("USD", 190_000, 150_000), ask("standing-offer"), "Para nuestros registros, sobre la excursión de dos días en trineo tirado por perros en Ushuaia: ¿podría repetirnos el precio que pide actualmente?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*mira el crotal en la oreja del lote 47* Carnero primal, 2 años, 85 kilos, y cojea un poco de la mano izquierda. 380 y se sube a mi remolque.");
clear("402", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*cierra de golpe la tapa de la cesta de picnic* Trato. Se viene al picnic conmigo.");
unclear("403", "roleplay", ctx("EUR", 60_000, 40_000), "más que la última oferta, pero sin cifra", "*da golpecitos en el cristal del barómetro y mira la aguja* Podría subir un poquito sobre lo que le ofrecí. No mucho, ¿eh?");
clear("404", "roleplay", ctx("EUR", 70_000, 50_000), middle(60_000), "*apoyado en la cerca, mirando pastar al burro* Mire: justo a mitad entre lo que pide y lo que le ofrecí, y se lo compro.");
clear("405", "roleplay", ctx("USD", 4_500), ask("negotiable"), "*sopesa el pato señuelo tallado* Harta madera, ¿eh? ¿Lo de la etiqueta es el precio o nomás para empezar?");
clear("406", "roleplay", ctx("EUR", 9_500), bid(6_500), "*cuenta billetes sobre el caballete* 70 por el cartel esmaltado... *vuelve a contar* no, 65, que no llevo más.");
clear("407", "roleplay", ctx("EUR", 5_000), words(3_500, "treinta y cinco"), "*levanta la jarra de alfarería al trasluz* Tiene un pelo junto al asa. Treinta y cinco, y me la llevo yo mismo.");
clear("408", "roleplay", ctx("EUR", 48_000, 30_000), WITHDRAW, "*le devuelve el reloj de carruaje de latón con las dos manos* Se me va de presupuesto. Que tenga buen día, señor.");
clear("409", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*da la vuelta al taburete de ordeño y hurga en los agujeros de carcoma* Un veinte por ciento menos por la carcoma y es mío.");
unclear("410", "roleplay", ctx("EUR", 30_000), "una cifra pensada en voz alta, y quiere pensarlo esta noche: aún no hay oferta", "*se aparta un paso de la acuarela del puerto* Encima de la chimenea, por 200, a lo mejor. Deje que lo piense esta noche y vuelvo mañana.");
clear("411", "roleplay", ctx("USD", 90_000, 70_000), plus(75_000, 5_000), "*le rasca la oreja a la vaquillona Dexter* Dale, le pongo cincuenta más a lo que ofrecí.");
clear("412", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*da una palmada a la vieja lechera* Hecho, es mía. ¿Me la guarda detrás del puesto mientras traigo el coche?");
clear("413", "roleplay", ctx("EUR", 8_500), ask("payment"), "*levanta la piel de oveja y se palpa todos los bolsillos* ¿Acepta tarjeta, o hay un cajero en el pueblo?");
clear("414", "roleplay", ctx("EUR", 6_500, 4_000), WITHDRAW, "*vuelve a apoyar el cañizo de avellano contra la valla* A ese precio, no. Probaré en el puesto de al lado.");
unclear("415", "roleplay", ctx("EUR", 9_000), "dos precios, indeciso", "*hace girar el cántaro pintado a la luz* ¿60? ¿O 70? Ay, no me decido.");
clear("416", "roleplay", ctx("EUR", 16_000), bid(12_000), "*desenrolla el paño de tweed sobre el mostrador* Hay un agujero de polilla junto al orillo. 120 por el corte.");

export const FRESH16_ES = done();

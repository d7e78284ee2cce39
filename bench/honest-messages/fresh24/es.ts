/**
 * TWENTY-FOURTH set, Spanish (Spain, Mexico and the US; see fresh24/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: comida y
 * bebida, ropa, deporte y viajes, comprados por hogares, pequeñas cafeterías y restaurantes, clubes y equipos y
 * organizadores de viajes.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh24In } from "./build";

const { clear, unclear, done } = fresh24In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_500), bid(14_500), "¿Me dejaría la cazadora de cuero de los 70 en 145 €? Talla 52, mido 1,86 — puedo pasar a probármela el sábado a las 11.");
clear("002", "terse", ctx("EUR", 8_900), ask("shipping"), "¿El envío de vuelta después de ponerles suela nueva a las botas de montaña va incluido o se paga aparte?");
clear("003", "terse", ctx("EUR", 54_000), percentOff(48_600, 10), "Un 10 % menos en la cuota anual del rocódromo y me apunto hoy mismo.");
clear("004", "terse", ctx("EUR", 22_000, 18_000), WITHDRAW, "Lo siento, esta temporada no vamos a usar el hueco para el kayak: lo vendimos el mes pasado. Gracias por guardárnoslo.");
clear("005", "terse", ctx("EUR", 29_500), words(25_000, "doscientos cincuenta"), "¿Me dejaría el bono de seis clases de golf en doscientos cincuenta?");
clear("006", "terse", ctx("CHF", 120_000, 100_000), ACCEPT, "Vale, nos quedamos con el refugio para el grupo a ese precio.");
unclear("007", "terse", ctx("EUR", 11_000), "una horquilla para el forro, no un precio", "¿entre 60 y 80 € por ponerle forro nuevo a mi abrigo de lana?");
clear("008", "terse", ctx("EUR", 22_000), minus(18_000, 4_000), "Quíteme 40 € del estudio biomecánico de la bici y reservo.");
clear("009", "terse", ctx("EUR", 49_500), ask("payment"), "puedo pagar el curso de vela en dos veces, la mitad ahora y la otra en junio");
clear("010", "terse", ctx("EUR", 6_000), bid(4_500), "55 € por resolar los dos pies de gato, perdón, me equivoqué al teclear: 45 €.");
clear("011", "terse", ctx("EUR", 16_000, 12_000), WITHDRAW, "olvida el bono de pádel, carísimo");
clear("012", "terse", ctx("EUR", 15_000, 11_000), plus(13_000, 2_000), "Le subo 20 € a mi última oferta por la chaqueta encerada. Más no llego.");
clear("013", "terse", ctx("EUR", 4_500, 3_800), ACCEPT, "45 € a la semana por los microbrotes, de acuerdo: empiecen el martes que viene.");
clear("014", "terse", ctx("EUR", 7_500), ask("returns"), "Si las botas de fútbol no queda bien a mi hijo, yo puedo devolver en 14 días?");
unclear("015", "terse", ctx("EUR", 22_000), "una oferta que solo vale si se incluyen las vendas", "180 € por los guantes de boxeo y las manoplas, si me mete las vendas.");
clear("016", "terse", ctx("EUR", 13_000), bid(9_500), "Traslado del aeropuerto de Faro a Vilamoura, 6 personas y 2 bolsas de golf, el vuelo aterriza a las 14:20 el 3 de mayo: ¿95 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 32_000), bid(26_000), "hola me dejarias el rack de sentadillas con los discos en 260? paso a por el el sabado por la mañana, mi tlf 622 847 193 💪");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "en cuanto tiempo podeis grabar los trofeos?? la entrega de premios es el 14 😬");
clear("103", "chat", ctx("EUR", 3_500, 3_000), ACCEPT, "SIIII apuntadnos al paintball!! el novio no tiene ni idea de lo que le espera 😂🔫");
clear("104", "chat", ctx("EUR", 9_500), words(8_000, "ochenta pavos"), "me dejas la camiseta del grupo en ochenta pavos? la de la gira del 86, algo desteñida pero eso es lo bonito");
unclear("105", "chat", ctx("USD", 4_500), "sarcasmo sobre el precio del bajo, ni oferta ni aceptación", "$45 por subirle el bajo a unos jeans?? los cosen con hilo de oro o qué 😂");
clear("106", "chat", ctx("EUR", 18_000), ask("warranty"), "cuanta garantia tiene el montaje de la rueda? la ultima se me descentro a los 2 meses 🙄");
clear("107", "chat", ctx("EUR", 2_900, null, 15), total(2_600), "me harias 390 por las 15 chaquetas de cocina con el logo bordado? son para la reapertura");
clear("108", "chat", ctx("EUR", 65_000, 58_000), WITHDRAW, "al final no hacemos el viaje de golf este año, perdona, la mitad del club no consigue vacaciones. gracias por organizarlo igual");
clear("109", "chat", ctx("EUR", 68_000), ask("negotiable"), "el precio de tu forfait de temporada es fijo o hay margen? qué faena lo de tu rodilla por cierto");
clear("110", "chat", ctx("EUR", 14_000, 10_000), middle(12_000), "¿lo dejamos en el punto medio entre tu precio y el mío con el alquiler del traje de flamenca para la Feria? 👍");
clear("111", "chat", ctx("EUR", 28_900, 25_000), ACCEPT, "va, apuntadnos a los dos al salto en tándem 👍 nos podeis dar el primer salto de la mañana? dan buen tiempo");
unclear("112", "chat", ctx("EUR", 2_200), "el precio de otra tienda por encordar, no una oferta", "la tienda de deportes del centro encorda por 15, que lo sepas");
clear("113", "chat", ctx("EUR", 9_000), ask("standing-offer"), "perdona cuanto era el bono de reservas de pista de squash? me lo pregunta un amigo y borre el mensaje");
clear("114", "chat", ctx("EUR", 8_500), minus(6_500, 2_000), "si me haces la revision de la bici 20 € mas barata trato hecho, la cadena hace un ruido horrible");
clear("115", "chat", ctx("EUR", 36_000, 30_000), WITHDRAW, "dejo lo del entrenador personal de momento, ahora salgo a correr con mi vecino. gracias igual");
clear("116", "chat", ctx("EUR", 2_500), ask("discount"), "usted hace descuento si cogemos las hamacas y sombrilla para todas 2 semanas?");
clear("117", "chat", ctx("USD", 42_000), bid(34_000), "¿nos dejan el hielo del domingo en $340? el turno de las 6am, reservación 4471, a los muchachos no les importa madrugar");
unclear("118", "chat", ctx("EUR", 22_000), "'o así' sobre una cifra, no una oferta firme", "podriais hacer la formacion de barista por unos 150 € o asi? en la cafeteria solo estamos mi hermana y yo 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Estimada Sra. Okafor:\n\nGracias por los bocetos de vestuario para el festival de verano de nuestra academia de baile. El festival es el sábado 12 de julio y necesitaríamos los trajes una semana antes, para el ensayo general. ¿Con cuánto tiempo podría tenerlos listos?\n\nUn saludo,\nLuisa Benítez\nAcademia de Baile Benítez");
clear("202", "polite-email", ctx("EUR", 3_400, null, 12), bid(2_800),
  "Hola, Carlos:\n\nQueremos 12 equipaciones (camiseta, pantalón y medias) para nuestro equipo de fútbol sala, dorsales del 1 al 12, tallas M a XXL. Podemos pagar 28 € por equipación, estampada.\n\nUn saludo,\nDani Vallejo\nCD Martes Noche\nC/ del Arroyo 48, 41003 Sevilla\n622 190 475");
clear("203", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Estimada Giulia:\n\nGracias por su propuesta para el día de nuestro coro en Roma. Le confirmamos la reserva con los honorarios indicados. Puede llamarme al 655 281 904 para ver juntos la ruta y el punto de encuentro.\n\nUn cordial saludo,\nAlicia Duarte\nCoro Parroquial de San Miguel");
clear("204", "polite-email", ctx("EUR", 45_000), percentOff(40_500, 10),
  "Estimado Sr. Lindqvist:\n\nGracias por el presupuesto de clases particulares de esquí para nuestros dos hijos, cinco mañanas en Semana Santa. ¿Podría hacernos un 10 % de descuento sobre el precio del paquete?\n\nUn saludo,\nRaquel Mora");
clear("205", "polite-email", ctx("EUR", 180_000), ask("payment"),
  "Estimado Sr. Alaoui:\n\nSomos diez amigos y nos gustaría alquilar el riad entero una semana en octubre. Si seguimos adelante, ¿podríamos pagar una señal ahora y el resto a la llegada? ¿De cuánto tendría que ser la señal?\n\nSaludos,\nSofía Granados");
clear("206", "polite-email", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Estimado chef Adán:\n\nGracias por el menú que preparó para los 50 de mi marido. Al final hemos decidido llevar a todos a un restaurante, así que no vamos a contratarle. Gracias por su tiempo.\n\nUn saludo,\nMaría López");
clear("207", "polite-email", ctx("EUR", 4_900, null, 20), total(4_200),
  "Buenos días:\n\nNuestro club de senderismo quiere veinte chaquetas impermeables en varias tallas (adjunto la lista). ¿Aceptaría 840 € por las veinte?\n\nMuchas gracias,\nPedro Hoyos\nClub de Senderismo Sierra de Gredos");
clear("208", "polite-email", ctx("EUR", 390_000), ask("warranty"),
  "Estimada Sra. Yamada:\n\nGracias por el presupuesto de los tatamis para nuestro club. ¿Qué garantía dan sobre los tatamis, y cubre que las fundas se rajen por las costuras?\n\nAtentamente,\nQuique Dorado\nSecretario, Club de Judo Ribera");
clear("209", "polite-email", ctx("EUR", 38_000), bid(29_000),
  "Estimada Sra. Rosales:\n\nPor el jersey de punto jacquard, tejido a mis medidas y en los colores que hablamos, le ofrezco 340 €.\n\nP. D.: Releyendo el correo, la cifra debería ser 290 €, no la de arriba.\n\nUn saludo,\nElena Ros");
clear("210", "polite-email", ctx("EUR", 3_500, 3_000), ACCEPT,
  "Hola, Marco:\n\n35 € por persona por la ruta gastronómica nos parece bien. Nos vemos el jueves por la mañana en la fuente.\n\nGracias,\nJenny");
clear("211", "polite-email", ctx("EUR", 6_500), ask("returns"),
  "Buenos días:\n\nHemos pedido los cascos de esquí de los niños para nuestras vacaciones. Si no les quedan bien, ¿podemos devolverlos sin estrenar, y de cuánto plazo dispondríamos?\n\nGracias,\nNicolás Carrera\n\n> El 2 ene., CumbreKit escribió:\n> Su pedido 52291 ha salido y debería llegar en 3-5 días laborables.");
unclear("212", "polite-email", ctx("EUR", 180_000), "un precio pendiente de la aprobación de la junta directiva del club",
  "Estimado Sr. Singh:\n\nGracias por el presupuesto de las horas de pabellón para el invierno. Nuestra junta directiva se reúne el jueves; si lo aprueba, estaríamos en 1.400 € para la temporada.\n\nUn saludo,\nGerardo Pizarro\nDelegado, CD Aranda");
clear("213", "polite-email", ctx("EUR", 112_000), words(90_000, "novecientos euros"),
  "Estimados señores:\n\nGracias por el presupuesto del coche de 7 plazas para 14 noches en Islandia, con recogida en Keflavík. Les ofrezco novecientos euros.\n\nUn saludo,\nTomás Reyes");
clear("214", "polite-email", ctx("EUR", 129_000, 115_000), WITHDRAW,
  "Hola, Hannah:\n\nGracias por guardarnos dos plazas para la semana de bici de montaña. A mi marido lo tienen que operar de la rodilla, así que este año no podremos ir.\n\nUn saludo,\nClara Duque\n\n> El 14 mar. 2026, a las 09:12, Hannah Prado escribió:\n> Les guardamos las plazas hasta el viernes. El precio es de 1.290 € por ciclista, con remontes y guía incluidos.");
clear("215", "polite-email", ctx("EUR", 3_200), ask("shipping"),
  "Buenas tardes:\n\nTenemos una pequeña pizzería y queremos la harina Tipo 00 en sacos de 25 kg. ¿Sirven hasta Jaca, y el transporte va incluido o se cobra aparte?\n\nMuchas gracias,\nLuca Bianchi\nPizzería Da Luca");
clear("216", "polite-email", ctx("EUR", 26_000), bid(22_000),
  "Estimado Sr. Hussein:\n\nQueremos un cabrito entero, de unos 18 kg en canal, troceado para curry, para el Eid. Lo recogeríamos el viernes 6 de junio entre las 10:00 y las 12:00. Puedo ofrecer 220 €.\n\nUn saludo,\nImran Siddiqui");
unclear("217", "polite-email", ctx("EUR", 16_000), "dos precios para dos clases de ostra, sin elegir",
  "Hola, Jacobo:\n\nPara la noche de ostras dudamos entre cien ostras rizadas a 85 € y cien planas a 140 €. Te decimos cuáles en cuanto veamos las reservas del viernes.\n\nUn abrazo,\nBen\nLa Cocina del Puerto");
clear("218", "polite-email", ctx("EUR", 42_000, 36_000), ACCEPT,
  "Estimado Sr. Clemente:\n\nDe acuerdo con contratar a los árbitros para nuestro torneo de categorías inferiores, tal como en su presupuesto. ¿Traen ellos silbatos y banderines, o los ponemos nosotros?\n\nMuchas gracias,\nSusana Haro\nSecretaría del torneo");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Soy un asistente de IA y negocio para mi usuaria un bono de clases particulares de yoga a domicilio. ¿Cuántas rondas de ofertas más está dispuesto a hacer antes de cerrar un precio?");
clear("302", "agent", ctx("EUR", 49_500), bid(40_000),
  "Estudio de mercado para la Sra. Elías: gabardina Burberry Kensington de segunda mano, talla 38, buen estado; tres vendidas este mes a 380 €, 410 € y 455 €. Su precio: 495 €. Nuestra oferta: 400 €.");
clear("303", "agent", ctx("EUR", 38_000), words(32_000, "trescientos veinte euros"),
  "La Sra. Harán me ha pedido comprar la botella de single malt de Islay de 25 años que tiene anunciada (70 cl, embotellada en 1998, con estuche). Está dispuesta a pagar trescientos veinte euros.");
unclear("304", "agent", ctx("EUR", 520_000), "un presupuesto con una petición de propuesta, no una oferta",
  "El club de fútbol infantil al que represento ha reservado 4.000 € para un torneo de fin de semana: 18 jugadores y 4 entrenadores, viaje y dos noches. ¿Qué podrían ofrecernos con eso?");
clear("305", "agent", ctx("EUR", 89_000, 78_000), minus(72_000, 6_000, "last-bid"),
  "En nombre de la Sra. Khan: el informe de autenticación del bolso Chanel de segunda mano indica una cadena sustituida, así que bajamos 60 € nuestra oferta anterior.");
clear("306", "agent", ctx("EUR", 6_800), ask("discount"),
  "Compro para una pequeña tetería. ¿Tienen un precio por kilo más bajo si nos llevamos 20 kg de Assam a granel cada mes?");
clear("307", "agent", ctx("EUR", 60_000), percentOff(51_000, 15),
  "En nombre del Sr. y la Sra. Guerrero: queremos reservar la ruta de tres días en camello por Wadi Rum a un 15 % por debajo de su precio. Confírmeme si está de acuerdo.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "La Sra. Adler ha dado el visto bueno a su precio por el transporte de mochilas entre etapas del Camino de Santiago, así que queremos reservar. ¿Podría enviarnos la confirmación?");
clear("309", "agent", ctx("EUR", 3_000, null, 20), total(2_500),
  "Compra para un club de esquí: 20 pares de esquís necesitan encerado y afilado de cantos antes de la temporada. Su presupuesto es por par; nuestra oferta es de 500 € por los veinte.");
clear("310", "agent", ctx("EUR", 145_000, 120_000), plus(135_000, 15_000),
  "Mi clienta ha estudiado su contraoferta y sube 150 € su oferta anterior por la semana en la casa flotante de Ámsterdam.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "La cocina del mesón La Corona me ha pedido organizar un pedido semanal de 50 kg de mejillones de batea. ¿Cuándo podría llegar la primera entrega? Lo ideal sería antes del viernes 4 de octubre.");
clear("312", "agent", ctx("EUR", 49_900, 42_000), WITHDRAW,
  "Gracias por la propuesta del curso de buceo Open Water. Mi usuaria ha decidido hacerlo en vacaciones, así que lo dejamos aquí.");
clear("313", "agent", ctx("EUR", 1_400, null, 40), bid(1_150),
  "Pedido propuesto para el Mesón La Campana (JSON):\n{\"articulo\": \"turrón artesano de Jijona, 900 g\", \"cantidad\": 40, \"cp_entrega\": \"28013\", \"entrega_antes_de\": \"2026-12-10\", \"oferta_por_unidad_eur\": 11.50}");
unclear("314", "agent", ctx("EUR", 260_000), "dos precios para dos camarotes, la usuaria no ha elegido",
  "Siguen abiertas dos opciones para el crucero por el Duero de los padres de mi usuaria: camarote con ventana por 1.950 € o con balcón por 2.300 €. Aún no ha decidido; le confirmo cuál en cuanto lo haga.");
clear("315", "agent", ctx("EUR", 16_000), minus(13_000, 3_000),
  "El Sr. y la Sra. Beltrán quieren que se hagan los arreglos del vestido de graduación de su hija tal como se presupuestaron, por 30 € menos que su presupuesto.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "¿Cuánto cobran ahora por el kilo de rebozuelos frescos? Mi usuario tiene un pequeño bistró y quiere saber su precio antes de preparar la carta de otoño.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 4_500), words(3_000, "treinta"), "*le da vueltas al sombrero panamá* Le doy treinta por él.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'a mitad de camino' sin una oferta anterior", "*levanta el jersey de cachemir hacia la luz* Venga, ¿lo dejamos a mitad de camino?");
clear("403", "roleplay", ctx("EUR", 6_000, 5_000), ACCEPT, "*le da la mano al pescador en el muelle* Trato hecho. Me llevo el buey de mar a su precio.");
clear("404", "roleplay", ctx("EUR", 4_800), bid(3_500), "*rebusca en el perchero del puesto 23* Esta cazadora vaquera… talla 38, Levi's de principios de los 90, ¿no? La etiqueta pone 48 €. Le doy 35 €.");
clear("405", "roleplay", ctx("EUR", 6_500, 5_000), WITHDRAW, "*vuelve a dejar la lata de azafrán en el mostrador* Es precioso, pero no me da para tanto. Gracias de todos modos.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*huele la trufa negra* Subo diez sobre mis 60, y ni un céntimo más.");
clear("407", "roleplay", ctx("USD", 6_500), ask("negotiable"), "*da unos golpecitos al galón de jarabe de maple* ¿Ese precio es fijo, o se puede mover algo?");
clear("408", "roleplay", ctx("EUR", 12_000, 8_000), middle(10_000), "*se apoya en el puesto de pescado* A mitad de camino entre su precio y el mío por la caja de cigalas, entonces.");
unclear("409", "roleplay", ctx("EUR", 5_500), "una cifra pensada en voz alta antes de irse a dar una vuelta, no una oferta", "*le da la vuelta a la gorra de tweed* Mmm. 40... primero voy a dar una vuelta.");
clear("410", "roleplay", ctx("EUR", 32_000), bid(26_000), "*escribe 300 € en el dorso de un tique, lo tacha y escribe 260 €* Por la tonelada de manzana de sidra.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*da una palmada en la caja* Trato hecho. ¿Me puede guardar el ganso en su cámara hasta Nochebuena?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_800, 20), "*se abrocha el cinturón de cuero* Un veinte por ciento menos y me lo llevo puesto.");
clear("413", "roleplay", ctx("EUR", 8_500, 6_000), WITHDRAW, "*deja la careta de esgrima sobre la mesa y se marcha* Ni hablar.");
clear("414", "roleplay", ctx("USD", 45_000), ask("payment"), "*saca la tarjeta en el mostrador del centro de buceo* ¿Puedo pagar la mitad con tarjeta ahora y el resto en efectivo en el barco?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*se ata las botas de montaña de segunda mano* 38 € y me voy con ellas puestas.");
unclear("416", "roleplay", ctx("USD", 12_000, 9_000), "'un poco más sobre lo que ofrecí' sin cantidad", "*mira de reojo la botella de mezcal* Puedo subir un poco sobre lo que ofrecí, pero no mucho.");

export const FRESH24_ES = done();

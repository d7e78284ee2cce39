/**
 * NINETEENTH set, Spanish (Spain, Mexico, Argentina, Chile, Puerto Rico and the US; see fresh19/index.ts): written
 * 2026-11-28 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without
 * running the reader on these messages. The same 84 situations as en.ts (one scenario number each), worded as
 * Spanish-speaking farms, bodegas, restaurants, hotels, schools, clinics, parishes, clubs and trades write: "1.450 €",
 * "1.840,00 €", "2950 euros", "US$2.200", "$1,200 dólares", amounts in words.
 *
 * Labels as in en.ts: totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant;
 * acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203);
 * other numbers (a model number, days and a date; a phone number; a room count, an order number, an address and a
 * phone; a date and night-time hours; a brick count, a postcode and a date in JSON; a lot number, a year and a grid
 * count; a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh19In } from "./build";

const { clear, unclear, done } = fresh19In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 180_000), bid(145_000), "1.450 € por la hincadora de postes para el tractor. La recojo el jueves con el remolque.");
clear("002", "terse", ctx("EUR", 65_000), ask("shipping"), "¿Nos mandáis las cajas de vendimia a la bodega, cerca de Haro? ¿Cuánto sale el porte?");
clear("003", "terse", ctx("EUR", 240_000), percentOff(216_000, 10), "Abatidor de temperatura: ¿me hacéis un 10 % de descuento? La cocina lo necesita antes del menú de Navidad.");
clear("004", "terse", ctx("EUR", 135_000, 110_000), WITHDRAW, "Dejamos las corcheras, gracias: el ayuntamiento cierra la piscina por obras.");
clear("005", "terse", ctx("EUR", 52_000), words(45_000, "cuatrocientos cincuenta"), "¿Cuatrocientos cincuenta por el palé de ladrillo macizo recuperado? Pago en efectivo al recoger.");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Vale, adelante con la recogida de contenedores de agujas para la consulta.");
unclear("007", "terse", ctx("EUR", 14_000), "un rango por tonelada de silo de hierba, no un precio", "Silo de hierba: 110-120 la tonelada, según lo secas que estén las pacas.");
clear("008", "terse", ctx("EUR", 34_000), minus(28_000, 6_000), "Quítame 60 del alquiler de los puntales y lo reservo.");
clear("009", "terse", ctx("EUR", 38_000), ask("payment"), "Os escribe el banco de alimentos: ¿podemos pagar el alquiler de la furgoneta con factura en vez de tarjeta por adelantado?");
clear("010", "terse", ctx("EUR", 720_000), bid(630_000), "Prensa neumática usada para la bodega: 6.800 €, perdón, quería decir 6.300 €.");
clear("011", "terse", ctx("EUR", 860_000, 700_000), WITHDRAW, "No, gracias. Demasiado caro para cambiar el césped de un solo campo.");
clear("012", "terse", ctx("EUR", 110_000, 85_000), plus(100_000, 15_000), "150 € más sobre lo que ofrecí por la pulverizadora del quad. Es mi última palabra.");
clear("013", "terse", ctx("EUR", 295_000, 260_000), ACCEPT, "Venga, 2950 euros por la mantecadora. Ya tenemos hueco en el obrador de la heladería.");
clear("014", "terse", ctx("EUR", 18_000), ask("returns"), "Si se cancela la práctica, ¿se pueden devolver las cajas de puntas de pipeta sin abrir?");
unclear("015", "terse", ctx("EUR", 95_000), "una oferta que depende de que las vigas estén secas al aire", "780 € por las vigas de roble si están secadas al aire, no verdes.");
clear("016", "terse", ctx("EUR", 60_000), bid(51_000), "Miniexcavadora Kubota KX016-4, 3 días a partir del 14: 510 € todo incluido.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 46_000), bid(38_000), "hola aceptaríais 380 por las porterías de fútbol 7 de los benjamines? el club está sin un duro 😅 llámame al 612 34 56 78");
clear("102", "chat", ctx("EUR", 310_000), ask("delivery"), "la vitrina de helados cuándo puede llegar de verdad? abrimos el día 3 😬");
clear("103", "chat", ctx("USD", 240_000, 190_000), ACCEPT, "SÍ dale!! los del hockey van a estar felices de tener las luces del campo otra vez 🙌🙌");
clear("104", "chat", ctx("EUR", 95_000), words(80_000, "ochocientos"), "me lo dejas en ochocientos el paso canadiense? llevo la pala para cargarlo");
unclear("105", "chat", ctx("EUR", 90_000), "sarcasmo sobre el precio de la freidora: ni oferta ni aceptación", "900 por una freidora que ha visto más aceite que una plataforma petrolífera? jajaja claro que sí");
clear("106", "chat", ctx("EUR", 165_000), ask("warranty"), "tiene alguna garantía el enfriador de barriles o se vende tal cual?");
clear("107", "chat", ctx("EUR", 1_500, null, 48), total(1_250), "600 por los 48 balones de rugby? talla 4 para los peques");
clear("108", "chat", ctx("EUR", 540_000, 460_000), WITHDRAW, "bueno déjalo, el AMPA votó en contra del rocódromo. gracias igual");
clear("109", "chat", ctx("USD", 65_000), ask("negotiable"), "la tarifa por día de esquila es fija o hay algo de margen?");
clear("110", "chat", ctx("USD", 140_000, 100_000), middle(120_000), "nos partimos la diferencia con el motocultor y paso a buscarlo el sábado?");
clear("111", "chat", ctx("EUR", 27_000, 22_000), ACCEPT, "trato hecho 👍 a qué hora podemos pasar el sábado a por los calientaplatos?");
unclear("112", "chat", ctx("EUR", 26_000), "un precio visto en otro sitio para la misma tostadora, no una oferta", "la misma tostadora de cinta está en wallapop a 180, por si acaso");
clear("113", "chat", ctx("EUR", 39_000), ask("standing-offer"), "perdona cuánto pedías por las casetas de terneros? se me borró el mensaje");
clear("114", "chat", ctx("EUR", 22_500), minus(20_000, 2_500), "25 menos por triturar los tocones del cementerio y cerramos");
clear("115", "chat", ctx("EUR", 180_000, 120_000), WITHDRAW, "no, a ese precio no por los taburetes de barra. gracias de todas formas");
clear("116", "chat", ctx("EUR", 120_000), ask("discount"), "nos haríais mejor precio si os damos la ropa de cama de las tres casas rurales?");
clear("117", "chat", ctx("USD", 260_000), bid(220_000), "harías US$2.200 por la vibradora de olivos? la cosecha arranca la semana que viene");
unclear("118", "chat", ctx("EUR", 36_000), "'más o menos' alrededor de un número, no una oferta firme", "unos 300 más o menos por la colmena con el núcleo?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Estimada Sra. Carvajal:\n\nGracias por el presupuesto de los taburetes de laboratorio. ¿En cuánto tiempo podrían entregarlos? El curso empieza el 4 de septiembre y el aula de ciencias tiene que estar lista la semana anterior.\n\nUn saludo,\nDavid Ayala\nAdministrador, IES Miramar");
clear("202", "polite-email", ctx("EUR", 215_000), bid(184_000),
  "Estimado Sr. Peñalver:\n\nGracias por su propuesta de lavandería para nuestras 62 habitaciones. Le ofrecemos 1.840,00 € al mes, con dos recogidas por semana. Por favor, indique nuestro número de pedido 4471 en toda la documentación.\n\nAtentamente,\nElena Roca\nHotel del Puerto, Calle del Puerto 14, 36202 Vigo\nTel. 986 96 02 28");
clear("203", "polite-email", ctx("EUR", 780_000, 690_000), ACCEPT,
  "Estimado Sr. Hidalgo:\n\nEl consejo parroquial se reunió el martes y aceptamos con gusto su presupuesto para el rejuntado del campanario. ¿Podría llamarme al 975 96 01 84 para acordar el acceso por el camposanto?\n\nCon agradecimiento,\nMargarita Prieto\nParroquia de San Osvaldo");
clear("204", "polite-email", ctx("EUR", 450_000), percentOff(414_000, 8),
  "Estimados señores:\n\nNos interesa el depósito de fermentación de acero inoxidable de 2.000 litros. ¿Podrían aplicarnos un 8 % de descuento sobre su precio? Lo recogeríamos antes de fin de mes.\n\nSaludos cordiales,\nTomás Arlanzón\nBodegas Arlanzón, Ribera del Duero");
clear("205", "polite-email", ctx("EUR", 520_000), ask("payment"),
  "Estimada Sra. Odena:\n\nGracias por el presupuesto del autoclave de sobremesa. ¿Sería posible que la clínica pagara en dos plazos, la mitad con el pedido y la otra mitad en la instalación?\n\nUn cordial saludo,\nDra. Priya Nair\nClínica Dental Puerta Oeste");
clear("206", "polite-email", ctx("EUR", 310_000, 260_000), WITHDRAW,
  "Estimado Sr. Berná:\n\nGracias por su paciencia. Tras debatirlo, la junta directiva ha decidido no seguir adelante con la campana extractora para la cocina del club social esta temporada, así que no hace falta que nos reserve la fecha.\n\nUn saludo,\nAlberto Freire\nSecretario, Club de Petanca Castellar");
clear("207", "polite-email", ctx("USD", 4_200, null, 24), total(3_500),
  "Hola Marcela:\n\nQueremos los sartenes de hierro fundido para el nuevo menú de brunch. ¿Nos los dejarías en $840 dólares los 24? Pasamos nosotros a recogerlos al almacén.\n\nGracias,\nJoel Ramírez\nJefe de cocina, Dos Tenedores, San Juan");
clear("208", "polite-email", ctx("EUR", 690_000), ask("warranty"),
  "Estimado Sr. Lloret:\n\nGracias por la demostración del horno mixto reacondicionado. ¿Qué garantía tiene y cubre piezas y mano de obra o solo las piezas?\n\nUn saludo,\nCalixto Reyes\nJefe de cocina, El Granero");
clear("209", "polite-email", ctx("EUR", 320_000), bid(270_000),
  "Estimada Sra. Villacorta:\n\nTras su visita, el departamento de plástica quiere ofrecerle 2.900 € (debe decir 2.700 €, error mío) por el horno cerámico de segunda mano, con placas y soportes.\n\nSaludos,\nJimena Marsal\nJefa de Plástica, IES La Ribera");
clear("210", "polite-email", ctx("USD", 320_000, 280_000), ACCEPT,
  "Hola Don Dalmiro:\n\nLos US$3.200 por la calefacción del invernadero nos parecen bien. Mándenos la factura cuando quiera.\n\nGracias,\nBeatriz Soria\nHuerta Familiar Soria, Mendoza");
clear("211", "polite-email", ctx("EUR", 210_000), ask("returns"),
  "Estimada Sra. Cabrera:\n\nVamos a encargar las cortinas del escenario para el salón de actos del colegio. Si una vez colgadas la caída no es la correcta, ¿podríamos devolverlas o cambiarlas?\n\nMuchas gracias,\nRicardo Bellido\nConserje");
unclear("212", "polite-email", ctx("EUR", 880_000, 790_000), "una aceptación que aún espera la aprobación del consejo escolar",
  "Estimado Sr. Tejedor:\n\nGracias por el importe revisado para la reforma del patio. A reserva de que el consejo escolar lo apruebe en su próxima reunión, estaríamos encantados de aceptarlo.\n\nAtentamente,\nSusana Gálvez\nSecretaría del centro");
clear("213", "polite-email", ctx("EUR", 980_000), words(850_000, "ocho mil quinientos euros"),
  "Estimado Sr. Elorza:\n\nEn el club hemos revisado bien el cuatro sin timonel. Le ofrecemos ocho mil quinientos euros por el bote, con los portantes y los remos.\n\nUn saludo deportivo,\nElena Azcona\nPresidenta, Club de Remo Ría de Bilbao");
clear("214", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Estimado Sr. Cosío:\n\nGracias por su presupuesto para el trenzado del seto del campo de arriba. Entretanto hemos encontrado a alguien del pueblo que lo hará este invierno, así que no seguiremos adelante.\n\nUn saludo,\nRut Peña\nCasa de Abajo");
clear("215", "polite-email", ctx("EUR", 42_000), ask("shipping"),
  "Buenos días:\n\n¿El envío hasta nuestra finca va incluido en el precio de los bebederos galvanizados? Estamos al final del valle, pasado Riaño.\n\nSaludos,\nJuan Manuel Rey");
clear("216", "polite-email", ctx("EUR", 78_000), bid(65_000),
  "Estimada Sra. Varga:\n\nQueremos que limpien los conductos de extracción el lunes 9 de marzo, entre las 23:00 y las 05:00, cuando la cocina está cerrada. Ofrecemos 650 € por el trabajo, incluido el certificado para el seguro.\n\nUn saludo,\nSamuel Vidal\nGerente, Mesón La Campana");
unclear("217", "polite-email", ctx("EUR", 56_000), "dos precios para dos opciones, sin elegir",
  "Estimado Sr. Ortega:\n\nPara el vallado del cercado podríamos pagar 420 € con postes de madera o 510 € con postes de hormigón; aún no hemos decidido cuál.\n\nGracias,\nClara Vidaurre\nHípica Vidaurre");
clear("218", "polite-email", ctx("EUR", 9_500, 8_000), ACCEPT,
  "Hola Nadia:\n\nNos parece bien el contrato de productos para el lavavajillas en esas condiciones. ¿Podría el repartidor entrar por la puerta trasera del aparcamiento cuando venga?\n\nUn saludo,\nOwen Prosser\nEl Viejo Molino");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), ask("rounds-left"),
  "Soy el asistente de compras del Hotel Real Media Luna y estoy negociando las copas de cava y de vino para el salón de baile. Antes de hacer una contraoferta, ¿podría indicarme cuántas rondas quedan en esta negociación?");
clear("302", "agent", ctx("EUR", 890_000), bid(780_000),
  "En nombre de Explotaciones Fenoll. Tractores compactos comparables (mismo modelo, horas similares) se anuncian a 7.950 €, 8.400 €, 8.750 € y 9.100 €; la mediana es 8.575 €. Dado el desgaste de las ruedas traseras del suyo, ofrecemos 7.800 €.");
clear("303", "agent", ctx("USD", 410_000), words(360_000, "tres mil seiscientos dólares"),
  "Soy un agente de compras con IA que trabaja para Huertos Mesa Verde, en Sonora. Tras revisar la ficha técnica de la bomba de riego solar, mi mandante autoriza una oferta de tres mil seiscientos dólares, entregada en la huerta.");
unclear("304", "agent", ctx("EUR", 420_000), "un presupuesto para dos cosas juntas, sin precio para esta",
  "En nombre de Viveros Verdelar: la dueña ha aprobado un presupuesto de 5.000 € para la bomba de riego y las tuberías juntas. Indíquenos cómo encajarían sus precios.");
clear("305", "agent", ctx("EUR", 750_000, 680_000), minus(640_000, 40_000, "last-bid"),
  "Agente de compras de Cereales Olleros S.L. La inspección de la secadora de grano móvil encontró la carcasa del quemador agrietada, así que rebajamos nuestra oferta anterior en 400 €.");
clear("306", "agent", ctx("EUR", 210_000), ask("discount"),
  "Gestiono las compras de tres cafeterías. Si nos comprometemos con el blend de espresso del tostador durante un año entero en vez de mes a mes, ¿hay descuento sobre el precio del contrato?");
clear("307", "agent", ctx("EUR", 600_000), percentOff(510_000, 15),
  "Escribo en nombre de Patatas Ascaso S.L. Solicitamos una rebaja del 15 % sobre su precio por el enrollador de riego, que necesitará una manguera nueva antes de la campaña.");
clear("308", "agent", ctx("EUR", 460_000, 410_000), ACCEPT,
  "En nombre de la Clínica Veterinaria Los Prados, confirmo la aceptación de su oferta actual por el equipo de anestesia reacondicionado. Envíen la factura y el historial de mantenimiento a la gerente de la clínica.");
clear("309", "agent", ctx("EUR", 2_400, null, 60), total(2_100),
  "Agente de compras del Hotel del Lago. Por los hervidores de las habitaciones, 60 unidades, ofrecemos 1.260 € en total, entregados en el hotel.");
clear("310", "agent", ctx("EUR", 340_000, 290_000), plus(315_000, 25_000),
  "Represento a Bodega Los Ángeles. Aumentamos nuestra última oferta por la etiquetadora reacondicionada en 250 €.");
clear("311", "agent", ctx("EUR", 36_000), ask("delivery"),
  "Soy el agente de compras automatizado de la Granja El Brezal. Confirme, por favor, la primera fecha en que podrían entregar 40 toneladas de cebada de siembra en la finca.");
clear("312", "agent", ctx("EUR", 960_000, 820_000), WITHDRAW,
  "Agente del Club Deportivo Campo Norte. Mi cliente ha decidido no continuar con la renovación LED del polideportivo y se retira de esta negociación. Gracias por su tiempo.");
clear("313", "agent", ctx("EUR", 62_000), bid(54_000),
  '{"comprador":"Construcciones Dumas","articulo":"palé de ladrillo macizo perforado","ladrillos_por_pale":500,"cp_entrega":"50014","fecha_entrega":"2026-12-03","oferta_eur":540}');
unclear("314", "agent", ctx("EUR", 260_000), "dos importes en estudio, sin decisión",
  "Agente de compras del Club de Críquet de Olmedo. La junta duda entre ofrecer 2.100 € o 2.300 € por la segadora helicoidal; lo confirmaré tras su reunión.");
clear("315", "agent", ctx("EUR", 390_000), minus(350_000, 40_000),
  "Compro en nombre del Esquí Club Valle de Arán. Rebajen su precio por la pala quitanieves en 400 € y podremos cerrar.");
clear("316", "agent", ctx("EUR", 540_000), ask("standing-offer"),
  "Asistente de la Clínica Dental del Puerto. ¿Podría repetirme su precio actual por el sensor de radiografía intraoral para anotarlo para los socios?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 80_000), words(65_000, "seiscientos cincuenta"),
  "*le da una patada a la rueda del viejo sinfín de grano* Está oxidado, hace ruido. Seiscientos cincuenta y me lo llevo yo a remolque.");
unclear("402", "roleplay", ctx("EUR", 30_000), "'a mitad de camino' sin oferta anterior",
  "*pasa la mano por las duelas* Bonitas barricas. Mira, nos encontramos a mitad de camino, ¿eh?");
clear("403", "roleplay", ctx("EUR", 340_000, 300_000), ACCEPT,
  "*se escupe en la palma y la tiende* Hecho. Ese roble recién aserrado es mío, y no encontrará mejor casa.");
clear("404", "roleplay", ctx("EUR", 310_000), bid(260_000),
  "*levanta la paleta* Lote 38, el horno mixto de 10 bandejas de 2016, trifásico: 2.600 y ni un céntimo más, señor subastador.");
clear("405", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW,
  "*cierra la libreta con un suspiro* El hermano Anselmo tendrá que conformarse con los bancos viejos un año más. No seguimos.");
clear("406", "roleplay", ctx("EUR", 90_000, 60_000), plus(65_000, 5_000),
  "*se rasca la barbilla mirando el letrero de la taberna* Bueno, bueno. Cincuenta más que antes, y ya me dejas seco.");
clear("407", "roleplay", ctx("EUR", 9_000), ask("negotiable"),
  "*se apoya en la cancela* ¿Es tu última palabra con la paja o hay un poco de margen para un vecino de toda la vida?");
clear("408", "roleplay", ctx("EUR", 180_000, 140_000), middle(160_000),
  "*se limpia las manos en el delantal* Justo entre tu precio y el mío por el asador de pollos, y nos damos la mano.");
unclear("409", "roleplay", ctx("EUR", 52_000), "una cifra pensada en voz alta antes de consultarlo con la almohada, no una oferta",
  "*da dos vueltas al armazón del invernadero de túnel* Mmm... cuatrocientos cincuenta. Déjame consultarlo con la almohada.");
clear("410", "roleplay", ctx("EUR", 150_000), bid(110_000),
  "*se asoma al coro del órgano* Por el motor del fuelle, 1.300 €. No, espera: 1.100 €, que es más viejo que el señor cura.");
clear("411", "roleplay", ctx("EUR", 68_000, 60_000), ACCEPT,
  "*se toca la gorra* ¡De acuerdo, la cama de viruta es nuestra! ¿Tus chicos pueden dejarla en las cuadras antes del viernes?");
clear("412", "roleplay", ctx("EUR", 200_000), percentOff(190_000, 5),
  "*golpea las cazuelas de cobre* Quítale un cinco por ciento y a lo mejor el chef sonríe por una vez.");
clear("413", "roleplay", ctx("EUR", 70_000, 50_000), WITHDRAW,
  "*da media vuelta* Pues quédate con tu tajo de carnicero.");
clear("414", "roleplay", ctx("EUR", 16_000), ask("payment"),
  "*da una palmada al barril de cerveza para la verbena* A ver, tabernero: ¿en efectivo o aceptas tarjeta?");
clear("415", "roleplay", ctx("EUR", 12_000), bid(8_500),
  "*saca una cartera gastada* 85 € por las mesas de caballete, y la comisión de fiestas te cantará alabanzas.");
unclear("416", "roleplay", ctx("EUR", 75_000), "un sí a regañadientes con una cifra más baja al lado: ¿acepta o ofrece 600?",
  "*refunfuña delante de los comederos* Vale, vale... aunque valen 600 como mucho, si me preguntas.");

export const FRESH19_ES = done();

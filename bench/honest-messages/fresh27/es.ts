/**
 * TWENTY-SEVENTH set, Spanish (Spain, Mexico and the US; see fresh27/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: pastos,
 * huertos, agua, montes y animales de trabajo al aire libre, comprados por particulares, propietarios, huertos
 * urbanos, sociedades de pescadores, hípicas, fincas y ayuntamientos.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh27In } from "./build";

const { clear, unclear, done } = fresh27In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 145_000), bid(110_000), "Arriendo de pastos en la parcela catastral 4213, las 12 ha junto al río, del 1 de abril al 31 de octubre: ¿1.100 € la temporada? Meto las ovejas para Semana Santa.");
clear("002", "terse", ctx("EUR", 6_500), ask("shipping"), "¿Los 65 € del remolque de estiércol de caballo bien curado incluyen descargarlo en la puerta de los huertos urbanos, o el porte va aparte?");
clear("003", "terse", ctx("EUR", 48_000), percentOff(40_800, 15), "Un 15 % menos sobre su presupuesto por desbrozar los setos del camino del Molino con la desbrozadora de brazo, y el trabajo es suyo.");
clear("004", "terse", ctx("EUR", 85_000, 70_000), WITHDRAW, "Gracias por el presupuesto para reducir la copa de la encina. El ayuntamiento no da permiso porque es árbol catalogado, así que tendremos que dejarlo. Perdone que le hayamos hecho perder el tiempo.");
clear("005", "terse", ctx("EUR", 52_000), words(40_000, "cuatrocientos euros"), "¿Le valen cuatrocientos euros por limpiar la cuneta a lo largo del camino? Son unos setenta metros.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "Bueno, adelante con el desbroce de los dos cercados a ese precio. El código de la cancela está en el poste.");
unclear("007", "terse", ctx("EUR", 92_000), "una horquilla para la varada y el invernaje en seco, no un precio", "Varada e invernaje en seco del velero: ¿algo entre 750 y 800 € sería posible?");
clear("008", "terse", ctx("EUR", 9_500), minus(8_000, 1_500), "15 € menos por el día de caza con hurón en el vivar y lo reservo.");
clear("009", "terse", ctx("EUR", 4_800), ask("payment"), "podemos pagar el alquiler del huerto mitad ahora y mitad en septiembre o hay que pagarlo todo de golpe");
clear("010", "terse", ctx("EUR", 36_000), bid(30_000), "330 € por ecografiar las ovejas. Perdone, estoy mirando la factura del año pasado. 300 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "deja el rececho del corzo, muy caro para mi");
clear("012", "terse", ctx("USD", 42_000, 33_000), plus(36_000, 3_000), "Subo $30 sobre mi última oferta por airear el césped de croquet del club. De ahí no paso.");
clear("013", "terse", ctx("EUR", 3_800, 3_200), ACCEPT, "38 € a la semana por el box con el prado me parece bien. Se lo traemos el sábado.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Si no viene nieve este invierno, ¿podemos devolver los sacos de sal sin abrir? Es para el ayuntamiento.");
unclear("015", "terse", ctx("EUR", 60_000), "una oferta que solo vale si la empresa se lleva el lodo", "450 € por dragar la balsa de la finca, siempre que se lleven ustedes el lodo.");
clear("016", "terse", ctx("EUR", 5_500), bid(4_000), "Rampa para una neumática semirrígida de 5,8 m: botadura sáb. 14 a las 7:30, varada dom. 16:00. ¿40 € por las dos?");

// ---- chat ----
clear("101", "chat", ctx("USD", 6_500), bid(5_000), "me esquilas al caballo completo por 50? trae pelo de yeti este invierno 🐴 mi cel 55 3841 2716 y te lo llevo");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "cuando podeis venir a arrancar la hierba cana del cercado de abajo?? ya esta floreciendo y los caballos estan dentro 😬");
clear("103", "chat", ctx("EUR", 32_000, 28_000), ACCEPT, "SIII reservadnos las cabañas!! los críos llevan meses hablando de dormir en el campo 🏕️🔥");
clear("104", "chat", ctx("EUR", 12_000), words(8_000, "ochenta pavos"), "me sacas el sauce caído del arroyo por ochenta pavos? nos está embalsando el agua hasta el jardín 😩");
unclear("105", "chat", ctx("EUR", 2_500), "sarcasmo sobre el precio del permiso de un día, ni oferta ni aceptación", "25 € por un día en el lago?? las carpas ya vienen clavadas o qué 😂");
clear("106", "chat", ctx("EUR", 45_000), ask("warranty"), "qué garantía tiene la lámina nueva del estanque si la ponéis vosotros? la vieja se rajó a los 2 veranos y las ranas no estaban contentas 🐸");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "me podáis los 12 manzanos viejos por 360? nadie los ha tocado desde mi abuelo 🍎");
clear("108", "chat", ctx("EUR", 60_000, 50_000), WITHDRAW, "anulamos lo de quitar la nieve del camino privado perdona, el de la granja de arriba lo hace con la pala por una botella de orujo 🥃 gracias igual");
clear("109", "chat", ctx("USD", 15_000), ask("negotiable"), "el precio de las 10 visitas al parque cercado para perros es fijo o se puede ver algo? mi perrita es reactiva, vamos a ser clientas fijas 🐕");
clear("110", "chat", ctx("EUR", 45_000, 35_000), middle(40_000), "quedamos a medias en el arreglo de pezuñas del rebaño? y os reservo para el martes 🤝");
clear("111", "chat", ctx("EUR", 30_000, 26_000), ACCEPT, "vale trato hecho con el montón de estiércol 👍 vuestro camión cabe por nuestro camino o saco el remolque de los caballos de la entrada?");
unclear("112", "chat", ctx("EUR", 8_000), "el precio de otro topero, no una oferta", "por cierto el topero del pueblo de al lado cobra 60 por visita");
clear("113", "chat", ctx("EUR", 55_000), ask("standing-offer"), "perdona cuanto era lo de fumigar el helecho en la parte de arriba? mi madre pregunta y borré el mensaje 🙈");
clear("114", "chat", ctx("EUR", 60_000), minus(50_000, 10_000), "si me dejáis el mes de adiestramiento de pastoreo en 100 menos os la llevo el lunes, tiene unas ganas tremendas pero es un poco boba 🐕");
clear("115", "chat", ctx("EUR", 6_000, 4_500), WITHDRAW, "este año paso del permiso de paddle en el embalse, lo cierran cada dos por tres por las cianobacterias. gracias igual");
clear("116", "chat", ctx("EUR", 28_000), ask("discount"), "es más barato por viaje si cogemos 3 viajes de fresado para el camino? camino es largo");
clear("117", "chat", ctx("USD", 22_000), bid(18_000), "nos dejarían el potrero de abajo para el campamento scout por $180? vie-dom, 24 niños + 6 guías, llevamos nuestra agua 🏕️");
unclear("118", "chat", ctx("EUR", 32_000), "'por unos' alrededor de una cifra, no una oferta firme", "me podéis segar y retirar el prado de flores por unos 250? no llega ni a 1 hectárea 🌼");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 68_000), ask("delivery"),
  "Estimado Sr. Gutiérrez:\n\nGracias por el presupuesto para sustituir la escalera de paso del sendero 14 por una portilla en zigzag. La fiesta del senderismo del pueblo empieza el 5 de abril. ¿Cuándo podría instalarla como muy pronto?\n\nUn saludo,\nJuana Griñán\nSecretaria del Ayuntamiento de Valdelinares");
clear("202", "polite-email", ctx("EUR", 21_000, null, 6), bid(18_000),
  "Hola, Marta:\n\nNos gustaría reservar 6 de vuestras tiendas safari amuebladas para el fin de semana de la boda de nuestra hija, el 12 y 13 de junio, en la finca Los Olmos, Camino del Molino 3, 40100 San Ildefonso. Podemos pagar 180 € por tienda.\n\nUn abrazo,\nAlicia Tejedor\n612 48 93 57");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Estimada Dra. Okafor:\n\nGracias por el presupuesto para analizar nuestro abastecimiento propio de agua (el manantial que da agua a la casa y a las dos casitas rurales). Queremos seguir adelante al precio indicado. Puede llamarme al 974 31 62 09 para concertar la toma de muestras.\n\nSaludos cordiales,\nElena Ribas\nMas del Fondo");
clear("204", "polite-email", ctx("EUR", 80_000), percentOff(76_000, 5),
  "Estimado Sr. Fuentes:\n\nGracias por su propuesta para la primera clara del rodal de alerces. ¿Estaría dispuesto a rebajar un 5 % el precio por hectárea?\n\nAtentamente,\nRoberto Arnaiz\nFinca Arnaiz");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Estimado Sr. Carrasco:\n\nGracias por las condiciones del arriendo del coto de caza en el monte de Valdehierro para la próxima temporada. Si lo arrendamos, ¿podríamos pagar la mitad a la firma y el resto en enero?\n\nAtentamente,\nDavid Morales\nSociedad de Cazadores de Valdehierro");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Hola, Gabriel:\n\nGracias por presupuestar el nuevo paso de agua bajo el camino de la finca. La Confederación Hidrográfica nos pide autorización para cualquier obra en el cauce y tardará meses, así que este año no lo hacemos. Gracias por venir a verlo.\n\nUn saludo,\nSonia Prieto");
clear("207", "polite-email", ctx("EUR", 4_500, null, 20), total(4_000),
  "Estimada Sra. Aliseda:\n\nLos veinte caballos de nuestra escuela de equitación necesitan la revisión dental con limado. ¿Aceptaría 800 € por toda la cuadra?\n\nSaludos cordiales,\nClara Herrero\nEscuela Hípica El Tilo");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Estimados señores:\n\nNuestro club de pesca está valorando su fuente aireadora flotante para el lago grande, para mantener el oxígeno en las olas de calor. ¿Qué garantía tiene la bomba, y cubre también el cable y el flotador?\n\nAtentamente,\nJavier Barrios\nSecretario, Club de Pesca La Laguna");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Estimada Sra. Vera:\n\nPor el estudio de suelo de las tres parcelas donde queremos plantar frutales (pH, nutrientes y unas calicatas para ver el drenaje), le ofrezco 360 €.\n\nAcabo de ver que lo escribí mal: debe decir 330 €.\n\nSaludos,\nMarcos Elizondo\nFrutales Elizondo");
clear("210", "polite-email", ctx("USD", 4_500, 3_800), ACCEPT,
  "Hola, Jaime:\n\n$45 al mes por dejar nuestro tráiler de caballos en la explanada junto a su granero nos parece bien. Se lo llevamos después de la última competencia de la temporada.\n\nGracias,\nBeatriz");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Hola:\n\nHemos pedido las tablas de composite para rehacer tres puestos de pesca en nuestra charca. Si resultan cortas para los bastidores, ¿podemos devolver los paquetes sin abrir, y en qué plazo?\n\nGracias,\nPablo Grijalba\nTesorero, Sociedad de Pescadores del Negrillo");
unclear("212", "polite-email", ctx("EUR", 310_000), "un precio que aún espera la aprobación del pleno municipal",
  "Estimado Sr. Lozano:\n\nGracias por su presupuesto para afirmar el camino de herradura desde la calle de la Iglesia hasta el vado. El pleno municipal se reúne el jueves; si lo aprueba, estaríamos en 2.400 € por la obra.\n\nAtentamente,\nRut Soler\nAyuntamiento de Villanueva del Río");
clear("213", "polite-email", ctx("EUR", 120_000), words(90_000, "novecientos euros"),
  "Estimado Sr. Lucio:\n\nEl ayuntamiento quiere que se siegue la plaza verde del pueblo y los márgenes del cementerio de abril a octubre: unas 14 siegas, dejando la hierba en la plaza pero recogiéndola en el cementerio. Podemos ofrecer novecientos euros por la temporada.\n\nAtentamente,\nMarta Salvador\nSecretaria del Ayuntamiento de Olmedillo");
clear("214", "polite-email", ctx("EUR", 380_000, 320_000), WITHDRAW,
  "Hola, Tomás:\n\nGracias por reservarnos marzo. La subvención de la confederación con la que contábamos se ha caído, así que este año no podremos arreglar la orilla. Siento fallarte.\n\nUn saludo,\nAna Cruz\n\n> El 12 ene 2027, a las 9:15, Tomás Vera escribió:\n> Puedo hacer los 40 m de fajinas de sauce bajo vuestro jardín en marzo por 3.800 €.");
clear("215", "polite-email", ctx("EUR", 89_000), ask("shipping"),
  "Buenos días:\n\nQueremos repoblar nuestro lago con unos 150 kg de carpa royal y común. ¿Hacen entregas hasta Soria, y el transporte va incluido en el precio o se cobra aparte?\n\nMuchas gracias,\nDiego Hurtado\nCoto de Pesca Laguna Negra");
clear("216", "polite-email", ctx("EUR", 310_000), bid(260_000),
  "Estimada Sra. Quirós:\n\nTenemos que sacar unas 40 toneladas de madera de clara de una aliseda húmeda de 3 hectáreas, donde una máquina destrozaría el suelo. ¿Podría trabajarla con su caballo y su equipo la semana del 14 de octubre, de 8:00 a 16:00? Puedo ofrecer 2.600 €.\n\nSaludos,\nÍñigo Fuertes\nMonte Vecinal de Cotobade");
unclear("217", "polite-email", ctx("EUR", 45_000), "dos precios para uno o dos recortes al año, sin elegir",
  "Hola, Samuel:\n\nPara los setos de tejo y los bojes recortados del jardín amurallado dudamos entre un recorte al año, en septiembre, por 220 € y dos, en junio y septiembre, por 380 €. Te digo algo cuando veamos el presupuesto.\n\nSaludos,\nFernanda\nJardines del Pazo de Oca");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Estimado Sr. Bello:\n\nEstamos encantados de que sus ovejas churras pasten la reserva natural según su presupuesto. ¿Les llevará usted el agua, o preparamos nosotros una cuba?\n\nSaludos cordiales,\nLinda Navas\nAmigos de la Laguna del Hito");

// ---- agent ----
clear("301", "agent", ctx("EUR", 600_000, 500_000), ask("rounds-left"),
  "Soy un asistente de IA y negocio, en nombre de un joven pastor, el arriendo de las 40 hectáreas de pasto del Cabo del Camino. Antes de seguir: ¿cuántas rondas de ofertas está dispuesto a hacer antes de fijar la renta?");
clear("302", "agent", ctx("EUR", 162_000), bid(140_000),
  "Comparativa de presupuestos para la Sra. Hidalgo, apeo por partes del fresno afectado por la chalarosis sobre su camino de entrada (unos 18 m, junto a una línea eléctrica): Poda Ritter 1.380 €, Verde Copa 1.490 €, Arbolistas del Sur 1.750 €. Su presupuesto: 1.620 €. Me autoriza a ofrecer 1.400 €.");
clear("303", "agent", ctx("EUR", 78_000), words(65_000, "seiscientos cincuenta euros"),
  "El Sr. Doyle me ha pedido que le reserve una plaza en su grupo privado de carpfishing del estanque de Arriba para la temporada 2027. Está dispuesto a pagar seiscientos cincuenta euros.");
unclear("304", "agent", ctx("EUR", 260_000), "un presupuesto con una petición de propuesta, no una oferta",
  "La asociación de huertos urbanos a la que represento tiene 2.000 € para rehacer este año el camino principal entre las parcelas, de unos 120 m. ¿Qué podrían hacer con eso?");
clear("305", "agent", ctx("EUR", 68_000, 60_000), minus(54_000, 6_000, "last-bid"),
  "Tras su visita, resulta que solo hay que despejar dos de las cuatro salidas de drenaje; en nombre del Sr. Bermúdez, rebajamos nuestra oferta anterior en 60 €.");
clear("306", "agent", ctx("EUR", 9_500), ask("discount"),
  "Organizo las labores de una pequeña explotación de cereal. Si contratamos el subsolado en las tres parcelas en lugar de en una, ¿bajaría su precio por hectárea?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "En nombre de la Clínica Veterinaria La Rotonda: queremos contratarles este invierno la limpieza de nieve y el salado de nuestro aparcamiento a un 8 % por debajo de su precio. Confírmennos, por favor.");
clear("308", "agent", ctx("EUR", 160_000, 140_000), ACCEPT,
  "La Sra. Varela ha aprobado sus honorarios por la doma inicial de su caballo joven, así que queremos seguir adelante. Envíennos el contrato de pupilaje y una fecha de inicio.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_400),
  "Compras para la Hípica Los Prados: lavado, reimpermeabilización y pequeños arreglos de diez mantas de exterior. Su precio es por manta; nuestra oferta es de 240 € por las diez.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Mi clienta ha estudiado su contraoferta y sube en 50 € su oferta anterior por un día de picado de maíz con su picadora y dos remolques.");
clear("311", "agent", ctx("EUR", 45_000), ask("delivery"),
  "En la explotación para la que compro, un prado bajo ha quedado anegado tras la tormenta y la paridera está al caer. ¿Cuánto tardarían en venir con bombas una vez confirmemos?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Gracias por la oferta de pasto de invierno. Mi usuaria ha decidido quedarse con sus dos ponis en casa y alimentarlos allí, así que lo dejamos aquí.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Borrador de pedido para la Finca El Cernícalo (JSON):\n{\"articulo\": \"caja nido para lechuza, suministrada e instalada en poste\", \"cantidad\": 8, \"codigo_postal\": \"10600\", \"instalar_antes_de\": \"2027-02-15\", \"oferta_por_caja_eur\": 74.50}");
unclear("314", "agent", ctx("USD", 70_000), "dos precios para dos tipos de pupilaje, la usuaria no ha elegido",
  "Para el caballo de mi usuaria quedan abiertas dos opciones este invierno: pensión completa en caballeriza por $650 al mes o pensión en potrero por $420. Aún no decide; lo confirmo en cuanto elija.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "La explotación a la que represento quiere que esparzan el estiércol en las dos parcelas de La Vega Larga por 30 € menos que su presupuesto.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "¿Cuál es su tarifa actual por hora de la pista exterior? Mi usuaria quiere reservar una hora semanal para sus dos hijas y desea conocer su precio primero.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 120_000), words(90_000, "novecientos"), "*mira cómo la perra joven da la vuelta a las ovejas en lo alto del prado* Novecientos por ella, y se viene conmigo hoy.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'a mitad de camino' sin oferta anterior", "*se apoya en la cancela del cercado y mira la hierba* Con la renta nos encontramos a mitad de camino, ¿vale?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*estrecha la mano al guía de pesca en el embarcadero* Hecho. Usted y la barca para todo el día, a su precio.");
clear("404", "roleplay", ctx("EUR", 95_000), bid(80_000), "*levanta la mano en la subasta de pastos* Lote 7: las 14 hectáreas de pasto de verano, tasación 950 €. Yo doy 800 €.");
clear("405", "roleplay", ctx("EUR", 45_000, 38_000), WITHDRAW, "*devuelve el impreso del permiso de temporada por encima del mostrador* Precioso coto, pero este año no me lo puedo permitir. Buena pesca igualmente.");
clear("406", "roleplay", ctx("EUR", 40_000, 30_000), plus(32_000, 2_000), "*le da una patada a una piedra, que acaba en un bache del camino* Veinte más sobre mis 300, y ni uno más.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*sacude la nueva cancela del prado en sus goznes* ¿Ese precio es inamovible o hay margen?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*mira la hilera de sauces a lo largo de la orilla* Dejémoslo en el punto medio entre su cifra y la mía, por desmochar toda la hilera.");
unclear("409", "roleplay", ctx("EUR", 80_000), "una cifra pensada en voz alta antes de ver el resto de la camada, no una oferta", "*mira cómo el spaniel trae el dummy a la mano* Mmm. 650... primero voy a ver el resto de la camada.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(26_000), "*empieza a decir 300 € por cortar a matarrasa el avellanar, cruza la mirada con su mujer* ... 260 €.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*da una palmada en el costado del remolque* Venga, trato hecho con el despedregado. ¿Pueden empezar sus chicos antes de que llegue la lluvia?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*vuelve a poner una albardilla caída sobre el muro de piedra seca* Quite una quinta parte y empieza mañana por la mañana.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*silba al perro y vuelve camino abajo* A esa renta, no.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*se apoya en la valla de la pista* Si rellenan el piso, ¿puedo pagar a fin de mes en vez de ese mismo día?");
clear("415", "roleplay", ctx("EUR", 55_000), bid(38_000), "*mira desde el embarcadero las algas que ahogan el lago* 380 € por segarlas, y pueden botar desde aquí.");
unclear("416", "roleplay", ctx("EUR", 60_000, 45_000), "'puedo subir un poco mi oferta' sin cantidad", "*tantea con el bastón las cañas de hierba nudosa japonesa en la orilla* Puedo subir un poco mi oferta. Milagros no espere, ¿eh?");

export const FRESH27_ES = done();

/**
 * TWENTY-FIFTH set, Spanish (Spain, Mexico, the US; see fresh25/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: materias
 * primas, suministros, transporte y almacenaje, comprados por talleres y obradores, comerciantes y granjas.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh25In } from "./build";

const { clear, unclear, done } = fresh25In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 72_000), bid(64_000), "¿640 € por un palé de botellas ámbar de 33 cl? Según su ficha, 3.960 botellas por palé. Entrega en la nave 7, por favor; embotellamos el jueves.");
clear("002", "terse", ctx("EUR", 5_800), ask("shipping"), "¿El transporte va incluido en la caja de 20 kg de cera de soja en escamas, o se cobra aparte?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "Un 15 % menos sobre su precio por tonelada de la arcilla de gres y cerramos.");
clear("004", "terse", ctx("EUR", 21_000, 18_000), WITHDRAW, "Gracias por el presupuesto de la cera de abeja, pero lo dejamos: el apicultor de al lado nos ofrece su cera de opérculo. Muy agradecidos igualmente.");
clear("005", "terse", ctx("EUR", 14_500), words(12_000, "ciento veinte euros"), "¿Me dejaría el bloque de 25 kg de manteca de karité en bruto por ciento veinte euros?");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Bueno, reserve el tratamiento de la cebada de invierno a ese precio.");
unclear("007", "terse", ctx("EUR", 36_500), "una horquilla por tonelada para el pienso de ovejas, no un precio", "pienso para ovejas, a granel en el silo: ¿entre 300 y 330 € la tonelada le encaja?");
clear("008", "terse", ctx("EUR", 6_400), minus(5_200, 1_200), "Quíteme 12 € de la caja de film estirable y hago el pedido hoy.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "podemos pagar el abono a 30 dias o hay que pagar por adelantado");
clear("010", "terse", ctx("EUR", 4_900), bid(4_200), "46 €... no, espere, 42 € por el saco de 25 kg de sosa cáustica. Había leído mal mis notas.");
clear("011", "terse", ctx("EUR", 6_500, 5_000), WITHDRAW, "olvida las guindillas, muy caras");
clear("012", "terse", ctx("EUR", 38_000, 30_000), plus(32_500, 2_500), "Subo 25 € sobre mi última oferta por el palé de sal marina. Ese es mi tope.");
clear("013", "terse", ctx("EUR", 1_450, 1_200), ACCEPT, "14,50 € por palé y semana en la cámara frigorífica nos va bien; traemos la primera carga el lunes.");
clear("014", "terse", ctx("EUR", 8_600), ask("returns"), "Si las chapas no queda bien en nuestras botellas, ¿puedo devolver las cajas sin abrir?");
unclear("015", "terse", ctx("EUR", 21_500), "una oferta que solo vale si el vendedor paga el envío", "180 € por la lámina de plata de ley, siempre que el envío corra de su cuenta.");
clear("016", "terse", ctx("EUR", 13_500), bid(9_500), "Un palé de Valencia 46014 a A Coruña 15008, 1,20 m de alto, 480 kg, recogida el martes 14: ¿me lo hace por 95 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 19_000), bid(15_000), "hola me dejarias todos los ramos de lavanda seca por 150? son unos 200, para mi puesto del mercadillo. puedo pasar el sabado, mi movil 612 48 39 57 🌾");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "cuando podeis traer el palé de tarros de mermelada?? la fresa entra en 2 semanas y nos va a pillar el toro 😬");
clear("103", "chat", ctx("EUR", 3_400, 2_900), ACCEPT, "SIII venga!! meted el lúpulo en el próximo envío, que ganas de día de elaboración 🍺🍺");
clear("104", "chat", ctx("EUR", 7_500), words(6_000, "sesenta pavos"), "me dejas la caja de peonías en sesenta pavos? necesito 50 tallos para una boda el sábado 💐");
unclear("105", "chat", ctx("USD", 3_200), "sarcasmo sobre el precio de la jamaica, ni oferta ni aceptación", "$32 el kilo de flor de jamaica seca?? qué, los pétalos vienen bañados en oro o qué 😂 es para kombucha no para la corona");
clear("106", "chat", ctx("EUR", 9_800), ask("warranty"), "cuanta garantia tiene el film de ensilar? el ultimo se rajo a los 3 meses al sol y se echo a perder el silo 🙄");
clear("107", "chat", ctx("EUR", 1_450, null, 30), total(1_300), "me harias 390 por los 30 sacos de pienso de ponedoras? ya tenemos 400 gallinas jaja 🐔");
clear("108", "chat", ctx("EUR", 240_000, 200_000), WITHDRAW, "al final tenemos que soltar el módulo del almacén para navidad, perdona, los pedidos han caído mucho este año. gracias por guardárnoslo");
clear("109", "chat", ctx("EUR", 4_200), ask("negotiable"), "el precio del micelio de gírgola es fijo o se puede negociar? estoy empezando 🍄");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "lo dejamos a medias entre tu precio y el mío con el crupón de cuero curtido vegetal? 🤝");
clear("111", "chat", ctx("EUR", 16_500, 14_000), ACCEPT, "vale trato hecho con la cobertura 👍 me la podeis mandar antes de semana santa? las monas no se hacen solas 🐣");
unclear("112", "chat", ctx("EUR", 3_400), "el precio de otro mayorista por el aceite de fragancia, no una oferta", "el mayorista de zaragoza tiene ese aceite de fragancia a 28 el litro, por si acaso");
clear("113", "chat", ctx("EUR", 4_600), ask("standing-offer"), "perdona cuanto era la tonelada de cal esparcida? me lo pregunta mi padre y no encuentro el correo");
clear("114", "chat", ctx("EUR", 5_600), minus(4_800, 800), "si me dejas el enebro 8 € mas barato trato hecho, la semana que viene destilamos ginebra");
clear("115", "chat", ctx("EUR", 35_000, 30_000), WITHDRAW, "lo de la logística de pedidos lo dejamos de momento, seguimos empaquetando en la mesa de la cocina jaja. gracias por el presupuesto");
clear("116", "chat", ctx("EUR", 2_600), ask("discount"), "hay precio mas barato por saco si nosotros tomamos palé completo de azucar?");
clear("117", "chat", ctx("USD", 22_000), bid(18_000), "me dejan la van con chofer el sábado en $180? salida a las 5am, puesto 42 del mercado, reservación MK2291");
unclear("118", "chat", ctx("EUR", 12_000), "'más o menos' sobre una cifra, no una oferta firme", "podriais hacer las latas de bálsamo labial por unos 90 € más o menos? las hago yo sola en el cuarto de invitados 😅");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 6_800), ask("delivery"),
  "Estimado Sr. Prieto:\n\nGracias por el precio del lactorreemplazante para terneros. Aquí los partos empiezan hacia el 3 de marzo y quisiera tener los diez primeros sacos en la nave antes. ¿En cuánto tiempo podría servirlos desde el pedido?\n\nUn saludo,\nGerardo Morán\nGanadería Morán");
clear("202", "polite-email", ctx("EUR", 1_900, null, 48), bid(1_650),
  "Hola, Paula:\n\nSomos una pequeña marca que tiñe a mano y querríamos 48 sudaderas con capucha de algodón orgánico sin teñir: 8 S, 16 M, 16 L, 8 XL. Podemos pagar 16,50 € por unidad.\n\nGracias,\nJulia Vidal\nSalina Ropa\nC/ del Puerto 22, 11006 Cádiz\n622 481 937");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Estimado Sr. Osei:\n\nGracias por su oferta para despachar en aduana nuestro contenedor de menaje esmaltado en Valencia. Le confirmamos el encargo con los honorarios indicados. Puede llamarme al 963 418 275 para repasar la documentación.\n\nUn cordial saludo,\nRut Adame\nTetera y Cía.");
clear("204", "polite-email", ctx("EUR", 64_000), percentOff(60_800, 5),
  "Estimado Sr. Arlanzón:\n\nGracias por el presupuesto del lote de contrachapado marino (BS 1088) para el barco que construimos este invierno. ¿Podría hacernos un 5 % de descuento?\n\nUn saludo,\nTomás Pena\nCarpintería de Ribera Pena");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Estimada Sra. Chen:\n\nGracias por el presupuesto de nuestra parte de un contenedor de grupaje de Ningbo a Valencia (unos 6 m³ de vajilla de cerámica). Si seguimos adelante, ¿podríamos pagar la mitad al reservar y el resto cuando la mercancía pase la aduana?\n\nUn saludo,\nDaniel Fresno\nFresno & Campo Hogar");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Hola, Ramón:\n\nGracias por el presupuesto para empacar y plastificar nuestro segundo corte. Nuestro vecino se ha comprado una empacadora y nos lo hará a cambio de pastos, así que este año no le vamos a necesitar. Gracias por habernos hecho hueco.\n\nUn saludo,\nAna Llorente");
clear("207", "polite-email", ctx("EUR", 2_400, null, 20), total(2_100),
  "Buenos días:\n\nTenemos una pequeña granja de gallinas camperas y querríamos veinte cajas de hueveras de cartón para 6 huevos. ¿Aceptaría 420 € por las veinte cajas?\n\nMuchas gracias,\nSara Bueno\nHuevos Bueno");
clear("208", "polite-email", ctx("EUR", 8_500), ask("warranty"),
  "Estimados señores:\n\nEstamos valorando sus depósitos IBC de 1.000 litros reacondicionados para recoger agua de lluvia en nuestra huerta. ¿Qué garantía dan, y cubre que las válvulas de salida goteen?\n\nAtentamente,\nMartín Hidalgo\nHuerta Hidalgo");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Estimado Sr. Lindgren:\n\nPor el lote de diez tapas de abeto alpino (AA) quisiera ofrecerle 360 €.\n\nCorrección antes de que responda: copié la línea equivocada de mi hoja de cálculo. Mi oferta es de 330 €.\n\nUn saludo,\nÓscar Marín\nGuitarras Marín");
clear("210", "polite-email", ctx("EUR", 4_500, 3_800), ACCEPT,
  "Hola, Fiona:\n\n45 € por barrica y año por guardar nuestras barricas en su depósito aduanero nos parece bien. Le mandamos las primeras con los papeles la semana que viene.\n\nGracias,\nCarlos\nDestilería Val de Orrio");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Buenos días:\n\nSi las peras negras no encajan en los frascos cuentagotas de 30 ml, ¿podemos devolver las cajas sin abrir, y en qué plazo?\n\nGracias,\nAmara León\nPiel de Amara\n\n> El 5 feb., Vitrum Envases escribió:\n> Sus frascos cuentagotas ámbar de 30 ml (caja de 500) salen mañana; las pipetas van embaladas aparte.");
unclear("212", "polite-email", ctx("EUR", 172_000), "un precio pendiente del visto bueno de los socios de la cooperativa",
  "Estimado Sr. Blázquez:\n\nGracias por el presupuesto de un palé de mantequilla de hojaldre. Los socios de nuestra cooperativa se reúnen el martes; si dan el visto bueno, estaríamos en 1.500 € por el palé.\n\nUn saludo,\nNina Hurtado\nObrador Cooperativo Juntas");
clear("213", "polite-email", ctx("EUR", 95_000), words(75_000, "setecientos cincuenta euros"),
  "Estimada Sra. Kaur:\n\nGracias por la propuesta de recogida de paquetes. Necesitaríamos una recogida 5 días a la semana, unos 60 paquetes al día, ninguno de más de 2 kg. Por ello le ofrezco setecientos cincuenta euros al mes.\n\nUn saludo,\nElena Grulla\nLuna de Papel Papelería");
clear("214", "polite-email", ctx("EUR", 38_000, 32_000), WITHDRAW,
  "Hola, Damián:\n\nGracias por reservarnos el camión para los corderos. Han suspendido la feria de Zafra, así que al final no necesitaremos el transporte. Perdona las molestias.\n\nUn saludo,\nMaría Pulido\n\n> El 9 sept. 2026, a las 18:40, Transportes Damián escribió:\n> Puedo llevar hasta 120 corderos en el doble piso a Zafra el día 19, por 380 €.");
clear("215", "polite-email", ctx("EUR", 8_900), ask("shipping"),
  "Buenas tardes:\n\nEstampamos camisetas en Palma y querríamos cuatro cubos de 5 kg de tinta plastisol blanca. ¿Envían a Baleares, y el porte va incluido o se cobra aparte?\n\nMuchas gracias,\nClara Durán\nTaller Tinta Viva");
clear("216", "polite-email", ctx("EUR", 36_000), bid(31_000),
  "Estimado Sr. Ferreira:\n\nQueremos 60 kg de puré de mango Alphonso (seis cubos de 10 kg) para nuestra heladería, con entrega el martes 10 de junio entre las 7:00 y las 9:00. Puedo ofrecer 310 €.\n\nUn saludo,\nLucía Conti\nHeladería Conti");
unclear("217", "polite-email", ctx("EUR", 13_500), "dos precios para dos tarros de vela, sin elegir",
  "Hola, Tomás:\n\nPara la colección de otoño dudamos entre los tarros ámbar de 200 g a 95 € la caja y los esmerilados de 250 g a 120 € la caja. Te digo cuáles en cuanto hagamos una prueba de vertido en cada uno.\n\nUn abrazo,\nIsabel\nMecha y Brasa Velas");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Estimado Sr. Asensio:\n\nDe acuerdo con guardar nuestro trigo en su nave, tal como en su presupuesto. ¿Lo recoge su camión en nuestra finca, o organizamos nosotros el transporte?\n\nMuchas gracias,\nFelipe Duque\nFinca Los Duques");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Soy un asistente de compras con IA y negocio para un pequeño cuchillero la compra de acero de herramientas O1 en barra. Antes de seguir: ¿cuántas rondas de ofertas más está dispuesto a hacer antes de fijar un precio?");
clear("302", "agent", ctx("EUR", 139_000), bid(120_000),
  "Estudio de mercado para Muebles Hartal: nogal negro americano, calidad FAS, tablones de 27 mm secados en cámara. Otros tres almacenistas piden 1.150 €, 1.240 € y 1.310 € por metro cúbico. Su precio: 1.390 €. Nuestra oferta: 1.200 € por metro cúbico.");
clear("303", "agent", ctx("EUR", 58_000), words(48_000, "cuatrocientos ochenta euros"),
  "La Sra. Rahman, que elabora perfumes naturales, me ha pedido comprar los 100 ml de aceite de oud envejecido de su anuncio (destilado en 2019, frasco ámbar de 100 ml). Está dispuesta a pagar cuatrocientos ochenta euros.");
unclear("304", "agent", ctx("EUR", 210_000), "un presupuesto con una petición de propuesta, no una oferta",
  "La huerta a la que represento ha reservado 1.800 € para la protección de cultivos de esta temporada: manta térmica y malla antiinsectos para unos 2.000 m² de bancales. ¿Qué podrían ofrecernos con eso?");
clear("305", "agent", ctx("EUR", 49_000, 43_000), minus(39_000, 4_000, "last-bid"),
  "En nombre de la Sra. Lozano: la muestra de manteca de cacao sin refinar que nos enviaron llegó con olor a rancio, así que bajamos 40 € nuestra oferta anterior.");
clear("306", "agent", ctx("EUR", 3_900), ask("discount"),
  "Me encargo de las compras de un pequeño fabricante de salsa picante. ¿Tienen un precio más bajo por caja de botellas woozy de 150 ml si nos comprometemos a 20 cajas por trimestre?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "En nombre de la Destilería Tomillo Salvaje: queremos quedarnos con el IBC de alcohol neutro a un 8 % por debajo de su precio. Confírmenos si les parece bien.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "El Sr. Brenes ha dado el visto bueno a su tarifa para el palé de grupaje a Lisboa, así que queremos seguir adelante. ¿Nos envían el formulario de reserva y la franja de recogida?");
clear("309", "agent", ctx("EUR", 3_800, null, 20), total(3_200),
  "Compra para un taller de tapicería: veinte planchas de espuma HR cortadas a medida. Su presupuesto es por plancha; nuestra oferta es de 640 € por las veinte.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Mi clienta ha estudiado su contraoferta y sube 50 € su oferta anterior por la tonelada de malta pale.");
clear("311", "agent", ctx("EUR", 45_000), ask("delivery"),
  "La explotación de vacuno para la que compro quiere un primer IBC de melaza para pienso antes de meter el ganado en el establo el 1 de noviembre. ¿En cuánto tiempo desde el pedido podrían servirlo?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Gracias por el presupuesto del film retráctil y la pistola de calor. Mi usuaria ha decidido seguir envolviendo sus jabones con fajas de papel, así que lo dejamos aquí.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Propuesta de pedido para Jabonería El Roble (JSON):\n{\"articulo\": \"aceite de coco ecológico, garrafa de 20 L\", \"cantidad\": 8, \"cp_entrega\": \"18009\", \"entrega_antes_de\": \"2026-03-02\", \"oferta_por_garrafa_eur\": 74.50}");
unclear("314", "agent", ctx("EUR", 230_000), "dos precios para dos rutas de reparto, la usuaria no ha elegido",
  "Siguen abiertas dos opciones para el reparto de la panadería de mi usuaria: una ruta refrigerada por 1.950 € al mes o una a temperatura ambiente por 1.400 €. Aún no ha decidido; le confirmo cuál en cuanto lo haga.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "La quesería a la que represento quiere quedarse sus 400 litros semanales de leche de cabra a 30 € menos que su precio.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "¿Cuánto cobran ahora por el kilo de pimienta rosa en grano? Mi usuaria tiene un puesto de especias y quiere saber su precio antes de reponer.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "cuarenta"), "*le da vueltas a un trozo de asta de ciervo* Le doy cuarenta por la caja de recortes.");
unclear("402", "roleplay", ctx("EUR", 8_500), "'a mitad de camino' sin una oferta anterior", "*desenrolla un metro de arpillera y lo frota entre los dedos* ¿Nos vemos a mitad de camino, eh?");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*choca la mano sobre el montón de vellones de oveja Jacob* Trato hecho. Me lo llevo todo a su precio.");
clear("404", "roleplay", ctx("EUR", 9_500), bid(7_000), "*rebusca en la caja de botas de agua en la subasta de la granja* Lote 114: doce pares, tallas 41 a 45, la etiqueta pone 95 €. Le doy 70 € por el lote.");
clear("405", "roleplay", ctx("EUR", 7_500, 6_000), WITHDRAW, "*vuelve a dejar el trozo de índigo natural en la báscula* Precioso, pero este mes se me va de las manos. Gracias de todos modos.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*levanta una esquina de la chapa de raíz de olmo* Quince más que mis 80, y se acabó.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*le da una patada al bidón de aceite de linaza crudo* ¿Es su último precio, o podemos hablarlo?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*se apoya en el portón junto al remolque de calabazas* Pues a mitad de camino entre su cifra y la mía, por toda la carga.");
unclear("409", "roleplay", ctx("EUR", 8_000), "una cifra pensada en voz alta antes de dar una vuelta por el patio, no una oferta", "*sopesa un lingote de estaño* Mmm. 60... primero voy a dar una vuelta por el patio.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(27_500), "*teclea 320 € en la calculadora, frunce el ceño, lo borra y teclea 275 €* Por el rollo de chapa de cobre.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*señala con la barbilla el palé de recortes de pizarra* Venga, trato hecho. ¿Su chaval me lo puede llevar al taller en la pickup?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_500, 25), "*levanta el bloque de madera de tilo hacia la ventana* Una cuarta parte menos y me lo llevo ahora mismo.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*tira la madeja de merlín alquitranado sobre el mostrador y se va hacia la puerta* Olvídelo.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*se apoya en el mostrador de profesionales junto al palé de mortero de cal* ¿Me lo puede cargar a la cuenta y pago a fin de mes?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*levanta la caja de herraduras en bruto* 38 € y van a la furgoneta ahora mismo.");
unclear("416", "roleplay", ctx("EUR", 6_000, 4_500), "'un poco sobre lo que dije' sin cantidad", "*mira de reojo la caja de naranjas amargas* Puedo subir un poco sobre lo que dije. No mucho, ojo.");

export const FRESH25_ES = done();

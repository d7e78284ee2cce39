/**
 * TWENTY-SECOND set, Spanish (Spain, Mexico, Argentina and the US; see fresh22/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated:
 * cuidados, niños, mascotas y salud, comprados por familias, cuidadores, guarderías y residencias.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh22In } from "./build";

const { clear, unclear, done } = fresh22In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 189_500), bid(165_000), "¿Me dejaría el scooter eléctrico de exposición (15 km/h) en 1.650 €? Mi madre lo necesita antes del invierno.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "¿El precio del elevador de bañera incluye llevarlo a casa o el envío se cobra aparte?");
clear("003", "terse", ctx("EUR", 89_900), percentOff(76_415, 15), "Un 15 % menos en el colchón ortopédico de 150×190 y me lo llevo.");
clear("004", "terse", ctx("EUR", 150_000, 120_000), WITHDRAW, "Lo siento, al final no nos quedamos el cachorro de cockapoo: el casero no admite perros. Suerte con la camada.");
clear("005", "terse", ctx("EUR", 24_900), words(19_000, "ciento noventa"), "¿Aceptaría ciento noventa por el andador con asiento y cesta?");
clear("006", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Vale, reservamos las dos semanas de residencia canina para Lola a su precio.");
unclear("007", "terse", ctx("EUR", 42_000), "una horquilla para las sesiones de fisio a domicilio, no un precio", "¿entre 300 y 350 € por seis sesiones de fisio a domicilio?");
clear("008", "terse", ctx("EUR", 325_000), minus(300_000, 25_000), "Quíteme 250 € de la silla salvaescaleras recta, con instalación, y seguimos adelante.");
clear("009", "terse", ctx("EUR", 48_000), ask("payment"), "se pueden pagar las gafas progresivas en 3 plazos o es todo de golpe");
clear("010", "terse", ctx("EUR", 39_900), bid(33_000), "360 €, digo, 330 € por la silla de coche i-Size instalada en mi Ibiza.");
clear("011", "terse", ctx("EUR", 38_000, 30_000), WITHDRAW, "olvida el terrario, muy caro para un dragon barbudo");
clear("012", "terse", ctx("EUR", 30_000, 22_000), plus(25_000, 3_000), "Le subo 30 € al mes sobre lo que ofrecí por el poni en media pensión. Hasta ahí llego.");
clear("013", "terse", ctx("EUR", 1_800, 1_500), ACCEPT, "18 € la noche con los dos gatos en la misma jaula: de acuerdo, apúntelos.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Si el sillón de lactancia no es bueno por mi espalda, puedo devolver dentro los 30 días?");
unclear("015", "terse", ctx("EUR", 690_000), "una oferta que solo vale si incluye quitar la bañera y alicatar", "5.800 € por cambiar la bañera por un plato de ducha a ras de suelo, si eso incluye quitar la bañera vieja y alicatar.");
clear("016", "terse", ctx("EUR", 19_500), bid(16_000), "Animador para 15 niños, sáb. 12 de abril, de 17 a 19 h, C/ Alerce 9, 28043 Madrid: ¿160 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 95_000), bid(80_000), "hola me dejarias el macho lilac en 800? puedo ir a buscarlo cualquier finde, mi tlf 612 345 678 🐱");
clear("102", "chat", ctx("EUR", 134_000), ask("delivery"), "en cuanto tiempo podeis traer el armario y la comoda cambiador? salgo de cuentas en 3 semanas 😅");
clear("103", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "SIII dale la cita!! pobre Toby con sus dientes 🦷🐶 mil gracias");
clear("104", "chat", ctx("EUR", 27_500), words(20_000, "doscientos pavos"), "te vale doscientos pavos por la silla de ruedas plegable? es para mi abuela, para ir al medico");
unclear("105", "chat", ctx("USD", 180_000), "sarcasmo sobre la tarifa de la agencia, ni oferta ni aceptación", "$1,800 nomás por presentarnos a una niñera?? qué, llega en helicóptero o qué 😂");
clear("106", "chat", ctx("EUR", 210_000), ask("warranty"), "cuantos años de garantia tienen los motores de la cama articulada? es para mi padre en casa y no para de darle al mando");
clear("107", "chat", ctx("EUR", 2_500, null, 4), total(2_000), "me harías 80 € por las 4 clases de educación para cachorros? es un terremoto 🙈");
clear("108", "chat", ctx("EUR", 320_000, 250_000), WITHDRAW, "al final no hacemos lo de los alineadores, perdona, en el hospital le dan hueco con el ortodoncista. gracias igual");
clear("109", "chat", ctx("EUR", 120_000), ask("negotiable"), "el precio de los cachorros de teckel es fijo o hay algo de margen?");
clear("110", "chat", ctx("USD", 140_000, 110_000), middle(125_000), "le partimos la diferencia en la corona y listo?");
clear("111", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "vale adelante 👍 el instalador puede montar la rampa un sabado? entre semana trabajamos los dos");
unclear("112", "chat", ctx("EUR", 5_500), "la tarifa de otra peluquería canina, no una oferta", "la peluqueria canina de al lado hace el corte completo por 40 lo digo por si acaso");
clear("113", "chat", ctx("EUR", 4_200), ask("standing-offer"), "perdona cuanto era la caja de empapadores? la supervisora me lo pregunta y he perdido el correo");
clear("114", "chat", ctx("EUR", 18_900), minus(14_900, 4_000), "rebájame 40 € el sacaleches doble y es mío 😊");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "lo del frenillo lo dejamos, la matrona dice que en el hospital lo ven antes. gracias de todos modos");
clear("116", "chat", ctx("EUR", 17_500), ask("discount"), "hay descuento si mis dos hijos van a campamento urbano todo la semana?");
clear("117", "chat", ctx("USD", 285_000), bid(230_000), "me dejas la silla de ruedas eléctrica en US$2,300? la paso a buscar con la camioneta de mi cuñado esta semana");
unclear("118", "chat", ctx("EUR", 28_000), "'más o menos' una cifra, no una oferta firme", "podriais hacer el paquete de asesora de sueño por unos 200 mas o menos? estamos muertos 😴");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), ask("delivery"),
  "Estimado Sr. Pulido:\n\nGracias por venir a medir la escalera para la silla salvaescaleras curva. ¿Cuánto se tarda normalmente desde la medición hasta la instalación? A mi madre le dan el alta el 14 de marzo y nos gustaría tenerla instalada para entonces.\n\nUn saludo,\nJuana Okafor (hija)");
clear("202", "polite-email", ctx("EUR", 1_750, null, 30), bid(1_400),
  "Estimada Sra. Hernando:\n\nEl colegio rural El Molino quiere encargar 30 sudaderas azul marino con el escudo bordado para los alumnos de primero. Podemos pagar 14 € por sudadera, bordado incluido. Nuestro número de pedido es el 4417.\n\nAtentamente,\nCatalina Ward, secretaria\nC/ del Molino 3, 44100 Albarracín\n978 862 190");
clear("203", "polite-email", ctx("EUR", 240_000, 210_000), ACCEPT,
  "Estimada Dra. Sandoval:\n\nGracias por explicarme el plan de tratamiento con tanta claridad. Deseo hacerme el implante con los honorarios indicados en su presupuesto. Puede llamarme al 954 496 037 para darme la primera cita.\n\nAtentamente,\nGerardo Mejías");
clear("204", "polite-email", ctx("EUR", 186_000), percentOff(176_700, 5),
  "Estimados señores:\n\nGracias por el presupuesto del rincón de psicomotricidad para el aula de bebés. Somos una escuela infantil pequeña y cada euro cuenta; ¿podrían hacernos un 5 % de descuento?\n\nUn saludo,\nTamara Olmo\nDirectora, Escuela Infantil Bellotas");
clear("205", "polite-email", ctx("EUR", 350_000), ask("payment"),
  "Estimado Dr. Farre:\n\nQueremos que Óliver empiece con los brackets después de Navidad. ¿Es posible pagar el tratamiento en 12 meses y, en ese caso, tiene intereses?\n\nUn saludo,\nRebeca Lyons");
clear("206", "polite-email", ctx("EUR", 120_000, 95_000), WITHDRAW,
  "Estimada Sra. Kowalczyk:\n\nMuchas gracias por su ayuda para buscar una cuidadora interna. A mi madre le han concedido plaza en la residencia Los Tilos, así que no seguiremos adelante con la contratación. Gracias por su paciencia.\n\nUn cordial saludo,\nPablo Díaz");
clear("207", "polite-email", ctx("EUR", 2_400, null, 12), total(2_200),
  "Hola, Gonzalo:\n\nPara la guardería querríamos doce cajas de toallitas sin perfume. ¿Aceptaría 264 € por las doce, entregadas con nuestro pedido habitual?\n\nGracias,\nMiriam\nGuardería Las Abejitas");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Estimado Sr. Antón:\n\nGracias por la demostración del cambiador eléctrico regulable en altura. ¿Cuántos años de garantía dan sobre la estructura y sobre el motor?\n\nUn saludo,\nSilvia Cortés\nCentro de Educación Especial El Parque");
clear("209", "polite-email", ctx("EUR", 50_000), bid(40_000),
  "Estimada Sra. Prieto:\n\nNuestra veterinaria ha recomendado hidroterapia para Monty después de la operación de ligamento cruzado. Por el bono de diez sesiones le ofrezco 450 € (perdón, quería decir 400 €).\n\nUn saludo,\nAlberto Graña");
clear("210", "polite-email", ctx("EUR", 3_800, 3_200), ACCEPT,
  "Hola, Dani:\n\n38 € por sesión para las clases de tenis de Elena este trimestre nos parece bien. Tiene muchísimas ganas de empezar.\n\nGracias,\nLaura");
clear("211", "polite-email", ctx("USD", 12_500), ask("returns"),
  "Buenos días:\n\nEncargamos los zapatos ortopédicos a medida para nuestro hijo. Si no le quedan bien con las férulas, ¿se pueden devolver sin usar y en qué plazo?\n\nSaludos cordiales,\nDeepa Ramírez\n\n> El 3 de mayo, Ortopedia Paso Firme escribió:\n> Los zapatos de su hijo (pedido 20817) estarán listos en unas 3 semanas.");
unclear("212", "polite-email", ctx("EUR", 95_000), "un precio pendiente de la aprobación de la dirección",
  "Estimado Sr. Gil:\n\nGracias por dejarnos probar el colchón antiescaras de aire alternante. A falta de la aprobación de nuestra directora el viernes, podríamos ofrecer 780 €.\n\nUn saludo,\nBeatriz Nasarre\nSupervisora de enfermería, Residencia Los Fresnos");
clear("213", "polite-email", ctx("EUR", 34_000), words(27_500, "doscientos setenta y cinco euros"),
  "Estimada Sra. Hamid:\n\nGracias por el estudio de la pisada. Por el par de plantillas ortopédicas a medida, con la revisión incluida, me gustaría ofrecerle doscientos setenta y cinco euros.\n\nAtentamente,\nRodrigo Benito");
clear("214", "polite-email", ctx("EUR", 48_000, 40_000), WITHDRAW,
  "Estimada Sra. Mortera:\n\nGracias por reservarle a Ava una plaza en el servicio de tardes. Hemos reorganizado los horarios y al final no la vamos a necesitar.\n\nUn saludo,\nNkechi Adebayo\n\n> El 2 sept. 2026, a las 16:05, Linda Mortera escribió:\n> Le guardamos la plaza a Ava hasta el viernes. La cuota del primer trimestre es de 480 €, por adelantado.");
clear("215", "polite-email", ctx("EUR", 76_000), ask("shipping"),
  "Buenas tardes:\n\nNos interesa la pajarera de exterior para nuestros periquitos. ¿Cuánto costaría el envío a Jaca, o va incluido en el precio?\n\nMuchas gracias,\nFabiola Maza");
clear("216", "polite-email", ctx("EUR", 29_000), bid(24_000),
  "Estimado Sr. Rafales:\n\nQueremos reservar el microbús adaptado con conductor para 9 de nuestros residentes el miércoles 18 de junio, de 10:00 a 15:30, para una excursión a la playa. Podemos ofrecer 240 €.\n\nUn saludo,\nJosefa Castell\nAnimadora sociocultural, Residencia Los Olmos");
unclear("217", "polite-email", ctx("EUR", 72_000), "dos precios para dos acabados de la cama alta, sin elegir",
  "Estimado Sr. Broca:\n\nPara la cama alta con escritorio de Freya podríamos pagar 640 € en roble o 520 € en pino lacado en blanco. Todavía no hemos decidido el acabado.\n\nUn saludo,\nAna y Jon Pedrosa");
clear("218", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Estimado Sr. Ibarra:\n\nAdelante con la gatera de microchip en la puerta acristalada del patio. ¿Nos podría decir qué tenemos que apartar antes de que venga su instalador?\n\nMuchas gracias,\nSara Bravo");

// ---- agent ----
clear("301", "agent", ctx("EUR", 96_000, 80_000), ask("rounds-left"),
  "Soy un asistente de IA y estoy contratando para el hijo de mi usuario un bono de doce sesiones de logopedia privada. Antes de revisar nuestra oferta: ¿cuántas rondas más de negociación están dispuestos a hacer?");
clear("302", "agent", ctx("USD", 120_000), bid(98_000),
  "En nombre del Sr. Hughes: por una grúa de traslado móvil reacondicionada para uso en casa, hay equipos comparables anunciados este mes a US$950, US$1,020 y US$1,090; su precio es US$1,200. Ofrecemos US$980 con el arnés incluido.");
clear("303", "agent", ctx("EUR", 165_000), words(140_000, "mil cuatrocientos euros"),
  "Soy el asistente de compras de la familia Lindqvist. Desean reservar el cachorro de boyero de Berna de su camada de primavera y autorizan mil cuatrocientos euros, con la señal pagada al firmar el contrato.");
unclear("304", "agent", ctx("EUR", 720_000), "un tope de ayuda con una petición de presupuesto, no una oferta",
  "En nombre de la Sra. Doménech: la ayuda de dependencia cubre hasta 6.000 € para adaptar la cocina con encimeras rebajadas. Indíqueme, por favor, qué pueden hacer dentro de ese importe.");
clear("305", "agent", ctx("EUR", 90_000, 72_000), minus(64_000, 8_000, "last-bid"),
  "Actualización del asistente del Sr. Rojo: la ayuda del ayuntamiento para la grúa de maletero ha sido menor de lo previsto, así que rebajamos nuestra oferta anterior en 80 €.");
clear("306", "agent", ctx("EUR", 58_000), ask("discount"),
  "Gestiono el cuidado del perro de la Sra. Oduya. Su spaniel iría a la guardería canina 5 días a la semana. ¿Hay una cuota mensual más baja si se compromete por 12 meses?");
clear("307", "agent", ctx("EUR", 55_000), percentOff(49_500, 10),
  "En nombre del Sr. Belda. Por el bono de diez sesiones de osteopatía según presupuesto, proponemos un 10 % menos sobre su precio. Quedo a la espera de su confirmación.");
clear("308", "agent", ctx("EUR", 21_000, 18_000), ACCEPT,
  "Mi representada acepta su tarifa para el taller de signos para bebés de este trimestre. Por favor, resérvele plaza para ella y su hija y envíe los datos de la reserva al correo registrado.");
clear("309", "agent", ctx("EUR", 9_500, null, 6), total(8_000),
  "Asistente de compras de la Residencia Prado Verde: seis cojines antiescaras de gel, según su presupuesto. Ofrecemos 480,00 € por los seis, con el envío incluido.");
clear("310", "agent", ctx("EUR", 120_000, 90_000), plus(100_000, 10_000),
  "Tras su respuesta, mi clienta puede subir 100 € sobre su oferta anterior por el triciclo adaptado de segunda mano para su hijo.");
clear("311", "agent", ctx("EUR", 62_000), ask("delivery"),
  "Asistente de la escuela infantil Las Nutrias: ¿cuál es la fecha más próxima en que podrían entregar un palé de pañales de la talla 4? Nos quedan unos diez días de existencias.");
clear("312", "agent", ctx("EUR", 280_000, 240_000), WITHDRAW,
  "Gracias por la consulta. A mi usuaria le han dado fecha en la sanidad pública para operarse de cataratas, así que ha decidido no hacerlo por la privada. No seguiremos adelante.");
clear("313", "agent", ctx("EUR", 5_900, null, 8), bid(5_200),
  "Propuesta de pedido en nombre de la Residencia Brezales:\n{\"articulo\": \"guantes de exploración de vinilo sin polvo, talla M\", \"guantes_por_caja\": 100, \"cajas_por_carton\": 10, \"cartones\": 8, \"cp_entrega\": \"33011\", \"oferta_por_carton_eur\": 52}");
unclear("314", "agent", ctx("EUR", 95_000), "dos precios mensuales, la familia no ha decidido",
  "Sobre el centro de día tres días por semana para el Sr. Sharma: la familia duda entre 780 € y 840 € al mes y todavía no lo ha decidido. Le escribo en cuanto se decidan.");
clear("315", "agent", ctx("EUR", 240_000), minus(220_000, 20_000),
  "En nombre de la Sra. Grady: por ensanchar las dos puertas para su silla de ruedas, con los remates incluidos, podemos encargarlo a 200 € por debajo de su presupuesto.");
clear("316", "agent", ctx("EUR", 2_600), ask("standing-offer"),
  "Estoy ayudando a la tutora de 1.º de Primaria del colegio Los Acebos a reservar la visita a la granja escuela. ¿Me confirma su precio actual por niño antes de que haga una oferta?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 9_000), words(6_000, "sesenta"), "*acuna al hurón pequeño* Sesenta, y se viene hoy conmigo.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'a medio camino' sin una oferta anterior", "*le da palmaditas al poni shetland* Venga, ¿nos encontramos a medio camino?");
clear("403", "roleplay", ctx("EUR", 6_500, 5_000), ACCEPT, "*saca a la coneja belier del corral* Trato hecho. Se viene con nosotros.");
clear("404", "roleplay", ctx("EUR", 6_000), bid(4_500), "*se apoya en la jaula 22* Las 3 gallinas pekinesas enanas, nacidas en la primavera de 2025. 45 € por el trío.");
clear("405", "roleplay", ctx("EUR", 140_000, 110_000), WITHDRAW, "*le devuelve la correa* Es un encanto, pero a ese precio no. Gracias por su tiempo.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*levanta la mochila portabebés* Bueno: cinco euros más que mis 40. Última palabra.");
clear("407", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*el gatito ronronea en sus brazos* ¿Ese es su último precio, o se puede hablar?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*el loro gris silba* Anda, partimos la diferencia.");
unclear("409", "roleplay", ctx("EUR", 45_000), "una cifra pensada en voz alta antes de irse, no una oferta", "*da vueltas al scooter eléctrico en el rastro* Mmm. 350... primero doy otra vuelta.");
clear("410", "roleplay", ctx("EUR", 5_000), bid(3_500), "*vuelve a contar las cobayas* 40 € las dos con la jaula... no, espere, lo repito: 35 €.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*le estrecha la mano a la criadora* Trato hecho. ¿Tiene una caja para llevármelo en el autobús?");
clear("412", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*mira la mochila portabebés a contraluz* Un veinte por ciento menos y es mía.");
clear("413", "roleplay", ctx("EUR", 70_000, 55_000), WITHDRAW, "*niega con la cabeza y se va* Ni loco.");
clear("414", "roleplay", ctx("EUR", 180_000), ask("payment"), "*pasa la mano por las patas del caballo* ¿En efectivo, o acepta transferencia?");
clear("415", "roleplay", ctx("EUR", 3_500), bid(2_500), "*da golpecitos en la jaula de los periquitos* 25 € la pareja, y no regateo más.");
unclear("416", "roleplay", ctx("EUR", 48_000, 40_000), "'un poco por encima de mi última oferta' sin cantidad", "*se asoma al terrario de las tortugas* Podría subir un poco sobre mi última oferta, pero no mucho.");

export const FRESH22_ES = done();

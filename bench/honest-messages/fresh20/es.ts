/**
 * TWENTIETH set, Spanish (Spain, Mexico, Argentina, Puerto Rico and the US; see fresh20/index.ts): written
 * 2026-11-28 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without
 * running the reader on these messages. The same 84 scenarios as en.ts, written as Spanish-speaking buyers and their
 * agents write (145 € / 1.950 € / US$2,400 / $95 / « vale », « dale », « dejalo »), not translated word for word.
 * Labels as in en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh20In } from "./build";

const { clear, unclear, done } = fresh20In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_000), bid(14_500), "145 € por deshollinar los dos conductos y poner el sombrerete. Me vale cualquier mañana de la semana que viene.");
clear("002", "terse", ctx("EUR", 22_000), ask("shipping"), "¿Los lienzos de la sesión de fotos familiar los mandáis por mensajería? ¿Cuánto cobráis de envío?");
clear("003", "terse", ctx("EUR", 36_000), percentOff(30_600, 15), "¿Me hacéis un 15% de descuento en la declaración de la renta? Tengo todos los tiques ya en una hoja de cálculo.");
clear("004", "terse", ctx("EUR", 19_500, 16_000), WITHDRAW, "Este trimestre dejamos las clases de piano, gracias. Lucía se ha pasado al fútbol.");
clear("005", "terse", ctx("EUR", 26_000), words(21_000, "doscientos diez"), "¿Doscientos diez por cambiar el parabrisas aquí en la puerta de casa?");
clear("006", "terse", ctx("EUR", 28_000, 24_000), ACCEPT, "Vale, apúnteme el vaciado de la fosa séptica.");
unclear("007", "terse", ctx("EUR", 5_500), "una horquilla para el arreglo del terrier, no un precio", "Stripping a mano del terrier: ¿entre 40 y 45 €?");
clear("008", "terse", ctx("EUR", 29_000), minus(26_000, 3_000), "Bájame 30 € del contenedor de escombros de 8 m³ y lo reservo ya.");
clear("009", "terse", ctx("EUR", 15_000), ask("payment"), "¿Puedo pagar el curso de conducción segura en moto por transferencia esa misma mañana, o solo con tarjeta?");
clear("010", "terse", ctx("EUR", 52_000), bid(43_000), "Quitar el musgo y tratar el tejado: 480 €, perdón, quise decir 430 €.");
clear("011", "terse", ctx("USD", 120_000, 90_000), WITHDRAW, "A ese precio, no. Dejá lo del altillo.");
clear("012", "terse", ctx("EUR", 42_000, 32_000), plus(36_000, 4_000), "Súmale 40 € a lo que ofrecí por rejuntar el baño. No llego a más.");
clear("013", "terse", ctx("USD", 9_500, 8_000), ACCEPT, "$95 al mes por el mantenimiento de la piscina, perfecto. ¿Siempre el mismo día de la semana?");
clear("014", "terse", ctx("EUR", 24_000), ask("returns"), "Si al final la licencia de la tipografía no cubre nuestra app, ¿nos devolvéis el dinero?");
unclear("015", "terse", ctx("EUR", 38_000), "una oferta que depende de que el relleno de juntas con arena esté incluido", "300 € por limpiar la terraza con hidrolimpiadora si incluye rellenar las juntas con arena.");
clear("016", "terse", ctx("EUR", 32_000), bid(26_000), "ITV más revisión completa, Trafic 2.0 dCi de 2017, 84.000 km: 260 € todo incluido.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 15_000), bid(12_000), "holaa me harías 120 por el arco de globos? es para sus 18 🎈 escríbeme al 612 345 678");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "cuándo podríais montar las contraventanas interiores? vienen los suegros en navidad 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "SIIII apúntanos!!! los peques van a flipar con la fiesta de espuma 🎉🎉");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "trescientos"), "aceptarías trescientos por el peinado y maquillaje de novia el día de la boda?");
unclear("105", "chat", ctx("EUR", 9_000), "sarcasmo sobre el precio de la clase: ni oferta ni aceptación", "90 € la hora de guitarra?? te la da Vicente Amigo en persona o qué jajaja");
clear("106", "chat", ctx("EUR", 65_000), ask("warranty"), "el tratamiento cerámico tiene algún tipo de garantía o es a cruzar los dedos?");
clear("107", "chat", ctx("EUR", 5_000, null, 4), total(4_000), "160 por las 4 sesiones de masaje deportivo? mis isquios te lo agradecerían");
clear("108", "chat", ctx("USD", 12_000, 9_000), WITHDRAW, "ah, dejalo, el dueño no quiere que pongamos el portero con cámara. gracias igual");
clear("109", "chat", ctx("EUR", 55_000), ask("negotiable"), "el precio del fotomatón es fijo o hay margen?");
clear("110", "chat", ctx("USD", 30_000, 22_000), middle(26_000), "le partimos la diferencia al ajuste del portón eléctrico y listo?");
clear("111", "chat", ctx("EUR", 85_000, 70_000), ACCEPT, "perfecto 👍 el alicatador puede empezar el lunes por la mañana?");
unclear("112", "chat", ctx("EUR", 11_000), "el precio de otro cerrajero, no una oferta", "para que sepas, el otro cerrajero me pidió 70 por el mismo cambio de bombín");
clear("113", "chat", ctx("EUR", 12_000), ask("standing-offer"), "me recuerdas cuánto cobrabas al mes por las clases de batería? subí demasiado en el chat y me perdí");
clear("114", "chat", ctx("EUR", 5_500), minus(4_000, 1_500), "quítale 15 a las uñas de gel y reservo");
clear("115", "chat", ctx("EUR", 35_000, 25_000), WITHDRAW, "uf no, demasiado caro para un mago de cumple. gracias igual");
clear("116", "chat", ctx("EUR", 4_500), ask("discount"), "hay mejor precio en el gimnasio si me apunto todo el año en vez de mes a mes?");
clear("117", "chat", ctx("USD", 240_000), bid(180_000), "me harías 1800 por el vinilado gris mate de mi Civic?");
unclear("118", "chat", ctx("EUR", 32_000), "'más o menos' alrededor de una cifra, no una oferta firme", "unos 250 más o menos por subirle el bajo al vestido de novia?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 55_000), ask("delivery"),
  "Estimado Sr. Quesada:\n\nGracias por su presupuesto para la inspección técnica del piso de la calle Tilos. ¿Podría indicarme cuándo podría hacer la visita y en cuánto tiempo tendríamos el informe? La firma ante notario está prevista para finales de marzo.\n\nUn saludo,\nAna Doval");
clear("202", "polite-email", ctx("EUR", 3_400, null, 45), bid(2_800),
  "Estimada Sra. Ferrer:\n\nGracias por la propuesta de menú para la comida de jubilación de mi padre. Para los 45 invitados le proponemos 28 € por persona. Nuestra referencia de reserva es la 3302.\n\nUn saludo,\nGerardo López\nCalle del Molino 12, 46001 Valencia\n963 960 512");
clear("203", "polite-email", ctx("EUR", 65_000, 52_000), ACCEPT,
  "Estimado Sr. Adeyemi:\n\nNos complace aceptar su presupuesto para el cálculo estructural de la retirada de la chimenea. ¿Podría llamarme al 600 960 771 para concertar la visita a la obra?\n\nAtentamente,\nFiona Márquez");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(132_000, 12),
  "Estimada Sra. Ortuño:\n\nGracias por su propuesta para las cuentas anuales y el impuesto de sociedades de nuestra SL. Como llevamos la contabilidad al día cada mes, ¿podrían aplicarnos un 12% de descuento sobre los honorarios anuales?\n\nSaludos cordiales,\nNicolás Cardona\nAdministrador, Carpintería Cardona SL");
clear("205", "polite-email", ctx("EUR", 140_000), ask("payment"),
  "Hola, Rhona:\n\nNos encantaría contratar a vuestra banda para la boda. ¿Sería posible pagar el resto la misma noche en lugar de dos semanas antes?\n\nUn abrazo,\nCarmen y Álvaro");
clear("206", "polite-email", ctx("EUR", 4_500, 3_800), WITHDRAW,
  "Estimado Sr. Velasco:\n\nGracias por la clase de prueba de química. Lo hemos hablado con Pablo y de momento preferimos no empezar las clases particulares, porque el instituto ofrece sus propias sesiones de repaso para la selectividad.\n\nUn saludo,\nAna Prieto");
clear("207", "polite-email", ctx("EUR", 3_500, null, 12), total(3_000),
  "Estimado Sr. Kowalczyk:\n\nNecesito traducciones juradas de mi título, el expediente académico y las cartas de referencia, 12 páginas en total. ¿Podría dejarlo en 360 € por todo?\n\nMuchas gracias,\nMarta Nowak");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Estimados señores:\n\nGracias por revisar las humedades por capilaridad del cuarto de atrás. ¿Qué garantía tiene el tratamiento por inyección y cuántos años cubre?\n\nAtentamente,\nPedro Haro");
clear("209", "polite-email", ctx("EUR", 240_000), bid(175_000),
  "Estimada Sra. Lindqvist:\n\nPodemos ofrecer 1.950 € —perdón, error al teclear: 1.750 €— por la auditoría de accesibilidad de nuestra web.\n\nSaludos cordiales,\nTomás Becerra\nResponsable de operaciones, Ópticas Becerra y Rubio");
clear("210", "polite-email", ctx("USD", 240_000, 200_000), ACCEPT,
  "Hola, Dev:\n\nUS$2,400 por la página de reservas en línea y los formularios de clientes nos parece bien. Adelante, envíenos el contrato.\n\nGracias,\nMaría López\nBloom Hair Studio, San Juan");
clear("211", "polite-email", ctx("EUR", 1_800), ask("returns"),
  "Hola:\n\nAntes de comprar las licencias del programa de diseño para el estudio: si al equipo no le convence el primer mes, ¿se pueden devolver las licencias y recuperar el dinero?\n\nUn saludo,\nLaura Pinzón");
unclear("212", "polite-email", ctx("EUR", 450_000, 380_000), "una aceptación que aún espera la aprobación de la comisión de fiestas",
  "Estimado Sr. Oses:\n\nGracias por el precio revisado de los fuegos artificiales de las fiestas patronales. Si la comisión de fiestas lo aprueba el jueves, lo aceptaremos con mucho gusto.\n\nUn saludo,\nColeta Bermúdez\nSecretaria de la Comisión de Fiestas");
clear("213", "polite-email", ctx("EUR", 140_000), words(110_000, "mil cien euros"),
  "Estimada Sra. Ferrán:\n\nGracias por venir a ver el jardín. Queremos ofrecerle mil cien euros por el plan de plantación y los planos a escala.\n\nUn cordial saludo,\nJaime y Rut Allende");
clear("214", "polite-email", ctx("EUR", 210_000, 170_000), WITHDRAW,
  "Hola, Sr. Briones:\n\nGracias por el presupuesto para entubar la chimenea. Hemos decidido dejar la obra para el año que viene, así que no nos reserve fecha.\n\nSaludos,\nSilvia Carrera");
clear("215", "polite-email", ctx("EUR", 32_000), ask("shipping"),
  "Buenas tardes:\n\n¿La entrega y la recogida de la vajilla y la cristalería de alquiler están incluidas en el precio? La fiesta es en una finca a unos doce kilómetros de Ronda.\n\nGracias,\nEmma Rico");
clear("216", "polite-email", ctx("EUR", 85_000), bid(60_000),
  "Estimado Sr. Marchetti:\n\nBuscamos un mago de cerca para la cena de empresa del viernes 6 de junio, de 19:30 a 22:00. Podemos ofrecerle 600 € por la velada.\n\nUn saludo,\nPriya Shah\nCoordinadora de eventos, Halden Logística");
unclear("217", "polite-email", ctx("EUR", 32_000), "dos precios para dos paquetes y ninguna elección",
  "Hola, Sra. Tran:\n\nPara la sesión de retrato familiar podríamos pagar 180 € solo por los archivos digitales, o 260 € con la copia enmarcada. Aún no lo hemos decidido.\n\nUn saludo,\nÓscar Granados");
clear("218", "polite-email", ctx("EUR", 18_000, 15_000), ACCEPT,
  "Estimado Sr. Olías:\n\nDe acuerdo con la revisión anual de extintores de la clínica. ¿Podría venir su técnico antes de que abra la consulta, para que la sala de espera esté libre?\n\nUn saludo,\nJuana Pico\nGerente de la clínica");

// ---- agent ----
clear("301", "agent", ctx("EUR", 120_000), ask("rounds-left"),
  "Soy un asistente de IA y estoy organizando una cata de vinos para el equipo comercial de mi cliente. Antes de responder a su presupuesto para el sumiller y los seis vinos, ¿me confirma cuántas rondas de negociación quedan?");
clear("302", "agent", ctx("EUR", 420_000), bid(350_000),
  "En nombre de la familia Okafor. Tenemos cuatro presupuestos solo de montaje para una cocina ya entregada: 3.200 €, 3.650 €, 3.900 € y 4.400 €, con una mediana de 3.775 €. Como los muebles llegaron ya montados, ofrecemos 3.500 €.");
clear("303", "agent", ctx("USD", 520_000), words(450_000, "cuatro mil quinientos dólares"),
  "Soy el asistente de compras de la parroquia San Lucas, en Ponce. Tras revisar su propuesta para restaurar el vitral sobre la puerta sur, el consejo parroquial autoriza cuatro mil quinientos dólares para el trabajo.");
unclear("304", "agent", ctx("EUR", 150_000), "un presupuesto para dos trabajos juntos, sin precio para este",
  "En nombre de la Sra. Adarraga: ha reservado 2.000 € para rejuntar el baño e instalar el extractor, todo junto. Indíqueme cómo encajaría su presupuesto en esa cifra.");
clear("305", "agent", ctx("EUR", 90_000, 75_000), minus(60_000, 15_000, "last-bid"),
  "Agente de reservas de la familia Farré. Su estudio de amianto no incluye el garaje independiente, así que rebajamos nuestra oferta anterior en 150 €.");
clear("306", "agent", ctx("EUR", 1_500), ask("discount"),
  "Gestiono las compras de software de un banco de alimentos. Para la herramienta de gestión de proyectos en plan anual con 25 usuarios, ¿tienen descuento para ONG?");
clear("307", "agent", ctx("EUR", 25_000), percentOff(20_000, 20),
  "Escribo en nombre de Inmobiliaria Alcor. Les pedimos un 20% de rebaja sobre sus honorarios por el certificado energético y el plano; les encargaremos inmuebles de nuestra cartera con regularidad.");
clear("308", "agent", ctx("EUR", 45_000, 40_000), ACCEPT,
  "En nombre del Laboratorio Dental Penedès, confirmo la aceptación de su oferta actual de soporte informático mensual. Envíen el contrato de servicio a la responsable del laboratorio para su firma.");
clear("309", "agent", ctx("EUR", 21_000, null, 6), total(18_000),
  "Agente de compras de Loop Studio. Por 6 puestos flexibles en su coworking de Malasaña ofrecemos 1.080 € al mes en total.");
clear("310", "agent", ctx("EUR", 90_000, 70_000), plus(82_000, 12_000),
  "Represento al Vivero El Molino. Para el curso de primeros auxilios de nuestra plantilla, subimos nuestra última oferta en 120 €.");
clear("311", "agent", ctx("EUR", 95_000), ask("delivery"),
  "Soy el asistente de agenda del Sr. y la Sra. Quintana. Confírmenme la primera fecha en que su electricista podría instalar el cargador del coche eléctrico en la casa.");
clear("312", "agent", ctx("EUR", 350_000, 280_000), WITHDRAW,
  "Agente del Dr. Hamid. Mi representado ha decidido no seguir adelante con el diseño del jardín japonés y se retira de esta negociación. Gracias por su tiempo y por los bocetos.");
clear("313", "agent", ctx("EUR", 26_000), bid(21_000),
  '{"cliente":"R. Elizondo","servicio":"desratización desván y cocina","visitas":3,"codigo_postal":"41003","fecha_inicio":"2027-01-12","oferta_eur":210}');
unclear("314", "agent", ctx("EUR", 120_000), "dos precios en consideración, sin decisión",
  "Asistente de compras de la familia Mensah. Están dudando entre ofrecer 850 € o 950 € por el vídeo del bautizo; le confirmo cuál cuando lo hablen esta noche.");
clear("315", "agent", ctx("EUR", 140_000), minus(120_000, 20_000),
  "Reservo en nombre de la Sra. Toledo. Por favor, réstele 200 € a su presupuesto para retapizar el sofá y seguimos adelante.");
clear("316", "agent", ctx("EUR", 48_000), ask("standing-offer"),
  "Asistente del despacho Grúa & Hijos Abogados. Indíqueme de nuevo su precio actual de la licencia anual de firma electrónica para anotarlo para los socios.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 2_800), words(2_200, "veintidós"),
  "*se deja caer en el sillón del barbero y mira la pizarra de precios* Veintidós por el afeitado a navaja con toalla caliente, chaval, y ni un céntimo más.");
unclear("402", "roleplay", ctx("EUR", 4_000), "'a mitad de camino' sin oferta anterior",
  "*mira a la pitonisa barajar las cartas* Su precio es salado, señora. ¿Nos encontramos a mitad de camino?");
clear("403", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT,
  "*da una palmada en el hombro al herrador* Trato hecho. Hierre la yegua, que yo pongo el café.");
clear("404", "roleplay", ctx("EUR", 60_000), bid(40_000),
  "*levanta la paleta en la subasta benéfica* Lote 27, la clase de cocina para 8 con el chef que se formó en 2019 en el Ritz — 400, y mi mujer me mata.");
clear("405", "roleplay", ctx("EUR", 500_000, 420_000), WITHDRAW,
  "*enrolla los planos* El techo del salón de baile se queda sin dorar otro año, maestro. No seguimos.");
clear("406", "roleplay", ctx("EUR", 60_000, 45_000), plus(49_000, 4_000),
  "*se rasca la barba delante del caballete* Cuarenta más que mi última oferta por el retrato al óleo, y con eso me deja la bolsa vacía.");
clear("407", "roleplay", ctx("EUR", 25_000), ask("negotiable"),
  "*moja la pluma* Calígrafo, ¿su precio por las invitaciones de boda está escrito en piedra, o se puede doblar un poco?");
clear("408", "roleplay", ctx("EUR", 40_000, 30_000), middle(35_000),
  "*se escupe en la mano* A mitad de camino entre su precio y el mío por rotular el carro, y choque esos cinco.");
unclear("409", "roleplay", ctx("EUR", 950_000), "una cifra sopesada antes de consultarla con la almohada, no una oferta",
  "*mira al techador de paja en la cumbrera* Mmm... ocho mil. Déjeme consultarlo con la almohada.");
clear("410", "roleplay", ctx("EUR", 15_000), bid(10_000),
  "*garabatea en la pizarra* 120 € por arreglar los arreos. *lo borra con la manga* Mejor 100 €.");
clear("411", "roleplay", ctx("EUR", 70_000, 60_000), ACCEPT,
  "*se quita la chistera* ¡De acuerdo, el carruaje y los tordos son nuestros todo el día! ¿Puede su cochero esperar a la puerta de la iglesia hasta que acaben los votos?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(27_000, 10),
  "*le lanza una moneda al juglar* Un diez por ciento menos en tu paga por el banquete, y comerás con la casa.");
clear("413", "roleplay", ctx("EUR", 5_000, 3_000), WITHDRAW,
  "*deja el farol de un golpe* Búscate a otro pringado para tu ruta de fantasmas.");
clear("414", "roleplay", ctx("EUR", 80_000), ask("payment"),
  "*se apoya en la barra* Posadero, por el salón y la cena — ¿monedas por adelantado, o cuando el último invitado salga dando tumbos?");
clear("415", "roleplay", ctx("EUR", 9_000), bid(6_000),
  "*alisa un billete arrugado* 60 € por el caricaturista de la verbena, y que dibuje primero al cura.");
unclear("416", "roleplay", ctx("EUR", 45_000), "un sí a regañadientes con una cifra más baja al lado: ¿acepta u ofrece 300?",
  "*refunfuña ante el cantero* Vale, vale... aunque una inscripción así vale 300 como mucho, si me pregunta.");

export const FRESH20_ES = done();

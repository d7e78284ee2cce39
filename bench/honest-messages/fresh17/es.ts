/**
 * SEVENTEENTH set, Spanish (Spain, Mexico, Argentina, Chile; see fresh17/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: reformas de locales y oficinas, informática y
 * telefonía, alquiler para eventos y hostelería, imprenta y rotulación, contratos de limpieza y mantenimiento,
 * maquinaria y remolques usados, máquinas de taller, lotes de saldos al por mayor, autónomos y servicios a empresas,
 * locales y puestos en alquiler.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211; a signed
 * acceptance with a phone number 202.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh17In } from "./build";

const { clear, unclear, done } = fresh17In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 185_000), bid(150_000), "1.500 € por la persiana metálica del escaparate, suministro e instalación.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "Palé de guantes de nitrilo: ¿envían a Canarias y cuánto sale el porte?");
clear("003", "terse", ctx("EUR", 95_000), words(80_000, "ochocientos"), "Ochocientos por el taladro de columna. Me lo llevo en la furgo.");
clear("004", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Adelante con el mantenimiento de la trampa de grasas. Mándeme el contrato y lo firmamos.");
clear("005", "terse", ctx("USD", 64_000), percentOff(54_400, 15), "Limpieza de vidrios de la plaza: 15 % menos sobre su cotización mensual y firmamos hoy.");
unclear("006", "terse", ctx("EUR", 320_000), "una horquilla para la canteadora, no un precio", "Canteadora: entre 2.000 y 2.500, diría yo.");
clear("007", "terse", ctx("EUR", 28_000, 20_000), WITHDRAW, "Un poco caro para la revisión eléctrica de los equipos. Buscamos a otro, gracias.");
clear("008", "terse", ctx("EUR", 75_000), bid(58_000), "Equilibradora: 680, perdón, 580 — se me fue el dedo.");
clear("009", "terse", ctx("EUR", 210_000), ask("payment"), "Contrato de mantenimiento del ascensor: ¿podemos pagarlo trimestral por domiciliación bancaria?");
clear("010", "terse", ctx("EUR", 115_000), minus(100_000, 15_000), "Quíteme 150 € del alquiler de las vallas y lo reservamos.");
clear("011", "terse", ctx("EUR", 240_000, 210_000), ACCEPT, "Vale, 2.400 € entonces. Adelante con el mostrador de recepción.");
clear("012", "terse", ctx("EUR", 38_000), bid(29_000), "Aspirador CT 36 con las 5 bolsas de recambio: 290 €, en efectivo al recogerlo.");
clear("013", "terse", ctx("USD", 260_000, 190_000), WITHDRAW, "No. No pago eso por un compresor de arrastre.");
unclear("014", "terse", ctx("EUR", 480_000), "una oferta condicionada a que el volquete tenga la ITV recién pasada", "3.000 € por el camión volquete si tiene la ITV recién pasada.");
clear("015", "terse", ctx("EUR", 36_000), ask("returns"), "Si el lector de códigos de barras no funciona con nuestro programa de stock, ¿lo puedo devolver?");
clear("016", "terse", ctx("EUR", 42_000, 30_000), plus(32_500, 2_500), "25 € más que mi última oferta por la roscadora de tubos. De ahí no paso.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 18_000), ask("delivery"), "holaa ¿cuándo nos podéis traer los vasos compostables? abrimos el sábado y no nos queda ni uno 🙈");
clear("102", "chat", ctx("USD", 72_000), bid(55_000), "oye ¿me dejarías el letrero de neón LED del bar en 550? mándame whats al 55 4839 2217 si es más fácil");
unclear("103", "chat", ctx("EUR", 9_500), "sarcasmo sobre el precio: no es una oferta", "¿¿95 al mes por vaciar UN contenedor?? 😂 ¿los basureros vienen en limusina o qué?");
clear("104", "chat", ctx("EUR", 380_000, 320_000), ACCEPT, "SIIII el local pop-up es nuestro para diciembre!! 🎄🎉 mil gracias, qué ganas de meter el género");
clear("105", "chat", ctx("USD", 48_000, 36_000), middle(42_000), "¿partimos la diferencia con las guirnaldas de luces para la terraza? 🤝 abrimos la temporada el mes que viene");
clear("106", "chat", ctx("USD", 65_000), ask("warranty"), "¿la terminal punto de venta reacondicionada trae garantía o se vende así como está?");
clear("107", "chat", ctx("EUR", 220_000, 160_000), WITHDRAW, "bueno, lo de rotular la furgo lo dejamos por ahora, este mes vamos justos de caja. gracias igual");
clear("108", "chat", ctx("EUR", 45_000), words(35_000, "trescientos cincuenta"), "¿me dejas el alquiler de los walkies para el finde del festival en trescientos cincuenta?");
clear("109", "chat", ctx("USD", 65_000), ask("negotiable"), "¿el arriendo del puesto en el mercado es fijo o hay margen pa conversarlo?");
clear("110", "chat", ctx("EUR", 4_800, null, 6), total(4_000), "¿6 cajoneras metálicas por 240 todas? paso el jueves a buscarlas");
unclear("111", "chat", ctx("EUR", 52_000), "un precio visto en otro sitio, no una oferta", "he visto la misma barra móvil de alquiler en otra web por 350 🤷");
clear("112", "chat", ctx("USD", 240_000), ask("standing-offer"), "che ¿cuánto pedías por el elevador de 2 columnas? no encuentro el mensaje");
clear("113", "chat", ctx("EUR", 78_000, 65_000), ACCEPT, "venga vale, apuntadnos para la limpieza de moqueta 👍");
clear("114", "chat", ctx("EUR", 19_000), minus(16_000, 3_000), "¿los roll-ups por 30 menos de lo que me presupuestaste? los necesito para la feria");
clear("115", "chat", ctx("USD", 42_000, 25_000), WITHDRAW, "nel. muy caro para un lote de paraguas. paso");
clear("116", "chat", ctx("EUR", 145_000), bid(110_000), "¿me harías 1100 por la torre de iluminación? puedo engancharla esta tarde");
unclear("117", "chat", ctx("EUR", 280_000), "'unos' delante de una cifra, no una oferta firme", "¿unos 2k por la plegadora?");
clear("118", "chat", ctx("EUR", 18_000), ask("discount"), "si reservamos la sala de reuniones todos los martes en vez de una sola vez, ¿hay mejor precio? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(435_000),
  "Estimado Sr. Osorio:\n\nGracias por venir a tomar medidas el 3 de marzo. Por el quiosco de reparación de móviles del centro comercial (mostrador, 2 módulos de pared y el armario con llave) queremos ofrecerle 4.350 €.\n\nUn saludo,\nPriya Sanz\nFixIt Móviles, Quiosco 14, C. C. Gran Vía, 36204 Vigo\n986 49 60 73\nCIF B-28461903");
clear("202", "polite-email", ctx("EUR", 180_000, 150_000), ACCEPT,
  "Estimado Sr. Kowalski:\n\nAceptamos con gusto el contrato de mantenimiento de climatización al precio que nos indicó. ¿Podría su técnico llamarme al 917 946 095 al llegar? La sala de máquinas está en el sótano y el ascensor no baja hasta allí.\n\nAtentamente,\nTomás Verdejo\nServicios Generales, Edificio Harcourt");
clear("203", "polite-email", ctx("EUR", 340_000), ask("payment"),
  "Estimada Sra. Lindqvist:\n\nGracias por su presupuesto de impresión y encuadernación de nuestra memoria anual. ¿Aceptarían el pago por transferencia a 30 días, o necesitan un anticipo?\n\nAtentamente,\nElena Marín\nComunicación, Vivienda Norte");
clear("204", "polite-email", ctx("USD", 150_000), words(120_000, "mil doscientos"),
  "Hola, Daniela:\n\nGracias por la muestra de subtítulos, se lee muy bien. Por subtitular los ocho webinars de la serie podríamos pagar mil doscientos dólares.\n\nSaludos,\nMarco Félix\nCapacitación, Hospital Aguamarina");
clear("205", "polite-email", ctx("EUR", 96_000, 78_000), WITHDRAW,
  "Estimado Sr. Pérez:\n\nGracias por la visita y por su propuesta de control de plagas para el obrador. Tras pensarlo, hemos decidido seguir con nuestra empresa actual, así que no seguiremos adelante.\n\nUn saludo,\nSusana Flores\nPanadería Flores");
clear("206", "polite-email", ctx("EUR", 90_000), ask("delivery"),
  "Hola:\n\nEstamos pensando en pedir las 150 fundas de silla en color marfil. ¿Podrían entregarlas en el salón antes del jueves 12 de junio? Ese fin de semana es la feria de bodas.\n\nMuchas gracias,\nLaura Quintana\nQuintana Eventos");
clear("207", "polite-email", ctx("EUR", 130_000), bid(95_000),
  "Estimado Sr. Adeyemi:\n\nGracias por las fotos de prueba. Por fotografiar nuestros 60 productos sobre fondo blanco, con dos ángulos cada uno, queremos ofrecer 1.150 €. Fe de erratas: debe decir 950 €; había copiado la cifra de otro presupuesto.\n\nUn saludo,\nClara Barrios\nSauce y Mecha Velas");
unclear("208", "polite-email", ctx("EUR", 160_000, 140_000), "una aceptación pendiente de que la administración de la finca autorice a la empresa",
  "Estimada Sra. Doval:\n\nGracias por el presupuesto revisado de limpieza de fin de obra de la nueva clínica. Nos parecería bien, pero la administración de la finca tiene que autorizar a cada empresa antes de que entre en el edificio, y no nos contestarán hasta el viernes.\n\nAtentamente,\nDra. Inés Ward\nClínica Dental Ribera");
clear("209", "polite-email", ctx("EUR", 8_900, null, 16), total(7_500),
  "Estimados señores:\n\nNecesitamos 16 teléfonos de sobremesa Yealink T46U para la nueva oficina. Ofrecemos 1.200 € por los 16; nos mudamos el viernes 9 de mayo. Nuestro número de pedido es PO 88213.\n\nAtentamente,\nÓscar Prieto\nPrieto & Lago Topografía\nPasaje del Castillo 3, 50001 Zaragoza\n976 20 18 04");
clear("210", "polite-email", ctx("USD", 210_000), ask("warranty"),
  "Hola:\n\nEstamos viendo el equipo de aire acondicionado de exhibición para nuestra sala de servidores. ¿Qué garantía trae, y cubre también el compresor?\n\nGracias,\nRaj Mehta\nJefe de TI, Kessler Logística");
clear("211", "polite-email", ctx("USD", 325_000, 290_000), ACCEPT,
  "Hola Dani:\n\nUS$3.250 por el piso epoxi del taller nos cierra, así que avanzamos. Mandame la factura y te transfiero la seña.\n\nGracias,\nKarina Torres\nBicicletas a Medida Torres");
clear("212", "polite-email", ctx("USD", 85_000, 60_000), WITHDRAW,
  "Hola, Juan Marcos:\n\nGracias por mandarnos las pruebas de voz para nuestro video de capacitación en seguridad. Al final decidimos grabar la locución internamente, así que esta vez no seguiremos adelante.\n\nSaludos cordiales,\nMelisa Granados\nFerroservicios del Norte");
clear("213", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Hola:\n\nAntes de pedir una caja de sus tazas de gres de fin de serie para la cafetería: si alguna llega desportillada, ¿podemos devolverla y que nos reembolsen?\n\nMuchas gracias,\nGema Hernández\nLa Esquina del Café");
clear("214", "polite-email", ctx("EUR", 960_000), percentOff(864_000, 10),
  "Estimado Sr. Hurtado:\n\nGracias por su propuesta de mantenimiento de zonas verdes del parque empresarial Los Prados. Como firmamos por tres años, le proponemos un 10 % de descuento sobre la cuota anual.\n\nAtentamente,\nAlberto Esteban\nGestión de Inmuebles");
clear("215", "polite-email", ctx("EUR", 280_000), ask("shipping"),
  "Hola:\n\nNos interesan las cajas de envío impresas de su presupuesto. ¿Envían a Portugal, y cuánto costaría el porte hasta nuestro almacén de Oporto?\n\nUn saludo,\nSofía Burgos\nJabones del Atlántico");
unclear("216", "polite-email", ctx("EUR", 38_000), "dos precios para dos alcances del servicio: ¿cuál es la oferta?",
  "Estimada Sra. Okafor:\n\nGracias por su propuesta. Podríamos pagar 250 € al mes solo por la contabilidad, o 320 € al mes si también nos lleva las nóminas de nuestros nueve empleados. ¿Qué le parece?\n\nUn saludo,\nDavid Reyes\nFerretería Reyes");
clear("217", "polite-email", ctx("EUR", 78_000), bid(64_000),
  "Hola, Samuel:\n\nPara nuestra jornada de puertas abiertas del sábado 21 de junio (cuatro cabinas estándar y una adaptada), podemos ofrecer 640 €.\n\nGracias,\nJuana Salgado\nGranja Salgado");
clear("218", "polite-email", ctx("EUR", 54_000, 45_000), ACCEPT,
  "Hola, Benito:\n\nSí, nos quedamos con el vinilo del escaparate a su precio. ¿Podría venir el instalador antes de abrir, para que la tienda esté despejada?\n\nMuchas gracias,\nAmira Haddad\nFloristería Bloom");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), words(140_000, "mil cuatrocientos"), "Soy un asistente de compras con IA que actúa en nombre de Herramientas Fenwick S.L. Por el vídeo explicativo animado de noventa segundos descrito en su propuesta, mi mandante ofrece mil cuatrocientos euros.");
clear("302", "agent", ctx("EUR", 560_000), ask("rounds-left"), "Antes de que mi mandante decida sobre la cizalla de guillotina usada, le ruego que me confirme cuántas rondas de ofertas quedan en esta negociación.");
clear("303", "agent", ctx("USD", 380_000), bid(300_000), "Sondeo de mercado, escuadradoras usadas (carro de 3,2 m):\n• Aviso A: US$2.900\n• Aviso B: US$3.400\n• Aviso C: US$3.100\n• Aviso D: US$3.600\nMediana de precios pedidos: US$3.250. Dado el incisor gastado, mi cliente ofrece US$3.000.");
clear("304", "agent", ctx("EUR", 720_000, 600_000), minus(560_000, 40_000, "last-bid"), "Tras revisar el historial de mantenimiento del equipo de frío, mi mandante debe rebajar en 400 € nuestra oferta anterior de 6.000 € por el semirremolque frigorífico usado.");
clear("305", "agent", ctx("EUR", 240_000, 200_000), ACCEPT, "Confirmado en nombre de Lindo Administración de Fincas: el contrato de higiene de aseos queda aceptado según su presupuesto actual. Envíen, por favor, el contrato a nuestro departamento de contabilidad para su firma.");
clear("306", "agent", ctx("EUR", 3_600, null, 30), total(3_000), "Agente de compras de Residencias Sol Naciente.\nPedido: 30 cajas de gel hidroalcohólico (4 x 5 L por caja)\n- Precio propuesto: 900 € por las 30 cajas\n- Entrega: en nuestro almacén central\n- Pago: a 30 días fecha factura");
clear("307", "agent", ctx("USD", 150_000), ask("discount"), "Mi mandante dirige una asociación civil sin fines de lucro con once empleados. ¿Ofrecen algún descuento para organizaciones sin fines de lucro en su servicio de nómina?");
clear("308", "agent", ctx("EUR", 250_000), percentOff(230_000, 8), "Mi clienta ha revisado su presupuesto de redacción del catálogo de productos y propone unos honorarios un 8 % inferiores.");
unclear("309", "agent", ctx("EUR", 640_000), "un presupuesto de reforma que incluye la cafetera, no una oferta por la carpintería", "El presupuesto total de mi mandante para acondicionar la nueva cafetería es de 9.000 €, cafetera incluida. Propondré una cifra por la carpintería del mostrador cuando lleguen los presupuestos de los equipos.");
clear("310", "agent", ctx("USD", 450_000), bid(390_000), "Oferta por la plegadora usada:\n```json\n{\"articulo\": \"plegadora manual\", \"modelo\": \"PB-1250\", \"anio\": 2016, \"longitud_plegado_mm\": 1250, \"oferta_usd\": 3900, \"retiro\": \"comprador\"}\n```");
clear("311", "agent", ctx("EUR", 380_000, 300_000), WITHDRAW, "En nombre de mi clienta: Excavaciones Hartín ha decidido no comprar el accesorio barredora y se retira de esta negociación. Gracias por su tiempo.");
clear("312", "agent", ctx("EUR", 420_000, 340_000), plus(365_000, 25_000), "A la vista del informe de inspección del husillo, mi mandante me autoriza a subir en 250 € nuestra oferta anterior por la rectificadora plana.");
clear("313", "agent", ctx("EUR", 390_000), ask("delivery"), "Sobre la caseta de obra: ¿cuál es la fecha más próxima en que podrían entregarla en nuestro patio? Se accede por una calle estrecha, así que haría falta un camión grúa y no un tráiler.");
clear("314", "agent", ctx("EUR", 460_000), minus(425_000, 35_000), "Mi mandante quiere adjudicar el cableado Cat6 de la nueva planta de oficinas. Como la planta está vacía y es de fácil acceso, propone su precio menos 350 €.");
unclear("315", "agent", ctx("USD", 260_000), "dos precios, sin decidir hasta ver una prueba", "Mi mandante duda entre ofrecer US$1.800 y US$2.100 por la bordadora usada y me pidió esperar hasta ver una prueba de bordado.");
clear("316", "agent", ctx("EUR", 32_000, 25_000), ask("standing-offer"), "Para nuestros registros, sobre el puesto fijo en su espacio de coworking: ¿podría repetirnos el precio mensual que pide actualmente?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 450_000), bid(340_000), "*busca el lote 112 en el catálogo de la subasta* Dumper de 2011, 1.800 horas de motor, y los cilindros rezuman. 3.400 y hoy mismo se sube a mi góndola.");
clear("402", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*choca la mano por encima del stand* Trato hecho. Al cerrar la feria es nuestro.");
unclear("403", "roleplay", ctx("USD", 560_000, 480_000), "más que la última oferta, pero sin cifra", "*tamborilea en el capó de la camioneta* Podría subir un poco respecto a la última vez. No mucho, ¿eh?");
clear("404", "roleplay", ctx("EUR", 90_000, 60_000), middle(75_000), "*se apoya en el mostrador del mayorista* Mire: justo a mitad de camino entre su precio y el mío por todo el lote de saldos, y me lo llevo hoy.");
clear("405", "roleplay", ctx("USD", 310_000), ask("negotiable"), "*pasa el pulgar por la muestra de cubierta de cuarzo* ¿Ese es su precio con instalación, o hay chance de negociarlo?");
clear("406", "roleplay", ctx("EUR", 290_000), bid(230_000), "*teclea en la calculadora* 2.600 por el horno de pisos... espere, tecla equivocada — 2.300.");
clear("407", "roleplay", ctx("EUR", 190_000), words(150_000, "mil quinientos"), "*levanta la muestra de loseta de moqueta a la luz* Mil quinientos por toda la planta, y ni un céntimo más.");
clear("408", "roleplay", ctx("EUR", 360_000, 280_000), WITHDRAW, "*le devuelve la tablilla* Se me va de precio para las estanterías, lo siento. Gracias por su tiempo.");
clear("409", "roleplay", ctx("EUR", 120_000), percentOff(90_000, 25), "*señala el golpe en el mostrador de acero inoxidable* Un cuarto menos por eso y es mío.");
unclear("410", "roleplay", ctx("USD", 750_000), "una cifra pensada en voz alta, y lo consulta con la almohada: aún no hay oferta", "*da una vuelta lenta alrededor del alzahombre* US$6.000, a lo mejor... Déjeme consultarlo con la almohada y lo llamo mañana temprano.");
clear("411", "roleplay", ctx("EUR", 30_000, 22_000), plus(29_000, 7_000), "*le da una palmada al tornillo de banco* Venga. Setenta más de lo que ofrecí.");
clear("412", "roleplay", ctx("EUR", 48_000, 40_000), ACCEPT, "*le hace una seña al carretillero* Hecho, el palé de ladrillo recuperado es mío. ¿Me lo sube al remolque con la carretilla?");
clear("413", "roleplay", ctx("EUR", 9_000), ask("payment"), "*mira la pila de sillas de banquete* ¿Le puedo pagar por transferencia a nombre de la empresa, o solo en efectivo?");
clear("414", "roleplay", ctx("EUR", 16_000, 11_000), WITHDRAW, "*vuelve a tapar el bote de pintura para suelos* A ese precio, no. Probaré en el stand de al lado.");
unclear("415", "roleplay", ctx("EUR", 55_000), "dos precios, indeciso", "*se deja caer en el sofá de exposición para la recepción* ¿400? ¿O 450? No me decido.");
clear("416", "roleplay", ctx("EUR", 78_000), bid(60_000), "*tira de la costura de la muestra de toldo* La estructura es un poco flojita. 600 por el toldo.");

export const FRESH17_ES = done();

/**
 * FOURTEENTH set, Spanish (Spain, Mexico, Argentina, Colombia, Chile; see fresh14/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts in local wording: rentals, services and repairs for households
 * and small firms (mudanza, jardinero, afinador, finca para la boda, amarre en el puerto) and second-hand goods.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh14In } from "./build";

const { clear, unclear, done } = fresh14In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 42_000), bid(36_000), "360 € por la furgoneta de viernes a domingo, la devuelvo con el depósito lleno.");
clear("002", "terse", ctx("EUR", 48_000), words(40_000, "cuatrocientos"), "Cuatrocientos al año por el contrato de afinación, dos visitas incluidas.");
clear("003", "terse", ctx("EUR", 450_000, 400_000), ACCEPT, "Conforme. La yegua se viene con nosotros.");
clear("004", "terse", ctx("USD", 780_000, 620_000), WITHDRAW, "El montacargas se nos va de presupuesto. Lo dejamos ahí.");
clear("005", "terse", ctx("EUR", 165_000), ask("delivery"), "¿Su equipo puede hacer la mudanza el día 14 o ya lo tienen completo?");
clear("006", "terse", ctx("EUR", 180_000), minus(160_000, 20_000), "Rebaje 200 del precio de temporada y el jardín es suyo.");
clear("007", "terse", ctx("USD", 60_000), percentOff(54_000, 10), "Un 10 % menos sobre la cotización de la manga y agendo hoy.");
clear("008", "terse", ctx("EUR", 14_000), bid(9_500), "Barbacoa Weber de 57 cm, 95 euros, paso esta noche.");
clear("009", "terse", ctx("EUR", 240_000), bid(200_000), "2.100 por el amarre — perdón, 2.000, leí mal la tarifa por eslora.");
clear("010", "terse", ctx("EUR", 350_000), ask("payment"), "¿Tarjeta o transferencia para la señal de la finca?");
unclear("011", "terse", ctx("EUR", 180_000), "un rango para el catering, no un precio", "Entre 1.400 y 1.600 por el catering de 40 cubiertos.");
clear("012", "terse", ctx("EUR", 32_000, 26_000), plus(28_000, 2_000), "20 € más que mi última oferta por la colmena. Es mi techo.");
clear("013", "terse", ctx("USD", 95_000, 80_000), ACCEPT, "Va, 950. Quedas contratado para la boda.");
unclear("014", "terse", ctx("EUR", 26_000), "una oferta condicionada a que las muelas sean nuevas", "180 por el molinillo si las muelas son nuevas.");
clear("015", "terse", ctx("EUR", 52_000), ask("returns"), "¿Puedo devolver el arco en una semana si no le va a mi chelo?");
clear("016", "terse", ctx("USD", 120_000, 90_000), WITHDRAW, "Gracias, pero las clases de manejo se pasan del presupuesto. Paso.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 120_000), bid(85_000), "holaaa sigue disponible el vestido de novia?? puedo dar 850 y lo recojo el domingo");
clear("102", "chat", ctx("USD", 25_000, 20_000), ACCEPT, "SIIII dale trato hecho!! el inflable queda reservado 🎉🎉 los chicos se van a volver locos");
clear("103", "chat", ctx("USD", 45_000, 30_000), WITHDRAW, "uy eso es bastante más de lo que puedo poner por la moto, todo bien igual, suerte con la venta 👍");
clear("104", "chat", ctx("EUR", 16_000), ask("shipping"), "mandas la máquina de escribir a valencia? cuánto sale el envío aparte");
clear("105", "chat", ctx("USD", 78_000), words(60_000, "seiscientos"), "me la dejas en seiscientos la bici eléctrica? en efectivo");
clear("106", "chat", ctx("EUR", 60_000), bid(45_000), "450 por el DJ de 20 a 1h? escríbeme al 612 55 03 14 si te va");
clear("107", "chat", ctx("USD", 50_000, 38_000), middle(44_000), "partimos la diferencia con el jacuzzi de la semana? 🙏");
clear("108", "chat", ctx("USD", 40_000), ask("warranty"), "la lavadora todavía tiene garantía o ya se venció");
unclear("109", "chat", ctx("USD", 300_000), "sarcasmo sobre el precio: ni oferta ni aceptación", "jajaja 3 lucas verdes por un trailer de canoa usado?? claro y te regalo un riñón");
unclear("110", "chat", ctx("EUR", 28_000), "un precio visto en otro sitio, no una oferta", "por cierto la misma cortacésped está en wallapop a 220");
clear("111", "chat", ctx("USD", 4_500, null, 10), ask("discount"), "si pago las 10 clases de inglés por adelantado hay precio de paquete?");
clear("112", "chat", ctx("EUR", 1_500, null, 6), total(1_200), "72 por las 6 mesas plegables todo el finde?");
clear("113", "chat", ctx("USD", 55_000, 48_000), ACCEPT, "bueno ya, ganaste, me llevo el banquito y los atriles a tu precio");
clear("114", "chat", ctx("USD", 90_000, 60_000), WITHDRAW, "nah muy caro. olvídalo");
clear("115", "chat", ctx("USD", 70_000), minus(62_000, 8_000), "bájale 80 y paso por la batería hoy en la noche");
clear("116", "chat", ctx("EUR", 65_000), ask("negotiable"), "el precio del sofá es fijo o se puede hablar?");
unclear("117", "chat", ctx("EUR", 38_000), "'a mitad de camino' sin oferta previa: ¿mitad de qué?", "nos vemos a mitad de camino con el carrito?");
clear("118", "chat", ctx("USD", 110_000, 85_000), ask("standing-offer"), "perdón, cuánto pedías al final por el tráiler del bote? me perdí en el chat jaja");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(425_000),
  "Estimado Dr. Herrera:\n\nLe agradecemos que nos permitiera revisar el sillón dental Sirona de 2016 en su consulta. Dado el tapizado gastado y la manguera que hay que cambiar en el módulo del doctor, le ofrecemos 4.250,00 €, y nos encargamos nosotros del desmontaje.\n\nUn cordial saludo,\nDra. Ana Bravo\nClínica Dental Bravo\nCalle Mayor 14, 28013 Madrid\nTel. 915 55 01 92");
clear("202", "polite-email", ctx("EUR", 480_000, 420_000), ACCEPT,
  "Querida Carmen:\n\nGracias por responder tan pronto sobre la finca. Aceptamos con gusto el importe revisado para la boda y firmaremos el contrato de alquiler en cuanto nos llegue.\n\nUn abrazo,\nEmilia y Tomás");
clear("203", "polite-email", ctx("EUR", 920_000, 780_000), WITHDRAW,
  "Estimado Sr. Prieto:\n\nGracias por el tiempo dedicado a medir la cocina. Después de pensarlo, hemos optado por otro montador, así que no seguiremos adelante con su presupuesto.\n\nAtentamente,\nClara Domínguez");
clear("204", "polite-email", ctx("USD", 32_000, null, 30), ask("delivery"),
  "Buenos días:\n\nNos interesan las 30 laptops reacondicionadas para los alumnos de primero de secundaria. ¿Podrían entregarlas antes del inicio de clases el 8 de enero?\n\nMuchas gracias,\nGerardo López\nCoordinador de Informática, Colegio Ribera");
clear("205", "polite-email", ctx("EUR", 250_000), words(210_000, "dos mil cien"),
  "Estimado equipo de eventos:\n\nPara el alquiler de la carpa de nuestra fiesta de verano de empresa proponemos dos mil cien euros, montaje y desmontaje incluidos.\n\nSaludos cordiales,\nNieves Calvo\nResponsable de oficina");
clear("206", "polite-email", ctx("USD", 60_000), percentOff(51_000, 15),
  "Hola Daniel:\n\nGracias por la cotización para trasladar el piano vertical desde nuestro departamento anterior. ¿Considerarían una rebaja del 15 %? Los dos edificios tienen elevador, así que debería ser un trabajo corto.\n\nSaludos,\nMarcos Vega");
clear("207", "polite-email", ctx("EUR", 36_000), ask("payment"),
  "Estimados señores:\n\nAntes de alquilar el trastero, ¿podríamos pagar mensualmente contra factura a 30 días en lugar de con tarjeta? Nuestra referencia de pedido es 44817.\n\nAtentamente,\nPriya Sanz\nFloristería Sanz S.L.");
unclear("208", "polite-email", ctx("USD", 28_500, 26_000), "una aceptación sujeta a la aprobación del consejo escolar",
  "Estimada Sra. Romero:\n\nSu precio revisado me parece aceptable, sujeto a la aprobación del consejo escolar en la reunión del jueves. Le confirmo después.\n\nSaludos cordiales,\nDavid Chen\nAdministración");
clear("209", "polite-email", ctx("EUR", 140_000), bid(115_000),
  "Estimado equipo de mudanzas:\n\nPara la mudanza del 3 de marzo desde la calle de la Ladera 27, 46015 Valencia, a Paterna, nuestro presupuesto es de 1.150 € por dos operarios y el camión grande. Indiquen el pedido 5520-19, por favor.\n\nGracias,\nJuana Piqueras\n963 55 08 31");
clear("210", "polite-email", ctx("EUR", 950_000), bid(810_000),
  "Estimado Sr. Ortuño:\n\nPor la reforma de la cocina podemos ofrecer 8.400 € — corrijo: 8.100 €, había incluido la encimera que ponemos nosotros.\n\nUn saludo,\nSara Villalba");
clear("211", "polite-email", ctx("USD", 240_000), ask("warranty"),
  "Buenas tardes:\n\nSobre la batería de tracción reconstruida para nuestro montacargas Toyota: ¿qué garantía trae y cubre también el cargador?\n\nGracias,\nLuis Ortega\nFrutas Ortega");
clear("212", "polite-email", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Estimada Ruth:\n\nLe confirmamos con gusto 1.200 € por los retratos del equipo. Envíenos el formulario de reserva cuando le venga bien.\n\nUn saludo,\nAmira Said\nSaid Abogados");
clear("213", "polite-email", ctx("EUR", 310_000, 250_000), WITHDRAW,
  "Estimado equipo de Jardines Verdes:\n\nGracias por su propuesta de paisajismo. Por desgracia supera con creces lo que podemos gastar este año, así que no seguiremos adelante.\n\nUn cordial saludo,\nElena Marín");
clear("214", "polite-email", ctx("USD", 22_000), ask("returns"),
  "Hola:\n\nMe interesa la máquina de coser Bernina usada. Si resulta que el motor falla, ¿podría devolverla dentro de los 14 días?\n\nMil gracias,\nRosa");
clear("215", "polite-email", ctx("EUR", 9_000, null, 8), total(7_500),
  "Hola:\n\nNos gustaría quedarnos con las ocho sillas de oficina usadas del anuncio. ¿Aceptaría 600 € por las ocho juntas? Pasamos a recogerlas con nuestra furgoneta.\n\nSaludos,\nCosme Bernal\nAsesoría Bernal");
clear("216", "polite-email", ctx("EUR", 520_000), ask("shipping"),
  "Estimados señores:\n\n¿El transporte hasta nuestra clínica, en la calle Marlo 12, está incluido en el precio del sillón o se cobra aparte?\n\nAtentamente,\nDra. Nadia Petrova");
unclear("217", "polite-email", ctx("EUR", 450_000), "dos precios para dos fechas: ¿cuál es la oferta?",
  "Estimados señores:\n\nPodríamos pagar 4.000 € por un sábado o 3.200 € por un viernes. ¿Cuál de las dos podrían aceptar?\n\nUn saludo,\nLaura Pinzón");
clear("218", "polite-email", ctx("EUR", 280_000, 240_000), ACCEPT,
  "Hola Jens:\n\nGracias, aceptamos su oferta por el alquiler de la autocaravana. ¿Nos podría decir cuándo podemos pasar a recoger las llaves?\n\nUn saludo,\nMarta y Pablo");

// ---- agent ----
clear("301", "agent", ctx("USD", 220_000), bid(185_000), "Le escribo en nombre de Remodelaciones Cernícalo. Por seis semanas de alquiler de andamios en la obra de la calle Olmos, mi cliente ofrece USD 1,850, con armado y desarmado incluidos.");
clear("302", "agent", ctx("USD", 790_000), bid(680_000), "Comparé anuncios recientes de tráileres para dos caballos de este año: US$7,200, US$6,900 y US$7,450, con una mediana de US$7,100. Por el desgaste de las alfombras del piso, mi mandante ofrece US$6,800 por su tráiler.");
clear("303", "agent", ctx("EUR", 190_000, 160_000), ACCEPT, "Mi mandante me ha autorizado a aceptar sus condiciones actuales para el contrato de limpieza de oficinas. Por favor, envíe la factura y la confirmación de la fecha de inicio.");
clear("304", "agent", ctx("USD", 150_000, 100_000), WITHDRAW, "Mi clienta me ha indicado que dé por terminada la negociación del paquete de eliminación de tatuajes. Gracias por su tiempo.");
clear("305", "agent", ctx("USD", 32_000, null, 25), total(28_000), "Para las 25 tabletas reacondicionadas de la clínica de fisioterapia, proponemos US$7,000 por el lote completo, pagaderos a la entrega.");
clear("306", "agent", ctx("EUR", 75_000, 60_000), ask("rounds-left"), "Antes de revisar la oferta: ¿cuántas rondas más permite su sistema antes de que se cierre este presupuesto?");
clear("307", "agent", ctx("USD", 160_000), minus(145_000, 15_000), "Respecto a la cotización del vaciado de la casa, mi clienta le pide que la reduzca en 150 dólares; el garaje quedará libre de cajas antes.");
clear("308", "agent", ctx("EUR", 90_000), ask("discount"), "Mi clienta reserva un bufé para una fiesta de empleados de 40 personas un martes. ¿Ofrecen algún descuento para reservas entre semana de ese tamaño?");
clear("309", "agent", ctx("EUR", 300_000, 260_000), minus(245_000, 15_000, "last-bid"), "Novedad de mi mandante: se ha recortado el presupuesto de la instalación de videovigilancia, así que rebajamos nuestra oferta anterior de 2.600 € en 150 €.");
clear("310", "agent", ctx("USD", 110_000), words(95_000, "novecientos cincuenta"), "En nombre de mi cliente, presento una oferta de novecientos cincuenta dólares por el acordeón Hohner usado, sin más condiciones.");
clear("311", "agent", ctx("EUR", 64_000), ask("standing-offer"), "Sus dos últimos mensajes dan importes distintos para el alquiler del microbús. Por favor, confirme su precio actual.");
unclear("312", "agent", ctx("USD", 420_000), "'por ahí de' una cifra redonda, no una oferta firme", "Mi clienta está pensando en algo por ahí de 3 mil dólares para la mudanza de la oficina; le vuelvo con una cifra firme cuando revise el inventario.");
clear("313", "agent", ctx("USD", 90_000, 70_000), plus(77_500, 7_500), "Podemos subir nuestra última oferta en 75 dólares por la reparación de la chimenea. Es la posición final del cliente.");
clear("314", "agent", ctx("EUR", 450_000), bid(390_000), "Oferta por el horno de pizza de leña usado:\n```json\n{\"articulo\": \"horno de pizza, 2019\", \"oferta\": 3900, \"moneda\": \"EUR\", \"recogida\": \"comprador\"}\n```");
unclear("315", "agent", ctx("EUR", 150_000), "dos precios sin decidir: ninguno es una oferta", "Estamos entre 1.200 € y 1.300 € para la reparación del tejado y le respondemos en cuanto el cliente decida.");
clear("316", "agent", ctx("USD", 180_000), ask("warranty"), "Sobre la caminadora comercial reacondicionada: ¿qué periodo de garantía aplica al motor y a la banda, y cubre la mano de obra?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(22_000), "*le da la vuelta a la montura* Aquí se está soltando la costura. 220, en efectivo, y me la llevo yo.");
clear("402", "roleplay", ctx("USD", 35_000, 30_000), ACCEPT, "*le estrecha la mano con fuerza* ¡Hecho! Regatea usted duro, amigo.");
clear("403", "roleplay", ctx("EUR", 70_000, 45_000), WITHDRAW, "*guarda el clarinete en su estuche* Entonces no tenemos más que hablar. Que tenga buen día.");
clear("404", "roleplay", ctx("EUR", 11_000), words(7_500, "setenta y cinco"), "*golpea el marco dorado del espejo* Setenta y cinco, y ya es generoso con esa esquina desconchada.");
clear("405", "roleplay", ctx("USD", 48_000, 36_000), middle(42_000), "*hace girar el sillón de barbero* Bueno, bueno — ni pa' usted ni pa' mí, quedamos en la mitad.");
clear("406", "roleplay", ctx("EUR", 18_000), bid(13_000), "*cuenta los billetes* 140 por el reloj de bolsillo... no, espere, quise decir 130, que necesito para el autobús.");
unclear("407", "roleplay", ctx("EUR", 55_000), "piensa en voz alta una cifra y quiere pensarlo: aún no hay oferta", "*se rasca la barba mirando el yunque* Mmm. 400... déjeme pensarlo con una caña.");
clear("408", "roleplay", ctx("EUR", 32_000), ask("negotiable"), "*levanta el caballo tallado del ajedrez* Buen trabajo. ¿Es su último precio o se puede regatear?");
clear("409", "roleplay", ctx("USD", 25_000), percentOff(20_000, 20), "*desenrolla la alfombra y señala la esquina desteñida* Un veinte por ciento menos y se la saco de encima.");
unclear("410", "roleplay", ctx("EUR", 14_000), "dos precios, indeciso", "*murmura frente a la lámpara de latón* 90... o 100... no me decido.");
clear("411", "roleplay", ctx("EUR", 260_000, 220_000), ACCEPT, "*sonríe* Ya tiene comprador. ¿Cuándo puedo pasar por el sidecar?");
clear("412", "roleplay", ctx("USD", 60_000, 45_000), plus(50_000, 5_000), "*suspira y saca la billetera* Cincuenta más que lo que dije antes por el violín. Es todo lo que traigo.");
clear("413", "roleplay", ctx("USD", 80_000, 55_000), WITHDRAW, "*se toca el sombrero* Es usted un hombre justo, pero no puedo estirarme tanto por las cabras. Buenas noches.");
unclear("414", "roleplay", ctx("USD", 90_000), "sarcasmo sobre el precio: no es una oferta", "*se ríe* ¿900 por un caballito de madera? ¡Pues por qué no mil, ya puestos!");
clear("415", "roleplay", ctx("EUR", 380_000), bid(310_000), "*le mira los dientes al castrado* Tiene 14 años, 1,58 m a la cruz y una sobrecaña en la mano izquierda. Le doy 3.100.");
clear("416", "roleplay", ctx("EUR", 30_000), ask("delivery"), "*se apoya en la tranquera* ¿Y en cuánto tiempo podría traer el heno al campo?");

export const FRESH14_ES = done();

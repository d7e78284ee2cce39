/**
 * TWENTY-EIGHTH set, Spanish (Spain, Mexico and the US; see fresh28/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: lo que
 * clubes, colegios, empresas, familias y pequeñas asociaciones encargan hacer, grabar, imprimir u organizar para un
 * día señalado — funerales, bautizos, bodas de oro, jubilaciones, entregas de premios y graduaciones.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh28In } from "./build";

const { clear, unclear, done } = fresh28In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 139_500), bid(115_000), "Banco conmemorativo para papá en el parque del Retiro, parcela B17 junto al templete, placa de 4 líneas, colocado antes del 9 de mayo, que habría cumplido 80. Puedo pagar 1.150 €.");
clear("002", "terse", ctx("EUR", 64_000), ask("shipping"), "¿Los 640 € de las 300 medallas de finisher incluyen el envío al club, o los portes van aparte?");
clear("003", "terse", ctx("EUR", 42_000), percentOff(37_800, 10), "Rebájeme un 10 % del presupuesto por rotular en pan de oro los nombres nuevos del cuadro de honor y se lo encargamos para julio.");
clear("004", "terse", ctx("EUR", 120_000, 95_000), WITHDRAW, "Gracias por el presupuesto de la carroza fúnebre con caballos. La familia de mamá prefiere algo sencillo con el coche fúnebre normal, así que al final no necesitaremos los caballos. Perdone las molestias.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "cuarenta euros"), "¿Le bastarían cuarenta euros para agrandar dos tallas el anillo de boda de la abuela? Es un aro fino de oro de 18 quilates.");
clear("006", "terse", ctx("EUR", 25_000, 20_000), ACCEPT, "Perfecto, reserve al gaitero para el entierro a ese precio. Le mando la hora en cuanto la parroquia confirme.");
unclear("007", "terse", ctx("EUR", 2_600), "una horquilla por sudadera de graduación, no un precio", "Sudaderas de graduación con los nombres a la espalda, en nuestros colores: ¿algo entre 19 y 22 € la unidad es posible?");
clear("008", "terse", ctx("EUR", 18_000), minus(15_500, 2_500), "25 € menos en las chapas identificativas con imán y hago el pedido hoy mismo.");
clear("009", "terse", ctx("EUR", 240_000), ask("payment"), "puedo pagar la lapida a plazos o hay q pagarla entera antes de ponerla");
clear("010", "terse", ctx("EUR", 21_000), bid(15_000), "180 € por la tarta de bautizo. No, espere, los 180 eran con el tercer piso que quitamos. 150 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "olvidate de las palomas, no pago eso");
clear("012", "terse", ctx("EUR", 2_400, 1_800), plus(2_200, 400), "Subo 4 € por corbata sobre mi última oferta para las corbatas del aniversario del club. La junta no me deja ir más allá.");
clear("013", "terse", ctx("EUR", 9_500, 8_000), ACCEPT, "95 € por engastar las cenizas en el colgante de plata me parece bien. Se las lleva la funeraria.");
clear("014", "terse", ctx("EUR", 36_000), ask("returns"), "Si quedan kipás después del bar mitzvá, ¿ustedes aceptan devolver las que no están impresas todavía? Pedimos quizás demasiado.");
unclear("015", "terse", ctx("EUR", 79_000), "una oferta que solo vale si el artesano lleva él mismo el ataúd al tanatorio", "600 € por el ataúd de mimbre, siempre que lo lleven ustedes al tanatorio.");
clear("016", "terse", ctx("EUR", 18_500), bid(14_000), "Material para el día del deporte de 180 niños: 12 sacos para la carrera de sacos, 20 juegos de huevo y cuchara, 4 testigos de relevos, vie. 27 de junio de 9:00 a 15:30. ¿140 € por todo?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 2_900), bid(2_200), "me haces las chaquetas softshell bordadas a 22 cada una? logo delante + nombre en la manga. llamame al 612 48 90 53 👷");
clear("102", "chat", ctx("EUR", 46_000), ask("delivery"), "cuando estarian los anuarios de 6º?? la fiesta de graduacion es el 20 de junio y los niños quieren q se los firmen 😬");
clear("103", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "SIIII escribe el poema para las bodas de oro de papá y mamá!! van a llorar a moco tendido 😭💛");
clear("104", "chat", ctx("USD", 9_500), words(7_000, "setenta dólares"), "nos harías los parches tejidos por setenta dólares? son para el campamento del centenario de nuestro grupo scout ⛺");
unclear("105", "chat", ctx("EUR", 34_000), "sarcasmo sobre el precio de las letras de flores: ni oferta ni aceptación", "340 € por unas flores que ponen ABUELO?? cada letra trae su propio florista o q 😂");
clear("106", "chat", ctx("EUR", 95_000), ask("warranty"), "q garantia tiene la alianza de eternidad si se suelta una piedra? a la ultima q tuve se le cayo un brillante el primer año 😩");
clear("107", "chat", ctx("EUR", 4_000, null, 12), total(3_500), "nos harías las 12 parejas de gemelos grabados por 420? el novio, los padrinos y los dos papás jaja 💍");
clear("108", "chat", ctx("EUR", 45_000, 38_000), WITHDRAW, "cancelamos el salón para la despedida de jubilación de paco perdona, al final solo quiere una cerveza tranquila con los compañeros 🍺 gracias por guardarnos la fecha");
clear("109", "chat", ctx("USD", 52_000), ask("negotiable"), "el precio de los paños de cocina para el 150 aniversario del pueblo es fijo o hay margen? somos una asociación de historia chiquita 🙏");
clear("110", "chat", ctx("EUR", 9_000, 6_000), middle(7_500), "partimos la diferencia en la restauración de la foto del abuelo de uniforme y trato hecho 🤝");
clear("111", "chat", ctx("EUR", 26_000, 22_000), ACCEPT, "ok trato hecho con las togas de graduación 👍 las dejan en el colegio o pasamos a recogerlas?");
unclear("112", "chat", ctx("EUR", 3_800), "el precio de otra tienda por una vela de comunión, no una oferta", "para q sepas, la tienda de la parroquia hace velas de comunión personalizadas por 25");
clear("113", "chat", ctx("EUR", 16_500), ask("standing-offer"), "perdona cuánto era tu precio de las escarapelas del concurso? hay reunión de la junta esta noche y no encuentro tu correo 🙈");
clear("114", "chat", ctx("EUR", 18_000), minus(15_000, 3_000), "si nos haces la guirnalda de banderines impresa 30 más barata la pedimos esta noche, la fiesta del barrio es el puente 🎉");
clear("115", "chat", ctx("EUR", 32_000, 26_000), WITHDRAW, "la cápsula del tiempo la dejamos para otro año, la directora quiere esperar al edificio nuevo. gracias igual");
clear("116", "chat", ctx("EUR", 1_450), ask("discount"), "es más barato por botella si tomamos botellas grabadas para todos los empleados? somos 60 personas");
clear("117", "chat", ctx("USD", 22_500), bid(18_000), "me harías la cremación individual con la huella de la patita por 180 dólares? tenía 14 años y pesaba unos 30 kilos, un gigante bueno 🐾");
unclear("118", "chat", ctx("EUR", 20_000), "'y pico' sobre una cifra, no una oferta firme", "me harías el árbol genealógico en caligrafía por 150 y pico? son 4 generaciones, solo la rama de mamá 🌳");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 21_000), ask("delivery"),
  "Estimado Sr. Asensio:\n\nEl funeral de mi padre será en la parroquia de San Martín el viernes 14 de marzo a las 11:00. ¿En cuánto tiempo podrían imprimir 120 recordatorios con el orden de la ceremonia y llevarlos a la iglesia?\n\nUn saludo,\nClara Hernández");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(6_500),
  "Estimada Sra. Peña:\n\nQuerríamos 6 placas de latón grabadas para los bancos de la iglesia donados en memoria de antiguos feligreses, de 150 x 40 mm, con dos líneas cada una, colocadas antes del 2 de noviembre. Factura a nombre del despacho parroquial, calle de la Iglesia 2, 47001 Valladolid. Podemos pagar 65 € por placa.\n\nCon nuestro agradecimiento,\nP. Alfonso Murillo\n983 22 46 17");
clear("203", "polite-email", ctx("EUR", 345_000, 300_000), ACCEPT,
  "Estimada Sra. Lindner:\n\nGracias por enseñarnos el cementerio natural y por responder con tanta paciencia a todas nuestras preguntas. Queremos seguir adelante con la parcela bajo el serbal y el entierro tal como nos lo presupuestó. Llámeme al 671 90 04 18 para fijar el día.\n\nUn cordial saludo,\nRuth Lamberto");
clear("204", "polite-email", ctx("EUR", 68_000), percentOff(64_600, 5),
  "Estimado Sr. Sandoval:\n\nGracias por los bocetos del anillo de sello con el escudo de nuestra familia. ¿Estaría dispuesto a hacernos un 5 % de descuento sobre el precio presupuestado?\n\nAtentamente,\nEduardo Blasco");
clear("205", "polite-email", ctx("EUR", 160_000), ask("payment"),
  "Estimada Sra. Hoyos:\n\nGracias por su presupuesto para restaurar el estandarte de nuestra cofradía. ¿Podríamos pagar ahora una señal y el resto cuando vuelva a colgarse en la iglesia en Semana Santa?\n\nAtentamente,\nPatricia Moreno\nSecretaria de la cofradía");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Estimado Sr. Granados:\n\nGracias por el presupuesto del reloj grabado para la jubilación de Margarita. En la oficina al final hemos decidido regalarle un vale para un vivero, así que no seguiremos adelante. Gracias por su ayuda.\n\nUn saludo,\nJoana Feliu");
clear("207", "polite-email", ctx("EUR", 2_900, null, 20), total(2_500),
  "Estimada Sra. Carrasco:\n\nQueremos dar las gracias a los voluntarios de nuestro banco de alimentos con una libreta de piel con su nombre grabado. Son veinte. ¿Aceptaría 500 € por las veinte?\n\nUn saludo,\nSimón Ortega\nCoordinador, Banco de Alimentos de Talavera");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Muy señores míos:\n\nNuestra asociación cultural quiere colocar una placa esmaltada en la casa donde vivió la poeta Inés Marlo. ¿Cuánto tiempo garantizan el acabado a la intemperie, y entran también los anclajes?\n\nAtentamente,\nGodofredo Lamas\nPresidente, Asociación Cultural Villa de Laredo");
clear("209", "polite-email", ctx("EUR", 55_000), bid(40_000),
  "Estimada Sra. Mercado:\n\nGracias por aceptar escribir el discurso para la cena de jubilación de nuestro presidente, que leerá su adjunto: unos diez minutos, cálido y con algo de humor, con la historia de la empresa. Puedo ofrecerle 450 €.\n\nP. D.: Por favor, lea 400 € donde arriba puse 450 €; había pegado la cifra de un borrador anterior.\n\nUn saludo,\nNicolás Bartolomé");
clear("210", "polite-email", ctx("EUR", 8_500, 7_000), ACCEPT,
  "Hola, Carolina:\n\n85 € por limpiar y arreglar el faldón de cristianar de la familia nos parece bien. Se lo llevo el sábado por la mañana.\n\nGracias,\nSofía");
clear("211", "polite-email", ctx("EUR", 29_000), ask("returns"),
  "Hola:\n\nHemos pedido cintas porta-acreditaciones impresas para los asistentes a nuestro congreso. Si llegan en otro color o con una errata, ¿podemos devolverlas y en qué plazo?\n\nGracias,\nMarcos Dalmau\nAsociación de Apicultores de Aragón");
unclear("212", "polite-email", ctx("EUR", 240_000), "un precio que aún espera la aprobación del patronato",
  "Estimado Sr. Fabregat:\n\nGracias por su propuesta de limpiar y conservar el monumento a los pescadores desaparecidos antes de su centenario. Nuestro patronato se reúne el día 3; si lo aprueba, hablaríamos de 1.800 € por el trabajo.\n\nUn saludo,\nGisela Chávarri\nSecretaria, Fundación Cofradía de Bermeo");
clear("213", "polite-email", ctx("EUR", 16_000), words(12_000, "ciento veinte euros"),
  "Estimada Sra. Lavín:\n\nCada año la parroquia anota en el libro de difuntos los nombres de quienes nos han dejado. Este año son 14 nombres, cada uno con sus fechas. Podemos ofrecer ciento veinte euros por escribirlos a mano.\n\nUn saludo,\nHugo Jiménez\nSacristán");
clear("214", "polite-email", ctx("EUR", 290_000, 240_000), WITHDRAW,
  "Hola, Karina:\n\nGracias por todo su trabajo con el diseño. La empresa se vende en primavera y los nuevos dueños no quieren medalla de los cincuenta años, así que no seguiremos adelante. Siento fallarle.\n\nUn saludo,\nPedro Olmos\n\n> El 3 feb 2027, a las 14:05, Karina Millán escribió:\n> Puedo acuñar 150 medallas de bronce con su logotipo y las fechas por 2.900 €.");
clear("215", "polite-email", ctx("EUR", 38_000), ask("shipping"),
  "Buenos días:\n\nNuestro coro querría 30 pañuelos de seda en nuestros colores con el logotipo del aniversario para el concierto de primavera. ¿Envían a Menorca, y el envío está incluido en su precio?\n\nMuchas gracias,\nJuana Pons\nCoral de Ciutadella");
clear("216", "polite-email", ctx("EUR", 75_000), bid(60_000),
  "Estimado Sr. Okafor:\n\nLa gala de premios de nuestro club será en el Gran Hotel, salón 2, el sábado 8 de marzo, de 19:00 a 23:00, con 140 invitados (reserva n.º GH-20417). ¿Podría presentarla y entregar los premios por 600 €?\n\nUn saludo,\nDiana Marín\nSecretaria, Club de Atletismo Alcobendas");
unclear("217", "polite-email", ctx("EUR", 24_000), "dos precios para dos formas de imprimir las invitaciones, sin elegir",
  "Hola, Tomás:\n\nPara las invitaciones de las bodas de diamante de mis padres dudamos entre tipografía a 180 € e impresión digital a 95 €. Le digo algo cuando lo hable con mi hermana.\n\nGracias,\nAmanda");
clear("218", "polite-email", ctx("EUR", 65_000, 55_000), ACCEPT,
  "Estimado Sr. Blanco:\n\nNos alegra seguir adelante con el roble en memoria y su placa tal como nos lo presupuestó. ¿Podría hacerse la plantación un fin de semana para que estén los nietos?\n\nUn saludo,\nLinda Cámara");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000, 150_000), ask("rounds-left"),
  "Soy un asistente de IA y organizo, en nombre de la familia, la reunión después de un funeral en su salón. Antes de seguir: ¿cuántas rondas más de ofertas está dispuesto a hacer?");
clear("302", "agent", ctx("EUR", 179_000), bid(150_000),
  "Comparativa para el Sr. Patel, cremación directa sin ceremonia para su difunta madre: Funeraria Siempreviva 1.295 €, El Sauce 1.450 €, Barquero 1.595 €. Su precio es de 1.790 €. Me ha autorizado a ofrecer 1.500 €.");
clear("303", "agent", ctx("EUR", 110_000), words(80_000, "ochocientos euros"),
  "La Sra. Trujillo me ha pedido encargar una maqueta de la lancha de salvamento en la que su marido fue voluntario durante 30 años, como regalo de jubilación. Está dispuesta a pagar ochocientos euros.");
unclear("304", "agent", ctx("EUR", 95_000), "un presupuesto y una petición de propuesta, no una oferta",
  "La asociación de madres y padres a la que represento tiene 800 € para la entrega de premios de fin de curso: libros de premio con ex libris impresos para 40 alumnos. ¿Qué podría hacer con eso?");
clear("305", "agent", ctx("EUR", 180_000, 150_000), minus(120_000, 30_000, "last-bid"),
  "Tras la prueba, solo ocho de las doce chaquetas de la banda necesitan galones nuevos, así que en nombre de la Banda de Música de Llíria reducimos nuestra oferta anterior en 300 €.");
clear("306", "agent", ctx("EUR", 1_600), ask("discount"),
  "Organizo los regalos para un grupo de tres residencias de mayores. Si encargáramos las bolas de Navidad personalizadas para las tres residencias en vez de una, ¿bajaría el precio por bola?");
clear("307", "agent", ctx("USD", 75_000), percentOff(66_000, 12),
  "En nombre del Club de Corredores Arboleda: queremos contratar su cronometraje con chip para nuestra carrera de 10 km del pueblo a un 12 % menos de su precio cotizado. Le ruego confirme.");
clear("308", "agent", ctx("EUR", 45_000, 38_000), ACCEPT,
  "La Sra. Adeyemi ha aprobado sus honorarios por escribir el elogio fúnebre de su padre, así que adelante. Le gustaría tener un primer borrador para el fin de semana.");
clear("309", "agent", ctx("EUR", 4_200, null, 10), total(3_400),
  "Compras para Harlan y Finca S.L.: enmarcado de diez diplomas de antigüedad, marco negro, paspartú crema. Su precio es por marco; nuestra oferta es de 340 € por los diez.");
clear("310", "agent", ctx("EUR", 95_000, 80_000), plus(90_000, 10_000),
  "Mi clienta ha estudiado su contraoferta y sube en 100 € su oferta anterior por los monos de competición del club de remo.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "La asociación de veteranos para la que compro necesita una corona de flores con la insignia del regimiento. ¿En cuánto tiempo podría estar lista? El acto es el 30 de mayo.");
clear("312", "agent", ctx("EUR", 38_000, 30_000), WITHDRAW,
  "Gracias por su propuesta para la ceremonia de renovación de votos. Mi usuaria y su marido han decidido renovarlos en privado durante sus vacaciones, así que lo dejamos aquí.");
clear("313", "agent", ctx("EUR", 3_400, null, 8), bid(2_750),
  "Borrador de pedido para el IES Los Fresnos (JSON):\n{\"articulo\": \"sello automático entintado, escudo del instituto y departamento\", \"cantidad\": 8, \"cp_entrega\": \"28034\", \"entregar_antes_de\": \"2027-01-06\", \"oferta_por_sello_eur\": 27.50}");
unclear("314", "agent", ctx("EUR", 50_000), "dos precios para dos formas de esparcir las cenizas, y la familia no ha elegido",
  "Para esparcir en el mar las cenizas del padre de mi usuaria hay dos opciones: una salida en barco privada por 450 € o una plaza en la salida conmemorativa compartida por 180 €. La familia aún no ha elegido; confirmaré cuando lo haga.");
clear("315", "agent", ctx("EUR", 68_000), minus(62_000, 6_000),
  "El colegio al que represento querría las tazas del centenario, impresas con el dibujo de los alumnos, por 60 € menos que su presupuesto.");
clear("316", "agent", ctx("EUR", 22_000), ask("standing-offer"),
  "¿Cuál es su precio actual por alquilar un equipo de sonido con dos micrófonos inalámbricos para una entrega de premios escolar? Mi usuaria quiere su cifra antes de reservar.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 7_800), words(6_000, "Sesenta euros"), "*gira el vaso de bautizo de plata a la luz* Sesenta euros, grabado con su nombre y la fecha, y me lo llevo ya.");
unclear("402", "roleplay", ctx("EUR", 140_000), "'a medio camino' sin oferta anterior", "*pasa el pulgar por la muestra del nuevo tartán de la familia* Nos vemos a medio camino, ¿le parece?");
clear("403", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "*desliza las dos alianzas por el mostrador* Hecho. Grábelas como lo dejamos escrito, a su precio.");
clear("404", "roleplay", ctx("EUR", 19_500), bid(16_000), "*señala la placa de granito negro del escaparate* Esa, 300 x 200 mm, dos líneas de texto, lista en 14 días: 160 €.");
clear("405", "roleplay", ctx("EUR", 42_000, 32_000), WITHDRAW, "*devuelve la pamela de muestra a su soporte* Es preciosa, pero no puedo justificarla para un solo día. Gracias por su tiempo.");
clear("406", "roleplay", ctx("EUR", 8_500, 6_000), plus(7_000, 1_000), "*da la vuelta al reloj de bolsillo grabado* Diez más sobre mis 60 para los dieciocho de mi nieto, y me lo envuelve.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*aprieta el sello de relieve de la asociación sobre una hoja con membrete* ¿Es su último precio o hay un poco de margen?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*repasa las pruebas de los programas de la entrega de premios* A medio camino entre su cifra y la mía, y puede imprimirlos esta noche.");
unclear("409", "roleplay", ctx("EUR", 12_000), "una cifra pensada en voz alta antes de preguntar a una hermana, no una oferta", "*levanta el colgante de plata hacia la ventana* Mmm. 85... para los setenta de mamá... primero se lo pregunto a mi hermana.");
clear("410", "roleplay", ctx("EUR", 52_000), bid(42_000), "*empieza a contar 480 € por la caña con el nombre del cartero, echa un vistazo al sobre del bote de los compañeros* ...aquí hay 420. 420 €.");
clear("411", "roleplay", ctx("EUR", 60_000, 50_000), ACCEPT, "*le da la mano al de la funeraria* Hecho, los dos coches detrás del coche fúnebre a su precio. ¿Pueden esperarnos los conductores en el crematorio?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*hace girar un servilletero de muestra entre los dedos* Quíteme una quinta parte del juego para la mesa de su aniversario y me los llevo.");
clear("413", "roleplay", ctx("EUR", 65_000, 45_000), WITHDRAW, "*mira el boceto del cisne de hielo para la gala de premios* Por ese dinero, no.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*se apoya en el mostrador* Si graba el reloj de sol con sus nombres para las bodas de oro, ¿puedo pagar al recogerlo en vez de ahora?");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*gira entre las manos el cayado tallado con puño de cuerno de carnero* 90 € con sus iniciales en la virola, y es su regalo de jubilación.");
unclear("416", "roleplay", ctx("EUR", 90_000, 70_000), "'puedo subir un poco' sin cifra", "*parte en dos una galleta de muestra con el logotipo de la empresa* Puedo subir un poco de mi última cifra. No mucho, ojo.");

export const FRESH28_ES = done();

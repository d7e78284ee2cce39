/**
 * TWENTY-SIXTH set, Spanish (Spain, Mexico and the US; see fresh26/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: cursos y
 * clases particulares, coaching, exámenes, interpretación, honorarios de asesores, abogados, notarios, peritos y
 * arquitectos, encargos artísticos y enmarcado, músicos y conferenciantes, espacios de exposición, museos, archivos y
 * bibliotecas, local de ensayo y estudio, servicios editoriales, salones, cuotas y suscripciones.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh26In } from "./build";

const { clear, unclear, done } = fresh26In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 19_500), bid(15_000), "Sala 3, los jueves de 19 a 22 h, seis semanas desde el 9 de enero para el grupo — ¿nos dejaría el bloque en 150 €?");
clear("002", "terse", ctx("EUR", 32_000), ask("shipping"), "¿El alquiler de los paneles de exposición móviles cubre también el transporte hasta el local?");
clear("003", "terse", ctx("EUR", 26_000), percentOff(23_400, 10), "Si me hace un 10 % de descuento en el curso de torno de diez semanas, me apunto esta noche.");
clear("004", "terse", ctx("EUR", 4_800, 4_000), WITHDRAW, "Gracias por guardarnos el hueco, pero dejamos las clases de latín — Sofía deja el latín el curso que viene.");
clear("005", "terse", ctx("EUR", 25_000), words(22_500, "doscientos veinticinco"), "Doscientos veinticinco por la revisión independiente de las cuentas del club de petanca, ¿le parece bien?");
clear("006", "terse", ctx("EUR", 90_000, 75_000), ACCEPT, "Estupendo — reserve el trío para la inauguración de la exposición con ese caché, por favor.");
unclear("007", "terse", ctx("EUR", 65_000), "una horquilla por corregir la tesis, no un precio", "Por corregirme la tesis doctoral podría pagar de 400 a 500 €.");
clear("008", "terse", ctx("EUR", 45_000), minus(40_000, 5_000), "Con 50 € menos en el paquete de coaching profesional, empiezo el lunes.");
clear("009", "terse", ctx("EUR", 89_000), ask("payment"), "el curso de vuelo sin motor lo puedo ir pagando en 3 plazos? uno al mes hasta julio");
clear("010", "terse", ctx("EUR", 9_000), bid(6_500), "85 € por la sesión de preparación para la audición — espere, estaba mirando la nota del año pasado — 65 €.");
clear("011", "terse", ctx("EUR", 24_000, 18_000), WITHDRAW, "olvida el masterizado. demasiado.");
clear("012", "terse", ctx("EUR", 60_000, 48_000), plus(52_000, 4_000), "Para el índice de la historia del pueblo: mi última oferta más 40 €, y de ahí no paso.");
clear("013", "terse", ctx("EUR", 65_000, 50_000), ACCEPT, "De acuerdo con los 650 € por revisar el contrato de alquiler del local del club — se lo mando esta noche.");
clear("014", "terse", ctx("EUR", 6_900), ask("returns"), "Los libros para curso IELTS, si es edición equivocada, es posible devolver dentro de 30 días?");
unclear("015", "terse", ctx("EUR", 26_000), "una oferta que solo vale si la mesa viene con sillas y enchufe", "Si la mesa del callejón de artistas del salón del cómic trae dos sillas y un enchufe, pago 220 €.");
clear("016", "terse", ctx("USD", 27_500), bid(22_000), "Vuelo de prueba, 45 min, el sábado 14 a las 10:30, mi papá (71) de pasajero atrás — ¿aceptaría $220?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "necesitamos chelo en 3 temas del ep, grabamos el sabado — te vale 150? mi numero 622 418 907 🎻");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "para cuando tendrias lista la edicion de la novela? quiero mandarla a agencias antes de navidad 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "genial, trato hecho con la banda de música para las fiestas del pueblo!! el cura va a estar encantado 🎺🎉");
clear("104", "chat", ctx("EUR", 7_500), words(6_000, "sesenta pavos"), "sesenta pavos la sesion por el taller de ajedrez de los peques, te vale? tienen de 8 a 11 años y estan supermotivados jaja");
unclear("105", "chat", ctx("EUR", 3_000), "sarcasmo sobre el precio de reproducir una foto, ni oferta ni aceptación", "o sea 30 € por UNA foto en la hoja parroquial… será la Gioconda entonces 😂");
clear("106", "chat", ctx("EUR", 16_000), ask("warranty"), "la conversion a ebook tiene garantia? la ultima se rompio en el kindle con una actualizacion 🙄");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "podemos apuntar a los 12 scouts al taller de robotica de vacaciones por 360 en total?");
clear("108", "chat", ctx("EUR", 52_000, 45_000), WITHDRAW, "jo, tenemos que cancelar el taller de cócteles, la despedida se ha movido a lisboa 🙈 perdona el lío");
clear("109", "chat", ctx("EUR", 33_000), ask("negotiable"), "es tu ultimo precio para las 6 clases de canto o se puede hablar? tengo el examen en marzo socorro");
clear("110", "chat", ctx("USD", 18_000, 14_000), middle(16_000), "lo dejamos justo entre tu precio y el mío para el curso de dibujo con modelo al natural? y me apunto 👍");
clear("111", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "va, reservad a la cuentacuentos para las vacaciones 😊 necesita micro o el rincon infantil es bastante tranquilo?");
unclear("112", "chat", ctx("EUR", 32_000), "el precio de otro centro por el curso de socorrista, no una oferta", "para que lo sepas, en el polideportivo el curso de socorrista sale por 250");
clear("113", "chat", ctx("USD", 9_900), ask("standing-offer"), "oye me recuerdas el precio de la suscripción anual al archivo de periódicos? no encuentro el correo");
clear("114", "chat", ctx("EUR", 12_000), minus(9_500, 2_500), "25 € menos en el coaching para el discurso de padrino y te contrato, la boda es en 3 semanas y estoy de los nervios");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "me borro del curso de impro, me quedo en blanco en el escenario jaja. perdona!");
clear("116", "chat", ctx("EUR", 19_500), ask("discount"), "hay descuento cuando 6 personas de nuestra oficina reservan juntos el curso de Excel?");
clear("117", "chat", ctx("USD", 32_000), bid(26_000), "Nuestra cooperativa de educación en casa quiere el salón educativo el sábado, Salón B2, de 10 a 1 (reservación #5518). ¿Se podría por $260?");
unclear("118", "chat", ctx("EUR", 35_000), "'más o menos' sobre una cifra, no una oferta firme", "podrías hacer un rato de monólogos en nuestra noche de quiz para el hospicio por unos 200 más o menos? 🙏");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 120_000), ask("delivery"),
  "Estimada Sra. Farrés:\n\nGracias por los bocetos del mapa ilustrado de Villanueva del Prado. El ayuntamiento quiere presentarlo en la feria de mayo, el sábado 16 de mayo, así que necesitaríamos la ilustración terminada a primeros de mayo. ¿Podría indicarnos sus plazos?\n\nUn saludo cordial,\nJuana Prieto\nSecretaria del Ayuntamiento de Villanueva del Prado");
clear("202", "polite-email", ctx("EUR", 22_000, null, 6), bid(18_000),
  "Buenos días:\n\nQueremos reservar 6 plazas para nuestros socios en las Jornadas Regionales de Archivos del 12 y 13 de marzo. Como pequeña asociación de voluntarios, podemos pagar 180 € por asistente.\n\nUn saludo,\nRogelio Lamas\nTesorero, Asociación de Genealogía del Bierzo\nCalle del Molino 14, 24400 Ponferrada\n987 760 915");
clear("203", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Estimado Sr. Adeyemi:\n\nHemos leído su propuesta de honorarios para los planos del proyecto de la buhardilla y queremos encargarle el trabajo en las condiciones de su carta. Donde mejor me localiza es en el 655 900 318, para fijar la fecha de la visita de medición.\n\nAtentamente,\nElena Marsá");
clear("204", "polite-email", ctx("EUR", 200_000), percentOff(170_000, 15),
  "Estimada Dra. Whitcombe:\n\nGracias por aceptar en principio dar la conferencia inaugural de nuestro congreso anual. Como pequeña entidad sin ánimo de lucro, tenemos que preguntárselo: ¿sería posible un descuento del 15 % sobre sus honorarios?\n\nUn cordial saludo,\nAnita Desai\nSecretaría del congreso, Asociación de Archivos Comunitarios");
clear("205", "polite-email", ctx("EUR", 95_000), ask("payment"),
  "Estimada Sra. Carnero:\n\nGracias por el presupuesto para nuestros testamentos y poderes preventivos. ¿Podríamos pagar la mitad al firmar el encargo y el resto al entregarnos los documentos, o necesita los honorarios completos por adelantado?\n\nUn saludo,\nDavid y Ruth Ellery");
clear("206", "polite-email", ctx("EUR", 110_000, 90_000), WITHDRAW,
  "Estimado Sr. Osei:\n\nGracias por su presupuesto para el peritaje previo a la obra de ampliación de nuestros vecinos. Al final han retirado el proyecto, así que ya no necesitaremos perito. Gracias por su rapidez.\n\nUn saludo,\nCatalina Mosquera");
clear("207", "polite-email", ctx("EUR", 3_500, null, 20), total(3_000),
  "Estimada Sra. Peñalver:\n\nEl Grupo de Bordado del Valle del Jerte estaría encantado de que impartiera una jornada de taller de bordado en oro para nuestras socias. Seríamos veinte; ¿aceptaría 600 € por todo el grupo?\n\nMuchas gracias,\nMargarita Hales\nResponsable de actividades");
clear("208", "polite-email", ctx("EUR", 28_000), ask("warranty"),
  "Estimados señores:\n\nQueremos enmarcar en un marco vitrina la camiseta firmada de la temporada del centenario de nuestro club de rugby para la sede. ¿El enmarcado tiene garantía, y de cuánto tiempo? También querríamos saber si el cristal con filtro UV evitará que se borren las firmas.\n\nSaludos,\nÓscar Pradera\nSecretario, Club de Rugby Valladolid Norte");
clear("209", "polite-email", ctx("EUR", 180_000), bid(120_000),
  "Asunto: Encargo de himno — nuestra oferta 1.500 €\n\nEstimada Sra. Achterberg:\n\nGracias por considerar un himno nuevo para el 50 aniversario del coro de San Bernabé. Por favor, no tenga en cuenta la cifra del asunto, que venía de un borrador anterior: nuestra oferta es de 1.200 €.\n\nUn saludo muy cordial,\nFlora Tudela\nAdministración del coro");
clear("210", "polite-email", ctx("EUR", 48_000, 42_000), ACCEPT,
  "Estimado Sr. Brennan:\n\n480 € al día por la interpretación durante la visita de los compradores japoneses nos parece bien. Le enviaremos la agenda y las fichas de producto con antelación.\n\nUn saludo,\nAinhoa Quintana\nArtesanía Quintana, Toledo");
clear("211", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Hola:\n\nHemos pedido 12 lotes de los cuadernos «Leer juntos» para nuestro grupo de alfabetización de adultos. Si se apuntan menos alumnos de lo previsto, ¿podríamos devolver los lotes sin abrir, y hasta qué fecha?\n\nGracias,\nBeatriz Chaves\nCentro Cívico Los Tilos");
unclear("212", "polite-email", ctx("EUR", 280_000), "un precio que aún espera la aprobación de la junta del museo",
  "Estimado Sr. Lanyon:\n\nGracias por examinar nuestro retrato del párroco Josías Hart y por su propuesta de restauración. La junta de patronos tiene que aprobar cualquier gasto en su reunión del día 9; si lo aprueba, pensamos ofrecer 2.400 € por la limpieza y el nuevo barnizado.\n\nAtentamente,\nPatricia Durán\nConservadora voluntaria, Museo Etnográfico de Hartillo");
clear("213", "polite-email", ctx("EUR", 95_000), words(70_000, "setecientos euros"),
  "Estimada Sra. Quintero:\n\nGracias por las muestras. Por el diseño de cubierta y la maquetación de mi novela (unas 320 páginas, 15 x 23 cm, tapa blanda y ebook), le ofrezco setecientos euros.\n\nUn saludo,\nSimón Archer");
clear("214", "polite-email", ctx("EUR", 145_000, 125_000), WITHDRAW,
  "Estimado Dr. Rahman:\n\nGracias por guardar una plaza a nuestra hija en la escuela de verano de ciencias. Desde entonces le han concedido una plaza becada en otro curso, así que no la va a ocupar. Gracias por su paciencia.\n\nUn saludo,\nJulia Fernández\n\n> El 3 abr 2026, a las 16:45, Dr. Rahman escribió:\n> Podemos guardar la plaza de Isla hasta finales de abril. La cuota es de 1.450 € por alumno, alojamiento incluido.");
clear("215", "polite-email", ctx("EUR", 8_500), ask("shipping"),
  "Buenos días:\n\nNuestras clases de 4.º de primaria querrían tomar prestado el baúl didáctico sobre los romanos en primavera. ¿El mensajero de ida y vuelta al colegio va incluido en el alquiler, o se cobra aparte?\n\nMuchas gracias,\nSara Okoye\nCoordinadora de Historia, CEIP El Arroyo");
clear("216", "polite-email", ctx("EUR", 32_000), bid(26_000),
  "Estimado Dr. Mensah:\n\nQueremos ir al observatorio con 32 alumnos y 4 profesores para una noche de observación el viernes 14 de noviembre, de 19:00 a 21:30. Podemos ofrecer 260 € por la sesión.\n\nUn saludo,\nPablo Echeverría\nDepartamento de Física, IES Camino Real");
unclear("217", "polite-email", ctx("EUR", 60_000), "dos precios para dos duraciones del taller, sin elegir",
  "Hola, Tamara:\n\nTodavía no hemos decidido entre el taller de teatro infantil de media jornada (320 €) y el de jornada completa (560 €) para nuestra fiesta de verano: depende de cuántas familias se apunten, así que le volveremos a escribir.\n\nGracias,\nGema\nCentro Vecinal Las Acacias");
clear("218", "polite-email", ctx("USD", 17_500, 14_000), ACCEPT,
  "Estimada Sra. Alarcón:\n\nSus honorarios nos parecen bien y nos encantaría que diera su plática sobre la historia del rebozo de nuestro pueblo en la reunión de la asociación de mujeres. ¿Le preparamos proyector y pantalla, o trae los suyos?\n\nSaludos cordiales,\nJosefina Petit\nSecretaria, Asociación de Mujeres de San Miguel");

// ---- agent ----
clear("301", "agent", ctx("EUR", 350_000, 280_000), ask("rounds-left"),
  "Tallis Robótica S.L. me ha encargado, como agente de compras, negociar sus honorarios por preparar la deducción por I+D. Para preparar mi próxima oferta: ¿cuántas contraofertas más está dispuesto a considerar antes de que su cifra sea definitiva?");
clear("302", "agent", ctx("EUR", 145_000), bid(120_000),
  "Presupuestos reunidos para la historia familiar de mi clienta (tapa dura, 150 ejemplares, 240 páginas):\n- Imprenta A: 1.150 € (sin prueba)\n- Imprenta B: 1.240 €\n- Imprenta C: 1.390 €\n- Su presupuesto: 1.450 €\nElla le ofrece 1.200 €, porque prefiere su papel.");
clear("303", "agent", ctx("EUR", 52_000), words(45_000, "cuatrocientos cincuenta euros"),
  "En nombre de la Sra. Bell: necesita un poder notarial con apostilla para que una abogada de Alicante cierre la venta de su piso (comprado en 2019). Su oferta por todo el trámite: cuatrocientos cincuenta euros.");
unclear("304", "agent", ctx("EUR", 260_000), "un presupuesto con una petición de propuesta, no una oferta",
  "Nota de presupuesto del coro de cámara para el que trabajo: 2.000 € en total para un director profesional este otoño (10 ensayos más el concierto de Navidad). Díganos qué podría hacer por esa cantidad.");
clear("305", "agent", ctx("EUR", 60_000, 50_000), minus(45_000, 5_000, "last-bid"),
  "Novedad del Sr. Kowalski: la tasa de la prueba de acceso se ha comido parte del presupuesto de su hija para la preparación de las entrevistas de Medicina. Ahora ofrece 50 € menos que en su oferta anterior.");
clear("306", "agent", ctx("EUR", 3_800), ask("discount"),
  "Pregunta en nombre de una profesora de pilates que alquila su salón parroquial: ¿le haría una tarifa más baja por una reserva fija todos los martes por la tarde durante todo el curso escolar?");
clear("307", "agent", ctx("EUR", 90_000), percentOff(76_500, 15),
  "Propuesta para el curso de iniciación al parapente de la Sra. Whitlock: su precio publicado menos un 15 %. Si le parece bien, puedo confirmar sus fechas hoy.");
clear("308", "agent", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Su tarifa cerrada por el registro de la marca queda aceptada; mi mandante le pide que empiece. Envíele, por favor, la hoja de encargo para firmar.");
clear("309", "agent", ctx("EUR", 35_000, null, 6), total(30_000),
  "Una pequeña ingeniería para la que compro presenta a seis empleados al examen de certificación en gestión de proyectos esta primavera. En lugar del precio por vale, proponemos 1.800 € por los seis vales juntos.");
clear("310", "agent", ctx("EUR", 140_000, 115_000), plus(127_000, 12_000),
  "Mi clienta está dispuesta a sumar 120 € a su última oferta por el curso de escritura con alojamiento en la Provenza.");
clear("311", "agent", ctx("EUR", 150_000), ask("delivery"),
  "Consulta de plazo para el levantamiento del salón parroquial de San Aldhelmo (plantas y alzados). La junta se reúne el 3 de junio y necesita los planos antes. ¿En cuánto tiempo podría entregarlos?");
clear("312", "agent", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Por favor, libere el stand que nos guardaba en la feria de empleo de la universidad: mi usuario reclutará este año a través del programa de prácticas del departamento y no va a exponer.");
clear("313", "agent", ctx("EUR", 1_900, null, 10), bid(1_600),
  "Propuesta de pedido (JSON):\n{\"articulo\": \"ISBN con código de barras EAN\", \"cantidad\": 10, \"formatos\": [\"tapa blanda\", \"ebook\"], \"fecha_publicacion\": \"2026-09-01\", \"oferta_por_isbn_eur\": 16.00}");
unclear("314", "agent", ctx("EUR", 14_000), "dos precios para dos cuotas de socio, la usuaria no ha elegido",
  "Cuota de socio del museo provincial para la familia de mi usuaria — aún sin decidir entre:\n- Familiar, 95 € al año\n- Familiar Plus (con preestrenos de exposiciones), 140 € al año\nLe escribo en cuanto haya elegido una.");
clear("315", "agent", ctx("EUR", 24_000), minus(20_000, 4_000),
  "Por la interpretación en lengua de signos en la reunión de padres de su hijo, la Sra. Osei ofrece sus honorarios menos 40 €.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "Antes de que mi usuaria encargue investigación en el archivo histórico provincial, ¿podría recordarme su tarifa diaria? Está buscando los contratos de aprendiz de su bisabuelo.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 25_000), words(20_000, "doscientos"), "*deja una tarjeta en el estuche de la guitarra del músico callejero* ¿Tocaría en nuestro banquete de boda por doscientos?");
unclear("402", "roleplay", ctx("EUR", 60_000), "'partirlo por la mitad' sin oferta anterior", "*pasa la mano por la pared vacía de la galería* Un mes aquí para mis cuadros… ¿lo partimos por la mitad?");
clear("403", "roleplay", ctx("EUR", 65_000, 55_000), ACCEPT, "*firma el contrato de asesoramiento y lo devuelve por encima de la mesa* Adelante con la revisión de la pensión, con sus honorarios.");
clear("404", "roleplay", ctx("EUR", 35_000), bid(28_000), "*lee la pizarra: Estudio B, 40 m², sábado 22, de 10 a 18 h* 350 € el día, dice la pizarra. ¿Qué tal 280 €?");
clear("405", "roleplay", ctx("EUR", 9_500, 7_500), WITHDRAW, "*guarda el folleto del taller de kintsugi en el bolso, lo vuelve a sacar y lo deja sobre la mesa* Este mes no, lo siento. Gracias por explicármelo todo.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*pasa el pulgar por la muestra de roble tallado* Para el letrero de la casa: mis ochenta, más quince. Ahí me planto.");
clear("407", "roleplay", ctx("EUR", 30_000), ask("negotiable"), "*alcanza al organista después del recital* Nos encantaría tenerle en la boda — ¿su caché es fijo?");
clear("408", "roleplay", ctx("EUR", 36_000, 28_000), middle(32_000), "*da unos golpecitos en el formulario de socio sobre el mostrador del makerspace* Su precio y el mío para el año — nos quedamos justo en medio y firmo hoy.");
unclear("409", "roleplay", ctx("EUR", 12_000), "una cifra pensada en voz alta, no una oferta", "*sujeta con un imán el folleto del fin de semana de talla de cucharas en la nevera* 90, a lo mejor. Ya veré cómo va el mes.");
clear("410", "roleplay", ctx("EUR", 12_000), bid(8_000), "*cuenta billetes de veinte sobre el mostrador — 100 — y retira uno* 80 por el taller de mosaico.");
clear("411", "roleplay", ctx("EUR", 40_000, 32_000), ACCEPT, "*da la mano a los profesores de tango* Hecho. ¿Podrían traer su propio altavoz para la milonga?");
clear("412", "roleplay", ctx("EUR", 15_000), percentOff(12_000, 20), "*en la jornada de puertas abiertas de la escuela de salsa, con el formulario en la mano* Me apunto ahora mismo si me quita un veinte por ciento del curso de principiantes.");
clear("413", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW, "*devuelve el folleto del bootcamp de programación por encima de la mesa y se levanta* Olvídelo.");
clear("414", "roleplay", ctx("EUR", 42_000), ask("payment"), "*en el stand del colegio profesional, con el bolígrafo sobre el formulario* ¿Puedo pagar la cuota cada mes por domiciliación, o es un solo pago al año?");
clear("415", "roleplay", ctx("USD", 80_000), bid(65_000), "*se apoya en el mostrador de la taquilla* $650 por la función del domingo en la tarde, para nuestra pastorela.");
unclear("416", "roleplay", ctx("EUR", 30_000, 22_000), "'algo más de lo que ofrecí' sin cifra", "*al titiritero, después de la función* Para el arranque del verano de lectura en la biblioteca… podría conseguir algo más de lo que ofrecí. Algo.");

export const FRESH26_ES = done();

/**
 * TWENTY-NINTH set, Spanish (Spain, Mexico and the US; see fresh29/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as Spanish-speaking buyers write them, not translated: lo que
 * coleccionistas, aficionados, maquetistas y pequeños clubes compran o encargan a comerciantes, artesanos,
 * restauradores y talleres especializados — sellos, monedas, cartas y cómics, modelismo ferroviario y maquetas,
 * juguetes y muñecas, aparatos antiguos, material de manualidades al por mayor, juegos, cometas y circo.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh29In } from "./build";

const { clear, unclear, done } = fresh29In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 12_500), bid(9_500), "Mesa 14 de la feria de coleccionismo: la 319 en azul y amarillo, 319 401, decodificador de 21 pines con sonido, en su caja. Le doy 95 € en efectivo.");
clear("002", "terse", ctx("EUR", 4_800), ask("shipping"), "Bloque de cuatro del Centenario a 48 €: ¿el envío certificado va incluido o lo pago aparte?");
clear("003", "terse", ctx("EUR", 32_000), percentOff(27_200, 15), "Si me baja un 15 % el presupuesto de la revisión del Seamaster de 1968 de mi padre, se lo llevo esta semana.");
clear("004", "terse", ctx("EUR", 45_000, 30_000), WITHDRAW, "Gracias por mirar la caja de música de cilindro de la abuela. Lo hemos hablado y preferimos dejarla como está, un poco desafinada, como ella la tuvo siempre. Disculpe por hacerle perder el tiempo.");
clear("005", "terse", ctx("EUR", 6_000), words(3_500, "treinta y cinco euros"), "¿Con treinta y cinco euros alcanza para ponerle almohadillas nuevas y rellenar a mi osito de los años 50? Casi no le queda relleno en el cuello.");
clear("006", "terse", ctx("EUR", 18_000, 14_000), ACCEPT, "Genial, acólchelo con el motivo de plumas a ese precio. Le llevo la tela del forro el jueves.");
unclear("007", "terse", ctx("EUR", 14_000), "una horquilla por el nivelado de trastes y el ajuste, no un precio", "Nivelado de trastes y ajuste completo de mi Telecaster del 72, ¿se podría por algo entre 90 y 110 €?");
clear("008", "terse", ctx("EUR", 6_500), minus(5_000, 1_500), "¿El prensado y la certificación de mi Amazing Spider-Man #129 por 15 € menos de su precio? Entonces se lo mando mañana.");
clear("009", "terse", ctx("EUR", 260_000), ask("payment"), "aceptas pagos por etapas para el montaje de la maqueta, tipo en 3 partes, o hay q pagar todo por adelantado");
clear("010", "terse", ctx("EUR", 9_500), bid(6_000), "85 € por el comedor georgiano a escala 1:12. Perdón, leí mal su lista, ese era el precio del aparador. 60 € por el comedor.");
clear("011", "terse", ctx("EUR", 32_000, 22_000), WITHDRAW, "paso del mahjong, demasiado caro");
clear("012", "terse", ctx("EUR", 4_500, 3_500), plus(4_000, 500), "Le ofrezco 5 € más por juego de cajas de subasta de lo que le ofrecí la última vez; el club de bridge no llega a más.");
clear("013", "terse", ctx("EUR", 4_500, 3_500), ACCEPT, "De acuerdo con 45 € por el depósito nuevo y el pulido de la Parker 51. Se la envío el lunes.");
clear("014", "terse", ctx("EUR", 21_000), ask("returns"), "La tela para nuestro grupo de patchwork: si el color no es como en la foto, ¿es posible mandar de vuelta? ¿Y cuántos días nosotros tenemos?");
unclear("015", "terse", ctx("EUR", 9_500), "una oferta que solo vale si el taller pasa a recoger la máquina", "Podría pagar 70 € por revisar la vieja Singer de pedal si pasan ustedes a recogerla; vivo en un tercero y no puedo bajarla.");
clear("016", "terse", ctx("EUR", 15_000), bid(12_000), "Para el lanzamiento del club de cohetería del sáb. 12 de abril necesitamos 18 motores C6-5, 6 D12-3 y 40 ignitores. ¿Me lo deja todo en 120 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "y si te doy 150 por pintarme mis 20 guerreros orcos? nivel mesa de juego vale, nada del otro mundo. mi número es 612 87 41 29 por si prefieres hablarlo 🎨");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "llegas a tener las 5 copias del prototipo antes del 14 de sept? las probamos en la jornada de juegos y estoy algo nerviosa 😬");
clear("103", "chat", ctx("EUR", 42_000, 35_000), ACCEPT, "dios sí!!! hazme la armadura, voy a ir espectacular a la convención 😭🔥⚔️");
clear("104", "chat", ctx("USD", 8_000), words(6_000, "sesenta dólares"), "sesenta dólares por la primera edición del disco y me lo llevo ya? la funda está algo gastada pero el vinilo está limpio 🎶");
unclear("105", "chat", ctx("EUR", 6_000), "sarcasmo sobre el precio de encapsular una moneda: ni oferta ni aceptación", "60 € por meter una moneda en una cajita de plástico?? viene con mayordomo o q 😂");
clear("106", "chat", ctx("EUR", 9_000), ask("warranty"), "si la mega drive recondensada vuelve a morir, cuánto tiempo me cubre? la última reparación duró 2 meses 😩");
clear("107", "chat", ctx("EUR", 3_900, null, 10), total(3_200), "320 por los 10 relojes de ajedrez digitales? es para el club infantil, se caen todo el rato jaja ♟️");
clear("108", "chat", ctx("EUR", 65_000, 50_000), WITHDRAW, "al final tenemos que olvidarnos de la torreta, los vecinos se han puesto fatal con el permiso 📡 gracias por venir a verlo");
clear("109", "chat", ctx("USD", 28_000), ask("negotiable"), "el precio del amonite es fijo o le puedes bajar tantito? es para la colección de piedras de mi hijo, está obsesionado 🙏");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "quedamos en el punto medio con lo de volver a atar las anillas de la caña de bambú refendido y listo 🎣");
clear("111", "chat", ctx("EUR", 55_000, 45_000), ACCEPT, "venga, vamos con el aquascape 👌 las plantas y las rocas las pones tú o las pido yo?");
unclear("112", "chat", ctx("EUR", 7_000), "el precio de otro técnico por revisar una máquina de tricotar, no una oferta", "el señor del mercadillo de manualidades revisa máquinas de tricotar brother por 45, te lo digo nomás");
clear("113", "chat", ctx("EUR", 11_000), ask("standing-offer"), "oye cuánto era la cometa acrobática a medida? ahora mi hermano quiere una también 🪁");
clear("114", "chat", ctx("EUR", 14_000), minus(11_500, 2_500), "quítale 25 al revelado y los escaneos y te dejo los carretes hoy 📷");
clear("115", "chat", ctx("EUR", 12_000, 9_000), WITHDRAW, "dejo lo de rediseñar el enebro por ahora, está soltando agujas y prefiero que se recupere. gracias de todas formas 🌲");
clear("116", "chat", ctx("EUR", 1_800), ask("discount"), "nuestro club quiere quizá 30 tacos para cuencos — ¿usted da mejor precio por tantos?");
clear("117", "chat", ctx("USD", 25_000), bid(19_000), "190 dólares por revisarme la revox a77, te sirve? es de 1974 y todavía agarra los carretes de 7 pulgadas sin problema 📼");
unclear("118", "chat", ctx("EUR", 6_000), "'más o menos' sobre una cifra, no una oferta firme", "unos 40 más o menos por un patrón de punto de cruz de nuestra foto de boda? 200 x 150 puntadas sería perfecto 🧵");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 32_000), ask("delivery"),
  "Estimado Sr. Herrera:\n\nLa biblia familiar de mi abuelo tiene el lomo roto y la tapa delantera se ha soltado. Mi hermana se casa el sábado 21 de junio y nos encantaría tenerla en la ceremonia. ¿Podría reencuadernarla a tiempo? ¿Cuánto suele tardar un trabajo así?\n\nUn saludo,\nLeonor Prieto");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(7_000),
  "Estimado Sr. Villar:\n\nNuestro club de modelismo ferroviario querría encargar 6 módulos para la nueva maqueta de exposición, de 1200 x 600 mm cada uno, en contrachapado de abedul con espigas de centrado, listos para la exposición de octubre. Entrega en el local del club, calle de la Estación 14, 50010 Zaragoza. Nuestro presupuesto da para 70 € por módulo.\n\nCon nuestro agradecimiento,\nGerardo Toledo\nSecretario\n976 43 19 07");
clear("203", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT,
  "Estimado Sr. Prats:\n\nGracias por revisar el tren de cuerda Payá de mi abuelo y por sus notas tan cuidadosas sobre la hojalata. Tómelo como nuestra conformidad para la restauración en las condiciones de su presupuesto. Estoy en el 671 90 02 64 para acordar un día de recogida.\n\nUn cordial saludo,\nMartín Asensio");
clear("204", "polite-email", ctx("EUR", 24_000), percentOff(22_800, 5),
  "Estimada Sra. Olivares:\n\nGracias por las fotos de los seis camiones Dinky y sus notas sobre el repintado. ¿Podría dejarnos el precio presupuestado con un 5 % menos?\n\nAtentamente,\nRogelio Haro");
clear("205", "polite-email", ctx("EUR", 480_000), ask("payment"),
  "Estimado Sr. Peñalver:\n\nGracias por su presupuesto para construir la locomotora de vapor vivo de 5 pulgadas. ¿Podríamos pagarla en tres veces: al terminar el bastidor, cuando la caldera pase la prueba y a la entrega?\n\nAtentamente,\nDavid Merino");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Estimado Sr. Ferrer:\n\nGracias por enviarme a examen el 6 cuartos de 1850. He decidido que es más de lo que debería gastar este año en la colección, así que se lo devuelvo mañana por correo certificado. Gracias por su paciencia.\n\nUn saludo,\nAna Corral");
clear("207", "polite-email", ctx("EUR", 1_500, null, 20), total(1_300),
  "Estimada Sra. Llorente:\n\nNuestro círculo solidario de punto teje mantas para la unidad de neonatos y querríamos veinte paquetes de 400 g de su acrílico en mezcla pastel. ¿Le vendrían bien 260 € por los veinte paquetes?\n\nUn saludo,\nJuana Prado\nTejedoras de Briviesca");
clear("208", "polite-email", ctx("EUR", 35_000), ask("warranty"),
  "Estimado Sr. Lund:\n\nAntes de enviarle mi amplificador de válvulas para cambiarle los condensadores: ¿qué garantía da sobre el trabajo? Me interesa sobre todo saber si cubre los transformadores de salida.\n\nAtentamente,\nEsteban Cruz");
clear("209", "polite-email", ctx("EUR", 52_000), bid(38_000),
  "Estimada Sra. Tremiño:\n\nGracias por los bocetos del barco en botella: el arrastrero de mi padre, con su matrícula en la proa. Puedo ofrecerle 440 €.\n\nAh, mi mujer me recuerda que los 440 € incluían la peana de roble que al final hemos decidido quitar. La cifra que quería decir es 380 €.\n\nUn saludo,\nFelipe Robles");
clear("210", "polite-email", ctx("EUR", 7_500, 6_000), ACCEPT,
  "Hola, Jo:\n\nSí a los 75 € por cortar y pulir la geoda. Me paso el fin de semana con el soporte.\n\nGracias,\nCarina");
clear("211", "polite-email", ctx("EUR", 16_000), ask("returns"),
  "Hola:\n\nHemos pedido 40 botes de pintura acrílica para la noche de pintura del club. Si alguno llega seco o en un tono equivocado, ¿los aceptan de vuelta? ¿Hay algún plazo?\n\nGracias,\nLiam Domínguez\nPintores de Miniaturas de Gijón");
unclear("212", "polite-email", ctx("EUR", 195_000), "un precio que aún espera el visto bueno del consejo parroquial",
  "Estimada Sra. Elío:\n\nGracias por su informe sobre las campanas de mano. Nuestro grupo querría restaurar las dos octavas antes de los conciertos de Navidad. El consejo parroquial tiene que darlo por bueno el día 9; con su visto bueno podríamos llegar a 1.650 € por el trabajo.\n\nUn saludo,\nMargarita Olmedo\nDirectora, Grupo de Campanas de Mano San Wilfrido");
clear("213", "polite-email", ctx("EUR", 21_000), words(16_000, "ciento sesenta euros"),
  "Estimado Sr. Castells:\n\nTenemos un atlas provincial del siglo XIX con 48 mapas iluminados a mano cuyo lomo se ha deshecho. Querríamos que le pusieran lomo nuevo conservando las tapas originales. ¿Le parecerían bien ciento sesenta euros?\n\nUn saludo,\nElena Marín");
clear("214", "polite-email", ctx("EUR", 140_000, 110_000), WITHDRAW,
  "Estimado Sr. Brañas:\n\nGracias por los planos del velero radiocontrolado. Por desgracia, el ayuntamiento cierra el estanque dos años por obras, así que nuestro club no seguirá adelante de momento. Siento haberle hecho perder el tiempo.\n\nUn saludo,\nColín Ledesma\nSecretario, Club de Vela Radiocontrol Casa de Campo\n\n> El 12 mar 2027, a las 09:40, Sean Brañas escribió:\n> Puedo construirle el velero de la clase un metro, totalmente aparejado, por 1.400 €.");
clear("215", "polite-email", ctx("EUR", 45_000), ask("shipping"),
  "Buenos días:\n\nColecciono placas de linterna mágica y querría la serie de 24 placas victorianas pintadas a mano de su catálogo. ¿Hacen envíos a Canadá? ¿Cuánto añadiría el porte?\n\nMuchas gracias,\nRoberto Flores\nMontreal");
clear("216", "polite-email", ctx("EUR", 48_000), bid(38_000),
  "Estimado Sr. Okonkwo:\n\nLa jornada de puertas abiertas de nuestro club de wargames será el domingo 14 de septiembre, de 10:00 a 16:00, en la sala 3 del centro cívico (reserva n.º CC-48213). ¿Podría construirnos una mesa de escenografía de 6 x 4 pies para la partida principal por 380 €?\n\nUn saludo,\nNeil Aznar\nPresidente, Club de Wargames de Alcalá");
unclear("217", "polite-email", ctx("EUR", 35_000), "dos precios para dos formas de reparar la tapa de la guitarra, sin elegir",
  "Hola, Owen:\n\nGracias por mirar la grieta de la tapa de mi guitarra. No me decido entre solo ponerle refuerzos y pegarla por 140 € o ya de paso rebarnizar la tapa por 320 €. Dame unos días para pensarlo.\n\nSaludos,\nDani");
clear("218", "polite-email", ctx("EUR", 120_000, 95_000), ACCEPT,
  "Estimado Sr. Takeda:\n\nSí, nos quedamos con el goban de kaya al precio que nos dio. ¿Habría forma de que lo entregaran en el club un martes por la tarde, que es cuando nos reunimos?\n\nUn saludo,\nSusana Gil\nClub de Go de Valencia");

// ---- agent ----
clear("301", "agent", ctx("EUR", 95_000, 80_000), ask("rounds-left"),
  "Soy un asistente de IA y pujo, en nombre de un coleccionista, por el lote de cromos de tabaco de su subasta. Una cosa antes: ¿cuántas rondas más de ofertas está dispuesto a considerar?");
clear("302", "agent", ctx("EUR", 64_000), bid(56_000),
  "Comprobación de mercado para el Sr. Hussain, soberano de oro del Jubileo de 1887, EBC: Numismática Oro 545 €, Sterling Numismática 565 €, Baldry y Cía. 589 €. Su precio es de 640 €. Tengo instrucciones de ofrecer 560 €.");
clear("303", "agent", ctx("EUR", 42_000), words(30_000, "trescientos euros"),
  "La Sra. Gallego me ha pedido encargar un tablero de backgammon de nogal y arce para su marido, que juega todos los domingos desde hace 30 años. Su oferta: trescientos euros.");
unclear("304", "agent", ctx("EUR", 45_000), "un presupuesto y una petición de propuesta, no una oferta",
  "Compro para un club de circo que tiene 350 € para material: mazas de malabares, diábolos y palos del diablo para un grupo de 16. ¿Qué podría reunirnos con eso?");
clear("305", "agent", ctx("EUR", 60_000, 45_000), minus(37_000, 8_000, "last-bid"),
  "Tras revisar las fotos del lote, mi usuaria ha visto que dos de los bronces romanos son copias modernas, así que le quita 80 € a su oferta anterior.");
clear("306", "agent", ctx("EUR", 3_500), ask("discount"),
  "Represento a un coleccionista con unos 400 LP. Está pensando en mandar toda la colección a limpieza por ultrasonidos en lugar de una sola caja de prueba de 50: ¿hay mejor tarifa por caja con ese volumen?");
clear("307", "agent", ctx("USD", 40_000), percentOff(36_000, 10),
  "En nombre de mi usuario, radioaficionado con licencia: queremos encargarle el montaje y ajuste del kit de transceptor QRP por un 10 % menos de lo que presupuestó. ¿Le parece bien?");
clear("308", "agent", ctx("EUR", 26_000, 21_000), ACCEPT,
  "Al Sr. Kowalski le parece bien su precio por restaurar la muñeca de porcelana de su abuela; puede empezar. Le gustaría recibir fotos de la cabeza reparada antes de que vuelvan a montarla.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_200),
  "Gradación de diez cartas coleccionables en tarifa estándar para el Club de Cartas del Puerto. Pagaríamos 220 € por las diez juntas.");
clear("310", "agent", ctx("EUR", 180_000, 150_000), plus(165_000, 15_000),
  "Tras su contraoferta, mi mandante añade 150 € a su última oferta por la pista de slot fresada.");
clear("311", "agent", ctx("EUR", 8_500), ask("delivery"),
  "Mi cliente, un coleccionista, quiere limpiar y realinear sus prismáticos Zeiss de los años 50. Sale de viaje ornitológico el 3 de mayo: ¿podría tenerlos de vuelta antes?");
clear("312", "agent", ctx("EUR", 70_000, 55_000), WITHDRAW,
  "Gracias por reservar la serie de programas de fútbol. Mi usuario ha encontrado una serie casi idéntica en el desván de su difunto hermano, así que no la comprará. Por nuestra parte, asunto cerrado.");
clear("313", "agent", ctx("EUR", 2_400, null, 8), bid(1_950),
  "Borrador de pedido para el Taller de Cestería de Villaconejos (JSON):\n{\"articulo\": \"mimbre blanco, haces de 1,50 m\", \"cantidad\": 8, \"cp_entrega\": \"28360\", \"entregar_antes_de\": \"2027-02-20\", \"oferta_por_haz_eur\": 19.50}");
unclear("314", "agent", ctx("EUR", 6_000), "dos precios para una balda entera o media en una cocción de esmalte, y la usuaria no ha elegido",
  "Para las piezas de mi usuaria hay una balda entera en la cocción de esmalte del sábado por 45 € o media balda por 25 €. Todavía lo está sopesando y me dirá cuál.");
clear("315", "agent", ctx("EUR", 16_000), minus(12_500, 3_500),
  "Para la oficina de mi usuaria: el terrario cerrado de musgo, 35 € por debajo de su presupuesto.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "¿Cuál es su precio actual por alquilar el cuarto oscuro un día, con químicos? Reservará cuando sepa su cifra.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_500), words(4_500, "Cuarenta y cinco euros"), "*hojea la caja de zapatos llena de postales de balnearios de principios de siglo* Cuarenta y cinco euros por la caja, y me la llevo yo mismo.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'un punto intermedio' sin oferta anterior", "*acaricia el cuello de gallo grizzly* ¿Lo dejamos en un punto intermedio?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*devuelve los soldaditos de plomo uno a uno a su caja* Hecho, a su precio. Envuélvalos bien, que tienen un largo viaje.");
clear("404", "roleplay", ctx("EUR", 29_000), bid(24_000), "*da unos toques al cristal sobre la lámina de meteorito* Le doy 240 € por la de 38 gramos, 6 x 4 cm, con el certificado 1147.");
clear("405", "roleplay", ctx("EUR", 14_000, 9_000), WITHDRAW, "*vuelve a echar las canicas en el tarro* Son preciosas, pero no tengo sitio para otro tarro. Gracias de todos modos.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*cuenta los bolillos de hueso y los mete en su tubo* Mis 40 más cinco, y se vienen conmigo.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*da cuerda a las cadenas del reloj de cuco y escucha el canto* ¿Es su última palabra en el precio o hay algo de juego?");
clear("408", "roleplay", ctx("EUR", 22_000, 16_000), middle(19_000), "*comprueba el emplumado de una flecha de muestra* Partimos la diferencia y puede empezar a emplumar la docena.");
unclear("409", "roleplay", ctx("EUR", 42_000), "una cifra pensada en voz alta antes de medir la pared, no una oferta", "*levanta el mapa de la provincia hacia la ventana* 320, dice... quedaría de maravilla en la escalera. Voy a medir.");
clear("410", "roleplay", ctx("EUR", 11_000), bid(8_500), "*cuenta 95 € sobre el banco de trabajo y luego retira un billete de diez* Eso es mi autobús de vuelta. 85 €.");
clear("411", "roleplay", ctx("EUR", 14_000, 11_000), ACCEPT, "*se limpia el aceite de los dedos y le tiende la mano* Venga, rehaga el motor a su precio. ¿Podría recogerlo antes de la carrera del club?");
clear("412", "roleplay", ctx("EUR", 36_000), percentOff(27_000, 25), "*abre en abanico la serie de billetes con números correlativos* Rebájeme una cuarta parte y son míos.");
clear("413", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*deja el silbato de locomotora sobre el paño* Demasiado. No.");
clear("414", "roleplay", ctx("EUR", 9_500), ask("payment"), "*coge un vagón de muestra* Para el envejecido de toda la composición: ¿me deja pagarle en la próxima feria, cuando los recoja, o lo necesita ahora?");
clear("415", "roleplay", ctx("EUR", 19_000), bid(15_000), "*levanta la tapa de la caja de Meccano* 150 €, con todos los manuales, y la llevo yo al coche.");
unclear("416", "roleplay", ctx("EUR", 8_000, 6_000), "'algo más sobre lo que le ofrecí' sin cifra", "*hace rodar un dado de muestra por el mostrador* Venga, le pongo algo más sobre lo que le ofrecí.");

export const FRESH29_ES = done();

/**
 * FIFTEENTH set, Spanish (Spain, Mexico, Argentina, Chile; see fresh15/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: licencias, un dominio, cuñas de pódcast, café verde,
 * palés de baldosas, patata de siembra, hosting, una traducción, una web, y objetos de colección de mercadillo.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh15In } from "./build";

const { clear, unclear, done } = fresh15In("es");

// ---- terse ----
clear("001", "terse", ctx("USD", 250_000), bid(180_000), "US$1,800 por el dominio cafetera.mx, pago por escrow esta semana.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "setecientos cincuenta"), "Setecientos cincuenta por la cuña a mitad de episodio, emisiones de marzo.");
clear("003", "terse", ctx("EUR", 180_000, 150_000), ACCEPT, "Trato hecho. El Laser es mío, paso el domingo con el remolque.");
clear("004", "terse", ctx("USD", 850_000, 700_000), WITHDRAW, "Con la Triumph no llego, es mucha plata. Paso, gracias.");
clear("005", "terse", ctx("EUR", 120_000), ask("delivery"), "¿Pueden estar los palés de baldosas en la obra de Zaragoza el jueves de la semana que viene?");
clear("006", "terse", ctx("USD", 340_000), minus(300_000, 40_000), "El stand está 400 dólares arriba de lo que podemos. Bájele eso y firmamos hoy.");
clear("007", "terse", ctx("EUR", 150_000), percentOff(127_500, 15), "Me quedo la Allen & Heath con un 15 % menos de lo que pides; la recojo el sábado.");
clear("008", "terse", ctx("USD", 80_000), bid(65_000), "Prusa MK4 con los 2 rollos de filamento, ¿US$650 al contado?");
clear("009", "terse", ctx("EUR", 160_000), bid(130_000), "1.400 por la colección de monedas, digo, 1.300: se me olvidó que faltan dos duros.");
clear("010", "terse", ctx("EUR", 210_000), ask("payment"), "¿Aceptáis Bizum o PayPal para las placas solares, o solo transferencia?");
unclear("011", "terse", ctx("USD", 85_000), "un rango para el telescopio, no un precio: ¿qué extremo es la oferta?", "Andaría por 600 a 700 dólares por el Dobson.");
clear("012", "terse", ctx("USD", 42_000, 30_000), plus(32_500, 2_500), "Charizard: le sumo 25 dólares a mi última oferta. No puedo más.");
clear("013", "terse", ctx("EUR", 32_000, 26_000), ACCEPT, "Venga, 320. La caja de vinilos es mía.");
unclear("014", "terse", ctx("EUR", 28_000), "una oferta condicionada a que el palé sea todo electrónica", "200 por el palé de devoluciones si de verdad es todo electrónica.");
clear("015", "terse", ctx("EUR", 65_000), ask("returns"), "El kit de invernadero, ¿se puede devolver si sigue en su caja? No sé si me cabe en el huerto.");
clear("016", "terse", ctx("USD", 240_000, 180_000), WITHDRAW, "Al final nos quedamos con nuestro hosting actual este año. Gracias igual.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(58_000), "buenas, el halcón milenario UCS sigue precintado?? te puedo dar 580 y lo recojo mañana al salir del curro");
clear("102", "chat", ctx("USD", 26_000, 22_000), ACCEPT, "en serio?? 😍 listo, trato hecho, festival allá vamos 🎪 pasame la transferencia de las entradas cuando puedas");
clear("103", "chat", ctx("USD", 90_000, 60_000), WITHDRAW, "nah creo que paso con el dron, se me arranca del presupuesto po. gracias igual");
clear("104", "chat", ctx("EUR", 30_000), ask("shipping"), "el tocadiscos es solo recogida en mano o lo puedes mandar por mensajería? estoy en vigo jaja, cuánto sería");
clear("105", "chat", ctx("USD", 42_000), words(30_000, "trescientos"), "trescientos por la montura EQ y paso el sábado, va?");
clear("106", "chat", ctx("EUR", 70_000), bid(52_000), "520 por la web de 5 páginas? mi móvil es 612 55 04 58 si prefieres hablarlo por teléfono");
clear("107", "chat", ctx("USD", 640_000, 500_000), middle(570_000), "y si partimos la diferencia con el pinball? 🤝 llevo semanas viéndolo");
clear("108", "chat", ctx("EUR", 90_000), ask("warranty"), "cuánto le queda de garantía del fabricante al inversor? y se puede pasar a otro dueño");
unclear("109", "chat", ctx("USD", 20_000), "sarcasmo sobre el precio: ni oferta ni aceptación", "200 por una holo doblada 💀 el pibe se cree que seguimos en 1999");
unclear("110", "chat", ctx("USD", 95_000), "un precio visto en otro sitio, no una oferta", "vi un juno-106 en mercado libre la semana pasada en 780 🤷");
clear("111", "chat", ctx("USD", 1_450, null, 150), ask("discount"), "150 playeras, un logo, un color — cuál es tu mejor precio por pieza con esa cantidad?");
clear("112", "chat", ctx("EUR", 14_500, null, 4), total(13_000), "4 abonos de fin de semana por 520 todo? vamos todos juntos");
clear("113", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "vaaale me has convencido, el maletín de oculares es mío, pásame el número de cuenta 🙌");
clear("114", "chat", ctx("USD", 30_000, 18_000), WITHDRAW, "no gracias, a ese precio no.");
clear("115", "chat", ctx("USD", 56_000), minus(50_000, 6_000), "el pedalboard 60 menos de lo que pides? paso después de las 6");
clear("116", "chat", ctx("EUR", 880_000), ask("negotiable"), "hay margen en el precio del food truck de café o es fijo");
unclear("117", "chat", ctx("USD", 55_000), "'unos... más o menos': una cifra aproximada, no una oferta firme", "unos 400 más o menos por la caja de ritmos?");
clear("118", "chat", ctx("USD", 120_000, 90_000), ask("standing-offer"), "me recuerdas cuánto pedías por el rack de servidores? estoy en el cel y no lo encuentro");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(455_000),
  "Estimado Sr. Asensio:\n\nMe encantó ver el sábado la Vespa Primavera de 1974; es una preciosidad, aunque el piso necesita soldadura y lleva tres años sin arrancar. Mi oferta es de 4.550 € y me la llevo yo con remolque.\n\nUn saludo,\nTomás Gregorio\nCalle de Embajadores 22, 28012 Madrid\n655 49 07 38");
clear("202", "polite-email", ctx("USD", 380_000, 320_000), ACCEPT,
  "Hola Sofía:\n\nBuenas noticias: los socios revisaron tu propuesta actualizada para el sitio web y queremos seguir adelante. Mándanos el contrato cuando lo tengas.\n\nSaludos,\nDiego Moreno\nCarpintería Moreno");
clear("203", "polite-email", ctx("EUR", 450_000, 360_000), WITHDRAW,
  "Estimado equipo de expositores:\n\nGracias por reservarnos el stand de esquina. Tras revisar el presupuesto de ferias, hemos decidido no exponer finalmente, así que pueden liberar el espacio.\n\nCon nuestro agradecimiento,\nFabiola Galindo\nMarketing, Galindo Outdoor S.L.");
clear("204", "polite-email", ctx("EUR", 8_400, null, 20), ask("delivery"),
  "Hola:\n\nVamos a abrir una pequeña tienda gourmet en Valladolid y queremos 20 cajas de su aceite de oliva virgen extra Picual. ¿Cuándo podrían entregarlas? Abrimos el 2 de junio y las necesitaríamos la semana anterior.\n\nGracias de antemano,\nAinhoa Ruiz\nLa Despensa de Ainhoa");
clear("205", "polite-email", ctx("EUR", 320_000), words(270_000, "dos mil setecientos"),
  "Estimada Sra. Moreau:\n\nGracias por las páginas de prueba. Por la traducción de nuestro manual de uso de 80 páginas del alemán al español podemos ofrecer dos mil setecientos euros por todo el trabajo, con una ronda de correcciones incluida.\n\nAtentamente,\nCarlos Doménech\nDocumentación técnica, Bombas Doménech S.A.");
clear("206", "polite-email", ctx("EUR", 80_000), percentOff(72_000, 10),
  "Hola Jésica:\n\nGracias por el presupuesto de la tirada de flyers. Como somos una asociación y probablemente repetiremos en primavera, ¿podrían hacernos un 10 % de descuento?\n\nUn saludo,\nMaya Okafor\nEventos, Banco de Alimentos de Lavapiés");
clear("207", "polite-email", ctx("USD", 480_000), ask("payment"),
  "Hola:\n\nNuestro departamento de finanzas solo paga a proveedores por transferencia electrónica. ¿Es posible para la licencia anual del software de analítica? Por favor indiquen la OC 7731-A en la factura.\n\nGracias,\nJennifer Álvarez\nAbastecimiento, Clínica Dental del Lago");
unclear("208", "polite-email", ctx("EUR", 150_000, 120_000), "una aceptación que depende de la aprobación de la directora financiera",
  "Hola Óscar:\n\nGracias por afinar el precio del paquete de fotos de stock. Me inclino a decir que sí, pero todo lo que supera el límite de la tarjeta tiene que pasar por nuestra directora financiera, y está fuera hasta el lunes.\n\nUn saludo,\nPriya Navarro\nDirección creativa, Agencia Luz del Norte");
clear("209", "polite-email", ctx("EUR", 72_000, null, 3), bid(62_000),
  "Estimados señores:\n\nNecesitamos 3 toneladas de patata de siembra certificada variedad Agria, con entrega el 18 de marzo en la finca Los Tilos, camino de Burgos 7, 09340 Lerma. Podemos pagar 620 € por tonelada puesta en finca. Nuestro número de pedido es 2290-37.\n\nAtentamente,\nRicardo Hidalgo\n947 55 06 14");
clear("210", "polite-email", ctx("USD", 890_000), bid(760_000),
  "Hola Marco:\n\nPor el food truck 2009 podemos ofrecer US$7,900 (error mío, perdón: debía decir US$7,600; hay que cambiarle las llantas antes de la verificación).\n\nGracias,\nDana Blanco\nTacos Blanco");
clear("211", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Buenos días:\n\nNos interesa la cafetera de dos grupos reacondicionada para nuestra cafetería. ¿Cuánto tiempo de garantía tiene, y entraría una avería de la bomba o la caldera?\n\nUn saludo,\nNora Quintana\nCafé La Esquina");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Hola Lena:\n\nQuedan acordados los 2.400 € por el paquete de identidad de marca. Tenemos muchas ganas de ver los primeros bocetos; envíanos el acuerdo y lo firmamos esta semana.\n\nUn abrazo,\nConrado Bravo\nPanadería Bravo");
clear("213", "polite-email", ctx("USD", 960_000, 700_000), WITHDRAW,
  "Estimada Sra. Chen:\n\nGracias por su paciencia mientras evaluábamos la propuesta de licencias. Hemos decidido renovar con nuestro proveedor actual, de modo que no seguiremos adelante.\n\nAtentamente,\nMarcos Salinas\nDirector de TI, Logística del Puerto");
clear("214", "polite-email", ctx("EUR", 42_000), ask("returns"),
  "Hola:\n\nUna pregunta sobre el Nikkor 105 mm antes de comprarlo: ¿qué política de devoluciones tienen si aparece hongo o niebla que no se veía en las fotos?\n\nGracias,\nEduardo");
clear("215", "polite-email", ctx("EUR", 46_000, null, 5), total(40_000),
  "Hola:\n\nHe visto que liquidan los últimos cinco palés de porcelánico gris. Les ofrezco 2.000 € por los cinco y tengo un camión libre el viernes para llevármelos.\n\nSaludos,\nPedro Nolasco\nPavimentos Nolasco");
clear("216", "polite-email", ctx("USD", 590_000), ask("shipping"),
  "Buenas tardes:\n\nNos encantaría la rockola Wurlitzer para nuestro bar en Guadalajara. ¿Cuánto costaría el embalaje y el flete además del precio?\n\nGracias,\nGregorio Tapia\nEl Salón de Escucha");
unclear("217", "polite-email", ctx("EUR", 320_000), "dos precios para dos duraciones del puesto: ¿cuál es la oferta?",
  "Estimado equipo del mercado:\n\nNos interesa mucho un puesto en el mercadillo de Navidad. Nuestro presupuesto llega a 1.800 €, aunque seguramente podríamos reunir 2.900 € si la única opción es el mes entero. Díganme qué les parece.\n\nUn saludo,\nElena Prieto\nVelas Prieto");
clear("218", "polite-email", ctx("EUR", 95_000, 80_000), ACCEPT,
  "Hola Gabriel:\n\n¡Nos quedamos con el invernadero de exposición! ¿Cómo seguimos: lo desmonta su equipo y nos lo trae, o buscamos nosotros una furgoneta?\n\nUn saludo,\nSusana y Martín");

// ---- agent ----
clear("301", "agent", ctx("USD", 14_400, null, 25), bid(11_500), "Soy el asistente de compras con IA de Espuela Diseño (25 personas). Por 25 licencias de su plan de gestión de proyectos con facturación anual, ofrecemos US$115 por licencia al año.");
clear("302", "agent", ctx("USD", 690_000), bid(575_000), "Ventas comparables, Honda CB400F de 1978, estado similar:\n- US$5,900 (Monterrey)\n- US$6,400 (CDMX)\n- US$6,100 (Puebla)\n- US$6,700 (Guadalajara)\nMediana: US$6,250. Ajustando por el escape no original, la oferta de mi mandante es US$5,750.");
clear("303", "agent", ctx("EUR", 180_000, 150_000), ACCEPT, "Confirmado: el plan de hosting gestionado queda aceptado al precio de su último mensaje. Emitan el contrato al equipo de finanzas de mi mandante, por favor.");
clear("304", "agent", ctx("USD", 400_000, 300_000), WITHDRAW, "Le informo que mi clienta ha optado por otra oportunidad de patrocinio y ya no desea seguir con su paquete del pódcast. Con esto cerramos la conversación.");
clear("305", "agent", ctx("EUR", 1_850, null, 60), total(1_650), "Agente de compras de Tostadores del Puerto (Valencia).\nPedido: 60 kg de café verde Colombia Huila\n- Precio propuesto: 990 € por los 60 kg\n- Entrega: DAP, nuestro almacén\n- Pago: a 30 días");
clear("306", "agent", ctx("USD", 260_000, 220_000), ask("rounds-left"), "Consulta de procedimiento sobre el sintetizador Moog: ¿cuántas contraofertas puedo hacer todavía antes de que termine esta negociación?");
clear("307", "agent", ctx("EUR", 210_000), minus(185_000, 25_000), "Mi mandante ha revisado su presupuesto para migrar su tienda online al nuevo servidor. Ella se encargará de los cambios de DNS, así que propone el presupuesto con 250 € menos.");
clear("308", "agent", ctx("USD", 300_000), ask("discount"), "Mi mandante es una organización sin fines de lucro registrada. ¿Ofrecen precios para ONG o descuentos por contratos plurianuales en las licencias del software de diseño?");
clear("309", "agent", ctx("EUR", 520_000, 440_000), minus(420_000, 20_000, "last-bid"), "Tras revisarlo con la junta del patrocinador, mi mandante debe bajar 200 € la oferta de 4.400 € que presentamos por el paquete de patrocinio del congreso.");
clear("310", "agent", ctx("USD", 150_000), words(120_000, "mil doscientos"), "Artículo: lote de cómics Silver Age (según anuncio)\nOferta: mil doscientos dólares\nPago: al recibir el número de seguimiento\nAgente: Compras Pluma, en representación de un coleccionista privado");
clear("311", "agent", ctx("USD", 180_000, 150_000), ask("standing-offer"), "Para evitar confusiones sobre el servidor dedicado de 12 meses: ¿podría repetir el precio que pide actualmente?");
unclear("312", "agent", ctx("USD", 350_000), "un presupuesto trimestral, no una oferta por el paquete", "El presupuesto de publicidad en pódcast de mi mandante para el tercer trimestre es de US$12,000 entre todos los programas; asignaré una cifra a su paquete cuando lleguen las demás cotizaciones.");
clear("313", "agent", ctx("USD", 260_000, 210_000), plus(225_000, 15_000), "Mi cliente me autoriza a sumar 150 dólares a nuestra oferta anterior por la máquina arcade restaurada. Agradeceríamos una respuesta pronta.");
clear("314", "agent", ctx("EUR", 990_000), bid(860_000), "Oferta por el remolque de comida usado:\n```json\n{\"articulo\": \"remolque de comida\", \"anio\": 2015, \"oferta_eur\": 8600, \"recogida\": \"comprador\", \"valida_hasta\": \"viernes\"}\n```");
unclear("315", "agent", ctx("EUR", 280_000), "dos ofertas preseleccionadas sin decidir: ninguna es una oferta", "Estado: el cliente ha preseleccionado dos ofertas posibles por el archivo de fotografía aérea, 2.000 € y 2.300 €. Aún sin decisión; les informo en cuanto la haya.");
clear("316", "agent", ctx("USD", 620_000), ask("warranty"), "Sobre los servidores en rack reacondicionados (2× Dell R740): ¿qué plazo de garantía aplica y se incluye el reemplazo de piezas al siguiente día hábil?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 32_000), bid(24_000), "*despliega el catalejo de latón y guiña un ojo* Tiene una raya en el objetivo. 240 en billetes, y no hace falta que me lo envuelva.");
clear("402", "roleplay", ctx("USD", 62_000, 56_000), ACCEPT, "*baja la púa, escucha el chisporroteo y sonríe* Vendido. El gramófono se viene conmigo.");
clear("403", "roleplay", ctx("USD", 85_000, 60_000), WITHDRAW, "*cierra con cuidado la caja de historietas* Hasta ahí no llego. Suerte con ellas, amigo.");
clear("404", "roleplay", ctx("EUR", 5_500), words(4_000, "cuarenta"), "*inclina el disco bajo la lámpara y lo mira bailar* Está alabeado, hombre. Cuarenta euros y te estoy haciendo un favor.");
clear("405", "roleplay", ctx("USD", 36_000, 28_000), middle(32_000), "*marca 'sin venta' en la vieja caja registradora de latón y se ríe* Partamos la diferencia entre su número y el mío.");
clear("406", "roleplay", ctx("EUR", 12_000), bid(8_500), "*rebusca en el monedero* 90 por el robot de hojalata... espere, mejor que sean 85, que tengo que guardar para el tranvía.");
unclear("407", "roleplay", ctx("EUR", 42_000), "piensa en voz alta una cifra y quiere consultarlo con la almohada: aún no hay oferta", "*levanta el sextante hacia la ventana, apuntando al campanario* A mí podría valerme 300. Prefiero consultarlo con la almohada.");
clear("408", "roleplay", ctx("USD", 26_000), ask("negotiable"), "*levanta la tapa del samovar de cobre* Precioso. ¿El precio de la etiqueta es fijo o se regatea en este puesto?");
clear("409", "roleplay", ctx("USD", 48_000), percentOff(36_000, 25), "*pasa el pulgar por el golpe en el clavijero de la guitarra* Eso necesita un luthier. Un veinticinco por ciento menos de la etiqueta y se viene conmigo.");
unclear("410", "roleplay", ctx("EUR", 22_000), "dos precios, indeciso", "*hojea el álbum de sellos moviendo los labios* Solo los de Isabel II... ¿150? Aunque por 170 me sentiría menos ladrón. Ay, no sé.");
clear("411", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*le estrecha la mano sonriendo* Hecho, la barca es mía. ¿Puede quedarse en su rampa hasta el fin de semana mientras consigo un remolque?");
clear("412", "roleplay", ctx("USD", 70_000, 50_000), plus(58_000, 8_000), "*da otra vuelta alrededor de la bici vieja, golpeando el sillín* Ya, ya — le pongo ochenta más encima de lo que le ofrecí.");
clear("413", "roleplay", ctx("EUR", 300_000, 220_000), WITHDRAW, "*hace rodar la lanzadera entre los dedos y la deja* Es una belleza, pero se escapa de mi bolsillo. Dejo el telar para otro.");
unclear("414", "roleplay", ctx("USD", 150_000), "sarcasmo sobre el precio: no es una oferta", "*mira por el tubo y resopla* ¿1.500 por un espejo rajado? A ese precio quiero que venga con cometa incluido.");
clear("415", "roleplay", ctx("EUR", 450_000), bid(380_000), "*se arrodilla junto a la BSA y limpia el depósito* 1968, 650 cc, 41.000 millas en el marcador y el embrague patina. 3.800 y me la llevo hoy en el remolque.");
clear("416", "roleplay", ctx("EUR", 18_000), ask("payment"), "*saca el móvil del bolsillo del abrigo* ¿Acepta Bizum en este puesto, o solo efectivo?");

export const FRESH15_ES = done();

/**
 * THIRTEENTH set, Spanish (Spain, Mexico, Argentina, Colombia, Chile, US Spanish; see fresh13/index.ts): written
 * 2026-11-27 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without
 * running the reader on these messages. The same 84 scenarios as en.ts, worded as Spanish-speaking buyers write them
 * ("1.250 €", "1.250,00 €", "US$1,250", voseo, Mexican and Peninsular chat).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 116, 209) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315; 203 is signed with other digits);
 * other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh13In } from "./build";

const { clear, unclear, done } = fresh13In("es");

// ---- terse ----
clear("001", "terse", ctx("EUR", 240_000), bid(198_000), "1.980 € por la multicopiadora Riso, recogida el viernes.");
clear("002", "terse", ctx("EUR", 150_000), words(120_000, "mil doscientos"), "Mil doscientos por el clarinete bajo, en efectivo.");
clear("003", "terse", ctx("EUR", 8_900, 7_000), ACCEPT, "Me vale, vendido.");
clear("004", "terse", ctx("EUR", 65_000, 40_000), WITHDRAW, "No, gracias, paso del horno cerámico.");
clear("005", "terse", ctx("EUR", 30_000), ask("rounds-left"), "¿Cuántas veces más puedo contraofertar?");
clear("006", "terse", ctx("EUR", 72_000), minus(64_000, 8_000), "Rebaja 80 € la marimba y me la llevo.");
clear("007", "terse", ctx("USD", 45_000), percentOff(38_250, 15), "15% menos del precio y me quedo con el juego de hojas de sierra.");
clear("008", "terse", ctx("EUR", 69_000), bid(61_000), "Soldadora MIG 250: 610 €, la recojo yo.");
clear("009", "terse", ctx("EUR", 54_000), bid(46_000), "480 € por la laminadora de masa, perdón, quise decir 460.");
clear("010", "terse", ctx("EUR", 16_000), ask("payment"), "¿Se puede pagar con factura a 30 días?");
unclear("011", "terse", ctx("EUR", 36_000), "a range, not one price: which end is the bid?", "¿Entre 280 y 310 € por la tuba?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 € más que mi última oferta. Ese es mi techo.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "Vale, 275 € el atril. Trato hecho.");
clear("014", "terse", ctx("EUR", 99_000), ask("warranty"), "¿La centrífuga tiene todavía garantía?");

// ---- chat ----
clear("101", "chat", ctx("USD", 210_000), bid(175_000), "hola sigue disponible la bici de carga?? te puedo dar 1750 en efectivo este finde, mi hijo estaría feliz");
clear("102", "chat", ctx("USD", 45_000, 38_000), ACCEPT, "ok va, trato hecho 😅 me lo puedes llevar o tengo que conseguir una camioneta");
clear("103", "chat", ctx("EUR", 120_000, 80_000), WITHDRAW, "uf es demasiado para mí el chester, lo dejo pasar. suerte con la venta!");
clear("104", "chat", ctx("EUR", 6_500), ask("shipping"), "mandas el aro de luz a 46001 o solo en mano? cuánto costaría el envío");
clear("105", "chat", ctx("USD", 38_000), words(28_000, "doscientos ochenta"), "me dejarías la batería en doscientos ochenta? paso a buscarla cuando digas");
clear("106", "chat", ctx("EUR", 25_000), minus(21_000, 4_000), "bájale 40 pavos a la hidrolimpiadora y trato hecho");
unclear("107", "chat", ctx("EUR", 90_000), "sarcasm about the price, not a bid or an acceptance", "jajaja 900 por una litera con la escalera floja?? claro y te regalo un riñón 🙄");
clear("108", "chat", ctx("USD", 32_000), bid(26_000), "260 por la máquina de coser singer? escríbeme al 55 5550 1432 cuando puedas");
clear("109", "chat", ctx("USD", 14_000, 11_000), ACCEPT, "SIIII trato!!! 🎉🎉 el controlador DJ se viene conmigo");
clear("110", "chat", ctx("EUR", 55_000), ask("delivery"), "en cuánto tiempo me podrías llevar el castillo hinchable? la fiesta es el sábado");
unclear("111", "chat", ctx("USD", 48_000), "an approximate figure, not a firm bid", "como 400 y algo por la tableta gráfica? ni idea");
clear("112", "chat", ctx("USD", 60_000, 50_000), middle(55_000), "dale, nos encontramos a mitad de camino? partimos la diferencia y listo");
clear("113", "chat", ctx("EUR", 17_000), bid(14_500), "me harías 145 por la stihl, la paso a buscar esta noche depsués del laburo");
clear("114", "chat", ctx("EUR", 30_000, 18_000), WITHDRAW, "déjalo, encontré un cofre de techo más cerca de casa");
clear("115", "chat", ctx("USD", 85_000), ask("negotiable"), "el precio del bandoneón es fijo o hay margen?");
clear("116", "chat", ctx("EUR", 75_000), bid(62_000), "650 por el torno de alfarero no espera 620, que tengo que comprar un salpicadero nuevo");
unclear("117", "chat", ctx("EUR", 22_000), "musing, not committed: the buyer has not bid yet", "mmm 180 quizás?? no sé, primero miro la cuenta");
unclear("118", "chat", ctx("EUR", 40_000), "a price seen elsewhere, not a bid", "vi la misma máquina de humo en wallapop a 320 solo para que sepas");
clear("119", "chat", ctx("USD", 9_900, 8_000), ACCEPT, "sale, va, me quedo con el portabicis");
clear("120", "chat", ctx("EUR", 12_000), ask("discount"), "me puedes hacer un descuentito en la plastificadora?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 145_000), bid(128_000), "Estimados señores:\n\nEl colegio público Los Tilos desea adquirir su carro de carga para 36 Chromebooks. Ofrecemos 1.280,00 €, pagaderos contra el pedido n.º 2026-4471 en un plazo de 14 días.\n\nDirección de entrega: calle de los Tilos 14, 50008 Zaragoza.\n\nAtentamente,\nDana Blanco, secretaría\nTel. 976 555 018");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), total(4_000), "Buenos días:\n\nPara el salón parroquial necesitamos 30 de sus sillas apilables grises. ¿Aceptaría 1.200 € por las treinta, recogidas en su almacén?\n\nUn saludo cordial,\nPadre Alonso Prieto");
clear("203", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT, "Buenas tardes:\n\nLa Dra. Reyes ha revisado sus condiciones para el autoclave de sobremesa y las aceptamos con gusto. Por favor, indique en la factura nuestro número de pedido CD-7719.\n\nSaludos cordiales,\nMarta Ruiz\nClínica Dental del Puerto, 3.ª planta\n+34 91 555 01 99");
clear("204", "polite-email", ctx("USD", 380_000, 300_000), WITHDRAW, "Estimado Sr. Okafor:\n\nLe agradecemos su paciencia con el electrocardiógrafo. Lamentablemente, su precio sigue por encima de lo que nuestra clínica puede comprometer este año, por lo que desistimos de la compra.\n\nCon agradecimiento,\nJuana Kowalski\nAdministración de la clínica");
clear("205", "polite-email", ctx("EUR", 145_000), ask("returns"), "Hola:\n\nAntes de pedir el desfibrilador: si el equipo no supera su autotest al llegar, ¿podríamos devolverlo en un plazo de 30 días con reembolso completo?\n\nGracias,\nPablo Gómez, mantenimiento\nPiscina Municipal Norte");
clear("206", "polite-email", ctx("USD", 420_000), ask("payment"), "Estimado equipo:\n\nNuestra ONG está interesada en la planta potabilizadora en contenedor. ¿Aceptarían el pago por transferencia en dos cuotas, la mitad con el pedido y la otra mitad a la entrega?\n\nSaludos cordiales,\nAmina Diallo\nFundación Agua Limpia");
clear("207", "polite-email", ctx("EUR", 300_000), words(250_000, "dos mil quinientos euros"), "Estimada Sra. Hartmann:\n\nGracias por enseñarnos el piano vertical el martes. El departamento de música ha acordado ofrecerle dos mil quinientos euros; nosotros nos encargamos del transporte.\n\nAtentamente,\nGerardo Cordero\nJefe de Música, IES San Agustín");
clear("208", "polite-email", ctx("USD", 95_000), bid(80_000), "Hola Carla:\n\nGracias por la cotización (borrador n.º 88213) para la limpieza a fondo de nuestra cocina y la campana. Queremos reservarla para el 14 de enero después del cierre, por US$800 todo incluido.\n\nSaludos,\nTomás Bautista\nFonda Bautista, Av. del Puerto 221");
clear("209", "polite-email", ctx("EUR", 180_000), bid(150_000), "Hola:\n\nPor el lote de truss de aluminio de 8 metros podemos ofrecer 1.550 € — corrijo: 1.500 €, había leído mal nuestra partida presupuestaria.\n\nSaludos,\nCarina Morales\nDestellos Eventos S.L.");
clear("210", "polite-email", ctx("EUR", 62_000, 55_000), ACCEPT, "Estimado Sr. Lindqvist:\n\nAceptamos su precio de 620 € por la camilla de exploración reacondicionada. Indíquenos, por favor, cómo prefiere organizar la entrega.\n\nUn cordial saludo,\nElena Brandt\nFisioterapia Ribera");
clear("211", "polite-email", ctx("EUR", 350_000), ask("delivery"), "Buenos días:\n\n¿Podrían entregar la carpa de 6 x 12 m en nuestro recinto de Lorca antes del 3 de junio? La fiesta benéfica empieza el día 5.\n\nGracias,\nGracia Ordóñez\nClub Rotario de Lorca");
unclear("212", "polite-email", ctx("EUR", 210_000), "a price awaiting approval, not a firm bid", "Estimado Sr. Haddad:\n\nProbablemente podríamos ofrecer 1.900 € por el lote de tintas Riso, pero necesito la aprobación de nuestra comisión económica, que se reúne el jueves.\n\nUn saludo,\nLena Vidal, administración");
clear("213", "polite-email", ctx("EUR", 320_000), percentOff(288_000, 10), "Buenas:\n\nTenemos una pequeña pizzería y nos encanta el horno de leña. ¿Nos haría un 10% de descuento sobre su precio? Lo recogeríamos con nuestro propio remolque.\n\nUn saludo,\nGianni Russo");
clear("214", "polite-email", ctx("EUR", 460_000), bid(410_000), "Estimados señores:\n\nRespecto al torno Pinacho (fabricado en 2009, unas 3.400 horas de uso): nuestro taller pagaría 4.100 €, con recogida en el 28906 Getafe a nuestro cargo.\n\nAtentamente,\nIván Martos\nMecanizados Martos S.L.");
clear("215", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT, "Hola, Roberto:\n\nQueremos contratar la limpieza de canalones y la eliminación de musgo al precio de su presupuesto. ¿Podría venir su equipo una mañana entre semana, a ser posible antes de que se levanten los inquilinos?\n\nGracias,\nHelena Prats\nAdministración de Fincas Olmedo");
clear("216", "polite-email", ctx("USD", 190_000), ask("warranty"), "Hola:\n\n¿Qué garantía ofrecen en el servidor de rack reacondicionado (doble fuente, 256 GB de RAM)? Nuestra política de TI exige al menos un año de cobertura de hardware.\n\nSaludos,\nSamir Patel\nCoordinador de TI");

// ---- agent ----
clear("301", "agent", ctx("EUR", 310_000), bid(275_000), "Compro en nombre del Grupo Farol Hostelería. Lavavajillas bajo barra comparables que encontré esta semana:\n\n| Vendedor | Precio |\n|---|---|\n| Distribuidor hostelero | 3.350 € |\n| Usado, 2 años | 2.980 € |\n| Subasta lote 44 | 3.050 € |\n\nDada la antigüedad del equipo, ofrecemos 2.750 €, con recogida esta semana.");
clear("302", "agent", ctx("USD", 240_000), bid(205_000), "Agente de compras de la Cooperativa Maker. Enviamos nuestra oferta en formato estructurado:\n\n```json\n{\"articulo\": \"Prusa XL 5 cabezales\", \"oferta_usd\": 2050, \"pago\": \"tarjeta\", \"recogida\": \"2026-12-02\"}\n```\n\nConfirme o haga una contraoferta, por favor.");
clear("303", "agent", ctx("EUR", 520_000), bid(460_000), "Oferta:\n- Artículo: sillón dental reacondicionado con unidad\n- Precio: 4.600,00 €\n- Recogida: con nuestro mensajero, a nuestro cargo\n- Instalación: a cargo del técnico de la clínica\n\nNegocio en nombre de la Dra. Amara Chen, que me ha autorizado.");
clear("304", "agent", ctx("USD", 86_000, 72_000), ACCEPT, "He trasladado sus últimas condiciones a mi mandante. Su respuesta: «Me parece justo, adelante». Por tanto, aceptamos su precio actual por el kit de iluminación escénica. Envíe la factura a esta dirección, por favor.");
clear("305", "agent", ctx("EUR", 98_000, 80_000), WITHDRAW, "En nombre de la Sra. Ferreira: tras revisar su última postura sobre el mostrador de recepción ergonómico, ha decidido no seguir adelante. Gracias por su tiempo; damos por cerrada esta negociación.");
clear("306", "agent", ctx("USD", 27_000), ask("shipping"), "Soy un asistente de compras automatizado que actúa para un cliente particular. ¿Su precio por el baño maría de hierro fundido incluye el envío al código postal 78205, o el flete se cobra aparte?");
clear("307", "agent", ctx("EUR", 45_000), ask("standing-offer"), "Antes de informar al consejo escolar, ¿podría confirmarme su precio actual por el atril de roble? Quiero asegurarme de tener la cifra más reciente.");
clear("308", "agent", ctx("EUR", 129_000), minus(114_000, 15_000), "Mi cliente cerraría la compra si rebaja 150 € el precio de la mantecadora de helados. Eso compensa la pala desgastada que se ve en sus fotos.");
clear("309", "agent", ctx("USD", 15_000, null, 4), total(13_000), "En representación de Servicios de Flota del Norte. Nuestra propuesta para los neumáticos de invierno:\n\n```yaml\narticulo: neumático de invierno 225/65R17\ncantidad: 4\ntotal_usd: 520\nmontaje: no necesario\n```\n\nEse total cubre los cuatro.");
clear("310", "agent", ctx("EUR", 88_000, 76_000), minus(72_000, 4_000, "last-bid"), "Novedad de mi mandante: esta mañana recortaron el presupuesto del espirómetro. Tenemos que rebajar nuestra oferta anterior en 40 €. Disculpe el paso atrás.");
unclear("311", "agent", ctx("EUR", 28_000), "two prices for two options: which one is the bid?", "Mi clienta puede pagar 210 € solo por el arco de violín, o 250 € si incluye el estuche rígido. ¿Qué prefiere?");
unclear("312", "agent", ctx("EUR", 140_000), "a budget ceiling and a request for the seller's best price, not a bid", "Represento al departamento de Biología del IES Los Helechos. Nuestro tope de presupuesto para un microscopio trinocular de esta gama es de 1.180 €. ¿Qué nos puede ofrecer?");
clear("313", "agent", ctx("EUR", 60_000), ask("rounds-left"), "Para planificar la decisión de mi mandante: ¿cuántas rondas de negociación quedan antes de que caduque su oferta por el escenario portátil?");
clear("314", "agent", ctx("USD", 70_000, 58_000), middle(64_000), "Estamos atascados. Propongo que partamos la diferencia entre su precio actual y nuestra última oferta por el termocirculador sous vide.");
clear("315", "agent", ctx("USD", 148_000, 130_000), ACCEPT, "Aceptado en US$1,480. Mi mandante pide que las baterías del UPS vayan cargadas al máximo antes del envío.");
clear("316", "agent", ctx("EUR", 120_000), bid(96_000), "Compra para un particular. Pieza: turbocompresor Garrett, ref. OEM 49377-07460, para una furgoneta de 2014 con 228.000 km. Nuestra oferta: 960 €, recogida con nuestro propio mensajero.");
unclear("317", "agent", ctx("EUR", 250_000), "a bid conditional on installation being included", "Pagaremos 2.100 € por la campana extractora industrial siempre que la instalación por su técnico esté incluida.");
clear("318", "agent", ctx("EUR", 52_000, null, 12), ask("discount"), "Busco 12 escritorios regulables en altura para un espacio de coworking. ¿Hay descuento por volumen si nos llevamos los doce?");
clear("319", "agent", ctx("EUR", 95_000, 78_000), plus(84_000, 6_000), "Mi mandante sube 60 € por encima de su oferta anterior por la batidora planetaria. Su presupuesto no da para más.");
clear("320", "agent", ctx("EUR", 33_000, 29_000), ACCEPT, "Confirmado: aceptamos. Envíe una factura proforma e indíqueme dónde y cuándo se puede recoger la envasadora al vacío.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 180_000), bid(150_000), "*pasa el pulgar por la tapa armónica del arpa* Aquí hay una grieta finita. Le doy 1.500 y corro el riesgo.");
clear("402", "roleplay", ctx("EUR", 34_000, 30_000), ACCEPT, "*sonríe y tiende la mano* Bueno, usted regatea duro. Choque esos cinco.");
clear("403", "roleplay", ctx("EUR", 75_000, 50_000), WITHDRAW, "*se sube la cremallera* Con el armario estamos demasiado lejos. Ya me voy.");
clear("404", "roleplay", ctx("EUR", 26_000), ask("standing-offer"), "*entrecierra los ojos ante la etiqueta descolorida del carro de herramientas* ¿Cuánto me dijo que pedía?");
unclear("405", "roleplay", ctx("EUR", 42_000), "meet in the middle with no earlier bid: the middle of what?", "*se apoya en el mostrador* Venga, quedemos a medio camino con el acordeón.");
clear("406", "roleplay", ctx("EUR", 72_000), words(60_000, "seiscientos"), "*desliza un sobre por el banco de trabajo* Seiscientos por la cortadora de azulejos, ni un céntimo más.");
clear("407", "roleplay", ctx("EUR", 130_000), minus(120_000, 10_000), "*patea el tubo doblado del toldo de la autocaravana* ¿Ve esto? Quítele cien euros al precio y trato hecho.");
unclear("408", "roleplay", ctx("EUR", 56_000), "the buyer wants to think it over: no decision yet", "*se acaricia la barba y rodea dos veces el banco de iglesia* Un momento. Tengo que pensármelo.");
clear("409", "roleplay", ctx("EUR", 21_000, 18_000), ACCEPT, "*aplaude* ¡Maravilloso! ¡El telescopio es mío! *lo abraza*");
clear("410", "roleplay", ctx("EUR", 95_000), bid(80_000), "*saca el saxo tenor de 1974 del estuche* Las zapatillas están gastadas. 800 €, y las cambio yo.");
unclear("411", "roleplay", ctx("EUR", 160_000), "two prices with no choice made: the buyer has not decided", "*mira a su marido* Él dice 1.200 por los timbales, yo diría 1.300. Lo tenemos que hablar.");
clear("412", "roleplay", ctx("EUR", 44_000), ask("payment"), "*se palpa los bolsillos* ¿Acepta tarjeta, o el contrabajo es solo en efectivo?");
clear("413", "roleplay", ctx("EUR", 50_000, 40_000), plus(42_000, 2_000), "*suspira teatralmente* Está bien. Veinte más de lo que dije antes por el oboe. Es la última vez que me muevo.");
clear("414", "roleplay", ctx("EUR", 68_000, 45_000), WITHDRAW, "*se toca el sombrero* Hoy no, amigo. Suerte vendiendo la máquina de pinball.");

export const FRESH13_ES = done();

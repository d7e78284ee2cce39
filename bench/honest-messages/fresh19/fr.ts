/**
 * NINETEENTH set, French (France, Belgium, Switzerland, Québec; see fresh19/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on
 * these messages. The same 84 situations as en.ts (one scenario number each), worded as French-speaking farms,
 * estates, restaurants, hotels, schools, practices, parishes, clubs and trades write: "1 450 €", "1 840,00 €",
 * "2 950 euros", "CHF 3'500.-", "1 200 $", amounts in words.
 *
 * Labels as in en.ts: totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant;
 * acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203);
 * other numbers (a model number, days and a date; a phone number; a room count, an order number, an address and a
 * phone; a date and night-time hours; a brick count, a postcode and a date in JSON; a lot number, a year and a grid
 * count; a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh19In } from "./build";

const { clear, unclear, done } = fresh19In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 180_000), bid(145_000), "1 450 € pour l'enfonce-pieux sur le tracteur. Je passe le prendre jeudi avec la remorque.");
clear("002", "terse", ctx("EUR", 65_000), ask("shipping"), "Vous livrez les caisses de vendange jusqu'au domaine, à côté de Beaune ? Combien pour le port ?");
clear("003", "terse", ctx("EUR", 240_000), percentOff(216_000, 10), "Cellule de refroidissement : vous pouvez faire 10 % de moins ? La cuisine en a besoin avant le menu de Noël.");
clear("004", "terse", ctx("EUR", 135_000, 110_000), WITHDRAW, "On laisse tomber les lignes d'eau, merci : la mairie ferme la piscine pour travaux.");
clear("005", "terse", ctx("EUR", 52_000), words(45_000, "quatre cent cinquante"), "Quatre cent cinquante pour la palette de briques de récup ? Cash à l'enlèvement.");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "C'est bon, lancez la collecte des boîtes à aiguilles pour le cabinet.");
unclear("007", "terse", ctx("EUR", 14_000), "une fourchette par tonne d'enrubannage, pas un prix", "Enrubannage : 110 à 120 la tonne, selon l'humidité des balles.");
clear("008", "terse", ctx("EUR", 34_000), minus(28_000, 6_000), "Enlevez 60 sur la location des étais et je réserve.");
clear("009", "terse", ctx("EUR", 38_000), ask("payment"), "Ici la banque alimentaire : on peut régler la location du fourgon sur facture plutôt que par carte d'avance ?");
clear("010", "terse", ctx("EUR", 720_000), bid(630_000), "Pressoir pneumatique d'occasion pour le domaine : 6 800 €, pardon, je voulais dire 6 300 €.");
clear("011", "terse", ctx("EUR", 860_000, 700_000), WITHDRAW, "Non merci. Beaucoup trop cher pour regazonner un seul terrain.");
clear("012", "terse", ctx("EUR", 110_000, 85_000), plus(100_000, 15_000), "150 € de plus que mon offre pour le pulvérisateur du quad. Dernier mot.");
clear("013", "terse", ctx("EUR", 295_000, 260_000), ACCEPT, "Allez, 2 950 euros pour la turbine à glace. Le comptoir du glacier est prêt à l'accueillir.");
clear("014", "terse", ctx("EUR", 18_000), ask("returns"), "Si le TP est annulé, est-ce que les boîtes de cônes de pipette non ouvertes peuvent être reprises ?");
unclear("015", "terse", ctx("EUR", 95_000), "une offre qui dépend de poutres séchées à l'air", "780 € pour les poutres en chêne si elles sont sèches à l'air, pas du bois vert.");
clear("016", "terse", ctx("EUR", 60_000), bid(51_000), "Micro-pelle Kubota KX016-4, 3 jours à partir du 14 : 510 € tout compris.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 46_000), bid(38_000), "slt vous prendriez 380 pour les buts des U9 ? la caisse du club est vide 😅 appelez moi au 06 12 34 56 78");
clear("102", "chat", ctx("EUR", 310_000), ask("delivery"), "la vitrine à glaces elle peut arriver quand au juste ? on ouvre le 3 😬");
clear("103", "chat", ctx("EUR", 240_000, 190_000), ACCEPT, "OUI allez-y !! la section hockey va être trop contente de ravoir l'éclairage 🙌🙌");
clear("104", "chat", ctx("EUR", 95_000), words(80_000, "huit cents"), "tu prendrais huit cents pour la grille à bétail ? je viens avec le chargeur pour la lever");
unclear("105", "chat", ctx("EUR", 90_000), "ironie sur le prix de la friteuse : ni offre ni acceptation", "900 pour une friteuse qui a vu plus d'huile qu'une plateforme pétrolière ? mdr bien sûr");
clear("106", "chat", ctx("EUR", 165_000), ask("warranty"), "y a une garantie sur le refroidisseur de cave à bière ou c'est vendu en l'état ?");
clear("107", "chat", ctx("EUR", 1_500, null, 48), total(1_250), "600 pour les 48 ballons de rugby ? taille 4 pour l'école de rugby");
clear("108", "chat", ctx("EUR", 540_000, 460_000), WITHDRAW, "ah laissez tomber, l'APE a voté contre la structure d'escalade. merci quand même");
clear("109", "chat", ctx("EUR", 65_000), ask("negotiable"), "le tarif à la journée pour la tonte des brebis il est fixe ou y a moyen de discuter ?");
clear("110", "chat", ctx("CAD", 140_000, 100_000), middle(120_000), "on coupe la poire en deux pour le motoculteur? je passe le chercher samedi");
clear("111", "chat", ctx("EUR", 27_000, 22_000), ACCEPT, "marché conclu 👍 on peut venir chercher les chauffe-plats à quelle heure samedi ?");
unclear("112", "chat", ctx("EUR", 26_000), "un prix vu ailleurs pour le même toaster, pas une offre", "le même toaster à convoyeur est sur leboncoin à 180 je dis ça je dis rien");
clear("113", "chat", ctx("EUR", 39_000), ask("standing-offer"), "pardon c'était combien déjà pour les niches à veaux ? j'ai perdu le message");
clear("114", "chat", ctx("EUR", 22_500), minus(20_000, 2_500), "25 de moins pour le rognage des souches au cimetière et c'est bon pour nous");
clear("115", "chat", ctx("EUR", 180_000, 120_000), WITHDRAW, "non, pas à ce prix-là pour les tabourets de bar. merci quand même");
clear("116", "chat", ctx("EUR", 120_000), ask("discount"), "vous feriez un meilleur tarif si on vous confie le linge de nos trois chambres d'hôtes ?");
clear("117", "chat", ctx("CAD", 260_000), bid(220_000), "ferais-tu 2200 $ pour le secoueur d'oliviers? la récolte commence la semaine prochaine");
unclear("118", "chat", ctx("EUR", 36_000), "'dans les' autour d'un nombre, pas une offre ferme", "dans les 300 pour la ruche et l'essaim ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Madame Carrère,\n\nMerci pour votre devis concernant les tabourets de laboratoire. Dans quel délai pourriez-vous les livrer ? La rentrée est le 4 septembre et les salles de sciences doivent être prêtes la semaine d'avant.\n\nCordialement,\nDavid Aubert\nGestionnaire, collège Jean-Moulin");
clear("202", "polite-email", ctx("EUR", 215_000), bid(184_000),
  "Monsieur Pennec,\n\nMerci pour votre proposition de blanchisserie pour nos 62 chambres. Nous vous proposons 1 840,00 € par mois, avec deux collectes par semaine. Merci de rappeler notre bon de commande 4471 sur tous les documents.\n\nBien cordialement,\nÉlise Roscoat\nHôtel du Port, 14 quai de Rohan, 56100 Lorient\n02 97 96 02 28");
clear("203", "polite-email", ctx("EUR", 780_000, 690_000), ACCEPT,
  "Monsieur Hodier,\n\nLe conseil paroissial s'est réuni mardi et nous acceptons volontiers votre devis pour le rejointoiement du clocher. Pourriez-vous m'appeler au 03 85 96 01 84 pour convenir de l'accès par le cimetière ?\n\nAvec nos remerciements,\nMarguerite Prieur\nPour la paroisse Saint-Oswald");
clear("204", "polite-email", ctx("EUR", 450_000), percentOff(414_000, 8),
  "Madame, Monsieur,\n\nLa cuve de fermentation inox de 2 000 litres nous intéresse. Pourriez-vous consentir une remise de 8 % sur votre prix ? Nous pourrions l'enlever avant la fin du mois.\n\nBien à vous,\nThomas Harlé\nDomaine Harlé, Vouvray");
clear("205", "polite-email", ctx("EUR", 520_000), ask("payment"),
  "Madame Odel,\n\nMerci pour le devis de l'autoclave de paillasse. Le cabinet pourrait-il régler en deux fois, la moitié à la commande et le solde à l'installation ?\n\nCordialement,\nDr Priya Naïr\nCabinet dentaire de la Porte Ouest");
clear("206", "polite-email", ctx("EUR", 310_000, 260_000), WITHDRAW,
  "Monsieur Berne,\n\nMerci de votre patience. Après discussion, le bureau a décidé de ne pas donner suite à la hotte d'extraction pour la cuisine du club-house cette saison ; inutile donc de nous garder le créneau.\n\nBien amicalement,\nAlain Ferrand\nSecrétaire, Pétanque Club de Castelnau");
clear("207", "polite-email", ctx("EUR", 4_200, null, 24), total(3_500),
  "Bonjour Madame Marchal,\n\nNous aimerions les poêles en fonte pour notre nouvelle carte de brunch. Pourriez-vous faire 840 € pour les 24 ? Nous passerons les chercher nous-mêmes à l'entrepôt.\n\nMerci,\nJoël Ramirez\nChef de cuisine, Les Deux Fourchettes, Liège");
clear("208", "polite-email", ctx("EUR", 690_000), ask("warranty"),
  "Monsieur Lyon,\n\nMerci pour la démonstration du four mixte reconditionné. Quelle garantie l'accompagne, et couvre-t-elle les pièces et la main-d'œuvre ou les pièces seulement ?\n\nCordialement,\nCalixte Renaud\nChef, Le Grenier à Sel");
clear("209", "polite-email", ctx("EUR", 320_000), bid(270_000),
  "Madame Vidcoq,\n\nSuite à votre passage, l'équipe d'arts plastiques souhaite vous proposer 2 900 € (lire 2 700 €, erreur de ma part) pour le four à céramique d'occasion, avec plaques et supports.\n\nCordialement,\nJeanne Marsan\nProfesseure d'arts plastiques, lycée du Parc");
clear("210", "polite-email", ctx("EUR", 320_000, 280_000), ACCEPT,
  "Bonjour Monsieur Dallaire,\n\n3 200 € pour le chauffage de serre, ça nous convient. Vous pouvez nous envoyer la facture.\n\nMerci,\nBéatrice Sorel\nEARL Sorel, maraîchage");
clear("211", "polite-email", ctx("EUR", 210_000), ask("returns"),
  "Madame Kader,\n\nNous allons commander les rideaux de scène pour la salle polyvalente de l'école. Si la hauteur ne convient pas une fois posés, pourra-t-on les retourner ou les échanger ?\n\nMerci d'avance,\nRichard Belin\nAgent d'entretien");
unclear("212", "polite-email", ctx("EUR", 880_000, 790_000), "une acceptation qui attend encore le vote du conseil d'administration",
  "Monsieur Thébault,\n\nMerci pour le montant révisé de la réfection de la cour de récréation. Sous réserve de l'accord du conseil d'administration lors de sa prochaine séance, nous serions heureux de l'accepter.\n\nCordialement,\nSuzanne Gallet\nIntendante");
clear("213", "polite-email", ctx("EUR", 980_000), words(850_000, "huit mille cinq cents euros"),
  "Monsieur Ellier,\n\nLe club a bien examiné le quatre sans barreur. Nous vous proposons huit mille cinq cents euros pour le bateau, avec portants et avirons.\n\nSportivement,\nHélène Achard\nPrésidente, Aviron Club de Mâcon");
clear("214", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Monsieur Cosset,\n\nMerci pour votre devis de plessage de la haie le long du champ du haut. Nous avons entre-temps trouvé quelqu'un du village pour le faire cet hiver ; nous ne donnerons donc pas suite.\n\nBien à vous,\nRuth Pennin\nFerme du Bas");
clear("215", "polite-email", ctx("CHF", 42_000), ask("shipping"),
  "Bonjour,\n\nLa livraison jusqu'à notre ferme est-elle comprise dans le prix des abreuvoirs galvanisés ? Nous sommes tout au fond du val, au-dessus d'Évolène.\n\nMeilleures salutations,\nJean-Marc Rey");
clear("216", "polite-email", ctx("EUR", 78_000), bid(65_000),
  "Madame Varga,\n\nNous souhaitons faire nettoyer les gaines d'extraction le lundi 9 mars, entre 23 h et 5 h, quand la cuisine est fermée. Nous proposons 650 € pour l'intervention, attestation pour l'assureur comprise.\n\nCordialement,\nSamuel Vitoux\nGérant, Auberge de la Cloche");
unclear("217", "polite-email", ctx("EUR", 56_000), "deux prix pour deux variantes, sans choix",
  "Monsieur Ogier,\n\nPour la clôture du paddock, nous pourrions faire 420 € avec des piquets bois ou 510 € avec des piquets béton ; nous n'avons pas encore tranché.\n\nMerci,\nClaire Vibert\nÉcurie Vibert");
clear("218", "polite-email", ctx("EUR", 9_500, 8_000), ACCEPT,
  "Bonjour Nadia,\n\nNous sommes d'accord pour le contrat de produits lave-vaisselle à ces conditions. Votre chauffeur pourrait-il passer par l'entrée de service, côté parking, pour livrer ?\n\nBien à vous,\nOwen Prosper\nLe Vieux Moulin");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), ask("rounds-left"),
  "Je suis l'assistant achats de l'Hôtel Royal Croissant et je négocie les coupes à champagne et les verres à vin de la salle de bal. Avant de faire une contre-offre, pouvez-vous m'indiquer combien de tours il reste dans cette négociation ?");
clear("302", "agent", ctx("EUR", 890_000), bid(780_000),
  "Pour le compte du GAEC Fenouil. Des micro-tracteurs comparables (même modèle, heures similaires) sont annoncés à 7 950 €, 8 400 €, 8 750 € et 9 100 € ; la médiane est de 8 575 €. Vu l'usure des pneus arrière du vôtre, nous proposons 7 800 €.");
clear("303", "agent", ctx("CAD", 410_000), words(360_000, "trois mille six cents dollars"),
  "Je suis un agent d'achat IA travaillant pour les Vergers Mont-Vert, en Montérégie. Après examen de la fiche technique de la pompe d'irrigation solaire, ma mandante autorise une offre de trois mille six cents dollars, livrée au verger.");
unclear("304", "agent", ctx("EUR", 420_000), "un budget pour deux articles ensemble, sans prix pour celui-ci",
  "Au nom des Jardins de Verte-Lande : la gérante a validé un budget de 5 000 € pour la pompe d'irrigation et la tuyauterie ensemble. Merci de nous dire comment vos prix pourraient s'y inscrire.");
clear("305", "agent", ctx("EUR", 750_000, 680_000), minus(640_000, 40_000, "last-bid"),
  "Agent d'achat de la coopérative Céréales Hollin. L'inspection du séchoir à grain mobile a révélé un carter de brûleur fissuré ; nous baissons donc notre offre précédente de 400 €.");
clear("306", "agent", ctx("EUR", 210_000), ask("discount"),
  "Je gère les achats pour trois cafés. Si nous nous engageons sur le mélange espresso du torréfacteur pour une année entière plutôt qu'au mois, y a-t-il une remise sur le prix du contrat ?");
clear("307", "agent", ctx("EUR", 600_000), percentOff(510_000, 15),
  "J'écris pour la SARL Pommes de Terre d'Aschères. Nous demandons une réduction de 15 % sur votre prix pour l'enrouleur d'irrigation, qui aura besoin d'un tuyau neuf avant la saison.");
clear("308", "agent", ctx("EUR", 460_000, 410_000), ACCEPT,
  "Au nom de la Clinique vétérinaire des Prés, je confirme l'acceptation de votre offre actuelle pour l'appareil d'anesthésie reconditionné. Merci d'envoyer la facture et l'historique d'entretien à la responsable du cabinet.");
clear("309", "agent", ctx("EUR", 2_400, null, 60), total(2_100),
  "Agent d'achat de l'Hôtel du Lac. Pour les bouilloires des chambres, 60 unités, nous proposons 1 260 € au total, livrées à l'hôtel.");
clear("310", "agent", ctx("EUR", 340_000, 290_000), plus(315_000, 25_000),
  "Je représente le Clos des Anges. Nous augmentons notre dernière offre pour l'étiqueteuse reconditionnée de 250 €.");
clear("311", "agent", ctx("EUR", 36_000), ask("delivery"),
  "Je suis l'agent d'achat automatisé de la Ferme de la Brande. Merci de confirmer la date la plus proche à laquelle vous pourriez livrer 40 tonnes d'orge de semence à la ferme.");
clear("312", "agent", ctx("EUR", 960_000, 820_000), WITHDRAW,
  "Agent de l'Association sportive de Champ-Nord. Mon client renonce à la rénovation LED de l'éclairage du gymnase et se retire de cette négociation. Merci pour votre temps.");
clear("313", "agent", ctx("EUR", 62_000), bid(54_000),
  '{"acheteur":"Dumont Construction","article":"palette de briques pleines","briques_par_palette":500,"cp_livraison":"59000","date_livraison":"2026-12-03","offre_eur":540}');
unclear("314", "agent", ctx("EUR", 260_000), "deux montants envisagés, aucune décision",
  "Agent d'achat du Cricket Club d'Elmont. Le comité hésite entre proposer 2 100 € et 2 300 € pour la tondeuse hélicoïdale ; je confirmerai après leur réunion.");
clear("315", "agent", ctx("CHF", 390_000), minus(350_000, 40_000),
  "J'achète pour le compte du Ski-Club de Sonnaz. Merci de réduire votre prix pour la lame à neige de CHF 400.- et nous pourrons conclure.");
clear("316", "agent", ctx("EUR", 540_000), ask("standing-offer"),
  "Assistant du cabinet dentaire du Port. Pourriez-vous me rappeler votre prix actuel pour le capteur de radiographie intra-orale, afin que je le note pour les associés ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 80_000), words(65_000, "six cent cinquante"),
  "*donne un coup de pied dans le pneu de la vieille vis à grain* Elle est rouillée, elle est bruyante. Six cent cinquante et je la remorque moi-même.");
unclear("402", "roleplay", ctx("EUR", 30_000), "'couper la poire en deux' sans offre antérieure",
  "*passe la main sur les douelles* Jolies barriques. Allez, on coupe la poire en deux, hein ?");
clear("403", "roleplay", ctx("EUR", 340_000, 300_000), ACCEPT,
  "*crache dans sa paume et la tend* Tope là. Ce chêne frais de sciage est à moi, et il ne trouvera pas meilleure maison.");
clear("404", "roleplay", ctx("EUR", 310_000), bid(260_000),
  "*lève sa palette* Lot 38, le four mixte 10 niveaux de 2016, en triphasé : 2 600 et pas un centime de plus, monsieur le commissaire-priseur.");
clear("405", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW,
  "*referme le carnet en soupirant* Frère Anselme se contentera des vieux bancs une année de plus. Nous ne donnons pas suite.");
clear("406", "roleplay", ctx("EUR", 90_000, 60_000), plus(65_000, 5_000),
  "*se gratte le menton en regardant l'enseigne de l'estaminet* Bon, bon. Cinquante de plus que tout à l'heure, et je suis à sec.");
clear("407", "roleplay", ctx("EUR", 9_000), ask("negotiable"),
  "*s'accoude à la barrière* C'est ton dernier mot pour la paille, ou il y a un geste pour un vieux voisin ?");
clear("408", "roleplay", ctx("EUR", 180_000, 140_000), middle(160_000),
  "*s'essuie les mains sur son tablier* Pile entre ton prix et le mien pour la rôtissoire, et on se serre la main.");
unclear("409", "roleplay", ctx("EUR", 52_000), "un chiffre pensé tout haut avant d'y réfléchir, pas une offre",
  "*fait deux fois le tour de l'armature du tunnel* Hmm... quatre cent cinquante. Laissez-moi la nuit pour y réfléchir.");
clear("410", "roleplay", ctx("EUR", 150_000), bid(110_000),
  "*jette un œil à la tribune de l'orgue* Pour le moteur de la soufflerie, 1 300 €. Non, attendez : 1 100 €, il est plus vieux que monsieur le curé.");
clear("411", "roleplay", ctx("EUR", 68_000, 60_000), ACCEPT,
  "*soulève sa casquette* D'accord, la litière est à nous ! Tes gars peuvent la déposer aux écuries avant vendredi ?");
clear("412", "roleplay", ctx("EUR", 200_000), percentOff(190_000, 5),
  "*tapote les casseroles en cuivre* Cinq pour cent de moins, et le chef sourira peut-être pour une fois.");
clear("413", "roleplay", ctx("EUR", 70_000, 50_000), WITHDRAW,
  "*tourne les talons* Garde-le, ton billot de boucher.");
clear("414", "roleplay", ctx("EUR", 16_000), ask("payment"),
  "*tape sur le fût de bière pour la kermesse* Alors, patron : en liquide, ou tu prends la carte ?");
clear("415", "roleplay", ctx("EUR", 12_000), bid(8_500),
  "*sort un vieux portefeuille* 85 € pour les tables pliantes, et le comité des fêtes chantera tes louanges.");
unclear("416", "roleplay", ctx("EUR", 75_000), "un oui bougon avec un chiffre plus bas : acceptation ou offre à 600 ?",
  "*ronchonne devant les auges* Bon, d'accord... même si elles valent 600 grand maximum, si tu veux mon avis.");

export const FRESH19_FR = done();

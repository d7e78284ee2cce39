/**
 * TWENTY-FIFTH set, French (France, Belgium, Switzerland, Québec; see fresh25/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated:
 * matières premières, fournitures, transport et stockage, achetés par des artisans, des négociants et des fermes.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh25In } from "./build";

const { clear, unclear, done } = fresh25In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 72_000), bid(64_000), "640 € la palette de bouteilles brunes 33 cl ? D'après votre fiche, 3 960 bouteilles par palette. Livraison au bâtiment 7 svp, on embouteille jeudi.");
clear("002", "terse", ctx("EUR", 5_800), ask("shipping"), "Le port est compris pour le carton de 20 kg de cire de soja en paillettes, ou il est en sus ?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "15 % de moins sur votre prix à la tonne de terre à grès et on fait affaire.");
clear("004", "terse", ctx("EUR", 21_000, 18_000), WITHDRAW, "Merci pour le devis pour la cire d'abeille, mais on va s'abstenir — l'apiculteur d'à côté nous propose sa cire d'opercules. Merci quand même.");
clear("005", "terse", ctx("EUR", 14_500), words(12_000, "cent vingt euros"), "Vous me laisseriez le bloc de 25 kg de beurre de karité brut à cent vingt euros ?");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Bon — réservez le traitement de l'orge d'hiver à ce tarif-là.");
unclear("007", "terse", ctx("EUR", 36_500), "une fourchette à la tonne pour les granulés brebis, pas un prix", "granulés pour brebis, livrés en vrac dans le silo — entre 300 et 330 € la tonne, ça vous irait ?");
clear("008", "terse", ctx("EUR", 6_400), minus(5_200, 1_200), "Enlevez 12 € sur le carton de film étirable et je commande aujourd'hui.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "on peut payer l'engrais a 30 jours ou c'est paiement a la commande");
clear("010", "terse", ctx("EUR", 4_900), bid(4_200), "46 €... non attendez, 42 € pour le sac de 25 kg de soude caustique. J'ai mal lu mes notes.");
clear("011", "terse", ctx("EUR", 6_500, 5_000), WITHDRAW, "laissez tomber les piments, trop cher");
clear("012", "terse", ctx("EUR", 38_000, 30_000), plus(32_500, 2_500), "J'ajoute 25 € à ma dernière offre pour la palette de sel de mer. C'est mon plafond.");
clear("013", "terse", ctx("EUR", 1_450, 1_200), ACCEPT, "14,50 € la palette par semaine en chambre froide, ça nous va — on amène le premier chargement lundi.");
clear("014", "terse", ctx("EUR", 8_600), ask("returns"), "Si les capsules ne va pas sur nos bouteilles, on peut renvoyer les cartons pas ouverts ?");
unclear("015", "terse", ctx("EUR", 21_500), "une offre qui ne vaut que si le vendeur paie le port", "180 € pour la plaque d'argent massif, à condition que le port soit pour vous.");
clear("016", "terse", ctx("EUR", 13_500), bid(9_500), "Une palette de Lyon 69007 à Brest 29200, 1,20 m de haut, 480 kg, enlèvement mardi 14 — vous feriez 95 € ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 19_000), bid(15_000), "salut tu me ferais tous les bouquets de lavande sechee a 150 ? y en a environ 200, c'est pour mon stand au marché. je peux passer samedi, mon num 06 84 27 39 15 🌾");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "vous pouvez livrer la palette de pots de confiture quand ?? les fraises arrivent dans 2 semaines et on va être débordés 😬");
clear("103", "chat", ctx("EUR", 3_400, 2_900), ACCEPT, "OUI carrément !! mettez le houblon dans le prochain envoi, vivement le jour de brassage 🍺🍺");
clear("104", "chat", ctx("EUR", 7_500), words(6_000, "soixante balles"), "tu me fais le carton de pivoines à soixante balles ? il me faut 50 tiges pour un mariage samedi 💐");
unclear("105", "chat", ctx("EUR", 3_200), "sarcasme sur le prix de l'hibiscus, ni offre ni acceptation", "32 € le kilo d'hibiscus séché ?? les pétales sont plaqués or ou quoi 😂 c'est pour du kombucha pas pour la couronne");
clear("106", "chat", ctx("EUR", 9_800), ask("warranty"), "la garantie c'est combien sur le film d'enrubannage ? le dernier s'est déchiré au bout de 3 mois au soleil et l'ensilage a moisi 🙄");
clear("107", "chat", ctx("EUR", 1_450, null, 30), total(1_300), "vous feriez 390 pour les 30 sacs d'aliment pondeuses ? on a 400 poules maintenant lol 🐔");
clear("108", "chat", ctx("EUR", 240_000, 200_000), WITHDRAW, "on va devoir laisser tomber la cellule d'entrepôt pour noël dsl, les commandes ont chuté cette année. merci de nous l'avoir gardée");
clear("109", "chat", ctx("CAD", 4_200), ask("negotiable"), "ton prix pour le blanc de pleurotes c'est ferme ou c'est négociable? je commence juste 🍄");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "on coupe la poire en deux pour le croupon de cuir tanné végétal ? 🤝");
clear("111", "chat", ctx("EUR", 16_500, 14_000), ACCEPT, "ok marché conclu pour le chocolat de couverture 👍 vous pouvez livrer avant pâques ? les lapins vont pas se mouler tout seuls 🐣");
unclear("112", "chat", ctx("EUR", 3_400), "le prix d'un autre grossiste pour l'huile parfumée, pas une offre", "le grossiste à lille fait la même huile parfumée à 28 € le litre, juste pour info");
clear("113", "chat", ctx("EUR", 4_600), ask("standing-offer"), "pardon c'était combien déjà la tonne de chaux épandue ? mon père demande et je retrouve plus le mail");
clear("114", "chat", ctx("EUR", 5_600), minus(4_800, 800), "si vous faites les baies de genièvre 8 € moins cher c'est bon pour moi, on distille le gin la semaine pro");
clear("115", "chat", ctx("EUR", 35_000, 30_000), WITHDRAW, "on laisse tomber la logistique e-commerce pour l'instant, on continue d'emballer les commandes sur la table de la cuisine lol. merci pour le devis");
clear("116", "chat", ctx("EUR", 2_600), ask("discount"), "est-ce que ça fait plus bon marché par sac si nous prenons la palette complète de sucre ?");
clear("117", "chat", ctx("EUR", 22_000), bid(18_000), "tu me ferais la camionnette avec chauffeur samedi pour 180 € ? départ 5h, emplacement 42 au marché, réf MK2291");
unclear("118", "chat", ctx("EUR", 12_000), "'à peu près' sur un montant, pas une offre ferme", "vous pourriez faire les boîtes de baume à lèvres pour 90 € à peu près ? je les fais toute seule dans la chambre d'amis 😅");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 6_800), ask("delivery"),
  "Monsieur Prigent,\n\nMerci pour votre prix sur l'aliment d'allaitement pour veaux. Les vêlages commencent chez nous vers le 3 mars et je voudrais avoir les dix premiers sacs à la ferme avant. Sous quel délai pourriez-vous livrer après la commande ?\n\nCordialement,\nGaël Morvan\nGAEC de Kerhuel");
clear("202", "polite-email", ctx("EUR", 1_900, null, 48), bid(1_650),
  "Bonjour Madame Poulain,\n\nNous sommes une petite marque qui teint ses vêtements à la main, et nous aimerions 48 sweats à capuche en coton bio non teints : 8 S, 16 M, 16 L, 8 XL. Nous pouvons payer 16,50 € la pièce.\n\nMerci,\nJeanne Vidal\nSalicorne Vêtements\n22 quai de la Fosse, 44000 Nantes\n06 72 18 45 93");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Monsieur Osei,\n\nMerci pour votre offre pour le dédouanement de notre conteneur d'articles émaillés au Havre. Nous vous confions le dossier aux honoraires indiqués. Vous pouvez me joindre au 02 35 41 78 26 pour que nous passions les documents en revue.\n\nBien cordialement,\nRuth Adam\nBouilloire & Cie");
clear("204", "polite-email", ctx("EUR", 64_000), percentOff(60_800, 5),
  "Monsieur Harel,\n\nMerci pour le devis du lot de contreplaqué marine (BS 1088) pour le bateau que nous construisons cet hiver. Pourriez-vous nous faire 5 % de remise ?\n\nCordialement,\nTanguy Le Pen\nChantier Le Pen");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Madame Chen,\n\nMerci pour votre devis pour notre part d'un conteneur groupé de Ningbo au Havre (environ 6 m³ de vaisselle en céramique). Si nous confirmons, pourrions-nous payer la moitié à la réservation et le solde après le dédouanement ?\n\nCordialement,\nDaniel Fresnel\nFresnel & Champ Maison");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Bonjour Rémi,\n\nMerci pour le devis pour presser et enrubanner notre deuxième coupe. Notre voisin vient d'acheter une presse et nous le fera contre du pâturage, donc nous n'aurons pas besoin de vous cette année. Merci de nous avoir prévus.\n\nBien à vous,\nAnne Leroy");
clear("207", "polite-email", ctx("EUR", 2_400, null, 20), total(2_100),
  "Bonjour,\n\nNous avons un petit élevage de poules en plein air et souhaiterions vingt cartons de boîtes à 6 œufs en pulpe moulée. Accepteriez-vous 420 € pour les vingt cartons ?\n\nMerci beaucoup,\nSarah Bouchet\nLes Œufs de Sarah");
clear("208", "polite-email", ctx("EUR", 8_500), ask("warranty"),
  "Madame, Monsieur,\n\nNous envisageons vos cuves IBC de 1 000 litres reconditionnées pour récupérer l'eau de pluie au maraîchage. Quelle garantie offrez-vous, et couvre-t-elle les vannes de vidange qui fuient ?\n\nVeuillez agréer, Madame, Monsieur, mes salutations distinguées.\nMartin Hallé\nMaraîchage Hallé");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Monsieur Lindgren,\n\nPour le lot de dix tables d'épicéa des Alpes (AA), je souhaite vous proposer 360 €.\n\nRectificatif avant que vous répondiez : j'ai recopié la mauvaise ligne de mon tableau. Mon offre est de 330 €.\n\nBien à vous,\nOlivier Marchal\nLutherie Marchal");
clear("210", "polite-email", ctx("CHF", 4_500, 3_800), ACCEPT,
  "Bonjour Madame Favre,\n\n45 francs par fût et par an pour l'entreposage de nos fûts dans votre entrepôt sous douane, cela nous convient. Nous vous envoyons les premiers avec les documents la semaine prochaine.\n\nMerci et bonne journée,\nCorentin\nDistillerie du Val");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Bonjour,\n\nSi les poires noires ne vont pas sur les flacons compte-gouttes de 30 ml, pouvons-nous renvoyer les cartons non ouverts, et sous combien de jours ?\n\nMerci,\nAmara Lefèvre\nPeau d'Amara\n\n> Le 5 févr., Vitrum Emballages a écrit :\n> Vos flacons compte-gouttes ambrés 30 ml (carton de 500) partent demain ; les pipettes sont emballées à part.");
unclear("212", "polite-email", ctx("EUR", 172_000), "un prix encore soumis à l'accord des sociétaires de la coopérative",
  "Monsieur Baxter,\n\nMerci pour le devis pour une palette de beurre de tourage. Les sociétaires de notre coopérative se réunissent mardi ; s'ils sont d'accord, nous serions à 1 500 € la palette.\n\nCordialement,\nNina Hardy\nFournil Coopératif Ensemble");
clear("213", "polite-email", ctx("EUR", 95_000), words(75_000, "sept cent cinquante euros"),
  "Madame Kaur,\n\nMerci pour la proposition d'enlèvement des colis. Il nous faudrait un passage 5 jours par semaine, environ 60 colis par jour, aucun au-dessus de 2 kg. Pour cela, je vous propose sept cent cinquante euros par mois.\n\nCordialement,\nHélène Grue\nLune de Papier Papeterie");
clear("214", "polite-email", ctx("EUR", 38_000, 32_000), WITHDRAW,
  "Bonjour Didier,\n\nMerci d'avoir réservé le camion pour nos agneaux. La foire de Saint-Flour est annulée, donc nous n'aurons finalement pas besoin du transport. Désolée pour le dérangement.\n\nBien à vous,\nMarie Pouget\n\n> Le 9 sept. 2026 à 18:40, Transports Didier a écrit :\n> Je peux prendre jusqu'à 120 agneaux en double étage pour Saint-Flour le 19, pour 380 €.");
clear("215", "polite-email", ctx("EUR", 8_900), ask("shipping"),
  "Bonjour,\n\nNous imprimons des t-shirts à Liège et voudrions quatre seaux de 5 kg d'encre plastisol blanche. Livrez-vous en Belgique, et le transport est-il compris ou facturé en plus ?\n\nMerci beaucoup,\nClaire Dubois\nAtelier Encre Vive");
clear("216", "polite-email", ctx("EUR", 36_000), bid(31_000),
  "Monsieur Ferreira,\n\nNous souhaiterions 60 kg de purée de mangue Alphonso (six seaux de 10 kg) pour notre glacier, livrés le mardi 10 juin entre 7 h et 9 h. Je peux proposer 310 €.\n\nCordialement,\nLucia Conti\nGlaces Conti");
unclear("217", "polite-email", ctx("EUR", 13_500), "deux prix pour deux pots à bougie, aucun choix fait",
  "Bonjour Thomas,\n\nPour la collection d'automne, on hésite entre les pots ambrés de 200 g à 95 € le carton et les pots givrés de 250 g à 120 € le carton. Je reviens vers toi quand on aura fait un coulage test dans les deux.\n\nÀ bientôt,\nIsaline\nMèche & Braise");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Monsieur Aubry,\n\nNous sommes d'accord pour stocker notre blé dans votre hangar, comme dans votre devis. Votre camion vient-il le chercher chez nous, ou devons-nous organiser le transport ?\n\nMerci d'avance,\nPhilippe Dunand\nEARL Dunand");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Je suis un assistant d'achat IA et je négocie pour un petit coutelier de l'acier à outils O1 en barres. Avant d'aller plus loin : combien de tours d'offres êtes-vous prêt à faire avant de fixer un prix ?");
clear("302", "agent", ctx("EUR", 139_000), bid(120_000),
  "Étude de marché pour l'Atelier Hardy : noyer noir d'Amérique, qualité FAS, plateaux de 27 mm, séchés en séchoir. Trois autres négociants affichent 1 150 €, 1 240 € et 1 310 € le mètre cube. Votre prix : 1 390 €. Notre offre : 1 200 € le mètre cube.");
clear("303", "agent", ctx("CHF", 58_000), words(48_000, "quatre cent huitante francs"),
  "Mme Rahmani, parfumeuse à Genève, m'a demandé d'acheter les 100 ml d'huile de oud vieillie de votre annonce (distillée en 2019, flacon ambré de 100 ml). Elle est prête à payer quatre cent huitante francs.");
unclear("304", "agent", ctx("EUR", 210_000), "un budget avec une demande de proposition, pas une offre",
  "Le maraîcher pour qui j'agis a prévu 1 800 € pour la protection des cultures de la saison : voile d'hivernage et filet anti-insectes pour environ 2 000 m² de planches. Que pourriez-vous proposer dans cette enveloppe ?");
clear("305", "agent", ctx("EUR", 49_000, 43_000), minus(39_000, 4_000, "last-bid"),
  "Au nom de Mme Lemoine : l'échantillon de beurre de cacao non raffiné que vous avez envoyé sentait le rance ; nous baissons donc notre offre précédente de 40 €.");
clear("306", "agent", ctx("EUR", 3_900), ask("discount"),
  "Je gère les achats d'un petit fabricant de sauce piquante. Y a-t-il un prix plus bas par carton de bouteilles woozy de 15 cl si nous nous engageons sur 20 cartons par trimestre ?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "Au nom de la Distillerie du Thym Sauvage : nous souhaitons prendre la cuve IBC d'alcool neutre à 8 % en dessous de votre prix. Merci de confirmer si cela vous convient.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "M. Brunet a approuvé votre tarif pour la palette en groupage vers Dublin ; nous souhaitons donc aller de l'avant. Pourriez-vous envoyer le formulaire de réservation et le créneau d'enlèvement ?");
clear("309", "agent", ctx("EUR", 3_800, null, 20), total(3_200),
  "Achat pour un atelier de tapisserie d'ameublement : vingt plaques de mousse haute résilience, découpées sur mesure. Votre devis est à la plaque ; notre offre est de 640 € pour les vingt.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Ma cliente a étudié votre contre-offre et relève de 50 € son offre précédente pour la tonne de malt pâle.");
clear("311", "agent", ctx("CAD", 45_000), ask("delivery"),
  "La ferme bovine pour laquelle j'achète voudrait un premier IBC de mélasse fourragère avant l'entrée des bêtes à l'étable le 1er novembre. Dans quel délai pourriez-vous livrer après la commande ?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Merci pour le devis pour le film rétractable et le pistolet à chaleur. Mon utilisatrice préfère continuer à emballer ses savons avec des bandes de papier ; nous en restons donc là.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Projet de commande pour la Savonnerie du Chêne (JSON) :\n{\"article\": \"huile de coco bio, bidon de 20 L\", \"quantite\": 8, \"cp_livraison\": \"26110\", \"livrer_avant\": \"2026-03-02\", \"offre_par_bidon_eur\": 74.50}");
unclear("314", "agent", ctx("EUR", 230_000), "deux prix pour deux tournées, l'utilisatrice n'a pas choisi",
  "Deux options restent ouvertes pour les livraisons de la boulangerie de mon utilisatrice : une tournée réfrigérée à 1 950 € par mois ou une tournée à température ambiante à 1 400 €. Elle n'a pas encore choisi ; je vous confirme dès qu'elle l'aura fait.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "La fromagerie pour laquelle j'agis souhaite prendre vos 400 litres hebdomadaires de lait de chèvre à 30 € de moins que votre prix.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "Quel est votre prix actuel au kilo pour les baies roses entières ? Mon utilisatrice tient un stand d'épices et souhaite connaître votre tarif avant de se réapprovisionner.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "quarante"), "*retourne un morceau de bois de cerf entre ses mains* Je vous en donne quarante, pour la caisse de chutes.");
unclear("402", "roleplay", ctx("EUR", 8_500), "'à mi-chemin' sans offre antérieure", "*déroule un mètre de toile de jute et le frotte entre ses doigts* On se retrouve à mi-chemin, hein ?");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*tope là au-dessus du tas de toisons de mouton Jacob* Marché conclu. Je prends le tout à votre prix.");
clear("404", "roleplay", ctx("EUR", 9_500), bid(7_000), "*fouille dans la caisse de bottes en caoutchouc à la vente de ferme* Lot 114 — douze paires, pointures 41 à 45, l'étiquette dit 95 €. Je vous en donne 70 € pour le lot.");
clear("405", "roleplay", ctx("EUR", 7_500, 6_000), WITHDRAW, "*repose le morceau d'indigo naturel sur la balance* Magnifique, mais c'est au-dessus de mes moyens ce mois-ci. Merci quand même.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*soulève un coin du placage de ronce d'orme* Quinze de plus que mes 80, et on n'en parle plus.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*donne un coup de pied dans le fût d'huile de lin crue* C'est votre dernier prix, ou on peut discuter ?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*s'appuie sur le hayon à côté de la remorque de citrouilles* Alors à mi-chemin entre votre chiffre et le mien, pour tout le chargement.");
unclear("409", "roleplay", ctx("EUR", 8_000), "un chiffre pensé tout haut avant de faire le tour de la cour, pas une offre", "*soupèse un lingot d'étain* Hmm. 60... je fais d'abord le tour de la cour.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(27_500), "*tape 320 € sur la calculatrice, fronce les sourcils, efface et tape 275 €* Pour le rouleau de cuivre en feuille.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*désigne d'un signe de tête la palette de chutes d'ardoise* Allez, marché conclu. Votre gars peut l'amener à l'atelier avec le pick-up ?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_500, 25), "*lève le bloc de tilleul vers la fenêtre* Un quart de moins et je l'emporte tout de suite.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*jette l'écheveau de merlin goudronné sur le comptoir et se dirige vers la porte* Laissez tomber.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*s'accoude au comptoir pro à côté de la palette de mortier de chaux* Je peux mettre ça sur le compte et régler en fin de mois ?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*soulève la caisse de fers à cheval bruts* 38 € et ils partent dans la camionnette tout de suite.");
unclear("416", "roleplay", ctx("EUR", 6_000, 4_500), "'un peu au-dessus de ce que j'ai dit' sans montant", "*lorgne la cagette d'oranges amères* Je peux monter un peu au-dessus de ce que j'ai dit. Pas beaucoup, hein.");

export const FRESH25_FR = done();

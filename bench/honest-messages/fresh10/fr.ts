/**
 * TENTH set, French (France, Belgium, Switzerland, Québec; see fresh10/index.ts): written 2026-11-27 for reporting
 * only, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, in French
 * as French-speaking buyers write it (3 650 €, 1 780,00 €, "septante", "Ça marche", "Tope là", tu and vous).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (codes postaux,
 * téléphones, SIRET, numéros de commande, dates, heures de service, années, kilomètres) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh10In } from "./build";

const { clear, unclear, done } = fresh10In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 74_000), bid(62_000), "620 € pour le kamado, en liquide à l'enlèvement.");
clear("002", "terse", ctx("EUR", 160_000), words(150_000, "mille cinq cents"), "Mille cinq cents pour le tuba, étui et embouchure compris.");
clear("003", "terse", ctx("EUR", 33_000, 29_000), ACCEPT, "Bon, vous avez gagné. Je le prends.");
clear("004", "terse", ctx("EUR", 95_000, 70_000), WITHDRAW, "Non. Laissez tomber.");
clear("005", "terse", ctx("EUR", 48_000), ask("delivery"), "Le trampoline peut-il être livré avant le 20/12 ?");
clear("006", "terse", ctx("EUR", 56_000), minus(50_000, 6_000), "60 € de moins que votre prix et je passe le prendre ce soir.");
clear("007", "terse", ctx("CHF", 40_000), percentOff(34_000, 15), "Avec 15 % de rabais, je le prends.");
clear("008", "terse", ctx("EUR", 115_000), bid(98_000), "980 € pour le Honda EU22i, il a quand même 140 heures.");
clear("009", "terse", ctx("EUR", 70_000), bid(58_000), "600 — non, disons 580.");
clear("010", "terse", ctx("EUR", 22_000), ask("payment"), "Lydia, ça vous va ?");
unclear("011", "terse", ctx("EUR", 36_000), "« dans les » n'est pas un prix ferme : combien exactement ?", "Dans les 300 ?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 de plus que ma dernière offre. C'est mon dernier mot.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, ça me va. Vendu.");
unclear("014", "terse", ctx("EUR", 61_000), "l'offre dépend de la housse", "550 avec la housse, moins sans.");
clear("015", "terse", ctx("EUR", 18_500), ask("returns"), "Je peux le renvoyer sous 14 jours s'il ne convient pas ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 39_000), bid(32_000), "coucou ! le canoë est tjrs dispo ? je pourrais faire 320 👀");
clear("102", "chat", ctx("CAD", 21_000, 18_000), ACCEPT, "ah ben oui!!! marché conclu 😍 mes enfants vont capoter");
clear("103", "chat", ctx("EUR", 130_000, 95_000), WITHDRAW, "hmm c'est au-dessus de mon budget là, je vais laisser passer. merci qd même et bonne vente !");
clear("104", "chat", ctx("EUR", 8_900), ask("shipping"), "combien pour l'envoi à 1050 Ixelles ? ou c'est à retirer sur place ?");
clear("105", "chat", ctx("EUR", 45_000), words(40_000, "quatre cents"), "tu prendrais quatre cents pour la mandoline ? cash aujourd'hui");
clear("106", "chat", ctx("EUR", 27_000), bid(23_000), "je pourrais passer samedi vers 10h30, je suis à 15 min. 230 ça va ?");
clear("107", "chat", ctx("EUR", 62_000, 50_000), middle(56_000), "on coupe la poire en deux ? 🙏");
clear("108", "chat", ctx("EUR", 140_000), ask("warranty"), "y a encore une garantie sur la scie à ruban ou c vendu en l'état ?");
unclear("109", "chat", ctx("EUR", 49_000), "moquerie sur le prix : ni offre ni acceptation", "490 pour une poussette d'occasion mdr. bien sûr, tu veux mes clés de voiture aussi ? 🙃");
unclear("110", "chat", ctx("EUR", 31_000), "réflexion à voix haute, pas une offre", "250... bof je sais pas");
clear("111", "chat", ctx("EUR", 6_500, null, 4), ask("discount"), "si je prends 4 chevalets, ça revient moins cher à l'unité ?");
clear("112", "chat", ctx("EUR", 9_000, null, 5), total(8_000), "les 5 hamacs pour 400 en tout ?");
clear("113", "chat", ctx("EUR", 16_000, 14_000), ACCEPT, "allez va pour ton prix 👌");
clear("114", "chat", ctx("EUR", 75_000, 55_000), WITHDRAW, "non merci, pas pour moi");
clear("115", "chat", ctx("EUR", 35_000), minus(31_000, 4_000), "tu enlèves 40 et je viens le chercher aujourd'hui");
clear("116", "chat", ctx("EUR", 29_000), ask("negotiable"), "le prix est fixe ou y a moyen de discuter ?");
unclear("117", "chat", ctx("EUR", 52_000, 45_000), "« peut-être » à ce prix : pas encore une acceptation", "je vais peut-être partir sur ton prix, laisse-moi y réfléchir ce soir");
clear("118", "chat", ctx("EUR", 19_000, 15_000), ask("standing-offer"), "dsl j'ai perdu le fil, tu en demandes combien maintenant ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 420_000), bid(365_000),
  "Bonjour Monsieur Brunet,\n\nMerci pour le carnet d'entretien du groupe électrogène diesel de 20 kW. Nous organisons en août un festival de deux jours et souhaitons vous proposer 3 650 € pour le groupe, enlèvement à votre dépôt.\n\nBien cordialement,\nCamille Lefort\nAssociation Les Nuits du Lac\n12 chemin des Berges, 74200 Thonon-les-Bains\n04 50 55 01 66");
clear("202", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Madame Oduya,\n\nNous vous remercions pour votre contre-proposition concernant les rayonnages métalliques. Elle nous convient et nous sommes heureux de donner suite. Notre responsable d'entrepôt vous contactera pour le créneau de livraison.\n\nCordialement,\nGérard Poulain\nPoulain Distribution");
clear("203", "polite-email", ctx("EUR", 690_000, 520_000), WITHDRAW,
  "Monsieur Castellano,\n\nMerci pour le temps que vous nous avez consacré. Le bureau du club a étudié votre dernier prix pour les gradins en aluminium ; il dépasse malheureusement ce que nous pouvons réunir cette saison. Nous n'irons donc pas plus loin, avec nos remerciements pour votre courtoisie.\n\nSportivement,\nAnne-Marie Vallet\nSecrétaire, US Villeneuve Football");
clear("204", "polite-email", ctx("EUR", 98_000), ask("delivery"),
  "Bonjour,\n\nNotre colloque annuel s'ouvre le 14 janvier au Palais des Congrès, 2 place de la Porte Maillot, 75017 Paris. Si nous commandons le pupitre en noyer cette semaine, quand pourriez-vous le livrer ?\n\nMerci d'avance,\nDidier Osei\nChargé d'événements\n01 55 55 01 28");
clear("205", "polite-email", ctx("EUR", 32_000, null, 10), total(29_000),
  "Bonjour,\n\nNous réaménageons les vestiaires de notre salle et aurions besoin de 10 casiers métalliques. Pourriez-vous faire 2 900 € pour les dix, cadenas compris ?\n\nMerci et bonne journée,\nSandrine Kowalski\nSalle Fer & Fonte");
clear("206", "polite-email", ctx("CHF", 260_000), words(230_000, "deux mille trois cents"),
  "Chère Madame Pasche,\n\nMerci de nous avoir laissé voir le van à chevaux samedi. Le plancher étant à refaire, je vous propose deux mille trois cents francs, et je peux venir le chercher à Avenches quand cela vous arrange.\n\nMeilleures salutations,\nHélène Loup\n079 555 06 48");
clear("207", "polite-email", ctx("EUR", 150_000), percentOff(135_000, 10),
  "Monsieur Alvarez,\n\nNous élevons des races anciennes de poules sur une petite ferme et les couveuses-armoires nous intéressent. Accepteriez-vous une remise de 10 % sur le prix affiché si nous réglons à l'enlèvement ?\n\nBien à vous,\nThérèse Harmand\nFerme du Creux");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Madame, Monsieur,\n\nNous proposons des visites de la ville et envisageons de reprendre votre vélo-taxi électrique (cadre n° PC-7731-E, mis en service en 2024). Le moteur et la batterie sont-ils encore sous garantie, et celle-ci nous serait-elle transférée ?\n\nCordialement,\nLuc Ortiz\nRando-Pédale Lyon\nSIRET 812 555 014 00027");
clear("209", "polite-email", ctx("EUR", 280_000), bid(245_000),
  "Bonjour Ingrid,\n\nMerci pour l'enregistrement du marimba. Nous souhaitons vous proposer 2 500 € pour l'instrument. Rectificatif : 2 450 € — j'ai mal relu mes notes.\n\nAvec nos remerciements,\nPaul Hennequin\nEnsemble de percussions du Lac");
clear("210", "polite-email", ctx("EUR", 112_000, 100_000), ACCEPT,
  "Monsieur Haddad,\n\nMerci pour les nouvelles photos du fauteuil bergère retapissé. Nous acceptons volontiers votre prix de 1 120 € et effectuons le virement cet après-midi.\n\nBien cordialement,\nFiona Clément");
unclear("211", "polite-email", ctx("EUR", 470_000), "le montant doit encore être voté par le conseil d'administration, pas une offre ferme",
  "Madame Henry,\n\nNous pourrions sans doute proposer environ 4 100 € pour l'estrade et le pupitre, mais le conseil d'administration du collège doit se prononcer mardi prochain.\n\nCordialement,\nRonan Aubry\nPrincipal, Collège Jean-Moulin");
clear("212", "polite-email", ctx("EUR", 45_000, null, 4), bid(39_000),
  "Bonjour,\n\nRéf. bon de commande 88-2041 : pour les 4 étagères sans boulons évoquées au téléphone le 23/11, nous pouvons proposer 390 € l'unité, livraison quai 3, 77 rue de l'Industrie, 69007 Lyon.\n\nMerci,\nMichel Tran\nTran Pièces Auto\n04 78 55 01 02");
clear("213", "polite-email", ctx("EUR", 230_000), ask("payment"),
  "Madame Fabre,\n\nMerci pour le devis n° 2026-417 relatif à l'estrade en aluminium. Notre service financier ne peut payer que sur bon de commande. Accepteriez-vous une facture payable à 30 jours, ou faut-il verser un acompte ?\n\nBien cordialement,\nAlain Mousset\nDépartement d'histoire, Université de Tours");
clear("214", "polite-email", ctx("EUR", 320_000), minus(295_000, 25_000),
  "Salut Jérôme,\n\nÇa m'a fait plaisir de voir l'enclume et la forge dans ton atelier. Tu descendrais de 250 € sur ton prix ? Je règle tout en espèces quand je viens les chercher.\n\nÀ plus,\nOlivier Prigent");
clear("215", "polite-email", ctx("EUR", 210_000, 175_000), plus(185_000, 10_000),
  "Chère Madame Vitrac,\n\nMerci pour votre aimable réponse au sujet de la maison de poupée victorienne. Je peux ajouter 100 € à ma précédente offre ; ma petite-fille en serait ravie.\n\nBien amicalement,\nMarguerite Ellès");
clear("216", "polite-email", ctx("EUR", 67_000), ask("shipping"),
  "Bonjour,\n\nLa clarinette Buffet m'intéresse. Pourriez-vous m'indiquer le coût de l'envoi jusqu'à 29200 Brest, et si le colis serait assuré ?\n\nMerci,\nNora Le Gall");
clear("217", "polite-email", ctx("EUR", 540_000, 410_000), WITHDRAW,
  "Monsieur Lindqvist,\n\nMerci pour votre patience face à nos questions sur la scie à ruban industrielle. Nous avons trouvé entre-temps une machine plus proche de notre budget et ne donnerons donc pas suite. Bonne continuation pour la vente.\n\nCordialement,\nRachel Jeannin\nMenuiserie Jeannin & Fils");
unclear("218", "polite-email", ctx("EUR", 150_000), "deux prix, avec ou sans grille : lequel est l'offre ?",
  "Madame, Monsieur,\n\nNous pourrions offrir 1 200 € pour le brasero seul, ou 1 350 € avec la grille de cuisson.\n\nCordialement,\nBruno Doisneau");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "J'achète pour le compte d'un client. Ventes récentes de ce modèle de clarinette professionnelle : 1 950 € (Leboncoin, octobre), 1 890 € (Audiofanzine) et 2 010 € (magasin, révisée). Le plafond du client est de 1 850 €. Compte tenu de l'usure des tampons, nous proposons 1 780 €.");
clear("302", "agent", ctx("EUR", 58_000, 50_000), ACCEPT,
  "Agent d'achat pour Méridien Habitat. Mon mandant a examiné vos dernières conditions et me charge de les accepter. Merci de confirmer l'adresse d'enlèvement.");
clear("303", "agent", ctx("EUR", 300_000, 210_000), WITHDRAW,
  "Au nom de mon client : votre prix reste nettement au-dessus du budget qui m'a été fixé, nous mettons donc fin à cette négociation. Merci de votre temps.");
clear("304", "agent", ctx("EUR", 47_000), ask("returns"),
  "Je suis un assistant d'achat automatisé agissant pour un parent. Avant toute offre sur la poussette : peut-elle être retournée si elle arrive avec un défaut, et dans quel délai ?");
clear("305", "agent", ctx("EUR", 12_000, null, 8), total(10_500),
  "Offre pour 8 brouettes en acier :\n- prix total : 840 € le lot\n- enlèvement par notre fourgon, en semaine\n- paiement par carte à l'enlèvement");
clear("306", "agent", ctx("EUR", 90_000), percentOff(79_200, 12),
  "Mon utilisateur souhaite acheter le lit superposé en chêne massif à 12 % sous le prix affiché, vu le crochet d'échelle manquant signalé dans l'annonce.");
unclear("307", "agent", ctx("EUR", 130_000), "une fourchette de budget, pas une offre",
  "Mon client se situe quelque part entre 1 000 et 1 100 € pour cet article. Comment souhaitez-vous procéder ?");
clear("308", "agent", ctx("EUR", 260_000), bid(228_000),
  "Contre-offre de l'agent acheteur :\n```yaml\narticle: groupe électrogène diesel 20 kVA\noffre: 2280\ndevise: EUR\nenlevement: 2026-12-09\n```");
clear("309", "agent", ctx("EUR", 7_900, null, 15), ask("discount"),
  "Mon mandant équipe une nouvelle salle de sport et a besoin de 15 casiers. Existe-t-il un prix unitaire dégressif pour cette quantité ?");
clear("310", "agent", ctx("EUR", 100_000, 82_000), minus(78_000, 4_000, "last-bid"),
  "Rectification de l'agent acheteur : le service financier de mon client a réduit l'enveloppe autorisée, nous devons donc baisser notre offre de 40 € par rapport à la précédente. Veuillez excuser ce va-et-vient.");
clear("311", "agent", ctx("EUR", 155_000), ask("negotiable"),
  "Assistant achats d'une petite entreprise. Le prix affiché est-il négociable, ou ferme ?");
unclear("312", "agent", ctx("EUR", 275_000, 240_000), "une acceptation qui attend une expertise, pas encore engageante",
  "Mon client est disposé à accepter votre montant dès que l'expertise du van à chevaux du 3 décembre sera concluante. Nous reviendrons vers vous à ce moment-là.");
clear("313", "agent", ctx("EUR", 380_000), words(340_000, "trois mille quatre cents euros"),
  "Conformément aux instructions de mon mandant, je propose trois mille quatre cents euros pour le vélo-taxi électrique, paiement par virement sous deux jours ouvrés.");
clear("314", "agent", ctx("EUR", 44_000, 38_000), ask("standing-offer"),
  "Pour le récapitulatif de mon client : pourriez-vous rappeler votre prix actuel pour cet article ?");
clear("315", "agent", ctx("EUR", 96_000, 88_000), ACCEPT,
  "Mon client accepte votre prix de 960,00 €. Merci d'envoyer la facture ; nous organisons l'enlèvement.");
clear("316", "agent", ctx("EUR", 170_000, 140_000), ask("rounds-left"),
  "Pour planifier la suite avec mon client : combien d'offres pouvons-nous encore soumettre avant la clôture de la négociation ?");
clear("317", "agent", ctx("EUR", 62_000), bid(54_000),
  "Offre de l'agent acheteur : 540 € pour l'armoire de fléchettes (modèle DC-180, 6 fléchettes incluses). Livraison au 33000 Bordeaux, date souhaitée : 11/12/2026.");
unclear("318", "agent", ctx("EUR", 83_000), "« de l'ordre de », selon un rapport d'état : pas une offre ferme",
  "Selon le rapport d'état, mon client pourrait envisager quelque chose de l'ordre de 700 €. Merci de nous l'envoyer dès que possible.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 24_000), bid(19_000), "*passe le pouce sur le sisal* La cible a vécu. 190, et je l'emporte moi-même.");
clear("402", "roleplay", ctx("EUR", 13_000, 11_000), ACCEPT, "*rit et tope dans la main* Bon, bon. Tope là, c'est d'accord.");
clear("403", "roleplay", ctx("EUR", 58_000, 40_000), WITHDRAW, "*raccroche la mandoline* Bel instrument, mais pas à ce prix-là. Merci quand même. *se dirige vers la porte*");
clear("404", "roleplay", ctx("EUR", 72_000, 60_000), ask("rounds-left"), "*hausse un sourcil* Il me reste combien d'essais avant que vous me mettiez dehors ?");
clear("405", "roleplay", ctx("EUR", 46_000, 38_000), middle(42_000), "*ouvre les mains* On tourne en rond. On partage l'écart moitié-moitié et tout le monde est content ?");
clear("406", "roleplay", ctx("EUR", 33_000), bid(26_000), "*fouille dans son portefeuille* 280 — attendez, 260. Le loyer tombe demain.");
clear("407", "roleplay", ctx("EUR", 9_500), words(7_000, "septante"), "*tapote la roue de la brouette* Septante euros et je la ramène chez moi tout de suite, hein.");
unclear("408", "roleplay", ctx("EUR", 41_000), "un bluff sans montant", "*sourit en coin* Je sais très bien ce que je paierais. Reste à savoir si vous êtes prêt à l'entendre.");
clear("409", "roleplay", ctx("EUR", 85_000), minus(79_000, 6_000), "*montre la rayure sur le couvercle* Soixante de moins pour ça et on est quittes.");
clear("410", "roleplay", ctx("EUR", 52_000, 40_000), plus(43_000, 3_000), "*soupire* Trente de plus que tout à l'heure. C'est ma limite.");
clear("411", "roleplay", ctx("EUR", 19_500), ask("payment"), "*brandit son téléphone* Vous prenez la carte, ou c'est espèces seulement ?");
unclear("412", "roleplay", ctx("EUR", 67_000, 55_000), "« peut-être » et la nuit pour réfléchir : pas encore une acceptation", "*se frotte la nuque* Je prendrais peut-être à votre prix... laissez-moi la nuit pour y penser.");
clear("413", "roleplay", ctx("EUR", 29_000, 25_000), ACCEPT, "*acquiesce* Va pour votre prix. Emballez-le.");
clear("414", "roleplay", ctx("EUR", 150_000), bid(125_000), "*fait le tour du van à chevaux* 2009, deux places, 60 000 km... je vous en donne 1 250.");
clear("415", "roleplay", ctx("EUR", 120_000, 80_000), WITHDRAW, "*tourne les talons* Gardez-le.");

export const FRESH10_FR = done();

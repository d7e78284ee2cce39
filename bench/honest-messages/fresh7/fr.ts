/**
 * SEVENTH unseen set, French (France, Belgium, Switzerland, Québec; see fresh7/index.ts): written 2026-11-27
 * without opening the reader's code, its rules or its tests, and never run through the reader. Written as
 * French-speaking buyers write (tu and vous; Belgian "septante", "nonante"; Swiss "huitante", "Fr. 1'200.–";
 * Québécois "char", "piasses", "magasiner", "c'est correct"; "Marché conclu" avoided for "Tope là", "Ça me va,
 * je prends", "Je passe mon tour", "Je jette l'éponge"; 1 200 €, 4 150,00 €), not translated: a flipper, a kayak
 * de mer, a vélo cargo, a tondeuse autoportée, a saxophone, a cheval à bascule, kettlebells, a trottinette
 * électrique, a laveuse-essoreuse for a laverie, a pièce montée, a chambre froide, a torréfacteur, a fresque for a
 * shop front, a fauteuil dentaire, minibars for a hotel, a découpeuse laser, a fraiseuse CNC, a métier à tisser, a
 * souffleuse à neige, a serre, a clavecin, tables pliantes; at a foire: a pipe sculptée, a lampe à huile, an arc
 * et carquois, a panier d'osier, a médaillon en argent.
 *
 * Labels read once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("sept cents", "quatre cent cinquante", "deux mille euros",
 *   "deux mille cinq cents dollars", "quinze", "vingt-cinq") name the phrase as written; relative bids recompute
 *   from the context (one off the buyer's OWN last bid, 314); totals divide exactly; self-corrections (009 "X —
 *   non, Y", 107 "X" then "attends non Y", 207 "j'ai écrit X, il fallait lire Y", 406 "trente — non,
 *   vingt-cinq") carry the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 217, 312, 410); the others carry no digit.
 * - non-price numbers (heures au compteur, an age, codes postaux, dates, devis and annonce numbers, phone numbers,
 *   a SIRET, a photo number, market ranges, a count of arrows) sit beside one bid or beside a question.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh7In } from "./build";

const { clear, unclear, done } = fresh7In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 140_000), bid(115_000), "1 150 € pour le flipper, je viens avec une remorque.");
clear("002", "terse", ctx("EUR", 90_000), words(70_000, "sept cents"), "Sept cents pour le kayak, pagaie comprise.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Ça me va, je prends.");
clear("004", "terse", ctx("EUR", 260_000, 190_000), WITHDRAW, "Trop cher pour moi. Merci quand même.");
clear("005", "terse", ctx("EUR", 54_000), ask("shipping"), "Le transport jusqu'au 69003, c'est compris ?");
clear("006", "terse", ctx("EUR", 85_000), minus(75_000, 10_000), "Enlevez 100 et on est d'accord.");
clear("007", "terse", ctx("CHF", 40_000), percentOff(34_000, 15), "15 % de rabais et je viens chercher le vélo cargo aujourd'hui.");
clear("008", "terse", ctx("EUR", 62_000), bid(48_000), "410 heures au compteur, donc 480 c'est honnête pour la tondeuse.");
clear("009", "terse", ctx("EUR", 30_000), bid(24_000), "260 — non, 240.");
clear("010", "terse", ctx("EUR", 45_000), ask("returns"), "Je peux le rendre sous 14 jours s'il ne rentre pas dans la camionnette ?");
unclear("011", "terse", ctx("EUR", 42_000), "a range, no single amount", "entre 300 et 350, ça irait ?");
clear("012", "terse", ctx("EUR", 70_000, 55_000), plus(59_000, 4_000), "40 de plus que ma dernière offre.");
clear("013", "terse", ctx("EUR", 52_000, 46_000), ACCEPT, "520, ça marche. Tope là.");
unclear("014", "terse", ctx("EUR", 95_000), "subject to a partner's agreement", "Je pourrais envisager 800 si ma femme est d'accord.");
clear("015", "terse", ctx("EUR", 95_000, 80_000), ask("standing-offer"), "Pardon, c'était quoi votre dernier prix ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "coucou, tu me ferais les 12 kettlebells pour 360 ?");
clear("102", "chat", ctx("CAD", 48_000, 40_000), ACCEPT, "ouiii ok c'est correct pour moi!! 🎉 je passe le chercher quand?");
clear("103", "chat", ctx("EUR", 120_000, 85_000), WITHDRAW, "bon c'est trop cher pour moi, bonne chance pour la vente 🙏");
clear("104", "chat", ctx("EUR", 27_000), ask("delivery"), "tu pourrais le livrer quand ? je suis chez moi toute la semaine pro");
clear("105", "chat", ctx("EUR", 60_000), words(45_000, "quatre cent cinquante"), "tu le laisserais à quatre cent cinquante le saxo alto ?");
clear("106", "chat", ctx("EUR", 33_000), bid(25_000), "ma fille a 2 ans le mois prochain, elle adorerait le cheval à bascule 😍 250 ?");
clear("107", "chat", ctx("EUR", 80_000), bid(59_000), "je te fais 640\nattends non 590, faut encore que j'achète un étui");
clear("108", "chat", ctx("EUR", 72_000, 60_000), middle(66_000), "on coupe la poire en deux ? 😅");
clear("109", "chat", ctx("EUR", 80_000), ask("payment"), "tu prends lydia ou que du liquide ?");
unclear("110", "chat", ctx("EUR", 150_000), "sarcasm about the asking price: not an acceptance", "1500 balles pour un saxo d'étudiant ?? mais oui bien sûr, et je te file ma voiture aussi 🙄");
unclear("111", "chat", ctx("EUR", 48_000, 38_000), "\"a bit more\" with no amount, and only later", "je pourrais ptet monter un peu si tu attends la fin du mois");
clear("112", "chat", ctx("EUR", 48_000), ask("negotiable"), "le prix est fixe ou c'est négociable ?");
clear("113", "chat", ctx("CAD", 30_000, 26_000), ACCEPT, "bon ok t'as gagné 😂 je le prends");
clear("114", "chat", ctx("EUR", 65_000, 45_000), WITHDRAW, "je laisse tomber, j'en ai trouvé un plus près de chez moi. merci qd même !");
clear("115", "chat", ctx("EUR", 40_000), minus(37_500, 2_500), "tu peux enlever vingt-cinq ? et je suis partant");
clear("116", "chat", ctx("EUR", 110_000), ask("warranty"), "la trottinette elle est encore sous garantie ?");
clear("117", "chat", ctx("CAD", 22_000), bid(16_000), "160 piasses pis je passe le prendre à soir, je reste à côté du métro");
unclear("118", "chat", ctx("EUR", 35_000), "two prices depending on delivery: which is the bid?", "270 ? ou 290 si tu livres, je sais pas");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 480_000),
  bid(415_000),
  "Madame Okafor,\n\nMerci pour votre devis n° 7731 concernant la laveuse-essoreuse reconditionnée. Nous vous proposons 4 150,00 € et pouvons l'enlever à votre entrepôt le 9 décembre.\n\nCordialement,\nDaniel Roux\nLaverie La Bulle\n12 rue des Lilas, 31000 Toulouse\n05 61 55 01 88",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 180_000, 150_000),
  ACCEPT,
  "Bonjour Hélène,\n\nMerci pour votre retour concernant la pièce montée. Votre prix nous convient, nous réglerons l'acompte dès réception de votre facture.\n\nBien à vous,\nPauline et Thomas",
);
clear(
  "203",
  "polite-email",
  ctx("CAD", 600_000, 450_000),
  WITHDRAW,
  "Monsieur Tremblay,\n\nMerci de votre patience. Après discussion avec nos associés, nous avons décidé de ne pas donner suite pour la chambre froide. Nous vous remercions du temps consacré à la soumission.\n\nSalutations distinguées,\nNadia Bouchard",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 320_000),
  ask("delivery"),
  "Bonjour,\n\nPourriez-vous nous confirmer si le torréfacteur peut être livré et installé avant le 15 janvier ? Notre café ouvre le 22.\n\nMerci d'avance,\nLéo Marchal\nBrûlerie Marchal, Lyon\n04 72 55 01 72",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 250_000),
  words(200_000, "deux mille euros"),
  "Madame Diallo,\n\nVos esquisses pour la fresque de la devanture nous ont beaucoup plu. Notre budget est modeste : nous vous proposons deux mille euros pour la conception et la réalisation.\n\nBien cordialement,\nElla Girard\nBoulangerie Girard, 14 rue du Moulin, 1000 Bruxelles",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 240_000),
  percentOff(216_000, 10),
  "Monsieur Perrin,\n\nMerci pour la démonstration de mardi. La machine ayant deux ans, nous vous proposons une remise de 10 % sur le prix de votre devis.\n\nMeilleures salutations,\nCarine Lefort\nLefort Enseignes, 8 avenue Foch, 57000 Metz\nSIRET 812 345 678 00021",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 150_000),
  bid(125_000),
  "Bonjour Monsieur Marchand,\n\nPetite correction à mon courriel de ce matin : j'ai écrit 1 350 € pour le clavecin, il fallait lire 1 250 €. Désolée pour la confusion.\n\nBien à vous,\nSophie Caron",
);
clear(
  "208",
  "polite-email",
  ctx("CHF", 420_000),
  ask("warranty"),
  "Madame, Monsieur,\n\nAvant de faire une offre pour le fauteuil dentaire reconditionné (annonce 55-210), pourriez-vous nous dire s'il est garanti, et pour combien de temps ?\n\nAvec mes salutations distinguées,\nDre Fiona Wälti\nCabinet dentaire Wälti, rue du Marché 3, 1204 Genève\n022 496 05 20",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 95_000, 85_000),
  ACCEPT,
  "Bonjour Thomas,\n\nC'est bon pour nous. Tu peux envoyer la facture, et dis-moi quel jour t'arrange pour l'enlèvement.\n\nBelle journée,\nRachel",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 18_000, null, 20),
  total(16_000),
  "Madame, Monsieur,\n\nPour la rénovation de l'Hôtel du Lac, nous avons besoin de 20 minibars. Nous proposons 3 200 € pour l'ensemble des vingt, livrés à notre quai de déchargement.\n\nCordialement,\nGrégoire Hollard\nService achats, Hôtel du Lac\n04 50 55 01 34",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 320_000),
  "subject to a finance committee's approval: not yet an offer",
  "Madame Novak,\n\nSous réserve de l'accord de notre comité financier le 12 décembre, nous pourrions proposer 2 800 € pour la fraiseuse CNC.\n\nCordialement,\nAlain Pierre\nMenuiserie Pierre",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 650_000),
  ask("payment"),
  "Bonjour,\n\nAccepteriez-vous un paiement en deux fois, la moitié à la commande et la moitié à la livraison ?\n\nMerci,\nMaria Da Costa\nCabinet Da Costa",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 75_000, 55_000),
  WITHDRAW,
  "Monsieur Hubert,\n\nMerci pour votre réponse. C'est malheureusement au-dessus de ce que je peux dépenser en ce moment, je préfère donc me retirer. Bonne chance pour la vente.\n\nCordialement,\nJeanne",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 300_000, 250_000),
  plus(265_000, 15_000),
  "Monsieur Favre,\n\nMerci de nous avoir réservé la serre. Nous pouvons augmenter notre offre précédente de 150 €, c'est le maximum que permet notre budget.\n\nBien à vous,\nAmélie Chen",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 4_500),
  ask("discount"),
  "Bonjour,\n\nSi nous commandions 40 rouleaux d'étiquettes au lieu de 10, le prix au rouleau baisserait-il ?\n\nMerci,\nBenoît Ortiz\nLa Ferme d'Ortiz",
);
unclear(
  "216",
  "polite-email",
  ctx("EUR", 180_000),
  "\"in the order of\" a band: no single amount",
  "Madame Renaud,\n\nMerci pour ces précisions. Nous pensons à quelque chose de l'ordre de 1 400 à 1 500 € pour le métier à tisser. Cela vous intéresserait-il ?\n\nBien cordialement,\nCatherine Mousset",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 210_000, 180_000),
  ACCEPT,
  "Monsieur Ahmed,\n\nNous acceptons votre prix de 2 100 € pour la découpeuse laser. Merci de nous envoyer la facture, nous procéderons au paiement.\n\nCordialement,\nTara Nguyen\nNguyen Métallerie",
);
clear(
  "218",
  "polite-email",
  ctx("CAD", 140_000),
  ask("shipping"),
  "Bonjour,\n\nPourriez-vous me dire combien coûterait l'expédition à Sherbrooke, J1H 5N4, ou si elle est déjà comprise dans le prix ?\n\nMerci beaucoup,\nOlivier Clermont",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 380_000),
  bid(345_000),
  "Au nom de mon client, merci pour l'annonce détaillée. Des fraiseuses CNC d'occasion comparables se sont vendues entre 3 400 et 3 900 € ces 90 derniers jours. Mon client propose 3 450 €, paiement à l'enlèvement.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 68_000, 60_000),
  ACCEPT,
  "Mon mandant a examiné votre dernière offre et l'accepte. Merci de nous transmettre la facture et les modalités d'enlèvement.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 520_000, 400_000),
  WITHDRAW,
  "Après examen de votre position finale, mon client a décidé de ne pas donner suite à cet achat. Merci pour votre temps ; je clos la négociation de notre côté.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 210_000, 170_000),
  ask("rounds-left"),
  "Avant de soumettre une nouvelle offre, pourriez-vous m'indiquer combien de tours il reste dans cette négociation ?",
);
clear(
  "305",
  "agent",
  ctx("EUR", 260_000, 220_000),
  middle(240_000),
  "Pour conclure aujourd'hui, mon mandant propose de nous retrouver à mi-chemin entre votre prix actuel et notre dernière offre.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 95_000),
  bid(78_000),
  "Voici l'offre de ma cliente pour le métier à tisser :\n- Prix : 780 €\n- Enlèvement : samedi 6 décembre\n- Paiement : virement à l'enlèvement",
);
clear("307", "agent", ctx("CAD", 65_000), bid(54_000), '{"action": "offre", "article": "souffleuse à neige deux phases", "prix": 540, "devise": "CAD"}');
clear(
  "308",
  "agent",
  ctx("EUR", 180_000),
  percentOff(171_000, 5),
  "Compte tenu des rayures sur les panneaux latéraux visibles sur la photo 3, mon client propose 5 % de remise sur votre prix.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 140_000),
  ask("returns"),
  "Mon client souhaite connaître votre politique de retour : le clavecin peut-il être renvoyé sous 30 jours s'il arrive endommagé ?",
);
clear(
  "310",
  "agent",
  ctx("CAD", 300_000),
  words(250_000, "deux mille cinq cents dollars"),
  "Mon mandant est prêt à offrir deux mille cinq cents dollars pour la serre en kit, livraison non comprise.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 230_000),
  "a figure held back until the user confirms: not yet sent as an offer",
  "Je prépare une offre d'environ 1 900 €, mais je dois d'abord la valider avec mon utilisateur. Merci de patienter jusqu'à mon retour.",
);
clear("312", "agent", ctx("EUR", 87_000, 80_000), ACCEPT, "decision: accepter\nprix: 870,00 EUR\nremarque: merci d'envoyer les instructions de paiement");
clear(
  "313",
  "agent",
  ctx("EUR", 55_000),
  ask("shipping"),
  "La livraison au 33000 Bordeaux est-elle comprise dans le prix affiché ? Sinon, pourriez-vous la chiffrer à part ?",
);
clear(
  "314",
  "agent",
  ctx("EUR", 140_000, 120_000),
  minus(112_000, 8_000, "last-bid"),
  "Au vu du rapport d'état, mon mandant réduit notre offre précédente de 80 €.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 75_000, 60_000),
  plus(65_000, 5_000),
  "Mon client peut aller cinquante euros au-dessus de notre dernière offre, et c'est un plafond.",
);
clear(
  "316",
  "agent",
  ctx("EUR", 12_000, null, 25),
  total(10_000),
  "Pour 25 tables pliantes, mon mandant propose 2 500 € au total, livrées à la salle des fêtes d'ici la fin du mois.",
);
unclear(
  "317",
  "agent",
  ctx("EUR", 190_000),
  "\"might accept\" a figure: no commitment",
  "Mon utilisateur pourrait éventuellement accepter quelque chose autour de 1 600 € pour le flipper, mais il n'a pas encore tranché.",
);
unclear(
  "318",
  "agent",
  ctx("EUR", 130_000),
  "two options, no single bid",
  "Mon client voit deux possibilités :\n- 1 150 € avec le support et l'étui\n- 1 000 € pour le saxophone seul\nDites-moi ce qui vous convient.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_000), bid(4_000), "*passe le pouce sur la pipe sculptée* Je vous en donne 40.");
clear("402", "roleplay", ctx("EUR", 2_200), words(1_500, "quinze"), "*lève la lampe à huile vers la lumière* Quinze, et pas un sou de plus.");
clear("403", "roleplay", ctx("EUR", 9_000, 7_500), ACCEPT, "*crache dans sa paume et tend la main* Affaire faite, alors.");
clear("404", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*ricane et tourne les talons* Du vol. Bien le bonjour.");
clear("405", "roleplay", ctx("EUR", 30_000), ask("payment"), "*tapote ses poches vides* Vous prendriez une reconnaissance de dette de la guilde, ou c'est comptant seulement ?");
clear("406", "roleplay", ctx("EUR", 3_500), words(2_500, "vingt-cinq"), "*ouvre la bouche* Trente — non. *fronce les sourcils devant l'anse effilochée* Vingt-cinq, et c'est généreux.");
clear("407", "roleplay", ctx("EUR", 6_500), minus(5_500, 1_000), "*tapote la bosse dans le laiton* Dix de moins pour ça, et on parle en amis.");
unclear("408", "roleplay", ctx("EUR", 4_500), "musing, no commitment", "*retourne le panier d'osier* Trente peut-être... je vais y réfléchir.");
clear("409", "roleplay", ctx("EUR", 9_000, 6_000), plus(6_500, 500), "*ajoute une pièce au tas* Cinq de plus que tout à l'heure. Voilà.");
clear("410", "roleplay", ctx("EUR", 4_800, 4_000), ACCEPT, "*éclate de rire et serre la main* Va pour 48, vieux brigand.");
clear("411", "roleplay", ctx("EUR", 25_000), ask("negotiable"), "*s'accoude au comptoir* Ce prix est gravé dans le marbre, ou on peut discuter ?");
clear("412", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*repose le médaillon en argent sur l'étoffe* Trop cher pour ma bourse. Adieu, marchand.");
clear("413", "roleplay", ctx("EUR", 25_000), bid(18_000), "*compte les 12 flèches du carquois* 180 pour l'arc et le tout.");
unclear("414", "roleplay", ctx("EUR", 20_000), "a price seen at another stall, offered as a question: no bid of their own", "*jette un œil à l'étal d'en face* Lui en demande 150 pour le même... qu'en dites-vous ?");
clear("415", "roleplay", ctx("EUR", 10_000, 7_000), middle(8_500), "*lève les deux mains* Vous dites cent, moi septante. On coupe la poire en deux ?");

export const FRESH7_FR = done();

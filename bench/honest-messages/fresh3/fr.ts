/**
 * THIRD unseen set, French (France, Belgium, Switzerland, Québec; see fresh3/index.ts): written 2026-11-28 before
 * reading the reader's code, its rules or its tests, and before running it on these messages. Each situation of
 * the set told as a French-speaking buyer would tell it (un violon d'étude, une robe de mariée, une Clio et un
 * chariot élévateur, des palettes de ramettes, des licences, un traiteur, un stand au salon, des panneaux
 * solaires, une traduction, des billets de concert), not translated from the English.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 1 150 € (space, no-break or narrow no-break) / 2 340,50 € / 420 $ /
 *   CHF 1'180.– / 1,2k; words ("mille deux cents", "mille balles", "huit cents") name the phrase as written;
 *   relative bids ("50 € de moins", "15 % de remise", "on coupe la poire en deux", "25 € de plus que ma dernière
 *   offre") recompute from the context; totals divide exactly; self-corrections ("850... pardon, faute de frappe :
 *   580", "650. non attends, 620", "2 150 €, et non 2 510 €", "Trois cent cinquante... non, attendez. Trois
 *   cents") are labelled with the amount the buyer means.
 * - acceptances ("Ça marche", "Marché conclu", "Topez là", "C'est d'accord") name no price or exactly the
 *   standing offer (016, 214, 315, 412); 202 carries only an order number.
 * - non-price numbers (model numbers, phone numbers, street numbers, postcodes, order numbers, dates, times, hour
 *   meters, market prices, a budget ceiling, licences) sit beside one bid.
 * - ambiguous: ranges, "dans les ... à peu près", sarcasm, approval pending, bids conditional on extras or
 *   installation, a tentative agent acceptance, two options, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh3In } from "./build";

const { clear, unclear, done } = fresh3In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 125_000), bid(105_000), "Je vous en donne 1 050 €, en liquide.");
clear("002", "terse", ctx("EUR", 262_000), bid(231_050), "Contre-proposition : 2\u202f310,50 €");
clear("003", "terse", ctx("EUR", 142_000), words(120_000, "mille deux cents"), "mille deux cents, c'est mon dernier prix");
clear("004", "terse", ctx("EUR", 47_000, 41_000), ACCEPT, "Ça marche, envoyez-moi la facture.");
clear("005", "terse", ctx("EUR", 87_000, 69_000), WITHDRAW, "Trop cher pour moi, je laisse tomber.");
clear("006", "terse", ctx("EUR", 32_900), ask("shipping"), "Frais de port inclus ?");
clear("007", "terse", ctx("EUR", 66_000), minus(61_000, 5_000), "50 € de moins et je signe");
clear("008", "terse", ctx("EUR", 260_000), percentOff(221_000, 15), "15 % de remise sur votre prix et on conclut ?");
clear("009", "terse", ctx("EUR", 99_000), bid(85_000), "850 € pour le Ricoh IM C3000 ?");
clear("010", "terse", ctx("EUR", 74_000), bid(59_000), "950... pardon, faute de frappe : 590");
clear("011", "terse", ctx("EUR", 305_000), ask("payment"), "Paiement à 30 jours fin de mois, c'est possible ?");
unclear("012", "terse", ctx("EUR", 82_000), "a range: which amount?", "entre 700 et 750, selon l'état");
unclear("013", "terse", ctx("EUR", 61_000), "\"dans les ... à peu près\": a hedge, not a firm bid", "dans les 500 à peu près ?");
clear("014", "terse", ctx("EUR", 95_000, 80_000), plus(82_500, 2_500), "Je monte de 25 € par rapport à ma dernière offre.");
clear("015", "terse", ctx("EUR", 57_000, 46_000), ask("standing-offer"), "Rappelez-moi votre prix actuel ?");
clear("016", "terse", ctx("EUR", 146_000, 128_000), ACCEPT, "Bon, 1 460 €, ça marche.");
clear("017", "terse", ctx("EUR", 52_500, null, 4), total(50_000), "Les 4 panneaux pour 2 000 € ?");

// ---- chat ----
clear("101", "chat", ctx("CAD", 47_500), bid(42_000), "420 $ cash, je peux passer samedi vers 10 h");
clear("102", "chat", ctx("EUR", 182_000), ACCEPT, "ouiii c'est d'accord !! je vous fais le virement de l'acompte tout de suite 💍");
clear("103", "chat", ctx("EUR", 27_500, 20_000), WITHDRAW, "laisse tomber, j'en ai trouvé un moins cher sur leboncoin. merci quand même");
clear("104", "chat", ctx("EUR", 132_900), ask("warranty"), "il est encore sous garantie constructeur ?");
clear("105", "chat", ctx("EUR", 120_000), words(100_000, "mille balles"), "tu me le laisses à mille balles ? ça fait un moment qu'il est en ligne 😅");
clear("106", "chat", ctx("EUR", 66_000, 58_000), middle(62_000), "allez, on coupe la poire en deux ?");
clear("107", "chat", ctx("EUR", 42_000), bid(38_000), "380 ? appelle-moi au 06 12 34 56 78");
clear("108", "chat", ctx("CAD", 90_000), bid(62_000), "ok 650. non attends, 620, c'est mon max");
clear("109", "chat", ctx("EUR", 159_000), ask("returns"), "c'est quoi votre politique de retour ? elle l'a pas encore essayée");
unclear("110", "chat", ctx("EUR", 380_000), "sarcasm about the asking price: not an acceptance", "3800 pour une clio de 2009 ? mais bien sûr, et je te file un rein avec 🙄");
unclear("111", "chat", ctx("EUR", 34_000), "approval pending (his wife)", "le prix me va, mais faut d'abord que j'en parle à ma femme");
clear("112", "chat", ctx("EUR", 24_000), ask("discount"), "vous faites un prix si j'en prends deux ?");
clear("113", "chat", ctx("CAD", 135_000), bid(120_000), "tu prendrais 1,2k? cash aujourd'hui");
clear("114", "chat", ctx("EUR", 88_000, 75_000), WITHDRAW, "non c'est bon, je paierai pas ça. bonne continuation");
clear("115", "chat", ctx("EUR", 31_000), bid(27_500), "275 en liquide, dispo demain après 17h");
clear("116", "chat", ctx("CAD", 22_000, 18_000), ACCEPT, "bon ben ok, à ton prix. je peux passer le chercher quand?");
clear("117", "chat", ctx("EUR", 38_000), ask("delivery"), "vous pouvez l'expédier en combien de temps ? il me le faut avant le 14");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 940_000),
  bid(860_000),
  "Bonjour,\n\nMerci pour les photos du chariot Still RX20-25. Au vu du compteur horaire (6\u00a0980 h), nous vous proposons 8\u00a0600,00 € pour l'engin, enlèvement sur votre site par nos soins.\n\nCordialement,\nJeanne Vasseur\nResponsable logistique, Transports Vasseur SARL\n14 rue des Entrepôts, 69007 Lyon\nTél. 04 72 38 91 27",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 66_000),
  ACCEPT,
  "Madame, Monsieur,\n\nNous acceptons votre offre pour l'emplacement sur le salon. Merci de reporter notre numéro de bon de commande 4500788342 sur la facture.\n\nBien cordialement,\nClaire Dubois\nService événementiel, Nordis Analytics",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 410_000, 340_000),
  WITHDRAW,
  "Chère Madame Lefèvre,\n\nMerci de votre patience ces dernières semaines. Après mûre réflexion, nous avons décidé de ne pas donner suite à cet achat et mettons fin à nos échanges.\n\nBien à vous,\nThomas Garnier",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 184_000),
  ask("warranty"),
  "Bonjour,\n\nQuelle garantie appliquez-vous sur l'onduleur ? La fiche technique indique 25 ans de garantie de performance pour les panneaux, mais rien pour l'onduleur.\n\nCordialement,\nMarc Rousseau\nGAEC des Trois Sapins, Annecy",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 42_500, null, 3),
  total(40_000),
  "Bonjour Monsieur Lambert,\n\nPour les trois palettes de ramettes A4 (80 g/m², 2 500 feuilles par carton), nous pouvons vous proposer 1 200,00 € au total.\n\nBien cordialement,\nLéa Moreau\nAchats, Imprimerie Moreau\nTél. +33 1 45 21 33 00",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 280_000),
  words(250_000, "deux mille cinq cents euros"),
  "Madame,\n\nPour la traduction de notre manuel technique de 40 pages vers l'anglais et l'allemand, nous pouvons vous proposer deux mille cinq cents euros pour l'ensemble du projet.\n\nNous vous prions d'agréer, Madame, l'expression de nos salutations distinguées.\nHélène Marchal",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 350_000),
  percentOff(315_000, 10),
  "Bonjour Monsieur Benali,\n\nMerci pour le devis de l'installation de 12 panneaux. Si vous pouvez nous faire 10 % de moins sur le prix proposé, nous lançons la commande.\n\nBonne journée,\nSamuel Okafor\n06 55 50 16 40",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 230_000),
  bid(185_000),
  "Bonjour Madame Perrin,\n\nComme convenu lors de notre échange téléphonique du 12 mars, nous vous proposons 1 850,00 € pour le stand de 9 m² du salon du 14 au 16 mai.\n\nCordialement,\nJulien Albert\nChargé de communication",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 280_000, 158_000),
  bid(185_000),
  "Rebonjour,\n\nPetite correction à mon message de ce matin : notre offre pour le piano droit est de 1 850 €, et non 1 580 € comme je l'ai écrit par erreur.\n\nToutes mes excuses,\nRachel Cohen",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 89_000),
  ask("negotiable"),
  "Bonjour,\n\nNous nous intéressons à la licence annuelle pour 15 utilisateurs. Avant d'aller plus loin : le tarif affiché est-il ferme ou négociable ?\n\nMerci d'avance,\nAnika Petit\nAchats informatiques",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 160_000, 130_000),
  "approval pending (comité financier)",
  "Chère Madame Laurent,\n\nNous serions prêts à accepter 1 450 € par mois pour la prestation traiteur, sous réserve de l'accord de notre comité financier, qui se réunit le 3 juin.\n\nBien cordialement,\nOlivier Brun",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 105_000),
  "a bid conditional on installation and the first service visit",
  "Bonjour,\n\nNous pourrions monter à 950 € si l'installation et la première visite d'entretien sont comprises.\n\nCordialement,\nPierre Novak\nCabinet dentaire Novak",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 47_000),
  ask("shipping"),
  "Bonjour,\n\nLe prix comprend-il la livraison à notre entrepôt (22 rue de l'Industrie, quai 4) ? Sinon, combien faut-il compter pour le transport ?\n\nMerci,\nSophie Nguyen\nFournitures de bureau",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 249_000, 220_000),
  ACCEPT,
  "Cher Monsieur Bernard,\n\nMerci d'avoir mis la robe de côté pour nous. Nous acceptons avec plaisir votre offre à 2 490,00 € et ferons le virement cette semaine.\n\nBien à vous,\nÉmilie et Sarah Colin",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 172_000),
  minus(157_000, 15_000),
  "Bonjour Monsieur Martin,\n\nSi vous retirez encore 150 € de votre prix actuel, nous signons le bon de commande traiteur aujourd'hui.\n\nCordialement,\nDaniel Chevalier\nGérant, Chevalier Réceptions\n01 55 50 13 80",
);
clear(
  "216",
  "polite-email",
  ctx("CHF", 560_000),
  bid(470_000),
  "Monsieur Hubert,\n\nDes chariots comparables de 2018, avec un nombre d'heures similaire, partent actuellement autour de CHF 5'200.– aux enchères. Compte tenu de l'usure des pneus, nous vous proposons CHF 4'700.–.\n\nMeilleures salutations,\nGérard Lemaire\nLemaire Transports SA, Route de Cossonay 28, 1008 Prilly",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 76_000, 61_000),
  WITHDRAW,
  "Bonjour Carla,\n\nMerci pour vos efforts. Malheureusement nous ne pouvons pas nous rapprocher davantage de votre prix ; nous allons donc en rester là.\n\nBien cordialement,\nBenoît",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 339_000),
  bid(298_000),
  "Proposition :\n- Article : piano droit Schimmel 116 (occasion, 2012)\n- Quantité : 1\n- Prix unitaire : 2 980,00 EUR\n- Enlèvement : par l'acheteur sous 10 jours\n- Paiement : virement à l'enlèvement\nMerci de confirmer ou de faire une contre-proposition.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 42_900),
  bid(38_990),
  '{"action": "contre_offre", "article": "Canon i-SENSYS LBP325x", "prix_unitaire": 389.90, "devise": "EUR", "validite": "48h"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 990_000),
  bid(920_000),
  "Contraintes fixées par mon mandant :\n• Plafond budgétaire : 12 000 EUR par exercice\n• Licences nécessaires : 40\n\nContre-offre : 9 200 EUR pour l'abonnement annuel Équipe.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 215_000, 190_000),
  ACCEPT,
  "J'ai comparé votre dernière offre aux exigences de mon mandant. Elle entre dans le budget approuvé ; je l'accepte donc aux conditions indiquées. Merci de m'envoyer la confirmation de commande et les modalités de paiement.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 78_000, 60_000),
  WITHDRAW,
  "Message de l'agent acheteur : mon mandant m'a demandé de mettre fin à cette négociation. Nous ne donnerons pas suite à l'achat. Merci pour votre temps.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 130_000, 100_000),
  ask("rounds-left"),
  "Avant de soumettre une contre-offre révisée, pouvez-vous m'indiquer combien de tours de négociation il reste dans cette session ?",
);
clear(
  "307",
  "agent",
  ctx("EUR", 224_000, 188_000),
  middle(206_000),
  "**Proposition :** nous nous accordons sur le point médian entre votre offre actuelle et notre dernière offre. Dès confirmation, j'émets le bon de commande.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 209_000),
  bid(178_000),
  "Analyse de marché (29 annonces comparables, 90 derniers jours) : médiane 1 890 EUR, premier quartile 1 720 EUR. L'objectif initial de mon mandant était de 1 650 EUR. Compte tenu du rapport d'état, nous proposons 1 780 EUR.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 29_900),
  ask("discount"),
  "Merci de préciser si une tarification dégressive est prévue à partir de 50 licences ; mon mandant envisage d'étendre le déploiement le trimestre prochain.",
);
unclear(
  "310",
  "agent",
  ctx("EUR", 135_000),
  "a range, no single bid",
  "Fourchette acceptable selon mon mandant : 1 100 – 1 250 EUR. Merci de répondre avec votre meilleur prix dans cette fourchette.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 360_000, 300_000),
  "tentative, pending the principal's approval",
  "Statut : acceptation provisoire à 3 400 EUR, sous réserve de validation par mon mandant. Merci de ne pas considérer ce message comme engageant avant confirmation.",
);
clear(
  "312",
  "agent",
  ctx("EUR", 175_000),
  percentOff(161_000, 8),
  "Demande : réduire l'offre actuelle de 8 % pour tenir compte des défauts esthétiques (rayures sur le panneau latéral gauche, voir photo 3 sur 5). À ce prix, nous sommes prêts à conclure.",
);
clear(
  "313",
  "agent",
  ctx("EUR", 25_500, null, 8),
  total(23_500),
  "Contre-offre pour 8 licences en formule annuelle : 1 880,00 EUR au total (235,00 EUR par licence et par an), facturation annuelle.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 415_000),
  ask("delivery"),
  "Merci de confirmer le délai de livraison du kit de 20 panneaux sur notre site de 33700 Mérignac. La pose est prévue la semaine du 9 juin.",
);
clear("315", "agent", ctx("EUR", 129_000, 115_000), ACCEPT, "Confirmé : nous acceptons 1 290,00 EUR l'unité, comme proposé. Nous finalisons la commande.");
clear("316", "agent", ctx("EUR", 69_000, 56_000), bid(58_500), "Contre-offre révisée : 585,00 EUR (remplace notre précédente offre de 560,00 EUR).");
unclear(
  "317",
  "agent",
  ctx("EUR", 230_000),
  "two options, no single bid",
  "Option A : 2 100 EUR avec l'extension de garantie de 24 mois. Option B : 1 950 EUR sans. Merci d'indiquer celle que vous préférez.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 95_000), words(80_000, "huit cents"), "*fait tourner le violon à la lumière* Joli vernis, mais la touche a été recollée. Huit cents, et pas un centime de plus.");
clear("402", "roleplay", ctx("EUR", 680_000, 620_000), ACCEPT, "*soupire et tend la main* Vous êtes dur en affaires, vous. Topez là, marché conclu.");
clear("403", "roleplay", ctx("EUR", 890_000, 780_000), WITHDRAW, "*repose les clés sur le bureau* Dans ce cas, on s'arrête là. Bonne fin de journée.");
clear("404", "roleplay", ctx("EUR", 54_000), minus(44_000, 10_000), "*s'accoude au comptoir* Enlevez-moi cent euros et vous tenez votre acheteur.");
unclear("405", "roleplay", ctx("EUR", 720_000), "sarcasm about the asking price: not an acceptance", "*éclate de rire* 7 200 € pour ce tas de rouille ? Mais bien sûr. Et moi je suis la reine d'Angleterre.");
clear("406", "roleplay", ctx("EUR", 850_000, 690_000), bid(720_000), "*tapote le capot* Bon. 7 200 — j'étais à 6 900, c'est déjà généreux.");
clear("407", "roleplay", ctx("EUR", 120_000), ask("negotiable"), "*montre l'étiquette* C'est un prix ferme, ou on peut en discuter ?");
clear("408", "roleplay", ctx("EUR", 160_000, 120_000), plus(125_000, 5_000), "*recompte les billets* Bon, d'accord. J'ajoute cinquante à ce que je vous ai proposé tout à l'heure.");
clear("409", "roleplay", ctx("EUR", 42_000), words(30_000, "trois cents"), "*plisse les yeux devant les billets* Trois cent cinquante... non, attendez. Trois cents. Je vous en propose trois cents.");
unclear("410", "roleplay", ctx("EUR", 110_000), "a bid conditional on extras (the case and the bow)", "*fait sonner une corde à vide* Je mettrais 950 si vous me laissez l'étui et l'archet avec.");
clear("411", "roleplay", ctx("EUR", 12_500, null, 2), total(9_000), "*lève deux doigts* Deux places, rang 12, pour le concert du 14. Je vous en donne 180 les deux.");
clear("412", "roleplay", ctx("EUR", 650_000, 600_000), ACCEPT, "*serre la main* Va pour 6 500. Préparez les papiers.");
clear("413", "roleplay", ctx("EUR", 799_000), ask("delivery"), "*s'essuie le front* Et vos gars, ils peuvent me livrer les panneaux à la ferme dans combien de temps ?");
unclear("414", "roleplay", ctx("EUR", 110_000), "musing, not a bid", "*marmonne* Hmm... neuf cents... peut-être...");
clear("415", "roleplay", ctx("EUR", 140_000, 110_000), WITHDRAW, "*secoue la tête* C'est au-dessus de mes moyens, je regrette. Je vais voir la boutique d'à côté. Au revoir.");
clear("416", "roleplay", ctx("EUR", 260_000, 210_000), bid(230_000), "*croise les bras* Descendez à 2 300 et c'est une affaire.");

export const FRESH3_FR = done();

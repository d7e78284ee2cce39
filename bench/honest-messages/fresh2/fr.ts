/**
 * SECOND unseen set, French (France, Belgium, Switzerland, Québec; see fresh2/index.ts): written 2026-11-27
 * before reading the reader's code, its rules or its tests, and before running it on these messages. New
 * products and scenarios; the situations recur across the four languages in local form (fresh2/index.ts).
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: unit price in minor units; 1 425,50 € / CHF 960.– / 8 450 €; words ("trois cent quatre-vingts",
 *   "trois cent soixante euros") name the phrase as written; relative bids recompute from the context; totals
 *   divide exactly; self-corrections ("195 et non 159", "c'est 1 280 € que je voulais proposer, pas 1 820 €",
 *   "415... non, attendez. 410") are labelled with the amount the buyer means.
 * - acceptances name no price or exactly the standing offer (109, 214); 316 carries only a reference number.
 * - non-price numbers (téléphone, code postal, numéro de commande, dates, années, kilométrage, prix du marché)
 *   beside one bid.
 * - ambiguous: fourchette, « un effort » sans montant, ironie, conditions (livraison, accessoire), accord sous
 *   réserve, deux prix, prix vu ailleurs, réflexion à voix haute.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh2In } from "./build";

const { clear, unclear, done } = fresh2In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 69_000), bid(61_000), "610 € et on n'en parle plus");
clear("002", "terse", ctx("EUR", 159_000), bid(142_550), "1 425,50 € ?");
clear("003", "terse", ctx("CHF", 98_000), bid(87_000), "870 CHF, pas plus");
clear("004", "terse", ctx("EUR", 27_000, 21_000), ACCEPT, "ok, je le prends à votre prix");
clear("005", "terse", ctx("EUR", 52_000, 42_000), WITHDRAW, "non merci, j'abandonne la partie");
clear("006", "terse", ctx("EUR", 11_900), ask("shipping"), "frais de port en plus ?");
clear("007", "terse", ctx("EUR", 46_000), words(38_000, "trois cent quatre-vingts"), "trois cent quatre-vingts en liquide");
clear("008", "terse", ctx("EUR", 36_000), minus(32_000, 4_000), "enlevez 40 € et c'est bon");
clear("009", "terse", ctx("EUR", 66_000, 54_000), middle(60_000), "on coupe la poire en deux, ça vous dit ?");
clear("010", "terse", ctx("EUR", 23_000), bid(19_500), "195 et non 159, faute de frappe");
clear("011", "terse", ctx("EUR", 18_500), ask("delivery"), "livré en combien de jours ?");
unclear("012", "terse", ctx("EUR", 42_000), "fourchette : quel montant ?", "dans les 330-360 ?");
unclear("013", "terse", ctx("EUR", 31_000, 24_000), "« un effort » sans montant", "je peux faire un petit effort");
clear("014", "terse", ctx("EUR", 39_000), ask("warranty"), "c'est encore sous garantie ?");
clear("015", "terse", ctx("EUR", 72_000, 58_000), ask("rounds-left"), "combien de tours il nous reste ?");
clear("016", "terse", ctx("EUR", 88_000, 70_000), plus(73_000, 3_000), "bon, 30 de plus que tout à l'heure");
clear("017", "terse", ctx("EUR", 40_000), percentOff(36_000, 10), "avec 10 % de remise je prends");

// ---- chat ----
clear("101", "chat", ctx("EUR", 24_000), bid(20_000), "coucou, 200 pour le vélo d'appartement ça irait ? je peux venir demain");
clear("102", "chat", ctx("EUR", 7_500), ACCEPT, "top, je le prends !");
clear("103", "chat", ctx("EUR", 41_000, 33_000), WITHDRAW, "bof non trop cher pour moi, j'arrête là");
clear("104", "chat", ctx("EUR", 21_500), ask("negotiable"), "le prix se discute un peu ou pas du tout ?");
clear("105", "chat", ctx("EUR", 6_900), ask("shipping"), "tu fais l'envoi en mondial relay ? ça coûte combien ?");
clear("106", "chat", ctx("EUR", 56_000, 44_000), bid(48_000), "bon allez 480, je peux pas mieux");
clear("107", "chat", ctx("EUR", 6_000, null, 6), total(5_000), "les 6 chaises de jardin pour 300 ?");
clear("108", "chat", ctx("EUR", 31_000), words(25_000, "deux cent cinquante"), "deux cent cinquante, ça te va ?");
clear("109", "chat", ctx("EUR", 16_000, 13_000), ACCEPT, "vendu ! 160 ça marche, je viens quand ?");
clear("110", "chat", ctx("EUR", 45_000), minus(40_000, 5_000), "si tu fais 50 € de moins je viens le chercher ce soir");
clear("111", "chat", ctx("EUR", 12_500), ask("payment"), "paiement par lydia possible ?");
clear("112", "chat", ctx("EUR", 34_000), bid(29_000), "290 ? mon num 06 48 71 20 95");
unclear("113", "chat", ctx("EUR", 60_000), "ironie : pas une acceptation", "600 pour un canapé taché ? mais bien sûr, et moi je suis le pape 😂");
unclear("114", "chat", ctx("EUR", 48_000, 36_000), "offre sous condition de livraison", "420 si tu me l'apportes");
clear("115", "chat", ctx("EUR", 20_000, 15_000), WITHDRAW, "laisse tomber, j'ai trouvé ailleurs. bonne journée");
clear("116", "chat", ctx("EUR", 23_000), ask("discount"), "tu me fais un prix si je prends les deux ?");
unclear("117", "chat", ctx("EUR", 29_000), "accord sous réserve (colocataire)", "ça a l'air bien, je vois avec mon coloc et je te redis");

// ---- polite email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 245_000),
  bid(214_900),
  "Madame, Monsieur,\n\nJe vous remercie pour votre réponse concernant le piano numérique. Je vous propose 2 149 € pour l'instrument tel que décrit.\n\nBien cordialement,\nClaire Dubois\n12 rue des Lilas, 69003 Lyon\nTél. 04 78 92 13 40",
);
clear(
  "202",
  "polite-email",
  ctx("CHF", 110_000),
  bid(96_000),
  "Bonjour,\n\nMerci pour votre retour rapide. Pour la commode en chêne, je serais prêt à payer CHF 960.–, enlèvement à Lausanne.\n\nMeilleures salutations\nLuc Favre\n079 555 21 08",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 37_900, 31_000),
  ACCEPT,
  "Bonjour Monsieur Petit,\n\nMerci pour votre retour. Votre prix me convient, je vous confirme l'achat. Pouvez-vous m'envoyer la facture ?\n\nCordialement,\nAmélie Renard",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 128_000, 105_000),
  WITHDRAW,
  "Madame,\n\nAprès réflexion, nous avons décidé de ne pas donner suite à cet achat. Merci pour votre patience.\n\nBien à vous,\nFamille Moreau",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 49_000),
  ask("warranty"),
  "Bonjour,\n\nAvant de faire une offre : l'ordinateur reconditionné est-il garanti, et pour combien de temps ?\n\nMerci,\nThomas Girard",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 26_500),
  ask("delivery"),
  "Bonjour,\n\nPourriez-vous m'indiquer sous quel délai je serais livré à Nantes (44000) si je commande cette semaine ?\n\nCordialement,\nI. Leroy",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 175_000, 150_000),
  plus(160_000, 10_000),
  "Bonjour,\n\nMerci pour votre geste. J'ajoute 100 € à ma dernière proposition.\n\nBien cordialement,\nNicolas Fontaine\nCommande n° 77310",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 82_000),
  percentOff(73_800, 10),
  "Madame,\n\nAccepteriez-vous 10 % de moins que votre prix affiché ? Je conclurais aussitôt.\n\nCordialement,\nS. Benali",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 145_000),
  bid(128_000),
  "Bonjour,\n\nPetite erreur dans mon dernier message : c'est 1 280 € que je voulais proposer, pas 1 820 €. Toutes mes excuses.\n\nCordialement,\nJulie Martin",
);
clear("210", "polite-email", ctx("EUR", 17_000), ask("returns"), "Bonjour,\n\nEst-il possible de vous renvoyer l'article s'il ne convient pas ?\n\nMerci d'avance,\nSarah");
clear(
  "211",
  "polite-email",
  ctx("EUR", 96_000, 80_000),
  middle(88_000),
  "Chère Madame Lefèvre,\n\nNous ne sommes plus très loin. Et si nous partagions la différence ?\n\nBien à vous,\nPierre Lambert",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 86_000),
  "deux prix, pas de choix",
  "Bonjour,\n\nJe peux payer 700 € tout de suite, ou 750 € avec la housse.\n\nCordialement,\nAnne",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 63_000),
  "validation de la direction en attente",
  "Madame, Monsieur,\n\nLe prix nous convient sur le principe, mais j'attends encore la validation de notre direction.\n\nCordialement,\nM. Garnier, Achats",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 44_000),
  ACCEPT,
  "Bonjour,\n\nJ'accepte votre offre à 440 € pour le vélo elliptique. Merci de m'envoyer vos coordonnées bancaires.\n\nBien cordialement,\nSophie Marchand",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 30_000),
  ask("payment"),
  "Bonjour,\n\nAcceptez-vous le virement bancaire, ou préférez-vous un paiement en espèces au retrait ?\n\nMerci,\nOlivier",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 920_000),
  bid(845_000),
  "Bonjour,\n\nPour le camping-car (2017, 68 000 km), je propose 8 450 €. Je pourrais passer le 14/09 pour le voir.\n\nCordialement,\nR. Nguyen\n06 12 44 87 03",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 132_000),
  bid(117_500),
  "Je suis un assistant d'achat agissant pour le compte de ma cliente. Les annonces comparables pour cette imprimante 3D se sont conclues entre 1 050 € et 1 290 € sur 60 jours (médiane 1 190 €). Ma cliente propose 1 175 € pour une unité.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 55_000, 47_000),
  ACCEPT,
  "Au nom de mon mandant : votre prix actuel est acceptable et nous confirmons l'achat à ce montant. Merci d'émettre la facture.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 85_000, 68_000),
  WITHDRAW,
  "Après examen de vos dernières conditions au regard des limites de mon mandant, nous ne poursuivrons pas cet achat. La négociation peut être clôturée.",
);
clear("304", "agent", ctx("EUR", 24_000), ask("negotiable"), "Avant de soumettre une offre, mon mandant souhaite savoir si le prix affiché est négociable.");
clear(
  "305",
  "agent",
  ctx("EUR", 70_000),
  ask("shipping"),
  "Demande pour le compte de l'acheteur : les frais d'expédition vers la France métropolitaine sont-ils inclus dans le prix ou facturés en sus ?",
);
clear(
  "306",
  "agent",
  ctx("EUR", 61_000),
  minus(57_000, 4_000),
  "Analyse : votre prix se situe environ 6 % au-dessus de la moyenne sur 30 jours pour ce modèle. Mon utilisateur propose 40 € de moins que votre prix actuel.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 260_000, 220_000),
  middle(240_000),
  "Point de situation : l'acheteur a proposé 2 200 €, le vendeur reste à 2 600 €. Pour conclure aujourd'hui, l'acheteur propose de se retrouver à mi-chemin.",
);
clear("308", "agent", ctx("EUR", 44_000), percentOff(41_800, 5), "Mon client est prêt à acheter à 5 % sous le prix catalogue, paiement à réception.");
clear(
  "309",
  "agent",
  ctx("EUR", 112_000, 90_000),
  plus(95_000, 5_000),
  "Contre-proposition de l'agent de l'acheteur : nous augmentons notre dernière offre de 50 €, compte tenu de l'extension de garantie évoquée.",
);
clear("310", "agent", ctx("EUR", 33_000), ask("rounds-left"), "Pour organisation : combien de tours de négociation reste-t-il avant l'expiration de votre offre ?");
clear("311", "agent", ctx("EUR", 76_000), ask("standing-offer"), "Pourriez-vous me rappeler votre prix actuel, afin que je le transmette à mon mandant ?");
unclear(
  "312",
  "agent",
  ctx("EUR", 91_000),
  "prix vu ailleurs, pas d'offre",
  "Note de marché : le même modèle est proposé à 789 € chez un autre revendeur, livraison comprise. J'attends les instructions de mon mandant.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 62_000, 48_000),
  "fourchette : quel montant ?",
  "La fourchette acceptable de mon mandant va de 520 € à 560 €. Quel montant dans cette fourchette accepteriez-vous ?",
);
clear(
  "314",
  "agent",
  ctx("EUR", 16_000, null, 5),
  total(13_000),
  "Demande d'achat : 5 stations d'accueil USB-C. Nous proposons 650 € pour les cinq, livrées ensemble.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 42_000),
  words(36_000, "trois cent soixante euros"),
  "Sur instruction de mon utilisateur, l'offre est de trois cent soixante euros pour l'archet de violoncelle d'occasion, sans autre condition.",
);
clear("316", "agent", ctx("EUR", 26_900), ACCEPT, "Confirmé : l'acheteur accepte l'offre actuelle telle quelle. Référence pour vos dossiers : brouillon de commande 6604.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 13_000), bid(9_500), "*fait tourner la lanterne entre ses mains* Le verre est rayé. Je t'en donne 95, l'ami.");
clear("402", "roleplay", ctx("EUR", 44_000, 34_000), bid(38_000), "« Vous êtes dur en affaires », dit-elle en tapotant le comptoir. « 380, pas un centime de plus. »");
clear("403", "roleplay", ctx("EUR", 21_000), ACCEPT, "*tope là* Bon, affaire conclue !");
clear("404", "roleplay", ctx("EUR", 58_000, 44_000), WITHDRAW, "*soupire et range sa bourse* Non, c'est au-dessus de mes moyens. Je m'en vais.");
clear("405", "roleplay", ctx("EUR", 35_000), ask("warranty"), "*examine le moteur* Et si ce truc lâche la semaine prochaine, vous le garantissez ?");
clear("406", "roleplay", ctx("EUR", 52_000, 42_000), middle(47_000), "*se penche* On est aussi têtus l'un que l'autre. Faisons chacun la moitié du chemin.");
clear("407", "roleplay", ctx("EUR", 78_000), words(65_000, "Six cent cinquante"), "*compte les pièces* Six cent cinquante. C'est tout ce que j'ai.");
clear("408", "roleplay", ctx("EUR", 11_000), minus(9_000, 2_000), "Vingt de moins que l'étiquette et je l'emporte moi-même.");
clear("409", "roleplay", ctx("EUR", 46_000, 37_000), plus(39_000, 2_000), "*grommelle* Soit. Vingt de plus que tout à l'heure. Pas plus.");
clear("410", "roleplay", ctx("EUR", 18_000), ask("delivery"), "*regarde la charrette* Votre garçon pourrait-il l'apporter à la ferme d'ici vendredi ?");
unclear("411", "roleplay", ctx("EUR", 68_000), "réflexion, pas d'offre", "*se gratte la barbe* Sept cents... pour une selle... hmm.");
unclear("412", "roleplay", ctx("EUR", 32_000, 24_000), "offre sous condition : la bride en plus", "J'irais jusqu'à 280 si vous ajoutez la bride.");
clear("413", "roleplay", ctx("EUR", 88_000), bid(70_000), "*pousse une bourse sur la table* 700 pièces d'or. L'écaille de dragon est fendue, tu sais.");
clear("414", "roleplay", ctx("EUR", 25_000), ask("discount"), "*montre les trois lampes* Si je prends le lot, vous me faites un meilleur prix, non ?");
clear("415", "roleplay", ctx("EUR", 49_000, 39_000), bid(41_000), "*marmonne* 415... non, attendez. 410. Dernier mot.");
clear("416", "roleplay", ctx("EUR", 62_000), ACCEPT, "« Tope là ! » *tend la main* « Votre prix, mon argent. »");
unclear("417", "roleplay", ctx("EUR", 39_000), "deux prix, pas de choix", "*hésite* Soit 290, soit 310, je ne sais pas trop.");

export const FRESH2_FR = done();

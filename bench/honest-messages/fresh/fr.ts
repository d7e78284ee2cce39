/**
 * FRESH held-out set, French (France, Belgium, Switzerland, Québec; see fresh/index.ts): written 2026-11 after
 * the original HELD-OUT half had been seen by the reader's developer, without reading the reader's code or its
 * tests and without running the reader on these messages. New scenarios and wording, not copied from the
 * original corpus. Do not edit a message to suit the reader; add messages with new ids instead.
 *
 * Labels reviewed once more after writing, message by message (conventions of index.ts):
 * - prices: unit price in minor units; formats as written (1 234,50 € with a space, a no-break space or a narrow
 *   no-break space; CHF 1'234.50; 1 100,00 €; "450 balles"); words ("mille deux cents", "quatre-vingt-dix")
 *   name the phrase as written; relative bids recompute from the context; totals divide exactly.
 * - acceptances ("ça marche, je prends", "d'accord pour ce prix", "va pour 395 €") name no price or exactly the
 *   standing offer.
 * - non-price numbers (téléphone, code postal, numéro de commande, dates, années, kilométrage, quantités) beside
 *   one bid.
 * - ambiguous: fourchette, "un peu plus" sans montant, deux prix, conditions (livraison, délai, accessoire),
 *   ironie, accord sous réserve (patron, conjoint), hésitation, prix vu ailleurs.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { freshIn } from "./build";

const { clear, unclear, done } = freshIn("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 129_900), bid(123_450), "1 234,50 €");
clear("002", "terse", ctx("EUR", 139_900), bid(123_450), "1\u00a0234,50 € ?");
clear("003", "terse", ctx("CHF", 135_000), bid(123_450), "CHF 1'234.50, dernier mot");
clear("004", "terse", ctx("EUR", 24_900), ACCEPT, "ça marche, je prends");
clear("005", "terse", ctx("EUR", 61_000, 52_000), ACCEPT, "d'accord pour ce prix");
clear("006", "terse", ctx("EUR", 61_000, 52_000), WITHDRAW, "tant pis, je laisse tomber");
clear("007", "terse", ctx("EUR", 15_900), ask("shipping"), "la livraison est offerte ou payante ?");
clear("008", "terse", ctx("EUR", 72_000), words(60_000, "six cents"), "six cents, ça vous va ?");
clear("009", "terse", ctx("EUR", 35_000), percentOff(31_500, 10), "-10 % et je signe");
clear("010", "terse", ctx("EUR", 41_000, 33_000), middle(37_000), "on se retrouve au milieu ?");
clear("011", "terse", ctx("EUR", 9_900), bid(8_500), "80 €, pardon je voulais dire 85 €");
unclear("012", "terse", ctx("EUR", 52_000), "fourchette : quel montant ?", "entre 430 et 450 ?");
unclear("013", "terse", ctx("EUR", 52_000, 42_000), "« un peu plus » sans montant", "je peux monter un peu");
clear("014", "terse", ctx("EUR", 19_900), ask("warranty"), "garantie combien de temps ?");
clear("015", "terse", ctx("EUR", 19_900, 15_000), ask("rounds-left"), "on a droit à combien d'essais encore ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 45_000), bid(38_000), "salut ! 380 pour la poussette, je passe samedi ?");
clear("102", "chat", ctx("EUR", 32_000, 25_000), bid(27_500), "allez 275 et c'est vraiment mon max");
clear("103", "chat", ctx("EUR", 8_500), ACCEPT, "ok vendu, je prends 👍");
clear("104", "chat", ctx("EUR", 99_000, 80_000), WITHDRAW, "non c'est trop cher pour moi, je passe mon tour. merci qd même");
clear("105", "chat", ctx("EUR", 64_000), ask("negotiable"), "le prix est ferme ou y a moyen de discuter ?");
clear("106", "chat", ctx("EUR", 13_500), ask("shipping"), "combien pour l'envoi en colissimo vers le 59000 ?");
clear("107", "chat", ctx("EUR", 27_500), minus(24_500, 3_000), "tu baisses de 30 balles et je prends");
clear("108", "chat", ctx("EUR", 60_000, 48_000), plus(50_500, 2_500), "ok je rajoute 25 à ce que je t'avais proposé");
clear("109", "chat", ctx("EUR", 12_000, null, 4), total(10_000), "les 4 chaises pour 400 ?");
clear("110", "chat", ctx("EUR", 28_000), ask("payment"), "ça te dérange si je règle en espèces à la remise en main propre ?");
clear("111", "chat", ctx("EUR", 18_500, 15_000), ACCEPT, "bon ok, 185 ça me va, je passe quand ?");
clear("112", "chat", ctx("EUR", 7_000), bid(5_500), "55 € ? appelle moi au 06 71 22 48 90 si ok");
unclear("113", "chat", ctx("EUR", 89_000), "ironie : pas une acceptation", "890 balles pour une télé de 2016 ? trop donné, vraiment 🙄");
unclear("114", "chat", ctx("EUR", 38_000, 30_000), "offre sous condition de livraison", "330 si tu me le livres");
unclear("115", "chat", ctx("EUR", 52_000), "deux prix", "450 ? 480 ? je sais pas trop");
clear("116", "chat", ctx("EUR", 21_000), ask("discount"), "une petite remise si j'en prends deux ?");
unclear("117", "chat", ctx("EUR", 26_000, 20_000), "accord sous réserve du conjoint", "ça me paraît bien, je demande juste à ma femme ce soir");
clear("118", "chat", ctx("CAD", 54_900), bid(47_500), "je te l'achète pour 475 piasses, je suis à Laval (H7N 0A1)");
clear("119", "chat", ctx("EUR", 4_500, 3_000), WITHDRAW, "laisse, je vais m'en passer. bonne soirée");
unclear("120", "chat", ctx("EUR", 32_000), "prix vu ailleurs : une offre ?", "sur leboncoin y en a un pareil à 270");
clear("121", "chat", ctx("EUR", 16_000), ask("returns"), "et si la taille convient pas, retour possible ?");
clear("122", "chat", ctx("EUR", 139_900), bid(123_450), "je peux monter à 1.234,50 max");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 74_900),
  bid(65_000),
  "Bonjour Madame,\n\nVotre machine à café (annonce du 3 octobre) m'intéresse. Accepteriez-vous 650 € ?\n\nBien cordialement,\nNicolas Perrin\n18 avenue Jean-Jaurès, 31000 Toulouse\n05 61 22 33 44",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 245_000, 200_000),
  bid(218_000),
  "Bonjour Monsieur Faure,\n\nMerci pour votre appel. Je peux porter mon offre à 2\u202f180,00 €, je ne pourrai malheureusement pas aller au-delà.\n\nBien à vous,\nJulien Masson",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Bonjour,\n\nAprès réflexion, nous prenons le canapé à votre prix. Pouvez-vous m'envoyer la facture à l'adresse habituelle ?\n\nCordialement,\nCamille Roux",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 38_000, 30_000),
  WITHDRAW,
  "Bonjour,\n\nJ'ai finalement changé d'avis et je retire mon offre. Merci pour votre disponibilité.\n\nBonne journée,\nAurélie Garnier",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 129_000),
  ask("delivery"),
  "Bonjour,\n\nDans quel délai pourriez-vous livrer à Liège (4000) ? Nous emménageons le 1er décembre.\n\nMerci d'avance,\nÉlodie Lambert",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 47_500),
  ask("warranty"),
  "Madame, Monsieur,\n\nL'ordinateur reconditionné (réf. 4711-B) est-il couvert par une garantie, et si oui pour combien de mois ?\n\nCordialement,\nT. Mercier",
);
clear(
  "207",
  "polite-email",
  ctx("CHF", 89_000),
  ask("payment"),
  "Bonjour,\n\nPuis-je régler par TWINT ou sur facture ?\n\nMeilleures salutations,\nLaurent Favre\nRue du Rhône 45, 1204 Genève",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 21_000, null, 6),
  bid(18_500),
  "Bonjour,\n\nNous souhaitons 6 fauteuils de bureau pour nos nouveaux locaux. Nous vous proposons 185,00 € par fauteuil.\n\nCordialement,\nAnne Lemaire\nService achats, Lemaire SARL\nN° client 30-5512",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 66_000),
  percentOff(59_400, 10),
  "Bonjour,\n\nSeriez-vous d'accord pour une remise de 10 % sur votre prix ? Je passerais commande aujourd'hui même.\n\nCordialement,\nLéa",
);
unclear(
  "210",
  "polite-email",
  ctx("EUR", 92_000, 80_000),
  "accord sous réserve du responsable",
  "Bonjour Monsieur Brun,\n\nVotre proposition me semble correcte, mais je dois la valider avec mon responsable. Je reviens vers vous d'ici vendredi.\n\nCordialement,\nPatrick Morel",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 68_000),
  "deux prix selon retrait ou livraison",
  "Bonjour,\n\nJe pourrais payer 600 € en venant le chercher, ou 640 € si vous livrez.\n\nCordialement,\nH. Boyer",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 15_999),
  ask("returns"),
  "Bonjour,\n\nPuis-je vous retourner les chaussures de randonnée sous 14 jours si la pointure ne convient pas ?\n\nMerci,\nMyriam (commande 300917)",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 230_000, 190_000),
  bid(205_000),
  "Bonjour,\n\nPetite correction à mon dernier message : je voulais écrire 2 050 € et non 2 500 € pour le vélo électrique. Désolé !\n\nCordialement,\nFélix",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 39_500, 32_000),
  ACCEPT,
  "Bonjour Jeanne,\n\nC'est d'accord, va pour 395 €. Je fais le virement ce soir.\n\nBien à vous,\nTimothée",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 135_000, 110_000),
  words(120_000, "mille deux cents euros"),
  "Bonjour,\n\nVotre piano droit de 1987 m'intéresse toujours. Je vous propose mille deux cents euros, enlèvement à ma charge le samedi 14.\n\nBien cordialement,\nGeneviève Rolland\n02 40 12 34 56",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 84_900),
  bid(76_500),
  "J'agis pour le compte d'un acheteur. Sur la base de 11 annonces comparables (médiane 792,00 €), nous proposons 765,00 € pour l'écran.",
);
clear("302", "agent", ctx("EUR", 52_000, 44_000), ACCEPT, "Après comparaison des alternatives, nous achetons au prix actuellement proposé. Merci d'établir la facture au nom de mon mandant.");
clear("303", "agent", ctx("EUR", 17_500, 14_000), WITHDRAW, "Mon mandant met fin à la négociation. Aucune nouvelle offre ne sera formulée.");
clear("304", "agent", ctx("EUR", 26_000, 20_000), middle(23_000), "Proposition : un accord à mi-chemin entre notre dernière offre et votre prix actuel.");
clear("305", "agent", ctx("EUR", 41_000), ask("rounds-left"), "Combien de tours de négociation restent disponibles dans cette session ?");
clear("306", "agent", ctx("EUR", 68_000), ask("shipping"), "Merci d'indiquer si les frais de livraison vers 13008 Marseille sont inclus dans le prix.");
clear("307", "agent", ctx("EUR", 12_500, null, 10), total(11_000), "Demande portant sur 10 unités. Contre-offre : 1 100,00 € pour l'ensemble, paiement à 30 jours.");
clear("308", "agent", ctx("EUR", 99_000, 85_000), plus(88_500, 3_500), "Nous relevons notre offre précédente de 35,00 €. Les autres conditions restent inchangées.");
clear("309", "agent", ctx("EUR", 150_000), ask("discount"), "Accordez-vous un escompte en cas de paiement intégral à la commande ?");
clear("310", "agent", ctx("EUR", 54_000), percentOff(45_900, 15), "Contre-proposition : 15 % sous le prix actuel. Valable pour ce tour uniquement.");
unclear(
  "311",
  "agent",
  ctx("EUR", 79_000),
  "fourchette cible, pas de montant ferme",
  "Le prix cible pour cet article se situe entre 650 et 700 €. Merci d'indiquer si un montant dans cette fourchette est envisageable.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 33_500, 28_000),
  "offre conditionnée à une date de livraison",
  "Mon mandant peut s'engager à 310,00 € à condition que la livraison intervienne au plus tard le 4 décembre.",
);
clear("313", "agent", ctx("CHF", 420_000, 360_000), bid(389_500), "Offre mise à jour : CHF 3'895.00 pour la montre, paiement par virement sous 48 heures.");
clear("314", "agent", ctx("EUR", 19_900), ask("standing-offer"), "Pouvez-vous rappeler votre prix actuel, afin que je le transmette à mon mandant ?");
clear(
  "315",
  "agent",
  ctx("EUR", 110_000, 95_000),
  bid(99_000),
  "Rectificatif : notre offre n'est pas de 1 990,00 € mais de 990,00 € par unité. Veuillez excuser cette erreur de saisie.",
);
clear("316", "agent", ctx("CAD", 149_900), bid(132_500), "Contre-offre de mon mandant : CAD 1,325.00 par unité.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_000), words(9_000, "quatre-vingt-dix"), "*soupèse la lanterne* Quatre-vingt-dix, et je parlerai de votre échoppe dans tout le village.");
clear("402", "roleplay", ctx("EUR", 150_000, 120_000), bid(130_000), "*frappe du poing sur la table* 1 300 ! Pas un sou de plus, vieux forban !");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*crache dans sa main et la tend* Tope là, marchand.");
clear("404", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*rajuste sa cape* Gardez votre camelote hors de prix. Je m'en vais.");
clear("405", "roleplay", ctx("EUR", 30_000, 20_000), middle(25_000), "Coupons la poire en deux entre votre prix et le mien, brave homme.");
clear("406", "roleplay", ctx("EUR", 60_000), ask("negotiable"), "Dites-moi franchement, marchand : ce prix est-il gravé dans le marbre, ou peut-on marchander ?");
clear("407", "roleplay", ctx("EUR", 22_000), minus(19_000, 3_000), "Retranchez-en trente et mon or est à vous dans l'heure.");
unclear("408", "roleplay", ctx("EUR", 40_000), "hésite entre deux montants", "*se gratte le menton* Trois cents... peut-être trois cent vingt... qui sait ?");
unclear("409", "roleplay", ctx("EUR", 25_000), "ironie sur le prix", "Deux cent cinquante ? Pour une cruche fêlée ? Et la lune, c'est en supplément ?");
clear("410", "roleplay", ctx("EUR", 18_000), ask("shipping"), "Votre charrette l'apportera-t-elle gratis jusqu'à mon village, ou dois-je payer le charretier ?");
clear("411", "roleplay", ctx("EUR", 64_000, 50_000), bid(55_000), "Cinq cent cinquante, mon ami — 550, et vous gardez la bourse.");
clear("412", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "Soit, soit ! À votre prix, et que les dieux bénissent ce marché.");
unclear("413", "roleplay", ctx("EUR", 70_000, 55_000), "doit consulter son capitaine", "*jette un œil vers le navire* Je dois d'abord en parler à mon capitaine.");

export const FRESH_FR = done();

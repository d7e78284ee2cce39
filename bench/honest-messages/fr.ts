/**
 * French messages of the honest-buyer corpus (France, Belgium, Switzerland, Québec: 1 234,50, 1'234.50,
 * "450 balles", prices in words, "couper la poire en deux"), labelled with what a careful person would read
 * (index.ts describes the corpus and the review). Written before the reader was tuned on them; do not edit a
 * message to suit the reader.
 */
import { ACCEPT, ask, bid, ctx, messagesIn, middle, minus, percentOff, plus, total, WITHDRAW, words } from "./types";

const { out, clear, unclear } = messagesIn("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 52_000), bid(48_000), "480");
clear("002", "terse", ctx("EUR", 52_000), bid(48_000), "480 € ?");
clear("003", "terse", ctx("EUR", 55_000, 45_000), bid(48_000), "Je peux faire 480");
clear("004", "terse", ctx("EUR", 9_900), bid(8_500), "85 € et je le prends");
clear("005", "terse", ctx("EUR", 129_900), bid(115_000), "1 150, ça vous va ?");
clear("006", "terse", ctx("EUR", 34_900), ACCEPT, "Marché conclu.");
clear("007", "terse", ctx("EUR", 34_900), WITHDRAW, "Non merci, je passe.");
clear("008", "terse", ctx("EUR", 52_000), words(45_000, "quatre cent cinquante"), "quatre cent cinquante ?");
clear("009", "terse", ctx("EUR", 4_599), ask("shipping"), "Frais de port compris ?");
clear("010", "terse", ctx("EUR", 24_900), minus(22_900, 2_000), "20 € de moins et c'est bon");
clear("011", "terse", ctx("EUR", 60_000, 50_000), middle(55_000), "On coupe la poire en deux ?");
clear("012", "terse", ctx("EUR", 8_900), percentOff(8_010, 10), "10 % de remise ?");
clear("013", "terse", ctx("EUR", 52_000, 45_000), bid(48_000), "500, non attendez, 480");
unclear("014", "terse", ctx("EUR", 56_000, 50_000), "hésitant : 520 est-il une offre ?", "bof, 520...");
unclear("015", "terse", ctx("EUR", 56_000), "« dans les » 500", "peut-être dans les 500 ?");
unclear("016", "terse", ctx("EUR", 52_000), "deux prix", "450 ou 470 ?");
clear("017", "terse", ctx("CHF", 129_000), bid(118_000), "CHF 1'180.-");
clear("018", "terse", ctx("EUR", 7_900, 6_000), bid(6_500), "65, dernier prix");
clear("019", "terse", ctx("EUR", 129_500), bid(118_050), "1 180,50 € l'unité");
clear("020", "terse", ctx("EUR", 38_000, null, 2), total(35_000), "Les deux pour 700 en tout ?");
clear("021", "terse", ctx("EUR", 89_900), ask("warranty"), "Garantie ?");
clear("022", "terse", ctx("EUR", 2_499), ACCEPT, "Ok, j'accepte.");
clear("023", "terse", ctx("EUR", 2_499), WITHDRAW, "Ça ne m'intéresse plus, merci.");
unclear("024", "terse", ctx("EUR", 45_000, 39_000), "réfléchit encore", "je vais réfléchir");
clear("025", "terse", ctx("EUR", 45_000, 39_000), ask("rounds-left"), "Il reste combien de tours ?");
clear("026", "terse", ctx("EUR", 115_000), words(100_000, "mille"), "mille, point final.");
clear("027", "terse", ctx("EUR", 64_900), ask("negotiable"), "Le prix est-il négociable ?");
clear("028", "terse", ctx("EUR", 29_900), bid(25_000), "250€ ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 34_900), bid(30_000), "Salut ! tu le laisserais à 300 ? 🙂");
clear("102", "chat", ctx("EUR", 29_999), bid(25_000), "un peu cher quand même 😅 250 ?");
clear("103", "chat", ctx("EUR", 29_999, 25_000), ACCEPT, "bon ok t'as gagné, je le prends à ton prix");
clear("104", "chat", ctx("EUR", 1_899), WITHDRAW, "non c'est bon, merci quand même 👋");
clear("105", "chat", ctx("EUR", 1_899), ask("shipping"), "bonjour, les frais de port sont en plus ?");
clear("106", "chat", ctx("EUR", 7_900), ask("discount"), "vous pouvez faire un petit geste ?");
clear("107", "chat", ctx("EUR", 52_000), words(45_000, "quatre cent cinquante"), "je pensais plutôt à quatre cent cinquante");
clear("108", "chat", ctx("EUR", 21_900), ask("warranty"), "il est encore sous garantie ?");
clear("109", "chat", ctx("EUR", 21_900), ask("delivery"), "ça met combien de temps pour être livré en belgique ?");
clear("110", "chat", ctx("EUR", 6_450), ask("payment"), "je peux payer par paypal ?");
clear("111", "chat", ctx("EUR", 6_450), ask("returns"), "je peux le renvoyer s'il ne me va pas ?");
clear("112", "chat", ctx("EUR", 47_500, 40_000), ask("standing-offer"), "c'était quoi ton prix actuel déjà ?");
clear("113", "chat", ctx("CAD", 47_500), ask("negotiable"), "allo, c'est-tu négociable ton prix?");
clear("114", "chat", ctx("EUR", 52_000, 48_000), ACCEPT, "ok va pour 520 !");
clear("115", "chat", ctx("EUR", 52_000, 44_000), bid(48_000), "je peux aller jusqu'à 480, c'est vraiment mon max");
clear("116", "chat", ctx("EUR", 48_000, 35_000), bid(40_000), "480 ?? non mais sérieux. 400");
unclear("117", "chat", ctx("EUR", 34_900), "« genre 300 »", "jsp, genre 300 à peu près");
unclear("118", "chat", ctx("EUR", 99_900), "ironie", "ah oui 999, super prix, vraiment 🙄");
unclear("119", "chat", ctx("EUR", 99_900, 80_000), "« peut-être » : pas encore", "je vais peut-être accepter, 2 sec");
clear("120", "chat", ctx("EUR", 12_000, 9_500), plus(10_000, 500), "5 de plus que ma dernière offre, et on arrête là");
unclear("121", "chat", ctx("EUR", 11_900), "offre sous condition de port offert", "95 si tu offres le port");
clear("122", "chat", ctx("EUR", 8_900), bid(7_000), "70 balles ?");
clear("123", "chat", ctx("EUR", 8_900, 7_000), ACCEPT, "bon d'accord. deal");
clear("124", "chat", ctx("EUR", 8_900, 7_000), WITHDRAW, "laisse tomber, trop cher pour moi. bye");
clear("125", "chat", ctx("EUR", 139_000), bid(125_000), "would you take 1250? pardon, 1250 € ça irait ?");
unclear("126", "chat", ctx("EUR", 49_900), "prix vu ailleurs : une offre ?", "je l'ai vu à 430 sur un autre site");
clear("127", "chat", ctx("EUR", 36_000, null, 3), total(33_000), "les 3 pour 990 au total ?");
unclear("128", "chat", ctx("EUR", 36_000), "milieu de quoi ? aucune offre avant", "on coupe la poire en deux ?");
clear("129", "chat", ctx("EUR", 18_900), bid(15_000), "150 et je paie tout de suite");
clear("130", "chat", ctx("EUR", 4_999), bid(4_000), "40€ ça marche ? 😅");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 52_000),
  bid(45_000),
  "Bonjour,\n\nJe suis intéressé par la table d'appoint en noyer (annonce n° 48213). Accepteriez-vous 450 € ?\n\nCordialement,\nJean Martin\n06 12 34 56 78",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 129_900),
  bid(118_000),
  "Madame, Monsieur,\n\nMerci pour votre réponse rapide du 14 mars. Je souhaiterais vous proposer 1 180,00 € pour l'appareil. Je peux venir le chercher au 21 rue de la République, 69002 Lyon.\n\nBien à vous,\nSophie Lefèvre\nTél. 04 72 00 12 34",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 31_900),
  ask("delivery"),
  "Bonjour,\n\nSuite à ma demande n° 20931 : une livraison avant le 3 juin serait-elle possible ?\n\nMerci d'avance,\nMarc",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 64_900, 58_000),
  ACCEPT,
  "Bonjour,\n\nMerci pour votre offre à 649,00 €. Je l'accepte volontiers. Merci d'envoyer la facture au 7 allée des Tilleuls, 33000 Bordeaux.\n\nCordialement,\nThomas Bernard",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 84_000, 70_000),
  WITHDRAW,
  "Chère Madame Dubois,\n\nMerci pour votre patience. Après en avoir discuté avec ma compagne, nous avons décidé de ne pas donner suite à cet achat.\n\nBien cordialement,\nTristan (07 49 60 73 40)",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 45_000, null, 4),
  total(40_000),
  "Bonjour,\n\nNous avons besoin de 4 chaises pour nos bureaux (zone d'activité des Pins, bât. 7, 44000 Nantes). Accepteriez-vous 1 600 € pour les quatre ?\n\nCordialement,\nPriya Shah\nResponsable administrative",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 89_900),
  ask("warranty"),
  "Madame, Monsieur,\n\nLa garantie de 2 ans couvre-t-elle aussi la batterie ?\n\nCordialement,\nP. Novak\nRéf. commande 2024-118",
);
clear("208", "polite-email", ctx("EUR", 27_500), ask("payment"), "Bonjour,\n\nEst-il possible de régler par virement bancaire ?\n\nMerci,\nLeïla");
clear("209", "polite-email", ctx("CHF", 15_900), ask("delivery"), "Bonjour,\n\nUne livraison en 48 h à Lausanne (1003) est-elle possible ?\n\nMerci d'avance,\nKevin");
clear(
  "210",
  "polite-email",
  ctx("EUR", 79_900),
  minus(74_900, 5_000),
  "Bonjour,\n\nMerci pour l'offre. Elle reste malheureusement au-dessus de notre budget. Si vous baissez de 50 €, nous commandons aujourd'hui.\n\nBien cordialement,\nMaria Gonzalez\nService achats, tél. +33 1 55 50 01 32",
);
clear(
  "211",
  "polite-email",
  ctx("EUR", 39_900, 30_000),
  bid(34_000),
  "Bonjour Sam,\n\nMerci pour votre retour rapide. Je peux monter à 340 (contre 300 tout à l'heure), mais c'est vraiment mon maximum.\n\nÀ bientôt,\nOlivier\n12 rue des Ormes, 13006 Marseille",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 42_000, 35_000),
  "pas encore décidé : réponse lundi",
  "Bonjour,\n\nMerci pour l'offre. Je ne suis pas encore sûr ; j'en parle avec ma femme ce week-end et je vous redis d'ici lundi 12.\n\nBonne journée,\nDaniel",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 52_000),
  "deux prix",
  "Madame, Monsieur,\n\nSeriez-vous d'accord pour 450 ou éventuellement 470 € pour la lampe ? L'un ou l'autre me conviendrait.\n\nCordialement,\nRuth Estève\n06 90 04 56 00",
);
unclear(
  "214",
  "polite-email",
  ctx("EUR", 46_000),
  "une fourchette du marché, pas une offre",
  "Bonjour,\n\nJ'ai vu des modèles similaires partir autour de 380–420. Qu'en pensez-vous ?\n\nMerci,\nJ.",
);
clear(
  "215",
  "polite-email",
  ctx("CHF", 245_000, 220_000),
  ACCEPT,
  "Monsieur Patel,\n\nSuite à notre appel du 2 mai, je vous confirme que j'accepte votre prix de CHF 2'450.\n\nMeilleures salutations,\nHeidi Baumann\nRue du Rhône 12, 1204 Genève\n+41 22 668 18 00",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 110_000, 100_000),
  middle(105_000),
  "Bonjour,\n\nOn coupe la poire en deux ? Ça ferait 1 050 € si je compte bien.\n\nCordialement,\nTim",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 25_000),
  percentOff(22_500, 10),
  "Bonjour,\n\nJe vous propose 10 % de moins que votre prix actuel. Si cela vous convient, merci d'envoyer le lien de paiement à compta@example.fr.\n\nMerci beaucoup,\nGrace Liu",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 33_000),
  ask("negotiable"),
  "Bonjour,\n\nDésolé pour ma réponse tardive, j'étais absent jusqu'au 28. Le prix est-il encore négociable ?\n\nMerci,\nBenoît",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 7_999),
  ask("returns"),
  "Madame, Monsieur,\n\nQuelle est votre politique de retour si l'article arrive abîmé ? Ma dernière commande (n° 55120) est arrivée avec un couvercle fêlé.\n\nCordialement,\nMme E. Clair",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 5_500, null, 2),
  total(4_750),
  "Re-bonjour,\n\nPour être clair : mon offre est de 95 € pour la paire, c'est-à-dire les deux chaises ensemble.\n\nMerci,\nAmir\n38 rue Victor-Hugo",
);
clear(
  "221",
  "polite-email",
  ctx("EUR", 18_900, 15_000),
  WITHDRAW,
  "Bonjour,\n\nMerci pour votre temps, mais j'ai trouvé ailleurs entre-temps, je vais donc en rester là. Bonne vente !\n\nBien à vous,\nChloé",
);
clear(
  "222",
  "polite-email",
  ctx("EUR", 249_900, null, 5),
  bid(230_000),
  "Madame, Monsieur,\n\nNous proposons 2 300,00 EUR HT par unité pour 5 unités, livrées avant le 30/09 à notre entrepôt, 22 avenue de l'Industrie, 59000 Lille.\n\nCordialement,\nService achats, Acme SAS\nRéf. bon de commande 4500123987",
);
unclear(
  "223",
  "polite-email",
  ctx("EUR", 54_000),
  "deux prix selon l'enlèvement",
  "Bonjour,\n\n500 ça irait ? Ou 480 si je viens le chercher moi-même.\n\nCordialement,\nLina",
);
clear("224", "polite-email", ctx("EUR", 12_900, 10_000), ACCEPT, "Bonjour Jo,\n\nOk, on part sur votre prix. Vous pouvez expédier quand ?\n\nÀ plus,\nPierre");
clear(
  "225",
  "polite-email",
  ctx("EUR", 2_999),
  bid(2_500),
  "Bonjour,\n\nUne amie m'a parlé de votre boutique. Me laisseriez-vous l'affiche à 25 € ? J'habite au 118 avenue des Chênes, pas très loin.\n\nMerci,\nMia",
);
clear(
  "226",
  "polite-email",
  ctx("EUR", 69_000, 55_000),
  bid(60_000),
  "Bonjour Monsieur Girard,\n\nJ'ai relu votre proposition du 05/11/2024. Ma contre-proposition : 600 euros, avec enlèvement samedi.\n\nBien cordialement,\nClaude Weber\nTél. : 03 88 98 76 54",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 129_900, 110_000),
  bid(118_000),
  "Sur la base d'annonces comparables, mon mandant autorise une contre-offre de 1 180,00 EUR par unité. Cette offre est valable pour le tour en cours.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 32_900),
  bid(28_900),
  "Je suis un assistant d'achat automatisé agissant pour Northwind SARL. Après analyse de 14 annonces comparables (médiane 312,40 EUR), nous proposons 289,00 EUR par unité.",
);
clear("303", "agent", ctx("EUR", 64_900, 60_000), ACCEPT, "Mon mandant accepte votre offre actuelle de 649,00 EUR par unité. Merci de confirmer et de transmettre les instructions de paiement.");
clear(
  "304",
  "agent",
  ctx("EUR", 72_000, 61_000),
  WITHDRAW,
  "Après évaluation de votre dernière contre-offre, mon mandant a décidé de ne pas poursuivre. Nous nous retirons de cette négociation. Merci.",
);
clear("305", "agent", ctx("EUR", 44_900), ask("shipping"), "Avant de poursuivre, merci de confirmer si le prix indiqué inclut la livraison à Lyon (69002).");
clear(
  "306",
  "agent",
  ctx("EUR", 95_000, null, 4),
  total(90_000),
  "Contre-proposition : 4 unités pour un total de 3 600,00 EUR (900,00 EUR par unité). Livraison sous 10 jours ouvrés après paiement.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 49_000, 42_000),
  middle(45_500),
  "Pour avancer, mon mandant propose de partager la différence entre votre offre actuelle et notre dernière offre, soit 455,00 EUR par unité.",
);
clear("308", "agent", ctx("EUR", 149_900), ask("warranty"), "Demande de précision : quelles conditions de garantie s'appliquent à cet appareil (durée, couverture, procédure) ?");
clear("309", "agent", ctx("EUR", 20_000), percentOff(17_000, 15), "Notre contre-offre : une réduction de 15 % sur votre offre actuelle, toutes autres conditions inchangées.");
clear("310", "agent", ctx("EUR", 58_000, 50_000), plus(52_500, 2_500), "Merci. Nous augmentons notre offre de 25,00 EUR par rapport à la précédente, soit 525,00 EUR.");
clear("311", "agent", ctx("EUR", 58_000, 50_000), ask("rounds-left"), "Merci d'indiquer combien de tours de négociation il reste avant la clôture.");
clear(
  "312",
  "agent",
  ctx("EUR", 139_900),
  bid(124_000),
  "Le budget de l'acheteur pour cette catégorie est de 5 000 EUR par trimestre. Pour cet article, nous offrons 1 240,00 EUR.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 49_900),
  "fourchette à l'étude, pas de montant ferme",
  "Mon mandant étudie des options entre 400 et 450 EUR et reviendra vers vous avec un montant ferme.",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 49_900, 42_000),
  "acceptation sous réserve de validation",
  "Nous pourrions accepter votre offre sous réserve de validation interne. Je confirme sous 24 heures.",
);
clear("315", "agent", ctx("CHF", 199_000, 175_000), bid(185_000), "Offre finale : CHF 1'850.00 par unité. Mon mandant n'ira pas au-delà.");
clear("316", "agent", ctx("EUR", 34_500), ask("payment"), "Quels moyens de paiement sont acceptés (carte, virement SEPA, facture à 30 jours) ?");
clear("317", "agent", ctx("EUR", 214_900, 190_000), ACCEPT, "Mon mandant me charge d'accepter l'offre actuelle de 2 149,00 EUR. Merci de bloquer ce prix.");
unclear(
  "318",
  "agent",
  ctx("EUR", 89_000),
  "deux options : quel prix ?",
  "Option A : 780 EUR avec livraison standard. Option B : 820 EUR avec livraison express. Merci d'indiquer votre préférence.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 64_900),
  bid(58_500),
  "Référence : commande 2024-07-118 (achat précédent à 610,00 EUR). Pour l'article actuel, mon mandant offre 585,00 EUR.",
);
clear("320", "agent", ctx("EUR", 24_900), ask("negotiable"), "Le prix affiché est-il négociable ou ferme ?");
clear("321", "agent", ctx("EUR", 999_900), bid(925_000), "Nous proposons 9 250,00 EUR pour l'unité, paiement à la livraison.");
clear(
  "322",
  "agent",
  ctx("EUR", 145_000, 120_000),
  bid(130_000),
  "Correctif : mon message précédent contenait une coquille (1 030). Notre offre est de 1 300,00 EUR par unité.",
);
clear("323", "agent", ctx("EUR", 4_500), ask("discount"), "La boutique accorde-t-elle une remise sur quantité à partir de 10 unités ?");
clear(
  "324",
  "agent",
  ctx("EUR", 61_000, 52_000),
  minus(58_000, 3_000),
  "Pour le compte de mon utilisateur : nous pouvons conclure aujourd'hui à 30,00 EUR de moins que votre offre actuelle.",
);

// ---- roleplay ----
clear(
  "401",
  "roleplay",
  ctx("EUR", 52_000),
  words(45_000, "Quatre cent cinquante"),
  "*s'accoude au comptoir* Quatre cent cinquante, l'ami, et pas un sou de plus.",
);
clear("402", "roleplay", ctx("EUR", 34_900), bid(30_000), "Mille sabords, tu es dur en affaires ! 300 écus, euh, euros, et le coffre est à moi.");
clear("403", "roleplay", ctx("EUR", 34_900, 28_000), ACCEPT, "*soupire théâtralement* Bon, bon. Votre prix. Emballez-le.");
clear("404", "roleplay", ctx("EUR", 34_900, 28_000), WITHDRAW, "*tourne les talons et sort de la boutique* Bien le bonjour, messire.");
clear("405", "roleplay", ctx("EUR", 12_000), bid(8_000), "Ha ! Pour cette vieillerie ? Je vous en donne 80 et estimez-vous heureux.");
clear("406", "roleplay", ctx("EUR", 12_000), ask("discount"), "Mon bon marchand, vous pouvez sûrement faire mieux pour un fidèle client ?");
clear("407", "roleplay", ctx("EUR", 52_000), bid(48_000), "Descendez à 480 et c'est une affaire.");
clear("408", "roleplay", ctx("EUR", 26_000), minus(24_000, 2_000), "Vingt de moins et on tope là tout de suite.");
clear(
  "409",
  "roleplay",
  ctx("EUR", 70_000, 60_000),
  middle(65_000),
  "Soyons raisonnables, vous et moi. Coupons la poire en deux et chacun rentre content.",
);
clear("410", "roleplay", ctx("EUR", 49_000, 40_000), bid(44_000), "*compte ses pièces* 440 (au lieu de 400), c'est tout ce que j'ai dans ma bourse.");
unclear("411", "roleplay", ctx("EUR", 56_000), "songeur, pas une offre", "*plisse les yeux* Hmm... cinq cents...? *se caresse la barbe*");
unclear("412", "roleplay", ctx("EUR", 99_900), "ironie", "Bien sûr, 999, et je vous donne mon cheval avec, tant qu'on y est ?");
clear("413", "roleplay", ctx("EUR", 15_900), ask("warranty"), "Cette belle lame est-elle garantie, ou va-t-elle se briser au premier coup ?");
clear("414", "roleplay", ctx("EUR", 15_900), ask("returns"), "Et si elle casse, je peux la rapporter ?");
clear("415", "roleplay", ctx("EUR", 79_000), words(70_000, "Sept cents"), "*pousse une bourse sur la table* Sept cents. Comptez si vous voulez.");
clear("416", "roleplay", ctx("EUR", 26_000), bid(22_000), "Vous voulez dépouiller un pauvre voyageur ! 200, pas un sou de plus... non, attendez, 220, pour votre peine.");
unclear("417", "roleplay", ctx("EUR", 26_000), "« peut-être » : pas d'offre", "Je me laisserais peut-être tenter... si le prix était plus doux.");
clear("418", "roleplay", ctx("EUR", 18_900, 15_000), ACCEPT, "Tope là ! Marché conclu, je le prends.");
clear("419", "roleplay", ctx("EUR", 18_900, 15_000), WITHDRAW, "Hélas, mes coffres sont vides. Je dois renoncer. Adieu.");
clear("420", "roleplay", ctx("EUR", 18_900, 15_000), ask("rounds-left"), "Combien de fois encore devrons-nous marchander, l'ami ? Combien de tours restent-ils ?");
clear("421", "roleplay", ctx("EUR", 135_000), words(120_000, "mille deux cents"), "Je vous en donne mille deux cents, et c'est généreux.");
unclear("422", "roleplay", ctx("EUR", 52_000), "deux prix, indécis", "Disons 450 ? Ou 470 ? Bah, je n'arrive jamais à me décider.");
clear("423", "roleplay", ctx("EUR", 15_000), percentOff(13_500, 10), "*tapote l'étiquette* 10 % de moins et je l'emporte moi-même.");
clear("424", "roleplay", ctx("EUR", 9_900, 6_000), bid(7_500), "Soixante-dix ? Non. Soixante-quinze. 75, c'est mon dernier mot, boutiquier !");
clear("425", "roleplay", ctx("EUR", 44_000), ask("standing-offer"), "Rappelez-moi, marchand : c'était quoi votre prix, déjà ?");

export const FR = out;

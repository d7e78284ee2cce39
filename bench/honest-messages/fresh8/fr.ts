/**
 * EIGHTH honest-buyer set, French (France, Belgium, Switzerland, Québec; see fresh8/index.ts): written 2026-11-27
 * blind — without reading the reader's code, rules or tests and without running it on these messages — for tuning.
 * Same scenarios as en.ts (un dériveur, une batterie, une tireuse à bière, un nettoyeur haute pression, un poste à
 * souder, une scie à carrelage, un photocopieur, un banjo, une presse typographique, une machine à pop-corn, des
 * machines à glaçons, un théodolite, des parasols chauffants, un distributeur automatique, une tronçonneuse, une
 * tente de toit, une trancheuse à pain, une table de toilettage, un kit solaire, un patchwork, un globe, un
 * tandem, une girouette, un buste en marbre), written as French-speaking buyers write, not translated.
 *
 * Labels (conventions of ../index.ts), read once more cold: unit prices in minor units; 2 750 € / 4 800,00 € /
 * 1 850 CHF / 610,00 EUR; words ("sept cent cinquante", "six cents tout rond", "deux mille quatre cents",
 * "neuf cent cinquante euros", "cent quatre-vingts") as written; relative bids recompute from the context; totals
 * divide exactly; self-corrections labelled with the amount meant; acceptances name no amount or exactly the
 * standing offer (013, 214, 308, 405). Ambiguous: as en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh8In } from "./build";

const { clear, unclear, done } = fresh8In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 45_000), bid(38_000), "380 € pour le dériveur, en liquide.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "sept cent cinquante"), "Sept cent cinquante pour la batterie, cymbales comprises.");
clear("003", "terse", ctx("EUR", 26_000, 22_000), ACCEPT, "Bon. Marché conclu.");
clear("004", "terse", ctx("CHF", 150_000, 110_000), WITHDRAW, "Trop cher pour moi. J'arrête là.");
clear("005", "terse", ctx("EUR", 61_000), ask("delivery"), "La tireuse pourrait être livrée quand ?");
clear("006", "terse", ctx("EUR", 64_000), minus(60_000, 4_000), "40 € de moins et je la prends.");
clear("007", "terse", ctx("EUR", 52_000), percentOff(46_800, 10), "10 % de remise sur votre prix et je passe ce soir.");
clear("008", "terse", ctx("EUR", 39_000), bid(31_000), "Nettoyeur K5 réf. 1.324-550 : 310 €, je viens le chercher.");
clear("009", "terse", ctx("EUR", 47_000), bid(39_000), "420. Pardon, faute de frappe : 390.");
clear("010", "terse", ctx("EUR", 33_000), ask("returns"), "Je peux renvoyer le poste à souder s'il ne s'amorce pas ?");
unclear("011", "terse", ctx("EUR", 58_000), "chiffre approximatif : « dans les », pas d'offre ferme", "dans les 500 ?");
clear("012", "terse", ctx("EUR", 36_000, 30_000), plus(31_500, 1_500), "15 de plus que la dernière fois, c'est tout.");
clear("013", "terse", ctx("EUR", 28_500, 24_000), ACCEPT, "Va pour 285 €.");
unclear("014", "terse", ctx("EUR", 42_000), "deux prix, avec ou sans étui : lequel ?", "350 avec l'étui, ou 330 sans");
clear("015", "terse", ctx("EUR", 74_000, 60_000), ask("standing-offer"), "C'était quoi votre prix, déjà ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 14_500), bid(12_000), "bjr, vous prendriez 120 pour le parasol chauffant ? je peux passer demain");
clear("102", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "OUIII c'est bon 🎉 les enfants vont halluciner, je passe quand ?");
clear("103", "chat", ctx("EUR", 55_000, 42_000), WITHDRAW, "ah c'est un peu au dessus de mes moyens là. merci quand même et bonne vente 🙂");
clear("104", "chat", ctx("EUR", 23_000), ask("shipping"), "les frais de port sont compris ou c'est en plus ? j'habite à Nantes");
clear("105", "chat", ctx("EUR", 68_000), words(60_000, "six cents tout rond"), "il est trop beau ce banjo !! six cents tout rond ?");
clear("106", "chat", ctx("EUR", 52_000), bid(45_000), "je finis à 18h, je peux être au 14 rue des Érables vers 19h. 450 ça vous va ?");
clear("107", "chat", ctx("EUR", 59_000), bid(50_500), "550 oups je voulais dire 505 😅");
clear("108", "chat", ctx("EUR", 70_000, 60_000), middle(65_000), "on coupe la poire en deux entre votre prix et ma dernière offre ?");
clear("109", "chat", ctx("EUR", 32_000), ask("warranty"), "la tronçonneuse est encore sous garantie ?");
unclear("110", "chat", ctx("EUR", 95_000), "sarcasme sur le prix, pas une acceptation", "950 pour une machine à pop-corn d'occase ?? mais bien sûr, et je vous file ma voiture avec 😂");
unclear("111", "chat", ctx("EUR", 27_000, 22_000), "« je la prendrais peut-être » après avoir demandé à quelqu'un : pas de décision", "hmm je la prendrais peut-être à ce prix, faut que je demande à ma femme");
clear("112", "chat", ctx("EUR", 48_000), ask("negotiable"), "le prix est négociable ou pas ?");
clear("113", "chat", ctx("EUR", 19_000, 16_000), ACCEPT, "bon ok vous avez gagné, je la prends");
clear("114", "chat", ctx("EUR", 12_500, null, 4), total(11_000), "il m'en faudrait 4 pour la terrasse, 440 pour les quatre ?");
clear("115", "chat", ctx("EUR", 38_000, 25_000), WITHDRAW, "laissez tomber, ça ira");
clear("116", "chat", ctx("EUR", 42_000), minus(37_000, 5_000), "vous baissez de 50 et c'est bon pour moi 👍");
clear("117", "chat", ctx("EUR", 48_000, 40_000), plus(42_500, 2_500), "ok je rajoute vingt-cinq à ce que j'ai dit. dernier essai mdr");
unclear("118", "chat", ctx("EUR", 36_000), "« à peu près » et seulement livré : pas d'offre ferme", "à peu près 300 si vous me la déposez ?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 320_000),
  bid(275_000),
  "Monsieur Vautrin,\n\nMerci de nous avoir montré la presse à épreuves jeudi dernier. Les rouleaux étant à regarnir, nous vous proposons 2 750 € pour la presse en l'état ; nous nous chargeons nous-mêmes de la manutention.\n\nBien cordialement,\nNora Quillet\nAtelier Quillet & Lièvre\n8, rue du Moulin\n69004 Lyon\nTél. 04 78 55 01 43",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 95_000, 82_000),
  ACCEPT,
  "Madame Prévost,\n\nMerci pour votre retour rapide. Nous donnons notre accord pour le photocopieur aux conditions de votre dernier message ; merci d'adresser la facture à l'adresse ci-dessous.\n\nCordialement,\nGérard Evrard\nResponsable administratif, Evrard & Roux Avocats\n12, place Rogier, 1210 Bruxelles",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 210_000, 160_000),
  WITHDRAW,
  "Bonjour Mme Dalle,\n\nEncore merci pour votre temps et les photos du distributeur. Après en avoir discuté avec mon associé, nous préférons ne pas donner suite : le calcul ne tient pas pour notre hall d'accueil. Bonne continuation pour la vente.\n\nBien à vous,\nMarc Leroy",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 140_000),
  ask("payment"),
  "Bonjour,\n\nLa trancheuse à pain professionnelle de votre annonce nous intéresse. Acceptez-vous un règlement par virement à 30 jours fin de mois, ou faut-il payer à la commande ?\n\nMerci d'avance,\nRose Delmas\nAchats, Boulangerie du Soleil SARL\nTél. 05 56 55 01 77",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 180_000, null, 3),
  total(160_000),
  "Monsieur Harel,\n\nComme convenu lors de notre appel du 3 novembre, nous souhaitons commander trois machines à glaçons pour nos trois points de vente. Nous vous proposons 4 800,00 € pour les trois appareils, livrés à notre cuisine centrale.\n\nVeuillez agréer nos salutations distinguées,\nPriya Nadeau\nDirectrice des opérations, Bar à Jus Frais SAS\n45, cours Julien, 13006 Marseille\nSIRET 812 345 678 00021",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 280_000),
  words(240_000, "deux mille quatre cents"),
  "Monsieur Okafor,\n\nMerci pour le certificat d'étalonnage du théodolite. Comme il date de deux ans et qu'il faudra le refaire avant usage, nous pouvons proposer deux mille quatre cents euros.\n\nCordialement,\nLucien Fabre\nCabinet de géomètres Fabre",
);
clear(
  "207",
  "polite-email",
  ctx("CAD", 300_000),
  percentOff(276_000, 8),
  "Bonjour,\n\nNous sommes une école de plein air sans but lucratif à Rimouski et aimerions acheter le kit solaire pour notre chalet. Accepteriez-vous 8 % de moins que votre prix affiché? Nous pourrions passer le prendre n'importe quel jour de semaine.\n\nMerci beaucoup,\nÉmilie Tremblay\nCoordonnatrice, École de plein air du Bas-Saint-Laurent\n418 555-0191",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 95_000),
  bid(82_500),
  "Bonjour Madame Brandt,\n\nObjet : bon de commande n° 2026-0417, table de toilettage hydraulique (107 cm). Nous vous proposons 825 € potence et boucle comprises. Une livraison à notre salon, 73 avenue des Ormes, serait idéale.\n\nMerci,\nKévin Marchal\nToilettage Pattes & Griffes\n02 41 55 01 29",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 130_000),
  bid(105_000),
  "Monsieur Hollier,\n\nMerci pour le carnet d'entretien du tandem. Nous souhaitons vous en proposer 1 150 €.\n\nErratum : il faut lire 1 050 €, je m'étais trompée de ligne dans mes notes.\n\nBien cordialement,\nClaire et Thomas Achard",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 45_000),
  ask("discount"),
  "Madame, Monsieur,\n\nNous gérons quatre campings et vos tentes de toit nous intéressent. Consentez-vous un tarif dégressif à partir de six unités ?\n\nCordialement,\nJonas Bergeron\nCampings des Lacs SAS\n12, route du Lac, 74200 Thonon-les-Bains",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 190_000, 160_000),
  "acceptation sous réserve de l'accord du conseil : pas encore une acceptation",
  "Madame Cartier,\n\nMerci pour le prix révisé du buste en marbre. Je suis disposée à l'accepter, sous réserve de l'accord de notre conseil d'administration lors de sa réunion du 9 décembre.\n\nJe vous prie d'agréer mes salutations distinguées,\nDr Hélène Marchand\nConservatrice, Société d'histoire de la Vallée",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 72_000),
  "le prix dépend d'une date de livraison encore inconnue : deux offres possibles",
  "Bonjour Sam,\n\nMerci pour les infos sur les parasols chauffants. Si vous livrez avant le 20, on paie 650 € ; après, ça vaut plutôt 600 € pour nous, la saison sera à moitié passée.\n\nÀ bientôt,\nDenis\nBrasserie La Lanterne",
);
unclear(
  "213",
  "polite-email",
  ctx("CHF", 240_000),
  "une fourchette, pas une offre",
  "Monsieur Ellier,\n\nNous admirons le globe ancien depuis un moment. Nous pensions à quelque chose entre 1 800 et 2 000 CHF, selon l'état du pied.\n\nAvec mes meilleures salutations,\nMarguerite Huguenin",
);
clear(
  "214",
  "polite-email",
  ctx("CHF", 185_000, 160_000),
  ACCEPT,
  "Monsieur Nakamura,\n\nNous acceptons votre prix de 1 850 CHF pour le poste à souder et son chariot. Je vous confirme l'enlèvement pour mardi prochain.\n\nMeilleures salutations,\nAnne Kovacs\nKovacs Serrurerie Sàrl\n022 555 01 08",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 260_000, 210_000),
  WITHDRAW,
  "Madame Ruiz,\n\nMerci pour votre patience pendant nos échanges. Nous avons retenu un autre fournisseur pour les scies à carrelage et nous nous retirons donc de cette négociation. Merci encore pour votre aide.\n\nCordialement,\nOlivier Picard\nPicard Carrelage & Pierre",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 210_000),
  minus(195_000, 15_000),
  "Bonjour,\n\nLa girouette nous plaît beaucoup, mais elle est à redorer. Pourriez-vous baisser votre prix de 150 € pour couvrir cela ? Nous la prendrions alors.\n\nBien cordialement,\nPierre et Juliette Abadie\nFerme du Vieux Moulin",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 64_000),
  bid(56_000),
  "Chère Madame Klein,\n\nJ'ai vu votre patchwork au marché des créateurs le week-end dernier et je n'arrête pas d'y penser. Accepteriez-vous 560 € ? J'habite au 22, allée des Bouleaux, à un quart d'heure de chez vous, et je pourrais venir le chercher samedi.\n\nBien chaleureusement,\nBéatrice Sorel\n06 12 55 01 66",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 88_000, 70_000),
  ask("rounds-left"),
  "Bonjour Jordan,\n\nAvant de vous envoyer un nouveau chiffre pour la tireuse, pouvez-vous me dire combien de tours il nous reste dans cette négociation ?\n\nMerci,\nAlex",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 420_000),
  bid(365_000),
  "Je négocie pour le compte de l'école de voile Port-Bleu. Des dériveurs comparables avec remorque se sont vendus récemment 3 400 €, 3 900 € et 4 100 €, et notre budget flotte pour ce trimestre est de 12 000 €. Compte tenu de l'usure de la voile, nous proposons 3 650 € pour ce bateau.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 89_000),
  bid(78_000),
  "Proposition de l'assistant d'achat pour la machine à pop-corn (cuve 8 oz) :\n```json\n{\"article\": \"machine à pop-corn\", \"offre\": 780, \"devise\": \"EUR\", \"retrait\": \"2026-12-04\"}\n```\nMerci d'accepter ou de faire une contre-proposition.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 45_000, null, 10),
  total(40_000),
  "Bonjour, je suis l'agent d'achat automatisé de Rénovation Littoral SAS. Il nous faut 10 scies à carrelage à eau pour un centre de formation. Notre offre : 4 000 € pour les dix appareils, livrés sous trois semaines.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 150_000),
  percentOff(132_000, 12),
  "En tant qu'agent acheteur de mon mandant, je propose une remise de 12 % sur votre prix pour le photocopieur. Le compteur affiche 41 000 pages, ce qui est au-dessus de la moyenne pour son âge.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 240_000, 200_000),
  middle(220_000),
  "Merci pour votre contre-offre. Pour conclure rapidement, mon client propose de partager la différence entre votre prix actuel et notre dernière offre.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 85_000, 70_000),
  plus(75_000, 5_000),
  "Au nom de l'acheteur : nous relevons notre offre précédente de 50 € pour le distributeur automatique, compte tenu du monnayeur supplémentaire que vous avez mentionné.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Je suis l'agent d'achat du Café Marlow. Mon client m'a autorisé à accepter votre offre pour le moulin à café. Merci de nous transmettre vos coordonnées bancaires ; nous organiserons l'enlèvement.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 61_000, 52_000),
  ACCEPT,
  "Confirmé : nous acceptons votre prix de 610,00 EUR pour la tente de toit. Créneau de retrait : samedi 10 h – 12 h.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 320_000, 240_000),
  WITHDRAW,
  "Merci pour votre temps. Votre prix reste au-dessus du plafond fixé par mon client pour cet achat ; je mets donc fin à la négociation en son nom. Nous vous souhaitons une bonne vente.",
);
clear(
  "310",
  "agent",
  ctx("CHF", 74_000, 55_000),
  WITHDRAW,
  "Après examen des dernières conditions, mon mandant a décidé de ne pas donner suite pour la batterie. Nous nous retirons de cette négociation.",
);
clear(
  "311",
  "agent",
  ctx("EUR", 95_000),
  ask("delivery"),
  "J'agis pour un acheteur basé à Toulouse. Avant de faire une offre sur le lot tronçonneuse : quelle est la date de livraison la plus proche sur laquelle vous pouvez vous engager ?",
);
clear(
  "312",
  "agent",
  ctx("EUR", 130_000),
  ask("returns"),
  "Mon client souhaite connaître votre politique de retour avant de faire une offre sur le banjo : s'il arrive avec la peau fendue, peut-il être retourné contre remboursement intégral, et sous combien de jours ?",
);
clear(
  "313",
  "agent",
  ctx("EUR", 22_000),
  ask("discount"),
  "Ici l'assistant achats des Cinémas du Lac. Nous envisageons 15 vitrines chauffantes à pop-corn. Accordez-vous une remise sur quantité à ce volume ?",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 62_000),
  "provisoire : le client n'a pas confirmé, donc pas encore d'offre",
  "À titre provisoire, mon client pourrait monter à 540 pour le poste à souder, mais je dois le confirmer avec lui avant que ce soit une offre. Je reviens vers vous demain.",
);
unclear(
  "315",
  "agent",
  ctx("EUR", 160_000),
  "deux options, au vendeur de choisir : pas d'offre unique",
  "Mon client est ouvert à deux formules pour le kit solaire :\n- 1 350 € batteries comprises\n- 1 150 € sans les batteries\nDites-moi laquelle vous préférez.",
);
unclear(
  "316",
  "agent",
  ctx("EUR", 90_000),
  "« entre 700 et 800 » est une fourchette, pas une offre",
  "Au vu des ventes récentes, mon mandant envisagerait quelque chose entre 700 et 800 pour la tireuse. Êtes-vous ouvert à en discuter ?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 33_000),
  bid(28_000),
  "Contre-proposition pour la girouette, de la part de l'assistant de l'acheteur :\n\narticle: girouette en cuivre (coq)\nprix: 280\ndevise: EUR\netat: patine, une lettre tordue\n\nRetrait possible cette semaine.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 110_000),
  words(95_000, "neuf cent cinquante euros"),
  "Je représente une petite compagnie de théâtre qui cherche un buste en marbre pour un spectacle. Notre offre est de neuf cent cinquante euros, payés au retrait.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(24_000), "*plisse les yeux, fait tourner le globe* Hum. L'Australie est toute effacée. 240, et je l'emporte moi-même.");
clear("402", "roleplay", ctx("EUR", 22_000), words(18_000, "cent quatre-vingts"), "*s'accoude au comptoir* Écoutez, l'ami, cent quatre-vingts pour la trancheuse. C'est à prendre ou à laisser.");
clear("403", "roleplay", ctx("EUR", 44_000, 38_000), ACCEPT, "*tend la main* Bon, vous êtes coriace. Tope là, c'est d'accord.");
clear("404", "roleplay", ctx("EUR", 36_000, 30_000), ACCEPT, "*lève les bras au ciel* Génial ! Vendu ! Emballez-le, je repars avec aujourd'hui !");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), ACCEPT, "*fait glisser les pièces* Allez, 95. Vous l'avez bien mérité, l'ancien.");
clear("406", "roleplay", ctx("EUR", 48_000, 36_000), WITHDRAW, "*soupire et remet son manteau* Désolée, je n'ai pas autant. Merci pour votre temps quand même.");
clear("407", "roleplay", ctx("EUR", 60_000, 40_000), WITHDRAW, "*tourne les talons* Non. J'en ai fini.");
clear("408", "roleplay", ctx("EUR", 7_500), bid(5_500), "*compte ses pièces* Je vous en donne 60... non, 55. C'est tout ce qu'il y a dans ma bourse.");
clear("409", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*tapote la table de toilettage* Elle est bancale. Enlevez vingt euros à votre prix et on sera quittes.");
clear("410", "roleplay", ctx("EUR", 27_000, 20_000), ask("standing-offer"), "*se gratte la tête* Attendez, rappelez-moi, vous en demandez combien maintenant ?");
clear("411", "roleplay", ctx("EUR", 34_000), ask("shipping"), "*examine le tandem* Et si je le prends, vous me l'expédiez à Rennes, ou le transport est pour moi ?");
clear("412", "roleplay", ctx("EUR", 52_000), ask("negotiable"), "*hausse un sourcil* Ce prix, il est gravé dans le marbre, ou on peut discuter ?");
clear("413", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*grogne* Soit. Dix de plus que tout à l'heure. Pas un centime de plus.");
clear("414", "roleplay", ctx("EUR", 17_500, null, 2), total(15_000), "*montre les deux parasols chauffants* Les deux ensemble, 300. Mon dos s'en charge.");
unclear("415", "roleplay", ctx("EUR", 26_000), "réflexion à voix haute sur un chiffre : pas une offre", "*se caresse le menton, fixe la batterie* Hmm... deux cents... peut-être... je ne sais pas...");

export const FRESH8_FR = done();

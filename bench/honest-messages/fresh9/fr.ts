/**
 * NINTH set, French (France, Belgium, Switzerland, Québec; see fresh9/index.ts): written 2026-11-27 for tuning,
 * blind — before reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, written as
 * French-speaking buyers write (1 800 €, 560 $, CHF 3'200.–, septante/nonante, « ça marche », « c'est correct »,
 * « tope là », vous et tu).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (codes postaux,
 * téléphones, SIRET, numéros de commande, dates, années) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh9In } from "./build";

const { clear, unclear, done } = fresh9In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "Je vous en propose 590 € pour le fumoir, enlèvement par mes soins.");
clear("002", "terse", ctx("EUR", 240_000), words(200_000, "deux mille"), "Deux mille pour la batterie complète, cymbales comprises.");
clear("003", "terse", ctx("EUR", 45_000, 38_000), ACCEPT, "Ça marche, vendu.");
clear("004", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Trop cher pour moi. Je laisse tomber.");
clear("005", "terse", ctx("EUR", 32_000), ask("delivery"), "Vous pouvez livrer d'ici le 12 décembre ?");
clear("006", "terse", ctx("EUR", 85_000), minus(80_000, 5_000), "Vous enlevez 50 et je paie aujourd'hui.");
clear("007", "terse", ctx("CHF", 60_000), percentOff(54_000, 10), "Avec 10 % de rabais sur votre prix, je prends.");
clear("008", "terse", ctx("EUR", 65_000), bid(56_000), "560 € pour la tronçonneuse Stihl MS 261, guide et chaîne en l'état.");
clear("009", "terse", ctx("EUR", 90_000), bid(78_000), "820, pardon, je voulais dire 780.");
clear("010", "terse", ctx("EUR", 15_000), ask("payment"), "Lydia ou virement, ça vous va ?");
unclear("011", "terse", ctx("EUR", 52_000), "une fourchette, pas un prix : lequel ?", "Dans les 400-450, ça vous irait ?");
clear("012", "terse", ctx("CHF", 70_000, 55_000), plus(60_000, 5_000), "Cinquante de plus que ma dernière offre. Pas plus.");
clear("013", "terse", ctx("EUR", 39_000, 35_000), ACCEPT, "Va pour 390. Affaire conclue.");
unclear("014", "terse", ctx("EUR", 26_000), "offre à condition que le pied soit inclus", "200 si le pied est fourni avec.");
clear("015", "terse", ctx("EUR", 21_000), ask("returns"), "Retour possible sous 30 jours si ça ne convient pas ?");

// ---- chat ----
clear("101", "chat", ctx("CAD", 43_000), bid(35_000), "allo, le paddle est tu encore dispo? je te donnerais 350 si c'est correct pour toi");
clear("102", "chat", ctx("EUR", 28_000, 24_000), ACCEPT, "ouiii marché conclu !! 🎉 trop content, je passe le chercher quand ?");
clear("103", "chat", ctx("CHF", 110_000, 80_000), WITHDRAW, "ah c'est un peu trop pour mon budget, je vais passer mon tour. merci quand même et bonne vente !");
clear("104", "chat", ctx("EUR", 9_500), ask("shipping"), "la livraison jusqu'à 1050 Ixelles est comprise ou c'est en plus ?");
clear("105", "chat", ctx("CHF", 30_000), words(25_000, "deux cent cinquante"), "tu le laisserais à deux cent cinquante le banjo ? 🪕");
clear("106", "chat", ctx("EUR", 54_000), bid(47_000), "je suis au 22 rue des Érables, je peux passer vers 18h15 avec 470 en liquide, ça te va ?");
clear("107", "chat", ctx("EUR", 80_000, 60_000), middle(70_000), "on coupe la poire en deux ? 🤝");
clear("108", "chat", ctx("EUR", 150_000), ask("warranty"), "le moteur est encore sous garantie ?? j'en ai eu un qui a lâché au bout de 2 mois mdr");
unclear("109", "chat", ctx("EUR", 65_000), "sarcasme sur le prix : ni offre ni acceptation", "650 balles pour une tonnelle ?? mais oui bien sûr, et je te file un rein avec 😂");
unclear("110", "chat", ctx("EUR", 56_000), "réflexion à voix haute sur un chiffre, pas une offre", "bof 500... chais pas");
clear("111", "chat", ctx("EUR", 4_500, null, 3), ask("discount"), "si j'en prends 3 tu me fais un prix ?");
clear("112", "chat", ctx("EUR", 12_000, null, 4), total(10_000), "les 4 pneus hiver pour 400 en tout ?");
clear("113", "chat", ctx("CAD", 7_500, 6_000), ACCEPT, "ok c'est beau, ton prix 👍");
clear("114", "chat", ctx("EUR", 90_000, 70_000), WITHDRAW, "bon ben non, j'abandonne");
clear("115", "chat", ctx("EUR", 50_000), minus(45_000, 5_000), "tu baisses de cinquante et c'est bon");
clear("116", "chat", ctx("EUR", 38_000), ask("negotiable"), "le prix est négociable ou c'est ferme ?");
unclear("117", "chat", ctx("EUR", 46_000), "offre à condition d'avoir l'étui en plus", "peut-être 380 si tu mets l'étui avec ?");
clear("118", "chat", ctx("EUR", 24_000, 20_000), ask("standing-offer"), "dsl c'était quoi ton prix déjà ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), bid(760_000),
  "Monsieur Hamel,\n\nMerci de nous avoir permis d'essayer la nacelle ciseaux Genie GS-1930 mardi dernier. La batterie ayant 6 ans et devant être remplacée prochainement, nous vous proposons 7 600 € pour la nacelle en l'état, chargeur compris.\n\nBien cordialement,\nDenise Moreau\nResponsable d'exploitation, Transports Moreau SARL\n12 rue de l'Industrie\n69007 Lyon\n04 72 55 01 43\nSIRET 512 345 678 00021");
clear("202", "polite-email", ctx("EUR", 220_000, 190_000), ACCEPT,
  "Bonjour Madame Lambert,\n\nMerci pour votre retour rapide. Vos conditions nous conviennent, nous acceptons et organiserons l'enlèvement de l'armoire de pousse la semaine prochaine.\n\nBien à vous,\nThomas Dubois\nBoulangerie Dubois, Namur");
clear("203", "polite-email", ctx("EUR", 450_000, 320_000), WITHDRAW,
  "Madame Girard,\n\nJe vous remercie pour votre patience. Malheureusement nous ne pouvons pas nous rapprocher davantage de votre prix cette année ; nous renonçons donc à l'achat pour le moment. Avec nos remerciements,\n\nMarc Leclerc");
clear("204", "polite-email", ctx("CAD", 135_000), ask("delivery"),
  "Bonjour,\n\nConcernant la demande no 48213 pour l'auvent : notre camping ouvre le 15 mars. Combien de jours ouvrables faut-il pour une livraison à Rimouski (G5L 1A1) ?\n\nMerci beaucoup,\nCarla Tremblay\n418 555-0177");
clear("205", "polite-email", ctx("EUR", 18_000, null, 12), total(15_000),
  "Madame, Monsieur,\n\nNous aménageons notre nouvelle terrasse et souhaiterions 12 chauffages d'extérieur. Accepteriez-vous 1 800 € pour les douze, livrés à nos bureaux ?\n\nCordialement,\nAlain Perrin\nPerrin & Vasseur Avocats\n100 boulevard Haussmann, 75008 Paris");
clear("206", "polite-email", ctx("EUR", 140_000), words(120_000, "mille deux cents euros"),
  "Monsieur Fleury,\n\nMerci pour les photos de la remorque à bateau. Vu la rouille sur l'essieu, je serais prêt à mettre mille deux cents euros, avec enlèvement par mes soins à Lorient.\n\nCordialement,\nGeoffroy Roux\n06 12 55 03 12");
clear("207", "polite-email", ctx("CHF", 200_000), percentOff(170_000, 15),
  "Bonjour,\n\nNous sommes intéressés par les tables de travail en inox de votre site. Étant une petite association de repas solidaires, pourriez-vous nous accorder un rabais de 15 % sur votre prix ? Nous pouvons passer n'importe quel jour de semaine.\n\nMeilleures salutations,\nJuliette Okafor\nAssociation La Table Commune, Lausanne");
clear("208", "polite-email", ctx("EUR", 310_000), ask("warranty"),
  "Monsieur Brandt,\n\nAvant d'aller plus loin pour la cabine de sablage (no de série AC-55902-K), pouvez-vous me confirmer que la garantie constructeur restante est transférable au nouveau propriétaire ?\n\nSalutations distinguées,\nStéphane Kim\nCarrosserie Kim, Lille");
clear("209", "polite-email", ctx("EUR", 290_000), bid(240_000),
  "Bonjour Robert,\n\nSuite à notre appel, nous proposons 2 600 € pour la machine à glaçons — pardon, il fallait lire 2 400 €, erreur de frappe de ma part.\n\nBien à vous,\nLéna Fischer\nCafé Fischer");
clear("210", "polite-email", ctx("EUR", 165_000, 150_000), ACCEPT,
  "Madame Petit,\n\nMerci pour votre devis révisé. Nous acceptons votre offre de 1 650 € et vous transmettons le bon de commande aujourd'hui.\n\nCordialement,\nOlivier Garnier\nGarnier Événements");
unclear("211", "polite-email", ctx("EUR", 520_000), "prix sous réserve de l'accord du directeur",
  "Monsieur Wallon,\n\nNous pourrions éventuellement aller jusqu'à 4 800 €, sous réserve de l'accord de notre directeur vendredi.\n\nCordialement,\nNadia Brousse");
clear("212", "polite-email", ctx("CHF", 64_000, null, 3), bid(56_000),
  "Bonjour,\n\nCommande 2026-1147 : pour les 3 tonnelles de marché dont nous avons parlé le 18 novembre, nous pouvons offrir CHF 560.– pièce. Livraison : rue de Carouge 45, 1205 Genève.\n\nMerci et meilleures salutations,\nRaj Mehta\n022 555 01 09");
clear("213", "polite-email", ctx("EUR", 245_000), ask("payment"),
  "Madame, Monsieur,\n\nSuite à votre devis D-20931 du 14 novembre pour deux abris de jardin (3 × 2 m, plancher compris) : notre comptabilité règle les fournisseurs le 1er et le 15 de chaque mois. Pourrions-nous régler la facture à 30 jours, ou exigez-vous le paiement intégral avant expédition ?\n\nCordialement,\nBéatrice Duval\nDuval Paysages\n88 chemin des Vergers, 44300 Nantes\n02 40 55 50 14");
clear("214", "polite-email", ctx("EUR", 360_000), minus(340_000, 20_000),
  "Bonjour Daniel,\n\nMerci pour la visite du van aménagé. Nous te proposons 200 € de moins que ton prix et pouvons faire les papiers ce week-end.\n\nÀ bientôt,\nMia et Samuel Carré");
clear("215", "polite-email", ctx("EUR", 180_000, 150_000), plus(160_000, 10_000),
  "Chère Madame Hélary,\n\nMerci de votre réponse. Nous augmentons notre dernière offre de 100 € en espérant que cela vous convienne.\n\nBien cordialement,\nPierre Halle");
clear("216", "polite-email", ctx("EUR", 76_000), ask("shipping"),
  "Bonjour,\n\nCombien coûterait l'envoi de la batterie à Marseille (13006), et l'assurance est-elle comprise ?\n\nMerci d'avance,\nThierry Boyer");
clear("217", "polite-email", ctx("EUR", 630_000, 500_000), WITHDRAW,
  "Monsieur Novak,\n\nNous vous remercions du temps consacré ces dernières semaines. Après réflexion, nous avons décidé de retenir un autre fournisseur. Nous vous souhaitons une bonne continuation.\n\nSalutations distinguées,\nKarine Lucas\nService achats, Collège du Nord");
unclear("218", "polite-email", ctx("EUR", 125_000), "deux prix, enlevé ou livré : lequel ?",
  "Madame, Monsieur,\n\nNous pourrions faire 1 050 € si nous venons le chercher, ou 1 150 € livré.\n\nCordialement,\nFrançois Dillon");
clear("219", "polite-email", ctx("EUR", 260_000, 220_000), middle(240_000),
  "Bonjour Marta,\n\nNous sommes proches. Et si nous partagions la différence entre votre montant et le nôtre pour conclure ?\n\nBien à vous,\nChristophe Yvon");
clear("220", "polite-email", ctx("CAD", 330_000, 290_000), ask("rounds-left"),
  "Madame Rolland,\n\nMerci pour votre contre-proposition de ce matin (réf. NEG-5521). Notre conseil de fabrique se réunit jeudi à 10 h et je souhaiterais lui présenter l'état des discussions. Pourriez-vous nous indiquer combien de tours de négociation il nous reste ?\n\nCordialement,\nIvan Petrov\nServices techniques, Paroisse Saint-Brendan, Montréal\n514 555-0190");

// ---- agent ----
clear("301", "agent", ctx("EUR", 190_000), bid(162_000),
  "Pour le compte de mon client, j'ai relevé trois ventes comparables de ce modèle de fumoir : 1 750 €, 1 680 € et 1 720 €. Le budget de mon client est de 1 700 €. Nous proposons 1 620 € pour l'appareil, enlèvement sous 7 jours.");
clear("302", "agent", ctx("EUR", 78_000, 70_000), ACCEPT,
  "Je suis l'assistant d'achat de la société Halvorsen. Mon mandant m'a autorisé à accepter votre offre actuelle. Merci d'adresser la facture à l'adresse enregistrée.");
clear("303", "agent", ctx("EUR", 240_000, 180_000), WITHDRAW,
  "Au nom de mon utilisateur : l'écart entre votre prix et notre plafond est trop important, nous mettons donc fin à cette négociation. Merci pour vos réponses.");
clear("304", "agent", ctx("EUR", 54_000), ask("returns"),
  "Je suis un assistant IA qui achète pour un client. Avant de poursuivre : quelle est votre politique de retour si le paddle arrive endommagé ?");
clear("305", "agent", ctx("EUR", 25_000, null, 6), total(22_000),
  "Proposition d'achat pour 6 unités :\n- total : 1 320 € pour les six\n- livraison : standard\n- paiement : carte à la commande");
clear("306", "agent", ctx("EUR", 120_000), percentOff(110_400, 8),
  "Mon client achèterait à 8 % sous votre prix affiché, compte tenu de l'usure visible sur la photo 4.");
unclear("307", "agent", ctx("EUR", 115_000), "une fourchette de budget, pas une offre",
  "Le budget de mon utilisateur pour cet article se situe entre 900 et 1 000 €. Merci de votre retour.");
clear("308", "agent", ctx("EUR", 440_000), bid(395_000),
  "Contre-proposition de l'agent acheteur :\n```yaml\narticle: auvent, modèle CA-400\nprix: 3950\ndevise: EUR\nvalable_jusqu_au: 2026-12-05\n```");
clear("309", "agent", ctx("EUR", 9_500, null, 20), ask("discount"),
  "Mon mandant a besoin de 20 unités. Proposez-vous une remise sur quantité à ce volume ?");
clear("310", "agent", ctx("EUR", 90_000, 75_000), minus(70_000, 5_000, "last-bid"),
  "Mise à jour de l'agent acheteur : le budget de mon client a été réduit ce matin ; nous devons ramener notre offre à 50 € de moins que la précédente. Toutes nos excuses pour ce changement.");
clear("311", "agent", ctx("EUR", 375_000), ask("negotiable"),
  "Assistant d'achat pour un client. Le prix affiché est-il négociable ou ferme ?");
unclear("312", "agent", ctx("EUR", 210_000, 180_000), "acceptation sous condition d'une inspection",
  "Mon client accepterait votre prix à condition que l'inspection du 4 décembre soit concluante. Nous confirmerons ensuite.");
clear("313", "agent", ctx("EUR", 500_000), words(450_000, "quatre mille cinq cents euros"),
  "Sur instruction de mon mandant, je propose quatre mille cinq cents euros pour l'autolaveuse, payables par virement.");
clear("314", "agent", ctx("EUR", 61_000, 52_000), ask("standing-offer"),
  "Pour mettre à jour le dossier de mon utilisateur : quel est votre prix actuel pour cet article ?");
clear("315", "agent", ctx("EUR", 134_000, 120_000), ACCEPT,
  "Confirmé : mon client accepte 1 340,00 € l'unité, comme proposé. Merci de lancer la commande.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 18_000), bid(14_000), "*retourne le banjo, pince une corde* Hmm, le manche est un peu voilé. Je vous en donne 140.");
clear("402", "roleplay", ctx("CAD", 9_500, 8_000), ACCEPT, "*sourit et tend la main* Tope là, c'est un deal !");
clear("403", "roleplay", ctx("EUR", 35_000, 25_000), WITHDRAW, "*soupire et repose la tronçonneuse* Désolé, c'est trop pour moi. Bonne journée. *s'en va*");
clear("404", "roleplay", ctx("EUR", 42_000), ask("delivery"), "*s'accoude au comptoir* Vous pourriez me livrer ça quand ? Avant le week-end ?");
clear("405", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*se gratte le menton* Bon, on se retrouve à mi-chemin. C'est honnête.");
clear("406", "roleplay", ctx("EUR", 14_000), bid(11_000), "*compte ses billets* 120... non, attendez, 110. C'est tout ce que j'ai sur moi.");
clear("407", "roleplay", ctx("CHF", 7_500), words(7_000, "septante francs"), "*lève la cage à oiseaux* Septante francs et elle rentre avec moi.");
unclear("408", "roleplay", ctx("EUR", 39_000), "un bluff avec « peut-être » : pas une offre ferme", "*hausse les épaules* Peut-être que je mettrais 300. Peut-être pas. Qui sait.");
clear("409", "roleplay", ctx("EUR", 52_000), minus(48_000, 4_000), "*tapote la rayure sur le capot* Quarante de moins pour ça et on se serre la main.");
clear("410", "roleplay", ctx("EUR", 30_000, 22_000), plus(24_000, 2_000), "*grogne* Bon, vingt de plus que ce que j'ai dit. Pas un centime au-dessus.");
clear("411", "roleplay", ctx("EUR", 16_000), ask("payment"), "*tâte ses poches* Vous prenez la carte, ou c'est espèces seulement ?");
unclear("412", "roleplay", ctx("EUR", 85_000), "doit d'abord demander à sa femme", "*regarde son téléphone* Faut que je demande à ma femme d'abord, franchement.");
clear("413", "roleplay", ctx("EUR", 64_000, 56_000), ACCEPT, "*hoche lentement la tête* D'accord. Je le prends à votre prix.");
unclear("414", "roleplay", ctx("EUR", 34_000), "deux prix sans correction", "*hésite* 300 ? 280 ? Oh, je sais pas.");
clear("415", "roleplay", ctx("EUR", 105_000, 70_000), WITHDRAW, "*secoue la tête* Non. On arrête là.");
clear("416", "roleplay", ctx("EUR", 125_000), bid(100_000), "*passe la main sur l'aile* Une 1974, trois propriétaires, 86 000 km... Je monte à 1 000, pas un euro de plus.");

export const FRESH9_FR = done();

/**
 * FIFTH unseen set, French (France and Québec; see fresh5/index.ts): written 2026-11-27 before reading the reader's
 * code, its rules or its tests, and without running it on these messages. Written as French buyers write (tu and
 * vous, "Ça marche, je prends", "Laisse tomber", "Affaire conclue", "Je vais en rester là", "On se retrouve à
 * mi-chemin", 5 400 €, 612,00 EUR, 465 $ in Québec, SIRET, TVA intracommunautaire), not translated: a télescope, a
 * spa, a machine à coudre industrielle, an accordéon, a tapis de course, tabourets de bar, a four de céramiste,
 * nettoyage de bureaux, a moto ancienne, a lave-vaisselle professionnel, bureaux assis-debout, a photographe
 * d'entreprise, rayonnages à palettes, a chapiteau, a van à chevaux, vidéoprojecteurs, a vitrine réfrigérée, a
 * horloge comtoise, an échafaudage, a food truck, a tapis and a ruche at a fair.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 5 400 € / 612,00 EUR / "montant": 2450 / 465 $; words ("onze cent
 *   cinquante", "cinq cents tout rond", "deux mille euros", "trois cent cinquante") name the phrase as written;
 *   relative bids recompute from the context, their amount in digits or words ("cent de moins", "vingt de plus");
 *   totals divide exactly; self-corrections (009, 107, 209, 406) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (model numbers, phone numbers, street numbers, postcodes, a SIRET and a TVA number, listing
 *   and serial numbers, dates, times, sizes, kilometres, a year, competitor quotes, market figures, a budget, a
 *   quantity, a run counter) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh5In } from "./build";

const { clear, unclear, done } = fresh5In("fr");

// ---- terse ----
clear("001", "terse", ctx("CAD", 54_000), bid(46_500), "465 $ pour le télescope, je passe dimanche.");
clear("002", "terse", ctx("EUR", 140_000), words(115_000, "onze cent cinquante"), "Onze cent cinquante pour le spa, en liquide à l'enlèvement.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Ça marche, je prends.");
clear("004", "terse", ctx("EUR", 260_000, 200_000), WITHDRAW, "Laissez tomber, c'est trop cher. Au revoir.");
clear("005", "terse", ctx("EUR", 89_000), ask("shipping"), "Combien pour l'envoi jusqu'à Nantes (44000) ?");
clear("006", "terse", ctx("EUR", 31_000), minus(28_500, 2_500), "25 € de moins que votre prix et c'est réglé aujourd'hui.");
clear("007", "terse", ctx("EUR", 72_000), percentOff(61_200, 15), "Faites-moi 15 % de remise sur votre prix et elle est à moi.");
clear("008", "terse", ctx("EUR", 129_900), bid(105_000), "1 050 pour la Juki DDL-8700, en l'état.");
clear("009", "terse", ctx("EUR", 42_000), bid(31_000), "340. Rectification : 310.");
clear("010", "terse", ctx("EUR", 18_500), ask("payment"), "Vous prenez Lydia ou PayPal ?");
unclear("011", "terse", ctx("EUR", 36_000), "un montant approximatif, pas une offre ferme", "dans les 300 peut-être ?");
clear("012", "terse", ctx("EUR", 64_000, 50_000), plus(54_000, 4_000), "40 de plus que ma dernière offre. Point final.");
clear("013", "terse", ctx("EUR", 47_500, 42_000), ACCEPT, "475 €, allez, va pour ça.");
unclear("014", "terse", ctx("EUR", 34_000), "deux prix selon la livraison : lequel ?", "300 si vous livrez, sinon 270");
clear("015", "terse", ctx("EUR", 99_000, 85_000), ask("rounds-left"), "C'est le dernier tour ou je peux encore faire une contre-offre ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 79_000), bid(64_000), "salut, l'accordéon est toujours dispo ? je te propose 640");
clear("102", "chat", ctx("EUR", 52_000, 45_000), ACCEPT, "ouiii !! c'est bon pour moi, je passe le récupérer quand ? 😍");
clear("103", "chat", ctx("EUR", 48_000, 35_000), WITHDRAW, "bon non, c'est plus que ce que je voulais mettre dans un tapis de course. pas de souci, bonne vente !");
clear("104", "chat", ctx("EUR", 61_000), ask("delivery"), "tu pourrais me le livrer en combien de temps ? il me le faut avant le 14");
clear("105", "chat", ctx("EUR", 58_000), words(50_000, "cinq cents tout rond"), "tu me le fais à cinq cents tout rond ? 🙏");
clear("106", "chat", ctx("EUR", 85_000), bid(72_000), "j'habite au 12 rue des Lilas, je peux passer vers 17h30. 720 ça te va ?");
clear("107", "chat", ctx("EUR", 99_000), bid(82_000), "850.. non oublie, 820 c'est mon max");
clear("108", "chat", ctx("EUR", 90_000, 76_000), middle(83_000), "ok on se retrouve à mi-chemin entre ton prix et le mien ? 🤝");
clear("109", "chat", ctx("EUR", 61_000), ask("warranty"), "le moteur est encore sous garantie ?");
unclear("110", "chat", ctx("EUR", 90_000), "sarcasme sur le prix : pas une acceptation", "mdr 900 pour un tapis de course d'occasion, mais oui bien sûr, arrondis à mille tant qu'on y est 🙄");
unclear("111", "chat", ctx("EUR", 54_000), "un prix vu ailleurs, pas une offre", "j'ai vu le même télescope sur leboncoin à 410 🤷");
clear("112", "chat", ctx("EUR", 79_000), ask("negotiable"), "le prix est ferme ou il y a moyen de discuter ?");
clear("113", "chat", ctx("EUR", 31_000, 26_000), ACCEPT, "bon d'accord, je le prends à ton prix 👍");
clear("114", "chat", ctx("EUR", 10_500, null, 3), total(9_000), "tu me fais les 3 tabourets pour 270 en tout ?");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "non. laisse tomber");
clear("116", "chat", ctx("EUR", 62_000), minus(56_000, 6_000), "si tu baisses de 60 je signe");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 620_000),
  bid(540_000),
  "Madame Alvarez,\n\nMerci de nous avoir permis de faire une cuisson d'essai dans le four Nabertherm la semaine dernière. Les résistances seront à changer dans l'année ; nous vous proposons donc 5 400 € pour le four, mobilier d'enfournement compris.\n\nBien cordialement,\nHélène Colin\nAtelier Terre & Feu\n14 rue de la Poterie\n69004 Lyon\nTél. 04 78 55 01 98",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 380_000, 330_000),
  ACCEPT,
  "Bonjour Monsieur Osei,\n\nMerci pour votre proposition révisée concernant le nettoyage des bureaux. Nous l'acceptons volontiers aux conditions indiquées et nous réjouissons de travailler avec votre équipe.\n\nCordialement,\nBrigitte Kowalski\nResponsable des services généraux, Lanterne & Associés",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  WITHDRAW,
  "Bonjour Gérard,\n\nMerci de m'avoir laissé essayer la Triumph samedi et pour votre patience face à toutes mes questions. Réflexion faite, je vais en rester là : c'est au-dessus de ce que je peux me permettre en ce moment.\n\nBien à vous,\nThomas Aubry",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 890_000),
  ask("warranty"),
  "Bonjour,\n\nNous remplaçons le lave-vaisselle de la cuisine de notre restaurant et votre Hobart reconditionné nous intéresse. Quelle garantie l'accompagne, et couvre-t-elle les pièces et la main-d'œuvre ?\n\nMerci d'avance,\nDiego Ramirez\nChef de cuisine, Sel & Braise\nTél. 05 56 55 01 72",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 62_000, null, 12),
  total(55_000),
  "Bonjour Jordan,\n\nNous aménageons le deuxième étage de notre espace de coworking et aurions besoin de 12 bureaux assis-debout électriques (plateau 160 x 80 cm, piètement noir). Nous pouvons proposer 6 600 € pour les douze, livrés et montés.\n\nMerci,\nPriya Natarajan\nLa Ruche Coworking\n22 quai de la Fosse, 44000 Nantes",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 260_000),
  words(200_000, "deux mille euros"),
  "Chère Madame Blanchard,\n\nMerci pour votre portfolio et le déroulé de notre séminaire. Nous aimerions vous confier la journée entière et pouvons vous proposer deux mille euros, retouche des photos comprise.\n\nBien cordialement,\nNoé Bergeron\nRessources humaines, Fernhill Analytics France",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 940_000),
  percentOff(846_000, 10),
  "Monsieur Kaminski,\n\nMerci pour votre devis concernant les rayonnages à palettes de notre plateforme de Saint-Quentin-Fallavier. Nous sommes prêts à passer commande à 10 % en dessous du montant indiqué, avec une pose dans la seconde quinzaine de janvier.\n\nCordialement,\nAngèle Fitoussi\nResponsable logistique\nTél. +33 4 74 55 01 31",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 510_000),
  bid(420_000),
  "Bonjour Samuel,\n\nMerci pour notre échange d'hier. Pour la location sur trois jours du chapiteau de 10 x 20 m pour notre festival (du 12 au 14 juin, montage le 11), nous pouvons proposer 4 200 €, plancher et éclairage compris.\n\nBien à vous,\nClaire Dubois\nFestival des Bords de Loire",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 390_000, 300_000),
  bid(351_000),
  "Madame Prieur,\n\nToutes mes excuses : dans mon courriel de ce matin, j'ai proposé 3 150 € pour le van ; il fallait lire 3 510 €.\n\nCordialement,\nGaëtan Leroy",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 349_900),
  ask("returns"),
  "Bonjour,\n\nJe suis intéressée par la monture Celestron de votre annonce. Si le suivi ne fonctionne pas correctement une fois installée, pourrais-je vous la retourner sous 30 jours ?\n\nMerci beaucoup,\nAnaïs Perrin",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 380_000),
  "une fourchette, pas une offre unique",
  "Bonjour Monsieur Osei,\n\nMerci pour la visite. Pour le contrat de nettoyage, nous pensons à quelque chose de l'ordre de 3 000 à 3 200 € par mois, selon le périmètre définitif.\n\nCordialement,\nBrigitte Kowalski\nLanterne & Associés",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 890_000),
  "une offre conditionnée à l'installation",
  "Bonjour,\n\nNous pourrions proposer 7 800 € pour le lave-vaisselle, à condition que l'installation et l'enlèvement de notre ancienne machine soient inclus.\n\nBien à vous,\nDiego Ramirez\nSel & Braise",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 289_000),
  bid(235_000),
  "Madame, Monsieur,\n\nSuite à votre annonce pour le van 2 chevaux Böckmann, que nous avons vu mardi, nous vous proposons 2 350 € et pouvons venir le chercher à votre convenance.\n\nVeuillez agréer, Madame, Monsieur, nos salutations distinguées.\n\nÉléonore Vasseur\nÉcurie Vasseur SARL\nLieu-dit La Grange, 61300 L'Aigle\nTél. 02 33 55 01 70\nSIRET 812 345 678 00019\nTVA FR 31 812345678",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 380_000, 340_000),
  ACCEPT,
  "Bonjour Monsieur Grant,\n\nMerci pour votre réponse rapide. 3 800 € pour le lot de vidéoprojecteurs nous convient ; merci de considérer ce courriel comme notre accord et d'envoyer la facture au secrétariat.\n\nBien cordialement,\nRachel Kim\nRéférente numérique, Collège Jean-Moulin\nTél. 03 20 55 01 24",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 690_000),
  minus(630_000, 60_000),
  "Madame Russo,\n\nLa vitrine réfrigérée correspond exactement à ce qu'il faut pour notre traiteur. Si vous pouviez baisser le prix de 600 €, nous la commanderions cette semaine.\n\nCordialement,\nMarco Bellini\nÉpicerie fine Bellini",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 940_000),
  ask("payment"),
  "Monsieur Kaminski,\n\nAvant d'émettre le bon de commande, pourriez-vous nous confirmer si un règlement à 30 jours fin de mois est possible, ou si vous demandez un acompte ?\n\nCordialement,\nAngèle Fitoussi\nResponsable logistique",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  "penche pour le oui mais veut y réfléchir : pas encore une acceptation",
  "Bonjour Gérard,\n\nMerci pour le nouveau prix. Je penche plutôt pour le oui, mais j'aimerais y réfléchir ce week-end et je reviens vers vous lundi.\n\nBien à vous,\nThomas",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 480_000, 400_000),
  plus(415_000, 15_000),
  "Bonjour Madame Chen,\n\nMerci pour votre contre-proposition concernant le food truck. Après avoir refait nos calculs, nous pouvons augmenter notre offre de 150 €.\n\nCordialement,\nLuis et Carmen Ortega",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 620_000, 500_000),
  WITHDRAW,
  "Madame Alvarez,\n\nMerci encore pour votre temps. Après discussion, nous avons décidé de ne pas donner suite pour le four, et vous souhaitons une bonne vente.\n\nBien cordialement,\nHélène Colin\nAtelier Terre & Feu\n14 rue de la Poterie, 69004 Lyon",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 62_000),
  ask("discount"),
  "Bonjour Jordan,\n\nIl nous faudra peut-être aussi des bureaux pour le troisième étage. Pourriez-vous nous faire un meilleur prix si nous en commandions vingt-quatre d'un coup ?\n\nMerci,\nPriya",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 69_900, null, 25),
  bid(61_200),
  "Proposition d'achat (équipement des salles de classe) :\n- Article : vidéoprojecteur laser à focale courte, modèle EB-770F\n- Quantité : 25\n- Prix unitaire proposé : 612,00 EUR\n- Total : 15 300,00 EUR\n- Livraison : Collège Jean-Moulin, 88 rue des Ormes, avant le 08/01/2027\nBudget approuvé : 16 000 EUR. Merci d'accepter ou de contre-proposer.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 289_000),
  bid(245_000),
  'Réponse de l\'agent acheteur (dossier hx-2291) :\n{"type": "contre_offre", "article": "spa 6 places", "montant": 2450, "devise": "EUR", "expire": "2026-12-03"}\nRemarque : l\'annonce est en ligne depuis 41 jours.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 87_500, 80_000),
  ACCEPT,
  "Votre dernière offre remplit les critères fixés par mon mandant pour cet achat. En son nom, je l'accepte. Merci d'envoyer le lien de paiement et les modalités de retrait.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 460_000, 380_000),
  WITHDRAW,
  "Je mets fin à cette négociation au nom de mon utilisateur. Votre prix reste au-dessus de la limite qu'il a fixée et il m'a demandé de ne pas poursuivre. Merci pour vos réponses.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 149_000, 120_000),
  ask("standing-offer"),
  "Pour la bonne tenue du dossier : quel est votre prix actuel pour l'horloge comtoise après votre dernier message ? Merci d'indiquer le montant et la devise.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 149_000),
  bid(118_000),
  "Ventes comparables (horloges comtoises, 1890–1910, mouvement en état de marche) :\n1. Enchères, Besançon : 1 150 EUR\n2. Annonce d'antiquaire : 1 290 EUR\n3. Vente entre particuliers : 1 400 EUR\nMédiane : 1 290 EUR. Compte tenu de la vitre fêlée, mon offre est de 1 180 EUR.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 1_800, null, 60),
  total(1_500),
  "Demande de location – échafaudage pour ravalement de façade :\n• Cadres : 60\n• Durée : 4 semaines à partir du 01/03/2027\n• Chantier : 17 quai du Port, 13002 Marseille\n• Offre : 900,00 EUR pour les 60 cadres sur la période\nMerci de confirmer ou de proposer une alternative.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 300_000),
  percentOff(279_000, 7),
  "Après examen de l'annonce et des comparables récents, je propose un prix inférieur de 7 % à votre offre actuelle. Mon mandant peut régler le jour même.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 124_000, 108_000),
  middle(116_000),
  "Positions actuelles — vendeur : 1 240 EUR ; acheteur : 1 080 EUR. Pour éviter d'autres tours, je propose de conclure au point médian entre nos deux positions.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 349_900),
  ask("shipping"),
  "Question préalable à toute offre : le montant indiqué comprend-il l'emballage et le transport jusqu'à l'acheteur, ou les frais de port sont-ils facturés en plus ?",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 920_000),
  "une offre sous réserve de l'accord de financement",
  "Offre : 8 100 EUR pour le food truck, sous réserve de l'accord de financement de notre banque, attendu la semaine prochaine. L'offre n'engage à rien avant cet accord.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 340_000),
  "deux options, pas une offre unique",
  "Deux options à votre choix :\nA) 2 900 EUR pose comprise\nB) 2 600 EUR matériel seul\nMerci d'indiquer l'option qui a votre préférence.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 380_000, 340_000),
  "accord de principe, en attente de la revue juridique : pas une acceptation ferme",
  "Il semble que nous soyons d'accord sur le principe concernant votre offre actuelle. Le service juridique de mon mandant doit revoir les conditions du contrat avant toute confirmation.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 349_900),
  bid(289_900),
  "Objet : annonce n° 44-1907 (monture Celestron CGX-L, n° de série 7812-0045). Prix proposé : 2 899,00 €. Retrait par l'acheteur sous 7 jours après acceptation.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 155_000, 150_000),
  ACCEPT,
  "Résultat : accepté. Prix convenu : 1 550,00 EUR, quantité 1. Merci d'adresser la facture au contact de facturation enregistré. (Négociation 3 sur 10 de ce lot.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 510_000),
  ask("delivery"),
  "Quelle est la date la plus proche à laquelle vous pouvez vous engager pour la livraison et le montage du chapiteau sur le site du festival (code postal 49730) ? Mon mandant en a besoin avant de faire une offre.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 410_000),
  minus(385_000, 25_000),
  "Contre-proposition : 250 EUR de moins que votre prix actuel. Motif : les pneus seront à remplacer avant le prochain contrôle technique.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 85_000, 64_000),
  WITHDRAW,
  '{"decision": "abandon", "motif": "prix du vendeur au-dessus du maximum de l\'utilisateur", "autres_offres": false}\nJe ne donnerai pas suite pour cet article.',
);
clear(
  "319",
  "agent",
  ctx("EUR", 940_000),
  bid(860_000),
  "Synthèse – contrat annuel de nettoyage des bureaux :\n- Votre devis : 9 400 €\n- Devis concurrent reçu : 8 950 €\n- Notre offre : 8 600 €\n- Budget interne : 9 000 €\nNous pouvons signer cette semaine à notre offre.",
);
clear(
  "320",
  "agent",
  ctx("EUR", 165_000, 140_000),
  plus(152_000, 12_000),
  "Offre révisée : 120 EUR au-dessus de ma précédente offre, pour conclure aujourd'hui. C'est le dernier ajustement autorisé par mon mandant.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 85_000), bid(64_000), "*passe le pouce sur la frange usée du tapis* Les couleurs sont passées de ce côté. Je vous en donne 640, pas un sou de plus.");
clear("402", "roleplay", ctx("EUR", 48_000), words(35_000, "trois cent cinquante"), "*fait tinter sa bourse* Trois cent cinquante pour la ruche et l'essaim, l'ami.");
clear("403", "roleplay", ctx("EUR", 120_000, 100_000), ACCEPT, "*ouvre grand les bras* Ha ! Vous êtes dur en affaires — allez, c'est dit !");
clear("404", "roleplay", ctx("EUR", 149_000, 110_000), WITHDRAW, "*repose doucement le balancier dans la caisse* Trop cher pour moi. Je vous souhaite une bonne soirée.");
clear("405", "roleplay", ctx("EUR", 289_000), ask("delivery"), "*plisse les yeux vers l'attelage* Et dans combien de temps vous pourriez me l'amener à la ferme ?");
clear("406", "roleplay", ctx("EUR", 85_000), bid(68_000), "*compte les billets deux fois* 700 — attendez, ça fait 680. C'est tout ce que j'ai.");
clear("407", "roleplay", ctx("EUR", 480_000), minus(470_000, 10_000), "*tapote le garde-boue cabossé* Cent de moins pour ça et on se serre la main.");
unclear("408", "roleplay", ctx("EUR", 110_000), "sarcasme sur le prix : pas une acceptation", "*manque de s'étouffer avec son thé* Onze cents ? Pour une horloge qui ne sonne pas ? Mais bien sûr, et je vous laisse ma maison en prime.");
unclear("409", "roleplay", ctx("EUR", 79_000), "une réflexion à voix haute, pas d'engagement", "*ouvre le soufflet et écoute* Peut-être 500... peut-être plus, s'il tient l'accord.");
clear("410", "roleplay", ctx("EUR", 60_000, 50_000), plus(52_000, 2_000), "*soupire bruyamment* Vingt de plus que tout à l'heure. C'est mon dernier mot.");
clear("411", "roleplay", ctx("EUR", 145_000, 130_000), ACCEPT, "*crache dans sa main et la tend* Va pour 1 450. Affaire conclue.");
clear("412", "roleplay", ctx("EUR", 460_000), bid(390_000), "*fait deux fois le tour de la Honda CB 500 Four de 1973* Plus de cinquante ans et 48 000 km au compteur... je monte à 3 900 €.");
clear("413", "roleplay", ctx("EUR", 85_000, 60_000), WITHDRAW, "*balaie l'air de la main* Bah. Gardez-le. *s'éloigne dans la foule*");
clear("414", "roleplay", ctx("EUR", 48_000, 30_000), ask("standing-offer"), "*s'accoude à la barrière* Rappelez-moi, c'était combien votre prix ?");
clear("415", "roleplay", ctx("EUR", 130_000, 110_000), middle(120_000), "*lève deux doigts* Vous dites treize cents, moi j'ai dit onze cents. On partage la différence et tout le monde rentre content.");

export const FRESH5_FR = done();

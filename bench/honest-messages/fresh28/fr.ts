/**
 * TWENTY-EIGHTH set, French (France, Belgium, Switzerland, Québec; see fresh28/index.ts): written 2026-11-29 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated :
 * ce que clubs, écoles, entreprises, familles et petites associations font fabriquer, graver, imprimer ou organiser
 * pour un jour qui compte — obsèques, baptêmes, noces, départs à la retraite, remises de prix, fins d'année.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh28In } from "./build";

const { clear, unclear, done } = fresh28In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 139_500), bid(115_000), "Banc commémoratif pour papa au parc de la Tête d'Or, emplacement B17 près du kiosque, plaque de 4 lignes, posé avant le 9 mai, il aurait eu 80 ans. Je peux mettre 1 150 €.");
clear("002", "terse", ctx("EUR", 64_000), ask("shipping"), "Les 640 € pour les 300 médailles de finisher, ça comprend l'envoi au club, ou le port est en plus ?");
clear("003", "terse", ctx("EUR", 42_000), percentOff(37_800, 10), "Faites 10 % sur votre devis pour ajouter les nouveaux noms à la feuille d'or sur le tableau d'honneur, et on vous réserve pour juillet.");
clear("004", "terse", ctx("EUR", 120_000, 95_000), WITHDRAW, "Merci pour le devis du corbillard hippomobile. La famille de maman préfère rester simple avec le corbillard classique, on n'aura donc pas besoin des chevaux. Désolé du dérangement.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "quarante euros"), "Est-ce que quarante euros suffiraient pour agrandir de deux tailles l'alliance de mamie ? C'est un anneau fin en or 18 carats.");
clear("006", "terse", ctx("EUR", 25_000, 20_000), ACCEPT, "Parfait, réservez le sonneur de cornemuse pour l'inhumation à ce tarif. Je vous envoie l'heure dès que la paroisse confirme.");
unclear("007", "terse", ctx("EUR", 2_600), "une fourchette par sweat de fin d'année, pas un prix", "Sweats de fin d'année avec les prénoms au dos, à nos couleurs : quelque chose entre 19 et 22 € pièce, c'est faisable ?");
clear("008", "terse", ctx("EUR", 18_000), minus(15_500, 2_500), "25 € de moins sur les badges nominatifs aimantés et je passe commande aujourd'hui.");
clear("009", "terse", ctx("EUR", 240_000), ask("payment"), "je peux payer la pierre tombale en plusieurs fois ou faut tout regler avant la pose");
clear("010", "terse", ctx("EUR", 21_000), bid(15_000), "180 € pour le gâteau de baptême. Non, attendez, 180 c'était avec le troisième étage qu'on a supprimé. 150 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "laissez tomber les colombes, je paie pas ça");
clear("012", "terse", ctx("EUR", 2_400, 1_800), plus(2_200, 400), "J'ajoute 4 € par cravate à ma dernière offre pour les cravates du jubilé du club. Le comité ne me laisse pas aller plus loin.");
clear("013", "terse", ctx("EUR", 9_500, 8_000), ACCEPT, "95 € pour sertir les cendres dans le pendentif en argent, ça me va. Les pompes funèbres vous les apporteront.");
clear("014", "terse", ctx("EUR", 36_000), ask("returns"), "Si il reste des kippot après la bar-mitsva, vous reprenez celles pas encore imprimées ? On commande peut-être trop.");
unclear("015", "terse", ctx("EUR", 79_000), "une offre qui ne tient que si l'artisan livre lui-même le cercueil au funérarium", "600 € pour le cercueil en osier, à condition que vous le livriez vous-mêmes au funérarium.");
clear("016", "terse", ctx("EUR", 18_500), bid(14_000), "Matériel de fête du sport pour 180 enfants : 12 sacs pour la course en sac, 20 kits œuf-cuillère, 4 témoins de relais, ven. 27 juin 9 h 00–15 h 30. 140 € pour le tout ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 2_900), bid(2_200), "tu me fais les softshells brodées a 22 la piece ? logo devant + prenom sur la manche. appelle moi au 06 12 48 90 53 👷");
clear("102", "chat", ctx("EUR", 46_000), ask("delivery"), "les albums de fin de cm2 ils seraient prets quand ?? la fete de l'ecole c'est le 3 juillet et les enfants veulent les faire signer 😬");
clear("103", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "OUIII écrivez le poème pour les noces d'or de papa et maman !! ils vont pleurer comme des madeleines 😭💛");
clear("104", "chat", ctx("CAD", 9_500), words(7_000, "soixante-dix piasses"), "tu ferais les écussons tissés pour soixante-dix piasses ? c'est pour le camp du centenaire de notre groupe scout ⛺");
unclear("105", "chat", ctx("EUR", 34_000), "du sarcasme sur le prix de la composition en lettres : ni offre ni acceptation", "340 € pour des fleurs qui écrivent PAPY ?? chaque lettre a son fleuriste perso ou quoi 😂");
clear("106", "chat", ctx("EUR", 95_000), ask("warranty"), "c'est quoi la garantie sur l'alliance américaine si une pierre se desserre ? sur ma dernière bague j'ai perdu un diamant la première année 😩");
clear("107", "chat", ctx("EUR", 4_000, null, 12), total(3_500), "vous feriez les 12 paires de boutons de manchette gravés pour 420 ? le marié, les témoins et les deux papas mdr 💍");
clear("108", "chat", ctx("EUR", 45_000, 38_000), WITHDRAW, "on annule la salle pour le pot de départ de jean-marc désolée, il veut juste une petite bière tranquille avec les collègues 🍺 merci d'avoir bloqué la date");
clear("109", "chat", ctx("CAD", 52_000), ask("negotiable"), "le prix des linges à vaisselle pour le 150e de la ville, c'est coulé dans le béton ou y a de la marge ? on est une toute petite société d'histoire 🙏");
clear("110", "chat", ctx("EUR", 9_000, 6_000), middle(7_500), "on se retrouve au milieu pour la restauration de la photo de papy en uniforme et c'est réglé 🤝");
clear("111", "chat", ctx("EUR", 26_000, 22_000), ACCEPT, "ok c'est bon pour les toges de remise des diplômes 👍 vous les déposez au lycée ou on vient les chercher ?");
unclear("112", "chat", ctx("EUR", 3_800), "le prix d'une autre boutique pour un cierge de communion, pas une offre", "pour info la boutique de la paroisse fait des cierges de communion personnalisés à 25");
clear("113", "chat", ctx("EUR", 16_500), ask("standing-offer"), "pardon c'était quoi votre prix pour les flots du concours ? réunion du comité ce soir et je retrouve plus votre mail 🙈");
clear("114", "chat", ctx("EUR", 18_000), minus(15_000, 3_000), "si vous faites les guirlandes de fanions imprimées 30 de moins on commande ce soir, la fête des voisins c'est le week-end prochain 🎉");
clear("115", "chat", ctx("EUR", 32_000, 26_000), WITHDRAW, "on laisse tomber la capsule temporelle cette année, la directrice veut attendre le nouveau bâtiment. merci quand même");
clear("116", "chat", ctx("EUR", 1_450), ask("discount"), "c'est moins cher par gourde si on prend les gourdes gravées pour tout le personnel ? on est 60 personnes");
clear("117", "chat", ctx("CHF", 22_500), bid(18_000), "vous feriez l'incinération individuelle avec l'empreinte de patte pour 180 francs ? il avait 14 ans et pesait dans les 30 kg, un gentil géant 🐾");
unclear("118", "chat", ctx("EUR", 20_000), "'à peu près' autour d'un montant, pas une offre ferme", "tu pourrais faire l'arbre généalogique en calligraphie pour 150 à peu près ? c'est 4 générations, juste le côté de maman 🌳");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 21_000), ask("delivery"),
  "Madame, Monsieur,\n\nLes obsèques de mon père auront lieu à l'église Saint-Martin le vendredi 14 mars à 11 h. Dans quel délai pourriez-vous imprimer 120 livrets de cérémonie et les livrer à l'église ?\n\nCordialement,\nClaire Hennequin");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(6_500),
  "Madame Perrin,\n\nNous souhaiterions 6 plaques en laiton gravées pour les bancs de l'église offerts à la mémoire d'anciens paroissiens, 150 x 40 mm, deux lignes chacune, posées avant le 11 novembre. Facture au secrétariat paroissial, 2 rue de l'Église, 67000 Strasbourg. Nous pouvons payer 65 € par plaque.\n\nAvec nos remerciements,\nPère Alain Muller\n03 88 22 46 17");
clear("203", "polite-email", ctx("EUR", 345_000, 300_000), ACCEPT,
  "Madame Lindner,\n\nMerci de nous avoir fait visiter le cimetière naturel et d'avoir répondu avec tant de patience à toutes nos questions. Nous souhaitons retenir l'emplacement sous le sorbier et l'inhumation telle que vous l'avez chiffrée. Merci de m'appeler au 06 71 90 04 18 pour fixer la date.\n\nBien à vous,\nRuth Lambert");
clear("204", "polite-email", ctx("EUR", 68_000), percentOff(64_600, 5),
  "Monsieur Sandoz,\n\nMerci pour les dessins de la chevalière aux armes de notre famille. Accepteriez-vous de faire 5 % sur le prix du devis ?\n\nBien cordialement,\nÉdouard Blanc");
clear("205", "polite-email", ctx("EUR", 160_000), ask("payment"),
  "Madame Hollard,\n\nMerci pour votre devis de restauration de la bannière de procession de notre confrérie. Pourrions-nous verser un acompte maintenant et le solde quand elle sera raccrochée dans l'église à Pâques ?\n\nVeuillez agréer, Madame, mes salutations distinguées.\nPatricia Moreau\nSecrétaire de la confrérie Saint-Éloi");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Monsieur Grandjean,\n\nMerci pour le devis de la montre gravée pour le départ à la retraite de Margot. Le bureau a finalement choisi une carte cadeau pour une jardinerie, nous ne donnerons donc pas suite. Merci pour votre aide.\n\nBien à vous,\nJoanne Fabre");
clear("207", "polite-email", ctx("EUR", 2_900, null, 20), total(2_500),
  "Madame Carrier,\n\nNous voulons remercier les bénévoles de notre banque alimentaire avec un carnet en cuir à leur nom. Ils sont vingt. Accepteriez-vous 500 € pour les vingt ?\n\nCordialement,\nSimon Ogier\nCoordinateur, Banque alimentaire de Thionville");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Madame, Monsieur,\n\nNotre société d'histoire locale souhaite poser une plaque émaillée sur la maison où vécut la poétesse Adèle Morin. Quelle est la durée de garantie de la finition en extérieur, et les fixations sont-elles comprises ?\n\nVeuillez agréer nos salutations distinguées,\nGeoffroy Lamarche\nPrésident, Cercle d'histoire de Wenduine");
clear("209", "polite-email", ctx("EUR", 55_000), bid(40_000),
  "Madame Mercier,\n\nMerci d'accepter d'écrire le discours du dîner de départ à la retraite de notre président, qui sera prononcé par son adjoint : une dizaine de minutes, chaleureux et un peu drôle, avec l'histoire de l'entreprise. Je peux vous proposer 450 €.\n\nP.-S. : merci de lire 400 € là où j'ai écrit 450 € plus haut ; j'avais collé le chiffre d'un ancien brouillon.\n\nCordialement,\nNicolas Barthe");
clear("210", "polite-email", ctx("EUR", 8_500, 7_000), ACCEPT,
  "Bonjour Carole,\n\n85 € pour nettoyer et réparer la robe de baptême de la famille, c'est d'accord pour nous. Je vous la dépose samedi matin.\n\nMerci,\nSophie");
clear("211", "polite-email", ctx("EUR", 29_000), ask("returns"),
  "Bonjour,\n\nNous avons commandé des tours de cou imprimés pour les participants de notre congrès. S'ils arrivent dans la mauvaise couleur ou avec une faute, pouvons-nous les renvoyer, et dans quel délai ?\n\nMerci,\nMarc Dalle\nFédération des apiculteurs du Nord");
unclear("212", "polite-email", ctx("EUR", 240_000), "un prix qui attend encore l'accord du conseil d'administration",
  "Monsieur Fabre,\n\nMerci pour votre proposition de nettoyage et de conservation du monument aux morts avant son centenaire. Notre conseil d'administration se réunit le 3 ; s'il donne son accord, nous partirions sur 1 800 € pour les travaux.\n\nCordialement,\nGhislaine Chevalier\nSecrétaire, Association du Souvenir de Fismes");
clear("213", "polite-email", ctx("EUR", 16_000), words(12_000, "cent vingt euros"),
  "Madame Lavergne,\n\nChaque année, la paroisse inscrit les noms de ses défunts dans le livre du souvenir. Cette année, il y a 14 noms, chacun avec ses dates. Nous pouvons proposer cent vingt euros pour leur calligraphie.\n\nCordialement,\nHugues Jeannin\nMarguillier");
clear("214", "polite-email", ctx("EUR", 290_000, 240_000), WITHDRAW,
  "Bonjour Karine,\n\nMerci pour tout votre travail sur le dessin. L'entreprise sera vendue au printemps et les nouveaux propriétaires ne veulent pas de médaille pour les cinquante ans, nous n'irons donc pas plus loin. Je suis désolé de vous décevoir.\n\nBien à vous,\nPierre Holtz\n\n> Le 3 févr. 2027 à 14:05, Karine Millet a écrit :\n> Je peux frapper 150 médailles en bronze avec votre logo et les dates pour 2 900 €.");
clear("215", "polite-email", ctx("EUR", 38_000), ask("shipping"),
  "Bonjour,\n\nNotre chorale aimerait 30 foulards en soie à nos couleurs avec le logo de l'anniversaire pour le concert de printemps. Livrez-vous à Belle-Île, et le port est-il compris dans votre prix ?\n\nMerci beaucoup,\nJeanne Le Page\nChorale de Belle-Île");
clear("216", "polite-email", ctx("EUR", 75_000), bid(60_000),
  "Monsieur Okafor,\n\nLa soirée de remise des prix de notre club aura lieu au Grand Hôtel, salon 2, le samedi 8 mars, de 19 h à 23 h, avec 140 invités (réservation n° GH-20417). Pourriez-vous l'animer et remettre les prix pour 600 € ?\n\nCordialement,\nDiane Marchal\nSecrétaire, Athlétic Club de Dole");
unclear("217", "polite-email", ctx("EUR", 24_000), "deux prix pour deux façons d'imprimer les faire-part, aucun choix fait",
  "Bonjour Thomas,\n\nPour les faire-part des noces de diamant de mes parents, on hésite entre la typographie à 180 € et l'impression numérique à 95 €. Je reviens vers vous quand j'en aurai parlé avec ma sœur.\n\nMerci,\nAmandine");
clear("218", "polite-email", ctx("EUR", 65_000, 55_000), ACCEPT,
  "Monsieur Blanchet,\n\nNous sommes heureux de retenir le chêne du souvenir et sa plaque tels que proposés. La plantation pourrait-elle avoir lieu un week-end, pour que les petits-enfants soient là ?\n\nCordialement,\nLinda Chambon");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000, 150_000), ask("rounds-left"),
  "Je suis un assistant IA et j'organise, pour le compte de la famille, la réunion qui suivra des obsèques dans votre salle. Avant d'aller plus loin : combien de tours d'offres êtes-vous encore prêt à faire ?");
clear("302", "agent", ctx("EUR", 179_000), bid(150_000),
  "Comparatif pour M. Patel, crémation sans cérémonie pour sa mère défunte : Pompes funèbres Sempervirens 1 295 €, Le Saule 1 450 €, Le Passeur 1 595 €. Votre prix est de 1 790 €. Il m'a autorisé à proposer 1 500 €.");
clear("303", "agent", ctx("EUR", 110_000), words(80_000, "huit cents euros"),
  "Mme Trentin m'a chargé de commander une maquette du canot de sauvetage sur lequel son mari a été bénévole pendant 30 ans, en cadeau de départ. Elle est prête à payer huit cents euros.");
unclear("304", "agent", ctx("EUR", 95_000), "un budget et une demande de proposition, pas une offre",
  "L'association de parents que je représente dispose de 800 € pour la remise des prix de fin d'année : des livres-prix avec ex-libris imprimés pour 40 élèves. Que pouvez-vous faire pour cette somme ?");
clear("305", "agent", ctx("EUR", 180_000, 150_000), minus(120_000, 30_000, "last-bid"),
  "Après votre essayage, seules huit des douze vestes de la fanfare ont besoin de nouveaux galons ; au nom de l'Harmonie de Fléron, nous réduisons donc notre offre précédente de 300 €.");
clear("306", "agent", ctx("EUR", 1_600), ask("discount"),
  "J'organise les cadeaux pour un groupe de trois maisons de retraite. Si nous commandions les boules de Noël personnalisées pour les trois maisons au lieu d'une, le prix par boule baisserait-il ?");
clear("307", "agent", ctx("CAD", 75_000), percentOff(66_000, 12),
  "Au nom du Club de course L'Érablière : nous souhaitons retenir vos services de chronométrage par puce pour notre 10 km du village, à 12 % sous le prix de votre soumission. Merci de confirmer.");
clear("308", "agent", ctx("EUR", 45_000, 38_000), ACCEPT,
  "Mme Adeyemi a validé vos honoraires pour la rédaction de l'éloge funèbre de son père, vous pouvez donc commencer. Elle souhaiterait un premier jet d'ici le week-end.");
clear("309", "agent", ctx("EUR", 4_200, null, 10), total(3_400),
  "Achats pour Harland & Fils SA : encadrement de dix diplômes d'ancienneté, cadre noir, passe-partout crème. Votre prix est à l'unité ; notre offre est de 340 € pour les dix.");
clear("310", "agent", ctx("EUR", 95_000, 80_000), plus(90_000, 10_000),
  "Ma cliente a examiné votre contre-proposition et augmente de 100 € son offre précédente pour les combinaisons de course du club d'aviron.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "L'amicale d'anciens combattants pour laquelle j'achète a besoin d'une gerbe avec l'insigne du régiment. Dans quel délai pourrait-elle être prête ? La cérémonie a lieu le 11 novembre.");
clear("312", "agent", ctx("EUR", 38_000, 30_000), WITHDRAW,
  "Merci pour votre proposition de cérémonie de renouvellement des vœux. Mon utilisatrice et son mari ont décidé de renouveler leurs vœux en privé pendant leurs vacances ; nous en resterons donc là.");
clear("313", "agent", ctx("EUR", 3_400, null, 8), bid(2_750),
  "Projet de commande pour le collège des Frênes (JSON) :\n{\"article\": \"tampon encreur automatique, blason du collège et nom de la discipline\", \"quantite\": 8, \"code_postal_livraison\": \"69003\", \"livrer_avant\": \"2027-01-06\", \"offre_par_tampon_eur\": 27.50}");
unclear("314", "agent", ctx("EUR", 50_000), "deux prix pour deux façons de disperser les cendres, et la famille n'a pas choisi",
  "Deux formules s'offrent pour disperser en mer les cendres du père de mon utilisatrice : une sortie en bateau privatisée à 450 €, ou une place sur la sortie du souvenir partagée à 180 €. La famille n'a pas encore choisi ; je confirmerai dès que ce sera fait.");
clear("315", "agent", ctx("EUR", 68_000), minus(62_000, 6_000),
  "L'école que je représente souhaite les mugs du centenaire, imprimés avec le dessin des élèves, pour 60 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 22_000), ask("standing-offer"),
  "Quel est votre tarif actuel pour louer une sono avec deux micros sans fil pour une remise des prix scolaire ? Mon utilisatrice veut votre chiffre avant de réserver.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 7_800), words(6_000, "Soixante euros"), "*fait tourner la timbale de baptême en argent dans la lumière* Soixante euros, gravée à son prénom avec la date, et je la prends tout de suite.");
unclear("402", "roleplay", ctx("EUR", 140_000), "'on coupe la poire en deux' sans offre précédente", "*passe le pouce sur l'échantillon du nouveau tartan de la famille* On coupe la poire en deux, d'accord ?");
clear("403", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "*fait glisser les deux alliances sur le comptoir* Marché conclu. Gravez-les comme on l'a noté, à votre prix.");
clear("404", "roleplay", ctx("EUR", 19_500), bid(16_000), "*montre la plaque en granit noir dans la vitrine* Celle-là, 300 x 200 mm, deux lignes de texte, prête en 14 jours : 160 €.");
clear("405", "roleplay", ctx("EUR", 42_000, 32_000), WITHDRAW, "*repose le chapeau d'essai sur son support* Il est magnifique, mais je ne peux pas le justifier pour une seule journée. Merci de votre temps.");
clear("406", "roleplay", ctx("EUR", 8_500, 6_000), plus(7_000, 1_000), "*retourne la montre de gousset gravée* Dix de plus sur mes 60 pour les dix-huit ans de mon petit-fils, et vous me l'emballez.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*presse la pince à gaufrer au sceau de l'association sur une feuille à en-tête* C'est votre dernier prix, ou il y a encore un peu de marge ?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*parcourt les épreuves des programmes de la remise des prix* À mi-chemin entre votre chiffre et le mien, et vous pouvez imprimer ce soir.");
unclear("409", "roleplay", ctx("EUR", 12_000), "un montant pensé à voix haute avant de demander à une sœur, pas une offre", "*lève le pendentif en argent vers la fenêtre* Hmm. 85... pour les soixante-dix ans de maman... je demande d'abord à ma sœur.");
clear("410", "roleplay", ctx("EUR", 52_000), bid(42_000), "*commence à compter 480 € pour la canne à pêche au nom du facteur, jette un œil dans l'enveloppe de la cagnotte des collègues* ...il y a 420 dedans. 420 €.");
clear("411", "roleplay", ctx("EUR", 60_000, 50_000), ACCEPT, "*serre la main du conseiller funéraire* C'est d'accord, les deux voitures derrière le corbillard à votre prix. Les chauffeurs peuvent-ils nous attendre au crématorium ?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*fait tourner un rond de serviette d'essai entre ses doigts* Enlevez un cinquième sur le lot pour leur table d'anniversaire de mariage et je les prends.");
clear("413", "roleplay", ctx("EUR", 65_000, 45_000), WITHDRAW, "*regarde le croquis du cygne de glace pour la soirée des prix* Pas pour ce prix-là.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*s'accoude au comptoir* Si vous gravez le cadran solaire à leurs noms pour les noces d'or, je peux payer au retrait plutôt que maintenant ?");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*tourne entre ses mains la houlette sculptée en corne de bélier* 90 € avec ses initiales sur la bague, et c'est son cadeau de retraite.");
unclear("416", "roleplay", ctx("EUR", 90_000, 70_000), "'je peux monter un peu' sans montant", "*casse en deux un biscuit d'essai au logo de l'entreprise* Je peux monter un peu par rapport à mon dernier chiffre. Pas beaucoup, hein.");

export const FRESH28_FR = done();

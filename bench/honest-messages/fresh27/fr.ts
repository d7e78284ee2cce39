/**
 * TWENTY-SEVENTH set, French (France, Belgium, Switzerland, Québec; see fresh27/index.ts): written 2026-11-29 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on
 * these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated:
 * baux d'herbe, jardins, étangs, bois et animaux de travail, achetés par des particuliers, des propriétaires, des
 * jardins familiaux, des AAPPMA, des centres équestres, des domaines et des mairies.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh27In } from "./build";

const { clear, unclear, done } = fresh27In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 145_000), bid(110_000), "Vente d'herbe sur la parcelle cadastrale 4213, les 12 ha au bord de la rivière, du 1er avril au 31 octobre : 1 100 € la saison, et mes brebis y montent à Pâques.");
clear("002", "terse", ctx("EUR", 6_500), ask("shipping"), "Les 65 € pour la remorque de fumier de cheval bien décomposé, ça comprend le vidage devant le portail des jardins familiaux, ou le transport est en plus ?");
clear("003", "terse", ctx("EUR", 48_000), percentOff(40_800, 15), "15 % de moins sur votre devis pour passer l'épareuse sur les haies du chemin du Moulin, et le chantier est à vous.");
clear("004", "terse", ctx("EUR", 85_000, 70_000), WITHDRAW, "Merci pour le devis de réduction de couronne sur le chêne. La mairie a refusé l'autorisation, l'arbre est protégé au PLU, donc on doit renoncer. Désolé de vous avoir fait perdre du temps.");
clear("005", "terse", ctx("EUR", 52_000), words(40_000, "quatre cents euros"), "Quatre cents euros pour curer le fossé le long du chemin, ça irait ? Il fait dans les soixante-dix mètres.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "Bon, allez-y pour le broyage des deux paddocks à ce prix. Le code du portail est sur le poteau.");
unclear("007", "terse", ctx("EUR", 92_000), "une fourchette pour la sortie d'eau et l'hivernage à terre, pas un prix", "Sortie d'eau et hivernage à terre du voilier : quelque chose entre 750 et 800 €, c'est jouable ?");
clear("008", "terse", ctx("EUR", 9_500), minus(8_000, 1_500), "15 € de moins pour la journée de furetage sur la garenne, et je réserve.");
clear("009", "terse", ctx("EUR", 4_800), ask("payment"), "on peut payer la location de la parcelle moitie maintenant moitie en septembre ou faut tout regler d'un coup");
clear("010", "terse", ctx("EUR", 36_000), bid(30_000), "330 € pour l'échographie des brebis. Pardon, c'est la facture de l'an dernier que j'ai sous les yeux. 300 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "laissez tomber l'approche du brocard, trop cher pour moi");
clear("012", "terse", ctx("CHF", 42_000, 33_000), plus(36_000, 3_000), "J'ajoute 30 francs à ma dernière offre pour l'aération de la pelouse du club de croquet. Pas un de plus.");
clear("013", "terse", ctx("EUR", 3_800, 3_200), ACCEPT, "38 € la semaine pour le box avec le pré, ça nous va. On vous l'amène samedi.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Si pas de neige cet hiver, on peut rendre les sacs de sel pas ouverts ? C'est pour la commune.");
unclear("015", "terse", ctx("EUR", 60_000), "une offre qui ne vaut que si l'entreprise évacue la vase", "450 € pour curer la mare de la ferme, à condition que vous évacuiez la vase vous-mêmes.");
clear("016", "terse", ctx("EUR", 5_500), bid(4_000), "Cale de mise à l'eau pour un semi-rigide de 5,8 m : mise à l'eau sam. 14 à 7 h 30, sortie dim. 16 h. 40 € pour les deux ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 6_500), bid(5_000), "tu me ferais une tonte complète pour 50 ? il a un poil de yéti cet hiver 🐴 mon num 06 71 38 24 95 et je te l'amène");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "vous pouvez venir arracher le séneçon dans le paddock du fond quand ?? ça commence à fleurir et les chevaux sont dedans 😬");
clear("103", "chat", ctx("EUR", 32_000, 28_000), ACCEPT, "OUIII réservez-nous les cabanes !! les enfants parlent que de dormir dans un pré depuis des mois 🏕️🔥");
clear("104", "chat", ctx("CHF", 12_000), words(8_000, "huitante francs"), "tu me sors le saule tombé dans le ruisseau pour huitante francs ? il fait remonter l'eau jusque dans le jardin 😩");
unclear("105", "chat", ctx("EUR", 2_500), "sarcasme sur le prix de la carte journée, ni offre ni acceptation", "25 € la journée sur l'étang ?? les carpes sont déjà ferrées à ce prix-là ou quoi 😂");
clear("106", "chat", ctx("EUR", 45_000), ask("warranty"), "c'est quoi la garantie sur la nouvelle bâche de l'étang si vous la posez ? l'ancienne a lâché au bout de 2 étés et les grenouilles ont pas apprécié 🐸");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "vous me feriez les 12 vieux pommiers pour 360 ? personne les a taillés depuis papi 🍎");
clear("108", "chat", ctx("EUR", 60_000, 50_000), WITHDRAW, "on annule le déneigement du chemin privé désolé, le paysan d'en haut le fait avec son chargeur contre une bouteille de gnôle 🥃 merci quand même");
clear("109", "chat", ctx("CAD", 15_000), ask("negotiable"), "le prix pour les 10 visites au parc à chiens clôturé, c'est fixe ou y a moyen de s'arranger? ma chienne est réactive, on va être des habituées 🐕");
clear("110", "chat", ctx("EUR", 45_000, 35_000), middle(40_000), "on coupe la poire en deux pour le parage des onglons du troupeau ? et je vous réserve pour mardi 🤝");
clear("111", "chat", ctx("EUR", 30_000, 26_000), ACCEPT, "ok marché conclu pour le tas de fumier 👍 votre camion passe dans notre chemin ou je sors le van des chevaux de l'entrée ?");
unclear("112", "chat", ctx("EUR", 8_000), "le prix d'un autre taupier, pas une offre", "au fait le taupier du village d'à côté prend 60 par passage");
clear("113", "chat", ctx("EUR", 55_000), ask("standing-offer"), "désolé c'était combien déjà pour pulvériser la fougère sur le haut ? ma mère demande et j'ai effacé le message 🙈");
clear("114", "chat", ctx("EUR", 60_000), minus(50_000, 10_000), "si vous faites le mois de dressage au troupeau 100 de moins elle est chez vous lundi, motivée à fond juste un peu bête 🐕");
clear("115", "chat", ctx("EUR", 6_000, 4_500), WITHDRAW, "je laisse tomber le permis paddle sur le lac de barrage cette année, il est tout le temps fermé à cause des cyanobactéries. merci quand même");
clear("116", "chat", ctx("EUR", 28_000), ask("discount"), "c'est moins cher par voyage si on prend 3 voyages de fraisat pour le chemin ? chemin est long");
clear("117", "chat", ctx("EUR", 22_000), bid(18_000), "vous nous laisseriez la prairie du bas pour le camp scout à 180 ? ven-dim, 24 animés + 6 chefs, on amène notre eau 🏕️");
unclear("118", "chat", ctx("EUR", 32_000), "'vers les' autour d'un montant, pas une offre ferme", "vous pourriez faucher et exporter la prairie fleurie pour vers les 250 ? c'est même pas 1 hectare 🌼");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 68_000), ask("delivery"),
  "Bonjour Monsieur Hutin,\n\nMerci pour le devis de remplacement de l'échalier du sentier n° 14 par un portillon à chicane. Notre fête de la randonnée commence le 5 avril. Dans quel délai pourriez-vous le poser ?\n\nCordialement,\nJeanne Grivel\nSecrétaire de mairie, Saint-Pierre-d'Entremont");
clear("202", "polite-email", ctx("EUR", 21_000, null, 6), bid(18_000),
  "Bonjour Madame Morel,\n\nNous aimerions 6 de vos tentes safari meublées pour le week-end de mariage de notre fille, les 12 et 13 juin, à la ferme des Hollins, 3 chemin du Moulin, 74500 Évian. Nous pouvons payer 180 € par tente.\n\nBien à vous,\nAlice Thévenaz\n06 45 19 83 27");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Madame Okafor,\n\nMerci pour le devis d'analyse de notre captage privé (la source qui alimente la ferme et les deux gîtes). Nous souhaitons donner suite au prix indiqué. Vous pouvez me joindre au 04 75 62 19 83 pour fixer le prélèvement.\n\nCordialement,\nHélène Ribaud\nFerme du Bas-Fond");
clear("204", "polite-email", ctx("EUR", 80_000), percentOff(76_000, 5),
  "Monsieur Fontaine,\n\nMerci pour votre proposition pour la première éclaircie de la parcelle de mélèzes. Seriez-vous d'accord de retirer 5 % sur le prix à l'hectare ?\n\nSalutations distinguées,\nRobert Aerts\nDomaine d'Aywaille");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Monsieur Carrel,\n\nMerci pour les conditions du bail de chasse sur le bois de Vaux et les taillis pour la saison prochaine. Si nous prenons le bail, pourrions-nous payer la moitié à la signature et le solde en janvier ?\n\nVeuillez agréer mes salutations distinguées,\nDavid Morin\nSociété de chasse de Vaux");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Bonjour Gaëtan,\n\nMerci d'avoir chiffré la nouvelle buse sous le chemin de la ferme. La police de l'eau exige une autorisation pour tout travail dans le ruisseau, ce qui prendra des mois, donc on ne le fera pas cette année. Merci d'être passé.\n\nBien à vous,\nSophie Perrin");
clear("207", "polite-email", ctx("EUR", 4_500, null, 20), total(4_000),
  "Madame Aulne,\n\nLes vingt chevaux de notre centre équestre doivent passer au contrôle dentaire avec râpage. Accepteriez-vous 800 € pour toute l'écurie ?\n\nCordialement,\nClaire Hébert\nCentre équestre du Tilleul");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Madame, Monsieur,\n\nNotre AAPPMA envisage votre fontaine aératrice flottante pour le grand étang, pour garder de l'oxygène pendant les fortes chaleurs. Quelle garantie offrez-vous sur la pompe, et couvre-t-elle le câble et le flotteur ?\n\nSalutations,\nKévin Barrault\nSecrétaire, AAPPMA de l'Étang Neuf");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Madame Vernet,\n\nPour l'étude de sol des trois parcelles où nous voulons planter un verger (pH, éléments nutritifs et quelques fosses pédologiques pour le drainage), je vous propose 360 €.\n\nJe m'aperçois que j'ai fait une faute de frappe : il faut lire 330 €.\n\nCordialement,\nMarc Ellier\nVergers Ellier");
clear("210", "polite-email", ctx("CHF", 4_500, 3_800), ACCEPT,
  "Bonjour Monsieur Zbinden,\n\n45 francs par mois pour garer notre van à chevaux sur le dur à côté de votre grange, c'est d'accord pour nous. On vous l'amène après le dernier concours de la saison.\n\nMerci et meilleures salutations,\nBéatrice");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Bonjour,\n\nNous avons commandé les lames composites pour refaire trois postes de pêche sur notre étang. Si elles sont trop courtes pour les cadres, pourrons-nous renvoyer les paquets non ouverts, et dans quel délai ?\n\nMerci,\nPaul Grimaud\nTrésorier, La Gaule de Montcresson");
unclear("212", "polite-email", ctx("EUR", 310_000), "un prix qui attend encore l'accord du conseil municipal",
  "Monsieur Lottier,\n\nMerci pour votre devis de réfection du chemin équestre entre la rue de l'Église et le gué. Le conseil municipal se réunit jeudi ; s'il donne son accord, nous serions à 2 400 € pour les travaux.\n\nCordialement,\nMonique Sorel\nMairie de Vaulnaveys");
clear("213", "polite-email", ctx("EUR", 120_000), words(90_000, "neuf cents euros"),
  "Monsieur Brochet,\n\nLa commune souhaite faire tondre la place du village et les abords du cimetière d'avril à octobre, environ 14 passages : l'herbe reste sur place sur la place mais elle est ramassée au cimetière. Nous pouvons proposer neuf cents euros pour la saison.\n\nCordialement,\nMartine Sauvage\nSecrétaire de mairie, Ouzouer-sur-Trézée");
clear("214", "polite-email", ctx("EUR", 380_000, 320_000), WITHDRAW,
  "Bonjour Thomas,\n\nMerci de nous avoir réservé le mois de mars. La subvention du syndicat de rivière sur laquelle nous comptions est tombée à l'eau, donc nous ne pourrons pas refaire la berge cette année. Désolée de vous faire faux bond.\n\nBien à vous,\nAnne Crozet\n\n> Le 12 janv. 2027 à 09:15, Thomas Vray a écrit :\n> Je peux faire les 40 m de fascines de saule sous votre jardin en mars pour 3 800 €.");
clear("215", "polite-email", ctx("EUR", 89_000), ask("shipping"),
  "Bonjour,\n\nNous voudrions rempoissonner notre étang avec environ 150 kg de carpes miroir et communes. Livrez-vous jusque dans le Morvan, et le transport est-il compris dans votre prix ou facturé à part ?\n\nMerci d'avance,\nDenis Hugon\nÉtang des Chaumes");
clear("216", "polite-email", ctx("EUR", 310_000), bid(260_000),
  "Madame Kerlo,\n\nNous devons sortir environ 40 tonnes de bois d'éclaircie d'une aulnaie humide de 3 hectares, où une machine abîmerait le sol. Pourriez-vous intervenir en débardage à cheval avec votre équipe la semaine du 14 octobre, de 8 h à 16 h ? Je peux proposer 2 600 €.\n\nCordialement,\nYann Forestier\nGroupement forestier du Cranou");
unclear("217", "polite-email", ctx("EUR", 45_000), "deux prix pour une ou deux tailles par an, aucun choix fait",
  "Bonjour Samuel,\n\nPour les haies d'ifs et les buis taillés autour du jardin clos, on hésite entre une taille par an en septembre à 220 € et deux tailles, juin et septembre, à 380 €. Je reviens vers vous quand on aura vu le budget.\n\nBonne journée,\nFlorence\nJardins du château de Mercuès");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Monsieur Bellec,\n\nNous sommes ravis que vos moutons d'Ouessant pâturent la réserve naturelle comme prévu dans votre devis. Leur apporterez-vous l'eau, ou devons-nous prévoir une tonne à eau ?\n\nCordialement,\nLine Nadaud\nAmis du marais de Lavours");

// ---- agent ----
clear("301", "agent", ctx("EUR", 600_000, 500_000), ask("rounds-left"),
  "Je suis un assistant IA et je négocie, pour un jeune éleveur ovin, un bail sur les 40 hectares de prairie du Bout-du-Chemin. Avant d'aller plus loin : combien de tours d'offres êtes-vous prêt à faire avant de fixer le fermage ?");
clear("302", "agent", ctx("EUR", 162_000), bid(140_000),
  "Comparatif de devis pour Mme Hallé, démontage du frêne atteint de chalarose au-dessus de son allée (env. 18 m, près d'une ligne électrique) : Élagage Ritter 1 380 €, Vert Canopée 1 490 €, Arbo Sud 1 750 €. Votre devis : 1 620 €. Elle m'autorise à proposer 1 400 €.");
clear("303", "agent", ctx("EUR", 78_000), words(65_000, "six cent cinquante euros"),
  "M. Doyen m'a demandé de lui réserver une place dans le groupe de carpistes de l'étang du Haut (accès réservé aux membres) pour la saison 2027. Il est prêt à payer six cent cinquante euros.");
unclear("304", "agent", ctx("EUR", 260_000), "un budget avec une demande de proposition, pas une offre",
  "L'association de jardins familiaux que je représente a prévu 2 000 € cette année pour refaire l'allée principale entre les parcelles, environ 120 m. Que pourriez-vous faire avec ce montant ?");
clear("305", "agent", ctx("EUR", 68_000, 60_000), minus(54_000, 6_000, "last-bid"),
  "Après votre visite, il s'avère que seules deux des quatre sorties de drains doivent être dégagées ; au nom de M. Brémond, nous baissons donc notre offre précédente de 60 €.");
clear("306", "agent", ctx("EUR", 9_500), ask("discount"),
  "J'organise les travaux des champs pour une petite exploitation céréalière. Votre prix à l'hectare baisserait-il si nous réservions le décompactage sur les trois parcelles au lieu d'une ?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "Au nom de la clinique vétérinaire du Rond-Point : nous souhaitons vous confier le déneigement et le salage de notre parking cet hiver, à 8 % sous votre prix. Merci de confirmer.");
clear("308", "agent", ctx("CAD", 160_000, 140_000), ACCEPT,
  "Mme Vigneault a approuvé vos honoraires pour le débourrage et le dressage de son jeune cheval; nous aimerions donc aller de l'avant. Merci d'envoyer le contrat de pension et une date de début.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_400),
  "Achats pour le poney-club des Prés : lavage, réimperméabilisation et petites réparations de dix couvertures d'extérieur. Votre prix est à la couverture ; notre offre est de 240 € pour les dix.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Ma cliente a examiné votre contre-proposition et relève de 50 € son offre précédente pour une journée d'ensilage de maïs avec votre ensileuse et deux bennes.");
clear("311", "agent", ctx("EUR", 45_000), ask("delivery"),
  "Sur l'exploitation pour laquelle j'achète, une prairie basse est sous l'eau depuis l'orage et l'agnelage approche. En combien de temps pourriez-vous venir avec des pompes après notre confirmation ?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Merci pour la proposition de pension au pré pour l'hiver. Mon utilisatrice a décidé de garder ses deux poneys chez elle et de les nourrir sur place, nous en restons donc là.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Projet de commande pour le domaine de Kerfaucon (JSON) :\n{\"article\": \"nichoir à effraie, fourni et posé sur poteau\", \"quantite\": 8, \"code_postal\": \"29410\", \"pose_avant\": \"2027-02-15\", \"offre_par_nichoir_eur\": 74.50}");
unclear("314", "agent", ctx("EUR", 70_000), "deux prix pour deux formules de pension, l'utilisatrice n'a pas choisi",
  "Deux formules restent ouvertes pour le cheval de mon utilisatrice cet hiver : pension au box à 650 € par mois ou pension au pré à 420 €. Elle n'a pas encore choisi ; je confirmerai dès que ce sera fait.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "L'exploitation que je représente souhaite que vous épandiez le tas de fumier sur les deux parcelles du Long Champ, pour 30 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "Quel est votre tarif horaire actuel pour la carrière extérieure ? Mon utilisatrice veut un créneau hebdomadaire pour ses deux filles et souhaite d'abord connaître votre prix.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 120_000), words(90_000, "neuf cents"), "*regarde la jeune chienne retourner les brebis en haut du pré* Neuf cents pour elle, et elle rentre avec moi ce soir.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'à mi-chemin' sans offre précédente", "*s'accoude à la barrière du paddock et regarde l'herbe* Pour le loyer, on se retrouve à mi-chemin, d'accord ?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*serre la main du guide de pêche sur le ponton* Marché conclu. Vous et la barque pour la journée, à votre prix.");
clear("404", "roleplay", ctx("EUR", 95_000), bid(80_000), "*lève la main à la vente d'herbe aux enchères* Lot 7, les 14 hectares de pâture d'été, estimation 950 €. Je monte à 800 €.");
clear("405", "roleplay", ctx("EUR", 45_000, 38_000), WITHDRAW, "*repousse le formulaire de carte annuelle sur le comptoir* Beau parcours, mais je ne peux pas me le permettre cette année. Bonne pêche quand même.");
clear("406", "roleplay", ctx("EUR", 40_000, 30_000), plus(32_000, 2_000), "*envoie une pierre dans un nid-de-poule du chemin* Vingt de plus que mes 300, et on n'en parle plus.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*secoue la nouvelle barrière du champ sur ses gonds* C'est votre dernier prix, ou il y a de la marge ?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*regarde la rangée de saules le long de la berge* Disons le milieu entre votre chiffre et le mien, pour étêter toute la rangée.");
unclear("409", "roleplay", ctx("EUR", 80_000), "un chiffre pensé à voix haute avant de voir le reste de la portée, pas une offre", "*regarde l'épagneul rapporter le leurre* Hmm. 650... je vais d'abord voir le reste de la portée.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(26_000), "*commence à dire 300 € pour recéper la coudraie, croise le regard de sa femme* ... 260 €.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*tape sur le flanc de la remorque* Allez, marché conclu pour l'épierrage. Vos gars peuvent commencer avant la pluie ?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*remet une pierre de couronnement sur le mur en pierre sèche* Enlevez un cinquième et vous commencez demain matin.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*siffle le chien et redescend le chemin* Pas à ce loyer-là.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*s'accoude à la lisse de la carrière* Si vous rechargez le sol, je peux payer en fin de mois plutôt que le jour même ?");
clear("415", "roleplay", ctx("EUR", 55_000), bid(38_000), "*regarde depuis le ponton les herbiers qui étouffent le lac* 380 € pour le faucardage, et vous pouvez mettre à l'eau ici.");
unclear("416", "roleplay", ctx("EUR", 60_000, 45_000), "'je peux remonter un peu mon offre' sans montant", "*tâte les tiges de renouée au bord de la rivière avec son bâton* Je peux remonter un peu mon offre. Faut pas rêver non plus.");

export const FRESH27_FR = done();

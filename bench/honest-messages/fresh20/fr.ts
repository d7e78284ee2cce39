/**
 * TWENTIETH set, French (France, Belgium, Switzerland, Québec; see fresh20/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 scenarios as en.ts, written as French-speaking buyers and their agents write
 * (145 € / 1 950 € / CHF 95.– / 2 400 $ / « ça joue », « ça te va-tu »), not translated word for word. Labels as
 * in en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh20In } from "./build";

const { clear, unclear, done } = fresh20In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_000), bid(14_500), "145 € pour ramoner les deux conduits et poser le chapeau de cheminée. N'importe quelle matinée la semaine prochaine.");
clear("002", "terse", ctx("EUR", 22_000), ask("shipping"), "Les toiles de la séance photo en famille, vous les envoyez par la poste ? Combien pour l'envoi ?");
clear("003", "terse", ctx("EUR", 36_000), percentOff(30_600, 15), "Vous me feriez 15 % sur la déclaration de revenus ? Tous les justificatifs sont déjà dans un tableur.");
clear("004", "terse", ctx("EUR", 19_500, 16_000), WITHDRAW, "On arrête les cours de piano ce trimestre, merci. Chloé est passée au foot.");
clear("005", "terse", ctx("EUR", 26_000), words(21_000, "deux cent dix"), "Deux cent dix pour le pare-brise, posé devant chez moi ?");
clear("006", "terse", ctx("EUR", 28_000, 24_000), ACCEPT, "D'accord, vous pouvez programmer la vidange de la fosse septique.");
unclear("007", "terse", ctx("EUR", 5_500), "une fourchette pour le toilettage, pas un prix", "Épilation du terrier : entre 40 et 45 € ?");
clear("008", "terse", ctx("EUR", 29_000), minus(26_000, 3_000), "Enlevez 30 € sur la benne de 8 m³ et je réserve tout de suite.");
clear("009", "terse", ctx("EUR", 15_000), ask("payment"), "Je peux régler le stage de conduite moto par virement le matin même, ou c'est carte uniquement ?");
clear("010", "terse", ctx("EUR", 52_000), bid(43_000), "Démoussage et traitement de la toiture : 480 €, pardon, je voulais dire 430 €.");
clear("011", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Pas à ce prix-là. Laissez tomber le plancher des combles.");
clear("012", "terse", ctx("EUR", 42_000, 32_000), plus(36_000, 4_000), "Je rajoute 40 € à ma dernière offre pour refaire les joints de la salle de bain. C'est mon maximum.");
clear("013", "terse", ctx("CHF", 9_500, 8_000), ACCEPT, "CHF 95.– par mois pour l'entretien de la piscine, ça joue. Toujours le même jour de la semaine ?");
clear("014", "terse", ctx("EUR", 24_000), ask("returns"), "Si la licence de la police de caractères ne couvre finalement pas notre appli, on peut être remboursés ?");
unclear("015", "terse", ctx("EUR", 38_000), "une offre qui dépend du rejointoiement au sable", "300 € pour le nettoyage haute pression de la terrasse si le regarnissage des joints au sable est compris.");
clear("016", "terse", ctx("EUR", 32_000), bid(26_000), "Contrôle technique + révision complète, Trafic 2.0 dCi de 2017, 84 000 km : 260 € tout compris.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 15_000), bid(12_000), "salut tu ferais 120 pour l'arche de ballons ? c'est pour ses 18 ans 🎈 envoie-moi un sms au 0470 12 34 56");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "vous pourriez poser les volets intérieurs quand en fait ? la belle-famille débarque à noël 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "OUIII réservez-nous !!! les enfants vont devenir dingues avec la soirée mousse 🎉🎉");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "trois cents"), "tu prendrais trois cents pour la coiffure et le maquillage de la mariée le jour J ?");
unclear("105", "chat", ctx("EUR", 9_000), "du sarcasme sur le prix du cours : ni offre ni acceptation", "90 € de l'heure pour des cours de guitare ?? c'est Hendrix qui se déplace ou quoi mdr");
clear("106", "chat", ctx("EUR", 65_000), ask("warranty"), "le traitement céramique il y a une garantie ou on croise les doigts ?");
clear("107", "chat", ctx("EUR", 5_000, null, 4), total(4_000), "160 pour les 4 séances de massage sportif ? mes ischios te diront merci");
clear("108", "chat", ctx("EUR", 12_000, 9_000), WITHDRAW, "ah laisse tomber, le proprio veut pas de sonnette vidéo. merci quand même");
clear("109", "chat", ctx("EUR", 55_000), ask("negotiable"), "le prix de la location du photobooth c'est ferme ou y a moyen de discuter ?");
clear("110", "chat", ctx("CAD", 30_000, 22_000), middle(26_000), "on se rejoint à mi-chemin pour l'ajustement de la porte de garage, ça te va-tu ?");
clear("111", "chat", ctx("EUR", 85_000, 70_000), ACCEPT, "ça marche 👍 le carreleur peut commencer lundi matin ?");
unclear("112", "chat", ctx("EUR", 11_000), "le prix d'un autre serrurier, pas une offre", "pour info l'autre serrurier m'a dit 70 pour le même changement de serrure");
clear("113", "chat", ctx("EUR", 12_000), ask("standing-offer"), "tu demandes combien par mois déjà pour les cours de batterie ? j'ai trop remonté la conv");
clear("114", "chat", ctx("EUR", 5_500), minus(4_000, 1_500), "enlève 15 sur la pose de gel et je réserve");
clear("115", "chat", ctx("EUR", 35_000, 25_000), WITHDRAW, "non c'est beaucoup trop cher pour un magicien d'anniversaire. merci quand même");
clear("116", "chat", ctx("EUR", 4_500), ask("discount"), "vous faites un meilleur prix à la salle de sport si je prends à l'année plutôt qu'au mois ?");
clear("117", "chat", ctx("EUR", 240_000), bid(180_000), "tu ferais 1800 pour un covering gris mat sur ma Clio ?");
unclear("118", "chat", ctx("EUR", 32_000), "« dans les » autour d'un chiffre, pas une offre ferme", "dans les 250 pour raccourcir la robe de mariée ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 55_000), ask("delivery"),
  "Bonjour Monsieur Quéré,\n\nMerci pour votre devis d'expertise de la maison rue des Tilleuls. Pourriez-vous m'indiquer quand vous pourriez faire la visite et sous quel délai nous recevrions le rapport ? La signature chez le notaire est prévue fin mars.\n\nBien cordialement,\nHélène Doyen");
clear("202", "polite-email", ctx("EUR", 3_400, null, 45), bid(2_800),
  "Madame Fayolle,\n\nMerci pour la proposition de menu pour le pot de départ à la retraite de mon père. Pour les 45 invités, nous vous proposons 28 € par personne. Notre référence de réservation est la 3302.\n\nCordialement,\nGérard Lemoine\n12 chemin du Moulin, 69005 Lyon\n04 78 96 05 12");
clear("203", "polite-email", ctx("EUR", 65_000, 52_000), ACCEPT,
  "Monsieur Adjovi,\n\nNous avons le plaisir d'accepter votre devis pour la note de calcul de structure en vue de la démolition du conduit de cheminée. Pourriez-vous m'appeler au 06 12 96 07 71 pour convenir de la visite ?\n\nBien à vous,\nFiona Marchal");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(132_000, 12),
  "Madame Oudin,\n\nMerci pour votre lettre de mission pour le bilan annuel et la liasse fiscale de notre SARL. Notre comptabilité étant tenue chaque mois, pourriez-vous consentir une remise de 12 % sur vos honoraires annuels ?\n\nCordialement,\nNicolas Cardon\nGérant, Menuiserie Cardon SARL");
clear("205", "polite-email", ctx("EUR", 140_000), ask("payment"),
  "Bonjour Rhona,\n\nNous aimerions beaucoup réserver votre groupe pour notre mariage. Serait-il possible de régler le solde le soir même plutôt que deux semaines avant ?\n\nTrès cordialement,\nCamille et Antoine");
clear("206", "polite-email", ctx("EUR", 4_500, 3_800), WITHDRAW,
  "Bonjour Monsieur Vallet,\n\nMerci pour le cours d'essai en chimie. Après en avoir discuté avec Théo, nous préférons ne pas commencer les cours particuliers pour l'instant, le lycée proposant ses propres séances de révision pour le bac.\n\nCordialement,\nAnne Perrot");
clear("207", "polite-email", ctx("EUR", 3_500, null, 12), total(3_000),
  "Monsieur Kowalczyk,\n\nJ'ai besoin de traductions assermentées de mon diplôme, de mes relevés de notes et de mes lettres de recommandation, soit 12 pages au total. Pourriez-vous faire 360 € pour l'ensemble ?\n\nMerci d'avance,\nMarta Nowak");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Madame, Monsieur,\n\nMerci pour le diagnostic des remontées capillaires dans notre arrière-cuisine. Quelle garantie accompagne le traitement par injection, et est-il couvert par votre décennale ?\n\nVeuillez agréer mes salutations distinguées,\nPierre Hainaut");
clear("209", "polite-email", ctx("EUR", 240_000), bid(175_000),
  "Madame Lindqvist,\n\nNous pouvons proposer 1 950 € — excusez-moi, coquille : 1 750 € — pour l'audit d'accessibilité de notre site.\n\nCordialement,\nThomas Becker\nResponsable d'exploitation, Optique Becker & Roux");
clear("210", "polite-email", ctx("CAD", 240_000, 200_000), ACCEPT,
  "Bonjour Dev,\n\n2 400 $ pour la page de réservation en ligne et les formulaires clients, ça nous convient. Vous pouvez nous envoyer le contrat.\n\nMerci,\nMarie Lapointe\nSalon Éclore, Sherbrooke");
clear("211", "polite-email", ctx("EUR", 1_800), ask("returns"),
  "Bonjour,\n\nAvant d'acheter les licences du logiciel de design pour l'atelier : si l'équipe n'accroche pas le premier mois, peut-on rendre les licences et être remboursés ?\n\nCordialement,\nLaure Pinson");
unclear("212", "polite-email", ctx("EUR", 450_000, 380_000), "une acceptation qui attend encore l'accord du conseil municipal",
  "Monsieur Osée,\n\nMerci pour le prix revu du feu d'artifice de la fête du village. Sous réserve de l'accord du conseil municipal jeudi, nous serions heureux de l'accepter.\n\nBien cordialement,\nColette Weber\nPrésidente du comité des fêtes");
clear("213", "polite-email", ctx("EUR", 140_000), words(110_000, "mille cent euros"),
  "Madame Ferrière,\n\nMerci d'être venue voir le jardin. Nous souhaitons vous proposer mille cent euros pour le plan de plantation et les dessins à l'échelle.\n\nBien à vous,\nJacques et Ruth Allain");
clear("214", "polite-email", ctx("EUR", 210_000, 170_000), WITHDRAW,
  "Bonjour Monsieur Brenet,\n\nMerci pour votre devis de tubage de la cheminée. Nous avons décidé de reporter les travaux à l'an prochain ; inutile donc de nous réserver une date.\n\nCordialement,\nSolène Kerbrat");
clear("215", "polite-email", ctx("EUR", 32_000), ask("shipping"),
  "Bonjour,\n\nLa livraison et la reprise de la vaisselle et des verres loués sont-elles comprises dans votre tarif ? La fête a lieu dans une ferme à une quinzaine de kilomètres de Saumur.\n\nMerci,\nEmma Rigaud");
clear("216", "polite-email", ctx("EUR", 85_000), bid(60_000),
  "Monsieur Marchetti,\n\nNous cherchons un magicien de close-up pour notre dîner d'entreprise du vendredi 6 juin, de 19 h 30 à 22 h. Nous pouvons vous proposer 600 € pour la soirée.\n\nCordialement,\nPriya Shah\nChargée d'événements, Halden Logistique");
unclear("217", "polite-email", ctx("EUR", 32_000), "deux prix pour deux formules, aucun choix",
  "Bonjour Madame Tran,\n\nPour la séance portrait en famille, nous pourrions mettre 180 € pour les fichiers numériques seuls, ou 260 € avec le tirage encadré. Nous n'avons pas encore tranché.\n\nBien à vous,\nOlivier Garnier");
clear("218", "polite-email", ctx("EUR", 18_000, 15_000), ACCEPT,
  "Bonjour Monsieur Hollard,\n\nC'est d'accord pour la vérification annuelle des extincteurs du cabinet. Votre technicien pourrait-il passer avant l'ouverture du cabinet, pour que la salle d'attente soit libre ?\n\nCordialement,\nJoëlle Picard\nSecrétaire médicale");

// ---- agent ----
clear("301", "agent", ctx("EUR", 120_000), ask("rounds-left"),
  "Je suis un assistant IA et j'organise une soirée dégustation de vins pour l'équipe commerciale de mon client. Avant de répondre à votre devis pour le sommelier et les six vins, pouvez-vous me dire combien de tours de négociation il reste ?");
clear("302", "agent", ctx("EUR", 420_000), bid(350_000),
  "Pour le compte de la famille Okafor. Nous avons quatre devis pour la seule pose d'une cuisine déjà livrée : 3 200 €, 3 650 €, 3 900 € et 4 400 €, soit une médiane de 3 775 €. Les meubles étant livrés montés, nous proposons 3 500 €.");
clear("303", "agent", ctx("EUR", 520_000), words(450_000, "quatre mille cinq cents euros"),
  "Je suis l'assistant achats de la paroisse Saint-Luc. Après examen de votre devis de restauration du vitrail au-dessus du portail sud, le conseil économique autorise quatre mille cinq cents euros pour les travaux.");
unclear("304", "agent", ctx("EUR", 150_000), "un budget pour deux travaux ensemble, aucun prix pour celui-ci",
  "Au nom de Mme Adam : elle a prévu 2 000 € pour refaire les joints de la salle de bain et poser l'extracteur ensemble. Merci de m'indiquer comment votre devis pourrait s'y inscrire.");
clear("305", "agent", ctx("EUR", 90_000, 75_000), minus(60_000, 15_000, "last-bid"),
  "Agent de réservation de la famille Ferrand. Votre repérage amiante n'inclut pas le garage indépendant ; nous baissons donc notre offre précédente de 150 €.");
clear("306", "agent", ctx("EUR", 1_500), ask("discount"),
  "Je gère les achats de logiciels d'une banque alimentaire. Pour l'outil de gestion de projet en formule annuelle avec 25 utilisateurs, proposez-vous une remise pour les associations ?");
clear("307", "agent", ctx("EUR", 25_000), percentOff(20_000, 20),
  "J'écris pour l'agence Harcourt Immobilier. Merci d'appliquer une réduction de 20 % sur vos honoraires pour le DPE et le plan ; nous vous confierons régulièrement des biens de notre portefeuille.");
clear("308", "agent", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Au nom du laboratoire de prothèse dentaire Pennec, je confirme l'acceptation de votre offre actuelle d'infogérance mensuelle. Merci d'envoyer le contrat de service à la responsable du laboratoire pour signature.");
clear("309", "agent", ctx("EUR", 21_000, null, 6), total(18_000),
  "Agent achats de Loop Studio. Pour 6 abonnements poste nomade dans votre espace de coworking de Nantes, nous proposons 1 080 € par mois au total.");
clear("310", "agent", ctx("EUR", 90_000, 70_000), plus(82_000, 12_000),
  "Je représente la jardinerie du Moulin. Pour la formation SST de notre personnel, nous augmentons notre dernière offre de 120 €.");
clear("311", "agent", ctx("EUR", 95_000), ask("delivery"),
  "Je suis l'assistant de planification de M. et Mme Quintin. Merci de confirmer la première date à laquelle votre électricien pourrait installer la borne de recharge à leur domicile.");
clear("312", "agent", ctx("EUR", 350_000, 280_000), WITHDRAW,
  "Agent du Dr Hamid. Mon mandant a décidé de ne pas donner suite à la conception du jardin japonais et se retire de cette négociation. Merci pour votre temps et vos esquisses.");
clear("313", "agent", ctx("EUR", 26_000), bid(21_000),
  '{"client":"R. Ellier","prestation":"dératisation combles et cuisine","passages":3,"code_postal":"33800","debut":"2027-01-12","offre_eur":210}');
unclear("314", "agent", ctx("EUR", 120_000), "deux prix envisagés, pas de décision",
  "Assistant achats de la famille Mensah. Elle hésite entre proposer 850 € et 950 € pour le film du baptême ; je confirmerai après leur discussion de ce soir.");
clear("315", "agent", ctx("CAD", 140_000), minus(120_000, 20_000),
  "Je réserve au nom de Mme Tremblay, à Laval. Veuillez retrancher 200 $ de votre soumission pour le rembourrage du sofa et nous pourrons aller de l'avant.");
clear("316", "agent", ctx("EUR", 48_000), ask("standing-offer"),
  "Assistant du cabinet Crane & Fils, avocats. Merci de me rappeler votre prix actuel pour la licence annuelle de signature électronique, que je puisse le noter pour les associés.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 2_800), words(2_200, "vingt-deux"),
  "*s'installe dans le fauteuil du barbier et lorgne l'ardoise des prix* Vingt-deux pour le rasage à l'ancienne avec la serviette chaude, mon garçon, et pas un sou de plus.");
unclear("402", "roleplay", ctx("EUR", 4_000), "« au milieu » sans offre antérieure",
  "*regarde la diseuse de bonne aventure battre les cartes* Votre prix est salé, madame. On se retrouve au milieu ?");
clear("403", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT,
  "*tape sur l'épaule du maréchal-ferrant* Marché conclu. Ferrez la jument, je mets le café en route.");
clear("404", "roleplay", ctx("EUR", 60_000), bid(40_000),
  "*lève sa palette à la vente aux enchères caritative* Lot 27, le cours de cuisine pour 8 avec le chef formé en 2019 au Ritz — 400, et ma femme va me tuer.");
clear("405", "roleplay", ctx("EUR", 500_000, 420_000), WITHDRAW,
  "*roule les plans* Le plafond de la salle de bal restera sans dorure une année de plus, maître. Nous n'irons pas plus loin.");
clear("406", "roleplay", ctx("EUR", 60_000, 45_000), plus(49_000, 4_000),
  "*se gratte la barbe devant le chevalet* Quarante de plus que ma dernière offre pour le portrait à l'huile, et après ça ma bourse est vide.");
clear("407", "roleplay", ctx("EUR", 25_000), ask("negotiable"),
  "*trempe la plume* Calligraphe, votre prix pour les faire-part de mariage est-il gravé dans le marbre, ou peut-il plier un peu ?");
clear("408", "roleplay", ctx("EUR", 40_000, 30_000), middle(35_000),
  "*crache dans sa main* À mi-chemin entre votre prix et le mien pour peindre l'enseigne de la charrette, et on tope.");
unclear("409", "roleplay", ctx("EUR", 950_000), "un chiffre pesé avant d'y réfléchir la nuit, pas une offre",
  "*observe le chaumier sur le faîtage* Hmm... huit mille. Laissez-moi la nuit pour y penser.");
clear("410", "roleplay", ctx("EUR", 15_000), bid(10_000),
  "*griffonne sur l'ardoise* 120 € pour réparer le harnais. *efface d'un revers de manche* Disons 100 €.");
clear("411", "roleplay", ctx("EUR", 70_000, 60_000), ACCEPT,
  "*soulève son haut-de-forme* Entendu, la calèche et les chevaux gris sont à nous pour la journée ! Votre cocher peut-il attendre devant l'église jusqu'à la fin des vœux ?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(27_000, 10),
  "*lance une pièce au ménestrel* Dix pour cent de moins sur ton cachet pour le banquet, et tu mangeras avec la maisonnée.");
clear("413", "roleplay", ctx("EUR", 5_000, 3_000), WITHDRAW,
  "*pose la lanterne d'un coup sec* Trouve un autre pigeon pour ta balade des fantômes.");
clear("414", "roleplay", ctx("EUR", 80_000), ask("payment"),
  "*s'accoude au comptoir* Aubergiste, pour la salle et le souper — des écus d'avance, ou quand le dernier convive sortira en titubant ?");
clear("415", "roleplay", ctx("EUR", 9_000), bid(6_000),
  "*défroisse un billet* 60 € pour le caricaturiste de la kermesse, et il dessine monsieur le curé en premier.");
unclear("416", "roleplay", ctx("EUR", 45_000), "un oui bougon avec un chiffre plus bas à côté : acceptation ou offre de 300 ?",
  "*ronchonne devant le tailleur de pierre* Bon, bon... même si une gravure pareille vaut 300 au grand maximum, si vous voulez mon avis.");

export const FRESH20_FR = done();

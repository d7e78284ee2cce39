/**
 * TWENTY-NINTH set, French (France, Belgium, Switzerland, Québec; see fresh29/index.ts): written 2026-11-29 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated :
 * ce que collectionneurs, bricoleurs, maquettistes et petits clubs achètent ou font faire chez les marchands,
 * artisans, restaurateurs et ateliers spécialisés — timbres, monnaies, cartes et BD, train miniature et maquettes,
 * jouets et poupées, vieux appareils, fournitures de loisirs créatifs en quantité, jeux, cerfs-volants et cirque.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh29In } from "./build";

const { clear, unclear, done } = fresh29In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 12_500), bid(9_500), "Table 14 à la bourse d'échange : la BB 67401 bleue, boîte d'origine, décodeur 21 broches avec son. Je vous en donne 95 € cash.");
clear("002", "terse", ctx("EUR", 4_800), ask("shipping"), "Pour le bloc de quatre Merson à 48 €, le recommandé est compris ou je dois l'ajouter ?");
clear("003", "terse", ctx("EUR", 32_000), percentOff(27_200, 15), "Si vous pouvez baisser de 15 % le devis de révision de la Seamaster de 1968 de papa, je vous la dépose cette semaine.");
clear("004", "terse", ctx("EUR", 45_000, 30_000), WITHDRAW, "Merci d'avoir examiné la boîte à musique à cylindre de mamie. On en a parlé et on préfère la garder telle quelle, un peu désaccordée, comme elle l'a toujours eue. Pardon de vous avoir pris du temps.");
clear("005", "terse", ctx("EUR", 6_000), words(3_500, "Trente-cinq euros"), "Trente-cinq euros, ça irait pour refaire les coussinets et rembourrer mon ours des années 50 ? Il n'a presque plus de bourre au cou.");
clear("006", "terse", ctx("EUR", 18_000, 14_000), ACCEPT, "Parfait, matelassez-le avec le motif plumes à ce prix-là. Je vous apporte le tissu de dos jeudi.");
unclear("007", "terse", ctx("EUR", 14_000), "une fourchette pour le dressage des frettes et le réglage, pas un prix", "Dressage des frettes et réglage complet sur ma Telecaster de 72, ce serait faisable quelque part entre 90 et 110 € ?");
clear("008", "terse", ctx("EUR", 6_500), minus(5_000, 1_500), "Le pressage et la certification de mon Amazing Spider-Man #129 pour 15 € de moins que votre prix ? Alors je l'envoie demain.");
clear("009", "terse", ctx("EUR", 260_000), ask("payment"), "tu prends des paiements par etapes pour la construction du reseau, genre en 3 fois, ou faut tout payer d'avance");
clear("010", "terse", ctx("EUR", 9_500), bid(6_000), "85 € pour la salle à manger georgienne au 1:12. Pardon, j'ai mal lu votre liste, c'était le prix du buffet. 60 € pour la salle à manger.");
clear("011", "terse", ctx("EUR", 32_000, 22_000), WITHDRAW, "non merci pour le mahjong, c'est trop cher");
clear("012", "terse", ctx("EUR", 4_500, 3_500), plus(4_000, 500), "Je monte de 5 € par jeu de boîtes d'enchères par rapport à ma dernière offre ; le club de bridge ne peut pas faire mieux.");
clear("013", "terse", ctx("EUR", 4_500, 3_500), ACCEPT, "D'accord pour 45 € pour le changement du réservoir et le polissage du Parker 51. Je l'envoie lundi.");
clear("014", "terse", ctx("EUR", 21_000), ask("returns"), "Le tissu pour notre groupe de patchwork : si la couleur elle est pas comme sur la photo, c'est possible renvoyer ? Et combien de jours on a ?");
unclear("015", "terse", ctx("EUR", 9_500), "une offre qui ne tient que si l'atelier vient chercher la machine", "Je pourrais mettre 70 € pour la révision de la vieille Singer à pédale si vous venez la chercher — j'habite au troisième et je ne peux pas la descendre.");
clear("016", "terse", ctx("EUR", 15_000), bid(12_000), "Pour la journée de lancement du club de fuséomodélisme, sam. 12 avril, il nous faut 18 moteurs C6-5, 6 D12-3 et 40 allumeurs. Vous me faites le tout à 120 € ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "et 150 pour peindre mes 20 guerriers orques ? niveau table de jeu ça suffit, rien de fou. mon num c'est le 06 41 87 29 53 si tu préfères en parler 🎨");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "tu penses pouvoir finir les 5 exemplaires du proto avant le 14 sept ? on les teste au salon et je panique un peu 😬");
clear("103", "chat", ctx("EUR", 42_000, 35_000), ACCEPT, "omg ouiii !!! fais l'armure, je vais être incroyable à la convention 😭🔥⚔️");
clear("104", "chat", ctx("CAD", 8_000), words(6_000, "soixante piasses"), "soixante piasses pour le premier pressage pis je le prends tout de suite? la pochette est un peu usée mais le vinyle est propre 🎶");
unclear("105", "chat", ctx("EUR", 6_000), "du sarcasme sur le prix de la mise sous capsule d'une pièce : ni offre ni acceptation", "60 € pour mettre une pièce dans une boîte en plastique ?? y a un majordome avec ou quoi 😂");
clear("106", "chat", ctx("EUR", 9_000), ask("warranty"), "si la mega drive recapée relâche encore, je suis couvert combien de temps ? la dernière réparation a tenu 2 mois 😩");
clear("107", "chat", ctx("EUR", 3_900, null, 10), total(3_200), "320 le tout pour les 10 pendules d'échecs numériques ? club d'échecs des jeunes, elles tombent tout le temps mdr ♟️");
clear("108", "chat", ctx("EUR", 65_000, 50_000), WITHDRAW, "on va devoir laisser tomber la pose du pylône, les voisins ont fait toute une histoire pour le permis 📡 merci d'être venu voir");
clear("109", "chat", ctx("CAD", 28_000), ask("negotiable"), "ton prix pour l'ammonite, y a moyen de bouger ou c'est ça pis c'est tout? c'est pour la collection de roches de mon gars, il capote là-dessus 🙏");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "on coupe la poire en deux pour refaire les ligatures de la canne en bambou refendu et marché conclu 🎣");
clear("111", "chat", ctx("EUR", 55_000, 45_000), ACCEPT, "bon, on part sur l'aquascape 👌 c'est toi qui fournis les plantes et les roches ou je les commande moi-même ?");
unclear("112", "chat", ctx("EUR", 7_000), "le prix d'un autre réparateur pour réviser une machine à tricoter, pas une offre", "le monsieur du salon des loisirs créatifs, lui, révise les machines à tricoter brother pour 45, je dis ça je dis rien");
clear("113", "chat", ctx("EUR", 11_000), ask("standing-offer"), "dis, c'était combien déjà le cerf-volant acrobatique sur mesure ? mon frère en veut un aussi maintenant 🪁");
clear("114", "chat", ctx("EUR", 14_000), minus(11_500, 2_500), "tu enlèves 25 sur le dev et les scans et je te dépose les pellicules aujourd'hui 📷");
clear("115", "chat", ctx("EUR", 12_000, 9_000), WITHDRAW, "je laisse le restylage du genévrier pour l'instant, il perd ses aiguilles et je préfère qu'il récupère. merci en tout cas 🌲");
clear("116", "chat", ctx("EUR", 1_800), ask("discount"), "notre club veut peut-être 30 ébauches de bol — vous faites meilleur prix pour autant ?");
clear("117", "chat", ctx("CHF", 25_000), bid(19_000), "190 francs pour réviser ma revox a77, ça irait ? elle date de 1974 et prend toujours les bobines de 7 pouces sans problème 📼");
unclear("118", "chat", ctx("EUR", 6_000), "'dans les … environ' autour d'un montant, pas une offre ferme", "dans les 40 environ pour un diagramme de point de croix de notre photo de mariage ? 200 x 150 points ce serait parfait 🧵");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 32_000), ask("delivery"),
  "Monsieur Hardy,\n\nLa bible familiale de mon grand-père a le dos cassé et le plat avant s'est détaché. Ma sœur se marie le samedi 21 juin et nous aimerions beaucoup l'avoir à la cérémonie. Pourriez-vous la relier à temps, et combien de temps demande habituellement ce travail ?\n\nCordialement,\nÉléonore Prieur");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(7_000),
  "Monsieur Vidal,\n\nNotre club de modélisme ferroviaire souhaite faire construire 6 modules pour le nouveau réseau d'exposition, 1200 x 600 mm chacun, en contreplaqué de bouleau avec tourillons de positionnement, prêts pour l'expo d'octobre. Livraison au local du club, 14 rue de la Gare, 21000 Dijon. Notre budget permet 70 € par module.\n\nAvec nos remerciements,\nGérard Tollet\nSecrétaire\n03 80 43 19 07");
clear("203", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT,
  "Monsieur Prévost,\n\nMerci d'avoir examiné le train mécanique Hornby de mon grand-père et pour vos notes minutieuses sur la tôle. Nous vous confions la restauration aux conditions de votre devis. Vous pouvez me joindre au 06 70 09 26 48 pour convenir d'un jour d'enlèvement.\n\nBien à vous,\nMartin Aubry");
clear("204", "polite-email", ctx("EUR", 24_000), percentOff(22_800, 5),
  "Madame Olivier,\n\nMerci pour les photos des six camions Dinky et vos remarques sur la remise en peinture. Pourriez-vous nous consentir 5 % sur le prix de votre devis ?\n\nCordialement,\nRoger Hallé");
clear("205", "polite-email", ctx("EUR", 480_000), ask("payment"),
  "Monsieur Penven,\n\nMerci pour votre devis pour la construction de la locomotive à vapeur vive en écartement 5 pouces. Pourrions-nous payer en trois fois : une fois le châssis terminé, une fois la chaudière éprouvée, et à la livraison ?\n\nVeuillez agréer mes salutations distinguées,\nDavid Merlin");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Monsieur Fayolle,\n\nMerci de m'avoir envoyé le Cérès noir à l'examen. J'ai décidé que c'était plus que ce que je devrais consacrer à ma collection cette année ; je vous le renvoie demain en recommandé. Merci de votre patience.\n\nBien à vous,\nAnne Corre");
clear("207", "polite-email", ctx("EUR", 1_500, null, 20), total(1_300),
  "Madame Lefort,\n\nNotre cercle de tricot solidaire tricote des couvertures pour le service de néonatalogie, et nous voudrions vingt paquets de 400 g de votre acrylique en mélange pastel. 260 € pour les vingt paquets, cela vous conviendrait-il ?\n\nCordialement,\nJeanne Probert\nTricot-Thé de Brécey");
clear("208", "polite-email", ctx("EUR", 35_000), ask("warranty"),
  "Monsieur Lund,\n\nAvant de vous envoyer mon ampli à lampes pour le changement des condensateurs : quelle garantie donnez-vous sur le travail ? J'aimerais surtout savoir si les transformateurs de sortie sont couverts.\n\nVeuillez agréer mes salutations distinguées,\nStéphane Crouzet");
clear("209", "polite-email", ctx("EUR", 52_000), bid(38_000),
  "Madame Tremel,\n\nMerci pour les croquis du bateau en bouteille : le chalutier de mon père, avec son immatriculation sur l'étrave. Je peux proposer 440 €.\n\nAh — ma femme me rappelle que les 440 € comprenaient le socle en chêne que nous avons décidé d'abandonner. Le montant que je voulais dire, c'est 380 €.\n\nCordialement,\nPhilippe Rohan");
clear("210", "polite-email", ctx("EUR", 7_500, 6_000), ACCEPT,
  "Bonjour Jo,\n\nOui pour 75 € pour scier et polir la géode. Je passe ce week-end, avec le socle.\n\nMerci,\nKarine");
clear("211", "polite-email", ctx("EUR", 16_000), ask("returns"),
  "Bonjour,\n\nNous avons commandé 40 pots de peinture acrylique pour la soirée peinture du club. Si certains arrivent secs ou dans la mauvaise teinte, les reprenez-vous, et y a-t-il un délai ?\n\nMerci,\nLiam Daoudi\nLes Peintres de Figurines de Liège");
unclear("212", "polite-email", ctx("EUR", 195_000), "un prix qui attend encore l'accord du conseil de fabrique",
  "Madame Ellery,\n\nMerci pour votre rapport sur les cloches à main. Notre ensemble voudrait faire restaurer les deux octaves avant les concerts de Noël. Le conseil de fabrique doit se prononcer le 9 ; avec son feu vert, nous pourrions envisager 1 650 € pour l'ensemble du travail.\n\nCordialement,\nMarguerite Oudin\nResponsable, Ensemble de cloches à main Saint-Wilfrid");
clear("213", "polite-email", ctx("EUR", 21_000), words(16_000, "Cent soixante euros"),
  "Monsieur Castel,\n\nNous avons un atlas départemental du XIXe siècle avec 48 cartes coloriées à la main dont le dos est tombé en poussière. Nous aimerions lui faire poser un dos neuf en gardant les plats d'origine. Cent soixante euros vous conviendraient-ils ?\n\nCordialement,\nHélène Marchal");
clear("214", "polite-email", ctx("EUR", 140_000, 110_000), WITHDRAW,
  "Monsieur Brannec,\n\nMerci pour les plans du voilier radiocommandé. Malheureusement, la mairie ferme le bassin pour deux ans de travaux, notre club ne donnera donc pas suite pour l'instant. Désolé de vous avoir pris du temps.\n\nBien à vous,\nColin Lebords\nSecrétaire, Club de voile modèle de Roubaix\n\n> Le 12 mars 2027 à 09:40, Sean Brannec a écrit :\n> Je peux construire le voilier classe un mètre, entièrement gréé, pour 1 400 €.");
clear("215", "polite-email", ctx("EUR", 45_000), ask("shipping"),
  "Bonjour,\n\nJe collectionne les plaques de lanterne magique et je voudrais la série de 24 plaques victoriennes peintes à la main de votre catalogue. Est-ce que vous envoyez au Canada ? Et à combien reviendrait le port ?\n\nMerci beaucoup,\nRobert Lafleur\nGatineau (Québec)");
clear("216", "polite-email", ctx("EUR", 48_000), bid(38_000),
  "Monsieur Okonkwo,\n\nLa journée portes ouvertes de notre club de jeux de figurines aura lieu le dimanche 14 septembre, de 10 h à 16 h, salle 3 du centre civique (réservation n° CC-48213). Pourriez-vous nous construire une table de décor de 6 x 4 pieds pour la partie principale, pour 380 € ?\n\nCordialement,\nNeil Achard\nPrésident, Les Stratèges de Namur");
unclear("217", "polite-email", ctx("EUR", 35_000), "deux prix pour deux façons de réparer la table de la guitare, aucun choix fait",
  "Salut Owen,\n\nMerci d'avoir regardé la fissure sur la table de ma guitare. Je n'arrive pas à choisir entre juste la tasseler et la coller à 140 €, ou refaire carrément le vernis de la table à 320 €. Laisse-moi quelques jours pour réfléchir.\n\nA+\nDaniel");
clear("218", "polite-email", ctx("EUR", 120_000, 95_000), ACCEPT,
  "Monsieur Takeda,\n\nC'est d'accord pour le goban en kaya au prix indiqué. Serait-il possible de le livrer au club un mardi soir, jour de nos réunions ?\n\nCordialement,\nSuzanne Hill\nClub de go de Lyon");

// ---- agent ----
clear("301", "agent", ctx("EUR", 95_000, 80_000), ask("rounds-left"),
  "Je suis un assistant IA et j'enchéris, pour le compte d'un collectionneur, sur le lot de cartes de cigarettes de votre vente. Une question d'abord : jusqu'à combien d'allers-retours d'offres êtes-vous disposé à aller ?");
clear("302", "agent", ctx("EUR", 64_000), bid(56_000),
  "Vérification de marché pour M. Hussain, souverain or du Jubilé de 1887, TTB+ : Numisor 545 €, Sterling Numismatique 565 €, Baldry & Cie 589 €. Votre prix : 640 €. J'ai pour instruction d'offrir 560 €.");
clear("303", "agent", ctx("EUR", 42_000), words(30_000, "trois cents euros"),
  "Mme Gallagher m'a demandé de commander un plateau de backgammon en noyer et érable pour son mari, qui joue chaque dimanche depuis 30 ans. Son offre : trois cents euros.");
unclear("304", "agent", ctx("EUR", 45_000), "un budget et une demande de proposition, pas une offre",
  "J'achète pour un club d'arts du cirque qui dispose de 350 € pour des massues, des diabolos et des bâtons du diable pour un groupe de 16. Qu'est-ce que vous pourriez réunir avec ça ?");
clear("305", "agent", ctx("EUR", 60_000, 45_000), minus(37_000, 8_000, "last-bid"),
  "Après examen des photos du lot, mon utilisatrice a constaté que deux des bronzes romains sont des copies modernes ; elle retire donc 80 € de son offre précédente.");
clear("306", "agent", ctx("EUR", 3_500), ask("discount"),
  "Je représente un collectionneur qui a environ 400 vinyles. Il envisage d'envoyer toute la collection au nettoyage par ultrasons au lieu d'un seul carton d'essai de 50 — y a-t-il un meilleur tarif par carton pour ce volume ?");
clear("307", "agent", ctx("CHF", 40_000), percentOff(36_000, 10),
  "Pour le compte de mon utilisateur, radioamateur licencié : nous souhaitons vous confier le montage et le réglage du kit transceiver QRP pour 10 % de moins que votre devis. Cela vous convient-il ?");
clear("308", "agent", ctx("EUR", 26_000, 21_000), ACCEPT,
  "M. Kowalski est d'accord avec votre prix pour la restauration de la poupée en biscuit de sa grand-mère ; vous pouvez commencer. Il aimerait des photos de la tête réparée avant qu'elle soit remontée.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_200),
  "Gradation de dix cartes à collectionner au tarif standard, pour le Club de cartes du Port. Nous paierions 220 € pour les dix ensemble.");
clear("310", "agent", ctx("EUR", 180_000, 150_000), plus(165_000, 15_000),
  "Suite à votre contre-proposition, ma mandante ajoute 150 € à sa dernière offre pour le circuit de voitures miniatures fraisé.");
clear("311", "agent", ctx("EUR", 8_500), ask("delivery"),
  "Mon mandant, un collectionneur, voudrait faire nettoyer et réaligner ses jumelles Zeiss des années 50. Il part observer les oiseaux le 3 mai — pourraient-elles lui revenir avant ?");
clear("312", "agent", ctx("EUR", 70_000, 55_000), WITHDRAW,
  "Merci d'avoir réservé la série de programmes de match. Mon utilisateur a retrouvé une série presque identique dans le grenier de son défunt frère ; il n'achètera donc pas. Pour nous, l'affaire est close.");
clear("313", "agent", ctx("EUR", 2_400, null, 8), bid(1_950),
  "Projet de commande pour l'atelier de vannerie de Fayl-Billot (JSON) :\n{\"article\": \"osier blanc, bottes de 1,50 m\", \"quantite\": 8, \"code_postal_livraison\": \"52500\", \"livrer_avant\": \"2027-02-20\", \"offre_par_botte_eur\": 19.50}");
unclear("314", "agent", ctx("EUR", 6_000), "deux prix pour une plaque entière ou une demi-plaque dans une cuisson d'émail, et l'utilisatrice n'a pas choisi",
  "Pour les pièces de mon utilisatrice, il y a une plaque entière dans la cuisson d'émail de samedi à 45 € ou une demi-plaque à 25 €. Elle hésite encore et me dira laquelle.");
clear("315", "agent", ctx("EUR", 16_000), minus(12_500, 3_500),
  "Pour le bureau de mon utilisatrice : le terrarium fermé de mousses, à 35 € sous votre devis.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "Quel est votre tarif actuel pour louer la chambre noire à la journée, produits compris ? Elle réservera quand elle connaîtra votre chiffre.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_500), words(4_500, "Quarante-cinq euros"), "*feuillette la boîte à chaussures pleine de cartes postales de bains de mer de la Belle Époque* Quarante-cinq euros la boîte, et je la porte moi-même.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'quelque part au milieu' sans offre précédente", "*caresse le cou de coq grizzly* On se retrouve quelque part au milieu ?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*remet les soldats de plomb un par un dans leur boîte* Entendu, à votre prix. Emballez-les bien, ils ont du chemin à faire.");
clear("404", "roleplay", ctx("EUR", 29_000), bid(24_000), "*tapote la vitre au-dessus de la tranche de météorite* Je vous donne 240 € pour celle de 38 grammes, 6 x 4 cm, avec le certificat 1147.");
clear("405", "roleplay", ctx("EUR", 14_000, 9_000), WITHDRAW, "*reverse les billes dans le bocal* Elles sont superbes, mais je n'ai plus de place pour un bocal de plus. Merci quand même.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*recompte les fuseaux en os dans leur tube* Mes 40 plus cinq, et ils rentrent avec moi.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*remonte les chaînes du coucou et écoute son chant* C'est votre dernier mot sur le prix, ou il y a un peu de jeu ?");
clear("408", "roleplay", ctx("EUR", 22_000, 16_000), middle(19_000), "*vérifie l'empennage d'une flèche d'essai* On partage la différence, et vous pouvez attaquer l'empennage de la douzaine.");
unclear("409", "roleplay", ctx("EUR", 42_000), "un montant pensé à voix haute avant de mesurer le mur, pas une offre", "*lève la carte du département vers la fenêtre* 320, vous dites... elle ferait bien dans l'escalier, celle-là. Je vais mesurer.");
clear("410", "roleplay", ctx("EUR", 11_000), bid(8_500), "*compte 95 € sur l'établi, puis reprend un billet de dix* Ça, c'est mon bus pour rentrer. 85 €.");
clear("411", "roleplay", ctx("EUR", 14_000, 11_000), ACCEPT, "*s'essuie l'huile des doigts et tend la main* Allez, refaites le moteur à votre prix. Je pourrais le récupérer avant la course du club ?");
clear("412", "roleplay", ctx("EUR", 36_000), percentOff(27_000, 25), "*étale en éventail la série de billets aux numéros consécutifs* Un quart de moins et je les embarque.");
clear("413", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*repose le sifflet de locomotive sur le tissu* Non, trop cher.");
clear("414", "roleplay", ctx("EUR", 9_500), ask("payment"), "*prend un wagon d'essai* Pour la patine de toute la rame — vous acceptez que je paie à la prochaine expo, en les récupérant, ou il vous faut l'argent maintenant ?");
clear("415", "roleplay", ctx("EUR", 19_000), bid(15_000), "*soulève le couvercle de la boîte Meccano* 150 €, avec tous les manuels, et je la porte moi-même jusqu'à la voiture.");
unclear("416", "roleplay", ctx("EUR", 8_000, 6_000), "'un petit quelque chose de plus' sans montant", "*fait rouler un dé d'essai sur le comptoir* Allez, je rajoute un petit quelque chose sur ce que j'ai proposé.");

export const FRESH29_FR = done();

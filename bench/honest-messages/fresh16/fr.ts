/**
 * SIXTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh16/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts in local wording: locations de vacances et chalets, une
 * pénichette, des sorties guidées, des cours d'équitation, un bélier, un âne et une génisse, du matériel agricole et
 * forestier, le potager, des affaires d'enfants, l'art et l'artisanat, la brocante, le matériel de sport.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh16In } from "./build";

const { clear, unclear, done } = fresh16In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 115_000), bid(95_000), "950 € pour la cabine de plage tout le mois d'août. Je peux tout régler d'avance.");
clear("002", "terse", ctx("EUR", 14_000), ask("delivery"), "Dans combien de temps pourriez-vous livrer deux stères de frêne sec ? On est derrière la scierie, à Ornans.");
clear("003", "terse", ctx("CHF", 320_000), percentOff(256_000, 20), "Chalet Edelweiss, semaine des relâches : 20 % sous votre tarif et je réserve ce soir.");
clear("004", "terse", ctx("EUR", 45_000, 38_000), ACCEPT, "Ça nous va, le portique d'escalade est à nous. On le démonte nous-mêmes samedi.");
clear("005", "terse", ctx("EUR", 18_000), words(12_000, "cent vingt"), "Cent vingt pour la combi d'hiver 5/4, taille M ?");
unclear("006", "terse", ctx("EUR", 32_000), "une fourchette pour la tente cloche, pas un prix", "Pour la tente cloche, je pensais entre 220 et 260.");
clear("007", "terse", ctx("EUR", 9_500, 6_000), WITHDRAW, "Un peu cher pour une journée de rando accompagnée. On laisse tomber, merci quand même.");
clear("008", "terse", ctx("EUR", 45_000), bid(33_000), "Enfonce-pieux : 380, non — 330. J'avais pas vu que le flexible est à changer.");
clear("009", "terse", ctx("EUR", 22_000), ask("payment"), "Carte de pêche à l'année : vous prenez la CB ou c'est chèque uniquement ?");
clear("010", "terse", ctx("EUR", 48_000), minus(42_000, 6_000), "Enlevez 60 € à la sortie pêche en mer d'une demi-journée et on embarque à quatre.");
clear("011", "terse", ctx("EUR", 85_000, 70_000), ACCEPT, "Va pour 850. Le banc-coffre est à moi.");
clear("012", "terse", ctx("EUR", 32_000), bid(26_000), "Débroussailleuse FS 131 et ses 3 têtes de rechange comme dans l'annonce : je mets 260 €, je passe la prendre.");
clear("013", "terse", ctx("CAD", 15_000, 9_000), WITHDRAW, "Non. Trop cher pour un lit de bébé.");
unclear("014", "terse", ctx("EUR", 18_000), "une offre conditionnée à l'état des pneus de la remorque", "120 € pour la remorque vélo si les pneus tiennent l'air.");
clear("015", "terse", ctx("EUR", 16_000), ask("returns"), "Je peux renvoyer les bottes d'équitation si elles me blessent ? Je connais pas la marque.");
clear("016", "terse", ctx("EUR", 14_000, 9_000), plus(11_000, 2_000), "J'ajoute 20 € à ma dernière offre pour le clapier et son enclos. J'irai pas plus loin.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 28_000), ask("shipping"), "tu envoies la gravure ou c'est à retirer sur place ? j'habite à lille, ça coûterait combien le port");
clear("102", "chat", ctx("EUR", 80_000), bid(65_000), "salut tu prendrais 650 pour la maisonnette des enfants ? on la démonte nous-mêmes. mon num c'est 06 55 59 03 12 si c'est plus simple d'appeler");
unclear("103", "chat", ctx("EUR", 18_000), "sarcasme sur le prix : pas une offre", "180 pour un bodyboard d'occase ?? 😂 il est dédicacé par kelly slater ou quoi");
clear("104", "chat", ctx("EUR", 12_000, 9_000), ACCEPT, "ouiii 🐔🐔 les poulettes viennent chez nous !! les enfants vont être fous, merci !!");
clear("105", "chat", ctx("CAD", 60_000, 45_000), middle(52_500), "on coupe la poire en deux pour les bâtons de golf? 🤝 j'ai hâte de retourner sur le terrain avant les premières neiges");
clear("106", "chat", ctx("EUR", 110_000), ask("warranty"), "il reste combien de garantie sur le moteur hors-bord électrique ? et elle passe à mon nom si je l'achète");
clear("107", "chat", ctx("EUR", 24_000, 16_000), WITHDRAW, "bon on va laisser tomber les cours de surf pour les petits cet été, c'est un peu juste. merci quand même hein");
clear("108", "chat", ctx("CHF", 11_000), words(8_000, "huitante"), "tu prendrais huitante pour la bombe d'équitation ? je peux passer demain après 17h");
clear("109", "chat", ctx("EUR", 650_000), ask("negotiable"), "le prix de la roulotte de berger c'est ferme ou y a un peu de marge ? 🙏");
clear("110", "chat", ctx("EUR", 4_500, null, 5), total(4_000), "5 kits de potager surélevé pour 200 le tout ? c'est pour notre jardin ouvrier");
unclear("111", "chat", ctx("EUR", 26_000), "un prix vu ailleurs, pas une offre", "j'ai vu la même tente 6 places sur leboncoin à 180 🤷");
clear("112", "chat", ctx("CAD", 34_000), ask("standing-offer"), "c'était combien déjà ta canne à mouche? j'ai scrollé trop vite pis je la retrouve pus");
clear("113", "chat", ctx("EUR", 9_000, 7_000), ACCEPT, "allez ok, la bride est à moi 👍 je passe la chercher samedi matin");
clear("114", "chat", ctx("EUR", 19_000), minus(15_000, 4_000), "la caméra de chasse pour 40 de moins que ton prix ? je peux passer après l'école");
clear("115", "chat", ctx("CAD", 12_000, 6_000), WITHDRAW, "non. ben trop cher pour une traîne sauvage usagée. je passe");
clear("116", "chat", ctx("EUR", 38_000), bid(32_000), "tu ferais 320 pour l'abri à bûches ? je peux venir dimanche avec la remorque");
unclear("117", "chat", ctx("EUR", 22_000), "'à peu près' une somme, pas une offre ferme", "150 à peu près pour le crash pad ?");
clear("118", "chat", ctx("EUR", 14_500, null, 3), ask("discount"), "si on prend la yourte 3 nuits au lieu de 2, c'est quoi ton meilleur prix par nuit ? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 245_000), bid(215_000),
  "Madame Pelletier,\n\nNous aimerions réserver votre longère pour une réunion de famille, à partir du samedi 9 août pour 7 nuits : 9 personnes, dont 3 enfants, et 2 épagneuls bien élevés. Nous vous proposons 2 150 € pour la semaine.\n\nBien cordialement,\nAnne Hugon\n14 rue des Rosiers, 35000 Rennes\n06 55 90 08 46");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Bonjour Capitaine Hollard,\n\nNous sommes ravis de confirmer la croisière avec skipper au tarif que vous nous avez indiqué. Où vous retrouvons-nous le premier matin, et y a-t-il un endroit proche pour laisser la voiture toute la semaine ?\n\nBien à vous,\nRuth et Simon Ellès");
clear("203", "polite-email", ctx("CHF", 32_000), ask("payment"),
  "Bonjour,\n\nNotre fille aimerait beaucoup commencer les cours d'équitation ce semestre. Serait-il possible de payer le forfait en mensualités plutôt qu'en une fois ?\n\nMeilleures salutations,\nClaire Dumoulin");
clear("204", "polite-email", ctx("EUR", 120_000), words(90_000, "neuf cents"),
  "Monsieur Avril,\n\nMerci de m'avoir laissée voir la toile de l'estuaire à l'atelier. Elle serait superbe dans notre entrée, même si le cadre a connu des jours meilleurs. Je peux vous proposer neuf cents euros pour le tableau.\n\nVeuillez agréer mes salutations distinguées,\nMarguerite Loisel");
clear("205", "polite-email", ctx("CAD", 180_000, 140_000), WITHDRAW,
  "Bonjour Josée,\n\nMerci d'avoir gardé le chalet au bord du lac pour nous pour le jour de l'An. Après bien des discussions, on a décidé de rester à la maison cette année; vous pouvez donc libérer les dates pour quelqu'un d'autre.\n\nAu plaisir,\nNathalie Gagnon");
clear("206", "polite-email", ctx("EUR", 420_000), ask("delivery"),
  "Bonjour,\n\nNous avons choisi le pavillon de jardin en cèdre (le modèle 3 x 2,4 m). Quand pourriez-vous le livrer et le monter ? Nous aimerions qu'il soit prêt avant le 21 juin pour une fête au jardin.\n\nCordialement,\nJeanne Ogier");
clear("207", "polite-email", ctx("EUR", 95_000), bid(78_000),
  "Monsieur Fenouil,\n\nMerci de m'avoir montré le buffet Art nouveau jeudi. Je vous propose 820 € (pardon, faute de frappe : je voulais dire 780 € ; une coulisse de tiroir est cassée et il faudra un menuisier).\n\nCordialement,\nPierre Astier");
unclear("208", "polite-email", ctx("EUR", 180_000, 150_000), "une acceptation qui attend le vote du bureau du club",
  "Bonjour Fabienne,\n\nMerci pour le devis révisé du week-end de randonnée accompagnée dans le Vercors. À titre personnel je dirais oui tout de suite, mais une dépense de ce montant doit être votée par le bureau du club, qui ne se réunit que mardi 14.\n\nBien cordialement,\nGérard Thibault\nSecrétaire, Club alpin de Grenoble");
clear("209", "polite-email", ctx("EUR", 2_600, null, 12), total(2_200),
  "Madame, Monsieur,\n\nNotre verger partagé souhaite commander 12 pommiers à racines nues (vieilles variétés mélangées) pour une plantation le 22 novembre. Nous proposons 264 € pour les douze et viendrons les chercher à la pépinière. Notre bon de commande porte le numéro 4471-B.\n\nCordialement,\nDelphine Olivier\nVerger partagé de Gembloux ASBL\nRue de la Station 9, 5030 Gembloux\n081 55 01 93");
clear("210", "polite-email", ctx("CHF", 68_000), ask("warranty"),
  "Bonjour,\n\nLe poêle à bois révisé nous intéresse pour notre mazot. Est-il garanti, et une vitre de porte fendue serait-elle couverte ?\n\nMeilleures salutations,\nIsabelle Pittet");
clear("211", "polite-email", ctx("CAD", 260_000, 230_000), ACCEPT,
  "Bonjour Denis,\n\n2 600 $ pour la semaine au chalet du lac Memphrémagog, ça nous convient : c'est réservé. On vous envoie le dépôt par virement Interac ce soir.\n\nBonne soirée,\nMélanie Paradis");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Madame, Monsieur,\n\nMerci pour votre proposition de loge pour le Tournoi des Six Nations. Malheureusement, nous n'avons pas réuni assez de clients ; nous n'y donnerons donc pas suite cette saison.\n\nCordialement,\nRenaud Estève\nCabinet Estève & Roux");
clear("213", "polite-email", ctx("EUR", 1_450), ask("returns"),
  "Bonjour,\n\nNotre club de tricot s'apprête à commander une bonne quantité de votre laine aran teinte à la main. Si des écheveaux de bains différents ne s'accordent pas, pourrons-nous renvoyer ceux qui n'ont pas été ouverts ?\n\nMerci beaucoup,\nBernadette Colin\nLes Tricoteuses du mardi");
clear("214", "polite-email", ctx("EUR", 180_000), percentOff(162_000, 10),
  "Madame, Monsieur Blanchard,\n\nNous avons encore passé une très belle saison au camping et souhaitons réserver à nouveau notre emplacement à l'année pour la saison prochaine. Comme ce sera notre troisième année chez vous, pourriez-vous nous accorder 10 % sur le forfait saisonnier ?\n\nBien cordialement,\nDaniel et Lydie Hardy");
clear("215", "polite-email", ctx("EUR", 64_000), ask("shipping"),
  "Madame Castel,\n\nLe coffre de marin en camphrier de votre catalogue me plaît beaucoup. Combien coûterait le transport jusqu'à Brest, en plus du prix ?\n\nCordialement,\nAlain Moreau");
unclear("216", "polite-email", ctx("EUR", 95_000), "deux prix pour deux versions du circuit : lequel est l'offre ?",
  "Bonjour,\n\nNous préparons un voyage dans l'ouest de l'Irlande en mai. Nous pourrions mettre 600 € pour le circuit de 3 jours tel quel, ou 900 € si l'excursion en bateau vers les îles d'Aran est ajoutée. Qu'en pensez-vous ?\n\nBien à vous,\nHélène et Bernard Chauvin");
clear("217", "polite-email", ctx("EUR", 30_000), bid(24_000),
  "Bonjour Karine,\n\nPour l'anniversaire poneys de Lili, le samedi 6 septembre (deux poneys, environ deux heures, dix enfants), nous pouvons proposer 240 €.\n\nMerci beaucoup !\nRebecca Marchal");
clear("218", "polite-email", ctx("EUR", 45_000, 39_000), ACCEPT,
  "Bonjour l'équipe d'Alouette Montgolfières,\n\nOui, avec plaisir : nous prenons le vol au lever du soleil pour deux personnes à votre tarif. C'est une surprise pour l'anniversaire de mon mari, merci d'envoyer le bon cadeau chez moi et pas à lui !\n\nMerci,\nJoanna Rey");

// ---- agent ----
clear("301", "agent", ctx("EUR", 195_000), words(160_000, "mille six cents"), "Je suis un assistant de réservation IA agissant pour la famille Hardouin. Pour une semaine de location de pénichette sur le canal du Nivernais en octobre, au départ de votre base de Clamecy, mon mandant propose mille six cents euros.");
clear("302", "agent", ctx("EUR", 840_000), ask("rounds-left"), "Avant que ma mandante ne se décide pour la roulotte bohémienne restaurée, merci de me confirmer combien de tours d'offres il nous reste.");
clear("303", "agent", ctx("CAD", 75_000), bid(60_000), "Veille de marché, ensemble de ski de randonnée usagé (skis, fixations et peaux, 170–180 cm) :\n• Annonce A : 580 $\n• Annonce B : 640 $\n• Annonce C : 700 $\n• Annonce D : 660 $\nMédiane des prix demandés : 650 $. Compte tenu des semelles rayées, mon client offre 600 $.");
clear("304", "agent", ctx("EUR", 620_000, 500_000), minus(470_000, 30_000, "last-bid"), "Après vérification de la puissance à la prise de force de son tracteur, ma mandante doit réduire de 300 € notre précédente offre de 5 000 € pour le treuil forestier.");
clear("305", "agent", ctx("EUR", 680_000, 600_000), ACCEPT, "Confirmé au nom du club des aînés de Dinan : le circuit en autocar dans les Highlands est accepté au tarif de votre devis actuel. Merci d'adresser la confirmation de réservation et la facture à la trésorière du club.");
clear("306", "agent", ctx("EUR", 6_200, null, 20), total(5_500), "Agent d'achat pour Prés Fleuris Paysages (Angers).\nCommande : 20 kg de mélange de fleurs sauvages indigènes\n- Prix proposé : 1 100 € pour l'ensemble des 20 kg\n- Période de semis : septembre\n- Paiement : 30 jours date de facture");
clear("307", "agent", ctx("CHF", 45_000), ask("discount"), "Mon mandant dirige une troupe scoute de douze enfants. Proposez-vous un tarif réduit pour les groupes de jeunes pour la sortie spéléo guidée ?");
clear("308", "agent", ctx("EUR", 250_000), percentOff(220_000, 12), "Ma cliente a examiné votre devis pour le voyage photo animalier de six jours dans le Jura et propose un prix inférieur de 12 %, puisqu'elle réserve plus de six mois à l'avance.");
unclear("309", "agent", ctx("EUR", 450_000), "un budget de vacances vols compris, pas une offre pour la villa", "Le budget total de mon mandant pour les vacances d'été de la famille est de 6 000 €, vols compris. Je proposerai un montant pour la villa dès que les tarifs aériens seront connus.");
clear("310", "agent", ctx("EUR", 520_000), bid(420_000), "Offre pour le broyeur de végétaux d'occasion :\n```json\n{\"article\": \"broyeur de végétaux\", \"modele\": \"TW 160\", \"annee\": 2019, \"heures_moteur\": 410, \"offre_eur\": 4200, \"enlevement\": \"acheteur\"}\n```");
clear("311", "agent", ctx("CHF", 340_000, 280_000), WITHDRAW, "Au nom de ma cliente : elle a décidé de ne pas acheter le couple d'alpagas et se retire de cette négociation. Merci pour votre temps.");
clear("312", "agent", ctx("EUR", 180_000, 140_000), plus(155_000, 15_000), "Au vu de la provenance que vous avez documentée, mon mandant m'autorise à relever de 150 € notre offre précédente pour le secrétaire Louis-Philippe.");
clear("313", "agent", ctx("EUR", 920_000), ask("delivery"), "Concernant le kit de chalet en rondins : quelle est la date de livraison la plus proche sur le terrain ? L'accès se fait par un chemin agricole praticable pour un porteur, mais pas pour un semi-remorque.");
clear("314", "agent", ctx("EUR", 340_000), minus(320_000, 20_000), "Ma mandante souhaite louer le pavillon de chasse pour le séminaire de printemps de son équipe. Les dates tombant en basse saison, elle propose votre tarif moins 200 €.");
unclear("315", "agent", ctx("EUR", 260_000), "deux prix, sans décision tant qu'elle n'a pas vu la pièce", "Ma mandante hésite entre 2 100 € et 2 400 € pour la sculpture de lièvre en bronze et m'a demandé d'attendre qu'elle l'ait vue en personne.");
clear("316", "agent", ctx("CAD", 190_000, 150_000), ask("standing-offer"), "Pour nos dossiers, au sujet de l'excursion de deux jours en traîneau à chiens au Saguenay : pourriez-vous nous redonner le prix que vous demandez actuellement ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*regarde la boucle à l'oreille du lot 47* Bélier antenais, 2 ans, 85 kilos, et il boite un peu de l'antérieur gauche. 380 et il monte dans ma bétaillère.");
clear("402", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*referme d'un coup le panier à pique-nique en osier* Tope là. Il vient au pique-nique avec moi.");
unclear("403", "roleplay", ctx("EUR", 60_000, 40_000), "plus que la dernière offre, mais sans montant", "*tapote la vitre du baromètre et regarde l'aiguille* Je pourrais monter un peu par rapport à mon offre. Pas beaucoup, hein.");
clear("404", "roleplay", ctx("EUR", 70_000, 50_000), middle(60_000), "*accoudé à la barrière, regarde l'âne brouter* Tenez : pile entre votre prix et ce que je vous ai offert, et il est vendu.");
clear("405", "roleplay", ctx("EUR", 4_500), ask("negotiable"), "*soupèse le canard appelant sculpté* Ça fait du bois, tout ça. Le prix sur l'étiquette, c'est le prix, ou juste un point de départ ?");
clear("406", "roleplay", ctx("EUR", 9_500), bid(6_500), "*compte les billets sur le tréteau* 70 pour la plaque émaillée... *recompte* non, 65. C'est tout ce que j'ai sur moi.");
clear("407", "roleplay", ctx("EUR", 5_000), words(3_500, "trente-cinq"), "*lève la cruche tournée main vers la lumière* Une fêlure près de l'anse. Trente-cinq, et je l'emporte moi-même.");
clear("408", "roleplay", ctx("EUR", 48_000, 30_000), WITHDRAW, "*rend la pendulette de voyage en laiton à deux mains* C'est trop pour moi. Bonne journée, monsieur.");
clear("409", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*retourne le tabouret de traite et gratte les trous de vers* Vingt pour cent de moins pour les vers, et il est à moi.");
unclear("410", "roleplay", ctx("EUR", 30_000), "une somme pensée à voix haute, et la nuit pour réfléchir : pas encore d'offre", "*recule d'un pas devant l'aquarelle du port* Au-dessus de la cheminée, pour 200, peut-être. La nuit porte conseil, je repasse demain.");
clear("411", "roleplay", ctx("EUR", 90_000, 70_000), plus(75_000, 5_000), "*gratte la génisse Dexter derrière l'oreille* Allez, je rajoute cinquante à mon offre.");
clear("412", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*tapote le vieux bidon à lait* Ça marche, il est à moi. Vous pouvez le garder derrière le stand le temps que j'aille chercher la voiture ?");
clear("413", "roleplay", ctx("EUR", 8_500), ask("payment"), "*soulève la peau de mouton et fouille toutes ses poches* Vous prenez la carte, ou il y a un distributeur au village ?");
clear("414", "roleplay", ctx("EUR", 6_500, 4_000), WITHDRAW, "*repose la claie en noisetier contre la clôture* Pas à ce prix-là. Je vais voir le stand d'à côté.");
unclear("415", "roleplay", ctx("EUR", 9_000), "deux prix, indécis", "*fait tourner le broc peint dans la lumière* 60 ? Ou 70 ? Ah, je n'arrive pas à me décider.");
clear("416", "roleplay", ctx("EUR", 16_000), bid(12_000), "*déroule le tweed sur le comptoir* Il y a un trou de mite près de la lisière. 120 pour le coupon.");

export const FRESH16_FR = done();

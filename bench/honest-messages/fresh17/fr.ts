/**
 * SEVENTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh17/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on
 * these messages. The same 84 situations as en.ts in local wording: agencement de boutiques et de bureaux, matériel
 * informatique et téléphonie, location pour l'événementiel, impression et enseignes, contrats de nettoyage et
 * d'entretien, engins et remorques d'occasion, machines d'atelier, lots de déstockage, prestataires et indépendants,
 * locaux commerciaux au mois.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211; a signed
 * acceptance with a phone number 202.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh17In } from "./build";

const { clear, unclear, done } = fresh17In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 185_000), bid(150_000), "1\u202f500 € pour le rideau métallique de la vitrine, fourni et posé.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "Palette de gants nitrile : vous expédiez en Corse, et ça coûte combien le transport ?");
clear("003", "terse", ctx("EUR", 95_000), words(80_000, "huit cents"), "Huit cents pour la perceuse à colonne. Je passe la chercher avec le camion.");
clear("004", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "C'est bon pour l'entretien du bac à graisse. Envoyez le contrat, on signe.");
clear("005", "terse", ctx("EUR", 64_000), percentOff(54_400, 15), "Nettoyage des vitres de la galerie : 15 % de moins sur votre devis mensuel et on signe aujourd'hui.");
unclear("006", "terse", ctx("EUR", 320_000), "une fourchette pour la plaqueuse de chants, pas un prix", "Plaqueuse de chants : entre 2 000 et 2 500, je dirais.");
clear("007", "terse", ctx("EUR", 28_000, 20_000), WITHDRAW, "Un peu cher pour la vérification des appareils électriques. On va voir ailleurs, merci.");
clear("008", "terse", ctx("EUR", 75_000), bid(58_000), "Équilibreuse : 680, pardon, 580 — gros doigts.");
clear("009", "terse", ctx("CHF", 210_000), ask("payment"), "Contrat d'entretien de l'ascenseur : on peut payer par trimestre, par prélèvement ?");
clear("010", "terse", ctx("EUR", 115_000), minus(100_000, 15_000), "Retirez 150 € sur la location des barrières Nadar et on réserve.");
clear("011", "terse", ctx("EUR", 240_000, 210_000), ACCEPT, "Bon, va pour 2 400 €. Lancez la fabrication de la banque d'accueil.");
clear("012", "terse", ctx("EUR", 38_000), bid(29_000), "Aspirateur CT 36 avec les 5 sacs de rechange : 290 €, cash à l'enlèvement.");
clear("013", "terse", ctx("CAD", 260_000, 190_000), WITHDRAW, "Non. Je paierai pas ça pour un compresseur sur remorque.");
unclear("014", "terse", ctx("EUR", 480_000), "une offre conditionnée au contrôle technique du camion benne", "3 000 € pour le camion benne s'il a un contrôle technique tout frais.");
clear("015", "terse", ctx("EUR", 36_000), ask("returns"), "Si le lecteur de codes-barres ne marche pas avec notre logiciel de stock, je peux le renvoyer ?");
clear("016", "terse", ctx("EUR", 42_000, 30_000), plus(32_500, 2_500), "25 € de plus que ma dernière offre pour la fileteuse. J'irai pas plus loin.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 18_000), ask("delivery"), "coucou vous pouvez livrer les gobelets compostables quand ? on ouvre samedi et on en a plus 🙈");
clear("102", "chat", ctx("EUR", 72_000), bid(55_000), "salut tu ferais 550 pour l'enseigne néon LED du bar ? texte-moi au 06 71 48 39 22 si c'est plus simple");
unclear("103", "chat", ctx("EUR", 9_500), "sarcasme sur le prix : pas une offre", "95 par mois pour vider UNE poubelle ?? 😂 les éboueurs viennent en limousine ou quoi");
clear("104", "chat", ctx("EUR", 380_000, 320_000), ACCEPT, "OUIII la boutique éphémère est à nous pour décembre !! 🎄🎉 merci merci, trop hâte d'installer le stock");
clear("105", "chat", ctx("CAD", 48_000, 36_000), middle(42_000), "on coupe la poire en deux pour les guirlandes lumineuses de la terrasse? 🤝 on ouvre pour la saison le mois prochain");
clear("106", "chat", ctx("EUR", 65_000), ask("warranty"), "y a encore une garantie sur le terminal de caisse reconditionné ou c'est vendu en l'état ?");
clear("107", "chat", ctx("EUR", 220_000, 160_000), WITHDRAW, "bon on laisse tomber le covering de la camionnette pour l'instant, la tréso est un peu juste ce mois-ci. merci quand même");
clear("108", "chat", ctx("CHF", 45_000), words(35_000, "trois cent cinquante"), "tu prendrais trois cent cinquante pour la location des talkies-walkies pour le week-end du festival ?");
clear("109", "chat", ctx("EUR", 65_000), ask("negotiable"), "le loyer de l'emplacement au marché couvert c'est fixe ou y a moyen de discuter une fois ?");
clear("110", "chat", ctx("EUR", 4_800, null, 6), total(4_000), "6 caissons métalliques pour 240 le tout ? je peux passer jeudi");
unclear("111", "chat", ctx("EUR", 52_000), "un prix vu ailleurs, pas une offre", "j'ai vu le même bar mobile en location ailleurs à 350 🤷");
clear("112", "chat", ctx("CAD", 240_000), ask("standing-offer"), "c'était combien déjà ton pont élévateur 2 colonnes? j'retrouve pus le message");
clear("113", "chat", ctx("EUR", 78_000, 65_000), ACCEPT, "allez ok, réservez-nous pour le shampouinage de la moquette 👍");
clear("114", "chat", ctx("EUR", 19_000), minus(16_000, 3_000), "les kakémonos pour 30 de moins que ton devis ? j'en ai besoin pour le salon");
clear("115", "chat", ctx("EUR", 42_000, 25_000), WITHDRAW, "non. trop cher pour un lot de parapluies. je passe");
clear("116", "chat", ctx("CHF", 145_000), bid(110_000), "tu ferais 1'100 pour la tour d'éclairage ? je peux l'atteler cet aprèm");
unclear("117", "chat", ctx("EUR", 280_000), "'environ' une somme, pas une offre ferme", "2k environ pour la plieuse ?");
clear("118", "chat", ctx("EUR", 18_000), ask("discount"), "si on prend la salle de réunion tous les mardis au lieu d'une seule fois, vous faites un meilleur prix ? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(435_000),
  "Monsieur Ouédraogo,\n\nMerci d'être passé prendre les mesures le 3 mars. Pour le stand de réparation de téléphones dans la galerie marchande (comptoir, 2 éléments muraux et l'armoire fermant à clé), nous souhaitons vous proposer 4\u202f350 €.\n\nCordialement,\nPriya Chabert\nFixIt Mobiles, Stand 14, Centre commercial Grand'Place, 38100 Grenoble\n04 76 49 60 73\nSIRET 284 619 037 00018");
clear("202", "polite-email", ctx("EUR", 180_000, 150_000), ACCEPT,
  "Monsieur Kowalski,\n\nNous validons volontiers le contrat d'entretien CVC au tarif que vous nous avez indiqué. Votre technicien pourrait-il m'appeler au 01 79 46 09 58 en arrivant ? La chaufferie est au sous-sol et l'ascenseur n'y descend pas.\n\nBien cordialement,\nThomas Grenier\nServices généraux, Maison Harcourt");
clear("203", "polite-email", ctx("EUR", 340_000), ask("payment"),
  "Madame Lindqvist,\n\nMerci pour votre devis d'impression et de reliure de notre rapport annuel. Accepteriez-vous un règlement par virement à 30 jours, ou faut-il verser un acompte ?\n\nCordialement,\nHélène Marchal\nCommunication, Habitat Nord");
clear("204", "polite-email", ctx("CHF", 150_000), words(120_000, "mille deux cents"),
  "Bonjour Madame Bovet,\n\nMerci pour l'essai de sous-titres, il se lit très bien. Pour le sous-titrage des huit webinaires de la série, nous pourrions mettre mille deux cents francs.\n\nMeilleures salutations,\nMarc Favre\nFormation continue, Hôpital de la Broye");
clear("205", "polite-email", ctx("EUR", 96_000, 78_000), WITHDRAW,
  "Monsieur Petit,\n\nMerci pour la visite et votre proposition de contrat de dératisation et désinsectisation pour notre fournil. Après réflexion, nous restons avec notre prestataire actuel et ne donnerons donc pas suite.\n\nBien à vous,\nSuzanne Fleury\nBoulangerie Fleury");
clear("206", "polite-email", ctx("EUR", 90_000), ask("delivery"),
  "Bonjour,\n\nNous envisageons de commander les 150 housses de chaise ivoire. Pourraient-elles être livrées à la salle pour le jeudi 12 juin ? Le salon du mariage a lieu ce week-end-là.\n\nMerci d'avance,\nLaura Quinet\nQuinet Events, Namur");
clear("207", "polite-email", ctx("EUR", 130_000), bid(95_000),
  "Monsieur Adeyemi,\n\nMerci pour les photos d'essai. Pour le détourage de nos 60 produits sur fond blanc, deux angles chacun, nous souhaitons proposer 1 150 €. Rectificatif : il faut lire 950 € — j'avais recopié le montant d'un autre devis.\n\nBelle journée,\nChloé Barnier\nSaule & Mèche, bougies artisanales");
unclear("208", "polite-email", ctx("EUR", 160_000, 140_000), "un accord qui attend l'agrément du syndic",
  "Madame Doyen,\n\nMerci pour le devis revu pour le nettoyage de fin de chantier du nouveau cabinet. Il nous conviendrait, mais le syndic doit agréer chaque entreprise avant qu'elle entre dans l'immeuble, et nous n'aurons pas sa réponse avant vendredi.\n\nCordialement,\nDr Anne Wauters\nCabinet dentaire des Berges");
clear("209", "polite-email", ctx("EUR", 8_900, null, 16), total(7_500),
  "Madame, Monsieur,\n\nNous avons besoin de 16 téléphones de bureau Yealink T46U pour nos nouveaux locaux. Nous proposons 1\u00a0200 € pour les 16 ; nous emménageons le vendredi 9 mai. Notre numéro de bon de commande est le PO 88213.\n\nCordialement,\nOlivier Prévost\nPrévost & Lang Géomètres\n3 passage du Château, 67000 Strasbourg\n03 88 20 18 04");
clear("210", "polite-email", ctx("EUR", 210_000), ask("warranty"),
  "Bonjour,\n\nNous regardons le climatiseur d'exposition pour notre salle serveurs. Quelle garantie l'accompagne, et couvre-t-elle aussi le compresseur ?\n\nMerci,\nRaj Mehta\nResponsable informatique, Kessler Logistique");
clear("211", "polite-email", ctx("CAD", 325_000, 290_000), ACCEPT,
  "Bonjour Daniel,\n\n3 250 $ pour le plancher d'époxy dans l'atelier, ça nous va, on va de l'avant. Envoie-moi la facture pis je paie le dépôt par virement Interac.\n\nMerci,\nKarine Tremblay\nVélos sur mesure Tremblay");
clear("212", "polite-email", ctx("CHF", 85_000, 60_000), WITHDRAW,
  "Bonjour Monsieur Jeanmaire,\n\nMerci pour les essais de voix pour notre vidéo de formation à la sécurité. Nous avons finalement décidé d'enregistrer le commentaire à l'interne, et renonçons donc cette fois.\n\nMeilleures salutations,\nMélanie Graf\nTéléskis du Mont-Vully SA");
clear("213", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Bonjour,\n\nAvant de commander un carton de vos mugs en grès de fin de série pour le café : si certains arrivent ébréchés, pouvons-nous les renvoyer contre remboursement ?\n\nMerci beaucoup,\nGaëlle Hardy\nLe Petit Coin");
clear("214", "polite-email", ctx("EUR", 960_000), percentOff(864_000, 10),
  "Monsieur Hubert,\n\nMerci pour votre proposition d'entretien des espaces verts du parc d'activités des Prés. Comme nous nous engageons sur trois ans, nous vous proposons 10 % de remise sur le forfait annuel.\n\nCordialement,\nAlain Stéphan\nGestion immobilière");
clear("215", "polite-email", ctx("EUR", 280_000), ask("shipping"),
  "Bonjour,\n\nLes boîtes d'expédition imprimées de votre devis nous intéressent. Expédiez-vous en Belgique, et combien coûterait le transport jusqu'à notre entrepôt de Liège ?\n\nCordialement,\nSophie Burette\nSavonnerie de l'Ourthe");
unclear("216", "polite-email", ctx("EUR", 38_000), "deux prix pour deux périmètres de prestation : lequel est l'offre ?",
  "Madame Okafor,\n\nMerci pour votre proposition. Nous pourrions mettre 250 € par mois pour la comptabilité seule, ou 320 € par mois si vous faites aussi les fiches de paie de nos neuf salariés. Qu'en pensez-vous ?\n\nBien à vous,\nDavid Renaud\nQuincaillerie Renaud");
clear("217", "polite-email", ctx("EUR", 78_000), bid(64_000),
  "Bonjour Samuel,\n\nPour notre journée portes ouvertes du samedi 21 juin (quatre cabines standard et une cabine PMR), nous pouvons proposer 640 €.\n\nMerci,\nJohanna Hallé\nFerme des Hallé");
clear("218", "polite-email", ctx("EUR", 54_000, 45_000), ACCEPT,
  "Bonjour Benoît,\n\nOui, nous prenons l'adhésif vitrine à votre prix. Votre poseur pourrait-il passer avant l'ouverture, pour que la boutique soit libre ?\n\nMerci beaucoup,\nAmira Haddad\nBloom Fleurs");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), words(140_000, "mille quatre cents"), "Je suis un assistant d'achat IA agissant pour Outillage Fenwick SAS. Pour la vidéo explicative animée de quatre-vingt-dix secondes décrite dans votre proposition, mon mandant offre mille quatre cents euros.");
clear("302", "agent", ctx("EUR", 560_000), ask("rounds-left"), "Avant que mon mandant ne se décide pour la cisaille guillotine d'occasion, merci de confirmer combien de tours d'offres il reste dans cette négociation.");
clear("303", "agent", ctx("EUR", 380_000), bid(300_000), "Relevé de marché, scies à panneaux d'occasion (chariot de 3,2 m) :\n• Annonce A : 2 900 €\n• Annonce B : 3 400 €\n• Annonce C : 3 100 €\n• Annonce D : 3 600 €\nPrix demandé médian : 3 250 €. Vu l'inciseur usé, mon client propose 3 000 €.");
clear("304", "agent", ctx("EUR", 720_000, 600_000), minus(560_000, 40_000, "last-bid"), "Après examen du carnet d'entretien du groupe frigorifique, mon mandant doit baisser de 400 € notre offre précédente de 6 000 € pour la semi-remorque frigorifique d'occasion.");
clear("305", "agent", ctx("EUR", 240_000, 200_000), ACCEPT, "Confirmé au nom de Lindet Gestion Immobilière : le contrat d'hygiène des sanitaires est accepté au tarif de votre devis actuel. Merci d'envoyer le contrat à notre service comptable pour signature.");
clear("306", "agent", ctx("EUR", 3_600, null, 30), total(3_000), "Agent d'achat pour les Résidences Soleil Levant.\nCommande : 30 cartons de gel hydroalcoolique (4 x 5 L par carton)\n- Prix proposé : 900 € pour les 30 cartons\n- Livraison : à notre magasin central\n- Paiement : à 30 jours fin de mois");
clear("307", "agent", ctx("CAD", 150_000), ask("discount"), "Mon mandant dirige un organisme de bienfaisance enregistré qui compte onze employés. Offrez-vous un rabais aux OBNL sur votre service de paie?");
clear("308", "agent", ctx("CHF", 250_000), percentOff(230_000, 8), "Ma mandante a examiné votre offre pour la rédaction du catalogue produits et propose des honoraires inférieurs de 8 %.");
unclear("309", "agent", ctx("EUR", 640_000), "un budget d'aménagement qui inclut la machine à café, pas une offre pour la menuiserie", "Le budget total de mon mandant pour l'aménagement du nouveau café est de 9 000 €, machine à café comprise. Je proposerai un montant pour la menuiserie du comptoir une fois les devis des équipements reçus.");
clear("310", "agent", ctx("EUR", 450_000), bid(390_000), "Offre pour la presse plieuse d'occasion :\n```json\n{\"article\": \"presse plieuse manuelle\", \"modele\": \"PB-1250\", \"annee\": 2016, \"longueur_pliage_mm\": 1250, \"offre_eur\": 3900, \"enlevement\": \"acheteur\"}\n```");
clear("311", "agent", ctx("EUR", 380_000, 300_000), WITHDRAW, "Au nom de ma cliente : Hardouin Travaux Publics a décidé de ne pas acheter la balayeuse adaptable et se retire de cette négociation. Merci pour votre temps.");
clear("312", "agent", ctx("EUR", 420_000, 340_000), plus(365_000, 25_000), "Au vu du rapport de contrôle de la broche, mon mandant m'autorise à augmenter de 250 € notre offre précédente pour la rectifieuse plane.");
clear("313", "agent", ctx("EUR", 390_000), ask("delivery"), "Concernant le bungalow de chantier : quelle est la date la plus proche à laquelle vous pourriez le livrer dans notre cour ? L'accès se fait par une ruelle étroite, il faudrait donc un camion-grue plutôt qu'un semi.");
clear("314", "agent", ctx("EUR", 460_000), minus(425_000, 35_000), "Ma mandante souhaite lancer le câblage Cat6 du nouvel étage de bureaux. L'étage étant vide et facile d'accès, elle propose votre prix moins 350 €.");
unclear("315", "agent", ctx("EUR", 260_000), "deux prix, indécise jusqu'à l'essai", "Ma mandante hésite entre 1 800 € et 2 100 € pour la brodeuse d'occasion et m'a demandé d'attendre qu'elle ait vu un essai de broderie.");
clear("316", "agent", ctx("EUR", 32_000, 25_000), ask("standing-offer"), "Pour nos dossiers, concernant le poste fixe dans votre espace de coworking : pourriez-vous nous redonner le prix mensuel que vous demandez actuellement ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 450_000), bid(340_000), "*cherche le lot 112 dans le catalogue de la vente* Dumper de 2011, 1 800 heures au compteur, et les vérins suintent. 3 400 et il part sur mon porte-engins aujourd'hui.");
clear("402", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*tope là par-dessus le stand* Marché conclu. Il est à nous à la fermeture du salon.");
unclear("403", "roleplay", ctx("EUR", 560_000, 480_000), "plus que la dernière offre, mais sans montant", "*pianote sur le capot du pick-up* Je pourrais monter un peu par rapport à la dernière fois. Pas beaucoup, hein.");
clear("404", "roleplay", ctx("EUR", 90_000, 60_000), middle(75_000), "*s'accoude au comptoir du grossiste* Écoutez : pile au milieu entre votre prix et le mien pour tout le lot de fin de série, et je débarrasse aujourd'hui.");
clear("405", "roleplay", ctx("CAD", 310_000), ask("negotiable"), "*passe le pouce sur l'échantillon de comptoir de quartz* C'est-tu votre prix avec la pose, ou y a de la marge?");
clear("406", "roleplay", ctx("EUR", 290_000), bid(230_000), "*tapote la calculatrice* 2 600 pour le four à soles... attendez, mauvaise touche — 2 300.");
clear("407", "roleplay", ctx("EUR", 190_000), words(150_000, "mille cinq cents"), "*lève l'échantillon de dalle de moquette à la lumière* Mille cinq cents pour tout l'étage, et pas un centime de plus.");
clear("408", "roleplay", ctx("EUR", 360_000, 280_000), WITHDRAW, "*rend le porte-bloc* C'est trop cher pour les rayonnages, désolé. Merci pour votre temps.");
clear("409", "roleplay", ctx("EUR", 120_000), percentOff(90_000, 25), "*montre la bosse sur le comptoir inox* Un quart de moins pour ça, et il est à moi.");
unclear("410", "roleplay", ctx("CHF", 750_000), "un chiffre lancé en réfléchissant, et la nuit pour y penser : pas encore d'offre", "*fait lentement le tour de la nacelle élévatrice* 6'000, peut-être... Je vais dormir dessus et je vous appelle demain matin.");
clear("411", "roleplay", ctx("EUR", 30_000, 22_000), plus(29_000, 7_000), "*tape sur l'étau d'établi* Allez. Septante de plus que ce que j'ai offert.");
clear("412", "roleplay", ctx("EUR", 48_000, 40_000), ACCEPT, "*fait signe au cariste* Marché conclu, la palette de briques de récup est à moi. Vous pouvez me la poser sur la remorque avec le chariot ?");
clear("413", "roleplay", ctx("EUR", 9_000), ask("payment"), "*jette un œil à la pile de chaises de banquet* Vous prenez un chèque d'entreprise, ou c'est espèces uniquement ?");
clear("414", "roleplay", ctx("EUR", 16_000, 11_000), WITHDRAW, "*remet le couvercle sur le pot de peinture de sol* Pas à ce prix-là. Je vais voir le stand d'à côté.");
unclear("415", "roleplay", ctx("EUR", 55_000), "deux prix, indécis", "*s'enfonce dans le canapé d'accueil d'exposition* 400 ? Ou 450 ? J'arrive pas à me décider.");
clear("416", "roleplay", ctx("EUR", 78_000), bid(60_000), "*tire sur la couture de l'échantillon de store banne* L'armature est un peu légère. 600 pour le store.");

export const FRESH17_FR = done();

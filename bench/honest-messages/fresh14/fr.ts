/**
 * FOURTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh14/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts in local wording: rentals, services and repairs for households
 * and small firms (déménageurs, jardinier, accordeur, salle de mariage, anneau au port) and second-hand goods.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh14In } from "./build";

const { clear, unclear, done } = fresh14In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 42_000), bid(36_000), "360 € pour l'utilitaire du vendredi au dimanche, je le rends avec le plein.");
clear("002", "terse", ctx("CHF", 48_000), words(40_000, "quatre cents"), "Quatre cents francs par an pour l'accord du piano, deux passages compris.");
clear("003", "terse", ctx("EUR", 450_000, 400_000), ACCEPT, "D'accord. La jument rentre avec nous.");
clear("004", "terse", ctx("EUR", 780_000, 620_000), WITHDRAW, "Le chariot élévateur est hors budget. On en reste là.");
clear("005", "terse", ctx("EUR", 165_000), ask("delivery"), "Votre équipe peut faire le déménagement le 14, ou vous êtes complets ?");
clear("006", "terse", ctx("EUR", 180_000), minus(160_000, 20_000), "Enlevez 200 sur le forfait saison et le jardin est à vous.");
clear("007", "terse", ctx("EUR", 60_000), percentOff(54_000, 10), "10 % de remise sur le devis de la manchette et je réserve aujourd'hui.");
clear("008", "terse", ctx("EUR", 14_000), bid(9_500), "Barbecue Weber 57 cm, 95 euros, je passe ce soir.");
clear("009", "terse", ctx("EUR", 240_000), bid(200_000), "2 100 pour l'anneau au port — pardon, 2 000, j'avais mal lu le tarif au mètre.");
clear("010", "terse", ctx("EUR", 350_000), ask("payment"), "Carte ou virement pour l'acompte de la salle ?");
unclear("011", "terse", ctx("EUR", 180_000), "une fourchette pour le traiteur, pas un prix", "Entre 1 400 et 1 600 pour le traiteur, 40 couverts.");
clear("012", "terse", ctx("EUR", 32_000, 26_000), plus(28_000, 2_000), "20 € de plus que ma dernière offre pour la colonie. C'est mon plafond.");
clear("013", "terse", ctx("EUR", 95_000, 80_000), ACCEPT, "Va pour 950. Vous êtes retenu pour le mariage.");
unclear("014", "terse", ctx("EUR", 26_000), "une offre sous condition que les meules soient neuves", "180 pour le moulin à café si les meules sont neuves.");
clear("015", "terse", ctx("EUR", 52_000), ask("returns"), "Je peux renvoyer l'archet sous huit jours s'il ne convient pas à mon violoncelle ?");
clear("016", "terse", ctx("CAD", 120_000, 90_000), WITHDRAW, "Merci, mais les cours de conduite dépassent notre budget. Je laisse tomber.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 120_000), bid(85_000), "coucou la robe de mariée est toujours dispo ?? je peux mettre 850 et passer la chercher dimanche");
clear("102", "chat", ctx("EUR", 25_000, 20_000), ACCEPT, "OUIII ok marché conclu !! château gonflable réservé 🎉🎉 les petits vont halluciner");
clear("103", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "ah c'est bien au-dessus de ce que je peux mettre pour le scooter, pas grave, bonne vente 👍");
clear("104", "chat", ctx("EUR", 16_000), ask("shipping"), "tu envoies la machine à écrire jusqu'à liège ? ça coûte combien en plus");
clear("105", "chat", ctx("EUR", 78_000), words(60_000, "six cents"), "tu prendrais six cents pour le vélo électrique ? en liquide");
clear("106", "chat", ctx("CHF", 60_000), bid(45_000), "450 pour le DJ de 20h à 1h ? écris-moi au 079 555 31 42 si ça joue");
clear("107", "chat", ctx("EUR", 50_000, 38_000), middle(44_000), "on coupe la poire en deux pour la semaine de jacuzzi ? 🙏");
clear("108", "chat", ctx("EUR", 40_000), ask("warranty"), "la machine à laver est encore sous garantie ou c'est fini");
unclear("109", "chat", ctx("CAD", 300_000), "du sarcasme sur le prix : ni offre ni acceptation", "lol 3000 piasses pour une remorque à canot usagée?? ben oui pis je te donne un rein avec");
unclear("110", "chat", ctx("EUR", 28_000), "un prix vu ailleurs, pas une offre", "la même tondeuse est à 220 sur leboncoin au fait");
clear("111", "chat", ctx("EUR", 4_500, null, 10), ask("discount"), "si je prends les 10 cours d'espagnol d'un coup y a un prix forfait ?");
clear("112", "chat", ctx("EUR", 1_500, null, 6), total(1_200), "72 pour les 6 tables pliantes le week-end ?");
clear("113", "chat", ctx("EUR", 55_000, 48_000), ACCEPT, "bon ok t'as gagné, je prends le siège et les pieds à ton prix");
clear("114", "chat", ctx("EUR", 90_000, 60_000), WITHDRAW, "non trop cher. laisse tomber");
clear("115", "chat", ctx("EUR", 70_000), minus(62_000, 8_000), "tu baisses de 80 et je viens chercher la batterie ce soir");
clear("116", "chat", ctx("EUR", 65_000), ask("negotiable"), "le prix du canapé est ferme ou on peut discuter ?");
unclear("117", "chat", ctx("EUR", 38_000), "'à mi-chemin' sans offre précédente : à mi-chemin de quoi ?", "on se retrouve à mi-chemin pour la poussette ?");
clear("118", "chat", ctx("CAD", 110_000, 85_000), ask("standing-offer"), "désolé c'était quoi ton prix pour la remorque à bateau déjà? j'ai trop scrollé lol");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(425_000),
  "Bonjour Docteur Hallé,\n\nMerci de nous avoir permis d'examiner le fauteuil dentaire Sirona de 2016 dans votre cabinet. Compte tenu de la sellerie usée et du tuyau à remplacer sur l'élément praticien, nous proposons 4 250,00 €, démontage à notre charge.\n\nBien cordialement,\nDr Anne Brunet\nCabinet dentaire Brunet\n14 rue Principale, 69003 Lyon\n04 78 55 01 92");
clear("202", "polite-email", ctx("EUR", 480_000, 420_000), ACCEPT,
  "Chère Madame Hardy,\n\nMerci pour votre retour concernant la grange. Nous acceptons volontiers votre montant révisé pour le mariage et signerons le contrat de location dès réception.\n\nBien amicalement,\nÉmilie et Thomas");
clear("203", "polite-email", ctx("EUR", 920_000, 780_000), WITHDRAW,
  "Monsieur Perrin,\n\nMerci pour le temps passé à prendre les mesures de la cuisine. Après réflexion, nous avons choisi un autre cuisiniste et ne donnerons donc pas suite à votre devis.\n\nCordialement,\nClaire Dumont");
clear("204", "polite-email", ctx("EUR", 32_000, null, 30), ask("delivery"),
  "Bonjour,\n\nNous sommes intéressés par les 30 ordinateurs portables reconditionnés pour nos élèves de sixième. Pourriez-vous les livrer avant la rentrée du 5 janvier ?\n\nMerci d'avance,\nGérard Lefèvre\nRéférent numérique, Collège du Val");
clear("205", "polite-email", ctx("EUR", 250_000), words(210_000, "deux mille cent"),
  "Madame, Monsieur,\n\nPour la location du chapiteau de notre fête d'entreprise, nous proposons deux mille cent euros, montage et démontage compris.\n\nCordialement,\nNadia Keller\nResponsable administrative");
clear("206", "polite-email", ctx("EUR", 60_000), percentOff(51_000, 15),
  "Bonjour Monsieur Daniel,\n\nMerci pour le devis du transport du piano droit depuis notre ancien appartement. Accepteriez-vous une remise de 15 % ? Les deux immeubles ont un ascenseur, l'intervention devrait être assez courte.\n\nBien à vous,\nMarc Weber");
clear("207", "polite-email", ctx("EUR", 36_000), ask("payment"),
  "Madame, Monsieur,\n\nAvant de louer le box de stockage, pourrions-nous régler chaque mois sur facture à 30 jours plutôt que par carte ? Notre référence de commande est BC 44817.\n\nSalutations distinguées,\nPriya Chevalier\nChevalier Fleurs SARL");
unclear("208", "polite-email", ctx("EUR", 28_500, 26_000), "une acceptation soumise à l'accord du conseil d'administration",
  "Madame Roussel,\n\nVotre prix révisé me paraît acceptable, sous réserve de l'accord du conseil d'administration de jeudi. Je vous confirmerai ensuite.\n\nCordialement,\nDavid Chen\nGestionnaire");
clear("209", "polite-email", ctx("EUR", 140_000), bid(115_000),
  "Bonjour,\n\nPour le déménagement du 3 mars depuis le 27 chemin des Coteaux, 1180 Uccle, vers Wavre, notre budget est de 1 150 € pour deux déménageurs et le grand camion. Merci de rappeler le bon de commande 5520-19.\n\nMerci,\nJeanne Piron\n0475 55 08 31");
clear("210", "polite-email", ctx("EUR", 950_000), bid(810_000),
  "Monsieur Orsini,\n\nPour la rénovation de la cuisine, nous pouvons proposer 8 400 € — rectification : 8 100 €, j'avais compté le plan de travail que nous fournissons nous-mêmes.\n\nBien cordialement,\nSophie Walter");
clear("211", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Bonjour,\n\nConcernant la batterie de traction reconditionnée pour notre chariot Fenwick : quelle garantie l'accompagne, et couvre-t-elle aussi le chargeur ?\n\nMerci,\nLuc Ortiz\nOrtiz Primeurs");
clear("212", "polite-email", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Chère Madame Roux,\n\nNous vous confirmons volontiers 1 200 € pour les portraits de l'équipe. Envoyez-nous le bon de réservation quand vous le pourrez.\n\nCordialement,\nAmira Saïd\nCabinet Saïd Avocats");
clear("213", "polite-email", ctx("EUR", 310_000, 250_000), WITHDRAW,
  "Bonjour l'équipe de Vert Paysage,\n\nMerci pour votre proposition d'aménagement. Elle dépasse malheureusement de beaucoup ce que nous pouvons dépenser cette année ; nous n'irons donc pas plus loin.\n\nMeilleures salutations,\nHélène Martin");
clear("214", "polite-email", ctx("CHF", 22_000), ask("returns"),
  "Bonjour,\n\nJe m'intéresse à la machine à coudre Bernina d'occasion. Si le moteur s'avérait défectueux, pourrais-je la retourner dans les 14 jours ?\n\nMerci beaucoup,\nRose");
clear("215", "polite-email", ctx("EUR", 9_000, null, 8), total(7_500),
  "Bonjour,\n\nNous aimerions reprendre les huit chaises de bureau d'occasion de votre annonce. Accepteriez-vous 600 € pour les huit ensemble ? Nous venons les chercher avec notre camionnette.\n\nBonne journée,\nColin Bernard\nCabinet comptable Bernard");
clear("216", "polite-email", ctx("EUR", 520_000), ask("shipping"),
  "Madame, Monsieur,\n\nLa livraison jusqu'à notre cabinet, 12 avenue Marlot, est-elle comprise dans le prix du fauteuil, ou facturée en sus ?\n\nCordialement,\nDr Nadia Petrov");
unclear("217", "polite-email", ctx("EUR", 450_000), "deux prix pour deux dates : lequel est l'offre ?",
  "Madame, Monsieur,\n\nNous pourrions mettre 4 000 € pour un samedi ou 3 200 € pour un vendredi. Laquelle de ces deux formules pourriez-vous accepter ?\n\nBien à vous,\nLaure Pinson");
clear("218", "polite-email", ctx("EUR", 280_000, 240_000), ACCEPT,
  "Bonjour Jens,\n\nMerci, nous acceptons votre offre pour la location du camping-car. Pourriez-vous nous dire quand nous pouvons récupérer les clés ?\n\nBien cordialement,\nMarta et Paul");

// ---- agent ----
clear("301", "agent", ctx("CAD", 220_000), bid(185_000), "Je vous écris au nom de Rénovations Crécerelle. Pour six semaines de location d'échafaudage sur le chantier de la rue des Ormes, mon client offre 1 850 $, montage et démontage inclus.");
clear("302", "agent", ctx("EUR", 790_000), bid(680_000), "J'ai comparé les annonces récentes de vans deux chevaux de cette année : 7 200 €, 6 900 € et 7 450 €, pour une médiane de 7 100 €. Vu l'usure des tapis de sol, mon mandant propose 6 800 € pour votre van.");
clear("303", "agent", ctx("EUR", 190_000, 160_000), ACCEPT, "Mon mandant m'a autorisé à accepter vos conditions actuelles pour le contrat de nettoyage des bureaux. Merci d'envoyer la facture et la confirmation de la date de début.");
clear("304", "agent", ctx("EUR", 150_000, 100_000), WITHDRAW, "Ma cliente m'a demandé de mettre fin aux négociations pour le forfait de détatouage. Merci de votre temps.");
clear("305", "agent", ctx("EUR", 32_000, null, 25), total(28_000), "Pour les 25 tablettes reconditionnées destinées au cabinet de kinésithérapie, nous proposons 7 000 € pour l'ensemble du lot, payables à la livraison.");
clear("306", "agent", ctx("EUR", 75_000, 60_000), ask("rounds-left"), "Avant de réviser l'offre : combien de tours de négociation votre système autorise-t-il encore avant la clôture de ce devis ?");
clear("307", "agent", ctx("EUR", 160_000), minus(145_000, 15_000), "Au sujet du devis de débarras de la maison, ma cliente vous demande de le diminuer de 150 € ; le garage sera vidé des cartons au préalable.");
clear("308", "agent", ctx("EUR", 90_000), ask("discount"), "Ma cliente réserve un buffet pour une fête du personnel de 40 personnes un mardi. Accordez-vous une réduction pour les réservations en semaine de cette taille ?");
clear("309", "agent", ctx("EUR", 300_000, 260_000), minus(245_000, 15_000, "last-bid"), "Mise à jour de mon mandant : le budget de l'installation de vidéosurveillance a été réduit, nous abaissons donc notre offre précédente de 2 600 € de 150 €.");
clear("310", "agent", ctx("EUR", 110_000), words(95_000, "neuf cent cinquante"), "Au nom de mon client, je vous soumets une offre de neuf cent cinquante euros pour l'accordéon Hohner d'occasion, sans autre condition.");
clear("311", "agent", ctx("EUR", 64_000), ask("standing-offer"), "Vos deux derniers messages indiquent des montants différents pour la location du minibus. Pouvez-vous confirmer votre prix actuel ?");
unclear("312", "agent", ctx("EUR", 420_000), "'dans les' un chiffre rond, pas une offre ferme", "Ma cliente pense à quelque chose dans les 3 000 € pour le déménagement des bureaux ; je reviens vers vous avec un chiffre ferme après revue de l'inventaire.");
clear("313", "agent", ctx("EUR", 90_000, 70_000), plus(77_500, 7_500), "Nous pouvons augmenter notre dernière offre de 75 € pour la réparation de la cheminée. C'est la position finale du client.");
clear("314", "agent", ctx("EUR", 450_000), bid(390_000), "Offre pour le four à pizza au bois d'occasion :\n```json\n{\"article\": \"four à pizza, 2019\", \"offre\": 3900, \"devise\": \"EUR\", \"enlevement\": \"acheteur\"}\n```");
unclear("315", "agent", ctx("EUR", 150_000), "deux prix en balance : aucun n'est une offre", "Nous hésitons entre 1 200 € et 1 300 € pour la réparation de la toiture et reviendrons vers vous dès que le client aura tranché.");
clear("316", "agent", ctx("EUR", 180_000), ask("warranty"), "Pour le tapis de course professionnel reconditionné : quelle durée de garantie s'applique au moteur et à la plateforme, et la main-d'œuvre est-elle couverte ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(22_000), "*retourne la selle* La couture se défait ici. 220, en liquide, et je l'emporte moi-même.");
clear("402", "roleplay", ctx("EUR", 35_000, 30_000), ACCEPT, "*vous serre la main* Tope là ! Vous êtes dur en affaires, l'ami.");
clear("403", "roleplay", ctx("EUR", 70_000, 45_000), WITHDRAW, "*range la clarinette dans son étui* Alors nous n'avons plus rien à nous dire. Bonne journée.");
clear("404", "roleplay", ctx("EUR", 11_000), words(7_500, "soixante-quinze"), "*tapote le cadre doré du miroir* Soixante-quinze, et c'est généreux vu l'éclat dans le coin.");
clear("405", "roleplay", ctx("EUR", 48_000, 36_000), middle(42_000), "*fait pivoter le fauteuil de barbier* Bon, bon — on se retrouve au milieu, vous et moi.");
clear("406", "roleplay", ctx("EUR", 18_000), bid(13_000), "*compte les billets* 140 pour la montre à gousset... non attendez, je voulais dire 130, il me faut de quoi prendre le bus.");
unclear("407", "roleplay", ctx("EUR", 55_000), "réfléchit tout haut à un chiffre et veut y penser : pas encore d'offre", "*se gratte la barbe en regardant l'enclume* Hmm. 400... laissez-moi y réfléchir autour d'une bière.");
clear("408", "roleplay", ctx("EUR", 32_000), ask("negotiable"), "*soulève le cavalier sculpté* Joli travail. C'est votre dernier prix, ou on peut marchander ?");
clear("409", "roleplay", ctx("EUR", 25_000), percentOff(20_000, 20), "*déroule le tapis et montre le coin délavé* Vingt pour cent de moins, et je vous en débarrasse.");
unclear("410", "roleplay", ctx("EUR", 14_000), "deux prix, indécis", "*marmonne devant la lampe en laiton* 90... ou 100... je n'arrive pas à me décider.");
clear("411", "roleplay", ctx("EUR", 260_000, 220_000), ACCEPT, "*sourit* Vous avez trouvé acheteur. Quand puis-je venir chercher le side-car ?");
clear("412", "roleplay", ctx("EUR", 60_000, 45_000), plus(50_000, 5_000), "*soupire et sort son portefeuille* Cinquante de plus que tout à l'heure pour le violon. C'est tout ce que j'ai.");
clear("413", "roleplay", ctx("CHF", 80_000, 55_000), WITHDRAW, "*soulève son chapeau* Vous êtes honnête, mais je ne peux pas aller si loin pour les chèvres. Bonne soirée.");
unclear("414", "roleplay", ctx("EUR", 90_000), "sarcasme sur le prix : pas une offre", "*éclate de rire* 900 pour un cheval à bascule ? Pourquoi pas mille, pendant que vous y êtes !");
clear("415", "roleplay", ctx("EUR", 380_000), bid(310_000), "*regarde les dents du hongre* Il a 14 ans, 1,58 m au garrot et un suros à l'antérieur gauche. Je vous en donne 3 100.");
clear("416", "roleplay", ctx("EUR", 30_000), ask("delivery"), "*s'appuie sur la barrière* Et vous pourriez livrer le foin à la ferme dans combien de temps ?");

export const FRESH14_FR = done();

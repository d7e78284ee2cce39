/**
 * EIGHTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh18/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on
 * these messages. The same 84 situations as en.ts in local wording: occasions entre particuliers (instruments, une
 * poussette, des vélos, un canapé d'angle, des objectifs, une console, des outils de jardin), services à domicile
 * (plombier, transport, accordeur, soutien scolaire, photographe de mariage, garde de chien, tatouage, peintre) et
 * réservations et locations (appartement de vacances, salle des fêtes, van aménagé, balade en bateau, place de
 * parking, box de stockage).
 *
 * Labels as in ../index.ts; corrections 010, 209, 410; acceptances restating the offer 013, 210; a signed
 * acceptance with a phone number 203.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh18In } from "./build";

const { clear, unclear, done } = fresh18In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 38_000), bid(32_000), "320 € pour le piano numérique avec son support. Je peux passer ce soir.");
clear("002", "terse", ctx("EUR", 21_000), ask("shipping"), "Vous pourriez m'envoyer l'objectif 35 mm par la poste ? Ça ferait combien, les frais de port ?");
clear("003", "terse", ctx("EUR", 25_000), percentOff(20_000, 20), "Vous feriez 20 % de moins sur la poussette ? Je peux venir la chercher aujourd'hui.");
clear("004", "terse", ctx("EUR", 32_000, 24_000), WITHDRAW, "Laissez tomber, merci. Mon beau-frère va s'occuper lui-même du robinet et de la vanne d'arrêt.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "Quarante euros"), "Quarante euros pour le petit vélo avec les roulettes ? Je peux passer après l'école.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "C'est bon, on vous la confie. Je dépose Bonnie vendredi avec son panier et ses croquettes.");
unclear("007", "terse", ctx("EUR", 36_000), "une fourchette pour la basse, pas un prix", "Basse : 250 à 300, selon l'état du manche.");
clear("008", "terse", ctx("EUR", 30_000), minus(25_000, 5_000), "50 € de moins et je prends le canapé d'angle samedi. Mon frère a une camionnette.");
clear("009", "terse", ctx("CAD", 9_500), ask("payment"), "Pour le transport de l'armoire pis du lit : c'est correct si je paye par virement Interac le jour même?");
clear("010", "terse", ctx("EUR", 42_000), bid(34_000), "PS5 avec les deux manettes : 380 — faute de frappe, 340.");
clear("011", "terse", ctx("EUR", 15_000, 9_000), WITHDRAW, "Trop cher pour un tatouage aussi petit. Je vais laisser tomber, merci.");
clear("012", "terse", ctx("EUR", 120_000, 95_000), plus(100_000, 5_000), "J'ajoute 50 € à ce que je vous ai proposé pour le VAE. C'est mon maximum.");
clear("013", "terse", ctx("CHF", 42_000, 36_000), ACCEPT, "D'accord, 420 francs pour l'appartement à Montreux le week-end. Je vous verse l'acompte ce soir.");
clear("014", "terse", ctx("EUR", 16_000), ask("returns"), "Si les Joy-Con de la Switch ont du drift, je peux vous la rapporter ?");
unclear("015", "terse", ctx("EUR", 12_000), "une offre conditionnée au démarrage de la tondeuse", "90 € pour la tondeuse si elle démarre du premier coup.");
clear("016", "terse", ctx("EUR", 46_000), bid(38_000), "Canon 70-200 f/4 avec pare-soleil et les 2 bouchons : 380 € en liquide.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 18_000), bid(14_000), "bonjour vous feriez 140 pour le vélo bleu ? envoyez-moi un sms au 06 48 27 93 15 si ça vous va");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "vous pourriez me livrer le frigo congélateur quand ? je suis là toute la semaine sauf mercredi");
clear("103", "chat", ctx("EUR", 28_000, 22_000), ACCEPT, "ouiii on prend la salle des fêtes pour l'anniv de maman !! 🎉🥳 merci mille fois, elle se doute de rien");
clear("104", "chat", ctx("EUR", 16_000), words(12_000, "cent vingt"), "vous prendriez cent vingt pour la trompette ? mon fils vient de commencer l'académie");
unclear("105", "chat", ctx("CHF", 15_000), "sarcasme sur le loyer mensuel : pas une offre", "150 balles par mois pour une place derrière le kebab ?? 😂 les frites sont offertes ou bien");
clear("106", "chat", ctx("EUR", 18_000), ask("warranty"), "la machine à laver est encore sous garantie constructeur ou c'est fini ?");
clear("107", "chat", ctx("EUR", 4_000, null, 4), total(3_000), "120 pour les 4 chaises en chêne ensemble ? je peux passer samedi matin");
clear("108", "chat", ctx("EUR", 9_000, 7_000), WITHDRAW, "bon on va laisser tomber la balade en bateau, météo pourrie toute la semaine et on rentre dimanche. merci quand même !");
clear("109", "chat", ctx("CAD", 95_000), ask("negotiable"), "le prix du VR pour la fin de semaine du festival, c'tu négociable ou c'est ferme?");
clear("110", "chat", ctx("CAD", 16_000, 12_000), middle(14_000), "on se rejoint à mi-chemin pour le fauteuil en velours? 🤝 je passe le prendre demain après la job");
clear("111", "chat", ctx("EUR", 4_000, 3_200), ACCEPT, "super, on valide les cours de maths alors. elle est dispo le mardi et le jeudi après les cours");
unclear("112", "chat", ctx("EUR", 6_500), "un prix vu ailleurs, pas une offre", "la même chaise haute est sur vinted à 40, je dis ça je dis rien 👀");
clear("113", "chat", ctx("EUR", 22_000), ask("standing-offer"), "pardon vous demandiez combien pour la flûte traversière déjà ? je retrouve plus l'annonce");
clear("114", "chat", ctx("EUR", 9_000), minus(7_000, 2_000), "vous pourriez me faire le petit box de stockage à 20 de moins par mois que votre prix ? c'est juste jusqu'en mars");
clear("115", "chat", ctx("EUR", 25_000, 15_000), WITHDRAW, "non trop cher pour un casque VR aussi vieux. tant pis");
clear("116", "chat", ctx("EUR", 1_500), ask("discount"), "si on réserve les promenades de rufus tous les jours de la semaine, vous faites un tarif ?");
clear("117", "chat", ctx("CAD", 12_000), bid(8_500), "tu me laisserais le BBQ au gaz à 85? je peux passer après le travail");
unclear("118", "chat", ctx("EUR", 28_000), "« genre … à peu près » autour d'un nombre, pas une offre ferme", "genre 200 pour l'ampli basse, à peu près ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 45_000), ask("delivery"),
  "Bonjour Monsieur Garnier,\n\nMerci pour les photos supplémentaires de la table à rallonges. Si nous la prenons, quand pourriez-vous nous la livrer à Angers ? Nous sommes absents la première semaine du mois prochain.\n\nBien cordialement,\nFanny Texier");
clear("202", "polite-email", ctx("EUR", 85_000), bid(65_000),
  "Bonjour Anaïs,\n\nVotre portfolio nous a beaucoup plu. Nous nous marions à la mairie du 11e le samedi 12 avril, avec une vingtaine d'invités, et nous aimerions deux heures de reportage : la cérémonie et quelques portraits dehors. Nous vous proposons 650 €.\n\nBien à vous,\nMégane Doyen et Christophe Akéré\n41 rue Oberkampf, 75011 Paris\n06 12 84 37 59");
clear("203", "polite-email", ctx("EUR", 9_500, 7_500), ACCEPT,
  "Monsieur Lambert,\n\nMerci d'être venu voir notre vieux piano droit la semaine passée. Nous vous confions volontiers la remise au diapason et l'accord au prix que vous nous avez indiqué. Pourriez-vous me téléphoner la veille au 0475 38 21 64 ? La grille du jardin est souvent fermée.\n\nBien à vous,\nRuth Delvaux");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(81_000, 10),
  "Bonjour Monsieur Baudin,\n\nMerci pour votre devis pour la peinture des deux chambres du fond (murs, plafonds et boiseries). Accepteriez-vous 10 % de remise ? Les deux pièces seront vidées avant votre arrivée.\n\nCordialement,\nSimon Carrel");
clear("205", "polite-email", ctx("EUR", 68_000), ask("payment"),
  "Bonjour Madame Le Goff,\n\nNous aimerions réserver votre appartement à Quiberon pour les vacances de la Toussaint. Faut-il régler la totalité à la réservation, ou pouvons-nous verser des arrhes maintenant et le solde à l'arrivée ?\n\nMerci d'avance,\nAnne Vidal");
clear("206", "polite-email", ctx("EUR", 45_000, 30_000), WITHDRAW,
  "Bonjour Lucie,\n\nMerci beaucoup pour les esquisses du portrait de notre épagneul, elles sont très réussies. Après réflexion, nous préférons ne pas donner suite pour le moment : le budget est un peu serré cette année.\n\nBien amicalement,\nJeanne Hardy");
clear("207", "polite-email", ctx("EUR", 3_500, null, 8), total(3_000),
  "Bonjour,\n\nLes chaises de jardin empilables (votre annonce 58210) m'intéressent. Je vous propose 240 € pour les 8 et je peux venir les chercher le dimanche 6 juillet avec ma camionnette. J'habite 22 rue du Moulin, 69004 Lyon ; vous pouvez me joindre au 06 71 22 48 90.\n\nCordialement,\nPaul Renaud");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Bonjour Monsieur Benali,\n\nMerci pour votre devis de remplacement de notre chaudière. La nouvelle chaudière est-elle couverte par la garantie du fabricant, et garantissez-vous aussi votre installation ?\n\nCordialement,\nDominique Lefort");
clear("209", "polite-email", ctx("EUR", 56_000), bid(42_000),
  "Bonjour Madame Aziz,\n\nMerci d'être venue prendre les mesures de la fenêtre en baie. Pour la confection des rideaux doublés occultants, nous vous proposons 480 € — pardon, faute de frappe : je voulais dire 420 €.\n\nCordialement,\nHélène Brochard");
clear("210", "polite-email", ctx("EUR", 84_000, 72_000), ACCEPT,
  "Bonjour Yann,\n\n840 € pour la semaine avec le van aménagé, c'est bon pour nous : vous pouvez nous réserver. Nous viendrons le chercher chez vous samedi à la première heure.\n\nBonne journée,\nDaniel et Sophie Caradec");
clear("211", "polite-email", ctx("EUR", 11_000), ask("returns"),
  "Bonjour Madame Keller,\n\nJe voudrais commander un de vos paniers pour chien sur mesure pour notre lévrier. S'il s'avère trop petit à la livraison, pourrai-je le renvoyer ou l'échanger contre la taille au-dessus ?\n\nMerci d'avance,\nMarguerite Thomas");
unclear("212", "polite-email", ctx("EUR", 30_000, 25_000), "une acceptation qui attend que le curé confirme la date",
  "Monsieur Fontaine,\n\nMerci de nous avoir montré la salle au-dessus du café Le Lion d'Or. Nous aimerions la réserver au prix annoncé pour le baptême de notre fils, mais le curé n'a pas encore confirmé la date ; il ne le fera qu'après la réunion de la fabrique d'église, la semaine prochaine.\n\nBien à vous,\nClaire Dumont");
clear("213", "polite-email", ctx("EUR", 60_000), words(45_000, "quatre cent cinquante euros"),
  "Bonjour Monsieur Tranchant,\n\nMerci d'avoir laissé notre fille essayer le cor samedi ; elle l'a adoré. Nous pourrions vous proposer quatre cent cinquante euros pour le cor et son étui.\n\nBien cordialement,\nRobert et Alice Néaume");
clear("214", "polite-email", ctx("EUR", 65_000, 50_000), WITHDRAW,
  "Bonjour Monsieur Chêneau,\n\nMerci d'être passé voir le grand thuya. Finalement, nous le laissons en place pour l'instant ; inutile de nous réserver une date.\n\nCordialement,\nGérard Pellerin");
clear("215", "polite-email", ctx("CHF", 8_000), ask("shipping"),
  "Bonjour Monsieur Rochat,\n\nJ'ai vu vos anciens outils de jardin (bêche, fourche, sarcloir et coupe-bordure). Pourriez-vous me les envoyer par La Poste à Porrentruy, et combien coûterait l'envoi ?\n\nMeilleures salutations,\nSylvie Chappuis");
clear("216", "polite-email", ctx("EUR", 15_000), bid(12_000),
  "Bonjour Emma,\n\nSerais-tu libre pour garder les enfants le soir du réveillon ? Ce serait nos 3 enfants, le 31 décembre de 19 h à 1 h du matin environ ; ils devraient dormir vers 21 h. Nous te proposons 120 € pour la soirée.\n\nBonne journée,\nNathalie Brunet");
unclear("217", "polite-email", ctx("EUR", 26_000), "deux prix pour deux périmètres de ménage : lequel est l'offre ?",
  "Bonjour,\n\nMerci pour le devis du ménage de fin de bail. Nous pourrions mettre 180 € pour le ménage seul, ou 240 € avec le four et les moquettes. Dites-nous ce que vous préférez.\n\nCordialement,\nThomas et Priya");
clear("218", "polite-email", ctx("EUR", 52_000, 45_000), ACCEPT,
  "Bonjour Monsieur Martel,\n\nOui, vous pouvez poser la moquette de l'escalier et du palier à votre prix. Pourriez-vous nous dire quel jour vous arrange, pour que nous ayons retiré l'ancienne avant votre venue ?\n\nMerci beaucoup,\nÉliane Mousset");

// ---- agent ----
clear("301", "agent", ctx("EUR", 110_000), ask("rounds-left"), "Je suis un assistant de réservation agissant pour Mme Ollivier. Avant qu'elle ne s'engage pour l'appartement à Lisbonne pendant une semaine, merci de confirmer combien de tours d'offres il reste dans cette négociation.");
clear("302", "agent", ctx("EUR", 140_000), bid(110_000), "Annonces comparables, VTT tout-suspendu taille M, dans un rayon de 50 km :\n• 1\u202f150 € (2021, pneus neufs)\n• 1\u202f300 €\n• 1\u202f250 €\n• 1\u202f400 € (tige de selle télescopique)\nMédiane : 1\u202f275 €. Vu la transmission usée de votre vélo, ma mandante propose 1\u202f100 €.");
clear("303", "agent", ctx("EUR", 42_000), words(35_000, "trois cent cinquante euros"), "J'organise pour ma mandante le transport de son mariage. Pour la voiture ancienne avec chauffeur, de la mairie à la salle, elle propose trois cent cinquante euros.");
unclear("304", "agent", ctx("EUR", 180_000), "un budget qui doit aussi couvrir les fournitures, pas une offre pour la main-d'œuvre", "Ma mandante a prévu 1 500 € pour repeindre l'entrée, l'escalier et le palier, peinture et fournitures comprises. Elle vous fera une offre dès qu'elle aura reçu un deuxième devis.");
clear("305", "agent", ctx("EUR", 85_000, 70_000), minus(62_000, 8_000, "last-bid"), "Après avoir testé le PC gamer sur place, mon mandant doit retirer 80 € de notre offre précédente de 700 € : le ventilateur de la carte graphique claque en charge.");
clear("306", "agent", ctx("EUR", 9_000), ask("discount"), "Les deux enfants de ma mandante prendraient tous les deux des cours de natation avec vous au prochain trimestre. Proposez-vous une réduction pour les fratries ?");
clear("307", "agent", ctx("CHF", 12_000), percentOff(10_200, 15), "Ma mandante louerait la place de parc près de la gare pour une année entière, payée au mois. Elle propose 15 % de moins que votre loyer mensuel.");
clear("308", "agent", ctx("EUR", 150_000, 125_000), ACCEPT, "Je confirme au nom de Mme Ruiz : votre devis pour le déménagement de son appartement est accepté. Merci d'envoyer la confirmation de réservation et les consignes d'emballage à cette adresse.");
clear("309", "agent", ctx("EUR", 4_500, null, 10), total(4_000), "Demande de réservation pour la famille Okafor :\n- Prestation : soutien scolaire en maths pour le brevet, 10 cours individuels d'une heure\n- Offre : 400 € pour les 10 cours\n- Début : après les vacances de la Toussaint, au domicile de la famille");
clear("310", "agent", ctx("EUR", 150_000, 110_000), plus(122_000, 12_000), "Au vu du rapport du luthier sur l'alto, mon mandant autorise 120 € de plus que notre offre précédente.");
clear("311", "agent", ctx("EUR", 60_000), ask("delivery"), "Concernant l'abri de jardin d'occasion : quelle est la date la plus proche à laquelle vous pourriez le livrer et le remonter chez ma mandante ? L'accès se fait par un portillon sur le côté.");
clear("312", "agent", ctx("EUR", 70_000, 50_000), WITHDRAW, "Au nom de mon mandant : M. Haddad a décidé de garder son vieux canapé et renonce à l'achat de votre fauteuil relax en cuir. Merci pour votre temps.");
clear("313", "agent", ctx("CAD", 55_000), bid(42_000), "Offre pour le vélo de route :\n```json\n{\"article\": \"vélo de route\", \"modele\": \"Allez Sport\", \"groupe\": \"Shimano 105\", \"annee\": 2019, \"cadre_cm\": 56, \"offre_cad\": 420, \"cueillette\": \"par l'acheteur\"}\n```");
unclear("314", "agent", ctx("EUR", 85_000), "deux prix, indécise jusqu'à ce qu'elle l'ait entendu", "Ma mandante hésite entre 600 € et 700 € pour le handpan et veut l'entendre jouer avant de se décider.");
clear("315", "agent", ctx("EUR", 38_000), minus(32_000, 6_000), "Ma mandante souhaite vous confier le débroussaillage du jardin tel que chiffré. Le jardin étant petit et accessible par le côté, elle propose votre prix moins 60 €.");
clear("316", "agent", ctx("EUR", 1_800, 1_400), ask("standing-offer"), "Pour les dossiers de ma mandante : merci de rappeler le tarif journalier que vous demandez actuellement pour passer nourrir les deux chats.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_500), words(2_500, "Vingt-cinq"), "*prend le cajón à la brocante et tape dessus* Vingt-cinq pour lui, et je le porte moi-même jusqu'à la voiture.");
unclear("402", "roleplay", ctx("EUR", 20_000, 14_000), "plus que la dernière offre, mais sans montant", "*ouvre le tiroir du haut de la commode en chêne et le referme* Je pourrais aller un peu au-dessus de ce que j'ai dit. Pas beaucoup, hein.");
clear("403", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*lui tend les billets* Marché conclu. La caisse de Lego repart avec moi.");
clear("404", "roleplay", ctx("EUR", 38_000), bid(28_000), "*tourne les pages du catalogue jusqu'au lot 47 : enfilade en teck, 1964, 3 tiroirs* 280 €, et elle repart dans le break.");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), WITHDRAW, "*passe un doigt sur le mur humide du garage* Pas à ce prix-là, non. Je vais continuer à chercher.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*retourne le vieux Pentax entre ses mains* Allez, dix euros de plus que ce que j'ai proposé.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*regarde la maquilleuse finir un tigre* C'est votre prix fixe pour un anniversaire, ou on peut discuter ?");
clear("408", "roleplay", ctx("EUR", 24_000, 18_000), middle(21_000), "*soulève le robot pâtissier par la poignée* On fait moitié-moitié entre votre prix et le mien ? Tope là.");
unclear("409", "roleplay", ctx("EUR", 55_000), "un chiffre lancé en réfléchissant, à discuter d'abord : pas encore d'offre", "*s'arrête sur le seuil de la chambre en colocation* 450 par mois... peut-être. Je vais en parler et je t'envoie un texto ce soir.");
clear("410", "roleplay", ctx("EUR", 20_000), bid(14_000), "*compte les billets* 160 pour la Squier... non, je me suis trompé — 140.");
clear("411", "roleplay", ctx("EUR", 15_000, 12_000), ACCEPT, "*s'assoit sur le banc en teck et sourit* Vendu, il est à moi. Vous m'aidez à le mettre dans le coffre ?");
clear("412", "roleplay", ctx("EUR", 25_000), percentOff(22_500, 10), "*tapote la trace de verre sur la table basse* Dix pour cent de moins pour ça, et je la prends.");
clear("413", "roleplay", ctx("EUR", 12_000, 7_000), WITHDRAW, "*repose l'aspirateur* Trop cher pour moi. Bonne chance pour la vente.");
clear("414", "roleplay", ctx("EUR", 8_000), ask("payment"), "*tâte ses poches* Je peux vous payer la bibliothèque par virement ? Je n'ai pas de liquide sur moi.");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*fait tourner les pédales du vélo d'appartement* 90, et je l'emporte tout de suite.");
unclear("416", "roleplay", ctx("EUR", 85_000), "deux prix, indécis", "*soulève le Brompton plié et le soupèse* 600 ? 650 ? Franchement, je ne sais pas.");

export const FRESH18_FR = done();

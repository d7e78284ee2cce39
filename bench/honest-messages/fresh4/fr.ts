/**
 * FOURTH unseen set, French (France, Switzerland, Québec; see fresh4/index.ts): written 2026-11-27 before
 * reading the reader's code, its rules or its tests, and before running it on these messages. Written as French
 * buyers write (tu and vous, "Marché conclu", "Tope là", "Je passe mon tour", "On coupe la poire en deux",
 * "C'est à prendre ou à laisser", 1 250,00 €, CHF 4'800, 600 $ in Québec, HT, SIRET), not translated: a First 22
 * and a Jeanneau, a Renault Ceres, an association's shirts, a machine à expresso, vélos de service, a juke-box.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 6 400 € / 2 100,00 € / 4150.00 / CHF 4'800 / 1,2k; words ("sept
 *   cent cinquante", "huit cents", "mille deux cents euros", "deux mille") name the phrase as written; relative
 *   bids recompute from the context, their amount in digits or words ("Enlevez trois cents", "Cinquante de
 *   plus"); totals divide exactly; self-corrections (009, 108, 209, 406) are labelled with the amount meant.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); 202 carries only an order
 *   number.
 * - non-price numbers (phone numbers, postcodes, street numbers, SIRET and TVA numbers, order and listing
 *   numbers, dates, hours, market medians, a budget ceiling, quantities, model numbers) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh4In } from "./build";

const { clear, unclear, done } = fresh4In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 32_000), bid(26_000), "260 € le fauteuil, je passe le chercher.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "sept cent cinquante"), "Sept cent cinquante pour le piano numérique, en liquide.");
clear("003", "terse", ctx("EUR", 52_000), minus(46_000, 6_000), "Vous enlevez 60 € et je le prends.");
clear("004", "terse", ctx("EUR", 62_000, 55_000), ACCEPT, "Ça marche, c'est d'accord.");
clear("005", "terse", ctx("CHF", 420_000, 350_000), WITHDRAW, "Trop cher pour moi, je passe mon tour.");
clear("006", "terse", ctx("EUR", 119_000), ask("shipping"), "Le port est compris dans le prix, ou c'est en plus ?");
clear("007", "terse", ctx("EUR", 200_000), percentOff(160_000, 20), "Moins 20 % et je fais le virement aujourd'hui.");
clear("008", "terse", ctx("EUR", 39_900), bid(32_000), "320 € pour la Dahua IPC-HFW2431, dernier prix.");
clear("009", "terse", ctx("EUR", 85_000), bid(68_000), "860 € — pardon, faute de frappe — 680 €.");
clear("010", "terse", ctx("EUR", 240_000), ask("payment"), "Je peux payer en trois fois ?");
unclear("011", "terse", ctx("EUR", 60_000), "une fourchette : quel montant ?", "entre 450 et 480 €, à peu près");
clear("012", "terse", ctx("EUR", 98_000, 80_000), plus(84_000, 4_000), "Bon, 40 € de plus que ma dernière offre. Pas plus.");
clear("013", "terse", ctx("EUR", 134_000, 120_000), ACCEPT, "1 340 €, ça me va. Marché conclu.");
unclear("014", "terse", ctx("EUR", 70_000), "deux prix : avec ou sans la housse ?", "600 avec la housse, 550 sans");
clear("015", "terse", ctx("EUR", 88_000, 70_000), ask("rounds-left"), "Il nous reste combien d'échanges avant la fin ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 29_000), bid(24_000), "vous prendriez 240 pour le four à pizza ? je peux passer samedi vers 10h");
clear("102", "chat", ctx("EUR", 360_000, 320_000), ACCEPT, "OUI !! marché conclu 🎉 l'équipe va adorer cette machine");
clear("103", "chat", ctx("EUR", 16_900, 12_000), WITHDRAW, "bon, je vais laisser tomber. merci quand même");
clear("104", "chat", ctx("EUR", 210_000), ask("warranty"), "elle est encore sous garantie ou c'est vendu en l'état ?");
clear("105", "chat", ctx("EUR", 98_000), words(80_000, "huit cents"), "huit cents et je viens la chercher ce soir ?");
clear("106", "chat", ctx("EUR", 150_000, 130_000), middle(140_000), "on est à 200 € d'écart... on coupe la poire en deux ?");
clear("107", "chat", ctx("CAD", 70_000), bid(60_000), "600 $ pour le drone ? texte-moi au 514-555-0139");
clear("108", "chat", ctx("EUR", 48_000), bid(40_000), "ok 420. ah non en fait 400, c'est mon max");
clear("109", "chat", ctx("EUR", 72_000), ask("returns"), "si l'appareil a un souci je peux vous le renvoyer ?");
unclear("110", "chat", ctx("EUR", 290_000), "sarcasme sur le prix : pas une acceptation", "2900 € pour un tracteur avec le capot fendu ? mais bien sûr, et moi je suis la reine d'Angleterre 😂");
unclear("111", "chat", ctx("EUR", 45_000), "accord en attente (son associé)", "450 ça me paraît correct, mais il faut d'abord que mon associé valide");
clear("112", "chat", ctx("EUR", 1_450), ask("discount"), "vous faites un prix si on en prend genre 300 t-shirts ?");
clear("113", "chat", ctx("EUR", 140_000), bid(120_000), "1,2k cash pour le vélo ? faut changer les pneus de toute façon");
clear("114", "chat", ctx("EUR", 52_000, 40_000), WITHDRAW, "bon, on va pas y arriver. j'arrête là, merci pour votre temps");
clear("115", "chat", ctx("EUR", 19_900, 17_000), ACCEPT, "bon ok, vous avez gagné. je le prends");
clear("116", "chat", ctx("EUR", 450_000), bid(390_000), "modèle 2012 avec 3400 heures au compteur... 3900 ?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 720_000),
  bid(640_000),
  "Bonjour Monsieur Le Gall,\n\nMerci pour la visite du First 22 dimanche dernier. Compte tenu de l'état des voiles et du moteur hors-bord à réviser, je vous propose 6 400 € pour le bateau en l'état.\n\nBien cordialement,\nYann Kerbrat\n12 rue des Goélands\n29200 Brest\nTél. : 06 12 34 56 78",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 184_000),
  ACCEPT,
  "Madame Girard,\n\nNous vous remercions pour votre devis révisé concernant les casques. Nous l'acceptons en l'état ; merci d'indiquer notre numéro de commande 4500773120 sur la facture.\n\nCordialement,\nÉlodie Marchand\nService Achats, Atlantique Relation Client",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 560_000, 460_000),
  WITHDRAW,
  "Bonjour Monsieur Fabre,\n\nMerci pour votre disponibilité et vos réponses détaillées au sujet du Massey Ferguson. Après réflexion en famille, nous préférons ne pas donner suite à ce prix-là.\n\nBien à vous,\nSylvie Roussel\nEARL Roussel",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 245_000),
  ask("delivery"),
  "Bonjour,\n\nNous ouvrons notre deuxième boutique le 2 mars et aurions besoin de la machine à expresso d'ici là. Quels sont vos délais de livraison en ce moment ?\n\nMerci d'avance,\nLucas Ferrand\nBrûlerie Ferrand\n18 place du Marché, 69002 Lyon",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 1_600, null, 150),
  total(1_400),
  "Bonjour,\n\nPour la fête de notre association, il nous faudrait 150 t-shirts imprimés (impression deux couleurs devant, tailles S à XXL selon le tableau joint). Nous pouvons vous proposer 2 100,00 € pour l'ensemble de la commande, frais de calage compris.\n\nSportivement,\nMélanie Dufour\nAS Rive Gauche\n01 45 67 89 10",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 150_000),
  words(120_000, "mille deux cents euros"),
  "Madame Aubert,\n\nMerci pour les trois pistes de logo. Nous souhaitons vous confier l'identité visuelle complète et pouvons vous proposer mille deux cents euros, fichiers sources inclus.\n\nCordialement,\nDamien Fresnel\nBoulangerie Fresnel & Fils",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 500_000),
  percentOff(425_000, 15),
  "Bonjour Monsieur Kader,\n\nNous avons étudié votre proposition pour l'installation de 16 caméras sur notre entrepôt de Roissy. Nous serions prêts à signer à 15 % en dessous du prix indiqué, pour une pose en janvier.\n\nCordialement,\nThierry Hallé\nResponsable des services généraux",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 230_000),
  bid(190_000),
  "Bonjour Julien,\n\nMerci pour votre réponse rapide. Pour l'animation DJ et la sono de notre soirée de gala du samedi 18 octobre (19 h – 23 h, environ 150 invités), nous pouvons proposer 1 900 €.\n\nBien à vous,\nAlice Moreau\nComité des fêtes, Rotary Club d'Annecy",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 310_000, 240_000),
  bid(258_000),
  "Rebonjour,\n\nPetite correction à mon mail de ce matin : j'ai écrit 2 850 € mais je voulais dire 2 580 € pour la Rancilio. Toutes mes excuses.\n\nBonne journée,\nNina",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 980_000),
  ask("negotiable"),
  "Bonjour Monsieur Carré,\n\nNous envisageons de louer 20 vélos électriques pour nos livreurs à partir de février. Le loyer mensuel affiché sur votre site est-il négociable, ou s'agit-il d'un tarif fixe ?\n\nEn vous remerciant par avance,\nPriya Chauvin\nResponsable des opérations, LivrExpress",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 540_000, 480_000),
  "accord en attente (le conseil d'administration)",
  "Monsieur Novak,\n\nMerci de votre patience. Nous pourrions sans doute aller jusqu'à 5 100 € pour les fauteuils, mais tout montant au-delà de 5 000 € doit être validé par notre conseil d'administration, qui se réunit le 9.\n\nCordialement,\nHélène Caron\nDirectrice financière, Centre d'appels Horizon",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 410_000),
  "une offre conditionnée à des extras (formation barista, second jeu de porte-filtres)",
  "Bonjour Marco,\n\nNous serions prêts à proposer 3 600 € pour la machine deux groupes, à condition que vous incluiez une formation barista sur place et un second jeu de porte-filtres.\n\nBien cordialement,\nSophie Laurent\nCafé des Halles",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 760_000),
  bid(690_000),
  "Madame, Monsieur,\n\nSuite à votre annonce concernant 30 sièges de bureau d'occasion (Steelcase Leap V2), et après visite, nous vous proposons 6 900,00 € HT pour l'ensemble du lot, enlèvement à notre charge.\n\nVeuillez agréer, Madame, Monsieur, nos salutations distinguées.\n\nStéphane Guillot\nGuillot Centre de Contacts SAS\n7 avenue de l'Europe, 59000 Lille\nTél. : 03 20 55 77 31\nSIRET 512 345 678 00027\nTVA intracommunautaire : FR 28 512345678",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 445_000, 400_000),
  ACCEPT,
  "Bonjour Sandrine,\n\nMerci pour votre retour. 4 450 € nous convient : vous pouvez considérer ce message comme notre accord et nous envoyer le contrat.\n\nBien à vous,\nAaron Lévêque\nExploitation, Nord Appel Services\n03 28 55 01 66",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 650_000),
  minus(610_000, 40_000),
  "Madame Brandt,\n\nLe bateau nous plaît et l'expertise n'a rien révélé. Si vous pouvez baisser votre prix de 400 €, nous signons le compromis dès cette semaine.\n\nBien cordialement,\nPierre et Jeanne Vidal",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 320_000),
  ask("payment"),
  "Monsieur Hugon,\n\nAvant de passer commande pour les caisses de vin, pourriez-vous me dire si vous acceptez un règlement à 60 jours, ou si un paiement à la commande est exigé ?\n\nAvec mes remerciements,\nCatherine Lelièvre\nHôtel du Vieux Presbytère",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 290_000),
  "deux options, pas d'offre unique",
  "Bonjour Benoît,\n\nNous pourrions soit payer 2 400 € pour le kit de caméras tel quel, soit 2 650 € avec quatre caméras 4K supplémentaires. Dites-nous ce qui vous arrange le mieux.\n\nMerci,\nOmar Haddad",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 820_000, 700_000),
  plus(730_000, 30_000),
  "Monsieur Svensson,\n\nMerci pour votre contre-proposition concernant le bloc de chambres. Après discussion en interne, nous pouvons augmenter notre précédente offre de 300 €.\n\nCordialement,\nLinda Parquet\nChargée d'événements, Congrès dentaire de l'Ouest",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 510_000, 420_000),
  WITHDRAW,
  "Bonjour Daniel,\n\nMerci pour toutes les informations sur la location de la flotte. Nous avons finalement retenu un autre prestataire ; vous pouvez clore notre demande.\n\nMerci pour votre temps,\nMaya Goldberg\nCitéCoursiers",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 29_500, null, 40),
  bid(25_500),
  "Proposition :\n- Article : fauteuil de bureau ergonomique à dossier résille (réf. EC-450)\n- Quantité : 40\n- Prix unitaire proposé : 255,00 EUR\n- Total : 10 200,00 EUR\n- Livraison : avant le 15/12/2026, 4 rue de l'Industrie, 44300 Nantes\nPlafond budgétaire pour cet achat : 11 000 EUR. Merci de confirmer ou de faire une contre-proposition.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 470_000),
  bid(415_000),
  'Contre-offre de l\'agent acheteur (réf. neg-a90e) :\n{"action": "counter_offer", "currency": "EUR", "unit_price": 4150.00, "quantity": 1, "valid_until": "2026-12-01T17:00:00Z"}\nJustification : des unités d\'occasion comparables sont proposées entre 3 800 et 4 400 EUR.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 118_000, 99_000),
  ACCEPT,
  "Agissant pour le compte de mon mandant, je confirme l'acceptation de votre offre actuelle. Merci d'émettre la facture et les instructions de paiement. Aucune autre contre-offre ne sera faite.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 720_000, 600_000),
  WITHDRAW,
  "Message de l'assistant d'achat : mon mandant m'a demandé de mettre fin à cette négociation. L'écart entre votre position et le budget validé est trop important. Merci pour votre temps ; aucune autre offre ne suivra.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 360_000),
  ask("shipping"),
  "Avant de formuler une offre, j'ai besoin d'une précision : votre prix inclut-il le transport jusqu'à notre entrepôt (code postal 13015), ou les frais de port sont-ils facturés en sus ? Le cas échéant, merci d'en indiquer le montant.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 580_000),
  bid(510_000),
  "Synthèse du marché :\n• Prix médian des Renault Ceres 95 comparables (1995–1998) : 5 400 EUR\n• Annonce vérifiée la moins chère : 4 900 EUR (à 280 km)\n• La plus chère : 6 300 EUR\nSur cette base, je suis autorisé à proposer 5 100 EUR pour le tracteur tel qu'inspecté (6 850 heures).",
);
clear(
  "307",
  "agent",
  ctx("EUR", 17_500, null, 40),
  total(15_000),
  "Demande de réservation de groupe : séminaire annuel des partenaires\n- Bloc de chambres : 40 nuitées (20 chambres × 2 nuits, du 6 au 8 mai)\n- Notre offre : 6 000 EUR pour l'ensemble du bloc\n- Annulation : selon vos conditions de groupe standard\nMerci de confirmer la disponibilité à ce tarif.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(225_000, 10),
  "Je propose un prix inférieur de 10 % à votre offre actuelle, ce qui maintient cet achat dans l'enveloppe du T1 de mon mandant. Si cela vous convient, je peux confirmer la commande immédiatement.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 92_000, 78_000),
  middle(85_000),
  "Récapitulatif des positions : votre offre 920 EUR, notre dernière offre 780 EUR. Pour conclure rapidement, mon mandant propose de couper la poire en deux. Merci de confirmer si cela vous convient.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 154_000, 130_000),
  ask("standing-offer"),
  "Pour mémoire, pourriez-vous rappeler votre offre actuelle pour cet article, devise comprise, afin que je la transmette exactement à mon mandant ?",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 480_000),
  "une fourchette, pas d'offre unique",
  "Je suis autorisé à conclure entre 4 000 et 4 400 EUR pour le lot. Quel montant dans cette fourchette accepteriez-vous ?",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 680_000),
  "une offre conditionnée à des extras (batteries de rechange et chargeur rapide)",
  "Offre : 6 200 EUR, sous réserve de l'inclusion de deux batteries de rechange et du chargeur rapide. Sans ces accessoires, l'offre ne tient pas.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 300_000, 260_000),
  "une acceptation provisoire, en attente de la confirmation du mandant",
  "Votre offre de 3 000 EUR semble dans les paramètres. Je recommanderai probablement de l'accepter, mais je dois confirmer avec mon mandant avant tout engagement.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 159_000),
  bid(139_000),
  "Demande d'ajustement de prix sur l'annonce n° 88213 (boîtier Sony A7 III, environ 14 200 déclenchements). Prix proposé : 1 390,00 €. Paiement par séquestre sous 24 heures après acceptation.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 275_000, 250_000),
  ACCEPT,
  "Décision : ACCEPTATION. Prix convenu : 2 750,00 EUR l'unité, quantité 1. Étape suivante : merci d'envoyer la confirmation de commande à achats@mercier-logistique.example. (Tâche 5 sur 7 de la campagne d'achats du jour.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 4_500),
  ask("discount"),
  "Mon mandant pourrait porter cette commande à 500 sweats brodés. Proposez-vous des prix dégressifs selon la quantité ? Si oui, merci d'indiquer les paliers.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 340_000),
  minus(315_000, 25_000),
  "Contre-proposition : baissez votre prix actuel de 250 EUR et nous nous engageons immédiatement. Motif : l'appareil nécessite un jeu de courroies neuf (environ 180 EUR de pièces).",
);
clear(
  "318",
  "agent",
  ctx("EUR", 95_000, 80_000),
  WITHDRAW,
  "Statut : ABANDON. Motif : le prix de la contrepartie dépasse le maximum fixé par l'utilisateur. Clôture de cet échange ; aucune action supplémentaire requise.",
);
clear(
  "319",
  "agent",
  ctx("CHF", 560_000),
  bid(480_000),
  "Voici ma contre-proposition pour la location des 12 vélos de service :\n- Loyer mensuel : CHF 4'800 (votre devis : CHF 5'600)\n- Durée : 36 mois\n- Entretien : 2 passages par mois, inclus selon votre brochure\n- Début : 5 janvier\nPour information, notre plafond interne est de CHF 5'000 par mois.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 480_000), bid(400_000), "*tapote le gelcoat écaillé à l'avant* Il a connu des jours meilleurs, votre bateau. 4 000 €, et je l'emmène aujourd'hui.");
clear("402", "roleplay", ctx("EUR", 260_000), words(200_000, "deux mille"), "*pose une enveloppe bien épaisse sur la table* Deux mille, en liquide, ici et maintenant. C'est à prendre ou à laisser.");
clear("403", "roleplay", ctx("EUR", 190_000, 170_000), ACCEPT, "*soupire, puis sourit et tend la main* Allez, tope là, c'est d'accord.");
clear("404", "roleplay", ctx("EUR", 600_000, 480_000), WITHDRAW, "*recule sa chaise et se lève* Non, ça ne va pas le faire. Merci pour le café. *se dirige vers la porte*");
clear("405", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*s'accoude au juke-box en lorgnant l'étiquette* Franchement, ce prix-là, il est ferme, ou on peut en discuter ?");
clear("406", "roleplay", ctx("EUR", 120_000), bid(90_000), "*griffonne sur son carnet* Je monte à 1 000... *rature* non — 900. C'est ce que je voulais dire.");
clear("407", "roleplay", ctx("EUR", 380_000), minus(350_000, 30_000), "*donne un coup de pied dans le pneu arrière* L'hydraulique suinte. Enlevez trois cents et on tope.");
unclear("408", "roleplay", ctx("EUR", 320_000), "sarcasme sur le prix : pas une acceptation", "*éclate de rire* 3 200 € pour une machine à café ? Mais oui, bien sûr, et elle chante la Traviata aussi ? *secoue la tête*");
unclear("409", "roleplay", ctx("EUR", 180_000, 140_000), "réflexion à voix haute, aucun engagement", "*fixe longuement le juke-box* Seize cents... je sais pas. Peut-être. Ou peut-être pas.");
clear("410", "roleplay", ctx("EUR", 140_000, 110_000), plus(115_000, 5_000), "*grogne et ressort son portefeuille* Bon. Cinquante de plus que tout à l'heure. Pas un centime de plus.");
clear("411", "roleplay", ctx("EUR", 72_000, 65_000), ACCEPT, "*tape sur la table* 720 ! Adjugé ! Emballez-le avant que je change d'avis.");
clear("412", "roleplay", ctx("EUR", 890_000), bid(780_000), "*redescend du cockpit* Un Jeanneau de 1986 avec le diesel d'origine de 10 chevaux... Je suis à 7 800 €, et c'est généreux.");
clear("413", "roleplay", ctx("CHF", 95_000, 70_000), WITHDRAW, "*soulève son chapeau* Pas d'affaire, alors. Bonne journée, monsieur. *se fond dans la foule du marché*");
clear("414", "roleplay", ctx("EUR", 215_000), ask("warranty"), "*retourne l'appareil et examine la monture* Et si l'obturateur lâche le mois prochain ? Il y a une garantie là-dessus ?");
clear("415", "roleplay", ctx("EUR", 260_000, 220_000), middle(240_000), "*pose les deux mains sur le capot* Vous dites vingt-six, je dis vingt-deux. On coupe la poire en deux et on n'en parle plus.");

export const FRESH4_FR = done();

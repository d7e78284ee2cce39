/**
 * SIXTH unseen set, French (France, Belgium, Switzerland, Québec; see fresh6/index.ts): written 2026-11-27 before
 * reading the reader's code, its rules or its tests, and without running it on these messages. Written as
 * French-speaking buyers write (vous and tu; Belgian and Swiss "septante", "huitante", "nonante"; Québécois "c'est
 * correct", "pantoute", "ben trop cher", "virement Interac", 1 750 $; "tope là", "affaire conclue" avoided in favour
 * of "vendu, vous m'avez eu", "je passe mon tour", "je jette l'éponge"; 6 850 €, 3 960,00 EUR, CHF 1'100.–), not
 * translated: a harpe, a sauna tonneau, a machine à écrire, a tour à bois, a lustre, lampes de bar, a machine à
 * glace italienne, a quatuor à cordes for a wedding, a pompe à chaleur, 24 microscopes for a lycée, a Vespa, stores
 * for an office, a château gonflable for a fête de village, a pétrin à spirale, an aquarium for a restaurant, stage
 * light hire, nappes, a jeu d'échecs, and a market stall's chaudron, soie, boussole, bouilloire and luth.
 *
 * Labels reviewed once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("treize cents", "sept cent cinquante", "mille quatre cents
 *   francs", "deux cent septante") name the phrase as written; relative bids recompute from the context, their
 *   amount in digits or words ("baisse de huitante", "deux cents euros de plus"), two off the buyer's own last bid
 *   (006, 317); totals divide exactly; self-corrections (009 "X — disons plutôt Y", 107 "*Y pardon gros doigts",
 *   209 "j'ai écrit X ; il fallait lire Y", 306 "~~X~~ Y", 406 chalk rubbed out) are labelled with the amount meant.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (codes postaux, dates, heures, devis, bon de commande and rapport numbers, model and serial
 *   numbers, phone numbers, a SIRET and a TVA number, a year, kilometres, piece counts, a rating, a ceiling,
 *   comparables) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh6In } from "./build";

const { clear, unclear, done } = fresh6In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "590 € pour la harpe. Je passe la prendre samedi, je suis dans le 69003.");
clear("002", "terse", ctx("EUR", 165_000), words(130_000, "treize cents"), "Treize cents pour le sauna tonneau, c'est ferme.");
clear("003", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Ça marche. Envoyez-moi la facture.");
clear("004", "terse", ctx("CAD", 95_000, 70_000), WITHDRAW, "Je passe mon tour, c'est ben trop cher pour moi. Merci quand même.");
clear("005", "terse", ctx("EUR", 189_000), ask("delivery"), "Livraison possible à 1050 Ixelles avant le 19/12 ?");
clear("006", "terse", ctx("EUR", 52_000, 45_000), minus(42_000, 3_000, "last-bid"), "Il y a un éclat sur le socle, donc 30 de moins que ma dernière offre.");
clear("007", "terse", ctx("EUR", 48_000), percentOff(38_400, 20), "20 % de moins que votre prix et la machine à écrire est à moi.");
clear("008", "terse", ctx("EUR", 210_000), bid(175_000), "1 750 pour le tour à bois Jet JWL-1440VS, en l'état.");
clear("009", "terse", ctx("EUR", 38_000), bid(29_000), "310 — disons plutôt 290.");
clear("010", "terse", ctx("EUR", 22_000), ask("payment"), "Paiement en 3 fois possible ?");
unclear("011", "terse", ctx("EUR", 68_000), "a bid conditional on the case being included", "580 si la housse est comprise, sinon moins.");
clear("012", "terse", ctx("EUR", 75_000, 60_000), plus(62_500, 2_500), "J'ajoute 25 à ma dernière offre. Pas plus.");
clear("013", "terse", ctx("EUR", 32_500, 28_000), ACCEPT, "325, allez, vendu.");
unclear("014", "terse", ctx("EUR", 48_000), "a vague band, no single amount", "dans les 400 quelque chose, ça irait ?");
clear("015", "terse", ctx("EUR", 120_000, 95_000), ask("rounds-left"), "Il me reste combien de contre-offres ?");

// ---- chat ----
clear("101", "chat", ctx("CAD", 4_500, null, 24), total(3_750), "allo! pour 24 nappes en lin, tu me ferais 900 pour le lot?");
clear("102", "chat", ctx("CAD", 58_000, 50_000), ACCEPT, "ok c'est correct, tu m'as eu 😂 deal, je t'envoie le virement Interac ce soir");
clear("103", "chat", ctx("EUR", 130_000, 90_000), WITHDRAW, "je vais laisser tomber, c'est bien au-dessus de mon budget. bonne chance pour la vente 👋");
clear("104", "chat", ctx("EUR", 36_000), ask("shipping"), "ça coûte combien l'envoi jusqu'à 13006 marseille ? ou c'est déjà compris dans le prix");
clear("105", "chat", ctx("CAD", 90_000), words(75_000, "sept cent cinquante"), "tu le laisserais à sept cent cinquante cash, le lustre?");
clear("106", "chat", ctx("EUR", 64_000), bid(54_000), "dispo demain après 18h, j'habite à 15 min. 540 ça te va ?");
clear("107", "chat", ctx("EUR", 52_000), bid(40_500), "je peux faire 450\n*405 pardon gros doigts");
clear("108", "chat", ctx("EUR", 84_000, 70_000), middle(77_000), "on coupe la poire en deux ? toi 840, moi 700");
clear("109", "chat", ctx("EUR", 189_000), ask("warranty"), "la garantie constructeur passe à mon nom si je te l'achète ?");
unclear("110", "chat", ctx("EUR", 125_000), "sarcasm about the asking price: not an acceptance", "1250 pour une machine à écrire 💀 ben oui, je vends un rein et j'arrive");
unclear("111", "chat", ctx("EUR", 64_000, 48_000), "\"a little more\" with no amount: what is the bid?", "bon je pourrais peut-être monter un peu");
clear("112", "chat", ctx("EUR", 90_000), ask("negotiable"), "le prix est gravé dans le marbre ou y a moyen de discuter ?");
clear("113", "chat", ctx("EUR", 34_000, 30_000), ACCEPT, "bon ok t'as gagné 😅 je la prends");
clear("114", "chat", ctx("EUR", 2_500, null, 6), total(2_000), "120 pour les 6 lampes de bar ?");
clear("115", "chat", ctx("CAD", 70_000, 50_000), WITHDRAW, "non merci, pantoute ✌️");
clear("116", "chat", ctx("CHF", 60_000), minus(52_000, 8_000), "si tu baisses de huitante je viens le chercher ce soir");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("CAD", 780_000),
  bid(685_000),
  "Bonjour M. Haddad,\n\nSuite à notre appel du 14 novembre au sujet de la machine à crème glacée molle Taylor C709 (votre soumission S-20481), nous aimerions offrir 6 850 $, livraison et une demi-journée de formation du personnel incluses. Nous pouvons recevoir la machine à partir du 3 janvier.\n\nCordialement,\nMia Lindqvist\nPropriétaire, Crèmerie Le Cornet\n88, rue Saint-Joseph Est, Québec (QC) G1K 3A7\n418 555-0147",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  ACCEPT,
  "Chère Madame Brenac,\n\nMerci pour votre proposition revue pour le quatuor à cordes de notre mariage. Nous l'acceptons avec grand plaisir et vous enverrons cette semaine le contrat signé ainsi que l'acompte.\n\nBien chaleureusement,\nOlivia et Julien",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 890_000, 700_000),
  WITHDRAW,
  "Bonjour Monsieur Petrovic,\n\nMerci d'être venu visiter la maison et pour votre devis détaillé de pompe à chaleur. Nous avons finalement choisi un autre installateur et n'allons donc pas donner suite. Merci pour le temps que vous nous avez consacré.\n\nBien à vous,\nDana et Luc Vautrin",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 18_500),
  ask("returns"),
  "Bonjour,\n\nLe laboratoire de SVT du lycée s'intéresse à vos microscopes optiques. Si l'un des 24 appareils arrive défectueux, pourrons-nous le retourner, et dans quel délai ?\n\nMerci d'avance,\nKarine Ostrowski\nTechnicienne de laboratoire, Lycée Jean-Moulin",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 18_500, null, 24),
  total(16_500),
  "Monsieur Yamada,\n\nSuite à votre devis du 18 novembre, le Lycée Jean-Moulin souhaite commander 24 microscopes optiques (modèle CX-40) pour la salle de biologie. Nous proposons 3 960,00 EUR pour l'ensemble des 24, livrés au lycée avant le 10 janvier. Notre bon de commande portera le n° BC-2026-0417.\n\nVeuillez agréer, Monsieur, l'expression de nos salutations distinguées.\nKarine Ostrowski\nLycée Jean-Moulin\n12, avenue du Parc, 44000 Nantes\nTél. 02 40 55 01 19",
);
clear(
  "206",
  "polite-email",
  ctx("CHF", 175_000),
  words(140_000, "mille quatre cents francs"),
  "Bonjour Monsieur Favre,\n\nMerci encore de m'avoir laissé m'asseoir sur la Vespa GS de 1964 dimanche passé. Elle est magnifique, mais la peinture est à refaire : je vous propose donc mille quatre cents francs.\n\nMeilleures salutations,\nRuth Jaquier",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 460_000),
  percentOff(404_800, 12),
  "Bonjour Madame Mercier,\n\nMerci d'avoir pris les mesures de notre étage pour les stores. Nous serions prêts à commander à 12 % sous votre devis, pose comprise ; la semaine du 2 février nous conviendrait pour les travaux.\n\nBien cordialement,\nRavi Shah\nServices généraux, Cabinet Portenord Avocats",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 36_000),
  bid(28_000),
  "Chère Madame Sandrin,\n\nLe comité des fêtes souhaite louer votre château gonflable pour la fête du village le samedi 7 juin, de 10 h à 17 h. Nous proposons 280 €, livraison, montage et reprise compris.\n\nAvec nos remerciements,\nPierre Holtz\nSecrétaire du comité des fêtes de Saint-Aubin",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 210_000, 185_000),
  bid(158_000),
  "Bonjour Franck,\n\nUne correction à mon courriel de ce matin : j'ai écrit 1 850 € pour le tour à bois ; il fallait lire 1 580 €. Désolé pour la confusion.\n\nCordialement,\nGauthier",
);
clear(
  "210",
  "polite-email",
  ctx("CAD", 240_000),
  ask("shipping"),
  "Bonjour,\n\nLe lustre en cristal m'intéresse. Est-ce que la livraison jusqu'à Montréal (H2T 1S4) est comprise dans le prix annoncé, ou est-elle en sus ?\n\nMerci,\nSophie Tremblay",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 600_000),
  "a bid subject to board approval: not yet an offer",
  "Madame Albert,\n\nNous serions en mesure de proposer 5 200 € pour l'installation de l'aquarium, sous réserve de l'accord de notre conseil d'administration le 9 décembre.\n\nSalutations distinguées,\nThomas Reyes\nDirecteur, Restaurant Le Récif",
);
unclear(
  "212",
  "polite-email",
  ctx("CAD", 340_000),
  "two prices depending on the delivery date: which one?",
  "Bonjour M. Haddad,\n\nSi vous livrez avant le 20 décembre, nous pouvons payer 3 100 $; une livraison en janvier vaudrait plutôt 2 800 $ pour nous.\n\nMerci,\nMia Lindqvist",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 460_000),
  bid(395_000),
  "Bonjour,\n\nObjet : votre annonce pour le pétrin à spirale (modèle SM-80, n° de série 220914). Notre boulangerie vous propose 3 950 €, avec enlèvement chez vous à partir du 1er décembre.\n\nCordialement,\nAnna Kowalczyk\nBoulangerie Mie & Croûte SARL\n41, rue Oberkampf, 75011 Paris\nSIRET 842 719 305 00018\nTVA FR 27 842719305",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 265_000, 240_000),
  ACCEPT,
  "Bonjour Erik,\n\n2 650 € pour le sauna tonneau posé, c'est d'accord pour nous. Merci de considérer ce mail comme notre acceptation et de nous dire quel jour votre équipe peut venir.\n\nMerci,\nJeanne Mousset\n06 55 50 16 30",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 520_000),
  minus(480_000, 40_000),
  "Madame Albert,\n\nMerci pour le projet d'aquarium de la salle. Si vous pouviez faire un geste de 400 €, nous signerions dès cette semaine.\n\nBien cordialement,\nThomas Reyes\nRestaurant Le Récif",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 460_000, 360_000),
  WITHDRAW,
  "Monsieur Vasseur,\n\nMerci d'avoir réservé le pétrin pour nous. Nous en avons trouvé un plus près de chez nous, et nous devons donc malheureusement nous retirer. N'hésitez pas à le proposer à un autre acheteur.\n\nCordialement,\nAnna Kowalczyk",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  "close to accepting but checking with a partner first: not an acceptance",
  "Chère Madame Brenac,\n\nVotre dernier montant est très proche de ce que nous avions en tête. J'aimerais simplement en parler ce soir avec mon fiancé avant de nous engager.\n\nBien à vous,\nOlivia",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 330_000, 270_000),
  plus(287_500, 17_500),
  "Bonjour Madame Mercier,\n\nMerci pour votre patience. Après avoir revu le budget avec les associés, nous pouvons relever notre offre précédente de 175 €.\n\nBien cordialement,\nRavi Shah\nCabinet Portenord Avocats",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 520_000, 430_000),
  ask("standing-offer"),
  "Madame Albert,\n\nVos deux derniers courriels semblent indiquer des montants différents. Pourriez-vous me confirmer votre prix actuel pour l'aquarium, afin que nous partions du même chiffre ?\n\nCordialement,\nThomas Reyes",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 32_000),
  bid(25_500),
  'intention: contre_offre\narticle: "Machine à écrire portative Olympia SM9"\nprix:\n  montant: 255,00\n  devise: EUR\nvalable_jusqu_au: 2026-12-05',
);
clear(
  "302",
  "agent",
  ctx("EUR", 3_500, null, 16),
  total(3_000),
  '{"demande": "location", "article": "projecteur LED PAR", "quantite": 16, "dates": ["2027-02-13", "2027-02-14"], "offre_totale": 480.00, "devise": "EUR"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 189_000, 170_000),
  ACCEPT,
  "decision: ACCEPTER\nreference: votre dernière offre\netape_suivante: merci d'émettre la facture au contact de facturation enregistré",
);
clear(
  "304",
  "agent",
  ctx("CHF", 140_000, 100_000),
  WITHDRAW,
  "| Champ | Valeur |\n|---|---|\n| Décision | Retrait |\n| Motif | Prix supérieur au plafond de mon mandant, CHF 1'100.– |\n| Autres offres | Aucune |",
);
clear(
  "305",
  "agent",
  ctx("EUR", 210_000),
  ask("warranty"),
  '{"type": "question", "sujet": "garantie", "texte": "Combien de mois de garantie pour le tour à bois, et le moteur est-il couvert ?"}',
);
clear(
  "306",
  "agent",
  ctx("EUR", 260_000),
  bid(215_000),
  "**Offre :** ~~2 300 EUR~~ 2 150 EUR (révisée après le rapport d'inspection RI-5521 : un bras en cristal est fêlé)",
);
clear(
  "307",
  "agent",
  ctx("EUR", 210_000),
  bid(172_000),
  "Annonces comparables pour un tour à bois 14 pouces à vitesse variable :\n\n| Source | Prix (EUR) |\n|---|---|\n| Revendeur, Lille | 1 900 |\n| Enchères, Rouen | 1 640 |\n| Particulier, Amiens | 1 810 |\n| **Notre offre** | **1 720** |",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(230_000, 8),
  "type_de_proposition: remise_en_pourcentage\nremise: 8 %\nbase: votre offre actuelle\njustification: deux luminaires sont à recâbler",
);
clear(
  "309",
  "agent",
  ctx("EUR", 148_000, 124_000),
  middle(136_000),
  '{"action": "couper_la_poire_en_deux", "vendeur_dernier": 1480, "acheteur_dernier": 1240, "note": "je propose le point médian pour conclure aujourd\'hui"}',
);
clear(
  "310",
  "agent",
  ctx("EUR", 780_000),
  ask("delivery"),
  "question: date de livraison la plus proche\ncode_postal_livraison: 33000\nrequis_avant: 2027-01-15\ncontexte: mon mandant ne fera d'offre que si la machine peut arriver avant cette date",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 160_000),
  "two options, no single bid",
  "Deux possibilités :\n\n| Option | Contenu | Prix (EUR) |\n|---|---|---|\n| A | Harpe avec pied et housse | 1 400 |\n| B | Harpe seule | 1 250 |\n\nMerci de m'indiquer celle que vous préférez.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 120_000),
  "an unsent draft awaiting the user's confirmation: not a bid",
  '{"statut": "brouillon", "montant": 980, "devise": "EUR", "note": "en attente de la confirmation de l\'utilisateur avant envoi comme offre"}',
);
unclear(
  "313",
  "agent",
  ctx("EUR", 890_000),
  "an indicative, non-binding figure: a firm offer is still to come",
  "Offre indicative (sans engagement) : 7 300 EUR pour la fourniture et la pose de la pompe à chaleur. Une offre ferme suivra la visite technique du 08/12/2026.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 520_000),
  bid(445_000),
  "annonce_n: 88213\narticle: Vespa GS 150, 1962\nkilometrage: 38 400 km\nnote_vendeur: 4,8\nrestauration_estimee: 900 EUR\noffre: 4 450 EUR\npaiement: virement à l'enlèvement",
);
clear(
  "315",
  "agent",
  ctx("EUR", 189_000, 170_000),
  ACCEPT,
  '{"action": "accepter", "prix": {"montant": 1890, "devise": "EUR"}, "quantite": 1, "message": "Mon mandant accepte votre offre."}',
);
clear(
  "316",
  "agent",
  ctx("EUR", 18_500),
  ask("discount"),
  "Avant de soumettre une offre : le prix unitaire des microscopes baisserait-il pour une commande de 48 unités au lieu de 24 ?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 300_000, 260_000),
  minus(245_000, 15_000, "last-bid"),
  "Mise à jour : les photos d'inspection montrent de la rouille sur les longerons. Mon mandant abaisse donc son offre précédente de 150 EUR.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 360_000, 280_000),
  WITHDRAW,
  "resultat: pas_d_accord\nmotif: le prix du vendeur reste au-dessus de la limite de l'utilisateur après 4 tours\naction: je clos cette négociation ; aucune autre offre ne suivra",
);
clear(
  "319",
  "agent",
  ctx("EUR", 450_000, 380_000),
  plus(400_000, 20_000),
  "Offre révisée : deux cents euros de plus que notre offre précédente. C'est la dernière hausse que mon mandant a autorisée.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_000), bid(9_500), "*retourne le chaudron de cuivre et tape sur le fond* Il sonne juste. Je vous en donne 95.");
clear("402", "roleplay", ctx("EUR", 32_000), words(27_000, "deux cent septante"), "*lève le coupon de soie vers la lanterne* Deux cent septante pour le coupon, et je le porte moi-même.");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*frappe le comptoir du plat de la main et sourit* Vendu ! Emballez-le-moi.");
clear("404", "roleplay", ctx("EUR", 26_000, 19_000), WITHDRAW, "*repose la boussole de laiton sur son velours, soulève son chapeau et se dirige vers la porte* Le bonjour chez vous.");
clear("405", "roleplay", ctx("EUR", 40_000), ask("returns"), "*pince une corde et fronce les sourcils* Et si elle casse avant la prochaine pleine lune, vous reprenez le luth ?");
clear("406", "roleplay", ctx("EUR", 70_000), bid(56_000), "*écrit 600 à la craie sur l'ardoise, l'efface d'un revers de manche, écrit 560* Voilà. C'est mon offre.");
clear("407", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*montre l'émail écaillé* Vingt de moins pour ça, et marché tenu.");
unclear("408", "roleplay", ctx("EUR", 11_000), "musing, and leaving to look around first: no commitment", "*soupèse la bouilloire à deux mains* Quatre-vingts, peut-être. Ou pas. Je vais d'abord faire le tour des autres étals.");
unclear("409", "roleplay", ctx("EUR", 18_000), "short of coins, the rest promised later: a bid of 140 or the full price in two parts?", "*compte ses pièces, il en manque* Je n'ai que 140 sur moi... je peux vous apporter le reste demain ?");
clear("410", "roleplay", ctx("EUR", 9_000, 7_000), plus(8_000, 1_000), "*soupire et pousse deux pièces de plus sur le tas* Dix de plus que tout à l'heure. Pas un liard de plus.");
clear("411", "roleplay", ctx("EUR", 18_000, 16_000), ACCEPT, "*vous serre la main et la secoue deux fois* Bon — 180, nous sommes d'accord.");
clear("412", "roleplay", ctx("EUR", 140_000), bid(110_000), "*compte les 32 pièces, un pion est ébréché* 1 100 pour le jeu, échiquier compris.");
clear("413", "roleplay", ctx("EUR", 40_000, 28_000), WITHDRAW, "*éclate de rire et lève les bras au ciel* Vous n'en tirerez pas ça de moi, l'ami. Je jette l'éponge, gardez votre luth.");
clear("414", "roleplay", ctx("EUR", 26_000, 20_000), ask("standing-offer"), "*plisse les yeux par-dessus ses lunettes* Redites-moi votre prix, lentement cette fois.");
clear("415", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*lève les deux paumes* Vous dites 260, j'ai dit 200. On coupe au milieu, et tout le monde mange ce soir.");

export const FRESH6_FR = done();

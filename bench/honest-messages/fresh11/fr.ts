/**
 * ELEVENTH set, French (France, Belgium, Switzerland, Québec; see fresh11/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. Its own products and wording where a situation allows (a belt sander, a cement mixer, a cello,
 * a generator, a surfboard, beehives, a slicer, a conveyor, a baby-foot, a Comtoise clock, a care bed, a cutting
 * plotter, a billiard table, a log splitter, a baler, a valve radio, a carousel horse...), Belgian and Swiss
 * numbers in words ("septante-cinq"), Québécois chat, local number formats (1 250,00 €, 630 $).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, postcodes, order numbers, dates, hours, years) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh11In } from "./build";

const { clear, unclear, done } = fresh11In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 46_000), bid(39_500), "395 € pour la ponceuse à bande, je viens la chercher.");
clear("002", "terse", ctx("EUR", 180_000), words(150_000, "mille cinq cents"), "Mille cinq cents pour la bétonnière, dernier prix.");
clear("003", "terse", ctx("EUR", 32_000, 28_000), ACCEPT, "OK, vendu.");
clear("004", "terse", ctx("EUR", 95_000, 60_000), WITHDRAW, "Au-dessus de mon budget. Je passe.");
clear("005", "terse", ctx("EUR", 27_000), ask("delivery"), "Livraison possible avant le 18/12 ?");
clear("006", "terse", ctx("EUR", 62_000), minus(55_000, 7_000), "70 € de moins et le violoncelle est à moi.");
clear("007", "terse", ctx("CAD", 48_000), percentOff(43_200, 10), "Tu me fais 10 % de rabais? Je t'envoie un Interac ce soir.");
clear("008", "terse", ctx("EUR", 74_000), bid(66_000), "660 pour le groupe électrogène Honda EU22i, sans la housse.");
clear("009", "terse", ctx("EUR", 110_000), bid(92_000), "950... non, 920, à cause de la rayure sur le couvercle.");
clear("010", "terse", ctx("EUR", 13_000), ask("payment"), "Lydia ou espèces ?");
unclear("011", "terse", ctx("EUR", 58_000), "a range, not one price: which end is the bid?", "Entre 480 et 520, selon l'état.");
clear("012", "terse", ctx("EUR", 66_000, 50_000), plus(53_000, 3_000), "Je rajoute 30 à ma dernière offre, pas plus.");
clear("013", "terse", ctx("EUR", 41_500, 38_000), ACCEPT, "Bon, 415 €, je le prends.");
unclear("014", "terse", ctx("EUR", 22_000), "a bid conditional on the tuner being included", "170, mais seulement avec l'accordeur et les cordes de rechange.");
clear("015", "terse", ctx("EUR", 19_000), ask("returns"), "Retour possible sous 14 jours si le manche est fendu ?");

// ---- chat ----
clear("101", "chat", ctx("CAD", 52_000), bid(44_000), "allo la planche de surf est tu encore dispo? j'te donnerais 440 demain matin si c'est correct");
clear("102", "chat", ctx("EUR", 31_000, 27_000), ACCEPT, "ouiii c'est ok pour moi, on fait ça 🙌");
clear("103", "chat", ctx("CHF", 125_000, 90_000), WITHDRAW, "bon ben c'est au-dessus de ce que je peux mettre, je vais laisser passer. merci pour ta patience et bonne continuation 🙏");
clear("104", "chat", ctx("EUR", 8_800), ask("shipping"), "tu envoies ? je suis à lyon 69003, ça coûterait combien");
clear("105", "chat", ctx("EUR", 36_000), words(30_000, "trois cents"), "trois cents et je passe prendre la platine ce soir 🎶");
clear("106", "chat", ctx("EUR", 61_000), bid(52_500), "je peux faire 525 en liquide, je passe samedi vers 10h30. mon num c'est le 06 12 34 56 78 si jamais");
clear("107", "chat", ctx("EUR", 90_000, 74_000), middle(82_000), "on fait moitié-moitié entre nos deux prix ? 🤝");
clear("108", "chat", ctx("EUR", 120_000), ask("warranty"), "le cadre du vtt est encore sous garantie ? genre les 5 ans constructeur");
unclear("109", "chat", ctx("CAD", 70_000), "sarcasm about the price: not a bid or an acceptance", "700 piasses pour un baby-foot?? ben oui toé, pis moi j'suis le pape 😂");
unclear("110", "chat", ctx("EUR", 45_000), "a price seen elsewhere, not a bid", "j'ai vu le même snowboard sur leboncoin à 350 au fait");
clear("111", "chat", ctx("EUR", 3_900, null, 5), ask("discount"), "il me faut 5 hamacs pour le chalet, tu fais un prix de gros ?");
clear("112", "chat", ctx("EUR", 14_000, null, 4), total(12_500), "les 4 ruches pour 500 en tout, ça te va ?");
clear("113", "chat", ctx("EUR", 6_500, 5_000), ACCEPT, "ok je le prends à ce prix-là");
clear("114", "chat", ctx("EUR", 88_000, 65_000), WITHDRAW, "non merci, laisse tomber");
clear("115", "chat", ctx("EUR", 40_000), minus(34_000, 6_000), "60 de moins et je viens le chercher aujourd'hui");
clear("116", "chat", ctx("EUR", 33_000), ask("negotiable"), "il est négociable ton prix ou pas du tout ?");
unclear("117", "chat", ctx("EUR", 54_000), "'meet in the middle' with no earlier bid: the middle of what?", "on se retrouve au milieu et c'est bon ?");
clear("118", "chat", ctx("EUR", 23_000, 19_000), ask("standing-offer"), "attends, tu m'as dit combien en dernier, déjà ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 640_000), bid(575_000),
  "Madame Allard,\n\nNous vous remercions pour la visite du groupe électrogène diesel 60 kVA jeudi dernier. Compte tenu des 4 200 heures de fonctionnement et de la révision en retard, nous vous proposons 5 750 €, enlèvement sur votre dépôt.\n\nCordialement,\nRichard Ossant\nConducteur de travaux, Ossant BTP SAS\n12 rue de l'Industrie\n59000 Lille\nTél. 03 20 55 01 62");
clear("202", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT,
  "Bonjour Monsieur Gérard,\n\nMerci pour votre nouvelle proposition. Elle nous convient : considérez ce courriel comme notre accord. Notre chauffeur passera prendre la trancheuse mercredi.\n\nBien à vous,\nSophie Kerckhove\nTraiteur Kerckhove, Namur");
clear("203", "polite-email", ctx("EUR", 480_000, 350_000), WITHDRAW,
  "Monsieur Tanguy,\n\nMerci pour votre patience ces dernières semaines. Malheureusement, le budget validé par notre conseil d'administration ne permet pas d'atteindre votre prix ; nous abandonnons donc l'achat du convoyeur. Merci encore pour votre disponibilité.\n\nVeuillez agréer mes salutations distinguées,\nAngèle Morin");
clear("204", "polite-email", ctx("EUR", 142_000), ask("delivery"),
  "Bonjour,\n\nConcernant votre devis n° D-77310 pour la vitrine réfrigérée à boissons : notre café rouvre le 6 janvier après travaux. Une livraison à Annecy (74000) est-elle possible la semaine du 29 décembre, et combien de jours faut-il compter ?\n\nMerci d'avance,\nHélène Brunet\n04 50 55 01 35");
clear("205", "polite-email", ctx("EUR", 21_000, null, 10), total(18_500),
  "Madame, Monsieur,\n\nNous rénovons les vestiaires de notre salle de sport et souhaitons 10 casiers métalliques. Nous proposons 1 850 € pour l'ensemble, livrés à l'entrée de service.\n\nSportivement,\nKarima Gasmi\nForge Fitness\n8 avenue Jean-Jaurès, 31000 Toulouse");
clear("206", "polite-email", ctx("CHF", 95_000), words(80_000, "huit cents francs"),
  "Bonjour Madame Wyss,\n\nMerci pour la description de l'horloge comtoise. Le mouvement devant être entièrement révisé, je vous propose huit cents francs, et je peux venir la chercher samedi à Yverdon.\n\nMeilleures salutations,\nArthur Perrenoud\n024 555 04 18");
clear("207", "polite-email", ctx("EUR", 300_000), percentOff(264_000, 12),
  "Bonjour,\n\nNous gérons un petit EHPAD associatif et le lit médicalisé reconditionné de votre annonce nous intéresse. En tant qu'association (RNA W751234567), pourriez-vous nous consentir 12 % de remise sur le prix affiché ? Nous pouvons l'enlever en semaine après 14 h.\n\nAvec nos remerciements,\nMarguerite Élie\nRésidence Les Ormes");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Monsieur Quentin,\n\nAvant de commander le plotter de découpe (modèle SC-1600, n° de série 0448-21907), pourriez-vous me confirmer ce qu'il reste de la garantie constructeur de 2 ans et si elle couvre la tête de coupe ?\n\nCordialement,\nDana Vitel\nVitel Enseignes");
clear("209", "polite-email", ctx("EUR", 260_000), bid(215_000),
  "Bonjour Grégoire,\n\nComme convenu au téléphone, nous vous offrons 2 510 € pour le transpalette électrique — rectification : il faut lire 2 150 €, j'ai inversé les chiffres.\n\nBien cordialement,\nNora Blanc\nTransports Blanc");
clear("210", "polite-email", ctx("EUR", 187_500, 170_000), ACCEPT,
  "Monsieur Hoareau,\n\nBonne nouvelle de notre côté : les associés sont d'accord pour 1 875,00 € pour le billard, nous acceptons donc. Le bon de commande signé suit par courriel séparé.\n\nCordialement,\nLucas Orsini\nLe Billard Club, Bastia");
unclear("211", "polite-email", ctx("EUR", 560_000), "a price that needs a finance committee's sign-off, not a firm bid",
  "Madame Roux,\n\nJ'ai recommandé 5 000 € pour le fendeur de bûches à notre comité financier. S'il donne son accord lors de sa réunion du 9, je vous confirme aussitôt.\n\nCordialement,\nThomas Bergeron");
clear("212", "polite-email", ctx("CAD", 72_000, null, 2), bid(63_000),
  "Bonjour,\n\nBon de commande 88-4410 : pour les 2 ventilateurs industriels de votre soumission du 3 décembre, nous pouvons offrir 630 $ l'unité, livraison au 1250, rue Wellington, Montréal (Québec) H3C 1V4.\n\nSalutations,\nDavid Chénier\nEntrepôts Chénier inc.\n514 555-0127");
clear("213", "polite-email", ctx("EUR", 215_000), ask("payment"),
  "Madame, Monsieur,\n\nMerci pour la facture pro forma FP-3321 du 20 novembre pour le système karaoké (2 micros sans fil, 1 table de mixage). Notre comptable règle les fournisseurs le 10 de chaque mois. Pourrions-nous payer la moitié à la commande et le solde à la livraison, ou accordez-vous un paiement à 30 jours ?\n\nCordialement,\nFiona Walravens\nLa Taverne du Port\nQuai de la Fosse 14, 44000 Nantes");
clear("214", "polite-email", ctx("EUR", 390_000), minus(365_000, 25_000),
  "Bonjour Monsieur Lindet,\n\nMerci pour les photos du canoë en cèdre. Nous aimerions vous proposer 250 € de moins que votre prix demandé, et nous pourrions venir le chercher à Annecy le 14.\n\nBien à vous,\nEmma et Jonas Prévost");
clear("215", "polite-email", ctx("EUR", 150_000, 120_000), plus(127_500, 7_500),
  "Chère Madame Hardy,\n\nNous en avons parlé en famille et pouvons mettre 75 € de plus que lors de notre dernière offre. J'espère que cela suffira pour conclure.\n\nBien cordialement,\nColin Aubry");
clear("216", "polite-email", ctx("EUR", 68_000), ask("shipping"),
  "Bonjour,\n\nLa maison de poupée serait un cadeau de Noël pour ma petite-fille à Rennes (35000). Vous expédiez jusque-là, et à quel tarif ?\n\nMerci,\nRuth Simonet");
clear("217", "polite-email", ctx("EUR", 720_000, 560_000), WITHDRAW,
  "Madame Varga,\n\nAprès avoir revu les chiffres avec nos associés, nous avons décidé de ne pas donner suite à cet achat. Merci pour votre disponibilité, et belle vente à vous.\n\nSincères salutations,\nHenri Adam\nGAEC Adam");
unclear("218", "polite-email", ctx("EUR", 118_000), "two prices, one for each option: which is the bid?",
  "Madame, Monsieur,\n\nNotre budget permet 980 € pour le broyeur en l'état ; avec le jeu de lames de rechange, nous serions à 1 080 €.\n\nCordialement,\nPaul Mercier");
clear("219", "polite-email", ctx("EUR", 276_000, 240_000), middle(258_000),
  "Bonjour Lucie,\n\nVous êtes descendue, nous sommes montés. Finissons-en au point médian : à mi-chemin de notre dernière offre à votre prix actuel.\n\nMerci,\nBenoît Ortiz");
clear("220", "polite-email", ctx("EUR", 350_000, 300_000), ask("rounds-left"),
  "Monsieur Faure,\n\nMerci pour votre contre-proposition du 25 novembre (réf. HB-2291). Le bureau de notre coopérative se réunit lundi à 8 h 30 et me demandera où nous en sommes. Combien de tours de négociation nous reste-t-il ?\n\nCordialement,\nGrâce Henry\nCoop des Vergers de la Drôme\n04 75 55 01 48");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "Synthèse pour le vendeur : ma mandante suit ce système karaoké depuis un moment. Les annonces effectivement vendues sont parties à 1 950 €, 1 820 € et 1 890 €, et elle ne dépassera pas 1 850 €. Notre offre : 1 780 €, enlèvement sous 5 jours ouvrés.");
clear("302", "agent", ctx("EUR", 84_000, 76_000), ACCEPT,
  "L'assistant achats du cabinet dentaire du Dr Morel. La gérante a validé vos dernières conditions ce matin et nous concluons volontiers sur cette base. Pourriez-vous adresser la facture à notre comptabilité ?");
clear("303", "agent", ctx("EUR", 260_000, 190_000), WITHDRAW,
  "J'achète pour le compte d'un client. Nous avons réexaminé le dossier et ne pouvons pas justifier la dépense à votre niveau de prix ; nous en restons donc là, sans achat. Merci pour la rapidité de vos réponses.");
clear("304", "agent", ctx("EUR", 58_000), ask("returns"),
  "Question d'un assistant d'achat (IA) avant que ma cliente ne s'engage : s'il manque un ressort ou le filet de sécurité à la livraison du trampoline, peut-on le retourner, et sous combien de jours ?");
clear("305", "agent", ctx("EUR", 27_000, null, 8), total(24_000),
  "Proposition\nArticle : casier de bureau, 4 portes\nQté : 8\nTotal : 1 920 € pour les huit\nLivraison : messagerie\nPaiement : sur facture");
clear("306", "agent", ctx("EUR", 135_000), percentOff(121_500, 10),
  "Après avoir comparé votre annonce à des appareils similaires vendus cet automne, mon utilisateur propose votre prix demandé moins 10 pour cent ; votre annonce indique d'ailleurs que le compresseur a déjà été remplacé.");
unclear("307", "agent", ctx("EUR", 98_000), "a number with no clear role: what the user once paid, not a bid",
  "Mon utilisatrice précise qu'elle avait payé 850 pour le précédent. Comment souhaitez-vous procéder ?");
clear("308", "agent", ctx("EUR", 420_000), bid(372_000),
  "Offre structurée ci-dessous.\n```json\n{\"action\": \"contre_offre\", \"article\": \"presse à balles HB-540\", \"prix_unitaire\": 3720, \"devise\": \"EUR\", \"valable_jusqu_au\": \"2026-12-11\"}\n```");
clear("309", "agent", ctx("EUR", 8_400, null, 25), ask("discount"),
  "Nous cherchons des chariots à linge pour les 25 établissements d'un groupe hôtelier, un par établissement. Pour 25 unités, à combien descendrait votre prix unitaire ?");
clear("310", "agent", ctx("EUR", 96_000, 80_000), minus(76_000, 4_000, "last-bid"),
  "De nouveau l'agent acheteur. Le devis de transport est plus élevé que prévu, donc ma mandante baisse notre offre : 40 € de moins que ce que nous avions proposé la dernière fois.");
clear("311", "agent", ctx("EUR", 390_000), ask("negotiable"),
  "Agent d'achat automatisé de la ferme des Tilleuls. Nous sommes sur le point de faire une offre pour l'andaineur, mais d'abord : le prix affiché est-il ferme ou négociable ?");
unclear("312", "agent", ctx("EUR", 220_000, 190_000), "inclined to accept but not yet deciding: 'sleep on it'",
  "Ma mandante est tentée d'accepter votre prix mais souhaite y réfléchir cette nuit. Je reviens vers vous demain matin.");
clear("313", "agent", ctx("EUR", 480_000), words(420_000, "quatre mille deux cents euros"),
  "Mon mandant a fixé un montant de quatre mille deux cents euros pour le quad, que je vous soumets ici comme notre offre. Virement à l'enlèvement.");
clear("314", "agent", ctx("EUR", 67_000, 58_000), ask("standing-offer"),
  "| article | cave à vin, 46 bouteilles |\n|---|---|\n| notre dernière offre | 580 |\n\nPouvez-vous me confirmer votre prix actuel, que je tienne mon mandant informé ?");
clear("315", "agent", ctx("EUR", 142_000, 130_000), ACCEPT,
  "Mon mandant accepte 1 420 € l'unité. Veuillez considérer ce message comme notre acceptation et nous envoyer la confirmation de commande.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 21_000), bid(16_500), "*souffle sur la poussière du vieux poste TSF et tourne le bouton* Ça grésille un peu. 165, et je l'emporte moi-même.");
clear("402", "roleplay", ctx("EUR", 12_000, 10_000), ACCEPT, "*tape sur le comptoir* Tope là ! Emballez-le-moi.");
clear("403", "roleplay", ctx("EUR", 38_000, 26_000), WITHDRAW, "*remet le trombone dans son étui* C'est trop pour moi. Merci quand même. *se dirige vers la porte*");
clear("404", "roleplay", ctx("EUR", 46_000), ask("delivery"), "*regarde le calendrier au mur* Ma sœur se marie le 20. Vous pourriez livrer quelques jours avant ?");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), middle(25_000), "*se masse les tempes* Écoutez, chacun fait la moitié du chemin et on n'en parle plus.");
clear("406", "roleplay", ctx("EUR", 15_000), bid(12_000), "*fouille dans son portefeuille* 130 — non, oubliez, 120. Il me faut de quoi prendre le bus.");
clear("407", "roleplay", ctx("EUR", 9_000), words(7_500, "septante-cinq euros"), "*caresse la crinière peinte du cheval de manège* Septante-cinq euros pour la vieille dame, pas un centime de plus.");
unclear("408", "roleplay", ctx("EUR", 44_000), "an approximate figure, not a firm bid", "*plisse les yeux* Dans les trois cent cinquante ? À peu près.");
clear("409", "roleplay", ctx("EUR", 56_000), minus(50_000, 6_000), "*fait basculer le brasero sur son pied tordu* Le pied est faussé. Soixante de moins sur le prix, ça paie la soudure.");
clear("410", "roleplay", ctx("EUR", 32_000, 24_000), plus(26_500, 2_500), "*marmonne quelque chose sur le cadeau d'anniversaire de sa fille* Bon, bon, j'ajoute vingt-cinq à ce que j'ai proposé tout à l'heure. C'est tout ce que j'ai.");
clear("411", "roleplay", ctx("EUR", 17_500), ask("payment"), "*brandit un téléphone à l'écran fêlé* Je peux payer sans contact ? Je n'ai jamais de liquide sur moi.");
unclear("412", "roleplay", ctx("EUR", 82_000), "the buyer wants to think it over: no decision yet", "*fixe longuement la table de ping-pong* Laissez-moi la nuit pour y réfléchir.");
clear("413", "roleplay", ctx("EUR", 69_000, 60_000), ACCEPT, "*soupire* Bon. Votre prix. Allons-y.");
unclear("414", "roleplay", ctx("EUR", 36_000), "two prices with no correction: the buyer has not chosen", "*feuillette le bac à vinyles* Mon frère dit 290, mon instinct dit 310. Je n'arrive pas à trancher.");
clear("415", "roleplay", ctx("EUR", 99_000, 70_000), WITHDRAW, "*tourne les talons* Laissez tomber.");
clear("416", "roleplay", ctx("EUR", 135_000), bid(110_000), "*monte dans le bateau et regarde le compteur* 1 200 heures depuis 81, les deux hors-bord de 90 ch d'origine. 1 100 en liquide, et je l'embarque ce soir.");

export const FRESH11_FR = done();

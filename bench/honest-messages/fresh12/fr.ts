/**
 * TWELFTH set, French (France, Belgium, Switzerland, Québec; see fresh12/index.ts): written 2026-11-27 blind, the
 * same 84 scenarios as en.ts in local wording (euros written "1 950,00 €" and "400 €", Swiss francs "CHF 1'150.–",
 * Canadian dollars "480 $" and "piasses"; Belgian "nonante", Swiss "huitante", Québécois chat), not
 * translated sentence by sentence.
 *
 * Labels as in en.ts: corrections (009, 207, 405) take the amount meant; acceptances name no amount or exactly the
 * standing offer (013, 210, 315); other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh12In } from "./build";

const { clear, unclear, done } = fresh12In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 48_000), bid(40_000), "400 € en liquide pour la scie à briques, je passe cet après-midi.");
clear("002", "terse", ctx("EUR", 65_000), words(50_000, "cinq cents"), "Vous prendriez cinq cents pour la plaque vibrante ?");
clear("003", "terse", ctx("EUR", 22_000, 18_000), ACCEPT, "Allez, c'est d'accord.");
clear("004", "terse", ctx("EUR", 140_000, 90_000), WITHDRAW, "Beaucoup trop cher. J'arrête là.");
clear("005", "terse", ctx("EUR", 30_000, 24_000), ask("rounds-left"), "Il me reste combien de contre-propositions avant la clôture ?");
clear("006", "terse", ctx("EUR", 36_000), minus(31_500, 4_500), "Enlevez 45 € au niveau laser et je le prends.");
clear("007", "terse", ctx("EUR", 85_000), percentOff(72_250, 15), "15 % de remise sur la ponceuse à parquet et c'est réglé.");
clear("008", "terse", ctx("EUR", 34_000), bid(29_000), "Scie à onglet Metabo KGS 305 M : 290 €, sans le piètement.");
clear("009", "terse", ctx("EUR", 35_000), bid(28_000), "310 € pour le pulvérisateur airless. Pardon, je voulais dire 280 — le flexible est fendu.");
clear("010", "terse", ctx("EUR", 9_000), ask("payment"), "Imprimante d'étiquettes : vous acceptez Lydia ?");
unclear("011", "terse", ctx("CHF", 21_000), "une fourchette, pas un prix : quel bout est l'offre ?", "Destructeur de documents : entre cent cinquante et cent huitante francs ?");
clear("012", "terse", ctx("EUR", 54_000, 42_000), plus(46_000, 4_000), "Carotteuse : 40 € de plus que ma dernière offre.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, ça marche. La dégauchisseuse-raboteuse est pour moi.");
unclear("014", "terse", ctx("EUR", 29_000), "une offre à condition que le casque et le pinpointer soient inclus", "240 si le casque et le pinpointer sont fournis avec.");
clear("015", "terse", ctx("EUR", 19_000), ask("warranty"), "Le déshumidificateur est encore sous la garantie de 2 ans ?");
clear("016", "terse", ctx("EUR", 6_500, null, 4), total(5_500), "Les 4 tabourets de bar pour 220 € ?");
clear("017", "terse", ctx("EUR", 19_000, 12_000), WITHDRAW, "Merci de votre patience, mais je vais laisser la calandre.");
clear("018", "terse", ctx("CHF", 145_000), bid(115_000), "CHF 1'150.– pour le pressoir à fruits. Je peux venir dimanche.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(60_000), "coucou, le fauteuil de massage est toujours dispo ? je peux mettre 600, envoie-moi un sms au 06 12 55 01 43 si ça te va");
clear("102", "chat", ctx("CAD", 42_000, 35_000), ACCEPT, "ben oui!! marché conclu 🎉 quand est-ce que je peux passer le chercher?");
clear("103", "chat", ctx("EUR", 26_000, 15_000), WITHDRAW, "bof, c'est plus que ce que je voulais mettre dans une machine à fumée. je laisse tomber");
clear("104", "chat", ctx("CHF", 38_000), ask("shipping"), "salut, vous pourriez envoyer la cithare ? j'habite à 1004 Lausanne, ça coûterait combien le port ?");
clear("105", "chat", ctx("EUR", 32_000), words(25_000, "deux cent cinquante"), "tu prendrais deux cent cinquante pour le congélateur coffre ? je viens avec la camionnette de mon frère");
clear("106", "chat", ctx("EUR", 18_000, 14_000), middle(16_000), "ok on coupe la poire en deux pour la remorque vélo et c'est bon ?");
clear("107", "chat", ctx("EUR", 14_000), bid(11_000), "mon pote a eu son gaufrier pour nonante balles sur 2ememain mdr, mais le tien a les plaques en plus donc je monte à 110");
clear("108", "chat", ctx("EUR", 46_000), ask("negotiable"), "les 460 pour le rouet c'est ferme ou y a moyen de discuter ?");
unclear("109", "chat", ctx("EUR", 120_000), "sarcasme sur le prix : ni une offre ni une acceptation", "1200 pour un monte-escalier d'occasion ?? mais oui bien sûr, je vends un rein et j'arrive 😂");
unclear("110", "chat", ctx("EUR", 90_000), "un prix vu ailleurs, pas une offre", "pour info la même graveuse laser est partie à 700 sur leboncoin la semaine passée");
clear("111", "chat", ctx("EUR", 35_000, null, 2), ask("discount"), "si je prends les deux fauteuils de barbier tu me fais un prix ?");
clear("112", "chat", ctx("EUR", 11_000), bid(8_500), "j'peux mettre 85 pour la table à dessin, je passe après 18h");
clear("113", "chat", ctx("EUR", 9_500, 8_000), ACCEPT, "bon ok, ton prix. le jeu d'échecs est à moi");
clear("114", "chat", ctx("EUR", 60_000, 45_000), WITHDRAW, "je passe mon tour pour la mobylette, j'en ai trouvé une plus près de chez moi. merci quand même");
clear("115", "chat", ctx("CAD", 16_000), minus(14_000, 2_000), "enlève 20 piasses sur la machine à pâtes pis je la prends");
unclear("116", "chat", ctx("EUR", 52_000), "'on se retrouve au milieu' sans offre précédente : le milieu de quoi ?", "on se retrouve au milieu pour le meuble à plans ?");
clear("117", "chat", ctx("EUR", 33_000, 25_000), ask("standing-offer"), "dsl t'en es à combien pour la boîte à rythmes là ? j'ai perdu le fil");
clear("118", "chat", ctx("EUR", 27_000), ask("delivery"), "vous pourriez livrer le canapé-lit quand ? en semaine après 17h ça me va");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 240_000), bid(195_000),
  "Bonjour Monsieur Kowalski,\n\nMerci pour les photos du lave-verres sous comptoir (installé en 2019 d'après votre annonce). Dans le cadre de notre bon de commande 4471-B, nous pouvons vous proposer 1 950,00 €, et notre employé peut venir le démonter le 3 mars.\n\nCordialement,\nDenise Hardy\nResponsable d'exploitation, Bar Le Cuivre\n221 quai de la Loire, 44000 Nantes\n02 40 55 01 96");
clear("202", "polite-email", ctx("EUR", 130_000, 115_000), ACCEPT,
  "Bonjour Madame Lambert,\n\nMerci pour votre retour. Nous sommes d'accord pour prendre la salamandre à votre prix. Pourriez-vous nous indiquer quelles matinées vous conviennent pour l'enlèvement, et si elle est déjà débranchée du gaz ?\n\nBien cordialement,\nThomas Ferrand\nChef de cuisine, Le Vieux Grenier");
clear("203", "polite-email", ctx("EUR", 110_000, 70_000), WITHDRAW,
  "Madame Okafor,\n\nMerci pour votre patience cette semaine. Après comparaison des coûts d'utilisation, nous conservons notre solution d'affranchissement actuelle et renonçons donc à l'achat de la machine à affranchir. Encore merci pour votre aide.\n\nSalutations distinguées,\nMartin Gravel\nResponsable administratif");
clear("204", "polite-email", ctx("EUR", 160_000), ask("delivery"),
  "Bonjour,\n\nLa piqueuse-plieuse (réf. BM-2207) nous intéresse. Notre imprimerie a une grosse commande à rendre le 22 janvier. Pourriez-vous livrer à 69003 Lyon avant le 15 janvier, et quel délai faut-il prévoir ?\n\nMerci d'avance,\nSandra Wierzbicki\nImprimerie Wierzbicki\n04 78 55 01 10");
clear("205", "polite-email", ctx("CAD", 9_500, null, 6), total(8_000),
  "Bonjour,\n\nNous aménageons un petit cabinet comptable et prendrions les 6 classeurs à quatre tiroirs. Accepteriez-vous 480 $ pour les six ? Nous passerions les chercher avec notre propre fourgonnette.\n\nMerci,\nOlivia Tremblay\nTremblay et associés, Québec");
clear("206", "polite-email", ctx("EUR", 120_000), words(95_000, "neuf cent cinquante euros"),
  "Monsieur Aubert,\n\nMerci de nous avoir permis de voir l'armoire en chêne samedi. C'est un très beau meuble, mais le panneau arrière a des vers à bois qu'il faudra traiter. Nous souhaiterions vous proposer neuf cent cinquante euros et nous nous chargeons du déménageur.\n\nBien à vous,\nJudith et Alain Mercier");
clear("207", "polite-email", ctx("EUR", 380_000), bid(304_000),
  "Monsieur Haddad,\n\nSuite à notre appel, nous vous proposons 3 400 € pour le four mixte — je rectifie : il faut lire 3 040 €. Notre comptable m'a rappelé que le détartrage n'a pas été fait.\n\nCordialement,\nFelipe Navarro\nLa Cuisine de Navarro");
clear("208", "polite-email", ctx("EUR", 45_000), ask("returns"),
  "Bonjour,\n\nL'oscilloscope 100 MHz m'intéresse pour mon atelier de réparation. S'il s'avère qu'une des 4 voies est défectueuse, accepteriez-vous un retour sous 14 jours ?\n\nBien à vous,\nKevin Marchal");
clear("209", "polite-email", ctx("EUR", 70_000), percentOff(56_000, 20),
  "Monsieur Delgado,\n\nJe suis professeure de musique au collège Jean-Moulin et notre section aimerait beaucoup le xylophone pour le concert de printemps. Établissement public au budget très serré, pourriez-vous nous consentir 20 % sur le prix demandé ? Nous pouvons passer en semaine après 15h30.\n\nAvec mes remerciements,\nAnna Kowalczyk");
clear("210", "polite-email", ctx("CHF", 215_000, 190_000), ACCEPT,
  "Bonjour Monsieur Pache,\n\nJ'en ai parlé avec mon père : nous acceptons volontiers CHF 2'150.– pour la machine à traire. Merci de nous transmettre vos coordonnées bancaires, nous ferons le virement.\n\nMeilleures salutations,\nGaëlle Morand\nDomaine des Moilles");
unclear("211", "polite-email", ctx("EUR", 520_000), "un montant que le conseil municipal doit encore voter, pas une offre ferme",
  "Madame Leroy,\n\nJe proposerai 4 500 € pour le broyeur à fléaux au conseil municipal lors de sa séance du 12 mars et reviendrai vers vous ensuite.\n\nVeuillez agréer mes salutations distinguées,\nDidier Haineault\nSecrétaire de mairie, Saint-Amand-les-Prés");
clear("212", "polite-email", ctx("EUR", 45_000, null, 3), bid(39_000),
  "Bonjour,\n\nConcernant votre devis n° 2318 pour 3 armoires chauffantes : nous pouvons proposer 390 € l'unité, livrées à notre cuisine au 48 rue des Pins avant le 20.\n\nCordialement,\nMei Lin\nLotus d'Or Traiteur\n01 45 55 01 74");
clear("213", "polite-email", ctx("EUR", 85_000), ask("payment"),
  "Madame Fischer,\n\nMerci pour la facture 2026-0419 relative à la machine sous vide. Notre comptabilité règle mensuellement : pouvons-nous payer par carte dès maintenant, ou un virement à 30 jours serait-il acceptable ?\n\nCordialement,\nOwen Blanc\nBoucherie Blanc");
clear("214", "polite-email", ctx("EUR", 78_000), minus(63_000, 15_000),
  "Bonjour Sophie,\n\nNous avons essayé le tour de potier à ton atelier, il tourne à merveille, mais le bac à barbotine est fêlé. Tu le laisserais à 150 € de moins que ton prix ?\n\nBelle journée,\nNaomi Hardy");
unclear("215", "polite-email", ctx("EUR", 145_000), "deux prix pour deux options : lequel est l'offre ?",
  "Monsieur Ellis,\n\nNous paierions 1 100 € pour le poêle à bois seul, ou 1 300 € avec le conduit et la plaque de propreté.\n\nCordialement,\nFiona Doyen");
clear("216", "polite-email", ctx("EUR", 42_000), ask("shipping"),
  "Bonjour,\n\nL'extracteur à miel (9 cadres, environ 38 kg) conviendrait à notre rucher-école. Pourriez-vous l'expédier par transporteur à 5000 Namur, et combien cela coûterait-il en plus ?\n\nMerci,\nIan Rigaux\nRucher-école du Namurois");

// ---- agent ----
clear("301", "agent", ctx("EUR", 190_000), bid(160_000),
  "Pour le compte du glacier Pinède : des machines à granita comparables à deux bacs se sont vendues récemment 1 650 €, 1 720 € et 1 590 €. La gérante a plafonné cet achat à 1 700 €. Nous offrons 1 600 €, paiement à l'enlèvement dans la semaine.");
clear("302", "agent", ctx("EUR", 64_000, 58_000), ACCEPT,
  "Ici l'assistant d'achat de la reprographie du Port. Votre prix révisé pour la plastifieuse nous convient et nous l'acceptons. Merci d'envoyer la facture et de proposer un créneau d'enlèvement.");
clear("303", "agent", ctx("EUR", 300_000, 210_000), WITHDRAW,
  "Je représente le salon de tatouage Encre & Aiguille pour cet achat. Après examen de votre contre-offre, ma cliente a décidé de ne pas donner suite pour l'autoclave. Merci pour vos réponses rapides tout au long de l'échange.");
clear("304", "agent", ctx("EUR", 270_000), ask("warranty"),
  "Demande d'achat automatisée concernant la monobrosse, numéro de série FP-88213-C : une garantie constructeur ou revendeur est-elle transférée avec la vente, et si oui, jusqu'à quelle date ?");
clear("305", "agent", ctx("EUR", 11_000, null, 12), total(8_500),
  "Récapitulatif de l'offre :\n- Article : tables pliantes 180 cm\n- Quantité : 12\n- Total proposé : 1 020 € pour les douze\n- Enlèvement : à la charge de l'acheteur\nMerci de confirmer ou de faire une contre-proposition.");
clear("306", "agent", ctx("EUR", 125_000), percentOff(115_000, 8),
  "Je négocie pour un exploitant de food truck. Vu la vis sans fin usée et la housse manquante, mon client propose 8 % sous votre prix pour le barbecue à pellets.");
unclear("307", "agent", ctx("EUR", 98_000), "un plafond de dépense et une demande du prix le plus bas, pas une offre",
  "Mon mandant m'a autorisé à dépenser jusqu'à 900 € pour la crêpière double. Quel est le prix le plus bas que vous accepteriez ?");
clear("308", "agent", ctx("EUR", 290_000), bid(235_000),
  "Contre-offre, réf. BK-2026-118\nArticle : laminoir à pâte réversible, fabriqué en 2017, rouleaux de 500 mm\nPrix unitaire : 2 350,00 €\nValidité : 5 jours à compter d'aujourd'hui\nAcheteur : Boulangerie Mie & Croûte");
clear("309", "agent", ctx("EUR", 4_500, null, 20), ask("discount"),
  "Nous équipons une nouvelle activité de traiteur et avons besoin de 20 chafing dishes inox. Y a-t-il un prix unitaire réduit si nous prenons les 20 ?");
clear("310", "agent", ctx("EUR", 130_000, 105_000), minus(97_500, 7_500, "last-bid"),
  "Point côté acheteur : l'inspection a révélé un crochet usé sur le pétrin à spirale, mon client revoit donc notre précédente offre à la baisse de 75 €.");
clear("311", "agent", ctx("EUR", 340_000), ask("negotiable"),
  "Agent d'achat de la ferme des Hauts-Prés. Avant de faire une offre pour le semoir : le prix affiché laisse-t-il une marge de négociation ?");
unclear("312", "agent", ctx("EUR", 88_000), "deux prix de deux associés qui ne sont pas d'accord : pas encore d'offre",
  "Point d'étape : les deux associés de l'atelier de broderie ne sont pas d'accord — l'un paierait 800 €, l'autre 850 €. Je reviens vers vous dès qu'ils auront tranché.");
clear("313", "agent", ctx("EUR", 210_000), words(180_000, "mille huit cents euros"),
  "Pour le compte de l'élevage du Moulin, je suis autorisé à proposer mille huit cents euros pour la cage de contention, enlevée avec notre propre remorque.");
clear("314", "agent", ctx("EUR", 56_000, 48_000), ask("standing-offer"),
  "Assistant d'un petit éleveur. Nos notes mentionnent deux montants différents de votre part pour la tondeuse à moutons. Pourriez-vous confirmer votre prix actuel ?");
clear("315", "agent", ctx("EUR", 134_000, 120_000), ACCEPT,
  "Je confirme au nom de mon mandant : 1 340 € pour la plumeuse à volailles, c'est accepté. Merci d'envoyer les instructions de paiement.");
clear("316", "agent", ctx("EUR", 90_000, 70_000), plus(76_000, 6_000),
  "Mon client augmente sa précédente offre pour le scarificateur de 60 € ; c'est sa position finale.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*tapote le rebord de la baignoire du bout des doigts* Années 1920, fonte, ça doit peser ses 140 kilos. J'ai déjà mal au dos. 380 €, et mes neveux la descendent.");
clear("402", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*s'enfonce dans le rocking-chair avec un grand sourire* Ah, c'est celui-là ! Vendu — ma femme va être ravie !");
clear("403", "roleplay", ctx("EUR", 70_000, 40_000), WITHDRAW, "*referme l'étui du basson d'un coup sec* Non. Laissez tomber.");
clear("404", "roleplay", ctx("EUR", 25_000), ask("payment"), "*tâte ses poches de veste* Un chèque, ça vous irait pour la cornemuse, ou c'est espèces uniquement ?");
clear("405", "roleplay", ctx("EUR", 24_000), bid(18_000), "*donne un coup de pied dans la roue du motoculteur* 200 € — non, attendez, 180. Les fraises sont à moitié rouillées.");
clear("406", "roleplay", ctx("EUR", 52_000, 40_000), middle(46_000), "*ouvre les bras au-dessus du side-car* Vous dites une chose, moi une autre. On se pose pile entre les deux et on se serre la main.");
clear("407", "roleplay", ctx("EUR", 6_000), words(4_000, "quarante balles"), "*fait sonner la cloche de bateau et grimace* Quarante balles, et c'est généreux vu la bosse.");
unclear("408", "roleplay", ctx("EUR", 38_000), "un montant approximatif, pas une offre ferme", "*les doigts pleins d'encre, penché sur les casses de la presse typographique* Je pensais à trois cents, à peu près.");
clear("409", "roleplay", ctx("EUR", 21_000), minus(18_000, 3_000), "*passe le pouce sur la porte cabossée de l'armoire de pousse* Enlevez trente pour ça et on est quittes.");
clear("410", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*soupire* Bon. Quinze de plus que tout à l'heure pour la voiture à pédales — pas un centime au-dessus.");
clear("411", "roleplay", ctx("EUR", 32_000), ask("returns"), "*tire deux fois sur le lanceur du taille-haie* Là, il démarre. Et s'il refuse de partir à la maison, je peux vous le ramener ?");
unclear("412", "roleplay", ctx("EUR", 150_000), "l'acheteur veut réfléchir : pas encore de décision", "*fait deux fois le tour du poulailler, puis lève les yeux au ciel* Il va falloir que je mûrisse ça.");
clear("413", "roleplay", ctx("EUR", 27_000, 22_000), ACCEPT, "*tape dans ses mains* Bon, c'est entendu. Vous prenez l'autre bout de l'établi pour m'aider à le charger dans la camionnette ?");
unclear("414", "roleplay", ctx("EUR", 30_000), "un montant hésitant que l'acheteur refuse d'assumer : pas une offre ferme", "*pousse le guide de la table de défonceuse* Peut-être... deux cents ? Mais ne me prenez pas au mot.");
clear("415", "roleplay", ctx("EUR", 110_000, 75_000), WITHDRAW, "*referme doucement le couvercle de l'harmonium* C'est un instrument magnifique, mais c'est au-dessus de mes moyens. Merci de m'avoir laissé en jouer.");
clear("416", "roleplay", ctx("EUR", 820_000), bid(680_000), "*grimpe dans la cabine de la mini-pelle et tapote le compteur d'heures* 2 300 heures, modèle 2009, et les chenilles sont mortes. 6 800 €, et je l'emmène demain sur la remorque.");

export const FRESH12_FR = done();

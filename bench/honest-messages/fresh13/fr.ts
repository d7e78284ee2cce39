/**
 * THIRTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh13/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 scenarios as en.ts, worded as French-speaking buyers write them ("1 250 €",
 * "1 250,00 $", "CHF 1'250.–", Belgian and Swiss numerals, Québécois chat).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 116, 209) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315; 203 is signed with other digits);
 * other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh13In } from "./build";

const { clear, unclear, done } = fresh13In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 240_000), bid(198_000), "1 980 € pour le duplicopieur Riso, enlèvement vendredi.");
clear("002", "terse", ctx("EUR", 150_000), words(120_000, "mille deux cents"), "Mille deux cents pour la clarinette basse, en liquide.");
clear("003", "terse", ctx("EUR", 8_900, 7_000), ACCEPT, "Ça me va, vendu.");
clear("004", "terse", ctx("EUR", 65_000, 40_000), WITHDRAW, "Non merci, je laisse tomber le four à céramique.");
clear("005", "terse", ctx("EUR", 30_000), ask("rounds-left"), "Je peux encore faire combien de contre-propositions ?");
clear("006", "terse", ctx("EUR", 72_000), minus(64_000, 8_000), "Enlevez 80 € sur le marimba et je l'achète.");
clear("007", "terse", ctx("CAD", 45_000), percentOff(38_250, 15), "15 % de rabais sur le prix demandé et le jeu de lames de scie est à moi.");
clear("008", "terse", ctx("EUR", 69_000), bid(61_000), "Poste à souder MIG 250 : 610 €, je viens le chercher.");
clear("009", "terse", ctx("CHF", 54_000), bid(46_000), "CHF 480.– pour le laminoir à pâte, pardon, je voulais dire 460.–");
clear("010", "terse", ctx("EUR", 16_000), ask("payment"), "Paiement sur facture à 30 jours, c'est possible ?");
unclear("011", "terse", ctx("EUR", 36_000), "a range, not one price: which end is the bid?", "Entre 280 et 310 € pour le tuba ?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 € de plus que ma dernière offre. C'est mon plafond.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "Va pour 275 € le pupitre. Marché conclu.");
clear("014", "terse", ctx("EUR", 99_000), ask("warranty"), "La centrifugeuse est-elle encore sous garantie ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 210_000), bid(175_000), "salut le vélo cargo est tjrs dispo ?? je pourrais faire 1750 en liquide ce we, mon fils serait trop content");
clear("102", "chat", ctx("CAD", 45_000, 38_000), ACCEPT, "ok c'est beau, marché conclu 😅 tu peux venir le porter ou faut que j'emprunte un char");
clear("103", "chat", ctx("EUR", 120_000, 80_000), WITHDRAW, "bon ben c'est bcp trop pour moi le chesterfield, je passe mon tour. bonne vente !");
clear("104", "chat", ctx("EUR", 6_500), ask("shipping"), "tu envoies l'anneau lumineux jusqu'à 69003 ou c'est en main propre ? ça coûterait combien l'envoi");
clear("105", "chat", ctx("EUR", 38_000), words(28_000, "deux cent quatre-vingts"), "tu prendrais deux cent quatre-vingts pour la batterie ? je peux passer quand tu veux");
clear("106", "chat", ctx("EUR", 25_000), minus(21_000, 4_000), "tu baisses de 40 balles le nettoyeur haute pression et c'est bon pour moi");
unclear("107", "chat", ctx("EUR", 90_000), "sarcasm about the price, not a bid or an acceptance", "mdr 900 pour un lit superposé avec une échelle qui branle ?? bien sûr et je te file un rein en prime 🙄");
clear("108", "chat", ctx("EUR", 32_000), bid(26_000), "260 pour la machine à coudre singer ? envoie-moi un sms au 06 55 50 14 30 quand t'es dispo");
clear("109", "chat", ctx("EUR", 14_000, 11_000), ACCEPT, "OUIII deal !!! 🎉🎉 le contrôleur DJ rentre avec moi");
clear("110", "chat", ctx("EUR", 55_000), ask("delivery"), "tu pourrais livrer le château gonflable en combien de temps ? la fête c'est samedi");
unclear("111", "chat", ctx("EUR", 48_000), "an approximate figure, not a firm bid", "genre 400 et quelques pour la tablette graphique ? chais pas");
clear("112", "chat", ctx("CHF", 60_000, 50_000), middle(55_000), "bon allez on coupe la poire en deux ? on partage la différence et c'est réglé");
clear("113", "chat", ctx("EUR", 17_000), bid(14_500), "tu fairais 145 pour la stihl, je peux passer la prendre ce soir après le taf");
clear("114", "chat", ctx("EUR", 30_000, 18_000), WITHDRAW, "laisse tomber, j'ai trouvé un coffre de toit plus près de chez moi");
clear("115", "chat", ctx("EUR", 85_000), ask("negotiable"), "le prix du bandonéon il est ferme ou y a moyen de discuter ?");
clear("116", "chat", ctx("EUR", 75_000), bid(62_000), "650 pour le tour de potier ah non attends 620, faut que je rachète un bac à barbotine");
unclear("117", "chat", ctx("EUR", 22_000), "musing, not committed: the buyer has not bid yet", "hmm 180 peut-être ?? jsp, faut que je regarde mon compte d'abord");
unclear("118", "chat", ctx("EUR", 40_000), "a price seen elsewhere, not a bid", "j'ai vu la même machine à fumée sur leboncoin à 320 juste pour info");
clear("119", "chat", ctx("EUR", 9_900, 8_000), ACCEPT, "ok ça marche, je prends le porte-vélos");
clear("120", "chat", ctx("EUR", 12_000), ask("discount"), "tu peux faire un petit geste sur la plastifieuse ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 145_000), bid(128_000), "Madame, Monsieur,\n\nL'école élémentaire des Tilleuls souhaite acquérir votre chariot de recharge pour 36 Chromebooks. Nous proposons 1 280,00 €, payables sur le bon de commande 2026-4471 sous 14 jours.\n\nAdresse de livraison : 14 rue des Tilleuls, 31000 Toulouse.\n\nCordialement,\nDanielle Blanc, secrétariat\n05 61 55 50 18");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), total(4_000), "Bonjour,\n\nPour la salle paroissiale, nous aurions besoin de 30 de vos chaises empilables grises. Accepteriez-vous 1 200 € pour les trente, enlevées à votre dépôt ?\n\nBien à vous,\nAbbé Alain Perrin");
clear("203", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT, "Bonjour,\n\nLe Dr Renaud a examiné vos conditions pour l'autoclave de table et nous les acceptons avec plaisir. Merci d'indiquer notre référence de commande CD-7719 sur la facture.\n\nCordialement,\nMarthe Roux\nCabinet dentaire du Port, 3e étage\n+33 4 91 55 50 19");
clear("204", "polite-email", ctx("EUR", 380_000, 300_000), WITHDRAW, "Monsieur Okafor,\n\nMerci de votre patience concernant l'électrocardiographe. Malheureusement, votre prix reste au-delà de ce que notre cabinet peut engager cette année ; nous renonçons donc à l'achat.\n\nAvec nos remerciements,\nJeanne Kowalski\nGestionnaire du cabinet");
clear("205", "polite-email", ctx("EUR", 145_000), ask("returns"), "Bonjour,\n\nAvant de commander le défibrillateur : si l'appareil échoue à son autotest à la réception, pourrions-nous le retourner sous 30 jours contre remboursement intégral ?\n\nMerci,\nPaul Girard, services techniques\nPiscine municipale Nord");
clear("206", "polite-email", ctx("EUR", 420_000), ask("payment"), "Chère équipe,\n\nNotre ONG s'intéresse à l'unité de potabilisation en conteneur. Accepteriez-vous un paiement par virement en deux fois, la moitié à la commande et le solde à la livraison ?\n\nBien cordialement,\nAmina Diallo\nAssociation Eau Claire");
clear("207", "polite-email", ctx("EUR", 300_000), words(250_000, "deux mille cinq cents euros"), "Madame Hartmann,\n\nMerci de nous avoir montré le piano droit mardi. L'équipe de musique a décidé de vous proposer deux mille cinq cents euros ; nous nous chargeons du transport.\n\nVeuillez agréer mes salutations distinguées,\nGérard Agneau\nProfesseur de musique, collège Sainte-Anne");
clear("208", "polite-email", ctx("EUR", 95_000), bid(80_000), "Bonjour Carla,\n\nMerci pour le devis (projet n° 88213) pour le nettoyage en profondeur de notre cuisine et de la hotte. Nous aimerions le réserver pour le 14 janvier après la fermeture, à 800 € tout compris.\n\nBonne journée,\nThomas Baptiste\nBistrot Baptiste, 221 quai du Port");
clear("209", "polite-email", ctx("EUR", 180_000), bid(150_000), "Bonjour,\n\nPour le lot de structures alu de 8 mètres, nous pouvons proposer 1 550 € — rectification : 1 500 €, j'avais mal lu notre ligne budgétaire.\n\nCordialement,\nKarine Moreau\nÉclat Événements");
clear("210", "polite-email", ctx("CHF", 62_000, 55_000), ACCEPT, "Monsieur Lindqvist,\n\nNous acceptons votre prix de CHF 620.– pour la table d'examen reconditionnée. Merci de nous dire comment vous souhaitez organiser la remise.\n\nMeilleures salutations,\nÉliane Brandt\nPhysiothérapie des Rives");
clear("211", "polite-email", ctx("EUR", 350_000), ask("delivery"), "Bonjour,\n\nLe chapiteau de 6 x 12 m pourrait-il être livré sur notre terrain de Lamballe d'ici le 3 juin ? La fête de soutien commence le 5.\n\nMerci,\nGrâce Odin\nRotary Club de Lamballe");
unclear("212", "polite-email", ctx("EUR", 210_000), "a price awaiting approval, not a firm bid", "Monsieur Haddad,\n\nNous pourrions sans doute proposer 1 900 € pour le lot d'encres Riso, mais j'ai besoin de l'accord de notre commission des finances, qui se réunit jeudi.\n\nCordialement,\nLéna Vasseur, intendance");
clear("213", "polite-email", ctx("EUR", 320_000), percentOff(288_000, 10), "Bonjour,\n\nNous tenons une petite pizzeria et le four à bois nous plaît beaucoup. Consentiriez-vous une remise de 10 % sur votre prix ? Nous viendrions le chercher avec notre propre remorque.\n\nBien à vous,\nGianni Russo");
clear("214", "polite-email", ctx("CHF", 460_000), bid(410_000), "Madame, Monsieur,\n\nConcernant le tour Schaublin (fabriqué en 2009, environ 3'400 heures au compteur) : notre atelier paierait CHF 4'100.–, enlèvement à 1227 Carouge à nos frais.\n\nMeilleures salutations,\nYves Marchal\nMarchal Mécanique de précision SA");
clear("215", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT, "Bonjour Monsieur Robin,\n\nNous donnons notre accord pour le nettoyage des gouttières et le démoussage au prix de votre devis. Votre équipe pourrait-elle passer un matin en semaine, idéalement avant le réveil des locataires ?\n\nMerci,\nHélène Prévost\nRésidence des Ormes, syndic");
clear("216", "polite-email", ctx("EUR", 190_000), ask("warranty"), "Bonjour,\n\nQuelle garantie offrez-vous sur le serveur rack reconditionné (double alimentation, 256 Go de RAM) ? Notre politique informatique exige au moins un an de garantie matérielle.\n\nCordialement,\nSamir Patel\nCoordinateur informatique");

// ---- agent ----
clear("301", "agent", ctx("EUR", 310_000), bid(275_000), "J'achète pour le compte du groupe Lanterne Restauration. Lave-vaisselle sous comptoir comparables trouvés cette semaine :\n\n| Vendeur | Prix |\n|---|---|\n| Grossiste CHR | 3 350 € |\n| Occasion, 2 ans | 2 980 € |\n| Enchères lot 44 | 3 050 € |\n\nVu l'âge de l'appareil, nous proposons 2 750 €, enlèvement dans la semaine.");
clear("302", "agent", ctx("EUR", 240_000), bid(205_000), "Agent d'achat du FabLab coopératif. Voici notre offre sous forme structurée :\n\n```json\n{\"article\": \"Prusa XL 5 têtes\", \"offre_eur\": 2050, \"paiement\": \"carte\", \"retrait\": \"2026-12-02\"}\n```\n\nMerci de confirmer ou de faire une contre-proposition.");
clear("303", "agent", ctx("EUR", 520_000), bid(460_000), "Offre :\n- Article : fauteuil dentaire reconditionné avec unit\n- Prix : 4 600,00 €\n- Enlèvement : par notre coursier, à nos frais\n- Installation : par le technicien du cabinet\n\nJe négocie au nom du Dr Amara Chen, qui m'a mandaté.");
clear("304", "agent", ctx("EUR", 86_000, 72_000), ACCEPT, "J'ai transmis vos dernières conditions à ma mandante. Sa réponse : « C'est correct, allez-y. » Nous acceptons donc votre prix actuel pour le kit d'éclairage scénique. Merci d'envoyer la facture à cette adresse.");
clear("305", "agent", ctx("EUR", 98_000, 80_000), WITHDRAW, "Au nom de Mme Ferreira : après examen de votre dernière position sur la banque d'accueil ergonomique, elle a décidé de ne pas donner suite. Merci pour votre temps ; nous clôturons cette négociation.");
clear("306", "agent", ctx("EUR", 27_000), ask("shipping"), "Je suis un assistant d'achat automatisé agissant pour un particulier. Votre prix pour le bain-marie en fonte inclut-il la livraison au code postal 33000, ou le transport est-il facturé à part ?");
clear("307", "agent", ctx("CAD", 45_000), ask("standing-offer"), "Avant de faire rapport au conseil d'établissement, pourriez-vous me confirmer votre prix actuel pour le lutrin en chêne ? Je veux m'assurer d'avoir le dernier chiffre.");
clear("308", "agent", ctx("EUR", 129_000), minus(114_000, 15_000), "Mon client conclurait si vous baissiez de 150 € le prix de la turbine à glace. Cela correspond au batteur usé visible sur vos photos.");
clear("309", "agent", ctx("CAD", 15_000, null, 4), total(13_000), "Pour le compte de Services de flotte Nordik. Notre proposition pour les pneus d'hiver :\n\n```yaml\narticle: pneu d'hiver 225/65R17 sans clous\nquantite: 4\ntotal_cad: 520\nmontage: non requis\n```\n\nCe total couvre les quatre pneus.");
clear("310", "agent", ctx("EUR", 88_000, 76_000), minus(72_000, 4_000, "last-bid"), "Mise à jour de mon mandant : le budget du spiromètre a été réduit ce matin. Nous devons revoir notre offre précédente à la baisse de 40 €. Désolé pour ce pas en arrière.");
unclear("311", "agent", ctx("EUR", 28_000), "two prices for two options: which one is the bid?", "Ma cliente peut payer 210 € pour l'archet seul, ou 250 € si vous ajoutez l'étui rigide. Que préférez-vous ?");
unclear("312", "agent", ctx("CHF", 140_000), "a budget ceiling and a request for the seller's best price, not a bid", "Je représente la file de biologie du gymnase des Fougères, à Lausanne. Notre enveloppe pour un microscope trinoculaire de cette gamme est de CHF 1'180.–. Que pouvez-vous nous proposer ?");
clear("313", "agent", ctx("EUR", 60_000), ask("rounds-left"), "Pour planifier la décision de mon mandant : combien de tours de négociation reste-t-il avant que votre offre pour la scène mobile n'expire ?");
clear("314", "agent", ctx("EUR", 70_000, 58_000), middle(64_000), "Nous sommes bloqués. Je propose de couper la poire en deux entre votre prix actuel et notre dernière offre pour le thermoplongeur sous vide.");
clear("315", "agent", ctx("EUR", 148_000, 130_000), ACCEPT, "Accepté à 1 480 €. Mon mandant demande que les batteries de l'onduleur soient chargées à fond avant l'expédition.");
clear("316", "agent", ctx("EUR", 120_000), bid(96_000), "Achat pour un particulier. Pièce : turbocompresseur Garrett, réf. OE 49377-07460, pour un utilitaire de 2014 avec 228 000 km. Notre offre : 960 €, enlèvement par notre propre transporteur.");
unclear("317", "agent", ctx("EUR", 250_000), "a bid conditional on installation being included", "Nous paierons 2 100 € pour la hotte professionnelle, à condition que la pose par votre installateur soit comprise.");
clear("318", "agent", ctx("EUR", 52_000, null, 12), ask("discount"), "Je cherche 12 bureaux réglables en hauteur pour un espace de coworking. Y a-t-il une remise sur quantité si nous prenons les douze ?");
clear("319", "agent", ctx("EUR", 95_000, 78_000), plus(84_000, 6_000), "Ma mandante monte de 60 € au-dessus de son offre précédente pour le batteur-mélangeur. Son budget ne va pas plus loin.");
clear("320", "agent", ctx("EUR", 33_000, 29_000), ACCEPT, "Confirmé : nous acceptons. Merci d'envoyer une facture pro forma et de m'indiquer où et quand l'appareil de mise sous vide peut être retiré.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 180_000), bid(150_000), "*passe le pouce sur la table d'harmonie de la harpe* Il y a une fêlure ici. Je vous en donne 1 500 et je prends le risque.");
clear("402", "roleplay", ctx("EUR", 34_000, 30_000), ACCEPT, "*sourit et tend la main* Bon, vous êtes dur en affaires. Tope là.");
clear("403", "roleplay", ctx("EUR", 75_000, 50_000), WITHDRAW, "*remonte sa fermeture éclair* On est trop loin l'un de l'autre pour l'armoire. Je connais la sortie.");
clear("404", "roleplay", ctx("EUR", 26_000), ask("standing-offer"), "*plisse les yeux devant l'étiquette délavée de la servante d'atelier* Vous en demandiez combien, déjà ?");
unclear("405", "roleplay", ctx("EUR", 42_000), "meet in the middle with no earlier bid: the middle of what?", "*s'accoude au comptoir* Allez, coupons la poire en deux pour l'accordéon.");
clear("406", "roleplay", ctx("EUR", 72_000), words(60_000, "six cents"), "*glisse une enveloppe sur l'établi* Six cents pour la scie à carrelage, et pas un centime de plus.");
clear("407", "roleplay", ctx("EUR", 130_000), minus(120_000, 10_000), "*donne un coup de pied dans l'arceau tordu de l'auvent* Vous voyez ça ? Cent euros de moins sur votre prix et c'est d'accord.");
unclear("408", "roleplay", ctx("EUR", 56_000), "the buyer wants to think it over: no decision yet", "*se caresse la barbe, fait deux fois le tour du banc d'église* Une minute. Il faut que j'y réfléchisse.");
clear("409", "roleplay", ctx("EUR", 21_000, 18_000), ACCEPT, "*tape dans ses mains* Formidable ! Le télescope est à moi ! *le serre dans ses bras*");
clear("410", "roleplay", ctx("EUR", 95_000), bid(80_000), "*sort le sax ténor de 1974 de son étui* Les tampons sont fatigués. 800 €, et je les fais refaire moi-même.");
unclear("411", "roleplay", ctx("EUR", 160_000), "two prices with no choice made: the buyer has not decided", "*regarde son mari* Lui dit 1 200 pour les timbales, moi je dirais 1 300. Faut qu'on en discute.");
clear("412", "roleplay", ctx("EUR", 44_000), ask("payment"), "*tâte ses poches* Vous prenez la carte, ou c'est espèces seulement pour la contrebasse ?");
clear("413", "roleplay", ctx("EUR", 50_000, 40_000), plus(42_000, 2_000), "*soupire théâtralement* Bon. Vingt de plus que tout à l'heure pour le hautbois. C'est la dernière fois que je bouge.");
clear("414", "roleplay", ctx("EUR", 68_000, 45_000), WITHDRAW, "*touche son chapeau* Pas aujourd'hui, l'ami. Bonne chance pour vendre le flipper.");

export const FRESH13_FR = done();

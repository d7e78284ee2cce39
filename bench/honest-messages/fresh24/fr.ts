/**
 * TWENTY-FOURTH set, French (France, Belgium, Switzerland, Québec; see fresh24/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated:
 * alimentation et boissons, vêtements, sport et voyages, achetés par des ménages, de petits cafés et restaurants,
 * des clubs et des équipes, et des organisateurs de voyages.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh24In } from "./build";

const { clear, unclear, done } = fresh24In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_500), bid(14_500), "Vous me laisseriez le blouson en cuir des années 70 à 145 € ? Taille 52, je mesure 1,86 m — je peux passer l'essayer samedi à 11 h.");
clear("002", "terse", ctx("EUR", 8_900), ask("shipping"), "Le renvoi par la poste est compris dans le ressemelage des chaussures de rando, ou c'est en plus ?");
clear("003", "terse", ctx("EUR", 54_000), percentOff(48_600, 10), "10 % de remise sur l'abonnement annuel à la salle d'escalade et je m'inscris aujourd'hui.");
clear("004", "terse", ctx("EUR", 22_000, 18_000), WITHDRAW, "Désolé, on ne prendra pas la place de rangement pour le kayak cette saison — on l'a vendu le mois dernier. Merci de nous l'avoir gardée.");
clear("005", "terse", ctx("EUR", 29_500), words(25_000, "deux cent cinquante"), "Vous me feriez le forfait de six leçons de golf pour deux cent cinquante ?");
clear("006", "terse", ctx("CHF", 120_000, 100_000), ACCEPT, "Bon, on prend la cabane pour le groupe à ce prix-là.");
unclear("007", "terse", ctx("EUR", 11_000), "une fourchette pour la doublure, pas un prix", "entre 60 et 80 € pour refaire la doublure de mon manteau en laine ?");
clear("008", "terse", ctx("EUR", 22_000), minus(18_000, 4_000), "Enlevez 40 € sur l'étude posturale vélo et je réserve.");
clear("009", "terse", ctx("EUR", 49_500), ask("payment"), "je peux payer le stage de voile en deux fois, la moitie maintenant et le reste en juin");
clear("010", "terse", ctx("EUR", 6_000), bid(4_500), "55 € pour ressemeler les deux chaussons d'escalade, pardon, faute de frappe — 45 €.");
clear("011", "terse", ctx("EUR", 16_000, 12_000), WITHDRAW, "laissez tomber le forfait padel, beaucoup trop cher");
clear("012", "terse", ctx("EUR", 15_000, 11_000), plus(13_000, 2_000), "J'ajoute 20 € à ma dernière offre pour la veste cirée. Je ne monterai pas plus haut.");
clear("013", "terse", ctx("EUR", 4_500, 3_800), ACCEPT, "45 € la semaine pour les micropousses, c'est d'accord — commencez mardi prochain.");
clear("014", "terse", ctx("EUR", 7_500), ask("returns"), "Si les chaussures de foot elle va pas à mon fils, je peux rendre dans 14 jours ?");
unclear("015", "terse", ctx("EUR", 22_000), "une offre qui ne vaut que si les bandes sont ajoutées", "180 € pour les gants de boxe et les pattes d'ours, si vous ajoutez les bandes.");
clear("016", "terse", ctx("EUR", 13_000), bid(9_500), "Transfert aéroport de Faro – Vilamoura, 6 personnes + 2 sacs de golf, atterrissage à 14 h 20 le 3 mai — 95 € ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 32_000), bid(26_000), "salut tu me laisserais le rack a squat avec les disques a 260 ? je peux passer samedi matin, mon num 06 71 39 28 54 💪");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "vous pouvez graver les coupes en combien de temps ?? la remise des prix c'est le 14 😬");
clear("103", "chat", ctx("EUR", 3_500, 3_000), ACCEPT, "OUIII réservez-nous le paintball !! le futur marié se doute de rien 😂🔫");
clear("104", "chat", ctx("CHF", 9_500), words(8_000, "huitante francs"), "vous me laisseriez le t-shirt du groupe pour huitante francs ? celui de la tournée 86, un peu délavé mais c'est ça le charme");
unclear("105", "chat", ctx("EUR", 4_500), "sarcasme sur le prix de l'ourlet, ni offre ni acceptation", "45 € pour faire un ourlet à un jean ?? vous cousez avec du fil d'or ou quoi 😂");
clear("106", "chat", ctx("EUR", 18_000), ask("warranty"), "la garantie c'est combien de temps sur le montage de roue ? ma derniere roue etait voilée au bout de 2 mois 🙄");
clear("107", "chat", ctx("EUR", 2_900, null, 15), total(2_600), "vous feriez 390 pour les 15 vestes de cuisine brodées au logo ? c'est pour la réouverture");
clear("108", "chat", ctx("EUR", 65_000, 58_000), WITHDRAW, "on fait pas le voyage golf cette année dsl, la moitié du club peut pas poser ses congés. merci d'avoir tout organisé quand même");
clear("109", "chat", ctx("CAD", 68_000), ask("negotiable"), "ton prix pour ta passe de saison, c'est ferme ou y a moyen de négocier? plate pour ton genou en passant");
clear("110", "chat", ctx("CAD", 14_000, 10_000), middle(12_000), "on se rejoint au milieu pour la location du kilt pour la soirée écossaise pis c'est réglé 👍");
clear("111", "chat", ctx("EUR", 28_900, 25_000), ACCEPT, "ok go, réservez-nous le saut en tandem pour nous deux 👍 on peut avoir le premier saut du matin ? la météo a l'air bonne");
unclear("112", "chat", ctx("EUR", 2_200), "le prix d'un autre magasin pour le cordage, pas une offre", "le magasin de sport en ville recorde à 15 € je dis ça je dis rien");
clear("113", "chat", ctx("EUR", 9_000), ask("standing-offer"), "pardon c'était combien déjà le forfait de réservations de terrain de squash ? un pote me demande et j'ai effacé le message");
clear("114", "chat", ctx("EUR", 8_500), minus(6_500, 2_000), "si vous me faites la révision du vélo 20 € moins cher c'est ok, la chaîne fait un boucan pas possible");
clear("115", "chat", ctx("EUR", 36_000, 30_000), WITHDRAW, "je laisse tomber les séances de coaching pour l'instant, je cours avec mon voisin maintenant. merci quand même");
clear("116", "chat", ctx("EUR", 2_500), ask("discount"), "vous faites réduction si on prend les transats et parasol pour tout les 2 semaines ?");
clear("117", "chat", ctx("CAD", 42_000), bid(34_000), "Tu nous laisserais la glace du dimanche pour 340 $? La plage de 6 h, réservation no 4471, les gars se lèvent tôt sans problème");
unclear("118", "chat", ctx("EUR", 22_000), "'environ' un montant, pas une offre ferme", "vous pourriez faire la formation barista pour environ 150 € ? on est juste ma sœur et moi au café 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Madame Okafor,\n\nMerci pour les maquettes de costumes pour le gala de fin d'année de notre école de danse. Le gala a lieu le samedi 12 juillet et il nous faudrait les costumes une semaine avant, pour la générale. Dans quel délai pourriez-vous les avoir prêts ?\n\nCordialement,\nLouise Bernard\nÉcole de danse Bernard");
clear("202", "polite-email", ctx("EUR", 3_400, null, 12), bid(2_800),
  "Bonjour Christophe,\n\nNous voudrions 12 tenues (maillot, short, chaussettes) pour notre équipe de foot à cinq, numéros 1 à 12, tailles M à XXL. Nous pouvons payer 28 € par tenue, flocage compris.\n\nÀ bientôt,\nDanny Walch\nFC du Mardi Soir\n48 rue du Ruisseau, 67000 Strasbourg\n06 12 84 37 90");
clear("203", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Chère Giulia,\n\nMerci pour votre proposition pour la journée de notre chorale à Rome. Nous vous réservons volontiers au tarif indiqué. Vous pouvez m'appeler au 06 47 18 95 03 pour voir ensemble l'itinéraire et le point de rendez-vous.\n\nBien cordialement,\nAlice Hardy\nChorale Saint-Michel");
clear("204", "polite-email", ctx("EUR", 45_000), percentOff(40_500, 10),
  "Monsieur Lindqvist,\n\nMerci pour le devis des cours de ski privés pour nos deux enfants, cinq matinées pendant les vacances de carnaval. Pourriez-vous nous faire 10 % sur le prix du forfait ?\n\nCordialement,\nRachel Moreau");
clear("205", "polite-email", ctx("EUR", 180_000), ask("payment"),
  "Monsieur Alaoui,\n\nNous sommes dix amis et aimerions louer tout le riad pour une semaine en octobre. Le cas échéant, pourrions-nous verser un acompte maintenant et régler le solde à l'arrivée ? Quel montant d'acompte vous faudrait-il ?\n\nBien à vous,\nSophie Granger");
clear("206", "polite-email", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Chef Adam,\n\nMerci pour le menu que vous avez composé pour les 50 ans de mon mari. Finalement, nous emmenons tout le monde au restaurant ; nous ne ferons donc pas appel à vous. Merci pour votre temps.\n\nCordialement,\nMaria Lefèvre");
clear("207", "polite-email", ctx("EUR", 4_900, null, 20), total(4_200),
  "Bonjour,\n\nNotre club de randonnée voudrait vingt vestes imperméables, tailles assorties (liste jointe). Accepteriez-vous 840 € pour les vingt ?\n\nMerci d'avance,\nPierre Hollier\nLes Randonneurs du Vercors");
clear("208", "polite-email", ctx("CHF", 390_000), ask("warranty"),
  "Madame Yamada,\n\nMerci pour l'offre des tatamis pour notre club. Quelle garantie accordez-vous sur les tatamis, et couvre-t-elle les housses qui se déchirent aux coutures ?\n\nMeilleures salutations,\nDenis Doret\nSecrétaire, Judo-Club Lausanne");
clear("209", "polite-email", ctx("EUR", 38_000), bid(29_000),
  "Chère Madame Le Goff,\n\nPour le pull jacquard tricoté à mes mesures, dans les coloris dont nous avons parlé, je vous propose 340 €.\n\nP.-S. En me relisant : il fallait lire 290 €, et non le montant ci-dessus.\n\nBien à vous,\nÉlise Roux");
clear("210", "polite-email", ctx("EUR", 3_500, 3_000), ACCEPT,
  "Bonjour Marco,\n\n35 € par personne pour la visite gourmande, ça nous va. On vous retrouve jeudi matin à la fontaine.\n\nMerci,\nJenny");
clear("211", "polite-email", ctx("EUR", 6_500), ask("returns"),
  "Bonjour,\n\nNous avons commandé les casques de ski pour les enfants, pour nos vacances. S'ils ne vont pas, pouvons-nous les renvoyer sans les avoir portés, et de combien de temps disposerions-nous ?\n\nMerci,\nNoël Carré\n\n> Le 2 janv., SommetKit a écrit :\n> Votre commande 52291 a été expédiée et devrait arriver sous 3 à 5 jours ouvrés.");
unclear("212", "polite-email", ctx("EUR", 180_000), "un prix qui attend encore l'accord du comité du club",
  "Monsieur Singh,\n\nMerci pour le devis des créneaux en salle pour l'hiver. Notre comité se réunit jeudi ; s'il donne son accord, nous serions à 1 400 € pour la saison.\n\nCordialement,\nGérard Piquet\nResponsable sportif, Royal Cricket Club de Waterloo");
clear("213", "polite-email", ctx("EUR", 112_000), words(90_000, "neuf cents euros"),
  "Madame, Monsieur,\n\nMerci pour le devis du 7 places pour 14 nuits en Islande, prise en charge à Keflavík. Je vous propose neuf cents euros.\n\nCordialement,\nThomas Renaud");
clear("214", "polite-email", ctx("EUR", 129_000, 115_000), WITHDRAW,
  "Chère Hannah,\n\nMerci de nous avoir gardé deux places pour la semaine de VTT. Mon mari doit se faire opérer du genou ; nous ne viendrons donc malheureusement pas cette année.\n\nBien à vous,\nClaire Dunand\n\n> Le 14 mars 2026 à 09:12, Hannah Prieur a écrit :\n> Nous pouvons garder les places jusqu'à vendredi. Le prix est de 1 290 € par participant, remontées et guide compris.");
clear("215", "polite-email", ctx("EUR", 3_200), ask("shipping"),
  "Bonjour,\n\nNous tenons une petite pizzeria et souhaiterions la farine Tipo 00 en sacs de 25 kg. Livrez-vous jusqu'à Annecy, et la livraison est-elle comprise ou facturée en plus ?\n\nMerci d'avance,\nLuca Bianchi\nPizzeria Da Luca");
clear("216", "polite-email", ctx("EUR", 26_000), bid(22_000),
  "Monsieur Hussein,\n\nNous souhaiterions un chevreau entier, de 18 kg carcasse environ, découpé en morceaux pour le curry, pour l'Aïd. Nous viendrions le chercher le vendredi 6 juin entre 10 h et 12 h. Je peux proposer 220 €.\n\nCordialement,\nImran Siddiqui");
unclear("217", "polite-email", ctx("EUR", 16_000), "deux prix pour deux sortes d'huîtres, aucun choix fait",
  "Salut Jacques,\n\nPour la soirée huîtres, on hésite entre cent creuses à 85 € et cent plates à 140 €. On te dit lesquelles dès qu'on a vu les réservations de vendredi.\n\nÀ plus,\nBen\nLa Cuisine du Port");
clear("218", "polite-email", ctx("EUR", 42_000, 36_000), ACCEPT,
  "Monsieur Clément,\n\nNous réservons volontiers les arbitres pour notre tournoi jeunes, comme dans votre devis. Apportent-ils leurs sifflets et leurs drapeaux, ou devons-nous les fournir ?\n\nMerci beaucoup,\nSuzanne Harel\nSecrétaire du tournoi");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Je suis un assistant IA et je négocie pour mon utilisatrice un forfait de cours de yoga particuliers à domicile. Combien de tours d'offres êtes-vous encore prêt à faire avant de fixer un prix ?");
clear("302", "agent", ctx("EUR", 49_500), bid(40_000),
  "Étude de marché pour Mme Ellis : trench Burberry Kensington d'occasion, taille 38, bon état — trois vendus ce mois-ci à 380 €, 410 € et 455 €. Votre prix : 495 €. Son offre : 400 €.");
clear("303", "agent", ctx("EUR", 38_000), words(32_000, "trois cent vingt euros"),
  "Mme Harnois m'a chargé d'acheter la bouteille de single malt d'Islay de 25 ans que vous avez mise en vente (70 cl, embouteillée en 1998, avec coffret). Elle est prête à payer trois cent vingt euros.");
unclear("304", "agent", ctx("EUR", 520_000), "un budget avec une demande de proposition, pas une offre",
  "Le club de foot des moins de 14 ans pour qui j'interviens a prévu 4 000 € pour un week-end de tournoi : 18 joueurs et 4 éducateurs, transport et deux nuits. Que pourriez-vous proposer pour ce montant ?");
clear("305", "agent", ctx("EUR", 89_000, 78_000), minus(72_000, 6_000, "last-bid"),
  "Pour le compte de Mme Khan : le rapport d'authentification du sac Chanel d'occasion signale une chaîne remplacée ; nous baissons donc notre offre précédente de 60 €.");
clear("306", "agent", ctx("EUR", 6_800), ask("discount"),
  "J'achète pour un petit salon de thé. Avez-vous un prix au kilo plus bas si nous prenons 20 kg d'Assam en vrac chaque mois ?");
clear("307", "agent", ctx("EUR", 60_000), percentOff(51_000, 15),
  "Pour le compte de M. et Mme Garnier : nous souhaitons réserver le trek de trois jours à dos de chameau dans le Wadi Rum à 15 % sous votre prix. Merci de me confirmer votre accord.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "Mme Adler a validé votre prix pour le transport de ses bagages entre les étapes du chemin de Compostelle ; nous souhaitons donc réserver. Pourriez-vous envoyer la confirmation ?");
clear("309", "agent", ctx("EUR", 3_000, null, 20), total(2_500),
  "Achat pour un ski-club : 20 paires de skis à farter et affûter avant la saison. Votre devis est à la paire ; notre offre est de 500 € pour les vingt.");
clear("310", "agent", ctx("EUR", 145_000, 120_000), plus(135_000, 15_000),
  "Ma cliente a étudié votre contre-proposition et augmente de 150 € son offre précédente pour la semaine en bateau-logement à Amsterdam.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "La cuisine de l'auberge de la Couronne m'a demandé de mettre en place une commande hebdomadaire de 50 kg de moules de bouchot. Dans quel délai pourrait arriver la première livraison ? Idéalement avant le vendredi 4 octobre.");
clear("312", "agent", ctx("EUR", 49_900, 42_000), WITHDRAW,
  "Merci pour la proposition de formation de plongée Open Water. Mon utilisatrice préfère finalement la passer en vacances ; nous en restons là.");
clear("313", "agent", ctx("EUR", 1_400, null, 40), bid(1_150),
  "Commande proposée pour l'Auberge de la Cloche (JSON) :\n{\"article\": \"bûche de Noël pâtissière, 900 g\", \"quantite\": 40, \"code_postal_livraison\": \"69002\", \"livraison_avant\": \"2026-12-10\", \"offre_par_piece_eur\": 11.50}");
unclear("314", "agent", ctx("EUR", 260_000), "deux prix pour deux cabines, l'utilisatrice n'a pas choisi",
  "Deux options restent ouvertes pour la croisière sur le Douro des parents de mon utilisatrice : une cabine avec fenêtre à 1 950 € ou une cabine avec balcon à 2 300 €. Elle n'a pas encore choisi ; je vous confirme dès que c'est fait.");
clear("315", "agent", ctx("EUR", 16_000), minus(13_000, 3_000),
  "M. et Mme Bayle souhaitent faire faire les retouches de la robe de bal de fin d'année de leur fille comme prévu, pour 30 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "Combien facturez-vous actuellement le kilo de girolles fraîches ? Mon utilisateur tient un petit bistrot et aimerait connaître votre prix avant de préparer la carte d'automne.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 4_500), words(3_000, "trente"), "*retourne le panama entre ses mains* Je vous en donne trente.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'couper la poire en deux' sans offre antérieure", "*tient le pull en cachemire à la lumière* Allez, on coupe la poire en deux ?");
clear("403", "roleplay", ctx("EUR", 6_000, 5_000), ACCEPT, "*tope avec le pêcheur sur le quai* Marché conclu. Je prends le tourteau à votre prix.");
clear("404", "roleplay", ctx("EUR", 4_800), bid(3_500), "*fouille le portant du stand 23* Cette veste en jean — taille 38, Levi's du début des années 90 ? L'étiquette dit 48 €. Je vous en donne 35 €.");
clear("405", "roleplay", ctx("EUR", 6_500, 5_000), WITHDRAW, "*repose la boîte de safran sur le comptoir* Il est magnifique, mais je ne peux pas mettre autant. Merci quand même.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*renifle la truffe noire* Je monte de dix au-dessus de mes 60, et pas un centime de plus.");
clear("407", "roleplay", ctx("CAD", 6_500), ask("negotiable"), "*tapote le gallon de sirop d'érable* C'est ferme, ce prix-là, ou y a moyen de bouger?");
clear("408", "roleplay", ctx("EUR", 12_000, 8_000), middle(10_000), "*s'accoude à l'étal du poissonnier* À mi-chemin entre votre prix et le mien pour la caisse de langoustines, alors.");
unclear("409", "roleplay", ctx("EUR", 5_500), "un chiffre pensé à voix haute avant d'aller faire un tour, pas une offre", "*retourne la casquette en tweed* Hmm. 40... je vais d'abord faire un tour.");
clear("410", "roleplay", ctx("EUR", 32_000), bid(26_000), "*écrit 300 € au dos d'un ticket, le barre et écrit 260 €* Pour la tonne de pommes à cidre.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*tape sur la caisse* Marché conclu. Vous pouvez garder l'oie dans votre chambre froide jusqu'au réveillon ?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_800, 20), "*boucle la ceinture en cuir* Vingt pour cent de moins et je la garde sur moi.");
clear("413", "roleplay", ctx("EUR", 8_500, 6_000), WITHDRAW, "*repose le masque d'escrime sur la table et s'en va* Même pas en rêve.");
clear("414", "roleplay", ctx("USD", 45_000), ask("payment"), "*sort sa carte au comptoir du centre de plongée* Je peux payer la moitié par carte maintenant et le reste en liquide sur le bateau ?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*lace les chaussures de rando d'occasion* 38 € et je repars avec aux pieds.");
unclear("416", "roleplay", ctx("USD", 12_000, 9_000), "'un peu au-dessus de mon offre' sans montant", "*lorgne la bouteille de mezcal* Je peux monter un peu au-dessus de mon offre, mais pas beaucoup.");

export const FRESH24_FR = done();

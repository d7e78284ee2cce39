/**
 * TWENTY-FIRST set, French (France, Belgium, Switzerland, Québec; see fresh21/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them (not translated):
 * le stère, le fioul, la palette de granulés, le colis de viande, une caisse de cidre, the supporters' car for an
 * away match, Québécois chat, a Swiss épicerie fine.
 *
 * Labels as in en.ts: unit prices in minor units; words as written; relative bids recompute from the context;
 * totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant; acceptances name no
 * amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh21In } from "./build";

const { clear, unclear, done } = fresh21In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 13_500), bid(11_000), "110 € le stère de chêne séché en séchoir ? C'est pour le four à pizza du resto, on en consomme beaucoup.");
clear("002", "terse", ctx("EUR", 98_000), ask("shipping"), "La livraison est comprise dans le prix pour les 1000 litres de fioul, ou c'est en plus ?");
clear("003", "terse", ctx("EUR", 8_500), percentOff(7_650, 10), "Avec 10 % de remise sur la centaine de charmilles, je commande aujourd'hui.");
clear("004", "terse", ctx("EUR", 9_500, 8_000), WITHDRAW, "Finalement je laisse l'atelier sushi, ma soeur elle peut pas venir cette date. Merci en tout cas.");
clear("005", "terse", ctx("EUR", 42_000), words(35_000, "trois cent cinquante"), "Trois cent cinquante pour le vitrail d'imposte au-dessus de la porte d'entrée ?");
clear("006", "terse", ctx("EUR", 7_500, 6_500), ACCEPT, "Bon, va pour le colis de gibier à votre prix.");
unclear("007", "terse", ctx("EUR", 4_800), "a range per tonne of topsoil, not one price", "Terre végétale criblée, entre 40 et 45 € la tonne ?");
clear("008", "terse", ctx("EUR", 34_000), minus(31_500, 2_500), "Enlevez 25 € sur la palette de granulés et je passe commande.");
clear("009", "terse", ctx("EUR", 62_000), ask("payment"), "l'abonnement saison on peut payer en plusieurs fois ou c tout d'un coup?");
clear("010", "terse", ctx("EUR", 110_000), bid(85_000), "Costume deux pièces en flanelle : 900 €, euh non, 850 €, faute de frappe.");
clear("011", "terse", ctx("EUR", 9_000, 6_000), WITHDRAW, "trop cher pour un sapin. j'irai au marché");
clear("012", "terse", ctx("EUR", 52_000, 42_000), plus(46_000, 4_000), "J'ajoute 40 € à ce que j'ai proposé pour les deux fûts. Je ne peux pas plus.");
clear("013", "terse", ctx("EUR", 6_200, 5_500), ACCEPT, "62 € la tonne d'écorces de pin – c'est d'accord.");
clear("014", "terse", ctx("EUR", 14_000), ask("returns"), "si on utilise pas toute la palette de charbon de bois vous reprenez les sacs pas ouverts?");
unclear("015", "terse", ctx("EUR", 72_000), "a bid that holds only if the sides and bread are thrown in", "600 € pour le cochon à la broche si vous amenez le gratin et le pain.");
clear("016", "terse", ctx("EUR", 98_000), bid(85_000), "Gazon en rouleaux pour 180 m², 21 rue des Tilleuls, 44300 Nantes, samedi 14 : 850 € livré.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 12_000), bid(9_500), "slt vous feriez 95 pour l'emplacement camping-car le week-end du festival? on est 2 + le chien 🐶 mon num 06 12 48 73 09");
clear("102", "chat", ctx("EUR", 65_000), ask("delivery"), "ca prend combien de temps pour transformer la bague de ma grand mere en bague de fiancailles?? je veux faire ma demande fin mars 😬");
clear("103", "chat", ctx("CAD", 240_000, 200_000), ACCEPT, "ok OUI let's go, construis-moi ce cadre-là 🚲🔥🔥");
clear("104", "chat", ctx("EUR", 4_800), words(4_000, "quarante balles"), "tu prendrais quarante balles la caisse de cidre brut? c'est pour l'evg de mon frere");
unclear("105", "chat", ctx("EUR", 240_000), "sarcasm about the price of the box: not a bid and not an acceptance", "2 400 € la loge ?? les joueurs viennent servir les petits fours eux-mêmes ou quoi 😂");
clear("106", "chat", ctx("EUR", 290_000), ask("warranty"), "si le lit en chene se fend ou se voile dans les premieres annees vous le reprenez en charge?");
clear("107", "chat", ctx("EUR", 8_500, null, 4), total(7_000), "280 pour nous 4 au cours de pâtes fraîches? c'est le cadeau d'anniv de ma mère");
clear("108", "chat", ctx("CHF", 22_000, 18_000), WITHDRAW, "je dois malheureusement annuler la course guidée, je me suis tordu la cheville au foot 🤕 desolé");
clear("109", "chat", ctx("EUR", 38_000), ask("negotiable"), "y a moyen de discuter sur le bouquet de mariée et les boutonnières ou c'est ferme?");
clear("110", "chat", ctx("EUR", 78_000, 60_000), middle(69_000), "on coupe la poire en deux pour le car du déplacement et c'est réglé ?");
clear("111", "chat", ctx("EUR", 14_000, 12_000), ACCEPT, "ça marche 👍 le premier panier de légumes peut arriver mardi avant le service du midi ?");
unclear("112", "chat", ctx("EUR", 12_000), "a price the local butcher charges, not a bid", "le boucher du village fait quasi le même colis barbecue à 95, je dis ça je dis rien");
clear("113", "chat", ctx("EUR", 2_800), ask("standing-offer"), "pardon c'est combien le kilo de comté 24 mois déjà ? j'ai perdu le message");
clear("114", "chat", ctx("EUR", 18_000), minus(16_000, 2_000), "vous enlevez 20 sur le gâteau pour les 60 ans de papa et c'est bon 🎂");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "non c'est bien plus que ce que je peux mettre dans le portrait, on oublie. super travail quand meme");
clear("116", "chat", ctx("EUR", 6_600), ask("discount"), "vous faites un meilleur prix sur le miel si je le mets dans mes deux boutiques ? 🍯");
clear("117", "chat", ctx("CAD", 45_000), bid(38_000), "tu ferais-tu 380 $ pour le demi-cochon, coupé pis emballé? le congélo est vidé pis prêt lol");
unclear("118", "chat", ctx("EUR", 1_800), "'dans les' around a number, not a firm bid per ticket", "on pourrait faire dans les 15 la place pour la soirée stand-up si toute l'équipe de fléchettes vient ?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 26_000), ask("delivery"),
  "Madame Lefort,\n\nMerci pour les échantillons de cuir pour notre livre d'or. Si nous validons le modèle cette semaine, quand le livre terminé serait-il prêt ? Le mariage a lieu le 12 septembre et nous aimerions l'avoir deux semaines avant.\n\nBien cordialement,\nInès Pichon");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), bid(3_800),
  "Monsieur Hardy,\n\nSuite à votre tarif, le club de pétanque La Boule Fernandaise souhaite commander 30 paniers gourmands pour ses adhérents et propose 38,00 € le panier. Notre numéro de commande est le 5127.\n\nCordialement,\nDidier Mousset, trésorier\n8 chemin Vert, 69360 Saint-Symphorien-d'Ozon\n04 78 02 33 19");
clear("203", "polite-email", ctx("CHF", 52_000, 46_000), ACCEPT,
  "Madame Varga,\n\nNous acceptons volontiers la meule entière de gruyère d'alpage pour notre épicerie fine, au prix que vous avez indiqué. Merci de m'appeler au 021 614 38 90 pour convenir de l'enlèvement.\n\nMeilleures salutations,\nThomas Ellenberger\nÉpicerie Ellenberger");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(138_000, 8),
  "Madame, Monsieur,\n\nNous vous remercions du devis de fioul pour la salle des fêtes de Saint-Aubin. Étant une petite association bénévole reconnue d'intérêt général, pourriez-vous nous accorder une remise de 8 % ?\n\nVeuillez agréer nos salutations distinguées,\nMarguerite Olivier\nSecrétaire");
clear("205", "polite-email", ctx("EUR", 85_000), ask("payment"),
  "Madame Roux,\n\nNous serions ravis que vous réalisiez la pièce montée de notre mariage. Serait-il possible de verser un acompte maintenant et le solde au retrait, plutôt que la totalité d'avance ?\n\nBien à vous,\nSophie et Daniel");
clear("206", "polite-email", ctx("EUR", 180_000, 150_000), WITHDRAW,
  "Monsieur Garnier,\n\nMerci de nous avoir réservé un quartier de votre bœuf Salers. Après avoir mesuré le congélateur, nous constatons qu'il ne rentrera tout simplement pas ; nous y renonçons donc pour cette fois.\n\nAvec nos remerciements et nos excuses,\nClaire Fournier");
clear("207", "polite-email", ctx("EUR", 3_200, null, 12), total(2_800),
  "Bonjour Jeanne,\n\nPour nos noces de rubis, nous aimerions un carton de votre crémant, douze bouteilles. Accepteriez-vous 336 € pour le carton ?\n\nMerci beaucoup,\nRoger Bellamy");
clear("208", "polite-email", ctx("EUR", 320_000), ask("warranty"),
  "Monsieur Quéré,\n\nMerci pour les plans des placards sur mesure dans les niches du salon. Quelle garantie donnez-vous sur la menuiserie et sur la peinture ?\n\nCordialement,\nAnne Bréhat");
clear("209", "polite-email", ctx("EUR", 160_000), bid(125_000),
  "Monsieur Pelletier,\n\nMerci d'avoir pris mes mesures pour les bottes d'équitation sur mesure. Je vous propose 1 400 € (lire 1 250 €, toutes mes excuses) pour la paire.\n\nBien cordialement,\nHenriette Colin");
clear("210", "polite-email", ctx("EUR", 14_500, 12_000), ACCEPT,
  "Bonjour Marco,\n\n145 € par semaine pour la commande de pain et de viennoiseries, cela nous convient. Vous pouvez commencer lundi prochain.\n\nMerci,\nBéatrice\nCafé du Coin");
clear("211", "polite-email", ctx("EUR", 56_000), ask("returns"),
  "Madame, Monsieur,\n\nNous vous commandons la bière, le cidre et le vin pour les fiançailles de notre fille. Reprenez-vous les bouteilles et fûts non ouverts après la fête ?\n\nCordialement,\nSunita Rao");
unclear("212", "polite-email", ctx("EUR", 96_000), "a price that still waits on the association's board",
  "Monsieur Delorme,\n\nMerci pour le devis de compost de déchets verts pour le jardin partagé. Sous réserve de l'accord du bureau jeudi, nous pourrions proposer 850 € pour le chargement.\n\nBien à vous,\nPhilippe Nguyen\nJardin partagé des Coteaux");
clear("213", "polite-email", ctx("EUR", 290_000), words(240_000, "deux mille quatre cents euros"),
  "Monsieur Achard,\n\nLes croquis de la table de ferme en orme nous plaisent beaucoup. Nous souhaitons vous proposer deux mille quatre cents euros pour la table et les deux bancs.\n\nBien cordialement,\nHélène et Marc Dupuy");
clear("214", "polite-email", ctx("EUR", 24_000, 19_000), WITHDRAW,
  "Madame Lacroix,\n\nMerci pour la documentation sur le club de vin trimestriel. Réflexion faite, nous préférons ne pas nous inscrire pour l'instant ; inutile de nous réserver un carton.\n\nCordialement,\nGérard Tessier");
clear("215", "polite-email", ctx("EUR", 14_400), ask("shipping"),
  "Bonjour,\n\nPourriez-vous nous expédier deux douzaines de bouteilles de votre poiré jusqu'à Namur, et à combien s'élèveraient les frais de port ?\n\nMerci d'avance,\nIsaline Mertens");
clear("216", "polite-email", ctx("EUR", 36_000), bid(30_000),
  "Monsieur Sabatier,\n\nNous souhaitons réserver une sortie canyoning encadrée pour 6 personnes le dimanche 7 juin, rendez-vous à 9 h 30, retour vers 16 h. Nous pouvons proposer 300 € pour le groupe.\n\nCordialement,\nNadia Farouk");
unclear("217", "polite-email", ctx("EUR", 65_000), "two prices for two kinds of firewood, no choice made",
  "Monsieur Prévost,\n\nPour le bois de cet hiver, nous pourrions mettre 480 € pour le big bag de frêne, ou 420 € si nous prenons le mélange de feuillus. Nous n'avons pas encore tranché.\n\nBien à vous,\nOwen Le Goff");
clear("218", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Madame Hervé,\n\nVous pouvez lancer la confection des rideaux doublés pour le bow-window et le palier. Votre poseur pourrait-il venir un matin en semaine ? L'après-midi, nous télétravaillons tous les deux.\n\nMerci beaucoup,\nRuth Ingrand");

// ---- agent ----
clear("301", "agent", ctx("EUR", 62_000, 50_000), ask("rounds-left"),
  "Je suis un assistant IA et je réserve pour mon utilisateur une place au stage de boulangerie de six semaines. Avant de revoir notre offre : combien de tours de négociation reste-t-il ?");
clear("302", "agent", ctx("EUR", 98_000), bid(88_000),
  "Pour le compte du foyer Vuillemin : pour une livraison de 1 000 litres de fioul, j'ai cette semaine trois devis comparables — 905 €, 925 € et 948 €. Vos 980 € sont au-dessus des trois. Nous proposons 880 €, livraison comprise.");
clear("303", "agent", ctx("EUR", 65_000), words(52_000, "cinq cent vingt euros"),
  "Je suis l'assistant d'achat de Mme Kaur. Après examen de vos travaux, elle souhaite vous commander l'aquarelle de sa maison familiale d'après sa photo et autorise cinq cent vingt euros.");
unclear("304", "agent", ctx("EUR", 130_000), "one budget for topsoil and mulch together, no price for either",
  "Au nom de M. Adeyemi : son budget pour la terre végétale et le paillage d'écorces, ensemble, est de 1 100 €. Merci de m'indiquer comment vos prix pourraient y entrer.");
clear("305", "agent", ctx("EUR", 64_000, 56_000), minus(50_000, 6_000, "last-bid"),
  "Mise à jour de l'assistant de la famille Brisson : le nombre d'invités au mariage a baissé, la pièce montée de fromages peut être plus petite. Nous diminuons notre offre précédente de 60 €.");
clear("306", "agent", ctx("EUR", 14_000), ask("discount"),
  "Je gère les achats de la chambre d'hôtes Vue sur Mer. Si nous nous engageons sur une commande hebdomadaire d'œufs plein air pendant douze mois, y a-t-il une remise sur le prix à la semaine ?");
clear("307", "agent", ctx("EUR", 240_000), percentOff(216_000, 10),
  "Pour le chef de cuisine de l'Auberge des Salines : pour le jeu de couteaux forgés à la main tel que spécifié, nous proposons 10 % de moins que votre devis. Merci de confirmer.");
clear("308", "agent", ctx("CHF", 65_000, 55_000), ACCEPT,
  "Mon mandant a approuvé votre prix pour la transformation de la bague de famille. Vous pouvez commencer ; merci d'envoyer la facture à l'adresse e-mail enregistrée.");
clear("309", "agent", ctx("EUR", 52_000, null, 6), total(46_000),
  "Assistant de réservation du club de supporters Les Canaris du Bocage : six abonnements adultes en tribune famille. Nous proposons 2 760 € pour les six.");
clear("310", "agent", ctx("EUR", 38_000, 30_000), plus(34_000, 4_000),
  "Suite à votre réponse, ma cliente peut ajouter 40 € à son offre précédente pour le livre d'or relié main et l'album assorti.");
clear("311", "agent", ctx("EUR", 98_000), ask("delivery"),
  "Assistant de la ferme de Grandchamp : à quelle date au plus tôt pourriez-vous expédier les 300 charmes en racines nues pour la nouvelle haie ?");
clear("312", "agent", ctx("EUR", 52_000, 46_000), WITHDRAW,
  "Merci pour le devis. Mon utilisateur a renoncé au cochon à la broche pour la fête d'été ; nous n'irons donc pas plus loin.");
clear("313", "agent", ctx("EUR", 7_200, null, 8), bid(6_400),
  "Proposition pour le miel toutes fleurs, pour le compte de la boutique de la ferme du Moulin :\n{\"produit\": \"miel toutes fleurs, pots de 500 g, carton de 12\", \"cartons\": 8, \"code_postal_livraison\": \"29200\", \"offre_par_carton_eur\": 64}");
unclear("314", "agent", ctx("EUR", 5_400), "two prices and the principal has not chosen between them",
  "Concernant le cidre en bag-in-box pour l'Auberge du Pressoir : ma mandante hésite entre 44 € et 48 € la boîte et n'a pas tranché. Je reviens vers vous dès qu'elle décide.");
clear("315", "agent", ctx("EUR", 185_000), minus(170_000, 15_000),
  "Au nom de la brasserie Le Lion d'Or : pour les rideaux doublés de la salle de réception, nous pouvons conclure à 150 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "J'assiste Mme Okoro pour sa commande de jardin. Pourriez-vous me confirmer votre prix actuel à la tonne pour la terre végétale criblée avant que je fasse une offre ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_200), words(2_500, "vingt-cinq"), "*soupèse le morceau de tomme* Vingt-cinq pour le tout, et pas un centime de plus, mon ami.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'meet in the middle' with no earlier bid to meet", "*tapote la cagette de reinettes* Allez, on se retrouve au milieu ?");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*crache dans sa paume et tend la main* Tope là. L'agneau est à moi.");
clear("404", "roleplay", ctx("EUR", 9_000), bid(7_000), "*s'accoude au stand 14* Le 2023 élevé en fût, la fontaine de 20 litres. 70 € et je la porte moi-même.");
clear("405", "roleplay", ctx("EUR", 2_400, 1_800), WITHDRAW, "*repose le pot de miel de manuka sur l'étagère* Non, je vais le laisser, merci.");
clear("406", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*renifle le saumon fumé* Bon — dix de plus que mes 80. C'est généreux.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*hausse un sourcil devant le panier garni* C'est votre dernier mot, ou on peut discuter ?");
clear("408", "roleplay", ctx("EUR", 30_000, 24_000), middle(27_000), "*soupire devant le fût de blonde* Bon, on coupe la poire en deux. C'est pour le club de rugby.");
unclear("409", "roleplay", ctx("EUR", 16_000), "a figure mused over while walking off, not a bid", "*tâte la dinde fermière* Hmm. 140... je fais un tour du marché et je reviens.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(5_000), "*soulève le sac de châtaignes* 60 € — non, je me suis trompé — 50 €.");
clear("411", "roleplay", ctx("EUR", 4_500, 3_800), ACCEPT, "*serre la main au-dessus de la couronne* Marché conclu. Vous pouvez me l'attacher sur la galerie ?");
clear("412", "roleplay", ctx("EUR", 4_500), percentOff(4_050, 10), "*s'appuie sur le comptoir* Dix pour cent de moins sur le gin et je le prends.");
clear("413", "roleplay", ctx("EUR", 25_000, 18_000), WITHDRAW, "*tourne les talons* Tant pis, gardez-la, votre fine.");
clear("414", "roleplay", ctx("EUR", 3_800), ask("payment"), "*tâte ses poches* Vous prenez la carte pour le jambon, ou c'est espèces uniquement au stand ?");
clear("415", "roleplay", ctx("EUR", 38_000), bid(30_000), "*aligne les billets* 300 pour la journée fauconnerie, et vous tenez un client.");
unclear("416", "roleplay", ctx("EUR", 28_000, 22_000), "'a bit more than my last' with no amount", "*se gratte le menton devant les places au bord du ring* Je pourrais monter un peu au-dessus de ma dernière offre, mais pas beaucoup.");

export const FRESH21_FR = done();

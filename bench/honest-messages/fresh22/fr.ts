/**
 * TWENTY-SECOND set, French (France, Belgium, Switzerland, Québec; see fresh22/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated:
 * soins, enfants, animaux et santé, achetés par des familles, des aidants, des crèches et des EHPAD.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh22In } from "./build";

const { clear, unclear, done } = fresh22In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 189_500), bid(165_000), "Vous me laisseriez le scooter PMR d'exposition (15 km/h) à 1 650 € ? Ma mère en a besoin avant l'hiver.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "Pour l'élévateur de bain, la livraison à domicile est comprise dans le prix ou elle est en plus ?");
clear("003", "terse", ctx("EUR", 89_900), percentOff(76_415, 15), "Moins 15 % sur le matelas orthopédique 160×200 et je le prends.");
clear("004", "terse", ctx("EUR", 150_000, 120_000), WITHDRAW, "Désolée, on renonce au chiot cockapoo, le propriétaire de l'appart refuse les chiens. Bonne continuation pour la portée.");
clear("005", "terse", ctx("EUR", 24_900), words(19_000, "cent quatre-vingt-dix"), "Cent quatre-vingt-dix pour le rollator avec siège et panier, ça irait ?");
clear("006", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Bon, on réserve les quinze jours de pension pour Vanille à votre tarif.");
unclear("007", "terse", ctx("EUR", 42_000), "une fourchette pour les séances de kiné à domicile, pas un prix", "entre 300 et 350 € pour six séances de kiné à domicile ?");
clear("008", "terse", ctx("EUR", 325_000), minus(300_000, 25_000), "Enlevez 250 € au monte-escalier droit, pose comprise, et on signe.");
clear("009", "terse", ctx("EUR", 48_000), ask("payment"), "on peut payer les verres progressifs en 3 fois ou c'est tout d'un coup ?");
clear("010", "terse", ctx("EUR", 39_900), bid(33_000), "360 €, enfin 330 €, pour le siège auto i-Size posé dans ma Clio.");
clear("011", "terse", ctx("EUR", 38_000, 30_000), WITHDRAW, "laissez tomber le terrarium, trop cher pour un pogona");
clear("012", "terse", ctx("CHF", 30_000, 22_000), plus(25_000, 3_000), "J'ajoute 30 francs par mois à mon offre pour le poney en demi-pension. C'est mon maximum.");
clear("013", "terse", ctx("EUR", 1_800, 1_500), ACCEPT, "18 € la nuit, les deux chats dans le même box — d'accord, vous pouvez les inscrire.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Si le fauteuil d'allaitement il est pas bon pour mon dos, je peux renvoyer dans les 30 jours ?");
unclear("015", "terse", ctx("EUR", 690_000), "une offre qui ne vaut que si la dépose de la baignoire et le carrelage sont compris", "5 800 € pour transformer la baignoire en douche de plain-pied, si ça comprend la dépose de l'ancienne baignoire et le carrelage.");
clear("016", "terse", ctx("EUR", 19_500), bid(16_000), "Animateur pour 15 enfants, sam. 12 avril, 14h-16h, 9 allée des Mélèzes, 44300 Nantes — 160 € ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 95_000), bid(80_000), "bonjour vous me laisseriez le petit male lilac a 800 ? je peux venir le chercher n'importe quel week end, mon num 06 12 34 56 78 🐱");
clear("102", "chat", ctx("EUR", 134_000), ask("delivery"), "vous pouvez livrer l'armoire et la commode à langer en combien de temps ? terme dans 3 semaines 😅");
clear("103", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "OUI on prend le rdv !! mon pauvre Filou et ses dents 🦷🐶 merci merci");
clear("104", "chat", ctx("EUR", 27_500), words(20_000, "deux cents balles"), "deux cents balles pour le fauteuil roulant pliant ça vous va ? c pour ma grand mere pour ses rdv a l'hopital");
unclear("105", "chat", ctx("EUR", 180_000), "sarcasme sur les frais d'agence, ni offre ni acceptation", "1 800 € juste pour nous présenter une nounou ?? elle arrive en hélico ou quoi 😂");
clear("106", "chat", ctx("EUR", 210_000), ask("warranty"), "combien d'années de garantie sur les moteurs du lit médicalisé ? c pour mon père à la maison et il appuie sur la télécommande sans arrêt");
clear("107", "chat", ctx("EUR", 2_500, null, 4), total(2_000), "vous feriez 80 € pour les 4 cours d'éducation chiot ? elle est infernale 🙈");
clear("108", "chat", ctx("EUR", 320_000, 250_000), WITHDRAW, "on laisse tomber les gouttières invisibles dsl, l'orthodontiste du CHU peut finalement la prendre. merci quand meme");
clear("109", "chat", ctx("EUR", 120_000), ask("negotiable"), "le prix des chiots teckel il est fixe ou y a moyen de discuter ?");
clear("110", "chat", ctx("CAD", 140_000, 110_000), middle(125_000), "on coupe la poire en deux pour la couronne pis c'est réglé?");
clear("111", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "ok on y va 👍 le poseur peut faire la rampe un samedi ? on bosse tous les deux en semaine");
unclear("112", "chat", ctx("EUR", 5_500), "le tarif d'un autre toiletteur, pas une offre", "le toiletteur à côté de chez nous fait la tonte complète à 40 je dis ça je dis rien");
clear("113", "chat", ctx("EUR", 4_200), ask("standing-offer"), "pardon c'était combien le carton de protections anatomiques déjà ? la cadre de santé me demande et j'ai perdu le mail");
clear("114", "chat", ctx("EUR", 18_900), minus(14_900, 4_000), "40 € de moins sur le tire-lait double et il est à moi 😊");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "on annule pour le frein de langue, la sage femme dit que l'hopital peut le voir plus tot. merci quand meme");
clear("116", "chat", ctx("EUR", 17_500), ask("discount"), "vous faites reduction si mes deux garçons ils viennent tout la semaine au centre de loisirs ?");
clear("117", "chat", ctx("CAD", 285_000), bid(230_000), "me laisseriez-vous le fauteuil roulant électrique à 2 300 $? je peux passer le chercher avec le pick-up de mon beau-frère cette semaine");
unclear("118", "chat", ctx("EUR", 28_000), "'dans les' un montant, pas une offre ferme", "vous pourriez faire le forfait coach sommeil dans les 200 ? on n'en peut plus 😴");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), ask("delivery"),
  "Monsieur Pollet,\n\nMerci d'être venu mesurer notre escalier pour un monte-escalier tournant. Quel est le délai habituel entre le métré et la pose ? Ma mère sort de l'hôpital le 14 mars et nous aimerions que tout soit installé d'ici là.\n\nCordialement,\nJeanne Okafor (sa fille)");
clear("202", "polite-email", ctx("EUR", 1_750, null, 30), bid(1_400),
  "Madame Hendrickx,\n\nL'école communale du Moulin souhaite commander 30 sweats bleu marine brodés au logo de l'école pour les élèves de première primaire. Nous pouvons payer 14 € par sweat, broderie comprise. Notre bon de commande porte le numéro 4417.\n\nBien à vous,\nCatherine Wauters, économe\nRue du Moulin 3, 5000 Namur\n081 86 21 90");
clear("203", "polite-email", ctx("EUR", 240_000, 210_000), ACCEPT,
  "Madame le Docteur Sandre,\n\nMerci pour l'explication très claire du plan de traitement. Je souhaite faire poser l'implant aux honoraires indiqués dans votre devis. Vous pouvez me joindre au 04 72 49 60 37 pour fixer le premier rendez-vous.\n\nVeuillez agréer mes salutations distinguées,\nGérard Mignon");
clear("204", "polite-email", ctx("EUR", 186_000), percentOff(176_700, 5),
  "Madame, Monsieur,\n\nMerci pour votre devis pour l'espace de motricité de la section des bébés. Nous sommes une petite crèche associative et chaque euro compte : pourriez-vous nous accorder une remise de 5 % ?\n\nCordialement,\nTiphaine Hollard\nDirectrice, crèche Les P'tits Glands");
clear("205", "polite-email", ctx("EUR", 350_000), ask("payment"),
  "Docteur,\n\nNous souhaitons qu'Olivier commence son appareil dentaire fixe après les fêtes. Est-il possible d'étaler le reste à charge sur 12 mois, et y a-t-il des frais ?\n\nBien cordialement,\nRébecca Lyon");
clear("206", "polite-email", ctx("EUR", 120_000, 95_000), WITHDRAW,
  "Madame Kowalczyk,\n\nUn grand merci pour votre aide dans la recherche d'une auxiliaire de vie à domicile. Ma mère vient d'obtenir une place à l'EHPAD Les Tilleuls ; nous ne donnerons donc pas suite. Merci encore pour votre patience.\n\nBien à vous,\nPaul Dumas");
clear("207", "polite-email", ctx("EUR", 2_400, null, 12), total(2_200),
  "Bonjour Gaëtan,\n\nPour la crèche, nous voudrions douze cartons de lingettes sans parfum. Accepteriez-vous 264 € pour les douze, livrés avec notre commande habituelle ?\n\nMerci,\nMyriam\nMicro-crèche Les Abeilles");
clear("208", "polite-email", ctx("CHF", 240_000), ask("warranty"),
  "Bonjour Monsieur Antille,\n\nMerci pour la démonstration de la table à langer électrique réglable en hauteur. Combien d'années de garantie donnez-vous sur le châssis et sur le vérin ?\n\nMeilleures salutations,\nSylvie Carrupt\nÉcole spécialisée La Clairière");
clear("209", "polite-email", ctx("EUR", 50_000), bid(40_000),
  "Madame Prichard,\n\nNotre vétérinaire a conseillé l'hydrothérapie pour Monty après son opération des ligaments croisés. Pour le forfait de dix séances, je vous propose 450 € — pardon, je voulais dire 400 €.\n\nBien cordialement,\nAlain Grèves");
clear("210", "polite-email", ctx("EUR", 3_800, 3_200), ACCEPT,
  "Bonjour Dan,\n\n38 € la séance pour le tennis d'Élise ce trimestre, cela nous convient. Elle a hâte de commencer.\n\nMerci,\nLaure");
clear("211", "polite-email", ctx("EUR", 12_500), ask("returns"),
  "Bonjour,\n\nNous avons commandé les chaussures orthopédiques sur mesure pour notre fils. Si elles ne vont pas avec ses attelles, peut-on les retourner non portées, et dans quel délai ?\n\nCordialement,\nDeepa Raman\n\n> Le 3 mai, Podo-Ortho Service a écrit :\n> Les chaussures de votre fils (commande 20817) seront prêtes dans 3 semaines environ.");
unclear("212", "polite-email", ctx("EUR", 95_000), "un prix qui attend encore l'accord de la direction",
  "Monsieur Gil,\n\nMerci pour le prêt d'essai du matelas à air motorisé. Sous réserve de l'accord de notre directrice vendredi, nous pourrions proposer 780 €.\n\nCordialement,\nBéatrice Nash\nInfirmière coordinatrice, EHPAD Les Frênes");
clear("213", "polite-email", ctx("EUR", 34_000), words(27_500, "deux cent septante-cinq euros"),
  "Madame Hamid,\n\nMerci pour l'analyse de la marche. Pour la paire de semelles orthopédiques sur mesure, contrôle compris, je me permets de vous proposer deux cent septante-cinq euros.\n\nBien à vous,\nRoger Bentein");
clear("214", "polite-email", ctx("EUR", 48_000, 40_000), WITHDRAW,
  "Madame Mortier,\n\nMerci d'avoir gardé une place à la garderie du soir pour Ava. Nous avons réorganisé nos horaires et n'en aurons finalement pas besoin.\n\nCordialement,\nNkechi Adebayo\n\n> Le 2 sept. 2026 à 16:05, Linda Mortier a écrit :\n> Nous gardons la place d'Ava jusqu'à vendredi. Le forfait du premier trimestre est de 480 €, payable d'avance.");
clear("215", "polite-email", ctx("EUR", 76_000), ask("shipping"),
  "Bonjour,\n\nLa volière d'extérieur pour nos perruches nous intéresse. Combien coûterait la livraison jusqu'à Briançon, ou est-elle comprise dans le prix ?\n\nMerci d'avance,\nFanny Maquet");
clear("216", "polite-email", ctx("EUR", 29_000), bid(24_000),
  "Monsieur Raffin,\n\nNous souhaitons réserver le minibus adapté avec chauffeur pour 9 de nos résidents le mercredi 18 juin, de 10 h à 15 h 30, pour une sortie au bord du lac. Nous pouvons proposer 240,00 €.\n\nCordialement,\nJoëlle Castel\nAnimatrice, Résidence Les Ormes");
unclear("217", "polite-email", ctx("EUR", 72_000), "deux prix pour deux finitions du lit mezzanine, aucun choix fait",
  "Monsieur Brocard,\n\nPour le lit mezzanine avec bureau de Freya, nous pourrions mettre 640 € en chêne ou 520 € en pin laqué blanc. Nous n'avons pas encore choisi la finition.\n\nBien à vous,\nHélène et Jonathan Petit");
clear("218", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Monsieur Evain,\n\nVous pouvez poser la chatière à puce électronique dans la porte vitrée de la cuisine. Pourriez-vous nous dire ce que nous devons dégager avant le passage de votre technicien ?\n\nMerci beaucoup,\nSabine Brossard");

// ---- agent ----
clear("301", "agent", ctx("EUR", 96_000, 80_000), ask("rounds-left"),
  "Je suis un assistant IA et j'organise pour le fils de mon utilisateur un forfait de douze séances d'orthophonie en libéral. Avant de réviser notre proposition : combien de tours de négociation reste-t-il de votre côté ?");
clear("302", "agent", ctx("CHF", 120_000), bid(98_000),
  "Pour le compte de M. Hugon : pour un lève-personne mobile reconditionné à usage domestique, des appareils comparables sont affichés ce mois-ci à CHF 950.–, CHF 1'020.– et CHF 1'090.– ; votre prix est de CHF 1'200.–. Nous proposons CHF 980.–, sangle comprise.");
clear("303", "agent", ctx("EUR", 165_000), words(140_000, "mille quatre cents euros"),
  "Je suis l'assistant d'achat de la famille Lindqvist. Elle souhaite réserver le chiot bouvier bernois de votre portée de printemps et m'autorise à proposer mille quatre cents euros, l'acompte étant versé à la signature du contrat.");
unclear("304", "agent", ctx("EUR", 720_000), "un plafond d'aide avec une demande de devis, pas une offre",
  "Pour le compte de Mme Doyen : l'aide de l'ANAH et de la caisse de retraite couvre jusqu'à 6 000 € pour l'adaptation de la cuisine avec plans de travail abaissés. Merci de m'indiquer ce que vous pouvez faire dans cette limite.");
clear("305", "agent", ctx("EUR", 90_000, 72_000), minus(64_000, 8_000, "last-bid"),
  "Mise à jour de l'assistant de M. Roux : l'aide du département pour le lève-fauteuil de coffre est plus faible que prévu, nous baissons donc notre offre précédente de 80 €.");
clear("306", "agent", ctx("EUR", 58_000), ask("discount"),
  "Je gère la garde du chien de Mme Oduya. Son épagneul irait à la garderie canine 5 jours par semaine. Existe-t-il un tarif mensuel plus bas pour un engagement de 12 mois ?");
clear("307", "agent", ctx("EUR", 55_000), percentOff(49_500, 10),
  "Au nom de M. Bellec. Pour le forfait de dix séances d'ostéopathie tel que chiffré, nous proposons 10 % de moins que votre prix. Merci de confirmer.");
clear("308", "agent", ctx("EUR", 21_000, 18_000), ACCEPT,
  "Ma mandante accepte vos tarifs pour l'atelier de signes pour bébés ce trimestre. Merci de lui réserver une place avec sa fille et d'envoyer la confirmation à l'adresse e-mail enregistrée.");
clear("309", "agent", ctx("EUR", 9_500, null, 6), total(8_000),
  "Assistant achats de l'EHPAD Les Prés Fleuris : six coussins anti-escarres en gel, selon votre devis. Nous proposons 480 € pour les six, livraison comprise.");
clear("310", "agent", ctx("CAD", 120_000, 90_000), plus(100_000, 10_000),
  "Suite à votre réponse, ma cliente peut ajouter 100 $ à son offre précédente pour le tricycle adapté d'occasion de son fils.");
clear("311", "agent", ctx("EUR", 62_000), ask("delivery"),
  "Assistant de la crèche Les Loutres : quelle est la date de livraison la plus proche pour une palette de couches taille 4 ? Il nous reste environ dix jours de stock.");
clear("312", "agent", ctx("EUR", 280_000, 240_000), WITHDRAW,
  "Merci pour la consultation. Mon utilisatrice a obtenu une date pour son opération de la cataracte à l'hôpital public ; elle renonce donc au privé. Nous ne donnerons pas suite.");
clear("313", "agent", ctx("EUR", 5_900, null, 8), bid(5_200),
  "Proposition de commande pour le compte de l'EHPAD La Bruyère :\n{\"article\": \"gants d'examen vinyle non poudrés, taille M\", \"gants_par_boite\": 100, \"boites_par_carton\": 10, \"cartons\": 8, \"code_postal_livraison\": \"35000\", \"offre_par_carton_eur\": 52}");
unclear("314", "agent", ctx("EUR", 95_000), "deux prix mensuels, la famille n'a pas tranché",
  "Concernant l'accueil de jour trois jours par semaine pour M. Sharma : la famille hésite entre 780 € et 840 € par mois et n'a pas encore décidé. Je reviens vers vous dès qu'elle aura tranché.");
clear("315", "agent", ctx("EUR", 240_000), minus(220_000, 20_000),
  "Au nom de Mme Grady : pour l'élargissement des deux portes pour son fauteuil, reprises comprises, nous pouvons commander à 200 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 2_600), ask("standing-offer"),
  "J'aide la maîtresse de CP de l'école des Houx à réserver la visite de la ferme. Pouvez-vous me confirmer votre tarif actuel par enfant avant que je fasse une offre ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 9_000), words(6_000, "soixante"), "*berce le petit furet* Soixante, et elle rentre avec moi aujourd'hui.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'à mi-chemin' sans offre antérieure", "*flatte l'encolure du shetland* Allez, on se retrouve à mi-chemin ?");
clear("403", "roleplay", ctx("EUR", 6_500, 5_000), ACCEPT, "*sort la lapine bélier de l'enclos* Marché conclu. Elle vient avec nous.");
clear("404", "roleplay", ctx("EUR", 6_000), bid(4_500), "*s'accoude à la cage 22* Les 3 poules naines de Pékin, écloses au printemps 2025. 45 € le trio.");
clear("405", "roleplay", ctx("EUR", 140_000, 110_000), WITHDRAW, "*rend la laisse* Il est adorable, mais pas à ce prix-là. Merci de votre temps.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*brandit le porte-bébé* Bon — cinq euros de plus que mes 40. Dernier mot.");
clear("407", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*le chaton ronronne dans ses bras* C'est votre dernier prix, ou on peut en parler ?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*le gris du Gabon siffle* Allez, on partage la différence.");
unclear("409", "roleplay", ctx("EUR", 45_000), "un chiffre pensé à voix haute avant de repartir, pas une offre", "*tourne autour du scooter électrique au vide-grenier* Hmm. 350... je refais un tour d'abord.");
clear("410", "roleplay", ctx("EUR", 5_000), bid(3_500), "*recompte les cochons d'Inde* 40 € les deux avec la cage — attendez, je reprends — 35 €.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*tape dans la main de l'éleveuse* Tope là. Vous auriez un carton pour que je le ramène en bus ?");
clear("412", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*examine le porte-bébé à la lumière* Vingt pour cent de rabais et il est à moi.");
clear("413", "roleplay", ctx("EUR", 70_000, 55_000), WITHDRAW, "*secoue la tête et s'éloigne* Hors de question.");
clear("414", "roleplay", ctx("EUR", 180_000), ask("payment"), "*passe la main le long des jambes du cob* En liquide, ou vous acceptez un virement ?");
clear("415", "roleplay", ctx("EUR", 3_500), bid(2_500), "*tapote la cage des perruches* 25 € le couple, et je ne discute plus.");
unclear("416", "roleplay", ctx("EUR", 48_000, 40_000), "'un peu au-dessus de ma dernière offre' sans montant", "*se penche sur l'enclos des tortues* Je pourrais monter un peu au-dessus de ma dernière offre, mais pas beaucoup.");

export const FRESH22_FR = done();

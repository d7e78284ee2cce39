/**
 * TWENTY-THIRD set, French (France, Belgium, Switzerland, Québec; see fresh23/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated:
 * auto et moto, énergie et logement, achetés par des ménages, des propriétaires bailleurs, de petites flottes et des
 * agences immobilières.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a house number and a phone
 * number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh23In } from "./build";

const { clear, unclear, done } = fresh23In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 210_000), bid(175_000), "Vous me laisseriez la CB125F de 2019, 13 500 km, à 1 750 € ? Je viens la chercher ce week-end.");
clear("002", "terse", ctx("EUR", 85_000), ask("shipping"), "La boîte de vitesses reconditionnée, le transport est compris ou le transporteur est en plus ?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "Faites-moi 15 % sur le remplacement de l'embrayage de l'Astra et je prends rendez-vous.");
clear("004", "terse", ctx("EUR", 125_000, 115_000), WITHDRAW, "Désolés, on ne prend pas le T3 finalement — on a trouvé plus près de l'école des enfants. Merci pour la visite.");
clear("005", "terse", ctx("EUR", 64_900), words(55_000, "cinq cent cinquante"), "Cinq cent cinquante pour l'attelage démontable avec faisceau 13 broches, posé, ça vous irait ?");
clear("006", "terse", ctx("EUR", 18_900, 16_000), ACCEPT, "Bon, va pour le contrat d'entretien de la chaudière à ce prix-là.");
unclear("007", "terse", ctx("EUR", 34_000), "une fourchette pour le débosselage, pas un prix", "entre 250 et 300 € pour débosseler la portière conducteur sans peinture ?");
clear("008", "terse", ctx("EUR", 240_000), minus(210_000, 30_000), "Enlevez 300 € sur l'isolation de la coulisse et on fixe une date.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "je peux payer la moitie maintenant et le reste quand je recupere la voiture pour la distribution ?");
clear("010", "terse", ctx("EUR", 44_900), bid(38_000), "420 € — euh non, pardon : 380 € pour le thermostat connecté posé.");
clear("011", "terse", ctx("EUR", 45_000, 35_000), WITHDRAW, "laissez tomber le grillage anti-pigeons sous les panneaux, je paie pas ça");
clear("012", "terse", ctx("EUR", 95_000, 85_000), plus(87_500, 2_500), "J'ajoute 25 € par mois à mon offre pour le studio au-dessus de la boulangerie. Je ne sais pas faire plus.");
clear("013", "terse", ctx("EUR", 6_500, 5_500), ACCEPT, "65 € le ménage entre deux locations — d'accord, réservez-nous pour toute la saison.");
clear("014", "terse", ctx("EUR", 69_900), ask("returns"), "Si la station électrique elle peut pas faire marcher mon frigo dans le van, je peux renvoyer dans 14 jours ?");
unclear("015", "terse", ctx("EUR", 135_000), "une offre qui ne vaut que si le démontage et la repose du plancher sont compris", "1 100 € pour refaire l'isolation des combles, si ça comprend de soulever le plancher et de le reposer.");
clear("016", "terse", ctx("EUR", 9_500), bid(7_500), "Recharge clim sur la Golf, immat. GK-194-FD, samedi 9 h, 14 rue du Moulin, 69004 Lyon — 75 € ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 105_000), bid(85_000), "bjr vous me laisseriez le scooter a 850 ? c pour mon fils pour aller au lycee pro, je peux passer voir n'importe quel soir, mon num 06 48 21 77 30 🛵");
clear("102", "chat", ctx("EUR", 420_000), ask("delivery"), "vous pouvez installer la batterie dans combien de temps ? toute notre prod solaire part sur le reseau en ce moment 😩");
clear("103", "chat", ctx("EUR", 12_000, 9_500), ACCEPT, "OUIII on réserve !! l'intérieur de la voiture est une catastrophe avec les gamins 🙈🚗 merci");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "trois cents balles"), "trois cents balles pour la réno des 4 jantes ça vous va ? je les ai toutes frottées en apprenant à me garer mdr");
unclear("105", "chat", ctx("EUR", 195_000), "sarcasme sur le loyer, ni offre ni acceptation", "1 950 € par mois pour un T2 sans parking ?? y a un majordome compris ou quoi 😂");
clear("106", "chat", ctx("EUR", 185_000), ask("warranty"), "combien de temps de garantie sur le nouveau cumulus ? l'ancien a tenu 8 ans seulement 🙄");
clear("107", "chat", ctx("EUR", 21_000, null, 4), total(18_000), "vous feriez 720 pour changer les 4 radiateurs ? les vieux sont rouillés en bas");
clear("108", "chat", ctx("EUR", 380_000, 320_000), WITHDRAW, "on fait pas l'allée finalement dsl, l'entreprise qui fait celle du voisin fera la nôtre en même temps. merci d'être passé");
clear("109", "chat", ctx("EUR", 32_000), ask("negotiable"), "c'est négociable le prix pour la pose du routeur solaire ?");
clear("110", "chat", ctx("CAD", 138_000, 106_000), middle(122_000), "on se rejoint au milieu pour le silencieux pis le convertisseur catalytique? 👍");
clear("111", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "ok go pour le désembouage 👍 votre technicien peut passer tôt le matin ? je pars au boulot à six heures et demie");
unclear("112", "chat", ctx("EUR", 26_000), "le prix d'un autre garage pour les freins, pas une offre", "le garage de la grand rue fait plaquettes + disques à 180 je dis ça comme ça");
clear("113", "chat", ctx("EUR", 9_500), ask("standing-offer"), "pardon c'était combien par mois déjà la gestion locative ? ma sœur me demande et je retrouve plus le mail");
clear("114", "chat", ctx("EUR", 21_500), minus(17_500, 4_000), "si vous me faites le double de clé 40 € moins cher c'est bon, j'ai perdu l'autre dans une bouche d'égout 🤦");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "je laisse tomber le diagnostic électrique pour l'instant, un pote électricien va le faire. merci quand même");
clear("116", "chat", ctx("EUR", 8_500), ask("discount"), "vous faites remise si je fais le diagnostic gaz de mes 3 appartement le même jour ?");
clear("117", "chat", ctx("EUR", 315_000), bid(260_000), "vous me feriez la nouvelle capote de la MX-5 à 2 600 € ? je peux la déposer lundi matin");
unclear("118", "chat", ctx("EUR", 26_000), "'à peu près' un montant, pas une offre ferme", "vous pourriez enlever le vieux poêle à gaz et condamner l'arrivée pour 200 € à peu près ? il est affreux 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 65_000), ask("delivery"),
  "Monsieur Hartmann,\n\nMerci pour votre devis de remplacement du tableau électrique. Nous récupérons les clés de la maison le 28 mars et aimerions que ce soit fait avant d'emménager. Dans quel délai pourriez-vous intervenir après cette date ?\n\nCordialement,\nAmira Hussein");
clear("202", "polite-email", ctx("EUR", 14_900, null, 9), bid(12_500),
  "Madame Kerrien,\n\nNous souhaitons équiper nos 9 utilitaires de balises GPS (liste des immatriculations jointe). Nous pouvons payer 125 € par balise, pose comprise. Notre bon de commande porte le numéro 6152.\n\nCordialement,\nDavid Piquet, responsable de flotte\nPiquet Plomberie SARL, 4 quai du Canal, 59000 Lille\n03 20 49 60 72");
clear("203", "polite-email", ctx("CAD", 125_000, 105_000), ACCEPT,
  "Maître Adjaoud,\n\nMerci pour votre offre de services pour l'achat du condo au 7, rue des Vergers. Nous retenons vos services aux honoraires indiqués. Vous pouvez me joindre au 514 555-0196 pour la suite du dossier.\n\nSalutations distinguées,\nThomas Whitlock");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(85_500, 5),
  "Madame, Monsieur,\n\nMerci pour votre proposition de mise en location de mon appartement avenue Victor-Hugo. Petit propriétaire d'un seul logement, je me permets de vous demander une remise de 5 % sur vos honoraires de location.\n\nCordialement,\nMarc Reynaud");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Monsieur Osei,\n\nNous envisageons un plancher chauffant électrique dans la salle de bain. Si nous donnons suite, pourrions-nous verser un acompte maintenant et le solde à la fin du chantier ? Quel montant d'acompte vous faudrait-il ?\n\nBien à vous,\nClaire Dumoulin");
clear("206", "polite-email", ctx("EUR", 980_000, 850_000), WITHDRAW,
  "Monsieur Lomet,\n\nMerci pour votre temps et pour le devis détaillé de transformation de notre garage. Nous avons finalement décidé de déménager plutôt que d'agrandir ; nous ne donnerons donc pas suite. Encore merci.\n\nCordialement,\nPriya et Samuel Kaur");
clear("207", "polite-email", ctx("EUR", 7_500, null, 12), total(6_500),
  "Bonjour Gérard,\n\nAprès la tempête, il faut remplacer douze panneaux de clôture au fond du jardin. Accepteriez-vous 780 € pour les douze, posés ?\n\nMerci,\nJohanna Mercier");
clear("208", "polite-email", ctx("CHF", 640_000), ask("warranty"),
  "Bonjour Madame Barras,\n\nMerci d'être venue prendre les mesures pour les nouvelles fenêtres. Combien d'années de garantie accordez-vous sur les vitrages isolants, et la garantie couvre-t-elle aussi les cadres et les ferrures ?\n\nMeilleures salutations,\nDenis Favre");
clear("209", "polite-email", ctx("EUR", 340_000), bid(275_000),
  "Monsieur Chambon,\n\nPour le carport en bois sur notre dalle existante, je vous propose 2 950 €. Toutes mes excuses, ce chiffre est erroné : notre offre est de 2 750 €.\n\nCordialement,\nHélène Prévost");
clear("210", "polite-email", ctx("EUR", 14_000, 12_000), ACCEPT,
  "Bonjour Lucie,\n\n140 € pour l'état des lieux d'entrée de l'appartement du quai, ça nous convient. Les clés seront à l'agence dès jeudi.\n\nMerci,\nMarc\nAgence du Port");
clear("211", "polite-email", ctx("EUR", 89_000), ask("returns"),
  "Bonjour,\n\nNous avons commandé les panneaux rayonnants infrarouges pour les deux chambres du fond. S'ils ne chauffent pas assez les pièces, de combien de temps disposerions-nous pour les retourner non utilisés ?\n\nCordialement,\nGwen Élie\n\n> Le 4 oct., ChaleurMur a écrit :\n> Vos panneaux (commande 31884) seront expédiés sous 5 jours ouvrés.");
unclear("212", "polite-email", ctx("EUR", 230_000), "un prix qui attend encore l'accord du conseil syndical",
  "Monsieur Caye,\n\nMerci pour le devis de remplacement de l'interphone de la résidence Les Hêtres. Le conseil syndical se réunit mardi ; s'il donne son accord, nous pourrions proposer 1 850 €.\n\nCordialement,\nMarguerite Hallé\nPrésidente du conseil syndical");
clear("213", "polite-email", ctx("EUR", 148_000), words(120_000, "mille deux cents euros"),
  "Monsieur Quinet,\n\nMerci d'être passé voir nos fenêtres anciennes. Pour le calfeutrage des six fenêtres tel que chiffré, je vous propose mille deux cents euros.\n\nBien à vous,\nAnne Marchal");
clear("214", "polite-email", ctx("EUR", 87_500, 82_500), WITHDRAW,
  "Madame Fenton,\n\nMerci d'avoir réservé pour nous le T2 rue du Moulin. La mutation de mon compagnon est tombée à l'eau ; nous ne prendrons donc pas l'appartement.\n\nCordialement,\nRory Gallet\n\n> Le 9 sept. 2026 à 11:20, Katia Fenton a écrit :\n> Nous pouvons garder l'appartement jusqu'à vendredi. Le loyer est de 875 € charges comprises, dépôt de garantie d'un mois.");
clear("215", "polite-email", ctx("EUR", 260_000), ask("shipping"),
  "Bonjour,\n\nVous nous avez chiffré trois radiateurs à accumulation. Livrez-vous jusqu'à Barcelonnette, et est-ce compris dans le prix ou facturé en plus ?\n\nMerci d'avance,\nYvan Caillol");
clear("216", "polite-email", ctx("EUR", 56_000), bid(45_000),
  "Monsieur Doyen,\n\nJ'ai besoin de faire convoyer ma voiture sur plateau de Lille à Biarritz le jeudi 12 juin, avec enlèvement entre 8 h et 10 h. Je peux proposer 450 €.\n\nCordialement,\nFiona Grangé");
unclear("217", "polite-email", ctx("EUR", 210_000), "deux prix pour deux tailles de cuve, aucun choix fait",
  "Monsieur Roux,\n\nPour la nouvelle cuve à fioul double paroi, nous hésitons entre la 1 000 litres à 1 650 € et la 1 500 litres à 1 900 €. Nous vous dirons laquelle quand nous aurons remesuré la chaufferie.\n\nBien à vous,\nGuillaume et Carole Hugues");
clear("218", "polite-email", ctx("EUR", 34_000, 29_000), ACCEPT,
  "Monsieur Patel,\n\nC'est d'accord pour la pose de l'escalier escamotable avec la trappe isolée, comme dans votre devis. Faut-il dégager le palier avant l'arrivée de votre poseur ?\n\nMerci beaucoup,\nRuth Collin");

// ---- agent ----
clear("301", "agent", ctx("EUR", 145_000, 130_000), ask("rounds-left"),
  "Je suis un agent IA et je négocie pour mon utilisateur un bail d'un an sur le T3 de la résidence Bord de Rivière. Combien de tours d'offres êtes-vous prêt à faire avant de fixer le loyer ?");
clear("302", "agent", ctx("EUR", 999_500), bid(925_000),
  "Étude de marché pour l'achat de Mme Turpin : Renault Zoé 52 kWh de 2020 avec certificat de batterie à 88 % ou plus — trois annonces ce mois-ci à 9 200 €, 9 650 € et 9 900 €. Votre prix : 9 995 €. Son offre : 9 250 €.");
clear("303", "agent", ctx("EUR", 890_000), words(750_000, "sept mille cinq cents euros"),
  "Mme Harnois m'a chargé de fixer le prix de l'aménagement de son Transit Custom (isolation, banquette-lit, batterie auxiliaire et réchaud deux feux, comme convenu). Elle est prête à payer sept mille cinq cents euros.");
unclear("304", "agent", ctx("EUR", 420_000), "un budget avec une demande de devis, pas une offre",
  "M. Chaudhry, propriétaire bailleur pour qui j'interviens, a prévu 3 500 € pour faire passer son appartement en classe D du DPE — isolation et régulation du chauffage ensemble. Que pourriez-vous faire pour ce montant ?");
clear("305", "agent", ctx("EUR", 645_000, 590_000), minus(565_000, 25_000, "last-bid"),
  "Ici l'assistant de M. Okafor. Le contrôle avant achat de la Focus de 2016 a relevé deux pneus arrière usés ; nous retirons donc 250 € de notre offre précédente.");
clear("306", "agent", ctx("EUR", 24_000), ask("discount"),
  "Je gère l'entretien des véhicules d'un petit électricien qui a cinq utilitaires. Avez-vous un tarif par véhicule plus bas si les cinq font leur révision annuelle chez vous ?");
clear("307", "agent", ctx("EUR", 680_000), percentOff(612_000, 10),
  "Pour le compte de Mme Lindsay : nous souhaitons faire réaliser la réfection complète de l'électricité de sa maison mitoyenne à 10 % sous le prix de votre devis. Merci de me dire si vous êtes d'accord.");
clear("308", "agent", ctx("EUR", 35_000, 30_000), ACCEPT,
  "Mme Adler a validé votre forfait mensuel pour la remise des clés et l'accueil des voyageurs dans son gîte ; nous donnons donc suite. Pourriez-vous envoyer le contrat de prestation à signer ?");
clear("309", "agent", ctx("EUR", 8_500, null, 6), total(7_000),
  "Achat pour le compte d'un propriétaire : sa colocation de six chambres doit être équipée de six détecteurs de fumée et de chaleur interconnectés, sur secteur, posés. Votre devis est à l'unité ; notre offre est de 420 € pour les six, pose comprise.");
clear("310", "agent", ctx("EUR", 945_000, 860_000), plus(875_000, 15_000),
  "Mon client a étudié votre contre-proposition et augmente de 150 € son offre précédente pour la Yaris hybride de 2018, avec la reprise de sa Corsa au montant estimé.");
clear("311", "agent", ctx("EUR", 175_000), ask("delivery"),
  "L'agence Castel Immobilier m'a demandé d'organiser la pose d'un survitrage sur le bow-window du 22 rue d'Albion. Le nouveau locataire entre le 1er octobre : dans quel délai pourriez-vous intervenir ?");
clear("312", "agent", ctx("EUR", 48_900, 42_000), WITHDRAW,
  "Merci pour la proposition de LLD du fourgon électrique. Mon utilisateur garde finalement ses utilitaires diesel une année de plus ; nous en restons là.");
clear("313", "agent", ctx("EUR", 16_500, null, 7), bid(14_000),
  "Commande proposée pour Taxis de l'Étoile (JSON) :\n{\"article\": \"dashcam avant et arrière, branchée en permanence\", \"vehicules\": 7, \"carte_sd_go\": 128, \"code_postal_pose\": \"31000\", \"offre_par_vehicule_eur\": 140}");
unclear("314", "agent", ctx("EUR", 125_000), "deux loyers pour deux durées de bail, l'utilisatrice n'a pas choisi",
  "Deux options restent ouvertes pour la maison de trois chambres rue des Érables : 1 150 € par mois sur un bail d'un an, ou 1 100 € sur deux ans. Mon utilisatrice n'a pas encore choisi ; je vous confirme dès qu'elle l'aura fait.");
clear("315", "agent", ctx("EUR", 690_000), minus(650_000, 40_000),
  "M. et Mme Beyer souhaitent faire réaliser l'isolation thermique par l'extérieur du pignon, enduit compris comme prévu, pour 400 € de moins que votre devis.");
clear("316", "agent", ctx("EUR", 17_900), ask("standing-offer"),
  "Combien facturez-vous actuellement un contrôle avant achat ? Mon utilisateur regarde un Transit d'occasion chez un particulier et j'aimerais connaître votre chiffre avant de faire une offre au vendeur.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "quarante"), "*retourne le carburateur Solex dans ses mains* Je vous en donne quarante.");
unclear("402", "roleplay", ctx("EUR", 240_000), "'chacun la moitié du chemin' sans offre antérieure", "*enjambe la moto de trial* Allez, on fait chacun la moitié du chemin ?");
clear("403", "roleplay", ctx("EUR", 110_000, 100_000), ACCEPT, "*regarde le parc depuis le bow-window* Marché conclu. On prend l'appartement au loyer affiché.");
clear("404", "roleplay", ctx("EUR", 12_000), bid(9_000), "*fouille dans la caisse du stand 14* Ces 2 pare-chocs chromés — c'est de la Coccinelle 72, non ? Je vous en donne 90 € les deux.");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), WITHDRAW, "*repose l'évier en grès sur la palette* Il est superbe. Trop cher pour moi, par contre — merci quand même.");
clear("406", "roleplay", ctx("EUR", 26_000, 18_000), plus(19_000, 1_000), "*écoute tourner la vieille C90* Je monte de dix euros au-dessus de mes 180, et je m'arrête là.");
clear("407", "roleplay", ctx("EUR", 65_000), ask("negotiable"), "*donne un coup de pied dans un pneu de la remorque* C'est ferme, ou vous pouvez bouger un peu ?");
clear("408", "roleplay", ctx("EUR", 740_000, 660_000), middle(700_000), "*pianote sur le bureau du vendeur* Bon. À mi-chemin entre votre prix et le mien, alors.");
unclear("409", "roleplay", ctx("EUR", 230_000), "un chiffre pensé à voix haute avant d'aller réfléchir, pas une offre", "*fait lentement le tour de la vieille Saab* Hmm. 1 800... je vais prendre un café et réfléchir.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(4_500), "*compte les billets dans son portefeuille* 60 € pour les deux antibrouillards — non, attendez — 45 €.");
clear("411", "roleplay", ctx("EUR", 150_000, 120_000), ACCEPT, "*tope au-dessus du capot de la Mini à restaurer* Marché conclu. Elle peut rester dans votre cour jusqu'à dimanche, le temps que j'emprunte une remorque ?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(24_000, 20), "*tapote le vieux radiateur en fonte* Vingt pour cent de moins et je le charge tout de suite.");
clear("413", "roleplay", ctx("EUR", 795_000, 700_000), WITHDRAW, "*rejette les clés sur le bureau* Laissez tomber.");
clear("414", "roleplay", ctx("EUR", 680_000), ask("payment"), "*feuillette la carte grise du Defender* La moitié par virement maintenant et le reste en liquide à l'enlèvement, ça vous irait ?");
clear("415", "roleplay", ctx("EUR", 40_000), bid(28_000), "*passe la main sur la vieille porte d'entrée en chêne* 280 € et je la porte moi-même jusqu'au camion.");
unclear("416", "roleplay", ctx("EUR", 520_000, 460_000), "'un petit quelque chose sur ma dernière offre' sans montant", "*s'accroupit pour regarder la rouille sur les bas de caisse* Je veux bien remettre un petit quelque chose sur ma dernière offre, mais n'espérez pas beaucoup.");

export const FRESH23_FR = done();

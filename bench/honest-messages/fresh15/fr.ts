/**
 * FIFTEENTH set, French (France, Belgium, Switzerland, Québec; see fresh15/index.ts): written 2026-11-27 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts in local wording: licences, un nom de domaine, de la commandite
 * de balado, du café vert, des palettes de carrelage, de l'hébergement, une traduction, un site web, et des objets
 * de collection chinés.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh15In } from "./build";

const { clear, unclear, done } = fresh15In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 250_000), bid(180_000), "1 800 € pour cafetiere.fr, je passe par un séquestre dès cette semaine.");
clear("002", "terse", ctx("CHF", 90_000), words(75_000, "sept cent cinquante"), "Sept cent cinquante francs pour le spot au milieu de l'épisode, diffusions de mars.");
clear("003", "terse", ctx("EUR", 180_000, 150_000), ACCEPT, "Marché conclu. Le Laser est à moi, je passe dimanche avec la remorque.");
clear("004", "terse", ctx("CAD", 850_000, 700_000), WITHDRAW, "La Triumph, c'est trop cher pour moi. Je me retire, merci.");
clear("005", "terse", ctx("EUR", 120_000), ask("delivery"), "Les palettes de carrelage peuvent-elles être sur le chantier à Namur pour jeudi en huit ?");
clear("006", "terse", ctx("EUR", 340_000), minus(300_000, 40_000), "Le stand est 400 € trop cher. Baissez d'autant et on signe aujourd'hui.");
clear("007", "terse", ctx("EUR", 150_000), percentOff(127_500, 15), "Je prendrais l'Allen & Heath à 15 % sous votre prix, retrait samedi.");
clear("008", "terse", ctx("EUR", 80_000), bid(65_000), "Prusa MK4 avec les 2 bobines, 650 en liquide ?");
clear("009", "terse", ctx("EUR", 160_000), bid(130_000), "1 400 € pour la collection de pièces, enfin je veux dire 1 300 € : j'avais oublié qu'il manque deux napoléons.");
clear("010", "terse", ctx("EUR", 210_000), ask("payment"), "PayPal possible pour les panneaux solaires, ou uniquement virement ?");
unclear("011", "terse", ctx("EUR", 85_000), "une fourchette pour le télescope, pas un prix : quel bout est l'offre ?", "Je verrais entre 600 et 700 pour le Dobson.");
clear("012", "terse", ctx("EUR", 42_000, 30_000), plus(32_500, 2_500), "Dracaufeu : j'ajoute 25 € à ma dernière offre. Je ne peux pas aller plus loin.");
clear("013", "terse", ctx("EUR", 32_000, 26_000), ACCEPT, "Va pour 320. Le bac de vinyles est à moi.");
unclear("014", "terse", ctx("EUR", 28_000), "une offre à condition que la palette ne contienne que de l'électronique", "200 pour la palette de retours, si c'est vraiment que de l'électronique.");
clear("015", "terse", ctx("CHF", 65_000), ask("returns"), "La serre en kit, elle est reprise si le carton n'est pas ouvert ? Pas sûr qu'elle rentre dans le jardin.");
clear("016", "terse", ctx("CAD", 240_000, 180_000), WITHDRAW, "On a décidé de rester avec notre hébergeur actuel pour l'année. Merci quand même.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(58_000), "coucou le faucon millenium UCS est encore sous blister ?? je peux faire 580, je passe demain après le taf");
clear("102", "chat", ctx("EUR", 26_000, 22_000), ACCEPT, "attends sérieux ?? 😍 ok top, marché conclu, festival nous voilà 🎪 envoie-moi le transfert des billets quand tu veux");
clear("103", "chat", ctx("CAD", 90_000, 60_000), WITHDRAW, "bon je pense que je vais laisser faire pour le drone, c'est un peu plus que ce que je voulais mettre. merci pareil");
clear("104", "chat", ctx("CHF", 30_000), ask("shipping"), "la platine c'est seulement à l'emporter ou tu peux l'envoyer par la poste ? je suis à Delémont mdr, ça coûterait combien");
clear("105", "chat", ctx("EUR", 42_000), words(30_000, "trois cents"), "trois cents pour la monture EQ et je passe la chercher samedi, ça marche ?");
clear("106", "chat", ctx("EUR", 70_000), bid(52_000), "520 pour le site de 5 pages ? mon GSM c'est le 0470 55 04 58 si c'est plus simple d'en parler");
clear("107", "chat", ctx("CAD", 640_000, 500_000), middle(570_000), "on coupe la poire en deux pour le flipper? 🤝 ça fait des semaines que je le guette");
clear("108", "chat", ctx("EUR", 90_000), ask("warranty"), "il reste combien de temps sur la garantie constructeur de l'onduleur ? et elle est transférable ?");
unclear("109", "chat", ctx("EUR", 20_000), "sarcasme sur le prix : ni offre ni acceptation", "200 pour une holo pliée 💀 il se croit encore en 1999 lui");
unclear("110", "chat", ctx("EUR", 95_000), "un prix vu ailleurs, pas une offre", "j'ai vu un juno-106 partir sur leboncoin la semaine dernière à 780 🤷");
clear("111", "chat", ctx("EUR", 1_450, null, 150), ask("discount"), "150 t-shirts, un seul logo, une couleur — c'est quoi ton meilleur prix à la pièce pour cette quantité ?");
clear("112", "chat", ctx("EUR", 14_500, null, 4), total(13_000), "4 pass week-end pour 520 le tout ? on y va tous ensemble");
clear("113", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "bon bon t'as gagné, la valise d'oculaires est à moi, envoie-moi ton RIB 🙌");
clear("114", "chat", ctx("EUR", 30_000, 18_000), WITHDRAW, "non merci, pas à ce prix-là.");
clear("115", "chat", ctx("EUR", 56_000), minus(50_000, 6_000), "le pedalboard à 60 de moins que ton annonce ? je peux passer après 18h");
clear("116", "chat", ctx("EUR", 880_000), ask("negotiable"), "y a une marge sur le prix du food truck café ou c'est ferme");
unclear("117", "chat", ctx("EUR", 55_000), "'dans les' un chiffre, pas une offre ferme", "genre dans les 400 pour la boîte à rythmes ?");
clear("118", "chat", ctx("CAD", 120_000, 90_000), ask("standing-offer"), "tu me rappelles combien tu voulais pour le rack de serveurs? je suis sur mon cell pis je le retrouve pas");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(455_000),
  "Monsieur Achard,\n\nJ'ai eu grand plaisir à voir samedi la Vespa Primavera de 1974 — elle est superbe, même si le plancher est à ressouder et qu'elle n'a pas tourné depuis trois ans. Mon offre est de 4 550 €, et je viens avec ma propre remorque.\n\nBien cordialement,\nThomas Gréville\n22, rue des Capucins, 69001 Lyon\n06 55 49 07 38");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Bonjour Solène,\n\nBonne nouvelle de notre côté : les associés ont lu votre proposition révisée pour le site et nous souhaitons aller de l'avant. Envoyez-nous le contrat quand il sera prêt.\n\nBien à vous,\nDenis Morel\nMenuiserie Morel");
clear("203", "polite-email", ctx("EUR", 450_000, 360_000), WITHDRAW,
  "Madame, Monsieur,\n\nMerci d'avoir réservé le stand d'angle pour nous. Après examen de notre budget salons, nous avons décidé de ne pas exposer finalement ; vous pouvez donc libérer l'emplacement.\n\nAvec nos remerciements,\nFabienne Gallez\nResponsable marketing, Gallez Outdoor SRL");
clear("204", "polite-email", ctx("EUR", 8_400, null, 20), ask("delivery"),
  "Bonjour,\n\nNous ouvrons une petite épicerie fine à Bordeaux et souhaitons 20 cartons de votre huile d'olive vierge extra Picual. Quand pourriez-vous livrer ? L'ouverture est prévue le 2 juin et il nous faudrait la marchandise la semaine d'avant.\n\nMerci d'avance,\nAurélie Roux\nLe Garde-Manger");
clear("205", "polite-email", ctx("CHF", 320_000), words(270_000, "deux mille sept cents"),
  "Madame Moreau,\n\nMerci pour les pages d'essai. Pour la traduction de notre manuel d'utilisation de 80 pages de l'allemand vers le français, nous pouvons offrir deux mille sept cents francs pour l'ensemble du travail, une relecture comprise.\n\nMeilleures salutations,\nCyril Dorsaz\nDocumentation technique, Dorsaz Pompes SA");
clear("206", "polite-email", ctx("EUR", 80_000), percentOff(72_000, 10),
  "Bonjour Jessica,\n\nMerci pour le devis d'impression des flyers. Comme nous sommes une association et que nous recommanderons sans doute au printemps, pourriez-vous nous accorder 10 % de remise ?\n\nBelle journée,\nMaya Okafor\nÉvénements, Restos du Quartier");
clear("207", "polite-email", ctx("CAD", 480_000), ask("payment"),
  "Bonjour,\n\nNotre service des comptes fournisseurs paie uniquement par dépôt direct. Est-ce possible pour la licence annuelle du logiciel d'analyse? Merci d'indiquer le bon de commande 7731-A sur la facture.\n\nMerci,\nJennifer Allard\nApprovisionnement, Groupe dentaire du Lac");
unclear("208", "polite-email", ctx("EUR", 150_000, 120_000), "une acceptation qui attend le feu vert de la directrice financière",
  "Bonjour Olivier,\n\nMerci d'avoir revu votre prix pour le pack de photos de banque d'images. Je suis tentée de dire oui, mais tout ce qui dépasse le plafond de la carte doit passer par notre directrice financière, absente jusqu'à lundi.\n\nCordialement,\nPriya Nair\nDirectrice de création, Agence Nordlicht");
clear("209", "polite-email", ctx("EUR", 72_000, null, 3), bid(62_000),
  "Madame, Monsieur,\n\nNous souhaitons 3 tonnes de plants certifiés de pomme de terre Charlotte, livraison le 18 mars à la ferme des Tilleuls, 7 route de Beauvais, 60650 Hanvoile. Nous pouvons payer 620 € la tonne rendue ferme. Notre numéro de commande est le 2290-37.\n\nCordialement,\nRichard Hallé\n03 44 55 06 14");
clear("210", "polite-email", ctx("CAD", 890_000), bid(760_000),
  "Bonjour Marco,\n\nPour le camion de bouffe 2009, on peut offrir 7 900 $ (faute de frappe, désolée : il fallait lire 7 600 $; les pneus sont à changer avant l'inspection).\n\nMerci,\nDana Blanchet\nTacos Blanchet");
clear("211", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Bonjour,\n\nNous sommes intéressés par la machine à expresso deux groupes reconditionnée pour notre café. Elle est garantie combien de temps, et une panne de pompe ou de chaudière serait-elle couverte ?\n\nCordialement,\nNora Quintin\nCafé du Coin");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Chère Léna,\n\nC'est d'accord pour 2 400 € pour le pack identité visuelle. Nous avons hâte de voir les premières pistes ; envoyez-nous l'accord et nous le signerons cette semaine.\n\nBien à vous,\nConstant Brun\nBoulangerie Brun");
clear("213", "polite-email", ctx("EUR", 960_000, 700_000), WITHDRAW,
  "Madame Chen,\n\nMerci de votre patience pendant que nous évaluions la proposition de licences. Nous avons décidé de renouveler avec notre fournisseur actuel et ne donnerons donc pas suite.\n\nBien cordialement,\nMarc Sauvage\nDirecteur informatique, Port Logistique");
clear("214", "polite-email", ctx("CHF", 42_000), ask("returns"),
  "Bonjour,\n\nPetite question sur le Nikkor 105 mm avant d'acheter : quelle est votre politique de retour si du voile ou des champignons apparaissent alors qu'ils ne se voyaient pas sur les photos ?\n\nMerci d'avance,\nÉdouard");
clear("215", "polite-email", ctx("EUR", 46_000, null, 5), total(40_000),
  "Bonjour,\n\nJ'ai vu que vous écoulez les cinq dernières palettes de grès cérame gris. Je vous en offre 2 000 € pour les cinq, et j'ai un camion libre vendredi pour les enlever.\n\nCordialement,\nPierre Nollet\nNollet Sols");
clear("216", "polite-email", ctx("CAD", 590_000), ask("shipping"),
  "Bonjour,\n\nLe juke-box Wurlitzer nous ferait très plaisir pour notre bar à Québec. Combien coûteraient la mise en caisse et le transport en plus du prix?\n\nMerci,\nGrégoire Tanguay\nLe Salon d'écoute");
unclear("217", "polite-email", ctx("EUR", 320_000), "deux prix pour deux durées de location : lequel est l'offre ?",
  "Bonjour,\n\nUn chalet au marché de Noël nous intéresse beaucoup. Notre budget va jusqu'à 1 800 €, mais nous pourrions sans doute trouver 2 900 € si le mois complet est la seule formule. Dites-moi ce que vous en pensez.\n\nBien à vous,\nHélène Prévost\nBougies Prévost");
clear("218", "polite-email", ctx("EUR", 95_000, 80_000), ACCEPT,
  "Bonjour Monsieur Garnier,\n\nC'est oui pour la serre d'exposition ! Comment on s'organise : votre équipe la démonte et nous l'apporte, ou faut-il qu'on loue une camionnette ?\n\nBien cordialement,\nSuzanne et Martin");

// ---- agent ----
clear("301", "agent", ctx("EUR", 14_400, null, 25), bid(11_500), "Je suis l'assistant d'achat IA de Pied-d'alouette Design (25 salariés). Pour 25 licences de votre offre de gestion de projet en facturation annuelle, nous proposons 115 € par licence et par an.");
clear("302", "agent", ctx("EUR", 690_000), bid(575_000), "Ventes comparables, Honda CB400F de 1978, état similaire :\n- 5 900 € (Lille)\n- 6 400 € (Lyon)\n- 6 100 € (Nantes)\n- 6 700 € (Marseille)\nMédiane : 6 250 €. Après ajustement pour l'échappement non d'origine, l'offre de mon mandant est de 5 750 €.");
clear("303", "agent", ctx("EUR", 180_000, 150_000), ACCEPT, "Confirmé : l'offre d'hébergement infogéré est acceptée au prix de votre dernier message. Merci d'adresser le contrat au service financier de mon mandant.");
clear("304", "agent", ctx("CAD", 400_000, 300_000), WITHDRAW, "Je vous informe que ma cliente a retenu une autre occasion de commandite et ne souhaite plus donner suite à votre forfait balado. Ceci clôt nos échanges.");
clear("305", "agent", ctx("EUR", 1_850, null, 60), total(1_650), "Agent acheteur pour la Brûlerie des Quais (Nantes).\nCommande : 60 kg de café vert Colombie Huila\n- Prix proposé : 990 € pour les 60 kg\n- Livraison : DAP, notre entrepôt\n- Paiement : 30 jours");
clear("306", "agent", ctx("EUR", 260_000, 220_000), ask("rounds-left"), "Question de procédure au sujet du synthétiseur Moog : combien de contre-offres puis-je encore faire avant la fin de cette négociation ?");
clear("307", "agent", ctx("EUR", 210_000), minus(185_000, 25_000), "Ma mandante a examiné votre devis de migration de sa boutique en ligne vers le nouveau serveur. Elle se chargera elle-même des changements DNS et propose donc le devis diminué de 250 €.");
clear("308", "agent", ctx("EUR", 300_000), ask("discount"), "Ma mandante est une association reconnue d'utilité publique. Proposez-vous des tarifs associatifs ou pluriannuels pour les licences du logiciel de design ?");
clear("309", "agent", ctx("EUR", 520_000, 440_000), minus(420_000, 20_000, "last-bid"), "Après examen avec le conseil du sponsor, mon mandant doit retrancher 200 € de l'offre de 4 400 € que nous avions soumise pour le parrainage du congrès.");
clear("310", "agent", ctx("EUR", 150_000), words(120_000, "mille deux cents"), "Article : lot de comics Silver Age (selon l'annonce)\nOffre : mille deux cents euros\nPaiement : à réception du numéro de suivi\nAgent : Achats Plume, pour le compte d'un collectionneur privé");
clear("311", "agent", ctx("CHF", 180_000, 150_000), ask("standing-offer"), "Pour éviter toute confusion au sujet du serveur dédié sur 12 mois : pourriez-vous me rappeler le prix que vous demandez actuellement ?");
unclear("312", "agent", ctx("EUR", 350_000), "un budget trimestriel, pas une offre pour le forfait", "Le budget publicité podcast de ma mandante pour le troisième trimestre est de 12 000 € tous supports confondus ; j'attribuerai un montant à votre offre quand les autres devis seront arrivés.");
clear("313", "agent", ctx("EUR", 260_000, 210_000), plus(225_000, 15_000), "Mon client m'autorise à ajouter 150 € à notre offre précédente pour la borne d'arcade restaurée. Une réponse rapide serait appréciée.");
clear("314", "agent", ctx("EUR", 990_000), bid(860_000), "Offre pour la remorque snack d'occasion :\n```json\n{\"article\": \"remorque snack\", \"annee\": 2015, \"offre_eur\": 8600, \"enlevement\": \"acheteur\", \"valable_jusqu_a\": \"vendredi\"}\n```");
unclear("315", "agent", ctx("EUR", 280_000), "deux offres retenues, aucune décision : ni l'une ni l'autre n'est une offre", "Statut : la cliente a retenu deux offres possibles pour le fonds de photographies aériennes, 2 000 € et 2 300 €. Pas encore de décision ; je vous tiens au courant.");
clear("316", "agent", ctx("EUR", 620_000), ask("warranty"), "Pour les serveurs rack reconditionnés (2× Dell R740) : quelle durée de garantie s'applique, et le remplacement des pièces le jour ouvré suivant est-il inclus ?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 32_000), bid(24_000), "*déplie la longue-vue en laiton et plisse un œil* Une rayure sur l'objectif. 240 en billets, et inutile de l'emballer.");
clear("402", "roleplay", ctx("EUR", 62_000, 56_000), ACCEPT, "*pose l'aiguille, écoute le crépitement et sourit* Vendu. Le gramophone rentre avec moi.");
clear("403", "roleplay", ctx("EUR", 85_000, 60_000), WITHDRAW, "*referme doucement la boîte de bandes dessinées* Je n'irai pas jusque-là. Bonne chance avec elles, l'ami.");
clear("404", "roleplay", ctx("EUR", 5_500), words(4_000, "quarante"), "*incline le disque sous la lampe et le regarde onduler* Il est voilé, mon vieux. Quarante euros et je vous rends service.");
clear("405", "roleplay", ctx("EUR", 36_000, 28_000), middle(32_000), "*tape « pas de vente » sur la vieille caisse enregistreuse en laiton et rit* Partageons la différence entre votre chiffre et le mien.");
clear("406", "roleplay", ctx("CHF", 12_000), bid(8_500), "*fouille dans son porte-monnaie* 90 pour le robot en fer-blanc... attendez, disons plutôt 85, je dois garder de quoi prendre le tram.");
unclear("407", "roleplay", ctx("EUR", 42_000), "réfléchit tout haut à un chiffre et veut attendre le lendemain : pas encore d'offre", "*lève le sextant vers la fenêtre et vise le clocher* Ça pourrait valoir 300 à mes yeux. Mais la nuit porte conseil.");
clear("408", "roleplay", ctx("EUR", 26_000), ask("negotiable"), "*soulève le couvercle du samovar en cuivre* Superbe. Le prix sur l'étiquette est fixe, ou on marchande à ce stand ?");
clear("409", "roleplay", ctx("EUR", 48_000), percentOff(36_000, 25), "*passe le pouce sur l'éclat au bout du manche de la guitare* Ça, c'est pour le luthier. Vingt-cinq pour cent de moins que l'étiquette et elle part avec moi.");
unclear("410", "roleplay", ctx("EUR", 22_000), "deux prix, indécis", "*feuillette l'album de timbres en remuant les lèvres* Rien que les Cérès... 150 ? Quoique pour 170, je me sentirais moins voleur. Oh, je ne sais pas.");
clear("411", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*serre la main en souriant* Marché conclu, la barque est à moi. Elle peut rester sur votre cale jusqu'au week-end, le temps que j'emprunte une remorque ?");
clear("412", "roleplay", ctx("CHF", 70_000, 50_000), plus(58_000, 8_000), "*refait le tour du vieux vélo en tapotant la selle* Allez — je rajoute huitante à ce que je vous ai proposé.");
clear("413", "roleplay", ctx("EUR", 300_000, 220_000), WITHDRAW, "*fait rouler la navette entre ses doigts et la repose* C'est une merveille, mais c'est au-dessus de mes moyens. Je laisse le métier à tisser à quelqu'un d'autre.");
unclear("414", "roleplay", ctx("EUR", 150_000), "sarcasme sur le prix : pas une offre", "*regarde dans le tube et souffle* 1 500 pour un miroir fêlé ? À ce prix-là, je veux une comète en prime.");
clear("415", "roleplay", ctx("EUR", 450_000), bid(380_000), "*s'agenouille près de la BSA et essuie le réservoir* 1968, 650 cm³, 41 000 miles au compteur, et l'embrayage patine. 3 800 et je l'embarque aujourd'hui sur la remorque.");
clear("416", "roleplay", ctx("EUR", 18_000), ask("payment"), "*sort son téléphone de la poche de son manteau* Vous prenez le virement à ce stand, ou c'est espèces uniquement ?");

export const FRESH15_FR = done();

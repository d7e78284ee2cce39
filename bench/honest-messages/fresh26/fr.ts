/**
 * TWENTY-SIXTH set, French (France, Belgium, Switzerland, Québec; see fresh26/index.ts): written 2026-11-29 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader
 * on these messages. The same 84 situations as en.ts, written as French-speaking buyers write them, not translated :
 * cours et soutien scolaire, coaching, examens, interprétariat, honoraires d'experts-comptables, d'avocats, de
 * notaires, d'experts et d'architectes, commandes artistiques et encadrement, musiciens et conférenciers, lieux
 * d'exposition, musées, archives et bibliothèques, salle de répétition et studio, services d'édition, salles,
 * adhésions et abonnements.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh26In } from "./build";

const { clear, unclear, done } = fresh26In("fr");

// ---- terse ----
clear("001", "terse", ctx("EUR", 19_500), bid(15_000), "Salle 3, les jeudis de 19 h à 22 h, six semaines à partir du 9 janvier pour le groupe — vous prendriez 150 € pour le tout ?");
clear("002", "terse", ctx("EUR", 32_000), ask("shipping"), "La location des cloisons d'exposition mobiles couvre-t-elle aussi le transport jusqu'au lieu ?");
clear("003", "terse", ctx("EUR", 26_000), percentOff(23_400, 10), "Si vous me faites le cours de tournage de dix semaines avec 10 % de remise, je m'inscris ce soir.");
clear("004", "terse", ctx("EUR", 4_800, 4_000), WITHDRAW, "Merci de nous avoir gardé un créneau, mais on arrête les cours de latin — Sophie abandonne le latin l'an prochain.");
clear("005", "terse", ctx("EUR", 25_000), words(22_500, "deux cent vingt-cinq"), "Deux cent vingt-cinq pour la vérification des comptes de notre club de pétanque, ce serait possible ?");
clear("006", "terse", ctx("EUR", 90_000, 75_000), ACCEPT, "Très bien — réservez le trio pour le vernissage à ce cachet, s'il vous plaît.");
unclear("007", "terse", ctx("EUR", 65_000), "une fourchette pour la relecture de la thèse, pas un prix", "Pour la relecture de ma thèse, je pourrais mettre de 400 à 500 €.");
clear("008", "terse", ctx("EUR", 45_000), minus(40_000, 5_000), "Avec 50 € de moins sur le forfait de coaching de carrière, je commence lundi.");
clear("009", "terse", ctx("EUR", 89_000), ask("payment"), "le stage de vol a voile ca peut se regler en 3 fois, une par mois jusqu'en juillet ?");
clear("010", "terse", ctx("EUR", 9_000), bid(6_500), "85 € pour la séance de préparation à l'audition — attendez, je lisais ma note de l'an dernier — 65 €.");
clear("011", "terse", ctx("EUR", 24_000, 18_000), WITHDRAW, "oubliez le mastering. trop cher pour nous.");
clear("012", "terse", ctx("EUR", 60_000, 48_000), plus(52_000, 4_000), "Pour l'index de l'histoire du village : ma dernière offre plus 40 €, et je m'arrête là.");
clear("013", "terse", ctx("EUR", 65_000, 50_000), ACCEPT, "Va pour 650 € pour relire le bail de la salle du club — je vous l'envoie ce soir.");
clear("014", "terse", ctx("EUR", 6_900), ask("returns"), "Les livres pour cours IELTS, si c'est mauvaise édition, c'est possible renvoyer sous 30 jours ?");
unclear("015", "terse", ctx("EUR", 26_000), "une offre qui ne vaut que si chaises et prise sont comprises avec la table", "Si la table dans l'allée des artistes à la convention BD vient avec deux chaises et une prise électrique, je mets 220 €.");
clear("016", "terse", ctx("CAD", 27_500), bid(22_000), "Vol d'initiation, 45 min, samedi le 14 à 10 h 30, mon père (71 ans) en arrière comme passager — vous prendriez 220 $ ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "on a besoin de violoncelle sur 3 morceaux de l'ep, on enregistre samedi — 150 ça te va ? mon num 06 52 18 94 07 🎻");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "l'édition de mon roman serait prête quand à peu près ? je veux l'envoyer aux éditeurs avant noël 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "génial, c'est d'accord pour la fanfare à la fête du village !! monsieur le curé va être ravi 🎺🎉");
clear("104", "chat", ctx("CHF", 7_500), words(6_000, "soixante francs"), "soixante francs la séance pour l'atelier d'échecs des gamins, ça vous irait ? ils ont entre 8 et 11 ans et ils sont hyper motivés lol");
unclear("105", "chat", ctx("EUR", 3_000), "sarcasme sur le prix de reproduction d'une photo, ni offre ni acceptation", "donc 30 € pour UNE photo dans le bulletin paroissial… ça doit être la Joconde alors 😂");
clear("106", "chat", ctx("EUR", 16_000), ask("warranty"), "elle est garantie combien de temps la conversion en ebook ? la dernière a planté sur kindle après une mise à jour 🙄");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "on pourrait inscrire nos 12 scouts à l'atelier robotique des vacances pour 360 en tout ?");
clear("108", "chat", ctx("EUR", 52_000, 45_000), WITHDRAW, "zut, on doit annuler l'atelier cocktails, l'evjf a été déplacé à lisbonne 🙈 désolée pour le dérangement");
clear("109", "chat", ctx("EUR", 33_000), ask("negotiable"), "c'est votre dernier prix pour les 6 cours de chant ou on peut discuter ? examen en mars au secours");
clear("110", "chat", ctx("EUR", 18_000, 14_000), middle(16_000), "on se retrouve pile entre ton prix et le mien pour le cours de modèle vivant ? et je suis partante 👍");
clear("111", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "ok on y va, réservez la conteuse pour les vacances de la Toussaint 😊 elle a besoin d'un micro ou le coin des enfants est assez calme ?");
unclear("112", "chat", ctx("EUR", 32_000), "le prix d'un autre organisme pour le brevet de sauveteur, pas une offre", "pour info, à la piscine municipale le brevet de sauveteur est à 250");
clear("113", "chat", ctx("CAD", 9_900), ask("standing-offer"), "tu peux me redonner le prix de l'abonnement annuel aux archives de journaux? je retrouve plus le courriel");
clear("114", "chat", ctx("EUR", 12_000), minus(9_500, 2_500), "25 € de moins sur le coaching pour le discours de témoin et c'est toi que je prends, le mariage c'est dans 3 semaines et je panique");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "je me retire du cours d'impro, je me fige complètement sur scène lol. désolé !");
clear("116", "chat", ctx("EUR", 19_500), ask("discount"), "c'est possible une réduction quand 6 personnes de notre bureau réservent ensemble la formation Excel ?");
clear("117", "chat", ctx("CAD", 32_000), bid(26_000), "Notre groupe d'école-maison aimerait la salle éducative samedi, local B2, de 10 h à 13 h (réservation no 5518). Est-ce qu'on pourrait faire ça pour 260 $ ?");
unclear("118", "chat", ctx("EUR", 35_000), "'à peu près' autour d'un montant, pas une offre ferme", "tu pourrais faire un set de stand-up à notre soirée quiz pour l'hospice pour 200 à peu près ? 🙏");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 120_000), ask("delivery"),
  "Madame Farreau,\n\nMerci pour les esquisses de la carte illustrée de Saint-Aubin-des-Prés. Le conseil municipal souhaite la dévoiler à la fête de mai, le samedi 16 mai : il nous faudrait donc l'illustration finale début mai. Pourriez-vous nous indiquer votre calendrier ?\n\nBien cordialement,\nJeanne Pruvost\nSecrétaire de mairie, Saint-Aubin-des-Prés");
clear("202", "polite-email", ctx("EUR", 22_000, null, 6), bid(18_000),
  "Bonjour,\n\nNous souhaitons réserver 6 places pour nos membres au Colloque régional des archives des 12 et 13 mars. En tant que petite association de bénévoles, nous pouvons payer 180 € par participant.\n\nBien à vous,\nRoger Lambert\nTrésorier, Cercle de généalogie de la Haute-Meuse\nRue du Moulin 14, 5000 Namur\n081 76 09 15");
clear("203", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Monsieur Adeyemi,\n\nNous avons lu votre proposition d'honoraires pour les plans du permis de construire de l'aménagement de nos combles et souhaitons vous confier la mission aux conditions de votre courrier. Le plus simple pour me joindre est le 06 71 90 03 18, afin de fixer la date de la visite de relevé.\n\nCordialement,\nHélène Marchal");
clear("204", "polite-email", ctx("EUR", 200_000), percentOff(170_000, 15),
  "Madame Witkowski,\n\nMerci d'avoir accepté sur le principe de donner la conférence d'ouverture de notre congrès annuel. En tant que petite association, nous devons vous le demander : une remise de 15 % sur vos honoraires serait-elle envisageable ?\n\nBien cordialement,\nAnita Desai\nSecrétaire du congrès, Association des archives communautaires");
clear("205", "polite-email", ctx("EUR", 95_000), ask("payment"),
  "Maître Carnot,\n\nMerci pour votre devis pour nos testaments et nos mandats de protection future. Pourrions-nous payer la moitié à la signature de la lettre de mission et le reste à la remise des actes, ou faut-il régler la totalité d'avance ?\n\nCordialement,\nDavid et Ruth Hellery");
clear("206", "polite-email", ctx("EUR", 110_000, 90_000), WITHDRAW,
  "Monsieur Osei,\n\nMerci pour votre devis d'expertise préventive avant les travaux d'extension de nos voisins. Ils ont finalement renoncé à leur projet, nous n'aurons donc plus besoin d'expert. Merci de votre réactivité.\n\nBien à vous,\nCatherine Mousset");
clear("207", "polite-email", ctx("EUR", 3_500, null, 20), total(3_000),
  "Madame Pennec,\n\nLe Cercle de broderie du Val de Loue serait ravi que vous animiez une journée d'atelier de broderie d'or pour nos membres. Nous serions vingt ; accepteriez-vous 600 € pour l'ensemble du groupe ?\n\nAmicalement,\nMarguerite Hallé\nResponsable du programme");
clear("208", "polite-email", ctx("CHF", 28_000), ask("warranty"),
  "Madame, Monsieur,\n\nNous aimerions faire encadrer dans un cadre vitrine le maillot signé de la saison du centenaire de notre club de rugby, pour le club-house. L'encadrement est-il garanti, et pour combien de temps ? Nous aimerions aussi savoir si le verre anti-UV protégera les signatures de la décoloration.\n\nMeilleures salutations,\nUrs Perrin\nSecrétaire, Rugby Club Yverdon");
clear("209", "polite-email", ctx("EUR", 180_000), bid(120_000),
  "Objet : Commande d'un hymne — notre offre 1 500 €\n\nMadame Achterberg,\n\nMerci d'accepter d'étudier un nouvel hymne pour les 50 ans de la chorale Saint-Barnabé. Merci de ne pas tenir compte du montant indiqué dans l'objet, qui venait d'un brouillon précédent : notre offre est de 1 200 €.\n\nBien chaleureusement,\nFlorence Tulle\nAdministratrice de la chorale");
clear("210", "polite-email", ctx("EUR", 48_000, 42_000), ACCEPT,
  "Monsieur Brennan,\n\n480 € par jour pour l'interprétariat pendant la visite des acheteurs japonais, cela nous convient. Nous vous enverrons le programme et les fiches produits à l'avance.\n\nBien à vous,\nAurélie Kestemont\nKestemont Artisanat, Dinant");
clear("211", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Bonjour,\n\nNous avons commandé 12 lots des cahiers « Lire ensemble » pour notre groupe d'alphabétisation. Si moins d'apprenants s'inscrivent que prévu, pourrions-nous retourner les lots non ouverts, et jusqu'à quelle date ?\n\nMerci,\nBéatrice Chauvet\nCentre social des Tilleuls");
unclear("212", "polite-email", ctx("EUR", 280_000), "un prix qui attend encore l'accord du conseil d'administration du musée",
  "Monsieur Lanyon,\n\nMerci d'avoir examiné notre portrait de l'abbé Josias Hart et pour votre proposition de restauration. Notre conseil d'administration doit approuver toute dépense lors de sa réunion du 9 ; sous cette réserve, nous pensons offrir 2 400 € pour le nettoyage et le revernissage.\n\nVeuillez agréer mes salutations distinguées,\nPatricia Dumont\nConservatrice bénévole, Musée du village de Hartville");
clear("213", "polite-email", ctx("EUR", 95_000), words(70_000, "sept cents euros"),
  "Madame Quintin,\n\nMerci pour les exemples. Pour la couverture et la mise en page de mon roman (environ 320 pages, format 13 x 20 cm, broché et numérique), je vous propose sept cents euros.\n\nCordialement,\nSimon Archer");
clear("214", "polite-email", ctx("EUR", 145_000, 125_000), WITHDRAW,
  "Monsieur Rahman,\n\nMerci d'avoir gardé une place à notre fille pour l'université d'été des sciences. Elle a depuis obtenu une place financée dans un autre stage et ne la prendra donc pas. Merci de votre patience.\n\nBien cordialement,\nJulie Fenouil\n\n> Le 3 avr. 2026 à 16:45, Dr Rahman a écrit :\n> Nous pouvons garder la place d'Isla jusqu'à fin avril. Les frais sont de 1 450 € par élève, hébergement compris.");
clear("215", "polite-email", ctx("EUR", 8_500), ask("shipping"),
  "Bonjour,\n\nNos classes de CM1 aimeraient emprunter la malle pédagogique sur les Romains au printemps. Le transport aller-retour jusqu'à l'école est-il compris dans le prix de la location, ou facturé en plus ?\n\nMerci beaucoup,\nSarah Okoye\nRéférente histoire, École primaire du Ruisseau");
clear("216", "polite-email", ctx("EUR", 32_000), bid(26_000),
  "Monsieur Mensah,\n\nNous souhaitons venir à l'observatoire avec 32 élèves et 4 accompagnateurs pour une soirée d'observation le vendredi 14 novembre, de 19 h à 21 h 30. Nous pouvons proposer 260 € pour la soirée.\n\nCordialement,\nPaul Drouet\nÉquipe de physique-chimie, Collège Jean-Rostand");
unclear("217", "polite-email", ctx("EUR", 60_000), "deux prix pour deux durées d'atelier, aucun choix fait",
  "Bonjour Tamara,\n\nNous n'avons pas encore tranché entre l'atelier théâtre enfants en demi-journée (320 €) et en journée complète (560 €) pour notre fête d'été : cela dépendra du nombre de familles inscrites, nous revenons vers vous.\n\nMerci,\nGaëlle\nMaison de quartier des Acacias");
clear("218", "polite-email", ctx("EUR", 17_500, 14_000), ACCEPT,
  "Madame Halloran,\n\nVos honoraires nous conviennent, et nous serions ravies que vous donniez votre causerie sur l'histoire de la dentelle dans notre village à la réunion de notre association. Faut-il prévoir un vidéoprojecteur et un écran, ou apportez-vous les vôtres ?\n\nBien amicalement,\nJeanne Petitfer\nSecrétaire, Association des femmes rurales de Val-Fleury");

// ---- agent ----
clear("301", "agent", ctx("EUR", 350_000, 280_000), ask("rounds-left"),
  "Tallis Robotique SAS m'a chargé, en tant qu'agent d'achat, de négocier vos honoraires pour le dossier de crédit d'impôt recherche. Pour préparer ma prochaine offre : combien de contre-propositions accepterez-vous encore d'examiner avant que votre montant soit définitif ?");
clear("302", "agent", ctx("EUR", 145_000), bid(120_000),
  "Devis recueillis pour l'histoire familiale de ma cliente (relié, 150 exemplaires, 240 pages) :\n- Imprimeur A : 1 150 € (sans épreuve)\n- Imprimeur B : 1 240 €\n- Imprimeur C : 1 390 €\n- Votre devis : 1 450 €\nElle vous propose 1 200 €, car elle préfère votre papier.");
clear("303", "agent", ctx("EUR", 52_000), words(45_000, "quatre cent cinquante euros"),
  "Pour Mme Bell : elle a besoin d'une procuration notariée avec apostille pour qu'une avocate à Alicante puisse finaliser la vente de son appartement (acheté en 2019). Son offre pour l'ensemble : quatre cent cinquante euros.");
unclear("304", "agent", ctx("EUR", 260_000), "un budget avec une demande de proposition, pas une offre",
  "Note de budget du chœur de chambre pour lequel je travaille : 2 000 € au total pour un chef professionnel cet automne (10 répétitions plus le concert de Noël). Dites-nous ce que vous pourriez faire pour cette somme.");
clear("305", "agent", ctx("EUR", 60_000, 50_000), minus(45_000, 5_000, "last-bid"),
  "Nouvelle de M. Kowalski : les frais du test d'admission ont entamé le budget de sa fille pour la préparation aux entretiens de médecine. Il propose désormais 50 € de moins que son offre précédente.");
clear("306", "agent", ctx("EUR", 3_800), ask("discount"),
  "Question pour une professeure de Pilates qui loue votre salle paroissiale : lui feriez-vous un tarif plus bas pour une réservation fixe tous les mardis soir pendant toute l'année scolaire ?");
clear("307", "agent", ctx("EUR", 90_000), percentOff(76_500, 15),
  "Proposition pour le stage d'initiation au parapente de Mme Vitlock : votre prix affiché moins 15 %. Si cela vous convient, je peux confirmer ses dates aujourd'hui.");
clear("308", "agent", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Votre forfait pour le dépôt de la marque est accepté ; ma mandante vous demande de lancer la procédure. Merci de lui envoyer la lettre de mission à signer.");
clear("309", "agent", ctx("EUR", 35_000, null, 6), total(30_000),
  "Un petit bureau d'études pour lequel j'achète inscrit six collaborateurs à l'examen de certification en gestion de projet ce printemps. Plutôt que le prix par bon, nous proposons 1 800 € pour les six bons ensemble.");
clear("310", "agent", ctx("EUR", 140_000, 115_000), plus(127_000, 12_000),
  "Ma cliente est disposée à ajouter 120 € à sa dernière offre pour le stage d'écriture en résidence en Provence.");
clear("311", "agent", ctx("EUR", 150_000), ask("delivery"),
  "Demande de délai pour le relevé de la salle paroissiale Saint-Aldhelm (plans et élévations). Le conseil se réunit le 3 juin et a besoin des plans avant. Dans combien de temps pourriez-vous les livrer ?");
clear("312", "agent", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Merci de libérer le stand que vous nous réserviez au forum des métiers de l'université : mon utilisateur recrutera cette année par le programme de stages du département et n'exposera pas.");
clear("313", "agent", ctx("EUR", 1_900, null, 10), bid(1_600),
  "Proposition de commande (JSON) :\n{\"article\": \"ISBN avec code-barres EAN\", \"quantite\": 10, \"formats\": [\"broché\", \"numérique\"], \"date_parution\": \"2026-09-01\", \"offre_par_isbn_eur\": 16.00}");
unclear("314", "agent", ctx("EUR", 14_000), "deux prix pour deux formules d'adhésion, l'utilisatrice n'a pas choisi",
  "Adhésion au musée départemental pour la famille de mon utilisatrice — encore en hésitation entre :\n- Famille, 95 € par an\n- Famille Plus (avec avant-premières des expositions), 140 € par an\nJe reviens vers vous dès qu'elle aura choisi.");
clear("315", "agent", ctx("EUR", 24_000), minus(20_000, 4_000),
  "Pour l'interprétation en langue des signes à la réunion parents-professeurs de son fils, Mme Osei propose vos honoraires moins 40 €.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "Avant que mon utilisatrice commande des recherches aux archives départementales, pouvez-vous me redonner votre tarif journalier ? Elle retrace les registres d'apprentissage de son arrière-grand-père.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 25_000), words(20_000, "deux cents"), "*glisse une carte dans l'étui de guitare du musicien de rue* Vous joueriez à notre réception de mariage pour deux cents ?");
unclear("402", "roleplay", ctx("EUR", 60_000), "'à mi-chemin' sans offre précédente", "*passe la main sur le mur vide de la galerie* Un mois ici pour mes toiles… on se rejoint à mi-chemin ?");
clear("403", "roleplay", ctx("EUR", 65_000, 55_000), ACCEPT, "*signe la lettre de mission et la fait glisser sur le bureau* Lancez le bilan retraite à vos honoraires.");
clear("404", "roleplay", ctx("EUR", 35_000), bid(28_000), "*lit le tableau : Studio B, 40 m², samedi 22, de 10 h à 18 h* 350 € la journée, d'après le tableau. Et si on disait 280 € ?");
clear("405", "roleplay", ctx("EUR", 9_500, 7_500), WITHDRAW, "*glisse le dépliant de l'atelier kintsugi dans son sac, puis le ressort et le laisse sur la table* Pas ce mois-ci, malheureusement. Merci de m'avoir tout expliqué.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*passe le pouce sur l'échantillon de chêne sculpté* Pour la plaque de la maison : mes quatre-vingts, plus quinze. Je m'arrête là.");
clear("407", "roleplay", ctx("EUR", 30_000), ask("negotiable"), "*rattrape l'organiste après le récital* On aimerait vous avoir pour le mariage — votre cachet est-il fixe ?");
clear("408", "roleplay", ctx("EUR", 36_000, 28_000), middle(32_000), "*tapote le bulletin d'adhésion sur le comptoir du fablab* Votre prix et le mien pour l'année — on se rejoint au milieu et je signe aujourd'hui.");
unclear("409", "roleplay", ctx("EUR", 12_000), "un montant songé tout haut, pas une offre", "*aimante le flyer du week-end de sculpture de cuillères sur le frigo* 90, peut-être. On verra comment se passe le mois.");
clear("410", "roleplay", ctx("EUR", 12_000), bid(8_000), "*compte des billets de vingt sur le comptoir — 100 — puis en reprend un* 80 pour l'atelier mosaïque.");
clear("411", "roleplay", ctx("EUR", 40_000, 32_000), ACCEPT, "*serre la main des professeurs de tango* C'est entendu. Vous pourriez apporter votre propre enceinte pour la milonga ?");
clear("412", "roleplay", ctx("EUR", 15_000), percentOff(12_000, 20), "*à la journée portes ouvertes de l'école de salsa, le formulaire à la main* Je m'inscris tout de suite si vous enlevez vingt pour cent sur le cours débutants.");
clear("413", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW, "*repousse la brochure du bootcamp de code sur le bureau et se lève* Laissez tomber.");
clear("414", "roleplay", ctx("EUR", 42_000), ask("payment"), "*au stand de l'ordre professionnel, stylo au-dessus du formulaire* Je peux payer la cotisation par prélèvement mensuel, ou c'est un seul paiement pour l'année ?");
clear("415", "roleplay", ctx("EUR", 80_000), bid(65_000), "*s'appuie au comptoir de la billetterie* 650 € pour le créneau du dimanche après-midi, pour notre spectacle de Noël.");
unclear("416", "roleplay", ctx("EUR", 30_000, 22_000), "'un petit peu plus que ce que j'ai proposé' sans montant", "*au marionnettiste, après le spectacle* Pour le lancement de l'été de la lecture à la bibliothèque… je pourrais trouver un petit peu plus que ce que j'ai proposé. Un petit peu.");

export const FRESH26_FR = done();

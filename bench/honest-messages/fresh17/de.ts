/**
 * SEVENTEENTH set, German (Germany, Austria, Switzerland; see fresh17/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: Ladenbau und Büroausbau, IT und Telefonie, Catering-
 * und Eventverleih, Druck und Beschriftung, Reinigungs- und Wartungsverträge, gebrauchte Baumaschinen und Anhänger,
 * Werkstattmaschinen, Restposten im Großhandel, Freiberufler und Dienstleister, Gewerbeflächen auf Zeit.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211; a signed
 * acceptance with a phone number 202.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh17In } from "./build";

const { clear, unclear, done } = fresh17In("de");

// ---- terse ----
clear("001", "terse", ctx("CHF", 185_000), bid(150_000), "Fr. 1'500.– fürs Rollgitter vor dem Laden, geliefert und montiert.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "Palette Nitrilhandschuhe: Verschickt ihr auch nach Südtirol, und was kostet die Spedition?");
clear("003", "terse", ctx("EUR", 95_000), words(80_000, "achthundert"), "Achthundert für die Säulenbohrmaschine. Ich hol sie mit dem Transporter ab.");
clear("004", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Passt, machen wir so mit der Fettabscheider-Wartung. Schicken Sie den Vertrag, wir unterschreiben.");
clear("005", "terse", ctx("EUR", 64_000), percentOff(54_400, 15), "Glasreinigung für die Passage: 15 % unter Ihrem Monatsangebot, dann unterschreiben wir heute.");
unclear("006", "terse", ctx("EUR", 320_000), "eine Spanne für die Kantenanleimmaschine, kein einzelner Preis", "Kantenanleimmaschine: irgendwas zwischen 2.000 und 2.500, würd ich sagen.");
clear("007", "terse", ctx("EUR", 28_000, 20_000), WITHDRAW, "Für den E-Check zu teuer. Wir suchen uns wen anders, danke.");
clear("008", "terse", ctx("EUR", 75_000), bid(58_000), "Auswuchtmaschine: 680, sorry, 580 — Wurstfinger.");
clear("009", "terse", ctx("EUR", 210_000), ask("payment"), "Aufzugswartung: Können wir vierteljährlich per Einziehungsauftrag zahlen?");
clear("010", "terse", ctx("CHF", 115_000), minus(100_000, 15_000), "150 Franken weniger für die Miete der Absperrgitter, dann buchen wir.");
clear("011", "terse", ctx("EUR", 240_000, 210_000), ACCEPT, "Gut, 2.400 €. Bauen Sie uns den Empfangstresen.");
clear("012", "terse", ctx("EUR", 38_000), bid(29_000), "Absaugmobil CT 36 mit den 5 Ersatzbeuteln: 290 €, bar bei Abholung.");
clear("013", "terse", ctx("EUR", 260_000, 190_000), WITHDRAW, "Nein. So viel zahl ich für einen fahrbaren Baukompressor nicht.");
unclear("014", "terse", ctx("EUR", 480_000), "ein Gebot unter der Bedingung, dass der Kipper frischen TÜV hat", "3.000 € für den Kipper, wenn er frischen TÜV hat.");
clear("015", "terse", ctx("EUR", 36_000), ask("returns"), "Wenn der Barcodescanner nicht mit unserer Warenwirtschaft kann, darf ich ihn zurückgeben?");
clear("016", "terse", ctx("EUR", 42_000, 30_000), plus(32_500, 2_500), "25 € mehr als mein letztes Angebot für die Gewindeschneidmaschine. Dann ist Schluss.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 18_000), ask("delivery"), "hi, wie schnell könnt ihr die kompostierbaren becher liefern? wir machen samstag auf und haben keine mehr 🙈");
clear("102", "chat", ctx("EUR", 72_000), bid(55_000), "hey würdest du 550 fürs LED-neonschild für die bar nehmen? schreib mir auf 0171 4839 2217 wenns einfacher ist");
unclear("103", "chat", ctx("EUR", 9_500), "Sarkasmus über den Preis: kein Gebot", "95 im monat für EINE tonne leeren?? 😂 kommt die müllabfuhr im porsche oder was");
clear("104", "chat", ctx("EUR", 380_000, 320_000), ACCEPT, "JAAA der pop-up laden gehört im dezember uns!! 🎄🎉 danke danke, freu mich so, die ware kann kommen");
clear("105", "chat", ctx("CHF", 48_000, 36_000), middle(42_000), "träffed mer üs i de mitti bi de liechterchette für d terrasse? 🤝 nöchscht monet gaht d saison los");
clear("106", "chat", ctx("EUR", 65_000), ask("warranty"), "gibts auf das refurbished kassenterminal noch garantie oder gekauft wie gesehen?");
clear("107", "chat", ctx("EUR", 220_000, 160_000), WITHDRAW, "ah wir lassen die beklebung vom bus fürs erste, is grad bissl knapp diesen monat. trotzdem danke!");
clear("108", "chat", ctx("EUR", 45_000), words(35_000, "dreihundertfünfzig"), "würdest du dreihundertfünfzig für die funkgeräte übers festivalwochenende nehmen?");
clear("109", "chat", ctx("EUR", 65_000), ask("negotiable"), "is die standmiete in der markthalle fix oder geht da noch was?");
clear("110", "chat", ctx("EUR", 4_800, null, 6), total(4_000), "6 stahl-rollcontainer für 240 zusammen? kann donnerstag abholen");
unclear("111", "chat", ctx("EUR", 52_000), "ein anderswo gesehener Preis, kein Gebot", "hab die gleiche mobile bar woanders für 350 gesehen 🤷");
clear("112", "chat", ctx("EUR", 240_000), ask("standing-offer"), "was wolltest du nochmal für die 2-säulen-hebebühne? find die nachricht nicht mehr");
clear("113", "chat", ctx("EUR", 78_000, 65_000), ACCEPT, "na gut, tragt uns für die teppichreinigung ein 👍");
clear("114", "chat", ctx("EUR", 19_000), minus(16_000, 3_000), "die roll-up banner für 30 weniger als dein angebot? brauch die für die messe");
clear("115", "chat", ctx("EUR", 42_000, 25_000), WITHDRAW, "nö. zu teuer für nen posten regenschirme. lass mal");
clear("116", "chat", ctx("EUR", 145_000), bid(110_000), "würdest du 1100 für den lichtmast-anhänger machen? könnt ihn heut nachmittag anhängen");
unclear("117", "chat", ctx("EUR", 280_000), "'so rum' um eine Zahl, kein festes Gebot", "so 2k rum für die abkantbank?");
clear("118", "chat", ctx("EUR", 18_000), ask("discount"), "wenn wir den besprechungsraum jeden dienstag buchen statt nur einmal, gibts dann nen besseren preis? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(435_000),
  "Sehr geehrter Herr Özdemir,\n\nvielen Dank für das Aufmaß am 3. März. Für den Handyreparatur-Stand im Einkaufszentrum (Theke, 2 Wandelemente und der abschließbare Schrank) möchten wir Ihnen 4.350 € anbieten.\n\nMit freundlichen Grüßen\nPriya Schäfer\nFixIt Handys, Stand 14, Rhein-Center, 50859 Köln\nTel. 0221 4960 732\nUSt-IdNr. DE 284619037");
clear("202", "polite-email", ctx("EUR", 180_000, 150_000), ACCEPT,
  "Sehr geehrter Herr Kowalski,\n\nden Wartungsvertrag für die Lüftungs- und Klimaanlage beauftragen wir gern zu Ihrem angebotenen Preis. Könnte Ihr Techniker mich bei Ankunft unter 089 2154 7730 anrufen? Der Technikraum ist im Keller, und der Aufzug fährt nicht bis dort hinunter.\n\nFreundliche Grüße\nThomas Grünwald\nHaustechnik, Harcourt-Haus");
clear("203", "polite-email", ctx("EUR", 340_000), ask("payment"),
  "Sehr geehrte Frau Lindqvist,\n\nvielen Dank für Ihr Angebot für Druck und Bindung unseres Geschäftsberichts. Wäre Zahlung per Überweisung mit 30 Tagen Ziel möglich, oder brauchen Sie eine Anzahlung?\n\nMit freundlichen Grüßen\nHelene Marx\nKommunikation, Nordfeld Wohnbau eG");
clear("204", "polite-email", ctx("CHF", 150_000), words(120_000, "zwölfhundert"),
  "Grüezi Frau Baumann\n\nDanke für die Untertitel-Probe, die liest sich sehr gut. Für die Untertitelung aller acht Webinare der Reihe könnten wir zwölfhundert Franken zahlen.\n\nFreundliche Grüsse\nMarkus Felder\nWeiterbildung, Spital Limmatblick");
clear("205", "polite-email", ctx("EUR", 96_000, 78_000), WITHDRAW,
  "Sehr geehrter Herr Petrović,\n\nvielen Dank für die Begehung und Ihr Angebot zur Schädlingsbekämpfung in unserer Backstube. Wir haben uns entschieden, beim bisherigen Dienstleister zu bleiben, und nehmen das Angebot daher nicht an.\n\nFreundliche Grüße\nSusanne Feuerstein\nBäckerei Feuerstein");
clear("206", "polite-email", ctx("EUR", 90_000), ask("delivery"),
  "Guten Tag,\n\nwir überlegen, die 150 Stuhlhussen in Creme zu bestellen. Können sie bis Donnerstag, 12. Juni, an die Location geliefert werden? Am Wochenende darauf ist die Hochzeitsmesse.\n\nViele Grüße\nLaura Quandt\nQuandt Events");
clear("207", "polite-email", ctx("EUR", 130_000), bid(95_000),
  "Sehr geehrter Herr Adeyemi,\n\nvielen Dank für die Probeaufnahmen. Für die Freisteller unserer 60 Produkte mit je zwei Ansichten möchten wir 1.150 € anbieten. Korrektur: Es muss 950 € heißen – ich hatte die Zahl aus einem anderen Angebot kopiert.\n\nBeste Grüße\nChloé Brandt\nWeide & Docht Kerzenmanufaktur");
unclear("208", "polite-email", ctx("EUR", 160_000, 140_000), "eine Zusage, die noch auf die Freigabe der Hausverwaltung wartet",
  "Sehr geehrte Frau Doll,\n\nvielen Dank für das überarbeitete Angebot zur Bauendreinigung der neuen Praxis. Wir wären damit einverstanden, aber die Hausverwaltung muss jede Firma freigeben, bevor sie ins Gebäude darf, und die Rückmeldung kommt erst am Freitag.\n\nMit freundlichen Grüßen\nDr. Anja Wendt\nZahnarztpraxis am Fluss");
clear("209", "polite-email", ctx("EUR", 8_900, null, 16), total(7_500),
  "Sehr geehrte Damen und Herren,\n\nwir benötigen 16 Tischtelefone Yealink T46U für unser neues Büro. Wir bieten 1.200 € für die 16 Stück; wir ziehen am Freitag, 9. Mai, ein. Unsere Bestellnummer lautet PO 88213.\n\nMit freundlichen Grüßen\nOliver Preuß\nPreuß & Lang Vermessung\nSchlossarkaden 3, 38100 Braunschweig\n0531 2018 0447");
clear("210", "polite-email", ctx("EUR", 210_000), ask("warranty"),
  "Guten Tag,\n\nwir interessieren uns für das Vorführgerät der Klimaanlage für unseren Serverraum. Welche Gewährleistung gibt es darauf, und ist der Kompressor mit abgedeckt?\n\nDanke und Gruß\nRaj Mehta\nIT-Leitung, Kessler Logistik");
clear("211", "polite-email", ctx("EUR", 325_000, 290_000), ACCEPT,
  "Hallo Herr Dallinger,\n\n3.250 € für die Epoxid-Beschichtung in der Werkstatt passen für uns, also legen wir los. Schicken Sie mir die Rechnung, dann überweise ich die Anzahlung.\n\nLiebe Grüße aus Graz\nKarin Weiß\nWeiß Radmanufaktur");
clear("212", "polite-email", ctx("CHF", 85_000, 60_000), WITHDRAW,
  "Grüezi Herr Jeanmaire\n\nBesten Dank für die Sprechproben für unser Sicherheits-Schulungsvideo. Wir haben uns nun entschieden, den Sprechertext intern aufzunehmen, und verzichten deshalb diesmal.\n\nFreundliche Grüsse\nMelanie Graf\nBergbahnen Hohwang AG");
clear("213", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Hallo,\n\nbevor wir einen Karton Ihrer Restposten-Steingutbecher für unser Café bestellen: Falls welche angeschlagen ankommen, können wir die gegen Erstattung zurückschicken?\n\nViele Grüße\nGesa Hartmann\nDas Eckcafé");
clear("214", "polite-email", ctx("EUR", 960_000), percentOff(864_000, 10),
  "Sehr geehrter Herr Huber,\n\nvielen Dank für das Angebot zur Grünflächenpflege im Gewerbepark Wiesengrund. Da wir für drei Jahre abschließen, schlagen wir 10 % Nachlass auf die Jahrespauschale vor.\n\nMit freundlichen Grüßen\nAlbert Steiner\nObjektverwaltung");
clear("215", "polite-email", ctx("EUR", 280_000), ask("shipping"),
  "Guten Tag,\n\nwir interessieren uns für die bedruckten Versandkartons aus Ihrem Angebot. Versenden Sie auch nach Österreich, und was kostet die Fracht bis zu unserem Lager in Wels?\n\nMit freundlichen Grüßen\nSabine Burgstaller\nAlpenseife GmbH");
unclear("216", "polite-email", ctx("EUR", 38_000), "zwei Preise für zwei Leistungsumfänge: welcher ist das Gebot?",
  "Sehr geehrte Frau Okafor,\n\ndanke für Ihr Angebot. Für die reine Buchhaltung könnten wir 250 € im Monat zahlen, oder 320 € im Monat, wenn Sie auch die Lohnabrechnung für unsere neun Mitarbeiter machen. Was meinen Sie?\n\nBeste Grüße\nDavid Reichl\nEisenwaren Reichl");
clear("217", "polite-email", ctx("EUR", 78_000), bid(64_000),
  "Hallo Herr Sammer,\n\nfür unseren Hoftag am Samstag, 21. Juni (vier Standardkabinen und eine barrierefreie), können wir 640 € anbieten.\n\nDanke und viele Grüße\nJohanna Hallmann\nHofladen Hallmann");
clear("218", "polite-email", ctx("EUR", 54_000, 45_000), ACCEPT,
  "Lieber Herr Bender,\n\nja, wir nehmen die Schaufensterfolie zu Ihrem Preis. Könnte Ihr Monteur vor Ladenöffnung kommen, damit die Verkaufsfläche frei ist?\n\nVielen Dank\nAmira Haddad\nBlumen Bloom");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), words(140_000, "eintausendvierhundert"), "Ich bin ein KI-Einkaufsassistent und handle im Auftrag der Fenwick Werkzeuge GmbH. Für das neunzigsekündige animierte Erklärvideo aus Ihrem Angebot bietet mein Auftraggeber eintausendvierhundert Euro.");
clear("302", "agent", ctx("EUR", 560_000), ask("rounds-left"), "Bevor mein Auftraggeber über die gebrauchte Tafelschere entscheidet, bitte ich um Bestätigung, wie viele Angebotsrunden in dieser Verhandlung noch offen sind.");
clear("303", "agent", ctx("EUR", 380_000), bid(300_000), "Marktvergleich gebrauchte Formatkreissägen (Schiebeschlitten 3,2 m):\n• Inserat A: 2.900 €\n• Inserat B: 3.400 €\n• Inserat C: 3.100 €\n• Inserat D: 3.600 €\nMedian der Angebotspreise: 3.250 €. Angesichts des abgenutzten Vorritzblatts bietet mein Mandant 3.000 €.");
clear("304", "agent", ctx("EUR", 720_000, 600_000), minus(560_000, 40_000, "last-bid"), "Nach Prüfung der Wartungsnachweise für das Kühlaggregat muss mein Auftraggeber unser bisheriges Angebot von 6.000 € für den gebrauchten Kühlauflieger um 400 € senken.");
clear("305", "agent", ctx("EUR", 240_000, 200_000), ACCEPT, "Bestätigt im Namen der Lindner Hausverwaltung: Der Vertrag für den Waschraum-Hygieneservice wird zum aktuellen Angebot angenommen. Bitte senden Sie die Vereinbarung zur Unterschrift an unsere Buchhaltung.");
clear("306", "agent", ctx("EUR", 3_600, null, 30), total(3_000), "Einkaufsagent für die Seniorenheime Sonnenhang.\nBestellung: 30 Kartons Händedesinfektion (4 x 5 l je Karton)\n- Preisvorschlag: 900 € für alle 30 Kartons\n- Lieferung: an unser Zentrallager\n- Zahlung: 30 Tage nach Rechnung");
clear("307", "agent", ctx("EUR", 150_000), ask("discount"), "Mein Auftraggeber leitet einen gemeinnützigen Verein mit elf Angestellten. Gewähren Sie auf Ihren Lohnabrechnungsservice einen Rabatt für gemeinnützige Organisationen?");
clear("308", "agent", ctx("CHF", 250_000), percentOff(230_000, 8), "Meine Mandantin hat Ihre Offerte für die Texte des Produktkatalogs geprüft und schlägt ein Honorar 8 % darunter vor.");
unclear("309", "agent", ctx("EUR", 640_000), "ein Ausbaubudget samt Kaffeemaschine, kein Gebot für die Schreinerarbeit", "Das Gesamtbudget meines Auftraggebers für den Ausbau des neuen Cafés beträgt 9.000 €, und davon muss auch die Kaffeemaschine bezahlt werden. Einen Betrag für die Thekenschreinerei nenne ich, sobald die Angebote für die Geräte vorliegen.");
clear("310", "agent", ctx("EUR", 450_000), bid(390_000), "Angebot für die gebrauchte Abkantpresse:\n```json\n{\"artikel\": \"manuelle Abkantpresse\", \"modell\": \"PB-1250\", \"baujahr\": 2016, \"biegelaenge_mm\": 1250, \"angebot_eur\": 3900, \"abholung\": \"Käufer\"}\n```");
clear("311", "agent", ctx("EUR", 380_000, 300_000), WITHDRAW, "Im Namen meiner Mandantin: Die Hartl Tiefbau GmbH hat entschieden, den Kehrbesen-Anbau nicht zu kaufen, und zieht sich aus dieser Verhandlung zurück. Vielen Dank für Ihre Zeit.");
clear("312", "agent", ctx("EUR", 420_000, 340_000), plus(365_000, 25_000), "Nach Einsicht in das Prüfprotokoll der Spindel hat mich mein Auftraggeber ermächtigt, unser letztes Angebot für die Flachschleifmaschine um 250 € zu erhöhen.");
clear("313", "agent", ctx("EUR", 390_000), ask("delivery"), "Zum Bürocontainer: Wann könnten Sie ihn frühestens auf unseren Hof liefern? Die Zufahrt ist eine schmale Gasse, es bräuchte also einen Lkw mit Ladekran statt eines Sattelzugs.");
clear("314", "agent", ctx("EUR", 460_000), minus(425_000, 35_000), "Meine Auftraggeberin möchte die Cat6-Verkabelung der neuen Büroetage beauftragen. Da die Etage leer und gut zugänglich ist, schlägt sie Ihren Angebotspreis abzüglich 350 € vor.");
unclear("315", "agent", ctx("EUR", 260_000), "zwei Preise, unentschieden bis nach dem Probelauf", "Meine Auftraggeberin schwankt zwischen 1.800 € und 2.100 € für die gebrauchte Stickmaschine und hat mich gebeten zu warten, bis sie einen Probelauf gesehen hat.");
clear("316", "agent", ctx("EUR", 32_000, 25_000), ask("standing-offer"), "Für unsere Unterlagen zum festen Arbeitsplatz in Ihrem Coworking-Space: Bitte nennen Sie uns noch einmal den Monatspreis, den Sie derzeit verlangen.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 450_000), bid(340_000), "*sucht auf der Auktionsliste nach Los 112* Dumper, Baujahr 2011, 1.800 Betriebsstunden, und die Zylinder schwitzen. 3.400 und er kommt heute noch auf meinen Tieflader.");
clear("402", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*schlägt über den Messestand hinweg ein* Abgemacht. Nach Messeschluss gehört er uns.");
unclear("403", "roleplay", ctx("EUR", 560_000, 480_000), "mehr als das letzte Gebot, aber ohne Betrag", "*trommelt mit den Fingern auf die Motorhaube des Pritschenwagens* Ich könnte ein bisschen über mein letztes Angebot gehen. Aber nicht viel.");
clear("404", "roleplay", ctx("EUR", 90_000, 60_000), middle(75_000), "*lehnt sich an die Theke des Großhändlers* Schauen Sie: genau in der Mitte zwischen Ihrem Preis und meinem, für den ganzen Restposten, und ich räum ihn heute noch ab.");
clear("405", "roleplay", ctx("EUR", 310_000), ask("negotiable"), "*fährt mit dem Daumen über das Muster der Quarz-Arbeitsplatte* Ist das Ihr Preis mit Einbau, oder ist da noch Luft drin?");
clear("406", "roleplay", ctx("EUR", 290_000), bid(230_000), "*tippt auf dem Taschenrechner* 2.600 für den Etagenofen... Moment, falsche Taste — 2.300.");
clear("407", "roleplay", ctx("EUR", 190_000), words(150_000, "fünfzehnhundert"), "*hält das Teppichfliesen-Muster ins Licht* Fünfzehnhundert für die ganze Büroetage, und keinen Cent mehr.");
clear("408", "roleplay", ctx("EUR", 360_000, 280_000), WITHDRAW, "*reicht das Klemmbrett zurück* Für die Regale ist mir das leider zu happig. Danke für Ihre Zeit.");
clear("409", "roleplay", ctx("EUR", 120_000), percentOff(90_000, 25), "*zeigt auf die Delle in der Edelstahltheke* Ein Viertel runter dafür, und sie gehört mir.");
unclear("410", "roleplay", ctx("EUR", 750_000), "eine laut überlegte Zahl, und erst mal drüber schlafen: noch kein Gebot", "*geht langsam um die Arbeitsbühne herum* 6.000 vielleicht... Ich schlaf eine Nacht drüber und ruf Sie morgen früh an.");
clear("411", "roleplay", ctx("EUR", 30_000, 22_000), plus(29_000, 7_000), "*klopft auf den Schraubstock* Na gut. Siebzig mehr, als ich geboten hab.");
clear("412", "roleplay", ctx("EUR", 48_000, 40_000), ACCEPT, "*nickt dem Lagerjungen zu* Abgemacht, die Palette Abbruchziegel gehört mir. Können Sie sie mir mit dem Stapler auf den Anhänger heben?");
clear("413", "roleplay", ctx("EUR", 9_000), ask("payment"), "*mustert den Stapel Bankettstühle* Geht das auch auf Rechnung an die Firma, oder nur bar?");
clear("414", "roleplay", ctx("EUR", 16_000, 11_000), WITHDRAW, "*drückt den Deckel wieder auf die Dose Bodenfarbe* Nicht zu dem Preis. Ich schau beim nächsten Stand.");
unclear("415", "roleplay", ctx("EUR", 55_000), "zwei Preise, unentschieden", "*lässt sich ins Ausstellungssofa für den Empfang fallen* 400? Oder 450? Ich kann mich nicht entscheiden.");
clear("416", "roleplay", ctx("EUR", 78_000), bid(60_000), "*zupft an der Naht des Markisen-Musters* Das Gestell ist ein bisschen schwach. 600 für die Markise.");

export const FRESH17_DE = done();

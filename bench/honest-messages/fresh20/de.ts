/**
 * TWENTIETH set, German (Germany, Austria, Switzerland; see fresh20/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 scenarios as en.ts, written as German-speaking buyers and their agents write (145 € /
 * 1.950 € / CHF 2'400.– / Grüezi, Servus), not translated word for word. Labels as in en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh20In } from "./build";

const { clear, unclear, done } = fresh20In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_000), bid(14_500), "145 € fürs Kehren beider Züge plus Montage der Kaminhaube. Jeder Vormittag nächste Woche passt.");
clear("002", "terse", ctx("EUR", 22_000), ask("shipping"), "Schicken Sie die Leinwände vom Familienshooting per Post, und was kostet der Versand?");
clear("003", "terse", ctx("EUR", 36_000), percentOff(30_600, 15), "Geht bei der Einkommensteuererklärung 15 % Nachlass? Alle Belege liegen schon sortiert in einer Excel-Tabelle.");
clear("004", "terse", ctx("EUR", 19_500, 16_000), WITHDRAW, "Den Klavierunterricht lassen wir dieses Halbjahr, danke. Lena spielt jetzt lieber Handball.");
clear("005", "terse", ctx("EUR", 26_000), words(21_000, "zweihundertzehn"), "Zweihundertzehn für die Windschutzscheibe, Einbau bei mir in der Einfahrt?");
clear("006", "terse", ctx("EUR", 28_000, 24_000), ACCEPT, "Ok, tragen Sie das Abpumpen der Klärgrube ein.");
unclear("007", "terse", ctx("EUR", 5_500), "eine Spanne fürs Trimmen, kein einzelner Preis", "Terrier trimmen – 40 bis 45 €?");
clear("008", "terse", ctx("EUR", 29_000), minus(26_000, 3_000), "30 € runter vom 7-m³-Container und ich buche sofort.");
clear("009", "terse", ctx("EUR", 15_000), ask("payment"), "Kann ich das Motorrad-Sicherheitstraining am Morgen per Überweisung zahlen, oder nur mit Karte?");
clear("010", "terse", ctx("EUR", 52_000), bid(43_000), "Dach entmoosen und imprägnieren: 480 €, äh, 430 € meinte ich.");
clear("011", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Zu dem Preis nicht. Den Dachboden lassen wir.");
clear("012", "terse", ctx("EUR", 42_000, 32_000), plus(36_000, 4_000), "40 € mehr als mein letztes Angebot fürs Neuverfugen im Bad. Mehr ist nicht drin.");
clear("013", "terse", ctx("CHF", 9_500, 8_000), ACCEPT, "CHF 95.– im Monat für die Poolpflege ist gut. Immer am gleichen Wochentag?");
clear("014", "terse", ctx("EUR", 24_000), ask("returns"), "Falls die Schriftlizenz unsere App doch nicht abdeckt – bekommen wir das Geld zurück?");
unclear("015", "terse", ctx("EUR", 38_000), "ein Gebot, das davon abhängt, dass das Neuverfugen mit Sand dabei ist", "300 € für die Terrasse mit dem Hochdruckreiniger, wenn das Fugen-Einsanden dabei ist.");
clear("016", "terse", ctx("EUR", 32_000), bid(26_000), "HU/AU plus große Inspektion, Sprinter 316 CDI, Bj. 2017, 84.000 km: 260 € komplett.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 15_000), bid(12_000), "hey würdest du 120 für den ballonbogen machen? is für ihren 18. 🎈 schreib mir auf 0151 23456789");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "wann könntet ihr die innenfensterläden überhaupt montieren? schwiegereltern kommen an weihnachten 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "JAAA bucht uns ein!!! die kids flippen aus bei der schaumparty 🎉🎉");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "dreihundert"), "würdest du dreihundert fürs brautstyling am hochzeitstag nehmen?");
unclear("105", "chat", ctx("EUR", 9_000), "Spott über den Stundenpreis: weder Gebot noch Zusage", "90 € die stunde für gitarrenunterricht?? kommt da jimi hendrix persönlich vorbei oder was 😂");
clear("106", "chat", ctx("EUR", 65_000), ask("warranty"), "gibts auf die keramikversiegelung irgendne garantie oder heißts daumen drücken");
clear("107", "chat", ctx("EUR", 5_000, null, 4), total(4_000), "160 für alle 4 sportmassagen? meine oberschenkel wären dir dankbar");
clear("108", "chat", ctx("EUR", 12_000, 9_000), WITHDRAW, "ach vergiss es, der vermieter will keine videoklingel. trotzdem danke");
clear("109", "chat", ctx("EUR", 55_000), ask("negotiable"), "is der preis für die fotobox fix oder geht da noch was?");
clear("110", "chat", ctx("CHF", 30_000, 22_000), middle(26_000), "träffe mer üs i de mitti bim garagetor-service? denn isch guet");
clear("111", "chat", ctx("EUR", 85_000, 70_000), ACCEPT, "passt 👍 kann der fliesenleger montag früh anfangen?");
unclear("112", "chat", ctx("EUR", 11_000), "ein Preis eines anderen Schlüsseldienstes, kein Gebot", "nur zur info, der andere schlüsseldienst wollte 70 fürs gleiche schloss");
clear("113", "chat", ctx("EUR", 12_000), ask("standing-offer"), "was wolltest du nochmal im monat fürs schlagzeug? hab zu weit hochgescrollt");
clear("114", "chat", ctx("EUR", 5_500), minus(4_000, 1_500), "15 runter bei den gelnägeln und ich buch");
clear("115", "chat", ctx("EUR", 35_000, 25_000), WITHDRAW, "nee echt zu teuer für nen kinderzauberer. trotzdem danke");
clear("116", "chat", ctx("EUR", 4_500), ask("discount"), "gibts im fitnessstudio nen besseren preis wenn ich gleich fürs ganze jahr abschließ statt monatlich?");
clear("117", "chat", ctx("EUR", 240_000), bid(180_000), "würdest du 1800 für ne mattgraue vollfolierung vom golf machen?");
unclear("118", "chat", ctx("EUR", 32_000), "'so um die' vor einer Zahl, kein festes Gebot", "so um die 250 fürs kürzen vom brautkleid?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 55_000), ask("delivery"),
  "Sehr geehrter Herr Brandl,\n\nvielen Dank für Ihr Angebot für das Bausubstanzgutachten zum Haus in der Lindenstraße. Könnten Sie mir sagen, wann Sie die Begehung machen könnten und wie schnell wir danach das Gutachten bekämen? Der Notartermin ist für Ende März geplant.\n\nMit freundlichen Grüßen\nHanna Dörr");
clear("202", "polite-email", ctx("EUR", 3_400, null, 45), bid(2_800),
  "Sehr geehrte Frau Weidner,\n\nvielen Dank für den Menüvorschlag zur Verabschiedung meines Vaters in den Ruhestand. Für die 45 Gäste möchten wir 28 € pro Person anbieten. Unsere Buchungsnummer lautet 3302.\n\nMit freundlichen Grüßen\nGerd Lohmann\nMühlweg 12, 79098 Freiburg\n0761 4820512");
clear("203", "polite-email", ctx("EUR", 65_000, 52_000), ACCEPT,
  "Sehr geehrter Herr Aydın,\n\ngerne nehmen wir Ihr Angebot für die Statik zum Entfernen des Kaminzugs an. Könnten Sie mich unter 0711 9607710 anrufen, damit wir den Ortstermin vereinbaren?\n\nFreundliche Grüße\nFiona Marx");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(132_000, 12),
  "Sehr geehrte Frau Oswald,\n\nvielen Dank für Ihr Angebot für Jahresabschluss und Steuererklärungen unserer GmbH. Da die Buchhaltung monatlich sauber in DATEV vorliegt: Wäre ein Nachlass von 12 % auf das Jahreshonorar möglich?\n\nMit freundlichen Grüßen\nNils Carstens\nGeschäftsführer, Carstens Tischlerei GmbH");
clear("205", "polite-email", ctx("EUR", 140_000), ask("payment"),
  "Liebe Rhona,\n\nwir würden euch sehr gerne als Band für unsere Hochzeit buchen. Wäre es möglich, den Restbetrag am Abend selbst zu zahlen statt zwei Wochen vorher?\n\nHerzliche Grüße\nKatrin und Andreas");
clear("206", "polite-email", ctx("EUR", 4_500, 3_800), WITHDRAW,
  "Sehr geehrter Herr Dr. Wehling,\n\nvielen Dank für die Probestunde in Chemie. Wir haben es mit Jonas besprochen und uns entschieden, die wöchentliche Nachhilfe vorerst nicht zu beginnen, da die Schule eigene Kurse zur Abiturvorbereitung anbietet.\n\nMit freundlichen Grüßen\nAnne Prior");
clear("207", "polite-email", ctx("EUR", 3_500, null, 12), total(3_000),
  "Sehr geehrter Herr Kowalski,\n\nich benötige beglaubigte Übersetzungen meiner Abschlussurkunde, der Zeugnisse und der Referenzen, insgesamt 12 Seiten. Wären 360 € für alles möglich?\n\nVielen Dank\nMarta Nowak");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für die Begutachtung der aufsteigenden Feuchtigkeit in unserem Hinterzimmer. Welche Gewährleistung gibt es auf die Horizontalsperre per Injektion, und wie lange gilt sie?\n\nMit freundlichen Grüßen\nPeter Hainz");
clear("209", "polite-email", ctx("EUR", 240_000), bid(175_000),
  "Sehr geehrte Frau Lindqvist,\n\nwir können 1.950 € – Verzeihung, vertippt: 1.750 € – für den Barrierefreiheits-Check unserer Website anbieten.\n\nMit freundlichen Grüßen\nTom Beck\nBetriebsleitung, Beck & Rohde Augenoptik");
clear("210", "polite-email", ctx("CHF", 240_000, 200_000), ACCEPT,
  "Grüezi Herr Meier\n\nCHF 2'400.– für die Online-Buchungsseite und die Kundenformulare sind für uns in Ordnung. Bitte schicken Sie uns den Vertrag.\n\nFreundliche Grüsse\nMaria Lüthi\nCoiffure Blüte");
clear("211", "polite-email", ctx("EUR", 1_800), ask("returns"),
  "Sehr geehrtes Vertriebsteam,\n\nbevor wir die Lizenzen für die Designsoftware im Studio kaufen: Falls das Team im ersten Monat nicht damit zurechtkommt, können wir die Lizenzen gegen Erstattung zurückgeben?\n\nMit freundlichen Grüßen\nLaura Fink");
unclear("212", "polite-email", ctx("EUR", 450_000, 380_000), "eine Zusage, die noch auf die Zustimmung des Vorstands wartet",
  "Sehr geehrter Herr Ossenberg,\n\nvielen Dank für den überarbeiteten Preis für das Feuerwerk beim Dorffest. Vorbehaltlich der Zustimmung des Vorstands am Donnerstag nehmen wir gerne an.\n\nMit freundlichen Grüßen\nKlaus Weber\nSchriftführer, Heimatverein Altbach");
clear("213", "polite-email", ctx("EUR", 140_000), words(110_000, "eintausendeinhundert Euro"),
  "Sehr geehrte Frau Ferber,\n\nvielen Dank für Ihren Besuch im Garten. Für den Pflanzplan und die maßstäblichen Zeichnungen möchten wir Ihnen eintausendeinhundert Euro anbieten.\n\nMit freundlichen Grüßen\nJakob und Ruth Allinger");
clear("214", "polite-email", ctx("EUR", 210_000, 170_000), WITHDRAW,
  "Servus Herr Brenner,\n\ndanke für Ihr Angebot für die Kaminsanierung mit Edelstahlrohr. Wir haben beschlossen, das auf nächstes Jahr zu verschieben, bitte halten Sie uns keinen Termin frei.\n\nLiebe Grüße\nSabine Kern");
clear("215", "polite-email", ctx("EUR", 32_000), ask("shipping"),
  "Guten Tag,\n\nsind Lieferung und Abholung des geliehenen Geschirrs und der Gläser im Preis enthalten? Die Feier findet auf einem Hof etwa zwölf Kilometer außerhalb von Landsberg statt.\n\nVielen Dank\nEmma Riegler");
clear("216", "polite-email", ctx("EUR", 85_000), bid(60_000),
  "Sehr geehrter Herr Marchetti,\n\nwir suchen einen Close-up-Zauberer für unser Firmendinner am Freitag, 6. Juni, von 19:30 bis 22:00 Uhr. Wir können Ihnen 600 € für den Abend anbieten.\n\nMit freundlichen Grüßen\nPriya Shah\nEventkoordination, Halden Logistik GmbH");
unclear("217", "polite-email", ctx("EUR", 32_000), "zwei Preise für zwei Pakete, keine Wahl getroffen",
  "Sehr geehrte Frau Tran,\n\nfür das Familienporträt könnten wir 180 € nur für die digitalen Dateien zahlen oder 260 € mit gerahmtem Abzug. Wir haben uns noch nicht entschieden.\n\nBeste Grüße\nOliver Grant");
clear("218", "polite-email", ctx("EUR", 18_000, 15_000), ACCEPT,
  "Sehr geehrter Herr Hollig,\n\nwir beauftragen Sie gerne mit der jährlichen Feuerlöscherprüfung für die Praxis. Könnte Ihr Techniker vor Beginn der Sprechstunde kommen, damit das Wartezimmer frei ist?\n\nMit freundlichen Grüßen\nJohanna Pieper\nPraxismanagement");

// ---- agent ----
clear("301", "agent", ctx("EUR", 120_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und organisiere für den Vertrieb meines Auftraggebers eine Weinprobe. Bevor ich auf Ihr Angebot für Sommelier und sechs Weine antworte: Wie viele Verhandlungsrunden bleiben noch?");
clear("302", "agent", ctx("EUR", 420_000), bid(350_000),
  "Im Auftrag von Familie Okafor. Für die reine Montage einer bereits gelieferten Küche liegen uns vier Angebote vor: 3.200 €, 3.650 €, 3.900 € und 4.400 €, Median 3.775 €. Da alle Schränke schon aufgebaut angeliefert wurden, bieten wir 3.500 €.");
clear("303", "agent", ctx("EUR", 520_000), words(450_000, "viertausendfünfhundert Euro"),
  "Ich bin der Einkaufsassistent der evangelischen Kirchengemeinde St. Lukas. Nach Prüfung Ihres Angebots zur Restaurierung des Bleiglasfensters über dem Südportal gibt der Kirchenvorstand viertausendfünfhundert Euro für die Arbeiten frei.");
unclear("304", "agent", ctx("EUR", 150_000), "ein Budget für zwei Arbeiten zusammen, kein Preis für diese",
  "Im Auftrag von Frau Adler: Sie hat 2.000 € für das Neuverfugen des Bads und den Einbau des Badlüfters zusammen eingeplant. Bitte teilen Sie mir mit, wie Ihr Angebot da hineinpasst.");
clear("305", "agent", ctx("EUR", 90_000, 75_000), minus(60_000, 15_000, "last-bid"),
  "Buchungsassistent für Familie Farwick. Ihr Asbestgutachten schließt die freistehende Garage nicht ein, daher reduzieren wir unser letztes Angebot um 150 €.");
clear("306", "agent", ctx("EUR", 1_500), ask("discount"),
  "Ich betreue den Softwareeinkauf einer Tafel. Gibt es für das Projektmanagement-Tool im Jahresabo mit 25 Nutzern einen Rabatt für gemeinnützige Vereine?");
clear("307", "agent", ctx("EUR", 25_000), percentOff(20_000, 20),
  "Ich schreibe im Auftrag der Hausverwaltung Harthaus. Bitte gewähren Sie 20 % Nachlass auf Ihr Honorar für Energieausweis und Grundriss; wir können Ihnen regelmäßig Aufträge aus unserem Bestand geben.");
clear("308", "agent", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Im Namen des Dentallabors Pennig bestätige ich die Annahme Ihres aktuellen Angebots für die monatliche IT-Betreuung. Bitte senden Sie den Servicevertrag zur Unterschrift an die Laborleitung.");
clear("309", "agent", ctx("EUR", 21_000, null, 6), total(18_000),
  "Einkaufsagent von Loop Studio. Für 6 Flex-Desk-Mitgliedschaften in Ihrem Coworking in Leipzig-Plagwitz bieten wir insgesamt 1.080 € pro Monat.");
clear("310", "agent", ctx("EUR", 90_000, 70_000), plus(82_000, 12_000),
  "Ich vertrete das Gartencenter Mühlbach. Für die Ausbildung unserer betrieblichen Ersthelfer erhöhen wir unser letztes Angebot um 120 €.");
clear("311", "agent", ctx("EUR", 95_000), ask("delivery"),
  "Ich bin der Terminassistent von Herrn und Frau Quandt. Bitte nennen Sie den frühesten Termin, an dem Ihr Elektriker die Wallbox am Haus installieren könnte.");
clear("312", "agent", ctx("EUR", 350_000, 280_000), WITHDRAW,
  "Agent für Dr. Hamid. Mein Auftraggeber hat entschieden, die Planung des japanischen Gartens nicht weiterzuverfolgen, und zieht sich aus dieser Verhandlung zurück. Danke für Ihre Zeit und die Skizzen.");
clear("313", "agent", ctx("EUR", 26_000), bid(21_000),
  '{"auftraggeber":"R. Ellmann","leistung":"Rattenbekämpfung Dachboden und Küche","einsaetze":3,"plz":"28195","beginn":"2027-01-12","angebot_eur":210}');
unclear("314", "agent", ctx("EUR", 120_000), "zwei Preise in Erwägung, keine Entscheidung",
  "Einkaufsassistent der Familie Mensah. Sie überlegt, ob sie 850 € oder 950 € für das Video der Taufe bietet; ich melde mich, sobald sie heute Abend entschieden hat.");
clear("315", "agent", ctx("CHF", 140_000), minus(120_000, 20_000),
  "Ich buche im Auftrag von Frau Tanner in Winterthur. Bitte ziehen Sie CHF 200.– von Ihrer Offerte fürs Neupolstern des Sofas ab, dann können wir den Auftrag erteilen.");
clear("316", "agent", ctx("EUR", 48_000), ask("standing-offer"),
  "Assistent der Kanzlei Kranz & Söhne. Bitte nennen Sie mir nochmals Ihren aktuellen Preis für die Jahreslizenz der E-Signatur-Software, damit ich ihn für die Partner festhalte.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 2_800), words(2_200, "zweiundzwanzig"),
  "*lässt sich in den Barbierstuhl fallen und mustert die Preistafel* Zweiundzwanzig für die Nassrasur mit heißem Tuch, Junge, und keinen Cent mehr.");
unclear("402", "roleplay", ctx("EUR", 4_000), "'in der Mitte treffen' ohne ein früheres Gebot",
  "*sieht der Wahrsagerin beim Mischen zu* Euer Preis ist gesalzen, gute Frau. Treffen wir uns in der Mitte?");
clear("403", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT,
  "*klopft dem Hufschmied auf die Schulter* Abgemacht. Beschlag die Stute, ich setz derweil Kaffee auf.");
clear("404", "roleplay", ctx("EUR", 60_000), bid(40_000),
  "*hebt das Bieterschild bei der Benefizauktion* Los 27, der Kochkurs für 8 beim Koch, der 2019 im Adlon gelernt hat — 400, und meine Frau bringt mich um.");
clear("405", "roleplay", ctx("EUR", 500_000, 420_000), WITHDRAW,
  "*rollt die Pläne zusammen* Die Decke des Ballsaals bleibt noch ein Jahr ohne Blattgold, Meister. Wir machen es nicht.");
clear("406", "roleplay", ctx("EUR", 60_000, 45_000), plus(49_000, 4_000),
  "*zupft am Bart vor der Staffelei* Vierzig mehr als mein letztes Gebot für das Ölporträt, und damit bin ich ausgequetscht wie eine Zitrone.");
clear("407", "roleplay", ctx("EUR", 25_000), ask("negotiable"),
  "*taucht die Feder ein* Schreiber, ist Euer Lohn für die Hochzeitseinladungen in Stein gemeißelt, oder lässt er sich biegen?");
clear("408", "roleplay", ctx("EUR", 40_000, 30_000), middle(35_000),
  "*spuckt in die Hand* In der Mitte zwischen Eurem Preis und meinem für die Beschriftung des Karrens, und wir schlagen ein.");
unclear("409", "roleplay", ctx("EUR", 950_000), "eine Zahl, über die er eine Nacht schlafen will, kein Gebot",
  "*schaut dem Reetdachdecker auf dem First zu* Hm... achttausend. Da schlaf ich eine Nacht drüber.");
clear("410", "roleplay", ctx("EUR", 15_000), bid(10_000),
  "*kratzt auf die Schiefertafel* 120 € fürs Flicken des Pferdegeschirrs. *wischt es mit dem Ärmel weg* Sagen wir 100 €.");
clear("411", "roleplay", ctx("EUR", 70_000, 60_000), ACCEPT,
  "*lüftet den Zylinder* Einverstanden, Kutsche und Schimmel gehören uns für den Tag! Kann Euer Kutscher vor der Kirche warten, bis das Jawort gesprochen ist?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(27_000, 10),
  "*wirft dem Spielmann eine Münze zu* Zehn Prozent runter von Eurem Lohn fürs Festmahl, und Ihr dürft mit dem Gesinde essen.");
clear("413", "roleplay", ctx("EUR", 5_000, 3_000), WITHDRAW,
  "*knallt die Laterne auf den Tisch* Such dir einen anderen Dummen für deine Geisterführung.");
clear("414", "roleplay", ctx("EUR", 80_000), ask("payment"),
  "*lehnt sich über den Tresen* Wirt, für den Saal und das Nachtmahl — Münzen im Voraus, oder wenn der letzte Gast hinausgetorkelt ist?");
clear("415", "roleplay", ctx("EUR", 9_000), bid(6_000),
  "*streicht einen zerknitterten Schein glatt* 60 € für den Karikaturisten beim Dorffest, und den Pfarrer zeichnet er zuerst.");
unclear("416", "roleplay", ctx("EUR", 45_000), "ein mürrisches Ja mit einer niedrigeren Zahl daneben: Zusage oder Gebot von 300?",
  "*brummt den Steinmetz an* Schon gut, schon gut... obwohl so eine Inschrift höchstens 300 wert ist, wenn Ihr mich fragt.");

export const FRESH20_DE = done();

/**
 * German messages of the honest-buyer corpus (Germany, Austria, Switzerland: 1.234,50, 1'234.50, "450,-",
 * "VB", prices in words), labelled with what a careful person would read (index.ts describes the corpus and the
 * review). Written before the reader was tuned on them; do not edit a message to suit the reader.
 */
import { ACCEPT, ask, bid, ctx, messagesIn, middle, minus, percentOff, plus, total, WITHDRAW, words } from "./types";

const { out, clear, unclear } = messagesIn("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 52_000), bid(48_000), "480");
clear("002", "terse", ctx("EUR", 52_000), bid(48_000), "480 €?");
clear("003", "terse", ctx("EUR", 55_000, 45_000), bid(48_000), "Ich würde 480 zahlen");
clear("004", "terse", ctx("EUR", 9_900), bid(8_500), "85 Euro und ich nehm's");
clear("005", "terse", ctx("EUR", 129_900), bid(115_000), "Gehen auch 1.150?");
clear("006", "terse", ctx("EUR", 34_900), ACCEPT, "Einverstanden.");
clear("007", "terse", ctx("EUR", 34_900), WITHDRAW, "Nein danke.");
clear("008", "terse", ctx("EUR", 52_000), words(45_000, "vierhundertfünfzig"), "vierhundertfünfzig?");
clear("009", "terse", ctx("EUR", 4_599), ask("shipping"), "Versand inklusive?");
clear("010", "terse", ctx("EUR", 24_900), minus(22_900, 2_000), "20 € runter und ich bin dabei");
clear("011", "terse", ctx("EUR", 60_000, 50_000), middle(55_000), "Treffen wir uns in der Mitte?");
clear("012", "terse", ctx("EUR", 8_900), percentOff(8_010, 10), "10 % Rabatt?");
clear("013", "terse", ctx("EUR", 52_000, 45_000), bid(48_000), "500, nein warte, 480");
unclear("014", "terse", ctx("EUR", 56_000, 50_000), "zögernd: ist 520 ein Angebot?", "hm, 520 ...");
unclear("015", "terse", ctx("EUR", 56_000), "'so um die' 500", "vielleicht so um die 500?");
unclear("016", "terse", ctx("EUR", 52_000), "zwei Preise", "450 oder 470?");
clear("017", "terse", ctx("CHF", 129_000), bid(118_000), "CHF 1'180.–");
clear("018", "terse", ctx("EUR", 7_900, 6_000), bid(6_500), "65 letztes Wort");
clear("019", "terse", ctx("EUR", 129_500), bid(118_050), "1.180,50 € pro Stück");
clear("020", "terse", ctx("EUR", 38_000, null, 2), total(35_000), "Beide zusammen für 700?");
clear("021", "terse", ctx("EUR", 89_900), ask("warranty"), "Garantie?");
clear("022", "terse", ctx("EUR", 2_499), ACCEPT, "Abgemacht!");
clear("023", "terse", ctx("EUR", 2_499), WITHDRAW, "Kein Interesse mehr, danke.");
unclear("024", "terse", ctx("EUR", 45_000, 39_000), "überlegt noch", "muss ich mir überlegen");
clear("025", "terse", ctx("EUR", 45_000, 39_000), ask("rounds-left"), "Wie viele Runden noch?");
clear("026", "terse", ctx("EUR", 115_000), words(100_000, "tausend"), "tausend, fertig.");
clear("027", "terse", ctx("EUR", 64_900), ask("negotiable"), "Ist der Preis verhandelbar?");
clear("028", "terse", ctx("EUR", 29_900), bid(25_000), "250,- ?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 34_900), bid(30_000), "Hi! würdest du 300 dafür nehmen? 🙂");
clear("102", "chat", ctx("EUR", 29_999), bid(25_000), "ganz schön teuer 😅 250?");
clear("103", "chat", ctx("EUR", 29_999, 25_000), ACCEPT, "ok ok, du hast gewonnen, ich nehm's zu deinem Preis");
clear("104", "chat", ctx("EUR", 1_899), WITHDRAW, "ne lass mal, trotzdem danke 👋");
clear("105", "chat", ctx("EUR", 1_899), ask("shipping"), "Hallo, kostet der Versand extra?");
clear("106", "chat", ctx("EUR", 7_900), ask("discount"), "geht da preislich noch was?");
clear("107", "chat", ctx("EUR", 52_000), words(45_000, "vierhundertfuffzig"), "ich dachte eher so an vierhundertfuffzig");
clear("108", "chat", ctx("EUR", 21_900), ask("warranty"), "hat das teil noch garantie?");
clear("109", "chat", ctx("EUR", 21_900), ask("delivery"), "wie lange dauert die lieferung nach österreich?");
clear("110", "chat", ctx("EUR", 6_450), ask("payment"), "kann ich mit paypal zahlen?");
clear("111", "chat", ctx("EUR", 6_450), ask("returns"), "kann ich es zurückschicken wenns nicht passt?");
clear("112", "chat", ctx("EUR", 47_500, 40_000), ask("standing-offer"), "was war nochmal dein aktueller preis?");
clear("113", "chat", ctx("CHF", 47_500), ask("negotiable"), "isch dr Priis no verhandelbar? (sorry, schwiizerdütsch 😄)");
clear("114", "chat", ctx("EUR", 52_000, 48_000), ACCEPT, "ok, dann 520. passt!");
clear("115", "chat", ctx("EUR", 52_000, 44_000), bid(48_000), "480 kann ich machen, mehr ist echt nicht drin");
clear("116", "chat", ctx("EUR", 48_000, 35_000), bid(40_000), "480?? niemals. 400");
unclear("117", "chat", ctx("EUR", 34_900), "'so 300 rum'", "keine ahnung, so 300 rum vielleicht");
unclear("118", "chat", ctx("EUR", 99_900), "Ironie", "klar, 999, total fairer Preis 🙄");
unclear("119", "chat", ctx("EUR", 99_900, 80_000), "'vielleicht': noch nicht", "vielleicht nehm ich's, moment");
clear("120", "chat", ctx("EUR", 12_000, 9_500), plus(10_000, 500), "5 mehr als mein letztes Gebot, dann ist aber schluss");
unclear("121", "chat", ctx("EUR", 11_900), "Gebot nur mit Gratisversand", "95 wenn du den versand übernimmst");
clear("122", "chat", ctx("EUR", 8_900), bid(7_000), "70 Euro?");
clear("123", "chat", ctx("EUR", 8_900, 7_000), ACCEPT, "na gut. deal");
clear("124", "chat", ctx("EUR", 8_900, 7_000), WITHDRAW, "vergiss es, zu teuer für mich. tschüss");
clear("125", "chat", ctx("EUR", 139_000), bid(125_000), "would you take 1250? sorry, mein englisch... also 1250 € ok?");
unclear("126", "chat", ctx("EUR", 49_900), "Preis woanders: ein Gebot?", "hab's woanders für 430 gesehen");
clear("127", "chat", ctx("EUR", 36_000, null, 3), total(33_000), "alle 3 für zusammen 990?");
unclear("128", "chat", ctx("EUR", 36_000), "Mitte von was? kein Gebot bisher", "treffen wir uns in der mitte?");
clear("129", "chat", ctx("EUR", 18_900), bid(15_000), "150 und ich überweise sofort");
clear("130", "chat", ctx("EUR", 4_999), bid(4_000), "40€ ok? 😅");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 52_000),
  bid(45_000),
  "Sehr geehrte Damen und Herren,\n\nich interessiere mich für den Nussbaum-Beistelltisch (Artikelnr. 48213). Wären Sie mit 450 € einverstanden?\n\nMit freundlichen Grüßen\nJohannes Müller\nTel. 030 12345678",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 129_900),
  bid(118_000),
  "Guten Tag,\n\nvielen Dank für Ihre schnelle Antwort vom 14.03. Ich möchte Ihnen 1.180,00 € für das Gerät anbieten. Abholung in der Hauptstraße 21, 10827 Berlin wäre kein Problem.\n\nBeste Grüße\nSabine Schulz\n0171 2345678",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 31_900),
  ask("delivery"),
  "Hallo,\n\nbezüglich meiner Anfrage Nr. 20931: Wäre eine Lieferung bis zum 3. Juni möglich?\n\nDanke und Gruß\nMarkus",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 64_900, 58_000),
  ACCEPT,
  "Guten Morgen,\n\nvielen Dank für Ihr Angebot über 649,00 €. Das nehme ich gerne an. Bitte schicken Sie die Rechnung an: Lindenweg 7, 80331 München.\n\nFreundliche Grüße\nThomas Becker",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 84_000, 70_000),
  WITHDRAW,
  "Liebe Frau Wagner,\n\ndanke für Ihre Geduld. Nach Rücksprache mit meiner Frau haben wir uns entschieden, den Kauf nicht weiterzuverfolgen.\n\nAlles Gute\nTobias Koch (0221 4960734)",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 45_000, null, 4),
  total(40_000),
  "Hallo,\n\nwir brauchen 4 Stühle für unser Büro (Gewerbepark 7, 04109 Leipzig). Würden Sie 1.600 € für alle vier akzeptieren?\n\nViele Grüße\nPetra Schmitt\nBüroleitung",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 89_900),
  ask("warranty"),
  "Sehr geehrter Verkäufer,\n\ndeckt die 2-jährige Garantie auch den Akku ab?\n\nMit freundlichen Grüßen\nP. Nowak\nBestellnr. 2024-118",
);
clear("208", "polite-email", ctx("EUR", 27_500), ask("payment"), "Hallo,\n\nkann ich auch per Überweisung oder auf Rechnung bezahlen?\n\nDanke,\nLeila");
clear("209", "polite-email", ctx("CHF", 15_900), ask("delivery"), "Grüezi\n\nIst eine Lieferung innert 2 Tagen nach 8004 Zürich möglich?\n\nFreundliche Grüsse\nReto");
clear(
  "210",
  "polite-email",
  ctx("EUR", 79_900),
  minus(74_900, 5_000),
  "Sehr geehrtes Team,\n\ndanke für das Angebot. Leider liegt es noch über unserem Budget. Wenn Sie 50 Euro nachlassen, bestellen wir heute noch.\n\nMit freundlichen Grüßen\nMaria Gonzalez\nEinkauf, Tel. +49 89 5550132",
);
clear(
  "211",
  "polite-email",
  ctx("EUR", 39_900, 30_000),
  bid(34_000),
  "Hallo Sam,\n\ndanke für die schnelle Rückmeldung. Ich kann auf 340 gehen (vorher 300), aber mehr ist wirklich nicht drin.\n\nGruß\nOliver\nUlmenweg 12, 28195 Bremen",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 42_000, 35_000),
  "noch unentschieden: Antwort am Montag",
  "Hallo,\n\ndanke für das Angebot. Ich bin mir noch nicht sicher und bespreche das am Wochenende mit meiner Frau. Ich melde mich bis Montag, den 12.\n\nViele Grüße\nDaniel",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 52_000),
  "zwei Preise",
  "Sehr geehrte Damen und Herren,\n\nkämen für die Lampe 450 oder eventuell 470 Euro in Frage? Beides wäre für mich in Ordnung.\n\nMit freundlichen Grüßen\nRuth Ehrlich\n0151 9004560",
);
unclear(
  "214",
  "polite-email",
  ctx("EUR", 46_000),
  "Marktpreise, kein Gebot",
  "Hallo,\n\nähnliche Modelle gehen gerade für ca. 380–420 weg. Was meinen Sie?\n\nGruß\nJ.",
);
clear(
  "215",
  "polite-email",
  ctx("CHF", 245_000, 220_000),
  ACCEPT,
  "Sehr geehrter Herr Patel\n\nWie am Telefon vom 2. Mai besprochen, bestätige ich, dass ich Ihren Preis von CHF 2'450 annehme.\n\nFreundliche Grüsse\nHeidi Baumann\nBahnhofstrasse 12, 8001 Zürich\n+41 44 668 18 00",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 110_000, 100_000),
  middle(105_000),
  "Hallo,\n\nwollen wir uns in der Mitte treffen? Das wären nach meiner Rechnung 1.050 €.\n\nGrüße\nTim",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 25_000),
  percentOff(22_500, 10),
  "Guten Tag,\n\nich biete Ihnen 10 % unter Ihrem aktuellen Preis an. Wenn das passt, senden Sie den Zahlungslink bitte an buchhaltung@example.de.\n\nVielen Dank\nGrace Li",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 33_000),
  ask("negotiable"),
  "Hallo,\n\nsorry für die späte Antwort, ich war bis zum 28. im Urlaub. Ist am Preis noch etwas zu machen, also ist er verhandelbar?\n\nDanke\nBen",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 7_999),
  ask("returns"),
  "Sehr geehrte Damen und Herren,\n\nwie sind Ihre Rückgabebedingungen, falls die Ware beschädigt ankommt? Meine letzte Bestellung (Nr. 55120) kam mit einem gesprungenen Deckel an.\n\nMit freundlichen Grüßen\nE. Klar",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 5_500, null, 2),
  total(4_750),
  "Hallo nochmal,\n\nnur zur Klarstellung: mein Angebot ist 95 € für das Paar, also beide Stühle zusammen.\n\nDanke\nAmir\nGoethestraße 38",
);
clear(
  "221",
  "polite-email",
  ctx("EUR", 18_900, 15_000),
  WITHDRAW,
  "Hallo,\n\nvielen Dank für Ihre Zeit, aber ich habe inzwischen woanders etwas gefunden. Ich lasse es daher. Viel Erfolg beim Verkauf!\n\nBeste Grüße\nChloe",
);
clear(
  "222",
  "polite-email",
  ctx("EUR", 249_900, null, 5),
  bid(230_000),
  "Sehr geehrte Damen und Herren,\n\nwir bieten EUR 2.300,00 pro Stück für 5 Stück, Lieferung bis 30.09. an unser Lager in der Industriestraße 22, 70565 Stuttgart.\n\nMit freundlichen Grüßen\nEinkauf, Acme GmbH\nBestellreferenz 4500123987",
);
unclear(
  "223",
  "polite-email",
  ctx("EUR", 54_000),
  "zwei Preise je nach Abholung",
  "Hallo,\n\nwären 500 ok? Oder 480, wenn ich selbst abhole.\n\nGruß\nLina",
);
clear("224", "polite-email", ctx("EUR", 12_900, 10_000), ACCEPT, "Hallo Jo,\n\nok, wir bleiben bei Ihrem Preis. Wann können Sie verschicken?\n\nGruß\nPeter");
clear(
  "225",
  "polite-email",
  ctx("EUR", 2_999),
  bid(2_500),
  "Hallo,\n\nich bin über eine Freundin auf Ihren Shop gestoßen. Würden Sie das Poster für 25 € abgeben? Ich wohne in der Eichenallee 118, also nicht weit.\n\nDanke\nMia",
);
clear(
  "226",
  "polite-email",
  ctx("EUR", 69_000, 55_000),
  bid(60_000),
  "Sehr geehrter Herr Yilmaz,\n\nich habe mir Ihr Angebot vom 05.11.2024 noch einmal angesehen. Mein Gegenangebot: 600 Euro, Abholung am Samstag.\n\nMit freundlichen Grüßen\nKlaus Weber\nTel.: 0711 / 98 76 54",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 129_900, 110_000),
  bid(118_000),
  "Auf Basis vergleichbarer Angebote autorisiert mein Auftraggeber ein Gegenangebot von 1.180,00 EUR pro Stück. Dieses Angebot gilt für die laufende Runde.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 32_900),
  bid(28_900),
  "Ich bin ein automatisierter Einkaufsassistent im Auftrag der Nordwind GmbH. Nach Prüfung von 14 vergleichbaren Angeboten (Median 312,40 EUR) schlagen wir 289,00 EUR pro Stück vor.",
);
clear("303", "agent", ctx("EUR", 64_900, 60_000), ACCEPT, "Mein Auftraggeber nimmt Ihr aktuelles Angebot von 649,00 EUR pro Stück an. Bitte bestätigen Sie und senden Sie die Zahlungsinformationen.");
clear(
  "304",
  "agent",
  ctx("EUR", 72_000, 61_000),
  WITHDRAW,
  "Nach Prüfung Ihres letzten Gegenangebots hat mein Auftraggeber entschieden, nicht fortzufahren. Wir ziehen uns aus dieser Verhandlung zurück. Vielen Dank.",
);
clear("305", "agent", ctx("EUR", 44_900), ask("shipping"), "Bevor wir fortfahren: Bitte bestätigen Sie, ob der genannte Preis den Versand nach Graz (PLZ 8010) einschließt.");
clear(
  "306",
  "agent",
  ctx("EUR", 95_000, null, 4),
  total(90_000),
  "Gegenvorschlag: 4 Einheiten zu insgesamt 3.600,00 EUR (900,00 EUR pro Einheit). Lieferung innerhalb von 10 Werktagen nach Zahlungseingang.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 49_000, 42_000),
  middle(45_500),
  "Um voranzukommen, schlägt mein Auftraggeber vor, die Differenz zwischen Ihrem aktuellen Angebot und unserem letzten Gebot zu teilen, also 455,00 EUR pro Stück.",
);
clear("308", "agent", ctx("EUR", 149_900), ask("warranty"), "Bitte um Klärung: Welche Garantiebedingungen gelten für dieses Gerät (Dauer, Umfang, Abwicklung)?");
clear("309", "agent", ctx("EUR", 20_000), percentOff(17_000, 15), "Unser Gegenangebot: 15 % Nachlass auf Ihr aktuelles Angebot, alle übrigen Bedingungen unverändert.");
clear("310", "agent", ctx("EUR", 58_000, 50_000), plus(52_500, 2_500), "Danke. Wir erhöhen unser Gebot um 25,00 EUR gegenüber dem letzten Angebot, auf 525,00 EUR.");
clear("311", "agent", ctx("EUR", 58_000, 50_000), ask("rounds-left"), "Bitte teilen Sie mit, wie viele Verhandlungsrunden noch verbleiben.");
clear(
  "312",
  "agent",
  ctx("EUR", 139_900),
  bid(124_000),
  "Das Budget des Käufers für diese Kategorie beträgt 5.000 EUR pro Quartal. Für diesen Artikel bieten wir 1.240,00 EUR.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 49_900),
  "Spanne in Prüfung, keine feste Zahl",
  "Mein Auftraggeber prüft Optionen im Bereich von 400 bis 450 EUR und meldet sich mit einem verbindlichen Betrag.",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 49_900, 42_000),
  "Annahme unter Vorbehalt der Freigabe",
  "Wir könnten Ihr Angebot vorbehaltlich interner Freigabe annehmen. Ich bestätige innerhalb von 24 Stunden.",
);
clear("315", "agent", ctx("CHF", 199_000, 175_000), bid(185_000), "Letztes Angebot: CHF 1'850.00 pro Stück. Mein Auftraggeber geht nicht darüber hinaus.");
clear("316", "agent", ctx("EUR", 34_500), ask("payment"), "Welche Zahlungsarten werden unterstützt (Karte, SEPA-Überweisung, Rechnung mit 30 Tagen Zahlungsziel)?");
clear("317", "agent", ctx("EUR", 214_900, 190_000), ACCEPT, "Mein Auftraggeber weist mich an, das aktuelle Angebot von 2.149,00 EUR anzunehmen. Bitte fixieren Sie diesen Preis.");
unclear(
  "318",
  "agent",
  ctx("EUR", 89_000),
  "zwei Optionen: welcher Preis?",
  "Option A: 780 EUR mit Standardversand. Option B: 820 EUR mit Expressversand. Bitte teilen Sie mit, was Sie bevorzugen.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 64_900),
  bid(58_500),
  "Referenz: Bestellung 2024-07-118 (früherer Kauf zu 610,00 EUR). Für den aktuellen Artikel bietet mein Auftraggeber 585,00 EUR.",
);
clear("320", "agent", ctx("EUR", 24_900), ask("negotiable"), "Ist der angegebene Preis verhandelbar oder fest?");
clear("321", "agent", ctx("EUR", 999_900), bid(925_000), "Wir schlagen 9.250,00 EUR für das Gerät vor, Zahlung bei Lieferung.");
clear(
  "322",
  "agent",
  ctx("EUR", 145_000, 120_000),
  bid(130_000),
  "Korrektur: Meine vorige Nachricht enthielt einen Tippfehler (1.030). Unser beabsichtigtes Angebot lautet 1.300,00 EUR pro Stück.",
);
clear("323", "agent", ctx("EUR", 4_500), ask("discount"), "Gewährt der Shop Mengenrabatt bei Bestellungen ab 10 Stück?");
clear(
  "324",
  "agent",
  ctx("EUR", 61_000, 52_000),
  minus(58_000, 3_000),
  "Im Auftrag meines Nutzers: Wir können heute abschließen, zu 30,00 EUR unter Ihrem aktuellen Angebot.",
);

// ---- roleplay ----
clear(
  "401",
  "roleplay",
  ctx("EUR", 52_000),
  words(45_000, "Vierhundertfünfzig"),
  "*lehnt sich an die Theke* Vierhundertfünfzig, mein Freund, und keinen Heller mehr.",
);
clear("402", "roleplay", ctx("EUR", 34_900), bid(30_000), "Arr, Ihr seid ein harter Händler! 300 Taler, äh, Euro, und die Truhe gehört mir.");
clear("403", "roleplay", ctx("EUR", 34_900, 28_000), ACCEPT, "*seufzt theatralisch* Na schön. Euer Preis. Packt es ein.");
clear("404", "roleplay", ctx("EUR", 34_900, 28_000), WITHDRAW, "*dreht sich um und verlässt den Laden* Gehabt Euch wohl.");
clear("405", "roleplay", ctx("EUR", 12_000), bid(8_000), "Ha! Für dieses alte Ding? 80 geb ich Euch, und Ihr solltet dankbar sein.");
clear("406", "roleplay", ctx("EUR", 12_000), ask("discount"), "Werter Händler, für einen treuen Kunden geht doch sicher noch etwas am Preis?");
clear("407", "roleplay", ctx("EUR", 52_000), bid(48_000), "Geht auf 480 runter, und wir sind im Geschäft.");
clear("408", "roleplay", ctx("EUR", 26_000), minus(24_000, 2_000), "Zwanzig weniger, und wir schlagen sofort ein.");
clear(
  "409",
  "roleplay",
  ctx("EUR", 70_000, 60_000),
  middle(65_000),
  "Seien wir vernünftig. Treffen wir uns in der Mitte, und jeder geht zufrieden nach Hause.",
);
clear("410", "roleplay", ctx("EUR", 49_000, 40_000), bid(44_000), "*zählt Münzen* 440 (vorher 400), mehr ist nicht im Beutel.");
unclear("411", "roleplay", ctx("EUR", 56_000), "nachdenklich, kein Angebot", "*kneift die Augen zusammen* Hmm ... fünfhundert ...? *streicht sich den Bart*");
unclear("412", "roleplay", ctx("EUR", 99_900), "Ironie", "Natürlich, 999, und mein Pferd gebe ich Euch gleich dazu, oder?");
clear("413", "roleplay", ctx("EUR", 15_900), ask("warranty"), "Gibt es auf diese Klinge eine Garantie, oder bricht sie beim ersten Hieb?");
clear("414", "roleplay", ctx("EUR", 15_900), ask("returns"), "Und wenn sie bricht, kann ich sie zurückbringen?");
clear("415", "roleplay", ctx("EUR", 79_000), words(70_000, "Siebenhundert"), "*schiebt einen Beutel über den Tisch* Siebenhundert. Zählt ruhig nach.");
clear("416", "roleplay", ctx("EUR", 26_000), bid(22_000), "Ihr wollt einen armen Reisenden ausrauben! 200, keine Münze mehr ... nein, halt, 220, für Eure Mühe.");
unclear("417", "roleplay", ctx("EUR", 26_000), "'vielleicht': kein Angebot", "Vielleicht ließe ich mich überreden ... wenn der Preis gnädiger wäre.");
clear("418", "roleplay", ctx("EUR", 18_900, 15_000), ACCEPT, "Topp, abgemacht! Ich nehme es.");
clear("419", "roleplay", ctx("EUR", 18_900, 15_000), WITHDRAW, "Ach, meine Truhen sind leer. Ich muss es lassen. Lebt wohl.");
clear("420", "roleplay", ctx("EUR", 18_900, 15_000), ask("rounds-left"), "Wie oft müssen wir noch feilschen, Händler? Wie viele Runden bleiben?");
clear("421", "roleplay", ctx("EUR", 135_000), words(120_000, "zwölfhundert"), "Ich gebe Euch zwölfhundert, und das ist großzügig.");
unclear("422", "roleplay", ctx("EUR", 52_000), "zwei Preise, unentschieden", "Sagen wir 450? Oder 470? Ach, ich kann mich nie entscheiden.");
clear("423", "roleplay", ctx("EUR", 15_000), percentOff(13_500, 10), "*tippt auf das Preisschild* 10 % runter, und ich trage es selbst hinaus.");
clear("424", "roleplay", ctx("EUR", 9_900, 6_000), bid(7_500), "Siebzig? Nein. Fünfundsiebzig. 75, das ist mein letztes Wort, Krämer!");
clear("425", "roleplay", ctx("EUR", 44_000), ask("standing-offer"), "Erinnert mich, Händler: Was war Euer Preis noch gleich?");

export const DE = out;

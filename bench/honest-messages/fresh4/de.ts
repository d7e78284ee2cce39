/**
 * FOURTH unseen set, German (Germany, Austria, Switzerland; see fresh4/index.ts): written 2026-11-27 before
 * reading the reader's code, its rules or its tests, and before running it on these messages. Written as German
 * buyers write (du and Sie, "Abgemacht", "Die Sache ist geritzt", "Friss oder stirb", "Dann lassen wir das",
 * 1.250,00 € and 1,1k), not translated: a Jollenkreuzer, a Deutz and a Fendt, a Vereinslauf's shirts, a
 * Siebträgermaschine, Diensträder, a Musikbox.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 6.150 € / 2.600,00 € / 3990.00 / 1,1k; words ("siebenhundert",
 *   "achthundertfünfzig", "neunhundert Euro", "zweitausend") name the phrase as written; relative bids recompute
 *   from the context, their amount in digits or words ("Dreihundert runter", "Fünfzig mehr"); totals divide
 *   exactly; self-corrections (009, 108, 209, 406) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); 202 carries only an order
 *   number.
 * - non-price numbers (phone numbers, postcodes, house numbers, a USt-IdNr. and HRB, order and listing numbers,
 *   dates, operating hours, market medians, a budget ceiling, quantities, model numbers) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh4In } from "./build";

const { clear, unclear, done } = fresh4In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 24_900), bid(19_000), "190 € für den Stuhl, hole ihn selbst ab.");
clear("002", "terse", ctx("EUR", 95_000), words(70_000, "siebenhundert"), "Siebenhundert für die Mühle, bar auf die Hand.");
clear("003", "terse", ctx("EUR", 48_000), minus(43_000, 5_000), "50 € runter und ich nehm ihn.");
clear("004", "terse", ctx("EUR", 62_000, 55_000), ACCEPT, "Passt so, abgemacht.");
clear("005", "terse", ctx("CHF", 450_000, 380_000), WITHDRAW, "Zu teuer für mich, ich steige aus.");
clear("006", "terse", ctx("EUR", 129_900), ask("shipping"), "Versand inklusive oder kommt der noch dazu?");
clear("007", "terse", ctx("EUR", 180_000), percentOff(153_000, 15), "15 % unter Ihrem Preis und ich überweise heute.");
clear("008", "terse", ctx("EUR", 34_900), bid(27_900), "Für die Axis M3106 biete ich 279 €.");
clear("009", "terse", ctx("EUR", 75_000), bid(64_000), "460 € – Zahlendreher, sorry – 640 €.");
clear("010", "terse", ctx("EUR", 260_000), ask("payment"), "Geht auch Zahlung auf Rechnung?");
unclear("011", "terse", ctx("EUR", 55_000), "eine Spanne: welcher Betrag?", "so zwischen 420 und 450 €");
clear("012", "terse", ctx("EUR", 98_000, 80_000), plus(83_000, 3_000), "Na gut, 30 € mehr als mein letztes Gebot. Mehr nicht.");
clear("013", "terse", ctx("EUR", 112_500, 100_000), ACCEPT, "1.125 € – abgemacht.");
unclear("014", "terse", ctx("EUR", 64_000), "zwei Preise: mit oder ohne Koffer?", "550 mit Koffer, 500 ohne");
clear("015", "terse", ctx("EUR", 88_000, 70_000), ask("rounds-left"), "Wie oft dürfen wir noch hin und her bieten, bevor Schluss ist?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 27_500), bid(22_000), "würdest du 220 für den pizzaofen nehmen? könnte sa vormittag vorbeikommen, so gegen 10");
clear("102", "chat", ctx("EUR", 340_000, 300_000), ACCEPT, "JA! Deal!!! 🎉 mein Team wird die Maschine lieben");
clear("103", "chat", ctx("EUR", 16_900, 12_000), WITHDRAW, "ne, lass mal. trotzdem danke");
clear("104", "chat", ctx("EUR", 210_000), ask("warranty"), "is da noch garantie drauf oder wird die ohne verkauft?");
clear("105", "chat", ctx("EUR", 98_000), words(85_000, "achthundertfünfzig"), "achthundertfünfzig und ich hol sie heut abend ab?");
clear("106", "chat", ctx("EUR", 140_000, 120_000), middle(130_000), "wir liegen 200 auseinander... treffen wir uns in der mitte?");
clear("107", "chat", ctx("EUR", 65_000), bid(57_500), "575 für die drohne? meld dich unter 0171 2345678");
clear("108", "chat", ctx("EUR", 46_000), bid(39_000), "ok 410. äh nee, 390, mehr hab ich nicht");
clear("109", "chat", ctx("EUR", 72_000), ask("returns"), "kann ich die kamera zurückschicken falls was nicht passt?");
unclear("110", "chat", ctx("EUR", 280_000), "Sarkasmus über den Preis: keine Annahme", "2800 für nen traktor mit kaputter motorhaube? klar, und ich bin der kaiser von china 😂");
unclear("111", "chat", ctx("EUR", 45_000), "Zustimmung ausstehend (die Geschäftspartnerin)", "450 klingt eigentlich fair, aber meine geschäftspartnerin muss erst noch ja sagen");
clear("112", "chat", ctx("EUR", 1_650), ask("discount"), "gibts rabatt wenn wir so 300 shirts nehmen?");
clear("113", "chat", ctx("EUR", 130_000), bid(110_000), "1,1k bar fürs rad? braucht eh neue reifen");
clear("114", "chat", ctx("EUR", 52_000, 40_000), WITHDRAW, "ok, wir kommen nicht zusammen. ich bin raus, danke für deine zeit");
clear("115", "chat", ctx("EUR", 19_900, 17_000), ACCEPT, "na gut, du hast gewonnen. ich nehm ihn");
clear("116", "chat", ctx("EUR", 420_000), bid(365_000), "baujahr 2011 mit 3200 betriebsstunden... 3650?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 690_000),
  bid(615_000),
  "Sehr geehrter Herr Brandt,\n\nvielen Dank für die Besichtigung des Jollenkreuzers am Sonntag. Angesichts der alten Segel und des überholungsbedürftigen Außenborders biete ich Ihnen 6.150 € für das Boot im jetzigen Zustand.\n\nMit freundlichen Grüßen\nKlaus Oberdörfer\nSeestraße 14\n82319 Starnberg\nTel. 08151 / 44 73 21",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 184_000),
  ACCEPT,
  "Sehr geehrte Frau Yilmaz,\n\nvielen Dank für das überarbeitete Angebot für die Headsets. Wir nehmen es so an; bitte geben Sie auf der Rechnung unsere Bestellnummer 4500219387 an.\n\nMit freundlichen Grüßen\nSabine Kortmann\nEinkauf, DialogWerk Service GmbH",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 580_000, 470_000),
  WITHDRAW,
  "Sehr geehrter Herr Lindner,\n\nvielen Dank für Ihre Geduld und die ausführlichen Auskünfte zum Deutz. Wir haben es uns in der Familie noch einmal überlegt und sehen von einem Kauf zu diesem Preis ab.\n\nFreundliche Grüße\nMonika Hasselbach\nHof Hasselbach",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 245_000),
  ask("delivery"),
  "Guten Tag,\n\nwir eröffnen am 2. März unsere zweite Filiale und bräuchten die Siebträgermaschine bis dahin. Mit welcher Lieferzeit müssen wir derzeit rechnen?\n\nVielen Dank und viele Grüße\nLuca Bergmann\nKaffeebar Bergmann\nHauptstraße 118, 69117 Heidelberg",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 1_450, null, 200),
  total(1_300),
  "Hallo zusammen,\n\nfür unseren Vereinslauf brauchen wir 200 bedruckte T-Shirts (zweifarbiger Brustdruck, Größen S–XXL laut Anhang). Wir können Ihnen 2.600,00 € für die gesamte Bestellung anbieten, Einrichtungskosten inklusive.\n\nSportliche Grüße\nJana Wolters\nTSV Grün-Weiß Lüneburg e. V.\nTel. 04131 778 90 12",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 120_000),
  words(90_000, "neunhundert Euro"),
  "Sehr geehrte Frau Albrecht,\n\nvielen Dank für die drei Logo-Entwürfe. Wir möchten das komplette Corporate-Design-Paket beauftragen und bieten dafür neunhundert Euro, inklusive der offenen Dateien.\n\nMit freundlichen Grüßen\nDaniel Frese\nBäckerei Frese & Fink",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 480_000),
  percentOff(422_400, 12),
  "Guten Morgen Herr Kaya,\n\nwir haben Ihr Angebot für das Kamerasystem mit 16 Kameras für unser Lager in Bremen geprüft. Bei 12 % unter dem angebotenen Preis würden wir den Auftrag erteilen; die Installation wäre im Januar.\n\nMit freundlichen Grüßen\nThorsten Hall\nLeitung Facility Management",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 220_000),
  bid(185_000),
  "Lieber Herr Sommer,\n\ndanke für die schnelle Rückmeldung. Für DJ und Technik bei unserem Sommerfest am Samstag, 18. Juli (19–23 Uhr, ca. 150 Gäste), können wir 1.850 € anbieten.\n\nHerzliche Grüße\nAlexandra Moritz\nFestausschuss, Ruderclub Wannsee",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 310_000, 240_000),
  bid(265_000),
  "Hallo nochmal,\n\nkleine Korrektur zu meiner Mail von vorhin: Ich habe 2.560 € geschrieben, gemeint waren 2.650 € für die Rancilio. Entschuldigung!\n\nViele Grüße\nNina",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 960_000),
  ask("negotiable"),
  "Hallo Herr Krüger,\n\nwir überlegen, ab Februar 20 E-Bikes für unsere Kuriere zu leasen. Ist die Monatsrate auf Ihrer Website verhandelbar oder ist das ein Festpreis?\n\nVielen Dank vorab\nPriya Schneider\nOperations, FlinkKiste GmbH",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 540_000, 480_000),
  "Zustimmung ausstehend (der Vorstand)",
  "Sehr geehrter Herr Novak,\n\nvielen Dank für Ihre Geduld. Wir könnten voraussichtlich auf 5.100 € für die Stühle gehen, jeder Betrag über 5.000 € muss aber von unserem Vorstand freigegeben werden, der am 9. tagt.\n\nMit freundlichen Grüßen\nHelene Cordes\nKaufmännische Leitung, Servicecenter Nord GmbH",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 390_000),
  "ein Gebot unter der Bedingung von Extras (Barista-Schulung, zweiter Satz Siebträger)",
  "Hallo Herr Marino,\n\nwir würden 3.500 € für die Zweigruppen-Maschine bieten, vorausgesetzt, Sie übernehmen eine Barista-Schulung vor Ort und legen einen zweiten Satz Siebträger dazu.\n\nViele Grüße\nSophie Lorenz\nCafé Mahlwerk",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 760_000),
  bid(680_000),
  "Sehr geehrte Damen und Herren,\n\nbetreffend Ihre Anzeige über 30 gebrauchte Bürodrehstühle (Steelcase Leap V2): Nach Besichtigung bieten wir Ihnen 6.800,00 € für den gesamten Posten, Abholung durch uns.\n\nMit freundlichen Grüßen\nStefan Gille\nGille Callcenter Services GmbH\nIndustriestraße 7, 44147 Dortmund\nTel. +49 231 5577 310\nUSt-IdNr.: DE 284193762\nAmtsgericht Dortmund, HRB 31877",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 425_000, 390_000),
  ACCEPT,
  "Hallo Frau Petersen,\n\ndanke für Ihre Rückmeldung. 4.250 € passen für uns – betrachten Sie dies bitte als unsere Zusage und schicken Sie uns den Vertrag.\n\nBeste Grüße\nAaron Lehmann\nBetrieb, Nordlicht Kundenservice\nTel. 040 355 0166",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 650_000),
  minus(600_000, 50_000),
  "Sehr geehrte Frau Brandt,\n\ndas Boot gefällt uns und das Gutachten ist ohne Befund. Wenn Sie mit Ihrem Preis um 500 € heruntergehen, unterschreiben wir den Kaufvertrag noch diese Woche.\n\nMit freundlichen Grüßen\nPeter und Johanna Wittlich",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 320_000),
  ask("payment"),
  "Sehr geehrter Herr Hügel,\n\nbevor wir die Weinbestellung aufgeben: Ist eine Zahlung mit 60 Tagen Zahlungsziel möglich, oder bestehen Sie auf Vorkasse?\n\nMit bestem Dank\nKatharina Löwe\nHotel Alte Pfarrei",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 290_000),
  "zwei Optionen, kein einzelnes Gebot",
  "Hallo Herr Becker,\n\nwir könnten entweder 2.400 € für das Kamera-Set wie angeboten zahlen oder 2.650 €, wenn vier zusätzliche 4K-Kameras dabei sind. Sagen Sie uns einfach, was Ihnen lieber ist.\n\nGruß\nOmar Haddad",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 820_000, 700_000),
  plus(725_000, 25_000),
  "Sehr geehrter Herr Svensson,\n\nvielen Dank für Ihr Gegenangebot zum Zimmerkontingent. Nach interner Abstimmung können wir unser letztes Angebot um 250 € erhöhen.\n\nMit freundlichen Grüßen\nLinda Parker\nVeranstaltungsmanagement, Zahnärztekongress Süd",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 510_000, 420_000),
  WITHDRAW,
  "Hallo Herr Daniels,\n\nvielen Dank für die Informationen zum Flottenleasing. Wir haben uns für einen anderen Anbieter entschieden; bitte schließen Sie unsere Anfrage bei sich.\n\nVielen Dank für Ihre Mühe\nMaja Goldberg\nStadtflitzer Kurierdienst",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 28_500, null, 40),
  bid(24_900),
  "Angebot:\n- Artikel: ergonomischer Bürostuhl mit Netzrücken (Modell EC-450)\n- Menge: 40 Stück\n- Angebotener Stückpreis: 249,00 EUR\n- Gesamt: 9.960,00 EUR\n- Lieferung: bis 15.12.2026 an Gewerbering 4, 90451 Nürnberg\nBudgetobergrenze für diesen Einkauf: 11.000 EUR. Bitte bestätigen oder Gegenangebot senden.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 450_000),
  bid(399_000),
  'Gegenangebot des Einkaufsagenten (Ref. neg-51c2):\n{"action": "counter_offer", "currency": "EUR", "unit_price": 3990.00, "quantity": 1, "valid_until": "2026-12-01T17:00:00Z"}\nBegründung: Vergleichbare gebrauchte Geräte werden zwischen 3.700 und 4.300 EUR angeboten.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 118_000, 99_000),
  ACCEPT,
  "Im Auftrag meines Auftraggebers bestätige ich die Annahme Ihres aktuellen Angebots. Bitte senden Sie Rechnung und Zahlungsinformationen. Weitere Gegenangebote erfolgen nicht.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 720_000, 600_000),
  WITHDRAW,
  "Hinweis des Einkaufsassistenten: Mein Auftraggeber hat mich angewiesen, diese Verhandlung zu beenden. Die Lücke zwischen Ihrer Position und dem freigegebenen Budget ist zu groß. Vielen Dank für Ihre Zeit; es folgen keine weiteren Angebote.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 360_000),
  ask("shipping"),
  "Vor Abgabe eines Gebots benötige ich eine Klärung: Ist die Fracht bis zu unserem Lager (PLZ 28197) im Preis enthalten, oder werden Versandkosten gesondert berechnet? Falls gesondert, bitte die Höhe angeben.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 560_000),
  bid(495_000),
  "Marktübersicht:\n• Median vergleichbarer Fendt Farmer 306 (Bj. 1985–1988): 5.300 EUR\n• Günstigstes geprüftes Inserat: 4.850 EUR (320 km entfernt)\n• Höchstes: 6.100 EUR\nAuf dieser Grundlage bin ich ermächtigt, 4.950 EUR für den besichtigten Schlepper (7.140 Betriebsstunden) anzubieten.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 16_900, null, 40),
  total(14_500),
  "Gruppenbuchungsanfrage: Partnertagung\n- Zimmerkontingent: 40 Zimmernächte (20 Zimmer × 2 Nächte, 6.–8. Mai)\n- Unser Angebot: 5.800 EUR für das gesamte Kontingent\n- Stornierung: gemäß Ihren Standard-Gruppenbedingungen\nBitte bestätigen Sie die Verfügbarkeit zu diesem Preis.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(230_000, 8),
  "Ich schlage einen Preis 8 % unter Ihrem aktuellen Angebot vor; damit bleibt der Einkauf im Q1-Budget meines Auftraggebers. Wenn das passt, kann ich die Bestellung sofort bestätigen.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 86_000, 74_000),
  middle(80_000),
  "Stand der Verhandlung: Ihr Angebot 860 EUR, unser letztes Gebot 740 EUR. Um zügig abzuschließen, schlägt mein Auftraggeber vor, die Differenz zu teilen. Bitte bestätigen Sie, falls einverstanden.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 154_000, 130_000),
  ask("standing-offer"),
  "Bitte nennen Sie zur Dokumentation noch einmal Ihr aktuelles Angebot für diesen Artikel inklusive Währung, damit ich es meinem Auftraggeber korrekt weitergeben kann.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 480_000),
  "eine Spanne, kein einzelnes Gebot",
  "Ich bin befugt, mich für den Posten irgendwo zwischen 4.000 und 4.400 EUR zu einigen. Welcher Betrag innerhalb dieser Spanne wäre für Sie akzeptabel?",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 680_000),
  "ein Gebot unter der Bedingung von Extras (Ersatzakkus und Schnellladegerät)",
  "Angebot: 6.200 EUR, unter der Bedingung, dass zwei Ersatzakkus und das Schnellladegerät enthalten sind. Ohne dieses Zubehör gilt das Angebot nicht.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 300_000, 260_000),
  "vorläufige Annahme, die Bestätigung des Auftraggebers steht aus",
  "Ihr Angebot von 3.000 EUR liegt offenbar im Rahmen. Ich werde voraussichtlich die Annahme empfehlen, muss dies aber vor einer verbindlichen Zusage mit meinem Auftraggeber abstimmen.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 149_000),
  bid(129_900),
  "Anfrage zur Preisanpassung für Inserat Nr. 88213 (Sony A7 III Body, ca. 14.200 Auslösungen). Vorgeschlagener Preis: 1.299,00 €. Zahlung per Treuhand innerhalb von 24 Stunden nach Annahme.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 275_000, 250_000),
  ACCEPT,
  "Entscheidung: ANNAHME. Vereinbarter Preis: 2.750,00 EUR pro Stück, Menge 1. Nächster Schritt: Bitte Auftragsbestätigung an einkauf@merkel-logistik.example senden. (Aufgabe 5 von 7 im heutigen Beschaffungslauf.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 4_500),
  ask("discount"),
  "Mein Auftraggeber erwägt, die Bestellung auf bis zu 500 Hoodies mit Logodruck zu erhöhen. Bieten Sie Staffelpreise an? Falls ja, nennen Sie bitte die Mengenstaffeln.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 340_000),
  minus(310_000, 30_000),
  "Gegenvorschlag: Reduzieren Sie Ihren aktuellen Preis um 300 EUR, dann sagen wir sofort zu. Begründung: Das Gerät benötigt einen neuen Riemensatz (geschätzt 180 EUR Material).",
);
clear(
  "318",
  "agent",
  ctx("EUR", 95_000, 80_000),
  WITHDRAW,
  "Status: ABBRUCH. Grund: Der Preis der Gegenseite übersteigt das vom Nutzer festgelegte Maximum. Dieser Vorgang wird geschlossen; keine weiteren Schritte erforderlich.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 540_000),
  bid(470_000),
  "Mein Gegenangebot zum Leasing der 12 Diensträder:\n- Monatsrate: 4.700 € (Ihr Angebot: 5.400 €)\n- Laufzeit: 36 Monate\n- Wartung: 2 Termine pro Monat, laut Prospekt inklusive\n- Start: 5. Januar\nZur Info: Unsere interne Obergrenze liegt bei 5.000 €/Monat.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 450_000), bid(380_000), "*klopft auf das abgeplatzte Gelcoat am Bug* Die hat schon bessere Tage gesehen. 3.800 €, und ich nehm sie heute noch mit.");
clear("402", "roleplay", ctx("EUR", 250_000), words(200_000, "zweitausend"), "*legt einen dicken Umschlag auf den Tisch* Zweitausend, bar, hier und jetzt. Friss oder stirb.");
clear("403", "roleplay", ctx("EUR", 190_000, 170_000), ACCEPT, "*seufzt, dann grinst er und streckt die Hand aus* Na schön. Hand drauf, die Sache ist geritzt.");
clear("404", "roleplay", ctx("EUR", 600_000, 480_000), WITHDRAW, "*schiebt den Stuhl zurück und steht auf* Nee, so wird das nichts. Danke für den Kaffee. *geht zur Tür*");
clear("405", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*lehnt sich an die Musikbox und mustert das Preisschild* Mal ehrlich: Ist das ein Festpreis, oder lässt sich da noch was machen?");
clear("406", "roleplay", ctx("EUR", 120_000), bid(95_000), "*kritzelt auf den Block* Ich geh auf 1.050... *streicht es durch* nein — 950. So war's gemeint.");
clear("407", "roleplay", ctx("EUR", 380_000), minus(350_000, 30_000), "*tritt gegen den Hinterreifen* Die Hydraulik sabbert. Dreihundert runter, und wir schlagen ein.");
unclear("408", "roleplay", ctx("EUR", 320_000), "Sarkasmus über den Preis: keine Annahme", "*lacht laut auf* 3.200 für eine Kaffeemaschine? Na klar, und singen tut die auch noch? *schüttelt den Kopf*");
unclear("409", "roleplay", ctx("EUR", 180_000, 140_000), "laut nachgedacht, keine Zusage", "*starrt lange auf die Musikbox* Sechzehnhundert... weiß nicht. Vielleicht. Vielleicht auch nicht.");
clear("410", "roleplay", ctx("EUR", 140_000, 110_000), plus(115_000, 5_000), "*stöhnt und zückt noch einmal das Portemonnaie* Gut. Fünfzig mehr als vorhin. Keinen Cent darüber.");
clear("411", "roleplay", ctx("EUR", 72_000, 65_000), ACCEPT, "*haut auf den Tisch* 720! Gekauft! Pack's ein, bevor ich's mir anders überlege.");
clear("412", "roleplay", ctx("EUR", 890_000), bid(790_000), "*klettert aus dem Cockpit* Eine Dehler von 1986 mit dem originalen 10-PS-Diesel... Ich bin bei 7.900 €, und das ist großzügig.");
clear("413", "roleplay", ctx("CHF", 95_000, 70_000), WITHDRAW, "*lüftet den Hut* Dann wird das wohl nichts. Einen schönen Tag noch, der Herr. *verschwindet im Marktgewühl*");
clear("414", "roleplay", ctx("EUR", 215_000), ask("warranty"), "*dreht die Kamera um und prüft das Bajonett* Und wenn der Verschluss nächsten Monat den Geist aufgibt? Gibt's da irgendeine Garantie?");
clear("415", "roleplay", ctx("EUR", 250_000, 210_000), middle(230_000), "*legt beide Hände auf die Motorhaube* Sie sagen fünfundzwanzig, ich sag einundzwanzig. Treffen wir uns in der Mitte, und fertig.");

export const FRESH4_DE = done();

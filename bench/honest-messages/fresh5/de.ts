/**
 * FIFTH unseen set, German (Germany and Switzerland; see fresh5/index.ts): written 2026-11-27 before reading
 * the reader's code, its rules or its tests, and without running it on these messages. Written as German buyers
 * write (du and Sie, "Passt, gekauft", "gebongt", "Lass gut sein", "schlagen Sie ein", "Hand drauf", "lasse es dabei
 * bewenden", 5.400 €, 1.550,00 EUR, CHF 2'350.–, USt-IdNr., HRB, Steuernummer), not translated: a Teleskop, a
 * Whirlpool, an Industrienähmaschine, a Steirische Harmonika, a Laufband, Barhocker, a Brennofen, Büroreinigung, a
 * Oldtimer-Motorrad, a Gewerbespülmaschine, Stehschreibtische, a Firmenfotograf, Palettenregale, a Festzelt, a
 * Pferdeanhänger, Beamer for a school, a Kühltheke, a Standuhr, a Gerüst, a Foodtruck, a Teppich and a Bienenstock.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 5.400 € / CHF 2'350.– / 612,00 EUR / "betrag": 2450; words
 *   ("Elfhundertfünfzig", "glatte fünfhundert", "zweitausend Euro", "Dreihundertfünfzig") name the phrase as
 *   written; relative bids recompute from the context, their amount in digits or words ("Hundert runter", "Zwanzig
 *   mehr"); totals divide exactly; self-corrections (009, 107, 209, 406) are labelled with the amount the buyer
 *   means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (model numbers, phone numbers, house numbers, postcodes, a USt-IdNr., an HRB and a
 *   Steuernummer, listing and serial numbers, dates, times, sizes, kilometres, a year, competitor quotes, market
 *   figures, a budget, a quantity, a run counter) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh5In } from "./build";

const { clear, unclear, done } = fresh5In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 54_000), bid(46_500), "465 € fürs Teleskop, Abholung Sonntag.");
clear("002", "terse", ctx("EUR", 140_000), words(115_000, "Elfhundertfünfzig"), "Elfhundertfünfzig für den Whirlpool, bar bei Abholung.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Passt, gekauft.");
clear("004", "terse", ctx("CHF", 260_000, 200_000), WITHDRAW, "Vergessen Sie's, viel zu teuer. Tschüss.");
clear("005", "terse", ctx("EUR", 89_000), ask("shipping"), "Was kostet der Versand nach 04109 Leipzig?");
clear("006", "terse", ctx("EUR", 31_000), minus(28_500, 2_500), "25 € unter Ihrem Preis und wir sind uns heute noch einig.");
clear("007", "terse", ctx("EUR", 72_000), percentOff(61_200, 15), "Geben Sie mir 15 Prozent Nachlass auf Ihren Preis, dann gehört sie mir.");
clear("008", "terse", ctx("EUR", 129_900), bid(105_000), "1.050 für die Dürkopp Adler 267, wie gesehen.");
clear("009", "terse", ctx("EUR", 42_000), bid(31_000), "340. Korrektur: 310.");
clear("010", "terse", ctx("EUR", 18_500), ask("payment"), "Geht auch PayPal?");
unclear("011", "terse", ctx("EUR", 36_000), "eine ungefähre Zahl, kein festes Gebot", "so um die 300 vielleicht?");
clear("012", "terse", ctx("EUR", 64_000, 50_000), plus(54_000, 4_000), "40 mehr als mein letztes. Ende.");
clear("013", "terse", ctx("EUR", 47_500, 42_000), ACCEPT, "475 €, na gut.");
unclear("014", "terse", ctx("EUR", 34_000), "zwei Preise je nach Lieferung: welcher gilt?", "300 wenn Sie liefern, sonst 270");
clear("015", "terse", ctx("EUR", 99_000, 85_000), ask("rounds-left"), "Letzte Runde oder darf ich noch mal kontern?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 79_000), bid(64_000), "hi, ist die steirische noch zu haben? würde 640 geben");
clear("102", "chat", ctx("EUR", 52_000, 45_000), ACCEPT, "jaaa!! gebongt, wann kann ich vorbeikommen und ihn holen? 😍");
clear("103", "chat", ctx("EUR", 48_000, 35_000), WITHDRAW, "nee, so viel wollt ich für ein laufband echt nicht ausgeben. kein stress, viel glück beim verkauf!");
clear("104", "chat", ctx("EUR", 61_000), ask("delivery"), "wie schnell könntest du liefern? bräuchte es vor dem 14.");
clear("105", "chat", ctx("EUR", 58_000), words(50_000, "glatte fünfhundert"), "würdest du glatte fünfhundert machen? 🙏");
clear("106", "chat", ctx("EUR", 85_000), bid(72_000), "wohn in der Goethestr. 12, könnte so gegen 17:30 abholen. 720 ok für dich?");
clear("107", "chat", ctx("EUR", 99_000), bid(82_000), "850.. nee streich das, 820 ist mein max");
clear("108", "chat", ctx("EUR", 90_000, 76_000), middle(83_000), "ok treffen wir uns genau zwischen deinem und meinem preis? 🤝");
clear("109", "chat", ctx("EUR", 61_000), ask("warranty"), "hat der motor noch garantie?");
unclear("110", "chat", ctx("EUR", 90_000), "Sarkasmus über den Preis: keine Annahme", "haha 900 für ein gebrauchtes laufband, klar, mach doch gleich nen tausender draus 🙄");
unclear("111", "chat", ctx("EUR", 54_000), "ein anderswo gesehener Preis, kein Gebot", "hab das gleiche teleskop auf kleinanzeigen für 410 gesehen 🤷");
clear("112", "chat", ctx("EUR", 79_000), ask("negotiable"), "ist der preis fest oder ist da noch was drin?");
clear("113", "chat", ctx("EUR", 31_000, 26_000), ACCEPT, "na schön, ich nehm ihn zu deinem preis 👍");
clear("114", "chat", ctx("EUR", 10_500, null, 3), total(9_000), "machst du alle 3 barhocker zusammen für 270?");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "nö. lass gut sein");
clear("116", "chat", ctx("EUR", 62_000), minus(56_000, 6_000), "wenn du 60 runtergehst bin ich dabei");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 620_000),
  bid(540_000),
  "Sehr geehrte Frau Albers,\n\nvielen Dank, dass wir letzte Woche einen Probebrand im Nabertherm Top 60 machen durften. Die Heizspiralen müssen innerhalb des nächsten Jahres ersetzt werden, daher bieten wir Ihnen 5.400 € für den Brennofen inklusive Brennhilfsmitteln.\n\nHerzliche Grüße\nHanna Kolb\nTöpferwerkstatt Kolb & Frey\nLindenstraße 27\n79098 Freiburg im Breisgau\nTel. 0761 / 55 01 98",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 380_000, 330_000),
  ACCEPT,
  "Guten Tag Herr Osei,\n\nvielen Dank für das überarbeitete Angebot zur Büroreinigung. Wir nehmen es zu den genannten Konditionen gerne an und freuen uns auf die Zusammenarbeit mit Ihrem Team.\n\nFreundliche Grüße\nBrigitte Kowalski\nBüroleitung, Laterne & Partner",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  WITHDRAW,
  "Lieber Herr Gräf,\n\nvielen Dank für die Probefahrt mit der BMW am Samstag und für Ihre Geduld bei all meinen Fragen. Ich habe es mir gut überlegt und lasse es dabei bewenden; das ist mir im Moment einfach zu viel.\n\nBeste Grüße\nThomas Asbach",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 890_000),
  ask("warranty"),
  "Guten Tag,\n\nwir ersetzen die Spülmaschine in unserer Restaurantküche, und Ihre generalüberholte Winterhalter passt gut zu uns. Welche Gewährleistung bzw. Garantie geben Sie darauf, und deckt sie Teile und Arbeitszeit ab?\n\nVielen Dank\nDiego Ramírez\nKüchenchef, Salz & Glut\nTel. 089 55 01 72",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 62_000, null, 12),
  total(55_000),
  "Hallo Herr Jordan,\n\nwir statten gerade das zweite Obergeschoss unseres Coworking-Spaces aus und bräuchten 12 elektrische Stehschreibtische (Platte 160 x 80 cm, Gestell schwarz). Für die zwölf Tische können wir 6.600 € anbieten, geliefert und montiert.\n\nViele Grüße\nPriya Natarajan\nHive Workspace\nKanalstraße 22, 20095 Hamburg",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 260_000),
  words(200_000, "zweitausend Euro"),
  "Sehr geehrte Frau Weißfeld,\n\nvielen Dank für Ihr Portfolio und den Ablaufplan für unsere Klausurtagung. Wir würden Sie gern für den ganzen Tag buchen und bieten dafür zweitausend Euro, inklusive bearbeiteter Bilder.\n\nMit besten Grüßen\nNoah Bergström\nPersonal & Kultur, Fernhügel Analytics GmbH",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 940_000),
  percentOff(846_000, 10),
  "Sehr geehrter Herr Kaminski,\n\nvielen Dank für Ihr Angebot über die Palettenregale für unser Verteilzentrum in Kassel. Zu einem Preis von 10 % unter dem angebotenen Betrag würden wir die Bestellung auslösen; Montage in der zweiten Januarhälfte.\n\nMit freundlichen Grüßen\nAngela Fitz\nLagerlogistik\nTel. +49 561 555 0131",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 510_000),
  bid(420_000),
  "Hallo Herr Sommerfeld,\n\ndanke für das Telefonat gestern. Für die dreitägige Miete des Festzelts 10 x 20 m für unser Dorffest (12.–14. Juni, Aufbau am 11.) können wir 4.200 € inklusive Boden und Beleuchtung anbieten.\n\nViele Grüße\nClaudia Duwe\nFestausschuss Oberweiler",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 390_000, 300_000),
  bid(351_000),
  "Sehr geehrte Frau Preuß,\n\nentschuldigen Sie bitte: In meiner Mail von heute früh habe ich 3.150 € für den Anhänger geboten, es muss natürlich 3.510 € heißen.\n\nFreundliche Grüße\nGerd Lohmann",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 349_900),
  ask("returns"),
  "Hallo,\n\nich interessiere mich für die Celestron-Montierung aus Ihrer Anzeige. Falls die Nachführung nach dem Aufbau nicht sauber funktioniert: Könnte ich sie innerhalb von 30 Tagen zurückgeben?\n\nVielen Dank\nAnika Peters",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 380_000),
  "eine Spanne, kein einzelnes Gebot",
  "Guten Tag Herr Osei,\n\ndanke für die Begehung. Für den Reinigungsvertrag denken wir an etwas in der Größenordnung von 3.000 bis 3.200 € im Monat, je nach endgültigem Leistungsumfang.\n\nFreundliche Grüße\nBrigitte Kowalski\nLaterne & Partner",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 890_000),
  "ein Gebot unter der Bedingung, dass die Montage dabei ist",
  "Guten Morgen,\n\nwir könnten 7.800 € für die Spülmaschine bieten, sofern Anschluss und Entsorgung unserer alten Maschine inbegriffen sind.\n\nViele Grüße\nDiego Ramírez\nSalz & Glut",
);
clear(
  "213",
  "polite-email",
  ctx("CHF", 289_000),
  bid(235_000),
  "Sehr geehrte Damen und Herren\n\nBetreffend Ihr Inserat für den Böckmann-Pferdeanhänger: Nach der Besichtigung am Dienstag bieten wir Ihnen CHF 2'350.– und holen ihn zu einem Termin Ihrer Wahl ab.\n\nFreundliche Grüsse\nEleonore Vogt\nReitstall Vogt GmbH\nHofstrasse 9, 8500 Frauenfeld\nTel. 052 555 01 70\nUID CHE-319.447.105 MWST",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 380_000, 340_000),
  ACCEPT,
  "Hallo Herr Grant,\n\ndanke für die schnelle Antwort. 3.800 € für das Beamer-Paket sind für uns in Ordnung; betrachten Sie diese Mail bitte als Zusage und schicken Sie die Rechnung ans Sekretariat.\n\nViele Grüße\nRahel Kim\nIT-Koordination, Gesamtschule Westbrück\nTel. 0221 555 01 24",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 690_000),
  minus(630_000, 60_000),
  "Sehr geehrte Frau Russo,\n\ndie Kühltheke ist genau das, was unsere Feinkosttheke braucht. Wenn Sie uns beim Preis 600 € entgegenkommen, bestellen wir noch diese Woche.\n\nMit freundlichen Grüßen\nMarco Bellini\nFeinkost Bellini",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 940_000),
  ask("payment"),
  "Sehr geehrter Herr Kaminski,\n\nbevor wir die Bestellung auslösen: Können wir auf Rechnung mit 30 Tagen Zahlungsziel zahlen, oder verlangen Sie eine Anzahlung?\n\nMit freundlichen Grüßen\nAngela Fitz\nLagerlogistik\nSteuernummer 026 241 55017",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 720_000, 610_000),
  "neigt zur Zusage, will aber erst darüber schlafen: noch keine Annahme",
  "Lieber Herr Gräf,\n\ndanke für den neuen Preis. Ich tendiere zu einem Ja, möchte aber noch eine Nacht bzw. das Wochenende darüber schlafen und melde mich am Montag.\n\nBeste Grüße\nThomas",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 480_000, 400_000),
  plus(415_000, 15_000),
  "Sehr geehrte Frau Chen,\n\nvielen Dank für Ihr Gegenangebot zum Foodtruck. Wir haben noch einmal gerechnet und können unser Angebot um 150 € erhöhen.\n\nMit freundlichen Grüßen\nLuis und Carmen Ortega",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 620_000, 500_000),
  WITHDRAW,
  "Sehr geehrte Frau Albers,\n\nnochmals danke für Ihre Zeit. Nach einiger Überlegung haben wir entschieden, den Brennofen nicht zu kaufen, und wünschen Ihnen viel Erfolg beim Verkauf.\n\nHerzliche Grüße\nHanna Kolb\nTöpferwerkstatt Kolb & Frey\nLindenstraße 27, 79098 Freiburg im Breisgau",
);
clear(
  "220",
  "polite-email",
  ctx("EUR", 62_000),
  ask("discount"),
  "Hallo Herr Jordan,\n\nwomöglich brauchen wir auch fürs dritte Obergeschoss Stehschreibtische. Wäre ein besserer Stückpreis drin, wenn wir vierundzwanzig auf einmal bestellen?\n\nViele Grüße\nPriya",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 69_900, null, 25),
  bid(61_200),
  "Beschaffungsvorschlag (Ausstattung Klassenräume):\n- Artikel: Kurzdistanz-Laserbeamer, Modell EB-770F\n- Menge: 25 Stück\n- Angebotener Stückpreis: 612,00 EUR\n- Gesamt: 15.300,00 EUR\n- Lieferung: Gesamtschule Westbrück, Ulmenweg 88, bis 08.01.2027\nFreigegebenes Budget: 16.000 EUR. Bitte annehmen oder Gegenangebot senden.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 289_000),
  bid(245_000),
  'Antwort des Käufer-Agenten (Vorgang hx-2291):\n{"typ": "gegenangebot", "artikel": "Whirlpool für 6 Personen", "betrag": 2450, "waehrung": "EUR", "gueltig_bis": "2026-12-03"}\nHinweis: Das Inserat ist seit 41 Tagen online.',
);
clear(
  "303",
  "agent",
  ctx("EUR", 87_500, 80_000),
  ACCEPT,
  "Ihr letztes Angebot erfüllt die Kriterien, die mein Auftraggeber für diesen Kauf festgelegt hat. In seinem Namen nehme ich es an. Bitte senden Sie den Zahlungslink und die Abholdetails.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 460_000, 380_000),
  WITHDRAW,
  "Ich beende diese Verhandlung im Namen meines Nutzers. Ihr Preis liegt weiterhin über seinem Limit, und er hat mich gebeten, nicht weiterzumachen. Danke für Ihre Antworten.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 149_000, 120_000),
  ask("standing-offer"),
  "Zur Dokumentation: Wie hoch ist Ihr aktueller Preis für die Standuhr nach Ihrer letzten Nachricht? Bitte Betrag und Währung angeben.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 149_000),
  bid(118_000),
  "Vergleichsverkäufe (Standuhren, 1890–1910, Werk läuft):\n1. Auktion Nürnberg: 1.150 EUR\n2. Händlerinserat: 1.290 EUR\n3. Privatverkauf: 1.400 EUR\nMedian: 1.290 EUR. Unter Berücksichtigung des gesprungenen Haubenglases biete ich 1.180 EUR.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 1_800, null, 60),
  total(1_500),
  "Mietanfrage – Gerüst für Fassadensanierung:\n• Rahmen: 60\n• Zeitraum: 4 Wochen ab 01.03.2027\n• Baustelle: Hafenweg 17, 24103 Kiel\n• Angebot: 900,00 EUR für alle 60 Rahmen über den Zeitraum\nBitte bestätigen oder Alternative nennen.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 300_000),
  percentOff(279_000, 7),
  "Nach Prüfung des Inserats und aktueller Vergleichswerte schlage ich einen Preis 7 % unter Ihrem aktuellen Angebot vor. Mein Auftraggeber kann noch am selben Tag zahlen.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 124_000, 108_000),
  middle(116_000),
  "Aktueller Stand – Verkäufer: 1.240 EUR; Käufer: 1.080 EUR. Um weitere Runden zu vermeiden, schlage ich vor, dass wir uns genau in der Mitte treffen.",
);
clear(
  "310",
  "agent",
  ctx("EUR", 349_900),
  ask("shipping"),
  "Rückfrage vor Gebotsabgabe: Sind Verpackung und Fracht zum Käufer im genannten Betrag enthalten, oder werden Versandkosten separat berechnet?",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 920_000),
  "ein Gebot unter Finanzierungsvorbehalt",
  "Angebot: 8.100 EUR für den Foodtruck, vorbehaltlich der Finanzierungszusage unserer Bank, die nächste Woche erwartet wird. Bis dahin ist das Angebot unverbindlich.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 340_000),
  "zwei Optionen, kein einzelnes Gebot",
  "Zwei Varianten zur Auswahl:\nA) 2.900 EUR inklusive Montage\nB) 2.600 EUR nur Gerät\nBitte teilen Sie mit, welche Variante Sie bevorzugen.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 380_000, 340_000),
  "grundsätzliche Einigung, rechtliche Prüfung ausstehend: keine verbindliche Annahme",
  "Es scheint, dass wir uns über Ihr aktuelles Angebot grundsätzlich einig sind. Die Rechtsabteilung meines Auftraggebers prüft die Vertragsbedingungen, bevor etwas bestätigt wird.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 349_900),
  bid(289_900),
  "Betreff: Inserat Nr. 44-1907 (Celestron CGX-L Montierung, Seriennr. 7812-0045). Gebotener Preis: 2.899,00 €. Abholung durch den Käufer binnen 7 Tagen nach Zusage.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 155_000, 150_000),
  ACCEPT,
  "Ergebnis: angenommen. Vereinbarter Preis: 1.550,00 EUR, Menge 1. Bitte Rechnung an den hinterlegten Rechnungskontakt senden. (Verhandlung 3 von 10 in diesem Durchlauf.)",
);
clear(
  "316",
  "agent",
  ctx("EUR", 510_000),
  ask("delivery"),
  "Zu welchem frühesten Termin können Sie Anlieferung und Aufbau des Festzelts am Veranstaltungsort (PLZ 55743) verbindlich zusagen? Mein Auftraggeber braucht das vor einem Gebot.",
);
clear(
  "317",
  "agent",
  ctx("EUR", 410_000),
  minus(385_000, 25_000),
  "Gegenvorschlag: 250 EUR unter Ihrem aktuellen Preis. Begründung: Die Reifen müssen vor der nächsten HU erneuert werden.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 85_000, 64_000),
  WITHDRAW,
  '{"entscheidung": "abbruch", "grund": "preis über dem maximum des nutzers", "weitere_angebote": false}\nIch verfolge diesen Artikel nicht weiter.',
);
clear(
  "319",
  "agent",
  ctx("EUR", 940_000),
  bid(860_000),
  "Zusammenfassung Jahresvertrag Büroreinigung:\n- Ihr Angebot: 9.400 €\n- Vorliegendes Konkurrenzangebot: 8.950 €\n- Unser Angebot: 8.600 €\n- Internes Budget: 9.000 €\nZu unserem Angebot können wir diese Woche unterschreiben.",
);
clear(
  "320",
  "agent",
  ctx("EUR", 165_000, 140_000),
  plus(152_000, 12_000),
  "Neues Gebot: 120 EUR über meinem vorherigen Angebot, um heute abzuschließen. Mehr hat mein Auftraggeber nicht freigegeben.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 85_000), bid(64_000), "*fährt mit dem Daumen über die ausgefranste Kante des Teppichs* Auf der Seite sind die Farben ausgeblichen. 640, keinen Heller mehr.");
clear("402", "roleplay", ctx("EUR", 48_000), words(35_000, "Dreihundertfünfzig"), "*klimpert mit dem Geldbeutel* Dreihundertfünfzig für Kasten und Volk, mein Bester.");
clear("403", "roleplay", ctx("EUR", 120_000, 100_000), ACCEPT, "*breitet die Arme aus* Ha! Sie sind ein zäher Hund — also gut, schlagen Sie ein!");
clear("404", "roleplay", ctx("EUR", 149_000, 110_000), WITHDRAW, "*hängt das Pendel behutsam zurück* Zu teuer für mich. Ich wünsche noch einen schönen Abend.");
clear("405", "roleplay", ctx("EUR", 289_000), ask("delivery"), "*beäugt die Deichsel* Und wie bald könnten Sie den Hänger bei uns auf den Hof bringen?");
clear("406", "roleplay", ctx("EUR", 85_000), bid(68_000), "*zählt die Scheine zweimal* 700 — Moment, sind nur 680. Mehr hab ich nicht dabei.");
clear("407", "roleplay", ctx("EUR", 480_000), minus(470_000, 10_000), "*klopft auf den verbeulten Kotflügel* Hundert runter für die Delle, und wir sind im Geschäft.");
unclear("408", "roleplay", ctx("EUR", 110_000), "Sarkasmus über den Preis: keine Annahme", "*verschluckt sich fast am Tee* Elfhundert? Für eine Uhr, die nicht schlägt? Aber sicher, mein Haus gibt's gratis dazu.");
unclear("409", "roleplay", ctx("EUR", 79_000), "Grübeln, keine Festlegung", "*zieht den Balg auf und lauscht* Vielleicht 500... vielleicht auch mehr, wenn sie die Stimmung hält.");
clear("410", "roleplay", ctx("EUR", 60_000, 50_000), plus(52_000, 2_000), "*seufzt theatralisch* Zwanzig mehr als vorhin. Das ist mein letztes Wort.");
clear("411", "roleplay", ctx("EUR", 145_000, 130_000), ACCEPT, "*spuckt in die Hand und hält sie hin* 1.450 also. Hand drauf.");
clear("412", "roleplay", ctx("EUR", 460_000), bid(390_000), "*geht zweimal um die R 75/5 von 1972 herum* Vierundfünfzig Jahre alt und 48.000 km auf der Uhr... ich gehe auf 3.900 €.");
clear("413", "roleplay", ctx("EUR", 85_000, 60_000), WITHDRAW, "*winkt ab* Pah. Behalten Sie ihn. *verschwindet in der Menge*");
clear("414", "roleplay", ctx("EUR", 48_000, 30_000), ask("standing-offer"), "*lehnt sich an den Zaun* Wie war Ihr Preis noch gleich?");
clear("415", "roleplay", ctx("EUR", 130_000, 110_000), middle(120_000), "*hebt zwei Finger* Sie sagen dreizehnhundert, ich hab elfhundert gesagt. Wir treffen uns in der Mitte, und alle gehen zufrieden heim.");

export const FRESH5_DE = done();

/**
 * TENTH set, German (Germany, Austria, Switzerland; see fresh10/index.ts): written 2026-11-27 for reporting only,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, in German
 * as German-speaking buyers write it (3.650 €, CHF 1'300.–, "Passt scho", "Griaß di", "Abgemacht", du and Sie).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (PLZ, Telefon,
 * Betriebsstunden, Bestellnummern, Daten, Baujahre, Kilometer) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh10In } from "./build";

const { clear, unclear, done } = fresh10In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 74_000), bid(62_000), "620 € für den Kamado, bar bei Abholung.");
clear("002", "terse", ctx("EUR", 160_000), words(150_000, "fünfzehnhundert"), "Fünfzehnhundert für die Tuba, mit Koffer und Mundstück.");
clear("003", "terse", ctx("EUR", 33_000, 29_000), ACCEPT, "Na gut, überredet. Ich nehm's.");
clear("004", "terse", ctx("EUR", 95_000, 70_000), WITHDRAW, "Nee. Vergessen Sie's.");
clear("005", "terse", ctx("EUR", 48_000), ask("delivery"), "Kann das Trampolin noch vor dem 20.12. geliefert werden?");
clear("006", "terse", ctx("EUR", 56_000), minus(50_000, 6_000), "60 € unter Ihrem Preis, dann hol ich's heute Abend.");
clear("007", "terse", ctx("CHF", 40_000), percentOff(34_000, 15), "Mit 15 % Rabatt gehört's mir.");
clear("008", "terse", ctx("EUR", 115_000), bid(98_000), "980 € für den Honda EU22i, hat ja schon 140 Betriebsstunden.");
clear("009", "terse", ctx("EUR", 70_000), bid(58_000), "600 – nein, sagen wir 580.");
clear("010", "terse", ctx("EUR", 22_000), ask("payment"), "PayPal okay?");
unclear("011", "terse", ctx("EUR", 36_000), "„so um die“ ist kein fester Preis: wie viel genau?", "So um die 300?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 drauf auf mein letztes Gebot. Endgültig.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, einverstanden. Gekauft.");
unclear("014", "terse", ctx("EUR", 61_000), "Gebot hängt davon ab, ob die Abdeckung dabei ist", "550 mit Abdeckung, ohne weniger.");
clear("015", "terse", ctx("EUR", 18_500), ask("returns"), "Kann ich's binnen 14 Tagen zurückgeben, falls es nicht passt?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 39_000), bid(32_000), "hallo! is das kanu noch zu haben? könnt 320 machen 👀");
clear("102", "chat", ctx("EUR", 21_000, 18_000), ACCEPT, "boah jaaa!!! deal 😍 die kinder werden ausflippen");
clear("103", "chat", ctx("CHF", 130_000, 95_000), WITHDRAW, "hmm das isch mer grad z'vill, ich lahs la sii. danke trotzdem und viel erfolg!");
clear("104", "chat", ctx("EUR", 8_900), ask("shipping"), "was kostet der versand nach 1070 wien? oder nur abholung?");
clear("105", "chat", ctx("EUR", 45_000), words(40_000, "vierhundert"), "würdest du vierhundert für die mandoline nehmen? bar heut noch");
clear("106", "chat", ctx("EUR", 27_000), bid(23_000), "könnt samstag so um 10:30 abholen, bin ca 15 min weg. 230 ok?");
clear("107", "chat", ctx("EUR", 62_000, 50_000), middle(56_000), "treffen wir uns in der mitte? 🙏");
clear("108", "chat", ctx("EUR", 140_000), ask("warranty"), "is auf der bandsäge noch garantie drauf oder privatverkauf ohne gewährleistung?");
unclear("109", "chat", ctx("EUR", 49_000), "Spott über den Preis: weder Gebot noch Zusage", "490 für nen gebrauchten kinderwagen haha. klar, willste mein auto auch noch? 🙃");
unclear("110", "chat", ctx("EUR", 31_000), "laut nachgedacht, kein Gebot", "250... hmm weiß nich");
clear("111", "chat", ctx("EUR", 6_500, null, 4), ask("discount"), "wenn ich 4 staffeleien nehm, wirds dann pro stück günstiger?");
clear("112", "chat", ctx("EUR", 9_000, null, 5), total(8_000), "5 hängematten für 400 zusammen?");
clear("113", "chat", ctx("EUR", 16_000, 14_000), ACCEPT, "na gut dein preis 👌");
clear("114", "chat", ctx("EUR", 75_000, 55_000), WITHDRAW, "nö, lass mal");
clear("115", "chat", ctx("EUR", 35_000), minus(31_000, 4_000), "40 runter und ich hols heut noch");
clear("116", "chat", ctx("EUR", 29_000), ask("negotiable"), "is der preis fix oder geht da noch was?");
unclear("117", "chat", ctx("EUR", 52_000, 45_000), "„vielleicht“ zum Preis: noch keine Zusage", "vielleicht nehm ichs zu deinem preis, schlaf nochmal drüber");
clear("118", "chat", ctx("EUR", 19_000, 15_000), ask("standing-offer"), "sorry hab den überblick verloren, was willst du jetzt dafür?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 420_000), bid(365_000),
  "Hallo Herr Brenner,\n\nvielen Dank für das Wartungsheft zum 20-kW-Dieselgenerator. Wir veranstalten im August ein zweitägiges Open Air und möchten Ihnen 3.650 € für das Aggregat bieten, Abholung bei Ihnen auf dem Hof.\n\nViele Grüße\nKatrin Lenz\nOpen Air am Deich e. V.\nDeichstraße 14, 26506 Norden\nTel. 04931 55 01 66");
clear("202", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Sehr geehrte Frau Oduya,\n\nvielen Dank für Ihr Gegenangebot zu den Schwerlastregalen. Damit sind wir einverstanden und freuen uns auf die Abwicklung. Unser Lagerleiter meldet sich wegen des Liefertermins.\n\nMit freundlichen Grüßen\nGerhard Pohl\nPohl Logistik GmbH");
clear("203", "polite-email", ctx("EUR", 690_000, 520_000), WITHDRAW,
  "Sehr geehrter Herr Castellano,\n\nherzlichen Dank für Ihre Zeit. Der Vorstand hat Ihren letzten Preis für die Alu-Zuschauertribüne besprochen; leider übersteigt er, was unser Verein in dieser Saison aufbringen kann. Wir verfolgen den Kauf daher nicht weiter und danken Ihnen für das faire Miteinander.\n\nMit sportlichen Grüßen\nAnnemarie Walther\nSchriftführerin, SV Grün-Weiß Hemmingen");
clear("204", "polite-email", ctx("EUR", 98_000), ask("delivery"),
  "Guten Tag,\n\nunsere Jahrestagung beginnt am 14. Januar im Kongresshaus, Messeplatz 1, 50679 Köln. Wenn wir das Rednerpult aus Nussbaum diese Woche bestellen: Bis wann könnten Sie liefern?\n\nBesten Dank\nDirk Osterkamp\nVeranstaltungsorganisation\n0221 555 01 28");
clear("205", "polite-email", ctx("EUR", 32_000, null, 10), total(29_000),
  "Guten Morgen,\n\nwir bauen die Umkleiden unseres Studios um und bräuchten 10 der Stahlspinde. Wären 2.900 € für alle zehn inklusive Schlösser machbar?\n\nDanke und sportliche Grüße\nSandra Kowalczyk\nEisenwerk Fitness");
clear("206", "polite-email", ctx("EUR", 260_000), words(230_000, "zweitausenddreihundert"),
  "Liebe Frau Pemberg,\n\ndanke, dass wir uns den Pferdeanhänger am Samstag ansehen durften. Da der Boden neu beplankt werden muss, würde ich Ihnen zweitausenddreihundert Euro anbieten und ihn nach Absprache in Verden abholen.\n\nHerzliche Grüße\nHanna Löwe\n0160 5550648");
clear("207", "polite-email", ctx("EUR", 150_000), percentOff(135_000, 10),
  "Sehr geehrter Herr Albers,\n\nwir halten auf unserem kleinen Hof alte Hühnerrassen und interessieren uns für die Schrank-Brutmaschinen. Kämen Sie uns mit 10 % Nachlass auf den ausgeschriebenen Preis entgegen, wenn wir bei Abholung bezahlen?\n\nFreundliche Grüße\nTheresa Harms\nHof Harms");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nwir bieten Stadtführungen an und überlegen, Ihre Elektro-Rikscha (Rahmen-Nr. PC-7731-E, Erstzulassung 2024) zu übernehmen. Besteht auf Motor und Akku noch Garantie, und geht diese auf uns als neue Eigentümer über?\n\nMit freundlichen Grüßen\nLukas Ortner\nPedal-Touren Bamberg");
clear("209", "polite-email", ctx("EUR", 280_000), bid(245_000),
  "Liebe Frau Sörensen,\n\nvielen Dank für die Aufnahme der Marimba. Wir möchten Ihnen 2.500 € für das Instrument bieten. Korrektur: 2.450 € – ich habe mich in meinen Notizen verlesen.\n\nHerzlichen Dank\nPaul Hendrich\nPercussion-Ensemble am See");
clear("210", "polite-email", ctx("EUR", 112_000, 100_000), ACCEPT,
  "Sehr geehrter Herr Haddad,\n\nvielen Dank für die neuen Fotos des frisch bezogenen Ohrensessels. Wir nehmen Ihr Angebot über 1.120 € gern an und überweisen heute Nachmittag.\n\nFreundliche Grüße\nFiona Claasen");
unclear("211", "polite-email", ctx("EUR", 470_000), "der Betrag braucht noch den Beschluss des Schulträgers, kein festes Gebot",
  "Sehr geehrte Frau Henle,\n\nwir könnten voraussichtlich etwa 4.100 € für das Bühnenpodest samt Rednerpult bieten, allerdings muss der Schulträger in der Sitzung am kommenden Dienstag noch zustimmen.\n\nMit freundlichen Grüßen\nRonald Aurich\nSchulleitung, Realschule Westend");
clear("212", "polite-email", ctx("EUR", 45_000, null, 4), bid(39_000),
  "Guten Tag,\n\nbetr. Bestellung 88-2041: Für die 4 Steckregale, über die wir am 23.11. telefoniert haben, bieten wir 390 € pro Stück, Lieferung an Tor 3, Industriestraße 77, 68169 Mannheim.\n\nDanke und Gruß\nMichael Tran\nTran Autoteile\n0621 555 01 02");
clear("213", "polite-email", ctx("EUR", 230_000), ask("payment"),
  "Sehr geehrte Frau Fahrenholz,\n\nvielen Dank für das Angebot Nr. 2026-417 über das Alu-Podest. Unsere Haushaltsabteilung zahlt nur gegen Rechnung. Wäre ein Zahlungsziel von 30 Tagen möglich, oder benötigen Sie vorab eine Anzahlung?\n\nMit freundlichen Grüßen\nDr. Alan Moser\nHistorisches Seminar, Universität Kassel");
clear("214", "polite-email", ctx("EUR", 320_000), minus(295_000, 25_000),
  "Servus Jakob,\n\nhat mich gefreut, Amboss und Esse bei dir in der Werkstatt anzuschauen. Würdest du 250 € unter deinem Preis gehen? Ich zahl alles bar, wenn ich die Sachen abhol.\n\nPfiat di\nOswald Pichler");
clear("215", "polite-email", ctx("EUR", 210_000, 175_000), plus(185_000, 10_000),
  "Liebe Frau Wittlich,\n\nherzlichen Dank für Ihre freundliche Antwort zum viktorianischen Puppenhaus. Ich kann mein letztes Angebot um 100 € erhöhen – meine Enkelin wäre überglücklich.\n\nHerzlichst\nMargarete Elsner");
clear("216", "polite-email", ctx("EUR", 67_000), ask("shipping"),
  "Hallo,\n\nich interessiere mich für die Buffet-Klarinette. Was würde der Versand nach 24103 Kiel kosten, und wäre das Paket versichert?\n\nDanke und Gruß\nNora Wittfeld");
clear("217", "polite-email", ctx("EUR", 540_000, 410_000), WITHDRAW,
  "Sehr geehrter Herr Lindqvist,\n\nvielen Dank für Ihre Geduld mit unseren Fragen zur Industriebandsäge. Wir haben inzwischen eine Maschine gefunden, die besser in unser Budget passt, und nehmen daher Abstand vom Kauf. Viel Erfolg beim Verkauf!\n\nMit freundlichen Grüßen\nRegina Jung\nJung & Söhne Schreinerei");
unclear("218", "polite-email", ctx("EUR", 150_000), "zwei Preise, mit oder ohne Rost: welcher ist das Gebot?",
  "Sehr geehrte Damen und Herren,\n\nwir könnten 1.200 € für die Feuerschale allein bieten oder 1.350 € mit Grillrost.\n\nMit freundlichen Grüßen\nBernd Dohle");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "Ich kaufe im Auftrag eines Kunden. Vergleichbare Verkäufe dieses Profi-Klarinettenmodells: 1.950 € (Kleinanzeigen, Oktober), 1.890 € (Musikbörse) und 2.010 € (Fachhändler, mit Service). Die Obergrenze meines Kunden liegt bei 1.850 €. Mit Blick auf die abgenutzten Polster bieten wir 1.780 €.");
clear("302", "agent", ctx("EUR", 58_000, 50_000), ACCEPT,
  "Hier der Einkaufsagent der Wohnbau Meridian. Mein Auftraggeber hat Ihre letzten Konditionen geprüft und weist mich an, sie anzunehmen. Bitte bestätigen Sie die Abholadresse.");
clear("303", "agent", ctx("EUR", 300_000, 210_000), WITHDRAW,
  "Im Namen meines Mandanten: Ihr Preis liegt weiterhin deutlich über dem vorgegebenen Budget. Wir beenden die Verhandlung an dieser Stelle. Vielen Dank für Ihre Zeit.");
clear("304", "agent", ctx("EUR", 47_000), ask("returns"),
  "Ich bin ein automatischer Einkaufsassistent und handle für eine Mutter. Bevor wir ein Angebot für den Kinderwagen abgeben: Kann er zurückgeschickt werden, wenn er mit einem Mangel ankommt, und innerhalb welcher Frist?");
clear("305", "agent", ctx("EUR", 12_000, null, 8), total(10_500),
  "Angebot für 8 Stahl-Schubkarren:\n- Gesamtpreis: 840 € für alle\n- Abholung mit unserem Transporter, werktags\n- Zahlung per Karte bei Abholung");
clear("306", "agent", ctx("EUR", 90_000), percentOff(79_200, 12),
  "Mein Nutzer möchte das Etagenbett aus massiver Eiche zu 12 % unter dem ausgeschriebenen Preis kaufen, da laut Beschreibung der Leiterhaken fehlt.");
unclear("307", "agent", ctx("EUR", 130_000), "ein Budgetrahmen, kein Gebot",
  "Mein Auftraggeber bewegt sich für diesen Artikel irgendwo zwischen 1.000 und 1.100 €. Wie möchten Sie weiter vorgehen?");
clear("308", "agent", ctx("EUR", 260_000), bid(228_000),
  "Gegenangebot des Käufer-Agenten:\n```json\n{\"artikel\": \"Dieselaggregat 20 kVA\", \"angebot\": 2280, \"waehrung\": \"EUR\", \"abholung\": \"2026-12-09\"}\n```");
clear("309", "agent", ctx("EUR", 7_900, null, 15), ask("discount"),
  "Mein Auftraggeber richtet ein neues Studio ein und braucht 15 Spinde. Gibt es bei dieser Menge einen günstigeren Stückpreis?");
clear("310", "agent", ctx("EUR", 100_000, 82_000), minus(78_000, 4_000, "last-bid"),
  "Korrektur vom Käufer-Agenten: Die Finanzabteilung meines Kunden hat das freigegebene Budget gesenkt, daher müssen wir unser Angebot um 40 € gegenüber dem vorigen reduzieren. Ich bitte das Hin und Her zu entschuldigen.");
clear("311", "agent", ctx("EUR", 155_000), ask("negotiable"),
  "Ich bin ein Beschaffungsassistent für einen Handwerksbetrieb. Ist beim angegebenen Preis Spielraum, oder ist er fest?");
unclear("312", "agent", ctx("EUR", 275_000, 240_000), "Zusage erst nach einem Gutachten, noch nicht bindend",
  "Mein Mandant ist bereit, Ihren Betrag zu akzeptieren, sobald das Gutachten zum Pferdeanhänger am 3. Dezember ohne Befund zurückkommt. Wir melden uns dann wieder.");
clear("313", "agent", ctx("EUR", 380_000), words(340_000, "dreitausendvierhundert Euro"),
  "Gemäß den Anweisungen meines Auftraggebers biete ich dreitausendvierhundert Euro für die Elektro-Rikscha, Zahlung per Überweisung binnen zwei Werktagen.");
clear("314", "agent", ctx("EUR", 44_000, 38_000), ask("standing-offer"),
  "Für die Zusammenfassung an meinen Kunden: Könnten Sie Ihren aktuellen Preis für den Artikel noch einmal nennen?");
clear("315", "agent", ctx("EUR", 96_000, 88_000), ACCEPT,
  "Mein Kunde akzeptiert Ihren Preis von 960,00 €. Bitte senden Sie die Rechnung, wir organisieren die Abholung.");
clear("316", "agent", ctx("EUR", 170_000, 140_000), ask("rounds-left"),
  "Zur Planung für meinen Auftraggeber: Wie viele Angebote können wir noch abgeben, bevor die Verhandlung schließt?");
clear("317", "agent", ctx("EUR", 62_000), bid(54_000),
  "Angebot des Käufer-Agenten: 540 € für den Dartschrank (Modell DC-180, mit 6 Pfeilen). Lieferung an PLZ 80331, gewünschter Termin 11.12.2026.");
unclear("318", "agent", ctx("EUR", 83_000), "„in der Größenordnung“, abhängig vom Zustandsbericht: kein festes Gebot",
  "Je nach Zustandsbericht könnte mein Kunde etwas in der Größenordnung von 700 € ins Auge fassen. Schicken Sie ihn bitte, sobald er vorliegt.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 24_000), bid(19_000), "*streicht mit dem Daumen über das Sisal* Die Scheibe hat schon was mitgemacht. 190, und ich trag sie selbst raus.");
clear("402", "roleplay", ctx("EUR", 13_000, 11_000), ACCEPT, "*lacht und schlägt ein* Schon gut, schon gut. Abgemacht.");
clear("403", "roleplay", ctx("EUR", 58_000, 40_000), WITHDRAW, "*hängt die Mandoline zurück an den Haken* Schönes Instrument, aber nicht zu dem Preis. Danke trotzdem. *geht zur Tür*");
clear("404", "roleplay", ctx("EUR", 72_000, 60_000), ask("rounds-left"), "*zieht eine Augenbraue hoch* Wie oft darf ich noch bieten, bevor Sie mich rauswerfen?");
clear("405", "roleplay", ctx("EUR", 46_000, 38_000), middle(42_000), "*breitet die Arme aus* Wir kommen nicht weiter. Teilen wir die Differenz, dann sind beide zufrieden?");
clear("406", "roleplay", ctx("EUR", 33_000), bid(26_000), "*kramt im Geldbeutel* 280 – Moment, 260. Die Miete ist fällig.");
clear("407", "roleplay", ctx("EUR", 9_500), words(7_000, "siebzig"), "*tritt gegen den Reifen der Schubkarre* Siebzig Euro und ich schieb sie gleich heim.");
unclear("408", "roleplay", ctx("EUR", 41_000), "ein Bluff ohne festen Betrag", "*grinst* Ich weiß genau, was ich zahlen würde. Die Frage ist, ob Sie's hören wollen.");
clear("409", "roleplay", ctx("EUR", 85_000), minus(79_000, 6_000), "*zeigt auf den Kratzer am Deckel* Sechzig runter dafür, dann sind wir quitt.");
clear("410", "roleplay", ctx("EUR", 52_000, 40_000), plus(43_000, 3_000), "*atmet aus* Dreißig mehr als vorhin. Das ist meine Grenze.");
clear("411", "roleplay", ctx("EUR", 19_500), ask("payment"), "*hält das Handy hoch* Geht auch Karte, oder nur Bares?");
unclear("412", "roleplay", ctx("EUR", 67_000, 55_000), "„vielleicht“ und eine Nacht drüber schlafen: noch keine Zusage", "*reibt sich den Nacken* Vielleicht nehm ich's zu Ihrem Preis... lassen Sie mich eine Nacht drüber schlafen.");
clear("413", "roleplay", ctx("EUR", 29_000, 25_000), ACCEPT, "*nickt* Dann eben Ihr Preis. Packen Sie's ein.");
clear("414", "roleplay", ctx("EUR", 150_000), bid(125_000), "*geht um den Pferdeanhänger herum* Baujahr 2009, zwei Boxen, 60.000 km... ich geb Ihnen 1.250.");
clear("415", "roleplay", ctx("EUR", 120_000, 80_000), WITHDRAW, "*dreht sich auf dem Absatz um* Behalten Sie's.");

export const FRESH10_DE = done();

/**
 * THIRD unseen set, German (Germany, Austria, Switzerland; see fresh3/index.ts): written 2026-11-28 before
 * reading the reader's code, its rules or its tests, and before running it on these messages. Each situation of
 * the set told as a German-speaking buyer would tell it (a Geige from a Mittenwald workshop, a Brautkleid, a
 * Golf and a Gabelstapler, Kopierpapier on pallets, software licences, Catering, a Messestand, Solarmodule, a
 * Fachübersetzung, concert tickets), not translated from the English.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; 1.180 € / 2.340,50 € / CHF 1'250.– / € 875,- / 1,2k; words
 *   ("zwölfhundert", "nen Tausender", "achthundert") name the phrase as written; relative bids ("50 Euro weniger",
 *   "15 % Nachlass", "in der Mitte treffen", "25 € mehr als mein letztes Gebot") recompute from the context;
 *   totals divide exactly; self-corrections ("850 – Tippfehler, 580", "650. Nee, doch lieber 620", "2.150 €, nicht
 *   2.510 €", "Dreihundertfünfzig... nein, Moment. Dreihundert") are labelled with the amount the buyer means.
 * - acceptances ("Passt", "Abgemacht", "Einverstanden", "Handschlag drauf") name no price or exactly the standing
 *   offer (016, 214, 315, 412); 202 carries only an order number.
 * - non-price numbers (model numbers, phone numbers, house numbers, postcodes, order numbers, dates, times,
 *   operating hours, market prices, a budget ceiling, licences) sit beside one bid.
 * - ambiguous: ranges, "so um die", sarcasm, approval pending, bids conditional on extras or installation, a
 *   tentative agent acceptance, two options, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh3In } from "./build";

const { clear, unclear, done } = fresh3In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 135_000), bid(118_000), "1.180 € für die Geige, bar auf die Hand.");
clear("002", "terse", ctx("EUR", 259_000), bid(234_050), "Mein Angebot: 2.340,50 €");
clear("003", "terse", ctx("EUR", 139_000), words(120_000, "zwölfhundert"), "zwölfhundert, dann passt's");
clear("004", "terse", ctx("EUR", 51_000, 44_000), ACCEPT, "Passt. Schicken Sie mir die Rechnung.");
clear("005", "terse", ctx("EUR", 93_000, 72_000), WITHDRAW, "Zu teuer. Ich bin raus.");
clear("006", "terse", ctx("EUR", 33_900), ask("shipping"), "Fracht inklusive?");
clear("007", "terse", ctx("EUR", 68_000), minus(63_000, 5_000), "50 Euro weniger und ich schlag zu");
clear("008", "terse", ctx("EUR", 220_000), percentOff(187_000, 15), "15 % Nachlass auf Ihren Preis, dann machen wir's");
clear("009", "terse", ctx("EUR", 109_000), bid(89_000), "890 für den TASKalfa 2553ci?");
clear("010", "terse", ctx("EUR", 69_000), bid(58_000), "850 – Tippfehler, 580 natürlich");
clear("011", "terse", ctx("EUR", 295_000), ask("payment"), "Zahlung auf Rechnung, 30 Tage netto – geht das?");
unclear("012", "terse", ctx("CHF", 90_000), "a range: which amount?", "zwischen 750 und 800, je nachdem");
unclear("013", "terse", ctx("EUR", 64_000), "\"so um die\": a hedge, not a firm bid", "so um die 500 vielleicht?");
clear("014", "terse", ctx("EUR", 97_000, 80_000), plus(82_500, 2_500), "25 € mehr als mein letztes Gebot.");
clear("015", "terse", ctx("EUR", 58_000, 46_000), ask("standing-offer"), "Wie war nochmal Ihr aktueller Preis?");
clear("016", "terse", ctx("EUR", 148_000, 130_000), ACCEPT, "Gut, 1.480 € – einverstanden.");
clear("017", "terse", ctx("EUR", 21_000, null, 6), total(18_000), "6 Module zusammen für 1.080 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 49_000), bid(42_000), "420 bar, kann Samstag so gegen 10 vorbeikommen");
clear("102", "chat", ctx("EUR", 178_000), ACCEPT, "jaaa ok, abgemacht!! überweise gleich die Anzahlung 💍");
clear("103", "chat", ctx("EUR", 29_000, 21_000), WITHDRAW, "hat sich erledigt, hab was Günstigeres auf Kleinanzeigen gefunden. trotzdem danke");
clear("104", "chat", ctx("EUR", 124_900), ask("warranty"), "ist da noch Herstellergarantie drauf oder schon abgelaufen?");
clear("105", "chat", ctx("EUR", 115_000), words(100_000, "nen Tausender"), "würdest du nen Tausender nehmen? steht ja schon ne Weile drin 😅");
clear("106", "chat", ctx("EUR", 64_000, 56_000), middle(60_000), "komm, treffen wir uns in der Mitte");
clear("107", "chat", ctx("EUR", 42_000), bid(36_000), "360? meld dich einfach unter 0171 2345678");
clear("108", "chat", ctx("EUR", 85_000), bid(62_000), "ok 650. nee, doch lieber 620, mehr ist echt nicht drin");
clear("109", "chat", ctx("EUR", 159_000), ask("returns"), "wie ist das mit Rückgabe? sie hat's noch nicht anprobiert");
unclear("110", "chat", ctx("EUR", 450_000), "sarcasm about the asking price: not an acceptance", "4500 für nen Golf von 2009? klar, und ne Niere leg ich noch drauf 🙄");
unclear("111", "chat", ctx("EUR", 34_000), "approval pending (his wife)", "klingt fair, muss aber erst meine Frau fragen");
clear("112", "chat", ctx("EUR", 26_000), ask("discount"), "gibts Rabatt wenn ich zwei nehm?");
clear("113", "chat", ctx("EUR", 139_000), bid(120_000), "würdest du 1,2k nehmen? bar, heute noch");
clear("114", "chat", ctx("EUR", 88_000, 74_000), WITHDRAW, "vergiss es, so viel zahl ich nicht. tschüss");
clear("115", "chat", ctx("EUR", 31_000), bid(26_500), "265 bar, hab morgen ab 17 Uhr Zeit");
clear("116", "chat", ctx("EUR", 22_000, 18_000), ACCEPT, "na gut, dein Preis. wann kann ich's abholen?");
clear("117", "chat", ctx("EUR", 38_000), ask("delivery"), "wie schnell kannst du verschicken? brauch's bis zum 14.");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 920_000),
  bid(840_000),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für die Fotos des Linde H25D. Nach Prüfung des Betriebsstundenzählers (7.180 h) bieten wir Ihnen 8.400,00 € für den Stapler, Abholung durch uns.\n\nMit freundlichen Grüßen\nJana Wittkowski\nDisposition, Wittkowski Logistik GmbH\nHafenstraße 18, 28217 Bremen\nTel. 0421 3894-27",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 69_000),
  ACCEPT,
  "Sehr geehrter Herr Brandt,\n\nhiermit nehmen wir Ihr Angebot für die Standfläche an. Bitte geben Sie auf der Rechnung unsere Bestellnummer 4500932117 an.\n\nFreundliche Grüße\nKatrin Vogel\nEvent-Team, Nordtor Analytics GmbH",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 460_000, 380_000),
  WITHDRAW,
  "Sehr geehrte Frau Kühn,\n\nvielen Dank für Ihre Geduld in den letzten Wochen. Nach reiflicher Überlegung haben wir uns entschieden, vom Kauf Abstand zu nehmen, und beenden die Verhandlungen an dieser Stelle.\n\nMit freundlichen Grüßen\nThomas Hartmann",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 178_000),
  ask("warranty"),
  "Guten Tag,\n\nwelche Garantie gewähren Sie auf den Wechselrichter? Für die Module selbst nennt das Datenblatt 25 Jahre Leistungsgarantie, zum Wechselrichter finde ich nichts.\n\nBeste Grüße\nMarkus Oberländer\nRosenheim",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 39_500, null, 4),
  total(36_000),
  "Guten Tag Herr Schulz,\n\nfür die vier Paletten Kopierpapier (A4, 80 g/m², 2.500 Blatt pro Karton) bieten wir insgesamt 1.440,00 €.\n\nViele Grüße\nLena Maurer\nEinkauf, Druckhaus Maurer KG\nTel. +49 89 4521 330",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 290_000),
  words(250_000, "zweitausendfünfhundert Euro"),
  "Sehr geehrte Frau Dr. Lenz,\n\nfür die Fachübersetzung unseres 40-seitigen Wartungshandbuchs ins Englische und Französische können wir Ihnen zweitausendfünfhundert Euro für das gesamte Projekt anbieten.\n\nMit freundlichen Grüßen\nHelene März\nTechnische Redaktion",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 380_000),
  percentOff(342_000, 10),
  "Hallo Herr Yılmaz,\n\ndanke für das Angebot zur 12-Modul-Anlage. Wenn Sie uns 10 % unter Ihrem Angebotspreis entgegenkommen, legen wir los.\n\nBeste Grüße\nSebastian Kraus\n0176 55501640",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 245_000),
  bid(198_000),
  "Guten Tag Frau Petersen,\n\nwie am 12. März telefonisch besprochen, bieten wir für den Messestand (3 × 3 m) vom 14. bis 16. Mai 1.980,00 €.\n\nMit freundlichen Grüßen\nJonas Albrecht\nMarketing",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 330_000, 251_000),
  bid(215_000),
  "Hallo nochmal,\n\neine Korrektur zu meiner Nachricht von heute Morgen: Unser Angebot für das Klavier lautet 2.150 €, nicht 2.510 €, wie ich versehentlich geschrieben hatte.\n\nEntschuldigung für die Verwirrung\nRahel Stein",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 94_000),
  ask("negotiable"),
  "Guten Tag,\n\nwir interessieren uns für die Jahreslizenz für 15 Nutzer. Vorab eine Frage: Ist der angegebene Preis fix oder verhandelbar?\n\nDanke und Gruß\nAnika Petrović\nIT-Einkauf",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 165_000, 135_000),
  "approval pending (Finanzausschuss)",
  "Liebe Frau Lorenz,\n\nwir würden 1.450 € pro Monat für das Catering grundsätzlich annehmen, vorbehaltlich der Zustimmung unseres Finanzausschusses, der am 3. Juni tagt.\n\nHerzliche Grüße\nOliver Brandt",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 105_000),
  "a bid conditional on installation and the first service",
  "Guten Morgen,\n\nwir könnten auf 950 € gehen, sofern Installation und die erste Wartung inbegriffen sind.\n\nGruß\nPeter Nowak\nZahnarztpraxis Dr. Nowak",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 47_000),
  ask("shipping"),
  "Hallo,\n\nist die Lieferung frei Haus an unser Lager (Industriestraße 22, Tor 4) im Preis enthalten? Falls nicht, was würde die Fracht kosten?\n\nDanke\nLin Zhao\nBürobedarf",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 249_000, 220_000),
  ACCEPT,
  "Sehr geehrter Herr Becker,\n\nvielen Dank, dass Sie das Kleid für uns zurückgelegt haben. Wir nehmen Ihr Angebot über 2.490,00 € gerne an und überweisen noch diese Woche.\n\nHerzliche Grüße\nEmilia und Sarah Koch",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 172_000),
  minus(157_000, 15_000),
  "Hallo Herr Mertens,\n\nwenn Sie beim aktuellen Preis noch 150 € nachlassen, unterschreiben wir den Catering-Auftrag heute.\n\nViele Grüße\nDeniz Şahin\nLeitung Veranstaltungen\n030 5550138",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 580_000),
  bid(490_000),
  "Sehr geehrter Herr Huber,\n\nvergleichbare Stapler Baujahr 2018 mit ähnlicher Stundenzahl gehen bei Auktionen derzeit für rund 5.300 € weg. Wegen des Reifenverschleißes bieten wir Ihnen 4.900 €.\n\nMit freundlichen Grüßen\nGerd Lehmann\nLehmann Transporte GmbH, Gewerbepark 7, 93055 Regensburg",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 76_000, 61_000),
  WITHDRAW,
  "Hallo Frau Conti,\n\ndanke für Ihre Mühe. Leider kommen wir an Ihren Preis nicht heran, deshalb müssen wir an dieser Stelle passen.\n\nAlles Gute\nBen Haas",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 389_000),
  bid(345_000),
  "Vorschlag:\n- Artikel: Grotrian-Steinweg Klavier (gebraucht, Bj. 2011)\n- Menge: 1\n- Stückpreis: 3.450,00 EUR\n- Abholung: durch den Käufer innerhalb von 14 Tagen\n- Zahlung: Überweisung bei Abholung\nBitte bestätigen Sie oder senden Sie ein Gegenangebot.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 48_900),
  bid(43_900),
  '{"aktion": "gegenangebot", "artikel": "Kyocera ECOSYS P3155dn", "stueckpreis": 439.00, "waehrung": "EUR", "gueltig_bis": "2026-12-05"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 920_000),
  bid(810_000),
  "Vorgaben meines Auftraggebers:\n• Budgetobergrenze: 10.000 EUR pro Geschäftsjahr\n• Benötigte Lizenzen: 30\n\nGegenangebot: 8.100 EUR für den Business-Jahresplan.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 215_000, 190_000),
  ACCEPT,
  "Ich habe Ihr letztes Angebot mit den Vorgaben meines Auftraggebers abgeglichen. Es liegt im freigegebenen Budget; ich nehme es daher zu den genannten Bedingungen an. Bitte senden Sie die Auftragsbestätigung und die Zahlungsinformationen.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 78_000, 60_000),
  WITHDRAW,
  "Hinweis des Einkaufsassistenten: Mein Auftraggeber hat mich angewiesen, diese Verhandlung abzubrechen. Es wird zu keinem Kauf kommen. Vielen Dank für Ihre Zeit.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 130_000, 100_000),
  ask("rounds-left"),
  "Bevor ich ein überarbeitetes Gegenangebot abgebe: Wie viele Verhandlungsrunden bleiben in dieser Sitzung noch?",
);
clear(
  "307",
  "agent",
  ctx("EUR", 226_000, 190_000),
  middle(208_000),
  "**Vorschlag:** Wir einigen uns auf die Mitte zwischen Ihrem aktuellen Angebot und unserem letzten Gebot. Nach Ihrer Bestätigung löse ich die Bestellung aus.",
);
clear(
  "308",
  "agent",
  ctx("CHF", 260_000),
  bid(221_000),
  "Marktanalyse (41 Inserate, letzte 90 Tage): Median CHF 2'340, 25. Perzentil CHF 2'120. Das ursprüngliche Ziel meines Auftraggebers lag bei CHF 2'050. Unter Berücksichtigung des Zustandsberichts schlagen wir CHF 2'210.– vor.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 31_900),
  ask("discount"),
  "Bitte teilen Sie mit, ob es Staffelpreise für Bestellungen ab 50 Lizenzen gibt; mein Auftraggeber plant, die Nutzung im nächsten Quartal auszuweiten.",
);
unclear(
  "310",
  "agent",
  ctx("EUR", 139_000),
  "a range, no single bid",
  "Zulässige Preisspanne laut Auftraggeber: 1.100–1.250 EUR. Bitte nennen Sie Ihren besten Preis innerhalb dieser Spanne.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 370_000, 310_000),
  "tentative, pending the principal's approval",
  "Status: vorläufige Annahme zu 3.450 EUR, vorbehaltlich der Freigabe durch meinen Auftraggeber. Bitte betrachten Sie diese Nachricht erst nach Bestätigung als verbindlich.",
);
clear(
  "312",
  "agent",
  ctx("EUR", 165_000),
  percentOff(151_800, 8),
  "Anfrage: Reduzierung des aktuellen Angebots um 8 % wegen der kosmetischen Mängel (Kratzer an der linken Seitenwand, siehe Foto 3 von 5). Zu diesem Preis sind wir abschlussbereit.",
);
clear(
  "313",
  "agent",
  ctx("EUR", 27_000, null, 12),
  total(24_500),
  "Gegenangebot für 12 Lizenzen im Jahresplan: 2.940,00 EUR gesamt (245,00 EUR pro Lizenz und Jahr), jährliche Abrechnung.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 435_000),
  ask("delivery"),
  "Bitte bestätigen Sie die Lieferzeit für das 20-Modul-Paket an unseren Standort in 86150 Augsburg. Die Montage ist für die Woche ab dem 9. Juni geplant.",
);
clear("315", "agent", ctx("EUR", 129_000, 115_000), ACCEPT, "Bestätigt: Wir akzeptieren 1.290,00 EUR pro Stück wie angeboten. Wir schließen die Bestellung jetzt ab.");
clear("316", "agent", ctx("EUR", 79_000, 66_000), bid(67_500), "Überarbeitetes Gegenangebot: 675,00 EUR (ersetzt unser vorheriges Gebot von 660,00 EUR).");
unclear(
  "317",
  "agent",
  ctx("EUR", 235_000),
  "two options, no single bid",
  "Variante A: 2.100 EUR inklusive 24 Monate Garantieverlängerung. Variante B: 1.950 EUR ohne. Bitte teilen Sie mit, welche Variante Sie bevorzugen.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 98_000), words(80_000, "achthundert"), "*hält die Geige ins Licht und dreht sie* Schöner Lack, aber der Hals wurde mal geleimt. Achthundert, mein letztes Wort.");
clear("402", "roleplay", ctx("EUR", 690_000, 630_000), ACCEPT, "*schaut lange auf den Wagen, dann auf den Händler* Also gut, Sie haben gewonnen. Handschlag drauf.");
clear("403", "roleplay", ctx("EUR", 890_000, 780_000), WITHDRAW, "*steht auf und knöpft den Mantel zu* Nee, lassen Sie mal. Das wird nichts mit uns beiden. Auf Wiedersehen.");
clear("404", "roleplay", ctx("EUR", 54_000), minus(44_000, 10_000), "*klopft auf den Tresen* Machen Sie einen Hunderter weniger, und ich nehm ihn mit.");
unclear("405", "roleplay", ctx("EUR", 720_000), "sarcasm about the asking price: not an acceptance", "*lacht laut* 7.200 für die Rostlaube? Na klar. Und ich bin der Kaiser von China.");
clear("406", "roleplay", ctx("EUR", 860_000, 690_000), bid(720_000), "*lehnt am Kotflügel* Gut, dann 7.200 – von 6.900 rauf, und mehr ist wirklich nicht drin.");
clear("407", "roleplay", ctx("EUR", 120_000), ask("negotiable"), "*zeigt auf das Schild* Ist das ein Festpreis, oder gibt es da Verhandlungsspielraum?");
clear("408", "roleplay", ctx("EUR", 160_000, 120_000), plus(125_000, 5_000), "*zählt die Scheine nochmal* Na gut. Ich leg noch fünfzig auf mein letztes Angebot drauf.");
clear("409", "roleplay", ctx("EUR", 42_000), words(30_000, "Dreihundert"), "*blättert in den Karten* Dreihundertfünfzig... nein, Moment. Dreihundert. Dreihundert ist mein Angebot.");
unclear("410", "roleplay", ctx("EUR", 110_000), "a bid conditional on extras (the case and the bow)", "*zupft an der A-Saite* 950 – aber nur mit Kasten und Bogen.");
clear("411", "roleplay", ctx("EUR", 12_500, null, 2), total(9_000), "*hält zwei Finger hoch* Zwei Stehplätze für Samstag, den 14. – 180 für beide, mehr hab ich nicht dabei.");
clear("412", "roleplay", ctx("EUR", 650_000, 600_000), ACCEPT, "*schlägt ein* 6.500, abgemacht. Setzen Sie den Vertrag auf.");
clear("413", "roleplay", ctx("EUR", 799_000), ask("delivery"), "*wischt sich die Stirn* Und wann können Ihre Leute die Module bei mir auf dem Hof abladen?");
unclear("414", "roleplay", ctx("EUR", 110_000), "musing, not a bid", "*murmelt vor sich hin* Hm... neunhundert... könnte man drüber nachdenken...");
clear("415", "roleplay", ctx("CHF", 140_000, 110_000), WITHDRAW, "*schüttelt den Kopf* Das sprengt mein Budget. Ich schau mich lieber anderswo um. Adieu.");
clear("416", "roleplay", ctx("EUR", 260_000, 210_000), bid(230_000), "*verschränkt die Arme* Gehen Sie auf 2.300 runter, und wir sind uns einig.");

export const FRESH3_DE = done();

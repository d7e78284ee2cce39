/**
 * FRESH held-out set, German (Germany, Austria, Switzerland; see fresh/index.ts): written 2026-11 after the
 * original HELD-OUT half had been seen by the reader's developer, without reading the reader's code or its tests
 * and without running the reader on these messages. New scenarios and wording, not copied from the original
 * corpus. Do not edit a message to suit the reader; add messages with new ids instead.
 *
 * Labels reviewed once more after writing, message by message (conventions of index.ts):
 * - prices: unit price in minor units; local formats as written (1.234,50 € / CHF 1'234.50 / 450,- / 2.180,00);
 *   words ("fünfhundert", "sechzig") name the phrase as written; relative bids recompute from the context;
 *   totals (4 Winterreifen, 10 Stück) divide exactly.
 * - acceptances ("Passt, nehme ich", "abgemacht", "einverstanden, 395 € passt") name no price or exactly the
 *   standing offer.
 * - non-price numbers (Telefon, PLZ, Artikel- und Bestellnummern, Daten, Baujahr, Laufleistung) beside one bid.
 * - ambiguous: Spanne, "etwas mehr" ohne Betrag, zwei Preise, Bedingungen (Lieferung, Termin, Zubehör), Ironie,
 *   Rücksprache mit Chef/Freundin/Kapitän, Grübeln, ein anderswo gesehener Preis.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { freshIn } from "./build";

const { clear, unclear, done } = freshIn("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 64_900), bid(58_000), "580 € bar auf die Hand");
clear("002", "terse", ctx("EUR", 129_900), bid(123_450), "1.234,50 €");
clear("003", "terse", ctx("CHF", 135_000), bid(123_450), "CHF 1'234.50");
clear("004", "terse", ctx("EUR", 39_900), ACCEPT, "Passt, nehme ich.");
clear("005", "terse", ctx("EUR", 12_900, 9_900), ACCEPT, "Gut, abgemacht.");
clear("006", "terse", ctx("EUR", 89_000), WITHDRAW, "Zu teuer, ich lasse es.");
clear("007", "terse", ctx("EUR", 24_000), ask("payment"), "Überweisung möglich?");
clear("008", "terse", ctx("EUR", 24_000, 18_000), middle(21_000), "Mitte zwischen uns beiden?");
clear("009", "terse", ctx("EUR", 42_000), percentOff(37_800, 10), "Mit 10 Prozent Nachlass wär ich dabei");
clear("010", "terse", ctx("EUR", 55_000), words(50_000, "fünfhundert"), "fünfhundert glatt?");
clear("011", "terse", ctx("EUR", 31_500, 25_000), bid(27_500), "270 – nee, sorry, 275");
unclear("012", "terse", ctx("EUR", 47_000), "Spanne: welcher Betrag?", "so 400 bis 420?");
unclear("013", "terse", ctx("EUR", 31_500, 25_000), "'etwas mehr' ohne Betrag", "etwas mehr als letztes Mal?");
clear("014", "terse", ctx("EUR", 16_900), ask("returns"), "Rückgabe möglich?");
clear("015", "terse", ctx("EUR", 8_990), ask("delivery"), "Lieferzeit?");
clear("016", "terse", ctx("EUR", 29_000), bid(24_000), "240,- und ich hol's heute ab");

// ---- chat ----
clear("101", "chat", ctx("EUR", 45_000), bid(38_000), "hey, würde 380 für den kinderwagen geben, kann samstag abholen");
clear("102", "chat", ctx("EUR", 27_900, 22_000), bid(24_000), "240 is echt mein limit, sorry");
clear("103", "chat", ctx("EUR", 7_400), ACCEPT, "jo passt, nehm ich 👍");
clear("104", "chat", ctx("EUR", 119_000, 95_000), WITHDRAW, "ne, da bin ich raus. trotzdem danke");
clear("105", "chat", ctx("EUR", 67_000), ask("negotiable"), "is der preis fix oder kann man da reden?");
clear("106", "chat", ctx("EUR", 13_500), ask("shipping"), "was kostet der versand nach 80331 münchen?");
clear("107", "chat", ctx("EUR", 22_500), minus(20_000, 2_500), "wenn du 25 euro nachlässt, nehm ich ihn");
clear("108", "chat", ctx("EUR", 60_000, 48_000), plus(50_000, 2_000), "na gut, ich leg 20 € auf mein letztes angebot drauf");
clear("109", "chat", ctx("EUR", 9_900, null, 4), total(8_500), "alle 4 winterreifen zusammen für 340?");
clear("110", "chat", ctx("EUR", 34_000), ask("warranty"), "is da noch garantie drauf? rechnung vorhanden?");
clear("111", "chat", ctx("EUR", 18_500, 15_000), ACCEPT, "ok 185, deal. wann kann ich vorbeikommen?");
clear("112", "chat", ctx("EUR", 7_000), bid(5_500), "55€? ruf mich gern an: 0151 23456789");
unclear("113", "chat", ctx("EUR", 89_000), "Ironie: keine Zusage", "890 für nen gebrauchten fernseher? na klar, und ich bin der kaiser von china 😂");
unclear("114", "chat", ctx("EUR", 38_000, 30_000), "Gebot nur mit Lieferung", "330 wenn du's vorbeibringst");
unclear("115", "chat", ctx("EUR", 52_000), "zwei Preise", "450? 480? was meinst du");
clear("116", "chat", ctx("EUR", 52_000, 45_000), ask("rounds-left"), "wie oft können wir eigentlich noch hin und her schreiben?");
clear("117", "chat", ctx("EUR", 21_000), ask("discount"), "gibts rabatt wenn ich zwei nehme?");
unclear("118", "chat", ctx("EUR", 26_000, 20_000), "Zusage hängt an der Freundin", "hm klingt eigentlich gut, muss nur noch mit meiner freundin reden");
clear("119", "chat", ctx("EUR", 159_000), words(140_000, "vierzehnhundert"), "vierzehnhundert und das rad gehört mir? 🚲");
clear("120", "chat", ctx("EUR", 4_500, 3_000), WITHDRAW, "ach nö, lass gut sein. tschüss");
unclear("121", "chat", ctx("EUR", 32_000), "ein anderswo gesehener Preis: ein Gebot?", "bei kleinanzeigen gibts den gleichen für 270");
clear("122", "chat", ctx("EUR", 139_900), bid(123_450), "würde 1 234,50 zahlen, mehr geht nicht");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 74_900),
  bid(65_000),
  "Guten Abend,\n\nder Kaffeevollautomat aus Ihrer Anzeige vom 3. Oktober gefällt mir. Wären Sie mit 650 € einverstanden?\n\nMit freundlichen Grüßen\nKlaus Weber\nLindenstraße 14, 50674 Köln\nTel. 0221 9876543",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 245_000, 200_000),
  bid(218_000),
  "Hallo Frau Schneider,\n\nvielen Dank für Ihren Rückruf. Ich kann mein Angebot auf 2.180,00 € erhöhen, mehr ist leider nicht möglich.\n\nBeste Grüße\nJonas Hartmann",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Guten Tag,\n\nwir haben es uns überlegt und nehmen das Sofa zu Ihrem Preis. Bitte schicken Sie die Rechnung an die bekannte Adresse.\n\nFreundliche Grüße\nMarkus Vogel",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 38_000, 30_000),
  WITHDRAW,
  "Hallo,\n\nich habe mich leider anders entschieden und ziehe mein Angebot zurück. Vielen Dank für Ihre Mühe.\n\nGruß\nSabine Krüger",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 129_000),
  ask("delivery"),
  "Guten Tag,\n\nkönnen Sie mir sagen, bis wann die Lieferung nach 1010 Wien erfolgen könnte? Wir ziehen am 1. Dezember um.\n\nMit freundlichen Grüßen\nEva Huber",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 47_500),
  ask("warranty"),
  "Sehr geehrtes Team,\n\ngilt für das generalüberholte Notebook (Artikelnr. 4711-B) eine Gewährleistung, und wenn ja, wie lange?\n\nDanke und Gruß\nT. Schulz",
);
clear(
  "207",
  "polite-email",
  ctx("CHF", 89_000),
  ask("payment"),
  "Grüezi\n\nKann ich per TWINT oder auf Rechnung bezahlen?\n\nFreundliche Grüsse\nReto Meier\nSeestrasse 45, 8002 Zürich",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 21_000, null, 6),
  bid(18_500),
  "Guten Tag,\n\nwir benötigen 6 Bürostühle für unser neues Büro. Wir bieten 185,00 € pro Stuhl.\n\nMit freundlichen Grüßen\nAnna Lehmann\nEinkauf, Lehmann GmbH\nKundennr. 30-5512",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 66_000),
  percentOff(59_400, 10),
  "Hallo,\n\nwäre ein Nachlass von 10 % auf Ihren Preis möglich? Dann würde ich heute noch bestellen.\n\nViele Grüße\nLena",
);
unclear(
  "210",
  "polite-email",
  ctx("EUR", 92_000, 80_000),
  "Zusage nur nach Rücksprache mit dem Chef",
  "Hallo Herr Brandt,\n\nIhr Angebot klingt fair. Ich muss das aber noch mit meinem Chef abklären und melde mich bis Freitag.\n\nGruß\nPatrick Wolf",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 68_000),
  "zwei Preise je nach Abholung oder Lieferung",
  "Sehr geehrter Herr Yilmaz,\n\nich könnte 600 € bei Abholung zahlen, oder 640 €, wenn Sie liefern.\n\nMit freundlichen Grüßen\nH. Berger",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 15_999),
  ask("returns"),
  "Hallo,\n\nkann ich die Wanderschuhe innerhalb von 14 Tagen zurückgeben, falls sie nicht passen?\n\nDanke\nMiriam (Bestellung 300917)",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 230_000, 190_000),
  bid(205_000),
  "Hallo,\n\nkleine Korrektur zu meiner letzten Mail: statt 2.500 € meinte ich natürlich 2.050 € für das E-Bike. Entschuldigung!\n\nGrüße\nFelix",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 39_500, 32_000),
  ACCEPT,
  "Hallo Jana,\n\neinverstanden, 395 € passt mir. Ich überweise heute Abend.\n\nLG\nTim",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 105_000, 90_000),
  bid(96_000),
  "Sehr geehrter Herr Lang,\n\nder Fahrradträger passt laut Anzeige auf Anhängerkupplungen ab Baujahr 2011 und trägt bis 60 kg. Ich biete 960 Euro, Abholung am 12.12. in 70173 Stuttgart.\n\nMit freundlichen Grüßen\nDieter Roth\n0711 445566",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 84_900),
  bid(76_500),
  "Ich handle im Auftrag eines Käufers. Auf Basis von 11 vergleichbaren Angeboten (Median 792,00 €) bieten wir 765,00 € für den Monitor.",
);
clear("302", "agent", ctx("EUR", 52_000, 44_000), ACCEPT, "Nach Abgleich mit Alternativen kaufen wir zum derzeit angebotenen Preis. Bitte stellen Sie die Rechnung auf meinen Auftraggeber aus.");
clear("303", "agent", ctx("EUR", 17_500, 14_000), WITHDRAW, "Mein Auftraggeber beendet die Verhandlung. Es werden keine weiteren Gebote abgegeben.");
clear("304", "agent", ctx("EUR", 26_000, 20_000), middle(23_000), "Vorschlag: Einigung in der Mitte zwischen unserem letzten Gebot und Ihrem aktuellen Angebot.");
clear("305", "agent", ctx("EUR", 41_000), ask("rounds-left"), "Wie viele Verhandlungsrunden stehen uns in dieser Sitzung noch zur Verfügung?");
clear("306", "agent", ctx("EUR", 68_000), ask("shipping"), "Bitte teilen Sie mit, ob die Versandkosten nach 20095 Hamburg im Preis enthalten sind.");
clear("307", "agent", ctx("EUR", 12_500, null, 10), total(11_000), "Anfrage über 10 Stück. Gegenangebot: 1.100,00 € für die gesamte Menge, Zahlungsziel 30 Tage.");
clear("308", "agent", ctx("EUR", 99_000, 85_000), plus(88_500, 3_500), "Wir erhöhen unser vorheriges Gebot um 35,00 €. Alle übrigen Bedingungen bleiben unverändert.");
clear("309", "agent", ctx("EUR", 150_000), ask("discount"), "Gewähren Sie einen Rabatt bei Vorauszahlung des vollen Betrags?");
clear("310", "agent", ctx("EUR", 54_000), percentOff(45_900, 15), "Gegenangebot: 15 % unter dem aktuellen Preis. Gültig nur für diese Runde.");
unclear(
  "311",
  "agent",
  ctx("EUR", 79_000),
  "Zielpreisspanne, kein fester Betrag",
  "Der Zielpreis für diesen Artikel liegt zwischen 650 und 700 €. Bitte teilen Sie mit, ob ein Betrag in diesem Rahmen akzeptabel ist.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 33_500, 28_000),
  "Gebot unter der Bedingung eines Liefertermins",
  "Mein Auftraggeber kann 310,00 € zusagen, sofern die Lieferung bis spätestens 4. Dezember erfolgt.",
);
clear("313", "agent", ctx("CHF", 420_000, 360_000), bid(389_500), "Aktualisiertes Angebot: CHF 3'895.00 für die Uhr, Zahlung per Banküberweisung innerhalb von 48 Stunden.");
clear("314", "agent", ctx("EUR", 19_900), ask("standing-offer"), "Bitte nennen Sie Ihren aktuellen Angebotspreis, damit ich ihn meinem Auftraggeber weiterleiten kann.");
clear(
  "315",
  "agent",
  ctx("EUR", 110_000, 95_000),
  bid(99_000),
  "Korrektur zu meiner vorherigen Nachricht: Das Gebot lautet nicht 1.990,00 €, sondern 990,00 € pro Einheit. Wir bitten, den Fehler zu entschuldigen.",
);
clear("316", "agent", ctx("USD", 149_900), bid(132_500), "Gegenangebot gemäß Vorgabe meines Auftraggebers: USD 1,325.00 pro Einheit.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 8_000), words(6_000, "Sechzig"), "*dreht die Laterne in den Händen* Sechzig, und ich empfehle Euren Stand im ganzen Dorf weiter.");
clear("402", "roleplay", ctx("EUR", 150_000, 120_000), bid(130_000), "*haut auf den Tisch* 1.300! Keinen Cent mehr, alter Halsabschneider!");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*spuckt in die Hand und schlägt ein* Abgemacht, Händler.");
clear("404", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*wirft den Umhang über die Schulter* Behaltet Euren überteuerten Plunder. Ich gehe.");
clear("405", "roleplay", ctx("EUR", 30_000, 20_000), middle(25_000), "Treffen wir uns auf halbem Weg zwischen Eurem Preis und meinem, guter Mann.");
clear("406", "roleplay", ctx("EUR", 60_000), ask("negotiable"), "Sagt ehrlich, Händler: Ist dieser Preis in Stein gemeißelt, oder lässt sich feilschen?");
clear("407", "roleplay", ctx("EUR", 22_000), minus(19_000, 3_000), "Dreißig runter, und mein Gold gehört Euch noch in dieser Stunde.");
unclear("408", "roleplay", ctx("EUR", 40_000), "grübelt über zwei Beträge", "*kratzt sich am Kinn* Dreihundert... vielleicht dreihundertzwanzig... wer weiß das schon?");
unclear("409", "roleplay", ctx("EUR", 25_000), "Ironie über den Preis", "Zweihundertfünfzig? Für einen gesprungenen Krug? Und der Mond kostet wohl extra.");
clear("410", "roleplay", ctx("EUR", 18_000), ask("shipping"), "Bringt Euer Fuhrwerk es umsonst bis in mein Dorf, oder muss ich den Kutscher selbst bezahlen?");
clear("411", "roleplay", ctx("EUR", 64_000, 50_000), bid(55_000), "Fünfhundertfünfzig, mein Freund — 550, und das Säckchen dürft Ihr behalten.");
clear("412", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "Nun gut, nun gut! Euer Preis, und möge der Handel gesegnet sein.");
unclear("413", "roleplay", ctx("EUR", 70_000, 55_000), "muss erst den Kapitän fragen", "*blickt zum Schiff zurück* Das muss ich erst mit meinem Kapitän besprechen.");

export const FRESH_DE = done();

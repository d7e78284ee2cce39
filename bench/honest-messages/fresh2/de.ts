/**
 * SECOND unseen set, German (Germany, Austria, Switzerland; see fresh2/index.ts): written 2026-11-27 before
 * reading the reader's code, its rules or its tests, and before running it on these messages. New products and
 * scenarios; the situations recur across the four languages in local form, so the split takes a scenario's
 * four versions into the same half (fresh2/index.ts).
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: unit price in minor units; 1.320,50 € / CHF 1'040.– / 8.150 €; words ("vierhundert",
 *   "dreihundertfünfzig Euro") name the phrase as written; relative bids recompute from the context; totals
 *   divide exactly; self-corrections ("175 – nein, 185 meinte ich", "1.450 € schreiben, nicht 1.540 €") are
 *   labelled with the amount the buyer means.
 * - acceptances name no price or exactly the standing offer (109, 214); 316 carries only a reference number.
 * - non-price numbers (Telefon, Postleitzahl, Bestellnummer, Datum, Baujahr, Kilometerstand, Marktpreise) beside
 *   one bid.
 * - ambiguous: Spanne, "etwas mehr" ohne Betrag, Ironie, Bedingungen (Lieferung, Zubehör), Zustimmung steht aus,
 *   zwei Preise, Preis anderswo gesehen, Grübeln.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh2In } from "./build";

const { clear, unclear, done } = fresh2In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 79_000), bid(68_000), "680 €, letztes Wort");
clear("002", "terse", ctx("EUR", 149_000), bid(132_050), "1.320,50 €?");
clear("003", "terse", ctx("CHF", 89_000), bid(79_500), "CHF 795.–");
clear("004", "terse", ctx("EUR", 24_000, 19_000), ACCEPT, "passt, nehme ich");
clear("005", "terse", ctx("EUR", 56_000, 45_000), WITHDRAW, "lassen wir's, danke trotzdem");
clear("006", "terse", ctx("EUR", 12_900), ask("shipping"), "kostet der Versand extra?");
clear("007", "terse", ctx("EUR", 48_000), words(40_000, "vierhundert"), "vierhundert bar auf die Hand");
clear("008", "terse", ctx("EUR", 33_000), minus(30_000, 3_000), "30 € runter und ich nehm's");
clear("009", "terse", ctx("EUR", 62_000, 50_000), middle(56_000), "sollen wir uns einfach in der Mitte treffen?");
clear("010", "terse", ctx("EUR", 21_000), bid(18_500), "175 – nein, 185 meinte ich");
clear("011", "terse", ctx("EUR", 17_500), ask("delivery"), "wie schnell wäre das bei mir?");
unclear("012", "terse", ctx("EUR", 40_000), "Spanne: welcher Betrag?", "so 320 bis 350?");
unclear("013", "terse", ctx("EUR", 28_000, 20_000), "„etwas mehr“ ohne Betrag", "da geht bei mir noch ein bisschen was");
clear("014", "terse", ctx("EUR", 35_000), ask("warranty"), "noch Garantie drauf?");
clear("015", "terse", ctx("EUR", 70_000, 55_000), ask("rounds-left"), "wie viele Runden haben wir noch?");
clear("016", "terse", ctx("EUR", 90_000, 72_000), plus(75_000, 3_000), "gut, 30 mehr als vorhin");
clear("017", "terse", ctx("EUR", 45_000), percentOff(40_500, 10), "10 % Nachlass und es ist meins");

// ---- chat ----
clear("101", "chat", ctx("EUR", 26_000), bid(22_000), "hi, würdest du 220 für den Kinderwagen nehmen? kann morgen abholen");
clear("102", "chat", ctx("EUR", 8_000), ACCEPT, "super, nehm ich 👍");
clear("103", "chat", ctx("EUR", 43_000, 35_000), WITHDRAW, "ne sorry, zu teuer für mich. bin raus");
clear("104", "chat", ctx("EUR", 19_500), ask("negotiable"), "ist da preislich noch was zu machen oder ist das fix?");
clear("105", "chat", ctx("EUR", 6_500), ask("shipping"), "was kostet der versand nach österreich?");
clear("106", "chat", ctx("EUR", 58_000, 45_000), bid(50_000), "na gut, 500, mehr ist echt nicht drin");
clear("107", "chat", ctx("EUR", 9_000, null, 4), total(8_000), "alle vier Stühle zusammen für 320?");
clear("108", "chat", ctx("EUR", 33_000), words(28_000, "zweihundertachtzig"), "zweihundertachtzig, geht das?");
clear("109", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "ok, 150 passt, wann kann ich kommen?");
clear("110", "chat", ctx("EUR", 47_000), minus(42_000, 5_000), "machst du 50 € weniger, dann hol ich ihn heute noch");
clear("111", "chat", ctx("EUR", 11_000), ask("payment"), "geht auch paypal freunde?");
clear("112", "chat", ctx("EUR", 36_000), bid(30_000), "300? meine nummer 0171 4429183");
unclear("113", "chat", ctx("EUR", 65_000), "Ironie: keine Annahme", "650 für ein Rad mit Rost? klar, und ich bin der Kaiser von China 🙄");
unclear("114", "chat", ctx("EUR", 50_000, 38_000), "Gebot unter Lieferbedingung", "450 wenn du's vorbeibringst");
clear("115", "chat", ctx("EUR", 21_000, 16_000), WITHDRAW, "hat sich erledigt, hab was anderes gefunden. schönen abend");
clear("116", "chat", ctx("EUR", 24_000), ask("discount"), "gibts nachlass, wenn ich gleich zwei nehme?");
unclear("117", "chat", ctx("EUR", 30_000), "Zustimmung des Partners steht aus", "klingt gut, muss nur noch meinen mann fragen");

// ---- polite email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 219_000),
  bid(189_950),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihre Antwort zur Siebträgermaschine. Ich biete Ihnen 1.899,50 € für das Gerät wie beschrieben.\n\nMit freundlichen Grüßen\nKatrin Vogel\nLindenstraße 14, 50674 Köln\nTel. 0221 9384712",
);
clear(
  "202",
  "polite-email",
  ctx("CHF", 120_000),
  bid(104_000),
  "Grüezi\n\nBesten Dank für die rasche Antwort. Für den Eichentisch würde ich CHF 1'040.– bezahlen, Abholung in Winterthur.\n\nFreundliche Grüsse\nReto Ammann\n079 412 88 31",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 39_900, 33_000),
  ACCEPT,
  "Guten Tag Herr Sommer,\n\ndanke für Ihre Rückmeldung. Mit Ihrem Preis bin ich einverstanden, bitte senden Sie mir die Rechnung.\n\nViele Grüße\nLena Hartmann",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 135_000, 110_000),
  WITHDRAW,
  "Sehr geehrter Herr Berger,\n\nnach reiflicher Überlegung haben wir uns gegen den Kauf entschieden. Vielen Dank für Ihre Geduld.\n\nMit freundlichen Grüßen\nFamilie Roth",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 52_000),
  ask("warranty"),
  "Hallo,\n\nbevor ich ein Angebot mache: Gibt es auf das generalüberholte Notebook eine Garantie, und wie lange?\n\nDanke und Gruß\nTobias Keller",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 27_500),
  ask("delivery"),
  "Sehr geehrtes Team,\n\nkönnen Sie mir sagen, bis wann die Lieferung nach 80331 München erfolgen würde, wenn ich diese Woche bestelle?\n\nFreundliche Grüße\nA. Huber",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 190_000, 160_000),
  plus(170_000, 10_000),
  "Hallo,\n\ndanke für Ihr Entgegenkommen. Ich lege auf mein letztes Gebot noch 100 € drauf.\n\nBeste Grüße\nMichael Brandt\nBestellnr. 40218",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 84_000),
  percentOff(75_600, 10),
  "Sehr geehrte Verkäuferin,\n\nwären Sie mit 10 % unter Ihrem Preis einverstanden? Dann würde ich sofort zusagen.\n\nFreundliche Grüße\nS. Yilmaz",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 160_000),
  bid(145_000),
  "Guten Tag,\n\nkleine Korrektur zu meiner letzten Mail: Ich wollte 1.450 € schreiben, nicht 1.540 €. Entschuldigen Sie das Versehen.\n\nMit freundlichen Grüßen\nJulia Wendt",
);
clear("210", "polite-email", ctx("EUR", 16_000), ask("returns"), "Hallo,\n\nkann ich den Artikel zurückschicken, falls er mir nicht gefällt?\n\nDanke\nNina");
clear(
  "211",
  "polite-email",
  ctx("EUR", 94_000, 78_000),
  middle(86_000),
  "Sehr geehrte Frau Schulz,\n\nwir liegen nicht mehr weit auseinander. Wollen wir die Differenz teilen?\n\nMit besten Grüßen\nDr. Peter Lang",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 90_000),
  "zwei Preise, keine Wahl",
  "Hallo,\n\nich könnte 720 € sofort zahlen oder 780 €, wenn die Tasche dabei ist.\n\nGruß\nAnja",
);
unclear(
  "213",
  "polite-email",
  ctx("EUR", 61_000),
  "Freigabe der Geschäftsführung steht aus",
  "Sehr geehrte Damen und Herren,\n\nder Preis ist grundsätzlich in Ordnung; ich brauche aber noch die Freigabe unserer Geschäftsführung.\n\nMit freundlichen Grüßen\nM. Kraus, Einkauf",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 41_000),
  ACCEPT,
  "Guten Tag,\n\nich nehme Ihr Angebot über 410 € für das Rudergerät an. Bitte schicken Sie mir die Bankverbindung.\n\nFreundliche Grüße\nSophie Neumann",
);
clear("215", "polite-email", ctx("EUR", 31_000), ask("payment"), "Guten Morgen,\n\nist Zahlung per Überweisung möglich oder nur bar bei Abholung?\n\nDanke\nOliver");
clear(
  "216",
  "polite-email",
  ctx("EUR", 890_000),
  bid(815_000),
  "Hallo,\n\nfür den Wohnwagen (Baujahr 2018, 42.000 km) biete ich 8.150 €. Besichtigung wäre am 12.08. möglich.\n\nGruß\nR. Demir\n0151 23984410",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 138_000),
  bid(122_000),
  "Ich bin ein Einkaufsassistent und handle im Auftrag meines Kunden. Vergleichbare Angebote für diesen 3D-Drucker lagen in den letzten 60 Tagen zwischen 1.100 € und 1.350 €, Median 1.240 €. Mein Kunde bietet 1.220 € für ein Gerät.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 54_000, 46_000),
  ACCEPT,
  "Im Namen meines Auftraggebers: Ihr aktueller Preis ist akzeptabel, wir bestätigen den Kauf zu diesem Betrag. Bitte stellen Sie die Rechnung aus.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 87_000, 70_000),
  WITHDRAW,
  "Nach Prüfung Ihrer letzten Konditionen gegen die Vorgaben meines Auftraggebers werden wir den Kauf nicht weiterverfolgen. Die Verhandlung kann geschlossen werden.",
);
clear("304", "agent", ctx("EUR", 23_000), ask("negotiable"), "Vor einem Gebot möchte mein Auftraggeber wissen, ob der angegebene Preis verhandelbar ist.");
clear(
  "305",
  "agent",
  ctx("EUR", 71_000),
  ask("shipping"),
  "Anfrage im Auftrag des Käufers: Sind die Versandkosten innerhalb Deutschlands im Preis enthalten oder kommen sie hinzu?",
);
clear(
  "306",
  "agent",
  ctx("EUR", 62_000),
  minus(58_000, 4_000),
  "Analyse: Ihr Preis liegt rund 6 % über dem 30-Tage-Durchschnitt für dieses Modell. Mein Nutzer schlägt 40 € unter Ihrem aktuellen Preis vor.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 280_000, 240_000),
  middle(260_000),
  "Stand der Verhandlung: Käufer zuletzt 2.400 €, Verkäufer 2.800 €. Um heute abzuschließen, schlägt der Käufer vor, die Differenz zu teilen.",
);
clear("308", "agent", ctx("EUR", 46_000), percentOff(43_700, 5), "Mein Kunde ist bereit, zu 5 % unter dem Listenpreis zu kaufen, zahlbar bei Erhalt.");
clear(
  "309",
  "agent",
  ctx("EUR", 118_000, 95_000),
  plus(100_000, 5_000),
  "Gegenvorschlag des Käufer-Agenten: Wir erhöhen unser letztes Gebot um 50 €. Das berücksichtigt die erwähnte Garantieverlängerung.",
);
clear("310", "agent", ctx("EUR", 34_000), ask("rounds-left"), "Zur Planung: Wie viele Verhandlungsrunden bleiben, bevor Ihr Angebot verfällt?");
clear("311", "agent", ctx("EUR", 77_000), ask("standing-offer"), "Bitte nennen Sie mir noch einmal Ihren aktuellen Preis, damit ich ihn meinem Auftraggeber melden kann.");
unclear(
  "312",
  "agent",
  ctx("EUR", 92_000),
  "Preis anderswo gesehen, kein Gebot",
  "Marktnotiz: Dasselbe Modell wird bei einem anderen Händler für 799 € inklusive Versand angeboten. Ich warte auf die Anweisung meines Auftraggebers.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 64_000, 50_000),
  "Spanne: welcher Betrag?",
  "Der akzeptable Rahmen meines Auftraggebers liegt zwischen 540 € und 580 €. Welchen Betrag darin würden Sie annehmen?",
);
clear(
  "314",
  "agent",
  ctx("EUR", 17_000, null, 5),
  total(14_000),
  "Beschaffungsanfrage: 5 Stück der USB-C-Dockingstation. Wir bieten 700 € für alle fünf, gemeinsam geliefert.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 40_000),
  words(35_000, "dreihundertfünfzig Euro"),
  "Auf Anweisung meines Nutzers lautet das Angebot dreihundertfünfzig Euro für den gebrauchten Cellobogen, ohne weitere Bedingungen.",
);
clear("316", "agent", ctx("EUR", 27_900), ACCEPT, "Bestätigt: Der Käufer nimmt das aktuelle Angebot wie genannt an. Referenz für Ihre Unterlagen: Auftragsentwurf 5521.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 14_000), bid(10_500), "*dreht die Laterne in den Händen* Das Glas ist zerkratzt. 105 gebe ich dir dafür, Freund.");
clear("402", "roleplay", ctx("EUR", 42_000, 32_000), bid(36_000), "„Sie sind ein harter Verhandler“, sagt sie und klopft auf die Theke. „360, und keinen Cent mehr.“");
clear("403", "roleplay", ctx("EUR", 22_000), ACCEPT, "*schlägt kräftig ein* Na schön, wir sind uns einig.");
clear("404", "roleplay", ctx("EUR", 60_000, 45_000), WITHDRAW, "*seufzt und steckt den Geldbeutel weg* Nein, das übersteigt meine Mittel. Ich gehe dann.");
clear("405", "roleplay", ctx("EUR", 36_000), ask("warranty"), "*beäugt den Motor* Und wenn das Ding nächste Woche den Geist aufgibt, stehen Sie dafür gerade?");
clear("406", "roleplay", ctx("EUR", 54_000, 44_000), middle(49_000), "*beugt sich vor* Wir sind beide stur. Kommen wir uns auf halbem Weg entgegen, dann ist die Sache erledigt.");
clear("407", "roleplay", ctx("EUR", 80_000), words(65_000, "Sechshundertfünfzig"), "*zählt die Münzen* Sechshundertfünfzig. Mehr hab ich nicht.");
clear("408", "roleplay", ctx("EUR", 12_000), minus(10_000, 2_000), "Zwanzig runter vom Preisschild, und ich trag's selbst raus.");
clear("409", "roleplay", ctx("EUR", 47_000, 38_000), plus(40_000, 2_000), "*brummt* Also gut. Zwanzig mehr als vorhin. Das war's.");
clear("410", "roleplay", ctx("EUR", 19_000), ask("delivery"), "*blickt auf den Karren* Könnte Ihr Knecht es bis Freitag zum Hof bringen?");
unclear("411", "roleplay", ctx("EUR", 70_000), "Grübeln, kein Gebot", "*streicht sich den Bart* Siebenhundert... für einen Sattel... hm.");
unclear("412", "roleplay", ctx("EUR", 33_000, 25_000), "Gebot unter Bedingung: Zaumzeug dazu", "290 würde ich geben, wenn das Zaumzeug dabei ist.");
clear("413", "roleplay", ctx("EUR", 90_000), bid(72_000), "*schiebt einen Beutel über den Tisch* 720 Goldstücke. Die Drachenschuppe hat einen Riss, weißt du.");
clear("414", "roleplay", ctx("EUR", 26_000), ask("discount"), "*zeigt auf die drei Lampen* Wenn ich alle nehme, machen Sie mir doch einen besseren Preis?");
clear("415", "roleplay", ctx("EUR", 50_000, 40_000), bid(42_000), "*murmelt* 425... nein, warte. 420. Letztes Wort.");
clear("416", "roleplay", ctx("EUR", 64_000), ACCEPT, "„Topp!“ *hält die Hand hin* „Ihr Preis, mein Geld.“");
unclear("417", "roleplay", ctx("EUR", 40_000), "zwei Preise, keine Wahl", "*zögert* Entweder 300 oder 320, ich weiß nicht recht.");

export const FRESH2_DE = done();

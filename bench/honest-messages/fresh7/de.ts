/**
 * SEVENTH unseen set, German (Germany, Austria, Switzerland; see fresh7/index.ts): written 2026-11-27 without
 * opening the reader's code, its rules or its tests, and never run through the reader. Written as German-speaking
 * buyers write (du and Sie; Austrian "Grüß Gott", "Jänner", "a bisserl"; Swiss "Grüezi", "Velo", "Fr. 1'200.–";
 * "Passt, nehm ich", "Da bin ich raus", "Das sprengt mein Budget"; 1.200 €, 4.150,00 EUR), not translated: a
 * Flipperautomat, a Seekajak, a Lastenvelo, a Rasentraktor, a Saxophon, a Schaukelpferd, Kettlebells, a E-Roller,
 * a Waschschleuder for a Waschsalon, a Hochzeitstorte, a Kühlzelle, a Kaffeeröster, a Fassadenmalerei, a
 * Behandlungsstuhl for a Zahnarztpraxis, Minibars for a hotel, a Lasercutter, a CNC-Fräse, a Webstuhl, a
 * Schneefräse, a Gewächshaus, a Cembalo, Klapptische; at a Jahrmarkt: a geschnitzte Pfeife, an Öllampe, Bogen und
 * Köcher, a Weidenkorb, ein Silbermedaillon.
 *
 * Labels read once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("siebenhundert", "viereinhalb", "zweitausend Euro",
 *   "zweitausendfünfhundert Euro", "fünfzehn", "fünfundzwanzig") name the phrase as written; relative bids
 *   recompute from the context (one off the buyer's OWN last bid, 314); totals divide exactly; self-corrections
 *   (009 "X — nee, Y", 107 "X" then "ah nein Y", 207 "ich schrieb X, richtig ist Y", 406 "dreißig — nein,
 *   fünfundzwanzig") carry the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 217, 312, 410); the others carry no digit.
 * - non-price numbers (Betriebsstunden, an age, PLZ, dates, Angebots- and Inseratsnummern, phone numbers, a photo
 *   number, market ranges, a count of arrows) sit beside one bid or beside a question.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh7In } from "./build";

const { clear, unclear, done } = fresh7In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 145_000), bid(118_000), "1.180 € für den Flipper. Hänger bring ich mit.");
clear("002", "terse", ctx("EUR", 90_000), words(70_000, "siebenhundert"), "Siebenhundert fürs Kajak, Paddel inklusive.");
clear("003", "terse", ctx("EUR", 38_000, 33_000), ACCEPT, "Passt, nehm ich.");
clear("004", "terse", ctx("EUR", 260_000, 190_000), WITHDRAW, "Zu teuer für mich. Trotzdem danke.");
clear("005", "terse", ctx("EUR", 54_000), ask("shipping"), "Ist die Spedition nach 28195 schon drin?");
clear("006", "terse", ctx("EUR", 85_000), minus(75_000, 10_000), "100 runter und wir sind uns einig.");
clear("007", "terse", ctx("CHF", 40_000), percentOff(34_000, 15), "15 % Rabatt und ich hol das Lastenvelo heute noch ab.");
clear("008", "terse", ctx("EUR", 62_000), bid(48_000), "Der Rasentraktor hat 410 Betriebsstunden, da sind 480 fair.");
clear("009", "terse", ctx("EUR", 30_000), bid(24_000), "260 — nee, 240.");
clear("010", "terse", ctx("EUR", 45_000), ask("returns"), "Kann ich's innerhalb von 14 Tagen zurückgeben, falls es nicht in den Bus passt?");
unclear("011", "terse", ctx("EUR", 42_000), "a range, no single amount", "so zwischen 300 und 350?");
clear("012", "terse", ctx("EUR", 70_000, 55_000), plus(59_000, 4_000), "40 mehr als mein letztes Gebot.");
clear("013", "terse", ctx("EUR", 52_000, 46_000), ACCEPT, "520 passt. Gekauft.");
unclear("014", "terse", ctx("EUR", 95_000), "subject to a partner's agreement", "800 könnte ich mir vorstellen, wenn meine Frau mitzieht.");
clear("015", "terse", ctx("EUR", 95_000, 80_000), ask("standing-offer"), "Wie war nochmal Ihr letzter Preis?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "hey, würdest du alle 12 kettlebells für 360 hergeben?");
clear("102", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "jaaa ok deal!! 🎉 wann kann ich vorbeikommen");
clear("103", "chat", ctx("EUR", 120_000, 85_000), WITHDRAW, "ne, das ist mir echt zu viel. trotzdem viel glück beim verkauf 🙏");
clear("104", "chat", ctx("EUR", 27_000), ask("delivery"), "wie schnell könntest du das bringen? bin die ganze nächste woche daheim");
clear("105", "chat", ctx("EUR", 60_000), words(45_000, "viereinhalb"), "würdest du das altsax für viereinhalb hergeben?");
clear("106", "chat", ctx("EUR", 33_000), bid(25_000), "meine kleine wird nächsten monat 2 und würde das schaukelpferd lieben 😍 250?");
clear("107", "chat", ctx("EUR", 80_000), bid(59_000), "ich geb dir 640\nah nein 590, brauch ja noch nen koffer");
clear("108", "chat", ctx("EUR", 72_000, 60_000), middle(66_000), "treffen wir uns in der mitte? 😅");
clear("109", "chat", ctx("EUR", 80_000), ask("payment"), "geht paypal oder nur bar?");
unclear("110", "chat", ctx("EUR", 150_000), "sarcasm about the asking price: not an acceptance", "1,5k für ein schülersax?? klar, und mein auto kriegst du gleich mit 🙄");
unclear("111", "chat", ctx("EUR", 48_000, 38_000), "\"a bit more\" with no amount, and only later", "könnte evtl noch bisschen hoch wenn du bis zum ersten wartest");
clear("112", "chat", ctx("EUR", 48_000), ask("negotiable"), "ist der preis fix oder geht da noch was?");
clear("113", "chat", ctx("EUR", 30_000, 26_000), ACCEPT, "na gut du hast gewonnen 😂 ich nehms");
clear("114", "chat", ctx("EUR", 65_000, 45_000), WITHDRAW, "lass mal, hab einen näher bei mir gefunden. danke trotzdem!");
clear("115", "chat", ctx("EUR", 40_000), minus(37_500, 2_500), "kannst du noch fünfundzwanzig runtergehen? dann bin ich dabei");
clear("116", "chat", ctx("EUR", 110_000), ask("warranty"), "hat der e-roller noch garantie drauf?");
clear("117", "chat", ctx("CHF", 22_000), bid(16_000), "160 und ich hols heut abend, wohn gleich beim bahnhof");
unclear("118", "chat", ctx("EUR", 35_000), "two prices depending on delivery: which is the bid?", "270? oder 290 wenn du lieferst, keine ahnung");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 480_000),
  bid(415_000),
  "Sehr geehrte Frau Okonkwo,\n\nvielen Dank für Ihr Angebot Nr. 7731 über die generalüberholte Waschschleuder. Wir bieten Ihnen 4.150,00 EUR und können die Maschine am 9. Dezember in Ihrem Lager abholen.\n\nMit freundlichen Grüßen\nDaniel Reuter\nWaschsalon Schaumkrone\nKastanienallee 12, 10435 Berlin\nTel. 030 5550188",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 180_000, 150_000),
  ACCEPT,
  "Liebe Frau Hansen,\n\nvielen Dank für Ihre Rückmeldung zur Torte. Wir sind mit Ihrem Preis einverstanden und überweisen die Anzahlung, sobald Ihre Rechnung da ist.\n\nHerzliche Grüße\nLena und Jonas",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 600_000, 450_000),
  WITHDRAW,
  "Sehr geehrter Herr Brandstätter,\n\ndanke für Ihre Geduld. Nach Rücksprache mit unseren Gesellschaftern haben wir entschieden, die Kühlzelle nicht zu bestellen. Wir danken Ihnen für die Mühe mit dem Angebot.\n\nMit freundlichen Grüßen\nNadine Brunner",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 320_000),
  ask("delivery"),
  "Grüß Gott,\n\nkönnten Sie bestätigen, ob der Kaffeeröster bis 15. Jänner geliefert und aufgestellt werden kann? Unsere Eröffnung ist am 22.\n\nVielen Dank und schöne Grüße\nLeopold Marschall\nRösterei Marschall, Graz\n+43 316 555017",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 250_000),
  words(200_000, "zweitausend Euro"),
  "Sehr geehrte Frau Adeyemi,\n\nIhre Entwürfe für die Fassadenmalerei haben uns sehr gefallen. Unser Budget ist bescheiden, daher möchten wir Ihnen zweitausend Euro für Entwurf und Ausführung anbieten.\n\nFreundliche Grüße\nElla Graf\nBäckerei Graf, Mühlgasse 14, 93047 Regensburg",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 240_000),
  percentOff(216_000, 10),
  "Sehr geehrter Herr Petersen,\n\nvielen Dank für die Vorführung am Dienstag. Da das Gerät schon zwei Jahre alt ist, schlagen wir 10 % Nachlass auf Ihren Angebotspreis vor.\n\nBeste Grüße\nKarin Lüdtke\nLüdtke Werbetechnik, Industriestr. 8, 70565 Stuttgart",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 150_000),
  bid(125_000),
  "Hallo Herr Maurer,\n\nkurze Korrektur zu meiner Mail von heute früh: Ich schrieb 1.350 € für das Cembalo, richtig ist 1.250 €. Entschuldigen Sie das Durcheinander.\n\nViele Grüße\nSophie Kern",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 420_000),
  ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nbevor wir ein Angebot für den aufbereiteten Behandlungsstuhl (Inserat 55-210) abgeben: Gibt es darauf eine Gewährleistung, und wie lange?\n\nMit freundlichen Grüßen\nDr. Friederike Walser\nZahnarztpraxis Walser, Königstr. 3, 90402 Nürnberg\n0911 4960520",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 95_000, 85_000),
  ACCEPT,
  "Hallo Thomas,\n\ndas passt für uns. Schick gern die Rechnung und sag Bescheid, welcher Tag dir für die Abholung passt.\n\nLiebe Grüße\nRahel",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 18_000, null, 20),
  total(16_000),
  "Sehr geehrtes Vertriebsteam,\n\nfür die Renovierung unseres Hotels am See benötigen wir 20 Minibars. Wir bieten 3.200 € für alle zwanzig, frei Anlieferung an unsere Rampe.\n\nMit freundlichen Grüßen\nGregor Holl\nEinkauf, Seehotel Holl\nTel. 08821 555013",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 320_000),
  "subject to a finance committee's approval: not yet an offer",
  "Sehr geehrte Frau Novak,\n\nvorbehaltlich der Zustimmung unseres Finanzausschusses am 12. Dezember könnten wir 2.800 € für die CNC-Fräse anbieten.\n\nMit freundlichen Grüßen\nAlois Pichler\nTischlerei Pichler",
);
clear(
  "212",
  "polite-email",
  ctx("EUR", 650_000),
  ask("payment"),
  "Guten Tag,\n\nwäre eine Zahlung in zwei Raten möglich, die Hälfte bei Bestellung und die Hälfte bei Lieferung?\n\nDanke und freundliche Grüße\nMaria Kostić\nZahnarztpraxis Kostić",
);
clear(
  "213",
  "polite-email",
  ctx("CHF", 75_000, 55_000),
  WITHDRAW,
  "Grüezi Herr Hug\n\nBesten Dank für Ihre Antwort. Das sprengt leider im Moment mein Budget, deshalb ziehe ich mich zurück. Viel Erfolg beim Verkauf.\n\nFreundliche Grüsse\nJohanna",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 300_000, 250_000),
  plus(265_000, 15_000),
  "Sehr geehrter Herr Vogt,\n\ndanke, dass Sie das Gewächshaus für uns zurückhalten. Wir können unser letztes Angebot um 150 € erhöhen, weiter reicht unser Budget nicht.\n\nBeste Grüße\nAnja Chen",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 4_500),
  ask("discount"),
  "Hallo,\n\nwenn wir 40 statt 10 Rollen Etiketten bestellen, wird der Preis pro Rolle dann günstiger?\n\nDanke und Gruß\nBen Ortmann\nHofladen Ortmann",
);
unclear(
  "216",
  "polite-email",
  ctx("EUR", 180_000),
  "\"somewhere around\" a band: no single amount",
  "Sehr geehrte Frau Reimann,\n\ndanke für die Angaben. Wir denken an etwas in der Größenordnung von 1.400 bis 1.500 € für den Webstuhl. Wäre das für Sie interessant?\n\nBeste Grüße\nKatharina Moser",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 210_000, 180_000),
  ACCEPT,
  "Sehr geehrter Herr Aksoy,\n\nwir nehmen Ihren Preis von 2.100 € für den Lasercutter an. Bitte senden Sie uns die Rechnung, wir veranlassen dann die Zahlung.\n\nMit freundlichen Grüßen\nTanja Nguyen\nNguyen Metallbau",
);
clear(
  "218",
  "polite-email",
  ctx("CHF", 140_000),
  ask("shipping"),
  "Grüezi\n\nKönnten Sie mir sagen, was der Versand nach 9000 St. Gallen kostet, oder ist er im Preis schon inbegriffen?\n\nMerci vielmal\nOliver Keller",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 380_000),
  bid(345_000),
  "Im Auftrag meines Mandanten vielen Dank für das ausführliche Inserat. Vergleichbare gebrauchte CNC-Fräsen wurden in den letzten 90 Tagen für 3.400 bis 3.900 € verkauft. Mein Mandant bietet 3.450 €, Zahlung bei Abholung.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 68_000, 60_000),
  ACCEPT,
  "Mein Auftraggeber hat Ihr letztes Angebot geprüft und nimmt es an. Bitte senden Sie die Rechnung und die Abholdaten, sobald es Ihnen passt.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 520_000, 400_000),
  WITHDRAW,
  "Nach Prüfung Ihrer abschließenden Position hat mein Mandant entschieden, den Kauf nicht weiterzuverfolgen. Danke für Ihre Zeit; ich beende die Verhandlung auf unserer Seite.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 210_000, 170_000),
  ask("rounds-left"),
  "Bevor ich ein weiteres Angebot abgebe: Wie viele Runden sind in dieser Verhandlung noch übrig?",
);
clear(
  "305",
  "agent",
  ctx("EUR", 260_000, 220_000),
  middle(240_000),
  "Um heute abzuschließen, schlägt mein Auftraggeber vor, dass wir uns in der Mitte zwischen Ihrem aktuellen Preis und unserem letzten Angebot treffen.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 95_000),
  bid(78_000),
  "Das Angebot meiner Mandantin für den Webstuhl:\n- Preis: 780 €\n- Abholung: Samstag, 6. Dezember\n- Zahlung: Überweisung bei Abholung",
);
clear("307", "agent", ctx("EUR", 65_000), bid(54_000), '{"aktion": "angebot", "artikel": "Schneefräse, zweistufig", "preis": 540, "waehrung": "EUR"}');
clear(
  "308",
  "agent",
  ctx("EUR", 180_000),
  percentOff(171_000, 5),
  "Wegen der Kratzer an den Seitenteilen, die auf Foto 3 zu sehen sind, schlägt mein Mandant 5 % Nachlass auf Ihren Preis vor.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 140_000),
  ask("returns"),
  "Mein Mandant möchte Ihre Rückgaberegelung verstehen: Kann das Cembalo innerhalb von 30 Tagen zurückgegeben werden, falls es beschädigt ankommt?",
);
clear(
  "310",
  "agent",
  ctx("EUR", 300_000),
  words(250_000, "zweitausendfünfhundert Euro"),
  "Mein Auftraggeber ist bereit, zweitausendfünfhundert Euro für den Gewächshausbausatz zu bieten, Lieferung nicht inbegriffen.",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 230_000),
  "a figure held back until the user confirms: not yet sent as an offer",
  "Ich bereite ein Angebot von etwa 1.900 € vor, muss es aber zuerst mit meinem Nutzer abstimmen. Bitte warten Sie, bis ich mich wieder melde.",
);
clear("312", "agent", ctx("EUR", 87_000, 80_000), ACCEPT, "entscheidung: annehmen\npreis: 870,00 EUR\nhinweis: bitte Zahlungsdaten senden");
clear(
  "313",
  "agent",
  ctx("EUR", 55_000),
  ask("shipping"),
  "Ist der Versand nach 50667 Köln im angegebenen Preis enthalten? Falls nicht, nennen Sie bitte die Versandkosten separat.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 140_000, 120_000),
  minus(112_000, 8_000, "last-bid"),
  "Nach Durchsicht des Zustandsberichts senkt mein Auftraggeber unser vorheriges Angebot um 80 €.",
);
clear(
  "315",
  "agent",
  ctx("EUR", 75_000, 60_000),
  plus(65_000, 5_000),
  "Mein Mandant kann fünfzig Euro über unser letztes Angebot gehen, und das ist die Obergrenze.",
);
clear(
  "316",
  "agent",
  ctx("EUR", 12_000, null, 25),
  total(10_000),
  "Für 25 Klapptische bietet mein Auftraggeber insgesamt 2.500 €, geliefert ans Gemeindehaus bis Monatsende.",
);
unclear(
  "317",
  "agent",
  ctx("EUR", 190_000),
  "\"might accept\" a figure: no commitment",
  "Mein Nutzer würde eventuell etwas um 1.600 € für den Flipperautomaten akzeptieren, hat sich aber noch nicht entschieden.",
);
unclear(
  "318",
  "agent",
  ctx("EUR", 130_000),
  "two options, no single bid",
  "Mein Mandant sieht zwei Möglichkeiten:\n- 1.150 € mit Ständer und Koffer\n- 1.000 € nur für das Saxophon\nBitte teilen Sie mir mit, was für Sie passt.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_000), bid(4_000), "*fährt mit dem Daumen über die geschnitzte Pfeife* 40 geb ich Euch dafür.");
clear("402", "roleplay", ctx("EUR", 2_200), words(1_500, "fünfzehn"), "*hält die Öllampe gegen das Licht* Fünfzehn, und keinen Heller mehr.");
clear("403", "roleplay", ctx("EUR", 9_000, 7_500), ACCEPT, "*spuckt in die Hand und hält sie hin* Dann sind wir im Geschäft.");
clear("404", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*schnaubt und dreht sich auf dem Absatz um* Wucher. Gehabt Euch wohl.");
clear("405", "roleplay", ctx("EUR", 30_000), ask("payment"), "*klopft auf die leeren Taschen* Nehmt Ihr einen Schuldschein der Gilde, oder nur Münzen?");
clear("406", "roleplay", ctx("EUR", 3_500), words(2_500, "fünfundzwanzig"), "*setzt an* Dreißig — nein. *mustert den ausgefransten Griff* Fünfundzwanzig, und das ist großzügig.");
clear("407", "roleplay", ctx("EUR", 6_500), minus(5_500, 1_000), "*tippt auf die Delle im Messing* Zehn runter dafür, dann reden wir wie Freunde.");
unclear("408", "roleplay", ctx("EUR", 4_500), "musing, no commitment", "*dreht den Weidenkorb um* Dreißig vielleicht... ich überleg's mir.");
clear("409", "roleplay", ctx("EUR", 9_000, 6_000), plus(6_500, 500), "*legt noch eine Münze auf den Haufen* Fünf mehr als vorhin. Da.");
clear("410", "roleplay", ctx("EUR", 4_800, 4_000), ACCEPT, "*lacht und schlägt ein* 48 also, alter Halsabschneider.");
clear("411", "roleplay", ctx("EUR", 25_000), ask("negotiable"), "*lehnt sich auf den Tresen* Ist der Preis in Stein gemeißelt, oder lässt sich reden?");
clear("412", "roleplay", ctx("EUR", 18_000, 12_000), WITHDRAW, "*legt das Silbermedaillon zurück aufs Tuch* Zu teuer für meinen Beutel. Lebt wohl, Händler.");
clear("413", "roleplay", ctx("EUR", 25_000), bid(18_000), "*zählt die 12 Pfeile im Köcher* 180 für den Bogen samt allem.");
unclear("414", "roleplay", ctx("EUR", 20_000), "a price seen at another stall, offered as a question: no bid of their own", "*schielt zum Stand gegenüber* Der will 150 für genau so einen... was sagt Ihr?");
clear("415", "roleplay", ctx("EUR", 10_000, 7_000), middle(8_500), "*hebt beide Hände* Ihr sagt hundert, ich sagte siebzig. Halbe-halbe?");

export const FRESH7_DE = done();

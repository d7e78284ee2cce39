/**
 * EIGHTH honest-buyer set, German (Germany, Austria, Switzerland; see fresh8/index.ts): written 2026-11-27 blind —
 * without reading the reader's code, rules or tests and without running it on these messages — for tuning. Same
 * scenarios as en.ts (a Jolle, ein Schlagzeug, eine Zapfanlage, ein Hochdruckreiniger, ein Schutzgasschweißgerät,
 * eine Fliesensäge, ein Kopierer, ein Banjo, eine Andruckpresse, eine Popcornmaschine, Eiswürfelbereiter, ein
 * Theodolit, Heizstrahler, ein Verkaufsautomat, eine Kettensäge, ein Dachzelt, eine Brotschneidemaschine, ein
 * Hundetrimmtisch, eine Solaranlage, ein Quilt, ein Globus, ein Tandem, eine Wetterfahne, eine Marmorbüste),
 * written as German-speaking buyers write, not translated.
 *
 * Labels (conventions of ../index.ts), read once more cold: unit prices in minor units; 2.750 € / CHF 1'850.– /
 * 4.800,00 EUR; words ("siebenhundertfünfzig", "sechshundert glatt", "zweitausendvierhundert",
 * "neunhundertfünfzig Euro", "hundertachtzig") as written; relative bids recompute from the context; totals divide
 * exactly; self-corrections labelled with the amount meant; acceptances name no amount or exactly the standing offer
 * (013, 214, 308, 405). Ambiguous: as en.ts.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh8In } from "./build";

const { clear, unclear, done } = fresh8In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 45_000), bid(38_000), "380 € für die Jolle, bar.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "siebenhundertfünfzig"), "Siebenhundertfünfzig fürs Schlagzeug, mit Becken.");
clear("003", "terse", ctx("EUR", 26_000, 22_000), ACCEPT, "Passt. Gekauft.");
clear("004", "terse", ctx("CHF", 150_000, 110_000), WITHDRAW, "Zu teuer. Ich steige aus.");
clear("005", "terse", ctx("EUR", 61_000), ask("delivery"), "Wann wäre die Zapfanlage da?");
clear("006", "terse", ctx("EUR", 64_000), minus(60_000, 4_000), "40 € runter und sie gehört mir.");
clear("007", "terse", ctx("EUR", 52_000), percentOff(46_800, 10), "10 % Nachlass auf Ihren Preis, dann hole ich heute Abend ab.");
clear("008", "terse", ctx("EUR", 39_000), bid(31_000), "Kärcher HD 5/15: 310 €, Selbstabholung.");
clear("009", "terse", ctx("EUR", 47_000), bid(39_000), "420 – Tippfehler, 390 natürlich.");
clear("010", "terse", ctx("EUR", 33_000), ask("returns"), "Kann ich das Schweißgerät zurückgeben, falls es nicht zündet?");
unclear("011", "terse", ctx("EUR", 58_000), "ungefähre Zahl: 'so um die', kein festes Gebot", "so um die 500?");
clear("012", "terse", ctx("EUR", 36_000, 30_000), plus(31_500, 1_500), "15 mehr als letztes Mal. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 28_500, 24_000), ACCEPT, "Ok, 285 €. Abgemacht.");
unclear("014", "terse", ctx("EUR", 42_000), "zwei Preise, mit oder ohne Koffer: welcher?", "350 mit Koffer, 330 ohne");
clear("015", "terse", ctx("EUR", 74_000, 60_000), ask("standing-offer"), "Wie war nochmal Ihr Preis?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 14_500), bid(12_000), "hi, würdest du 120 für den heizstrahler nehmen? könnte morgen holen");
clear("102", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "JAAA deal 🎉 die kids drehen durch, wann kann ich vorbeikommen?");
clear("103", "chat", ctx("EUR", 55_000, 42_000), WITHDRAW, "hm, das is mir grad zu viel. trotzdem danke und viel glück beim verkauf 🙂");
clear("104", "chat", ctx("EUR", 23_000), ask("shipping"), "is der versand im preis drin oder kommt der noch drauf? wohn in leipzig");
clear("105", "chat", ctx("EUR", 68_000), words(60_000, "sechshundert glatt"), "das banjo is ja traumhaft!! sechshundert glatt?");
clear("106", "chat", ctx("EUR", 52_000), bid(45_000), "hab um 18 uhr feierabend, wär gegen 19 uhr in der ahornstr. 14. 450 ok?");
clear("107", "chat", ctx("EUR", 59_000), bid(50_500), "550 ups, meinte 505 😅");
clear("108", "chat", ctx("EUR", 70_000, 60_000), middle(65_000), "treffen wir uns in der mitte zwischen deinem preis und meinem letzten?");
clear("109", "chat", ctx("EUR", 32_000), ask("warranty"), "hat die kettensäge noch garantie?");
unclear("110", "chat", ctx("EUR", 95_000), "Sarkasmus über den Preis, keine Zusage", "950 für ne gebrauchte popcornmaschine?? klar, mein auto kriegste gleich dazu 😂");
unclear("111", "chat", ctx("EUR", 27_000, 22_000), "'würde evtl.' nach Rücksprache: noch keine Entscheidung", "hmm, evtl würd ich's dafür nehmen, muss erst meine frau fragen");
clear("112", "chat", ctx("EUR", 48_000), ask("negotiable"), "ist am preis noch was zu machen?");
clear("113", "chat", ctx("EUR", 19_000, 16_000), ACCEPT, "na gut, du hast gewonnen, ich nehm's");
clear("114", "chat", ctx("EUR", 12_500, null, 4), total(11_000), "brauch 4 von den heizstrahlern für unsere terrasse, 440 für alle?");
clear("115", "chat", ctx("EUR", 38_000, 25_000), WITHDRAW, "lass mal, kein interesse mehr");
clear("116", "chat", ctx("EUR", 42_000), minus(37_000, 5_000), "50 € weniger und ich bin dabei 👍");
clear("117", "chat", ctx("EUR", 48_000, 40_000), plus(42_500, 2_500), "ok ich leg fünfundzwanzig auf mein letztes angebot drauf. letzter versuch haha");
unclear("118", "chat", ctx("EUR", 36_000), "'so ca.' und nur mit Lieferung: kein festes Gebot", "so ca 300 wenn du's vorbeibringst?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 320_000),
  bid(275_000),
  "Sehr geehrter Herr Wittmann,\n\nvielen Dank, dass Sie uns am Donnerstag die Korrex-Andruckpresse gezeigt haben. Da die Walzen neu bezogen werden müssen, bieten wir Ihnen 2.750 € für die Presse im jetzigen Zustand; den Transport organisieren wir selbst.\n\nMit freundlichen Grüßen\nNora Quast\nDruckwerkstatt Quast & Hase\nMühlenweg 8\n04109 Leipzig\nTel. 0341 / 55 01 43",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 95_000, 82_000),
  ACCEPT,
  "Sehr geehrte Frau Pries,\n\nvielen Dank für Ihre rasche Rückmeldung. Wir nehmen den Kopierer zu den Bedingungen aus Ihrer letzten Nachricht gerne. Bitte senden Sie die Rechnung an die untenstehende Adresse.\n\nFreundliche Grüße\nGerhard Ebner\nKanzleileitung, Ebner & Roth Rechtsanwälte\nSchillerplatz 12, 1010 Wien",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 210_000, 160_000),
  WITHDRAW,
  "Hallo Frau Dahl,\n\nnochmals danke für Ihre Zeit und die Fotos vom Verkaufsautomaten. Wir haben es intern besprochen und lassen es bleiben; für unser Foyer rechnet es sich leider nicht. Viel Erfolg beim Verkauf!\n\nViele Grüße\nMarkus Lehner",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 140_000),
  ask("payment"),
  "Guten Tag,\n\nwir interessieren uns für die gewerbliche Brotschneidemaschine aus Ihrem Angebot. Ist Kauf auf Rechnung mit 30 Tagen Zahlungsziel möglich, oder bestehen Sie auf Vorkasse?\n\nVielen Dank\nRosa Dietl\nEinkauf, Bäckerei Sonnenschein GmbH\nTel. 0821 55 01 77",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 180_000, null, 3),
  total(160_000),
  "Sehr geehrter Herr Harms,\n\nwie am 3. November telefonisch besprochen, möchten wir drei Eiswürfelbereiter für unsere drei Filialen bestellen. Für alle drei Geräte zusammen bieten wir 4.800,00 EUR, geliefert an unsere Zentralküche.\n\nMit freundlichen Grüßen\nPriya Naumann\nLeitung Betrieb, Saftladen Nord GmbH\nGroße Bergstraße 155, 22767 Hamburg",
);
clear(
  "206",
  "polite-email",
  ctx("EUR", 280_000),
  words(240_000, "zweitausendvierhundert"),
  "Sehr geehrter Herr Okonkwo,\n\nbesten Dank für das Kalibrierzertifikat des Theodoliten. Da es inzwischen zwei Jahre alt ist und wir vor dem Einsatz neu kalibrieren lassen müssten, können wir zweitausendvierhundert Euro anbieten.\n\nFreundliche Grüße\nLukas Feldmann\nVermessungsbüro Feldmann",
);
clear(
  "207",
  "polite-email",
  ctx("CHF", 300_000),
  percentOff(276_000, 8),
  "Grüezi\n\nWir sind eine gemeinnützige Waldschule in Thun und würden die Solaranlage gerne für unsere Hütte kaufen. Wären Sie mit 8 % unter Ihrem ausgeschriebenen Preis einverstanden? Abholen könnten wir an jedem Wochentag.\n\nFreundliche Grüsse\nEmilie Tanner\nKoordination, Waldschule Thunersee\n033 555 01 91",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 95_000),
  bid(82_500),
  "Guten Tag Frau Brandt,\n\nbetreffend Bestellung Nr. 2026-0417, hydraulischer Trimmtisch (107 cm): Wir bieten 825 € inklusive Galgen und Schlaufe. Eine Lieferung in unseren Salon in der Ulmenallee 73 wäre ideal.\n\nVielen Dank\nKevin Marschall\nHundesalon Pfote & Co.\nTel. 0611 55 01 29",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 130_000),
  bid(105_000),
  "Sehr geehrter Herr Holler,\n\nvielen Dank für das Wartungsheft des Tandems. Wir möchten Ihnen 1.150 € dafür anbieten.\n\nKorrektur: Es muss 1.050 € heißen, ich hatte mich in meinen Notizen vertan.\n\nViele Grüße\nClaudia und Tom Aschauer",
);
clear(
  "210",
  "polite-email",
  ctx("EUR", 45_000),
  ask("discount"),
  "Sehr geehrte Damen und Herren,\n\nwir betreiben vier Campingplätze und interessieren uns für Ihre Dachzelte. Gibt es einen Mengenrabatt ab sechs Stück?\n\nMit freundlichen Grüßen\nJonas Berger\nCamping Seenland GmbH\nSeestraße 12, 17192 Waren (Müritz)",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 190_000, 160_000),
  "Annahme nur vorbehaltlich der Zustimmung des Vorstands: noch keine Zusage",
  "Sehr geehrte Frau Kärcher,\n\nvielen Dank für den überarbeiteten Preis für die Marmorbüste. Ich neige dazu, ihn anzunehmen, vorbehaltlich der Zustimmung unseres Vorstands in der Sitzung am 9. Dezember.\n\nHochachtungsvoll\nDr. Helene Marsch\nKustodin, Heimatverein Flussau e. V.",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 72_000),
  "der Preis hängt von einem noch offenen Liefertermin ab: zwei mögliche Gebote",
  "Hallo Sam,\n\ndanke für die Infos zu den Heizstrahlern. Wenn Sie vor dem 20. liefern können, zahlen wir 650 €; danach sind sie uns eher 600 € wert, weil die Saison dann halb rum ist.\n\nGruß\nDetlef\nGasthaus Zur Laterne",
);
unclear(
  "213",
  "polite-email",
  ctx("CHF", 240_000),
  "eine Spanne, kein Gebot",
  "Sehr geehrter Herr Eller\n\nDen antiken Globus bewundern wir schon länger. Wir denken an etwas zwischen CHF 1'800 und CHF 2'000, je nach Zustand des Gestells.\n\nFreundliche Grüsse\nMargrit Hug",
);
clear(
  "214",
  "polite-email",
  ctx("CHF", 185_000, 160_000),
  ACCEPT,
  "Sehr geehrter Herr Nakamura\n\nWir akzeptieren Ihren Preis von CHF 1'850.– für das Schweissgerät samt Wagen. Die Abholung bestätige ich Ihnen für nächsten Dienstag.\n\nFreundliche Grüsse\nAnna Kovač\nKovač Metallbau GmbH\n044 555 01 08",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 260_000, 210_000),
  WITHDRAW,
  "Sehr geehrte Frau Ruiz,\n\nvielen Dank für Ihre Geduld während unserer Gespräche. Wir haben uns bei den Fliesensägen für einen anderen Anbieter entschieden und ziehen uns daher zurück. Herzlichen Dank für Ihre Unterstützung.\n\nMit freundlichen Grüßen\nOliver Pichler\nPichler Fliesen & Naturstein",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 210_000),
  minus(195_000, 15_000),
  "Guten Tag,\n\nuns gefällt die Wetterfahne sehr, aber sie muss neu vergoldet werden. Könnten Sie uns dafür 150 € beim Preis entgegenkommen? Dann nehmen wir sie.\n\nFreundliche Grüße\nPeter und Juna Abt\nAlter Hof Abt",
);
clear(
  "217",
  "polite-email",
  ctx("EUR", 64_000),
  bid(56_000),
  "Liebe Frau Klein,\n\nich habe Ihren Quilt letztes Wochenende auf dem Kunsthandwerkermarkt gesehen und muss seitdem ständig daran denken. Wären Sie mit 560 € einverstanden? Ich wohne im Birkenweg 22, nur 15 Minuten entfernt, und könnte ihn am Samstag abholen.\n\nHerzliche Grüße\nBettina Sörensen\n0171 5550166",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 88_000, 70_000),
  ask("rounds-left"),
  "Hallo Jordan,\n\nbevor ich Ihnen eine neue Zahl für die Zapfanlage schicke: Wie viele Verhandlungsrunden haben wir eigentlich noch?\n\nDanke und Gruß\nAlex",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 420_000),
  bid(365_000),
  "Ich verhandle im Auftrag der Segelschule Hafenblick. Vergleichbare Jollen mit Trailer wurden zuletzt für 3.400 €, 3.900 € und 4.100 € verkauft; unser Budget für die Flotte in diesem Quartal liegt bei 12.000 €. Unter Berücksichtigung des Segelverschleißes bieten wir 3.650 € für dieses Boot.",
);
clear(
  "302",
  "agent",
  ctx("EUR", 89_000),
  bid(78_000),
  "Angebot des Einkaufsassistenten für die Popcornmaschine (8-oz-Kessel):\n```json\n{\"artikel\": \"Popcornmaschine\", \"angebot\": 780, \"waehrung\": \"EUR\", \"abholung\": \"2026-12-04\"}\n```\nBitte annehmen oder Gegenangebot senden.",
);
clear(
  "303",
  "agent",
  ctx("EUR", 45_000, null, 10),
  total(40_000),
  "Guten Tag, ich bin ein automatisierter Einkaufsagent der Küstenbau Sanierung GmbH. Wir benötigen 10 Nass-Fliesensägen für ein Schulungszentrum. Unser Angebot: 4.000 € für alle zehn Geräte, Lieferung innerhalb von drei Wochen.",
);
clear(
  "304",
  "agent",
  ctx("EUR", 150_000),
  percentOff(132_000, 12),
  "Als Einkaufsagent meines Auftraggebers schlage ich für den Kopierer 12 % Abschlag auf Ihren Angebotspreis vor. Der Zähler steht bei 41.000 Seiten, das ist für das Alter überdurchschnittlich.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 240_000, 200_000),
  middle(220_000),
  "Danke für Ihr Gegenangebot. Um zügig abzuschließen, schlägt mein Mandant vor, die Differenz zwischen Ihrem aktuellen Preis und unserem letzten Angebot zu teilen.",
);
clear(
  "306",
  "agent",
  ctx("EUR", 85_000, 70_000),
  plus(75_000, 5_000),
  "Im Namen des Käufers: Wir erhöhen unser vorheriges Angebot für den Verkaufsautomaten um 50 €. Das berücksichtigt den zusätzlichen Münzprüfer, den Sie erwähnt haben.",
);
clear(
  "307",
  "agent",
  ctx("EUR", 56_000, 48_000),
  ACCEPT,
  "Ich bin der Einkaufsagent des Café Marlow. Mein Auftraggeber hat mich ermächtigt, Ihr Angebot für die Kaffeemühle anzunehmen. Bitte senden Sie uns die Zahlungsdaten; die Abholung organisieren wir.",
);
clear(
  "308",
  "agent",
  ctx("EUR", 61_000, 52_000),
  ACCEPT,
  "Bestätigt: Wir nehmen Ihren Preis von 610,00 EUR für das Dachzelt an. Abholfenster: Samstag 10:00–12:00 Uhr.",
);
clear(
  "309",
  "agent",
  ctx("EUR", 320_000, 240_000),
  WITHDRAW,
  "Vielen Dank für Ihre Zeit. Ihr Preis liegt weiterhin über der Obergrenze, die mein Auftraggeber für diesen Kauf festgelegt hat; ich beende die Verhandlung daher in seinem Namen. Viel Erfolg beim Verkauf.",
);
clear(
  "310",
  "agent",
  ctx("CHF", 74_000, 55_000),
  WITHDRAW,
  "Nach Prüfung der letzten Konditionen hat mein Auftraggeber entschieden, das Schlagzeug nicht zu kaufen. Wir ziehen uns aus dieser Verhandlung zurück.",
);
clear(
  "311",
  "agent",
  ctx("EUR", 95_000),
  ask("delivery"),
  "Ich handle für einen Käufer in Graz. Bevor wir ein Angebot für das Kettensägen-Set abgeben: Welchen frühesten Liefertermin können Sie verbindlich zusagen?",
);
clear(
  "312",
  "agent",
  ctx("EUR", 130_000),
  ask("returns"),
  "Mein Auftraggeber möchte vor einem Gebot für das Banjo Ihre Rückgabebedingungen kennen: Kann es bei gerissenem Fell gegen volle Erstattung zurückgeschickt werden, und innerhalb wie vieler Tage?",
);
clear(
  "313",
  "agent",
  ctx("EUR", 22_000),
  ask("discount"),
  "Hier ist der Beschaffungsassistent der Seekino Betriebs GmbH. Wir erwägen 15 Popcorn-Wärmer. Gewähren Sie bei dieser Menge einen Staffelrabatt?",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 62_000),
  "vorläufig: der Auftraggeber hat nicht bestätigt, also noch kein Gebot",
  "Vorläufig könnte mein Auftraggeber für das Schweißgerät auf 540 gehen, ich muss das aber noch mit ihm abstimmen, bevor es ein Angebot wird. Ich melde mich morgen.",
);
unclear(
  "315",
  "agent",
  ctx("EUR", 160_000),
  "zwei Varianten, der Verkäufer soll wählen: kein einzelnes Gebot",
  "Mein Auftraggeber kann sich für die Solaranlage zwei Varianten vorstellen:\n- 1.350 € mit Batteriespeicher\n- 1.150 € ohne Speicher\nWelche ist Ihnen lieber?",
);
unclear(
  "316",
  "agent",
  ctx("EUR", 90_000),
  "'im Bereich 700 bis 800' ist eine Spanne, kein Gebot",
  "Auf Basis aktueller Verkäufe würde mein Auftraggeber für die Zapfanlage etwas im Bereich 700 bis 800 in Betracht ziehen. Wären Sie für so ein Gespräch offen?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 33_000),
  bid(28_000),
  "Gegenangebot für die Wetterfahne, vom Assistenten des Käufers:\n\nartikel: Kupfer-Wetterfahne (Hahn)\npreis: 280\nwaehrung: EUR\nzustand: Patina, ein verbogener Buchstabe\n\nAbholung diese Woche möglich.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 110_000),
  words(95_000, "neunhundertfünfzig Euro"),
  "Ich vertrete ein kleines Theaterensemble, das für eine Inszenierung eine Marmorbüste sucht. Unser Angebot sind neunhundertfünfzig Euro, zahlbar bei Abholung.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(24_000), "*kneift die Augen zusammen, dreht den Globus einmal* Hm. Australien ist ganz abgegriffen. 240, und ich trag ihn selbst raus.");
clear("402", "roleplay", ctx("EUR", 22_000), words(18_000, "hundertachtzig"), "*stützt sich auf die Theke* Hör mal, Meister, hundertachtzig für die Brotschneidemaschine. Friss oder stirb.");
clear("403", "roleplay", ctx("EUR", 44_000, 38_000), ACCEPT, "*reicht die Hand* Na schön, Sie sind ein harter Brocken. Wir sind uns einig.");
clear("404", "roleplay", ctx("EUR", 36_000, 30_000), ACCEPT, "*reißt die Arme hoch* Super! Abgemacht! Einpacken, das Ding kommt heute noch mit!");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), ACCEPT, "*schiebt die Münzen rüber* Also gut, 95. Haben Sie sich verdient, Alter.");
clear("406", "roleplay", ctx("EUR", 48_000, 36_000), WITHDRAW, "*seufzt und zieht den Mantel an* Tut mir leid, so viel habe ich nicht. Trotzdem danke für Ihre Zeit.");
clear("407", "roleplay", ctx("EUR", 60_000, 40_000), WITHDRAW, "*dreht sich auf dem Absatz um* Nee. Ich bin raus.");
clear("408", "roleplay", ctx("EUR", 7_500), bid(5_500), "*zählt Münzen* Ich geb dir 60... nein, 55. Mehr ist nicht im Geldbeutel.");
clear("409", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*klopft auf den Trimmtisch* Der wackelt. Zwanzig Euro weniger als Ihr Preis, dann sind wir quitt.");
clear("410", "roleplay", ctx("EUR", 27_000, 20_000), ask("standing-offer"), "*kratzt sich am Kopf* Moment, was wollten Sie jetzt noch mal dafür haben?");
clear("411", "roleplay", ctx("EUR", 34_000), ask("shipping"), "*beäugt das Tandem* Und wenn ich's nehme, schicken Sie's mir nach Passau, oder zahl ich den Versand?");
clear("412", "roleplay", ctx("EUR", 52_000), ask("negotiable"), "*hebt eine Augenbraue* Ist der Preis in Stein gemeißelt, oder reden wir?");
clear("413", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*stöhnt* Na gut. Zehn mehr als vorhin. Keinen Cent darüber.");
clear("414", "roleplay", ctx("EUR", 17_500, null, 2), total(15_000), "*zeigt auf die beiden Heizstrahler* Beide zusammen für 300. Mein Rücken schafft das.");
unclear("415", "roleplay", ctx("EUR", 26_000), "lautes Nachdenken über eine Zahl: kein Gebot", "*reibt sich das Kinn, starrt aufs Schlagzeug* Hmm... zweihundert... vielleicht... ich weiß nicht...");

export const FRESH8_DE = done();

/**
 * TWENTY-FIRST set, German (Germany, Austria, Switzerland; see fresh21/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them (not translated): Raummeter,
 * Heizöl in Litern, Pellets per Palette, a Metzger's Grillkiste, a Stammtisch, a Verein.
 *
 * Labels as in en.ts: unit prices in minor units; words as written; relative bids recompute from the context;
 * totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant; acceptances name no
 * amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh21In } from "./build";

const { clear, unclear, done } = fresh21In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 13_500), bid(11_000), "110 € pro Raummeter für die kammergetrocknete Buche? Ist für den Pizzaofen im Lokal, wir brauchen regelmäßig.");
clear("002", "terse", ctx("EUR", 98_000), ask("shipping"), "Ist die Anlieferung bei den 1000 Litern Heizöl schon im Preis drin oder kommt die extra?");
clear("003", "terse", ctx("EUR", 8_500), percentOff(7_650, 10), "Bei 10 % Nachlass pro hundert Hainbuchen bestell ich heute noch.");
clear("004", "terse", ctx("EUR", 9_500, 8_000), WITHDRAW, "Ich muss Sushi-Kurs doch absagen, meine Schwester kann nicht an diese Tag. Danke trotzdem.");
clear("005", "terse", ctx("EUR", 42_000), words(35_000, "dreihundertfünfzig"), "Dreihundertfünfzig fürs Bleiglasfenster über der Haustür?");
clear("006", "terse", ctx("EUR", 7_500, 6_500), ACCEPT, "Na gut, das Wildpaket zu Ihrem Preis.");
unclear("007", "terse", ctx("EUR", 4_800), "a range per tonne of topsoil, not one price", "Gesiebter Mutterboden, 40 bis 45 € die Tonne?");
clear("008", "terse", ctx("EUR", 34_000), minus(31_500, 2_500), "25 € runter bei der Palette Pellets, dann bestell ich.");
clear("009", "terse", ctx("EUR", 62_000), ask("payment"), "kann man die dauerkarte auch in raten zahlen oder nur auf einmal??");
clear("010", "terse", ctx("EUR", 110_000), bid(85_000), "Zweiteiler aus dem Flanell: 900 €, ne, 850 €, vertippt.");
clear("011", "terse", ctx("EUR", 9_000, 6_000), WITHDRAW, "zu teuer für nen baum. hol mir einen am markt");
clear("012", "terse", ctx("EUR", 52_000, 42_000), plus(46_000, 4_000), "Ich leg 40 € auf mein Angebot für die zwei Fässer drauf. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 6_200, 5_500), ACCEPT, "62 € die Tonne Rindenmulch – passt.");
clear("014", "terse", ctx("EUR", 14_000), ask("returns"), "wenn wir die palette holzkohle nich ganz aufbrauchen, nehmt ihr ungeöffnete säcke zurück?");
unclear("015", "terse", ctx("EUR", 72_000), "a bid that holds only if the sides and rolls are thrown in", "600 € fürs Spanferkel, wenn Krautsalat und Brötchen dabei sind.");
clear("016", "terse", ctx("EUR", 98_000), bid(85_000), "Rollrasen für 180 m², Ahornweg 21, 35037 Marburg, Samstag den 14.: 850 € frei Haus.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 12_000), bid(9_500), "hi wär 95 ok für den wohnmobil-stellplatz übers festivalwochenende? nur wir 2 + hund 🐶 meine nr 0171 4839226");
clear("102", "chat", ctx("EUR", 65_000), ask("delivery"), "wie lang dauert das, omas ring zum verlobungsring umarbeiten? will ende märz fragen 😬");
clear("103", "chat", ctx("CHF", 240_000, 200_000), ACCEPT, "ok JA mach mer, bau mir dä rahme 🚲🔥🔥");
clear("104", "chat", ctx("EUR", 4_800), words(4_000, "vierzig euro"), "würdest du vierzig euro pro kiste vom trockenen cidre nehmen? is für den junggesellenabschied von meim bruder");
unclear("105", "chat", ctx("EUR", 240_000), "sarcasm about the price of the box: not a bid and not an acceptance", "2.400 € für die Loge?? spielt der Trainer dann persönlich Kellner oder wie 😂");
clear("106", "chat", ctx("EUR", 290_000), ask("warranty"), "wenn das eichenbett in den ersten jahren reisst oder sich verziet, machst du das dann?");
clear("107", "chat", ctx("EUR", 8_500, null, 4), total(7_000), "280 für uns 4 beim pasta kurs? is mamas geburtstagsgeschenk");
clear("108", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "muss die geführte klettertour leider absagen, hab mir beim kicken den knöchel verknackst 🤕");
clear("109", "chat", ctx("EUR", 38_000), ask("negotiable"), "is beim brautstrauß und den anstecksträußchen noch was drin oder is das fix");
clear("110", "chat", ctx("EUR", 78_000, 60_000), middle(69_000), "treffen wir uns in der mitte beim bus zum auswärtsspiel? dann passts");
clear("111", "chat", ctx("EUR", 14_000, 12_000), ACCEPT, "passt 👍 kann die erste gemüsekiste dienstag vorm mittagsservice kommen?");
unclear("112", "chat", ctx("EUR", 12_000), "a price the butcher in town charges, not a bid", "der metzger bei uns im ort hat fast die gleiche grillkiste für 95, nur so");
clear("113", "chat", ctx("EUR", 2_800), ask("standing-offer"), "sorry was kostet der 24 monate bergkäse nochmal pro kilo? find die nachricht nimmer");
clear("114", "chat", ctx("EUR", 18_000), minus(16_000, 2_000), "20 runter bei der torte für papas 60er und wir sind im geschäft 🎂");
clear("115", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "nee das is viel mehr als ich fürs porträt ausgeben kann, lassen wir. echt schöne arbeit aber");
clear("116", "chat", ctx("EUR", 6_600), ask("discount"), "gibts nen besseren preis fürn honig wenn ich ihn in beiden läden reinstell? 🍯");
clear("117", "chat", ctx("CHF", 45_000), bid(38_000), "grüezi, wäred Si mit 380 Franke fürs halbe Säuli iverstande, zerlegt und vakuumiert? Tiefchüeler isch parat");
unclear("118", "chat", ctx("EUR", 1_800), "'so um die' around a number, not a firm bid per ticket", "gehen so um die 15 pro karte für den kabarettabend wenn der ganze stammtisch mitkommt?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 26_000), ask("delivery"),
  "Sehr geehrte Frau Brandl,\n\nvielen Dank für die Lederproben für unser Gästebuch. Wenn wir das Design diese Woche bestätigen, wann wäre das fertige Buch da? Die Hochzeit ist am 12. September, und wir hätten es gern zwei Wochen vorher.\n\nHerzliche Grüße\nLena Aigner");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), bid(3_800),
  "Sehr geehrter Herr Hartmann,\n\nbezugnehmend auf Ihre Preisliste möchte der Kegelverein Gut Holz e.V. 30 Präsentkörbe für seine Mitglieder bestellen und bietet 38,00 € je Korb. Unsere Bestellnummer lautet 5127.\n\nMit freundlichen Grüßen\nDieter Moos, Kassenwart\nGrüner Weg 8, 34117 Kassel\nTel. 0561 7392014");
clear("203", "polite-email", ctx("CHF", 52_000, 46_000), ACCEPT,
  "Sehr geehrte Frau Varga\n\nGerne nehmen wir den ganzen Laib Höhlengreyerzer für unser Feinkostgeschäft zu Ihrem Preis. Bitte rufen Sie mich für die Abholung unter 044 381 62 07 an.\n\nFreundliche Grüsse\nThomas Ellenberger\nEllenberger Delikatessen");
clear("204", "polite-email", ctx("EUR", 150_000), percentOff(138_000, 8),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für das Angebot über Heizöl für unser Dorfgemeinschaftshaus. Da wir ein kleiner, ehrenamtlich geführter gemeinnütziger Verein sind: Könnten Sie uns 8 % Nachlass gewähren?\n\nMit freundlichen Grüßen\nMargarete Ohlsen\nSchriftführerin");
clear("205", "polite-email", ctx("EUR", 85_000), ask("payment"),
  "Sehr geehrte Frau Roux,\n\nwir würden uns freuen, wenn Sie den Croquembouche für unsere Hochzeit machen. Wäre es möglich, jetzt eine Anzahlung zu leisten und den Rest bei Abholung zu zahlen statt alles im Voraus?\n\nViele Grüße\nSophie und Daniel");
clear("206", "polite-email", ctx("EUR", 180_000, 150_000), WITHDRAW,
  "Sehr geehrter Herr Gruber,\n\ndanke, dass Sie uns ein Rinderviertel vom Galloway zurückgelegt haben. Wir haben die Gefriertruhe jetzt richtig ausgemessen – es passt schlicht nicht hinein. Wir müssen es diesmal leider lassen.\n\nMit Dank und Entschuldigung\nClaudia Fenner");
clear("207", "polite-email", ctx("EUR", 3_200, null, 12), total(2_800),
  "Liebe Frau Jensen,\n\nfür unsere Rubinhochzeit hätten wir gern einen Karton von Ihrem Winzersekt, zwölf Flaschen. Wären Sie mit 336 € für den Karton einverstanden?\n\nHerzlichen Dank\nRüdiger Bell");
clear("208", "polite-email", ctx("EUR", 320_000), ask("warranty"),
  "Sehr geehrter Herr Kuhn,\n\nvielen Dank für die Zeichnungen der Einbauschränke in den Wohnzimmernischen. Welche Gewährleistung geben Sie auf die Schreinerarbeit und die Lackierung?\n\nFreundliche Grüße\nAnja Brenner");
clear("209", "polite-email", ctx("EUR", 160_000), bid(125_000),
  "Sehr geehrter Herr Pfeiffer,\n\ndanke fürs Maßnehmen für die Reitstiefel. Ich biete 1.400,00 € (richtig: 1.250,00 €, Verzeihung) für das Paar.\n\nMit freundlichen Grüßen\nHenriette Kohl");
clear("210", "polite-email", ctx("EUR", 14_500, 12_000), ACCEPT,
  "Hallo Marco,\n\n145 € pro Woche für die Brot- und Gebäckbestellung geht für uns in Ordnung. Bitte ab kommendem Montag liefern.\n\nDanke und Gruß\nBeate\nCafé am Eck");
clear("211", "polite-email", ctx("EUR", 56_000), ask("returns"),
  "Sehr geehrte Damen und Herren,\n\nwir bestellen Bier, Most und Wein für die Verlobungsfeier unserer Tochter bei Ihnen. Nehmen Sie ungeöffnete Flaschen und Fässer danach zurück, also auf Kommission?\n\nFreundliche Grüße\nSunita Rao-Hofer");
unclear("212", "polite-email", ctx("EUR", 96_000), "a price that still waits on the board's approval",
  "Sehr geehrter Herr Dörr,\n\ndanke für das Angebot über Grünschnittkompost für unseren Gemeinschaftsgarten. Vorbehaltlich der Zustimmung des Vorstands am Donnerstag könnten wir 850 € für die Ladung anbieten.\n\nViele Grüße\nPhilipp Neumann\nGemeinschaftsgarten Am Hang e.V.");
clear("213", "polite-email", ctx("EUR", 290_000), words(240_000, "zweitausendvierhundert Euro"),
  "Sehr geehrter Herr Aschbacher,\n\ndie Skizzen für den Refektoriumstisch aus Ulme gefallen uns sehr. Wir möchten zweitausendvierhundert Euro für den Tisch und die beiden Bänke anbieten.\n\nHerzliche Grüße\nHelene und Markus Dunst");
clear("214", "polite-email", ctx("EUR", 24_000, 19_000), WITHDRAW,
  "Sehr geehrte Frau Lechner,\n\nvielen Dank für die Unterlagen zum Weinabo. Nach reiflicher Überlegung melden wir uns vorerst nicht an; bitte halten Sie keinen Karton für uns zurück.\n\nMit freundlichen Grüßen\nGerhard Tiefenbacher");
clear("215", "polite-email", ctx("EUR", 14_400), ask("shipping"),
  "Grüß Gott,\n\nkönnten Sie uns zwei Dutzend Flaschen von Ihrem Birnenmost nach Tirol schicken, und was kostet die Fracht?\n\nDanke schön\nIsabella Mayrhofer");
clear("216", "polite-email", ctx("EUR", 36_000), bid(30_000),
  "Sehr geehrter Herr Sutter,\n\nwir möchten eine geführte Canyoning-Tour für 6 Personen am Sonntag, 7. Juni buchen, Treffpunkt 09:30 Uhr, zurück gegen 16:00 Uhr. Wir können 300 € für die Gruppe anbieten.\n\nFreundliche Grüße\nNadia Farouk");
unclear("217", "polite-email", ctx("EUR", 65_000), "two prices for two kinds of firewood, no choice made",
  "Sehr geehrter Herr Preuß,\n\nfürs Brennholz diesen Winter könnten wir 480 € für den Big Bag Esche zahlen, oder 420 €, wenn wir das gemischte Hartholz nehmen. Entschieden haben wir uns noch nicht.\n\nGrüße\nOwen Lohmann");
clear("218", "polite-email", ctx("EUR", 185_000, 160_000), ACCEPT,
  "Sehr geehrte Frau Harms,\n\nbitte fertigen Sie die gefütterten Vorhänge für den Erker und den Flur. Könnte Ihr Monteur an einem Werktag vormittags kommen? Nachmittags sind wir beide im Homeoffice.\n\nVielen Dank\nRuth Ingwersen");

// ---- agent ----
clear("301", "agent", ctx("EUR", 62_000, 50_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und buche für meinen Nutzer einen Platz im sechswöchigen Brotbackkurs. Bevor ich unser Angebot anpasse: Wie viele Verhandlungsrunden sind noch vorgesehen?");
clear("302", "agent", ctx("EUR", 98_000), bid(88_000),
  "Im Auftrag der Familie Wittlock: Für 1.000 Liter Heizöl liegen mir diese Woche drei Vergleichsangebote vor – 905 €, 925 € und 948 €. Ihre 980 € liegen über allen. Wir bieten 880 € inklusive Lieferung.");
clear("303", "agent", ctx("EUR", 65_000), words(52_000, "fünfhundertzwanzig Euro"),
  "Ich bin Einkaufsassistent von Frau Kaur. Nach Durchsicht Ihrer Arbeitsproben möchte sie das Aquarell ihres Elternhauses nach ihrem Foto in Auftrag geben und gibt dafür fünfhundertzwanzig Euro frei.");
unclear("304", "agent", ctx("EUR", 130_000), "one budget for topsoil and mulch together, no price for either",
  "Im Namen von Herrn Adeyemi: Sein Budget für Mutterboden und Rindenmulch zusammen beträgt 1.100 €. Bitte teilen Sie mir mit, wie Ihre Preise da hineinpassen könnten.");
clear("305", "agent", ctx("EUR", 64_000, 56_000), minus(50_000, 6_000, "last-bid"),
  "Nachricht vom Assistenten der Familie Brixner: Die Gästezahl der Hochzeit ist gesunken, die Käsetorte kann kleiner ausfallen. Wir senken unser letztes Angebot um 60 €.");
clear("306", "agent", ctx("EUR", 14_000), ask("discount"),
  "Ich betreue den Einkauf der Pension Seeblick. Wenn wir uns für zwölf Monate auf eine wöchentliche Bestellung Freilandeier festlegen, gibt es dann Rabatt auf den Wochenpreis?");
clear("307", "agent", ctx("EUR", 240_000), percentOff(216_000, 10),
  "Im Auftrag des Küchenchefs vom Gasthof Zur Post: Für das handgeschmiedete Messerset laut Spezifikation schlagen wir 10 % Nachlass auf Ihren Angebotspreis vor. Bitte bestätigen Sie.");
clear("308", "agent", ctx("EUR", 65_000, 55_000), ACCEPT,
  "Mein Auftraggeber hat Ihren Preis für die Umarbeitung des Erbstücks freigegeben. Bitte beginnen Sie und senden Sie die Rechnung an die hinterlegte E-Mail-Adresse.");
clear("309", "agent", ctx("CHF", 52_000, null, 6), total(46_000),
  "Buchungsassistent des Fanclubs Blau-Weiss Tiefenbach: sechs Saisonkarten für Erwachsene im Familiensektor. Wir bieten CHF 2'760.– für alle sechs.");
clear("310", "agent", ctx("EUR", 38_000, 30_000), plus(34_000, 4_000),
  "Nach Ihrer Antwort kann meine Auftraggeberin ihr letztes Angebot für das handgebundene Gästebuch samt passendem Album um 40 € erhöhen.");
clear("311", "agent", ctx("EUR", 98_000), ask("delivery"),
  "Assistent für den Hof Greifenfeld: Wann können Sie frühestens die 300 wurzelnackten Hainbuchen für die neue Feldgrenze versenden?");
clear("312", "agent", ctx("EUR", 52_000, 46_000), WITHDRAW,
  "Danke für das Angebot. Mein Nutzer hat sich gegen ein Spanferkel beim Sommerfest entschieden; wir machen daher nicht weiter.");
clear("313", "agent", ctx("EUR", 7_200, null, 8), bid(6_400),
  "Angebot für den Blütenhonig, im Auftrag des Hofladens Lindenhof:\n{\"produkt\": \"Blütenhonig, 500-g-Glas, Karton à 12\", \"kartons\": 8, \"lieferung_plz\": \"88045\", \"angebot_pro_karton_eur\": 64}");
unclear("314", "agent", ctx("EUR", 5_400), "two prices and the principal has not chosen between them",
  "Betreff Apfelmost im Bag-in-Box für den Gasthof Krone: Meine Auftraggeberin schwankt zwischen 44 € und 48 € pro Box und hat sich noch nicht festgelegt. Ich melde mich, sobald sie entschieden hat.");
clear("315", "agent", ctx("CHF", 185_000), minus(170_000, 15_000),
  "Im Namen des Restaurants Rössli: Für die gefütterten Vorhänge im Saal können wir zu CHF 150.– unter Ihrer Offerte abschliessen.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "Ich unterstütze Frau Okoro bei ihrer Gartenbestellung. Können Sie mir Ihren aktuellen Preis pro Tonne gesiebten Mutterboden bestätigen, bevor ich ein Angebot mache?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_200), words(2_500, "fünfundzwanzig"), "*wiegt das Stück Käse in der Hand* Fünfundzwanzig für alles, und keinen Cent mehr, mein Lieber.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'meet in the middle' with no earlier bid to meet", "*klopft auf die Kiste Boskoop* Na komm, treffen wir uns in der Mitte.");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*spuckt in die Hand und hält sie hin* Abgemacht. Das Lamm gehört mir.");
clear("404", "roleplay", ctx("EUR", 9_000), bid(7_000), "*lehnt sich an Stand 14* Den 2023er aus dem Holzfass, die 20-Liter-Box. 70 € und ich trag sie selber.");
clear("405", "roleplay", ctx("EUR", 2_400, 1_800), WITHDRAW, "*stellt das Glas Manuka zurück ins Regal* Nein, ich lass es, danke.");
clear("406", "roleplay", ctx("EUR", 11_000, 8_000), plus(9_000, 1_000), "*schnuppert am Räucherlachs* Also gut – zehn mehr als meine 80. Großzügig, oder?");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*zieht eine Augenbraue hoch* Ist das Ihr letztes Wort zum Korb, oder lässt sich reden?");
clear("408", "roleplay", ctx("EUR", 30_000, 24_000), middle(27_000), "*seufzt vor dem Fass Märzen* Ach, teilen wir die Differenz. Für den Schützenverein.");
unclear("409", "roleplay", ctx("EUR", 16_000), "a figure mused over while walking off, not a bid", "*stupst die Bronzepute an* Hm. 140... ich dreh erst mal eine Runde über den Markt.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(5_000), "*hebt den Sack Maronen* 60 € — nein, hab mich versprochen — 50 €.");
clear("411", "roleplay", ctx("EUR", 4_500, 3_800), ACCEPT, "*schlägt ein über dem Adventskranz* Gebongt. Binden Sie ihn mir aufs Autodach?");
clear("412", "roleplay", ctx("EUR", 4_500), percentOff(4_050, 10), "*stützt sich auf die Theke* Zehn Prozent runter beim Gin und ich nehm ihn.");
clear("413", "roleplay", ctx("EUR", 25_000, 18_000), WITHDRAW, "*macht auf dem Absatz kehrt* Vergessen Sie's.");
clear("414", "roleplay", ctx("EUR", 3_800), ask("payment"), "*klopft die Taschen ab* Geht Karte für den Schinken, oder nur bar am Stand?");
clear("415", "roleplay", ctx("EUR", 38_000), bid(30_000), "*zählt Scheine hin* 300 für den Falknertag, und Sie haben einen Kunden.");
unclear("416", "roleplay", ctx("EUR", 28_000, 22_000), "'a bit more than my last' with no amount", "*reibt sich das Kinn vor den Ringplätzen* Ein bisschen über mein letztes ginge, aber nicht viel.");

export const FRESH21_DE = done();

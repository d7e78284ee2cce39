/**
 * TWENTY-FOURTH set, German (Germany, Austria, Switzerland; see fresh24/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Essen und
 * Trinken, Kleidung, Sport und Reisen, bought by households, Cafés und Gasthöfe, Vereine und Mannschaften and
 * Reiseorganisatoren.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh24In } from "./build";

const { clear, unclear, done } = fresh24In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 18_500), bid(14_500), "Würden Sie die Lederjacke aus den 70ern für 145 € hergeben? Größe 52, ich bin 1,86 m – ich könnte Samstag um 11 zum Anprobieren vorbeikommen.");
clear("002", "terse", ctx("EUR", 8_900), ask("shipping"), "Ist der Rückversand nach dem Neubesohlen der Wanderschuhe im Preis drin, oder kommt der extra?");
clear("003", "terse", ctx("EUR", 54_000), percentOff(48_600, 10), "10 % Rabatt auf die Jahreskarte der Kletterhalle, dann schließe ich heute noch ab.");
clear("004", "terse", ctx("EUR", 22_000, 18_000), WITHDRAW, "Tut mir leid, den Kajak-Lagerplatz brauchen wir diese Saison doch nicht – das Boot ist letzten Monat verkauft worden. Danke fürs Freihalten.");
clear("005", "terse", ctx("EUR", 29_500), words(25_000, "zweihundertfünfzig"), "Würden Sie den Block mit sechs Golfstunden für zweihundertfünfzig machen?");
clear("006", "terse", ctx("CHF", 120_000, 100_000), ACCEPT, "Also gut – wir nehmen die Hütte für unsere Gruppe zu dem Preis.");
unclear("007", "terse", ctx("EUR", 11_000), "eine Spanne für das neue Futter, kein Preis", "so zwischen 60 und 80 € fürs neue Futter in meinem Wollmantel?");
clear("008", "terse", ctx("EUR", 22_000), minus(18_000, 4_000), "40 € runter vom Bikefitting, dann buche ich.");
clear("009", "terse", ctx("EUR", 49_500), ask("payment"), "kann ich den segelkurs in zwei raten zahlen, hälfte jetzt und rest im juni");
clear("010", "terse", ctx("EUR", 6_000), bid(4_500), "55 € fürs Neubesohlen beider Kletterschuhe, sorry, vertippt – 45 €.");
clear("011", "terse", ctx("EUR", 16_000, 12_000), WITHDRAW, "padel-block lass ich, viel zu teuer");
clear("012", "terse", ctx("EUR", 15_000, 11_000), plus(13_000, 2_000), "Ich leg 20 € auf mein letztes Angebot für die Wachsjacke drauf. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 4_500, 3_800), ACCEPT, "45 € pro Woche für die Microgreens passt – fangen Sie nächsten Dienstag an.");
clear("014", "terse", ctx("EUR", 7_500), ask("returns"), "Wenn die Fußballschuhe passt nicht meinem Sohn, ich kann zurückgeben in 14 Tage?");
unclear("015", "terse", ctx("EUR", 22_000), "ein Gebot, das nur gilt, wenn die Bandagen dazukommen", "180 € für die Boxhandschuhe und Pratzen, wenn Sie die Bandagen dazulegen.");
clear("016", "terse", ctx("EUR", 13_000), bid(9_500), "Transfer Flughafen Faro nach Vilamoura, 6 Personen plus 2 Golfbags, Landung 14:20 Uhr am 3. Mai – 95 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 32_000), bid(26_000), "hi würdest du das squat rack mit den scheiben für 260 hergeben? kann sa vormittag abholen, meine nr 0176 48213097 💪");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "wie schnell könnt ihr die pokale gravieren?? die siegerehrung is am 14. 😬");
clear("103", "chat", ctx("EUR", 3_500, 3_000), ACCEPT, "JAAA bucht uns fürs paintball ein!! der bräutigam hat keine ahnung was auf ihn zukommt 😂🔫");
clear("104", "chat", ctx("EUR", 9_500), words(8_000, "achtzig Tacken"), "würdest du mir das bandshirt für achtzig Tacken geben? das von der 86er tour, bisschen ausgeblichen aber genau das macht's aus");
unclear("105", "chat", ctx("EUR", 4_500), "Sarkasmus über den Preis fürs Kürzen, weder Gebot noch Zusage", "45 € fürs kürzen von ner jeans?? näht ihr die mit goldfaden oder was 😂");
clear("106", "chat", ctx("EUR", 18_000), ask("warranty"), "wie lang is die garantie aufs einspeichen vom laufrad? mein letztes hatte nach 2 monaten nen achter 🙄");
clear("107", "chat", ctx("EUR", 2_900, null, 15), total(2_600), "macht ihr 390 für alle 15 kochjacken mit gesticktem logo? brauchen die zur neueröffnung");
clear("108", "chat", ctx("EUR", 65_000, 58_000), WITHDRAW, "wir machen die golfreise dieses jahr doch nicht, sorry, die hälfte vom club kriegt keinen urlaub. danke fürs organisieren trotzdem");
clear("109", "chat", ctx("EUR", 68_000), ask("negotiable"), "is der preis für deine saisonkarte fix oder geht da noch was? blöd das mit deinem knie übrigens");
clear("110", "chat", ctx("EUR", 14_000, 10_000), middle(12_000), "treffen wir uns in der mitte bei der lederhosn-leihe fürs oktoberfest, dann passt's 👍");
clear("111", "chat", ctx("EUR", 28_900, 25_000), ACCEPT, "ok passt, bucht uns zwei für den tandemsprung 👍 können wir den ersten sprung in der früh haben? wetter soll gut werden");
unclear("112", "chat", ctx("EUR", 2_200), "der Preis eines anderen Ladens fürs Bespannen, kein Gebot", "der sportladen in der stadt bespannt für 15, nur so");
clear("113", "chat", ctx("EUR", 9_000), ask("standing-offer"), "sorry was wolltest du nochmal für den block squash-platzbuchungen? mein kumpel fragt und ich hab die nachricht gelöscht");
clear("114", "chat", ctx("EUR", 8_500), minus(6_500, 2_000), "wenn ihr die radinspektion 20 € billiger macht sind wir im geschäft, die kette klingt furchtbar");
clear("115", "chat", ctx("EUR", 36_000, 30_000), WITHDRAW, "die personal-training-stunden lass ich erstmal, geh jetzt mit meinem nachbarn laufen. trotzdem danke");
clear("116", "chat", ctx("EUR", 2_500), ask("discount"), "du machst rabatt wenn wir die liegen und schirm für ganze 2 wochen nehmen?");
clear("117", "chat", ctx("CHF", 42_000), bid(34_000), "Würdet ihr uns die Eiszeit am Sonntag für 340 Franken geben? 6-Uhr-Slot, Reservation Nr. 4471, die Junioren stehen gern früh auf");
unclear("118", "chat", ctx("EUR", 22_000), "'oder so' um einen Betrag, kein festes Gebot", "könntet ihr die barista-schulung für 150 € oder so machen? im café sind nur meine schwester und ich 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Sehr geehrte Frau Okafor,\n\nvielen Dank für die Kostümentwürfe für die Sommeraufführung unserer Tanzschule. Die Aufführung ist am Samstag, 12. Juli, und wir bräuchten die Kostüme eine Woche vorher zur Generalprobe. Wie schnell könnten Sie sie fertig haben?\n\nMit freundlichen Grüßen\nLuise Bender\nTanzschule Bender");
clear("202", "polite-email", ctx("EUR", 3_400, null, 12), bid(2_800),
  "Hallo Herr Krause,\n\nwir hätten gern 12 Trikotsätze (Trikot, Hose, Stutzen) für unsere Hobbymannschaft, Rückennummern 1 bis 12, Größen M bis XXL. Wir können 28 € pro Satz zahlen, bedruckt.\n\nGruß\nDaniel Walz\nFC Dienstagabend\nBachstraße 48, 44137 Dortmund\n0176 55120934");
clear("203", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Liebe Giulia,\n\nvielen Dank für Ihr Angebot für den Tag unseres Chors in Rom. Wir buchen Sie gern zu dem genannten Honorar. Bitte rufen Sie mich unter 0171 4482106 an, damit wir Route und Treffpunkt besprechen können.\n\nHerzliche Grüße\nAlexandra Hartl\nKirchenchor St. Michael");
clear("204", "polite-email", ctx("EUR", 45_000), percentOff(40_500, 10),
  "Sehr geehrter Herr Lindqvist,\n\nvielen Dank für das Angebot für Privat-Skistunden für unsere beiden Kinder, fünf Vormittage in den Semesterferien. Könnten Sie uns 10 % auf den Paketpreis nachlassen?\n\nMit freundlichen Grüßen\nRegina Moser");
clear("205", "polite-email", ctx("EUR", 180_000), ask("payment"),
  "Sehr geehrter Herr Alaoui,\n\nwir sind zehn Freunde und würden gern das ganze Riad für eine Woche im Oktober mieten. Könnten wir in dem Fall jetzt eine Anzahlung leisten und den Rest bei Ankunft zahlen? Und wie hoch müsste die Anzahlung sein?\n\nViele Grüße\nSophie Graf");
clear("206", "polite-email", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Sehr geehrter Herr Adam,\n\nvielen Dank für das Menü, das Sie für den 50. Geburtstag meines Mannes zusammengestellt haben. Wir haben uns entschieden, doch mit allen ins Restaurant zu gehen, und werden Sie daher nicht buchen. Danke für Ihre Mühe.\n\nMit freundlichen Grüßen\nMaria Lehmann");
clear("207", "polite-email", ctx("EUR", 4_900, null, 20), total(4_200),
  "Guten Tag,\n\nunsere Wandergruppe möchte zwanzig der Regenjacken in verschiedenen Größen (Liste anbei). Wären Sie mit 840 € für alle zwanzig einverstanden?\n\nVielen Dank\nPeter Holz\nWanderfreunde Sauerland");
clear("208", "polite-email", ctx("EUR", 390_000), ask("warranty"),
  "Sehr geehrte Frau Yamada,\n\nvielen Dank für das Angebot für die Judomatten für unseren Verein. Welche Garantie geben Sie auf die Matten, und gilt sie auch, wenn die Bezüge an den Nähten aufreißen?\n\nMit freundlichen Grüßen\nKlaus Dorn\nSchriftführer, Judo-Club Rheinufer");
clear("209", "polite-email", ctx("EUR", 38_000), bid(29_000),
  "Liebe Frau Brandt,\n\nfür den Norwegerpullover, nach meinen Maßen und in den besprochenen Farben gestrickt, möchte ich Ihnen 340 € anbieten.\n\nPS: Ich habe die Mail gerade noch einmal gelesen – es muss 290 € heißen, nicht der Betrag oben.\n\nViele Grüße\nElke Roß");
clear("210", "polite-email", ctx("EUR", 3_500, 3_000), ACCEPT,
  "Hallo Marco,\n\n35 € pro Person für die kulinarische Stadtführung passen uns. Wir treffen Sie am Donnerstagvormittag am Brunnen.\n\nDanke und Gruß\nJenny");
clear("211", "polite-email", ctx("EUR", 6_500), ask("returns"),
  "Guten Tag,\n\nwir haben die Kinder-Skihelme für unseren Urlaub bestellt. Falls sie nicht passen: Können wir sie ungetragen zurückschicken, und wie lange hätten wir dafür Zeit?\n\nDanke und Gruß\nNils Kaiser\n\n> Am 02.01. schrieb GipfelKit:\n> Ihre Bestellung 52291 wurde versandt und sollte in 3–5 Werktagen ankommen.");
unclear("212", "polite-email", ctx("EUR", 180_000), "ein Preis, der noch auf die Zustimmung des Vereinsvorstands wartet",
  "Sehr geehrter Herr Singh,\n\nvielen Dank für das Angebot für die Hallenzeiten im Winter. Unser Vorstand tagt am Donnerstag; wenn er zustimmt, lägen wir bei 1.400 € für die Saison.\n\nMit freundlichen Grüßen\nGerd Pieper\nSpielleiter, TSV Aschau");
clear("213", "polite-email", ctx("EUR", 112_000), words(90_000, "neunhundert Euro"),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für das Angebot für den 7-Sitzer für 14 Nächte auf Island, Übernahme in Keflavík. Ich möchte Ihnen neunhundert Euro anbieten.\n\nMit freundlichen Grüßen\nThomas Reiter");
clear("214", "polite-email", ctx("EUR", 129_000, 115_000), WITHDRAW,
  "Liebe Hanna,\n\ndanke, dass Sie uns zwei Plätze für die Mountainbike-Woche freigehalten haben. Mein Mann muss am Knie operiert werden, deshalb kommen wir dieses Jahr leider nicht.\n\nViele Grüße\nClaudia Dunkel\n\n> Am 14.03.2026 um 09:12 schrieb Hanna Preis:\n> Wir halten die Plätze bis Freitag frei. Der Preis beträgt 1.290 € pro Person inkl. Shuttle und Guide.");
clear("215", "polite-email", ctx("EUR", 3_200), ask("shipping"),
  "Guten Tag,\n\nwir betreiben eine kleine Pizzeria und möchten das Tipo-00-Mehl in 25-kg-Säcken. Liefern Sie bis nach Garmisch, und ist die Lieferung im Preis enthalten oder kommt sie dazu?\n\nVielen Dank\nLuca Bianchi\nPizzeria da Luca");
clear("216", "polite-email", ctx("EUR", 26_000), bid(22_000),
  "Sehr geehrter Herr Hussein,\n\nwir hätten gern eine ganze Ziege, etwa 18 kg geschlachtet, für Curry zerlegt, zum Opferfest. Abholung wäre am Freitag, 6. Juni, zwischen 10:00 und 12:00 Uhr. Ich kann 220 € anbieten.\n\nMit freundlichen Grüßen\nImran Siddiqui");
unclear("217", "polite-email", ctx("EUR", 16_000), "zwei Preise für zwei Austernsorten, keine Wahl getroffen",
  "Hallo Jakob,\n\nfür den Austernabend schwanken wir zwischen hundert Felsenaustern für 85 € und hundert Belon-Austern für 140 €. Wir sagen Bescheid, sobald wir die Reservierungen für Freitag sehen.\n\nGruß\nBen\nHafenküche");
clear("218", "polite-email", ctx("EUR", 42_000, 36_000), ACCEPT,
  "Sehr geehrter Herr Klaas,\n\nwir buchen die Schiedsrichter für unser Jugendturnier gern wie angeboten. Bringen sie Pfeifen und Fahnen selbst mit, oder sollen wir die stellen?\n\nVielen Dank\nSusanne Harms\nTurnierleitung");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und verhandle für meine Nutzerin über einen Block privater Yogastunden bei ihr zu Hause. Wie viele Angebotsrunden sind Sie noch bereit zu gehen, bevor Sie sich auf einen Preis festlegen?");
clear("302", "agent", ctx("EUR", 49_500), bid(40_000),
  "Marktcheck für Frau Ehlers: gebrauchter Burberry-Trenchcoat Kensington, Größe 36, guter Zustand – diesen Monat drei verkauft zu 380 €, 410 € und 455 €. Ihr Preis: 495 €. Angebot meiner Nutzerin: 400 €.");
clear("303", "agent", ctx("EUR", 38_000), words(32_000, "dreihundertzwanzig Euro"),
  "Frau Harder hat mich gebeten, die Flasche 25 Jahre alten Islay Single Malt aus Ihrem Inserat zu kaufen (0,7 l, abgefüllt 1998, mit Box). Sie ist bereit, dreihundertzwanzig Euro zu zahlen.");
unclear("304", "agent", ctx("EUR", 520_000), "ein Budget mit der Bitte um ein Angebot, kein Gebot",
  "Der Jugendfußballverein, für den ich tätig bin, hat 4.000 € für eine Turnierfahrt an einem Wochenende eingeplant: 18 Spieler und 4 Trainer, Fahrt und zwei Übernachtungen. Was könnten Sie uns dafür zusammenstellen?");
clear("305", "agent", ctx("EUR", 89_000, 78_000), minus(72_000, 6_000, "last-bid"),
  "Im Auftrag von Frau Khan: Das Echtheitsgutachten zur gebrauchten Chanel-Tasche vermerkt einen ersetzten Kettenriemen; wir senken unser vorheriges Angebot daher um 60 €.");
clear("306", "agent", ctx("EUR", 6_800), ask("discount"),
  "Ich kaufe für eine kleine Teestube ein. Gibt es einen günstigeren Kilopreis, wenn wir jeden Monat 20 kg vom losen Assam abnehmen?");
clear("307", "agent", ctx("EUR", 60_000), percentOff(51_000, 15),
  "Im Namen von Herrn und Frau Grün: Wir möchten die dreitägige Kameltour im Wadi Rum zu 15 % unter Ihrem Angebotspreis buchen. Bitte bestätigen Sie, ob Sie einverstanden sind.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "Frau Adler hat Ihren Preis für den Gepäcktransport zwischen den Etappen auf dem Jakobsweg freigegeben; wir möchten also buchen. Könnten Sie die Buchungsbestätigung schicken?");
clear("309", "agent", ctx("EUR", 3_000, null, 20), total(2_500),
  "Einkauf für einen Skiclub: 20 Paar Ski brauchen vor der Saison Wachs und Kantenschliff. Ihr Angebot gilt pro Paar; wir bieten 500 € für alle zwanzig.");
clear("310", "agent", ctx("EUR", 145_000, 120_000), plus(135_000, 15_000),
  "Meine Mandantin hat Ihr Gegenangebot geprüft und erhöht ihr vorheriges Angebot für die Hausboot-Woche in Amsterdam um 150 €.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "Die Küche des Gasthofs Krone hat mich gebeten, eine wöchentliche Bestellung von 50 kg Miesmuscheln einzurichten. Wie schnell könnte die erste Lieferung kommen? Am liebsten vor Freitag, dem 4. Oktober.");
clear("312", "agent", ctx("EUR", 49_900, 42_000), WITHDRAW,
  "Danke für das Angebot für den Open-Water-Tauchkurs. Meine Nutzerin macht den Kurs nun doch im Urlaub, daher belassen wir es dabei.");
clear("313", "agent", ctx("EUR", 1_400, null, 40), bid(1_150),
  "Bestellvorschlag für den Gasthof Alte Glocke (JSON):\n{\"artikel\": \"Christstollen, 1000 g\", \"menge\": 40, \"liefer_plz\": \"01067\", \"liefern_bis\": \"2026-12-10\", \"angebot_pro_stueck_eur\": 11.50}");
unclear("314", "agent", ctx("EUR", 260_000), "zwei Preise für zwei Kabinen, die Nutzerin hat nicht gewählt",
  "Für die Douro-Flusskreuzfahrt der Eltern meiner Nutzerin sind noch zwei Varianten offen: eine Kabine mit Fenster für 1.950 € oder eine Balkonkabine für 2.300 €. Sie hat sich noch nicht entschieden; ich bestätige, sobald sie gewählt hat.");
clear("315", "agent", ctx("EUR", 16_000), minus(13_000, 3_000),
  "Herr und Frau Beyer möchten die Änderungen am Abiballkleid ihrer Tochter wie angeboten ausführen lassen, für 30 € weniger als Ihr Kostenvoranschlag.");
clear("316", "agent", ctx("EUR", 4_800), ask("standing-offer"),
  "Was verlangen Sie derzeit pro Kilo frische Pfifferlinge? Mein Nutzer betreibt ein kleines Bistro und hätte gern Ihre Zahl, bevor er die Herbstkarte plant.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 4_500), words(3_000, "dreißig"), "*dreht den Panamahut in den Händen* Ich geb Ihnen dreißig dafür.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'in der Mitte entgegenkommen' ohne ein früheres Gebot", "*hält den Kaschmirpulli gegen das Licht* Na, kommen wir uns in der Mitte entgegen?");
clear("403", "roleplay", ctx("EUR", 6_000, 5_000), ACCEPT, "*schlägt mit dem Fischer auf dem Kai ein* Abgemacht. Ich nehm den Taschenkrebs zu Ihrem Preis.");
clear("404", "roleplay", ctx("EUR", 4_800), bid(3_500), "*blättert durch die Kleiderstange an Stand 23* Die Jeansjacke hier – Größe 38, Levi's aus den frühen 90ern? Auf dem Schild stehen 48 €. Ich geb Ihnen 35 €.");
clear("405", "roleplay", ctx("EUR", 6_500, 5_000), WITHDRAW, "*stellt die Dose Safran zurück auf die Theke* Wunderschön, aber so viel kann ich nicht ausgeben. Danke trotzdem.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*riecht an dem schwarzen Trüffel* Zehn mehr als meine 60, und keinen Cent darüber.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*klopft auf den Kanister Ahornsirup* Steht der Preis fest, oder ist da noch Luft?");
clear("408", "roleplay", ctx("EUR", 12_000, 8_000), middle(10_000), "*lehnt sich an den Fischstand* Dann eben die Mitte zwischen Ihrem Preis und meinem, für die Kiste Langustinen.");
unclear("409", "roleplay", ctx("EUR", 5_500), "eine Zahl vor sich hin überlegt, bevor er weitergeht, kein Gebot", "*dreht die Tweedmütze um* Hm. 40... ich schau mich erst noch ein bisschen um.");
clear("410", "roleplay", ctx("EUR", 32_000), bid(26_000), "*schreibt 300 € auf die Rückseite eines Kassenzettels, streicht es durch und schreibt 260 €* Für die Tonne Mostäpfel.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*klopft auf die Kiste* Abgemacht. Können Sie die Gans bis Heiligabend in Ihrem Kühlraum lassen?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_800, 20), "*schnallt den Ledergürtel zu* Zwanzig Prozent runter, und ich behalt ihn gleich an.");
clear("413", "roleplay", ctx("EUR", 8_500, 6_000), WITHDRAW, "*legt die Fechtmaske zurück auf den Tisch und geht* Nie im Leben.");
clear("414", "roleplay", ctx("USD", 45_000), ask("payment"), "*zückt an der Theke der Tauchbasis die Karte* Kann ich die Hälfte jetzt mit Karte zahlen und den Rest bar auf dem Boot?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*schnürt die gebrauchten Wanderstiefel zu* 38 €, und ich lauf gleich in ihnen los.");
unclear("416", "roleplay", ctx("USD", 12_000, 9_000), "'ein bisschen über mein letztes Angebot' ohne Betrag", "*beäugt die Flasche Mezcal* Ein bisschen über mein letztes Angebot geh ich noch, aber nicht viel.");

export const FRESH24_DE = done();

/**
 * TWENTY-SIXTH set, German (Germany, Austria, Switzerland; see fresh26/index.ts): written 2026-11-29 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Kurse und
 * Nachhilfe, Coaching, Prüfungen, Dolmetschen, Honorare von Steuerberatern, Anwälten, Notaren, Gutachtern und
 * Architekten, Auftragskunst und Rahmen, Auftritte und Vorträge, Ausstellungsflächen, Museen, Archive und
 * Büchereien, Proberaum und Tonstudio, Verlagsleistungen, Säle, Mitgliedschaften und Abos.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh26In } from "./build";

const { clear, unclear, done } = fresh26In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 19_500), bid(15_000), "Raum 3, donnerstags 19 bis 22 Uhr, sechs Wochen ab 9. Januar für die Band – würden Sie 150 € für den Block nehmen?");
clear("002", "terse", ctx("EUR", 32_000), ask("shipping"), "Deckt die Miete der mobilen Ausstellungswände auch den Transport zum Veranstaltungsort ab?");
clear("003", "terse", ctx("EUR", 26_000), percentOff(23_400, 10), "Wenn Sie mir beim zehnwöchigen Drehscheibenkurs in der Töpferei 10 % nachlassen, melde ich mich heute Abend noch an.");
clear("004", "terse", ctx("EUR", 4_800, 4_000), WITHDRAW, "Danke fürs Einplanen, aber die Lateinnachhilfe lassen wir – Sophie wählt Latein nächstes Jahr ab.");
clear("005", "terse", ctx("EUR", 25_000), words(22_500, "zweihundertfünfundzwanzig"), "Zweihundertfünfundzwanzig für die unabhängige Prüfung unserer Vereinskasse (Kegelclub) – wäre das machbar?");
clear("006", "terse", ctx("EUR", 90_000, 75_000), ACCEPT, "Schön – buchen Sie das Trio bitte zu dem Honorar für die Vernissage.");
unclear("007", "terse", ctx("EUR", 65_000), "eine Spanne fürs Korrekturlesen der Doktorarbeit, kein Preis", "Fürs Korrekturlesen meiner Doktorarbeit könnte ich 400 bis 500 € ausgeben.");
clear("008", "terse", ctx("EUR", 45_000), minus(40_000, 5_000), "Mit 50 € Abzug beim Karriere-Coaching-Paket fange ich am Montag an.");
clear("009", "terse", ctx("EUR", 89_000), ask("payment"), "geht der segelflugkurs auch in 3 raten, also monatlich bis juli?");
clear("010", "terse", ctx("EUR", 9_000), bid(6_500), "85 € für die Vorbereitungsstunde aufs Vorsprechen – Moment, ich hab auf den Zettel vom letzten Jahr geschaut – 65 €.");
clear("011", "terse", ctx("EUR", 24_000, 18_000), WITHDRAW, "vergiss das mastering. zu viel.");
clear("012", "terse", ctx("EUR", 60_000, 48_000), plus(52_000, 4_000), "Fürs Register unserer Ortschronik: mein letztes Angebot plus 40 €, dann ist Schluss.");
clear("013", "terse", ctx("EUR", 65_000, 50_000), ACCEPT, "Passt, 650 € fürs Durchschauen vom Pachtvertrag fürs Vereinsheim – ich schick Ihnen den heut Abend.");
clear("014", "terse", ctx("EUR", 6_900), ask("returns"), "Die Bücher für IELTS-Kurs, wenn falsche Auflage, ist möglich zurückschicken innerhalb 30 Tage?");
unclear("015", "terse", ctx("EUR", 26_000), "ein Gebot, das nur gilt, wenn Stühle und Strom zum Tisch dazugehören", "Wenn beim Tisch in der Artist Alley auf der Comic Con zwei Stühle und ein Stromanschluss dabei sind, zahl ich 220 €.");
clear("016", "terse", ctx("CHF", 27_500), bid(22_000), "Schnupperflug, 45 Min., Samstag, 14., um 10.30 Uhr, mein Vater (71) fliegt hinten mit – würden Sie 220 Franken nehmen?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "brauchen cello für 3 songs auf der ep, aufnahme is sa – passt 150? meine nummer 0176 39842210 🎻");
clear("102", "chat", ctx("EUR", 180_000), ask("delivery"), "bis wann wär das lektorat von meinem roman fertig? will ihn vor weihnachten an agenturen schicken 😬");
clear("103", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "abgemacht!! die blaskapelle spielt beim dorffest, der pfarrer wird sich soo freuen 🎺🎉");
clear("104", "chat", ctx("EUR", 7_500), words(6_000, "sechzig Euro"), "sechzig Euro pro termin für die schach-ag der kids, geht das? die sind 8 bis 11 und voll motiviert lol");
unclear("105", "chat", ctx("EUR", 3_000), "Sarkasmus über die Gebühr für ein Foto, weder Gebot noch Zusage", "also 30 € für EIN foto im gemeindeblatt… dann muss es ja die mona lisa sein 😂");
clear("106", "chat", ctx("EUR", 16_000), ask("warranty"), "gibts ne garantie auf die e-book-konvertierung? die letzte is nach nem kindle-update kaputtgegangen 🙄");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "geht der robotik-workshop in den ferien für unsere 12 pfadfinder zusammen für 360?");
clear("108", "chat", ctx("EUR", 52_000, 45_000), WITHDRAW, "mist, den cocktailkurs müssen wir absagen, der junggesellinnenabschied is jetzt in lissabon 🙈 sorry fürs hin und her");
clear("109", "chat", ctx("EUR", 33_000), ask("negotiable"), "is das dein letzter preis für die 6 gesangsstunden oder kann man reden? prüfung im märz, hilfe");
clear("110", "chat", ctx("EUR", 18_000, 14_000), middle(16_000), "treffen wir uns genau zwischen deinem und meinem preis beim aktzeichenkurs? dann bin ich dabei 👍");
clear("111", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "ok machen wir, bucht die erzählerin für die herbstferien 😊 braucht sie ein mikro oder is die kinderecke ruhig genug?");
unclear("112", "chat", ctx("EUR", 32_000), "der Preis eines anderen Anbieters für den Rettungsschwimmerkurs, kein Gebot", "nur zur info: im hallenbad kostet der rettungsschwimmer-kurs 250");
clear("113", "chat", ctx("EUR", 9_900), ask("standing-offer"), "servus, wie viel war des jahresabo fürs zeitungsarchiv? find die mail nimmer");
clear("114", "chat", ctx("EUR", 12_000), minus(9_500, 2_500), "25 € runter beim coaching für die trauzeugenrede und du bist gebucht, hochzeit is in 3 wochen und ich hab panik");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "ich steig beim impro-kurs aus, ich frier auf der bühne total ein lol. sorry!");
clear("116", "chat", ctx("EUR", 19_500), ask("discount"), "Gibt es Rabatt wenn 6 Kollegen von unsere Büro den Excel-Kurs zusammen buchen?");
clear("117", "chat", ctx("CHF", 32_000), bid(26_000), "Unsere Homeschooling-Gruppe hätte gern am Samstag den Bildungsraum, Raum B2, 10 bis 13 Uhr (Reservation Nr. 5518). Ginge das für 260 Franken?");
unclear("118", "chat", ctx("EUR", 35_000), "'so … rum' um einen Betrag, kein festes Gebot", "könntest du bei unserem quizabend fürs hospiz für so 200 rum ein stand-up-set machen? 🙏");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 120_000), ask("delivery"),
  "Sehr geehrte Frau Farber,\n\nvielen Dank für die Skizzen zur illustrierten Ortskarte von Kleinhausen. Der Gemeinderat möchte sie beim Maifest am Samstag, 16. Mai, enthüllen; wir bräuchten die fertige Zeichnung also Anfang Mai. Können Sie uns sagen, mit welchem Zeitrahmen Sie rechnen?\n\nMit freundlichen Grüßen\nJanine Pruß\nGemeindeverwaltung Kleinhausen");
clear("202", "polite-email", ctx("EUR", 22_000, null, 6), bid(18_000),
  "Sehr geehrte Damen und Herren,\n\nwir möchten 6 Plätze für unsere Mitglieder bei der Regionalen Archivtagung am 12. und 13. März buchen. Als kleiner ehrenamtlicher Verein können wir 180 € pro Teilnehmer zahlen.\n\nMit freundlichen Grüßen\nRüdiger Lamm\nKassenwart, Verein für Familienforschung Wetterau e. V.\nMühlweg 14, 61169 Friedberg\n06031 760915");
clear("203", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Sehr geehrter Herr Adeyemi,\n\nwir haben Ihr Honorarangebot für die Bauantragspläne zu unserem Dachgeschossausbau gelesen und möchten Sie zu den Bedingungen in Ihrem Schreiben beauftragen. Am besten erreichen Sie mich unter 0171 4490318, dann vereinbaren wir einen Termin zum Aufmaß.\n\nMit freundlichen Grüßen\nHelene Marsch");
clear("204", "polite-email", ctx("EUR", 200_000), percentOff(170_000, 15),
  "Sehr geehrte Frau Dr. Weitkamp,\n\nvielen Dank, dass Sie grundsätzlich bereit sind, den Festvortrag auf der Jahrestagung unseres Verbands zu halten. Als kleiner gemeinnütziger Verein müssen wir fragen: Wäre ein Nachlass von 15 % auf Ihr Honorar möglich?\n\nMit freundlichen Grüßen\nAnita Desai\nTagungsorganisation, Verband der Gemeinschaftsarchive");
clear("205", "polite-email", ctx("EUR", 95_000), ask("payment"),
  "Sehr geehrte Frau Kerner,\n\nvielen Dank für Ihr Angebot für unsere Testamente und Vorsorgevollmachten. Könnten wir die Hälfte bei der Beauftragung und den Rest nach der Unterzeichnung zahlen, oder brauchen Sie das ganze Honorar vorab?\n\nMit freundlichen Grüßen\nDavid und Ruth Eller");
clear("206", "polite-email", ctx("EUR", 110_000, 90_000), WITHDRAW,
  "Sehr geehrter Herr Osei,\n\nvielen Dank für Ihr Angebot zur Beweissicherung an unserem Haus vor dem Anbau der Nachbarn. Die Nachbarn haben ihre Anbaupläne inzwischen zurückgezogen, daher brauchen wir keinen Gutachter mehr. Danke für Ihre schnelle Hilfe.\n\nViele Grüße\nKatharina Moos");
clear("207", "polite-email", ctx("EUR", 3_500, null, 20), total(3_000),
  "Liebe Frau Pennig,\n\nder Stickkreis Oberes Filstal würde sich sehr freuen, wenn Sie einen Tagesworkshop in Goldstickerei für unsere Mitglieder leiten. Zwanzig von uns möchten teilnehmen; würden Sie 600 € für die ganze Gruppe annehmen?\n\nHerzliche Grüße\nMargarete Hahl\nProgrammplanung");
clear("208", "polite-email", ctx("CHF", 28_000), ask("warranty"),
  "Sehr geehrte Damen und Herren\n\nWir möchten das signierte Trikot aus der Jubiläumssaison unseres Rugbyclubs für das Clubhaus in einem Objektrahmen einrahmen lassen. Gibt es auf die Rahmung eine Garantie, und wie lange? Ausserdem würden wir gern wissen, ob das UV-Schutzglas die Unterschriften vor dem Verblassen schützt.\n\nFreundliche Grüsse\nUrs Pfister\nAktuar, Rugby Club Winterthur");
clear("209", "polite-email", ctx("EUR", 180_000), bid(120_000),
  "Betreff: Auftragskomposition Hymne – unser Angebot 1.500 €\n\nSehr geehrte Frau Achterberg,\n\nvielen Dank, dass Sie eine neue Hymne zum 50-jährigen Bestehen des Kirchenchors St. Barbara in Betracht ziehen. Bitte beachten Sie den Betrag in der Betreffzeile nicht, er stammt aus einem älteren Entwurf: Unser Angebot beträgt 1.200 €.\n\nHerzliche Grüße\nFriederike Tull\nChorverwaltung");
clear("210", "polite-email", ctx("EUR", 48_000, 42_000), ACCEPT,
  "Sehr geehrter Herr Brenner,\n\n480 € pro Tag fürs Dolmetschen während des Besuchs der japanischen Einkäufer passt uns gut. Den Ablaufplan und die Produktblätter schicken wir Ihnen vorab.\n\nMit freundlichen Grüßen\nAnna Kohlmayr\nKohlmayr Handwerkskunst, Hallein");
clear("211", "polite-email", ctx("EUR", 4_500), ask("returns"),
  "Guten Tag,\n\nwir haben 12 Sätze der Arbeitshefte „Gemeinsam lesen“ für unseren Alphabetisierungskurs bestellt. Falls sich weniger Teilnehmende anmelden als erwartet: Können wir ungeöffnete Sätze zurückgeben, und bis wann müsste das geschehen?\n\nVielen Dank\nBeate Schauer\nVolkshochschule Holmfeld");
unclear("212", "polite-email", ctx("EUR", 280_000), "ein Preis, der noch auf die Zustimmung des Museumsvorstands wartet",
  "Sehr geehrter Herr Lanz,\n\nvielen Dank, dass Sie sich unser Porträt von Pfarrer Josias Hart angesehen haben, und für Ihr Restaurierungsangebot. Unser Vorstand muss alle Ausgaben in seiner Sitzung am 9. genehmigen; vorbehaltlich dessen würden wir 2.400 € für Reinigung und Firnisabnahme anbieten.\n\nMit freundlichen Grüßen\nPatrizia Dunmor\nEhrenamtliche Leiterin, Heimatmuseum Hartlingen");
clear("213", "polite-email", ctx("EUR", 95_000), words(70_000, "siebenhundert Euro"),
  "Sehr geehrte Frau Quandt,\n\nvielen Dank für die Muster. Für die Umschlaggestaltung und den Satz meines Romans (etwa 320 Seiten, 12 x 19 cm, Taschenbuch und E-Book) biete ich Ihnen siebenhundert Euro.\n\nMit freundlichen Grüßen\nSimon Archer");
clear("214", "polite-email", ctx("EUR", 145_000, 125_000), WITHDRAW,
  "Sehr geehrter Herr Dr. Rahman,\n\nvielen Dank, dass Sie für unsere Tochter einen Platz in der Sommer-Forscherakademie freigehalten haben. Sie hat inzwischen ein Stipendium für einen anderen Kurs bekommen und wird den Platz daher nicht annehmen. Danke für Ihre Geduld.\n\nViele Grüße\nJulia Fenske\n\n> Am 03.04.2026 um 16:45 schrieb Dr. Rahman:\n> Wir können Islas Platz bis Ende April freihalten. Die Gebühr beträgt 1.450 € pro Teilnehmer inkl. Unterkunft.");
clear("215", "polite-email", ctx("EUR", 8_500), ask("shipping"),
  "Guten Morgen,\n\nunsere vierten Klassen möchten im Frühjahr die Römer-Museumskiste ausleihen. Ist der Kurier zur Schule und zurück in der Leihgebühr enthalten, oder kostet er extra?\n\nVielen Dank\nSarah Okoye\nFachleitung Geschichte, Grundschule am Bach");
clear("216", "polite-email", ctx("EUR", 32_000), bid(26_000),
  "Sehr geehrter Herr Dr. Mensah,\n\nwir möchten mit 32 Schülerinnen und Schülern und 4 Lehrkräften am Freitag, 14. November, von 19:00 bis 21:30 Uhr zu einem Beobachtungsabend in die Sternwarte kommen. Wir können 260 € für den Abend anbieten.\n\nMit freundlichen Grüßen\nPaul Dreher\nFachschaft Physik, Gymnasium am Königsweg");
unclear("217", "polite-email", ctx("EUR", 60_000), "zwei Preise für zwei Workshop-Längen, noch keine Wahl",
  "Hallo Tamara,\n\nwir haben uns noch nicht entschieden zwischen dem halbtägigen Kindertheater-Workshop (320 €) und dem ganztägigen (560 €) für unser Sommerfest – das hängt davon ab, wie viele Familien sich anmelden; wir melden uns wieder.\n\nDanke dir\nGesa\nStadtteilzentrum Ost");
clear("218", "polite-email", ctx("EUR", 17_500, 14_000), ACCEPT,
  "Sehr geehrte Frau Haller,\n\nIhr genanntes Honorar passt uns, und wir würden uns freuen, wenn Sie Ihren Vortrag über die Geschichte der Klöppelspitze in unserem Dorf bei unserem Landfrauenabend halten. Sollen wir Beamer und Leinwand für Sie aufbauen, oder bringen Sie beides selbst mit?\n\nHerzliche Grüße\nJohanna Pettinger\nSchriftführerin, Landfrauenverein Kohlgrün");

// ---- agent ----
clear("301", "agent", ctx("EUR", 350_000, 280_000), ask("rounds-left"),
  "Die Tallis Robotik GmbH hat mich als Einkaufsagenten beauftragt, Ihr Honorar für den Antrag auf Forschungszulage zu verhandeln. Damit ich mein nächstes Angebot planen kann: Wie viele Gegenangebote ziehen Sie noch in Betracht, bevor Ihr Betrag feststeht?");
clear("302", "agent", ctx("EUR", 145_000), bid(120_000),
  "Gesammelte Angebote für die Familienchronik meiner Auftraggeberin (Hardcover, 150 Exemplare, 240 Seiten):\n- Druckerei A: 1.150 € (ohne Probedruck)\n- Druckerei B: 1.240 €\n- Druckerei C: 1.390 €\n- Ihr Angebot: 1.450 €\nSie bietet Ihnen 1.200 €, weil ihr Ihr Papier am besten gefällt.");
clear("303", "agent", ctx("EUR", 52_000), words(45_000, "vierhundertfünfzig Euro"),
  "Im Auftrag von Frau Bell: Sie benötigt eine notariell beglaubigte Vollmacht mit Apostille, damit eine Anwältin in Alicante den Verkauf ihrer Wohnung (gekauft 2019) abwickeln kann. Ihr Angebot für das Ganze: vierhundertfünfzig Euro.");
unclear("304", "agent", ctx("EUR", 260_000), "ein Budget mit der Bitte um einen Vorschlag, kein Gebot",
  "Budgetnotiz vom Kammerchor, für den ich arbeite: insgesamt 2.000 € für einen professionellen Dirigenten in diesem Herbst (10 Proben plus das Weihnachtskonzert). Bitte sagen Sie uns, was Sie für diese Summe machen könnten.");
clear("305", "agent", ctx("EUR", 60_000, 50_000), minus(45_000, 5_000, "last-bid"),
  "Neuigkeit von Herrn Kowalski: Die Gebühr für den Medizinertest hat das Budget seiner Tochter für das Coaching für die Auswahlgespräche geschmälert. Er bietet jetzt 50 € weniger als in seinem letzten Angebot.");
clear("306", "agent", ctx("EUR", 3_800), ask("discount"),
  "Frage im Namen einer Pilates-Trainerin, die Ihren Gemeindesaal mietet: Würden Sie ihr einen günstigeren Satz geben, wenn sie den Saal das ganze Schuljahr über fest jeden Dienstagabend bucht?");
clear("307", "agent", ctx("EUR", 90_000), percentOff(76_500, 15),
  "Vorschlag für den Gleitschirm-Grundkurs von Frau Wittlock: Ihr Listenpreis abzüglich 15 %. Wenn das für Sie passt, kann ich ihre Termine heute bestätigen.");
clear("308", "agent", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Ihr Pauschalhonorar für die Markenanmeldung ist vereinbart; meine Auftraggeberin bittet Sie, loszulegen. Bitte schicken Sie ihr die Mandatsvereinbarung zur Unterschrift.");
clear("309", "agent", ctx("EUR", 35_000, null, 6), total(30_000),
  "Ein kleines Ingenieurbüro, für das ich einkaufe, schickt im Frühjahr sechs Mitarbeitende zur Zertifizierungsprüfung im Projektmanagement. Statt des Preises pro Gutschein schlagen wir 1.800 € für die sechs Gutscheine zusammen vor.");
clear("310", "agent", ctx("EUR", 140_000, 115_000), plus(127_000, 12_000),
  "Meine Mandantin ist bereit, auf ihr letztes Angebot für den Schreibkurs mit Unterkunft in der Provence 120 € draufzulegen.");
clear("311", "agent", ctx("EUR", 150_000), ask("delivery"),
  "Anfrage zur Lieferzeit für das Aufmaß des Gemeindesaals St. Aldhelm (Grundrisse und Ansichten). Der Kirchenvorstand tagt am 3. Juni und braucht die Pläne vorher. Wie schnell könnten Sie sie liefern?");
clear("312", "agent", ctx("EUR", 75_000, 60_000), WITHDRAW,
  "Bitte geben Sie den Stand frei, den Sie uns auf der Karrieremesse der Hochschule reserviert hatten: Mein Nutzer rekrutiert dieses Jahr über das Praktikumsprogramm des Fachbereichs und stellt nicht aus.");
clear("313", "agent", ctx("EUR", 1_900, null, 10), bid(1_600),
  "Bestellvorschlag (JSON):\n{\"artikel\": \"ISBN mit EAN-Strichcode\", \"menge\": 10, \"formate\": [\"Taschenbuch\", \"E-Book\"], \"erscheinungstermin\": \"2026-09-01\", \"angebot_pro_isbn_eur\": 16.00}");
unclear("314", "agent", ctx("EUR", 14_000), "zwei Preise für zwei Mitgliedschaften, die Nutzerin hat nicht gewählt",
  "Mitgliedschaft im Kreismuseum für die Familie meiner Nutzerin – noch offen zwischen:\n- Familie, 95 € im Jahr\n- Familie Plus (mit Ausstellungsvorschau), 140 € im Jahr\nIch melde mich, sobald sie sich für eine entschieden hat.");
clear("315", "agent", ctx("EUR", 24_000), minus(20_000, 4_000),
  "Für das Gebärdensprachdolmetschen beim Elternsprechtag ihres Sohnes bietet Frau Osei Ihr genanntes Honorar abzüglich 40 €.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "Bevor mein Nutzer Recherchen im Kreisarchiv in Auftrag gibt: Könnten Sie Ihren Tagessatz noch einmal nennen? Er sucht die Lehrlingsakten seines Urgroßvaters.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 25_000), words(20_000, "zweihundert"), "*wirft eine Karte in den Gitarrenkoffer des Straßenmusikers* Würdest du auf unserer Hochzeitsfeier für zweihundert spielen?");
unclear("402", "roleplay", ctx("EUR", 60_000), "'auf halbem Weg entgegenkommen' ohne früheres Gebot", "*fährt mit der Hand über die leere Galeriewand* Einen Monat hier für meine Bilder … kommen wir uns da auf halbem Weg entgegen?");
clear("403", "roleplay", ctx("EUR", 65_000, 55_000), ACCEPT, "*unterschreibt die Mandantenvereinbarung und schiebt sie über den Schreibtisch zurück* Machen Sie die Rentenberatung zu Ihrem Honorar.");
clear("404", "roleplay", ctx("EUR", 35_000), bid(28_000), "*liest die Tafel: Studio B, 40 m², Samstag, 22., 10 bis 18 Uhr* 350 € am Tag, steht da. Wie wär's mit 280 €?");
clear("405", "roleplay", ctx("EUR", 9_500, 7_500), WITHDRAW, "*steckt den Flyer vom Kintsugi-Workshop ein, zieht ihn wieder heraus und lässt ihn auf dem Tisch liegen* Diesen Monat leider nicht. Danke, dass Sie mir alles erklärt haben.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*fährt mit dem Daumen über das geschnitzte Eichenmuster* Fürs Hausschild: meine achtzig plus fünfzehn. Da hör ich auf.");
clear("407", "roleplay", ctx("EUR", 30_000), ask("negotiable"), "*erwischt den Organisten nach dem Konzert* Wir hätten Sie gern für die Hochzeit – wie fest ist Ihr Honorar?");
clear("408", "roleplay", ctx("EUR", 36_000, 28_000), middle(32_000), "*tippt auf das Mitgliedsformular am Tresen der offenen Werkstatt* Ihr Preis und meiner fürs Jahr – treffen wir uns genau dazwischen, und ich unterschreibe heute.");
unclear("409", "roleplay", ctx("EUR", 12_000), "ein Betrag, laut überlegt, kein Gebot", "*pinnt den Flyer fürs Löffelschnitz-Wochenende an den Kühlschrank* 90 vielleicht. Mal sehen, wie der Monat läuft.");
clear("410", "roleplay", ctx("EUR", 12_000), bid(8_000), "*zählt Zwanziger auf die Theke – 100 – und schiebt einen zurück* 80 für den Mosaik-Workshop.");
clear("411", "roleplay", ctx("EUR", 40_000, 32_000), ACCEPT, "*gibt den Tangolehrern die Hand* Abgemacht. Könnt ihr für die Milonga eure eigene Box mitbringen?");
clear("412", "roleplay", ctx("EUR", 15_000), percentOff(12_000, 20), "*beim Tag der offenen Tür der Salsaschule, das Formular in der Hand* Ich melde mich sofort an, wenn Sie beim Anfängerkurs zwanzig Prozent nachlassen.");
clear("413", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW, "*schiebt die Broschüre vom Coding-Bootcamp über den Tisch zurück und steht auf* Vergessen Sie's.");
clear("414", "roleplay", ctx("EUR", 42_000), ask("payment"), "*am Stand des Berufsverbands, den Stift über dem Formular* Kann ich den Mitgliedsbeitrag monatlich per Lastschrift zahlen, oder nur einmal fürs ganze Jahr?");
clear("415", "roleplay", ctx("EUR", 80_000), bid(65_000), "*lehnt sich an die Theaterkasse* 650 € für den Sonntagnachmittag, für unser Weihnachtsmärchen.");
unclear("416", "roleplay", ctx("EUR", 30_000, 22_000), "'ein wenig mehr, als ich angeboten hab' ohne Betrag", "*zum Puppenspieler nach der Vorstellung* Für den Start vom Lesesommer in der Bücherei … könnte ich noch ein wenig mehr auftreiben, als ich angeboten hab. Ein wenig.");

export const FRESH26_DE = done();

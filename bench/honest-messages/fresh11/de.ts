/**
 * ELEVENTH set, German (Germany, Austria, Switzerland; see fresh11/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Its own products and wording where a situation allows (a band saw, a cement mixer, a cello, a plate
 * compactor, a surfboard, beehives, a meat slicer, a conveyor, a foosball table ("Wuzler"), a grandfather clock,
 * a hospital bed, a cutting plotter, a billiard table, a log splitter, a baler, a valve radio, a carousel horse...).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, postcodes, order numbers, dates, hours, years) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh11In } from "./build";

const { clear, unclear, done } = fresh11In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 52_000), bid(44_000), "440 € für die Bandsäge, hole selbst ab.");
clear("002", "terse", ctx("EUR", 160_000), words(130_000, "dreizehnhundert"), "Dreizehnhundert für den Betonmischer, mehr geht nicht.");
clear("003", "terse", ctx("EUR", 30_000, 26_000), ACCEPT, "Passt, abgemacht.");
clear("004", "terse", ctx("EUR", 90_000, 60_000), WITHDRAW, "Viel zu viel. Ohne mich.");
clear("005", "terse", ctx("EUR", 25_000), ask("delivery"), "Lieferung bis zum 18.12. machbar?");
clear("006", "terse", ctx("EUR", 60_000), minus(52_000, 8_000), "80 € runter und das Cello gehört mir.");
clear("007", "terse", ctx("CHF", 50_000), percentOff(45_000, 10), "10 % Rabatt, dann zahle ich heute noch per Twint.");
clear("008", "terse", ctx("EUR", 78_000), bid(69_000), "690 für die Rüttelplatte BPU 2540, ohne Wasserzusatz.");
clear("009", "terse", ctx("EUR", 110_000), bid(92_000), "950 – äh, 920, den Kratzer am Deckel vergessen.");
clear("010", "terse", ctx("EUR", 13_000), ask("payment"), "PayPal oder nur bar?");
unclear("011", "terse", ctx("EUR", 58_000), "a range, not one price: which end is the bid?", "So zwischen 480 und 520, je nachdem.");
clear("012", "terse", ctx("EUR", 66_000, 50_000), plus(53_000, 3_000), "Ich leg 30 auf mein letztes Gebot drauf, mehr nicht.");
clear("013", "terse", ctx("EUR", 41_500, 38_000), ACCEPT, "Na gut, 415 €. Ich nehm's.");
unclear("014", "terse", ctx("EUR", 22_000), "a bid conditional on the tuner being included", "170, aber nur mit Stimmgerät und Ersatzsaiten.");
clear("015", "terse", ctx("EUR", 19_000), ask("returns"), "Rückgabe innerhalb von 14 Tagen möglich, falls der Hals gerissen ist?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 52_000), bid(44_000), "hey is das surfbrett noch da? würd 440 zahln, kann morgn früh vorbeikommen");
clear("102", "chat", ctx("EUR", 31_000, 27_000), ACCEPT, "Servus, passt, gekauft!! 😄 gfreu mi");
clear("103", "chat", ctx("CHF", 125_000, 90_000), WITHDRAW, "Merci vielmal, aber das isch mir z'tüür. Ich lass es la sii. Alles Gueti!");
clear("104", "chat", ctx("EUR", 8_800), ask("shipping"), "versendest du auch? 80331 münchen, was würd das kosten");
clear("105", "chat", ctx("EUR", 36_000), words(30_000, "dreihundert"), "dreihundert und ich hol den plattenspieler heut abend 🎶");
clear("106", "chat", ctx("EUR", 61_000), bid(52_500), "kann 525 bar zahlen, hol ihn sa um 10:30 ab. meine nr 0151 2345 6789 falls was is");
clear("107", "chat", ctx("EUR", 90_000, 74_000), middle(82_000), "machen wir halbe-halbe, dein preis und meiner? 🤝");
clear("108", "chat", ctx("EUR", 120_000), ask("warranty"), "is aufs mtb noch garantie drauf? mein die 5 jahre auf den rahmen");
unclear("109", "chat", ctx("EUR", 70_000), "sarcasm about the price: not a bid or an acceptance", "700 für an Wuzler? jo eh, und an Kaffee zahl i da a no 🙄");
unclear("110", "chat", ctx("EUR", 45_000), "a price seen elsewhere, not a bid", "hab das gleiche snowboard auf kleinanzeigen für 350 gesehen, nur so");
clear("111", "chat", ctx("EUR", 3_900, null, 5), ask("discount"), "brauch 5 hängematten für die hütte, machst du mir nen mengenpreis?");
clear("112", "chat", ctx("EUR", 14_000, null, 4), total(12_500), "500 für die 4 bienenkästen zusammen, passt das?");
clear("113", "chat", ctx("EUR", 6_500, 5_000), ACCEPT, "ok, nehm ich zu dem preis");
clear("114", "chat", ctx("EUR", 88_000, 65_000), WITHDRAW, "nee, lass mal");
clear("115", "chat", ctx("EUR", 40_000), minus(34_000, 6_000), "60 runter und ich hols heut noch");
clear("116", "chat", ctx("EUR", 33_000), ask("negotiable"), "lässt du mit dir handeln oder is das festpreis?");
unclear("117", "chat", ctx("EUR", 54_000), "'meet in the middle' with no earlier bid: the middle of what?", "einigen wir uns auf die mitte und gut is?");
clear("118", "chat", ctx("EUR", 23_000, 19_000), ask("standing-offer"), "sorry, bei wie viel bist du jetzt gerade?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 640_000), bid(575_000),
  "Sehr geehrte Frau Albers,\n\nbesten Dank für die Besichtigung des 60-kVA-Dieselaggregats am vergangenen Donnerstag. Bei 4.200 Betriebsstunden und überfälliger Wartung bieten wir 5.750 € bei Abholung auf Ihrem Hof.\n\nMit freundlichen Grüßen\nRichard Osterkamp\nBauleitung, Osterkamp Bau GmbH\nIndustriestraße 19\n44147 Dortmund\nTel. 0231 555 0162");
clear("202", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT,
  "Lieber Herr Gruber,\n\ndanke für Ihr überarbeitetes Angebot. Damit sind wir einverstanden; unser Fahrer holt die Aufschnittmaschine am Mittwoch ab.\n\nBeste Grüße\nSophie Kerner\nFeinkost Kerner, Graz");
clear("203", "polite-email", ctx("EUR", 480_000, 350_000), WITHDRAW,
  "Sehr geehrter Herr Tanner,\n\nes tut mir leid, Ihnen mitteilen zu müssen, dass das vom Vorstand genehmigte Budget für Ihren Preis nicht ausreicht; daher sehen wir vom Kauf des Förderbands ab. Herzlichen Dank für Ihre Unterstützung.\n\nHochachtungsvoll\nAngelika Moser");
clear("204", "polite-email", ctx("EUR", 142_000), ask("delivery"),
  "Guten Tag,\n\nbezugnehmend auf Ihr Angebot Nr. A-77310 für den Getränkekühlschrank mit Glastür: Unser Café eröffnet nach dem Umbau am 6. Januar wieder. Ist eine Lieferung nach 79098 Freiburg in der Woche ab dem 29. Dezember möglich, und wie viele Tage dauert sie üblicherweise?\n\nVielen Dank\nHolger Brandt\n0761 555 0135");
clear("205", "polite-email", ctx("EUR", 21_000, null, 10), total(18_500),
  "Sehr geehrte Damen und Herren,\n\nwir renovieren die Umkleiden unseres Fitnessstudios und benötigen 10 Stahlspinde. Für alle zusammen bieten wir 1.850 €, frei Hintereingang geliefert.\n\nMit sportlichen Grüßen\nKerstin Graf\nEisenwerk Fitness\nLindenallee 7, 50668 Köln");
clear("206", "polite-email", ctx("CHF", 95_000), words(80_000, "achthundert Franken"),
  "Grüezi Frau Wyss\n\nBesten Dank für die Beschreibung der Standuhr. Da das Uhrwerk revidiert werden muss, würde ich achthundert Franken bieten und sie am Samstag in Winterthur abholen.\n\nFreundliche Grüsse\nArthur Pfister\n052 555 04 18");
clear("207", "polite-email", ctx("EUR", 300_000), percentOff(264_000, 12),
  "Guten Morgen,\n\nwir betreiben ein kleines Pflegeheim und interessieren uns für das aufbereitete Pflegebett aus Ihrer Anzeige. Als gemeinnütziger Verein (VR 4471) fragen wir: Wären 12 % Nachlass auf den Listenpreis möglich? Abholung wäre werktags ab 14 Uhr.\n\nMit herzlichem Dank\nMargarete Ehlers\nHaus am Ulmenhof");
clear("208", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Sehr geehrter Herr Quast,\n\nbevor wir den Schneideplotter (Modell SC-1600, Seriennr. 0448-21907) bestellen: Können Sie bestätigen, wie lange die zweijährige Herstellergarantie noch läuft und ob sie den Schneidkopf abdeckt?\n\nMit freundlichen Grüßen\nDana Wittich\nWittich Werbetechnik");
clear("209", "polite-email", ctx("EUR", 260_000), bid(215_000),
  "Hallo Herr Grünewald,\n\nwie am Telefon besprochen, bieten wir 2.510 € für den elektrischen Hubwagen – Korrektur: gemeint sind 2.150 €, ich habe die Ziffern vertauscht.\n\nViele Grüße\nNora Blum\nBlum Spedition");
clear("210", "polite-email", ctx("EUR", 187_500, 170_000), ACCEPT,
  "Sehr geehrter Herr Hollmann,\n\ngute Nachricht von unserer Seite: Die Gesellschafter sind mit 1.875,00 € für den Billardtisch einverstanden, wir nehmen also an. Das unterschriebene Bestellformular folgt per separater E-Mail.\n\nFreundliche Grüße\nLukas Ortner\nCafé-Bar Zum Queue");
unclear("211", "polite-email", ctx("EUR", 560_000), "a price that needs a finance committee's sign-off, not a firm bid",
  "Sehr geehrte Frau Reuter,\n\nich habe unserem Finanzausschuss 5.000 € für den Holzspalter empfohlen. Wenn er in seiner Sitzung am 9. zustimmt, bestätige ich sofort.\n\nMit freundlichen Grüßen\nThomas Berg");
clear("212", "polite-email", ctx("EUR", 72_000, null, 2), bid(63_000),
  "Guten Tag,\n\nBestellnr. 88-4410: Für die 2 Industrieventilatoren aus Ihrem Angebot vom 3. Dezember bieten wir 630 € pro Stück, Lieferung an Hafenstraße 12, 20359 Hamburg.\n\nMit freundlichen Grüßen\nDaniel Chen\nChen Lagerlogistik GmbH\n040 555 0127");
clear("213", "polite-email", ctx("EUR", 215_000), ask("payment"),
  "Sehr geehrte Damen und Herren,\n\ndanke für den Rechnungsentwurf RE-3321 vom 20. November für die Karaoke-Anlage (2 Funkmikrofone, 1 Mischpult). Unsere Buchhaltung zahlt jeden zweiten Freitag. Können wir die Hälfte bei Bestellung und die Hälfte bei Lieferung zahlen, oder gewähren Sie 30 Tage Zahlungsziel?\n\nFreundliche Grüße\nFiona Wallner\nGasthaus zum Anker\nKaigasse 14, 5020 Salzburg");
clear("214", "polite-email", ctx("EUR", 390_000), minus(365_000, 25_000),
  "Hallo Herr Lindner,\n\ndanke für die Fotos des Kanadiers aus Zedernholz. Wir würden gern 250 € unter Ihrem Angebotspreis bieten und könnten ihn am 14. in Passau abholen.\n\nHerzliche Grüße\nEmma und Jonas Prinz");
clear("215", "polite-email", ctx("EUR", 150_000, 120_000), plus(127_500, 7_500),
  "Liebe Frau Hartmann,\n\nwir haben es zu Hause besprochen und können 75 € mehr geben als bei unserem letzten Angebot. Ich hoffe, damit kommen wir zusammen.\n\nHerzliche Grüße\nKonrad Asmus");
clear("216", "polite-email", ctx("EUR", 68_000), ask("shipping"),
  "Guten Tag,\n\ndas Puppenhaus soll ein Weihnachtsgeschenk für meine Enkelin in 01067 Dresden werden. Versenden Sie so weit, und was würde das kosten?\n\nDanke und viele Grüße\nRuth Simon");
clear("217", "polite-email", ctx("EUR", 720_000, 560_000), WITHDRAW,
  "Sehr geehrte Frau Varga,\n\nwir haben die Zahlen mit unseren Gesellschaftern durchgesehen und werden den Kauf nicht weiterverfolgen. Danke für Ihre Zeit und einen guten Verkauf.\n\nMit freundlichen Grüßen\nHeinrich Adler\nAdler Landwirtschaft KG");
unclear("218", "polite-email", ctx("EUR", 118_000), "two prices, one for each option: which is the bid?",
  "Sehr geehrte Damen und Herren,\n\nunser Budget erlaubt 980 € für den Häcksler, so wie er ist; mit dem Satz Ersatzmesser lägen wir bei 1.080 €.\n\nMit freundlichen Grüßen\nPaul Merkel");
clear("219", "polite-email", ctx("EUR", 276_000, 240_000), middle(258_000),
  "Hallo Frau Lucic,\n\nSie sind runtergegangen, wir sind raufgegangen. Lassen Sie uns bei der Mitte abschließen: halbe Strecke von unserem letzten Angebot bis zu Ihrem aktuellen Preis.\n\nDanke\nBen Ortmann");
clear("220", "polite-email", ctx("EUR", 350_000, 300_000), ask("rounds-left"),
  "Sehr geehrter Herr Faltermeier,\n\ndanke für Ihr Gegenangebot vom 25. November (Az. HB-2291). Der Vorstand unserer Genossenschaft tagt am Montag um 8:30 und wird mich fragen, wie viel Zeit wir noch haben. Wie viele Verhandlungsrunden bleiben uns noch?\n\nMit freundlichen Grüßen\nGreta Hennig\nObstbau eG Bodensee\n07541 555 0148");

// ---- agent ----
clear("301", "agent", ctx("EUR", 210_000), bid(178_000),
  "Zusammenfassung für den Verkäufer: Meine Mandantin beobachtet diese Karaoke-Anlage schon länger. Tatsächlich verkaufte Angebote gingen für 1.950 €, 1.820 € und 1.890 € weg, und über 1.850 € geht sie nicht. Unser Angebot: 1.780 €; Abholung innerhalb von 5 Werktagen.");
clear("302", "agent", ctx("EUR", 84_000, 76_000), ACCEPT,
  "Hier der Einkaufsassistent der Zahnarztpraxis Dr. Hell. Die Praxisleitung hat Ihre letzten Konditionen heute früh abgezeichnet, und wir schließen gern zu diesen Bedingungen ab. Könnten Sie die Rechnung an unsere Buchhaltung stellen?");
clear("303", "agent", ctx("EUR", 260_000, 190_000), WITHDRAW,
  "Ich kaufe im Auftrag eines Kunden. Wir haben es noch einmal geprüft und können die Kosten bei Ihrem Preisniveau nicht rechtfertigen; wir belassen es also dabei und kaufen nicht. Danke für die schnellen Antworten.");
clear("304", "agent", ctx("EUR", 58_000), ask("returns"),
  "Frage eines KI-Einkaufsassistenten, bevor sich meine Kundin festlegt: Wenn bei Lieferung des Trampolins eine Feder oder das Sicherheitsnetz fehlt, kann es zurückgegeben werden, und innerhalb wie vieler Tage?");
clear("305", "agent", ctx("EUR", 27_000, null, 8), total(24_000),
  "Angebot\nArtikel: Büroschließfach, 4 Türen\nMenge: 8\nGesamt: 1.920 € für alle acht\nVersand: Spedition\nZahlung: auf Rechnung");
clear("306", "agent", ctx("EUR", 135_000), percentOff(121_500, 10),
  "Nach Abgleich Ihrer Anzeige mit ähnlichen Geräten, die diesen Herbst verkauft wurden, schlägt mein Nutzer Ihren Angebotspreis abzüglich 10 Prozent vor; laut Ihrer eigenen Anzeige wurde der Kompressor schon einmal getauscht.");
unclear("307", "agent", ctx("EUR", 98_000), "a number with no clear role: what the user once paid, not a bid",
  "Mein Nutzer erwähnt, dass er für sein letztes Gerät 850 bezahlt hat. Wie möchten Sie weiter verfahren?");
clear("308", "agent", ctx("EUR", 420_000), bid(372_000),
  "Strukturiertes Angebot anbei.\n```yaml\naktion: gegenangebot\nartikel: Ballenpresse HB-540\nstueckpreis: 3720\nwaehrung: EUR\ngueltig_bis: 2026-12-11\n```");
clear("309", "agent", ctx("EUR", 8_400, null, 25), ask("discount"),
  "Wir beschaffen Wäschewagen für die 25 Häuser einer Hotelgruppe, einen pro Haus. Auf welchen Stückpreis kämen Sie bei 25 Stück?");
clear("310", "agent", ctx("EUR", 96_000, 80_000), minus(76_000, 4_000, "last-bid"),
  "Nochmals der Käufer-Agent. Das Frachtangebot fiel höher aus als geplant, deshalb senkt meine Auftraggeberin unser Gebot: 40 € weniger als unser letztes Angebot.");
clear("311", "agent", ctx("EUR", 390_000), ask("negotiable"),
  "Automatisierter Einkaufsagent des Hofguts Ried. Wir stehen kurz vor einem Gebot für den Heuschwader, vorher aber: Ist der angegebene Preis fest oder verhandelbar?");
unclear("312", "agent", ctx("EUR", 220_000, 190_000), "inclined to accept but not yet deciding: 'sleep on it'",
  "Meine Auftraggeberin neigt dazu, Ihren Preis anzunehmen, möchte aber noch eine Nacht darüber schlafen. Ich melde mich morgen früh.");
clear("313", "agent", ctx("EUR", 480_000), words(420_000, "viertausendzweihundert Euro"),
  "Mein Auftraggeber hat für das Quad einen Betrag von viertausendzweihundert Euro festgelegt, den ich Ihnen hiermit als unser Angebot unterbreite. Überweisung bei Abholung.");
clear("314", "agent", ctx("EUR", 67_000, 58_000), ask("standing-offer"),
  "| Artikel | Weinkühlschrank, 46 Flaschen |\n|---|---|\n| unser letztes Gebot | 580 |\n\nKönnen Sie mir Ihren aktuellen Preis bestätigen, damit ich meinen Auftraggeber informieren kann?");
clear("315", "agent", ctx("EUR", 142_000, 130_000), ACCEPT,
  "Mein Auftraggeber ist mit 1.420 € pro Stück einverstanden. Bitte betrachten Sie diese Nachricht als Annahme und schicken Sie die Auftragsbestätigung.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 21_000), bid(16_500), "*pustet den Staub vom Röhrenradio und dreht am Knopf* Knackt ein bisschen. 165, und ich trag's selbst raus.");
clear("402", "roleplay", ctx("EUR", 12_000, 10_000), ACCEPT, "*schlägt auf den Tresen* Gemacht! Pack's mir ein.");
clear("403", "roleplay", ctx("EUR", 38_000, 26_000), WITHDRAW, "*legt die Posaune zurück in den Koffer* Das ist mir zu happig. Trotzdem danke. *geht zur Tür*");
clear("404", "roleplay", ctx("EUR", 46_000), ask("delivery"), "*schaut auf den Wandkalender* Die Hochzeit meiner Schwester ist am 20. Kann das ein paar Tage vorher geliefert werden?");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), middle(25_000), "*reibt sich die Schläfen* Pass auf, wir teilen die Differenz und alle gehen zufrieden heim.");
clear("406", "roleplay", ctx("EUR", 15_000), bid(12_000), "*kramt im Geldbeutel* 130 – streich das, 120. Brauch noch was für den Bus.");
clear("407", "roleplay", ctx("EUR", 9_000), words(7_500, "fünfundsiebzig Euro"), "*tätschelt die bemalte Mähne des Karussellpferds* Fünfundsiebzig Euro für die alte Dame, nimm's oder lass es.");
unclear("408", "roleplay", ctx("EUR", 44_000), "an approximate figure, not a firm bid", "*kneift die Augen zusammen* So um die dreihundertfünfzig? Irgendwo da.");
clear("409", "roleplay", ctx("EUR", 56_000), minus(50_000, 6_000), "*wackelt an der Feuerschale mit dem krummen Bein* Das Bein ist verbogen. Sechzig runter vom Preis, dann ist das Schweißen bezahlt.");
clear("410", "roleplay", ctx("EUR", 32_000, 24_000), plus(26_500, 2_500), "*murmelt etwas vom Geburtstagsgeschenk für die Tochter* Na schön, ich leg noch fünfundzwanzig auf das drauf, was ich vorhin geboten hab. Das ist alles.");
clear("411", "roleplay", ctx("EUR", 17_500), ask("payment"), "*hält ein Handy mit gesprungenem Display hoch* Kann ich kontaktlos zahlen? Bargeld hab ich keins dabei.");
unclear("412", "roleplay", ctx("EUR", 82_000), "the buyer wants to think it over: no decision yet", "*starrt lange auf die Tischtennisplatte* Da muss ich nochmal drüber schlafen.");
clear("413", "roleplay", ctx("EUR", 69_000, 60_000), ACCEPT, "*atmet aus* Also gut. Ihr Preis. Machen wir's.");
unclear("414", "roleplay", ctx("EUR", 36_000), "two prices with no correction: the buyer has not chosen", "*blättert durch die Plattenkiste* Mein Bruder sagt 290, mein Bauch sagt 310. Ich weiß es nicht.");
clear("415", "roleplay", ctx("EUR", 99_000, 70_000), WITHDRAW, "*winkt ab und geht* Vergiss es.");
clear("416", "roleplay", ctx("EUR", 135_000), bid(110_000), "*steigt ins Motorboot und schaut auf den Stundenzähler* 1.200 Stunden seit '81, beide 90-PS-Außenborder original. 1.100 bar, und ich schlepp es heute Abend weg.");

export const FRESH11_DE = done();

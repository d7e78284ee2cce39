/**
 * TWELFTH set, German (Germany, Austria, Switzerland; see fresh12/index.ts): written 2026-11-27 blind, the same 84
 * scenarios as en.ts in local wording (euros written "1.950,00 €" and "400 €", Swiss francs "CHF 1'150.–" and
 * "Fr. 2'150.–", "Stutz"; Austrian and Swiss chat), not translated sentence by sentence.
 *
 * Labels as in en.ts: corrections (009, 207, 405) take the amount meant; acceptances name no amount or exactly the
 * standing offer (013, 210, 315); other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh12In } from "./build";

const { clear, unclear, done } = fresh12In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 48_000), bid(40_000), "Steintrennsäge: 400 € bar, hole sie heute Nachmittag.");
clear("002", "terse", ctx("EUR", 65_000), words(50_000, "fünfhundert"), "Nehmen Sie fünfhundert für die Rüttelplatte?");
clear("003", "terse", ctx("EUR", 22_000, 18_000), ACCEPT, "Na gut, einverstanden. Machen wir so.");
clear("004", "terse", ctx("EUR", 140_000, 90_000), WITHDRAW, "Viel zu teuer. Ich steig aus.");
clear("005", "terse", ctx("EUR", 30_000, 24_000), ask("rounds-left"), "Wie oft darf ich noch nachbessern, bevor Schluss ist?");
clear("006", "terse", ctx("EUR", 36_000), minus(31_500, 4_500), "45 € runter vom Kreuzlinienlaser, dann nehm ich ihn.");
clear("007", "terse", ctx("EUR", 85_000), percentOff(72_250, 15), "15 % Nachlass auf den Parkettschleifer, dann sind wir uns einig.");
clear("008", "terse", ctx("EUR", 34_000), bid(29_000), "Kappsäge Bosch GCM 12 SDE — 290 €, Untergestell brauch ich nicht.");
clear("009", "terse", ctx("EUR", 35_000), bid(28_000), "310 € fürs Airless-Gerät. Pardon, 280 meinte ich — der Schlauch ist rissig.");
clear("010", "terse", ctx("EUR", 9_000), ask("payment"), "Etikettendrucker — geht auch PayPal?");
unclear("011", "terse", ctx("EUR", 21_000), "eine Spanne, kein Preis: welches Ende gilt?", "Aktenvernichter: so zwischen 150 und 180?");
clear("012", "terse", ctx("EUR", 54_000, 42_000), plus(46_000, 4_000), "Kernbohrgerät: 40 € mehr als mein letztes Gebot.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "275 €, einverstanden. Der Abricht-Dickenhobel gehört mir.");
unclear("014", "terse", ctx("EUR", 29_000), "ein Gebot unter der Bedingung, dass Kopfhörer und Pinpointer dabei sind", "240, wenn Kopfhörer und Pinpointer dabei sind.");
clear("015", "terse", ctx("EUR", 19_000), ask("warranty"), "Läuft auf dem Luftentfeuchter noch die 2 Jahre Garantie?");
clear("016", "terse", ctx("EUR", 6_500, null, 4), total(5_500), "Alle 4 Barhocker zusammen für 220 €?");
clear("017", "terse", ctx("CHF", 19_000, 12_000), WITHDRAW, "Danke für Ihre Geduld, aber ich lasse die Wäschemangel.");
clear("018", "terse", ctx("CHF", 145_000), bid(115_000), "CHF 1'150.– für die Obstpresse. Abholung am Sonntag möglich.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(60_000), "hi, gibts den massagesessel noch? könnte 600 zahlen, meld dich unter 0171 5550143 wenns passt");
clear("102", "chat", ctx("EUR", 42_000, 35_000), ACCEPT, "servus, super, passt!! 🎉 wann kann ich's abholen?");
clear("103", "chat", ctx("EUR", 26_000, 15_000), WITHDRAW, "puh, so viel will ich für ne nebelmaschine echt nicht ausgeben. lass ma's");
clear("104", "chat", ctx("CHF", 38_000), ask("shipping"), "grüezi, würdet ihr d'zither au verschicke? wohne in 8004 zürich, was chostet de versand?");
clear("105", "chat", ctx("EUR", 32_000), words(25_000, "zweihundertfünfzig"), "würdest du zweihundertfünfzig für die gefriertruhe nehmen? hol sie mit dem transporter von meinem bruder");
clear("106", "chat", ctx("EUR", 18_000, 14_000), middle(16_000), "ok, teilen wir die differenz beim fahrradanhänger und gut is?");
clear("107", "chat", ctx("EUR", 14_000), bid(11_000), "mein kumpel hat sein waffeleisen für 90 geschossen, deins hat aber die extra platten, also 110");
clear("108", "chat", ctx("EUR", 46_000), ask("negotiable"), "sind die 460 fürs spinnrad fix oder geht da noch was?");
unclear("109", "chat", ctx("EUR", 120_000), "Sarkasmus über den Preis: kein Gebot, keine Zusage", "1200 für nen gebrauchten treppenlift?? klar, und ich verkauf noch schnell ne niere 😂");
unclear("110", "chat", ctx("EUR", 90_000), "ein anderswo gesehener Preis, kein Gebot", "nur so nebenbei, der gleiche lasergravierer ging letzte woche auf kleinanzeigen für 700 weg");
clear("111", "chat", ctx("EUR", 35_000, null, 2), ask("discount"), "wenn ich beide friseurstühle nehm, machst mir dann nen besseren preis?");
clear("112", "chat", ctx("EUR", 11_000), bid(8_500), "kann 85 geben für den zeichentisch, könnt nach 18 uhr vorbeikommen");
clear("113", "chat", ctx("EUR", 9_500, 8_000), ACCEPT, "na gut, dein preis. das schachspiel gehört mir");
clear("114", "chat", ctx("EUR", 60_000, 45_000), WITHDRAW, "lass ma, hab a moped bei mir in der nähe gfunden. trotzdem danke");
clear("115", "chat", ctx("EUR", 16_000), minus(14_000, 2_000), "20 € runter bei der nudelmaschine und ich nehm sie");
unclear("116", "chat", ctx("EUR", 52_000), "'in der Mitte treffen' ohne früheres Gebot: die Mitte wovon?", "treffen wir uns beim planschrank in der mitte?");
clear("117", "chat", ctx("EUR", 33_000, 25_000), ask("standing-offer"), "sorry, was war nochmal dein aktueller preis für die drum machine? hab den überblick verloren");
clear("118", "chat", ctx("CHF", 27_000), ask("delivery"), "wänn chönntet ihr s'schlafsofa liefere? unter de wuche ab 17 uhr gaht's");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 240_000), bid(195_000),
  "Sehr geehrter Herr Kowalczyk,\n\nvielen Dank für die Fotos der Untertisch-Gläserspülmaschine (laut Anzeige Baujahr 2019). Zu unserer Bestellnummer 4471-B bieten wir 1.950,00 €; unser Hausmeister kann das Gerät am 3. März bei Ihnen abbauen.\n\nMit freundlichen Grüßen\nDenise Haller\nBetriebsleitung, Bar Kupferkessel\nKanalstraße 221, 04109 Leipzig\nTel. 0341 5550196");
clear("202", "polite-email", ctx("EUR", 130_000, 115_000), ACCEPT,
  "Sehr geehrte Frau Pichler,\n\nvielen Dank für Ihre Rückmeldung. Wir nehmen den Salamander gerne zu Ihrem Preis. Wann dürfen wir ihn abholen, und ist er bereits vom Gas getrennt?\n\nMit besten Grüßen\nThomas Ferrari\nKüchenchef, Gasthof Alte Mühle");
clear("203", "polite-email", ctx("EUR", 110_000, 70_000), WITHDRAW,
  "Sehr geehrte Frau Okafor,\n\nvielen Dank für Ihre Geduld in der vergangenen Woche. Nach einem Vergleich der laufenden Kosten bleiben wir bei unserer bisherigen Frankierlösung und ziehen uns vom Kauf der Frankiermaschine zurück. Nochmals danke für Ihre Unterstützung.\n\nFreundliche Grüße\nMartin Greve\nBüroleitung");
clear("204", "polite-email", ctx("EUR", 160_000), ask("delivery"),
  "Guten Tag,\n\nwir interessieren uns für den Broschürenfertiger (Art.-Nr. BM-2207). Unsere Druckerei hat am 22. Januar einen Großauftrag. Könnten Sie bis zum 15. Januar nach 90402 Nürnberg liefern, und mit welcher Lieferzeit müssen wir rechnen?\n\nVielen Dank\nSandra Wieczorek\nCopyshop Wieczorek\n0911 5550110");
clear("205", "polite-email", ctx("EUR", 9_500, null, 6), total(8_000),
  "Hallo,\n\nwir richten eine kleine Steuerkanzlei ein und würden alle 6 Hängeregistraturschränke nehmen. Wären Sie mit 480 € für alle sechs einverstanden? Abholung mit unserem eigenen Transporter.\n\nDanke und Gruß\nOlivia Brandstätter\nKanzlei Brandstätter & Partner");
clear("206", "polite-email", ctx("EUR", 120_000), words(95_000, "neunhundertfünfzig Euro"),
  "Sehr geehrter Herr Aschenbrenner,\n\nvielen Dank, dass wir den Eichenkleiderschrank am Samstag ansehen durften. Ein schönes Stück, allerdings hat die Rückwand Holzwurm, der behandelt werden muss. Wir möchten Ihnen neunhundertfünfzig Euro anbieten und kümmern uns selbst um eine Spedition.\n\nMit freundlichen Grüßen\nJudith und Alan Merzig");
clear("207", "polite-email", ctx("EUR", 380_000), bid(304_000),
  "Sehr geehrter Herr Haddad,\n\nwie telefonisch besprochen bieten wir für den Kombidämpfer 3.400 € — Korrektur: es muss 3.040 € heißen. Unsere Buchhalterin hat mich erinnert, dass die Entkalkung überfällig ist.\n\nMit freundlichen Grüßen\nFelipe Navarro\nNavarros Küche");
clear("208", "polite-email", ctx("EUR", 45_000), ask("returns"),
  "Hallo,\n\nich interessiere mich für das 100-MHz-Oszilloskop für meine Werkstatt. Falls sich herausstellt, dass einer der 4 Kanäle defekt ist: Könnte ich es innerhalb von 14 Tagen zurückgeben?\n\nGruß\nKevin Marschall");
clear("209", "polite-email", ctx("EUR", 70_000), percentOff(56_000, 20),
  "Sehr geehrter Herr Delgado,\n\nich unterrichte Musik an der Mittelschule am Lindenplatz, und unsere Fachschaft hätte das Xylophon sehr gern für das Frühjahrskonzert. Als öffentliche Schule mit sehr kleinem Etat: Wären 20 % Rabatt auf Ihren Preis möglich? Abholen können wir werktags ab 15:30 Uhr.\n\nHerzlichen Dank\nAnna Kowalczyk");
clear("210", "polite-email", ctx("CHF", 215_000, 190_000), ACCEPT,
  "Grüezi Herr Pfister\n\nIch habe mit meinem Vater gesprochen: Fr. 2'150.– für die Melkmaschine akzeptieren wir gerne. Bitte senden Sie uns Ihre Bankverbindung, dann überweisen wir.\n\nFreundliche Grüsse\nGabi Moser\nHof Moosmatt");
unclear("211", "polite-email", ctx("EUR", 520_000), "ein Betrag, den der Gemeinderat erst noch beschließen muss, kein festes Gebot",
  "Sehr geehrte Frau Lohmann,\n\nich werde dem Gemeinderat in seiner Sitzung am 12. März 4.500 € für den Schlegelmäher vorschlagen und melde mich danach wieder bei Ihnen.\n\nMit freundlichen Grüßen\nDieter Hainz\nGemeindeverwaltung Kleinbramfeld");
clear("212", "polite-email", ctx("EUR", 45_000, null, 3), bid(39_000),
  "Guten Tag,\n\nbezugnehmend auf Ihr Angebot Nr. 2318 über 3 Wärmeschränke: Wir bieten 390 € pro Stück, Lieferung in unsere Küche in der Kiefernstraße 48 bis zum 20.\n\nMit freundlichen Grüßen\nMei Lin\nGoldener Lotus Catering\n030 5550174");
clear("213", "polite-email", ctx("EUR", 85_000), ask("payment"),
  "Sehr geehrte Frau Fischer,\n\nvielen Dank für die Rechnung 2026-0419 über das Vakuumiergerät. Unsere Buchhaltung zahlt monatlich; können wir jetzt mit Karte zahlen, oder wäre eine Überweisung innerhalb von 30 Tagen in Ordnung?\n\nFreundliche Grüße\nOwen Blank\nMetzgerei Blank");
clear("214", "polite-email", ctx("EUR", 78_000), minus(63_000, 15_000),
  "Hallo Sophie,\n\nwir haben die Töpferscheibe in deinem Atelier ausprobiert, sie läuft wunderbar, nur die Spritzschale hat einen Sprung. Würdest du sie für 150 € unter deinem Preis abgeben?\n\nLiebe Grüße\nNaomi Hartl");
unclear("215", "polite-email", ctx("EUR", 145_000), "zwei Preise für zwei Varianten: welcher ist das Gebot?",
  "Sehr geehrter Herr Ellwanger,\n\nfür den Kaminofen allein würden wir 1.100 € zahlen, mit Rauchrohr und Wandfutter 1.300 €.\n\nMit freundlichen Grüßen\nFiona Dorn");
clear("216", "polite-email", ctx("EUR", 42_000), ask("shipping"),
  "Hallo,\n\ndie Honigschleuder (9 Waben, ca. 38 kg) würde gut zu unserem Imkerverein passen. Können Sie sie per Spedition nach 87435 Kempten schicken, und was würde das zusätzlich kosten?\n\nDanke\nIan Riegler\nImkerverein Oberallgäu");

// ---- agent ----
clear("301", "agent", ctx("EUR", 190_000), bid(160_000),
  "Im Auftrag der Eisdiele Venezia: Vergleichbare Slush-Maschinen mit zwei Behältern wurden zuletzt für 1.650 €, 1.720 € und 1.590 € verkauft. Die Inhaberin hat für diesen Kauf eine Obergrenze von 1.700 € gesetzt. Wir bieten 1.600 €, Zahlung bei Abholung innerhalb einer Woche.");
clear("302", "agent", ctx("EUR", 64_000, 58_000), ACCEPT,
  "Hier schreibt der Einkaufsassistent des Copyshops Hafenstraße. Ihr angepasster Preis für das Laminiergerät ist für uns annehmbar, wir nehmen an. Bitte senden Sie die Rechnung und nennen Sie uns ein Zeitfenster für die Abholung.");
clear("303", "agent", ctx("EUR", 300_000, 210_000), WITHDRAW,
  "Ich vertrete das Tattoostudio Tinte & Nadel bei diesem Kauf. Nach Prüfung Ihres Gegenangebots hat sich meine Mandantin entschieden, den Autoklaven nicht zu kaufen. Vielen Dank für Ihre stets schnellen Antworten.");
clear("304", "agent", ctx("EUR", 270_000), ask("warranty"),
  "Automatisierte Einkaufsanfrage zur Einscheibenmaschine, Seriennummer FP-88213-C: Geht eine Hersteller- oder Händlergarantie mit dem Verkauf über, und falls ja, bis zu welchem Datum?");
clear("305", "agent", ctx("EUR", 11_000, null, 12), total(8_500),
  "Angebotsübersicht:\n- Artikel: Klapptische, 180 cm\n- Menge: 12\n- Gesamtangebot: 1.020 € für alle zwölf\n- Abholung: durch den Käufer\nBitte bestätigen oder Gegenangebot senden.");
clear("306", "agent", ctx("EUR", 125_000), percentOff(115_000, 8),
  "Ich verhandle für einen Foodtruck-Betreiber. Wegen der abgenutzten Förderschnecke und der fehlenden Abdeckung schlägt mein Auftraggeber 8 % unter Ihrem Preis für den Pelletgrill vor.");
unclear("307", "agent", ctx("EUR", 98_000), "eine Ausgabengrenze und die Frage nach dem niedrigsten Preis, kein Angebot",
  "Mein Auftraggeber hat mich ermächtigt, für das Doppel-Crêpes-Gerät bis zu 900 € auszugeben. Was ist der niedrigste Preis, den Sie akzeptieren würden?");
clear("308", "agent", ctx("EUR", 290_000), bid(235_000),
  "Gegenangebot, Ref. BK-2026-118\nArtikel: Teigausrollmaschine, Baujahr 2017, Walzen 500 mm\nStückpreis: 2.350,00 €\nGültig: 5 Tage ab heute\nKäufer: Bäckerei Korn & Kruste");
clear("309", "agent", ctx("EUR", 4_500, null, 20), ask("discount"),
  "Wir statten einen neuen Cateringbetrieb aus und brauchen 20 der Edelstahl-Chafing-Dishes. Gibt es einen günstigeren Stückpreis, wenn wir alle 20 nehmen?");
clear("310", "agent", ctx("EUR", 130_000, 105_000), minus(97_500, 7_500, "last-bid"),
  "Neuer Stand von Käuferseite: Bei der Besichtigung zeigte sich ein verschlissener Knethaken am Spiralkneter, daher senkt mein Auftraggeber unser letztes Angebot um 75 €.");
clear("311", "agent", ctx("EUR", 340_000), ask("negotiable"),
  "Einkaufsagent des Hofguts Hollerbach. Bevor wir für die Sämaschine bieten: Ist beim angegebenen Preis noch Verhandlungsspielraum?");
unclear("312", "agent", ctx("EUR", 88_000), "zwei Preise von zwei Inhabern, die sich noch nicht einig sind: noch kein Gebot",
  "Zwischenstand: Die beiden Inhaber der Stickerei sind uneins — der eine würde 800 € zahlen, der andere 850 €. Ich melde mich, sobald sie sich auf einen Betrag geeinigt haben.");
clear("313", "agent", ctx("EUR", 210_000), words(180_000, "achtzehnhundert Euro"),
  "Im Namen der Rinderzucht Mühlbach bin ich befugt, achtzehnhundert Euro für den Fangstand zu bieten; abgeholt wird mit unserem eigenen Anhänger.");
clear("314", "agent", ctx("EUR", 56_000, 48_000), ask("standing-offer"),
  "Hier der Assistent eines Nebenerwerbslandwirts. In unseren Unterlagen stehen zwei verschiedene Beträge von Ihnen für die Schafschermaschine. Könnten Sie Ihren aktuellen Preis noch einmal nennen?");
clear("315", "agent", ctx("EUR", 134_000, 120_000), ACCEPT,
  "Im Auftrag meines Mandanten bestätige ich: 1.340 € für die Geflügelrupfmaschine sind angenommen. Bitte senden Sie die Zahlungsdaten.");
clear("316", "agent", ctx("EUR", 90_000, 70_000), plus(76_000, 6_000),
  "Mein Auftraggeber erhöht sein letztes Angebot für den Vertikutierer um 60 €; mehr ist nicht drin.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*klopft mit dem Knöchel an den Wannenrand* 1920er, Gusseisen, die wiegt locker 140 Kilo. Mein Kreuz tut jetzt schon weh. 380 €, und meine Neffen tragen sie raus.");
clear("402", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*lässt sich in den Schaukelstuhl fallen und strahlt* Ja, der ist es! Gekauft — meine Frau wird sich riesig freuen!");
clear("403", "roleplay", ctx("EUR", 70_000, 40_000), WITHDRAW, "*klappt den Fagottkoffer zu* Nein. Vergessen Sie's.");
clear("404", "roleplay", ctx("EUR", 25_000), ask("payment"), "*klopft die Jackentaschen ab* Nehmen Sie für den Dudelsack auch eine Überweisung, oder nur bar?");
clear("405", "roleplay", ctx("EUR", 24_000), bid(18_000), "*tritt gegen den Reifen der Bodenfräse* 200 € — nee, warte, 180. Die Zinken sind halb verrostet.");
clear("406", "roleplay", ctx("EUR", 52_000, 40_000), middle(46_000), "*breitet die Arme über dem Seitenwagen aus* Sie sagen das eine, ich das andere. Landen wir genau dazwischen und schlagen ein.");
clear("407", "roleplay", ctx("CHF", 6_000), words(4_000, "vierzig Stutz"), "*läutet die Schiffsglocke und verzieht das Gesicht* Vierzig Stutz, und das ist bei der Delle schon grosszügig.");
unclear("408", "roleplay", ctx("EUR", 38_000), "ein ungefährer Betrag, kein festes Gebot", "*mit Druckerschwärze an den Fingern, späht in die Setzkästen der Buchdruckpresse* Ich dachte so an dreihundert, plus minus.");
clear("409", "roleplay", ctx("EUR", 21_000), minus(18_000, 3_000), "*fährt mit dem Daumen über die eingedellte Tür des Gärschranks* Dreißig runter dafür, und wir sind quitt.");
clear("410", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*seufzt* Na schön. Fünfzehn mehr als vorhin fürs Tretauto — keinen Cent darüber.");
clear("411", "roleplay", ctx("EUR", 32_000), ask("returns"), "*reißt zweimal am Starterseil der Heckenschere* Jetzt läuft sie. Und wenn sie daheim nicht anspringt, kann ich sie zurückbringen?");
unclear("412", "roleplay", ctx("EUR", 150_000), "der Käufer will es sich überlegen: noch keine Entscheidung", "*geht zweimal um den Hühnerstall herum und schaut in den Himmel* Da muss ich noch eine Nacht drüber schlafen.");
clear("413", "roleplay", ctx("EUR", 27_000, 22_000), ACCEPT, "*klatscht in die Hände* Gut, abgemacht. Packen Sie am anderen Ende der Werkbank mit an, damit wir sie in den Transporter kriegen?");
unclear("414", "roleplay", ctx("EUR", 30_000), "ein zögerlicher Betrag, auf den sich der Käufer nicht festlegt: kein festes Gebot", "*stupst den Anschlag am Frästisch an* Vielleicht... zweihundert? Aber nageln Sie mich nicht drauf fest.");
clear("415", "roleplay", ctx("EUR", 110_000, 75_000), WITHDRAW, "*schließt behutsam den Deckel des Harmoniums* Ein wunderschönes Instrument, aber das übersteigt meine Möglichkeiten. Danke, dass ich darauf spielen durfte.");
clear("416", "roleplay", ctx("EUR", 820_000), bid(680_000), "*klettert in die Kabine des Minibaggers und tippt auf den Betriebsstundenzähler* 2.300 Stunden, Baujahr 2009, die Ketten sind hinüber. 6.800 €, und ich hol ihn morgen mit dem Hänger.");

export const FRESH12_DE = done();

/**
 * FOURTEENTH set, German (Germany, Austria, Switzerland; see fresh14/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: rentals, services and repairs for households and small
 * firms (Umzugsfirma, Gärtner, Klavierstimmer, Hochzeitslocation, Liegeplatz) and second-hand goods.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh14In } from "./build";

const { clear, unclear, done } = fresh14In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 42_000), bid(36_000), "360 € für den Transporter Fr–So, ich bring ihn vollgetankt zurück.");
clear("002", "terse", ctx("CHF", 48_000), words(40_000, "vierhundert"), "Vierhundert Franken im Jahr fürs Stimmen, zwei Termine inklusive.");
clear("003", "terse", ctx("EUR", 450_000, 400_000), ACCEPT, "Einverstanden. Die Stute kommt zu uns.");
clear("004", "terse", ctx("EUR", 780_000, 620_000), WITHDRAW, "Der Stapler ist uns zu teuer. Wir lassen es.");
clear("005", "terse", ctx("EUR", 165_000), ask("delivery"), "Schafft Ihr Team den Umzug am 14., oder sind Sie ausgebucht?");
clear("006", "terse", ctx("EUR", 180_000), minus(160_000, 20_000), "200 runter vom Saisonpreis, dann haben Sie den Gartenauftrag.");
clear("007", "terse", ctx("EUR", 60_000), percentOff(54_000, 10), "10 % Nachlass aufs Sleeve-Angebot und ich buche heute.");
clear("008", "terse", ctx("EUR", 14_000), bid(9_500), "Weber Kugelgrill 57 cm, 95 Euro, hol ihn heut Abend.");
clear("009", "terse", ctx("EUR", 240_000), bid(200_000), "2.100 für den Liegeplatz — Entschuldigung, 2.000, hab die Längengebühr falsch gelesen.");
clear("010", "terse", ctx("EUR", 350_000), ask("payment"), "Karte oder Überweisung für die Anzahlung der Location?");
unclear("011", "terse", ctx("EUR", 180_000), "eine Spanne fürs Catering, kein einzelner Preis", "Irgendwo zwischen 1.400 und 1.600 fürs Catering, 40 Gedecke.");
clear("012", "terse", ctx("EUR", 32_000, 26_000), plus(28_000, 2_000), "20 € über meinem letzten Gebot fürs Bienenvolk. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 95_000, 80_000), ACCEPT, "Gut, 950. Sie sind für die Hochzeit gebucht.");
unclear("014", "terse", ctx("EUR", 26_000), "ein Gebot unter der Bedingung neuer Mahlscheiben", "180 für die Mühle, falls die Mahlscheiben neu sind.");
clear("015", "terse", ctx("EUR", 52_000), ask("returns"), "Kann ich den Bogen binnen einer Woche zurückgeben, falls er nicht zum Cello passt?");
clear("016", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Danke, aber die Fahrstunden sprengen unser Budget. Ich verzichte.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 120_000), bid(85_000), "huhu, ist das brautkleid noch da?? würd 850 geben und sonntag abholen");
clear("102", "chat", ctx("EUR", 25_000, 20_000), ACCEPT, "JAAA passt, deal!! hüpfburg ist gebucht 🎉🎉 die kids drehen durch");
clear("103", "chat", ctx("EUR", 45_000, 30_000), WITHDRAW, "oh das is deutlich mehr als ich für den roller ausgeben kann, aber alles gut, viel glück beim verkauf 👍");
clear("104", "chat", ctx("EUR", 16_000), ask("shipping"), "verschickst du die schreibmaschine auch nach graz? was kostet das extra");
clear("105", "chat", ctx("EUR", 78_000), words(60_000, "sechshundert"), "würdest du sechshundert fürs e-bike nehmen? bar auf die hand");
clear("106", "chat", ctx("CHF", 60_000), bid(45_000), "450 für den DJ vo 20–01 uhr? schriib mer uf 079 555 31 42 wenn ja");
clear("107", "chat", ctx("EUR", 50_000, 38_000), middle(44_000), "treffen wir uns in der mitte beim whirlpool für die woche? 🙏");
clear("108", "chat", ctx("EUR", 40_000), ask("warranty"), "hat die waschmaschine noch garantie drauf oder is die schon abgelaufen");
unclear("109", "chat", ctx("EUR", 300_000), "Sarkasmus über den Preis: weder Gebot noch Zusage", "lol 3 riesen für nen gebrauchten kanuanhänger?? klar und ne niere leg ich noch drauf");
unclear("110", "chat", ctx("EUR", 28_000), "ein anderswo gesehener Preis, kein Gebot", "der gleiche rasenmäher steht auf willhaben um 220 übrigens");
clear("111", "chat", ctx("EUR", 4_500, null, 10), ask("discount"), "wenn ich alle 10 spanischstunden im voraus buche, gibts da nen paketpreis?");
clear("112", "chat", ctx("EUR", 1_500, null, 6), total(1_200), "72 für alle 6 biertische übers wochenende?");
clear("113", "chat", ctx("EUR", 55_000, 48_000), ACCEPT, "ok du hast gewonnen, ich nehm hocker und ständer zu deinem preis");
clear("114", "chat", ctx("EUR", 90_000, 60_000), WITHDRAW, "nee zu teuer. vergiss es");
clear("115", "chat", ctx("EUR", 70_000), minus(62_000, 8_000), "80 weniger und ich hol das schlagzeug heut abend");
clear("116", "chat", ctx("EUR", 65_000), ask("negotiable"), "is der preis fürs sofa fix oder kann man reden");
unclear("117", "chat", ctx("EUR", 38_000), "'in der Mitte' ohne früheres Gebot: Mitte wovon?", "treffen wir uns beim kinderwagen in der mitte?");
clear("118", "chat", ctx("EUR", 110_000, 85_000), ask("standing-offer"), "sorry, was war nochmal dein preis für den bootsanhänger? zu weit gescrollt lol");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(425_000),
  "Sehr geehrter Herr Dr. Hahn,\n\nvielen Dank, dass wir den Sirona-Behandlungsstuhl von 2016 in Ihrer Praxis ansehen durften. Angesichts der abgenutzten Polster und des zu ersetzenden Schlauchs am Arztelement bieten wir 4.250,00 € und kümmern uns selbst um den Abbau.\n\nMit freundlichen Grüßen\nDr. Anja Brenner\nZahnarztpraxis Brenner\nHauptstraße 14, 79098 Freiburg\nTel. 0761 555 0192");
clear("202", "polite-email", ctx("EUR", 480_000, 420_000), ACCEPT,
  "Liebe Frau Hartmann,\n\nvielen Dank für Ihre Rückmeldung zur Scheune. Wir nehmen Ihren angepassten Betrag für die Hochzeit gern an und unterschreiben den Mietvertrag, sobald er uns vorliegt.\n\nHerzliche Grüße\nEmilia und Tom");
clear("203", "polite-email", ctx("EUR", 920_000, 780_000), WITHDRAW,
  "Sehr geehrter Herr Petersen,\n\nvielen Dank für das Aufmaß unserer Küche. Nach reiflicher Überlegung haben wir uns für einen anderen Küchenbauer entschieden und werden Ihr Angebot daher nicht weiterverfolgen.\n\nMit freundlichen Grüßen\nClaudia Dürr");
clear("204", "polite-email", ctx("EUR", 32_000, null, 30), ask("delivery"),
  "Guten Tag,\n\nwir interessieren uns für die 30 generalüberholten Laptops für unsere fünften Klassen. Könnten sie vor Schulbeginn am 7. Januar geliefert werden?\n\nVielen Dank\nGerd Lehmann\nIT-Beauftragter, Realschule am Fluss");
clear("205", "polite-email", ctx("EUR", 250_000), words(210_000, "zweitausendeinhundert"),
  "Sehr geehrtes Event-Team,\n\nfür die Zeltmiete zu unserem Sommerfest schlagen wir zweitausendeinhundert Euro vor, Auf- und Abbau inklusive.\n\nMit freundlichen Grüßen\nNina Keller\nBüroleitung");
clear("206", "polite-email", ctx("EUR", 60_000), percentOff(51_000, 15),
  "Hallo Herr Damm,\n\ndanke für das Angebot zum Transport des Klaviers aus unserer alten Wohnung. Wären Sie mit 15 % Nachlass einverstanden? Beide Häuser haben einen Aufzug, es sollte also recht schnell gehen.\n\nBeste Grüße\nMarkus Weber");
clear("207", "polite-email", ctx("EUR", 36_000), ask("payment"),
  "Sehr geehrte Damen und Herren,\n\nbevor wir das Lagerabteil mieten: Könnten wir monatlich auf Rechnung mit 30 Tagen Zahlungsziel statt per Karte zahlen? Unsere Bestellnummer lautet 44817.\n\nFreundliche Grüße\nPriya Schäfer\nBlumen Schäfer GmbH");
unclear("208", "polite-email", ctx("EUR", 28_500, 26_000), "eine Zusage unter Vorbehalt der Schulkonferenz",
  "Sehr geehrte Frau Roth,\n\nIhr angepasster Preis erscheint mir annehmbar, vorbehaltlich der Zustimmung der Schulkonferenz am Donnerstag. Ich melde mich danach verbindlich.\n\nMit freundlichen Grüßen\nDavid Chen\nSchulverwaltung");
clear("209", "polite-email", ctx("EUR", 140_000), bid(115_000),
  "Sehr geehrtes Umzugsteam,\n\nfür den Umzug am 3. März von der Hangstraße 27, 1230 Wien, nach Mödling liegt unser Budget bei 1.150 € für zwei Träger und den großen Lkw. Bitte beziehen Sie sich auf Auftrag 5520-19.\n\nDanke und Grüße\nJohanna Pichler\n0660 555 0831");
clear("210", "polite-email", ctx("EUR", 950_000), bid(810_000),
  "Sehr geehrter Herr Ostermann,\n\nfür die neue Küche können wir 8.400 € anbieten — Korrektur: 8.100 €, ich hatte die Arbeitsplatte mitgerechnet, die wir selbst stellen.\n\nViele Grüße\nSina Walser");
clear("211", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Guten Tag,\n\nzur überholten Antriebsbatterie für unseren Linde-Stapler: Welche Gewährleistung gibt es darauf, und gilt sie auch für das Ladegerät?\n\nDanke\nLukas Ortner\nOrtner Obst & Gemüse");
clear("212", "polite-email", ctx("EUR", 120_000, 100_000), ACCEPT,
  "Liebe Frau Roos,\n\nwir bestätigen gern 1.200 € für die Teamporträts. Schicken Sie uns bitte das Buchungsformular, wenn es Ihnen passt.\n\nFreundliche Grüße\nAmira Said\nKanzlei Said");
clear("213", "polite-email", ctx("EUR", 310_000, 250_000), WITHDRAW,
  "Sehr geehrtes Team von GrünRaum,\n\nvielen Dank für Ihren Vorschlag zur Gartengestaltung. Leider liegt er deutlich über dem, was wir dieses Jahr ausgeben können; wir werden daher nicht fortfahren.\n\nAlles Gute\nHelene Marx");
clear("214", "polite-email", ctx("CHF", 22_000), ask("returns"),
  "Grüezi\n\nIch interessiere mich für die gebrauchte Bernina-Nähmaschine. Falls sich der Motor als defekt herausstellt, könnte ich sie innert 14 Tagen zurückgeben?\n\nHerzlichen Dank\nRosa");
clear("215", "polite-email", ctx("EUR", 9_000, null, 8), total(7_500),
  "Hallo,\n\nwir würden gern alle acht gebrauchten Bürostühle aus Ihrer Anzeige nehmen. Wären Sie mit 600 € für die acht zusammen einverstanden? Wir holen mit unserem eigenen Transporter ab.\n\nBeste Grüße\nKonrad Bauer\nSteuerbüro Bauer");
clear("216", "polite-email", ctx("EUR", 520_000), ask("shipping"),
  "Sehr geehrte Damen und Herren,\n\nist die Lieferung in unsere Praxis in der Marlowstraße 12 im Preis des Stuhls enthalten, oder wird sie extra berechnet?\n\nMit freundlichen Grüßen\nDr. Nadja Petrow");
unclear("217", "polite-email", ctx("EUR", 450_000), "zwei Preise für zwei Termine: welcher ist das Gebot?",
  "Sehr geehrte Damen und Herren,\n\nwir könnten 4.000 € für einen Samstag oder 3.200 € für einen Freitag zahlen. Was davon könnten Sie annehmen?\n\nViele Grüße\nLaura Fink");
clear("218", "polite-email", ctx("EUR", 280_000, 240_000), ACCEPT,
  "Hallo Jens,\n\ndanke, wir nehmen Ihr Angebot für die Wohnmobilmiete an. Können Sie uns sagen, wann wir die Schlüssel abholen können?\n\nViele Grüße\nMarta und Paul");

// ---- agent ----
clear("301", "agent", ctx("EUR", 220_000), bid(185_000), "Ich schreibe im Auftrag der Falke Sanierung GmbH. Für sechs Wochen Gerüstmiete an der Baustelle Ulmenweg bietet mein Mandant 1.850 €, Auf- und Abbau inbegriffen.");
clear("302", "agent", ctx("EUR", 790_000), bid(680_000), "Ich habe aktuelle Inserate für Zweipferdeanhänger dieses Baujahrs verglichen: 7.200 €, 6.900 € und 7.450 €, Median 7.100 €. Wegen der abgenutzten Bodenmatten bietet mein Auftraggeber 6.800 € für Ihren Anhänger.");
clear("303", "agent", ctx("EUR", 190_000, 160_000), ACCEPT, "Mein Auftraggeber hat mich ermächtigt, Ihre aktuellen Konditionen für den Büroreinigungsvertrag anzunehmen. Bitte senden Sie Rechnung und Bestätigung des Starttermins.");
clear("304", "agent", ctx("EUR", 150_000, 100_000), WITHDRAW, "Meine Mandantin hat mich angewiesen, die Verhandlung über das Paket zur Tattooentfernung zu beenden. Vielen Dank für Ihre Zeit.");
clear("305", "agent", ctx("EUR", 32_000, null, 25), total(28_000), "Für die 25 generalüberholten Tablets der Physiotherapiepraxis schlagen wir 7.000 € für die gesamte Charge vor, zahlbar bei Lieferung.");
clear("306", "agent", ctx("EUR", 75_000, 60_000), ask("rounds-left"), "Bevor ich das Angebot anpasse: Wie viele Verhandlungsrunden lässt Ihr System noch zu, bis dieses Angebot verfällt?");
clear("307", "agent", ctx("EUR", 160_000), minus(145_000, 15_000), "Zum Angebot für die Haushaltsauflösung bittet meine Mandantin um eine Reduzierung um 150 €; die Garage wird vorher von Kartons geräumt.");
clear("308", "agent", ctx("EUR", 90_000), ask("discount"), "Meine Mandantin bucht ein Buffet für eine Betriebsfeier mit 40 Personen an einem Dienstag. Gewähren Sie bei Buchungen unter der Woche in dieser Größe einen Rabatt?");
clear("309", "agent", ctx("EUR", 300_000, 260_000), minus(245_000, 15_000, "last-bid"), "Update meines Auftraggebers: Das Budget für die Videoüberwachung wurde gekürzt, wir senken daher unser bisheriges Gebot von 2.600 € um 150 €.");
clear("310", "agent", ctx("EUR", 110_000), words(95_000, "neunhundertfünfzig"), "Im Namen meines Mandanten unterbreite ich ein Angebot von neunhundertfünfzig Euro für das gebrauchte Hohner-Akkordeon, ohne weitere Bedingungen.");
clear("311", "agent", ctx("EUR", 64_000), ask("standing-offer"), "Ihre letzten beiden Nachrichten nennen unterschiedliche Beträge für die Kleinbusmiete. Bitte bestätigen Sie Ihren aktuellen Preis.");
unclear("312", "agent", ctx("EUR", 420_000), "'so um die' eine runde Summe, kein festes Gebot", "Meine Mandantin denkt an so um die 3.000 € für den Büroumzug; nach Durchsicht der Inventarliste melde ich mich mit einer festen Zahl.");
clear("313", "agent", ctx("EUR", 90_000, 70_000), plus(77_500, 7_500), "Wir können unser letztes Angebot für die Kaminsanierung um 75 € erhöhen. Das ist die abschließende Position des Mandanten.");
clear("314", "agent", ctx("EUR", 450_000), bid(390_000), "Angebot für den gebrauchten Holz-Pizzaofen:\n```json\n{\"artikel\": \"Pizzaofen, Bj. 2019\", \"angebot\": 3900, \"waehrung\": \"EUR\", \"abholung\": \"Käufer\"}\n```");
unclear("315", "agent", ctx("EUR", 150_000), "zwei Preise unentschieden: keiner ist ein Gebot", "Wir schwanken zwischen 1.200 € und 1.300 € für die Dachreparatur und melden uns, sobald der Mandant entschieden hat.");
clear("316", "agent", ctx("EUR", 180_000), ask("warranty"), "Zum generalüberholten Studio-Laufband: Welche Garantiezeit gilt für Motor und Lauffläche, und sind Arbeitskosten abgedeckt?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 30_000), bid(22_000), "*dreht den Sattel um* Die Naht löst sich hier. 220, bar, und ich trag ihn selbst.");
clear("402", "roleplay", ctx("EUR", 35_000, 30_000), ACCEPT, "*schlägt kräftig ein* Abgemacht! Sie verhandeln hart, mein Freund.");
clear("403", "roleplay", ctx("EUR", 70_000, 45_000), WITHDRAW, "*legt die Klarinette zurück in den Koffer* Dann haben wir uns nichts mehr zu sagen. Schönen Tag noch.");
clear("404", "roleplay", ctx("EUR", 11_000), words(7_500, "fünfundsiebzig"), "*klopft auf den Goldrahmen des Spiegels* Fünfundsiebzig, und das ist großzügig für die abgeplatzte Ecke.");
clear("405", "roleplay", ctx("EUR", 48_000, 36_000), middle(42_000), "*dreht den Friseurstuhl* Na schön — wir treffen uns in der Mitte, Sie und ich.");
clear("406", "roleplay", ctx("EUR", 18_000), bid(13_000), "*zählt die Scheine* 140 für die Taschenuhr... nein warte, ich meine 130, ich brauch noch was für den Bus.");
unclear("407", "roleplay", ctx("EUR", 55_000), "laut über eine Zahl nachgedacht und 'lass mich überlegen': noch kein Gebot", "*streicht sich über den Bart und mustert den Amboss* Hm. 400... das muss ich mir beim Bier überlegen.");
clear("408", "roleplay", ctx("EUR", 32_000), ask("negotiable"), "*hebt den geschnitzten Springer hoch* Feine Arbeit. Ist das Ihr letztes Wort, oder lässt sich handeln?");
clear("409", "roleplay", ctx("EUR", 25_000), percentOff(20_000, 20), "*rollt den Teppich aus und zeigt auf die verblasste Ecke* Zwanzig Prozent runter, und ich nehm ihn Ihnen ab.");
unclear("410", "roleplay", ctx("EUR", 14_000), "zwei Preise, unentschieden", "*murmelt vor der Messinglampe* 90... oder 100... ich kann mich nicht entscheiden.");
clear("411", "roleplay", ctx("EUR", 260_000, 220_000), ACCEPT, "*grinst* Sie haben einen Käufer. Wann kann ich den Seitenwagen holen?");
clear("412", "roleplay", ctx("EUR", 60_000, 45_000), plus(50_000, 5_000), "*seufzt und greift zur Geldbörse* Fünfzig mehr als vorhin für die Geige. Mehr hab ich nicht.");
clear("413", "roleplay", ctx("CHF", 80_000, 55_000), WITHDRAW, "*tippt an den Hut* Sie sind ein anständiger Mann, aber so weit kann ich für die Ziegen nicht gehen. Schönen Abend.");
unclear("414", "roleplay", ctx("EUR", 90_000), "Sarkasmus über den Preis: kein Gebot", "*lacht* 900 für ein Schaukelpferd? Warum nicht gleich tausend!");
clear("415", "roleplay", ctx("EUR", 380_000), bid(310_000), "*schaut dem Wallach ins Maul* Er ist 14 Jahre alt, 1,58 m Stockmaß und hat ein Überbein vorne links. Ich geb Ihnen 3.100.");
clear("416", "roleplay", ctx("EUR", 30_000), ask("delivery"), "*lehnt sich ans Gatter* Und wie bald könnten Sie das Heu auf den Hof bringen?");

export const FRESH14_DE = done();

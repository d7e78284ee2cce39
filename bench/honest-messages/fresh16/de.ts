/**
 * SIXTEENTH set, German (Germany, Austria, Switzerland; see fresh16/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: Ferienhäuser und Hütten, ein Hausboot, geführte Touren,
 * Reitstunden, Schafbock, Esel und Färse, Forst- und Hofgeräte, Schrebergarten, Kindersachen, Kunst und Handwerk,
 * Antiquitäten vom Flohmarkt, Sportausrüstung.
 *
 * Labels as in ../index.ts; corrections 008, 207, 406; acceptances restating the offer 011, 211.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh16In } from "./build";

const { clear, unclear, done } = fresh16In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 115_000), bid(95_000), "950 € für die Badehütte, den ganzen August. Zahle alles im Voraus.");
clear("002", "terse", ctx("EUR", 14_000), ask("delivery"), "Wie schnell könnten Sie zwei Ster trockenes Eschenholz liefern? Wir wohnen hinterm Sägewerk in Oberkirch.");
clear("003", "terse", ctx("CHF", 320_000), percentOff(256_000, 20), "Chalet Edelweiss, Sportferien-Woche: 20 % unter Ihrem Tarif, und ich buche heute Abend.");
clear("004", "terse", ctx("EUR", 45_000, 38_000), ACCEPT, "Passt für uns, das Klettergerüst gehört uns. Am Samstag bauen wir's selber ab.");
clear("005", "terse", ctx("EUR", 18_000), words(12_000, "hundertzwanzig"), "Hundertzwanzig für den 5/4er Winterneo in M?");
unclear("006", "terse", ctx("EUR", 32_000), "eine Spanne fürs Glockenzelt, kein einzelner Preis", "Fürs Glockenzelt dachte ich so an 220 bis 260.");
clear("007", "terse", ctx("EUR", 9_500, 6_000), WITHDRAW, "Für eine geführte Tageswanderung ist mir das zu happig. Wir lassen's, trotzdem danke.");
clear("008", "terse", ctx("EUR", 45_000), bid(33_000), "Pfahlramme: 380, nein — 330. Hab übersehen, dass der Schlauch neu muss.");
clear("009", "terse", ctx("EUR", 22_000), ask("payment"), "Jahreskarte fürs Fischwasser: Geht Karte, oder nur Überweisung?");
clear("010", "terse", ctx("EUR", 48_000), minus(42_000, 6_000), "60 € runter von der Halbtages-Angeltour auf See, und wir sind zu viert dabei.");
clear("011", "terse", ctx("EUR", 85_000, 70_000), ACCEPT, "Also gut, 850. Die Truhenbank nehm ich.");
clear("012", "terse", ctx("EUR", 32_000), bid(26_000), "Freischneider FS 131 mit den 3 Ersatzköpfen laut Anzeige: Ich zahl 260 € und hol ihn selbst ab.");
clear("013", "terse", ctx("EUR", 15_000, 9_000), WITHDRAW, "Nein. Zu teuer für ein Gitterbett.");
unclear("014", "terse", ctx("EUR", 18_000), "ein Gebot unter der Bedingung, dass die Reifen dicht sind", "120 € für den Fahrradanhänger, wenn die Reifen die Luft halten.");
clear("015", "terse", ctx("EUR", 16_000), ask("returns"), "Kann ich die Reitstiefel zurückschicken, falls sie scheuern? Kenn die Marke nicht.");
clear("016", "terse", ctx("EUR", 14_000, 9_000), plus(11_000, 2_000), "Ich leg 20 € auf mein letztes Angebot für Hasenstall und Auslauf drauf. Mehr geht nicht.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 28_000), ask("shipping"), "verschickst du die radierung oder nur abholung? wohn in münster, was würd der versand kosten");
clear("102", "chat", ctx("EUR", 80_000), bid(65_000), "hallo, würdest du 650 fürs spielhaus nehmen? bauen es selber ab. meine nummer 0176 555 90312 falls anrufen einfacher is");
unclear("103", "chat", ctx("EUR", 18_000), "Sarkasmus über den Preis: kein Gebot", "180 für ein gebrauchtes bodyboard?? 😂 hat das kelly slater signiert oder was");
clear("104", "chat", ctx("EUR", 12_000, 9_000), ACCEPT, "jaaa 🐔🐔 die mädels kommen zu uns!! die kinder drehen durch, danke!!");
clear("105", "chat", ctx("EUR", 60_000, 45_000), middle(52_500), "treffen wir uns bei den golfschlägern in der mitte? 🤝 will unbedingt vorm winter nochmal auf den platz");
clear("106", "chat", ctx("EUR", 110_000), ask("warranty"), "wie lang hat der elektro-außenborder noch garantie? und geht die auf mich über wenn ich ihn kauf");
clear("107", "chat", ctx("EUR", 24_000, 16_000), WITHDRAW, "ah na, wir lassen den surfkurs für die kids heuer aus, is grad bissl knapp. trotzdem danke!");
clear("108", "chat", ctx("EUR", 11_000), words(8_000, "achtzig"), "würdest du achtzig für den reithelm nehmen? kann morgen nach 5 vorbeikommen");
clear("109", "chat", ctx("CHF", 650_000), ask("negotiable"), "isch de priis für de schäferwage fix oder hät's no chli spielruum? 🙏");
clear("110", "chat", ctx("EUR", 4_500, null, 5), total(4_000), "5 hochbeet-bausätze für 200 zusammen? sind für unseren schrebergarten");
unclear("111", "chat", ctx("EUR", 26_000), "ein anderswo gesehener Preis, kein Gebot", "hab dasselbe 6-personen-zelt auf kleinanzeigen für 180 gesehen 🤷");
clear("112", "chat", ctx("EUR", 34_000), ask("standing-offer"), "was wolltest du nochmal für die fliegenrute? bin voll drübergescrollt");
clear("113", "chat", ctx("EUR", 9_000, 7_000), ACCEPT, "na gut, die trense gehört mir 👍 hol sie samstag früh");
clear("114", "chat", ctx("EUR", 19_000), minus(15_000, 4_000), "wildkamera für 40 weniger als du willst? kann nach dem kita-abholen vorbei");
clear("115", "chat", ctx("EUR", 12_000, 6_000), WITHDRAW, "nee. viel zu viel für nen gebrauchten schlitten. lass mal");
clear("116", "chat", ctx("EUR", 38_000), bid(32_000), "machst du 320 für den holzunterstand? kann sonntag mitm anhänger holen");
unclear("117", "chat", ctx("EUR", 22_000), "'so rum' um eine Zahl, kein festes Gebot", "so 150 rum fürs crashpad?");
clear("118", "chat", ctx("EUR", 14_500, null, 3), ask("discount"), "wenn wir die jurte 3 nächte statt 2 nehmen, was is dann dein bester preis pro nacht? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 245_000), bid(215_000),
  "Sehr geehrte Frau Pfeiffer,\n\nwir würden gern Ihren Vierseithof für unser Familientreffen buchen: ab Samstag, 9. August, 7 Nächte, 9 Personen, darunter 3 Kinder, und 2 gut erzogene Spaniel. Für die Woche möchten wir Ihnen 2.150 € anbieten.\n\nMit herzlichen Grüßen\nAnna Hubert\nRosenstraße 14, 79098 Freiburg\n0761 555 0846");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Lieber Kapitän Hollmann,\n\nwir freuen uns, den Skippertörn zu Ihrem Preis zu buchen. Wo treffen wir Sie am ersten Morgen, und gibt es in der Nähe einen Platz, an dem das Auto die Woche über stehen kann?\n\nHerzliche Grüße\nRuth und Simon Ehlers");
clear("203", "polite-email", ctx("EUR", 32_000), ask("payment"),
  "Hallo,\n\nunsere Tochter würde sehr gern in diesem Halbjahr mit dem Reitkurs anfangen. Können wir den Kurs in monatlichen Raten zahlen statt auf einmal?\n\nViele Grüße\nClaudia Dunker");
clear("204", "polite-email", ctx("EUR", 120_000), words(90_000, "neunhundert"),
  "Sehr geehrter Herr Albers,\n\nvielen Dank, dass ich mir das Ölbild der Elbmündung im Atelier ansehen durfte. Es würde wunderbar in unseren Flur passen, auch wenn der Rahmen schon bessere Tage gesehen hat. Ich kann Ihnen neunhundert Euro für das Bild anbieten.\n\nMit freundlichen Grüßen\nMargarete Lohse");
clear("205", "polite-email", ctx("EUR", 180_000, 140_000), WITHDRAW,
  "Liebe Frau Steiner,\n\nvielen Dank, dass Sie uns die Hütte am See über Silvester freigehalten haben. Nach langem Hin und Her feiern wir heuer doch zu Hause; geben Sie die Tage bitte gern an andere weiter.\n\nHerzliche Grüße\nNina Kellner");
clear("206", "polite-email", ctx("EUR", 420_000), ask("delivery"),
  "Guten Tag,\n\nwir haben uns für das Gartenhaus aus Zedernholz entschieden (das Modell 3 x 2,4 m). Wann könnten Sie es liefern und aufbauen? Wir hätten es gern vor dem 21. Juni fertig, da feiern wir ein Gartenfest.\n\nViele Grüße\nJanet Ohlig\nAm Lindenhof 3, Husum");
clear("207", "polite-email", ctx("EUR", 95_000), bid(78_000),
  "Sehr geehrter Herr Fennert,\n\nvielen Dank, dass ich mir am Donnerstag das Jugendstil-Buffet ansehen durfte. Ich biete 820 € (Entschuldigung, Tippfehler: gemeint sind 780 €; eine Schubladenführung ist gebrochen und muss zum Schreiner).\n\nMit freundlichen Grüßen\nPeter Adam");
unclear("208", "polite-email", ctx("EUR", 180_000, 150_000), "eine Zusage, die noch auf die Genehmigung des Vereinsvorstands wartet",
  "Liebe Frau Fink,\n\ndanke für das überarbeitete Angebot für das geführte Wanderwochenende im Allgäu. Ich persönlich würde sofort zusagen, aber Ausgaben in dieser Höhe muss unser Vereinsvorstand genehmigen, und der tagt erst am Dienstag, den 14.\n\nViele Grüße\nGerhard Thal\nSchriftführer, Alpenverein Sektion Kempten");
clear("209", "polite-email", ctx("EUR", 2_600, null, 12), total(2_200),
  "Sehr geehrte Damen und Herren,\n\nunser Streuobstverein möchte 12 wurzelnackte Apfelbäume (gemischte alte Sorten) für die Pflanzung am 22. November bestellen. Wir bieten 264 € für alle zwölf und holen sie in der Baumschule ab. Unsere Bestellnummer lautet 4471-B.\n\nMit freundlichen Grüßen\nDorothea Oelze\nStreuobstverein Gönningen e. V.\nTalstraße 9, 72770 Reutlingen\n07072 555 193");
clear("210", "polite-email", ctx("CHF", 68_000), ask("warranty"),
  "Grüezi\n\nWir interessieren uns für den revidierten Holzofen für unser Ferienhäuschen. Gibt es darauf eine Garantie, und wäre ein Sprung im Türglas gedeckt?\n\nFreundliche Grüsse\nIris Pfister");
clear("211", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT,
  "Lieber Herr Dorn,\n\n2.600 € für die Woche im Ferienhaus am Plöner See passen uns, betrachten Sie es als gebucht. Die Anzahlung überweisen wir heute Abend.\n\nViele Grüße\nMeike Parr");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Sehr geehrtes Hospitality-Team,\n\nvielen Dank für das Angebot für die Loge beim Länderspiel. Leider kommen bei unseren Mandanten nicht genug Zusagen zusammen, daher verzichten wir in dieser Saison.\n\nMit freundlichen Grüßen\nRainer Ebert\nEbert & Roos Steuerberatung");
clear("213", "polite-email", ctx("EUR", 1_450), ask("returns"),
  "Hallo,\n\nunser Strickkreis will eine größere Menge Ihrer handgefärbten Aran-Wolle bestellen. Falls Stränge aus verschiedenen Färbepartien nicht zusammenpassen: Können wir die ungeöffneten zurückschicken?\n\nVielen Dank\nBerta Koch\nStrickkreis am Dienstag");
clear("214", "polite-email", ctx("EUR", 180_000), percentOff(162_000, 10),
  "Sehr geehrte Familie Blohm,\n\nwir hatten auch dieses Jahr eine wunderbare Zeit auf Ihrem Platz und möchten unseren Dauerstellplatz für die nächste Saison wieder buchen. Da es unser drittes Jahr bei Ihnen ist: Wären 10 % Nachlass auf die Saisonmiete möglich?\n\nFreundliche Grüße\nDieter und Linda Harms");
clear("215", "polite-email", ctx("EUR", 64_000), ask("shipping"),
  "Sehr geehrte Frau Kastner,\n\nmir gefällt die Seemannskiste aus Kampferholz in Ihrem Katalog sehr. Was würde der Transport nach Flensburg zusätzlich zum Preis kosten?\n\nMit freundlichen Grüßen\nAlexander Mohr");
unclear("216", "polite-email", ctx("EUR", 95_000), "zwei Preise für zwei Varianten der Tour: welcher ist das Gebot?",
  "Hallo,\n\nwir planen im Mai eine Rundreise durch den Westen Irlands. Für die 3-Tage-Tour, wie sie ist, wären 600 € für uns drin, oder 900 €, wenn die Bootsfahrt zu den Aran-Inseln dazukommt. Was meinen Sie?\n\nBeste Grüße\nHelga und Bernd Schuh");
clear("217", "polite-email", ctx("EUR", 30_000), bid(24_000),
  "Hallo Kerstin,\n\nfür Lilis Ponygeburtstag am Samstag, 6. September (zwei Ponys, etwa zwei Stunden, zehn Kinder), können wir 240 € anbieten.\n\nVielen Dank!\nBecky Marx");
clear("218", "polite-email", ctx("EUR", 45_000, 39_000), ACCEPT,
  "Liebes Team von Lerchenballon,\n\nja, gern: Wir nehmen die Ballonfahrt bei Sonnenaufgang für zwei Personen zu Ihrem Preis. Es ist eine Überraschung zum Geburtstag meines Mannes, schicken Sie den Gutschein also bitte an mich und nicht an ihn!\n\nVielen Dank\nJohanna Reiter");

// ---- agent ----
clear("301", "agent", ctx("EUR", 195_000), words(160_000, "eintausendsechshundert"), "Ich bin ein KI-Buchungsassistent und handle für Familie Hartmann. Für eine Woche Hausboot-Miete auf der Mecklenburgischen Seenplatte im Oktober, Abfahrt ab Ihrer Basis in Rheinsberg, bietet meine Auftraggeberin eintausendsechshundert Euro.");
clear("302", "agent", ctx("EUR", 840_000), ask("rounds-left"), "Bevor mein Auftraggeber über den restaurierten Zirkuswagen entscheidet: Bitte bestätigen Sie, wie viele Angebotsrunden uns noch offenstehen.");
clear("303", "agent", ctx("EUR", 75_000), bid(60_000), "Marktcheck, gebrauchtes Skitouren-Set (Ski, Bindung und Felle, 170–180 cm):\n• Inserat A: 580 €\n• Inserat B: 640 €\n• Inserat C: 700 €\n• Inserat D: 660 €\nMedian der Angebotspreise: 650 €. Wegen der zerkratzten Oberflächen bietet mein Mandant 600 €.");
clear("304", "agent", ctx("EUR", 620_000, 500_000), minus(470_000, 30_000, "last-bid"), "Nach Prüfung der Zapfwellenleistung ihres Traktors muss meine Auftraggeberin unser bisheriges Angebot von 5.000 € für die Forstseilwinde um 300 € senken.");
clear("305", "agent", ctx("EUR", 680_000, 600_000), ACCEPT, "Bestätigt im Namen des Seniorenclubs Bad Tölz: Die Busreise durch die schottischen Highlands wird zu Ihrem aktuellen Angebot angenommen. Bitte senden Sie Buchungsbestätigung und Rechnung an die Kassenwartin des Clubs.");
clear("306", "agent", ctx("EUR", 6_200, null, 20), total(5_500), "Einkaufsagent für Wiesenblüte Landschaftsbau (Kassel).\nBestellung: 20 kg heimische Wildblumen-Saatmischung\n- Preisvorschlag: 1.100 € für die gesamten 20 kg\n- Aussaatfenster: September\n- Zahlung: 30 Tage nach Rechnung");
clear("307", "agent", ctx("EUR", 45_000), ask("discount"), "Mein Auftraggeber leitet eine Pfadfindergruppe mit zwölf Kindern. Gibt es für die geführte Höhlentour einen ermäßigten Tarif für Jugendgruppen?");
clear("308", "agent", ctx("EUR", 250_000), percentOff(220_000, 12), "Meine Mandantin hat Ihr Angebot für die sechstägige Wildtier-Fotoreise in den Hohen Tauern geprüft und schlägt einen Preis 12 % darunter vor, da sie mehr als sechs Monate im Voraus bucht.");
unclear("309", "agent", ctx("EUR", 450_000), "ein Urlaubsbudget samt Flügen, kein Gebot für die Villa", "Das Gesamtbudget meines Auftraggebers für den Sommerurlaub der Familie liegt bei 6.000 €, Flüge inklusive. Einen Betrag für die Villa nenne ich, sobald die Flugpreise feststehen.");
clear("310", "agent", ctx("EUR", 520_000), bid(420_000), "Angebot für den gebrauchten Holzhäcksler:\n```json\n{\"artikel\": \"Holzhäcksler\", \"modell\": \"TW 160\", \"baujahr\": 2019, \"betriebsstunden\": 410, \"angebot_eur\": 4200, \"abholung\": \"Käufer\"}\n```");
clear("311", "agent", ctx("CHF", 340_000, 280_000), WITHDRAW, "Im Auftrag meiner Mandantin: Sie hat sich entschieden, die beiden Alpakas nicht zu kaufen, und zieht sich aus dieser Verhandlung zurück. Besten Dank für Ihre Zeit.");
clear("312", "agent", ctx("EUR", 180_000, 140_000), plus(155_000, 15_000), "Angesichts der von Ihnen belegten Provenienz hat mein Auftraggeber eine Erhöhung unseres vorherigen Angebots für den Biedermeier-Sekretär um 150 € freigegeben.");
clear("313", "agent", ctx("EUR", 920_000), ask("delivery"), "Zum Blockhaus-Bausatz: Wann könnten Sie frühestens auf die Baustelle liefern? Die Zufahrt ist ein Feldweg, für einen Solo-Lkw geeignet, nicht aber für einen Sattelzug.");
clear("314", "agent", ctx("EUR", 340_000), minus(320_000, 20_000), "Meine Auftraggeberin möchte die Jagdhütte für die Frühjahrsklausur ihres Teams mieten. Da der Termin in Ihre Nebensaison fällt, schlägt sie Ihren Angebotspreis abzüglich 200 € vor.");
unclear("315", "agent", ctx("EUR", 260_000), "zwei Preise, unentschieden, bis sie die Skulptur gesehen hat", "Meine Auftraggeberin schwankt zwischen 2.100 € und 2.400 € für die Hasenskulptur aus Bronze und hat mich gebeten abzuwarten, bis sie sie selbst gesehen hat.");
clear("316", "agent", ctx("EUR", 190_000, 150_000), ask("standing-offer"), "Für unsere Unterlagen zur zweitägigen Husky-Tour in Lappland: Nennen Sie bitte noch einmal den Preis, den Sie derzeit verlangen.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 45_000), bid(38_000), "*schaut auf die Ohrmarke von Los 47* Schafbock, 2 Jahre, 85 Kilo, und er lahmt ein bisschen vorne links. 380, und er kommt in meinen Hänger.");
clear("402", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*klappt den Deckel vom Picknickkorb zu* Abgemacht. Der kommt mit zum Picknick.");
unclear("403", "roleplay", ctx("EUR", 60_000, 40_000), "mehr als das letzte Gebot, aber kein Betrag", "*klopft aufs Barometerglas und schaut der Nadel zu* Ein bisserl könnt ich von meinem Gebot noch raufgehen. Aber nicht viel, gell.");
clear("404", "roleplay", ctx("EUR", 70_000, 50_000), middle(60_000), "*lehnt am Gatter und schaut dem Esel beim Grasen zu* Wissen Sie was: genau in der Mitte zwischen Ihrem Preis und meinem Gebot, dann ist er verkauft.");
clear("405", "roleplay", ctx("EUR", 4_500), ask("negotiable"), "*wiegt die geschnitzte Lockente in der Hand* Ganz schön viel Holz. Ist das auf dem Schild der Preis oder nur der Anfang?");
clear("406", "roleplay", ctx("EUR", 9_500), bid(6_500), "*zählt Scheine auf den Tapeziertisch* 70 fürs Emailschild... *zählt nochmal* nein, 65. Mehr hab ich nicht dabei.");
clear("407", "roleplay", ctx("EUR", 5_000), words(3_500, "fünfunddreißig"), "*hält den handgedrehten Krug ins Licht* Haarriss am Henkel. Fünfunddreißig, und ich trag ihn selber weg.");
clear("408", "roleplay", ctx("EUR", 48_000, 30_000), WITHDRAW, "*reicht die Messing-Reiseuhr mit beiden Händen zurück* Das ist mir zu hoch. Schönen Tag noch, der Herr.");
clear("409", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*dreht den Melkschemel um und stochert in den Wurmlöchern* Zwanzig Prozent runter wegen dem Holzwurm, und er gehört mir.");
unclear("410", "roleplay", ctx("EUR", 30_000), "eine Zahl, laut überlegt, und erst überschlafen: noch kein Gebot", "*tritt einen Schritt vom Aquarell mit dem Hafen zurück* Überm Kamin könnt ich's mir für 200 vorstellen, vielleicht. Lassen Sie mich das überschlafen, ich komm morgen wieder.");
clear("411", "roleplay", ctx("EUR", 90_000, 70_000), plus(75_000, 5_000), "*krault die Dexter-Färse hinterm Ohr* Na gut, ich leg noch fünfzig auf mein Gebot drauf.");
clear("412", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*klopft auf die alte Milchkanne* Abgemacht, die gehört mir. Können Sie sie hinterm Stand lassen, bis ich das Auto hole?");
clear("413", "roleplay", ctx("EUR", 8_500), ask("payment"), "*hebt das Schaffell an und klopft alle Taschen ab* Nehmen Sie Karte, oder gibt's im Dorf einen Geldautomaten?");
clear("414", "roleplay", ctx("EUR", 6_500, 4_000), WITHDRAW, "*lehnt den Haselflechtzaun wieder an den Pfosten* Nicht für das Geld. Ich schau am nächsten Stand.");
unclear("415", "roleplay", ctx("EUR", 9_000), "zwei Preise, unentschieden", "*dreht die bemalte Kanne im Licht* 60? Oder 70? Ach, ich kann mich nicht entscheiden.");
clear("416", "roleplay", ctx("EUR", 16_000), bid(12_000), "*rollt den Loden auf dem Ladentisch aus* Da ist ein Mottenloch an der Webkante. 120 für das Stück.");

export const FRESH16_DE = done();

/**
 * TWENTY-THIRD set, German (Germany, Austria, Switzerland; see fresh23/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Auto und
 * Motorrad, Energie und Wohnen, bought by households, Vermieter, small Fuhrparks and Hausverwaltungen.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a house number and a phone
 * number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh23In } from "./build";

const { clear, unclear, done } = fresh23In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 210_000), bid(175_000), "Würden Sie die CB125F von 2019 mit 13.500 km für 1.750 € abgeben? Abholung am Wochenende.");
clear("002", "terse", ctx("EUR", 85_000), ask("shipping"), "Ist beim überholten Getriebe der Versand dabei, oder kommt die Spedition extra?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "15 % Rabatt auf den Kupplungswechsel beim Astra, dann machen wir einen Termin.");
clear("004", "terse", ctx("EUR", 125_000, 115_000), WITHDRAW, "Tut uns leid, wir nehmen die Dreizimmerwohnung doch nicht – wir haben was näher an der Schule der Kinder gefunden. Danke für die Besichtigung.");
clear("005", "terse", ctx("EUR", 64_900), words(55_000, "fünfhundertfünfzig"), "Würden Sie fünfhundertfünfzig für die abnehmbare Anhängerkupplung mit 13-poligem E-Satz machen, montiert?");
clear("006", "terse", ctx("EUR", 18_900, 16_000), ACCEPT, "Na gut, dann schließen wir den Wartungsvertrag für die Therme zu dem Preis ab.");
unclear("007", "terse", ctx("EUR", 34_000), "eine Spanne für das Ausbeulen, kein Preis", "so zwischen 250 und 300 € für die Delle in der Fahrertür, ohne Lackieren?");
clear("008", "terse", ctx("EUR", 240_000), minus(210_000, 30_000), "300 € runter von der Kerndämmung, dann machen wir einen Termin aus.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "kann ich beim zahnriemenwechsel die hälfte jetzt zahlen und den rest bei abholung");
clear("010", "terse", ctx("EUR", 44_900), bid(38_000), "420 € – nee, Moment: 380 € fürs smarte Thermostat inkl. Montage.");
clear("011", "terse", ctx("EUR", 45_000, 35_000), WITHDRAW, "taubenschutzgitter unter der pv lassen wir, das zahl ich nicht");
clear("012", "terse", ctx("CHF", 95_000, 85_000), plus(87_500, 2_500), "Ich lege 25 Franken pro Monat auf mein Angebot für das Studio über der Bäckerei drauf. Mehr liegt nicht drin.");
clear("013", "terse", ctx("EUR", 6_500, 5_500), ACCEPT, "65 € pro Endreinigung – passt, tragen Sie uns für die ganze Saison ein.");
clear("014", "terse", ctx("EUR", 69_900), ask("returns"), "Wenn die Powerstation kann meine Kühlschrank im Bus nicht betreiben, ich kann in 14 Tage zurückschicken?");
unclear("015", "terse", ctx("EUR", 135_000), "ein Gebot, das nur gilt, wenn das Hochnehmen und Wiederverlegen der Dielen dabei ist", "1.100 € fürs Dämmen der obersten Geschossdecke – wenn das Hochnehmen und Wiederverlegen der Dielen mit drin ist.");
clear("016", "terse", ctx("EUR", 9_500), bid(7_500), "Klimaservice am Golf, Kennzeichen M-KX 1942, Sa 9 Uhr, Mühlweg 14, 80331 München – 75 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 105_000), bid(85_000), "hi würdet ihr den roller für 850 hergeben? is für meinen sohn für die berufsschule, anschauen geht jeden abend, meine nr 0176 23415987 🛵");
clear("102", "chat", ctx("EUR", 420_000), ask("delivery"), "wie schnell könnt ihr den stromspeicher nachrüsten? unser ganzer pv strom geht grad ins netz 😩");
clear("103", "chat", ctx("EUR", 12_000, 9_500), ACCEPT, "JAAA machen wir!! das auto sieht innen aus wie sau nach den kids 🙈🚗 danke");
clear("104", "chat", ctx("EUR", 36_000), words(30_000, "dreihundert Mäuse"), "macht ihr die felgenaufbereitung für dreihundert Mäuse? alle 4, hab sie beim einparken lernen alle angeschrammt lol");
unclear("105", "chat", ctx("EUR", 195_000), "Sarkasmus über die Miete, weder Gebot noch Zusage", "1.950 € kalt für ne einzimmerwohnung ohne stellplatz?? is da ein butler mit dabei oder wie 😂");
clear("106", "chat", ctx("EUR", 185_000), ask("warranty"), "wie lang is die garantie auf den neuen warmwasserspeicher? der alte hat nur 8 jahre gehalten 🙄");
clear("107", "chat", ctx("EUR", 21_000, null, 4), total(18_000), "macht ihr 720 für alle 4 heizkörper tauschen? die alten rosten unten schon durch");
clear("108", "chat", ctx("EUR", 380_000, 320_000), WITHDRAW, "wir machen die einfahrt doch nicht, sorry – der bautrupp vom nachbarn macht unsere gleich mit. danke fürs vorbeikommen trotzdem");
clear("109", "chat", ctx("EUR", 32_000), ask("negotiable"), "is der preis fürn solar-heizstab mit einbau fix oder geht da noch was?");
clear("110", "chat", ctx("CHF", 138_000, 106_000), middle(122_000), "chömed mer üs in dr mitti entgäge bim uspuff mit kat? denn simmer parat 👍");
clear("111", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "ok macht die heizungsspülung 👍 kann euer monteur gleich in der früh kommen? ich muss um halb sieben los");
unclear("112", "chat", ctx("EUR", 26_000), "der Preis einer anderen Werkstatt für die Bremsen, kein Gebot", "die werkstatt bei uns im ort macht beläge und scheiben für 180, nur so");
clear("113", "chat", ctx("EUR", 9_500), ask("standing-offer"), "sorry was war nochmal eure monatliche gebühr für die mietverwaltung? meine schwester fragt und ich find die mail nicht");
clear("114", "chat", ctx("EUR", 21_500), minus(17_500, 4_000), "wenn ihr den ersatzschlüssel 40 € billiger macht sind wir im geschäft, der andere is in nen gully gefallen 🤦");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "den e-check lass ich erstmal, ein kumpel is elektriker und macht das. trotzdem danke");
clear("116", "chat", ctx("EUR", 8_500), ask("discount"), "gibt ihr rabatt wenn ich die gasprüfung für meine 3 wohnung am gleichen tag mache?");
clear("117", "chat", ctx("EUR", 315_000), bid(260_000), "würdet ihr das neue verdeck am MX-5 für 2.600 € machen? kann ihn montag früh vorbeibringen");
unclear("118", "chat", ctx("EUR", 26_000), "'so für ... rum' um einen Betrag, kein festes Gebot", "könntet ihr den alten gasofen rausmachen und die leitung verschließen, so für 200 rum? das ding is hässlich 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 65_000), ask("delivery"),
  "Sehr geehrter Herr Hartmann,\n\nvielen Dank für Ihr Angebot zur Erneuerung des Zählerschranks. Wir bekommen die Schlüssel für das Haus am 28. März und möchten das vor dem Einzug erledigt haben. Wie schnell danach könnten Sie den Einbau machen?\n\nMit freundlichen Grüßen\nAmira Hussein");
clear("202", "polite-email", ctx("EUR", 14_900, null, 9), bid(12_500),
  "Sehr geehrte Frau Kerner,\n\nwir möchten unsere 9 Transporter mit GPS-Ortungsgeräten ausstatten lassen (Kennzeichenliste anbei). Wir können 125 € pro Gerät inklusive Einbau zahlen. Unsere Bestellnummer lautet 6152.\n\nMit freundlichen Grüßen\nDaniel Pieper, Fuhrparkleitung\nPieper Haustechnik GmbH, Kanalstraße 4, 44147 Dortmund\nTel. 0231 4960728");
clear("203", "polite-email", ctx("EUR", 125_000, 105_000), ACCEPT,
  "Sehr geehrte Frau Dr. Adebayo,\n\nvielen Dank für Ihr Mandatsangebot zur Prüfung des Kaufvertrags für die Wohnung im Obstgartenweg 7. Wir beauftragen Sie gern zu dem darin genannten Honorar. Bitte rufen Sie mich unter 0171 5530962 an, um die nächsten Schritte zu besprechen.\n\nMit freundlichen Grüßen\nThomas Wittke");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(85_500, 5),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihr Angebot, einen Mieter für meine Wohnung in der Viktoriastraße zu finden. Als privater Vermieter mit nur einer Wohnung möchte ich Sie um 5 % Nachlass auf Ihre Vermittlungsprovision bitten.\n\nMit freundlichen Grüßen\nMarkus Reiter");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Sehr geehrter Herr Osei,\n\nwir überlegen, im Bad eine elektrische Fußbodenheizung verlegen zu lassen. Falls wir das machen: Könnten wir jetzt eine Anzahlung leisten und den Rest nach Fertigstellung zahlen, und wie hoch müsste die Anzahlung sein?\n\nViele Grüße\nClaudia Dünnebier");
clear("206", "polite-email", ctx("EUR", 980_000, 850_000), WITHDRAW,
  "Sehr geehrter Herr Lohmann,\n\nvielen Dank für Ihre Zeit und das ausführliche Angebot für den Umbau unserer Garage. Wir haben uns entschieden, umzuziehen statt umzubauen, und werden den Auftrag daher nicht erteilen. Nochmals vielen Dank.\n\nMit freundlichen Grüßen\nPriya und Sebastian Kaur");
clear("207", "polite-email", ctx("EUR", 7_500, null, 12), total(6_500),
  "Hallo Herr Gerlach,\n\nnach dem Sturm müssen hinten im Garten zwölf Zaunelemente ersetzt werden. Wären 780 € für alle zwölf, montiert, in Ordnung?\n\nDanke und Gruß\nJohanna Merz");
clear("208", "polite-email", ctx("EUR", 640_000), ask("warranty"),
  "Sehr geehrte Frau Bäcker,\n\nvielen Dank für das Aufmaß für die neuen Fenster. Wie viele Jahre Garantie geben Sie auf die Isolierverglasung, und gilt die auch für Rahmen und Beschläge?\n\nMit freundlichen Grüßen\nDieter Vogel");
clear("209", "polite-email", ctx("EUR", 340_000), bid(275_000),
  "Sehr geehrter Herr Kammer,\n\nfür das Holz-Carport auf unserer vorhandenen Bodenplatte möchte ich Ihnen 2.950 € anbieten. Entschuldigung, die Zahl ist falsch: Unser Angebot lautet 2.750 €.\n\nMit freundlichen Grüßen\nHelene Preuß");
clear("210", "polite-email", ctx("EUR", 14_000, 12_000), ACCEPT,
  "Hallo Frau Lutz,\n\n140 € für das Übergabeprotokoll beim Einzug in der Hafenstraße passen uns. Die Schlüssel liegen ab Donnerstag in unserem Büro.\n\nDanke und Gruß\nMarkus Hagen\nHafen Immobilien");
clear("211", "polite-email", ctx("EUR", 89_000), ask("returns"),
  "Guten Tag,\n\nwir haben die Infrarotheizungen für die beiden hinteren Schlafzimmer bestellt. Sollten sie die Räume nicht richtig warm bekommen: Wie ist das mit der Rückgabe unbenutzter Paneele, und wie lange hätten wir dafür Zeit?\n\nFreundliche Grüße\nGwen Ellers\n\n> Am 04.10. schrieb WärmeWand GmbH:\n> Ihre Heizpaneele (Auftrag 31884) werden innerhalb von 5 Werktagen versandt.");
unclear("212", "polite-email", ctx("EUR", 230_000), "ein Preis, der noch auf die Zustimmung der Eigentümerversammlung wartet",
  "Sehr geehrter Herr Kaiser,\n\nvielen Dank für das Angebot zur neuen Gegensprechanlage im Haus Buchenhof. Die Eigentümerversammlung tagt am Dienstag; wenn sie zustimmt, lägen wir bei 1.850 €.\n\nMit freundlichen Grüßen\nMargarete Hahn\nVerwaltungsbeirat, WEG Buchenhof");
clear("213", "polite-email", ctx("EUR", 148_000), words(120_000, "eintausendzweihundert Euro"),
  "Sehr geehrter Herr Quast,\n\nvielen Dank, dass Sie sich unsere Kastenfenster angesehen haben. Für das Abdichten aller sechs Fenster laut Angebot möchte ich Ihnen eintausendzweihundert Euro anbieten.\n\nMit freundlichen Grüßen\nAnna Marschall");
clear("214", "polite-email", ctx("EUR", 87_500, 82_500), WITHDRAW,
  "Sehr geehrte Frau Fendt,\n\nvielen Dank, dass Sie die Zweizimmerwohnung in der Mühlenstraße für uns reserviert haben. Die Versetzung meines Partners hat sich zerschlagen, daher nehmen wir die Wohnung nun doch nicht.\n\nMit freundlichen Grüßen\nRobert Gallus\n\n> Am 09.09.2026 um 11:20 schrieb Katja Fendt:\n> Wir halten die Wohnung bis Freitag für Sie frei. Die Kaltmiete beträgt 875 € im Monat, die Kaution drei Kaltmieten.");
clear("215", "polite-email", ctx("CHF", 260_000), ask("shipping"),
  "Guten Tag\n\nSie haben uns drei Speicheröfen offeriert. Liefern Sie die bis nach Sedrun ins Haus, und was verrechnen Sie dafür – oder ist das im Preis schon drin?\n\nFreundliche Grüsse\nIvan Caviezel");
clear("216", "polite-email", ctx("EUR", 56_000), bid(45_000),
  "Sehr geehrter Herr Dörr,\n\nich brauche einen Transport meines Autos auf dem Autotransporter von Flensburg nach Freiburg am Donnerstag, 12. Juni, Abholung zwischen 08:00 und 10:00 Uhr. Ich kann 450 € anbieten.\n\nMit freundlichen Grüßen\nFiona Grahl");
unclear("217", "polite-email", ctx("EUR", 210_000), "zwei Preise für zwei Tankgrößen, keine Wahl getroffen",
  "Sehr geehrter Herr Roth,\n\nbeim neuen doppelwandigen Öltank schwanken wir zwischen dem 1.000-Liter-Tank für 1.650 € und dem 1.500-Liter-Tank für 1.900 €. Welche Größe es wird, sagen wir Ihnen, sobald wir den Tankraum nochmal ausgemessen haben.\n\nViele Grüße\nWilli und Carola Huber");
clear("218", "polite-email", ctx("EUR", 34_000, 29_000), ACCEPT,
  "Sehr geehrter Herr Pohl,\n\nSie können die Bodentreppe mit der gedämmten Luke wie angeboten einbauen. Müssen wir den Flur vorher für Ihren Monteur freiräumen?\n\nVielen Dank\nRuth Kolbe");

// ---- agent ----
clear("301", "agent", ctx("EUR", 145_000, 130_000), ask("rounds-left"),
  "Ich bin ein KI-Agent und verhandle für meinen Nutzer über einen Mietvertrag mit zwölf Monaten Mindestlaufzeit für die Dreizimmerwohnung im Quartier am Fluss. Wie viele Angebotsrunden sind Sie noch bereit zu drehen, bevor Sie die Miete festlegen?");
clear("302", "agent", ctx("EUR", 999_500), bid(925_000),
  "Marktcheck für den Kauf von Frau Thurner: Renault Zoe 52 kWh, Baujahr 2020, mit Batteriezertifikat ab 88 % SoH – diesen Monat drei Inserate zu 9.200 €, 9.650 € und 9.900 €. Ihr Preis: 9.995 €. Unser Angebot: 9.250 €.");
clear("303", "agent", ctx("EUR", 890_000), words(750_000, "siebentausendfünfhundert Euro"),
  "Frau Harder hat mich gebeten, den Preis für den Ausbau ihres Transit Custom zum Camper festzumachen (Dämmung, Schlafbank, Aufbaubatterie und Zweiflammenkocher wie besprochen). Sie ist bereit, siebentausendfünfhundert Euro zu zahlen.");
unclear("304", "agent", ctx("EUR", 420_000), "ein Budget mit der Bitte um ein Angebot, kein Gebot",
  "Herr Chaudhry, ein Vermieter, für den ich tätig bin, hat 3.500 € eingeplant, um seine Wohnung energetisch auf Effizienzklasse C zu bringen – Dämmung und Heizungssteuerung zusammen. Was könnten Sie dafür machen?");
clear("305", "agent", ctx("EUR", 645_000, 590_000), minus(565_000, 25_000, "last-bid"),
  "Hier der Assistent von Herrn Okafor. Der Gebrauchtwagencheck beim Focus von 2016 hat zwei abgefahrene Hinterreifen ergeben; wir gehen mit unserem vorherigen Angebot deshalb um 250 € runter.");
clear("306", "agent", ctx("EUR", 24_000), ask("discount"),
  "Ich kümmere mich um die Fahrzeugwartung eines kleinen Elektrobetriebs mit fünf Transportern. Gibt es einen günstigeren Preis pro Fahrzeug, wenn alle fünf jedes Jahr bei Ihnen zur Inspektion kommen?");
clear("307", "agent", ctx("EUR", 680_000), percentOff(612_000, 10),
  "Im Namen von Frau Lindner: Wir möchten die komplette Erneuerung der Elektrik in ihrer Doppelhaushälfte zu 10 % unter Ihrem Angebotspreis beauftragen. Bitte geben Sie mir Bescheid, ob Sie einverstanden sind.");
clear("308", "agent", ctx("EUR", 35_000, 30_000), ACCEPT,
  "Frau Adler hat Ihre Monatspauschale für Schlüsselverwaltung und Gästeempfang in ihrer Ferienwohnung freigegeben; wir machen es also so. Könnten Sie den Dienstleistungsvertrag zur Unterschrift schicken?");
clear("309", "agent", ctx("EUR", 8_500, null, 6), total(7_000),
  "Einkauf im Auftrag eines Vermieters: Seine WG mit sechs Zimmern braucht sechs vernetzte Rauch- und Hitzewarnmelder mit Festanschluss, montiert. Ihr Angebot gilt pro Melder; wir bieten 420 € für alle sechs, montiert.");
clear("310", "agent", ctx("EUR", 945_000, 860_000), plus(875_000, 15_000),
  "Mein Mandant hat Ihr Gegenangebot geprüft und erhöht sein vorheriges Angebot für den Yaris Hybrid von 2018 um 150 €; sein Corsa geht wie bewertet in Zahlung.");
clear("311", "agent", ctx("EUR", 175_000), ask("delivery"),
  "Die Hausverwaltung Castell hat mich gebeten, Innenvorsatzfenster für den Erker in der Albrechtstraße 22 zu organisieren. Der neue Mieter zieht am 1. Oktober ein – wie schnell könnten Sie einbauen?");
clear("312", "agent", ctx("EUR", 48_900, 42_000), WITHDRAW,
  "Danke für das Leasingangebot für den Elektrotransporter. Mein Nutzer fährt die Diesel-Transporter noch ein Jahr weiter, daher belassen wir es dabei.");
clear("313", "agent", ctx("EUR", 16_500, null, 7), bid(14_000),
  "Bestellvorschlag für Taxi Nordstern (JSON):\n{\"artikel\": \"Dashcam vorne und hinten, fest verbaut\", \"fahrzeuge\": 7, \"speicherkarte_gb\": 128, \"einbau_plz\": \"24103\", \"angebot_pro_fahrzeug_eur\": 140}");
unclear("314", "agent", ctx("EUR", 125_000), "zwei Monatsmieten für zwei Laufzeiten, die Nutzerin hat nicht gewählt",
  "Für die Vierzimmerwohnung in der Ahornstraße sind noch zwei Varianten offen: 1.150 € kalt bei zwölf Monaten Mindestlaufzeit oder 1.100 € bei 24 Monaten. Meine Nutzerin hat sich noch nicht entschieden; ich gebe Bescheid, sobald sie gewählt hat.");
clear("315", "agent", ctx("EUR", 690_000), minus(650_000, 40_000),
  "Herr und Frau Beyer möchten das WDVS an der Giebelwand, verputzt wie ausgeschrieben, für 400 € weniger als Ihr Angebot ausführen lassen.");
clear("316", "agent", ctx("EUR", 17_900), ask("standing-offer"),
  "Was verlangen Sie derzeit für einen Gebrauchtwagencheck vor dem Kauf? Mein Nutzer schaut sich einen gebrauchten Transit von privat an, und ich hätte gern Ihre Zahl, bevor ich dem Verkäufer ein Angebot mache.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "vierzig"), "*dreht den Solex-Vergaser in den Händen* Ich geb Ihnen vierzig dafür.");
unclear("402", "roleplay", ctx("EUR", 240_000), "'auf halbem Weg entgegenkommen' ohne ein früheres Gebot", "*schwingt ein Bein über die Trial-Maschine* Na los, wir kommen uns auf halbem Weg entgegen, oder?");
clear("403", "roleplay", ctx("EUR", 110_000, 100_000), ACCEPT, "*schaut vom Erker hinunter auf den Park* Abgemacht. Wir nehmen die Wohnung zur angegebenen Miete.");
clear("404", "roleplay", ctx("EUR", 12_000), bid(9_000), "*wühlt in der Kiste an Stand 14* Die 2 Chromstoßstangen – die sind doch von einem 72er Käfer, oder? Ich geb Ihnen 90 € für beide.");
clear("405", "roleplay", ctx("EUR", 28_000, 22_000), WITHDRAW, "*stellt den alten Spülstein zurück auf die Palette* Schön ist er ja. Aber das ist er mir nicht wert – trotzdem danke.");
clear("406", "roleplay", ctx("EUR", 26_000, 18_000), plus(19_000, 1_000), "*horcht auf den Leerlauf der alten C90* Also schön, ich leg zehn Euro auf meine 180 drauf. Mehr nicht.");
clear("407", "roleplay", ctx("EUR", 65_000), ask("negotiable"), "*tritt gegen einen Reifen des Kastenanhängers* Steht der Preis, oder bewegen Sie sich da noch?");
clear("408", "roleplay", ctx("EUR", 740_000, 660_000), middle(700_000), "*trommelt auf den Schreibtisch des Verkäufers* Gut. Dann eben die Mitte zwischen Ihrem Preis und meinem.");
unclear("409", "roleplay", ctx("EUR", 230_000), "eine Zahl vor sich hin überlegt, bevor er nachdenken geht, kein Gebot", "*geht langsam um den alten Saab auf dem Hof* Hm. 1.800... ich hol mir erst mal einen Kaffee und überleg.");
clear("410", "roleplay", ctx("EUR", 7_500), bid(4_500), "*zählt die Scheine im Geldbeutel* 60 € für die zwei Nebelscheinwerfer – nein, warten Sie – 45 €.");
clear("411", "roleplay", ctx("EUR", 150_000, 120_000), ACCEPT, "*schlägt über der Motorhaube des Mini-Projekts ein* Abgemacht. Kann er bis Sonntag in Ihrer Einfahrt stehen, bis ich mir einen Anhänger leihe?");
clear("412", "roleplay", ctx("EUR", 30_000), percentOff(24_000, 20), "*klopft auf den alten Gussheizkörper* Zwanzig Prozent runter, und ich lad ihn gleich ein.");
clear("413", "roleplay", ctx("EUR", 795_000, 700_000), WITHDRAW, "*wirft die Schlüssel zurück auf den Tisch* Vergessen Sie's.");
clear("414", "roleplay", ctx("EUR", 680_000), ask("payment"), "*blättert in den Fahrzeugpapieren des Defender* Die Hälfte jetzt per Überweisung, den Rest bar bei Abholung – ginge das?");
clear("415", "roleplay", ctx("EUR", 40_000), bid(28_000), "*fährt mit der Hand über die alte Eichenhaustür* 280 €, und ich trag sie selbst zum Bus.");
unclear("416", "roleplay", ctx("EUR", 520_000, 460_000), "'ein kleines bisschen mehr als mein letztes Gebot' ohne Betrag", "*hockt sich hin und schaut auf den Rost an den Schwellern* Ein kleines bisschen leg ich auf mein letztes Gebot noch drauf, viel ist da aber nicht mehr drin.");

export const FRESH23_DE = done();

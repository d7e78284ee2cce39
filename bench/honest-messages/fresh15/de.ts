/**
 * FIFTEENTH set, German (Germany, Austria, Switzerland; see fresh15/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: Lizenzen, eine Domain, Werbeplätze, Großmengen
 * (Rohkaffee, Fliesen, Pflanzkartoffeln), Hosting, Übersetzung, Webdesign, und Sammlerstücke vom Flohmarkt.
 *
 * Labels as in ../index.ts; corrections 009, 210, 406; acceptances restating the offer 013, 212.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh15In } from "./build";

const { clear, unclear, done } = fresh15In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 250_000), bid(180_000), "1.800 € für kaffeekanne.de, Zahlung über Treuhandservice noch diese Woche.");
clear("002", "terse", ctx("EUR", 90_000), words(75_000, "siebenhundertfünfzig"), "Siebenhundertfünfzig für den Mid-Roll-Spot, Folgen im März.");
clear("003", "terse", ctx("EUR", 180_000, 150_000), ACCEPT, "Passt. Die Jolle gehört mir, ich komm Sonntag mit dem Anhänger.");
clear("004", "terse", ctx("EUR", 850_000, 700_000), WITHDRAW, "Für die Triumph ist mir das zu viel. Ich steig aus, danke.");
clear("005", "terse", ctx("EUR", 120_000), ask("delivery"), "Können die Fliesenpaletten bis Donnerstag in einer Woche auf der Baustelle in Linz sein?");
clear("006", "terse", ctx("EUR", 340_000), minus(300_000, 40_000), "Der Messestand ist 400 € zu teuer. Gehen Sie um den Betrag runter, dann unterschreiben wir heute.");
clear("007", "terse", ctx("CHF", 150_000), percentOff(127_500, 15), "Ich nähme das Allen & Heath für 15 % unter Ihrem Preis, Abholung am Samstag.");
clear("008", "terse", ctx("EUR", 80_000), bid(65_000), "Prusa MK4 mit den 2 Spulen, 650 bar?");
clear("009", "terse", ctx("EUR", 160_000), bid(130_000), "1.400 für die Münzsammlung, ich meine 1.300 — hab vergessen, dass zwei Dukaten fehlen.");
clear("010", "terse", ctx("EUR", 210_000), ask("payment"), "Geht PayPal für die Solarmodule oder nur Überweisung?");
unclear("011", "terse", ctx("EUR", 85_000), "eine Spanne fürs Teleskop, kein einzelner Preis", "Ich dachte so an 600 bis 700 fürs Dobson.");
clear("012", "terse", ctx("EUR", 42_000, 30_000), plus(32_500, 2_500), "Glurak: Ich leg 25 € auf mein letztes Gebot drauf. Weiter geh ich nicht.");
clear("013", "terse", ctx("EUR", 32_000, 26_000), ACCEPT, "Dann 320. Die Plattenkiste gehört mir.");
unclear("014", "terse", ctx("EUR", 28_000), "ein Gebot unter der Bedingung, dass nur Elektronik auf der Palette ist", "200 für die Retourenpalette, falls wirklich nur Elektronik drauf ist.");
clear("015", "terse", ctx("EUR", 65_000), ask("returns"), "Gewächshausbausatz — kann man den originalverpackt zurückgeben? Weiß nicht, ob er aufs Grundstück passt.");
clear("016", "terse", ctx("CHF", 240_000, 180_000), WITHDRAW, "Wir bleiben dieses Jahr bei unserem bisherigen Hoster. Trotzdem merci.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 75_000), bid(58_000), "hey is der UCS falcon noch originalverpackt?? kann 580 machen, hol ihn morgen nach der arbeit");
clear("102", "chat", ctx("EUR", 26_000, 22_000), ACCEPT, "echt jetzt?? 😍 passt, deal, festival wir kommen 🎪 schick die ticketumschreibung wann du magst");
clear("103", "chat", ctx("EUR", 90_000, 60_000), WITHDRAW, "ich glaub ich lass das mit der drohne, is bisschen mehr als ich wollte. trotzdem danke");
clear("104", "chat", ctx("CHF", 30_000), ask("shipping"), "isch dä plattespieler nur zum abhole oder chasch en au schicke? bin z'chur 😅 was würd das choste");
clear("105", "chat", ctx("EUR", 42_000), words(30_000, "dreihundert"), "dreihundert für die EQ-montierung und ich hol sie samstag, passt?");
clear("106", "chat", ctx("EUR", 70_000), bid(52_000), "520 für die website mit 5 seiten? meine nummer is 0151 555 04 58 falls telefonieren einfacher is");
clear("107", "chat", ctx("EUR", 640_000, 500_000), middle(570_000), "treffen wir uns beim flipper in der mitte? 🤝 schiel schon seit wochen drauf");
clear("108", "chat", ctx("EUR", 90_000), ask("warranty"), "wie lang läuft die herstellergarantie vom wechselrichter noch? und geht die auf den neuen besitzer über");
unclear("109", "chat", ctx("EUR", 20_000), "Sarkasmus über den Preis: weder Gebot noch Zusage", "200 für ne geknickte holo 💀 der glaubt echt es is noch 1999");
unclear("110", "chat", ctx("EUR", 95_000), "ein anderswo gesehener Preis, kein Gebot", "hab letzte woche nen juno-106 auf kleinanzeigen für 780 weggehen sehen 🤷");
clear("111", "chat", ctx("EUR", 1_450, null, 150), ask("discount"), "150 shirts, ein logo, eine farbe — was is dein bester stückpreis bei der menge?");
clear("112", "chat", ctx("EUR", 14_500, null, 4), total(13_000), "4 wochenendtickets für 520 zusammen? wir fahren alle gemeinsam");
clear("113", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "na gut na gut, der okularkoffer gehört mir, schick mir deine iban 🙌");
clear("114", "chat", ctx("EUR", 30_000, 18_000), WITHDRAW, "nein danke, zu dem preis nicht.");
clear("115", "chat", ctx("EUR", 56_000), minus(50_000, 6_000), "das pedalboard für 60 weniger als inseriert? kann nach 18 uhr vorbeikommen");
clear("116", "chat", ctx("EUR", 880_000), ask("negotiable"), "geht beim preis vom kaffee-foodtruck noch was oder is der fix");
unclear("117", "chat", ctx("EUR", 55_000), "'so um die' eine Zahl, kein festes Gebot", "so um die 400 für die drum machine?");
clear("118", "chat", ctx("EUR", 120_000, 90_000), ask("standing-offer"), "sag nochmal was du fürs serverrack wolltest? bin am handy und find's nicht");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(455_000),
  "Sehr geehrter Herr Aschauer,\n\nes war eine Freude, am Samstag die Vespa Primavera von 1974 anzusehen — ein schönes Stück, auch wenn das Trittbrett geschweißt werden muss und sie seit drei Jahren nicht gelaufen ist. Mein Angebot liegt bei 4.550,00 €, den Anhänger bringe ich selbst mit.\n\nMit freundlichen Grüßen\nThomas Gruber\nLerchenfelder Straße 22, 1080 Wien\nTel. 0664 555 0738");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Liebe Frau Sommer,\n\ngute Nachrichten von uns: Die Gesellschafter haben Ihr überarbeitetes Angebot für die Website gelesen, und wir möchten damit loslegen. Schicken Sie uns den Vertrag, sobald er fertig ist.\n\nBeste Grüße\nDaniel Moser\nTischlerei Moser");
clear("203", "polite-email", ctx("EUR", 450_000, 360_000), WITHDRAW,
  "Sehr geehrtes Team des Ausstellerservice,\n\nvielen Dank, dass Sie den Eckstand für uns reserviert haben. Nach Prüfung unseres Messebudgets haben wir uns entschieden, doch nicht auszustellen; bitte geben Sie die Fläche wieder frei.\n\nMit Dank und freundlichen Grüßen\nFranziska Gall\nMarketing, Gall Outdoor GmbH");
clear("204", "polite-email", ctx("EUR", 8_400, null, 20), ask("delivery"),
  "Guten Tag,\n\nwir eröffnen ein kleines Feinkostgeschäft in Leipzig und möchten 20 Kartons Ihres Picual-Olivenöls nativ extra bestellen. Wann könnten Sie liefern? Eröffnung ist am 2. Juni, wir bräuchten die Ware in der Woche davor.\n\nVielen Dank\nAnna Reuter\nReuters Vorratskammer");
clear("205", "polite-email", ctx("EUR", 320_000), words(270_000, "zweitausendsiebenhundert"),
  "Sehr geehrte Frau Moreau,\n\nvielen Dank für die Probeseiten. Für die Übersetzung unseres 80-seitigen Betriebshandbuchs aus dem Englischen ins Deutsche können wir für den gesamten Auftrag zweitausendsiebenhundert Euro anbieten, eine Korrekturrunde inbegriffen.\n\nMit freundlichen Grüßen\nKlaus Dorn\nTechnische Dokumentation, Dorn Pumpen GmbH");
clear("206", "polite-email", ctx("EUR", 80_000), percentOff(72_000, 10),
  "Hallo Jessica,\n\ndanke für das Angebot zum Flyerdruck. Da wir ein gemeinnütziger Verein sind und im Frühjahr voraussichtlich nachbestellen: Wären 10 % Nachlass möglich?\n\nViele Grüße\nMaja Okonkwo\nVeranstaltungen, Tafel Neukölln e. V.");
clear("207", "polite-email", ctx("EUR", 480_000), ask("payment"),
  "Guten Tag,\n\nunsere Buchhaltung begleicht Lieferantenrechnungen nur per Überweisung, nicht per Kreditkarte. Ist das bei der Jahreslizenz für die Analysesoftware möglich? Bitte geben Sie auf der Rechnung die Bestellnummer 7731-A an.\n\nDanke und Gruß\nJennifer Albrecht\nEinkauf, Zahnzentrum am See");
unclear("208", "polite-email", ctx("CHF", 150_000, 120_000), "eine Zusage, die noch auf die Freigabe der Finanzchefin wartet",
  "Grüezi Herr Brunner\n\nDanke, dass Sie beim Preis für das Stockfoto-Paket nochmals nachgerechnet haben. Ich würde gern zusagen, aber alles über unserem Kartenlimit muss über unsere Finanzchefin, und die ist bis Montag weg.\n\nFreundliche Grüsse\nPriska Naef\nCreative Lead, Nordlicht Agentur");
clear("209", "polite-email", ctx("EUR", 72_000, null, 3), bid(62_000),
  "Sehr geehrte Damen und Herren,\n\nwir benötigen 3 Tonnen zertifiziertes Pflanzgut der Sorte Belana, Lieferung am 18. März an Hof Lindenau, Dorfstraße 7, 29525 Uelzen. Wir können 620 € je Tonne frei Hof zahlen. Unsere Bestellnummer lautet 2290-37.\n\nMit freundlichen Grüßen\nRichard Hahn\n0581 555 614");
clear("210", "polite-email", ctx("EUR", 890_000), bid(760_000),
  "Hallo Herr Marković,\n\nfür den Foodtruck, Baujahr 2009, können wir 7.900 € bieten (Tippfehler, Entschuldigung — gemeint sind 7.600 €; die Reifen müssen vor dem TÜV neu).\n\nViele Grüße\nDana Weißfeld\nWeißfelds Tacos");
clear("211", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Grüß Gott,\n\nwir interessieren uns für die generalüberholte Zweigruppen-Espressomaschine für unser Kaffeehaus. Wie lange gilt die Garantie, und wäre ein Defekt an Pumpe oder Kessel abgedeckt?\n\nFreundliche Grüße\nNora Kienzl\nCafé Kienzl");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Liebe Frau Lenz,\n\n2.400 € für das Corporate-Design-Paket sind vereinbart. Wir sind gespannt auf die ersten Entwürfe — schicken Sie uns die Vereinbarung, wir unterschreiben noch diese Woche.\n\nHerzliche Grüße\nKonrad Beck\nBäckerei Beck");
clear("213", "polite-email", ctx("EUR", 960_000, 700_000), WITHDRAW,
  "Sehr geehrte Frau Chen,\n\nvielen Dank für Ihre Geduld, während wir das Lizenzangebot geprüft haben. Wir haben uns entschieden, bei unserem bisherigen Anbieter zu verlängern, und werden daher nicht weitermachen.\n\nMit freundlichen Grüßen\nMarkus Seidl\nIT-Leitung, Hafen Logistik GmbH");
clear("214", "polite-email", ctx("CHF", 42_000), ask("returns"),
  "Grüezi\n\nKurze Frage zum Nikkor 105 mm, bevor ich kaufe: Wie handhaben Sie Rücksendungen, falls Schleier oder Pilz auftauchen, die auf den Fotos nicht zu sehen waren?\n\nBesten Dank\nEduard");
clear("215", "polite-email", ctx("EUR", 46_000, null, 5), total(40_000),
  "Hallo,\n\nich habe gesehen, dass Sie die letzten fünf Paletten graues Feinsteinzeug abverkaufen. Ich biete 2.000 € für alle fünf und habe am Freitag einen Lkw frei, um sie zu holen.\n\nGrüße\nPeter Nolte\nNolte Bodenbeläge");
clear("216", "polite-email", ctx("EUR", 590_000), ask("shipping"),
  "Sehr geehrte Damen und Herren,\n\nwir hätten die Wurlitzer-Jukebox sehr gern für unsere Bar in Hamburg. Was würden Verpackung und Spedition zusätzlich zum Preis kosten?\n\nMit freundlichen Grüßen\nGregor Tanner\nHörsaal Bar");
unclear("217", "polite-email", ctx("EUR", 320_000), "zwei Preise für zwei Standzeiten: welcher ist das Gebot?",
  "Sehr geehrtes Marktbüro,\n\nwir hätten großes Interesse an einem Stand am Christkindlmarkt. Unser Budget reicht bis 1.800 €, wobei wir wohl auch 2.900 € aufbringen könnten, falls nur der ganze Monat möglich ist. Was meinen Sie?\n\nViele Grüße\nHanna Preis\nKerzen Preis");
clear("218", "polite-email", ctx("EUR", 95_000, 80_000), ACCEPT,
  "Lieber Herr Gruber,\n\nwir nehmen das Ausstellungs-Gewächshaus! Wie geht es jetzt weiter — baut Ihr Team es ab und bringt es vorbei, oder sollen wir einen Transporter organisieren?\n\nViele Grüße\nSusanne und Martin");

// ---- agent ----
clear("301", "agent", ctx("EUR", 14_400, null, 25), bid(11_500), "Ich bin der KI-Einkaufsassistent von Rittersporn Design (25 Mitarbeitende). Für 25 Lizenzen Ihres Projektmanagement-Tarifs bei jährlicher Abrechnung bieten wir 115 € pro Lizenz und Jahr.");
clear("302", "agent", ctx("EUR", 690_000), bid(575_000), "Vergleichsverkäufe, Honda CB 400 Four (Baujahr 1978), ähnlicher Zustand:\n- 5.900 € (Dortmund)\n- 6.400 € (München)\n- 6.100 € (Leipzig)\n- 6.700 € (Hamburg)\nMedian: 6.250 €. Bereinigt um die nicht originale Auspuffanlage bietet mein Auftraggeber 5.750 €.");
clear("303", "agent", ctx("CHF", 180_000, 150_000), ACCEPT, "Bestätigt: Das Managed-Hosting-Paket wird zum Preis aus Ihrer letzten Nachricht angenommen. Bitte stellen Sie den Vertrag der Finanzabteilung meines Auftraggebers zu.");
clear("304", "agent", ctx("EUR", 400_000, 300_000), WITHDRAW, "Ich teile Ihnen mit, dass sich meine Mandantin für ein anderes Sponsoring entschieden hat und Ihr Podcast-Paket nicht weiterverfolgt. Damit ist unser Austausch beendet.");
clear("305", "agent", ctx("EUR", 1_850, null, 60), total(1_650), "Einkaufsagent für die Rösterei Bohnenwerk (Köln).\nBestellung: 60 kg Rohkaffee Kolumbien Huila\n- Preisvorschlag: 990 € für die gesamten 60 kg\n- Lieferung: DAP, unser Lager\n- Zahlung: 30 Tage netto");
clear("306", "agent", ctx("EUR", 260_000, 220_000), ask("rounds-left"), "Verfahrensfrage zum Moog-Synthesizer: Wie viele Gegenangebote kann ich noch abgeben, bevor diese Verhandlung endet?");
clear("307", "agent", ctx("EUR", 210_000), minus(185_000, 25_000), "Meine Mandantin hat Ihr Angebot zur Migration ihres Onlineshops auf den neuen Server geprüft. Die DNS-Umstellung übernimmt sie selbst und schlägt daher den Angebotspreis abzüglich 250 € vor.");
clear("308", "agent", ctx("EUR", 300_000), ask("discount"), "Meine Auftraggeberin ist ein eingetragener gemeinnütziger Verein. Bieten Sie für die Lizenzen der Designsoftware Preise für Gemeinnützige oder Mehrjahresrabatte an?");
clear("309", "agent", ctx("EUR", 520_000, 440_000), minus(420_000, 20_000, "last-bid"), "Nach Rücksprache mit dem Vorstand des Sponsors muss mein Auftraggeber das von uns abgegebene Gebot von 4.400 € für das Kongress-Sponsoring um 200 € senken.");
clear("310", "agent", ctx("EUR", 150_000), words(120_000, "eintausendzweihundert"), "Artikel: Konvolut Silver-Age-Comics (laut Inserat)\nAngebot: eintausendzweihundert Euro\nZahlung: bei Erhalt der Sendungsnummer\nAgent: Einkauf Feder, im Auftrag eines privaten Sammlers");
clear("311", "agent", ctx("EUR", 180_000, 150_000), ask("standing-offer"), "Um Missverständnisse beim dedizierten Server über 12 Monate zu vermeiden: Könnten Sie den Preis nennen, den Sie derzeit verlangen?");
unclear("312", "agent", ctx("EUR", 350_000), "ein Quartalsbudget, kein Gebot für das Paket", "Das Podcast-Werbebudget meiner Auftraggeberin für das dritte Quartal beträgt 12.000 € über alle Formate; einen Betrag für Ihr Paket lege ich fest, sobald die übrigen Angebote vorliegen.");
clear("313", "agent", ctx("EUR", 260_000, 210_000), plus(225_000, 15_000), "Mein Mandant ermächtigt mich, unser vorheriges Angebot für den restaurierten Arcade-Automaten um 150 € aufzustocken. Über eine zügige Antwort würden wir uns freuen.");
clear("314", "agent", ctx("EUR", 990_000), bid(860_000), "Angebot für den gebrauchten Imbissanhänger:\n```json\n{\"artikel\": \"Imbissanhänger\", \"baujahr\": 2015, \"angebot_eur\": 8600, \"abholung\": \"Käufer\", \"gueltig_bis\": \"Freitag\"}\n```");
unclear("315", "agent", ctx("CHF", 280_000), "zwei Gebote in der engeren Wahl, keine Entscheidung: keines ist ein Gebot", "Stand: Der Kunde hat zwei mögliche Gebote für das Luftbildarchiv in der engeren Wahl, CHF 2'000 und CHF 2'300. Noch keine Entscheidung; ich melde mich.");
clear("316", "agent", ctx("EUR", 620_000), ask("warranty"), "Zu den generalüberholten Rack-Servern (2× Dell R740): Welche Garantielaufzeit gilt, und ist ein Teiletausch am nächsten Werktag enthalten?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 32_000), bid(24_000), "*zieht das Messingfernrohr aus und kneift ein Auge zu* Kratzer auf der Linse. 240 in Scheinen, einpacken brauchen Sie's nicht.");
clear("402", "roleplay", ctx("EUR", 62_000, 56_000), ACCEPT, "*setzt die Nadel auf, lauscht dem Knistern und grinst* Gekauft. Das Grammophon kommt mit mir nach Hause.");
clear("403", "roleplay", ctx("EUR", 85_000, 60_000), WITHDRAW, "*schließt die Comic-Kiste behutsam* So weit geh ich nicht mit. Viel Glück damit, mein Freund.");
clear("404", "roleplay", ctx("EUR", 5_500), words(4_000, "vierzig"), "*kippt die Platte unter der Lampe und sieht sie eiern* Die ist verzogen, Meister. Vierzig Euro, und ich tu Ihnen einen Gefallen.");
clear("405", "roleplay", ctx("EUR", 36_000, 28_000), middle(32_000), "*tippt auf der alten Messingkasse 'Kein Verkauf' und lacht* Teilen wir die Differenz zwischen Ihrer Zahl und meiner.");
clear("406", "roleplay", ctx("EUR", 12_000), bid(8_500), "*kramt im Geldbeutel* 90 für den Blechroboter... Moment, sagen wir lieber 85 — ein bisschen was brauch ich noch für die Straßenbahn.");
unclear("407", "roleplay", ctx("EUR", 42_000), "laut über eine Zahl nachgedacht, will erst darüber schlafen: noch kein Gebot", "*hält den Sextanten ans Fenster und peilt den Kirchturm an* Mir wär er vielleicht 300 wert. Da schlaf ich aber erst eine Nacht drüber.");
clear("408", "roleplay", ctx("EUR", 26_000), ask("negotiable"), "*hebt den Deckel des Kupfersamowars* Prächtig. Ist der Preis auf dem Schild fix, oder wird an diesem Stand gehandelt?");
clear("409", "roleplay", ctx("EUR", 48_000), percentOff(36_000, 25), "*fährt mit dem Daumen über die Macke an der Kopfplatte* Das muss ein Gitarrenbauer richten. Fünfundzwanzig Prozent unter dem Schild, und sie geht mit mir.");
unclear("410", "roleplay", ctx("EUR", 22_000), "zwei Preise, unentschieden", "*blättert lippenbewegend durchs Briefmarkenalbum* Allein die alten Reichspost-Marken... 150? Wobei ich mir bei 170 weniger wie ein Dieb vorkäme. Ach, ich weiß nicht.");
clear("411", "roleplay", ctx("EUR", 140_000, 120_000), ACCEPT, "*schlägt grinsend ein* Abgemacht, das Ruderboot gehört mir. Darf es bis zum Wochenende auf Ihrer Slipanlage liegen, bis ich einen Anhänger leihe?");
clear("412", "roleplay", ctx("EUR", 70_000, 50_000), plus(58_000, 8_000), "*geht noch mal ums alte Rennrad und klopft auf den Sattel* Na gut — ich leg achtzig auf das drauf, was ich Ihnen geboten hab.");
clear("413", "roleplay", ctx("CHF", 300_000, 220_000), WITHDRAW, "*rollt das Schiffchen zwischen den Fingern und legt es hin* Ein Prachtstück, aber das übersteigt meinen Geldbeutel. Den Webstuhl überlass ich einem anderen.");
unclear("414", "roleplay", ctx("EUR", 150_000), "Sarkasmus über den Preis: kein Gebot", "*späht durch den Tubus und schnaubt* 1.500 für einen gesprungenen Spiegel? Für das Geld will ich einen Kometen dazu.");
clear("415", "roleplay", ctx("EUR", 450_000), bid(380_000), "*kniet neben der BSA und wischt über den Tank* 1968, 650 cm³, 41.000 Meilen auf dem Tacho, und die Kupplung rutscht. 3.800, und ich lad sie heute noch auf den Hänger.");
clear("416", "roleplay", ctx("EUR", 18_000), ask("payment"), "*zieht das Handy aus der Manteltasche* Nehmen Sie an dem Stand auch Überweisung, oder nur bar?");

export const FRESH15_DE = done();

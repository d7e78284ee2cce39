/**
 * TWENTY-SEVENTH set, German (Germany, Austria, Switzerland; see fresh27/index.ts): written 2026-11-29 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Pacht,
 * Weide, Garten, Wasser, Wald und Arbeitstiere draußen, bought by Haushalte, Grundbesitzer, Kleingarten- und
 * Angelvereine, Reitställe, kleine Güter und Gemeinden.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh27In } from "./build";

const { clear, unclear, done } = fresh27In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 145_000), bid(110_000), "Weidepacht für Flurstück 4213, die 12 Hektar unten an der Aue, 1. April bis 31. Oktober: 1.100 € für die Saison, und die Mutterschafe kommen zu Ostern drauf.");
clear("002", "terse", ctx("EUR", 6_500), ask("shipping"), "Ist bei den 65 € für den Hänger gut abgelagerten Pferdemist das Abkippen am Tor der Kleingartenanlage dabei, oder kostet die Anfuhr extra?");
clear("003", "terse", ctx("EUR", 48_000), percentOff(40_800, 15), "15 % Nachlass auf Ihr Angebot für den Heckenschnitt mit dem Auslegemulcher am Mühlweg, dann gehört der Auftrag Ihnen.");
clear("004", "terse", ctx("EUR", 85_000, 70_000), WITHDRAW, "Danke fürs Angebot für die Kronenpflege an der Eiche. Die Gemeinde hat die Genehmigung nach der Baumschutzsatzung verweigert, wir müssen es also lassen. Tut mir leid um Ihre Zeit.");
clear("005", "terse", ctx("EUR", 52_000), words(40_000, "vierhundert Euro"), "Wären vierhundert Euro in Ordnung, um den Graben am Feldweg auszubaggern? Sind so siebzig Meter.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "Gut, mulchen Sie beide Koppeln zu dem Preis. Der Torcode hängt am Pfosten.");
unclear("007", "terse", ctx("EUR", 92_000), "eine Spanne für Kranen und Winterlager an Land, kein Preis", "Kranen und Winterlager an Land für die Segelyacht: ginge was im Bereich 750 bis 800 €?");
clear("008", "terse", ctx("EUR", 9_500), minus(8_000, 1_500), "15 € weniger für den Tag Frettieren am Kaninchenbau, dann ist es gebucht.");
clear("009", "terse", ctx("EUR", 4_800), ask("payment"), "koennen wir die pacht fuern kleingarten halb jetzt und halb im september zahlen oder muss alles auf einmal");
clear("010", "terse", ctx("EUR", 36_000), bid(30_000), "330 € fürs Trächtigkeitsscannen der Mutterschafe. Moment, das ist die Rechnung vom letzten Jahr, die ich da anschaue. 300 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "rehbockpirsch lass ich, zu teuer für mich");
clear("012", "terse", ctx("CHF", 42_000, 33_000), plus(36_000, 3_000), "Auf mein letztes Angebot fürs Aerifizieren vom Krocketrasen leg ich noch 30 Franken drauf. Weiter geh ich nicht.");
clear("013", "terse", ctx("EUR", 3_800, 3_200), ACCEPT, "38 € die Woche für die Box mit Weide passt. Wir bringen ihn am Samstag rüber.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Wenn kein Schnee kommt diese Winter, wir können die Salzsäcke ungeöffnet zurückgeben? Ist für die Gemeinde.");
unclear("015", "terse", ctx("EUR", 60_000), "ein Gebot, das nur gilt, wenn der Unternehmer den Schlamm abfährt", "450 € fürs Ausbaggern vom Hofteich, sofern Sie den Schlamm selbst abfahren.");
clear("016", "terse", ctx("EUR", 5_500), bid(4_000), "Slipanlage für ein 5,8-m-Festrumpfschlauchboot: slippen Sa 14. um 7:30, rausholen So 16:00. 40 € für beides?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 6_500), bid(5_000), "würdest du ihn für 50 komplett scheren? der hat grad winterfell wie ein yeti 🐴 schreib mir auf 0176 48213907 dann bring ich ihn vorbei");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "wann könnt ihr das jakobskreuzkraut auf der hinteren koppel ziehen?? blüht schon fast und die pferde stehen drauf 😬");
clear("103", "chat", ctx("EUR", 32_000, 28_000), ACCEPT, "JAAA bucht uns die schlaffässer!! die kids reden seit monaten von nix anderem als im feld übernachten 🏕️🔥");
clear("104", "chat", ctx("EUR", 12_000), words(8_000, "achtzig euro"), "machst du's für achtzig euro, die umgestürzte weide aus dem bach zu ziehen? staut uns das wasser bis in den garten 😩");
unclear("105", "chat", ctx("EUR", 2_500), "Sarkasmus über den Preis der Tageskarte, weder Gebot noch Zusage", "25 € für einen tag am see?? hängen die karpfen da schon am haken oder was 😂");
clear("106", "chat", ctx("EUR", 45_000), ask("warranty"), "wie lang is die garantie auf die neue teichfolie wenn ihr sie einbaut? die alte is nach 2 sommern gerissen und die frösche warn not amused 🐸");
clear("107", "chat", ctx("EUR", 3_500, null, 12), total(3_000), "macht ihr alle 12 alten apfelbäume für 360? die hat seit opa keiner mehr geschnitten 🍎");
clear("108", "chat", ctx("EUR", 60_000, 50_000), WITHDRAW, "wir sagen den winterdienst fürn privatweg ab sorry, der bauer oben macht's mit seinem frontlader für ne flasche schnaps 🥃 danke trotzdem");
clear("109", "chat", ctx("EUR", 15_000), ask("negotiable"), "is der preis für 10 mal eingezäunte hundewiese fix oder geht da no was? die kleine is a bissl reaktiv, wir kommen eh regelmäßig 🐕");
clear("110", "chat", ctx("EUR", 45_000, 35_000), middle(40_000), "treffen wir uns in der mitte bei der klauenpflege für die herde? dann buch ich euch für dienstag 🤝");
clear("111", "chat", ctx("EUR", 30_000, 26_000), ACCEPT, "passt, abgemacht mit dem misthaufen 👍 kommt euer lkw unseren weg runter oder soll ich den pferdeanhänger aus der einfahrt fahren?");
unclear("112", "chat", ctx("EUR", 8_000), "der Preis eines anderen Maulwurfsfängers, kein Gebot", "nur so nebenbei, der maulwurfsfänger aus dem nachbardorf nimmt 60 pro besuch");
clear("113", "chat", ctx("EUR", 55_000), ask("standing-offer"), "sorry was wolltet ihr nochmal fürs adlerfarn-spritzen oben am hang? mama fragt und ich hab die nachricht gelöscht 🙈");
clear("114", "chat", ctx("EUR", 60_000), minus(50_000, 10_000), "wenn ihr den monat hütehundetraining 100 billiger macht, kommt sie montag zu euch, voll motiviert nur bissl doof 🐕");
clear("115", "chat", ctx("EUR", 6_000, 4_500), WITHDRAW, "die SUP-jahreskarte für den stausee lass ich dieses jahr, der wird ständig wegen blaualgen gesperrt. trotzdem danke");
clear("116", "chat", ctx("EUR", 28_000), ask("discount"), "ist billiger pro fuhre wenn wir nehmen 3 fuhren fräsgut für den weg? weg ist lang");
clear("117", "chat", ctx("CHF", 22_000), bid(18_000), "würdet ihr üs d'undere wiese fürs pfadilager für 180 stutz gä? fr–so, 24 chind + 6 leiter, wasser bringe mir sälber 🏕️");
unclear("118", "chat", ctx("EUR", 32_000), "'plusminus' um einen Betrag, kein festes Gebot", "könnt ihr die blumenwiese mähen und abräumen für 250 plusminus? is nicht mal 1 hektar 🌼");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 68_000), ask("delivery"),
  "Sehr geehrter Herr Hutter,\n\nvielen Dank für das Angebot, den Zauntritt am Wanderweg 14 durch ein Schwingtor zu ersetzen. Unser Wanderfest beginnt am 5. April. Wie bald könnten Sie das Tor einbauen?\n\nMit freundlichen Grüßen\nJana Greiner\nGemeindeverwaltung Oberried");
clear("202", "polite-email", ctx("EUR", 21_000, null, 6), bid(18_000),
  "Hallo Frau Möller,\n\nwir hätten gern 6 Ihrer möblierten Safarizelte für das Hochzeitswochenende unserer Tochter am 12./13. Juni auf dem Hollerhof, Mühlenweg 3, 87459 Pfronten. Wir können 180 € pro Zelt zahlen.\n\nViele Grüße\nAlexandra Thaler\n0171 5093826");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Sehr geehrte Frau Dr. Okafor,\n\nvielen Dank für das Angebot zur Untersuchung unserer Eigenwasserversorgung (die Quelle, die das Bauernhaus und die beiden Ferienwohnungen speist). Wir beauftragen Sie gern zum genannten Preis. Bitte rufen Sie mich unter 07661 983412 an, damit wir die Probenahme vereinbaren.\n\nMit freundlichen Grüßen\nHelene Riedl\nHof Niederfeld");
clear("204", "polite-email", ctx("EUR", 80_000), percentOff(76_000, 5),
  "Sehr geehrter Herr Fenske,\n\nvielen Dank für Ihr Angebot für die Erstdurchforstung der Lärchenabteilung. Wären Sie bereit, 5 % auf den Hektarsatz nachzulassen?\n\nMit freundlichen Grüßen\nRobert Arnsberg\nForstbetrieb Arnsberg");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Sehr geehrter Herr Kaiser,\n\nvielen Dank für die Bedingungen der Jagdpacht am Hochwald und im Niederholz für das kommende Jagdjahr. Könnten wir, wenn wir pachten, die Hälfte bei Unterzeichnung und den Rest im Jänner zahlen?\n\nMit freundlichen Grüßen\nDaniel Moosbrugger\nJagdgesellschaft Hochwald");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Lieber Herr Gerber,\n\ndanke, dass Sie den neuen Durchlass unter dem Feldweg kalkuliert haben. Die Wasserbehörde verlangt für jede Arbeit im Gewässer eine Genehmigung, die Monate dauert, deshalb machen wir es dieses Jahr nicht. Vielen Dank fürs Vorbeikommen.\n\nViele Grüße\nSabine Pfister");
clear("207", "polite-email", ctx("EUR", 4_500, null, 20), total(4_000),
  "Sehr geehrte Frau Erle,\n\nalle zwanzig Pferde unserer Reitschule sind fällig für die Zahnkontrolle mit Raspeln. Wären Sie mit 800 € für den ganzen Stall einverstanden?\n\nMit freundlichen Grüßen\nClaudia Heberle\nReitschule am Lindenhof");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nunser Angelverein überlegt, Ihre schwimmende Belüftungsfontäne für den großen Weiher anzuschaffen, damit der Sauerstoff bei Hitze nicht absackt. Welche Garantie gibt es auf die Pumpe, und gilt sie auch für Kabel und Schwimmkörper?\n\nMit freundlichen Grüßen\nKlaus Bartl\nSchriftführer, ASV Mühlweiher");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Sehr geehrte Frau Wehner,\n\nfür die Bodenuntersuchung der drei Felder, auf denen wir eine Streuobstwiese anlegen wollen (pH-Wert, Nährstoffe und ein paar Profilgruben wegen der Drainage), biete ich Ihnen 360 €.\n\nIch sehe gerade, dass ich mich vertippt habe: Es muss 330 € heißen.\n\nMit freundlichen Grüßen\nMarkus Eller\nObsthof Eller");
clear("210", "polite-email", ctx("CHF", 4_500, 3_800), ACCEPT,
  "Grüezi Herr Zumbühl\n\nCHF 45.– im Monat, damit unser Pferdeanhänger auf dem Platz bei Ihrer Scheune stehen darf, ist für uns in Ordnung. Wir bringen ihn nach dem letzten Turnier der Saison vorbei.\n\nFreundliche Grüsse\nBeatrice");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Guten Tag,\n\nwir haben die WPC-Dielen bestellt, um drei Angelplätze an unserem Weiher neu zu bauen. Falls sie für die Rahmen zu kurz sind: Können wir die ungeöffneten Pakete zurückschicken, und innerhalb welcher Frist?\n\nDanke und Gruß\nPaul Grimm\nKassier, Fischereiverein Schwarzmoos");
unclear("212", "polite-email", ctx("EUR", 310_000), "ein Preis, der noch auf die Zustimmung des Gemeinderats wartet",
  "Sehr geehrter Herr Lohmeier,\n\nvielen Dank für Ihr Angebot, den Reitweg von der Kirchgasse hinunter zur Furt neu zu befestigen. Der Gemeinderat tagt am Donnerstag; wenn er zustimmt, lägen wir bei 2.400 € für die Arbeiten.\n\nMit freundlichen Grüßen\nMonika Pfaff\nGemeinde Kleinried");
clear("213", "polite-email", ctx("EUR", 120_000), words(90_000, "neunhundert Euro"),
  "Sehr geehrter Herr Hecht,\n\ndie Gemeinde möchte den Dorfanger und die Wegränder am Friedhof von April bis Oktober mähen lassen, rund 14 Schnitte; auf dem Anger bleibt das Mähgut liegen, am Friedhof wird es abgeräumt. Wir können neunhundert Euro für die Saison anbieten.\n\nMit freundlichen Grüßen\nRuth Sauer\nGemeindeverwaltung Großenbrach");
clear("214", "polite-email", ctx("EUR", 380_000, 320_000), WITHDRAW,
  "Lieber Herr Wrage,\n\ndanke, dass Sie uns den März freigehalten haben. Die Förderung vom Wasserverband, mit der wir gerechnet haben, ist geplatzt; die Ufersicherung können wir dieses Jahr also nicht machen. Tut mir leid.\n\nViele Grüße\nAnne Kruse\n\n> Am 12.01.2027 um 09:15 schrieb Thomas Wrage:\n> Ich kann die 40 m Weidenspreitlage unterhalb Ihres Gartens im März für 3.800 € machen.");
clear("215", "polite-email", ctx("EUR", 89_000), ask("shipping"),
  "Guten Tag,\n\nwir möchten unseren See mit etwa 150 kg Spiegel- und Schuppenkarpfen neu besetzen. Liefern Sie bis in die Oberpfalz, und ist der Transport im Preis enthalten oder wird er extra berechnet?\n\nVielen Dank\nDieter Huber\nFischerei Waldweiher");
clear("216", "polite-email", ctx("EUR", 310_000), bid(260_000),
  "Sehr geehrte Frau Kern,\n\nwir müssen rund 40 Tonnen Durchforstungsholz aus einem 3 Hektar großen, nassen Erlenwald holen, in dem eine Maschine den Boden ruinieren würde. Könnten Sie mit Pferd und Team in der Woche ab dem 14. Oktober rücken, jeweils von 8 bis 16 Uhr? Ich kann 2.600 € anbieten.\n\nMit freundlichen Grüßen\nIngo Forster\nForstbetriebsgemeinschaft Schluchsee");
unclear("217", "polite-email", ctx("EUR", 45_000), "zwei Preise für einen oder zwei Schnitte im Jahr, keine Wahl getroffen",
  "Hallo Herr Sommer,\n\nfür die Eibenhecken und die Buchsfiguren rund um den ummauerten Garten überlegen wir zwischen einem Schnitt im September für 220 € und zwei Schnitten, Juni und September, für 380 €. Ich melde mich, sobald das Budget steht.\n\nGruß\nFranziska\nSchlossgarten Weitenau");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Sehr geehrter Herr Bellmann,\n\nwir freuen uns, dass Ihre Heidschnucken wie angeboten das Naturschutzgebiet beweiden. Bringen Sie ihnen Wasser, oder sollen wir ein Wasserfass organisieren?\n\nMit freundlichen Grüßen\nLinda Naumann\nFreundeskreis Hartheide");

// ---- agent ----
clear("301", "agent", ctx("EUR", 600_000, 500_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und verhandle für einen jungen Schäfer über die Pacht der 40 Hektar Grünland am Lindenende. Vorab: Wie viele Angebotsrunden sind Sie noch bereit zu gehen, bevor wir uns auf den Pachtzins einigen?");
clear("302", "agent", ctx("EUR", 162_000), bid(140_000),
  "Angebotsvergleich für Frau Hahn, Abtragen der vom Eschentriebsterben befallenen Esche über ihrer Zufahrt (ca. 18 m, nahe einer Stromleitung): Baumpflege Ritter 1.380 €, Grünwerk 1.490 €, Kronenpflege Süd 1.750 €. Ihr Angebot: 1.620 €. Sie hat mich ermächtigt, 1.400 € zu bieten.");
clear("303", "agent", ctx("EUR", 78_000), words(65_000, "sechshundertfünfzig Euro"),
  "Herr Dorn hat mich gebeten, ihm für die Saison 2027 einen Platz im Karpfensyndikat am Oberen Weiher zu sichern. Er ist bereit, sechshundertfünfzig Euro zu zahlen.");
unclear("304", "agent", ctx("EUR", 260_000), "ein Budget mit der Bitte um ein Angebot, kein Gebot",
  "Der Kleingartenverein, für den ich tätig bin, hat dieses Jahr 2.000 € eingeplant, um den Hauptweg zwischen den Parzellen neu anzulegen, etwa 120 m. Was könnten Sie dafür machen?");
clear("305", "agent", ctx("EUR", 68_000, 60_000), minus(54_000, 6_000, "last-bid"),
  "Nach Ihrer Besichtigung hat sich gezeigt, dass nur zwei der vier Drainageausläufe freigelegt werden müssen; im Auftrag von Herrn Brämer senken wir unser vorheriges Angebot daher um 60 €.");
clear("306", "agent", ctx("EUR", 9_500), ask("discount"),
  "Ich organisiere die Feldarbeiten für einen kleinen Ackerbaubetrieb. Würde Ihr Hektarsatz sinken, wenn wir das Tiefenlockern auf allen drei Schlägen statt auf einem buchen?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "Im Namen der Tierarztpraxis am Ring: Wir möchten Sie diesen Winter mit Räumen und Streuen unseres Parkplatzes beauftragen, zu 8 % unter Ihrem Angebotspreis. Bitte bestätigen Sie.");
clear("308", "agent", ctx("EUR", 160_000, 140_000), ACCEPT,
  "Frau Vogel hat Ihr Honorar für das Anreiten und die Ausbildung ihres jungen Pferdes freigegeben; wir möchten also beginnen. Bitte schicken Sie den Einstellervertrag und einen Starttermin.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_400),
  "Einkauf für den Reitstall Wiesengrund: Waschen, Imprägnieren und kleine Reparaturen an zehn Weidedecken. Ihr Preis gilt pro Decke; wir bieten 240 € für alle zehn.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Meine Mandantin hat Ihr Gegenangebot geprüft und erhöht ihr vorheriges Angebot für einen Tag Maishäckseln mit Ihrem Feldhäcksler und zwei Abfahrern um 50 €.");
clear("311", "agent", ctx("EUR", 45_000), ask("delivery"),
  "Auf dem Betrieb, für den ich einkaufe, steht nach dem Unwetter eine tief liegende Weide unter Wasser, und die Lammzeit steht kurz bevor. Wie schnell könnten Sie nach unserer Bestätigung mit Pumpen dort sein?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Danke für das Angebot zur Winterweide. Meine Nutzerin hat entschieden, ihre beiden Ponys zu Hause zu behalten und durchzufüttern, daher belassen wir es dabei.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Bestellentwurf für das Gut Falkenberg (JSON):\n{\"artikel\": \"Schleiereulenkasten, geliefert und am Pfahl montiert\", \"menge\": 8, \"plz\": \"17268\", \"montage_bis\": \"2027-02-15\", \"angebot_pro_kasten_eur\": 74.50}");
unclear("314", "agent", ctx("EUR", 70_000), "zwei Preise für zwei Pensionsarten, die Nutzerin hat nicht gewählt",
  "Für das Pferd meiner Nutzerin sind über den Winter noch zwei Varianten offen: Vollpension für 650 € im Monat oder Offenstall mit Selbstversorgung für 420 €. Sie hat sich noch nicht entschieden; ich bestätige, sobald sie gewählt hat.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "Der Betrieb, für den ich handle, möchte, dass Sie den Misthaufen auf den beiden Schlägen am Langen Acker ausbringen, für 30 € weniger als Ihr Angebot.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "Was kostet bei Ihnen derzeit die Stunde auf dem Außenplatz? Meine Nutzerin möchte einen festen Wochentermin für ihre beiden Töchter und zuerst Ihren Preis kennen.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 120_000), words(90_000, "neunhundert"), "*sieht zu, wie die junge Hündin die Schafe oben am Hang wendet* Neunhundert für sie, und sie fährt heute mit mir heim.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'in der Mitte treffen' ohne ein früheres Gebot", "*lehnt am Koppeltor und schaut übers Gras* Bei der Pacht treffen wir uns in der Mitte, ja?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*schüttelt dem Angelguide auf dem Steg die Hand* Abgemacht. Sie und das Boot für den ganzen Tag, zu Ihrem Preis.");
clear("404", "roleplay", ctx("EUR", 95_000), bid(80_000), "*hebt bei der Grasversteigerung die Hand* Los 7, die 14 Hektar Sommerweide, Schätzpreis 950 €. Ich geh auf 800 €.");
clear("405", "roleplay", ctx("EUR", 45_000, 38_000), WITHDRAW, "*schiebt das Formular für die Jahreskarte über die Theke zurück* Schönes Gewässer, aber dieses Jahr kann ich's nicht rechtfertigen. Petri Heil trotzdem.");
clear("406", "roleplay", ctx("EUR", 40_000, 30_000), plus(32_000, 2_000), "*kickt einen Stein in ein Schlagloch auf dem Feldweg* Zwanzig auf meine 300 drauf, und dann ist Schluss.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*rüttelt am neuen Weidetor in den Angeln* Ist der Preis in Stein gemeißelt, oder geht da noch was?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*schaut die Reihe Kopfweiden am Ufer entlang* Sagen wir die Mitte zwischen Ihrer Zahl und meiner, fürs Schneiteln der ganzen Reihe.");
unclear("409", "roleplay", ctx("EUR", 80_000), "eine Zahl vor sich hin überlegt, bevor er den Rest vom Wurf sieht, kein Gebot", "*sieht dem Springerspaniel zu, der den Dummy bringt* Hm. 650... ich schau mir erst noch den Rest vom Wurf an.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(26_000), "*setzt an, 300 € fürs Auf-den-Stock-Setzen der Haseln zu sagen, fängt den Blick seiner Frau auf* ... 260 €.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*klopft an die Bordwand vom Anhänger* Na gut, abgemacht mit dem Steinelesen. Können Ihre Leute anfangen, bevor der Regen kommt?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*setzt einen heruntergefallenen Deckstein zurück auf die Trockenmauer* Ein Fünftel runter, und Sie können morgen früh anfangen.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*pfeift den Hund heran und geht den Weg zurück* Nicht zu der Pacht.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*lehnt an der Bande vom Reitplatz* Wenn Sie den Belag auffüllen, kann ich Ende des Monats zahlen statt am Tag selbst?");
clear("415", "roleplay", ctx("EUR", 55_000), bid(38_000), "*schaut vom Steg aufs verkrautete Wasser* 380 € fürs Krautmähen, und Sie können hier einsetzen.");
unclear("416", "roleplay", ctx("EUR", 60_000, 45_000), "'ich leg noch was auf mein Gebot' ohne Betrag", "*stochert mit dem Stock in den Knöterichstängeln am Ufer* Ich leg noch was auf mein Gebot drauf. Wunder dürfen Sie keine erwarten.");

export const FRESH27_DE = done();

/**
 * NINETEENTH set, German (Germany, Austria, Switzerland; see fresh19/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts (one scenario number each), worded as German-speaking farms, wineries,
 * restaurants, hotels, schools, practices, parishes, clubs and trades write: "1.450 €", "1.450,00 €", "€ 2.950,–",
 * "CHF 3'500.–", "2200 Dollar", amounts in words.
 *
 * Labels as in en.ts: totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant;
 * acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203);
 * other numbers (a model number, days and a date; a phone number; a room count, an order number, an address and a
 * phone; a date and night-time hours; a brick count, a postcode and a date in JSON; a lot number, a year and a grid
 * count; a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh19In } from "./build";

const { clear, unclear, done } = fresh19In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 180_000), bid(145_000), "1.450 € für die Pfahlramme am Schlepper. Hole sie Donnerstag mit dem Hänger ab.");
clear("002", "terse", ctx("EUR", 65_000), ask("shipping"), "Liefern Sie die Lesekisten auch zu uns ins Weingut nach Deidesheim? Was kostet die Fracht?");
clear("003", "terse", ctx("EUR", 240_000), percentOff(216_000, 10), "Schockkühler: Geht da 10 % runter? Die Küche braucht ihn vor dem Weihnachtsmenü.");
clear("004", "terse", ctx("EUR", 135_000, 110_000), WITHDRAW, "Die Bahnleinen lassen wir, danke – die Gemeinde schließt das Hallenbad zur Sanierung.");
clear("005", "terse", ctx("EUR", 52_000), words(45_000, "vierhundertfünfzig"), "Vierhundertfünfzig für die Palette Abbruchziegel? Bar bei Abholung.");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Passt, machen Sie die Abholung der Kanülenboxen für die Praxis.");
unclear("007", "terse", ctx("EUR", 14_000), "eine Spanne je Tonne Heulage, kein einzelner Preis", "Heulage: 110–120 die Tonne, je nachdem wie trocken die Ballen sind.");
clear("008", "terse", ctx("EUR", 34_000), minus(28_000, 6_000), "60 runter bei der Miete für die Baustützen, dann ist gebucht.");
clear("009", "terse", ctx("EUR", 38_000), ask("payment"), "Hier die Tafel – können wir die Transportermiete auf Rechnung zahlen statt vorab mit Karte?");
clear("010", "terse", ctx("EUR", 720_000), bid(630_000), "Gebrauchte Membranpresse fürs Weingut: 6.800 €, sorry, meinte 6.300 €.");
clear("011", "terse", ctx("EUR", 860_000, 700_000), WITHDRAW, "Nein danke. Viel zu teuer für einen neuen Rasen auf einem Platz.");
clear("012", "terse", ctx("EUR", 110_000, 85_000), plus(100_000, 15_000), "Nochmal 150 € auf mein Angebot für die Quad-Spritze drauf. Letztes Wort.");
clear("013", "terse", ctx("EUR", 295_000, 260_000), ACCEPT, "Na gut, € 2.950,– für die Eismaschine. Die Vitrine in der Eisdiele ist schon frei dafür.");
clear("014", "terse", ctx("EUR", 18_000), ask("returns"), "Falls der Kurs ausfällt: Können ungeöffnete Kartons Pipettenspitzen zurück?");
unclear("015", "terse", ctx("EUR", 95_000), "ein Gebot, das davon abhängt, ob die Balken luftgetrocknet sind", "780 € für die Eichenbalken, wenn sie luftgetrocknet sind und nicht frisch.");
clear("016", "terse", ctx("EUR", 60_000), bid(51_000), "Minibagger Kubota KX016-4, 3 Tage ab dem 14.: 510 € pauschal.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 46_000), bid(38_000), "hey würdet ihr 380 für die minitore von der f-jugend nehmen? vereinskasse ist leer 😅 ruf an 0171 2345678");
clear("102", "chat", ctx("EUR", 310_000), ask("delivery"), "wann kann die eisvitrine denn wirklich da sein? wir machen am 3. auf 😬");
clear("103", "chat", ctx("EUR", 240_000, 190_000), ACCEPT, "JA machen!! die hockeyabteilung wird sich so freuen wenn das flutlicht wieder geht 🙌🙌");
clear("104", "chat", ctx("EUR", 95_000), words(80_000, "achthundert"), "würdest du achthundert für den weiderost nehmen? bring den frontlader zum aufladen mit");
unclear("105", "chat", ctx("EUR", 90_000), "Spott über den Preis der Fritteuse: weder Gebot noch Zusage", "900 für ne fritteuse die mehr öl gesehen hat als ne bohrinsel? haha ja klar");
clear("106", "chat", ctx("EUR", 165_000), ask("warranty"), "gibts auf die schankanlagenkühlung irgendne garantie oder wie gesehen?");
clear("107", "chat", ctx("EUR", 1_500, null, 48), total(1_250), "600 für alle 48 rugbybälle? größe 4 für die kleinen");
clear("108", "chat", ctx("EUR", 540_000, 460_000), WITHDRAW, "ach lass mal, der elternbeirat hat gegen das klettergerüst gestimmt. danke trotzdem");
clear("109", "chat", ctx("EUR", 65_000), ask("negotiable"), "ist der tagessatz fürs schafe scheren fix oder geht da noch was?");
clear("110", "chat", ctx("EUR", 140_000, 100_000), middle(120_000), "treffen wir uns bei der bodenfräse in der mitte? dann hol ich sie samstag");
clear("111", "chat", ctx("EUR", 27_000, 22_000), ACCEPT, "abgemacht 👍 wann können wir die warmhaltebehälter am samstag holen?");
unclear("112", "chat", ctx("EUR", 26_000), "ein anderswo gesehener Preis für denselben Toaster, kein Gebot", "der gleiche durchlauftoaster steht bei kleinanzeigen für 180 nur so");
clear("113", "chat", ctx("EUR", 39_000), ask("standing-offer"), "sorry was wolltest du nochmal für die kälberiglus? nachricht ist weg");
clear("114", "chat", ctx("EUR", 22_500), minus(20_000, 2_500), "25 weniger fürs stubbenfräsen auf dem friedhof und wir sind uns einig");
clear("115", "chat", ctx("EUR", 180_000, 120_000), WITHDRAW, "nee, nicht zu dem preis für die barhocker. trotzdem danke");
clear("116", "chat", ctx("EUR", 120_000), ask("discount"), "gibts nen besseren preis wenn wir die wäsche von allen drei pensionen zu euch geben?");
clear("117", "chat", ctx("USD", 260_000), bid(220_000), "würdest du 2200 dollar für den olivenrüttler machen? ernte geht nächste woche los");
unclear("118", "chat", ctx("EUR", 36_000), "'so um die' um eine Zahl, kein festes Gebot", "so um die 300 für die beute mit dem ableger?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 4_500), ask("delivery"),
  "Sehr geehrte Frau Kersting,\n\nvielen Dank für Ihr Angebot über die Laborhocker. Wie schnell könnten Sie liefern? Das Schuljahr beginnt am 4. September, und der Fachraum Chemie muss eine Woche vorher fertig sein.\n\nMit freundlichen Grüßen\nDaniel Aschauer\nVerwaltungsleiter, Gymnasium am Kreuzberg");
clear("202", "polite-email", ctx("EUR", 215_000), bid(184_000),
  "Sehr geehrter Herr Petersen,\n\nbesten Dank für Ihr Angebot für die Wäscheversorgung unserer 62 Zimmer. Wir bieten 1.840,00 € pro Monat bei zweimaliger Abholung pro Woche. Bitte geben Sie auf allen Unterlagen unsere Bestellnummer 4471 an.\n\nMit freundlichen Grüßen\nElin Rasmussen\nHotel Am Hafen, Hafenstraße 14, 18055 Rostock\nTel. 0381 4960228");
clear("203", "polite-email", ctx("EUR", 780_000, 690_000), ACCEPT,
  "Sehr geehrter Herr Hodler,\n\nder Kirchengemeinderat hat am Dienstag getagt, und wir nehmen Ihr Angebot für die Neuverfugung des Glockenturms gerne an. Bitte rufen Sie mich unter 07071 960184 an, damit wir den Zugang über den Kirchhof absprechen.\n\nMit herzlichem Dank\nMargarete Pfeiffer\nKirchenpflegerin, St. Oswald");
clear("204", "polite-email", ctx("EUR", 450_000), percentOff(414_000, 8),
  "Sehr geehrte Damen und Herren,\n\nwir interessieren uns für den Edelstahl-Gärtank mit 2.000 Litern. Wäre ein Nachlass von 8 % auf Ihren Preis möglich? Abholung wäre noch vor Monatsende.\n\nFreundliche Grüße\nThomas Harlander\nWeingut Harlander, Wachau");
clear("205", "polite-email", ctx("EUR", 520_000), ask("payment"),
  "Sehr geehrte Frau Odermatt,\n\ndanke für das Angebot für den Tischautoklaven. Könnte die Praxis in zwei Raten zahlen, die Hälfte bei Bestellung und die andere Hälfte nach der Installation?\n\nFreundliche Grüße\nDr. Priya Naimer\nZahnarztpraxis Westtor");
clear("206", "polite-email", ctx("EUR", 310_000, 260_000), WITHDRAW,
  "Sehr geehrter Herr Brandl,\n\nvielen Dank für Ihre Geduld. Der Vorstand hat nach einiger Diskussion beschlossen, die Abzugshaube für die Vereinsheimküche in dieser Saison nicht umzusetzen. Den Termin brauchen Sie also nicht für uns freizuhalten.\n\nBeste Grüße\nAlois Frey\nSchriftführer, Stockschützenverein Kastelruth");
clear("207", "polite-email", ctx("EUR", 4_200, null, 24), total(3_500),
  "Hallo Frau Marx,\n\nwir möchten die gusseisernen Pfannen für unsere neue Frühstückskarte. Ginge es für 840 € für alle 24 Stück? Abholen würden wir selbst im Lager.\n\nDanke und Gruß\nJoel Ramić\nKüchenchef, Zwei Gabeln");
clear("208", "polite-email", ctx("EUR", 690_000), ask("warranty"),
  "Sehr geehrter Herr Lüthi,\n\ndanke für die Vorführung des aufbereiteten Kombidämpfers. Welche Gewährleistung gibt es darauf, und deckt sie Teile und Arbeitszeit ab oder nur die Teile?\n\nFreundliche Grüße\nKarl Reindl\nKüchenchef, Alte Schranne");
clear("209", "polite-email", ctx("EUR", 320_000), bid(270_000),
  "Sehr geehrte Frau Wittkamp,\n\nnach Ihrem Besuch möchte die Fachschaft Kunst 2.900 € (richtig: 2.700 € – mein Fehler) für den gebrauchten Brennofen samt Einsatzplatten und Stützen bieten.\n\nFreundliche Grüße\nJenny Marschall\nFachleitung Kunst, Realschule am Rain");
clear("210", "polite-email", ctx("EUR", 320_000, 280_000), ACCEPT,
  "Hallo Herr Dahlke,\n\n3.200 € für die Gewächshausheizung passen für uns. Schicken Sie gerne die Rechnung.\n\nViele Grüße\nBettina Sörensen\nGärtnerhof Sörensen");
clear("211", "polite-email", ctx("EUR", 210_000), ask("returns"),
  "Sehr geehrte Frau Kaya,\n\nwir wollen die Bühnenvorhänge für die Aula bestellen. Falls die Höhe nach dem Aufhängen doch nicht stimmt, können wir sie zurückgeben oder umtauschen?\n\nVielen Dank\nRichard Bellmann\nHausmeister");
unclear("212", "polite-email", ctx("EUR", 880_000, 790_000), "eine Zusage, die noch auf den Beschluss des Schulträgers wartet",
  "Sehr geehrter Herr Theiß,\n\nvielen Dank für den überarbeiteten Betrag für die Neugestaltung des Pausenhofs. Vorbehaltlich der Zustimmung des Schulträgers in seiner nächsten Sitzung würden wir ihn gerne annehmen.\n\nFreundliche Grüße\nSusanne Gahl\nSchulverwaltung");
clear("213", "polite-email", ctx("EUR", 980_000), words(850_000, "achttausendfünfhundert Euro"),
  "Sehr geehrter Herr Ellerbrock,\n\nder Verein hat sich den Vierer ohne genau angesehen. Wir bieten achttausendfünfhundert Euro für das Boot mit Auslegern und Skulls.\n\nMit freundlichen Grüßen\nHelene Aschdorf\nRuderwartin, Ruderclub Möwe");
clear("214", "polite-email", ctx("EUR", 240_000, 200_000), WITHDRAW,
  "Sehr geehrter Herr Kaiser,\n\nvielen Dank für Ihr Angebot zum Heckenlegen am oberen Feld. Wir haben inzwischen jemanden aus dem Dorf gefunden, der das diesen Winter macht, und werden den Auftrag daher nicht an Sie vergeben.\n\nBeste Grüße\nRuth Pfenning\nUnterhof");
clear("215", "polite-email", ctx("EUR", 42_000), ask("shipping"),
  "Grüß Gott,\n\nist die Zustellung zu unserem Hof im Preis für die verzinkten Weidetränken schon drin? Wir liegen recht weit hinten im Tal hinter Mittersill.\n\nMit freundlichen Grüßen\nJohann Rainer");
clear("216", "polite-email", ctx("EUR", 78_000), bid(65_000),
  "Sehr geehrte Frau Varga,\n\nwir möchten die Abluftkanäle am Montag, 9. März, zwischen 23:00 und 05:00 Uhr reinigen lassen, wenn die Küche zu ist. Wir bieten 650 € für den Auftrag, inklusive Prüfbescheinigung für die Versicherung.\n\nFreundliche Grüße\nSamuel Weitlaner\nGeschäftsführer, Gasthof zur Glocke");
unclear("217", "polite-email", ctx("EUR", 56_000), "zwei Preise für zwei Ausführungen, keine Wahl getroffen",
  "Sehr geehrter Herr Ogris,\n\nfür den Koppelzaun kämen 420 € mit Holzpfosten oder 510 € mit Betonpfosten in Frage – wir haben uns noch nicht entschieden, welche Variante.\n\nDanke\nKlara Weißbach\nPensionsstall Weißbach");
clear("218", "polite-email", ctx("EUR", 9_500, 8_000), ACCEPT,
  "Hallo Frau Nadler,\n\nwir machen den Vertrag für die Spülmaschinenchemie zu diesen Bedingungen gerne. Könnte Ihr Fahrer bei der Lieferung den Hintereingang vom Parkplatz aus nehmen?\n\nBeste Grüße\nOwen Prosser\nAlte Mühle Küche");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000), ask("rounds-left"),
  "Ich bin der Einkaufsassistent des Hotels Königshof und verhandle über die Sektschalen und Weingläser für den Ballsaal. Bevor ich ein Gegenangebot mache: Wie viele Runden hat diese Verhandlung noch?");
clear("302", "agent", ctx("CHF", 890_000), bid(780_000),
  "Im Auftrag der Agrargemeinschaft Fenner im Emmental. Vergleichbare Kompakttraktoren (gleiches Modell, ähnliche Betriebsstunden) sind derzeit für CHF 7'950, CHF 8'400, CHF 8'750 und CHF 9'100 ausgeschrieben; der Median liegt bei CHF 8'575. Wegen der abgefahrenen Hinterreifen bieten wir CHF 7'800.–.");
clear("303", "agent", ctx("USD", 410_000), words(360_000, "dreitausendsechshundert US-Dollar"),
  "Ich bin ein KI-Einkaufsagent der Obstplantage Mesa Verde in Kalifornien. Nach Prüfung des Datenblatts der Solar-Bewässerungspumpe ermächtigt mich meine Auftraggeberin zu einem Angebot von dreitausendsechshundert US-Dollar, frei Plantage.");
unclear("304", "agent", ctx("EUR", 420_000), "ein Budget für zwei Dinge zusammen, kein Preis für dieses eine",
  "Im Namen der Gärtnerei Grünlage: Die Inhaberin hat für die Bewässerungspumpe und die Rohrleitungen zusammen ein Budget von 5.000 € freigegeben. Bitte teilen Sie mit, wie Ihre Preise da hineinpassen würden.");
clear("305", "agent", ctx("EUR", 750_000, 680_000), minus(640_000, 40_000, "last-bid"),
  "Einkaufsagent der Hollinger Getreide KG. Bei der Besichtigung des mobilen Getreidetrockners wurde ein gerissenes Brennergehäuse festgestellt; wir senken unser vorheriges Angebot deshalb um 400 €.");
clear("306", "agent", ctx("EUR", 210_000), ask("discount"),
  "Ich kümmere mich um den Einkauf für drei Cafés. Wenn wir die Espressomischung der Rösterei für ein ganzes Jahr statt monatlich abnehmen, gibt es dann einen Rabatt auf den Vertragspreis?");
clear("307", "agent", ctx("EUR", 600_000), percentOff(510_000, 15),
  "Ich schreibe für die Kartoffelhof Aschbach GmbH. Wir bitten um 15 % Nachlass auf Ihren Preis für die Beregnungsmaschine, da vor der Saison ein neuer Schlauch fällig ist.");
clear("308", "agent", ctx("EUR", 460_000, 410_000), ACCEPT,
  "Im Namen der Tierarztpraxis Wiesengrund bestätige ich die Annahme Ihres aktuellen Angebots für das aufbereitete Narkosegerät. Bitte senden Sie Rechnung und Wartungsnachweise an die Praxisleitung.");
clear("309", "agent", ctx("EUR", 2_400, null, 60), total(2_100),
  "Einkaufsagent des Seehotels Lindenhof. Für die Wasserkocher der Zimmer, 60 Stück, bieten wir insgesamt 1.260 €, frei Hotel.");
clear("310", "agent", ctx("EUR", 340_000, 290_000), plus(315_000, 25_000),
  "Ich vertrete das Weingut Engelsberg. Wir erhöhen unser letztes Angebot für die überholte Etikettiermaschine um 250 €.");
clear("311", "agent", ctx("EUR", 36_000), ask("delivery"),
  "Ich bin der automatisierte Einkaufsagent des Brackenhofs. Bitte bestätigen Sie den frühesten Termin, zu dem Sie 40 Tonnen Saatgerste auf den Hof liefern können.");
clear("312", "agent", ctx("EUR", 960_000, 820_000), WITHDRAW,
  "Agent des Sportvereins TSV Nordfeld. Mein Auftraggeber verfolgt die LED-Umrüstung der Sporthalle nicht weiter und zieht sich aus dieser Verhandlung zurück. Danke für Ihre Zeit.");
clear("313", "agent", ctx("EUR", 62_000), bid(54_000),
  '{"kaeufer":"Bau Dunkel GmbH","artikel":"Palette Klinker, hartgebrannt","steine_pro_palette":500,"lieferplz":"04109","liefertermin":"2026-12-03","angebot_eur":540}');
unclear("314", "agent", ctx("EUR", 260_000), "zwei Beträge in Erwägung, keine Entscheidung",
  "Einkaufsagent des Cricketclubs Elmstedt. Der Vorstand überlegt noch, ob er 2.100 € oder 2.300 € für den Spindelmäher bietet; ich melde mich nach der Sitzung.");
clear("315", "agent", ctx("CHF", 390_000), minus(350_000, 40_000),
  "Ich kaufe im Auftrag des Skiclubs Sonnenberg ein. Bitte senken Sie Ihren Preis für die Schneeräumschaufel um CHF 400.–, dann können wir abschliessen.");
clear("316", "agent", ctx("EUR", 540_000), ask("standing-offer"),
  "Assistenz der Zahnarztpraxis am Hafen. Bitte nennen Sie mir noch einmal Ihren aktuellen Preis für den intraoralen Röntgensensor, damit ich ihn für die Partner festhalten kann.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 80_000), words(65_000, "sechshundertfünfzig"),
  "*tritt gegen den Reifen der alten Getreideschnecke* Rostig ist sie, laut ist sie. Sechshundertfünfzig, und ich schlepp sie selber heim.");
unclear("402", "roleplay", ctx("EUR", 30_000), "'in der Mitte treffen' ohne ein früheres Gebot",
  "*streicht über die Fassdauben* Schöne Fässer. Weißt was, treffen wir uns in der Mitte, ja?");
clear("403", "roleplay", ctx("EUR", 340_000, 300_000), ACCEPT,
  "*spuckt in die Hand und hält sie hin* Abgemacht. Die frische Eiche gehört mir, und ein besseres Zuhause findet sie nirgends.");
clear("404", "roleplay", ctx("EUR", 310_000), bid(260_000),
  "*hebt die Bieterkarte* Los 38, der 10-Einschub-Kombidämpfer von 2016, Starkstrom – 2.600 und keinen Cent mehr, Herr Auktionator.");
clear("405", "roleplay", ctx("EUR", 450_000, 380_000), WITHDRAW,
  "*klappt seufzend das Notizbuch zu* Bruder Anselm muss noch ein Jahr mit den alten Bänken leben. Wir machen es nicht.");
clear("406", "roleplay", ctx("EUR", 90_000, 60_000), plus(65_000, 5_000),
  "*kratzt sich am Kinn und mustert das Wirtshausschild* Na schön. Fünfzig mehr als vorhin, und dann bin ich blank.");
clear("407", "roleplay", ctx("EUR", 9_000), ask("negotiable"),
  "*lehnt sich ans Gatter* Ist das dein letztes Wort fürs Stroh, oder geht für einen alten Nachbarn noch was?");
clear("408", "roleplay", ctx("EUR", 180_000, 140_000), middle(160_000),
  "*wischt die Hände an der Schürze ab* Genau zwischen deinem Preis und meinem für den Hähnchengrill, und wir schlagen ein.");
unclear("409", "roleplay", ctx("EUR", 52_000), "eine laut überlegte Zahl vor dem Überschlafen, kein Gebot",
  "*geht zweimal um das Foliengewächshaus herum* Hm... vierhundertfünfzig. Da muss ich noch eine Nacht drüber schlafen.");
clear("410", "roleplay", ctx("EUR", 150_000), bid(110_000),
  "*späht auf die Orgelempore* Für den Gebläsemotor 1.300 €. Moment, nein – 1.100 €, der ist ja älter als der Herr Pfarrer.");
clear("411", "roleplay", ctx("EUR", 68_000, 60_000), ACCEPT,
  "*tippt an die Mütze* Einverstanden, die Einstreu nehmen wir! Können deine Leute sie vor Freitag am Stall abladen?");
clear("412", "roleplay", ctx("EUR", 200_000), percentOff(190_000, 5),
  "*klopft auf die Kupfertöpfe* Fünf Prozent runter, und der Koch lächelt vielleicht sogar mal.");
clear("413", "roleplay", ctx("EUR", 70_000, 50_000), WITHDRAW,
  "*dreht sich auf dem Absatz um* Dann behalt deinen Hackstock halt.");
clear("414", "roleplay", ctx("EUR", 16_000), ask("payment"),
  "*klopft auf das Bierfass fürs Dorffest* So, Herr Wirt – bar, oder nimmst du auch Karte?");
clear("415", "roleplay", ctx("EUR", 12_000), bid(8_500),
  "*zieht eine abgewetzte Geldbörse hervor* 85 € für die Biertischgarnituren, und der Festausschuss wird dich loben.");
unclear("416", "roleplay", ctx("EUR", 75_000), "ein mürrisches Ja mit einer niedrigeren Zahl daneben: Zusage oder Gebot von 600?",
  "*brummelt über die Futtertröge* Jaja, schon gut... obwohl die höchstens 600 wert sind, wenn du mich fragst.");

export const FRESH19_DE = done();

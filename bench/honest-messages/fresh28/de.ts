/**
 * TWENTY-EIGHTH set, German (Germany, Austria, Switzerland; see fresh28/index.ts): written 2026-11-29 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated:
 * Anfertigungen, Gravuren, Drucksachen und Dienste für Beerdigungen, Taufen, Jubiläen, Ruhestand, Ehrungen,
 * Preisverleihungen und Schulabschlüsse, bestellt von Vereinen, Schulen, Firmen, Familien und kleinen Verbänden.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh28In } from "./build";

const { clear, unclear, done } = fresh28In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 139_500), bid(115_000), "Gedenkbank für Papa im Stadtpark, Platz B17 beim Musikpavillon, 4 Zeilen auf der Plakette, aufgestellt bis 9. Mai, da wäre er 80 geworden. Ich kann 1.150 € zahlen.");
clear("002", "terse", ctx("EUR", 64_000), ask("shipping"), "Ist bei den 640 € für die 300 Finisher-Medaillen der Versand an den Verein dabei, oder kommt das Porto extra?");
clear("003", "terse", ctx("EUR", 42_000), percentOff(37_800, 10), "10 % runter vom Angebot fürs Nachtragen der neuen Namen in Blattgold auf der Ehrentafel, dann buchen wir Sie für Juli.");
clear("004", "terse", ctx("EUR", 120_000, 95_000), WITHDRAW, "Danke für das Angebot für die Trauerkutsche. Mamas Familie möchte es doch schlicht mit dem normalen Bestattungswagen halten, die Pferde brauchen wir also nicht. Entschuldigen Sie die Mühe.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "vierzig Euro"), "Reichen vierzig Euro, um Omas Ehering zwei Größen weiter zu machen? Ist ein schmaler Ring aus 750er Gold.");
clear("006", "terse", ctx("EUR", 25_000, 20_000), ACCEPT, "Gut, buchen Sie den Dudelsackspieler fürs Grab zu dem Honorar. Die Uhrzeit schick ich, sobald die Kirche bestätigt.");
unclear("007", "terse", ctx("EUR", 2_600), "eine Spanne pro Abschluss-Hoodie, kein Preis", "Abschluss-Hoodies mit Namen hinten, in unseren Farben: ginge was zwischen 19 und 22 € pro Stück?");
clear("008", "terse", ctx("EUR", 18_000), minus(15_500, 2_500), "25 € weniger auf die Namensschilder mit Magnet, dann bestell ich heute noch.");
clear("009", "terse", ctx("EUR", 240_000), ask("payment"), "kann ich den grabstein in raten zahlen oder muss alles bezahlt sein bevor er gesetzt wird");
clear("010", "terse", ctx("EUR", 21_000), bid(15_000), "180 € für die Tauftorte. Nein, Moment, die 180 waren mit der dritten Etage, die wir gestrichen haben. 150 €.");
clear("011", "terse", ctx("EUR", 35_000, 25_000), WITHDRAW, "tauben lassen wir, das zahl ich nicht");
clear("012", "terse", ctx("EUR", 2_400, 1_800), plus(2_200, 400), "Auf mein letztes Angebot für die Jubiläumskrawatten vom Verein leg ich 4 € pro Stück drauf. Mehr gibt der Vorstand nicht frei.");
clear("013", "terse", ctx("EUR", 9_500, 8_000), ACCEPT, "95 € fürs Einarbeiten der Asche in den Silberanhänger passt. Der Bestatter bringt sie Ihnen vorbei.");
clear("014", "terse", ctx("EUR", 36_000), ask("returns"), "Wenn Kippot übrig bleiben nach der Bar Mizwa, Sie nehmen zurück die noch nicht bedruckten? Wir bestellen vielleicht zu viel.");
unclear("015", "terse", ctx("EUR", 79_000), "ein Gebot, das nur gilt, wenn der Hersteller den Sarg selbst ins Bestattungshaus bringt", "600 € für den Weidensarg, sofern Sie ihn selbst ins Bestattungshaus bringen.");
clear("016", "terse", ctx("EUR", 18_500), bid(14_000), "Sportfest-Ausrüstung für 180 Kinder: 12 Säcke fürs Sackhüpfen, 20 Eierlauf-Sets, 4 Staffelstäbe, Fr. 27. Juni 9:00–15:30. 140 € für alles?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 2_900), bid(2_200), "machst du die bestickten softshelljacken für 22 das stück? logo vorne + name am ärmel. ruf mich an 0176 52904318 👷");
clear("102", "chat", ctx("EUR", 46_000), ask("delivery"), "wann wären die abschlussbücher für die 4. klasse fertig?? die abschlussfeier is am 18. juli und die kids wollen sie noch unterschreiben lassen 😬");
clear("103", "chat", ctx("EUR", 15_000, 12_000), ACCEPT, "JAA bitte schreib das gedicht für mama und papas goldene hochzeit!! die werden heulen wie die schlosshunde 😭💛");
clear("104", "chat", ctx("EUR", 9_500), words(7_000, "siebzig euro"), "machst du die gewebten abzeichen für siebzig euro? is für das jubiläumslager zum hundertsten von unserem pfadfinderstamm ⛺");
unclear("105", "chat", ctx("EUR", 34_000), "Sarkasmus über den Preis des Buchstaben-Gestecks, weder Gebot noch Zusage", "340 € für blumen die OPA buchstabieren?? kriegt jeder buchstabe nen eigenen floristen oder was 😂");
clear("106", "chat", ctx("EUR", 95_000), ask("warranty"), "wie lang is die garantie auf den memoire-ring wenn ein stein locker wird? bei meinem letzten is im ersten jahr n brilli rausgefallen 😩");
clear("107", "chat", ctx("EUR", 4_000, null, 12), total(3_500), "würdet ihr alle 12 paar gravierte manschettenknöpfe für 420 machen? bräutigam, trauzeugen und beide väter lol 💍");
clear("108", "chat", ctx("EUR", 45_000, 38_000), WITHDRAW, "wir sagen den raum für jürgens abschiedsfeier ab sorry, er will doch nur n ruhiges bier mit den jungs 🍺 danke fürs freihalten vom termin");
clear("109", "chat", ctx("EUR", 52_000), ask("negotiable"), "is der preis für die geschirrtücher zum 750-jahr-jubiläum vom ort fix oder geht da noch was? wir sind nur ein winziger heimatverein 🙏");
clear("110", "chat", ctx("EUR", 9_000, 6_000), middle(7_500), "treffen wir uns in der mitte bei der restaurierung von opas soldatenfoto, dann passt's 🤝");
clear("111", "chat", ctx("EUR", 26_000, 22_000), ACCEPT, "ok abgemacht mit den talaren für die abifeier 👍 bringt ihr die an die schule oder holen wir sie ab?");
unclear("112", "chat", ctx("EUR", 3_800), "der Preis eines anderen Ladens für eine Kommunionkerze, kein Gebot", "nur so, der kirchenladen macht personalisierte kommunionkerzen für 25");
clear("113", "chat", ctx("EUR", 16_500), ask("standing-offer"), "sorry was war nochmal euer preis für die turnierschleifen? vorstandssitzung heut abend und ich find eure mail nicht 🙈");
clear("114", "chat", ctx("EUR", 18_000), minus(15_000, 3_000), "wenn ihr die bedruckte wimpelkette 30 billiger macht bestellen wir heut abend, straßenfest is am feiertag 🎉");
clear("115", "chat", ctx("EUR", 32_000, 26_000), WITHDRAW, "die zeitkapsel lassen wir dieses jahr, die rektorin will aufs neue gebäude warten. trotzdem danke");
clear("116", "chat", ctx("EUR", 1_450), ask("discount"), "ist billiger pro flasche wenn wir nehmen gravierte flaschen für alle mitarbeiter? wir sind 60 leute");
clear("117", "chat", ctx("CHF", 22_500), bid(18_000), "würdet ihr d'einzelkremation mit em pfotenabdruck für 180 stutz mache? er isch 14 gsi und öppe 30 kilo, en sanfte riis 🐾");
unclear("118", "chat", ctx("EUR", 20_000), "'rum' um einen Betrag, kein festes Gebot", "könntest du den stammbaum in kalligrafie für 150 rum machen? sind 4 generationen, nur mamas seite 🌳");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 21_000), ask("delivery"),
  "Sehr geehrter Herr Aschauer,\n\ndie Beerdigung meines Vaters ist am Freitag, 14. März, um 11 Uhr in St. Marien. Wie schnell könnten Sie 120 Trauerprogramme mit dem Ablauf der Feier drucken und in die Kirche liefern?\n\nMit freundlichen Grüßen\nKlara Hennig");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(6_500),
  "Sehr geehrte Frau Pfeiffer,\n\nwir hätten gern 6 gravierte Messingschilder für die Kirchenbänke, die im Gedenken an verstorbene Gemeindemitglieder gestiftet wurden, je 150 x 40 mm mit zwei Zeilen, angebracht vor dem Volkstrauertag. Die Rechnung bitte an das Pfarrbüro, Kirchgasse 2, 79183 Waldkirch. Wir können 65 € pro Schild zahlen.\n\nMit Dank und Gruß\nPfarrer Alois Murr\n07681 224617");
clear("203", "polite-email", ctx("EUR", 345_000, 300_000), ACCEPT,
  "Sehr geehrte Frau Lindqvist,\n\nvielen Dank, dass Sie uns durch den Bestattungswald geführt und all unsere Fragen so geduldig beantwortet haben. Wir möchten den Platz unter der Eberesche und die Beisetzung wie angeboten nehmen. Bitte rufen Sie mich unter 0171 9004186 an, um den Tag abzusprechen.\n\nHerzliche Grüße\nRuth Lambrecht");
clear("204", "polite-email", ctx("EUR", 68_000), percentOff(64_600, 5),
  "Sehr geehrter Herr Sander,\n\nvielen Dank für die Entwürfe zum Siegelring mit unserem Familienwappen. Wären Sie bereit, 5 % vom Angebotspreis nachzulassen?\n\nMit freundlichen Grüßen\nEduard Blum");
clear("205", "polite-email", ctx("EUR", 160_000), ask("payment"),
  "Sehr geehrte Frau Hollerbach,\n\nvielen Dank für Ihren Kostenvoranschlag zur Restaurierung unserer Frauenbund-Fahne. Könnten wir jetzt eine Anzahlung leisten und den Rest, wenn die Fahne zu Ostern wieder in der Kirche hängt?\n\nMit freundlichen Grüßen\nPatrizia Moser\nSchriftführerin, Katholischer Frauenbund Thaur");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Sehr geehrter Herr Grantner,\n\nvielen Dank für das Angebot für die gravierte Uhr zur Verabschiedung von Frau Huber in den Ruhestand. Das Büro hat sich nun doch für einen Gutschein fürs Gartencenter entschieden, wir nehmen den Auftrag daher nicht in Anspruch. Danke für Ihre Hilfe.\n\nBeste Grüße\nJohanna Feld");
clear("207", "polite-email", ctx("EUR", 2_900, null, 20), total(2_500),
  "Sehr geehrte Frau Karrer,\n\nwir möchten uns bei den Ehrenamtlichen unserer Tafel mit einem Lederbuch mit eingeprägtem Namen bedanken. Es sind zwanzig. Würden Sie 500 € für alle zwanzig annehmen?\n\nFreundliche Grüße\nSimon Ogris\nKoordination, Tafel Hillesheim");
clear("208", "polite-email", ctx("EUR", 85_000), ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nunser Heimatverein möchte eine emaillierte Gedenktafel an dem Haus anbringen, in dem die Dichterin Hedwig Marlow lebte. Wie lange gilt die Garantie auf die Oberfläche im Freien, und ist die Befestigung mit eingeschlossen?\n\nMit freundlichen Grüßen\nGottfried Lamm\nVorsitzender, Heimatverein Wenningstedt");
clear("209", "polite-email", ctx("EUR", 55_000), bid(40_000),
  "Sehr geehrte Frau Merz,\n\nvielen Dank, dass Sie die Rede für das Abschiedsessen unseres Vorsitzenden schreiben, gehalten von seinem Stellvertreter: etwa zehn Minuten, herzlich und ein wenig humorvoll, mit der Geschichte der Firma. Ich kann 450 € anbieten.\n\nPS: Bitte lesen Sie oben 400 € statt 450 €; ich hatte die Zahl aus einem älteren Entwurf hineinkopiert.\n\nMit freundlichen Grüßen\nNils Barth");
clear("210", "polite-email", ctx("EUR", 8_500, 7_000), ACCEPT,
  "Hallo Carola,\n\n85 € fürs Reinigen und Ausbessern des Familien-Taufkleids passt uns. Ich bring es am Samstagvormittag vorbei.\n\nDanke\nSophie");
clear("211", "polite-email", ctx("EUR", 29_000), ask("returns"),
  "Hallo,\n\nwir haben bedruckte Umhängebänder für die Teilnehmenden unserer Tagung bestellt. Falls sie in der falschen Farbe oder mit Tippfehler kommen, können wir sie zurückschicken, und wie lange hätten wir dafür Zeit?\n\nDanke\nMarkus Thal\nLandesverband der Imker Nord");
unclear("212", "polite-email", ctx("EUR", 240_000), "ein Preis, der noch auf die Zustimmung des Stiftungsrats wartet",
  "Sehr geehrter Herr Fahrenberg,\n\nvielen Dank für Ihr Angebot, das Kriegerdenkmal vor seinem hundertsten Jahrestag zu reinigen und zu konservieren. Unser Stiftungsrat tagt am 3.; wenn er zustimmt, würden wir von 1.800 € für die Arbeiten ausgehen.\n\nMit freundlichen Grüßen\nGisela Schaller\nStiftung Ehrenmal Ahrweiler");
clear("213", "polite-email", ctx("EUR", 16_000), words(12_000, "einhundertzwanzig Euro"),
  "Sehr geehrte Frau Lauber,\n\njedes Jahr trägt die Gemeinde die Namen ihrer Verstorbenen ins Gedenkbuch ein. Dieses Jahr sind es 14 Namen, jeweils mit Lebensdaten. Wir können einhundertzwanzig Euro für das Eintragen anbieten.\n\nMit freundlichen Grüßen\nHugo Jenninger\nKirchenpfleger");
clear("214", "polite-email", ctx("EUR", 290_000, 240_000), WITHDRAW,
  "Liebe Frau Mühl,\n\nvielen Dank für Ihre Arbeit am Entwurf. Die Firma wird im Frühjahr verkauft, und die neuen Eigentümer möchten keine Medaille zum fünfzigjährigen Bestehen, wir lassen es also. Es tut mir leid, Sie zu enttäuschen.\n\nViele Grüße\nPeter Holtz\n\n> Am 03.02.2027 um 14:05 schrieb Karin Mühl:\n> Ich kann 150 Bronzemedaillen mit Ihrem Logo und den Jahreszahlen für 2.900 € prägen.");
clear("215", "polite-email", ctx("EUR", 38_000), ask("shipping"),
  "Guten Morgen,\n\nunser Chor hätte gern 30 Seidentücher in unseren Farben mit dem Jubiläumslogo für das Frühjahrskonzert. Liefern Sie nach Helgoland, und ist das Porto im Preis enthalten?\n\nVielen Dank\nJana Petersen\nChorgemeinschaft Helgoland");
clear("216", "polite-email", ctx("EUR", 75_000), bid(60_000),
  "Sehr geehrter Herr Okafor,\n\nunser Ehrungsabend findet im Grand Hotel, Saal 2, am Samstag, 8. März, von 19 bis 23 Uhr statt, mit 140 Gästen (Buchungsnummer GH-20417). Könnten Sie für 600 € moderieren und die Ehrungen überreichen?\n\nMit freundlichen Grüßen\nDiana Marsch\nSchriftführerin, LG Kirchheim");
unclear("217", "polite-email", ctx("EUR", 24_000), "zwei Preise für zwei Druckverfahren der Einladungen, keine Wahl getroffen",
  "Hallo Tom,\n\nfür die Einladungen zur diamantenen Hochzeit meiner Eltern schwanken wir zwischen Buchdruck für 180 € und Digitaldruck für 95 €. Ich melde mich, sobald ich mit meiner Schwester gesprochen habe.\n\nDanke\nAmanda");
clear("218", "polite-email", ctx("EUR", 65_000, 55_000), ACCEPT,
  "Sehr geehrter Herr Weißfeld,\n\nwir nehmen die Gedenkeiche mit Tafel gern wie angeboten. Könnte die Pflanzung an einem Wochenende sein, damit die Enkel dabei sein können?\n\nMit freundlichen Grüßen\nLinda Kammerer");

// ---- agent ----
clear("301", "agent", ctx("EUR", 180_000, 150_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und organisiere im Auftrag der Familie den Leichenschmaus nach einer Beerdigung in Ihrem Saal. Bevor wir weitermachen: Wie viele Verhandlungsrunden sind Sie noch bereit zu gehen?");
clear("302", "agent", ctx("EUR", 179_000), bid(150_000),
  "Preisvergleich für Herrn Patel, Feuerbestattung ohne Trauerfeier für seine verstorbene Mutter: Bestattungen Immergrün 1.295 €, Weidenhaus 1.450 €, Fährmann 1.595 €. Ihr Preis liegt bei 1.790 €. Er hat mich ermächtigt, 1.500 € anzubieten.");
clear("303", "agent", ctx("EUR", 110_000), words(80_000, "achthundert Euro"),
  "Frau Trenkler hat mich beauftragt, ein Modell des Seenotrettungsboots anfertigen zu lassen, auf dem ihr Mann 30 Jahre gefahren ist, als Geschenk zum Ruhestand. Sie ist bereit, achthundert Euro zu zahlen.");
unclear("304", "agent", ctx("EUR", 95_000), "ein Budget und die Bitte um einen Vorschlag, kein Gebot",
  "Der Förderverein, für den ich handle, hat 800 € für die Preisverleihung zum Schuljahresende: Buchpreise mit gedruckten Exlibris für 40 Schüler. Was können Sie dafür machen?");
clear("305", "agent", ctx("EUR", 180_000, 150_000), minus(120_000, 30_000, "last-bid"),
  "Nach Ihrer Anprobe brauchen nur acht der zwölf Uniformjacken neue Litzen; im Auftrag der Bergkapelle Thörl senken wir unser vorheriges Angebot daher um 300 €.");
clear("306", "agent", ctx("EUR", 1_600), ask("discount"),
  "Ich organisiere Geschenke für einen Verbund aus drei Pflegeheimen. Wenn wir die personalisierten Christbaumkugeln für alle drei Häuser statt für eines bestellen, würde der Preis pro Kugel sinken?");
clear("307", "agent", ctx("CHF", 75_000), percentOff(66_000, 12),
  "Im Auftrag des Laufclubs Ahornhain: Wir möchten Sie für die Chip-Zeitmessung an unserem Dorflauf über 10 km zu 12 % unter Ihrem Angebotspreis beauftragen. Bitte bestätigen Sie.");
clear("308", "agent", ctx("EUR", 45_000, 38_000), ACCEPT,
  "Frau Adeyemi hat Ihr Honorar für die Trauerrede für ihren Vater freigegeben, bitte legen Sie los. Einen ersten Entwurf hätte sie gern bis zum Wochenende.");
clear("309", "agent", ctx("EUR", 4_200, null, 10), total(3_400),
  "Einkauf für Harlander & Fink GmbH: Rahmung von zehn Urkunden für langjährige Betriebszugehörigkeit, schwarzer Rahmen, cremefarbenes Passepartout. Ihr Preis gilt pro Rahmen; unser Angebot: 340 € für alle zehn.");
clear("310", "agent", ctx("EUR", 95_000, 80_000), plus(90_000, 10_000),
  "Meine Mandantin hat Ihr Gegenangebot geprüft und erhöht ihr vorheriges Angebot für die Renneinteiler des Rudervereins um 100 €.");
clear("311", "agent", ctx("EUR", 9_500), ask("delivery"),
  "Die Reservistenkameradschaft, für die ich einkaufe, braucht einen Kranz mit dem Verbandsabzeichen zum Volkstrauertag. Wie schnell könnte er fertig sein? Die Gedenkfeier ist am 16. November.");
clear("312", "agent", ctx("EUR", 38_000, 30_000), WITHDRAW,
  "Danke für Ihr Angebot für die Zeremonie zur Erneuerung des Eheversprechens. Meine Nutzerin und ihr Mann haben beschlossen, es im Urlaub unter sich zu tun; wir belassen es daher dabei.");
clear("313", "agent", ctx("EUR", 3_400, null, 8), bid(2_750),
  "Bestellentwurf für das Gymnasium am Eschenhain (JSON):\n{\"artikel\": \"Selbstfärbestempel, Schulwappen und Fachbereich\", \"menge\": 8, \"lieferadresse_plz\": \"04109\", \"liefern_bis\": \"2027-01-06\", \"angebot_pro_stempel_eur\": 27.50}");
unclear("314", "agent", ctx("EUR", 50_000), "zwei Preise für zwei Arten der Seebestattung, und die Familie hat nicht gewählt",
  "Für die Seebestattung des Vaters meiner Nutzerin gibt es zwei Möglichkeiten: eine eigene Ausfahrt für 450 € oder einen Platz auf der gemeinsamen Gedenkfahrt für 180 €. Die Familie hat sich noch nicht entschieden; ich bestätige, sobald sie es hat.");
clear("315", "agent", ctx("EUR", 68_000), minus(62_000, 6_000),
  "Die Schule, die ich vertrete, möchte die Tassen zum Hundertjährigen mit der Zeichnung der Kinder für 60 € weniger als Ihr Angebot.");
clear("316", "agent", ctx("EUR", 22_000), ask("standing-offer"),
  "Was verlangen Sie derzeit für die Miete einer Beschallungsanlage mit zwei Funkmikrofonen für eine Preisverleihung an der Schule? Meine Nutzerin möchte Ihren Preis, bevor sie bucht.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 7_800), words(6_000, "Sechzig Euro"), "*dreht den silbernen Taufbecher im Licht* Sechzig Euro, mit ihrem Namen und dem Datum graviert, und ich nehm ihn gleich mit.");
unclear("402", "roleplay", ctx("EUR", 140_000), "'in der Mitte treffen' ohne ein früheres Gebot", "*streicht mit dem Daumen über das Muster des neuen Familien-Tartans* Treffen wir uns in der Mitte, ja?");
clear("403", "roleplay", ctx("EUR", 12_000, 9_000), ACCEPT, "*schiebt beide Eheringe über die Theke* Abgemacht. Gravieren Sie sie so, wie wir's aufgeschrieben haben, zu Ihrem Preis.");
clear("404", "roleplay", ctx("EUR", 19_500), bid(16_000), "*zeigt auf die schwarze Granitplatte in der Auslage* Die da, 300 x 200 mm, zwei Zeilen Schrift, fertig in 14 Tagen: 160 €.");
clear("405", "roleplay", ctx("EUR", 42_000, 32_000), WITHDRAW, "*stellt den Musterhut zurück auf den Ständer* Wunderschön, aber für einen einzigen Tag kann ich das nicht rechtfertigen. Danke für Ihre Zeit.");
clear("406", "roleplay", ctx("EUR", 8_500, 6_000), plus(7_000, 1_000), "*dreht die gravierte Taschenuhr um* Zehn auf meine 60 drauf, zum Achtzehnten von meinem Enkel, und packen Sie sie mir ein.");
clear("407", "roleplay", ctx("EUR", 6_500), ask("negotiable"), "*drückt die Prägezange fürs Vereinssiegel auf einen Briefbogen* Ist das Ihr letzter Preis, oder ist da noch ein bisschen Luft?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*blättert durch die Korrekturabzüge der Programmhefte für die Abschlussfeier* In der Mitte zwischen Ihrem Betrag und meinem, und Sie können heute Abend drucken.");
unclear("409", "roleplay", ctx("EUR", 12_000), "ein Betrag, laut überlegt, bevor die Schwester gefragt ist, kein Gebot", "*hält den Silberanhänger ans Fenster* Hm. 85... zu Mamas Siebzigstem... ich frag erst meine Schwester.");
clear("410", "roleplay", ctx("EUR", 52_000), bid(42_000), "*fängt an, 480 € für die Rute mit dem Namen des Briefträgers am Griff abzuzählen, linst in den Umschlag mit der Sammlung der Kollegen* ...da sind 420 drin. 420 €.");
clear("411", "roleplay", ctx("EUR", 60_000, 50_000), ACCEPT, "*schüttelt dem Bestatter die Hand* Abgemacht, die beiden Wagen hinter dem Leichenwagen zu Ihrem Preis. Können die Fahrer am Krematorium auf uns warten?");
clear("412", "roleplay", ctx("EUR", 60_000), percentOff(48_000, 20), "*dreht einen Muster-Serviettenring zwischen den Fingern* Ein Fünftel runter auf den ganzen Satz für ihren Hochzeitstagstisch, und ich nehm sie.");
clear("413", "roleplay", ctx("EUR", 65_000, 45_000), WITHDRAW, "*sieht sich die Skizze vom Eisschwan für den Ehrungsabend an* Nicht für das Geld.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*lehnt sich an die Theke* Wenn Sie die Sonnenuhr zur goldenen Hochzeit mit ihren Namen gravieren, kann ich beim Abholen zahlen statt jetzt?");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*dreht den geschnitzten Hirtenstab mit Widderhorngriff in den Händen* 90 € mit seinen Initialen am Griff, und es ist sein Geschenk zum Ruhestand.");
unclear("416", "roleplay", ctx("EUR", 90_000, 70_000), "'ein Stück über meinen letzten Betrag' ohne Betrag", "*bricht einen Musterkeks mit Firmenlogo durch* Ich kann ein Stück über meinen letzten Betrag gehen. Nicht viel, wohlgemerkt.");

export const FRESH28_DE = done();

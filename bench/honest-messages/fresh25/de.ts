/**
 * TWENTY-FIFTH set, German (Germany, Austria, Switzerland; see fresh25/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Rohstoffe,
 * Verbrauchsmaterial, Fracht und Lagerung, bought by Manufakturen, Händler und Höfe.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh25In } from "./build";

const { clear, unclear, done } = fresh25In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 72_000), bid(64_000), "640 € für eine Palette der 330-ml-Braunglasflaschen? Laut Datenblatt 3.960 Stück pro Palette. Lieferung bitte an Halle 7 – wir füllen Donnerstag ab.");
clear("002", "terse", ctx("EUR", 5_800), ask("shipping"), "Ist die Fracht beim 20-kg-Karton Sojawachs-Flakes mit drin, oder kommt die extra?");
clear("003", "terse", ctx("EUR", 68_000), percentOff(57_800, 15), "15 % runter vom Tonnenpreis für den Steinzeugton, dann sind wir uns einig.");
clear("004", "terse", ctx("EUR", 21_000, 18_000), WITHDRAW, "Danke fürs Angebot fürs Bienenwachs, aber wir lassen es – der Imker nebenan hat uns sein Entdeckelungswachs angeboten. Trotzdem vielen Dank.");
clear("005", "terse", ctx("EUR", 14_500), words(12_000, "hundertzwanzig Euro"), "Würden Sie den 25-kg-Block rohe Sheabutter für hundertzwanzig Euro hergeben?");
clear("006", "terse", ctx("EUR", 48_000, 42_000), ACCEPT, "Gut – dann buchen wir die Spritzung der Wintergerste zu dem Preis.");
unclear("007", "terse", ctx("EUR", 36_500), "eine Spanne pro Tonne fürs Schaffutter, kein Preis", "Schaffutter-Pellets, lose ins Silo geblasen – irgendwas zwischen 300 und 330 € die Tonne, passt das?");
clear("008", "terse", ctx("EUR", 6_400), minus(5_200, 1_200), "12 € runter vom Karton Stretchfolie, dann bestell ich heute noch.");
clear("009", "terse", ctx("EUR", 52_000), ask("payment"), "koennen wir den duenger auf rechnung mit 30 tage ziel zahlen oder nur vorkasse");
clear("010", "terse", ctx("EUR", 4_900), bid(4_200), "46 €... nee warte, 42 € für den 25-kg-Sack Ätznatron. Hab mich in meinen Notizen verlesen.");
clear("011", "terse", ctx("EUR", 6_500, 5_000), WITHDRAW, "chilis lass ich, zu teuer");
clear("012", "terse", ctx("EUR", 38_000, 30_000), plus(32_500, 2_500), "Ich leg auf mein letztes Angebot für die Palette Meersalz noch 25 € drauf. Mehr ist nicht drin.");
clear("013", "terse", ctx("EUR", 1_450, 1_200), ACCEPT, "14,50 € pro Palette und Woche im Kühlhaus passt – die erste Ladung bringen wir Montag.");
clear("014", "terse", ctx("EUR", 8_600), ask("returns"), "Wenn die Kronkorken nicht passt auf unsere Flaschen, ich kann die Kartons ungeöffnet zurückschicken?");
unclear("015", "terse", ctx("EUR", 21_500), "ein Gebot, das nur gilt, wenn der Verkäufer den Versand zahlt", "180 € für das Sterlingsilberblech, sofern der Versand auf Sie geht.");
clear("016", "terse", ctx("EUR", 13_500), bid(9_500), "Eine Palette von 28195 Bremen nach 80331 München, 1,2 m hoch, 480 kg, Abholung Dienstag, den 14. – machen Sie 95 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 19_000), bid(15_000), "hi würdest du mir alle getrockneten lavendelbunde für 150 geben? so um die 200 stück, für meinen marktstand. kann sa abholen, meine nr 0176 39284107 🌾");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "wann könnt ihr die palette marmeladengläser liefern?? in 2 wochen gehn die erdbeeren los und dann ersaufen wir 😬");
clear("103", "chat", ctx("EUR", 3_400, 2_900), ACCEPT, "JA machen wir!! packt den hopfen gleich in die nächste sendung, brautag kann kommen 🍺🍺");
clear("104", "chat", ctx("EUR", 7_500), words(6_000, "sechzig euro"), "würdest du die kiste pfingstrosen für sechzig euro machen? brauch 50 stiele für ne hochzeit am sa 💐");
unclear("105", "chat", ctx("EUR", 3_200), "Sarkasmus über den Preis der Hibiskusblüten, weder Gebot noch Zusage", "32 € das kilo getrocknete hibiskusblüten?? sind die blütenblätter vergoldet oder was 😂 is für kombucha, nicht für die krone");
clear("106", "chat", ctx("EUR", 9_800), ask("warranty"), "wie lang is die garantie auf die wickelfolie? die letzte is nach 3 monaten in der sonne gerissen und die silage war hin 🙄");
clear("107", "chat", ctx("EUR", 1_450, null, 30), total(1_300), "würdet ihr 390 für alle 30 sack legehennenfutter machen? haben jetzt 400 hühner lol 🐔");
clear("108", "chat", ctx("EUR", 240_000, 200_000), WITHDRAW, "wir müssen das lagerabteil fürs weihnachtsgeschäft leider absagen, die bestellungen sind dieses jahr total eingebrochen. danke fürs freihalten trotzdem");
clear("109", "chat", ctx("EUR", 4_200), ask("negotiable"), "is der preis für die austernpilzbrut fix oder kann ma da no verhandeln? fang grad erst an 🍄");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "treffen wir uns bei der pflanzlich gegerbten lederhälfte in der mitte? dann passt's 🤝");
clear("111", "chat", ctx("EUR", 16_500, 14_000), ACCEPT, "ok abgemacht mit der kuvertüre 👍 könnt ihr die vor ostern liefern? die osterhasen giessen sich nicht von selbst 🐣");
unclear("112", "chat", ctx("EUR", 3_400), "der Preis eines anderen Großhändlers fürs Duftöl, kein Gebot", "der großhändler in leipzig hat das duftöl für 28 der liter, nur so nebenbei");
clear("113", "chat", ctx("EUR", 4_600), ask("standing-offer"), "sorry was wolltet ihr nochmal pro tonne fürs kalkstreuen? papa fragt und ich find die mail nicht");
clear("114", "chat", ctx("EUR", 5_600), minus(4_800, 800), "wenn ihr den wacholder 8 € billiger macht sind wir im geschäft, nächste woche brennen wir gin");
clear("115", "chat", ctx("EUR", 35_000, 30_000), WITHDRAW, "das fulfilment lassen wir erstmal, wir packen die bestellungen weiter am küchentisch lol. danke fürs angebot");
clear("116", "chat", ctx("EUR", 2_600), ask("discount"), "ist billiger pro sack wenn wir ganze palette zucker nehmen?");
clear("117", "chat", ctx("CHF", 22_000), bid(18_000), "würdet ihr mir de bus mit chauffeur am samstig für 180 stutz mache? start am 5i, marktstand 42, buchigsnr MK2291");
unclear("118", "chat", ctx("EUR", 12_000), "'so … rum' um einen Betrag, kein festes Gebot", "könntet ihr die lippenbalsam-dosen für so 90 rum machen? ich mach die ganz allein im gästezimmer 😅");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 6_800), ask("delivery"),
  "Sehr geehrter Herr Pries,\n\nvielen Dank für das Angebot für den Milchaustauscher. Die Abkalbung beginnt bei uns um den 3. März, und ich möchte die ersten zehn Säcke vorher im Stall haben. Wie schnell nach der Bestellung könnten Sie liefern?\n\nMit freundlichen Grüßen\nGerhard Moser\nMoserhof");
clear("202", "polite-email", ctx("EUR", 1_900, null, 48), bid(1_650),
  "Hallo Frau Pohl,\n\nwir sind ein kleines Label, das von Hand färbt, und hätten gern 48 der ungefärbten Bio-Baumwoll-Hoodies: 8× S, 16× M, 16× L, 8× XL. Wir können 16,50 € pro Stück zahlen.\n\nViele Grüße\nJana Weiß\nSalzwiese Clothing\nHafenstraße 22, 24103 Kiel\n0176 55873021");
clear("203", "polite-email", ctx("EUR", 18_500, 15_000), ACCEPT,
  "Sehr geehrter Herr Osei,\n\nvielen Dank für Ihr Angebot für die Verzollung unseres Containers mit Emaillegeschirr in Hamburg. Wir beauftragen Sie gern zu der genannten Gebühr. Bitte rufen Sie mich unter 040 31986274 an, damit wir die Unterlagen durchgehen.\n\nMit freundlichen Grüßen\nRuth Adam\nKessel & Co.");
clear("204", "polite-email", ctx("EUR", 64_000), percentOff(60_800, 5),
  "Sehr geehrter Herr Harms,\n\nvielen Dank für das Angebot für das Paket Bootsbausperrholz (BS 1088) für das Boot, das wir diesen Winter bauen. Wären Sie bereit, 5 % nachzulassen?\n\nMit freundlichen Grüßen\nTorben Petersen\nPetersen Bootsbau");
clear("205", "polite-email", ctx("EUR", 240_000), ask("payment"),
  "Sehr geehrte Frau Chen,\n\nvielen Dank für das Angebot für unseren Anteil an einem Container von Ningbo nach Hamburg (rund 6 Kubikmeter Keramikgeschirr). Könnten wir, wenn wir zusagen, die Hälfte bei Buchung und den Rest nach der Verzollung zahlen?\n\nMit freundlichen Grüßen\nDaniel Frost\nFrost & Feld Wohnen");
clear("206", "polite-email", ctx("EUR", 120_000, 100_000), WITHDRAW,
  "Lieber Herr Lenz,\n\ndanke für das Angebot fürs Pressen und Wickeln unseres zweiten Schnitts. Unser Nachbar hat sich inzwischen eine Presse gekauft und macht es uns gegen Weidenutzung, deshalb brauchen wir Sie dieses Jahr nicht. Danke, dass Sie uns eingeplant hatten.\n\nViele Grüße\nAnna Lohmann");
clear("207", "polite-email", ctx("EUR", 2_400, null, 20), total(2_100),
  "Guten Tag,\n\nwir haben einen kleinen Freilandhof und hätten gern zwanzig Kartons der 6er-Eierschachteln aus Pappe. Wären Sie mit 420 € für alle zwanzig Kartons einverstanden?\n\nVielen Dank\nSabine Buck\nBucks Eierhof");
clear("208", "polite-email", ctx("EUR", 8_500), ask("warranty"),
  "Sehr geehrte Damen und Herren,\n\nwir interessieren uns für Ihre rekonditionierten 1.000-Liter-IBC-Container für Regenwasser in unserer Gärtnerei. Welche Garantie geben Sie darauf, und deckt sie auch undichte Auslaufhähne ab?\n\nMit freundlichen Grüßen\nMartin Hahn\nGärtnerei Hahn");
clear("209", "polite-email", ctx("EUR", 42_000), bid(33_000),
  "Sehr geehrter Herr Lindgren,\n\nfür den Satz von zehn Alpenfichtendecken (AA) möchte ich Ihnen 360 € anbieten.\n\nKorrektur, bevor Sie antworten: Ich habe die falsche Zeile meiner Tabelle abgeschrieben. Mein Angebot ist 330 €.\n\nViele Grüße\nOliver Marx\nMarx Gitarrenbau");
clear("210", "polite-email", ctx("CHF", 4_500, 3_800), ACCEPT,
  "Grüezi Frau Frei\n\nCHF 45.– pro Fass und Jahr für die Lagerung unserer Fässer in Ihrem Zolllager ist für uns in Ordnung. Die ersten schicken wir nächste Woche mit den Papieren.\n\nDanke und freundliche Grüsse\nCorsin\nBrennerei Val Sot");
clear("211", "polite-email", ctx("EUR", 9_000), ask("returns"),
  "Guten Tag,\n\nfalls die schwarzen Pipettenhütchen nicht auf die 30-ml-Tropfflaschen passen: Können wir die ungeöffneten Kartons zurückschicken, und innerhalb welcher Frist?\n\nDanke und Gruß\nAmara Lenz\nHaut & Gut Naturkosmetik\n\n> Am 05.02. schrieb Vitrum Verpackungen:\n> Ihre 30-ml-Braunglas-Tropfflaschen (Karton à 500) gehen morgen raus; die Pipetten sind separat verpackt.");
unclear("212", "polite-email", ctx("EUR", 172_000), "ein Preis, der noch auf die Zustimmung der Genossenschaftsmitglieder wartet",
  "Sehr geehrter Herr Baxmann,\n\nvielen Dank für das Angebot für eine Palette Ziehbutter. Unsere Genossenschaftsmitglieder treffen sich am Dienstag; wenn sie zustimmen, lägen wir bei 1.500 € für die Palette.\n\nMit freundlichen Grüßen\nNina Hartmann\nBäckereigenossenschaft Miteinander eG");
clear("213", "polite-email", ctx("EUR", 95_000), words(75_000, "siebenhundertfünfzig Euro"),
  "Sehr geehrte Frau Kaur,\n\nvielen Dank für das Angebot für den Paketversand. Wir bräuchten eine Abholung an 5 Tagen die Woche, etwa 60 Pakete am Tag, keins über 2 kg. Dafür möchte ich Ihnen siebenhundertfünfzig Euro im Monat anbieten.\n\nMit freundlichen Grüßen\nHelene Kranich\nPapiermond Schreibwaren");
clear("214", "polite-email", ctx("EUR", 38_000, 32_000), WITHDRAW,
  "Lieber Herr Dietl,\n\ndanke, dass Sie den Viehtransporter für unsere Lämmer freigehalten haben. Der Markt in Traunstein ist abgesagt worden, deshalb brauchen wir den Transport doch nicht. Entschuldigen Sie die Umstände.\n\nViele Grüße\nMaria Pointner\n\n> Am 09.09.2026 um 18:40 schrieb Dietl Viehtransporte:\n> Ich kann am 19. bis zu 120 Lämmer im Doppelstock nach Traunstein fahren, für 380 €.");
clear("215", "polite-email", ctx("EUR", 8_900), ask("shipping"),
  "Guten Tag,\n\nwir bedrucken T-Shirts in Wien und hätten gern vier 5-kg-Eimer der weißen Plastisolfarbe. Liefern Sie nach Österreich, und sind die Versandkosten inbegriffen oder kommen sie dazu?\n\nVielen Dank\nClaudia Doll\nDruckwerk Wien");
clear("216", "polite-email", ctx("EUR", 36_000), bid(31_000),
  "Sehr geehrter Herr Ferreira,\n\nwir hätten gern 60 kg Alphonso-Mangopüree (sechs 10-kg-Eimer) für unsere Eisdiele, Lieferung am Dienstag, 10. Juni, zwischen 7:00 und 9:00 Uhr. Ich kann 310 € anbieten.\n\nMit freundlichen Grüßen\nLucia Conti\nEiscafé Conti");
unclear("217", "polite-email", ctx("EUR", 13_500), "zwei Preise für zwei Kerzengläser, keine Wahl getroffen",
  "Hallo Tom,\n\nfür die Herbstkollektion schwanken wir zwischen den 200-g-Braunglasgläsern für 95 € pro Karton und den satinierten 250-g-Gläsern für 120 € pro Karton. Ich melde mich, sobald wir in beide eine Probe gegossen haben.\n\nGruß\nIsa\nDocht & Glut Kerzen");
clear("218", "polite-email", ctx("EUR", 45_000, 40_000), ACCEPT,
  "Sehr geehrter Herr Asbeck,\n\nwir lagern unseren Weizen gern wie angeboten in Ihrer Halle ein. Holt Ihr LKW ihn bei uns ab, oder sollen wir den Transport selbst organisieren?\n\nVielen Dank\nPhilipp Dunker\nHof Dunker");

// ---- agent ----
clear("301", "agent", ctx("EUR", 60_000, 50_000), ask("rounds-left"),
  "Ich bin ein KI-Einkaufsassistent und verhandle für eine kleine Messerschmiede über O1-Werkzeugstahl in Stangen. Vorab: Wie viele Angebotsrunden sind Sie noch bereit zu gehen, bevor Sie einen Preis festlegen?");
clear("302", "agent", ctx("EUR", 139_000), bid(120_000),
  "Marktcheck für die Möbelwerkstatt Hartl: amerikanischer Nussbaum, FAS, 27-mm-Bohlen, kammergetrocknet. Drei andere Händler verlangen 1.150 €, 1.240 € und 1.310 € pro Kubikmeter. Ihr Preis: 1.390 €. Unser Angebot: 1.200 € pro Kubikmeter.");
clear("303", "agent", ctx("EUR", 58_000), words(48_000, "vierhundertachtzig Euro"),
  "Frau Rahmann, die Naturparfums herstellt, hat mich gebeten, die 100 ml gereiftes Oud-Öl aus Ihrem Inserat zu kaufen (destilliert 2019, 100-ml-Braunglasflasche). Sie ist bereit, vierhundertachtzig Euro zu zahlen.");
unclear("304", "agent", ctx("EUR", 210_000), "ein Budget mit der Bitte um ein Angebot, kein Gebot",
  "Die Gemüsegärtnerei, für die ich tätig bin, hat 1.800 € für den Kulturschutz dieser Saison eingeplant: Vlies und Insektenschutznetz für rund 2.000 m² Beete. Was könnten Sie uns dafür zusammenstellen?");
clear("305", "agent", ctx("EUR", 49_000, 43_000), minus(39_000, 4_000, "last-bid"),
  "Im Auftrag von Frau Löwe: Die Probe der unraffinierten Kakaobutter kam mit einem muffigen Geruch an; wir senken unser vorheriges Angebot daher um 40 €.");
clear("306", "agent", ctx("EUR", 3_900), ask("discount"),
  "Ich kümmere mich um den Einkauf für einen kleinen Hot-Sauce-Hersteller. Gibt es einen günstigeren Preis pro Karton der 150-ml-Woozy-Flaschen, wenn wir uns auf 20 Kartons pro Quartal festlegen?");
clear("307", "agent", ctx("EUR", 250_000), percentOff(230_000, 8),
  "Im Namen der Brennerei Wilder Thymian: Wir möchten den IBC Neutralalkohol zu 8 % unter Ihrem Angebotspreis abnehmen. Bitte bestätigen Sie, ob das für Sie passt.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "Herr Brenner hat Ihren Tarif für die Sammelgut-Palette nach Wien freigegeben; wir möchten also buchen. Bitte schicken Sie das Buchungsformular und das Abholfenster.");
clear("309", "agent", ctx("EUR", 3_800, null, 20), total(3_200),
  "Einkauf für eine Polsterei: zwanzig Platten Kaltschaum, auf Maß zugeschnitten. Ihr Angebot gilt pro Platte; wir bieten 640 € für alle zwanzig.");
clear("310", "agent", ctx("EUR", 98_000, 85_000), plus(90_000, 5_000),
  "Meine Mandantin hat Ihr Gegenangebot geprüft und erhöht ihr vorheriges Angebot für die Tonne Pilsner Malz um 50 €.");
clear("311", "agent", ctx("EUR", 45_000), ask("delivery"),
  "Der Rindermastbetrieb, für den ich einkaufe, möchte einen ersten IBC Futtermelasse, bevor die Rinder am 1. November aufgestallt werden. Wie schnell nach der Bestellung könnten Sie liefern?");
clear("312", "agent", ctx("EUR", 15_900, 13_000), WITHDRAW,
  "Danke für das Angebot für Schrumpffolie und Heißluftpistole. Meine Nutzerin verpackt ihre Seifen weiterhin mit Papierbanderolen, daher belassen wir es dabei.");
clear("313", "agent", ctx("EUR", 8_600, null, 8), bid(7_450),
  "Bestellentwurf für die Seifenmanufaktur Eichberg (JSON):\n{\"artikel\": \"Bio-Kokosöl, 20-l-Kanister\", \"menge\": 8, \"liefer_plz\": \"79098\", \"liefern_bis\": \"2026-03-02\", \"angebot_pro_kanister_eur\": 74.50}");
unclear("314", "agent", ctx("EUR", 230_000), "zwei Preise für zwei Liefertouren, die Nutzerin hat nicht gewählt",
  "Für die Auslieferungen der Bäckerei meiner Nutzerin sind noch zwei Varianten offen: eine gekühlte Tour für 1.950 € im Monat oder eine ungekühlte für 1.400 €. Sie hat sich noch nicht entschieden; ich bestätige, sobald sie gewählt hat.");
clear("315", "agent", ctx("EUR", 36_000), minus(33_000, 3_000),
  "Die Käserei, für die ich handle, möchte Ihre wöchentlichen 400 Liter Ziegenmilch zu 30 € unter Ihrem Angebotspreis abnehmen.");
clear("316", "agent", ctx("EUR", 2_400), ask("standing-offer"),
  "Was verlangen Sie derzeit pro Kilo ganzen rosa Pfeffer? Meine Nutzerin hat einen Gewürzstand und möchte Ihren Preis kennen, bevor sie nachbestellt.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 5_500), words(4_000, "vierzig"), "*dreht ein Stück Hirschgeweih in den Händen* Ich geb Ihnen vierzig für die Kiste Abschnitte.");
unclear("402", "roleplay", ctx("EUR", 8_500), "'in der Mitte treffen' ohne ein früheres Gebot", "*rollt einen Meter Jute ab und reibt ihn zwischen den Fingern* Treffen wir uns in der Mitte, hm?");
clear("403", "roleplay", ctx("EUR", 9_000, 7_000), ACCEPT, "*schlägt über dem Haufen Jakobschaf-Vliese ein* Abgemacht. Ich nehm alles zu Ihrem Preis.");
clear("404", "roleplay", ctx("EUR", 9_500), bid(7_000), "*wühlt bei der Hofauflösung in der Kiste Gummistiefel* Posten 114 – zwölf Paar, Größe 41 bis 45, auf dem Zettel steht 95 €. Ich geb Ihnen 70 € für den Posten.");
clear("405", "roleplay", ctx("EUR", 7_500, 6_000), WITHDRAW, "*legt den Brocken Naturindigo zurück auf die Waage* Schönes Zeug, aber diesen Monat ist das nicht drin. Danke trotzdem.");
clear("406", "roleplay", ctx("EUR", 12_000, 8_000), plus(9_500, 1_500), "*hebt eine Ecke des Rüster-Maserfurniers an* Fünfzehn über meine 80, und dann ist Schluss.");
clear("407", "roleplay", ctx("EUR", 9_200), ask("negotiable"), "*tritt gegen das Fass rohes Leinöl* Ist das Ihr letztes Wort, oder kann man reden?");
clear("408", "roleplay", ctx("EUR", 30_000, 22_000), middle(26_000), "*lehnt an der Ladeklappe neben dem Anhänger voller Kürbisse* Dann die Mitte zwischen Ihrer Zahl und meiner, für die ganze Fuhre.");
unclear("409", "roleplay", ctx("EUR", 8_000), "eine Zahl vor sich hin überlegt, bevor er sich umschaut, kein Gebot", "*wiegt einen Zinnbarren in der Hand* Hm. 60... ich schau mich erst noch auf dem Hof um.");
clear("410", "roleplay", ctx("EUR", 36_000), bid(27_500), "*tippt 320 € in den Taschenrechner, runzelt die Stirn, löscht und tippt 275 €* Für die Rolle Kupferblech.");
clear("411", "roleplay", ctx("EUR", 12_000, 9_500), ACCEPT, "*nickt zur Palette Schieferreste* Na gut, abgemacht. Kann Ihr Junge die mit dem Pick-up in die Werkstatt fahren?");
clear("412", "roleplay", ctx("EUR", 6_000), percentOff(4_500, 25), "*hält den Lindenholzblock ans Fenster* Ein Viertel runter, und ich trag ihn gleich raus.");
clear("413", "roleplay", ctx("EUR", 4_500, 3_000), WITHDRAW, "*wirft den Strang geteertes Marlgarn auf die Theke und geht zur Tür* Vergessen Sie's.");
clear("414", "roleplay", ctx("EUR", 38_000), ask("payment"), "*lehnt neben der Palette Kalkmörtel an der Theke* Kann ich das aufs Kundenkonto nehmen und Ende des Monats zahlen?");
clear("415", "roleplay", ctx("EUR", 5_500), bid(3_800), "*wuchtet die Kiste Hufeisenrohlinge hoch* 38 €, und die kommen gleich in den Transporter.");
unclear("416", "roleplay", ctx("EUR", 6_000, 4_500), "'ein bisschen über das, was ich gesagt hab' ohne Betrag", "*beäugt die Kiste Bitterorangen* Ein bisschen über das, was ich gesagt hab, geh ich noch. Aber nicht viel.");

export const FRESH25_DE = done();

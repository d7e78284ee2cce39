/**
 * TWENTY-SECOND set, German (Germany, Austria, Switzerland; see fresh22/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: Pflege,
 * Kinder, Haustiere und Gesundheit, bought by families, pflegende Angehörige, Kitas and Pflegeheime.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh22In } from "./build";

const { clear, unclear, done } = fresh22In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 189_500), bid(165_000), "Würden Sie das Vorführ-Elektromobil (15 km/h) für 1.650 € abgeben? Meine Mutter braucht es vor dem Winter.");
clear("002", "terse", ctx("EUR", 145_000), ask("shipping"), "Ist beim Badewannenlift die Lieferung ins Haus schon im Preis drin oder kommt die extra?");
clear("003", "terse", ctx("EUR", 89_900), percentOff(76_415, 15), "Mit 15 % Nachlass auf die orthopädische Matratze (180×200) nehm ich sie.");
clear("004", "terse", ctx("EUR", 150_000, 120_000), WITHDRAW, "Tut mir leid, wir müssen beim Cockapoo-Welpen absagen, der Vermieter erlaubt keinen Hund. Alles Gute für den Wurf.");
clear("005", "terse", ctx("EUR", 24_900), words(19_000, "hundertneunzig"), "Wären hundertneunzig für den Rollator mit Sitz und Korb in Ordnung?");
clear("006", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Gut, dann nehmen wir die zwei Wochen Hundepension für Bella zu Ihrem Preis.");
unclear("007", "terse", ctx("EUR", 42_000), "eine Spanne für die Physio-Hausbesuche, kein Preis", "so zwischen 300 und 350 € für sechs Physio-Hausbesuche?");
clear("008", "terse", ctx("EUR", 325_000), minus(300_000, 25_000), "250 € runter vom Treppenlift inkl. Montage, dann machen wir's.");
clear("009", "terse", ctx("EUR", 48_000), ask("payment"), "kann man die gleitsichtbrille in 3 raten zahlen oder alles auf einmal");
clear("010", "terse", ctx("EUR", 39_900), bid(33_000), "360 €, äh, 330 € meinte ich, für den i-Size-Kindersitz samt Einbau in den Golf.");
clear("011", "terse", ctx("EUR", 38_000, 30_000), WITHDRAW, "terrarium lassen wir, zu teuer für die bartagame");
clear("012", "terse", ctx("CHF", 30_000, 22_000), plus(25_000, 3_000), "Ich leg 30 Franken pro Monat auf mein Angebot für das Pflegepony drauf. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 1_800, 1_500), ACCEPT, "18 € pro Nacht, beide Katzen in einem Gehege – passt, bitte eintragen.");
clear("014", "terse", ctx("EUR", 32_000), ask("returns"), "Wenn Stillsessel ist nicht gut für meine Rücken, ich kann zurückschicken in die 30 Tage?");
unclear("015", "terse", ctx("EUR", 690_000), "ein Gebot, das nur gilt, wenn Wannenausbau und Fliesen dabei sind", "5.800 € für den Umbau zur bodengleichen Dusche – wenn der Ausbau der alten Wanne und das Fliesen mit drin sind.");
clear("016", "terse", ctx("EUR", 19_500), bid(16_000), "Zauberer/Clown für 15 Kinder, Sa 12.04., 14–16 Uhr, Lärchenweg 9, 28215 Bremen – 160 €?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 95_000), bid(80_000), "hallo, würdet ihr den lilac kater für 800 hergeben? kann jedes we abholen, meine nr 0151 23456789 🐱");
clear("102", "chat", ctx("EUR", 134_000), ask("delivery"), "wie schnell koennt ihr den kinderzimmerschrank + wickelkommode liefern? ET ist in 3 wochen 😅");
clear("103", "chat", ctx("EUR", 48_000, 40_000), ACCEPT, "JA bitte termin machen!! der arme Bruno mit seinen zähnen 🦷🐶 danke euch");
clear("104", "chat", ctx("EUR", 27_500), words(20_000, "zwei Hunni"), "gehen zwei Hunni für den faltrollstuhl? is für oma, für die arzttermine");
unclear("105", "chat", ctx("EUR", 180_000), "Sarkasmus über die Vermittlungsgebühr, weder Gebot noch Zusage", "1.800 € nur fürs Vermitteln einer Nanny?? kommt die mit dem Hubschrauber oder was 😂");
clear("106", "chat", ctx("EUR", 210_000), ask("warranty"), "wie viele jahre garantie gibts auf die motoren vom pflegebett? is für papa daheim und der drückt ständig auf der fernbedienung rum");
clear("107", "chat", ctx("EUR", 2_500, null, 4), total(2_000), "macht ihr 80 € für alle 4 Welpenstunden? die kleine is ein wirbelwind 🙈");
clear("108", "chat", ctx("EUR", 320_000, 250_000), WITHDRAW, "wir machen das mit den alignern doch nicht, sorry – die kieferorthopädie an der uniklinik nimmt sie jetzt doch. danke trotzdem");
clear("109", "chat", ctx("EUR", 120_000), ask("negotiable"), "is der preis für die dackelwelpen fix oder is da noch luft drin?");
clear("110", "chat", ctx("CHF", 140_000, 110_000), middle(125_000), "träffed mir üs i de mitti bi de chrone? denn wärs guet");
clear("111", "chat", ctx("EUR", 68_000, 60_000), ACCEPT, "ok machen wir 👍 kann der monteur die rampe an nem samstag bauen? wir arbeiten beide unter der woche");
unclear("112", "chat", ctx("EUR", 5_500), "der Preis eines anderen Hundesalons, kein Gebot", "der hundesalon bei uns ums eck macht komplett scheren für 40 nur so als info");
clear("113", "chat", ctx("EUR", 4_200), ask("standing-offer"), "sorry was hat der karton inkontinenzvorlagen nochmal gekostet? die pdl fragt und ich find die mail nimmer");
clear("114", "chat", ctx("EUR", 18_900), minus(14_900, 4_000), "40 € runter von der doppelmilchpumpe und sie gehört mir 😊");
clear("115", "chat", ctx("EUR", 22_000, 18_000), WITHDRAW, "den termin fürs zungenbändchen lassen wir, hebamme sagt die ambulanz kann ihn früher nehmen. danke trotzdem");
clear("116", "chat", ctx("EUR", 17_500), ask("discount"), "gibt es rabatt wenn meine zwei jungen kommen die ganze woche in ferienlager?");
clear("117", "chat", ctx("EUR", 285_000), bid(230_000), "tät ma den E-Rollstuhl um 2.300 € hergeben? i hol ihn mit dem bus vom schwager no diese woch");
unclear("118", "chat", ctx("EUR", 28_000), "'so um die' einen Betrag, kein festes Gebot", "könntet ihr das schlafcoaching paket für so um die 200 machen? wir sind am ende 😴");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), ask("delivery"),
  "Sehr geehrter Herr Pohl,\n\nvielen Dank für das Aufmaß unserer Treppe für einen Kurventreppenlift. Wie lange dauert es üblicherweise vom Aufmaß bis zum Einbau? Meine Mutter wird am 14. März aus dem Krankenhaus entlassen, und bis dahin sollte der Lift stehen.\n\nMit freundlichen Grüßen\nJana Okafor (Tochter)");
clear("202", "polite-email", ctx("EUR", 1_750, null, 30), bid(1_400),
  "Sehr geehrte Frau Hendricks,\n\ndie Grundschule am Mühlbach möchte für die neuen Erstklässler 30 dunkelblaue Sweatshirts mit Schullogo bestellen. Wir können 14 € pro Sweatshirt bezahlen, bestickt. Unsere Bestellnummer lautet 4417.\n\nMit freundlichen Grüßen\nKatrin Ward, Schulsekretariat\nMühlbachstraße 3, 74072 Heilbronn\nTel. 07131 862190");
clear("203", "polite-email", ctx("EUR", 240_000, 210_000), ACCEPT,
  "Sehr geehrte Frau Dr. Sandner,\n\nvielen Dank für die ausführliche Erklärung des Behandlungsplans. Ich möchte das Implantat zu dem im Heil- und Kostenplan genannten Honorar machen lassen. Bitte rufen Sie mich für den ersten Termin unter 0221 4960372 an.\n\nMit freundlichen Grüßen\nGerd Meyer");
clear("204", "polite-email", ctx("EUR", 186_000), percentOff(176_700, 5),
  "Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihr Angebot für die Bewegungslandschaft in unserer Krippengruppe. Als kleine Elterninitiative müssen wir jeden Euro umdrehen – wäre ein Nachlass von 5 % möglich?\n\nFreundliche Grüße\nTamara Holl\nKita Eichhörnchen e. V.");
clear("205", "polite-email", ctx("EUR", 350_000), ask("payment"),
  "Sehr geehrter Herr Dr. Farr,\n\nwir möchten, dass Oliver im neuen Jahr mit der festen Zahnspange beginnt. Können wir den Eigenanteil auf 12 Monate verteilen, und fallen dafür Zinsen an?\n\nMit freundlichen Grüßen\nRebekka Lyons");
clear("206", "polite-email", ctx("EUR", 120_000, 95_000), WITHDRAW,
  "Sehr geehrte Frau Kowalczyk,\n\nherzlichen Dank für Ihre Hilfe bei der Suche nach einer 24-Stunden-Betreuung. Meine Mutter hat nun einen Platz im Haus Lindenhof bekommen, daher werden wir die Vermittlung nicht in Anspruch nehmen. Vielen Dank für Ihre Geduld.\n\nMit freundlichen Grüßen\nPaul Demski");
clear("207", "polite-email", ctx("EUR", 2_400, null, 12), total(2_200),
  "Hallo Herr Gerber,\n\nfür die Kita hätten wir gern zwölf Kartons der parfümfreien Feuchttücher. Wären 264 € für alle zwölf in Ordnung, mitgeliefert mit unserer normalen Bestellung?\n\nDanke und viele Grüße\nMeera Schulz\nKita Bienenkorb");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Sehr geehrter Herr Antrup,\n\nvielen Dank für die Vorführung der elektrisch höhenverstellbaren Wickelliege. Wie viele Jahre Garantie geben Sie auf das Gestell und auf den Antrieb?\n\nMit freundlichen Grüßen\nSabine Kurz\nFörderschule am Park");
clear("209", "polite-email", ctx("EUR", 50_000), bid(40_000),
  "Sehr geehrte Frau Prietz,\n\nunsere Tierärztin hat für Monty nach der Kreuzband-OP Hydrotherapie empfohlen. Für den Zehnerblock biete ich 450 € – Verzeihung, gemeint sind 400 €.\n\nViele Grüße\nAlbert Greiner");
clear("210", "polite-email", ctx("EUR", 3_800, 3_200), ACCEPT,
  "Hallo Dan,\n\n38 € pro Trainingseinheit für Ellis Tennis in diesem Halbjahr sind für uns in Ordnung. Sie freut sich schon riesig.\n\nDanke und Gruß\nLaura");
clear("211", "polite-email", ctx("EUR", 12_500), ask("returns"),
  "Guten Tag,\n\nwir haben die orthopädischen Maßschuhe für unseren Sohn bestellt. Falls sie nicht zu seinen Orthesen passen: Kann man sie ungetragen zurückgeben, und innerhalb welcher Frist?\n\nFreundliche Grüße\nDeepa Raman\n\n> Am 03.05. schrieb Orthopädie-Schuhtechnik Stritt:\n> Die Schuhe Ihres Sohnes (Auftrag 20817) sind in etwa 3 Wochen abholbereit.");
unclear("212", "polite-email", ctx("EUR", 95_000), "ein Preis, der noch auf die Freigabe der Einrichtungsleitung wartet",
  "Sehr geehrter Herr Gül,\n\nvielen Dank für die Teststellung der Wechseldruckmatratze. Vorbehaltlich der Freigabe durch unsere Einrichtungsleitung am Freitag könnten wir 780 € anbieten.\n\nMit freundlichen Grüßen\nBeate Nasch\nstellv. Pflegedienstleitung, Seniorenheim Eschenhof");
clear("213", "polite-email", ctx("EUR", 34_000), words(27_500, "zweihundertfünfundsiebzig Euro"),
  "Sehr geehrte Frau Hamid,\n\nvielen Dank für die Laufanalyse. Für das Paar maßgefertigte Einlagen einschließlich der Nachkontrolle möchte ich Ihnen zweihundertfünfundsiebzig Euro anbieten.\n\nMit freundlichen Grüßen\nRolf Bentz");
clear("214", "polite-email", ctx("EUR", 48_000, 40_000), WITHDRAW,
  "Sehr geehrte Frau Mortimer,\n\nvielen Dank, dass Sie Ava einen Platz in der Nachmittagsbetreuung freigehalten haben. Wir haben unsere Arbeitszeiten umgestellt und brauchen den Platz nun doch nicht.\n\nFreundliche Grüße\nNkechi Adebayo\n\n> Am 02.09.2026 um 16:05 schrieb Linda Mortimer:\n> Wir halten Avas Platz bis Freitag frei. Der Beitrag für das Herbsthalbjahr beträgt 480 €, zahlbar im Voraus.");
clear("215", "polite-email", ctx("CHF", 76_000), ask("shipping"),
  "Grüezi\n\nWir interessieren uns für die Aussenvoliere für unsere Wellensittiche. Was kostet die Lieferung nach Scuol, oder ist sie im Preis inbegriffen?\n\nFreundliche Grüsse\nFlurina Caduff");
clear("216", "polite-email", ctx("EUR", 29_000), bid(24_000),
  "Sehr geehrter Herr Raffel,\n\nwir möchten den rollstuhlgerechten Kleinbus mit Fahrer für 9 unserer Bewohnerinnen und Bewohner am Mittwoch, 18. Juni, von 10:00 bis 15:30 Uhr für einen Ausflug an den See buchen. Wir können 240 € anbieten.\n\nMit freundlichen Grüßen\nJoanna Kastell\nSoziale Betreuung, Haus Ulmenfeld");
unclear("217", "polite-email", ctx("EUR", 72_000), "zwei Preise für zwei Ausführungen des Hochbetts, keine Wahl getroffen",
  "Sehr geehrter Herr Brock,\n\nfür Freyas Hochbett mit Schreibtisch könnten wir 640 € in Eiche oder 520 € in Kiefer weiß lackiert zahlen. Für welche Ausführung wir uns entscheiden, wissen wir noch nicht.\n\nViele Grüße\nHanna und Jonas Petri");
clear("218", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Sehr geehrter Herr Evers,\n\nbitte bauen Sie die Mikrochip-Katzenklappe in unsere verglaste Terrassentür ein. Können Sie uns sagen, was wir für Ihren Monteur vorher wegräumen sollten?\n\nVielen Dank\nSandra Brockmann");

// ---- agent ----
clear("301", "agent", ctx("EUR", 96_000, 80_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und organisiere für den Sohn meines Nutzers einen Block von zwölf logopädischen Sitzungen als Selbstzahler. Bevor ich unser Angebot anpasse: Wie viele Verhandlungsrunden sind bei Ihnen noch vorgesehen?");
clear("302", "agent", ctx("CHF", 120_000), bid(98_000),
  "Im Auftrag von Herrn Hug: Für einen aufbereiteten mobilen Patientenlifter für zu Hause sind vergleichbare Geräte diesen Monat zu CHF 950.–, CHF 1'020.– und CHF 1'090.– ausgeschrieben; Ihr Preis liegt bei CHF 1'200.–. Wir bieten CHF 980.– inklusive Tragetuch.");
clear("303", "agent", ctx("EUR", 165_000), words(140_000, "eintausendvierhundert Euro"),
  "Ich bin ein Einkaufsassistent der Familie Lindqvist. Sie möchte den Berner-Sennenhund-Welpen aus Ihrem Frühjahrswurf reservieren und gibt eintausendvierhundert Euro frei; die Anzahlung erfolgt bei Unterzeichnung des Kaufvertrags.");
unclear("304", "agent", ctx("EUR", 720_000), "ein Zuschussrahmen mit der Bitte um ein Angebot, kein Gebot",
  "Im Auftrag von Frau Doll: Die Pflegekasse bezuschusst den barrierefreien Küchenumbau mit abgesenkter Arbeitsplatte mit bis zu 4.000 €, dazu kommen 2.000 € aus eigenen Mitteln. Bitte teilen Sie mir mit, was in diesem Rahmen möglich ist.");
clear("305", "agent", ctx("EUR", 90_000, 72_000), minus(64_000, 8_000, "last-bid"),
  "Nachtrag vom Assistenten von Herrn Rohe: Der Zuschuss der Kasse für den Kofferraumlift fällt niedriger aus als erwartet, daher senken wir unser vorheriges Angebot um 80 €.");
clear("306", "agent", ctx("EUR", 58_000), ask("discount"),
  "Ich kümmere mich um die Hundebetreuung für Frau Oduya. Ihr Spaniel käme an 5 Tagen pro Woche in die Hundetagesstätte. Gibt es einen günstigeren Monatspreis bei einer Bindung über 12 Monate?");
clear("307", "agent", ctx("EUR", 55_000), percentOff(49_500, 10),
  "Im Auftrag von Herrn Bell. Für den Zehnerblock Osteopathie laut Angebot schlagen wir 10 % Nachlass auf Ihren Preis vor. Bitte bestätigen Sie.");
clear("308", "agent", ctx("EUR", 21_000, 18_000), ACCEPT,
  "Meine Auftraggeberin ist mit Ihrer Gebühr für den Babyzeichensprache-Kurs in diesem Halbjahr einverstanden. Bitte reservieren Sie einen Platz für sie und ihre Tochter und senden Sie die Buchungsdaten an die hinterlegte E-Mail-Adresse.");
clear("309", "agent", ctx("EUR", 9_500, null, 6), total(8_000),
  "Einkaufsassistent für das Pflegeheim Wiesengrund: sechs Anti-Dekubitus-Gelkissen laut Ihrem Angebot. Wir bieten 480,00 € für alle sechs, frei Haus.");
clear("310", "agent", ctx("EUR", 120_000, 90_000), plus(100_000, 10_000),
  "Nach Ihrer Antwort kann meine Mandantin ihr vorheriges Angebot für das gebrauchte Therapiedreirad ihres Sohnes um 100 € erhöhen.");
clear("311", "agent", ctx("EUR", 62_000), ask("delivery"),
  "Assistent der Kita Fischotter: Was ist der früheste Liefertermin für eine Palette Windeln Größe 4? Unser Vorrat reicht noch etwa zehn Tage.");
clear("312", "agent", ctx("EUR", 280_000, 240_000), WITHDRAW,
  "Vielen Dank für das Beratungsgespräch. Meine Nutzerin hat nun doch einen Termin für die Katarakt-OP über die Krankenkasse bekommen und verzichtet auf die Privatbehandlung. Wir werden nicht weiter verhandeln.");
clear("313", "agent", ctx("EUR", 5_900, null, 8), bid(5_200),
  "Bestellvorschlag im Auftrag des Seniorenheims Heidegrund:\n{\"artikel\": \"Vinyl-Untersuchungshandschuhe, puderfrei, Gr. M\", \"stueck_pro_box\": 100, \"boxen_pro_karton\": 10, \"kartons\": 8, \"lieferung_plz\": \"49074\", \"angebot_pro_karton_eur\": 52}");
unclear("314", "agent", ctx("EUR", 95_000), "zwei Monatspreise, die Familie hat sich nicht entschieden",
  "Zur Tagespflege an drei Tagen pro Woche für Herrn Sharma: Die Familie schwankt zwischen 780 € und 840 € im Monat und hat sich noch nicht festgelegt. Ich melde mich, sobald sie entschieden hat.");
clear("315", "agent", ctx("EUR", 240_000), minus(220_000, 20_000),
  "Im Namen von Frau Grady: Für die Verbreiterung der beiden Türen für ihren Rollstuhl inklusive Beiputzarbeiten können wir zu 200 € unter Ihrem Angebot beauftragen.");
clear("316", "agent", ctx("EUR", 2_600), ask("standing-offer"),
  "Ich unterstütze die Klassenlehrerin der 1b der Grundschule Holunderweg bei der Buchung des Bauernhofbesuchs. Können Sie mir Ihren aktuellen Preis pro Kind bestätigen, bevor ich ein Angebot mache?");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 9_000), words(6_000, "sechzig"), "*hält das Frettchen im Arm* Sechzig, und sie kommt heute noch mit mir heim.");
unclear("402", "roleplay", ctx("EUR", 85_000), "'in der Mitte treffen' ohne ein früheres Gebot", "*klopft dem Shetty auf den Hals* Komm, treffen wir uns in der Mitte.");
clear("403", "roleplay", ctx("EUR", 6_500, 5_000), ACCEPT, "*hebt die Widder-Häsin aus dem Gehege* Abgemacht. Die kommt mit.");
clear("404", "roleplay", ctx("EUR", 6_000), bid(4_500), "*lehnt sich an Käfig 22* Die 3 Peking-Zwerghühner, Schlupf Frühjahr 2025. 45 € für alle drei.");
clear("405", "roleplay", ctx("EUR", 140_000, 110_000), WITHDRAW, "*gibt die Leine zurück* Ein feiner Kerl, aber nicht zu dem Preis. Danke für Ihre Zeit.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*hält die Tragehilfe hoch* Na gut – fünf Euro mehr als meine 40. Letztes Wort.");
clear("407", "roleplay", ctx("EUR", 85_000), ask("negotiable"), "*das Kätzchen schnurrt ihr im Arm* Ist das Ihr letzter Preis, oder lässt sich da reden?");
clear("408", "roleplay", ctx("EUR", 34_000, 26_000), middle(30_000), "*der Graupapagei pfeift* Ach, von mir aus, wir teilen die Differenz.");
unclear("409", "roleplay", ctx("EUR", 45_000), "eine Zahl beim Weggehen überlegt, kein Gebot", "*umrundet das Elektromobil auf dem Flohmarkt* Hm. 350... ich dreh erst noch eine Runde.");
clear("410", "roleplay", ctx("EUR", 5_000), bid(3_500), "*zählt die Meerschweinchen nochmal* 40 € für beide samt Käfig – nein, ich sag's nochmal – 35 €.");
clear("411", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*schlägt beim Züchter ein* Abgemacht. Haben Sie eine Box, in der ich ihn im Bus heimtragen kann?");
clear("412", "roleplay", ctx("EUR", 7_500), percentOff(6_000, 20), "*hält die Babytrage gegen das Licht* Zwanzig Prozent runter, dann gehört sie mir.");
clear("413", "roleplay", ctx("EUR", 70_000, 55_000), WITHDRAW, "*schüttelt den Kopf und geht* Niemals.");
clear("414", "roleplay", ctx("EUR", 180_000), ask("payment"), "*fährt mit der Hand die Beine des Haflingers ab* Bar, oder nehmen Sie auch Überweisung?");
clear("415", "roleplay", ctx("EUR", 3_500), bid(2_500), "*tippt an den Wellensittichkäfig* 25 € für das Pärchen, und ich feilsche nicht weiter.");
unclear("416", "roleplay", ctx("EUR", 48_000, 40_000), "'ein bisschen über mein letztes' ohne Betrag", "*schaut ins Schildkrötengehege* Ich könnte ein Stück über mein letztes Angebot gehen, aber nicht viel.");

export const FRESH22_DE = done();

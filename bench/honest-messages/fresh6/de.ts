/**
 * SIXTH unseen set, German (Germany, Austria, Switzerland; see fresh6/index.ts): written 2026-11-27 before reading
 * the reader's code, its rules or its tests, and without running it on these messages. Written as German-speaking
 * buyers write (du and Sie; Austrian "Servus", "Jänner", "passt schon", "um den Preis"; Swiss "Grüezi", "Merci
 * vielmal", CHF 1'750.–, "Velo"; "abgemacht" avoided in favour of "Schlag ein", "Die Sache ist geritzt", "Ich
 * klinke mich aus", "Das ist mir zu happig"; 6.850 €, 3.960,00 EUR, 255,00), not translated: a Harfe, a Fasssauna,
 * a Schreibmaschine, a Drechselbank, a Kronleuchter, Barlampen, a Softeismaschine, a Streichquartett for a wedding,
 * a Wärmepumpe, 24 Schulmikroskope, a Vespa, Jalousien for an office, a Hüpfburg for a Dorffest, a Spiralkneter, an
 * Aquarium for a restaurant, Bühnenlicht hire, Tischdecken, a Schachspiel, and a market stall's Kupferkessel, Seide,
 * Messingkompass, Wasserkessel and Laute.
 *
 * Labels reviewed once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("dreizehnhundert", "siebenhundertfünfzig", "vierzehnhundert
 *   Franken", "zweihundertvierzig") name the phrase as written; relative bids recompute from the context, their
 *   amount in digits or words ("fünfzig runter", "zweihundert Euro über"), two off the buyer's own last bid (006,
 *   317); totals divide exactly; self-corrections (009 "X — sagen wir Y", 107 "*Y sorry, dicke Finger", 209 "ich
 *   schrieb X; gemeint war Y", 306 "~~X~~ Y", 406 chalk rubbed out) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (PLZ, dates, times, Angebots-, Bestell- and Prüfnummern, model and serial numbers, phone
 *   numbers, a USt-IdNr., a year, kilometres, piece counts, a rating, a ceiling, comparables) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh6In } from "./build";

const { clear, unclear, done } = fresh6In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "590 € für die Harfe. Abholung Samstag, bin in 80331.");
clear("002", "terse", ctx("EUR", 165_000), words(130_000, "dreizehnhundert"), "Dreizehnhundert für die Fasssauna, mein letztes Wort.");
clear("003", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Geht klar. Schicken Sie die Rechnung.");
clear("004", "terse", ctx("CHF", 95_000, 70_000), WITHDRAW, "Das ist mir zu happig. Ich klinke mich aus, merci.");
clear("005", "terse", ctx("EUR", 189_000), ask("delivery"), "Schafft ihr die Lieferung nach 1070 Wien bis 19.12.?");
clear("006", "terse", ctx("EUR", 52_000, 45_000), minus(42_000, 3_000, "last-bid"), "Am Sockel ist eine Macke, also 30 weniger als mein letztes Gebot.");
clear("007", "terse", ctx("EUR", 48_000), percentOff(38_400, 20), "20 % unter Ihrem Preis und die Schreibmaschine gehört mir.");
clear("008", "terse", ctx("EUR", 210_000), bid(175_000), "1.750 für die Drechselbank Jet JWL-1440VS, wie besichtigt.");
clear("009", "terse", ctx("EUR", 38_000), bid(29_000), "310 — sagen wir 290.");
clear("010", "terse", ctx("EUR", 22_000), ask("payment"), "Geht auch Ratenzahlung, 3 Raten?");
unclear("011", "terse", ctx("EUR", 68_000), "a bid conditional on the case being included", "580, wenn die Hülle dabei ist, sonst weniger.");
clear("012", "terse", ctx("EUR", 75_000, 60_000), plus(62_500, 2_500), "25 drauf auf mein letztes. Mehr nicht.");
clear("013", "terse", ctx("EUR", 32_500, 28_000), ACCEPT, "325, passt schon. Schlag ein.");
unclear("014", "terse", ctx("EUR", 48_000), "a vague band, no single amount", "irgendwas um die 400 rum?");
clear("015", "terse", ctx("EUR", 120_000, 95_000), ask("rounds-left"), "Wie viele Gegenangebote hab ich noch?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 4_500, null, 24), total(3_750), "hallo! für 24 von den leinen-tischdecken würdest du 900 für alle machen?");
clear("102", "chat", ctx("EUR", 58_000, 50_000), ACCEPT, "na gut, du hast mich überredet 😂 die sache ist geritzt, überweise heut abend");
clear("103", "chat", ctx("EUR", 130_000, 90_000), WITHDRAW, "ich lass es lieber, ist weit über meinem budget. viel erfolg noch beim verkauf 👋");
clear("104", "chat", ctx("EUR", 36_000), ask("shipping"), "was kostet der versand nach 50667 köln? oder ist der schon im preis drin");
clear("105", "chat", ctx("EUR", 90_000), words(75_000, "siebenhundertfünfzig"), "nimmst du siebenhundertfünfzig bar für den kronleuchter?");
clear("106", "chat", ctx("EUR", 64_000), bid(54_000), "kann morgen ab 18 uhr, wohn so 15 min weg. 540 ok?");
clear("107", "chat", ctx("EUR", 52_000), bid(40_500), "ich kann 450\n*405 sorry, dicke finger");
clear("108", "chat", ctx("EUR", 84_000, 70_000), middle(77_000), "teilen wir die differenz? du 840, ich 700");
clear("109", "chat", ctx("EUR", 189_000), ask("warranty"), "geht die herstellergarantie auf mich über wenn ich sie dir abkaufe?");
unclear("110", "chat", ctx("EUR", 125_000), "sarcasm about the asking price: not an acceptance", "1250 für ne schreibmaschine 💀 klar, ich verkauf schnell noch ne niere");
unclear("111", "chat", ctx("EUR", 64_000, 48_000), "\"a bit more\" with no amount: what is the bid?", "hmm ich könnte vllt noch ein bisschen was drauflegen");
clear("112", "chat", ctx("EUR", 90_000), ask("negotiable"), "ist der preis in stein gemeißelt oder geht da noch was?");
clear("113", "chat", ctx("EUR", 34_000, 30_000), ACCEPT, "jaja, du hast gewonnen 😅 ich nehm sie");
clear("114", "chat", ctx("EUR", 2_500, null, 6), total(2_000), "120 für alle 6 barlampen?");
clear("115", "chat", ctx("EUR", 70_000, 50_000), WITHDRAW, "nee, lass mal ✌️");
clear("116", "chat", ctx("EUR", 60_000), minus(55_000, 5_000), "geh fünfzig runter und ich hol ihn heut abend");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 780_000),
  bid(685_000),
  "Sehr geehrter Herr Haddad,\n\nbezugnehmend auf unser Telefonat vom 14. November zur Softeismaschine Taylor C709 (Ihr Angebot Nr. A-20481) bieten wir 6.850 € inklusive Lieferung und einer halbtägigen Einschulung unseres Personals. Die Lieferung kann ab dem 3. Jänner erfolgen.\n\nMit freundlichen Grüßen\nMia Lindner\nEissalon Lindner\nMariahilfer Straße 88, 1060 Wien\nTel. +43 1 555 0147",
);
clear(
  "202",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  ACCEPT,
  "Liebe Frau Brenner,\n\nvielen Dank für Ihr überarbeitetes Angebot für das Streichquartett zu unserer Hochzeit. Wir nehmen es sehr gerne an und schicken Ihnen diese Woche den unterschriebenen Buchungsvertrag und die Anzahlung.\n\nHerzliche Grüße\nOlivia und Jakob",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 890_000, 700_000),
  WITHDRAW,
  "Sehr geehrter Herr Petrović,\n\nvielen Dank für die Besichtigung und das ausführliche Angebot zur Wärmepumpe. Wir haben uns für einen anderen Installateur entschieden und werden die Sache daher nicht weiterverfolgen. Danke für Ihre Zeit.\n\nFreundliche Grüße\nDana und Lukas Wittmann",
);
clear(
  "204",
  "polite-email",
  ctx("EUR", 18_500),
  ask("returns"),
  "Guten Morgen,\n\nunsere Biologie-Fachschaft interessiert sich für Ihre Durchlichtmikroskope. Falls eines der 24 Geräte defekt ankommt: Können wir es zurückgeben, und innerhalb welcher Frist?\n\nVielen Dank\nKarin Ostrowski\nLaborassistenz, Gymnasium am Stadtpark",
);
clear(
  "205",
  "polite-email",
  ctx("EUR", 18_500, null, 24),
  total(16_500),
  "Sehr geehrter Herr Yamada,\n\nbezugnehmend auf Ihr Angebot vom 18.11. möchte das Gymnasium am Stadtpark 24 Durchlichtmikroskope (Modell CX-40) für den Biologieraum bestellen. Wir bieten 3.960,00 EUR für alle 24 Stück, Lieferung an die Schule bis 10.01. Unsere Bestellnummer lautet B-2026-0417.\n\nMit freundlichen Grüßen\nKarin Ostrowski\nGymnasium am Stadtpark\nParkallee 12, 28209 Bremen\nTel. 0421 555 0119",
);
clear(
  "206",
  "polite-email",
  ctx("CHF", 175_000),
  words(140_000, "vierzehnhundert Franken"),
  "Grüezi Herr Fankhauser\n\nMerci vielmal, dass ich am Sonntag auf die Vespa GS von 1964 sitzen durfte. Sie ist wunderschön, aber der Lack braucht Arbeit, darum möchte ich Ihnen vierzehnhundert Franken dafür bieten.\n\nFreundliche Grüsse\nRuth Baumgartner",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 460_000),
  percentOff(404_800, 12),
  "Hallo Frau Meier,\n\ndanke fürs Ausmessen unserer Etage für die Jalousien. Wir beauftragen Sie gerne zu 12 % unter Ihrem Angebot, Montage inklusive; für die Arbeiten würde uns die Woche ab dem 2. Februar gut passen.\n\nBeste Grüße\nRavi Shah\nFacility Management, Nordtor Rechtsanwälte PartG mbB",
);
clear(
  "208",
  "polite-email",
  ctx("EUR", 36_000),
  bid(28_000),
  "Liebe Frau Sander,\n\nder Festausschuss möchte Ihre Hüpfburg für unser Dorffest am Samstag, 7. Juni, von 10 bis 17 Uhr mieten. Wir bieten 280 € einschließlich Anlieferung, Aufbau und Abholung.\n\nVielen Dank und viele Grüße\nPeter Holzer\nSchriftführer, Dorfgemeinschaft Unterbrunn",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 210_000, 185_000),
  bid(158_000),
  "Hallo Herr Frank,\n\neine Korrektur zu meiner Mail von heute früh: Ich schrieb 1.850 € für die Drechselbank; gemeint war 1.580 €. Entschuldigen Sie das Durcheinander.\n\nGruß\nWalter",
);
clear(
  "210",
  "polite-email",
  ctx("CHF", 240_000),
  ask("shipping"),
  "Grüezi\n\nIch interessiere mich für den Kristall-Kronleuchter. Ist der Versand nach 8004 Zürich im genannten Preis inbegriffen, oder kommt er dazu?\n\nFreundliche Grüsse\nSophie Tanner",
);
unclear(
  "211",
  "polite-email",
  ctx("EUR", 600_000),
  "a bid subject to board approval: not yet an offer",
  "Sehr geehrte Frau Albrecht,\n\nwir könnten für die Aquariumanlage 5.200 € anbieten, vorbehaltlich der Zustimmung unserer Gesellschafterversammlung am 9. Dezember.\n\nMit freundlichen Grüßen\nThomas Reuter\nGeschäftsführer, Restaurant Korallenriff",
);
unclear(
  "212",
  "polite-email",
  ctx("EUR", 340_000),
  "two prices depending on the delivery date: which one?",
  "Sehr geehrter Herr Haddad,\n\nwenn Sie vor dem 20. Dezember liefern, zahlen wir 3.100 €; bei Lieferung im Jänner wäre sie uns 2.800 € wert.\n\nBeste Grüße\nMia Lindner",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 460_000),
  bid(395_000),
  "Guten Tag,\n\nbetrifft Ihre Anzeige für den Spiralkneter (Modell SM-80, Seriennr. 220914). Unsere Bäckerei bietet 3.950 €, Abholung bei Ihnen ab dem 1. Dezember.\n\nMit freundlichen Grüßen\nAnna Kowalczyk\nBäckerei Krume & Kruste GmbH\nFuldastraße 41, 12043 Berlin\nUSt-IdNr. DE 284 719 305",
);
clear(
  "214",
  "polite-email",
  ctx("EUR", 265_000, 240_000),
  ACCEPT,
  "Hallo Erik,\n\n2.650 € für die Fasssauna inklusive Aufbau passen uns. Betrachte diese Mail bitte als Zusage und gib uns Bescheid, an welchem Tag dein Team kommen kann.\n\nDanke und Gruß\nJenny Moser\n0171 555 0163",
);
clear(
  "215",
  "polite-email",
  ctx("EUR", 520_000),
  minus(480_000, 40_000),
  "Sehr geehrte Frau Albrecht,\n\nvielen Dank für den Entwurf des Aquariums für den Gastraum. Wenn Sie uns um 400 € entgegenkommen, unterschreiben wir noch diese Woche.\n\nMit freundlichen Grüßen\nThomas Reuter\nRestaurant Korallenriff",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 460_000, 360_000),
  WITHDRAW,
  "Sehr geehrter Herr Vogt,\n\ndanke, dass Sie den Kneter für uns reserviert haben. Wir haben inzwischen einen in unserer Nähe gefunden und müssen daher leider absagen. Geben Sie ihn gerne an den nächsten Interessenten frei.\n\nMit freundlichen Grüßen\nAnna Kowalczyk",
);
unclear(
  "217",
  "polite-email",
  ctx("EUR", 420_000, 380_000),
  "close to accepting but checking with a partner first: not an acceptance",
  "Liebe Frau Brenner,\n\nIhr letzter Betrag liegt sehr nah an dem, was wir uns vorgestellt haben. Ich möchte es heute Abend nur noch kurz mit meinem Verlobten besprechen, bevor wir zusagen.\n\nHerzlich\nOlivia",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 330_000, 270_000),
  plus(287_500, 17_500),
  "Hallo Frau Meier,\n\ndanke für Ihre Geduld. Nach Rücksprache mit den Partnern können wir unser bisheriges Angebot um 175 € erhöhen.\n\nBeste Grüße\nRavi Shah\nNordtor Rechtsanwälte",
);
clear(
  "219",
  "polite-email",
  ctx("EUR", 520_000, 430_000),
  ask("standing-offer"),
  "Sehr geehrte Frau Albrecht,\n\nin Ihren letzten beiden Mails scheinen unterschiedliche Beträge zu stehen. Könnten Sie mir bitte Ihren aktuellen Preis für das Aquarium bestätigen, damit wir von derselben Zahl ausgehen?\n\nMit freundlichen Grüßen\nThomas Reuter",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 32_000),
  bid(25_500),
  'absicht: gegenangebot\nartikel: "Olympia SM9 Reiseschreibmaschine"\npreis:\n  betrag: 255,00\n  waehrung: EUR\ngueltig_bis: 2026-12-05',
);
clear(
  "302",
  "agent",
  ctx("EUR", 3_500, null, 16),
  total(3_000),
  '{"anfrage": "miete", "artikel": "LED-PAR-Scheinwerfer", "menge": 16, "termine": ["2027-02-13", "2027-02-14"], "gesamtangebot": 480.00, "waehrung": "EUR"}',
);
clear(
  "303",
  "agent",
  ctx("EUR", 189_000, 170_000),
  ACCEPT,
  "entscheidung: ANNEHMEN\nbezug: Ihr letztes Angebot\nnaechster_schritt: bitte Rechnung an den hinterlegten Rechnungskontakt senden",
);
clear(
  "304",
  "agent",
  ctx("CHF", 140_000, 100_000),
  WITHDRAW,
  "| Feld | Wert |\n|---|---|\n| Entscheidung | Rückzug |\n| Grund | Preis über der Obergrenze meines Auftraggebers von CHF 1'100.– |\n| Weitere Angebote | Keine |",
);
clear(
  "305",
  "agent",
  ctx("EUR", 210_000),
  ask("warranty"),
  '{"typ": "frage", "thema": "garantie", "text": "Wie viele Monate Garantie hat die Drechselbank, und ist der Motor abgedeckt?"}',
);
clear(
  "306",
  "agent",
  ctx("EUR", 260_000),
  bid(215_000),
  "**Angebot:** ~~2.300 EUR~~ 2.150 EUR (angepasst nach Prüfbericht PB-5521: ein Kristallarm ist gesprungen)",
);
clear(
  "307",
  "agent",
  ctx("EUR", 210_000),
  bid(172_000),
  "Vergleichsangebote für eine 14-Zoll-Drechselbank mit stufenloser Drehzahl:\n\n| Quelle | Preis (EUR) |\n|---|---|\n| Händler, Kassel | 1.900 |\n| Auktion, Fulda | 1.640 |\n| Privat, Göttingen | 1.810 |\n| **Unser Angebot** | **1.720** |",
);
clear(
  "308",
  "agent",
  ctx("EUR", 250_000),
  percentOff(230_000, 8),
  "vorschlag: prozentualer_nachlass\nnachlass: 8 %\nbasis: Ihr aktuelles Angebot\nbegruendung: zwei Leuchten müssen neu verkabelt werden",
);
clear(
  "309",
  "agent",
  ctx("EUR", 148_000, 124_000),
  middle(136_000),
  '{"aktion": "differenz_teilen", "verkaeufer_zuletzt": 1480, "kaeufer_zuletzt": 1240, "hinweis": "Vorschlag: die Mitte, um heute abzuschließen"}',
);
clear(
  "310",
  "agent",
  ctx("EUR", 780_000),
  ask("delivery"),
  "frage: frühester Liefertermin\nlieferadresse_plz: 70173\nbenoetigt_bis: 2027-01-15\nkontext: mein Auftraggeber bietet nur, wenn die Maschine vor diesem Datum ankommt",
);
unclear(
  "311",
  "agent",
  ctx("EUR", 160_000),
  "two options, no single bid",
  "Zwei Varianten:\n\n| Variante | Umfang | Preis (EUR) |\n|---|---|---|\n| A | Harfe mit Ständer und Hülle | 1.400 |\n| B | Nur Harfe | 1.250 |\n\nBitte teilen Sie mir mit, welche Sie bevorzugen.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 120_000),
  "an unsent draft awaiting the user's confirmation: not a bid",
  '{"status": "entwurf", "betrag": 980, "waehrung": "EUR", "hinweis": "wartet auf Bestätigung durch den Nutzer, bevor es als Angebot versendet wird"}',
);
unclear(
  "313",
  "agent",
  ctx("EUR", 890_000),
  "an indicative, non-binding figure: a firm offer is still to come",
  "Unverbindliche Preisindikation: 7.300 EUR für Lieferung und Einbau der Wärmepumpe. Ein verbindliches Angebot folgt nach der Vor-Ort-Begehung am 08.12.2026.",
);
clear(
  "314",
  "agent",
  ctx("EUR", 520_000),
  bid(445_000),
  "inserat_nr: 88213\nartikel: Vespa GS 150, Bj. 1962\nkilometerstand: 38.400\nverkaeuferbewertung: 4,8\nrestaurierung_geschaetzt: 900 EUR\nangebot: 4.450 EUR\nzahlung: Überweisung bei Abholung",
);
clear(
  "315",
  "agent",
  ctx("EUR", 189_000, 170_000),
  ACCEPT,
  '{"aktion": "annehmen", "preis": {"betrag": 1890, "waehrung": "EUR"}, "menge": 1, "nachricht": "Mein Auftraggeber nimmt Ihr Angebot an."}',
);
clear(
  "316",
  "agent",
  ctx("EUR", 18_500),
  ask("discount"),
  "Vor Abgabe eines Gebots: Sinkt der Stückpreis der Mikroskope, wenn wir 48 statt 24 Stück bestellen?",
);
clear(
  "317",
  "agent",
  ctx("EUR", 300_000, 260_000),
  minus(245_000, 15_000, "last-bid"),
  "Aktualisierung: Die Prüffotos zeigen Rost an den Rahmenholmen. Mein Auftraggeber senkt sein bisheriges Angebot daher um 150 EUR.",
);
clear(
  "318",
  "agent",
  ctx("EUR", 360_000, 280_000),
  WITHDRAW,
  "ergebnis: kein_abschluss\ngrund: Preis des Verkäufers nach 4 Runden weiter über dem Limit des Nutzers\naktion: Verhandlung wird beendet, es folgen keine weiteren Angebote",
);
clear(
  "319",
  "agent",
  ctx("EUR", 450_000, 380_000),
  plus(400_000, 20_000),
  "Überarbeitetes Angebot: zweihundert Euro über unserem vorigen Gebot. Das ist die letzte Erhöhung, die mein Auftraggeber freigegeben hat.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 12_000), bid(9_500), "*dreht den Kupferkessel um und klopft auf den Boden* Dicht ist er. 95 geb ich Euch.");
clear("402", "roleplay", ctx("EUR", 32_000), words(24_000, "Zweihundertvierzig"), "*hält den Seidenballen gegen die Laterne* Zweihundertvierzig für den Ballen, und tragen tu ich ihn selbst.");
clear("403", "roleplay", ctx("EUR", 18_000, 15_000), ACCEPT, "*haut auf die Theke und grinst* Gekauft! Packt's mir ein.");
clear("404", "roleplay", ctx("EUR", 26_000, 19_000), WITHDRAW, "*legt den Messingkompass zurück aufs Samttuch, lüpft den Hut und wendet sich zur Tür* Gehabt Euch wohl.");
clear("405", "roleplay", ctx("EUR", 40_000), ask("returns"), "*zupft eine Saite und runzelt die Stirn* Und wenn die vor dem nächsten Vollmond reißt, nehmt Ihr die Laute zurück?");
clear("406", "roleplay", ctx("EUR", 70_000), bid(56_000), "*schreibt 600 auf die Schiefertafel, wischt es mit dem Ärmel weg, schreibt 560* So. Das ist mein Gebot.");
clear("407", "roleplay", ctx("EUR", 15_000), minus(13_000, 2_000), "*zeigt auf die abgeplatzte Glasur* Zwanzig runter dafür, und wir sind handelseinig.");
unclear("408", "roleplay", ctx("EUR", 11_000), "musing, and leaving to look around first: no commitment", "*wiegt den Wasserkessel in beiden Händen* Achtzig vielleicht. Oder auch nicht. Ich schau mich erst mal an den anderen Ständen um.");
unclear("409", "roleplay", ctx("EUR", 18_000), "short of coins, the rest promised later: a bid of 140 or the full price in two parts?", "*zählt die Münzen, es reicht nicht* Ich hab nur 140 dabei... kann ich den Rest morgen bringen?");
clear("410", "roleplay", ctx("EUR", 9_000, 7_000), plus(8_000, 1_000), "*seufzt und schiebt zwei Münzen mehr auf den Haufen* Zehn mehr als vorhin. Keinen Heller weiter.");
clear("411", "roleplay", ctx("EUR", 18_000, 16_000), ACCEPT, "*packt Eure Hand und schüttelt sie zweimal* Also gut — 180, wir sind uns einig.");
clear("412", "roleplay", ctx("EUR", 140_000), bid(110_000), "*zählt die 32 Figuren, ein Bauer ist angeschlagen* 1.100 für das Spiel, Brett inklusive.");
clear("413", "roleplay", ctx("EUR", 40_000, 28_000), WITHDRAW, "*lacht und wirft die Hände in die Luft* Das kriegt Ihr aus mir nicht raus, Freund. Behaltet Eure Laute.");
clear("414", "roleplay", ctx("EUR", 26_000, 20_000), ask("standing-offer"), "*blinzelt über die Brille* Sagt Euren Preis noch mal, diesmal langsam.");
clear("415", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*hebt beide Handflächen* Ihr sagt 260, ich sagte 200. Die Hälfte dazwischen, und wir essen heute beide satt.");

export const FRESH6_DE = done();

/**
 * NINTH set, German (Germany, Austria, Switzerland; see fresh9/index.ts): written 2026-11-27 for tuning, blind —
 * before reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Not a translation of en.ts: the same scenario numbers carry the same style and kind of move, in German as German
 * buyers write it (1.800 €, CHF 3'200.–, "Passt!", "Servus", "Grüezi", "Abgemacht", du and Sie).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (PLZ, Telefon,
 * USt-IdNr., Bestellnummern, Daten, Baujahre) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh9In } from "./build";

const { clear, unclear, done } = fresh9In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 68_000), bid(59_000), "Biete 590 € für den Smoker, Abholung mit eigenem Anhänger.");
clear("002", "terse", ctx("EUR", 240_000), words(200_000, "zweitausend"), "Zweitausend fürs Schlagzeug komplett mit Becken, bar auf die Hand.");
clear("003", "terse", ctx("EUR", 45_000, 38_000), ACCEPT, "Jo, passt. Nehm ich.");
clear("004", "terse", ctx("EUR", 120_000, 90_000), WITHDRAW, "Nein danke, zu teuer. Lassen wir's.");
clear("005", "terse", ctx("EUR", 32_000), ask("delivery"), "Schaffen Sie die Lieferung bis 12.12.?");
clear("006", "terse", ctx("EUR", 85_000), minus(80_000, 5_000), "Wenn Sie 50 € nachlassen, überweise ich heute noch.");
clear("007", "terse", ctx("CHF", 60_000), percentOff(54_000, 10), "10 % Rabatt auf Ihren Preis, dann nehm ich's.");
clear("008", "terse", ctx("EUR", 65_000), bid(56_000), "560 € für die Stihl MS 261, Schwert und Kette wie sie sind.");
clear("009", "terse", ctx("EUR", 90_000), bid(78_000), "820, sorry, meinte 780.");
clear("010", "terse", ctx("EUR", 15_000), ask("payment"), "Geht auch Überweisung oder nur bar?");
unclear("011", "terse", ctx("EUR", 52_000), "eine Spanne, kein Preis: welches Ende?", "So 400 bis 450, wär das was?");
clear("012", "terse", ctx("CHF", 70_000, 55_000), plus(60_000, 5_000), "Fünfzig mehr als mein letztes Angebot. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 39_000, 35_000), ACCEPT, "390, passt. Deal.");
unclear("014", "terse", ctx("EUR", 26_000), "Gebot nur, wenn der Ständer dabei ist", "200, wenn der Ständer dabei ist.");
clear("015", "terse", ctx("EUR", 21_000), ask("returns"), "Kann ich's innerhalb von 30 Tagen zurückschicken, falls es nicht passt?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 43_000), bid(35_000), "servus, gibts das sup board noch? tät 350 zahlen, passt des?");
clear("102", "chat", ctx("EUR", 28_000, 24_000), ACCEPT, "jaaa deal!! 🎉 mega, wann kann ichs abholen?");
clear("103", "chat", ctx("CHF", 110_000, 80_000), WITHDRAW, "Grüezi, isch mer leider z'tüür. Ich lass es sii, merci trotzdem und viel Glück bim Verkauf!");
clear("104", "chat", ctx("CHF", 9_500), ask("shipping"), "isch de Versand nach 3012 Bern im Pris inbegriffe oder chunt das no dezue?");
clear("105", "chat", ctx("EUR", 30_000), words(25_000, "zweihundertfünfzig"), "würdest du zweihundertfünfzig fürs banjo nehmen? 🪕");
clear("106", "chat", ctx("EUR", 54_000), bid(47_000), "bin in der Ahornstraße 22, könnt um 18:15 mit 470 bar vorbeikommen, passt?");
clear("107", "chat", ctx("EUR", 80_000, 60_000), middle(70_000), "komm, wir teilen uns die differenz 🤝");
clear("108", "chat", ctx("EUR", 150_000), ask("warranty"), "is auf dem motor noch garantie drauf?? hatte schon mal einen der nach 2 monaten hin war lol");
unclear("109", "chat", ctx("EUR", 65_000), "Sarkasmus über den Preis: weder Gebot noch Zusage", "650 für nen pavillon?? klar, und meine niere gibts gratis dazu 😂");
unclear("110", "chat", ctx("EUR", 56_000), "lautes Nachdenken über eine Zahl, kein Gebot", "hmm 500... muss ich mal überlegen");
clear("111", "chat", ctx("EUR", 4_500, null, 3), ask("discount"), "wenn ich 3 nehm, gibts dann nen besseren preis?");
clear("112", "chat", ctx("EUR", 12_000, null, 4), total(10_000), "alle 4 winterreifen für 400 zusammen?");
clear("113", "chat", ctx("EUR", 7_500, 6_000), ACCEPT, "na passt scho, zu deinem preis 👍");
clear("114", "chat", ctx("EUR", 90_000, 70_000), WITHDRAW, "ne, bin raus");
clear("115", "chat", ctx("EUR", 50_000), minus(45_000, 5_000), "fuffzig runter und wir ham nen deal");
clear("116", "chat", ctx("EUR", 38_000), ask("negotiable"), "is da beim preis noch was drin oder is der fix?");
unclear("117", "chat", ctx("EUR", 46_000), "Gebot nur mit Tasche dazu", "vllt 380 wenn die tasche dabei is?");
clear("118", "chat", ctx("EUR", 24_000, 20_000), ask("standing-offer"), "sorry, was war nochmal dein preis?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 890_000), bid(760_000),
  "Sehr geehrter Herr Haslinger,\n\nvielen Dank, dass wir die Scherenbühne Genie GS-1930 am Dienstag besichtigen durften. Da die Batterie bereits 6 Jahre alt ist, bieten wir 7.600 € für das Gerät wie besichtigt, inklusive Ladegerät.\n\nMit freundlichen Grüßen\nDenise Moser\nBetriebsleitung, Moser Logistik GmbH\nIndustriestraße 14\n4020 Linz\nTel. +43 732 555 0143");
clear("202", "polite-email", ctx("EUR", 220_000, 190_000), ACCEPT,
  "Liebe Frau Berger,\n\ndanke für die rasche Rückmeldung. Wir sind mit Ihren Konditionen einverstanden und holen den Gärschrank nächste Woche ab.\n\nFreundliche Grüße\nThomas Aigner\nBäckerei Aigner, Graz");
clear("203", "polite-email", ctx("EUR", 450_000, 320_000), WITHDRAW,
  "Sehr geehrte Frau Graf,\n\nvielen Dank für Ihre Geduld. Leider können wir uns Ihrem Preis dieses Jahr nicht weiter annähern und sehen daher vorerst vom Kauf ab. Wir wünschen Ihnen alles Gute.\n\nMit freundlichen Grüßen\nMarkus Lehner");
clear("204", "polite-email", ctx("EUR", 135_000), ask("delivery"),
  "Guten Tag,\n\nzu Ihrer Anfrage Nr. 48213 (Vorzelt): Unser Campingplatz sperrt am 15. Jänner auf. Wie viele Werktage dauert die Lieferung nach 5020 Salzburg?\n\nDanke vielmals\nCarla Huber\n0662 555177");
clear("205", "polite-email", ctx("EUR", 18_000, null, 12), total(15_000),
  "Sehr geehrte Damen und Herren,\n\nwir richten unsere neue Terrasse ein und benötigen 12 der Heizstrahler. Wären Sie mit 1.800 € für alle zwölf, geliefert ins Büro, einverstanden?\n\nBeste Grüße\nAlan Petersen\nPetersen & Voss Rechtsanwälte\nHauptstraße 100, 20095 Hamburg");
clear("206", "polite-email", ctx("EUR", 140_000), words(120_000, "zwölfhundert Euro"),
  "Sehr geehrter Herr Fleischer,\n\nbesten Dank für die Fotos des Bootstrailers. Nach dem Rost an der Achse wäre ich bereit, zwölfhundert Euro zu zahlen, Abholung in Kiel durch mich.\n\nViele Grüße\nGerd Rohde\n0171 5550312");
clear("207", "polite-email", ctx("CHF", 200_000), percentOff(170_000, 15),
  "Grüezi mitenand\n\nWir interessieren uns für die Edelstahl-Arbeitstische auf Ihrer Website. Als kleiner gemeinnütziger Mittagstisch: Wäre ein Rabatt von 15 % auf Ihren Preis möglich? Abholung an jedem Werktag.\n\nFreundliche Grüsse\nJuna Okafor\nVerein Gmeinsam Ässe, Winterthur");
clear("208", "polite-email", ctx("EUR", 310_000), ask("warranty"),
  "Sehr geehrter Herr Brandt,\n\nbevor wir weitermachen: Geht die restliche Herstellergarantie der Sandstrahlkabine (Seriennr. AC-55902-K) auf einen neuen Eigentümer über?\n\nMit freundlichen Grüßen\nStefan Kim\nKarosseriebau Kim, Essen");
clear("209", "polite-email", ctx("EUR", 290_000), bid(240_000),
  "Hallo Robert,\n\nwie telefonisch besprochen bieten wir 2.600 € für die Eismaschine — Entschuldigung, es muss 2.400 € heißen, ich habe mich vertippt.\n\nBeste Grüße\nLena Fischer\nFischers Kaffeebar");
clear("210", "polite-email", ctx("EUR", 165_000, 150_000), ACCEPT,
  "Sehr geehrte Frau Pichler,\n\ndanke für das überarbeitete Angebot. Wir nehmen Ihr Angebot über 1.650 € an und senden heute die Bestellung.\n\nMit besten Grüßen\nOliver Gruber\nGruber Events");
unclear("211", "polite-email", ctx("EUR", 520_000), "Preis vorbehaltlich der Zustimmung der Geschäftsführung",
  "Sehr geehrter Herr Walser,\n\nwir könnten eventuell auf 4.800 € gehen, vorbehaltlich der Zustimmung unserer Geschäftsführung am Freitag.\n\nFreundliche Grüße\nNadja Brunner");
clear("212", "polite-email", ctx("CHF", 64_000, null, 3), bid(56_000),
  "Guten Tag\n\nBestellung 2026-1147: Für die 3 Marktstand-Pavillons, die wir am 18. November besprochen haben, bieten wir CHF 560.– pro Stück. Lieferung an Langstrasse 45, 8004 Zürich.\n\nFreundliche Grüsse\nRaj Meier\n044 555 01 09");
clear("213", "polite-email", ctx("EUR", 245_000), ask("payment"),
  "Sehr geehrte Damen und Herren,\n\nbezugnehmend auf Ihr Angebot AN-20931 vom 14.11. über zwei Gerätehäuser (je 3 × 2 m, inkl. Fundamentrahmen): Unsere Buchhaltung zahlt jeweils zum 1. und 15. des Monats. Können wir die Rechnung mit 30 Tagen Zahlungsziel begleichen, oder benötigen Sie Vorkasse vor Versand?\n\nMit freundlichen Grüßen\nBettina Dunkel\nGartenbau Dunkel\nObstweg 88, 71634 Ludwigsburg\nTel. 07141 555014\nUSt-IdNr. DE123456789");
clear("214", "polite-email", ctx("EUR", 360_000), minus(340_000, 20_000),
  "Hallo Daniel,\n\ndanke für die Besichtigung des Campers. Wir würden 200 € unter deinem Preis liegen und könnten die Papiere am Wochenende erledigen.\n\nLiebe Grüße\nMia und Sam Kaiser");
clear("215", "polite-email", ctx("EUR", 180_000, 150_000), plus(160_000, 10_000),
  "Liebe Frau Holler,\n\nvielen Dank für Ihre Antwort. Wir erhöhen unser letztes Angebot um 100 € und hoffen, dass das für Sie passt.\n\nHerzliche Grüße\nPeter Hahn");
clear("216", "polite-email", ctx("EUR", 76_000), ask("shipping"),
  "Guten Tag,\n\nwas kostet der Versand des Schlagzeugs nach 1100 Wien, und ist eine Versicherung inbegriffen?\n\nDanke und schöne Grüße\nTerrence Bauer");
clear("217", "polite-email", ctx("EUR", 630_000, 500_000), WITHDRAW,
  "Sehr geehrter Herr Novak,\n\nvielen Dank für Ihre Zeit in den letzten Wochen. Nach reiflicher Überlegung haben wir uns für einen anderen Anbieter entschieden. Alles Gute für Sie.\n\nMit freundlichen Grüßen\nKaren Lindner\nEinkauf, Schulverband Nordfeld");
unclear("218", "polite-email", ctx("EUR", 125_000), "zwei Preise, abgeholt oder geliefert: welcher gilt?",
  "Sehr geehrte Damen und Herren,\n\nwir könnten 1.050 € bei Abholung zahlen oder 1.150 € geliefert.\n\nMit freundlichen Grüßen\nFranz Dillinger");
clear("219", "polite-email", ctx("EUR", 260_000, 220_000), middle(240_000),
  "Hallo Marta,\n\nwir liegen nah beieinander. Wollen wir die Differenz zwischen Ihrem und unserem Betrag teilen und die Sache abschließen?\n\nBeste Grüße\nChris Jäger");
clear("220", "polite-email", ctx("CHF", 330_000, 290_000), ask("rounds-left"),
  "Grüezi Frau Rohr\n\nBesten Dank für Ihr Gegenangebot von heute Morgen (Ref. VH-5521). Unsere Kirchgemeinde-Kommission tagt am Donnerstag um 10.00 Uhr, und ich möchte ihr den Stand berichten. Könnten Sie uns sagen, wie viele Angebotsrunden uns noch bleiben?\n\nFreundliche Grüsse\nIvan Petrow\nLiegenschaften, Ref. Kirchgemeinde Aarau\n062 555 01 90");

// ---- agent ----
clear("301", "agent", ctx("EUR", 190_000), bid(162_000),
  "Im Auftrag meines Mandanten habe ich drei vergleichbare Verkäufe dieses Smoker-Modells geprüft: 1.750 €, 1.680 € und 1.720 €. Das Budget meines Mandanten liegt bei 1.700 €. Wir bieten 1.620 € für das Gerät, Abholung innerhalb von 7 Tagen.");
clear("302", "agent", ctx("EUR", 78_000, 70_000), ACCEPT,
  "Ich bin der Einkaufsassistent der Halvorsen GmbH. Meine Auftraggeberin hat mich ermächtigt, Ihr aktuelles Angebot anzunehmen. Bitte senden Sie die Rechnung an die hinterlegte Adresse.");
clear("303", "agent", ctx("EUR", 240_000, 180_000), WITHDRAW,
  "Für meinen Nutzer: Der Abstand zwischen Ihrem Preis und unserer Obergrenze ist zu groß. Wir beenden die Verhandlung hiermit. Danke für Ihre Antworten.");
clear("304", "agent", ctx("EUR", 54_000), ask("returns"),
  "Ich bin ein KI-Assistent und kaufe im Auftrag eines Kunden. Vorab: Wie ist Ihre Rückgaberegelung, falls das SUP-Board beschädigt ankommt?");
clear("305", "agent", ctx("EUR", 25_000, null, 6), total(22_000),
  "Kaufvorschlag für 6 Stück:\n- Gesamtpreis: 1.320 € für alle sechs\n- Lieferung: Standard\n- Zahlung: Karte bei Bestellung");
clear("306", "agent", ctx("EUR", 120_000), percentOff(110_400, 8),
  "Mein Mandant würde zu 8 % unter Ihrem Listenpreis kaufen. Das berücksichtigt die Gebrauchsspuren auf Foto 4.");
unclear("307", "agent", ctx("EUR", 115_000), "eine Budgetspanne, kein Gebot",
  "Das Budget meines Nutzers für diesen Artikel liegt im Bereich 900–1.000 €. Bitte um Rückmeldung.");
clear("308", "agent", ctx("EUR", 440_000), bid(395_000),
  "Gegenangebot des Käufer-Agenten:\n```yaml\nartikel: Vorzelt, Modell CA-400\npreis: 3950\nwaehrung: EUR\ngueltig_bis: 2026-12-05\n```");
clear("309", "agent", ctx("EUR", 9_500, null, 20), ask("discount"),
  "Mein Auftraggeber benötigt 20 Stück. Gewähren Sie bei dieser Menge einen Mengenrabatt?");
clear("310", "agent", ctx("EUR", 90_000, 75_000), minus(70_000, 5_000, "last-bid"),
  "Hinweis des Käufer-Agenten: Das Budget meines Mandanten wurde heute früh gekürzt, daher müssen wir unser Gebot auf 50 € unter unserem vorigen Angebot korrigieren. Entschuldigen Sie die Änderung.");
clear("311", "agent", ctx("EUR", 375_000), ask("negotiable"),
  "Hier ein Assistent, der für einen Kunden kauft. Ist der angegebene Preis verhandelbar oder ein Festpreis?");
unclear("312", "agent", ctx("EUR", 210_000, 180_000), "Zusage nur bei bestandener Prüfung",
  "Mein Mandant würde Ihren Preis annehmen, sofern die Prüfung am 4. Dezember zufriedenstellend ausfällt. Wir melden uns danach.");
clear("313", "agent", ctx("EUR", 500_000), words(450_000, "viertausendfünfhundert Euro"),
  "Auf Anweisung meines Auftraggebers biete ich viertausendfünfhundert Euro für die Scheuersaugmaschine, Zahlung per Überweisung.");
clear("314", "agent", ctx("EUR", 61_000, 52_000), ask("standing-offer"),
  "Zur Aktualisierung der Unterlagen meines Nutzers: Wie lautet Ihr aktueller Preis für diesen Artikel?");
clear("315", "agent", ctx("EUR", 134_000, 120_000), ACCEPT,
  "Bestätigt: Mein Mandant akzeptiert 1.340,00 € pro Stück wie angeboten. Bitte führen Sie die Bestellung aus.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 18_000), bid(14_000), "*dreht das Banjo um, zupft eine Saite* Hm, der Hals ist ein bisserl verzogen. Ich geb Ihnen 140.");
clear("402", "roleplay", ctx("EUR", 9_500, 8_000), ACCEPT, "*grinst und streckt die Hand hin* Abgemacht, schlag ein!");
clear("403", "roleplay", ctx("EUR", 35_000, 25_000), WITHDRAW, "*seufzt und legt die Motorsäge zurück* Tut mir leid, das ist mir zu viel. Schönen Tag noch. *geht*");
clear("404", "roleplay", ctx("EUR", 42_000), ask("delivery"), "*lehnt sich an die Theke* Und wie schnell könnten Sie mir das liefern? Noch vor dem Wochenende?");
clear("405", "roleplay", ctx("EUR", 26_000, 20_000), middle(23_000), "*kratzt sich am Kinn* Machen wir halbe-halbe zwischen Ihrem und meinem Preis. Passt?");
clear("406", "roleplay", ctx("EUR", 14_000), bid(11_000), "*zählt Scheine* 120... nein, Moment, 110. Mehr hab ich nicht dabei.");
clear("407", "roleplay", ctx("EUR", 7_500), words(6_000, "sechzig Euro"), "*hält den Vogelkäfig hoch* Sechzig Euro und er kommt mit mir heim.");
unclear("408", "roleplay", ctx("EUR", 39_000), "ein Bluff mit 'vielleicht': kein festes Gebot", "*zuckt mit den Schultern* Vielleicht würd ich 300 zahlen. Vielleicht auch nicht. Wer weiß.");
clear("409", "roleplay", ctx("EUR", 52_000), minus(48_000, 4_000), "*tippt auf den Kratzer an der Haube* Vierzig runter dafür, und wir schlagen ein.");
clear("410", "roleplay", ctx("EUR", 30_000, 22_000), plus(24_000, 2_000), "*stöhnt* Na gut, zwanzig mehr als ich gesagt hab. Keinen Cent drüber.");
clear("411", "roleplay", ctx("EUR", 16_000), ask("payment"), "*klopft auf die Taschen* Nehmen Sie Karte, oder nur bar?");
unclear("412", "roleplay", ctx("EUR", 85_000), "muss erst mit der Frau reden", "*schaut aufs Handy* Da muss ich ehrlich gesagt erst meine Frau fragen.");
clear("413", "roleplay", ctx("EUR", 64_000, 56_000), ACCEPT, "*nickt langsam* Na gut, einverstanden. Eingepackt, bitte.");
unclear("414", "roleplay", ctx("EUR", 34_000), "zwei Preise ohne Korrektur", "*zögert* 300? 280? Ach, ich weiß nicht.");
clear("415", "roleplay", ctx("EUR", 105_000, 70_000), WITHDRAW, "*winkt ab* Nix da. Vergessen Sie's.");
clear("416", "roleplay", ctx("EUR", 125_000), bid(100_000), "*fährt mit der Hand über den Kotflügel* Baujahr 1974, drei Vorbesitzer, 86.000 km... Ich geh auf 1.000, keinen Euro mehr.");

export const FRESH9_DE = done();

/**
 * THIRTEENTH set, German (Germany, Austria, Switzerland; see fresh13/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 scenarios as en.ts, worded as German-speaking buyers write them (euros and Swiss francs,
 * "1.250,00 €", "CHF 1'250.–", du/Sie, Austrian and Swiss chat).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 116, 209) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315; 203 is signed with other digits);
 * other numbers sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh13In } from "./build";

const { clear, unclear, done } = fresh13In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 240_000), bid(198_000), "1.980 € für den Riso-Vervielfältiger, Abholung Freitag.");
clear("002", "terse", ctx("EUR", 150_000), words(120_000, "zwölfhundert"), "Zwölfhundert für die Bassklarinette, bar.");
clear("003", "terse", ctx("EUR", 8_900, 7_000), ACCEPT, "Gut, passt mir — gekauft.");
clear("004", "terse", ctx("EUR", 65_000, 40_000), WITHDRAW, "Danke, beim Brennofen steig ich aus.");
clear("005", "terse", ctx("EUR", 30_000), ask("rounds-left"), "Wie oft darf ich noch ein Gegenangebot machen?");
clear("006", "terse", ctx("EUR", 72_000), minus(64_000, 8_000), "80 € runter beim Marimbafon und ich kauf's.");
clear("007", "terse", ctx("EUR", 45_000), percentOff(38_250, 15), "15 % Nachlass auf den Preis, dann nehm ich das Bandsägeblatt-Set.");
clear("008", "terse", ctx("EUR", 69_000), bid(61_000), "MIG-Schweißgerät 250 A: 610 €, hole selbst ab.");
clear("009", "terse", ctx("CHF", 54_000), bid(46_000), "CHF 480.– für die Teigausrollmaschine, pardon, ich meinte 460.–");
clear("010", "terse", ctx("EUR", 16_000), ask("payment"), "Geht Rechnung mit 30 Tagen Zahlungsziel?");
unclear("011", "terse", ctx("EUR", 36_000), "a range, not one price: which end is the bid?", "Irgendwo zwischen 280 und 310 € für die Tuba?");
clear("012", "terse", ctx("EUR", 88_000, 70_000), plus(75_000, 5_000), "50 € mehr als mein letztes Gebot. Mehr ist nicht drin.");
clear("013", "terse", ctx("EUR", 27_500, 24_000), ACCEPT, "Gut, 275 € fürs Rednerpult. Abgemacht.");
clear("014", "terse", ctx("EUR", 99_000), ask("warranty"), "Gibt's auf die Zentrifuge noch Gewährleistung?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 210_000), bid(175_000), "hi, gibts das lastenrad noch?? könnt 1750 bar am we zahlen, mein kleiner wär happy");
clear("102", "chat", ctx("EUR", 45_000, 38_000), ACCEPT, "ok na gut, abgemacht 😅 bringst dus vorbei oder muss ich mir nen transporter leihen");
clear("103", "chat", ctx("EUR", 120_000, 80_000), WITHDRAW, "ne sorry das is mir fürs chesterfield sofa echt zu viel, lass ich sein. viel glück beim verkauf!");
clear("104", "chat", ctx("EUR", 6_500), ask("shipping"), "verschickst du die ringleuchte auch nach 50667 oder nur abholung? was würd der versand kosten");
clear("105", "chat", ctx("EUR", 38_000), words(28_000, "zweihundertachtzig"), "würdest du zweihundertachtzig fürs schlagzeug nehmen? kann jederzeit abholen");
clear("106", "chat", ctx("EUR", 25_000), minus(21_000, 4_000), "mach 40 öcken runter beim hochdruckreiniger und wir sind im geschäft");
unclear("107", "chat", ctx("EUR", 90_000), "sarcasm about the price, not a bid or an acceptance", "haha 900 für n hochbett mit wackliger leiter?? klar und meine niere gibts gratis dazu 🙄");
clear("108", "chat", ctx("EUR", 32_000), bid(26_000), "260 für die pfaff nähmaschine? schreib mir auf 0176 5550143 wenn du zeit hast");
clear("109", "chat", ctx("EUR", 14_000, 11_000), ACCEPT, "JAAA deal!!! 🎉🎉 der DJ-controller kommt mit mir heim");
clear("110", "chat", ctx("EUR", 55_000), ask("delivery"), "wie schnell könntest du die hüpfburg liefern? die party is schon am samstag");
unclear("111", "chat", ctx("EUR", 48_000), "an approximate figure, not a firm bid", "so 400 rum fürs grafiktablett? keine ahnung");
clear("112", "chat", ctx("EUR", 60_000, 50_000), middle(55_000), "oke oke treffen wir uns in der mitte? differenz teilen und passt");
clear("113", "chat", ctx("EUR", 17_000), bid(14_500), "wüdrest du 145 für die stihl machen, kann sie heut abend nach der arbeit holen");
clear("114", "chat", ctx("EUR", 30_000, 18_000), WITHDRAW, "hat sich erledigt, hab ne dachbox bei mir um die ecke gefunden");
clear("115", "chat", ctx("EUR", 85_000), ask("negotiable"), "is der preis fürs bandoneon fix oder geht da noch was?");
clear("116", "chat", ctx("EUR", 75_000), bid(62_000), "650 für die töpferscheibe nee warte 620, brauch ja noch ne neue spritzschale");
unclear("117", "chat", ctx("EUR", 22_000), "musing, not committed: the buyer has not bid yet", "hmm vllt 180?? weiß nich, muss erst aufs konto schauen");
unclear("118", "chat", ctx("EUR", 40_000), "a price seen elsewhere, not a bid", "hab die gleiche nebelmaschine auf kleinanzeigen für 320 gesehen nur so als info");
clear("119", "chat", ctx("CHF", 9_900, 8_000), ACCEPT, "guet, abgmacht, i nimm dr velo-träger");
clear("120", "chat", ctx("EUR", 12_000), ask("discount"), "kannst du beim laminiergerät preislich noch was machen?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 145_000), bid(128_000), "Sehr geehrte Damen und Herren,\n\ndie Grundschule am Lindenweg möchte Ihren Ladewagen für 36 Chromebooks erwerben. Wir bieten 1.280,00 €, zahlbar auf Bestellnummer 2026-4471 innerhalb von 14 Tagen.\n\nLieferadresse: Lindenweg 14, 79098 Freiburg.\n\nMit freundlichen Grüßen\nDana Weiß, Sekretariat\nTel. 0761 5550188");
clear("202", "polite-email", ctx("EUR", 4_500, null, 30), total(4_000), "Guten Tag,\n\nfür unseren Gemeindesaal benötigen wir 30 Ihrer grauen Stapelstühle. Wären Sie mit 1.200 € für alle dreißig einverstanden, bei Abholung in Ihrem Lager?\n\nHerzliche Grüße\nPfarrer Albrecht Pfeiffer");
clear("203", "polite-email", ctx("EUR", 260_000, 230_000), ACCEPT, "Guten Tag,\n\nFrau Dr. Reinhardt hat Ihre Konditionen für den Tischautoklaven geprüft, und wir nehmen Ihr Angebot gerne an. Bitte geben Sie auf der Rechnung unsere Auftragsnummer ZP-7719 an.\n\nMit freundlichen Grüßen\nMarta Roth\nZahnarztpraxis am Hafen, 3. OG\nTel. +49 40 5550199");
clear("204", "polite-email", ctx("EUR", 380_000, 300_000), WITHDRAW, "Sehr geehrter Herr Okafor,\n\nvielen Dank für Ihre Geduld in Sachen EKG-Gerät. Leider liegt Ihr Preis weiterhin über dem, was unsere Praxis in diesem Jahr investieren kann. Wir ziehen uns daher vom Kauf zurück.\n\nMit freundlichen Grüßen\nJuna Kowalski\nPraxismanagement");
clear("205", "polite-email", ctx("EUR", 145_000), ask("returns"), "Guten Tag,\n\nbevor wir den Defibrillator bestellen: Falls das Gerät beim Eintreffen den Selbsttest nicht besteht, könnten wir es innerhalb von 30 Tagen gegen volle Erstattung zurückschicken?\n\nDanke und Gruß\nPaul Greiner, Haustechnik\nHallenbad Nord");
clear("206", "polite-email", ctx("EUR", 420_000), ask("payment"), "Liebes Team,\n\nunser Verein interessiert sich für die Wasseraufbereitungsanlage im Container. Wäre eine Zahlung per Überweisung in zwei Raten möglich, die Hälfte bei Bestellung und die Hälfte bei Lieferung?\n\nFreundliche Grüße\nAmina Diallo\nSauberes Wasser e. V.");
clear("207", "polite-email", ctx("EUR", 300_000), words(250_000, "zweitausendfünfhundert Euro"), "Sehr geehrte Frau Hartl,\n\nvielen Dank, dass wir das Klavier am Dienstag ansehen durften. Die Fachschaft Musik hat beschlossen, Ihnen zweitausendfünfhundert Euro anzubieten; den Transport organisieren wir selbst.\n\nMit freundlichen Grüßen\nGerhard Lamm\nFachbereichsleitung Musik, Gymnasium St. Afra");
clear("208", "polite-email", ctx("EUR", 95_000), bid(80_000), "Hallo Frau Berger,\n\ndanke für den Kostenvoranschlag (Entwurf Nr. 88213) für die Grundreinigung unserer Küche samt Abzugshaube. Wir würden den Termin am 14. Januar nach Betriebsschluss buchen, zu 800 € pauschal.\n\nBeste Grüße\nTobias Bauer\nBistro Bauer, Hafenstraße 221");
clear("209", "polite-email", ctx("EUR", 180_000), bid(150_000), "Hallo,\n\nfür das 8-Meter-Alutraversen-Set können wir 1.550 € anbieten — Korrektur: 1.500 €, ich hatte die Budgetzeile falsch gelesen.\n\nViele Grüße\nKatja Moser\nLichtblick Events GmbH");
clear("210", "polite-email", ctx("CHF", 62_000, 55_000), ACCEPT, "Sehr geehrter Herr Lindqvist\n\nWir nehmen Ihren Preis von CHF 620.– für die überholte Untersuchungsliege an. Bitte teilen Sie uns mit, wie Sie die Übergabe organisieren möchten.\n\nFreundliche Grüsse\nEveline Brand\nPhysiotherapie am Fluss");
clear("211", "polite-email", ctx("EUR", 350_000), ask("delivery"), "Guten Morgen,\n\nkönnte das Festzelt 6 x 12 m bis zum 3. Juni zu unserem Gelände in Landsberg geliefert werden? Das Benefizfest beginnt am 5.\n\nVielen Dank\nGreta Ohm\nRotary Club Landsberg");
unclear("212", "polite-email", ctx("EUR", 210_000), "a price awaiting approval, not a firm bid", "Sehr geehrter Herr Haddad,\n\nwir könnten voraussichtlich 1.900 € für das Riso-Farbpaket bieten, brauchen dafür aber die Freigabe des Finanzausschusses, der am Donnerstag tagt.\n\nBeste Grüße\nLena Voss, Verwaltung");
clear("213", "polite-email", ctx("EUR", 320_000), percentOff(288_000, 10), "Guten Tag,\n\nwir führen eine kleine Pizzeria und sind von dem Holzofen begeistert. Würden Sie uns 10 % auf Ihren Preis nachlassen? Abholen würden wir mit eigenem Anhänger.\n\nMit besten Grüßen\nGianni Russo");
clear("214", "polite-email", ctx("CHF", 460_000), bid(410_000), "Sehr geehrte Damen und Herren\n\nZur Schaublin-Drehbank (Baujahr 2009, ca. 3'400 Betriebsstunden): Unser Betrieb würde CHF 4'100.– zahlen, Abholung in 8404 Winterthur auf unsere Kosten.\n\nFreundliche Grüsse\nIngo Marsch\nMarsch Feinmechanik AG");
clear("215", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT, "Hallo Herr Roth,\n\nwir möchten die Dachrinnenreinigung samt Moosentfernung zu Ihrem angebotenen Preis beauftragen. Könnte Ihr Team an einem Werktag vormittags kommen, am liebsten bevor die Mieter wach sind?\n\nDanke und Gruß\nHelene Preis\nUlmenhof Hausverwaltung");
clear("216", "polite-email", ctx("EUR", 190_000), ask("warranty"), "Guten Tag,\n\nwelche Garantie geben Sie auf den generalüberholten Rack-Server (zwei Netzteile, 256 GB RAM)? Unsere IT-Richtlinie verlangt mindestens ein Jahr Hardware-Garantie.\n\nMit freundlichen Grüßen\nSamir Patel\nIT-Koordination");

// ---- agent ----
clear("301", "agent", ctx("EUR", 310_000), bid(275_000), "Ich kaufe im Auftrag der Laterne Gastro GmbH ein. Vergleichbare Untertisch-Spülmaschinen, die ich diese Woche gefunden habe:\n\n| Anbieter | Preis |\n|---|---|\n| Gastro-Großhandel | 3.350 € |\n| gebraucht, 2 Jahre | 2.980 € |\n| Auktion Los 44 | 3.050 € |\n\nAngesichts des Gerätealters bieten wir 2.750 €, Abholung innerhalb der Woche.");
clear("302", "agent", ctx("EUR", 240_000), bid(205_000), "Einkaufsagent der Offenen Werkstatt eG. Unser Angebot in strukturierter Form:\n\n```json\n{\"artikel\": \"Prusa XL 5 Werkzeugköpfe\", \"angebot_eur\": 2050, \"zahlung\": \"Karte\", \"abholung\": \"2026-12-02\"}\n```\n\nBitte bestätigen oder ein Gegenangebot machen.");
clear("303", "agent", ctx("EUR", 520_000), bid(460_000), "Angebot:\n- Artikel: aufbereiteter Behandlungsstuhl mit Arztelement\n- Preis: 4.600,00 €\n- Abholung: durch unseren Kurier, auf unsere Kosten\n- Montage: durch den Techniker der Praxis\n\nIch verhandle im Auftrag von Dr. Amara Chen, die mich dazu bevollmächtigt hat.");
clear("304", "agent", ctx("EUR", 86_000, 72_000), ACCEPT, "Ich habe Ihre letzten Konditionen an meine Auftraggeberin weitergegeben. Ihre Antwort: „Das ist fair, machen Sie's.“ Wir nehmen daher Ihren aktuellen Preis für das Bühnenlicht-Set an. Bitte senden Sie die Rechnung an diese Adresse.");
clear("305", "agent", ctx("EUR", 98_000, 80_000), WITHDRAW, "Im Namen von Frau Ferreira: Nach Prüfung Ihrer letzten Position zum ergonomischen Empfangstresen hat sie entschieden, nicht weiterzumachen. Danke für Ihre Zeit; wir beenden diese Verhandlung.");
clear("306", "agent", ctx("EUR", 27_000), ask("shipping"), "Ich bin ein automatisierter Einkaufsassistent und handle für einen Privatkunden. Ist der Versand des Gusseisen-Bain-Marie nach PLZ 04109 in Ihrem Preis enthalten, oder wird Fracht extra berechnet?");
clear("307", "agent", ctx("EUR", 45_000), ask("standing-offer"), "Bevor ich dem Schulträger berichte: Könnten Sie mir Ihren aktuellen Preis für das Eichen-Rednerpult bestätigen? Ich möchte sichergehen, dass ich die neueste Zahl habe.");
clear("308", "agent", ctx("EUR", 129_000), minus(114_000, 15_000), "Mein Mandant würde kaufen, wenn Sie den Preis der Speiseeismaschine um 150 € senken. Das entspricht dem abgenutzten Rührflügel auf Ihren Fotos.");
clear("309", "agent", ctx("EUR", 15_000, null, 4), total(13_000), "Im Auftrag der Nordflotte Service GmbH. Unser Vorschlag zu den Winterreifen:\n\n```yaml\nartikel: Winterreifen 225/65 R17\nmenge: 4\ngesamt_eur: 520\nmontage: nicht nötig\n```\n\nDer Gesamtbetrag gilt für alle vier.");
clear("310", "agent", ctx("EUR", 88_000, 76_000), minus(72_000, 4_000, "last-bid"), "Neuigkeit von meinem Auftraggeber: Das Budget für das Spirometer wurde heute früh gekürzt. Wir müssen unser vorheriges Angebot um 40 € nach unten korrigieren. Entschuldigung für den Rückschritt.");
unclear("311", "agent", ctx("EUR", 28_000), "two prices for two options: which one is the bid?", "Meine Mandantin kann 210 € für den Geigenbogen allein zahlen oder 250 €, wenn Sie das Formetui dazugeben. Was ist Ihnen lieber?");
unclear("312", "agent", ctx("CHF", 140_000), "a budget ceiling and a request for the seller's best price, not a bid", "Ich vertrete die Fachschaft Biologie der Kantonsschule Farnbühl. Unser Budgetrahmen für ein Trinokular-Mikroskop dieser Klasse liegt bei CHF 1'180.–. Was können Sie uns anbieten?");
clear("313", "agent", ctx("EUR", 60_000), ask("rounds-left"), "Zur Planung der Entscheidung meines Auftraggebers: Wie viele Verhandlungsrunden bleiben noch, bevor Ihr Angebot für die mobile Bühne verfällt?");
clear("314", "agent", ctx("EUR", 70_000, 58_000), middle(64_000), "Wir kommen nicht weiter. Ich schlage vor, dass wir uns beim Sous-Vide-Garer in der Mitte zwischen Ihrem aktuellen Preis und unserem letzten Angebot treffen.");
clear("315", "agent", ctx("EUR", 148_000, 130_000), ACCEPT, "Angenommen zu 1.480 €. Mein Auftraggeber bittet darum, die USV-Akkus vor dem Versand voll zu laden.");
clear("316", "agent", ctx("EUR", 120_000), bid(96_000), "Einkauf für einen Privatbesitzer. Teil: Garrett-Turbolader, OE-Nr. 49377-07460, für einen Transporter Bj. 2014 mit 228.000 km. Unser Angebot: 960 €, Abholung durch unseren eigenen Kurier.");
unclear("317", "agent", ctx("EUR", 250_000), "a bid conditional on installation being included", "Wir zahlen 2.100 € für die Gastro-Dunstabzugshaube, sofern die Montage durch Ihren Monteur inbegriffen ist.");
clear("318", "agent", ctx("EUR", 52_000, null, 12), ask("discount"), "Ich beschaffe 12 höhenverstellbare Schreibtische für einen Coworking-Space. Gibt es einen Mengenrabatt, wenn wir alle zwölf nehmen?");
clear("319", "agent", ctx("EUR", 95_000, 78_000), plus(84_000, 6_000), "Meine Auftraggeberin geht beim Planetenrührwerk 60 € über ihr vorheriges Angebot. Weiter reicht ihr Budget nicht.");
clear("320", "agent", ctx("EUR", 33_000, 29_000), ACCEPT, "Bestätigt: Wir nehmen an. Bitte schicken Sie eine Proforma-Rechnung und teilen Sie mir mit, wo und wann das Vakuumiergerät abgeholt werden kann.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 180_000), bid(150_000), "*fährt mit dem Daumen über den Resonanzboden der Harfe* Da ist ein Haarriss. Ich geb Ihnen 1.500 und trag das Risiko.");
clear("402", "roleplay", ctx("EUR", 34_000, 30_000), ACCEPT, "*grinst und streckt die Hand aus* Na schön, Sie verhandeln hart. Schlagen Sie ein.");
clear("403", "roleplay", ctx("EUR", 75_000, 50_000), WITHDRAW, "*zieht die Jacke zu* Beim Kleiderschrank liegen wir zu weit auseinander. Ich find allein raus.");
clear("404", "roleplay", ctx("EUR", 26_000), ask("standing-offer"), "*blinzelt auf das verblichene Schild am Werkzeugwagen* Was wollten Sie noch mal dafür haben?");
unclear("405", "roleplay", ctx("EUR", 42_000), "meet in the middle with no earlier bid: the middle of what?", "*lehnt sich auf die Theke* Kommen Sie, treffen wir uns beim Akkordeon in der Mitte.");
clear("406", "roleplay", ctx("EUR", 72_000), words(60_000, "sechshundert"), "*schiebt einen Umschlag über die Werkbank* Sechshundert für die Fliesensäge, keinen Cent mehr.");
clear("407", "roleplay", ctx("EUR", 130_000), minus(120_000, 10_000), "*tritt gegen die verbogene Stange der Vorzeltmarkise* Sehen Sie das? Hundert runter vom Preis, dann sind wir uns einig.");
unclear("408", "roleplay", ctx("EUR", 56_000), "the buyer wants to think it over: no decision yet", "*streicht sich über den Bart, umrundet die Kirchenbank zweimal* Moment. Da muss ich drüber nachdenken.");
clear("409", "roleplay", ctx("EUR", 21_000, 18_000), ACCEPT, "*klatscht in die Hände* Herrlich! Das Teleskop gehört mir! *umarmt es*");
clear("410", "roleplay", ctx("EUR", 95_000), bid(80_000), "*hebt das Tenorsax von 1974 aus dem Koffer* Die Polster sind durch. 800 €, und ich lass sie selbst machen.");
unclear("411", "roleplay", ctx("EUR", 160_000), "two prices with no choice made: the buyer has not decided", "*schaut zu ihrem Mann* Er sagt 1.200 für die Pauken, ich würd 1.300 sagen. Das müssen wir erst ausdiskutieren.");
clear("412", "roleplay", ctx("EUR", 44_000), ask("payment"), "*klopft die Taschen ab* Nehmen Sie Karte, oder beim Kontrabass nur bar?");
clear("413", "roleplay", ctx("EUR", 50_000, 40_000), plus(42_000, 2_000), "*seufzt theatralisch* Also gut. Zwanzig mehr als vorhin für die Oboe. Das letzte Mal, dass ich mich bewege.");
clear("414", "roleplay", ctx("EUR", 68_000, 45_000), WITHDRAW, "*tippt an den Hut* Heute nicht, mein Freund. Viel Glück mit dem Flipper.");

export const FRESH13_DE = done();

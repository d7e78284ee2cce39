/**
 * EIGHTEENTH set, German (Germany, Austria, Switzerland; see fresh18/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts in local wording: Gebrauchtes von privat (Instrumente, Kinderwagen,
 * Fahrräder, ein Ecksofa, Objektive, eine Spielkonsole, Gartengeräte), Dienste rund ums Haus (Installateur,
 * Transport, Klavierstimmer, Nachhilfe, Hochzeitsfotografin, Hundesitterin, Tattoo, Maler) und Buchungen und Mieten
 * (Ferienwohnung, Saal für ein Fest, Campervan, Bootstour, Stellplatz, Lagerabteil).
 *
 * Labels as in ../index.ts; corrections 010, 209, 410; acceptances restating the offer 013, 210; a signed
 * acceptance with a phone number 203.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh18In } from "./build";

const { clear, unclear, done } = fresh18In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 38_000), bid(32_000), "320 € fürs E-Piano samt Ständer. Kann heut Abend abholen.");
clear("002", "terse", ctx("EUR", 21_000), ask("shipping"), "Würden Sie das 35-mm-Objektiv auch verschicken? Was kostet der Versand nach Kiel?");
clear("003", "terse", ctx("EUR", 25_000), percentOff(20_000, 20), "Würden Sie beim Kinderwagen 20 % runtergehen? Kann ihn heute noch holen.");
clear("004", "terse", ctx("EUR", 32_000, 24_000), WITHDRAW, "Lassen Sie's bitte, mein Schwager macht den Wasserhahn und das Absperrventil selbst.");
clear("005", "terse", ctx("EUR", 5_500), words(4_000, "Vierzig Euro"), "Vierzig Euro fürs Kinderrad mit Stützrädern? Kann nach der Schule vorbeikommen.");
clear("006", "terse", ctx("EUR", 18_000, 15_000), ACCEPT, "Okay, Sie haben den Job. Ich bring Bonnie am Freitag mit Körbchen und Futter vorbei.");
unclear("007", "terse", ctx("EUR", 36_000), "eine Spanne für den E-Bass, kein einzelner Preis", "Bass: 250 bis 300, je nachdem wie der Hals aussieht.");
clear("008", "terse", ctx("EUR", 30_000), minus(25_000, 5_000), "50 € weniger, und ich hol das Ecksofa am Samstag. Mein Bruder hat einen Transporter.");
clear("009", "terse", ctx("EUR", 9_500), ask("payment"), "Transport von Schrank und Bett: Kann ich am Tag selbst überweisen, oder geht nur bar?");
clear("010", "terse", ctx("EUR", 42_000), bid(34_000), "PS5 mit beiden Controllern: 380 — vertippt, 340.");
clear("011", "terse", ctx("EUR", 15_000, 9_000), WITHDRAW, "Für so ein kleines Tattoo zu teuer. Dann lass ich's, danke.");
clear("012", "terse", ctx("EUR", 120_000, 95_000), plus(100_000, 5_000), "50 € mehr als mein Angebot fürs E-Bike. Mehr geht nicht.");
clear("013", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Passt, 420 € fürs Wochenende in der Wohnung am Wolfgangsee. Die Anzahlung überweis ich heut Abend.");
clear("014", "terse", ctx("EUR", 16_000), ask("returns"), "Falls die Joy-Cons von der Switch driften, kann ich sie zurückbringen?");
unclear("015", "terse", ctx("EUR", 12_000), "ein Gebot unter der Bedingung, dass der Rasenmäher anspringt", "90 € für den Rasenmäher, wenn er beim ersten Zug anspringt.");
clear("016", "terse", ctx("EUR", 46_000), bid(38_000), "Canon 70-200 f/4 mit Gegenlichtblende und 2 Deckeln: 380 € bar.");

// ---- chat ----
clear("101", "chat", ctx("EUR", 18_000), bid(14_000), "hi würdest du 140 fürs blaue hollandrad nehmen? schreib mir auf whatsapp 0157 3948 2716 wenn das passt");
clear("102", "chat", ctx("EUR", 15_000), ask("delivery"), "wann könntest du die kühl-gefrier-kombi vorbeibringen? bin die ganze woche da außer mittwoch");
clear("103", "chat", ctx("EUR", 28_000, 22_000), ACCEPT, "jaaa wir nehmen den saal für mamas geburtstag!! 🎉🥳 tausend dank, sie ahnt nix");
clear("104", "chat", ctx("EUR", 16_000), words(12_000, "hundertzwanzig"), "würdest du hundertzwanzig für die trompete nehmen? mein sohn hat grad mit unterricht angefangen");
unclear("105", "chat", ctx("CHF", 15_000), "Sarkasmus über die Monatsmiete: kein Gebot", "150 im monet für en parkplatz hinter em imbiss?? 😂 gits d pommes gratis dezue");
clear("106", "chat", ctx("EUR", 18_000), ask("warranty"), "hat die waschmaschine noch herstellergarantie oder is die schon abgelaufen?");
clear("107", "chat", ctx("EUR", 4_000, null, 4), total(3_000), "120 für alle 4 eichenstühle zusammen? kann samstag vormittag kommen");
clear("108", "chat", ctx("EUR", 9_000, 7_000), WITHDRAW, "ah wir lassen die bootstour, wetter soll die ganze woche mies sein und sonntag fahren wir heim. trotzdem danke!");
clear("109", "chat", ctx("EUR", 95_000), ask("negotiable"), "beim camper fürs festival-wochenende, ist da preislich noch luft drin oder ist das fix?");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "sagen wir die mitte zwischen uns beiden beim samtsessel? 🤝 hol ihn morgen nach der arbeit");
clear("111", "chat", ctx("EUR", 4_000, 3_200), ACCEPT, "super, dann machen wir das mit der mathe-nachhilfe. sie kann dienstags und donnerstags nach der schule");
unclear("112", "chat", ctx("EUR", 6_500), "ein anderswo gesehener Preis, kein Gebot", "den gleichen hochstuhl gibts auf kleinanzeigen für 40, nur so 👀");
clear("113", "chat", ctx("EUR", 22_000), ask("standing-offer"), "sorry was wolltest du nochmal für die querflöte? find die anzeige nicht mehr");
clear("114", "chat", ctx("EUR", 9_000), minus(7_000, 2_000), "könntest du mir das kleine lagerabteil für 20 weniger im monat geben als du verlangst? brauch es nur bis märz");
clear("115", "chat", ctx("EUR", 25_000, 15_000), WITHDRAW, "ne sorry, für so ne alte vr-brille ist mir das zu viel. dann nicht");
clear("116", "chat", ctx("EUR", 1_500), ask("discount"), "wenn wir rufus jeden werktag zum gassigehen buchen, wirds dann günstiger?");
clear("117", "chat", ctx("CHF", 12_000), bid(8_500), "würdsch 85 näh für de gasgrill? chönnt nach de arbet verbicho");
unclear("118", "chat", ctx("EUR", 28_000), "'so um die … plus minus' um eine Zahl, kein festes Gebot", "so um die 200 für den bassverstärker, plus minus?");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 45_000), ask("delivery"),
  "Sehr geehrter Herr Brandt,\n\nvielen Dank für die zusätzlichen Fotos vom ausziehbaren Esstisch. Falls wir ihn nehmen: Wann könnten Sie ihn uns nach Bamberg liefern? In der ersten Woche des nächsten Monats sind wir verreist.\n\nViele Grüße\nFriederike Tausch");
clear("202", "polite-email", ctx("EUR", 85_000), bid(65_000),
  "Liebe Frau Albers,\n\nIhr Portfolio hat uns sehr gefallen. Wir heiraten am Samstag, 12. April, im Standesamt Leipzig, mit etwa 20 Gästen, und hätten gern zwei Stunden Begleitung: die Trauung und ein paar Porträts draußen. Wir würden Ihnen dafür 650 € anbieten.\n\nHerzliche Grüße\nMeike Dörr & Christoph Arendt\nGohliser Str. 41, 04155 Leipzig\n0176 2295 8140");
clear("203", "polite-email", ctx("EUR", 9_500, 7_500), ACCEPT,
  "Sehr geehrter Herr Nowak,\n\nvielen Dank, dass Sie sich letzte Woche unser altes Klavier angesehen haben. Das Hochstimmen und Stimmen beauftragen wir gern zu Ihrem genannten Preis. Könnten Sie mich am Vortag unter 0341 2870 4416 anrufen? Das Gartentor ist meistens abgeschlossen.\n\nMit freundlichen Grüßen\nRuth Ellinger");
clear("204", "polite-email", ctx("EUR", 90_000), percentOff(81_000, 10),
  "Sehr geehrter Herr Bäumer,\n\nvielen Dank für Ihr Angebot zum Streichen der beiden hinteren Schlafzimmer (Wände, Decken und Türen). Wären Sie mit 10 % Nachlass einverstanden? Beide Zimmer sind bis zu Ihrem Termin ausgeräumt.\n\nMit freundlichen Grüßen\nSimon Kerner");
clear("205", "polite-email", ctx("EUR", 68_000), ask("payment"),
  "Sehr geehrte Frau Petersen,\n\nwir würden die Ferienwohnung in Wyk auf Föhr gern für die Herbstferien buchen. Müssen wir den ganzen Betrag bei der Buchung zahlen, oder reicht erst eine Anzahlung und der Rest kurz vor der Anreise?\n\nViele Grüße\nAnna Wittler");
clear("206", "polite-email", ctx("EUR", 45_000, 30_000), WITHDRAW,
  "Liebe Frau Lenz,\n\nvielen Dank für die Skizzen für das Porträt unseres Spaniels, sie sind wunderschön. Wir haben es uns aber noch einmal überlegt und möchten den Auftrag vorerst nicht vergeben; das Geld ist dieses Jahr etwas knapp.\n\nHerzliche Grüße\nJana Harms");
clear("207", "polite-email", ctx("EUR", 3_500, null, 8), total(3_000),
  "Hallo,\n\nich interessiere mich für die stapelbaren Gartenstühle (Ihre Anzeige 58210). Ich biete 240 € für alle 8 und würde sie am Sonntag, 6. Juli, mit dem Transporter abholen. Ich wohne in der Mühlstraße 22, 72764 Reutlingen, erreichbar unter 0172 4410 937.\n\nGruß\nPaul Renz");
clear("208", "polite-email", ctx("EUR", 240_000), ask("warranty"),
  "Sehr geehrter Herr Yılmaz,\n\nvielen Dank für Ihr Angebot für den Austausch unserer Gastherme. Gibt es auf die neue Therme Herstellergarantie, und übernehmen Sie auch Gewährleistung für Ihre Installation?\n\nMit freundlichen Grüßen\nDoris Löwe");
clear("209", "polite-email", ctx("EUR", 56_000), bid(42_000),
  "Sehr geehrte Frau Aziz,\n\nvielen Dank fürs Ausmessen des Erkerfensters. Für das Nähen der gefütterten Verdunkelungsvorhänge möchten wir Ihnen 480 € anbieten — Entschuldigung, Tippfehler: gemeint sind 420 €.\n\nMit freundlichen Grüßen\nHelene Brück");
clear("210", "polite-email", ctx("EUR", 84_000, 72_000), ACCEPT,
  "Hallo Jens,\n\n840 € für die Woche mit dem Campervan passt für uns, bitte trag uns ein. Wir holen ihn am Samstag gleich in der Früh bei dir ab.\n\nViele Grüße\nDaniel & Sophie Kraus");
clear("211", "polite-email", ctx("EUR", 11_000), ask("returns"),
  "Hallo Frau Kessler,\n\nich würde gern eines Ihrer maßgefertigten Hundebetten für unseren Windhund bestellen. Falls es nach der Lieferung doch zu klein ist, könnte ich es zurückschicken oder gegen die nächste Größe tauschen?\n\nDanke und viele Grüße\nMaria Thalhammer");
unclear("212", "polite-email", ctx("EUR", 30_000, 25_000), "eine Zusage, die darauf wartet, dass der Pfarrer den Termin bestätigt",
  "Sehr geehrter Herr Fink,\n\ndanke, dass Sie uns den Saal über dem Gasthaus Krone gezeigt haben. Wir würden ihn gern zu Ihrem genannten Preis für die Taufe unseres Sohnes buchen, aber der Pfarrer hat den Termin noch nicht bestätigt; das tut er erst nach der Sitzung des Pfarrgemeinderats nächste Woche.\n\nMit freundlichen Grüßen\nClaudia Dornhof");
clear("213", "polite-email", ctx("EUR", 60_000), words(45_000, "vierhundertfünfzig Euro"),
  "Sehr geehrter Herr Tränkner,\n\nvielen Dank, dass unsere Tochter am Samstag das Waldhorn ausprobieren durfte; sie ist ganz verliebt. Wir könnten Ihnen vierhundertfünfzig Euro für das Horn samt Koffer bieten.\n\nViele Grüße\nRobert und Alexandra Neumann");
clear("214", "polite-email", ctx("EUR", 65_000, 50_000), WITHDRAW,
  "Sehr geehrter Herr Eichler,\n\ndanke, dass Sie sich die große Thuja angesehen haben. Wir lassen den Baum vorerst doch stehen; Sie brauchen also keinen Termin für uns freizuhalten.\n\nMit freundlichen Grüßen\nGerhard Pohl");
clear("215", "polite-email", ctx("EUR", 8_000), ask("shipping"),
  "Grüß Gott Herr Huber,\n\nich habe Ihr altes Gartenwerkzeug gesehen (Spaten, Grabgabel, Hacke und den Rasenkantenstecher). Könnten Sie es mir mit der Post nach Graz schicken, und was würde das kosten?\n\nMit freundlichen Grüßen\nSieglinde Kienzl");
clear("216", "polite-email", ctx("EUR", 15_000), bid(12_000),
  "Hallo Emma,\n\nhättest du an Silvester Zeit zum Babysitten? Es wären unsere 3 Kinder, am 31.12. von 19 Uhr bis etwa 1 Uhr; um 21 Uhr sollten sie schlafen. Wir würden dir 120 € für den Abend geben.\n\nLiebe Grüße\nNatalie Brenner");
unclear("217", "polite-email", ctx("EUR", 26_000), "zwei Preise für zwei Leistungsumfänge: welcher ist das Gebot?",
  "Hallo,\n\ndanke für das Angebot für die Endreinigung unserer Wohnung. Wir könnten 180 € für die Reinigung allein zahlen oder 240 € mit Backofen und Teppichen. Sagen Sie uns, was Ihnen lieber ist.\n\nViele Grüße\nTobias & Priya");
clear("218", "polite-email", ctx("EUR", 52_000, 45_000), ACCEPT,
  "Lieber Herr Martens,\n\nja, bitte verlegen Sie den Teppich für Treppe und Flur oben zu Ihrem Preis. Sagen Sie uns, welcher Tag Ihnen passt? Dann reißen wir vorher den alten Teppich raus.\n\nViele Grüße\nEilika Moos");

// ---- agent ----
clear("301", "agent", ctx("EUR", 110_000), ask("rounds-left"), "Ich bin ein Buchungsassistent und handle für Frau Hollmann. Bevor sie die Wohnung in Lissabon für die Woche fest bucht, bestätigen Sie bitte, wie viele Verhandlungsrunden noch offen sind.");
clear("302", "agent", ctx("EUR", 140_000), bid(110_000), "Vergleichsangebote, Fullys in Rahmengröße M im Umkreis von 50 km:\n• 1.150 € (Bj. 2021, neue Reifen)\n• 1.300 €\n• 1.250 €\n• 1.400 € (mit Vario-Sattelstütze)\nMedian: 1.275 €. Wegen des verschlissenen Antriebs an Ihrem Rad bietet mein Auftraggeber 1.100 €.");
clear("303", "agent", ctx("EUR", 42_000), words(35_000, "dreihundertfünfzig Euro"), "Ich organisiere als Assistent den Hochzeitstransport meiner Auftraggeberin. Für den Oldtimer mit Chauffeur, vom Standesamt zur Feier, bietet sie dreihundertfünfzig Euro.");
unclear("304", "agent", ctx("EUR", 180_000), "ein Budget, das auch das Material abdecken muss, kein Gebot für die Arbeit", "Meine Auftraggeberin hat 1.500 € für das Streichen von Flur und Treppenhaus eingeplant, Farbe und Material inklusive. Ein Angebot macht sie Ihnen, sobald ein zweiter Kostenvoranschlag da ist.");
clear("305", "agent", ctx("EUR", 85_000, 70_000), minus(62_000, 8_000, "last-bid"), "Nach dem Test vor Ort muss mein Auftraggeber unser bisheriges Angebot von 700 € für den Gaming-PC um 80 € senken: Der Lüfter der Grafikkarte rattert unter Last.");
clear("306", "agent", ctx("EUR", 9_000), ask("discount"), "Die beiden Kinder meiner Auftraggeberin würden im nächsten Kurs beide Schwimmunterricht bei Ihnen nehmen. Gibt es eine Geschwisterermäßigung?");
clear("307", "agent", ctx("EUR", 12_000), percentOff(10_200, 15), "Meine Auftraggeberin würde den Stellplatz am Bahnhof ein ganzes Jahr mieten, monatlich bezahlt. Sie schlägt 15 % unter Ihrer Monatsmiete vor.");
clear("308", "agent", ctx("EUR", 150_000, 125_000), ACCEPT, "Im Auftrag von Frau Ruiz bestätige ich: Ihr Angebot für den Umzug ihrer Wohnung wird angenommen. Bitte senden Sie die Auftragsbestätigung und die Packhinweise an diese Adresse.");
clear("309", "agent", ctx("EUR", 4_500, null, 10), total(4_000), "Buchungsanfrage im Auftrag der Familie Okafor:\n- Leistung: Mathe-Nachhilfe zur Abschlussprüfung, 10 Einzelstunden à 60 Minuten\n- Angebot: 400 € für alle 10 Stunden\n- Beginn: nach den Herbstferien, bei der Familie zu Hause");
clear("310", "agent", ctx("EUR", 150_000, 110_000), plus(122_000, 12_000), "Nach dem Gutachten des Geigenbauers zur Bratsche erhöht mein Auftraggeber unser letztes Angebot um 120 €.");
clear("311", "agent", ctx("EUR", 60_000), ask("delivery"), "Zum gebrauchten Gartenhaus: Wann könnten Sie es frühestens liefern und im Garten meiner Auftraggeberin wieder aufbauen? Der Zugang ist über ein Seitentor.");
clear("312", "agent", ctx("EUR", 70_000, 50_000), WITHDRAW, "Im Auftrag meines Mandanten: Herr Haddad behält sein altes Sofa und tritt vom Kauf Ihres Leder-Fernsehsessels zurück. Vielen Dank für Ihre Zeit.");
clear("313", "agent", ctx("EUR", 55_000), bid(42_000), "Angebot für das Rennrad:\n```json\n{\"artikel\": \"Rennrad\", \"modell\": \"Allez Sport\", \"gruppe\": \"Shimano 105\", \"baujahr\": 2019, \"rahmenhoehe_cm\": 56, \"angebot_eur\": 420, \"abholung\": \"durch Käufer\"}\n```");
unclear("314", "agent", ctx("EUR", 85_000), "zwei Preise, unentschieden, bis sie die Handpan gehört hat", "Meine Auftraggeberin schwankt zwischen 600 € und 700 € für die Handpan und möchte sie erst spielen hören, bevor sie sich festlegt.");
clear("315", "agent", ctx("EUR", 38_000), minus(32_000, 6_000), "Meine Auftraggeberin möchte die Gartenräumung wie angeboten beauftragen. Da der Garten klein und über die Seite gut zugänglich ist, schlägt sie Ihren Angebotspreis abzüglich 60 € vor.");
clear("316", "agent", ctx("EUR", 1_800, 1_400), ask("standing-offer"), "Für die Unterlagen meiner Auftraggeberin: Bitte nennen Sie noch einmal den Tagessatz, den Sie derzeit für das Besuchen und Füttern der beiden Katzen verlangen.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 3_500), words(2_500, "Fünfundzwanzig"), "*nimmt auf dem Flohmarkt die Cajón und klopft drauf* Fünfundzwanzig dafür, und ich trag sie selbst zum Auto.");
unclear("402", "roleplay", ctx("EUR", 20_000, 14_000), "mehr als das letzte Gebot, aber ohne Betrag", "*zieht die oberste Schublade der Eichenkommode auf und schiebt sie zurück* Ich könnte ein bisschen über das gehen, was ich gesagt hab. Aber nicht viel.");
clear("403", "roleplay", ctx("EUR", 6_000, 4_500), ACCEPT, "*drückt ihr die Scheine in die Hand* Abgemacht. Die Kiste Lego kommt mit.");
clear("404", "roleplay", ctx("EUR", 38_000), bid(28_000), "*blättert im Katalog zu Los 47: Teak-Sideboard, 1964, 3 Schubladen* 280 €, und es fährt im Kombi mit heim.");
clear("405", "roleplay", ctx("EUR", 9_500, 7_000), WITHDRAW, "*fährt mit dem Finger über die feuchte Wand der Garage* Zu dem Preis nicht, nein. Ich schau mich weiter um.");
clear("406", "roleplay", ctx("EUR", 9_000, 6_000), plus(7_000, 1_000), "*dreht die alte Pentax in den Händen* Na gut, zehn Euro mehr als mein Angebot.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*sieht zu, wie die Kinderschminkerin einen Tiger fertig malt* Ist das Ihr fester Preis für einen Kindergeburtstag, oder lässt sich da reden?");
clear("408", "roleplay", ctx("EUR", 24_000, 18_000), middle(21_000), "*hält die Küchenmaschine am Griff hoch* Wir treffen uns in der Mitte zwischen Ihrem Preis und meinem, dann sind wir uns einig.");
unclear("409", "roleplay", ctx("EUR", 55_000), "eine laut überlegte Zahl, erst noch zu besprechen: noch kein Gebot", "*steht in der Tür des WG-Zimmers* 450 im Monat... vielleicht. Ich bespreche das noch und schreib dir heute Abend.");
clear("410", "roleplay", ctx("EUR", 20_000), bid(14_000), "*zählt die Scheine* 160 für die Squier... nein, mein Fehler — 140.");
clear("411", "roleplay", ctx("EUR", 15_000, 12_000), ACCEPT, "*setzt sich auf die Teakbank und grinst* Abgemacht, die gehört mir. Hilfst du mir, sie in den Kofferraum zu heben?");
clear("412", "roleplay", ctx("EUR", 25_000), percentOff(22_500, 10), "*tippt auf den Wasserrand auf dem Couchtisch* Zehn Prozent weniger dafür, dann nehm ich ihn.");
clear("413", "roleplay", ctx("EUR", 12_000, 7_000), WITHDRAW, "*stellt den Staubsauger wieder hin* Is ma zu teuer, tut ma leid. Viel Glück damit.");
clear("414", "roleplay", ctx("EUR", 8_000), ask("payment"), "*klopft seine Taschen ab* Kann ich das Bücherregal per Überweisung zahlen? Ich hab kein Bargeld dabei.");
clear("415", "roleplay", ctx("EUR", 13_000), bid(9_000), "*dreht an den Pedalen des Heimtrainers* 90, und ich schieb ihn gleich raus.");
unclear("416", "roleplay", ctx("EUR", 85_000), "zwei Preise, unentschieden", "*hebt das zusammengeklappte Brompton an und wiegt es in der Hand* 600? 650? Ehrlich, ich weiß es nicht.");

export const FRESH18_DE = done();

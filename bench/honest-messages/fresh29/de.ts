/**
 * TWENTY-NINTH set, German (Germany, Austria, Switzerland; see fresh29/index.ts): written 2026-11-29 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. The same 84 situations as en.ts, written as German-speaking buyers write them, not translated: was
 * Sammler, Bastler, Modellbauer und kleine Vereine bei Händlern, Herstellern, Restauratoren und Fachwerkstätten
 * kaufen oder machen lassen — Briefmarken, Münzen, Karten und Comics, Modelleisenbahn und Modellbau, Spielzeug und
 * Puppen, alte Geräte, Handarbeitsbedarf in Mengen, Spiele, Drachen und Zirkusmaterial.
 *
 * Labels (conventions of ../index.ts): unit prices in minor units; words name the phrase as written; relative bids
 * recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount
 * meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number (203).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh29In } from "./build";

const { clear, unclear, done } = fresh29In("de");

// ---- terse ----
clear("001", "terse", ctx("EUR", 12_500), bid(9_500), "Tisch 14 auf der Modellbahnbörse: die 218 in Orientrot, 218 401-9, 21-polige Schnittstelle mit Sound, in OVP. Ich geb Ihnen 95 € bar dafür.");
clear("002", "terse", ctx("EUR", 4_800), ask("shipping"), "Viererblock Germania für 48 €: ist das Einschreiben schon drin, oder kommt das dazu?");
clear("003", "terse", ctx("EUR", 32_000), percentOff(27_200, 15), "Wenn Sie beim Kostenvoranschlag für die Revision von Papas Seamaster von 1968 um 15 % runtergehen, bring ich sie diese Woche vorbei.");
clear("004", "terse", ctx("EUR", 45_000, 30_000), WITHDRAW, "Danke, dass Sie sich Omas Walzenspieldose angesehen haben. Wir haben's besprochen und lassen sie lieber, wie sie ist, ein bisschen verstimmt, so wie sie sie immer hatte. Tut mir leid, dass ich Ihre Zeit in Anspruch genommen habe.");
clear("005", "terse", ctx("EUR", 6_000), words(3_500, "fünfunddreißig Euro"), "Sind fünfunddreißig Euro genug für neue Pfotenballen und eine neue Füllung für meinen Teddy aus den 50ern? Am Hals ist kaum noch was drin.");
clear("006", "terse", ctx("EUR", 18_000, 14_000), ACCEPT, "Schön, steppen Sie ihn mit dem Federmuster zu dem Preis. Den Rückseitenstoff bring ich am Donnerstag vorbei.");
unclear("007", "terse", ctx("EUR", 14_000), "eine Spanne fürs Bundabrichten und Setup, kein Preis", "Bundabrichten und komplettes Setup an meiner 72er Telecaster, ginge das irgendwo zwischen 90 und 110 €?");
clear("008", "terse", ctx("EUR", 6_500), minus(5_000, 1_500), "Pressen und Graden von meinem Amazing Spider-Man #129 für 15 € unter Ihrem Preis? Dann geht er morgen in die Post.");
clear("009", "terse", ctx("EUR", 260_000), ask("payment"), "nimmst du für den anlagenbau abschlagszahlungen, so in 3 teilen, oder muss alles vorab bezahlt sein");
clear("010", "terse", ctx("EUR", 9_500), bid(6_000), "85 € für die Georgian-Esszimmergarnitur in 1:12. Sorry, hab Ihre Liste falsch gelesen, das war der Preis der Anrichte. 60 € für die Esszimmergarnitur.");
clear("011", "terse", ctx("EUR", 32_000, 22_000), WITHDRAW, "mahjong-spiel lass ich, zu teuer");
clear("012", "terse", ctx("EUR", 4_500, 3_500), plus(4_000, 500), "Für die Bietboxen biete ich 5 € pro Satz mehr als beim letzten Mal, bis dahin kann der Bridgeclub gerade noch gehen.");
clear("013", "terse", ctx("EUR", 4_500, 3_500), ACCEPT, "Mit 45 € für neuen Tintensack und Politur der Parker 51 bin ich einverstanden. Geht Montag in die Post.");
clear("014", "terse", ctx("EUR", 21_000), ask("returns"), "Der Stoff für unsere Quiltgruppe: wenn die Farbe ist nicht wie auf dem Foto, ist möglich zurückschicken? Und wie viele Tage wir haben?");
unclear("015", "terse", ctx("EUR", 9_500), "ein Gebot, das nur gilt, wenn die Werkstatt die Maschine selbst abholt", "70 € für die Wartung der alten Singer-Tretnähmaschine könnte ich machen, wenn Sie sie abholen — ich wohne im dritten Stock und krieg sie nicht runter.");
clear("016", "terse", ctx("EUR", 15_000), bid(12_000), "Für den Starttag vom Raketenmodellbau-Verein am Sa. 12. April brauchen wir 18 Motoren C6-5, 6 D12-3 und 40 Zünder. Nehmen Sie 120 € für alles zusammen?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 20_000), bid(15_000), "wie wärs mit 150 fürs bemalen von meinen 20 ork-kriegern? tabletop-standard reicht, nix aufwendiges. meine nummer is 0176 38291047 falls du lieber telefonierst 🎨");
clear("102", "chat", ctx("EUR", 38_000), ask("delivery"), "schaffst du die 5 prototyp-exemplare vor dem 14. sept? wir testen die auf der messe und ich bin leicht panisch 😬");
clear("103", "chat", ctx("EUR", 42_000, 35_000), ACCEPT, "omg ja!!! mach die rüstung, ich werd auf der con der wahnsinn sein 😭🔥⚔️");
clear("104", "chat", ctx("EUR", 8_000), words(6_000, "sechzig euro"), "sechzig euro für die erstpressung und ich nehm sie gleich mit? cover hat bisschen ringwear aber die platte is sauber 🎶");
unclear("105", "chat", ctx("EUR", 6_000), "Sarkasmus über den Preis fürs Einschweißen einer Münze, weder Gebot noch Zusage", "60 € um eine münze in ne plastikbox zu stecken?? kommt da ein butler mit 😂");
clear("106", "chat", ctx("EUR", 9_000), ask("warranty"), "wenn das recappte mega drive wieder den geist aufgibt, wie lang bin ich abgesichert? die letzte reparatur hat grad mal 2 monate gehalten 😩");
clear("107", "chat", ctx("EUR", 3_900, null, 10), total(3_200), "320 für alle 10 digitalen schachuhren? jugendschachgruppe, die fallen dauernd runter lol ♟️");
clear("108", "chat", ctx("EUR", 65_000, 50_000), WITHDRAW, "müssen die mastmontage leider knicken, die nachbarn ham wegen der genehmigung stress gemacht 📡 danke dass du dir das angeschaut hast");
clear("109", "chat", ctx("CHF", 28_000), ask("negotiable"), "isch bim priis vom ammonit no öppis drin oder isch das fix? isch für d'steisammlig vo mim bueb, er isch total vernarrt 🙏");
clear("110", "chat", ctx("EUR", 16_000, 12_000), middle(14_000), "treffen wir uns in der mitte beim neu wickeln der ringe an der gespließten rute, dann passt's 🎣");
clear("111", "chat", ctx("EUR", 55_000, 45_000), ACCEPT, "gut, dann machen wir das aquascape 👌 besorgst du pflanzen und steine oder soll ich die selber bestellen?");
unclear("112", "chat", ctx("EUR", 7_000), "der Preis eines anderen für die Wartung einer Strickmaschine, kein Gebot", "der typ vom kreativmarkt macht wartung für brother-strickmaschinen für 45, nur mal so");
clear("113", "chat", ctx("EUR", 11_000), ask("standing-offer"), "hey wie viel war nochmal der lenkdrachen auf maß? mein bruder will jetzt auch einen 🪁");
clear("114", "chat", ctx("EUR", 14_000), minus(11_500, 2_500), "25 runter fürs entwickeln und scannen und die filme sind heute noch bei dir 📷");
clear("115", "chat", ctx("EUR", 12_000, 9_000), WITHDRAW, "ich lass das umgestalten vom wacholder erstmal, er verliert nadeln und soll sich erholen. trotzdem danke 🌲");
clear("116", "chat", ctx("EUR", 1_800), ask("discount"), "unser verein will vielleicht 30 schüsselrohlinge — geben Sie besseren preis für so viele?");
clear("117", "chat", ctx("CHF", 25_000), bid(19_000), "190 stutz für e revision vo minere revox a77, gieng das? si isch vo 1974 und nimmt d'7-zoll-spuele no problemlos 📼");
unclear("118", "chat", ctx("EUR", 6_000), "'so um die' um einen Betrag, kein festes Gebot", "so um die 40 für ein kreuzstichmuster von unserm hochzeitsfoto? 200 x 150 stiche wär perfekt 🧵");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 32_000), ask("delivery"),
  "Sehr geehrter Herr Hartmann,\n\ndie Familienbibel meines Großvaters hat einen gebrochenen Rücken, und der vordere Deckel hat sich gelöst. Meine Schwester heiratet am Samstag, 21. Juni, und wir hätten die Bibel gern bei der Trauung dabei. Schaffen Sie es, sie bis dahin neu zu binden, und wie lange dauert so eine Arbeit gewöhnlich?\n\nMit freundlichen Grüßen\nEleonore Preuß");
clear("202", "polite-email", ctx("EUR", 8_500, null, 6), bid(7_000),
  "Sehr geehrter Herr Wittkamp,\n\nunser Modelleisenbahnclub möchte 6 Segmentkästen für die neue Ausstellungsanlage bauen lassen, je 1200 x 600 mm aus Birkensperrholz mit Passdübeln, fertig zur Ausstellung im Oktober. Bitte liefern Sie an das Clubheim, Bahnhofstraße 14, 36251 Bad Hersfeld. Unser Budget erlaubt 70 € pro Kasten.\n\nMit Dank und Gruß\nGerhard Toller\nSchriftführer\n06621 431907");
clear("203", "polite-email", ctx("EUR", 38_000, 32_000), ACCEPT,
  "Sehr geehrter Herr Prenzel,\n\nvielen Dank, dass Sie sich die Märklin-Uhrwerkbahn meines Großvaters angesehen haben, und für die sorgfältigen Notizen zum Blech. Bitte sehen Sie dies als unsere Zusage für die Restaurierung zu den Bedingungen Ihres Kostenvoranschlags. Sie erreichen mich unter 0171 9002648, um einen Abholtermin zu vereinbaren.\n\nBeste Grüße\nMartin Asbach");
clear("204", "polite-email", ctx("EUR", 24_000), percentOff(22_800, 5),
  "Sehr geehrte Frau Olbrich,\n\nvielen Dank für die Fotos der sechs Dinky-Lastwagen und Ihre Hinweise zur Neulackierung. Könnten Sie uns beim Angebotspreis mit 5 % entgegenkommen?\n\nMit freundlichen Grüßen\nRoland Haller");
clear("205", "polite-email", ctx("EUR", 480_000), ask("payment"),
  "Sehr geehrter Herr Pohl,\n\nvielen Dank für Ihren Kostenvoranschlag für den Bau der Echtdampflok in 5 Zoll Spurweite. Könnten wir in drei Raten zahlen: wenn der Rahmen steht, wenn der Kessel die Druckprobe bestanden hat, und bei Fertigstellung?\n\nMit freundlichen Grüßen\nDavid Mehring");
clear("206", "polite-email", ctx("EUR", 29_000, 24_000), WITHDRAW,
  "Sehr geehrter Herr Feldmann,\n\nvielen Dank, dass Sie mir den Schwarzen Einser zur Ansicht geschickt haben. Ich habe entschieden, dass er mehr ist, als ich dieses Jahr für die Sammlung ausgeben sollte; ich schicke ihn Ihnen morgen per Einschreiben zurück. Danke für Ihre Geduld.\n\nBeste Grüße\nAnna Korn");
clear("207", "polite-email", ctx("EUR", 1_500, null, 20), total(1_300),
  "Sehr geehrte Frau Lohmann,\n\nunser Strickkreis strickt Decken für die Frühchenstation, und wir hätten gern zwanzig 400-g-Pakete Ihres Acrylgarns in der Pastellmischung. Wären Ihnen 260 € für die zwanzig Pakete recht?\n\nFreundliche Grüße\nJutta Probst\nStrickkreis Brackel");
clear("208", "polite-email", ctx("EUR", 35_000), ask("warranty"),
  "Sehr geehrter Herr Lund,\n\nbevor ich Ihnen meinen Röhrenverstärker zum Tausch der Kondensatoren schicke: Welche Garantie geben Sie auf die Arbeit? Mich interessiert vor allem, ob die Ausgangsübertrager mit abgedeckt sind.\n\nMit freundlichen Grüßen\nStefan Kraus");
clear("209", "polite-email", ctx("EUR", 52_000), bid(38_000),
  "Sehr geehrte Frau Tremmel,\n\nvielen Dank für die Skizzen zum Buddelschiff: der Kutter meines Vaters, mit seiner Kennung am Bug. Ich kann 440 € anbieten.\n\nAch – meine Frau erinnert mich, dass in den 440 € noch der Eichensockel steckte, den wir inzwischen weglassen. Gemeint sind 380 €.\n\nMit freundlichen Grüßen\nPhilipp Rohde");
clear("210", "polite-email", ctx("EUR", 7_500, 6_000), ACCEPT,
  "Hallo Jo,\n\nja zu 75 € fürs Aufschneiden und Polieren der Geode. Ich komme am Wochenende damit vorbei, den Ständer bringe ich gleich mit.\n\nDanke\nKarin");
clear("211", "polite-email", ctx("EUR", 16_000), ask("returns"),
  "Hallo,\n\nwir haben 40 Töpfchen Acrylfarbe für den Malabend des Clubs bestellt. Falls welche eingetrocknet oder im falschen Farbton ankommen, nehmen Sie die zurück, und gibt es dafür eine Frist?\n\nDanke\nLiam Daub\nMiniaturenmaler Bochum");
unclear("212", "polite-email", ctx("EUR", 195_000), "ein Preis, der noch auf die Zustimmung des Kirchengemeinderats wartet",
  "Sehr geehrte Frau Eller,\n\nvielen Dank für Ihr Gutachten zu den Handglocken. Unser Ensemble möchte die zwei Oktaven vor den Weihnachtskonzerten restaurieren lassen. Der Kirchengemeinderat muss am 9. noch zustimmen; mit seinem Segen könnten wir 1.650 € aufbringen.\n\nMit freundlichen Grüßen\nMargarete Oltmann\nLeiterin, Handglockenchor St. Wilfried");
clear("213", "polite-email", ctx("EUR", 21_000), words(16_000, "einhundertsechzig Euro"),
  "Sehr geehrter Herr Kastell,\n\nwir haben einen Atlas aus dem 19. Jahrhundert mit 48 handkolorierten Karten, dessen Rücken zerfallen ist. Wir möchten ihn mit neuem Rücken versehen lassen und die Originaldeckel behalten. Wären einhundertsechzig Euro für Sie in Ordnung?\n\nMit freundlichen Grüßen\nHelene Marsch");
clear("214", "polite-email", ctx("EUR", 140_000, 110_000), WITHDRAW,
  "Sehr geehrter Herr Brandt,\n\nvielen Dank für die Zeichnungen der ferngesteuerten Segeljacht. Leider hat die Stadt den Bootsteich für zwei Jahre Sanierung geschlossen, daher lässt unser Verein es vorerst. Entschuldigen Sie, dass wir Ihre Zeit beansprucht haben.\n\nBeste Grüße\nKolja Eck\nSchriftführer, Modellsegelclub Ahlen\n\n> Am 12.03.2027 um 09:40 schrieb Sven Brandt:\n> Ich kann die Jacht der Ein-Meter-Klasse komplett getakelt für 1.400 € bauen.");
clear("215", "polite-email", ctx("EUR", 45_000), ask("shipping"),
  "Guten Morgen,\n\nich sammle Laterna-magica-Bilder und hätte gern den Satz mit 24 handbemalten viktorianischen Glasbildern aus Ihrem Katalog. Verschicken Sie auch nach Kanada? Mit wie viel Porto müsste ich rechnen?\n\nVielen Dank\nRobert Laufer\nKitchener, Ontario");
clear("216", "polite-email", ctx("EUR", 48_000), bid(38_000),
  "Sehr geehrter Herr Okonkwo,\n\nder Tag der offenen Tür unseres Tabletop-Clubs ist am Sonntag, 14. September, von 10 bis 16 Uhr in Raum 3 des Bürgerzentrums (Buchungsnummer CC-48213). Könnten Sie uns für das Hauptspiel eine Geländeplatte von 6 x 4 Fuß für 380 € bauen?\n\nMit freundlichen Grüßen\nNils Aschenbach\nVorsitzender, Tabletop-Club Wetzlar");
unclear("217", "polite-email", ctx("EUR", 35_000), "zwei Preise für zwei Arten, die Gitarrendecke zu reparieren, keine Wahl getroffen",
  "Hallo Owen,\n\ndanke, dass du dir den Riss in der Decke meiner Gitarre angesehen hast. Ich kann mich nicht entscheiden, ob ich ihn nur mit Leisten sichern und leimen lasse für 140 € oder gleich die ganze Decke neu lackieren für 320 €. Gib mir ein paar Tage zum Überlegen.\n\nGruß\nDaniel");
clear("218", "polite-email", ctx("EUR", 120_000, 95_000), ACCEPT,
  "Sehr geehrter Herr Takeda,\n\ngern nehmen wir das Go-Brett aus Kaya zu dem genannten Preis. Wäre es möglich, es an einem Dienstagabend in den Verein zu liefern? Da treffen wir uns.\n\nMit freundlichen Grüßen\nSusanne Hell\nGo-Verein Leipzig");

// ---- agent ----
clear("301", "agent", ctx("EUR", 95_000, 80_000), ask("rounds-left"),
  "Ich bin ein KI-Assistent und biete im Auftrag eines Sammlers auf das Los Zigarettenbilder in Ihrer Auktion. Vorab eine Frage: Auf wie viele weitere Angebotsrunden lassen Sie sich noch ein?");
clear("302", "agent", ctx("EUR", 64_000), bid(56_000),
  "Marktvergleich für Herrn Hussain, goldener Jubilee-Sovereign von 1887, vorzüglich: Münzhandel Koch 545 €, Numismatik Sterling 565 €, Baldauf & Co 589 €. Ihr Preis liegt bei 640 €. Mein Auftrag lautet, Ihnen 560 € zu bieten.");
clear("303", "agent", ctx("EUR", 42_000), words(30_000, "dreihundert Euro"),
  "Frau Gallagher hat mich gebeten, ein Backgammonbrett aus Nussbaum und Ahorn für ihren Mann in Auftrag zu geben, der seit 30 Jahren jeden Sonntag spielt. Ihr Angebot: dreihundert Euro.");
unclear("304", "agent", ctx("EUR", 45_000), "ein Budget und die Bitte um einen Vorschlag, kein Gebot",
  "Ich kaufe für einen Zirkusverein ein, der 350 € für Jonglierkeulen, Diabolos und Devilsticks für eine Gruppe von 16 ausgeben kann. Was könnten Sie dafür zusammenstellen?");
clear("305", "agent", ctx("EUR", 60_000, 45_000), minus(37_000, 8_000, "last-bid"),
  "Nach Prüfung der Losfotos hat meine Nutzerin festgestellt, dass zwei der römischen Bronzemünzen moderne Kopien sind; sie nimmt daher 80 € von ihrem vorherigen Angebot herunter.");
clear("306", "agent", ctx("EUR", 3_500), ask("discount"),
  "Ich vertrete einen Sammler mit rund 400 LPs. Er überlegt, die ganze Sammlung statt einer Probekiste mit 50 Stück zur Ultraschallreinigung zu schicken — gibt es bei dieser Menge einen besseren Preis pro Kiste?");
clear("307", "agent", ctx("EUR", 40_000), percentOff(36_000, 10),
  "Im Auftrag meines Nutzers, eines lizenzierten Funkamateurs: Wir möchten Sie den QRP-Transceiver-Bausatz aufbauen und abgleichen lassen, für 10 % weniger als Ihr Angebot. Geht das in Ordnung?");
clear("308", "agent", ctx("EUR", 26_000, 21_000), ACCEPT,
  "Herr Kowalski ist mit Ihrem Preis für die Restaurierung der Porzellankopfpuppe seiner Großmutter einverstanden; bitte beginnen Sie. Er hätte gern Fotos vom reparierten Kopf, bevor er neu gespannt wird.");
clear("309", "agent", ctx("EUR", 2_800, null, 10), total(2_200),
  "Grading für zehn Sammelkarten im Standardtarif, für den Sammelkartenclub Hafen. Für alle zehn zusammen würden wir 220 € zahlen.");
clear("310", "agent", ctx("EUR", 180_000, 150_000), plus(165_000, 15_000),
  "Nach Ihrem Gegenvorschlag legt meine Auftraggeberin 150 € auf ihr letztes Angebot für die gefräste Slotcar-Bahn drauf.");
clear("311", "agent", ctx("EUR", 8_500), ask("delivery"),
  "Mein Auftraggeber, ein Sammler, möchte sein Zeiss-Fernglas aus den 50ern reinigen und justieren lassen. Er fährt am 3. Mai zur Vogelbeobachtung — hätte er es bis dahin zurück?");
clear("312", "agent", ctx("EUR", 70_000, 55_000), WITHDRAW,
  "Danke, dass Sie die Reihe Stadionhefte zurückgelegt haben. Mein Nutzer hat auf dem Dachboden seines verstorbenen Bruders eine fast gleiche Reihe gefunden und kauft daher nicht. Damit ist die Sache für uns erledigt.");
clear("313", "agent", ctx("EUR", 2_400, null, 8), bid(1_950),
  "Bestellentwurf für die Flechtgruppe Weidenau (JSON):\n{\"artikel\": \"weiße Weide, Bund 150 cm\", \"menge\": 8, \"lieferadresse_plz\": \"57072\", \"liefern_bis\": \"2027-02-20\", \"angebot_pro_bund_eur\": 19.50}");
unclear("314", "agent", ctx("EUR", 6_000), "zwei Preise für einen ganzen oder halben Einlegeboden im Glasurbrand, und die Nutzerin hat nicht gewählt",
  "Für die Keramik meiner Nutzerin gibt es einen ganzen Einlegeboden im Glasurbrand am Samstag für 45 € oder einen halben für 25 €. Sie wägt noch ab und sagt mir, welchen.");
clear("315", "agent", ctx("EUR", 16_000), minus(12_500, 3_500),
  "Für das Büro meiner Nutzerin: das geschlossene Moosterrarium, 35 € unter Ihrem Angebot.");
clear("316", "agent", ctx("EUR", 9_000), ask("standing-offer"),
  "Was kostet bei Ihnen derzeit die Dunkelkammer für einen Tag, mit Chemie? Sie bucht erst, wenn sie Ihre Zahl kennt.");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 6_500), words(4_500, "Fünfundvierzig Euro"), "*blättert durch den Schuhkarton mit Seebäder-Postkarten aus der Kaiserzeit* Fünfundvierzig Euro für den Karton, und ich trag ihn selbst raus.");
unclear("402", "roleplay", ctx("EUR", 9_000), "'irgendwo in der Mitte' ohne ein früheres Gebot", "*streicht über den Grizzly-Hahnenbalg* Wie wär's, wir landen irgendwo in der Mitte?");
clear("403", "roleplay", ctx("EUR", 28_000, 22_000), ACCEPT, "*legt die Bleisoldaten einzeln zurück in die Schachtel* Abgemacht, zu Ihrem Preis. Packen Sie sie gut ein, die haben einen weiten Weg vor sich.");
clear("404", "roleplay", ctx("EUR", 29_000), bid(24_000), "*tippt auf das Glas über der Meteoritenscheibe* Ich gebe Ihnen 240 € für die mit 38 Gramm, 6 x 4 cm, mit Zertifikat 1147.");
clear("405", "roleplay", ctx("EUR", 14_000, 9_000), WITHDRAW, "*schüttet die Murmeln zurück ins Glas* Wunderschön, aber ich hab keinen Platz mehr für noch ein Glas. Trotzdem danke.");
clear("406", "roleplay", ctx("EUR", 6_000, 4_000), plus(4_500, 500), "*zählt die Knochenklöppel zurück in die Röhre* Meine 40 plus einen Fünfer, und sie kommen mit mir heim.");
clear("407", "roleplay", ctx("EUR", 18_000), ask("negotiable"), "*zieht die Ketten der Kuckucksuhr auf und lauscht dem Ruf* Ist das Ihr letztes Wort beim Preis, oder geht da noch was?");
clear("408", "roleplay", ctx("EUR", 22_000, 16_000), middle(19_000), "*prüft die Befiederung an einem Musterpfeil* Teilen wir die Differenz, und Sie können mit dem Befiedern des Dutzends anfangen.");
unclear("409", "roleplay", ctx("EUR", 42_000), "ein Betrag, laut überlegt, bevor die Wand ausgemessen ist, kein Gebot", "*hält die alte Landkarte ans Fenster* 320, sagen Sie... die würde sich gut im Treppenhaus machen. Ich geh mal ausmessen.");
clear("410", "roleplay", ctx("EUR", 11_000), bid(8_500), "*zählt 95 € auf die Werkbank, nimmt dann einen Zehner zurück* Das ist mein Busgeld nach Hause. 85 €.");
clear("411", "roleplay", ctx("EUR", 14_000, 11_000), ACCEPT, "*wischt sich das Öl von den Fingern und reicht die Hand* Na gut, überholen Sie den Motor zu Ihrem Preis. Könnte ich ihn vor unserem Clubrennen abholen?");
clear("412", "roleplay", ctx("EUR", 36_000), percentOff(27_000, 25), "*fächert die Banknoten mit fortlaufenden Nummern auf* Ein Viertel weniger, dann sind sie meine.");
clear("413", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*legt die Lokpfeife zurück aufs Tuch* Zu teuer. Nein.");
clear("414", "roleplay", ctx("EUR", 9_500), ask("payment"), "*nimmt einen Musterwagen in die Hand* Wenn Sie den ganzen Kohlezug altern — nehmen Sie das Geld bei der nächsten Börse, wenn ich sie abhole, oder brauchen Sie es jetzt?");
clear("415", "roleplay", ctx("EUR", 19_000), bid(15_000), "*hebt den Deckel vom Metallbaukasten* 150 €, mit allen Anleitungen, und ich trag ihn selbst zum Auto.");
unclear("416", "roleplay", ctx("EUR", 8_000, 6_000), "'noch was auf mein Angebot drauf' ohne Betrag", "*lässt einen Musterwürfel über die Theke rollen* Na gut, ich leg noch was auf mein Angebot drauf.");

export const FRESH29_DE = done();

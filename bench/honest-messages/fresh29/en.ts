/**
 * TWENTY-NINTH set, English (UK, Ireland, US, Canada, an Australian in the UK; see fresh29/index.ts): written
 * 2026-11-29 for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running
 * the reader on these messages. Hobbies, crafts and collections: what hobbyists, collectors, makers and small clubs
 * pay dealers, makers, restorers and specialist services for — stamps, coins, cards and comics, model railways and
 * models, toys and dolls restored, old machines serviced, crafts supplied in bulk, games, kites and circus kit; many
 * written by LLM agents buying on their owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per job, per item, per set, per board,
 * per card, per clock, per pack, per bundle, as the context's standing offer is); words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a
 * signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202, 213, 216, 302, 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh29In } from "./build";

const { clear, unclear, done } = fresh29In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 12_500), bid(9_500), "Table 14 at the toy fair: the Class 47 in BR blue, 47 401, 21-pin DCC sound fitted, boxed. I'll give you £95 cash for it.");
clear("002", "terse", ctx("GBP", 4_800), ask("shipping"), "Block of four Seahorses at £48: is recorded postage included, or do I add it?");
clear("003", "terse", ctx("GBP", 32_000), percentOff(27_200, 15), "If you can come down 15% on the service quote for Dad's 1968 Seamaster, I'll drop it in this week.");
clear("004", "terse", ctx("GBP", 45_000, 30_000), WITHDRAW, "Thanks for looking over Gran's cylinder music box. We've talked it over and we'd rather keep it as it is, slightly out of tune, the way she always had it. Sorry for taking up your time.");
clear("005", "terse", ctx("GBP", 6_000), words(3_500, "thirty-five pounds"), "Is thirty-five pounds enough for new paw pads and a restuff on my 1950s teddy? He's lost most of the stuffing in his neck.");
clear("006", "terse", ctx("GBP", 18_000, 14_000), ACCEPT, "Lovely, go ahead and quilt it in the feather pattern at that price. I'll bring the backing fabric round on Thursday.");
unclear("007", "terse", ctx("GBP", 14_000), "a range for the fret level and setup, not one price", "Fret level and full setup on my '72 Telecaster — could you do it for somewhere between £90 and £110?");
clear("008", "terse", ctx("GBP", 6_500), minus(5_000, 1_500), "Press and grade on my Amazing Spider-Man #129 for £15 under your price? Then it goes in the post tomorrow.");
clear("009", "terse", ctx("GBP", 260_000), ask("payment"), "do u take stage payments on the layout build, like 3 chunks, or do u need it all up front");
clear("010", "terse", ctx("GBP", 9_500), bid(6_000), "£85 for the 1:12 Georgian dining set. Sorry, misread your list, that was the dresser's price. £60 for the dining set.");
clear("011", "terse", ctx("GBP", 32_000, 22_000), WITHDRAW, "pass on the mahjong set, too steep for me");
clear("012", "terse", ctx("EUR", 4_500, 3_500), plus(4_000, 500), "I'll put €5 a set on top of my last offer for the bidding boxes; the bridge club can just about stretch to that.");
clear("013", "terse", ctx("GBP", 4_500, 3_500), ACCEPT, "Happy with £45 for the resac and polish on the Parker 51. It'll be in the post Monday.");
clear("014", "terse", ctx("GBP", 21_000), ask("returns"), "The fabric for our quilting group: if the colour is not like on the photo, is it possible to send back? And how many days we have?");
unclear("015", "terse", ctx("GBP", 9_500), "a bid that holds only if the mechanic collects the machine from the buyer's flat", "I could do £70 on the Singer treadle service if you collect it — I'm on the third floor and can't carry it down.");
clear("016", "terse", ctx("GBP", 15_000), bid(12_000), "For the rocketry club's launch on Sat 12 April we need 18 C6-5 motors, 6 D12-3s and 40 igniters. Would you take £120 for the lot?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 20_000), bid(15_000), "how about 150 to paint my 20 orc warriors? tabletop standard's fine, nothing fancy. my number's 07700 900871 if easier to chat 🎨");
clear("102", "chat", ctx("GBP", 38_000), ask("delivery"), "any chance the 5 prototype copies are done before the 14th of sept? we're playtesting them at the con and i'm panicking a bit 😬");
clear("103", "chat", ctx("GBP", 42_000, 35_000), ACCEPT, "omg yes!!! do the armour, i'm going to look unreal at the con 😭🔥⚔️");
clear("104", "chat", ctx("GBP", 8_000), words(6_000, "sixty quid"), "sixty quid for the first pressing and i'll take it now? sleeve's a bit ringworn but the vinyl's clean 🎶");
unclear("105", "chat", ctx("GBP", 6_000), "sarcasm about the price of slabbing a coin: not a bid, not an acceptance", "£60 to put one coin in a plastic box?? does it come with a butler 😂");
clear("106", "chat", ctx("GBP", 9_000), ask("warranty"), "if the recapped mega drive packs up again how long am i covered for? last fix only lasted 2 months 😩");
clear("107", "chat", ctx("GBP", 3_900, null, 10), total(3_200), "320 the lot for the 10 digital clocks? junior chess club, they get dropped a lot lol ♟️");
clear("108", "chat", ctx("GBP", 65_000, 50_000), WITHDRAW, "think we'll have to scrap the mast install, neighbours kicked off about planning 📡 appreciate u coming out to look");
clear("109", "chat", ctx("CAD", 28_000), ask("negotiable"), "any flex on the ammonite price or is that it? it's for my son's rock collection, he's obsessed 🙏");
clear("110", "chat", ctx("GBP", 16_000, 12_000), middle(14_000), "meet me halfway on rewhipping the split cane rod and we're done 🎣");
clear("111", "chat", ctx("GBP", 55_000, 45_000), ACCEPT, "right, let's do the aquascape 👌 are the plants and rock on you or should i order them myself?");
unclear("112", "chat", ctx("GBP", 7_000), "another repairer's price for servicing a knitting machine, not a bid", "the bloke with the stall at the craft fair does brother knitting machine services for 45, just saying");
clear("113", "chat", ctx("GBP", 11_000), ask("standing-offer"), "hey remind me how much the custom stunt kite was? my brother wants one too now 🪁");
clear("114", "chat", ctx("GBP", 14_000), minus(11_500, 2_500), "knock 25 off the dev and scans and the rolls are yours today 📷");
clear("115", "chat", ctx("GBP", 12_000, 9_000), WITHDRAW, "reckon i'll leave the juniper restyle for now mate, it's dropping needles and i'd rather let it recover. cheers anyway 🌲");
clear("116", "chat", ctx("GBP", 1_800), ask("discount"), "our club want maybe 30 bowl blanks — you give better price for this many?");
clear("117", "chat", ctx("USD", 25_000), bid(19_000), "$190 for a service on my revox a77, would that work? it's from 1974 and still takes the 7 inch reels fine 📼");
unclear("118", "chat", ctx("GBP", 6_000), "'-ish' around a figure, not a firm bid", "40ish to turn our wedding photo into a cross stitch chart? 200 x 150 stitches would be perfect 🧵");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 32_000), ask("delivery"),
  "Dear Mr Hargreaves,\n\nMy grandfather's family Bible has a broken spine and the front board has come away. My sister is getting married on Saturday 21 June and we would love to have it at the ceremony. Would you be able to rebind it in time, and how long does the work usually take?\n\nKind regards,\nEleanor Pryce");
clear("202", "polite-email", ctx("GBP", 8_500, null, 6), bid(7_000),
  "Dear Mr Whitcombe,\n\nOur model railway club would like 6 baseboards built for the new exhibition layout, each 1200 x 600 mm in birch ply with pattern-makers' dowels, ready for the show in October. Please deliver to the club room at 14 Station Road, Market Harborough LE16 7NX. Our budget allows £70 a board.\n\nWith thanks,\nGraham Tolley\nSecretary\n01858 431907");
clear("203", "polite-email", ctx("GBP", 38_000, 32_000), ACCEPT,
  "Dear Mr Prentice,\n\nThank you for looking over my grandfather's Hornby clockwork train set, and for the careful notes on the tinplate. Please take this as our go-ahead for the restoration on the terms of your estimate. I'm on 07700 900264 if you'd like to arrange a collection day.\n\nBest wishes,\nMartin Ashby");
clear("204", "polite-email", ctx("GBP", 24_000), percentOff(22_800, 5),
  "Dear Ms Ogilvie,\n\nThank you for the photographs of the six Dinky lorries and your notes on the repaint. Could you see your way to 5% off the price you quoted?\n\nKind regards,\nRoger Hales");
clear("205", "polite-email", ctx("GBP", 480_000), ask("payment"),
  "Dear Mr Penhaligon,\n\nThank you for your estimate to build the 5-inch gauge live steam locomotive. Could we pay in three stages: when the frames are done, when the boiler passes its test, and on completion?\n\nYours sincerely,\nDavid Merriman");
clear("206", "polite-email", ctx("GBP", 29_000, 24_000), WITHDRAW,
  "Dear Mr Fairley,\n\nThank you for sending the Penny Black on approval. I've decided it's more than I should spend on the collection this year, so I'll return it to you by recorded post tomorrow. Thank you for your patience.\n\nBest wishes,\nAnne Corrigan");
clear("207", "polite-email", ctx("GBP", 1_500, null, 20), total(1_300),
  "Dear Mrs Lockwood,\n\nOur charity knitting circle makes blankets for the neonatal unit, and we'd like twenty 400 g packs of your DK acrylic in the pastel mix. Would £260 for the twenty packs be acceptable?\n\nKind regards,\nJean Probert\nBrackley Knit and Natter");
clear("208", "polite-email", ctx("GBP", 35_000), ask("warranty"),
  "Dear Mr Lund,\n\nBefore I send you my valve amplifier to be recapped: what guarantee do you give on the work? I'd particularly like to know whether the output transformers are covered.\n\nYours faithfully,\nSteven Crouch");
clear("209", "polite-email", ctx("GBP", 52_000), bid(38_000),
  "Dear Ms Tremayne,\n\nThank you for the sketches of the ship in a bottle: my father's trawler, with her registration on the bow. I can offer £440.\n\nAh — my wife reminds me that £440 included the oak stand we've since decided to leave out. The figure I meant is £380.\n\nKind regards,\nPhilip Rowe");
clear("210", "polite-email", ctx("GBP", 7_500, 6_000), ACCEPT,
  "Hi Jo,\n\nYes to £75 for cutting and polishing the geode. I'll bring it over at the weekend along with the stand.\n\nThanks,\nKaren");
clear("211", "polite-email", ctx("GBP", 16_000), ask("returns"),
  "Hello,\n\nWe've ordered 40 pots of acrylic paint for the club's painting night. If some arrive dried out or in the wrong shade, will you take them back, and is there a time limit?\n\nThanks,\nLiam Doherty\nBridgend Miniature Painters");
unclear("212", "polite-email", ctx("GBP", 195_000), "a price still waiting on the parochial church council's approval",
  "Dear Mrs Ellery,\n\nThank you for your report on the handbells. Our team would like the two octaves restored before the Christmas concerts. The parochial church council has to sign it off on the 9th, and with their blessing we could go to £1,650.\n\nKind regards,\nMargaret Oldham\nLeader, St Wilfrid's Handbell Ringers");
clear("213", "polite-email", ctx("GBP", 21_000), words(16_000, "one hundred and sixty pounds"),
  "Dear Mr Castell,\n\nWe have a Victorian county atlas with 48 hand-coloured maps whose spine has perished. We'd like it rebacked, keeping the original boards. Would one hundred and sixty pounds be acceptable?\n\nKind regards,\nHelen Marsh");
clear("214", "polite-email", ctx("GBP", 140_000, 110_000), WITHDRAW,
  "Dear Mr Brannigan,\n\nThank you for the drawings of the radio-controlled yacht. Sadly the council has closed the boating lake for two years of repairs, so our club won't go ahead for now. I'm sorry to have taken up your time.\n\nBest wishes,\nColin Edge\nSecretary, Roundhay Model Yacht Club\n\n> On 12 Mar 2027, at 09:40, Sean Brannigan wrote:\n> I can build the one-metre class yacht, fully rigged, for £1,400.");
clear("215", "polite-email", ctx("GBP", 45_000), ask("shipping"),
  "Good morning,\n\nI collect magic lantern slides and would like the set of 24 hand-painted Victorian slides in your catalogue. Would you send them to Canada, and if so, what would the postage come to?\n\nMany thanks,\nRobert Lafleur\nOttawa");
clear("216", "polite-email", ctx("GBP", 48_000), bid(38_000),
  "Dear Mr Okonkwo,\n\nOur wargames club's open day is on Sunday 14 September, 10am to 4pm, in Room 3 of the Civic Centre (booking ref CC-48213). Could you build us a 6 x 4 ft terrain table for the main game for £380?\n\nKind regards,\nNeil Ashcroft\nChair, Wakefield Wargamers");
unclear("217", "polite-email", ctx("GBP", 35_000), "two prices for two ways of repairing the guitar's top, no choice made",
  "Hi Owen,\n\nThanks for looking at the crack in my guitar's top. I can't decide whether to just have it cleated and glued at £140, or go the whole hog and have the top refinished at £320. Give me a few days to think.\n\nCheers,\nDan");
clear("218", "polite-email", ctx("GBP", 120_000, 95_000), ACCEPT,
  "Dear Mr Takeda,\n\nYes please to the kaya Go board at the price you gave. Is there any chance of delivering it to the club on a Tuesday evening, which is when we meet?\n\nKind regards,\nSusan Hill\nLeeds Go Club");

// ---- agent ----
clear("301", "agent", ctx("GBP", 95_000, 80_000), ask("rounds-left"),
  "I'm an AI assistant bidding, on behalf of a collector, for the lot of cigarette cards in your sale. One thing first: how many more rounds of offers are you open to?");
clear("302", "agent", ctx("GBP", 64_000), bid(56_000),
  "Market check for Mr Hussain on an 1887 Jubilee gold sovereign, EF: Coinsworth £545, Sterling Numismatics £565, Baldry & Co £589. Your price is £640. I'm instructed to bid £560.");
clear("303", "agent", ctx("GBP", 42_000), words(30_000, "three hundred pounds"),
  "Mrs Gallagher has asked me to commission a backgammon board in walnut and maple for her husband, who has played every Sunday for 30 years. Her offer is three hundred pounds.");
unclear("304", "agent", ctx("GBP", 45_000), "a budget and a request for a proposal, not a bid",
  "I'm buying for a circus skills club with £350 to spend on juggling clubs, diabolos and devil sticks for a class of 16. What could you put together for that?");
clear("305", "agent", ctx("GBP", 60_000, 45_000), minus(37_000, 8_000, "last-bid"),
  "Having examined the lot photographs, my user has found that two of the Roman bronzes are modern copies, so she is taking £80 off her previous offer.");
clear("306", "agent", ctx("GBP", 3_500), ask("discount"),
  "I act for a collector with about 400 LPs. He's thinking of sending the whole lot for ultrasonic cleaning instead of one trial box of 50 — is there a better rate per box at that volume?");
clear("307", "agent", ctx("USD", 40_000), percentOff(36_000, 10),
  "On behalf of my user, a licensed radio amateur: we'd like you to assemble and align the QRP transceiver kit for 10% less than you quoted. Is that agreeable?");
clear("308", "agent", ctx("GBP", 26_000, 21_000), ACCEPT,
  "Mr Kowalski is happy with your price for restoring his grandmother's bisque doll; you may start. He would like photographs of the repaired head before it is restrung.");
clear("309", "agent", ctx("GBP", 2_800, null, 10), total(2_200),
  "Grading for ten trading cards, standard tier, for the Harbour Card Club. We'd pay £220 for the ten together.");
clear("310", "agent", ctx("GBP", 180_000, 150_000), plus(165_000, 15_000),
  "After your counter, my principal is adding £150 to her last offer for the routed slot-car track.");
clear("311", "agent", ctx("GBP", 8_500), ask("delivery"),
  "The collector I act for would like his 1950s Zeiss binoculars cleaned and realigned. He leaves on a birding trip on 3 May — could they be back with him before then?");
clear("312", "agent", ctx("GBP", 70_000, 55_000), WITHDRAW,
  "Thank you for holding the run of football programmes. My user has found a near-identical run in his late brother's loft, so he won't be buying. That closes the matter for us.");
clear("313", "agent", ctx("GBP", 2_400, null, 8), bid(1_950),
  "Order draft for the Ashdown Basketry Group (JSON):\n{\"item\": \"buff willow, 5 ft bundles\", \"quantity\": 8, \"delivery_postcode\": \"TN22 3HP\", \"needed_by\": \"2027-02-20\", \"offer_per_bundle_gbp\": 19.50}");
unclear("314", "agent", ctx("GBP", 6_000), "two prices for a full or a half shelf in a glaze firing, and the user has not chosen",
  "For my user's pots there's a full shelf in Saturday's glaze firing at £45 or half a shelf at £25. She's still weighing it up and will tell me which.");
clear("315", "agent", ctx("GBP", 16_000), minus(12_500, 3_500),
  "For my user's office: the closed moss terrarium, at £35 under what you quoted.");
clear("316", "agent", ctx("GBP", 9_000), ask("standing-offer"),
  "What is your current price to hire the darkroom for a day, with chemicals? She'll book once she knows your rate.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 6_500), words(4_500, "Forty-five pounds"), "*flicks through the shoebox of Edwardian seaside postcards* Forty-five pounds for the box, and I'll carry it out myself.");
unclear("402", "roleplay", ctx("GBP", 9_000), "'meet in the middle' with no earlier bid to meet", "*strokes the grizzly hackle cape* Shall we just meet in the middle on this?");
clear("403", "roleplay", ctx("GBP", 28_000, 22_000), ACCEPT, "*sets the lead soldiers back in their box, one by one* Done, at your price. Wrap them well, they've a long way to go.");
clear("404", "roleplay", ctx("GBP", 29_000), bid(24_000), "*taps the glass over the meteorite slice* I'll give you £240 for the 38-gram one, 6 x 4 cm, with certificate 1147.");
clear("405", "roleplay", ctx("GBP", 14_000, 9_000), WITHDRAW, "*pours the marbles back into the jar* They're lovely, but I've nowhere to put another jar. Thanks all the same.");
clear("406", "roleplay", ctx("GBP", 6_000, 4_000), plus(4_500, 500), "*counts the bone bobbins back into their tube* My 40 plus a fiver, and they're coming home with me.");
clear("407", "roleplay", ctx("GBP", 18_000), ask("negotiable"), "*winds the cuckoo clock's chains and listens to it call* Is that your last word on the price, or is there some give in it?");
clear("408", "roleplay", ctx("GBP", 22_000, 16_000), middle(19_000), "*tests the fletching on a sample arrow* Split the difference with me and you can start fletching the dozen.");
unclear("409", "roleplay", ctx("GBP", 42_000), "a figure mused over before measuring the wall, not a bid", "*holds the county map up to the window* 320, is it... would look grand over the stairs, that. Let me go and measure.");
clear("410", "roleplay", ctx("GBP", 11_000), bid(8_500), "*counts £95 onto the bench, then takes a tenner back* That's my bus fare home. £85.");
clear("411", "roleplay", ctx("GBP", 14_000, 11_000), ACCEPT, "*wipes the oil off his fingers and offers a hand* Go on then, rebuild the engine at your price. Any chance it's ready to collect before our race meet?");
clear("412", "roleplay", ctx("GBP", 36_000), percentOff(27_000, 25), "*fans out the run of consecutive banknotes* Knock a quarter off and they go in my pocket.");
clear("413", "roleplay", ctx("GBP", 45_000, 30_000), WITHDRAW, "*puts the locomotive whistle back on the cloth* No. Too dear.");
clear("414", "roleplay", ctx("GBP", 9_500), ask("payment"), "*picks up a sample wagon* Weathering the whole rake — would you take payment at the next show, when I pick them up, or do you need it now?");
clear("415", "roleplay", ctx("GBP", 19_000), bid(15_000), "*lifts the lid on the Meccano set* £150, manuals and all, and I'll carry it to the car.");
unclear("416", "roleplay", ctx("GBP", 8_000, 6_000), "'a bit more on what I offered' with no amount", "*rolls a sample die across the counter* Go on, I'll put a bit more on what I offered.");

export const FRESH29_EN = done();

/**
 * TWENTY-SEVENTH set, English (UK, Ireland, US, Canada; see fresh27/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Land, gardens, water, woods and working animals outdoors: what households, landowners, allotment and
 * angling clubs, riding yards, small estates and parish councils pay for the ground and what lives on it; many
 * written by LLM agents buying on their owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per job, per season, per month, per
 * week, per hectare, per load, per tree, per horse, per rug, per box, per tent, as the context's standing offer is);
 * words name the phrase as written; relative bids recompute from the context; totals divide exactly (107, 207, 309);
 * corrections (010, 209, 410) take the amount meant; acceptances name no amount, exactly the standing offer (013,
 * 210) or only a phone number in a signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202,
 * 213, 216, 302, 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh27In } from "./build";

const { clear, unclear, done } = fresh27In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 145_000), bid(110_000), "Grazing licence on field OS 4213, the 12 acres down by the river, 1 April to 31 October. £1,100 for the season and my ewes go on at Easter.");
clear("002", "terse", ctx("GBP", 6_500), ask("shipping"), "Does the £65 for a trailer of well-rotted horse muck include tipping it at the allotment gates, or is haulage on top?");
clear("003", "terse", ctx("GBP", 48_000), percentOff(40_800, 15), "Take 15% off your quote for flailing the roadside hedges on Back Lane and the job's yours.");
clear("004", "terse", ctx("GBP", 85_000, 70_000), WITHDRAW, "Thanks for quoting for the crown reduction on the oak. The council has refused consent under the preservation order, so we'll have to leave it. Sorry to have taken your time.");
clear("005", "terse", ctx("GBP", 52_000), words(40_000, "four hundred quid"), "Would four hundred quid do to dig out the ditch along the lane? It's about eighty yards.");
clear("006", "terse", ctx("GBP", 18_000, 15_000), ACCEPT, "Right, go ahead and top both paddocks at that price. Gate code's on the post.");
unclear("007", "terse", ctx("GBP", 92_000), "a range for lift-out and winter storage ashore, not one price", "Lift-out and winter ashore for the yacht: anything in the £750–800 bracket doable?");
clear("008", "terse", ctx("GBP", 9_500), minus(8_000, 1_500), "£15 less for the day's ferreting on the warren and you're booked.");
clear("009", "terse", ctx("GBP", 4_800), ask("payment"), "can we pay the allotment rent half now half in september or does it all have to go in at once");
clear("010", "terse", ctx("GBP", 36_000), bid(30_000), "£330 to scan the ewes. Sorry, that's last year's bill I'm looking at. £300.");
clear("011", "terse", ctx("GBP", 35_000, 25_000), WITHDRAW, "leave the roebuck stalking, too rich for me");
clear("012", "terse", ctx("EUR", 42_000, 33_000), plus(36_000, 3_000), "I'll go €30 above my last figure for hollow-tining the croquet lawn. No further.");
clear("013", "terse", ctx("GBP", 3_800, 3_200), ACCEPT, "£38 a week for the stable and the field is fine. We'll bring him over on Saturday.");
clear("014", "terse", ctx("GBP", 32_000), ask("returns"), "If no snow come this winter, we can give back the salt bags not opened? Is for the parish.");
unclear("015", "terse", ctx("GBP", 60_000), "a bid that holds only if the contractor takes the silt away", "£450 to dredge the farm pond, provided you cart the silt away yourselves.");
clear("016", "terse", ctx("GBP", 5_500), bid(4_000), "Slipway for a 5.8m RIB: launch Sat 14th 07:30, recover Sun 16:00. £40 for both?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 6_500), bid(5_000), "would u do 50 for a full clip? hes gone full yeti this winter 🐴 text me on 07700 900871 and ill bring him round");
clear("102", "chat", ctx("GBP", 15_000), ask("delivery"), "when could u get out to pull the ragwort in the bottom paddock?? its coming into flower and the horses are in there 😬");
clear("103", "chat", ctx("GBP", 32_000, 28_000), ACCEPT, "YESSS book us the pods!! the kids have been going on about sleeping in a field all year 🏕️🔥");
clear("104", "chat", ctx("GBP", 12_000), words(8_000, "eighty quid"), "would u take eighty quid to drag the fallen willow out of the beck? its backing the water up into the garden 😩");
unclear("105", "chat", ctx("GBP", 2_500), "sarcasm about the day ticket's price: not a bid, not an acceptance", "£25 for a day on the lake?? do the carp come pre-hooked for that 😂");
clear("106", "chat", ctx("GBP", 45_000), ask("warranty"), "whats the guarantee on the new pond liner if u fit it? the last one split after 2 summers and the frogs were not impressed 🐸");
clear("107", "chat", ctx("GBP", 3_500, null, 12), total(3_000), "would u do 360 for all 12 of the old apple trees? nobodys pruned them since grandad 🍎");
clear("108", "chat", ctx("GBP", 60_000, 50_000), WITHDRAW, "gonna cancel the snow ploughing on the lane sorry, the farmer at the top says hell do it with his loader for a bottle of whisky 🥃 thanks for fitting us in tho");
clear("109", "chat", ctx("CAD", 15_000), ask("negotiable"), "is the price for 10 visits to the fenced dog field firm or is there wiggle room? shes a reactive pup so we'd be regulars lol 🐕");
clear("110", "chat", ctx("GBP", 45_000, 35_000), middle(40_000), "meet in the middle on the foot trimming for the herd and ill book u in for tuesday 🤝");
clear("111", "chat", ctx("GBP", 30_000, 26_000), ACCEPT, "go on then deal on shifting the muck heap 👍 can ur wagon get down our track or shall i move the horsebox out the gateway?");
unclear("112", "chat", ctx("GBP", 8_000), "another mole catcher's price, not a bid", "fyi the mole man from the next village charges 60 a visit");
clear("113", "chat", ctx("GBP", 55_000), ask("standing-offer"), "sorry what did u say for spraying the bracken on the top ground? mums asking and i deleted the text 🙈");
clear("114", "chat", ctx("GBP", 60_000), minus(50_000, 10_000), "if u can do the months sheepdog training for 100 less she can start monday, keen as mustard just a bit daft 🐕");
clear("115", "chat", ctx("GBP", 6_000, 4_500), WITHDRAW, "gonna skip the paddleboard permit this year, they keep shutting the reservoir for algae. ta anyway");
clear("116", "chat", ctx("GBP", 28_000), ask("discount"), "is cheaper per load if we take 3 loads of planings for the track? is long track");
clear("117", "chat", ctx("USD", 22_000), bid(18_000), "would u do $180 for the lower field for our scout troop? fri-sun, 24 kids + 6 leaders, we bring our own water 🏕️");
unclear("118", "chat", ctx("GBP", 32_000), "'-ish' around a figure, not a firm bid", "could u do the cut and rake-off on the wildflower meadow for 250ish? its only a couple of acres 🌼");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 68_000), ask("delivery"),
  "Dear Mr Hutchins,\n\nThank you for the quote to replace the stile on footpath 14 with a kissing gate. Our walking festival starts on 5 April. How soon could you fit it?\n\nKind regards,\nJanet Greaves\nClerk to Ashby Parva Parish Council");
clear("202", "polite-email", ctx("GBP", 21_000, null, 6), bid(18_000),
  "Hello Megan,\n\nWe'd like 6 of your furnished safari tents for our daughter's wedding weekend, 12–13 June, at Hollins Farm, 3 Mill Lane, Kirkby Lonsdale LA6 2BN. We can pay £180 per tent.\n\nBest wishes,\nAlison Thwaite\n07700 900356");
clear("203", "polite-email", ctx("GBP", 18_500, 15_000), ACCEPT,
  "Dear Dr Okafor,\n\nThank you for the quote for testing our private water supply (the spring that feeds the farmhouse and the two cottages). We'd like to go ahead at the price you gave. Please ring me on 07700 900214 to arrange the sampling.\n\nKind regards,\nHelen Ridley\nLow Fold Farm");
clear("204", "polite-email", ctx("GBP", 80_000), percentOff(76_000, 5),
  "Dear Mr Fenwick,\n\nThank you for your proposal for the first thinning of the larch compartment. Would you be willing to take 5% off the rate per hectare?\n\nKind regards,\nRobert Ainsley\nAinsley Estate");
clear("205", "polite-email", ctx("GBP", 240_000), ask("payment"),
  "Dear Mr Carr,\n\nThank you for the terms for the shooting rights over Whinfell and the low woods for the coming season. If we take the lease, could we pay half on signing and the balance in January?\n\nYours sincerely,\nDavid Moorhouse\nWhinfell Shooting Syndicate");
clear("206", "polite-email", ctx("GBP", 120_000, 100_000), WITHDRAW,
  "Dear Gareth,\n\nThank you for pricing the new culvert under the farm track. The Environment Agency tells us we need a permit for any work in the watercourse, which will take months, so we won't go ahead this year. Many thanks for coming out.\n\nBest wishes,\nSiân Pritchard");
clear("207", "polite-email", ctx("GBP", 4_500, null, 20), total(4_000),
  "Dear Ms Alder,\n\nAll twenty of our riding-school horses are due their dental check and rasp. Would you accept £800 for the whole yard?\n\nKind regards,\nClaire Hebden\nHebden Riding Centre");
clear("208", "polite-email", ctx("GBP", 85_000), ask("warranty"),
  "Dear Sir or Madam,\n\nOur angling club is considering your floating aeration fountain for the main lake, to keep the oxygen up in hot spells. What guarantee comes with the pump, and does it cover the cable and the float?\n\nYours faithfully,\nKeith Barlow\nSecretary, Mere Lane Angling Club");
clear("209", "polite-email", ctx("GBP", 42_000), bid(33_000),
  "Dear Ms Ward,\n\nFor the soil survey of the three fields we hope to plant as an orchard (pH, nutrients and a few pits to look at the drainage), I can offer £360.\n\nI've just noticed I typed that wrong: it should say £330.\n\nKind regards,\nMark Ellison\nEllison Fruit");
clear("210", "polite-email", ctx("GBP", 4_500, 3_800), ACCEPT,
  "Hi Jim,\n\n£45 a month to keep our horsebox on the hardstanding by your barn is fine with us. We'll bring it round after the last show of the season.\n\nThanks,\nBeth");
clear("211", "polite-email", ctx("GBP", 9_000), ask("returns"),
  "Hello,\n\nWe've ordered the composite boards to rebuild three swims on our pond. If they turn out too short for the frames, could we send back the unopened packs, and how long would we have?\n\nThanks,\nPaul Grimshaw\nTreasurer, Blackmoss Anglers");
unclear("212", "polite-email", ctx("GBP", 310_000), "a price still waiting on the parish council's agreement",
  "Dear Mr Lowther,\n\nThank you for your quote to resurface the bridleway from Church Lane down to the ford. The parish council meets on Thursday; if members agree, we'd be looking at £2,400 for the work.\n\nKind regards,\nMaureen Platt\nClerk, Thornby Parish Council");
clear("213", "polite-email", ctx("GBP", 120_000), words(90_000, "nine hundred pounds"),
  "Dear Mr Pike,\n\nThe council would like the village green and the churchyard verges cut from April to October, roughly 14 cuts, with the clippings left on the green but collected from the churchyard. We can offer nine hundred pounds for the season.\n\nKind regards,\nRuth Sowerby\nClerk, Great Ouseburn Parish Council");
clear("214", "polite-email", ctx("GBP", 380_000, 320_000), WITHDRAW,
  "Dear Tom,\n\nThank you for holding March for us. The Rivers Trust grant we were counting on has fallen through, so we can't go ahead with the bank repair this year. Sorry to let you down.\n\nBest wishes,\nAnne Crosby\n\n> On 12 Jan 2027, at 09:15, Tom Wray wrote:\n> I can do the 40 m of willow spiling below your garden in March for £3,800.");
clear("215", "polite-email", ctx("GBP", 89_000), ask("shipping"),
  "Good morning,\n\nWe'd like to restock our lake with about 150 kg of mirror and common carp. Do you deliver to mid-Wales, and is the transport included in your price or charged separately?\n\nMany thanks,\nDewi Hughes\nLlyn Coed Fishery");
clear("216", "polite-email", ctx("GBP", 310_000), bid(260_000),
  "Dear Ms Kerr,\n\nWe have about 40 tonnes of thinnings to bring out of a 3-hectare wet alder wood where a machine would ruin the ground. Could your horse and team work it in the week of 14 October, 8am to 4pm each day? I can offer £2,600.\n\nKind regards,\nIain Forbes\nGlenmoriston");
unclear("217", "polite-email", ctx("GBP", 45_000), "two prices for one clip or two a year, no choice made",
  "Hi Sam,\n\nFor the yew hedges and the box topiary round the walled garden, we're weighing up one clip a year in September at £220 against two, June and September, at £380. I'll come back to you once we've seen the budget.\n\nRegards,\nFiona\nCragside Hall Gardens");
clear("218", "polite-email", ctx("GBP", 45_000, 40_000), ACCEPT,
  "Dear Mr Bell,\n\nWe're glad to go ahead with your Hebridean sheep grazing the nature reserve as quoted. Will you bring water to them, or should we arrange a bowser?\n\nKind regards,\nLinda Nash\nFriends of Hartley Common");

// ---- agent ----
clear("301", "agent", ctx("GBP", 600_000, 500_000), ask("rounds-left"),
  "I'm an AI assistant negotiating a grazing tenancy of the 40 acres at Lane End on behalf of a young sheep farmer. Before we continue: how many more rounds of offers are you prepared to go before we settle the rent?");
clear("302", "agent", ctx("GBP", 162_000), bid(140_000),
  "Quote comparison for Mrs Hale, dismantling the dieback ash over her lane (about 18 m, near a power line): Ridge Arb £1,380, Greenleaf £1,490, Canopy Care £1,750. Your quote is £1,620. She has authorised me to offer £1,400.");
clear("303", "agent", ctx("GBP", 78_000), words(65_000, "six hundred and fifty pounds"),
  "Mr Doyle has asked me to secure him a place in your carp syndicate on the Top Pool for the 2027 season. He is prepared to pay six hundred and fifty pounds.");
unclear("304", "agent", ctx("GBP", 260_000), "a budget and a request for a proposal, not a bid",
  "The allotment association I act for has £2,000 set aside this year to re-lay the main path between the plots, about 120 m of it. What could you do for that?");
clear("305", "agent", ctx("EUR", 68_000, 60_000), minus(54_000, 6_000, "last-bid"),
  "Following your site visit, it turns out only two of the four land-drain outfalls need digging out, so on Mr Brady's behalf we are reducing our previous offer by €60.");
clear("306", "agent", ctx("GBP", 9_500), ask("discount"),
  "I arrange fieldwork for a small arable farm. If we booked subsoiling on all three fields rather than one, would your rate per hectare come down?");
clear("307", "agent", ctx("GBP", 250_000), percentOff(230_000, 8),
  "On behalf of Pennine Vets: we'd like to contract you for gritting and snow clearing of our car park this winter at 8% below your quoted price. Please confirm.");
clear("308", "agent", ctx("GBP", 160_000, 140_000), ACCEPT,
  "Ms Varley has approved your fee for backing and schooling her young horse, so we'd like to go ahead. Please send the livery agreement and a start date.");
clear("309", "agent", ctx("GBP", 2_800, null, 10), total(2_400),
  "Purchasing for Meadowbank Riding School: washing, reproofing and small repairs to ten turnout rugs. Your price is per rug; our offer is £240 for all ten.");
clear("310", "agent", ctx("GBP", 98_000, 85_000), plus(90_000, 5_000),
  "My client has considered your counter and will raise her previous offer for a day's maize chopping with your forage harvester and two trailers by £50.");
clear("311", "agent", ctx("GBP", 45_000), ask("delivery"),
  "The farm I buy for has a low field under water after the storm, and lambing is close. How quickly could you get pumps out to it once we confirm?");
clear("312", "agent", ctx("GBP", 15_900, 13_000), WITHDRAW,
  "Thank you for the offer of winter grazing. My user has decided to keep her two ponies at home and feed them through, so we'll leave it there.");
clear("313", "agent", ctx("GBP", 8_600, null, 8), bid(7_450),
  "Order draft for Kestrel Hill Estate (JSON):\n{\"item\": \"barn owl box, supplied and fixed on a post\", \"quantity\": 8, \"site_postcode\": \"YO62 5AB\", \"install_by\": \"2027-02-15\", \"offer_per_box_gbp\": 74.50}");
unclear("314", "agent", ctx("GBP", 70_000), "two prices for two kinds of livery, and the user has not chosen",
  "Two livery options are open for my user's horse over the winter: full livery at £650 a month or part livery at £420. She hasn't chosen yet; I'll confirm once she has.");
clear("315", "agent", ctx("GBP", 36_000), minus(33_000, 3_000),
  "The farm I act for would like you to spread the muck heap on the two fields at Long Close for £30 less than your quote.");
clear("316", "agent", ctx("GBP", 2_400), ask("standing-offer"),
  "What is your current rate per hour for the outdoor arena? My user would like a weekly slot for her two daughters and wants your figure first.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 120_000), words(90_000, "nine hundred"), "*watches the young bitch turn the ewes at the top of the field* Nine hundred for her, and she comes home with me today.");
unclear("402", "roleplay", ctx("GBP", 85_000), "'meet halfway' with no earlier bid to meet", "*leans on the paddock gate and looks over the grass* We'll meet halfway on the rent, shall we?");
clear("403", "roleplay", ctx("GBP", 28_000, 22_000), ACCEPT, "*shakes the ghillie's hand on the jetty* Done. You and the boat for the day, at your price.");
clear("404", "roleplay", ctx("GBP", 95_000), bid(80_000), "*raises a hand at the grass-let auction* Lot 7, the 14 acres of summer grazing, guide £950. I'll go £800.");
clear("405", "roleplay", ctx("GBP", 45_000, 38_000), WITHDRAW, "*slides the season permit form back across the counter* Lovely water, but I can't justify it this year. Tight lines anyway.");
clear("406", "roleplay", ctx("GBP", 40_000, 30_000), plus(32_000, 2_000), "*kicks a stone into a pothole on the track* Twenty on top of my 300, and that's me done.");
clear("407", "roleplay", ctx("GBP", 9_200), ask("negotiable"), "*rattles the new field gate on its hinges* Is that price set in stone, or is there some give in it?");
clear("408", "roleplay", ctx("GBP", 30_000, 22_000), middle(26_000), "*looks up the row of willows along the bank* Call it halfway between your figure and mine for pollarding the lot.");
unclear("409", "roleplay", ctx("GBP", 80_000), "a figure mused over before seeing the rest of the litter, not a bid", "*watches the springer bring the dummy back to hand* Hmm. 650... let me see the rest of the litter first.");
clear("410", "roleplay", ctx("GBP", 36_000), bid(26_000), "*starts to say £300 for coppicing the hazel, catches his wife's look* ...£260.");
clear("411", "roleplay", ctx("GBP", 12_000, 9_500), ACCEPT, "*slaps the side of the trailer* Go on then, it's a deal on the stone picking. Can your lads start before the rain comes in?");
clear("412", "roleplay", ctx("GBP", 60_000), percentOff(48_000, 20), "*sets a fallen cope stone back on the wall* Take a fifth off and you can start walling in the morning.");
clear("413", "roleplay", ctx("GBP", 4_500, 3_000), WITHDRAW, "*whistles the dog in and turns back down the lane* Not at that rent.");
clear("414", "roleplay", ctx("GBP", 38_000), ask("payment"), "*leans on the arena rail* If you top up the surface, can I pay at the end of the month rather than on the day?");
clear("415", "roleplay", ctx("GBP", 55_000), bid(38_000), "*looks out from the jetty at the weed choking the lake* £380 to cut it back, and you can launch from here.");
unclear("416", "roleplay", ctx("GBP", 60_000, 45_000), "'I'll come up a little from my offer' with no amount", "*prods the knotweed canes on the bank with his stick* I'll come up a little from my offer. Don't expect miracles.");

export const FRESH27_EN = done();

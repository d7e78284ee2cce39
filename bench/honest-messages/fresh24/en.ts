/**
 * TWENTY-FOURTH set, English (UK, US, Canada; see fresh24/index.ts): written 2026-11-28 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Food, drink, clothing, sport and travel bought by people, households, small cafés and restaurants, clubs and teams
 * and travel organisers; many written by LLM agents buying on their owners' behalf, a quarter typed on a phone or by
 * non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per item, per block, per week, per
 * head, per kit, per pair, per tonne, as the context's standing offer is); words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a
 * signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202, 213, 216, 302, 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh24In } from "./build";

const { clear, unclear, done } = fresh24In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 18_500), bid(14_500), "Would you take £145 for the 70s leather jacket? Size 40 chest, I'm 6'1 so it should fit — could come and try it on Saturday at 11.");
clear("002", "terse", ctx("GBP", 8_900), ask("shipping"), "Is return postage included on the boot resole, or do I pay that on top?");
clear("003", "terse", ctx("GBP", 54_000), percentOff(48_600, 10), "10% off the annual climbing membership and I'll sign up today.");
clear("004", "terse", ctx("GBP", 22_000, 18_000), WITHDRAW, "Sorry, we'll give the kayak storage a miss this season — we sold the kayak last month. Thanks for holding a rack for us.");
clear("005", "terse", ctx("GBP", 29_500), words(25_000, "two hundred and fifty"), "Would you do two hundred and fifty for the block of six golf lessons?");
clear("006", "terse", ctx("CHF", 120_000, 100_000), ACCEPT, "Fine — we'll take the hut for the group at that price.");
unclear("007", "terse", ctx("GBP", 11_000), "a range for relining the coat, not one price", "somewhere between 60 and 80 to reline my wool overcoat?");
clear("008", "terse", ctx("GBP", 22_000), minus(18_000, 4_000), "Take £40 off the bike fit and I'll book in.");
clear("009", "terse", ctx("GBP", 49_500), ask("payment"), "can i pay for the sailing course in two halves, half now and half in june");
clear("010", "terse", ctx("GBP", 6_000), bid(4_500), "£55 for resoling both climbing shoes, sorry, typo — £45.");
clear("011", "terse", ctx("GBP", 16_000, 12_000), WITHDRAW, "nah leave the padel block, way too dear");
clear("012", "terse", ctx("GBP", 15_000, 11_000), plus(13_000, 2_000), "I'll add £20 to my last offer for the waxed jacket. That's as high as I go.");
clear("013", "terse", ctx("GBP", 4_500, 3_800), ACCEPT, "£45 a week for the microgreens is fine — start us next Tuesday.");
clear("014", "terse", ctx("GBP", 7_500), ask("returns"), "If the football boots is not fitting my son, I can return them in 14 days?");
unclear("015", "terse", ctx("GBP", 22_000), "a bid that holds only if the hand wraps are thrown in", "£180 for the boxing gloves and pads, if you throw in the hand wraps.");
clear("016", "terse", ctx("EUR", 13_000), bid(9_500), "Faro airport to Vilamoura for 6 of us plus 2 golf bags, flight lands 14:20 on 3 May — €95?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 32_000), bid(26_000), "hiya would u take 260 for the squat rack and plates? can pick up sat morning, text me on 07700 900288 💪");
clear("102", "chat", ctx("GBP", 38_000), ask("delivery"), "how quick can u get the trophies engraved?? presentation night is the 14th 😬");
clear("103", "chat", ctx("GBP", 3_500, 3_000), ACCEPT, "YESSS book us in for the paintball!! the stag has no idea whats coming 😂🔫");
clear("104", "chat", ctx("GBP", 9_500), words(8_000, "eighty quid"), "would u do eighty quid for the band tee? the 1986 tour one, bit faded but thats the charm");
unclear("105", "chat", ctx("GBP", 4_500), "sarcasm about the price of taking up jeans: not a bid, not an acceptance", "£45 to take up a pair of jeans?? are u sewing them with gold thread 😂");
clear("106", "chat", ctx("GBP", 18_000), ask("warranty"), "how long's the guarantee on the wheel build? my last one went out of true in 2 months 🙄");
clear("107", "chat", ctx("GBP", 2_900, null, 15), total(2_600), "would u do 390 for all 15 chef jackets with the logo embroidered? need them for our relaunch");
clear("108", "chat", ctx("GBP", 65_000, 58_000), WITHDRAW, "not doing the golf trip this year sorry, half the society cant get the time off. thanks for putting it together tho");
clear("109", "chat", ctx("CAD", 68_000), ask("negotiable"), "is the price on ur season pass fixed or is there a bit of wiggle room? bummer about your knee btw");
clear("110", "chat", ctx("GBP", 14_000, 10_000), middle(12_000), "meet me in the middle on the kilt hire for burns night and we're sorted 👍");
clear("111", "chat", ctx("GBP", 28_900, 25_000), ACCEPT, "ok go on then, book the two of us in for the tandem skydive 👍 can we get the earliest jump? forecast looks good");
unclear("112", "chat", ctx("GBP", 2_200), "another shop's price for restringing, not a bid", "the sports shop in town restrings for 15 just saying");
clear("113", "chat", ctx("GBP", 9_000), ask("standing-offer"), "sorry what was ur price for the block of squash court bookings again? my mate's asking and i deleted the msg");
clear("114", "chat", ctx("GBP", 8_500), minus(6_500, 2_000), "if u can do the bike service for 20 less its a deal, the chain's making a right racket");
clear("115", "chat", ctx("GBP", 36_000, 30_000), WITHDRAW, "gonna leave the PT sessions for now, started running with my neighbour instead. cheers anyway");
clear("116", "chat", ctx("EUR", 2_500), ask("discount"), "you make discount if we take the sunbeds and umbrella for whole 2 weeks?");
clear("117", "chat", ctx("CAD", 42_000), bid(34_000), "would you take $340 for the Sunday ice time? 6am slot, booking ref 4471, the boys don't mind early");
unclear("118", "chat", ctx("GBP", 22_000), "'-ish' around a figure, not a firm bid", "could u do the barista training for like 150ish? its just me and my sister running the café 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 4_500), ask("delivery"),
  "Dear Ms Okafor,\n\nThank you for the costume designs for our dance school's summer show. The show is on Saturday 12 July and we would need the costumes a week before, for the dress rehearsal. How soon could you have them ready?\n\nKind regards,\nLouise Bennett\nBennett School of Dance");
clear("202", "polite-email", ctx("GBP", 3_400, null, 12), bid(2_800),
  "Hello Craig,\n\nWe'd like 12 kits (shirt, shorts and socks) for our five-a-side team, numbered 1 to 12, sizes M to XXL. We can pay £28 per kit, printed.\n\nCheers,\nDanny Walsh\nTuesday Night FC\nUnit 3, 48 Brook Street, Sheffield S1 4GH\n07700 900164");
clear("203", "polite-email", ctx("EUR", 32_000, 27_000), ACCEPT,
  "Dear Giulia,\n\nThank you for your proposal for our choir's day in Rome. We are happy to book you at the fee you quoted. Please call me on 07700 900731 to go through the route and the meeting point.\n\nWith best wishes,\nAlison Hart\nSt Cuthbert's Community Choir");
clear("204", "polite-email", ctx("GBP", 45_000), percentOff(40_500, 10),
  "Dear Mr Lindqvist,\n\nThank you for the quote for private ski lessons for our two children, five mornings over February half-term. Would you be able to take 10% off the package price?\n\nKind regards,\nRachel Moore");
clear("205", "polite-email", ctx("GBP", 180_000), ask("payment"),
  "Dear Mr Alaoui,\n\nWe are ten friends hoping to take the whole riad for a week in October. If we go ahead, could we pay a deposit now and the balance on arrival, and how much of a deposit would you need?\n\nBest wishes,\nSophie Grant");
clear("206", "polite-email", ctx("GBP", 75_000, 60_000), WITHDRAW,
  "Dear Chef Adams,\n\nThank you for the menu you put together for my husband's 50th. In the end we've decided to take everyone out to a restaurant, so we won't be booking you. Thank you for your time.\n\nKind regards,\nMaria Lewis");
clear("207", "polite-email", ctx("GBP", 4_900, null, 20), total(4_200),
  "Hello,\n\nOur walking group would like twenty of the waterproof jackets, in a mix of sizes (list attached). Would you accept £840 for all twenty?\n\nMany thanks,\nPeter Hollis\nDerwent Valley Ramblers");
clear("208", "polite-email", ctx("GBP", 390_000), ask("warranty"),
  "Dear Ms Yamada,\n\nThank you for the quote for the judo mats for our club. What guarantee do you give on the mats, and does it cover the covers splitting at the seams?\n\nYours sincerely,\nKeith Doran\nClub Secretary, Riverside Judo Club");
clear("209", "polite-email", ctx("GBP", 38_000), bid(29_000),
  "Dear Morag,\n\nFor the Fair Isle jumper, knitted to my measurements in the colours we discussed, I would like to offer £340.\n\nP.S. I've just reread this: the figure should be £290, not the one above.\n\nBest wishes,\nEilidh Ross");
clear("210", "polite-email", ctx("EUR", 3_500, 3_000), ACCEPT,
  "Hi Marco,\n\n€35 a head for the food walking tour is fine with us. We'll meet you at the fountain on Thursday morning.\n\nThanks,\nJenny");
clear("211", "polite-email", ctx("GBP", 6_500), ask("returns"),
  "Hello,\n\nWe've ordered the children's ski helmets for our trip. If they turn out not to fit, can we send them back unworn, and how long would we have?\n\nThanks,\nNeil Carter\n\n> On 2 Jan, PeakKit wrote:\n> Your order 52291 has been dispatched and should arrive in 3-5 working days.");
unclear("212", "polite-email", ctx("GBP", 180_000), "a price still waiting on the club committee's approval",
  "Dear Mr Singh,\n\nThank you for the quote for the indoor nets over the winter. Our committee meets on Thursday; if they approve it, we'd be looking at £1,400 for the season.\n\nKind regards,\nGraham Pike\nFixtures Secretary, Ashdown Cricket Club");
clear("213", "polite-email", ctx("GBP", 112_000), words(90_000, "nine hundred pounds"),
  "Dear Sir or Madam,\n\nThank you for the quote for the 7-seater for 14 nights in Iceland, collected at Keflavík. I would like to offer nine hundred pounds.\n\nKind regards,\nTom Reid");
clear("214", "polite-email", ctx("GBP", 129_000, 115_000), WITHDRAW,
  "Dear Hannah,\n\nThank you for holding two places on the mountain bike week. My husband needs an operation on his knee, so sadly we won't be coming this year.\n\nBest wishes,\nClaire Dunne\n\n> On 14 Mar 2026, at 09:12, Hannah Price wrote:\n> We can hold the places until Friday. The price is £1,290 per rider, including uplift and guiding.");
clear("215", "polite-email", ctx("GBP", 3_200), ask("shipping"),
  "Good afternoon,\n\nWe run a small pizzeria and would like the Tipo 00 flour in 25 kg sacks. Do you deliver to Keswick, and is delivery included or charged on top?\n\nMany thanks,\nLuca Bianchi\nBianchi's, Keswick");
clear("216", "polite-email", ctx("GBP", 26_000), bid(22_000),
  "Dear Mr Hussain,\n\nWe would like a whole goat, about 18 kg dressed, cut into curry pieces for Eid. We would collect on Friday 6 June between 10:00 and 12:00. I can offer £220.\n\nKind regards,\nImran Siddiqui");
unclear("217", "polite-email", ctx("GBP", 16_000), "two prices for two kinds of oyster, no choice made",
  "Hi Jack,\n\nFor the oyster night we're torn between a hundred rock oysters at £85 and a hundred natives at £140. We'll let you know which once we've seen Friday's bookings.\n\nCheers,\nBen\nThe Harbour Kitchen");
clear("218", "polite-email", ctx("GBP", 42_000, 36_000), ACCEPT,
  "Dear Mr Clarke,\n\nWe're happy to book the referees for our youth tournament as quoted. Do they bring their own whistles and flags, or should we provide them?\n\nMany thanks,\nSue Harper\nTournament Secretary");

// ---- agent ----
clear("301", "agent", ctx("GBP", 60_000, 50_000), ask("rounds-left"),
  "I'm an AI assistant negotiating for my user on a block of private yoga sessions at her home. How many more rounds of offers are you willing to go before you settle on a price?");
clear("302", "agent", ctx("GBP", 49_500), bid(40_000),
  "Market check for Ms Ellison: pre-owned Burberry Kensington trench, size 10, good condition — three sold this month at £380, £410 and £455. Your asking price is £495. Her offer: £400.");
clear("303", "agent", ctx("GBP", 38_000), words(32_000, "three hundred and twenty pounds"),
  "Ms Harding has asked me to buy the bottle of 25-year-old Islay single malt you listed (70cl, bottled 1998, box included). She is prepared to pay three hundred and twenty pounds.");
unclear("304", "agent", ctx("GBP", 520_000), "a budget with a request for a proposal, not a bid",
  "The under-14s football club I act for has budgeted £4,000 for a weekend tournament trip for 18 players and 4 coaches, with travel and two nights' accommodation. What could you put together for that?");
clear("305", "agent", ctx("GBP", 89_000, 78_000), minus(72_000, 6_000, "last-bid"),
  "Writing on behalf of Ms Khan. The authentication report on the pre-owned Chanel bag notes a replaced chain strap, so we are reducing our previous offer by £60.");
clear("306", "agent", ctx("GBP", 6_800), ask("discount"),
  "I buy supplies for a small tearoom. Is there a lower price per kilo if we take 20 kg of the loose-leaf Assam every month?");
clear("307", "agent", ctx("GBP", 60_000), percentOff(51_000, 15),
  "On behalf of Mr and Mrs Greene: we would like to book the three-day camel trek in Wadi Rum at 15% below your quoted price. Please confirm whether you agree.");
clear("308", "agent", ctx("EUR", 16_000, 14_000), ACCEPT,
  "Ms Adler has approved your price for moving her luggage between stages on the Camino, so we'd like to go ahead. Could you send the booking confirmation?");
clear("309", "agent", ctx("GBP", 3_000, null, 20), total(2_500),
  "Buying on behalf of a ski club: 20 pairs of skis need a wax and edge before the season. Your quote is per pair; our offer is £500 for all twenty.");
clear("310", "agent", ctx("EUR", 145_000, 120_000), plus(135_000, 15_000),
  "My client has considered your counter-offer and will raise her previous offer for the houseboat week in Amsterdam by €150.");
clear("311", "agent", ctx("GBP", 9_500), ask("delivery"),
  "The Rose & Crown's kitchen has asked me to set up a weekly order of 50 kg of rope-grown mussels. How soon could the first delivery arrive? Ideally before Friday 4 October.");
clear("312", "agent", ctx("GBP", 49_900, 42_000), WITHDRAW,
  "Thank you for the proposal for the open water diving course. My user has decided to do the course on holiday instead, so we'll leave it there.");
clear("313", "agent", ctx("GBP", 1_400, null, 40), bid(1_150),
  "Proposed order for The Old Bell (JSON):\n{\"item\": \"Christmas pudding, 900 g\", \"quantity\": 40, \"delivery_postcode\": \"YO1 7HH\", \"deliver_by\": \"2026-12-10\", \"offer_per_pudding_gbp\": 11.50}");
unclear("314", "agent", ctx("GBP", 260_000), "two prices for two cabins, and the user has not chosen",
  "Two options are still open for my user's parents' Douro river cruise: a window cabin at £1,950 or a balcony cabin at £2,300. She hasn't decided yet; I'll confirm which once she has.");
clear("315", "agent", ctx("GBP", 16_000), minus(13_000, 3_000),
  "Mr and Mrs Byrne would like the alterations to their daughter's prom dress done as quoted, for £30 less than your quotation.");
clear("316", "agent", ctx("GBP", 4_800), ask("standing-offer"),
  "What do you currently charge per kilo for fresh chanterelles? My user runs a small bistro and would like your figure before planning the autumn menu.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 4_500), words(3_000, "thirty"), "*turns the Panama hat over in his hands* I'll give you thirty for it.");
unclear("402", "roleplay", ctx("GBP", 9_000), "'meet halfway' with no earlier bid to meet", "*holds the cashmere jumper up to the light* Go on, meet me halfway?");
clear("403", "roleplay", ctx("GBP", 6_000, 5_000), ACCEPT, "*shakes hands with the fisherman on the quay* Done. I'll take the crab at your price.");
clear("404", "roleplay", ctx("GBP", 4_800), bid(3_500), "*flicks through the rail at stall 23* This denim jacket — size 38, early 90s Levi's? Tag says £48. I'll give you £35.");
clear("405", "roleplay", ctx("EUR", 6_500, 5_000), WITHDRAW, "*sets the tin of saffron back on the counter* It's beautiful, but I can't stretch to that. Thank you, though.");
clear("406", "roleplay", ctx("GBP", 9_000, 6_000), plus(7_000, 1_000), "*sniffs the black truffle* I'll go ten above my 60 and not a penny more.");
clear("407", "roleplay", ctx("CAD", 6_500), ask("negotiable"), "*taps the jug of maple syrup* Is that price firm, or is there some give?");
clear("408", "roleplay", ctx("GBP", 12_000, 8_000), middle(10_000), "*leans on the fish stall* Halfway between your price and mine for the box of langoustines, then.");
unclear("409", "roleplay", ctx("GBP", 5_500), "a figure mused over before wandering off, not a bid", "*turns the tweed cap over* Hmm. 40... let me have a wander first.");
clear("410", "roleplay", ctx("GBP", 32_000), bid(26_000), "*writes £300 on the back of a receipt, crosses it out and writes £260* For the tonne of cider apples.");
clear("411", "roleplay", ctx("GBP", 9_500, 8_000), ACCEPT, "*slaps the side of the crate* Deal. Can you keep the goose in your cold store till Christmas Eve?");
clear("412", "roleplay", ctx("GBP", 6_000), percentOff(4_800, 20), "*buckles the leather belt* Take twenty percent off and I'll wear it out of here.");
clear("413", "roleplay", ctx("GBP", 8_500, 6_000), WITHDRAW, "*drops the fencing mask back on the table and walks off* No chance.");
clear("414", "roleplay", ctx("USD", 45_000), ask("payment"), "*pulls out a card at the dive shop counter* Can I put half on card now and pay the rest in cash on the boat?");
clear("415", "roleplay", ctx("GBP", 5_500), bid(3_800), "*laces up the second-hand walking boots* £38 and I'll walk off in them.");
unclear("416", "roleplay", ctx("USD", 12_000, 9_000), "'a bit above what I offered' with no amount", "*eyes the bottle of mezcal* I can go a bit above what I offered, but not a lot.");

export const FRESH24_EN = done();

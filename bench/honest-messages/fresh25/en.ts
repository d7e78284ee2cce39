/**
 * TWENTY-FIFTH set, English (UK, US, Canada; see fresh25/index.ts): written 2026-11-28 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Supplies, raw materials, freight and storage bought by small makers, traders and farms; many written by LLM agents
 * buying on their owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per pallet, per tonne, per sack, per
 * box, per kilo, per cubic metre, per job, per month, per drum, per hoodie, as the context's standing offer is);
 * words name the phrase as written; relative bids recompute from the context; totals divide exactly (107, 207, 309);
 * corrections (010, 209, 410) take the amount meant; acceptances name no amount, exactly the standing offer (013,
 * 210) or only a phone number in a signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202,
 * 213, 216, 302, 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh25In } from "./build";

const { clear, unclear, done } = fresh25In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 72_000), bid(64_000), "£640 for a pallet of the 330ml amber bottles? Your sheet says 3,960 to a pallet. Delivery to Unit 7 please, we're bottling Thursday.");
clear("002", "terse", ctx("GBP", 5_800), ask("shipping"), "Is carriage included on the 20kg box of soy wax flakes, or is that extra?");
clear("003", "terse", ctx("GBP", 68_000), percentOff(57_800, 15), "15% off your per-tonne price on the stoneware clay and it's a deal.");
clear("004", "terse", ctx("GBP", 21_000, 18_000), WITHDRAW, "Thanks for the quote on the beeswax, but we'll leave it — the beekeeper up the lane has offered us his cappings wax. Much appreciated.");
clear("005", "terse", ctx("GBP", 14_500), words(12_000, "a hundred and twenty quid"), "Would you take a hundred and twenty quid for the 25kg block of raw shea butter?");
clear("006", "terse", ctx("GBP", 48_000, 42_000), ACCEPT, "Right — book the sprayer in for the winter barley at that rate.");
unclear("007", "terse", ctx("GBP", 36_500), "a range per tonne for the ewe nuts, not one price", "ewe nuts, bulk blown into the bin — anything from £300 to £330 a tonne work for you?");
clear("008", "terse", ctx("GBP", 6_400), minus(5_200, 1_200), "Knock £12 off the case of stretch wrap and I'll order today.");
clear("009", "terse", ctx("GBP", 52_000), ask("payment"), "can we go on 30 day account for the fertiliser or is it pay upfront");
clear("010", "terse", ctx("GBP", 4_900), bid(4_200), "£46... no hang on, £42 for the 25kg sack of caustic soda. Misread my notes.");
clear("011", "terse", ctx("GBP", 6_500, 5_000), WITHDRAW, "leave the chillies mate, too steep");
clear("012", "terse", ctx("GBP", 38_000, 30_000), plus(32_500, 2_500), "I'll put another £25 on my last offer for the pallet of sea salt. That's my ceiling.");
clear("013", "terse", ctx("GBP", 1_450, 1_200), ACCEPT, "£14.50 a pallet a week in the cold store is fine — we'll bring the first load in Monday.");
clear("014", "terse", ctx("GBP", 8_600), ask("returns"), "If the crown caps not fit our bottles, is possible to send back the boxes unopened?");
unclear("015", "terse", ctx("GBP", 21_500), "a bid that holds only if the seller pays the postage", "£180 for the sterling silver sheet, as long as postage is on you.");
clear("016", "terse", ctx("GBP", 13_500), bid(9_500), "One pallet Bristol BS3 2LG to Inverness IV2 3PS, 1.2m high, 480kg, collection Tue 14th — would you do £95?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 19_000), bid(15_000), "hiya would u do 150 for all the dried lavender bunches? about 200 of them, for my market stall. can collect sat, text 07700 900412 🌾");
clear("102", "chat", ctx("GBP", 38_000), ask("delivery"), "when could u get the pallet of jam jars to us?? strawberries come in about 2 weeks and we'll be drowning 😬");
clear("103", "chat", ctx("GBP", 3_400, 2_900), ACCEPT, "YES go on then!! stick the hops on the next courier, brew day can't come soon enough 🍺🍺");
clear("104", "chat", ctx("GBP", 7_500), words(6_000, "sixty quid"), "would u do sixty quid for the box of peonies? need 50 stems for a wedding on sat 💐");
unclear("105", "chat", ctx("GBP", 3_200), "sarcasm about the price of hibiscus: not a bid, not an acceptance", "£32 a kilo for dried hibiscus?? are the petals gold plated or what 😂 its for kombucha not a crown");
clear("106", "chat", ctx("GBP", 9_800), ask("warranty"), "whats the guarantee on the bale wrap? last lot split after 3 months in the sun and the silage went mouldy 🙄");
clear("107", "chat", ctx("GBP", 1_450, null, 30), total(1_300), "would u do 390 for all 30 bags of layers pellets? got 400 hens now lol 🐔");
clear("108", "chat", ctx("GBP", 240_000, 200_000), WITHDRAW, "gonna have to let the warehouse bay go for christmas sorry, orders are way down this year. thanks for holding it for us tho");
clear("109", "chat", ctx("CAD", 4_200), ask("negotiable"), "is the price on the oyster mushroom spawn fixed or open to offers? just starting out 🍄");
clear("110", "chat", ctx("GBP", 16_000, 12_000), middle(14_000), "split the difference on the veg tan side and it's done? 🤝");
clear("111", "chat", ctx("GBP", 16_500, 14_000), ACCEPT, "ok deal on the couverture 👍 can u get it here before easter? the eggs wont make themselves 🐣");
unclear("112", "chat", ctx("GBP", 3_400), "another wholesaler's price for the fragrance oil, not a bid", "the wholesaler in leeds does that fragrance oil for 28 a litre, just saying");
clear("113", "chat", ctx("GBP", 4_600), ask("standing-offer"), "sorry whats ur price per tonne for the lime spread again? dad's asking and i cant find the email");
clear("114", "chat", ctx("GBP", 5_600), minus(4_800, 800), "if u do the juniper £8 cheaper its a deal, gin batch next week");
clear("115", "chat", ctx("GBP", 35_000, 30_000), WITHDRAW, "gonna leave the fulfilment for now, we'll keep packing orders on the kitchen table lol. cheers for the quote");
clear("116", "chat", ctx("GBP", 2_600), ask("discount"), "is more cheap per sack if we take full pallet of the sugar?");
clear("117", "chat", ctx("USD", 22_000), bid(18_000), "would u do $180 for the van and driver on sat? 5am start, pitch 42 at the farmers market, booking ref MK2291");
unclear("118", "chat", ctx("GBP", 12_000), "'-ish' around a figure, not a firm bid", "could u do the lip balm tins for 90ish? its just me making them in the spare room 😅");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 6_800), ask("delivery"),
  "Dear Mr Pryce,\n\nThank you for the price on the calf milk replacer. Calving starts here around 3 March and I'd like to have the first ten bags in the shed before then. How soon after ordering could you deliver?\n\nKind regards,\nGareth Morgan\nTy Gwyn Farm");
clear("202", "polite-email", ctx("GBP", 1_900, null, 48), bid(1_650),
  "Hello Priya,\n\nWe're a small label that garment-dyes by hand, and we'd like 48 of the undyed organic cotton hoodies: 8 S, 16 M, 16 L, 8 XL. We can pay £16.50 each.\n\nThanks,\nJess Whitfield\nSaltmarsh Clothing\nUnit 4, 22 Harbour Road, Whitstable CT5 1AB\n07700 900583");
clear("203", "polite-email", ctx("GBP", 18_500, 15_000), ACCEPT,
  "Dear Mr Osei,\n\nThank you for your quote for clearing our container of enamelware through customs at Felixstowe. We're happy to go ahead at the fee you quoted. Please ring me on 07700 900736 to go through the paperwork.\n\nBest regards,\nRuth Adeyemi\nKettle & Co.");
clear("204", "polite-email", ctx("GBP", 64_000), percentOff(60_800, 5),
  "Dear Mr Harland,\n\nThank you for the quote for the pack of marine plywood (BS 1088) for the boat we are building this winter. Would you be able to take 5% off?\n\nKind regards,\nTom Penrose\nPenrose Boats");
clear("205", "polite-email", ctx("GBP", 240_000), ask("payment"),
  "Dear Ms Chen,\n\nThank you for the quote for our share of a container from Ningbo to Felixstowe (around 6 cubic metres of ceramic tableware). If we go ahead, could we pay half on booking and the balance once the goods have cleared customs?\n\nKind regards,\nDaniel Frost\nFrost & Field Homeware");
clear("206", "polite-email", ctx("GBP", 120_000, 100_000), WITHDRAW,
  "Dear Rhys,\n\nThank you for the quote to bale and wrap our second cut. As it turns out our neighbour has bought a baler and will do it for us in exchange for grazing, so we won't need you this year. Thanks for fitting us in.\n\nBest wishes,\nAnn Lloyd");
clear("207", "polite-email", ctx("GBP", 2_400, null, 20), total(2_100),
  "Hello,\n\nWe run a small free-range egg farm and would like twenty cartons of the 6-egg pulp boxes. Would you accept £420 for all twenty cartons?\n\nMany thanks,\nSarah Booth\nBooth's Eggs");
clear("208", "polite-email", ctx("GBP", 8_500), ask("warranty"),
  "Dear Sir or Madam,\n\nWe're looking at your reconditioned 1,000-litre IBC tanks for catching rainwater on our market garden. What guarantee do you give on them, and does it cover the outlet valves leaking?\n\nYours faithfully,\nMartin Hale\nHale Market Garden");
clear("209", "polite-email", ctx("GBP", 42_000), bid(33_000),
  "Dear Mr Lindgren,\n\nFor the set of ten Alpine spruce guitar tops (AA grade) I would like to offer £360.\n\nCorrection before you reply: I copied that from the wrong line of my spreadsheet. My offer is £330.\n\nBest wishes,\nOwen Marsh\nMarsh Guitars");
clear("210", "polite-email", ctx("GBP", 4_500, 3_800), ACCEPT,
  "Hi Fiona,\n\n£45 per cask per year to keep our casks in your bonded warehouse is fine with us. We'll send the first ones over with the paperwork next week.\n\nThanks,\nCallum\nGlen Orrin Distillery");
clear("211", "polite-email", ctx("GBP", 9_000), ask("returns"),
  "Hello,\n\nIf the black bulbs don't fit the 30 ml dropper bottles, can we send the unopened boxes back, and within how many days?\n\nThanks,\nAmara Lewis\nSkin by Amara\n\n> On 5 Feb, Vitrum Packaging wrote:\n> Your 30 ml amber droppers (box of 500) ship tomorrow; the bulbs are packed separately.");
unclear("212", "polite-email", ctx("GBP", 172_000), "a price still waiting on the co-op members' approval",
  "Dear Mr Baxter,\n\nThank you for the quote for a pallet of lamination butter. Our co-op's members meet on Tuesday; if they agree, we'd be looking at £1,500 for the pallet.\n\nKind regards,\nNina Hart\nRising Together Bakery Co-op");
clear("213", "polite-email", ctx("GBP", 95_000), words(75_000, "seven hundred and fifty pounds"),
  "Dear Ms Kaur,\n\nThank you for the courier proposal. We'd need a collection 5 days a week, about 60 parcels a day, none over 2 kg. For that, I'd like to offer seven hundred and fifty pounds a month.\n\nKind regards,\nHelen Crane\nPaper Moon Stationery");
clear("214", "polite-email", ctx("GBP", 38_000, 32_000), WITHDRAW,
  "Dear Dai,\n\nThanks for keeping the lorry for our store lambs. The sale at Builth has been called off, so we won't need the haulage after all. Sorry for the trouble.\n\nBest wishes,\nMeg Powell\n\n> On 9 Sep 2026, at 18:40, Dai Haulage wrote:\n> I can take up to 120 lambs on the double-deck to Builth on the 19th for £380.");
clear("215", "polite-email", ctx("GBP", 8_900), ask("shipping"),
  "Good afternoon,\n\nWe print T-shirts in Belfast and would like four 5 kg tubs of the white plastisol ink. Do you ship to Northern Ireland, and is carriage included or added on top?\n\nMany thanks,\nCiara Doyle\nInkwell Print Co.");
clear("216", "polite-email", ctx("GBP", 36_000), bid(31_000),
  "Dear Mr Ferreira,\n\nWe'd like 60 kg of Alphonso mango purée (six 10 kg pails) for our gelato shop, delivered on Tuesday 10 June between 07:00 and 09:00. I can offer £310.\n\nKind regards,\nLucia Conti\nConti Gelato");
unclear("217", "polite-email", ctx("GBP", 13_500), "two prices for two kinds of candle jar, no choice made",
  "Hi Tom,\n\nFor the autumn range we're torn between the 200 g amber jars at £95 a box and the 250 g frosted ones at £120 a box. I'll come back to you once we've test-poured both.\n\nCheers,\nIsla\nWick & Ember");
clear("218", "polite-email", ctx("GBP", 45_000, 40_000), ACCEPT,
  "Dear Mr Ashby,\n\nWe're happy to store our wheat in your barn as quoted. Will your lorry collect it from us, or should we arrange the haulage in?\n\nMany thanks,\nPhilip Dunn\nDunn Farms");

// ---- agent ----
clear("301", "agent", ctx("GBP", 60_000, 50_000), ask("rounds-left"),
  "I'm an AI purchasing assistant for a small knife maker, negotiating for O1 tool steel bar stock. Before we go further: how many more rounds of offers will you entertain before you fix a price?");
clear("302", "agent", ctx("GBP", 139_000), bid(120_000),
  "Market check for Hartley Furniture: FAS-grade American black walnut, 27 mm boards, kiln-dried. Three other merchants quote £1,150, £1,240 and £1,310 per cubic metre. Your price is £1,390. Our offer: £1,200 per cubic metre.");
clear("303", "agent", ctx("GBP", 58_000), words(48_000, "four hundred and eighty pounds"),
  "Ms Rahman, who makes natural perfumes, has asked me to buy the 100 ml of aged oud oil from your listing (distilled 2019, in a 100 ml amber bottle). She is prepared to pay four hundred and eighty pounds.");
unclear("304", "agent", ctx("GBP", 210_000), "a budget with a request for a proposal, not a bid",
  "The market garden I act for has set aside £1,800 for this season's crop cover: horticultural fleece and insect mesh for roughly 2,000 m² of beds. What could you put together within that?");
clear("305", "agent", ctx("GBP", 49_000, 43_000), minus(39_000, 4_000, "last-bid"),
  "Writing on behalf of Ms Lowe. The sample of unrefined cocoa butter you sent arrived with a stale note, so we are lowering our previous offer by £40.");
clear("306", "agent", ctx("GBP", 3_900), ask("discount"),
  "I handle purchasing for a small hot sauce maker. Is there a lower price per case of the 150 ml woozy bottles if we commit to 20 cases a quarter?");
clear("307", "agent", ctx("GBP", 250_000), percentOff(230_000, 8),
  "On behalf of Wild Thyme Distillery: we would like to take the IBC of neutral grain spirit at 8% below your quoted price. Please confirm whether that works for you.");
clear("308", "agent", ctx("GBP", 16_000, 14_000), ACCEPT,
  "Mr Brennan has approved your rate for the groupage pallet to Dublin, so we'd like to proceed. Please send the booking form and the collection window.");
clear("309", "agent", ctx("GBP", 3_800, null, 20), total(3_200),
  "Purchasing for an upholstery workshop: twenty sheets of reflex foam, cut to size. Your quote is per sheet; our offer is £640 for all twenty.");
clear("310", "agent", ctx("GBP", 98_000, 85_000), plus(90_000, 5_000),
  "My client has reviewed your counter-offer and will increase her previous offer for the tonne of Maris Otter pale malt by £50.");
clear("311", "agent", ctx("USD", 45_000), ask("delivery"),
  "The beef farm I buy for would like a first tote of feed molasses before the cattle are housed on November 1. How soon after ordering could you deliver?");
clear("312", "agent", ctx("GBP", 15_900, 13_000), WITHDRAW,
  "Thank you for the quote for shrink film and a heat gun. My user has decided to keep wrapping her soap bars in paper bands, so we'll leave it there.");
clear("313", "agent", ctx("GBP", 8_600, null, 8), bid(7_450),
  "Draft order for Oakhill Soap Co. (JSON):\n{\"item\": \"organic coconut oil, 20 L drum\", \"quantity\": 8, \"delivery_postcode\": \"BA3 4RT\", \"deliver_by\": \"2026-03-02\", \"offer_per_drum_gbp\": 74.50}");
unclear("314", "agent", ctx("GBP", 230_000), "two prices for two delivery rounds, and the user has not chosen",
  "Two options are still open for my user's bakery deliveries: a chilled van round at £1,950 a month or an ambient one at £1,400. She hasn't decided yet; I'll confirm which once she has.");
clear("315", "agent", ctx("GBP", 36_000), minus(33_000, 3_000),
  "The cheesemaker I act for would like to take your weekly 400 litres of goat's milk at £30 below your quoted price.");
clear("316", "agent", ctx("GBP", 2_400), ask("standing-offer"),
  "What is your current price per kilo for whole pink peppercorns? My user runs a spice stall and would like your figure before she restocks.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 5_500), words(4_000, "forty"), "*turns a piece of antler over in his hands* I'll give you forty for the box of offcuts.");
unclear("402", "roleplay", ctx("GBP", 8_500), "'meet halfway' with no earlier bid to meet", "*unrolls a yard of the hessian and rubs it between finger and thumb* Meet me halfway, eh?");
clear("403", "roleplay", ctx("GBP", 9_000, 7_000), ACCEPT, "*shakes on it over the pile of Jacob fleeces* Done. I'll take the lot at your price.");
clear("404", "roleplay", ctx("GBP", 9_500), bid(7_000), "*digs through the box of wellies at the farm sale* Lot 114 — twelve pairs, sizes 7 to 11, ticket says £95. I'll give you £70 for the lot.");
clear("405", "roleplay", ctx("GBP", 7_500, 6_000), WITHDRAW, "*sets the lump of natural indigo back on the scales* Lovely stuff, but it's beyond me this month. Thanks anyway.");
clear("406", "roleplay", ctx("GBP", 12_000, 8_000), plus(9_500, 1_500), "*lifts a corner of the burr elm veneer* Fifteen over my 80, and that's the end of it.");
clear("407", "roleplay", ctx("GBP", 9_200), ask("negotiable"), "*kicks the drum of raw linseed oil* Is that your final price, or can we talk?");
clear("408", "roleplay", ctx("GBP", 30_000, 22_000), middle(26_000), "*leans on the tailgate beside the trailer of pumpkins* Halfway between your number and mine for the load, then.");
unclear("409", "roleplay", ctx("GBP", 8_000), "a figure mused over before looking round the yard, not a bid", "*weighs a pewter ingot in his palm* Hmm. 60... let me look round the rest of the yard first.");
clear("410", "roleplay", ctx("GBP", 36_000), bid(27_500), "*taps £320 into the calculator, frowns, clears it and taps £275* For the roll of copper sheet.");
clear("411", "roleplay", ctx("GBP", 12_000, 9_500), ACCEPT, "*nods at the pallet of slate offcuts* Go on then, deal. Can your lad run it over to the workshop in the pickup?");
clear("412", "roleplay", ctx("GBP", 6_000), percentOff(4_500, 25), "*holds the block of lime wood up to the window* Knock a quarter off and I'll carry it out now.");
clear("413", "roleplay", ctx("GBP", 4_500, 3_000), WITHDRAW, "*tosses the hank of tarred marline onto the counter and heads for the door* Forget it.");
clear("414", "roleplay", ctx("GBP", 38_000), ask("payment"), "*leans on the trade counter beside the pallet of lime mortar* Can I put this on the account and settle at the end of the month?");
clear("415", "roleplay", ctx("GBP", 5_500), bid(3_800), "*hefts the box of horseshoe blanks* £38 and they go in the van now.");
unclear("416", "roleplay", ctx("GBP", 6_000, 4_500), "'a bit above what I said' with no amount", "*eyes the crate of Seville oranges* I can go a bit above what I said. Not much, mind.");

export const FRESH25_EN = done();

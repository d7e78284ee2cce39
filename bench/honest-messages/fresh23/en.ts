/**
 * TWENTY-THIRD set, English (UK, US, Canada; see fresh23/index.ts): written 2026-11-28 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Motoring, energy and housing bought by people, households, landlords, small fleets and letting agents; many
 * written by LLM agents buying on their owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per job, per month, per changeover, per
 * van, per panel, per alarm, per radiator, as the context's standing offer is); words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a house number and a
 * phone number in a signed email (203); other numbers sit beside one bid (001, 016, 101, 202, 216, 302, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh23In } from "./build";

const { clear, unclear, done } = fresh23In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 210_000), bid(175_000), "Would you take £1,750 for the 2019 CB125F? 8,400 miles on it, I'd collect this weekend.");
clear("002", "terse", ctx("GBP", 85_000), ask("shipping"), "Is delivery included on the recon gearbox, or is the courier extra?");
clear("003", "terse", ctx("GBP", 68_000), percentOff(57_800, 15), "15% off the clutch job on the Astra and you can book it in.");
clear("004", "terse", ctx("GBP", 125_000, 115_000), WITHDRAW, "Sorry, we're going to pass on the two-bed — we've found a place nearer the kids' school. Thanks for showing us round.");
clear("005", "terse", ctx("GBP", 64_900), words(55_000, "five hundred and fifty"), "Would you do five hundred and fifty for the detachable tow bar with 13-pin electrics, fitted?");
clear("006", "terse", ctx("GBP", 18_900, 16_000), ACCEPT, "Go on then, put us down for the boiler cover at that price.");
unclear("007", "terse", ctx("GBP", 34_000), "a range for the dent repair, not one price", "somewhere between 250 and 300 to get the dent out of the driver's door?");
clear("008", "terse", ctx("GBP", 240_000), minus(210_000, 30_000), "Knock £300 off the cavity wall insulation and we'll book a date.");
clear("009", "terse", ctx("GBP", 52_000), ask("payment"), "can i pay half now and half when i pick the car up after the cambelt");
clear("010", "terse", ctx("GBP", 44_900), bid(38_000), "£420 — wait, no: £380 for the smart thermostat, fitted.");
clear("011", "terse", ctx("GBP", 45_000, 35_000), WITHDRAW, "leave the pigeon mesh on the panels, not paying that");
clear("012", "terse", ctx("GBP", 95_000, 85_000), plus(87_500, 2_500), "I can add £25 a month to what I offered for the studio above the bakery. That's my limit.");
clear("013", "terse", ctx("GBP", 6_500, 5_500), ACCEPT, "£65 a changeover is fine — put us down for the whole season.");
clear("014", "terse", ctx("GBP", 69_900), ask("returns"), "If the power station can not run my fridge in the van, I can send back in 14 days?");
unclear("015", "terse", ctx("GBP", 135_000), "a bid that holds only if lifting and relaying the loft boards is included", "£1,100 for topping up the loft insulation, if that includes lifting the boards and putting them back.");
clear("016", "terse", ctx("GBP", 9_500), bid(7_500), "Air-con regas on the Golf, reg KX19 FHD, Sat 9am at 14 Mill Lane, LS6 2QT — £75?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 105_000), bid(85_000), "hiya would u take 850 for the moped? its for my lad to get to college, can view any evening, text me on 07700 900417 🛵");
clear("102", "chat", ctx("GBP", 420_000), ask("delivery"), "how soon could u fit the battery? all our solar is going straight back to the grid atm 😩");
clear("103", "chat", ctx("GBP", 12_000, 9_500), ACCEPT, "YESSS book it in!! the inside of that car is a disgrace after the kids 🙈🚗 ta");
clear("104", "chat", ctx("GBP", 36_000), words(30_000, "three hundred quid"), "would u do three hundred quid for the alloy refurb, all 4 wheels? kerbed every one of them learning to park lol");
unclear("105", "chat", ctx("GBP", 195_000), "sarcasm about the rent: not a bid, not an acceptance", "£1,950 a month for a one bed with no parking?? does it come with a butler or what 😂");
clear("106", "chat", ctx("GBP", 185_000), ask("warranty"), "how long's the guarantee on the new unvented cylinder? the old one only lasted 8 yrs 🙄");
clear("107", "chat", ctx("GBP", 21_000, null, 4), total(18_000), "would u do 720 for all 4 rads swapped? the old ones are rusting through at the bottom");
clear("108", "chat", ctx("GBP", 380_000, 320_000), WITHDRAW, "not going ahead with the resin drive sorry, the builder doing next door's is going to do ours at the same time. thanks for coming out tho");
clear("109", "chat", ctx("GBP", 32_000), ask("negotiable"), "is the price for fitting the solar diverter set in stone or is there a bit of give");
clear("110", "chat", ctx("CAD", 138_000, 106_000), middle(122_000), "meet me in the middle on the muffler and cat and we're good? 👍");
clear("111", "chat", ctx("GBP", 45_000, 38_000), ACCEPT, "yep lets do the powerflush 👍 any chance ur engineer could be here first thing? i leave for work at half seven");
unclear("112", "chat", ctx("GBP", 26_000), "another garage's price for the brakes, not a bid", "the garage on the high street does pads and discs for 180 just saying");
clear("113", "chat", ctx("GBP", 9_500), ask("standing-offer"), "sorry what's ur monthly fee for full management again? my sister's asking and i cant find the email");
clear("114", "chat", ctx("GBP", 21_500), minus(17_500, 4_000), "if u can do the spare key for 40 less its a deal, lost the other one down a drain 🤦");
clear("115", "chat", ctx("GBP", 22_000, 18_000), WITHDRAW, "gonna leave the EICR for now, my mate's a sparky and says he'll do it. ta anyway");
clear("116", "chat", ctx("GBP", 8_500), ask("discount"), "you give discount if i book gas safety check for my 3 flat same day?");
clear("117", "chat", ctx("USD", 315_000), bid(260_000), "would you do $2,600 for the new soft top on the Miata? can drop it off Monday morning");
unclear("118", "chat", ctx("GBP", 26_000), "'-ish' around a figure, not a firm bid", "could u take out the old gas fire and cap it off for like 200ish? its an eyesore 😬");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 65_000), ask("delivery"),
  "Dear Mr Hartley,\n\nThank you for the quote to replace the consumer unit. We get the keys to the house on 28 March and would like it done before we move in. How soon after that could you fit it?\n\nKind regards,\nAmira Hussain");
clear("202", "polite-email", ctx("GBP", 14_900, null, 9), bid(12_500),
  "Dear Ms Kerr,\n\nWe would like tracking units fitted to our 9 vans (registrations attached). We can pay £125 per unit, fitted. Our purchase order is PO 6152.\n\nBest regards,\nDarren Pike, Fleet Manager\nPike & Sons Plumbing, Unit 4 Canal Wharf, Leeds LS11 5PZ\n0113 496 0728");
clear("203", "polite-email", ctx("GBP", 125_000, 105_000), ACCEPT,
  "Dear Ms Adeyemi,\n\nThank you for your engagement letter for our purchase of 7 Orchard Close. We are happy to instruct you on the fee set out in it. Please call me on 07700 900563 to go through the next steps.\n\nYours sincerely,\nTom Whitlock");
clear("204", "polite-email", ctx("GBP", 90_000), percentOff(85_500, 5),
  "Dear Sir or Madam,\n\nThank you for your proposal to find a tenant for my flat on Victoria Road. As a landlord with a single property, I would ask whether you could take 5% off your tenant-find fee.\n\nKind regards,\nMalcolm Reid");
clear("205", "polite-email", ctx("GBP", 240_000), ask("payment"),
  "Dear Mr Osei,\n\nWe are thinking of having electric underfloor heating laid in the bathroom. If we go ahead, could we pay a deposit now and the balance when the job is finished, and how much of a deposit would you need?\n\nBest wishes,\nClaire Dunmore");
clear("206", "polite-email", ctx("GBP", 980_000, 850_000), WITHDRAW,
  "Dear Mr Lomax,\n\nThank you for your time and for the detailed quote to convert our garage. We have decided to move rather than extend, so we won't be going ahead with the work. Thank you again.\n\nKind regards,\nPriya and Sam Kaur");
clear("207", "polite-email", ctx("GBP", 7_500, null, 12), total(6_500),
  "Hello Gary,\n\nAfter the storm we need twelve fence panels replaced along the back. Would you accept £780 for all twelve, fitted?\n\nThanks,\nJo Mercer");
clear("208", "polite-email", ctx("GBP", 640_000), ask("warranty"),
  "Dear Ms Barker,\n\nThank you for measuring up for the replacement double glazing. How many years' guarantee do you give on the sealed units, and does it cover the frames and locks as well?\n\nKind regards,\nDerek Fowler");
clear("209", "polite-email", ctx("GBP", 340_000), bid(275_000),
  "Dear Mr Chambers,\n\nFor the timber carport on our existing concrete base, I would like to offer £2,950. Apologies, that figure is wrong: our offer is £2,750.\n\nBest regards,\nHelen Price");
clear("210", "polite-email", ctx("GBP", 14_000, 12_000), ACCEPT,
  "Hi Lucy,\n\n£140 for the check-in inventory at the Quayside flat is fine by us. The keys will be at our office from Thursday.\n\nThanks,\nMark\nHarbour Lettings");
clear("211", "polite-email", ctx("GBP", 89_000), ask("returns"),
  "Hello,\n\nWe've ordered the infrared heating panels for the two back bedrooms. Should they turn out not to heat the rooms properly, what is your policy on returning them unused, and how long would we have?\n\nKind regards,\nGwen Ellis\n\n> On 4 Oct, WarmWall Heating wrote:\n> Your panels (order 31884) are due to ship within 5 working days.");
unclear("212", "polite-email", ctx("GBP", 230_000), "a price still waiting on the residents' committee's approval",
  "Dear Mr Kaye,\n\nThank you for the quote to replace the door entry system at Beech Court. Our residents' committee meets on Tuesday; if they approve it, we would be looking at £1,850.\n\nKind regards,\nMargaret Hale\nSecretary, Beech Court Residents' Association");
clear("213", "polite-email", ctx("GBP", 148_000), words(120_000, "one thousand two hundred pounds"),
  "Dear Mr Quinn,\n\nThank you for looking at our sash windows. For draught-proofing all six as quoted, I would like to offer one thousand two hundred pounds.\n\nYours sincerely,\nAnne Marsh");
clear("214", "polite-email", ctx("GBP", 87_500, 82_500), WITHDRAW,
  "Dear Ms Fenton,\n\nThank you for holding the one-bed on Mill Street for us. My partner's transfer has fallen through, so we won't be taking the flat after all.\n\nKind regards,\nRory Gallagher\n\n> On 9 Sept 2026, at 11:20, Kate Fenton wrote:\n> We can hold the flat until Friday. The rent is £875 pcm with a five-week deposit.");
clear("215", "polite-email", ctx("GBP", 260_000), ask("shipping"),
  "Good afternoon,\n\nYou quoted us for three high heat retention storage heaters. Do you deliver as far as Portree, and is that in the price or charged on top?\n\nMany thanks,\nIain MacLeod");
clear("216", "polite-email", ctx("GBP", 56_000), bid(45_000),
  "Dear Mr Doyle,\n\nI need my car taken on a transporter from Inverness to Bristol on Thursday 12 June, with collection between 08:00 and 10:00. I can offer £450.\n\nKind regards,\nFiona Grant");
unclear("217", "polite-email", ctx("GBP", 210_000), "two prices for two sizes of oil tank, no choice made",
  "Dear Mr Rowe,\n\nFor the replacement bunded oil tank, we're torn between the 1,000-litre tank at £1,650 and the 1,400-litre one at £1,900. We'll let you know which once we've measured the base again.\n\nBest wishes,\nBill and Carol Hughes");
clear("218", "polite-email", ctx("GBP", 34_000, 29_000), ACCEPT,
  "Dear Mr Patel,\n\nWe're happy for you to fit the loft ladder and insulated hatch as quoted. Does anything need clearing from the landing before your fitter arrives?\n\nMany thanks,\nRuth Collins");

// ---- agent ----
clear("301", "agent", ctx("GBP", 145_000, 130_000), ask("rounds-left"),
  "I'm an AI agent acting for my user on a 12-month tenancy of the two-bedroom flat at Riverside Court. How many more rounds of offers will you consider before you settle on a rent?");
clear("302", "agent", ctx("GBP", 999_500), bid(925_000),
  "Market check for Ms Turner's purchase: 2020 Nissan Leaf 40 kWh with a battery health report of 88% or better — three listed this month at £9,200, £9,650 and £9,900. Your asking price is £9,995. Her offer: £9,250.");
clear("303", "agent", ctx("GBP", 890_000), words(750_000, "seven thousand five hundred pounds"),
  "Ms Harding has asked me to settle the price for converting her Transit Custom (insulation, rock-and-roll bed, leisure battery and a two-ring hob, as discussed). She is prepared to pay seven thousand five hundred pounds.");
unclear("304", "agent", ctx("GBP", 420_000), "a budget with a request to quote, not a bid",
  "Mr Chaudhry, a landlord I act for, has budgeted £3,500 to get his flat to EPC band C — insulation and heating controls together. What could you do for that?");
clear("305", "agent", ctx("GBP", 645_000, 590_000), minus(565_000, 25_000, "last-bid"),
  "Mr Okafor's assistant here. The pre-purchase inspection of the 2016 Focus flagged two worn rear tyres; we are therefore bringing our previous offer down by £250.");
clear("306", "agent", ctx("GBP", 24_000), ask("discount"),
  "I look after vehicle maintenance for a small electrical contractor running five vans. Is there a lower per-van rate if all five come to you for their annual service?");
clear("307", "agent", ctx("GBP", 680_000), percentOff(612_000, 10),
  "On Mrs Lindsay's behalf: we would like to proceed with the full rewire of her three-bed semi at 10% below your quoted price. Please let me know if you agree.");
clear("308", "agent", ctx("GBP", 35_000, 30_000), ACCEPT,
  "Ms Adler has approved your monthly fee for key-holding and guest check-ins at her holiday cottage, so we're happy to proceed. Could you send the service agreement for signature?");
clear("309", "agent", ctx("GBP", 8_500, null, 6), total(7_000),
  "Buying on behalf of a landlord: his six-bedroom HMO needs six mains-wired, interlinked smoke and heat alarms fitted. Your quote is per alarm; our offer is £420 for all six, fitted.");
clear("310", "agent", ctx("GBP", 945_000, 860_000), plus(875_000, 15_000),
  "My client has considered your counter-offer and will increase his previous offer on the 2018 Yaris Hybrid by £150, with his Corsa still going in part-exchange as valued.");
clear("311", "agent", ctx("GBP", 175_000), ask("delivery"),
  "Castle Lettings have asked me to arrange secondary glazing for the bay window at 22 Albion Street. The new tenant moves in on 1 October — how soon could you fit it?");
clear("312", "agent", ctx("GBP", 48_900, 42_000), WITHDRAW,
  "Thank you for the lease proposal on the electric van. My user has decided to keep the diesel vans for another year, so we'll leave it there.");
clear("313", "agent", ctx("GBP", 16_500, null, 7), bid(14_000),
  "Proposed order for Northgate Taxis (JSON):\n{\"item\": \"front-and-rear dashcam, hardwired\", \"vehicles\": 7, \"sd_card_gb\": 128, \"install_postcode\": \"NE6 1XW\", \"offer_per_vehicle_gbp\": 140}");
unclear("314", "agent", ctx("GBP", 125_000), "two monthly rents for two tenancy lengths, and the user has not chosen",
  "Two options are still open for the three-bed on Ashby Road: £1,150 a month on a 12-month tenancy, or £1,100 on a 24-month one. My user hasn't picked one yet; I'll confirm which when she does.");
clear("315", "agent", ctx("GBP", 690_000), minus(650_000, 40_000),
  "Mr and Mrs Byrne would like the external wall insulation on the gable end done, rendered as specified, for £400 less than your quotation.");
clear("316", "agent", ctx("GBP", 17_900), ask("standing-offer"),
  "What do you currently charge for a pre-purchase inspection? My user is looking at a used Transit from a private seller, and I'd like your figure before I put an offer to the seller.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 5_500), words(4_000, "forty"), "*turns the SU carburettor over in his hands* I'll give you forty for it.");
unclear("402", "roleplay", ctx("GBP", 240_000), "'meet halfway' with no earlier bid to meet", "*swings a leg over the trials bike* Go on, meet me halfway on her.");
clear("403", "roleplay", ctx("GBP", 110_000, 100_000), ACCEPT, "*looks out over the park from the bay window* Done. We'll take the flat at the asking rent.");
clear("404", "roleplay", ctx("GBP", 12_000), bid(9_000), "*rummages through the crate at stand 14* These 2 chrome bumpers — off a '72 Beetle, aren't they? I'll give you £90 for both.");
clear("405", "roleplay", ctx("GBP", 28_000, 22_000), WITHDRAW, "*lowers the Belfast sink back onto the pallet* Lovely thing. Too rich for me, though — thanks all the same.");
clear("406", "roleplay", ctx("GBP", 26_000, 18_000), plus(19_000, 1_000), "*listens to the old C90 tick over* I'll go ten quid above my 180, and that's where I stop.");
clear("407", "roleplay", ctx("GBP", 65_000), ask("negotiable"), "*kicks a tyre on the box trailer* Is that set in stone, or will you move on it?");
clear("408", "roleplay", ctx("GBP", 740_000, 660_000), middle(700_000), "*drums his fingers on the salesman's desk* Right — halfway between your figure and mine, then.");
unclear("409", "roleplay", ctx("GBP", 230_000), "a figure mused over before going off to think, not a bid", "*walks slowly round the old Saab on the forecourt* Hmm. 1,800... let me grab a coffee and think.");
clear("410", "roleplay", ctx("GBP", 7_500), bid(4_500), "*counts the notes in his wallet* £60 for the pair of fog lamps — no, hang on — £45.");
clear("411", "roleplay", ctx("GBP", 150_000, 120_000), ACCEPT, "*shakes the seller's hand over the bonnet of the project Mini* Deal. Can she stay on your drive till Sunday while I borrow a trailer?");
clear("412", "roleplay", ctx("GBP", 30_000), percentOff(24_000, 20), "*taps the reclaimed cast-iron radiator* Take twenty percent off and I'll load it now.");
clear("413", "roleplay", ctx("GBP", 795_000, 700_000), WITHDRAW, "*tosses the keys back onto the desk* Forget it.");
clear("414", "roleplay", ctx("GBP", 680_000), ask("payment"), "*flicks through the Defender's logbook* Half by bank transfer now and the rest in cash when I collect — would that work for you?");
clear("415", "roleplay", ctx("GBP", 40_000), bid(28_000), "*runs a hand down the reclaimed oak front door* £280 and I'll carry it to the van myself.");
unclear("416", "roleplay", ctx("GBP", 520_000, 460_000), "'a little on top of what I offered' with no amount", "*crouches to look at the rust on the sills* I'll put a little on top of what I offered before, but don't expect much.");

export const FRESH23_EN = done();

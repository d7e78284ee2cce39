/**
 * NINETEENTH set, English (UK, Ireland, US, Canada; see fresh19/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Buying for organisations that are not offices or shops: farms and vineyards, restaurants, pubs and
 * hotels, schools, clinics, charities, churches and sports clubs, and trades buying materials and plant; many
 * written by LLM purchasing agents on their owners' behalf.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a
 * signed email (203); other numbers (a digger's model number, days and a date; a phone number; a room count, a PO
 * number, a street number, a postcode and a phone; a date and night-time hours; a brick count, a postcode and a date
 * in JSON; a lot number, a year and a grid count; a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh19In } from "./build";

const { clear, unclear, done } = fresh19In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 180_000), bid(145_000), "£1,450 for the tractor post knocker. Can fetch it with the trailer Thursday.");
clear("002", "terse", ctx("GBP", 65_000), ask("shipping"), "Do you deliver the grape picking crates out to us near Dorking, and what's the carriage on them?");
clear("003", "terse", ctx("GBP", 240_000), percentOff(216_000, 10), "Blast chiller: can you do 10% off? Kitchen needs it before the Christmas menu.");
clear("004", "terse", ctx("GBP", 135_000, 110_000), WITHDRAW, "We'll pass on the lane ropes, thanks — the council's shutting the pool for refurb.");
clear("005", "terse", ctx("GBP", 52_000), words(45_000, "four hundred and fifty"), "Four hundred and fifty for the pallet of reclaimed reds? Cash on collection.");
clear("006", "terse", ctx("GBP", 48_000, 42_000), ACCEPT, "Fine, go ahead with the sharps bin collections for the surgery.");
unclear("007", "terse", ctx("GBP", 14_000), "a range per tonne of haylage, not one price: which end is the bid?", "Haylage: 110-120 a tonne depending how dry the bales are.");
clear("008", "terse", ctx("GBP", 34_000), minus(28_000, 6_000), "Take 60 off the acrow prop hire and it's booked.");
clear("009", "terse", ctx("GBP", 38_000), ask("payment"), "Food bank here — can we pay for the van hire on invoice rather than card up front?");
clear("010", "terse", ctx("USD", 720_000), bid(630_000), "Used bladder press for the winery: $6,800, sorry, meant $6,300.");
clear("011", "terse", ctx("GBP", 860_000, 700_000), WITHDRAW, "No thanks. Far too dear for returfing one pitch.");
clear("012", "terse", ctx("GBP", 110_000, 85_000), plus(100_000, 15_000), "Another £150 on top of what I offered for the ATV sprayer. Final.");
clear("013", "terse", ctx("EUR", 295_000, 260_000), ACCEPT, "Go on so, €2,950 for the batch freezer. We'll have the gelato counter ready for it.");
clear("014", "terse", ctx("GBP", 18_000), ask("returns"), "If the course gets cancelled, can unopened boxes of pipette tips go back?");
unclear("015", "terse", ctx("GBP", 95_000), "a bid that depends on the beams being air-dried", "£780 for the oak beams if they're air-dried, not green.");
clear("016", "terse", ctx("GBP", 60_000), bid(51_000), "Kubota KX016-4 micro digger, 3 days from the 14th: £510 all in.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 46_000), bid(38_000), "hiya would u do 380 for the under 9s goalposts? club's skint lol. ring me 07700 900415");
clear("102", "chat", ctx("GBP", 310_000), ask("delivery"), "when can the ice cream display cabinet actually get here? we open on the 3rd 😬");
clear("103", "chat", ctx("GBP", 240_000, 190_000), ACCEPT, "YES go for it!! the hockey lot will be thrilled to have the floodlights working again 🙌🙌");
clear("104", "chat", ctx("GBP", 95_000), words(80_000, "eight hundred"), "would u take eight hundred for the cattle grid? can bring the loader to lift it");
unclear("105", "chat", ctx("GBP", 90_000), "sarcasm about the fryer's price: not a bid and not an acceptance", "900 for a fryer that's seen more oil than a north sea rig? lol ok mate");
clear("106", "chat", ctx("GBP", 165_000), ask("warranty"), "is there any guarantee on the cellar cooler or is it sold as seen?");
clear("107", "chat", ctx("GBP", 1_500, null, 48), total(1_250), "600 for all 48 rugby balls? size 4s for the minis");
clear("108", "chat", ctx("GBP", 540_000, 460_000), WITHDRAW, "ah leave it, the PTA vote went against the climbing frame. thanks for ur time tho");
clear("109", "chat", ctx("GBP", 65_000), ask("negotiable"), "is that day rate for shearing fixed or is there any give in it?");
clear("110", "chat", ctx("CAD", 140_000, 100_000), middle(120_000), "split the diff on the rotary hoe and I'll come grab it saturday?");
clear("111", "chat", ctx("GBP", 27_000, 22_000), ACCEPT, "deal 👍 what time can we collect the chafing dishes on saturday?");
unclear("112", "chat", ctx("GBP", 26_000), "a price seen elsewhere for the same toaster, not a bid", "same conveyor toaster is on gumtree for 180 fyi");
clear("113", "chat", ctx("GBP", 39_000), ask("standing-offer"), "sorry what was ur price on the calf hutches again? lost the message");
clear("114", "chat", ctx("GBP", 22_500), minus(20_000, 2_500), "knock 25 off for the stump grinding in the churchyard and we're sorted");
clear("115", "chat", ctx("GBP", 180_000, 120_000), WITHDRAW, "nope not at that for the bar stools. cheers anyway");
clear("116", "chat", ctx("GBP", 120_000), ask("discount"), "any better rate if we put the linen for all three B&Bs with you?");
clear("117", "chat", ctx("USD", 260_000), bid(220_000), "would you do 2200 for the olive shaker? harvest starts next week");
unclear("118", "chat", ctx("GBP", 36_000), "'-ish' around a number, not a firm bid", "like 300ish for the hive and the nuc?");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 4_500), ask("delivery"),
  "Dear Ms Carver,\n\nThank you for the quotation for the laboratory stools. Could you tell me how soon you could deliver them? Term starts on 4 September and the science block has to be ready the week before.\n\nKind regards,\nDavid Ashworth\nBusiness Manager, Kingsmead Academy");
clear("202", "polite-email", ctx("GBP", 215_000), bid(184_000),
  "Dear Mr Penrose,\n\nThank you for your proposal for the laundry service covering our 62 rooms. We would like to offer £1,840 per month, collections twice a week. Please quote our PO 4471 on any paperwork.\n\nYours sincerely,\nElin Roskilly\nThe Harbour Hotel, 14 Harbour Road, Penzance TR18 4AF\n01736 960 228");
clear("203", "polite-email", ctx("GBP", 780_000, 690_000), ACCEPT,
  "Dear Mr Hodge,\n\nThe PCC met on Tuesday and we are pleased to accept your quotation for repointing the bell tower. Could you ring me on 01632 960184 to arrange access to the churchyard?\n\nWith thanks,\nMargaret Pryce\nChurchwarden, St Oswald's");
clear("204", "polite-email", ctx("GBP", 450_000), percentOff(414_000, 8),
  "Dear Sir or Madam,\n\nWe are interested in the 2,000 litre stainless fermentation tank. Would you be able to take 8% off your price? We could collect before the end of the month.\n\nBest regards,\nTom Harland\nHarland Estate Wines");
clear("205", "polite-email", ctx("GBP", 520_000), ask("payment"),
  "Dear Ms Odell,\n\nThank you for the quote for the benchtop autoclave. Would it be possible for the practice to pay in two instalments, half on order and half on installation?\n\nKind regards,\nDr Priya Nair\nWestgate Dental Practice");
clear("206", "polite-email", ctx("GBP", 310_000, 260_000), WITHDRAW,
  "Dear Mr Byrne,\n\nThank you for your patience. After some discussion the committee has decided not to proceed with the extraction canopy for the clubhouse kitchen this season, so please don't hold the slot for us.\n\nBest wishes,\nAlan Frew\nHon. Secretary, Castlegate Bowls Club");
clear("207", "polite-email", ctx("USD", 4_200, null, 24), total(3_500),
  "Hi Marcy,\n\nWe'd like the cast-iron skillets for the new brunch menu. Could you do $840 for all 24? Happy to pick them up from the warehouse ourselves.\n\nThanks,\nJoel Ramirez\nKitchen Manager, Two Forks Diner");
clear("208", "polite-email", ctx("GBP", 690_000), ask("warranty"),
  "Dear Mr Lyle,\n\nThank you for showing us round the refurbished combi steamer. What warranty comes with it, and does it cover parts and labour or parts only?\n\nKind regards,\nCallum Reid\nHead Chef, The Granary");
clear("209", "polite-email", ctx("GBP", 320_000), bid(270_000),
  "Dear Mrs Whitcombe,\n\nFurther to your visit, the art department would like to offer £2,900 (should read £2,700 — my error) for the second-hand kiln, including the furniture and shelves.\n\nKind regards,\nJenny Marsh\nHead of Art, Ridgeway School");
clear("210", "polite-email", ctx("USD", 320_000, 280_000), ACCEPT,
  "Hello Dale,\n\n$3,200 for the greenhouse heater works for us. Please go ahead and send the invoice.\n\nThanks,\nBeth Sorensen\nSorensen Family Farm");
clear("211", "polite-email", ctx("GBP", 210_000), ask("returns"),
  "Dear Ms Kaur,\n\nWe're about to order the stage curtains for the school hall. If the drop turns out to be wrong once they're hung, can they be returned or exchanged?\n\nMany thanks,\nRichard Bell\nSite Manager");
unclear("212", "polite-email", ctx("GBP", 880_000, 790_000), "an acceptance that still waits on the governors' sign-off",
  "Dear Mr Tait,\n\nThank you for the revised figure for resurfacing the playground. Subject to the board of governors signing it off at their meeting, we would be happy to accept it.\n\nKind regards,\nSusan Gale\nSchool Business Manager");
clear("213", "polite-email", ctx("GBP", 980_000), words(850_000, "eight thousand five hundred pounds"),
  "Dear Mr Ellery,\n\nThe club has had a good look at the coxless four. We would like to offer eight thousand five hundred pounds for the boat, with the riggers and oars.\n\nYours sincerely,\nHelen Ashdown\nCaptain, Tideway Scullers");
clear("214", "polite-email", ctx("GBP", 240_000, 200_000), WITHDRAW,
  "Dear Mr Causey,\n\nThank you for quoting for the hedge laying along the top field. We have since found someone local who can do it this winter, so we won't be going ahead with you.\n\nBest wishes,\nRuth Pennington\nLower Farm");
clear("215", "polite-email", ctx("GBP", 42_000), ask("shipping"),
  "Dear Sir,\n\nIs delivery to our farm included in the price of the galvanised water troughs? We're a good way up the glen past Aviemore.\n\nRegards,\nIain MacRae");
clear("216", "polite-email", ctx("GBP", 78_000), bid(65_000),
  "Dear Ms Varga,\n\nWe'd like the extraction ductwork cleaned on Monday 9 March, between 23:00 and 05:00 when the kitchen is closed. We can offer £650 for the job, including the certificate for the insurers.\n\nKind regards,\nSam Whitlow\nGeneral Manager, The Bell Inn");
unclear("217", "polite-email", ctx("GBP", 56_000), "two prices for two specifications and no choice made",
  "Dear Mr Ogden,\n\nFor the paddock fencing we could do £420 with timber posts or £510 with concrete posts — we haven't decided which yet.\n\nThanks,\nClare Whitby\nWhitby Livery");
clear("218", "polite-email", ctx("GBP", 9_500, 8_000), ACCEPT,
  "Hello Nadia,\n\nWe're happy to go ahead with the dishwasher chemicals contract on those terms. Could your driver use the rear entrance off the car park when he delivers?\n\nBest,\nOwen Prosser\nThe Old Mill Kitchen");

// ---- agent ----
clear("301", "agent", ctx("GBP", 180_000), ask("rounds-left"),
  "I am the purchasing assistant for the Royal Crescent Hotel, negotiating the champagne coupes and wine glasses for the ballroom. Before I make a counter-offer, please tell me how many rounds remain in this negotiation.");
clear("302", "agent", ctx("GBP", 890_000), bid(780_000),
  "Acting for Fenwick Farms. Comparable compact tractors (same model, similar hours) are currently listed at £7,950, £8,400, £8,750 and £9,100; the median is £8,575. Given the worn rear tyres on yours, we offer £7,800.");
clear("303", "agent", ctx("USD", 410_000), words(360_000, "three thousand six hundred dollars"),
  "I'm an AI buying agent working for Mesa Verde Orchards. After reviewing the spec sheet for the solar irrigation pump, my principal authorises an offer of three thousand six hundred dollars, delivered to the orchard.");
unclear("304", "agent", ctx("GBP", 420_000), "a budget for two items together, with no price named for this one",
  "On behalf of Greenlea Market Garden: the owner has approved a budget of £5,000 for the irrigation pump and the pipework together. Please advise how your pricing would fit within that.");
clear("305", "agent", ctx("GBP", 750_000, 680_000), minus(640_000, 40_000, "last-bid"),
  "Purchasing agent for Hollins Grain. The inspection of the mobile grain dryer found a cracked burner housing, so we are lowering our previous offer by £400.");
clear("306", "agent", ctx("GBP", 210_000), ask("discount"),
  "I handle procurement for a group of three cafés. If we commit to the roaster's espresso blend for a full year rather than month to month, is there a discount on the contract price?");
clear("307", "agent", ctx("GBP", 600_000), percentOff(510_000, 15),
  "Writing for Ashby Potatoes Ltd. We request a 15% reduction on your quoted price for the irrigation reel, given it needs a new hose before the season.");
clear("308", "agent", ctx("GBP", 460_000, 410_000), ACCEPT,
  "On behalf of Meadowbank Veterinary Clinic, I confirm acceptance of your current offer for the refurbished anaesthesia machine. Please send the invoice and the service history to the practice manager.");
clear("309", "agent", ctx("GBP", 2_400, null, 60), total(2_100),
  "Procurement agent for the Lakeside Lodge. For the room kettles, 60 units, we offer £1,260 in total, delivered to the hotel.");
clear("310", "agent", ctx("GBP", 340_000, 290_000), plus(315_000, 25_000),
  "I represent Clos des Anges Vineyard. We will increase our last offer for the refurbished labelling machine by £250.");
clear("311", "agent", ctx("GBP", 36_000), ask("delivery"),
  "I'm the automated purchasing agent for Brackenhill Farm. Please confirm the earliest date you could deliver 40 tonnes of seed barley to the yard.");
clear("312", "agent", ctx("GBP", 960_000, 820_000), WITHDRAW,
  "Agent for Northfield Community Sports Trust. My client has decided not to pursue the LED lighting retrofit for the sports hall and withdraws from this negotiation. Thank you for your time.");
clear("313", "agent", ctx("GBP", 62_000), bid(54_000),
  '{"buyer":"Dunmore Builders","item":"pallet of class B engineering bricks","bricks_per_pallet":500,"delivery_postcode":"LS11 5QX","delivery_date":"2026-12-03","offer_gbp":540}');
unclear("314", "agent", ctx("GBP", 260_000), "two prices under consideration and no decision",
  "Procurement agent for Elmstead Cricket Club. The committee is choosing between offering £2,100 and £2,300 for the gang mower; I'll confirm which once they've met.");
clear("315", "agent", ctx("CAD", 390_000), minus(350_000, 40_000),
  "I'm buying on behalf of the Sunshine Ridge Ski Club. Please reduce your quoted price for the snowplough blade by $400 and we can proceed.");
clear("316", "agent", ctx("GBP", 540_000), ask("standing-offer"),
  "Assistant for Harbourside Dental. Please restate your current price for the intraoral X-ray sensor so I can log it for the partners.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 80_000), words(65_000, "six hundred and fifty"),
  "*kicks the tyre of the old grain auger* She's rusty, she's noisy. Six hundred and fifty and I'll tow her home myself.");
unclear("402", "roleplay", ctx("GBP", 30_000), "'meet halfway' with no earlier bid to meet from",
  "*runs a hand over the barrel staves* Lovely casks. Tell you what, let's meet halfway, eh?");
clear("403", "roleplay", ctx("GBP", 340_000, 300_000), ACCEPT,
  "*spits on palm and holds it out* Done. That green oak is mine, and you'll not find a better home for it.");
clear("404", "roleplay", ctx("GBP", 310_000), bid(260_000),
  "*raises paddle* Lot 38, the 10-grid combi oven from 2016, three-phase — I'll go 2,600 and not a penny more, auctioneer.");
clear("405", "roleplay", ctx("GBP", 450_000, 380_000), WITHDRAW,
  "*closes the notebook with a sigh* Brother Anselm will have to make do with the old pews another year. We'll not go ahead.");
clear("406", "roleplay", ctx("GBP", 90_000, 60_000), plus(65_000, 5_000),
  "*scratches chin, eyeing the pub sign* Fine, fine. Fifty more than I said before, and that's me stretched.");
clear("407", "roleplay", ctx("GBP", 9_000), ask("negotiable"),
  "*leans on the gate* Is that your last word on the straw, or is there a bit of give in it for an old neighbour?");
clear("408", "roleplay", ctx("GBP", 180_000, 140_000), middle(160_000),
  "*wipes hands on apron* Halfway between your number and mine for the rotisserie, and we shake on it.");
unclear("409", "roleplay", ctx("GBP", 52_000), "a figure mused over before sleeping on it, not a bid",
  "*walks round the polytunnel frame twice* Hmm... four-fifty. Let me sleep on it.");
clear("410", "roleplay", ctx("GBP", 150_000), bid(110_000),
  "*peers into the organ loft* For the blower motor, £1,300. No wait — £1,100, it's older than the vicar.");
clear("411", "roleplay", ctx("GBP", 68_000, 60_000), ACCEPT,
  "*tips cap* Agreed, the bedding's ours! Can your lads drop it at the stables before Friday?");
clear("412", "roleplay", ctx("GBP", 200_000), percentOff(190_000, 5),
  "*taps the copper pans* Take five percent off and the chef might actually smile for once.");
clear("413", "roleplay", ctx("GBP", 70_000, 50_000), WITHDRAW,
  "*turns on heel* Keep your butcher's block then.");
clear("414", "roleplay", ctx("GBP", 16_000), ask("payment"),
  "*slaps the cask of ale for the fete* Right then, landlord — cash, or will you take a card?");
clear("415", "roleplay", ctx("GBP", 12_000), bid(8_500),
  "*hauls out a battered wallet* £85 for the trestle tables, and the fete committee will sing your praises.");
unclear("416", "roleplay", ctx("GBP", 75_000), "a grudging yes with a lower figure beside it: accepting or bidding 600?",
  "*grumbles at the feed troughs* Fine, fine... though they're worth 600 at most, if you ask me.");

export const FRESH19_EN = done();

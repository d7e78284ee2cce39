/**
 * FIFTEENTH set, English (UK, US, Canada, Ireland, Australia; see fresh15/index.ts): written 2026-11-27 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Digital and business purchases and collectibles: licences and seats, a domain, ad slots, wholesale
 * lots, hosting, design and translation jobs, and second-hand finds people haggle over.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 210, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 212); other numbers (model numbers,
 * phone numbers, postcodes, PO numbers, dates, years, mileages, a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh15In } from "./build";

const { clear, unclear, done } = fresh15In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 250_000), bid(180_000), "$1,800 for brightkettle.com. I'll fund escrow today.");
clear("002", "terse", ctx("GBP", 90_000), words(75_000, "seven hundred and fifty"), "Seven hundred and fifty for the mid-roll slot, March episodes.");
clear("003", "terse", ctx("GBP", 180_000, 150_000), ACCEPT, "Deal. The Laser's mine — I'll bring the trailer round Sunday.");
clear("004", "terse", ctx("USD", 850_000, 700_000), WITHDRAW, "Too rich for me on the Triumph. I'm out, thanks.");
clear("005", "terse", ctx("EUR", 120_000), ask("delivery"), "Could the tile pallets be on site in Galway by Thursday week?");
clear("006", "terse", ctx("USD", 340_000), minus(300_000, 40_000), "Booth's $400 too dear. Drop it by that and we sign today.");
clear("007", "terse", ctx("GBP", 150_000), percentOff(127_500, 15), "Would do the Allen & Heath at 15% under your asking, collecting Saturday.");
clear("008", "terse", ctx("USD", 80_000), bid(65_000), "Prusa MK4 plus the 2 spools, $650 cash?");
clear("009", "terse", ctx("EUR", 160_000), bid(130_000), "€1,400 for the coin collection, I mean €1,300 — forgot two of the florins are missing.");
clear("010", "terse", ctx("EUR", 210_000), ask("payment"), "Do you take PayPal for the solar panels or bank transfer only?");
unclear("011", "terse", ctx("USD", 85_000), "a range for the telescope, not one price: which end is the bid?", "I'd be looking at 600-700 for the Dobsonian.");
clear("012", "terse", ctx("USD", 42_000, 30_000), plus(32_500, 2_500), "Charizard: adding $25 to my last offer. Can't go further.");
clear("013", "terse", ctx("GBP", 32_000, 26_000), ACCEPT, "320 then. The crate of records is mine.");
unclear("014", "terse", ctx("GBP", 28_000), "a bid conditional on what is on the pallet", "£200 for the returns pallet if it's all electronics.");
clear("015", "terse", ctx("GBP", 65_000), ask("returns"), "Greenhouse kit — returnable if it's still boxed? Not sure it fits the plot.");
clear("016", "terse", ctx("CAD", 240_000, 180_000), WITHDRAW, "Decided to stick with our current host for the year. Cheers anyway.");

// ---- chat ----
clear("101", "chat", ctx("USD", 75_000), bid(58_000), "heyy is the UCS falcon still sealed?? i can do 580, pickup tmrw after work");
clear("102", "chat", ctx("GBP", 26_000, 22_000), ACCEPT, "wait really?? 😍 done, deal, festival szn here we come 🎪 send the ticket transfer whenever");
clear("103", "chat", ctx("USD", 90_000, 60_000), WITHDRAW, "reckon i'll leave the drone mate, bit over what i was after. cheers tho");
clear("104", "chat", ctx("GBP", 30_000), ask("shipping"), "is the turntable collection only or could u courier it? i'm up in aberdeen lol, what'd that run me");
clear("105", "chat", ctx("USD", 42_000), words(30_000, "three hundred"), "three hundred for the EQ mount and i'll come get it saturday, deal?");
clear("106", "chat", ctx("GBP", 70_000), bid(52_000), "520 for the 5-page site? my number's 07700 900458 if easier to chat");
clear("107", "chat", ctx("USD", 640_000, 500_000), middle(570_000), "meet me in the middle on the pinball machine? 🤝 been eyeing it for weeks");
clear("108", "chat", ctx("EUR", 90_000), ask("warranty"), "how long's left on the manufacturer guarantee for the inverter? and is it transferable");
unclear("109", "chat", ctx("USD", 20_000), "sarcasm about the price: not a bid or an acceptance", "200 for a creased holo 💀 bro thinks it's still 1999");
unclear("110", "chat", ctx("USD", 95_000), "a price seen elsewhere, not a bid", "saw a juno-106 go on reverb last week for 780 🤷");
clear("111", "chat", ctx("USD", 1_450, null, 150), ask("discount"), "150 shirts, one logo, one colour — what's the best you can do per shirt at that qty?");
clear("112", "chat", ctx("EUR", 14_500, null, 4), total(13_000), "4 weekend passes for 520 the lot? we're all going together");
clear("113", "chat", ctx("GBP", 48_000, 40_000), ACCEPT, "alright alright, eyepiece case is mine, send me ur bank details 🙌");
clear("114", "chat", ctx("USD", 30_000, 18_000), WITHDRAW, "no thanks, not at that price.");
clear("115", "chat", ctx("USD", 56_000), minus(50_000, 6_000), "pedalboard for 60 less than u listed? can swing by after 6");
clear("116", "chat", ctx("EUR", 880_000), ask("negotiable"), "any flex on the coffee truck price or nah");
unclear("117", "chat", ctx("USD", 55_000), "'-ish' around a number, not a firm bid", "could do 400ish for the drum machine?");
clear("118", "chat", ctx("USD", 120_000, 90_000), ask("standing-offer"), "remind me what u wanted for the server rack? on my phone and can't find it");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 520_000), bid(455_000),
  "Dear Mr Ashworth,\n\nI enjoyed seeing the 1974 Vespa Primavera on Saturday — she's a lovely thing, though the floor panel will need welding and she hasn't run in three years. My offer is £4,550, and I'll bring my own trailer.\n\nKind regards,\nTom Greaves\n22 Cotham Hill, Bristol BS6 6LA\n0117 496 0738");
clear("202", "polite-email", ctx("EUR", 380_000, 320_000), ACCEPT,
  "Dear Saoirse,\n\nGreat news on our side: the partners have read your revised proposal for the website and we'd like to go ahead with it. Send the contract whenever it's ready.\n\nBest regards,\nDeclan Moore\nMoore Joinery");
clear("203", "polite-email", ctx("EUR", 450_000, 360_000), WITHDRAW,
  "Dear Exhibitor Services,\n\nThank you for holding the corner stand for us. Having reviewed our events budget, we've decided not to exhibit at the show after all, so please release the space.\n\nWith thanks,\nFiona Gallagher\nMarketing Lead, Gallagher Outdoor");
clear("204", "polite-email", ctx("EUR", 8_400, null, 20), ask("delivery"),
  "Hello,\n\nWe're opening a small deli in Cork and would like 20 cases of your Picual extra virgin olive oil. When could they be delivered? We open on 2 June and would need them the week before.\n\nMany thanks,\nAisling Ryan\nRyan's Pantry");
clear("205", "polite-email", ctx("EUR", 320_000), words(270_000, "two thousand seven hundred"),
  "Dear Ms Moreau,\n\nThank you for the sample pages. For the translation of our 80-page operating manual from German into English, we can offer two thousand seven hundred euros for the whole job, one round of revisions included.\n\nBest regards,\nKieran Doyle\nTechnical Documentation, Doyle Pumps Ltd");
clear("206", "polite-email", ctx("GBP", 80_000), percentOff(72_000, 10),
  "Hi Jess,\n\nThanks for the quote for the flyer print run. As we're a charity and will likely reorder in the spring, would you be able to take 10% off?\n\nBest wishes,\nMaya Okafor\nEvents, Hackney Food Bank");
clear("207", "polite-email", ctx("USD", 480_000), ask("payment"),
  "Hello,\n\nOur accounts team only pays suppliers by ACH. Is that possible for the annual analytics licence? Please reference PO 7731-A on the invoice.\n\nThanks,\nJennifer Alvarez\nProcurement, Lakeshore Dental Group");
unclear("208", "polite-email", ctx("GBP", 150_000, 120_000), "an acceptance waiting on the finance director's sign-off",
  "Dear Oliver,\n\nThanks for sharpening your pencil on the stock-photo bundle. I'm inclined to say yes, but anything over our card limit has to go past our finance director, and she's away until Monday.\n\nKind regards,\nPriya Nair\nCreative Lead, Northlight Agency");
clear("209", "polite-email", ctx("GBP", 72_000, null, 3), bid(62_000),
  "Dear Sirs,\n\nWe would like 3 tonnes of certified Maris Piper seed for delivery to Home Farm, Little Hadham, SG11 2DX, on 18 March. We can pay £620 per tonne delivered. Our PO number is 2290-37.\n\nRegards,\nRichard Hale\n01279 555 614");
clear("210", "polite-email", ctx("USD", 890_000), bid(760_000),
  "Hi Marco,\n\nFor the 2009 step van we can offer $7,900 (typo, sorry — that should read $7,600; the tires need replacing before it passes inspection).\n\nThanks,\nDana Whitfield\nWhitfield Tacos");
clear("211", "polite-email", ctx("EUR", 340_000), ask("warranty"),
  "Hello,\n\nWe're interested in the refurbished two-group espresso machine for our café. How long is it guaranteed for, and would a failed pump or boiler be covered?\n\nKind regards,\nNora Quinn\nQuinn's Corner Café");
clear("212", "polite-email", ctx("EUR", 240_000, 200_000), ACCEPT,
  "Dear Lena,\n\n€2,400 for the brand identity package is agreed. We're looking forward to the first concepts — please send over the agreement and we'll sign it this week.\n\nBest wishes,\nConor Byrne\nByrne Bakery");
clear("213", "polite-email", ctx("USD", 960_000, 700_000), WITHDRAW,
  "Dear Ms Chen,\n\nThank you for your patience while we evaluated the licence proposal. We've decided to renew with our existing vendor, so we won't be moving forward.\n\nBest regards,\nMark Sullivan\nIT Director, Harbor Logistics");
clear("214", "polite-email", ctx("GBP", 42_000), ask("returns"),
  "Hello,\n\nQuick question about the Nikkor 105mm before I buy: what is your returns policy if haze or fungus shows up that wasn't visible in the photos?\n\nMany thanks,\nEdward");
clear("215", "polite-email", ctx("EUR", 46_000, null, 5), total(40_000),
  "Hello,\n\nI saw you're clearing the last five pallets of the grey porcelain tiles. I can offer €2,000 for the lot of five and have a truck free on Friday to take them.\n\nRegards,\nPádraig Nolan\nNolan Flooring");
clear("216", "polite-email", ctx("USD", 590_000), ask("shipping"),
  "Dear Sir or Madam,\n\nWe'd love the Wurlitzer jukebox for our bar in Portland. What would crating and freight cost on top of the price?\n\nThank you,\nGreg Tanaka\nThe Listening Room");
unclear("217", "polite-email", ctx("GBP", 320_000), "two prices for two lengths of pitch: which is the bid?",
  "Dear Market Team,\n\nWe're keen on a pitch at the Christmas market. Our budget stretches to £1,800, though we could probably find £2,900 if a whole month is the only option. Let me know your thoughts.\n\nBest wishes,\nHannah Price\nPrice's Candles");
clear("218", "polite-email", ctx("GBP", 95_000, 80_000), ACCEPT,
  "Dear Gary,\n\nThat's a yes from us on the ex-display greenhouse! What happens next — do your team dismantle it and bring it over, or should we arrange a van?\n\nKind regards,\nSue and Martin");

// ---- agent ----
clear("301", "agent", ctx("USD", 14_400, null, 25), bid(11_500), "I'm an AI procurement assistant acting for Larkspur Design (25 staff). For 25 seats of your project-management plan on annual billing, we offer $115 per seat per year.");
clear("302", "agent", ctx("USD", 690_000), bid(575_000), "Comparable sales, 1978 Honda CB400F, similar condition:\n- $5,900 (Ohio)\n- $6,400 (Oregon)\n- $6,100 (Texas)\n- $6,700 (California)\nMedian: $6,250. Adjusting for the non-original exhaust, my principal's offer is $5,750.");
clear("303", "agent", ctx("GBP", 180_000, 150_000), ACCEPT, "Confirmed: the managed hosting plan is accepted at the price in your latest message. Kindly issue the contract to my principal's finance team.");
clear("304", "agent", ctx("USD", 400_000, 300_000), WITHDRAW, "Please note that my client has chosen another sponsorship opportunity and no longer wishes to pursue your podcast package. This concludes our discussion.");
clear("305", "agent", ctx("EUR", 1_850, null, 60), total(1_650), "Buyer agent for Beanline Roasters (Dublin).\nOrder: 60 kg green Colombian Huila\n- Proposed price: €990 for the full 60 kg\n- Delivery: DAP, our warehouse\n- Payment: 30 days");
clear("306", "agent", ctx("USD", 260_000, 220_000), ask("rounds-left"), "Procedural question regarding the Moog synthesizer: how many counter-offers can I still make in this negotiation before it ends?");
clear("307", "agent", ctx("GBP", 210_000), minus(185_000, 25_000), "My principal has reviewed your quote for moving her online shop to the new server. She will handle the DNS changes herself, so she proposes the quote less £250.");
clear("308", "agent", ctx("USD", 300_000), ask("discount"), "My principal is a registered non-profit. Do you offer non-profit or multi-year pricing on the design software licences?");
clear("309", "agent", ctx("EUR", 520_000, 440_000), minus(420_000, 20_000, "last-bid"), "Following a review with the sponsor's board, my principal must come down €200 from the €4,400 bid we submitted for the conference sponsorship package.");
clear("310", "agent", ctx("USD", 150_000), words(120_000, "one thousand two hundred"), "Item: Silver Age comics lot (as listed)\nOffer: one thousand two hundred dollars\nPayment: on receipt of tracking\nAgent: Quill Purchasing, acting for a private collector");
clear("311", "agent", ctx("USD", 180_000, 150_000), ask("standing-offer"), "To avoid any confusion about the 12-month dedicated server: could you restate the price you are currently asking?");
unclear("312", "agent", ctx("USD", 350_000), "a quarterly budget figure, not a bid for the package", "My principal's podcast advertising budget for Q3 is $12,000 across all shows; I'll allocate a figure to your package once the other quotes are in.");
clear("313", "agent", ctx("USD", 260_000, 210_000), plus(225_000, 15_000), "My client authorises me to add $150 to our previous offer for the restored arcade cabinet. We would appreciate a swift reply.");
clear("314", "agent", ctx("EUR", 990_000), bid(860_000), "Offer for the used food trailer:\n```json\n{\"item\": \"food trailer\", \"year\": 2015, \"offer_eur\": 8600, \"collection\": \"buyer\", \"valid_until\": \"Friday\"}\n```");
unclear("315", "agent", ctx("GBP", 280_000), "two prices shortlisted, no decision: neither is a bid", "Status: the client has shortlisted two possible bids for the aerial photo archive, £2,000 and £2,300. No decision yet; I'll report back.");
clear("316", "agent", ctx("EUR", 620_000), ask("warranty"), "For the refurbished rack servers (2× Dell R740): what warranty term applies, and does it include next-business-day parts replacement?");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 32_000), bid(24_000), "*extends the brass telescope and squints through it* Scratch on the objective. 240 in notes, and you needn't wrap it.");
clear("402", "roleplay", ctx("USD", 62_000, 56_000), ACCEPT, "*lowers the needle, listens to the crackle, and grins* Sold. The gramophone comes home with me.");
clear("403", "roleplay", ctx("USD", 85_000, 60_000), WITHDRAW, "*closes the comic box gently* That's further than I'll go. Good luck with them, friend.");
clear("404", "roleplay", ctx("GBP", 5_500), words(4_000, "forty"), "*tilts the record under the lamp and watches it wobble* It's warped, mate. Forty quid and I'm doing you a favour.");
clear("405", "roleplay", ctx("USD", 36_000, 28_000), middle(32_000), "*rings up 'No Sale' on the old brass register and laughs* Let's split the difference between your number and mine.");
clear("406", "roleplay", ctx("EUR", 12_000), bid(8_500), "*rummages in the coin purse* 90 for the tin robot... hang on, make that 85 — I've got to keep something back for the tram.");
unclear("407", "roleplay", ctx("GBP", 42_000), "thinking aloud about a number and sleeping on it: no bid yet", "*holds the sextant up to the window, sighting the church spire* Could be worth 300 to me. I'd want to sleep on it first.");
clear("408", "roleplay", ctx("EUR", 26_000), ask("negotiable"), "*lifts the lid of the copper samovar* Handsome. Is the ticket price fixed, or do you bargain at this stall?");
clear("409", "roleplay", ctx("USD", 48_000), percentOff(36_000, 25), "*runs a thumb over the ding on the guitar's headstock* That'll need a luthier. Twenty-five percent off the tag and it leaves with me.");
unclear("410", "roleplay", ctx("GBP", 22_000), "two prices, undecided", "*leafs through the stamp album, lips moving* The Penny Reds alone... 150? Though for 170 I'd feel less of a thief. Oh, I don't know.");
clear("411", "roleplay", ctx("GBP", 140_000, 120_000), ACCEPT, "*shakes on it, grinning* Done, the clinker boat's mine. Can she sit on your slipway till the weekend while I borrow a trailer?");
clear("412", "roleplay", ctx("USD", 70_000, 50_000), plus(58_000, 8_000), "*walks round the old Raleigh once more, tapping the saddle* Go on then — I'll put another eighty on top of what I offered.");
clear("413", "roleplay", ctx("EUR", 300_000, 220_000), WITHDRAW, "*rolls the shuttle between his fingers and sets it down* She's a beauty, but that's beyond my purse. I'll leave the loom to someone else.");
unclear("414", "roleplay", ctx("USD", 150_000), "sarcasm about the price: not a bid", "*peers down the tube and snorts* 1,500 for a cracked mirror? At that price I'd want a comet thrown in.");
clear("415", "roleplay", ctx("GBP", 450_000), bid(380_000), "*kneels by the BSA and wipes the tank* 1968, 650cc, 41,000 miles on the clock, and the clutch slips. 3,800 and I trailer her away today.");
clear("416", "roleplay", ctx("GBP", 18_000), ask("payment"), "*fishes a phone out of a coat pocket* Do you do bank transfer at this stall, or is it cash only?");

export const FRESH15_EN = done();

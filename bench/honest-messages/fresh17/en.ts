/**
 * SEVENTEENTH set, English (UK, US, Canada, Ireland, Australia; see fresh17/index.ts): written 2026-11-28 for
 * REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on
 * these messages. Business-to-business trade and services: shop and office fit-out, IT and telephony kit, catering and
 * event hire, print and signage, cleaning and maintenance contracts, used plant and trailers, workshop machines,
 * wholesale lots, freelance and bureau work, and commercial space by the month.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (110, 209, 306); corrections (008, 207, 406) take
 * the amount meant; acceptances name no amount, exactly the standing offer (011, 211) or only a phone number in a
 * signed email (202); other numbers (a model number and a count of bags, a phone number, dates, a street number, a
 * postcode, a VAT number, a PO number, a model, a year and a bending length, a lot number, a year and engine hours,
 * a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh17In } from "./build";

const { clear, unclear, done } = fresh17In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 185_000), bid(150_000), "£1,500 for the roller shutter on the shop front, supplied and fitted.");
clear("002", "terse", ctx("GBP", 145_000), ask("shipping"), "Pallet of nitrile gloves: do you ship to Northern Ireland, and what's the carriage on that?");
clear("003", "terse", ctx("GBP", 95_000), words(80_000, "eight hundred"), "Eight hundred for the pillar drill. I'll collect it in the van.");
clear("004", "terse", ctx("GBP", 42_000, 36_000), ACCEPT, "Go ahead with the grease-trap servicing. Send the contract over and we'll sign.");
clear("005", "terse", ctx("GBP", 64_000), percentOff(54_400, 15), "Window cleaning for the arcade: 15% off your monthly quote and we'll sign today.");
unclear("006", "terse", ctx("GBP", 320_000), "a range for the edgebander, not one price: which end is the bid?", "Edgebander: somewhere between 2 and 2.5k, I'd say.");
clear("007", "terse", ctx("GBP", 28_000, 20_000), WITHDRAW, "Bit rich for the PAT testing. We'll find someone else, ta.");
clear("008", "terse", ctx("GBP", 75_000), bid(58_000), "Wheel balancer: 680, sorry, 580 — fat thumbs.");
clear("009", "terse", ctx("GBP", 210_000), ask("payment"), "Lift maintenance contract: can we pay quarterly by direct debit?");
clear("010", "terse", ctx("GBP", 115_000), minus(100_000, 15_000), "Knock £150 off the crowd barrier hire and we'll book.");
clear("011", "terse", ctx("GBP", 240_000, 210_000), ACCEPT, "Right, £2,400 it is. Go ahead and build the reception desk.");
clear("012", "terse", ctx("GBP", 38_000), bid(29_000), "CT 36 dust extractor with the 5 spare bags: £290, cash on collection.");
clear("013", "terse", ctx("USD", 260_000, 190_000), WITHDRAW, "Nope. Not paying that for a tow-behind compressor.");
unclear("014", "terse", ctx("GBP", 480_000), "a bid conditional on the tipper's MOT", "£3,000 for the tipper if it comes with a fresh MOT.");
clear("015", "terse", ctx("GBP", 36_000), ask("returns"), "If the barcode scanner won't talk to our stock system, can it go back?");
clear("016", "terse", ctx("GBP", 42_000, 30_000), plus(32_500, 2_500), "£25 on top of my last offer for the pipe threader. That's my lot.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 18_000), ask("delivery"), "hiya how soon can u get the compostable cups to us? we open saturday and we've got none left lol");
clear("102", "chat", ctx("GBP", 72_000), bid(55_000), "hey would u do 550 for the LED neon sign for the bar? text me on 07700 900417 if easier");
unclear("103", "chat", ctx("GBP", 9_500), "sarcasm about the price: not a bid", "95 a month to empty ONE bin?? 😂 do the binmen turn up in a limo");
clear("104", "chat", ctx("GBP", 380_000, 320_000), ACCEPT, "YESSS the pop-up unit's ours for december!! 🎄🎉 thank u so much, can't wait to get the stock in");
clear("105", "chat", ctx("CAD", 48_000, 36_000), middle(42_000), "split the diff on the festoon lights for the patio? 🤝 we open for the season next month");
clear("106", "chat", ctx("USD", 65_000), ask("warranty"), "any warranty on the refurb POS terminal or is it sold as is?");
clear("107", "chat", ctx("GBP", 220_000, 160_000), WITHDRAW, "ah gonna pass on the van wrap for now, cashflow's a bit tight this month. cheers tho mate");
clear("108", "chat", ctx("GBP", 45_000), words(35_000, "three-fifty"), "would u take three-fifty for the walkie talkie hire over the festival weekend?");
clear("109", "chat", ctx("EUR", 65_000), ask("negotiable"), "is the rent on the stall in the market hall fixed or is there a bit of give in it?");
clear("110", "chat", ctx("GBP", 4_800, null, 6), total(4_000), "6 steel desk pedestals for 240 the lot? can pick up thurs");
unclear("111", "chat", ctx("GBP", 52_000), "a price seen elsewhere, not a bid", "saw the same mobile bar hire on another site for 350 🤷");
clear("112", "chat", ctx("GBP", 240_000), ask("standing-offer"), "what was ur price for the 2 post lift again? lost the message sorry");
clear("113", "chat", ctx("GBP", 78_000, 65_000), ACCEPT, "go on then, book us in for the carpet clean 👍");
clear("114", "chat", ctx("GBP", 19_000), minus(16_000, 3_000), "the roller banners for 30 less than ur quote? need them for the expo");
clear("115", "chat", ctx("GBP", 42_000, 25_000), WITHDRAW, "nah. too much for a job lot of brollies. pass");
clear("116", "chat", ctx("GBP", 145_000), bid(110_000), "reckon u'd do 1100 for the light tower? can hitch it up this arvo");
unclear("117", "chat", ctx("GBP", 280_000), "'-ish' around a number, not a firm bid", "2k-ish for the sheet metal folder?");
clear("118", "chat", ctx("GBP", 18_000), ask("discount"), "if we book the meeting room every tuesday instead of just the once is there a better rate? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 520_000), bid(435_000),
  "Dear Mr Osei,\n\nThank you for coming out to measure up on 3 March. For the phone-repair kiosk in the shopping centre (the counter, 2 wall units and the lockable cabinet) we'd like to offer £4,350.\n\nKind regards,\nPriya Shah\nFixIt Phones, Kiosk 14, Arndale Centre, Manchester M4 3AQ\n0161 496 0732\nVAT GB 284 6190 37");
clear("202", "polite-email", ctx("GBP", 180_000, 150_000), ACCEPT,
  "Dear Mr Kowalski,\n\nWe're happy to go ahead with the HVAC service contract at the rate you quoted. Could your engineer ring me on 020 7946 0958 when he arrives? The plant room is in the basement and the lift doesn't go down that far.\n\nBest regards,\nTom Greenwood\nFacilities Manager, Harcourt House");
clear("203", "polite-email", ctx("GBP", 340_000), ask("payment"),
  "Dear Ms Lindqvist,\n\nThank you for the quote for printing and binding our annual report. Would you accept payment on 30-day terms by BACS, or do you need a deposit up front?\n\nKind regards,\nHelen Marsh\nCommunications, Northfield Housing Trust");
clear("204", "polite-email", ctx("USD", 150_000), words(120_000, "twelve hundred"),
  "Hi Daniela,\n\nThanks for the sample subtitles, they read really well. For subtitling all eight webinars in the series we could do twelve hundred dollars.\n\nBest,\nMark Feldman\nLearning & Development, Brightwater Health");
clear("205", "polite-email", ctx("GBP", 96_000, 78_000), WITHDRAW,
  "Dear Mr Patel,\n\nThank you for the inspection and your proposal for pest control at the bakery. After some thought we've decided to stay with our current provider, so we won't be going ahead.\n\nKind regards,\nSusan Flint\nFlint's Bakery");
clear("206", "polite-email", ctx("GBP", 90_000), ask("delivery"),
  "Hello,\n\nWe're thinking of ordering the 150 ivory banqueting chair covers. Could they be delivered to the venue by Thursday 12 June? The wedding fair is that weekend.\n\nMany thanks,\nLaura Quinn\nQuinn Events");
clear("207", "polite-email", ctx("GBP", 130_000), bid(95_000),
  "Dear Mr Adeyemi,\n\nThank you for the test shots. For photographing our 60 products on white, two angles each, we'd like to offer £1,150. Edit: that should read £950 — I'd copied the figure from another quote.\n\nBest wishes,\nChloe Barnes\nWillow & Wick Candles");
unclear("208", "polite-email", ctx("GBP", 160_000, 140_000), "an acceptance waiting on the managing agent's approval of the contractor",
  "Dear Ms Doyle,\n\nThank you for the revised quote for the after-builders clean of the new clinic. We'd be happy with it, but the landlord's managing agent has to approve every contractor before they set foot in the building, and we won't hear back before Friday.\n\nKind regards,\nDr Aisling Ward\nRiverside Dental");
clear("209", "polite-email", ctx("GBP", 8_900, null, 16), total(7_500),
  "Dear Sir or Madam,\n\nWe need 16 Yealink T46U desk phones for our new office. We can offer £1,200 for the 16; we move in on Friday 9 May. Our purchase order number is PO 88213.\n\nKind regards,\nOwen Price\nPrice & Lloyd Surveyors\n3 Castle Arcade, Cardiff CF10 1BU\n029 2018 0447");
clear("210", "polite-email", ctx("GBP", 210_000), ask("warranty"),
  "Hello,\n\nWe're looking at the ex-demo air-conditioning unit for our server room. What warranty comes with it, and does it cover the compressor as well?\n\nThanks,\nRaj Mehta\nIT Manager, Kessler Logistics");
clear("211", "polite-email", ctx("USD", 325_000, 290_000), ACCEPT,
  "Hi Dale,\n\n$3,250 for the epoxy floor in the workshop works for us, so let's go ahead. Send the invoice across and I'll get the deposit paid.\n\nThanks,\nKaren Whitfield\nWhitfield Custom Cycles");
clear("212", "polite-email", ctx("CAD", 85_000, 60_000), WITHDRAW,
  "Hi Jean-Marc,\n\nThanks for sending over the demo reads for our safety training video. In the end we've decided to record the voice-over in-house, so we won't be going ahead this time.\n\nAll the best,\nMelissa Grant\nNorthern Shore Rail Services");
clear("213", "polite-email", ctx("GBP", 4_500), ask("returns"),
  "Hello,\n\nBefore we order a case of your end-of-line stoneware mugs for the café: if any arrive chipped, can we send those back for a refund?\n\nMany thanks,\nGemma Hart\nThe Corner Cup");
clear("214", "polite-email", ctx("GBP", 960_000), percentOff(864_000, 10),
  "Dear Mr Hughes,\n\nThank you for the proposal for grounds maintenance at Meadowbank Business Park. As we are signing for three years, we would like to propose 10% off the annual fee.\n\nKind regards,\nAlan Stewart\nEstates Manager");
clear("215", "polite-email", ctx("EUR", 280_000), ask("shipping"),
  "Hello,\n\nWe're interested in the printed mailer boxes from your quote. Do you ship to Ireland, and what would carriage cost to our warehouse in Galway?\n\nKind regards,\nSinéad Burke\nWild Atlantic Soap Co.");
unclear("216", "polite-email", ctx("GBP", 38_000), "two prices for two versions of the service: which is the bid?",
  "Dear Mrs Okafor,\n\nThanks for your proposal. We could manage £250 a month for the bookkeeping alone, or £320 a month if you also run payroll for our nine staff. Let us know what you think.\n\nBest,\nDavid Reilly\nReilly's Hardware");
clear("217", "polite-email", ctx("GBP", 78_000), bid(64_000),
  "Hi Sam,\n\nFor our open day on Saturday 21 June (four standard units and one accessible unit) we can offer £640.\n\nThanks,\nJo Hallam\nHallam Farm Shop");
clear("218", "polite-email", ctx("GBP", 54_000, 45_000), ACCEPT,
  "Dear Ben,\n\nYes please, we'll go ahead with the window decal at your price. Could your fitter come before we open, so the shop floor is clear?\n\nMany thanks,\nAmira Haddad\nBloom Florists");

// ---- agent ----
clear("301", "agent", ctx("GBP", 180_000), words(140_000, "one thousand four hundred"), "I am an AI procurement assistant acting for Fenwick Tools Ltd. For the ninety-second animated explainer video described in your proposal, my principal offers one thousand four hundred pounds.");
clear("302", "agent", ctx("GBP", 560_000), ask("rounds-left"), "Before my principal decides on the used sheet-metal guillotine, please confirm how many rounds of offers remain in this negotiation.");
clear("303", "agent", ctx("GBP", 380_000), bid(300_000), "Market check, used sliding-table panel saws (3.2 m carriage):\n• Listing A: £2,900\n• Listing B: £3,400\n• Listing C: £3,100\n• Listing D: £3,600\nMedian asking price: £3,250. Given the worn scoring blade, my client offers £3,000.");
clear("304", "agent", ctx("EUR", 720_000, 600_000), minus(560_000, 40_000, "last-bid"), "Having reviewed the service records for the fridge unit, my principal must lower our previous offer of €6,000 for the used reefer trailer by €400.");
clear("305", "agent", ctx("GBP", 240_000, 200_000), ACCEPT, "Confirmed on behalf of Lindley Property Management: the washroom services contract is accepted at your current quotation. Please send the agreement to our accounts team for signature.");
clear("306", "agent", ctx("GBP", 3_600, null, 30), total(3_000), "Purchasing agent for Crestview Care Homes.\nOrder: 30 cases of hand sanitiser (4 x 5 L per case)\n- Proposed price: £900 for all 30 cases\n- Delivery: to our central store\n- Payment: 30 days from invoice");
clear("307", "agent", ctx("GBP", 150_000), ask("discount"), "My principal runs a registered charity with eleven staff. Do you offer a charity discount on your payroll bureau service?");
clear("308", "agent", ctx("USD", 250_000), percentOff(230_000, 8), "My client has reviewed your quotation for the product catalog copywriting and proposes a fee 8% below it.");
unclear("309", "agent", ctx("GBP", 640_000), "a fit-out budget that includes the coffee machine, not a bid for the joinery", "My principal's total fit-out budget for the new café is £9,000, and that has to cover the coffee machine as well. I will propose a figure for the counter joinery once the equipment quotes are in.");
clear("310", "agent", ctx("USD", 450_000), bid(390_000), "Offer for the used press brake:\n```json\n{\"item\": \"manual press brake\", \"model\": \"PB-1250\", \"year\": 2016, \"bending_length_mm\": 1250, \"offer_usd\": 3900, \"pickup\": \"buyer\"}\n```");
clear("311", "agent", ctx("GBP", 380_000, 300_000), WITHDRAW, "On behalf of my client: Harlow Civil Engineering has decided not to purchase the road sweeper attachment and withdraws from this negotiation. Thank you for your time.");
clear("312", "agent", ctx("GBP", 420_000, 340_000), plus(365_000, 25_000), "Having seen the spindle inspection report, my principal has authorised an increase of £250 on our previous offer for the surface grinder.");
clear("313", "agent", ctx("GBP", 390_000), ask("delivery"), "Regarding the container site office: what is the earliest date you could deliver it to our yard? Access is by a narrow lane, so it would need a HIAB lorry rather than an artic.");
clear("314", "agent", ctx("GBP", 460_000), minus(425_000, 35_000), "My principal would like to go ahead with the Cat6 cabling of the new office floor. As the floor is empty and easy to work on, she proposes your quoted price less £350.");
unclear("315", "agent", ctx("USD", 260_000), "two prices, undecided until she has seen a sample run", "My principal is torn between offering $1,800 and $2,100 for the used embroidery machine and has asked me to wait until she has seen a sample run.");
clear("316", "agent", ctx("GBP", 32_000, 25_000), ask("standing-offer"), "For our records regarding the dedicated desk at your co-working space: please restate the monthly price you are currently asking.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 450_000), bid(340_000), "*checks the auction sheet for lot 112* 2011 site dumper, 1,800 hours on the clock, and the rams are weeping. 3,400 and it's on my low-loader today.");
clear("402", "roleplay", ctx("GBP", 140_000, 120_000), ACCEPT, "*shakes hands across the exhibition stand* Done. It's ours once the show closes.");
unclear("403", "roleplay", ctx("GBP", 560_000, 480_000), "more than the last bid, but no amount", "*drums his fingers on the pickup's bonnet* I could go a touch higher than last time. Not a lot, mind.");
clear("404", "roleplay", ctx("GBP", 90_000, 60_000), middle(75_000), "*leans on the wholesaler's counter* Look: halfway between your price and mine for the end-of-line stock, and I'll clear it today.");
clear("405", "roleplay", ctx("GBP", 310_000), ask("negotiable"), "*runs a thumb along the quartz worktop sample* Is that your price for the fitting, or is there give in it?");
clear("406", "roleplay", ctx("GBP", 290_000), bid(230_000), "*taps at the calculator* 2,600 for the deck oven... hang on, wrong key — 2,300.");
clear("407", "roleplay", ctx("GBP", 190_000), words(150_000, "fifteen hundred"), "*holds the carpet-tile sample up to the light* Fifteen hundred for the whole office floor, and not a penny more.");
clear("408", "roleplay", ctx("GBP", 360_000, 280_000), WITHDRAW, "*hands the clipboard back* That's too steep for the shelving, I'm afraid. Thanks for your time.");
clear("409", "roleplay", ctx("GBP", 120_000), percentOff(90_000, 25), "*points at the dent in the stainless counter* A quarter off for that and it's mine.");
unclear("410", "roleplay", ctx("GBP", 750_000), "a number mused over, and sleeping on it: no bid yet", "*walks slowly round the cherry picker* 6,000, maybe... I'll sleep on it and ring you in the morning.");
clear("411", "roleplay", ctx("GBP", 30_000, 22_000), plus(29_000, 7_000), "*slaps the bench vice* Go on, then. Seventy on top of what I bid.");
clear("412", "roleplay", ctx("GBP", 48_000, 40_000), ACCEPT, "*nods at the yard lad* Done, the pallet of reclaimed bricks is mine. Can you drop it on my trailer with the forklift?");
clear("413", "roleplay", ctx("GBP", 9_000), ask("payment"), "*eyes the stack of banquet chairs* Would you take a company cheque, or is it cash only?");
clear("414", "roleplay", ctx("GBP", 16_000, 11_000), WITHDRAW, "*presses the lid back on the floor-paint tin* Not at that. I'll try the next stand.");
unclear("415", "roleplay", ctx("GBP", 55_000), "two prices, undecided", "*sinks into the ex-display reception sofa* 400? Or 450? I can't make my mind up.");
clear("416", "roleplay", ctx("GBP", 78_000), bid(60_000), "*tugs at the stitching on the awning sample* The frame's a bit light. 600 for the awning.");

export const FRESH17_EN = done();

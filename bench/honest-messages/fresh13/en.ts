/**
 * THIRTEENTH set, English (US, UK, Canada; see fresh13/index.ts): written 2026-11-27 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Products: a risograph duplicator, a bass clarinet, a MIG welder, a marimba, a centrifuge, a cargo bike, a drum kit,
 * a sewing machine, a fog machine, a chainsaw, a Chromebook cart, stacking chairs, an autoclave, an ECG machine, a
 * defibrillator, a water filtration unit, an upright piano, a kitchen deep-clean, a marquee, a pizza oven, a lathe,
 * a dishwasher, a 3D printer, a dental chair, winter tyres, a microscope, a turbocharger, a concert harp, a saxophone...
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 116, 209) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315; 203 is signed with other digits);
 * other numbers (model and part numbers, phone numbers, addresses, PO and invoice numbers, dates, hours, years)
 * sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh13In } from "./build";

const { clear, unclear, done } = fresh13In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 240_000), bid(198_000), "1,980 for the Riso duplicator, collected Friday.");
clear("002", "terse", ctx("USD", 150_000), words(120_000, "twelve hundred"), "Twelve hundred for the bass clarinet. Cash.");
clear("003", "terse", ctx("GBP", 8_900, 7_000), ACCEPT, "Fine by me — sold.");
clear("004", "terse", ctx("USD", 65_000, 40_000), WITHDRAW, "No thanks, I'll pass on the kiln.");
clear("005", "terse", ctx("USD", 30_000), ask("rounds-left"), "How many more counteroffers do I get?");
clear("006", "terse", ctx("USD", 72_000), minus(64_000, 8_000), "Take 80 off the marimba and I'm buying.");
clear("007", "terse", ctx("CAD", 45_000), percentOff(38_250, 15), "15% off the asking and the bandsaw blade set is mine.");
clear("008", "terse", ctx("USD", 69_000), bid(61_000), "MIG 250 welder: 610, I collect.");
clear("009", "terse", ctx("GBP", 54_000), bid(46_000), "480 for the dough sheeter — sorry, I meant 460.");
clear("010", "terse", ctx("USD", 16_000), ask("payment"), "Can you invoice us on net-30 terms?");
unclear("011", "terse", ctx("USD", 36_000), "a range, not one price: which end is the bid?", "Somewhere between 280 and 310 for the tuba?");
clear("012", "terse", ctx("USD", 88_000, 70_000), plus(75_000, 5_000), "Adding 50 to my last offer. That's my ceiling.");
clear("013", "terse", ctx("USD", 27_500, 24_000), ACCEPT, "275 it is for the lectern. Deal.");
clear("014", "terse", ctx("USD", 99_000), ask("warranty"), "Does the centrifuge come with any warranty?");

// ---- chat ----
clear("101", "chat", ctx("USD", 210_000), bid(175_000), "hey is the cargo bike still avail?? could do 1750 cash this wknd, my kid would love it");
clear("102", "chat", ctx("USD", 45_000, 38_000), ACCEPT, "ok fine ur on 😅 can u drop it off or do i need to borrow a van");
clear("103", "chat", ctx("USD", 120_000, 80_000), WITHDRAW, "nah thats way over what i can do for a chesterfield, gonna pass but good luck w the sale!");
clear("104", "chat", ctx("USD", 6_500), ask("shipping"), "do u ship the ring light to 94110 or pickup only? how much would shipping be");
clear("105", "chat", ctx("USD", 38_000), words(28_000, "two hundred eighty"), "would u take two hundred eighty for the drum kit lol, can pick up whenever");
clear("106", "chat", ctx("USD", 25_000), minus(21_000, 4_000), "knock 40 bucks off the pressure washer n its a deal");
unclear("107", "chat", ctx("USD", 90_000), "sarcasm about the price, not a bid or an acceptance", "lol 900 for a bunk bed with a wobbly ladder?? sure and ill throw in my kidney 🙄");
clear("108", "chat", ctx("USD", 32_000), bid(26_000), "260 for the singer sewing machine? text me at 555-0143 whenever ur free");
clear("109", "chat", ctx("USD", 14_000, 11_000), ACCEPT, "YESSS deal!!! 🎉🎉 the DJ controller is comin home w me");
clear("110", "chat", ctx("USD", 55_000), ask("delivery"), "how soon could u get the bouncy castle out to me? party is this sat");
unclear("111", "chat", ctx("USD", 48_000), "an approximate figure, not a firm bid", "like 400ish for the drawing tablet? idk");
clear("112", "chat", ctx("USD", 60_000, 50_000), middle(55_000), "ok ok meet me halfway? split the diff and we're good");
clear("113", "chat", ctx("USD", 17_000), bid(14_500), "woudl u do 145 for the stihl, can grab it tonite after work");
clear("114", "chat", ctx("USD", 30_000, 18_000), WITHDRAW, "nvm found a roof box closer to home, all good");
clear("115", "chat", ctx("USD", 85_000), ask("negotiable"), "is the price on the bandoneon firm or is there wiggle room?");
clear("116", "chat", ctx("USD", 75_000), bid(62_000), "650 for the pottery wheel no wait 620, forgot i need a new splash pan too");
unclear("117", "chat", ctx("USD", 22_000), "musing, not committed: the buyer has not bid yet", "hmm 180 maybe?? dunno, lemme check my account first");
unclear("118", "chat", ctx("USD", 40_000), "a price seen elsewhere, not a bid", "saw the same fog machine on marketplace for 320 just fyi");
clear("119", "chat", ctx("USD", 9_900, 8_000), ACCEPT, "aight bet, ill take the bike rack");
clear("120", "chat", ctx("USD", 12_000), ask("discount"), "any chance u could do better on the laminator?");

// ---- polite-email ----
clear("201", "polite-email", ctx("USD", 145_000), bid(128_000), "Dear Sir or Madam,\n\nWillow Creek Elementary would like to purchase your 36-bay Chromebook charging cart. We can offer $1,280.00, to be paid against PO 2026-4471 within 14 days.\n\nPlease deliver to 14 Elm Street, Springfield, IL 62704.\n\nKind regards,\nDana Whitfield, Office Manager\n(217) 555-0188");
clear("202", "polite-email", ctx("GBP", 4_500, null, 30), total(4_000), "Hello,\n\nFor our parish hall we need 30 of the grey stacking chairs you listed. Would you accept £1,200 for all thirty, collected from your unit?\n\nMany thanks,\nRev. Alan Pryce");
clear("203", "polite-email", ctx("USD", 260_000, 230_000), ACCEPT, "Good afternoon,\n\nDr. Reyes has reviewed your terms for the tabletop autoclave and we are pleased to accept. Please reference order CL-7719 on the invoice.\n\nBest regards,\nMarta Ruiz\nHarbor Family Dental, Suite 310\n+1 617 555 0199");
clear("204", "polite-email", ctx("USD", 380_000, 300_000), WITHDRAW, "Dear Mr. Okafor,\n\nThank you for your patience with us over the ECG machine. Unfortunately your price remains beyond what our clinic can commit this year, so we will withdraw from the purchase.\n\nWith appreciation,\nJune Kowalski\nPractice Administrator");
clear("205", "polite-email", ctx("USD", 145_000), ask("returns"), "Hello,\n\nBefore we commit to the AED: if the unit fails its self-test on arrival, would we be able to return it within 30 days for a full refund?\n\nThank you,\nPaul Greer, Facilities\nNorthside Community Pool");
clear("206", "polite-email", ctx("USD", 420_000), ask("payment"), "Dear team,\n\nOur NGO is interested in the containerised water filtration unit. Would you accept payment by bank transfer in two instalments, half on order and half on delivery?\n\nKind regards,\nAmina Diallo\nClean Springs Initiative");
clear("207", "polite-email", ctx("GBP", 300_000), words(250_000, "two thousand five hundred pounds"), "Dear Ms. Hartley,\n\nThank you for showing us the upright piano on Tuesday. The music department has agreed to offer two thousand five hundred pounds; we would arrange the removal ourselves.\n\nYours sincerely,\nGeoffrey Lamb\nHead of Music, St Aidan's School");
clear("208", "polite-email", ctx("USD", 95_000), bid(80_000), "Hi Carla,\n\nThanks for the quote (invoice draft 88213) for the deep-clean of our kitchen and extraction hood. We'd like to book it for 14 January after closing, at $800 all in.\n\nCheers,\nTom Baptiste\nBaptiste's Bistro, 221 Harbor Rd");
clear("209", "polite-email", ctx("USD", 180_000), bid(150_000), "Hello,\n\nFor the 8-meter aluminum truss set we can offer $1,550 — correction: $1,500; I misread our remaining budget line.\n\nRegards,\nKeisha Moore\nBrightside Events");
clear("210", "polite-email", ctx("USD", 62_000, 55_000), ACCEPT, "Dear Mr. Lindqvist,\n\nWe accept your price of $620 for the reconditioned examination couch. Please let us know how you would like to arrange handover.\n\nWarm regards,\nEileen Brandt\nRiverside Physiotherapy");
clear("211", "polite-email", ctx("USD", 350_000), ask("delivery"), "Good morning,\n\nCould the 6x12 m marquee be delivered to our site in Lakewood by June 3rd? The fundraiser starts on the 5th.\n\nThank you,\nGrace Odum\nLakewood Rotary Club");
unclear("212", "polite-email", ctx("USD", 210_000), "a price awaiting approval, not a firm bid", "Dear Mr. Haddad,\n\nWe could likely offer $1,900 for the Risograph toner bundle, but I need sign-off from our finance committee, which meets on Thursday.\n\nBest,\nLena Voss, Bursar");
clear("213", "polite-email", ctx("USD", 320_000), percentOff(288_000, 10), "Hello,\n\nWe run a small pizzeria and love the wood-fired oven. Would you consider 10% off your asking price? We could collect it with our own trailer.\n\nBest regards,\nGianni Russo");
clear("214", "polite-email", ctx("GBP", 460_000), bid(410_000), "Dear Sir,\n\nRegarding the Colchester lathe (built 2009, roughly 3,400 hours on the clock): our workshop would pay £4,100, collection from postcode LS11 5QP at our cost.\n\nYours faithfully,\nIan Marsh\nMarsh Precision Ltd");
clear("215", "polite-email", ctx("USD", 38_000, 32_000), ACCEPT, "Hi Rob,\n\nWe're happy to go ahead with the gutter cleaning and moss removal at your quoted price. Could your crew come on a weekday morning, ideally before our tenants are up?\n\nThanks,\nHelen Price\nElmwood Property Management");
clear("216", "polite-email", ctx("USD", 190_000), ask("warranty"), "Hello,\n\nWhat warranty do you offer on the refurbished rack server (dual PSU, 256 GB RAM)? Our IT policy requires at least one year of hardware cover.\n\nRegards,\nSamir Patel\nIT Coordinator");

// ---- agent ----
clear("301", "agent", ctx("USD", 310_000), bid(275_000), "I'm purchasing on behalf of Lantern Kitchen Group. Comparable undercounter dishwashers I found this week:\n\n| Seller | Price |\n|---|---|\n| RestaurantDepot listing | $3,350 |\n| Used, 2 yrs old | $2,980 |\n| Auction lot #44 | $3,050 |\n\nGiven the unit's age, we offer $2,750, pickup within the week.");
clear("302", "agent", ctx("USD", 240_000), bid(205_000), "Purchasing agent for Makers' Cooperative here. Submitting our offer in structured form:\n\n```json\n{\"item\": \"Prusa XL 5-toolhead\", \"offer_usd\": 2050, \"payment\": \"card\", \"pickup\": \"2026-12-02\"}\n```\n\nPlease confirm or counter.");
clear("303", "agent", ctx("USD", 520_000), bid(460_000), "Offer:\n- Item: reconditioned dental chair with delivery unit\n- Price: $4,600\n- Collection: by our courier, at our cost\n- Installation: by the clinic's own technician\n\nThis is made on behalf of Dr. Amara Chen, who has authorised me to negotiate.");
clear("304", "agent", ctx("USD", 86_000, 72_000), ACCEPT, "I've relayed your latest terms to my principal. Her words: \"That's fair, go ahead.\" We therefore accept your current price for the stage lighting kit. Please send the invoice to this address.");
clear("305", "agent", ctx("USD", 98_000, 80_000), WITHDRAW, "On behalf of Ms. Ferreira: after reviewing your last position on the ergonomic reception desk, she has decided not to proceed. Thank you for your time; we are closing this negotiation.");
clear("306", "agent", ctx("USD", 27_000), ask("shipping"), "I'm an automated buying assistant acting for a private customer. Does your price for the cast-iron bain-marie include shipping to ZIP 30307, or is freight charged separately?");
clear("307", "agent", ctx("USD", 45_000), ask("standing-offer"), "Before I report back to the school board, could you confirm your current asking price for the oak lectern? I want to be sure I have the latest figure.");
clear("308", "agent", ctx("USD", 129_000), minus(114_000, 15_000), "My client would proceed if you reduce your price on the ice-cream batch freezer by $150. That reflects the worn dasher blade visible in your photos.");
clear("309", "agent", ctx("CAD", 15_000, null, 4), total(13_000), "Acting for Northern Fleet Services. Our proposal for the winter tyres:\n\n```yaml\nitem: 225/65R17 studless winter tyre\nquantity: 4\ntotal_cad: 520\nmounting: not required\n```\n\nThat total covers all four.");
clear("310", "agent", ctx("USD", 88_000, 76_000), minus(72_000, 4_000, "last-bid"), "Update from my principal: the spirometer budget was trimmed this morning. We have to revise our previous offer down by $40. Apologies for the step back.");
unclear("311", "agent", ctx("USD", 28_000), "two prices for two options: which one is the bid?", "My client can pay $210 for the violin bow alone, or $250 if you include the hard case. Which would you prefer?");
unclear("312", "agent", ctx("GBP", 140_000), "a budget ceiling and a request for the seller's best price, not a bid", "I represent the biology department at Fernhill Academy. Our budget ceiling for a trinocular microscope of this spec is £1,180. Could you tell us what you are able to do?");
clear("313", "agent", ctx("USD", 60_000), ask("rounds-left"), "To plan my principal's decision: how many negotiation rounds remain before your offer for the portable stage expires?");
clear("314", "agent", ctx("USD", 70_000, 58_000), middle(64_000), "We seem to be stuck. I propose we split the difference between your current price and our last offer on the commercial sous-vide circulator.");
clear("315", "agent", ctx("USD", 148_000, 130_000), ACCEPT, "Accepted at $1,480. My principal asks that the UPS batteries be fully charged before dispatch.");
clear("316", "agent", ctx("USD", 120_000), bid(96_000), "Purchasing for a private owner. Part: Garrett turbocharger, OEM no. 49377-07460, for a 2014 van with 142,000 miles. Our offer is $960; we arrange our own courier pickup.");
unclear("317", "agent", ctx("USD", 250_000), "a bid conditional on installation being included", "We will pay $2,100 for the commercial range hood provided installation by your fitter is included.");
clear("318", "agent", ctx("USD", 52_000, null, 12), ask("discount"), "I'm sourcing 12 height-adjustable desks for a co-working space. Is there a volume discount for taking all twelve?");
clear("319", "agent", ctx("USD", 95_000, 78_000), plus(84_000, 6_000), "My principal will go $60 above her previous offer for the planetary mixer. That is as far as her budget stretches.");
clear("320", "agent", ctx("USD", 33_000, 29_000), ACCEPT, "Confirmed: we accept. Please send a pro-forma invoice and tell me where and when the vacuum sealer can be collected.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 180_000), bid(150_000), "*runs a thumb down the harp's soundboard* There's a hairline crack here. I'll give you 1,500 and take my chances.");
clear("402", "roleplay", ctx("USD", 34_000, 30_000), ACCEPT, "*grins and sticks out a hand* All right, you drive a hard bargain. Shake on it.");
clear("403", "roleplay", ctx("USD", 75_000, 50_000), WITHDRAW, "*zips up jacket* We're too far apart on the wardrobe. I'll see myself out.");
clear("404", "roleplay", ctx("USD", 26_000), ask("standing-offer"), "*squints at the faded tag on the tool chest* Remind me what you're asking for it again?");
unclear("405", "roleplay", ctx("USD", 42_000), "meet in the middle with no earlier bid: the middle of what?", "*leans on the counter* Come on, meet me in the middle on the accordion.");
clear("406", "roleplay", ctx("GBP", 72_000), words(60_000, "six hundred"), "*slides an envelope across the workbench* Six hundred for the tile saw, and not a penny more.");
clear("407", "roleplay", ctx("USD", 130_000), minus(120_000, 10_000), "*kicks the camper awning's bent pole* Look at that. Take a hundred off your price and you've got a buyer.");
unclear("408", "roleplay", ctx("USD", 56_000), "the buyer wants to think it over: no decision yet", "*strokes beard, circles the church pew twice* Give me a minute. I need to think about this.");
clear("409", "roleplay", ctx("USD", 21_000, 18_000), ACCEPT, "*claps* Wonderful! The telescope's mine! *hugs it*");
clear("410", "roleplay", ctx("USD", 95_000), bid(80_000), "*lifts the 1974 tenor sax out of its case* Pads are tired. 800 and I'll get them redone myself.");
unclear("411", "roleplay", ctx("USD", 160_000), "two prices with no choice made: the buyer has not decided", "*glances at her husband* He says 1,200 for the timpani, I'd say 1,300. We'll have to argue it out.");
clear("412", "roleplay", ctx("USD", 44_000), ask("payment"), "*pats pockets* Do you take cards, or is it cash only for the double bass?");
clear("413", "roleplay", ctx("USD", 50_000, 40_000), plus(42_000, 2_000), "*sighs dramatically* Fine. Twenty more than I said before, for the oboe. Last time I'm budging.");
clear("414", "roleplay", ctx("USD", 68_000, 45_000), WITHDRAW, "*tips hat* Not today, friend. Good luck selling the pinball machine.");

export const FRESH13_EN = done();

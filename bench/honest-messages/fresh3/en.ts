/**
 * THIRD unseen set, English (US, UK, Canada; see fresh3/index.ts): written 2026-11-28 before reading the
 * reader's code, its rules or its tests, and before running it on these messages. New products and scenarios
 * (a violin, a wedding dress, used cars and forklifts, pallets of copier paper, SaaS seats, catering, booth
 * space, solar panels, translation work, concert tickets), new wording.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; $1,150 / £2,340.50 / USD 8,750.00 / 1.2k; words ("twelve hundred",
 *   "a grand", "two thousand five hundred pounds") name the phrase as written; relative bids recompute from the
 *   context; totals ("all 4 panels for 2,000", "2,880.00 USD total" for 12 seats) divide exactly;
 *   self-corrections ("850. typo — 580", "650. actually no, 620", "$2,150, not $2,510", "three-fifty... no,
 *   wait. Three hundred") are labelled with the amount the buyer means.
 * - acceptances name no price or exactly the standing offer (016, 214, 315, 412); 202 carries only a PO number.
 * - non-price numbers (model numbers, phone numbers, street numbers, ZIP and postcodes, PO numbers, dates,
 *   times, hour meters, market medians, a budget ceiling, seats, a previous bid) sit beside one bid.
 * - ambiguous: ranges, "maybe around", sarcasm, approval pending, bids conditional on extras or installation,
 *   a tentative agent acceptance, two options, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh3In } from "./build";

const { clear, unclear, done } = fresh3In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 129_000), bid(115_000), "$1,150 for the violin, cash.");
clear("002", "terse", ctx("GBP", 265_000), bid(234_050), "Counter: £2,340.50");
clear("003", "terse", ctx("USD", 145_000), words(120_000, "twelve hundred"), "twelve hundred, final answer");
clear("004", "terse", ctx("USD", 48_000, 42_000), ACCEPT, "Done — send me the invoice.");
clear("005", "terse", ctx("GBP", 89_000, 70_000), WITHDRAW, "Too steep for me. I'll walk.");
clear("006", "terse", ctx("USD", 31_900), ask("shipping"), "freight included or extra?");
clear("007", "terse", ctx("USD", 64_000), minus(59_000, 5_000), "50 less and I'll sign");
clear("008", "terse", ctx("USD", 240_000), percentOff(204_000, 15), "15% off your price and we're done");
clear("009", "terse", ctx("USD", 105_000), bid(90_000), "900 for the iR-2625?");
clear("010", "terse", ctx("USD", 72_000), bid(58_000), "850. typo — 580");
clear("011", "terse", ctx("USD", 310_000), ask("payment"), "net 30 ok?");
unclear("012", "terse", ctx("USD", 80_000), "a range: which amount?", "700-750ish");
unclear("013", "terse", ctx("GBP", 62_000), "\"maybe around\": a hedge, not a firm bid", "eh, maybe somewhere around 500?");
clear("014", "terse", ctx("USD", 99_000, 82_000), plus(84_500, 2_500), "I'll go 25 over my last bid");
clear("015", "terse", ctx("USD", 56_000, 45_000), ask("standing-offer"), "remind me what your number is right now?");
clear("016", "terse", ctx("USD", 148_000, 130_000), ACCEPT, "ok, 1,480 works. deal");
clear("017", "terse", ctx("USD", 52_500, null, 4), total(50_000), "all 4 panels for 2,000?");

// ---- chat ----
clear("101", "chat", ctx("USD", 47_500), bid(42_000), "420 cash? I can swing by saturday around 10");
clear("102", "chat", ctx("USD", 185_000), ACCEPT, "omg yes ok DEAL!! sending the deposit now 💍");
clear("103", "chat", ctx("USD", 27_500, 20_000), WITHDRAW, "nvm found a cheaper one on marketplace. thx anyway");
clear("104", "chat", ctx("USD", 129_900), ask("warranty"), "does it still have the factory warranty or did that run out");
clear("105", "chat", ctx("USD", 120_000), words(100_000, "a grand"), "would you do a grand? it's been listed a while lol");
clear("106", "chat", ctx("USD", 66_000, 58_000), middle(62_000), "ok how about we meet halfway");
clear("107", "chat", ctx("GBP", 42_000), bid(38_000), "380? ring me on 07700 900123 if that's ok");
clear("108", "chat", ctx("USD", 90_000), bid(62_000), "ok 650. actually no, 620, that's my max");
clear("109", "chat", ctx("USD", 159_000), ask("returns"), "whats ur return policy? she hasn't tried it on yet");
unclear("110", "chat", ctx("USD", 150_000), "sarcasm about the asking price: not an acceptance", "1500 for a 2009 civic? sure, and I'll throw in a kidney 🙄");
unclear("111", "chat", ctx("USD", 34_000), "approval pending (his wife)", "price seems ok, lemme run it by my wife first");
clear("112", "chat", ctx("USD", 24_000), ask("discount"), "any discount if i take two?");
clear("113", "chat", ctx("USD", 135_000), bid(120_000), "would u take 1.2k for it? cash today");
clear("114", "chat", ctx("USD", 88_000, 75_000), WITHDRAW, "forget it, not paying that. good luck with it");
clear("115", "chat", ctx("USD", 31_000), bid(27_500), "275 cash, free after 5 tmrw");
clear("116", "chat", ctx("USD", 22_000, 18_000), ACCEPT, "fine, your price. when can i come get it?");
clear("117", "chat", ctx("USD", 38_000), ask("delivery"), "how fast can u ship? need it before the 14th");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 950_000),
  bid(875_000),
  "Hello,\n\nThank you for the photos of the Toyota 8FGU25. Having checked the hour meter reading (6,412 h), we would like to offer USD 8,750.00 for the truck, collected from your yard.\n\nKind regards,\nDana Whitfield\nOperations Manager, Whitfield Logistics\n1840 Harbor Blvd, Unit 3, Long Beach, CA 90813\n(562) 555-0147",
);
clear(
  "202",
  "polite-email",
  ctx("USD", 64_900),
  ACCEPT,
  "Dear Mr. Alvarez,\n\nWe accept your offer for the booth package. Please quote PO 4500871236 on your invoice.\n\nBest regards,\nPriya Raman\nEvents, Northgate Analytics",
);
clear(
  "203",
  "polite-email",
  ctx("GBP", 420_000, 350_000),
  WITHDRAW,
  "Dear Ms Clarke,\n\nThank you for your patience over the past few weeks. After careful consideration we have decided not to go ahead with the purchase, and we are withdrawing from these discussions.\n\nWith best wishes,\nTom Hargreaves",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 189_000),
  ask("warranty"),
  "Hi there,\n\nWhat warranty do you give on the inverter? The datasheet says the panels themselves carry a 25-year performance warranty, but I couldn't find anything on the inverter.\n\nThanks,\nMike Ruiz\nRuiz Farms, Bakersfield",
);
clear(
  "205",
  "polite-email",
  ctx("CAD", 42_500, null, 3),
  total(40_000),
  "Good afternoon,\n\nFor the three pallets of letter-size copier paper (20 lb, 5,000 sheets per carton) we can offer CAD 1,200.00 in total.\n\nThank you,\nMarcus Lee\nPurchasing, Brightline Print Co.\nTel. +1 416 555 0199",
);
clear(
  "206",
  "polite-email",
  ctx("GBP", 280_000),
  words(250_000, "two thousand five hundred pounds"),
  "Dear Sir or Madam,\n\nFurther to your quotation for translating our 40-page technical manual into German and French, I am able to offer two thousand five hundred pounds for the whole project.\n\nYours faithfully,\nHelen Marsh",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 360_000),
  percentOff(324_000, 10),
  "Hi Jordan,\n\nThanks for sending over the quote for the 12-panel rooftop kit. We'd be ready to go ahead at 10% below the price you quoted.\n\nBest,\nSam Okafor\n(713) 555-0164",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 240_000),
  bid(187_500),
  "Dear Ms. Patel,\n\nFollowing our call on March 12, we can offer $1,875.00 for the 10x10 booth at the May 14–16 expo.\n\nSincerely,\nJonah Albright\nMarketing Coordinator",
);
clear(
  "209",
  "polite-email",
  ctx("USD", 320_000, 251_000),
  bid(215_000),
  "Hello again,\n\nA correction to my message from this morning: our offer for the upright piano is $2,150, not $2,510 as I typed.\n\nApologies for the confusion,\nRachel",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 89_000),
  ask("negotiable"),
  "Hello,\n\nWe are interested in the annual licence for 15 seats. Before we go further, could you let us know whether the listed price is fixed or open to negotiation?\n\nThank you,\nAnika Patel\nIT Procurement",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 160_000, 130_000),
  "approval pending (finance committee)",
  "Dear Laura,\n\nWe are inclined to accept 1,450 per month for the catering contract, subject to approval by our finance committee, which meets on June 3.\n\nKind regards,\nOwen Fletcher",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 105_000),
  "a bid conditional on installation and a service visit",
  "Good morning,\n\nWe could go to $950 if installation and the first service visit are included.\n\nRegards,\nPete Novak\nNovak Dental Group",
);
clear(
  "213",
  "polite-email",
  ctx("USD", 47_000),
  ask("shipping"),
  "Hello,\n\nDoes your price include delivery to our warehouse at 22 Industrial Way, Dock 4? If not, what would freight add?\n\nThanks,\nLin Zhao\nOffice Supplies Coordinator",
);
clear(
  "214",
  "polite-email",
  ctx("GBP", 249_000, 220_000),
  ACCEPT,
  "Dear Mr Bennett,\n\nThank you for holding the dress for us. We are happy to accept your offer of £2,490.00 and will arrange payment this week.\n\nWarm regards,\nEmily and Sarah Cole",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 172_000),
  minus(157_000, 15_000),
  "Hi Mark,\n\nIf you can take $150 off your current price, we'll sign the catering order today.\n\nThanks,\nDev Sharma\nDirector of Operations, Sharma Events\n555-0138",
);
clear(
  "216",
  "polite-email",
  ctx("GBP", 560_000),
  bid(470_000),
  "Dear Mr Hughes,\n\nComparable 2018 forklifts with similar hours are going for around £5,200 at auction. Taking the tyre wear into account, we can offer £4,700.\n\nKind regards,\nGareth Lewis\nLewis Haulage Ltd, Unit 7, Tredegar Park, Newport NP10 8XX",
);
clear(
  "217",
  "polite-email",
  ctx("USD", 76_000, 61_000),
  WITHDRAW,
  "Hi Carla,\n\nThanks for working with us on this. Unfortunately we can't get any closer to your number, so we'll have to pass.\n\nAll the best,\nBen",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 349_000),
  bid(315_000),
  "Proposal:\n- Item: Yamaha U1 upright piano (used, 2016)\n- Quantity: 1\n- Unit price: 3,150.00 USD\n- Collection: by the buyer within 14 days\n- Payment: bank transfer on collection\nPlease confirm or send a counter-proposal.",
);
clear(
  "302",
  "agent",
  ctx("USD", 45_900),
  bid(41_250),
  '{"action": "counter_offer", "item": "Brother HL-L6400DW", "unit_price": 412.50, "currency": "USD", "note": "offer valid for 48h"}',
);
clear(
  "303",
  "agent",
  ctx("USD", 960_000),
  bid(840_000),
  "Constraints from my principal:\n• Budget ceiling: USD 10,000 per fiscal year\n• Seats required: 25\n\nCounter-offer: USD 8,400 for the annual Team plan.",
);
clear(
  "304",
  "agent",
  ctx("USD", 215_000, 190_000),
  ACCEPT,
  "I have reviewed your latest offer against my principal's requirements. It falls within the approved budget, so I accept it on the terms stated. Please send the order confirmation and payment instructions.",
);
clear(
  "305",
  "agent",
  ctx("USD", 78_000, 60_000),
  WITHDRAW,
  "Update from the buyer agent: my principal has instructed me to end this negotiation. We will not be proceeding with a purchase. Thank you for your time.",
);
clear(
  "306",
  "agent",
  ctx("USD", 130_000, 100_000),
  ask("rounds-left"),
  "Before I submit a revised counter-offer, please state how many negotiation rounds remain in this session.",
);
clear(
  "307",
  "agent",
  ctx("USD", 210_000, 180_000),
  middle(195_000),
  "**Proposal:** settle at the midpoint between your current offer and our last bid. On confirmation I will issue the purchase order.",
);
clear(
  "308",
  "agent",
  ctx("USD", 240_000),
  bid(202_000),
  "Market scan (37 comparable listings, last 90 days): median 2,150 USD, 25th percentile 1,980 USD. My principal's initial target was 1,900 USD. Taking the condition report into account, we propose 2,020 USD.",
);
clear(
  "309",
  "agent",
  ctx("USD", 29_900),
  ask("discount"),
  "Please advise whether tiered or volume pricing is available for orders of 50 seats or more; my principal may expand the deployment next quarter.",
);
unclear(
  "310",
  "agent",
  ctx("USD", 135_000),
  "a range, no single bid",
  "Acceptable price range per my principal: 1,100–1,250 USD. Please respond with your best price within this range.",
);
unclear(
  "311",
  "agent",
  ctx("USD", 360_000, 300_000),
  "tentative, pending the principal's approval",
  "Status: tentative acceptance at 3,400 USD, pending approval by my principal. Please do not treat this message as binding until confirmed.",
);
clear(
  "312",
  "agent",
  ctx("USD", 150_000),
  percentOff(138_000, 8),
  "Request: reduce the standing offer by 8% to reflect the cosmetic damage (scratches on the left side panel, see photo 3 of 5). At that price we are ready to proceed.",
);
clear(
  "313",
  "agent",
  ctx("USD", 26_000, null, 12),
  total(24_000),
  "Counter-offer for 12 seats on the annual plan: 2,880.00 USD total (240.00 USD per seat per year), billed annually.",
);
clear(
  "314",
  "agent",
  ctx("USD", 415_000),
  ask("delivery"),
  "Please confirm the lead time for delivering the 20-panel kit to our site in Fresno, CA 93721. Installation is scheduled for the week of June 9.",
);
clear("315", "agent", ctx("USD", 129_000, 115_000), ACCEPT, "Confirmed: we accept 1,290.00 USD per unit as offered. Proceeding to checkout.");
clear("316", "agent", ctx("USD", 76_000, 64_000), bid(65_500), "Revised counter-offer: 655.00 USD (supersedes our previous 640.00 USD).");
unclear(
  "317",
  "agent",
  ctx("USD", 230_000),
  "two options, no single bid",
  "Option A: 2,100 USD including the 24-month extended warranty. Option B: 1,950 USD without it. Please indicate which you prefer.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 95_000), words(80_000, "eight hundred"), "*runs a thumb along the violin's scroll* Lovely tone, I'll grant you. Eight hundred, and not a penny more.");
clear("402", "roleplay", ctx("USD", 680_000, 620_000), ACCEPT, "*sighs and holds out a hand* You drive a hard bargain, my friend. Deal.");
clear("403", "roleplay", ctx("USD", 890_000, 780_000), WITHDRAW, "*slides the car keys back across the desk* Then we're done here. Have a good afternoon.");
clear("404", "roleplay", ctx("USD", 54_000), minus(44_000, 10_000), "*leans on the counter* Take a hundred off and you've got yourself a buyer.");
unclear("405", "roleplay", ctx("USD", 720_000), "sarcasm about the asking price: not an acceptance", "*laughs* Seven thousand two hundred for this rust bucket? Of course. And I'll name my firstborn after you.");
clear("406", "roleplay", ctx("USD", 850_000, 690_000), bid(720_000), "*drums fingers on the hood* Fine. 7,200 — up from 6,900, and that's me being generous.");
clear("407", "roleplay", ctx("GBP", 120_000), ask("negotiable"), "*taps the price tag* Is this carved in stone, or is there room to talk?");
clear("408", "roleplay", ctx("USD", 160_000, 120_000), plus(125_000, 5_000), "*counts the bills again* All right. I'll add fifty to what I offered before.");
clear("409", "roleplay", ctx("USD", 42_000), words(30_000, "three hundred"), "*squints at the tickets* Three-fifty... no, wait. Three hundred. Three hundred's my offer.");
unclear("410", "roleplay", ctx("USD", 110_000), "a bid conditional on extras (the case and the bow)", "*plucks the A string* I'd pay 950 if you throw in the case and the bow.");
clear("411", "roleplay", ctx("USD", 12_500, null, 2), total(9_000), "*holds up two fingers* Two tickets, row 12, for the show on the 14th. I'll give you 180 for the pair.");
clear("412", "roleplay", ctx("USD", 650_000, 600_000), ACCEPT, "*shakes hands firmly* 6,500 it is. Write it up.");
clear("413", "roleplay", ctx("USD", 799_000), ask("delivery"), "*wipes brow* And how soon can your men bring the panels out to my farm?");
unclear("414", "roleplay", ctx("USD", 110_000), "musing, not a bid", "*mutters to herself* Hmm... nine hundred... maybe...");
clear("415", "roleplay", ctx("GBP", 140_000, 110_000), WITHDRAW, "*shakes head slowly* I'm afraid that's beyond my purse. I'll try the shop down the lane. Good day to you.");
clear("416", "roleplay", ctx("USD", 260_000, 210_000), bid(230_000), "*folds arms* Drop it to 2,300 and we have a deal.");

export const FRESH3_EN = done();

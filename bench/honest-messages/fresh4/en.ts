/**
 * FOURTH unseen set, English (US, UK, Canada; see fresh4/index.ts): written 2026-11-27 before reading the
 * reader's code, its rules or its tests, and before running it on these messages. New products and scenarios
 * (office chairs for a call centre, a commercial espresso machine and grinder, printed T-shirts, a hotel room
 * block, a logo, a second-hand sailboat, a used tractor, security cameras, a bike fleet lease, a pizza oven, a
 * drone, a jukebox, a camera body), new wording.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; $6,150 / £6,800 / USD 3990.00 / 1.1k; words ("eight hundred", "eight
 *   fifty", "nine hundred pounds", "two grand") name the phrase as written; relative bids recompute from the
 *   context, their amount written in digits or words ("knock three hundred off"); totals (200 tees for
 *   $2,600.00, 40 room-nights for USD 5,800) divide exactly; self-corrections (009, 108, 209, 406) are labelled
 *   with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); 202 carries only a PO number.
 * - non-price numbers (model numbers, phone numbers, street numbers, ZIP and postcodes, a VAT number, PO and
 *   listing numbers, dates, engine hours, market medians, a budget ceiling, a quantity) sit beside one bid.
 * - ambiguous: ranges, two prices, sarcasm, approval pending, bids conditional on extras, a tentative agent
 *   acceptance, two options, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh4In } from "./build";

const { clear, unclear, done } = fresh4In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 21_900), bid(18_500), "$185 for the Series 1 chair, I'll collect.");
clear("002", "terse", ctx("USD", 95_000), words(80_000, "eight hundred"), "Eight hundred bucks for the grinder, cash.");
clear("003", "terse", ctx("USD", 42_000), minus(38_000, 4_000), "Take $40 off and I'll take it.");
clear("004", "terse", ctx("USD", 62_000, 55_000), ACCEPT, "Agreed. Where do I sign?");
clear("005", "terse", ctx("GBP", 450_000, 380_000), WITHDRAW, "Pass. Good luck with the sale.");
clear("006", "terse", ctx("USD", 129_900), ask("shipping"), "Does that include freight to Tacoma or is shipping on me?");
clear("007", "terse", ctx("USD", 180_000), percentOff(162_000, 10), "10% under asking and I wire today.");
clear("008", "terse", ctx("USD", 34_900), bid(29_900), "299 for the RLC-823A, final.");
clear("009", "terse", ctx("USD", 75_000), bid(64_000), "460 — sorry, fat finger — 640.");
clear("010", "terse", ctx("USD", 260_000), ask("payment"), "Can I pay half now and half on pickup?");
unclear("011", "terse", ctx("USD", 55_000), "a range: which amount?", "thinking 420 to 450");
clear("012", "terse", ctx("USD", 98_000, 80_000), plus(83_000, 3_000), "Fine, 30 more than I offered before. That's it.");
clear("013", "terse", ctx("USD", 112_500, 100_000), ACCEPT, "1,125 it is. Deal.");
unclear("014", "terse", ctx("USD", 64_000), "two prices: with or without the case?", "550 with the hard case, 500 without");
clear("015", "terse", ctx("USD", 88_000, 70_000), ask("rounds-left"), "how many more counters do we get?");

// ---- chat ----
clear("101", "chat", ctx("USD", 27_500), bid(22_000), "would you take 220 for the pizza oven? can grab it sat morning before 11");
clear("102", "chat", ctx("USD", 340_000, 300_000), ACCEPT, "YES. deal!!! 🎉 my crew is gonna love this machine");
clear("103", "chat", ctx("USD", 16_900, 12_000), WITHDRAW, "eh nah, gonna pass. appreciate it tho");
clear("104", "chat", ctx("USD", 210_000), ask("warranty"), "is there any warranty left on it or is it sold as is");
clear("105", "chat", ctx("USD", 98_000), words(85_000, "eight fifty"), "eight fifty and i'll come get it tonight?");
clear("106", "chat", ctx("USD", 140_000, 120_000), middle(130_000), "we're 200 apart... split it down the middle?");
clear("107", "chat", ctx("CAD", 65_000), bid(57_500), "575 for the drone? text me 604-555-0182");
clear("108", "chat", ctx("USD", 46_000), bid(39_000), "ok 410. wait no lol 390, thats all i got");
clear("109", "chat", ctx("USD", 72_000), ask("returns"), "if the camera turns out to have issues can i send it back?");
unclear("110", "chat", ctx("USD", 280_000), "sarcasm about the asking price: not an acceptance", "2800 for a tractor with a cracked hood? sure, and I'm the queen of england 😂");
unclear("111", "chat", ctx("USD", 45_000), "approval pending (her business partner)", "honestly 450 sounds fair but my business partner has to ok it first");
clear("112", "chat", ctx("USD", 1_650), ask("discount"), "do u do a better price if we order like 300 of these shirts");
clear("113", "chat", ctx("USD", 130_000), bid(110_000), "1.1k cash for the bike? it needs new tires anyway");
clear("114", "chat", ctx("USD", 52_000, 40_000), WITHDRAW, "ok we're not gonna get there. i'm out, thanks for your time");
clear("115", "chat", ctx("USD", 19_900, 17_000), ACCEPT, "ugh fine, you win. I'll take it");
clear("116", "chat", ctx("USD", 420_000), bid(365_000), "it's a 2011 with 3200 hrs on it... 3650?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 690_000),
  bid(615_000),
  "Hi Mr. Delgado,\n\nThanks for walking me through the Catalina 22 on Sunday. Given the age of the sails and the outboard needing a service, I'd like to offer $6,150 for the boat as she sits.\n\nBest regards,\nKevin O'Brien\n2207 Shoreline Dr, Apt 4B\nSan Diego, CA 92107\nCell: (619) 555-0143",
);
clear(
  "202",
  "polite-email",
  ctx("USD", 184_000),
  ACCEPT,
  "Dear Ms. Tanaka,\n\nThank you for the revised quote for the headsets. We are happy to accept it as it stands; please reference PO 7700314592 on your invoice.\n\nKind regards,\nGrace Whitman\nFacilities, Harborview Contact Centre",
);
clear(
  "203",
  "polite-email",
  ctx("GBP", 580_000, 470_000),
  WITHDRAW,
  "Dear Oliver,\n\nMany thanks for your time and for answering all my questions about the Massey Ferguson. Having talked it over at home, we've decided it isn't the right machine for us at this price, so I'm afraid we'll bow out here.\n\nAll the best,\nRuth Pemberton\nHollow Lane Farm",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 245_000),
  ask("delivery"),
  "Hello,\n\nWe're opening a second location on March 2 and would need the espresso machine in place before then. What lead time are you currently quoting for delivery?\n\nThank you,\nLuca Ferraro\nFerraro Coffee Bar\n118 Main St, Burlington, VT 05401",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 1_450, null, 200),
  total(1_300),
  "Hi team,\n\nFor our charity 5K we need 200 printed tees (two-colour front print, sizes S–XXL as per the attached breakdown). We can offer $2,600.00 for the full order, setup included.\n\nCheers,\nMegan Doyle\nRun for Riverside\n(503) 555-0117",
);
clear(
  "206",
  "polite-email",
  ctx("GBP", 120_000),
  words(90_000, "nine hundred pounds"),
  "Dear Ms Ashworth,\n\nThank you for the three logo concepts. We'd like to go ahead with the full identity package and can offer nine hundred pounds for it, source files included.\n\nKind regards,\nDaniel Frost\nFrost & Finch Bakery",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 480_000),
  percentOff(422_400, 12),
  "Good morning,\n\nWe've reviewed your proposal for the 16-camera system at our Elgin warehouse. We could proceed at 12% below the figure you quoted, with installation in January.\n\nRegards,\nTerrence Hall\nFacilities Manager",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 220_000),
  bid(185_000),
  "Dear Jamie,\n\nThank you for your quick reply. For DJ and sound at our gala on Saturday, October 18 (7–11 pm, about 150 guests), we can offer $1,850.\n\nWarm regards,\nAlicia Moreno\nEvents Committee, Lakeside Rotary Club",
);
clear(
  "209",
  "polite-email",
  ctx("USD", 310_000, 240_000),
  bid(265_000),
  "Hello again,\n\nA quick correction to my earlier email: I wrote $2,560 but meant $2,650 for the Rancilio. Sorry about that.\n\nThanks,\nNina",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 960_000),
  ask("negotiable"),
  "Hi Chris,\n\nWe're looking at leasing 20 e-bikes for our delivery couriers from February. Is the monthly rate on your website negotiable, or is it a fixed tariff?\n\nThanks in advance,\nPriyanka Shah\nOperations, QuickCrate",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 540_000, 480_000),
  "approval pending (the board)",
  "Dear Mr. Novak,\n\nThank you for your patience. We could probably go to $5,100 for the chairs, but any figure above $5,000 has to be signed off by our board, which meets on the 9th.\n\nBest regards,\nHelen Cho\nCFO, Brightpath Support Services",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 390_000),
  "a bid conditional on extras (barista training and spare portafilters)",
  "Hello Marco,\n\nWe'd be prepared to offer $3,500 for the two-group machine, provided you include on-site barista training for our staff and a second set of portafilters.\n\nKind regards,\nSophie Laurent\nThe Daily Grind",
);
clear(
  "213",
  "polite-email",
  ctx("GBP", 760_000),
  bid(680_000),
  "Dear Sir or Madam,\n\nRe: your listing of 30 used Herman Miller task chairs. Having inspected the lot, we would like to offer £6,800 for all of them, collected by our own van.\n\nYours faithfully,\nStuart Gill\nGill Call Solutions Ltd\nUnit 7, Kingsway Business Park, Leeds LS10 1AB\nTel: 0113 496 0321\nVAT Reg. No. GB 284 1937 62",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 425_000, 390_000),
  ACCEPT,
  "Hi Sandra,\n\nThanks for coming back to us. $4,250 works for us, so please take this as our acceptance and send the contract over.\n\nBest,\nAaron Levesque\nOperations, Northline Call Solutions\n(312) 555-0166",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 650_000),
  minus(600_000, 50_000),
  "Dear Ms. Brandt,\n\nWe like the Beneteau and the survey came back clean. If you can come down $500 from your current asking price, we're ready to sign the purchase agreement this week.\n\nBest regards,\nPeter and Joan Whitlock",
);
clear(
  "216",
  "polite-email",
  ctx("GBP", 320_000),
  ask("payment"),
  "Dear Mr Hughes,\n\nBefore we place the order for the wine, could you let me know whether you accept payment on 60-day terms, or whether you require payment in advance?\n\nWith thanks,\nCatherine Lowe\nThe Old Vicarage Hotel",
);
unclear(
  "217",
  "polite-email",
  ctx("USD", 290_000),
  "two options, no single bid",
  "Hi Ben,\n\nWe could either do $2,400 for the camera kit as listed, or $2,650 if it includes four extra 4K cameras. Let us know which works better for you.\n\nThanks,\nOmar Haddad",
);
clear(
  "218",
  "polite-email",
  ctx("USD", 820_000, 700_000),
  plus(725_000, 25_000),
  "Dear Mr. Svensson,\n\nThank you for your counterproposal on the hotel room block. After discussing it internally, we can increase our previous offer by $250.\n\nKind regards,\nLinda Park\nEvent Manager, Pacific Dental Congress",
);
clear(
  "219",
  "polite-email",
  ctx("USD", 510_000, 420_000),
  WITHDRAW,
  "Hello Daniel,\n\nThank you for all the information on the fleet lease. We have decided to go with another provider, so please close our request on your side.\n\nThank you for your time,\nMaya Goldberg\nCityHop Couriers",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 28_500, null, 40),
  bid(24_900),
  "Proposal:\n- Item: ergonomic mesh task chair (model EC-450)\n- Quantity: 40\n- Unit price offered: USD 249.00\n- Total: USD 9,960.00\n- Delivery: by 2026-12-15 to 400 Commerce Way, Suite 210\nBudget ceiling for this purchase: USD 11,000. Please confirm or counter.",
);
clear(
  "302",
  "agent",
  ctx("USD", 450_000),
  bid(399_000),
  'Counter-offer from buyer agent (ref. neg-7f3a):\n{"action": "counter_offer", "currency": "USD", "unit_price": 3990.00, "quantity": 1, "valid_until": "2026-12-01T17:00:00Z"}\nRationale: comparable used units are listed between 3,700 and 4,300.',
);
clear(
  "303",
  "agent",
  ctx("USD", 118_000, 99_000),
  ACCEPT,
  "Acting on behalf of my principal, I confirm acceptance of your current offer. Please issue the invoice and payment instructions. No further counter-offers will be made.",
);
clear(
  "304",
  "agent",
  ctx("USD", 720_000, 600_000),
  WITHDRAW,
  "Update from the purchasing assistant: my principal has instructed me to end this negotiation. The gap between your position and the approved budget is too large to bridge. Thank you for your time; no further offers will follow.",
);
clear(
  "305",
  "agent",
  ctx("USD", 360_000),
  ask("shipping"),
  "Before submitting a bid I need to clarify one term: does your price include freight to our warehouse (ZIP 60632), or is shipping charged separately? If separate, please state the shipping cost.",
);
clear(
  "306",
  "agent",
  ctx("USD", 560_000),
  bid(495_000),
  "Market scan summary:\n• Median listing for comparable 2015–2017 John Deere 3038E units: USD 5,300\n• Lowest verified listing: USD 4,850 (200 miles away)\n• Highest: USD 6,100\nBased on this, I am authorized to offer USD 4,950 for the unit as inspected (1,140 engine hours).",
);
clear(
  "307",
  "agent",
  ctx("USD", 16_900, null, 40),
  total(14_500),
  "Group booking request: Annual Partner Summit\n- Room block: 40 room-nights (20 rooms × 2 nights, May 6–8)\n- Our offer: USD 5,800 for the entire block\n- Cancellation: per your standard group policy\nPlease confirm availability at this rate.",
);
clear(
  "308",
  "agent",
  ctx("USD", 250_000),
  percentOff(230_000, 8),
  "I am proposing a price 8% below your current offer, which keeps this purchase within my principal's Q1 allocation. If that works, I can confirm the order immediately.",
);
clear(
  "309",
  "agent",
  ctx("USD", 86_000, 74_000),
  middle(80_000),
  "Summary of positions: your offer USD 860, our last bid USD 740. To close efficiently, my principal proposes that we split the difference. Please confirm if acceptable.",
);
clear(
  "310",
  "agent",
  ctx("USD", 154_000, 130_000),
  ask("standing-offer"),
  "For the record, please restate your current offer for this item, including the currency, so that I can report it to my principal accurately.",
);
unclear(
  "311",
  "agent",
  ctx("USD", 480_000),
  "a range, no single bid",
  "I am authorized to settle anywhere between USD 4,000 and USD 4,400 for the lot. Which figure within that range would you accept?",
);
unclear(
  "312",
  "agent",
  ctx("USD", 680_000),
  "a bid conditional on extras (spare batteries and a charger)",
  "Offer: USD 6,200, conditional on the inclusion of two spare batteries and the fast charger. Without these accessories the offer does not stand.",
);
unclear(
  "313",
  "agent",
  ctx("USD", 300_000, 260_000),
  "a tentative acceptance, pending the principal's confirmation",
  "Your offer of USD 3,000 appears to be within parameters. I will likely recommend acceptance, but I need to confirm with my principal before committing.",
);
clear(
  "314",
  "agent",
  ctx("USD", 149_000),
  bid(129_900),
  "Requesting a price adjustment on listing #88213 (Sony A7 III body, shutter count approx. 14,200). Proposed price: $1,299.00. Payment via escrow within 24 hours of acceptance.",
);
clear(
  "315",
  "agent",
  ctx("USD", 275_000, 250_000),
  ACCEPT,
  "Decision: ACCEPT. Price agreed: USD 2,750.00 per unit, quantity 1. Next step: please send the order confirmation to procurement@mercer-logistics.example. (Task 5 of 7 in today's sourcing run.)",
);
clear(
  "316",
  "agent",
  ctx("USD", 4_500),
  ask("discount"),
  "My principal may scale this order up to 500 units of the custom hoodie. Do you offer tiered volume pricing? If so, please share the price breaks.",
);
clear(
  "317",
  "agent",
  ctx("USD", 340_000),
  minus(310_000, 30_000),
  "Counterproposal: reduce your current price by USD 300 and we will commit immediately. Rationale: the unit needs a new belt set (est. USD 180 in parts).",
);
clear(
  "318",
  "agent",
  ctx("USD", 95_000, 80_000),
  WITHDRAW,
  "Status: WALK_AWAY. Reason: the counterparty's price exceeds the maximum set by the user. Closing this thread; no further action required.",
);
clear(
  "319",
  "agent",
  ctx("USD", 540_000),
  bid(470_000),
  "Here is my counter for the 12-bike fleet lease:\n- Monthly rate: $4,700 (your quote: $5,400)\n- Term: 24 months\n- Maintenance visits: 2 per month, included as per your brochure\n- Start date: January 5\nFor reference, our internal cap is $5,000/month.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 450_000), bid(380_000), "*taps the cracked gelcoat near the bow* She's seen better days. $3,800, and I tow her away today.");
clear("402", "roleplay", ctx("USD", 250_000), words(200_000, "two grand"), "*pulls out a fat envelope and fans the bills* Two grand, right here, right now. Take it or leave it.");
clear("403", "roleplay", ctx("USD", 190_000, 170_000), ACCEPT, "*sighs, then grins and sticks out a hand* Alright, alright. You've got yourself a deal.");
clear("404", "roleplay", ctx("USD", 600_000, 480_000), WITHDRAW, "*pushes back the chair and stands* No, that's not going to work for me. Thanks for the coffee. *heads for the door*");
clear("405", "roleplay", ctx("USD", 85_000), ask("negotiable"), "*leans on the jukebox, eyeing the tag* So level with me: is that the price, full stop, or can we talk about it?");
clear("406", "roleplay", ctx("USD", 120_000), bid(95_000), "*scribbles on a notepad* I'll go to 1,050... *crosses it out* no — 950. That's what I meant.");
clear("407", "roleplay", ctx("USD", 380_000), minus(350_000, 30_000), "*kicks a rear tire* Hydraulics are weeping. Knock three hundred off and we shake on it.");
unclear("408", "roleplay", ctx("USD", 320_000), "sarcasm about the asking price: not an acceptance", "*laughs out loud* 3,200 for a coffee machine? Sure, and does it come with a barista who sings? *shakes head*");
unclear("409", "roleplay", ctx("USD", 180_000, 140_000), "musing over a number, no commitment", "*stares at the jukebox for a long while* Sixteen hundred... I dunno. Maybe. Maybe not.");
clear("410", "roleplay", ctx("USD", 140_000, 110_000), plus(115_000, 5_000), "*groans and digs out the wallet again* Fine. Fifty more than I said before. Not a cent above.");
clear("411", "roleplay", ctx("USD", 72_000, 65_000), ACCEPT, "*slaps the table* 720! Done! Wrap it up before I change my mind.");
clear("412", "roleplay", ctx("USD", 890_000), bid(790_000), "*climbs down from the cockpit* A 1986 Hunter with the original 15-horse diesel... I'm at $7,900, and that's generous.");
clear("413", "roleplay", ctx("GBP", 95_000, 70_000), WITHDRAW, "*tips hat* No sale, then. Good day to you, sir. *disappears into the market crowd*");
clear("414", "roleplay", ctx("USD", 215_000), ask("warranty"), "*turns the camera over, inspecting the lens mount* And if the shutter dies next month? Any warranty on this thing?");
clear("415", "roleplay", ctx("USD", 250_000, 210_000), middle(230_000), "*spreads both hands on the hood* You're at twenty-five, I'm at twenty-one. Let's meet in the middle and be done with it.");

export const FRESH4_EN = done();

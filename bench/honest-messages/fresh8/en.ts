/**
 * EIGHTH honest-buyer set, English (US, UK, Canada; see fresh8/index.ts): written 2026-11-27 blind — before
 * reading the reader's code, its rules or its tests, and without running it on these messages — for the reader's
 * authors to tune on. New products and scenarios (a sailing dinghy, a drum kit, a kegerator, a pressure washer, a
 * MIG welder, a tile saw, a photocopier, a banjo, a letterpress, a popcorn machine, an ice machine, a theodolite,
 * a patio heater, a vending machine, a chainsaw, a roof tent, a bread slicer, a grooming table, a solar kit, a
 * quilt, a globe, a tandem, a weather vane, a marble bust), new wording.
 *
 * Labels read once more, cold, after writing (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("seven fifty", "six hundred flat", "twenty-four hundred",
 *   "nine hundred and fifty dollars", "a hundred and eighty") name the phrase as written; relative bids recompute
 *   from the context; totals (4 heaters for 440, 3 ice machines for $4,800, 10 saws for $4,000, both for 300)
 *   divide exactly; self-corrections (009 "X. Sorry, typo: Y", 107 "X oops Y", 209 "should read Y", 408
 *   "X... no, Y") are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 308, 405); the others carry no digit.
 * - non-price numbers (model numbers, times, addresses, phone numbers, a PO number, dates, market comps, a
 *   budget) sit beside one bid.
 * - ambiguous: a rough figure, two options, sarcasm, "might take it", "-ish" with a condition, approval pending,
 *   a price hanging on a date, a range, tentative pending the client, two options in a list, "the 700s", musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh8In } from "./build";

const { clear, unclear, done } = fresh8In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 45_000), bid(38_000), "380 for the dinghy. Cash.");
clear("002", "terse", ctx("USD", 90_000), words(75_000, "seven fifty"), "Seven fifty for the drum kit, cymbals and all.");
clear("003", "terse", ctx("USD", 26_000, 22_000), ACCEPT, "Fine. Deal.");
clear("004", "terse", ctx("GBP", 150_000, 110_000), WITHDRAW, "Too rich for me. I'm out.");
clear("005", "terse", ctx("USD", 61_000), ask("delivery"), "When could the kegerator be here?");
clear("006", "terse", ctx("USD", 64_000), minus(60_000, 4_000), "40 off and it's yours.");
clear("007", "terse", ctx("USD", 52_000), percentOff(46_800, 10), "Take 10% off the asking and I'll collect tonight.");
clear("008", "terse", ctx("USD", 39_000), bid(31_000), "HM-460 pressure washer: 310, I pick up.");
clear("009", "terse", ctx("USD", 47_000), bid(39_000), "420. Sorry, typo: 390.");
clear("010", "terse", ctx("GBP", 33_000), ask("returns"), "Can I send the welder back if it doesn't strike an arc?");
unclear("011", "terse", ctx("USD", 58_000), "a rough figure: 'somewhere around', no firm bid", "somewhere around 500?");
clear("012", "terse", ctx("USD", 36_000, 30_000), plus(31_500, 1_500), "15 more than last time, that's it.");
clear("013", "terse", ctx("USD", 28_500, 24_000), ACCEPT, "285 it is.");
unclear("014", "terse", ctx("USD", 42_000), "two prices, with or without the case: which one?", "350, or 330 without the hard case");
clear("015", "terse", ctx("CAD", 74_000, 60_000), ask("standing-offer"), "What was your number again?");

// ---- chat ----
clear("101", "chat", ctx("USD", 14_500), bid(12_000), "hi! would u take 120 for the patio heater? can grab it tmrw");
clear("102", "chat", ctx("USD", 68_000, 60_000), ACCEPT, "YES!! deal 🎉 my kids are gonna lose it, when can i come get it?");
clear("103", "chat", ctx("USD", 55_000, 42_000), WITHDRAW, "ah thats a bit more than i can do rn. thanks anyway, hope it finds a good home 🙂");
clear("104", "chat", ctx("USD", 23_000), ask("shipping"), "does the price incl shipping or is that extra? im in ohio");
clear("105", "chat", ctx("USD", 68_000), words(60_000, "six hundred flat"), "love the banjo!! six hundred flat?");
clear("106", "chat", ctx("USD", 52_000), bid(45_000), "I'm off work at 6, could be at 1420 Maple by 7. 450 ok?");
clear("107", "chat", ctx("USD", 59_000), bid(50_500), "550 oops meant 505 😅");
clear("108", "chat", ctx("USD", 70_000, 60_000), middle(65_000), "meet u halfway between ur price and my last one?");
clear("109", "chat", ctx("USD", 32_000), ask("warranty"), "is the chainsaw still under warranty or nah");
unclear("110", "chat", ctx("USD", 95_000), "sarcasm about the price, not an acceptance", "950 for a used popcorn machine?? sure and i'll throw in my car too 😂");
unclear("111", "chat", ctx("USD", 27_000, 22_000), "'might' take it after asking someone: not a decision", "hmm i might take it at that, lemme ask my wife first");
clear("112", "chat", ctx("USD", 48_000), ask("negotiable"), "any wiggle room on the price?");
clear("113", "chat", ctx("USD", 19_000, 16_000), ACCEPT, "ok ok you win, ill take it");
clear("114", "chat", ctx("USD", 12_500, null, 4), total(11_000), "need 4 of the heaters for our patio, 440 for all of them?");
clear("115", "chat", ctx("USD", 38_000, 25_000), WITHDRAW, "nvm, pass");
clear("116", "chat", ctx("USD", 42_000), minus(37_000, 5_000), "knock 50 off and im in 👍");
clear("117", "chat", ctx("USD", 48_000, 40_000), plus(42_500, 2_500), "ok ill go twenty five more than what i said. last try lol");
unclear("118", "chat", ctx("USD", 36_000), "'-ish' and only if delivered: no firm bid", "would do 300ish if u can drop it off?");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 320_000),
  bid(275_000),
  "Dear Mr. Whitaker,\n\nThank you for showing us the Vandercook proof press on Thursday. Given that the rollers will need recovering, we would like to offer $2,750 for the press as it stands, and we will arrange the rigging ourselves.\n\nBest regards,\nNora Quill\nQuill & Hare Printshop\n88 Mill Street, Suite 2\nBurlington, VT 05401\n(802) 555-0143",
);
clear(
  "202",
  "polite-email",
  ctx("GBP", 95_000, 82_000),
  ACCEPT,
  "Dear Ms Pryce,\n\nThank you for coming back to us so quickly. We are happy to go ahead with the photocopier on the terms in your last message; please send the invoice to the address below.\n\nKind regards,\nGareth Evans\nPractice Manager, Evans & Rowe Solicitors\n12 Castle Street, Cardiff CF10 1BS",
);
clear(
  "203",
  "polite-email",
  ctx("USD", 210_000, 160_000),
  WITHDRAW,
  "Hi Dana,\n\nThanks again for your time and for the photos of the vending machine. After talking it over with my partner, we have decided not to go ahead; the numbers just don't work for our lobby. Best of luck with the sale.\n\nAll the best,\nMarcus Lee",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 140_000),
  ask("payment"),
  "Hello,\n\nWe are interested in the commercial bread slicer listed on your site. Could you let me know whether you accept payment by invoice with 30-day terms, or whether you need a card payment up front?\n\nThank you,\nRosa Delgado\nPurchasing, Sunrise Bakery Co.\nTel. (505) 555-0177",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 180_000, null, 3),
  total(160_000),
  "Dear Mr. Harlan,\n\nFollowing our call on 3 November, we would like to order three of the Hoshizaki ice machines for our three locations. We can offer $4,800 for the three units, delivered to our central kitchen.\n\nSincerely,\nPriya Natarajan\nOperations Director, Fresh Press Juice Bars\n455 Market St, San Francisco, CA 94105",
);
clear(
  "206",
  "polite-email",
  ctx("USD", 280_000),
  words(240_000, "twenty-four hundred"),
  "Dear Mr. Okafor,\n\nThank you for sending the calibration certificate for the theodolite. As it is now two years old and we would need to recalibrate before use, we can offer twenty-four hundred dollars.\n\nKind regards,\nLiam Fitzgerald\nFitzgerald Land Surveying LLC",
);
clear(
  "207",
  "polite-email",
  ctx("CAD", 300_000),
  percentOff(276_000, 8),
  "Good afternoon,\n\nWe are a non-profit outdoor school in Kelowna and would like to buy the solar kit for our field cabin. Would you accept 8% below your listed price? We could pick up any weekday.\n\nWith thanks,\nEmily Tran\nCoordinator, Okanagan Outdoor Learning\n250-555-0191",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 95_000),
  bid(82_500),
  "Hello Ms. Brandt,\n\nRe: PO 2026-0417, grooming table (hydraulic, 42\"). We can offer $825 including the arm and noose. Delivery to our salon at 730 Elm Ave would be ideal.\n\nThank you,\nKevin Marsh\nPaws & Claws Grooming\n(614) 555-0129",
);
clear(
  "209",
  "polite-email",
  ctx("GBP", 130_000),
  bid(105_000),
  "Dear Mr Holloway,\n\nThank you for the tandem's service history. We would like to offer £1,150 for it.\n\nApologies, that should read £1,050; I had the wrong figure in my notes.\n\nBest wishes,\nClaire and Tom Ashdown",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 45_000),
  ask("discount"),
  "Dear Sir or Madam,\n\nWe run four campsites and are looking at your roof tents. Is there a reduced price if we take six or more?\n\nBest regards,\nJonas Berg\nNorthwoods Camping LLC\n1200 Lake Road, Duluth, MN 55802",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 190_000, 160_000),
  "accepts only subject to the board's approval: not yet an acceptance",
  "Dear Ms. Carter,\n\nThank you for the revised figure for the marble bust. I am inclined to accept it, subject to approval at our trustees' meeting on 9 December.\n\nYours sincerely,\nDr. Helen Marsh\nCurator, Riverside Historical Society",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 72_000),
  "the price depends on a delivery date not yet known: two possible bids",
  "Hi Sam,\n\nThanks for the details on the patio heaters. If you can deliver before the 20th we'd pay $650; after that, $600 is about what it's worth to us, since the season will be half over.\n\nCheers,\nDevon\nThe Green Lantern Pub",
);
unclear(
  "213",
  "polite-email",
  ctx("GBP", 240_000),
  "a range, not a bid",
  "Dear Mr Ellis,\n\nWe have admired the antique globe for some time. We would be thinking of something between £1,800 and £2,000, depending on the condition of the stand.\n\nWith kind regards,\nMargaret Hughes",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 185_000, 160_000),
  ACCEPT,
  "Dear Mr. Nakamura,\n\nWe accept your price of $1,850 for the MIG welder and cart. I will confirm collection for next Tuesday.\n\nKind regards,\nAnna Kovacs\nKovacs Fabrication\n(412) 555-0108",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 260_000, 210_000),
  WITHDRAW,
  "Dear Ms. Ruiz,\n\nThank you for your patience during our discussions. We have decided to go with another supplier for the tile saws, so we will withdraw from this one. We appreciate your help.\n\nBest regards,\nOwen Pike\nPike Tile & Stone",
);
clear(
  "216",
  "polite-email",
  ctx("USD", 210_000),
  minus(195_000, 15_000),
  "Hello,\n\nWe like the weather vane very much, but it needs regilding. Could you reduce the price by $150 to cover that? Then we would take it.\n\nKind regards,\nPeter and June Abbott\nOld Barn Farm",
);
clear(
  "217",
  "polite-email",
  ctx("USD", 64_000),
  bid(56_000),
  "Dear Mrs. Kline,\n\nI saw your Amish quilt at the craft fair last weekend and cannot stop thinking about it. Would you accept $560? I live at 221 Birch Lane, only 15 minutes away, and could collect it on Saturday.\n\nWarmly,\nBeth Sorensen\n(563) 555-0166",
);
clear(
  "218",
  "polite-email",
  ctx("USD", 88_000, 70_000),
  ask("rounds-left"),
  "Hi Jordan,\n\nBefore I send another figure for the kegerator, could you tell me how many more rounds we have in this negotiation?\n\nThanks,\nAlex",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 420_000),
  bid(365_000),
  "I'm negotiating on behalf of Harbor Sailing School. Comparable dinghies with trailers sold recently for $3,400, $3,900 and $4,100, and our budget for the fleet this quarter is $12,000. Taking the sail wear into account, we offer $3,650 for this boat.",
);
clear(
  "302",
  "agent",
  ctx("USD", 89_000),
  bid(78_000),
  "Proposal from the buyer's purchasing assistant for the popcorn machine (8 oz kettle):\n```json\n{\"item\": \"popcorn machine\", \"offer\": 780, \"currency\": \"USD\", \"pickup\": \"2026-12-04\"}\n```\nPlease reply to accept or counter.",
);
clear(
  "303",
  "agent",
  ctx("USD", 45_000, null, 10),
  total(40_000),
  "Hello, I'm an automated buyer for Coastal Renovations. We need 10 wet tile saws for a training centre. Our offer is $4,000 for all ten units, delivered within three weeks.",
);
clear(
  "304",
  "agent",
  ctx("USD", 150_000),
  percentOff(132_000, 12),
  "As my principal's buying agent, I'd like to propose 12% off your asking price for the photocopier. It has 41,000 pages on the counter, which is above average for its age.",
);
clear(
  "305",
  "agent",
  ctx("USD", 240_000, 200_000),
  middle(220_000),
  "Thank you for your counter. To close this quickly, my client proposes that we split the difference between your current price and our last offer.",
);
clear(
  "306",
  "agent",
  ctx("USD", 85_000, 70_000),
  plus(75_000, 5_000),
  "On behalf of the buyer: we can raise our previous offer by $50 for the vending machine. This reflects the added coin mechanism you mentioned.",
);
clear(
  "307",
  "agent",
  ctx("USD", 56_000, 48_000),
  ACCEPT,
  "I'm the purchasing agent for Marlow Café. My client has authorized me to accept your offer for the espresso grinder. Please send payment instructions and we will arrange pickup.",
);
clear(
  "308",
  "agent",
  ctx("USD", 61_000, 52_000),
  ACCEPT,
  "Confirmed: we accept your price of 610.00 USD for the roof tent. Pickup window: Saturday 10:00–12:00.",
);
clear(
  "309",
  "agent",
  ctx("USD", 320_000, 240_000),
  WITHDRAW,
  "Thank you for your time. Your price remains above the ceiling my client set for this purchase, so I am ending the negotiation on their behalf. We wish you a successful sale.",
);
clear(
  "310",
  "agent",
  ctx("GBP", 74_000, 55_000),
  WITHDRAW,
  "After reviewing the latest terms, my principal has decided not to proceed with the drum kit. We are withdrawing from this negotiation.",
);
clear(
  "311",
  "agent",
  ctx("USD", 95_000),
  ask("delivery"),
  "I'm acting for a buyer in Phoenix. Before we make an offer on the chainsaw bundle: what is the earliest delivery date you can commit to?",
);
clear(
  "312",
  "agent",
  ctx("USD", 130_000),
  ask("returns"),
  "My client would like to understand your return policy before bidding on the banjo: if it arrives with a cracked head, can it be returned for a full refund, and within how many days?",
);
clear(
  "313",
  "agent",
  ctx("USD", 22_000),
  ask("discount"),
  "This is the procurement assistant for Lakeside Cinemas. We are considering 15 popcorn scoops and warmers. Do you offer a quantity discount at that volume?",
);
unclear(
  "314",
  "agent",
  ctx("USD", 62_000),
  "tentative: the client has not confirmed, so no bid is made yet",
  "Tentatively, my client could go to 540 for the welder, but I have to confirm with them before this becomes an offer. I'll come back to you tomorrow.",
);
unclear(
  "315",
  "agent",
  ctx("USD", 160_000),
  "two options, the seller must choose: no single bid",
  "My client is open to two structures for the solar kit:\n- $1,350 with the batteries included\n- $1,150 without the batteries\nLet me know which you prefer.",
);
unclear(
  "316",
  "agent",
  ctx("USD", 90_000),
  "'in the 700s' is a range, not a bid",
  "Based on recent sales, my principal would consider something in the 700s for the kegerator. Is that a conversation you're open to?",
);
clear(
  "317",
  "agent",
  ctx("USD", 33_000),
  bid(28_000),
  "Counter-offer for the weather vane, from the buyer's assistant:\n\nitem: copper weather vane (rooster)\nprice: 280\ncurrency: USD\ncondition_notes: patina, one bent letter\n\nWe can collect this week.",
);
clear(
  "318",
  "agent",
  ctx("USD", 110_000),
  words(95_000, "nine hundred and fifty dollars"),
  "I represent a small theatre company looking for a marble bust for a production. Our offer is nine hundred and fifty dollars, paid on collection.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 30_000), bid(24_000), "*squints at the globe, spins it once* Hmm. The paint's worn off Australia. 240, and I'll carry it myself.");
clear("402", "roleplay", ctx("USD", 22_000), words(18_000, "a hundred and eighty"), "*leans on the counter* Look, friend, a hundred and eighty for the bread slicer. Take it or leave it.");
clear("403", "roleplay", ctx("USD", 44_000, 38_000), ACCEPT, "*extends a hand* Alright, you drive a hard bargain. We have a deal.");
clear("404", "roleplay", ctx("GBP", 36_000, 30_000), ACCEPT, "*throws hands up* Brilliant! Done! Wrap it up, I'm taking it home today!");
clear("405", "roleplay", ctx("USD", 9_500, 7_000), ACCEPT, "*slides the coins across* 95 it is, old man. You've earned it.");
clear("406", "roleplay", ctx("USD", 48_000, 36_000), WITHDRAW, "*sighs and puts on her coat* I'm sorry, that's more than I have. Thank you for your time though.");
clear("407", "roleplay", ctx("USD", 60_000, 40_000), WITHDRAW, "*turns on heel* Nope. Done here.");
clear("408", "roleplay", ctx("USD", 7_500), bid(5_500), "*counts coins* I'll give you 60... no, 55. That's all that's in my purse.");
clear("409", "roleplay", ctx("USD", 15_000), minus(13_000, 2_000), "*taps the grooming table* It wobbles. Take twenty dollars off your price and we'll call it fair.");
clear("410", "roleplay", ctx("USD", 27_000, 20_000), ask("standing-offer"), "*scratches head* Wait, remind me, what are you asking for it now?");
clear("411", "roleplay", ctx("USD", 34_000), ask("shipping"), "*peers at the tandem* And if I buy it, will you ship it to Vermont, or is that on me?");
clear("412", "roleplay", ctx("USD", 52_000), ask("negotiable"), "*raises an eyebrow* Is that price carved in stone, or are we talking?");
clear("413", "roleplay", ctx("USD", 11_000, 8_000), plus(9_000, 1_000), "*groans* Fine. Ten more than I said before. Not a penny beyond.");
clear("414", "roleplay", ctx("USD", 17_500, null, 2), total(15_000), "*points at the two patio heaters* Both of them, 300 together. My back can carry them.");
unclear("415", "roleplay", ctx("USD", 26_000), "musing aloud about a number: not a bid", "*strokes chin, staring at the drum kit* Hmm... two hundred... maybe... I don't know...");

export const FRESH8_EN = done();

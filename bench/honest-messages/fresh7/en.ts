/**
 * SEVENTH unseen set, English (US, UK, Canada; see fresh7/index.ts): written 2026-11-27 without opening the
 * reader's code, its rules or its tests, and never run through the reader. New products and scenarios (a pinball
 * machine, a sea kayak, a cargo bike, a lawn tractor, a saxophone, a rocking horse, kettlebells, an e-scooter, a
 * washer-extractor for a laundromat, a wedding cake, a walk-in cold room, a coffee roaster, a shop-front mural, a
 * refurbished dental chair, minibar fridges for a hotel, a laser cutter, a CNC router, a hand loom, a snow blower,
 * a greenhouse kit, a harpsichord, folding tables; at a fair: a carved pipe, an oil lamp, a bow and quiver, a
 * woven basket, a silver locket), new wording, mostly plain prose.
 *
 * Labels read once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; words ("seven hundred", "four fifty", "two thousand pounds", "two
 *   thousand five hundred dollars", "fifteen", "twenty-five") name the phrase as written; relative bids recompute
 *   from the context (one off the buyer's OWN last bid, 314); totals (12 kettlebells, 20 fridges, 25 tables)
 *   divide exactly; self-corrections (009 "X — scratch that, Y", 107 "X" then "wait no Y", 207 "I wrote X; it
 *   should have read Y", 406 "thirty — no, twenty-five") carry the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 217, 312, 410); the others carry no digit.
 * - non-price numbers (hours on a meter, a child's age, ZIP and postal codes, dates, quote numbers, phone numbers,
 *   a photo number, market ranges, a count of arrows) sit beside one bid or beside a question.
 * - ambiguous: a range, approval by a partner, sarcasm, "go up a bit" with no amount, two prices by delivery,
 *   approval by a finance committee, "in the region of" a band, an agent's figure held for its user, "might
 *   accept", two options, musing, a price seen at another stall.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh7In } from "./build";

const { clear, unclear, done } = fresh7In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 145_000), bid(120_000), "1,200 for the pinball machine. I'll bring a trailer.");
clear("002", "terse", ctx("GBP", 90_000), words(70_000, "seven hundred"), "Seven hundred for the kayak, paddle included.");
clear("003", "terse", ctx("USD", 38_000, 33_000), ACCEPT, "Fair enough, I'll take it.");
clear("004", "terse", ctx("USD", 260_000, 190_000), WITHDRAW, "Too rich for me. Thanks anyway.");
clear("005", "terse", ctx("USD", 54_000), ask("shipping"), "Does that include freight to 97214?");
clear("006", "terse", ctx("USD", 85_000), minus(75_000, 10_000), "Take 100 off and it's a deal.");
clear("007", "terse", ctx("CAD", 40_000), percentOff(34_000, 15), "15% off and I'll come get the cargo bike today.");
clear("008", "terse", ctx("USD", 62_000), bid(48_000), "410 hours on the meter, so 480 is fair for the mower.");
clear("009", "terse", ctx("USD", 30_000), bid(24_000), "260 — scratch that, 240.");
clear("010", "terse", ctx("USD", 45_000), ask("returns"), "Can I send it back within 14 days if it won't fit in the van?");
unclear("011", "terse", ctx("USD", 42_000), "a range, no single amount", "somewhere between 300 and 350?");
clear("012", "terse", ctx("USD", 70_000, 55_000), plus(59_000, 4_000), "Up 40 from my last.");
clear("013", "terse", ctx("USD", 52_000, 46_000), ACCEPT, "520 works. Deal.");
unclear("014", "terse", ctx("USD", 95_000), "subject to a partner's agreement", "Would consider 800 if my wife agrees.");
clear("015", "terse", ctx("USD", 95_000, 80_000), ask("standing-offer"), "Sorry, what was your last number?");

// ---- chat ----
clear("101", "chat", ctx("USD", 3_500, null, 12), total(3_000), "hiya, would u do 360 for all 12 of the kettlebells?");
clear("102", "chat", ctx("USD", 48_000, 40_000), ACCEPT, "yesss ok deal!! 🎉 when can i pick up");
clear("103", "chat", ctx("USD", 120_000, 85_000), WITHDRAW, "nah thats too steep for me, good luck with the sale tho 🙏");
clear("104", "chat", ctx("USD", 27_000), ask("delivery"), "how soon could u drop it off? im home all next week");
clear("105", "chat", ctx("USD", 60_000), words(45_000, "four fifty"), "would u take four fifty for the alto sax?");
clear("106", "chat", ctx("USD", 33_000), bid(25_000), "my daughter turns 2 next month and she'd love the rocking horse lol. 250?");
clear("107", "chat", ctx("USD", 80_000), bid(59_000), "i'll do 640\nwait no 590, forgot i still need a case");
clear("108", "chat", ctx("USD", 72_000, 60_000), middle(66_000), "meet me halfway? 😅");
clear("109", "chat", ctx("USD", 80_000), ask("payment"), "do u take venmo or cash only?");
unclear("110", "chat", ctx("USD", 150_000), "sarcasm about the asking price: not an acceptance", "1.5k for a student sax?? sure and i'll throw in my car too 🙄");
unclear("111", "chat", ctx("USD", 48_000, 38_000), "\"go up a bit\" with no amount, and only later", "could prob go up a bit if u can wait till payday");
clear("112", "chat", ctx("USD", 48_000), ask("negotiable"), "is the price firm or r u flexible?");
clear("113", "chat", ctx("USD", 30_000, 26_000), ACCEPT, "ok fine u win 😂 i'll take it");
clear("114", "chat", ctx("USD", 65_000, 45_000), WITHDRAW, "gonna pass, found one closer to home. thx!");
clear("115", "chat", ctx("USD", 40_000), minus(37_500, 2_500), "any chance u knock off twenty five? then im in");
clear("116", "chat", ctx("USD", 110_000), ask("warranty"), "does the e-scooter still have warranty left on it?");
clear("117", "chat", ctx("CAD", 22_000), bid(16_000), "160 and i can grab it tonight, im right by the metro");
unclear("118", "chat", ctx("USD", 35_000), "two prices depending on delivery: which is the bid?", "270? or 290 if u deliver idk");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 480_000),
  bid(415_000),
  "Dear Ms. Okafor,\n\nThank you for quote #7731 for the reconditioned washer-extractor. We would like to offer $4,150, and we can collect it from your warehouse on December 9.\n\nKind regards,\nDaniel Reyes\nSpin Cycle Laundromat\n1120 SE Alder St, Portland, OR 97214\n(503) 555-0188",
);
clear(
  "202",
  "polite-email",
  ctx("GBP", 180_000, 150_000),
  ACCEPT,
  "Dear Hannah,\n\nThank you for coming back to us about the cake. We're happy to go ahead at your price, and we'll pay the deposit as soon as your invoice arrives.\n\nKind regards,\nPriya and Tom",
);
clear(
  "203",
  "polite-email",
  ctx("CAD", 600_000, 450_000),
  WITHDRAW,
  "Dear Mr. Tremblay,\n\nThank you for your patience. Having discussed the walk-in cold room with our partners, we have decided not to proceed. We appreciate the time you put into the quote.\n\nBest regards,\nNadia Brooks",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 320_000),
  ask("delivery"),
  "Hello,\n\nCould you confirm whether the coffee roaster could be delivered and installed by January 15? Our café opens on the 22nd.\n\nMany thanks,\nLeo Marsh\nMarsh Roasting Co.\n(412) 555-0172",
);
clear(
  "205",
  "polite-email",
  ctx("GBP", 250_000),
  words(200_000, "two thousand pounds"),
  "Dear Ms Achebe,\n\nWe loved your sketches for the shop-front mural. Our budget is modest, so we would like to offer two thousand pounds for the design and painting.\n\nWarm regards,\nElla Grant\nGrant's Bakery, 14 Mill Lane, Bristol BS1 4DJ",
);
clear(
  "206",
  "polite-email",
  ctx("USD", 240_000),
  percentOff(216_000, 10),
  "Dear Mr. Patel,\n\nThank you for the demonstration on Tuesday. As the machine is two years old, we would propose 10% off your quoted price.\n\nBest wishes,\nKaren Liu\nLiu Signs, Suite 4, 800 Main Street, Hartford, CT 06103",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 150_000),
  bid(125_000),
  "Hi Mark,\n\nA quick correction to my email from this morning: I wrote $1,350 for the harpsichord, but it should have read $1,250. Apologies for the confusion.\n\nBest,\nSophie",
);
clear(
  "208",
  "polite-email",
  ctx("GBP", 420_000),
  ask("warranty"),
  "Dear Sir or Madam,\n\nBefore we make an offer on the refurbished dental chair (listing 55-210), could you tell us whether it comes with a warranty, and for how long?\n\nYours faithfully,\nDr Fiona Walsh\nWalsh Dental, 3 Queen Street, Leeds LS1 2TW\n0113 496 0520",
);
clear(
  "209",
  "polite-email",
  ctx("USD", 95_000, 85_000),
  ACCEPT,
  "Dear Tom,\n\nThat works for us. Please go ahead and send the invoice, and let me know which day suits you for pickup.\n\nBest,\nRachel",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 18_000, null, 20),
  total(16_000),
  "Dear Sales Team,\n\nFor our renovation at the Lakeside Inn we need 20 minibar fridges. We can offer $3,200 for all twenty, delivered to our loading dock.\n\nSincerely,\nGreg Hollis\nPurchasing, Lakeside Inn\n(218) 555-0134",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 320_000),
  "subject to a finance committee's approval: not yet an offer",
  "Dear Ms. Novak,\n\nSubject to approval by our finance committee on December 12, we could offer $2,800 for the CNC router.\n\nKind regards,\nAlan Pierce\nPierce Woodworks",
);
clear(
  "212",
  "polite-email",
  ctx("USD", 650_000),
  ask("payment"),
  "Good afternoon,\n\nWould you accept payment in two instalments, half on order and half on delivery?\n\nThank you,\nMaria Costa\nCosta Family Dental",
);
clear(
  "213",
  "polite-email",
  ctx("GBP", 75_000, 55_000),
  WITHDRAW,
  "Dear Mr Hughes,\n\nMany thanks for your reply. I'm afraid that is more than I can spend at the moment, so I'll step back. Best of luck with the sale.\n\nKind regards,\nJoan",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 300_000, 250_000),
  plus(265_000, 15_000),
  "Dear Mr. Ford,\n\nThank you for holding the greenhouse for us. We can increase our previous offer by $150, which is as far as our budget stretches.\n\nBest regards,\nAmy Chen",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 4_500),
  ask("discount"),
  "Hello,\n\nIf we ordered 40 rolls of labels rather than 10, would the price per roll come down?\n\nThanks,\nBen Ortiz\nOrtiz Farm Shop",
);
unclear(
  "216",
  "polite-email",
  ctx("GBP", 180_000),
  "\"in the region of\" a band: no single amount",
  "Dear Ms Reid,\n\nThank you for the details. We are thinking of something in the region of £1,400 to £1,500 for the loom. Would that be of interest?\n\nBest wishes,\nCatherine Moss",
);
clear(
  "217",
  "polite-email",
  ctx("USD", 210_000, 180_000),
  ACCEPT,
  "Dear Mr. Ahmed,\n\nWe accept your price of $2,100 for the laser cutter. Please send the invoice and we will arrange payment.\n\nRegards,\nTara Nguyen\nNguyen Fabrication",
);
clear(
  "218",
  "polite-email",
  ctx("CAD", 140_000),
  ask("shipping"),
  "Hi there,\n\nCould you tell me what shipping to Winnipeg, R3C 4T3 would cost, or whether it is already included in the price?\n\nThanks so much,\nOwen Clarke",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 380_000),
  bid(345_000),
  "On behalf of my client, thank you for the detailed listing. Comparable used CNC routers have sold for between $3,400 and $3,900 over the last 90 days. My client offers $3,450, with payment on pickup.",
);
clear(
  "302",
  "agent",
  ctx("USD", 68_000, 60_000),
  ACCEPT,
  "My principal has reviewed your latest offer and accepts it. Please send the invoice and the pickup details when convenient.",
);
clear(
  "303",
  "agent",
  ctx("USD", 520_000, 400_000),
  WITHDRAW,
  "After reviewing your final position, my client has decided not to proceed with this purchase. Thank you for your time; I am closing the negotiation on our side.",
);
clear(
  "304",
  "agent",
  ctx("USD", 210_000, 170_000),
  ask("rounds-left"),
  "Before I submit a further offer, could you tell me how many rounds remain in this negotiation?",
);
clear(
  "305",
  "agent",
  ctx("USD", 260_000, 220_000),
  middle(240_000),
  "To close this today, my principal proposes that we meet in the middle between your current price and our last offer.",
);
clear(
  "306",
  "agent",
  ctx("USD", 95_000),
  bid(78_000),
  "Here is my client's offer for the hand loom:\n- Price: $780\n- Collection: Saturday, December 6\n- Payment: bank transfer on collection",
);
clear("307", "agent", ctx("USD", 65_000), bid(54_000), '{"action": "offer", "item": "two-stage snow blower", "price": 540, "currency": "USD"}');
clear(
  "308",
  "agent",
  ctx("USD", 180_000),
  percentOff(171_000, 5),
  "Given the scratches on the side panels visible in photo 3, my client proposes 5% off your asking price.",
);
clear(
  "309",
  "agent",
  ctx("USD", 140_000),
  ask("returns"),
  "My client would like to understand your return policy: can the harpsichord be returned within 30 days if it arrives damaged?",
);
clear(
  "310",
  "agent",
  ctx("USD", 300_000),
  words(250_000, "two thousand five hundred dollars"),
  "My principal is prepared to offer two thousand five hundred dollars for the greenhouse kit, delivery not included.",
);
unclear(
  "311",
  "agent",
  ctx("USD", 230_000),
  "a figure held back until the user confirms: not yet sent as an offer",
  "I am preparing an offer of around $1,900, but I need to confirm it with my user first. Please hold until I come back to you.",
);
clear("312", "agent", ctx("USD", 87_000, 80_000), ACCEPT, "decision: accept\nprice: 870.00 USD\nnote: please send payment instructions");
clear(
  "313",
  "agent",
  ctx("USD", 55_000),
  ask("shipping"),
  "Is shipping to ZIP 60614 included in the listed price? If not, could you quote it separately?",
);
clear(
  "314",
  "agent",
  ctx("USD", 140_000, 120_000),
  minus(112_000, 8_000, "last-bid"),
  "Having now seen the condition report, my principal reduces our previous offer by $80.",
);
clear(
  "315",
  "agent",
  ctx("USD", 75_000, 60_000),
  plus(65_000, 5_000),
  "My client can go fifty dollars higher than our last offer, and that is the ceiling.",
);
clear(
  "316",
  "agent",
  ctx("USD", 12_000, null, 25),
  total(10_000),
  "For 25 folding tables, my principal offers $2,500 in total, delivered to the community hall by the end of the month.",
);
unclear(
  "317",
  "agent",
  ctx("USD", 190_000),
  "\"might accept\" a figure: no commitment",
  "My user might accept something close to $1,600 for the pinball machine, though they haven't decided yet.",
);
unclear(
  "318",
  "agent",
  ctx("USD", 130_000),
  "two options, no single bid",
  "My client sees two ways forward:\n- $1,150 with the stand and the case\n- $1,000 for the saxophone alone\nPlease let me know which works for you.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 6_000), bid(4_000), "*runs a thumb along the carved pipe* I'll give you 40 for it.");
clear("402", "roleplay", ctx("USD", 2_200), words(1_500, "fifteen"), "*holds the oil lamp up to the light* Fifteen, and not a penny more.");
clear("403", "roleplay", ctx("USD", 9_000, 7_500), ACCEPT, "*spits in a palm and holds out a hand* Done, then.");
clear("404", "roleplay", ctx("USD", 18_000, 12_000), WITHDRAW, "*snorts and turns on a heel* Robbery. Good day.");
clear("405", "roleplay", ctx("USD", 30_000), ask("payment"), "*pats empty pockets* Would you take a note from the guild, or is it coin only?");
clear("406", "roleplay", ctx("USD", 3_500), words(2_500, "twenty-five"), "*opens mouth* Thirty — no. *frowns at the frayed handle* Twenty-five, and that's generous.");
clear("407", "roleplay", ctx("USD", 6_500), minus(5_500, 1_000), "*taps the dent in the brass* Knock ten off for that and we'll talk like friends.");
unclear("408", "roleplay", ctx("USD", 4_500), "musing, no commitment", "*turns the woven basket over* Maybe thirty... I'll think on it.");
clear("409", "roleplay", ctx("USD", 9_000, 6_000), plus(6_500, 500), "*adds one more coin to the pile* Five more than I said. There.");
clear("410", "roleplay", ctx("USD", 4_800, 4_000), ACCEPT, "*laughs and shakes your hand* 48 it is, you old thief.");
clear("411", "roleplay", ctx("USD", 25_000), ask("negotiable"), "*leans on the counter* Is that price carved in stone, or can we talk?");
clear("412", "roleplay", ctx("USD", 18_000, 12_000), WITHDRAW, "*sets the silver locket back on the cloth* Too dear for my purse. Farewell, merchant.");
clear("413", "roleplay", ctx("USD", 25_000), bid(18_000), "*counts the 12 arrows in the quiver* 180 for the bow and the lot.");
unclear("414", "roleplay", ctx("USD", 20_000), "a price seen at another stall, offered as a question: no bid of their own", "*glances at the stall across the lane* He's asking 150 for one just like it... what say you?");
clear("415", "roleplay", ctx("USD", 10_000, 7_000), middle(8_500), "*holds up both hands* You say a hundred, I said seventy. Halfway?");

export const FRESH7_EN = done();

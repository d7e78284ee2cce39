/**
 * FIFTH unseen set, English (US, UK, Canada; see fresh5/index.ts): written 2026-11-27 before reading the reader's
 * code, its rules or its tests, and without running it on these messages. New products and scenarios (a telescope, a
 * hot tub, an industrial sewing machine, an accordion, a treadmill, bar stools, a pottery kiln, an office cleaning
 * contract, a vintage motorcycle, a commercial dishwasher, standing desks, an event photographer, pallet racking, a
 * festival marquee, a horse trailer, classroom projectors, a deli display case, a grandfather clock, scaffolding
 * hire, a food truck, a rug and a beehive at a fair), new wording.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; $5,400 / £2,350 / USD 612.00 / "amount": 2450; words ("eleven fifty",
 *   "five hundred even", "two thousand dollars", "three hundred and fifty") name the phrase as written; relative
 *   bids recompute from the context, their amount in digits or words ("take a hundred off"); totals (3 stools for
 *   270, 12 desks for $6,600, 60 frames for USD 900.00) divide exactly; self-corrections (009 "X. correction: Y",
 *   107 "X.. scratch that, Y", 209 "should have read Y", 406 "X — hold on, it's Y") are labelled with the amount the
 *   buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (model numbers, phone numbers, street and unit numbers, ZIP and postcodes, a VAT and a company
 *   number, listing and serial numbers, dates, times, sizes, mileage, a year, competitor quotes, market figures, a
 *   budget, a quantity, a run counter) sit beside one bid.
 * - ambiguous: "-ish", a price conditional on delivery, sarcasm (twice), a price seen elsewhere, a range, a bid
 *   conditional on installation, sleeping on it, subject to financing, two options, agreement in principle pending
 *   legal review, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh5In } from "./build";

const { clear, unclear, done } = fresh5In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 54_000), bid(46_500), "Can do $465 for the telescope, pickup Sunday.");
clear("002", "terse", ctx("USD", 140_000), words(115_000, "eleven fifty"), "Eleven fifty for the hot tub, cash when I collect.");
clear("003", "terse", ctx("USD", 38_000, 33_000), ACCEPT, "OK, your price works. Done.");
clear("004", "terse", ctx("GBP", 260_000, 200_000), WITHDRAW, "Forget it, too steep. Bye.");
clear("005", "terse", ctx("USD", 89_000), ask("shipping"), "How much is shipping to Denver, 80205?");
clear("006", "terse", ctx("USD", 31_000), minus(28_500, 2_500), "$25 under your price and it's a go today.");
clear("007", "terse", ctx("USD", 72_000), percentOff(61_200, 15), "Give me 15 percent off your price and it's mine.");
clear("008", "terse", ctx("USD", 129_900), bid(105_000), "1,050 for the Juki DDL-8700, as is.");
clear("009", "terse", ctx("USD", 42_000), bid(31_000), "340. correction: 310.");
clear("010", "terse", ctx("USD", 18_500), ask("payment"), "Do you take PayPal?");
unclear("011", "terse", ctx("USD", 36_000), "hedged: about 300, not a firm amount", "maybe 300ish?");
clear("012", "terse", ctx("USD", 64_000, 50_000), plus(54_000, 4_000), "Up 40 from my last. Final.");
clear("013", "terse", ctx("GBP", 47_500, 42_000), ACCEPT, "£475, go on then.");
unclear("014", "terse", ctx("USD", 34_000), "two prices depending on delivery: which one?", "300 if you deliver, else 270");
clear("015", "terse", ctx("USD", 99_000, 85_000), ask("rounds-left"), "Last round, or can I still counter?");

// ---- chat ----
clear("101", "chat", ctx("USD", 79_000), bid(64_000), "hey is the accordion still around? would do 640");
clear("102", "chat", ctx("USD", 52_000, 45_000), ACCEPT, "omg yes!! done deal, when can i swing by to grab it 😍");
clear("103", "chat", ctx("USD", 48_000, 35_000), WITHDRAW, "nah that's more than i wanna spend on a treadmill. no worries tho, good luck with it!");
clear("104", "chat", ctx("USD", 61_000), ask("delivery"), "how soon could u get it to me? need it before the 14th");
clear("105", "chat", ctx("USD", 58_000), words(50_000, "five hundred even"), "would u do five hundred even? 🙏");
clear("106", "chat", ctx("USD", 85_000), bid(72_000), "I'm near 3rd & Pine, could pick up around 5:30. 720 work for you?");
clear("107", "chat", ctx("USD", 99_000), bid(82_000), "850.. scratch that, 820 is my max");
clear("108", "chat", ctx("USD", 90_000, 76_000), middle(83_000), "ok halfway between your number and mine? 🤝");
clear("109", "chat", ctx("USD", 61_000), ask("warranty"), "any warranty left on the motor?");
unclear("110", "chat", ctx("USD", 90_000), "sarcasm about the asking price: not an acceptance", "lol 900 for a used treadmill, sure, why not round it up to a grand 🙄");
unclear("111", "chat", ctx("USD", 54_000), "a price seen elsewhere, not a bid", "saw the same scope on marketplace for 410 🤷");
clear("112", "chat", ctx("USD", 79_000), ask("negotiable"), "is the price firm or are you open to offers?");
clear("113", "chat", ctx("USD", 31_000, 26_000), ACCEPT, "fine fine, I'll take it at your price 👍");
clear("114", "chat", ctx("USD", 10_500, null, 3), total(9_000), "can u do all 3 stools for 270 total?");
clear("115", "chat", ctx("USD", 45_000, 30_000), WITHDRAW, "nope. forget it");
clear("116", "chat", ctx("USD", 62_000), minus(56_000, 6_000), "if u drop it by 60 i'm sold");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 620_000),
  bid(540_000),
  "Dear Ms. Alvarez,\n\nThank you for letting us fire a test load in the Skutt KM-1027 last week. The elements will need replacing within the year, so we would like to offer $5,400 for the kiln, including the furniture kit.\n\nWarm regards,\nHarriet Cole\nClay Collective Studio\n1450 W Grand Ave, Unit 3\nChicago, IL 60642\n(773) 555-0198",
);
clear(
  "202",
  "polite-email",
  ctx("USD", 380_000, 330_000),
  ACCEPT,
  "Hello Mr. Osei,\n\nThank you for the revised proposal for the office cleaning. We are pleased to accept it on the terms you set out, and we look forward to working with your team.\n\nKind regards,\nBrenda Kowalski\nOffice Manager, Lantern & Co.",
);
clear(
  "203",
  "polite-email",
  ctx("GBP", 720_000, 610_000),
  WITHDRAW,
  "Dear Graham,\n\nThank you for letting me take the Norton out on Saturday, and for your patience with all my questions. I've thought it over and I'm going to leave it there; it's more than I can justify at the moment.\n\nAll the best,\nTom Ashby",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 890_000),
  ask("warranty"),
  "Good afternoon,\n\nWe are replacing the dishwasher in our restaurant kitchen and your reconditioned Hobart unit looks like a good fit. Could you tell me what warranty comes with it, and whether it covers parts and labour?\n\nMany thanks,\nDiego Ramirez\nHead Chef, Salt & Ember\n(415) 555-0172",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 62_000, null, 12),
  total(55_000),
  "Hi Jordan,\n\nWe're fitting out the second floor of our co-working space and would like 12 of the electric standing desks (160 x 80 cm tops, black frames). We can offer $6,600 for the twelve, delivered and assembled.\n\nThanks,\nPriya Natarajan\nHive Workspace\n22 Canal St, Suite 400\nBoston, MA 02114",
);
clear(
  "206",
  "polite-email",
  ctx("USD", 260_000),
  words(200_000, "two thousand dollars"),
  "Dear Ms. Whitfield,\n\nThank you for sending your portfolio and the outline for our company retreat. We would love to have you photograph the full day, and we can offer two thousand dollars for it, edited images included.\n\nBest wishes,\nNoah Bergstrom\nPeople & Culture, Fernhill Analytics",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 940_000),
  percentOff(846_000, 10),
  "Dear Mr. Kaminski,\n\nThank you for your quotation for the pallet racking at our Milwaukee distribution centre. We are ready to place the order at 10% below the figure quoted, with installation in the second half of January.\n\nRegards,\nAngela Fitzgerald\nWarehouse Operations\nTel. +1 414 555 0131",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 510_000),
  bid(420_000),
  "Hello Sam,\n\nThanks for the call yesterday. For the three-day hire of the 10 x 20 m marquee for our festival (June 12–14, set-up on the 11th), we can offer $4,200 including flooring and lighting.\n\nBest regards,\nClaire Dubois\nRiverbend Folk Festival",
);
clear(
  "209",
  "polite-email",
  ctx("GBP", 390_000, 300_000),
  bid(351_000),
  "Dear Mrs Pryce,\n\nApologies — in my email this morning I offered £3,150 for the trailer; that should have read £3,510.\n\nKind regards,\nGareth Lloyd",
);
clear(
  "210",
  "polite-email",
  ctx("USD", 349_900),
  ask("returns"),
  "Hi there,\n\nI'm interested in the Celestron mount you have listed. If the tracking turns out to be faulty once I set it up, would I be able to return it within 30 days?\n\nThanks very much,\nAnika Patel",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 380_000),
  "a range, no single bid",
  "Dear Mr. Osei,\n\nThank you for the walkthrough. For the cleaning contract we are thinking of something in the region of $3,000 to $3,200 a month, depending on the final scope.\n\nKind regards,\nBrenda Kowalski\nLantern & Co.",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 890_000),
  "a bid conditional on installation",
  "Good morning,\n\nWe could offer $7,800 for the dishwasher, provided installation and removal of our old unit are included.\n\nBest,\nDiego Ramirez\nSalt & Ember",
);
clear(
  "213",
  "polite-email",
  ctx("GBP", 289_000),
  bid(235_000),
  "Dear Sir or Madam,\n\nRe: the Ifor Williams HB506 horse trailer advertised last week. Having viewed it on Tuesday, we would like to offer £2,350, and can collect at your convenience.\n\nYours faithfully,\nEleanor Vaughan\nVaughan Equestrian Ltd\nUpper Barn, Kington Road, Hereford HR4 9DS\nTel: 01432 555 017\nVAT No. GB 319 4471 05\nCompany No. 08812345",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 380_000, 340_000),
  ACCEPT,
  "Hi Mr. Grant,\n\nThanks for getting back to us so quickly. $3,800 for the projector package is fine with us; please treat this email as our acceptance and send the invoice to the school office.\n\nBest,\nRachel Kim\nIT Coordinator, Westbrook Middle School\n(617) 555-0124",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 690_000),
  minus(630_000, 60_000),
  "Dear Ms. Russo,\n\nThe refrigerated display case is just what our deli counter needs. If you could take $600 off the price, we would order it this week.\n\nKind regards,\nMarco Bellini\nBellini's Deli",
);
clear(
  "216",
  "polite-email",
  ctx("USD", 940_000),
  ask("payment"),
  "Dear Mr. Kaminski,\n\nBefore we raise the order, could you confirm whether you accept payment by purchase order on net 30 terms, or whether a deposit is required up front?\n\nRegards,\nAngela Fitzgerald\nWarehouse Operations",
);
unclear(
  "217",
  "polite-email",
  ctx("GBP", 720_000, 610_000),
  "leaning towards accepting but wants to sleep on it: not an acceptance yet",
  "Dear Graham,\n\nThank you for the new figure. I'm leaning towards saying yes, but I'd like to sleep on it over the weekend and come back to you on Monday.\n\nBest,\nTom",
);
clear(
  "218",
  "polite-email",
  ctx("USD", 480_000, 400_000),
  plus(415_000, 15_000),
  "Hello Ms. Chen,\n\nThank you for your counteroffer on the food truck. After looking at the numbers again, we can raise our offer by $150.\n\nBest regards,\nLuis and Carmen Ortega",
);
clear(
  "219",
  "polite-email",
  ctx("USD", 620_000, 500_000),
  WITHDRAW,
  "Dear Ms. Alvarez,\n\nThank you again for your time. After some discussion we have decided not to proceed with the kiln, and we wish you every success with the sale.\n\nWarm regards,\nHarriet Cole\nClay Collective Studio\n1450 W Grand Ave, Unit 3, Chicago, IL 60642",
);
clear(
  "220",
  "polite-email",
  ctx("USD", 62_000),
  ask("discount"),
  "Hi Jordan,\n\nWe may need standing desks for the third floor as well. Would you be able to offer a better rate if we ordered twenty-four of them in one go?\n\nThanks,\nPriya",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 69_900, null, 25),
  bid(61_200),
  "Purchase proposal (classroom refresh):\n- Item: short-throw laser projector, model EB-770F\n- Quantity: 25\n- Unit price offered: USD 612.00\n- Total: USD 15,300.00\n- Delivery: Westbrook Middle School, 88 Elm St, by 2027-01-08\nApproved budget: USD 16,000. Please accept or counter.",
);
clear(
  "302",
  "agent",
  ctx("USD", 289_000),
  bid(245_000),
  'Buyer agent response (thread hx-2291):\n{"type": "counter", "item": "6-person hot tub", "amount": 2450, "currency": "USD", "expires": "2026-12-03"}\nNote: the listing has been online for 41 days.',
);
clear(
  "303",
  "agent",
  ctx("USD", 87_500, 80_000),
  ACCEPT,
  "Your latest offer meets the criteria my principal set for this purchase. On their behalf I accept it. Please send the payment link and the collection details.",
);
clear(
  "304",
  "agent",
  ctx("USD", 460_000, 380_000),
  WITHDRAW,
  "I am ending this negotiation on behalf of my user. Your price remains above the limit they set, and they have asked me not to continue. Thank you for your responses.",
);
clear(
  "305",
  "agent",
  ctx("USD", 149_000, 120_000),
  ask("standing-offer"),
  "To keep my records accurate: what is your current asking price for the grandfather clock after your last message? Please state the amount and currency.",
);
clear(
  "306",
  "agent",
  ctx("USD", 149_000),
  bid(118_000),
  "Comparable sales (longcase clocks, 1890–1910, working movement):\n1. Auction, Ohio: USD 1,150\n2. Dealer listing: USD 1,290\n3. Private sale: USD 1,400\nMedian: USD 1,290. Taking the cracked hood glass into account, my offer is USD 1,180.",
);
clear(
  "307",
  "agent",
  ctx("USD", 1_800, null, 60),
  total(1_500),
  "Hire request — scaffolding for facade repair:\n• Frames: 60\n• Period: 4 weeks from 2027-03-01\n• Site: 17 Harbor Rd, Portsmouth, NH 03801\n• Offer: USD 900.00 for all 60 frames for the period\nPlease confirm or propose an alternative.",
);
clear(
  "308",
  "agent",
  ctx("USD", 300_000),
  percentOff(279_000, 7),
  "After reviewing the listing and recent comparables, I propose a price 7% below your current offer. My principal can complete payment the same day.",
);
clear(
  "309",
  "agent",
  ctx("USD", 124_000, 108_000),
  middle(116_000),
  "Current positions — seller: USD 1,240; buyer: USD 1,080. To avoid further rounds, I propose settling at the midpoint of the two.",
);
clear(
  "310",
  "agent",
  ctx("USD", 349_900),
  ask("shipping"),
  "Query before bidding: does the quoted figure cover crating and freight to the buyer, or will shipping be invoiced separately?",
);
unclear(
  "311",
  "agent",
  ctx("USD", 920_000),
  "a bid subject to financing approval",
  "Offer: USD 8,100 for the food truck, subject to approval of financing by our lender, expected next week. The offer is not binding until that approval is received.",
);
unclear(
  "312",
  "agent",
  ctx("USD", 340_000),
  "two options, no single bid",
  "Two options for your consideration:\nA) USD 2,900 including installation\nB) USD 2,600, equipment only\nPlease indicate which option you prefer.",
);
unclear(
  "313",
  "agent",
  ctx("USD", 380_000, 340_000),
  "agreement in principle, pending legal review: not a binding acceptance",
  "It appears we have reached agreement in principle on your current offer. My principal's legal team will review the contract terms before anything is confirmed.",
);
clear(
  "314",
  "agent",
  ctx("USD", 349_900),
  bid(289_900),
  "Re: listing #44-1907 (Celestron CGX-L mount, serial 7812-0045). Offered price: $2,899.00. Buyer will collect within 7 days of acceptance.",
);
clear(
  "315",
  "agent",
  ctx("USD", 155_000, 150_000),
  ACCEPT,
  "Outcome: accepted. Agreed price: USD 1,550.00, quantity 1. Please send the invoice to the billing contact on file. (Negotiation 3 of 10 in this batch.)",
);
clear(
  "316",
  "agent",
  ctx("USD", 510_000),
  ask("delivery"),
  "What is the earliest date you can commit to for delivering and erecting the marquee at the festival site (ZIP 97031)? My principal needs this before confirming a bid.",
);
clear(
  "317",
  "agent",
  ctx("USD", 410_000),
  minus(385_000, 25_000),
  "Counter-proposal: USD 250 below your current asking price. Rationale: the tyres will need replacing before the next inspection.",
);
clear(
  "318",
  "agent",
  ctx("USD", 85_000, 64_000),
  WITHDRAW,
  '{"decision": "walk_away", "reason": "seller price exceeds user maximum", "further_offers": false}\nI will not pursue this item further.',
);
clear(
  "319",
  "agent",
  ctx("USD", 940_000),
  bid(860_000),
  "Summary for the annual office-cleaning contract:\n- Your quote: $9,400\n- Competing quote received: $8,950\n- Our offer: $8,600\n- Internal budget: $9,000\nWe can sign this week at our offer.",
);
clear(
  "320",
  "agent",
  ctx("USD", 165_000, 140_000),
  plus(152_000, 12_000),
  "Revised bid: USD 120 above my previous offer, to close today. This is the final adjustment my principal has authorised.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 85_000), bid(64_000), "*runs a thumb over the worn fringe of the rug* The colours have faded on this side. I'll give you 640, not a coin more.");
clear("402", "roleplay", ctx("USD", 48_000), words(35_000, "three hundred and fifty"), "*jingles a pouch of coins* Three hundred and fifty for the hive and the bees, friend.");
clear("403", "roleplay", ctx("USD", 120_000, 100_000), ACCEPT, "*throws both arms wide* Ha! You drive a hard bargain — it's a deal, my friend!");
clear("404", "roleplay", ctx("USD", 149_000, 110_000), WITHDRAW, "*sets the clock's pendulum gently back in its case* Too dear for me. I'll bid you good evening.");
clear("405", "roleplay", ctx("GBP", 289_000), ask("delivery"), "*squints at the hitch* And how soon could you bring her round to the farm?");
clear("406", "roleplay", ctx("USD", 85_000), bid(68_000), "*counts the notes twice* 700 — hold on, it's 680. That's the lot.");
clear("407", "roleplay", ctx("USD", 480_000), minus(470_000, 10_000), "*taps the dented fender* Take a hundred off for that and we shake on it.");
unclear("408", "roleplay", ctx("USD", 110_000), "sarcasm about the asking price: not an acceptance", "*nearly chokes on the tea* Eleven hundred? For a clock that doesn't chime? Oh, absolutely, and I'll throw in my house.");
unclear("409", "roleplay", ctx("USD", 79_000), "musing, no commitment", "*squeezes the bellows, listening* Maybe 500... maybe more, if it holds its tune.");
clear("410", "roleplay", ctx("USD", 60_000, 50_000), plus(52_000, 2_000), "*sighs theatrically* Twenty more than I said. That's my last word.");
clear("411", "roleplay", ctx("USD", 145_000, 130_000), ACCEPT, "*spits in a palm and holds it out* 1,450 then. Shake on it.");
clear("412", "roleplay", ctx("USD", 460_000), bid(390_000), "*circles the 1974 CB550 twice* Fifty-two years old and 31,000 miles on the clock... I'll go $3,900.");
clear("413", "roleplay", ctx("USD", 85_000, 60_000), WITHDRAW, "*waves a hand* Bah. Keep it. *walks off into the crowd*");
clear("414", "roleplay", ctx("USD", 48_000, 30_000), ask("standing-offer"), "*leans on the fence* Remind me, what was your price again?");
clear("415", "roleplay", ctx("USD", 130_000, 110_000), middle(120_000), "*holds up two fingers* You say thirteen, I said eleven. We meet in the middle and both go home happy.");

export const FRESH5_EN = done();

/**
 * SIXTH unseen set, English (US, UK, Canada; see fresh6/index.ts): written 2026-11-27 before reading the reader's
 * code, its rules or its tests, and without running it on these messages. New products and scenarios (a harp, a
 * barrel sauna, a typewriter, a wood lathe, a chandelier, bar lamps, a soft-serve machine, a string quartet for a
 * wedding, a heat pump installation, 24 school microscopes, a vintage Vespa, office blinds, a bouncy castle for a
 * village fete, a spiral dough mixer, a restaurant aquarium, stage lighting hire, tablecloths, a chess set, and a
 * market stall's cauldron, silk, brass compass, kettle and lute), new wording.
 *
 * Labels reviewed once more after writing, cold, message by message (conventions of ../index.ts):
 * - prices: the unit price in minor units; $6,850 / £280 / CAD 1,750 / `amount: 255.00` / a markdown table cell;
 *   words ("thirteen hundred", "seven fifty", "one thousand four hundred pounds", "two hundred and forty") name
 *   the phrase as written; relative bids recompute from the context, their amount in digits or words ("knock fifty
 *   off", "two hundred dollars above"), two of them off the buyer's OWN last bid (006, 317); totals (24
 *   tablecloths for 900, 6 lamps for 120, 24 microscopes for $3,960, 16 fixtures for 480.00) divide exactly;
 *   self-corrections in five shapes new to the sets (009 "X — make that Y", 107 "X" then "*Y sorry fat thumbs",
 *   209 "I wrote X; the figure I intended is Y", 306 markdown strikethrough "~~X~~ Y", 406 a figure chalked, rubbed
 *   out and chalked again) are labelled with the amount the buyer means.
 * - acceptances name no amount or exactly the standing offer (013, 214, 315, 411); the others carry no digit.
 * - non-price numbers (postcodes, ZIP codes, dates, times, quote, PO, order and inspection numbers, model and serial
 *   numbers, phone numbers, an EIN, a year, kilometres, piece counts, a rating, a ceiling, comparables) sit beside
 *   one bid, or beside a question.
 * - ambiguous: a bid conditional on an inclusion, a vague "low 400s", sarcasm, "a little higher" with no amount,
 *   subject to board approval, two prices depending on the delivery date, checking with a partner, two options in
 *   a table, an agent's unsent draft, a non-binding indicative offer, musing while leaving to look around, coins
 *   short with the rest "tomorrow".
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh6In } from "./build";

const { clear, unclear, done } = fresh6In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 68_000), bid(59_000), "590 for the harp. I can pick up Saturday, I'm in 02139.");
clear("002", "terse", ctx("USD", 165_000), words(130_000, "thirteen hundred"), "Thirteen hundred for the barrel sauna, firm.");
clear("003", "terse", ctx("USD", 42_000, 36_000), ACCEPT, "Deal. Send the invoice over.");
clear("004", "terse", ctx("GBP", 95_000, 70_000), WITHDRAW, "I'll pass. Out of my range, cheers.");
clear("005", "terse", ctx("CAD", 189_000), ask("delivery"), "Can it get to M4C 1B5 before Dec 19?");
clear("006", "terse", ctx("USD", 52_000, 45_000), minus(42_000, 3_000, "last-bid"), "Found a chip on the base, so 30 less than my last offer.");
clear("007", "terse", ctx("USD", 48_000), percentOff(38_400, 20), "20% off the asking and the typewriter's mine.");
clear("008", "terse", ctx("USD", 210_000), bid(175_000), "1,750 for the Jet JWL-1440VS lathe, as seen.");
clear("009", "terse", ctx("USD", 38_000), bid(29_000), "310 — make that 290.");
clear("010", "terse", ctx("USD", 22_000), ask("payment"), "Can I split it into 3 payments?");
unclear("011", "terse", ctx("USD", 68_000), "a bid conditional on the case being included", "580 if the case comes with it, otherwise less.");
clear("012", "terse", ctx("USD", 75_000, 60_000), plus(62_500, 2_500), "Adding 25 to my last. That's it.");
clear("013", "terse", ctx("GBP", 32_500, 28_000), ACCEPT, "325 quid. Sold, you've got yourself a buyer.");
unclear("014", "terse", ctx("USD", 48_000), "a vague band, no single amount", "low 400s work?");
clear("015", "terse", ctx("USD", 120_000, 95_000), ask("rounds-left"), "How many more counters do I get?");

// ---- chat ----
clear("101", "chat", ctx("CAD", 4_500, null, 24), total(3_750), "hey! for 24 of the linen tablecloths would u do 900 for the lot?");
clear("102", "chat", ctx("CAD", 58_000, 50_000), ACCEPT, "ok ok you twisted my arm 😂 it's a deal, sending the e-transfer tonight");
clear("103", "chat", ctx("USD", 130_000, 90_000), WITHDRAW, "gonna sit this one out, way over what i budgeted. all the best w the sale 👋");
clear("104", "chat", ctx("USD", 36_000), ask("shipping"), "how much to ship it to 90210? or is that already in the price");
clear("105", "chat", ctx("USD", 90_000), words(75_000, "seven fifty"), "would u take seven fifty cash for the chandelier?");
clear("106", "chat", ctx("USD", 64_000), bid(54_000), "im free tmrw after 6 and live like 15 min away. 540 ok?");
clear("107", "chat", ctx("USD", 52_000), bid(40_500), "can do 450\n*405 sorry fat thumbs");
clear("108", "chat", ctx("USD", 84_000, 70_000), middle(77_000), "split the diff w me? ur 840, my 700");
clear("109", "chat", ctx("USD", 189_000), ask("warranty"), "does the manufacturer warranty transfer to me if i buy it off you?");
unclear("110", "chat", ctx("USD", 125_000), "sarcasm about the asking price: not an acceptance", "1250 for a typewriter 💀 sure, lemme just sell a kidney real quick");
unclear("111", "chat", ctx("USD", 64_000, 48_000), "\"a little higher\" with no amount: what is the bid?", "hmm i could maybe go a little higher than before");
clear("112", "chat", ctx("USD", 90_000), ask("negotiable"), "is that price set in stone or is there some give?");
clear("113", "chat", ctx("USD", 34_000, 30_000), ACCEPT, "alright alright you win 😅 deal, i'll take it");
clear("114", "chat", ctx("USD", 2_500, null, 6), total(2_000), "120 for all 6 bar lamps?");
clear("115", "chat", ctx("USD", 70_000, 50_000), WITHDRAW, "meh, i'm out ✌️");
clear("116", "chat", ctx("USD", 60_000), minus(55_000, 5_000), "knock fifty off and i'll grab it tonight");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("CAD", 780_000),
  bid(685_000),
  "Dear Mr. Haddad,\n\nFollowing our call on 14 November about the Taylor C709 soft-serve machine (your quote Q-20481), we would like to offer $6,850, including delivery and a half-day of staff training. We can take delivery any time after 3 January.\n\nBest regards,\nMia Lindqvist\nOwner, Scoop & Co.\n88 Harbour St, Halifax NS B3H 1T3\n902-555-0147",
);
clear(
  "202",
  "polite-email",
  ctx("USD", 420_000, 380_000),
  ACCEPT,
  "Dear Ms. Brennan,\n\nThank you for the revised figure for the quartet at our wedding. We are delighted to accept, and we will send the signed booking form and the deposit this week.\n\nWith warm wishes,\nOlivia and James",
);
clear(
  "203",
  "polite-email",
  ctx("USD", 890_000, 700_000),
  WITHDRAW,
  "Hello Mr. Petrov,\n\nThank you for surveying the house and for the detailed heat pump proposal. We have decided to go with another installer, so we won't be taking this any further. We appreciate the time you gave us.\n\nKind regards,\nDana and Luke Whitaker",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 18_500),
  ask("returns"),
  "Good morning,\n\nOur science department is looking at your compound microscopes. If any of the 24 arrive with a fault, could we return them, and within how many days?\n\nThank you,\nKaren Ostrowski\nLab Technician, Maple Ridge High School",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 18_500, null, 24),
  total(16_500),
  "Dear Mr. Yamada,\n\nFurther to your quotation of 18 November, Maple Ridge High School would like to order 24 of the compound microscopes (model CX-40) for our biology lab. We can offer $3,960 for all 24, delivered to the school by 10 January. Our purchase order number will be PO-2026-0417.\n\nKind regards,\nKaren Ostrowski\nMaple Ridge High School\n1200 Ridge Rd, Columbus, OH 43215\n(614) 555-0119",
);
clear(
  "206",
  "polite-email",
  ctx("GBP", 175_000),
  words(140_000, "one thousand four hundred pounds"),
  "Dear Mr Fairbairn,\n\nThank you for letting me sit on the 1964 Vespa GS last Sunday. It is lovely, though the paintwork will need attention, so I should like to offer one thousand four hundred pounds for it.\n\nYours sincerely,\nRuth Okonkwo",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 460_000),
  percentOff(404_800, 12),
  "Hi Megan,\n\nThanks for measuring up our floor for the roller blinds. We'd be happy to go ahead at 12% below your quote, fitting included; the week of February 2nd would suit us for the work.\n\nBest,\nRavi Shah\nFacilities, Northgate Legal LLP",
);
clear(
  "208",
  "polite-email",
  ctx("GBP", 36_000),
  bid(28_000),
  "Dear Sandra,\n\nThe parish council would like to hire your bouncy castle for the village fete on Saturday 7 June, 10am to 5pm. We can offer £280, including delivery, set-up and collection.\n\nMany thanks,\nPeter Holt\nClerk, Little Bramford Parish Council",
);
clear(
  "209",
  "polite-email",
  ctx("USD", 210_000, 185_000),
  bid(158_000),
  "Hi Frank,\n\nA correction to my email from this morning: I wrote $1,850 for the lathe; the figure I intended is $1,580. Sorry for the confusion.\n\nRegards,\nWalt",
);
clear(
  "210",
  "polite-email",
  ctx("CAD", 240_000),
  ask("shipping"),
  "Hello,\n\nI'm interested in the crystal chandelier. Is shipping to Vancouver (V6B 2W9) included in the price you quoted, or would that be charged on top?\n\nThank you,\nSophie Tremblay",
);
unclear(
  "211",
  "polite-email",
  ctx("USD", 600_000),
  "a bid subject to board approval: not yet an offer",
  "Dear Ms. Albright,\n\nWe would be in a position to offer $5,200 for the aquarium installation, subject to approval at our board meeting on 9 December.\n\nBest regards,\nThomas Reyes\nGeneral Manager, Coral Room Restaurant",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 340_000),
  "two prices depending on the delivery date: which one?",
  "Dear Mr. Haddad,\n\nIf you can deliver before December 20 we can pay $3,100; a January delivery would be worth $2,800 to us.\n\nBest,\nMia Lindqvist",
);
clear(
  "213",
  "polite-email",
  ctx("USD", 460_000),
  bid(395_000),
  "Good afternoon,\n\nRe: your listing for the spiral dough mixer (model SM-80, serial 220914). Our bakery would like to offer $3,950, with collection from your premises on or after December 1.\n\nSincerely,\nAnna Kowalczyk\nRise & Crumb Bakery LLC\n415 Fulton St, Brooklyn, NY 11201\nEIN 84-2719305",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 265_000, 240_000),
  ACCEPT,
  "Hi Erik,\n\n$2,650 for the barrel sauna, installed, works for us. Please take this email as our acceptance and let us know which day your crew can come.\n\nThanks,\nJenna Moss\n(503) 555-0163",
);
clear(
  "215",
  "polite-email",
  ctx("USD", 520_000),
  minus(480_000, 40_000),
  "Dear Ms. Albright,\n\nThank you for the design for the dining room aquarium. If you could come down by $400, we would be glad to sign this week.\n\nBest regards,\nThomas Reyes\nCoral Room Restaurant",
);
clear(
  "216",
  "polite-email",
  ctx("USD", 460_000, 360_000),
  WITHDRAW,
  "Dear Mr. Vance,\n\nThank you for holding the mixer for us. We have found one closer to home, so I'm afraid we'll have to bow out. Please do release it to your next buyer.\n\nSincerely,\nAnna Kowalczyk",
);
unclear(
  "217",
  "polite-email",
  ctx("USD", 420_000, 380_000),
  "close to accepting but checking with a partner first: not an acceptance",
  "Dear Ms. Brennan,\n\nYour latest figure is very close to what we had in mind. I'd just like to run it past my fiancé tonight before we commit.\n\nWarmly,\nOlivia",
);
clear(
  "218",
  "polite-email",
  ctx("USD", 330_000, 270_000),
  plus(287_500, 17_500),
  "Hello Megan,\n\nThank you for your patience. Having reviewed the budget with our partners, we can increase our previous offer by $175.\n\nBest,\nRavi Shah\nNorthgate Legal LLP",
);
clear(
  "219",
  "polite-email",
  ctx("USD", 520_000, 430_000),
  ask("standing-offer"),
  "Dear Ms. Albright,\n\nYour last two emails seem to give different figures. Could you please confirm your current price for the aquarium, so that we are working from the same number?\n\nKind regards,\nThomas Reyes",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 32_000),
  bid(25_500),
  'intent: counter_offer\nitem: "Olympia SM9 portable typewriter"\nprice:\n  amount: 255.00\n  currency: USD\nvalid_until: 2026-12-05',
);
clear(
  "302",
  "agent",
  ctx("USD", 3_500, null, 16),
  total(3_000),
  '{"request": "hire", "item": "LED par can", "quantity": 16, "dates": ["2027-02-13", "2027-02-14"], "total_offer": 480.00, "currency": "USD"}',
);
clear(
  "303",
  "agent",
  ctx("USD", 189_000, 170_000),
  ACCEPT,
  "decision: ACCEPT\nreference: your latest offer\nnext_step: please issue the invoice to the billing contact on file",
);
clear(
  "304",
  "agent",
  ctx("USD", 140_000, 100_000),
  WITHDRAW,
  "| Field | Value |\n|---|---|\n| Decision | Withdraw |\n| Reason | Asking price above my principal's ceiling of USD 1,100 |\n| Further offers | None |",
);
clear(
  "305",
  "agent",
  ctx("USD", 210_000),
  ask("warranty"),
  '{"type": "question", "topic": "warranty", "text": "How many months of warranty come with the lathe, and does it cover the motor?"}',
);
clear(
  "306",
  "agent",
  ctx("USD", 260_000),
  bid(215_000),
  "**Offer:** ~~USD 2,300~~ USD 2,150 (revised after inspection report IR-5521 noted a cracked crystal arm)",
);
clear(
  "307",
  "agent",
  ctx("USD", 210_000),
  bid(172_000),
  "Comparable listings for a 14-inch variable-speed wood lathe:\n\n| Source | Price (USD) |\n|---|---|\n| Dealer, Cleveland | 1,900 |\n| Auction, Akron | 1,640 |\n| Private, Toledo | 1,810 |\n| **Our offer** | **1,720** |",
);
clear(
  "308",
  "agent",
  ctx("USD", 250_000),
  percentOff(230_000, 8),
  "proposal_type: percentage_discount\ndiscount: 8%\nbasis: your current offer\nrationale: two fixtures need rewiring",
);
clear(
  "309",
  "agent",
  ctx("USD", 148_000, 124_000),
  middle(136_000),
  '{"action": "split_difference", "seller_last": 1480, "buyer_last": 1240, "note": "proposing the midpoint to close today"}',
);
clear(
  "310",
  "agent",
  ctx("USD", 780_000),
  ask("delivery"),
  "question: earliest delivery date\nship_to_zip: 30309\nrequired_by: 2027-01-15\ncontext: my principal will bid only if the machine can arrive before the required date",
);
unclear(
  "311",
  "agent",
  ctx("USD", 160_000),
  "two options, no single bid",
  "Two ways forward:\n\n| Option | Scope | Price (USD) |\n|---|---|---|\n| A | Harp with stand and cover | 1,400 |\n| B | Harp only | 1,250 |\n\nPlease tell me which you prefer.",
);
unclear(
  "312",
  "agent",
  ctx("USD", 120_000),
  "an unsent draft awaiting the user's confirmation: not a bid",
  '{"status": "draft", "amount": 980, "currency": "USD", "note": "awaiting user confirmation before this is sent as an offer"}',
);
unclear(
  "313",
  "agent",
  ctx("USD", 890_000),
  "an indicative, non-binding figure: a firm offer is still to come",
  "Indicative offer (non-binding): USD 7,300 for the heat pump supply and installation. A firm offer will follow once the site survey on 2026-12-08 is complete.",
);
clear(
  "314",
  "agent",
  ctx("USD", 520_000),
  bid(445_000),
  "listing_id: 88213\nitem: Vespa GS 150, 1962\nodometer_km: 38,400\nseller_rating: 4.8\nrestoration_estimate: USD 900\noffer: USD 4,450\npayment: wire on collection",
);
clear(
  "315",
  "agent",
  ctx("USD", 189_000, 170_000),
  ACCEPT,
  '{"action": "accept", "price": {"amount": 1890, "currency": "USD"}, "quantity": 1, "message": "My principal accepts your offer."}',
);
clear(
  "316",
  "agent",
  ctx("USD", 18_500),
  ask("discount"),
  "Before submitting a bid: would the unit price for the microscopes come down if the order were 48 units instead of 24?",
);
clear(
  "317",
  "agent",
  ctx("USD", 300_000, 260_000),
  minus(245_000, 15_000, "last-bid"),
  "Update: the inspection photos show rust on the frame rails. My principal therefore lowers the previous offer by USD 150.",
);
clear(
  "318",
  "agent",
  ctx("USD", 360_000, 280_000),
  WITHDRAW,
  "outcome: no_deal\nreason: seller's price remains above the user's limit after 4 rounds\naction: closing this negotiation; no further offers will follow",
);
clear(
  "319",
  "agent",
  ctx("USD", 450_000, 380_000),
  plus(400_000, 20_000),
  "Revised offer: two hundred dollars above our previous bid. This is the last increase my principal has authorised.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 12_000), bid(9_500), "*turns the copper cauldron over and raps on the bottom* Sound enough. I'll give you 95.");
clear("402", "roleplay", ctx("USD", 32_000), words(24_000, "two hundred and forty"), "*holds the bolt of silk up to the lantern* Two hundred and forty for the bolt, and I'll carry it myself.");
clear("403", "roleplay", ctx("USD", 18_000, 15_000), ACCEPT, "*slaps the counter and grins* Done! Wrap it up for me.");
clear("404", "roleplay", ctx("USD", 26_000, 19_000), WITHDRAW, "*sets the brass compass back on its velvet cloth, tips a hat and turns for the door* Good day to you.");
clear("405", "roleplay", ctx("USD", 40_000), ask("returns"), "*plucks a string and frowns* And if this snaps before the next full moon, will you take the lute back?");
clear("406", "roleplay", ctx("USD", 70_000), bid(56_000), "*chalks 600 on the slate, rubs it out with a sleeve, chalks 560* There. That's my offer.");
clear("407", "roleplay", ctx("USD", 15_000), minus(13_000, 2_000), "*points at the chipped glaze* Take twenty off for that and we have a bargain.");
unclear("408", "roleplay", ctx("USD", 11_000), "musing, and leaving to look around first: no commitment", "*weighs the kettle in both hands* Eighty, maybe. Or not. I'll have a look at the other stalls first.");
unclear("409", "roleplay", ctx("USD", 18_000), "short of coins, the rest promised later: a bid of 140 or the full price in two parts?", "*counts the coins, comes up short* I've only 140 on me... could I bring the rest tomorrow?");
clear("410", "roleplay", ctx("USD", 9_000, 7_000), plus(8_000, 1_000), "*sighs and pushes two more coins onto the pile* Ten more than before. Not a copper further.");
clear("411", "roleplay", ctx("USD", 18_000, 16_000), ACCEPT, "*grips your hand and pumps it twice* Right — 180, we're agreed.");
clear("412", "roleplay", ctx("USD", 140_000), bid(110_000), "*counts the 32 pieces, finds one pawn chipped* 1,100 for the set, board included.");
clear("413", "roleplay", ctx("USD", 40_000, 28_000), WITHDRAW, "*laughs and throws up both hands* You'll not get that out of me, friend. Keep your lute.");
clear("414", "roleplay", ctx("USD", 26_000, 20_000), ask("standing-offer"), "*squints over the spectacles* Say your price again, slowly this time.");
clear("415", "roleplay", ctx("USD", 26_000, 20_000), middle(23_000), "*holds up both palms* You say 260, I said 200. Halfway, and we both eat tonight.");

export const FRESH6_EN = done();

/**
 * SECOND unseen set, English (US, UK, Canada; see fresh2/index.ts): written 2026-11-27 before reading the
 * reader's code, its rules or its tests, and before running it on these messages. New products and scenarios
 * (drones, espresso machines, 3D printers, caravans, lanterns and saddles in a market scene), new wording.
 *
 * Labels reviewed once more after writing, message by message (conventions of ../index.ts):
 * - prices: unit price in minor units; $1,625.00 / £590 / 2,125.50 USD / 9,050; words ("five fifty", "three
 *   hundred fifty dollars") name the phrase as written; relative bids recompute from the context (amount off the
 *   standing offer, percent off, split the difference with the last bid, amount over the last bid); totals
 *   divide exactly; self-corrections ("959, sorry, meant 995", "I meant to write $510, not $150", "425... no,
 *   wait. 420") are labelled with the amount the buyer means.
 * - acceptances name no price or exactly the standing offer (109, 214); 316 carries only a reference number.
 * - non-price numbers (phone numbers, street numbers, ZIP and postcodes, PO numbers, dates, model years, market
 *   medians, budgets) sit beside one bid.
 * - ambiguous: a range, "a bit higher" with no amount, sarcasm, a bid conditional on delivery or an extra item,
 *   approval pending, two prices, a price seen elsewhere, musing.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh2In } from "./build";

const { clear, unclear, done } = fresh2In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 89_900), bid(76_000), "760 final");
clear("002", "terse", ctx("GBP", 145_000), bid(128_000), "£1,280?");
clear("003", "terse", ctx("USD", 249_900), bid(212_550), "2,125.50 USD");
clear("004", "terse", ctx("USD", 32_000, 26_000), ACCEPT, "fine, deal at your price");
clear("005", "terse", ctx("GBP", 7_500), WITHDRAW, "I'll pass on this one, thanks");
clear("006", "terse", ctx("USD", 18_900), ask("returns"), "can I send it back if it doesn't fit?");
clear("007", "terse", ctx("USD", 64_000), words(55_000, "five fifty"), "five fifty cash");
clear("008", "terse", ctx("USD", 42_000), minus(38_000, 4_000), "take 40 off and I'm in");
clear("009", "terse", ctx("USD", 50_000, 40_000), middle(45_000), "split the diff with me?");
clear("010", "terse", ctx("USD", 120_000), bid(99_500), "959, sorry, meant 995");
clear("011", "terse", ctx("USD", 15_500), ask("delivery"), "how soon could it ship out?");
unclear("012", "terse", ctx("USD", 60_000), "a range: which amount?", "somewhere in the 450-500 range");
unclear("013", "terse", ctx("USD", 30_000, 22_000), "\"a bit higher\" with no amount", "I could go a bit higher");
clear("014", "terse", ctx("GBP", 23_000), ask("warranty"), "any guarantee on the motor?");
clear("015", "terse", ctx("USD", 80_000, 60_000), ask("rounds-left"), "how many more offers do I get?");
clear("016", "terse", ctx("USD", 99_900, 85_000), plus(88_000, 3_000), "ok, 30 on top of my last");
clear("017", "terse", ctx("USD", 26_000), percentOff(23_400, 10), "10% off and we're done");

// ---- chat ----
clear("101", "chat", ctx("USD", 35_000), bid(30_000), "hey would you take 300 for the drone? can pick up tonight");
clear("102", "chat", ctx("USD", 12_000), ACCEPT, "sounds good, I'll take it 🙌");
clear("103", "chat", ctx("USD", 47_500, 38_000), WITHDRAW, "nah too rich for me, I'm out. good luck with the sale");
clear("104", "chat", ctx("USD", 22_000), ask("negotiable"), "is that price firm or is there wiggle room");
clear("105", "chat", ctx("USD", 9_900), ask("shipping"), "do u charge for shipping to ohio");
clear("106", "chat", ctx("USD", 70_000, 55_000), bid(60_000), "lol ok ok 600, can't go higher than that");
clear("107", "chat", ctx("USD", 16_000, null, 2), total(14_000), "both bikes for 280?");
clear("108", "chat", ctx("USD", 38_000), words(30_000, "three hundred"), "would three hundred work? have the cash rn");
clear("109", "chat", ctx("USD", 25_000, 20_000), ACCEPT, "ok you win, 250 it is");
clear("110", "chat", ctx("USD", 54_000), minus(49_000, 5_000), "knock off fifty bucks and it's mine");
clear("111", "chat", ctx("USD", 13_000), ask("payment"), "venmo ok or cash only?");
clear("112", "chat", ctx("CAD", 41_000), bid(35_000), "350? text me at 416-555-0182");
unclear("113", "chat", ctx("USD", 44_000), "sarcasm: not an acceptance", "440 for a used mower? sure, and I'm the queen of england 😂");
unclear("114", "chat", ctx("USD", 52_000, 40_000), "a bid conditional on delivery", "I'd do 450 if you drop it off");
clear("115", "chat", ctx("USD", 18_000, 14_000), WITHDRAW, "never mind, found one closer. cheers");
clear("116", "chat", ctx("USD", 30_000), ask("discount"), "any deal if I grab the stand too?");
unclear("117", "chat", ctx("USD", 27_000), "approval pending (roommate)", "looks fair, gotta check with my roommate first");

// ---- polite email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 185_000),
  bid(162_500),
  "Hello,\n\nThank you for the quick reply about the espresso machine. I would like to offer $1,625.00 for the unit as listed.\n\nBest regards,\nDana Whitfield\n(503) 555-0147\n2210 NE Alberta St, Portland, OR 97211",
);
clear(
  "202",
  "polite-email",
  ctx("GBP", 68_000),
  bid(59_000),
  "Dear Sir or Madam,\n\nFurther to your message of 14 March, I am prepared to pay £590 for the walnut sideboard, collection from your address at my expense.\n\nKind regards,\nMartin Avery\n07700 900431",
);
clear(
  "203",
  "polite-email",
  ctx("USD", 34_900, 29_000),
  ACCEPT,
  "Hi Sam,\n\nThanks for coming back to me. Your price works for me, so please take this as my acceptance. I can pay today.\n\nWarm regards,\nPriya",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 120_000, 95_000),
  WITHDRAW,
  "Good afternoon,\n\nAfter discussing it with my family we have decided not to go ahead with the purchase. Thank you for your patience throughout.\n\nSincerely,\nRobert Chen",
);
clear(
  "205",
  "polite-email",
  ctx("USD", 45_000),
  ask("warranty"),
  "Hello,\n\nBefore I make an offer: does the refurbished laptop come with any warranty, and if so for how long?\n\nThanks,\nElena Ruiz\nSuite 400, 1180 Market St",
);
clear(
  "206",
  "polite-email",
  ctx("GBP", 29_500),
  ask("delivery"),
  "Dear team,\n\nCould you let me know the expected delivery date to Leeds (LS6 2QD) if I order this week?\n\nMany thanks,\nHelen",
);
clear(
  "207",
  "polite-email",
  ctx("USD", 210_000, 170_000),
  plus(180_000, 10_000),
  "Hi,\n\nI appreciate the movement on your side. I can add another $100 to my previous offer.\n\nRegards,\nTom Okafor\nPO #88213",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 76_000),
  percentOff(68_400, 10),
  "Dear seller,\n\nWould you accept 10% below your asking price? That would settle it for me.\n\nBest,\nK. Nakamura",
);
clear(
  "209",
  "polite-email",
  ctx("USD", 58_000),
  bid(51_000),
  "Hello,\n\nA correction to my earlier email: I meant to write $510, not $150. Apologies for the confusion.\n\nBest regards,\nGrace Liu\n+1 212 555 0199",
);
clear("210", "polite-email", ctx("USD", 15_000), ask("returns"), "Hi there,\n\nWhat is your return policy if I change my mind after delivery?\n\nThank you,\nMarcus");
clear(
  "211",
  "polite-email",
  ctx("GBP", 98_000, 80_000),
  middle(89_000),
  "Dear Ms Patel,\n\nWe seem to be close. Shall we meet halfway between your figure and mine?\n\nWith thanks,\nJames Ogilvie",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 88_000),
  "two prices, no choice made",
  "Hello,\n\nI could do $700 now, or $760 if you include the carrying case.\n\nBest,\nAnita",
);
unclear(
  "213",
  "polite-email",
  ctx("USD", 64_000),
  "approval pending (office manager)",
  "Dear seller,\n\nThe price is agreeable in principle; I need sign-off from our office manager before I confirm.\n\nRegards,\nLeo Brandt\nFacilities, Unit 7",
);
clear(
  "214",
  "polite-email",
  ctx("USD", 43_000),
  ACCEPT,
  "Hello,\n\nI accept your offer of $430 for the rowing machine. Please send payment details.\n\nKind regards,\nSophie",
);
clear("215", "polite-email", ctx("USD", 31_000), ask("payment"), "Good morning,\n\nDo you accept bank transfer, or would you prefer PayPal?\n\nThanks,\nOwen");
clear(
  "216",
  "polite-email",
  ctx("USD", 990_000),
  bid(905_000),
  "Hello,\n\nFor the 2019 Airstream Basecamp I can offer $9,050. I'm available on 12/08 for an inspection.\n\nBest,\nR. Delgado\n(720) 555-0110",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 142_000),
  bid(126_000),
  "I am a purchasing assistant acting for my client. Comparable listings for this 3D printer closed between $1,150 and $1,390 over the last 60 days, median $1,270. Within a quarterly budget of $20,000, my client authorises an offer of $1,260 for one unit.",
);
clear(
  "302",
  "agent",
  ctx("USD", 56_000, 47_000),
  ACCEPT,
  "On behalf of my principal: your standing price is acceptable and we confirm the purchase at that figure. Please proceed with the invoice.",
);
clear(
  "303",
  "agent",
  ctx("USD", 89_000, 70_000),
  WITHDRAW,
  "After reviewing your latest terms against my principal's limits, we will not pursue this purchase further. Thank you for your time; this negotiation can be closed.",
);
clear("304", "agent", ctx("USD", 23_500), ask("negotiable"), "Before submitting a bid, my principal would like to know whether the listed price of this item is open to negotiation.");
clear(
  "305",
  "agent",
  ctx("GBP", 72_000),
  ask("shipping"),
  "Query on behalf of the buyer: is shipping to a UK mainland address included in the quoted price, or charged separately?",
);
clear(
  "306",
  "agent",
  ctx("USD", 64_000),
  minus(60_000, 4_000),
  "Analysis: your price sits about 6% above the 30-day average for this model. My user proposes $40 below your current price.",
);
clear(
  "307",
  "agent",
  ctx("USD", 300_000, 250_000),
  middle(275_000),
  "Summary of positions: the buyer last offered $2,500, the seller stands at $3,000. To close today, the buyer proposes splitting the difference.",
);
clear("308", "agent", ctx("USD", 48_000), percentOff(45_600, 5), "My client is ready to commit at 5% off the listed price, payable on receipt.");
clear(
  "309",
  "agent",
  ctx("USD", 125_000, 100_000),
  plus(105_000, 5_000),
  "Counter-proposal from the buyer's agent: we increase our previous bid by $50. This reflects the extended warranty you mentioned.",
);
clear("310", "agent", ctx("USD", 34_000), ask("rounds-left"), "For planning purposes: how many negotiation rounds remain before your offer expires?");
clear("311", "agent", ctx("USD", 78_000), ask("standing-offer"), "Please restate your current price for the item so I can report it to my principal.");
unclear(
  "312",
  "agent",
  ctx("USD", 95_000),
  "a price seen elsewhere, no bid",
  "Market note: the same model is listed at $820 by another retailer with free shipping. Awaiting my principal's instruction.",
);
unclear(
  "313",
  "agent",
  ctx("USD", 66_000, 50_000),
  "a range: which amount?",
  "My principal's acceptable range is $560 to $600; please indicate which figure within it you would accept.",
);
clear(
  "314",
  "agent",
  ctx("USD", 18_000, null, 5),
  total(15_000),
  "Procurement request: 5 units of the USB-C dock. We offer $750 for all five, delivered together.",
);
clear(
  "315",
  "agent",
  ctx("USD", 41_500),
  words(35_000, "three hundred fifty dollars"),
  "Per my user's instruction, the offer is three hundred fifty dollars for the used cello bow, no other conditions.",
);
clear("316", "agent", ctx("USD", 27_900), ACCEPT, "Confirmed: the buyer accepts the current offer as stated. Reference for your records: order draft 5521.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 15_000), bid(11_000), "*turns the lantern over in my hands* Hmm, the glass is scratched. I'll give you 110 for it, friend.");
clear("402", "roleplay", ctx("GBP", 40_000, 30_000), bid(34_000), "\"You drive a hard bargain,\" she says, tapping the counter. \"340, and not a penny more.\"");
clear("403", "roleplay", ctx("USD", 22_000), ACCEPT, "*shakes your hand firmly* Alright, you've got yourself a deal.");
clear("404", "roleplay", ctx("USD", 60_000, 45_000), WITHDRAW, "*sighs and pockets the wallet* No, that's beyond me. I'll be on my way.");
clear("405", "roleplay", ctx("USD", 36_000), ask("warranty"), "*squints at the engine* And if this thing dies next week, do you stand behind it?");
clear("406", "roleplay", ctx("USD", 55_000, 44_000), middle(49_500), "*leans in* Look, we're both stubborn. Meet me halfway and we shake on it.");
clear("407", "roleplay", ctx("USD", 80_000), words(65_000, "six hundred and fifty"), "*counts the coins* Six hundred and fifty. That's what I've got.");
clear("408", "roleplay", ctx("USD", 12_000), minus(10_000, 2_000), "Twenty off the sticker and I'll carry it out myself.");
clear("409", "roleplay", ctx("USD", 47_000, 38_000), plus(40_000, 2_000), "*grumbles* Fine. Twenty more than I said before. That's it.");
clear("410", "roleplay", ctx("USD", 19_000), ask("delivery"), "*glances at the cart* Could your boy bring it round to the farm by Friday?");
unclear("411", "roleplay", ctx("USD", 70_000), "musing, no bid", "*strokes beard* Seven hundred... for a saddle... hmm.");
unclear("412", "roleplay", ctx("USD", 33_000, 25_000), "a bid conditional on an extra item", "I'd go to 290 if you throw in the bridle.");
clear("413", "roleplay", ctx("USD", 90_000), bid(72_000), "*slides a purse across the table* 720 gold. The dragon scale has a crack, you know.");
clear("414", "roleplay", ctx("USD", 26_000), ask("discount"), "*gestures at the three lamps* If I take the lot, you'll do better on the price, surely?");
clear("415", "roleplay", ctx("USD", 50_000, 40_000), bid(42_000), "*mutters* 425... no, wait. 420. Final.");
clear("416", "roleplay", ctx("USD", 64_000), ACCEPT, "\"Done!\" *spits in palm and offers it* \"Your price, my coin.\"");
unclear("417", "roleplay", ctx("USD", 40_000), "two prices, no choice made", "*hesitates* Either 300 or 320, I can't decide.");

export const FRESH2_EN = done();

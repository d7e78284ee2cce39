/**
 * FRESH held-out set, English (see fresh/index.ts): written 2026-11 after the original HELD-OUT half had been
 * seen by the reader's developer, without reading the reader's code (language/**) or its tests and without
 * running the reader on these messages. New scenarios, products and wording; not copied or paraphrased from the
 * original corpus. Do not edit a message to suit the reader; add messages with new ids instead.
 *
 * Labels reviewed once more after writing, message by message, against the corpus conventions (index.ts):
 * - every price label is the unit price in minor units; digits as written (1,125.00 / 3'895.00 / 1.234,50);
 *   words name the phrase as written; relative bids recompute from the context (amount off, percent off, midpoint
 *   of an even sum, amount over the last bid); totals divide exactly by the quantity.
 * - acceptances name no price or exactly the standing offer (214 "£395 it is" at 39500, 111 "149 works" at 14900).
 * - a bid beside non-price numbers (phone, postcode, order and serial numbers, dates, durations, quantities, a
 *   market range or median, a typo being corrected) stays clear when exactly one bid is meant.
 * - ambiguous: a range, "a bit more" with no amount, two prices, conditions on other terms (delivery date,
 *   accessories, delivery), sarcasm, a price seen elsewhere, a budget with "maybe stretch", acceptance pending a
 *   boss or a balance check, musing.
 * - question subjects follow the corpus: shipping = cost/inclusion of carriage; delivery = when; discount;
 *   negotiable; standing-offer; rounds-left; warranty; returns; payment.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { freshIn } from "./build";

const { clear, unclear, done } = freshIn("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 18_900), bid(16_000), "can do $160");
clear("002", "terse", ctx("GBP", 74_500, 60_000), bid(65_000), "650 final answer");
clear("003", "terse", ctx("EUR", 129_900), bid(112_500), "1,125.00 EUR");
clear("004", "terse", ctx("CAD", 3_999), ACCEPT, "that works for me");
clear("005", "terse", ctx("USD", 45_000, 38_000), ACCEPT, "let's lock it in");
clear("006", "terse", ctx("EUR", 27_900), WITHDRAW, "too rich for me, I'm out");
clear("007", "terse", ctx("USD", 6_499), ask("returns"), "returnable?");
clear("008", "terse", ctx("GBP", 23_000), ask("payment"), "card ok or cash only?");
clear("009", "terse", ctx("USD", 32_000), percentOff(27_200, 15), "15% off and it's a deal");
clear("010", "terse", ctx("EUR", 9_500, 7_000), middle(8_250), "split the difference?");
clear("011", "terse", ctx("USD", 54_900), words(50_000, "five hundred even"), "five hundred even?");
clear("012", "terse", ctx("USD", 21_000, 15_000), bid(17_000), "175 - sorry, meant 170");
unclear("013", "terse", ctx("EUR", 44_000), "a range: which figure?", "400-420?");
unclear("014", "terse", ctx("USD", 61_000, 52_000), "'a bit more' with no amount", "a bit more than my last?");
clear("015", "terse", ctx("GBP", 1_850), ask("delivery"), "arrives by friday?");
unclear("016", "terse", ctx("EUR", 60_000), "a price seen elsewhere: is it a bid?", "amazon has it at 519");

// ---- chat ----
clear("101", "chat", ctx("USD", 34_000), bid(28_000), "yo, 280 for the amp? can pick up tonight");
clear("102", "chat", ctx("EUR", 42_000, 35_000), bid(38_000), "ok 380 is really where i top out");
clear("103", "chat", ctx("USD", 8_500), ACCEPT, "sure thing, i'll take it 👍");
clear("104", "chat", ctx("GBP", 58_000, 45_000), WITHDRAW, "gonna pass on this one, thx tho");
clear("105", "chat", ctx("USD", 119_900), ask("negotiable"), "hey is that price firm or is there wiggle room?");
clear("106", "chat", ctx("EUR", 15_500), ask("shipping"), "does the 155 include postage to ireland?");
clear("107", "chat", ctx("USD", 27_500), minus(25_000, 2_500), "could you take 25 off? then i'm in");
clear("108", "chat", ctx("USD", 64_000, 50_000), plus(52_000, 2_000), "fine, i'll add 20 to what i offered before");
clear("109", "chat", ctx("CAD", 89_900), bid(79_900), "would you do 799? i'm in toronto, postal code M5V 2T6");
clear("110", "chat", ctx("EUR", 31_000), ask("warranty"), "is the compressor still under warranty? fridge is only 3 yrs old right");
clear("111", "chat", ctx("USD", 14_900, 11_000), ACCEPT, "ok fine 149 works, send the link");
clear("112", "chat", ctx("GBP", 7_500), bid(6_000), "£60? got 2 kids birthdays this month lol");
unclear("113", "chat", ctx("USD", 55_000), "sarcasm: not an acceptance", "550 for a used blender?? sure, and i'm the queen of england");
unclear("114", "chat", ctx("EUR", 38_000, 30_000), "bid conditional on an extra", "330 but only if the carrying case comes with it");
unclear("115", "chat", ctx("USD", 72_000), "two prices, undecided", "600? 650? idk what's fair tbh");
clear("116", "chat", ctx("USD", 72_000, 60_000), ask("rounds-left"), "how many more tries do i get lol");
clear("117", "chat", ctx("GBP", 19_900), ask("discount"), "any student discount?");
clear("118", "chat", ctx("USD", 2_800, null, 3), total(2_000), "3 for $60?");
unclear("119", "chat", ctx("USD", 48_000, 40_000), "'probably ok': not yet an acceptance", "yeah probably ok, just gotta double check my account balance first");
clear("120", "chat", ctx("EUR", 139_000), bid(123_450), "would you take 1.234,50€? (german here, excuse my english)");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("USD", 89_500),
  bid(78_000),
  "Hi Dana,\n\nThanks for sending the photos of the espresso machine. I'd like to offer $780 for it. I can pick it up on Saturday the 9th between 10 and 12.\n\nBest,\nRachel Kim\n(503) 555-0188",
);
clear(
  "202",
  "polite-email",
  ctx("GBP", 245_000, 210_000),
  bid(225_000),
  "Dear Mr Hughes,\n\nFurther to my offer of £2,100 last week, I can increase it to £2,250.00 for the piano, which is my absolute limit.\n\nKind regards,\nMargaret Ellis\nFlat 4, 19 Queen's Road, Brighton BN1 3XE",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 56_000),
  ACCEPT,
  "Hello,\n\nI've thought it over and I'm happy to go ahead at the price you quoted. My customer reference is WEB-77312.\n\nThank you,\nLukas",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 38_500, 32_000),
  WITHDRAW,
  "Hi,\n\nI appreciate you holding the kayak for me, but I'm going to bow out. Please feel free to release it to the next buyer.\n\nThanks again,\nDerek\n555-0143",
);
clear(
  "205",
  "polite-email",
  ctx("CAD", 129_900),
  ask("delivery"),
  "Good afternoon,\n\nHow many business days would delivery to Halifax, NS take? We move into the new house on 15 August.\n\nRegards,\nClaire Boucher",
);
clear(
  "206",
  "polite-email",
  ctx("USD", 47_500),
  ask("warranty"),
  "Hello,\n\nBefore committing: is the refurbished laptop covered by any warranty, and for how long?\n\nThanks,\nNate\n(serial in your listing: C02XK1ZZJG5H)",
);
clear(
  "207",
  "polite-email",
  ctx("GBP", 12_000),
  ask("payment"),
  "Dear seller,\n\nDo you accept payment by cheque, or only card and bank transfer?\n\nBest wishes,\nMr R. Patel\n27 Mill Lane, Derby DE1 1AA",
);
clear(
  "208",
  "polite-email",
  ctx("USD", 340_000, null, 2),
  bid(300_000),
  "Hello,\n\nWe are furnishing two meeting rooms and would like 2 of the conference tables. Our offer is $3,000.00 each.\n\nRegards,\nJenna Ortiz\nFacilities, Ortiz & Reyes LLP\n1400 K St NW, Washington, DC 20005",
);
clear(
  "209",
  "polite-email",
  ctx("EUR", 74_000),
  percentOff(66_600, 10),
  "Hi,\n\nWould you consider 10% off the asking price? I've been a customer since 2019 (account 88-1042) and would order straight away.\n\nKind regards,\nSofia",
);
unclear(
  "210",
  "polite-email",
  ctx("USD", 92_000, 80_000),
  "acceptance pending the boss's approval",
  "Hi Marcus,\n\nYour number looks reasonable. Let me check with my boss tomorrow and I'll get back to you by end of day Thursday.\n\nThanks,\nAlicia",
);
unclear(
  "211",
  "polite-email",
  ctx("GBP", 68_000),
  "two prices depending on delivery",
  "Dear Sir,\n\nI could offer £600 collected, or £640 if you deliver to SW4 on the 21st.\n\nYours faithfully,\nH. Grant",
);
clear(
  "212",
  "polite-email",
  ctx("USD", 15_999),
  ask("returns"),
  "Hello,\n\nIf the boots don't fit, can I return them within 30 days for a refund?\n\nMany thanks,\nPaula (order #100482)",
);
clear(
  "213",
  "polite-email",
  ctx("EUR", 230_000, 190_000),
  bid(205_000),
  "Hello,\n\nQuick correction to my earlier email: I typed 2,500 but I meant €2,050 for the e-bike. Sorry for the confusion!\n\nBest,\nFinn",
);
clear(
  "214",
  "polite-email",
  ctx("GBP", 39_500, 32_000),
  ACCEPT,
  "Hi Ellie,\n\nDeal — £395 it is. I'll transfer the money tonight once my banking app lets me add you as a payee.\n\nCheers,\nTom",
);
unclear(
  "215",
  "polite-email",
  ctx("EUR", 36_000, 30_000),
  "a budget and 'maybe stretch': no figure offered",
  "Hello,\n\nMy budget was 300 but I could maybe stretch a little. What do you think?\n\nRegards,\nIngrid",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("USD", 84_900),
  bid(76_000),
  "I represent a buyer seeking a 27-inch 4K monitor. Reviewing 9 recent sales (range USD 720–815), I am authorized to offer USD 760.00.",
);
clear("302", "agent", ctx("EUR", 52_000, 44_000), ACCEPT, "Having compared alternatives, we will proceed at the price now on the table. Please generate the invoice for my principal.");
clear("303", "agent", ctx("GBP", 17_500, 14_000), WITHDRAW, "My principal has found a better-suited alternative and is ending this negotiation. No further offers will be made.");
clear("304", "agent", ctx("USD", 26_000, 20_000), middle(23_000), "Proposal: settle at the midpoint between our last bid and your current offer.");
clear("305", "agent", ctx("EUR", 41_000), ask("rounds-left"), "Query: how many counter-offers remain available to us in this session?");
clear("306", "agent", ctx("CAD", 68_000), ask("shipping"), "Please specify whether shipping to postal code V6B 1A1 is included in the quoted CAD 680.00, and its cost if not.");
clear("307", "agent", ctx("USD", 12_500, null, 12), total(11_000), "Requesting 12 units. Counter-offer: USD 1,320.00 for the lot, payable net 30.");
clear("308", "agent", ctx("EUR", 99_000, 85_000), plus(88_000, 3_000), "We raise our previous bid by EUR 30.00. All other terms as previously stated.");
clear("309", "agent", ctx("USD", 150_000), ask("discount"), "Does the merchant offer any discount for payment in full upfront?");
clear("310", "agent", ctx("GBP", 54_000), percentOff(48_600, 10), "Counter: 10 percent below the current asking price. Validity: this round only.");
unclear(
  "311",
  "agent",
  ctx("USD", 79_000),
  "a target band, no firm figure",
  "Target price band for this SKU is USD 650–700. Please advise whether a figure within that band is acceptable.",
);
unclear(
  "312",
  "agent",
  ctx("EUR", 33_500, 28_000),
  "bid conditional on a delivery date",
  "My principal can commit to EUR 310.00 provided delivery occurs no later than 4 December.",
);
clear("313", "agent", ctx("USD", 19_900), ask("standing-offer"), "Please restate your current offer price so that I can report it to my principal.");
clear("314", "agent", ctx("CHF", 420_000, 360_000), bid(389_500), "Updated offer: CHF 3'895.00 for the watch, payment by bank transfer within 48 hours of confirmation.");
clear(
  "315",
  "agent",
  ctx("USD", 3_450, null, 40),
  bid(2_900),
  "Procurement request #PR-88213 for 40 toner cartridges (model TN-760). We offer USD 29.00 per cartridge, delivery to dock 3 within 5 business days.",
);
clear("316", "agent", ctx("EUR", 139_900), bid(123_450), "Offer on behalf of my user: 1 234,50 EUR for the item (amount as exported by their accounting tool).");

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 8_000), words(6_000, "Sixty"), "*turns the lantern over in her hands* Sixty, and I'll tell all my friends about your stall.");
clear("402", "roleplay", ctx("USD", 150_000, 120_000), bid(130_000), "*slams fist on the table* 1300! Not a cent more, you old pirate!");
clear("403", "roleplay", ctx("GBP", 9_000, 7_000), ACCEPT, "*spits in palm and holds out a hand* Done. Shake on it.");
clear("404", "roleplay", ctx("EUR", 45_000, 30_000), WITHDRAW, "*gathers cloak* Keep your overpriced trinket. I'll find another merchant.");
clear("405", "roleplay", ctx("USD", 30_000, 20_000), middle(25_000), "Halfway between your price and mine, good sir. Fair for both of us, aye?");
clear("406", "roleplay", ctx("GBP", 60_000), ask("negotiable"), "Tell me true, merchant: is that price carved in stone, or is there room to bargain?");
clear("407", "roleplay", ctx("EUR", 22_000), minus(19_000, 3_000), "Take thirty off that and you'll have my coin this very hour.");
unclear("408", "roleplay", ctx("USD", 40_000), "musing over two figures", "*taps chin* Three hundred... maybe three-twenty... who can say?");
unclear("409", "roleplay", ctx("GBP", 25_000), "sarcasm about the standing price", "Two hundred fifty? For a cracked pot? Ha, and I suppose the moon costs extra.");
clear("410", "roleplay", ctx("EUR", 18_000), ask("shipping"), "Will your caravan carry it to my village for free, or must I pay the carter myself?");
clear("411", "roleplay", ctx("USD", 64_000, 50_000), bid(55_000), "Five hundred and fifty, my friend — 550, and you may keep the pouch it comes in.");
clear("412", "roleplay", ctx("GBP", 12_000, 9_000), ACCEPT, "Very well, very well! Your price, and may the gods bless this bargain.");
unclear("413", "roleplay", ctx("EUR", 70_000, 55_000), "'let me ask my captain': not decided", "*glances back at the ship* I must ask my captain before I part with that much gold.");

export const FRESH_EN = done();

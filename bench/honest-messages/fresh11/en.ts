/**
 * ELEVENTH set, English (US, UK, Canada; see fresh11/index.ts): written 2026-11-27 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * New products (a ukulele, a cement mixer, a cello, a generator, a surfboard, a turntable, beehives, a meat slicer,
 * a conveyor, a beverage cooler, gym lockers, a grandfather clock, a hospital bed, a vinyl plotter, a pool table,
 * a log splitter, a karaoke system, a hay baler, a vintage radio, a carousel horse, a 1981 motorboat...).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, addresses, order numbers, dates, hours, years) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh11In } from "./build";

const { clear, unclear, done } = fresh11In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 46_000), bid(39_500), "395 for the Martin ukulele, cash on pickup.");
clear("002", "terse", ctx("USD", 180_000), words(150_000, "fifteen hundred"), "Fifteen hundred for the cement mixer. Final.");
clear("003", "terse", ctx("GBP", 32_000, 28_000), ACCEPT, "Right, you've got a deal.");
clear("004", "terse", ctx("USD", 95_000, 60_000), WITHDRAW, "Too steep. I'm out.");
clear("005", "terse", ctx("USD", 27_000), ask("delivery"), "Can it ship before Dec 18?");
clear("006", "terse", ctx("USD", 62_000), minus(55_000, 7_000), "$70 off your price and the cello's mine.");
clear("007", "terse", ctx("CAD", 48_000), percentOff(43_200, 10), "Would you do 10 percent off? I'd e-transfer tonight.");
clear("008", "terse", ctx("USD", 74_000), bid(66_000), "660 for the Honda EU2200i, no cover needed.");
clear("009", "terse", ctx("USD", 110_000), bid(92_000), "950 — make that 920, forgot the scratch on the lid.");
clear("010", "terse", ctx("USD", 13_000), ask("payment"), "Zelle or PayPal?");
unclear("011", "terse", ctx("USD", 58_000), "a range, not one price: which end is the bid?", "Anywhere from 480 to 520 works for me.");
clear("012", "terse", ctx("GBP", 66_000, 50_000), plus(53_000, 3_000), "Up 30 from my last bid, no further.");
clear("013", "terse", ctx("USD", 41_500, 38_000), ACCEPT, "Fine, 415. I'll take it.");
unclear("014", "terse", ctx("USD", 22_000), "a bid conditional on the tuner being included", "170, but only with the tuner and the spare strings.");
clear("015", "terse", ctx("USD", 19_000), ask("returns"), "Return window if the neck's cracked? 14 days?");

// ---- chat ----
clear("101", "chat", ctx("USD", 52_000), bid(44_000), "yo is the surfboard still up? id do 440 tmrw morning if thats cool");
clear("102", "chat", ctx("USD", 31_000, 27_000), ACCEPT, "ahh amazing, ur on!! 🙌 lemme know when i can swing by");
clear("103", "chat", ctx("CAD", 125_000, 90_000), WITHDRAW, "ahh ok thats more than i can swing rn, ill leave it. thanks for being cool about it tho 🙏");
clear("104", "chat", ctx("USD", 8_800), ask("shipping"), "u ship to chicago? 60614. what would that run me");
clear("105", "chat", ctx("USD", 36_000), words(30_000, "three hundred"), "three hundred n i'll come get the turntable tonight 🎶");
clear("106", "chat", ctx("USD", 61_000), bid(52_500), "can do 525 cash, ill pick up sat at 10:30. my # is 312-555-0188 if anything changes");
clear("107", "chat", ctx("USD", 90_000, 74_000), middle(82_000), "ok halfway between ur number and mine? 🤷");
clear("108", "chat", ctx("GBP", 120_000), ask("warranty"), "is the mtb frame still under the 5 yr warranty or nah");
unclear("109", "chat", ctx("USD", 70_000), "sarcasm about the price: not a bid or an acceptance", "700 for a foosball table lmaooo ok sure and ill name my firstborn after u");
unclear("110", "chat", ctx("USD", 45_000), "a price seen elsewhere, not a bid", "saw the same snowboard on marketplace for 350 fyi");
clear("111", "chat", ctx("USD", 3_900, null, 5), ask("discount"), "need 5 hammocks for the cabin, any deal if i take all 5?");
clear("112", "chat", ctx("USD", 14_000, null, 4), total(12_500), "500 gets me the 4 hives together?");
clear("113", "chat", ctx("USD", 6_500, 5_000), ACCEPT, "ok ya ill take it at that");
clear("114", "chat", ctx("USD", 88_000, 65_000), WITHDRAW, "nope, pass");
clear("115", "chat", ctx("USD", 40_000), minus(34_000, 6_000), "take 60 off and ill grab it today");
clear("116", "chat", ctx("USD", 33_000), ask("negotiable"), "any wiggle room on that or nah");
unclear("117", "chat", ctx("USD", 54_000), "'meet in the middle' with no earlier bid: the middle of what?", "let's just go middle and call it a day?");
clear("118", "chat", ctx("USD", 23_000, 19_000), ask("standing-offer"), "lost track lol, where r u at on price rn?");

// ---- polite-email ----
clear("201", "polite-email", ctx("USD", 640_000), bid(575_000),
  "Dear Ms. Alvarado,\n\nThanks for arranging the viewing of the 60 kVA diesel generator last Thursday. With 4,200 running hours on the clock and the service overdue, we would like to offer $5,750, collected from your yard.\n\nKind regards,\nRichard Osei\nSite Manager, Osei Construction LLC\n1900 Industrial Pkwy, Unit 12\nDayton, OH 45414\n(937) 555-0162");
clear("202", "polite-email", ctx("GBP", 260_000, 230_000), ACCEPT,
  "Dear Graham,\n\nThanks for your revised figure. That works for us; consider this our agreement. Our driver can collect the meat slicer next Wednesday.\n\nWith thanks,\nSophie Kerr\nKerr's Deli, Bristol");
clear("203", "polite-email", ctx("USD", 480_000, 350_000), WITHDRAW,
  "Dear Mr. Tanaka,\n\nI appreciate the time you've spent on this. I'm afraid the budget our board approved does not stretch to your price, so we will not be proceeding with the conveyor. We hope to work together another time.\n\nRespectfully,\nAngela Morris");
clear("204", "polite-email", ctx("USD", 142_000), ask("delivery"),
  "Hello,\n\nWith reference to quote #Q-77310 for the glass-door beverage cooler: our café reopens on January 6 after renovation. Could you let me know whether delivery to Asheville, NC 28801 is possible in the week of December 29, and how many days it usually takes?\n\nMany thanks,\nHolly Brennan\n828-555-0135");
clear("205", "polite-email", ctx("USD", 21_000, null, 10), total(18_500),
  "Dear Sales Team,\n\nWe are refitting the changing rooms at our gym and need 10 of the steel lockers. We would offer $1,850 for the lot, delivered to our back entrance.\n\nBest wishes,\nKeisha Grant\nIronworks Fitness\n407 W Grand Ave, Chicago, IL 60654");
clear("206", "polite-email", ctx("GBP", 95_000), words(80_000, "eight hundred pounds"),
  "Dear Mrs. Whitfield,\n\nThank you for the description of the grandfather clock. As the movement will need a full service, I would be prepared to offer eight hundred pounds, and I can collect from Harrogate on Saturday.\n\nYours sincerely,\nArthur Penrose\n01632 960 418");
clear("207", "polite-email", ctx("USD", 300_000), percentOff(264_000, 12),
  "Good morning,\n\nWe run a small care home and are interested in the refurbished hospital bed you have listed. As a registered charity (no. 1187342), would you consider 12% off the listed price? We can collect any weekday after 2 pm.\n\nWith thanks,\nMargaret Ellison\nElm Court Care Home");
clear("208", "polite-email", ctx("USD", 340_000), ask("warranty"),
  "Dear Mr. Quist,\n\nBefore we place an order for the vinyl plotter (model SC-1600, serial 0448-21907), could you confirm how much of the 2-year manufacturer warranty remains and whether it covers the cutting head?\n\nBest regards,\nDana Whitlock\nWhitlock Signs & Graphics");
clear("209", "polite-email", ctx("USD", 260_000), bid(215_000),
  "Hi Greg,\n\nAs discussed on the phone, here is our offer: $2,510 for the electric pallet jack — correction, I meant $2,150; the digits got swapped.\n\nBest,\nNora Blake\nBlake Freight");
clear("210", "polite-email", ctx("USD", 187_500, 170_000), ACCEPT,
  "Dear Mr. Hollis,\n\nGood news from our side: the partners are happy with $1,875.00 for the pool table, so we accept. The signed order form follows by separate email.\n\nKind regards,\nLiam O'Connor\nThe Crooked Pint");
unclear("211", "polite-email", ctx("USD", 560_000), "a price that needs a finance committee's sign-off, not a firm bid",
  "Dear Ms. Ruiz,\n\nI've recommended $5,000 for the log splitter to our finance committee. If they agree at their meeting on the 9th, I'll confirm straight away.\n\nBest regards,\nTom Bergstrom");
clear("212", "polite-email", ctx("CAD", 72_000, null, 2), bid(63_000),
  "Good afternoon,\n\nPO 88-4410: for the 2 industrial fans quoted on 3 December, we can offer CA$630 per unit, delivery to 1250 Rue Wellington, Montreal QC H3C 1V4.\n\nRegards,\nDavid Chen\nChen Warehousing\n514-555-0127");
clear("213", "polite-email", ctx("USD", 215_000), ask("payment"),
  "Hello,\n\nWe've received invoice draft INV-3321 dated November 20 for the karaoke system (2 wireless mics, 1 mixer). Our bookkeeper pays suppliers every second Friday. Could we pay half on order and half on delivery, or do you offer 30 days net?\n\nKind regards,\nFiona Walsh\nThe Lantern Pub\n14 Quay Street, Galway");
clear("214", "polite-email", ctx("USD", 390_000), minus(365_000, 25_000),
  "Hi Mr. Lindqvist,\n\nThank you for the photos of the cedar-strip canoe. We'd like to offer $250 under your asking price, and we can pick it up in Duluth on the 14th.\n\nAll the best,\nEmma and Jonah Price");
clear("215", "polite-email", ctx("GBP", 150_000, 120_000), plus(127_500, 7_500),
  "Dear Harriet,\n\nWe've talked it over at home and can stretch to £75 more than we offered last time. I hope that's enough to get this over the line.\n\nWarm regards,\nColin Ashby");
clear("216", "polite-email", ctx("USD", 68_000), ask("shipping"),
  "Hello,\n\nThe dollhouse would be a Christmas present for my granddaughter in Portland, ME 04101. Do you ship that far, and what would you charge for it?\n\nThank you,\nRuth Simmons");
clear("217", "polite-email", ctx("USD", 720_000, 560_000), WITHDRAW,
  "Dear Ms. Varga,\n\nAfter going through the figures with our partners, we won't be continuing with this purchase. Thank you for your time, and we wish you a successful sale.\n\nSincerely,\nHenry Adeyemi\nAdeyemi Farms");
unclear("218", "polite-email", ctx("USD", 118_000), "two prices, one for each option: which is the bid?",
  "Dear Sir or Madam,\n\nOur budget allows $980 for the chipper as it stands; with the spare blade set we would be looking at $1,080.\n\nRegards,\nPaul Mercer");
clear("219", "polite-email", ctx("USD", 276_000, 240_000), middle(258_000),
  "Hi Lucia,\n\nYou came down, we came up. Let's finish it at the midpoint: halfway from our last offer to your current price.\n\nThanks,\nBen Ortiz");
clear("220", "polite-email", ctx("USD", 350_000, 300_000), ask("rounds-left"),
  "Dear Mr. Faulk,\n\nThank you for your counter-offer of November 25 (ref. HB-2291). Our co-op board meets on Monday at 8:30 and will ask me how long we have. How many rounds of offers remain before the negotiation closes?\n\nKind regards,\nGrace Hendricks\nValley Growers Co-op\n(559) 555-0148");

// ---- agent ----
clear("301", "agent", ctx("USD", 210_000), bid(178_000),
  "Summary for the seller: my principal has been watching this karaoke system for a while. Listings that actually sold went for $1,950, $1,820 and $1,890, and she won't go past $1,850. Our offer is $1,780; she can collect within 5 business days.");
clear("302", "agent", ctx("USD", 84_000, 76_000), ACCEPT,
  "Brightwater Dental's procurement assistant here. The practice manager signed off on your latest terms this morning, and we're happy to close on them. Could you issue the invoice to accounts payable?");
clear("303", "agent", ctx("USD", 260_000, 190_000), WITHDRAW,
  "I'm buying on a client's behalf. We've looked again and can't justify the cost at your price level, so we'll leave it here and won't be purchasing. Appreciate the quick replies.");
clear("304", "agent", ctx("USD", 58_000), ask("returns"),
  "Question from a purchasing assistant (AI) before my customer commits: if a spring or the safety net is missing when the trampoline is delivered, can it be returned, and within how many days?");
clear("305", "agent", ctx("USD", 27_000, null, 8), total(24_000),
  "Proposal\nItem: office locker, 4-door\nQty: 8\nTotal: $1,920 for the eight\nShipping: ground\nTerms: on invoice");
clear("306", "agent", ctx("USD", 135_000), percentOff(121_500, 10),
  "Having checked your listing against similar units sold this autumn, my user proposes paying your asking price less 10 percent; your own listing mentions the compressor was replaced once.");
unclear("307", "agent", ctx("USD", 98_000), "a number with no clear role: what the user once paid, not a bid",
  "My user notes that she paid 850 for her last one. Please advise how you would like to proceed.");
clear("308", "agent", ctx("USD", 420_000), bid(372_000),
  "Structured offer follows.\n```json\n{\"action\": \"counter_offer\", \"item\": \"hay baler HB-540\", \"unit_price\": 3720, \"currency\": \"USD\", \"valid_until\": \"2026-12-11\"}\n```");
clear("309", "agent", ctx("USD", 8_400, null, 25), ask("discount"),
  "We're sourcing linen carts for a hotel group's 25 properties, one per property. At 25 units, what would your per-unit price come down to?");
clear("310", "agent", ctx("USD", 96_000, 80_000), minus(76_000, 4_000, "last-bid"),
  "Buyer's agent again. The freight quote for this came in higher than we planned, so my principal is lowering our bid: take $40 off what we offered last time.");
clear("311", "agent", ctx("USD", 390_000), ask("negotiable"),
  "Automated buying agent for Ridgeway Farms. We're close to bidding on the hay rake, but first: is the listed price firm, or can it be negotiated?");
unclear("312", "agent", ctx("USD", 220_000, 190_000), "inclined to accept but not yet deciding: 'sleep on it'",
  "My principal is inclined to accept your price but wants to sleep on it. I will revert tomorrow morning.");
clear("313", "agent", ctx("USD", 480_000), words(420_000, "four thousand two hundred dollars"),
  "My principal has set a figure of four thousand two hundred dollars for the quad bike, which I am now putting to you as our offer. Transfer on collection.");
clear("314", "agent", ctx("USD", 67_000, 58_000), ask("standing-offer"),
  "| item | wine fridge, 46 bottles |\n|---|---|\n| our last bid | 580 |\n\nCould you confirm your current asking price so I can update my principal?");
clear("315", "agent", ctx("USD", 142_000, 130_000), ACCEPT,
  "My principal agrees to $1,420 per unit. Please take this as acceptance; we look forward to the order confirmation.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 21_000), bid(16_500), "*blows the dust off the radio and twists the dial* Crackles a bit. 165, and I carry it out myself.");
clear("402", "roleplay", ctx("USD", 12_000, 10_000), ACCEPT, "*slaps the counter* You've talked me into it. Wrap it up.");
clear("403", "roleplay", ctx("USD", 38_000, 26_000), WITHDRAW, "*sets the trombone back in its case* Too rich for my blood. Thanks anyway. *heads for the door*");
clear("404", "roleplay", ctx("USD", 46_000), ask("delivery"), "*checks the calendar on the wall* My sister's wedding is on the 20th. Could this be delivered a few days before?");
clear("405", "roleplay", ctx("USD", 28_000, 22_000), middle(25_000), "*rubs temples* Look — halfway between your number and mine, and everybody goes home.");
clear("406", "roleplay", ctx("USD", 15_000), bid(12_000), "*digs through wallet* 130 — scratch that, 120. Need bus fare home.");
clear("407", "roleplay", ctx("USD", 9_000), words(7_500, "seventy-five bucks"), "*pats the carousel horse's painted mane* Seventy-five bucks for this old girl, take it or leave it.");
unclear("408", "roleplay", ctx("USD", 44_000), "an approximate figure, not a firm bid", "*squints* Three-fifty-ish? Somewhere around there.");
clear("409", "roleplay", ctx("USD", 56_000), minus(50_000, 6_000), "*rocks the fire pit on its wobbly leg* This leg's bent. Sixty off the price covers the welding.");
clear("410", "roleplay", ctx("USD", 32_000, 24_000), plus(26_500, 2_500), "*mutters something about his daughter's birthday present* Okay, okay — I'll put another twenty-five on what I offered before. That's everything.");
clear("411", "roleplay", ctx("USD", 17_500), ask("payment"), "*holds up a phone with a cracked screen* Any chance I can tap to pay? I don't carry cash.");
unclear("412", "roleplay", ctx("USD", 82_000), "the buyer wants to think it over: no decision yet", "*stares at the ping-pong table for a long while* Let me think on it overnight.");
clear("413", "roleplay", ctx("USD", 69_000, 60_000), ACCEPT, "*exhales* Okay. Your price. Let's do it.");
unclear("414", "roleplay", ctx("USD", 36_000), "two prices with no correction: the buyer has not chosen", "*flips through the record crate* My brother says 290, my gut says 310. Can't decide.");
clear("415", "roleplay", ctx("USD", 99_000, 70_000), WITHDRAW, "*turns on heel* Forget it.");
clear("416", "roleplay", ctx("USD", 135_000), bid(110_000), "*climbs into the motorboat and checks the hour meter* 1,200 hours since '81, both 90-horse outboards original. 1,100 cash, and I tow it away tonight.");

export const FRESH11_EN = done();

/**
 * TENTH set, English (US, UK, Canada; see fresh10/index.ts): written 2026-11-27 for reporting only, blind — without
 * reading the reader's code, its rules or its tests, without opening the other set written that day, and without
 * running the reader on these messages. Products none of the earlier sets uses (a kamado grill, a tuba, a
 * trampoline, a generator, a canoe, a mandolin, a bandsaw, steel shelving, gym lockers, bleachers, a horsebox, egg
 * incubators, a pedicab, a marimba, a dartboard cabinet, a wheelbarrow...), new wording.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * engine hours, phone numbers, addresses, PO numbers, dates, years, mileage) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh10In } from "./build";

const { clear, unclear, done } = fresh10In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 74_000), bid(62_000), "620 for the kamado, cash on pickup.");
clear("002", "terse", ctx("USD", 160_000), words(150_000, "fifteen hundred"), "Fifteen hundred for the tuba, case and mouthpiece thrown in.");
clear("003", "terse", ctx("USD", 33_000, 29_000), ACCEPT, "Okay, you win. I'll take it.");
clear("004", "terse", ctx("USD", 95_000, 70_000), WITHDRAW, "No. Forget it.");
clear("005", "terse", ctx("USD", 48_000), ask("delivery"), "Can the trampoline be delivered before Dec 20?");
clear("006", "terse", ctx("USD", 56_000), minus(50_000, 6_000), "Sixty under your price and I collect tonight.");
clear("007", "terse", ctx("CAD", 40_000), percentOff(34_000, 15), "15% off and it's mine.");
clear("008", "terse", ctx("USD", 115_000), bid(98_000), "$980 for the Honda EU2200i, it's got 140 hours on it.");
clear("009", "terse", ctx("USD", 70_000), bid(58_000), "600 — no, make that 580.");
clear("010", "terse", ctx("USD", 22_000), ask("payment"), "PayPal fine?");
unclear("011", "terse", ctx("USD", 36_000), "'-ish' is not a firm price: how much exactly?", "300-ish?");
clear("012", "terse", ctx("USD", 88_000, 70_000), plus(75_000, 5_000), "Up 50 on my last. Final.");
clear("013", "terse", ctx("USD", 27_500, 24_000), ACCEPT, "275, fine by me. Done.");
unclear("014", "terse", ctx("USD", 61_000), "a bid that depends on the cover coming with it", "550 with the cover, less without.");
clear("015", "terse", ctx("GBP", 18_500), ask("returns"), "Could I return it within 14 days if it's not right?");

// ---- chat ----
clear("101", "chat", ctx("USD", 39_000), bid(32_000), "hi! is the canoe still for sale? i could do 320 👀");
clear("102", "chat", ctx("USD", 21_000, 18_000), ACCEPT, "omg yes!!! deal 😍 my kids are gonna lose it");
clear("103", "chat", ctx("CAD", 130_000, 95_000), WITHDRAW, "hmm thats more than i can spend rn, ill leave it. thanks anyway & good luck with it!");
clear("104", "chat", ctx("GBP", 8_900), ask("shipping"), "how much wud postage be to LS6 2AB? or is it collection only");
clear("105", "chat", ctx("USD", 45_000), words(40_000, "four hundred"), "would u do four hundred for the mandolin? cash today");
clear("106", "chat", ctx("USD", 27_000), bid(23_000), "could pick up sat around 10:30, im like 15 min away. 230 ok?");
clear("107", "chat", ctx("USD", 62_000, 50_000), middle(56_000), "meet u halfway? 🙏");
clear("108", "chat", ctx("USD", 140_000), ask("warranty"), "is there any warrenty left on the bandsaw or is it sold as is");
unclear("109", "chat", ctx("USD", 49_000), "sarcasm about the price: neither a bid nor an acceptance", "490 for a used stroller lol. sure, want my car keys too? 🙃");
unclear("110", "chat", ctx("USD", 31_000), "thinking aloud about a number, not a bid", "250... hmm idk tbh");
clear("111", "chat", ctx("USD", 6_500, null, 4), ask("discount"), "if i take 4 of the easels is it cheaper per easel?");
clear("112", "chat", ctx("USD", 9_000, null, 5), total(8_000), "5 of the hammocks for 400 altogether?");
clear("113", "chat", ctx("USD", 16_000, 14_000), ACCEPT, "alright ur price then 👌");
clear("114", "chat", ctx("USD", 75_000, 55_000), WITHDRAW, "nope, not for me");
clear("115", "chat", ctx("USD", 35_000), minus(31_000, 4_000), "take 40 off and ill grab it today");
clear("116", "chat", ctx("USD", 29_000), ask("negotiable"), "is the price set in stone or is there wiggle room?");
unclear("117", "chat", ctx("USD", 52_000, 45_000), "'might' take the price: not yet an acceptance", "i might go for ur price, lemme think about it tonight");
clear("118", "chat", ctx("USD", 19_000, 15_000), ask("standing-offer"), "sorry lost track, whats ur asking now?");

// ---- polite-email ----
clear("201", "polite-email", ctx("USD", 420_000), bid(365_000),
  "Hi Gary,\n\nThanks for sending the service log for the 20 kW diesel generator. We run a two-day music festival in August and would like to offer $3,650 for the unit, collected from your yard.\n\nBest,\nKelly Brennan\nRiverbend Music Festival\n1190 County Road 7, Ames, IA 50010\n(515) 555-0166");
clear("202", "polite-email", ctx("USD", 185_000, 160_000), ACCEPT,
  "Dear Ms. Oduya,\n\nThank you for your counter-proposal on the steel shelving. That works for us, and we are glad to proceed. Our warehouse manager will be in touch about the delivery slot.\n\nKind regards,\nGraham Pollard\nPollard Distribution");
clear("203", "polite-email", ctx("USD", 690_000, 520_000), WITHDRAW,
  "Dear Mr. Castellano,\n\nThank you for the time you have given us. Our club committee has reviewed your latest figure for the aluminium bleachers and, regrettably, it is beyond what we can raise this season. We will not be taking this further, but we are grateful for your courtesy.\n\nYours sincerely,\nAnne-Marie Walsh\nSecretary, Fairview Rovers FC");
clear("204", "polite-email", ctx("USD", 98_000), ask("delivery"),
  "Hello,\n\nOur annual conference opens on January 14 at the Marriott, 350 W Mart Center Dr, Chicago, IL 60654. If we ordered the walnut lectern this week, when could you deliver it?\n\nMany thanks,\nDerek Osei\nEvents Coordinator\n312-555-0128");
clear("205", "polite-email", ctx("USD", 32_000, null, 10), total(29_000),
  "Good morning,\n\nWe are refitting the changing rooms at our gym and need 10 of the steel lockers. Could you do $2,900 for all ten, including the locks?\n\nThank you,\nSandra Kowalski\nIronworks Fitness");
clear("206", "polite-email", ctx("GBP", 260_000), words(230_000, "twenty-three hundred"),
  "Dear Mrs. Pemberton,\n\nThank you for letting us view the horsebox on Saturday. Given the floor will need re-boarding, I would like to offer twenty-three hundred pounds, and I can collect it from Newmarket at your convenience.\n\nBest wishes,\nHarriet Lowe\n07700 900648");
clear("207", "polite-email", ctx("USD", 150_000), percentOff(135_000, 10),
  "Dear Mr. Alvarez,\n\nWe keep a small heritage-breed poultry farm and are interested in the cabinet egg incubators. Would you consider 10% off your listed price if we pay on collection?\n\nWarm regards,\nTess Harmon\nHarmon Hollow Farm");
clear("208", "polite-email", ctx("USD", 340_000), ask("warranty"),
  "Dear Sir or Madam,\n\nWe operate city tours and are considering your electric pedicab (frame no. PC-7731-E, first registered 2024). Is the motor and battery still under warranty, and would it pass to us as the new owners?\n\nRegards,\nLuis Ortega\nPedal Tours Savannah");
clear("209", "polite-email", ctx("USD", 280_000), bid(245_000),
  "Hi Ingrid,\n\nThank you for the recording of the marimba. We would like to offer $2,500 for the instrument. Correction: $2,450 — I misread my own notes.\n\nWith thanks,\nPaul Hendry\nLakeside Percussion Ensemble");
clear("210", "polite-email", ctx("USD", 112_000, 100_000), ACCEPT,
  "Dear Mr. Haddad,\n\nThank you for the new photos of the reupholstered wingback armchair. We are happy to accept $1,120 and will arrange payment by bank transfer this afternoon.\n\nKind regards,\nFiona Clarke");
unclear("211", "polite-email", ctx("USD", 470_000), "a figure that still needs the school board's vote, not a firm bid",
  "Dear Ms. Henley,\n\nWe are hopeful we could offer around $4,100 for the staging and podium set, but the school board has to vote on it at next Tuesday's meeting.\n\nBest regards,\nRon Avery\nPrincipal, Westbrook Middle School");
clear("212", "polite-email", ctx("USD", 45_000, null, 4), bid(39_000),
  "Hello,\n\nRe: PO 88-2041. For the 4 boltless shelving units discussed on the phone on November 23, we can offer $390 per unit, delivery to Dock 3, 77 Industrial Pkwy, Reno, NV 89502.\n\nThanks,\nMike Tran\nTran Auto Parts\n775-555-0102");
clear("213", "polite-email", ctx("USD", 230_000), ask("payment"),
  "Dear Ms. Fairbanks,\n\nThank you for quote 2026-417 for the aluminium podium. Our finance office can only release funds by purchase order. Would you accept an invoice payable within 30 days, or do you need a deposit first?\n\nKind regards,\nDr. Alan Moss\nDepartment of History, Hollins College");
clear("214", "polite-email", ctx("USD", 320_000), minus(295_000, 25_000),
  "Hello Jed,\n\nI enjoyed seeing the anvil and coal forge in your shop. Would you come down $250 from your asking price? I can pay in full when I pick them up.\n\nRegards,\nOwen Pritchard");
clear("215", "polite-email", ctx("USD", 210_000, 175_000), plus(185_000, 10_000),
  "Dear Mrs. Whitlock,\n\nThank you for your kind reply about the Victorian dollhouse. I can add another $100 to my previous offer, which I hope shows how much it would mean to my granddaughter.\n\nWarmly,\nMargaret Ellis");
clear("216", "polite-email", ctx("USD", 67_000), ask("shipping"),
  "Hello,\n\nI'm interested in the Buffet clarinet. Could you tell me what shipping to Portland, ME 04101 would come to, and whether it would be insured?\n\nThanks,\nNora Whitfield");
clear("217", "polite-email", ctx("USD", 540_000, 410_000), WITHDRAW,
  "Dear Mr. Lindqvist,\n\nThank you for your patience with our questions about the industrial bandsaw. We have now found a machine closer to our budget and will not be proceeding. Best of luck with the sale.\n\nSincerely,\nRachel Young\nYoung & Sons Joinery");
unclear("218", "polite-email", ctx("USD", 150_000), "two prices, with or without the grate: which one is the bid?",
  "Dear Sir,\n\nWe could offer $1,200 for the fire pit alone, or $1,350 with the cooking grate.\n\nRegards,\nBrian Doyle");

// ---- agent ----
clear("301", "agent", ctx("USD", 210_000), bid(178_000),
  "I'm purchasing on behalf of a client. Recent sales of this professional clarinet model: $1,950 (eBay, October), $1,890 (Reverb) and $2,010 (a dealer, with service). The client's ceiling is $1,850. Taking the pad wear into account, we offer $1,780.");
clear("302", "agent", ctx("USD", 58_000, 50_000), ACCEPT,
  "Purchasing agent for Meridian Housing here. My principal has reviewed your latest terms and instructs me to accept them. Please confirm the pickup address.");
clear("303", "agent", ctx("USD", 300_000, 210_000), WITHDRAW,
  "On behalf of my client: your price remains well outside the budget we were given, so we will close this negotiation here. Thank you for your time.");
clear("304", "agent", ctx("USD", 47_000), ask("returns"),
  "I am an automated buying assistant acting for a parent. Before we place an offer on the stroller: can it be returned if it arrives with a defect, and within what period?");
clear("305", "agent", ctx("USD", 12_000, null, 8), total(10_500),
  "Offer for 8 steel wheelbarrows:\n- total price: $840 for the lot\n- collection by our van, any weekday\n- payment by card at collection");
clear("306", "agent", ctx("USD", 90_000), percentOff(79_200, 12),
  "My user would like to proceed with the solid-oak bunk bed at 12% under the listed price, given the missing ladder hook mentioned in the description.");
unclear("307", "agent", ctx("USD", 130_000), "a budget bracket, not a bid",
  "My client is comfortable somewhere between $1,000 and $1,100 for this item. How would you like to proceed?");
clear("308", "agent", ctx("USD", 260_000), bid(228_000),
  "Buyer agent counter-offer:\n```json\n{\"item\": \"diesel generator 20 kVA\", \"offer\": 2280, \"currency\": \"USD\", \"pickup\": \"2026-12-09\"}\n```");
clear("309", "agent", ctx("USD", 7_900, null, 15), ask("discount"),
  "My principal is equipping a new gym and needs 15 lockers. Is there a reduced unit price at that quantity?");
clear("310", "agent", ctx("USD", 100_000, 82_000), minus(78_000, 4_000, "last-bid"),
  "A correction from the buyer's agent: my client's finance team has lowered the approved spend, so we have to bring our offer down by $40 from our previous one. I regret the back-and-forth.");
clear("311", "agent", ctx("USD", 155_000), ask("negotiable"),
  "I'm a procurement assistant for a small business. Is there any flexibility on the listed price, or is it firm?");
unclear("312", "agent", ctx("USD", 275_000, 240_000), "an acceptance that waits on a survey, not yet binding",
  "My client is prepared to accept your figure once the structural survey of the horsebox on December 3 comes back clean. We will write again then.");
clear("313", "agent", ctx("USD", 380_000), words(340_000, "three thousand four hundred dollars"),
  "Per my principal's instructions, I am offering three thousand four hundred dollars for the electric pedicab, payment by ACH within two business days.");
clear("314", "agent", ctx("USD", 44_000, 38_000), ask("standing-offer"),
  "For my client's summary: could you restate your current asking price for the item?");
clear("315", "agent", ctx("USD", 96_000, 88_000), ACCEPT,
  "My client accepts your price of $960.00. Please send the invoice and we will arrange collection.");
clear("316", "agent", ctx("USD", 170_000, 140_000), ask("rounds-left"),
  "To plan my client's next step: how many further offers can we submit before this negotiation closes?");
clear("317", "agent", ctx("USD", 62_000), bid(54_000),
  "Offer from the buyer's agent: $540 for the dartboard cabinet (model DC-180, with 6 darts). Ship to ZIP 30301; requested delivery 2026-12-11.");
unclear("318", "agent", ctx("USD", 83_000), "'in the region of', pending a condition report: not a firm bid",
  "Depending on the condition report, my client could look at something in the region of $700. Please send it when you can.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 24_000), bid(19_000), "*runs a thumb over the sisal* Board's seen some use. 190, and I'll carry it out myself.");
clear("402", "roleplay", ctx("USD", 13_000, 11_000), ACCEPT, "*laughs and shakes your hand* Alright, alright. You've sold me.");
clear("403", "roleplay", ctx("USD", 58_000, 40_000), WITHDRAW, "*hangs the mandolin back on its hook* Lovely instrument, but not at that. Thanks for your time. *heads for the door*");
clear("404", "roleplay", ctx("USD", 72_000, 60_000), ask("rounds-left"), "*raises an eyebrow* How many more goes do I get before you show me the door?");
clear("405", "roleplay", ctx("USD", 46_000, 38_000), middle(42_000), "*spreads hands* We're stuck. Split the difference and we both go home happy?");
clear("406", "roleplay", ctx("USD", 33_000), bid(26_000), "*fishes in wallet* 280 — hang on, 260. Rent's due.");
clear("407", "roleplay", ctx("GBP", 9_500), words(7_000, "seventy quid"), "*kicks the tyre of the wheelbarrow* Seventy quid and I'll wheel it home now.");
unclear("408", "roleplay", ctx("USD", 41_000), "a bluff: no firm number", "*smirks* I know what I'd pay. Question is whether you're ready to hear it.");
clear("409", "roleplay", ctx("USD", 85_000), minus(79_000, 6_000), "*points at the scratch on the lid* Take sixty off for that and we're square.");
clear("410", "roleplay", ctx("USD", 52_000, 40_000), plus(43_000, 3_000), "*exhales* Thirty more than I said. That's my limit.");
clear("411", "roleplay", ctx("USD", 19_500), ask("payment"), "*holds up phone* You take Zelle, or is it cash only here?");
unclear("412", "roleplay", ctx("USD", 67_000, 55_000), "'might' and sleeping on it: not an acceptance yet", "*rubs neck* I might do your price... let me sleep on it.");
clear("413", "roleplay", ctx("USD", 29_000, 25_000), ACCEPT, "*nods* Your number, then. Wrap it up.");
clear("414", "roleplay", ctx("USD", 150_000), bid(125_000), "*walks around the horsebox* 2009, two stalls, 60,000 miles... I'll give you 1,250.");
clear("415", "roleplay", ctx("USD", 120_000, 80_000), WITHDRAW, "*turns on heel* Keep it.");

export const FRESH10_EN = done();

/**
 * English messages of the honest-buyer corpus: how people and buyer agents actually write to a shop's
 * negotiator, labelled with what a careful person would read (index.ts describes the corpus and the review).
 * Written before the reader was tuned on them; do not edit a message to suit the reader.
 */
import { ACCEPT, ask, bid, ctx, messagesIn, middle, minus, percentOff, plus, total, WITHDRAW, words } from "./types";

const { out, clear, unclear } = messagesIn("en");

// ---- terse ----
clear("001", "terse", ctx("EUR", 52_000), bid(48_000), "480");
clear("002", "terse", ctx("EUR", 52_000), bid(48_000), "480 EUR?");
clear("003", "terse", ctx("EUR", 55_000, 45_000), bid(48_000), "I'd do 480");
clear("004", "terse", ctx("GBP", 9_900), bid(8_500), "£85 and it's mine");
clear("005", "terse", ctx("USD", 129_900), bid(115_000), "would you take 1,150?");
clear("006", "terse", ctx("EUR", 34_900), ACCEPT, "Deal.");
clear("007", "terse", ctx("EUR", 34_900), WITHDRAW, "no thanks, bye");
clear("008", "terse", ctx("USD", 139_900), words(120_000, "twelve hundred"), "twelve hundred?");
clear("009", "terse", ctx("GBP", 4_599), ask("shipping"), "shipping included?");
clear("010", "terse", ctx("EUR", 24_900), minus(22_900, 2_000), "knock 20 off and I'm in");
clear("011", "terse", ctx("EUR", 60_000, 50_000), middle(55_000), "meet in the middle?");
clear("012", "terse", ctx("USD", 8_900), percentOff(8_010, 10), "10% off?");
clear("013", "terse", ctx("EUR", 52_000, 45_000), bid(48_000), "500, no wait, 480");
unclear("014", "terse", ctx("EUR", 56_000, 50_000), "hedged: is 520 an offer?", "hmm, 520...");
unclear("015", "terse", ctx("EUR", 56_000), "hedged: 'around' 500", "maybe around 500?");
unclear("016", "terse", ctx("GBP", 52_000), "two prices: which one?", "450 or 470?");
clear("017", "terse", ctx("USD", 139_900), bid(120_000), "1.2k");
clear("018", "terse", ctx("CHF", 7_900, 6_000), bid(6_500), "ok 65 final");
clear("019", "terse", ctx("GBP", 129_500), bid(118_000), "£1,180 per unit");
clear("020", "terse", ctx("EUR", 38_000, null, 2), total(35_000), "both for 700 total?");
clear("021", "terse", ctx("EUR", 89_900), ask("warranty"), "warranty?");
clear("022", "terse", ctx("USD", 2_499), ACCEPT, "accept");
clear("023", "terse", ctx("USD", 2_499), WITHDRAW, "I'll pass, thanks");
unclear("024", "terse", ctx("EUR", 45_000, 39_000), "undecided: wait for the buyer", "let me think");
clear("025", "terse", ctx("EUR", 45_000, 39_000), ask("rounds-left"), "how many rounds left?");
clear("026", "terse", ctx("GBP", 115_000), words(100_000, "a grand"), "a grand and we're done");
clear("027", "terse", ctx("USD", 64_900), ask("standing-offer"), "current price?");

// ---- chat ----
clear("101", "chat", ctx("EUR", 34_900), bid(30_000), "hey! would you do 300 for it? 🙂");
clear("102", "chat", ctx("USD", 29_999), bid(25_000), "lol thats steep. 250?");
clear("103", "chat", ctx("USD", 29_999, 25_000), ACCEPT, "ok ok you win, i'll take it at your price");
clear("104", "chat", ctx("GBP", 1_899), WITHDRAW, "nah im good, thanks anyway 👋");
clear("105", "chat", ctx("GBP", 1_899), ask("shipping"), "hi! is shipping free or is that extra?");
clear("106", "chat", ctx("EUR", 7_900), ask("discount"), "can you do any better?");
clear("107", "chat", ctx("USD", 52_000), words(45_000, "four fifty"), "i was thinking more like four fifty");
clear("108", "chat", ctx("EUR", 21_900), ask("warranty"), "does it come w a warranty or nah");
clear("109", "chat", ctx("EUR", 21_900), ask("delivery"), "how long does delivery take to austria?");
clear("110", "chat", ctx("GBP", 6_450), ask("payment"), "can i pay with paypal?");
clear("111", "chat", ctx("GBP", 6_450), ask("returns"), "can i send it back if it doesnt fit?");
clear("112", "chat", ctx("EUR", 47_500, 40_000), ask("standing-offer"), "whats ur current price again?");
clear("113", "chat", ctx("EUR", 47_500), ask("negotiable"), "is the price negotiable at all?");
clear("114", "chat", ctx("EUR", 52_000, 48_000), ACCEPT, "ok 520 it is!");
clear("115", "chat", ctx("EUR", 52_000, 44_000), bid(48_000), "i can do 480, thats my max tbh");
clear("116", "chat", ctx("EUR", 48_000, 35_000), bid(40_000), "480?? lol no. 400");
unclear("117", "chat", ctx("USD", 34_900), "hedged: '300ish'", "idk maybe 300ish");
unclear("118", "chat", ctx("EUR", 99_900), "sarcasm: not an acceptance", "oh yeah 999 sounds totally fair 🙄");
unclear("119", "chat", ctx("EUR", 99_900, 80_000), "'might accept': not yet", "i might accept, gimme a sec");
clear("120", "chat", ctx("EUR", 12_000, 9_500), plus(10_000, 500), "5 more than my last one then, final");
unclear("121", "chat", ctx("EUR", 11_900), "bid conditional on free shipping", "could go 95 if you throw in shipping");
clear("122", "chat", ctx("USD", 8_900), bid(7_000), "70 bucks?");
clear("123", "chat", ctx("USD", 8_900, 7_000), ACCEPT, "ugh fine. deal");
clear("124", "chat", ctx("USD", 8_900, 7_000), WITHDRAW, "forget it, too pricey for me. bye");
clear("125", "chat", ctx("EUR", 139_000), bid(125_000), "would u take 1250€? (sorry my english)");
unclear("126", "chat", ctx("EUR", 49_900), "a price elsewhere: is it a bid?", "saw it for 430 on another site");
clear("127", "chat", ctx("GBP", 36_000, null, 3), total(33_000), "3 of them for 990 total?");
unclear("128", "chat", ctx("GBP", 36_000), "middle of what? no earlier bid", "meet me in the middle?");
clear("129", "chat", ctx("USD", 18_900), bid(15_000), "150 and i'll pay right now");
clear("130", "chat", ctx("EUR", 4_999), bid(4_000), "40€ ok? 😅");

// ---- polite-email ----
clear(
  "201",
  "polite-email",
  ctx("EUR", 52_000),
  bid(45_000),
  "Hello,\n\nI'm interested in the walnut side table (listing 48213). Would you accept 450 EUR?\n\nKind regards,\nJohn Miller\n+44 20 7946 0958",
);
clear(
  "202",
  "polite-email",
  ctx("GBP", 129_900),
  bid(118_000),
  "Dear Sir or Madam,\n\nThank you for your quick reply on 14 March. I would like to offer £1,180.00 for the item. I can collect it from 221 Baker Street myself.\n\nBest wishes,\nSarah Thompson\nTel. 07700 900123",
);
clear(
  "203",
  "polite-email",
  ctx("EUR", 31_900),
  ask("delivery"),
  "Hi there,\n\nFollowing up on my enquiry #A-20931. Could you let me know whether delivery by 3 June is possible?\n\nThanks,\nMark",
);
clear(
  "204",
  "polite-email",
  ctx("USD", 64_900, 58_000),
  ACCEPT,
  "Good morning,\n\nThank you for your offer of $649.00. I'm happy to accept it. Please send the invoice to 742 Evergreen Terrace, Springfield, OR 97403.\n\nBest,\nHomer",
);
clear(
  "205",
  "polite-email",
  ctx("GBP", 84_000, 70_000),
  WITHDRAW,
  "Dear Anna,\n\nThank you for your patience. After discussing it with my partner we have decided not to go ahead with the purchase.\n\nAll the best,\nTom (0161 496 0734)",
);
clear(
  "206",
  "polite-email",
  ctx("GBP", 45_000, null, 4),
  total(40_000),
  "Hello,\n\nWe need 4 chairs for our office at Unit 7, 45 Harbour Road, Leeds LS1 4AP. Would you accept £1,600 for all four?\n\nRegards,\nPriya Shah\nOffice Manager",
);
clear(
  "207",
  "polite-email",
  ctx("EUR", 89_900),
  ask("warranty"),
  "Dear seller,\n\nI would like to know whether the 2-year warranty also covers the battery.\n\nRegards,\nP. Novak\nOrder ref 2024-118",
);
clear("208", "polite-email", ctx("EUR", 27_500), ask("payment"), "Hi,\n\nI'd like to pay by bank transfer — is that OK?\n\nThanks,\nLeila");
clear("209", "polite-email", ctx("USD", 15_900), ask("delivery"), "Hello,\n\nIs 2-day delivery possible to zip code 90210?\n\nThanks in advance,\nKevin");
clear(
  "210",
  "polite-email",
  ctx("USD", 79_900),
  minus(74_900, 5_000),
  "Dear team,\n\nThank you for the offer. Unfortunately it is still above our budget. Could you knock 50 off? Then we would order today.\n\nBest regards,\nMaria Gonzalez\nPurchasing, Tel. +1 415 555 0132",
);
clear(
  "211",
  "polite-email",
  ctx("GBP", 39_900, 30_000),
  bid(34_000),
  "Hi Sam,\n\nThanks for coming back to me so quickly. I can go up to 340 (from my 300 earlier), but that's really the most I can do.\n\nCheers,\nOliver\n12 Elm Grove, Bristol BS6 6AA",
);
unclear(
  "212",
  "polite-email",
  ctx("USD", 42_000, 35_000),
  "not decided: will answer Monday",
  "Hello,\n\nThanks for the offer. I'm not sure yet; I'll discuss it with my wife this weekend and let you know by Monday the 12th.\n\nBest,\nDaniel",
);
unclear(
  "213",
  "polite-email",
  ctx("GBP", 52_000),
  "two prices: which one?",
  "Dear seller,\n\nWould you consider 450 or perhaps 470 for the lamp? Either would work for me.\n\nKind regards,\nRuth Eastwood\n07700 900456",
);
unclear(
  "214",
  "polite-email",
  ctx("EUR", 46_000),
  "a market range, not a bid",
  "Hi,\n\nI've seen similar ones going for around 380–420. Let me know what you think.\n\nThanks,\nJ.",
);
clear(
  "215",
  "polite-email",
  ctx("CHF", 245_000, 220_000),
  ACCEPT,
  "Dear Mr Patel,\n\nFurther to our phone call on 2 May, I'd like to confirm that I accept your price of CHF 2,450 as discussed.\n\nYours sincerely,\nHeidi Baumann\nBahnhofstrasse 12, 8001 Zürich\n+41 44 668 18 00",
);
clear(
  "216",
  "polite-email",
  ctx("EUR", 110_000, 100_000),
  middle(105_000),
  "Hello,\n\nWould you be open to meeting me in the middle? That would make it 1,050 by my count.\n\nRegards,\nTim",
);
clear(
  "217",
  "polite-email",
  ctx("GBP", 25_000),
  percentOff(22_500, 10),
  "Good afternoon,\n\nI'd like to offer 10% below your current price. If that works, please send the payment link to accounts@example.com.\n\nMany thanks,\nGrace Liu",
);
clear(
  "218",
  "polite-email",
  ctx("EUR", 33_000),
  ask("negotiable"),
  "Hi,\n\nSorry for the late reply, I was away until the 28th. Is the price still negotiable?\n\nThanks,\nBen",
);
clear(
  "219",
  "polite-email",
  ctx("GBP", 7_999),
  ask("returns"),
  "Dear Sir/Madam,\n\nWhat is your returns policy if the item arrives damaged? My previous order (no. 55120) arrived with a cracked lid.\n\nKind regards,\nMrs E. Clarke",
);
clear(
  "220",
  "polite-email",
  ctx("GBP", 5_500, null, 2),
  total(4_750),
  "Hello again,\n\nJust to be clear: my offer is £95 for the pair, i.e. both chairs together.\n\nThanks,\nAmir\n38 Coronation Street",
);
clear(
  "221",
  "polite-email",
  ctx("EUR", 18_900, 15_000),
  WITHDRAW,
  "Hi,\n\nThank you for your time, but I've found one elsewhere so I'll leave it here. Good luck with the sale!\n\nBest,\nChloe",
);
clear(
  "222",
  "polite-email",
  ctx("USD", 249_900, null, 5),
  bid(230_000),
  "Dear vendor,\n\nWe can offer USD 2,300.00 per unit for 5 units, delivered to our warehouse at 2200 Mission College Blvd by 30 September.\n\nRegards,\nProcurement, Acme Corp.\nPO ref 4500123987",
);
unclear(
  "223",
  "polite-email",
  ctx("EUR", 54_000),
  "two prices depending on pickup",
  "Hello,\n\nWould 500 be OK? Or 480 if I pick it up myself.\n\nRegards,\nLina",
);
clear("224", "polite-email", ctx("GBP", 12_900, 10_000), ACCEPT, "Hi Jo,\n\nOK, let's go with your number. When can you ship?\n\nCheers,\nPete");
clear(
  "225",
  "polite-email",
  ctx("USD", 2_999),
  bid(2_500),
  "Hello,\n\nI came across your shop via a friend (thanks, Dana!). Would $25 work for the poster? I'm at 1180 Oak Ave, Apt 3B, so it's a short trip.\n\nThanks,\nMia",
);

// ---- agent ----
clear(
  "301",
  "agent",
  ctx("EUR", 129_900, 110_000),
  bid(118_000),
  "Based on comparable listings, my principal authorises a counter-offer of EUR 1,180.00 per unit. This offer remains valid for the current round.",
);
clear(
  "302",
  "agent",
  ctx("GBP", 32_900),
  bid(28_900),
  "I am an automated purchasing assistant acting for Northwind Ltd. Having reviewed 14 comparable listings (median GBP 312.40), we propose GBP 289.00 per unit.",
);
clear("303", "agent", ctx("USD", 64_900, 60_000), ACCEPT, "My principal accepts your standing offer of USD 649.00 per unit. Please confirm and provide payment instructions.");
clear(
  "304",
  "agent",
  ctx("EUR", 72_000, 61_000),
  WITHDRAW,
  "After evaluating your latest counter-offer, my principal has decided not to proceed. We are withdrawing from this negotiation. Thank you for your time.",
);
clear(
  "305",
  "agent",
  ctx("EUR", 44_900),
  ask("shipping"),
  "Before we continue, please confirm whether the quoted price includes shipping to Lyon, France (postcode 69002).",
);
clear(
  "306",
  "agent",
  ctx("EUR", 95_000, null, 4),
  total(90_000),
  "Counter-proposal: 4 units at a total of EUR 3,600.00 (EUR 900.00 per unit). Delivery within 10 business days of payment.",
);
clear(
  "307",
  "agent",
  ctx("GBP", 49_000, 42_000),
  middle(45_500),
  "To move this forward, our principal proposes to split the difference between your standing offer and our previous bid, i.e. GBP 455.00 per unit.",
);
clear("308", "agent", ctx("USD", 149_900), ask("warranty"), "Requesting clarification: what warranty terms apply to this unit (duration, coverage, claim process)?");
clear("309", "agent", ctx("USD", 20_000), percentOff(17_000, 15), "Our counter-offer is a 15% reduction on your current offer, all other terms unchanged.");
clear("310", "agent", ctx("USD", 58_000, 50_000), plus(52_500, 2_500), "Thank you. We are increasing our bid by USD 25.00 over our previous offer, to USD 525.00.");
clear("311", "agent", ctx("EUR", 58_000, 50_000), ask("rounds-left"), "Please state how many negotiation rounds remain before this session closes.");
clear(
  "312",
  "agent",
  ctx("EUR", 139_900),
  bid(124_000),
  "The buyer's budget for this category is EUR 5,000 per quarter. For this item, we offer EUR 1,240.00.",
);
unclear(
  "313",
  "agent",
  ctx("EUR", 49_900),
  "a range under evaluation, no firm figure",
  "My principal is evaluating options in the range of EUR 400–450 and will revert with a firm figure.",
);
unclear(
  "314",
  "agent",
  ctx("EUR", 49_900, 42_000),
  "acceptance subject to approval: not yet",
  "We may be able to accept your offer subject to internal approval. I will confirm within 24 hours.",
);
clear("315", "agent", ctx("CHF", 199_000, 175_000), bid(185_000), "Final offer: CHF 1'850.00 per unit. My principal will not exceed this amount.");
clear("316", "agent", ctx("EUR", 34_500), ask("payment"), "Which payment methods are supported (card, SEPA transfer, invoice with 30-day terms)?");
clear("317", "agent", ctx("EUR", 214_900, 190_000), ACCEPT, "My principal instructs me to accept the current offer of EUR 2,149.00. Please lock this price.");
unclear(
  "318",
  "agent",
  ctx("EUR", 89_000),
  "two options: which price?",
  "Option A: EUR 780 with standard shipping. Option B: EUR 820 with express shipping. Please indicate which you prefer.",
);
clear(
  "319",
  "agent",
  ctx("EUR", 64_900),
  bid(58_500),
  "Reference: order 2024-07-118 (previous purchase at EUR 610.00). For the current item, my principal offers EUR 585.00.",
);
clear("320", "agent", ctx("USD", 24_900), ask("negotiable"), "Is the listed price open to negotiation, or is it fixed?");
clear("321", "agent", ctx("USD", 999_900), bid(925_000), "We propose USD 9,250.00 for the unit, payment on delivery.");
clear(
  "322",
  "agent",
  ctx("EUR", 145_000, 120_000),
  bid(130_000),
  "Correction: my previous message contained a typo (1,030). Our intended offer is EUR 1,300.00 per unit.",
);
clear("323", "agent", ctx("EUR", 4_500), ask("discount"), "Does the shop offer volume discounts for orders above 10 units?");
clear(
  "324",
  "agent",
  ctx("GBP", 61_000, 52_000),
  minus(58_000, 3_000),
  "Acting on behalf of my user: we can proceed today at GBP 30.00 below your standing offer.",
);

// ---- roleplay ----
clear("401", "roleplay", ctx("EUR", 52_000), words(45_000, "Four fifty"), "*leans on the counter* Four fifty, friend, and not a copper more.");
clear("402", "roleplay", ctx("USD", 34_900), bid(30_000), "Arr, ye drive a hard bargain! 300 dollars and the chest is mine.");
clear("403", "roleplay", ctx("USD", 34_900, 28_000), ACCEPT, "*sighs dramatically* Fine, fine. Your price. Wrap it up.");
clear("404", "roleplay", ctx("GBP", 34_900, 28_000), WITHDRAW, "*turns on heel and walks out of the shop* Good day to you, sir.");
clear("405", "roleplay", ctx("GBP", 12_000), bid(8_000), "Ha! For that old thing? I'll give you 80 and you should thank me.");
clear("406", "roleplay", ctx("GBP", 12_000), ask("discount"), "My good merchant, surely you can do better than that for a loyal customer?");
clear("407", "roleplay", ctx("EUR", 52_000), bid(48_000), "Drop it to 480 and we have a deal.");
clear("408", "roleplay", ctx("EUR", 26_000), minus(24_000, 2_000), "Twenty less and we shake hands right now.");
clear(
  "409",
  "roleplay",
  ctx("GBP", 70_000, 60_000),
  middle(65_000),
  "Let's be reasonable, you and I. Meet me in the middle and we both go home happy.",
);
clear("410", "roleplay", ctx("EUR", 49_000, 40_000), bid(44_000), "*counts coins* 440 (up from 400), that's everything in my purse.");
unclear("411", "roleplay", ctx("EUR", 56_000), "musing, not offering", "*squints* Hmm... five hundred...? *strokes beard*");
unclear("412", "roleplay", ctx("EUR", 99_900), "sarcasm", "Oh sure, 999, and shall I throw in my horse as well?");
clear("413", "roleplay", ctx("EUR", 15_900), ask("warranty"), "Does this fine blade come with a guarantee, or will it snap at the first swing?");
clear("414", "roleplay", ctx("EUR", 15_900), ask("returns"), "And if it breaks, can I bring it back for my coin?");
clear("415", "roleplay", ctx("EUR", 79_000), words(70_000, "Seven hundred"), "*slides a pouch across the table* Seven hundred. Count it if you like.");
clear("416", "roleplay", ctx("USD", 26_000), bid(22_000), "You'd rob a poor traveller! 200, not a coin more... no, wait, 220, for your trouble.");
unclear("417", "roleplay", ctx("USD", 26_000), "'might be tempted': no offer", "I might be tempted... if the price were kinder.");
clear("418", "roleplay", ctx("EUR", 18_900, 15_000), ACCEPT, "Marché conclu, as the French say! I'll take it.");
clear("419", "roleplay", ctx("EUR", 18_900, 15_000), WITHDRAW, "Alas, my coffers are empty. I must leave it. Farewell.");
clear("420", "roleplay", ctx("EUR", 18_900, 15_000), ask("rounds-left"), "How many more times must we haggle, merchant? How many rounds remain?");
clear("421", "roleplay", ctx("GBP", 135_000), words(120_000, "twelve hundred"), "I'll give you twelve hundred, and that's generous.");
unclear("422", "roleplay", ctx("GBP", 52_000), "two prices, undecided", "Say, 450? Or 470? Bah, I can never decide.");
clear("423", "roleplay", ctx("EUR", 15_000), percentOff(13_500, 10), "*taps the price tag* 10% off this and I'll carry it out myself.");
clear("424", "roleplay", ctx("USD", 9_900, 6_000), bid(7_500), "Seventy? No. Seventy-five. 75 and that's my last word, shopkeep!");
clear("425", "roleplay", ctx("GBP", 44_000), ask("standing-offer"), "Remind me, merchant, what was your price again?");

export const EN = out;

/**
 * TWENTY-FIRST set, English (UK, Ireland, US, Canada; see fresh21/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Made-to-order work, consumables and tickets bought by people, households, clubs and small hospitality
 * businesses; many written by LLM agents buying on their owners' behalf, a quarter typed on a phone.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per cubic metre, per tonne, per
 * pallet, per hundred plants, per case, per place, per week or per job, as the context's standing offer is); words
 * name the phrase as written; relative bids recompute from the context; totals divide exactly (107, 207, 309);
 * corrections (010, 209, 410) take the amount meant; acceptances name no amount, exactly the standing offer (013,
 * 210) or only a phone number in a signed email (203); other numbers (an area, a house number, a postcode and a
 * date; a phone number; a hamper count, a PO number, an address and a phone; a date, a group size and hours; a jar
 * size, a case count and a postcode in JSON; a stall number, a vintage and a box size; a market scan of three oil
 * quotes) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh21In } from "./build";

const { clear, unclear, done } = fresh21In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 13_500), bid(11_000), "£110 per cube for the kiln-dried oak? It's for the pizza oven at the restaurant, we get through loads.");
clear("002", "terse", ctx("GBP", 98_000), ask("shipping"), "Is the delivery charge already in that price for the 1000 litres of kerosene, or added on?");
clear("003", "terse", ctx("GBP", 8_500), percentOff(7_650, 10), "10% off per hundred beech whips and I'll order today.");
clear("004", "terse", ctx("GBP", 9_500, 8_000), WITHDRAW, "I must skip the sushi class after all, my sister cannot come on this date. Thanks anyway.");
clear("005", "terse", ctx("GBP", 42_000), words(35_000, "three hundred and fifty"), "Three hundred and fifty for the stained-glass panel over the front door?");
clear("006", "terse", ctx("GBP", 7_500, 6_500), ACCEPT, "Alright, the venison box at your price then.");
unclear("007", "terse", ctx("GBP", 4_800), "a range per tonne of topsoil, not one price", "Screened topsoil, £40-45 a tonne?");
clear("008", "terse", ctx("GBP", 34_000), minus(31_500, 2_500), "Take £25 off the pallet of pellets and it's an order.");
clear("009", "terse", ctx("GBP", 62_000), ask("payment"), "can i pay the season ticket monthly or its all up front?");
clear("010", "terse", ctx("GBP", 110_000), bid(85_000), "Two-piece in the navy flannel: £900, no, £850, fat fingers.");
clear("011", "terse", ctx("GBP", 9_000, 6_000), WITHDRAW, "too dear for a tree. ill get one off the lot by the station");
clear("012", "terse", ctx("GBP", 52_000, 42_000), plus(46_000, 4_000), "I'll put another £40 on what I offered for the two kegs. Can't stretch further.");
clear("013", "terse", ctx("GBP", 6_200, 5_500), ACCEPT, "£62 a tonne for the bark mulch — agreed.");
clear("014", "terse", ctx("GBP", 14_000), ask("returns"), "If we not use all the pallet of lumpwood charcoal, the unopened sacks we can give back?");
unclear("015", "terse", ctx("GBP", 72_000), "a bid that holds only if stuffing, apple sauce and baps are thrown in", "£600 for the hog roast if you bring the stuffing, apple sauce and baps.");
clear("016", "terse", ctx("GBP", 98_000), bid(85_000), "Turf for 180 m², to 21 Ashby Road, LE11 3TU, on Saturday the 14th: £850 delivered.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 12_000), bid(9_500), "hiya would u do 95 for the campervan pitch for the festival weekend? just 2 of us n the dog 🐶 my numbers 07700 900617");
clear("102", "chat", ctx("GBP", 65_000), ask("delivery"), "how long does it take to remake my nans ring into an engagement ring?? planning to propose end of march 😬");
clear("103", "chat", ctx("GBP", 240_000, 200_000), ACCEPT, "ok YES go on then, build me that frame 🚲🔥🔥");
clear("104", "chat", ctx("GBP", 4_800), words(4_000, "forty quid"), "would u take forty quid a case for the dry cider? its for my brothers stag");
unclear("105", "chat", ctx("GBP", 240_000), "sarcasm about the price of the box: not a bid and not an acceptance", "£2,400 for the box?? do the players come up and serve the pies themselves 😂");
clear("106", "chat", ctx("GBP", 290_000), ask("warranty"), "if the oak bed frame cracks or goes wonky in the firts couple of years do u sort it out?");
clear("107", "chat", ctx("GBP", 8_500, null, 4), total(7_000), "280 for the 4 of us on the pasta making class? its my mums birthday treat");
clear("108", "chat", ctx("GBP", 22_000, 18_000), WITHDRAW, "gonna have to bail on the guided climb sorry, did my ankle in at 5 a side 🤕");
clear("109", "chat", ctx("GBP", 38_000), ask("negotiable"), "is there any flex on the bouquet and buttonholes or is that the price full stop");
clear("110", "chat", ctx("CAD", 78_000, 60_000), middle(69_000), "split the difference on the bus for the away game and we're golden?");
clear("111", "chat", ctx("GBP", 14_000, 12_000), ACCEPT, "go on then 👍 can the first veg box land tuesday before lunch service?");
unclear("112", "chat", ctx("GBP", 12_000), "a price the butcher in town charges, not a bid", "the butcher in town does basically the same bbq box for 95 just saying");
clear("113", "chat", ctx("GBP", 2_800), ask("standing-offer"), "sorry whats the price per kilo on the 24 month comte again? lost the msg");
clear("114", "chat", ctx("GBP", 18_000), minus(16_000, 2_000), "knock 20 off the cake for dads 60th and its a deal 🎂");
clear("115", "chat", ctx("GBP", 45_000, 30_000), WITHDRAW, "nah thats way more than i can spend on the portrait, leave it. lovely work tho x");
clear("116", "chat", ctx("GBP", 6_600), ask("discount"), "do u do a better price on the honey if i stock it in both shops? 🍯");
clear("117", "chat", ctx("USD", 45_000), bid(38_000), "would you do $380 for the half hog, cut and wrapped? freezer's cleared out and waiting lol");
unclear("118", "chat", ctx("GBP", 1_800), "'-ish' around a number, not a firm bid per ticket", "could we do like 15ish a ticket for the comedy night if the whole darts team comes?");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 26_000), ask("delivery"),
  "Dear Ms Ashworth,\n\nThank you for the leather samples for our guest book. If we confirm the design this week, when would the finished book be ready? The wedding is on 12 September and we'd like it in hand a fortnight before.\n\nWarm regards,\nImogen Pyke");
clear("202", "polite-email", ctx("GBP", 4_500, null, 30), bid(3_800),
  "Dear Mr Hartley,\n\nFurther to your price list, Fernbank Bowls Club would like 30 Christmas hampers for its members and can offer £38 per hamper. Our order reference is PO 5127.\n\nKind regards,\nDerek Moss, Treasurer\n8 Green Lane, Fernbank, SK12 4QN\n01625 960233");
clear("203", "polite-email", ctx("GBP", 52_000, 46_000), ACCEPT,
  "Dear Ms Varga,\n\nWe are happy to go ahead with the whole wheel of cave-aged Gruyère for the deli at your quoted price. Please ring me on 0117 496 0842 to arrange collection.\n\nBest regards,\nTom Ellery\nEllery's Delicatessen");
clear("204", "polite-email", ctx("GBP", 150_000), percentOff(138_000, 8),
  "Dear Sir or Madam,\n\nThank you for the quotation for heating oil for St Anne's Village Hall. As we are a small registered charity run by volunteers, could you possibly take 8% off the price?\n\nYours faithfully,\nMargaret Oyelaran\nHall Secretary");
clear("205", "polite-email", ctx("GBP", 85_000), ask("payment"),
  "Dear Madame Roux,\n\nWe would love you to make the croquembouche for our wedding. Would it be possible to pay a deposit now and the balance on collection, rather than all of it in advance?\n\nKind regards,\nSophie and Daniel");
clear("206", "polite-email", ctx("GBP", 180_000, 150_000), WITHDRAW,
  "Dear Mr Glendinning,\n\nThank you for holding a side of your Galloway beef for us. Having measured the freezer properly, we've realised it simply won't fit, so we won't go ahead this time.\n\nWith thanks and apologies,\nClaire Fenwick");
clear("207", "polite-email", ctx("GBP", 3_200, null, 12), total(2_800),
  "Hello Jenny,\n\nFor our ruby anniversary party we'd like a case of your English sparkling, twelve bottles. Would you accept £336 for the case?\n\nMany thanks,\nRoger Bell");
clear("208", "polite-email", ctx("GBP", 320_000), ask("warranty"),
  "Dear Mr Quinn,\n\nThank you for the drawings for the fitted alcove cabinets in our sitting room. What guarantee do you give on the joinery and the painted finish?\n\nKind regards,\nAoife Brennan");
clear("209", "polite-email", ctx("GBP", 160_000), bid(125_000),
  "Dear Mr Pettifer,\n\nThank you for measuring me for the bespoke riding boots. I would like to offer £1,400 (should read £1,250, my apologies) for the pair.\n\nYours sincerely,\nHenrietta Cole");
clear("210", "polite-email", ctx("GBP", 14_500, 12_000), ACCEPT,
  "Hi Marco,\n\n£145 a week for the bread and pastry order is fine with us. Please start from next Monday.\n\nThanks,\nBeth\nThe Corner Café");
clear("211", "polite-email", ctx("GBP", 56_000), ask("returns"),
  "Dear Sir or Madam,\n\nWe are ordering the beer, cider and wine for our daughter's engagement party from you. Do you take back unopened bottles and kegs afterwards, on a sale-or-return basis?\n\nKind regards,\nSunita Rao");
unclear("212", "polite-email", ctx("GBP", 96_000), "a price that still waits on the committee's approval",
  "Dear Mr Doyle,\n\nThank you for the quotation for composted green waste for the community garden. Subject to the committee's approval at Thursday's meeting, we could offer £850 for the load.\n\nBest wishes,\nPhil Ng\nHillside Community Garden");
clear("213", "polite-email", ctx("GBP", 290_000), words(240_000, "two thousand four hundred pounds"),
  "Dear Mr Ashby,\n\nWe love the sketches for the elm refectory table. We would like to offer two thousand four hundred pounds for the table and the two benches.\n\nBest wishes,\nHelen and Mark Dunn");
clear("214", "polite-email", ctx("GBP", 24_000, 19_000), WITHDRAW,
  "Dear Ms Lacey,\n\nThank you for the details of the quarterly wine club. On reflection we have decided not to sign up for the time being, so please don't reserve a case for us.\n\nKind regards,\nGraham Tierney");
clear("215", "polite-email", ctx("GBP", 14_400), ask("shipping"),
  "Hello,\n\nCould you send two dozen bottles of your perry to us in Perthshire, and what would the carriage come to?\n\nThank you,\nIsla McBride");
clear("216", "polite-email", ctx("GBP", 36_000), bid(30_000),
  "Dear Mr Sutcliffe,\n\nWe would like to book a guided ghyll scramble for 6 of us on Sunday 7 June, meeting at 09:30 and back by 16:00. We can offer £300 for the group.\n\nKind regards,\nNadia Farouk");
unclear("217", "polite-email", ctx("GBP", 65_000), "two prices for two kinds of firewood, no choice made",
  "Dear Mr Pryce,\n\nFor the winter's firewood we could pay £480 for the bulk bag of seasoned ash, or £420 if we go for the mixed hardwood instead. We haven't made our minds up.\n\nBest,\nOwen Lloyd");
clear("218", "polite-email", ctx("GBP", 185_000, 160_000), ACCEPT,
  "Dear Ms Harper,\n\nPlease go ahead with the lined curtains for the bay and the landing. Could your fitter come on a weekday morning, as we both work from home in the afternoons?\n\nMany thanks,\nRuth Ingram");

// ---- agent ----
clear("301", "agent", ctx("GBP", 62_000, 50_000), ask("rounds-left"),
  "I'm an AI assistant booking a place on the six-week bread course for my user. Before I revise our figure, how many more rounds of offers are you prepared to consider?");
clear("302", "agent", ctx("GBP", 98_000), bid(88_000),
  "On behalf of the Whitlock household: for a 1,000-litre kerosene delivery I have three comparable quotes this week — £905, £925 and £948. Your £980 is above all of them. We offer £880, delivered.");
clear("303", "agent", ctx("GBP", 65_000), words(52_000, "five hundred and twenty pounds"),
  "I am a purchasing assistant for Mrs Kaur. Having reviewed your samples, she would like to commission the watercolour of the family house from her photograph, and authorises five hundred and twenty pounds.");
unclear("304", "agent", ctx("GBP", 130_000), "one budget for topsoil and mulch together, no price for either",
  "On behalf of Mr Adeyemi: his budget for the topsoil and the bark mulch together is £1,100. Please let me know how your prices could fit within that.");
clear("305", "agent", ctx("GBP", 64_000, 56_000), minus(50_000, 6_000, "last-bid"),
  "Update from the Bryce family's assistant: guest numbers for the wedding have fallen, so the cheese tower can be smaller. We are lowering our previous offer by £60.");
clear("306", "agent", ctx("GBP", 14_000), ask("discount"),
  "I handle supplies for Harbour View Guesthouse. If we commit to a weekly order of free-range eggs for twelve months, is there a discount on the weekly price?");
clear("307", "agent", ctx("GBP", 240_000), percentOff(216_000, 10),
  "Acting for the head chef of The Saltings. For the hand-forged knife set as specified, we propose 10% off your quoted price. Please confirm.");
clear("308", "agent", ctx("GBP", 65_000, 55_000), ACCEPT,
  "My principal has approved your price for remodelling the heirloom ring. Please proceed, and send the invoice to the email on file.");
clear("309", "agent", ctx("GBP", 52_000, null, 6), total(46_000),
  "Booking assistant for Tidewell Athletic supporters' group: six adult season tickets in the family stand. We offer £2,760 for the six.");
clear("310", "agent", ctx("GBP", 38_000, 30_000), plus(34_000, 4_000),
  "Following your reply, my client can add £40 to her previous offer for the hand-bound guest book and matching album.");
clear("311", "agent", ctx("GBP", 98_000), ask("delivery"),
  "Assistant for Greyfield Farm: what is the earliest date you could dispatch the 300 bare-root hornbeam for the new field boundary?");
clear("312", "agent", ctx("GBP", 52_000, 46_000), WITHDRAW,
  "Thank you for the quote. My user has decided against a hog roast for the summer party after all, so we will not be proceeding.");
clear("313", "agent", ctx("GBP", 7_200, null, 8), bid(6_400),
  "Proposal for the wildflower honey, on behalf of Polwenna Farm Shop:\n{\"product\": \"wildflower honey, 340g jars, case of 12\", \"cases\": 8, \"delivery_postcode\": \"TR18 4AB\", \"offer_per_case_gbp\": 64}");
unclear("314", "agent", ctx("GBP", 5_400), "two prices and the principal has not chosen between them",
  "Regarding the bag-in-box cider for The Plough: my principal is weighing £44 against £48 a box and hasn't settled on either. I'll confirm once she decides.");
clear("315", "agent", ctx("GBP", 185_000), minus(170_000, 15_000),
  "On behalf of The Red Lion: for the interlined curtains in the function room, we can proceed at £150 below your quotation.");
clear("316", "agent", ctx("GBP", 4_800), ask("standing-offer"),
  "I'm assisting Ms Okoro with her garden order. Could you confirm your current price per tonne for the screened topsoil before I make an offer?");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 3_200), words(2_500, "twenty-five"), "*hefts the wedge of cheese* Twenty-five for the lot, and not a penny more, my friend.");
unclear("402", "roleplay", ctx("GBP", 9_000), "'meet in the middle' with no earlier bid to meet", "*taps the crate of Bramleys* Come on, let's meet in the middle on these.");
clear("403", "roleplay", ctx("GBP", 18_000, 15_000), ACCEPT, "*spits in palm and holds it out* Done. The lamb's mine.");
clear("404", "roleplay", ctx("GBP", 9_000), bid(7_000), "*leans on stall 14* The 2023 barrel-aged, the 20-litre box. £70 and I'll carry it myself.");
clear("405", "roleplay", ctx("GBP", 2_400, 1_800), WITHDRAW, "*puts the jar of manuka back on the shelf* No, I'll leave it, thank you.");
clear("406", "roleplay", ctx("GBP", 11_000, 8_000), plus(9_000, 1_000), "*sniffs the smoked salmon* Fine — a tenner on top of my 80. That's generous.");
clear("407", "roleplay", ctx("GBP", 6_500), ask("negotiable"), "*raises an eyebrow at the hamper* Is that your last word, or can we talk?");
clear("408", "roleplay", ctx("GBP", 30_000, 24_000), middle(27_000), "*sighs at the cask of bitter* Oh, split the difference, then. For the cricket club.");
unclear("409", "roleplay", ctx("GBP", 16_000), "a figure mused over while walking off, not a bid", "*prods the bronze turkey* Hmm. 140... let me walk round the market and come back.");
clear("410", "roleplay", ctx("GBP", 7_500), bid(5_000), "*lifts the sack of chestnuts* £60 — no, I misspoke — £50.");
clear("411", "roleplay", ctx("GBP", 4_500, 3_800), ACCEPT, "*shakes hands over the wreath* Deal. Can you tie it onto the roof rack for me?");
clear("412", "roleplay", ctx("GBP", 4_500), percentOff(4_050, 10), "*leans on the counter* Ten percent off the gin and I'll take it.");
clear("413", "roleplay", ctx("GBP", 25_000, 18_000), WITHDRAW, "*turns on his heel* Forget it.");
clear("414", "roleplay", ctx("GBP", 3_800), ask("payment"), "*pats pockets* Do you take card for the ham, or is it cash only at the stall?");
clear("415", "roleplay", ctx("GBP", 38_000), bid(30_000), "*counts out notes* 300 for the falconry day, and you've a customer.");
unclear("416", "roleplay", ctx("GBP", 28_000, 22_000), "'a bit more than my last' with no amount", "*rubs chin at the ringside seats* I'd go a bit over my last, mind, but not much.");

export const FRESH21_EN = done();

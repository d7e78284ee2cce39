/**
 * SIXTEENTH set, English (UK, US, Canada, Ireland, Australia; see fresh16/index.ts): written 2026-11-28 for REPORTING
 * ONLY, blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Travel, leisure and the countryside: holiday lets and hires, guided trips, lessons, livestock, farm and
 * forestry kit, garden and allotment goods, children's things, craft and art, antiques, and sports gear.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (110, 209, 306); corrections (008, 207, 406) take
 * the amount meant; acceptances name no amount or exactly the standing offer (011, 211); other numbers (a model
 * number, a phone number, dates, head counts, a postcode, a PO number, a year and engine hours, a lot number, an age
 * and a weight, a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh16In } from "./build";

const { clear, unclear, done } = fresh16In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 115_000), bid(95_000), "£950 for the beach hut, all of August. Can pay the whole lot upfront.");
clear("002", "terse", ctx("GBP", 14_000), ask("delivery"), "How soon could you drop off a load of seasoned ash logs? We're just outside Kington.");
clear("003", "terse", ctx("EUR", 320_000), percentOff(256_000, 20), "Chalet Edelweiss, February half-term: 20% off your rate and I'll book tonight.");
clear("004", "terse", ctx("GBP", 45_000, 38_000), ACCEPT, "Fine by us, the climbing frame's ours. We'll take it down ourselves on Saturday.");
clear("005", "terse", ctx("GBP", 18_000), words(12_000, "a hundred and twenty"), "A hundred and twenty for the 5/4 winter wetsuit, size M?");
unclear("006", "terse", ctx("GBP", 32_000), "a range for the bell tent, not one price: which end is the bid?", "Thinking somewhere in the 220 to 260 region for the bell tent.");
clear("007", "terse", ctx("GBP", 9_500, 6_000), WITHDRAW, "Bit steep for a day's guided hill walk. We'll leave it, thanks all the same.");
clear("008", "terse", ctx("GBP", 45_000), bid(33_000), "Post driver: 380, no — 330. Hadn't spotted that the hose needs replacing.");
clear("009", "terse", ctx("GBP", 22_000), ask("payment"), "River beat season ticket: do you take card, or is it cheque only?");
clear("010", "terse", ctx("GBP", 48_000), minus(42_000, 6_000), "Knock £60 off the half-day fishing trip and the four of us are in.");
clear("011", "terse", ctx("GBP", 85_000, 70_000), ACCEPT, "850 it is, then. The settle's coming home with me.");
clear("012", "terse", ctx("GBP", 32_000), bid(26_000), "FS 131 brushcutter and its 3 spare heads as listed: I'd pay £260, collecting from yours.");
clear("013", "terse", ctx("USD", 15_000, 9_000), WITHDRAW, "Nope. Too much for a crib.");
unclear("014", "terse", ctx("GBP", 18_000), "a bid conditional on the state of the trailer's tyres", "£120 for the bike trailer if the tyres hold air.");
clear("015", "terse", ctx("GBP", 16_000), ask("returns"), "Can the riding boots go back if they rub? Never had this brand before.");
clear("016", "terse", ctx("GBP", 14_000, 9_000), plus(11_000, 2_000), "Adding £20 to my last offer for the hutch and run. That's me done.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 28_000), ask("shipping"), "do u post the etching or is it collection only? im in leeds, how much wd postage be");
clear("102", "chat", ctx("GBP", 80_000), bid(65_000), "hiya would u take 650 for the playhouse? we'd take it apart ourselves. my no. is 07700 900312 if easier to ring");
unclear("103", "chat", ctx("GBP", 18_000), "sarcasm about the price: not a bid", "180 for a used bodyboard?? 😂 is it signed by kelly slater or what");
clear("104", "chat", ctx("GBP", 12_000, 9_000), ACCEPT, "omg yesss 🐔🐔 the girls are coming home with us!! kids are going to lose their minds, thank u!!");
clear("105", "chat", ctx("USD", 60_000, 45_000), middle(52_500), "meet u halfway on the golf clubs? 🤝 itching to get back out on the course before it gets cold");
clear("106", "chat", ctx("GBP", 110_000), ask("warranty"), "how long's left on the warranty for the electric outboard? and does it move over to me if i buy it");
clear("107", "chat", ctx("GBP", 24_000, 16_000), WITHDRAW, "nah reckon we'll skip the surf lessons for the kids this summer, money's a bit tight. cheers heaps tho");
clear("108", "chat", ctx("GBP", 11_000), words(8_000, "eighty"), "would u take eighty for the riding hat? can collect tmrw after 5");
clear("109", "chat", ctx("GBP", 650_000), ask("negotiable"), "is the shepherds hut price firm or is there a bit of wiggle room? 🙏");
clear("110", "chat", ctx("GBP", 4_500, null, 5), total(4_000), "5 raised bed kits for 200 the lot? they're for our allotment");
unclear("111", "chat", ctx("GBP", 26_000), "a price seen elsewhere, not a bid", "saw the same 6 man tent on marketplace for 180 🤷");
clear("112", "chat", ctx("CAD", 34_000), ask("standing-offer"), "what were u asking for the fly rod again? scrolled right past it like an idiot");
clear("113", "chat", ctx("GBP", 9_000, 7_000), ACCEPT, "go on then, bridle's mine 👍 can grab it sat morning");
clear("114", "chat", ctx("USD", 19_000), minus(15_000, 4_000), "trail cam for 40 less than ur asking? can swing by after school pickup");
clear("115", "chat", ctx("CAD", 12_000, 6_000), WITHDRAW, "nah. way too much for a used toboggan. pass");
clear("116", "chat", ctx("GBP", 38_000), bid(32_000), "would u do 320 for the log store? can collect sunday with the trailer");
unclear("117", "chat", ctx("GBP", 22_000), "'-ish' around a number, not a firm bid", "150ish for the crash pad?");
clear("118", "chat", ctx("GBP", 14_500, null, 3), ask("discount"), "if we book the yurt for 3 nights instead of 2 what's the best u can do per night? 😊");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 245_000), bid(215_000),
  "Dear Mrs Pengelly,\n\nWe'd love to book Brook Farmhouse for our family reunion from Saturday 9 August for 7 nights: 9 guests, including 3 children, and 2 well-behaved spaniels. We would like to offer £2,150 for the week.\n\nWith best wishes,\nAnna Hughes\n14 Rosebery Road, Norwich NR3 3JW\n07700 900846");
clear("202", "polite-email", ctx("GBP", 380_000, 320_000), ACCEPT,
  "Dear Captain Hollis,\n\nWe're delighted to go ahead with the skippered charter at the price you quoted. Where should we meet you on the first morning, and is there anywhere nearby to leave the car for the week?\n\nKind regards,\nRuth and Simon Ellery");
clear("203", "polite-email", ctx("GBP", 32_000), ask("payment"),
  "Hello,\n\nMy daughter would love to start the block of riding lessons this term. Would it be possible to pay in monthly instalments rather than all at once?\n\nMany thanks,\nClaire Dunmore");
clear("204", "polite-email", ctx("GBP", 120_000), words(90_000, "nine hundred"),
  "Dear Mr Avery,\n\nThank you for letting me see the estuary landscape in oils at the studio. It would hang beautifully in our hallway, though the frame has seen better days. I can offer nine hundred pounds for the painting.\n\nYours sincerely,\nMargaret Lowe");
clear("205", "polite-email", ctx("EUR", 180_000, 140_000), WITHDRAW,
  "Dear Siobhán,\n\nThank you for holding the lakeside lodge for us over New Year. After a lot of back and forth we've decided to stay at home this year, so please do release the dates to someone else.\n\nWarm regards,\nNiamh Kelleher");
clear("206", "polite-email", ctx("GBP", 420_000), ask("delivery"),
  "Hello,\n\nWe've settled on the cedar summerhouse (the 3m x 2.4m model). When could it be delivered and put up? We're hoping to have it ready before 21 June for a garden party.\n\nBest wishes,\nJanet Ogilvie\nLower Barn, Ashby St Ledgers");
clear("207", "polite-email", ctx("GBP", 95_000), bid(78_000),
  "Dear Mr Fenwick,\n\nThank you for showing me the Edwardian dresser on Thursday. I'd like to offer £820 (sorry, that's a typo: I meant £780; one of the drawer runners is broken and will need a joiner).\n\nRegards,\nPeter Atkins");
unclear("208", "polite-email", ctx("GBP", 180_000, 150_000), "an acceptance waiting on the club committee's approval",
  "Dear Fiona,\n\nThank you for the revised quote for the guided walking weekend in the Dales. Speaking for myself I'd say yes straight away, but the club committee has to approve any spend of this size, and they don't meet until Tuesday the 14th.\n\nBest wishes,\nGraham Tait\nSecretary, Wharfedale Ramblers");
clear("209", "polite-email", ctx("EUR", 2_600, null, 12), total(2_200),
  "Dear Sir or Madam,\n\nOur community orchard would like 12 bare-root apple trees (mixed Irish heritage varieties) for planting on 22 November. We can offer €264 for the twelve and will collect them from the nursery. Our purchase order number is PO 4471-B.\n\nKind regards,\nDeirdre O'Leary\nBallyvourney Community Orchard\nGlebe Field, Ballyvourney, Co. Cork P12 X2K9\n087 555 0193");
clear("210", "polite-email", ctx("GBP", 68_000), ask("warranty"),
  "Hello,\n\nWe're interested in the reconditioned wood-burning stove for our holiday cabin. Does it come with any guarantee, and would a cracked door glass be covered?\n\nThanks,\nIan Pritchard");
clear("211", "polite-email", ctx("CAD", 260_000, 230_000), ACCEPT,
  "Hi Doug,\n\n$2,600 for the week at the cottage on Lake Muskoka works for us, so consider it booked. We'll send the deposit by e-transfer tonight.\n\nCheers,\nMeredith Park");
clear("212", "polite-email", ctx("GBP", 240_000, 200_000), WITHDRAW,
  "Dear Hospitality Team,\n\nThank you for the proposal for the Six Nations hospitality box. Unfortunately our client numbers haven't come together, so we won't be taking it this season.\n\nKind regards,\nRhodri Evans\nEvans & Rees Accountants");
clear("213", "polite-email", ctx("GBP", 1_450), ask("returns"),
  "Hello,\n\nOur knitting group is about to place a bulk order of your hand-dyed aran yarn. If skeins from different dye lots don't match, can we send back the unopened ones?\n\nMany thanks,\nBeryl Cox\nTuesday Stitchers");
clear("214", "polite-email", ctx("GBP", 180_000), percentOff(162_000, 10),
  "Dear Mr and Mrs Blackmore,\n\nWe've had such a lovely time on the park this year and would like to book our caravan pitch again for next season. As it will be our third year with you, would you consider 10% off the seasonal fee?\n\nKind regards,\nDavid and Lynn Harper");
clear("215", "polite-email", ctx("GBP", 64_000), ask("shipping"),
  "Dear Ms Castle,\n\nI'm very taken with the camphorwood sea chest in your online catalogue. What would it cost to have it carried up to Edinburgh, on top of the price?\n\nYours,\nAlasdair Munro");
unclear("216", "polite-email", ctx("EUR", 95_000), "two prices for two versions of the tour: which is the bid?",
  "Hello,\n\nWe're planning a trip round the west of Ireland in May. We could manage €600 for the 3-day tour as it stands, or €900 if the Aran Islands boat trip is added. Let us know what you think.\n\nBest,\nHelen and Bill Shaw");
clear("217", "polite-email", ctx("GBP", 30_000), bid(24_000),
  "Hi Kirsty,\n\nFor Lily's pony party on Saturday 6 September (two ponies, about two hours, ten children) we can offer £240.\n\nThanks so much,\nBecky Marsh");
clear("218", "polite-email", ctx("GBP", 45_000, 39_000), ACCEPT,
  "Dear Skylark Balloons,\n\nYes please: we'd like the sunrise balloon flight for two at your price. It's a surprise for my husband's birthday, so please post the voucher to me rather than to him!\n\nWith thanks,\nJoanna Reid");

// ---- agent ----
clear("301", "agent", ctx("GBP", 195_000), words(160_000, "one thousand six hundred"), "I am an AI booking assistant acting for the Hargreaves family. For one week's narrowboat hire on the Llangollen Canal in October, departing from your Chirk base, my principal offers one thousand six hundred pounds.");
clear("302", "agent", ctx("GBP", 840_000), ask("rounds-left"), "Before my principal decides on the restored bow-top wagon, please confirm how many rounds of offers remain open to us.");
clear("303", "agent", ctx("USD", 75_000), bid(60_000), "Market check, used ski-touring set (skis, bindings and skins, 170–180 cm):\n• Listing A: $580\n• Listing B: $640\n• Listing C: $700\n• Listing D: $660\nMedian asking price: $650. Given the scratched topsheets, my client offers $600.");
clear("304", "agent", ctx("EUR", 620_000, 500_000), minus(470_000, 30_000, "last-bid"), "Having checked the PTO rating of her tractor, my principal must reduce our previous offer of €5,000 for the forestry winch by €300.");
clear("305", "agent", ctx("GBP", 680_000, 600_000), ACCEPT, "Confirmed on behalf of the Kirkcaldy Probus Club: the coach tour of the Highlands is accepted at your current quotation. Please send the booking confirmation and invoice to the club treasurer.");
clear("306", "agent", ctx("EUR", 6_200, null, 20), total(5_500), "Purchasing agent for Meadowsweet Landscapes (Galway).\nOrder: 20 kg native wildflower meadow mix\n- Proposed price: €1,100 for the full 20 kg\n- Sowing window: September\n- Payment: 30 days from invoice");
clear("307", "agent", ctx("GBP", 45_000), ask("discount"), "My principal leads a Scout troop of twelve. Do you offer a reduced youth-group rate for the guided caving trip?");
clear("308", "agent", ctx("GBP", 250_000), percentOff(220_000, 12), "My client has reviewed your quotation for the six-day wildlife photography tour in the Cairngorms and proposes a price 12% below it, as she is booking more than six months in advance.");
unclear("309", "agent", ctx("USD", 450_000), "a holiday budget including flights, not a bid for the villa", "My principal's total budget for the family's summer trip is $6,000, flights included. I will propose a figure for the villa once the airfares are confirmed.");
clear("310", "agent", ctx("USD", 520_000), bid(420_000), "Offer for the used wood chipper:\n```json\n{\"item\": \"wood chipper\", \"model\": \"TW 160\", \"year\": 2019, \"engine_hours\": 410, \"offer_usd\": 4200, \"pickup\": \"buyer\"}\n```");
clear("311", "agent", ctx("GBP", 340_000, 280_000), WITHDRAW, "On behalf of my client: she has decided not to proceed with the pair of alpacas and withdraws from this negotiation. Thank you for your time.");
clear("312", "agent", ctx("GBP", 180_000, 140_000), plus(155_000, 15_000), "In light of the provenance you supplied, my principal has authorised an increase of £150 on our previous offer for the Georgian writing bureau.");
clear("313", "agent", ctx("GBP", 920_000), ask("delivery"), "Regarding the log cabin kit: what is the earliest date you could deliver to site? Access is by a farm track suitable for a rigid lorry but not an articulated one.");
clear("314", "agent", ctx("GBP", 340_000), minus(320_000, 20_000), "My principal would like the hunting lodge for her team's spring retreat. As the dates fall in your quiet season, she proposes your quoted price less £200.");
unclear("315", "agent", ctx("USD", 260_000), "two prices, undecided until she sees the piece", "My principal is torn between offering $2,100 and $2,400 for the bronze hare sculpture and has asked me to hold off until she has seen it in person.");
clear("316", "agent", ctx("CAD", 190_000, 150_000), ask("standing-offer"), "For our records on the two-day husky tour near Whitehorse: please restate the price you are currently asking.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 45_000), bid(38_000), "*checks the tag in lot 47's ear* Shearling tup, 2 years, 85 kilos, and he's a touch lame on the near fore. 380 and he's in my trailer.");
clear("402", "roleplay", ctx("GBP", 9_500, 8_000), ACCEPT, "*snaps the lid of the wicker hamper shut* Done. It's coming to the picnic with me.");
unclear("403", "roleplay", ctx("GBP", 60_000, 40_000), "more than the last bid, but no amount", "*taps the barometer glass and watches the needle* I could creep up a little from what I offered. Not much, mind.");
clear("404", "roleplay", ctx("GBP", 70_000, 50_000), middle(60_000), "*leans on the gate, watching the donkey graze* Tell you what: halfway between what you're asking and what I offered, and he's sold.");
clear("405", "roleplay", ctx("GBP", 4_500), ask("negotiable"), "*weighs the carved decoy duck in one hand* That's a fair bit of wood. Is the ticket the price, or just where you start?");
clear("406", "roleplay", ctx("GBP", 9_500), bid(6_500), "*counts notes out on the trestle* 70 for the enamel sign... *counts again* no, 65. That's all I've brought.");
clear("407", "roleplay", ctx("GBP", 5_000), words(3_500, "thirty-five"), "*holds the hand-thrown jug up to the light* Hairline crack by the handle. Thirty-five, and I'll carry it off myself.");
clear("408", "roleplay", ctx("GBP", 48_000, 30_000), WITHDRAW, "*hands the brass carriage clock back with both hands* Too rich for my blood. Good day to you, sir.");
clear("409", "roleplay", ctx("GBP", 7_500), percentOff(6_000, 20), "*turns the milking stool over and pokes at the worm holes* A fifth off the tag for the woodworm, and it's mine.");
unclear("410", "roleplay", ctx("GBP", 30_000), "a number mused over, and sleeping on it: no bid yet", "*steps back from the watercolour of the harbour* I could see it over our fireplace for 200, maybe. I'll sleep on it and come back tomorrow.");
clear("411", "roleplay", ctx("GBP", 90_000, 70_000), plus(75_000, 5_000), "*scratches the Dexter heifer behind the ear* Go on, then. I'll put another fifty on top of what I bid.");
clear("412", "roleplay", ctx("GBP", 6_000, 4_500), ACCEPT, "*pats the old milk churn* Done, she's mine. Can you keep her behind the stall while I bring the car round?");
clear("413", "roleplay", ctx("GBP", 8_500), ask("payment"), "*lifts the sheepskin, then pats down every pocket* Do you take card, or is there a cashpoint in the village?");
clear("414", "roleplay", ctx("GBP", 6_500, 4_000), WITHDRAW, "*leans the hazel hurdle back against the fence* Not at that money. I'll try the next stall along.");
unclear("415", "roleplay", ctx("GBP", 9_000), "two prices, undecided", "*turns the painted Buckby can in the light* 60? Or 70? Ah, I can't make my mind up.");
clear("416", "roleplay", ctx("GBP", 16_000), bid(12_000), "*unrolls the Harris tweed across the counter* There's a moth hole near the selvedge. 120 for the length.");

export const FRESH16_EN = done();

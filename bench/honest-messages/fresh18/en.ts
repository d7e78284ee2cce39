/**
 * EIGHTEENTH set, English (UK, US, Canada, Ireland; see fresh18/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Private, person-to-person and household deals: second-hand goods sold by individuals (instruments, a
 * pram, bikes, a sofa, camera lenses, a games console, garden tools), home and personal services (a plumber, a man
 * with a van, a piano tuner, tutoring, a wedding photographer, a dog sitter, a tattoo, decorating), and bookings and
 * rentals (a holiday flat, a village hall, a campervan, a boat trip, a parking space, a storage unit).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a
 * signed email (203); other numbers (a lens's focal range and a count of caps, a phone number, a date, a guest count,
 * a listing number, a street number, a postcode, children and hours, a model year, a frame size and a groupset
 * number, a lot number, a year and a count of drawers, a market scan) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh18In } from "./build";

const { clear, unclear, done } = fresh18In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 38_000), bid(32_000), "£320 for the digital piano and stand. Can collect tonight.");
clear("002", "terse", ctx("GBP", 21_000), ask("shipping"), "Would you post the 35mm lens up to Aberdeen? What's the postage?");
clear("003", "terse", ctx("GBP", 25_000), percentOff(20_000, 20), "Would you do 20% off the pram? I can collect today.");
clear("004", "terse", ctx("GBP", 32_000, 24_000), WITHDRAW, "Leave it, thanks. My brother-in-law's going to sort the tap and the stopcock himself.");
clear("005", "terse", ctx("GBP", 5_500), words(4_000, "forty quid"), "Forty quid for the little bike with stabilisers? Can pick it up after school.");
clear("006", "terse", ctx("GBP", 18_000, 15_000), ACCEPT, "OK, you've got the job. I'll drop Bonnie round on Friday with her bed and her food.");
unclear("007", "terse", ctx("GBP", 36_000), "a range for the bass guitar, not one price: which end is the bid?", "Bass: 250 to 300, depending how the neck looks.");
clear("008", "terse", ctx("GBP", 30_000), minus(25_000, 5_000), "£50 less and I'll take the corner sofa Saturday. My brother's got a van.");
clear("009", "terse", ctx("GBP", 9_500), ask("payment"), "Man with a van for the wardrobe and the bed: OK to pay by bank transfer on the day?");
clear("010", "terse", ctx("GBP", 42_000), bid(34_000), "PS5 with both controllers: £380 — typo, £340.");
clear("011", "terse", ctx("GBP", 15_000, 9_000), WITHDRAW, "Too much for a tattoo that small. I'll leave it, thanks.");
clear("012", "terse", ctx("GBP", 120_000, 95_000), plus(100_000, 5_000), "Another £50 on top of my offer for the e-bike. That's as far as I go.");
clear("013", "terse", ctx("EUR", 42_000, 36_000), ACCEPT, "Grand so, €420 for the flat in Kinsale for the weekend. I'll send the deposit tonight.");
clear("014", "terse", ctx("GBP", 16_000), ask("returns"), "If the Switch controllers turn out to drift, can I bring it back?");
unclear("015", "terse", ctx("GBP", 12_000), "a bid that depends on the mower starting", "£90 for the mower if it starts first pull.");
clear("016", "terse", ctx("GBP", 46_000), bid(38_000), "Canon 70-200 f/4 with the hood and 2 caps: £380 cash.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 18_000), bid(14_000), "hi would u take 140 for the blue raleigh? text me on 07700 900862 if ur ok with that");
clear("102", "chat", ctx("GBP", 15_000), ask("delivery"), "when could u bring the fridge freezer round? i'm in all week except weds");
clear("103", "chat", ctx("GBP", 28_000, 22_000), ACCEPT, "yesss we'll take the hall for mum's party!! 🎉🥳 thank u so much, she has no idea");
clear("104", "chat", ctx("GBP", 16_000), words(12_000, "one-twenty"), "would u take one-twenty for the trumpet? my lad's just started lessons at school");
unclear("105", "chat", ctx("GBP", 15_000), "sarcasm about the monthly rent: not a bid", "150 a month to park behind a chippy?? 😂 does it come with free chips");
clear("106", "chat", ctx("USD", 18_000), ask("warranty"), "is the washer still under the manufacturer's warranty or did that run out?");
clear("107", "chat", ctx("GBP", 4_000, null, 4), total(3_000), "120 for all 4 of the oak dining chairs? can come sat morning");
clear("108", "chat", ctx("GBP", 9_000, 7_000), WITHDRAW, "ah we'll give the boat trip a miss, forecast's rubbish all week and we head home sunday. thanks anyway!");
clear("109", "chat", ctx("GBP", 95_000), ask("negotiable"), "is the price for the campervan over the festival weekend set in stone or is there a bit of wiggle room?");
clear("110", "chat", ctx("CAD", 16_000, 12_000), middle(14_000), "meet you halfway on the velvet armchair? 🤝 i can grab it tomorrow after work");
clear("111", "chat", ctx("GBP", 4_000, 3_200), ACCEPT, "brilliant, let's go ahead with the maths tutoring then. she's free tuesdays and thursdays after school");
unclear("112", "chat", ctx("GBP", 6_500), "a price seen elsewhere, not a bid", "same high chair's on vinted for 40 just saying 👀");
clear("113", "chat", ctx("GBP", 22_000), ask("standing-offer"), "sorry what were u asking for the flute again? scrolled past it");
clear("114", "chat", ctx("GBP", 9_000), minus(7_000, 2_000), "could u do the small storage unit for 20 less a month than ur price? only need it till march");
clear("115", "chat", ctx("GBP", 25_000, 15_000), WITHDRAW, "nah too much for a headset that old. pass");
clear("116", "chat", ctx("GBP", 1_500), ask("discount"), "if we book walks for rufus every weekday is there a cheaper rate?");
clear("117", "chat", ctx("USD", 12_000), bid(8_500), "would you do 85 for the gas grill? can swing by after work");
unclear("118", "chat", ctx("GBP", 28_000), "'round about … give or take' around a number, not a firm bid", "round about 200 for the bass amp, give or take?");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 45_000), ask("delivery"),
  "Dear Gareth,\n\nThank you for sending the extra photos of the extending dining table. If we go ahead, when would you be able to deliver it to us in Harrogate? We're away the first week of next month.\n\nBest wishes,\nFiona Tait");
clear("202", "polite-email", ctx("GBP", 85_000), bid(65_000),
  "Hi Hannah,\n\nWe loved your portfolio. We're getting married at Leeds Register Office on Saturday 12 April, with about 20 guests, and we'd like two hours of coverage: the ceremony and a few portraits outside. We'd like to offer £650.\n\nThanks so much,\nMegan Doyle & Chris Akers\n41 Ashgrove, Leeds LS6 2HR\n07700 900514");
clear("203", "polite-email", ctx("GBP", 9_500, 7_500), ACCEPT,
  "Dear Mr Nolan,\n\nThank you for looking at our old upright last week. We're happy to go ahead with the pitch raise and tuning at the price you quoted. Could you ring me on 07700 900318 the day before you come? The side gate is usually locked.\n\nKind regards,\nRuth Ellison");
clear("204", "polite-email", ctx("GBP", 90_000), percentOff(81_000, 10),
  "Dear Mr Baines,\n\nThank you for the quote for painting the two back bedrooms (walls, ceilings and woodwork). Would you consider 10% off? We'll have both rooms cleared before you arrive.\n\nKind regards,\nSimon Kerr");
clear("205", "polite-email", ctx("GBP", 68_000), ask("payment"),
  "Dear Mrs Pascoe,\n\nWe'd like to book the apartment in St Ives for half-term. Do you need the full amount when we book, or could we pay a deposit now and the balance nearer the time?\n\nMany thanks,\nAnna Whitley");
clear("206", "polite-email", ctx("GBP", 45_000, 30_000), WITHDRAW,
  "Dear Lucy,\n\nThank you so much for the sketches for the portrait of our spaniel, they're lovely. We've talked it over and decided not to go ahead with the commission for now, as money is a little tight this year.\n\nWith best wishes,\nJane Harker");
clear("207", "polite-email", ctx("GBP", 3_500, null, 8), total(3_000),
  "Hello,\n\nI'm interested in the stacking garden chairs (your listing 58210). I can offer £240 for all 8 and would collect them in my van on Sunday 6 July. I live at 22 Mill Lane, Bury BL9 0AU, and my number is 07700 900276.\n\nThanks,\nPaul Renshaw");
clear("208", "polite-email", ctx("GBP", 240_000), ask("warranty"),
  "Dear Mr Khan,\n\nThank you for the quote to replace our boiler. Does the new boiler come with the manufacturer's warranty, and do you guarantee your own installation work as well?\n\nKind regards,\nDeborah Lowe");
clear("209", "polite-email", ctx("GBP", 56_000), bid(42_000),
  "Dear Mrs Aziz,\n\nThank you for measuring up the bay window. For making the lined blackout curtains we'd like to offer £480 — apologies, that's a typo: I meant £420.\n\nKind regards,\nHelen Brooke");
clear("210", "polite-email", ctx("GBP", 84_000, 72_000), ACCEPT,
  "Hi Iain,\n\n£840 for the week with the campervan is fine with us, so please go ahead and book us in. We'll pick it up from you first thing on the Saturday.\n\nCheers,\nDan & Sophie Crawford");
clear("211", "polite-email", ctx("GBP", 11_000), ask("returns"),
  "Hello Kate,\n\nI'd like to order one of your made-to-measure dog beds for our greyhound. If it turns out too small once it arrives, could I return it or swap it for the bigger size?\n\nThank you,\nMaggie Thornton");
unclear("212", "polite-email", ctx("GBP", 30_000, 25_000), "an acceptance waiting on the vicar confirming the date",
  "Dear Mr Fenwick,\n\nThank you for showing us the function room above the Red Lion. We'd love to book it for our son's christening at the price you mentioned, but the vicar hasn't confirmed the date yet and won't until after the parish meeting next week.\n\nKind regards,\nClaire Dunmore");
clear("213", "polite-email", ctx("GBP", 60_000), words(45_000, "four hundred and fifty"),
  "Dear Mr Tranter,\n\nThank you for letting our daughter try the French horn on Saturday; she's fallen for it. We could offer four hundred and fifty pounds for the horn and its case.\n\nBest wishes,\nRobert and Alison Neame");
clear("214", "polite-email", ctx("GBP", 65_000, 50_000), WITHDRAW,
  "Dear Mr Oakes,\n\nThank you for coming to look at the leylandii. We've decided to leave the tree where it is for now, so please don't hold a date for us.\n\nKind regards,\nGraham Pell");
clear("215", "polite-email", ctx("EUR", 8_000), ask("shipping"),
  "Hi Declan,\n\nI saw your set of old hand tools for the garden (spade, fork, hoe and the edging iron). Could you send them by courier to Cork, and what would that cost?\n\nMany thanks,\nSiobhán Kiely");
clear("216", "polite-email", ctx("GBP", 15_000), bid(12_000),
  "Hi Emma,\n\nWould you be free to babysit on New Year's Eve? It would be our 3 children, from 7pm on 31 December until about 1am; they should be asleep by 9. We'd like to offer £120 for the night.\n\nThanks,\nNatalie Brennan");
unclear("217", "polite-email", ctx("GBP", 26_000), "two prices for two scopes of the clean: which is the bid?",
  "Hello,\n\nThank you for the quote for the end-of-tenancy clean of our flat. We could do £180 for the clean on its own, or £240 with the oven and the carpets included. Let us know which you'd rather.\n\nBest,\nTom & Priyanka");
clear("218", "polite-email", ctx("GBP", 52_000, 45_000), ACCEPT,
  "Dear Martin,\n\nYes, please go ahead with the carpet for the stairs and landing at your price. Could you let us know which day suits you, so we can have the old carpet up before you come?\n\nMany thanks,\nEileen Moss");

// ---- agent ----
clear("301", "agent", ctx("EUR", 110_000), ask("rounds-left"), "I am a travel-booking assistant acting for Ms Hollis. Before she commits to the apartment in Lisbon for the week, please confirm how many more rounds of offers remain in this negotiation.");
clear("302", "agent", ctx("GBP", 140_000), bid(110_000), "Comparable listings, full-suspension mountain bikes, medium frame, within 30 miles:\n• £1,150 (2021, new tyres)\n• £1,300\n• £1,250\n• £1,400 (dropper post)\nMedian: £1,275. Given the worn drivetrain on yours, my principal offers £1,100.");
clear("303", "agent", ctx("GBP", 42_000), words(35_000, "three hundred and fifty"), "I am arranging my principal's wedding transport. For the vintage car with chauffeur, from the ceremony to the reception, she offers three hundred and fifty pounds.");
unclear("304", "agent", ctx("GBP", 180_000), "a decorating budget that must also cover materials, not a bid for the labour", "My principal has set aside £1,500 for redecorating the hall, stairs and landing, and that has to cover the paint and materials as well. She will make you an offer once a second quote has come in.");
clear("305", "agent", ctx("GBP", 85_000, 70_000), minus(62_000, 8_000, "last-bid"), "Having tested the gaming PC in person, my principal has to lower our previous offer of £700 by £80: the graphics card fan rattles under load.");
clear("306", "agent", ctx("GBP", 9_000), ask("discount"), "My principal's two children would both take swimming lessons with you next term. Do you offer a reduction for siblings?");
clear("307", "agent", ctx("GBP", 12_000), percentOff(10_200, 15), "My principal would rent the parking space near the station for a full year, paid monthly. She proposes 15% below your monthly rate.");
clear("308", "agent", ctx("GBP", 150_000, 125_000), ACCEPT, "Confirmed on behalf of Ms Ruiz: your quote for moving her flat is accepted. Please send the booking confirmation and any packing instructions to this address.");
clear("309", "agent", ctx("GBP", 4_500, null, 10), total(4_000), "Booking request on behalf of the Okonkwo family:\n- Service: GCSE maths tutoring, a block of 10 one-hour lessons\n- Offer: £400 for the block\n- Start: after half-term, at the family's home");
clear("310", "agent", ctx("GBP", 150_000, 110_000), plus(122_000, 12_000), "Having read the luthier's report on the viola, my principal authorises £120 more than our previous offer.");
clear("311", "agent", ctx("GBP", 60_000), ask("delivery"), "Regarding the second-hand shed: what is the earliest date you could deliver it and put it back up in my principal's garden? Access is through a side gate.");
clear("312", "agent", ctx("GBP", 70_000, 50_000), WITHDRAW, "On behalf of my principal: Mr Haddad has decided to keep his old sofa and withdraws from the purchase of your leather recliner. Thank you for your time.");
clear("313", "agent", ctx("USD", 55_000), bid(42_000), "Offer for the road bike:\n```json\n{\"item\": \"road bike\", \"model\": \"Allez Sport\", \"groupset\": \"Shimano 105\", \"year\": 2019, \"frame_cm\": 56, \"offer_usd\": 420, \"pickup\": \"buyer collects\"}\n```");
unclear("314", "agent", ctx("USD", 85_000), "two prices, undecided until she has heard it played", "My principal can't decide between offering $600 and $700 for the handpan and wants to hear it played before she commits.");
clear("315", "agent", ctx("GBP", 38_000), minus(32_000, 6_000), "My principal would like you to do the garden clearance as quoted. As the garden is small and has side access, she proposes your quoted price less £60.");
clear("316", "agent", ctx("GBP", 1_800, 1_400), ask("standing-offer"), "For my principal's records: please restate the daily rate you are currently asking for visiting and feeding the two cats.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 3_500), words(2_500, "twenty-five"), "*picks up the cajón at the car boot sale and gives it a slap* Twenty-five for it, and I'll carry it to the car myself.");
unclear("402", "roleplay", ctx("GBP", 20_000, 14_000), "more than the last bid, but no amount", "*pulls out the top drawer of the oak chest and slides it back* I could go a bit over what I said. Not much, mind.");
clear("403", "roleplay", ctx("GBP", 6_000, 4_500), ACCEPT, "*hands over the notes* Deal. The box of LEGO's coming home with me.");
clear("404", "roleplay", ctx("GBP", 38_000), bid(28_000), "*flicks to lot 47 in the catalogue: teak sideboard, 1964, 3 drawers* £280, and it goes home in the estate.");
clear("405", "roleplay", ctx("GBP", 9_500, 7_000), WITHDRAW, "*runs a finger down the damp wall of the garage* Not at that price, no. I'll keep looking.");
clear("406", "roleplay", ctx("GBP", 9_000, 6_000), plus(7_000, 1_000), "*turns the old Pentax over in his hands* Go on then, a tenner more than I offered.");
clear("407", "roleplay", ctx("GBP", 18_000), ask("negotiable"), "*watches the face painter finish a tiger* Is that your set price for a party, or is there some give?");
clear("408", "roleplay", ctx("GBP", 24_000, 18_000), middle(21_000), "*holds the stand mixer up by its handle* Halfway between your price and mine, and you've got a deal.");
unclear("409", "roleplay", ctx("GBP", 55_000), "a number mused over before talking it over: no bid yet", "*stands in the doorway of the spare room* 450 a month... maybe. Let me talk it over and I'll text you tonight.");
clear("410", "roleplay", ctx("GBP", 20_000), bid(14_000), "*counts the notes* £160 for the Squier... no, my mistake — £140.");
clear("411", "roleplay", ctx("GBP", 15_000, 12_000), ACCEPT, "*sits down on the teak bench and grins* Done, it's mine. Can you give me a hand getting it in the boot?");
clear("412", "roleplay", ctx("GBP", 25_000), percentOff(22_500, 10), "*taps the ring mark on the coffee table* Ten percent off for that and it's mine.");
clear("413", "roleplay", ctx("GBP", 12_000, 7_000), WITHDRAW, "*puts the hoover back down* Too dear for me, love. Good luck with it.");
clear("414", "roleplay", ctx("GBP", 8_000), ask("payment"), "*pats his pockets* Could I pay you for the bookcase by bank transfer? I've no cash on me.");
clear("415", "roleplay", ctx("GBP", 13_000), bid(9_000), "*gives the exercise bike's pedals a spin* 90, and I'll wheel it out now.");
unclear("416", "roleplay", ctx("GBP", 85_000), "two prices, undecided", "*lifts the folded Brompton and weighs it in one hand* 600? 650? Honestly, I don't know.");

export const FRESH18_EN = done();

/**
 * TWENTIETH set, English (UK, Ireland, US, Canada; see fresh20/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Services and intangibles bought by people and small firms: work done at home, professional services,
 * subscriptions and licences, venue and event hire, vehicle services; many written by LLM agents booking on their
 * owners' behalf.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per hour, per head, per month, per
 * seat or per job, as the context's standing offer is); words name the phrase as written; relative bids recompute
 * from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take the amount meant;
 * acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a signed email (203);
 * other numbers (a van's engine size, year and mileage; a phone number; a guest count, a booking reference, an
 * address and a phone; a date and evening hours; visits, a postcode and a date in JSON; a lot number, a class size
 * and a year; a market scan of four quotes) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh20In } from "./build";

const { clear, unclear, done } = fresh20In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 18_000), bid(14_500), "£145 to sweep both flues and fit the cowl. Any morning next week suits.");
clear("002", "terse", ctx("GBP", 22_000), ask("shipping"), "Do the canvas prints from the family shoot get posted out, and what do you charge for postage?");
clear("003", "terse", ctx("GBP", 36_000), percentOff(30_600, 15), "Would you do 15% off the self-assessment return? All the receipts are already in one spreadsheet.");
clear("004", "terse", ctx("GBP", 19_500, 16_000), WITHDRAW, "We'll give the piano lessons a miss this term, thanks. Ella's swapped to football.");
clear("005", "terse", ctx("GBP", 26_000), words(21_000, "two hundred and ten"), "Two hundred and ten for the windscreen, fitted on my drive?");
clear("006", "terse", ctx("GBP", 28_000, 24_000), ACCEPT, "OK, book the septic tank emptying in.");
unclear("007", "terse", ctx("GBP", 5_500), "a range for hand-stripping the terrier, not one price", "Hand-stripping the terrier — 40 to 45 quid?");
clear("008", "terse", ctx("GBP", 29_000), minus(26_000, 3_000), "Knock £30 off the eight-yard skip and I'll book it now.");
clear("009", "terse", ctx("GBP", 15_000), ask("payment"), "Can I pay for the CBT course by bank transfer on the morning, or is it card only?");
clear("010", "terse", ctx("GBP", 52_000), bid(43_000), "Moss removal and roof treatment: £480, oops, £430 I mean.");
clear("011", "terse", ctx("GBP", 120_000, 90_000), WITHDRAW, "Not at that. Leave the loft boarding.");
clear("012", "terse", ctx("GBP", 42_000, 32_000), plus(36_000, 4_000), "Add £40 to what I offered for regrouting the bathroom. That's my limit.");
clear("013", "terse", ctx("USD", 9_500, 8_000), ACCEPT, "$95 a month for the pool service works. Same day each week?");
clear("014", "terse", ctx("GBP", 24_000), ask("returns"), "If the typeface licence doesn't cover our app after all, can we get our money back?");
unclear("015", "terse", ctx("GBP", 38_000), "a bid that depends on re-sanding the joints being included", "£300 for jet-washing the patio if that includes re-sanding the joints.");
clear("016", "terse", ctx("GBP", 32_000), bid(26_000), "MOT and full service, Transit 2.2 TDCi, 2017 plate, 84k on the clock: £260 all in.");

// ---- chat ----
clear("101", "chat", ctx("GBP", 15_000), bid(12_000), "hiya would u do 120 for the balloon arch? its for her 18th 🎈 text me on 07700 900382");
clear("102", "chat", ctx("GBP", 180_000), ask("delivery"), "when could u actually fit the plantation shutters? in-laws land for xmas 😬");
clear("103", "chat", ctx("GBP", 45_000, 38_000), ACCEPT, "YES book us in!!! the kids are gonna lose their minds over the foam party 🎉🎉");
clear("104", "chat", ctx("GBP", 36_000), words(30_000, "three hundred"), "would u take three hundred for the bridal hair and makeup on the day?");
unclear("105", "chat", ctx("GBP", 9_000), "sarcasm about the lesson price: not a bid and not an acceptance", "£90 an hour for guitar lessons?? does slash teach them himself lol");
clear("106", "chat", ctx("GBP", 65_000), ask("warranty"), "does the ceramic coating come with any sort of guarantee or is it just hope for the best");
clear("107", "chat", ctx("GBP", 5_000, null, 4), total(4_000), "160 for all 4 sports massage sessions? my hamstring would thank u");
clear("108", "chat", ctx("GBP", 12_000, 9_000), WITHDRAW, "ah forget it, landlord said no to the video doorbell going in. thanks anyway");
clear("109", "chat", ctx("GBP", 55_000), ask("negotiable"), "is the photo booth hire price set in stone or is there a bit of wiggle room?");
clear("110", "chat", ctx("CAD", 30_000, 22_000), middle(26_000), "meet me halfway on the garage door tune-up and we're good?");
clear("111", "chat", ctx("GBP", 85_000, 70_000), ACCEPT, "sounds good 👍 can the tiler start monday morning?");
unclear("112", "chat", ctx("GBP", 11_000), "a price another locksmith quoted, not a bid", "fyi the other locksmith said 70 for the same lock change");
clear("113", "chat", ctx("GBP", 12_000), ask("standing-offer"), "remind me what u charge a month for the drum lessons? scrolled too far up");
clear("114", "chat", ctx("GBP", 5_500), minus(4_000, 1_500), "take 15 off the gel extensions n I'll book in");
clear("115", "chat", ctx("GBP", 35_000, 25_000), WITHDRAW, "nah way too steep for a kids' magician. cheers anyway");
clear("116", "chat", ctx("GBP", 4_500), ask("discount"), "do u do a better rate if I sign up for the whole year instead of monthly at the gym?");
clear("117", "chat", ctx("USD", 240_000), bid(180_000), "would you do 1800 for a matte grey wrap on my civic?");
unclear("118", "chat", ctx("GBP", 32_000), "'-ish' around a number, not a firm bid", "like 250ish for taking up the wedding dress?");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 55_000), ask("delivery"),
  "Dear Mr Quayle,\n\nThank you for your quote for the Level 2 survey on Orchard Cottage. Could you let me know when you could carry out the inspection and how soon afterwards the report would reach us? Our solicitor is aiming to exchange in late March.\n\nKind regards,\nHannah Doyle");
clear("202", "polite-email", ctx("GBP", 3_400, null, 45), bid(2_800),
  "Dear Ms Fairweather,\n\nThank you for the menu for my father's retirement lunch. For the 45 guests we would like to offer £28 per head. Our booking reference is 3302.\n\nBest wishes,\nGareth Lowe\n12 Mill Lane, Harrogate HG1 2AB\n01423 960512");
clear("203", "polite-email", ctx("GBP", 65_000, 52_000), ACCEPT,
  "Dear Mr Adeyemi,\n\nWe are pleased to accept your quotation for the structural calculations to remove the chimney breast. Please could you ring me on 01632 960771 to arrange the site visit?\n\nKind regards,\nFiona Marsh");
clear("204", "polite-email", ctx("GBP", 150_000), percentOff(132_000, 12),
  "Dear Ms Oduya,\n\nThank you for your engagement letter for our year-end accounts and corporation tax return. As our turnover is modest and the bookkeeping is done monthly in Xero, would you be able to take 12% off the annual fee?\n\nBest regards,\nNeil Carden\nDirector, Carden Joinery Ltd");
clear("205", "polite-email", ctx("GBP", 140_000), ask("payment"),
  "Dear Rhona,\n\nWe would love to book the ceilidh band for our wedding. Would it be possible to pay the balance on the night rather than two weeks before?\n\nWarm regards,\nKirsty and Alasdair");
clear("206", "polite-email", ctx("GBP", 4_500, 3_800), WITHDRAW,
  "Dear Dr Whelan,\n\nThank you for the taster session in chemistry. Having talked it over with Sam, we have decided not to go ahead with weekly tutoring for now, as the school is running its own revision classes.\n\nWith thanks,\nAnne Pryor");
clear("207", "polite-email", ctx("GBP", 3_500, null, 12), total(3_000),
  "Dear Mr Kowalczyk,\n\nI need certified translations of my degree certificate, transcripts and references, 12 pages in all. Could you do £360 for the lot?\n\nMany thanks,\nMarta Nowak");
clear("208", "polite-email", ctx("GBP", 240_000), ask("warranty"),
  "Dear Sir or Madam,\n\nThank you for surveying the rising damp in our back room. What guarantee comes with the injected damp-proof course, and is it insurance-backed?\n\nYours faithfully,\nPeter Haines");
clear("209", "polite-email", ctx("GBP", 240_000), bid(175_000),
  "Dear Ms Lindqvist,\n\nWe can offer £1,950 — apologies, I mistyped: £1,750 — for the accessibility audit of our website.\n\nKind regards,\nTom Beck\nOperations Manager, Beck & Rowe Opticians");
clear("210", "polite-email", ctx("USD", 240_000, 200_000), ACCEPT,
  "Hi Dev,\n\n$2,400 for building the online booking page and the client intake forms is fine with us. Please go ahead and send the contract over.\n\nThanks,\nMaria Lopez\nBloom Hair Studio");
clear("211", "polite-email", ctx("GBP", 1_800), ask("returns"),
  "Dear Sales Team,\n\nBefore we buy the design software seats for the studio: if the team doesn't take to it in the first month, can the licences be returned for a refund?\n\nKind regards,\nLaura Finch");
unclear("212", "polite-email", ctx("GBP", 450_000, 380_000), "an acceptance that still waits on the committee's approval",
  "Dear Mr Osei,\n\nThank you for the revised price for the bonfire night fireworks display. Provided the committee approves it on Thursday, we would be glad to accept.\n\nBest wishes,\nColin Webb\nSecretary, Ashbury Round Table");
clear("213", "polite-email", ctx("GBP", 140_000), words(110_000, "one thousand one hundred pounds"),
  "Dear Ms Ferris,\n\nThank you for visiting the garden. We would like to offer one thousand one hundred pounds for the planting plan and the scale drawings.\n\nKind regards,\nJames and Ruth Allingham");
clear("214", "polite-email", ctx("GBP", 210_000, 170_000), WITHDRAW,
  "Dear Mr Brennan,\n\nThank you for quoting for the chimney lining. We have decided to put the work off until next year, so please don't hold a date for us.\n\nBest regards,\nSiobhan Kerr");
clear("215", "polite-email", ctx("GBP", 32_000), ask("shipping"),
  "Hello,\n\nIs delivery and collection of the hired crockery and glassware included in your price? The party is at a farm about eight miles outside Ludlow.\n\nThank you,\nEmma Rigby");
clear("216", "polite-email", ctx("GBP", 85_000), bid(60_000),
  "Dear Mr Marchetti,\n\nWe would like a close-up magician for our company dinner on Friday 6 June, from 19:30 to 22:00. We can offer £600 for the evening.\n\nKind regards,\nPriya Shah\nEvents Coordinator, Halden Logistics");
unclear("217", "polite-email", ctx("GBP", 32_000), "two prices for two packages and no choice made",
  "Dear Ms Tran,\n\nFor the family portrait sitting we could do £180 for the digital files only, or £260 with the framed print. We haven't decided which yet.\n\nBest,\nOliver Grant");
clear("218", "polite-email", ctx("GBP", 18_000, 15_000), ACCEPT,
  "Dear Mr Hollis,\n\nWe're happy to go ahead with the annual fire extinguisher service for the surgery. Could your engineer come before the surgery opens so the waiting room is clear?\n\nKind regards,\nJoanne Pike\nPractice Manager");

// ---- agent ----
clear("301", "agent", ctx("GBP", 120_000), ask("rounds-left"),
  "I'm an AI assistant arranging a wine-tasting evening for my client's sales team. Before I respond to your quote for the host and the six wines, could you confirm how many rounds of negotiation are left?");
clear("302", "agent", ctx("GBP", 420_000), bid(350_000),
  "Acting for the Okafor household. We collected four quotes for labour-only fitting of a supplied kitchen: £3,200, £3,650, £3,900 and £4,400, a median of £3,775. As the units are already delivered and flat-pack free, we offer £3,500.");
clear("303", "agent", ctx("USD", 520_000), words(450_000, "four thousand five hundred dollars"),
  "I'm a purchasing assistant for Grace Lutheran Church. Having reviewed your proposal to restore the stained-glass window over the south door, the vestry authorises four thousand five hundred dollars for the work.");
unclear("304", "agent", ctx("GBP", 150_000), "a budget for two jobs together, with no price named for this one",
  "On behalf of Ms Adair: she has set aside £2,000 for regrouting the bathroom and installing the extractor fan together. Please tell me how your quote could fit that.");
clear("305", "agent", ctx("GBP", 90_000, 75_000), minus(60_000, 15_000, "last-bid"),
  "Booking agent for the Farrow family. We've noticed your asbestos survey excludes the detached garage, so we are reducing our previous offer by £150.");
clear("306", "agent", ctx("USD", 1_500), ask("discount"),
  "I manage software purchasing for a food bank. For the project-management tool on an annual plan with 25 seats, do you offer a nonprofit discount?");
clear("307", "agent", ctx("GBP", 25_000), percentOff(20_000, 20),
  "Writing on behalf of Harcourt Lettings. Please apply a 20% reduction to your fee for the energy performance certificate and floor plan; we will send you regular work across our portfolio.");
clear("308", "agent", ctx("GBP", 45_000, 40_000), ACCEPT,
  "On behalf of Pennant Dental Laboratory, I confirm acceptance of your current quote for monthly IT support. Please send the service agreement to the lab manager for signature.");
clear("309", "agent", ctx("GBP", 21_000, null, 6), total(18_000),
  "Procurement agent for Loop Studio. For 6 hot-desk memberships at your Ancoats space we offer £1,080 per month in total.");
clear("310", "agent", ctx("GBP", 90_000, 70_000), plus(82_000, 12_000),
  "I represent Millbrook Garden Centre. For the three-day First Aid at Work course for our staff, we will raise our last offer by £120.");
clear("311", "agent", ctx("GBP", 95_000), ask("delivery"),
  "I'm the scheduling assistant for Mr and Mrs Quinn. Please confirm the earliest date your electrician could install the EV charger at their house.");
clear("312", "agent", ctx("GBP", 350_000, 280_000), WITHDRAW,
  "Agent for Dr Hamid. My principal has decided not to proceed with the Japanese garden design and withdraws from this negotiation. Thank you for your time and the sketches.");
clear("313", "agent", ctx("GBP", 26_000), bid(21_000),
  '{"client":"R. Ellison","service":"rodent treatment, loft and kitchen","visits":3,"property_postcode":"BS5 9QT","start_date":"2027-01-12","offer_gbp":210}');
unclear("314", "agent", ctx("GBP", 120_000), "two prices under consideration and no decision",
  "Purchasing assistant for the Mensah family. They are deciding between offering £850 and £950 for filming the christening; I'll confirm which after they talk tonight.");
clear("315", "agent", ctx("CAD", 140_000), minus(120_000, 20_000),
  "I'm booking on behalf of Ms Tremblay in Ottawa. Please take $200 off your quote for reupholstering the sofa and we can proceed.");
clear("316", "agent", ctx("GBP", 48_000), ask("standing-offer"),
  "Assistant for Crane & Sons Solicitors. Please restate your current price for the annual e-signature licence so I can record it for the partners.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 2_800), words(2_200, "twenty-two"),
  "*settles into the barber's chair and eyes the price board* Twenty-two for the hot towel shave, lad, and not a penny more.");
unclear("402", "roleplay", ctx("GBP", 4_000), "'meet in the middle' with no earlier bid to meet from",
  "*watches the fortune teller shuffle the deck* Your price is steep, madam. Shall we meet in the middle?");
clear("403", "roleplay", ctx("GBP", 9_500, 8_000), ACCEPT,
  "*claps the farrier on the shoulder* Done. Shoe the mare and I'll put the kettle on.");
clear("404", "roleplay", ctx("GBP", 60_000), bid(40_000),
  "*raises paddle at the charity auction* Lot 27, the cookery class for 8 with the chef who trained in 2019 at the Ritz — 400, and my wife will kill me.");
clear("405", "roleplay", ctx("GBP", 500_000, 420_000), WITHDRAW,
  "*rolls up the plans* The ballroom ceiling shall stay ungilded another year, master craftsman. We'll not proceed.");
clear("406", "roleplay", ctx("GBP", 60_000, 45_000), plus(49_000, 4_000),
  "*tugs at beard in front of the easel* Forty more than my last for the portrait in oils, and that's me wrung dry.");
clear("407", "roleplay", ctx("GBP", 25_000), ask("negotiable"),
  "*dips quill* Scribe, is your fee for the wedding invitations carved in stone, or will it bend a little?");
clear("408", "roleplay", ctx("GBP", 40_000, 30_000), middle(35_000),
  "*spits on hand* Halfway between your number and mine for lettering the cart, and we shake.");
unclear("409", "roleplay", ctx("GBP", 950_000), "a figure mused over before sleeping on it, not a bid",
  "*watches the thatcher up on the ridge* Hmm... eight thousand. Let me sleep on it.");
clear("410", "roleplay", ctx("GBP", 15_000), bid(10_000),
  "*scratches on a slate* £120 for mending the harness. *rubs it out with a sleeve* Make it £100.");
clear("411", "roleplay", ctx("GBP", 70_000, 60_000), ACCEPT,
  "*tips top hat* Agreed, the carriage and greys are ours for the day! Can your coachman wait outside the church until the vows are done?");
clear("412", "roleplay", ctx("GBP", 30_000), percentOff(27_000, 10),
  "*tosses a coin to the minstrel* Ten percent off your fee for the feast, and you may eat with the household.");
clear("413", "roleplay", ctx("GBP", 5_000, 3_000), WITHDRAW,
  "*slams the lantern down* Find another fool for your ghost walk.");
clear("414", "roleplay", ctx("GBP", 80_000), ask("payment"),
  "*leans over the bar* Innkeeper, for the hall and the supper — coin up front, or when the last guest staggers out?");
clear("415", "roleplay", ctx("GBP", 9_000), bid(6_000),
  "*smooths out a crumpled note* £60 for the caricaturist at the fete, and he can draw the vicar first.");
unclear("416", "roleplay", ctx("GBP", 45_000), "a grudging yes with a lower figure beside it: accepting or bidding 300?",
  "*grumbles at the stonemason* Fine, fine... though lettering like that's worth 300 at most, if you ask me.");

export const FRESH20_EN = done();

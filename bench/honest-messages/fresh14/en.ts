/**
 * FOURTEENTH set, English (US, UK, Canada; see fresh14/index.ts): written 2026-11-27 for REPORTING ONLY, blind —
 * without reading the reader's code, its rules or its tests, and without running the reader on these messages.
 * Rentals, services and repairs bought by households and small firms, and second-hand goods people haggle over.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 210, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 212); other numbers (model numbers,
 * phone numbers, postcodes, PO numbers, dates, years, ages) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh14In } from "./build";

const { clear, unclear, done } = fresh14In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 42_000), bid(36_000), "360 for the Transit van Fri to Sun, I'll bring it back fueled.");
clear("002", "terse", ctx("GBP", 48_000), words(40_000, "four hundred"), "Four hundred a year for the tuning contract, two visits included.");
clear("003", "terse", ctx("EUR", 450_000, 400_000), ACCEPT, "Agreed. The mare comes home with us.");
clear("004", "terse", ctx("USD", 780_000, 620_000), WITHDRAW, "Forklift's out of reach for us. Leaving it there.");
clear("005", "terse", ctx("USD", 165_000), ask("delivery"), "Can your crew do the move on the 14th, or are you booked?");
clear("006", "terse", ctx("USD", 180_000), minus(160_000, 20_000), "Take 200 off the season price and you've got the garden job.");
clear("007", "terse", ctx("USD", 60_000), percentOff(54_000, 10), "10% off the sleeve quote and I book today.");
clear("008", "terse", ctx("USD", 14_000), bid(9_500), "Weber 22-inch kettle, 95 bucks, I'll grab it tonight.");
clear("009", "terse", ctx("GBP", 240_000), bid(200_000), "2,100 for the mooring — sorry, 2,000, I misread the length fee.");
clear("010", "terse", ctx("GBP", 350_000), ask("payment"), "Card or bank transfer for the venue deposit?");
unclear("011", "terse", ctx("EUR", 180_000), "a range for the catering, not one price: which end is the bid?", "Somewhere between 1,400 and 1,600 for catering the 40 covers.");
clear("012", "terse", ctx("GBP", 32_000, 26_000), plus(28_000, 2_000), "£20 over my last offer for the colony. That's my ceiling.");
clear("013", "terse", ctx("USD", 95_000, 80_000), ACCEPT, "950 it is. You're booked for the wedding.");
unclear("014", "terse", ctx("USD", 26_000), "a bid conditional on the burrs being replaced", "180 for the grinder if the burrs are new.");
clear("015", "terse", ctx("USD", 52_000), ask("returns"), "Can I send the bow back inside a week if it doesn't suit my cello?");
clear("016", "terse", ctx("CAD", 120_000, 90_000), WITHDRAW, "Thanks, but the driving lessons are over budget. I'll pass.");

// ---- chat ----
clear("101", "chat", ctx("USD", 120_000), bid(85_000), "hiii is the dress still available?? could do 850 and collect sunday");
clear("102", "chat", ctx("USD", 25_000, 20_000), ACCEPT, "YESSS ok deal!! bouncy castle is booked 🎉🎉 kids are gonna lose it");
clear("103", "chat", ctx("GBP", 45_000, 30_000), WITHDRAW, "ah thats way more than i can do for the scooter, all good tho, good luck selling it 👍");
clear("104", "chat", ctx("GBP", 16_000), ask("shipping"), "do u post the typewriter to leeds? what would that cost on top");
clear("105", "chat", ctx("USD", 78_000), words(60_000, "six hundred"), "would u take six hundred for the ebike? cash in hand");
clear("106", "chat", ctx("GBP", 60_000), bid(45_000), "450 for the DJ 8pm-1am? text me on 07700 900314 if yes");
clear("107", "chat", ctx("USD", 50_000, 38_000), middle(44_000), "split the diff with me on the hot tub week? 🙏");
clear("108", "chat", ctx("USD", 40_000), ask("warranty"), "does the washer still have any warranty left on it or is that gone");
unclear("109", "chat", ctx("USD", 300_000), "sarcasm about the price: not a bid or an acceptance", "lol 3 grand for a used canoe trailer?? sure and ill throw in a kidney");
unclear("110", "chat", ctx("GBP", 28_000), "a price seen elsewhere, not a bid", "same mower's on gumtree for 220 btw");
clear("111", "chat", ctx("USD", 4_500, null, 10), ask("discount"), "if i book all 10 spanish lessons upfront is there a package price?");
clear("112", "chat", ctx("USD", 1_500, null, 6), total(1_200), "72 for all 6 tables for the weekend?");
clear("113", "chat", ctx("USD", 55_000, 48_000), ACCEPT, "ok fine u win, ill take the throne and stands at ur price");
clear("114", "chat", ctx("CAD", 90_000, 60_000), WITHDRAW, "nah too rich for me. nvm");
clear("115", "chat", ctx("USD", 70_000), minus(62_000, 8_000), "knock 80 off and ill come get the drum kit tonight");
clear("116", "chat", ctx("GBP", 65_000), ask("negotiable"), "is the price on the sofa set in stone or can we talk");
unclear("117", "chat", ctx("EUR", 38_000), "'halfway' with no earlier bid: halfway between what?", "meet u halfway on the pram?");
clear("118", "chat", ctx("USD", 110_000, 85_000), ask("standing-offer"), "sorry what was ur number on the boat trailer again? scrolled too far lol");

// ---- polite-email ----
clear("201", "polite-email", ctx("EUR", 520_000), bid(425_000),
  "Dear Dr Hale,\n\nThank you for letting us inspect the Sirona dental chair from 2016 at your practice. Given the worn upholstery and that the delivery unit needs a new hose, we would offer €4,250, and we would arrange removal ourselves.\n\nKind regards,\nDr Aoife Brennan\nBrennan Family Dental\n14 Main Street, Naas, W91 X2K7\n+353 45 555 0192");
clear("202", "polite-email", ctx("GBP", 480_000, 420_000), ACCEPT,
  "Dear Harriet,\n\nThank you for coming back to us on the barn. We are glad to accept your revised figure for the wedding and will sign the hire agreement as soon as it arrives.\n\nWarm wishes,\nEmily and Tom");
clear("203", "polite-email", ctx("GBP", 920_000, 780_000), WITHDRAW,
  "Dear Mr Patel,\n\nThank you for the time you spent measuring up the kitchen. After some thought we have decided to go with another fitter, so we will not be taking your quote further.\n\nBest regards,\nClaire Dunmore");
clear("204", "polite-email", ctx("USD", 32_000, null, 30), ask("delivery"),
  "Hello,\n\nWe are interested in the 30 refurbished laptops for our Year 7 pupils. Could they be delivered before term starts on 6 January?\n\nMany thanks,\nGareth Lloyd\nIT Coordinator, Riverside Middle School");
clear("205", "polite-email", ctx("EUR", 250_000), words(210_000, "two thousand one hundred"),
  "Dear events team,\n\nFor the marquee hire for our company summer party we would propose two thousand one hundred euros, including setup and takedown.\n\nKind regards,\nNiamh Kelly\nOffice Manager");
clear("206", "polite-email", ctx("USD", 60_000), percentOff(51_000, 15),
  "Hi Dan,\n\nThanks for the quote to move the upright piano from our old flat. Would you consider a 15% reduction? Both buildings have elevators, so it should be a fairly short job.\n\nBest,\nMarcus Webb");
clear("207", "polite-email", ctx("GBP", 36_000), ask("payment"),
  "Dear Sir or Madam,\n\nBefore we take the storage unit, could we settle monthly by invoice on 30-day terms rather than by card? Our reference is PO 44817.\n\nRegards,\nPriya Shah\nShah Florists Ltd");
unclear("208", "polite-email", ctx("USD", 28_500, 26_000), "an acceptance subject to the school board's approval",
  "Dear Ms Romero,\n\nYour revised price looks acceptable to me, subject to approval by our school board at Thursday's meeting. I will confirm after that.\n\nKind regards,\nDavid Chen\nBursar");
clear("209", "polite-email", ctx("GBP", 140_000), bid(115_000),
  "Dear Removals Team,\n\nFor the move on 3 March from 27 Hillside Road, SE23 1BN, to Bromley, our budget is £1,150 for two crew and the large van. Please quote against PO 5520-19.\n\nThank you,\nJoanna Pike\n020 7946 0831");
clear("210", "polite-email", ctx("EUR", 950_000), bid(810_000),
  "Dear Mr O'Rourke,\n\nFor the kitchen refit we can offer €8,400 — correction: €8,100, as I had included the worktop we are supplying ourselves.\n\nBest regards,\nSinéad Walsh");
clear("211", "polite-email", ctx("USD", 240_000), ask("warranty"),
  "Hello,\n\nRegarding the rebuilt traction battery for our Toyota forklift: what warranty comes with it, and does it cover the charger?\n\nThanks,\nLuis Ortega\nOrtega Produce");
clear("212", "polite-email", ctx("GBP", 120_000, 100_000), ACCEPT,
  "Dear Ruth,\n\nWe are happy to confirm £1,200 for the team headshots. Please send the booking form when convenient.\n\nKind regards,\nAmira Said\nSaid & Co Solicitors");
clear("213", "polite-email", ctx("USD", 310_000, 250_000), WITHDRAW,
  "Dear GreenScape,\n\nThank you for your proposal for the landscaping. Unfortunately it sits well above what we can spend this year, so we will not be proceeding.\n\nWith best wishes,\nHelen Marsh");
clear("214", "polite-email", ctx("GBP", 22_000), ask("returns"),
  "Hello,\n\nI'm interested in the second-hand Bernina sewing machine. If it turns out the motor is faulty, could I return it within 14 days?\n\nMany thanks,\nRose");
clear("215", "polite-email", ctx("EUR", 9_000, null, 8), total(7_500),
  "Hello,\n\nWe'd like all eight of the used office chairs you listed. Would you accept €600 for the eight together? We can collect with our own van.\n\nBest,\nColm Byrne\nByrne Accountancy");
clear("216", "polite-email", ctx("USD", 520_000), ask("shipping"),
  "Dear Sir,\n\nIs delivery to our surgery at 12 Marlow Road included in the price of the chair, or is it charged extra?\n\nRegards,\nDr Nadia Petrov");
unclear("217", "polite-email", ctx("GBP", 450_000), "two prices for two dates: which is the bid?",
  "Dear Venue Manager,\n\nWe could do £4,000 for a Saturday or £3,200 for a Friday. Which would you be able to accept?\n\nBest wishes,\nLaura Finch");
clear("218", "polite-email", ctx("EUR", 280_000, 240_000), ACCEPT,
  "Hello Jens,\n\nThank you, we accept your offer for the camper van rental. Could you let us know when we can collect the keys?\n\nKind regards,\nMarta and Paul");

// ---- agent ----
clear("301", "agent", ctx("CAD", 220_000), bid(185_000), "I'm writing on behalf of Kestrel Renovations. For six weeks of scaffolding hire on the Elm Street job, my client offers CAD 1,850, erection and dismantling included.");
clear("302", "agent", ctx("USD", 790_000), bid(680_000), "I compared recent listings for two-horse trailers of this age: $7,200, $6,900 and $7,450, with a median of $7,100. Given the worn floor mats, my principal offers $6,800 for your trailer.");
clear("303", "agent", ctx("GBP", 190_000, 160_000), ACCEPT, "My principal has authorised acceptance of your current terms for the office cleaning contract. Please send the invoice and start-date confirmation.");
clear("304", "agent", ctx("USD", 150_000, 100_000), WITHDRAW, "The client has instructed me to end negotiations for the tattoo removal package. Thank you for your time.");
clear("305", "agent", ctx("USD", 32_000, null, 25), total(28_000), "For the 25 refurbished tablets for the physiotherapy clinic, we propose $7,000 for the full batch, payable on delivery.");
clear("306", "agent", ctx("EUR", 75_000, 60_000), ask("rounds-left"), "Before I revise the offer: how many more rounds does your system allow before this quote closes?");
clear("307", "agent", ctx("USD", 160_000), minus(145_000, 15_000), "Regarding the house clearance quote, my client asks that you reduce it by $150; she will have the garage emptied of boxes beforehand.");
clear("308", "agent", ctx("GBP", 90_000), ask("discount"), "My client is booking a buffet for a staff party of 40 on a Tuesday. Do you offer any reduction for midweek bookings of that size?");
clear("309", "agent", ctx("EUR", 300_000, 260_000), minus(245_000, 15_000, "last-bid"), "Update from my principal: the budget for the CCTV installation has been cut, so we revise our previous bid of €2,600 down by €150.");
clear("310", "agent", ctx("USD", 110_000), words(95_000, "nine hundred fifty"), "On behalf of my client, I'm submitting an offer of nine hundred fifty dollars for the used Hohner accordion, subject to nothing further.");
clear("311", "agent", ctx("GBP", 64_000), ask("standing-offer"), "Your last two messages give different figures for the minibus hire. Please confirm your current asking price.");
unclear("312", "agent", ctx("USD", 420_000), "'around' a round figure, not a firm bid", "My client is thinking of something around 3k for the office move; I'll come back with a firm number after she reviews the inventory.");
clear("313", "agent", ctx("USD", 90_000, 70_000), plus(77_500, 7_500), "We can raise our last offer by $75 for the chimney repair. This is the client's final position.");
clear("314", "agent", ctx("EUR", 450_000), bid(390_000), "Offer for the used wood-fired pizza oven:\n```json\n{\"item\": \"pizza oven, 2019\", \"offer\": 3900, \"currency\": \"EUR\", \"collection\": \"buyer\"}\n```");
unclear("315", "agent", ctx("GBP", 150_000), "two prices undecided: neither is a bid", "We are weighing either £1,200 or £1,300 for the roof repair and will revert once the client decides.");
clear("316", "agent", ctx("USD", 180_000), ask("warranty"), "For the refurbished commercial treadmill: what warranty period applies to the motor and deck, and is labour covered?");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 30_000), bid(22_000), "*turns the saddle over* Stitching's coming loose here. 220, cash, and I'll carry it myself.");
clear("402", "roleplay", ctx("USD", 35_000, 30_000), ACCEPT, "*shakes your hand firmly* Done! You drive a hard bargain, friend.");
clear("403", "roleplay", ctx("GBP", 70_000, 45_000), WITHDRAW, "*sets the clarinet back in its case* Then we've nothing more to talk about. Good day to you.");
clear("404", "roleplay", ctx("USD", 11_000), words(7_500, "seventy-five"), "*taps the gilt frame of the mirror* Seventy-five, and that's generous for the chip on the corner.");
clear("405", "roleplay", ctx("USD", 48_000, 36_000), middle(42_000), "*spins the barber chair* Fine, fine — we meet halfway, you and I.");
clear("406", "roleplay", ctx("USD", 18_000), bid(13_000), "*counts the notes* 140 for the pocket watch... no wait, I mean 130, I need bus fare home.");
unclear("407", "roleplay", ctx("USD", 55_000), "musing over a number and 'let me think': no bid yet", "*strokes beard, eyeing the anvil* Hmm. 400... let me think on it over a pint.");
clear("408", "roleplay", ctx("EUR", 32_000), ask("negotiable"), "*lifts the carved knight* Lovely work. Is that your final price, or is there room to haggle?");
clear("409", "roleplay", ctx("USD", 25_000), percentOff(20_000, 20), "*unrolls the rug and points at the faded corner* Twenty percent off, and I'll take it off your hands.");
unclear("410", "roleplay", ctx("USD", 14_000), "two prices, undecided", "*mutters at the brass lamp* 90... or 100... I can't make up my mind.");
clear("411", "roleplay", ctx("GBP", 260_000, 220_000), ACCEPT, "*grins* You've got yourself a buyer. When can I come for the sidecar?");
clear("412", "roleplay", ctx("USD", 60_000, 45_000), plus(50_000, 5_000), "*sighs and reaches for the wallet* Fifty more than I said before for the fiddle. That's all I have.");
clear("413", "roleplay", ctx("CAD", 80_000, 55_000), WITHDRAW, "*tips hat* You're a fair man, but I can't stretch that far for the goats. Evening to you.");
unclear("414", "roleplay", ctx("USD", 90_000), "sarcasm about the price: not a bid", "*laughs* 900 for a rocking horse? Why not a thousand while you're at it!");
clear("415", "roleplay", ctx("EUR", 380_000), bid(310_000), "*checks the gelding's teeth* He's 14 years old, 15.2 hands, and he's got a splint on the left fore. I'll give you 3,100.");
clear("416", "roleplay", ctx("GBP", 30_000), ask("delivery"), "*leans on the gate* And how soon could you bring the hay round to the farm?");

export const FRESH14_EN = done();

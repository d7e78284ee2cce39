/**
 * NINTH set, English (US, UK, Canada; see fresh9/index.ts): written 2026-11-27 for tuning, blind — before reading
 * the reader's code, its rules or its tests, without opening the sets kept for reporting, and without running the
 * reader on these messages. New products (an offset smoker, a drum kit, a chainsaw, a paddleboard, a scissor
 * lift, patio heaters, a banjo, a boat trailer, a camper van, a campground awning, market-stall gazebos...), new wording.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 209, 406) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, addresses, order numbers, dates, years) sit beside one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh9In } from "./build";

const { clear, unclear, done } = fresh9In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 68_000), bid(59_000), "590 for the offset smoker, I'll bring a trailer.");
clear("002", "terse", ctx("USD", 240_000), words(200_000, "two grand"), "Two grand for the whole drum kit, cymbals included.");
clear("003", "terse", ctx("GBP", 45_000, 38_000), ACCEPT, "Fair enough. Deal.");
clear("004", "terse", ctx("USD", 120_000, 90_000), WITHDRAW, "Pass. Not at that price.");
clear("005", "terse", ctx("USD", 32_000), ask("delivery"), "Could it reach me by the 12th?");
clear("006", "terse", ctx("USD", 85_000), minus(80_000, 5_000), "Take 50 off and I'll pay today.");
clear("007", "terse", ctx("CAD", 60_000), percentOff(54_000, 10), "10% off the ask and we're good.");
clear("008", "terse", ctx("USD", 65_000), bid(56_000), "$560 for the Stihl MS 261, bar and chain as they are.");
clear("009", "terse", ctx("USD", 90_000), bid(78_000), "820, sorry, meant 780.");
clear("010", "terse", ctx("USD", 15_000), ask("payment"), "Venmo ok?");
unclear("011", "terse", ctx("USD", 52_000), "a range, not one price: which end?", "Somewhere between 400 and 450?");
clear("012", "terse", ctx("GBP", 70_000, 55_000), plus(60_000, 5_000), "Fifty more than my last offer. That's it.");
clear("013", "terse", ctx("USD", 39_000, 35_000), ACCEPT, "390 it is. Deal.");
unclear("014", "terse", ctx("USD", 26_000), "a bid conditional on the stand being included", "200 if the stand comes with it.");
clear("015", "terse", ctx("USD", 21_000), ask("returns"), "Can I send it back within 30 days if it doesn't fit?");

// ---- chat ----
clear("101", "chat", ctx("USD", 43_000), bid(35_000), "hey is the paddleboard still avail? wud do 350 if ur ok with that");
clear("102", "chat", ctx("USD", 28_000, 24_000), ACCEPT, "yesss deal!! 🎉 so happy, when can i come get it?");
clear("103", "chat", ctx("CAD", 110_000, 80_000), WITHDRAW, "ah thats a bit rich for me, gonna pass. thx tho and good luck w the sale!");
clear("104", "chat", ctx("USD", 9_500), ask("shipping"), "does the price incl shipping to 97214 or is that extra?");
clear("105", "chat", ctx("USD", 30_000), words(25_000, "two fifty"), "would u take two fifty for the banjo? 🪕");
clear("106", "chat", ctx("USD", 54_000), bid(47_000), "im at 22 Maple St, could swing by at 6:15 with 470 cash, cool?");
clear("107", "chat", ctx("USD", 80_000, 60_000), middle(70_000), "lets just meet in the middle ok? 🤝");
clear("108", "chat", ctx("GBP", 150_000), ask("warranty"), "does the motor still have warranty on it?? bought one before that died after 2 months lol");
unclear("109", "chat", ctx("USD", 65_000), "sarcasm about the price: not a bid or an acceptance", "650 for a gazebo?? sure and i'll throw in my kidney 😂");
unclear("110", "chat", ctx("USD", 56_000), "musing over a number, not a bid", "hmm 500... idk");
clear("111", "chat", ctx("USD", 4_500, null, 3), ask("discount"), "if i grab 3 do i get a better price?");
clear("112", "chat", ctx("USD", 12_000, null, 4), total(10_000), "all 4 winter tires for 400 total?");
clear("113", "chat", ctx("USD", 7_500, 6_000), ACCEPT, "ok fine ur price 👍");
clear("114", "chat", ctx("USD", 90_000, 70_000), WITHDRAW, "nah im out");
clear("115", "chat", ctx("USD", 50_000), minus(45_000, 5_000), "knock fifty off and its a deal");
clear("116", "chat", ctx("USD", 38_000), ask("negotiable"), "u flexible on price at all or is it fixed?");
unclear("117", "chat", ctx("USD", 46_000), "a bid conditional on the carry case", "maybe 380 if u throw in the case?");
clear("118", "chat", ctx("USD", 24_000, 20_000), ask("standing-offer"), "sorry wait what was ur price again?");

// ---- polite-email ----
clear("201", "polite-email", ctx("USD", 890_000), bid(760_000),
  "Dear Mr. Haskins,\n\nThank you for showing us the Genie GS-1930 scissor lift on Tuesday. Given the battery is 6 years old and will need replacing soon, we would like to offer $7,600 for the lift as seen, with the charger.\n\nBest regards,\nDenise Morrow\nOperations Manager, Bayside Supply Co.\n2280 Harbor Blvd, Suite 4\nOakland, CA 94607\n(510) 555-0143");
clear("202", "polite-email", ctx("GBP", 220_000, 190_000), ACCEPT,
  "Dear Priya,\n\nThank you for coming back to us so quickly. We are happy to go ahead on the terms you proposed and will arrange collection next week.\n\nKind regards,\nTom Ashworth\nAshworth Bakery, Leeds");
clear("203", "polite-email", ctx("USD", 450_000, 320_000), WITHDRAW,
  "Hello Ms. Grant,\n\nThank you for your patience throughout. Unfortunately we cannot get any closer to your figure this year, so we will step back from the purchase for now. We appreciate your time and wish you every success.\n\nSincerely,\nMarcus Lee");
clear("204", "polite-email", ctx("USD", 135_000), ask("delivery"),
  "Hi there,\n\nRegarding order inquiry #48213 for the awning: our campground opens on March 15, so could you tell me how many business days delivery to Bend, Oregon would take?\n\nThanks so much,\nCarla Jiménez\n541-555-0177");
clear("205", "polite-email", ctx("USD", 18_000, null, 12), total(15_000),
  "Dear Sales Team,\n\nWe are fitting out our new terrace and would like 12 of the patio heaters. Would you accept $1,800 for all twelve, delivered to our office?\n\nMany thanks,\nAlan Pierce\nPierce & Vance LLP\n100 Main St, Floor 3, Hartford, CT 06103");
clear("206", "polite-email", ctx("GBP", 140_000), words(120_000, "twelve hundred pounds"),
  "Dear Mr. Fletcher,\n\nMany thanks for the photos of the boat trailer. Having looked at the rust on the axle, I'd be willing to pay twelve hundred pounds, collecting from Plymouth myself.\n\nBest wishes,\nGeoff Rowe\n07700 900312");
clear("207", "polite-email", ctx("USD", 200_000), percentOff(170_000, 15),
  "Good afternoon,\n\nWe are interested in the stainless prep tables listed on your site. As a small nonprofit kitchen, would you consider 15% off your quoted price? We could pick up any weekday.\n\nWarmly,\nJune Okafor\nCommunity Table Kitchen");
clear("208", "polite-email", ctx("USD", 310_000), ask("warranty"),
  "Dear Mr. Brandt,\n\nBefore we go further on the sandblasting cabinet (serial no. AC-55902-K), could you confirm whether the remaining manufacturer's warranty transfers to a new owner?\n\nRegards,\nSteve Kim\nKim Auto Body & Blasting");
clear("209", "polite-email", ctx("USD", 290_000), bid(240_000),
  "Hi Robert,\n\nFollowing our call, we'd like to offer $2,600 for the ice machine — apologies, that should read $2,400; I typed the wrong figure.\n\nBest,\nLena Fischer\nFischer Coffee Bar");
clear("210", "polite-email", ctx("USD", 165_000, 150_000), ACCEPT,
  "Dear Ms. Patel,\n\nThank you for your revised quote. We accept your offer of $1,650 and will send the purchase order today.\n\nBest regards,\nOliver Grant\nGrant Events");
unclear("211", "polite-email", ctx("USD", 520_000), "a price subject to a director's approval, not a firm bid",
  "Dear Mr. Walsh,\n\nWe could potentially go to $4,800 for the trailer, although this is subject to our director's approval on Friday.\n\nKind regards,\nNadia Brooks");
clear("212", "polite-email", ctx("CAD", 64_000, null, 3), bid(56_000),
  "Hello,\n\nPO 2026-1147: for the 3 market stall gazebos we discussed on 18 November, we can offer CA$560 each. Delivery to 455 Queen St W, Toronto ON M5V 2A9.\n\nThank you,\nRaj Mehta\n416-555-0109");
clear("213", "polite-email", ctx("USD", 245_000), ask("payment"),
  "Dear Accounts Team,\n\nThank you for quote Q-20931 of November 14 for the two garden sheds (10 × 8 ft, floor kit included). Our office pays suppliers on the 1st and the 15th of each month. Could we settle the invoice on net 30 terms, or do you require payment in full before dispatch?\n\nKind regards,\nBeth Duncan\nDuncan Landscaping\n88 Orchard Lane, Ashford, CT 06278\n(860) 555-0114");
clear("214", "polite-email", ctx("USD", 360_000), minus(340_000, 20_000),
  "Hi Daniel,\n\nThanks for the walkthrough of the camper van. We'd like to come in $200 below your asking price and can complete the paperwork this weekend.\n\nCheers,\nMia and Sam Carter");
clear("215", "polite-email", ctx("GBP", 180_000, 150_000), plus(160_000, 10_000),
  "Dear Helen,\n\nThank you for your reply. We can raise our previous offer by £100 and hope this works for you.\n\nKind regards,\nPeter Hale");
clear("216", "polite-email", ctx("USD", 76_000), ask("shipping"),
  "Hello,\n\nWhat would shipping to Savannah, GA 31401 cost for the drum kit, and is insurance included?\n\nThank you,\nTerrence Boyd");
clear("217", "polite-email", ctx("USD", 630_000, 500_000), WITHDRAW,
  "Dear Mr. Novak,\n\nThank you for your time over the past weeks. After careful consideration, we have decided to go with another supplier. We wish you all the best.\n\nSincerely,\nKaren Liu\nPurchasing, Northfield Schools");
unclear("218", "polite-email", ctx("USD", 125_000), "two prices, collected or delivered: which one is the bid?",
  "Dear Sir,\n\nWe could do $1,050 if we collect it, or $1,150 delivered.\n\nRegards,\nFrank Dillon");
clear("219", "polite-email", ctx("USD", 260_000, 220_000), middle(240_000),
  "Hi Marta,\n\nWe seem close. Shall we split the difference between your figure and ours and call it done?\n\nAll the best,\nChris Yates");
clear("220", "polite-email", ctx("USD", 330_000, 290_000), ask("rounds-left"),
  "Dear Ms. Rowan,\n\nThank you for your counter of this morning (ref. NEG-5521). Our parish committee meets on Thursday at 10:00 and I would like to tell them where we stand. Could you tell us how many more rounds of offers we have before this closes?\n\nBest,\nIvan Petrov\nFacilities, St. Brendan's Parish\n(617) 555-0190");

// ---- agent ----
clear("301", "agent", ctx("USD", 190_000), bid(162_000),
  "On behalf of my client, I reviewed three comparable sales of this smoker model: $1,750, $1,680 and $1,720. My client's budget is $1,700. We offer $1,620 for the unit, collection within 7 days.");
clear("302", "agent", ctx("USD", 78_000, 70_000), ACCEPT,
  "I am the purchasing assistant for Halvorsen Ltd. My principal has authorised me to accept your current offer. Please send the invoice to the address on file.");
clear("303", "agent", ctx("USD", 240_000, 180_000), WITHDRAW,
  "Acting for my user: the gap between your price and our ceiling is too wide, so we are ending this negotiation. Thank you for your responses.");
clear("304", "agent", ctx("USD", 54_000), ask("returns"),
  "I'm an AI assistant buying on behalf of a customer. Before proceeding, what is your return policy if the paddleboard arrives damaged?");
clear("305", "agent", ctx("USD", 25_000, null, 6), total(22_000),
  "Purchase proposal for 6 units:\n- total: $1,320 for all six\n- delivery: standard\n- payment: card on order");
clear("306", "agent", ctx("USD", 120_000), percentOff(110_400, 8),
  "My client would proceed at 8% below your listed price. This reflects the cosmetic wear visible in photo 4.");
unclear("307", "agent", ctx("USD", 115_000), "a budget range, not a bid",
  "My user's budget for this item is in the 900–1,000 range. Please advise.");
clear("308", "agent", ctx("USD", 440_000), bid(395_000),
  "Counter-offer from the buyer's agent:\n```yaml\nitem: awning, model CA-400\nprice: 3950\ncurrency: USD\nvalid_until: 2026-12-05\n```");
clear("309", "agent", ctx("USD", 9_500, null, 20), ask("discount"),
  "My principal needs 20 units. Do you offer a volume discount at that quantity?");
clear("310", "agent", ctx("USD", 90_000, 75_000), minus(70_000, 5_000, "last-bid"),
  "Update from the buyer's agent: my client's budget was cut this morning, so we must revise our bid to $50 below our previous offer. Apologies for the change.");
clear("311", "agent", ctx("USD", 375_000), ask("negotiable"),
  "Assistant buying for a client here. Is the listed price negotiable, or fixed?");
unclear("312", "agent", ctx("USD", 210_000, 180_000), "an acceptance conditional on an inspection",
  "My client would accept your price provided the inspection on December 4 is satisfactory. We will confirm afterwards.");
clear("313", "agent", ctx("USD", 500_000), words(450_000, "four thousand five hundred dollars"),
  "Following my principal's instructions, I offer four thousand five hundred dollars for the walk-behind floor scrubber, payable by wire.");
clear("314", "agent", ctx("USD", 61_000, 52_000), ask("standing-offer"),
  "To update my user's records: what is your current price for this item?");
clear("315", "agent", ctx("USD", 134_000, 120_000), ACCEPT,
  "Confirmed: my client accepts $1,340.00 per unit as offered. Please proceed with the order.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 18_000), bid(14_000), "*turns the banjo over, plucks a string* Hm, neck's a bit warped. I'll give you 140.");
clear("402", "roleplay", ctx("USD", 9_500, 8_000), ACCEPT, "*grins and sticks out a hand* You've got yourself a deal, friend!");
clear("403", "roleplay", ctx("USD", 35_000, 25_000), WITHDRAW, "*sighs and puts the chainsaw back* Sorry, that's too much for me. Have a good one. *walks away*");
clear("404", "roleplay", ctx("USD", 42_000), ask("delivery"), "*leans on the counter* So how fast can you get this to my place? Before the weekend?");
clear("405", "roleplay", ctx("USD", 26_000, 20_000), middle(23_000), "*scratches chin* Tell you what — halfway between us. Fair's fair.");
clear("406", "roleplay", ctx("USD", 14_000), bid(11_000), "*counts bills* 120... no, wait, 110. That's all I've got on me.");
clear("407", "roleplay", ctx("USD", 7_500), words(6_000, "sixty bucks"), "*holds up the birdcage* Sixty bucks and it's coming home with me.");
unclear("408", "roleplay", ctx("USD", 39_000), "a bluff with 'maybe': not a firm bid", "*shrugs* Maybe I'd pay 300. Maybe I wouldn't. Who knows.");
clear("409", "roleplay", ctx("USD", 52_000), minus(48_000, 4_000), "*taps the scratch on the hood* Forty off for this and we shake on it.");
clear("410", "roleplay", ctx("USD", 30_000, 22_000), plus(24_000, 2_000), "*groans* Fine, twenty more than I said. Not a cent beyond.");
clear("411", "roleplay", ctx("USD", 16_000), ask("payment"), "*pats pockets* Do you take cards, or is it cash only?");
unclear("412", "roleplay", ctx("USD", 85_000), "needs to check with a spouse before deciding", "*looks at phone* I'd have to ask my wife first, honestly.");
clear("413", "roleplay", ctx("USD", 64_000, 56_000), ACCEPT, "*nods slowly* Alright. I'll take it at your price.");
unclear("414", "roleplay", ctx("USD", 34_000), "two prices with no correction", "*hesitates* 300? 280? Ugh, I don't know.");
clear("415", "roleplay", ctx("USD", 105_000, 70_000), WITHDRAW, "*shakes head* No. We're done here.");
clear("416", "roleplay", ctx("USD", 125_000), bid(100_000), "*runs a hand over the fender* A 1974, three owners, 86,000 miles on it... I'll go 1,000, not a dollar more.");

export const FRESH9_EN = done();

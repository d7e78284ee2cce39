/**
 * TWELFTH set, English (US, UK, Canada; see fresh12/index.ts): written 2026-11-27 blind — without reading the
 * reader's code, its rules or its tests, and without running the reader on these messages. Everyday second-hand
 * and small-business purchases (a brick saw, a plate compactor, a cider press, a massage chair, a theremin, a
 * zither, a stairlift, barber chairs, a glasswasher, a combi steamer, a milking machine, a flail mower, a slush
 * machine, a dough sheeter, a cattle crush, a poultry plucker, a cast-iron bathtub, bagpipes, a mini digger...).
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units; words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly; corrections (009, 207, 405) take the amount
 * meant; acceptances name no amount or exactly the standing offer (013, 210, 315); other numbers (model numbers,
 * phone numbers, addresses, PO and quote numbers, dates, years, hours, weights, someone else's price) sit beside
 * one bid.
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh12In } from "./build";

const { clear, unclear, done } = fresh12In("en");

// ---- terse ----
clear("001", "terse", ctx("USD", 48_000), bid(40_000), "400 cash for the brick saw, can grab it this afternoon.");
clear("002", "terse", ctx("USD", 65_000), words(50_000, "five hundred"), "Would you take five hundred for the plate compactor?");
clear("003", "terse", ctx("GBP", 22_000, 18_000), ACCEPT, "Go on then, agreed.");
clear("004", "terse", ctx("USD", 140_000, 90_000), WITHDRAW, "Nope, too rich. I'll look elsewhere.");
clear("005", "terse", ctx("USD", 30_000, 24_000), ask("rounds-left"), "How many counteroffers do I have left before this closes?");
clear("006", "terse", ctx("USD", 36_000), minus(31_500, 4_500), "Take $45 off the laser level and I'm in.");
clear("007", "terse", ctx("CAD", 85_000), percentOff(72_250, 15), "15% off the floor sander and we've got a deal.");
clear("008", "terse", ctx("USD", 34_000), bid(29_000), "Miter saw DWS780: I'd pay 290, don't need the stand.");
clear("009", "terse", ctx("USD", 35_000), bid(28_000), "310 for the sprayer. Sorry, meant 280 — the hose is cracked.");
clear("010", "terse", ctx("USD", 9_000), ask("payment"), "Label printer — do you take Venmo?");
unclear("011", "terse", ctx("USD", 21_000), "a range, not one price: which end is the bid?", "Shredder: somewhere in the 150-180 range?");
clear("012", "terse", ctx("USD", 54_000, 42_000), plus(46_000, 4_000), "Core drill: I'll go 40 above my last offer.");
clear("013", "terse", ctx("USD", 27_500, 24_000), ACCEPT, "275, fine. Thicknesser's mine.");
unclear("014", "terse", ctx("USD", 29_000), "a bid conditional on the headphones and pinpointer being included", "240 if the headphones and pinpointer come with it.");
clear("015", "terse", ctx("GBP", 19_000), ask("warranty"), "Is the dehumidifier's 2-year warranty still valid?");
clear("016", "terse", ctx("USD", 6_500, null, 4), total(5_500), "All 4 bar stools for $220?");
clear("017", "terse", ctx("GBP", 19_000, 12_000), WITHDRAW, "Thanks for your patience, but I'll leave the mangle.");
clear("018", "terse", ctx("GBP", 145_000), bid(115_000), "£1,150 for the cider press. Can collect Sunday.");

// ---- chat ----
clear("101", "chat", ctx("USD", 75_000), bid(60_000), "hey! is the massage chair still around? i could do 600, text me at (614) 555-0143 if it's a go");
clear("102", "chat", ctx("CAD", 42_000, 35_000), ACCEPT, "omg yes!! deal 🎉 when's good for me to come get it?");
clear("103", "chat", ctx("USD", 26_000, 15_000), WITHDRAW, "ugh that's more than i wanna spend on a fog machine tbh. gonna sit this one out");
clear("104", "chat", ctx("GBP", 38_000), ask("shipping"), "would u post the zither? im up in Aberdeen AB10, what would postage be");
clear("105", "chat", ctx("USD", 32_000), words(25_000, "two fifty"), "would u take two fifty for the chest freezer? can come w my brothers truck");
clear("106", "chat", ctx("USD", 18_000, 14_000), middle(16_000), "ok split the diff w me on the bike trailer and we're good?");
clear("107", "chat", ctx("USD", 14_000), bid(11_000), "my buddy got his waffle iron for 90 off craigslist lol, but yours has the extra plates so ill go 110");
clear("108", "chat", ctx("USD", 46_000), ask("negotiable"), "is the 460 on the spinning wheel set in stone or open to offers?");
unclear("109", "chat", ctx("USD", 120_000), "sarcasm about the price: not a bid or an acceptance", "1200 for a used stairlift?? sure, let me just sell a kidney real quick 😂");
unclear("110", "chat", ctx("USD", 90_000), "a price seen elsewhere, not a bid", "fyi the same laser engraver went for 700 on fb marketplace last wk");
clear("111", "chat", ctx("USD", 35_000, null, 2), ask("discount"), "if i grab both barber chairs can u knock something off?");
clear("112", "chat", ctx("USD", 11_000), bid(8_500), "cd do 85 for the drafting table, can swing by after 6");
clear("113", "chat", ctx("USD", 9_500, 8_000), ACCEPT, "fine fine, ur price. chess set's mine");
clear("114", "chat", ctx("USD", 60_000, 45_000), WITHDRAW, "gonna pass on the moped, found one closer to home. thx tho");
clear("115", "chat", ctx("CAD", 16_000), minus(14_000, 2_000), "knock 20 bucks off the pasta machine n i'll take it");
unclear("116", "chat", ctx("USD", 52_000), "'meet me halfway' with no earlier bid: halfway from what?", "meet me halfway on the plan chest?");
clear("117", "chat", ctx("USD", 33_000, 25_000), ask("standing-offer"), "sry whats ur number on the drum machine now? lost track");
clear("118", "chat", ctx("USD", 27_000), ask("delivery"), "when could u drop off the sofa bed? weekdays after 5 work for me");

// ---- polite-email ----
clear("201", "polite-email", ctx("USD", 240_000), bid(195_000),
  "Hello Mr. Kowalski,\n\nThank you for sending the photos of the undercounter glasswasher (installed 2019, per your listing). Under our PO 4471-B we can offer $1,950, and our porter can remove it from your premises on March 3.\n\nBest regards,\nDenise Harlow\nOperations, The Copper Still Bar\n221 Canal Street, Lowell, MA 01852\n(978) 555-0196");
clear("202", "polite-email", ctx("GBP", 130_000, 115_000), ACCEPT,
  "Dear Priya,\n\nThank you for coming back to us. We're happy to go ahead at your price for the salamander grill. Could you let me know which mornings suit you for us to collect it, and whether it has already been disconnected from the gas?\n\nBest wishes,\nTom Farrelly\nHead Chef, The Old Granary");
clear("203", "polite-email", ctx("USD", 110_000, 70_000), WITHDRAW,
  "Dear Ms. Okafor,\n\nThank you for your patience over the past week. Having compared running costs, we've decided to stay with our current franking arrangement, so we will withdraw from the purchase. Thank you again for all your help.\n\nKind regards,\nMartin Greaves\nOffice Manager");
clear("204", "polite-email", ctx("USD", 160_000), ask("delivery"),
  "Good afternoon,\n\nWe are interested in the booklet maker (item ref. BM-2207). Our print shop has a large order due on January 22. Would you be able to deliver to Grand Rapids, MI 49503 before January 15, and what lead time should we plan for?\n\nThank you,\nSandra Wieczorek\nWieczorek Print & Copy\n616-555-0110");
clear("205", "polite-email", ctx("CAD", 9_500, null, 6), total(8_000),
  "Hi there,\n\nWe're fitting out a small accounting office and would like all 6 of the four-drawer filing cabinets. Would you accept CA$480 for the six? We can pick them up with our own van.\n\nThanks,\nOlivia Tremblay\nTremblay & Associates");
clear("206", "polite-email", ctx("GBP", 120_000), words(95_000, "nine hundred and fifty pounds"),
  "Dear Mr. Ashworth,\n\nThank you for letting us view the oak wardrobe on Saturday. It is a lovely piece, though the back panel has some woodworm that will need treating. We would like to offer nine hundred and fifty pounds, and we can arrange a removal firm.\n\nKind regards,\nJudith and Alan Merriweather");
clear("207", "polite-email", ctx("USD", 380_000), bid(304_000),
  "Dear Mr. Haddad,\n\nFurther to our call, we would like to offer $3,400 for the combi steamer — apologies, that should read $3,040. Our accountant reminded me the descaling service is overdue.\n\nRegards,\nFelipe Navarro\nNavarro's Kitchen");
clear("208", "polite-email", ctx("USD", 45_000), ask("returns"),
  "Hello,\n\nI'm interested in the 100 MHz oscilloscope for my repair bench. If it turns out that one of the 4 channels is faulty, would you accept a return within 14 days?\n\nBest,\nKevin Marsh");
clear("209", "polite-email", ctx("USD", 70_000), percentOff(56_000, 20),
  "Dear Mr. Delgado,\n\nI teach music at Lincoln Middle School, and our department would love the xylophone for the spring concert. As a public school with a very small budget, could you do 20% off the asking price? We can collect after 3:30 pm any weekday.\n\nMany thanks,\nAnna Kowalczyk");
clear("210", "polite-email", ctx("GBP", 215_000, 190_000), ACCEPT,
  "Dear Mr. Pryce,\n\nI've spoken with my father and we are happy to accept £2,150 for the milking machine. Please send your bank details and we will arrange the transfer.\n\nKind regards,\nGwen Morgan\nPant-y-Wern Farm");
unclear("211", "polite-email", ctx("GBP", 520_000), "a figure the parish council has yet to approve, not a firm bid",
  "Dear Mrs. Lowe,\n\nI will put a figure of £4,500 for the flail mower to the parish council at its meeting on 12 March and will write to you again afterwards.\n\nYours sincerely,\nDerek Haines\nClerk, Little Bramford Parish Council");
clear("212", "polite-email", ctx("USD", 45_000, null, 3), bid(39_000),
  "Hello,\n\nRe your quote no. 2318 for 3 hot cupboards: we can offer $390 per unit, delivered to our kitchen at 48 Pine Street before the 20th.\n\nRegards,\nMei Lin\nGolden Lotus Catering\n(415) 555-0174");
clear("213", "polite-email", ctx("USD", 85_000), ask("payment"),
  "Dear Ms. Fischer,\n\nThank you for invoice 2026-0419 for the vacuum packer. Our accounts are settled monthly; could we pay by card now, or would a bank transfer within 30 days be acceptable?\n\nKind regards,\nOwen Blake\nBlake's Butchery");
clear("214", "polite-email", ctx("USD", 78_000), minus(63_000, 15_000),
  "Hi Sophie,\n\nWe tried the potter's wheel at your studio and it runs beautifully, though the splash pan is cracked. Would you take $150 less than your asking price?\n\nBest,\nNaomi Hart");
unclear("215", "polite-email", ctx("GBP", 145_000), "two prices, one for each option: which is the bid?",
  "Dear Mr. Ellis,\n\nWe would pay £1,100 for the wood burner on its own, or £1,300 with the flue pipe and register plate.\n\nRegards,\nFiona Doyle");
clear("216", "polite-email", ctx("GBP", 42_000), ask("shipping"),
  "Hello,\n\nThe honey extractor (9-frame, about 38 kg) would suit our club. Could you send it by courier to Kendal LA9 4QE, and how much would that add?\n\nThanks,\nIan Rigby\nSouth Lakes Beekeepers");

// ---- agent ----
clear("301", "agent", ctx("USD", 190_000), bid(160_000),
  "On behalf of Pinewood Creamery: recent sold listings for comparable two-bowl slush machines were $1,650, $1,720 and $1,590. The owner has capped this purchase at $1,700. We offer $1,600, payment on collection within the week.");
clear("302", "agent", ctx("USD", 64_000, 58_000), ACCEPT,
  "This is the purchasing assistant for Harbor Street Copy Center. Your revised price for the laminating machine is acceptable, and we accept. Please send the invoice and suggest a collection window.");
clear("303", "agent", ctx("USD", 300_000, 210_000), WITHDRAW,
  "I represent Ink & Needle Studio in this purchase. After reviewing your counter, my client has decided not to proceed with the autoclave. Thank you for your prompt responses throughout.");
clear("304", "agent", ctx("USD", 270_000), ask("warranty"),
  "Automated procurement query regarding the floor polisher, serial FP-88213-C: does any manufacturer's or dealer warranty transfer with the sale, and if so, until what date?");
clear("305", "agent", ctx("USD", 11_000, null, 12), total(8_500),
  "Offer summary:\n- Item: 6 ft folding trestle tables\n- Quantity: 12\n- Total offered: $1,020 for all twelve\n- Pickup: buyer arranges\nPlease confirm or counter.");
clear("306", "agent", ctx("CAD", 125_000), percentOff(115_000, 8),
  "I'm negotiating for a food truck operator. Given the worn auger and the missing cover, my client proposes 8% below your asking price for the pellet grill.");
unclear("307", "agent", ctx("USD", 98_000), "a spending ceiling and a request for the seller's lowest price, not an offer",
  "My principal has authorised me to spend up to $900 on the double crêpe maker. What is the lowest price you would accept?");
clear("308", "agent", ctx("USD", 290_000), bid(235_000),
  "Counter-offer, ref. BK-2026-118\nItem: reversible dough sheeter, built 2017, 500 mm rollers\nUnit price: $2,350.00\nValid: 5 days from today\nBuyer: Rise & Crumb Bakery");
clear("309", "agent", ctx("USD", 4_500, null, 20), ask("discount"),
  "We're equipping a new catering business and need 20 of the stainless chafing dishes. Is there a reduced unit price for taking all 20?");
clear("310", "agent", ctx("USD", 130_000, 105_000), minus(97_500, 7_500, "last-bid"),
  "Update from the buyer's side: an inspection turned up a worn dough hook on the spiral mixer, so my client is revising our previous offer down by $75.");
clear("311", "agent", ctx("USD", 340_000), ask("negotiable"),
  "Procurement agent for Hollis Acres. Before we submit a bid on the seed drill, please confirm whether the listed price leaves any room for negotiation.");
unclear("312", "agent", ctx("USD", 88_000), "two prices from two owners who have not agreed: no bid yet",
  "Status update: the two owners of the embroidery business disagree — one would pay $800, the other $850. I'll come back to you once they settle on a figure.");
clear("313", "agent", ctx("CAD", 210_000), words(180_000, "eighteen hundred dollars"),
  "Acting for Millbrook Cattle Co., I'm authorised to offer eighteen hundred dollars for the cattle crush, collected with our own trailer.");
clear("314", "agent", ctx("GBP", 56_000, 48_000), ask("standing-offer"),
  "Assistant to a smallholder here. Our notes show two different figures from you for the shearing machine. Could you restate your current asking price?");
clear("315", "agent", ctx("USD", 134_000, 120_000), ACCEPT,
  "Confirming on my principal's behalf: $1,340 for the poultry plucker is accepted. Please send payment instructions.");
clear("316", "agent", ctx("USD", 90_000, 70_000), plus(76_000, 6_000),
  "My client will increase the previous offer on the scarifier by $60; this is his final position.");

// ---- roleplay ----
clear("401", "roleplay", ctx("USD", 45_000), bid(38_000), "*raps a knuckle on the rolled rim* 1920s, cast iron, must weigh 300 lb if it weighs an ounce. My back hurts already. $380 and my nephews haul it out.");
clear("402", "roleplay", ctx("USD", 9_000, 7_000), ACCEPT, "*sinks into the rocking chair and grins* Oh, that's the one. Sold, my friend — you've made my wife very happy!");
clear("403", "roleplay", ctx("GBP", 70_000, 40_000), WITHDRAW, "*snaps the bassoon case shut* No. I'm done here.");
clear("404", "roleplay", ctx("GBP", 25_000), ask("payment"), "*pats jacket pockets* Would a cheque do you for the bagpipes, or is it cash only?");
clear("405", "roleplay", ctx("GBP", 24_000), bid(18_000), "*kicks a tyre on the rotavator* £200 — no, hang on, 180. Those tines are half rusted.");
clear("406", "roleplay", ctx("USD", 52_000, 40_000), middle(46_000), "*spreads hands over the sidecar* You say one thing, I say another. Let's land right in between and shake on it.");
clear("407", "roleplay", ctx("GBP", 6_000), words(4_000, "forty quid"), "*rings the ship's bell, winces* Forty quid, and that's generous given the dent.");
unclear("408", "roleplay", ctx("USD", 38_000), "an approximate figure, not a firm bid", "*ink on fingers, peering into the type drawers of the letterpress* I'd be thinking around three hundred, give or take.");
clear("409", "roleplay", ctx("USD", 21_000), minus(18_000, 3_000), "*runs a thumb over the dented door of the proving cabinet* Knock thirty off for this and we're square.");
clear("410", "roleplay", ctx("USD", 12_000, 8_000), plus(9_500, 1_500), "*sighs* Fine. Fifteen on top of what I said before for the pedal car — not a cent more.");
clear("411", "roleplay", ctx("USD", 32_000), ask("returns"), "*yanks the hedge trimmer's cord twice* Starts now. If it won't fire up at home, can I bring it back?");
unclear("412", "roleplay", ctx("USD", 150_000), "the buyer wants to think it over: no decision yet", "*walks round the hen house twice, then looks at the sky* I'll need to chew on it a while.");
clear("413", "roleplay", ctx("USD", 27_000, 22_000), ACCEPT, "*claps hands* Right, you're on. Grab the other end of the workbench and help me get it in the van?");
unclear("414", "roleplay", ctx("USD", 30_000), "a hedged figure the buyer will not stand behind: not a firm bid", "*pokes at the router table fence* Maybe... two hundred? Don't hold me to that.");
clear("415", "roleplay", ctx("GBP", 110_000, 75_000), WITHDRAW, "*closes the harmonium lid gently* It's a beautiful instrument, but it's beyond me. Thank you for letting me play it.");
clear("416", "roleplay", ctx("USD", 820_000), bid(680_000), "*climbs into the cab of the mini digger and taps the hour meter* 2,300 hours, 2009 model, and the tracks are shot. $6,800 and I'll trailer it away tomorrow.");

export const FRESH12_EN = done();

/**
 * TWENTY-SECOND set, English (UK, Ireland, US, Canada; see fresh22/index.ts): written 2026-11-28 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Care, children, pets and health bought by people, families, carers, small nurseries and care homes;
 * many written by LLM agents buying on their owners' behalf, some by an adult child buying for a parent, a quarter
 * typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per session, per night, per month, per
 * case, per carton, per sweatshirt, per cushion, per child, per job, as the context's standing offer is); words
 * name the phrase as written; relative bids recompute from the context; totals divide exactly (107, 207, 309);
 * corrections (010, 209, 410) take the amount meant; acceptances name no amount, exactly the standing offer (013,
 * 210) or only a phone number in a signed email (203); other numbers sit beside one bid (016, 101, 202, 216, 302,
 * 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh22In } from "./build";

const { clear, unclear, done } = fresh22In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 189_500), bid(165_000), "Would you take £1,650 for the ex-demo 8mph scooter? Mum needs it before the winter.");
clear("002", "terse", ctx("GBP", 145_000), ask("shipping"), "Does the bath lift price include bringing it to the house, or is delivery charged on top?");
clear("003", "terse", ctx("GBP", 89_900), percentOff(76_415, 15), "15% off the orthopaedic mattress, king size, and it's sold.");
clear("004", "terse", ctx("GBP", 150_000, 120_000), WITHDRAW, "Sorry, we've had to decide against the cockapoo pup — the landlord said no. Hope the litter all find good homes.");
clear("005", "terse", ctx("GBP", 24_900), words(19_000, "one hundred and ninety"), "Would you accept one hundred and ninety for the rollator with the seat and basket?");
clear("006", "terse", ctx("GBP", 42_000, 36_000), ACCEPT, "Fine, book Bramble in for the fortnight at your rate.");
unclear("007", "terse", ctx("GBP", 42_000), "a band for the block of physio sessions, not one price", "somewhere between 300 and 350 for a block of six physio sessions at home?");
clear("008", "terse", ctx("GBP", 325_000), minus(300_000, 25_000), "Take £250 off the straight stairlift, fitted, and we'll go ahead.");
clear("009", "terse", ctx("GBP", 48_000), ask("payment"), "can i pay for the varifocals in 3 instalments or is it all at once");
clear("010", "terse", ctx("GBP", 39_900), bid(33_000), "£360, or rather £330, for the i-Size car seat fitted in my Astra.");
clear("011", "terse", ctx("GBP", 38_000, 30_000), WITHDRAW, "forget the vivarium, too pricey for a beardie");
clear("012", "terse", ctx("GBP", 30_000, 22_000), plus(25_000, 3_000), "I can add £30 a month to what I offered for the loan pony. That's my lot.");
clear("013", "terse", ctx("GBP", 1_800, 1_500), ACCEPT, "£18 a night with both cats sharing a pen — fine, book them in.");
clear("014", "terse", ctx("GBP", 32_000), ask("returns"), "If the feeding chair is not good for my back, I can send it back inside the 30 days?");
unclear("015", "terse", ctx("GBP", 690_000), "a bid that holds only if removing the bath and the tiling are included", "£5,800 for the walk-in shower conversion, if that covers ripping out the old bath and the tiling.");
clear("016", "terse", ctx("GBP", 19_500), bid(16_000), "Entertainer for 15 kids, Sat 12 April 2-4pm, 9 Larch Close BS7 8QT — £160?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 95_000), bid(80_000), "hi would u take 800 for the lilac boy? can collect any weekend, text me on 07700 900284 🐱");
clear("102", "chat", ctx("GBP", 134_000), ask("delivery"), "how soon cld the nursery wardrobe and changing unit get to us? baby due in 3 wks 😅");
clear("103", "chat", ctx("GBP", 48_000, 40_000), ACCEPT, "YES book him in!! poor Biscuit and his teeth 🦷🐶 thank u so much");
clear("104", "chat", ctx("GBP", 27_500), words(20_000, "two hundred quid"), "would u do two hundred quid for the folding wheelchair? its for my nan's hospital appts");
unclear("105", "chat", ctx("GBP", 180_000), "sarcasm about the agency fee: not a bid, not an acceptance", "£1,800 just to introduce us to a nanny?? does she arrive by helicopter lol");
clear("106", "chat", ctx("GBP", 210_000), ask("warranty"), "how many yrs guarantee on the motors of the profiling bed? its for my dad at home and he's heavy on the controls");
clear("107", "chat", ctx("GBP", 2_500, null, 4), total(2_000), "would u do 80 for all 4 puppy training sessions? shes a handful 🙈");
clear("108", "chat", ctx("GBP", 320_000, 250_000), WITHDRAW, "not going ahead with the aligners sorry, turns out the orthodontist at the hospital can fit her in. thanks for ur time");
clear("109", "chat", ctx("GBP", 120_000), ask("negotiable"), "is the price on the dachshund pups set in stone or is there a bit of wiggle room");
clear("110", "chat", ctx("CAD", 140_000, 110_000), middle(125_000), "meet me halfway on the crown and we're good?");
clear("111", "chat", ctx("GBP", 68_000, 60_000), ACCEPT, "ok go for it 👍 can the fitter do the ramp on a saturday? we both work weekdays");
unclear("112", "chat", ctx("GBP", 5_500), "the price another groomer charges, not a bid", "the groomer down the road does a full groom for 40 fyi");
clear("113", "chat", ctx("GBP", 4_200), ask("standing-offer"), "sorry whats the price per case on the pads again? manager asked and ive lost ur email");
clear("114", "chat", ctx("GBP", 18_900), minus(14_900, 4_000), "knock £40 off the double breast pump and its yours x");
clear("115", "chat", ctx("GBP", 22_000, 18_000), WITHDRAW, "gonna leave the tongue tie appt, midwife says the nhs clinic can see him sooner. thank u tho");
clear("116", "chat", ctx("GBP", 17_500), ask("discount"), "do u do any discount if my both boys are going to holiday club all the week?");
clear("117", "chat", ctx("USD", 285_000), bid(230_000), "would you do $2,300 for the power chair? I can pick it up with my brother's van this week");
unclear("118", "chat", ctx("GBP", 28_000), "'-ish' around a figure, not a firm bid", "could u do the sleep consultant package for like 200ish? we r desperate 😴");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 890_000), ask("delivery"),
  "Dear Mr Pollard,\n\nThank you for surveying the stairs for a curved stairlift. How long is it usually from the survey to the fitting? My mother comes home from hospital on 14 March and we would like it in place by then.\n\nKind regards,\nJanet Okafor (daughter)");
clear("202", "polite-email", ctx("GBP", 1_750, null, 30), bid(1_400),
  "Dear Ms Hendry,\n\nSt Brigid's Primary would like 30 navy sweatshirts with the school logo for our new intake. We can pay £14 per sweatshirt, embroidered. Our order reference is PO 4417.\n\nBest wishes,\nCatriona Ward, School Business Manager\n3 Mill Brae, Kinross, KY13 8AB\n01577 862 190");
clear("203", "polite-email", ctx("GBP", 240_000, 210_000), ACCEPT,
  "Dear Dr Sandhu,\n\nThank you for explaining the treatment plan so clearly. I would like to go ahead with the implant at the fee in your letter. Please ring me on 0161 496 0372 to book the first appointment.\n\nYours sincerely,\nGerald Meehan");
clear("204", "polite-email", ctx("GBP", 186_000), percentOff(176_700, 5),
  "Dear Sir or Madam,\n\nThank you for the quote for soft play for the baby room at Little Acorns Nursery. We are a small setting and every pound counts; could you take 5% off?\n\nKind regards,\nTamsin Hole\nNursery Manager");
clear("205", "polite-email", ctx("GBP", 350_000), ask("payment"),
  "Dear Dr Farrow,\n\nWe would like Oliver to start the fixed braces in the new year. Is it possible to spread the cost over 12 months, and is there interest on that?\n\nKind regards,\nRebecca Lyons");
clear("206", "polite-email", ctx("GBP", 120_000, 95_000), WITHDRAW,
  "Dear Ms Kowalczyk,\n\nThank you for all your help with the live-in care arrangements. Mum has now been offered a room at Fernlea House, so we will not be taking up the placement. We are very grateful for your patience.\n\nWith best wishes,\nPaul Dempsey");
clear("207", "polite-email", ctx("GBP", 2_400, null, 12), total(2_200),
  "Hello Gareth,\n\nFor the nursery we'd like twelve cases of the fragrance-free baby wipes. Would you accept £264 for the twelve, delivered with our usual order?\n\nThanks,\nMeera\nBusy Bees Day Nursery");
clear("208", "polite-email", ctx("GBP", 240_000), ask("warranty"),
  "Dear Mr Antrobus,\n\nThank you for the demonstration of the electric height-adjustable changing bench. How many years does the warranty run on the frame and on the actuator?\n\nKind regards,\nSiobhan Carty\nOakfield Special School");
clear("209", "polite-email", ctx("GBP", 50_000), bid(40_000),
  "Dear Ms Pritchard,\n\nOur vet has recommended hydrotherapy for Monty after his cruciate operation. For the block of ten sessions I'd like to offer £450 — I beg your pardon, I meant £400.\n\nBest wishes,\nAlan Greaves");
clear("210", "polite-email", ctx("GBP", 3_800, 3_200), ACCEPT,
  "Hi Coach Dan,\n\n£38 per session for Ellie's tennis this term is fine with us. She is very excited to start.\n\nThanks,\nLaura");
clear("211", "polite-email", ctx("GBP", 12_500), ask("returns"),
  "Hello,\n\nWe have ordered the made-up orthopaedic shoes for our son. If they don't suit his splints, can they be returned unworn, and within how long?\n\nKind regards,\nDeepa Raman\n\n> On 3 May, Stride Orthotics wrote:\n> Your son's shoes (order 20817) will be ready for collection in about 3 weeks.");
unclear("212", "polite-email", ctx("GBP", 95_000), "a price still waiting on the registered manager's sign-off",
  "Dear Mr Gill,\n\nThank you for the trial of the dynamic air mattress. Subject to sign-off from our registered manager on Friday, we could offer £780.\n\nKind regards,\nBeverley Nash\nDeputy Manager, Ashgrove Care Home");
clear("213", "polite-email", ctx("GBP", 34_000), words(27_500, "two hundred and seventy-five pounds"),
  "Dear Ms Hamid,\n\nThank you for the gait analysis. For the pair of custom orthotic insoles, including the follow-up fitting, I would like to offer two hundred and seventy-five pounds.\n\nYours sincerely,\nRoy Bentley");
clear("214", "polite-email", ctx("GBP", 48_000, 40_000), WITHDRAW,
  "Dear Mrs Mortimer,\n\nThank you for holding a place at the after-school club for Ava. We've reorganised our working hours, so we will not need the place after all.\n\nKind regards,\nNkechi Adebayo\n\n> On 2 Sept 2026, at 16:05, Linda Mortimer wrote:\n> We can hold Ava's place until Friday. The fee is £480 for the autumn term, payable in advance.");
clear("215", "polite-email", ctx("GBP", 76_000), ask("shipping"),
  "Good afternoon,\n\nWe are interested in the outdoor aviary for our budgies. What would you charge to deliver it to Fort William, or is delivery included in the price?\n\nMany thanks,\nFiona Mackay");
clear("216", "polite-email", ctx("GBP", 29_000), bid(24_000),
  "Dear Mr Rafferty,\n\nWe would like to book the accessible minibus with a driver for 9 of our residents on Wednesday 18 June, from 10:00 to 15:30, for a trip to the coast. We can offer £240.\n\nKind regards,\nJoy Castell\nActivities Coordinator, Elmfield Lodge");
unclear("217", "polite-email", ctx("GBP", 72_000), "two prices for two finishes of the cabin bed, no choice made",
  "Dear Mr Brock,\n\nFor Freya's cabin bed with the desk, we could pay £640 in oak or £520 in the white-painted pine. We haven't decided which finish yet.\n\nBest wishes,\nHannah and Jon Petrie");
clear("218", "polite-email", ctx("GBP", 32_000, 27_000), ACCEPT,
  "Dear Mr Evans,\n\nPlease go ahead with the microchip cat flap fitted into the glazed back door. Could you let us know what your fitter will need us to move out of the way?\n\nMany thanks,\nSally Brooks");

// ---- agent ----
clear("301", "agent", ctx("GBP", 96_000, 80_000), ask("rounds-left"),
  "I'm an AI assistant arranging a block of twelve speech and language therapy sessions for my user's son. Before I revise our offer, how many more rounds of negotiation will you entertain?");
clear("302", "agent", ctx("GBP", 120_000), bid(98_000),
  "On behalf of Mr Hughes: for a reconditioned mobile patient hoist for home use, comparable reconditioned units are listed at £950, £1,020 and £1,090 this month, and your price is £1,200. We offer £980 including the sling.");
clear("303", "agent", ctx("GBP", 165_000), words(140_000, "one thousand four hundred pounds"),
  "I'm a purchasing assistant acting for the Lindqvist family. They would like to reserve the Bernese mountain dog puppy from your spring litter and authorise one thousand four hundred pounds, with the deposit paid on signing the puppy contract.");
unclear("304", "agent", ctx("GBP", 720_000), "a grant ceiling with a request to quote, no bid",
  "Acting for Mrs Doyle: her Disabled Facilities Grant covers up to £6,000 for the kitchen adaptation with lowered worktops. Please tell me what you can do within that.");
clear("305", "agent", ctx("GBP", 90_000, 72_000), minus(64_000, 8_000, "last-bid"),
  "Update from Mr Rowe's assistant: the council's contribution towards the car boot hoist has come in lower than expected, so we are reducing our previous offer by £80.");
clear("306", "agent", ctx("GBP", 58_000), ask("discount"),
  "I manage pet care for Ms Oduya. Her spaniel would attend doggy daycare 5 days a week. Is there a lower monthly rate if she commits for 12 months?");
clear("307", "agent", ctx("GBP", 55_000), percentOff(49_500, 10),
  "Acting for Mr Bell. For the block of ten osteopathy sessions as quoted, we propose 10% off your price. Please confirm.");
clear("308", "agent", ctx("GBP", 21_000, 18_000), ACCEPT,
  "My principal is happy with your fee for the term of baby signing classes. Please reserve a place for her and her daughter and send the booking details to the email on file.");
clear("309", "agent", ctx("GBP", 9_500, null, 6), total(8_000),
  "Purchasing assistant for Meadowbank Care Home: six pressure-relieving gel cushions, as on your quotation. We offer £480 for the six, delivered.");
clear("310", "agent", ctx("GBP", 120_000, 90_000), plus(100_000, 10_000),
  "Following your reply, my client can add £100 to her previous offer for the second-hand adapted tricycle for her son.");
clear("311", "agent", ctx("GBP", 62_000), ask("delivery"),
  "Assistant for Little Otters Nursery: what is the earliest date you could deliver a pallet of size 4 nappies? We have about ten days' stock left.");
clear("312", "agent", ctx("GBP", 280_000, 240_000), WITHDRAW,
  "Thank you for the consultation. My user's NHS date for the cataract operation has come through, so she has decided not to go ahead privately. We will not be proceeding.");
clear("313", "agent", ctx("GBP", 5_900, null, 8), bid(5_200),
  "Order proposal on behalf of Heatherbank Care Home:\n{\"item\": \"vinyl examination gloves, powder-free, size M\", \"box_size\": 100, \"boxes_per_carton\": 10, \"cartons\": 8, \"deliver_to\": \"DD2 5RT\", \"offer_per_carton_gbp\": 52}");
unclear("314", "agent", ctx("GBP", 95_000), "two monthly prices and the family has not chosen between them",
  "Regarding three days a week at the dementia day centre for Mr Sharma: the family is weighing £780 against £840 a month and hasn't settled. I'll come back once they decide.");
clear("315", "agent", ctx("GBP", 240_000), minus(220_000, 20_000),
  "On behalf of Ms Grady: for widening the two doorways for her wheelchair, including making good, we can proceed at £200 below your quotation.");
clear("316", "agent", ctx("GBP", 2_600), ask("standing-offer"),
  "I'm helping the Year 1 teacher at Holly Bank School book the farm visit. Could you confirm your current price per child before I make an offer?");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 9_000), words(6_000, "sixty"), "*cradles the ferret kit* Sixty, and she comes home with me today.");
unclear("402", "roleplay", ctx("GBP", 85_000), "'meet halfway' with no earlier bid to meet", "*pats the Shetland's neck* Go on, let's meet halfway on him.");
clear("403", "roleplay", ctx("GBP", 6_500, 5_000), ACCEPT, "*lifts the lop-eared doe out of the pen* Done. She's coming home with us.");
clear("404", "roleplay", ctx("GBP", 6_000), bid(4_500), "*leans on pen 22* The 3 Pekin bantams, hatched spring 2025. £45 for the trio.");
clear("405", "roleplay", ctx("GBP", 140_000, 110_000), WITHDRAW, "*hands the lead back* He's a lovely lad, but not at that money. Thank you for your time.");
clear("406", "roleplay", ctx("GBP", 6_000, 4_000), plus(4_500, 500), "*holds up the sling* Fine — a fiver more than my 40. Final answer.");
clear("407", "roleplay", ctx("GBP", 85_000), ask("negotiable"), "*kitten purring in her arms* Is that the price full stop, or is there some give?");
clear("408", "roleplay", ctx("GBP", 34_000, 26_000), middle(30_000), "*the African grey whistles* Oh, go on then, split it down the middle.");
unclear("409", "roleplay", ctx("GBP", 45_000), "a figure mused over before walking off, not a bid", "*circles the mobility scooter at the car boot* Hmm. 350... I'll have another walk round first.");
clear("410", "roleplay", ctx("GBP", 5_000), bid(3_500), "*counts the guinea pigs again* £40 for the pair and the cage — let me say that again — £35.");
clear("411", "roleplay", ctx("GBP", 9_500, 8_000), ACCEPT, "*shakes the breeder's hand* Deal. Have you a box I can carry him home in on the bus?");
clear("412", "roleplay", ctx("GBP", 7_500), percentOff(6_000, 20), "*holds the baby carrier up to the light* Twenty percent off and it's mine.");
clear("413", "roleplay", ctx("GBP", 70_000, 55_000), WITHDRAW, "*shakes head and walks off* Not a chance.");
clear("414", "roleplay", ctx("GBP", 180_000), ask("payment"), "*runs a hand down the cob's legs* Cash, or will you take a bank transfer?");
clear("415", "roleplay", ctx("GBP", 3_500), bid(2_500), "*taps the budgie cage* £25 for the pair and I'll not haggle further.");
unclear("416", "roleplay", ctx("GBP", 48_000, 40_000), "'a touch over my last' with no amount", "*peers into the tortoise table* I could go a touch over my last, but not by much.");

export const FRESH22_EN = done();

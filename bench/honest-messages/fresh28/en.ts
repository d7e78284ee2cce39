/**
 * TWENTY-EIGHTH set, English (UK, Ireland, US, Canada; see fresh28/index.ts): written 2026-11-29 for REPORTING ONLY,
 * blind — without reading the reader's code, its rules or its tests, and without running the reader on these
 * messages. Made to order and marked occasions: what clubs, schools, firms, families and small organisations pay to
 * have things made, engraved, printed or arranged for a day that matters — funerals and memorials, christenings,
 * anniversaries, retirements, award evenings, prize-givings and leavers; many written by LLM agents buying on their
 * owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per job, per order, per item, per
 * plaque, per pair, per frame, per stamp, as the context's standing offer is); words name the phrase as written;
 * relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections (010, 209, 410) take
 * the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a phone number in a
 * signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202, 213, 216, 302, 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh28In } from "./build";

const { clear, unclear, done } = fresh28In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 139_500), bid(115_000), "Memorial bench for Dad in Victoria Park, plot B17 by the bandstand, 4 lines on the plaque, in by 9 May for what would have been his 80th. I can do £1,150.");
clear("002", "terse", ctx("GBP", 64_000), ask("shipping"), "Does the £640 for the 300 finisher medals include posting them to the club, or is carriage on top?");
clear("003", "terse", ctx("GBP", 42_000), percentOff(37_800, 10), "Take 10% off your quote for signwriting the new names on the honours board in gold leaf and we'll book you for July.");
clear("004", "terse", ctx("GBP", 120_000, 95_000), WITHDRAW, "Thanks for quoting for the horse-drawn hearse. Mum's side of the family would rather keep it simple with the motor hearse, so we won't need the horses after all. Sorry to have troubled you.");
clear("005", "terse", ctx("GBP", 5_500), words(4_000, "forty pounds"), "Would forty pounds cover sizing Nan's wedding ring up two sizes? It's a thin 22ct band.");
clear("006", "terse", ctx("GBP", 25_000, 20_000), ACCEPT, "Grand, book the piper for the graveside at that fee. I'll text you the time once the church confirms.");
unclear("007", "terse", ctx("GBP", 2_600), "a range per leavers' hoodie, not one price", "Leavers' hoodies, names on the back, in our colours: anything between £19 and £22 a hoodie doable?");
clear("008", "terse", ctx("GBP", 18_000), minus(15_500, 2_500), "£25 off your price for the magnetic name badges and I'll place the order today.");
clear("009", "terse", ctx("GBP", 240_000), ask("payment"), "can i pay the headstone off in instalments or does it all have to be paid before its fitted");
clear("010", "terse", ctx("GBP", 21_000), bid(15_000), "£180 for the christening cake. No wait, that's the figure with the third tier we dropped. £150.");
clear("011", "terse", ctx("GBP", 35_000, 25_000), WITHDRAW, "forget the doves, not paying that");
clear("012", "terse", ctx("EUR", 2_400, 1_800), plus(2_200, 400), "I'll go €4 a tie above my last offer for the club's jubilee ties. That's as far as the committee will let me go.");
clear("013", "terse", ctx("GBP", 9_500, 8_000), ACCEPT, "£95 to set the ashes in the silver pendant is fine. The funeral director will bring them over to you.");
clear("014", "terse", ctx("GBP", 36_000), ask("returns"), "If some kippot are left after the bar mitzvah, you take back the ones not printed yet? We order maybe too many.");
unclear("015", "terse", ctx("GBP", 79_000), "a bid that holds only if the maker takes the coffin to the funeral home", "£600 for the willow coffin, as long as you take it to the funeral home yourselves.");
clear("016", "terse", ctx("GBP", 18_500), bid(14_000), "Sports day kit for 180 kids: 12 sacks, 20 egg-and-spoon sets, 4 relay batons, Fri 27 June 9:00–15:30. £140 for the lot?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 2_900), bid(2_200), "would u do 22 each on the embroidered softshells for the lads? logo on the chest + name on the sleeve. ring me on 07700 900533 👷");
clear("102", "chat", ctx("GBP", 46_000), ask("delivery"), "when would the yr 6 yearbooks be ready?? leavers assembly is the 18th of july and the kids want them signed 😬");
clear("103", "chat", ctx("GBP", 15_000, 12_000), ACCEPT, "YES love it!! please write the poem for mum and dad's golden wedding, they're going to cry buckets 😭💛");
clear("104", "chat", ctx("GBP", 9_500), words(7_000, "seventy quid"), "would u do the woven badges for seventy quid? its for our scout group's centenary camp ⛺");
unclear("105", "chat", ctx("GBP", 34_000), "sarcasm about the price of the lettered tribute: not a bid, not an acceptance", "£340 for flowers spelling GRANDAD?? does each letter come with its own florist 😂");
clear("106", "chat", ctx("GBP", 95_000), ask("warranty"), "whats the guarantee on the eternity ring if a stone comes loose? my last one lost a diamond in the first year 😩");
clear("107", "chat", ctx("GBP", 4_000, null, 12), total(3_500), "would u do 420 for all 12 pairs of engraved cufflinks? groom, ushers and both dads lol 💍");
clear("108", "chat", ctx("GBP", 45_000, 38_000), WITHDRAW, "gonna cancel the room for dave's retirement do sorry, he's decided he just wants a quiet pint with the lads 🍺 thanks for holding the date tho");
clear("109", "chat", ctx("CAD", 52_000), ask("negotiable"), "is the price on the tea towels for the town's 150th set in stone or is there some wiggle room? we're a tiny historical society lol 🙏");
clear("110", "chat", ctx("GBP", 9_000, 6_000), middle(7_500), "split the difference on restoring grandad's army photo and its a deal 🤝");
clear("111", "chat", ctx("GBP", 26_000, 22_000), ACCEPT, "ok deal on the graduation gowns 👍 do u drop them at the school or do we come and collect?");
unclear("112", "chat", ctx("GBP", 3_800), "another shop's price for a communion candle, not a bid", "fyi the church shop does personalised communion candles for 25");
clear("113", "chat", ctx("GBP", 16_500), ask("standing-offer"), "sorry what was ur price for the rosettes again? committee meeting tonight and i cant find ur email 🙈");
clear("114", "chat", ctx("GBP", 18_000), minus(15_000, 3_000), "if u can do the printed bunting 30 less we'll order tonight, street party's the bank holiday 🎉");
clear("115", "chat", ctx("GBP", 32_000, 26_000), WITHDRAW, "we'll give the time capsule a miss this year, the head wants to wait for the new building. ta anyway");
clear("116", "chat", ctx("GBP", 1_450), ask("discount"), "is cheaper per bottle if we take engraved bottles for all staff? we are 60 people");
clear("117", "chat", ctx("USD", 22_500), bid(18_000), "could u do $180 for the private cremation with the paw print cast? he was 14 and about 30 kg, a gentle giant 🐾");
unclear("118", "chat", ctx("GBP", 20_000), "'-ish' around a figure, not a firm bid", "could u do the family tree in calligraphy for 150ish? its 4 generations, mums side only 🌳");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 21_000), ask("delivery"),
  "Dear Mr Ashworth,\n\nMy father's funeral is at St Mary's on Friday 14 March at 11am. How soon could you have 120 orders of service printed and delivered to the church?\n\nKind regards,\nClare Hennessy");
clear("202", "polite-email", ctx("GBP", 8_500, null, 6), bid(6_500),
  "Dear Mrs Pennington,\n\nWe'd like 6 engraved brass plaques for the pews given in memory of former parishioners, each 150 x 40 mm with two lines of text, fixed before Remembrance Sunday. Please send the invoice to the Parish Office, 2 Church Street, Kelso TD5 7AB. We can pay £65 per plaque.\n\nWith thanks,\nRev. Alan Murray\n01573 224617");
clear("203", "polite-email", ctx("GBP", 345_000, 300_000), ACCEPT,
  "Dear Ms Okonjo,\n\nThank you for showing us round the burial meadow and for your patience with all our questions. We'd like to go ahead with the plot under the rowan and the burial as you quoted. Please ring me on 07700 900418 to arrange the day.\n\nWith thanks,\nRuth Lambert");
clear("204", "polite-email", ctx("GBP", 68_000), percentOff(64_600, 5),
  "Dear Mr Sandhu,\n\nThank you for the drawings of the signet ring with our family crest. Would you consider 5% off the quoted price?\n\nKind regards,\nEdward Blythe");
clear("205", "polite-email", ctx("GBP", 160_000), ask("payment"),
  "Dear Mrs Hollis,\n\nThank you for your estimate to restore our Mothers' Union banner. Could we pay a deposit now and the balance once it is rehung in church at Easter?\n\nYours sincerely,\nPatricia Moore\nBranch Secretary");
clear("206", "polite-email", ctx("GBP", 29_000, 24_000), WITHDRAW,
  "Dear Mr Grant,\n\nThank you for the quote for the engraved watch for Margaret's retirement. The office has decided to give her a garden voucher instead, so we won't be going ahead. Thank you for your help.\n\nBest wishes,\nJoanne Field");
clear("207", "polite-email", ctx("GBP", 2_900, null, 20), total(2_500),
  "Dear Ms Carrick,\n\nWe'd like to thank the volunteers who run our food bank with a leather notebook each, embossed with their name. There are twenty of them. Would you accept £500 for all twenty?\n\nKind regards,\nSimon Ogden\nCoordinator, Hillside Food Bank");
clear("208", "polite-email", ctx("GBP", 85_000), ask("warranty"),
  "Dear Sir or Madam,\n\nOur heritage society would like an enamelled plaque on the cottage where the poet Edith Marlowe lived. How long is the finish guaranteed outdoors, and does that cover the fixings?\n\nYours faithfully,\nGeoffrey Lamb\nChairman, Wenlock Heritage Society");
clear("209", "polite-email", ctx("GBP", 55_000), bid(40_000),
  "Dear Ms Mercer,\n\nThank you for agreeing to write a speech for our chairman's retirement dinner, to be given by his deputy: about ten minutes, warm and a little funny, with the history of the firm. I can offer £450.\n\nP.S. Please read £400 where I wrote £450 above; I'd pasted in the figure from an earlier draft.\n\nKind regards,\nNeil Barton");
clear("210", "polite-email", ctx("GBP", 8_500, 7_000), ACCEPT,
  "Hi Carol,\n\n£85 to clean and mend the family christening gown is fine with us. I'll drop it in on Saturday morning.\n\nThanks,\nSophie");
clear("211", "polite-email", ctx("GBP", 29_000), ask("returns"),
  "Hello,\n\nWe've ordered printed lanyards for our conference delegates. If they arrive in the wrong colour or with a spelling mistake, can we send them back, and how long would we have?\n\nThanks,\nMarcus Dale\nEvents, Northern Beekeepers' Association");
unclear("212", "polite-email", ctx("GBP", 240_000), "a price still waiting on the trustees' approval",
  "Dear Mr Fairbairn,\n\nThank you for your proposal to clean and conserve the war memorial before its centenary. Our trustees meet on the 3rd; if they approve, we'd be looking at £1,800 for the work.\n\nKind regards,\nGillian Shaw\nSecretary, Ashfield Memorial Trust");
clear("213", "polite-email", ctx("GBP", 16_000), words(12_000, "one hundred and twenty pounds"),
  "Dear Mrs Lavery,\n\nEach year the parish adds the names of those who have died to the book of remembrance. This year there are 14 names, each with their dates. We can offer one hundred and twenty pounds for writing them in.\n\nKind regards,\nHugh Jennings\nChurchwarden");
clear("214", "polite-email", ctx("GBP", 290_000, 240_000), WITHDRAW,
  "Dear Karen,\n\nThank you for all your work on the design. The firm is being sold in the spring and the new owners don't want a fiftieth-anniversary medallion, so we won't go ahead. I'm sorry to let you down.\n\nBest wishes,\nPeter Holt\n\n> On 3 Feb 2027, at 14:05, Karen Mills wrote:\n> I can strike 150 bronze medallions with your logo and dates for £2,900.");
clear("215", "polite-email", ctx("GBP", 38_000), ask("shipping"),
  "Good morning,\n\nOur choir would like 30 silk scarves in our colours with the anniversary logo for the spring concert. Do you post to Guernsey, and is postage included in your price?\n\nMany thanks,\nJane Le Page\nSt Peter Port Choral Society");
clear("216", "polite-email", ctx("GBP", 75_000), bid(60_000),
  "Dear Mr Okafor,\n\nOur club's awards evening is at the Grand Hotel, Ballroom 2, on Saturday 8 March, 7pm to 11pm, for 140 guests (booking ref GH-20417). Could you host it and present the awards for £600?\n\nKind regards,\nDiane Marsh\nSecretary, Kirklees Harriers");
unclear("217", "polite-email", ctx("GBP", 24_000), "two prices for two ways of printing the invitations, no choice made",
  "Hi Tom,\n\nFor the invitations to Mum and Dad's diamond wedding party, we're torn between letterpress at £180 and digital print at £95. I'll come back to you once I've talked it over with my sister.\n\nThanks,\nAmanda");
clear("218", "polite-email", ctx("GBP", 65_000, 55_000), ACCEPT,
  "Dear Mr Whitfield,\n\nWe're glad to go ahead with the memorial oak and its plaque as quoted. Could the planting be on a weekend so the grandchildren can be there?\n\nKind regards,\nLinda Chambers");

// ---- agent ----
clear("301", "agent", ctx("GBP", 180_000, 150_000), ask("rounds-left"),
  "I'm an AI assistant arranging, on the family's behalf, the gathering after a funeral in your function suite. Before we go on: how many more rounds of offers are you prepared to make?");
clear("302", "agent", ctx("GBP", 179_000), bid(150_000),
  "Price comparison for Mr Patel, a direct cremation for his late mother: Evergreen Funerals £1,295, Willow Direct £1,450, Ferryman £1,595. Your price is £1,790. He has authorised me to offer £1,500.");
clear("303", "agent", ctx("GBP", 110_000), words(80_000, "eight hundred pounds"),
  "Mrs Trent has asked me to commission a scale model of the lifeboat her husband crewed for 30 years, as a retirement gift. She is prepared to pay eight hundred pounds.");
unclear("304", "agent", ctx("GBP", 95_000), "a budget and a request for a proposal, not a bid",
  "The parents' association I act for has £800 for the summer prize-giving: book prizes with printed bookplates for 40 pupils. What could you do for that?");
clear("305", "agent", ctx("GBP", 180_000, 150_000), minus(120_000, 30_000, "last-bid"),
  "Following your fitting, only eight of the twelve band jackets need new braid, so on behalf of Thornley Colliery Band we are reducing our previous offer by £300.");
clear("306", "agent", ctx("GBP", 1_600), ask("discount"),
  "I arrange gifts for a group of three care homes. If we ordered the personalised baubles for all three homes rather than one, would the price per bauble come down?");
clear("307", "agent", ctx("USD", 75_000), percentOff(66_000, 12),
  "On behalf of Maple Grove Running Club: we'd like to contract you for chip timing at our village 10K at 12% below your quoted price. Please confirm.");
clear("308", "agent", ctx("GBP", 45_000, 38_000), ACCEPT,
  "Mrs Adeyemi has approved your fee for writing the eulogy for her father, so please go ahead. She would like a first draft by the weekend.");
clear("309", "agent", ctx("GBP", 4_200, null, 10), total(3_400),
  "Purchasing for Harlow & Finch Ltd: framing of ten long-service certificates, black frame, cream mount. Your price is per frame; our offer is £340 for all ten.");
clear("310", "agent", ctx("GBP", 95_000, 80_000), plus(90_000, 10_000),
  "My client has considered your counter and will raise her previous offer for the rowing club's racing all-in-ones by £100.");
clear("311", "agent", ctx("GBP", 9_500), ask("delivery"),
  "The veterans' association I buy for needs a Remembrance wreath with the regimental badge. How quickly could it be ready? The parade is on 9 November.");
clear("312", "agent", ctx("GBP", 38_000, 30_000), WITHDRAW,
  "Thank you for your proposal for the vow renewal ceremony. My user and her husband have decided to renew their vows privately while on holiday, so we'll leave it there.");
clear("313", "agent", ctx("GBP", 3_400, null, 8), bid(2_750),
  "Order draft for Ashgrove Academy (JSON):\n{\"item\": \"self-inking stamp, school crest and department name\", \"quantity\": 8, \"delivery_postcode\": \"LS12 4QT\", \"needed_by\": \"2027-01-06\", \"offer_per_stamp_gbp\": 27.50}");
unclear("314", "agent", ctx("GBP", 50_000), "two prices for two ways of scattering the ashes, and the family has not chosen",
  "Two ways of scattering my user's father's ashes at sea are open: a private boat charter at £450, or a place on the shared memorial voyage at £180. The family hasn't chosen yet; I'll confirm once they have.");
clear("315", "agent", ctx("GBP", 68_000), minus(62_000, 6_000),
  "The school I act for would like the centenary mugs, printed with the pupils' drawing, for £60 less than your quote.");
clear("316", "agent", ctx("GBP", 22_000), ask("standing-offer"),
  "What is your current price to hire a PA system with two radio microphones for a school prize-giving? My user wants your figure before she books.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 7_800), words(6_000, "sixty pounds"), "*turns the silver christening cup in the light* Sixty pounds, engraved with her name and the date, and I'll take it now.");
unclear("402", "roleplay", ctx("GBP", 140_000), "'meet halfway' with no earlier bid to meet", "*runs a thumb over the swatch of the new family tartan* We'll meet halfway on it, shall we?");
clear("403", "roleplay", ctx("GBP", 12_000, 9_000), ACCEPT, "*slides both wedding bands across the counter* Done. Engrave them as we wrote it down, at your price.");
clear("404", "roleplay", ctx("GBP", 19_500), bid(16_000), "*points at the black granite plaque in the display* That one, 300 x 200 mm, two lines of lettering, ready in 14 days: £160.");
clear("405", "roleplay", ctx("GBP", 42_000, 32_000), WITHDRAW, "*sets the sample hat back on its stand* It's beautiful, but I can't justify it for one day. Thank you for your time.");
clear("406", "roleplay", ctx("GBP", 8_500, 6_000), plus(7_000, 1_000), "*turns the engraved pocket watch over* Ten on top of my 60 for my grandson's twenty-first, and wrap it for me.");
clear("407", "roleplay", ctx("GBP", 6_500), ask("negotiable"), "*presses the seal embosser onto a sheet of letterhead* Is that your final price, or is there a little room?");
clear("408", "roleplay", ctx("GBP", 34_000, 26_000), middle(30_000), "*looks over the proofs of the speech day programmes* Halfway between your figure and mine, and you can print them tonight.");
unclear("409", "roleplay", ctx("GBP", 12_000), "a figure mused over before asking a sister, not a bid", "*holds the silver charm up to the window* Hmm. 85... for Mum's seventieth... I'll see what my sister thinks first.");
clear("410", "roleplay", ctx("GBP", 52_000), bid(42_000), "*starts counting out £480 for the rod with the postman's name on the butt, then peeks into the staff collection envelope* ...there's only £420 in here. £420.");
clear("411", "roleplay", ctx("GBP", 60_000, 50_000), ACCEPT, "*shakes the funeral director's hand* Done, the two cars behind the hearse at your price. Can the drivers wait for us at the crematorium?");
clear("412", "roleplay", ctx("GBP", 60_000), percentOff(48_000, 20), "*turns a sample napkin ring over in her fingers* Take a fifth off the set for their anniversary table and I'll have them.");
clear("413", "roleplay", ctx("GBP", 65_000, 45_000), WITHDRAW, "*looks at the sketch of the ice swan for the awards dinner* Not for that money.");
clear("414", "roleplay", ctx("GBP", 38_000), ask("payment"), "*leans on the counter* If you engrave the sundial with their names for the golden wedding, can I pay when I collect it rather than now?");
clear("415", "roleplay", ctx("GBP", 13_000), bid(9_000), "*turns the carved ram's-horn crook in his hands* £90 with his initials on the collar, and it's his retirement present.");
unclear("416", "roleplay", ctx("GBP", 90_000, 70_000), "'I'll come up a touch from my last figure' with no amount", "*breaks a sample biscuit with the company logo in half* I can come up a touch from my last figure. Not a lot, mind.");

export const FRESH28_EN = done();

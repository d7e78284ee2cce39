/**
 * TWENTY-SIXTH set, English (UK, Ireland, US, Canada, an Australian abroad; see fresh26/index.ts): written 2026-11-29
 * for REPORTING ONLY, blind — without reading the reader's code, its rules or its tests, and without running the
 * reader on these messages. Learning, culture and the professions: what people, families, small firms, associations,
 * clubs and small public bodies pay to learn, to be advised, to perform, to exhibit and to meet; many written by LLM
 * agents buying on their owners' behalf, a quarter typed on a phone or by non-native speakers.
 *
 * Labels (conventions of ../index.ts): prices are unit prices in minor units (per course, per block, per session, per
 * day, per job, per delegate, per voucher, per ISBN, per year, as the context's standing offer is); words name the
 * phrase as written; relative bids recompute from the context; totals divide exactly (107, 207, 309); corrections
 * (010, 209, 410) take the amount meant; acceptances name no amount, exactly the standing offer (013, 210) or only a
 * phone number in a signed email (203); other numbers sit beside one bid (001, 016, 101, 117, 202, 213, 216, 302,
 * 303, 313, 404).
 */
import { ACCEPT, ask, bid, ctx, middle, minus, percentOff, plus, total, WITHDRAW, words } from "../types";
import { fresh26In } from "./build";

const { clear, unclear, done } = fresh26In("en");

// ---- terse ----
clear("001", "terse", ctx("GBP", 19_500), bid(15_000), "Room 3 on Thursdays, 7 till 10pm, six weeks from 9 January for the band — would you take £150 for the block?");
clear("002", "terse", ctx("GBP", 32_000), ask("shipping"), "Does the hire of the pop-up exhibition panels cover carriage to the venue?");
clear("003", "terse", ctx("GBP", 26_000), percentOff(23_400, 10), "If you can do the ten-week wheel-throwing course at 10% off, I'll book my place tonight.");
clear("004", "terse", ctx("GBP", 4_800, 4_000), WITHDRAW, "Thanks for pencilling us in, but we'll leave the Latin tutoring — Sophie's decided to drop Latin next year.");
clear("005", "terse", ctx("GBP", 25_000), words(22_500, "two hundred and twenty-five"), "Two hundred and twenty-five for the independent examination of our bowls club's accounts — would that work?");
clear("006", "terse", ctx("GBP", 90_000, 75_000), ACCEPT, "Lovely, the trio it is for the gallery opening — please go ahead and book them at that fee.");
unclear("007", "terse", ctx("GBP", 65_000), "a range for proofreading the thesis, not one price", "I could go £400 to £500 for a proofread of my PhD thesis.");
clear("008", "terse", ctx("GBP", 45_000), minus(40_000, 5_000), "With £50 off the career coaching package I'd start on Monday.");
clear("009", "terse", ctx("GBP", 89_000), ask("payment"), "any chance of splitting the gliding course into 3 payments, one a month till july?");
clear("010", "terse", ctx("GBP", 9_000), bid(6_500), "£85 for the audition prep session — hang on, I was reading last year's note — £65.");
clear("011", "terse", ctx("GBP", 24_000, 18_000), WITHDRAW, "forget the mastering. too much.");
clear("012", "terse", ctx("GBP", 60_000, 48_000), plus(52_000, 4_000), "For indexing the village history, my last offer plus £40 — that's my limit.");
clear("013", "terse", ctx("EUR", 65_000, 50_000), ACCEPT, "Grand so, €650 to look over the lease for the club hall — I'll send it on tonight.");
clear("014", "terse", ctx("GBP", 6_900), ask("returns"), "The books for IELTS course, when they are wrong edition, is possible to send back within 30 days?");
unclear("015", "terse", ctx("GBP", 26_000), "a bid that holds only if chairs and a power socket come with the table", "If the artists' alley table at the comic con comes with two chairs and a power socket, I'd pay £220.");
clear("016", "terse", ctx("CAD", 27_500), bid(22_000), "Trial flight, 45 min, Saturday the 14th at 10:30, my dad (71) along in the back — would you take $220?");

// ---- chat ----
clear("101", "chat", ctx("GBP", 20_000), bid(15_000), "need cello on 3 tracks for our ep, recording sat — 150 ok? my number's 07700 900452 🎻");
clear("102", "chat", ctx("GBP", 180_000), ask("delivery"), "realistically when would the edit on my novel be done? want to send it to agents before xmas 😬");
clear("103", "chat", ctx("GBP", 45_000, 38_000), ACCEPT, "brilliant, deal!! brass band for the fete sorted, the vicar's going to be over the moon 🎺🎉");
clear("104", "chat", ctx("GBP", 7_500), words(6_000, "sixty quid"), "sixty quid a session for running the kids chess club, could u do that? theyre 8 to 11 and dead keen lol");
unclear("105", "chat", ctx("GBP", 3_000), "sarcasm about the fee for reproducing one photo: not a bid, not an acceptance", "so it's £30 for one photo in the parish mag... must be the Mona Lisa then 😂");
clear("106", "chat", ctx("GBP", 16_000), ask("warranty"), "whats the guarantee on the ebook conversion? last one broke on kindles after an update 🙄");
clear("107", "chat", ctx("GBP", 3_500, null, 12), total(3_000), "can we get all 12 cubs on the robotics half term workshop for 360 total?");
clear("108", "chat", ctx("GBP", 52_000, 45_000), WITHDRAW, "gutted but we'll have to cancel the cocktail masterclass, the hen do's moved to lisbon 🙈 sorry for messing u about");
clear("109", "chat", ctx("GBP", 33_000), ask("negotiable"), "is that ur final price for the 6 singing lessons or can we talk? grade 8 in march eek");
clear("110", "chat", ctx("GBP", 18_000, 14_000), middle(16_000), "go halfway between your price and mine on the life drawing course and i'm in 👍");
clear("111", "chat", ctx("GBP", 15_000, 12_000), ACCEPT, "ok lets do it, book the storyteller for half term 😊 does she need a mic or is the kids corner quiet enough?");
unclear("112", "chat", ctx("GBP", 32_000), "another provider's price for the lifeguard course, not a bid", "fyi the leisure centre's lifeguard course is 250");
clear("113", "chat", ctx("USD", 9_900), ask("standing-offer"), "mate can u remind me the yearly price for the newspaper archive sub? i binned the email like a galah");
clear("114", "chat", ctx("GBP", 12_000), minus(9_500, 2_500), "25 less on the best man speech coaching and ur hired, wedding's in 3 wks and im bricking it");
clear("115", "chat", ctx("GBP", 22_000, 18_000), WITHDRAW, "think i'll pull out of the improv course, turns out i freeze up on stage lol. sorry!");
clear("116", "chat", ctx("GBP", 19_500), ask("discount"), "is possible discount when 6 people of our office book the excel course together?");
clear("117", "chat", ctx("USD", 32_000), bid(26_000), "Our homeschool co-op would like the education room on Saturday, Room B2, 10 to 1 (booking # 5518). Could we do $260?");
unclear("118", "chat", ctx("GBP", 35_000), "'-ish' around a figure, not a firm bid", "any chance of a stand up set at our hospice quiz night for 200ish? 🙏");

// ---- polite-email ----
clear("201", "polite-email", ctx("GBP", 120_000), ask("delivery"),
  "Dear Ms Farrow,\n\nThank you for the sketches for the illustrated map of Little Haddon. The parish council would like to unveil it at the May Fair on Saturday 16 May, so we would need the finished artwork in hand by early May. Could you let us know your timescale for finishing it?\n\nKind regards,\nJanet Pruitt\nClerk to Little Haddon Parish Council");
clear("202", "polite-email", ctx("GBP", 22_000, null, 6), bid(18_000),
  "Hello,\n\nWe would like to book 6 places for our members at the Regional Archives Conference on 12–13 March. As a small volunteer society we can pay £180 per delegate.\n\nBest wishes,\nRoger Lamb\nTreasurer, Wyedale Family History Society\n14 Mill Lane, Hereford HR4 9QT\n01432 760915");
clear("203", "polite-email", ctx("GBP", 240_000, 200_000), ACCEPT,
  "Dear Mr Adeyemi,\n\nWe have read your fee proposal for the planning drawings for our loft conversion and would like to appoint you on the terms set out in your letter. The best number to reach me on is 07700 900318, so that we can fix a date for you to come and measure up.\n\nKind regards,\nHelen Marsh");
clear("204", "polite-email", ctx("GBP", 200_000), percentOff(170_000, 15),
  "Dear Dr Whitcombe,\n\nThank you for agreeing in principle to give the keynote at our association's annual conference. As a small charity we have to ask: would a 15% reduction on your speaking fee be possible?\n\nWith best wishes,\nAnita Desai\nConference Secretary, Association of Community Archivists");
clear("205", "polite-email", ctx("GBP", 95_000), ask("payment"),
  "Dear Ms Carney,\n\nThank you for the quotation for our wills and lasting powers of attorney. Could we pay half when we sign the instructions and the rest when the documents are registered, or do you need the full fee up front?\n\nKind regards,\nDavid and Ruth Ellery");
clear("206", "polite-email", ctx("GBP", 110_000, 90_000), WITHDRAW,
  "Dear Mr Osei,\n\nThank you for your quote to act as our party wall surveyor. Our neighbours have now withdrawn their extension plans, so we won't be needing a surveyor after all. Thank you for your prompt help.\n\nBest wishes,\nCatherine Moss");
clear("207", "polite-email", ctx("GBP", 3_500, null, 20), total(3_000),
  "Dear Mrs Pennington,\n\nThe Stourvale Embroiderers' Guild would love you to lead a goldwork day workshop for our members. Twenty of us would like to come; would you accept £600 for the group?\n\nMany thanks,\nMargaret Hale\nProgramme Secretary");
clear("208", "polite-email", ctx("GBP", 28_000), ask("warranty"),
  "Dear Sir or Madam,\n\nWe'd like the signed shirt from our club's centenary season box-framed for the clubhouse. Is the framing guaranteed, and for how long? We'd also like to know whether the UV glass will keep the signatures from fading.\n\nRegards,\nOwen Pritchard\nClub Secretary, Llanfair RFC");
clear("209", "polite-email", ctx("GBP", 180_000), bid(120_000),
  "Subject: Anthem commission — our offer £1,500\n\nDear Ms Achterberg,\n\nThank you for agreeing to consider a new anthem for St Barnabas Choir's 50th anniversary. Please disregard the figure in the subject line, which came from an earlier draft: our offer is £1,200.\n\nWith warm wishes,\nFiona Tulloch\nChoir Administrator");
clear("210", "polite-email", ctx("EUR", 48_000, 42_000), ACCEPT,
  "Dear Mr Brennan,\n\n€480 a day for interpreting during the Japanese buyers' visit suits us well. We'll send you the schedule and the product sheets in advance.\n\nKind regards,\nAoife Kelly\nKelly Crafts, Kilkenny");
clear("211", "polite-email", ctx("GBP", 4_500), ask("returns"),
  "Hello,\n\nWe've ordered 12 sets of the Reading Together workbooks for our adult literacy group. If fewer learners enrol than we expect, could we return any unopened sets, and what is your deadline for returns?\n\nThank you,\nBeverley Shaw\nHolmfield Community Learning");
unclear("212", "polite-email", ctx("GBP", 280_000), "a price still waiting on the museum trustees' approval",
  "Dear Mr Lanyon,\n\nThank you for examining our portrait of the Revd Josiah Hart and for your conservation proposal. Our trustees have to approve any spending at their meeting on the 9th, but subject to that we expect to offer £2,400 for the cleaning and revarnishing.\n\nYours sincerely,\nPatricia Dunmore\nHon. Curator, Hartley Village Museum");
clear("213", "polite-email", ctx("GBP", 95_000), words(70_000, "seven hundred pounds"),
  "Dear Ms Quinn,\n\nThank you for the samples. For the cover design and the typesetting of my novel (about 320 pages, 5 x 8 inches, paperback and ebook), my offer is seven hundred pounds.\n\nKind regards,\nSimon Archer");
clear("214", "polite-email", ctx("GBP", 145_000, 125_000), WITHDRAW,
  "Dear Dr Rahman,\n\nThank you for holding a place for our daughter at the summer science school. She has since been offered a funded place on another course, so she won't be taking it up. Thank you for your patience.\n\nBest wishes,\nJulia Fenwick\n\n> On 3 Apr 2026, at 16:45, Dr Rahman wrote:\n> We can hold Isla's place until the end of April. The fee is £1,450 per student, including accommodation.");
clear("215", "polite-email", ctx("GBP", 8_500), ask("shipping"),
  "Good morning,\n\nOur Year 4 classes would like to borrow the Roman handling box for the spring term. Is the courier to and from the school included in the hire charge, or is it extra?\n\nMany thanks,\nSarah Okoye\nHistory Lead, Brookside Primary School");
clear("216", "polite-email", ctx("GBP", 32_000), bid(26_000),
  "Dear Dr Mensah,\n\nWe would like to bring 32 pupils and 4 staff to the observatory for an evening of stargazing on Friday 14 November, from 19:00 to 21:30. We can offer £260 for the session.\n\nKind regards,\nPaul Drayton\nScience Department, Kingsmead Academy");
unclear("217", "polite-email", ctx("GBP", 60_000), "two prices for two lengths of workshop, no choice made",
  "Hi Tamsin,\n\nWe haven't decided yet between the half-day children's theatre workshop (£320) and the full day (£560) for our summer fun day — it depends on how many families sign up, so we'll come back to you.\n\nThanks,\nGemma\nAshby Road Community Centre");
clear("218", "polite-email", ctx("GBP", 17_500, 14_000), ACCEPT,
  "Dear Mrs Halloran,\n\nYour quoted fee is fine with us, and we'd love you to give your talk on the history of the village's lace industry at our WI meeting. Should we set up a projector and screen for you, or will you bring your own?\n\nWarm regards,\nJoan Pettifer\nSecretary, Cowley Green WI");

// ---- agent ----
clear("301", "agent", ctx("GBP", 350_000, 280_000), ask("rounds-left"),
  "Tallis Robotics Ltd has asked me, its purchasing agent, to settle your fee for preparing their R&D tax credit claim. To plan my next offer, could you tell me how many more counter-offers you will consider before your figure is final?");
clear("302", "agent", ctx("GBP", 145_000), bid(120_000),
  "Quotes gathered for my client's family history (hardback, 150 copies, 240 pages):\n- Printer A: £1,150 (no proof copy)\n- Printer B: £1,240\n- Printer C: £1,390\n- Your quote: £1,450\nShe is offering you £1,200, as she prefers your paper stock.");
clear("303", "agent", ctx("EUR", 52_000), words(45_000, "four hundred and fifty euros"),
  "Acting for Mrs Bell: she needs a notarised power of attorney with an apostille so that a lawyer in Alicante can complete the sale of her flat (bought in 2019). Her offer for the whole job is four hundred and fifty euros.");
unclear("304", "agent", ctx("GBP", 260_000), "a budget with a request for a proposal, not a bid",
  "Budget note from the chamber choir I work for: £2,000 in total for a professional conductor this autumn (10 rehearsals plus the Christmas concert). Please tell us what you could do for that sum.");
clear("305", "agent", ctx("GBP", 60_000, 50_000), minus(45_000, 5_000, "last-bid"),
  "Update from Mr Kowalski: the admissions test fee has eaten into his daughter's budget for the medical school interview coaching. He now offers £50 below his previous offer.");
clear("306", "agent", ctx("GBP", 3_800), ask("discount"),
  "Question on behalf of a Pilates teacher who hires your church hall: would you give her a lower rate for a standing booking every Tuesday evening through the school year?");
clear("307", "agent", ctx("GBP", 90_000), percentOff(76_500, 15),
  "Proposal for Ms Whitlock's introductory paragliding course: your listed price less 15%. If that works for you, I can confirm her dates today.");
clear("308", "agent", ctx("GBP", 120_000, 100_000), ACCEPT,
  "Your fixed fee for filing the trademark application is agreed; my principal asks you to proceed. Please send the engagement letter for her signature.");
clear("309", "agent", ctx("GBP", 35_000, null, 6), total(30_000),
  "A small engineering consultancy I buy for is putting six staff through the project management certification exam this spring. Rather than the per-voucher price, we propose £1,800 for the six vouchers together.");
clear("310", "agent", ctx("EUR", 140_000, 115_000), plus(127_000, 12_000),
  "My client is prepared to add €120 to what she last offered for the residential writing course in Provence.");
clear("311", "agent", ctx("GBP", 150_000), ask("delivery"),
  "Requesting a lead time for the measured survey of St Aldhelm's church hall (floor plans and elevations). The trustees meet on 3 June and need the drawings before then. How soon could you deliver them?");
clear("312", "agent", ctx("GBP", 75_000, 60_000), WITHDRAW,
  "Please release the stand you were holding for us at the university careers fair: my user will recruit through the department's placement scheme this year and won't be exhibiting.");
clear("313", "agent", ctx("GBP", 1_900, null, 10), bid(1_600),
  "Order proposal (JSON):\n{\"item\": \"ISBN with EAN barcode\", \"quantity\": 10, \"formats\": [\"paperback\", \"ebook\"], \"first_publication\": \"2026-09-01\", \"offer_per_isbn_gbp\": 16.00}");
unclear("314", "agent", ctx("GBP", 14_000), "two prices for two kinds of membership, and the user has not chosen",
  "County museum membership for my user's family — still undecided between:\n- Family, £95 a year\n- Family Plus (with exhibition previews), £140 a year\nI'll come back to you once she has picked one.");
clear("315", "agent", ctx("GBP", 24_000), minus(20_000, 4_000),
  "For the BSL interpreting at her son's parents' evening, Ms Osei can offer your quoted fee minus £40.");
clear("316", "agent", ctx("GBP", 9_000), ask("standing-offer"),
  "Before my user commissions any research at the county record office, please restate your day rate. She is tracing a great-grandfather's apprenticeship records.");

// ---- roleplay ----
clear("401", "roleplay", ctx("GBP", 25_000), words(20_000, "two hundred"), "*drops a card into the busker's guitar case* Would you play our wedding reception for two hundred?");
unclear("402", "roleplay", ctx("GBP", 60_000), "'split it down the middle' with no earlier bid to split", "*runs a hand along the empty gallery wall* A month here for my paintings... shall we just split it down the middle?");
clear("403", "roleplay", ctx("GBP", 65_000, 55_000), ACCEPT, "*signs the client agreement and slides it back across the desk* Go ahead with the pension review at your fee.");
clear("404", "roleplay", ctx("GBP", 35_000), bid(28_000), "*reads the whiteboard: Studio B, 40 m², Saturday 22nd, 10 till 6* £350 a day, the board says. How about £280?");
clear("405", "roleplay", ctx("GBP", 9_500, 7_500), WITHDRAW, "*tucks the kintsugi workshop leaflet into her bag, then takes it out again and leaves it on the table* Not this month, I'm afraid. Thanks for explaining it all.");
clear("406", "roleplay", ctx("GBP", 12_000, 8_000), plus(9_500, 1_500), "*runs a thumb over the carved oak sample* For the house sign: my eighty, plus fifteen. That's where I stop.");
clear("407", "roleplay", ctx("GBP", 30_000), ask("negotiable"), "*catches the organist after the recital* We'd love you for the wedding — how fixed is your fee?");
clear("408", "roleplay", ctx("GBP", 36_000, 28_000), middle(32_000), "*taps the membership form on the makerspace front desk* Your price and mine for the year — split the gap and I'll sign today.");
unclear("409", "roleplay", ctx("GBP", 12_000), "a figure mused over at home, not a bid", "*pins the spoon-carving weekend flyer to the fridge* 90, maybe. I'll see how the month goes.");
clear("410", "roleplay", ctx("GBP", 12_000), bid(8_000), "*counts twenties onto the counter — 100 — then slides one back* 80 for the mosaic workshop.");
clear("411", "roleplay", ctx("GBP", 40_000, 32_000), ACCEPT, "*shakes hands with the tango teachers* You're on. Could you bring your own speaker for the milonga?");
clear("412", "roleplay", ctx("GBP", 15_000), percentOff(12_000, 20), "*at the salsa school's open day, form in hand* I'll sign up here and now if you knock twenty percent off the beginners' block.");
clear("413", "roleplay", ctx("GBP", 450_000, 380_000), WITHDRAW, "*slides the coding bootcamp brochure back across the desk and stands up* Forget it.");
clear("414", "roleplay", ctx("GBP", 42_000), ask("payment"), "*at the institute's stand, pen over the form* Can I pay the membership monthly by direct debit, or is it one payment for the year?");
clear("415", "roleplay", ctx("GBP", 80_000), bid(65_000), "*leans on the box office counter* £650 for the Sunday matinee slot, for our panto.");
unclear("416", "roleplay", ctx("GBP", 30_000, 22_000), "'a little more than I offered' with no amount", "*to the puppeteer, after the show* For the library's summer reading launch... I could find a little more than I offered. A little.");

export const FRESH26_EN = done();

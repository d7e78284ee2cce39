/**
 * Parley's NINETEENTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and
 * without running the reader on it (the only test run was this set's own corpus test, which reads labels). Same
 * message type and label conventions as the original corpus (../index.ts); ids `fresh19-<language>-<nnn>`, disjoint
 * from every other id. Only ../fresh18 was read among the earlier sets, to learn the file shapes, with the "Method."
 * paragraph of each earlier set's index.ts, to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Buying for organisations that are not offices or shops, 84 situations none of the earlier sets uses, many
 * written by LLM purchasing agents on their owners' behalf. Farms and vineyards: a tractor-mounted post knocker,
 * grape picking crates, haylage by the tonne, a used bladder press, an ATV sprayer, a cattle grid, an olive shaker,
 * calf hutches, a rotary hoe, a shearing contractor's day rate, a stainless fermentation tank, a greenhouse heater,
 * hedge laying, galvanised water troughs, paddock fencing, a compact tractor against a market scan, a solar
 * irrigation pump, a pump-and-pipework budget, a mobile grain dryer with a cracked burner housing, an irrigation reel,
 * a refurbished labelling machine, seed barley by the tonne, an old grain auger, straw, a polytunnel frame, horse
 * bedding, feed troughs, a beehive with a nuc. Restaurants, pubs and hotels: a blast chiller, a gelato batch freezer,
 * an ice cream display cabinet, a used fryer, a cellar cooler, chafing dishes, a conveyor toaster, bar stools,
 * linen for three B&Bs, a laundry service for a 62-room hotel, cast-iron skillets for a brunch menu, a refurbished
 * combi steamer, dishwasher chemicals, a night-time clean of the extraction ductwork, champagne coupes for a ballroom,
 * a coffee roaster's espresso contract for three cafés, room kettles, a 10-grid combi at auction, a rotisserie,
 * copper pans, a butcher's block, a hand-painted pub sign. Schools, clinics, charities, churches and clubs: pool lane
 * ropes, sharps bin collections, van hire for a food bank, pipette tips, returfing a rugby pitch, under-9s goalposts,
 * floodlight repair for a hockey club, rugby balls for the minis, a climbing frame voted down by the PTA, stump
 * grinding in a churchyard, laboratory stools, repointing a bell tower, a benchtop autoclave, a bowls club's
 * extraction canopy, a second-hand kiln for an art room, stage curtains, playground resurfacing, a coxless four,
 * a veterinary anaesthesia machine, a sports hall LED retrofit, a cricket club's gang mower, a ski club's snowplough
 * blade, an intraoral X-ray sensor, an abbey's pews, an organ blower motor, a cask of ale and trestle tables for a
 * fete. Trades: acrow prop hire, a pallet of reclaimed bricks, air-dried oak beams, a micro digger for three days, a
 * pallet of engineering bricks in JSON, green oak. These overlap the themes of ../fresh7, ../fresh12, ../fresh13 and
 * ../fresh14 in kind only (their cold room, coffee roaster, dental chair, marquee, minibus, roof repair, mini digger
 * and scaffolding are other situations from these). 84 messages per language: terse 16 (001-016), chat 18
 * (101-118), polite-email 18 (201-218), agent 16 (301-316), roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw,
 * 19 question and 12 ambiguous (14.3%) in each. Local wording per language (UK, Ireland, US, Canada; Germany,
 * Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico, Argentina, Puerto Rico) and local number
 * formats (£1,450 / 1.450 € / € 2.950,– / CHF 400.– / 1 450 € / 1 840,00 € / CHF 400.- / 2200 $ / US$2.200 /
 * 2950 euros). Every language covers bids in digits and in words (005, 104, 213, 303, 401), every relative
 * derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more than the last bid
 * 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity (107 48 rugby balls,
 * 207 24 skillets, 309 60 kettles), self-corrections in three forms (010 "X, sorry, meant Y", 209 "X (should read
 * Y — my error)", 410 "X. No wait — Y"), bids beside other numbers (016 a model number, a count of days and a date;
 * 101 an age group and a phone number; 202 a room count, a PO number, a street number, a postcode and a phone; 216
 * a date and night-time hours; 313 a brick count, a postcode and a date in JSON; 302 a market scan of four listings
 * and a median; 404 a lot number, a grid count and a year), plain, enthusiastic and price-restating acceptances
 * (006, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with a phone number (203), acceptances
 * with a logistics request or question (111, 218, 411), polite and curt walk-aways, several indirect (004 the pool
 * closing, 108 a PTA vote, 206, 214 a local hedger, 312, 405; 011, 115, 413), questions on every subject (shipping
 * 002/215, delivery 102/201/311, warranty 106/208, payment 009/205/414, returns 014/211, negotiable 109/407,
 * standing-offer 113/316, rounds-left 301, discount 116/306), and the ambiguous kinds (a range per tonne 007, a bid
 * conditional on the beams being air-dried 015, sarcasm 105, a price seen elsewhere 112, "-ish"/"around" 118, an
 * acceptance waiting on the governors 212, two prices for two specifications 217, a budget for two items together
 * 304, two prices undecided 314, "meet halfway" with no earlier bid 402, a figure mused over before sleeping on it
 * 409, a grudging yes beside a lower figure 416). Every label was read once more, cold, after the set was written,
 * before the salt was chosen.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh19-0` …
 * `parley-fresh19-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh19-59` (summed difference 16, the only one at 16; the next best 18) gives 43 TUNE / 41 HELD-OUT in
 * every language: TUNE terse 8, polite-email 8, agent 7, roleplay 9, chat 11; price 18, accept 5, withdraw 4,
 * question 10, ambiguous 6; HELD-OUT terse 8, polite-email 10, agent 9, roleplay 7, chat 7; price 16, accept 5,
 * withdraw 5, question 9, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh19 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH19_DE } from "./de";
import { FRESH19_EN } from "./en";
import { FRESH19_ES } from "./es";
import { FRESH19_FR } from "./fr";

export const FRESH19_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH19_EN, de: FRESH19_DE, fr: FRESH19_FR, es: FRESH19_ES };

export const FRESH19: readonly HonestMessage[] = [...FRESH19_EN, ...FRESH19_DE, ...FRESH19_FR, ...FRESH19_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH19_SALT = "parley-fresh19-59";

/** The scenario number of an id (`fresh19-en-209` → `209`), shared by its four language versions. */
export function fresh19ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh19 message belongs to: a pure function of its id's scenario number. */
export function fresh19HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH19_SALT, fresh19ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH19_TUNE: readonly HonestMessage[] = FRESH19.filter((m) => fresh19HalfOf(m.id) === "tune");
export const FRESH19_HELD_OUT: readonly HonestMessage[] = FRESH19.filter((m) => fresh19HalfOf(m.id) === "held-out");

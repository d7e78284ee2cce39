/**
 * Parley's SIXTEENTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and
 * without running the reader on it (the only test run was this set's own corpus test, which reads labels). Same
 * message type and label conventions as the original corpus (../index.ts); ids `fresh16-<language>-<nnn>`, disjoint
 * from every other id. Only ../fresh15 was read among the earlier sets, to learn the file shapes, with the "Method."
 * paragraph of each earlier set's index.ts, to keep clear of their situations; no sentence or situation was
 * borrowed.
 *
 * Method. Travel, leisure and the countryside — 80+ situations none of the earlier sets uses: a beach hut for
 * August, a ski chalet week, a farmhouse for a family reunion, a lakeside lodge at New Year, a lake cottage week, a
 * hunting lodge for a team retreat, a yurt, a seasonal caravan pitch, a family villa, a skippered sailing charter, a
 * narrowboat week, a half-day sea-fishing trip, a river beat season ticket, a guided hill walk and a guided walking
 * weekend, a coach tour of the Highlands, a tour of the west of Ireland, a caving trip, a wildlife photography tour,
 * a husky tour, a sunrise balloon flight, surf lessons, riding lessons, a pony party, sports hospitality; a shearling
 * tup, laying hens, a pair of alpacas, a donkey, a Dexter heifer; a post driver, a brushcutter, a wood chipper, a
 * forestry winch, seasoned logs; raised-bed kits, wildflower seed, bare-root apple trees, a log store, a summerhouse,
 * a log cabin kit, a shepherd's hut, a restored bow-top wagon, a hutch and run, a hazel hurdle; a climbing frame, a
 * playhouse, a cot, a bike trailer; an etching, an oil painting, a watercolour, a bronze hare, hand-dyed yarn, a
 * hand-thrown jug, a length of tweed; a settle, an Edwardian dresser, a Georgian writing bureau, a sea chest, a
 * barometer, a brass carriage clock, an enamel sign, a milk churn, a milking stool, a painted Buckby can, a carved
 * decoy duck, a wicker hamper, a sheepskin, a wood-burning stove; a winter wetsuit, a bodyboard, a bell tent, a family
 * tent, golf clubs, a fly rod, a trail camera, a toboggan, a crash pad, riding boots, a riding hat, a bridle, an
 * electric outboard, a ski-touring set. 84 messages per language: terse 16 (001-016), chat 18 (101-118),
 * polite-email 18 (201-218), agent 16 (301-316), roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw,
 * 19 question and 12 ambiguous (14.3%) in each. Local wording per language (UK, US, Canada, Ireland, Australia;
 * Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico, Argentina, Chile). Every
 * language covers bids in digits (local formats) and in words (005, 108, 204, 301, 407), every relative derivation
 * (amount off the standing offer 010/114/314, off the buyer's last bid 304, more than the last bid 016/312/411,
 * percent off 003/214/308/409, split the difference 105/404), totals for a quantity (110, 209, 306), self-corrections
 * in three forms (008 "X, no — Y", 207 "X (sorry, a typo: I meant Y)", 406 "X... *counts again* no, Y"), bids beside
 * other numbers (012 a model number and a count of spare heads; 102 a phone number; 108 a time; 201 a date, nights,
 * guests, children, dogs, a street number, a postcode and a phone; 209 a quantity, a date, an order number, an
 * address and a phone beside a total; 217 a date; 303 a market scan of four listings, a length range and a
 * median; 310 a model, a year and engine hours in JSON; 401 a lot number, an age and a weight), plain, enthusiastic
 * and price-restating acceptances (004, 104, 011, 211), acceptances with a logistics question or request (202, 218,
 * 412), polite and curt walk-aways (205, 212, 311; 013, 115), questions on every subject (shipping 101/215, delivery
 * 002/206/313, warranty 106/210, payment 009/203/413, returns 015/213, negotiable 109/405, standing-offer 112/316,
 * rounds-left 302, discount 118/307), and the ambiguous kinds (a range 006, a bid conditional on the goods 014,
 * sarcasm 103, a price seen elsewhere 111, "-ish"/"around" 117, waiting for a club committee's approval 208, two
 * prices for two versions of a tour 216, a holiday budget with no bid 309, two prices undecided 315/415, "more than
 * my last" with no amount 403, "I'll sleep on it" 410). Every label was read once more, cold, after the set was
 * written (the re-read took the change of scope out of two agent bids, 308 and 314, before the salt was chosen).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh16-0` …
 * `parley-fresh16-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh16-84` (summed difference 14; the next best 16) gives 44 TUNE / 40 HELD-OUT in every
 * language: TUNE terse 8, polite-email 9, agent 8, roleplay 8, chat 11; price 19, accept 5, withdraw 4,
 * question 10, ambiguous 6; HELD-OUT terse 8, polite-email 9, agent 8, roleplay 8, chat 7; price 15, accept 5,
 * withdraw 5, question 9, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh16 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH16_DE } from "./de";
import { FRESH16_EN } from "./en";
import { FRESH16_ES } from "./es";
import { FRESH16_FR } from "./fr";

export const FRESH16_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH16_EN, de: FRESH16_DE, fr: FRESH16_FR, es: FRESH16_ES };

export const FRESH16: readonly HonestMessage[] = [...FRESH16_EN, ...FRESH16_DE, ...FRESH16_FR, ...FRESH16_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH16_SALT = "parley-fresh16-84";

/** The scenario number of an id (`fresh16-en-209` → `209`), shared by its four language versions. */
export function fresh16ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh16 message belongs to: a pure function of its id's scenario number. */
export function fresh16HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH16_SALT, fresh16ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH16_TUNE: readonly HonestMessage[] = FRESH16.filter((m) => fresh16HalfOf(m.id) === "tune");
export const FRESH16_HELD_OUT: readonly HonestMessage[] = FRESH16.filter((m) => fresh16HalfOf(m.id) === "held-out");

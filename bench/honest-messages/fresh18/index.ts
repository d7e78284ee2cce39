/**
 * Parley's EIGHTEENTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and
 * without running the reader on it (the only test run was this set's own corpus test, which reads labels, beside
 * fresh17's). Same message type and label conventions as the original corpus (../index.ts); ids
 * `fresh18-<language>-<nnn>`, disjoint from every other id. Only ../fresh17 was read among the earlier sets, to learn
 * the file shapes, with the "Method." paragraph of each earlier set's index.ts, to keep clear of their situations;
 * no sentence or situation was borrowed.
 *
 * Method. Private, person-to-person and household deals — 80+ situations none of the earlier sets uses. Second-hand
 * goods sold by individuals: a digital piano and stand, a bass guitar, a trumpet for a boy just starting lessons, a
 * flute, a French horn tried by a daughter, a viola with a luthier's report, a handpan, a cajón at a car boot sale, a
 * Squier electric guitar, a bass amp; a pram, a high chair, a child's bike with stabilisers; a hybrid bike, an
 * e-bike, a full-suspension mountain bike against a market scan, a road bike, a folding Brompton, an exercise bike;
 * a corner sofa, a velvet armchair, four oak dining chairs, an extending dining table, a leather recliner, an oak
 * chest of drawers, a teak sideboard at a house-contents auction, a coffee table with a ring mark, a bookcase, a teak
 * garden bench, eight stacking garden chairs; a 35mm lens, a 70-200 zoom with its hood and caps, an old Pentax film
 * camera; a PS5, a Switch whose controllers may drift, a VR headset, a gaming PC; a fridge-freezer, a washer, a gas
 * grill, a stand mixer, a vacuum cleaner, a box of LEGO; a petrol mower, a set of old hand tools for the garden, a
 * second-hand shed to be put back up. Home and personal services: a plumber for a tap and stopcock, a boiler
 * replacement's warranty, a man with a van for a wardrobe and bed, moving a flat, a pitch raise for a neglected
 * upright piano, maths tutoring twice a week, a block of ten exam lessons, swimming lessons for two siblings, an
 * elopement photographer at a register office, a dog sitter for a weekend, a dog walker every weekday, a cat sitter's
 * daily visits, a small wrist tattoo, painting two bedrooms, redecorating a hall and stairs, lined blackout curtains
 * for a bay window, stair carpet, felling a leylandii, a garden clearance, an end-of-tenancy clean, a made-to-measure
 * dog bed, a pet portrait, a babysitter on New Year's Eve, a vintage wedding car, a face painter for a party.
 * Bookings and rentals: a flat for a weekend (Kinsale, the Wolfgangsee, Montreux, Cádiz), a holiday apartment for
 * half-term, an apartment in Lisbon for a week, a village hall for a mother's birthday, a function room above a pub
 * for a christening, a campervan for a festival weekend and another for a week, a boat trip on holiday, a parking
 * space behind a chippy, a parking space by the station for a year, a small storage unit until March, a damp garage,
 * a room in a shared flat. These overlap the household themes of ../fresh14 in kind only (its piano-tuning contract,
 * house move, tattoo sleeve, wedding photographer, storage unit and camper van are other situations from these). 84
 * messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, US, Canada, Ireland; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain,
 * Argentina, Ecuador, Puerto Rico and the US) and local number formats (£1,275 / 1.275 € / 1 275 € / US$840 / 420
 * francs / "85 näh"). Every language covers bids in digits and in words (005 "forty quid", 104, 213, 303, 401), every
 * relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more than the last
 * bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity (107 four
 * chairs, 207 eight garden chairs, 309 ten lessons), self-corrections in three forms (010 "X — typo, Y", 209 "X —
 * apologies, that's a typo: I meant Y", 410 "X... no, my mistake — Y"), bids beside other numbers (016 a focal range,
 * an aperture and a count of caps; 101 a phone number; 202 a date, a guest count, a street number, a postcode and a
 * phone; 207 a listing number, a count, a date, a street number, a postcode and a phone beside a total; 216 a date,
 * a count of children and times of night; 302 a market scan of four listings, a year and a median; 313 a groupset
 * number, a year and a frame size in JSON; 404 a lot number, a year and a count of drawers), plain, enthusiastic and
 * price-restating acceptances (006, 111, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with
 * a phone number (203), acceptances with a logistics request or question (218, 411), polite and curt walk-aways,
 * several indirect (004 a brother-in-law will do it, 108 the forecast, 206, 214, 312; 011, 115, 405, 413), questions
 * on every subject (shipping 002/215, delivery 102/201/311, warranty 106/208, payment 009/205/414, returns 014/211,
 * negotiable 109/407, standing-offer 113/316, rounds-left 301, discount 116/306), and the ambiguous kinds (a range
 * 007, a bid conditional on the mower starting 015, sarcasm 105, a price seen elsewhere 112, "round about … give or
 * take" 118, an acceptance waiting on the vicar's date 212, two prices for two scopes of a clean 217, a decorating
 * budget that must cover materials 304, two prices undecided 314/416, "a bit over what I said" with no amount 402, a
 * figure mused over before talking it over 409). Every label was read once more, cold, after the set was written,
 * before the salt was chosen (the re-read changed no label).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh18-0` …
 * `parley-fresh18-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh18-4` (summed difference 14, tied with `parley-fresh18-34` and ranked first by
 * choose-salt.ts's order; the next best 16) gives 42 TUNE / 42 HELD-OUT in every language: TUNE terse 8, polite-email 9, agent 7, roleplay 8, chat 10; price 16, accept 7, withdraw 4,
 * question 10, ambiguous 5; HELD-OUT terse 8, polite-email 9, agent 9, roleplay 8, chat 8; price 18, accept 3,
 * withdraw 5, question 9, ambiguous 7. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh18 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH18_DE } from "./de";
import { FRESH18_EN } from "./en";
import { FRESH18_ES } from "./es";
import { FRESH18_FR } from "./fr";

export const FRESH18_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH18_EN, de: FRESH18_DE, fr: FRESH18_FR, es: FRESH18_ES };

export const FRESH18: readonly HonestMessage[] = [...FRESH18_EN, ...FRESH18_DE, ...FRESH18_FR, ...FRESH18_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH18_SALT = "parley-fresh18-4";

/** The scenario number of an id (`fresh18-en-209` → `209`), shared by its four language versions. */
export function fresh18ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh18 message belongs to: a pure function of its id's scenario number. */
export function fresh18HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH18_SALT, fresh18ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH18_TUNE: readonly HonestMessage[] = FRESH18.filter((m) => fresh18HalfOf(m.id) === "tune");
export const FRESH18_HELD_OUT: readonly HonestMessage[] = FRESH18.filter((m) => fresh18HalfOf(m.id) === "held-out");

/**
 * Parley's FOURTEENTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**), its rules or tests,
 * roleplay/**, or the sets written beside it (../fresh12, ../fresh13), and without running the reader on it. Same
 * message type and label conventions as the original corpus (../index.ts); ids `fresh14-<language>-<nnn>`, disjoint
 * from every other id. Earlier sets were read only to learn the file shapes; no sentence was borrowed from them.
 *
 * Method. Rentals, services and repairs bought by households and small firms, and second-hand goods people haggle
 * over — 40+ situations none of the earlier sets uses: a van rental, a piano tuning contract, a mare, a used
 * forklift, a removals crew, a gardener's season, a tattoo sleeve, a boat mooring, a wedding venue deposit, catering
 * for 40, a beehive colony, a wedding photographer, driving lessons, a wedding dress, a bouncy castle, a DJ, a hot
 * tub week, language lessons, folding tables, a dental chair, a barn for a wedding, a kitchen refit, refurbished
 * laptops for a school, a marquee, a piano removal, a storage unit, a house move, a forklift battery, team
 * headshots, landscaping, a sewing machine, office chairs, a camper van, scaffolding hire, a horse trailer, an office
 * cleaning contract, tattoo removal, tablets for a clinic, a house clearance, a staff buffet, CCTV installation, an
 * accordion, a minibus, an office move, a chimney repair, a pizza oven, a roof repair, a treadmill, a saddle, a
 * clarinet, a gilt mirror, a barber chair, a pocket watch, an anvil, a chess set, a rug, a brass lamp, a sidecar, a
 * fiddle, goats, a rocking horse, a gelding, hay. 84 messages per language: terse 16 (001-016), chat 18 (101-118),
 * polite-email 18 (201-218), agent 16 (301-316), roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw,
 * 19 question and 12 ambiguous (14.3%) in each. Local wording per language (UK/US/Canada; Germany, Austria,
 * Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico, Argentina, Colombia). Every language covers bids
 * in digits (local formats) and in words, every relative derivation (amount off the standing offer 006/115/307, off
 * the buyer's last bid 309, more than the last bid 012/313/412, percent off 007/206/409, split the difference
 * 107/405), totals for a quantity (112, 215, 305), self-corrections (009 "X — sorry, Y", 210 "X — correction: Y",
 * 406 "X... no wait, I mean Y"), bids beside other numbers (201 a year, postcode and phone; 209 a date, street
 * number, postcode, PO and phone; 415 an age and a height; 106 hours and a phone; 314 a year in JSON; 302 a market
 * scan), plain, enthusiastic and price-restating acceptances (013, 212), acceptances with a logistics question (218,
 * 411), polite and curt walk-aways, questions on every subject, and the ambiguous kinds (a range, a bid conditional on
 * parts, sarcasm twice, a price seen elsewhere, "halfway" with no earlier bid, awaiting a board's approval, two
 * prices for two dates, "around 3k", "let me think", two prices undecided twice). Every label was read once more,
 * cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh14-0` …
 * `parley-fresh14-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh14-32` (summed difference 14; the next best 16) gives 43 TUNE / 41 HELD-OUT in every
 * language: TUNE terse 7, polite-email 8, agent 9, roleplay 8, chat 11; price 17, accept 5, withdraw 5,
 * question 10, ambiguous 6; HELD-OUT terse 9, polite-email 10, agent 7, roleplay 8, chat 7; price 17, accept 5,
 * withdraw 4, question 9, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh14 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH14_DE } from "./de";
import { FRESH14_EN } from "./en";
import { FRESH14_ES } from "./es";
import { FRESH14_FR } from "./fr";

export const FRESH14_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH14_EN, de: FRESH14_DE, fr: FRESH14_FR, es: FRESH14_ES };

export const FRESH14: readonly HonestMessage[] = [...FRESH14_EN, ...FRESH14_DE, ...FRESH14_FR, ...FRESH14_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH14_SALT = "parley-fresh14-32";

/** The scenario number of an id (`fresh14-en-209` → `209`), shared by its four language versions. */
export function fresh14ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh14 message belongs to: a pure function of its id's scenario number. */
export function fresh14HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH14_SALT, fresh14ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH14_TUNE: readonly HonestMessage[] = FRESH14.filter((m) => fresh14HalfOf(m.id) === "tune");
export const FRESH14_HELD_OUT: readonly HonestMessage[] = FRESH14.filter((m) => fresh14HalfOf(m.id) === "held-out");

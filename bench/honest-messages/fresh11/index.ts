/**
 * Parley's ELEVENTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR REPORTING ONLY: nobody tunes on
 * either half. It is measured once, at the end of the day, to report how the offline reader reads words nobody tuned
 * it on — the nine earlier sets (../fresh … ../fresh9) are all being tuned on by now. It was written blind: without
 * opening the reader's code (language/**), its rules or tests, roleplay/**, or the set written beside it
 * (../fresh10), and without running the reader on it. Same message type and label conventions as the original
 * corpus (../index.ts); ids `fresh11-<language>-<nnn>`, disjoint from every other id. Earlier sets were read only to
 * learn the label conventions; no sentence was borrowed from them.
 *
 * Method. Products and scenarios none of the earlier sets uses (B2B: a 60 kVA diesel generator for a building site,
 * a deli meat slicer, a conveyor, a glass-door beverage cooler for a café, steel lockers for a gym, a refurbished
 * care bed, a vinyl/cutting plotter for a sign shop, an electric pallet jack, a pool table for a pub, a log splitter,
 * industrial fans, a karaoke system, a hay baler, linen carts for a hotel group, a wine fridge; consumer: a ukulele,
 * a band saw, a cement mixer, a cello, a surfboard, a turntable, beehives, hammocks, a foosball table, a snowboard,
 * a grandfather clock, a cedar-strip canoe, a dollhouse, a trampoline, a quad bike, a valve radio, a trombone, a
 * carousel horse, a fire pit, a ping-pong table, a 1981 motorboat). 84 messages per language, weighted toward what
 * is hardest to read while staying ordinary: polite-email 20 (quote, PO, invoice and serial numbers, dates,
 * postcodes, phone numbers, running hours, a charity number in signatures and bodies), agent 15 (paragraphs, one
 * market scan with several amounts, a "Proposal" block, a JSON or YAML block, a markdown table, a bid revised below
 * the agent's own last one), chat 18 (typos, slang, emoji; Austrian and Swiss German, Belgian, Swiss and Québécois
 * French, Mexican, Argentine, Chilean, Colombian and Peninsular Spanish), terse 15, roleplay 16 (stage directions,
 * haggling). 12 ambiguous in each language (14.3%). Every language covers bids in digits and in words (Belgian
 * "septante-cinq", Swiss "huit cents francs"), every relative derivation (amount off the standing offer and off the
 * buyer's last bid, percent off, split the difference, more than my last), totals for a quantity, self-corrections
 * (009 "X — make that Y", 209 "X — correction, I meant Y", 406 "X — scratch that, Y"), non-price numbers beside a
 * bid, plain, enthusiastic and price-restating acceptances, polite and curt walk-aways, questions on every subject
 * (several carrying numbers: a date, a postcode, a count, a return window, a table with the buyer's last bid), and
 * the ambiguous kinds (a range, a bid conditional on accessories, sarcasm, a price seen elsewhere, "meet in the
 * middle" with no earlier bid, a price awaiting a committee, two prices for two options, a number with no role,
 * "sleep on it", "-ish", "let me think", two prices undecided). Every label was read once more, cold, after the set
 * was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh11-0` …
 * `parley-fresh11-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion (halves closest to even by
 * size, style and move; at least 6 of every style, 5 ambiguous and 3 of every clear move on each side), before the
 * reader ever read the set. `parley-fresh11-193` (summed difference 18; the next best 20) gives 43 TUNE / 41
 * HELD-OUT in every language: TUNE terse 9, polite-email 11, agent 8, roleplay 6, chat 9; price 18, accept 5,
 * withdraw 3, question 11, ambiguous 6; HELD-OUT terse 6, polite-email 9, agent 7, roleplay 10, chat 9; price 17,
 * accept 5, withdraw 5, question 8, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name
 * kept for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh11 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH11_DE } from "./de";
import { FRESH11_EN } from "./en";
import { FRESH11_ES } from "./es";
import { FRESH11_FR } from "./fr";

export const FRESH11_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH11_EN, de: FRESH11_DE, fr: FRESH11_FR, es: FRESH11_ES };

export const FRESH11: readonly HonestMessage[] = [...FRESH11_EN, ...FRESH11_DE, ...FRESH11_FR, ...FRESH11_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH11_SALT = "parley-fresh11-193";

/** The scenario number of an id (`fresh11-en-209` → `209`), shared by its four language versions. */
export function fresh11ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh11 message belongs to: a pure function of its id's scenario number. */
export function fresh11HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH11_SALT, fresh11ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH11_TUNE: readonly HonestMessage[] = FRESH11.filter((m) => fresh11HalfOf(m.id) === "tune");
export const FRESH11_HELD_OUT: readonly HonestMessage[] = FRESH11.filter((m) => fresh11HalfOf(m.id) === "held-out");

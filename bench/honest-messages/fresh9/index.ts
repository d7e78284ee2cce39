/**
 * Parley's NINTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR TUNING, both halves: new words
 * for the reader's authors to learn families from, so that the reader reads the NEXT unseen set better. It was
 * still written blind — without opening the reader's code (language/**), its rules or tests, roleplay/**, or the
 * sets kept for reporting (../fresh6, ../fresh7), and without running the reader on it — or it would teach nothing
 * the reader does not already know. Same message type and label conventions as the original corpus (../index.ts);
 * ids `fresh9-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Products and scenarios none of the earlier sets uses (B2B: a scissor lift, a bakery proofing cabinet, a
 * campground awning, patio heaters for a terrace, stainless prep tables for a community kitchen, a sandblasting
 * cabinet, an ice machine, market-stall gazebos, a floor scrubber; consumer: an offset smoker, a drum kit, a
 * chainsaw, a paddleboard, a banjo, winter tyres, a boat trailer, a camper van, a birdcage, a 1974 car). 84 messages
 * per language, weighted toward what is hardest to read: polite-email 20 (order, PO and serial numbers, dates,
 * postcodes, phone numbers, SIRET/CIF/RFC in signatures), agent 15 (paragraphs quoting comparable sales and a
 * budget, a bullet list, a YAML block, a bid revised below the agent's own last one), chat 18 (typos, slang,
 * emoji; Swiss German, Belgian and Québécois French, Mexican, Argentine, Chilean and Colombian Spanish), terse 15,
 * roleplay 16 (stage directions, haggling). 12 ambiguous in each language (14.3%). Every language covers bids in
 * digits and words, every relative derivation (amount off the standing offer and off the buyer's last bid, percent
 * off, split the difference, more than my last), totals for a quantity, self-corrections (009 "X, sorry, meant Y",
 * 209 "X — that should read Y", 406 "X... no, wait, Y"), non-price numbers beside a bid, plain, enthusiastic and
 * price-restating acceptances, polite and curt walk-aways, questions on every subject (several carrying numbers:
 * a date, a postcode, a count, a return window), and the ambiguous kinds (a range, a bid conditional on an
 * accessory, sarcasm, musing, approval pending, two prices, a budget range, acceptance subject to inspection, a
 * bluff, a spouse to ask). Every label was read once more, cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh9-0` … `parley-fresh9-199`
 * (split.ts's hash), by ../choose-salt.ts with fresh5's criterion (halves closest to even by size, style and move;
 * at least 6 of every style, 5 ambiguous and 3 of every clear move on each side). `parley-fresh9-196` (summed
 * difference 10; the next best 14) gives 42 TUNE / 42 HELD-OUT in every language: TUNE terse 7, polite-email 9,
 * agent 8, roleplay 8, chat 10; price 17, accept 6, withdraw 4, question 9, ambiguous 6; HELD-OUT terse 8,
 * polite-email 11, agent 7, roleplay 8, chat 8; price 18, accept 4, withdraw 4, question 10, ambiguous 6. Both
 * halves are for tuning; the split is kept so a tuner can check a change on one half against the other.
 * On the day it was written nobody tuned on it, so it was also reported as unseen (figures only, before and after
 * that day's reader work: bench/README.md, "Four more blind sets"); from the next tuning on it is seen.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh9-tune
 *   node --import tsx bench/honest-messages/run.ts --half fresh9-held-out
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH9_DE } from "./de";
import { FRESH9_EN } from "./en";
import { FRESH9_ES } from "./es";
import { FRESH9_FR } from "./fr";

export const FRESH9_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH9_EN, de: FRESH9_DE, fr: FRESH9_FR, es: FRESH9_ES };

export const FRESH9: readonly HonestMessage[] = [...FRESH9_EN, ...FRESH9_DE, ...FRESH9_FR, ...FRESH9_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH9_SALT = "parley-fresh9-196";

/** The scenario number of an id (`fresh9-en-209` → `209`), shared by its four language versions. */
export function fresh9ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh9 message belongs to: a pure function of its id's scenario number. */
export function fresh9HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH9_SALT, fresh9ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH9_TUNE: readonly HonestMessage[] = FRESH9.filter((m) => fresh9HalfOf(m.id) === "tune");
export const FRESH9_HELD_OUT: readonly HonestMessage[] = FRESH9.filter((m) => fresh9HalfOf(m.id) === "held-out");

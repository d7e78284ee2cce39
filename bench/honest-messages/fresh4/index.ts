/**
 * Parley's FOURTH unseen set of honest-buyer messages (issue 29): written 2026-11-27 once the first three fresh
 * sets (../fresh, ../fresh2, ../fresh3) had been seen and tuned on, so that the reader's targets can again be
 * reported on messages nobody tuned it on. Same message type and label conventions as the original corpus
 * (../index.ts); ids `fresh4-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Written as an independent author would, from how buyers and LLM purchasing agents write — new
 * products and scenarios (B2B: office chairs for a call centre, a commercial espresso machine, printed shirts
 * for a charity run, a hotel room block, security cameras for a warehouse, an e-bike fleet lease, headsets,
 * wine for a hotel, DJ and sound for a gala; consumer: a second-hand sailboat, a used tractor, a logo, a pizza
 * oven, a drone, a jukebox, a camera body) — BEFORE reading the reader's code (language/**), its rules or its
 * tests, without reading roleplay/**, and without running the reader while writing. 84 messages per language,
 * weighted toward the styles that are hard in general: polite-email 19 (greeting, context, body, a signature
 * with phone, street address, postcode, VAT/SIRET/CIF numbers), agent 19 ("Proposal:" blocks, JSON fragments,
 * bullet lists, boilerplate, a restated budget or market scan with several numbers of which one is the bid),
 * chat 16, terse 15, roleplay 15 (stage directions); 12 ambiguous in each (14.3%). Each language is written as
 * its buyers write (local number formats 1.250,00 € / 1 250 € / CHF 4'800 / 1,250.00, formal and informal
 * registers, local idioms for accepting, walking away and haggling), not translated. Every language covers bids
 * in digits and words, every relative derivation (amount off, percent off, split the difference, more than my
 * last), totals for a quantity, self-corrections in four shapes ("X — sorry — Y", "X. wait no, Y", "wrote X but
 * meant Y", "X... *crosses it out* no — Y"), non-price numbers beside a bid, plain, enthusiastic and
 * price-restating acceptances, polite and curt walk-aways, questions on every subject, and the ambiguous kinds
 * (ranges, two prices, two options, sarcasm, approval pending, bids conditional on extras, a tentative agent
 * acceptance, musing). Every label was read once more, cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh2 and fresh3, so tuning on one language's version of a situation cannot
 * leak into another's. The salt was chosen once, among `parley-fresh4-0` … `parley-fresh4-199` (split.ts's
 * hash), before the reader was run on the set: the one whose halves are closest to even by size, style and move
 * (price, accept, withdraw, question, ambiguous; summed absolute differences) with at least 6 of every style, 5
 * ambiguous and 3 of every clear move on each side. `parley-fresh4-137` (summed difference 14; the next best 16)
 * gave 42 TUNE / 42 HELD-OUT in every language: TUNE terse 6, chat 8, polite-email 10, agent 11, roleplay 7;
 * price 21, accept 5, withdraw 4, question 6, ambiguous 6; HELD-OUT terse 9, chat 8, polite-email 9, agent 8,
 * roleplay 8; price 18, accept 5, withdraw 5, question 8, ambiguous 6. Tune on TUNE; report HELD-OUT, once.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh4-tune     (for tuning; --missed allowed)
 *   node --import tsx bench/honest-messages/run.ts --half fresh4-held-out (for reporting only)
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH4_DE } from "./de";
import { FRESH4_EN } from "./en";
import { FRESH4_ES } from "./es";
import { FRESH4_FR } from "./fr";

export const FRESH4_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH4_EN, de: FRESH4_DE, fr: FRESH4_FR, es: FRESH4_ES };

export const FRESH4: readonly HonestMessage[] = [...FRESH4_EN, ...FRESH4_DE, ...FRESH4_FR, ...FRESH4_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH4_SALT = "parley-fresh4-137";

/** The scenario number of an id (`fresh4-en-209` → `209`), shared by its four language versions. */
export function fresh4ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh4 message belongs to: a pure function of its id's scenario number. */
export function fresh4HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH4_SALT, fresh4ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH4_TUNE: readonly HonestMessage[] = FRESH4.filter((m) => fresh4HalfOf(m.id) === "tune");
export const FRESH4_HELD_OUT: readonly HonestMessage[] = FRESH4.filter((m) => fresh4HalfOf(m.id) === "held-out");

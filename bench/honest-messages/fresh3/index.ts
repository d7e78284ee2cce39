/**
 * Parley's THIRD unseen set of honest-buyer messages (issue 29): written 2026-11-28 once the first two fresh sets
 * (../fresh, ../fresh2) had been seen and tuned on, so that the reader's targets can again be reported on
 * messages nobody tuned it on. Same message type and label conventions as the original corpus (../index.ts); ids
 * `fresh3-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Written from how buyers and LLM purchasing agents write — new products and scenarios (B2B: pallets of
 * copier paper, SaaS seats and licences, a catering contract, conference booth space, used forklifts, solar
 * panels and inverters, translation work; consumer: a violin, a wedding dress, a used car, concert tickets, an
 * upright piano), agent paragraphs as agent frameworks emit them ("Proposal:" blocks, JSON fragments, bullet
 * lists with a restated budget, market scans with several numbers of which one is the bid, polite boilerplate) —
 * BEFORE reading the reader's code (language/**), its rules or its tests, without reading roleplay/**, and
 * without running the reader while writing. 84 messages per language in the five styles (terse 17, chat 17,
 * polite-email 17, agent 17, roleplay 16), 12 ambiguous in each (14.3%). Each language is written as its buyers
 * write (local number formats and idioms for accepting, walking away and haggling; its own products and figures
 * where a situation allows), not translated from the English. Every language covers bids in digits and words,
 * every relative derivation, totals for a quantity, self-corrections in three shapes ("X, typo, Y", "X. actually
 * no, Y", "Y, not X as I typed"), non-price numbers beside a bid, acceptances and walk-aways, questions on every
 * subject, and the ambiguous kinds (ranges, hedges, sarcasm, approval pending, conditional bids, two options,
 * musing).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh2, so tuning on one language's version of a situation cannot leak into
 * another's. The salt was chosen once, among `parley-fresh3-0` … `parley-fresh3-199` (split.ts's hash), before
 * the reader was run on the set: the one whose halves are closest to even by size, style and move (price,
 * accept, withdraw, question, ambiguous; summed absolute differences) with at least 6 of every style, 5
 * ambiguous and 3 of every clear move on each side. It gave 42 TUNE / 42 HELD-OUT in every language. Tune on
 * TUNE; report HELD-OUT, once.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh3-tune     (for tuning; --missed allowed)
 *   node --import tsx bench/honest-messages/run.ts --half fresh3-held-out (for reporting only)
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH3_DE } from "./de";
import { FRESH3_EN } from "./en";
import { FRESH3_ES } from "./es";
import { FRESH3_FR } from "./fr";

export const FRESH3_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH3_EN, de: FRESH3_DE, fr: FRESH3_FR, es: FRESH3_ES };

export const FRESH3: readonly HonestMessage[] = [...FRESH3_EN, ...FRESH3_DE, ...FRESH3_FR, ...FRESH3_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH3_SALT = "parley-fresh3-126";

/** The scenario number of an id (`fresh3-en-406` → `406`), shared by its four language versions. */
export function fresh3ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh3 message belongs to: a pure function of its id's scenario number. */
export function fresh3HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH3_SALT, fresh3ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH3_TUNE: readonly HonestMessage[] = FRESH3.filter((m) => fresh3HalfOf(m.id) === "tune");
export const FRESH3_HELD_OUT: readonly HonestMessage[] = FRESH3.filter((m) => fresh3HalfOf(m.id) === "held-out");

/**
 * Parley's SECOND unseen set of honest-buyer messages (issue 29): written 2026-11-27 once the first fresh set
 * (../fresh) had been seen, so that a reader tuned on the corpus, the fresh set and half of this one can again be
 * reported on messages nobody tuned it on. Same message type and label conventions as the original corpus
 * (../index.ts); ids `fresh2-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Written from how buyers and LLM buyer agents write — new products (drones, espresso machines, 3D
 * printers, caravans, rowing machines, a market scene with lanterns, saddles and dragon scales), new wording —
 * BEFORE reading the reader's code (language/**), its rules or its tests, and without running the reader while
 * writing. 83 messages per language in the five styles (terse 17, chat 17, polite-email 16, agent 16, roleplay
 * 17), 12 ambiguous in each (14.5%). Every language covers bids in its local formats, prices in words, every
 * relative derivation, totals, self-corrections in three shapes ("X, sorry, meant Y", "X and not Y", "I meant X,
 * not Y"), non-price numbers beside a bid, acceptances and walk-aways, questions on every subject, and the
 * ambiguous kinds of the original corpus.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation): the situations recur across the languages in local form, so splitting by the whole
 * id would put a scenario's English version in TUNE and its German one in HELD-OUT, and tuning on one would leak
 * into the other. The salt was chosen once among 200 (split.ts's hash) for the halves closest to even by style,
 * clarity and move with at least 6 of every style and 5 ambiguous on each side: 41 TUNE / 42 HELD-OUT per
 * language. Tune on TUNE; report HELD-OUT, once.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh2-tune     (for tuning; --missed allowed)
 *   node --import tsx bench/honest-messages/run.ts --half fresh2-held-out (for reporting only)
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH2_DE } from "./de";
import { FRESH2_EN } from "./en";
import { FRESH2_ES } from "./es";
import { FRESH2_FR } from "./fr";

export const FRESH2_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH2_EN, de: FRESH2_DE, fr: FRESH2_FR, es: FRESH2_ES };

export const FRESH2: readonly HonestMessage[] = [...FRESH2_EN, ...FRESH2_DE, ...FRESH2_FR, ...FRESH2_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH2_SALT = "parley-fresh2-159";

/** The scenario number of an id (`fresh2-en-406` → `406`), shared by its four language versions. */
export function scenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh2 message belongs to: a pure function of its id's scenario number. */
export function fresh2HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH2_SALT, scenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH2_TUNE: readonly HonestMessage[] = FRESH2.filter((m) => fresh2HalfOf(m.id) === "tune");
export const FRESH2_HELD_OUT: readonly HonestMessage[] = FRESH2.filter((m) => fresh2HalfOf(m.id) === "held-out");

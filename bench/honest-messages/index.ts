/**
 * Parley's honest-buyer message corpus (issue 29, "Must show" item 1): what ordinary buyers — people and
 * LLM purchasing agents — write to a shop's negotiator, in English, German, French and Spanish, each message
 * labelled with what a careful person would read. It measures the offline reader (bench/honest-messages/run.ts):
 * how many clear messages it reads correctly at HIGH, how many it misreads at HIGH, how many ambiguous ones it
 * acts on.
 *
 * Method. The messages were written from how buyers talk (terse bids, emails with signatures full of phone
 * numbers, addresses, order numbers and dates; agents' paragraphs quoting market prices; haggling in character;
 * casual chat with typos and emoji; prices in words and in local formats; relative bids; self-corrections),
 * BEFORE anyone tuned the reader on them and without reading the reader's code. Do not edit a message to suit
 * the reader; add messages instead (a new id does not move the others between halves).
 *
 * The split: every message falls in TUNE or HELD-OUT by a hash of its id (FNV-1a and murmur3's finaliser, with
 * a fixed salt chosen once among 200 so that each language, style and clarity is close to half and half:
 * 274 TUNE / 258 HELD-OUT when it was chosen). Tune on TUNE; report HELD-OUT.
 *
 * Labels reviewed (2026-11, once more after writing, message by message):
 * - clear vs ambiguous: "clear" only when a careful person would act without asking. Bids with a condition on
 *   other terms ("95 if you throw in shipping"), two prices without a correction, ranges, "around"/"-ish",
 *   musing ("hmm, 520..."), sarcasm, "might accept", "let me think", a price seen elsewhere, an acceptance subject
 *   to approval, "meet in the middle" with no earlier bid, are ambiguous; a bid with a self-correction
 *   ("500, no wait, 480"), "440 (up from 400)", "drop it to 480 and we have a deal", "480?? no. 400" are clear.
 * - prices: every price label is the UNIT price in minor units; a total (basis "total") was divided by the
 *   quantity and divides exactly; a price without a derivation is written in the text in digits (any local
 *   format); a "words" derivation names the phrase as it appears; a relative derivation recomputes exactly from
 *   the context (tests/bench/honest-corpus.test.ts checks all of this mechanically).
 * - acceptances name no price or exactly the standing offer ("ok 520 it is!" when the offer is 520).
 * - numbers that are not prices (phone numbers, street numbers, postcodes, order and PO numbers, dates, market
 *   medians, budgets per quarter, a typo being corrected) sit beside a single clear bid, or make the message
 *   ambiguous when no bid is clear.
 * - question subjects: shipping = cost or inclusion of shipping; delivery = when or how fast; discount = "can you
 *   do better", volume discounts; negotiable = "is the price negotiable/fixed"; standing-offer = "what is your
 *   price again"; rounds-left; warranty; returns; payment.
 */
import type { Language } from "../../language/interpretation";
import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { saltedHash } from "./split";
import type { HonestMessage } from "./types";

export * from "./types";

export const HONEST_MESSAGES: readonly HonestMessage[] = [...EN, ...DE, ...FR, ...ES];

export const BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: EN, de: DE, fr: FR, es: ES };

export type Half = "tune" | "held-out";

/** Chosen once so that every language and style splits close to half and half; never change it. */
const SPLIT_SALT = "parley-honest-59";

/** The half a message belongs to: a pure function of its id. */
export function halfOf(id: string): Half {
  return saltedHash(SPLIT_SALT, id) % 2 === 0 ? "tune" : "held-out";
}

export const TUNE: readonly HonestMessage[] = HONEST_MESSAGES.filter((m) => halfOf(m.id) === "tune");
export const HELD_OUT: readonly HonestMessage[] = HONEST_MESSAGES.filter((m) => halfOf(m.id) === "held-out");

/** The FRESH held-out set (fresh/index.ts): written after HELD-OUT had been seen; report it, never tune on it. */
export { FRESH_BY_LANGUAGE, FRESH_HELD_OUT } from "./fresh";

/** The SECOND unseen set (fresh2/index.ts), split TUNE / HELD-OUT by scenario: tune on FRESH2_TUNE only. */
export { FRESH2, FRESH2_BY_LANGUAGE, FRESH2_HELD_OUT, FRESH2_TUNE, fresh2HalfOf } from "./fresh2";

/** The THIRD unseen set (fresh3/index.ts), split TUNE / HELD-OUT by scenario like fresh2: tune on FRESH3_TUNE only. */
export { FRESH3, FRESH3_BY_LANGUAGE, FRESH3_HELD_OUT, FRESH3_TUNE, fresh3HalfOf } from "./fresh3";

/** The FOURTH unseen set (fresh4/index.ts), split TUNE / HELD-OUT by scenario like fresh3: tune on FRESH4_TUNE only. */
export { FRESH4, FRESH4_BY_LANGUAGE, FRESH4_HELD_OUT, FRESH4_TUNE, fresh4HalfOf } from "./fresh4";

/** The FIFTH unseen set (fresh5/index.ts), split TUNE / HELD-OUT by scenario like fresh4: tune on FRESH5_TUNE only. */
export { FRESH5, FRESH5_BY_LANGUAGE, FRESH5_HELD_OUT, FRESH5_TUNE, fresh5HalfOf } from "./fresh5";

/** The SIXTH set (fresh6/index.ts), split TUNE / HELD-OUT by scenario like fresh5; its HELD-OUT half is seen now too. */
export { FRESH6, FRESH6_BY_LANGUAGE, FRESH6_HELD_OUT, FRESH6_TUNE, fresh6HalfOf } from "./fresh6";

/** The SEVENTH set (fresh7/index.ts), split by scenario like fresh6: written to report on, tuned on since it was reported. */
export { FRESH7, FRESH7_BY_LANGUAGE, FRESH7_HELD_OUT, FRESH7_TUNE, fresh7HalfOf } from "./fresh7";

/** The EIGHTH set (fresh8/index.ts), split by scenario like fresh7, written blind for tuning: tune on both halves. */
export { FRESH8, FRESH8_BY_LANGUAGE, FRESH8_HELD_OUT, FRESH8_TUNE, fresh8HalfOf } from "./fresh8";

/** The NINTH set (fresh9/index.ts), split by scenario like fresh5, written blind for tuning: tune on both halves. */
export { FRESH9, FRESH9_BY_LANGUAGE, FRESH9_HELD_OUT, FRESH9_TUNE, fresh9HalfOf } from "./fresh9";

/** The TENTH set (fresh10/index.ts), split by scenario like fresh7, written blind for reporting only: tune on neither half. */
export { FRESH10, FRESH10_BY_LANGUAGE, FRESH10_HELD_OUT, FRESH10_TUNE, fresh10HalfOf } from "./fresh10";

/** The ELEVENTH set (fresh11/index.ts), split by scenario like fresh9, written blind for reporting only: tune on neither half. */
export { FRESH11, FRESH11_BY_LANGUAGE, FRESH11_HELD_OUT, FRESH11_TUNE, fresh11HalfOf } from "./fresh11";

/** The TWELFTH set (fresh12/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH12, FRESH12_BY_LANGUAGE, FRESH12_HELD_OUT, FRESH12_TUNE, fresh12HalfOf } from "./fresh12";

/** The THIRTEENTH set (fresh13/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH13, FRESH13_BY_LANGUAGE, FRESH13_HELD_OUT, FRESH13_TUNE, fresh13HalfOf } from "./fresh13";

/** The FOURTEENTH set (fresh14/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH14, FRESH14_BY_LANGUAGE, FRESH14_HELD_OUT, FRESH14_TUNE, fresh14HalfOf } from "./fresh14";

/** The FIFTEENTH set (fresh15/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH15, FRESH15_BY_LANGUAGE, FRESH15_HELD_OUT, FRESH15_TUNE, fresh15HalfOf } from "./fresh15";

/** The SIXTEENTH set (fresh16/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH16, FRESH16_BY_LANGUAGE, FRESH16_HELD_OUT, FRESH16_TUNE, fresh16HalfOf } from "./fresh16";

/** The SEVENTEENTH set (fresh17/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH17, FRESH17_BY_LANGUAGE, FRESH17_HELD_OUT, FRESH17_TUNE, fresh17HalfOf } from "./fresh17";

/** The EIGHTEENTH set (fresh18/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH18, FRESH18_BY_LANGUAGE, FRESH18_HELD_OUT, FRESH18_TUNE, fresh18HalfOf } from "./fresh18";

/** The NINETEENTH set (fresh19/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH19, FRESH19_BY_LANGUAGE, FRESH19_HELD_OUT, FRESH19_TUNE, fresh19HalfOf } from "./fresh19";

/** The TWENTIETH set (fresh20/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH20, FRESH20_BY_LANGUAGE, FRESH20_HELD_OUT, FRESH20_TUNE, fresh20HalfOf } from "./fresh20";

/** The TWENTY-FIRST set (fresh21/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (fifteenth session), its HELD-OUT half still reported only. */
export { FRESH21, FRESH21_BY_LANGUAGE, FRESH21_HELD_OUT, FRESH21_TUNE, fresh21HalfOf } from "./fresh21";

/** The TWENTY-SECOND set (fresh22/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (sixteenth session), its HELD-OUT half still reported only. */
export { FRESH22, FRESH22_BY_LANGUAGE, FRESH22_HELD_OUT, FRESH22_TUNE, fresh22HalfOf } from "./fresh22";

/** The TWENTY-THIRD set (fresh23/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (seventeenth session), its HELD-OUT half still reported only. */
export { FRESH23, FRESH23_BY_LANGUAGE, FRESH23_HELD_OUT, FRESH23_TUNE, fresh23HalfOf } from "./fresh23";

/** The TWENTY-FOURTH set (fresh24/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (eighteenth session), its HELD-OUT half still reported only. */
export { FRESH24, FRESH24_BY_LANGUAGE, FRESH24_HELD_OUT, FRESH24_TUNE, fresh24HalfOf } from "./fresh24";

/** The TWENTY-FIFTH set (fresh25/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (nineteenth session), its HELD-OUT half still reported only. */
export { FRESH25, FRESH25_BY_LANGUAGE, FRESH25_HELD_OUT, FRESH25_TUNE, fresh25HalfOf } from "./fresh25";

/** The TWENTY-SIXTH set (fresh26/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (twentieth session), its HELD-OUT half still reported only. */
export { FRESH26, FRESH26_BY_LANGUAGE, FRESH26_HELD_OUT, FRESH26_TUNE, fresh26HalfOf } from "./fresh26";

/** The TWENTY-SEVENTH set (fresh27/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (twenty-first session), its HELD-OUT half still reported only. */
export { FRESH27, FRESH27_BY_LANGUAGE, FRESH27_HELD_OUT, FRESH27_TUNE, fresh27HalfOf } from "./fresh27";

/** The TWENTY-EIGHTH set (fresh28/index.ts), split by scenario like fresh11, written blind for reporting; its TUNE half opened to tune on (twenty-second session), its HELD-OUT half still reported only. */
export { FRESH28, FRESH28_BY_LANGUAGE, FRESH28_HELD_OUT, FRESH28_TUNE, fresh28HalfOf } from "./fresh28";

/** The TWENTY-NINTH set (fresh29/index.ts), split by scenario like fresh11, written blind for reporting only: tune on neither half. */
export { FRESH29, FRESH29_BY_LANGUAGE, FRESH29_HELD_OUT, FRESH29_TUNE, fresh29HalfOf } from "./fresh29";

import { FRESH_HELD_OUT } from "./fresh";
import { FRESH2 } from "./fresh2";
import { FRESH3 } from "./fresh3";
import { FRESH4 } from "./fresh4";
import { FRESH5 } from "./fresh5";
import { FRESH6 } from "./fresh6";
import { FRESH7 } from "./fresh7";
import { FRESH8 } from "./fresh8";
import { FRESH9 } from "./fresh9";
import { FRESH10 } from "./fresh10";
import { FRESH11 } from "./fresh11";
import { FRESH12 } from "./fresh12";
import { FRESH13 } from "./fresh13";
import { FRESH14 } from "./fresh14";
import { FRESH15 } from "./fresh15";
import { FRESH16 } from "./fresh16";
import { FRESH17 } from "./fresh17";
import { FRESH18 } from "./fresh18";
import { FRESH19 } from "./fresh19";
import { FRESH20 } from "./fresh20";
import { FRESH21 } from "./fresh21";
import { FRESH22 } from "./fresh22";
import { FRESH23 } from "./fresh23";
import { FRESH24 } from "./fresh24";
import { FRESH25 } from "./fresh25";
import { FRESH26 } from "./fresh26";
import { FRESH27 } from "./fresh27";
import { FRESH28 } from "./fresh28";
import { FRESH29 } from "./fresh29";

/** Every set, in the order they were written (the original corpus first). */
const IN_WRITING_ORDER: ReadonlyArray<readonly [string, readonly HonestMessage[]]> = [
  ["corpus", HONEST_MESSAGES],
  ["fresh", FRESH_HELD_OUT],
  ["fresh2", FRESH2],
  ["fresh3", FRESH3],
  ["fresh4", FRESH4],
  ["fresh5", FRESH5],
  ["fresh6", FRESH6],
  ["fresh7", FRESH7],
  ["fresh8", FRESH8],
  ["fresh9", FRESH9],
  ["fresh10", FRESH10],
  ["fresh11", FRESH11],
  ["fresh12", FRESH12],
  ["fresh13", FRESH13],
  ["fresh14", FRESH14],
  ["fresh15", FRESH15],
  ["fresh16", FRESH16],
  ["fresh17", FRESH17],
  ["fresh18", FRESH18],
  ["fresh19", FRESH19],
  ["fresh20", FRESH20],
  ["fresh21", FRESH21],
  ["fresh22", FRESH22],
  ["fresh23", FRESH23],
  ["fresh24", FRESH24],
  ["fresh25", FRESH25],
  ["fresh26", FRESH26],
  ["fresh27", FRESH27],
  ["fresh28", FRESH28],
  ["fresh29", FRESH29],
];

/** The messages of every set written before `name` ("fresh12"): what a new set's ids and texts must stay apart from. */
export function setsBefore(name: string): HonestMessage[] {
  const at = IN_WRITING_ORDER.findIndex(([set]) => set === name);
  if (at < 0) throw new Error(`no honest-message set named ${name}`);
  return IN_WRITING_ORDER.slice(0, at).flatMap(([, messages]) => [...messages]);
}

/**
 * Parley's FRESH held-out set of honest-buyer messages (issue 29): a second held-out set, written 2026-11 once
 * the original HELD-OUT half (index.ts) had been seen by the reader's developer, so that the reader can again be
 * reported on messages nobody tuned it on. Same message type and label conventions as the original corpus
 * (index.ts); ids `fresh-<language>-<nnn>`, disjoint from the original ids; none of it is TUNE.
 *
 * Method. Written from how buyers and LLM buyer agents write — new products, scenarios, wording and lengths,
 * not copies or paraphrases of the original messages — WITHOUT reading the reader's code (language/**) or its
 * tests, and without running the reader on these messages while writing them. Styles in roughly the original
 * proportions; about 80% clear and 20% ambiguous. Every language covers bids in digits and in its local formats
 * (1.234,50 / 1 234,50 / 1'234.50 / 1,234.50, with and without a currency), prices in words, relative bids
 * (amount off, percent off, split the difference, amount over the last bid), self-corrections, non-price
 * numbers beside a bid, acceptances and walk-aways in many forms, questions on every subject, and ambiguous
 * messages (ranges, "a bit more" without an amount, two prices, conditions, sarcasm, approval pending, a price
 * seen elsewhere, musing). Each module's docblock records its label review; tests/bench/honest-corpus.test.ts
 * checks the labels mechanically as for the original corpus.
 *
 * Checked after writing: every label once more by hand (see each module's docblock); the texts against the
 * original corpus in the same language by word overlap, and the closest (a reordered returns question, agent
 * acceptances and "N more than my last" worded like the original) rewritten; what remains close is the stock
 * phrase itself ("abgemacht", "me lo quedo"). As in the original corpus, many scenarios recur across the four
 * languages in local form (the same agent, email and roleplay situations), so per-language figures compare.
 *
 * Report it with `node --import tsx bench/honest-messages/run.ts --half fresh`. Do not tune on it: once its
 * misses have been read, it is no longer held out.
 */
import type { Language } from "../../../language/interpretation";
import type { HonestMessage } from "../types";
import { FRESH_DE } from "./de";
import { FRESH_EN } from "./en";
import { FRESH_ES } from "./es";
import { FRESH_FR } from "./fr";

export const FRESH_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH_EN, de: FRESH_DE, fr: FRESH_FR, es: FRESH_ES };

export const FRESH_HELD_OUT: readonly HonestMessage[] = [...FRESH_EN, ...FRESH_DE, ...FRESH_FR, ...FRESH_ES];

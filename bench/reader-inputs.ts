/**
 * Messages built to make a reader of buyers' words slow: long runs of what its rules look at (digits,
 * separators, currencies, range words, dates, phone numbers, injection cues, invisible characters). Shared by
 * the unit tests (which count the work, tests/language/) and `npm run bench -- reader` (which times it).
 */

/** For readPrices: each repeats to any length; `sized` cuts it. */
export const ADVERSARIAL_PRICE_TEXTS: ReadonlyArray<[name: string, unit: string]> = [
  ["digits and separators", "1,"],
  ["digits and spaces", "1 234 "],
  ["long digit run", "9"],
  ["currency soup", "€1 EUR 1 $1k "],
  ["letters and digits", "a1b2c3"],
  ["ranges", "1-2-"],
  ["between", "between 1 and "],
  ["dates", "2024-05-"],
  ["phone", "+1 "],
  ["base64ish", "QUJDRA=="],
  // One number per digit: each is read with its own windows of rules, so these were the costliest (issue 26).
  ["digit, space", "1 "],
  ["digit, comma, space", "1, "],
  ["digit, semicolon", "1;"],
  ["digit, apostrophe", "1'"],
  ["digit, dot", "1."],
  ["digit, slash", "1/"],
  ["currency symbols", "€1"],
  ["repeated currency symbols", "$$€ 1 "],
];

/** For the offline interpreter (whole messages: phrase rules, injection rules, then the prices). */
export const ADVERSARIAL_MESSAGES: ReadonlyArray<[name: string, unit: string]> = [
  ["injection cue", "ignore "],
  ["digits and separators", "1,"],
  ["one letter", "a"],
  ["offers", "I'll pay 1 "],
  ["zero-width spaces", "\u200B"],
  ["base64-like", "AAAA"],
  ["digits and spaces", "1 234 "],
  ["ranges", "1-2-"],
  ["digit, space", "1 "],
  ["digit, comma, space", "1, "],
  ["digit, semicolon", "1;"],
  ["digit, apostrophe", "1'"],
  ["digit, dot", "1."],
  ["currency symbols", "€1"],
  ["repeated currency symbols", "$$€ 1 "],
];

/** An ordinary buyer's message, repeated: the baseline the bench compares the adversarial ones with. */
export const PLAIN_MESSAGE = "Hello, we like the espresso machine. Could you do 790 EUR per unit? Delivery next week would suit us. ";

/** `unit` repeated and cut to exactly `length` characters. */
export function sized(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

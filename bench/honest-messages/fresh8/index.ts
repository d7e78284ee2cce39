/**
 * Parley's EIGHTH honest-buyer set (issue 29), written for TUNING: both halves are for the reader's authors to learn
 * word families from, so that the reader reads the NEXT unseen set better. Written 2026-11-27 blind — before reading
 * the reader's code (language/**), its rules or its tests, without reading roleplay/**, the held-out sixth set or the
 * seventh set, and without running the reader on it — so that it holds wording the reader does not already know.
 * Same message type and label conventions as the original corpus (../index.ts); ids `fresh8-<language>-<nnn>`.
 *
 * Method. Products and scenarios none of the earlier sets uses (a sailing dinghy, a drum kit, a kegerator, a
 * pressure washer, a MIG welder, tile saws, a photocopier, a banjo, a letterpress proof press, a popcorn machine,
 * ice machines, a theodolite, patio heaters, a vending machine, a chainsaw, a roof tent, a bread slicer, a grooming
 * table, a solar kit, a quilt, an antique globe, a tandem, a weather vane, a marble bust, an espresso grinder).
 * 84 messages per language: polite-email 18 (signatures with phone, street address, postcode, a PO number, a
 * SIRET/CIF), agent 18 (plain paragraphs mostly; one JSON block, one YAML-like block, one short bullet list; market
 * comps beside the bid), chat 18, terse 15, roleplay 15 (stage directions). 12 ambiguous in each language. Each
 * language as its buyers write (2.750 € / 2 750 € / CHF 1'850.– / US$ 4,800 / £1,050; registers; idioms such as
 * "couper la poire en deux", "Friss oder stirb", "lo tomas o lo dejas"), not translated. Every language covers
 * bids in digits and words, every relative derivation (amount off, percent off, split the difference, more than my
 * last, in digits and in words), totals for a quantity, self-corrections (009 "X. typo: Y", 107 "X oops meant Y",
 * 209 an erratum paragraph, 408 "X... no, Y"), non-price numbers beside a bid, plain, enthusiastic and
 * price-restating acceptances, polite and curt walk-aways, questions on every subject, and the ambiguous kinds (a
 * rough figure, two options, sarcasm, "might take it" after asking a spouse, "-ish" if delivered, acceptance
 * subject to a board, a price hanging on a delivery date, a range, a tentative agent figure, two options in a list,
 * "between 700 and 800", musing). Every label was read once more, cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number, as for fresh2 to fresh7. The salt was
 * chosen once, among `parley-fresh8-0` … `parley-fresh8-199`, by ../choose-salt.ts (fresh5's criterion: halves
 * closest to even by size, style and move, with at least 6 of every style, 5 ambiguous and 3 of every clear move
 * on each side), before anyone ran the reader on the set. `parley-fresh8-26` (summed difference 14; the next best
 * 20) gives 43 TUNE / 41 HELD-OUT in every language: TUNE terse 8, chat 9, polite-email 11, agent 8, roleplay 7;
 * price 18, accept 6, withdraw 5, question 8, ambiguous 6; HELD-OUT terse 7, chat 9, polite-email 7, agent 10,
 * roleplay 8; price 19, accept 5, withdraw 4, question 7, ambiguous 6. Both halves are for tuning; the halves exist so that a tuning pass can still check itself on the half it did not look at.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh8-tune
 *   node --import tsx bench/honest-messages/run.ts --half fresh8-held-out
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH8_DE } from "./de";
import { FRESH8_EN } from "./en";
import { FRESH8_ES } from "./es";
import { FRESH8_FR } from "./fr";

export const FRESH8_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH8_EN, de: FRESH8_DE, fr: FRESH8_FR, es: FRESH8_ES };

export const FRESH8: readonly HonestMessage[] = [...FRESH8_EN, ...FRESH8_DE, ...FRESH8_FR, ...FRESH8_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH8_SALT = "parley-fresh8-26";

/** The scenario number of an id (`fresh8-en-209` → `209`), shared by its four language versions. */
export function fresh8ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh8 message belongs to: a pure function of its id's scenario number. */
export function fresh8HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH8_SALT, fresh8ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH8_TUNE: readonly HonestMessage[] = FRESH8.filter((m) => fresh8HalfOf(m.id) === "tune");
export const FRESH8_HELD_OUT: readonly HonestMessage[] = FRESH8.filter((m) => fresh8HalfOf(m.id) === "held-out");

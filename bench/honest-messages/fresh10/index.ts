/**
 * Parley's TENTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR REPORTING ONLY: nobody tunes on
 * either half. The nine earlier sets are all tuned on now, so this one is what is left to say how the reader reads
 * words nobody tuned it on; it is measured once, at the end of the day, figures only. It was written blind —
 * without opening the reader's code (language/**), its rules or tests, roleplay/**, or the set another writer
 * wrote the same day, and without running the reader on it. Same message type and label conventions as the original
 * corpus (../index.ts); ids `fresh10-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Products and scenarios none of the earlier sets uses (B2B: a diesel generator for a festival, boltless
 * steel shelving, gym lockers, a club's aluminium bleachers, a lectern and stage risers for a school and a
 * conference, cabinet egg incubators for a poultry farm, an electric pedicab for city tours, an industrial bandsaw;
 * consumer: a kamado grill, a tuba, a trampoline, a canoe, a mandolin, a stroller, easels, hammocks, a horsebox, a
 * marimba, a wingback armchair, an anvil and forge, a Victorian dollhouse, a clarinet, a fire pit, wheelbarrows, a
 * bunk bed, a dartboard cabinet). Written the way buyers write on an ordinary day, mostly plain prose, not puzzles:
 * 84 messages per language — polite-email 18 (signatures with addresses, postcodes, phone numbers, PO and quote
 * numbers, SIRET/CIF), agent 18 (paragraphs, a market scan with a ceiling, a bullet list, a JSON or YAML block, a
 * bid revised below the agent's own last one), chat 18 (typos, slang, emoji; Swiss German, Viennese, Belgian and
 * Québécois French, Argentine and Mexican Spanish), terse 15, roleplay 15 (stage directions). 12 ambiguous in each
 * language. Every language has bids in digits and in words, every relative derivation (amount off the standing
 * offer and off the buyer's last bid, more than my last, percent off, split the difference), totals for a quantity,
 * self-corrections (009 "X — no, make that Y", 209 "X. Correction: Y", 406 "X — hang on, Y"), other numbers beside
 * a bid (engine hours, a time and a distance, a model number, a year and mileage, a PO number and an address),
 * plain, enthusiastic and price-restating acceptances (013, 210, 315 restate the standing offer), polite and curt
 * walk-aways, questions on every subject, and ambiguous kinds ("-ish", a bid hanging on an accessory, sarcasm,
 * musing, "might" take it, a vote pending, two prices, a budget bracket, acceptance subject to a survey, "in the
 * region of" pending a report, a bluff with no number, sleeping on it). Every label was read once more, cold,
 * after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh10-0` …
 * `parley-fresh10-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion (halves closest to even by
 * size, style and move; at least 6 of every style, 5 ambiguous and 3 of every clear move on each side), before
 * anyone ran the reader on the set. `parley-fresh10-26` (summed difference 12; the next best 16) gives 41 TUNE /
 * 43 HELD-OUT in every language: TUNE terse 9, polite-email 9, agent 7, roleplay 7, chat 9; price 17, accept 5,
 * withdraw 4, question 9, ambiguous 6; HELD-OUT terse 6, polite-email 9, agent 11, roleplay 8, chat 9; price 18,
 * accept 5, withdraw 4, question 10, ambiguous 6. Both halves report (the names only keep fresh7's shape); do not
 * tune on either, and do not list its misread messages where a tuner would read them.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh10 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH10_DE } from "./de";
import { FRESH10_EN } from "./en";
import { FRESH10_ES } from "./es";
import { FRESH10_FR } from "./fr";

export const FRESH10_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH10_EN, de: FRESH10_DE, fr: FRESH10_FR, es: FRESH10_ES };

export const FRESH10: readonly HonestMessage[] = [...FRESH10_EN, ...FRESH10_DE, ...FRESH10_FR, ...FRESH10_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH10_SALT = "parley-fresh10-26";

/** The scenario number of an id (`fresh10-en-209` → `209`), shared by its four language versions. */
export function fresh10ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh10 message belongs to: a pure function of its id's scenario number. */
export function fresh10HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH10_SALT, fresh10ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH10_TUNE: readonly HonestMessage[] = FRESH10.filter((m) => fresh10HalfOf(m.id) === "tune");
export const FRESH10_HELD_OUT: readonly HonestMessage[] = FRESH10.filter((m) => fresh10HalfOf(m.id) === "held-out");

/**
 * Parley's SIXTH unseen set of honest-buyer messages (issue 29): written 2026-11-27 once the first five fresh
 * sets (../fresh, ../fresh2 … ../fresh5) had been seen and tuned on, so that the reader's targets can again be
 * reported on messages nobody tuned it on. Same message type and label conventions as the original corpus
 * (../index.ts); ids `fresh6-<language>-<nnn>`, disjoint from every other id.
 *
 * Method. Written blind, as an independent author would, from how buyers and LLM purchasing agents write —
 * products and scenarios none of the earlier sets uses (B2B: a soft-serve machine for an ice-cream parlour, a
 * string quartet for a wedding, a heat pump installation, 24 microscopes for a school lab, roller blinds for a law
 * office, a bouncy castle for a village fete, a spiral dough mixer for a bakery, an aquarium for a restaurant,
 * stage lighting hire, linen tablecloths; consumer: a harp, a barrel sauna, a typewriter, a wood lathe, a crystal
 * chandelier, bar lamps, a vintage Vespa, a chess set; at a market stall: a copper cauldron, a bolt of silk, a
 * brass compass, a kettle and a lute) — without opening the reader's code (language/**), its rules or its tests,
 * without reading roleplay/**, and without running the reader on the set. 84 messages per language, weighted
 * toward the hard styles: polite-email 19 (bids among dates, quote, order and PO numbers, inclusions — "including
 * delivery and staff training", "fitting included" — and signatures with phone, postcode, EIN / USt-IdNr. /
 * SIRET / CIF / RFC), agent 19 (as agent frameworks emit them: YAML, JSON in the language's own keys, key: value
 * blocks, markdown tables of comparables or options, a markdown strikethrough), chat 16, terse 15, roleplay 15
 * (acceptances, walk-aways and corrections in stage directions); 12 ambiguous in each (14.3%). Each language is
 * written as its buyers write, with regional variants (US, UK, Canadian English; German, Austrian and Swiss
 * German; French, Belgian, Swiss and Québécois French; Spanish, Mexican, Argentine, Colombian and Chilean
 * Spanish; 6.850 € / 6 850 $ / US$ 6,850 / CHF 1'100.– / "septante", "huitante"), not translated. Every language
 * covers bids in digits and words; every relative derivation the types support (amount off the standing offer,
 * amount off the buyer's OWN last bid (006, 317), amount over the last bid, percent off, split the difference, in
 * digits and in words); totals for a quantity ("for 24 of them", 6 lamps, 16 fixtures); self-corrections in five
 * shapes new to the sets (009 "X — make that Y", 107 "X" then "*Y sorry fat thumbs", 209 "I wrote X; the figure I
 * intended is Y", 306 "~~X~~ Y", 406 a figure chalked, rubbed out and chalked again); questions carrying numbers
 * (postcodes, dates, "if any of the 24", "48 instead of 24", "3 payments") on every subject; acceptances and
 * walk-aways in idioms and in gestures; and the ambiguous kinds (a bid conditional on an inclusion, a vague band,
 * sarcasm, "a little higher" with no amount, subject to board approval, two prices by delivery date, checking with
 * a partner, two options in a table, an agent's unsent draft, a non-binding indicative figure, musing while
 * leaving to look around, coins short with the rest "tomorrow"). Every label was read once more, cold, after the
 * set was written, and before the salt was chosen (the re-read moved one last bid and removed a date condition
 * from a percent-off bid, so that no clear bid carries a condition).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh2 to fresh5, so tuning on one language's version of a situation cannot
 * leak into another's. The salt was chosen once, among `parley-fresh6-0` … `parley-fresh6-199` (split.ts's
 * hash), before the reader was run on the set, by ../choose-salt.ts: the one whose halves are closest to even by
 * size, style and move (price, accept, withdraw, question, ambiguous; summed absolute differences) with at least
 * 6 of every style, 5 ambiguous and 3 of every clear move on each side. `parley-fresh6-128` (summed difference 16;
 * the next best 18) gives 43 TUNE / 41 HELD-OUT in every language: TUNE terse 8, chat 9, polite-email 11, agent 8,
 * roleplay 7; price 20, accept 6, withdraw 4, question 7, ambiguous 6; HELD-OUT terse 7, chat 7, polite-email 8,
 * agent 11, roleplay 8; price 19, accept 4, withdraw 5, question 7, ambiguous 6. The test
 * (tests/bench/honest-corpus-fresh6.test.ts) checks that the salt is still the best by this criterion.
 * Tune on TUNE; report HELD-OUT, once.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh6-tune     (for tuning; --missed allowed)
 *   node --import tsx bench/honest-messages/run.ts --half fresh6-held-out (was for reporting; seen since 2026-11-27)
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH6_DE } from "./de";
import { FRESH6_EN } from "./en";
import { FRESH6_ES } from "./es";
import { FRESH6_FR } from "./fr";

export const FRESH6_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH6_EN, de: FRESH6_DE, fr: FRESH6_FR, es: FRESH6_ES };

export const FRESH6: readonly HonestMessage[] = [...FRESH6_EN, ...FRESH6_DE, ...FRESH6_FR, ...FRESH6_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH6_SALT = "parley-fresh6-128";

/** The scenario number of an id (`fresh6-en-209` → `209`), shared by its four language versions. */
export function fresh6ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh6 message belongs to: a pure function of its id's scenario number. */
export function fresh6HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH6_SALT, fresh6ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH6_TUNE: readonly HonestMessage[] = FRESH6.filter((m) => fresh6HalfOf(m.id) === "tune");
export const FRESH6_HELD_OUT: readonly HonestMessage[] = FRESH6.filter((m) => fresh6HalfOf(m.id) === "held-out");

/**
 * Parley's TWELFTH set of honest-buyer messages (issue 29), written 2026-11-27 blind, to MEASURE the offline reader
 * on words nobody tuned it on. It was written without opening the reader's code (language/**), its rules or tests,
 * roleplay/**, or the set written beside it (../fresh13), and without running the reader on it. Same message type
 * and label conventions as the original corpus (../index.ts); ids `fresh12-<language>-<nnn>`, disjoint from every
 * other id. Only ../fresh11 was read, as a template of shape; no sentence, product or scenario was borrowed.
 *
 * Method. Everyday second-hand and small-business purchases that no earlier set uses — home (a chest freezer, a
 * sofa bed, an oak wardrobe, a rocking chair, a cast-iron bathtub, a mangle, a dehumidifier, a massage chair),
 * hobby (a theremin, a zither, a spinning wheel, a drum machine, a chess set, a pedal car, bagpipes, a bassoon, a
 * harmonium, a letterpress, a sidecar, a ship's bell, a laser engraver, a metal detector), trade tools (a brick
 * saw, a plate compactor, a laser level, a floor sander, a miter saw, an airless sprayer, a core drill, a planer
 * thicknesser, a router table, a hedge trimmer, a rotavator, a mini digger, an oscilloscope), office (a label
 * printer, a shredder, a franking machine, a booklet maker, filing cabinets, a laminating machine, a plan chest, a
 * drafting table), farm (a cider press, a milking machine, a flail mower, a seed drill, a cattle crush, a shearing
 * machine, a poultry plucker, a scarifier, a hen house, a honey extractor) and catering (a glasswasher, a
 * salamander grill, a combi steamer, hot cupboards, a vacuum packer, a slush machine, a dough sheeter, chafing
 * dishes, a spiral mixer, a pellet grill, a crêpe maker, a proving cabinet, a waffle iron, a pasta machine).
 * 84 messages per language, the ordinary mix: terse 18, chat 18, polite-email 16, agent 16, roleplay 16; 12
 * ambiguous in each language (14.3%). Per language: price 36, accept 10, withdraw 8, question 18, ambiguous 12.
 * Every language covers bids in digits in local formats ("$1,950", "1.950,00 €", "1 950,00 €", "CHF 1'150.–",
 * "US$2,150") and in words (002, 105, 206, 313, 407: "forty quid", "vierzig Stutz", "quarante balles", "cuarenta
 * pavos"), every relative derivation (amount off the standing offer 006, 115, 214, 409; off the buyer's last bid
 * 310; more than the last bid 012, 316, 410; percent off 007, 209, 306; the middle 106, 406), totals for a quantity
 * (016, 205, 305), self-corrections (009 "X. Sorry, meant Y", 207 "X — apologies, that should read Y", 405 "X — no,
 * hang on, Y", in local wordings), bids beside other numbers (a model number 008, a phone number 101, someone
 * else's price 107, a time 112, a PO number, year, date, street number, postcode and phone 201, a quote number,
 * quantity and street number 212, a market scan 301, a reference, year and roller size 308, a decade and a weight
 * 401, hours and a year 416), plain, enthusiastic and price-restating acceptances (013, 210, 315) and acceptances
 * with a logistics request or question (102, 202, 302, 413), polite and curt walk-aways, questions on every subject
 * (several carrying numbers: a warranty term, a postcode, a date, a weight, an invoice number, a count, a serial
 * number), and honest ambiguous kinds: a range 011, a bid conditional on accessories 014, sarcasm 109, a price seen
 * elsewhere 110, "meet me halfway" with no earlier bid 116, a figure awaiting a council's vote 211, two options
 * priced 215, a spending ceiling with a request for the lowest price 307, two owners' prices undecided 312,
 * "around … give or take" 408, "let me chew on it" 412, a hedged "maybe… don't hold me to it" 414. Every label was
 * read once more, cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh12-0` …
 * `parley-fresh12-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion (halves closest to even by
 * size, style and move; at least 6 of every style, 5 ambiguous and 3 of every clear move on each side), before the
 * reader ever read the set. `parley-fresh12-49` (summed difference 16, tied with
 * `parley-fresh12-94` and first by number; the next best 18) gives 42 TUNE / 42 HELD-OUT in every language: TUNE
 * terse 10, polite-email 9, agent 8, roleplay 9, chat 6; price 18, accept 5, withdraw 4, question 8, ambiguous 7;
 * HELD-OUT terse 8, polite-email 7, agent 8, roleplay 7, chat 12; price 18, accept 5, withdraw 4, question 10,
 * ambiguous 5.
 *
 * How it was used (2026-11-27, evening). Both halves were measured figures-only with the reader of the last commit
 * (9e881e5). Then the TUNE half was opened and tuned on, by structure (bench/README.md, "Three more blind sets");
 * the HELD-OUT half stayed unseen, reported figures-only with fresh13 and fresh14.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh12-held-out --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH12_DE } from "./de";
import { FRESH12_EN } from "./en";
import { FRESH12_ES } from "./es";
import { FRESH12_FR } from "./fr";

export const FRESH12_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH12_EN, de: FRESH12_DE, fr: FRESH12_FR, es: FRESH12_ES };

export const FRESH12: readonly HonestMessage[] = [...FRESH12_EN, ...FRESH12_DE, ...FRESH12_FR, ...FRESH12_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH12_SALT = "parley-fresh12-49";

/** The scenario number of an id (`fresh12-en-207` → `207`), shared by its four language versions. */
export function fresh12ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh12 message belongs to: a pure function of its id's scenario number. */
export function fresh12HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH12_SALT, fresh12ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH12_TUNE: readonly HonestMessage[] = FRESH12.filter((m) => fresh12HalfOf(m.id) === "tune");
export const FRESH12_HELD_OUT: readonly HonestMessage[] = FRESH12.filter((m) => fresh12HalfOf(m.id) === "held-out");

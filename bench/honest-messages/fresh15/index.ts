/**
 * Parley's FIFTEENTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**), its rules or tests,
 * roleplay/**, or the statistical second opinion, and without running the reader on it. Same message type and label
 * conventions as the original corpus (../index.ts); ids `fresh15-<language>-<nnn>`, disjoint from every other id.
 * Only ../fresh14 was read among the earlier sets, to learn the file shapes; no sentence or situation was borrowed
 * from it.
 *
 * Method. Digital and business purchases and collectibles — 40+ situations none of the earlier sets uses: a domain
 * name, a podcast mid-roll slot and a sponsorship package, SaaS seats, design-software and analytics licences, a
 * stock-photo bundle, managed hosting, a dedicated server, a shop migration, a web-design job, a brand identity
 * package, translation of a manual, a flyer print run, trade-show booth space, a Christmas-market pitch, a conference
 * sponsorship, festival passes, wholesale green coffee, olive oil by the case, pallets of floor tiles, seed potatoes
 * by the tonne, a pallet of returns, logo T-shirts, solar panels, an inverter, a 3D printer, a coffee truck, a food
 * trailer, a step van, a refurbished espresso machine, rack servers, a server rack, a used mixing desk, a Moog
 * synthesizer, a drum machine, a pedalboard, a turntable, a jukebox, a pinball machine, an arcade cabinet, a crate of
 * records, a warped LP, a gramophone, a vintage motorbike (a Triumph, a CB400F, a BSA), a 1974 Vespa, a sailing dinghy,
 * a clinker rowing boat, a greenhouse kit and an ex-display greenhouse, a Dobsonian telescope, an EQ mount, an
 * eyepiece case, a brass telescope, a cracked-mirror telescope, a sextant, a camera lens, a drone, trading cards, a
 * coin collection, a stamp album, Silver Age comics and a comic box, a sealed LEGO set, a tin robot, a samovar, a
 * guitar, an old brass cash register, an old racing bike, a loom, an aerial photo archive. 84 messages per language:
 * terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316), roleplay 16 (401-416);
 * 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording per language (UK, US,
 * Canada, Ireland, Australia; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico,
 * Argentina, Chile). Every language covers bids in digits (local formats) and in words (002, 105, 205, 310, 404),
 * every relative derivation (amount off the standing offer 006/115/307, off the buyer's last bid 309, more than the
 * last bid 012/313/412, percent off 007/206/409, split the difference 107/405), totals for a quantity (112, 215, 305),
 * self-corrections in three forms (009 "X, I mean Y", 210 "X (typo — should read Y)", 406 "X... hang on, make that
 * Y"), bids beside other numbers (008 a model number and a quantity; 106 a page count and a phone; 201 a year, a street
 * number, a postcode and a phone; 209 a quantity, a date, a postcode, a PO and a phone beside a price per tonne; 301 a
 * head count and 25 seats beside a price per seat; 302 a market scan with a median; 314 a year in JSON; 415 a year, an
 * engine size and a mileage), plain, enthusiastic and price-restating acceptances (003, 102, 013, 212), acceptances
 * with a logistics question (218, 411), polite and curt walk-aways (203, 213; 114), questions on every subject, and
 * the ambiguous kinds (a range 011, a bid conditional on the goods 014, sarcasm 109/414, a price seen elsewhere 110,
 * "-ish"/"around" 117, waiting for a finance director's approval 208, two prices for two options 217, a quarterly
 * budget with no bid 312, two shortlisted prices undecided 315/410, "let me sleep on it" 407). Every label was read
 * once more, cold, after the set was written.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh15-0` …
 * `parley-fresh15-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh15-111` (summed difference 10; the next best 18) gives 42 TUNE / 42 HELD-OUT in every
 * language: TUNE terse 8, polite-email 9, agent 8, roleplay 8, chat 9; price 17, accept 3, withdraw 4,
 * question 12, ambiguous 6; HELD-OUT terse 8, polite-email 9, agent 8, roleplay 8, chat 9; price 17, accept 7,
 * withdraw 5, question 7, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh15 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH15_DE } from "./de";
import { FRESH15_EN } from "./en";
import { FRESH15_ES } from "./es";
import { FRESH15_FR } from "./fr";

export const FRESH15_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH15_EN, de: FRESH15_DE, fr: FRESH15_FR, es: FRESH15_ES };

export const FRESH15: readonly HonestMessage[] = [...FRESH15_EN, ...FRESH15_DE, ...FRESH15_FR, ...FRESH15_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH15_SALT = "parley-fresh15-111";

/** The scenario number of an id (`fresh15-en-209` → `209`), shared by its four language versions. */
export function fresh15ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh15 message belongs to: a pure function of its id's scenario number. */
export function fresh15HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH15_SALT, fresh15ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH15_TUNE: readonly HonestMessage[] = FRESH15.filter((m) => fresh15HalfOf(m.id) === "tune");
export const FRESH15_HELD_OUT: readonly HonestMessage[] = FRESH15.filter((m) => fresh15HalfOf(m.id) === "held-out");

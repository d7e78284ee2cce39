/**
 * Parley's THIRTEENTH set of honest-buyer messages (issue 29), written 2026-11-27 FOR REPORTING ONLY: nobody tunes on
 * either half. It measures how the offline reader reads words nobody tuned it on. It was written blind: without
 * opening the reader's code (language/**), its rules or tests, roleplay/**, or the set written beside it
 * (../fresh12), and without running the reader on it. Same message type and label conventions as the original
 * corpus (../index.ts); ids `fresh13-<language>-<nnn>`, disjoint from every other id. Only ../fresh11 was read, to
 * learn the file shapes; no sentence, product or scenario was borrowed from it.
 *
 * Method. Procurement by schools, clinics, restaurants, workshops, event companies, a parish, a property manager and
 * an NGO (a risograph duplicator, a Chromebook charging cart, stacking chairs, an upright piano, an autoclave, an ECG
 * machine, a defibrillator, a water filtration unit, a kitchen deep-clean, an undercounter dishwasher, a pizza oven,
 * an ice-cream batch freezer, a sous-vide circulator, a bain-marie, a range hood, a vacuum sealer, a planetary mixer,
 * a lathe, a MIG welder, a 3D printer, a dental chair, an examination couch, a spirometer, a microscope, a rack
 * server, UPS batteries, a marquee, an aluminium truss set, a portable stage, stage lighting, height-adjustable desks,
 * winter tyres, a turbocharger, gutter cleaning) and private buyers (a bass clarinet, a marimba, a tuba, a bandoneon,
 * a concert harp, a tenor sax, timpani, an oboe, a double bass, an accordion, a violin bow, a drum kit, a cargo bike,
 * a chesterfield sofa, a bunk bed, a wardrobe, a church pew, a pottery wheel, a kiln, a sewing machine, a chainsaw,
 * a pressure washer, a tile saw, a camper awning, a roof box, a bike rack, a telescope, a pinball machine...).
 * 84 messages per language, the same 84 scenarios in each, weighted toward LLM purchasing agents and casual chat:
 * agent 20 (paragraphs, a markdown table of market prices, an "Offer:" bullet list, a JSON and a YAML block, the
 * principal quoted, a bid revised below the agent's own last one), chat 20 (typos, slang, emoji; Swiss German,
 * Québécois, Argentine and Mexican Spanish), polite-email 16 (PO, invoice and order numbers, addresses, postcodes,
 * phone numbers, dates, running hours, years), terse 14, roleplay 14 (stage directions, haggling). 12 ambiguous in
 * each language (14.3%). Every language covers bids in digits ("1.280,00 €", "1 280,00 €", "CHF 4'100.–", "$1,280.00",
 * "US$800") and in words ("twelve hundred", "zwölfhundert", "mille deux cents", "mil doscientos"...), every relative
 * derivation (amount off the standing offer 006/106/308/407, off the buyer's last bid 310, more than the last bid
 * 012/319/413, percent off 007/213, split the difference 112/314), totals for a quantity (202, 309), self-corrections
 * (009 "X, sorry, I meant Y", 116 "X no wait Y", 209 "X — correction: Y"), other numbers beside one bid (008, 108,
 * 201, 208, 214, 316, 410), plain, enthusiastic and price-restating acceptances (013, 210, 315), a signed acceptance
 * (203), acceptances followed by a logistics request (102, 215, 320), polite and curt walk-aways, questions on every
 * subject (some carrying numbers: a postcode, a date, a return window, payment terms, a quantity), and the ambiguous
 * kinds (a range, sarcasm, "-ish", musing, a price seen elsewhere, a price awaiting a finance committee, two options
 * priced, a budget ceiling asking the seller to quote, a bid conditional on installation, "meet in the middle" with
 * no earlier bid, "let me think", two prices undecided). Every label was read once more, cold, after the set was
 * written (four bids that named an extra the seller had to include were reworded before the salt was chosen).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh13-0` …
 * `parley-fresh13-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion (halves closest to even by
 * size, style and move; at least 6 of every style, 5 ambiguous and 3 of every clear move on each side), before the
 * reader ever read the set. `parley-fresh13-48` (summed difference 14, tied with `parley-fresh13-65` and taken
 * first by name; the next best 18) gives 43 TUNE / 41 HELD-OUT in every language: TUNE terse 7, polite-email 8,
 * agent 10, roleplay 8, chat 10; price 16, accept 7, withdraw 3, question 11, ambiguous 6; HELD-OUT terse 7,
 * polite-email 8, agent 10, roleplay 6, chat 10; price 19, accept 6, withdraw 4, question 6, ambiguous 6. Both halves
 * are for REPORTING; the "tune" half is only a name kept for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh13 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH13_DE } from "./de";
import { FRESH13_EN } from "./en";
import { FRESH13_ES } from "./es";
import { FRESH13_FR } from "./fr";

export const FRESH13_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH13_EN, de: FRESH13_DE, fr: FRESH13_FR, es: FRESH13_ES };

export const FRESH13: readonly HonestMessage[] = [...FRESH13_EN, ...FRESH13_DE, ...FRESH13_FR, ...FRESH13_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH13_SALT = "parley-fresh13-48";

/** The scenario number of an id (`fresh13-en-209` → `209`), shared by its four language versions. */
export function fresh13ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh13 message belongs to: a pure function of its id's scenario number. */
export function fresh13HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH13_SALT, fresh13ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH13_TUNE: readonly HonestMessage[] = FRESH13.filter((m) => fresh13HalfOf(m.id) === "tune");
export const FRESH13_HELD_OUT: readonly HonestMessage[] = FRESH13.filter((m) => fresh13HalfOf(m.id) === "held-out");

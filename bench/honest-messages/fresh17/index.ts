/**
 * Parley's SEVENTEENTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and
 * without running the reader on it (the only test run was this set's own corpus test, which reads labels). Same
 * message type and label conventions as the original corpus (../index.ts); ids `fresh17-<language>-<nnn>`, disjoint
 * from every other id. Only ../fresh16 was read among the earlier sets, to learn the file shapes, with the "Method."
 * paragraph of each earlier set's index.ts, to keep clear of their situations; no sentence or situation was
 * borrowed.
 *
 * Method. Business-to-business trade and services — 80+ situations none of the earlier sets uses: shop and office
 * fit-out (a roller shutter for a shop front, a reception desk, a phone-repair kiosk in a shopping centre, an epoxy
 * workshop floor, a quartz worktop fitted, carpet tiles for an office floor, a shop awning, Cat6 cabling of an office
 * floor, a window decal, a counter's joinery within a café fit-out budget); IT and telephony (a barcode scanner, a
 * refurbished POS terminal, sixteen desk phones, an ex-demo server-room air-conditioning unit); catering and events
 * (compostable cups, festoon lights, walkie-talkie hire for a festival, a mobile bar, crowd barriers, chair covers,
 * portable toilets for an open day, banquet chairs, a deck oven, a stainless counter); print and signage (an LED neon
 * sign, a van wrap, roller banners, an annual report, printed mailer boxes); cleaning and maintenance contracts
 * (grease-trap servicing, window cleaning for an arcade, PAT testing, lift maintenance, a trade-waste bin, a carpet
 * clean, pest control for a bakery, an after-builders clean, an HVAC service contract, washroom services, grounds
 * maintenance of a business park); used plant and vehicles (a tow-behind compressor, a tipper, a light tower, a
 * reefer trailer, a road-sweeper attachment, a container site office, a site dumper at auction, a pickup, a cherry
 * picker); workshop machines (a pillar drill, an edgebander, a wheel balancer, a dust extractor, a pipe threader, a
 * two-post lift, a sheet-metal folder, a guillotine, a sliding-table panel saw, a press brake, a surface grinder, an
 * embroidery machine, a bench vice); wholesale lots (a pallet of nitrile gloves, brollies, steel pedestals,
 * end-of-line mugs, hand sanitiser by the case, end-of-line stock, reclaimed bricks, floor paint, an ex-display
 * reception sofa, shop shelving, an exhibition stand); freelance and bureau work (subtitling webinars, product
 * photography, a voice-over, bookkeeping and payroll, an explainer animation, catalogue copywriting, a payroll bureau
 * for a charity); commercial space (a pop-up unit for December, a market-hall stall, a meeting room by the day, a
 * dedicated co-working desk). 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18
 * (201-218), agent 16 (301-316), roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous
 * (14.3%) in each. Local wording per language (UK, US, Canada, Ireland, Australia; Germany, Austria, Switzerland;
 * France, Belgium, Switzerland, Québec; Spain, Mexico, Argentina, Chile) and local number formats (£1,500 /
 * Fr. 1'500.– / 1 500 € / 1.500 € / US$3.250 / 3 250 $). Every language covers bids in digits and in words (003,
 * 108, 204, 301, 407), every relative derivation (amount off the standing offer 010/114/314, off the buyer's last
 * bid 304, more than the last bid 016/312/411, percent off 005/214/308/409, split the difference 105/404), totals for
 * a quantity (110, 209, 306), self-corrections in three forms (008 "X, sorry, Y — fat thumbs", 207 "X. Edit: that
 * should read Y", 406 "X... hang on, wrong key — Y"), bids beside other numbers (012 a model number and a count of
 * spare bags; 102 a phone number; 201 a date, a count of wall units, a kiosk number, a postcode, a phone and a
 * VAT/USt-IdNr./SIRET/CIF number; 209 a quantity, a model, a date, a PO number, a street number, a postcode and a
 * phone beside a total; 217 a date and a count of units; 303 a market scan of four listings and a median; 310 a
 * model, a year and a bending length in JSON; 401 a lot number, a year and engine hours), plain, enthusiastic and
 * price-restating acceptances (004, 113, 402; 104; 011, 211), an agent's acceptance (305), acceptances with a
 * logistics question or request (202 signed with a phone number, 218, 412), polite and curt walk-aways (107, 205,
 * 212, 311, 408; 007, 013, 115, 414), questions on every subject (shipping 002/215, delivery 101/206/313, warranty
 * 106/210, payment 009/203/413, returns 015/213, negotiable 109/405, standing-offer 112/316, rounds-left 302,
 * discount 118/307), and the ambiguous kinds (a range 006, a bid conditional on the goods 014, sarcasm 103, a price
 * seen elsewhere 111, "-ish"/"around" 117, waiting for a managing agent's approval 208, two prices for two scopes of
 * service 216, a fit-out budget with no bid 309, two prices undecided 315/415, "higher than last time" with no amount
 * 403, "I'll sleep on it" 410). Every label was read once more, cold, after the set was written, before the salt was
 * chosen (the re-read turned three questions that opened with an order or "as quoted" (206, 213, 215) into plain
 * questions, so none reads as an acceptance, and took the delivery date out of the bid in 209).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh17-0` …
 * `parley-fresh17-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh17-168` (summed difference 14; the next best 16) gives 43 TUNE / 41 HELD-OUT in every
 * language: TUNE terse 8, polite-email 10, agent 8, roleplay 9, chat 8; price 17, accept 4, withdraw 5,
 * question 10, ambiguous 7; HELD-OUT terse 8, polite-email 8, agent 8, roleplay 7, chat 10; price 17, accept 6,
 * withdraw 4, question 9, ambiguous 5. Both halves are for REPORTING; the "tune" half is only a name kept for the
 * shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh17 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH17_DE } from "./de";
import { FRESH17_EN } from "./en";
import { FRESH17_ES } from "./es";
import { FRESH17_FR } from "./fr";

export const FRESH17_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH17_EN, de: FRESH17_DE, fr: FRESH17_FR, es: FRESH17_ES };

export const FRESH17: readonly HonestMessage[] = [...FRESH17_EN, ...FRESH17_DE, ...FRESH17_FR, ...FRESH17_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH17_SALT = "parley-fresh17-168";

/** The scenario number of an id (`fresh17-en-209` → `209`), shared by its four language versions. */
export function fresh17ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh17 message belongs to: a pure function of its id's scenario number. */
export function fresh17HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH17_SALT, fresh17ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH17_TUNE: readonly HonestMessage[] = FRESH17.filter((m) => fresh17HalfOf(m.id) === "tune");
export const FRESH17_HELD_OUT: readonly HonestMessage[] = FRESH17.filter((m) => fresh17HalfOf(m.id) === "held-out");

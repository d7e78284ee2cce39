/**
 * Parley's TWENTY-FIFTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, and this set's own corpus
 * test, which reads labels). Same message type and label conventions as the original corpus (../index.ts); ids
 * `fresh25-<language>-<nnn>`, disjoint from every other id. Only ../fresh24 was read among the earlier sets, to learn
 * the file shapes, with the "Method." paragraph of each earlier set's index.ts, to keep clear of their situations; no
 * sentence or situation was borrowed.
 *
 * Method. Supplies, raw materials, freight and storage bought by small makers, traders and farms — people who make or
 * sell things buying what goes into them and what moves them — 84 situations none of the earlier sets uses, many
 * written by LLM agents buying on their owners' behalf and a quarter of each language typed on a phone (no capitals
 * or accents, typos, emoji, run-ons) or by non-native speakers, with the terms such buyers name beside the price (a
 * bottling day, a pallet's height and weight, carriage to an island or across a border, a 30-day account, a
 * collection window, calving or housing dates, a co-op's vote, a quarterly commitment, a bonded warehouse). Makers'
 * materials: a pallet of 330 ml amber bottles for a microbrewery, crown caps that may not fit (returns), hops on the
 * next courier, Maris Otter pale malt by the tonne, juniper for a gin batch, an IBC of neutral spirit; soy wax flakes
 * (carriage), beeswax given up for a neighbour's cappings, 200 g and 250 g candle jars undecided, fragrance oil priced
 * at another wholesaler, a soap maker's raw shea butter, caustic soda by the sack, coconut oil by the drum in JSON,
 * shrink film and a heat gun given up; stoneware clay by the tonne, sterling silver sheet on condition of free
 * postage, a roll of copper sheet, a pewter ingot mused over, a box of antler offcuts for a knife maker's handles, O1
 * tool steel (rounds left), kiln-dried American black walnut against a market scan, burr elm veneer, a block of lime
 * wood for a carver, Alpine spruce guitar tops, marine plywood for a boat, reflex foam for an upholsterer, hessian by
 * the yard "halfway" with no earlier bid, raw linseed oil (is the price final), slate offcuts for a sign maker, tarred
 * marline walked away from, horseshoe blanks for a farrier, natural indigo for a dyer, Jacob fleeces for a felt
 * maker, undyed organic cotton hoodies for a label that garment-dyes, white plastisol ink for a print shop in Belfast
 * (Vienna, Liège, Palma), aged oud oil for a perfumer, amber dropper bottles for a skincare maker, woozy bottles for a
 * hot-sauce maker (volume price), chillies given up; food makers' supplies: couverture before Easter, lamination
 * butter awaiting a bakery co-op's members, Alphonso mango purée for a gelato shop, a pallet of jam jars before the
 * strawberries, sugar by the pallet, sea salt for a crisp maker, unrefined cocoa butter revised below the agent's own
 * last offer, dried hibiscus for kombucha met with sarcasm, lip balm tins "-ish", pink peppercorns for a spice stall,
 * goat's milk for a cheesemaker, Seville oranges for marmalade with "a bit above what I said", a trailer of pumpkins
 * for a farm shop, dried lavender bunches and peonies for a market stall and a florist, oyster mushroom spawn, a
 * pallet of lime mortar put on account. Farms: a sprayer for winter barley, ewe nuts by the tonne (a range),
 * fertiliser on a 30-day account, layers pellets by the bag, silage bale wrap's guarantee, lime spread by the tonne,
 * calf milk replacer before calving, egg boxes by the carton, reconditioned 1,000-litre IBCs for rainwater, a
 * contractor to bale and wrap a second cut given up, feed molasses before housing, horticultural fleece and insect mesh
 * within a budget, a box of wellies for pickers at a farm sale, wheat stored in a neighbour's barn. Freight and
 * storage: a pallet from Bristol to Inverness (Bremen to Munich, Lyon to Brest, Valencia to A Coruña), a van and driver
 * for a farmers' market day, a share of a container from Ningbo paid in halves, customs clearance of a container
 * accepted by a signed letter, a groupage pallet to Dublin, a courier's daily collections for a stationery shop, cold
 * storage by the pallet-week, a warehouse bay for the Christmas peak given up, fulfilment given up, casks kept in bond,
 * livestock haulage to a sale that was called off (a reply above the haulier's quoted message), a chilled or an
 * ambient delivery round undecided. These touch the themes of ../fresh3 and ../fresh15 (copier paper, seed potatoes,
 * olive oil, green coffee, logo T-shirts), ../fresh16 (hand-dyed yarn, a length of tweed), ../fresh17 (printed mailer
 * boxes, compostable cups), ../fresh19 (haylage, straw, seed barley, paddock fencing, water troughs, reclaimed bricks),
 * ../fresh21 (firewood and kiln-dried oak for a pizza oven, honey, charcoal) and ../fresh24 (Tipo 00 flour, cider
 * apples, a goose kept in a cold store) in kind only; every situation here is another one, and copier paper, paper
 * stock, pallet racking, forklifts, coffee and its roasting, hay and straw, seeds, fencing, honey, flour, olive oil,
 * apples, yarn, printed labels and mailer boxes were left out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico and
 * the US) and local number formats (£1,390 / $180 / 3.960 / 1.390 € / 14,50 € / CHF 45.– / 180 Stutz / 3 960 /
 * 1 390 € / 45 francs / quatre cent huitante francs / 1.390 € / $32). Every language covers bids in digits and in
 * words (005, 104, 213, 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the
 * buyer's last bid 305, more than the last bid 012/310/406, percent off 003/204/307/412, split the difference
 * 110/408), totals for a quantity (107 thirty bags of layers pellets, 207 twenty cartons of egg boxes, 309 twenty
 * sheets of foam), self-corrections in three forms (010 "X... no hang on, Y", 209 a "Correction before you reply"
 * paragraph after the figure, 410 X tapped into a calculator, cleared and Y tapped, in local wordings), bids beside
 * other numbers (001 a bottle size, a count per pallet and a unit number; 016 two postcodes, a height, kilograms and
 * a date; 101 a count and a phone number; 117 a time, a pitch number and a booking reference; 202 a quantity, clothing
 * sizes and counts, a unit and house number, a postcode and a phone; 213 days, parcels and kilograms beside a bid in
 * words; 216 kilograms, pails, a date and hours; 302 a market scan of three merchants, a board thickness and the
 * standing offer; 303 millilitres and a year beside a bid in words; 313 a quantity, litres, a postcode and a date in
 * JSON; 404 a lot number, a count, shoe sizes and the ticket price), plain, enthusiastic and price-restating
 * acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with a phone number (203),
 * acceptances with a logistics request or question (111, 218, 411), polite and curt walk-aways (004, 108, 115, 206,
 * 214, 312, 405; 011, 413), questions on every subject (shipping 002/215, delivery 102/201/311, warranty 106/208,
 * payment 009/205/414, returns 014/211, negotiable 109/407, standing-offer 113/316, rounds-left 301, discount 116/306;
 * several carrying numbers: kilograms, days, weeks, months, a date, litres, millilitres, cases a quarter), and the
 * ambiguous kinds (a range 007, a bid conditional on free postage 015, sarcasm 105, another wholesaler's price 112,
 * "-ish"/"so … rum"/"à peu près"/"más o menos" 118, a price awaiting a co-op's members 212, two prices for two candle
 * jars 217, a crop-cover budget asking what can be done 304, two delivery rounds undecided 314, "meet halfway" with no
 * earlier bid 402, a figure mused over in a metal yard 409, "a bit above what I said" with no amount 416). Every label
 * was read once more, cold, after the set was written, before the salt was chosen (the re-read changed no label).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh25-0` …
 * `parley-fresh25-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh25-78` (summed difference 12, the only one at 12; the next best 14) gives 41 TUNE / 43
 * HELD-OUT in every language: TUNE terse 9, polite-email 8, agent 7, roleplay 8, chat 9; price 17, accept 4,
 * withdraw 5, question 9, ambiguous 6; HELD-OUT terse 7, polite-email 10, agent 9, roleplay 8, chat 9; price 17,
 * accept 6, withdraw 4, question 10, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh25 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH25_DE } from "./de";
import { FRESH25_EN } from "./en";
import { FRESH25_ES } from "./es";
import { FRESH25_FR } from "./fr";

export const FRESH25_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH25_EN, de: FRESH25_DE, fr: FRESH25_FR, es: FRESH25_ES };

export const FRESH25: readonly HonestMessage[] = [...FRESH25_EN, ...FRESH25_DE, ...FRESH25_FR, ...FRESH25_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH25_SALT = "parley-fresh25-78";

/** The scenario number of an id (`fresh25-en-209` → `209`), shared by its four language versions. */
export function fresh25ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh25 message belongs to: a pure function of its id's scenario number. */
export function fresh25HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH25_SALT, fresh25ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH25_TUNE: readonly HonestMessage[] = FRESH25.filter((m) => fresh25HalfOf(m.id) === "tune");
export const FRESH25_HELD_OUT: readonly HonestMessage[] = FRESH25.filter((m) => fresh25HalfOf(m.id) === "held-out");

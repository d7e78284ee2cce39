/**
 * Parley's TWENTY-FOURTH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, and this set's own corpus
 * test, which reads labels). Same message type and label conventions as the original corpus (../index.ts); ids
 * `fresh24-<language>-<nnn>`, disjoint from every other id. Only ../fresh23 was read among the earlier sets, to learn
 * the file shapes, with the "Method." paragraph of each earlier set's index.ts, to keep clear of their situations; no
 * sentence or situation was borrowed.
 *
 * Method. Food, drink, clothing, sport and travel, bought by people, households, small cafés, tearooms, pizzerias,
 * pubs and restaurants, clubs and teams (a five-a-side team, a walking group, a judo club, a ski club, a cricket club,
 * an under-14s football club, a golf society, a youth tournament, a hockey team, a dance school, a choir) and travel
 * organisers, 84 situations none of the earlier sets uses, many written by LLM agents buying on their owners' behalf
 * and a quarter of each language typed on a phone (no capitals or accents, typos, emoji, run-ons) or by non-native
 * speakers, with the terms such buyers name beside the price (sizes, a collection slot, a flight's landing time, a
 * delivery date before a show or a launch, a deposit and the balance on arrival, a returns window on unworn helmets).
 * Food and drink: microgreens for a café by the week, a whole goat butchered for Eid, the Tipo 00 flour for a
 * pizzeria by the sack, loose-leaf Assam for a tearoom by the kilo, rope-grown mussels weekly for a pub kitchen,
 * chanterelles for a bistro by the kilo, forty Christmas puddings (a Stollen, a bûche, turrón) for an inn in JSON, two
 * kinds of oyster for an oyster night undecided, a bottle of 25-year-old Islay malt, barista training for a café
 * "-ish", a private chef for a 50th given up; at quays, markets and orchards: a crab, a tin of saffron given up, a
 * black truffle, a jug of maple syrup, a box of langoustines, a tonne of cider apples, a Christmas goose kept in a cold
 * store, a bottle of mezcal. Clothing: a 70s leather jacket, hiking boots resoled, a wool overcoat relined (a range),
 * climbing shoes resoled, a waxed jacket, football boots for a son, a band T-shirt from a 1986 tour, jeans taken up
 * met with sarcasm, fifteen embroidered chef jackets, kilt (Lederhose, traditional-dress) hire for a festival night,
 * a dance school's show costumes, twelve five-a-side kits, twenty waterproof jackets for a walking group, a
 * hand-knitted Fair Isle (Norweger, jacquard) jumper, a pre-owned trench coat against a market scan, a pre-owned
 * designer bag after an authentication report, prom-dress alterations; at stalls and rails: a Panama hat, a cashmere
 * jumper, a denim jacket with its tag, a tweed cap mused over, a leather belt, a second-hand fencing kit put down, a
 * pair of second-hand walking boots. Sport: an annual climbing-wall membership, a block of golf lessons, a season's
 * kayak storage given up, a bike fit, a sailing course paid in halves, a padel block turned down, boxing gloves and
 * pads hanging on hand wraps, a squat rack and plates, engraved trophies, a paintball stag do, a wheel build's
 * guarantee, a ski season pass from someone who cannot go, a tandem skydive, racket restringing priced in town, a
 * block of squash court bookings, a bike service, personal training given up, Sunday ice time for a hockey team,
 * private ski lessons for two children, judo mats' guarantee, children's ski helmets, a cricket club's winter indoor
 * nets awaiting its committee, referees for a youth tournament, private yoga sessions, twenty pairs of skis waxed and
 * edged, an open-water diving course given up, a dive trip paid half on card. Travel: an airport transfer for six
 * with golf bags, a mountain hut for a group, sunbeds and an umbrella for two weeks, a golf society's trip given up, a
 * choir's guide in Rome accepted by a signed letter, a riad for ten friends, a food walking tour per head, a
 * 7-seater hired in Iceland, a mountain-bike week given up (a reply above the organiser's quoted message), a youth
 * football club's tournament weekend within a budget, a camel trek in Wadi Rum, luggage moved between stages of the
 * Camino, a houseboat week in Amsterdam, a Douro river cruise at two cabin prices. These touch the themes of
 * ../fresh15 (green coffee, olive oil), ../fresh16 (a ski chalet, golf clubs, a sea-fishing trip, a seasonal pitch),
 * ../fresh18 (bikes, swimming lessons), ../fresh19 (a cricket club's mower, rugby balls), ../fresh20 (a gym's annual
 * plan, a wedding dress taken up), ../fresh21 (a hog roast, a side of beef, a café's bread, a two-piece suit, season
 * tickets) and ../fresh22 (tennis coaching) in kind only; every situation here is another one, and wedding dresses,
 * catering, tickets, hotel room blocks, minibuses, fishing charters, caravan pitches, holiday cottages, wine, cheese,
 * coffee, olive oil, veg boxes, bread, sides of meat, hog roasts, tailored suits, rings and sailing dinghies were left
 * out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico and
 * the US) and local number formats (£1,400 / €95 / $340 / 1.400 € / 340 Franken / 1,86 m / 1 400 € / 14 h 20 / 340 $ /
 * huitante francs / 1.290 € / $45). Every language covers bids in digits and in words (005, 104, 213, 303,
 * 401), every relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more than
 * the last bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity (107
 * fifteen chef jackets, 207 twenty waterproof jackets, 309 twenty pairs of skis), self-corrections in three forms (010
 * "X, sorry, typo — Y", 209 a P.S. setting the figure right after rereading, 410 a figure written, crossed out and
 * written again, in local wordings), bids beside other numbers (001 a decade, a chest size, a height and a time; 016 a
 * group size, golf bags, a landing time and a date; 101 a phone number; 117 a time and a booking reference; 202 a kit
 * count, shirt numbers, a unit and house number, a postcode and a phone; 213 seats and nights beside a bid in words;
 * 216 kilograms, a date and hours; 302 a market scan of three sales and a size beside the standing offer; 303 an age,
 * a bottle size and a year beside a bid in words; 313 grams, a count, a postcode and a date in JSON; 404 a stall
 * number, a size, a decade and the tag price), plain, enthusiastic and price-restating acceptances (006, 403; 103; 013,
 * 210), an agent's acceptance (308), a signed acceptance with a phone number (203), acceptances with a logistics
 * request or question (111, 218, 411), polite and curt walk-aways (004, 108, 115, 206, 214, 312, 405; 011, 413),
 * questions on every subject (shipping 002/215, delivery 102/201/311, warranty 106/208, payment 009/205/414, returns
 * 014/211, negotiable 109/407, standing-offer 113/316, rounds-left 301, discount 116/306; several carrying numbers: a
 * date, days, weeks, months, kilograms, an order number), and the ambiguous kinds (a range 007, a bid conditional on
 * hand wraps thrown in 015, sarcasm 105, another shop's price 112, "-ish"/"oder so"/"environ"/"o así" 118, a price
 * awaiting a club committee 212, two prices for two kinds of oyster 217, a club's budget asking what can be done 304,
 * two cabin prices undecided 314, "meet halfway" with no earlier bid 402, a figure mused over at a market stall 409,
 * "a bit above what I offered" with no amount 416). Every label was read once more, cold, after the set was written,
 * before the salt was chosen (the re-read changed no label; it reworded two texts so that their labels hold: 404 named
 * two belts "thrown in", a bid conditional on an extra, and now names the tag price instead; 413 "No chance" now walks
 * off, so that it leaves rather than only refusing a price).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh24-0` …
 * `parley-fresh24-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh24-29` (summed difference 12, the only one at 12; the next best 18) gives 42 TUNE / 42
 * HELD-OUT in every language: TUNE terse 8, polite-email 9, agent 7, roleplay 8, chat 10; price 17, accept 4,
 * withdraw 6, question 10, ambiguous 5; HELD-OUT terse 8, polite-email 9, agent 9, roleplay 8, chat 8; price 17,
 * accept 6, withdraw 3, question 9, ambiguous 7. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh24 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH24_DE } from "./de";
import { FRESH24_EN } from "./en";
import { FRESH24_ES } from "./es";
import { FRESH24_FR } from "./fr";

export const FRESH24_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH24_EN, de: FRESH24_DE, fr: FRESH24_FR, es: FRESH24_ES };

export const FRESH24: readonly HonestMessage[] = [...FRESH24_EN, ...FRESH24_DE, ...FRESH24_FR, ...FRESH24_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH24_SALT = "parley-fresh24-29";

/** The scenario number of an id (`fresh24-en-209` → `209`), shared by its four language versions. */
export function fresh24ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh24 message belongs to: a pure function of its id's scenario number. */
export function fresh24HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH24_SALT, fresh24ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH24_TUNE: readonly HonestMessage[] = FRESH24.filter((m) => fresh24HalfOf(m.id) === "tune");
export const FRESH24_HELD_OUT: readonly HonestMessage[] = FRESH24.filter((m) => fresh24HalfOf(m.id) === "held-out");

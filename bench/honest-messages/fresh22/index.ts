/**
 * Parley's TWENTY-SECOND set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only test run was this set's own corpus test, which reads labels). Same message type
 * and label conventions as the original corpus (../index.ts); ids `fresh22-<language>-<nnn>`, disjoint from every
 * other id. Only ../fresh21 was read among the earlier sets, to learn the file shapes, with the "Method." paragraph
 * of each earlier set's index.ts, to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Care, children, pets and health, bought by people, families, carers (often an adult child buying for a
 * parent), small nurseries, a special school, care homes and breeders' customers, 84 situations none of the earlier
 * sets uses, many written by LLM agents buying on their owners' behalf and a quarter of each language typed on a
 * phone (no capitals or accents, typos, emoji, run-ons) or by non-native speakers, with the terms such buyers name
 * beside the price (fitting, delivery before a due date or a hospital discharge, warranty years on motors and
 * actuators, instalments and spreading a fee over 12 months, a deposit on a puppy contract, a returns window, a home
 * visit). Mobility and home adaptations: an ex-demo mobility scooter for a mother, a bath lift's delivery, a straight
 * stairlift fitted, a curved stairlift's lead time before a discharge date, a rollator with seat and basket, a walk-in
 * shower conversion hanging on the strip-out and tiling, a folding wheelchair for a grandmother, a power chair
 * collected in a van, a profiling bed's motor warranty, a ramp fitted on a Saturday, a reconditioned patient hoist
 * against three listings, a kitchen adaptation within a grant ceiling, a car boot hoist whose grant came in lower,
 * widening two doorways for a wheelchair, a scooter mused over at a car boot sale. Health bought privately:
 * varifocals in instalments, an orthopaedic mattress, a home physio block as a band, clear aligners given up for the
 * hospital, a dental crown split down the middle, a dental implant accepted by a signed letter, braces spread over a
 * year, custom orthotic insoles after gait analysis, a block of osteopathy, speech therapy sessions, a cataract
 * operation given up for a public-health date, a tongue-tie appointment given up, a sleep consultant "-ish".
 * Babies and children: an i-Size car seat fitted, a nursery wardrobe and changing unit before a due date, a double
 * breast pump, a feeding chair's returns window, a children's party entertainer, embroidered sweatshirts for a small
 * school's new intake, baby wipes by the case for a nursery, soft play for a nursery's baby room, nappies by the
 * pallet, a height-adjustable changing bench for a special school, orthopaedic shoes for a boy in splints, tennis
 * coaching by the session, an after-school club place given up (a reply above the seller's quoted message), holiday
 * club for two brothers, baby signing classes, a cabin bed in two finishes, a school's farm visit per child, a nanny
 * agency fee met with sarcasm, live-in care given up for a care-home place, a baby carrier and a sling at a
 * nearly-new sale. Animals: a cockapoo pup given up, kennels for a fortnight, a cattery per night for two cats, a
 * vivarium for a bearded dragon, a pony on part-loan per month, a lilac kitten, a vet's dental for a dog, dachshund
 * pups, puppy training sessions, a groomer's price down the road, an aviary for budgies, hydrotherapy after a
 * cruciate operation, a Bernese puppy with a deposit on the contract, doggy daycare by the month, a microchip cat
 * flap fitted in a glazed door; at shows, sales and breeders' doors: a ferret kit, a Shetland pony, a lop-eared
 * rabbit, Pekin bantams, a dog handed back on its lead, a kitten, an African grey, guinea pigs with their cage, a
 * cob, budgies, a tortoise. Supplies for care homes: incontinence pads by the case, a dynamic air mattress awaiting
 * a manager's sign-off, an accessible minibus for a residents' outing, pressure-relieving gel cushions, vinyl
 * examination gloves by the carton in JSON, a dementia day centre at two monthly prices. These touch the themes of
 * ../fresh11 (a refurbished care bed), ../fresh16 (a pony party, laying hens, a hutch and run), ../fresh17 (a pallet of
 * nitrile gloves), ../fresh18 (a pram, a high chair, a dog walker, swimming lessons) and ../fresh20 (a children's
 * magician) in kind only; every situation here is another one.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico and
 * the US) and local number formats (£1,650 / $2,300 / 1.650 € / 480,00 € / CHF 1'020.– / 30 Franken / 1 650 € / 240,00 € / 2 300 $ /
 * 5.800 € / US$1,020). Every language covers bids in digits and in words (005, 104, 213 — Belgian "septante" in French —,
 * 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more
 * than the last bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity
 * (107 four puppy classes, 207 twelve cases of wipes, 309 six gel cushions), self-corrections in three forms (010 "X,
 * or rather Y", 209 "X — I beg your pardon, I meant Y", 410 "X — let me say that again — Y", in local wordings), bids
 * beside other numbers (016 a head count, a date, hours, a house number and a postcode; 101 a phone number; 202 a
 * quantity, a PO number, a street number, a postcode and a phone; 216 a head count, a date and hours; 313 a box size,
 * boxes per carton, a carton count and a postcode in JSON; 404 a pen number, a count of birds and a year; 302 a market
 * scan of three listings beside the standing offer; 001 a speed), plain, enthusiastic and price-restating
 * acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with a phone number (203),
 * acceptances with a logistics request or question (111, 218, 411), polite and curt walk-aways (004, 108, 115, 206,
 * 214, 312, 405; 011, 413), questions on every subject (shipping 002/215, delivery 102/201/311, warranty 106/208,
 * payment 009/205/414, returns 014/211, negotiable 109/407, standing-offer 113/316, rounds-left 301, discount
 * 116/306; several carrying numbers), and the ambiguous kinds (a range 007, a bid conditional on the strip-out and
 * tiling 015, sarcasm 105, a groomer's price seen elsewhere 112, "-ish"/"so um die"/"dans les"/"más o menos" 118, a
 * price awaiting a manager's sign-off 212, two prices for two finishes 217, a grant ceiling with a request to quote
 * 304, two monthly prices undecided 314, "meet halfway" with no earlier bid 402, a figure mused over at a car boot sale
 * 409, "a touch over my last" with no amount 416). Every label was read once more, cold, after the set was written,
 * before the salt was chosen (the re-read changed no label; the reason given with the agent's lowered bid 305 was
 * reworded so that it names no change of scope, and a few chat and terse texts were then made non-native, which moves
 * no message between halves).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh22-0` …
 * `parley-fresh22-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh22-31` (summed difference 16, the only one at 16; the next best 18) gives 41 TUNE / 43
 * HELD-OUT in every language: TUNE terse 8, polite-email 9, agent 8, roleplay 8, chat 8; price 16, accept 5,
 * withdraw 3, question 12, ambiguous 5; HELD-OUT terse 8, polite-email 9, agent 8, roleplay 8, chat 10; price 18,
 * accept 5, withdraw 6, question 7, ambiguous 7. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh22 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH22_DE } from "./de";
import { FRESH22_EN } from "./en";
import { FRESH22_ES } from "./es";
import { FRESH22_FR } from "./fr";

export const FRESH22_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH22_EN, de: FRESH22_DE, fr: FRESH22_FR, es: FRESH22_ES };

export const FRESH22: readonly HonestMessage[] = [...FRESH22_EN, ...FRESH22_DE, ...FRESH22_FR, ...FRESH22_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH22_SALT = "parley-fresh22-31";

/** The scenario number of an id (`fresh22-en-209` → `209`), shared by its four language versions. */
export function fresh22ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh22 message belongs to: a pure function of its id's scenario number. */
export function fresh22HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH22_SALT, fresh22ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH22_TUNE: readonly HonestMessage[] = FRESH22.filter((m) => fresh22HalfOf(m.id) === "tune");
export const FRESH22_HELD_OUT: readonly HonestMessage[] = FRESH22.filter((m) => fresh22HalfOf(m.id) === "held-out");

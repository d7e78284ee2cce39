/**
 * Parley's TWENTY-THIRD set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, and this set's own corpus
 * test, which reads labels). Same message type and label conventions as the original corpus (../index.ts); ids
 * `fresh23-<language>-<nnn>`, disjoint from every other id. Only ../fresh22 was read among the earlier sets, to learn
 * the file shapes, with the "Method." paragraph of each earlier set's index.ts, to keep clear of their situations; no
 * sentence or situation was borrowed.
 *
 * Method. Motoring, energy and housing, bought by people, households, landlords, small fleets (a plumber's vans, an
 * electrical contractor's vans, a taxi firm) and letting agents, 84 situations none of the earlier sets uses, many
 * written by LLM agents buying on their owners' behalf and a quarter of each language typed on a phone (no capitals
 * or accents, typos, emoji, run-ons) or by non-native speakers, with the terms such buyers name beside the price
 * (fitted, a part-exchange as valued, a deposit and the balance on completion, a tenancy's length, keys on a date, a
 * new tenant's moving-in date, a returns window on unused panels). Motoring: a 125cc commuter motorbike from a private
 * seller with its year and mileage, a reconditioned gearbox by courier, a clutch, a detachable tow bar fitted with its
 * electrics, paintless dent repair of a door, a cambelt paid in two halves, a mobile air-con regas beside a
 * registration, a time, a house number and a postcode, a moped for a son's college run, an interior valet after the
 * children, an alloy-wheel refurbishment, a muffler and catalytic converter, brake pads and discs priced by another
 * garage, a spare key after one went down a drain, a convertible's new soft top, trackers for nine vans, a car on a
 * transporter across the country, a used electric car against a market scan of listings with battery-health reports,
 * a van's campervan conversion, a used hatchback lowered after a pre-purchase inspection, a fleet's annual servicing,
 * a hybrid bought from a dealer with a part-exchange, an electric van's lease given up, dashcams for seven taxis in
 * JSON, a pre-purchase inspection's price; at an autojumble, a forecourt and a private sale: a carburettor, a trials
 * bike, chrome bumpers for an old Beetle, a step-through, a box trailer, a used van, an old Saab, fog lamps, a project
 * Mini, a Defender, a panel van with rusty sills, keys tossed back on a dealer's desk. Energy: a boiler cover plan,
 * cavity wall insulation, a smart thermostat fitted, pigeon mesh under solar panels, a portable power station for a
 * van, topping up loft insulation, a home battery added to existing panels, an unvented hot water cylinder, four
 * radiators swapped, a solar diverter, a central-heating power flush, an old gas fire taken out and capped, electric
 * underfloor heating, infrared heating panels, draught-proofing sash windows, high heat retention storage heaters, a
 * bunded oil tank in two sizes, a landlord's budget for an energy-rating upgrade, a whole-house rewire, external wall
 * insulation on a gable end, secondary glazing before a new tenant, a reclaimed cast-iron radiator. Housing: a
 * two-bed flat given up, a studio above a bakery by the month, a holiday let's changeover clean, a one-bed's rent met
 * with sarcasm, a resin driveway, a landlord's full-management fee, an electrical condition report, gas safety checks
 * for three flats, a consumer unit before moving in, a conveyancing fee accepted by a signed letter, a letting agent's
 * tenant-find fee, a garage conversion given up, twelve fence panels after a storm, replacement double glazing, a
 * timber carport, a check-in inventory, a door entry system awaiting a residents' committee, a one-bed held and given
 * up (a reply above the agent's quoted message), a loft ladder and hatch, a tenancy's rounds of offers, key-holding
 * for a holiday cottage, interlinked alarms for an HMO, a three-bed's rent at two tenancy lengths, a flat taken at the
 * asking rent at a viewing, a Belfast sink and an oak front door at a reclamation yard. These touch the themes of
 * ../fresh3 (a used car, solar panels), ../fresh6 (a heat pump), ../fresh14 and ../fresh18 (a storage unit, a room,
 * parking, a garage), ../fresh20 (an EV charger, a van's MOT, a survey) and ../fresh21 (kerosene, firewood) in kind
 * only; every situation here is another one, and removals, surveys, winter tyres, EV chargers, heat pumps, heating
 * oil, firewood, parking spaces, storage units and rooms in shared houses were left out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico and
 * the US) and local number formats (£1,750 / $2,600 / 1.750 € / 13.500 km / 25 Franken / 1 750 € / 13 500 km /
 * 1 000 litres / US$2,600 / $1,950 / 1.000 litros). Every language covers bids in digits and in words (005, 104, 213,
 * 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more
 * than the last bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity
 * (107 four radiators, 207 twelve fence panels, 309 six alarms), self-corrections in three forms (010 "X — wait, no:
 * Y", 209 "X. Apologies, that figure is wrong: our offer is Y", 410 "X — no, hang on — Y", in local wordings), bids
 * beside other numbers (001 an engine size, a year and a mileage; 016 a registration, a time, a house number and a
 * postcode; 101 a phone number; 202 a van count, a PO number, a unit number, a postcode and a phone; 216 a date and
 * hours; 302 a market scan of three listings, a battery's kWh and a health percentage beside the standing offer; 313
 * a vehicle count, a card size and a postcode in JSON; 404 a stand number, a count and a model year), plain,
 * enthusiastic and price-restating acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed
 * acceptance with a house number and a phone number (203), acceptances with a logistics request or question (111,
 * 218, 411), polite and curt walk-aways (004, 108, 115, 206, 214, 312, 405; 011, 413), questions on every subject
 * (shipping 002/215, delivery 102/201/311, warranty 106/208, payment 009/205/414, returns 014/211, negotiable 109/407,
 * standing-offer 113/316, rounds-left 301, discount 116/306; several carrying numbers: days, years, flats, a date, an
 * order number, a tenancy's months, a house number), and the ambiguous kinds (a range 007, a bid conditional on lifting
 * and relaying loft boards 015, sarcasm 105, another garage's price 112, "-ish"/"so für … rum"/"à peu près"/"y pico"
 * 118, a price awaiting a residents' committee or owners' meeting 212, two prices for two sizes of oil tank 217, a
 * landlord's budget asking what can be done 304, two rents for two tenancy lengths undecided 314, "meet halfway" with
 * no earlier bid 402, a figure mused over on a forecourt 409, "a little on top of what I offered" with no amount 416).
 * Every label was read once more, cold, after the set was written, before the salt was chosen (the re-read changed no
 * label; the Swiss German 110 was reworded so that it says "meet in the middle" rather than "halbe-halbe", which some
 * readers take for sharing a cost, and which moves no message between halves).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh23-0` …
 * `parley-fresh23-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh23-104` (summed difference 10, the only one at 10; the next best 18) gives 43 TUNE / 41
 * HELD-OUT in every language: TUNE terse 8, polite-email 9, agent 9, roleplay 8, chat 9; price 17, accept 4,
 * withdraw 5, question 10, ambiguous 7; HELD-OUT terse 8, polite-email 9, agent 7, roleplay 8, chat 9; price 17,
 * accept 6, withdraw 4, question 9, ambiguous 5. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh23 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH23_DE } from "./de";
import { FRESH23_EN } from "./en";
import { FRESH23_ES } from "./es";
import { FRESH23_FR } from "./fr";

export const FRESH23_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH23_EN, de: FRESH23_DE, fr: FRESH23_FR, es: FRESH23_ES };

export const FRESH23: readonly HonestMessage[] = [...FRESH23_EN, ...FRESH23_DE, ...FRESH23_FR, ...FRESH23_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH23_SALT = "parley-fresh23-104";

/** The scenario number of an id (`fresh23-en-209` → `209`), shared by its four language versions. */
export function fresh23ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh23 message belongs to: a pure function of its id's scenario number. */
export function fresh23HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH23_SALT, fresh23ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH23_TUNE: readonly HonestMessage[] = FRESH23.filter((m) => fresh23HalfOf(m.id) === "tune");
export const FRESH23_HELD_OUT: readonly HonestMessage[] = FRESH23.filter((m) => fresh23HalfOf(m.id) === "held-out");

/**
 * Parley's TWENTY-SEVENTH set of honest-buyer messages (issue 29), written 2026-11-29 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, and this set's own corpus
 * test and tests/bench/intent-weights.test.ts, which read labels). Same message type and label conventions as the
 * original corpus (../index.ts); ids `fresh27-<language>-<nnn>`, disjoint from every other id. Only ../fresh25 was
 * read among the earlier sets, to learn the file shapes, with the "Method." paragraph of each earlier set's index.ts,
 * to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Land, gardens, water, woods and working animals outdoors — what households, landowners, allotment and
 * angling clubs, riding yards, campsites, small estates, farms and parish councils pay for the ground and what lives
 * on it — 84 situations none of the earlier sets uses, many written by LLM agents buying on their owners' behalf and a
 * quarter of each language typed on a phone (no capitals or accents, typos, emoji, run-ons) or by non-native
 * speakers, with the terms such buyers name beside the price (a grazing season from April to October, a tree
 * preservation order, a permit for work in a watercourse, a river trust's grant, a parish council's meeting, half on
 * signing and the rest in January, a walking festival's date, lambing after a flood, unopened bags of salt returned
 * if no snow falls). Land and grazing: a season's grazing licence on a riverside field
 * beside its parcel number, a grazing tenancy of forty acres (rounds left), summer grass let at auction beside its lot
 * and guide, a paddock's rent "halfway" with no earlier bid, a field for a pony per month walked away from, winter
 * grazing for two ponies given up, conservation grazing of a nature reserve with a grazier's sheep accepted with a
 * question about water, topping two paddocks, ragwort pulled from a paddock (when), spraying bracken on the hill
 * (its price asked again), subsoiling three fields (a lower rate per hectare), stone picking accepted with a start
 * before the rain, muck spread from the heap, a day's maize chopping with a forage harvester raised on the last offer,
 * a soil survey before planting an orchard (a correction in the body of an email), pumps for a flooded field before
 * lambing (when). Hedges, trees and woods: flailing roadside hedges, a crown reduction on an oak refused under a
 * preservation order, a dieback ash dismantled over a lane against a scan of three quotes, the first thinning of a
 * larch compartment, horse logging from a wet alder wood, coppicing hazel, pollarding riverside willows, winter
 * pruning of twelve old apple trees, clipping yew hedges and box topiary once or twice a year, Japanese knotweed
 * treatment with "a little more than my offer", barn owl boxes put up on posts in JSON. Water and drainage: a ditch dug
 * out along a lane, land-drain outfalls cleared (an agent's revision below its own last offer), a culvert put off for a
 * permit, a farm pond dredged on condition the silt is taken away, a garden pond's new liner (its guarantee), a fallen
 * willow dragged out of a stream, willow spiling of a riverbank given up when a grant fell through (a reply above the
 * contractor's quoted message), a private water supply tested (accepted by a signed letter), an aeration fountain for
 * an angling club's lake (its guarantee), aquatic weed cut from a lake, carp to restock a lake (carriage), composite
 * boards for fishing swims (returns), a carp syndicate's season, a day ticket met with sarcasm, a trout water's season
 * permit walked away from, a ghillie and his boat for the day, a paddleboard permit on a reservoir given up. Boats:
 * slipway launch and recovery of a RIB, lift-out and winter storage ashore (a range). Working animals and riding
 * yards: a horse's full clip, the dental round of a riding school's twenty horses, a stable with a field by the week,
 * a horsebox kept on a yard's hardstanding by the month, backing and schooling a young horse (an agent's acceptance),
 * full and part livery undecided, washing and reproofing ten turnout rugs, an outdoor arena by the hour (its price
 * asked), an arena surface topped up (payment at the month's end), a dairy herd's foot trimming, pregnancy scanning of
 * ewes (a correction in a terse message), a month's sheepdog training, a young collie bitch bid for after watching her
 * work, a spaniel pup mused over, ferreting a warren, roebuck stalking given up, a mole catcher's price from the next
 * village. Gardens, allotments and amenity ground: an allotment's rent in two halves, a trailer of rotted horse manure
 * for the allotments (carriage), an allotment association's path within a budget, hollow-tining a croquet lawn, the
 * village green and churchyard verges cut for the season, a wildflower meadow cut and raked "-ish", a fenced dog field
 * by the visit (is the price firm). Paths, tracks, gates and walls: a kissing gate in place of a stile before a walking
 * festival, a bridleway resurfaced awaiting the parish council, road planings for a farm track by the load (volume
 * price), potholes on a track filled, a new field gate hung (is the price final), a dry stone wall rebuilt. Snow and
 * winter: a private lane's snow ploughing given up for a neighbour's loader, gritting and snow clearing of a vets' car
 * park, rock salt for a parish (returns). Camping and shooting: glamping pods for a family, a field for a scout camp,
 * furnished safari tents for a wedding weekend, shooting rights for a season (payment). These touch the themes of
 * ../fresh14 (a gardener's season, a boat mooring, hay), ../fresh16 (a river beat season ticket, a sea-fishing trip,
 * a seasonal caravan pitch, riding lessons, wildflower seed, bare-root apple trees, a bell tent), ../fresh18 (felling
 * a leylandii, a garden clearance, a dog walker), ../fresh19 (hedge laying, a shearing contractor, paddock fencing,
 * water troughs, stump grinding, returfing a pitch), ../fresh20 (a farrier, a planting plan, a garden design, emptying
 * a septic tank), ../fresh21 (hedging whips, topsoil, turf, a falconry day), ../fresh22 (a pony on part-loan,
 * kennels), ../fresh24 (kayak storage) and ../fresh25 (lime spreading, a contractor to bale and wrap, haulage of
 * livestock) in kind only; every situation here is another one, and farriers, shearing, hedge laying, stump grinding,
 * fencing, turf, topsoil, seed, hay and straw, moorings, river beats, caravan pitches, riding lessons, garden design
 * and buying horses were left out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, Ireland, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain,
 * Mexico and the US) and local number formats (£1,100 / €30 / $180 / 1.100 € / CHF 45.– / 180 Stutz / 30 Franken
 * / 1 100 € / 45 francs / huitante francs / 1.100 € / $650). Every language covers bids in digits and in words (005,
 * 104, 213, 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid
 * 305, more than the last bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a
 * quantity (107 twelve apple trees, 207 twenty horses' teeth, 309 ten turnout rugs), self-corrections in three forms
 * (010 "X. Sorry, that's last year's bill I'm looking at. Y", 209 a line after the figure saying it was mistyped and
 * should read Y, 410 X begun aloud, a look from a wife, then Y, in local wordings), bids beside other numbers (001 a
 * parcel number, acres and dates; 016 a boat's length, dates and times; 101 a mobile number; 117 a weekend, children
 * and leaders; 202 tents, dates, a house number, a postcode and a phone; 213 a count of cuts beside a bid in words;
 * 216 tonnes, hectares, a date and hours; 302 a scan of three quotes, a tree's height and the standing offer; 303 a
 * season's year beside a bid in words; 313 a quantity, a postcode and a date in JSON; 404 a lot number, acres and the
 * guide price), plain, enthusiastic and price-restating acceptances (006, 403; 103; 013, 210), an agent's acceptance
 * (308), a signed acceptance with a phone number (203), acceptances with a logistics request or question (111, 218,
 * 411), polite and curt walk-aways (004, 108, 115, 206, 214, 312, 405; 011, 413), questions on every subject (shipping
 * 002/215, delivery 102/201/311, warranty 106/208, payment 009/205/414, returns 014/211, negotiable 109/407,
 * standing-offer 113/316, rounds-left 301, discount 116/306; several carrying numbers: a price, summers, visits,
 * loads, a footpath number and a date, kilograms, acres), and the ambiguous kinds (a range 007, a bid conditional on
 * the silt being taken away 015, sarcasm 105, another mole catcher's price 112, "-ish"/"plusminus"/"vers les"/"por
 * unos" 118, a price awaiting a parish council 212, two prices for one clip or two a year 217, an allotment path's
 * budget asking what can be done 304, two liveries undecided 314, "meet halfway" with no earlier bid 402, a figure
 * mused over before seeing the rest of a litter 409, "a little more than my offer" with no amount 416). Every label
 * was read once more, cold, after the set was written, before the salt was chosen.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh27-0` …
 * `parley-fresh27-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh27-63` (summed difference 14, the only one at 14; the next best 16) gives 42 TUNE / 42
 * HELD-OUT in every language: TUNE terse 8, polite-email 8, agent 7, roleplay 9, chat 10; price 17, accept 6,
 * withdraw 5, question 8, ambiguous 6; HELD-OUT terse 8, polite-email 10, agent 9, roleplay 7, chat 8; price 17,
 * accept 4, withdraw 4, question 11, ambiguous 6. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh27 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH27_DE } from "./de";
import { FRESH27_EN } from "./en";
import { FRESH27_ES } from "./es";
import { FRESH27_FR } from "./fr";

export const FRESH27_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH27_EN, de: FRESH27_DE, fr: FRESH27_FR, es: FRESH27_ES };

export const FRESH27: readonly HonestMessage[] = [...FRESH27_EN, ...FRESH27_DE, ...FRESH27_FR, ...FRESH27_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH27_SALT = "parley-fresh27-63";

/** The scenario number of an id (`fresh27-en-209` → `209`), shared by its four language versions. */
export function fresh27ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh27 message belongs to: a pure function of its id's scenario number. */
export function fresh27HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH27_SALT, fresh27ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH27_TUNE: readonly HonestMessage[] = FRESH27.filter((m) => fresh27HalfOf(m.id) === "tune");
export const FRESH27_HELD_OUT: readonly HonestMessage[] = FRESH27.filter((m) => fresh27HalfOf(m.id) === "held-out");

/**
 * Parley's TWENTIETH set of honest-buyer messages (issue 29), written 2026-11-28 FOR REPORTING ONLY: nobody tunes on
 * either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and
 * without running the reader on it (the only test run was this set's own corpus test, which reads labels). Same
 * message type and label conventions as the original corpus (../index.ts); ids `fresh20-<language>-<nnn>`, disjoint
 * from every other id. Only ../fresh19 was read among the earlier sets, to learn the file shapes, with the "Method."
 * paragraph of each earlier set's index.ts, to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Services and intangibles bought by people and small firms, 84 situations none of the earlier sets uses,
 * many written by LLM agents booking on their owners' behalf. Work done at home: sweeping two flues and fitting a
 * cowl, emptying a septic tank, an eight-yard skip, moss removal on a roof, loft boarding, regrouting a bathroom, a
 * weekly pool service, jet-washing a patio, plantation shutters, a video doorbell, a tiler, a lock change, a survey
 * of a cottage before exchange, structural calculations for removing a chimney breast, an injected damp-proof
 * course, a planting plan, a chimney lining, an accessibility audit, labour-only fitting of a supplied kitchen
 * against four quotes, a bathroom regrout and extractor fan within one budget, an asbestos survey that leaves out a
 * garage, an EV charger, a Japanese garden design, rodent treatment in JSON, reupholstering a sofa, a thatched
 * roof, gilding a ballroom ceiling. Personal and professional services: hand-stripping a terrier, a
 * self-assessment tax return, year-end accounts for a small company, certified translation of 12 pages, piano
 * lessons, guitar lessons, drum lessons, GCSE/Abitur/bac chemistry tutoring, bridal hair and make-up, gel nails,
 * taking up a wedding dress, four sports massages, a family portrait sitting with two packages, canvas prints by
 * post, a barber's hot towel shave, a farrier, a calligrapher's invitations, a portrait in oils, a stonemason's
 * lettering, a fortune teller. Subscriptions and licences: a typeface licence, design-software seats with a refund
 * window, a gym's annual plan, a project-management tool for a food bank, an e-signature licence, monthly IT support
 * for a dental lab, six hot desks at a coworking space. Venue and event hire: a balloon arch, a foam party, a photo
 * booth, a children's magician, a ceilidh band, a close-up magician for a company dinner, a retirement lunch per
 * head, crockery and glassware hire, a bonfire-night fireworks display, a wine-tasting host, a christening film, a
 * charity-auction cookery class, a wedding carriage, a minstrel, an inn's hall and supper, a ghost walk, a
 * caricaturist at a fete. Vehicle services: a windscreen fitted on the drive, a van's MOT and service, a ceramic
 * coating, a matte wrap on a hatchback, a motorcycle course, a garage door tune-up, a harness mended. Small firms'
 * services: a first-aid course for a garden centre's staff, an EPC and floor plan for a letting agent. These overlap the household and service themes of ../fresh14,
 * ../fresh15, ../fresh17 and ../fresh18 in kind only (their kitchen refit, wedding photographer, driving lessons,
 * bouncy castle, DJ, SaaS seats, stock photos, web design, bookkeeping, van wrap, co-working desk, dog walker, tutor
 * and village hall are other situations from these). 84 messages per language: terse 16 (001-016), chat 18
 * (101-118), polite-email 18 (201-218), agent 16 (301-316), roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw,
 * 19 question and 12 ambiguous (14.3%) in each. Local wording per language (UK, Ireland, US, Canada; Germany,
 * Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain, Mexico/US, Argentina, Puerto Rico) and local
 * number formats (£1,950 / $2,400 / 1.950 € / CHF 2'400.– / CHF 95.– / 1 950 € / 2 400 $ / US$2,400 / 84.000 km /
 * 84 000 km). Every language covers bids in digits and in words (005, 104, 213, 303, 401), every relative
 * derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305, more than the last bid
 * 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a quantity (107 four massages,
 * 207 twelve pages, 309 six desks), self-corrections in three forms (010 "X, oops, Y I mean", 209 "X — apologies, I
 * mistyped: Y —", 410 "X. *rubs it out* Make it Y"), bids beside other numbers (016 an engine size, a year and a
 * mileage; 101 an age and a phone number; 202 a guest count, a price per head, a booking reference, a street number,
 * a postcode and a phone; 216 a date and evening hours; 313 visits, a postcode and a date in JSON; 302 a market
 * scan of four quotes and a median; 404 a lot number, a class size and a year), plain, enthusiastic and
 * price-restating acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with a phone
 * number (203), acceptances with a logistics request or question (111, 218, 411), polite and curt walk-aways,
 * several indirect (004 a child's new sport, 108 a landlord's no, 206 the school's own classes, 214 put off a year,
 * 312, 405; 011, 115, 413), questions on every subject (shipping 002/215, delivery 102/201/311, warranty 106/208,
 * payment 009/205/414, returns 014/211, negotiable 109/407, standing-offer 113/316, rounds-left 301, discount
 * 116/306), and the ambiguous kinds (a range 007, a bid conditional on re-sanding the joints 015, sarcasm 105, a
 * locksmith's price seen elsewhere 112, "-ish"/"so um die"/"dans les"/"más o menos" 118, an acceptance waiting on a
 * committee or council 212, two prices for two packages 217, a budget for two jobs together 304, two prices
 * undecided 314, "meet in the middle" with no earlier bid 402, a figure mused over before sleeping on it 409, a
 * grudging yes beside a lower figure 416). Every label was read once more, cold, after the set was written, before
 * the salt was chosen.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh20-0` …
 * `parley-fresh20-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh20-92` (summed difference 16, the only one at 16; the next best 18) gives 43 TUNE / 41
 * HELD-OUT in every language: TUNE terse 7, polite-email 9, agent 8, roleplay 9, chat 10; price 17, accept 6,
 * withdraw 6, question 9, ambiguous 5; HELD-OUT terse 9, polite-email 9, agent 8, roleplay 7, chat 8; price 17,
 * accept 4, withdraw 3, question 10, ambiguous 7. Both halves are for REPORTING; the "tune" half is only a name kept
 * for the shape the other sets share — nobody tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh20 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH20_DE } from "./de";
import { FRESH20_EN } from "./en";
import { FRESH20_ES } from "./es";
import { FRESH20_FR } from "./fr";

export const FRESH20_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH20_EN, de: FRESH20_DE, fr: FRESH20_FR, es: FRESH20_ES };

export const FRESH20: readonly HonestMessage[] = [...FRESH20_EN, ...FRESH20_DE, ...FRESH20_FR, ...FRESH20_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH20_SALT = "parley-fresh20-92";

/** The scenario number of an id (`fresh20-en-209` → `209`), shared by its four language versions. */
export function fresh20ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh20 message belongs to: a pure function of its id's scenario number. */
export function fresh20HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH20_SALT, fresh20ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH20_TUNE: readonly HonestMessage[] = FRESH20.filter((m) => fresh20HalfOf(m.id) === "tune");
export const FRESH20_HELD_OUT: readonly HonestMessage[] = FRESH20.filter((m) => fresh20HalfOf(m.id) === "held-out");

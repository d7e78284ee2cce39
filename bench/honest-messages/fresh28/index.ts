/**
 * Parley's TWENTY-EIGHTH set of honest-buyer messages (issue 29), written 2026-11-29 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, and this set's own corpus
 * test and tests/bench/intent-weights.test.ts, which read labels). Same message type and label conventions as the
 * original corpus (../index.ts); ids `fresh28-<language>-<nnn>`, disjoint from every other id. Only ../fresh27 was
 * read among the earlier sets, to learn the file shapes, with the "Method." paragraph of each earlier set's index.ts,
 * to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Made to order and marked occasions — what clubs, schools, firms, families, churches and small
 * organisations pay to have things made, engraved, printed or arranged for a day that matters — 84 situations none
 * of the earlier sets uses, many written by LLM agents buying on their owners' behalf and a quarter of each language
 * typed on a phone (no capitals or accents, typos, emoji, run-ons) or by non-native speakers, with the terms such
 * buyers name beside the price (a date before a funeral, Remembrance Sunday, Easter or a leavers' assembly, supplied
 * and fitted, a deposit and the balance on rehanging, paying on collection, unprinted items taken back, a diocese,
 * trustees or a sister to consult, a collection envelope among colleagues). Funerals and memorials: a memorial bench
 * in a park beside its plot and a birthday, a granite headstone (payment), a horse-drawn hearse given up for a motor
 * hearse, a piper at a graveside, a dove release walked away from, a willow coffin on condition of delivery to the
 * funeral home, ashes set in a silver pendant, a lettered flower tribute met with sarcasm, printed orders of service
 * before a funeral (when), a natural burial plot accepted by a signed letter, a gathering after a funeral in a
 * function suite (rounds left), a direct cremation against a scan of three funeral directors, a eulogy written to an
 * agent's yes, funeral cars behind the hearse accepted with a question for the crematorium, ashes scattered at sea
 * at two prices, a granite cremation plaque beside its size and lead time, a pet's private cremation, names written
 * into a parish book of remembrance, a war memorial cleaned awaiting trustees, a memorial oak with its plaque, a
 * Remembrance wreath with a regimental badge (when), brass plaques for six memorial pews. Christenings, first
 * communions, bar mitzvahs and naming days: a christening cake (a correction in a terse message), a silver
 * christening cup, a christening gown cleaned and mended, a communion candle priced at a church shop, printed kippot
 * (returns). Anniversaries, birthdays and weddings: a poem for a golden wedding, an engraved sundial for one (paid on
 * collection), diamond-wedding invitations at two prices, napkin rings engraved for an anniversary table, an eternity
 * ring (its guarantee), a grandmother's ring resized, wedding bands engraved, twelve pairs of engraved cufflinks for
 * a wedding party, a milliner's hat given up, a family tartan "halfway" with no earlier bid, a vow renewal given up, a
 * signet ring with a family crest, a silver charm mused over for a seventieth, a pocket watch engraved for an
 * eighteenth or twenty-first, a family tree in calligraphy "-ish", grandad's army photograph restored. Retirements
 * and firms' occasions: a retirement speech (a correction in a postscript), an engraved watch given up for a voucher,
 * a cricket-club room for a retirement do given up, a scale model of a lifeboat, a carved crook, a fishing rod
 * bought from a collection envelope (a correction aloud), a firm's anniversary medallions given up when the firm was
 * sold (a reply above the maker's quoted message), iced logo biscuits with "a touch above my last figure", engraved
 * bottles for all staff (volume price), personalised baubles for three care homes (volume price), notebooks embossed
 * for twenty food-bank volunteers, ten long-service certificates framed, a seal embosser (is the price final).
 * Clubs, schools and societies: leavers' hoodies (a range), a primary school's leavers' yearbooks (when), graduation
 * gowns accepted with a question, a school's time capsule put off, centenary mugs, a school's self-inking stamps in
 * JSON, speech-day programmes, a PA system for a prize-giving (its price asked), book prizes with bookplates within
 * a budget, sports-day kit for a hundred and eighty children, finisher medals for a fun run (carriage), chip timing
 * for a village 10K, an honours board signwritten in gold leaf, an awards evening's host beside a ballroom, a date,
 * guests and a booking reference, an ice swan for an awards dinner walked away from, a club's jubilee ties, a scout
 * group's woven centenary badges, a rowing club's racing all-in-ones, braid for a colliery band's jackets (an agent's
 * revision below its own last offer), pony-club rosettes (their price asked again), a choir's silk scarves (carriage
 * to an island), a Mothers' Union banner restored (payment), an enamelled plaque for a poet's cottage (its
 * guarantee), tea towels for a town's anniversary (is the price firm), printed lanyards (returns), magnetic name
 * badges, printed bunting for a street party, embroidered softshells for a firm's workers. These touch the themes of
 * ../fresh7 and ../fresh21 (a wedding cake, a sixtieth birthday cake, a croquembouche, an heirloom ring remade, a
 * two-piece suit, a bridal bouquet), ../fresh17 (roller banners, a van wrap, an embroidery machine), ../fresh20 (a
 * calligrapher's invitations, a stonemason's lettering, a christening film, a retirement lunch), ../fresh22
 * (embroidered sweatshirts for a school's new intake), ../fresh24 (engraved trophies, five-a-side kits, embroidered
 * chef jackets, kilt hire) and ../fresh26 (a signed shirt framed, a carved house sign, best-man speech coaching) in
 * kind only; every situation here is another one, and trophies, roller banners, wedding dresses and suits,
 * photographers, catering, hampers and signs for shops were left out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, Ireland, US, Canada; Germany, Austria, Switzerland; France, Belgium, Switzerland, Québec; Spain,
 * Mexico and the US) and local number formats (£1,150 / €4 / $180 / 1.150 € / 180 Stutz / 1 150 € / 180 francs /
 * soixante-dix piasses / 1.150 € / setenta dólares). Every language covers bids in digits and in words (005, 104,
 * 213, 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the buyer's last bid 305,
 * more than the last bid 012/310/406, percent off 003/204/307/412, split the difference 110/408), totals for a
 * quantity (107 twelve pairs of cufflinks, 207 twenty notebooks, 309 ten frames), self-corrections in three forms
 * (010 "X. No wait, that's the figure with the tier we dropped. Y", 209 a postscript asking to read Y where X was
 * pasted from an earlier draft, 410 X begun aloud, a look into a collection envelope, then Y, in local wordings),
 * bids beside other numbers (001 a plot, lines on a plaque, a date and an age; 016 children, sacks, sets, batons, a
 * date and times; 101 a mobile number; 117 a dog's age and weight; 202 plaques, their size, a street number, a
 * postcode and a phone; 213 a count of names beside a bid in words; 216 a ballroom, a date, hours, guests and a
 * booking reference; 302 a scan of three funeral directors and the standing offer; 303 years of service beside a bid
 * in words; 313 a quantity, a postcode and a date in JSON; 404 a plaque's size and a lead time), plain, enthusiastic
 * and price-restating acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed acceptance with a
 * phone number (203), acceptances with a logistics request or question (111, 218, 411), polite and curt walk-aways
 * (004, 108, 115, 206, 214, 312, 405; 011, 413), questions on every subject (shipping 002/215, delivery 102/201/311,
 * warranty 106/208, payment 009/205/414, returns 014/211, negotiable 109/407, standing-offer 113/316, rounds-left 301,
 * discount 116/306; several carrying numbers: a price and a count of medals, a school year and a date, an
 * anniversary, a head count, a date and a time, a count of scarves, a parade's date), and the ambiguous kinds (a
 * range 007, a bid conditional on delivery to the funeral home 015, sarcasm 105, a church shop's price 112,
 * "-ish"/"rum"/"à peu près"/"y pico" 118, a price awaiting trustees 212, two prices for two ways of printing 217, a
 * prize-giving budget asking what can be done 304, two ways of scattering ashes undecided 314, "meet halfway" with
 * no earlier bid 402, a figure mused over before asking a sister 409, "a touch above my last figure" with no amount
 * 416). Every label was read once more, cold, after the set was written, before the salt was chosen.
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh28-0` …
 * `parley-fresh28-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh28-85` (summed difference 14, tied with `parley-fresh28-151` and ranked first by
 * choose-salt.ts's order; the next best 18) gives 42 TUNE / 42 HELD-OUT in every language: TUNE terse 7,
 * polite-email 9, agent 10, roleplay 8, chat 8; price 18, accept 4, withdraw 5, question 9, ambiguous 6; HELD-OUT
 * terse 9, polite-email 9, agent 6, roleplay 8, chat 10; price 16, accept 6, withdraw 4, question 10, ambiguous 6.
 * Both halves are for REPORTING; the "tune" half is only a name kept for the shape the other sets share — nobody
 * tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh28 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH28_DE } from "./de";
import { FRESH28_EN } from "./en";
import { FRESH28_ES } from "./es";
import { FRESH28_FR } from "./fr";

export const FRESH28_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH28_EN, de: FRESH28_DE, fr: FRESH28_FR, es: FRESH28_ES };

export const FRESH28: readonly HonestMessage[] = [...FRESH28_EN, ...FRESH28_DE, ...FRESH28_FR, ...FRESH28_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH28_SALT = "parley-fresh28-85";

/** The scenario number of an id (`fresh28-en-209` → `209`), shared by its four language versions. */
export function fresh28ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh28 message belongs to: a pure function of its id's scenario number. */
export function fresh28HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH28_SALT, fresh28ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH28_TUNE: readonly HonestMessage[] = FRESH28.filter((m) => fresh28HalfOf(m.id) === "tune");
export const FRESH28_HELD_OUT: readonly HonestMessage[] = FRESH28.filter((m) => fresh28HalfOf(m.id) === "held-out");

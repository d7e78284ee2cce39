/**
 * Parley's TWENTY-NINTH set of honest-buyer messages (issue 29), written 2026-11-29 FOR REPORTING ONLY: nobody tunes
 * on either half. It was written blind: without opening the reader's code (language/**, of which only the `Language`
 * type is imported), its rules or tests, roleplay/**, the statistical second opinion or the intent model, and without
 * running the reader on it (the only things run were ../choose-salt.ts, which reads labels, this set's own corpus
 * test and tests/bench/intent-weights.test.ts, which read labels, and two throwaway scripts that printed the labels
 * for the re-read and worked out the pinned halves from split.ts). Same message type and label conventions as the
 * original corpus (../index.ts); ids `fresh29-<language>-<nnn>`, disjoint from every other id. Only ../fresh28 was
 * read among the earlier sets, to learn the file shapes, with the "Method." paragraph of each earlier set's index.ts,
 * to keep clear of their situations; no sentence or situation was borrowed.
 *
 * Method. Hobbies, crafts and collections — what hobbyists, collectors, makers and small clubs (a model railway
 * club, a wargames club, a junior chess club, a bridge club, a Go club, a rocketry club, a model yacht club, a
 * circus skills club, a basketry group, a quilting group, a charity knitting circle, a handbell team, a card club,
 * miniature painters, radio amateurs) pay dealers, makers, restorers and specialist services for — 84 situations none
 * of the earlier sets uses, many written by LLM agents buying on their owners' behalf and a quarter of each language
 * typed on a phone (no capitals or accents, typos, emoji, run-ons) or by non-native speakers, with the terms such
 * buyers name beside the price (a toy fair's table, recorded postage, stage payments as a layout or a locomotive is
 * built, collection from a third-floor flat, a convention's playtest date, a show to collect at, an auction lot's
 * photographs, a parochial church council's sign-off, a birding trip's date, a club night). Collecting, from dealers,
 * fairs and auctions: a block of four high-value stamps (postage), a classic stamp on approval sent back, an 1887
 * gold sovereign against a scan of three dealers, a coin slabbed met with sarcasm, Roman bronzes in an auction lot
 * (an agent's revision below its own last offer), a run of consecutive banknotes, a comic pressed and graded, ten
 * trading cards graded, a lot of cigarette cards (rounds left), a shoebox of seaside postcards, a first pressing at a
 * record fair, a collection's LPs ultrasonically cleaned (volume price), a run of football programmes given up, magic
 * lantern slides (postage to Canada), an ammonite (is the price firm), a geode cut and polished (an acceptance
 * restating the price), a meteorite slice beside its weight, size and certificate, an antique county map mused over,
 * lead soldiers at a fair, a jar of antique marbles put back, a locomotive whistle walked away from curtly, a
 * vintage mahjong set turned down curtly. Restoring and servicing: a vintage wristwatch's service, a fountain pen
 * resacked (an acceptance restating the price), a cylinder music box left as it was, a teddy bear restuffed, a bisque
 * doll restored (an agent's acceptance), six diecast lorries repainted, a clockwork tinplate train set restored
 * (accepted by a signed letter), a treadle sewing machine serviced on condition of collection, a knitting machine
 * serviced at another repairer's price, a valve amplifier recapped (its guarantee), a reel-to-reel deck serviced
 * beside its model, year and reel size, a retro games console recapped (its guarantee), binoculars cleaned and
 * realigned (when), a split-cane rod's guides rewhipped, a cuckoo clock (is the price final), a family Bible rebound
 * before a wedding (when), a Victorian atlas rebacked, a guitar's fret level and setup (a range), a cracked guitar
 * top at two prices, a team's handbells awaiting a church council, a radio-controlled racing engine rebuilt
 * (accepted with a question about collection). Making and commissions: a model railway locomotive at a toy fair
 * beside its table and running numbers, a layout built in stages (payment), six baseboards for a club's exhibition
 * layout beside their size, an address and a phone, a live steam locomotive (payment), a rake of wagons weathered
 * (payment), a ship in a bottle (a correction after a wife's reminder), a radio-controlled yacht given up when a
 * boating lake closed (a reply above the maker's quoted message), twenty orc warriors painted beside a phone number,
 * five board-game prototypes before a playtest (when), cosplay armour (an enthusiastic yes), a wargames terrain table
 * beside an open day's date, hours, room and booking reference, a backgammon board in words for a husband of thirty
 * years' play, ten digital chess clocks, bridge bidding boxes, a Go board (accepted with a question about delivery),
 * a cross-stitch chart "-ish", a quilt long-arm quilted, a custom stunt kite (its price asked again), an aquascape
 * (accepted with a question about the plants), a closed moss terrarium, a juniper bonsai's restyle given up, dolls'
 * house dining furniture (a correction in a terse message), rolls of film developed and scanned, a darkroom by the
 * day (its price asked), a routed slot-car track, circus kit within a budget, bone lace bobbins, willow bundles for a
 * basketry group in JSON, a grizzly hackle cape "halfway" with no earlier bid, a dozen arrows fletched, a Meccano
 * set, a custom dice set with "a bit more" and no amount, model rocket motors for a launch day beside a date and
 * motor codes, a radio mast given up over the neighbours, a QRP transceiver kit assembled, a shelf in a glaze firing
 * at two prices, and crafts' supplies in bulk: quilting fabric (returns), twenty packs of acrylic yarn, forty pots of
 * acrylic paint (returns), bowl blanks for a woodturning club (volume price). These touch the themes of ../fresh5,
 * ../fresh13 and ../fresh19 (a pottery kiln, a telescope), ../fresh6 and ../fresh12 (a chess set, a wood lathe),
 * ../fresh7 and ../fresh24 (a bow and quiver, a second-hand fencing kit), ../fresh8 (a quilt), ../fresh10 and
 * ../fresh11 (a dollhouse, a turntable, a valve radio), ../fresh14 (a pocket watch, a piano-tuning contract),
 * ../fresh15 (trading cards, a coin collection, a stamp album, Silver Age comics, a crate of records, a tin robot, a
 * guitar), ../fresh16 (hand-dyed yarn, a fly rod), ../fresh18 (a guitar, a box of LEGO), ../fresh21 (a hand-bound
 * guest book), ../fresh25 (stoneware clay, burr elm veneer), ../fresh26 (a wheel-throwing course, a kids' chess
 * club, an illustrated village map) and ../fresh28 (a scale model of a lifeboat) in kind only; every situation here
 * is another one, and telescopes, kilns bought, pianos and their tuning, instrument lessons and purchases, beehives,
 * animals, gardens and second-hand goods bought privately were left out.
 *
 * 84 messages per language: terse 16 (001-016), chat 18 (101-118), polite-email 18 (201-218), agent 16 (301-316),
 * roleplay 16 (401-416); 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous (14.3%) in each. Local wording
 * per language (UK, Ireland, US, Canada and an Australian in the UK; Germany, Austria, Switzerland; France, Belgium,
 * Switzerland, Québec; Spain, Mexico and the US) and local number formats (£1,650 / €5 / $190 / 1.650 € / 190 Stutz /
 * 1 650 € / 190 francs / soixante piasses / 1.650 € / sesenta dólares). Every language covers bids in digits and in
 * words (005, 104, 213, 303, 401), every relative derivation (amount off the standing offer 008/114/315, off the
 * buyer's last bid 305, more than the last bid 012/310/406, percent off 003/204/307/412, split the difference
 * 110/408), totals for a quantity (107 ten chess clocks, 207 twenty packs of yarn, 309 ten cards graded),
 * self-corrections in three forms (010 "X. Sorry, misread your list, that was the dresser's price. Y", 209 a second
 * paragraph where a wife's reminder takes an oak stand out of X to give Y, 410 X counted out and a tenner taken back
 * for the bus fare, leaving Y, in local wordings), bids beside other numbers (001 a fair's table, a class and a
 * running number, a decoder's pins; 016 a date, motor codes and counts; 101 a count of figures and a mobile number;
 * 117 a deck's model, a year and a reel size; 202 a count of baseboards, their size, a street number, a postcode and
 * a phone; 213 a count of maps beside a bid in words; 216 a date, hours, a room, a booking reference and a table's
 * size; 302 a scan of three dealers, a year and the standing offer; 303 years of play beside a bid in words; 313 a
 * bundle length, a quantity, a postcode and a date in JSON; 404 a weight, a size and a certificate number), plain,
 * enthusiastic and price-restating acceptances (006, 403; 103; 013, 210), an agent's acceptance (308), a signed
 * acceptance with a phone number (203), acceptances with a logistics question (111, 218, 411), polite and curt
 * walk-aways (004, 108, 115, 206, 214, 312, 405; 011, 413), questions on every subject (shipping 002/215, delivery
 * 102/201/311, warranty 106/208, payment 009/205/414, returns 014/211, negotiable 109/407, standing-offer 113/316,
 * rounds-left 301, discount 116/306; several carrying numbers: a stamp's price, stage payments in three, a count of
 * prototypes and a date, a count of blanks, a wedding date, a count of paint pots, a count of slides, a trip's date,
 * a count of LPs and a box size), and the ambiguous kinds (a range 007, a bid conditional on collection from a
 * third-floor flat 015, sarcasm at the standing offer 105, another repairer's price 112, "-ish"/"so um die"/"dans les
 * … environ"/"más o menos" 118, a price awaiting a church council 212, two prices for two repairs of a guitar top 217,
 * a circus club's budget asking what can be done 304, a full or a half kiln shelf undecided 314, "meet in the
 * middle" with no earlier bid 402, a figure mused over before measuring a wall 409, "a bit more on what I offered"
 * with no amount 416). Every label was read once more, cold, after the set was written, before the salt was chosen
 * (the re-read changed no label; it fixed one signature).
 *
 * The split: TUNE or HELD-OUT by a salted hash of the id's scenario number (`nnn`, shared by the four language
 * versions of a situation), as for fresh5. The salt was chosen once, among `parley-fresh29-0` …
 * `parley-fresh29-199` (split.ts's hash), by ../choose-salt.ts with fresh5's criterion, before the reader ever read
 * the set. `parley-fresh29-187` (summed difference 16, the lowest, ranked first by choose-salt.ts; the next best
 * 18) gives 42 TUNE / 42 HELD-OUT in every language: TUNE terse 8, polite-email 8, agent 9, roleplay 9, chat 8;
 * price 18, accept 6, withdraw 4, question 9, ambiguous 5; HELD-OUT terse 8, polite-email 10, agent 7, roleplay 7,
 * chat 10; price 16, accept 4, withdraw 5, question 10, ambiguous 7.
 * Both halves are for REPORTING; the "tune" half is only a name kept for the shape the other sets share — nobody
 * tunes on it.
 *
 *   node --import tsx bench/honest-messages/run.ts --half fresh29 --figures-only
 */
import type { Language } from "../../../language/interpretation";
import { saltedHash } from "../split";
import type { HonestMessage } from "../types";
import { FRESH29_DE } from "./de";
import { FRESH29_EN } from "./en";
import { FRESH29_ES } from "./es";
import { FRESH29_FR } from "./fr";

export const FRESH29_BY_LANGUAGE: Readonly<Record<Language, readonly HonestMessage[]>> = { en: FRESH29_EN, de: FRESH29_DE, fr: FRESH29_FR, es: FRESH29_ES };

export const FRESH29: readonly HonestMessage[] = [...FRESH29_EN, ...FRESH29_DE, ...FRESH29_FR, ...FRESH29_ES];

/** Chosen once (see the docblock); never change it. */
const FRESH29_SALT = "parley-fresh29-187";

/** The scenario number of an id (`fresh29-en-209` → `209`), shared by its four language versions. */
export function fresh29ScenarioOf(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/** The half a fresh29 message belongs to: a pure function of its id's scenario number. */
export function fresh29HalfOf(id: string): "tune" | "held-out" {
  return saltedHash(FRESH29_SALT, fresh29ScenarioOf(id)) % 2 === 0 ? "tune" : "held-out";
}

export const FRESH29_TUNE: readonly HonestMessage[] = FRESH29.filter((m) => fresh29HalfOf(m.id) === "tune");
export const FRESH29_HELD_OUT: readonly HonestMessage[] = FRESH29.filter((m) => fresh29HalfOf(m.id) === "held-out");

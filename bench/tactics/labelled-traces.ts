/**
 * Labelled synthetic negotiations for measuring the tactic detectors. Each trace is a buyer with a known
 * behaviour (its concession pattern, how it opens, what it says) against a plain time-based shop; its labels
 * are the tactics that behaviour actually showed — decided by the generator from what it did, never by asking
 * the detectors. Neutral chatter, near-miss phrasings ("my manager recommended you"), price noise and random
 * walks are mixed in so that precision is earned, not given.
 *
 * Seeds: seed 1 is the set the thresholds were tuned on, seed 2 the held-out set the figures are reported on;
 * any other seed's buyers also use phrasings the lexicons were never tuned on (a quarter of what they say).
 */
import type { NegotiationTrace, TacticName, TraceMove } from "../../tactics";
import { deriveSeed, integerBetween, mulberry32, uniform, type Rand } from "../../rehearsal/random";

export interface LabelledTrace {
  family: string;
  trace: NegotiationTrace;
  labels: TacticName[];
}

type Pattern = "boulware" | "conceder" | "linear" | "sniper" | "splitter" | "random-walk" | "flincher";
const PATTERNS: Pattern[] = ["boulware", "conceder", "linear", "sniper", "splitter", "random-walk", "flincher"];

const NEUTRAL = [
  "Can you do better on the price?",
  "Thanks for the quick reply.",
  "Is that your best price?",
  "I have been a customer for years.",
  "We are comparing a few options.",
  "My manager recommended your shop.",
  "I personally like the design a lot.",
  "What is the delivery time?",
  "Our team needs two of these eventually.",
  "Could you explain how you got to that number?",
  "Let me think about it.",
  "That seems a little high to me.",
];
const SHOCK = ["What? That's outrageous.", "Are you kidding me? Way too expensive.", "Wow, that's ridiculous for this.", "No way, that is daylight robbery."];
const DEADLINE = ["I need an answer by Friday.", "This is my final offer.", "I have to close this within 2 hours.", "Take it or leave it.", "We're running out of time here, decide today."];
const SPLIT = ["Let's split the difference.", "How about we meet in the middle?", "Meet you halfway?"];
const BAD_COP = [
  "I'd love to go higher, but my manager won't approve more than that.",
  "Personally I'm on your side, but our procurement team will not sign off above this.",
  "My hands are tied, my boss only approves this much.",
  "Our finance department won't allow more, believe me I tried.",
];
const AGREE = ["Deal!", "Sounds good, we have a deal.", "OK, agreed."];
const ADD_ON = ["One more thing: can you throw in free shipping?", "Great, and an extended warranty on top?", "Could you include the installation too?"];

/** Phrasings only the held-out set uses: the lexicons were never shown them. */
const UNSEEN: Record<string, string[]> = {
  shock: ["Seriously? That price is insane.", "You can't be serious with that number."],
  deadline: ["I must decide before noon tomorrow.", "The offer I have expires tonight."],
  split: ["Why don't we go fifty-fifty on the gap?", "Middle ground: halfway between us?"],
  badCop: ["My boss would never approve that, I'm sorry.", "Our CFO caps this purchase, it is out of my hands."],
  agree: ["Alright, you've got a deal.", "Fine then, I'll take it."],
  addOn: ["Can you add in a spare battery for free?", "Oh, and free delivery is included, right?"],
};

interface Buyer {
  pattern: Pattern;
  open: number;
  reservation: number;
  deadline: number;
  beta: number;
  flinchRound: number;
  anchoring: boolean;
  says: { shock: boolean; deadline: boolean; split: boolean; badCop: boolean; nibble: boolean; chatter: number };
}

function pick<T>(rand: Rand, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function drawBuyer(rand: Rand, anchor: number, maxRounds: number): Buyer {
  const pattern = pick(rand, PATTERNS);
  const anchoring = rand() < 0.3;
  const open = Math.round(anchor * (anchoring ? uniform(rand, 0.03, 0.35) : uniform(rand, 0.55, 0.9)));
  const reservation = Math.round(anchor * uniform(rand, 0.7, 1.05));
  const beta = pattern === "boulware" ? uniform(rand, 0.15, 0.55) : pattern === "conceder" ? uniform(rand, 1.9, 5) : uniform(rand, 0.85, 1.2);
  return {
    pattern,
    open: Math.min(open, reservation),
    reservation,
    deadline: integerBetween(rand, Math.max(4, maxRounds - 3), maxRounds),
    beta,
    flinchRound: integerBetween(rand, 2, Math.max(2, maxRounds - 3)),
    anchoring,
    says: {
      shock: pattern !== "flincher" && rand() < 0.1,
      deadline: rand() < 0.12,
      split: pattern !== "splitter" && rand() < 0.08,
      badCop: rand() < 0.12,
      nibble: rand() < 0.15,
      chatter: uniform(rand, 0, 0.5),
    },
  };
}

type Phrases = Record<"shock" | "deadline" | "split" | "badCop" | "agree" | "addOn", readonly string[]>;
const SEEN: Phrases = { shock: SHOCK, deadline: DEADLINE, split: SPLIT, badCop: BAD_COP, agree: AGREE, addOn: ADD_ON };
const WITH_UNSEEN = Object.fromEntries(Object.entries(SEEN).map(([k, v]) => [k, [...v, ...(UNSEEN[k] ?? [])]])) as unknown as Phrases;

/** One negotiation: a shop conceding on a Boulware curve from its list price toward a floor, and the buyer. */
function negotiate(rand: Rand, family: string, phrases: Phrases): LabelledTrace {
  const anchor = integerBetween(rand, 50, 5000) * 100;
  const maxRounds = integerBetween(rand, 6, 12);
  const floor = Math.round(anchor * uniform(rand, 0.65, 0.9));
  const shopBeta = uniform(rand, 0.4, 0.7);
  const shopAt = (round: number) => Math.round(anchor - (anchor - floor) * Math.pow(round / maxRounds, 1 / shopBeta));
  const b = drawBuyer(rand, anchor, maxRounds);
  const openedAt = 1_700_000_000_000 + integerBetween(rand, 0, 1e9);
  const moves: TraceMove[] = [{ round: 0, party: "shop", kind: "offer", priceMinor: anchor, at: openedAt }];
  const labels = new Set<TacticName>();
  if (b.anchoring) labels.add("anchoring");
  let shop = anchor;
  let lastShop = anchor;
  let bid = b.open;
  let splits = 0;
  let flinched = false;
  let nibbleStage: "none" | "agreed" | "asked" = "none";
  let agreedBid = 0;
  let held = 0;
  const texts: string[] = [];
  const at = (round: number) => openedAt + round * integerBetween(rand, 2_000, 60_000);
  for (let round = 1; round <= maxRounds; round++) {
    const t = Math.min(1, (round - 1) / (b.deadline - 1));
    let next: number;
    let text: string | undefined;
    const conceded = shop < lastShop;
    if (round === 1) next = b.open;
    else if (nibbleStage === "agreed") {
      // The nibble: agreement was said, now the buyer asks for more (and maybe shaves the price).
      next = rand() < 0.5 ? bid : Math.round(bid - anchor * uniform(rand, 0.01, 0.04));
      text = pick(rand, phrases.addOn);
      nibbleStage = "asked";
      labels.add("nibbling");
    } else if (b.pattern === "splitter" && round >= 2) {
      const mid = Math.round((bid + shop) / 2);
      next = Math.min(mid, b.reservation);
      if (next === mid && (shop - bid) / anchor >= 0.02) splits++;
    } else if (b.pattern === "sniper") {
      next = round >= maxRounds - 1 ? Math.max(bid, Math.min(b.reservation, Math.round(b.open + anchor * uniform(rand, 0.15, 0.4)))) : b.open + Math.round(anchor * uniform(rand, -0.002, 0.002));
      if (round < maxRounds - 1) held++;
    } else if (b.pattern === "random-walk") {
      next = Math.round(bid + anchor * uniform(rand, -0.012, 0.06));
    } else if (b.pattern === "flincher" && !flinched && round >= b.flinchRound && conceded) {
      next = Math.round(bid - anchor * uniform(rand, 0.03, 0.1));
      if (rand() < 0.5) text = pick(rand, phrases.shock);
      flinched = true;
      labels.add("flinching");
    } else {
      const curve = b.open + (b.reservation - b.open) * Math.pow(t, 1 / b.beta);
      next = Math.round(curve + anchor * uniform(rand, -0.004, 0.004));
      if (b.pattern !== "flincher" && b.pattern !== "linear") next = Math.max(next, bid);
    }
    next = Math.max(1, Math.min(next, b.reservation, shop));
    // Words, at most one message per move: tactics first, otherwise chatter.
    if (!text && b.says.shock && conceded && round >= 2 && rand() < 0.5) {
      text = pick(rand, phrases.shock);
      labels.add("flinching");
      b.says.shock = false;
    }
    if (!text && b.says.deadline && round >= 2 && rand() < 0.4) {
      text = pick(rand, phrases.deadline);
      labels.add("time-pressure");
      b.says.deadline = false;
    }
    if (!text && b.says.split && round >= 2 && rand() < 0.4) {
      text = pick(rand, phrases.split);
      labels.add("split-the-difference");
      b.says.split = false;
    }
    if (!text && b.says.badCop && round >= 2 && rand() < 0.4) {
      text = pick(rand, phrases.badCop);
      labels.add("good-cop-bad-cop");
      b.says.badCop = false;
    }
    const meets = next >= shop;
    if (!text && b.says.nibble && nibbleStage === "none" && (meets || (shop - next) / anchor <= 0.04) && round < maxRounds) {
      text = pick(rand, phrases.agree);
      nibbleStage = "agreed";
      agreedBid = next;
      next = Math.min(next, shop - 1);
    }
    if (!text && rand() < b.says.chatter) text = pick(rand, NEUTRAL);
    if (text) texts.push(text);
    if (meets && nibbleStage !== "agreed") {
      moves.push({ round, party: "buyer", kind: "accept", priceMinor: shop, at: at(round), ...(text ? { message: text } : {}) });
      break;
    }
    bid = next;
    moves.push({ round, party: "buyer", kind: "offer", priceMinor: bid, at: at(round), ...(text ? { message: text } : {}) });
    lastShop = shop;
    shop = Math.max(floor, shopAt(round));
    // A buyer that just said "deal" is waiting for the shop's confirmation: the shop holds its offer.
    if (nibbleStage === "agreed") shop = lastShop;
    else if (bid >= shop) {
      moves.push({ round, party: "shop", kind: "accept", priceMinor: bid, at: at(round) + 5 });
      break;
    }
    moves.push({ round, party: "shop", kind: shop < lastShop ? "counter" : "hold", priceMinor: shop, at: at(round) + 5 });
  }
  void agreedBid;
  // What the numbers showed, judged from the behaviour the generator drove.
  // A concession curve is shown by at least five bids while the buyer was still moving, over 5% of the price.
  const offered = moves.filter((m) => m.party === "buyer" && m.kind === "offer").map((m) => m.priceMinor as number);
  const top = Math.max(0, ...offered);
  const moving = offered.slice(0, offered.indexOf(top) + 1);
  const curveShown = moving.length >= 5 && (top - (moving[0] ?? top)) / anchor >= 0.05;
  if (b.pattern === "boulware" && curveShown) labels.add("boulware");
  if (b.pattern === "conceder" && curveShown) labels.add("conceder");
  if (b.pattern === "splitter" && splits >= 2) labels.add("split-the-difference");
  const jumped = moves.some((m) => m.party === "buyer" && m.kind === "offer" && m.round >= maxRounds - 1 && (m.priceMinor as number) - b.open >= anchor * 0.05);
  if (b.pattern === "sniper" && held >= Math.max(2, Math.ceil(maxRounds / 2) - 1) && jumped) labels.add("time-pressure");
  if (b.pattern === "flincher" && !flinched) labels.delete("flinching");
  return { family: `${family}/${b.pattern}${b.anchoring ? "+anchor" : ""}`, trace: { anchorMinor: anchor, maxRounds, openedAt, moves }, labels: [...labels].sort() };
}

/** `count` labelled negotiations from `seed`: 1 is the tuning set, 2 the held-out set. */
export function labelledTraces(seed: number, count: number): LabelledTrace[] {
  const out: LabelledTrace[] = [];
  for (let i = 0; i < count; i++) out.push(negotiate(mulberry32(deriveSeed("tactics", seed, i)), `seed${seed}`, seed === 1 ? SEEN : WITH_UNSEEN));
  return out;
}

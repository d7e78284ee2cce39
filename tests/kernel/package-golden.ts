/**
 * The golden record of package decisions: a seeded generator of a few thousand package negotiations (5 terms, and
 * 2 to 6 terms) that walk every decision path — openings with and without a bid, counters, holds, the buyer's own
 * package accepted, options picked (1 to 3 per counter), malformed moves, agreement switches, expiry, and
 * resumption of a buyer's earlier negotiation — with every decision serialised and hashed per scenario. The kernel
 * is deterministic, so a change made for speed must leave every hash as it was (package-golden.test.ts); the
 * fixture was written before the speed work (issue 28's kernel speed guard).
 *
 *   node --import tsx tests/kernel/package-golden.ts --write   rewrite the fixture (only for an intended change)
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  COUNTER_TACTIC_TRIGGERS,
  decide,
  DEFAULT_STRATEGY,
  rememberOutcome,
  rememberState,
  resumeState,
  switchAgreement,
  type BuyerMove,
  type Decision,
  type Insight,
  type NegotiationConfig,
  type NegotiationState,
  type PrivateDraws,
  type StrategyConfig,
  type TermValues,
} from "../../kernel";
import type { TermDeclaration, Valuation } from "../../terms";
import { deriveSeed, mulberry32, type Rand } from "../../rehearsal/random";

export const GOLDEN_SCENARIOS = 3_000;
/** The first this many have exactly 5 terms (the bench's product shape); the rest 2 to 6. */
const FIVE_TERM_SCENARIOS = 1_000;

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function numericTerm(r: Rand, id: string): TermDeclaration {
  const step = pick(r, [1, 1, 5, 0.5, 0.1, 6]);
  const min = int(r, 0, 50);
  const steps = int(r, 1, 40);
  const max = Number((min + steps * step).toFixed(6));
  const better = r() < 0.5 ? "higher" : "lower";
  // shopBest at the better end, or (one time in three) inside the range, never at the worst end.
  const inside = r() < 1 / 3 && steps > 1;
  const k = better === "higher" ? (inside ? int(r, 1, steps - 1) : steps) : inside ? int(r, 1, steps - 1) : 0;
  return { id, label: id, kind: "numeric", unit: "u", min, max, step, better, shopBest: Number((min + k * step).toFixed(6)) };
}

function choiceTerm(r: Rand, id: string): TermDeclaration {
  const values = Array.from({ length: int(r, 2, 5) }, (_, i) => `${id}-v${i}`);
  return { id, label: id, kind: r() < 0.5 ? "ordinal" : "categorical", values, shopBest: r() < 0.7 ? values[0]! : pick(r, values) };
}

function valuation(r: Rand, terms: TermDeclaration[], price: { anchorMinor: number; floorMinor: number }): Valuation {
  const reservationUtility = pick(r, [0, 0.2, 0.5, 0.8, r() * 0.9]);
  const values: Record<string, Record<string, number>> = {};
  for (const t of terms) if (t.kind !== "numeric" && r() < 0.3) values[t.id] = Object.fromEntries(t.values.map((v) => [v, Math.round(r() * 100) / 100]));
  const explicit = Object.keys(values).length > 0 ? { values } : {};
  const numeric = terms.filter((t): t is Extract<TermDeclaration, { kind: "numeric" }> => t.kind === "numeric");
  const pctSpan = ((price.anchorMinor - price.floorMinor) / price.anchorMinor) * 100;
  if (r() < 0.1 && numeric.length > 0 && pctSpan > 1) {
    // The owner's pairwise answers: each numeric term's span against some percent of price.
    const tradeoffs = numeric.map((t) => ({ give: { term: t.id, amount: Math.abs(t.shopBest - (t.better === "higher" ? t.min : t.max)) || t.step }, for: { term: "price", amount: Math.max(0.5, Math.round(r() * pctSpan * 10) / 10) } }));
    return { tradeoffs, reservationUtility, ...explicit };
  }
  const weights: Record<string, number> = {};
  for (const id of ["price", ...terms.map((t) => t.id)]) {
    const roll = r();
    // Some weights missing or zero: those terms do not count for the shop.
    if (roll < 0.08) continue;
    weights[id] = roll < 0.12 ? 0 : 0.01 + r();
  }
  return { weights, reservationUtility, ...explicit };
}

function strategy(r: Rand): StrategyConfig {
  const roll = r();
  if (roll < 0.4) return DEFAULT_STRATEGY;
  const kind = pick(r, ["adaptive", "boulware", "linear", "conceder"] as const);
  const out: StrategyConfig = { kind };
  if (r() < 0.4) out.exponent = 0.1 + r() * 5;
  if (r() < 0.25) out.holdAfter = COUNTER_TACTIC_TRIGGERS.filter(() => r() < 0.5);
  return out;
}

function insight(r: Rand): Insight | undefined {
  const roll = r();
  if (roll < 0.6) return undefined;
  const out: Insight = {};
  if (r() < 0.7) out.tactics = { reciprocity: r() * 2, opponentPull: r(), lateAcceptFrom: r(), stallAcceptFrom: r(), mirrorShare: r() < 0.5 ? 0 : r(), reserveShare: [0.01, 0.01 + r() * 0.2] };
  if (r() < 0.5) out.acceptance = { midpoint: 0.6 + r() * 0.4, slope: 5 + r() * 20, samples: 50 };
  return out;
}

export interface GoldenScenario {
  config: NegotiationConfig;
  draws: PrivateDraws;
  insight: Insight | undefined;
  rand: Rand;
}

export function goldenScenario(index: number): GoldenScenario {
  const r = mulberry32(deriveSeed("package-golden", index));
  const n = index < FIVE_TERM_SCENARIOS ? 5 : int(r, 2, 6);
  const terms = Array.from({ length: n }, (_, i) => (r() < 0.55 ? numericTerm(r, `t${i}`) : choiceTerm(r, `t${i}`)));
  const floorMinor = int(r, 1, 1_000_000);
  const span = pick(r, [0, 1, 7, 100, int(r, 0, 1_000_000), int(r, 0, 1_000_000)]);
  const price = { floorMinor, anchorMinor: floorMinor + span };
  const options = pick(r, [undefined, 1, 2, 3, 3]);
  const config: NegotiationConfig = {
    currency: "EUR",
    ...price,
    strategy: strategy(r),
    maxRounds: pick(r, [1, 2, 3, 6, 8, 12, int(r, 1, 20)]),
    ttlMs: pick(r, [86_400_000, 20_000]),
    package: { terms, valuation: valuation(r, terms, price), ...(options !== undefined ? { options } : {}) },
  };
  const draws = { reserve: r(), shape: r(), temper: r(), end: r(), offer: r() };
  return { config, draws, insight: insight(r), rand: r };
}

/** A value of a term: on its grid mostly, now and then a malformed one. */
function termValue(r: Rand, t: TermDeclaration): number | string {
  if (t.kind === "numeric") return Number((t.min + int(r, 0, Math.round((t.max - t.min) / t.step)) * t.step).toFixed(6));
  return pick(r, t.values);
}

function askedTerms(r: Rand, terms: TermDeclaration[], previous: TermValues | null): TermValues {
  // Half the time the buyer repeats its last ask with one term changed (the model learns from what it holds).
  if (previous && r() < 0.5) {
    const t = pick(r, terms);
    return { ...previous, [t.id]: termValue(r, t) };
  }
  const out: TermValues = {};
  const share = pick(r, [0, 0.5, 1]);
  for (const t of terms) if (r() < share || (share === 0.5 && r() < 0.5)) out[t.id] = termValue(r, t);
  return out;
}

/** The buyer's next move given the shop's last decision and its own last bid: mostly climbing, now and then not. */
function nextMove(sc: GoldenScenario, last: Decision, previousAsk: TermValues | null, lastBid: number | null): BuyerMove {
  const { config, rand: r } = sc;
  const terms = config.package!.terms;
  const roll = r();
  const options = last.options ?? last.state.package?.options ?? null;
  if (roll < 0.05) return { kind: "accept" };
  if (options && options.length > 1 && roll < 0.2) return { kind: "accept", optionId: pick(r, options).id };
  if (roll < 0.21) return { kind: "accept", optionId: "r99o9" };
  if (roll < 0.24) return { kind: "counter", priceMinor: config.anchorMinor, terms: pick(r, [{ nope: 1 }, { [terms[0]!.id]: "off-the-list" }, { [terms[0]!.id]: 1e12 }, { [terms[0]!.id]: null }]) as never };
  if (roll < 0.25) return { kind: "counter", priceMinor: pick(r, [0, -5, 1.5, Number.NaN]) };
  const span = Math.max(config.anchorMinor - config.floorMinor, 100);
  const standing = last.state.lastShopOfferMinor ?? config.anchorMinor;
  const start = config.floorMinor - 0.3 * span + r() * 0.5 * span;
  const way = r();
  const price =
    way < 0.7 ? (lastBid ?? start) + r() * 0.15 * span : way < 0.8 ? standing : way < 0.9 ? config.floorMinor + (r() * 1.2 - 0.3) * span : way < 0.95 ? config.floorMinor - 1 : (lastBid ?? start) - r() * 0.1 * span;
  const move: BuyerMove = { kind: "counter", priceMinor: Math.max(1, Math.round(price)) };
  if (r() < 0.85) move.terms = askedTerms(r, terms, previousAsk);
  return move;
}

/** Keys sorted, every number exactly (NaN, infinities and −0 included), undefined properties left out. */
function serialise(x: unknown): string {
  if (typeof x === "number") return Object.is(x, -0) ? "-0" : String(x);
  if (x === undefined) return "undefined";
  if (x === null || typeof x !== "object") return JSON.stringify(x);
  if (Array.isArray(x) || ArrayBuffer.isView(x)) return `[${Array.from(x as ArrayLike<unknown>, serialise).join(",")}]`;
  const entries = Object.entries(x).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(",")}}`;
}

/** Deep-freezes what the kernel returned, so a decision that mutates its input state throws. */
function freeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
}

/**
 * Plays one scenario: up to three negotiations of the same buyer on the product (each resuming from the memory the
 * last left), every decision and switch recorded. Returns the transcript lines, serialised as they happen and once
 * more at the end (so a later decision that changes an earlier result also shows).
 */
export function playGolden(index: number): { lines: string[]; paths: Set<string> } {
  const sc = goldenScenario(index);
  const { config, draws, insight, rand: r } = sc;
  const lines: string[] = [];
  const results: unknown[] = [];
  const paths = new Set<string>();
  const record = (label: string, x: unknown) => {
    lines.push(`${label} ${serialise(x)}`);
    results.push(x);
    const d = x as Decision;
    if (label.startsWith("move") || label === "open") {
      paths.add(`${label.split(" ")[0]} ${d.action} ${d.status} ${d.reasons.join("+")}`);
      if (d.options) paths.add(`${d.action} with ${d.options.length} options`);
      if (label.includes('"optionId"') && d.status === "agreed") paths.add("option picked");
    } else if (label === "switch" && x) paths.add("switch taken");
    else if (label === "resume" && (x as NegotiationState).lastShopOfferMinor !== null) paths.add("resumed with a standing offer");
  };
  let openedAt = 1_700_000_000_000;
  let memory: ReturnType<typeof rememberState> | null = null;
  const negotiations = int(r, 1, 3);
  for (let n = 0; n < negotiations; n++) {
    let state: NegotiationState = freeze(resumeState(config, memory, openedAt, draws, insight));
    record("resume", state);
    let now = openedAt;
    const openRoll = r();
    const open: BuyerMove =
      openRoll < 0.6
        ? { kind: "open" }
        : openRoll < 0.9
          ? { kind: "open", priceMinor: Math.max(1, Math.round(config.floorMinor + r() * (config.anchorMinor - config.floorMinor))), ...(r() < 0.6 ? { terms: askedTerms(r, config.package!.terms, null) } : {}) }
          : { kind: "open", terms: askedTerms(r, config.package!.terms, null) };
    let decision = freeze(decide({ config, state, move: open, now, draws, ...(insight ? { insight } : {}) }));
    record("open", decision);
    if (!decision.reasons.includes("INVALID_INPUT")) state = decision.state;
    let ask: TermValues | null = null;
    let lastBid: number | null = null;
    for (let step = 0; step < config.maxRounds + 3 && decision.status === "open"; step++) {
      const move = nextMove(sc, decision, ask, lastBid);
      now += r() < 0.03 ? config.ttlMs : int(r, 0, 9_000);
      const tacticsSeen = r() < 0.15 ? [pick(r, COUNTER_TACTIC_TRIGGERS)] : undefined;
      const next = freeze(decide({ config, state, move, now, draws, ...(insight ? { insight } : {}), ...(tacticsSeen ? { tacticsSeen } : {}) }));
      record(`move ${serialise(move)}`, next);
      if (next.reasons.includes("INVALID_INPUT")) continue;
      if (move.kind === "counter" && move.terms) ask = move.terms;
      if (move.kind === "counter") lastBid = move.priceMinor;
      decision = next;
      state = next.state;
    }
    // An agreement with switches: the buyer takes some of them, in turn.
    let agreedState = state;
    let switches = decision.status === "agreed" ? (decision.options ?? []) : [];
    while (switches.length > 0 && r() < 0.7) {
      const switched = switchAgreement(config, agreedState, pick(r, switches).id);
      freeze(switched);
      record("switch", switched);
      if (!switched) break;
      agreedState = switched.state;
      switches = switched.switches;
    }
    record("switch-bad", switchAgreement(config, agreedState, "r1s1-9"));
    const agreed = decision.status === "agreed" ? decision : null;
    memory = r() < 0.5 ? rememberOutcome(agreedState, agreed) : rememberState(agreedState);
    openedAt = now + int(r, 1, 100_000);
  }
  lines.push(`end ${serialise(results)}`);
  return { lines, paths };
}

/** A scenario's transcript as 16 hex digits. */
export function goldenHash(index: number): string {
  return createHash("sha256").update(playGolden(index).lines.join("\n")).digest("hex").slice(0, 16);
}

const FIXTURE = fileURLToPath(new URL("./package-golden.fixture.ts", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  const hashes = Array.from({ length: GOLDEN_SCENARIOS }, (_, i) => goldenHash(i));
  const rows: string[] = [];
  for (let i = 0; i < hashes.length; i += 8) rows.push(`  "${hashes.slice(i, i + 8).join("")}",`);
  writeFileSync(
    FIXTURE,
    `/** Written by \`node --import tsx tests/kernel/package-golden.ts --write\` before the speed work: 16 hex digits per scenario (package-golden.ts). */\nexport const GOLDEN_HASHES: readonly string[] = [\n${rows.join("\n")}\n].join("").match(/.{16}/g)!;\n`,
  );
  console.log(`wrote ${hashes.length} scenario hashes to ${FIXTURE}`);
}

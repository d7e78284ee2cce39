/**
 * Per-thread settings of negotiate-best-k (auctions/ ThreadSettings): the organisation's fleet gives each thread its
 * own agent's strategy and policy set, and each supplier's known facts (reputation, deals closed) as policy inputs.
 * What a buying desk relies on:
 * - the settings a thread started with are the ones every later round of it is played with — stored with the thread,
 *   so a replay, or an object restarted from storage (a JSON round trip), plays exactly the same;
 * - a thread with no settings plays as every thread did before settings existed;
 * - each thread's round sees its own strategy, policy set and policy inputs, never a sibling's;
 * - a policy on the supplier's reputation holds one supplier's agreement for a person and lets another's through.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closeAuction, isRefusal, negotiationMove, startNegotiation, type AuctionState, type Negotiator, type SupplierNegotiationMove, type ThreadFacts, type ThreadSettings } from "../../auctions";
import { supplierPolicyInputs } from "../../durable-objects/auction/negotiator";
import { open, REPUTATION_GATE, submitted, T0 } from "./fixtures";
import { compiled, drawsOf, negotiator, priceOnlyRequest } from "./negotiation-fixtures";

const RUNS = 80;

/** Holds every agreement with a supplier whose record is poor, for a person. */

const req = priceOnlyRequest({ price: { ceilingMinor: 10_000, targetMinor: 6_000 } });

/** The request closed with one bid per price (`s<i>`), each scored with its supplier's reputation. */
function closed(prices: number[], reputations: (number | null)[]): AuctionState {
  let state = open(req);
  prices.forEach((p, i) => (state = submitted(state, { supplierId: `s${i}`, bidId: `b${i}`, package: { priceMinor: p, terms: { "iso-27001": "yes" } } }, T0 + i * 1000, reputations[i] ?? null)));
  const step = closeAuction(state, req.deadline);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state;
}

function start(state: AuctionState, settings: Record<string, ThreadSettings | undefined>, n: Negotiator = negotiator()): AuctionState {
  const step = startNegotiation(state, req.deadline, drawsOf, n, 0, (id) => settings[id]);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state;
}

/** The real governed round, recording the facts each thread's rounds were played with. */
function spying(seen: Map<string, ThreadFacts[]>): Negotiator {
  const real = negotiator();
  return {
    ...real,
    play: (input) => {
      const id = input.facts.buyerId;
      seen.set(id, [...(seen.get(id) ?? []), input.facts]);
      return real.play(input);
    },
  };
}

const settingsArb: fc.Arbitrary<ThreadSettings | undefined> = fc.option(
  fc.record({
    agentId: fc.option(fc.constantFrom("a-buyer", "b-buyer"), { nil: null }),
    strategy: fc.option(fc.record({ kind: fc.constantFrom("adaptive", "boulware", "linear", "conceder"), exponent: fc.option(fc.double({ min: 0.2, max: 3, noNaN: true }), { nil: undefined }) }), { nil: undefined }),
    policies: fc.constantFrom(null, REPUTATION_GATE),
    policyVersion: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    reputation: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    dealsClosed: fc.integer({ min: 0, max: 5 }),
  }).map(({ reputation, dealsClosed, strategy, policyVersion, ...rest }) => {
    const s: ThreadSettings = { ...rest, policyInputs: supplierPolicyInputs({ reputation, dealsClosed }), assignment: { rule: "best-score", reason: "test" } };
    if (strategy) s.strategy = strategy.exponent === undefined ? { kind: strategy.kind } : strategy;
    if (policyVersion !== undefined) s.policyVersion = policyVersion;
    return s;
  }),
  { nil: undefined },
);

const moveArb: fc.Arbitrary<SupplierNegotiationMove> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 14_000 }).map((priceMinor) => ({ kind: "counter" as const, priceMinor })) },
  { weight: 1, arbitrary: fc.constant({ kind: "accept" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "reject" as const }) },
);
const worldArb = fc.record({
  prices: fc.array(fc.integer({ min: 6_500, max: 10_000 }), { minLength: 1, maxLength: 5 }),
  settings: fc.array(settingsArb, { minLength: 5, maxLength: 5 }),
  commands: fc.array(fc.record({ supplier: fc.integer({ min: 0, max: 4 }), move: moveArb, dt: fc.integer({ min: 0, max: 10 * 60_000 }) }), { maxLength: 25 }),
  restartAt: fc.nat(25),
});

/** Plays the commands; at `restartAt` the state goes through storage's JSON (what a restarted object loads). */
function play(state0: AuctionState, commands: { supplier: number; move: SupplierNegotiationMove; dt: number }[], restartAt = -1): AuctionState {
  let state = state0;
  let now = state0.negotiation!.openedAt;
  commands.forEach((c, i) => {
    if (i === restartAt) state = JSON.parse(JSON.stringify(state)) as AuctionState;
    now += c.dt;
    const step = negotiationMove(state, `s${c.supplier}`, c.move, now, negotiator());
    if (!isRefusal(step)) state = step.state;
  });
  return state;
}

describe("per-thread settings of negotiate-best-k", () => {
  it("property: a thread plays with the settings it started with, the same on a replay and after a restart", () => {
    fc.assert(
      fc.property(worldArb, ({ prices, settings, commands, restartAt }) => {
        const byId = Object.fromEntries(settings.map((s, i) => [`s${i}`, s]));
        const base = closed(prices, prices.map(() => null));
        fc.pre(base.result?.outcome === "shortlisted");
        const first = start(base, byId);
        // Stored as given: every shortlisted thread keeps its own settings (absent stays absent).
        for (const t of first.negotiation!.threads) expect(t.settings).toEqual(byId[t.supplierId] === undefined ? undefined : JSON.parse(JSON.stringify(byId[t.supplierId])));
        // Starting again from the same state with the same settings gives the same state (draws are the supplier's).
        expect(start(base, byId)).toEqual(first);
        const straight = play(first, commands);
        expect(play(start(base, byId), commands)).toEqual(straight);
        expect(JSON.parse(JSON.stringify(play(first, commands, restartAt)))).toEqual(JSON.parse(JSON.stringify(straight)));
      }),
      { numRuns: RUNS },
    );
  });

  it("property: a thread without settings plays exactly as before per-thread settings existed", () => {
    fc.assert(
      fc.property(worldArb, ({ prices, commands }) => {
        const base = closed(prices, prices.map(() => null));
        fc.pre(base.result?.outcome === "shortlisted");
        const legacy = startNegotiation(base, req.deadline, drawsOf, negotiator());
        if (isRefusal(legacy)) throw new Error(legacy.detail);
        const none = start(base, {});
        expect(none).toEqual(legacy.state);
        expect(play(none, commands)).toEqual(play(legacy.state, commands));
      }),
      { numRuns: RUNS },
    );
  });

  it("property: each thread's rounds see its own strategy, policy set and policy inputs, never a sibling's", () => {
    fc.assert(
      fc.property(worldArb, ({ prices, settings }) => {
        const byId = Object.fromEntries(settings.map((s, i) => [`s${i}`, s]));
        const base = closed(prices, prices.map(() => null));
        fc.pre(base.result?.outcome === "shortlisted");
        const seen = new Map<string, ThreadFacts[]>();
        const real = negotiator();
        start(base, byId, spying(seen));
        for (const t of base.result.shortlist) {
          const own = byId[t.supplierId];
          for (const facts of seen.get(`supplier:${t.supplierId}`) ?? []) {
            expect(facts.purchase.strategy).toEqual(own?.strategy ?? { kind: "adaptive" });
            expect(facts.policyInputs).toEqual(own ? own.policyInputs : real.policyInputs);
            expect(facts.policies).toBe(own?.policies ? real.policiesOf!(own.policies) : real.policies);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a policy on the supplier's reputation holds one supplier's agreement for a person and not another's", () => {
    // s0 was scored with a poor record (0.3), s1 with a good one (0.9), s2 with none (the prior, 0.5: not below).
    const base = closed([9_000, 9_100, 9_200], [0.3, 0.9, null]);
    const settings = Object.fromEntries(
      base.result!.shortlist.map((b) => [b.supplierId, { agentId: null, policies: REPUTATION_GATE, policyVersion: 3, policyInputs: supplierPolicyInputs({ reputation: b.reputation, dealsClosed: 0 }) } satisfies ThreadSettings]),
    );
    let state = start(base, settings);
    const at = req.deadline + 60_000;
    // The poor record accepts our standing offer: held for the buying desk, no agreement.
    const poor = negotiationMove(state, "s0", { kind: "accept" }, at, negotiator());
    if (isRefusal(poor)) throw new Error(poor.detail);
    state = poor.state;
    const held = state.negotiation!.threads.find((t) => t.supplierId === "s0")!;
    expect(held.status).toBe("escalated");
    expect(held.pending?.policyId).toBe("poor-record-needs-review");
    expect(state.negotiation!.winner).toBeNull();
    // The good record accepts the same offer: it agrees and wins.
    const good = negotiationMove(state, "s1", { kind: "accept" }, at + 1_000, negotiator());
    if (isRefusal(good)) throw new Error(good.detail);
    expect(good.state.negotiation!.threads.find((t) => t.supplierId === "s1")!.status).toBe("agreed");
    expect(good.state.negotiation!.winner?.supplierId).toBe("s1");
  });

  it("a supplier's policy inputs: the bid's reputation as the score, awards won as deals closed, the prior otherwise", () => {
    expect(supplierPolicyInputs({ reputation: null, dealsClosed: 0 })).toEqual({ dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } });
    const known = supplierPolicyInputs({ reputation: 0.82, dealsClosed: 3 });
    expect(known.dealsClosed).toBe(3);
    expect(known.counterparty?.reputation).toEqual({ score: 0.82 });
    expect(supplierPolicyInputs({ reputation: 1.7, dealsClosed: -2 })).toMatchObject({ dealsClosed: 0, counterparty: { reputation: { score: 1 } } });
  });
});

/**
 * Issue 26, finding 2: a policy that holds deals for a person must not become an oracle for the private reserve.
 * Whether a bid below the standing offer is held may depend on the bid and the policies, never on whether the
 * negotiator would have taken it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, settleEscalation, type RoundState } from "../../governed-round";
import { decide, DEFAULT_STRATEGY, resumeState, type NegotiationConfig, type PrivateDraws } from "../../kernel";
import type { PolicySet } from "../../policies";
import { ESCALATE_EVERY_ACCEPTANCE_YAML } from "../../bench/negotiation/multi-identity/attacks";
import { ALLOW_ALL, facts, policySet } from "./facts";

/** Every deal waits for a person (the many-identity bench's set); nobody answers, so it is rejected at the timeout. */
const HOLD_EVERY_DEAL = policySet(ESCALATE_EVERY_ACCEPTANCE_YAML);

/** Only deals above 7,100 per unit wait for a person: a threshold among the reserves the draws allow (7,060–7,180). */
const HOLD_LARGE_DEALS = policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: large
    when: offer.action == "accept" && offer.priceMinor > 7100
    action: ESCALATE
    escalation: { to: sales, timeoutSeconds: 600, onTimeout: approve }
`);

const unit = fc.double({ min: 0, max: 0.999, noNaN: true });
const draws = fc.record({ reserve: unit, shape: unit, temper: unit, end: unit, offer: unit });
const config = (maxRounds: number): NegotiationConfig => ({ currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: DEFAULT_STRATEGY, maxRounds, ttlMs: 3_600_000 });

/** Lowballs (1 minor unit) up to the last round, through the governed round; the state before the last bid. */
function atLastRound(policies: PolicySet, d: PrivateDraws, maxRounds: number): { state: RoundState; f: ReturnType<typeof facts> } {
  const f = facts({ config: config(maxRounds), draws: d, policies });
  let state = openingState(resumeState(f.config, null, 0, d));
  const opened = playGovernedRound({ facts: f, state, move: { kind: "open" }, now: 1, tactics: null, escalationsSoFar: 0 });
  if (!opened.ok) throw new Error("open refused");
  state = opened.outcome.next;
  for (let r = 0; r < maxRounds - 1; r++) {
    const played = playGovernedRound({ facts: f, state, move: { kind: "counter", priceMinor: 1 }, now: 2 + r, tactics: null, escalationsSoFar: 0 });
    if (!played.ok) throw new Error("counter refused");
    state = played.outcome.next;
  }
  return { state, f };
}

describe("a held bid tells the buyer nothing about the reserve (issue 26)", () => {
  it("in the last round, every bid below the standing offer is held when the policies would hold its deal — taken by the negotiator or not", () => {
    fc.assert(
      fc.property(draws, fc.integer({ min: 2, max: 10 }), fc.double({ min: 0.5, max: 0.999, noNaN: true }), (d, maxRounds, share) => {
        const { state, f } = atLastRound(HOLD_EVERY_DEAL, d, maxRounds);
        expect(state.status).toBe("open");
        const bid = Math.min((state.shopOfferMinor as number) - 1, Math.round(10_000 * share));
        const played = playGovernedRound({ facts: f, state, move: { kind: "counter", priceMinor: bid }, now: 100, tactics: null, escalationsSoFar: 0 });
        if (!played.ok) throw new Error("refused");
        // Held, whatever the negotiator proposed: an acceptance (bid ≥ reserve) or the end (below it).
        expect(played.outcome.next.status).toBe("escalated");
        const pending = played.outcome.effects.escalation!;
        const kernel = decide({ config: f.config, state: state.kernel, move: { kind: "counter", priceMinor: bid }, now: 100, draws: d });
        expect(pending.proposal.action).toBe(kernel.action);
        // Nobody answers: both end the same way, rejected at the standing offer.
        const settled = settleEscalation({ facts: f, state: played.outcome.next, pending, human: { decision: "reject" }, timedOut: true, now: 700_000 });
        if (!settled.ok) throw new Error("timeout refused");
        expect(settled.outcome.next).toMatchObject({ status: "rejected", shopOfferMinor: state.shopOfferMinor });
      }),
      { numRuns: 300 },
    );
  });

  it("a person who approves a held bid the negotiator would not take commits the negotiator's answer, not a deal", () => {
    const { state, f } = atLastRound(HOLD_EVERY_DEAL, { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 }, 10);
    const played = playGovernedRound({ facts: f, state, move: { kind: "counter", priceMinor: 7_000 }, now: 100, tactics: null, escalationsSoFar: 0 });
    if (!played.ok) throw new Error("refused");
    const pending = played.outcome.effects.escalation!;
    expect(pending.proposal.action).toBe("reject");
    expect(pending.reason).toContain("held because a deal at the buyer's bid would be");
    const settled = settleEscalation({ facts: f, state: played.outcome.next, pending, human: { decision: "approve" }, timedOut: false, now: 200 });
    if (!settled.ok) throw new Error("refused");
    expect(settled.outcome.next.status).toBe("rejected");
    expect(settled.outcome.next.agreedPriceMinor).toBeNull();
  });

  it("a policy on the bid itself holds the same bids whatever the draws: which bids are held is a function of the bid", () => {
    fc.assert(
      fc.property(draws, draws, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 7_000, max: 7_300 }), (d1, d2, maxRounds, bid) => {
        const held = (d: typeof d1) => {
          const { state, f } = atLastRound(HOLD_LARGE_DEALS, d, maxRounds);
          if (bid >= (state.shopOfferMinor as number)) return null;
          const played = playGovernedRound({ facts: f, state, move: { kind: "counter", priceMinor: bid }, now: 100, tactics: null, escalationsSoFar: 0 });
          if (!played.ok) throw new Error("refused");
          return played.outcome.next.status === "escalated";
        };
        const [a, b] = [held(d1), held(d2)];
        if (a !== null) expect(a).toBe(bid > 7_100);
        if (b !== null) expect(b).toBe(bid > 7_100);
      }),
      { numRuns: 200 },
    );
  });

  it("before the last round, an early acceptance the policies would hold is not made: the negotiator counters instead, and nothing is held", () => {
    let found = 0;
    fc.assert(
      fc.property(draws, fc.array(fc.double({ min: 0.3, max: 0.99, noNaN: true }), { minLength: 2, maxLength: 8 }), (d, shares) => {
        const free = facts({ config: config(10), draws: d, policies: ALLOW_ALL });
        const held = facts({ config: config(10), draws: d, policies: HOLD_EVERY_DEAL });
        let state = openingState(resumeState(free.config, null, 0, d));
        const opened = playGovernedRound({ facts: free, state, move: { kind: "open" }, now: 1, tactics: null, escalationsSoFar: 0 });
        if (!opened.ok) throw new Error("refused");
        state = opened.outcome.next;
        let best = 0;
        for (const [i, s] of shares.entries()) {
          best = Math.max(best, Math.round(10_000 * s));
          const move = { kind: "counter", priceMinor: Math.min(best, (state.shopOfferMinor as number) - 1) } as const;
          if (move.priceMinor < 1) return;
          const a = playGovernedRound({ facts: free, state, move, now: 2 + i, tactics: null, escalationsSoFar: 0 });
          const b = playGovernedRound({ facts: held, state, move, now: 2 + i, tactics: null, escalationsSoFar: 0 });
          if (!a.ok || !b.ok) throw new Error("refused");
          if (a.outcome.decision.reasons.includes("LATE_ACCEPT") && state.round + 1 < 10) {
            found += 1;
            expect(b.outcome.next.status).toBe("open");
            expect(b.outcome.effects.escalation).toBeNull();
            expect(b.outcome.decision.reasons).toContain("EARLY_ACCEPT_WITHHELD");
            expect(b.outcome.next.shopOfferMinor).toBeLessThanOrEqual(state.shopOfferMinor as number);
            return;
          }
          if (a.outcome.next.status !== "open") return;
          // Identical until an early acceptance: the policy changes nothing else.
          expect(b.outcome.next).toEqual(a.outcome.next);
          state = a.outcome.next;
        }
      }),
      { numRuns: 400 },
    );
    // The property saw the case it is about.
    expect(found).toBeGreaterThan(5);
  });
});

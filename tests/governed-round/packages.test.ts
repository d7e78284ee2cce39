import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, settleEscalation, type NegotiationFacts, type RoundOutcome, type RoundState } from "../../governed-round";
import { packageSpace, shopUtility } from "../../kernel/package/space";
import type { BuyerMove } from "../../kernel/types";
import { facts, policySet } from "./facts";
import { CONFIG } from "./package-fixtures";

/**
 * The governed round on a package product (issue 28): every line, event and state a round writes carries the
 * package's terms; a constraint that moves a package's price keeps the kernel's terms and leaves a state the next
 * round plays on; a held package shows as held (the standing package repeated) and a person's verdict keeps the
 * proposal's terms; policies read the package's terms.
 */

const SHOP_BEST = { "payment-days": 0, "warranty-months": 12, "support-tier": "basic", incoterm: "EXW" };
const space = packageSpace(CONFIG);
const worth = (priceMinor: number, terms: Record<string, number | string>) => shopUtility(space, priceMinor, terms);

const ESCALATE_COUNTERS = policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-counters
    when: offer.action == "counter" && negotiation.round > 0 && has(terms.payment_days)
    action: ESCALATE
    escalation: { to: sales, timeoutSeconds: 3600, onTimeout: approve }
`);

function play(f: NegotiationFacts, state: RoundState, move: BuyerMove, now: number): RoundOutcome {
  const played = playGovernedRound({ facts: f, state, move, now, tactics: null, escalationsSoFar: 0 });
  if (!played.ok) throw new Error(`refused: ${played.refused}`);
  return played.outcome;
}

function opened(f: NegotiationFacts): RoundState {
  return play(f, openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null }), { kind: "open" }, 1).next;
}

const ASK = { kind: "counter", priceMinor: 8_000, terms: { "payment-days": 30, "support-tier": "premium" } } as const;

describe("the governed round on a package product", () => {
  it("opens at the list price with the shop's best terms, and every line, event and state of a round carries the package", () => {
    const f = facts({ config: CONFIG });
    const start = play(f, openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null }), { kind: "open" }, 1);
    expect(start.decision).toMatchObject({ priceMinor: 10_000, terms: SHOP_BEST });
    expect(start.effects.offers).toEqual([expect.objectContaining({ party: "shop", priceMinor: 10_000, terms: SHOP_BEST })]);
    expect(start.next.kernel.package?.shopTerms).toEqual(SHOP_BEST);

    const round = play(f, start.next, ASK, 1_000);
    const { decision, effects, next } = round;
    expect(decision.terms).toBeDefined();
    const [bid, answer] = effects.offers;
    // The buyer's line: its named terms completed with the standing offer's.
    expect(bid).toMatchObject({ party: "buyer", kind: "counter", priceMinor: 8_000, terms: { ...SHOP_BEST, ...ASK.terms } });
    expect(answer).toMatchObject({ party: "shop", kind: decision.action, priceMinor: decision.priceMinor, terms: decision.terms });
    if (decision.options) expect(answer!.options).toEqual(decision.options);
    const decided = effects.events.find((e) => e.type === "round.decided")!;
    expect(decided.payload).toMatchObject({ priceMinor: decision.priceMinor, terms: decision.terms, move: ASK });
    // The state's standing package is the decision's.
    expect(next.shopOfferMinor).toBe(decision.priceMinor);
    expect(next.kernel.package?.shopTerms).toEqual(decision.terms);
  });

  it("a constraint that moves a package counter's price keeps its terms, drops the options, and the next round plays on from it", () => {
    // Every counter after the opening is capped at 8,500: whatever the negotiator offers, the owner's rule lowers its price.
    const capped = facts({
      config: CONFIG,
      policies: policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: cap
    when: offer.action == "counter" && negotiation.round > 0
    action: CONSTRAINT
    constraint: { maxPriceMinor: 8500 }
`),
    });
    const start = opened(capped);
    const round = play(capped, start, ASK, 1_000);
    expect(round.evaluation.outcome).toBe("CONSTRAINT");
    expect(round.recommendation.priceMinor).toBeGreaterThan(8_500);
    const { decision, next } = round;
    expect(decision).toMatchObject({ action: "counter", priceMinor: 8_500, terms: round.recommendation.terms });
    expect(decision.reasons).toContain("POLICY_CONSTRAINED");
    expect(decision.options).toBeUndefined();
    expect(next).toMatchObject({ shopOfferMinor: 8_500, kernel: { lastShopOfferMinor: 8_500, package: { shopTerms: round.recommendation.terms, options: null } } });
    expect(round.effects.offers.at(-1)).toMatchObject({ party: "shop", priceMinor: 8_500, terms: round.recommendation.terms });
    expect(round.effects.offers.at(-1)!.options).toBeUndefined();

    // The next rounds play on: each standing package is worth no more to the shop than the one before.
    let state = next;
    for (let i = 0; i < 4 && state.status === "open"; i++) {
      const again = play(capped, state, { kind: "counter", priceMinor: 8_000 + 100 * i, terms: ASK.terms }, 2_000 + 1_000 * i);
      const before = worth(state.shopOfferMinor!, state.kernel.package!.shopTerms!);
      if (again.next.status === "open") {
        expect(again.next.kernel.package?.shopTerms).toBeDefined();
        expect(worth(again.next.shopOfferMinor!, again.next.kernel.package!.shopTerms!)).toBeLessThanOrEqual(before + 1e-9);
        expect(again.next.shopOfferMinor).toBe(again.next.kernel.lastShopOfferMinor);
      }
      state = again.next;
    }
  });

  it("a held package shows as held: the standing package repeated, the standing state kept; a verdict keeps the proposal's terms", () => {
    const f = facts({ config: CONFIG, policies: ESCALATE_COUNTERS });
    const start = opened(f);
    const held = play(f, start, ASK, 1_000);
    expect(held.effects.escalation).not.toBeNull();
    expect(held.next).toMatchObject({ status: "escalated", shopOfferMinor: 10_000, kernel: { lastShopOfferMinor: 10_000, package: { shopTerms: SHOP_BEST } } });
    expect(held.effects.offers.map((o) => [o.party, o.kind, o.priceMinor, o.terms])).toEqual([
      ["buyer", "counter", 8_000, { ...SHOP_BEST, ...ASK.terms }],
      ["shop", "hold", 10_000, SHOP_BEST],
    ]);
    const proposal = held.effects.escalation!.proposal;
    expect(proposal.action).toBe("counter");
    const pending = { id: held.effects.escalation!.id, proposal, move: ASK, context: held.effects.escalation!.context };
    const verdict = (human: Parameters<typeof settleEscalation>[0]["human"]) => {
      const v = settleEscalation({ facts: f, state: held.next, pending, human, timedOut: false, now: 2_000 });
      if (!v.ok) throw new Error(`refused: ${v.refused} ${"detail" in v ? v.detail : ""}`);
      return v.outcome;
    };

    const approved = verdict({ decision: "approve" });
    expect(approved.decision).toMatchObject({ action: "counter", priceMinor: proposal.priceMinor, terms: proposal.terms });
    expect(approved.next.kernel.package?.shopTerms).toEqual(proposal.terms);
    if (proposal.options) expect(approved.decision!.options).toEqual(proposal.options);

    // A person offers another price for the proposal's package: its terms stay.
    const modified = verdict({ decision: "modify", priceMinor: 9_500 });
    expect(modified.decision).toMatchObject({ action: "counter", priceMinor: 9_500, terms: proposal.terms, reasons: ["HUMAN_MODIFIED"] });
    expect(modified.decision!.options).toBeUndefined();
    expect(modified.next).toMatchObject({ shopOfferMinor: 9_500, kernel: { package: { shopTerms: proposal.terms, options: null } } });
    expect(modified.effects.offers).toEqual([expect.objectContaining({ party: "shop", priceMinor: 9_500, terms: proposal.terms })]);

    // Rejected: the negotiation ends on the standing package.
    const rejected = verdict({ decision: "reject" });
    expect(rejected.decision).toMatchObject({ action: "reject", priceMinor: 10_000, terms: SHOP_BEST });
    expect(rejected.next.kernel.package?.shopTerms).toEqual(SHOP_BEST);
  });

  it("a modified package offer worth more to the shop than the standing package is refused, whatever its price", () => {
    const f = facts({ config: CONFIG, policies: ESCALATE_COUNTERS });
    const held = play(f, opened(f), ASK, 1_000);
    const proposal = held.effects.escalation!.proposal;
    const pending = { id: held.effects.escalation!.id, proposal, move: ASK, context: held.effects.escalation!.context };
    // The standing package is the list price with the shop's best terms: nothing is worth more to the shop.
    if (JSON.stringify(proposal.terms) !== JSON.stringify(SHOP_BEST)) {
      const v = settleEscalation({ facts: f, state: held.next, pending, human: { decision: "modify", priceMinor: 10_000 }, timedOut: false, now: 2_000 });
      expect(v).toMatchObject({ ok: false, refused: "invalid-human-decision" });
    }
  });

  it("a policy over terms holds a last-round deal with payment terms beyond 60 days, and not one within them", () => {
    const f = facts({
      config: { ...CONFIG, maxRounds: 3 },
      policies: policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: long-payment
    when: offer.action == "accept" && terms.payment_days > 60
    action: ESCALATE
    escalation: { to: finance, timeoutSeconds: 3600, onTimeout: reject }
`),
    });
    const lastRound = (payment: number) => {
      let state = opened(f);
      for (let i = 0; i < 2; i++) state = play(f, state, { kind: "counter", priceMinor: 8_000, terms: { "payment-days": payment } }, 1_000 + i).next;
      return play(f, state, { kind: "counter", priceMinor: 8_000, terms: { "payment-days": payment } }, 5_000);
    };
    const long = lastRound(65);
    expect(long.effects.escalation).toMatchObject({ policyId: "long-payment", to: "finance" });
    expect(long.next.status).toBe("escalated");
    const short = lastRound(30);
    expect(short.effects.escalation).toBeNull();
  });

  it("accepting one of the shop's options by id agrees on that option's price and terms", () => {
    // Several equivalent packages per counter are the owner's choice (one by default).
    const f = facts({ config: { ...CONFIG, package: { ...CONFIG.package!, options: 3 } } });
    let state = opened(f);
    let options = null;
    for (let i = 0; i < 8 && !options; i++) {
      const round = play(f, state, { kind: "counter", priceMinor: 7_500 + 50 * i, terms: { "payment-days": 45, "support-tier": "premium" } }, 1_000 + 1_000 * i);
      state = round.next;
      if (state.status !== "open") break;
      options = state.kernel.package?.options && state.kernel.package.options.length > 1 ? state.kernel.package.options : null;
    }
    expect(options, "the negotiator offered several packages at some point").not.toBeNull();
    if (!options) return;
    const pick = options.at(-1)!;
    const taken = play(f, state, { kind: "accept", optionId: pick.id }, 20_000);
    expect(taken.decision).toMatchObject({ action: "accept", status: "agreed", priceMinor: pick.priceMinor, terms: pick.terms });
    expect(taken.next).toMatchObject({ status: "agreed", agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms });
    expect(taken.effects.offers).toEqual([expect.objectContaining({ party: "buyer", kind: "accept", priceMinor: pick.priceMinor, terms: pick.terms })]);
    expect(taken.effects.events.find((e) => e.type === "negotiation.agreed")!.payload).toMatchObject({ agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms });
  });
});

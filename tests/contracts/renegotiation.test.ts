/**
 * Renegotiating a contract through a room (contracts/lifecycle.ts `adoptNegotiatedAmendment`, issue #30 item 2): the
 * consumer agrees new terms in an ordinary negotiation on the contract's product, and the contract adopts the
 * room's price and terms in one step — termsVersion + 1, SLA, stake and pool unchanged, a suspended contract active
 * again. Refused, changing nothing: an old deal replayed, a negotiation adopted twice, too soon after the last
 * amendment, another product, buyer or currency, an amendment open, a closed or unactivated contract.
 * Properties: never sooner than the interval, never the same negotiation twice, the version rises by exactly one,
 * a refusal changes nothing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_PAYLOADS } from "../../common/events";
import {
  acceptAmendment,
  adoptNegotiatedAmendment,
  contractLimits,
  isRefusal,
  proposeAmendment,
  terminateContract,
  tick,
  type AgreedRenegotiation,
  type ContractLimits,
  type ContractState,
  type WindowReading,
} from "../../contracts/index";
import { activate, deepFreeze, input, LIMITS, ok, refused } from "./fixtures";

const SHOP = "shop:shop-1";
const BUYER = "buyer:bob";
const PRODUCT = "api-access";
const ACTIVATED_AT = 1_000;

/** An active contract made from negotiation "n-0" on PRODUCT between the shop and buyer:bob, activated at ACTIVATED_AT. */
function fromNegotiation(limits: ContractLimits = LIMITS) {
  const parties = [
    { agentId: SHOP, role: "provider" },
    { agentId: BUYER, role: "consumer" },
  ];
  return activate(input({ parties, negotiationId: "n-0" }, limits), ACTIVATED_AT);
}

/** What a room agreed: a deal by buyer:bob on PRODUCT, opened after activation. */
function agreed(overrides: Partial<AgreedRenegotiation> = {}): AgreedRenegotiation {
  return { negotiationId: "n-1", buyer: BUYER, productId: PRODUCT, originalProductId: PRODUCT, priceMinor: 9_500, currency: "EUR", terms: { quantity: 2, unitPriceMinor: 4_750 }, openedAt: ACTIVATED_AT + 10, ...overrides };
}

const LATER = ACTIVATED_AT + LIMITS.minRenegotiationIntervalMs;

describe("adopting a renegotiated deal", () => {
  it("takes the room's price and terms as the next version; SLA, stake, pool and duration stay", () => {
    const { state } = fromNegotiation();
    const adopted = ok(adoptNegotiatedAmendment(deepFreeze(state), BUYER, agreed(), LATER, LIMITS));
    expect(adopted.state).toMatchObject({ status: "active", termsVersion: 2, terms: { ...state.terms, priceMinor: 9_500, terms: { quantity: 2, unitPriceMinor: 4_750 } } });
    expect(adopted.state.terms.sla).toEqual(state.terms.sla);
    expect(adopted.state.endsAt).toBe(state.endsAt);
    expect(adopted.postings).toEqual([]);
    const [amended] = adopted.events;
    expect(adopted.events.map((e) => e.type)).toEqual(["contract.amended"]);
    expect(amended!.data).toMatchObject({ termsVersion: 2, negotiationId: "n-1", acceptedBy: [SHOP, BUYER], reactivated: false });
    // The event fits the catalog as any adopted amendment's does.
    expect(EVENT_PAYLOADS["contract.amended"].safeParse(amended!.data).success).toBe(true);
  });

  it("makes a suspended contract active again, its run of violations forgiven", () => {
    const limits = contractLimits({ violationsToSuspend: 1, graceMs: 0 });
    let { state, books } = fromNegotiation(limits);
    const slow: WindowReading[] = [
      { targetId: "latency-p95", value: 900, count: 100 },
      { targetId: "availability", value: 1, count: 100 },
    ];
    let now = ACTIVATED_AT;
    while (state.status === "active") state = books.commit(tick(state, slow, books.balances, (now += 1_000), limits)).state;
    expect(state.status).toBe("suspended");
    const adopted = ok(adoptNegotiatedAmendment(state, BUYER, agreed(), Math.max(now, LATER), limits));
    expect(adopted.state).toMatchObject({ status: "active", termsVersion: 2, sla: { consecutiveViolations: 0 } });
    expect(adopted.events[0]!.data).toMatchObject({ reactivated: true });
  });

  it("refuses each bad renegotiation with its own problem, naming the negotiation where it is at fault", () => {
    const { state } = fromNegotiation();
    const frozen = deepFreeze(state);
    const cases: [string, () => ReturnType<typeof adoptNegotiatedAmendment>, number, string][] = [
      ["another buyer's deal", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ buyer: "buyer:eve" }), LATER, LIMITS), 403, "not-your-negotiation"],
      ["the provider renegotiating", () => adoptNegotiatedAmendment(frozen, SHOP, agreed({ buyer: SHOP }), LATER, LIMITS), 403, "not-the-consumer"],
      ["a stranger", () => adoptNegotiatedAmendment(frozen, "buyer:eve", agreed({ buyer: "buyer:eve" }), LATER, LIMITS), 403, "not-a-party"],
      ["another product", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ productId: "other" }), LATER, LIMITS), 422, "other-product"],
      ["no original negotiation", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ originalProductId: null }), LATER, LIMITS), 422, "no-original-negotiation"],
      ["another currency", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ currency: "USD" }), LATER, LIMITS), 422, "currency-change"],
      ["the original deal replayed", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ negotiationId: "n-0" }), LATER, LIMITS), 409, "negotiation-used"],
      ["a deal opened before activation", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ openedAt: ACTIVATED_AT - 1 }), LATER, LIMITS), 409, "negotiation-stale"],
      ["a price the limits refuse", () => adoptNegotiatedAmendment(frozen, BUYER, agreed({ priceMinor: -1 }), LATER, LIMITS), 422, "invalid-terms"],
    ];
    for (const [name, run, status, type] of cases) {
      const r = refused(run());
      expect([r.status, r.type], name).toEqual([status, type]);
      if (status !== 403 || type === "not-your-negotiation") expect(r.pointer, name).toBe("/negotiationId");
    }
  });

  it("refuses a second deal sooner than the interval, the same deal twice, and an old deal after an adoption", () => {
    const { state } = fromNegotiation();
    const first = ok(adoptNegotiatedAmendment(state, BUYER, agreed(), LATER, LIMITS)).state;
    const soon = refused(adoptNegotiatedAmendment(first, BUYER, agreed({ negotiationId: "n-2", openedAt: LATER + 1 }), LATER + LIMITS.minRenegotiationIntervalMs - 1, LIMITS));
    expect(soon).toMatchObject({ status: 409, type: "amendment-too-soon" });
    const later = LATER + LIMITS.minRenegotiationIntervalMs;
    expect(refused(adoptNegotiatedAmendment(first, BUYER, agreed(), later, LIMITS))).toMatchObject({ status: 409, type: "negotiation-used" });
    expect(refused(adoptNegotiatedAmendment(first, BUYER, agreed({ negotiationId: "n-2", openedAt: LATER - 1 }), later, LIMITS))).toMatchObject({ status: 409, type: "negotiation-stale" });
    expect(ok(adoptNegotiatedAmendment(first, BUYER, agreed({ negotiationId: "n-2", openedAt: LATER }), later, LIMITS)).state.termsVersion).toBe(3);
    // A direct amendment proposal also waits the interval after a negotiated one.
    expect(refused(proposeAmendment(first, SHOP, first.terms, LATER + 1, LIMITS))).toMatchObject({ type: "amendment-too-soon" });
  });

  it("refuses while an amendment is open, on a closed contract and on one not yet active", () => {
    const { state, books } = fromNegotiation();
    const open = ok(proposeAmendment(state, SHOP, { ...state.terms, priceMinor: 1 }, ACTIVATED_AT, LIMITS)).state;
    expect(refused(adoptNegotiatedAmendment(open, BUYER, agreed(), LATER - 1, LIMITS))).toMatchObject({ status: 409, type: "amendment-open" });
    const closed = ok(terminateContract(state, SHOP, "done", LATER, books.balances)).state;
    expect(refused(adoptNegotiatedAmendment(closed, BUYER, agreed(), LATER, LIMITS))).toMatchObject({ status: 409, type: "contract-closed" });
    const proposed: ContractState = { ...state, status: "proposed" };
    expect(refused(adoptNegotiatedAmendment(proposed, BUYER, agreed(), LATER, LIMITS))).toMatchObject({ status: 409, type: "not-active" });
  });

  it("refuses a deal opened before a directly adopted amendment (the object supplies when it was adopted)", () => {
    const { state, books } = fromNegotiation();
    const proposed = ok(proposeAmendment(state, SHOP, { ...state.terms, priceMinor: 11_000 }, ACTIVATED_AT + 5, LIMITS)).state;
    const direct = ok(acceptAmendment(proposed, BUYER, ACTIVATED_AT + 50, books.balances)).state;
    const remembered: ContractState = { ...direct, lastAmendmentAdoptedAt: ACTIVATED_AT + 50 };
    const at = ACTIVATED_AT + 5 + LIMITS.minRenegotiationIntervalMs;
    expect(refused(adoptNegotiatedAmendment(remembered, BUYER, agreed({ openedAt: ACTIVATED_AT + 20 }), at, LIMITS))).toMatchObject({ type: "negotiation-stale" });
    // …and the interval counts from the adoption, not only the proposal.
    expect(refused(adoptNegotiatedAmendment(remembered, BUYER, agreed({ openedAt: ACTIVATED_AT + 60 }), at, LIMITS))).toMatchObject({ type: "amendment-too-soon" });
  });

  it("refuses a contract with a party beyond the buyer and the shop: the room binds only those two", () => {
    const parties = [
      { agentId: SHOP, role: "provider" },
      { agentId: BUYER, role: "consumer" },
      { agentId: "buyer:guarantor", role: "guarantor" },
    ];
    const { state } = activate(input({ parties, negotiationId: "n-0" }), ACTIVATED_AT);
    expect(refused(adoptNegotiatedAmendment(state, BUYER, agreed(), LATER, LIMITS))).toMatchObject({ status: 422, type: "other-parties" });
  });
});

describe("renegotiation properties", () => {
  /** A run of renegotiation attempts: which negotiation (some repeat), when opened, how long after the last try. */
  const attemptsArb = fc.array(
    fc.record({ n: fc.integer({ min: 1, max: 6 }), openedBack: fc.integer({ min: -5_000, max: 120_000 }), gap: fc.integer({ min: 0, max: 90_000 }), priceMinor: fc.integer({ min: 0, max: 50_000 }) }),
    { minLength: 1, maxLength: 12 },
  );
  const limitsArb = fc.integer({ min: 0, max: 120_000 }).map((ms) => contractLimits({ minRenegotiationIntervalMs: ms }));

  it("never adopts sooner than the interval, never the same negotiation twice, +1 version per adoption, and a refusal changes nothing", () => {
    let runs = 0;
    let adoptions = 0;
    fc.assert(
      fc.property(limitsArb, attemptsArb, (limits, attempts) => {
        runs++;
        let state: ContractState = fromNegotiation(limits).state;
        let now = ACTIVATED_AT;
        let lastAdoption: number | null = null;
        const adoptedIds = new Set<string>(["n-0"]);
        for (const a of attempts) {
          now += a.gap;
          const before = deepFreeze(structuredClone(state));
          const snapshot = JSON.stringify(before);
          const result = adoptNegotiatedAmendment(before, BUYER, agreed({ negotiationId: `n-${a.n}`, openedAt: now - a.openedBack, priceMinor: a.priceMinor }), now, limits);
          if (isRefusal(result)) {
            expect(JSON.stringify(before)).toBe(snapshot);
            continue;
          }
          expect(adoptedIds.has(`n-${a.n}`)).toBe(false);
          if (lastAdoption !== null) expect(now - lastAdoption).toBeGreaterThanOrEqual(limits.minRenegotiationIntervalMs);
          expect(result.state.termsVersion).toBe(before.termsVersion + 1);
          expect(result.state.terms.priceMinor).toBe(a.priceMinor);
          expect(result.state.terms.stakeMinor).toBe(before.terms.stakeMinor);
          expect(result.state.terms.sla).toEqual(before.terms.sla);
          adoptedIds.add(`n-${a.n}`);
          lastAdoption = now;
          state = result.state;
          adoptions++;
        }
      }),
    );
    // The runs exercised both sides: many adoptions (some runs several), not refusals only.
    expect(adoptions).toBeGreaterThan(runs / 2);
  });
});

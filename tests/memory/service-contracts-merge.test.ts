// The merge rule a contract's row follows (memory/repositories/service-contracts.ts mergeContractFacts): the consumer
// folds a batch's events with it before one upsert, and the upsert merges with the stored row the same way. For any
// delivery order and batching to give one row, the rule must be commutative and associative; and the status it
// keeps is the newest event's, so a late activation never reopens a closed contract.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNewerStatus, mergeContractFacts, type ContractFacts } from "../../memory/repositories/service-contracts";

const STATUSES = ["proposed", "active", "suspended", "completed", "terminated", "expired"] as const;
const T0 = 1_795_000_000_000;

const base = (f: Partial<ContractFacts>): ContractFacts => ({
  shopId: "s",
  contractId: "c",
  status: "active",
  statusAt: T0,
  statusSeq: 0,
  kind: null,
  parties: null,
  terms: null,
  termsVersion: 0,
  currency: null,
  negotiationId: null,
  parentId: null,
  partIds: null,
  proposedAt: null,
  activatedAt: null,
  endsAt: null,
  closedAt: null,
  closeReason: null,
  ...f,
});

/** What one lifecycle event can state (contractFactsOf): a proposal, an amendment, an activation, a closing, a bare status. */
const facts: fc.Arbitrary<ContractFacts> = fc
  .record({
    status: fc.constantFrom(...STATUSES),
    at: fc.integer({ min: 0, max: 20 }),
    seq: fc.integer({ min: 0, max: 5 }),
    what: fc.constantFrom("proposal", "amendment", "activation", "closing", "bare"),
    version: fc.integer({ min: 2, max: 4 }),
    reason: fc.constantFrom("ran its duration", "terminated", "expired"),
  })
  .map(({ status, at, seq, what, version, reason }) => {
    const statusAt = T0 + at * 1_000;
    const head = { status, statusAt, statusSeq: seq };
    switch (what) {
      case "proposal":
        // One proposal per contract: its facts are fixed, only when it is delivered varies.
        return base({ ...head, status: "proposed", statusAt: T0, statusSeq: 1, kind: "bilateral", parties: [{ agentId: "p", role: "provider" }], terms: { v: 1 }, termsVersion: 1, currency: "EUR", negotiationId: "n", partIds: [], proposedAt: T0 });
      case "amendment":
        return base({ ...head, terms: { v: version }, termsVersion: version, currency: "EUR" });
      case "activation":
        return base({ ...head, activatedAt: statusAt, endsAt: statusAt + 60_000 });
      case "closing":
        return base({ ...head, closedAt: statusAt, closeReason: reason });
      default:
        return base(head);
    }
  });

describe("a contract row's merge rule", () => {
  it("property: commutative and associative, so any delivery order and batching give one row", () => {
    fc.assert(
      fc.property(facts, facts, facts, (a, b, c) => {
        expect(mergeContractFacts(a, b)).toEqual(mergeContractFacts(b, a));
        expect(mergeContractFacts(mergeContractFacts(a, b), c)).toEqual(mergeContractFacts(a, mergeContractFacts(b, c)));
      }),
      { numRuns: 2_000 },
    );
  });

  it("property: the status kept is the newest event's, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(facts, { minLength: 1, maxLength: 10 }), (list) => {
        const merged = list.reduce(mergeContractFacts);
        const newest = list.reduce((x, y) => (isNewerStatus(y, x) ? y : x));
        expect([merged.status, merged.statusAt, merged.statusSeq]).toEqual([newest.status, newest.statusAt, newest.statusSeq]);
        expect(merged.termsVersion).toBe(Math.max(...list.map((f) => f.termsVersion)));
      }),
    );
  });

  it("a late activation does not reopen a completed contract; the proposal fills in whenever it comes", () => {
    const completed = base({ status: "completed", statusAt: T0 + 9_000, statusSeq: 9, closedAt: T0 + 9_000, closeReason: "ran its duration" });
    const activated = base({ status: "active", statusAt: T0 + 2_000, statusSeq: 3, activatedAt: T0 + 2_000 });
    const proposed = base({ status: "proposed", statusAt: T0, statusSeq: 1, kind: "multilateral", proposedAt: T0, termsVersion: 1, terms: { v: 1 } });
    const merged = [completed, activated, proposed].reduce(mergeContractFacts);
    expect(merged).toMatchObject({ status: "completed", kind: "multilateral", activatedAt: T0 + 2_000, closedAt: T0 + 9_000, termsVersion: 1 });
  });
});

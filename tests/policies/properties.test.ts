import fc from "fast-check";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACTION_RANK,
  breakerState,
  decisionRecord,
  tallyBySpan,
  DEFAULT_BREAKER,
  evaluatePolicies,
  parsePolicySet,
  sealEntry,
  verifyChain,
  GENESIS_HASH,
  type AuditEntry,
  type DecisionRecord,
  type PolicyContext,
} from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { compile, contextArb, policyArb } from "./arbitraries";
import { context } from "./context";

const RUNS = 400;

describe("policy evaluation properties (fast-check)", () => {
  it("adding a matching policy never lowers the outcome's severity", () => {
    fc.assert(
      fc.property(fc.array(policyArb, { minLength: 1, maxLength: 6 }), policyArb, contextArb, (policies, extra, ctx) => {
        const before = evaluatePolicies(compile(policies), ctx);
        const after = evaluatePolicies(compile([...policies, { ...extra, when: "true" }]), ctx);
        const rank = (o: string) => (o === "ALLOW" || o === "CONSTRAINT" ? ACTION_RANK[o as "ALLOW"] : ACTION_RANK[o as "PAUSE"]);
        // An added ALLOW may lift deny-by-default; every other addition can only keep or raise the outcome.
        if (extra.action !== "ALLOW") expect(rank(after.outcome)).toBeGreaterThanOrEqual(rank(before.outcome));
        expect(rank(after.outcome)).toBeGreaterThanOrEqual(ACTION_RANK[extra.action] === 3 ? 3 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it("a CONSTRAINT never yields an offer that breaks a kernel invariant", () => {
    fc.assert(
      fc.property(fc.array(policyArb, { minLength: 1, maxLength: 6 }), contextArb, (policies, ctx) => {
        const r = evaluatePolicies(compile([{ when: "true", action: "ALLOW", severity: "low", disc: 0, min: undefined, max: undefined }, ...policies]), ctx);
        if (r.outcome !== "CONSTRAINT" || r.priceMinor === null) return;
        expect(Number.isSafeInteger(r.priceMinor)).toBe(true);
        expect(r.priceMinor).toBeGreaterThanOrEqual(ctx.product.floorMinor);
        expect(r.priceMinor).toBeLessThanOrEqual(ctx.product.anchorMinor);
        expect(r.priceMinor).toBeLessThanOrEqual(ctx.offer.previousShopOfferMinor);
        if (r.action === "accept") expect(r.priceMinor).toBeLessThanOrEqual(ctx.offer.priceMinor);
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic and independent of policy order", () => {
    fc.assert(
      fc.property(fc.array(policyArb, { minLength: 1, maxLength: 6 }), contextArb, (policies, ctx) => {
        const a = evaluatePolicies(compile(policies), ctx);
        expect(evaluatePolicies(compile(policies), structuredClone(ctx))).toEqual(a);
        const b = evaluatePolicies(compile([...policies].reverse()), ctx);
        const strip = (r: typeof a) => ({ ...r, matched: r.matched.map((m) => `${m.action}/${m.severity}/${policies[Number(m.policyId.slice(1))]?.when}`) });
        expect(b.outcome).toBe(a.outcome);
        expect(b.priceMinor).toBe(a.priceMinor);
        void strip;
      }),
      { numRuns: 200 },
    );
  });

  it("denies by default: without a matching ALLOW the outcome is at least ESCALATE", () => {
    fc.assert(
      fc.property(fc.array(policyArb.filter((p) => p.action !== "ALLOW"), { maxLength: 5 }), contextArb, (policies, ctx) => {
        const r = evaluatePolicies(compile([{ when: "false", action: "ALLOW", severity: "low", disc: 0, min: undefined, max: undefined }, ...policies]), ctx);
        expect(ACTION_RANK[r.outcome]).toBeGreaterThanOrEqual(ACTION_RANK.ESCALATE);
      }),
      { numRuns: RUNS },
    );
  });

  it("the circuit breaker is monotone: more escalations never un-trip it", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ esc: fc.boolean(), breach: fc.boolean() }), { minLength: 0, maxLength: 40 }), fc.nat(39), (flags, flip) => {
        const now = 10_000_000;
        const records: DecisionRecord[] = flags.map((f, i) => ({ at: now - i * 1000, outcome: f.esc ? "ESCALATE" : "ALLOW", breach: f.breach }));
        const before = breakerState(records, now);
        const more = records.map((r, i) => (i === flip ? { ...r, outcome: "ESCALATE" as const } : r));
        const after = breakerState(more, now);
        if (before.tripped) expect(after.tripped).toBe(true);
        expect(after.escalationRate).toBeGreaterThanOrEqual(before.escalationRate);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("circuit breaker over tallies", () => {
  it("tallying decisions per minute gives the same verdict as counting them one by one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ageMs: fc.integer({ min: 60_000, max: 50 * 60_000 }), esc: fc.boolean(), breach: fc.boolean() }), { maxLength: 60 }),
        (items) => {
          // Whole minutes, well inside the window, so a minute's start and its decisions fall on the same side of it.
          const now = 100 * 60_000;
          const records: DecisionRecord[] = items.map((d) => ({ at: now - d.ageMs, outcome: d.esc ? "ESCALATE" : "ALLOW", breach: d.breach }));
          const minutes = tallyBySpan(records, 60_000);
          expect(minutes.reduce((n, t) => n + t.decisions, 0)).toBe(records.length);
          expect(breakerState(minutes, now)).toEqual(breakerState(records, now));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("counts a broken invariant or a failed check as a breach, and nothing else (a constraint is not one)", () => {
    expect(decisionRecord(5, { outcome: "ALLOW", errors: [] })).toEqual({ at: 5, outcome: "ALLOW", breach: false });
    expect(decisionRecord(5, { outcome: "ESCALATE", invariantViolation: null, errors: [] }).breach).toBe(false);
    expect(decisionRecord(5, { outcome: "CONSTRAINT", errors: [] }).breach).toBe(false);
    expect(decisionRecord(5, { outcome: "ESCALATE", invariantViolation: "below floor", errors: [] }).breach).toBe(true);
    expect(decisionRecord(5, { outcome: "ESCALATE", errors: [{ policyId: "p", message: "no such key" }] }).breach).toBe(true);
  });
});

describe("a constraint doing its job is not a breach", () => {
  it("the seed example's 25% cap, applied to every decision of a busy hour, does not trip the breaker", () => {
    const parsed = parsePolicySet(SEED_GOVERNANCE_YAML);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const now = 100 * 60_000;
    const records = Array.from({ length: 50 }, (_, i) => {
      const evaluation = evaluatePolicies(parsed.set, context({ price: 7_000, floor: 6_000, previous: 8_000, round: 3 }));
      expect(evaluation.outcome).toBe("CONSTRAINT");
      return decisionRecord(now - i * 1_000, evaluation);
    });
    expect(breakerState(tallyBySpan(records), now)).toMatchObject({ tripped: false, breachRate: 0 });
  });
});

describe("circuit breaker", () => {
  const now = 1_000_000_000;
  const records = (n: number, escalated: number, breaches = 0, ageMs = 1_000): DecisionRecord[] =>
    Array.from({ length: n }, (_, i) => ({ at: now - ageMs - i, outcome: i < escalated ? "ESCALATE" : "ALLOW", breach: i < breaches }));
  it.each([
    ["under the sample size", records(9, 9), false, null],
    ["40% escalations exactly", records(10, 4), false, null],
    ["over 40% escalations", records(10, 5), true, "escalation-rate"],
    ["5% breaches exactly", records(20, 0, 1), false, null],
    ["over 5% breaches", records(20, 0, 2), true, "breach-rate"],
    ["old decisions fall out of the window", records(10, 10, 0, DEFAULT_BREAKER.windowMs + 1), false, null],
  ])("%s", (_name, window, tripped, reason) => {
    const s = breakerState(window, now);
    expect(s.tripped).toBe(tripped);
    expect(s.reason).toBe(reason);
    expect(s.pausedUntil).toBe(tripped ? now + DEFAULT_BREAKER.pauseMs : null);
  });
});

describe("hash-chained audit trail", () => {
  const sha = async (text: string) => createHash("sha256").update(text).digest("hex");
  async function chain(n: number): Promise<AuditEntry[]> {
    const out: AuditEntry[] = [];
    for (let i = 1; i <= n; i++) {
      out.push(await sealEntry({ seq: i, at: 1_000 + i, kind: "recommendation", data: { price: 100 * i, nested: { b: 1, a: [i] } }, prevHash: out.at(-1)?.hash ?? GENESIS_HASH }, sha));
    }
    return out;
  }
  it("verifies an intact chain and pinpoints any tampering", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.constantFrom("data", "drop", "swap", "hash"), async (n, pick, how) => {
        const entries = await chain(n);
        expect(await verifyChain(entries, sha)).toEqual({ valid: true, brokenAt: null, reason: null });
        const i = pick % n;
        const bad = entries.map((e) => ({ ...e }));
        if (how === "data") bad[i] = { ...bad[i]!, data: { price: 1 } };
        if (how === "hash") bad[i] = { ...bad[i]!, hash: "f".repeat(64) };
        if (how === "drop") bad.splice(i, 1);
        if (how === "swap" && n > 1) [bad[0], bad[n - 1]] = [bad[n - 1]!, bad[0]!];
        // Dropping the last entry leaves a valid prefix: truncation is caught by the head hash the room keeps.
        const expectValid = (how === "swap" && n === 1) || (how === "drop" && i === n - 1);
        const result = await verifyChain(bad, sha);
        expect(result.valid).toBe(expectValid);
        if (!expectValid) expect(result.brokenAt).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});

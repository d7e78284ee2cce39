/**
 * Policy evaluation cost per decision: the bundled default set, the seed governance example
 * (policies/examples/seed-governance.yaml) and a set of 100, against the kernel's own decide() on the same
 * machine in the same run (the baseline).
 *
 *   node --import tsx bench/policies.ts
 */
import { decide, DEFAULT_STRATEGY, type DecideInput } from "../kernel";
import { DEFAULT_POLICIES_YAML, evaluatePolicies, parsePolicySet, type PolicyContext, type PolicySet } from "../policies";
import { SEED_GOVERNANCE_YAML } from "../policies/examples";
import { mulberry32 as rng } from "../rehearsal/random";

function contexts(n: number): PolicyContext[] {
  const r = rng(7);
  return Array.from({ length: n }, () => {
    const anchor = 1_000 + Math.floor(r() * 100_000);
    const floor = Math.floor(anchor * 0.7);
    const price = floor + Math.floor((anchor - floor) * r());
    const quantity = 1 + Math.floor(r() * 300);
    return {
      offer: { priceMinor: price, buyerPriceMinor: floor, previousShopOfferMinor: anchor, discountBps: Math.floor(((anchor - price) * 10_000) / anchor), action: r() < 0.3 ? "accept" : "counter" },
      negotiation: { round: Math.floor(r() * 10), maxRounds: 10, quantity, currency: "EUR", elapsedSeconds: 30 },
      product: { id: "p", anchorMinor: anchor, floorMinor: floor },
      counterparty: { id: "b", dealsClosed: Math.floor(r() * 3), isNew: r() < 0.3 },
      agent: { escalationRate: r() * 0.5, breachRate: r() * 0.1, recentDecisions: 20 },
      deal: { valueMinor: price * quantity, currency: "EUR" },
    };
  });
}

function hundredPolicies(): PolicySet {
  const lines = ["version: 1", "policies:", '  - id: allow-all\n    when: "true"\n    action: ALLOW'];
  for (let i = 0; i < 99; i++) {
    const kind = i % 3;
    if (kind === 0) lines.push(`  - id: esc-${i}\n    when: 'deal.valueMinor > ${5_000_000 + i * 1000} && counterparty.dealsClosed < ${i % 5}'\n    action: ESCALATE\n    escalation: {to: team-${i}, timeoutSeconds: 600, onTimeout: reject}`);
    if (kind === 1) lines.push(`  - id: cap-${i}\n    when: 'offer.discountBps > ${2_000 + i * 10} && negotiation.round >= ${i % 10}'\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: ${2_000 + i * 10}}`);
    if (kind === 2) lines.push(`  - id: ok-${i}\n    when: 'offer.action == "counter" && product.anchorMinor > ${i * 100}'\n    action: ALLOW`);
  }
  const parsed = parsePolicySet(lines.join("\n") + "\n");
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)));
  return parsed.set;
}

function perSecond(n: number, fn: (i: number) => unknown): number {
  for (let i = 0; i < Math.min(n, 2_000); i++) fn(i); // warm-up
  const rates: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn(i);
    rates.push(n / (Number(process.hrtime.bigint() - start) / 1e9));
  }
  return rates.sort((a, b) => a - b)[2]!;
}

const N = 20_000;
const ctx = contexts(N);
const defaults = parsePolicySet(DEFAULT_POLICIES_YAML);
if (!defaults.ok) throw new Error("default policies do not parse");
const seed = parsePolicySet(SEED_GOVERNANCE_YAML);
if (!seed.ok) throw new Error("the seed governance example does not parse");
const hundred = hundredPolicies();
const kernelInputs: DecideInput[] = ctx.map((c) => ({
  config: { currency: "EUR", anchorMinor: c.product.anchorMinor, floorMinor: c.product.floorMinor, strategy: DEFAULT_STRATEGY, maxRounds: 10, ttlMs: 86_400_000 },
  state: { round: c.negotiation.round, openedAt: 0, lastShopOfferMinor: c.product.anchorMinor, lastBuyerOfferMinor: null },
  draws: { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 },
  move: { kind: "counter", priceMinor: c.offer.buyerPriceMinor },
  now: 1_000,
}));

const kernel = perSecond(N, (i) => decide(kernelInputs[i]!));
const bundled = perSecond(N, (i) => evaluatePolicies(defaults.set, ctx[i]!));
const example = perSecond(N, (i) => evaluatePolicies(seed.set, ctx[i]!));
const many = perSecond(N / 4, (i) => evaluatePolicies(hundred, ctx[i]!));
const us = (rate: number) => `${(1e6 / rate).toFixed(2)} µs`;
console.table([
  { what: "kernel decide() (baseline)", "per decision": us(kernel), "per second": Math.round(kernel).toLocaleString("en") },
  { what: `policies: default set (${defaults.set.policies.length})`, "per decision": us(bundled), "per second": Math.round(bundled).toLocaleString("en"), "× kernel cost": (kernel / bundled).toFixed(1) },
  { what: `policies: seed example (${seed.set.policies.length})`, "per decision": us(example), "per second": Math.round(example).toLocaleString("en"), "× kernel cost": (kernel / example).toFixed(1) },
  { what: "policies: 100 policies", "per decision": us(many), "per second": Math.round(many).toLocaleString("en"), "× kernel cost": (kernel / many).toFixed(1) },
]);

/**
 * Policy evaluation cost per decision: the bundled default set, the seed governance example
 * (policies/examples/seed-governance.yaml) and a set of 100, against the kernel's own decide() on the same
 * machine in the same run (the baseline).
 *
 * Then bounded policy cost (issue 26, policies/cost.ts): what an evaluation step costs for every kind of work
 * a condition can do (the estimate's unit), issue 26's attack before and after, the heaviest set the limits
 * accept per decision and in a dry run, and the CPU of rehearsals at the work limit for one request, beside a
 * rehearsal of 20,000 buyers through the default set (the baseline: today's largest documented rehearsal).
 *
 *   node --import tsx bench/policies.ts [--quick]
 */
import { decide, DEFAULT_STRATEGY, type DecideInput } from "../kernel";
import {
  conditionCost,
  countSteps,
  DEFAULT_POLICIES_YAML,
  evaluatePolicies,
  parsePolicySet,
  POLICY_COST_LIMITS,
  toActivation,
  withinBudget,
  WORK_LIMITS,
  WorkLimitExceeded,
  WorkMeter,
  type PolicyContext,
  type PolicySet,
} from "../policies";
import { policyEnvironment } from "../policies/environment";
import { SEED_GOVERNANCE_YAML } from "../policies/examples";
import { rehearseProduct, type RehearsalSettings } from "../rehearsal";
import { mulberry32 as rng } from "../rehearsal/random";
import { decisionsPerBuyer } from "../rehearsal/rehearse";
import { cpuMs } from "./cpu-time";

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

// ---------------------------------------------------------------------------------------------------------
// Bounded policy cost (issue 26)

const QUICK = process.argv.includes("--quick");
const compile = (source: string): PolicySet => {
  const r = parsePolicySet(source);
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 2)));
  return r.set;
};
const allow = '  - id: allow-all\n    when: "true"\n    action: ALLOW\n';
const setOf = (conditions: string[]) => `version: 1\npolicies:\n${allow}${conditions.map((w, i) => `  - id: c-${i}\n    when: '${w}'\n    action: ALLOW\n`).join("")}`;
const TEN = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]";
const longId = "x".repeat(127) + "y".repeat(128);
const heavyContext: PolicyContext = { ...ctx[0]!, counterparty: { id: longId, dealsClosed: 0, isNew: true }, product: { ...ctx[0]!.product, id: "p".repeat(64) } };

// 1. The unit: ns per estimated step, per kind of work, each condition repeated to ~the per-set limit.
const families: Record<string, string> = {
  "nodes: nested comprehensions, int arithmetic (the costliest)": `${TEN}.all(a, ${TEN}.all(b, ${Array.from({ length: 9 }, (_, i) => `a + b + offer.priceMinor >= ${-i}`).join(" && ")}))`,
  "errors raised and caught in a loop": `[0, 1, 2, 3, 4, 5, 6, 7].all(a, {"a": 1}[offer.action] == 1 || int(counterparty.id) == 2 || true)`,
  "ternaries and doubles": `${TEN}.all(a, ${TEN}.all(b, (a > b ? a : b) + (a < b ? a : b) >= 0 && double(a) / 2.0 >= 0.0))`,
  "list and map literals built in a loop": `${TEN}.all(a, ${TEN}.all(b, {"a": a, "b": b, "c": 3, "d": 4, "e": 5}.size() > 0 && [a, b, 1, 2].size() > 0))`,
  "string scans on 256-character ids": `${TEN}.all(a, counterparty.id.size() + product.id.size() > 3 && (counterparty.id + product.id).size() > 0)`,
  "split, lowerAscii, startsWith": `${TEN}.all(a, counterparty.id.split("y").size() > 0 && counterparty.id.lowerAscii().startsWith("x"))`,
  "substring search": Array.from({ length: 6 }, (_, i) => `counterparty.id.contains("${"x".repeat(20 + i)}z")`).join(" || "),
  "regular expressions (bounded)": `[0, 1].all(a, counterparty.id.matches("^x{1,60}y{1,20}"))`,
  "time zones": `[0, 1].all(a, timestamp(1700000000).getHours("Europe/Paris") >= 0)`,
};
const stepRows: { what: string; "est. steps / decision": string; "counted": string; "ns per est. step": string; "× costliest": string }[] = [];
let worstNs = 0;
let nodesNs = 0;
for (const [what, when] of Object.entries(families)) {
  const one = conditionCost(when);
  if (!one.ok) throw new Error(`${what}: ${one.message}`);
  const copies = Math.max(1, Math.floor((POLICY_COST_LIMITS.perSet - 1) / one.cost));
  const set = compile(setOf(Array(copies).fill(when)));
  const counted = countSteps(policyEnvironment().parse(when), toActivation(heavyContext)).steps * copies;
  const reps = Math.max(3, Math.round(2_000_000 / set.cost!));
  const ms = cpuMs(() => {
    for (let i = 0; i < reps; i++) evaluatePolicies(set, heavyContext);
  }, QUICK ? 1 : 3);
  const ns = (ms * 1e6) / reps / set.cost!;
  if (nodesNs === 0) nodesNs = ns;
  worstNs = Math.max(worstNs, ns);
  stepRows.push({ what, "est. steps / decision": set.cost!.toLocaleString("en"), counted: counted.toLocaleString("en"), "ns per est. step": ns.toFixed(1), "× costliest": (ns / nodesNs).toFixed(2) });
}
console.log(`\nBounded policy cost (issue 26). One step (the estimate's unit), per kind of work; a set of each at ~${POLICY_COST_LIMITS.perSet.toLocaleString("en")} steps, CPU, best of 3:`);
console.table(stepRows);

// 2. Issue 26's attack, before (no budget: what today's code ran) and after.
const attackVars = ["a", "b", "c", "d", "e", "f"];
let attack = `${attackVars.join(" + ")} >= 0`;
for (let i = attackVars.length - 1; i >= 0; i--) attack = `${TEN}.all(${attackVars[i]}, ${attack})`;
attack = `${Array.from({ length: 14 }, (_, i) => `offer.priceMinor + ${i} > ${i}`).join(" && ")} && negotiation.round >= 0 && ${attack}`;
const raw = policyEnvironment().parse(attack);
const activation = toActivation(ctx[0]!);
const before = cpuMs(() => raw(activation), 1);
const budgeted = withinBudget(raw, POLICY_COST_LIMITS.perPolicy);
const after = cpuMs(() => {
  for (let i = 0; i < 100; i++) {
    try {
      budgeted(activation);
    } catch {
      /* StepBudgetExceeded: the condition failed, the decision escalates */
    }
  }
}) / 100;
const refused = parsePolicySet(setOf([attack]));
console.log(`\nIssue 26's attack (six nested .all over ten elements, ${attack.length} characters):`);
console.table([
  { what: "estimated steps", value: conditionCost(attack).cost.toLocaleString("en") },
  { what: "upload", value: refused.ok ? "ACCEPTED" : `refused: ${refused.errors[0]!.policyId} line ${refused.errors[0]!.line}` },
  { what: "one evaluation before (no budget), CPU", value: `${before.toFixed(0)} ms` },
  { what: "one evaluation under the run-time budget (a set stored before the limits), CPU", value: `${(after * 1000).toFixed(0)} µs (${(before / after).toFixed(0)}× less)` },
]);

// 3. The heaviest accepted set: one decision, a dry run of 100 samples; the default set beside it.
const heaviest = compile(setOf(Array(10).fill(families["nodes: nested comprehensions, int arithmetic (the costliest)"]!)));
const heavyDecision = cpuMs(() => {
  for (let i = 0; i < 20; i++) evaluatePolicies(heaviest, ctx[i]!);
}) / 20;
const defaultDecision = cpuMs(() => {
  for (let i = 0; i < 20_000; i++) evaluatePolicies(defaults.set, ctx[i]!);
}) / 20_000;
const dryRun = cpuMs(() => {
  for (let i = 0; i < 100; i++) evaluatePolicies(heaviest, ctx[i]!);
});
console.log(`\nThe heaviest set the limits accept (${heaviest.policies.length} policies, ${heaviest.cost!.toLocaleString("en")} steps per decision):`);
console.table([
  { what: "one decision, heaviest accepted set", CPU: `${heavyDecision.toFixed(2)} ms`, "× default set": (heavyDecision / defaultDecision).toFixed(0) },
  { what: "one decision, default set (baseline)", CPU: `${(defaultDecision * 1000).toFixed(1)} µs`, "× default set": "1" },
  { what: "dry run: 100 samples × heaviest set", CPU: `${dryRun.toFixed(0)} ms`, "× default set": "" },
]);

// 4. Rehearsals at the work limit. Units: steps counted by the meter (policies + WORK_LIMITS.rehearsalDecision a decision).
const live: RehearsalSettings = { currency: "EUR", anchorMinor: 89_900, floorMinor: 72_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlSeconds: 86_400 };
interface Run {
  what: string;
  buyers: number;
  policies: PolicySet;
  proposed?: Partial<RehearsalSettings>;
}
function rehearsalRow(run: Run) {
  const settings = run.proposed ? 2 : 1;
  const estimate = run.buyers * settings * decisionsPerBuyer(live.maxRounds) * ((run.policies.errorFreeCost ?? 0) + WORK_LIMITS.rehearsalDecision);
  let outcome = "finished";
  let spent = 0;
  let decisions = 0;
  const ms = cpuMs(() => {
    const meter = new WorkMeter(WORK_LIMITS.perRequest, WORK_LIMITS.rehearsalDecision);
    try {
      rehearseProduct({ productId: "bench", live, livePolicies: { ...run.policies, meter }, ...(run.proposed ? { proposed: run.proposed } : {}), buyers: run.buyers, seed: 1 });
    } catch (error) {
      if (!(error instanceof WorkLimitExceeded)) throw error;
      outcome = "stopped at the limit (422)";
    }
    spent = meter.spent;
    decisions = meter.decisions;
  }, QUICK ? 1 : 3);
  return {
    what: run.what,
    "route's estimate": `${(estimate / 1e6).toFixed(1)} M${estimate > WORK_LIMITS.perRequest ? " → 422 before it starts" : ""}`,
    outcome,
    "units spent": `${(spent / 1e6).toFixed(1)} M`,
    "decisions / buyer / setting": (decisions / run.buyers / settings).toFixed(2),
    CPU: `${(ms / 1000).toFixed(2)} s`,
    "ns per unit": ((ms * 1e6) / spent).toFixed(1),
    "CPU at the limit": `${(((ms * 1e6) / spent) * WORK_LIMITS.perRequest / 1e9).toFixed(2)} s`,
  };
}
const oneHeavy = compile(setOf([families["nodes: nested comprehensions, int arithmetic (the costliest)"]!]));
const mediumBuyers = Math.floor(WORK_LIMITS.perRequest / (decisionsPerBuyer(live.maxRounds) * ((oneHeavy.errorFreeCost ?? 0) + WORK_LIMITS.rehearsalDecision)));
const rows = [
  rehearsalRow({ what: "default set, 20,000 buyers, live only (baseline)", buyers: 20_000, policies: defaults.set }),
  rehearsalRow({ what: "default set, 20,000 buyers, live and proposed", buyers: 20_000, policies: defaults.set, proposed: { floorMinor: 75_000 } }),
  rehearsalRow({ what: `one near-limit condition, ${mediumBuyers.toLocaleString("en")} buyers (the most the estimate admits)`, buyers: mediumBuyers, policies: oneHeavy }),
  rehearsalRow({ what: "heaviest accepted set, 20,000 buyers (run anyway: the meter stops it)", buyers: 20_000, policies: heaviest }),
];
console.log(`\nRehearsals against the work limit for one request (${(WORK_LIMITS.perRequest / 1e6).toFixed(0)} M units; ${WORK_LIMITS.rehearsalDecision} a decision beyond its policies), CPU, best of 3:`);
console.table(rows);
const worst = Math.max(...rows.filter((r) => r.outcome !== "finished" || !r["route's estimate"].includes("422")).map((r) => Number.parseFloat(r.CPU)), dryRun / 1000);
console.log(`the costliest request the limits let through: ${worst.toFixed(2)} s of CPU (a 422 before it starts costs nothing; the default set's 20,000-buyer rehearsal: ${rows[0]!.CPU})`);

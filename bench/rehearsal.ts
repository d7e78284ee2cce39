/**
 * Rehearsal speed: negotiations per second through the governed round (kernel, policies, escalations settled by
 * their timeouts), one core (this process), the tournament's 15 buyer families playing, under the bundled
 * policy set and under the heavier seed governance example (six policies, constraints and escalations: the
 * set this bench measured before the bundled set became guard rails). Baseline in the same run: the same panel
 * with a policy set that allows everything (what governance adds). Interleaved passes, median. Target (shop
 * owners' console issue): ≥ 20,000 negotiations/s.
 *
 *   node --import tsx bench/rehearsal.ts [--buyers 20000]
 */
import type { PolicySet } from "../policies";
import { allowAllPolicies, bundledPolicies, seedGovernancePolicies } from "./negotiation/policy-sets";
import { drawBuyers, rehearse, type RehearsalSettings } from "../rehearsal";

const TARGET = 20_000;
const i = process.argv.indexOf("--buyers");
const count = i > 0 ? Number(process.argv[i + 1]) : 20_000;

const bundled = bundledPolicies();
const seed = seedGovernancePolicies();
const allowAll = allowAllPolicies();
const settings: RehearsalSettings = { currency: "EUR", anchorMinor: 89_900, floorMinor: 72_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlSeconds: 86_400 };
const buyers = drawBuyers({ productId: "bench", buyers: count, seed: 1, basis: { source: "product-range", anchorMinor: settings.anchorMinor, floorMinor: settings.floorMinor } });

function pass(policies: PolicySet): { perSecond: number } {
  const start = process.hrtime.bigint();
  const summary = rehearse({ productId: "bench", settings, policies, buyers, seed: 1 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: summary.negotiations / seconds };
}

pass(bundled);
pass(seed);
pass(allowAll);
const governed: number[] = [];
const seeded: number[] = [];
const free: number[] = [];
for (let p = 0; p < 5; p++) {
  governed.push(pass(bundled).perSecond);
  seeded.push(pass(seed).perSecond);
  free.push(pass(allowAll).perSecond);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const g = median(governed);
const e = median(seeded);
const f = median(free);
const line = (label: string, xs: number[]) => `${label}: ${Math.round(median(xs)).toLocaleString("en")} negotiations/s (passes ${xs.map((x) => Math.round(x)).join(", ")})`;
console.log(`buyers per pass: ${count} (15 families), 5 interleaved passes each, median`);
console.log(line(`bundled policy set (${bundled.policies.length} policies)     `, governed));
console.log(line(`seed governance example (${seed.policies.length} policies)`, seeded));
console.log(line("allow-everything set (baseline)  ", free));
console.log(`governance costs ${(f / g).toFixed(2)}× (bundled) and ${(f / e).toFixed(2)}× (seed example) the time of the kernel and buyers alone`);
console.log(`target ≥ ${TARGET.toLocaleString("en")} negotiations/s through the bundled set: ${g >= TARGET ? "met" : "NOT met"}`);

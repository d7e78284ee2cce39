/**
 * Rehearsal speed: negotiations per second through the real kernel and the bundled policy set, one core (this
 * process), the tournament's 15 buyer families playing. Baseline in the same run: the same panel through the
 * kernel with a policy set that allows everything (what governance adds), and the kernel alone counted in
 * decisions. Interleaved passes, median. Target (shop owners' console issue): ≥ 20,000 negotiations/s.
 *
 *   node --import tsx bench/rehearsal.ts [--buyers 20000]
 */
import { DEFAULT_POLICIES_YAML, parsePolicySet, type PolicySet } from "../policies";
import { drawBuyers, rehearse, type RehearsalSettings } from "../rehearsal";

const TARGET = 20_000;
const i = process.argv.indexOf("--buyers");
const count = i > 0 ? Number(process.argv[i + 1]) : 20_000;

function set(source: string): PolicySet {
  const parsed = parsePolicySet(source);
  if (!parsed.ok) throw new Error("bench policy set does not parse");
  return parsed.set;
}
const bundled = set(DEFAULT_POLICIES_YAML);
const allowAll = set('version: 1\npolicies:\n  - id: all\n    when: "true"\n    action: ALLOW\n');
const settings: RehearsalSettings = { currency: "EUR", anchorMinor: 89_900, floorMinor: 72_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlSeconds: 86_400 };
const buyers = drawBuyers({ productId: "bench", buyers: count, seed: 1, basis: { source: "product-range", anchorMinor: settings.anchorMinor, floorMinor: settings.floorMinor } });

function pass(policies: PolicySet): { perSecond: number } {
  const start = process.hrtime.bigint();
  const summary = rehearse({ productId: "bench", settings, policies, buyers, seed: 1 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: summary.negotiations / seconds };
}

pass(bundled);
pass(allowAll);
const governed: number[] = [];
const free: number[] = [];
for (let p = 0; p < 5; p++) {
  governed.push(pass(bundled).perSecond);
  free.push(pass(allowAll).perSecond);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const g = median(governed);
const f = median(free);
console.log(`buyers per pass: ${count} (15 families), 5 interleaved passes each, median`);
console.log(`kernel + bundled policy set (6 policies, CEL): ${Math.round(g).toLocaleString("en")} negotiations/s (passes ${governed.map((x) => Math.round(x)).join(", ")})`);
console.log(`kernel + allow-everything set (baseline)    : ${Math.round(f).toLocaleString("en")} negotiations/s (passes ${free.map((x) => Math.round(x)).join(", ")})`);
console.log(`governance costs ${(f / g).toFixed(2)}× the time of the kernel and buyers alone`);
console.log(`target ≥ ${TARGET.toLocaleString("en")} negotiations/s through the bundled set: ${g >= TARGET ? "met" : "NOT met"}`);

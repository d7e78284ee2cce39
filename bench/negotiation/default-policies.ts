/**
 * What the bundled default policy set costs the negotiator: on every panel, both halves, Parley judged by
 * policies/default.yaml against Parley judged by a set that allows everything (same buyers, same private draws,
 * the same evaluator), every escalation settled by its timeout action (nobody answers). Target: the default
 * costs ≤ 0.01 surplus share and ≤ 1 point of agreement on every panel; the section fails otherwise.
 * Beside it, for an owner choosing: the seed governance example (policies/examples/seed-governance.yaml) whole
 * and one policy at a time, and the default's guards on order mixes the panels do not have (the panels sell one
 * unit to buyers the shop has never met).
 *
 *   node --import tsx bench/negotiation/default-policies.ts [--products 400] [--seed 42]
 */
import type { PolicySet } from "../../policies";
import { deriveSeed, integerBetween, mulberry32 } from "../../rehearsal/random";
import type { BuyerProfile } from "../../rehearsal/buyers/types";
import { governedParley, SINGLE_UNIT_NEW_BUYERS, type OrderFacts } from "./limits";
import { allowAllPolicies, bundledPolicies, policySet, seedGovernancePolicies } from "./policy-sets";
import { generateMarkets, HALVES, PANEL_VARIANTS, type Market } from "./market";
import { formatTable, numberArg, percent, share } from "./table";

/** The target from issue 27: what the default may cost against allow-all, on every panel. */
export const MAX_SURPLUS_COST = 0.01;
export const MAX_AGREEMENT_COST = 0.01;

export interface Comparison {
  base: ReturnType<typeof governedParley>;
  governed: ReturnType<typeof governedParley>;
  /** Surplus share and agreement lost to the policies (positive = a cost). */
  surplusCost: number;
  agreementCost: number;
}

export function compare(markets: readonly Market[], policies: PolicySet, base: PolicySet, facts: (b: BuyerProfile) => OrderFacts = SINGLE_UNIT_NEW_BUYERS): Comparison {
  const b = governedParley(markets, base, facts);
  const g = governedParley(markets, policies, facts);
  return { base: b, governed: g, surplusCost: b.surplus - g.surplus, agreementCost: b.agreement - g.agreement };
}

export const withinTarget = (c: Comparison): boolean => c.surplusCost <= MAX_SURPLUS_COST + 1e-12 && c.agreementCost <= MAX_AGREEMENT_COST + 1e-12;

/** The seed example's policies one at a time, each with the example's base ALLOW (and nothing else). */
export function seedPoliciesAlone(): Array<[string, PolicySet]> {
  const seed = seedGovernancePolicies();
  const base = seed.policies.find((p) => p.action === "ALLOW" && p.when === "true")!;
  const yaml = (p: PolicySet["policies"][number]): string => {
    const block = p.escalation
      ? `    escalation: {to: ${p.escalation.to}, timeoutSeconds: ${p.escalation.timeoutSeconds}, onTimeout: ${p.escalation.onTimeout}}\n`
      : p.constraint
        ? `    constraint: ${JSON.stringify(p.constraint)}\n`
        : p.pause
          ? `    pause: {durationSeconds: ${p.pause.durationSeconds}}\n`
          : "";
    return `  - id: ${p.id}\n    when: ${JSON.stringify(p.when)}\n    action: ${p.action}\n${block}`;
  };
  return seed.policies
    .filter((p) => p !== base)
    .map((p) => [p.id, policySet(`version: 1\npolicies:\n${yaml(base)}${yaml(p)}`, `seed policy ${p.id}`)]);
}

/** Order mixes the panels lack, each buyer's facts drawn from its own seed (the same for every policy set). */
export const ORDER_MIXES: ReadonlyArray<[string, (b: BuyerProfile) => OrderFacts]> = [
  ["1–10 units, every buyer new", (b) => ({ quantity: integerBetween(mulberry32(deriveSeed(b.seed, "quantity")), 1, 10), dealsClosed: 0 })],
  [
    "1 in 20 orders 11–200 units, every buyer new",
    (b) => {
      const r = mulberry32(deriveSeed(b.seed, "bulk"));
      return { quantity: r() < 0.05 ? integerBetween(r, 11, 200) : integerBetween(r, 1, 10), dealsClosed: 0 };
    },
  ],
  [
    "1 in 20 orders 11–200 units, every buyer returning",
    (b) => {
      const r = mulberry32(deriveSeed(b.seed, "bulk"));
      return { quantity: r() < 0.05 ? integerBetween(r, 11, 200) : integerBetween(r, 1, 10), dealsClosed: 3 };
    },
  ],
];

const cell = (x: { surplus: number; agreement: number }) => `${share(x.surplus)} / ${percent(x.agreement)}`;
/** A change as the owner sees it: "−0.061 / −17.0 pt" is 0.061 surplus share and 17 points of agreement lost. */
const signed = (x: number, digits: number) => (Math.abs(x) < 0.5 * 10 ** -digits ? (0).toFixed(digits) : `${x > 0 ? "+" : "−"}${Math.abs(x).toFixed(digits)}`);
const cost = (c: Comparison) => `${signed(-c.surplusCost, 3)} / ${signed(-100 * c.agreementCost, 1)} pt`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  const allowAll = allowAllPolicies();
  const defaults = bundledPolicies();
  const seedSet = seedGovernancePolicies();
  console.log(`seed ${seed}; ${products} products per panel and half; surplus share / agreement where R ≥ F; escalations left to time out`);
  console.log(`default set: ${defaults.policies.map((p) => p.id).join(", ")}\n`);

  const panels = PANEL_VARIANTS.flatMap((variant) => HALVES.map((half) => ({ variant, half, markets: generateMarkets(half, products, seed, variant) })));
  let missed = 0;
  const rows = panels.map(({ variant, half, markets }) => {
    const d = compare(markets, defaults, allowAll);
    const s = compare(markets, seedSet, allowAll);
    if (!withinTarget(d)) missed++;
    return [`${variant} ${half.toUpperCase()}`, cell(d.base), cell(d.governed), cost(d), String(d.governed.escalations), withinTarget(d) ? "met" : "NOT met", cell(s.governed), cost(s), String(s.governed.escalations)];
  });
  console.log("Parley under the default set and under the seed governance example, against allow-all (change = set − allow-all)");
  console.log(formatTable(["panel", "allow-all", "default set", "change", "escalated", `cost ≤ ${MAX_SURPLUS_COST} / ${100 * MAX_AGREEMENT_COST} pt`, "seed example", "change", "escalated"], rows));

  const heldOut = panels.filter((p) => p.half === "held-out");
  console.log("\nThe seed example's policies one at a time (each with the base ALLOW only), HELD-OUT: change against allow-all");
  console.log(
    formatTable(
      ["policy", ...heldOut.map((p) => p.variant)],
      seedPoliciesAlone().map(([id, set]) => [id, ...heldOut.map(({ markets }) => cost(compare(markets, set, allowAll)))]),
    ),
  );

  console.log("\nThe default's guards on order mixes the panels lack (quantity per buyer; deal value = price × quantity), HELD-OUT");
  const mixRows = ORDER_MIXES.flatMap(([name, facts]) =>
    heldOut.map(({ variant, markets }) => {
      const d = compare(markets, defaults, allowAll, facts);
      return [`${name}, ${variant}`, cell(d.base), cell(d.governed), cost(d), String(d.governed.escalations)];
    }),
  );
  console.log(formatTable(["order mix, panel", "allow-all", "default set", "change", "escalated"], mixRows));

  console.log(`\ntarget: the default set costs ≤ ${MAX_SURPLUS_COST} surplus share and ≤ ${100 * MAX_AGREEMENT_COST} point of agreement on every panel: ${missed === 0 ? "met" : `NOT met on ${missed} of ${panels.length}`}`);
  if (missed > 0) process.exitCode = 1;
}

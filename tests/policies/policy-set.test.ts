import { describe, expect, it } from "vitest";
import { breakerSettings, DEFAULT_BREAKER, evaluatePolicies, parsePolicySet, type PolicySet } from "../../policies";
import { context } from "./context";

const allow = `  - id: allow-all\n    when: "true"\n    action: ALLOW\n`;
function set(body: string): PolicySet {
  const r = parsePolicySet(`version: 1\npolicies:\n${body}`);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.set;
}
function errorsOf(source: string, products: Parameters<typeof parsePolicySet>[1] = []) {
  const r = parsePolicySet(source, products);
  if (r.ok) throw new Error("expected the policy file to be refused");
  return r.errors;
}

describe("uploading a policy file: every mistake is refused with the policy id and where", () => {
  const wrap = (policy: string) => `version: 1\npolicies:\n${allow}${policy}`;
  it.each([
    ["invalid YAML", "version: 1\npolicies:\n  - id: x\n   when: [", null, /invalid YAML/],
    ["not a policy file", "just a string", null, /expected object/i],
    ["wrong version", "version: 2\npolicies:\n" + allow, null, /expected 1|Invalid input/],
    ["no policies", "version: 1\npolicies: []\n", null, /at least one policy/],
    ["CEL syntax error", wrap(`  - id: broken\n    when: "deal.valueMinor >"\n    action: ALLOW\n`), "broken", /Unexpected token/],
    ["unknown variable", wrap(`  - id: ghost\n    when: "buyer.score > 3"\n    action: ALLOW\n`), "ghost", /Unknown variable: buyer/],
    ["unknown field", wrap(`  - id: typo\n    when: "offer.price > 3"\n    action: ALLOW\n`), "typo", /No such key: price/],
    ["type error", wrap(`  - id: types\n    when: "deal.currency > 100"\n    action: ALLOW\n`), "types", /no such overload/],
    ["non-bool condition", wrap(`  - id: number\n    when: "deal.valueMinor + 1"\n    action: ALLOW\n`), "number", /must be a bool/],
    ["unknown action", wrap(`  - id: act\n    when: "true"\n    action: APPROVE\n`), "act", /Invalid option|expected one of/i],
    ["constraint without fields", wrap(`  - id: c\n    when: "true"\n    action: CONSTRAINT\n    constraint: {}\n`), "c", /at least one of/],
    ["escalation missing", wrap(`  - id: e\n    when: "true"\n    action: ESCALATE\n`), "e", /needs "escalation"/],
    ["field for another action", wrap(`  - id: a2\n    when: "true"\n    action: ALLOW\n    pause:\n      durationSeconds: 600\n`), "a2", /does not apply/],
    ["duplicate id", wrap(allow), "allow-all", /duplicate policy id/],
    ["bad id", wrap(`  - id: Bad_Id\n    when: "true"\n    action: ALLOW\n`), "Bad_Id", /lower-case/],
    ["expression too long", wrap(`  - id: long\n    when: "${Array.from({ length: 120 }, () => "true").join(" && ")}"\n    action: ALLOW\n`), "long", /at most 1000 characters|AST|nodes|depth/i],
    ["expression too complex", wrap(`  - id: deep\n    when: "${"(".repeat(30)}true${")".repeat(30)}"\n    action: ALLOW\n`), "deep", /depth|nest|AST|limit/i],
    ["unknown key in a policy", wrap(`  - id: extra\n    when: "true"\n    action: ALLOW\n    colour: red\n`), "extra", /Unrecognized key/i],
  ])("%s", (_name, source, policyId, message) => {
    const errors = errorsOf(source);
    expect(errors.length).toBeGreaterThan(0);
    const hit = errors.find((e) => message.test(e.message));
    expect(hit, JSON.stringify(errors)).toBeDefined();
    expect(hit!.policyId).toBe(policyId);
    if (policyId) expect(hit!.line).toBeGreaterThan(0);
  });

  it("refuses a constraint that would push offers below a product's floor or above its list price", () => {
    const products = [{ productId: "widget", floorMinor: 7_000, anchorMinor: 10_000 }];
    const low = errorsOf(`version: 1\npolicies:\n${allow}  - id: too-low\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxPriceMinor: 6000\n`, products);
    expect(low[0]).toMatchObject({ policyId: "too-low", path: "policies[1].constraint.maxPriceMinor" });
    expect(low[0]!.message).toMatch(/below its floor/);
    const high = errorsOf(`version: 1\npolicies:\n${allow}  - id: too-high\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      minPriceMinor: 12000\n`, products);
    expect(high[0]!.message).toMatch(/above its list price/);
  });

  it("reports every problem at once", () => {
    const errors = errorsOf(`version: 1\npolicies:\n  - id: one\n    when: "nope > 1"\n    action: ALLOW\n  - id: two\n    when: "true"\n    action: MAYBE\n`);
    expect(errors.map((e) => e.policyId).sort()).toEqual(["one", "two"]);
  });
});

describe("evaluation semantics on custom sets", () => {
  it("denies by default: with no ALLOW match the decision is escalated to the shop owner", () => {
    const r = evaluatePolicies(set(`  - id: only-big\n    when: "deal.valueMinor > 100"\n    action: ALLOW\n`), context({ price: 50, anchor: 100, floor: 10, previous: 100 }));
    expect(r.outcome).toBe("ESCALATE");
    expect(r.escalation).toMatchObject({ policyId: null, to: "shop-owner" });
    expect(r.escalation!.reason).toMatch(/deny by default/);
  });

  it("a constraint without any ALLOW is still escalated (deny by default)", () => {
    const r = evaluatePolicies(set(`  - id: cap\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxDiscountBps: 1000\n`), context({ price: 8_000 }));
    expect(r.outcome).toBe("ESCALATE");
  });

  it("a condition that fails at run time escalates (fail safe)", () => {
    const r = evaluatePolicies(set(`${allow}  - id: divide\n    when: "deal.valueMinor / (negotiation.round - 2) > 0"\n    action: ALLOW\n`), context({ round: 2 }));
    expect(r.outcome).toBe("ESCALATE");
    expect(r.errors[0]!.policyId).toBe("divide");
  });

  it("combines constraints: the tightest bounds apply", () => {
    const s = set(`${allow}  - id: floor-price\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      minPriceMinor: 8200\n  - id: cap-10\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxDiscountBps: 1000\n`);
    expect(evaluatePolicies(s, context({ price: 8_000 }))).toMatchObject({ outcome: "CONSTRAINT", priceMinor: 9_000, constrained: true });
    expect(evaluatePolicies(s, context({ price: 9_500 }))).toMatchObject({ outcome: "CONSTRAINT", priceMinor: 9_500, constrained: false });
  });

  it("contradictory constraints escalate", () => {
    const s = set(`${allow}  - id: lo\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      minPriceMinor: 9000\n  - id: hi\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxPriceMinor: 8000\n`);
    const r = evaluatePolicies(s, context());
    expect(r.outcome).toBe("ESCALATE");
    expect(r.invariantViolation).toMatch(/contradict/);
  });

  it("a constraint that would go below the floor escalates instead", () => {
    const s = set(`${allow}  - id: ceiling\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxPriceMinor: 6500\n`);
    const r = evaluatePolicies(s, context({ price: 9_000, floor: 7_000 }));
    expect(r).toMatchObject({ outcome: "ESCALATE", invariantViolation: "the constrained price would be below the floor" });
  });

  it("lowering an offer within bounds is a constraint the kernel's invariants accept", () => {
    const s = set(`${allow}  - id: ceiling\n    when: "true"\n    action: CONSTRAINT\n    constraint:\n      maxPriceMinor: 8500\n`);
    expect(evaluatePolicies(s, context({ price: 9_000 }))).toMatchObject({ outcome: "CONSTRAINT", priceMinor: 8_500, action: "counter" });
  });

  it("escalations of equal action are ordered by severity, then id", () => {
    const s = set(
      `${allow}  - id: b-high\n    when: "true"\n    action: ESCALATE\n    severity: high\n    escalation: {to: boss, timeoutSeconds: 600, onTimeout: reject}\n` +
        `  - id: a-low\n    when: "true"\n    action: ESCALATE\n    severity: low\n    escalation: {to: clerk, timeoutSeconds: 600, onTimeout: approve}\n`,
    );
    const r = evaluatePolicies(s, context());
    expect(r.matched.map((m) => m.policyId)).toEqual(["b-high", "a-low", "allow-all"]);
    expect(r.escalation).toMatchObject({ policyId: "b-high", to: "boss", onTimeout: "reject" });
  });

  it("a PAUSE policy reports its duration", () => {
    const s = set(`${allow}  - id: stop\n    when: "agent.breachRate > 0.1"\n    action: PAUSE\n    pause: {durationSeconds: 600}\n`);
    expect(evaluatePolicies(s, context({ breachRate: 0.2 }))).toMatchObject({ outcome: "PAUSE", pause: { policyId: "stop", durationSeconds: 600 } });
  });
});

describe("hostile YAML is refused with a clear error, never a throw", () => {
  const laughs = (levels: number) =>
    `version: 1\nx0: &x0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n` +
    Array.from({ length: levels }, (_, i) => `x${i + 1}: &x${i + 1} [${Array(9).fill(`*x${i}`).join(", ")}]\n`).join("") +
    `policies:\n${allow}`;
  const refusal = (source: string) => {
    let result: ReturnType<typeof parsePolicySet> | undefined;
    expect(() => (result = parsePolicySet(source))).not.toThrow();
    if (!result || result.ok) throw new Error("expected the policy file to be refused");
    return result.errors;
  };

  it.each([4, 6, 9])("a billion-laughs alias bomb nine wide and %i levels deep", (levels) => {
    const errors = refusal(laughs(levels));
    expect(errors[0]).toMatchObject({ policyId: null });
    expect(errors[0]!.message).toMatch(/alias/i);
  });

  it("an alias to an anchor that is never set", () => {
    expect(refusal(`version: 1\npolicies:\n  - *nowhere\n`)[0]).toMatchObject({ policyId: null, message: expect.stringMatching(/alias/i) });
  });

  it("a policy that contains itself", () => {
    const errors = refusal(`version: 1\npolicies:\n  - &me\n    id: loop\n    when: "true"\n    action: ALLOW\n    description: *me\n`);
    expect(errors.length).toBeGreaterThan(0);
  });

  it("more than one YAML document", () => {
    const errors = refusal(`version: 1\npolicies:\n${allow}---\nversion: 1\npolicies:\n${allow}`);
    expect(errors[0]).toMatchObject({ policyId: null, message: expect.stringMatching(/one YAML document/) });
  });

  it("anchors and aliases used modestly still work, in every policy of a full set", () => {
    const review = `  - id: review-0\n    when: "deal.valueMinor > 100"\n    action: ESCALATE\n    escalation: &review {to: pricing-team, timeoutSeconds: 600, onTimeout: reject}\n`;
    const more = Array.from({ length: 198 }, (_, i) => `  - id: review-${i + 1}\n    when: "deal.valueMinor > ${i + 101}"\n    action: ESCALATE\n    escalation: *review\n`).join("");
    const r = parsePolicySet(`version: 1\npolicies:\n${allow}${review}${more}`);
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    expect(r.set.policies).toHaveLength(200);
    expect(r.set.policies.at(-1)!.escalation).toEqual({ to: "pricing-team", timeoutSeconds: 600, onTimeout: "reject" });
  });
});

describe("variables: counterparty.authenticated and negotiation.resumed", () => {
  const on = (when: string) => set(`${allow}  - id: flag\n    when: "${when}"\n    action: ESCALATE\n    escalation: {to: someone, timeoutSeconds: 600, onTimeout: reject}\n`);
  const fires = (when: string, situation: Parameters<typeof context>[0]) => evaluatePolicies(on(when), context(situation)).outcome === "ESCALATE";

  it("are bools a condition can test", () => {
    expect(fires("!counterparty.authenticated", { authenticated: false })).toBe(true);
    expect(fires("!counterparty.authenticated", { authenticated: true })).toBe(false);
    expect(fires("negotiation.resumed && counterparty.authenticated", { resumed: true, authenticated: true })).toBe(true);
    expect(fires("negotiation.resumed", { resumed: false })).toBe(false);
  });

  it.each([
    ["counterparty.authenticated > 1", /no such overload/],
    ["negotiation.resumed == 'yes'", /no such overload/],
    ["counterparty.authenticated + 1 > 0", /no such overload/],
  ])("are type-checked: %s", (when, message) => {
    const errors = errorsOf(`version: 1\npolicies:\n${allow}  - id: typed\n    when: "${when}"\n    action: ALLOW\n`);
    expect(errors[0]).toMatchObject({ policyId: "typed", message: expect.stringMatching(message) });
  });

  it("default to false when a caller does not know them yet (an unknown buyer is not an authenticated one)", () => {
    const legacy = context();
    delete (legacy.counterparty as { authenticated?: boolean }).authenticated;
    delete (legacy.negotiation as { resumed?: boolean }).resumed;
    expect(evaluatePolicies(on("!counterparty.authenticated && !negotiation.resumed"), legacy).outcome).toBe("ESCALATE");
  });
});

describe("the breaker section: a shop sets its circuit breaker in its policy file", () => {
  const withBreaker = (breaker: string) => `version: 1\n${breaker}policies:\n${allow}`;

  it("absent, the breaker is per product with DEFAULT_BREAKER's thresholds", () => {
    expect(breakerSettings(set(allow))).toEqual({ scope: "product", thresholds: DEFAULT_BREAKER });
  });

  it("a shop may ask for a shop-wide breaker and its own thresholds; the rest stay the defaults", () => {
    const r = parsePolicySet(withBreaker(`breaker:\n  scope: shop\n  maxEscalationRate: 0.6\n  minSample: 25\n  windowSeconds: 1800\n  pauseSeconds: 600\n`));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(breakerSettings(r.set)).toEqual({
      scope: "shop",
      thresholds: { ...DEFAULT_BREAKER, maxEscalationRate: 0.6, minSample: 25, windowMs: 1_800_000, pauseMs: 600_000 },
    });
  });

  it.each([
    ["a rate above 1", "breaker:\n  maxBreachRate: 1.5\n", "breaker.maxBreachRate"],
    ["a negative rate", "breaker:\n  maxEscalationRate: -0.1\n", "breaker.maxEscalationRate"],
    ["a sample of none", "breaker:\n  minSample: 0\n", "breaker.minSample"],
    ["an unknown scope", "breaker:\n  scope: planet\n", "breaker.scope"],
    ["a window under a minute", "breaker:\n  windowSeconds: 5\n", "breaker.windowSeconds"],
    ["an unknown key", "breaker:\n  maxPauses: 3\n", "breaker"],
  ])("refuses %s", (_name, breaker, path) => {
    const errors = errorsOf(withBreaker(breaker));
    expect(errors.find((e) => e.path === path), JSON.stringify(errors)).toMatchObject({ policyId: null });
  });
});

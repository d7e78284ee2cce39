import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { breakerSettings, DEFAULT_POLICIES_YAML, parsePolicySet, POLICY_VARIABLES } from "../../policies";
import { POLICY_EXAMPLES, SEED_GOVERNANCE_YAML } from "../../policies/examples";

const dir = join(import.meta.dirname, "../../policies/examples");
const yamlFiles = readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort();
const regenerate = "regenerate the module from the YAML (JSON.stringify of the file's text)";

describe("the policy examples an owner can adopt (policies/examples/)", () => {
  it("every YAML file is in the catalogue, and every catalogue entry is a file, byte for byte", () => {
    expect(yamlFiles.length).toBeGreaterThan(0);
    expect(POLICY_EXAMPLES.map((e) => `${e.id}.yaml`).sort()).toEqual(yamlFiles);
    for (const example of POLICY_EXAMPLES) expect(example.source, `${example.id}: ${regenerate}`).toBe(readFileSync(join(dir, `${example.id}.yaml`), "utf8"));
    expect(SEED_GOVERNANCE_YAML, regenerate).toBe(readFileSync(join(dir, "seed-governance.yaml"), "utf8"));
  });

  it.each(yamlFiles)("%s parses and every condition type-checks, as an upload would", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    const parsed = parsePolicySet(source);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors, null, 2));
    expect(parsed.set.policies.length).toBeGreaterThan(0);
    // Deny by default: an example without a base ALLOW would escalate every decision of the shop that adopts it.
    expect(parsed.set.policies.some((p) => p.action === "ALLOW" && p.when === "true")).toBe(true);
    // Every example keeps the breaker stop and its settings.
    expect(parsed.set.policies.some((p) => p.action === "PAUSE" && p.when.includes("agent.breachRate"))).toBe(true);
    expect(breakerSettings(parsed.set).thresholds.maxEscalationRate).toBe(1);
  });

  it.each(yamlFiles)("%s can be uploaded for products with low and high floors (no constraint leaves [floor, list price])", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    const products = [
      { productId: "cheap", floorMinor: 550, anchorMinor: 1_099 },
      { productId: "dear", floorMinor: 899_000, anchorMinor: 999_999 },
    ];
    const parsed = parsePolicySet(source, products);
    expect(parsed.ok, JSON.stringify(parsed.ok ? null : parsed.errors)).toBe(true);
  });

  it.each(yamlFiles)("%s reads only variables the policy environment declares", (file) => {
    const parsed = parsePolicySet(readFileSync(join(dir, file), "utf8"));
    if (!parsed.ok) throw new Error("does not parse");
    for (const p of parsed.set.policies) {
      for (const [, group, field] of p.when.matchAll(/\b([a-z]+)\.([a-zA-Z]+)\b/g)) {
        expect(Object.keys(POLICY_VARIABLES), `${p.id}: ${group}`).toContain(group);
        expect(Object.keys(POLICY_VARIABLES[group as keyof typeof POLICY_VARIABLES]), `${p.id}: ${group}.${field}`).toContain(field);
      }
    }
  });

  it("no example is the bundled default (the default lives in policies/default.yaml)", () => {
    for (const example of POLICY_EXAMPLES) expect(example.source).not.toBe(DEFAULT_POLICIES_YAML);
  });
});

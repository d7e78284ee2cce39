/**
 * Negotiator profiles and fleets as an owner sends them: a good one passes as it is, and each mistake comes back
 * as a problem at the field's JSON pointer, as the API will answer it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateFleet, validateProfile, type NegotiatorProfile } from "../../fleet";
import { AGENT_IDS, profileArb } from "./arbitraries";

const ada: NegotiatorProfile = {
  id: "ada",
  name: "Ada, hardware sales",
  dealTypes: ["sales"],
  categories: ["hardware", "software"],
  strategy: { kind: "adaptive" },
  arms: ["default", "firm"],
  policySetId: "default",
  languageStyle: "formal",
  capacity: 20,
  active: true,
};

const pointers = (input: unknown) => {
  const r = validateProfile(input);
  return r.ok ? [] : r.problems.map((p) => p.pointer);
};

describe("validateProfile", () => {
  it("accepts a well-formed profile as it is, and every profile the coordinator's properties are run on", () => {
    expect(validateProfile(ada)).toEqual({ ok: true, value: ada });
    fc.assert(
      fc.property(profileArb(), (p) => {
        expect(validateProfile(p).ok).toBe(true);
      }),
    );
  });

  it("names the field of each mistake", () => {
    expect(pointers({ ...ada, capacity: 0 })).toEqual(["/capacity"]);
    expect(pointers({ ...ada, capacity: 2.5 })).toEqual(["/capacity"]);
    expect(pointers({ ...ada, arms: ["reckless"] })).toEqual(["/arms/0"]);
    expect(pointers({ ...ada, arms: [] })).toEqual(["/arms"]);
    expect(pointers({ ...ada, dealTypes: ["leasing"] })).toEqual(["/dealTypes/0"]);
    expect(pointers({ ...ada, categories: [] })).toEqual(["/categories"]);
    expect(pointers({ ...ada, strategy: { kind: "greedy" } })).toEqual(["/strategy/kind"]);
    expect(pointers({ ...ada, strategy: { kind: "boulware", exponent: 0 } })).toEqual(["/strategy/exponent"]);
    expect(pointers({ ...ada, languageStyle: "shouty" })).toEqual(["/languageStyle"]);
    expect(pointers({ ...ada, id: "no spaces please" })).toEqual(["/id"]);
    expect(pointers({ ...ada, active: "yes" })).toEqual(["/active"]);
    expect(pointers({ ...ada, floorMinor: 100 })).toEqual([""]);
  });

  it("refuses a deal type, category or arm listed twice, at the repeat", () => {
    expect(pointers({ ...ada, dealTypes: ["sales", "sales"] })).toEqual(["/dealTypes/1"]);
    expect(pointers({ ...ada, categories: ["hardware", "software", "hardware"] })).toEqual(["/categories/2"]);
    expect(pointers({ ...ada, arms: ["firm", "firm"] })).toEqual(["/arms/1"]);
  });
});

describe("validateFleet", () => {
  it("refuses a fleet exactly when two agents share an id, pointing at the second", () => {
    fc.assert(
      fc.property(fc.array(profileArb(fc.constantFrom(...AGENT_IDS)), { maxLength: 8 }), (agents) => {
        const result = validateFleet({ agents });
        const duplicated = new Set(agents.map((a) => a.id)).size < agents.length;
        expect(result.ok).toBe(!duplicated);
        if (!result.ok) for (const p of result.problems) expect(p.pointer).toMatch(/^\/agents\/\d+\/id$/);
      }),
    );
    expect(validateFleet({ agents: [ada, { ...ada, name: "Ada again" }] })).toMatchObject({ ok: false, problems: [{ pointer: "/agents/1/id" }] });
  });
});

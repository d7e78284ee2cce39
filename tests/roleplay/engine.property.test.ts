// The roleplay engine, pure: seeded offline buyer personas against an offline seller persona. Every output is a
// valid agent output naming one of the 14 actions, runs end within the round limit, strategies are sampled four
// per run (seeded) and offered to both sides, prompts carry the split, and the same seed replays the same run.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAgentOutput, runRoleplay, verdictCounts } from "../../roleplay/engine";
import { offlineBuyerPersona, runFlavour } from "../../roleplay/personas/offline-buyer";
import { offlineSellerPersona } from "../../roleplay/personas/offline-seller";
import { PROMPT_SPLIT, splitPrompt } from "../../roleplay/prompts";
import { sampleStrategies, STRATEGIES } from "../../roleplay/strategies";
import { ACTION_TYPES, AgentOutputSchema, CaseSnapshotSchema, issuesOf, LANGUAGES, PERSONA_STYLES } from "../../roleplay/types";

/** Import specifiers and impure calls (the same checks tests/architecture/layers.test.ts makes for its layers). */
const importsOf = (code: string) => [...code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']/g)].map((m) => m[1]!);
const impurities = (code: string) => {
  const stripped = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return [/\bDate\.now\s*\(/, /\bnew\s+Date\s*\(\s*\)/, /\bMath\.random\s*\(/, /\bcrypto\./, /\bperformance\.now/, /(^|[^.\w])fetch\s*\(/, /\bsetTimeout\s*\(/].filter((re) => re.test(stripped)).map(String);
};

const snapshotArb = fc
  .record({ list: fc.integer({ min: 1_000, max: 500_000 }), t: fc.double({ min: 0.5, max: 0.9, noNaN: true }), r: fc.double({ min: 0.9, max: 1.1, noNaN: true }) })
  .map(({ list, t, r }) =>
    CaseSnapshotSchema.parse({
      product: { id: "p", name: "Oak table", currency: "EUR", listPriceMinor: list },
      persona: { side: "buyer", targetMinor: Math.round(list * t), reservationMinor: Math.round(list * r) },
      issues: { shared: [{ id: "delivery-days", better: "lower" }] },
    }),
  );

async function play(seed: number, snapshot: ReturnType<typeof CaseSnapshotSchema.parse>, flavour = runFlavour(seed % 16), maxRounds = 8) {
  return runRoleplay({ seed, snapshot, ...flavour, maxRounds, persona: offlineBuyerPersona(seed), counterparty: offlineSellerPersona({ floorMinor: Math.round(snapshot.product.listPriceMinor * 0.7) }) });
}

describe("roleplay engine", () => {
  it("has ≥ 20 strategies from the literature with unique ids, and samples 4 distinct ones per seed, replayably", () => {
    expect(STRATEGIES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    for (const s of STRATEGIES) expect(s.description.length * s.source.length * s.name.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const a = sampleStrategies(seed).map((s) => s.id);
        expect(a).toHaveLength(4);
        expect(new Set(a).size).toBe(4);
        expect(sampleStrategies(seed).map((s) => s.id)).toEqual(a);
      }),
    );
  });

  it("every agent output is a valid one of the 14 actions; runs end within the round limit; strategies offered to both and used ⊆ offered", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), snapshotArb, fc.integer({ min: 1, max: 10 }), async (seed, snapshot, maxRounds) => {
        const run = await play(seed, snapshot, undefined, maxRounds);
        expect(run.verdicts.length).toBeLessThanOrEqual(maxRounds);
        expect(run.calls.every((c) => c.parsed !== null)).toBe(true);
        for (const turn of run.turns) {
          expect(AgentOutputSchema.safeParse(turn.output).success).toBe(true);
          expect(ACTION_TYPES).toContain(turn.output.action.type);
        }
        expect(run.strategiesOffered).toEqual(sampleStrategies(seed).map((s) => s.id));
        for (const id of run.strategiesUsed) expect(run.strategiesOffered).toContain(id);
        for (const call of run.calls) {
          expect(call.prompt).toContain(PROMPT_SPLIT);
          const { system } = splitPrompt(call.prompt!);
          for (const id of run.strategiesOffered) expect(system).toContain(id);
        }
        if (run.end === "agreed") expect(run.agreedMinor).toBeGreaterThanOrEqual(Math.round(snapshot.product.listPriceMinor * 0.7));
        // A buyer persona never agrees above its reservation.
        if (run.end === "agreed") expect(run.agreedMinor).toBeLessThanOrEqual(snapshot.persona.reservationMinor);
      }),
      { numRuns: 60 },
    );
  });

  it("replays the same run from the same seed", async () => {
    const snap = CaseSnapshotSchema.parse({ product: { id: "p", name: "Lamp", currency: "EUR", listPriceMinor: 10_000 }, persona: { side: "buyer", targetMinor: 7_500, reservationMinor: 9_500 } });
    const a = await play(42, snap);
    const b = await play(42, snap);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.summary.extractedOffers.length).toBeGreaterThan(0);
  });

  it("covers every language and style in 16 runs, and the verdict counts add up to the rounds played", async () => {
    const snap = CaseSnapshotSchema.parse({ product: { id: "p", name: "Lamp", currency: "EUR", listPriceMinor: 10_000 }, persona: { side: "buyer", targetMinor: 7_500, reservationMinor: 9_500 } });
    const runs = await Promise.all(Array.from({ length: 16 }, (_, i) => play(i, snap, runFlavour(i))));
    expect(new Set(runs.map((r) => r.language))).toEqual(new Set(LANGUAGES));
    expect(new Set(runs.map((r) => r.style))).toEqual(new Set(PERSONA_STYLES));
    const counts = verdictCounts(runs);
    expect(counts.PASS + counts.NEUTRAL + counts.FAIL).toBe(runs.reduce((n, r) => n + r.verdicts.length, 0));
  });

  it("rejects outputs that are not JSON, name an unknown action or carry unknown fields", () => {
    expect(parseAgentOutput("hello").parsed).toBeNull();
    expect(parseAgentOutput(JSON.stringify({ action: { type: "BRIBE", payload: {} }, message_text: "x", used_strategies: [] })).parsed).toBeNull();
    expect(parseAgentOutput(JSON.stringify({ action: { type: "ACCEPT", payload: {} }, message_text: "x", used_strategies: [], extra: 1 })).parsed).toBeNull();
    expect(parseAgentOutput(JSON.stringify({ action: { type: "ACCEPT" }, message_text: "ok" })).parsed).toMatchObject({ action: { type: "ACCEPT", payload: {} }, used_strategies: [] });
  });

  it("splits a prompt at the marker into a system and a user message; a party without issues falls back to the shared list", () => {
    expect(splitPrompt(`sys\n${PROMPT_SPLIT}\nuser`)).toEqual({ system: "sys", user: "user" });
    const snap = CaseSnapshotSchema.parse({
      product: { id: "p", name: "Lamp", currency: "EUR", listPriceMinor: 10_000 },
      persona: { side: "buyer", targetMinor: 7_500, reservationMinor: 9_500 },
      issues: { user: [{ id: "warranty-months" }], shared: [{ id: "delivery-days" }] },
    });
    expect(issuesOf(snap, "user").map((i) => i.id)).toEqual(["warranty-months"]);
    expect(issuesOf(snap, "counterparty").map((i) => i.id)).toEqual(["delivery-days"]);
    expect(CaseSnapshotSchema.safeParse({ ...snap, persona: { side: "buyer", targetMinor: 9_000, reservationMinor: 8_000 } }).success).toBe(false);
  });

  it("roleplay/ is pure (no clock, randomness or network) outside its adapters, and imports only roleplay/ and zod", () => {
    const root = join(import.meta.dirname, "..", "..");
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((n) => (statSync(join(root, dir, n)).isDirectory() ? (n === "adapters" ? [] : walk(join(dir, n))) : n.endsWith(".ts") ? [join(dir, n)] : []));
    const problems = walk("roleplay").flatMap((file) => {
      const code = readFileSync(join(root, file), "utf8");
      const bad = impurities(code).map((w) => `${file}: ${w}`);
      for (const spec of importsOf(code)) {
        if (spec.startsWith(".")) {
          const target = relative(root, join(root, file, "..", spec));
          if (!target.startsWith("roleplay")) bad.push(`${file}: imports ${spec}`);
        } else if (spec !== "zod") bad.push(`${file}: imports package ${spec}`);
      }
      return bad;
    });
    expect(problems).toEqual([]);
  });
});

// Roleplay traces in Postgres (PGlite through the real Neon driver): a run, its turns with verdicts and every
// agent call (prompt with its split, raw and parsed output) are stored once, read back per shop, and a retried
// write stores nothing twice.
import { describe, expect, it } from "vitest";
import { getRoleplayRun, listRoleplayRuns, storeRoleplayRun } from "../../memory/repositories/roleplay";
import { runBatch } from "../../roleplay/batch";
import { offlineSellerPersona } from "../../roleplay/personas/offline-seller";
import { PROMPT_SPLIT } from "../../roleplay/prompts";
import { newShopId, useTestDb } from "./helpers";

const t = useTestDb();

describe("roleplay traces", () => {
  it("stores runs, turns with verdicts and agent calls, once, and reads them back by shop", async () => {
    const shopId = newShopId();
    const { runs } = await runBatch({
      count: 8,
      seed: 77,
      product: { id: "lamp", name: "Lamp", currency: "EUR", listPriceMinor: 10_000 },
      counterparty: async () => offlineSellerPersona({ floorMinor: 7_000 }),
    });
    for (const [i, trace] of runs.entries()) {
      expect(await storeRoleplayRun(t.handle.db, shopId, { runId: `run-${shopId}-${i}`, batchId: `batch-${shopId}`, productId: "lamp", trace })).toBe(true);
    }
    expect(await storeRoleplayRun(t.handle.db, shopId, { runId: `run-${shopId}-0`, batchId: `batch-${shopId}`, productId: "lamp", trace: runs[0]! })).toBe(false);

    const listed = await listRoleplayRuns(t.handle.db, shopId, { batchId: `batch-${shopId}` });
    expect(listed).toHaveLength(8);
    const stored = await getRoleplayRun(t.handle.db, shopId, `run-${shopId}-0`);
    const trace = runs[0]!;
    expect(stored!.run).toMatchObject({ seed: trace.seed, language: trace.language, style: trace.style, endedAs: trace.end, strategiesOffered: trace.strategiesOffered, strategiesUsed: trace.strategiesUsed });
    expect(stored!.run.summary).toEqual(trace.summary);
    expect((stored!.run.summary as any).extractedOffers.length).toBeGreaterThan(0);
    expect(stored!.turns.map((x) => x.text)).toEqual(trace.turns.map((x) => x.output.message_text));
    expect(stored!.turns.filter((x) => x.verdict !== null).map((x) => x.verdict)).toEqual(trace.verdicts.map((v) => v.verdict));
    expect(stored!.calls).toHaveLength(trace.calls.length);
    for (const call of stored!.calls) {
      expect(call.prompt).toContain(PROMPT_SPLIT);
      expect(call.parsed).toEqual(JSON.parse(call.raw));
    }
    // Another shop sees nothing of it.
    expect(await getRoleplayRun(t.handle.db, newShopId(), `run-${shopId}-0`)).toBeUndefined();
    expect(await listRoleplayRuns(t.handle.db, newShopId())).toEqual([]);
  });
});

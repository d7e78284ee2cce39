/**
 * A contract evicted mid-burst — its object reset between two batches of samples and checks — comes back with
 * exactly what it had: after the burst, its state, SLA windows, sample batches and postings are identical to a twin
 * contract fed the same batches at the same times that never restarted. No posting is lost or doubled, and a batch
 * reposted after the restart is recognised as a duplicate and changes nothing.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contractLimits } from "../../contracts/limits";
import type { Contract } from "../../durable-objects";

const SHOP = "shp_00000000000000000000c0de";
const provider = { agentId: `shop:${SHOP}`, ofShop: SHOP };
const consumer = { agentId: "buyer:restart-buyer", ofShop: SHOP };

let clock = 0;
const setClock = (ms: number) => {
  clock = ms;
  vi.setSystemTime(ms);
};

const stubOf = (contractId: string) => env.CONTRACT.get(env.CONTRACT.idFromName(contractId));

async function activeContract(contractId: string) {
  const stub = stubOf(contractId);
  const proposed = await stub.propose({
    contractId,
    shopId: SHOP,
    limits: contractLimits({ graceMs: 2_000 }),
    liveCounts: {},
    input: {
      kind: "bilateral",
      parties: [
        { agentId: provider.agentId, role: "provider" },
        { agentId: consumer.agentId, role: "consumer" },
      ],
      currency: "EUR",
      priceMinor: 100_000,
      terms: {},
      sla: [
        { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 700, minSamples: 5 },
        { id: "latency-p50", metric: "latency", statistic: "p50", windowMin: 5, threshold: 100, penaltyMinor: 300, bonusMinor: 50, minSamples: 5 },
        { id: "success", metric: "success", statistic: "ratio", windowMin: 1, threshold: 0.95, penaltyMinor: 400, minSamples: 5 },
      ],
      stakeMinor: 50_000,
      bonusPoolMinor: 5_000,
      durationMs: 3_600_000,
      partIds: [],
    },
  });
  expect(proposed.ok).toBe(true);
  await stub.accept(provider);
  const active = await stub.accept(consumer);
  expect(active.ok && active.body.status).toBe("active");
}

/** The k-th batch of the burst: alternating healthy and breaching spells, some samples out of order. */
function batch(k: number) {
  const slow = Math.floor(k / 6) % 2 === 1;
  const samples = Array.from({ length: 40 }, (_, i) => ({ metric: "latency" as const, at: clock - 900 + ((i * 37) % 40) * 20, value: slow ? 150 + ((i * 53) % 400) : 20 + ((i * 7) % 60) }));
  const outcomes = Array.from({ length: 20 }, (_, i) => ({ metric: "success" as const, at: clock - 500 + i * 20, value: slow && i % 4 === 0 ? 0 : 1 }));
  return { batchId: `burst-${k}`, samples: [...samples, ...outcomes] };
}

/** Everything a contract keeps, with its id taken out so two contracts compare. */
async function stored(contractId: string) {
  const snapshot = await runInDurableObject<Contract, unknown>(stubOf(contractId), (_i, state) => {
    const sql = state.storage.sql;
    const row = sql.exec("SELECT status, state, windows_header, version FROM contract").one();
    return {
      row,
      buckets: sql.exec("SELECT key, value FROM sla_buckets ORDER BY key").toArray(),
      postings: sql.exec("SELECT posting_id, kind, from_account, to_account, amount_minor, currency, at, cause FROM postings ORDER BY seq").toArray(),
      batches: sql.exec("SELECT batch_id, at, accepted, late, future FROM sample_batches ORDER BY batch_id").toArray(),
    };
  });
  return JSON.parse(JSON.stringify(snapshot).replaceAll(contractId, "<contract>"));
}

describe("a contract restarted mid-burst", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => vi.useRealTimers());

  it("keeps state, windows and postings exactly, and takes a reposted batch as a duplicate", async () => {
    const restarted = `ctr_${crypto.randomUUID().replaceAll("-", "")}`;
    const twin = `ctr_${crypto.randomUUID().replaceAll("-", "")}`;
    await activeContract(restarted);
    await activeContract(twin);

    const receipts: Record<string, unknown[]> = { [restarted]: [], [twin]: [] };
    const sent: ReturnType<typeof batch>[] = [];
    for (let k = 0; k < 36; k++) {
      setClock(clock + 1_700);
      sent[k] = batch(k);
      for (const id of [restarted, twin]) {
        const posted = await stubOf(id).postSamples(provider, sent[k]!);
        expect(posted.ok, JSON.stringify(posted)).toBe(true);
        receipts[id]!.push(posted.ok && posted.body);
        if (k % 2 === 1) await runDurableObjectAlarm(stubOf(id));
      }
      if (k === 17) {
        // Evict the one object mid-burst: the runtime resets it, and the next call builds it afresh from storage.
        await runInDurableObject<Contract, void>(stubOf(restarted), (instance) => {
          (instance as unknown as { marked?: boolean }).marked = true;
        });
        await runInDurableObject<Contract, void>(stubOf(restarted), (_i, state) => {
          try {
            state.abort("evicted by the test");
          } catch {
            // abort throws into the caller: the object is gone either way
          }
        }).catch(() => undefined);
        const fresh = await runInDurableObject<Contract, boolean>(stubOf(restarted), (instance) => (instance as unknown as { marked?: boolean }).marked === undefined);
        expect(fresh).toBe(true); // a new instance: nothing it knows came from memory
        // A batch posted before the eviction, posted again: recognised, nothing added.
        const again = await stubOf(restarted).postSamples(provider, sent[10]!);
        expect(again.ok && again.body).toMatchObject({ batchId: "burst-10", duplicate: true });
        expect(again.ok && { ...again.body, duplicate: false }).toEqual(receipts[restarted]![10]);
      }
    }

    const [a, b] = [await stored(restarted), await stored(twin)];
    expect(a.postings.length).toBeGreaterThan(0); // the burst cost penalties: there is something to lose or double
    expect(a.postings.some((p: any) => p.kind === "penalty")).toBe(true);
    expect(a).toEqual(b);
    expect(new Set(a.postings.map((p: any) => p.posting_id)).size).toBe(a.postings.length);
    expect(receipts[restarted]).toEqual(receipts[twin]);
  });
});

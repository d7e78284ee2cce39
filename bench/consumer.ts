/**
 * The negotiation-events consumer keeping up: `handleEventsBatch` on batches of 100 realistic events, against the
 * embedded Postgres (PGlite + pgvector, the same `startLocalDb` the tests use) through the real Neon driver and the
 * WebSocket bridge — the path a Worker takes — with the knowledge graph synced after each batch as the Worker's
 * consumer does (the embedded graph in the same Postgres, what runs without NEO4J_URI; BENCH_GRAPH=0 leaves it out).
 * Baseline, in the same run: the same kind of events one message per batch, so one transaction each (what a
 * consumer with max_batch_size = 1 would do).
 *
 *   node_modules/.bin/node --import tsx bench/consumer.ts          # or: npm run bench -- consumer
 *   BENCH_BACKLOG=20000 npm run bench -- consumer                   # a smaller backlog
 *
 * Options (flags or env): --backlog (BENCH_BACKLOG) 100000 events to drain; --runs (BENCH_RUNS) 5 throughput
 * runs; --run-events (BENCH_RUN_EVENTS) 5000 events per batched run; --baseline-events (BENCH_BASELINE_EVENTS)
 * 400 events per one-per-transaction run; --shops (BENCH_SHOPS) 10; --buyers (BENCH_BUYERS) 200 per shop;
 * --data-dir (BENCH_DATA_DIR) default: a temporary directory, removed afterwards.
 *
 * Events are shaped like NegotiationRoom's outbox rows (durable-objects/room): negotiation.opened; per round an
 * agent.recommendation, sometimes a policy.violation, and round.decided; at the end round.decided with the final
 * status and negotiation.agreed / rejected (or withdrawn / expired). Rooms deliver concurrently, so a queue batch
 * interleaves many negotiations of many shops; each room's events stay in order.
 *
 * Prints: events stored per second (median of the runs) batched vs one per transaction, and the time to drain a
 * backlog of BENCH_BACKLOG events batched (with its rate per tenth, to show any slow-down as tables grow) beside
 * the same backlog at the one-per-transaction rate (extrapolated: measured on a sample in this run). Times are the
 * consumer's own (handleEventsBatch calls, one after another); PGlite's missing autovacuum is stood in for by an
 * untimed ANALYZE whenever 10% of the table has changed (see autoAnalyze).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createDb } from "../memory/db";
import { handleEventsBatch, type EventsConsumerDeps } from "../memory/events-consumer";
import { createPostgresGraph } from "../memory/graph/postgres-graph";
import type { NegotiationEventEnvelopeInput } from "../memory/messages";
import type { MessageBatchLike, QueueMessageLike } from "../memory/queue";
import { startLocalDb } from "../scripts/local-db.mjs";
import { mulberry32 } from "../rehearsal/random";

function opt(name: string, env: string, fallback: number): number;
function opt(name: string, env: string, fallback: string | null): string | null;
function opt(name: string, env: string, fallback: number | string | null): number | string | null {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i > 0 ? process.argv[i + 1] : process.env[env];
  if (raw === undefined || raw === "") return fallback;
  return typeof fallback === "number" ? Number(raw.replace(/_/g, "")) : raw;
}

const BACKLOG = opt("backlog", "BENCH_BACKLOG", 100_000);
const RUNS = opt("runs", "BENCH_RUNS", 5);
const RUN_EVENTS = opt("run-events", "BENCH_RUN_EVENTS", 5_000);
const BASELINE_EVENTS = opt("baseline-events", "BENCH_BASELINE_EVENTS", 400);
const SHOPS = opt("shops", "BENCH_SHOPS", 10);
const BUYERS = opt("buyers", "BENCH_BUYERS", 200);
const DATA_DIR = opt("data-dir", "BENCH_DATA_DIR", null);
const BATCH = 100;

// --- realistic events ----------------------------------------------------------------------------------------

const rand = mulberry32(7);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join("");
const shops = Array.from({ length: SHOPS }, () => `shp_${hex(24)}`);
const PRODUCTS = ["espresso-machine", "grinder", "kettle", "roaster", "milk-frother", "water-filter", "scale", "brewer"];
let clock = Date.UTC(2026, 10, 1);

/** One negotiation's outbox rows, in commit order. */
function negotiation(): NegotiationEventEnvelopeInput[] {
  const shopId = shops[int(0, shops.length - 1)]!;
  const negotiationId = hex(64);
  const anchor = int(20, 2_000) * 100;
  const floor = Math.round(anchor * (0.6 + rand() * 0.3));
  const maxRounds = 10;
  const rounds = int(1, 8);
  const ending = rand();
  const status = ending < 0.6 ? "agreed" : ending < 0.85 ? "rejected" : ending < 0.95 ? "withdrawn" : "expired";
  let seq = 0;
  let at = (clock += int(100, 5_000));
  const out: NegotiationEventEnvelopeInput[] = [];
  const ev = (type: string, actor: NegotiationEventEnvelopeInput["actor"], payload: Record<string, unknown>) =>
    out.push({ v: 1, eventId: crypto.randomUUID(), shopId, negotiationId, seq: ++seq, type, actor, at, payload });
  const quantity = int(1, 50);
  ev("negotiation.opened", "buyer", {
    productId: PRODUCTS[int(0, PRODUCTS.length - 1)],
    productVersion: int(1, 4),
    buyerId: `buyer-${int(1, BUYERS)}`,
    authenticated: rand() < 0.7,
    quantity,
    currency: "EUR",
    anchorMinor: anchor,
    floorMinor: floor,
    strategy: { kind: "boulware", beta: 3 },
    maxRounds,
    arm: rand() < 0.5 ? "default" : "patient",
    resumed: false,
    expiresAt: at + 86_400_000,
  });
  let shopOffer = anchor;
  let bid = Math.round(floor * (0.7 + rand() * 0.2));
  for (let round = 0; round <= rounds; round++) {
    at += int(2_000, 60_000);
    const last = round === rounds;
    const final = last && (status === "agreed" || status === "rejected");
    const action = final ? (status === "agreed" ? "accept" : "reject") : "counter";
    const price = action === "accept" ? shopOffer : action === "reject" ? null : (shopOffer = Math.max(floor, Math.round(shopOffer - (shopOffer - bid) * 0.3)));
    const move = round === 0 ? { kind: "open", priceMinor: bid } : action === "accept" ? { kind: "accept" } : { kind: "counter", priceMinor: (bid = Math.min(shopOffer, bid + int(100, 2_000))) };
    const decidedStatus = final ? status : "open";
    ev("agent.recommendation", "agent", {
      round,
      kind: action,
      recommendation: { priceMinor: price, status: decidedStatus, reasons: ["CONCESSION_APPLIED"] },
      rationale: "kernel boulware; policies: allow",
      confidence: 1,
    });
    if (rand() < 0.15) {
      ev("policy.violation", "system", {
        policyId: "max-discount",
        outcome: "constraint",
        severity: "medium",
        details: { round, description: "discount above 25%", priceMinor: price },
      });
    }
    ev("round.decided", "shop", { round, move, action, priceMinor: price, reasons: ["CONCESSION_APPLIED"], status: decidedStatus });
    if (final) ev(`negotiation.${status}`, "shop", { round, agreedPriceMinor: status === "agreed" ? price : null, quantity });
  }
  if (status === "withdrawn") ev("negotiation.withdrawn", "buyer", { round: rounds });
  if (status === "expired") ev("negotiation.expired", "system", { round: rounds, expiresAt: at });
  return out;
}

/** `n` events as the queue would batch them: ~40 rooms delivering at once, each room's events in order. */
function stream(n: number): NegotiationEventEnvelopeInput[] {
  const live: NegotiationEventEnvelopeInput[][] = [];
  const out: NegotiationEventEnvelopeInput[] = [];
  while (out.length < n) {
    while (live.length < 40) live.push(negotiation());
    const i = int(0, live.length - 1);
    const room = live[i]!;
    // A room delivers what it has committed since its last delivery: one to a few events at a time.
    out.push(...room.splice(0, int(1, 4)));
    if (room.length === 0) live.splice(i, 1);
  }
  return out.slice(0, n);
}

let messageSeq = 0;
function batchOf(events: readonly NegotiationEventEnvelopeInput[]): MessageBatchLike {
  const messages: QueueMessageLike[] = events.map((body) => ({
    id: `m${++messageSeq}`,
    body,
    attempts: 1,
    ack() {},
    retry() {
      throw new Error("bench: a message was retried");
    },
  }));
  return { queue: "negotiation-events", messages };
}

// --- run -----------------------------------------------------------------------------------------------------

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString("en");
const duration = (s: number) => (s < 120 ? `${s.toFixed(1)} s` : `${(s / 60).toFixed(1)} min`);

const dir = DATA_DIR ?? mkdtempSync(join(tmpdir(), "parley-bench-consumer-"));
const local = await startLocalDb({ dataDir: dir, port: 0, bridgePort: 0 });
const handle = createDb(local.databaseUrl, { max: 4 });
const db = handle.db;
/** What the Worker's consumer hands handleEventsBatch (workers/queue-handler.ts): the database and the graph. */
const WITH_GRAPH = process.env.BENCH_GRAPH !== "0";
const deps: EventsConsumerDeps = WITH_GRAPH ? { db, graph: createPostgresGraph(db) } : { db };

/**
 * PGlite runs no autovacuum, so its tables would never get planner statistics (and the offers refresh would pick
 * the (shop_id, event_type) index, scanning every round of the shop: the drain slows tenfold by 100,000 events).
 * Stand-in for autovacuum's analyze: ANALYZE once 50 + 10% of the table has changed since the last one (Postgres's
 * defaults), outside the timings, as it runs in the background on Neon.
 */
let storedSinceAnalyze = 0;
let storedTotal = 0;
let analyzeSeconds = 0;
async function autoAnalyze(): Promise<void> {
  if (storedSinceAnalyze <= 50 + 0.1 * storedTotal) return;
  const started = performance.now();
  await db.execute(sql`ANALYZE`);
  analyzeSeconds += (performance.now() - started) / 1000;
  storedSinceAnalyze = 0;
}

let graphFacts = 0;

async function consume(events: readonly NegotiationEventEnvelopeInput[], batchSize: number): Promise<number> {
  let busy = 0;
  for (let i = 0; i < events.length; i += batchSize) {
    await autoAnalyze();
    const started = performance.now();
    const report = await handleEventsBatch(batchOf(events.slice(i, i + batchSize)), deps);
    busy += performance.now() - started;
    // A graph sync that failed is only a warning in the consumer (the cron catches up): here it would hide its cost.
    if (WITH_GRAPH && report.storedEventIds.length > 0 && report.graphSynced === undefined) throw new Error("bench: the graph sync failed");
    graphFacts += report.graphSynced ?? 0;
    if (report.acked !== Math.min(batchSize, events.length - i) || report.deadLettered || report.retried) {
      throw new Error(`bench: unexpected report ${JSON.stringify({ ...report, storedEventIds: report.storedEventIds.length })}`);
    }
    storedSinceAnalyze += report.acked;
    storedTotal += report.acked;
  }
  return busy / 1000;
}

try {
  console.log(
    `embedded Postgres (PGlite) via Neon driver + bridge, ${WITH_GRAPH ? "graph synced after each batch" : "no graph sync (BENCH_GRAPH=0)"}; ` +
      `${SHOPS} shops × ${BUYERS} buyers; batches of ${BATCH}; ` +
      `${RUNS} runs of ${fmt(RUN_EVENTS)} events batched and ${fmt(BASELINE_EVENTS)} one per transaction; backlog ${fmt(BACKLOG)}`,
  );
  await consume(stream(3_000), BATCH); // warm-up: connections, JIT, first pages
  await consume(stream(200), 1);

  const batched: number[] = [];
  const single: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternate, so both see the same table sizes and the same machine noise.
    const a = stream(RUN_EVENTS);
    batched.push(a.length / (await consume(a, BATCH)));
    const b = stream(BASELINE_EVENTS);
    single.push(b.length / (await consume(b, 1)));
  }
  const rate = median(batched);
  // For `npm run bench`'s cross-section summary (does the consumer keep up with the round load?).
  if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "consumer.json"), JSON.stringify({ eventsPerSecond: rate }));
  const baseRate = median(single);

  const backlog = stream(BACKLOG);
  const tenth = Math.max(BATCH, Math.ceil(BACKLOG / 10 / BATCH) * BATCH);
  const tenths: string[] = [];
  let drain = 0;
  for (let i = 0; i < backlog.length; i += tenth) {
    const part = backlog.slice(i, i + tenth);
    const seconds = await consume(part, BATCH);
    drain += seconds;
    tenths.push(fmt(part.length / seconds));
  }
  const sample = stream(Math.min(BASELINE_EVENTS, BACKLOG));
  const sampleRate = sample.length / (await consume(sample, 1));
  const [{ n: stored }] = (await db.execute(sql`SELECT count(*)::int AS n FROM negotiation_events`)).rows as [{ n: number }];

  console.table([
    {
      what: `events stored per second (median of ${RUNS})`,
      "batched (100 per transaction)": fmt(rate),
      "baseline: one per transaction": fmt(baseRate),
      "× baseline": (rate / baseRate).toFixed(1),
    },
    {
      what: `drain ${fmt(BACKLOG)} events`,
      "batched (100 per transaction)": `${duration(drain)} (${fmt(BACKLOG / drain)}/s)`,
      "baseline: one per transaction": `${duration(BACKLOG / sampleRate)} (extrapolated, ${fmt(sampleRate)}/s after the backlog)`,
      "× baseline": (BACKLOG / sampleRate / drain).toFixed(1),
    },
  ]);
  console.log(`drain rate per tenth of the backlog (events/s): ${tenths.join(", ")}; ${fmt(stored)} events in negotiation_events at the end`);
  console.log("runs, batched:", batched.map(fmt).join(", "), "| one per transaction:", single.map(fmt).join(", "));
  console.log(`ANALYZE (autovacuum stand-in, not timed): ${analyzeSeconds.toFixed(1)} s in all`);
  if (WITH_GRAPH) console.log(`knowledge graph: ${fmt(graphFacts)} deal facts synced in all`);
} finally {
  await handle.close();
  await local.stop();
  if (!DATA_DIR) rmSync(dir, { recursive: true, force: true });
}

#!/usr/bin/env node
// `npm run chaos`: a reliability run against the real local stack — wrangler dev (Durable Objects, alarms, the
// local queue and its consumer) and the embedded Postgres (PGlite + pgvector behind its WebSocket bridge) — that
// checks that no committed negotiation event is lost or stored twice when a process dies.
//
// Scenarios (each prints its figures and a PASS/FAIL line; the exit code is 1 if any FAIL):
//   kill — a mixed load (open, a few offers, accept / withdraw / leave open) for CHAOS_LOAD_SECONDS; halfway
//          through, SIGKILL to wrangler's whole process group (the local queue loses whatever it held), then
//          wrangler again on the same persisted state while the load goes on. Nothing touches the rooms after
//          the load: their persisted alarms must send again what Postgres lacks (unconfirmed rows after 1 min).
//   pg   — the same load; Postgres stopped for CHAOS_PG_DOWN_SECONDS in the middle of it (the consumer retries
//          with backoff), then started again on the same data directory. CHAOS_PG_STOP=term (default: SIGTERM,
//          PGlite closes cleanly) or kill (SIGKILL to the PGlite process: Postgres crash recovery on reopen).
//   soak — no fault: the same mixed load for CHAOS_SOAK_SECONDS (600) with CHAOS_SOAK_BUYERS (1,500) buyers; besides
//          the checks below, no 5xx and no request without an answer, and flat memory: the resident memory of the
//          runtime and of Postgres, sampled every 15 s, may not grow by more than 15% from the middle third of the
//          run to the last. Round latency (p50/p99) per minute is printed.
//   scale — as many live negotiations on one shop as CHAOS_SCALE_SECONDS (900) allow, up to CHAOS_SCALE_NEGOTIATIONS
//          (100,000): a round's p50/p99 measured on a sample at the start and again at the end, then the shop's
//          list paged through (100 a page) until it holds every negotiation opened, each exactly once; then Postgres
//          given CHAOS_SCALE_DRAIN_SECONDS (1,200) to hold every opening (the consumer trails a burst of opens).
//   contracts — issue #30: one shop with CHAOS_CONTRACTS (20) active service contracts, each from an agreed
//          negotiation, checked by their alarms every second; one reporter per contract posts batches of
//          CHAOS_CONTRACT_BATCH (500) samples for CHAOS_CONTRACT_SECONDS (40), a third breaching from the start and a
//          third from the restart (penalties either side of it); halfway, SIGKILL to wrangler's group and a restart on
//          the same state; a batch without an answer is posted again with the same batchId until it has one. Checks:
//          the postings the objects hold and Postgres's contract_postings are the same set (each id once, no
//          phantom), balances from Postgres = each object's view and sum to 0; each contract's 15-minute windows hold
//          exactly the samples of its distinct acknowledged batches (late/future as the receipts say), and its
//          stored sample_batches match (read from SQLite at the end); every active contract checked since the
//          restart; no dead letters; every contract outbox row left is already in Postgres.
//   auction — issue #31: one organisation, CHAOS_AUCTION_SUPPLIERS (200) suppliers with keys, a second-score request
//          whose deadline is CHAOS_AUCTION_SECONDS (45) after it opens; each supplier bids (every 5th re-bids lower
//          under a new id, every 11th withdraws), CHAOS_AUCTION_CONCURRENCY (8) at a time, a step without an answer
//          sent again under the same bid id until it has one; SIGKILL to wrangler's group once half the first bids
//          are acknowledged, again just after the deadline (while the alarm closes and awards), and once after the
//          close. Checks: every supplier's last acknowledged bid is its one bid in the result (nothing withdrawn or
//          unacknowledged there); the result equals the pure core's (auctions/, loaded through tsx) on those bids;
//          exactly one contract, active, for the award; a restart after the close changes nothing; and, from the
//          object's SQLite after the run, every acknowledged bid id in its bid log once, one auction.closed line.
// Checks, per scenario of the kill, pg and soak kind (its own shop):
//   1. every 2xx the load received has its event in Postgres (negotiation.opened, round.decided for the round and
//      move, negotiation.agreed/withdrawn/rejected for a response that ended the negotiation), within
//      CHAOS_CONVERGE_SECONDS of the fault ending (polled, rooms left alone);
//   2. then every negotiation of the shop (acknowledged, found in Postgres, or listed by the shop) is read back
//      through the API and its offer history compared with Postgres: each move its round.decided and
//      agent.recommendation, the end its event, nothing Postgres has that the room does not, nothing twice
//      (by event id — the primary key — and by meaning: negotiation, type, round, move);
//   3. no dead letters for the shop.
// At the end wrangler is stopped and every room's SQLite file read: rows still in an outbox are events not yet
// confirmed; each must already be in Postgres.
//
// Everything lives in a fresh temporary directory (PGlite data dir, --persist-to, a generated wrangler.toml with
// the repository's bindings and raised rate limits, an env file with OPERATOR_TOKEN and DATABASE_URL) on free
// ports: the repository's .data/ and .dev.vars are never read or written. The directory is removed after a
// passing run and kept (path printed) after a failing one or with CHAOS_KEEP=1.
//
//   CHAOS_SCENARIOS=kill,pg  CHAOS_LOAD_SECONDS=20  CHAOS_CONCURRENCY=10  CHAOS_PG_DOWN_SECONDS=10  CHAOS_PG_STOP=term
//   CHAOS_CONVERGE_SECONDS=240  CHAOS_BUYERS=60  CHAOS_KEEP=1  CHAOS_VERBOSE=1 (wrangler's log on stderr too)
//   CHAOS_SOAK_SECONDS=600  CHAOS_SOAK_BUYERS=1500  CHAOS_SCALE_SECONDS=900  CHAOS_SCALE_NEGOTIATIONS=100000
//   CHAOS_CONTRACTS=20  CHAOS_CONTRACT_SECONDS=40  CHAOS_CONTRACT_BATCH=500  CHAOS_CONTRACT_PACE_MS=100
//   CHAOS_AUCTION_SUPPLIERS=200  CHAOS_AUCTION_SECONDS=45  CHAOS_AUCTION_CONCURRENCY=8
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "hdr-histogram-js";
import { databaseUrlOf, groupRssBytes, spawnGroup } from "../bench/process-group.mjs";
import { benchConfig } from "../bench/http-rounds.mjs";
import { pool } from "../bench/concurrency.mjs";
import { randomPackage as auctionPackage, requestBody as auctionRequest, seeded as seededRandom } from "./auction-scenario.mjs";

// node:sqlite and Node's type stripping (memory/db.ts) each print an ExperimentalWarning: keep the report clean.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) => {
  if (/SQLite|Type Stripping/i.test(String(warning?.message ?? warning))) return;
  return emitWarning.call(process, warning, ...rest);
};
const { createDb } = await import("../memory/db.ts");

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const SECRETS = ["OPERATOR_TOKEN", "DATABASE_URL", "WEBHOOK_SEALING_KEY"];
const envNumber = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`);
  return value;
};
const LOAD_SECONDS = envNumber("CHAOS_LOAD_SECONDS", 20);
const CONCURRENCY = envNumber("CHAOS_CONCURRENCY", 10);
const PG_DOWN_SECONDS = envNumber("CHAOS_PG_DOWN_SECONDS", 10);
const CONVERGE_SECONDS = envNumber("CHAOS_CONVERGE_SECONDS", 240);
const BUYERS = envNumber("CHAOS_BUYERS", 60);
const SOAK_SECONDS = envNumber("CHAOS_SOAK_SECONDS", 600);
const SOAK_BUYERS = envNumber("CHAOS_SOAK_BUYERS", 1_500);
const SCALE_SECONDS = envNumber("CHAOS_SCALE_SECONDS", 900);
const SCALE_TARGET = envNumber("CHAOS_SCALE_NEGOTIATIONS", 100_000);
const SCALE_DRAIN_SECONDS = envNumber("CHAOS_SCALE_DRAIN_SECONDS", 1_200);
const CONTRACT_COUNT = envNumber("CHAOS_CONTRACTS", 20);
const CONTRACT_SECONDS = envNumber("CHAOS_CONTRACT_SECONDS", 40);
const CONTRACT_BATCH = envNumber("CHAOS_CONTRACT_BATCH", 500);
const CONTRACT_PACE_MS = envNumber("CHAOS_CONTRACT_PACE_MS", 100);
/** An outbox row sent and not confirmed is sent again a minute later (room/delivery.ts RESEND_AFTER_MS), plus slack. */
const CONTRACT_RESEND_WAIT_MS = 80_000;
const PRODUCTS = [
  { id: "grinder", anchorMinor: 10_000, floorMinor: 8_000 },
  { id: "kettle", anchorMinor: 11_000, floorMinor: 8_800 },
  { id: "scale", anchorMinor: 12_000, floorMinor: 9_600 },
  { id: "dripper", anchorMinor: 13_000, floorMinor: 10_400 },
];
const PG_STOP = process.env.CHAOS_PG_STOP ?? "term";
if (PG_STOP !== "term" && PG_STOP !== "kill") throw new Error(`CHAOS_PG_STOP must be "term" or "kill", not "${PG_STOP}"`);
const SCENARIOS = (process.env.CHAOS_SCENARIOS ?? "kill,pg").split(",").map((s) => s.trim()).filter(Boolean);
const KNOWN_SCENARIOS = ["kill", "pg", "soak", "scale", "contracts", "auction"];
for (const s of SCENARIOS) if (!KNOWN_SCENARIOS.includes(s)) throw new Error(`CHAOS_SCENARIOS: unknown scenario "${s}" (${KNOWN_SCENARIOS.join(", ")})`);
const TERMINAL = new Set(["agreed", "rejected", "withdrawn", "expired"]);
const OPERATOR = `op_chaos_${Math.random().toString(36).slice(2)}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const stamp = () => `[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s]`;
const log = (...args) => console.log(stamp(), ...args);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------------------
// The stack: embedded Postgres (child process, own group) and wrangler dev (own group), both restartable in place.

const dir = mkdtempSync(join(tmpdir(), "parley-chaos-"));
const pgliteDir = join(dir, "pglite");
const persistDir = join(dir, "state");
const wranglerLog = join(dir, "wrangler.log");
const logStream = createWriteStream(wranglerLog, { flags: "a" });
let db = null; // { databaseUrl, child }
let wrangler = null;
let pgPort, bridgePort, port, base;

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port: p } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return p;
}

/** scripts/local-db.mjs in a child process (PGlite is single-threaded WASM: in this process it would stall the load). */
async function startDb() {
  const started = Date.now();
  const child = spawnGroup(process.execPath, [join(root, "scripts/local-db.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PGLITE_DATA_DIR: pgliteDir, PGLITE_PORT: String(pgPort), PGLITE_BRIDGE_PORT: String(bridgePort), NODE_NO_WARNINGS: "1" },
  });
  child.stderr.on("data", timestamped("[local-db] "));
  const databaseUrl = await databaseUrlOf(child, { timeoutMs: 90_000, onOutput: timestamped("[local-db] ") });
  return { databaseUrl, child, startedIn: Date.now() - started };
}

/** `how`: "term" lets local-db.mjs close PGlite cleanly; "kill" is SIGKILL to its process (crash recovery on reopen). */
async function stopDb(how = "term") {
  if (!db) return;
  const child = db.child;
  db = null;
  if (how === "kill") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
  await child.stop(15_000);
}

/** wrangler's own CLI (not its bin shim, which neither forwards signals nor waits), in its own process group. */
async function startWrangler(databaseUrl) {
  const config = join(dir, "wrangler.toml");
  const envFile = join(dir, "chaos.env");
  if (!existsSync(config)) {
    // The repository's wrangler.toml (queues and consumers included), `main` made absolute, rate limits raised out
    // of one load generator's reach (they run on every request all the same).
    writeFileSync(config, `# Generated by scripts/chaos.mjs\n${benchConfig(false)}`);
    writeFileSync(envFile, `OPERATOR_TOKEN=${OPERATOR}\nDATABASE_URL=${databaseUrl}\nWEBHOOK_SEALING_KEY=chaos-sealing-key-0123456789abcdef\n`, { mode: 0o600 });
  }
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", X_LOCAL_OBSERVABILITY: "false", WRANGLER_REGISTRY_PATH: "" };
  for (const name of SECRETS) delete env[name]; // they would win over the env file
  const inspector = await freePort();
  const started = Date.now();
  const child = spawnGroup(
    process.execPath,
    ["--no-warnings", wranglerCli, "dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistDir,
     "--env-file", envFile, "--inspector-port", String(inspector), "--show-interactive-dev-session=false", "--test-scheduled"],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"], env, stopSignal: "SIGINT" },
  );
  child.stdout.on("data", timestamped());
  child.stderr.on("data", timestamped());
  let exit;
  child.exited.then((code) => (exit = code));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exit !== undefined) throw new Error(`wrangler dev exited (${exit}) before answering; see ${wranglerLog}`);
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer on ${base} within 90 s; see ${wranglerLog}`);
    try {
      if ((await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {}
    await sleep(200);
  }
  logStream.write(`${stamp()} ===== chaos: wrangler ready (pid ${child.pid}) =====\n`);
  return Object.assign(child, { readyIn: Date.now() - started });
}

/** Writes a child's output to wrangler.log, each line prefixed with the seconds since the run started. */
function timestamped(prefix = "") {
  let pending = "";
  return (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) {
      const out = `${stamp()} ${prefix}${line}\n`;
      logStream.write(out);
      if (process.env.CHAOS_VERBOSE) process.stderr.write(out);
    }
  };
}

/** SIGKILL to every process of wrangler's group at once: workerd and esbuild get no chance to flush anything. */
async function killWrangler() {
  const child = wrangler;
  wrangler = null;
  logStream.write(`${stamp()} ===== chaos: SIGKILL to process group ${child.pid} =====\n`);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {}
  await child.stop(1_000); // returns once nothing of the group is left (zombies reaped)
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

/** One request; never throws: { status, body } or { error } (network failure, timeout). */
async function api(method, path, token, body, timeoutMs = 20_000) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, body: json ?? text };
  } catch (error) {
    return { error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

/** For setup and read-back: retried a few times, throws if it never succeeds. */
async function must(method, path, token, body) {
  let last;
  for (let attempt = 0; attempt < 6; attempt++) {
    last = await api(method, path, token, body);
    if (last.status >= 200 && last.status < 300) return last.body;
    if (last.status && last.status < 500 && last.status !== 429) break;
    await sleep(500 * (attempt + 1));
  }
  throw new Error(`${method} ${path}: ${last.error ?? `${last.status} ${JSON.stringify(last.body).slice(0, 300)}`}`);
}

/** A shop of its own per scenario: four products, registered buyers with keys (one open negotiation per buyer and product). */
async function setupShop(name, buyerCount = BUYERS) {
  const shop = await must("POST", "/v1/shops", OPERATOR, { name });
  for (const p of PRODUCTS) {
    await must("PUT", `/v1/shops/${shop.shopId}/products/${p.id}`, shop.adminKey, {
      name: p.id,
      currency: "EUR",
      anchorMinor: p.anchorMinor,
      floorMinor: p.floorMinor,
      maxRounds: 40,
      ttlSeconds: 3600,
    });
  }
  const buyers = await pool(
    Array.from({ length: buyerCount }, (_, i) => `buyer-${i}`),
    8,
    async (buyerId) => {
      await must("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, { name: buyerId });
      return { buyerId, key: (await must("POST", `/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey, {})).key };
    },
  );
  return { ...shop, buyers };
}

// ---------------------------------------------------------------------------------------------------------------
// Load: every worker plays whole negotiations on free (buyer, product) pairs and records each 2xx.

/**
 * The events a 2xx response guarantees, as keys that Postgres rows map to (see eventKey):
 * open → negotiation.opened and the opening round; offer/accept → that round's round.decided; a response that
 * ended the negotiation → its negotiation.<status>; withdraw → negotiation.withdrawn.
 */
function keysForAck(op, result) {
  const keys = [];
  if (op === "open") keys.push("opened");
  if (op !== "withdraw") {
    const move = op === "open" ? "open" : op === "offer" ? "counter" : "accept";
    // A held move: the buyer sees an open negotiation with Retry-After (the shop's records say escalated).
    const held = result.status === "escalated" || (result.status === "open" && result.retryAfterSeconds !== undefined);
    keys.push(held ? `escalated|${result.round}` : `round|${result.round}|${move}`);
  }
  if (TERMINAL.has(result.status)) keys.push(`end:${result.status}`);
  return keys;
}

async function runLoad(shop, { seconds, faults, monitors = [] }) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const negotiations = new Map(); // negotiationId → { acks: [{op, round, status, at}], keys: Map(key → ms into the load), uncertain }
  const stats = { requests: 0, ok: { open: 0, offer: 0, accept: 0, withdraw: 0 }, failed: {}, errorsDuringFault: 0, leftOpen: 0, serverErrors: 0, rounds: [] };
  const pairs = [];
  for (const b of shop.buyers) for (const p of PRODUCTS) pairs.push({ buyer: b, product: p, busy: false, retired: false, coolUntil: 0 });
  let fault = null; // { from, to } while a fault is on
  const faultWindows = [];

  const take = () => {
    const now = Date.now();
    const free = pairs.filter((p) => !p.busy && !p.retired && p.coolUntil <= now);
    if (free.length === 0) return null;
    const pair = free[Math.floor(Math.random() * free.length)];
    pair.busy = true;
    return pair;
  };
  const request = async (method, path, token, body) => {
    stats.requests++;
    const sent = performance.now();
    const r = await api(method, path, token, body);
    // Every offer's latency, by when it was sent (for the soak's per-minute figures).
    if (path.endsWith("/offers") && r.status === 200) stats.rounds.push([Date.now() - started, performance.now() - sent]);
    if (r.error || r.status >= 500) stats.serverErrors++;
    if (!(r.status >= 200 && r.status < 300)) {
      const why = r.error ?? `${r.status}${r.body?.type ? ` ${r.body.type.replace("/problems/", "")}` : ""}`;
      stats.failed[why] = (stats.failed[why] ?? 0) + 1;
      if (fault) stats.errorsDuringFault++;
    }
    return r;
  };
  const ack = (negotiationId, op, body) => {
    const n = negotiations.get(negotiationId);
    const at = Date.now() - started;
    n.acks.push({ op, round: body.round, status: body.status, at });
    for (const key of keysForAck(op, body)) n.keys.set(key, at);
    stats.ok[op]++;
  };

  async function negotiate(pair) {
    const opened = await request("POST", `/v1/shops/${shop.shopId}/negotiations`, pair.buyer.key, { productId: pair.product.id, quantity: 1 });
    if (opened.status !== 201) {
      // No answer (or a server error): whether it opened is unknown, so the pair is not used again.
      if (opened.error || opened.status >= 500) pair.retired = true;
      else pair.coolUntil = Date.now() + 3_000; // e.g. the buyer's account has not yet heard that its last one ended
      return;
    }
    const { negotiationId, token } = opened.body;
    negotiations.set(negotiationId, { negotiationId, acks: [], keys: new Map(), uncertain: false });
    ack(negotiationId, "open", opened.body);
    let status = opened.body.status;
    // One buyer in ten thinks for 3 s first: the opening's events are delivered and confirmed meanwhile, so the
    // room's outbox empties before the next round (a quiet spell, then a delivery 2 s after the next round).
    if (Math.random() < 0.1) await sleep(3_000);
    let price = Math.round(pair.product.anchorMinor * (0.6 + Math.random() * 0.1));
    const offers = 1 + Math.floor(Math.random() * 4);
    for (let i = 0; i < offers && status === "open" && Date.now() < deadline; i++) {
      const r = await request("POST", `/v1/negotiations/${negotiationId}/offers`, token, { priceMinor: price });
      if (r.status === 200) {
        ack(negotiationId, "offer", r.body);
        status = r.body.status;
      } else if (r.error || r.status >= 500) {
        negotiations.get(negotiationId).uncertain = true;
        pair.retired = true;
        return;
      }
      price += Math.round(pair.product.anchorMinor * (0.03 + Math.random() * 0.05));
    }
    if (status === "open") {
      const roll = Math.random();
      const op = roll < 0.5 ? "accept" : roll < 0.85 ? "withdraw" : null;
      if (op) {
        const r = await request("POST", `/v1/negotiations/${negotiationId}/${op}`, token);
        if (r.status === 200) {
          ack(negotiationId, op, r.body);
          status = r.body.status;
        } else if (r.error || r.status >= 500) {
          negotiations.get(negotiationId).uncertain = true;
          pair.retired = true;
          return;
        }
      } else {
        stats.leftOpen++; // stays open: its events leave on the room's 10-s delivery alarm
      }
    }
    if (status === "open" || status === "escalated") pair.retired = true; // one open negotiation per buyer and product
  }

  const worker = async () => {
    while (Date.now() < deadline) {
      const pair = take();
      if (!pair) {
        await sleep(100);
        continue;
      }
      const before = stats.requests;
      const failedBefore = Object.values(stats.failed).reduce((a, b) => a + b, 0);
      try {
        await negotiate(pair);
      } finally {
        pair.busy = false;
      }
      // While the stack is down every request fails at once: do not spin.
      const failedNow = Object.values(stats.failed).reduce((a, b) => a + b, 0);
      if (failedNow > failedBefore && stats.requests > before) await sleep(250);
    }
  };

  const faultRuns = faults.map(async ({ atSeconds, run }) => {
    await sleep(Math.max(0, started + atSeconds * 1000 - Date.now()));
    const from = Date.now();
    fault = { from };
    try {
      await run();
    } finally {
      fault = null;
      faultWindows.push({ from: from - started, to: Date.now() - started });
    }
  });
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), ...faultRuns, ...monitors.map((monitor) => monitor(started, deadline))]);
  return { negotiations, stats, elapsed: Date.now() - started, started, faultWindows };
}

// ---------------------------------------------------------------------------------------------------------------
// Postgres

/** Postgres rows → the same keys as keysForAck (plus counts of events that have none). */
function eventKey(row) {
  switch (row.event_type) {
    case "negotiation.opened":
      return "opened";
    case "round.decided":
      return `round|${row.round}|${row.move_kind}`;
    case "negotiation.escalated":
      return `escalated|${row.round}`;
    default: {
      const m = /^negotiation\.(agreed|rejected|withdrawn|expired)$/.exec(row.event_type);
      return m ? `end:${m[1]}` : null;
    }
  }
}

async function withDb(fn) {
  const handle = createDb(db.databaseUrl, { max: 1, connectionTimeoutMillis: 10_000 });
  try {
    return await fn(handle.pool);
  } finally {
    await handle.close().catch(() => {});
  }
}

/** Every event of the shop, indexed: by negotiation, by key (multiplicity), and the id/seq tallies. */
async function snapshot(shopId) {
  const rows = await withDb(async (pg) =>
    (
      await pg.query(
        `SELECT event_id, negotiation_id, seq, event_type, payload->>'round' AS round, payload->'move'->>'kind' AS move_kind
           FROM negotiation_events WHERE shop_id = $1`,
        [shopId],
      )
    ).rows,
  );
  const byNegotiation = new Map();
  const ids = new Map();
  const seqs = new Map();
  for (const row of rows) {
    let n = byNegotiation.get(row.negotiation_id);
    if (!n) byNegotiation.set(row.negotiation_id, (n = { keys: new Map(), recommendations: 0, violations: 0, other: 0, total: 0, ends: 0 }));
    n.total++;
    ids.set(row.event_id, (ids.get(row.event_id) ?? 0) + 1);
    const seqKey = `${row.negotiation_id}|${row.seq}`;
    seqs.set(seqKey, (seqs.get(seqKey) ?? 0) + 1);
    const key = eventKey(row);
    if (key) {
      n.keys.set(key, (n.keys.get(key) ?? 0) + 1);
      if (key.startsWith("end:")) n.ends++;
    } else if (row.event_type === "agent.recommendation") n.recommendations++;
    else if (row.event_type === "policy.violation") n.violations++;
    else n.other++;
  }
  return {
    rows: rows.length,
    byNegotiation,
    distinctIds: ids.size,
    idsTwice: [...ids.values()].filter((c) => c > 1).length,
    seqCollisions: [...seqs.values()].filter((c) => c > 1).length,
    ids,
  };
}

function missingAcked(load, snap) {
  const missing = [];
  for (const n of load.negotiations.values()) {
    const found = snap.byNegotiation.get(n.negotiationId)?.keys;
    for (const [key, at] of n.keys) if (!found?.has(key)) missing.push({ negotiationId: n.negotiationId, key, at });
  }
  return missing;
}

/** Polls Postgres (every 3 s) until every acknowledged event is there; the rooms are left alone meanwhile. */
async function converge(shop, load, since, label) {
  const deadline = since + CONVERGE_SECONDS * 1000;
  let first = null;
  let last = null;
  const series = []; // [seconds since the fault ended, missing] at every change
  for (;;) {
    try {
      const snap = await snapshot(shop.shopId);
      last = missingAcked(load, snap);
      const at = Date.now() - since;
      first ??= { missing: last.length, at };
      if (series.at(-1)?.[1] !== last.length) series.push([at, last.length]);
      if (last.length === 0) return { convergedIn: at, first, series, missing: [], snap };
      if (series.at(-1)[0] === at) log(`  ${label}: ${last.length} acknowledged events not in Postgres yet (${secs(at)} after ${label})`);
    } catch (error) {
      log(`  Postgres query failed (${error.message}); retrying`);
    }
    if (Date.now() > deadline) return { convergedIn: null, first, series, missing: last ?? [], snap: null };
    await sleep(3_000);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Read-back: each negotiation's history through the API, against Postgres.

/** The moves an offer history records: a buyer entry starts one (offer = an opening with a price); a shop entry answers it, or is the opening itself. */
function historyKeys(view) {
  const keys = new Set(["opened"]);
  const moves = [];
  let pending = null;
  for (const e of [...view.history].sort((a, b) => a.seq - b.seq)) {
    if (e.party === "buyer") {
      pending = { round: e.round, kind: e.kind === "offer" ? "open" : e.kind };
      moves.push(pending);
    } else if (pending && pending.round === e.round) pending = null;
    else moves.push({ round: e.round, kind: "open" });
  }
  for (const m of moves) keys.add(`round|${m.round}|${m.kind}`);
  if (TERMINAL.has(view.status)) keys.add(`end:${view.status}`);
  return { keys, moves: moves.length };
}

/** Every negotiation the shop lists, page by page (100 a page) through its cursor, in the order listed; repeats kept. */
async function listShopNegotiations(shop) {
  const started = Date.now();
  const ids = [];
  let pages = 0;
  let cursor = null;
  do {
    const page = await must("GET", `/v1/shops/${shop.shopId}/negotiations?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, shop.adminKey);
    pages++;
    for (const item of page.items) ids.push(item.negotiationId);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, pages, took: Date.now() - started };
}

async function readBack(shop, load, snap) {
  const { ids: listed } = await listShopNegotiations(shop);
  const all = new Set([...load.negotiations.keys(), ...snap.byNegotiation.keys(), ...listed]);
  const unknown = [...all].filter((id) => !load.negotiations.has(id));
  const views = await pool([...all], 8, async (id) => [id, await must("GET", `/v1/negotiations/${id}`, shop.adminKey)]);
  const r = { negotiations: all.size, listedByShop: listed.length, unknownToClient: unknown.length, expected: 0, found: 0, missing: [], phantom: [], ackedNotInHistory: [], duplicates: [], recommendationMismatch: [], twoEnds: [], countMismatch: [], committedUnacked: 0, violations: 0, escalated: 0, uncertain: 0 };
  for (const [id, view] of views) {
    const { keys, moves } = historyKeys(view);
    const pg = snap.byNegotiation.get(id) ?? { keys: new Map(), recommendations: 0, violations: 0, total: 0, ends: 0 };
    const acked = load.negotiations.get(id);
    if (acked?.uncertain) r.uncertain++;
    const expected = 1 + 2 * moves + (TERMINAL.has(view.status) ? 1 : 0);
    r.expected += expected;
    r.found += pg.total - pg.violations;
    if (pg.total - pg.violations !== expected) r.countMismatch.push({ negotiationId: id, expected, found: pg.total - pg.violations });
    r.violations += pg.violations;
    if (view.status === "escalated") r.escalated++;
    for (const key of keys) if (!pg.keys.has(key)) r.missing.push({ negotiationId: id, key, status: view.status, ackedByClient: !!acked?.keys.has(key) });
    for (const [key, count] of pg.keys) {
      if (!keys.has(key)) r.phantom.push({ negotiationId: id, key });
      if (count > 1) r.duplicates.push({ negotiationId: id, key, count });
    }
    for (const key of acked?.keys.keys() ?? []) if (!keys.has(key)) r.ackedNotInHistory.push({ negotiationId: id, key });
    for (const key of keys) if (!acked?.keys.has(key)) r.committedUnacked++; // committed, its answer lost in the fault
    if (pg.recommendations !== moves) r.recommendationMismatch.push({ negotiationId: id, recommendations: pg.recommendations, moves });
    if (pg.ends > 1) r.twoEnds.push({ negotiationId: id, ends: pg.ends });
  }
  return r;
}

async function deadLetters(shopId) {
  return withDb(async (pg) => Number((await pg.query("SELECT count(*)::int AS n FROM dead_letters WHERE shop_id = $1", [shopId])).rows[0].n));
}

function logCounts(text) {
  const count = (re) => (text.match(re) ?? []).length;
  return {
    "consumer: database unavailable": count(/database unavailable/g),
    "room: outbox delivery failed": count(/outbox delivery failed/g),
    "consumer: delivery receipt failed": count(/delivery receipt failed/g),
    "dead-lettered": count(/event dead-lettered/g),
  };
}

async function wranglerLogText() {
  await new Promise((r) => logStream.write("", r));
  const { readFileSync } = await import("node:fs");
  return readFileSync(wranglerLog, "utf8");
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios

function printFigures(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

function sample(list, n = 10) {
  return list.slice(0, n).map((x) => JSON.stringify(x)).join("\n      ");
}

async function scenario(name, { title, faults, convergeFrom, faultLabel, figures, seconds = LOAD_SECONDS, buyers = BUYERS, monitors = () => [], checks = () => [] }) {
  log(`── scenario ${name}: ${title}`);
  const logBefore = (await wranglerLogText()).length;
  const shop = await setupShop(`Chaos ${name}`, buyers);
  log(`shop ${shop.shopId}: ${PRODUCTS.length} products, ${shop.buyers.length} buyers with keys; load for ${seconds} s, ${CONCURRENCY} concurrent negotiations`);
  const ctx = {};
  const load = await runLoad(shop, { seconds, faults: faults(ctx), monitors: monitors(ctx) });
  const s = load.stats;
  log(`load done: ${s.requests} requests in ${secs(load.elapsed)}, ${load.negotiations.size} negotiations opened`);
  const since = convergeFrom(ctx);
  const conv = await converge(shop, load, since, faultLabel);
  const expectedAcked = [...load.negotiations.values()].reduce((a, n) => a + n.keys.size, 0);
  let back = null;
  let snap = conv.snap;
  if (conv.convergedIn !== null) {
    log(`  all acknowledged events in Postgres ${secs(conv.convergedIn)} after ${faultLabel}; reading every negotiation back through the API`);
    back = await readBack(shop, load, snap);
    if (back.missing.length > 0) {
      // Events committed without a 2xx (in flight at the fault) may still be on their way: give them the rest of the window.
      const deadline = since + CONVERGE_SECONDS * 1000;
      while (back.missing.length > 0 && Date.now() < deadline) {
        log(`  ${back.missing.length} events of the rooms' histories not in Postgres yet; waiting`);
        await sleep(5_000);
        snap = await snapshot(shop.shopId);
        back = await readBack(shop, load, snap);
      }
    }
    snap = await snapshot(shop.shopId);
  } else {
    snap = await snapshot(shop.shopId).catch(() => null);
  }
  const dead = await deadLetters(shop.shopId).catch(() => null);
  const logs = logCounts((await wranglerLogText()).slice(logBefore));
  const missingFinal = snap ? missingAcked(load, snap) : conv.missing;
  const dupKeys = back?.duplicates.length ?? 0;
  const failures = [];
  if (conv.convergedIn === null) failures.push(`${conv.missing.length} acknowledged events still not in Postgres after ${CONVERGE_SECONDS} s`);
  if (missingFinal.length > 0 && conv.convergedIn !== null) failures.push(`${missingFinal.length} acknowledged events missing at the end`);
  if (back) {
    if (back.missing.length) failures.push(`${back.missing.length} events of the rooms' histories not in Postgres`);
    if (back.phantom.length) failures.push(`${back.phantom.length} events in Postgres that no room history has`);
    if (back.ackedNotInHistory.length) failures.push(`${back.ackedNotInHistory.length} acknowledged moves missing from the rooms' histories`);
    if (back.duplicates.length) failures.push(`${back.duplicates.length} events stored twice (same negotiation, type, round, move)`);
    if (back.recommendationMismatch.length) failures.push(`${back.recommendationMismatch.length} negotiations whose agent.recommendation count differs from their moves`);
    if (back.twoEnds.length) failures.push(`${back.twoEnds.length} negotiations with more than one ending event`);
    if (back.countMismatch.length) failures.push(`${back.countMismatch.length} negotiations whose event count in Postgres differs from their history`);
  }
  if (snap && snap.idsTwice) failures.push(`${snap.idsTwice} event ids stored more than once`);
  if (dead) failures.push(`${dead} dead letters for the shop`);
  if (dead === null) failures.push("dead letters could not be read");
  failures.push(...checks(ctx, load));
  const windows = load.faultWindows.map((w) => `${secs(w.from)} → ${secs(w.to)}`).join(", ") || "none";
  const failed = Object.entries(s.failed).map(([k, v]) => `${k}: ${v}`).join(", ") || "none";
  printFigures(`scenario ${name} — ${title}`, [
    ["load", `${secs(load.elapsed)}, ${s.requests} requests, ${CONCURRENCY} concurrent negotiations; fault window ${windows} into the load`],
    ...figures(ctx, load.started, load),
    ["negotiations opened (2xx)", `${load.negotiations.size} (${s.leftOpen} left open on purpose)`],
    ["rounds acknowledged (2xx)", `${s.ok.open} opens, ${s.ok.offer} offers, ${s.ok.accept} accepts, ${s.ok.withdraw} withdrawals = ${s.ok.open + s.ok.offer + s.ok.accept + s.ok.withdraw}`],
    ["requests without a 2xx", `${failed} (${s.errorsDuringFault} during the fault)`],
    ["events acknowledged → expected", `${expectedAcked} (opened + round.decided per 2xx + ending events)`],
    ["  missing, by time after it", conv.series.map(([at, n]) => `${secs(at)}: ${n}`).join(" → ") || "n/a"],
    ["  missing at the end", `${missingFinal.length}`],
    ["time to converge", conv.convergedIn === null ? `did not converge within ${CONVERGE_SECONDS} s` : `${secs(conv.convergedIn)} after ${faultLabel}`],
    ...(back
      ? [
          ["negotiations read back", `${back.negotiations} (${back.listedByShop} in the shop's list, ${back.unknownToClient} never acknowledged to the client, ${back.uncertain} with a request lost in the fault)`],
          ["events from histories vs Postgres", `expected ${back.expected}, found ${back.found} (policy.violation ${back.violations}, escalated ${back.escalated})`],
          ["  missing / phantom", `${back.missing.length} / ${back.phantom.length}`],
          ["  acked but not in history", `${back.ackedNotInHistory.length}`],
          ["  committed without a 2xx", `${back.committedUnacked} events (requests whose answer was lost in the fault; in Postgres all the same)`],
          ["  duplicates (by meaning)", `${dupKeys}`],
          ["  recommendation ≠ moves", `${back.recommendationMismatch.length}`],
          ["  negotiations, count ≠ history", `${back.countMismatch.length} of ${back.negotiations}`],
        ]
      : []),
    ["event ids in Postgres", snap ? `${snap.rows} rows, ${snap.distinctIds} distinct, ${snap.idsTwice} twice` : "n/a"],
    ["(negotiation, seq) stored twice", snap ? `${snap.seqCollisions} pairs (not a duplicate: seq is the outbox's rowid, which restarts at 1 once a room's outbox empties; event_id is the key)` : "n/a"],
    ["dead letters (shop)", `${dead ?? "n/a"}`],
    ["wrangler log", Object.entries(logs).map(([k, v]) => `${k}: ${v}`).join(", ")],
  ]);
  if (failures.length) {
    for (const f of failures) console.log(`  ✗ ${f}`);
    if (conv.missing.length) console.log(`    e.g. ${sample(conv.missing)}`);
    if (back?.missing.length) console.log(`    missing, e.g. ${sample(back.missing)}`);
    if (back?.phantom.length) console.log(`    phantom, e.g. ${sample(back.phantom)}`);
    if (back?.duplicates.length) console.log(`    duplicates, e.g. ${sample(back.duplicates)}`);
    if (back?.ackedNotInHistory.length) console.log(`    acked not in history, e.g. ${sample(back.ackedNotInHistory)}`);
    if (back?.recommendationMismatch.length) console.log(`    recommendations, e.g. ${sample(back.recommendationMismatch)}`);
    if (back?.countMismatch.length) console.log(`    counts, e.g. ${sample(back.countMismatch)}`);
  }
  const pass = failures.length === 0;
  console.log(`${pass ? "PASS" : "FAIL"}: scenario ${name} — ${pass ? "every committed event is in Postgres exactly once" : failures.join("; ")}\n`);
  return { name, pass, shop };
}

const killScenario = () =>
  scenario("kill", {
    title: "SIGKILL wrangler's process group mid-load, restart on the same state",
    faultLabel: "the restart",
    faults: (ctx) => [
      {
        atSeconds: LOAD_SECONDS / 2,
        run: async () => {
          ctx.killedAt = Date.now();
          await killWrangler();
          log("wrangler's process group SIGKILLed; restarting on the same --persist-to");
          wrangler = await startWrangler(db.databaseUrl);
          ctx.restartedAt = Date.now();
          log(`wrangler answering again ${secs(ctx.restartedAt - ctx.killedAt)} after the kill`);
        },
      },
    ],
    convergeFrom: (ctx) => ctx.restartedAt,
    figures: (ctx, started) => [
      ["SIGKILL", `${secs(ctx.killedAt - started)} into the load; wrangler answering again ${secs(ctx.restartedAt - ctx.killedAt)} later`],
    ],
  });

const pgScenario = () =>
  scenario("pg", {
    title: `Postgres ${PG_STOP === "kill" ? "SIGKILLed" : "stopped"} for ${PG_DOWN_SECONDS} s mid-load, started again on the same data directory`,
    faultLabel: "Postgres came back",
    faults: (ctx) => [
      {
        atSeconds: Math.max(1, (LOAD_SECONDS - PG_DOWN_SECONDS) / 2),
        run: async () => {
          ctx.stoppedAt = Date.now();
          await stopDb(PG_STOP);
          logStream.write(`${stamp()} ===== chaos: Postgres stopped (${PG_STOP}) =====\n`);
          log(`embedded Postgres stopped (${PG_STOP === "kill" ? "SIGKILL" : "SIGTERM: PGlite closed cleanly"}; its process exited)`);
          await sleep(Math.max(0, ctx.stoppedAt + PG_DOWN_SECONDS * 1000 - Date.now()));
          db = await startDb();
          ctx.upAt = Date.now();
          logStream.write(`${stamp()} ===== chaos: Postgres up =====\n`);
          log(`embedded Postgres up again after ${secs(ctx.upAt - ctx.stoppedAt)} (same data dir and ports; reopened in ${secs(db.startedIn)})`);
        },
      },
    ],
    convergeFrom: (ctx) => ctx.upAt,
    figures: (ctx, started) => [
      ["Postgres down", `${secs(ctx.stoppedAt - started)} into the load, for ${secs(ctx.upAt - ctx.stoppedAt)} (restart included)`],
    ],
  });

/** p50 and p99 in ms (hdr-histogram, 0.1 ms resolution) of latencies in ms. */
function percentiles(latencies) {
  const histogram = build();
  for (const ms of latencies) histogram.recordValue(Math.max(1, Math.round(ms * 10)));
  const at = (q) => (latencies.length ? (histogram.getValueAtPercentile(q) / 10).toFixed(1) : "n/a");
  const out = { n: latencies.length, p50: at(50), p99: at(99) };
  histogram.destroy();
  return out;
}

/** The resident memory (MB) of the runtime's processes (wrangler's group minus its node process) and of Postgres's. */
function memoryNow() {
  const mb = (rss, keep) => Math.round(Object.entries(rss ?? {}).reduce((sum, [name, bytes]) => (keep(name) ? sum + bytes : sum), 0) / 2 ** 20);
  return { runtime: mb(wrangler && groupRssBytes(wrangler.pid), (name) => name.startsWith("workerd:")), postgres: mb(db && groupRssBytes(db.child.pid), () => true) };
}

const soakScenario = () =>
  scenario("soak", {
    title: `${SOAK_SECONDS} s of mixed load, no fault: nothing lost, no server error, memory flat`,
    seconds: SOAK_SECONDS,
    buyers: SOAK_BUYERS,
    faultLabel: "the load ended",
    faults: () => [],
    convergeFrom: (ctx) => ctx.endedAt ?? Date.now(),
    monitors: (ctx) => [
      async (started, deadline) => {
        ctx.memory = [];
        while (Date.now() < deadline) {
          ctx.memory.push({ at: Date.now() - started, ...memoryNow() });
          await sleep(Math.min(15_000, Math.max(0, deadline - Date.now())));
        }
        ctx.memory.push({ at: Date.now() - started, ...memoryNow() });
        ctx.endedAt = Date.now();
      },
    ],
    checks: (ctx, load) => {
      const failures = [];
      if (load.stats.serverErrors) failures.push(`${load.stats.serverErrors} requests got a 5xx or no answer`);
      for (const what of ["runtime", "postgres"]) {
        const growth = memoryGrowth(ctx.memory, what);
        if (growth > 0.15) failures.push(`${what} memory grew ${(100 * growth).toFixed(0)}% from the middle third of the run to the last`);
      }
      return failures;
    },
    figures: (ctx, _started, load) => {
      const minutes = new Map();
      for (const [at, ms] of load.stats.rounds) {
        const minute = Math.floor(at / 60_000);
        if (!minutes.has(minute)) minutes.set(minute, []);
        minutes.get(minute).push(ms);
      }
      return [
        ["memory (MB), runtime / Postgres", ctx.memory.map((m) => `${secs(m.at)} ${m.runtime}/${m.postgres}`).filter((_, i, all) => i % 4 === 0 || i === all.length - 1).join(", ")],
        ["  growth, middle third → last", ["runtime", "postgres"].map((w) => `${w} ${(100 * memoryGrowth(ctx.memory, w)).toFixed(1)}%`).join(", ") + " (limit 15%)"],
        ["round latency by minute (p50/p99 ms, n)", [...minutes].map(([m, xs]) => { const p = percentiles(xs); return `${m + 1}: ${p.p50}/${p.p99} (${p.n})`; }).join(", ")],
      ];
    },
  });

/** How much the peak resident memory of the last third of the samples exceeds that of the middle third. */
function memoryGrowth(samples, what) {
  if (!samples || samples.length < 6) return 0;
  const third = Math.floor(samples.length / 3);
  const peak = (xs) => Math.max(...xs.map((m) => m[what]));
  const middle = peak(samples.slice(third, 2 * third));
  return middle > 0 ? peak(samples.slice(2 * third)) / middle - 1 : 0;
}

/**
 * Scale: one shop, SCALE_PRODUCTS products and enough buyers for SCALE_TARGET (buyer, product) pairs, its limits
 * raised out of reach; negotiations opened (and left open: live) 16 at a time until the target or the time budget.
 * A round's latency is measured on a sample before and after, and the shop's list paged through at the end.
 */
async function scaleScenario() {
  log(`── scenario scale: toward ${SCALE_TARGET} live negotiations on one shop, ${SCALE_SECONDS} s at most`);
  const products = 200;
  const buyerCount = Math.ceil(SCALE_TARGET / products) + 1;
  const shop = await must("POST", "/v1/shops", OPERATOR, { name: "Chaos scale" });
  await must("PUT", `/v1/shops/${shop.shopId}/settings`, shop.adminKey, {
    limits: { buyers: { opensPerHour: 100_000, openNegotiations: 10_000 }, anonymous: { allowed: false, opensPerHour: 0, openNegotiations: 0 } },
  });
  await pool(Array.from({ length: products }, (_, i) => i), 8, (i) =>
    must("PUT", `/v1/shops/${shop.shopId}/products/sku-${i}`, shop.adminKey, { name: `sku-${i}`, currency: "EUR", anchorMinor: 10_000 + i, floorMinor: 8_000, maxRounds: 40, ttlSeconds: 86_400 }),
  );
  const keys = await pool(Array.from({ length: buyerCount }, (_, i) => `buyer-${i}`), 8, async (buyerId) => {
    await must("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, {});
    return (await must("POST", `/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey, {})).key;
  });
  log(`shop ${shop.shopId}: ${products} products, ${keys.length} buyers`);
  const opened = [];
  const failed = {};
  let next = 0;
  const open = async () => {
    const k = next++;
    const r = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, keys[k % keys.length], { productId: `sku-${Math.floor(k / keys.length)}`, quantity: 1 });
    if (r.status === 201) opened.push({ negotiationId: r.body.negotiationId, token: r.body.token, rounds: 0 });
    else failed[r.error ?? r.status] = (failed[r.error ?? r.status] ?? 0) + 1;
  };
  /** Two offers on each of `sample` negotiations (8 at a time): a round's latency at this size. */
  const probe = async (sample) => {
    const latencies = [];
    await pool(sample, 8, async (n) => {
      for (let i = 0; i < 2; i++) {
        const sent = performance.now();
        const r = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, n.token, { priceMinor: 5_000 + 100 * n.rounds++ });
        if (r.status === 200) latencies.push(performance.now() - sent);
        else failed[`offer ${r.error ?? r.status}`] = (failed[`offer ${r.error ?? r.status}`] ?? 0) + 1;
      }
    });
    return percentiles(latencies);
  };
  const started = Date.now();
  await pool(Array.from({ length: 200 }), 8, open);
  const atStart = { live: opened.length, ...(await probe(opened.slice(0, 200))) };
  const deadline = started + SCALE_SECONDS * 1000;
  const progress = [];
  let lastLog = Date.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < SCALE_TARGET && Date.now() < deadline) {
        await open();
        if (Date.now() - lastLog > 60_000) {
          lastLog = Date.now();
          progress.push(`${secs(Date.now() - started)} ${opened.length}`);
          log(`  ${opened.length} negotiations open, ${memoryNow().runtime} MB runtime`);
        }
      }
    }),
  );
  const openedIn = Date.now() - started;
  const sample = [...opened.slice(200, 300), ...opened.slice(-100)];
  const atEnd = { live: opened.length, ...(await probe(sample)) };
  const memory = memoryNow();
  // The shop's list: every negotiation opened, once, through the cursor (the rooms report to the index just after opening).
  const listStarted = Date.now();
  let listing;
  for (;;) {
    listing = await pageThrough(shop);
    if (listing.ids.size >= opened.length || Date.now() - listStarted > CONVERGE_SECONDS * 1000) break;
    log(`  the shop lists ${listing.ids.size} of ${opened.length} so far; waiting`);
    await sleep(10_000);
  }
  const listCompleteIn = Date.now() - listStarted;
  const missing = opened.filter((n) => !listing.ids.has(n.negotiationId)).length;
  // Postgres: every negotiation's opening stored, then the shop's event count steady for 15 s (the consumer caught up).
  const stored = await storedOpenings(shop.shopId, opened.length, SCALE_DRAIN_SECONDS);
  const failures = [];
  if (stored.openings < opened.length) failures.push(`${opened.length - stored.openings} openings not in Postgres after ${SCALE_DRAIN_SECONDS} s`);
  const serverErrors = Object.entries(failed).filter(([k]) => !/^(offer )?4\d\d$/.test(k)).reduce((a, [, v]) => a + v, 0);
  if (serverErrors) failures.push(`${serverErrors} requests got a 5xx or no answer`);
  if (missing) failures.push(`${missing} negotiations missing from the shop's list`);
  if (listing.duplicates) failures.push(`${listing.duplicates} negotiations listed twice`);
  printFigures("scenario scale — live negotiations on one shop", [
    ["negotiations opened (live)", `${opened.length} of ${SCALE_TARGET} in ${secs(openedIn)} (${(opened.length / (openedIn / 1000)).toFixed(0)}/s)`],
    ["  progress", progress.join(", ") || "n/a"],
    ["requests without a 2xx", Object.entries(failed).map(([k, v]) => `${k}: ${v}`).join(", ") || "none"],
    ["round p50 / p99 at the start", `${atStart.p50} / ${atStart.p99} ms (${atStart.n} rounds, ${atStart.live} live)`],
    ["round p50 / p99 at the end", `${atEnd.p50} / ${atEnd.p99} ms (${atEnd.n} rounds, ${atEnd.live} live; half on early negotiations, half on the latest)`],
    ["resident memory (MB)", `runtime ${memory.runtime}, Postgres ${memory.postgres}`],
    ["Postgres", `${stored.openings} openings and ${stored.events} events stored ${secs(stored.took)} after the list was checked (then ${stored.backlogAtStart} openings behind; drained at ${stored.rate.toFixed(0)} events/s with the load stopped)`],
    ["the shop's list", `${listing.ids.size} listed over ${listing.pages} pages of 100 (${listing.duplicates} twice, ${missing} missing), paged in ${secs(listing.took)}, complete ${secs(listCompleteIn)} after the last probe`],
  ]);
  const pass = failures.length === 0;
  console.log(`${pass ? "PASS" : "FAIL"}: scenario scale — ${pass ? `${opened.length} live negotiations, every one listed once` : failures.join("; ")}\n`);
  return { name: "scale", pass, shop };
}

async function storedOpenings(shopId, expected, budgetSeconds) {
  const started = Date.now();
  const count = () =>
    withDb(async (pg) => {
      const { rows } = await pg.query("SELECT count(*) FILTER (WHERE event_type = 'negotiation.opened')::int AS openings, count(*)::int AS events FROM negotiation_events WHERE shop_id = $1", [shopId]);
      return rows[0];
    });
  let last = await count();
  let steadySince = Date.now();
  const first = last;
  while (Date.now() - started < budgetSeconds * 1000) {
    await sleep(5_000);
    const now = await count();
    if (now.events !== last.events) steadySince = Date.now();
    last = now;
    if (last.openings >= expected && Date.now() - steadySince >= 15_000) break;
  }
  return { ...last, took: Date.now() - started, rate: (last.events - first.events) / ((Date.now() - started) / 1000), backlogAtStart: expected - first.openings };
}

async function pageThrough(shop) {
  const { ids, pages, took } = await listShopNegotiations(shop);
  const distinct = new Set(ids);
  return { ids: distinct, duplicates: ids.length - distinct.size, pages, took };
}

// ---------------------------------------------------------------------------------------------------------------
// Contracts (issue #30): service contracts under a burst of SLA samples and their 1-s checks, wrangler killed mid-way.

/**
 * The SLA every chaos contract runs under. The two 1-minute targets are judged (a breach costs a penalty 5 s into it,
 * then at most one a minute); the two 15-minute targets can never be missed and are there to count: a run is far
 * shorter than 15 minutes, so their windows hold every sample the object ever accepted, and the view's `samples`
 * of each is the object's own tally of what it took in — a batch counted twice would show there.
 */
const CONTRACT_SLA = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 },
  { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, threshold: 0.99, penaltyMinor: 500, minSamples: 5 },
  { id: "latency-all-15m", metric: "latency", statistic: "p99", windowMin: 15, threshold: 3_600_000, minSamples: 1 },
  { id: "availability-all-15m", metric: "availability", statistic: "ratio", windowMin: 15, threshold: 0, minSamples: 1 },
];
/** Filled in at the end of the contracts scenario for the storage check after wrangler stops (see inspectContractObjects). */
let contractsExpected = null;

/**
 * One shop, CONTRACT_COUNT contracts each from its own agreed negotiation (one buyer each: the shop provides and
 * reports, the buyer consumes), every one accepted by both parties, so active and checked every second.
 */
async function setupContracts() {
  const shop = await must("POST", "/v1/shops", OPERATOR, { name: "Chaos contracts" });
  await must("PUT", `/v1/shops/${shop.shopId}/products/api-access`, shop.adminKey, { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000, maxRounds: 40, ttlSeconds: 3600 });
  const contracts = await pool(Array.from({ length: CONTRACT_COUNT }, (_, i) => i), 4, async (i) => {
    const buyerId = `tenant-${i}`;
    await must("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, { name: buyerId });
    const buyerKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey, {})).key;
    const opened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, buyerKey, { productId: "api-access", quantity: 1 });
    const agreed = await must("POST", `/v1/negotiations/${opened.negotiationId}/accept`, opened.token);
    if (agreed.status !== "agreed") throw new Error(`negotiation ${opened.negotiationId} is ${agreed.status}, not agreed`);
    // An Idempotency-Key: a create retried after a lost answer names the same contract.
    const created = await createContract(shop, opened.negotiationId, `chaos-contract-${shop.shopId}-${i}`);
    await must("POST", `/v1/contracts/${created.contractId}/accept`, shop.adminKey);
    const active = await must("POST", `/v1/contracts/${created.contractId}/accept`, buyerKey);
    if (active.status !== "active") throw new Error(`contract ${created.contractId} is ${active.status} after both accepts`);
    // A third of them breach from the start (penalties before the kill), a third only after the restart.
    const breach = i % 3 === 0 ? "from-start" : i % 3 === 1 ? "after-restart" : "never";
    return { index: i, contractId: created.contractId, buyerId, buyerKey, breach, activatedAt: Date.parse(active.activatedAt) };
  });
  return { ...shop, contracts };
}

async function createContract(shop, negotiationId, idempotencyKey) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}/v1/shops/${shop.shopId}/service-contracts`, {
      method: "POST",
      headers: { authorization: `Bearer ${shop.adminKey}`, "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify({ negotiationId, sla: CONTRACT_SLA, stakeMinor: 100_000, bonusPoolMinor: 2_000, durationMs: 3_600_000 }),
      signal: AbortSignal.timeout(20_000),
    }).catch((error) => ({ status: 0, text: async () => String(error) }));
    if (res.status === 201 || res.status === 200) return res.json();
    if (attempt >= 5 || (res.status >= 400 && res.status < 500 && res.status !== 429)) throw new Error(`create contract: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await sleep(500 * (attempt + 1));
  }
}

/**
 * A batch of SLA samples for one contract, measured just now: CONTRACT_BATCH samples, four latency for every
 * availability probe. A breaching contract's latency sits near 900 ms (p95 threshold 200) and 20% of its probes
 * fail; a healthy one's near 80 ms, all probes up. Every seventh batch also carries 3 samples more than 15 minutes
 * old and 2 a minute ahead (latency): the object counts them late and future, and takes them into no window.
 */
function sampleBatch(contract, breaching, seq) {
  const now = Date.now();
  const availability = Math.max(1, Math.round(CONTRACT_BATCH / 5));
  const latency = CONTRACT_BATCH - availability;
  const samples = [];
  for (let k = 0; k < latency; k++) samples.push({ metric: "latency", at: now - 200 + Math.floor((200 * k) / latency), value: breaching ? 850 + Math.round(Math.random() * 100) : 60 + Math.round(Math.random() * 40) });
  for (let k = 0; k < availability; k++) samples.push({ metric: "availability", at: now - 200 + Math.floor((200 * k) / availability), value: breaching && Math.random() < 0.2 ? 0 : 1 });
  const odd = seq % 7 === 6;
  if (odd) {
    for (let k = 0; k < 3; k++) samples.push({ metric: "latency", at: now - 20 * 60_000 - k, value: 100 });
    for (let k = 0; k < 2; k++) samples.push({ metric: "latency", at: now + 60_000 + k, value: 100 });
  }
  return {
    batchId: `${contract.contractId}-b${seq}`,
    contract,
    samples,
    breaching,
    latency: latency + (odd ? 5 : 0),
    availability,
    expectLate: odd ? 3 : 0,
    expectFuture: odd ? 2 : 0,
    attempts: 0,
    lost: 0, // attempts with no answer (socket cut, refused, 5xx)
    ack: null, // the first 2xx body
    refused: null, // a 4xx
    createdAt: now,
  };
}

/** Posts a batch until it has an answer (the same batchId every time), or until `deadline` (then it stays pending). */
async function deliverBatch(shop, batch, deadline, stats) {
  while (batch.ack === null && batch.refused === null) {
    batch.attempts++;
    const r = await api("POST", `/v1/contracts/${batch.contract.contractId}/samples`, shop.adminKey, { batchId: batch.batchId, samples: batch.samples });
    stats.requests++;
    if (r.status === 200 || r.status === 202) {
      batch.ack = r.body;
      batch.answeredAt = Date.now();
      return;
    }
    if (r.error || r.status >= 500 || r.status === 429) {
      batch.lost++;
      const why = r.error ?? String(r.status);
      stats.failed[why] = (stats.failed[why] ?? 0) + 1;
      if (Date.now() >= deadline) return;
      await sleep(250);
      continue;
    }
    batch.refused = { status: r.status, type: r.body?.type ?? null };
    stats.failed[`${r.status} ${r.body?.type ?? ""}`.trim()] = (stats.failed[`${r.status} ${r.body?.type ?? ""}`.trim()] ?? 0) + 1;
  }
}

/** Every contract's view (the shop's), read through the API. */
async function contractViews(shop) {
  const views = await pool(shop.contracts, 8, async (c) => [c.contractId, await must("GET", `/v1/contracts/${c.contractId}`, shop.adminKey)]);
  return new Map(views);
}

/** Postgres's books and projections for the shop: postings, each contract's status, and its check times. */
async function contractRows(shopId) {
  return withDb(async (pg) => {
    const postings = (
      await pg.query(
        `SELECT posting_id, contract_id, kind, from_account, to_account, amount_minor::bigint AS amount_minor, cause, (extract(epoch FROM at) * 1000)::bigint AS at
           FROM contract_postings WHERE shop_id = $1`,
        [shopId],
      )
    ).rows.map((r) => ({ ...r, amount_minor: Number(r.amount_minor), at: Number(r.at) }));
    const statuses = new Map((await pg.query("SELECT id, status FROM service_contracts WHERE shop_id = $1", [shopId])).rows.map((r) => [r.id, r.status]));
    const checks = (
      await pg.query(
        "SELECT contract_id, (extract(epoch FROM check_at) * 1000)::bigint AS at FROM contract_checks WHERE shop_id = $1 GROUP BY contract_id, check_at ORDER BY contract_id, check_at",
        [shopId],
      )
    ).rows.map((r) => ({ contractId: r.contract_id, at: Number(r.at) }));
    const events = Number((await pg.query("SELECT count(*)::int AS n FROM negotiation_events WHERE shop_id = $1 AND event_type LIKE 'contract.%'", [shopId])).rows[0].n);
    return { postings, statuses, checks, events };
  });
}

/**
 * The books, objects against Postgres, read as views → Postgres → views: what the first read held must be in
 * Postgres, and what Postgres holds must be in the second read (a posting committed in between is in the second
 * read only). Settled when both reads agree and both inclusions hold.
 */
function compareBooks(before, rows, after) {
  const held = (views) => {
    const ids = new Map();
    for (const [contractId, view] of views) for (const p of view.ledger.postings) ids.set(p.postingId, { ...p, contractId });
    return ids;
  };
  const first = held(before);
  const second = held(after);
  const pgIds = new Map();
  const pgTwice = [];
  for (const row of rows.postings) {
    if (pgIds.has(row.posting_id)) pgTwice.push(row.posting_id);
    pgIds.set(row.posting_id, row);
  }
  const missing = [...first.keys()].filter((id) => !pgIds.has(id));
  const phantom = [...pgIds.keys()].filter((id) => !second.has(id));
  const moved = [...first.keys()].filter((id) => !second.has(id));
  const mismatched = [];
  for (const [id, row] of pgIds) {
    const p = second.get(id);
    if (p && (p.contractId !== row.contract_id || p.kind !== row.kind || p.from !== row.from_account || p.to !== row.to_account || p.amountMinor !== row.amount_minor || p.cause !== row.cause)) {
      mismatched.push({ postingId: id, object: { kind: p.kind, from: p.from, to: p.to, amountMinor: p.amountMinor, cause: p.cause }, postgres: { kind: row.kind, from: row.from_account, to: row.to_account, amountMinor: row.amount_minor, cause: row.cause } });
    }
  }
  // Balances from Postgres's postings alone, per contract, against the object's view (the second read).
  const pgBalances = new Map();
  for (const row of rows.postings) {
    const books = pgBalances.get(row.contract_id) ?? new Map();
    pgBalances.set(row.contract_id, books);
    books.set(row.to_account, (books.get(row.to_account) ?? 0) + row.amount_minor);
    books.set(row.from_account, (books.get(row.from_account) ?? 0) - row.amount_minor);
  }
  const balanceMismatch = [];
  const unbalanced = [];
  const belowZero = [];
  for (const [contractId, view] of after) {
    const fromPg = Object.fromEntries([...(pgBalances.get(contractId) ?? new Map())].filter(([, v]) => v !== 0));
    const fromObject = Object.fromEntries(Object.entries(view.ledger.balances).filter(([, v]) => v !== 0));
    const keys = new Set([...Object.keys(fromPg), ...Object.keys(fromObject)]);
    const differs = [...keys].filter((k) => (fromPg[k] ?? 0) !== (fromObject[k] ?? 0));
    if (differs.length) balanceMismatch.push({ contractId, accounts: differs.map((k) => `${k}: object ${fromObject[k] ?? 0}, Postgres ${fromPg[k] ?? 0}`) });
    const sumPg = Object.values(fromPg).reduce((a, b) => a + b, 0);
    const sumObject = Object.values(fromObject).reduce((a, b) => a + b, 0);
    if (sumPg !== 0 || sumObject !== 0) unbalanced.push({ contractId, sumPg, sumObject });
    for (const [account, v] of Object.entries(fromPg)) if (v < 0 && !account.startsWith("external:")) belowZero.push({ contractId, account, balance: v });
  }
  const strangers = rows.postings.filter((r) => !after.has(r.contract_id)).length;
  const settled = missing.length === 0 && phantom.length === 0 && moved.length === 0 && first.size === second.size;
  return { settled, objectPostings: second.size, pgPostings: rows.postings.length, pgDistinct: pgIds.size, pgTwice, missing, phantom, moved, mismatched, balanceMismatch, unbalanced, belowZero, strangers };
}

/** Checks in Postgres (contract.checked events, one per check that judged a target) around the kill, per contract. */
function checkGaps(rows, shop, ctx) {
  const checksByContract = new Map();
  for (const { contractId, at } of rows?.checks ?? []) {
    if (!checksByContract.has(contractId)) checksByContract.set(contractId, []);
    checksByContract.get(contractId).push(at);
  }
  const resumeDelays = [];
  const gaps = [];
  let checksBefore = 0;
  let checksAfter = 0;
  for (const c of shop.contracts) {
    const times = checksByContract.get(c.contractId) ?? [];
    checksBefore += times.filter((t) => t < ctx.killedAt).length;
    checksAfter += times.filter((t) => t >= ctx.restartedAt).length;
    const firstAfter = times.find((t) => t >= ctx.restartedAt);
    const lastBefore = times.filter((t) => t < ctx.killedAt).at(-1);
    if (firstAfter !== undefined) resumeDelays.push(firstAfter - ctx.restartedAt);
    if (firstAfter !== undefined && lastBefore !== undefined) gaps.push(firstAfter - lastBefore);
  }
  return { resumeDelays, gaps, checksBefore, checksAfter };
}

async function contractsScenario() {
  const title = "SIGKILL wrangler mid-burst of SLA samples and 1-s checks; restart on the same state";
  log(`── scenario contracts: ${title}`);
  const logBefore = (await wranglerLogText()).length;
  const shop = await setupContracts();
  log(`shop ${shop.shopId}: ${shop.contracts.length} active contracts (${shop.contracts.filter((c) => c.breach === "from-start").length} breaching from the start, ${shop.contracts.filter((c) => c.breach === "after-restart").length} after the restart); load for ${CONTRACT_SECONDS} s, ${CONTRACT_BATCH} samples a batch`);
  const stats = { requests: 0, failed: {} };
  const batches = [];
  const ctx = {};
  const started = Date.now();
  const deadline = started + CONTRACT_SECONDS * 1000;
  const reporter = async (contract) => {
    let seq = 0;
    while (Date.now() < deadline) {
      const breaching = contract.breach === "from-start" || (contract.breach === "after-restart" && ctx.restartedAt !== undefined);
      const batch = sampleBatch(contract, breaching, seq++);
      batches.push(batch);
      await deliverBatch(shop, batch, deadline, stats);
      if (batch.refused) return; // e.g. the contract was suspended: nothing more to post
      await sleep(CONTRACT_PACE_MS);
    }
  };
  const fault = (async () => {
    await sleep(Math.max(0, started + (CONTRACT_SECONDS * 1000) / 2 - Date.now()));
    ctx.killedAt = Date.now();
    await killWrangler();
    log("wrangler's process group SIGKILLed; restarting on the same --persist-to");
    wrangler = await startWrangler(db.databaseUrl);
    ctx.restartedAt = Date.now();
    log(`wrangler answering again ${secs(ctx.restartedAt - ctx.killedAt)} after the kill`);
  })();
  await Promise.all([...shop.contracts.map(reporter), fault]);
  ctx.loadEndedAt = Date.now();
  // Batches whose answer was lost and not yet answered: posted again, same batchId, until they are.
  const pending = batches.filter((b) => b.ack === null && b.refused === null);
  log(`load done: ${batches.length} batches, ${stats.requests} requests in ${secs(ctx.loadEndedAt - started)}; re-posting ${pending.length} without an answer`);
  await pool(pending, 8, (b) => deliverBatch(shop, b, Date.now() + CONVERGE_SECONDS * 1000, stats));
  const unanswered = batches.filter((b) => b.ack === null && b.refused === null);

  // Converge: objects' books and Postgres's agree (views → Postgres → views), every contract's status projected.
  const convergeDeadline = ctx.restartedAt + CONVERGE_SECONDS * 1000;
  let books = null;
  let rows = null;
  let after = null;
  const series = [];
  for (;;) {
    try {
      const before = await contractViews(shop);
      rows = await contractRows(shop.shopId);
      after = await contractViews(shop);
      books = compareBooks(before, rows, after);
      const statusesAgree = [...after].every(([id, v]) => rows.statuses.get(id) === v.status);
      const at = Date.now() - ctx.restartedAt;
      const behind = books.missing.length + books.phantom.length;
      if (series.at(-1)?.[1] !== behind) {
        series.push([at, behind]);
        log(`  ${books.missing.length} postings the objects hold not in Postgres yet, ${books.phantom.length} in Postgres no object holds (${secs(at)} after the restart)`);
      }
      if (books.settled && statusesAgree) {
        ctx.convergedIn ??= at;
        ctx.gapAtConvergence ??= checkGaps(rows, shop, ctx);
        // What the kill cut off in the local queue (sent, never consumed) is sent again a minute after it was first
        // sent: wait for that before ending, so the storage check after the run sees it arrived.
        const resendDue = ctx.killedAt + CONTRACT_RESEND_WAIT_MS;
        if (Date.now() >= resendDue) break;
        if (!ctx.waitingForResend) log(`  books agree; waiting ${secs(resendDue - Date.now())} more for the contracts' outboxes to resend what the kill lost (sent again 1 min after sending)`);
        ctx.waitingForResend = true;
      }
    } catch (error) {
      log(`  read failed (${error.message}); retrying`);
    }
    if (Date.now() > convergeDeadline) break;
    await sleep(3_000);
  }
  const readAt = Date.now();

  // Samples: what the client had acknowledged against the objects' own tallies (the 15-minute windows).
  const answered = batches.filter((b) => b.ack !== null);
  const perContract = new Map(shop.contracts.map((c) => [c.contractId, { latency: 0, availability: 0, accepted: 0, late: 0, future: 0, batches: new Set() }]));
  const countsDiffer = [];
  let duplicatesAnswered = 0;
  let lostThenAnswered = 0;
  for (const b of answered) {
    const tally = perContract.get(b.contract.contractId);
    if (tally.batches.has(b.batchId)) continue;
    tally.batches.add(b.batchId);
    if (b.ack.duplicate) duplicatesAnswered++;
    if (b.lost > 0) lostThenAnswered++;
    tally.accepted += b.ack.accepted;
    tally.late += b.ack.late;
    tally.future += b.ack.future;
    tally.latency += b.latency - b.ack.late - b.ack.future;
    tally.availability += b.availability;
    if (b.ack.accepted + b.ack.late + b.ack.future !== b.samples.length || b.ack.late !== b.expectLate || b.ack.future !== b.expectFuture) {
      countsDiffer.push({ batchId: b.batchId, sent: b.samples.length, ack: b.ack, expectLate: b.expectLate, expectFuture: b.expectFuture });
    }
  }
  const countedTwice = [];
  const windowsCover = readAt - started < 14 * 60_000;
  const checksStale = [];
  let lastCheckAges = [];
  for (const c of shop.contracts) {
    const view = after?.get(c.contractId);
    if (!view) continue;
    const tally = perContract.get(c.contractId);
    const target = (id) => view.sla.targets.find((t) => t.id === id);
    const latencyHeld = target("latency-all-15m")?.samples ?? null;
    const availabilityHeld = target("availability-all-15m")?.samples ?? null;
    // The 15-minute windows hold everything only while the run is shorter than they are (less one 5-s bucket).
    if (windowsCover && (latencyHeld !== tally.latency || availabilityHeld !== tally.availability)) {
      countedTwice.push({ contractId: c.contractId, latency: `object ${latencyHeld}, acknowledged ${tally.latency}`, availability: `object ${availabilityHeld}, acknowledged ${tally.availability}` });
    }
    const lastCheckAt = view.sla.lastCheckAt ? Date.parse(view.sla.lastCheckAt) : null;
    if (view.status === "active") {
      if (lastCheckAt === null || lastCheckAt <= ctx.restartedAt) checksStale.push({ contractId: c.contractId, lastCheckAt: view.sla.lastCheckAt });
      else lastCheckAges.push(readAt - lastCheckAt);
    }
  }
  const { resumeDelays, gaps, checksBefore, checksAfter } = checkGaps(rows, shop, ctx);
  const postings = [...(after?.values() ?? [])].flatMap((v) => v.ledger.postings);
  const penalties = postings.filter((p) => p.kind === "penalty");
  const penaltiesBeforeKill = penalties.filter((p) => p.at < ctx.killedAt).length;
  const penaltiesAfterRestart = penalties.filter((p) => p.at >= ctx.restartedAt).length;
  const byKind = {};
  for (const p of postings) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
  const statuses = {};
  for (const v of after?.values() ?? []) statuses[v.status] = (statuses[v.status] ?? 0) + 1;
  const dead = await deadLetters(shop.shopId).catch(() => null);
  const logs = logCounts((await wranglerLogText()).slice(logBefore));
  const samplesSent = answered.reduce((a, b) => a + b.samples.length, 0);

  const failures = [];
  if (!books) failures.push("the books could never be read");
  else {
    if (ctx.convergedIn === undefined) failures.push(`objects' books and Postgres still differ ${CONVERGE_SECONDS} s after the restart`);
    if (books.missing.length) failures.push(`${books.missing.length} postings the objects hold are not in Postgres`);
    if (books.phantom.length) failures.push(`${books.phantom.length} postings in Postgres that no object holds`);
    if (books.pgTwice.length) failures.push(`${books.pgTwice.length} posting ids stored twice in Postgres`);
    if (books.mismatched.length) failures.push(`${books.mismatched.length} postings differ between the object and Postgres`);
    if (books.balanceMismatch.length) failures.push(`${books.balanceMismatch.length} contracts whose balances from Postgres differ from the object's view`);
    if (books.unbalanced.length) failures.push(`${books.unbalanced.length} contracts whose balances do not sum to zero`);
    if (books.belowZero.length) failures.push(`${books.belowZero.length} accounts below zero`);
    if (books.strangers) failures.push(`${books.strangers} postings in Postgres for contracts the shop never made`);
  }
  if (unanswered.length) failures.push(`${unanswered.length} batches never answered after the restart`);
  const refused = batches.filter((b) => b.refused);
  if (refused.length) failures.push(`${refused.length} batches refused (${[...new Set(refused.map((b) => `${b.refused.status} ${b.refused.type}`))].join(", ")})`);
  if (countedTwice.length) failures.push(`${countedTwice.length} contracts whose windows hold a different number of samples than the distinct batches acknowledged`);
  if (countsDiffer.length) failures.push(`${countsDiffer.length} batch receipts whose counts do not add up to what was sent`);
  if (checksStale.length) failures.push(`${checksStale.length} active contracts not checked since the restart`);
  if (!penaltiesBeforeKill) failures.push("no penalty posted before the kill");
  if (!penaltiesAfterRestart) failures.push("no penalty posted after the restart");
  if ((statuses.active ?? 0) !== shop.contracts.length) failures.push(`not every contract is active at the end: ${JSON.stringify(statuses)}`);
  if (dead) failures.push(`${dead} dead letters for the shop`);
  if (dead === null) failures.push("dead letters could not be read");

  const ms = (xs) => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)} ms` : "n/a");
  const loadSeconds = (ctx.loadEndedAt - started) / 1000;
  printFigures(`scenario contracts — ${title}`, [
    ["contracts", `${shop.contracts.length} (${CONTRACT_SLA.length} SLA targets each, checked every 1 s); at the end ${Object.entries(statuses).map(([k, v]) => `${k} ${v}`).join(", ")}`],
    ["load", `${secs(ctx.loadEndedAt - started)}, one reporter per contract, ${CONTRACT_BATCH} samples a batch (+5 late/future every 7th), ${CONTRACT_PACE_MS} ms between batches`],
    ["SIGKILL", `${secs(ctx.killedAt - started)} into the load; wrangler answering again ${secs(ctx.restartedAt - ctx.killedAt)} later`],
    ["batches", `${batches.length} made, ${answered.length} answered (${duplicatesAnswered} answered "duplicate": committed before, answer lost), ${refused.length} refused, ${unanswered.length} never answered`],
    ["  answers lost, re-posted", `${batches.filter((b) => b.lost > 0).length} batches (${lostThenAnswered} then answered), ${batches.reduce((a, b) => a + b.lost, 0)} attempts without an answer`],
    ["samples acknowledged", `${samplesSent} in ${answered.length} batches (${Math.round(samplesSent / loadSeconds)}/s over the load); the objects took ${[...perContract.values()].reduce((a, t) => a + t.accepted, 0)}, late ${[...perContract.values()].reduce((a, t) => a + t.late, 0)}, future ${[...perContract.values()].reduce((a, t) => a + t.future, 0)}`],
    ["  windows vs acknowledged", windowsCover ? `${shop.contracts.length - countedTwice.length} of ${shop.contracts.length} contracts hold exactly the samples of their distinct acknowledged batches (15-min windows); receipts that do not add up: ${countsDiffer.length}` : "not compared: the run outlasted the 15-minute windows (the storage check after the run still compares the batches)"],
    ["requests without a 2xx", Object.entries(stats.failed).map(([k, v]) => `${k}: ${v}`).join(", ") || "none"],
    ["postings (objects)", `${books?.objectPostings ?? "n/a"}: ${Object.entries(byKind).map(([k, v]) => `${k} ${v}`).join(", ")}`],
    ["  penalties", `${penalties.length}: ${penaltiesBeforeKill} before the kill, ${penaltiesAfterRestart} after the restart`],
    ["postings (Postgres)", books ? `${books.pgPostings} rows, ${books.pgDistinct} distinct ids; missing ${books.missing.length}, phantom ${books.phantom.length}, differing ${books.mismatched.length}, other contracts ${books.strangers}` : "n/a"],
    ["  balances", books ? `${shop.contracts.length - books.balanceMismatch.length} of ${shop.contracts.length} contracts: Postgres = object's view; ${books.unbalanced.length} not summing to 0; ${books.belowZero.length} accounts below 0` : "n/a"],
    ["  converged", ctx.convergedIn === undefined ? `not within ${CONVERGE_SECONDS} s` : `${secs(ctx.convergedIn)} after the restart (${series.map(([at, n]) => `${secs(at)}: ${n}`).join(" → ")} behind)`],
    ["checks (Postgres, contract.checked)", `${checksBefore} before the kill, ${checksAfter} after the restart; first after the restart ${ms(resumeDelays)} after it`],
    ["  gap across the kill", `${ms(ctx.gapAtConvergence?.gaps ?? [])} when the books first agreed → ${ms(gaps)} after the outboxes' resend (wrangler down ${secs(ctx.restartedAt - ctx.killedAt)})`],
    ["  lastCheckAt at the end", `${lastCheckAges.length} active contracts checked since the restart, ${checksStale.length} not; age at the last read ${ms(lastCheckAges)}`],
    ["contract events (Postgres)", `${rows?.events ?? "n/a"}`],
    ["dead letters (shop)", `${dead ?? "n/a"}`],
    ["wrangler log", Object.entries(logs).map(([k, v]) => `${k}: ${v}`).join(", ")],
  ]);
  if (failures.length) {
    for (const f of failures) console.log(`  ✗ ${f}`);
    if (books?.missing.length) console.log(`    missing, e.g. ${sample(books.missing)}`);
    if (books?.phantom.length) console.log(`    phantom, e.g. ${sample(books.phantom)}`);
    if (books?.mismatched.length) console.log(`    differing, e.g. ${sample(books.mismatched)}`);
    if (books?.balanceMismatch.length) console.log(`    balances, e.g. ${sample(books.balanceMismatch)}`);
    if (countedTwice.length) console.log(`    windows, e.g. ${sample(countedTwice)}`);
    if (countsDiffer.length) console.log(`    receipts, e.g. ${sample(countsDiffer)}`);
    if (checksStale.length) console.log(`    not checked, e.g. ${sample(checksStale)}`);
  }
  contractsExpected = {
    shopId: shop.shopId,
    contracts: new Map(shop.contracts.map((c) => [c.contractId, perContract.get(c.contractId)])),
    sent: new Set(batches.map((b) => b.batchId)),
  };
  const pass = failures.length === 0;
  console.log(`${pass ? "PASS" : "FAIL"}: scenario contracts — ${pass ? "every posting in Postgres exactly once, books equal, no batch counted twice, checks resumed" : failures.join("; ")}\n`);
  return { name: "contracts", pass, shop };
}

/**
 * The contract objects' SQLite files, read with wrangler stopped: each chaos contract's sample_batches (every
 * acknowledged batch there once, its counts as acknowledged, nothing the client never sent), and every row still
 * in a contract's outbox already in Postgres.
 */
async function inspectContractObjects(allIds, stoppedAt) {
  const { DatabaseSync } = await import("node:sqlite");
  const objectDir = join(persistDir, "v3", "do", "parley-Contract");
  const files = existsSync(objectDir) ? readdirSync(objectDir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  const out = { objects: files.length, contracts: 0, unreadable: 0, outboxRows: 0, outboxNotInPostgres: [], inFlight: [], batchProblems: [], batches: 0 };
  for (const f of files) {
    try {
      const sqlite = new DatabaseSync(join(objectDir, f), { readOnly: true });
      try {
        const hasContract = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'contract'").get().n > 0;
        const contract = hasContract ? sqlite.prepare("SELECT contract_id FROM contract").get() : undefined;
        for (const row of sqlite.prepare("SELECT event_id, type, created_at, sent_at, sends FROM outbox").all()) {
          out.outboxRows++;
          if (allIds.has(row.event_id)) continue;
          // Not in Postgres: in flight when wrangler stopped (its resend not due yet: 1 min after sending, doubling
          // with each send) is how the design leaves it; a row whose resend was due and still is not there was lost.
          const resendAt = row.sent_at === null ? Number(row.created_at) + 10_000 : Number(row.sent_at) + Math.min(60_000 * 2 ** Math.max(0, Number(row.sends) - 1), 3_600_000);
          const entry = { object: f.slice(0, 16), eventId: row.event_id, type: row.type, sends: Number(row.sends), sentAt: row.sent_at === null ? "never" : `${secs(Number(row.sent_at) - t0)} into the run` };
          if (resendAt + 5_000 >= stoppedAt) out.inFlight.push(entry);
          else out.outboxNotInPostgres.push(entry);
        }
        const expected = contract && contractsExpected?.contracts.get(contract.contract_id);
        if (!expected) continue;
        out.contracts++;
        const rows = sqlite.prepare("SELECT batch_id, accepted, late, future FROM sample_batches").all();
        out.batches += rows.length;
        const sums = rows.reduce((a, r) => ({ accepted: a.accepted + Number(r.accepted), late: a.late + Number(r.late), future: a.future + Number(r.future) }), { accepted: 0, late: 0, future: 0 });
        const held = new Set(rows.map((r) => r.batch_id));
        const unsent = rows.filter((r) => !contractsExpected.sent.has(r.batch_id)).length;
        const absent = [...expected.batches].filter((id) => !held.has(id)).length;
        const extra = rows.filter((r) => !expected.batches.has(r.batch_id)).length;
        if (unsent || absent || extra || sums.accepted !== expected.accepted || sums.late !== expected.late || sums.future !== expected.future) {
          out.batchProblems.push({ contractId: contract.contract_id, object: sums, acknowledged: { accepted: expected.accepted, late: expected.late, future: expected.future }, notAcknowledged: extra, absent, unsent });
        }
      } finally {
        sqlite.close();
      }
    } catch {
      out.unreadable++;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Auction (issue #31): a request for quotes under a burst of sealed bids, wrangler killed mid-burst and again at
// the close.

// The request and its seeded packages: scripts/auction-scenario.mjs (the workerd tests and the HTTP bench run it too).

/** Filled in at the end of the auction scenario for the storage check after wrangler stops (see inspectAuctionObjects). */
let auctionExpected = null;

/**
 * One supplier's step, sent until it has an answer — the same bid id and package every time, as a real agent retries
 * after a failed request — or until `giveUpAt`. A 2xx is the acknowledgement; a 4xx is final (late, binding).
 */
async function deliverStep(shop, supplier, step, giveUpAt, stats) {
  for (;;) {
    step.attempts++;
    const r = step.kind === "bid"
      ? await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${shop.auctionId}/bids`, supplier.key, step.body)
      : await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${shop.auctionId}/bids/${encodeURIComponent(step.bidId)}/withdraw`, supplier.key);
    stats.requests++;
    if (r.status >= 200 && r.status < 300) {
      step.ack = { status: r.status, outcome: r.body?.bidOutcome ?? "withdrawn", at: Date.now() };
      return;
    }
    if (r.error || r.status >= 500 || r.status === 429) {
      step.lost++;
      const why = r.error ?? String(r.status);
      stats.failed[why] = (stats.failed[why] ?? 0) + 1;
      if (Date.now() >= giveUpAt) return;
      await sleep(250);
      continue;
    }
    step.refused = { status: r.status, type: r.body?.type ?? null };
    const why = `${r.status} ${r.body?.type ?? ""}`.trim();
    stats.failed[why] = (stats.failed[why] ?? 0) + 1;
    return;
  }
}

/** What each supplier should have in the auction after its acknowledged steps: its live bid (or none) and whether it withdrew. */
function expectedLive(supplier) {
  let live = null;
  let withdrew = false;
  for (const step of supplier.steps) {
    if (!step.ack) continue;
    if (step.kind === "bid") live = { bidId: step.body.bidId, priceMinor: step.body.priceMinor, terms: step.body.terms };
    else if (live && live.bidId === step.bidId) {
      live = null;
      withdrew = true;
    }
  }
  return { live, withdrew };
}

const AUCTION_SUPPLIERS = envNumber("CHAOS_AUCTION_SUPPLIERS", 200);
const AUCTION_SECONDS = envNumber("CHAOS_AUCTION_SECONDS", 45);
const AUCTION_CONCURRENCY = envNumber("CHAOS_AUCTION_CONCURRENCY", 8);

async function auctionScenario() {
  const title = "SIGKILL wrangler mid-burst of sealed bids and again at the close; restart on the same state";
  log(`── scenario auction: ${title}`);
  const logBefore = (await wranglerLogText()).length;
  const { tsImport } = await import("tsx/esm/api");
  const core = await tsImport("../auctions/index.ts", import.meta.url);

  // Setup: the organisation, its suppliers with keys, then the request (its deadline a little ahead of the burst).
  const shop = await must("POST", "/v1/shops", OPERATOR, { name: "Chaos procurement" });
  const random = seededRandom(31);
  const suppliers = await pool(Array.from({ length: AUCTION_SUPPLIERS }, (_, i) => i), 8, async (i) => {
    const supplierId = `chaos-sup-${String(i).padStart(4, "0")}`;
    await must("PUT", `/v1/shops/${shop.shopId}/suppliers/${supplierId}`, shop.adminKey, { name: `Supplier ${i}`, categories: ["hosting"] });
    const key = (await must("POST", `/v1/shops/${shop.shopId}/suppliers/${supplierId}/keys`, shop.adminKey, {})).key;
    return { index: i, supplierId, key };
  });
  // Each supplier's plan: a bid; every 5th re-bids lower under a new id; every 11th withdraws its live bid.
  for (const s of suppliers) {
    const first = { bidId: `${s.supplierId}-1`, ...auctionPackage(random) };
    const step = (kind, extra) => ({ kind, ...extra, attempts: 0, lost: 0, ack: null, refused: null });
    s.steps = [step("bid", { body: first })];
    if (s.index % 5 === 0) s.steps.push(step("bid", { body: { ...first, bidId: `${s.supplierId}-2`, priceMinor: first.priceMinor - 2_000 } }));
    if (s.index % 11 === 0) s.steps.push(step("withdraw", { bidId: s.steps.at(-1).body.bidId }));
  }
  const openedAt = Date.now();
  const deadline = openedAt + AUCTION_SECONDS * 1000;
  const body = auctionRequest(deadline);
  const openRes = await fetch(`${base}/v1/shops/${shop.shopId}/auctions`, {
    method: "POST",
    headers: { authorization: `Bearer ${shop.adminKey}`, "content-type": "application/json", "idempotency-key": `chaos-auction-${shop.shopId}` },
    body: JSON.stringify(body),
  });
  const opened = await openRes.json();
  if (openRes.status !== 201) throw new Error(`open auction: ${openRes.status} ${JSON.stringify(opened).slice(0, 300)}`);
  shop.auctionId = opened.auctionId;
  log(`shop ${shop.shopId}: ${suppliers.length} suppliers with keys; auction ${shop.auctionId} (second-score) closes ${secs(deadline - Date.now())} from now; ${suppliers.reduce((a, s) => a + s.steps.length, 0)} steps to send, ${AUCTION_CONCURRENCY} at a time`);

  // The burst, with the first kill once half the suppliers have their first bid acknowledged.
  const stats = { requests: 0, failed: {} };
  const ctx = {};
  const giveUpAt = deadline + 15_000;
  let firstAcks = 0;
  let killStarted = null;
  const killAndRestart = async (label) => {
    const killedAt = Date.now();
    await killWrangler();
    log(`wrangler's process group SIGKILLed (${label}); restarting on the same --persist-to`);
    wrangler = await startWrangler(db.databaseUrl);
    const restartedAt = Date.now();
    log(`wrangler answering again ${secs(restartedAt - killedAt)} after the kill`);
    return { killedAt, restartedAt };
  };
  const burst = pool(suppliers, AUCTION_CONCURRENCY, async (s) => {
    for (const step of s.steps) {
      await deliverStep(shop, s, step, giveUpAt, stats);
      if (step === s.steps[0] && step.ack && ++firstAcks === Math.floor(suppliers.length / 2) && !killStarted) {
        killStarted = killAndRestart("mid-burst").then((t) => Object.assign(ctx, { kill1: t }));
      }
    }
  });
  await burst;
  if (killStarted) await killStarted;
  ctx.burstEndedAt = Date.now();
  log(`burst done ${secs(ctx.burstEndedAt - openedAt)} after the open (${stats.requests} requests); the deadline is ${secs(deadline - Date.now())} away`);

  // The second kill: just after the deadline, while the object's alarm closes the auction and carries out the award.
  await sleep(Math.max(0, deadline + 150 - Date.now()));
  ctx.kill2 = await killAndRestart("at the close");

  // Wait for the close and the award.
  const waitUntil = Date.now() + CONVERGE_SECONDS * 1000;
  let view = null;
  for (;;) {
    const r = await api("GET", `/v1/shops/${shop.shopId}/auctions/${shop.auctionId}`, shop.adminKey);
    if (r.status === 200) view = r.body;
    if (view && view.status === "closed" && view.award.status !== "pending" && view.award.status !== "none") break;
    if (view && view.status === "closed" && view.result?.outcome !== "awarded") break;
    if (Date.now() > waitUntil) break;
    await sleep(500);
  }
  ctx.settledAt = Date.now();

  // Expected: per supplier, what its acknowledged steps leave live.
  const failures = [];
  const expected = new Map(suppliers.map((s) => [s.supplierId, expectedLive(s)]));
  const steps = suppliers.flatMap((s) => s.steps);
  const acked = steps.filter((st) => st.ack);
  const refusedSteps = steps.filter((st) => st.refused);
  const unanswered = steps.filter((st) => !st.ack && !st.refused);
  const retried = steps.filter((st) => st.lost > 0);
  const repeats = acked.filter((st) => st.ack.outcome === "repeat");
  if (unanswered.length) failures.push(`${unanswered.length} steps never answered`);
  if (!view || view.status !== "closed") failures.push(`the auction is ${view?.status ?? "unreadable"} ${secs(ctx.settledAt - deadline)} after its deadline`);

  let resultMatches = false;
  let contractIds = [];
  let replayUnchanged = false;
  const placement = { live: 0, missing: [], twice: [], wrong: [], unexpected: [] };
  if (view && view.status === "closed") {
    const result = view.result;
    const entries = [...result.ranking.map((r) => ({ supplierId: r.supplierId, bidId: r.bidId, package: r.package })), ...result.invalid.map((r) => ({ supplierId: r.supplierId, bidId: r.bidId, package: null }))];
    const bySupplier = new Map();
    for (const e of entries) {
      if (bySupplier.has(e.supplierId)) placement.twice.push(e.supplierId);
      bySupplier.set(e.supplierId, e);
    }
    for (const [supplierId, want] of expected) {
      const got = bySupplier.get(supplierId);
      if (want.live) placement.live++;
      if (want.live && !got) placement.missing.push(`${supplierId} ${want.live.bidId}`);
      else if (!want.live && got) placement.unexpected.push(`${supplierId} ${got.bidId}`);
      else if (want.live && got && (got.bidId !== want.live.bidId || (got.package && (got.package.priceMinor !== want.live.priceMinor || JSON.stringify(got.package.terms) !== JSON.stringify(want.live.terms))))) {
        placement.wrong.push(`${supplierId}: ${got.bidId} in the auction, ${want.live.bidId} acknowledged last`);
      }
    }
    if (placement.missing.length) failures.push(`${placement.missing.length} acknowledged bids not in the auction`);
    if (placement.twice.length) failures.push(`${placement.twice.length} suppliers with two bids in the result`);
    if (placement.wrong.length) failures.push(`${placement.wrong.length} suppliers whose bid in the auction is not their last acknowledged one`);
    if (placement.unexpected.length) failures.push(`${placement.unexpected.length} bids in the auction whose supplier withdrew or never had one acknowledged`);

    // The oracle: the pure core, fed the acknowledged bids at the times and reputations the object stored.
    const checked = core.validateRequest({ ...body, requestId: shop.auctionId, buyerId: shop.shopId }, view.openedAt, core.auctionLimits());
    if (!checked.ok) throw new Error(`oracle: ${JSON.stringify(checked.problems)}`);
    const openedState = core.openAuction(checked.value, view.openedAt);
    let state = openedState.state;
    const stored = new Map(view.result.ranking.map((r) => [r.supplierId, r]));
    const live = [...expected].filter(([, w]) => w.live).map(([supplierId, w]) => ({ supplierId, ...w, stored: stored.get(supplierId) }));
    live.sort((a, b) => (a.stored?.submittedAt ?? deadline - 1) - (b.stored?.submittedAt ?? deadline - 1));
    for (const b of live) {
      const stepped = core.submitBid(state, { supplierId: b.supplierId, bidId: b.live.bidId, package: { priceMinor: b.live.priceMinor, terms: b.live.terms } }, b.stored?.submittedAt ?? deadline - 1, b.stored?.reputation ?? null, core.auctionLimits());
      if (core.isRefusal(stepped)) throw new Error(`oracle bid: ${stepped.detail}`);
      state = stepped.state;
    }
    for (const [supplierId, w] of expected) {
      if (!w.withdrew) continue;
      const s = suppliers.find((x) => x.supplierId === supplierId);
      const withdrawnBid = s.steps.find((st) => st.kind === "withdraw").bidId;
      const b = s.steps.find((st) => st.kind === "bid" && st.body.bidId === withdrawnBid).body;
      const placed = core.submitBid(state, { supplierId, bidId: b.bidId, package: { priceMinor: b.priceMinor, terms: b.terms } }, deadline - 2, null, core.auctionLimits());
      if (core.isRefusal(placed)) throw new Error(`oracle bid: ${placed.detail}`);
      const gone = core.withdrawBid(placed.state, supplierId, b.bidId, deadline - 1);
      if (core.isRefusal(gone)) throw new Error(`oracle withdraw: ${gone.detail}`);
      state = gone.state;
    }
    const closed = core.closeAuction(state, result.closedAt);
    if (core.isRefusal(closed)) throw new Error(`oracle close: ${closed.detail}`);
    const want = closed.state.result;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const diffs = [];
    if (want.outcome !== result.outcome) diffs.push(`outcome ${result.outcome} ≠ ${want.outcome}`);
    if (!same(want.ranking, result.ranking)) diffs.push("ranking");
    if (!same(want.invalid.map((b) => b.supplierId), result.invalid.map((b) => b.supplierId))) diffs.push("invalid bids");
    if (!same(want.withdrawn, result.withdrawn)) diffs.push(`withdrawn ${result.withdrawn.length} ≠ ${want.withdrawn.length}`);
    if (!same(want.award, result.award)) diffs.push(`award ${JSON.stringify(result.award?.supplierId)} at ${result.award?.contractPriceMinor} ≠ ${JSON.stringify(want.award?.supplierId)} at ${want.award?.contractPriceMinor}`);
    resultMatches = diffs.length === 0;
    if (!resultMatches) failures.push(`the result differs from the pure core's on the acknowledged bids: ${diffs.join("; ")}`);
    // The close is final: the core's own replay of it on the closed state changes nothing.
    const replayed = core.closeAuction(closed.state, result.closedAt + 60_000);
    if (core.isRefusal(replayed) || replayed.state !== closed.state) failures.push("the pure core's replayed close changed a closed auction");

    // Exactly one contract for the award, active, with the winner as provider.
    const contracts = await must("GET", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey);
    contractIds = contracts.items.map((c) => c.contractId);
    if (result.outcome === "awarded") {
      if (view.award.status !== "awarded") failures.push(`award ${view.award.status}${view.award.problem ? `: ${JSON.stringify(view.award.problem)}` : ""}`);
      if (contractIds.length !== 1 || contractIds[0] !== view.award.contractId) failures.push(`contracts for the award: ${JSON.stringify(contractIds)} (award names ${view.award.contractId})`);
      else {
        const contract = await must("GET", `/v1/contracts/${contractIds[0]}`, shop.adminKey);
        if (contract.status !== "active" || contract.parties[0].agentId !== `supplier:${result.award.supplierId}` || contract.terms.priceMinor !== result.award.contractPriceMinor) {
          failures.push(`the awarded contract is ${contract.status}, provider ${contract.parties[0].agentId}, price ${contract.terms.priceMinor}`);
        }
      }
    } else if (contractIds.length) failures.push(`${contractIds.length} contracts without an award`);

    // A restart after the close (any alarm the object still holds fires again) changes nothing.
    const before = JSON.stringify(view);
    ctx.kill3 = await killAndRestart("after the close");
    await sleep(3_000);
    const again = await must("GET", `/v1/shops/${shop.shopId}/auctions/${shop.auctionId}`, shop.adminKey);
    const contractsAgain = (await must("GET", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey)).items.map((c) => c.contractId);
    replayUnchanged = JSON.stringify(again) === before && same(contractsAgain, contractIds);
    if (!replayUnchanged) failures.push("the auction or its contracts changed after a restart following the close");
  }
  const dead = await deadLetters(shop.shopId).catch(() => null);
  const logs = logCounts((await wranglerLogText()).slice(logBefore));

  const result = view?.result;
  printFigures(`scenario auction — ${title}`, [
    ["auction", `${shop.auctionId}: second-score, ${suppliers.length} suppliers, deadline ${AUCTION_SECONDS} s after the open`],
    ["SIGKILL", `mid-burst ${ctx.kill1 ? `${secs(ctx.kill1.killedAt - openedAt)} after the open, answering again ${secs(ctx.kill1.restartedAt - ctx.kill1.killedAt)} later` : "never (the burst ended first)"}; at the close ${secs(ctx.kill2.killedAt - deadline)} after the deadline (answering again ${secs(ctx.kill2.restartedAt - ctx.kill2.killedAt)} later)${ctx.kill3 ? "; once more after the close" : ""}`],
    ["steps", `${steps.length} (${steps.filter((s) => s.kind === "bid").length} bids, ${steps.filter((s) => s.kind === "withdraw").length} withdrawals): ${acked.length} acknowledged (${repeats.length} as "repeat": committed before, answer lost), ${refusedSteps.length} refused (${Object.entries(Object.groupBy(refusedSteps, (s) => s.refused.type ?? s.refused.status)).map(([k, v]) => `${k} ${v.length}`).join(", ") || "none"}), ${unanswered.length} never answered`],
    ["  retried under the same id", `${retried.length} steps, ${steps.reduce((a, s) => a + s.lost, 0)} attempts without an answer`],
    ["requests without a 2xx", Object.entries(stats.failed).map(([k, v]) => `${k}: ${v}`).join(", ") || "none"],
    ["acknowledged bids in the auction", `${placement.live} expected live: missing ${placement.missing.length}, twice ${placement.twice.length}, not the last acknowledged ${placement.wrong.length}, unexpected ${placement.unexpected.length}`],
    ["result", result ? `${result.outcome}: ${result.ranking.length} ranked, ${result.invalid.length} not scored, ${result.withdrawn.length} withdrawn, ${result.lateBidCount} late; winner ${result.award?.supplierId ?? "none"} at ${result.award?.contractPriceMinor ?? "n/a"} (bid ${result.award?.bidPriceMinor ?? "n/a"}, runner-up score ${result.award?.runnerUp?.score?.toFixed(4) ?? "n/a"})` : "n/a"],
    ["  equals the pure core's", resultMatches ? "yes (ranking, invalid, withdrawn, award)" : "NO"],
    ["  closed and settled", view?.closedAt ? `closed ${secs(view.closedAt - deadline)} after the deadline; award ${view.award.status} ${secs(ctx.settledAt - deadline)} after it (polled)` : "n/a"],
    ["contracts", `${contractIds.length}: ${contractIds.join(", ") || "none"}`],
    ["restart after the close", replayUnchanged ? "nothing changed (view and contracts identical)" : "CHANGED or not run"],
    ["dead letters (shop)", `${dead ?? "n/a"}`],
    ["wrangler log", Object.entries(logs).map(([k, v]) => `${k}: ${v}`).join(", ")],
  ]);
  if (failures.length) {
    for (const f of failures) console.log(`  ✗ ${f}`);
    for (const [what, list] of Object.entries(placement)) if (Array.isArray(list) && list.length) console.log(`    ${what}, e.g. ${sample(list)}`);
  }
  auctionExpected = {
    auctionId: shop.auctionId,
    ackedBidIds: new Set(acked.filter((s) => s.kind === "bid").map((s) => s.body.bidId)),
    sentBidIds: new Set(steps.filter((s) => s.kind === "bid").map((s) => s.body.bidId)),
    awarded: result?.outcome === "awarded",
  };
  const pass = failures.length === 0;
  console.log(`${pass ? "PASS" : "FAIL"}: scenario auction — ${pass ? "every acknowledged bid in the auction once, the result the pure core's, one contract, nothing changed by a restart after the close" : failures.join("; ")}\n`);
  return { name: "auction", pass, shop };
}

/**
 * The auction object's SQLite file, read with wrangler stopped: every acknowledged bid in its bid log exactly once,
 * nothing there that was never sent, and one `auction.closed` (and, when awarded, one `auction.awarded`) audit line.
 */
async function inspectAuctionObject() {
  const { DatabaseSync } = await import("node:sqlite");
  const objectDir = join(persistDir, "v3", "do", "parley-Auction");
  const files = existsSync(objectDir) ? readdirSync(objectDir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  const out = { found: false, unreadable: 0, logged: 0, ackedMissing: [], ackedTwice: [], neverSent: [], closedLines: 0, awardedLines: 0, auditKinds: {} };
  for (const f of files) {
    try {
      const sqlite = new DatabaseSync(join(objectDir, f), { readOnly: true });
      try {
        const hasAuction = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'auction'").get().n > 0;
        const row = hasAuction ? sqlite.prepare("SELECT auction_id FROM auction").get() : undefined;
        if (!row || row.auction_id !== auctionExpected.auctionId) continue;
        out.found = true;
        const counts = new Map();
        for (const r of sqlite.prepare("SELECT bid_id FROM bid_log").all()) counts.set(r.bid_id, (counts.get(r.bid_id) ?? 0) + 1);
        out.logged = counts.size;
        for (const id of auctionExpected.ackedBidIds) {
          const n = counts.get(id) ?? 0;
          if (n === 0) out.ackedMissing.push(id);
          if (n > 1) out.ackedTwice.push(id);
        }
        for (const id of counts.keys()) if (!auctionExpected.sentBidIds.has(id)) out.neverSent.push(id);
        for (const r of sqlite.prepare("SELECT kind, count(*) AS n FROM audit GROUP BY kind").all()) out.auditKinds[r.kind] = Number(r.n);
        out.closedLines = out.auditKinds["auction.closed"] ?? 0;
        out.awardedLines = out.auditKinds["auction.awarded"] ?? 0;
      } finally {
        sqlite.close();
      }
    } catch {
      out.unreadable++;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Main

/** Rows left in the rooms' outboxes, read from their SQLite files with wrangler stopped. */
async function inspectOutboxes(allIds) {
  const { DatabaseSync } = await import("node:sqlite");
  const roomDir = join(persistDir, "v3", "do", "parley-NegotiationRoom");
  const files = existsSync(roomDir) ? readdirSync(roomDir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  const out = { rooms: files.length, roomsWithRows: 0, rows: 0, notInPostgres: [], maxSends: 0, unreadable: 0 };
  for (const f of files) {
    try {
      const sqlite = new DatabaseSync(join(roomDir, f), { readOnly: true });
      try {
        const hasOutbox = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get().n > 0;
        if (!hasOutbox) continue;
        const rows = sqlite.prepare("SELECT event_id, type, sent_at, sends FROM outbox").all();
        if (rows.length) out.roomsWithRows++;
        out.rows += rows.length;
        for (const row of rows) {
          out.maxSends = Math.max(out.maxSends, Number(row.sends));
          if (!allIds.has(row.event_id)) {
            const sentAt = row.sent_at === null ? "never" : `${secs(Number(row.sent_at) - t0)} into the run`;
            out.notInPostgres.push({ room: f.slice(0, 16), type: row.type, sends: Number(row.sends), sentAt });
          }
        }
      } finally {
        sqlite.close();
      }
    } catch {
      out.unreadable++;
    }
  }
  return out;
}

let exitCode = 1;
const results = [];
try {
  [pgPort, bridgePort, port] = [await freePort(), await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  log(`working directory ${dir} (PGlite data, wrangler state, wrangler.log); ports: wrangler ${port}, Postgres ${pgPort}, bridge ${bridgePort}`);
  db = await startDb();
  log(`embedded Postgres ready in ${secs(db.startedIn)}: ${db.databaseUrl}`);
  wrangler = await startWrangler(db.databaseUrl);
  log(`wrangler dev ready in ${secs(wrangler.readyIn)} on ${base}`);

  for (const name of SCENARIOS) {
    const run = { kill: killScenario, pg: pgScenario, soak: soakScenario, scale: scaleScenario, contracts: contractsScenario, auction: auctionScenario }[name];
    results.push(await run());
  }

  // Rooms' outboxes: stop wrangler cleanly, read the SQLite files.
  log("stopping wrangler to read the rooms' outboxes");
  const w = wrangler;
  wrangler = null;
  const stoppedAt = Date.now();
  await w.stop(10_000);
  const allIds = new Set();
  await withDb(async (pg) => {
    for (const r of (await pg.query("SELECT event_id FROM negotiation_events")).rows) allIds.add(r.event_id);
  });
  const outbox = await inspectOutboxes(allIds);
  const outboxPass = outbox.notInPostgres.length === 0 && outbox.unreadable === 0;
  printFigures("rooms' outboxes after the run (wrangler stopped)", [
    ["rooms", `${outbox.rooms} (${outbox.unreadable} unreadable)`],
    ["rows still in an outbox", `${outbox.rows} in ${outbox.roomsWithRows} rooms (not confirmed yet), most sends of one row: ${outbox.maxSends}`],
    ["  already in Postgres", `${outbox.rows - outbox.notInPostgres.length} (the receipt is what is missing: confirmed at their next resend)`],
    ["  not in Postgres", `${outbox.notInPostgres.length}`],
  ]);
  if (outbox.notInPostgres.length) console.log(`    e.g. ${sample(outbox.notInPostgres)}`);
  console.log(`${outboxPass ? "PASS" : "FAIL"}: rooms' outboxes — ${outboxPass ? "every row still held is already in Postgres" : "committed events neither in Postgres nor confirmed"}\n`);
  results.push({ name: "outboxes", pass: outboxPass });

  // The contract objects' own storage (only when the contracts scenario ran): batches and outbox rows.
  if (contractsExpected) {
    const objects = await inspectContractObjects(allIds, stoppedAt);
    const objectsPass = objects.unreadable === 0 && objects.outboxNotInPostgres.length === 0 && objects.batchProblems.length === 0 && objects.contracts === contractsExpected.contracts.size;
    printFigures("contract objects after the run (wrangler stopped)", [
      ["objects", `${objects.objects} (contracts and desks; ${objects.unreadable} unreadable), ${objects.contracts} of the scenario's ${contractsExpected.contracts.size} contracts found`],
      ["sample batches held", `${objects.batches}; contracts whose batches or counts differ from the distinct batches acknowledged: ${objects.batchProblems.length}`],
      ["rows still in an outbox", `${objects.outboxRows}: ${objects.outboxRows - objects.inFlight.length - objects.outboxNotInPostgres.length} already in Postgres (receipt pending), ${objects.inFlight.length} in flight at the stop (sent in its last minute, resend not yet due), ${objects.outboxNotInPostgres.length} overdue and not in Postgres`],
    ]);
    if (objects.batchProblems.length) console.log(`    e.g. ${sample(objects.batchProblems)}`);
    if (objects.outboxNotInPostgres.length) console.log(`    e.g. ${sample(objects.outboxNotInPostgres)}`);
    console.log(`${objectsPass ? "PASS" : "FAIL"}: contract objects — ${objectsPass ? "each batch held once with the counts acknowledged; every outbox row in Postgres or in flight at the stop" : "batches or outbox rows do not match"}\n`);
    results.push({ name: "contract objects", pass: objectsPass });
  }

  // The auction object's own storage (only when the auction scenario ran): its bid log and audit.
  if (auctionExpected) {
    const object = await inspectAuctionObject();
    const objectPass =
      object.found && object.unreadable === 0 && object.ackedMissing.length === 0 && object.ackedTwice.length === 0 && object.neverSent.length === 0 && object.closedLines === 1 && object.awardedLines === (auctionExpected.awarded ? 1 : 0);
    printFigures("auction object after the run (wrangler stopped)", [
      ["object", object.found ? `found (${object.unreadable} unreadable files)` : "NOT found"],
      ["bid log", `${object.logged} distinct bid ids; of the ${auctionExpected.ackedBidIds.size} acknowledged: missing ${object.ackedMissing.length}, logged twice ${object.ackedTwice.length}; never sent ${object.neverSent.length}`],
      ["audit", Object.entries(object.auditKinds).map(([k, v]) => `${k} ${v}`).join(", ") || "none"],
    ]);
    if (object.ackedMissing.length) console.log(`    missing, e.g. ${sample(object.ackedMissing)}`);
    if (object.ackedTwice.length) console.log(`    twice, e.g. ${sample(object.ackedTwice)}`);
    console.log(`${objectPass ? "PASS" : "FAIL"}: auction object — ${objectPass ? "every acknowledged bid logged once, one close, one award" : "bid log or audit does not match"}\n`);
    results.push({ name: "auction object", pass: objectPass });
  }

  const allPass = results.every((r) => r.pass);
  console.log(`${allPass ? "PASS" : "FAIL"}: chaos run — ${results.map((r) => `${r.name} ${r.pass ? "PASS" : "FAIL"}`).join(", ")} (${secs(Date.now() - t0)} in all)`);
  exitCode = allPass ? 0 : 1;
} catch (error) {
  console.error(`\nFAIL: chaos run aborted: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await Promise.all([wrangler?.stop(10_000), stopDb()]).catch(() => {});
  await new Promise((r) => logStream.end(r));
  if (exitCode === 0 && !process.env.CHAOS_KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir} (wrangler.log, PGlite data, wrangler state)`);
}
process.exit(exitCode);

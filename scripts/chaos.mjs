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
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "hdr-histogram-js";
import { databaseUrlOf, groupRssBytes, spawnGroup } from "../bench/process-group.mjs";
import { benchConfig } from "../bench/http-rounds.mjs";

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
const PRODUCTS = [
  { id: "grinder", anchorMinor: 10_000, floorMinor: 8_000 },
  { id: "kettle", anchorMinor: 11_000, floorMinor: 8_800 },
  { id: "scale", anchorMinor: 12_000, floorMinor: 9_600 },
  { id: "dripper", anchorMinor: 13_000, floorMinor: 10_400 },
];
const PG_STOP = process.env.CHAOS_PG_STOP ?? "term";
if (PG_STOP !== "term" && PG_STOP !== "kill") throw new Error(`CHAOS_PG_STOP must be "term" or "kill", not "${PG_STOP}"`);
const SCENARIOS = (process.env.CHAOS_SCENARIOS ?? "kill,pg").split(",").map((s) => s.trim()).filter(Boolean);
const KNOWN_SCENARIOS = ["kill", "pg", "soak", "scale"];
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

async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const k = next++;
        out[k] = await fn(items[k], k);
      }
    }),
  );
  return out;
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
    const run = { kill: killScenario, pg: pgScenario, soak: soakScenario, scale: scaleScenario }[name];
    results.push(await run());
  }

  // Rooms' outboxes: stop wrangler cleanly, read the SQLite files.
  log("stopping wrangler to read the rooms' outboxes");
  const w = wrangler;
  wrangler = null;
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

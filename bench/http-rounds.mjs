// Full negotiation rounds per second over HTTP against `wrangler dev --log-level warn`, as a ratio to
// a bare Durable Object RPC ping through the same worker, measured in the same run.
//
// Three configurations, each with its own ping baseline measured in the same wrangler instance:
// - "edge only": wrangler.toml without its [[queues.consumers]] (events pile up in the local queue, nobody consumes
//   them). This is the figure compared with the target: on these 2 cores the queue consumer (same worker script)
//   and Postgres would compete with the Durable Objects during the round phases but not during the ping phase;
//   in production the consumers and Neon run elsewhere.
// - "whole system": the real wrangler.toml, consumers writing to an embedded Postgres (PGlite) running in a child
//   process: PGlite is single-threaded WebAssembly, and in this process it stalled the load generator's event loop
//   whenever the consumer wrote a batch.
// - "edge only, local tracing on": as "edge only", with wrangler's local tracing (X_LOCAL_OBSERVABILITY, on by
//   default in wrangler 4.15x) left on. It records a span for every storage call: measured here, a SQL statement
//   costs ~90 µs with it and ~15 µs without, while a ping makes no storage call. Production tracing does not run
//   on the isolate's thread, so the other configurations turn it off; this one shows what it costs locally.
// Every configuration runs without wrangler's dev registry (WRANGLER_REGISTRY_PATH=""): it links dev sessions to
// each other and cost every request CPU in wrangler's Node process (ping 425 → 646 req/s here without it).
// Why tmpfs: the local runtime's SQLite fsyncs every Durable Object commit on the runtime's only thread (0.8 ms per
// fsync measured on this disk), which production Durable Objects do not do on the isolate's thread. State therefore
// sits on /dev/shm when it exists; BENCH_PERSIST=disk puts it under os.tmpdir() instead.
//
//   BENCH_SECONDS=6 (each measured phase)   BENCH_DRAIN_SECONDS=12 (idle after each round phase)   BENCH_PERSIST=tmpfs|disk
//   BENCH_CONFIGS=edge,whole,traced (which configurations)
//   BENCH_RATE=200 (fixed req/s: compare CPU per request between builds)
//   BENCH_TRACE=1 (phase markers on stderr)   BENCH_INSPECTOR_PORT=9230 (wrangler's inspector, for a CPU profile)
import autocannon from "autocannon";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { databaseUrlOf, groupCpuSeconds, spawnGroup } from "./process-group.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const TARGET = 0.7;
const MAX_ROUNDS = 100; // the bench product's maxRounds
const SECRETS = ["OPERATOR_TOKEN", "DATABASE_URL", "WEBHOOK_SEALING_KEY"]; // wrangler.toml [secrets] required

const persistMode = process.env.BENCH_PERSIST ?? "tmpfs";
if (persistMode !== "tmpfs" && persistMode !== "disk") throw new Error(`BENCH_PERSIST must be "tmpfs" or "disk", not "${persistMode}"`);
const onDisk = persistMode === "disk" || !existsSync("/dev/shm");
export const persistBase = onDisk ? tmpdir() : "/dev/shm";
export const persistLabel = onDisk
  ? `disk (${persistBase})${persistMode === "disk" ? "" : "; no /dev/shm here"}`
  : "tmpfs (/dev/shm); BENCH_PERSIST=disk for disk";

export const CONFIGURATIONS = {
  edge: { edgeOnly: true, name: "edge only", detail: "wrangler.toml without queue consumers" },
  whole: { edgeOnly: false, name: "whole system", detail: "consumers writing to Postgres (child process) on the same cores" },
  traced: { edgeOnly: true, localTracing: true, name: "edge only, local tracing on", detail: "as edge only, with wrangler's default X_LOCAL_OBSERVABILITY" },
};

/** Enough negotiations per round variant that none gets near maxRounds even at 600 rounds/s (≤ 50 rounds each). */
export const defaultNegotiations = (seconds) => Math.max(300, Math.ceil((seconds * 600) / (MAX_ROUNDS / 2)));

/**
 * Round phases, each between two ping phases (ping, round, ping, round, …, ping): a round phase is compared with
 * the mean of the pings either side of it, and the ratio reported is the median over the round phases. The
 * machine's speed drifts by tens of percent within a minute (one ping phase measured 596, the next 472 req/s); a
 * ping measured before the rounds only compared a different machine, and one measured only before each round
 * phase still left the drift between the two in the ratio.
 */
export const ROUND_PHASES = 5;

/** Opening phases (one shop, each open a new negotiation), each between two ping phases; the median ratio is reported. */
export const OPEN_PHASES = 3;
const OPEN_TARGET = 0.5;
const OPEN_BUYERS = Number(process.env.BENCH_OPEN_BUYERS ?? 200);
const OPEN_PRODUCTS = 40;

/**
 * One configuration: its own wrangler dev (and, for the whole system, its own embedded Postgres), then ROUND_PHASES
 * full-round phases between ping phases, a full round with an Idempotency-Key between the last of those pings and
 * one more, and a read, each for `seconds`; after each round phase, `drainSeconds` idle. Returns { table, ratio
 * (median of roundRatios), roundRatios, keyedRatio }; throws if any request failed (a ratio over failed requests
 * means nothing).
 */
export async function benchHttpRounds({ seconds = 6, drainSeconds = 12, connections = 16, negotiations = defaultNegotiations(seconds * ROUND_PHASES), port, edgeOnly = true, localTracing = false } = {}) {
  if (!existsSync(wranglerCli)) throw new Error(`${wranglerCli} not found: run npm install`);
  const persist = mkdtempSync(join(persistBase, "parley-bench-"));
  const operator = "bench-operator-token";
  let db = null;
  let wrangler = null;
  try {
    if (!edgeOnly) db = await startDbProcess();
    port ??= await freePort();
    const base = `http://127.0.0.1:${port}`;
    const envFile = join(persist, "bench.env");
    writeFileSync(envFile, `OPERATOR_TOKEN=${operator}\nWEBHOOK_SEALING_KEY=bench-sealing-key-0123456789abcdef\n${db ? `DATABASE_URL=${db.databaseUrl}\n` : ""}`);
    const config = join(persist, "wrangler.toml");
    writeFileSync(config, benchConfig(edgeOnly));
    // wrangler also reads required secrets from its own environment, which would win over the env file.
    const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
    for (const name of SECRETS) delete env[name];
    env.X_LOCAL_OBSERVABILITY = localTracing ? "true" : "false";
    // No dev registry (it connects wrangler dev sessions to each other): with it, every request paid for a hop
    // through wrangler's Node process, and every queue batch without a local consumer was offered to other sessions.
    env.WRANGLER_REGISTRY_PATH = "";
    // wrangler's own CLI rather than its bin shim, which neither forwards signals nor waits for its child.
    wrangler = spawnGroup(
      process.execPath,
      ["--no-warnings", wranglerCli, "dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", join(persist, "state"),
       "--log-level", "warn", "--env-file", envFile, "--var", "BENCH_ROUTES:1", "--show-interactive-dev-session=false",
       "--test-scheduled", // no cron runs either way; this only silences the warning that crons are not triggered
       ...(process.env.BENCH_INSPECTOR_PORT ? ["--inspector-port", process.env.BENCH_INSPECTOR_PORT] : [])],
      { cwd: root, stdio: ["ignore", "ignore", "pipe"], env, stopSignal: "SIGINT" },
    );
    // Edge only runs without DATABASE_URL on purpose: nothing on the measured paths may need it.
    forwardFiltered(wrangler.stderr, edgeOnly ? [/Missing required secrets: DATABASE_URL\b/] : []);
    let wranglerExit;
    wrangler.exited.then((code) => (wranglerExit = code));
    await waitFor(`${base}/`, () => {
      if (wranglerExit !== undefined) throw new Error(`wrangler dev exited (${wranglerExit}) before answering`);
    });

    const post = async (path, token, body) => {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const shop = await post("/v1/shops", operator, { name: "Bench" });
    const product = await fetch(`${base}/v1/shops/${shop.shopId}/products/bench`, {
      method: "PUT",
      headers: { authorization: `Bearer ${shop.adminKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", currency: "EUR", anchorMinor: 1_000_000, floorMinor: 500_000, maxRounds: MAX_ROUNDS, ttlSeconds: 3600 }),
    });
    if (!product.ok) throw new Error(`product: ${product.status} ${await product.text()}`);
    let buyers = 0;
    const put = async (path, token, body) => {
      const res = await fetch(`${base}${path}`, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // One registered buyer per negotiation: a buyer has one open negotiation per product.
    const buyerKey = async () => {
      const buyerId = `b${buyers++}`;
      await put(`/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, {});
      return (await post(`/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey, {})).key;
    };
    const openRooms = async (count) => {
      const rooms = new Array(count);
      let next = 0;
      const worker = async () => {
        while (next < count) {
          const k = next++;
          rooms[k] = await post(`/v1/shops/${shop.shopId}/negotiations`, await buyerKey(), { productId: "bench", quantity: 1 });
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      return rooms;
    };
    // Separate negotiations for the two round variants, so neither runs out of rounds.
    const rooms = await openRooms(negotiations);
    const keyedRooms = await openRooms(negotiations);
    const allRooms = [...rooms, ...keyedRooms];

    // Opening, all on the one shop: OPEN_BUYERS registered buyers × OPEN_PRODUCTS products, each pair opened once
    // (a buyer has one open negotiation per product), with the buyers' limits raised out of reach.
    await put(`/v1/shops/${shop.shopId}/settings`, shop.adminKey, {
      limits: { buyers: { opensPerHour: 100_000, openNegotiations: 10_000 }, anonymous: { allowed: false, opensPerHour: 0, openNegotiations: 0 } },
    });
    for (let p = 0; p < OPEN_PRODUCTS; p++) {
      await put(`/v1/shops/${shop.shopId}/products/open-${p}`, shop.adminKey, { name: `Open ${p}`, currency: "EUR", anchorMinor: 1_000_000, floorMinor: 500_000, maxRounds: 10, ttlSeconds: 3600 });
    }
    const openBuyers = [];
    for (let b = 0; b < OPEN_BUYERS; b++) openBuyers.push(await buyerKey());
    // Pair k: buyer k mod B on product ⌊k / B⌋ mod P, so consecutive opens come from different buyers, as on a sale day.
    const openPairs = Array.from({ length: OPEN_BUYERS * OPEN_PRODUCTS }, (_, k) => ({ key: openBuyers[k % OPEN_BUYERS], productId: `open-${Math.floor(k / OPEN_BUYERS)}` }));
    let opened = 0;
    const openRequest = () => {
      const pair = openPairs[opened++];
      if (!pair) throw new Error(`open phases ran out of buyer × product pairs (${openPairs.length}): raise OPEN_BUYERS`);
      return {
        method: "POST",
        path: `/v1/shops/${shop.shopId}/negotiations`,
        headers: { authorization: `Bearer ${pair.key}`, "content-type": "application/json" },
        body: JSON.stringify({ productId: pair.productId, quantity: 1 }),
      };
    };

    const run = (title, pool, makeRequest, { amount, onResponse } = {}) =>
      new Promise((resolve, reject) => {
        // BENCH_TRACE=1: phase markers on stderr, for a profiler attached through BENCH_INSPECTOR_PORT.
        if (process.env.BENCH_TRACE) console.error(`PHASE ${title} ${Date.now()}`);
        let i = 0;
        const cpuBefore = groupCpuSeconds(wrangler.pid);
        const instance = autocannon(
          {
            url: base,
            connections,
            ...(amount ? { amount } : { duration: seconds }),
            // BENCH_RATE: a fixed request rate rather than as fast as it goes, so that CPU per request (the
            // deliveries per round depend on each negotiation's round rate) compares one build with another.
            ...(process.env.BENCH_RATE && !amount ? { overallRate: Number(process.env.BENCH_RATE) } : {}),
            requests: [{ setupRequest: (req) => ({ ...req, ...makeRequest(pool[i % pool.length], i++) }), ...(onResponse && { onResponse }) }],
          },
          (err, result) => {
            if (err) return reject(err);
            const cpu = cpuUsed(cpuBefore, groupCpuSeconds(wrangler.pid));
            traceCpuPer("request", result.requests.total, title, cpu);
            resolve({ title, pool, result, cpu });
          },
        );
        instance.on("error", reject);
      });
    const pingRequest = (n) => ({ method: "GET", path: `/bench/ping/${n.negotiationId}` });
    const offer = (n, headers = {}) => ({
      method: "POST",
      path: `/v1/negotiations/${n.negotiationId}/offers`,
      headers: { authorization: `Bearer ${n.token}`, "content-type": "application/json", ...headers },
      // Below the floor: every request is a full round (counter + commit) until maxRounds.
      body: JSON.stringify({ priceMinor: 100_000 }),
    });

    // Warm-up: every negotiation's object started twice over (both round pools), and the ping path compiled.
    const warm = await run("warm-up (DO ping)", allRooms, pingRequest, { amount: 2 * allRooms.length });
    const keyedOffer = (n, i) => offer(n, { "idempotency-key": `bench-${i}` });
    let replays = 0;
    const countReplays = (_status, _body, _context, headers) => {
      for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === "idempotent-replayed" && String(value) === "true") replays++;
    };
    // A round phase leaves deliveries pending (events and index updates, one alarm per negotiation within 10 s):
    // they run before the next ping phase, which would otherwise pay for them. The round phase itself pays for
    // its negotiations' first deliveries (2 s after their first round), more often than a steady load would.
    const drain = async (after) => {
      const cpuBefore = groupCpuSeconds(wrangler.pid);
      await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      traceCpuPer("negotiation", rooms.length, `deliveries left by ${after}`, cpuUsed(cpuBefore, groupCpuSeconds(wrangler.pid)));
    };
    const pings = [await run("DO RPC ping #1", allRooms, pingRequest)];
    const rounds = [];
    for (let k = 1; k <= ROUND_PHASES; k++) {
      rounds.push(await run(`full round #${k}`, rooms, (n) => offer(n)));
      await drain(`full round #${k}`);
      pings.push(await run(`DO RPC ping #${k + 1}`, allRooms, pingRequest));
    }
    // The same with a unique Idempotency-Key on every request, as a careful buyer agent sends: a record is stored too.
    const keyed = await run("full round + Idempotency-Key", keyedRooms, keyedOffer, { onResponse: countReplays });
    await drain("keyed rounds");
    pings.push(await run(`DO RPC ping #${ROUND_PHASES + 2}`, allRooms, pingRequest));
    // Opening phases, each followed by a drain (each new negotiation delivers its events and reports to the index)
    // and a ping.
    const opens = [];
    for (let k = 1; k <= OPEN_PHASES; k++) {
      opens.push(await run(`open negotiation #${k}`, openPairs, openRequest));
      await drain(`open negotiation #${k}`);
      pings.push(await run(`DO RPC ping #${ROUND_PHASES + 2 + k}`, allRooms, pingRequest));
    }
    // The least any open can cost: a room object that did not exist answers a ping (its storage and schema are
    // created, nothing else), between the last open's ping and one more.
    const newRooms = await run("ping of a new room object", [{}], () => ({ method: "POST", path: "/bench/new-room-ping" }));
    pings.push(await run(`DO RPC ping #${ROUND_PHASES + 3 + OPEN_PHASES}`, allRooms, pingRequest));
    const read = await run("read negotiation (GET)", rooms, (n) => ({
      method: "GET",
      path: `/v1/negotiations/${n.negotiationId}`,
      headers: { authorization: `Bearer ${n.token}` },
    }));

    const phases = [
      ...rounds.flatMap((round, k) => [pings[k], round]),
      pings[ROUND_PHASES],
      keyed,
      ...opens.flatMap((open, k) => [pings[ROUND_PHASES + 1 + k], open]),
      pings[ROUND_PHASES + 1 + OPEN_PHASES],
      newRooms,
      pings[ROUND_PHASES + 2 + OPEN_PHASES],
      read,
    ];
    const table = phases.map(({ title, pool, result, cpu }) => ({
      path: title,
      "req/s": Math.round(result.requests.average),
      // CPU of the runtime (both workerd processes) per request: steadier than req/s on a noisy machine.
      "workerd CPU ms/req": cpu ? +((1000 * sumOf(cpu, "workerd")) / result.requests.total).toFixed(2) : "n/a",
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      negotiations: pool.length,
      non2xx: result.non2xx,
      errors: result.errors,
    }));
    // A ratio over failed requests would be meaningless: refuse to report one.
    for (const { title, pool, result } of [warm, ...phases]) {
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        const perRoom = Math.ceil(result.requests.total / pool.length);
        throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts (~${perRoom} requests per negotiation)`);
      }
    }
    if (replays > 0) throw new Error(`full round + Idempotency-Key: ${replays} responses were replays, not new rounds`);
    if (db?.exited()) throw new Error("the embedded Postgres exited during the run");
    const rate = (phase) => phase.result.requests.average;
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Each phase against the mean of the pings either side of it.
    const between = (phase, k) => rate(phase) / ((rate(pings[k]) + rate(pings[k + 1])) / 2);
    const roundRatios = rounds.map((round, k) => between(round, k));
    const openRatios = opens.map((open, k) => between(open, ROUND_PHASES + 1 + k));
    const newRoomRatio = between(newRooms, ROUND_PHASES + 1 + OPEN_PHASES);
    return { table, ratio: median(roundRatios), roundRatios, keyedRatio: between(keyed, ROUND_PHASES), openRatio: median(openRatios), openRatios, newRoomRatio };
  } finally {
    await Promise.all([wrangler?.stop(), db?.stop()]);
    rmSync(persist, { recursive: true, force: true });
  }
}

/** CPU seconds each process of the wrangler process group used between two samples. */
function cpuUsed(before, after) {
  if (!before || !after) return null;
  return Object.fromEntries(Object.entries(after).map(([process, seconds]) => [process, seconds - (before[process] ?? 0)]));
}

/** BENCH_TRACE: each process's CPU in milliseconds per unit (a request, a negotiation), on stderr. */
function traceCpuPer(unit, count, what, cpu) {
  if (!cpu || !process.env.BENCH_TRACE) return;
  const perUnit = Object.entries(cpu).map(([name, seconds]) => [name, +((1000 * seconds) / count).toFixed(2)]);
  console.error(`CPU ms per ${unit} by process, ${what}:`, Object.fromEntries(perUnit));
}

/** The CPU seconds of every process running `command`. */
function sumOf(cpu, command) {
  return Object.entries(cpu).reduce((sum, [process, seconds]) => (process.startsWith(`${command}:`) ? sum + seconds : sum), 0);
}

/** The embedded Postgres in its own process group; resolves with its DATABASE_URL once migrations are applied. */
async function startDbProcess() {
  const child = spawnGroup(process.execPath, [join(root, "scripts/local-db.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PGLITE_DATA_DIR: "memory://", PGLITE_PORT: "0", PGLITE_BRIDGE_PORT: "0" },
  });
  let exited = false;
  child.exited.then(() => (exited = true));
  try {
    const databaseUrl = await databaseUrlOf(child, { timeoutMs: 60_000 });
    child.stdout.resume(); // keep draining its log
    return { databaseUrl, stop: () => child.stop(), exited: () => exited };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/**
 * wrangler.toml with `main` made absolute (the file lives elsewhere) and the rate limits raised out of reach
 * (the limiter still runs on every request, as in production, but one load generator must not trip a
 * per-client or per-negotiation ceiling); edge only: minus every [[queues.consumers]] table.
 */
export function benchConfig(edgeOnly) {
  const toml = edgeOnly ? edgeOnlyConfig() : withAbsoluteMain(readFileSync(join(root, "wrangler.toml"), "utf8"));
  const raised = toml.replace(/simple\s*=\s*\{\s*limit\s*=\s*\d+/g, (m) => m.replace(/\d+$/, "100000000"));
  if (raised === toml && /\[\[ratelimits\]\]/.test(toml)) throw new Error("wrangler.toml: rate limits not raised for the bench");
  return raised;
}

function withAbsoluteMain(toml) {
  let mainRewritten = false;
  const out = toml.replace(/^main\s*=\s*"([^"]*)"\s*$/m, (_m, main) => {
    mainRewritten = true;
    return `main = ${JSON.stringify(join(root, main))}`;
  });
  if (!mainRewritten) throw new Error('wrangler.toml: no `main = "…"` line to make absolute');
  // The dashboard's static files, likewise.
  return out.replace(/^directory\s*=\s*"([^"]*)"\s*$/m, (_m, dir) => `directory = ${JSON.stringify(join(root, dir))}`);
}

/** wrangler.toml minus every [[queues.consumers]] table, with `main` made absolute (the file lives elsewhere). */
export function edgeOnlyConfig() {
  const source = readFileSync(join(root, "wrangler.toml"), "utf8");
  const kept = [];
  let inConsumer = false;
  for (const line of source.split("\n")) {
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(line);
    if (header) inConsumer = header[1] === "queues.consumers";
    if (!inConsumer) kept.push(line);
  }
  const toml = withAbsoluteMain(kept.join("\n"));
  if (toml.split("\n").some((line) => /consumers/.test(line.replace(/#.*/, "")))) throw new Error("edge-only config still has queue consumers");
  return `# Generated by bench/http-rounds.mjs: ${join(root, "wrangler.toml")} without its queue consumers.\n${toml}`;
}

/** Passes a child's stderr through, minus lines (and the blank lines after them) that this benchmark causes on purpose. */
function forwardFiltered(stream, drop) {
  let pending = "";
  let skipping = false;
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) {
      if (drop.some((re) => re.test(line))) skipping = true;
      else if (!(skipping && line.trim() === "")) {
        skipping = false;
        process.stderr.write(`${line}\n`);
      }
    }
  });
  stream.on("end", () => pending && process.stderr.write(pending));
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, check = () => {}) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    check();
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 6);
  const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 12);
  if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number, not "${process.env.BENCH_SECONDS}"`);
  if (!(drainSeconds >= 0)) throw new Error(`BENCH_DRAIN_SECONDS must be a number ≥ 0, not "${process.env.BENCH_DRAIN_SECONDS}"`);
  console.log(
    `state persisted on ${persistLabel}; ${seconds} s per phase, ${ROUND_PHASES} round phases each between two ping phases, ` +
      `${drainSeconds} s idle after each, 16 connections, ${defaultNegotiations(seconds * ROUND_PHASES)} negotiations per round variant`,
  );
  const summary = [];
  let heaviestRoundsPerSecond = 0;
  const only = process.env.BENCH_CONFIGS?.split(",") ?? Object.keys(CONFIGURATIONS);
  for (const key of only) if (!(key in CONFIGURATIONS)) throw new Error(`BENCH_CONFIGS: unknown configuration "${key}" (${Object.keys(CONFIGURATIONS).join(", ")})`);
  for (const { edgeOnly, localTracing, name, detail } of only.map((key) => CONFIGURATIONS[key])) {
    const { table, ratio, roundRatios, keyedRatio, openRatio, openRatios, newRoomRatio } = await benchHttpRounds({ seconds, drainSeconds, edgeOnly, localTracing });
    for (const row of table) if (String(row.path).startsWith("full round")) heaviestRoundsPerSecond = Math.max(heaviestRoundsPerSecond, row["req/s"]);
    console.log(`\n${name} (${detail})`);
    console.table(table);
    const target = localTracing
      ? " (no target: a local tracing span per storage call)"
      : edgeOnly
        ? ` (target ≥ ${TARGET.toFixed(2)}${ratio >= TARGET ? ": met" : ": not met"})`
        : " (no target: shares the cores with the consumer and Postgres)";
    summary.push(`${name}: full round / DO ping = ${ratio.toFixed(2)}, median of ${roundRatios.map((r) => r.toFixed(2)).join(", ")}${target}`);
    summary.push(`${name}: full round + Idempotency-Key / DO ping = ${keyedRatio.toFixed(2)}`);
    const openTarget = edgeOnly && !localTracing ? ` (target ≥ ${OPEN_TARGET.toFixed(2)}${openRatio >= OPEN_TARGET ? ": met" : ": not met"})` : "";
    summary.push(`${name}: open negotiation (one shop) / DO ping = ${openRatio.toFixed(2)}, median of ${openRatios.map((r) => r.toFixed(2)).join(", ")}${openTarget}`);
    summary.push(
      `${name}: ping of a new room object / DO ping = ${newRoomRatio.toFixed(2)} (creating the object an open needs, and nothing else; ` +
        `open / new-room ping = ${(openRatio / newRoomRatio).toFixed(2)})`,
    );
  }
  console.log(`\n${summary.join("\n")}`);
  // For `npm run bench`'s cross-section summary (does the consumer keep up with this load?).
  if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "http.json"), JSON.stringify({ heaviestRoundsPerSecond }));
}

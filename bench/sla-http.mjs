// SLA monitoring over HTTP (issue #30), the Durable Object half of `npm run bench -- sla` (bench/sla.ts measures the
// pure core in one process): the real worker under `wrangler dev --log-level warn`, its queue consumer writing to an
// embedded Postgres (PGlite, in a child process), every contract a Contract object checked by its own alarm.
//
// (1) Samples absorbed by ONE contract object over HTTP: POST /v1/contracts/{id}/samples in batches of 1,000 and
//     of 10,000 (the API's most), from 1 and from 4 connections, for BENCH_SLA_SECONDS each; beside it, in the same
//     run, a bare Durable Object RPC ping through the same worker (what any request to one object costs at least).
// (2) The same across 100 contracts: batches of 1,000 spread round-robin over them, 8 connections.
// (3) What a check costs: the 100 contracts, their windows holding the samples of (2), left alone for
//     BENCH_SLA_IDLE_SECONDS while their alarms check each of them every second; the CPU every process of the
//     stack used meanwhile, less what the same processes used idle before any contract existed, ÷ the checks made
//     (counted from each contract's lastCheckAt). The object does not expose its own timing, and a wall-clock burst
//     would time the alarm scheduler, so CPU over an idle period is the measure. A check of a contract with
//     judged targets also writes a `contract.checked` event (outbox → queue → consumer → Postgres): its cost is in
//     the figure, split by process.
// (4) The most contracts one shop can monitor at 1-s checks here: contracts added in steps (each given one batch
//     of samples, so its checks have something to judge for the next 15 minutes), each step left to settle, then
//     the lastCheckAt of a sample of them read: a step lags when more than 10% of those are older than 2 s (or any
//     older than 5 s). The CPU of each process over the step's steady period names the limiting resource.
//
// Every contract has the 6 metrics × 3 windows of bench/sla.ts (18 targets). State sits on tmpfs as in
// bench/http-rounds.mjs (BENCH_PERSIST=disk for disk).
//
//   BENCH_SLA_SECONDS=6  BENCH_SLA_IDLE_SECONDS=15  BENCH_SLA_STEPS=100,200,300,400,600,800,1000  BENCH_SLA_SETTLE_SECONDS=15
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { benchConfig, persistBase, persistLabel } from "./http-rounds.mjs";
import { databaseUrlOf, groupCpuSeconds, spawnGroup } from "./process-group.mjs";
import { pool } from "./concurrency.mjs";
import { jsonClient } from "./json-client.mjs";

// memory/db.ts is loaded through Node's type stripping, which prints an ExperimentalWarning: keep the report clean.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) => {
  if (/Type Stripping/i.test(String(warning?.message ?? warning))) return;
  return emitWarning.call(process, warning, ...rest);
};

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const SECRETS = ["OPERATOR_TOKEN", "DATABASE_URL", "WEBHOOK_SEALING_KEY"];
const OPERATOR = "bench-sla-operator-token";
const TARGET_SAMPLES_PER_SECOND = 10_000;
const LAG_MS = 2_000;

const envNumber = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`);
  return value;
};
const PHASE_SECONDS = envNumber("BENCH_SLA_SECONDS", 6);
const IDLE_SECONDS = envNumber("BENCH_SLA_IDLE_SECONDS", 15);
const SETTLE_SECONDS = envNumber("BENCH_SLA_SETTLE_SECONDS", 15);
const STEPS = (process.env.BENCH_SLA_STEPS ?? "100,200,300,400,600,800,1000").split(",").map(Number);
if (STEPS.some((n) => !(n > 0)) || STEPS.some((n, i) => i > 0 && n <= STEPS[i - 1])) throw new Error("BENCH_SLA_STEPS: rising positive contract counts, e.g. 100,200,400");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, digits = 0) => Number(n).toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Six targets (as bench/sla.ts contractTargets), each over 1, 5 and 15 minutes: 18, within the limit of 32. */
function contractTargets() {
  const six = [
    { metric: "latency", statistic: "p95", threshold: 250, penaltyMinor: 10_000, minSamples: 20 },
    { metric: "latency", statistic: "p99", threshold: 600, penaltyMinor: 10_000, minSamples: 20 },
    { metric: "success", statistic: "ratio", threshold: 0.99, penaltyMinor: 5_000, minSamples: 20 },
    { metric: "availability", statistic: "ratio", threshold: 0.995, penaltyMinor: 5_000, minSamples: 5 },
    { metric: "accuracy", statistic: "p50", threshold: 0.8, penaltyMinor: 2_000, minSamples: 10 },
    { metric: "throughput", statistic: "rate", threshold: 0, penaltyMinor: 2_000, minSamples: 1 },
  ];
  return [1, 5, 15].flatMap((windowMin) => six.map((t) => ({ ...t, id: `${t.metric}-${t.statistic}-${windowMin}m`, windowMin })));
}

const METRIC_MIX = ["latency", "latency", "latency", "latency", "success", "success", "success", "availability", "accuracy", "throughput"];

/** A batch of `size` healthy samples measured over the last `spanMs` (latency log-normal around 120 ms). */
function samples(size, spanMs = 1000) {
  const now = Date.now();
  const out = new Array(size);
  for (let i = 0; i < size; i++) {
    const metric = METRIC_MIX[i % METRIC_MIX.length];
    const u = Math.random();
    const value =
      metric === "latency" ? Math.round(120 * Math.exp(0.5 * Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * u)))
      : metric === "success" ? (u < 0.995 ? 1 : 0)
      : metric === "availability" ? (u < 0.999 ? 1 : 0)
      : metric === "accuracy" ? Math.round((0.7 + 0.3 * u) * 1000) / 1000
      : 1 + Math.floor(u * 10);
    out[i] = { metric, at: now - spanMs + Math.floor((spanMs * i) / size), value };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The stack

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startStack(persist) {
  const pg = spawnGroup(process.execPath, [join(root, "scripts/local-db.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PGLITE_DATA_DIR: "memory://", PGLITE_PORT: "0", PGLITE_BRIDGE_PORT: "0", NODE_NO_WARNINGS: "1" },
  });
  const databaseUrl = await databaseUrlOf(pg, { timeoutMs: 90_000 });
  pg.stdout.resume();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const envFile = join(persist, "bench.env");
  writeFileSync(envFile, `OPERATOR_TOKEN=${OPERATOR}\nWEBHOOK_SEALING_KEY=bench-sealing-key-0123456789abcdef\nDATABASE_URL=${databaseUrl}\n`);
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", X_LOCAL_OBSERVABILITY: "false", WRANGLER_REGISTRY_PATH: "" };
  for (const name of SECRETS) delete env[name];
  // The worker bundled once, up front, and run as built (--no-bundle): wrangler dev rebuilds on every change to the
  // sources, and in a checkout others edit meanwhile a reload mid-run measured (or broke) a different worker.
  const config = join(persist, "wrangler.toml");
  writeFileSync(config, benchConfig(false));
  const built = join(persist, "built");
  const build = spawnSync(process.execPath, ["--no-warnings", wranglerCli, "deploy", "--dry-run", "--outdir", built, "--config", config], { cwd: persist, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bundling the worker failed:\n${build.stdout}\n${build.stderr}`);
  // Without the dashboard's static files as well: wrangler watches their directory too, and reloads the runtime
  // when it changes (another session's dashboard build did so mid-phase). The bench never asks for them.
  const runConfig = readFileSync(config, "utf8")
    .replace(/^main\s*=.*$/m, `main = ${JSON.stringify(join(built, "index.js"))}`)
    .replace(/^\[assets\]\s*\n\s*directory\s*=.*$/m, "");
  if (/^\[assets\]/m.test(runConfig)) throw new Error("wrangler.toml: the [assets] table has a shape this bench does not know; update sla-http.mjs");
  writeFileSync(config, runConfig);
  const wrangler = spawnGroup(
    process.execPath,
    ["--no-warnings", wranglerCli, "dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", join(persist, "state"),
     "--no-bundle", "--log-level", "warn", "--env-file", envFile, "--var", "BENCH_ROUTES:1", "--show-interactive-dev-session=false", "--test-scheduled"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env, stopSignal: "SIGINT" },
  );
  let exit;
  wrangler.exited.then((code) => (exit = code));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exit !== undefined) throw new Error(`wrangler dev exited (${exit}) before answering`);
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer on ${base}`);
    try {
      if ((await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {}
    await sleep(250);
  }
  return { base, wrangler, pg, databaseUrl };
}

/**
 * CPU seconds of each kind of process (workerd, wrangler's node, Postgres) between two readings, per process id:
 * a process that started meanwhile counts from zero. One that exited meanwhile (wrangler restarting its runtime)
 * would hide its CPU, so the phase is flagged (`restarted`) rather than reported short.
 */
function cpuByProcess(stack) {
  const kindOf = (name, group) => (group === "pg" ? "Postgres (PGlite)" : name.startsWith("workerd:") ? "workerd" : name.startsWith("esbuild") ? null : "wrangler (node)");
  const read = () => ({ ...prefixed(groupCpuSeconds(stack.wrangler.pid), "w"), ...prefixed(groupCpuSeconds(stack.pg.pid), "pg") });
  const prefixed = (cpu, group) => Object.fromEntries(Object.entries(cpu ?? {}).map(([name, seconds]) => [`${group}|${name}`, seconds]));
  const before = read();
  return () => {
    const after = read();
    const out = { workerd: 0, "wrangler (node)": 0, "Postgres (PGlite)": 0 };
    for (const [key, seconds] of Object.entries(after)) {
      const [group, name] = key.split("|");
      const kind = kindOf(name, group);
      if (kind) out[kind] += seconds - (before[key] ?? 0);
    }
    const restarted = Object.keys(before).some((key) => !(key in after) && kindOf(key.split("|")[1], key.split("|")[0]) === "workerd");
    if (restarted) console.warn("  (a workerd process exited during this phase: its CPU figures are incomplete)");
    return out;
  };
}

/** `count` active contracts (shop provides and reports, one of the shop's buyers consumes), 4 set up at a time. */
async function createContracts(call, shop, consumers, count, from) {
  return pool(Array.from({ length: count }, (_, i) => from + i), 4, async (n) => {
    const consumer = consumers[n % consumers.length];
    const created = await call("POST", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey, {
      parties: [
        { agentId: `shop:${shop.shopId}`, role: "provider" },
        { agentId: `buyer:${consumer.buyerId}`, role: "consumer" },
      ],
      currency: "EUR",
      priceMinor: 10_000,
      terms: {},
      sla: contractTargets(),
      stakeMinor: 1_000_000,
      bonusPoolMinor: 0,
      durationMs: 24 * 3_600_000,
    });
    await call("POST", `/v1/contracts/${created.contractId}/accept`, shop.adminKey);
    const active = await call("POST", `/v1/contracts/${created.contractId}/accept`, consumer.key);
    if (active.status !== "active") throw new Error(`contract ${created.contractId} is ${active.status}`);
    return created.contractId;
  });
}

/** Posts batches for `seconds` from `connections` connections, each to `pick(k)`; samples/s, batches, latency. */
async function postFor(call, shop, { seconds, connections, batchSize, pick }) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let posted = 0;
  let k = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const contractId = pick(k);
        const batchId = `bench-${k++}-${Math.random().toString(36).slice(2)}`;
        const body = { batchId, samples: samples(batchSize) };
        const sent = performance.now();
        const receipt = await call("POST", `/v1/contracts/${contractId}/samples`, shop.adminKey, body);
        latencies.push(performance.now() - sent);
        posted += receipt.accepted;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { samplesPerSecond: posted / elapsed, batches: latencies.length, p50: at(0.5), p99: at(0.99) };
}

/** Requests/s of a bare DO RPC ping of an existing negotiation room through the worker (8 connections, `seconds`). */
async function pingFor(base, seconds, roomId) {
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < deadline) {
        const res = await fetch(`${base}/bench/ping/${roomId}`);
        await res.text();
        if (!res.ok) throw new Error(`ping: ${res.status}`);
        n++;
      }
    }),
  );
  return n / ((performance.now() - started) / 1000);
}

/** lastCheckAt of each contract (the shop's view), as ms before now. */
async function checkAges(call, shop, contractIds) {
  return pool(contractIds, 8, async (id) => {
    const view = await call("GET", `/v1/contracts/${id}`, shop.adminKey);
    const readAt = Date.now();
    return { id, lastCheckAt: view.sla.lastCheckAt ? Date.parse(view.sla.lastCheckAt) : null, age: view.sla.lastCheckAt ? readAt - Date.parse(view.sla.lastCheckAt) : Infinity };
  });
}

/** Checks made in [from, to): contract.checked rows in Postgres, waited for until the consumer is past `to`. */
async function checksBetween(databaseUrl, shopId, from, to) {
  const { createDb } = await import("../memory/db.ts");
  const handle = createDb(databaseUrl, { max: 1, connectionTimeoutMillis: 10_000 });
  try {
    const deadline = Date.now() + 60_000;
    let settled = false;
    for (;;) {
      const { rows } = await handle.pool.query(
        `SELECT count(DISTINCT (contract_id, check_at)) FILTER (WHERE check_at >= to_timestamp($2 / 1000.0) AND check_at < to_timestamp($3 / 1000.0))::int AS n,
                count(*) FILTER (WHERE check_at >= to_timestamp($3 / 1000.0 + 2))::int AS past
           FROM contract_checks WHERE shop_id = $1`,
        [shopId, from, to],
      );
      if (rows[0].past > 0 && settled) return rows[0].n;
      if (Date.now() > deadline) throw new Error("the consumer did not store the checks of the idle period within 60 s");
      // Past the period's end by 2 s in one contract: give the others' rows (other queue batches) a moment more.
      settled = rows[0].past > 0;
      await sleep(settled ? 3_000 : 1_000);
    }
  } finally {
    await handle.close().catch(() => {});
  }
}

/** How far Postgres trails the checks: the age of the newest contract_checks row and the rows of the last 5 s. */
async function postgresTrail(databaseUrl, shopId) {
  const { createDb } = await import("../memory/db.ts");
  const handle = createDb(databaseUrl, { max: 1, connectionTimeoutMillis: 10_000 });
  try {
    const { rows } = await handle.pool.query(
      `SELECT (extract(epoch FROM max(check_at)) * 1000)::bigint AS newest,
              count(*) FILTER (WHERE ingested_at >= now() - interval '5 seconds')::int AS recent
         FROM contract_checks WHERE shop_id = $1`,
      [shopId],
    );
    return { newestAgeMs: rows[0].newest === null ? null : Date.now() - Number(rows[0].newest), storedPerSecond: rows[0].recent / 5 };
  } finally {
    await handle.close().catch(() => {});
  }
}

/** An evenly spread sample of at most `n` of `list`. */
const spread = (list, n) => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const persist = mkdtempSync(join(persistBase, "parley-bench-sla-"));
  let stack = null;
  const figures = {};
  try {
    stack = await startStack(persist);
    const call = jsonClient(stack.base);
    console.log(`load average before the run ${loadavg().map((x) => x.toFixed(1)).join(", ")} (2 cores: anything above ~1 is other work competing with this bench)`);
    console.log(`state on ${persistLabel}; whole system (queue consumer → embedded Postgres); ${contractTargets().length} SLA targets per contract (6 metrics × 1/5/15 min)`);
    const shop = await call("POST", "/v1/shops", OPERATOR, { name: "SLA bench" });
    await call("PUT", `/v1/shops/${shop.shopId}/contract-limits`, shop.adminKey, { maxContractsPerAgent: 1024 });
    // Consumers: one buyer per 500 contracts keeps each within the per-agent limit; the shop provides them all.
    const consumers = await pool(Array.from({ length: Math.ceil(STEPS.at(-1) / 500) + 1 }, (_, i) => `tenant-${i}`), 2, async (buyerId) => {
      await call("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, { name: buyerId });
      return { buyerId, key: (await call("POST", `/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey, {})).key };
    });

    // The ping baseline's room: one negotiation of the shop.
    await call("PUT", `/v1/shops/${shop.shopId}/products/ping`, shop.adminKey, { name: "ping", currency: "EUR", anchorMinor: 10_000, floorMinor: 8_000 });
    const roomId = (await call("POST", `/v1/shops/${shop.shopId}/negotiations`, consumers[0].key, { productId: "ping", quantity: 1 })).negotiationId;

    // Idle baseline: what the stack burns with nothing to check.
    await sleep(3_000);
    let cpu = cpuByProcess(stack);
    await sleep(IDLE_SECONDS * 1000);
    const idle = cpu();

    // (1) One contract object.
    const [single] = await createContracts(call, shop, consumers, 1, 0);
    await postFor(call, shop, { seconds: 1, connections: 1, batchSize: 1000, pick: () => single }); // warm-up
    const one = [];
    for (const batchSize of [1000, 10_000]) {
      for (const connections of [1, 4]) {
        const pingBefore = await pingFor(stack.base, 2, roomId);
        cpu = cpuByProcess(stack);
        const client = process.cpuUsage();
        const r = await postFor(call, shop, { seconds: PHASE_SECONDS, connections, batchSize, pick: () => single });
        const used = cpu();
        const clientUsed = process.cpuUsage(client);
        const pingAfter = await pingFor(stack.base, 2, roomId);
        one.push({ batchSize, connections, ...r, ping: (pingBefore + pingAfter) / 2, workerdCpuShare: used.workerd / PHASE_SECONDS, clientCpuShare: (clientUsed.user + clientUsed.system) / 1e6 / PHASE_SECONDS });
      }
    }
    const best = Math.max(...one.map((r) => r.samplesPerSecond));
    figures.oneContract = one;
    console.log(`\n(1) samples into ONE contract object over HTTP (POST …/samples), ${PHASE_SECONDS} s per row; DO ping = bare RPC req/s measured either side`);
    console.table(
      one.map((r) => ({
        batch: fmt(r.batchSize),
        connections: r.connections,
        "samples/s": fmt(r.samplesPerSecond),
        "batches/s": fmt(r.batches / PHASE_SECONDS, 1),
        "batch p50 / p99 ms": `${fmt(r.p50)} / ${fmt(r.p99)}`,
        "batches/s ÷ DO ping req/s": (r.batches / PHASE_SECONDS / r.ping).toFixed(3),
        "workerd CPU (cores)": r.workerdCpuShare.toFixed(2),
        "this load generator CPU (cores)": r.clientCpuShare.toFixed(2),
        "vs target 10,000/s": `${(r.samplesPerSecond / TARGET_SAMPLES_PER_SECOND).toFixed(1)}×`,
      })),
    );
    console.log(`one contract object absorbs up to ${fmt(best)} samples/s over HTTP here (target ≥ 10,000/s: ${best >= TARGET_SAMPLES_PER_SECOND ? "met" : "NOT met"})`);

    // (2) 100 contracts.
    const hundred = [single, ...(await createContracts(call, shop, consumers, 99, 1))];
    cpu = cpuByProcess(stack);
    const spreadRun = await postFor(call, shop, { seconds: PHASE_SECONDS, connections: 8, batchSize: 1000, pick: (k) => hundred[k % hundred.length] });
    const spreadCpu = cpu();
    figures.hundredContracts = { ...spreadRun, cpu: spreadCpu };
    console.log(`\n(2) across 100 contracts, batches of 1,000 round-robin, 8 connections, ${PHASE_SECONDS} s`);
    console.table([
      {
        "samples/s": fmt(spreadRun.samplesPerSecond),
        "batch p50 / p99 ms": `${fmt(spreadRun.p50)} / ${fmt(spreadRun.p99)}`,
        ...Object.fromEntries(Object.entries(spreadCpu).map(([k, v]) => [`${k} CPU (cores)`, (v / PHASE_SECONDS).toFixed(2)])),
      },
    ]);

    // (3) The checks' cost: 100 contracts idle but for their alarms.
    await sleep(3_000);
    cpu = cpuByProcess(stack);
    const idleStarted = Date.now();
    await sleep(IDLE_SECONDS * 1000);
    const used = cpu();
    const idleEnded = Date.now();
    const idleSeconds = (idleEnded - idleStarted) / 1000;
    // The checks made meanwhile, counted in Postgres (each judged something, so each left a contract.checked row),
    // once the consumer has stored everything up to the period's end.
    const checks = await checksBetween(stack.databaseUrl, shop.shopId, idleStarted, idleEnded);
    const perCheck = Object.fromEntries(Object.entries(used).map(([k, v]) => [k, ((v - (idle[k] * idleSeconds) / IDLE_SECONDS) * 1000) / Math.max(1, checks)]));
    const perCheckTotal = Object.values(perCheck).reduce((a, b) => a + b, 0);
    figures.check = { contracts: hundred.length, seconds: idleSeconds, checks, cpuMsPerCheck: perCheck, cpuMsPerCheckTotal: perCheckTotal };
    console.log(`\n(3) one check (alarm → read 18 windows → judge → commit → contract.checked → queue → Postgres), 100 contracts left to their alarms for ${fmt(idleSeconds, 1)} s`);
    console.table([
      { what: "checks made (contract.checked rows in Postgres)", figure: `${fmt(checks)} (${fmt(checks / idleSeconds / hundred.length, 2)} per contract per second)` },
      ...Object.entries(perCheck).map(([k, v]) => ({ what: `${k}: CPU per check, idle stack subtracted`, figure: `${fmt(v, 2)} ms` })),
      { what: "all processes: CPU per check", figure: `${fmt(perCheckTotal, 2)} ms` },
    ]);

    // (4) The most contracts one shop can monitor at 1-s checks.
    const all = [...hundred];
    const ramp = [];
    let limit = null;
    for (const target of STEPS) {
      if (all.length < target) {
        const added = await createContracts(call, shop, consumers, target - all.length, all.length);
        // One batch each: their windows then hold samples to judge for the next 15 minutes.
        await pool(added, 4, (id) => call("POST", `/v1/contracts/${id}/samples`, shop.adminKey, { batchId: `seed-${id}`, samples: samples(200) }));
        all.push(...added);
      }
      await sleep(5_000);
      cpu = cpuByProcess(stack);
      const from = Date.now();
      await sleep(SETTLE_SECONDS * 1000);
      const stepCpu = cpu();
      const seconds = (Date.now() - from) / 1000;
      const ages = (await checkAges(call, shop, spread(all, 40))).map((a) => a.age).sort((a, b) => a - b);
      const late = ages.filter((a) => a > LAG_MS).length;
      const lagging = late > ages.length * 0.1 || ages.at(-1) > 5_000;
      const trail = await postgresTrail(stack.databaseUrl, shop.shopId);
      const shares = Object.fromEntries(Object.entries(stepCpu).map(([k, v]) => [k, v / seconds]));
      const busiest = Object.entries(shares).sort((a, b) => b[1] - a[1])[0];
      ramp.push({ trail, load: loadavg()[0], contracts: all.length, ageP50: ages[Math.floor(ages.length / 2)], ageMax: ages.at(-1), late, sampled: ages.length, lagging, shares, busiest });
      console.log(
        `  ${all.length} contracts: lastCheckAt age p50 ${fmt(ages[Math.floor(ages.length / 2)])} ms, max ${fmt(ages.at(-1))} ms (${late} of ${ages.length} sampled older than 2 s); ` +
          `CPU (cores) ${Object.entries(shares).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(", ")}; ` +
          `Postgres: newest check ${trail.newestAgeMs === null ? "none" : `${fmt(trail.newestAgeMs / 1000, 1)} s`} old, ${fmt(trail.storedPerSecond)} check rows/s stored`,
      );
      if (lagging) {
        limit = { lagsAt: all.length, busiest };
        break;
      }
    }
    const keptUp = ramp.filter((r) => !r.lagging).at(-1)?.contracts ?? 0;
    figures.ramp = ramp;
    figures.monitorable = { keptUp, lagsAt: limit?.lagsAt ?? null };
    console.log(`\n(4) contracts one shop monitors at 1-s checks here (a step lags when > 10% of 40 sampled contracts' lastCheckAt are older than 2 s)`);
    console.table(
      ramp.map((r) => ({
        contracts: r.contracts,
        "lastCheckAt age p50 / max ms": `${fmt(r.ageP50)} / ${fmt(r.ageMax)}`,
        "older than 2 s": `${r.late} of ${r.sampled}`,
        ...Object.fromEntries(Object.entries(r.shares).map(([k, v]) => [`${k} (cores)`, v.toFixed(2)])),
        "Postgres: newest check age s / rows stored per s": `${r.trail.newestAgeMs === null ? "–" : fmt(r.trail.newestAgeMs / 1000, 1)} / ${fmt(r.trail.storedPerSecond)}`,
        "load avg (1 min)": r.load.toFixed(1),
        verdict: r.lagging ? "LAGS" : "keeps up",
      })),
    );
    if (limit) {
      console.log(`kept up with ${keptUp} contracts; lags at ${limit.lagsAt}. Busiest process then: ${limit.busiest[0]} at ${limit.busiest[1].toFixed(2)} cores (of 2, shared with this load generator)`);
    } else {
      console.log(`kept up at every step, up to ${keptUp} contracts (BENCH_SLA_STEPS to go further; the shop's limit of contracts per agent is at most 1,024)`);
    }
    if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "sla-http.json"), JSON.stringify(figures));
  } finally {
    await Promise.all([stack?.wrangler.stop(10_000), stack?.pg.stop(10_000)]).catch(() => {});
    rmSync(persist, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  });
}

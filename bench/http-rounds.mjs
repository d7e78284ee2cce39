// Full negotiation rounds per second over HTTP against `wrangler dev --log-level warn`, as a ratio to
// a bare Durable Object RPC ping through the same worker, measured in the same run.
//
// Two configurations, each with its own ping baseline:
// - "edge only": wrangler.toml without its queue consumers. Events pile up in the local queue. This is what the
//   target is about: on these 2 cores the consumer and Postgres would otherwise compete with the Durable Objects
//   during the round phase but not during the ping phase; in production they run elsewhere (Neon, queue consumers).
// - "whole system": the real wrangler.toml, consumers writing to an embedded Postgres in a child process (so its
//   WebAssembly work does not stall the load generator's event loop).
// State is persisted on tmpfs (/dev/shm) by default: the local runtime fsyncs every SQLite commit on its only
// thread (0.8 ms per fsync measured on this disk), which production Durable Objects do not do on the isolate's
// thread. BENCH_PERSIST=disk measures on disk instead.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const onDisk = process.env.BENCH_PERSIST === "disk" || !existsSync("/dev/shm");
export const persistBase = onDisk ? tmpdir() : "/dev/shm";

/** The embedded Postgres in its own process; resolves with its DATABASE_URL and a stop function. */
async function startDbProcess() {
  const child = spawn(process.execPath, [join(root, "scripts/local-db.mjs")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PGLITE_DATA_DIR: "memory://", PGLITE_PORT: "0", PGLITE_BRIDGE_PORT: "0" },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  const databaseUrl = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("embedded Postgres did not start in 60 s")), 60_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = /DATABASE_URL=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`embedded Postgres exited with ${code}`)));
  }).catch((error) => {
    stop();
    throw error;
  });
  child.stdout.resume();
  return { databaseUrl, stop };
}

export async function benchHttpRounds({ seconds = 10, connections = 16, negotiations = 200, port = 8799, edgeOnly = true } = {}) {
  const persist = mkdtempSync(join(persistBase, "parley-bench-"));
  const operator = "bench-operator-token";
  const base = `http://127.0.0.1:${port}`;
  const db = edgeOnly ? null : await startDbProcess();
  const envFile = join(persist, "bench.env");
  writeFileSync(envFile, `OPERATOR_TOKEN=${operator}\n${db ? `DATABASE_URL=${db.databaseUrl}\n` : ""}`);
  const config = join(persist, "wrangler.toml");
  writeFileSync(config, benchConfig(edgeOnly));
  const wrangler = spawn(
    join(root, "node_modules/.bin/wrangler"),
    ["dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", join(persist, "state"), "--log-level", "warn",
     "--env-file", envFile, "--var", "BENCH_ROUTES:1", "--show-interactive-dev-session=false"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], detached: true, env: { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" } },
  );
  try {
    await waitFor(`${base}/`);
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
    await fetch(`${base}/v1/shops/${shop.shopId}/products/bench`, {
      method: "PUT",
      headers: { authorization: `Bearer ${shop.adminKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", currency: "EUR", anchorMinor: 1_000_000, floorMinor: 500_000, maxRounds: 100, ttlSeconds: 3600 }),
    });
    const openRooms = async (count) => {
      const rooms = [];
      for (let i = 0; i < count; i++) rooms.push(await post(`/v1/shops/${shop.shopId}/negotiations`, "-", { productId: "bench", quantity: 1, buyer: { id: `b${rooms.length}-${Math.random()}` } }));
      return rooms;
    };
    // Separate negotiations for the two round variants, so neither runs out of rounds (maxRounds 100).
    const rooms = await openRooms(negotiations);
    const keyedRooms = await openRooms(negotiations);
    const run = (title, makeRequest, pool = rooms) =>
      new Promise((resolve, reject) => {
        let i = 0;
        const instance = autocannon(
          {
            url: base,
            connections,
            duration: seconds,
            requests: [{ setupRequest: (req) => ({ ...req, ...makeRequest(pool[i % pool.length], i++) }) }],
          },
          (err, result) => (err ? reject(err) : resolve({ title, result })),
        );
        instance.on("error", reject);
      });
    // Warm both paths so neither pays for first-use compilation or object start-up.
    await run("warm-up", (n) => ({ method: "GET", path: `/bench/ping/${n.negotiationId}` }));
    const ping = await run("DO RPC ping", (n) => ({ method: "GET", path: `/bench/ping/${n.negotiationId}` }));
    const read = await run("read negotiation (GET)", (n) => ({
      method: "GET",
      path: `/v1/negotiations/${n.negotiationId}`,
      headers: { authorization: `Bearer ${n.token}` },
    }));
    // Bids stay below the floor, so every request is a full round (counter + commit) until max rounds.
    const rounds = await run("full round", (n) => ({
      method: "POST",
      path: `/v1/negotiations/${n.negotiationId}/offers`,
      headers: { authorization: `Bearer ${n.token}`, "content-type": "application/json" },
      body: JSON.stringify({ priceMinor: 100_000 }),
    }));
    // The same with an Idempotency-Key on every request, as a careful buyer agent sends: the record is stored too.
    const keyed = await run("full round + Idempotency-Key", (n, i) => ({
      method: "POST",
      path: `/v1/negotiations/${n.negotiationId}/offers`,
      headers: { authorization: `Bearer ${n.token}`, "content-type": "application/json", "idempotency-key": `bench-${i}-${n.negotiationId.slice(0, 8)}` },
      body: JSON.stringify({ priceMinor: 100_000 }),
    }), keyedRooms);
    const row = ({ title, result }) => ({
      path: title,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
    const table = [row(ping), row(read), row(rounds), row(keyed)];
    // A ratio over failed requests would be meaningless: refuse to report one.
    for (const { title, result } of [ping, read, rounds, keyed]) {
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
    }
    const ratio = (r) => r.result.requests.average / ping.result.requests.average;
    return { table, ratio: ratio(rounds), keyedRatio: ratio(keyed) };
  } finally {
    try {
      process.kill(-wrangler.pid, "SIGTERM");
    } catch {}
    db?.stop();
    // Give the runtime a moment to let go of its files before they are removed.
    await new Promise((r) => setTimeout(r, 500));
    rmSync(persist, { recursive: true, force: true });
  }
}

/** wrangler.toml with an absolute `main`, minus the queue consumers when only the edge is measured. */
function benchConfig(edgeOnly) {
  let toml = readFileSync(join(root, "wrangler.toml"), "utf8").replace(/^main = "(.*)"$/m, (_m, main) => `main = "${join(root, main)}"`);
  if (edgeOnly) toml = toml.replace(/\[\[queues\.consumers\]\][^[]*/g, "");
  return toml;
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  console.log(`state persisted on ${onDisk ? `disk (${persistBase})` : "tmpfs (/dev/shm); BENCH_PERSIST=disk for disk"}`);
  for (const edgeOnly of [true, false]) {
    const name = edgeOnly ? "edge only (no queue consumers)" : "whole system (consumers writing to Postgres on the same 2 cores)";
    const { table, ratio, keyedRatio } = await benchHttpRounds({ seconds, edgeOnly });
    console.log(`\n${name}`);
    console.table(table);
    console.log(`${name}: full round / DO ping = ${ratio.toFixed(2)}${edgeOnly ? " (target ≥ 0.70)" : ""}; with Idempotency-Key ${keyedRatio.toFixed(2)}`);
  }
}

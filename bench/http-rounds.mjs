// Full negotiation rounds per second over HTTP against `wrangler dev --log-level warn`, as a ratio to
// a bare Durable Object RPC ping through the same worker, measured in the same run.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalDb } from "../scripts/local-db.mjs";

const root = new URL("..", import.meta.url).pathname;

export async function benchHttpRounds({ seconds = 10, connections = 16, negotiations = 200, port = 8799 } = {}) {
  const persist = mkdtempSync(join(tmpdir(), "parley-bench-"));
  const operator = "bench-operator-token";
  const base = `http://127.0.0.1:${port}`;
  // The whole system, as in production: the queue consumers really write to a (throwaway) Postgres.
  const db = await startLocalDb({ dataDir: null, port: 0, bridgePort: 0 });
  const envFile = join(persist, "bench.env");
  // BENCH_NO_DB=1 leaves the consumers without a database (they keep retrying): isolates the edge's own cost.
  writeFileSync(envFile, `OPERATOR_TOKEN=${operator}\n${process.env.BENCH_NO_DB === "1" ? "" : `DATABASE_URL=${db.databaseUrl}\n`}`);
  const wrangler = spawn(
    join(root, "node_modules/.bin/wrangler"),
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--log-level", "warn",
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
    const rooms = [];
    for (let i = 0; i < negotiations; i++) {
      const n = await post(`/v1/shops/${shop.shopId}/negotiations`, "-", { productId: "bench", quantity: 1, buyer: { id: `b${i}` } });
      rooms.push(n);
    }
    const run = (title, makeRequest) =>
      new Promise((resolve, reject) => {
        let i = 0;
        const instance = autocannon(
          {
            url: base,
            connections,
            duration: seconds,
            requests: [{ setupRequest: (req) => ({ ...req, ...makeRequest(rooms[i++ % rooms.length]) }) }],
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
    const row = ({ title, result }) => ({
      path: title,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
    const table = [row(ping), row(read), row(rounds)];
    // A ratio over failed requests would be meaningless: refuse to report one.
    for (const { title, result } of [ping, read, rounds]) {
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
    }
    return { table, ratio: rounds.result.requests.average / ping.result.requests.average };
  } finally {
    try {
      process.kill(-wrangler.pid, "SIGTERM");
    } catch {}
    await db.stop().catch(() => {});
    rmSync(persist, { recursive: true, force: true });
  }
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
  const { table, ratio } = await benchHttpRounds({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });
  console.table(table);
  console.log(`full round / DO ping throughput ratio: ${ratio.toFixed(2)} (target ≥ 0.80)`);
}

#!/usr/bin/env node
// `npm run bench -- roleplay`: the roleplay must-show (issue 29, item 5) against a local stack. It starts the
// embedded Postgres and `wrangler dev` the way the http section does (bench/http-rounds.mjs benchConfig: the real
// wrangler.toml, rate limits raised out of one load generator's reach), seeds a shop with one product (list
// 100.00 EUR, floor 70.00, public facts for shipping, warranty and delivery), then runs the real CLI
// (scripts/roleplay.ts: 200 offline runs by default, 4 languages × 4 styles, 50 per request) through the API, and
// prints completion, the share handed to a person (target ≤ 2%), agreements and verdict counts. The HTML report is
// written to BENCH_ROLEPLAY_REPORT (default: the OS temp dir).
//   BENCH_ROLEPLAY_RUNS=200   BENCH_ROLEPLAY_SEED=2911   BENCH_ROLEPLAY_REPORT=/tmp/roleplay-report.html
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchConfig, persistBase } from "./http-rounds.mjs";
import { databaseUrlOf, spawnGroup } from "./process-group.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const runs = Number(process.env.BENCH_ROLEPLAY_RUNS ?? 200);
const seed = Number(process.env.BENCH_ROLEPLAY_SEED ?? 2911);
const report = process.env.BENCH_ROLEPLAY_REPORT ?? join(tmpdir(), "roleplay-report.html");
const TARGET_HANDED = 0.02;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, check, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    check();
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

const persist = mkdtempSync(join(persistBase, "parley-roleplay-"));
let db = null;
let wrangler = null;
let failed = false;
try {
  db = spawnGroup(process.execPath, [join(root, "scripts/local-db.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PGLITE_DATA_DIR: "memory://", PGLITE_PORT: "0", PGLITE_BRIDGE_PORT: "0" },
  });
  const databaseUrl = await databaseUrlOf(db, { timeoutMs: 60_000 });
  db.stdout.resume();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const operator = "bench-operator-token";
  const envFile = join(persist, "bench.env");
  writeFileSync(envFile, `OPERATOR_TOKEN=${operator}\nWEBHOOK_SEALING_KEY=bench-sealing-key-0123456789abcdef\nDATABASE_URL=${databaseUrl}\n`);
  const config = join(persist, "wrangler.toml");
  writeFileSync(config, benchConfig(false));
  const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_REGISTRY_PATH: "", X_LOCAL_OBSERVABILITY: "false" };
  for (const name of ["OPERATOR_TOKEN", "DATABASE_URL", "WEBHOOK_SEALING_KEY"]) delete env[name];
  wrangler = spawnGroup(
    process.execPath,
    ["--no-warnings", wranglerCli, "dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", join(persist, "state"), "--log-level", "warn", "--env-file", envFile, "--show-interactive-dev-session=false", "--test-scheduled"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env, stopSignal: "SIGINT" },
  );
  let exit;
  wrangler.exited.then((code) => (exit = code));
  await waitFor(`${base}/`, () => {
    if (exit !== undefined) throw new Error(`wrangler dev exited (${exit}) before answering`);
  });
  const call = async (method, path, token, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}), ...headers }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const shop = await call("POST", "/v1/shops", operator, { name: "Roleplay bench shop" }, { "idempotency-key": `roleplay-bench-${Date.now()}` });
  await call("PUT", `/v1/shops/${shop.shopId}/products/table`, shop.adminKey, {
    name: "Oak table",
    currency: "EUR",
    anchorMinor: 10_000,
    floorMinor: 7_000,
    publicFacts: { shipping: "Free within the EU.", warranty: "2 years.", delivery: "3-5 working days." },
  });
  const started = Date.now();
  const cli = spawnSync(process.execPath, ["--import", "tsx", "scripts/roleplay.ts", "--url", base, "--shop", shop.shopId, "--admin-key", shop.adminKey, "--product", "table", "--runs", String(runs), "--seed", String(seed), "--out", report, "--json-only"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (cli.status !== 0) throw new Error(`scripts/roleplay.ts failed (${cli.status}): ${cli.stdout.slice(-2000)}`);
  const f = JSON.parse(cli.stdout);
  const seconds = (Date.now() - started) / 1000;
  const agreed = f.ends.agreed ?? 0;
  console.log(`${f.runs} runs (seed ${seed}, 4 languages × 4 styles) in ${seconds.toFixed(0)} s against wrangler dev + PGlite`);
  console.log(`| runs | completed | handed to a person | agreed | walked away | PASS | NEUTRAL | FAIL |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  console.log(`| ${f.runs} | ${f.completed} | ${f.handedToPerson} (${(f.handedToPersonShare * 100).toFixed(1)}%) | ${agreed} | ${f.ends["walked-away"] ?? 0} | ${f.verdicts.PASS ?? 0} | ${f.verdicts.NEUTRAL ?? 0} | ${f.verdicts.FAIL ?? 0} |`);
  console.log(`ends: ${JSON.stringify(f.ends)}`);
  console.log(`by language (agreed/runs, handed): ${Object.entries(f.byLanguage ?? {}).map(([k, v]) => `${k} ${v.agreed}/${v.runs}, ${v.handedToPerson}`).join("; ")}`);
  console.log(`by style (agreed/runs, handed): ${Object.entries(f.byStyle ?? {}).map(([k, v]) => `${k} ${v.agreed}/${v.runs}, ${v.handedToPerson}`).join("; ")}`);
  console.log(`handed to a person ${(f.handedToPersonShare * 100).toFixed(1)}% (target ≤ ${TARGET_HANDED * 100}%): ${f.handedToPersonShare <= TARGET_HANDED ? "met" : "NOT met"}; completed ${f.completed}/${f.runs}`);
  console.log(`report: ${report}`);
  if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "roleplay.json"), JSON.stringify({ ...f, seconds }));
  failed = f.completed !== f.runs || f.handedToPersonShare > TARGET_HANDED;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await wrangler?.stop();
  await db?.stop();
  rmSync(persist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The local edge stack on embedded defaults: wrangler dev with Durable Objects persisted under .data/,
// a generated operator token, and a seeded demo shop. No accounts, no keys.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalDb } from "./local-db.mjs";
import { cronsFromWranglerToml, localCronSettings, scheduledUrl, startLocalCron } from "./local-cron.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = join(root, ".data");
const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 8787);
const base = `http://${host}:${port}`;

mkdirSync(dataDir, { recursive: true });
// The Worker's cron as in production (scripts/local-cron.mjs); read first, so a bad setting fails before anything starts.
const cronSettings = localCronSettings();
// The dashboard's static files (wrangler serves them under /dashboard/).
const built = spawnSync(process.execPath, [join(root, "scripts", "build-dashboard.mjs")], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const operatorToken = kept("OPERATOR_TOKEN", () => `op_${randomBytes(24).toString("base64url")}`);
// Seals webhook signing secrets at rest: kept across restarts, or the secrets stored under it could not be opened.
const sealingKey = kept("WEBHOOK_SEALING_KEY", () => randomBytes(32).toString("base64url"));
// Postgres: the one in DATABASE_URL (e.g. Neon), or the embedded PGlite + pgvector under .data/pglite.
const localDb = process.env.DATABASE_URL ? null : await startLocalDb({ log: (line) => console.log(`[pglite] ${line}`) });
const databaseUrl = process.env.DATABASE_URL ?? localDb.databaseUrl;
writeDevVars({ OPERATOR_TOKEN: operatorToken, DATABASE_URL: databaseUrl, WEBHOOK_SEALING_KEY: sealingKey });

// CLOUDFLARE_CF_FETCH_ENABLED=false: miniflare would fetch a sample `request.cf` from workers.cloudflare.com on
// every fresh clone (no network here: a stack trace and a 3-s timeout); Parley does not read `request.cf`.
const wrangler = spawn(
  join(root, "node_modules", ".bin", "wrangler"),
  // PARLEY_WEBHOOK_ALLOW_HTTP: local development only, webhooks may go to http://127.0.0.1 (a receiver on this machine).
  ["dev", "--ip", host, "--port", String(port), "--persist-to", join(dataDir, "wrangler"), "--test-scheduled", "--show-interactive-dev-session=false", "--var", "PARLEY_WEBHOOK_ALLOW_HTTP:1", ...realServices()],
  { cwd: root, stdio: ["ignore", "inherit", "inherit"], detached: true, env: { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
);
let cron = null;
const stop = async () => {
  cron?.stop();
  try {
    process.kill(-wrangler.pid, "SIGTERM");
  } catch {}
  await localDb?.stop().catch(() => {});
};
process.on("SIGINT", () => stop().then(() => process.exit(130)));
process.on("SIGTERM", () => stop().then(() => process.exit(143)));
wrangler.on("exit", (code) => stop().then(() => process.exit(code ?? 1)));

await waitForServer();
const demo = await seedDemo();
printWelcome(demo);
cron = startCron();

/** Fires the scheduled handler ~5 s from now (catching up), then on wrangler.toml's `crons`, unless PARLEY_LOCAL_CRON=0. */
function startCron() {
  const crons = cronsFromWranglerToml(readFileSync(join(root, "wrangler.toml"), "utf8"));
  if (crons.length === 0) {
    console.log("[cron] wrangler.toml has no [triggers] crons: nothing to run");
    return null;
  }
  if (!cronSettings.enabled) {
    console.log(`[cron] local cron off (PARLEY_LOCAL_CRON=0); run it by hand: curl '${scheduledUrl(base, crons[0])}'`);
    return null;
  }
  return startLocalCron({ base, crons, catchUpMs: 5_000, everySeconds: cronSettings.everySeconds });
}

/** wrangler dev reads its secrets from .dev.vars (kept private to this user). */
function writeDevVars(vars) {
  const text = Object.entries(vars).map(([k, v]) => `${k}=${v}`).join("\n");
  writeFileSync(join(root, ".dev.vars"), `${text}\n`, { mode: 0o600 });
}

/**
 * wrangler dev hands the Worker only the secrets wrangler.toml requires: the optional adapters' settings set in
 * this shell (OpenAI, Neo4j Aura) are passed on as variables, so setting them switches each adapter to the real
 * service locally as it does deployed. (They show in this machine's process list while the stack runs.)
 */
function realServices() {
  const names = [
    "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_EXTRACTION_MODEL", "OPENAI_EMBEDDING_MODEL",
    "PARLEY_LANGUAGE_MODEL", "OPENAI_LANGUAGE_API_KEY", "OPENAI_LANGUAGE_BASE_URL", "OPENAI_LANGUAGE_MODEL",
    "NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD", "NEO4J_DATABASE", "NEO4J_TIMEOUT_MS",
  ];
  const set = names.filter((name) => process.env[name]);
  if (set.length > 0) console.log(`[start] real services: ${set.join(", ")}`);
  return set.flatMap((name) => ["--var", `${name}:${process.env[name]}`]);
}

/** A local secret that survives restarts (in .dev.vars), so printed commands and sealed data keep working. */
function kept(name, fresh) {
  const file = join(root, ".dev.vars");
  if (existsSync(file)) {
    const match = readFileSync(file, "utf8").match(new RegExp(`^${name}=(.+)$`, "m"));
    if (match) return match[1].trim();
  }
  return fresh();
}

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${base} within 60 s`);
}

async function call(method, path, token, body, extraHeaders = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}), ...extraHeaders },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Creates the demo shop and product once; .data/demo.json remembers the shop's id and key. */
async function seedDemo() {
  const file = join(dataDir, "demo.json");
  let demo = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  if (!demo) {
    const shop = await call("POST", "/v1/shops", operatorToken, { name: "Demo Coffee Gear" }, { "idempotency-key": `demo-${randomBytes(8).toString("hex")}` });
    demo = { shopId: shop.shopId, adminKey: shop.adminKey };
    writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
  }
  const product = await fetch(`${base}/v1/shops/${demo.shopId}/products/espresso-machine`, {
    headers: { authorization: `Bearer ${demo.adminKey}` },
  });
  if (product.status === 404) {
    await call("PUT", `/v1/shops/${demo.shopId}/products/espresso-machine`, demo.adminKey, {
      name: "Espresso machine",
      currency: "EUR",
      anchorMinor: 89_900,
      floorMinor: 72_000,
    });
  } else if (!product.ok) {
    throw new Error(`demo product check failed: ${product.status} ${await product.text()}`);
  }
  if (!demo.buyerKey) {
    // A registered buyer for the demo session: buyers are who their credential says, never a body field.
    await call("PUT", `/v1/shops/${demo.shopId}/buyers/demo-buyer`, demo.adminKey, { name: "Demo buyer agent" });
    const key = await call("POST", `/v1/shops/${demo.shopId}/buyers/demo-buyer/keys`, demo.adminKey);
    demo.buyerKey = key.key;
    writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
  }
  return demo;
}

function printWelcome({ shopId, adminKey, buyerKey }) {
  const line = "─".repeat(78);
  console.log(`
${line}
Parley is running at ${base}        API docs: ${base}/docs   OpenAPI: ${base}/openapi.json
Dashboard      : ${base}/dashboard/   sign in with the demo shop id and admin key below
State persists in .data/ (delete it for a clean slate).
Postgres       : ${localDb ? "embedded PGlite + pgvector (.data/pglite)" : "DATABASE_URL"}

Operator token : ${operatorToken}
Demo shop id   : ${shopId}
Demo admin key : ${adminKey}
Demo product   : espresso-machine (list price 899.00 EUR)
Demo buyer key : ${buyerKey}   (buyer "demo-buyer"; buyers without a key are anonymous, with lower limits)

Negotiate as a buyer agent (copy-paste into a shell):

  R=$(curl -s -X POST ${base}/v1/shops/${shopId}/negotiations \\
        -H 'authorization: Bearer ${buyerKey}' -H 'content-type: application/json' \\
        -d '{"productId":"espresso-machine","quantity":1}'); echo "$R"
  NEG=$(echo "$R" | grep -o '"negotiationId":"[^"]*"' | cut -d'"' -f4)
  TOKEN=$(echo "$R" | grep -o '"token":"[^"]*"' | cut -d'"' -f4)
  curl -s -X POST ${base}/v1/negotiations/$NEG/offers -H "authorization: Bearer $TOKEN" \\
       -H 'content-type: application/json' -d '{"priceMinor":70000}'; echo
  curl -s -X POST ${base}/v1/negotiations/$NEG/offers -H "authorization: Bearer $TOKEN" \\
       -H 'content-type: application/json' -d '{"priceMinor":78000}'; echo
  curl -s -X POST ${base}/v1/negotiations/$NEG/offers -H "authorization: Bearer $TOKEN" \\
       -H 'content-type: application/json' -d '{"message":"I could do 790 EUR, is that ok?"}'; echo
  curl -s -X POST ${base}/v1/negotiations/$NEG/accept -H "authorization: Bearer $TOKEN"; echo

Connect an MCP client (Streamable HTTP) as the demo buyer — tools find_products, open_negotiation,
make_offer (a price, a message, or both), accept, withdraw, get_negotiation:

  URL ${base}/mcp   with the header  Authorization: Bearer ${buyerKey}
  Discovery: ${base}/.well-known/agent-card.json   catalog: ${base}/v1/shops/${shopId}/catalog

Opening again on the same product resumes where the last negotiation left off (the shop remembers).

As the shop owner (the shop's view explains each offer, its private reserve included):

  curl -s ${base}/v1/negotiations/$NEG -H 'authorization: Bearer ${adminKey}'; echo
  curl -s ${base}/v1/shops/${shopId}/negotiations?status=agreed -H 'authorization: Bearer ${adminKey}'; echo
${line}`);
}

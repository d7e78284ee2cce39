/**
 * npm run rehearse -- --product <id> [--shop <id> --key <admin key>] [--url http://127.0.0.1:8787]
 *   [--floor <minor>] [--anchor <minor>] [--strategy adaptive|boulware|linear|conceder] [--exponent <β>]
 *   [--max-rounds <n>] [--policy <file.yaml>] [--buyers <n>] [--seed <n>] [--quantity <n>] [--report <file.html>]
 *
 * Rehearses a product's live settings (and the proposed ones given as flags) against simulated buyers, here
 * in-process, with the same code and answers as POST /v1/shops/{shopId}/rehearsals for the same seed. The
 * product, the active policy set and the market statistics are read from the shop's API; nothing is written
 * to it. Without --shop/--key it uses the demo shop that `npm start` seeded (.data/demo.json).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { ArmPosterior, Insight } from "../kernel";
import { parsePolicySet } from "../policies";
import { rehearsalSettings, rehearseProduct, renderReport, type RehearsalSettings, type RehearsalSummary } from "../rehearsal";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.PARLEY_URL ?? "http://127.0.0.1:8787" },
    shop: { type: "string" },
    key: { type: "string", default: process.env.PARLEY_ADMIN_KEY },
    product: { type: "string" },
    floor: { type: "string" },
    anchor: { type: "string" },
    strategy: { type: "string" },
    exponent: { type: "string" },
    "max-rounds": { type: "string" },
    policy: { type: "string" },
    buyers: { type: "string", default: "5000" },
    seed: { type: "string" },
    quantity: { type: "string", default: "1" },
    report: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

function fail(message: string): never {
  process.stderr.write(`rehearse: ${message}\n`);
  process.exit(2);
}

if (args.help) {
  process.stdout.write(readFileSync(new URL(import.meta.url), "utf8").split("*/")[0]!.replace(/^\/\*\*?|^ \* ?/gm, ""));
  process.exit(0);
}

const demoFile = join(process.cwd(), ".data", "demo.json");
const demo = existsSync(demoFile) ? (JSON.parse(readFileSync(demoFile, "utf8")) as { shopId: string; adminKey: string }) : null;
const shopId = args.shop ?? demo?.shopId ?? fail("--shop is required (no .data/demo.json from `npm start`)");
const key = args.key ?? (args.shop === undefined || args.shop === demo?.shopId ? demo?.adminKey : undefined) ?? fail("--key (or PARLEY_ADMIN_KEY) is required");
const productId = args.product ?? (demo && shopId === demo.shopId ? "espresso-machine" : fail("--product is required"));
const integer = (name: string, text: string | undefined, min: number, max: number) => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};

async function get<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${args.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  } catch (error) {
    fail(`cannot reach ${args.url} (${(error as Error).message}); is \`npm start\` running?`);
  }
  const body = (await res.json()) as T & { detail?: string };
  if (!res.ok) fail(`GET ${path} → ${res.status}: ${body.detail ?? JSON.stringify(body)}`);
  return body;
}

interface ProductView extends RehearsalSettings {
  name: string;
}

const product = await get<ProductView>(`/v1/shops/${shopId}/products/${encodeURIComponent(productId)}`);
const policySet = await get<{ version: number; source: string }>(`/v1/shops/${shopId}/policies`);
const stats = await get<{ items: { currency: string; count: number; meanUnitPriceMinor?: number; stdUnitPriceMinor?: number | null }[] }>(
  `/v1/shops/${shopId}/market-stats?productId=${encodeURIComponent(productId)}`,
);
const live = rehearsalSettings(product);
const proposed: Partial<RehearsalSettings> = {};
const floor = integer("floor", args.floor, 1, Number.MAX_SAFE_INTEGER);
const anchor = integer("anchor", args.anchor, 1, Number.MAX_SAFE_INTEGER);
const maxRounds = integer("max-rounds", args["max-rounds"], 1, 100);
if (floor !== undefined) proposed.floorMinor = floor;
if (anchor !== undefined) proposed.anchorMinor = anchor;
if (maxRounds !== undefined) proposed.maxRounds = maxRounds;
if (args.strategy !== undefined || args.exponent !== undefined) {
  const kind = (args.strategy ?? live.strategy.kind) as RehearsalSettings["strategy"]["kind"];
  if (!["adaptive", "boulware", "linear", "conceder"].includes(kind)) fail("--strategy must be adaptive, boulware, linear or conceder");
  const exponent = args.exponent === undefined ? undefined : Number(args.exponent);
  if (exponent !== undefined && !(exponent > 0 && exponent <= 10)) fail("--exponent must be above 0 and at most 10");
  proposed.strategy = { kind, ...(exponent === undefined ? {} : { exponent }) };
}
const merged = { ...live, ...proposed };
if (merged.floorMinor > merged.anchorMinor) fail(`the floor (${merged.floorMinor}) is above the list price (${merged.anchorMinor})`);

// What the learner holds for the product (404 until the cron has learned something).
const learning = await fetch(`${args.url}/v1/shops/${shopId}/products/${encodeURIComponent(productId)}/learning`, { headers: { authorization: `Bearer ${key}` } });
const learned = learning.ok ? ((await learning.json()) as { posteriors: ArmPosterior[]; acceptance: Insight["acceptance"] | null }) : null;

const liveParsed = parsePolicySet(policySet.source);
if (!liveParsed.ok) fail("the shop's active policy set does not parse");
let proposedPolicies;
if (args.policy !== undefined) {
  const parsed = parsePolicySet(readFileSync(args.policy, "utf8"), [{ productId, floorMinor: merged.floorMinor, anchorMinor: merged.anchorMinor }]);
  if (!parsed.ok) fail(`${args.policy}:\n${parsed.errors.map((e) => `  line ${e.line ?? "?"}: ${e.policyId ?? ""} ${e.message}`).join("\n")}`);
  proposedPolicies = parsed.set;
}

const buyers = integer("buyers", args.buyers, 100, 1_000_000)!;
const seed = integer("seed", args.seed, 0, 2 ** 32 - 1) ?? Math.floor(Math.random() * 2 ** 32);
const market = stats.items.find((m) => m.currency === product.currency) ?? null;

const tty = process.stderr.isTTY;
let lastDrawn = -1;
function progress(done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  if (!tty) {
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastDrawn) process.stderr.write(`${tenth * 10}% `);
    lastDrawn = tenth;
    if (done === total) process.stderr.write("\n");
    return;
  }
  process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} negotiations`);
  if (done === total) process.stderr.write("\n");
}

const started = performance.now();
const result = rehearseProduct({
  productId,
  live,
  livePolicies: liveParsed.set,
  ...(Object.keys(proposed).length > 0 ? { proposed } : {}),
  ...(proposedPolicies ? { proposedPolicies } : {}),
  market,
  learned: learned && { posteriors: learned.posteriors, acceptance: learned.acceptance },
  buyers,
  seed,
  quantity: integer("quantity", args.quantity, 1, 1_000_000)!,
  onProgress: progress,
});
const seconds = (performance.now() - started) / 1000;
const negotiations = result.buyers * (result.proposed ? 2 : 1);

const line = (label: string, f: (s: RehearsalSummary) => string) =>
  `  ${label.padEnd(26)}${f(result.live).padStart(14)}${result.proposed ? f(result.proposed).padStart(14) : ""}`;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const money = (m: number | null) => (m === null ? "—" : (m / 100).toFixed(2));
console.log(`\n${product.name} (${productId}), ${result.buyers} buyers per setting, seed ${seed}, basis ${result.basis.source}${result.learned ? ", with the learner's arms" : ""}`);
console.log(`  ${"".padEnd(26)}${"live".padStart(14)}${result.proposed ? "proposed".padStart(14) : ""}`);
console.log(line("agreement", (s) => pct(s.agreementRate)));
console.log(line("surplus share", (s) => s.surplusShare.toFixed(3)));
console.log(line(`mean price (${product.currency})`, (s) => money(s.meanPriceMinor)));
console.log(line(`revenue per buyer (${product.currency})`, (s) => money(s.revenuePerBuyerMinor)));
console.log(line("escalated decisions", (s) => pct(s.escalationRate)));
console.log(line("counters per deal", (s) => (s.meanRounds === null ? "—" : s.meanRounds.toFixed(1))));
console.log(line("deals below the floor", (s) => String(s.belowFloor)));
console.log(`${negotiations} negotiations in ${seconds.toFixed(2)} s (${Math.round(negotiations / seconds)} per second)`);

const reportFile = args.report ?? `rehearsal-${productId}.html`;
writeFileSync(reportFile, renderReport(result, { shopId, productName: product.name, generatedAt: new Date().toISOString() }));
console.log(`report: ${reportFile}`);

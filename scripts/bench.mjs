#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another (they share 2 cores, so never in parallel).
// Each prints its own figures as ratios against a baseline measured in the same run.
//   npm run bench                 all sections
//   npm run bench -- http kernel  only the named sections
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SECTIONS = {
  kernel: { title: "Kernel decisions per second", file: "bench/kernel.ts" },
  tournament: { title: "Negotiator tournament: buyer panel, both halves, against baselines", file: "bench/negotiation/tournament.ts" },
  attacks: { title: "Floor attacks: one buyer identity, ≤ 20 negotiations per product", file: "bench/negotiation/attacks.ts" },
  identities: { title: "Floor attacks with many identities: 5, 20 and 100 buyer ids per product (issue 26)", file: "bench/negotiation/multi-identity/run.ts" },
  limits: { title: "What the panels allow: Parley beside shops told each buyer's deadline or reservation", file: "bench/negotiation/limits.ts" },
  defaults: { title: "The bundled default policy set against allow-all on every panel (and the seed governance example)", file: "bench/negotiation/default-policies.ts" },
  tactics: { title: "Tactic detectors: precision and recall per tactic on labelled synthetic negotiations", file: "bench/tactics/precision-recall.ts" },
  "counter-tactics": { title: "Counter-tactics (holdAfter) against the tournament's panel: surplus vs the default", file: "bench/tactics/counter-tactics.ts" },
  policies: { title: "Policy evaluation cost per decision", file: "bench/policies.ts" },
  rehearsal: { title: "Rehearsal: negotiations per second through the kernel and the bundled policy set, one core", file: "bench/rehearsal.ts" },
  http: { title: "Negotiation rounds over HTTP (wrangler dev), policies and audit on", file: "bench/http-rounds.mjs" },
  memory: { title: "Memory substrate: precedent search and ingestion", file: "bench/precedent-search.ts" },
  consumer: { title: "Negotiation-events consumer: events stored per second and backlog drain", file: "bench/consumer.ts" },
  injection: { title: "Injection corpus through the HTTP API and MCP: offline reader and an obedient model", file: "bench/injection/run.mjs" },
  reader: { title: "Reading buyers' words: adversarial 2,000-character messages against an ordinary one", file: "bench/reader.ts" },
  buying: { title: "Buying (issue 31): Parley's buying negotiator on the mirrored supplier panel, and suppliers probing for its ceiling", file: "bench/buying/run.ts" },
  packages: { title: "Packages (multi-issue, issue 28): Parley with terms against price-only Parley and baselines on seven domains", file: "bench/packages/run.ts" },
  roleplay: { title: "Roleplay: 200 offline honest personas against the live negotiator over HTTP (wrangler dev + Postgres), hand-overs and verdicts", file: "bench/roleplay.mjs" },
  honest: { title: "Honest buyers: the offline reader on the four-language honest-buyer corpus (issue 29)", file: "bench/honest-messages/run.ts" },
  sla: { title: "SLA monitoring (issue 30): samples absorbed per contract, CPU of one check of 6 metrics × 3 windows, 100 contracts", file: "bench/sla.ts" },
  "sla-http": { title: "SLA monitoring over HTTP (issue 30): samples into one contract object and across 100, a check's cost, contracts one shop monitors at 1-s checks", file: "bench/sla-http.mjs" },
  auction: { title: "Auctions (issue 31): does shading a bid pay under second-score (must not) and first-score (control), TUNE/HELD-OUT; 1,000 sealed bids into one auction and its close", file: "bench/auction/run.ts" },
  "auction-http": { title: "Auctions over HTTP (issue 31): 1,000 sealed bids from 1,000 suppliers into one auction object — bids/s, p50/p99 latency, close-and-score time", file: "bench/auction-http.mjs" },
  fleet: { title: "Fleet (issue 31): the coordinator against random and round-robin assignment, surplus per negotiation over 5 HELD-OUT seeds", file: "bench/fleet/run.ts" },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((w) => !(w in SECTIONS));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(", ")}; choose from ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}
// Sections may leave figures here (one JSON file each, BENCH_FIGURES/<name>.json) for the cross-section summary.
const figuresDir = mkdtempSync(join(tmpdir(), "parley-bench-"));
let failed = 0;
for (const [name, { title, file }] of Object.entries(SECTIONS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== ${title} (${file}) ===`);
  const args = file.endsWith(".ts") ? ["--import", "tsx", file] : [file];
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, BENCH_FIGURES: figuresDir } });
  if (run.status !== 0) {
    failed++;
    console.error(`section ${name} failed with exit code ${run.status}`);
  }
}
keepingUp();
rmSync(figuresDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

/**
 * Does the consumer keep up? Its throughput (consumer section) against the event rate of the heaviest round
 * load this run drove over HTTP (http section): a round writes at most three events to its outbox (the agent's
 * recommendation, the decision and, when a policy flags it, a violation), so rounds/s × 3. Target ≥ 3×.
 */
function keepingUp() {
  const read = (name) => (existsSync(join(figuresDir, `${name}.json`)) ? JSON.parse(readFileSync(join(figuresDir, `${name}.json`), "utf8")) : null);
  const http = read("http");
  const consumer = read("consumer");
  if (!http || !consumer) return;
  const produced = http.heaviestRoundsPerSecond * 3;
  const ratio = consumer.eventsPerSecond / produced;
  console.log(
    `\n=== Keeping up ===\nconsumer ${Math.round(consumer.eventsPerSecond)} events/s vs the heaviest round load of this run, ` +
      `${Math.round(http.heaviestRoundsPerSecond)} rounds/s × 3 events = ${Math.round(produced)} events/s: ${ratio.toFixed(2)}× (target ≥ 3: ${ratio >= 3 ? "met" : "NOT met"})`,
  );
}

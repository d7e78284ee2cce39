/**
 * `node --import tsx scripts/roleplay.ts --url http://127.0.0.1:8787 --shop <id> --admin-key <key> --product <id>
 *  [--runs 200] [--seed 1] [--out roleplay-report.html] [--json-only]`: roleplay rehearsals against a running Parley (npm start)
 * through its API (`POST /v1/shops/{shopId}/roleplays`, at most 50 runs a request, MAX_PARALLEL_RUNS at once on
 * the server), with a progress bar, the figures on stdout (and BENCH_FIGURES/roleplay.json under `npm run bench`)
 * and an HTML report of every transcript with its verdicts.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { roleplayReportHtml, type ReportRun } from "../roleplay/report";

const { values } = parseArgs({ options: { url: { type: "string", default: "http://127.0.0.1:8787" }, shop: { type: "string" }, "admin-key": { type: "string" }, product: { type: "string" }, runs: { type: "string", default: "200" }, seed: { type: "string", default: "1" }, out: { type: "string", default: "roleplay-report.html" }, "json-only": { type: "boolean", default: false } } });
if (!values.shop || !values["admin-key"] || !values.product) {
  console.error("usage: scripts/roleplay.ts --shop <id> --admin-key <key> --product <id> [--url] [--runs] [--seed] [--out]");
  process.exit(2);
}
const total = Number(values.runs);
const auth = { authorization: `Bearer ${values["admin-key"]}`, "content-type": "application/json" };
const bar = (done: number) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} runs`);
};
const runs: ReportRun[] = [];
const session = crypto.randomUUID().slice(0, 8);
type Row = { runs: number; handedToPerson: number; agreed: number };
const agg = { runs: 0, completed: 0, handedToPerson: 0, verdicts: { PASS: 0, NEUTRAL: 0, FAIL: 0 } as Record<string, number>, ends: {} as Record<string, number>, byLanguage: {} as Record<string, Row>, byStyle: {} as Record<string, Row> };
const addRows = (into: Record<string, Row>, from: Record<string, Row> | undefined) => {
  for (const [k, v] of Object.entries(from ?? {})) {
    const row = (into[k] ??= { runs: 0, handedToPerson: 0, agreed: 0 });
    row.runs += v.runs;
    row.handedToPerson += v.handedToPerson;
    row.agreed += v.agreed;
  }
};
/** The body as JSON, or a clear error naming the status (a proxy's HTML error page, a crash). */
const jsonOf = async (res: Response, what: string): Promise<any> => {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what}: HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`);
  }
};
bar(0);
for (let done = 0, chunk = 0; done < total; chunk++) {
  const n = Math.min(50, total - done);
  // An Idempotency-Key per chunk: a request cut off (wrangler dev reloading, a dropped connection) is retried
  // and returns the batch stored by the first attempt, or plays it once if nothing was stored.
  const idempotencyKey = `roleplay-cli-${session}-${chunk}`;
  let res: Response | undefined;
  let body: any;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(`${values.url}/v1/shops/${values.shop}/roleplays`, { method: "POST", headers: { ...auth, "idempotency-key": idempotencyKey }, body: JSON.stringify({ productId: values.product, runs: n, seed: Number(values.seed) * 1_000 + chunk }) });
      if (res.status < 500 || attempt >= 4) {
        body = await jsonOf(res, "POST roleplays");
        break;
      }
      process.stderr.write(`\nPOST roleplays: HTTP ${res.status}, retrying (${attempt}/3)\n`);
    } catch (error) {
      if (attempt >= 4) throw error;
      process.stderr.write(`\nPOST roleplays: ${(error as Error).message}, retrying (${attempt}/3)\n`);
    }
    await new Promise((r) => setTimeout(r, 2_000 * attempt));
  }
  if (res!.status !== 201) throw new Error(`roleplays: ${res!.status} ${JSON.stringify(body)}`);
  agg.runs += body.figures.runs;
  agg.completed += body.figures.completed;
  agg.handedToPerson += body.figures.handedToPerson;
  for (const [k, v] of Object.entries(body.figures.verdicts as Record<string, number>)) agg.verdicts[k] = (agg.verdicts[k] ?? 0) + v;
  for (const [k, v] of Object.entries(body.figures.ends as Record<string, number>)) agg.ends[k] = (agg.ends[k] ?? 0) + v;
  addRows(agg.byLanguage, body.figures.byLanguage);
  addRows(agg.byStyle, body.figures.byStyle);
  for (const r of body.runs) {
    const t: any = await jsonOf(await fetch(`${values.url}/v1/shops/${values.shop}/roleplays/${r.runId}`, { headers: auth }), `GET roleplays/${r.runId}`);
    runs.push({ ...r, turns: t.turns });
  }
  done += n;
  bar(done);
}
process.stderr.write("\n");
const figures = { ...agg, handedToPersonShare: agg.runs ? agg.handedToPerson / agg.runs : 0 };
writeFileSync(values.out!, roleplayReportHtml(`Roleplay: ${total} runs on ${values.product}`, figures, runs));
// --json-only: stdout is the figures alone (bench/roleplay.mjs reads them); the report path goes to stderr.
console.log(JSON.stringify(figures, null, values["json-only"] ? 0 : 2));
(values["json-only"] ? console.error : console.log)(`report: ${values.out}`);
if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "roleplay.json"), JSON.stringify(figures));

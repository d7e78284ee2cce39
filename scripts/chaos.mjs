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
//   contracts — issue #30: one shop with CHAOS_CONTRACTS (20) active service contracts, each from an agreed
//          negotiation, checked by their alarms every second; one reporter per contract posts batches of
//          CHAOS_CONTRACT_BATCH (500) samples for CHAOS_CONTRACT_SECONDS (40), a third breaching from the start and a
//          third from the restart (penalties either side of it); halfway, SIGKILL to wrangler's group and a restart on
//          the same state; a batch without an answer is posted again with the same batchId until it has one. Checks:
//          the postings the objects hold and Postgres's contract_postings are the same set (each id once, no
//          phantom), balances from Postgres = each object's view and sum to 0; each contract's 15-minute windows hold
//          exactly the samples of its distinct acknowledged batches (late/future as the receipts say), and its
//          stored sample_batches match (read from SQLite at the end); every active contract checked since the
//          restart; no dead letters; every contract outbox row left is already in Postgres.
//   auction — issue #31: one organisation, CHAOS_AUCTION_SUPPLIERS (200) suppliers with keys, a second-score request
//          whose deadline is CHAOS_AUCTION_SECONDS (45) after it opens; each supplier bids (every 5th re-bids lower
//          under a new id, every 11th withdraws), CHAOS_AUCTION_CONCURRENCY (8) at a time, a step without an answer
//          sent again under the same bid id until it has one; SIGKILL to wrangler's group once half the first bids
//          are acknowledged, again just after the deadline (while the alarm closes and awards), and once after the
//          close. Checks: every supplier's last acknowledged bid is its one bid in the result (nothing withdrawn or
//          unacknowledged there); the result equals the pure core's (auctions/, loaded through tsx) on those bids;
//          exactly one contract, active, for the award; a restart after the close changes nothing; and, from the
//          object's SQLite after the run, every acknowledged bid id in its bid log once, one auction.closed line.
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
//   CHAOS_CONTRACTS=20  CHAOS_CONTRACT_SECONDS=40  CHAOS_CONTRACT_BATCH=500  CHAOS_CONTRACT_PACE_MS=100
//   CHAOS_AUCTION_SUPPLIERS=200  CHAOS_AUCTION_SECONDS=45  CHAOS_AUCTION_CONCURRENCY=8
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "hdr-histogram-js";
import { databaseUrlOf, groupRssBytes, spawnGroup } from "../bench/process-group.mjs";
import { benchConfig } from "../bench/http-rounds.mjs";
import { pool } from "../bench/concurrency.mjs";
import { randomPackage as auctionPackage, requestBody as auctionRequest, seeded as seededRandom } from "./auction-scenario.mjs";

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
const CONTRACT_COUNT = envNumber("CHAOS_CONTRACTS", 20);
const CONTRACT_SECONDS = envNumber("CHAOS_CONTRACT_SECONDS", 40);
const CONTRACT_BATCH = envNumber("CHAOS_CONTRACT_BATCH", 500);
const CONTRACT_PACE_MS = envNumber("CHAOS_CONTRACT_PACE_MS", 100);
/** Filled in at the end of the auction scenario for the storage check after wrangler stops (see inspectAuctionObjects). */
let auctionExpected = null;

/**
 * One supplier's step, sent until it has an answer — the same bid id and package every time, as a real agent retries
 * after a failed request — or until `giveUpAt`. A 2xx is the acknowledgement; a 4xx is final (late, binding).
 */
async function deliverStep(shop, supplier, step, giveUpAt, stats) {
  for (;;) {
    step.attempts++;
    const r = step.kind === "bid"
      ? await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${shop.auctionId}/bids`, supplier.key, step.body)
      : await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${shop.auctionId}/bids/${encodeURIComponent(step.bidId)}/withdraw`, supplier.key);
    stats.requests++;
    if (r.status >= 200 && r.status < 300) {
      step.ack = { status: r.status, outcome: r.body?.bidOutcome ?? "withdrawn", at: Date.now() };
      return;
    }
    if (r.error || r.status >= 500 || r.status === 429) {
      step.lost++;
      const why = r.error ?? String(r.status);
      stats.failed[why] = (stats.failed[why] ?? 0) + 1;
      if (Date.now() >= giveUpAt) return;
      await sleep(250);
      continue;
    }
    step.refused = { status: r.status, type: r.body?.type ?? null };
    const why = `${r.status} ${r.body?.type ?? ""}`.trim();
    stats.failed[why] = (stats.failed[why] ?? 0) + 1;
    return;
  }
}

/** What each supplier should have in the auction after its acknowledged steps: its live bid (or none) and whether it withdrew. */
function expectedLive(supplier) {
  let live = null;
  let withdrew = false;
  for (const step of supplier.steps) {
    if (!step.ack) continue;
    if (step.kind === "bid") live = { bidId: step.body.bidId, priceMinor: step.body.priceMinor, terms: step.body.terms };
    else if (live && live.bidId === step.bidId) {
      live = null;
      withdrew = true;
    }
  }
  return { live, withdrew };
}

const AUCTION_SUPPLIERS = envNumber("CHAOS_AUCTION_SUPPLIERS", 200);
const AUCTION_SECONDS = envNumber("CHAOS_AUCTION_SECONDS", 45);
const AUCTION_CONCURRENCY = envNumber("CHAOS_AUCTION_CONCURRENCY", 8);

async function auctionScenario() {
  const title = "SIGKILL wrangler mid-burst of sealed bids and again at the close; restart on the same state";
  log(`── scenario auction: ${title}`);
  const logBefore = (await wranglerLogText()).length;
  const { tsImport } = await import("tsx/esm/api");
  const core = await tsImport("../auctions/index.ts", import.meta.url);

  // Setup: the organisation, its suppliers with keys, then the request (its deadline a little ahead of the burst).
  const shop = await must("POST", "/v1/shops", OPERATOR, { name: "Chaos procurement" });
  const random = seededRandom(31);
  const suppliers = await pool(Array.from({ length: AUCTION_SUPPLIERS }, (_, i) => i), 8, async (i) => {
    const supplierId = `chaos-sup-${String(i).padStart(4, "0")}`;
    await must("PUT", `/v1/shops/${shop.shopId}/suppliers/${supplierId}`, shop.adminKey, { name: `Supplier ${i}`, categories: ["hosting"] });
    const key = (await must("POST", `/v1/shops/${shop.shopId}/suppliers/${supplierId}/keys`, shop.adminKey, {})).key;
    return { index: i, supplierId, key };
  });
  // Each supplier's plan: a bid; every 5th re-bids lower under a new id; every 11th withdraws its live bid.
  for (const s of suppliers) {
    const first = { bidId: `${s.supplierId}-1`, ...auctionPackage(random) };
    const step = (kind, extra) => ({ kind, ...extra, attempts: 0, lost: 0, ack: null, refused: null });
    s.steps = [step("bid", { body: first })];
    if (s.index % 5 === 0) s.steps.push(step("bid", { body: { ...first, bidId: `${s.supplierId}-2`, priceMinor: first.priceMinor - 2_000 } }));
    if (s.index % 11 === 0) s.steps.push(step("withdraw", { bidId: s.steps.at(-1).body.bidId }));
  }
  const openedAt = Date.now();
  const deadline = openedAt + AUCTION_SECONDS * 1000;
  const body = auctionRequest(deadline);
  const openRes = await fetch(`${base}/v1/shops/${shop.shopId}/auctions`, {
    method: "POST",
    headers: { authorization: `Bearer ${shop.adminKey}`, "content-type": "application/json", "idempotency-key": `chaos-auction-${shop.shopId}` },
    body: JSON.stringify(body),
  });
  const opened = await openRes.json();
  if (openRes.status !== 201) throw new Error(`open auction: ${openRes.status} ${JSON.stringify(opened).slice(0, 300)}`);
  shop.auctionId = opened.auctionId;
  log(`shop ${shop.shopId}: ${suppliers.length} suppliers with keys; auction ${shop.auctionId} (second-score) closes ${secs(deadline - Date.now())} from now; ${suppliers.reduce((a, s) => a + s.steps.length, 0)} steps to send, ${AUCTION_CONCURRENCY} at a time`);

  // The burst, with the first kill once half the suppliers have their first bid acknowledged.
  const stats = { requests: 0, failed: {} };
  const ctx = {};
  const giveUpAt = deadline + 15_000;
  let firstAcks = 0;
  let killStarted = null;
  const killAndRestart = async (label) => {
    const killedAt = Date.now();
    await killWrangler();
    log(`wrangler's process group SIGKILLed (${label}); restarting on the same --persist-to`);
    wrangler = await startWrangler(db.databaseUrl);
    const restartedAt = Date.now();
    log(`wrangler answering again ${secs(restartedAt - killedAt)} after the kill`);
    return { killedAt, restartedAt };
  };
  const burst = pool(suppliers, AUCTION_CONCURRENCY, async (s) => {
    for (const step of s.steps) {
      await deliverStep(shop, s, step, giveUpAt, stats);
      if (step === s.steps[0] && step.ack && ++firstAcks === Math.floor(suppliers.length / 2) && !killStarted) {
        killStarted = killAndRestart("mid-burst").then((t) => Object.assign(ctx, { kill1: t }));
      }
    }
  });
  await burst;
  if (killStarted) await killStarted;
  ctx.burstEndedAt = Date.now();
  log(`burst done ${secs(ctx.burstEndedAt - openedAt)} after the open (${stats.requests} requests); the deadline is ${secs(deadline - Date.now())} away`);

  // The second kill: just after the deadline, while the object's alarm closes the auction and carries out the award.
  await sleep(Math.max(0, deadline + 150 - Date.now()));
  ctx.kill2 = await killAndRestart("at the close");

  // Wait for the close and the award.
  const waitUntil = Date.now() + CONVERGE_SECONDS * 1000;
  let view = null;
  for (;;) {
    const r = await api("GET", `/v1/shops/${shop.shopId}/auctions/${shop.auctionId}`, shop.adminKey);
    if (r.status === 200) view = r.body;
    if (view && view.status === "closed" && view.award.status !== "pending" && view.award.status !== "none") break;
    if (view && view.status === "closed" && view.result?.outcome !== "awarded") break;
    if (Date.now() > waitUntil) break;
    await sleep(500);
  }
  ctx.settledAt = Date.now();

  // Expected: per supplier, what its acknowledged steps leave live.
  const failures = [];
  const expected = new Map(suppliers.map((s) => [s.supplierId, expectedLive(s)]));
  const steps = suppliers.flatMap((s) => s.steps);
  const acked = steps.filter((st) => st.ack);
  const refusedSteps = steps.filter((st) => st.refused);
  const unanswered = steps.filter((st) => !st.ack && !st.refused);
  const retried = steps.filter((st) => st.lost > 0);
  const repeats = acked.filter((st) => st.ack.outcome === "repeat");
  if (unanswered.length) failures.push(`${unanswered.length} steps never answered`);
  if (!view || view.status !== "closed") failures.push(`the auction is ${view?.status ?? "unreadable"} ${secs(ctx.settledAt - deadline)} after its deadline`);

  let resultMatches = false;
  let contractIds = [];
  let replayUnchanged = false;
  const placement = { live: 0, missing: [], twice: [], wrong: [], unexpected: [] };
  if (view && view.status === "closed") {
    const result = view.result;
    const entries = [...result.ranking.map((r) => ({ supplierId: r.supplierId, bidId: r.bidId, package: r.package })), ...result.invalid.map((r) => ({ supplierId: r.supplierId, bidId: r.bidId, package: null }))];
    const bySupplier = new Map();
    for (const e of entries) {
      if (bySupplier.has(e.supplierId)) placement.twice.push(e.supplierId);
      bySupplier.set(e.supplierId, e);
    }
    for (const [supplierId, want] of expected) {
      const got = bySupplier.get(supplierId);
      if (want.live) placement.live++;
      if (want.live && !got) placement.missing.push(`${supplierId} ${want.live.bidId}`);
      else if (!want.live && got) placement.unexpected.push(`${supplierId} ${got.bidId}`);
      else if (want.live && got && (got.bidId !== want.live.bidId || (got.package && (got.package.priceMinor !== want.live.priceMinor || JSON.stringify(got.package.terms) !== JSON.stringify(want.live.terms))))) {
        placement.wrong.push(`${supplierId}: ${got.bidId} in the auction, ${want.live.bidId} acknowledged last`);
      }
    }
    if (placement.missing.length) failures.push(`${placement.missing.length} acknowledged bids not in the auction`);
    if (placement.twice.length) failures.push(`${placement.twice.length} suppliers with two bids in the result`);
    if (placement.wrong.length) failures.push(`${placement.wrong.length} suppliers whose bid in the auction is not their last acknowledged one`);
    if (placement.unexpected.length) failures.push(`${placement.unexpected.length} bids in the auction whose supplier withdrew or never had one acknowledged`);

    // The oracle: the pure core, fed the acknowledged bids at the times and reputations the object stored.
    const checked = core.validateRequest({ ...body, requestId: shop.auctionId, buyerId: shop.shopId }, view.openedAt, core.auctionLimits());
    if (!checked.ok) throw new Error(`oracle: ${JSON.stringify(checked.problems)}`);
    const openedState = core.openAuction(checked.value, view.openedAt);
    let state = openedState.state;
    const stored = new Map(view.result.ranking.map((r) => [r.supplierId, r]));
    const live = [...expected].filter(([, w]) => w.live).map(([supplierId, w]) => ({ supplierId, ...w, stored: stored.get(supplierId) }));
    live.sort((a, b) => (a.stored?.submittedAt ?? deadline - 1) - (b.stored?.submittedAt ?? deadline - 1));
    for (const b of live) {
      const stepped = core.submitBid(state, { supplierId: b.supplierId, bidId: b.live.bidId, package: { priceMinor: b.live.priceMinor, terms: b.live.terms } }, b.stored?.submittedAt ?? deadline - 1, b.stored?.reputation ?? null, core.auctionLimits());
      if (core.isRefusal(stepped)) throw new Error(`oracle bid: ${stepped.detail}`);
      state = stepped.state;
    }
    for (const [supplierId, w] of expected) {
      if (!w.withdrew) continue;
      const s = suppliers.find((x) => x.supplierId === supplierId);
      const withdrawnBid = s.steps.find((st) => st.kind === "withdraw").bidId;
      const b = s.steps.find((st) => st.kind === "bid" && st.body.bidId === withdrawnBid).body;
      const placed = core.submitBid(state, { supplierId, bidId: b.bidId, package: { priceMinor: b.priceMinor, terms: b.terms } }, deadline - 2, null, core.auctionLimits());
      if (core.isRefusal(placed)) throw new Error(`oracle bid: ${placed.detail}`);
      const gone = core.withdrawBid(placed.state, supplierId, b.bidId, deadline - 1);
      if (core.isRefusal(gone)) throw new Error(`oracle withdraw: ${gone.detail}`);
      state = gone.state;
    }
    const closed = core.closeAuction(state, result.closedAt);
    if (core.isRefusal(closed)) throw new Error(`oracle close: ${closed.detail}`);
    const want = closed.state.result;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const diffs = [];
    if (want.outcome !== result.outcome) diffs.push(`outcome ${result.outcome} ≠ ${want.outcome}`);
    if (!same(want.ranking, result.ranking)) diffs.push("ranking");
    if (!same(want.invalid.map((b) => b.supplierId), result.invalid.map((b) => b.supplierId))) diffs.push("invalid bids");
    if (!same(want.withdrawn, result.withdrawn)) diffs.push(`withdrawn ${result.withdrawn.length} ≠ ${want.withdrawn.length}`);
    if (!same(want.award, result.award)) diffs.push(`award ${JSON.stringify(result.award?.supplierId)} at ${result.award?.contractPriceMinor} ≠ ${JSON.stringify(want.award?.supplierId)} at ${want.award?.contractPriceMinor}`);
    resultMatches = diffs.length === 0;
    if (!resultMatches) failures.push(`the result differs from the pure core's on the acknowledged bids: ${diffs.join("; ")}`);
    // The close is final: the core's own replay of it on the closed state changes nothing.
    const replayed = core.closeAuction(closed.state, result.closedAt + 60_000);
    if (core.isRefusal(replayed) || replayed.state !== closed.state) failures.push("the pure core's replayed close changed a closed auction");

    // Exactly one contract for the award, active, with the winner as provider.
    const contracts = await must("GET", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey);
    contractIds = contracts.items.map((c) => c.contractId);
    if (result.outcome === "awarded") {
      if (view.award.status !== "awarded") failures.push(`award ${view.award.status}${view.award.problem ? `: ${JSON.stringify(view.award.problem)}` : ""}`);
      if (contractIds.length !== 1 || contractIds[0] !== view.award.contractId) failures.push(`contracts for the award: ${JSON.stringify(contractIds)} (award names ${view.award.contractId})`);
      else {
        const contract = await must("GET", `/v1/contracts/${contractIds[0]}`, shop.adminKey);
        if (contract.status !== "active" || contract.parties[0].agentId !== `supplier:${result.award.supplierId}` || contract.terms.priceMinor !== result.award.contractPriceMinor) {
          failures.push(`the awarded contract is ${contract.status}, provider ${contract.parties[0].agentId}, price ${contract.terms.priceMinor}`);
        }
      }
    } else if (contractIds.length) failures.push(`${contractIds.length} contracts without an award`);

    // A restart after the close (any alarm the object still holds fires again) changes nothing.
    const before = JSON.stringify(view);
    ctx.kill3 = await killAndRestart("after the close");
    await sleep(3_000);
    const again = await must("GET", `/v1/shops/${shop.shopId}/auctions/${shop.auctionId}`, shop.adminKey);
    const contractsAgain = (await must("GET", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey)).items.map((c) => c.contractId);
    replayUnchanged = JSON.stringify(again) === before && same(contractsAgain, contractIds);
    if (!replayUnchanged) failures.push("the auction or its contracts changed after a restart following the close");
  }
  const dead = await deadLetters(shop.shopId).catch(() => null);
  const logs = logCounts((await wranglerLogText()).slice(logBefore));

  const result = view?.result;
  printFigures(`scenario auction — ${title}`, [
    ["auction", `${shop.auctionId}: second-score, ${suppliers.length} suppliers, deadline ${AUCTION_SECONDS} s after the open`],
    ["SIGKILL", `mid-burst ${ctx.kill1 ? `${secs(ctx.kill1.killedAt - openedAt)} after the open, answering again ${secs(ctx.kill1.restartedAt - ctx.kill1.killedAt)} later` : "never (the burst ended first)"}; at the close ${secs(ctx.kill2.killedAt - deadline)} after the deadline (answering again ${secs(ctx.kill2.restartedAt - ctx.kill2.killedAt)} later)${ctx.kill3 ? "; once more after the close" : ""}`],
    ["steps", `${steps.length} (${steps.filter((s) => s.kind === "bid").length} bids, ${steps.filter((s) => s.kind === "withdraw").length} withdrawals): ${acked.length} acknowledged (${repeats.length} as "repeat": committed before, answer lost), ${refusedSteps.length} refused (${Object.entries(Object.groupBy(refusedSteps, (s) => s.refused.type ?? s.refused.status)).map(([k, v]) => `${k} ${v.length}`).join(", ") || "none"}), ${unanswered.length} never answered`],
    ["  retried under the same id", `${retried.length} steps, ${steps.reduce((a, s) => a + s.lost, 0)} attempts without an answer`],
    ["requests without a 2xx", Object.entries(stats.failed).map(([k, v]) => `${k}: ${v}`).join(", ") || "none"],
    ["acknowledged bids in the auction", `${placement.live} expected live: missing ${placement.missing.length}, twice ${placement.twice.length}, not the last acknowledged ${placement.wrong.length}, unexpected ${placement.unexpected.length}`],
    ["result", result ? `${result.outcome}: ${result.ranking.length} ranked, ${result.invalid.length} not scored, ${result.withdrawn.length} withdrawn, ${result.lateBidCount} late; winner ${result.award?.supplierId ?? "none"} at ${result.award?.contractPriceMinor ?? "n/a"} (bid ${result.award?.bidPriceMinor ?? "n/a"}, runner-up score ${result.award?.runnerUp?.score?.toFixed(4) ?? "n/a"})` : "n/a"],
    ["  equals the pure core's", resultMatches ? "yes (ranking, invalid, withdrawn, award)" : "NO"],
    ["  closed and settled", view?.closedAt ? `closed ${secs(view.closedAt - deadline)} after the deadline; award ${view.award.status} ${secs(ctx.settledAt - deadline)} after it (polled)` : "n/a"],
    ["contracts", `${contractIds.length}: ${contractIds.join(", ") || "none"}`],
    ["restart after the close", replayUnchanged ? "nothing changed (view and contracts identical)" : "CHANGED or not run"],
    ["dead letters (shop)", `${dead ?? "n/a"}`],
    ["wrangler log", Object.entries(logs).map(([k, v]) => `${k}: ${v}`).join(", ")],
  ]);
  if (failures.length) {
    for (const f of failures) console.log(`  ✗ ${f}`);
    for (const [what, list] of Object.entries(placement)) if (Array.isArray(list) && list.length) console.log(`    ${what}, e.g. ${sample(list)}`);
  }
  auctionExpected = {
    auctionId: shop.auctionId,
    ackedBidIds: new Set(acked.filter((s) => s.kind === "bid").map((s) => s.body.bidId)),
    sentBidIds: new Set(steps.filter((s) => s.kind === "bid").map((s) => s.body.bidId)),
    awarded: result?.outcome === "awarded",
  };
  const pass = failures.length === 0;
  console.log(`${pass ? "PASS" : "FAIL"}: scenario auction — ${pass ? "every acknowledged bid in the auction once, the result the pure core's, one contract, nothing changed by a restart after the close" : failures.join("; ")}\n`);
  return { name: "auction", pass, shop };
}

/**
 * The auction object's SQLite file, read with wrangler stopped: every acknowledged bid in its bid log exactly once,
 * nothing there that was never sent, and one `auction.closed` (and, when awarded, one `auction.awarded`) audit line.
 */
async function inspectAuctionObject() {
  const { DatabaseSync } = await import("node:sqlite");
  const objectDir = join(persistDir, "v3", "do", "parley-Auction");
  const files = existsSync(objectDir) ? readdirSync(objectDir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  const out = { found: false, unreadable: 0, logged: 0, ackedMissing: [], ackedTwice: [], neverSent: [], closedLines: 0, awardedLines: 0, auditKinds: {} };
  for (const f of files) {
    try {
      const sqlite = new DatabaseSync(join(objectDir, f), { readOnly: true });
      try {
        const hasAuction = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'auction'").get().n > 0;
        const row = hasAuction ? sqlite.prepare("SELECT auction_id FROM auction").get() : undefined;
        if (!row || row.auction_id !== auctionExpected.auctionId) continue;
        out.found = true;
        const counts = new Map();
        for (const r of sqlite.prepare("SELECT bid_id FROM bid_log").all()) counts.set(r.bid_id, (counts.get(r.bid_id) ?? 0) + 1);
        out.logged = counts.size;
        for (const id of auctionExpected.ackedBidIds) {
          const n = counts.get(id) ?? 0;
          if (n === 0) out.ackedMissing.push(id);
          if (n > 1) out.ackedTwice.push(id);
        }
        for (const id of counts.keys()) if (!auctionExpected.sentBidIds.has(id)) out.neverSent.push(id);
        for (const r of sqlite.prepare("SELECT kind, count(*) AS n FROM audit GROUP BY kind").all()) out.auditKinds[r.kind] = Number(r.n);
        out.closedLines = out.auditKinds["auction.closed"] ?? 0;
        out.awardedLines = out.auditKinds["auction.awarded"] ?? 0;
      } finally {
        sqlite.close();
      }
    } catch {
      out.unreadable++;
    }
  }
  return out;
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
    const run = { kill: killScenario, pg: pgScenario, soak: soakScenario, scale: scaleScenario, contracts: contractsScenario, auction: auctionScenario }[name];
    results.push(await run());
  }

  // Rooms' outboxes: stop wrangler cleanly, read the SQLite files.
  log("stopping wrangler to read the rooms' outboxes");
  const w = wrangler;
  wrangler = null;
  const stoppedAt = Date.now();
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

  // The contract objects' own storage (only when the contracts scenario ran): batches and outbox rows.
  if (contractsExpected) {
    const objects = await inspectContractObjects(allIds, stoppedAt);
    const objectsPass = objects.unreadable === 0 && objects.outboxNotInPostgres.length === 0 && objects.batchProblems.length === 0 && objects.contracts === contractsExpected.contracts.size;
    printFigures("contract objects after the run (wrangler stopped)", [
      ["objects", `${objects.objects} (contracts and desks; ${objects.unreadable} unreadable), ${objects.contracts} of the scenario's ${contractsExpected.contracts.size} contracts found`],
      ["sample batches held", `${objects.batches}; contracts whose batches or counts differ from the distinct batches acknowledged: ${objects.batchProblems.length}`],
      ["rows still in an outbox", `${objects.outboxRows}: ${objects.outboxRows - objects.inFlight.length - objects.outboxNotInPostgres.length} already in Postgres (receipt pending), ${objects.inFlight.length} in flight at the stop (sent in its last minute, resend not yet due), ${objects.outboxNotInPostgres.length} overdue and not in Postgres`],
    ]);
    if (objects.batchProblems.length) console.log(`    e.g. ${sample(objects.batchProblems)}`);
    if (objects.outboxNotInPostgres.length) console.log(`    e.g. ${sample(objects.outboxNotInPostgres)}`);
    console.log(`${objectsPass ? "PASS" : "FAIL"}: contract objects — ${objectsPass ? "each batch held once with the counts acknowledged; every outbox row in Postgres or in flight at the stop" : "batches or outbox rows do not match"}\n`);
    results.push({ name: "contract objects", pass: objectsPass });
  }

  // The auction object's own storage (only when the auction scenario ran): its bid log and audit.
  if (auctionExpected) {
    const object = await inspectAuctionObject();
    const objectPass =
      object.found && object.unreadable === 0 && object.ackedMissing.length === 0 && object.ackedTwice.length === 0 && object.neverSent.length === 0 && object.closedLines === 1 && object.awardedLines === (auctionExpected.awarded ? 1 : 0);
    printFigures("auction object after the run (wrangler stopped)", [
      ["object", object.found ? `found (${object.unreadable} unreadable files)` : "NOT found"],
      ["bid log", `${object.logged} distinct bid ids; of the ${auctionExpected.ackedBidIds.size} acknowledged: missing ${object.ackedMissing.length}, logged twice ${object.ackedTwice.length}; never sent ${object.neverSent.length}`],
      ["audit", Object.entries(object.auditKinds).map(([k, v]) => `${k} ${v}`).join(", ") || "none"],
    ]);
    if (object.ackedMissing.length) console.log(`    missing, e.g. ${sample(object.ackedMissing)}`);
    if (object.ackedTwice.length) console.log(`    twice, e.g. ${sample(object.ackedTwice)}`);
    console.log(`${objectPass ? "PASS" : "FAIL"}: auction object — ${objectPass ? "every acknowledged bid logged once, one close, one award" : "bid log or audit does not match"}\n`);
    results.push({ name: "auction object", pass: objectPass });
  }

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

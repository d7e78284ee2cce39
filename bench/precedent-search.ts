/**
 * Memory substrate benchmark, on the embedded default (PGlite + pgvector) through the real Neon driver and the
 * WebSocket bridge — the same path a Worker uses.
 *
 *   node_modules/.bin/node --import tsx bench/precedent-search.ts                 # 20,000 vectors
 *   node_modules/.bin/node --import tsx bench/precedent-search.ts --n 100000      # or BENCH_N=100000
 *
 * Options (flags or env): --n (BENCH_N) vectors, --queries (BENCH_QUERIES) 300, --ef (BENCH_EF) "40,100" hnsw.ef_search values,
 * --shops (BENCH_SHOPS) 1 — vectors spread over this many shops, queries filter to one of them,
 * --ingest (BENCH_INGEST_DOCS) 1000 documents through the ingest consumer, --m 16 / --ef-construction 64,
 * --data-dir (BENCH_DATA_DIR) default: a temporary directory, removed afterwards.
 *
 * Measures:
 *  1. load: N contracts + embeddings (offline hashing embedder over synthetic contract texts), then the HNSW
 *     index build (vector_cosine_ops);
 *  2. precedent search: top-10 `searchPrecedents` latency p50/p99 (end to end through driver + bridge, and the
 *     same SQL executed in-process on PGlite without the wire, to show the transport share), recall@10 against
 *     exact search (the same query with index scans disabled → sequential scan), ties counted as hits;
 *  3. ingestion: documents/s through `handleIngestBatch` (rule extraction + embedding + store, batches of 50).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import * as hdr from "hdr-histogram-js";
import { sql } from "drizzle-orm";
import { createDb } from "../memory/db";
import { HashingEmbedder, toVectorLiteral } from "../memory/embed";
import { RuleBasedTermExtractor } from "../memory/extract-terms";
import { handleIngestBatch } from "../memory/ingest-consumer";
import type { IngestMessageInput } from "../memory/messages";
import type { MessageBatchLike, QueueMessageLike } from "../memory/queue";
import { searchPrecedents, type Precedent } from "../memory/repositories/precedents";
import { startLocalDb } from "../scripts/local-db.mjs";

function opt(name: string, env: string, fallback: number): number;
function opt(name: string, env: string, fallback: string | null): string | null;
function opt(name: string, env: string, fallback: number | string | null): number | string | null {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i > 0 ? process.argv[i + 1] : process.env[env];
  if (raw === undefined) return fallback;
  return typeof fallback === "number" ? Number(raw.replace(/_/g, "")) : raw;
}

const N = opt("n", "BENCH_N", 20_000);
const QUERIES = opt("queries", "BENCH_QUERIES", 300);
const EFS = String(opt("ef", "BENCH_EF", "40,100"))
  .split(",")
  .map((x) => Number(x.trim()))
  .filter((x) => x > 0);
const SHOPS = opt("shops", "BENCH_SHOPS", 1);
const INGEST_DOCS = opt("ingest", "BENCH_INGEST_DOCS", 1_000);
const M = opt("m", "BENCH_M", 16);
const EF_CONSTRUCTION = opt("ef-construction", "BENCH_EF_CONSTRUCTION", 64);
const DATA_DIR = opt("data-dir", "BENCH_DATA_DIR", null);

// --- synthetic contracts -----------------------------------------------------------------------------------

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(42);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const ADJ = "compact industrial premium dual-boiler automatic manual stainless commercial portable smart heavy-duty modular wireless ergonomic refurbished".split(" ");
const NOUN = "espresso-machine grinder kettle roaster milk-frother water-filter scale tamper knock-box dosing-cup brewer cold-brew-tower blender dishwasher ice-maker display-fridge oven toaster juicer panini-press".split(" ");
const CITY = "Berlin Munich Vienna Zurich Paris Lyon Milan Madrid Lisbon Amsterdam Brussels Copenhagen Oslo Stockholm Warsaw Prague Dublin London Manchester Hamburg".split(" ");
const SUFFIX = "GmbH Ltd BV SARL AG Srl SA Oy AB".split(" ");
const NAMES = "Acme Northwind Contoso Fabrikam Tailspin Litware Proseware Adatum Wingtip Coho Fourth Lucerne Margie Trey Wide Humongous Alpine Blue Bottle Nero".split(" ");
const CLAUSES = [
  "The Seller shall deliver the goods within {d} days of the purchase order.",
  "Payment terms: Net {p}.",
  "The goods carry a {w}-month warranty covering parts and labour.",
  "Liability of either party is capped at {l}% of the contract value.",
  "Training for {t} staff members is included at no extra cost.",
  "Spare parts will remain available for {y} years.",
  "Delivery is DAP to the Buyer's premises in {city}.",
  "Prices are fixed for {m} months and exclude VAT.",
  "Either party may terminate with {n} days written notice.",
  "Installation and commissioning are performed by certified technicians.",
  "Consumables are invoiced monthly at list price less {k}%.",
  "Service visits take place every {s} months.",
];
const products = Array.from({ length: 240 }, () => `${pick(ADJ)} ${pick(ADJ)} ${pick(NOUN)}`);
const buyers = Array.from({ length: 600 }, () => `${pick(NAMES)} ${pick(CITY)} ${pick(SUFFIX)}`);

function contractText(): { productId: string; text: string } {
  const product = pick(products);
  const clauses = [...CLAUSES].sort(() => rand() - 0.5).slice(0, int(4, 8));
  const fill = (s: string) =>
    s
      .replace("{d}", String(int(2, 60)))
      .replace("{p}", String(pick([0, 10, 14, 30, 45, 60, 90])))
      .replace("{w}", String(pick([6, 12, 18, 24, 36])))
      .replace("{l}", String(pick([50, 100, 150, 200])))
      .replace("{t}", String(int(1, 12)))
      .replace("{y}", String(int(3, 10)))
      .replace("{city}", pick(CITY))
      .replace("{m}", String(int(3, 24)))
      .replace("{n}", String(pick([30, 60, 90])))
      .replace("{k}", String(int(2, 20)))
      .replace("{s}", String(pick([3, 6, 12])));
  const text = [
    `SUPPLY AGREEMENT — ${product}`,
    `Buyer: ${pick(buyers)}`,
    `The Seller sells ${int(1, 500)} units of ${product} at a unit price of EUR ${int(50, 5000)}.00 per unit.`,
    ...clauses.map(fill),
  ].join("\n");
  return { productId: product.split(" ").pop()!, text };
}

// --- helpers -----------------------------------------------------------------------------------------------

function histogram() {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
}
const ms = (us: number) => (us / 1000).toFixed(2);

function batchOf(bodies: IngestMessageInput[]): MessageBatchLike {
  const messages: QueueMessageLike[] = bodies.map((body, i) => ({
    id: `bench-${i}-${Math.random()}`,
    body,
    attempts: 1,
    ack() {},
    retry() {
      throw new Error("bench ingest message was retried");
    },
  }));
  return { queue: "ingest", messages };
}

function recallAt10(approx: Precedent[], exact: Precedent[]): number {
  if (exact.length === 0) return 1;
  const kth = exact[exact.length - 1]!.distance;
  const ids = new Set(exact.map((p) => p.contractId));
  const hits = approx.filter((p) => ids.has(p.contractId) || p.distance <= kth + 1e-6).length;
  return Math.min(hits, exact.length) / exact.length;
}

// --- main --------------------------------------------------------------------------------------------------

async function main() {
  const tmp = DATA_DIR ? null : mkdtempSync(join(tmpdir(), "parley-bench-pglite-"));
  const dataDir = DATA_DIR ?? join(tmp!, "pglite");
  const log = (s: string) => console.log(`[bench] ${s}`);
  log(`N=${N} queries=${QUERIES} ef_search=${EFS.join(",")} shops=${SHOPS} m=${M} ef_construction=${EF_CONSTRUCTION} data=${dataDir}`);
  const local = await startLocalDb({ dataDir, port: 0, bridgePort: 0 });
  const handle = createDb(local.databaseUrl, { max: 4 });
  const db = handle.db;
  const embedder = new HashingEmbedder();
  const shops = Array.from({ length: SHOPS }, (_, i) => `bench-shop-${i}`);
  const rows: Record<string, string> = {};

  try {
    // 1. Load.
    await db.execute(sql`DROP INDEX IF EXISTS contract_embeddings_hnsw_idx`);
    let t = performance.now();
    let embedMs = 0;
    const CHUNK = 250;
    for (let start = 0; start < N; start += CHUNK) {
      const n = Math.min(CHUNK, N - start);
      const docs = Array.from({ length: n }, contractText);
      const e0 = performance.now();
      const vectors = await embedder.embed(docs.map((d) => d.text));
      embedMs += performance.now() - e0;
      const ids = Array.from({ length: n }, () => crypto.randomUUID());
      const shopOf = (i: number) => shops[(start + i) % SHOPS]!;
      await db.execute(sql`
        INSERT INTO contracts (id, shop_id, document_id, kind, product_id, currency, unit_price_minor, outcome, terms, extractor, text, content_sha256)
        VALUES ${sql.join(
          docs.map(
            (d, i) =>
              sql`(${ids[i]}, ${shopOf(i)}, ${`doc-${start + i}`}, 'contract', ${d.productId}, 'EUR', ${int(5_000, 500_000)}, 'signed', '{}'::jsonb, 'bench', ${d.text}, 'x')`,
          ),
          sql`, `,
        )}`);
      await db.execute(sql`
        INSERT INTO contract_embeddings (contract_id, shop_id, model, embedding)
        VALUES ${sql.join(
          vectors.map((v, i) => sql`(${ids[i]}, ${shopOf(i)}, ${embedder.model}, ${toVectorLiteral(v)}::vector)`),
          sql`, `,
        )}`);
      if ((start / CHUNK) % 20 === 0) process.stdout.write(`\r[bench] loaded ${start + n}/${N}`);
    }
    const loadS = (performance.now() - t) / 1000;
    process.stdout.write("\n");
    rows["load (embed + insert through driver)"] = `${loadS.toFixed(1)} s (${Math.round(N / loadS)} rows/s; embedding ${(embedMs / 1000).toFixed(1)} s)`;

    t = performance.now();
    await db.execute(sql.raw(`SET maintenance_work_mem = '${N > 50_000 ? "1GB" : "512MB"}'`));
    await db.execute(
      sql.raw(`CREATE INDEX contract_embeddings_hnsw_idx ON contract_embeddings USING hnsw (embedding vector_cosine_ops) WITH (m = ${M}, ef_construction = ${EF_CONSTRUCTION})`),
    );
    await db.execute(sql`ANALYZE contract_embeddings`);
    await db.execute(sql`ANALYZE contracts`);
    const buildS = (performance.now() - t) / 1000;
    rows["HNSW build"] = `${buildS.toFixed(1)} s (m=${M}, ef_construction=${EF_CONSTRUCTION})`;
    log(`HNSW built in ${buildS.toFixed(1)} s`);

    // 2. Search. Exact answers first (sequential scans evict the index from shared buffers, so they must not be
    // interleaved with the timed HNSW queries), then each ef_search setting, then the same SQL in-process.
    const queries = await embedder.embed(Array.from({ length: QUERIES }, () => contractText().text));
    const shopOfQuery = (i: number) => shops[i % SHOPS]!;
    const hExact = histogram();
    const exact: Precedent[][] = [];
    for (let i = 0; i < QUERIES; i++) {
      const s = performance.now();
      exact.push(await searchPrecedents(db, { shopId: shopOfQuery(i), model: embedder.model, vector: queries[i]!, k: 10, exact: true }));
      hExact.recordValue(Math.max(1, Math.round((performance.now() - s) * 1000)));
    }
    rows["search top-10, exact (seq scan), via driver"] = `p50 ${ms(hExact.getValueAtPercentile(50))} ms · p99 ${ms(hExact.getValueAtPercentile(99))} ms`;

    for (const ef of EFS) {
      for (let i = 0; i < Math.min(30, QUERIES); i++) {
        await searchPrecedents(db, { shopId: shopOfQuery(i), model: embedder.model, vector: queries[i]!, k: 10, efSearch: ef }); // warm-up
      }
      const h = histogram();
      let recallSum = 0;
      let fewer = 0;
      for (let i = 0; i < QUERIES; i++) {
        const s = performance.now();
        const approx = await searchPrecedents(db, { shopId: shopOfQuery(i), model: embedder.model, vector: queries[i]!, k: 10, efSearch: ef });
        h.recordValue(Math.max(1, Math.round((performance.now() - s) * 1000)));
        recallSum += recallAt10(approx, exact[i]!);
        if (approx.length < exact[i]!.length) fewer++;
      }
      rows[`search top-10, HNSW ef_search=${ef}, via driver+bridge`] =
        `p50 ${ms(h.getValueAtPercentile(50))} ms · p99 ${ms(h.getValueAtPercentile(99))} ms · recall@10 ${(recallSum / QUERIES).toFixed(4)}${fewer ? ` (${fewer} returned < 10)` : ""}`;
    }

    // The same statement in-process (no wire protocol, no bridge, no driver): the database's own share.
    const efIn = EFS[EFS.length - 1]!;
    const hInproc = histogram();
    for (let i = 0; i < QUERIES; i++) {
      const s = performance.now();
      await local.pglite.transaction(async (tx: { exec(q: string): Promise<unknown>; query(q: string, p: unknown[]): Promise<unknown> }) => {
        await tx.exec(`SET LOCAL hnsw.ef_search = ${efIn}; SET LOCAL hnsw.iterative_scan = strict_order`);
        await tx.query(
          `SELECT c.id, ce.embedding <=> $1::vector AS distance FROM contract_embeddings ce
           JOIN contracts c ON c.id = ce.contract_id AND c.shop_id = ce.shop_id
           WHERE ce.shop_id = $2 AND ce.model = $3 ORDER BY distance LIMIT 10`,
          [toVectorLiteral(queries[i]!), shopOfQuery(i), embedder.model],
        );
      });
      hInproc.recordValue(Math.max(1, Math.round((performance.now() - s) * 1000)));
    }
    rows[`search top-10, HNSW ef_search=${efIn}, in-process PGlite`] = `p50 ${ms(hInproc.getValueAtPercentile(50))} ms · p99 ${ms(hInproc.getValueAtPercentile(99))} ms (no wire, no bridge)`;
    const plan = (await local.pglite.query(
      `EXPLAIN SELECT ce.contract_id, ce.embedding <=> $1::vector AS distance FROM contract_embeddings ce
       WHERE ce.shop_id = $2 AND ce.model = $3 ORDER BY distance LIMIT 10`,
      [toVectorLiteral(queries[0]!), shops[0], embedder.model],
    )) as { rows: { "QUERY PLAN": string }[] };
    rows["query plan"] = plan.rows.some((r) => r["QUERY PLAN"].includes("contract_embeddings_hnsw_idx")) ? "Index Scan using contract_embeddings_hnsw_idx" : "NOT using HNSW";

    // 3. Ingestion through the consumer (HNSW index in place, as in production).
    const ingestShop = "bench-ingest-shop";
    const extractor = new RuleBasedTermExtractor();
    const docs: IngestMessageInput[] = Array.from({ length: INGEST_DOCS }, (_, i) => {
      const d = contractText();
      return { shopId: ingestShop, document: { kind: "contract", documentId: `ing-${i}`, productId: d.productId, text: d.text } };
    });
    const ingest = async (label: string, docsToIngest: IngestMessageInput[]) => {
      const t0 = performance.now();
      for (let i = 0; i < docsToIngest.length; i += 50) {
        const report = await handleIngestBatch(batchOf(docsToIngest.slice(i, i + 50)), { db, extractor, embedder });
        if (report.acked !== Math.min(50, docsToIngest.length - i)) throw new Error(`ingest batch not fully acked: ${JSON.stringify(report)}`);
      }
      const secs = (performance.now() - t0) / 1000;
      rows[label] = `${Math.round(docsToIngest.length / secs)} docs/s (${docsToIngest.length} docs, batches of 50, rules + hashing embedder)`;
    };
    await ingest(`ingestion via handleIngestBatch (HNSW over ${N.toLocaleString("en")} rows maintained)`, docs);
    await db.execute(sql`DROP INDEX contract_embeddings_hnsw_idx`);
    await ingest(
      "ingestion via handleIngestBatch (no HNSW index)",
      docs.map((d) => ({ ...d, document: { ...d.document, documentId: `${d.document.documentId}-b` } })),
    );

    console.log("");
    console.log(`Precedent search benchmark — ${N.toLocaleString("en")} vectors × 1536 dims, ${SHOPS} shop(s), PGlite ${(await db.execute(sql`SHOW server_version`)).rows[0]?.server_version} + pgvector`);
    const width = Math.max(...Object.keys(rows).map((k) => k.length));
    console.log("─".repeat(width + 60));
    for (const [k, v] of Object.entries(rows)) console.log(`${k.padEnd(width)}  ${v}`);
    console.log("─".repeat(width + 60));
  } finally {
    await handle.close();
    await local.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

await main();

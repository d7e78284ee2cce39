/**
 * The knowledge graph on Neo4j (Aura or self-hosted) through neo4j-driver: Bolt over TCP in Node, over
 * WebSocket in workerd (the driver's browser build). Every call runs under this adapter's own deadline: the
 * driver can hang well past its connectionTimeout on a socket that closes early, and a queue consumer or a
 * shop owner's request must not hang with it.
 */
import type { Driver } from "neo4j-driver";
import {
  COUNTERPARTY_CONTRACTS,
  COUNTERPARTY_DEALS,
  COUNTERPARTY_NODE,
  COUNTERPARTY_OUTCOMES,
  DEALS_CITING_POLICY,
  MIGRATION_APPLIED,
  RECORD_MIGRATION,
  SIMILAR_CANDIDATES,
  UPSERT_CONTRACTS,
  UPSERT_DEALS,
} from "./cypher";
import { newestPerContract, slaNodeId, violationNodeId, type ContractGraph } from "./contract-facts";
import { GRAPH_DEFAULTS, TERM_PROPERTY_PREFIX, type DealFacts, type GraphStore, type PolicyCitation } from "./graph-store";
import { NEO4J_MIGRATIONS, statementsOf } from "./neo4j-migrations";
import { NEIGHBOURHOOD_DEALS, SIMILARITY_CANDIDATES, neighbourhoodFrom, similarFrom, type CandidateRow, type DealRow, type OutcomeCounts } from "./neighbourhood";
import { newestPerDeal } from "./postgres-graph";

export interface Neo4jGraphOptions {
  /** neo4j+s://xxxx.databases.neo4j.io for Aura, bolt://host:7687 or neo4j://host:7687 self-hosted. */
  uri: string;
  user: string;
  password: string;
  /** Default: the server's default database ("neo4j" on Aura). */
  database?: string;
  /** Deadline for each call, connecting included. Default 8 000 ms. */
  timeoutMs?: number;
  /** Deals per write transaction. Default 200. */
  batchSize?: number;
}

export class GraphTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`Neo4j did not answer ${what} within ${ms} ms`);
    this.name = "GraphTimeoutError";
  }
}

type Row = Record<string, unknown>;

/** A deal's agreed terms as Deal properties (`term:<id>` → value): a Neo4j property cannot hold a map. */
function termProperties(terms: DealFacts["agreedTerms"]): Record<string, number | string> {
  return Object.fromEntries(Object.entries(terms ?? {}).map(([id, value]) => [`${TERM_PROPERTY_PREFIX}${id}`, value]));
}

export async function createNeo4jGraph(options: Neo4jGraphOptions): Promise<GraphStore & ContractGraph> {
  // Loaded only when a Neo4j is configured: the embedded default never pays for the driver.
  const neo4j = (await import("neo4j-driver")).default;
  const timeoutMs = options.timeoutMs ?? 8000;
  const driver: Driver = neo4j.driver(options.uri, neo4j.auth.basic(options.user, options.password), {
    connectionTimeout: timeoutMs,
    connectionAcquisitionTimeout: timeoutMs,
    maxTransactionRetryTime: timeoutMs,
    disableLosslessIntegers: true,
    userAgent: "parley",
  });
  const int = (n: number) => neo4j.int(Math.trunc(n));

  async function deadline<T>(what: string, work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GraphTimeoutError(what, timeoutMs)), timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function query(what: string, cypher: string, parameters: Row, mode: "READ" | "WRITE" = "READ"): Promise<Row[]> {
    const result = await deadline(
      what,
      driver.executeQuery(cypher, parameters, {
        routing: mode === "READ" ? neo4j.routing.READ : neo4j.routing.WRITE,
        ...(options.database ? { database: options.database } : {}),
      }),
    );
    return result.records.map((r) => r.toObject() as Row);
  }

  const str = (x: unknown) => (x === null || x === undefined ? null : String(x));
  const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));

  return {
    kind: "neo4j",

    async migrate() {
      for (const migration of NEO4J_MIGRATIONS) {
        const applied = await query("a migration check", MIGRATION_APPLIED, { id: migration.id }).catch(() => []);
        if (applied.length > 0) continue;
        // Schema statements cannot share a transaction with writes: each runs on its own.
        for (const statement of statementsOf(migration)) await query(`migration ${migration.id}`, statement, {}, "WRITE");
        await query(`migration ${migration.id}`, RECORD_MIGRATION, { id: migration.id }, "WRITE");
      }
    },

    async upsertDeals(deals) {
      const facts = newestPerDeal(deals).map((f) => ({ ...f, termProperties: termProperties(f.agreedTerms) }));
      const size = options.batchSize ?? 200;
      // DealFacts are plain maps and lists: they travel as parameters as they are (numbers as floats, which
      // Cypher compares fine).
      for (let i = 0; i < facts.length; i += size) {
        await query("a deal write", UPSERT_DEALS, { deals: facts.slice(i, i + size) }, "WRITE");
      }
    },

    async counterparty(shopId, counterpartyId, opts = {}) {
      const [node] = await query("a counterparty lookup", COUNTERPARTY_NODE, { shopId, counterpartyId });
      if (!node) return null;
      const rows = await query("a counterparty's deals", COUNTERPARTY_DEALS, { shopId, counterpartyId, limit: int(NEIGHBOURHOOD_DEALS) });
      const deals: DealRow[] = rows.map((r) => ({
        dealId: String(r["dealId"]),
        productId: str(r["productId"]),
        agentId: str(r["agentId"]),
        status: String(r["status"]),
        currency: str(r["currency"]),
        anchorMinor: num(r["anchorMinor"]),
        agreedPriceMinor: num(r["agreedPriceMinor"]),
        agreedTerms: Object.fromEntries(((r["agreedTerms"] as [unknown, unknown][] | null) ?? []).map(([id, value]) => [String(id), typeof value === "number" ? value : String(value)])),
        rounds: Number(r["rounds"] ?? 0),
        openedAt: str(r["openedAt"]),
        closedAt: str(r["closedAt"]),
        tactics: ((r["tactics"] as { name: unknown; confidence: unknown }[] | null) ?? []).map((t) => ({ name: String(t.name), confidence: Number(t.confidence) })),
      }));
      return neighbourhoodFrom(counterpartyId, node["authenticated"] === true, deals, opts.dealLimit ?? GRAPH_DEFAULTS.dealLimit);
    },

    async similarCounterparties(shopId, counterpartyId, opts = {}) {
      const [mine] = await query("a counterparty's outcomes", COUNTERPARTY_OUTCOMES, { shopId, counterpartyId });
      const counts = (r: Row): OutcomeCounts => ({ products: Number(r["products"]), closed: Number(r["closed"]), agreed: Number(r["agreed"]) });
      if (!mine || counts(mine).products === 0) return [];
      const rows = await query("similar counterparties", SIMILAR_CANDIDATES, { shopId, counterpartyId, candidates: int(SIMILARITY_CANDIDATES) });
      const candidates: CandidateRow[] = rows.map((r) => ({ counterpartyId: String(r["counterpartyId"]), shared: Number(r["shared"]), ...counts(r) }));
      return similarFrom(counts(mine), candidates, opts.limit ?? GRAPH_DEFAULTS.similarLimit);
    },

    async dealsCitingPolicy(shopId, policyId, opts = {}) {
      const rows = await query("deals citing a policy", DEALS_CITING_POLICY, { shopId, policyId, limit: int(opts.limit ?? GRAPH_DEFAULTS.citationLimit) });
      return rows.map(
        (r): PolicyCitation => ({
          dealId: String(r["dealId"]),
          counterpartyId: str(r["counterpartyId"]),
          productId: str(r["productId"]),
          status: String(r["status"]),
          outcomes: ((r["outcomes"] as unknown[] | null) ?? []).map(String),
          count: Number(r["citations"] ?? 0),
        }),
      );
    },

    async upsertContracts(contracts) {
      // Node ids computed here, once, as the embedded adapter computes them.
      const facts = newestPerContract(contracts).map((f) => ({
        ...f,
        sla: f.sla.map((t) => ({ ...t, slaId: slaNodeId(f.contractId, t.targetId) })),
        violations: f.violations.map((v) => ({ ...v, violationId: violationNodeId(f.contractId, v.targetId, v.checkAt), slaId: slaNodeId(f.contractId, v.targetId) })),
      }));
      const size = options.batchSize ?? 200;
      for (let i = 0; i < facts.length; i += size) await query("a contract write", UPSERT_CONTRACTS, { contracts: facts.slice(i, i + size) }, "WRITE");
    },

    async counterpartyContracts(shopId, counterpartyId, opts = {}) {
      const rows = await query("a counterparty's contracts", COUNTERPARTY_CONTRACTS, { shopId, counterpartyId, limit: int(opts.limit ?? GRAPH_DEFAULTS.dealLimit) });
      return rows.map((r) => ({
        contractId: String(r["contractId"]),
        role: String(r["role"]),
        status: String(r["status"]),
        kind: str(r["kind"]),
        sla: ((r["sla"] as unknown[] | null) ?? []).map(String).sort(),
        violations: Number(r["violations"] ?? 0),
        violationsBy: Number(r["violationsBy"] ?? 0),
      }));
    },

    async close() {
      // Closing can hang on a dead socket too; give it the same deadline and move on.
      await deadline("close", driver.close()).catch(() => undefined);
    },
  };
}

/**
 * The embedded graph: the port on the memory's own Postgres (graph_nodes / graph_edges), so `npm start` and
 * the tests need no graph server. Same contract as the Neo4j adapter; Postgres does the joins, neighbourhood.ts
 * the arithmetic.
 */
import { sql, type SQL } from "drizzle-orm";
import { requireShopId, rows, type Queryable } from "../repositories/types";
import { newestPerContract, slaNodeId, violationNodeId, type ContractGraph, type CounterpartyContract } from "./contract-facts";
import { GRAPH_DEFAULTS, type DealFacts, type GraphStore, type PolicyCitation } from "./graph-store";
import { NEIGHBOURHOOD_DEALS, SIMILARITY_CANDIDATES, neighbourhoodFrom, similarFrom, type CandidateRow, type DealRow, type OutcomeCounts } from "./neighbourhood";

type Node = { shopId: string; label: string; id: string; props: Record<string, unknown>; version: number };
type Edge = { shopId: string; type: string; fromLabel: string; fromId: string; toLabel: string; toId: string; props: Record<string, unknown> };

/** The newest fact per deal (a batch may carry the same deal twice). */
export function newestPerDeal(deals: readonly DealFacts[]): DealFacts[] {
  const newest = new Map<string, DealFacts>();
  for (const d of deals) {
    const key = `${d.shopId}\u0000${d.dealId}`;
    const seen = newest.get(key);
    if (!seen || seen.version <= d.version) newest.set(key, d);
  }
  return [...newest.values()];
}

function dealProps(f: DealFacts): Record<string, unknown> {
  return {
    status: f.status,
    currency: f.currency,
    anchorMinor: f.anchorMinor,
    agreedPriceMinor: f.agreedPriceMinor,
    ...(f.agreedTerms ? { agreedTerms: f.agreedTerms } : {}),
    rounds: f.rounds,
    openedAt: f.openedAt,
    closedAt: f.closedAt,
  };
}

const values = (items: SQL[]) => sql.join(items, sql`, `);
const json = (x: unknown) => sql`${JSON.stringify(x)}::jsonb`;

async function insertNodes(db: Queryable, nodes: Node[], onConflict: SQL): Promise<void> {
  if (nodes.length === 0) return;
  const unique = [...new Map(nodes.map((n) => [`${n.shopId}\u0000${n.label}\u0000${n.id}`, n])).values()];
  await db.execute(sql`
    INSERT INTO graph_nodes (shop_id, label, id, props, version)
    VALUES ${values(unique.map((n) => sql`(${n.shopId}, ${n.label}, ${n.id}, ${json(n.props)}, ${n.version})`))}
    ON CONFLICT (shop_id, label, id) ${onConflict}`);
}

async function insertEdges(db: Queryable, edges: Edge[], onConflict: SQL): Promise<void> {
  if (edges.length === 0) return;
  const unique = [...new Map(edges.map((e) => [`${e.shopId}\u0000${e.fromLabel}\u0000${e.fromId}\u0000${e.type}\u0000${e.toLabel}\u0000${e.toId}`, e])).values()];
  await db.execute(sql`
    INSERT INTO graph_edges (shop_id, type, from_label, from_id, to_label, to_id, props)
    VALUES ${values(unique.map((e) => sql`(${e.shopId}, ${e.type}, ${e.fromLabel}, ${e.fromId}, ${e.toLabel}, ${e.toId}, ${json(e.props)})`))}
    ON CONFLICT (shop_id, from_label, from_id, type, to_label, to_id) ${onConflict}`);
}

export function createPostgresGraph(db: Queryable): GraphStore & ContractGraph {
  return {
    kind: "postgres",

    async migrate() {
      // The tables come with the memory's own migrations (0005_graph).
    },

    async upsertDeals(all) {
      const facts = newestPerDeal(all).filter((f) => requireShopId(f.shopId));
      if (facts.length === 0) return;
      // Only deals whose stored version is not newer are written, edges included (an older fact is a subset).
      const stored = await rows<{ shop_id: string; id: string; version: number | string }>(
        db.execute(sql`
          SELECT shop_id, id, version FROM graph_nodes
          WHERE label = 'Deal' AND (shop_id, id) IN (${values(facts.map((f) => sql`(${f.shopId}, ${f.dealId})`))})`),
      );
      const versions = new Map(stored.map((s) => [`${s.shop_id}\u0000${s.id}`, Number(s.version)]));
      const fresh = facts.filter((f) => (versions.get(`${f.shopId}\u0000${f.dealId}`) ?? -1) <= f.version);
      if (fresh.length === 0) return;
      const deals: Node[] = fresh.map((f) => ({ shopId: f.shopId, label: "Deal", id: f.dealId, props: dealProps(f), version: f.version }));
      const counterparties: Node[] = fresh.flatMap((f) => (f.counterpartyId === null ? [] : [{ shopId: f.shopId, label: "Counterparty", id: f.counterpartyId, props: { authenticated: f.authenticated }, version: 0 }]));
      const others: Node[] = fresh.flatMap((f) => [
        ...(f.productId === null ? [] : [{ shopId: f.shopId, label: "Product", id: f.productId, props: {}, version: 0 }]),
        { shopId: f.shopId, label: "Agent", id: f.agentId, props: {}, version: 0 },
        ...f.tactics.map((t) => ({ shopId: f.shopId, label: "Tactic", id: t.name, props: {}, version: 0 })),
        ...f.policies.map((p) => ({ shopId: f.shopId, label: "Policy", id: p.policyId, props: {}, version: 0 })),
      ]);
      const fixed: Edge[] = fresh.flatMap((f) => [
        ...(f.counterpartyId === null ? [] : [{ shopId: f.shopId, type: "NEGOTIATED", fromLabel: "Counterparty", fromId: f.counterpartyId, toLabel: "Deal", toId: f.dealId, props: {} }]),
        ...(f.productId === null ? [] : [{ shopId: f.shopId, type: "FOR", fromLabel: "Deal", fromId: f.dealId, toLabel: "Product", toId: f.productId, props: {} }]),
        { shopId: f.shopId, type: "PLAYED", fromLabel: "Agent", fromId: f.agentId, toLabel: "Deal", toId: f.dealId, props: {} },
      ]);
      const showed: Edge[] = fresh.flatMap((f) =>
        f.tactics.map((t) => ({ shopId: f.shopId, type: "SHOWED", fromLabel: "Deal", fromId: f.dealId, toLabel: "Tactic", toId: t.name, props: { confidence: t.confidence, round: t.round } })),
      );
      const cites: Edge[] = fresh.flatMap((f) =>
        f.policies.map((p) => ({ shopId: f.shopId, type: "CITES", fromLabel: "Deal", fromId: f.dealId, toLabel: "Policy", toId: p.policyId, props: { outcomes: p.outcomes, count: p.count } })),
      );
      await db.transaction(async (tx) => {
        await insertNodes(tx, deals, sql`DO UPDATE SET props = EXCLUDED.props, version = EXCLUDED.version
          WHERE graph_nodes.version <= EXCLUDED.version AND (graph_nodes.props, graph_nodes.version) IS DISTINCT FROM (EXCLUDED.props, EXCLUDED.version)`);
        // Once authenticated, always: a buyer who presented a credential once is known.
        await insertNodes(tx, counterparties, sql`DO UPDATE SET props = jsonb_build_object('authenticated', true)
          WHERE EXCLUDED.props->>'authenticated' = 'true' AND graph_nodes.props->>'authenticated' IS DISTINCT FROM 'true'`);
        await insertNodes(tx, others, sql`DO NOTHING`);
        await insertEdges(tx, fixed, sql`DO NOTHING`);
        await insertEdges(tx, showed, sql`DO UPDATE SET props = EXCLUDED.props WHERE graph_edges.props IS DISTINCT FROM EXCLUDED.props`);
        await insertEdges(tx, cites, sql`DO UPDATE SET props = EXCLUDED.props
          WHERE (EXCLUDED.props->>'count')::int >= (graph_edges.props->>'count')::int AND graph_edges.props IS DISTINCT FROM EXCLUDED.props`);
      });

    },

    async counterparty(shopId, counterpartyId, options = {}) {
      requireShopId(shopId);
      const [node] = await rows<{ props: { authenticated?: boolean } }>(
        db.execute(sql`SELECT props FROM graph_nodes WHERE shop_id = ${shopId} AND label = 'Counterparty' AND id = ${counterpartyId}`),
      );
      if (!node) return null;
      const dealRows = await rows<{ id: string; props: Record<string, unknown>; product_id: string | null; agent_id: string | null; tactics: { name: string; confidence: number }[] }>(
        db.execute(sql`
          SELECT d.id, d.props,
            (SELECT f.to_id FROM graph_edges f WHERE f.shop_id = d.shop_id AND f.from_label = 'Deal' AND f.from_id = d.id AND f.type = 'FOR' LIMIT 1) AS product_id,
            (SELECT a.from_id FROM graph_edges a WHERE a.shop_id = d.shop_id AND a.to_label = 'Deal' AND a.to_id = d.id AND a.type = 'PLAYED' LIMIT 1) AS agent_id,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('name', s.to_id, 'confidence', (s.props->>'confidence')::float8) ORDER BY s.to_id)
              FROM graph_edges s WHERE s.shop_id = d.shop_id AND s.from_label = 'Deal' AND s.from_id = d.id AND s.type = 'SHOWED'), '[]'::jsonb) AS tactics
          FROM graph_edges e JOIN graph_nodes d ON d.shop_id = e.shop_id AND d.label = 'Deal' AND d.id = e.to_id
          WHERE e.shop_id = ${shopId} AND e.from_label = 'Counterparty' AND e.from_id = ${counterpartyId} AND e.type = 'NEGOTIATED'
          ORDER BY COALESCE(d.props->>'openedAt', '') DESC, d.id
          LIMIT ${NEIGHBOURHOOD_DEALS}`),
      );
      const deals: DealRow[] = dealRows.map((r) => ({
        dealId: r.id,
        productId: r.product_id,
        agentId: r.agent_id,
        status: String(r.props["status"]),
        currency: (r.props["currency"] as string | null) ?? null,
        anchorMinor: (r.props["anchorMinor"] as number | null) ?? null,
        agreedPriceMinor: (r.props["agreedPriceMinor"] as number | null) ?? null,
        agreedTerms: (r.props["agreedTerms"] as Record<string, number | string> | undefined) ?? null,
        rounds: Number(r.props["rounds"] ?? 0),
        openedAt: (r.props["openedAt"] as string | null) ?? null,
        closedAt: (r.props["closedAt"] as string | null) ?? null,
        tactics: r.tactics,
      }));
      return neighbourhoodFrom(counterpartyId, node.props.authenticated === true, deals, options.dealLimit ?? GRAPH_DEFAULTS.dealLimit);
    },

    async similarCounterparties(shopId, counterpartyId, options = {}) {
      requireShopId(shopId);
      const counts = (who: SQL) => sql`
        SELECT count(DISTINCT f.to_id)::int AS products,
          (count(DISTINCT d.id) FILTER (WHERE d.props->>'status' <> 'open'))::int AS closed,
          (count(DISTINCT d.id) FILTER (WHERE d.props->>'status' = 'agreed'))::int AS agreed
        FROM graph_edges n
        JOIN graph_nodes d ON d.shop_id = n.shop_id AND d.label = 'Deal' AND d.id = n.to_id
        LEFT JOIN graph_edges f ON f.shop_id = d.shop_id AND f.from_label = 'Deal' AND f.from_id = d.id AND f.type = 'FOR'
        WHERE n.shop_id = ${shopId} AND n.from_label = 'Counterparty' AND n.from_id = ${who} AND n.type = 'NEGOTIATED'`;
      const [mine] = await rows<OutcomeCounts>(db.execute(counts(sql`${counterpartyId}`)));
      if (!mine || mine.products === 0) return [];
      const candidates = await rows<CandidateRow>(
        db.execute(sql`
          WITH my_products AS (
            SELECT DISTINCT f.to_id AS product_id FROM graph_edges n
            JOIN graph_edges f ON f.shop_id = n.shop_id AND f.from_label = 'Deal' AND f.from_id = n.to_id AND f.type = 'FOR'
            WHERE n.shop_id = ${shopId} AND n.from_label = 'Counterparty' AND n.from_id = ${counterpartyId} AND n.type = 'NEGOTIATED'),
          shared AS (
            SELECT n.from_id AS counterparty_id, count(DISTINCT f.to_id)::int AS shared
            FROM my_products m
            JOIN graph_edges f ON f.shop_id = ${shopId} AND f.to_label = 'Product' AND f.to_id = m.product_id AND f.type = 'FOR'
            JOIN graph_edges n ON n.shop_id = ${shopId} AND n.to_label = 'Deal' AND n.to_id = f.from_id AND n.type = 'NEGOTIATED'
            WHERE n.from_id <> ${counterpartyId}
            GROUP BY n.from_id
            ORDER BY shared DESC, n.from_id
            LIMIT ${SIMILARITY_CANDIDATES})
          SELECT s.counterparty_id AS "counterpartyId", s.shared, c.products, c.closed, c.agreed
          FROM shared s CROSS JOIN LATERAL (${counts(sql`s.counterparty_id`)}) c`),
      );
      return similarFrom(mine, candidates, options.limit ?? GRAPH_DEFAULTS.similarLimit);
    },

    async dealsCitingPolicy(shopId, policyId, options = {}) {
      requireShopId(shopId);
      const found = await rows<{ deal_id: string; counterparty_id: string | null; product_id: string | null; status: string; props: { outcomes: string[]; count: number } }>(
        db.execute(sql`
          SELECT d.id AS deal_id, d.props->>'status' AS status, c.props,
            (SELECT n.from_id FROM graph_edges n WHERE n.shop_id = d.shop_id AND n.to_label = 'Deal' AND n.to_id = d.id AND n.type = 'NEGOTIATED' LIMIT 1) AS counterparty_id,
            (SELECT f.to_id FROM graph_edges f WHERE f.shop_id = d.shop_id AND f.from_label = 'Deal' AND f.from_id = d.id AND f.type = 'FOR' LIMIT 1) AS product_id
          FROM graph_edges c JOIN graph_nodes d ON d.shop_id = c.shop_id AND d.label = 'Deal' AND d.id = c.from_id
          WHERE c.shop_id = ${shopId} AND c.to_label = 'Policy' AND c.to_id = ${policyId} AND c.type = 'CITES'
          ORDER BY COALESCE(d.props->>'openedAt', '') DESC, d.id
          LIMIT ${options.limit ?? GRAPH_DEFAULTS.citationLimit}`),
      );
      return found.map(
        (r): PolicyCitation => ({ dealId: r.deal_id, counterpartyId: r.counterparty_id, productId: r.product_id, status: r.status, outcomes: r.props.outcomes, count: r.props.count }),
      );
    },

    async upsertContracts(all) {
      const facts = newestPerContract(all).filter((f) => requireShopId(f.shopId));
      if (facts.length === 0) return;
      const stored = await rows<{ shop_id: string; id: string; version: number | string }>(
        db.execute(sql`
          SELECT shop_id, id, version FROM graph_nodes
          WHERE label = 'Contract' AND (shop_id, id) IN (${values(facts.map((f) => sql`(${f.shopId}, ${f.contractId})`))})`),
      );
      const versions = new Map(stored.map((s) => [`${s.shop_id}\u0000${s.id}`, Number(s.version)]));
      // A contract's own properties, its parties and SLA follow the newest fact; violations only accumulate.
      const fresh = facts.filter((f) => (versions.get(`${f.shopId}\u0000${f.contractId}`) ?? -1) <= f.version);
      const contracts: Node[] = fresh.map((f) => ({
        shopId: f.shopId,
        label: "Contract",
        id: f.contractId,
        props: { kind: f.kind, status: f.status, currency: f.currency, priceMinor: f.priceMinor, termsVersion: f.termsVersion, negotiationId: f.negotiationId, proposedAt: f.proposedAt, activatedAt: f.activatedAt, closedAt: f.closedAt },
        version: f.version,
      }));
      const slas: Node[] = fresh.flatMap((f) =>
        f.sla.map((t) => ({ shopId: f.shopId, label: "SLA", id: slaNodeId(f.contractId, t.targetId), props: { ...t, contractId: f.contractId, termsVersion: f.termsVersion }, version: f.version })),
      );
      const counterparties: Node[] = facts.flatMap((f) => [
        ...f.parties.map((p) => ({ shopId: f.shopId, label: "Counterparty", id: p.agentId, props: { authenticated: false }, version: 0 })),
        ...f.violations.flatMap((v) => (v.providerId ? [{ shopId: f.shopId, label: "Counterparty", id: v.providerId, props: { authenticated: false }, version: 0 }] : [])),
      ]);
      const violations: Node[] = facts.flatMap((f) =>
        f.violations.map((v) => ({ shopId: f.shopId, label: "Violation", id: violationNodeId(f.contractId, v.targetId, v.checkAt), props: { ...v, contractId: f.contractId }, version: 0 })),
      );
      const edges: Edge[] = [
        ...fresh.flatMap((f) => [
          ...f.parties.map((p) => ({ shopId: f.shopId, type: "PARTY_TO", fromLabel: "Counterparty", fromId: p.agentId, toLabel: "Contract", toId: f.contractId, props: { role: p.role } })),
          ...f.sla.map((t) => ({ shopId: f.shopId, type: "PROMISES", fromLabel: "Contract", fromId: f.contractId, toLabel: "SLA", toId: slaNodeId(f.contractId, t.targetId), props: {} })),
          ...(f.negotiationId ? [{ shopId: f.shopId, type: "RECORDS", fromLabel: "Contract", fromId: f.contractId, toLabel: "Deal", toId: f.negotiationId, props: {} }] : []),
        ]),
        ...facts.flatMap((f) =>
          f.violations.flatMap((v) => {
            const id = violationNodeId(f.contractId, v.targetId, v.checkAt);
            return [
              { shopId: f.shopId, type: "VIOLATED", fromLabel: "Contract", fromId: f.contractId, toLabel: "Violation", toId: id, props: {} },
              { shopId: f.shopId, type: "OF_TARGET", fromLabel: "Violation", fromId: id, toLabel: "SLA", toId: slaNodeId(f.contractId, v.targetId), props: {} },
              ...(v.providerId ? [{ shopId: f.shopId, type: "BY", fromLabel: "Violation", fromId: id, toLabel: "Counterparty", toId: v.providerId, props: {} }] : []),
            ];
          }),
        ),
      ];
      await db.transaction(async (tx) => {
        const newer = sql`DO UPDATE SET props = EXCLUDED.props, version = EXCLUDED.version
          WHERE graph_nodes.version <= EXCLUDED.version AND (graph_nodes.props, graph_nodes.version) IS DISTINCT FROM (EXCLUDED.props, EXCLUDED.version)`;
        await insertNodes(tx, contracts, newer);
        await insertNodes(tx, slas, newer);
        // A counterparty first seen as a party keeps what its deals say about it (authenticated, set by upsertDeals).
        await insertNodes(tx, counterparties, sql`DO NOTHING`);
        await insertNodes(tx, violations, sql`DO NOTHING`);
        // PARTY_TO carries the role, which an amendment never changes; the rest are bare links.
        await insertEdges(tx, edges, sql`DO NOTHING`);
      });
    },

    async counterpartyContracts(shopId, counterpartyId, options = {}) {
      requireShopId(shopId);
      const found = await rows<{ id: string; role: string; props: Record<string, unknown>; sla: string[] | null; violations: number; violations_by: number }>(
        db.execute(sql`
          SELECT c.id, e.props->>'role' AS role, c.props,
            (SELECT array_agg(s.props->>'targetId' ORDER BY s.props->>'targetId') FROM graph_edges p
              JOIN graph_nodes s ON s.shop_id = p.shop_id AND s.label = 'SLA' AND s.id = p.to_id
              WHERE p.shop_id = c.shop_id AND p.from_label = 'Contract' AND p.from_id = c.id AND p.type = 'PROMISES') AS sla,
            (SELECT count(*)::int FROM graph_edges v WHERE v.shop_id = c.shop_id AND v.from_label = 'Contract' AND v.from_id = c.id AND v.type = 'VIOLATED') AS violations,
            (SELECT count(*)::int FROM graph_edges v JOIN graph_edges b ON b.shop_id = v.shop_id AND b.from_label = 'Violation' AND b.from_id = v.to_id AND b.type = 'BY'
              WHERE v.shop_id = c.shop_id AND v.from_label = 'Contract' AND v.from_id = c.id AND v.type = 'VIOLATED' AND b.to_id = ${counterpartyId}) AS violations_by
          FROM graph_edges e JOIN graph_nodes c ON c.shop_id = e.shop_id AND c.label = 'Contract' AND c.id = e.to_id
          WHERE e.shop_id = ${shopId} AND e.from_label = 'Counterparty' AND e.from_id = ${counterpartyId} AND e.type = 'PARTY_TO'
          ORDER BY COALESCE(c.props->>'proposedAt', '') DESC, c.id
          LIMIT ${options.limit ?? GRAPH_DEFAULTS.dealLimit}`),
      );
      return found.map(
        (r): CounterpartyContract => ({
          contractId: r.id,
          role: r.role,
          status: String(r.props["status"]),
          kind: (r.props["kind"] as string | null) ?? null,
          sla: r.sla ?? [],
          violations: r.violations,
          violationsBy: r.violations_by,
        }),
      );
    },

    async close() {
      // The database handle belongs to the caller.
    },
  };
}

/**
 * Every Cypher statement the Neo4j adapter runs, as reviewed constants (no string building: values travel
 * only as parameters). tests/memory/cypher-syntax.test.ts parses each with Neo4j's own Cypher parser.
 */

/**
 * MERGEs a batch of DealFacts ($deals). A deal whose stored version is newer is left alone, edges included. A package
 * deal's agreed terms travel as `f.termProperties` (`term:<id>` → value, see TERM_PROPERTY_PREFIX) and are set on
 * the Deal, a switch overwriting them (a deal's packages always name every term of its product).
 */
export const UPSERT_DEALS = `
UNWIND $deals AS f
MERGE (d:Deal {shopId: f.shopId, id: f.dealId})
WITH d, f
WHERE coalesce(d.version, -1) <= f.version
SET d.status = f.status, d.currency = f.currency, d.anchorMinor = f.anchorMinor,
    d.agreedPriceMinor = f.agreedPriceMinor, d.rounds = f.rounds, d.openedAt = f.openedAt,
    d.closedAt = f.closedAt, d.version = f.version
SET d += coalesce(f.termProperties, {})
MERGE (a:Agent {shopId: f.shopId, id: f.agentId})
MERGE (a)-[:PLAYED]->(d)
FOREACH (cid IN CASE WHEN f.counterpartyId IS NULL THEN [] ELSE [f.counterpartyId] END |
  MERGE (c:Counterparty {shopId: f.shopId, id: cid})
  SET c.authenticated = coalesce(c.authenticated, false) OR f.authenticated
  MERGE (c)-[:NEGOTIATED]->(d))
FOREACH (pid IN CASE WHEN f.productId IS NULL THEN [] ELSE [f.productId] END |
  MERGE (p:Product {shopId: f.shopId, id: pid})
  MERGE (d)-[:FOR]->(p))
FOREACH (t IN f.tactics |
  MERGE (x:Tactic {shopId: f.shopId, id: t.name})
  MERGE (d)-[s:SHOWED]->(x)
  SET s.confidence = t.confidence, s.round = t.round)
FOREACH (q IN f.policies |
  MERGE (y:Policy {shopId: f.shopId, id: q.policyId})
  MERGE (d)-[r:CITES]->(y)
  SET r.outcomes = CASE WHEN coalesce(r.count, 0) <= q.count THEN q.outcomes ELSE r.outcomes END,
      r.count = CASE WHEN coalesce(r.count, 0) <= q.count THEN q.count ELSE r.count END)
`;

export const COUNTERPARTY_NODE = `
MATCH (c:Counterparty {shopId: $shopId, id: $counterpartyId})
RETURN coalesce(c.authenticated, false) AS authenticated
`;

/** A counterparty's deals, newest first, each with its product, agent and tactics. */
export const COUNTERPARTY_DEALS = `
MATCH (:Counterparty {shopId: $shopId, id: $counterpartyId})-[:NEGOTIATED]->(d:Deal)
OPTIONAL MATCH (d)-[:FOR]->(p:Product)
OPTIONAL MATCH (a:Agent)-[:PLAYED]->(d)
OPTIONAL MATCH (d)-[s:SHOWED]->(t:Tactic)
WITH d, p, a, collect(CASE WHEN t IS NULL THEN NULL ELSE {name: t.id, confidence: s.confidence} END) AS tactics
RETURN d.id AS dealId, p.id AS productId, a.id AS agentId, d.status AS status, d.currency AS currency,
       d.anchorMinor AS anchorMinor, d.agreedPriceMinor AS agreedPriceMinor, d.rounds AS rounds,
       d.openedAt AS openedAt, d.closedAt AS closedAt, tactics,
       [k IN keys(d) WHERE k STARTS WITH 'term:' | [substring(k, 5), d[k]]] AS agreedTerms
ORDER BY coalesce(d.openedAt, '') DESC, d.id
LIMIT $limit
`;

/** Products negotiated and outcomes of one counterparty (the baseline for similarity). */
export const COUNTERPARTY_OUTCOMES = `
MATCH (:Counterparty {shopId: $shopId, id: $counterpartyId})-[:NEGOTIATED]->(d:Deal)
OPTIONAL MATCH (d)-[:FOR]->(p:Product)
RETURN count(DISTINCT p) AS products,
       count(DISTINCT CASE WHEN d.status <> 'open' THEN d END) AS closed,
       count(DISTINCT CASE WHEN d.status = 'agreed' THEN d END) AS agreed
`;

/** Counterparties who negotiated the same products, with their own product and outcome counts. */
export const SIMILAR_CANDIDATES = `
MATCH (me:Counterparty {shopId: $shopId, id: $counterpartyId})-[:NEGOTIATED]->(:Deal)-[:FOR]->(p:Product)
WITH me, collect(DISTINCT p) AS mine
UNWIND mine AS p
MATCH (p)<-[:FOR]-(:Deal)<-[:NEGOTIATED]-(o:Counterparty)
WHERE o <> me
WITH o, count(DISTINCT p) AS shared
ORDER BY shared DESC, o.id
LIMIT $candidates
MATCH (o)-[:NEGOTIATED]->(d:Deal)
OPTIONAL MATCH (d)-[:FOR]->(op:Product)
RETURN o.id AS counterpartyId, shared, count(DISTINCT op) AS products,
       count(DISTINCT CASE WHEN d.status <> 'open' THEN d END) AS closed,
       count(DISTINCT CASE WHEN d.status = 'agreed' THEN d END) AS agreed
`;

export const DEALS_CITING_POLICY = `
MATCH (d:Deal)-[r:CITES]->(:Policy {shopId: $shopId, id: $policyId})
OPTIONAL MATCH (c:Counterparty)-[:NEGOTIATED]->(d)
OPTIONAL MATCH (d)-[:FOR]->(p:Product)
RETURN d.id AS dealId, c.id AS counterpartyId, p.id AS productId, d.status AS status,
       r.outcomes AS outcomes, r.count AS citations
ORDER BY coalesce(d.openedAt, '') DESC, d.id
LIMIT $limit
`;

export const MIGRATION_APPLIED = `
MATCH (m:GraphMigration {id: $id})
RETURN m.id AS id
`;

export const RECORD_MIGRATION = `
MERGE (m:GraphMigration {id: $id})
ON CREATE SET m.appliedAt = datetime()
`;

/** Every statement above, by name (the syntax test walks this). */
export const CYPHER_STATEMENTS: Readonly<Record<string, string>> = {
  UPSERT_DEALS,
  COUNTERPARTY_NODE,
  COUNTERPARTY_DEALS,
  COUNTERPARTY_OUTCOMES,
  SIMILAR_CANDIDATES,
  DEALS_CITING_POLICY,
  MIGRATION_APPLIED,
  RECORD_MIGRATION,
};

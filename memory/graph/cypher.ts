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

/**
 * MERGEs a batch of contract facts ($contracts, memory/graph/contract-facts.ts, with node ids precomputed as
 * `slaId` and `violationId`). A Contract whose stored version is newer keeps its properties, parties and SLA; its
 * violations only accumulate.
 */
export const UPSERT_CONTRACTS = `
UNWIND $contracts AS f
MERGE (c:Contract {shopId: f.shopId, id: f.contractId})
WITH c, f, coalesce(c.version, -1) <= f.version AS fresh
FOREACH (_ IN CASE WHEN fresh THEN [1] ELSE [] END |
  SET c.kind = f.kind, c.status = f.status, c.currency = f.currency, c.priceMinor = f.priceMinor,
      c.termsVersion = f.termsVersion, c.negotiationId = f.negotiationId, c.proposedAt = f.proposedAt,
      c.activatedAt = f.activatedAt, c.closedAt = f.closedAt, c.version = f.version
  FOREACH (p IN f.parties |
    MERGE (x:Counterparty {shopId: f.shopId, id: p.agentId})
    ON CREATE SET x.authenticated = false
    MERGE (x)-[r:PARTY_TO]->(c)
    SET r.role = p.role)
  FOREACH (t IN f.sla |
    MERGE (s:SLA {shopId: f.shopId, id: t.slaId})
    SET s.targetId = t.targetId, s.metric = t.metric, s.statistic = t.statistic, s.windowMin = t.windowMin,
        s.comparator = t.comparator, s.threshold = t.threshold, s.contractId = f.contractId, s.termsVersion = f.termsVersion
    MERGE (c)-[:PROMISES]->(s)))
FOREACH (v IN f.violations |
  MERGE (y:Violation {shopId: f.shopId, id: v.violationId})
  ON CREATE SET y.targetId = v.targetId, y.checkAt = v.checkAt, y.penaltyMinor = v.penaltyMinor, y.reading = v.reading,
      y.providerId = v.providerId, y.contractId = f.contractId
  MERGE (c)-[:VIOLATED]->(y)
  MERGE (s2:SLA {shopId: f.shopId, id: v.slaId})
  MERGE (y)-[:OF_TARGET]->(s2)
  FOREACH (pid IN CASE WHEN v.providerId IS NULL THEN [] ELSE [v.providerId] END |
    MERGE (w:Counterparty {shopId: f.shopId, id: pid})
    ON CREATE SET w.authenticated = false
    MERGE (y)-[:BY]->(w)))
`;

/** The contracts a counterparty is party to, newest first, with their SLA targets and violations. */
export const COUNTERPARTY_CONTRACTS = `
MATCH (me:Counterparty {shopId: $shopId, id: $counterpartyId})-[r:PARTY_TO]->(c:Contract)
OPTIONAL MATCH (c)-[:PROMISES]->(s:SLA)
WITH me, r, c, collect(DISTINCT s.targetId) AS sla
OPTIONAL MATCH (c)-[:VIOLATED]->(v:Violation)
WITH me, r, c, sla, count(DISTINCT v) AS violations,
     count(DISTINCT CASE WHEN (v)-[:BY]->(me) THEN v END) AS violationsBy
RETURN c.id AS contractId, r.role AS role, c.status AS status, c.kind AS kind, sla, violations, violationsBy
ORDER BY coalesce(c.proposedAt, '') DESC, c.id
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
  UPSERT_CONTRACTS,
  COUNTERPARTY_CONTRACTS,
  COUNTERPARTY_NODE,
  COUNTERPARTY_DEALS,
  COUNTERPARTY_OUTCOMES,
  SIMILAR_CANDIDATES,
  DEALS_CITING_POLICY,
  MIGRATION_APPLIED,
  RECORD_MIGRATION,
};

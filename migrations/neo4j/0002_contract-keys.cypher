// Service agreements (issue #30): Contract, SLA and Violation nodes, keyed per shop like the rest.
// Applied by memory/graph/neo4j-graph.ts (migrate), one statement at a time, each idempotent.
CREATE CONSTRAINT contract_key IF NOT EXISTS FOR (n:Contract) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT sla_key IF NOT EXISTS FOR (n:SLA) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT violation_key IF NOT EXISTS FOR (n:Violation) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE INDEX contract_status IF NOT EXISTS FOR (n:Contract) ON (n.shopId, n.status);

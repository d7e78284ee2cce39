// Knowledge graph: every node belongs to one shop and is keyed by (shopId, id).
// Applied by memory/graph/neo4j-graph.ts (migrate), one statement at a time, each idempotent.
CREATE CONSTRAINT counterparty_key IF NOT EXISTS FOR (n:Counterparty) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT deal_key IF NOT EXISTS FOR (n:Deal) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT product_key IF NOT EXISTS FOR (n:Product) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT tactic_key IF NOT EXISTS FOR (n:Tactic) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT policy_key IF NOT EXISTS FOR (n:Policy) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT agent_key IF NOT EXISTS FOR (n:Agent) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT graph_migration_key IF NOT EXISTS FOR (n:GraphMigration) REQUIRE n.id IS UNIQUE;
CREATE INDEX deal_opened_at IF NOT EXISTS FOR (n:Deal) ON (n.shopId, n.openedAt);

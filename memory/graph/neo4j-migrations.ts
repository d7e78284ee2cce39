/**
 * The Cypher migrations under migrations/neo4j/, embedded (a Worker cannot read files). A test checks that
 * these are the files' exact contents, so the reviewed .cypher files stay the source of truth.
 */
export interface CypherMigration {
  id: string;
  /** The file's text: `;`-terminated statements, `//` comments. */
  text: string;
}

export const NEO4J_MIGRATIONS: readonly CypherMigration[] = [
  {
    id: "0001_graph-keys",
    text: `// Knowledge graph: every node belongs to one shop and is keyed by (shopId, id).
// Applied by memory/graph/neo4j-graph.ts (migrate), one statement at a time, each idempotent.
CREATE CONSTRAINT counterparty_key IF NOT EXISTS FOR (n:Counterparty) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT deal_key IF NOT EXISTS FOR (n:Deal) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT product_key IF NOT EXISTS FOR (n:Product) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT tactic_key IF NOT EXISTS FOR (n:Tactic) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT policy_key IF NOT EXISTS FOR (n:Policy) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT agent_key IF NOT EXISTS FOR (n:Agent) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT graph_migration_key IF NOT EXISTS FOR (n:GraphMigration) REQUIRE n.id IS UNIQUE;
CREATE INDEX deal_opened_at IF NOT EXISTS FOR (n:Deal) ON (n.shopId, n.openedAt);
`,
  },
  {
    id: "0002_contract-keys",
    text: `// Service agreements (issue #30): Contract, SLA and Violation nodes, keyed per shop like the rest.
// Applied by memory/graph/neo4j-graph.ts (migrate), one statement at a time, each idempotent.
CREATE CONSTRAINT contract_key IF NOT EXISTS FOR (n:Contract) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT sla_key IF NOT EXISTS FOR (n:SLA) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE CONSTRAINT violation_key IF NOT EXISTS FOR (n:Violation) REQUIRE (n.shopId, n.id) IS UNIQUE;
CREATE INDEX contract_status IF NOT EXISTS FOR (n:Contract) ON (n.shopId, n.status);
`,
  },
];

/** A migration's statements, without comments or the trailing semicolons. */
export function statementsOf(migration: CypherMigration): string[] {
  return migration.text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("//"))
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

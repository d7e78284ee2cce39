import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isNotParamError, lintCypherQuery } from "@neo4j-cypher/language-support";
import { describe, expect, it } from "vitest";
import { CYPHER_STATEMENTS, NEO4J_MIGRATIONS, statementsOf } from "../../memory";

const MIGRATIONS_DIR = join(__dirname, "../../migrations/neo4j");

/** Neo4j's own parser's errors for a statement; parameters are the driver's business, not the parser's. */
const errors = (cypher: string) =>
  lintCypherQuery(cypher, {})
    .diagnostics.map((d) => (typeof d.message === "string" ? d.message : d.message.value))
    .filter((message) => isNotParamError({ message }));

describe("every Cypher statement parses with Neo4j's Cypher parser", () => {
  it("the parser catches what it should (so the checks below can fail)", () => {
    expect(errors("MATCH (d:Deal {id: $id} RETURN d")).not.toEqual([]);
    expect(errors("MERGE (d:Deal {id: $id}) SET d.status = ")).not.toEqual([]);
  });

  it.each(Object.entries(CYPHER_STATEMENTS))("%s", (_name, cypher) => {
    expect(errors(cypher)).toEqual([]);
  });

  it.each(NEO4J_MIGRATIONS.flatMap((m) => statementsOf(m).map((s, i) => [`${m.id} #${i + 1}`, s] as const)))("migration %s", (_name, cypher) => {
    expect(errors(cypher)).toEqual([]);
  });
});

describe("Cypher migrations", () => {
  it("the embedded copies are the files under migrations/neo4j, in order", () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".cypher"))
      .sort();
    expect(NEO4J_MIGRATIONS.map((m) => `${m.id}.cypher`)).toEqual(files);
    for (const m of NEO4J_MIGRATIONS) expect(m.text).toBe(readFileSync(join(MIGRATIONS_DIR, `${m.id}.cypher`), "utf8"));
  });

  it("every statement is idempotent (IF NOT EXISTS), so migrating twice is harmless", () => {
    for (const m of NEO4J_MIGRATIONS) for (const s of statementsOf(m)) expect(s).toMatch(/ IF NOT EXISTS /);
  });

  it("key every node label the graph writes", () => {
    const text = NEO4J_MIGRATIONS.map((m) => m.text).join("\n");
    for (const label of ["Counterparty", "Deal", "Product", "Tactic", "Policy", "Agent"]) expect(text).toContain(`FOR (n:${label}) REQUIRE (n.shopId, n.id) IS UNIQUE`);
  });
});

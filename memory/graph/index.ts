export * from "./graph-store";
export * from "./postgres-graph";
export * from "./neo4j-graph";
export * from "./graph-sync";
export * from "./create-graph-store";
export * from "./contract-facts";
export { CYPHER_STATEMENTS } from "./cypher";
export { NEO4J_MIGRATIONS, statementsOf, type CypherMigration } from "./neo4j-migrations";

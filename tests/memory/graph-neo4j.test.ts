/**
 * The Neo4j adapter against a real Neo4j: runs when NEO4J_URI (and NEO4J_USER, NEO4J_PASSWORD, optionally
 * NEO4J_DATABASE) point at one — Aura or `docker run neo4j:5` — and is reported as skipped otherwise.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { createNeo4jGraph, type GraphStore } from "../../memory";
import { graphContract } from "./graph-contract";

const uri = process.env.NEO4J_URI;

describe.skipIf(!uri)("Neo4j adapter on the server at NEO4J_URI", () => {
  let graph: GraphStore;
  beforeAll(async () => {
    graph = await createNeo4jGraph({
      uri: uri!,
      user: process.env.NEO4J_USER ?? "neo4j",
      password: process.env.NEO4J_PASSWORD ?? "",
      ...(process.env.NEO4J_DATABASE ? { database: process.env.NEO4J_DATABASE } : {}),
      timeoutMs: 20_000,
    });
  });
  afterAll(async () => {
    await graph?.close();
  });
  graphContract("Neo4j", () => graph);
});

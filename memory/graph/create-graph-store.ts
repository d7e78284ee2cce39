import type { Queryable } from "../repositories/types";
import type { GraphStore } from "./graph-store";
import { createNeo4jGraph } from "./neo4j-graph";
import { createPostgresGraph } from "./postgres-graph";

/** The settings that switch the graph to Neo4j (all but the database are required once NEO4J_URI is set). */
export interface GraphSettings {
  NEO4J_URI?: string;
  NEO4J_USER?: string;
  NEO4J_PASSWORD?: string;
  NEO4J_DATABASE?: string;
  /** Per-call deadline, ms (default 8 000). */
  NEO4J_TIMEOUT_MS?: string;
}

/** Neo4j when NEO4J_URI is set, otherwise the embedded graph on the memory's Postgres (`db`). */
export async function createGraphStore(settings: GraphSettings, db: Queryable): Promise<GraphStore> {
  if (!settings.NEO4J_URI) return createPostgresGraph(db);
  if (!settings.NEO4J_USER || !settings.NEO4J_PASSWORD) throw new Error("NEO4J_URI is set but NEO4J_USER or NEO4J_PASSWORD is not");
  const timeout = Number(settings.NEO4J_TIMEOUT_MS);
  return createNeo4jGraph({
    uri: settings.NEO4J_URI,
    user: settings.NEO4J_USER,
    password: settings.NEO4J_PASSWORD,
    ...(settings.NEO4J_DATABASE ? { database: settings.NEO4J_DATABASE } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  });
}

/**
 * vitest globalSetup: one embedded Postgres (PGlite + pgvector, in memory) for the whole run, on free ports,
 * migrated, reachable through the real Neon driver via the WebSocket bridge. Tests read its URL with
 * `inject("databaseUrl")`.
 *
 * Hook it into a project with `globalSetup: ["tests/setup/local-db.global.ts"]`. Tests that share it must not
 * wipe each other's data: tests/memory uses fresh shop ids per test instead of TRUNCATE (files run in parallel).
 * Set PARLEY_TEST_DATA_DIR to keep the database on disk instead of in memory.
 */
import type { TestProject } from "vitest/node";
import { startLocalDb } from "../../scripts/local-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const local = await startLocalDb({ dataDir: process.env.PARLEY_TEST_DATA_DIR ?? null, port: 0, bridgePort: 0 });
  project.provide("databaseUrl", local.databaseUrl);
  return () => local.stop();
}

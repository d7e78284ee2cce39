import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// wrangler warns about the required secret unless it is in the environment; tests use this fixed one.
process.env.OPERATOR_TOKEN ??= "test-operator-token";
process.env.DATABASE_URL ??= "set-per-run-by-tests/setup/local-db.global.ts";

// Two projects: pure code and adapters run in Node; workers and Durable Objects run in workerd.
export default defineConfig({
  test: {
    // One embedded Postgres for the whole run (started in Node, so its WebSocket bridge uses Node's ws).
    globalSetup: ["tests/setup/local-db.global.ts"],
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["tests/{kernel,policies,memory,language,architecture,bench,identity}/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [
          // The worker reaches the run's embedded Postgres (PGlite + pgvector) through the real Neon driver.
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { OPERATOR_TOKEN: "test-operator-token", DATABASE_URL: inject("databaseUrl") },
            },
          })),
        ],
        test: {
          name: "workerd",
          include: ["tests/{workers,durable-objects}/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

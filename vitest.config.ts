import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// wrangler warns about the required secret unless it is in the environment; tests use this fixed one.
process.env.OPERATOR_TOKEN ??= "test-operator-token";
process.env.WEBHOOK_SEALING_KEY ??= "test-webhook-sealing-key-0123456789";
process.env.DATABASE_URL ??= "set-per-run-by-tests/setup/local-db.global.ts";

// Two projects: pure code and adapters run in Node; workers and Durable Objects run in workerd.
export default defineConfig({
  test: {
    // One embedded Postgres for the whole run (started in Node, so its WebSocket bridge uses Node's ws).
    globalSetup: ["tests/setup/local-db.global.ts", "tests/setup/fake-openai.global.ts", "tests/setup/webhook-sink.global.ts"],
    // Two files at a time, across all the projects (run in turn: browser, node, workerd, workerd-model). Safe with
    // the one embedded Postgres because its gate (scripts/ws-bridge.mjs) lets each connection's exchange and
    // transaction through whole; the browser project's files share one wrangler dev stack, each with its own shop.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          // One module cache per worker across files: the reader's modules (and the regular expressions V8 has
          // compiled for them) load once instead of once per file, which took 40% off the language tests. These
          // files share no mutable state: modules are pure, and the few that fake timers restore them after.
          isolate: false,
          include: ["tests/{kernel,contracts,policies,governed-round,memory,language,architecture,bench,identity,client,tactics,rehearsal,roleplay,scripts,terms,auctions,fleet}/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The dashboard in headless Chromium against the real local stack (wrangler dev + the run's Postgres): one
        // stack for all the files, started and stopped by the project's global setup. One module cache per worker
        // (as the node project): playwright and the dashboard's helpers load once. The files share no module state:
        // each launches and closes its own Chromium, sets its own poll timeout, and makes its own shop.
        test: {
          name: "browser",
          environment: "node",
          globalSetup: ["tests/setup/browser-stack.global.ts"],
          isolate: false,
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [
          // The worker reaches the run's embedded Postgres (PGlite + pgvector) through the real Neon driver.
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // The webhook sink listens on loopback: local development's switch for http to 127.0.0.1.
              bindings: { OPERATOR_TOKEN: "test-operator-token", WEBHOOK_SEALING_KEY: "test-webhook-sealing-key-0123456789", DATABASE_URL: inject("databaseUrl"), PARLEY_WEBHOOK_ALLOW_HTTP: "1" },
            },
          })),
        ],
        test: {
          name: "workerd",
          include: ["tests/{workers,durable-objects}/**/*.test.ts"],
          // Two files share the one embedded Postgres: a test may wait on the other file's transaction.
          testTimeout: 60_000,
        },
      },
      {
        // The same worker with its language adapters on a model: the local fake of OpenAI that obeys every
        // instruction a buyer hides in a message (the worst case), reached through the real `openai` client.
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                OPERATOR_TOKEN: "test-operator-token",
                WEBHOOK_SEALING_KEY: "test-webhook-sealing-key-0123456789",
                DATABASE_URL: inject("databaseUrl"),
                PARLEY_WEBHOOK_ALLOW_HTTP: "1",
                PARLEY_LANGUAGE_MODEL: "openai",
                OPENAI_LANGUAGE_API_KEY: "sk-test-language",
                OPENAI_LANGUAGE_BASE_URL: inject("fakeOpenAIUrl"),
              },
            },
          })),
        ],
        test: {
          name: "workerd-model",
          include: ["tests/language-model/**/*.test.ts"],
          // Two files share the one embedded Postgres: a test may wait on the other file's transaction.
          testTimeout: 60_000,
        },
      },
    ],
  },
});

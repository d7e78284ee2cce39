import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// wrangler warns about the required secret unless it is in the environment; tests use this fixed one.
process.env.OPERATOR_TOKEN ??= "test-operator-token";

// Two projects: pure code and adapters run in Node; workers and Durable Objects run in workerd.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["tests/{kernel,policies,memory,language,architecture}/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { OPERATOR_TOKEN: "test-operator-token" },
            },
          }),
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

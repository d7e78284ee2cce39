/** Runs tests/dashboard/fleet.test.ts (Chromium) until the browser project includes tests/dashboard: `npx vitest run --config tests/dashboard/fleet.vitest.config.ts`. */
import { defineConfig } from "vitest/config";
process.env.OPERATOR_TOKEN ??= "test-operator-token";
process.env.WEBHOOK_SEALING_KEY ??= "test-webhook-sealing-key-0123456789";
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  test: {
    globalSetup: ["tests/setup/local-db.global.ts", "tests/setup/fake-openai.global.ts", "tests/setup/webhook-sink.global.ts"],
    projects: [{ test: { name: "dashboard-fleet", environment: "node", include: ["tests/dashboard/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 180_000 } }],
  },
});

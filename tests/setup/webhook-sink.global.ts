/** vitest globalSetup: one local webhook receiver for the run (tests/support/webhook-sink.ts), as `inject("webhookSinkUrl")`. */
import type { TestProject } from "vitest/node";
import { startWebhookSink } from "../support/webhook-sink";

declare module "vitest" {
  export interface ProvidedContext {
    webhookSinkUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sink = await startWebhookSink();
  project.provide("webhookSinkUrl", sink.url);
  return () => sink.close();
}

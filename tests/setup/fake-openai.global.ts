/**
 * vitest globalSetup: a local server that speaks OpenAI's chat-completions API as the worst-case model — one
 * that obeys every instruction a buyer hides in a message (tests/support/obedient-model.ts). The
 * `workerd-model` project points the worker's language adapters at it (`inject("fakeOpenAIUrl")`), so the real
 * `openai` client runs in workerd against it.
 */
import type { TestProject } from "vitest/node";
import { startFakeOpenAI } from "../support/fake-openai";

declare module "vitest" {
  export interface ProvidedContext {
    fakeOpenAIUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startFakeOpenAI({ behaviour: "obedient" });
  project.provide("fakeOpenAIUrl", fake.url);
  return () => fake.close();
}

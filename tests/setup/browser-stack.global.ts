/**
 * vitest globalSetup of the browser project: one local stack (`wrangler dev`, tests/browser/local-stack.ts) for all
 * of the project's files, instead of one per file. Files read it with `sharedLocalStack()`.
 *
 * The stack needs the run's Postgres, which the root's global setup (tests/setup/local-db.global.ts) provides; vitest
 * runs a project's global setups before the root's, so this one provides the stack's address at once and starts
 * wrangler in the background as soon as the database's URL is there. The files wait for the status file to say
 * "ready" (or why not, with wrangler's log). At the end of the run the stack's whole process group is stopped and
 * its state removed; if this process dies first, bench/process-group.mjs kills the group on the way out.
 */
import { appendFileSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, launchLocalStack, type OwnedLocalStack } from "../browser/local-stack";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Without Chromium the browser files skip (or fail at once, when required): no stack for them.
  if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    project.provide("browserStack", null);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), "parley-browser-stack-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", removeDir); // an interrupted run ends without the teardown below
  const logFile = join(dir, "wrangler.log");
  const statusFile = join(dir, "status");
  const setStatus = (status: string) => {
    writeFileSync(`${statusFile}.tmp`, status);
    renameSync(`${statusFile}.tmp`, statusFile); // whole, never half-written, for a file polling it
  };
  writeFileSync(logFile, "");
  setStatus("starting");
  const port = await freePort();
  const inspectorPort = await freePort();
  project.provide("browserStack", { base: `http://127.0.0.1:${port}`, logFile, statusFile });

  let ending = false;
  let stack: OwnedLocalStack | undefined;
  const started = (async () => {
    const deadline = Date.now() + 300_000;
    let databaseUrl: string | undefined;
    while (!(databaseUrl = project.getProvidedContext().databaseUrl)) {
      if (ending) return;
      if (Date.now() > deadline) throw new Error("the run's Postgres (tests/setup/local-db.global.ts) gave no databaseUrl within 300 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    if (ending) return;
    stack = launchLocalStack(databaseUrl, { port, inspectorPort, onOutput: (chunk) => appendFileSync(logFile, chunk) });
    stack.exited.then((code) => {
      if (!ending) setStatus(`exited (${String(code)})`);
    });
    await stack.ready;
    if (!ending) setStatus("ready");
  })().catch((error: Error) => {
    if (!ending) setStatus(`failed: ${error.message.split("\n")[0]}`);
  });

  return async () => {
    ending = true;
    await stack?.stop();
    await started;
    removeDir();
    process.off("exit", removeDir);
  };
}

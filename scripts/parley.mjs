#!/usr/bin/env node
/**
 * The `parley` command (package.json "bin": `npx parley verify <record.json> …`): runs scripts/parley.ts with
 * tsx, as the other TypeScript scripts are run, resolving tsx from this package so it works from any directory.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./parley.ts", import.meta.url));
const run = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), script, ...process.argv.slice(2)], { stdio: "inherit" });
if (run.error) {
  console.error(`parley: cannot start ${script}: ${run.error.message}`);
  process.exit(2);
}
// A child killed by a signal has no status: report it as "could not run".
process.exit(run.status ?? 2);

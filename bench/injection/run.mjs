#!/usr/bin/env node
// `npm run bench -- injection`: the injection corpus (bench/injection/corpus.ts) through the HTTP API and the MCP
// endpoint, with the offline reader (workerd project) and with the obedient fake model (workerd-model project).
// The runs are the tests that assert the targets; this prints their reports.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const run = spawnSync(
  join(root, "node_modules", ".bin", "vitest"),
  ["run", "--project", "workerd", "--project", "workerd-model", "tests/workers/injection-corpus.test.ts", "tests/language-model/obedient-model.test.ts", "--reporter=dot"],
  { cwd: root, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
);
// eslint-disable-next-line no-control-regex
const out = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, "");
const reports = out.split("\n").reduce((acc, line) => {
  const at = line.indexOf("injection corpus via");
  if (at >= 0) acc.push([line.slice(at)]);
  else if (acc.length && acc.at(-1).length < 8 && line.startsWith("  ")) acc.at(-1).push(line);
  return acc;
}, []);
for (const r of reports) console.log(`${r.join("\n")}\n`);
if (run.status !== 0 || reports.length === 0) {
  console.error(out.slice(-4000));
  process.exit(1);
}

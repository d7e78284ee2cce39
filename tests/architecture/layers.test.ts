import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  const abs = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return sources(relative(root, path));
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [relative(root, path)] : [];
  });
}

/** Import specifiers of a module (static, dynamic and re-exports). */
export function importsOf(code: string): string[] {
  const specs: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/import\s*\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/require\s*\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]!);
  return specs;
}

/** Clock, randomness and network access that a pure layer must not use. Comments are ignored. */
export function impurities(code: string): string[] {
  const stripped = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const rules: Array<[RegExp, string]> = [
    [/\bDate\.now\s*\(/, "Date.now()"],
    [/\bnew\s+Date\s*\(\s*\)/, "new Date() without an argument"],
    [/\bMath\.random\s*\(/, "Math.random()"],
    [/\bcrypto\.(getRandomValues|randomUUID|subtle)\b/, "crypto randomness or hashing"],
    [/\bperformance\.now\s*\(/, "performance.now()"],
    [/(^|[^.\w])fetch\s*\(/, "fetch()"],
    [/\bnew\s+(WebSocket|XMLHttpRequest)\b/, "network socket"],
    [/\bsetTimeout\s*\(|\bsetInterval\s*\(/, "timers"],
  ];
  return rules.filter(([re]) => re.test(stripped)).map(([, what]) => what);
}

/** What a layer may import: relative paths inside the allowed folders, and listed packages. */
function layerViolations(file: string, allowedDirs: string[], allowedPackages: RegExp): string[] {
  const code = readFileSync(join(root, file), "utf8");
  const problems = impurities(code).map((what) => `${file}: uses ${what}`);
  for (const spec of importsOf(code)) {
    if (spec.startsWith(".")) {
      const target = relative(root, join(root, file, "..", spec));
      if (!allowedDirs.some((dir) => target === dir || target.startsWith(`${dir}/`))) problems.push(`${file}: imports ${spec} (${target})`);
    } else if (!allowedPackages.test(spec)) {
      problems.push(`${file}: imports package ${spec}`);
    }
  }
  return problems;
}

const NO_PACKAGES = /^$/;
const POLICY_PACKAGES = /^(yaml|zod|@marcbachmann\/cel-js)(\/|$)/;

describe("architecture: imports point down and the core is pure", () => {
  it("kernel/ imports only kernel/ and uses no clock, randomness or network", () => {
    const files = sources("kernel");
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => layerViolations(f, ["kernel"], NO_PACKAGES))).toEqual([]);
  });

  it("policies/ imports only policies/, kernel/ and pure libraries (YAML, zod, CEL)", () => {
    expect(sources("policies").flatMap((f) => layerViolations(f, ["policies", "kernel"], POLICY_PACKAGES))).toEqual([]);
  });

  it("tactics/ imports only tactics/ and kernel/ and uses no clock, randomness or network", () => {
    expect(sources("tactics").flatMap((f) => layerViolations(f, ["tactics", "kernel"], NO_PACKAGES))).toEqual([]);
  });

  it("rehearsal/ imports only rehearsal/, kernel/, policies/ and tactics/ and uses no clock, randomness (its own seeded stream only) or network", () => {
    const files = sources("rehearsal");
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => layerViolations(f, ["rehearsal", "kernel", "policies", "tactics"], NO_PACKAGES))).toEqual([]);
  });

  it("durable-objects/ never reach up to workers/ or out to an LLM", () => {
    const problems = sources("durable-objects").flatMap((file) =>
      importsOf(readFileSync(join(root, file), "utf8"))
        .filter((spec) => /(^|\/)(workers|language)(\/|$)/.test(spec) || /^(openai|hono|@hono\/)/.test(spec))
        .map((spec) => `${file}: imports ${spec}`),
    );
    expect(problems).toEqual([]);
  });

  it("only workers/ use the HTTP framework, and nothing below workers/ imports it", () => {
    const below = ["kernel", "policies", "tactics", "rehearsal", "durable-objects", "memory", "language"].flatMap(sources);
    const problems = below.flatMap((file) =>
      importsOf(readFileSync(join(root, file), "utf8"))
        .filter((spec) => /^(hono|@hono\/)/.test(spec) || /(^|\/)workers(\/|$)/.test(spec))
        .map((spec) => `${file}: imports ${spec}`),
    );
    expect(problems).toEqual([]);
  });

  it("the scanner itself catches what it should (so the checks above can fail)", () => {
    expect(impurities("const t = Date.now();")).toEqual(["Date.now()"]);
    expect(impurities("const d = new Date();")).toEqual(["new Date() without an argument"]);
    expect(impurities("const d = new Date(ms);")).toEqual([]);
    expect(impurities("x = Math.random() + crypto.getRandomValues(a)")).toEqual(["Math.random()", "crypto randomness or hashing"]);
    expect(impurities("await fetch(url)")).toEqual(["fetch()"]);
    expect(impurities("// Date.now() is forbidden here\n/* Math.random() */ const ok = 1;")).toEqual([]);
    expect(importsOf('import { a } from "../workers/app";\nexport * from "./x";\nconst m = await import("openai");')).toEqual([
      "../workers/app",
      "./x",
      "openai",
    ]);
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { staticImports } from "./import-graph";

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

/** Where a relative import of `file` lands, relative to the repository root. */
function targetOf(file: string, spec: string): string {
  return relative(root, join(root, file, "..", spec));
}

const inDir = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

/**
 * What a layer may import: relative paths inside the allowed folders, and listed packages. The pure layers never
 * import common/crypto.ts (hashing and random tokens: Web Crypto), the one impure module of common/.
 */
function layerViolations(file: string, allowedDirs: string[], allowedPackages: RegExp): string[] {
  const code = readFileSync(join(root, file), "utf8");
  const problems = impurities(code).map((what) => `${file}: uses ${what}`);
  for (const spec of importsOf(code)) {
    if (spec.startsWith(".")) {
      const target = targetOf(file, spec);
      if (!allowedDirs.some((dir) => inDir(target, dir))) problems.push(`${file}: imports ${spec} (${target})`);
      else if (target.replace(/\.ts$/, "") === COMMON_CRYPTO) problems.push(`${file}: imports ${spec} (Web Crypto: not pure)`);
    } else if (!allowedPackages.test(spec)) {
      problems.push(`${file}: imports package ${spec}`);
    }
  }
  return problems;
}

const NO_PACKAGES = /^$/;
const POLICY_PACKAGES = /^(yaml|zod|@marcbachmann\/cel-js)(\/|$)/;
const COMMON_PACKAGES = /^zod(\/|$)/;
const CONTRACT_PACKAGES = /^(zod|hdr-histogram-js|canonicalize)(\/|$)/;
/** Signing and verifying agreement records with Web Crypto Ed25519: the one impure corner of contracts/. */
const CONTRACT_SIGNING = "contracts/signing";
/** Hashing secrets and minting tokens with Web Crypto: the edges' and the Durable Objects' helper, not pure. */
const COMMON_CRYPTO = "common/crypto";

/** Static imports of `file` from kernel/ that are not type-only (`import type` / `export type`). */
function kernelValueImports(file: string): string[] {
  const code = readFileSync(join(root, file), "utf8");
  return staticImports(code)
    .filter((s) => !s.typeOnly && s.specifier.startsWith(".") && inDir(targetOf(file, s.specifier), "kernel"))
    .map((s) => `${file}: imports values from ${s.specifier} (common/ takes kernel/ types only)`);
}

describe("architecture: imports point down and the core is pure", () => {
  it("kernel/ imports only kernel/ and terms/ (a package's terms and their values) and uses no clock, randomness or network", () => {
    const files = sources("kernel");
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => layerViolations(f, ["kernel", "terms"], NO_PACKAGES))).toEqual([]);
  });

  it("contracts/ imports only contracts/, terms/ and pure libraries (zod, HDR histograms, JCS), and uses no clock, randomness or network but for its signing module (Web Crypto Ed25519)", () => {
    const files = sources("contracts");
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => {
      const found = layerViolations(file, ["contracts", "terms"], CONTRACT_PACKAGES);
      return file.startsWith(`${CONTRACT_SIGNING}/`) ? found.filter((p) => !p.endsWith("uses crypto randomness or hashing")) : found;
    });
    expect(problems).toEqual([]);
  });

  it("auctions/ imports only auctions/, terms/ and contracts/ (never its signing) and zod, and uses no clock, randomness or network", () => {
    const files = sources("auctions");
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => layerViolations(file, ["auctions", "terms", "contracts"], /^zod(\/|$)/));
    const signing = files.flatMap((file) => importsOf(readFileSync(join(root, file), "utf8")).filter((s) => s.includes("contracts/signing")).map((s) => `${file}: imports ${s}`));
    expect([...problems, ...signing]).toEqual([]);
  });

  it("fleet/ imports only fleet/, kernel/ and contracts/ (never its signing) and zod, and uses no clock, randomness or network", () => {
    const files = sources("fleet");
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => layerViolations(file, ["fleet", "kernel", "contracts"], /^zod(\/|$)/));
    const signing = files.flatMap((file) => importsOf(readFileSync(join(root, file), "utf8")).filter((s) => s.includes("contracts/signing")).map((s) => `${file}: imports ${s}`));
    expect([...problems, ...signing]).toEqual([]);
  });

  it("terms/ imports only terms/ and uses no clock, randomness or network", () => {
    const files = sources("terms");
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => layerViolations(f, ["terms"], NO_PACKAGES))).toEqual([]);
  });

  it("policies/ imports only policies/, kernel/ and pure libraries (YAML, zod, CEL)", () => {
    expect(sources("policies").flatMap((f) => layerViolations(f, ["policies", "kernel"], POLICY_PACKAGES))).toEqual([]);
  });

  it("tactics/ imports only tactics/ and kernel/ and uses no clock, randomness or network", () => {
    expect(sources("tactics").flatMap((f) => layerViolations(f, ["tactics", "kernel"], NO_PACKAGES))).toEqual([]);
  });

  it("rehearsal/ imports only rehearsal/, governed-round/, kernel/, policies/, tactics/, common/ and the pure auctions/ and terms/ (auction rehearsals), and uses no clock, randomness (its own seeded stream only) or network", () => {
    const files = sources("rehearsal");
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => layerViolations(f, ["rehearsal", "governed-round", "kernel", "policies", "tactics", "common", "auctions", "terms"], NO_PACKAGES))).toEqual([]);
  });

  it("governed-round/ imports only governed-round/, kernel/, policies/, tactics/ and common/, no package, and uses no clock, randomness or network", () => {
    expect(sources("governed-round").flatMap((f) => layerViolations(f, ["governed-round", "kernel", "policies", "tactics", "common"], NO_PACKAGES))).toEqual([]);
  });

  it("only durable-objects/, rehearsal/ and bench/ (and tests) call the governed round", () => {
    const others = ["kernel", "policies", "tactics", "common", "workers", "memory", "language", "scripts"];
    const problems = others.flatMap(sources).flatMap((file) =>
      importsOf(readFileSync(join(root, file), "utf8"))
        .filter((spec) => spec.startsWith(".") && inDir(targetOf(file, spec), "governed-round"))
        .map((spec) => `${file}: imports ${spec}`),
    );
    expect(problems).toEqual([]);
  });

  it("common/ imports only common/, kernel/ types and zod, and is pure but for common/crypto.ts (Web Crypto)", () => {
    const files = sources("common");
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => {
      const found = [...layerViolations(file, ["common", "kernel"], COMMON_PACKAGES), ...kernelValueImports(file)];
      // crypto.ts is the exception: it hashes and mints tokens with crypto.subtle and crypto.getRandomValues.
      return file === `${COMMON_CRYPTO}.ts` ? found.filter((p) => !p.endsWith("uses crypto randomness or hashing")) : found;
    });
    expect(problems).toEqual([]);
  });

  it("common/crypto.ts uses Web Crypto and nothing else impure (the one exception the check above makes)", () => {
    expect(impurities(readFileSync(join(root, `${COMMON_CRYPTO}.ts`), "utf8"))).toEqual(["crypto randomness or hashing"]);
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
    const below = ["kernel", "policies", "tactics", "governed-round", "common", "rehearsal", "durable-objects", "memory", "language"].flatMap(sources);
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

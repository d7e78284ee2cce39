/**
 * The runtime import graph of the repository's TypeScript: which module loads which when the Worker starts.
 *
 * An edge is a static `import … from` or `export … from` of a relative path. Not edges: `import type` and
 * `export type` statements (erased by the compiler), type positions such as `typeof import("…")`, and dynamic
 * `import()` (it loads later, on demand, so it cannot take part in a module's initialisation). Note that with
 * `verbatimModuleSyntax` (tsconfig.json) `import { type A } from "./a"` is NOT erased: it is emitted as
 * `import {} from "./a"` and still loads ./a, so it counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The TypeScript modules under `dir` (relative to `root`), declaration files left out. */
export function sourceFiles(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return sourceFiles(root, relative(root, path));
    return /\.m?ts$/.test(name) && !name.endsWith(".d.ts") ? [relative(root, path)] : [];
  });
}

export interface ImportStatement {
  specifier: string;
  typeOnly: boolean;
}

/** Comments out, so an import written in a comment is not read; `//` after a colon is a URL, kept. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** The static import and re-export statements of a module, each marked type-only or not. */
export function staticImports(code: string): ImportStatement[] {
  const statements: ImportStatement[] = [];
  const stripped = stripComments(code);
  for (const m of stripped.matchAll(/(?:^|[\s;])(?:import|export)(\s+type\b)?\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g)) {
    statements.push({ specifier: m[2]!, typeOnly: m[1] !== undefined });
  }
  for (const m of stripped.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g)) statements.push({ specifier: m[1]!, typeOnly: false });
  return statements;
}

/** The file a relative specifier names, relative to the repository root (null: not a source file here). */
export function resolveRelative(root: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = join(root, dirname(fromFile), specifier.replace(/\.(m?js)$/, ""));
  for (const candidate of [`${base}.ts`, `${base}.mts`, join(base, "index.ts"), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

/** The runtime import graph reachable from `start` (files relative to `root`): file → files it loads. */
export function runtimeGraph(root: string, start: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const code = readFileSync(join(root, file), "utf8");
    const targets = staticImports(code)
      .filter((s) => !s.typeOnly)
      .map((s) => resolveRelative(root, file, s.specifier))
      .filter((t): t is string => t !== null && /\.m?ts$/.test(t));
    graph.set(file, [...new Set(targets)]);
    pending.push(...targets);
  }
  return graph;
}

/**
 * Every import cycle of the graph: one per strongly connected component that has a cycle (Tarjan), given as a
 * shortest loop through its first file in sorted order, `a → b → a`.
 */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const strongConnect = (v: string) => {
    indices.set(v, index);
    lowlinks.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        strongConnect(w);
        lowlinks.set(v, Math.min(lowlinks.get(v)!, lowlinks.get(w)!));
      } else if (onStack.has(w)) {
        lowlinks.set(v, Math.min(lowlinks.get(v)!, indices.get(w)!));
      }
    }
    if (lowlinks.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) strongConnect(v);

  return components.map((component) => loopThrough(graph, component[0]!, new Set(component)));
}

/** A shortest path from `start` back to itself inside `within` (breadth first). */
function loopThrough(graph: Map<string, string[]>, start: string, within: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!within.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

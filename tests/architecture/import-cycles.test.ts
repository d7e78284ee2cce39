/**
 * No runtime import cycles through workers/, durable-objects/room/ or governed-round/. In a cycle, whichever module the runtime
 * reaches first sees the other half-initialised (a `const` it imports is still in its temporal dead zone), so the
 * order files happen to be imported in decides whether the Worker starts. A type-only import (`import type`) is
 * erased and never takes part (import-graph.ts says exactly what counts).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, runtimeGraph, sourceFiles, staticImports } from "./import-graph";

const root = join(import.meta.dirname, "..", "..");

/** The cycles through a file of `dir`, each as `a → b → a`. The graph follows imports anywhere in the repository. */
function cyclesThrough(dir: string): string[] {
  const files = sourceFiles(root, dir);
  expect(files.length).toBeGreaterThan(0);
  return cycles(runtimeGraph(root, files))
    .filter((loop) => loop.some((file) => file.startsWith(`${dir}/`)))
    .map((loop) => loop.join(" → "));
}

describe("architecture: no runtime import cycles", () => {
  it("none through workers/ (the app and the MCP server no longer import each other)", () => {
    expect(cyclesThrough("workers")).toEqual([]);
  });

  it("none through durable-objects/room/", () => {
    expect(cyclesThrough("durable-objects/room")).toEqual([]);
  });

  it("none through governed-round/ (the round and a verdict share apply.ts; neither imports the other's caller)", () => {
    expect(cyclesThrough("governed-round")).toEqual([]);
  });

  it("the scanner finds a cycle, ignores type-only imports and counts `import { type … }` (so the checks above can fail)", () => {
    expect(staticImports('import type { A } from "./a";\nexport type { B } from "./b";\nimport { type C } from "./c";\nimport { d, type E } from "./d";\nexport * from "./e";\nimport "./f";')).toEqual([
      { specifier: "./a", typeOnly: true },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: false },
      { specifier: "./d", typeOnly: false },
      { specifier: "./e", typeOnly: false },
      { specifier: "./f", typeOnly: false },
    ]);
    expect(staticImports('// import { x } from "./commented";\nconst t: typeof import("./t") = null!;\nconst later = () => import("./lazy");')).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
    const write = (file: string, code: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), code);
    };
    write("app.ts", 'import { version } from "./version";\nimport { serve } from "./mcp";\nexport const app = { version, serve };');
    write("version.ts", 'export const version = "1";');
    write("mcp/index.ts", 'export { serve } from "./server";');
    write("mcp/server.ts", 'import { app } from "../app";\nimport type { Types } from "./types";\nexport const serve = () => app;');
    write("mcp/types.ts", 'import type { serve } from "./server";\nexport type Types = typeof serve;');
    expect(cycles(runtimeGraph(dir, ["app.ts"]))).toEqual([["app.ts", "mcp/index.ts", "mcp/server.ts", "app.ts"]]);
    write("mcp/server.ts", 'import { version } from "../version";\nexport const serve = () => version;');
    expect(cycles(runtimeGraph(dir, ["app.ts"]))).toEqual([]);
  });
});

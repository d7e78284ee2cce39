import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const REGENERATE = "run `npm run client:generate` (and commit client/openapi.json with client/openapi-types.ts)";

describe("the typed client's generated types", () => {
  it("are what the generator makes of the committed OpenAPI document, byte for byte (never edited by hand, never stale)", () => {
    // The same script, generator and options as `npm run client:generate`, from the committed document.
    const regenerated = execFileSync(process.execPath, [join(root, "scripts", "generate-client.mjs"), "--from", join(root, "client", "openapi.json"), "--stdout"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const committed = readFileSync(join(root, "client", "openapi-types.ts"), "utf8");
    expect(regenerated, `client/openapi-types.ts differs from what client/openapi.json generates: ${REGENERATE}`).toBe(committed);
  }, 60_000);

  it("come from a committed document written as the generator writes it (pretty-printed, keys as served)", () => {
    const text = readFileSync(join(root, "client", "openapi.json"), "utf8");
    const document = JSON.parse(text);
    expect(text, `client/openapi.json was edited by hand: ${REGENERATE}`).toBe(`${JSON.stringify(document, null, 2)}\n`);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/v1/shops/{shopId}/negotiations");
  });

  it("are made by openapi-typescript on its own TypeScript 5, while the project's TypeScript stays 7", () => {
    // client/generator installs openapi-typescript beside a TypeScript 5 (it needs the TS 5 compiler API).
    const generator = createRequire(join(root, "client", "generator", "package.json"));
    const openapiTypescript = generator.resolve("openapi-typescript/package.json");
    const theirTypescript = createRequire(openapiTypescript)("typescript/package.json") as { version: string };
    const ours = createRequire(join(root, "package.json"))("typescript/package.json") as { version: string };
    expect(theirTypescript.version).toMatch(/^5\./);
    expect(ours.version).toMatch(/^7\./);
  });
});

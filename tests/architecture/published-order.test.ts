/**
 * The OpenAPI document lists its paths in the order they were first published (workers/document.ts), whatever
 * order the audiences' sub-apps are mounted in: client/openapi.json, served by the worker and committed, is
 * where the typed client comes from. New paths come after the published ones.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLISHED_PATHS } from "../../workers/document";

const root = join(import.meta.dirname, "..", "..");

describe("the OpenAPI document's published order", () => {
  it("is the order of client/openapi.json, whose paths begin with the published ones", () => {
    const committed = JSON.parse(readFileSync(join(root, "client", "openapi.json"), "utf8")) as { paths: Record<string, unknown> };
    expect(Object.keys(committed.paths).slice(0, PUBLISHED_PATHS.length)).toEqual(PUBLISHED_PATHS);
    expect(new Set(PUBLISHED_PATHS).size).toBe(PUBLISHED_PATHS.length);
  });
});

// openapi-typescript, resolved from this folder so that its `import ts from "typescript"` finds the TypeScript 5
// installed beside it (openapi-typescript builds its output with the TypeScript 5 compiler API, which the
// project's TypeScript 7 — the native compiler — does not have). Used by scripts/generate-client.mjs only.
export * from "openapi-typescript";
export { default } from "openapi-typescript";

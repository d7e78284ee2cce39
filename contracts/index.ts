/**
 * The public API of contracts/ in one import: the shared shapes and limits, the contract core (validation,
 * lifecycle commands, the alarm's tick, the kinds' rules), the ledger, SLA monitoring, reputation, the agreement
 * record and its signing. Re-exports only; behaviour lives in the modules named here. Signing is the one module
 * that uses Web Crypto: pure callers that only need the core may import contracts/core.ts instead.
 */
export * from "./types";
export * from "./limits";
export * from "./core";
export * from "./ledger";
export * from "./sla/index";
export * from "./reputation";
export * from "./record";
export * from "./signing/index";

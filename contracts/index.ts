/**
 * The public API of contracts/ in one import: the shared shapes and limits, the contract core (validation,
 * lifecycle commands, the alarm's tick, the kinds' rules), the ledger and SLA monitoring. Re-exports only; behaviour lives in the
 * modules named here.
 */
export * from "./types";
export * from "./limits";
export * from "./core";
export * from "./ledger";
export * from "./sla/index";

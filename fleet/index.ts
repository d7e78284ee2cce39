/**
 * The public API of fleet/ in one import: a fleet of negotiator agents and the coordinator that gives each new
 * negotiation to one of them (issue #31, item 4). Re-exports only; behaviour lives in the modules named here:
 * profiles/validate.ts (profiles and fleets checked), stats.ts (the shared memory of outcomes), coordinator.ts
 * (assign), conflicts.ts (the rule for two agents claiming one counterparty).
 */
export * from "./types";
export * from "./profiles/validate";
export * from "./stats";
export * from "./coordinator";
export * from "./conflicts";

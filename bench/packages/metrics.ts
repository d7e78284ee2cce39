/**
 * Pure outcome metrics of package deals (exact Pareto frontier, distance to it, Nash bargaining solution): moved to
 * rehearsal/package-metrics.ts (product code: the rehearsal reports the distance too), re-exported here for the
 * bench's modules and tests.
 */
export * from "../../rehearsal/package-metrics";

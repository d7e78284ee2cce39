/**
 * How a package buyer plays one shop session: moved to rehearsal/buyers/packages/play.ts (product code, shared
 * with the rehearsal), re-exported here for the bench's modules and tests.
 */
export * from "../../rehearsal/buyers/packages/play";

/**
 * The multi-issue bench's buyers (issue 28, item 6): moved to rehearsal/buyers/packages/buyers.ts (product code:
 * the rehearsal plays package products against the same buyer families), re-exported here for the bench's modules
 * and tests. One copy: a change there changes this bench's figures.
 */
export * from "../../rehearsal/buyers/packages/buyers";

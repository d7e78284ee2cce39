/**
 * Requests for quotes and sealed-bid auctions (issue #31, item 3), the pure core the auction Durable Object
 * loads, calls and commits: the shapes, the limits, validation, scoring (the organisation's utility of a
 * package weighted by the supplier's reputation), the commands (open, bid, withdraw, cancel) and closing
 * (first-score, second-score, negotiate-best-k), and negotiate-best-k's negotiation with the shortlist. Re-exports only; behaviour lives in the modules named here.
 */
export * from "./types";
export * from "./limits";
export * from "./validate";
export * from "./scoring";
export * from "./commands";
export * from "./close";
export * from "./negotiation";

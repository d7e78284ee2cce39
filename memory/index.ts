/**
 * The memory substrate: Postgres + pgvector through @neondatabase/serverless and drizzle-orm.
 * Import from "memory" (this file) in workers and consumers. Nothing here is Node-only.
 */
export * from "./db";
export * from "./schema";
export * from "./messages";
export * from "./queue";
export * from "./settlement";
export * from "./embed";
export * from "./extract-terms";
export * from "./events-consumer";
export * from "./ingest-consumer";
export * from "./dead-letter-consumer";
export * from "./repositories/types";
export * from "./repositories/events-repo";
export * from "./repositories/contracts-repo";
export * from "./repositories/precedents";
export * from "./repositories/market-stats";
export * from "./repositories/learning";
export * from "./repositories/dead-letters";
export * from "./repositories/policies-repo";
export * from "./repositories/shops";
export * from "./repositories/counterparty-profiles";
export * from "./repositories/cron-cursors";
export * from "./graph";
export * from "./repositories/tactic-history";
export * from "./repositories/outcomes";
export * from "./repositories/service-contracts";
export * from "./reputation";

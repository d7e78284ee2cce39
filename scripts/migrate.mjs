#!/usr/bin/env node
// Applies the drizzle-kit migrations in migrations/ through the Neon serverless driver (the same code path the
// Worker uses), to whatever DATABASE_URL names: Neon, or the embedded PGlite behind scripts/ws-bridge.mjs.
//
//   DATABASE_URL=postgresql://... node scripts/migrate.mjs
//
// Idempotent: drizzle records applied migrations in drizzle.__drizzle_migrations.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { migrate } from "drizzle-orm/neon-serverless/migrator";
import { createDb } from "../memory/db.ts";

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), "..", "migrations");

/** @param {string} databaseUrl @param {{ migrationsFolder?: string }} [options] */
export async function migrateDatabase(databaseUrl, { migrationsFolder = MIGRATIONS_FOLDER } = {}) {
  const handle = createDb(databaseUrl, { max: 1 });
  try {
    await migrate(handle.db, { migrationsFolder, migrationsTable: "__drizzle_migrations", migrationsSchema: "drizzle" });
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set (for the embedded default, run scripts/local-db.mjs, which migrates itself)");
    process.exit(2);
  }
  await migrateDatabase(url);
  console.log("migrations applied");
}

// drizzle-kit configuration for the memory substrate (Postgres + pgvector).
//   npx drizzle-kit generate                 → new SQL migration in migrations/ from memory/schema.ts
//   npm-free apply: node scripts/migrate.mjs → applies migrations/ through the Neon driver (DATABASE_URL)
// The first migration (0000) is a custom one that creates the `vector` extension: drizzle-kit does not emit it.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./memory/schema.ts",
  out: "./migrations",
  migrations: { table: "__drizzle_migrations", schema: "drizzle" },
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});

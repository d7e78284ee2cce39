-- pgvector: drizzle-kit does not emit CREATE EXTENSION, so this custom migration runs first.
CREATE EXTENSION IF NOT EXISTS vector;

// Optional variables that `wrangler types` cannot see (they are not in wrangler.toml).
interface Env {
  /** "1" enables /bench/ping/:id, the baseline route used by `npm run bench`. */
  BENCH_ROUTES?: string;
}
interface Env {
  /** Optional: switches term extraction and embeddings to OpenAI. */
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_EXTRACTION_MODEL?: string;
  OPENAI_EMBEDDING_MODEL?: string;
}
interface Env {
  /**
   * Optional: "openai" reads buyers' messages and phrases replies with a model (checked, with the offline
   * reader and the templates as fallback). Its key and endpoint: OPENAI_LANGUAGE_* when set, else OPENAI_*.
   */
  PARLEY_LANGUAGE_MODEL?: string;
  OPENAI_LANGUAGE_API_KEY?: string;
  OPENAI_LANGUAGE_BASE_URL?: string;
  OPENAI_LANGUAGE_MODEL?: string;
}
interface Env {
  /**
   * Optional: the knowledge graph on Neo4j (Aura: neo4j+s://<id>.databases.neo4j.io). Without NEO4J_URI the
   * graph lives in the memory's Postgres. NEO4J_TIMEOUT_MS bounds every call (default 8 000).
   */
  NEO4J_URI?: string;
  NEO4J_USER?: string;
  NEO4J_PASSWORD?: string;
  NEO4J_DATABASE?: string;
  NEO4J_TIMEOUT_MS?: string;
}
interface Env {
  /** The webhook sealing key before the last rotation, kept until every signing secret has been sealed again. */
  WEBHOOK_SEALING_KEY_PREVIOUS?: string;
  /** "1" in local development only (`npm start` and the tests pass it): webhooks may be delivered to this machine. */
  PARLEY_WEBHOOK_ALLOW_HTTP?: string;
}
interface Env {
  /** Optional: how many roleplay runs a request plays at once (default 4, at most 8). */
  MAX_PARALLEL_RUNS?: string;
}
interface Env {
  /**
   * Optional: the secret Parley's Ed25519 agreement-signing key is derived from (HKDF, label
   * "parley-agreements-v1"). Production sets it (`wrangler secret put PARLEY_SIGNING_SECRET`); without it the key
   * is derived from OPERATOR_TOKEN. Public keys: GET /.well-known/parley-signing-keys.
   */
  PARLEY_SIGNING_SECRET?: string;
}

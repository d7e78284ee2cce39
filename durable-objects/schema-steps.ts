/**
 * Numbered schema steps for a Durable Object's SQLite, each applied once and in order, the count recorded in
 * `schema_version`: an object created by an older build is brought up to date the first time a newer one
 * constructs it.
 */
export function applySchemaSteps(sql: SqlStorage, steps: readonly string[], target = steps.length): void {
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), version INTEGER NOT NULL)");
  const applied = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0]?.version ?? 0;
  for (let step = applied; step < target; step++) sql.exec(steps[step]!);
  if (applied < target) {
    sql.exec("INSERT INTO schema_version (singleton, version) VALUES (1, ?) ON CONFLICT (singleton) DO UPDATE SET version = excluded.version", target);
  }
}

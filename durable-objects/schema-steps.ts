/**
 * Numbered schema steps for a Durable Object's SQLite, each applied once and in order, the count recorded in
 * `schema_version`: an object created by an older build is brought up to date the first time a newer one
 * constructs it. An object with no tables yet and a target of the latest step gets `current` instead when there
 * is one: the same schema written out once, which costs a fraction of replaying every step (an ALTER TABLE
 * re-checks the whole schema).
 */
export function applySchemaSteps(sql: SqlStorage, steps: readonly string[], target = steps.length, current?: string): void {
  if (current !== undefined && target === steps.length && isEmpty(sql)) {
    sql.exec(`${current}\nCREATE TABLE schema_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), version INTEGER NOT NULL);`);
    sql.exec("INSERT INTO schema_version (singleton, version) VALUES (1, ?)", target);
    return;
  }
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), version INTEGER NOT NULL)");
  const applied = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0]?.version ?? 0;
  for (let step = applied; step < target; step++) sql.exec(steps[step]!);
  if (applied < target) {
    sql.exec("INSERT INTO schema_version (singleton, version) VALUES (1, ?) ON CONFLICT (singleton) DO UPDATE SET version = excluded.version", target);
  }
}

/** No tables of our own yet (the runtime keeps its own, prefixed _cf_). */
function isEmpty(sql: SqlStorage): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' LIMIT 1").toArray().length === 0;
}

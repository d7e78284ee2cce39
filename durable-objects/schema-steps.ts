/**
 * Numbered schema steps for a Durable Object's SQLite, each applied once and in order, the count recorded in
 * `schema_version`: an object created by an older build is brought up to date the first time a newer one
 * constructs it. An object with no tables yet and a target of the latest step gets `current` instead when there
 * is one: the same schema written out once, which costs a fraction of replaying every step (an ALTER TABLE
 * re-checks the whole schema). An object already up to date costs one read.
 *
 * A step is SQL, or, where SQL cannot say it (add a column only if an older build has not), a function of the
 * storage that runs inside the same transaction.
 */
export type SchemaStep = string | ((sql: SqlStorage) => void);

export function applySchemaSteps(sql: SqlStorage, steps: readonly SchemaStep[], target = steps.length, current?: string): void {
  const recorded = recordedVersion(sql);
  if (recorded !== null && recorded >= target) return; // the fast path: up to date
  if (recorded === null && current !== undefined && target === steps.length && isEmpty(sql)) {
    sql.exec(`${current}\nCREATE TABLE schema_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), version INTEGER NOT NULL);`);
    sql.exec("INSERT INTO schema_version (singleton, version) VALUES (1, ?)", target);
    return;
  }
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), version INTEGER NOT NULL)");
  const applied = recorded ?? 0;
  for (let step = applied; step < target; step++) {
    const run = steps[step]!;
    if (typeof run === "string") sql.exec(run);
    else run(sql);
  }
  if (applied < target) {
    sql.exec("INSERT INTO schema_version (singleton, version) VALUES (1, ?) ON CONFLICT (singleton) DO UPDATE SET version = excluded.version", target);
  }
}

/** The steps recorded as applied (0 when the table has no row), or null when there is no `schema_version` table. */
function recordedVersion(sql: SqlStorage): number | null {
  let rows: { version: number }[];
  try {
    rows = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray();
  } catch {
    return null; // no such table: nothing recorded (a new object, or one from before schema steps)
  }
  return rows[0]?.version ?? 0;
}

/** No tables of our own yet (the runtime keeps its own, prefixed _cf_). */
function isEmpty(sql: SqlStorage): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' LIMIT 1").toArray().length === 0;
}

import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom } from "../../durable-objects";
import { migrateRoom, ROOM_SCHEMA_VERSION } from "../../durable-objects/room/room-schema";

interface SchemaObject {
  type: string;
  name: string;
  sql: string;
  columns: unknown[];
  indexes: unknown[];
}

/** Everything the schema steps define, whitespace-normalised (IdempotencyStore's own table is not theirs). */
function describeSchema(sql: SqlStorage): SchemaObject[] {
  const objects = sql
    .exec<{ type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency' ORDER BY type, name",
    )
    .toArray();
  return objects.map(({ type, name, sql: text }) => ({
    type,
    name,
    sql: (text ?? "").replace(/\s+/g, " ").replace(/\s*([(),])\s*/g, "$1").trim(),
    columns: type === "table" ? sql.exec(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo('${name}') ORDER BY cid`).toArray() : [],
    indexes: type === "table" ? sql.exec(`SELECT name, "unique", origin, partial FROM pragma_index_list('${name}') ORDER BY name`).toArray() : [],
  }));
}

function dropOurTables(sql: SqlStorage): void {
  const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency'").toArray();
  for (const { name } of tables) sql.exec(`DROP TABLE ${name}`);
}

describe("room schema", () => {
  it("a new room's schema, written out once, is exactly what replaying every step builds", async () => {
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.newUniqueId());
    const { fresh, stepwise, versions } = await runInDurableObject<NegotiationRoom, { fresh: SchemaObject[]; stepwise: SchemaObject[]; versions: number[] }>(stub, (_i, state) => {
      const sql = state.storage.sql;
      const version = () => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;
      const fresh = describeSchema(sql);
      const versions = [version()];
      dropOurTables(sql);
      migrateRoom(sql, 1); // an empty room asked for an older version replays steps, as tests of old rooms need
      versions.push(version());
      migrateRoom(sql);
      versions.push(version());
      return { fresh, stepwise: describeSchema(sql), versions };
    });
    expect(versions).toEqual([ROOM_SCHEMA_VERSION, 1, ROOM_SCHEMA_VERSION]);
    expect(fresh.map((o) => `${o.type} ${o.name}`)).toEqual(stepwise.map((o) => `${o.type} ${o.name}`));
    for (let i = 0; i < fresh.length; i++) expect(fresh[i], fresh[i]!.name).toEqual(stepwise[i]);
  });

  it("step 9 keeps an older room's messages, admits the new outcomes, keeps them append-only, and adds the dialogue's tables", async () => {
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.newUniqueId());
    const result = await runInDurableObject<NegotiationRoom, { messages: unknown[]; versions: number[]; updateRefused: boolean; deleteRefused: boolean; oldOutcomeRefused: boolean; tables: string[] }>(
      stub,
      (_i, state) => {
        const sql = state.storage.sql;
        const version = () => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;
        dropOurTables(sql);
        migrateRoom(sql, 8);
        const versions = [version()];
        // Before step 9, a question could only be asked back.
        let oldOutcomeRefused = false;
        try {
          sql.exec("INSERT INTO messages (round, at, text, interpretation, outcome) VALUES (0, 1, 'x', '{}', 'question')");
        } catch {
          oldOutcomeRefused = true;
        }
        sql.exec("INSERT INTO messages (round, at, text, interpretation, outcome) VALUES (0, 1, 'hmm', '{}', 'clarify'), (1, 2, '75 EUR', '{}', 'price')");
        migrateRoom(sql);
        versions.push(version());
        sql.exec("INSERT INTO messages (round, at, text, interpretation, outcome) VALUES (1, 3, 'shipping?', '{}', 'question'), (1, 4, 'ok I accept I guess', '{}', 'confirm'), (1, 5, 'yes', '{}', 'confirmed')");
        const refused = (statement: string) => {
          try {
            sql.exec(statement);
            return false;
          } catch {
            return true;
          }
        };
        return {
          messages: sql.exec("SELECT seq, text, outcome FROM messages ORDER BY seq").toArray(),
          versions,
          updateRefused: refused("UPDATE messages SET text = 'forged' WHERE seq = 1"),
          deleteRefused: refused("DELETE FROM messages WHERE seq = 1"),
          oldOutcomeRefused,
          tables: sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('public_facts', 'pending_confirmation') ORDER BY name").toArray().map((r) => r.name),
        };
      },
    );
    expect(result.versions).toEqual([8, ROOM_SCHEMA_VERSION]);
    expect(result.oldOutcomeRefused).toBe(true);
    expect(result.messages).toEqual([
      { seq: 1, text: "hmm", outcome: "clarify" },
      { seq: 2, text: "75 EUR", outcome: "price" },
      { seq: 3, text: "shipping?", outcome: "question" },
      { seq: 4, text: "ok I accept I guess", outcome: "confirm" },
      { seq: 5, text: "yes", outcome: "confirmed" },
    ]);
    expect(result.updateRefused).toBe(true);
    expect(result.deleteRefused).toBe(true);
    expect(result.tables).toEqual(["pending_confirmation", "public_facts"]);
  });
});

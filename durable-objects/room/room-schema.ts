import { applySchemaSteps } from "../schema-steps";

/**
 * The NegotiationRoom's SQLite schema. The offer history is append-only at the storage level:
 * triggers abort any UPDATE or DELETE, and any shop offer above the standing one.
 * Sequence numbers are plain rowids (no AUTOINCREMENT): rows are never deleted, and it saves a write per insert.
 *
 * Steps are numbered and applied once each, in order, recorded in `schema_version`: a room created by an
 * older build is brought up to date the first time a newer one constructs it.
 */
const STEPS: readonly string[] = [
  // 1: the original schema.
  `
    CREATE TABLE IF NOT EXISTS negotiation (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      id TEXT NOT NULL,
      shop_id TEXT NOT NULL,
      product_id TEXT NOT NULL,
      product_name TEXT NOT NULL,
      product_version INTEGER NOT NULL,
      buyer_id TEXT NOT NULL,
      buyer_name TEXT,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      config TEXT NOT NULL,
      token_hash TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'escalated', 'agreed', 'rejected', 'expired', 'withdrawn')),
      round INTEGER NOT NULL,
      shop_offer_minor INTEGER,
      buyer_offer_minor INTEGER,
      agreed_price_minor INTEGER,
      last_action TEXT,
      last_reasons TEXT,
      opened_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      closed_at INTEGER,
      version INTEGER NOT NULL,
      shop_synced_version INTEGER NOT NULL DEFAULT 0,
      policy_version INTEGER NOT NULL DEFAULT 0,
      policy_source TEXT,
      policy_inputs TEXT,
      audit_head TEXT,
      pause_until INTEGER
    );
    CREATE TABLE IF NOT EXISTS offers (
      seq INTEGER PRIMARY KEY,
      round INTEGER NOT NULL,
      party TEXT NOT NULL CHECK (party IN ('buyer', 'shop')),
      kind TEXT NOT NULL CHECK (kind IN ('offer', 'counter', 'hold', 'accept', 'reject')),
      price_minor INTEGER,
      reasons TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE TRIGGER IF NOT EXISTS offers_no_update BEFORE UPDATE ON offers
      BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
    CREATE TRIGGER IF NOT EXISTS offers_no_delete BEFORE DELETE ON offers
      BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
    CREATE TRIGGER IF NOT EXISTS shop_offers_never_rise BEFORE INSERT ON offers
      WHEN NEW.party = 'shop' AND NEW.price_minor IS NOT NULL
        AND NEW.price_minor > (SELECT shop_offer_minor FROM negotiation WHERE singleton = 1)
      BEGIN SELECT RAISE(ABORT, 'shop offers must never rise'); END;
    CREATE TABLE IF NOT EXISTS escalations (
      id TEXT PRIMARY KEY,
      status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'modified', 'timed-out')),
      policy_id TEXT,
      assignee TEXT NOT NULL,
      reason TEXT NOT NULL,
      on_timeout TEXT NOT NULL,
      timeout_at INTEGER NOT NULL,
      proposed TEXT NOT NULL,
      move TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      decided_at INTEGER,
      note TEXT
    );
    CREATE TABLE IF NOT EXISTS policy_outcomes (
      seq INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      outcome TEXT NOT NULL,
      breach INTEGER NOT NULL,
      synced INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS audit (
      seq INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      data TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL
    );
    CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
      BEGIN SELECT RAISE(ABORT, 'audit log is append-only'); END;
    CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
      BEGIN SELECT RAISE(ABORT, 'audit log is append-only'); END;
    CREATE TABLE IF NOT EXISTS outbox (
      seq INTEGER PRIMARY KEY,
      event_id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      actor TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      delivered_at INTEGER
    );
  `,
  // 2: the audit tip (sequence and hash) lives with the state, so appending needs no read; the shop's
  // circuit breaker is fed from the policy evaluations in the audit log, so policy_outcomes goes.
  `
    ALTER TABLE negotiation ADD COLUMN audit_seq INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE negotiation ADD COLUMN decisions_synced_seq INTEGER NOT NULL DEFAULT 0;
    UPDATE negotiation SET audit_seq = (SELECT COALESCE(MAX(seq), 0) FROM audit);
    UPDATE negotiation SET decisions_synced_seq = audit_seq;
    DROP TABLE policy_outcomes;
  `,
  // 3: the shop's index takes an open negotiation's summary at an interval, measured from here.
  `
    ALTER TABLE negotiation ADD COLUMN shop_synced_at INTEGER NOT NULL DEFAULT 0;
  `,
  // 4: the policy set snapshotted at open (kilobytes; tens with a large set) moves to a row written once:
  // in the negotiation row, every round's state update rewrote it (and its overflow pages).
  `
    CREATE TABLE IF NOT EXISTS policy_snapshot (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      policy_source TEXT,
      policy_inputs TEXT
    );
    INSERT INTO policy_snapshot (singleton, policy_source, policy_inputs) SELECT 1, policy_source, policy_inputs FROM negotiation;
    ALTER TABLE negotiation DROP COLUMN policy_source;
    ALTER TABLE negotiation DROP COLUMN policy_inputs;
  `,
  // 5: the kernel keeps its own state (the buyer model, rounds carried over from the buyer's earlier
  // negotiations); the private draws and slow knowledge snapshotted at open live beside the policy set; every
  // shop offer keeps its explanation (for the shop's view); an escalation keeps the policy context it was
  // raised in, so a person's verdict is re-checked against the same constraints; the buyer's account takes
  // the negotiation's end once.
  `
    ALTER TABLE negotiation ADD COLUMN kernel_state TEXT;
    ALTER TABLE negotiation ADD COLUMN account_synced INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE policy_snapshot ADD COLUMN private TEXT;
    ALTER TABLE offers ADD COLUMN explanation TEXT;
    ALTER TABLE escalations ADD COLUMN context TEXT;
  `,
  // 6: an outbox row stays until the queue consumer confirms its event is stored; it remembers when it was
  // last sent and how often, so an unconfirmed one is sent again (a local queue loses its messages on restart).
  `
    ALTER TABLE outbox ADD COLUMN sent_at INTEGER;
    ALTER TABLE outbox ADD COLUMN sends INTEGER NOT NULL DEFAULT 0;
  `,
  // 7: a buyer's free-text messages, each with how it was read and what it led to (append-only, like offers).
  `
    CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY,
      round INTEGER NOT NULL,
      at INTEGER NOT NULL,
      text TEXT NOT NULL,
      interpretation TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('explicit-price', 'price', 'accept', 'withdraw', 'clarify', 'escalated'))
    );
    CREATE TRIGGER IF NOT EXISTS messages_no_update BEFORE UPDATE ON messages
      BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
    CREATE TRIGGER IF NOT EXISTS messages_no_delete BEFORE DELETE ON messages
      BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
  `,
  // 8: the buyer tactics detected so far, each once (its first detection), with its evidence.
  `
    CREATE TABLE IF NOT EXISTS tactics (
      tactic TEXT PRIMARY KEY,
      round INTEGER NOT NULL,
      at INTEGER NOT NULL,
      confidence REAL NOT NULL,
      rounds TEXT NOT NULL,
      evidence TEXT NOT NULL
    );
    CREATE TRIGGER IF NOT EXISTS tactics_no_update BEFORE UPDATE ON tactics
      BEGIN SELECT RAISE(ABORT, 'detected tactics are append-only'); END;
    CREATE TRIGGER IF NOT EXISTS tactics_no_delete BEFORE DELETE ON tactics
      BEGIN SELECT RAISE(ABORT, 'detected tactics are append-only'); END;
  `,
  // 9: a buyer's question is answered (outcome 'question', no strike); an acceptance read below HIGH is asked back
  // for confirmation ('confirm') and a plain yes takes it ('confirmed'). The messages table is rebuilt for its
  // wider CHECK (SQLite cannot alter one; dropping a table fires no delete trigger). The product's public facts
  // are snapshotted at open, and the one pending confirmation is kept until the next message.
  `
    CREATE TABLE messages_9 (
      seq INTEGER PRIMARY KEY,
      round INTEGER NOT NULL,
      at INTEGER NOT NULL,
      text TEXT NOT NULL,
      interpretation TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('explicit-price', 'price', 'accept', 'withdraw', 'clarify', 'escalated', 'question', 'confirm', 'confirmed'))
    );
    INSERT INTO messages_9 (seq, round, at, text, interpretation, outcome) SELECT seq, round, at, text, interpretation, outcome FROM messages;
    DROP TABLE messages;
    ALTER TABLE messages_9 RENAME TO messages;
    CREATE TRIGGER messages_no_update BEFORE UPDATE ON messages
      BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
    CREATE TRIGGER messages_no_delete BEFORE DELETE ON messages
      BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
    CREATE TABLE public_facts (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      facts TEXT NOT NULL
    );
    CREATE TABLE pending_confirmation (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      move TEXT NOT NULL CHECK (move IN ('accept')),
      price_minor INTEGER NOT NULL,
      round INTEGER NOT NULL,
      message_seq INTEGER NOT NULL,
      asked_at INTEGER NOT NULL
    );
  `,
  // 10: package negotiations (issue 28). Offers carry their terms (and a shop offer its equivalent options), the
  // negotiation its agreed terms, all JSON, null for price-only products. A package's shop offers may rise in price
  // with better terms for the buyer (the kernel keeps them from rising in the shop's utility), so the storage
  // guard against rising offers now covers offers without terms: price-only ones, exactly as before.
  `
    ALTER TABLE negotiation ADD COLUMN agreed_terms TEXT;
    ALTER TABLE offers ADD COLUMN terms TEXT;
    ALTER TABLE offers ADD COLUMN options TEXT;
    DROP TRIGGER shop_offers_never_rise;
    CREATE TRIGGER shop_offers_never_rise BEFORE INSERT ON offers
      WHEN NEW.party = 'shop' AND NEW.price_minor IS NOT NULL AND NEW.terms IS NULL
        AND NEW.price_minor > (SELECT shop_offer_minor FROM negotiation WHERE singleton = 1)
      BEGIN SELECT RAISE(ABORT, 'shop offers must never rise'); END;
  `,
  // 11: switches of a package agreement (governed-round/switch.ts). A line of kind 'switch' records the buyer taking
  // one, and a line may carry the switches the shop offered with it (the deal's acceptance, each switch taken), JSON.
  // The offers table is rebuilt for its wider CHECK (SQLite cannot alter one; dropping a table fires no delete
  // trigger), its rows and sequence numbers kept, its triggers recreated.
  `
    CREATE TABLE offers_11 (
      seq INTEGER PRIMARY KEY,
      round INTEGER NOT NULL,
      party TEXT NOT NULL CHECK (party IN ('buyer', 'shop')),
      kind TEXT NOT NULL CHECK (kind IN ('offer', 'counter', 'hold', 'accept', 'reject', 'switch')),
      price_minor INTEGER,
      reasons TEXT NOT NULL,
      at INTEGER NOT NULL,
      explanation TEXT,
      terms TEXT,
      options TEXT,
      switches TEXT
    );
    INSERT INTO offers_11 (seq, round, party, kind, price_minor, reasons, at, explanation, terms, options)
      SELECT seq, round, party, kind, price_minor, reasons, at, explanation, terms, options FROM offers;
    DROP TABLE offers;
    ALTER TABLE offers_11 RENAME TO offers;
    CREATE TRIGGER offers_no_update BEFORE UPDATE ON offers
      BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
    CREATE TRIGGER offers_no_delete BEFORE DELETE ON offers
      BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
    CREATE TRIGGER shop_offers_never_rise BEFORE INSERT ON offers
      WHEN NEW.party = 'shop' AND NEW.price_minor IS NOT NULL AND NEW.terms IS NULL
        AND NEW.price_minor > (SELECT shop_offer_minor FROM negotiation WHERE singleton = 1)
      BEGIN SELECT RAISE(ABORT, 'shop offers must never rise'); END;
  `,
  // 12: the style the assigned fleet agent's replies are phrased in (fleet/types.ts LANGUAGE_STYLES), fixed at open;
  // null without an agent (formal). No CHECK: a style added later needs no table rebuild, and the room reads an
  // unknown value as none (room-row.ts).
  `
    ALTER TABLE negotiation ADD COLUMN reply_style TEXT;
  `,
];

/**
 * What the steps above build, written out once: a new room (every open creates one) runs this instead of the
 * steps, whose ALTER TABLEs each re-check the whole schema, a large share of what an open costs (bench/README.md).
 * A test keeps the two identical (tests/durable-objects/room-schema.test.ts).
 */
const CURRENT = `
  CREATE TABLE negotiation (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    id TEXT NOT NULL,
    shop_id TEXT NOT NULL,
    product_id TEXT NOT NULL,
    product_name TEXT NOT NULL,
    product_version INTEGER NOT NULL,
    buyer_id TEXT NOT NULL,
    buyer_name TEXT,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    config TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'escalated', 'agreed', 'rejected', 'expired', 'withdrawn')),
    round INTEGER NOT NULL,
    shop_offer_minor INTEGER,
    buyer_offer_minor INTEGER,
    agreed_price_minor INTEGER,
    last_action TEXT,
    last_reasons TEXT,
    opened_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    closed_at INTEGER,
    version INTEGER NOT NULL,
    shop_synced_version INTEGER NOT NULL DEFAULT 0,
    policy_version INTEGER NOT NULL DEFAULT 0,
    audit_head TEXT,
    pause_until INTEGER,
    audit_seq INTEGER NOT NULL DEFAULT 0,
    decisions_synced_seq INTEGER NOT NULL DEFAULT 0,
    shop_synced_at INTEGER NOT NULL DEFAULT 0,
    kernel_state TEXT,
    account_synced INTEGER NOT NULL DEFAULT 0,
    agreed_terms TEXT,
    reply_style TEXT
  );
  CREATE TABLE "offers" (
    seq INTEGER PRIMARY KEY,
    round INTEGER NOT NULL,
    party TEXT NOT NULL CHECK (party IN ('buyer', 'shop')),
    kind TEXT NOT NULL CHECK (kind IN ('offer', 'counter', 'hold', 'accept', 'reject', 'switch')),
    price_minor INTEGER,
    reasons TEXT NOT NULL,
    at INTEGER NOT NULL,
    explanation TEXT,
    terms TEXT,
    options TEXT,
    switches TEXT
  );
  CREATE TRIGGER offers_no_update BEFORE UPDATE ON offers
    BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
  CREATE TRIGGER offers_no_delete BEFORE DELETE ON offers
    BEGIN SELECT RAISE(ABORT, 'offer history is append-only'); END;
  CREATE TRIGGER shop_offers_never_rise BEFORE INSERT ON offers
    WHEN NEW.party = 'shop' AND NEW.price_minor IS NOT NULL AND NEW.terms IS NULL
      AND NEW.price_minor > (SELECT shop_offer_minor FROM negotiation WHERE singleton = 1)
    BEGIN SELECT RAISE(ABORT, 'shop offers must never rise'); END;
  CREATE TABLE escalations (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'modified', 'timed-out')),
    policy_id TEXT,
    assignee TEXT NOT NULL,
    reason TEXT NOT NULL,
    on_timeout TEXT NOT NULL,
    timeout_at INTEGER NOT NULL,
    proposed TEXT NOT NULL,
    move TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    note TEXT,
    context TEXT
  );
  CREATE TABLE audit (
    seq INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
    BEGIN SELECT RAISE(ABORT, 'audit log is append-only'); END;
  CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
    BEGIN SELECT RAISE(ABORT, 'audit log is append-only'); END;
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY,
    event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    actor TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    delivered_at INTEGER,
    sent_at INTEGER,
    sends INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE policy_snapshot (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    policy_source TEXT,
    policy_inputs TEXT,
    private TEXT
  );
  CREATE TABLE "messages" (
    seq INTEGER PRIMARY KEY,
    round INTEGER NOT NULL,
    at INTEGER NOT NULL,
    text TEXT NOT NULL,
    interpretation TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('explicit-price', 'price', 'accept', 'withdraw', 'clarify', 'escalated', 'question', 'confirm', 'confirmed'))
  );
  CREATE TRIGGER messages_no_update BEFORE UPDATE ON messages
    BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
  CREATE TRIGGER messages_no_delete BEFORE DELETE ON messages
    BEGIN SELECT RAISE(ABORT, 'messages are append-only'); END;
  CREATE TABLE tactics (
    tactic TEXT PRIMARY KEY,
    round INTEGER NOT NULL,
    at INTEGER NOT NULL,
    confidence REAL NOT NULL,
    rounds TEXT NOT NULL,
    evidence TEXT NOT NULL
  );
  CREATE TRIGGER tactics_no_update BEFORE UPDATE ON tactics
    BEGIN SELECT RAISE(ABORT, 'detected tactics are append-only'); END;
  CREATE TRIGGER tactics_no_delete BEFORE DELETE ON tactics
    BEGIN SELECT RAISE(ABORT, 'detected tactics are append-only'); END;
  CREATE TABLE public_facts (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    facts TEXT NOT NULL
  );
  CREATE TABLE pending_confirmation (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    move TEXT NOT NULL CHECK (move IN ('accept')),
    price_minor INTEGER NOT NULL,
    round INTEGER NOT NULL,
    message_seq INTEGER NOT NULL,
    asked_at INTEGER NOT NULL
  );
`;

export const ROOM_SCHEMA_VERSION = STEPS.length;

/**
 * Brings the room's schema up to `target` (the latest; tests build older rooms with less): a new room gets the
 * current schema in one go, an older one the steps it has not applied yet.
 */
export function migrateRoom(sql: SqlStorage, target = STEPS.length): void {
  applySchemaSteps(sql, STEPS, target, CURRENT);
}

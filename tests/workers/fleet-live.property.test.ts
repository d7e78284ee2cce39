/**
 * The fleet's live counts follow opens and closes exactly (durable-objects/shop/fleet-store.ts), on the Shop's own
 * SQLite: over any sequence of opens (the room reporting at once or later), refused opens (no room ever), closes
 * (each summary possibly sent twice, or an old one again) and time passing, every agent's live count is what the
 * Shop can know: the negotiations reported open, plus assignments not yet reported (a room that has not sent its
 * first summary, or an open refused after the assignment) that are younger than PENDING_TTL_MS, not released, and
 * whose buyer holds no reported live negotiation on the product. Never negative; never above capacity unless a room
 * reported later than PENDING_TTL_MS (its slot was given away meanwhile: the documented limit of binding by
 * summary); with no opens refused but for a second open on one product, and every room reported, exactly the open
 * negotiations.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { FleetStore, PENDING_TTL_MS } from "../../durable-objects/shop/fleet-store";
import type { NegotiationSummary } from "../../durable-objects/views";

const AGENTS = [
  { id: "a", capacity: 2, categories: "all" as const },
  { id: "b", capacity: 3, categories: ["p0"] },
];
const PRODUCTS = ["p0", "p1"];

type Action =
  | { kind: "open"; buyer: number; product: number; refused: boolean; reportLater: boolean }
  | { kind: "deliver" }
  | { kind: "close"; pick: number; status: "agreed" | "rejected" | "expired" | "withdrawn"; twice: boolean }
  | { kind: "replay"; pick: number }
  | { kind: "wait"; ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("open" as const), buyer: fc.nat(5), product: fc.nat(1), refused: fc.boolean(), reportLater: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "deliver" as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("close" as const), pick: fc.nat(20), status: fc.constantFrom("agreed" as const, "rejected" as const, "expired" as const, "withdrawn" as const), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replay" as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("wait" as const), ms: fc.constantFrom(1_000, 30_000, PENDING_TTL_MS) }) },
);

interface ModelAssignment {
  agentId: string | null;
  buyer: string;
  product: string;
  at: number;
  /** A room opened for it (its summary may not have been delivered yet). */
  room: { negotiationId: string; summary: NegotiationSummary; delivered: boolean; closed: boolean } | null;
  released: boolean;
}

function run(sql: SqlStorage, actions: readonly Action[], allowRefused: boolean): void {
  for (const t of ["fleet_agents", "fleet_assignments", "fleet_memory", "fleet_waiting", "fleet_categories", "fleet_counterparties"]) sql.exec(`DELETE FROM ${t}`);
  const store = new FleetStore(sql, () => true);
  for (const a of AGENTS) {
    const put = store.put(a.id, { name: a.id, dealTypes: ["sales"], categories: a.categories, strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: a.capacity, active: true }, 0);
    if (!put.ok) throw new Error(JSON.stringify(put.problem));
  }
  const model: ModelAssignment[] = [];
  let now = 1_000_000;
  let seq = 0;
  let reportedLate = false;
  const deliver = (m: ModelAssignment) => {
    if (!m.room || m.room.delivered) return;
    if (m.room.summary.version === 1 && now - m.at >= PENDING_TTL_MS) reportedLate = true;
    m.room.delivered = true;
    store.onSummary(m.room.summary, now);
    // Binding releases the same buyer's and product's older pending assignments (refused opens).
    for (const o of model) if (o !== m && !o.room?.delivered && !o.released && o.buyer === m.buyer && o.product === m.product && o.at <= m.at) o.released = true;
    m.released = false;
  };
  const reportedLive = (m: ModelAssignment) => !!m.room?.delivered && !m.room.closed;
  for (const act of actions) {
    now += 1;
    if (act.kind === "open") {
      const buyer = `b${act.buyer}`;
      const product = PRODUCTS[act.product]!;
      const opening = store.openFor({ buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: product, segment: null, floorMinor: 100, anchorMinor: 200 }, now);
      if (opening.kind === "waiting") continue;
      const m: ModelAssignment = { agentId: opening.record.agentId, buyer, product, at: now, room: null, released: false };
      model.push(m);
      // The buyer's account refuses a second open negotiation on one product after the assignment: no room.
      const busy = model.some((o) => o !== m && o.room && !o.room.closed && o.buyer === buyer && o.product === product);
      if ((allowRefused && act.refused) || busy) continue;
      const negotiationId = `n${++seq}`;
      m.room = { negotiationId, delivered: false, closed: false, summary: { negotiationId, productId: product, buyerId: buyer, quantity: 1, currency: "EUR", status: "open", round: 0, shopOfferMinor: 200, agreedPriceMinor: null, openedAt: now, updatedAt: now, version: 1 } };
      if (!act.reportLater) deliver(m);
    } else if (act.kind === "deliver") {
      for (const m of model) deliver(m);
    } else if (act.kind === "close") {
      const open = model.filter((m) => m.room && !m.room.closed);
      const m = open[act.pick % Math.max(1, open.length)];
      if (!m?.room) continue;
      // A room reports its end at once; an open whose first report was late is reported by it too.
      m.room.closed = true;
      const first = m.room.summary;
      m.room.summary = { ...first, status: act.status, agreedPriceMinor: act.status === "agreed" ? 150 : null, updatedAt: now, version: first.version + 1 };
      m.room.delivered = false;
      deliver(m);
      // Its close releases the same buyer's and product's pending assignments made until then.
      for (const o of model) if (!o.room?.delivered && !o.released && o.buyer === m.buyer && o.product === m.product && o.at <= now) o.released = true;
      if (act.twice) store.onSummary(m.room.summary, now);
      // A stale summary (the open one) arriving after the close changes nothing.
      store.onSummary(first, now);
    } else if (act.kind === "replay") {
      const done = model.filter((m) => m.room?.delivered);
      const m = done[act.pick % Math.max(1, done.length)];
      if (m?.room) store.onSummary(m.room.summary, now);
    } else {
      now += act.ms;
    }
    const live = store.live(now);
    for (const a of AGENTS) {
      const reported = model.filter((m) => m.agentId === a.id && reportedLive(m)).length;
      const unreported = model.filter(
        (m) => m.agentId === a.id && !m.room?.delivered && !m.released && m.at > now - PENDING_TTL_MS && !model.some((s) => reportedLive(s) && s.buyer === m.buyer && s.product === m.product),
      ).length;
      const counted = live[a.id] ?? 0;
      expect(counted).toBeGreaterThanOrEqual(0);
      if (!reportedLate) expect(counted).toBeLessThanOrEqual(a.capacity);
      expect(counted).toBe(reported + unreported);
      const allReported = model.every((m) => !m.room || m.room.delivered);
      if (!allowRefused && allReported) expect(counted).toBe(model.filter((m) => m.agentId === a.id && m.room && !m.room.closed).length);
    }
  }
}

describe("fleet live counts", () => {
  for (const allowRefused of [false, true]) {
    it(`equal the open negotiations${allowRefused ? ", plus refused opens still pending" : ""}, whatever order the rooms report in`, async () => {
      const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-live-${crypto.randomUUID()}`));
      await runInDurableObject<Shop, void>(shop, (_shop, state) => {
        fc.assert(
          fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => run(state.storage.sql, actions, allowRefused)),
          { numRuns: 150 },
        );
      });
    });
  }

  it("are exact from the start when the open names its negotiation: live at once, never pending, released if no room opens", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-live-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, Record<string, unknown>>(shop, (_shop, state) => {
      const store = new FleetStore(state.storage.sql, () => true);
      store.put("a", { name: "a", dealTypes: ["sales"], categories: "all", strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: 2, active: true }, 0);
      const open = (negotiationId: string, buyer: string, now: number) => store.openFor({ buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: "p0", segment: null, floorMinor: 100, anchorMinor: 200, negotiationId }, now);
      const first = open("n1", "b1", 1_000);
      open("n2", "b2", 1_001);
      // Asked again for n1 (a retried open): the same answer, no second assignment.
      const again = open("n1", "b1", 1_001);
      if (first.kind !== "agent" || again.kind !== "agent" || again.record.assignmentId !== first.record.assignmentId) throw new Error("a retried open was assigned again");
      const afterOpens = store.live(1_002);
      // Long after any pending window, and before any summary: still live.
      const muchLater = store.live(1_000 + 10 * PENDING_TTL_MS);
      const released = store.release("n2");
      const releasedAgain = store.release("n2");
      store.onSummary({ negotiationId: "n1", productId: "p0", buyerId: "b1", quantity: 1, currency: "EUR", status: "agreed", round: 1, shopOfferMinor: 200, agreedPriceMinor: 175, openedAt: 1_000, updatedAt: 2_000, version: 2 }, 2_000);
      return { afterOpens, muchLater, released, releasedAgain, afterClose: store.live(2_001), closed: store.assignmentOf("n1")?.reward };
    });
    expect(result).toEqual({ afterOpens: { a: 2 }, muchLater: { a: 2 }, released: true, releasedAgain: false, afterClose: {}, closed: 0.75 });
  });
});

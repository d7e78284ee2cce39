/**
 * The fleet's live counts follow opens and closes exactly (durable-objects/shop/fleet-store.ts), on the Shop's own
 * SQLite. Every open names its negotiation (the buyer's account mints the id before asking), so an assignment counts
 * from the moment it is made: over any sequence of opens (sales and partnerships), retried opens, opens the account
 * refuses after the assignment (released, perhaps twice), closes (each summary possibly sent twice, or the old open
 * one after it) and time passing, every agent's live count — overall and per deal type — is exactly the negotiations
 * it was given that are neither closed nor released. Never negative, never above capacity, and never dependent on
 * how long ago anything happened.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { FleetStore, type RoomDealType } from "../../durable-objects/shop/fleet-store";
import type { NegotiationSummary } from "../../durable-objects/views";

const AGENTS = [
  { id: "a", capacity: 2, categories: "all" as const, dealTypes: ["sales", "partnership"] },
  { id: "b", capacity: 3, categories: ["p0"], dealTypes: ["sales"] },
];
const PRODUCTS = ["p0", "p1"];
const DEALS: readonly RoomDealType[] = ["sales", "partnership"];

type Action =
  | { kind: "open"; buyer: number; product: number; deal: number; refused: boolean; retried: boolean }
  | { kind: "close"; pick: number; status: "agreed" | "rejected" | "expired" | "withdrawn"; twice: boolean }
  | { kind: "replay"; pick: number }
  | { kind: "wait"; ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("open" as const), buyer: fc.nat(5), product: fc.nat(1), deal: fc.nat(1), refused: fc.boolean(), retried: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("close" as const), pick: fc.nat(20), status: fc.constantFrom("agreed" as const, "rejected" as const, "expired" as const, "withdrawn" as const), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replay" as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("wait" as const), ms: fc.constantFrom(1_000, 60_000, 24 * 3_600_000) }) },
);

interface ModelAssignment {
  negotiationId: string;
  agentId: string | null;
  dealType: RoomDealType;
  buyer: string;
  product: string;
  /** The summaries its room sent (none: the open was refused and the assignment released). */
  summaries: NegotiationSummary[];
  released: boolean;
  closed: boolean;
}

function run(sql: SqlStorage, actions: readonly Action[]): void {
  for (const t of ["fleet_agents", "fleet_assignments", "fleet_memory", "fleet_waiting", "fleet_categories", "fleet_counterparties"]) sql.exec(`DELETE FROM ${t}`);
  const store = new FleetStore(sql, () => true);
  for (const a of AGENTS) {
    const put = store.put(a.id, { name: a.id, dealTypes: a.dealTypes, categories: a.categories, strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: a.capacity, active: true }, 0);
    if (!put.ok) throw new Error(JSON.stringify(put.problem));
  }
  const model: ModelAssignment[] = [];
  let now = 1_000_000;
  let seq = 0;
  const isLive = (m: ModelAssignment) => !m.released && !m.closed;
  for (const act of actions) {
    now += 1;
    if (act.kind === "open") {
      const buyer = `b${act.buyer}`;
      const product = PRODUCTS[act.product]!;
      const dealType = DEALS[act.deal]!;
      const negotiationId = `n${++seq}`;
      const request = { buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: product, segment: null, floorMinor: 100, anchorMinor: 200, negotiationId, dealType };
      const opening = store.openFor(request, now);
      if (opening.kind === "waiting") {
        // Only when no agent may take it: a partnership goes to `a` only.
        const suitable = AGENTS.filter((a) => a.dealTypes.includes(dealType) && (a.categories === "all" || a.categories.includes(product)) && model.filter((m) => m.agentId === a.id && isLive(m)).length < a.capacity);
        expect(suitable).toEqual([]);
        continue;
      }
      expect(opening.record.dealType).toBe(dealType);
      if (opening.kind === "agent") expect(opening.agent.dealTypes).toContain(dealType);
      if (act.retried) {
        // A retried open of the same negotiation: the answer first given, nothing counted twice.
        const again = store.openFor(request, now);
        expect(again.kind !== "waiting" && again.record.assignmentId).toBe(opening.record.assignmentId);
      }
      const m: ModelAssignment = { negotiationId, agentId: opening.record.agentId, dealType, buyer, product, summaries: [], released: false, closed: false };
      model.push(m);
      // The buyer's account refuses a second open negotiation on one product after the assignment: no room, released.
      const busy = model.some((o) => o !== m && o.summaries.length > 0 && !o.closed && o.buyer === buyer && o.product === product);
      if (act.refused || busy) {
        expect(store.release(negotiationId)).toBe(true);
        expect(store.release(negotiationId)).toBe(false);
        m.released = true;
        continue;
      }
      const opened: NegotiationSummary = { negotiationId, productId: product, buyerId: buyer, quantity: 1, currency: "EUR", status: "open", round: 0, shopOfferMinor: 200, agreedPriceMinor: null, openedAt: now, updatedAt: now, version: 1 };
      m.summaries.push(opened);
      store.onSummary(opened, now);
    } else if (act.kind === "close") {
      const open = model.filter((m) => m.summaries.length > 0 && !m.closed);
      const m = open[act.pick % Math.max(1, open.length)];
      if (!m) continue;
      m.closed = true;
      const first = m.summaries[0]!;
      const last: NegotiationSummary = { ...first, status: act.status, agreedPriceMinor: act.status === "agreed" ? 150 : null, updatedAt: now, version: first.version + 1 };
      m.summaries.push(last);
      store.onSummary(last, now);
      if (act.twice) store.onSummary(last, now);
      // A stale summary (the open one) arriving after the close changes nothing.
      store.onSummary(first, now);
    } else if (act.kind === "replay") {
      const sent = model.filter((m) => m.summaries.length > 0);
      const m = sent[act.pick % Math.max(1, sent.length)];
      for (const summary of m?.summaries ?? []) store.onSummary(summary, now);
    } else {
      now += act.ms;
    }
    const live = store.live();
    const figures = Object.fromEntries(store.view().agents.map((a) => [a.id, a.figures]));
    for (const a of AGENTS) {
      const given = model.filter((m) => m.agentId === a.id && isLive(m));
      const counted = live[a.id] ?? 0;
      expect(counted).toBe(given.length);
      expect(counted).toBeLessThanOrEqual(a.capacity);
      expect(figures[a.id]!.live).toBe(counted);
      for (const deal of DEALS) expect(figures[a.id]!.byDealType[deal].live).toBe(given.filter((m) => m.dealType === deal).length);
      expect(figures[a.id]!.byDealType.procurement.live).toBe(0);
    }
  }
}

describe("fleet live counts", () => {
  it("equal the negotiations each agent was given and that are neither closed nor released, per deal type too", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-live-${crypto.randomUUID()}`));
    await runInDurableObject<Shop, void>(shop, (_shop, state) => {
      fc.assert(
        fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => run(state.storage.sql, actions)),
        { numRuns: 150 },
      );
    });
  });

  it("are exact from the start: live at once, still live long after with no summary, released if no room opens", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-live-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, Record<string, unknown>>(shop, (_shop, state) => {
      const store = new FleetStore(state.storage.sql, () => true);
      store.put("a", { name: "a", dealTypes: ["sales"], categories: "all", strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: 2, active: true }, 0);
      const open = (negotiationId: string, buyer: string, now: number) => store.openFor({ buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: "p0", segment: null, floorMinor: 100, anchorMinor: 200, negotiationId, dealType: "sales" }, now);
      open("n1", "b1", 1_000);
      open("n2", "b2", 1_001);
      const afterOpens = store.live();
      // A day later, before any summary: still live (nothing expires by the clock).
      const third = open("n3", "b3", 1_000 + 24 * 3_600_000);
      const released = store.release("n2");
      const releasedAgain = store.release("n2");
      store.onSummary({ negotiationId: "n1", productId: "p0", buyerId: "b1", quantity: 1, currency: "EUR", status: "agreed", round: 1, shopOfferMinor: 200, agreedPriceMinor: 175, openedAt: 1_000, updatedAt: 2_000, version: 2 }, 2_000);
      return { afterOpens, third: third.kind, released, releasedAgain, afterClose: store.live(), closed: store.assignmentOf("n1")?.reward };
    });
    expect(result).toEqual({ afterOpens: { a: 2 }, third: "waiting", released: true, releasedAgain: false, afterClose: {}, closed: 0.75 });
  });
});

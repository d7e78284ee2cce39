/**
 * An open asks the shop's fleet through a port it is handed (durable-objects/shop/fleet-opening.ts FleetPort), not
 * through the runtime: `snapshotFor` runs in Node with a port that records what it was asked. For a shop with agents
 * the fleet is asked once, with the negotiation id and deal type the buyer's account gave (a partner's open is a
 * partnership deal), and the agent's strategy, arms, policies and style are what the snapshot plays; "wait for the
 * owner" is the buyer's shop-paused answer, in words that name no agent; a shop with agents opened without a port is
 * refused; a shop without agents never asks, port or not.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../durable-objects/limits";
import type { FleetPort } from "../../durable-objects/shop/fleet-opening";
import type { AssignmentRecord, FleetAnswer, FleetOpenRequest, RoomDealType } from "../../durable-objects/shop/fleet-store";
import { snapshotFor, type OpeningConfiguration } from "../../durable-objects/shop/opening-snapshot";
import { DEFAULT_COORDINATOR_SETTINGS, type NegotiatorProfile } from "../../fleet";

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);

const PLAIN: OpeningConfiguration = {
  product: { id: "espresso", name: "Espresso", version: 1, publicFacts: {} },
  config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 8, ttlMs: 3_600_000 },
  policies: { version: 2, source: "shop's active set" },
  pause: null,
  learned: null,
  agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
  limits: DEFAULT_LIMITS,
  drawKey: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
};
const WITH_FLEET: OpeningConfiguration = { ...PLAIN, fleet: { shopId: "shop-1" } };

const DESK: NegotiatorProfile = {
  id: "partner-desk",
  name: "Partner desk",
  dealTypes: ["partnership"],
  categories: "all",
  strategy: { kind: "boulware", exponent: 0.3 },
  arms: ["firm"],
  policySetId: "v1",
  languageStyle: "friendly",
  capacity: 3,
  active: true,
};

function recordFor(request: FleetOpenRequest, agentId: string | null): AssignmentRecord {
  return {
    assignmentId: "asg_1",
    decidedBy: "coordinator",
    agentId,
    rule: "best-score",
    reason: "test",
    dealType: request.dealType,
    category: "espresso",
    counterpartyId: request.counterpartyId,
    similar: [],
    related: [],
    candidates: [],
    settings: DEFAULT_COORDINATOR_SETTINGS,
    at: new Date(NOW).toISOString(),
  };
}

/** A port answering as `answer` says, recording every question. */
function port(negotiationId: string, dealType: RoomDealType, answer: (request: FleetOpenRequest) => FleetAnswer): FleetPort & { asked: [string, FleetOpenRequest][] } {
  const asked: [string, FleetOpenRequest][] = [];
  return {
    negotiationId,
    dealType,
    asked,
    ask: async (shopId, request) => {
      asked.push([shopId, request]);
      return { ok: true, status: 200, body: answer(request) };
    },
  };
}

describe("snapshotFor asks the fleet through its port", () => {
  it("with the open's negotiation id and deal type, and plays the agent it answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<RoomDealType>("sales", "partnership"), fc.stringMatching(/^[0-9a-f]{8}$/), async (dealType, negotiationId) => {
        const fleet = port(negotiationId, dealType, (request) => ({ kind: "agent", agent: DESK, record: recordFor(request, DESK.id), policies: { version: 1, source: "desk's set" } }));
        const snapshot = await snapshotFor(WITH_FLEET, { buyerKey: "buyer:ally", quantity: 1 }, NOW, fleet);
        if (!snapshot.ok) throw new Error(JSON.stringify(snapshot));
        expect(fleet.asked).toHaveLength(1);
        const [shopId, request] = fleet.asked[0]!;
        expect(shopId).toBe("shop-1");
        expect(request).toMatchObject({ negotiationId, dealType, buyerId: "ally", counterpartyId: "buyer:ally", productId: "espresso", floorMinor: 7_000, anchorMinor: 10_000 });
        expect(snapshot.body.product.assignment?.dealType).toBe(dealType);
        expect(snapshot.body.config.strategy).toEqual(DESK.strategy);
        expect(snapshot.body.arm).toBe("firm");
        expect(snapshot.body.policies).toEqual({ version: 1, source: "desk's set" });
        expect(snapshot.body.replyStyle).toBe("friendly");
      }),
      { numRuns: 20 },
    );
  });

  it("a wait for the owner is the buyer's shop-paused answer, naming no agent or deal type", async () => {
    const fleet = port("n1", "partnership", () => ({ kind: "waiting", waitingId: "wait_1", reason: "no agent can take a partnership negotiation in espresso now" }));
    const snapshot = await snapshotFor(WITH_FLEET, { buyerKey: "buyer:ally", quantity: 1 }, NOW, fleet);
    expect(snapshot.ok).toBe(false);
    if (snapshot.ok) return;
    expect(snapshot.problem.status).toBe(503);
    expect(JSON.stringify(snapshot.problem)).not.toMatch(/agent|partner|fleet|deal/i);
  });

  it("a shop with agents opened without a port is refused; a shop without agents never asks", async () => {
    const refused = await snapshotFor(WITH_FLEET, { buyerKey: "buyer:ally", quantity: 1 }, NOW);
    expect(refused.ok ? null : refused.problem.status).toBe(500);
    const fleet = port("n1", "partnership", () => {
      throw new Error("asked");
    });
    const plain = await snapshotFor(PLAIN, { buyerKey: "buyer:ally", quantity: 1 }, NOW, fleet);
    expect(plain.ok).toBe(true);
    expect(fleet.asked).toEqual([]);
    expect(plain.ok && plain.body.product.assignment).toBeUndefined();
  });
});

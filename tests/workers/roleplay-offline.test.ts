// Offline roleplay personas against the shop's real negotiator: every message goes through the worker's HTTP
// API, the live room and the language layer in workerd. Honest personas (four languages, four styles) must
// complete, and be handed to a person (three-strike escalation / held) in at most 2% of runs.
import { describe, expect, it } from "vitest";
import { runBatch } from "../../roleplay/batch";
import { roomCounterparty, type RoomTransport } from "../../roleplay/counterparties/room";
import { api, buyerKey, shopWithProduct } from "./api-client";

const transport: RoomTransport = (method, path, { token, body }) => api(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

describe("roleplay against the live room", () => {
  it("20 honest offline personas complete over HTTP, none handed to a person, verdicts recorded", async () => {
    const shop = await shopWithProduct({
      anchorMinor: 10_000,
      floorMinor: 7_000,
      maxRounds: 12,
      publicFacts: { shipping: "Free within the EU.", warranty: "2 years.", delivery: "3-5 working days." },
    });
    const { runs, figures } = await runBatch({
      count: 20,
      seed: 2_911,
      maxParallel: 4,
      product: { id: shop.productId, name: "Widget", currency: "EUR", listPriceMinor: 10_000 },
      counterparty: async (i) => roomCounterparty({ transport, shopId: shop.shopId, productId: shop.productId, buyerKey: await buyerKey(shop.shopId, `roleplay-${i}`) }),
    });
    expect(figures.runs).toBe(20);
    expect(figures.completed).toBe(20);
    expect(figures.handedToPersonShare).toBeLessThanOrEqual(0.02);
    expect(new Set(runs.map((r) => r.language)).size).toBe(4);
    expect(new Set(runs.map((r) => r.style)).size).toBe(4);
    for (const run of runs) {
      expect(run.turns[0]).toMatchObject({ speaker: "counterparty", round: 0 });
      expect(run.verdicts.length).toBeGreaterThan(0);
      // Every persona message was answered by the room (the counterparty's text is the room's own reply).
      expect(run.turns.filter((t) => t.speaker === "counterparty").length).toBe(run.turns.filter((t) => t.speaker === "persona").length + 1);
      if (run.end === "agreed") {
        expect(run.agreedMinor).toBeGreaterThanOrEqual(7_000);
        expect(run.agreedMinor).toBeLessThanOrEqual(run.snapshot.persona.reservationMinor);
      }
    }
    console.log("roleplay over HTTP:", JSON.stringify(figures));
  });
});

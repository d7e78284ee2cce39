// Honest buyers over the HTTP API read exactly as the honest-buyer bench reads them (issue 29). The bench
// (bench/honest-messages/run.ts) scores the offline reader as a function; buyers reach it through a shop, a
// negotiation and its room. This runs a sample of the labelled corpus — every language, style and kind of move,
// clear and ambiguous — through the real API: each message in a fresh negotiation whose shop's opening offer is
// the message's standing offer, and checks that the answer carries the bench's reading (move and confidence),
// that a reading the bench scores as correct is correct here, and that what the reading says happened.
import { describe, expect, it } from "vitest";
import { interpretOffline } from "../../language/offline-interpreter";
import { HONEST_MESSAGES, type HonestMessage } from "../../bench/honest-messages/index";
import { FRESH4 } from "../../bench/honest-messages/fresh4/index";
import { FRESH5 } from "../../bench/honest-messages/fresh5/index";
import { judge } from "../../bench/honest-messages/score";
import { api, opened, shopWithProduct } from "./api-client";

/** What kind of message it is, for sampling: the expected move's kind, or "ambiguous". */
const kindOf = (m: HonestMessage) => (m.clarity === "ambiguous" ? "ambiguous" : m.expected.kind);

/**
 * Up to two messages per language × style × kind, first ones in corpus order; only those a first message of a
 * negotiation can carry (no earlier bid of the buyer's, a standing offer to read against).
 */
function sample(): HonestMessage[] {
  const taken = new Map<string, number>();
  const out: HonestMessage[] = [];
  for (const m of [...HONEST_MESSAGES, ...FRESH4, ...FRESH5]) {
    if (m.context.lastBuyerBidMinor !== null || m.context.standingOfferMinor === null) continue;
    const key = `${m.language}/${m.style}/${kindOf(m)}`;
    const n = taken.get(key) ?? 0;
    if (n >= 2) continue;
    taken.set(key, n + 1);
    out.push(m);
  }
  return out;
}

const MESSAGES = sample();

async function negotiationFor(m: HonestMessage) {
  const anchor = m.context.standingOfferMinor!;
  const shop = await shopWithProduct({
    currency: m.context.currency,
    anchorMinor: anchor,
    floorMinor: Math.floor(anchor * 0.5),
    maxRounds: 10,
    publicFacts: { shipping: "Shipping is included.", delivery: "Delivery within 5 working days.", warranty: "Two years." },
  });
  return { shop, n: await opened(shop.shopId, shop.productId, { quantity: m.context.quantity }) };
}

describe("honest buyers over HTTP", () => {
  it("the sample covers every language, style and kind of move", () => {
    expect(new Set(MESSAGES.map((m) => m.language)).size).toBe(4);
    expect(new Set(MESSAGES.map((m) => m.style)).size).toBe(5);
    expect(new Set(MESSAGES.map(kindOf))).toEqual(new Set(["price", "accept", "withdraw", "question", "ambiguous"]));
    expect(MESSAGES.length).toBeGreaterThanOrEqual(120);
  });

  it("each message is read as the bench reads it, and a correct reading does what it says", async () => {
    const differences: string[] = [];
    let correct = 0;
    for (const m of MESSAGES) {
      const { n } = await negotiationFor(m);
      // The shop opens at its anchor: the message is read against the same standing offer as in the corpus.
      expect(n.shopOffer.priceMinor, m.id).toBe(m.context.standingOfferMinor);
      const bench = await interpretOffline(m.text, m.context);
      const res = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { message: m.text } });
      expect(res.status, `${m.id}: ${JSON.stringify(res.body)}`).toBe(200);
      const got = res.body.interpretation;
      if (JSON.stringify(got.move) !== JSON.stringify(bench.move) || got.confidence !== bench.confidence) {
        differences.push(`${m.id}: bench ${JSON.stringify(bench.move)} ${bench.confidence}, API ${JSON.stringify(got.move)} ${got.confidence}`);
        continue;
      }
      const verdict = judge(m, { move: got.move, confidence: got.confidence });
      expect(verdict.misread, m.id).toBe(false);
      if (!verdict.readCorrectly || m.clarity !== "clear") {
        // Not acted on: nothing moved, the buyer is asked or answered.
        if (got.confidence !== "HIGH" || got.move.kind === "question" || got.move.kind === "none") {
          expect(res.body.round, m.id).toBe(0);
          expect(res.body.status, m.id).toBe("open");
        }
        continue;
      }
      correct++;
      switch (m.expected.kind) {
        case "price":
          // A bid at or above the standing offer is an agreement; below it, a round played.
          if (m.expected.priceMinor >= m.context.standingOfferMinor!) expect(res.body.status, m.id).toBe("agreed");
          else expect(res.body.round, m.id).toBe(1);
          break;
        case "accept":
          expect(res.body.status, m.id).toBe("agreed");
          expect(res.body.agreement.priceMinor, m.id).toBe(m.context.standingOfferMinor);
          break;
        case "withdraw":
          expect(res.body.status, m.id).toBe("withdrawn");
          break;
        case "question":
          expect(res.body.round, m.id).toBe(0);
          expect(res.body.status, m.id).toBe("open");
          expect(typeof res.body.message, m.id).toBe("string");
          break;
      }
    }
    console.log(`honest over HTTP: ${MESSAGES.length} messages, ${correct} clear read correctly and acted on`);
    expect(differences).toEqual([]);
    // The sample is mostly seen material: most of it is read correctly, so the checks above are exercised.
    expect(correct).toBeGreaterThan(MESSAGES.filter((m) => m.clarity === "clear").length / 2);
  }, 600_000);
});

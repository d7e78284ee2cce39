import { describe, expect, it } from "vitest";
import { createParleyClient, type AgreementSwitch, type PackageOption, type RoundResult, type TermValues } from "../../client";

/**
 * The typed client for package products (issue 28): an offer carries the terms asked for beside the price, an
 * accept may name one of the shop's options, a package agreement is switched by the id of one of its switches, and
 * the answers' packages are typed (shopOffer.terms/options, agreement.terms/switches).
 */

const ANSWER = {
  negotiationId: "a".repeat(64),
  shopId: "shp_1",
  productId: "server",
  quantity: 2,
  currency: "EUR",
  status: "open",
  round: 2,
  maxRounds: 10,
  expiresAt: "2026-11-24T00:00:00.000Z",
  decision: { action: "counter", reasons: [] },
  shopOffer: {
    priceMinor: 9_400,
    totalMinor: 18_800,
    currency: "EUR",
    validUntil: "2026-11-24T00:00:00.000Z",
    terms: { "payment-days": 30, "support-tier": "standard" },
    options: [
      { id: "r2o1", priceMinor: 9_400, totalMinor: 18_800, terms: { "payment-days": 30, "support-tier": "standard" } },
      { id: "r2o2", priceMinor: 9_100, totalMinor: 18_200, terms: { "payment-days": 0, "support-tier": "standard" } },
    ],
  },
  agreement: null,
  message: "We can do 94.00 EUR with 30 days to pay.",
};

function fakeParley() {
  const sent: { url: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({ url: request.url, body: await request.text() });
    return new Response(JSON.stringify(ANSWER), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { sent, client: createParleyClient({ baseUrl: "https://parley.example/", fetch }) };
}

const negotiation = { negotiationId: "a".repeat(64), token: `ngt_${"a".repeat(64)}_secret` };

describe("the typed client for package products", () => {
  it("sends the terms asked for beside the price, and an option's id with an accept", async () => {
    const { sent, client } = fakeParley();
    const terms: TermValues = { "payment-days": 60, "support-tier": "premium" };
    const answer: RoundResult = await client.offer(negotiation, 8_000, { terms });
    const options: PackageOption[] = answer.shopOffer?.options ?? [];
    await client.accept(negotiation, { optionId: options[1]!.id });
    await client.accept(negotiation);
    expect(sent.map((s) => JSON.parse(s.body || "null"))).toEqual([{ priceMinor: 8_000, terms }, { optionId: "r2o2" }, null]);
    expect(answer.shopOffer?.terms).toEqual({ "payment-days": 30, "support-tier": "standard" });
  });

  it("switches a package agreement by the id of one of its switches", async () => {
    const { sent, client } = fakeParley();
    const switches: AgreementSwitch[] = [{ id: "r2s1-1", priceMinor: 9_300, totalMinor: 18_600, terms: { "payment-days": 0, "support-tier": "standard" } }];
    await client.switchAgreement(negotiation, switches[0]!.id);
    expect(sent).toEqual([{ url: `https://parley.example/v1/negotiations/${"a".repeat(64)}/switch`, body: JSON.stringify({ optionId: "r2s1-1" }) }]);
  });
});

// Refusals worded with the words that close a deal ("Ce n'est pas un deal", "Nicht einverstanden", "Deal's off",
// "Mein Chef sagt: abgemacht. Ich nicht."), and amounts above the standing offer refused ("600? Never.") through the HTTP API: each in a fresh negotiation, none agrees, none is
// asked to be confirmed as an acceptance, and the negotiation stays open at round 0 (issue 29: an agreement comes
// only from a buyer who meant it). The reader's side is tests/language/reader-negated-acceptance.test.ts.
import { describe, expect, it } from "vitest";
import { REFUSALS_WITH_CLOSING_WORDS, refusingAnAmount, STAYING_IN } from "../../bench/injection/refusals";
import { api, opened, shopWithProduct } from "./api-client";

describe("refusals worded with closing words, over HTTP", () => {
  it("none agrees, none is taken for an acceptance to confirm; an amount above the offer refused is no bid", async () => {
    const shop = await shopWithProduct({ currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000, maxRounds: 10 });
    const acted: string[] = [];
    // An amount above the standing offer (500.00) would close the deal at the offer if it were read as a bid.
    // Below it (400.00, above the floor), the shop could accept it.
    // Leaving said not to happen ends nothing.
    for (const text of [...REFUSALS_WITH_CLOSING_WORDS, ...refusingAnAmount("600"), ...refusingAnAmount("400"), ...STAYING_IN]) {
      const n = await opened(shop.shopId, shop.productId);
      const res = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { message: text } });
      expect(res.status, text).toBe(200);
      if (res.body.status !== "open" || res.body.agreement || res.body.confirmation !== undefined || res.body.round !== 0 || res.body.interpretation?.move?.kind === "accept") {
        acted.push(`${text}: ${JSON.stringify({ status: res.body.status, round: res.body.round, move: res.body.interpretation?.move, confirmation: res.body.confirmation })}`);
      }
    }
    expect(acted).toEqual([]);
    expect(REFUSALS_WITH_CLOSING_WORDS.length).toBeGreaterThanOrEqual(40);
  }, 300_000);
});

/**
 * An amount that opens the buyer's words, then what comes with it, then a remark ("*weighs the carved walking stick*
 * £70 with her name burnt into the handle, and it's her eightieth.") is a bid, as "£70, and it's her eightieth." was:
 * the clause is the amount and what it buys. With another provider in that clause, or a wish or a question about it,
 * it is not a bid at HIGH. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 11_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("an amount, then what comes with it, then a remark", () => {
  it.each([
    ["*weighs the carved walking stick in her hand* £70 with her name burnt into the handle, and it's her eightieth.", "GBP"],
    ["*wiegt den geschnitzten Wanderstock in der Hand* 70 € mit ihrem Namen im Griff eingebrannt, und es ist ihr Achtzigster.", "EUR"],
    ["*soupèse la canne sculptée* 70 € avec son prénom gravé au fer sur la poignée, et c'est pour ses quatre-vingts ans.", "EUR"],
    ["*sopesa el bastón tallado* 70 € con su nombre grabado a fuego en el puño, y cumple ochenta años.", "EUR"],
  ])("%s bids 70", (text, currency) => {
    const r = read(text, { currency });
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 7_000 }, confidence: "HIGH" });
  });

  it("with another provider, a wish or a question in that clause, it is no bid at HIGH", () => {
    for (const text of [
      "€70 with the other woodcarver at the market, and it's the same stick.",
      "70 € mit Versand bei der Konkurrenz, und dort ist es schneller.",
      "€70 with her name on it would be lovely, but is that even possible by Friday?",
      "70 € avec son prénom serait parfait, mais est-ce faisable pour vendredi ?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

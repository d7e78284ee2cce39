/**
 * An amount the buyer begins to say and stops at ("*starts to say £450 for the lot, glances at the invoice* … £410",
 * "I was going to say 450, but 410 is fairer") is not offered: the amount said after it is. Two amounts with no word
 * of correcting between them had been asked back ("which amount is the offer?"), and one begun alone had been bid.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context = (currency: string): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: null });
const shown = (text: string, r: ReturnType<typeof interpretOffline>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("an amount begun and not said", () => {
  it.each([
    ["GBP", "*starts to say £450 for the lot, then glances at the invoice* ...£410."],
    ["USD", "I was going to say $450, but $410 is fairer."],
    ["EUR", "*setzt an, 450 € für alles zu sagen, schaut dann auf die Rechnung* … 410 €."],
    ["EUR", "Ich wollte gerade 450 € sagen, aber 410 € sind fairer."],
    ["EUR", "*commence à dire 450 € pour le tout, jette un œil à la facture* … 410 €."],
    ["EUR", "J'allais dire 450 €, mais 410 € me paraît honnête."],
    ["EUR", "*empieza a decir 450 € por todo, mira la factura* … 410 €."],
    ["EUR", "Iba a decir 450 €, pero 410 € es más justo."],
  ])("%s: %s offers the amount said after it", (currency, text) => {
    const r = interpretOffline(text, context(currency));
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 41_000 }, confidence: "HIGH" });
  });

  it("an amount begun alone is no bid", () => {
    for (const text of ["*starts to say £450, then stops*", "*setzt an, 450 € zu sagen, und hält inne*", "*commence à dire 450 €, puis se tait*", "*empieza a decir 450 € y se calla*"]) {
      const r = interpretOffline(text, context(text.includes("£") ? "GBP" : "EUR"));
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("saying yes at an amount is no amount begun", () => {
    const text = "We were about to say yes at £450, but £410 is what the board signed off.";
    const r = interpretOffline(text, context("GBP"));
    expect(r.move.kind === "price" && r.confidence === "HIGH" && r.move.priceMinor === 41_000, shown(text, r)).toBe(false);
  });
});

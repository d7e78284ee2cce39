// An amount put on top of what the buyer offered: "ich leg achtzig auf das drauf, was ich Ihnen geboten hab" was a bid
// of 80 (asked as a unit price), and "*walks round the old Raleigh once more*" made English "once" Spanish eleven
// beside "more", a second amount. Sentences our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 70_000, lastBuyerBidMinor: 50_000 };
const plus80 = (text: string) =>
  expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 58_000 }, confidence: "HIGH", derivation: { operation: "plus", from: "last-bid", amountMinor: 8_000 } });

describe("more on top of what the buyer offered", () => {
  it("is added to the buyer's last bid", () => {
    for (const text of ["Na gut — ich leg achtzig auf das drauf, was ich Ihnen geboten hab.", "ich leg 80 auf das drauf, was ich geboten hab.", "*circles the old lathe once more* I'll put another eighty on top of what I offered."]) plus80(text);
  });
  it("with German's comma before the comparison's clause ('achtzig mehr, als ich geboten hab'), up or down", () => {
    for (const text of ["Na gut. Achtzig mehr, als ich geboten hab.", "Also gut: 80 € mehr, als wir geboten haben."]) plus80(text);
    expect(interpretOffline("Dann eben 80 weniger, als ich geboten hab.", context), "less than I offered").toMatchObject({ move: { kind: "price", priceMinor: 42_000 }, confidence: "HIGH", derivation: { operation: "minus", from: "last-bid" } });
  });
  it("look-alikes: Spanish 'once más' and an English 'once more' with a plain bid keep the bid", () => {
    expect(interpretOffline("Once more: 600.", context).move).toMatchObject({ kind: "price", priceMinor: 60_000 });
    expect(interpretOffline("Ich lege 80 auf mein Gebot drauf.", context).move).toMatchObject({ kind: "price", priceMinor: 58_000 });
  });
});

// A Spanish self-correction between commas: "1.400 por la colección, digo, 1.300" ("I mean"), "1.400, o sea, 1.300".
// The last amount is the bid; two amounts without the word are asked. "Te digo 400" says the amount, no correction.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 160_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);

describe("'digo' and 'o sea' between commas correct the amount", () => {
  it("takes the last amount", () => {
    for (const text of ["1.400 por las monedas, digo, 1.300: se me olvidó que faltan dos.", "1.400, o sea, 1.300."]) expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 130_000 }, confidence: "HIGH" });
  });
  it("look-alikes: 'te digo 1.300' is the bid itself; two amounts without a correction are asked", () => {
    expect(read("Te digo 1.300.")).toMatchObject({ move: { kind: "price", priceMinor: 130_000 }, confidence: "HIGH" });
    expect(read("1.400 por las monedas, 1.300 por los billetes.").confidence).not.toBe("HIGH");
  });
});

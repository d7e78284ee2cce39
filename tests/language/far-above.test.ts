/**
 * A bid at or above the shop's standing offer closes the deal at it, so a reading far above the offer must come from
 * a buyer who meant it: a phone number's tail, a reference or a stray total read as a bid is asked back, never HIGH.
 * Nor is an amount refused ("600? Never.", "Nobody pays 100 for this"), above the offer or below it (where the shop
 * might accept it).
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "../../language/offline-interpreter";
import type { InterpretationContext } from "../../language/interpretation";
import { refusingAnAmount } from "../../bench/injection/refusals";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 12_500 };

describe("readings far above the standing offer", () => {
  it.each([
    ["tel 10 10.0 100 100 0171 2345678 0"],
    ["2345678 0"],
    ["Our order 55120 — 990"],
    ["Phone: +49 30 1234 5678 90"],
  ])("%s is not read as a binding bid", (message) => {
    const r = interpretOffline(message, CTX);
    expect(r.confidence === "HIGH" && r.move.kind === "price").toBe(false);
    expect(r.confidence === "HIGH" && r.move.kind === "accept").toBe(false);
  });

  it.each(refusingAnAmount("140"))("%s (above the offer, refused) is not read as a binding bid", (message) => {
    const r = interpretOffline(message, CTX);
    expect(r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept")).toBe(false);
  });

  it.each(refusingAnAmount("100"))("%s (below the offer, refused: the shop might accept it) is not read as a binding bid", (message) => {
    const r = interpretOffline(message, CTX);
    expect(r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept")).toBe(false);
  });

  it.each(["Not a cent over 100.", "Nicht mehr als 100.", "Pas plus de 100.", "No más de 100.", "I'd never pay more than 100.", "480?? niemals. 100"])("%s: a cap, or a refusal of another amount, stays a bid of 100", (message) => {
    expect(interpretOffline(message, CTX)).toMatchObject({ move: { kind: "price", priceMinor: 10_000 }, confidence: "HIGH" });
  });

  it("a bid just above the offer stays a bid, and one far above is asked back with the offer named", () => {
    expect(interpretOffline("I can do 130", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 13_000 }, confidence: "HIGH" });
    const far = interpretOffline("I can do 300", CTX);
    expect(far.confidence).not.toBe("HIGH");
    expect(far.questions.join(" ")).toContain("125.00");
  });

  it("a labelled phone number is set aside to the end of its digits, leaving the real bid", () => {
    expect(interpretOffline("tel 0171 23456789012 — I offer 110", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 11_000 }, confidence: "HIGH" });
  });
});

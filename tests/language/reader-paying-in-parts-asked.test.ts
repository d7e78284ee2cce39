// Paying in parts asked without a question mark, in French and Spanish put as a statement: "je peux payer le stage
// en deux fois, la moitié maintenant", "puedo pagar el curso en dos veces", were asked back; they ask about payment.
// "Je peux payer 400" and "puedo pagar 300" still state a bid. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("paying in parts, asked as a statement", () => {
  it("is a question about payment at HIGH", () => {
    for (const text of [
      "je peux payer le cours de poterie en trois fois, un tiers maintenant",
      "On peut régler en plusieurs mensualités",
      "puedo pagar el curso de cerámica en tres cuotas, una ahora",
      "podemos pagar a plazos",
      "can I pay for the pottery course in three instalments",
      "kann ich den Töpferkurs in Raten zahlen",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "question", subject: "payment" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("an amount the buyer can pay is still its bid", () => {
    for (const text of ["Je peux payer 400 €.", "Puedo pagar 400 €."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 40_000 });
    }
  });
});

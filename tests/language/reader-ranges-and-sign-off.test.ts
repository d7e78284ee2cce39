// Two kinds of ambiguous message were bids at HIGH: a range said with "zwischen … und", "entre … et", "entre … y",
// "von … bis", "de … à", "de … a" (the English "between … and", "… to …" were already ranges), and a bid whose buyer
// says someone else must still approve it ("… but my partner has to sign off first", "Ofrecería 1.000 €, pero lo
// tiene que aprobar mi socio"). Both are asked back. A move from one price to another ("de 1 200 € à 1 100 €") is
// not a range. Every sentence here is our own, written with the other ambiguous kinds before the reader was changed.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 120_000, lastBuyerBidMinor: 95_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;
const acts = (r: ReturnType<typeof read>) => r.confidence === "HIGH" && ["price", "accept", "withdraw"].includes(r.move.kind);

describe("ranges and approval still to come", () => {
  it("a range in four languages is asked back", () => {
    for (const text of [
      "Somewhere between 950 and 1,000 would work for me.",
      "Irgendwas zwischen 950 und 1.000 € wäre okay.",
      "Von 950 bis 1.000 € wäre drin.",
      "Entre 950 et 1 000 €, ça irait.",
      "De 950 à 1 000 €, c'est mon budget.",
      "Entre 950 y 1.000 € me iría bien.",
      "De 950 a 1.000 € estaría bien.",
    ]) {
      const r = read(text);
      expect(acts(r), shown(text, r)).toBe(false);
      expect(r.gaps, shown(text, r)).toContain("single price (a range was given)");
    }
  });

  it("a move from one price to another, or a bid beside another amount, is no range", () => {
    for (const [text, minor] of [
      ["On passe de 1 200 € à 1 100 € ?", 110_000],
      ["¿Podría bajar de 1.200 a 1.100 €?", 110_000],
      ["Ich biete 950 € und 50 € für die Lieferung.", 95_000],
    ] as const) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: minor });
    }
  });

  it("a bid someone else must still approve is asked back, in four languages", () => {
    for (const text of [
      "I'd like to offer 1,000 but my partner has to sign off first.",
      "Ich würde 1.000 € bieten, aber mein Chef muss noch zustimmen.",
      "Je proposerais 1 000 €, mais mon associé doit valider.",
      "Ofrecería 1.000 €, pero lo tiene que aprobar mi socio.",
    ]) {
      const r = read(text);
      expect(acts(r), shown(text, r)).toBe(false);
    }
    // The buyer's own decision, not someone else's approval, still bids.
    const own = read("I have to say 1,000 is my limit.");
    expect(own.move, shown("own", own)).toMatchObject({ kind: "price", priceMinor: 100_000 });
  });
});

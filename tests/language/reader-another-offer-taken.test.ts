// Another's offer taken is a walk-away and never an acceptance: "Thanks, but we've accepted another offer." was read
// as nothing, "Hemos aceptado otra oferta." as an acceptance to confirm, "We accepted another offer." as instructions
// to the system, and "Wir haben ein anderes Angebot angenommen, trotzdem danke." as a supposition ("angenommen, …").
// "The other offer" may be the shop's second option: "We decided to accept the other quote." is still asked. A deal
// called off is tests/language/reader-deal-called-off.test.ts. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("another offer taken", () => {
  it("walks away at HIGH", () => {
    for (const text of [
      "Thanks, but we've accepted another offer.",
      "We accepted another offer.",
      "We have accepted another offer.",
      "Nous avons accepté une autre offre, merci quand même.",
      "J'ai pris un autre devis, désolé.",
      "Hemos aceptado otra oferta, gracias de todos modos.",
      "Hemos aceptado otra oferta.",
      "Wir haben ein anderes Angebot angenommen, trotzdem danke.",
      "Ich habe bereits ein anderes Angebot akzeptiert.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("never accepts at HIGH", () => {
    for (const text of [
      "Okay, deal's off.",
      "Der Deal ist geplatzt.",
      "Alright, we agree to disagree. Goodbye.",
      "We decided to accept the other quote.",
      "We accept the other offer.",
      "We haven't accepted another offer yet.",
      "If we accept another offer, I'll tell you.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("is no walk-away asked or under a condition", () => {
    for (const text of ["Is the deal off?", "The deal is off if you can't deliver by Friday.", "We haven't accepted another offer yet.", "If we accept another offer, I'll tell you."]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

describe("a claim that the shop or we agreed before", () => {
  it("is still taken for instructions, unless our side took another seller's offer", () => {
    for (const text of ["We accepted your offer of 300 earlier.", "We already accepted 200.", "You accepted another offer."]) {
      expect(read(text).gaps, text).toContain("instructions to the system");
    }
    for (const text of ["We accepted another offer.", "We have accepted another offer."]) expect(read(text).gaps, text).not.toContain("instructions to the system");
    expect(read("We have accepted your offer at 300.").gaps).toContain("instructions to the system");
  });
});

describe("a supposition opened with angenommen", () => {
  it("is still doubted where it opens the sentence", () => {
    for (const text of ["Angenommen, ich nehme ihn für 400 — liefern Sie?", "Mal angenommen, wir zahlen 400.", "Gut, angenommen, wir sagen 400."]) {
      const r = read(text);
      expect(r.confidence, shown(text, r)).not.toBe("HIGH");
    }
  });
});

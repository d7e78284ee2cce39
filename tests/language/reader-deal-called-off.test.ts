// A deal called off ("Deal's off", "Der Deal ist geplatzt", "Le deal est annulé", "Se cae el trato") is one verdict in
// every language, read by one rule: like "no deal", it walks away beside a parting ("Deal's off. Good luck with the
// sale.") and, alone, asks whether the buyer is leaving — it never ends a negotiation by itself (the refusal corpus,
// bench/injection/refusals.ts, keeps such refusals open) and never accepts, at any confidence. "The deal is off,
// sorry." walked away at HIGH while "Nope, deal's off." asked whether it accepted. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const ALONE = [
  "Deal's off.",
  "Okay, deal's off.",
  "Right, the deal is off.",
  "The deal is off, sorry.",
  "Der Deal ist geplatzt.",
  "Na gut, der Deal ist vom Tisch.",
  "Tja, der Deal ist abgesagt.",
  "Le deal est annulé.",
  "Bon, le deal est mort.",
  "Se cae el trato.",
  "Vale, se cancela el trato.",
  "Pues el trato se rompió.",
];

const WITH_A_PARTING = [
  "Deal's off. Good luck with the sale.",
  "The deal is off, all the best.",
  "Der Deal ist geplatzt. Viel Erfolg noch.",
  "Le deal est annulé. Bonne continuation.",
  "Se cae el trato. Que le vaya bien.",
];

describe("a deal called off", () => {
  it("alone, asks whether the buyer is leaving, in every language", () => {
    for (const text of ALONE) {
      const r = read(text);
      expect(r.move.kind, shown(text, r)).toBe("none");
      expect(r.confidence, shown(text, r)).not.toBe("HIGH");
      expect(r.gaps, shown(text, r)).toContain("withdraw or keep negotiating");
    }
  });

  it("beside a parting, walks away at HIGH", () => {
    for (const text of WITH_A_PARTING) {
      const r = read(text);
      expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("withdraw/HIGH");
    }
  });

  it("is never an acceptance, nor a walk-away when asked about or under a condition", () => {
    for (const text of [...ALONE, ...WITH_A_PARTING, "Is the deal off?", "The deal is off if you can't deliver by Friday.", "Wenn Sie nicht liefern, ist der Deal geplatzt?", "Le deal est annulé si vous ne livrez pas vendredi."]) {
      const r = read(text);
      expect(r.move.kind, shown(text, r)).not.toBe("accept");
    }
    for (const text of ["Is the deal off?", "The deal is off if you can't deliver by Friday.", "Le deal est annulé si vous ne livrez pas vendredi."]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("the deal made still accepts", () => {
    for (const text of ["Deal.", "Okay, deal.", "Der Deal steht.", "Marché conclu.", "Trato hecho."]) {
      const r = read(text);
      expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("accept/HIGH");
    }
  });
});

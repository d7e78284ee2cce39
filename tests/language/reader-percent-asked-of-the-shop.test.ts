// A percentage asked of the shop is a percentage off its price: "Faites-moi 15 % sur le remplacement de l'embrayage
// et je prends rendez-vous" was a question about the price (fresh23 TUNE), where "15% off the clutch job" was read.
// A deposit or a share paid is no discount. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 40_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("a percentage asked of the shop", () => {
  it("takes it off the standing offer, in four languages", () => {
    for (const text of ["Do me 10% on the brake job and it's booked.", "Machen Sie mir 10 % auf die Bremsen, dann buche ich.", "Faites-moi 10 % sur les freins et je prends rendez-vous.", "Hágame un 10 % en los frenos y pido cita."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 36_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("takes no deposit for a discount", () => {
    for (const text of ["Faites-moi 30 % d'acompte.", "Faites-moi un devis avec 20 % d'acompte.", "Do me 30% deposit and the rest on the day?"]) {
      const r = read(text);
      expect(r.move.kind === "price", shown(text, r)).toBe(false);
    }
  });
});

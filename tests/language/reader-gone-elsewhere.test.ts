// Gone elsewhere, or staying put, or no longer needed, is a walk-away: "we've booked a different guide", "we're going
// to stick with our current gym", "den Bus brauchen wir also nicht mehr", "nous n'aurons donc plus besoin du
// minibus", "ya no necesitamos el minibús", "please cancel our enquiry" were asked back (a grid of our own, written
// before the reader was changed). Another date, night or session booked is more business, not leaving; staying with
// one's own offer is no walk-away. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("gone elsewhere", () => {
  it("walks away at HIGH, in four languages", () => {
    for (const text of [
      "Thanks but we've booked a different instructor.",
      "We're going to stick with our current supplier, thanks.",
      "Our committee said no, so please cancel our enquiry.",
      "Danke, aber wir haben einen anderen Caterer gebucht.",
      "Wir bleiben bei unserem Verein, danke.",
      "Das Turnier fällt aus, den Bus brauchen wir also nicht mehr.",
      "Merci, mais nous avons réservé un autre traiteur.",
      "On reste dans notre club actuel, merci.",
      "La sortie est annulée, nous n'aurons donc plus besoin du car.",
      "Gracias, pero hemos contratado a otro fotógrafo.",
      "Se ha suspendido el torneo, así que ya no necesitamos el autobús.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is no walk-away for more business, one's own offer, or under a condition", () => {
    for (const text of [
      "We've booked another session with you.",
      "We have booked a new date for the fitting.",
      "We've booked another night.",
      "Wir haben einen anderen Termin gebucht.",
      "Nous avons réservé un autre créneau.",
      "Hemos reservado otra cita.",
      "Wir bleiben bei unserem Angebot.",
      "If we've booked another guide, I'll tell you.",
      "We haven't booked a different guide yet.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

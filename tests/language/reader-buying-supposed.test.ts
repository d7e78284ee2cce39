// Buying put as a supposition inside a question: "how long's left on the warranty? and does it move over to me if i
// buy it", "… und geht die auf mich über wenn ich ihn kauf", "… et elle passe à mon nom si je l'achète", "… y pasa a
// mi nombre si lo compro". The buying words were read as a conditional acceptance (and the German "und geht" as
// leaving), so a plain question about the warranty was asked back instead of answered. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 45_000, lastBuyerBidMinor: null };
const asks = (text: string, subject: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });

describe("buying supposed in a question", () => {
  it("leaves the question to be answered, in four languages", () => {
    asks("Is there any warranty left on the mower, and does it pass to me if I buy it?", "warranty");
    asks("If we order this one, how soon can you deliver?", "delivery");
    asks("Hat die Kettensäge noch Garantie? Und geht die auf mich über, wenn ich sie kaufe?", "warranty");
    asks("Und wird geliefert, wenn wir sie bestellen?", "delivery");
    asks("Il reste de la garantie sur la tondeuse ? Elle passe à mon nom si je l'achète ?", "warranty");
    asks("¿Le queda garantía al cortacésped? ¿Pasa a mi nombre si lo compro?", "warranty");
  });

  it("look-alikes: buying said, not supposed, still accepts or conditions; a German 'und geht' at the end still leaves", () => {
    expect(interpretOffline("I'll buy it if you deliver it on Friday.", context).confidence).not.toBe("HIGH");
    for (const text of ["Fine, I'll buy it. Can you deliver it on Friday?", "Vale, lo compro. ¿Me lo traen el viernes?"]) expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    expect(interpretOffline("*zuckt mit den Schultern* und geht.", context)).toMatchObject({ move: { kind: "withdraw" } });
    expect(interpretOffline("Und geht die Garantie auf mich über?", context).move.kind).not.toBe("withdraw");
  });
});

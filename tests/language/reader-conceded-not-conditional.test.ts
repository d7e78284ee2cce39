// A concession is no condition: "Es würde wunderbar in unseren Flur passen, auch wenn der Rahmen schon bessere Tage
// gesehen hat. Ich kann Ihnen neunhundert Euro anbieten.", "… même si le cadre a connu des jours meilleurs. Je peux
// vous proposer neuf cents euros." Each bid was asked back as conditional. And "nous n'y donnerons donc pas suite"
// declines as surely as "nous ne donnerons pas suite". Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 40_000 };

describe("even if", () => {
  it("concedes, and the bid beside it stands, in four languages", () => {
    for (const text of [
      "It would suit the hall, even if the veneer is chipped. I can offer 450.",
      "Sie würde gut in den Flur passen, auch wenn das Furnier abgeplatzt ist. Ich biete Ihnen 450 €.",
      "Elle irait bien dans l'entrée, même si le placage est écaillé. Je vous propose 450 €.",
      "Quedaría bien en la entrada, aun si la chapa está saltada. Le ofrezco 450 €.",
    ])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 45_000 }, confidence: "HIGH" });
  });

  it("look-alikes: a plain if is still a condition", () => {
    for (const text of ["I can offer 450 if you deliver it.", "Ich biete 450 €, wenn Sie liefern.", "Je propose 450 € si vous livrez.", "Ofrezco 450 € si lo entregan."])
      expect(interpretOffline(text, context).confidence, text).not.toBe("HIGH");
  });
});

describe("declining to follow up, with 'y' and a 'donc'", () => {
  it("is a walk-away", () => {
    expect(interpretOffline("Merci pour votre proposition. Hélas, nous n'y donnerons donc pas suite cette année.", context)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
});

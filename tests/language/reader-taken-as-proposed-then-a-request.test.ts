/**
 * The shop's proposal taken as it stands, then a request about how the day goes: "Done, the piper and the wreath at
 * your price. Can the piper meet us at the lychgate?", "Abgemacht … Können die Träger an der Kapelle auf uns warten?",
 * "C'est d'accord … Les porteurs peuvent-ils nous attendre à la chapelle ?" were asked whether they accept or ask
 * (MEDIUM): a request that someone wait, come or meet names no amount and takes nothing back. "Nous sommes heureux de
 * retenir la plaque telle que proposée" and "Nos alegra seguir adelante con la placa tal como nos lo presupuestó"
 * were read by the model only. A price asked down, a condition or a "but" after it is no acceptance at HIGH.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 42_000, lastBuyerBidMinor: 36_000 };
const read = readerIn(context);

describe("the proposal taken as it stands, then a request about the day", () => {
  it.each([
    "Done, the piper and the wreath at your price. Can the piper meet us at the lychgate?",
    "*nods to the undertaker* Agreed, both bearers at your price. Could the bearers wait for us by the chapel?",
    "Abgemacht, der Dudelsackspieler zu Ihrem Preis. Können die Träger an der Kapelle auf uns warten?",
    "C'est d'accord, le joueur de cornemuse à votre prix. Les porteurs peuvent-ils nous attendre à la chapelle ?",
    "Madame,\n\nNous sommes heureux de retenir la plaque et son banc tels que proposés. La pose pourrait-elle avoir lieu un samedi ?\n\nCordialement,\nM. Roy",
    "Estimada Sra. Ruiz:\n\nNos alegra seguir adelante con la placa y el banco tal como nos lo presupuestó. ¿Podría hacerse la colocación un sábado?\n\nUn saludo,\nM. Roy",
  ])("%s accepts", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("a price asked down, a condition, a negation or a 'but' after it is no acceptance at HIGH", () => {
    for (const text of [
      "Done, the piper at your price. Can the price come down a bit?",
      "Nous ne sommes pas heureux de retenir la plaque telle que proposée.",
      "Nous sommes heureux de retenir la plaque telle que proposée, si le banc est compris.",
      "Nous réservons la date à ce prix, mais le prix du banc est trop élevé.",
      "¿Seguimos adelante con la placa tal como nos lo presupuestó?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

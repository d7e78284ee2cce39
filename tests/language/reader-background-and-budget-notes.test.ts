/**
 * Figures given for information, not offered:
 * - a sentence opened as background ("fyi", "nur zur Info:", "pour info,", "para que lo sepas,") with an amount and
 *   no word that offers it: another provider's price passed on ("fyi the swimming club's course is 250"), which was
 *   read as a bid at HIGH;
 * - a budget noted, and the shop told to say what it could do for that sum ("Budget note …: £2,000 in total …
 *   Please tell us what you could do for that sum."): a budget, asked back, like a sum set aside.
 * Look-alikes: "fyi I can pay 250 cash", "FYI: we offer 250." and a budget beside an offer ("we offer £2,000. What
 * else could you add for that?") are bids.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 32_000, lastBuyerBidMinor: null };
const gbp: InterpretationContext = { ...eur, currency: "GBP" };
const read = (text: string, ctx: InterpretationContext = eur) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("a figure given for information", () => {
  it.each([
    ["fyi the swimming club's beginners course is 250", gbp],
    ["just fyi, the college down the road charges 250 for the same course", gbp],
    ["nur zur Info: beim Sportverein kostet der Kurs 250", eur],
    ["pour info, au club de voile le stage est à 250", eur],
    ["para que lo sepas, en la academia el curso sale por 250", eur],
  ] as const)("%s: not read as a bid at HIGH", (text, ctx) => {
    const r = read(text, ctx);
    expect(r.confidence === "HIGH" && r.kind === "price", JSON.stringify(r)).toBe(false);
  });

  it.each([
    ["fyi I can pay 250 cash", gbp],
    ["FYI: we offer 250.", gbp],
    ["250, fyi.", gbp],
  ] as const)("look-alike %s: a bid of 250, at HIGH", (text, ctx) => {
    expect(read(text, ctx)).toMatchObject({ kind: "price", price: 25_000, confidence: "HIGH" });
  });
});

describe("a budget noted, the shop asked what it could do for it", () => {
  const big = (ctx: InterpretationContext) => ({ ...ctx, standingOfferMinor: 260_000 });
  it.each([
    ["Budget note from our drama society: £2,000 in total for a director this spring (8 rehearsals). Please tell us what you could do for that sum.", gbp],
    ["Budgetnotiz unseres Theatervereins: insgesamt 2.000 € für eine Regie im Frühjahr (8 Proben). Bitte sagen Sie uns, was Sie für diese Summe machen könnten.", eur],
    ["Note de budget de notre troupe : 2 000 € au total pour une mise en scène ce printemps. Dites-nous ce que vous pourriez faire pour cette somme.", eur],
    ["Nota de presupuesto de nuestro grupo de teatro: 2.000 € en total para la dirección esta primavera. Díganos qué podría hacer por esa cantidad.", eur],
  ] as const)("%s: asked back, not a bid at HIGH", (text, ctx) => {
    const r = read(text, big(ctx));
    expect(r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
  });

  it.each([
    "Our budget was tight but we found the money: we offer £2,000. What else could you add for that?",
    "I'll pay £2,000. What can you do for that?",
  ])("look-alike %s: the offer is a bid at HIGH", (text) => {
    expect(read(text, big(gbp))).toMatchObject({ kind: "price", price: 200_000, confidence: "HIGH" });
  });
});

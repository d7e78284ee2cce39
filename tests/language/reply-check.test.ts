import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REASON_CODES } from "../../kernel/types";
import { formatMinor } from "../../language/money-format";
import type { ReplyFacts } from "../../language/phrasing";
import { checkReply } from "../../language/reply-check";
import { renderMessage } from "../../language/templates";

const STATUSES = ["open", "escalated", "agreed", "rejected", "expired", "withdrawn"] as const;
const ACTIONS = ["accept", "counter", "hold", "reject", "withdraw"] as const;
/** Questions the shop may ask back: the offline reader's and the reading guard's fixed ones. */
const QUESTIONS = [
  "What unit price would you pay, in EUR?",
  "Please restate your offer plainly: what unit price would you pay, in EUR?",
  "You wrote several amounts: which one is your offer per unit, in EUR?",
  "Do you accept our current offer as it stands? If not, what unit price would you pay, in EUR?",
  'Do you accept our current offer? Reply "I accept" to take it, or name your price.',
  'Do you want to end this negotiation? Reply "I withdraw" to end it, or name your price.',
  "Please state your offer as a unit price in EUR, without percentages.",
];

const OPEN: ReplyFacts = {
  status: "open",
  decision: { action: "counter", reasons: ["CONCESSION_APPLIED"] },
  shopOffer: { priceMinor: 129_999, currency: "EUR" },
  agreement: null,
  round: 2,
  maxRounds: 8,
};
const AGREED: ReplyFacts = {
  status: "agreed",
  decision: { action: "accept", reasons: ["BUYER_ACCEPTED"] },
  shopOffer: { priceMinor: 12_500, currency: "EUR" },
  agreement: { priceMinor: 12_500, totalMinor: 37_500, currency: "EUR" },
  round: 3,
  maxRounds: 8,
};

/** Facts shaped like the round results the worker renders. */
const facts = fc
  .record({
    status: fc.constantFrom(...STATUSES),
    action: fc.constantFrom(...ACTIONS),
    reasons: fc.subarray([...REASON_CODES]),
    currency: fc.constantFrom("EUR", "USD", "JPY", "GBP", "KWD", "CHF"),
    priceMinor: fc.integer({ min: 0, max: 2 ** 40 }),
    quantity: fc.integer({ min: 1, max: 1_000 }),
    maxRounds: fc.integer({ min: 1, max: 40 }),
    roundShare: fc.double({ min: 0, max: 1, noNaN: true }),
    hasOffer: fc.boolean(),
    carriesQuantity: fc.boolean(),
    questions: fc.option(fc.subarray(QUESTIONS, { minLength: 1 }), { nil: undefined }),
  })
  .map((f): ReplyFacts => {
    const round = Math.round(f.roundShare * f.maxRounds);
    const offer = f.hasOffer || f.status === "open" ? { priceMinor: f.priceMinor, currency: f.currency } : null;
    const agreement = f.status === "agreed" ? { priceMinor: f.priceMinor, totalMinor: f.priceMinor * f.quantity, currency: f.currency } : null;
    const base: ReplyFacts = { status: f.status, decision: { action: f.action, reasons: f.reasons }, shopOffer: offer, agreement, round, maxRounds: f.maxRounds };
    if (f.questions) base.questions = f.questions;
    return f.carriesQuantity ? ({ ...base, quantity: f.quantity, currency: f.currency } as ReplyFacts) : base;
  });

/** The numbers a reply may state, as plain strings, to keep inserted numbers clear of them. */
function allowedNumbers(f: ReplyFacts): Set<string> {
  const out = new Set([f.round, f.maxRounds, f.maxRounds - f.round].map(String));
  const q = (f as { quantity?: number }).quantity;
  if (q !== undefined) out.add(String(q));
  // The quantity an agreement implies (total / unit price) is a fact too.
  if (f.agreement && f.agreement.priceMinor > 0 && f.agreement.totalMinor % f.agreement.priceMinor === 0) out.add(String(f.agreement.totalMinor / f.agreement.priceMinor));
  for (const m of [f.shopOffer, f.agreement]) if (m) out.add(formatMinor(m.priceMinor, m.currency).split(" ")[0]!);
  if (f.agreement) out.add(formatMinor(f.agreement.totalMinor, f.agreement.currency).split(" ")[0]!);
  for (const v of [...out]) out.add(v.replace(/\.0+$/, ""));
  return out;
}

describe("checkReply: the templates", () => {
  it("accepts every template reply, for every status, decision and currency", () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(checkReply(renderMessage(f), f)).toEqual({ ok: true });
      }),
      { numRuns: 2_000 },
    );
  });

  it("accepts the fixed cases exhaustively over statuses, actions and the template's reasons", () => {
    for (const status of STATUSES)
      for (const action of ACTIONS)
        for (const reasons of [[], ["FIRST_ROUND_ANCHOR"], ["MAX_ROUNDS_REACHED"], ["CLARIFICATION_NEEDED"]])
          for (const round of [0, 1, 7, 8]) {
            const f: ReplyFacts = { ...AGREED, status, decision: { action, reasons }, round, agreement: status === "agreed" ? AGREED.agreement : null };
            expect(checkReply(renderMessage(f), f)).toEqual({ ok: true });
            expect(checkReply(renderMessage({ ...f, questions: QUESTIONS }), { ...f, questions: QUESTIONS })).toEqual({ ok: true });
          }
  });

  it("rejects a template reply with any extra number inserted", () => {
    const inserted = fc.oneof(
      fc.integer({ min: 11, max: 10_000_000 }).map(String),
      fc.integer({ min: 1, max: 999_999 }).map((n) => `${n}.50`),
      fc.integer({ min: 1, max: 999 }).map((n) => `${n},${String(n).padStart(3, "0")}.00`),
      fc.integer({ min: 1, max: 99 }).map((n) => `€${n}`),
    );
    fc.assert(
      fc.property(facts, inserted, fc.nat(), (f, number, at) => {
        const plain = number.replace(/^€/, "").replace(/\.50$|\.00$/, "").replace(",", "");
        fc.pre(!allowedNumbers(f).has(plain) && !allowedNumbers(f).has(number));
        const words = renderMessage(f).split(" ");
        const i = at % (words.length + 1);
        const text = [...words.slice(0, i), number, ...words.slice(i)].join(" ");
        expect(checkReply(text, f).ok).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("checkReply: numbers", () => {
  it.each([
    "We can offer 1299.99 EUR per unit (6 rounds left).",
    "We can offer 1,299.99 EUR per unit.",
    "We can offer 1.299,99 EUR per unit.",
    "We can offer EUR 1,299.99 a unit, and this is round 2 of 8.",
    "We can offer €1299.99 per unit.",
    "Six rounds left; our price is 1299.99 EUR.",
  ])("accepts %s", (text) => expect(checkReply(text, OPEN)).toEqual({ ok: true }));

  it.each([
    ["We can offer 1,300 EUR per unit.", /1,300/],
    ["We can offer 1299.98 EUR per unit.", /1299\.98/],
    ["We can offer 1299.99 EUR per unit, or 1,199.99 for two.", /1,199\.99/],
    ["We can offer 1 299,99 EUR per unit.", /number "1"/],
    ["Our price is ninety-nine euros.", /ninety-nine/],
    ["Our price is one thousand two hundred.", /one thousand two hundred/],
    ["Only twelve rounds left.", /twelve/],
    ["We can offer １２９９ EUR.", /１/],
    ["Price: ½ off", /½/],
    ["We can go down to 1.2k.", /1\.2k/],
  ])("rejects %s", (text, problem) => {
    const check = checkReply(text, OPEN);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join("\n")).toMatch(problem);
  });

  it("allows spelled-out numbers equal to a fact, and small ones anywhere", () => {
    expect(checkReply("One hundred and twenty-five EUR per unit, three hundred seventy-five in total.", AGREED)).toEqual({ ok: true });
    expect(checkReply("Agreed, for three units.", AGREED)).toEqual({ ok: true });
    expect(checkReply("Eight rounds is the limit.", AGREED)).toEqual({ ok: true });
  });

  it("allows the totals a round result carries and the quantity it names", () => {
    const round = { ...OPEN, quantity: 2, shopOffer: { priceMinor: 12_500, currency: "EUR", totalMinor: 25_000 } } as ReplyFacts;
    expect(checkReply("We can offer 125.00 EUR per unit, 250.00 EUR for the 2 units.", round)).toEqual({ ok: true });
    expect(checkReply("We can offer 125.00 EUR per unit, 250.00 EUR in total.", { ...OPEN, shopOffer: { priceMinor: 12_500, currency: "EUR" } })).toMatchObject({ ok: false });
  });

  it("reads yen and three-decimal currencies in their own minor units", () => {
    const yen: ReplyFacts = { ...OPEN, shopOffer: { priceMinor: 9_500, currency: "JPY" } };
    expect(checkReply("We can offer 9,500 JPY per unit.", yen)).toEqual({ ok: true });
    expect(checkReply("We can offer 95.00 JPY per unit.", yen).ok).toBe(false);
    const dinar: ReplyFacts = { ...OPEN, shopOffer: { priceMinor: 12_345, currency: "KWD" } };
    expect(checkReply("We can offer 12.345 KWD per unit.", dinar)).toEqual({ ok: true });
  });
});

describe("checkReply: currencies", () => {
  it.each(["We can offer 1299.99 USD per unit.", "We can offer $1299.99 per unit.", "We can offer £1299.99.", "That is about 1299.99 dollars.", "Price 1299.99 CHF."])("rejects %s", (text) => {
    const check = checkReply(text, OPEN);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join("\n")).toMatch(/currency/);
  });

  it("accepts the negotiation's own symbol and code", () => {
    expect(checkReply("€1299.99 per unit, in EUR.", OPEN)).toEqual({ ok: true });
    expect(checkReply("$40.00 per unit", { ...OPEN, shopOffer: { priceMinor: 4_000, currency: "USD" } })).toEqual({ ok: true });
  });
});

describe("checkReply: promises and secrets", () => {
  it.each([
    ["Agreed at 1299.99 EUR.", "agreement"],
    ["Deal! 1299.99 EUR.", "agreement"],
    ["We accepted your offer.", "agreement"],
    ["It's yours for 1299.99 EUR.", "agreement"],
    ["Confirmed: 1299.99 EUR per unit.", "agreement"],
    ["We can offer a discount.", "discount"],
    ["1299.99 EUR with free shipping.", "free"],
    ["Shipping is included.", "shipping"],
    ["Comes with a 2-year warranty.", "warranty"],
    ["Satisfaction guaranteed.", "warranty or guarantee"],
    ["Full refund if you are not happy.", "refund"],
    ["This offer is legally binding.", "binding"],
    ["Use coupon SAVE at checkout.", "discount"],
    ["That is 5% below our list price.", "percentage"],
    ["Valid until 12 March.", "date"],
    ["Valid until 2026-03-12.", "date"],
    ["Offer ends Friday.", "date"],
    ["We cannot go below our floor.", "limits"],
    ["That is our minimum.", "limits"],
    ["This is the lowest we can go.", "limits"],
    ["Our reserve is firm.", "limits"],
    ["Our pricing policy does not allow that.", "policies"],
    ["Our policies are strict.", "policies"],
    ["My system prompt says no.", "policies or instructions"],
    ["My instructions forbid it.", "instructions"],
  ])("rejects %s", (text, what) => {
    const check = checkReply(text, OPEN);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join("\n")).toContain(what.split(" ")[0]!);
  });

  it("lets an agreed reply say so", () => {
    expect(checkReply("Deal! Agreed at 125.00 EUR per unit, confirmed: 375.00 EUR in total. It's yours.", AGREED)).toEqual({ ok: true });
  });

  it("reports every problem, not just the first", () => {
    const check = checkReply("Deal at 99 USD with free shipping and a 10% discount until Monday.", OPEN);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.length).toBeGreaterThanOrEqual(6);
  });

  it("the shop's own questions are facts, but only word for word", () => {
    const asking = { ...OPEN, questions: ['Do you accept our current offer? Reply "I accept" to take it, or name your price.'] };
    expect(checkReply(renderMessage(asking), asking)).toEqual({ ok: true });
    expect(checkReply("Do you accept our offer? We accepted yours.", asking).ok).toBe(false);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500, unit: "binary" }), facts, (text, f) => {
        const check = checkReply(text, f);
        expect(typeof check.ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });
});

// The offline rule-based extractor and the money parsing shared with the OpenAI extractor. No database.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ExtractedTermsSchema,
  ExtractionRejectedError,
  RuleBasedTermExtractor,
  decimalToMinor,
  modelTermsToExtracted,
} from "../../memory/extract-terms";

const rules = new RuleBasedTermExtractor();
const extract = (text: string, defaultCurrency?: string) => rules.extractSync({ text, ...(defaultCurrency ? { defaultCurrency } : {}) });

describe("rule-based term extractor", () => {
  it("reads a typical supply agreement", () => {
    const terms = extract(`SUPPLY AGREEMENT
Buyer: Acme Coffee GmbH
The Seller shall deliver 200 units of the Espresso Machine X1 at a unit price of €749.00 per unit (list price €899.00).
Payment terms: Net 30. Delivery within 3 weeks of the order. The product carries a 24-month warranty.
Seller's total liability is capped at 150% of the contract value.`);
    expect(terms).toEqual({
      unitPriceMinor: 74_900,
      listUnitPriceMinor: 89_900,
      currency: "EUR",
      quantity: 200,
      paymentTermsDays: 30,
      deliveryDays: 21,
      warrantyMonths: 24,
      liabilityCapPct: 150,
      counterparty: "Acme Coffee GmbH",
    });
  });

  it("derives the unit price from a total and a quantity, and reads other phrasings", () => {
    const terms = extract(
      `Purchase order between Northwind Ltd and Contoso Inc. ("Customer").
Qty: 1,500 pcs. Total price: USD 45,000.00. Payment within 60 days of invoice. Lead time 10 business days.
Warranty: 2 years. Liability limited to the total contract value.`,
    );
    expect(terms).toMatchObject({
      unitPriceMinor: 3_000,
      currency: "USD",
      quantity: 1_500,
      paymentTermsDays: 60,
      deliveryDays: 10,
      warrantyMonths: 24,
      liabilityCapPct: 100,
      counterparty: "Contoso Inc",
    });
  });

  it("handles European number formats, JPY (no minor unit) and 'x times' liability caps", () => {
    expect(extract("Unit price: EUR 1.299,50 each").unitPriceMinor).toBe(129_950);
    expect(extract("Price: ¥12,000 per unit")).toMatchObject({ unitPriceMinor: 12_000, currency: "JPY" });
    expect(extract("Supplier liability shall not exceed 2x the annual fees.").liabilityCapPct).toBe(200);
    expect(extract("Payment due upon receipt.").paymentTermsDays).toBe(0);
  });

  it("uses the default currency only when no amount names one", () => {
    expect(extract("unit price: 12.50", "GBP")).toMatchObject({ unitPriceMinor: 1_250, currency: "GBP" });
    expect(extract("unit price: 12.50")).toMatchObject({ unitPriceMinor: null, currency: null });
  });

  it("returns null rather than guessing, and does not take transcript lines for names", () => {
    const terms = extract("buyer: hi, can you do 650 each for 50 machines?\nshop: our best is EUR 700 per unit, delivery in 5 days\nbuyer: ok, net 45");
    expect(terms).toMatchObject({ unitPriceMinor: 70_000, quantity: 50, paymentTermsDays: 45, deliveryDays: 5, counterparty: null, warrantyMonths: null });
    expect(extract("Two prices: EUR 10 and EUR 20.")).toMatchObject({ unitPriceMinor: null, currency: "EUR" });
    expect(extract("")).toEqual(Object.fromEntries(Object.keys(ExtractedTermsSchema.shape).map((k) => [k, null])));
  });

  it("drops out-of-range values instead of storing them", () => {
    const terms = extract("Payment terms: Net 900. Warranty: 99 years. Liability capped at 5000%.");
    expect(terms).toMatchObject({ paymentTermsDays: null, warrantyMonths: null, liabilityCapPct: null });
  });

  it("never throws and always returns schema-valid terms (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(undefined, "EUR", "JPY"), (text, currency) => {
        const terms = extract(text, currency);
        expect(ExtractedTermsSchema.safeParse(terms).success).toBe(true);
      }),
      { numRuns: 300 },
    );
    const fragments = fc.constantFrom("Net 30", "€1,299.00 per unit", "qty 5", "warranty 2 years", "liability 100%", "Buyer: X Ltd", "\n", " ", "USD 5", "total", "12 units", "deliver in 3 weeks");
    fc.assert(
      fc.property(fc.array(fragments, { maxLength: 12 }), (parts) => {
        expect(ExtractedTermsSchema.safeParse(extract(parts.join(" "))).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("decimal money parsing", () => {
  it("converts decimal strings to minor units exactly", () => {
    expect(decimalToMinor("1299.5", "EUR")).toBe(129_950);
    expect(decimalToMinor("0.10", "USD")).toBe(10);
    expect(decimalToMinor("12000", "JPY")).toBe(12_000);
    expect(decimalToMinor("1.234", "KWD")).toBe(1_234);
    expect(() => decimalToMinor("1.999", "EUR")).toThrow(ExtractionRejectedError);
    expect(() => decimalToMinor("1.5", "JPY")).toThrow(ExtractionRejectedError);
    expect(() => decimalToMinor("-1", "EUR")).toThrow(ExtractionRejectedError);
    expect(() => decimalToMinor("1e3", "EUR")).toThrow(ExtractionRejectedError);
  });

  it("round-trips every amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        const s = `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
        expect(decimalToMinor(s, "EUR")).toBe(minor);
      }),
    );
  });
});

describe("model output validation", () => {
  const good = {
    unit_price: "749.00",
    list_unit_price: "899",
    currency: "eur",
    quantity: 200,
    payment_terms_days: 30,
    delivery_days: 21,
    warranty_months: 24,
    liability_cap_pct: 150,
    counterparty: " Acme ",
  };
  it("accepts a well-formed answer", () => {
    expect(modelTermsToExtracted(good)).toEqual({
      unitPriceMinor: 74_900,
      listUnitPriceMinor: 89_900,
      currency: "EUR",
      quantity: 200,
      paymentTermsDays: 30,
      deliveryDays: 21,
      warrantyMonths: 24,
      liabilityCapPct: 150,
      counterparty: "Acme",
    });
  });
  it.each([
    ["a missing field", (() => { const { quantity: _q, ...rest } = good; return rest; })()],
    ["a number as string", { ...good, quantity: "200" }],
    ["a float price", { ...good, unit_price: 749.0 }],
    ["a price without currency", { ...good, currency: null }],
    ["a bogus currency", { ...good, currency: "EURO" }],
    ["negative quantity", { ...good, quantity: -5 }],
    ["payment terms out of range", { ...good, payment_terms_days: 4000 }],
    ["fractional days", { ...good, delivery_days: 2.5 }],
    ["a price with too many decimals", { ...good, unit_price: "749.005" }],
    ["liability over 1000%", { ...good, liability_cap_pct: 5000 }],
    ["not an object", "749 EUR"],
  ])("rejects %s", (_label, raw) => {
    expect(() => modelTermsToExtracted(raw)).toThrow(ExtractionRejectedError);
  });
});

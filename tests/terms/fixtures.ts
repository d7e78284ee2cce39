/** Shared examples for the terms/ tests: a 4-term product priced 100.00 with a floor of 80.00. */
import type { PriceRange, TermDeclaration, Valuation } from "../../terms";

export const PRICE_RANGE: PriceRange = { anchorMinor: 10_000, floorMinor: 8_000 };

export const FOUR_TERMS: TermDeclaration[] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];

/** Consistent answers: 10 payment days ≈ 1.5 % of price, etc. (a tree over price and the four terms). */
export const FOUR_VALUATION: Valuation = {
  tradeoffs: [
    { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 1.5 } },
    { give: { term: "warranty-months", amount: 12 }, for: { term: "price", amount: 2 } },
    { give: { term: "support-tier", amount: 1 }, for: { term: "price", amount: 3 } },
    { give: { term: "incoterm", amount: 3 }, for: { term: "payment-days", amount: 30 } },
  ],
  reservationUtility: 0.55,
};

/**
 * The 4-term product the governed-round package tests share: payment days, warranty, support tier and Incoterm on
 * a 100.00 product with a 70.00 floor, weights over price and terms, reservation utility 0.4, linear strategy.
 */
import type { NegotiationConfig } from "../../kernel/types";
import type { TermDeclaration } from "../../terms";

export const TERMS: TermDeclaration[] = [
  { id: "payment-days", label: "Payment", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];
export const CONFIG: NegotiationConfig = {
  currency: "EUR",
  anchorMinor: 10_000,
  floorMinor: 7_000,
  strategy: { kind: "linear" },
  maxRounds: 10,
  ttlMs: 3_600_000,
  package: { terms: TERMS, valuation: { weights: { price: 0.6, "payment-days": 0.1, "warranty-months": 0.1, "support-tier": 0.1, incoterm: 0.1 }, reservationUtility: 0.4 } },
};

/**
 * The 4-term product the workerd package tests share (a rack server: payment days, warranty, support tier,
 * Incoterm), its owner's valuation — with distinctive numbers, so a scan of what a buyer reads can look for them —
 * and the words and numbers of the owner's private side that no buyer-facing answer may carry.
 */
export const TERMS = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];

export const VALUATION = {
  tradeoffs: [
    { give: { term: "payment-days", amount: 15 }, for: { term: "price", amount: 1.37 } },
    { give: { term: "warranty-months", amount: 6 }, for: { term: "price", amount: 0.83 } },
    { give: { term: "support-tier", amount: 1 }, for: { term: "price", amount: 2.41 } },
    { give: { term: "incoterm", amount: 2 }, for: { term: "payment-days", amount: 35 } },
  ],
  reservationUtility: 0.5731,
};

/** The valuation's numbers and the names of private fields: none may appear in anything a buyer reads. */
export const PRIVATE_WORDS = ["1.37", "0.83", "2.41", "0.5731", "valuation", "tradeoffs", "reservation", "weights", "Weights", "shopBest", "better", "utility", "Utility", "explanation", "floor"];

/**
 * The private words and numbers `text` carries: words anywhere, the valuation's numbers only as numbers of their own
 * (so the seconds of a timestamp, "…:40.831Z", or the digits of an id are not taken for 0.83).
 */
export function privateIn(text: string, extra: readonly string[] = []): string[] {
  return [...PRIVATE_WORDS, ...extra].filter((secret) =>
    /^\d+\.\d+$/.test(secret) ? new RegExp(`(?<![\\w.])${secret.replace(".", "\\.")}(?!\\d)`).test(text) : text.includes(secret),
  );
}

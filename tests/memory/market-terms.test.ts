// Market statistics per term (issue 28): a product's package deals add, per agreed term, count/mean/median/
// quartiles/min/max (numeric terms) or the count per value (ordinal/categorical), over the same deals as its price
// statistics; a price-only product's entry is what it was before packages. PGlite through the real Neon driver.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HashingEmbedder,
  RuleBasedTermExtractor,
  handleEventsBatch,
  handleIngestBatch,
  marketStats,
  type MarketStats,
  type NegotiationEventEnvelopeInput,
  type NumericTermStats,
  type ChoiceTermStats,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();
const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

interface Deal {
  productId: string;
  priceMinor: number;
  terms?: Record<string, number | string>;
  currency?: string;
  status?: "agreed" | "rejected";
  at?: number;
}

/** Each deal as a live negotiation: opened, then agreed (or rejected), in one batch. */
async function live(shopId: string, deals: readonly Deal[]): Promise<void> {
  const events: NegotiationEventEnvelopeInput[] = [];
  deals.forEach((d, i) => {
    const negotiationId = `n-${i}-${randomUUID().slice(0, 6)}`;
    const at = d.at ?? T0 + i * 1_000;
    const base = { shopId, negotiationId, actor: "shop" as const };
    events.push({ ...base, eventId: randomUUID(), seq: 1, type: "negotiation.opened", at, payload: { productId: d.productId, buyerId: `b${i}`, quantity: 1, currency: d.currency ?? "EUR", anchorMinor: 10_000, floorMinor: 6_000 } });
    if (d.status === "rejected") events.push({ ...base, eventId: randomUUID(), seq: 2, type: "negotiation.rejected", at: at + 500, payload: { round: 2 } });
    else events.push({ ...base, eventId: randomUUID(), seq: 2, type: "negotiation.agreed", at: at + 500, payload: { round: 2, agreedPriceMinor: d.priceMinor, ...(d.terms ? { agreedTerms: d.terms } : {}) } });
  });
  const report = await handleEventsBatch(makeBatch("negotiation-events", events), { db: t.handle.db });
  expect(report).toMatchObject({ acked: events.length, retried: 0, deadLettered: 0 });
}

// --- the reference: what Postgres should compute -----------------------------------------------------------

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(sorted: readonly number[], f: number): number {
  const pos = f * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}
const decimals = (x: number) => (Number.isInteger(x) ? 0 : (String(x).split(".")[1] ?? "").length);
/** Half away from zero, to `d` decimals. */
const roundTo = (x: number, d: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10 ** d)) / 10 ** d;

function numericReference(termId: string, values: readonly number[]): NumericTermStats {
  const xs = [...values].sort((a, b) => a - b);
  const d = Math.min(6, Math.max(...xs.map(decimals)));
  // The mean exactly (Postgres averages numerics exactly): in units of 10^-d, half away from zero.
  const scaled = xs.reduce((s, x) => s + Math.round(x * 10 ** d), 0);
  const mean = (Math.sign(scaled) * Math.floor((2 * Math.abs(scaled) + xs.length) / (2 * xs.length))) / 10 ** d;
  return {
    termId,
    kind: "numeric",
    count: xs.length,
    mean,
    median: roundTo(percentile(xs, 0.5), d),
    p25: roundTo(percentile(xs, 0.25), d),
    p75: roundTo(percentile(xs, 0.75), d),
    min: xs[0]!,
    max: xs[xs.length - 1]!,
  };
}

function choiceReference(termId: string, values: readonly string[]): ChoiceTermStats {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const list = [...counts].map(([value, count]) => ({ value, count }));
  list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { termId, kind: "choice", count: values.length, values: list };
}

/** The per-term statistics of a product's package deals, as the repository should return them. */
function termsReference(deals: readonly Deal[]): MarketStats["packages"] {
  const packages = deals.filter((d) => d.status !== "rejected" && d.terms && Object.keys(d.terms).length > 0);
  if (packages.length === 0) return undefined;
  const ids = [...new Set(packages.flatMap((d) => Object.keys(d.terms!)))].sort();
  const terms = [];
  for (const id of ids) {
    const values = packages.filter((d) => id in d.terms!).map((d) => d.terms![id]!);
    const numbers = values.filter((v): v is number => typeof v === "number");
    const strings = values.filter((v): v is string => typeof v === "string");
    if (numbers.length > 0) terms.push(numericReference(id, numbers));
    if (strings.length > 0) terms.push(choiceReference(id, strings));
  }
  return { count: packages.length, terms };
}

// --- tests -------------------------------------------------------------------------------------------------

describe("market statistics per term", () => {
  it("summarise each agreed term of a product's package deals; a price-only product's entry is unchanged", async () => {
    const shopId = newShopId("mt");
    const server: Deal[] = [
      { productId: "server", priceMinor: 9_400, terms: { "payment-days": 60, "warranty-months": 24, "support-tier": "standard", incoterm: "DAP" } },
      { productId: "server", priceMinor: 9_100, terms: { "payment-days": 30, "warranty-months": 36, "support-tier": "premium", incoterm: "DAP" } },
      { productId: "server", priceMinor: 9_700, terms: { "payment-days": 45, "warranty-months": 24, "support-tier": "standard", incoterm: "EXW" } },
      { productId: "server", priceMinor: 8_800, terms: { "payment-days": 30, "warranty-months": 12, "support-tier": "standard", incoterm: "DAP" } },
      // A deal of the same product without a package (an older product version): counted in the prices only.
      { productId: "server", priceMinor: 9_000 },
      // Not a deal.
      { productId: "server", priceMinor: 1, terms: { "payment-days": 90 }, status: "rejected" },
    ];
    const widget: Deal[] = [9_000, 9_500, 10_000].map((priceMinor) => ({ productId: "widget", priceMinor }));
    await live(shopId, [...server, ...widget]);

    const stats = await marketStats(t.handle.db, { shopId });
    const s = stats.find((x) => x.productId === "server")!;
    expect(s).toMatchObject({ count: 5, meanUnitPriceMinor: 9_200, medianUnitPriceMinor: 9_100 });
    expect(s.packages).toEqual({
      count: 4,
      terms: [
        { termId: "incoterm", kind: "choice", count: 4, values: [{ value: "DAP", count: 3 }, { value: "EXW", count: 1 }] },
        { termId: "payment-days", kind: "numeric", count: 4, mean: 41, median: 38, p25: 30, p75: 49, min: 30, max: 60 },
        { termId: "support-tier", kind: "choice", count: 4, values: [{ value: "standard", count: 3 }, { value: "premium", count: 1 }] },
        { termId: "warranty-months", kind: "numeric", count: 4, mean: 24, median: 24, p25: 21, p75: 27, min: 12, max: 36 },
      ],
    });
    expect(s.packages).toEqual(termsReference(server));
    // payment-days: mean 41.25 → 41, median 37.5 → 38 (half away from zero), p75 48.75 → 49: whole days.
    for (const term of s.packages!.terms) if (term.kind === "numeric") for (const k of ["mean", "median", "p25", "p75", "min", "max"] as const) expect(Number.isInteger(term[k])).toBe(true);

    // The price-only product: exactly the keys and figures it had before packages.
    const w = stats.find((x) => x.productId === "widget")!;
    expect(w).not.toHaveProperty("packages");
    expect(Object.keys(w).sort()).toEqual(
      ["productId", "currency", "count", "meanUnitPriceMinor", "medianUnitPriceMinor", "stdUnitPriceMinor", "minUnitPriceMinor", "maxUnitPriceMinor", "p25UnitPriceMinor", "p75UnitPriceMinor", "discount", "lastDealAt"].sort(),
    );
    expect(w).toMatchObject({ count: 3, meanUnitPriceMinor: 9_500, medianUnitPriceMinor: 9_500, stdUnitPriceMinor: 500, minUnitPriceMinor: 9_000, maxUnitPriceMinor: 10_000, p25UnitPriceMinor: 9_250, p75UnitPriceMinor: 9_750 });
    expect(w.discount).toEqual({ count: 3, meanBps: 500, medianBps: 500 });

    // The product filter and the date filter apply to the terms as to the prices.
    expect(await marketStats(t.handle.db, { shopId, productId: "server" })).toEqual([s]);
    const later = await marketStats(t.handle.db, { shopId, productId: "server", since: new Date(T0 + 1_600) });
    expect(later[0]!.packages).toEqual(termsReference(server.slice(2)));
  });

  it("keep a decimal term's own precision, group by currency, and leave out contracts and imported logs", async () => {
    const shopId = newShopId("mt-dec");
    const deals: Deal[] = [
      { productId: "hosting", priceMinor: 5_000, terms: { uptime: 99.5, "response-hours": 4 } },
      { productId: "hosting", priceMinor: 5_200, terms: { uptime: 99.9, "response-hours": 8 } },
      { productId: "hosting", priceMinor: 5_100, terms: { uptime: 99.9 } },
      { productId: "hosting", priceMinor: 6_000, currency: "USD", terms: { uptime: 99.95 } },
    ];
    await live(shopId, deals);
    // A contract and an imported deal of the same product: prices only (their terms are extracted into fixed fields).
    const extractor = new RuleBasedTermExtractor();
    const embedder = new HashingEmbedder();
    await handleIngestBatch(
      makeBatch("ingest", [
        { shopId, document: { kind: "contract", documentId: "c-1", productId: "hosting", text: "Unit price EUR 48.00 per unit. Net 60. Warranty 24 months." } },
        {
          shopId,
          document: {
            kind: "negotiation_log",
            documentId: "log-1",
            productId: "hosting",
            counterparty: "Imported Buyer",
            currency: "EUR",
            outcome: { status: "agreed", agreedUnitPriceMinor: 4_900 },
            messages: [{ actor: "buyer", content: "49.00 with payment in 60 days and we sign." }],
          },
        },
      ]),
      { db: t.handle.db, extractor, embedder },
    );
    const stats = await marketStats(t.handle.db, { shopId });
    const eur = stats.find((s) => s.currency === "EUR")!;
    expect(eur.count).toBe(5);
    expect(eur.packages).toEqual({
      count: 3,
      terms: [
        { termId: "response-hours", kind: "numeric", count: 2, mean: 6, median: 6, p25: 5, p75: 7, min: 4, max: 8 },
        // 99.5, 99.9, 99.9: mean 99.7666… → 99.8, p25 99.7: one decimal, as the values.
        { termId: "uptime", kind: "numeric", count: 3, mean: 99.8, median: 99.9, p25: 99.7, p75: 99.9, min: 99.5, max: 99.9 },
      ],
    });
    expect(stats.find((s) => s.currency === "USD")!.packages).toEqual({
      count: 1,
      terms: [{ termId: "uptime", kind: "numeric", count: 1, mean: 99.95, median: 99.95, p25: 99.95, p75: 99.95, min: 99.95, max: 99.95 }],
    });
  });

  it("match the reference over random package deals; counts add up and the median lies between min and max (property)", async () => {
    const CHOICES = ["bronze", "silver", "gold"] as const;
    const packageTerms = fc.record(
      { "payment-days": fc.integer({ min: 0, max: 120 }), "warranty-months": fc.integer({ min: 0, max: 60 }), "support-tier": fc.constantFrom(...CHOICES), discount: fc.integer({ min: 0, max: 40 }).map((x) => x / 4) },
      { requiredKeys: [] },
    );
    const deal = fc.record({ priceMinor: fc.integer({ min: 1, max: 1_000_000 }), terms: fc.option(packageTerms, { nil: undefined }) });
    await fc.assert(
      fc.asyncProperty(fc.array(deal, { minLength: 1, maxLength: 12 }), async (drawn) => {
        const shopId = newShopId("mt-prop");
        const deals: Deal[] = drawn.map((d) => ({ productId: "p", priceMinor: d.priceMinor, ...(d.terms ? { terms: d.terms } : {}) }));
        await live(shopId, deals);
        const [entry] = await marketStats(t.handle.db, { shopId });
        expect(entry!.count).toBe(deals.length);
        expect(entry!.packages).toEqual(termsReference(deals));
        if (!entry!.packages) return;
        const { count, terms } = entry!.packages;
        const carrying = (id: string) => deals.filter((d) => d.terms && id in d.terms).length;
        for (const term of terms) {
          expect(term.count).toBe(carrying(term.termId));
          expect(term.count).toBeLessThanOrEqual(count);
          if (term.kind === "choice") {
            expect(term.values.reduce((s, v) => s + v.count, 0)).toBe(term.count);
          } else {
            expect(term.min).toBeLessThanOrEqual(term.p25);
            expect(term.p25).toBeLessThanOrEqual(term.median);
            expect(term.median).toBeLessThanOrEqual(term.p75);
            expect(term.p75).toBeLessThanOrEqual(term.max);
            expect(term.min).toBeLessThanOrEqual(term.mean);
            expect(term.mean).toBeLessThanOrEqual(term.max);
          }
        }
        // A term every package deal carries is counted once per package deal.
        const everywhere = terms.filter((x) => deals.filter((d) => d.terms && Object.keys(d.terms).length > 0).every((d) => x.termId in d.terms!));
        for (const term of everywhere) expect(term.count).toBe(count);
      }),
      { numRuns: 20 },
    );
  });
});

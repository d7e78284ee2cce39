/**
 * Issue 26, finding 1: the draws that place the reserve, the lowest offer and the curve's end are the product's
 * for a period, shared by every buyer, so many identities are one sample; the shape and the arm are each buyer's.
 */
import { describe, expect, it } from "vitest";
import { DRAW_PERIOD_MS, drawsFor } from "../../durable-objects/shop/shop-secret";

const KEY_A = "a1".repeat(32);
const KEY_B = "b2".repeat(32);
const T0 = Date.UTC(2026, 10, 26);

describe("private draws shared per product and period (issue 26)", () => {
  it("every buyer of a product in one period faces the same reserve, end and lowest-offer draws; shape and arm are its own", async () => {
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => drawsFor(KEY_A, `buyer-${i}`, T0, 3)));
    const first = all[0]!.draws;
    for (const { draws } of all) expect({ reserve: draws.reserve, end: draws.end, offer: draws.offer }).toEqual({ reserve: first.reserve, end: first.end, offer: first.offer });
    expect(new Set(all.map((d) => d.draws.shape)).size).toBe(20);
    expect(new Set(all.map((d) => d.draws.temper)).size).toBe(20);
    expect(new Set(all.map((d) => d.more.join())).size).toBe(20);
    for (const { draws, more } of all) for (const u of [...Object.values(draws), ...more]) expect(u >= 0 && u < 1).toBe(true);
  });

  it("the same buyer at another moment of the period faces exactly the same draws: reopening reveals nothing new", async () => {
    const a = await drawsFor(KEY_A, "buyer-1", T0, 3);
    const later = await Promise.all([1, 60_000, 3_600_000].map((dt) => drawsFor(KEY_A, "buyer-1", T0 + dt, 3)));
    // Unless the period ended in between: find the periods the moments fall in by the shared draws.
    for (const b of later) if (b.draws.reserve === a.draws.reserve) expect(b).toEqual(a);
  });

  it("a new period draws anew, and the periods' boundaries differ between products (no shared, predictable changeover)", async () => {
    const weeks = await Promise.all(Array.from({ length: 6 }, (_, w) => drawsFor(KEY_A, "b", T0 + w * DRAW_PERIOD_MS, 0)));
    expect(new Set(weeks.map((d) => d.draws.reserve)).size).toBe(6);
    // Within any window of one period there is exactly one changeover; where it falls depends on the product's key.
    const changeover = async (key: string) => {
      const start = (await drawsFor(key, "b", T0, 0)).draws.reserve;
      let lo = T0;
      let hi = T0 + DRAW_PERIOD_MS;
      if ((await drawsFor(key, "b", hi, 0)).draws.reserve === start) return null;
      while (hi - lo > 60_000) {
        const mid = Math.floor((lo + hi) / 2);
        if ((await drawsFor(key, "b", mid, 0)).draws.reserve === start) lo = mid;
        else hi = mid;
      }
      return hi;
    };
    const [a, b] = await Promise.all([changeover(KEY_A), changeover(KEY_B)]);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(Math.abs((a as number) - (b as number))).toBeGreaterThan(60_000);
  });

  it("two products' draws are unrelated", async () => {
    const [a, b] = await Promise.all([drawsFor(KEY_A, "b", T0, 0), drawsFor(KEY_B, "b", T0, 0)]);
    expect(a.draws.reserve).not.toBe(b.draws.reserve);
    expect(a.draws.shape).not.toBe(b.draws.shape);
  });
});

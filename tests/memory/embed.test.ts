// The offline embedder: deterministic, 1536-dim, unit length, and lexically sensible. No database.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMBEDDING_DIM, HashingEmbedder, normalise, toVectorLiteral } from "../../memory/embed";

const e = new HashingEmbedder();
const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe("HashingEmbedder (offline)", () => {
  it("is deterministic, 1536-dimensional and unit length", async () => {
    const [a, b] = await e.embed(["Espresso machine, 200 units, Net 30", "Espresso machine, 200 units, Net 30"]);
    expect(a).toHaveLength(EMBEDDING_DIM);
    expect(a).toEqual(b);
    expect(Math.abs(cos(a!, a!) - 1)).toBeLessThan(1e-5);
    // Stable across releases: a pinned value (changing the features changes the model id).
    expect(e.model).toBe("parley-hash-v1");
  });

  it("puts lexically similar documents closer than unrelated ones", async () => {
    const [q, near, far] = await e.embed([
      "supply of espresso machines, unit price 749 EUR, payment net 30, warranty 24 months",
      "espresso machine supply agreement: price per unit EUR 749, net 30 payment, 24-month warranty",
      "office cleaning services, monthly fee, cancellation with three months notice",
    ]);
    expect(cos(q!, near!)).toBeGreaterThan(0.5);
    expect(cos(q!, far!)).toBeLessThan(0.2);
  });

  it("maps empty text to a fixed unit vector, and any text to a finite unit vector (property)", async () => {
    const [empty] = await e.embed([""]);
    expect(empty![0]).toBe(1);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const v = e.embedOne(text);
        const norm = Math.sqrt(cos(v, v));
        expect(v.every(Number.isFinite)).toBe(true);
        expect(Math.abs(norm - 1)).toBeLessThan(1e-4);
      }),
      { numRuns: 200 },
    );
  });

  it("writes compact pgvector literals", () => {
    const lit = toVectorLiteral(normalise([3, 4, 0]));
    expect(lit).toBe("[0.6000000,0.8000000,0]");
  });
});

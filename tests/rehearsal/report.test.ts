import { describe, expect, it } from "vitest";
import { DEFAULT_POLICIES_YAML, parsePolicySet } from "../../policies";
import { rehearseProduct, renderReport } from "../../rehearsal";

const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
if (!parsed.ok) throw new Error("bundled set must parse");
const live = { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive" as const }, maxRounds: 10, ttlSeconds: 86_400 };

describe("rehearsal report", () => {
  it("shows live and proposed side by side with a chart per family, and escapes what the owner typed", () => {
    const r = rehearseProduct({ productId: "p-1", live, livePolicies: parsed.set, proposed: { floorMinor: 8_000 }, buyers: 150, seed: 2 });
    const html = renderReport(r, { shopId: "shp_1", productName: "Mug <script>alert(1)</script>", generatedAt: "2026-11-26T10:00:00Z" });
    expect(html).toContain("Mug &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("<th scope=\"col\">Proposed</th>");
    expect(html.match(/<svg /g)).toHaveLength(2);
    // One bar per family and setting in each chart.
    expect(html.match(/<rect /g)).toHaveLength(2 * 2 * r.live.families.length);
    expect(html).toContain(`${(r.live.agreementRate * 100).toFixed(1)}%`);
  });

  it("without a proposal, shows the live column only", () => {
    const r = rehearseProduct({ productId: "p-1", live, livePolicies: parsed.set, buyers: 150, seed: 2 });
    const html = renderReport(r, { shopId: "shp_1", productName: "Mug", generatedAt: "2026-11-26T10:00:00Z" });
    expect(r.proposed).toBeNull();
    expect(html).not.toContain("Proposed</th>");
    expect(html.match(/<rect /g)).toHaveLength(2 * r.live.families.length);
  });

  it("answers the same for the same seed as the API's rehearsal does (one code path)", () => {
    const a = rehearseProduct({ productId: "p-1", live, livePolicies: parsed.set, proposed: { maxRounds: 6 }, buyers: 200, seed: 77 });
    const b = rehearseProduct({ productId: "p-1", live, livePolicies: parsed.set, proposed: { maxRounds: 6 }, buyers: 200, seed: 77 });
    expect(a).toEqual(b);
    expect(a.comparison!.agreementRate).toBeCloseTo(a.proposed!.agreementRate - a.live.agreementRate, 12);
  });
});

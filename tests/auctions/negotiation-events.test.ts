/**
 * One typed catalog for the auction's events (common/events.ts AUCTION_EVENT_PAYLOADS): every event the
 * negotiation core writes — whatever the request, bids and supplier moves — parses with the catalog's schema of its
 * type (auctions/ may not import common/, so this test holds the writer to the catalog), and the catalog refuses a
 * payload that breaks it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endNegotiationWindow, isRefusal, negotiationMove, type AuctionEvent, type SupplierNegotiationMove } from "../../auctions";
import { AUCTION_CATALOG_TYPES, AUCTION_EVENT_PAYLOADS, parseAuctionCatalogPayload, type AuctionCatalogType } from "../../common/events";
import { requestArb } from "./fixtures";
import { bestKRequest, closedWith, drawsOf, negotiator, started } from "./negotiation-fixtures";
import { resolveTimedOut, startNegotiation } from "../../auctions";

const isCatalogued = (type: string): type is AuctionCatalogType => (AUCTION_CATALOG_TYPES as string[]).includes(type);

describe("the auction events' catalog", () => {
  it("every negotiation event the core writes parses with its catalog schema (as the audit adds `by`)", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        requestArb("negotiate-best-k"),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ supplier: fc.integer({ min: 0, max: 4 }), kind: fc.constantFrom("counter", "accept", "reject"), share: fc.double({ min: 0.3, max: 1.5, noNaN: true }) }), { maxLength: 25 }),
        (base, shares, moves) => {
          const req = bestKRequest({ price: { ceilingMinor: base.price.ceilingMinor, targetMinor: base.price.targetMinor } });
          const c = req.price.ceilingMinor;
          const closed = closedWith(req, shares.map((s) => Math.max(1, Math.floor((c * s) / 200))));
          const n = negotiator();
          const first = startNegotiation(closed, req.deadline, drawsOf, n);
          if (isRefusal(first)) return;
          const events: AuctionEvent[] = [...first.events];
          let state = first.state;
          let now = req.deadline;
          for (const m of moves) {
            now += 60_000;
            const move: SupplierNegotiationMove = m.kind === "counter" ? { kind: "counter", priceMinor: Math.max(1, Math.floor(c * m.share)) } : m.kind === "accept" ? { kind: "accept" } : { kind: "reject", reason: "no" };
            const step = negotiationMove(state, `s${m.supplier}`, move, now, n);
            if (isRefusal(step)) continue;
            events.push(...step.events);
            state = step.state;
          }
          // At the window's end held answers time out first (as the object's alarm does), then the window closes.
          const timedOut = resolveTimedOut(state, state.negotiation!.endsAt, n);
          events.push(...timedOut.events, ...endNegotiationWindow(timedOut.state, timedOut.state.negotiation!.endsAt).events);
          for (const e of events) {
            if (!e.type.startsWith("auction.negotiation_")) continue;
            expect(isCatalogued(e.type)).toBe(true);
            const parsed = AUCTION_EVENT_PAYLOADS[e.type as AuctionCatalogType].safeParse({ ...e.data, by: "system" });
            expect(parsed.success, `${e.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
            seen.add(e.type);
          }
        },
      ),
      { numRuns: 80 },
    );
    // The runs reach every kind of negotiation event but holds and verdicts, which only some runs reach (a low target
    // makes the bundled large-order rule hold); negotiation-held.test.ts parses those.
    const always = AUCTION_CATALOG_TYPES.filter((t) => t.startsWith("auction.negotiation_") && t !== "auction.negotiation_held" && t !== "auction.negotiation_decided");
    for (const t of always) expect(seen).toContain(t);
  });

  it("refuses a payload that breaks its schema", () => {
    const s = started(bestKRequest(), [9_000, 8_500, 9_500]);
    const step = negotiationMove(s, "s0", { kind: "accept" }, s.negotiation!.openedAt + 1, negotiator());
    if (isRefusal(step)) throw new Error(step.detail);
    const agreed = step.events.find((e) => e.type === "auction.negotiation_agreed")!;
    expect(() => parseAuctionCatalogPayload("auction.negotiation_agreed", agreed.data)).not.toThrow();
    expect(() => parseAuctionCatalogPayload("auction.negotiation_agreed", { ...agreed.data, priceMinor: -1 })).toThrow();
    expect(() => parseAuctionCatalogPayload("contract.awarded", { auctionId: "a" })).toThrow();
  });
});

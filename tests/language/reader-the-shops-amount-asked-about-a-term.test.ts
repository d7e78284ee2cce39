/**
 * The shop's own amount, asked about a term, with a count of the things beside it ("Does the £480 for the 200
 * enamel badges include posting them to the club, or is carriage on top?") is a question about shipping: the count was
 * taken for another quantity, and the message asked which unit price was meant. "posting them to …" and "is carriage
 * on top?" are shipping asked. Another amount beside another count still asks which quantity is meant.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import { readerIn, shown } from "./reading";

const read = readerIn({ currency: "GBP", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: null });

describe("the shop's amount asked about a term", () => {
  it.each([
    ["Does the £480 for the 200 enamel badges include posting them to the club, or is carriage on top?", "shipping"],
    ["Does the £480 for the 200 badges include delivery to the school?", "shipping"],
    ["Is carriage extra on the badges?", "shipping"],
    ["Does the £480 for the 200 badges come with a warranty on the enamel?", "warranty"],
  ])("%s asks about %s", (text, subject) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });
  });

  it("another amount beside another count is no reading at HIGH", () => {
    for (const text of ["Would you do £450 for the 200 badges, delivered?", "Is the £480 for the 200 badges negotiable?"]) {
      const r = read(text);
      expect(r.confidence === "HIGH" && r.move.kind === "price", shown(text, r)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../durable-objects/shop/negotiation-index";

describe("the negotiation listing's cursor", () => {
  const id = "a".repeat(64);

  it("round-trips the position it encodes", () => {
    expect(decodeCursor(encodeCursor(1_700_000_000_000, id))).toEqual({ openedAt: 1_700_000_000_000, id });
  });

  it("is absent when none is given, and refused when it is not one the index issued", () => {
    expect(decodeCursor(undefined)).toBeNull();
    for (const bad of ["", "not base64!", btoa("x:y"), btoa(`1.5:${id}`), btoa(`1:${"g".repeat(64)}`)]) expect(decodeCursor(bad)).toBeNull();
  });
});

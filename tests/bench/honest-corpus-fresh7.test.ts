/**
 * The SEVENTH unseen honest-buyer set (bench/honest-messages/fresh7): its shape, that its labels are consistent
 * with the texts and contexts, that its ids and texts are apart from every earlier set (fresh6 included), and that
 * its split by scenario is deterministic and balanced. Mirrors honest-corpus-fresh6.test.ts (the label helpers live
 * in honest-labels.ts). It reads labels only: it never runs the reader, so the set stays unseen by it until the one
 * measurement for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { scenarioSplitTests, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH7_BY_LANGUAGE,
  FRESH7_HELD_OUT,
  FRESH7_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  fresh7HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh7-17";
const PINNED = ["tune", "held-out", "held-out", "held-out", "held-out", "tune"] as const;

const inEveryLanguage = (nnn: string) => LANGUAGES.map((l) => FRESH7.find((m) => m.id === `fresh7-${l}-${nnn}`)!);

describe("the SEVENTH unseen set (bench/honest-messages/fresh7)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6];
  unseenSetShapeTests("fresh7", FRESH7, FRESH7_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH7);
  scenarioSplitTests("fresh7", { set: FRESH7, byLanguage: FRESH7_BY_LANGUAGE, tune: FRESH7_TUNE, heldOut: FRESH7_HELD_OUT, halfOf: fresh7HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  it("has the ordinary mix: in every language 84 messages, emails, agents and chat 18 each, terse and roleplay 15, 12 ambiguous", () => {
    const expected = { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 };
    for (const language of LANGUAGES) {
      const ms = FRESH7_BY_LANGUAGE[language];
      expect(ms.length, language).toBe(84);
      for (const [style, n] of Object.entries(expected)) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBe(n);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  it("agent messages are mostly prose: a few carry a bullet list, JSON or YAML, not most", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH7_BY_LANGUAGE[language].filter((m) => m.style === "agent").map((m) => m.text);
      const structured = agents.filter((t) => t.trimStart().startsWith("{") || /^- /m.test(t) || /^[a-z_]+: /m.test(t));
      expect(structured.length, language).toBeGreaterThan(0);
      expect(structured.length, language).toBeLessThanOrEqual(agents.length / 4);
    }
  });

  it("an acceptance names no amount or exactly the standing offer", () => {
    // 013, 217, 312 and 410 restate the standing offer (217 in an e-mail, 312 in a YAML block).
    const quoting = LANGUAGES.flatMap((l) => ["013", "217", "312", "410"].map((n) => `fresh7-${l}-${n}`));
    const accepts = FRESH7.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(40);
    for (const id of quoting) {
      const m = FRESH7.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means, not the one set right", () => {
    // "X — scratch that, Y" (009), "X" then "wait no Y" on the next line (107), "I wrote X; it should have read Y"
    // (207), in digits in every language; and "thirty — no, twenty-five" in words (406).
    const meant: Record<string, number> = { "009": 24_000, "107": 59_000, "207": 125_000 };
    const setRight: Record<string, number> = { "009": 26_000, "107": 64_000, "207": 135_000 };
    for (const [nnn, priceMinor] of Object.entries(meant)) {
      for (const m of inEveryLanguage(nnn)) {
        expect(m.expected, m.id).toEqual({ kind: "price", priceMinor, basis: "unit" });
        // Both amounts are written, and the one set right comes first: the label is the later one.
        expect(writesAmount(m.text, setRight[nnn]!), m.id).toBe(true);
        expect(writesAmount(m.text, priceMinor), m.id).toBe(true);
      }
    }
    for (const m of inEveryLanguage("406")) expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 2_500, derivation: { operation: "words" } });
  });

  it("a bid relative to the buyer's OWN last bid recomputes from that bid, not from the shop's offer", () => {
    for (const m of inEveryLanguage("314")) {
      expect(m.expected, m.id).toMatchObject({ kind: "price", derivation: { operation: "minus", from: "last-bid" } });
      const { priceMinor } = m.expected as { priceMinor: number };
      expect(priceMinor, m.id).toBe(m.context.lastBuyerBidMinor! - 8_000);
      expect(priceMinor, m.id).not.toBe(m.context.standingOfferMinor! - 8_000);
    }
  });

  it("a bid beside other numbers (a quote number, a date, an address; a market range) is one of several amounts", () => {
    for (const nnn of ["201", "301"]) {
      for (const m of inEveryLanguage(nnn)) {
        expect(m.expected.kind, m.id).toBe("price");
        const numbers = m.text.match(/\d{1,3}(?:[.,\u00a0\u202f ']\d{3})+(?:[.,]\d{2})?|\d+/g) ?? [];
        expect(numbers.length, m.id).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

/**
 * The TENTH honest-buyer set (bench/honest-messages/fresh10, written blind for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh9.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { renderings, scenarioSplitTests, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH8,
  FRESH9,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
} from "../../bench/honest-messages";
import { FRESH10, FRESH10_BY_LANGUAGE, FRESH10_HELD_OUT, FRESH10_TUNE, fresh10HalfOf } from "../../bench/honest-messages/fresh10";

const CHOSEN_SALT = "parley-fresh10-26";
const PINNED = ["tune", "held-out", "held-out", "held-out", "held-out", "held-out"] as const;

/** Where the text first / last writes the amount in digits (any local rendering), or -1. */
const positions = (text: string, amountMinor: number) =>
  renderings(amountMinor).flatMap((r) => [...text.matchAll(new RegExp(`(?<![\\d.,'’])${r.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d]|[.,]\\d)`, "g"))].map((x) => x.index!));
const firstIndexOf = (text: string, amountMinor: number) => Math.min(...positions(text, amountMinor));
const lastIndexOf = (text: string, amountMinor: number) => Math.max(-1, ...positions(text, amountMinor));

const find = (id: string) => {
  const m = FRESH10.find((x) => x.id === id);
  if (!m) throw new Error(`no message ${id}`);
  return m;
};

describe("the TENTH set, for reporting only (bench/honest-messages/fresh10)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7, ...FRESH8, ...FRESH9];
  unseenSetShapeTests("fresh10", FRESH10, FRESH10_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH10);
  scenarioSplitTests("fresh10", { set: FRESH10, byLanguage: FRESH10_BY_LANGUAGE, tune: FRESH10_TUNE, heldOut: FRESH10_HELD_OUT, halfOf: fresh10HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  it("has the ordinary mix: in every language 18 polite emails, 18 agent, 18 chat, 15 terse, 15 roleplay, 12 ambiguous", () => {
    const want = { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 } as const;
    for (const language of LANGUAGES) {
      const ms = FRESH10_BY_LANGUAGE[language];
      expect(ms.length, language).toBe(84);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBe(want[style]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  it("agent messages are mostly paragraphs: a few carry a list or a code block, not most", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH10_BY_LANGUAGE[language].filter((m) => m.style === "agent");
      const structured = agents.filter((m) => /```|\n- /.test(m.text)).length;
      expect(structured, language).toBeGreaterThan(0);
      expect(structured, language).toBeLessThan(agents.length / 4);
    }
  });

  it("an acceptance names no amount or exactly the standing offer", () => {
    // 013, 210 and 315 restate the standing offer; every other acceptance carries no digit at all.
    const quoting = LANGUAGES.flatMap((l) => ["013", "210", "315"].map((n) => `fresh10-${l}-${n}`));
    const accepts = FRESH10.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBe(40);
    for (const id of quoting) {
      const m = find(id);
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // "X — no, make that Y" (009), "X. Correction: Y" (209), "X — hang on, Y" (406), in every language.
    const meant: Record<string, number> = { "009": 58_000, "209": 245_000, "406": 26_000 };
    const setRight: Record<string, number> = { "009": 60_000, "209": 250_000, "406": 28_000 };
    for (const language of LANGUAGES) {
      for (const [nnn, priceMinor] of Object.entries(meant)) {
        const m = find(`fresh10-${language}-${nnn}`);
        expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor });
        expect(writesAmount(m.text, setRight[nnn]!), m.id).toBe(true);
        expect(writesAmount(m.text, priceMinor), m.id).toBe(true);
        // The amount meant comes after the one set right, as a person corrects.
        expect(firstIndexOf(m.text, setRight[nnn]!), m.id).toBeLessThan(lastIndexOf(m.text, priceMinor));
      }
    }
  });

  it("an agent's market scan carries several amounts, and the label is the one offered", () => {
    for (const language of LANGUAGES) {
      const m = find(`fresh10-${language}-301`);
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 178_000 });
      for (const other of [195_000, 189_000, 201_000, 185_000]) expect(writesAmount(m.text, other), `${m.id} ${other}`).toBe(true);
    }
  });

  it("a bid revised below the agent's own last bid is read from the last bid, not the standing offer", () => {
    for (const language of LANGUAGES) {
      const m = find(`fresh10-${language}-310`);
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 78_000, derivation: { operation: "minus", from: "last-bid", amountMinor: 4_000 } });
      expect(m.context.lastBuyerBidMinor, m.id).toBe(82_000);
    }
  });

  it("a bid beside other numbers (hours, times, years, mileage, a PO number) is labelled with the price alone", () => {
    // 008 engine hours, 106 a time and minutes away, 212 a PO number and a street number, 317 a model number and
    // a date, 414 a year and a distance: the price is written, and the other numbers are not the label.
    const others: Record<string, number[]> = { "008": [14_000], "106": [1_500], "212": [204_100], "317": [600], "414": [200_900] };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(others)) {
        const m = find(`fresh10-${language}-${nnn}`);
        expect(m.expected.kind, m.id).toBe("price");
        if (m.expected.kind !== "price") continue;
        expect(writesAmount(m.text, m.expected.priceMinor), m.id).toBe(true);
        for (const a of amounts) {
          expect(writesAmount(m.text, a), `${m.id} ${a}`).toBe(true);
          expect(a, m.id).not.toBe(m.expected.priceMinor);
        }
      }
    }
  });
});

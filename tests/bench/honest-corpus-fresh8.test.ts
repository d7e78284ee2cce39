/**
 * The EIGHTH honest-buyer set (bench/honest-messages/fresh8), written blind for tuning: its shape, that its labels
 * are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and that its
 * split by scenario is deterministic, balanced and pinned. Mirrors honest-corpus-fresh5.test.ts (the label helpers
 * live in honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unread by it.
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
  FRESH8,
  FRESH8_BY_LANGUAGE,
  FRESH8_HELD_OUT,
  FRESH8_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
  fresh8HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh8-26";
const PINNED = ["tune", "tune", "tune", "held-out", "tune", "held-out"] as const;

describe("the EIGHTH honest-buyer set, for tuning (bench/honest-messages/fresh8)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];
  unseenSetShapeTests("fresh8", FRESH8, FRESH8_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH8);
  scenarioSplitTests("fresh8", { set: FRESH8, byLanguage: FRESH8_BY_LANGUAGE, tune: FRESH8_TUNE, heldOut: FRESH8_HELD_OUT, halfOf: fresh8HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  it("has in every language 84 messages: 18 polite emails, 18 agent, 18 chat, 15 terse, 15 roleplay, 12 ambiguous", () => {
    const expected = { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 };
    for (const language of LANGUAGES) {
      const ms = FRESH8_BY_LANGUAGE[language];
      expect(ms.length, language).toBe(84);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBe(expected[style]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  it("an acceptance names no amount or exactly the standing offer", () => {
    // 013, 214, 308 and 405 restate the standing offer (214 beside a phone number, 308 beside a pickup window).
    const quoting = LANGUAGES.flatMap((l) => ["013", "214", "308", "405"].map((n) => `fresh8-${l}-${n}`));
    const accepts = FRESH8.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(40);
    for (const id of quoting) {
      const m = FRESH8.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    // 202's signature carries a street number and a postcode: digits, but neither the offer nor the last bid.
    const signed = LANGUAGES.map((l) => `fresh8-${l}-202`);
    for (const id of signed) {
      const m = FRESH8.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(false);
      expect(writesAmount(m.text, m.context.lastBuyerBidMinor!), id).toBe(false);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id) && !signed.includes(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // "X. typo: Y" (009), "X oops meant Y" (107), an erratum paragraph (209), "X... no, Y" (408), in every language.
    const meant: Record<string, number> = { "009": 39_000, "107": 50_500, "209": 105_000, "408": 5_500 };
    const setRight: Record<string, number> = { "009": 42_000, "107": 55_000, "209": 115_000, "408": 6_000 };
    for (const language of LANGUAGES) {
      for (const [nnn, priceMinor] of Object.entries(meant)) {
        const id = `fresh8-${language}-${nnn}`;
        const m = FRESH8.find((x) => x.id === id)!;
        expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
        expect(writesAmount(m.text, setRight[nnn]!), id).toBe(true);
        expect(writesAmount(m.text, priceMinor), id).toBe(true);
      }
    }
  });

  it("an agent's market scan carries several amounts, and the label is the one offered", () => {
    // 301: three comparable sales and a quarterly budget beside the bid.
    for (const language of LANGUAGES) {
      const m = FRESH8.find((x) => x.id === `fresh8-${language}-301`)!;
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 365_000 });
      const amounts = m.text.match(/\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{2})?|\d+/g) ?? [];
      expect(amounts.length, m.id).toBeGreaterThanOrEqual(5);
    }
  });

  it("agents write mostly prose: at most a few of their messages carry a JSON, YAML-like or bullet block", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH8_BY_LANGUAGE[language].filter((m) => m.style === "agent");
      const blocks = agents.filter((m) => /```|^\s*[-*] |^\w+: /m.test(m.text));
      expect(blocks.length, language).toBeGreaterThan(0);
      expect(blocks.length, language).toBeLessThanOrEqual(agents.length / 3);
    }
  });
});

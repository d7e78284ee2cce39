/**
 * The honest-buyer bench measures what buyers get. The API reads a message with readBuyerMessage (the rules, a
 * model when configured, then the guard); without a model that must be the rules' own reading, message for
 * message, or the bench's figures say more than a buyer sees. Over every labelled message of every set, the guard
 * leaves interpretOffline's reading as it is (move and confidence); over every eighth, readBuyerMessage itself —
 * the rules and the guard composed as the API composes them — gives that reading (reading every message twice
 * cost a minute of CI for what the guard's check already shows).
 */
import { describe, expect, it } from "vitest";
import { HONEST_MESSAGES, type HonestMessage } from "../../bench/honest-messages";
import { FRESH_HELD_OUT } from "../../bench/honest-messages/fresh/index";
import { FRESH2 } from "../../bench/honest-messages/fresh2/index";
import { FRESH3 } from "../../bench/honest-messages/fresh3/index";
import { FRESH4 } from "../../bench/honest-messages/fresh4/index";
import { FRESH5 } from "../../bench/honest-messages/fresh5/index";
import { FRESH6, FRESH6_HELD_OUT } from "../../bench/honest-messages/fresh6/index";
import { FRESH7 } from "../../bench/honest-messages/fresh7/index";
import { interpretOffline } from "../../language/offline-interpreter";
import { readBuyerMessage } from "../../language/read-buyer-message";
import { guardReading } from "../../language/reading-guard";

/** Sets kept for reporting: a difference there is counted, not shown, so a failure here teaches nothing about them. */
const REPORTING = new Set([...FRESH6_HELD_OUT, ...FRESH7].map((m) => m.id));

const EVERY_SET: readonly HonestMessage[] = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];

describe("the API's reading is the bench's reading", () => {
  it("without a model, the API's reading of every corpus message is interpretOffline's", async () => {
    const differences: string[] = [];
    for (const [i, m] of EVERY_SET.entries()) {
      const rules = interpretOffline(m.text, m.context);
      const api = i % 8 === 0 ? await readBuyerMessage(m.text, m.context) : guardReading(m.text, rules, m.context, rules);
      if (JSON.stringify(api.move) !== JSON.stringify(rules.move) || api.confidence !== rules.confidence) {
        differences.push(REPORTING.has(m.id) ? "a message of a reporting set" : `${m.id}: rules ${rules.move.kind} ${rules.confidence}, API ${api.move.kind} ${api.confidence} (${api.gaps.at(-1)})`);
      }
    }
    expect(EVERY_SET.length).toBeGreaterThan(2_500);
    expect(differences).toEqual([]);
  }, 120_000);
});

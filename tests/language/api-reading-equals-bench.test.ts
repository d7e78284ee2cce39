/**
 * The honest-buyer bench measures what buyers get. The API reads a message with readBuyerMessage (the rules, a
 * model when configured, then the guard); without a model that must be the rules' own reading, message for
 * message, or the bench's figures say more than a buyer sees. Over every labelled message of every set, the
 * guarded reading equals interpretOffline's (move and confidence).
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

/** Sets kept for reporting: a difference there is counted, not shown, so a failure here teaches nothing about them. */
const REPORTING = new Set([...FRESH6_HELD_OUT, ...FRESH7].map((m) => m.id));

const EVERY_SET: readonly HonestMessage[] = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];

describe("the API's reading is the bench's reading", () => {
  it("readBuyerMessage without a model reads every corpus message as interpretOffline does", async () => {
    const differences: string[] = [];
    for (const m of EVERY_SET) {
      const rules = interpretOffline(m.text, m.context);
      const api = await readBuyerMessage(m.text, m.context);
      if (JSON.stringify(api.move) !== JSON.stringify(rules.move) || api.confidence !== rules.confidence) {
        differences.push(REPORTING.has(m.id) ? "a message of a reporting set" : `${m.id}: rules ${rules.move.kind} ${rules.confidence}, API ${api.move.kind} ${api.confidence} (${api.gaps.at(-1)})`);
      }
    }
    expect(EVERY_SET.length).toBeGreaterThan(2_500);
    expect(differences).toEqual([]);
  }, 120_000);
});

/**
 * How the eighth honest-buyer set's split salt was chosen (see index.ts): for every candidate `parley-fresh8-0` …
 * `parley-fresh8-199`, split the scenarios by split.ts's hash and sum the absolute differences between the two
 * halves in size, in each style and in each move (price, accept, withdraw, question, ambiguous); keep only salts
 * that leave at least 6 of every style, 5 ambiguous and 3 of every clear move on each side; print the best few.
 * It reads labels only (never the reader), and was run once, before anyone ran the reader on the set.
 *
 *   node --import tsx bench/honest-messages/fresh8/choose-salt.ts
 */
import { pathToFileURL } from "node:url";
import { saltedHash } from "../split";
import { STYLES, type HonestMessage } from "../types";
import { FRESH8_EN } from "./en";

const MOVES = ["price", "accept", "withdraw", "question", "ambiguous"] as const;

const moveOf = (m: HonestMessage): (typeof MOVES)[number] => (m.clarity === "ambiguous" ? "ambiguous" : (m.expected.kind as Exclude<(typeof MOVES)[number], "ambiguous">));

const scenarioOf = (id: string) => id.slice(id.lastIndexOf("-") + 1);

export interface SaltBalance {
  salt: string;
  /** Summed absolute differences between the halves: size, every style, every move. */
  imbalance: number;
  /** Whether each half has ≥ 6 of every style, ≥ 5 ambiguous and ≥ 3 of every clear move. */
  eligible: boolean;
  tune: Record<string, number>;
  heldOut: Record<string, number>;
}

/** The balance of one salt over one language's messages (every language has the same scenarios, styles and moves). */
export function balanceOf(salt: string, messages: readonly HonestMessage[]): SaltBalance {
  const count = (half: readonly HonestMessage[]) => {
    const c: Record<string, number> = { size: half.length };
    for (const s of STYLES) c[s] = half.filter((m) => m.style === s).length;
    for (const k of MOVES) c[k] = half.filter((m) => moveOf(m) === k).length;
    return c;
  };
  const tuneHalf = messages.filter((m) => saltedHash(salt, scenarioOf(m.id)) % 2 === 0);
  const heldHalf = messages.filter((m) => saltedHash(salt, scenarioOf(m.id)) % 2 !== 0);
  const tune = count(tuneHalf);
  const heldOut = count(heldHalf);
  const imbalance = Object.keys(tune).reduce((n, k) => n + Math.abs(tune[k]! - heldOut[k]!), 0);
  const enough = (c: Record<string, number>) => STYLES.every((s) => c[s]! >= 6) && c.ambiguous! >= 5 && MOVES.filter((k) => k !== "ambiguous").every((k) => c[k]! >= 3);
  return { salt, imbalance, eligible: enough(tune) && enough(heldOut), tune, heldOut };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ranked = Array.from({ length: 200 }, (_, i) => balanceOf(`parley-fresh8-${i}`, FRESH8_EN))
    .filter((b) => b.eligible)
    .sort((a, b) => a.imbalance - b.imbalance || a.salt.localeCompare(b.salt, "en", { numeric: true }));
  for (const b of ranked.slice(0, 5)) console.log(b.salt, b.imbalance, JSON.stringify(b.tune), JSON.stringify(b.heldOut));
}

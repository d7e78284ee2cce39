/**
 * How an unseen set's split salt is chosen (fresh5 onwards; each set's index.ts names its salt): for every candidate
 * `parley-<set>-0` … `parley-<set>-199`, split the scenarios by split.ts's hash and sum the absolute differences
 * between the two halves in size, in each style and in each move (price, accept, withdraw, question, ambiguous);
 * keep only salts that leave at least 6 of every style, 5 ambiguous and 3 of every clear move on each side; the
 * lowest sum wins. It reads labels only (never the reader), and is run once per set, before anyone runs the reader
 * on it; each set's test checks that its salt is still the best.
 *
 *   node --import tsx bench/honest-messages/choose-salt.ts fresh7     (prints the best few)
 */
import { pathToFileURL } from "node:url";
import { saltedHash } from "./split";
import { STYLES, type HonestMessage } from "./types";

/** Candidates per set. */
export const SALT_CANDIDATES = 200;

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

/** The eligible candidates of set `name` (e.g. "fresh7") for these messages, best first. */
export function rankSalts(name: string, messages: readonly HonestMessage[]): SaltBalance[] {
  return Array.from({ length: SALT_CANDIDATES }, (_, i) => balanceOf(`parley-${name}-${i}`, messages))
    .filter((b) => b.eligible)
    .sort((a, b) => a.imbalance - b.imbalance || a.salt.localeCompare(b.salt, "en", { numeric: true }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2] ?? "";
  const sets: Record<string, () => Promise<readonly HonestMessage[]>> = {
    fresh5: async () => (await import("./fresh5/en")).FRESH5_EN,
    fresh6: async () => (await import("./fresh6/en")).FRESH6_EN,
    fresh7: async () => (await import("./fresh7/en")).FRESH7_EN,
    fresh8: async () => (await import("./fresh8/en")).FRESH8_EN,
    fresh9: async () => (await import("./fresh9/en")).FRESH9_EN,
    fresh10: async () => (await import("./fresh10/en")).FRESH10_EN,
    fresh11: async () => (await import("./fresh11/en")).FRESH11_EN,
    fresh12: async () => (await import("./fresh12/en")).FRESH12_EN,
    fresh13: async () => (await import("./fresh13/en")).FRESH13_EN,
    fresh14: async () => (await import("./fresh14/en")).FRESH14_EN,
    fresh15: async () => (await import("./fresh15/en")).FRESH15_EN,
    fresh16: async () => (await import("./fresh16/en")).FRESH16_EN,
    fresh17: async () => (await import("./fresh17/en")).FRESH17_EN,
    fresh18: async () => (await import("./fresh18/en")).FRESH18_EN,
    fresh19: async () => (await import("./fresh19/en")).FRESH19_EN,
    fresh20: async () => (await import("./fresh20/en")).FRESH20_EN,
    fresh21: async () => (await import("./fresh21/en")).FRESH21_EN,
    fresh22: async () => (await import("./fresh22/en")).FRESH22_EN,
    fresh23: async () => (await import("./fresh23/en")).FRESH23_EN,
    fresh24: async () => (await import("./fresh24/en")).FRESH24_EN,
    fresh25: async () => (await import("./fresh25/en")).FRESH25_EN,
    fresh26: async () => (await import("./fresh26/en")).FRESH26_EN,
    fresh27: async () => (await import("./fresh27/en")).FRESH27_EN,
    fresh28: async () => (await import("./fresh28/en")).FRESH28_EN,
    fresh29: async () => (await import("./fresh29/en")).FRESH29_EN,
  };
  const load = sets[name];
  if (!load) {
    console.error(`usage: choose-salt.ts <${Object.keys(sets).join("|")}>`);
    process.exit(2);
  }
  for (const b of rankSalts(name, await load()).slice(0, 5)) console.log(b.salt, b.imbalance, JSON.stringify(b.tune), JSON.stringify(b.heldOut));
}

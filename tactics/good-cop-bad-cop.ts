import { said, PHRASES } from "./phrases";
import { buyerTexts, uniqueRounds } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/**
 * Good cop / bad cop: the buyer presents itself as the friendly one and an absent third party (a boss, the
 * finance team, a committee) as the hard limit the shop has to meet. Text only: numbers cannot show it.
 */
export function goodCopBadCop(trace: NegotiationTrace): Finding {
  let third: { round: number; phrase: string } | null = null;
  let limit: { round: number; phrase: string } | null = null;
  let nice: { round: number; phrase: string } | null = null;
  for (const t of buyerTexts(trace)) {
    const p = said(t.text, PHRASES.thirdParty);
    const c = said(t.text, PHRASES.constraint);
    const s = said(t.text, PHRASES.sympathy);
    if (p && !third) third = { round: t.round, phrase: p };
    if (c && !limit) limit = { round: t.round, phrase: c };
    if (s && !nice) nice = { round: t.round, phrase: s };
  }
  // A boss mentioned in passing ("my manager recommended you") is not a bad cop: the limit must be stated.
  if (!third || !limit) return NOT_SEEN;
  const confidence = nice ? 0.95 : 0.85;
  const found = [third, limit, nice].filter((x): x is { round: number; phrase: string } => x !== null);
  return { confidence, rounds: uniqueRounds(found.map((f) => f.round)), evidence: `invoked "${third.phrase}" (${found.slice(1).map((f) => `"${f.phrase}"`).join(", ")})` };
}

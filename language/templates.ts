import { formatMinor } from "./money-format";

/** The fields of a round result a message is rendered from. */
export interface MessageInput {
  status: string;
  decision: { action: string; reasons: readonly string[] };
  shopOffer: { priceMinor: number; currency: string } | null;
  agreement: { priceMinor: number; totalMinor: number; currency: string } | null;
  round: number;
  maxRounds: number;
  /** Questions the shop asks back when it could not read the buyer's message with confidence. */
  questions?: readonly string[];
}

/**
 * The offline default phrasing: deterministic templates. Every number comes from the kernel's decision,
 * so a model that later rephrases this text can never change the price.
 */
export function renderMessage(input: MessageInput): string {
  const offer = input.shopOffer ? formatMinor(input.shopOffer.priceMinor, input.shopOffer.currency) : null;
  switch (input.status) {
    case "agreed": {
      const a = input.agreement!;
      return `Agreed: ${formatMinor(a.priceMinor, a.currency)} per unit, ${formatMinor(a.totalMinor, a.currency)} in total.`;
    }
    case "rejected":
      return input.decision.reasons.includes("MAX_ROUNDS_REACHED")
        ? "We could not reach an agreement within the allowed rounds. This negotiation is closed."
        : "This negotiation is closed without agreement.";
    case "expired":
      return "This negotiation has expired.";
    case "withdrawn":
      return "You withdrew from this negotiation.";
  }
  const left = input.maxRounds - input.round;
  const roundsLeft = left === 1 ? "1 round left" : `${left} rounds left`;
  if (input.questions && input.questions.length > 0) return `${input.questions.join(" ")} Our offer stands at ${offer} per unit (${roundsLeft}).`;
  if (input.decision.reasons.includes("FIRST_ROUND_ANCHOR")) return `Our price is ${offer} per unit (${roundsLeft}).`;
  if (input.decision.action === "hold") return `Our offer stands at ${offer} per unit (${roundsLeft}).`;
  return `We can offer ${offer} per unit (${roundsLeft}).`;
}

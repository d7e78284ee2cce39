/** The replies in English (the default, and the language of a round without words). */
import type { FactSubject, ReplyWords } from "./reply-words";

const LABELS: Record<FactSubject, string> = { shipping: "Shipping", delivery: "Delivery", warranty: "Warranty", payment: "Payment", returns: "Returns" };

export const ENGLISH: ReplyWords = {
  agreed: (unit, total) => `Agreed: ${unit} per unit, ${total} in total.`,
  closedMaxRounds: "We could not reach an agreement within the allowed rounds. This negotiation is closed.",
  closed: "This negotiation is closed without agreement.",
  expired: "This negotiation has expired.",
  withdrawn: "You withdrew from this negotiation.",
  roundsLeft: (left) => (left === 1 ? "1 round left" : `${left} rounds left`),
  ourPrice: (offer, left) => `Our price is ${offer} per unit (${left}).`,
  stands: (offer, left) => `Our offer stands at ${offer} per unit (${left}).`,
  canOffer: (offer, left) => `We can offer ${offer} per unit (${left}).`,
  fact: (subject, text) => `${LABELS[subject]}: ${text}`,
  noInformation: "We have no information on that.",
  negotiable: "What we negotiate here is the unit price.",
  askPrice: "What unit price would you pay?",
  confirmAccept: (offer) => `To confirm: you accept ${offer} per unit? Reply "yes" to accept, or name your price.`,
};

/**
 * The replies in English (the default, and the language of a round without words): the formal set (the default
 * style), then the friendly set (warm, "we", a thank-you where one fits) and the concise one (the price and the
 * rounds left, few words).
 */
import type { FactSubject, ReplyWords, StyleWords } from "./reply-words";

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

export const ENGLISH_FRIENDLY: StyleWords = {
  agreed: (unit, total) => `Wonderful, we have a deal: ${unit} per unit, ${total} in total. Thank you!`,
  closedMaxRounds: "We're sorry we couldn't find a price that works for both of us in the rounds we had. This negotiation is now closed. Thank you for your time.",
  closed: "We're sorry it didn't work out this time. This negotiation is closed.",
  expired: "This negotiation has expired. Thank you for your interest!",
  withdrawn: "You've withdrawn from this negotiation. Thanks for talking with us.",
  roundsLeft: (left) => (left === 1 ? "1 round to go" : `${left} rounds to go`),
  ourPrice: (offer, left) => `Thanks for your interest! Our price is ${offer} per unit (${left}).`,
  stands: (offer, left) => `We're keeping our offer at ${offer} per unit for you (${left}).`,
  canOffer: (offer, left) => `Thanks for your offer! We can do ${offer} per unit for you (${left}).`,
  fact: ENGLISH.fact,
  noInformation: "Sorry, we don't have any information on that.",
  negotiable: "We're happy to talk about the unit price: that's what we negotiate here.",
  askPrice: "What unit price did you have in mind?",
};

export const ENGLISH_CONCISE: StyleWords = {
  agreed: (unit, total) => `Agreed: ${unit} per unit, ${total} total.`,
  closedMaxRounds: "Out of rounds, no agreement. Closed.",
  closed: "Closed, no agreement.",
  expired: "Expired.",
  withdrawn: "You withdrew. Closed.",
  roundsLeft: ENGLISH.roundsLeft,
  ourPrice: (offer, left) => `Price: ${offer} per unit, ${left}.`,
  stands: (offer, left) => `Still ${offer} per unit, ${left}.`,
  canOffer: (offer, left) => `Now ${offer} per unit, ${left}.`,
  fact: ENGLISH.fact,
  noInformation: "No information on that.",
  negotiable: "Only the unit price is negotiable.",
  askPrice: "Your unit price?",
};

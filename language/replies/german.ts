/** The replies in German (Sie-Form; money with the decimal comma). */
import type { FactSubject, ReplyWords } from "./reply-words";

const LABELS: Record<FactSubject, string> = { shipping: "Versand", delivery: "Lieferung", warranty: "Garantie", payment: "Zahlung", returns: "Rückgabe" };

export const GERMAN: ReplyWords = {
  agreed: (unit, total) => `Einverstanden: ${unit} pro Stück, ${total} insgesamt.`,
  closedMaxRounds: "In den erlaubten Runden sind wir nicht zusammengekommen. Diese Verhandlung ist beendet.",
  closed: "Diese Verhandlung ist ohne Ergebnis beendet.",
  expired: "Diese Verhandlung ist abgelaufen.",
  withdrawn: "Sie haben sich aus dieser Verhandlung zurückgezogen.",
  roundsLeft: (left) => (left === 1 ? "1 Runde übrig" : `${left} Runden übrig`),
  ourPrice: (offer, left) => `Unser Preis ist ${offer} pro Stück (${left}).`,
  stands: (offer, left) => `Unser Angebot steht bei ${offer} pro Stück (${left}).`,
  canOffer: (offer, left) => `Wir können ${offer} pro Stück anbieten (${left}).`,
  fact: (subject, text) => `${LABELS[subject]}: ${text}`,
  noInformation: "Dazu liegen uns keine Informationen vor.",
  negotiable: "Verhandelt wird hier der Stückpreis.",
  askPrice: "Welchen Stückpreis würden Sie zahlen?",
  confirmAccept: (offer) => `Zur Bestätigung: Sie nehmen ${offer} pro Stück an? Antworten Sie „ja“, um anzunehmen, oder nennen Sie Ihren Preis.`,
};

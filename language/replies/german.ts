/**
 * The replies in German (Sie-Form in every style; money with the decimal comma): the formal set (the default style),
 * the friendly set (warm, „wir“, a thank-you where one fits) and the concise one (price and rounds left, few words).
 */
import type { FactSubject, ReplyWords, StyleWords } from "./reply-words";

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

export const GERMAN_FRIENDLY: StyleWords = {
  agreed: (unit, total) => `Wunderbar, wir sind uns einig: ${unit} pro Stück, ${total} insgesamt. Vielen Dank!`,
  closedMaxRounds: "Schade – in den verfügbaren Runden haben wir leider nicht zusammengefunden. Diese Verhandlung ist beendet. Vielen Dank für Ihre Zeit.",
  closed: "Schade, diesmal hat es leider nicht gepasst. Diese Verhandlung ist beendet.",
  expired: "Diese Verhandlung ist leider abgelaufen. Vielen Dank für Ihr Interesse!",
  withdrawn: "Sie haben sich aus dieser Verhandlung zurückgezogen. Danke, dass Sie mit uns verhandelt haben.",
  roundsLeft: (left) => (left === 1 ? "noch 1 Runde" : `noch ${left} Runden`),
  ourPrice: (offer, left) => `Schön, dass Sie sich dafür interessieren! Unser Preis ist ${offer} pro Stück (${left}).`,
  stands: (offer, left) => `Für Sie bleiben wir bei ${offer} pro Stück (${left}).`,
  canOffer: (offer, left) => `Danke für Ihr Angebot! Wir können Ihnen ${offer} pro Stück anbieten (${left}).`,
  fact: GERMAN.fact,
  noInformation: "Dazu haben wir leider keine Informationen.",
  negotiable: "Über den Stückpreis sprechen wir gern – um den geht es in dieser Verhandlung.",
  askPrice: "An welchen Stückpreis hatten Sie gedacht?",
};

export const GERMAN_CONCISE: StyleWords = {
  agreed: (unit, total) => `Einverstanden: ${unit} pro Stück, ${total} gesamt.`,
  closedMaxRounds: "Runden aufgebraucht, kein Ergebnis. Beendet.",
  closed: "Beendet, kein Ergebnis.",
  expired: "Abgelaufen.",
  withdrawn: "Sie haben sich zurückgezogen. Beendet.",
  roundsLeft: GERMAN.roundsLeft,
  ourPrice: (offer, left) => `Preis: ${offer} pro Stück, ${left}.`,
  stands: (offer, left) => `Weiterhin ${offer} pro Stück, ${left}.`,
  canOffer: (offer, left) => `Jetzt ${offer} pro Stück, ${left}.`,
  fact: GERMAN.fact,
  noInformation: "Dazu keine Informationen.",
  negotiable: "Verhandelbar ist nur der Stückpreis.",
  askPrice: "Ihr Stückpreis?",
};

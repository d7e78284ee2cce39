/** The replies in Spanish (usted; money with the decimal comma). */
import type { FactSubject, ReplyWords } from "./reply-words";

const LABELS: Record<FactSubject, string> = { shipping: "Envío", delivery: "Entrega", warranty: "Garantía", payment: "Pago", returns: "Devoluciones" };

export const SPANISH: ReplyWords = {
  agreed: (unit, total) => `Trato hecho: ${unit} por unidad, ${total} en total.`,
  closedMaxRounds: "Se agotaron las rondas permitidas sin resultado. Esta negociación está cerrada.",
  closed: "Esta negociación se cerró sin resultado.",
  expired: "Esta negociación ha caducado.",
  withdrawn: "Usted se retiró de esta negociación.",
  roundsLeft: (left) => (left === 1 ? "queda 1 ronda" : `quedan ${left} rondas`),
  ourPrice: (offer, left) => `Nuestro precio es ${offer} por unidad (${left}).`,
  stands: (offer, left) => `Nuestra oferta sigue en ${offer} por unidad (${left}).`,
  canOffer: (offer, left) => `Podemos ofrecer ${offer} por unidad (${left}).`,
  fact: (subject, text) => `${LABELS[subject]}: ${text}`,
  noInformation: "No tenemos información sobre eso.",
  negotiable: "Lo que negociamos aquí es el precio por unidad.",
  askPrice: "¿Qué precio por unidad pagaría?",
  confirmAccept: (offer) => `Para confirmar: ¿acepta ${offer} por unidad? Responda «sí» para aceptar, o indique su precio.`,
};

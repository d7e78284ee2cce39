/**
 * The replies in Spanish (usted in every style; money with the decimal comma): the formal set (the default style),
 * the friendly set (warm, «nosotros», a thank-you where one fits) and the concise one (price and rounds left, few
 * words).
 */
import type { FactSubject, ReplyWords, StyleWords } from "./reply-words";

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

export const SPANISH_FRIENDLY: StyleWords = {
  agreed: (unit, total) => `¡Estupendo, trato hecho! ${unit} por unidad, ${total} en total. ¡Muchas gracias!`,
  closedMaxRounds: "Lamentamos no haber encontrado un precio que nos convenga a ambos en las rondas disponibles. Esta negociación está cerrada. Gracias por su tiempo.",
  closed: "Lo sentimos, esta vez no ha podido ser. Esta negociación está cerrada.",
  expired: "Esta negociación ha caducado. ¡Gracias por su interés!",
  withdrawn: "Usted se ha retirado de esta negociación. Gracias por negociar con nosotros.",
  roundsLeft: (left) => (left === 1 ? "le queda 1 ronda" : `le quedan ${left} rondas`),
  ourPrice: (offer, left) => `¡Gracias por su interés! Nuestro precio es ${offer} por unidad (${left}).`,
  stands: (offer, left) => `Para usted mantenemos nuestra oferta en ${offer} por unidad (${left}).`,
  canOffer: (offer, left) => `¡Gracias por su oferta! Podemos ofrecerle ${offer} por unidad (${left}).`,
  fact: SPANISH.fact,
  noInformation: "Lo sentimos, no tenemos información sobre eso.",
  negotiable: "Con gusto hablamos del precio por unidad: es lo que negociamos aquí.",
  askPrice: "¿Qué precio por unidad tenía en mente?",
};

export const SPANISH_CONCISE: StyleWords = {
  agreed: (unit, total) => `Hecho: ${unit} por unidad, ${total} en total.`,
  closedMaxRounds: "Rondas agotadas, sin resultado. Cerrada.",
  closed: "Cerrada, sin resultado.",
  expired: "Caducada.",
  withdrawn: "Se retiró. Cerrada.",
  roundsLeft: SPANISH.roundsLeft,
  ourPrice: (offer, left) => `Precio: ${offer} por unidad, ${left}.`,
  stands: (offer, left) => `Seguimos en ${offer} por unidad, ${left}.`,
  canOffer: (offer, left) => `Ahora ${offer} por unidad, ${left}.`,
  fact: SPANISH.fact,
  noInformation: "Sin información sobre eso.",
  negotiable: "Solo se negocia el precio por unidad.",
  askPrice: "¿Su precio por unidad?",
};

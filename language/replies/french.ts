/** The replies in French (vous; money with the decimal comma; a space before « : » and « ? »). */
import type { FactSubject, ReplyWords } from "./reply-words";

const LABELS: Record<FactSubject, string> = { shipping: "Expédition", delivery: "Livraison", warranty: "Garantie", payment: "Paiement", returns: "Retours" };

export const FRENCH: ReplyWords = {
  agreed: (unit, total) => `Marché conclu : ${unit} par unité, ${total} au total.`,
  closedMaxRounds: "Nous n'avons pas pu nous entendre dans les tours autorisés. Cette négociation est close.",
  closed: "Cette négociation est close sans résultat.",
  expired: "Cette négociation a expiré.",
  withdrawn: "Vous vous êtes retiré de cette négociation.",
  roundsLeft: (left) => (left <= 1 ? `${left} tour restant` : `${left} tours restants`),
  ourPrice: (offer, left) => `Notre prix est de ${offer} par unité (${left}).`,
  stands: (offer, left) => `Notre offre reste à ${offer} par unité (${left}).`,
  canOffer: (offer, left) => `Nous pouvons proposer ${offer} par unité (${left}).`,
  fact: (subject, text) => `${LABELS[subject]} : ${text}`,
  noInformation: "Nous n'avons pas d'information à ce sujet.",
  negotiable: "Ce que nous négocions ici, c'est le prix unitaire.",
  askPrice: "Quel prix unitaire proposeriez-vous ?",
  confirmAccept: (offer) => `Pour confirmer : vous acceptez ${offer} par unité ? Répondez « oui » pour accepter, ou proposez votre prix.`,
};

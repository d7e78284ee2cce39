/**
 * The replies in French (vous in every style; money with the decimal comma; a space before « : », « ? » and « ! »):
 * the formal set (the default style), the friendly set (warm, « nous », a thank-you where one fits) and the concise
 * one (price and rounds left, few words).
 */
import type { FactSubject, ReplyWords, StyleWords } from "./reply-words";

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

export const FRENCH_FRIENDLY: StyleWords = {
  agreed: (unit, total) => `Parfait, c'est conclu : ${unit} par unité, ${total} au total. Merci beaucoup !`,
  closedMaxRounds: "Nous regrettons de ne pas avoir trouvé de terrain d'entente dans les tours prévus. Cette négociation est close. Merci pour votre temps.",
  closed: "Dommage, nous n'avons pas pu nous entendre cette fois-ci. Cette négociation est close.",
  expired: "Cette négociation a expiré. Merci de l'intérêt que vous nous avez porté !",
  withdrawn: "Vous vous êtes retiré de cette négociation. Merci d'avoir échangé avec nous.",
  roundsLeft: (left) => (left <= 1 ? `il vous reste ${left} tour` : `il vous reste ${left} tours`),
  ourPrice: (offer, left) => `Merci de votre intérêt ! Notre prix est de ${offer} par unité (${left}).`,
  stands: (offer, left) => `Pour vous, notre offre reste à ${offer} par unité (${left}).`,
  canOffer: (offer, left) => `Merci pour votre offre ! Nous pouvons vous faire ${offer} par unité (${left}).`,
  fact: FRENCH.fact,
  noInformation: "Désolés, nous n'avons pas d'information à ce sujet.",
  negotiable: "Nous discutons volontiers du prix unitaire : c'est lui que nous négocions ici.",
  askPrice: "Quel prix unitaire aviez-vous en tête ?",
};

export const FRENCH_CONCISE: StyleWords = {
  agreed: (unit, total) => `Conclu : ${unit} par unité, ${total} au total.`,
  closedMaxRounds: "Tours épuisés, sans résultat. Négociation close.",
  closed: "Négociation close, sans résultat.",
  expired: "Négociation expirée.",
  withdrawn: "Vous vous êtes retiré. Négociation close.",
  roundsLeft: FRENCH.roundsLeft,
  ourPrice: (offer, left) => `Prix : ${offer} par unité, ${left}.`,
  stands: (offer, left) => `Toujours ${offer} par unité, ${left}.`,
  canOffer: (offer, left) => `Désormais ${offer} par unité, ${left}.`,
  fact: FRENCH.fact,
  noInformation: "Pas d'information à ce sujet.",
  negotiable: "Seul le prix unitaire se négocie.",
  askPrice: "Votre prix unitaire ?",
};

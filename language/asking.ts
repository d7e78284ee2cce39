/**
 * The questions the shop asks back when it cannot act on a message, in the four reply languages: one copy of each
 * wording. The readers (offline-interpreter.ts, reading-guard.ts) put the English sentence in a reading's
 * `questions`, which the API shows as it is; a reply to the buyer asks the same question in the buyer's language
 * (templates.ts through `askedIn`), so a German buyer is not asked back in English. What the shop tells the buyer to
 * reply ("Ich nehme an", "Je me retire") is itself read at HIGH by the rules (tests/language/asking.test.ts).
 */
import type { Language } from "./interpretation";
import { formatMinor, formatMoney, minorDigits } from "./money-format";

type Wording = (currency: string, amountMinor: number) => string;

/**
 * One question in every reply language; `currency` is the negotiation's ISO code and `amountMinor` an amount the
 * question names (each is ignored by questions without it).
 */
export type Question = Readonly<Record<Language, Wording>>;

export const ASK = {
  price: {
    en: (c) => `What unit price would you pay, in ${c}?`,
    de: (c) => `Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `¿Qué precio por unidad pagaría, en ${c}?`,
  },
  priceAlone: {
    en: (c) => `What unit price would you pay, in ${c}? A number on its own is enough.`,
    de: (c) => `Welchen Stückpreis würden Sie zahlen, in ${c}? Eine Zahl allein genügt.`,
    fr: (c) => `Quel prix unitaire paieriez-vous, en ${c} ? Un nombre seul suffit.`,
    es: (c) => `¿Qué precio por unidad pagaría, en ${c}? Basta con un número.`,
  },
  singlePrice: {
    en: (c) => `Which single unit price would you pay, in ${c}?`,
    de: (c) => `Welchen einen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Quel prix unitaire, un seul, paieriez-vous, en ${c} ?`,
    es: (c) => `¿Qué precio por unidad, uno solo, pagaría, en ${c}?`,
  },
  singleOffer: {
    en: (c) => `Which single unit price are you offering, in ${c}?`,
    de: (c) => `Welchen einen Stückpreis bieten Sie, in ${c}?`,
    fr: (c) => `Quel prix unitaire, un seul, proposez-vous, en ${c} ?`,
    es: (c) => `¿Qué precio por unidad, uno solo, ofrece, en ${c}?`,
  },
  restate: {
    en: (c) => `Please restate your offer plainly: what unit price would you pay, in ${c}?`,
    de: (c) => `Bitte nennen Sie Ihr Angebot noch einmal schlicht: Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Merci de reformuler simplement votre offre : quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `Por favor, repita su oferta de forma sencilla: ¿qué precio por unidad pagaría, en ${c}?`,
  },
  shorter: {
    en: (c) => `Please send a shorter message: what unit price would you pay, in ${c}?`,
    de: (c) => `Bitte schicken Sie eine kürzere Nachricht: Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Merci d'envoyer un message plus court : quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `Por favor, envíe un mensaje más corto: ¿qué precio por unidad pagaría, en ${c}?`,
  },
  manyNumbers: {
    en: (c) => `You wrote many numbers: which single unit price would you pay, in ${c}?`,
    de: (c) => `Sie haben viele Zahlen geschrieben: Welchen einen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Vous avez écrit beaucoup de nombres : quel prix unitaire, un seul, paieriez-vous, en ${c} ?`,
    es: (c) => `Ha escrito muchos números: ¿qué precio por unidad, uno solo, pagaría, en ${c}?`,
  },
  currency: {
    en: (c) => `This negotiation is in ${c}: what unit price would you pay, in ${c}?`,
    de: (c) => `Diese Verhandlung läuft in ${c}: Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Cette négociation est en ${c} : quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `Esta negociación es en ${c}: ¿qué precio por unidad pagaría, en ${c}?`,
  },
  acceptAsItStands: {
    en: () => `Do you accept our current offer as it stands?`,
    de: () => `Nehmen Sie unser aktuelles Angebot so an, wie es steht?`,
    fr: () => `Acceptez-vous notre offre actuelle telle quelle ?`,
    es: () => `¿Acepta nuestra oferta actual tal como está?`,
  },
  acceptOrPrice: {
    en: (c) => `Do you accept our current offer as it stands? If not, what unit price would you pay, in ${c}?`,
    de: (c) => `Nehmen Sie unser aktuelles Angebot so an, wie es steht? Falls nicht: Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Acceptez-vous notre offre actuelle telle quelle ? Sinon, quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `¿Acepta nuestra oferta actual tal como está? Si no, ¿qué precio por unidad pagaría, en ${c}?`,
  },
  acceptOrCounter: {
    en: (c) => `Do you accept our current offer, or is this your counter-offer? Please name one unit price in ${c}.`,
    de: (c) => `Nehmen Sie unser aktuelles Angebot an, oder ist das Ihr Gegenangebot? Bitte nennen Sie einen Stückpreis in ${c}.`,
    fr: (c) => `Acceptez-vous notre offre actuelle, ou est-ce votre contre-offre ? Merci d'indiquer un prix unitaire en ${c}.`,
    es: (c) => `¿Acepta nuestra oferta actual, o es esta su contraoferta? Indique un precio por unidad en ${c}, por favor.`,
  },
  acceptReply: {
    en: () => `Do you accept our current offer? Reply "I accept" to take it, or name your price.`,
    de: () => `Nehmen Sie unser aktuelles Angebot an? Antworten Sie „Ich nehme an“, um es anzunehmen, oder nennen Sie Ihren Preis.`,
    fr: () => `Acceptez-vous notre offre actuelle ? Répondez « J'accepte » pour la prendre, ou indiquez votre prix.`,
    es: () => `¿Acepta nuestra oferta actual? Responda «Acepto» para aceptarla, o indique su precio.`,
  },
  leaving: {
    en: (c) => `Do you want to end this negotiation? Reply "I withdraw" to end it, or make an offer in ${c}.`,
    de: (c) => `Möchten Sie diese Verhandlung beenden? Antworten Sie „Ich ziehe mich zurück“, um sie zu beenden, oder machen Sie ein Angebot in ${c}.`,
    fr: (c) => `Souhaitez-vous mettre fin à cette négociation ? Répondez « Je me retire » pour y mettre fin, ou faites une offre en ${c}.`,
    es: (c) => `¿Desea terminar esta negociación? Responda «Me retiro» para terminarla, o haga una oferta en ${c}.`,
  },
  shorthandMeant: {
    en: (c, a) => `Do you mean ${formatMinor(a, c)}?`,
    de: (c, a) => `Meinen Sie ${formatMoney(a, c, "de")}?`,
    fr: (c, a) => `Voulez-vous dire ${formatMoney(a, c, "fr")} ?`,
    es: (c, a) => `¿Quiere decir ${formatMoney(a, c, "es")}?`,
  },
  leavingReply: {
    en: () => `Do you want to end this negotiation? Reply "I withdraw" to end it, or name your price.`,
    de: () => `Möchten Sie diese Verhandlung beenden? Antworten Sie „Ich ziehe mich zurück“, um sie zu beenden, oder nennen Sie Ihren Preis.`,
    fr: () => `Souhaitez-vous mettre fin à cette négociation ? Répondez « Je me retire » pour y mettre fin, ou indiquez votre prix.`,
    es: () => `¿Desea terminar esta negociación? Responda «Me retiro» para terminarla, o indique su precio.`,
  },
} as const satisfies Record<string, Question>;

const QUESTIONS: readonly Question[] = Object.values(ASK);

/**
 * A question a reader asked (its English sentence), in `language`: the same question's wording in that language
 * when it is one of ASK's, for the currency and the amount it names; any other question as it was written.
 */
export function askedIn(question: string, language: Language): string {
  if (language === "en") return question;
  const currencies = [...new Set([...question.matchAll(/\b[A-Z]{3}\b/gu)].map((m) => m[0])), ""];
  const amounts = [...question.matchAll(/(\d+(?:\.\d+)?) ([A-Z]{3})\b/gu)].map((m) => Math.round(Number(m[1]) * 10 ** minorDigits(m[2]!)));
  for (const asked of QUESTIONS)
    for (const currency of currencies)
      for (const amount of amounts.length > 0 ? amounts : [0]) if (asked.en(currency, amount) === question) return asked[language](currency, amount);
  return question;
}

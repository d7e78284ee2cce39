/**
 * The questions the shop asks back when it cannot act on a message, in the four reply languages: one copy of each
 * wording. The readers (offline-interpreter.ts, reading-guard.ts) put the English sentence in a reading's
 * `questions`, which the API shows as it is; a reply to the buyer asks the same question in the buyer's language
 * (templates.ts through `askedIn`), so a German buyer is not asked back in English. What the shop tells the buyer to
 * reply ("Ich nehme an", "Je me retire") is itself read at HIGH by the rules (tests/language/asking.test.ts).
 */
import type { Language } from "./interpretation";
import { termQuestionIn } from "./asking-terms";
import { formatMinor, formatMoney, minorDigits } from "./money-format";

type Wording = (currency: string, amountMinor: number, terms: string, option: number) => string;

/**
 * One question in every reply language: `currency` is the negotiation's ISO code, `amountMinor` an amount the
 * question names, `terms` the terms a package buyer named (by the owner's labels: "Payment terms 60 days"), `option`
 * an option's number or how many there are. Each is ignored by questions without it.
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
  // A product with terms besides price (reader/packages.ts, reader/terms.ts).
  termsOrLeaving: {
    en: (_c, _a, t) => `Do you want to end this negotiation, or do you propose ${t}?`,
    de: (_c, _a, t) => `Möchten Sie diese Verhandlung beenden, oder schlagen Sie ${t} vor?`,
    fr: (_c, _a, t) => `Souhaitez-vous mettre fin à cette négociation, ou proposez-vous ${t} ?`,
    es: (_c, _a, t) => `¿Desea terminar esta negociación, o propone ${t}?`,
  },
  termsOrAccept: {
    en: (c, _a, t) => `Do you accept our offer as it stands, or do you propose ${t}? Then please name your unit price in ${c}.`,
    de: (c, _a, t) => `Nehmen Sie unser Angebot so an, wie es steht, oder schlagen Sie ${t} vor? Dann nennen Sie bitte Ihren Stückpreis in ${c}.`,
    fr: (c, _a, t) => `Acceptez-vous notre offre telle quelle, ou proposez-vous ${t} ? Dans ce cas, indiquez votre prix unitaire en ${c}.`,
    es: (c, _a, t) => `¿Acepta nuestra oferta tal como está, o propone ${t}? En ese caso, indique su precio por unidad en ${c}.`,
  },
  priceWithTerms: {
    en: (c, _a, t) => `Which unit price, in ${c}, do you offer with ${t}?`,
    de: (c, _a, t) => `Welchen Stückpreis, in ${c}, bieten Sie mit ${t}?`,
    fr: (c, _a, t) => `Quel prix unitaire, en ${c}, proposez-vous avec ${t} ?`,
    es: (c, _a, t) => `¿Qué precio por unidad, en ${c}, ofrece con ${t}?`,
  },
  atWhatPriceWithTerms: {
    en: (c, _a, t) => `At what unit price, in ${c}, with ${t}?`,
    de: (c, _a, t) => `Zu welchem Stückpreis, in ${c}, mit ${t}?`,
    fr: (c, _a, t) => `À quel prix unitaire, en ${c}, avec ${t} ?`,
    es: (c, _a, t) => `¿A qué precio por unidad, en ${c}, con ${t}?`,
  },
  termsAtLastPrice: {
    en: (c, _a, t) => `Do you propose ${t} at your last price? Please confirm, or name a unit price in ${c}.`,
    de: (c, _a, t) => `Schlagen Sie ${t} zu Ihrem letzten Preis vor? Bitte bestätigen Sie, oder nennen Sie einen Stückpreis in ${c}.`,
    fr: (c, _a, t) => `Proposez-vous ${t} à votre dernier prix ? Merci de confirmer, ou d'indiquer un prix unitaire en ${c}.`,
    es: (c, _a, t) => `¿Propone ${t} a su último precio? Confírmelo, o indique un precio por unidad en ${c}.`,
  },
  whichTerms: {
    en: () => `Which terms do you ask for, and at what unit price?`,
    de: () => `Welche Konditionen möchten Sie, und zu welchem Stückpreis?`,
    fr: () => `Quelles conditions demandez-vous, et à quel prix unitaire ?`,
    es: () => `¿Qué condiciones pide, y a qué precio por unidad?`,
  },
  whichTermsManyNumbers: {
    en: () => `You wrote many numbers: which terms do you ask for, and at what unit price?`,
    de: () => `Sie haben viele Zahlen geschrieben: Welche Konditionen möchten Sie, und zu welchem Stückpreis?`,
    fr: () => `Vous avez écrit beaucoup de nombres : quelles conditions demandez-vous, et à quel prix unitaire ?`,
    es: () => `Ha escrito muchos números: ¿qué condiciones pide, y a qué precio por unidad?`,
  },
  whichOffer: {
    en: () => `Which offer do you mean?`,
    de: () => `Welches Angebot meinen Sie?`,
    fr: () => `De quelle offre parlez-vous ?`,
    es: () => `¿A qué oferta se refiere?`,
  },
  whichOption: {
    en: (c, _a, _t, n) => `Which of our offers do you take: ${options(n, "option ", ", ", " or ")}? Or name your own unit price in ${c}.`,
    de: (c, _a, _t, n) => `Welches unserer Angebote nehmen Sie: ${options(n, "Option ", ", ", " oder ")}? Oder nennen Sie Ihren eigenen Stückpreis in ${c}.`,
    fr: (c, _a, _t, n) => `Laquelle de nos offres prenez-vous : ${options(n, "l'option ", ", ", " ou ")} ? Ou indiquez votre propre prix unitaire en ${c}.`,
    es: (c, _a, _t, n) => `¿Cuál de nuestras ofertas toma: ${options(n, "la opción ", ", ", " o ")}? O indique su propio precio por unidad en ${c}.`,
  },
  noOptionsYet: {
    en: (c) => `We have made no offer with options yet: what unit price would you pay, in ${c}?`,
    de: (c) => `Wir haben noch kein Angebot mit Optionen gemacht: Welchen Stückpreis würden Sie zahlen, in ${c}?`,
    fr: (c) => `Nous n'avons pas encore fait d'offre avec des options : quel prix unitaire paieriez-vous, en ${c} ?`,
    es: (c) => `Aún no hemos hecho ninguna oferta con opciones: ¿qué precio por unidad pagaría, en ${c}?`,
  },
  optionAsItStands: {
    en: (c) => `Do you take the option as it stands? If you want other terms, name them with your unit price in ${c}.`,
    de: (c) => `Nehmen Sie die Option so, wie sie steht? Wenn Sie andere Konditionen möchten, nennen Sie sie mit Ihrem Stückpreis in ${c}.`,
    fr: (c) => `Prenez-vous l'option telle quelle ? Si vous voulez d'autres conditions, indiquez-les avec votre prix unitaire en ${c}.`,
    es: (c) => `¿Toma la opción tal como está? Si quiere otras condiciones, indíquelas con su precio por unidad en ${c}.`,
  },
  takeOption: {
    en: (_c, _a, _t, n) => `Do you take option ${n} as it stands?`,
    de: (_c, _a, _t, n) => `Nehmen Sie Option ${n} so, wie sie steht?`,
    fr: (_c, _a, _t, n) => `Prenez-vous l'option ${n} telle quelle ?`,
    es: (_c, _a, _t, n) => `¿Toma la opción ${n} tal como está?`,
  },
  takeOptionOrCounter: {
    en: (c, _a, _t, n) => `Do you take option ${n} as it stands? Or is your price a counter-offer? Please name one unit price in ${c}.`,
    de: (c, _a, _t, n) => `Nehmen Sie Option ${n} so, wie sie steht? Oder ist Ihr Preis ein Gegenangebot? Bitte nennen Sie einen Stückpreis in ${c}.`,
    fr: (c, _a, _t, n) => `Prenez-vous l'option ${n} telle quelle ? Ou votre prix est-il une contre-offre ? Merci d'indiquer un prix unitaire en ${c}.`,
    es: (c, _a, _t, n) => `¿Toma la opción ${n} tal como está? ¿O es su precio una contraoferta? Indique un precio por unidad en ${c}, por favor.`,
  },
} as const satisfies Record<string, Question>;

/** "option 1, option 2 or option 3": the shop's `count` options, listed. */
function options(count: number, prefix: string, comma: string, or: string): string {
  const list = Array.from({ length: Math.max(1, count) }, (_, i) => `${prefix}${i + 1}`);
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(comma)}${or}${list[list.length - 1]}`;
}

const QUESTIONS: readonly Question[] = Object.values(ASK);

/** Stands for a question's terms while its English form is split around them. */
const TERMS_HERE = "\u0000";

/**
 * A question a reader asked (its English sentence), in `language`: the same question's wording in that language
 * when it is one of ASK's, for the currency, amount, terms and option it names; any other question as it was written.
 * A question about one term of a package (asking-terms.ts) is asked the same way. Any other language is answered in
 * English, as the replies are (templates.ts).
 */
export function askedIn(question: string, language: Language | undefined): string {
  // English, and any language the replies do not speak (a stored or forged value), ask as the reading does.
  if (language === undefined || language === "en" || !Object.hasOwn(ASK.price, language)) return question;
  const aboutATerm = termQuestionIn(question, language);
  if (aboutATerm !== null) return aboutATerm;
  const currencies = [...new Set([...question.matchAll(/\b[A-Z]{3}\b/gu)].map((m) => m[0])), ""];
  const amounts = [...question.matchAll(/(\d+(?:\.\d+)?) ([A-Z]{3})\b/gu)].map((m) => Math.round(Number(m[1]) * 10 ** minorDigits(m[2]!)));
  const counts = [...new Set([...question.matchAll(/\b\d{1,2}\b/gu)].map((m) => Number(m[0])))];
  for (const asked of QUESTIONS)
    for (const currency of currencies)
      for (const amount of amounts.length > 0 ? amounts : [0])
        for (const option of counts.length > 0 ? counts : [0]) {
          // Where the English form has the terms, they are what the question has between its fixed words.
          const [before, after] = asked.en(currency, amount, TERMS_HERE, option).split(TERMS_HERE);
          const terms = after === undefined ? "" : question.startsWith(before!) && question.endsWith(after) && question.length > before!.length + after.length ? question.slice(before!.length, question.length - after.length) : null;
          if (terms !== null && asked.en(currency, amount, terms, option) === question) return asked[language](currency, amount, terms, option);
        }
  return question;
}

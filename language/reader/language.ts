/**
 * Which of the four languages a buyer writes in (en, de, fr, es), for the `language` of a reading and so for
 * the reply. franc-min (trigram profiles, linear in the text, 104 KB of data, no eval, no Node API) restricted
 * to the four languages decides messages long enough to carry a signal; it is unreliable on a few words
 * ("Ich biete 480 Euro pro Stück" scores as Spanish, "Te ofrezco 480 euros" as English), so short messages are
 * decided by the words that only one of the four languages uses ("ich", "merci", "gracias"...), and a message
 * with no signal at all ("480", "Deal.", "ok") stays English.
 */
import { franc } from "franc-min";
import type { Language } from "../interpretation";

const FRANC_CODES: Record<string, Language> = { eng: "en", deu: "de", fra: "fr", spa: "es" };
const ONLY = Object.keys(FRANC_CODES);

/** Words that mark one language among the four (lower case, accents kept). A vote each. */
const MARKERS: Record<Language, ReadonlySet<string>> = {
  en: new Set("i i'll i'd i'm we you your the and is are would could can will what how thanks thank please my our it's that's deal hi hello bye offer price but let good for with this have not just sounds think give pay take".split(" ")),
  de: new Set(("ich wir sie ihr ihnen ihre euch euer du dein deinen der die das den dem ist nicht und mit für wäre würde würden danke bitte hallo tschüss preis angebot einverstanden abgemacht nein noch zusammen gerne grüße geht was wie wann kommt viele bleiben auch sehr aber gebe biete zahle nehme" +
      // The short idioms of taking it and letting it go ("Gebongt.", "Passt, i nimm's.", "Lass gut sein.", "Behalt ihn.").
      " gebongt abgmacht topp gekauft passt basst scho nimm nimm's nehm nehm's behalt behalte behalten lass lasst vergessen wir's nee überredet gehört nix tschö tschau geschäft stecken").split(" ")),
  fr: new Set(("je j'accepte nous vous votre tu le la les est et pour merci bonjour salut oui non avec prix offre d'accord ça c'est monsieur madame pas un une mon ma il elle des du au aux combien marché conclu très bien mais est-ce qu'il reste merci donne propose paie prends laisse" +
      " vendu allez ben bon tope topé gardez garde-le gardez-le gardez-la oublie oubliez oublions laissez tomber emballez emballez-moi abstiens bof ouais adjugé").split(" ")),
  es: new Set(("yo te le lo la los las y por gracias hola sí vale precio oferta usted su tu mi me nos con para qué cuánto cuál acepto trato hecho adiós envío el del al quedan cuántas cuántos muy pero está puede doy ofrezco pago dejas dejo llevo quedo quiero puedo" +
      " dale órale cerrado cerramos compro quédeselo quédatelo quédese olvídelo olvídalo olvídate olvídese déjelo déjalo prefiero listo venga pues chao chau bueno").split(" ")),
};

/** The language of `text` (already lower-cased and normalized), English when nothing says otherwise. */
export function detectLanguage(norm: string): Language {
  const words = norm.match(/[\p{L}']+/gu) ?? [];
  const votes: Record<Language, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const w of words.slice(0, 400)) for (const l of Object.keys(MARKERS) as Language[]) if (MARKERS[l].has(w)) votes[l]++;
  if (/[¿¡ñ]/.test(norm)) votes.es += 2;
  if (/[ßäöü]/.test(norm)) votes.de += 2;
  if (/[çœèêàù]/.test(norm)) votes.fr += 1;
  const letters = words.join("").length;
  if (letters >= 40) {
    const code = franc(norm.slice(0, 400), { only: ONLY, minLength: 10 });
    const lang = FRANC_CODES[code];
    if (lang) votes[lang] += 3;
  }
  let best: Language = "en";
  for (const l of ["de", "fr", "es"] as Language[]) if (votes[l] > votes[best]) best = l;
  return votes[best] > 0 ? best : "en";
}

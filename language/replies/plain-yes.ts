/**
 * Whether a message is a plain "yes" and nothing else, in English, German, French or Spanish: the only answer
 * that turns a pending confirmation (the shop asked "To confirm: you accept 520.00 EUR per unit?") into an
 * acceptance. Deliberately narrow: every word must come from the closed lists below (a yes, a word of politeness,
 * "I confirm"), so "yes, but 480", "yes — the system says accept" or "yes?" are not a plain yes, and nothing a
 * buyer writes can make it one by instructing the system.
 */

/** Words that say yes, or confirm, on their own. */
const YES = new Set([
  // English
  "yes", "yeah", "yep", "yup", "ok", "okay", "sure", "confirm", "confirmed", "correct", "accept", "accepted", "absolutely", "definitely",
  // German
  "ja", "jawohl", "jep", "genau", "richtig", "bestätigt", "bestätige", "einverstanden", "akzeptiert", "akzeptiere", "klar",
  // French
  "oui", "ouais", "confirmé", "confirmée", "confirme", "accepte", "accepté", "exactement", "absolument", "d'accord", "parfait",
  // Spanish
  "sí", "si", "claro", "confirmo", "confirmado", "acepto", "aceptado", "vale", "correcto", "exacto", "acuerdo",
]);

/** Words that may stand beside a yes without changing it. */
const FILLER = new Set([
  "please", "thanks", "thank", "you", "i", "do", "of", "course", "that's", "right",
  "bitte", "danke", "ich", "gerne", "gern", "natürlich",
  "merci", "je", "s'il", "vous", "plaît", "plait", "bien", "sûr", "c'est", "ça",
  "por", "favor", "gracias", "de", "lo", "supuesto",
]);

const MAX_WORDS = 6;

export function isPlainYes(text: string): boolean {
  if (typeof text !== "string" || text.length > 80) return false;
  const flat = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[.!,;:¡"«»„“”()\-–—]+/g, " ")
    .trim();
  if (flat === "" || /[?¿]/.test(flat)) return false;
  const words = flat.split(/\s+/);
  if (words.length > MAX_WORDS) return false;
  let yes = false;
  for (const word of words) {
    if (YES.has(word)) yes = true;
    else if (!FILLER.has(word)) return false;
  }
  return yes;
}

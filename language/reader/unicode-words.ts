/**
 * Word boundaries that know accented letters. JavaScript's `\b` only knows ASCII word characters, so "\bà",
 * "\bça marche" or "moitié\b" never match where a reader expects; a pattern built from words in four languages
 * passes its source through `unicodeWords` instead.
 */

/** `\b` that knows accented letters ("\bà", "marché\b"): JavaScript's own only knows ASCII. */
const B = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

/**
 * Whether every alternative of the group opening at `open` (a "(" or "(?:") begins with an ASCII letter or digit:
 * then a `\b` before it decides as it does before a plain ASCII word. Anything else (a nested group, a class, an
 * escape, a lookaround, an accented letter) answers no, and keeps the letter-aware boundary.
 */
function groupStartsAscii(source: string, open: number): boolean {
  let at = open + 1;
  if (source[at] === "?") {
    if (source[at + 1] !== ":") return false;
    at += 2;
  }
  let depth = 0;
  let alternativeStart = true;
  for (let i = at; i < source.length; i++) {
    const c = source[i]!;
    if (alternativeStart) {
      if (!/[A-Za-z0-9]/.test(c)) return false;
      alternativeStart = false;
    }
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      // Skip a class: a "|" or ")" inside it separates nothing.
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) return true;
      depth--;
    } else if (c === "|" && depth === 0) alternativeStart = true;
  }
  return false;
}

/**
 * Replaces `\b` by a boundary that knows accented letters where the pattern needs it: next to a non-ASCII letter
 * or a group. Elsewhere the native `\b` stays (an ASCII letter on its side decides it), which keeps the big
 * alternations fast: the letter-aware boundary is tried at every position of a message, and on every alternative
 * it made an ordinary message 10× slower. So a group whose every alternative begins with an ASCII letter keeps the
 * native `\b` before it, as a plain ASCII word does.
 */
export const unicodeWords = (source: string) =>
  source.replace(/\\b/g, (match, at: number) => {
    const next = source[at + 2] ?? "";
    const previous = source[at - 1] ?? "";
    if (/[^\x00-\x7f)]/.test(previous) || previous === ")") return B;
    if (next === "(") return groupStartsAscii(source, at + 2) ? match : B;
    return /[^\x00-\x7f(]/.test(next) ? B : match;
  });

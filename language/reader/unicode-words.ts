/**
 * Word boundaries that know accented letters. JavaScript's `\b` only knows ASCII word characters, so "\bà",
 * "\bça marche" or "moitié\b" never match where a reader expects; a pattern built from words in four languages
 * passes its source through `unicodeWords` instead.
 */

/** `\b` that knows accented letters ("\bà", "marché\b"): JavaScript's own only knows ASCII. */
const B = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;
/**
 * Replaces `\b` by a boundary that knows accented letters where the pattern needs it: next to a non-ASCII letter
 * or a group. Elsewhere the native `\b` stays (an ASCII letter on its side decides it), which keeps the big
 * alternations fast: the letter-aware boundary on every alternative made an ordinary message 10× slower.
 */
export const unicodeWords = (source: string) =>
  source.replace(/\\b/g, (match, at: number) => {
    const next = source[at + 2] ?? "";
    const previous = source[at - 1] ?? "";
    return /[^\x00-\x7f(]/.test(next) || next === "(" || /[^\x00-\x7f)]/.test(previous) || previous === ")" ? B : match;
  });

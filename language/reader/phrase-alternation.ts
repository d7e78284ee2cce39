/**
 * A long family of phrases as one regular expression that stays fast. V8 stops optimising a pattern whose source
 * passes 20 KB, and a long alternation whose alternatives all open with a lookaround defeats its quick first-
 * character checks: the reader's largest families (taking the offer, walking away) ran about ten times slower as
 * one pattern than as a series of small ones. A family that long is still one RegExp — its `source`, `exec` and
 * `replace` are the whole alternation — but its `test` asks small alternations of the same phrases in turn. That
 * answers the same: a text matches an alternation exactly when it matches one of its alternatives.
 */

/** When a family is split, and into what: `splitFrom` and `piece` are lengths of pattern source. */
export interface SplitSizes {
  /** Families shorter than this stay one pattern: splitting a short one gains nothing and can cost. */
  splitFrom: number;
  /** The size of each small alternation a long family is asked as. */
  piece: number;
}

const SIZES: SplitSizes = { splitFrom: 16_000, piece: 1_000 };

class PhraseAlternation extends RegExp {
  readonly #pieces: readonly RegExp[];

  constructor(alternatives: readonly string[], flags: string, pieceSize: number) {
    super(alternatives.join("|"), flags);
    const pieces: RegExp[] = [];
    let piece: string[] = [];
    for (const alternative of alternatives) {
      if (piece.length > 0 && piece.join("|").length + alternative.length > pieceSize) {
        pieces.push(new RegExp(piece.join("|"), flags));
        piece = [];
      }
      piece.push(alternative);
    }
    if (piece.length > 0) pieces.push(new RegExp(piece.join("|"), flags));
    this.#pieces = pieces;
  }

  override test(text: string): boolean {
    return this.#pieces.some((piece) => piece.test(text));
  }
}

/**
 * One pattern matching any of `alternatives` (each a whole alternative: joined with `|` at the top level). A
 * stateful flag (`g`, `y`) would make `test` depend on `lastIndex`, so those are refused.
 */
export function phraseAlternation(alternatives: readonly string[], flags = "u", sizes: SplitSizes = SIZES): RegExp {
  if (/[gy]/.test(flags)) throw new Error("phraseAlternation: a global or sticky pattern has state; use one pattern");
  const whole = alternatives.join("|");
  return whole.length < sizes.splitFrom ? new RegExp(whole, flags) : new PhraseAlternation(topLevelAlternatives(alternatives), flags, sizes.piece);
}

/** Splits each alternative at its own top-level `|`, so that no piece is larger than it needs to be. */
function topLevelAlternatives(alternatives: readonly string[]): string[] {
  const out: string[] = [];
  for (const source of alternatives) {
    let depth = 0;
    let inClass = false;
    let start = 0;
    for (let i = 0; i < source.length; i++) {
      const c = source[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (inClass) {
        if (c === "]") inClass = false;
        continue;
      }
      if (c === "[") inClass = true;
      else if (c === "(") depth++;
      else if (c === ")") depth--;
      else if (c === "|" && depth === 0) {
        out.push(source.slice(start, i));
        start = i + 1;
      }
    }
    out.push(source.slice(start));
  }
  return out;
}

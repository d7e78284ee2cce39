/**
 * Work counted in operations, not milliseconds: every regular expression a synchronous call runs, and how
 * many characters each was handed to scan (from where it starts to the end of its match, or of the string when
 * it finds none; a sticky expression only at its position). A scan that restarts over the whole message for
 * each number, or a rule run once per word over the rest of the text, shows as quadratic growth here, whatever
 * the machine's load. (Backtracking inside one expression is not counted: `npm run bench -- reader` times it.)
 *
 * It wraps RegExp.prototype.exec, through which test, match, matchAll, replace and split all go (ECMAScript's
 * RegExpExec), for the duration of `fn` only; `fn` must be synchronous so nothing else runs meanwhile.
 */
export interface RegexWork<T> {
  result: T;
  /** Regular expression executions. */
  calls: number;
  /** Characters handed to them to scan. */
  chars: number;
}

export function regexWork<T>(fn: () => T): RegexWork<T> {
  const exec = RegExp.prototype.exec;
  let calls = 0;
  let chars = 0;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, text);
    calls++;
    if (this.sticky) chars += match ? Math.max(1, match[0].length) : 1;
    else chars += Math.max(1, (match ? match.index + match[0].length : text.length) - from);
    return match;
  };
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error("regexWork counts synchronous work only");
    return { result, calls, chars };
  } finally {
    RegExp.prototype.exec = exec;
  }
}

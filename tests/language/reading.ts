/**
 * The offline reader as the language tests call it: a reader bound to one negotiation's context (a test may change a
 * field for one message, its currency most often), and a reading shown as the failure message, so that a failing
 * sentence says what was read, how sure, and what was doubted.
 */
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

export type Reading = ReturnType<typeof interpretOffline>;

/** A reader of buyers' messages in `context`; `changes` replace its fields for one message. */
export function readerIn(context: InterpretationContext): (text: string, changes?: Partial<InterpretationContext>) => Reading {
  return (text, changes = {}) => interpretOffline(text, { ...context, ...changes });
}

/** A reading as a test failure shows it: the text, the move, the confidence and the gaps. */
export function shown(text: string, r: Reading): string {
  return `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;
}

/**
 * The builder the twenty-ninth set's modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's
 * own `messagesIn`, with every id prefixed `fresh29-` (`fresh29-<language>-<nnn>`), so that no id can collide with
 * the original corpus or any earlier fresh set, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh29In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh29-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh29-${m.id}` })),
  };
}

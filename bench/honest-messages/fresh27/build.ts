/**
 * The builder the twenty-seventh set's modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's
 * own `messagesIn`, with every id prefixed `fresh27-` (`fresh27-<language>-<nnn>`), so that no id can collide with
 * the original corpus or any earlier fresh set, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh27In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh27-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh27-${m.id}` })),
  };
}

/**
 * The builder the ninth set's modules (for tuning) (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the
 * corpus's own `messagesIn`, with every id prefixed `fresh9-` (`fresh9-<language>-<nnn>`), so that no id can
 * collide with the original corpus or the earlier fresh sets, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh9In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh9-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh9-${m.id}` })),
  };
}

/**
 * Checking what a buyer's move says about a package before anything is played (issue 28): the terms it asks
 * for must be terms the product negotiates, of the right type, on their grid and in range (terms/package-values.ts,
 * the rule the kernel applies too), and an option it accepts must be one the shop's standing offer holds. Each
 * problem names its field (`terms.payment-days`, `optionId`), as every validation failure does, and the room
 * writes nothing: no round is used, no history line or event appears.
 */
import { termValueProblems } from "../../terms/package-values";
import type { TermValues } from "../../kernel/types";
import { fail, type RpcResult } from "../../common/problem";
import type { RoomRow } from "./room-row";

interface FieldError {
  path: string;
  pointer: string;
  message: string;
}

/**
 * The problem with a move's terms or option id, or null when it can be played. `within`: where the move sits in
 * the request body (`offer` when it opens a negotiation), so the fields are named as the client sent them.
 */
export function packageMoveProblems(
  row: Pick<RoomRow, "config" | "kernelState">,
  move: { terms?: TermValues | undefined; optionId?: string | undefined },
  within?: string,
): RpcResult<never> | null {
  const errors: FieldError[] = [];
  if (move.terms !== undefined) {
    for (const p of termValueProblems(row.config.package?.terms ?? [], move.terms)) {
      const path = within ? `${within}.${p.path}` : p.path;
      errors.push({ path, pointer: `${within ? `/${within}` : ""}${pointerOf(p.path)}`, message: p.message });
    }
  }
  if (move.optionId !== undefined) {
    const options = row.kernelState.package?.options ?? [];
    if (!row.config.package) errors.push({ path: "optionId", pointer: "/optionId", message: "this product negotiates price only: there are no options to pick" });
    else if (!options.some((o) => o.id === move.optionId)) {
      const ids = options.length > 1 ? options.map((o) => o.id).join(", ") : "";
      errors.push({ path: "optionId", pointer: "/optionId", message: ids ? `is not one of the shop's standing options (${ids})` : "the shop's standing offer has no options: accept it without optionId" });
    }
  }
  if (errors.length === 0) return null;
  return fail("validation-failed", errors.map((e) => `${e.path}: ${e.message}`).join("; "), { errors });
}

/** `terms.<id>` as an RFC 6901 pointer (`/terms/<id>`): the id is one segment, whatever it holds. */
function pointerOf(path: string): string {
  const dot = path.indexOf(".");
  const segments = dot < 0 ? [path] : [path.slice(0, dot), path.slice(dot + 1)];
  return segments.map((s) => `/${s.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

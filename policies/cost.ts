/**
 * What a policy condition may cost. CEL has no loops, but its comprehensions (`all`, `exists`, `exists_one`,
 * `map`, `filter`) nest, and a 200-node condition of six nested `.all` over ten-element lists evaluates its body
 * a million times (0.35–0.7 s) — on every round of every negotiation of the shop. So every condition is costed
 * before it is accepted, and evaluated within a step budget.
 *
 * The unit is a **step**: one evaluation of one node of the condition by the CEL interpreter (~23 ns on the
 * machine the benchmarks run on, up to ~39 under load; the other charges below are set so that a step of any
 * kind of work costs no more: bench/README.md "Policy cost"). The static estimate is an upper bound on the
 * steps one evaluation can take, whatever the variables hold:
 *
 * - every node costs a step; a comprehension costs its range's largest possible length × (its body + 3);
 *   comprehensions nest, so their ranges multiply;
 * - a range's length is known from what builds it: a list literal's elements, a `map`/`filter` of another
 *   range, `+` of two lists, `split` of a string (its length + 1), `bytes.json()` (its bytes); the policy
 *   variables are scalars and strings of at most MAX_VARIABLE_STRING characters (policies/environment.ts);
 * - an error is slow to build (ERROR_STEPS): every node that can raise one where it is caught and the
 *   evaluation goes on (left of `&&`/`||`, the bodies of `all`/`exists`) is charged one per evaluation, and a
 *   condition that can fail at all one more; int arithmetic is known not to fail when its operands are bounded
 *   (variables hold at most MAX_VARIABLE_INT, literals what they say);
 * - work inside a library function is charged by the length of its inputs (a step per 4 characters; a
 *   substring search per 16 character pairs); list equality and `in` by the elements they compare;
 * - `matches` needs a literal pattern; a pattern with nested repetition (a repeated group that itself repeats
 *   or alternates) or a back-reference is refused (exponential backtracking), and the rest are charged for
 *   their worst backtracking: start positions × the choices of every repetition.
 *
 * At run time (withinBudget) the CEL interpreter counts the steps it takes and stops a condition that
 * exceeds its budget: the condition then counts as one that failed to evaluate (policies/evaluate.ts: the
 * decision escalates, fail safe). For an accepted condition the estimate bounds the steps, so the budget only
 * ever stops a condition that was never costed (a set stored before these limits) or one the estimate got
 * wrong. tests/policies/cost.test.ts checks the estimate against the counted steps.
 */
import type { ASTNode } from "@marcbachmann/cel-js";
import { MAX_TERM_KEYS, MAX_VARIABLE_INT, NESTED_MESSAGES, POLICY_VARIABLES, policyEnvironment, TERMS_VARIABLE } from "./environment";

export const POLICY_COST_LIMITS = {
  /**
   * One condition, steps per evaluation (~0.25 ms here). A comprehension-free condition (≤ 200 nodes) costs a
   * few hundred at most; this leaves room for a comprehension of 100 elements with a body of 90 nodes, or two
   * nested ones of 10 × 10 with a body of 90 — not for a third level.
   */
  perPolicy: 10_000,
  /**
   * A whole set, steps per decision (every condition is evaluated for every decision): ~2.3 ms here. Above any
   * comprehension-free set of bounded arithmetic the file size allows (64 KiB of conditions is at most ~40,000
   * nodes).
   */
  perSet: 100_000,
} as const;

/**
 * The longest string a policy variable holds, assumed (not enforced): buyer and product ids are at most 64
 * characters (workers/schemas.ts; a dry run's sample at most 128), the rest are names and codes.
 */
export const MAX_VARIABLE_STRING = 256;
/** Characters a step covers in a library function (a scan, a copy, a comparison: `size()` walks code points). */
const CHARS_PER_STEP = 4;
/** Character comparisons a step covers in a substring search. */
const PAIRS_PER_STEP = 16;
/** Steps a comprehension spends per element beyond its body (the step node, the accumulator, the result). */
const PER_ITERATION = 3;
/** A time-zone conversion (`getHours("Europe/Paris")`) builds a date formatter: ~20–40 µs. */
const TIME_ZONE_STEPS = 2_000;
/**
 * An error the interpreter raises and then catches (CEL's `&&` and `||`, the bodies of `all` and `exists`, go on
 * past one): building it — its message quotes the condition — costs ~8–15 µs here, 300–500 steps.
 */
export const ERROR_STEPS = 500;

/** The largest value an expression can produce, as far as its cost is concerned. */
interface Shape {
  kind: "scalar" | "text" | "list" | "map" | "message" | "any";
  /** Characters (text), elements (list), entries (map); for any: its total size. */
  size: number;
  /** Elements (list) or keys (map). */
  item?: Shape;
  /** Map values. */
  value?: Shape;
  /** Everything inside, counted once per scalar or character: what a deep comparison touches. */
  total: number;
  /** A variable group (message): its name. */
  group?: string;
  /** Scalars: a double (arithmetic on it never fails). */
  double?: boolean;
  /** Int scalars: the largest absolute value, when known (literals, ranges over them, sizes and sums of those). */
  bound?: bigint;
  /** Int literals: the value. */
  literal?: bigint;
}

const SCALAR: Shape = { kind: "scalar", size: 1, total: 1 };
const DOUBLE: Shape = { kind: "scalar", size: 1, total: 1, double: true };
const MESSAGE = (group: string): Shape => ({ kind: "message", size: 1, total: 1, group });
const intUpTo = (bound: bigint): Shape => ({ kind: "scalar", size: 1, total: 1, bound });
const abs = (n: bigint) => (n < 0n ? -n : n);
const VARIABLE_INT = intUpTo(BigInt(MAX_VARIABLE_INT));
const text = (chars: number): Shape => ({ kind: "text", size: chars, total: Math.max(1, chars) });
const list = (size: number, item: Shape): Shape => ({ kind: "list", size, item, total: 1 + size * item.total });
const map = (size: number, key: Shape, value: Shape): Shape => ({ kind: "map", size, item: key, value, total: 1 + size * (key.total + value.total) });
/** Any value built from at most `n` units (parsed JSON): every range in it, every string, at most n. */
function anything(n: number): Shape {
  const s: Shape = { kind: "any", size: n, total: Math.max(1, n) };
  s.item = s;
  s.value = s;
  return s;
}

/** Whatever both branches of a conditional can produce. */
function join(a: Shape, b: Shape): Shape {
  if (a === b) return a;
  if (a.kind === b.kind) {
    if (a.kind === "scalar") return a.double && b.double ? DOUBLE : a.bound !== undefined && b.bound !== undefined ? intUpTo(a.bound > b.bound ? a.bound : b.bound) : SCALAR;
    if (a.kind === "message") return a;
    if (a.kind === "text") return text(Math.max(a.size, b.size));
    if (a.kind === "list") return list(Math.max(a.size, b.size), join(a.item!, b.item!));
    if (a.kind === "map") return map(Math.max(a.size, b.size), join(a.item!, b.item!), join(a.value!, b.value!));
  }
  if (a.kind === "scalar") return b;
  if (b.kind === "scalar") return a;
  return anything(Math.max(a.total, b.total, a.size, b.size));
}

const steps = (chars: number) => Math.ceil(chars / CHARS_PER_STEP);
const elementsOf = (s: Shape): Shape => (s.kind === "map" || s.kind === "list" || s.kind === "any" ? s.item! : SCALAR);
const valuesOf = (s: Shape): Shape => (s.kind === "map" ? s.value! : s.kind === "list" || s.kind === "any" ? s.item! : SCALAR);
const lengthOf = (s: Shape): number => (s.kind === "scalar" || s.kind === "message" ? 1 : s.size);
const INT_MAX = 2n ** 63n - 1n;

/** A refusal found while costing: a construct with no useful bound. */
class Unbounded extends Error {}

interface Costed {
  cost: number;
  shape: Shape;
}

/** Where a node is walked: the comprehension variables in scope, and whether an error there is caught. */
interface Where {
  scope: ReadonlyMap<string, Shape>;
  /** Evaluations of the node per evaluation of the condition: the ranges around it multiplied. */
  loops: number;
  /**
   * Whether an error raised here is caught and the evaluation goes on (the left operand of `&&` and `||`, the
   * body of `all` and `exists`): then each evaluation of the node can raise one. Elsewhere an error ends the
   * condition, once.
   */
  caught: boolean;
}

/** The comprehension that costs most, for the refusal's message. */
interface Hot {
  node: ASTNode;
  cost: number;
}

const COMPREHENSIONS = new Set(["all", "exists", "exists_one", "map", "filter"]);
/** Comprehensions that go on after an error in their body (the others stop, and pass it on). */
const CATCHING = new Set(["all", "exists"]);
const VARIABLE_GROUPS = new Set(Object.keys(POLICY_VARIABLES));
/** The package's terms: a map of at most MAX_TERM_KEYS ids (40 characters) to numbers or strings (60 characters); values are dyn. */
const TERMS: Shape = map(MAX_TERM_KEYS, text(40), anything(60));

class Estimator {
  hot: Hot | null = null;
  /** The most evaluations of any comprehension's body: ranges multiplied over the nesting. */
  maxIterations = 0;
  /** Whether some node can raise an error where nothing catches it (the condition then fails, once). */
  uncaught = false;

  /** @param errorSteps what an error costs (0: the error-free estimate). */
  constructor(private readonly errorSteps: number) {}

  /** The cost of a node that can raise an error: an error costs ~10× a comprehension's whole iteration. */
  private mayFail(where: Where): number {
    if (where.caught) return this.errorSteps;
    this.uncaught = true;
    return 0;
  }

  walk(node: ASTNode, where: Where): Costed {
    const n = node as ASTNode & { op: string; args: never };
    const args = n.args as unknown;
    switch (n.op) {
      case "value":
        if (typeof args === "string" || args instanceof Uint8Array) return { cost: 1, shape: text(args.length) };
        if (typeof args === "number") return { cost: 1, shape: DOUBLE };
        if (typeof args === "bigint") return { cost: 1, shape: { ...SCALAR, literal: args, bound: abs(args) } };
        return { cost: 1, shape: SCALAR };
      case "id": {
        const name = args as string;
        const bound = where.scope.get(name);
        if (bound) return { cost: 1, shape: bound };
        if (name === TERMS_VARIABLE) return { cost: 1, shape: TERMS };
        return { cost: 1, shape: VARIABLE_GROUPS.has(name) ? MESSAGE(name) : SCALAR };
      }
      case ".":
      case ".?": {
        const [left, field] = args as [ASTNode, string];
        const l = this.walk(left, where);
        // A message's fields are checked when the condition is; a map's key may be missing.
        const fails = l.shape.kind === "message" ? 0 : this.mayFail(where);
        return { cost: 1 + l.cost + fails, shape: this.field(l.shape, field) };
      }
      case "[]":
      case "[?]": {
        const [left, index] = args as [ASTNode, ASTNode];
        const l = this.walk(left, where);
        const r = this.walk(index, where);
        const shape = l.shape.kind === "message" ? this.field(l.shape, null) : valuesOf(l.shape);
        return { cost: 1 + l.cost + r.cost + steps(r.shape.total) + this.mayFail(where), shape };
      }
      case "!_":
      case "-_": {
        const c = this.walk(args as ASTNode, where);
        return { cost: 1 + c.cost + (c.shape.kind === "any" ? this.mayFail(where) : 0), shape: n.op === "-_" ? c.shape : SCALAR };
      }
      case "?:": {
        const [cond, yes, no] = args as [ASTNode, ASTNode, ASTNode];
        const c = this.walk(cond, where);
        const y = this.walk(yes, where);
        const f = this.walk(no, where);
        return { cost: 1 + c.cost + Math.max(y.cost, f.cost) + (c.shape.kind === "any" ? this.mayFail(where) : 0), shape: join(y.shape, f.shape) };
      }
      case "&&":
      case "||": {
        // The left operand's errors are caught (CEL's commutative && and ||: the right one may decide).
        const [left, right] = args as [ASTNode, ASTNode];
        const l = this.walk(left, { ...where, caught: true });
        const r = this.walk(right, where);
        const dynamic = l.shape.kind === "any" || r.shape.kind === "any";
        return { cost: 1 + l.cost + r.cost + (dynamic ? this.mayFail(where) : 0), shape: SCALAR };
      }
      case "list": {
        const items = (args as ASTNode[]).map((a) => this.walk(a, where));
        const item = items.reduce<Shape | null>((acc, c) => (acc ? join(acc, c.shape) : c.shape), null) ?? SCALAR;
        return { cost: 1 + sum(items.map((c) => c.cost)), shape: list(items.length, item) };
      }
      case "map": {
        const entries = (args as [ASTNode, ASTNode][]).map(([k, v]) => [this.walk(k, where), this.walk(v, where)] as const);
        const key = entries.reduce<Shape | null>((acc, [k]) => (acc ? join(acc, k.shape) : k.shape), null) ?? SCALAR;
        const value = entries.reduce<Shape | null>((acc, [, v]) => (acc ? join(acc, v.shape) : v.shape), null) ?? SCALAR;
        // Building the map: two steps per entry and one per 4 characters of its keys.
        const building = sum(entries.map(([k]) => 2 + steps(k.shape.total)));
        return { cost: 1 + sum(entries.map(([k, v]) => k.cost + v.cost)) + building, shape: map(entries.length, key, value) };
      }
      case "call": {
        const [name, callArgs] = args as [string, ASTNode[]];
        if (name === "has") return { cost: 1 + this.walk(callArgs[0]!, where).cost, shape: SCALAR };
        return this.call(name, null, callArgs.map((a) => this.walk(a, where)), callArgs, where);
      }
      case "rcall": {
        const [name, receiver, callArgs] = args as [string, ASTNode, ASTNode[]];
        if (name === "bind" && receiver.op === "id" && receiver.args === "cel" && callArgs.length === 3 && callArgs[0]!.op === "id") {
          const value = this.walk(callArgs[1]!, where);
          const body = this.walk(callArgs[2]!, { ...where, scope: new Map(where.scope).set(callArgs[0]!.args as string, value.shape) });
          return { cost: 1 + value.cost + body.cost, shape: body.shape };
        }
        if (COMPREHENSIONS.has(name) && callArgs.length >= 2 && callArgs[0]!.op === "id") return this.comprehension(node, name, receiver, callArgs, where);
        const r = this.walk(receiver, where);
        return this.call(name, r, callArgs.map((a) => this.walk(a, where)), callArgs, where);
      }
      default:
        return this.binary(n.op, args as [ASTNode, ASTNode], where);
    }
  }

  private field(owner: Shape, field: string | null): Shape {
    if (owner.kind === "message") {
      // A group's fields, or a nested message's (counterparty.reputation): those are messages too.
      const fields = (POLICY_VARIABLES[owner.group as keyof typeof POLICY_VARIABLES] ?? NESTED_MESSAGES[owner.group!]) as Record<string, string> | undefined;
      const type = field === null ? "string" : fields?.[field];
      if (type !== undefined && NESTED_MESSAGES[type]) return MESSAGE(type);
      return type === "string" ? text(MAX_VARIABLE_STRING) : type === "double" ? DOUBLE : type === "int" ? VARIABLE_INT : SCALAR;
    }
    return valuesOf(owner);
  }

  private comprehension(node: ASTNode, name: string, receiver: ASTNode, callArgs: ASTNode[], where: Where): Costed {
    const range = this.walk(receiver, where);
    const length = lengthOf(range.shape);
    const element = elementsOf(range.shape);
    const iterations = where.loops * length;
    const inner: Where = { scope: new Map(where.scope).set(callArgs[0]!.args as string, element), loops: iterations, caught: where.caught || CATCHING.has(name) };
    const body = callArgs.slice(1).map((a) => this.walk(a, inner));
    // A range that is not a list or a map fails (dyn values only; typed ones are checked with the condition).
    const fails = range.shape.kind === "any" ? this.mayFail(where) : 0;
    const cost = 2 + range.cost + fails + length * (PER_ITERATION + sum(body.map((b) => b.cost)));
    if (iterations > this.maxIterations) this.maxIterations = iterations;
    if (!this.hot || cost > this.hot.cost) this.hot = { node, cost };
    const shape = name === "map" ? list(length, body.at(-1)!.shape) : name === "filter" ? list(length, element) : SCALAR;
    return { cost, shape };
  }

  private binary(op: string, operands: [ASTNode, ASTNode], where: Where): Costed {
    const l = this.walk(operands[0], where);
    const r = this.walk(operands[1], where);
    const base = 1 + l.cost + r.cost;
    const a = l.shape;
    const b = r.shape;
    // An operator applied to a dyn value is resolved when it runs, and may find no overload.
    const dynamic = a.kind === "any" || b.kind === "any" ? this.mayFail(where) : 0;
    switch (op) {
      case "+":
      case "-":
      case "*":
      case "/":
      case "%": {
        if (op === "+" && a.kind === "text" && b.kind === "text") return { cost: base + steps(a.size + b.size), shape: text(a.size + b.size) };
        if (op === "+" && a.kind === "list" && b.kind === "list") {
          const size = a.size + b.size;
          return { cost: base + size, shape: list(size, join(a.item!, b.item!)) };
        }
        if (a.kind === "scalar" && b.kind === "scalar") {
          if (a.double || b.double) return { cost: base, shape: DOUBLE };
          const bound = resultBound(op, a, b);
          return { cost: base + (bound === undefined ? this.mayFail(where) : 0), shape: bound === undefined ? SCALAR : intUpTo(bound) };
        }
        const size = a.total + b.total;
        return { cost: base + size + dynamic, shape: anything(size) };
      }
      case "==":
      case "!=":
        return { cost: base + this.compare(a, b), shape: SCALAR };
      case "<":
      case "<=":
      case ">":
      case ">=":
        return { cost: base + this.compare(a, b) + dynamic, shape: SCALAR };
      case "in": {
        if (b.kind === "map") return { cost: base + 1 + steps(a.total) + dynamic, shape: SCALAR };
        const length = lengthOf(b);
        return { cost: base + length * (1 + this.compare(a, elementsOf(b))) + dynamic, shape: SCALAR };
      }
      default:
        return { cost: base + dynamic, shape: SCALAR };
    }
  }

  /** Steps beyond the operands to compare two values (deep for lists and maps). */
  private compare(a: Shape, b: Shape): number {
    if (a.kind === "scalar" || b.kind === "scalar" || a.kind === "message" || b.kind === "message") return 0;
    if (a.kind === "text" && b.kind === "text") return steps(Math.min(a.size, b.size));
    return Math.min(a.total, b.total);
  }

  private call(name: string, receiver: Costed | null, args: Costed[], argNodes: ASTNode[], where: Where): Costed {
    const base = 1 + (receiver?.cost ?? 0) + sum(args.map((a) => a.cost));
    const subject = receiver?.shape ?? args[0]?.shape ?? SCALAR;
    const len = subject.kind === "text" || subject.kind === "any" ? subject.size : 0;
    const arg = (i: number) => args[i]?.shape ?? SCALAR;
    const argLen = (i: number) => {
      const s = arg(i);
      return s.kind === "text" || s.kind === "any" ? s.size : 0;
    };
    const dynamic = [subject, ...args.map((a) => a.shape)].some((s) => s.kind === "any") ? this.mayFail(where) : 0;
    switch (name) {
      case "size":
        return { cost: base + steps(len) + dynamic, shape: Number.isFinite(lengthOf(subject)) ? intUpTo(BigInt(lengthOf(subject))) : SCALAR };
      case "dyn":
        return { cost: base, shape: subject };
      case "type":
        return { cost: base, shape: SCALAR };
      case "int":
      case "uint":
      case "double":
      case "bool":
      case "timestamp":
      case "duration":
        // Conversions fail on text that is no number (or time), on a double out of range, a negative uint.
        return { cost: base + steps(len) + (subject.double || subject.kind !== "scalar" || name === "uint" || name === "timestamp" ? this.mayFail(where) : dynamic), shape: name === "double" ? DOUBLE : SCALAR };
      case "string":
        return { cost: base + steps(len) + dynamic, shape: subject.kind === "text" || subject.kind === "any" ? text(subject.size) : text(32) };
      case "bytes":
        // UTF-8 takes up to 3 bytes per UTF-16 unit.
        return { cost: base + steps(len) + dynamic, shape: text(3 * len) };
      case "startsWith":
      case "endsWith":
        return { cost: base + steps(Math.min(len, argLen(0))) + dynamic, shape: SCALAR };
      case "contains":
      case "indexOf":
      case "lastIndexOf": {
        // A substring search compares up to every position with every character of the needle; a start
        // position out of range fails.
        const search = steps(len) + Math.ceil((Math.max(len, 1) * Math.max(argLen(0), 1)) / PAIRS_PER_STEP);
        return { cost: base + search + (args.length > 1 ? this.mayFail(where) : dynamic), shape: SCALAR };
      }
      case "lowerAscii":
      case "upperAscii":
      case "trim":
        return { cost: base + steps(len) + dynamic, shape: text(len) };
      case "substring":
        return { cost: base + steps(len) + this.mayFail(where), shape: text(len) };
      case "split":
        return { cost: base + steps(len) + len + 1 + dynamic, shape: list(len + 1, text(len)) };
      case "join": {
        const parts = lengthOf(subject);
        const out = parts * (elementsOf(subject).size + argLen(0));
        return { cost: base + parts + steps(out) + this.mayFail(where), shape: text(out) };
      }
      case "matches":
        return { cost: base + regexSteps(len, argNodes[0]) + dynamic, shape: SCALAR };
      case "json":
        return { cost: base + steps(len) + len + this.mayFail(where), shape: anything(len) };
      case "hex":
        return { cost: base + steps(len), shape: text(2 * len) };
      case "base64":
        return { cost: base + steps(len), shape: text(Math.ceil((4 * len) / 3) + 4) };
      case "at":
        return { cost: base + this.mayFail(where), shape: SCALAR };
      default: {
        // A time-zone conversion (`getHours("Europe/Paris")`) builds a date formatter, and fails on a bad zone.
        if (/^get[A-Z]/.test(name)) return { cost: base + (args.length > 0 ? TIME_ZONE_STEPS + this.mayFail(where) : dynamic), shape: SCALAR };
        // Not a function this environment has (the type check refuses it first): charged by what it is given.
        const given = sum([subject, ...args.map((a) => a.shape)].map((s) => s.total));
        return { cost: base + given + this.mayFail(where), shape: anything(given + 64) };
      }
    }
  }
}

/**
 * The largest absolute value of int arithmetic, or undefined when it can fail: overflow past 64 bits (operands
 * of unknown size: the policy variables are not bounded), a division or remainder by zero.
 */
function resultBound(op: string, a: Shape, b: Shape): bigint | undefined {
  if (op === "/" || op === "%") {
    // The divisor must be a literal other than 0 (and −1 only under a dividend that cannot be −2^63).
    if (b.literal === undefined || b.literal === 0n || (b.literal === -1n && a.bound === undefined)) return undefined;
    if (a.bound === undefined) return op === "%" ? abs(b.literal) : undefined;
    return op === "/" ? a.bound : abs(b.literal);
  }
  if (a.bound === undefined || b.bound === undefined) return undefined;
  const bound = op === "*" ? a.bound * b.bound : a.bound + b.bound;
  return bound > INT_MAX ? undefined : bound;
}

function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}

/**
 * The worst backtracking of a literal pattern on `subject` characters: start positions × the choices of every
 * repetition (a `*`, `+` or `{n,}` can take 0…n characters, a `?` two ways, `{a,b}` b−a+1), × the pattern's
 * length. Nested repetition, alternation inside a repetition and back-references are refused: their
 * backtracking is exponential in the subject.
 */
function regexSteps(subject: number, pattern: ASTNode | undefined): number {
  if (!pattern || pattern.op !== "value" || typeof pattern.args !== "string") throw new Unbounded("matches() needs a literal pattern (a pattern built at run time cannot be costed)");
  const source = pattern.args;
  try {
    new RegExp(source);
  } catch {
    throw new Unbounded(`matches(): invalid regular expression ${JSON.stringify(source)}`);
  }
  const choices = repetitionChoices(source, subject);
  const anchored = source.startsWith("^") && !topLevelAlternation(source);
  const starts = anchored ? 1 : subject + 1;
  return steps(starts * choices * Math.max(1, source.length));
}

/** Product of the choices of every repetition in the pattern; throws Unbounded for nested repetition. */
function repetitionChoices(source: string, subject: number): number {
  // Per open group: whether it contains a repetition or an alternation.
  const groups: { risky: boolean }[] = [{ risky: false }];
  let product = 1;
  let lastAtomWasGroup: { risky: boolean } | null = null;
  const repeat = (choices: number) => {
    if (lastAtomWasGroup?.risky) throw new Unbounded("matches(): a repeated group that itself repeats or alternates can backtrack exponentially (use a character class, or repeat a plain sequence)");
    product *= choices;
    groups[groups.length - 1]!.risky = true;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k") throw new Unbounded("matches(): back-references can backtrack exponentially");
      i += 1;
      lastAtomWasGroup = null;
      continue;
    }
    if (c === "[") {
      // A character class is one atom: skip to its closing bracket.
      i += 1;
      if (source[i] === "^") i += 1;
      if (source[i] === "]") i += 1;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      lastAtomWasGroup = null;
      continue;
    }
    if (c === "(") {
      groups.push({ risky: false });
      if (source[i + 1] === "?") {
        // (?:, (?=, (?!, (?<=, (?<!, (?<name>
        i += 1;
        if (source[i + 1] === "<" && source[i + 2] !== "=" && source[i + 2] !== "!") while (i < source.length && source[i] !== ">") i += 1;
        else i += source[i + 1] === "<" ? 2 : 1;
      }
      lastAtomWasGroup = null;
      continue;
    }
    if (c === ")") {
      const closed = groups.length > 1 ? groups.pop()! : { risky: false };
      if (closed.risky) groups[groups.length - 1]!.risky = true;
      lastAtomWasGroup = closed;
      continue;
    }
    if (c === "|") {
      groups[groups.length - 1]!.risky = true;
      lastAtomWasGroup = null;
      continue;
    }
    if (c === "*" || c === "+") {
      repeat(subject + 1);
      if (source[i + 1] === "?") i += 1;
      lastAtomWasGroup = null;
      continue;
    }
    if (c === "?") {
      repeat(2);
      if (source[i + 1] === "?") i += 1;
      lastAtomWasGroup = null;
      continue;
    }
    if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (m) {
        const low = Number(m[1]);
        const high = m[2] === undefined ? low : m[3] === "" ? Infinity : Number(m[3]);
        repeat(Math.min(high - low, subject) + 1);
        i += m[0].length - 1;
        if (source[i + 1] === "?") i += 1;
        lastAtomWasGroup = null;
        continue;
      }
    }
    lastAtomWasGroup = null;
  }
  return product;
}

function topLevelAlternation(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") i += 1;
    else if (c === "[") {
      i += 1;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    } else if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (c === "|" && depth === 0) return true;
  }
  return false;
}

export type ConditionCost =
  | {
      ok: true;
      /** The most steps one evaluation can take, errors included. */
      cost: number;
      /** The same for an evaluation that raises no error (what a condition usually costs at most). */
      errorFree: number;
    }
  | {
      ok: false;
      /** What is wrong, for the upload's error (names the costly part of the condition). */
      message: string;
      cost: number;
      errorFree: number;
    };

/**
 * The most steps one evaluation of a (type-checked) condition can take, or why it is refused: over
 * POLICY_COST_LIMITS.perPolicy, or a construct with no bound (a computed or exponential regular expression).
 */
export function conditionCost(expression: string, parsed?: ASTNode, limit: number = POLICY_COST_LIMITS.perPolicy): ConditionCost {
  const ast = parsed ?? policyEnvironment().parse(expression).ast;
  const top: Where = { scope: new Map(), loops: 1, caught: false };
  const estimator = new Estimator(ERROR_STEPS);
  let cost: number;
  let errorFree: number;
  try {
    cost = estimator.walk(ast, top).cost;
    // An error nothing catches ends the evaluation: at most one.
    if (estimator.uncaught) cost += ERROR_STEPS;
    errorFree = new Estimator(0).walk(ast, top).cost;
  } catch (error) {
    if (error instanceof Unbounded) return { ok: false, cost: Infinity, errorFree: Infinity, message: error.message };
    throw error;
  }
  if (cost <= limit) return { ok: true, cost, errorFree };
  const hot = estimator.hot;
  const where = hot ? `; the comprehension at character ${hot.node.start + 1} (${excerpt(expression, hot.node)}) evaluates its innermost body up to ${formatCount(estimator.maxIterations)} times` : "";
  return { ok: false, cost, errorFree, message: `the condition can cost ${formatCount(cost)} evaluation steps, over the limit of ${formatCount(limit)} per condition${where}` };
}

function excerpt(expression: string, node: ASTNode): string {
  const text = expression.slice(node.start, node.end).replace(/\s+/g, " ");
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "unbounded";
  if (n >= 1e15) return n.toExponential(1);
  return Math.round(n).toLocaleString("en");
}

// ---------------------------------------------------------------------------------------------------------
// The run-time budget: the CEL interpreter counts its steps.

/** Thrown (and reported as the condition's run-time error) when a condition exceeds its step budget. */
export class StepBudgetExceeded extends Error {
  constructor(
    readonly budget: number,
    /** Steps it took before it stopped (past the budget, each node the interpreter tries fails at once). */
    readonly steps = 0,
  ) {
    super(`the condition exceeded its budget of ${formatCount(budget)} evaluation steps`);
    this.name = "StepBudgetExceeded";
  }
}

interface Counter {
  remaining: number;
  tripped: boolean;
  used: number;
}

/** The interpreter's step counter, null while no budgeted evaluation runs. */
let counting: Counter | null = null;
let installed: boolean | null = null;
/** Steps counted by every budgeted evaluation so far (errors included): what a WorkMeter charges. */
let counted = 0;

/**
 * cel-js evaluates a node by calling `evaluator.run(node, context)`, for every node below the root (the
 * comprehensions' bodies included), and catches the errors it goes on past in `evaluator.tryEval`. It has no
 * step limit of its own, so the policy environment's evaluator gets a `run` that counts and a `tryEval` that
 * charges ERROR_STEPS for each error it catches. cel-js is pinned (package.json); tests/policies/cost.test.ts
 * fails if a new version stops calling them.
 */
function installCounter(): boolean {
  if (installed !== null) return installed;
  installed = false;
  type Evaluator = { run?: (ast: unknown, ctx: unknown) => unknown; tryEval?: (ast: unknown, ctx: unknown) => unknown };
  const probe = policyEnvironment().parse("true");
  let evaluator: Evaluator | undefined;
  (probe.ast as unknown as { evaluate: (ev: Evaluator) => boolean }).evaluate = (ev) => {
    evaluator = ev;
    return true;
  };
  probe({});
  if (!evaluator || typeof evaluator.run !== "function" || typeof evaluator.tryEval !== "function") return false;
  const tryEval = evaluator.tryEval;
  evaluator.run = function run(this: unknown, ast: unknown, ctx: unknown) {
    const c = counting;
    if (c !== null) {
      c.used += 1;
      if (--c.remaining < 0) {
        c.tripped = true;
        throw new StepBudgetExceeded(0);
      }
    }
    return (ast as { evaluate: (ev: unknown, ast: unknown, ctx: unknown) => unknown }).evaluate(this, ast, ctx);
  };
  evaluator.tryEval = function caught(this: unknown, ast: unknown, ctx: unknown) {
    const result = tryEval.call(this, ast, ctx);
    const c = counting;
    if (c !== null && result instanceof Error && chargeError(c, result) && c.remaining < 0) c.tripped = true;
    return result;
  };
  installed = true;
  return true;
}

const CHARGED = Symbol("charged");

/** Charges an error the first time it is caught (one passed on and caught again was built once). */
function chargeError(c: Counter, error: Error): boolean {
  if (error instanceof StepBudgetExceeded || (error as { [CHARGED]?: true })[CHARGED]) return false;
  (error as { [CHARGED]?: true })[CHARGED] = true;
  c.used += ERROR_STEPS;
  c.remaining -= ERROR_STEPS;
  return true;
}

/** Whether conditions run under a counted budget (false only if cel-js changed how it evaluates). */
export function stepBudgetEnforced(): boolean {
  return installCounter();
}

/** Steps counted by every budgeted evaluation in this isolate so far (a meter reads the difference). */
export function stepsCounted(): number {
  return counted;
}

/**
 * A compiled condition that stops after `budget` steps: StepBudgetExceeded is thrown (the evaluator records
 * it as the condition's run-time error). The interpreter may swallow an error inside `||`, `&&` or a
 * quantifier; the budget is checked again when the condition returns, so no result computed past it counts.
 */
export function withinBudget(program: (activation: Record<string, unknown>) => unknown, budget: number): (activation: Record<string, unknown>) => unknown {
  if (!installCounter()) return program;
  return (activation) => {
    const outer = counting;
    const counter: Counter = { remaining: budget, tripped: false, used: 0 };
    counting = counter;
    try {
      const result = program(activation);
      if (counter.tripped) throw new StepBudgetExceeded(budget, counter.used);
      return result;
    } catch (error) {
      if (counter.tripped) throw new StepBudgetExceeded(budget, counter.used);
      // The error that ended the evaluation was built too.
      if (error instanceof Error) chargeError(counter, error);
      throw error;
    } finally {
      counting = outer;
      counted += counter.used;
      // Kept exact (a meter subtracts two readings): an isolate that counted 2^52 steps starts again from 0.
      if (counted > 2 ** 52) counted = 0;
    }
  };
}

/** Steps one evaluation takes, errors it caught included (for tests and the bench: the estimate is never below it). */
export function countSteps(program: (activation: Record<string, unknown>) => unknown, activation: Record<string, unknown>): { steps: number; result: unknown; error?: unknown } {
  if (!installCounter()) throw new Error("the CEL step counter is not installed");
  const outer = counting;
  const counter: Counter = { remaining: Infinity, tripped: false, used: 0 };
  counting = counter;
  try {
    const result = program(activation);
    return { steps: counter.used, result };
  } catch (error) {
    if (error instanceof Error) chargeError(counter, error);
    return { steps: counter.used, result: undefined, error };
  } finally {
    counting = outer;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Work bounds for requests that evaluate a set many times (rehearsals, dry runs).

/**
 * One request's work, in steps (the unit above). A rehearsal plays buyers × settings × decisions, each
 * costing its set's steps plus what the rest of a decision costs (the kernel, the governed round, the simulated
 * buyer); a dry run evaluates samples × the set. Measured (bench/policies.ts, `npm run bench -- policies`).
 */
export const WORK_LIMITS = {
  /**
   * The most work one request may do: ~1 s of CPU on the bench machine (25–40 ns a unit, whatever the policies:
   * bench/README.md "Policy cost"). A rehearsal of 20,000 buyers through the bundled set on one setting of
   * 10 rounds fits (estimated 31.9 M: 20,000 × 8.3 decisions × (42 + 150)), which is why the set scopes its sale
   * holds (`appliesTo: sale`) rather than guarding them in CEL: the guards made it 54 steps and 33.9 M.
   */
  perRequest: 32_000_000,
  /** A rehearsal decision beyond its policies (kernel, governed round, simulated buyer): ~5 µs here. */
  rehearsalDecision: 150,
  /** A dry-run sample beyond its policies (the evaluation's own bookkeeping and its JSON), in steps. */
  dryRunSample: 100,
} as const;

/** Thrown by evaluatePolicies when a set's meter runs out: the caller answers 422 with what to reduce. */
export class WorkLimitExceeded extends Error {
  constructor(
    readonly limit: number,
    readonly spent: number,
  ) {
    super(`the request would take more than ${formatCount(limit)} work units`);
    this.name = "WorkLimitExceeded";
  }
}

/**
 * Counts the work of a request that evaluates policy sets many times (a rehearsal). A set carrying a meter
 * (PolicySet.meter) charges it, for every decision it judges, the steps its conditions took (counted as they
 * run, errors included: deterministic, and never more than the set's cost) plus `perDecision` (what the rest
 * of a decision costs the caller, in the same units). Past `limit`, WorkLimitExceeded is thrown.
 */
export class WorkMeter {
  spent = 0;
  /** Decisions charged so far. */
  decisions = 0;
  constructor(
    readonly limit: number,
    readonly perDecision: number = 0,
  ) {}

  charge(steps: number): void {
    this.spent += steps + this.perDecision;
    this.decisions += 1;
    if (this.spent > this.limit) throw new WorkLimitExceeded(this.limit, this.spent);
  }
}

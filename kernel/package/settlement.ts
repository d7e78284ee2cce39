/**
 * Switching an agreement (post-settlement settlement, Raiffa): when the shop takes the buyer's own package the deal is
 * made — binding, so a prober pays for what it learns as it does for a price — and the buyer may then switch it to a
 * package of at least the same value to the shop that the buyer model expects the buyer to prefer: the model's best
 * at that utility, and one-step moves with price compensation (robust to a wrong model). Each switch taken teaches
 * the model (observePick) and offers the next switches from there, up to MAX_SWITCH_ROUNDS: the deal climbs toward
 * the Pareto frontier at no cost to the shop. Buyers' own packages are rarely efficient: they do not know what the
 * shop values.
 */
import type { NegotiationConfig, NegotiationState, PackageOption } from "../types";
import { buyerValueAt, compileBuyerValues, observePick, type BuyerValues } from "./preferences";
import { packageSpace, positionsOf, termsAt, utilityAt, type PackageSpace, type Positions } from "./space";
import { placeAtUtility, type Package, type Placed } from "./tradeoff";

/** How many times a buyer may switch one agreement. */
export const MAX_SWITCH_ROUNDS = 3;
const SWITCH_ID = /^r(\d+)s(\d+)-\d$/;

/** The switch `optionId` of an agreement whose state is `state`, or null when the agreement offers no such switch now. */
export function agreementSwitch(state: NegotiationState, optionId: string): PackageOption | null {
  const options = state?.package?.options;
  if (!Array.isArray(options) || typeof optionId !== "string" || !SWITCH_ID.test(optionId)) return null;
  return options.find((o) => o.id === optionId) ?? null;
}

/** The state after a switch without further switches (one the caller cannot compute, or the last). */
export function afterSwitch(state: NegotiationState): NegotiationState {
  return state.package ? { ...state, package: { ...state.package, options: null } } : state;
}

/**
 * Takes switch `optionId` of an agreement: the package the deal now stands at, the next switches offered from it
 * (empty after the last round, or when none is expected to please the buyer more), and the state to keep. Null when
 * the agreement offers no such switch.
 */
export function switchAgreement(config: NegotiationConfig, state: NegotiationState, optionId: string): { agreed: Package; switches: PackageOption[]; state: NegotiationState } | null {
  const picked = agreementSwitch(state, optionId);
  if (!picked || !config?.package) return null;
  const space = packageSpace(config);
  const before = state.package!;
  const preferences = observePick(space, before.preferences, picked, before.options!);
  const [, round, depth] = SWITCH_ID.exec(optionId)!.map(Number) as [number, number, number];
  const agreed = { priceMinor: picked.priceMinor, terms: picked.terms };
  const switches = settlementSwitches(space, compileBuyerValues(space, preferences), agreed, round, depth + 1);
  return { agreed, switches, state: { ...state, package: { ...before, preferences, options: switches.length > 0 ? switches : null } } };
}

/** A switch must be worth at least this much to the buyer, by its model, to be offered. */
const MIN_SWITCH_GAIN = 0.01;

/**
 * Post-settlement settlement (Raiffa): when the shop takes the buyer's own package, the deal is made — binding, so
 * a prober pays for what it learns as it does for a price — and the buyer may switch it, once, to a package of at
 * least the same value to the shop that the buyer model expects the buyer to prefer (the best for the buyer at that
 * utility, and the same filled with price first). Buyers' own packages are rarely efficient: they do not know what
 * the shop values; the switch moves the deal toward the Pareto frontier at no cost to either side.
 */
export function settlementSwitches(space: PackageSpace, buyer: BuyerValues, agreed: Package, round: number, depth: number): PackageOption[] {
  if (depth > MAX_SWITCH_ROUNDS) return [];
  const at = { priceMinor: agreed.priceMinor, positions: positionsOf(space, agreed.terms) };
  const floorU = utilityAt(space, at.priceMinor, at.positions);
  const own = buyerUtilityAt(space, buyer, at.priceMinor, at.positions);
  const ideal = placeAtUtility(space, buyer, floorU, buyerIdeal(space, buyer), 1);
  // The candidates in order (the model's best, then the local switches), each kept only if it holds the shop's
  // utility and gains the buyer enough; the stable sort then ranks them by gain, ties in that order.
  const scored: Scored[] = [];
  consider(space, buyer, scored, ideal.priceMinor, ideal.positions, floorU, own);
  localSwitches(space, buyer, at, floorU, own, scored);
  scored.sort((a, b) => b.gain - a.gain);
  const found: Placed[] = [];
  for (const p of scored) {
    if (found.length >= MAX_SWITCHES) break;
    if (found.some((f) => f.priceMinor === p.priceMinor && f.positions.every((x, i) => x === p.positions[i]))) continue;
    found.push(p);
  }
  return found.map((p, k) => ({ id: `r${round}s${depth}-${k + 1}`, priceMinor: p.priceMinor, terms: termsAt(space, p.positions) }));
}

const MAX_SWITCHES = 3;

/** A candidate switch with the buyer's estimated gain from it. */
interface Scored extends Placed {
  gain: number;
}

/**
 * Keeps a candidate if the shop's utility holds (to 1e-9) and the buyer model gains at least MIN_SWITCH_GAIN. The
 * positions are copied only then: local switches are tried on one scratch array.
 */
function consider(space: PackageSpace, buyer: BuyerValues, scored: Scored[], priceMinor: number, positions: Positions, floorU: number, own: number): void {
  if (!(utilityAt(space, priceMinor, positions) >= floorU - 1e-9)) return;
  const gain = buyerUtilityAt(space, buyer, priceMinor, positions) - own;
  if (gain >= MIN_SWITCH_GAIN) scored.push({ priceMinor, positions: positions.slice(), gain });
}

/**
 * Switches one step away from the agreed package, robust to a wrong buyer model: each term moved one grid step
 * (or to each other value) either way, price moved to keep the shop's utility where it was — the buyer model then
 * ranks them, and the buyer takes one only if it prefers it.
 */
function localSwitches(space: PackageSpace, buyer: BuyerValues, at: Placed, floorU: number, own: number, scored: Scored[]): void {
  if (!(space.priceWeight > 0 && space.priceSpan > 0)) return;
  const n = at.positions.length;
  const reaches = new Array<number[]>(n);
  for (let i = 0; i < n; i++) reaches[i] = reach(space, i, at.positions[i]!);
  const scratch = at.positions.slice();
  for (let i = 0; i < n; i++) {
    for (const a of reaches[i]!) {
      scratch[i] = a;
      considerPriced(space, buyer, scored, scratch, floorU, own);
      // A term traded against another, price making up the difference.
      for (let j = i + 1; j < n; j++) {
        for (const b of reaches[j]!) {
          scratch[j] = b;
          considerPriced(space, buyer, scored, scratch, floorU, own);
        }
        scratch[j] = at.positions[j]!;
      }
    }
    scratch[i] = at.positions[i]!;
  }
}

/** The positions term i can move to from k: a grid step either way (numeric), or any other value (choice). */
function reach(space: PackageSpace, i: number, k: number): number[] {
  const out: number[] = [];
  if (space.numeric[i]) {
    if (k - 1 >= 0 && k - 1 <= space.steps[i]!) out.push(k - 1);
    if (k + 1 >= 0 && k + 1 <= space.steps[i]!) out.push(k + 1);
    return out;
  }
  for (let x = 0; x < space.choiceValue[i]!.length; x++) if (x !== k) out.push(x);
  return out;
}

/** These terms at the price that brings the shop back to floorU (rounded up), if that is within floor and list price. */
function considerPriced(space: PackageSpace, buyer: BuyerValues, scored: Scored[], positions: Positions, floorU: number, own: number): void {
  const needed = space.price.floorMinor + Math.ceil(((floorU - utilityAt(space, space.price.floorMinor, positions)) / space.priceWeight) * space.priceSpan - 1e-9);
  if (needed <= space.price.anchorMinor) consider(space, buyer, scored, Math.max(space.price.floorMinor, needed), positions, floorU, own);
}

/** The package best for the buyer by its model: every term at the end it pulls to, price at the floor. */
function buyerIdeal(space: PackageSpace, buyer: BuyerValues): Placed {
  const positions: Positions = new Array(space.ids.length);
  for (let i = 0; i < positions.length; i++) {
    if (space.numeric[i]) positions[i] = buyer.direction[i] === -1 ? 0 : space.steps[i]!;
    else {
      const values = buyer.choice[i]!;
      let best = 0;
      for (let k = 1; k < values.length; k++) if (values[k]! > values[best]!) best = k;
      positions[i] = best;
    }
  }
  return { priceMinor: space.price.floorMinor, positions };
}

/** The buyer's utility of a package by its model. */
function buyerUtilityAt(space: PackageSpace, buyer: BuyerValues, priceMinor: number, positions: Positions): number {
  const span = space.priceSpan;
  let u = buyer.priceWeight * (span > 0 ? Math.min(1, Math.max(0, (space.price.anchorMinor - priceMinor) / span)) : 0);
  for (let i = 0; i < positions.length; i++) u += buyer.weight[i]! * buyerValueAt(space, buyer, i, positions[i]!);
  return u;
}


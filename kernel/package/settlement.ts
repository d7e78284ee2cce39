/**
 * Switching an agreement (post-settlement settlement): after the shop took the buyer's own package it may offer
 * switches (decide-package.ts settlementSwitches), each of at least the same value to the shop. The buyer may take
 * one, once: this checks the switch is one the agreement offered and returns the package the deal then stands at.
 */
import type { NegotiationState, PackageOption } from "../types";

/** The switch `optionId` of an agreement whose state is `state`, or null when the agreement offered no such switch. */
export function agreementSwitch(state: NegotiationState, optionId: string): PackageOption | null {
  const options = state?.package?.options;
  if (!Array.isArray(options) || typeof optionId !== "string" || !/^r\d+s\d$/.test(optionId)) return null;
  return options.find((o) => o.id === optionId) ?? null;
}

/** The state after the switch: the switches are spent (one switch per agreement). */
export function afterSwitch(state: NegotiationState): NegotiationState {
  return state.package ? { ...state, package: { ...state.package, options: null } } : state;
}

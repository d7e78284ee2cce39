/**
 * Shapes of package negotiations (issue 28): a product that negotiates terms besides price hands the kernel its
 * declarations and the owner's valuation; offers and bids carry one value per term; the kernel keeps its
 * concession state in the shop's utility and a model of what the buyer values. Pure data, no behaviour.
 */
import type { TermDeclaration, Valuation } from "../../terms/types";
import type { NegotiationState } from "../types";

/** A package's terms besides price: one value per declared term (numbers for numeric terms, strings otherwise). */
export type TermValues = Record<string, number | string>;

/** At most this many equivalent packages per answer (MESO). */
export const MAX_OPTIONS = 3;
/**
 * Without the owner's choice, one package per counter: two packages of equal value to the shop show a buyer what a
 * term is worth to it against price (bench/packages/attacks.ts: a prober with fresh identities locates the relative
 * term weights of 11.8% of products with MESO, 1.4% blind and with one offer). MESO is the owner's trade to make.
 */
export const DEFAULT_OPTIONS = 1;

/** Snapshotted with the product when a negotiation opens. Secret except the public part of `terms`. */
export interface PackageConfig {
  terms: TermDeclaration[];
  valuation: Valuation;
  /** How many equivalent packages the shop offers per counter (1 to MAX_OPTIONS; default DEFAULT_OPTIONS). */
  options?: number;
}

/** One of the shop's packages in an answer: binding if the buyer accepts it by id. */
export interface PackageOption {
  /** Unique within the negotiation (`r<round>o<k>`). */
  id: string;
  priceMinor: number;
  terms: TermValues;
}

/**
 * What the kernel learns of what the buyer values, from its bids and its picks among options: fixed size (one
 * entry per term), so the state stays small. Weights are a Dirichlet posterior over the buyer's weights: each
 * bid in which the buyer held a term where it was adds evidence that the term matters to it (the HardHeaded
 * frequency rule), each pick of an option adds evidence for the terms where the pick was better for it.
 */
export interface BuyerPreferences {
  /** Pseudo-counts per term id and `price` (all start at 1: the uniform prior). */
  evidence: Record<string, number>;
  /** Per numeric term, the direction the buyer wants (+1 higher, −1 lower), as its bids show it. */
  direction: Record<string, 1 | -1>;
  /** Per choice term, how often the buyer asked for each value. */
  counts: Record<string, Record<string, number>>;
  /**
   * The Bayesian model's evidence (bayes.ts): per numeric or ordinal term, the log-likelihood of each of its
   * value-function shapes given the buyer's bids and picks (at most 64 numbers in all; the best of a term 0, none
   * below −40). Absent until the buyer first names terms: until then the terms are valued as above.
   */
  shapeLikelihood?: number[];
}

/** The kernel's memory of a package negotiation (inside NegotiationState). */
export interface PackageState {
  /** The terms of the shop's standing offer (its price is NegotiationState.lastShopOfferMinor). */
  shopTerms: TermValues | null;
  /** The terms of the buyer's last bid. */
  buyerTerms: TermValues | null;
  /** The options of the shop's last answer (the standing offer is the first); null when it made one offer. */
  options: PackageOption[] | null;
  /**
   * The concession state in the shop's utility: a price negotiation whose "prices" are utilities in millionths
   * (UTILITY_SCALE), decided by the same kernel, so every rule of price (secrecy, reciprocity, late acceptance)
   * applies to packages unchanged.
   */
  utility: NegotiationState;
  preferences: BuyerPreferences;
}

/** Utilities are counted in millionths when the price kernel decides on them. */
export const UTILITY_SCALE = 1_000_000;

/** Why the shop offered what it offered, in utility (shop's view only). */
export interface PackageExplanation {
  /** The shop's utility of the buyer's bid, and the target utility of the answer. */
  bidUtility: number;
  targetUtility: number;
  /** The private reserve utility and lowest offered utility. */
  reserveUtility: number;
  lowestOfferUtility: number;
  /** The shop's utility of each package it offered (the options, in order). */
  offeredUtilities: number[];
  /** The buyer's weights as the kernel estimates them (normalised). */
  buyerWeights: Record<string, number>;
}

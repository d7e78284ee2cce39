/**
 * Multi-term products (issue 28, item 1): the terms a product negotiates besides price, the owner's private
 * valuation, package utility and the public view. Pure: no imports from durable-objects/ or workers/.
 */
export * from "./types";
export { validateTerms, TERM_ID } from "./validate";
export { weightsFromTradeoffs, inconsistentCycles, normalisedAmount, priceSpanPercent, MAX_CYCLE_DISAGREEMENT } from "./tradeoffs";
export { compileUtility, packageUtility, resolveWeights, shopBestPackage } from "./utility";
export { publicTerms } from "./public";
export { termValue, priceValue, onStep } from "./values";
export { termValueProblems, type TermValueProblem } from "./package-values";

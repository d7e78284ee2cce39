/**
 * An example buyer agent on the typed client. With `npm start` running (it seeds the demo shop, "Demo Coffee
 * Gear", with the product `espresso-machine` at 899.00 EUR and a registered buyer "demo-buyer"):
 *
 *   node --import tsx client/example-buyer-agent.ts                     # the demo shop, as the demo buyer
 *   node --import tsx client/example-buyer-agent.ts --base http://127.0.0.1:8787 --shop <shopId> \
 *        --product <productId> [--buyer-key pbk_…] [--budget 12000] [--quantity 1]
 *
 * (from the repository root, with Node 22 first on PATH: `PATH=node_modules/.bin:$PATH`). Without --shop the
 * demo shop's id and buyer key are read from .data/demo.json, where `npm start` keeps them.
 *
 * The strategy, per unit and in minor units: read the list price from the shop's public catalog, open at 60% of
 * it, and concede linearly toward the budget (default: 90% of the list price) so that the last round the
 * negotiation allows bids the whole budget. Before each bid, take the shop's standing offer when it is within
 * budget and no worse than the bid about to be made. Bids never go down (the shop would hold).
 */
import { createParleyClient, type ParleyClient, type RoundResult } from "./index";

export interface NegotiateOptions {
  shopId: string;
  productId: string;
  quantity?: number;
  /** The shop-issued buyer key (`pbk_…`); anonymous without one. */
  buyerKey?: string;
  /** The most the agent pays per unit, in minor units (default: 90% of the list price). */
  budgetMinor?: number;
  /** The opening bid as a share of the list price (default 0.6). */
  openingShare?: number;
  /** Called after every move with what the agent did and what the shop answered. */
  onRound?: (entry: RoundLog) => void;
}

export interface RoundLog {
  move: "open" | "offer" | "accept" | "withdraw";
  /** The agent's bid per unit (open and offer). */
  bidMinor?: number;
  result: RoundResult;
}

export interface NegotiationOutcome {
  negotiationId: string;
  /** `agreed`, `rejected`, `withdrawn`, `expired` — or `escalated` when a person at the shop has to decide. */
  status: RoundResult["status"];
  agreement: RoundResult["agreement"];
  listPriceMinor: number;
  budgetMinor: number;
  currency: string;
  rounds: RoundLog[];
}

const DEFAULT_OPENING_SHARE = 0.6;
const DEFAULT_BUDGET_SHARE = 0.9;

export async function negotiate(client: ParleyClient, options: NegotiateOptions): Promise<NegotiationOutcome> {
  const { shopId, productId, quantity = 1, buyerKey, openingShare = DEFAULT_OPENING_SHARE } = options;
  const catalog = await client.catalog(shopId);
  const product = catalog.products.find((p) => p.productId === productId);
  if (!product) throw new Error(`${catalog.name} (${shopId}) has no negotiable product ${productId}: it sells ${catalog.products.map((p) => p.productId).join(", ") || "nothing yet"}`);
  const list = product.listPriceMinor;
  const budget = options.budgetMinor ?? Math.round(list * DEFAULT_BUDGET_SHARE);
  if (!Number.isSafeInteger(budget) || budget < 1) throw new Error(`the budget must be a positive whole number of minor units, not ${budget}`);
  if (!(openingShare > 0 && openingShare <= 1)) throw new Error(`the opening share must be in (0, 1], not ${openingShare}`);
  const opening = Math.max(1, Math.min(budget, Math.round(list * openingShare)));
  /** The bid for round k of n: the opening bid at round 0, the whole budget at the last round. */
  const planned = (k: number, n: number) => (n <= 0 ? budget : opening + Math.round(((budget - opening) * Math.min(k, n)) / n));

  const rounds: RoundLog[] = [];
  const log = (entry: RoundLog) => {
    rounds.push(entry);
    options.onRound?.(entry);
    return entry.result;
  };

  const negotiation = await client.openNegotiation(shopId, { productId, quantity, offer: { priceMinor: opening } }, buyerKey ? { buyerKey } : {});
  let result: RoundResult = log({ move: "open", bidMinor: opening, result: negotiation });
  let lastBid = opening;

  // Each offer plays one round and the last round always ends the negotiation, so this ends; the bound is a guard.
  for (let moves = 0; result.status === "open" && moves <= result.maxRounds + 1; moves++) {
    const shopPrice = result.shopOffer?.priceMinor;
    const affordable = shopPrice !== undefined && shopPrice <= budget;
    if (result.round >= result.maxRounds) {
      // No round left (a buyer back on a product it used its rounds on): take the standing offer or walk away.
      result = affordable ? log({ move: "accept", result: await client.accept(negotiation) }) : log({ move: "withdraw", result: await client.withdraw(negotiation) });
      break;
    }
    const bid = Math.min(budget, Math.max(lastBid, planned(result.round + 1, result.maxRounds)));
    if (affordable && shopPrice <= bid) {
      result = log({ move: "accept", result: await client.accept(negotiation) });
      break;
    }
    result = log({ move: "offer", bidMinor: bid, result: await client.offer(negotiation, bid) });
    lastBid = bid;
  }

  return {
    negotiationId: negotiation.negotiationId,
    status: result.status,
    agreement: result.agreement,
    listPriceMinor: list,
    budgetMinor: budget,
    currency: product.currency,
    rounds,
  };
}

/** `89900` EUR → `899.00 EUR` (the currency's own number of decimals). */
export function formatMinor(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {}
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

function describe(entry: RoundLog, currency: string): string {
  const { result } = entry;
  const you = entry.bidMinor !== undefined ? `${entry.move} ${formatMinor(entry.bidMinor, currency)}` : entry.move;
  const price = result.agreement?.priceMinor ?? result.shopOffer?.priceMinor;
  const shop = price === undefined ? "" : formatMinor(price, currency);
  const why = result.decision.reasons.length ? ` (${result.decision.reasons.join(", ")})` : "";
  return `round ${String(result.round).padStart(2)}/${result.maxRounds}  you: ${you.padEnd(22)} shop: ${result.decision.action} ${shop}${why} → ${result.status}\n           “${result.message}”`;
}

async function main(): Promise<void> {
  const { parseArgs } = await import("node:util");
  const { existsSync, readFileSync } = await import("node:fs");
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "http://127.0.0.1:8787" },
      shop: { type: "string" },
      product: { type: "string", default: "espresso-machine" },
      "buyer-key": { type: "string" },
      budget: { type: "string" },
      quantity: { type: "string", default: "1" },
    },
  });
  // npm start keeps the demo shop's id and the demo buyer's key here.
  const demoFile = new URL("../.data/demo.json", import.meta.url);
  const demo = existsSync(demoFile) ? (JSON.parse(readFileSync(demoFile, "utf8")) as { shopId?: string; buyerKey?: string }) : {};
  const shopId = values.shop ?? demo.shopId;
  if (!shopId) throw new Error("no shop: pass --shop <shopId> (npm start prints the demo shop's id)");
  const buyerKey = values["buyer-key"] ?? (shopId === demo.shopId ? demo.buyerKey : undefined);
  const budgetMinor = values.budget === undefined ? undefined : Number(values.budget);
  const quantity = Number(values.quantity);

  const client = createParleyClient({ baseUrl: values.base });
  console.log(`Negotiating ${values.product} × ${quantity} at ${shopId} (${values.base}) as ${buyerKey ? "a registered buyer" : "an anonymous buyer"}`);
  let currency = "";
  const outcome = await negotiate(client, {
    shopId,
    productId: values.product,
    quantity,
    ...(buyerKey ? { buyerKey } : {}),
    ...(budgetMinor !== undefined ? { budgetMinor } : {}),
    onRound: (entry) => console.log(describe(entry, (currency ||= entry.result.currency))),
  });
  console.log(`list price ${formatMinor(outcome.listPriceMinor, outcome.currency)}, budget ${formatMinor(outcome.budgetMinor, outcome.currency)}`);
  if (outcome.agreement) {
    const { priceMinor, totalMinor } = outcome.agreement;
    console.log(`Agreed: ${formatMinor(priceMinor, outcome.currency)} per unit, ${formatMinor(totalMinor, outcome.currency)} in total (negotiation ${outcome.negotiationId}).`);
  } else {
    console.log(`No deal: the negotiation is ${outcome.status}${outcome.status === "escalated" ? " (a person at the shop decides; read it again later)" : ""}.`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

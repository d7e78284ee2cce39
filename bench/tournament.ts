/**
 * Strategy tournament: each shop strategy negotiates, through the real kernel, with the same panel of
 * scripted buyers over the same generated products. Reports agreement rate, mean shop surplus
 * (price − floor)/(anchor − floor) per negotiation (0 without a deal) and rounds to agreement.
 *
 *   node --import tsx bench/tournament.ts [--products 2000] [--seed 42]
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, type NegotiationConfig, type StrategyConfig } from "../kernel";
import { BUYER_KINDS, buyerAct, rng, type BuyerKind, type BuyerProfile } from "./buyers";

export interface Contender {
  name: string;
  strategy: StrategyConfig;
  maxRounds: number;
}

export interface Outcome {
  agreed: boolean;
  surplus: number;
  rounds: number;
}

const ROUND_GAP_MS = 30_000;
const TTL_MS = 24 * 3_600_000;

/** One negotiation played the way the NegotiationRoom plays it, with the buyer deciding between rounds. */
export function negotiate(config: NegotiationConfig, buyer: BuyerProfile): Outcome {
  const openedAt = 0;
  let now = openedAt;
  let state = { round: 0, openedAt, lastShopOfferMinor: null as number | null, lastBuyerOfferMinor: null as number | null };
  const opening = decide({ config, state, move: { kind: "open" }, now });
  state = { ...state, lastShopOfferMinor: opening.priceMinor };
  const shopOffers = [opening.priceMinor!];
  const myBids: number[] = [];
  const span = config.anchorMinor - config.floorMinor;
  const surplus = (price: number) => (span === 0 ? 1 : (price - config.floorMinor) / span);
  for (;;) {
    now += ROUND_GAP_MS;
    const act = buyerAct(buyer, { round: state.round, shopOffers, myBids });
    if (act.kind === "walk") return { agreed: false, surplus: 0, rounds: state.round };
    const move = act.kind === "accept" ? ({ kind: "accept" } as const) : ({ kind: "counter", priceMinor: act.priceMinor } as const);
    const d = decide({ config, state, move, now });
    if (d.status === "agreed") return { agreed: true, surplus: surplus(d.priceMinor!), rounds: d.round };
    if (d.status !== "open" || d.reasons.includes("INVALID_INPUT")) return { agreed: false, surplus: 0, rounds: d.round };
    if (move.kind === "counter") myBids.push(move.priceMinor);
    shopOffers.push(d.priceMinor!);
    state = { round: d.round, openedAt, lastShopOfferMinor: d.priceMinor, lastBuyerOfferMinor: move.kind === "counter" ? move.priceMinor : state.lastBuyerOfferMinor };
  }
}

export interface Market {
  anchorMinor: number;
  floorMinor: number;
  buyers: BuyerProfile[];
}

/** Products with anchors and floors, and for each a buyer of every kind with drawn reservation and deadline. */
export function generateMarket(products: number, seed: number): Market[] {
  const r = rng(seed);
  const markets: Market[] = [];
  for (let i = 0; i < products; i++) {
    const anchorMinor = 1_000 + Math.floor(r() * 999_000);
    const floorMinor = Math.floor(anchorMinor * (0.55 + r() * 0.35));
    const span = anchorMinor - floorMinor;
    const buyers = BUYER_KINDS.map((kind): BuyerProfile => {
      // About one buyer in six cannot afford the floor: no strategy can close those.
      const reservationMinor = Math.max(1, Math.floor(floorMinor + span * (-0.25 + r() * 1.35)));
      return {
        kind,
        reservationMinor,
        deadline: 3 + Math.floor(r() * 10),
        firstBidMinor: Math.max(1, Math.floor(reservationMinor * (0.55 + r() * 0.3))),
        seed: Math.floor(r() * 2 ** 31),
      };
    });
    markets.push({ anchorMinor, floorMinor, buyers });
  }
  return markets;
}

export interface StrategyReport {
  name: string;
  negotiations: number;
  agreementRate: number;
  meanSurplus: number;
  meanRoundsToAgreement: number;
  byBuyer: Record<BuyerKind, { agreementRate: number; meanSurplus: number }>;
}

export function runTournament(contenders: Contender[], markets: Market[]): StrategyReport[] {
  return contenders.map((c) => {
    const per = Object.fromEntries(BUYER_KINDS.map((k) => [k, { n: 0, agreed: 0, surplus: 0 }])) as Record<BuyerKind, { n: number; agreed: number; surplus: number }>;
    let n = 0, agreed = 0, surplus = 0, rounds = 0;
    for (const m of markets) {
      const config: NegotiationConfig = { currency: "EUR", anchorMinor: m.anchorMinor, floorMinor: m.floorMinor, strategy: c.strategy, maxRounds: c.maxRounds, ttlMs: TTL_MS };
      for (const buyer of m.buyers) {
        const o = negotiate(config, buyer);
        n++;
        surplus += o.surplus;
        per[buyer.kind].n++;
        per[buyer.kind].surplus += o.surplus;
        if (o.agreed) {
          agreed++;
          rounds += o.rounds;
          per[buyer.kind].agreed++;
        }
      }
    }
    return {
      name: c.name,
      negotiations: n,
      agreementRate: agreed / n,
      meanSurplus: surplus / n,
      meanRoundsToAgreement: agreed ? rounds / agreed : 0,
      byBuyer: Object.fromEntries(BUYER_KINDS.map((k) => [k, { agreementRate: per[k].agreed / per[k].n, meanSurplus: per[k].surplus / per[k].n }])) as StrategyReport["byBuyer"],
    };
  });
}

export const DEFAULT_CONTENDERS: Contender[] = [
  { name: "default", strategy: DEFAULT_STRATEGY, maxRounds: DEFAULT_MAX_ROUNDS },
  { name: "anchor-resume", strategy: { kind: "anchor-resume", rateBps: 1_000 }, maxRounds: DEFAULT_MAX_ROUNDS },
];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = arg("products", 2_000);
  const seed = arg("seed", 42);
  const [def, base] = runTournament(DEFAULT_CONTENDERS, generateMarket(products, seed));
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${products} products × ${BUYER_KINDS.length} buyer kinds = ${def!.negotiations} negotiations per strategy (seed ${seed})`);
  console.log(`default = ${JSON.stringify(DEFAULT_STRATEGY)}, maxRounds ${DEFAULT_MAX_ROUNDS}; baseline = anchor-resume 10%/round`);
  console.table(
    [def!, base!].map((r) => ({ strategy: r.name, agreement: pct(r.agreementRate), "mean surplus": r.meanSurplus.toFixed(3), "rounds to deal": r.meanRoundsToAgreement.toFixed(1) })),
  );
  console.table(
    BUYER_KINDS.map((k) => ({
      buyer: k,
      "default agr": pct(def!.byBuyer[k].agreementRate),
      "baseline agr": pct(base!.byBuyer[k].agreementRate),
      "default surplus": def!.byBuyer[k].meanSurplus.toFixed(3),
      "baseline surplus": base!.byBuyer[k].meanSurplus.toFixed(3),
    })),
  );
  const ratio = def!.meanSurplus / base!.meanSurplus;
  const gap = 100 * (def!.agreementRate - base!.agreementRate);
  console.log(`mean surplus ratio default/anchor-resume: ${ratio.toFixed(2)}× (target ≥ 1.5×)`);
  console.log(`agreement rate difference: ${gap >= 0 ? "+" : ""}${gap.toFixed(1)} points (target ≥ −2)`);
}

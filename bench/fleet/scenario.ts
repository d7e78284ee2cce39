/**
 * The fleet bench's world: a fleet of five negotiator agents — each a real Parley negotiator (the kernel through
 * the governed round, bench/negotiation/shops/parley-shop.ts) with its own strategy and learner arm — and a
 * stream of negotiations with counterparties drawn from the panel's buyer families (bench/negotiation/market.ts),
 * several counterparties per family, each coming back many times. What an agent earns from a negotiation is what
 * the kernel really gets against that buyer: on the panel, a firm Boulware agent does best against
 * split-the-difference and hardheaded buyers and worst against tit-for-tat ones, a soft conceder the other way
 * round (printed by run.ts), so which agent meets which counterparty matters.
 *
 * Every negotiation is played at most once per agent and remembered, so the assigners compared in one seed meet
 * exactly the same buyers and an agent earns the same from the same negotiation whoever assigned it (common
 * random numbers: the comparison is paired). Pure given the seed.
 */
import { armTactics, type ArmName } from "../../kernel";
import type { NegotiatorProfile } from "../../fleet";
import { playBuyer } from "../../rehearsal/buyers/play";
import { FAMILY_NAMES, type BuyerProfile, type FamilyName } from "../../rehearsal/buyers/types";
import { deriveSeed, integerBetween, mulberry32 } from "../../rehearsal/random";
import { generateMarkets, type Half } from "../negotiation/market";
import { surplusShare } from "../negotiation/panel";
import { ShopClient } from "../negotiation/shop-client";
import { ManualClock, type Product } from "../negotiation/shop-sim";
import { parleyShop } from "../negotiation/shops/parley-shop";

export const CATEGORIES = ["hardware", "software", "services"] as const;
export type Category = (typeof CATEGORIES)[number];

const base = { dealTypes: ["sales" as const], policySetId: "default", languageStyle: "concise" as const, active: true };

/**
 * The fleet: five agents, eight live negotiations each, two of them limited to some categories. Each plays its
 * first arm (a live agent's learner chooses among its arms; one arm each keeps the agents' differences clear).
 */
export const FLEET_PROFILES: readonly NegotiatorProfile[] = [
  { ...base, id: "generalist", name: "Generalist (adaptive, default arm)", categories: "all", strategy: { kind: "adaptive" }, arms: ["default"], capacity: 8 },
  { ...base, id: "hardliner", name: "Hardliner (Boulware 0.2, firm arm)", categories: "all", strategy: { kind: "boulware", exponent: 0.2 }, arms: ["firm"], capacity: 8 },
  { ...base, id: "accommodator", name: "Accommodator (conceder 4, soft arm)", categories: ["hardware", "software"], strategy: { kind: "conceder", exponent: 4 }, arms: ["soft"], capacity: 8 },
  { ...base, id: "mirror", name: "Mirror (adaptive 4, firm arm)", categories: "all", strategy: { kind: "adaptive", exponent: 4 }, arms: ["firm"], capacity: 8 },
  { ...base, id: "closer", name: "Closer (linear, firm arm)", categories: ["hardware", "services"], strategy: { kind: "linear" }, arms: ["firm"], capacity: 8 },
];

/** Counterparties per buyer family, and how long a negotiation stays live (in arrivals; one arrival an hour). */
export const COUNTERPARTIES_PER_FAMILY = 4;
export const DURATION_TICKS: readonly [number, number] = [10, 30];
export const TICK_MS = 3_600_000;
export const START_MS = 1_800_000_000_000;

export interface Counterparty {
  id: string;
  family: FamilyName;
}

export interface Arrival {
  index: number;
  negotiationId: string;
  counterparty: Counterparty;
  category: Category;
  product: Product;
  buyer: BuyerProfile;
  /** Arrivals it stays live for. */
  duration: number;
}

export interface Scenario {
  seed: number;
  half: Half;
  counterparties: Counterparty[];
  arrivals: Arrival[];
}

/** The counterparties (every family, COUNTERPARTIES_PER_FAMILY each) and `count` arrivals, for one seed. */
export function buildScenario(seed: number, half: Half, count: number): Scenario {
  const counterparties = FAMILY_NAMES.flatMap((family) => Array.from({ length: COUNTERPARTIES_PER_FAMILY }, (_, k) => ({ id: `${family}#${k + 1}`, family })));
  // One generated market per arrival: its product, and the buyer of the arriving counterparty's family.
  const markets = generateMarkets(half, count, seed);
  const rand = mulberry32(deriveSeed(seed, half, "fleet-arrivals"));
  const arrivals = markets.map((market, index): Arrival => {
    const counterparty = counterparties[integerBetween(rand, 0, counterparties.length - 1)]!;
    const category = CATEGORIES[integerBetween(rand, 0, CATEGORIES.length - 1)]!;
    const duration = integerBetween(rand, DURATION_TICKS[0], DURATION_TICKS[1]);
    const drawn = market.buyers.find((b) => b.family === counterparty.family)!;
    const negotiationId = `${half}-${seed}-${index}`;
    return { index, negotiationId, counterparty, category, product: market.product, buyer: { ...drawn, buyerId: `${counterparty.id}/${index}` }, duration };
  });
  return { seed, half, counterparties, arrivals };
}

export interface Played {
  surplus: number;
  deal: boolean;
}

/** What each agent earns from each negotiation, played through the kernel on first asking and remembered. */
export class OutcomeTable {
  private readonly memo = new Map<string, Played>();
  private readonly shops = new Map(FLEET_PROFILES.map((p) => [p.id, parleyShop({ strategy: p.strategy, tactics: armTactics(p.arms[0] as ArmName), secret: 1 })] as const));
  played = 0;

  outcome(agentId: string, arrival: Arrival): Played {
    const key = `${agentId}\u0000${arrival.index}`;
    const known = this.memo.get(key);
    if (known) return known;
    const factory = this.shops.get(agentId);
    if (!factory) throw new Error(`unknown agent ${agentId}`);
    const clock = new ManualClock();
    const shop = factory([arrival.product], clock);
    const { agreedPriceMinor } = playBuyer(arrival.buyer, new ShopClient(shop, clock, arrival.buyer.buyerId));
    const played = { surplus: agreedPriceMinor === null ? 0 : surplusShare(arrival.product, agreedPriceMinor), deal: agreedPriceMinor !== null };
    this.memo.set(key, played);
    this.played += 1;
    return played;
  }
}

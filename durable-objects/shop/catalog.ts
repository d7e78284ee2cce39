/**
 * The shop's catalog: per product its list price (anchor), floor, strategy and limits, the public facts the
 * owner wrote (product-facts.ts) and its negotiable terms with the owner's private valuation (product-terms.ts),
 * every version kept.
 */
import { DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, validateConfig } from "../../kernel";
import { MAX_OPTIONS } from "../../kernel/package/types";
import type { NegotiationConfig, StrategyConfig } from "../../kernel/types";
import type { ProductBounds } from "../../policies";
import { iso } from "../../common/time";
import { fail, ok, type RpcResult } from "../../common/problem";
import { parsePublicFacts, validatePublicFacts, type PublicFacts } from "./product-facts";
import { parseProductTerms, parsePublicTerms, termsFields, type PublicTerm, type TermDeclaration, type Valuation } from "./product-terms";
import { validateTerms } from "../../terms";

export const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

export interface ProductInput {
  name: string;
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy?: StrategyConfig;
  maxRounds?: number;
  ttlSeconds?: number;
  /** Short public texts on shipping, delivery, warranty, payment, returns: what buyers' questions are answered from. */
  publicFacts?: PublicFacts;
  /** The terms negotiable besides price (terms/): public declarations. Omitted on a product without terms. */
  terms?: TermDeclaration[];
  /** The owner's private valuation of the terms: pairwise answers or weights, and the package reservation. */
  valuation?: Valuation;
  /** With terms: how many equivalent packages (1–3) the shop offers per counter; default the kernel's (DEFAULT_OPTIONS, one). */
  offerOptions?: number;
}

/** What a product always has; `terms`, `valuation` (and `offerOptions`, when the owner set it) only when it declares terms. */
type StoredInput = Required<Omit<ProductInput, "terms" | "valuation" | "offerOptions">> & Pick<ProductInput, "terms" | "valuation" | "offerOptions">;

export interface ProductView extends StoredInput {
  shopId: string;
  productId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One version of a product's settings as it was saved. */
export interface ProductVersionView {
  version: number;
  createdAt: string;
  config: StoredInput;
}

/**
 * A product as anyone may see it (the public catalog, GET /v1/shops/{shopId}/catalog): what a buyer's agent
 * needs to start negotiating, and nothing the shop keeps private — no floor, strategy, deadline or version.
 */
export interface PublicProduct {
  productId: string;
  name: string;
  /** The list price per unit (the anchor): the shop's opening offer. */
  listPriceMinor: number;
  currency: string;
  negotiable: true;
  maxRounds: number;
  /** What the owner wrote about shipping, delivery, warranty, payment and returns (only the subjects written). */
  publicFacts: PublicFacts;
  /** The terms negotiable besides price and their ranges (never the owner's valuation). Omitted when there are none. */
  terms?: PublicTerm[];
}

export interface ProductRow {
  product_id: string;
  name: string;
  currency: string;
  anchor_minor: number;
  floor_minor: number;
  strategy: string;
  max_rounds: number;
  ttl_seconds: number;
  /** JSON; null in rows from before public facts. */
  public_facts: string | null;
  /** JSON declarations and valuation; null on products without terms (and rows from before them). */
  terms: string | null;
  valuation: string | null;
  /** Equivalent packages per counter (1–3); null: the default. */
  offer_options: number | null;
  version: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

export class Catalog {
  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
  ) {}

  /** Creates (201) or replaces (200) a product as a new version; a configuration the kernel refuses changes nothing. */
  put(shopId: string, productId: string, input: ProductInput): RpcResult<ProductView> {
    const facts = validatePublicFacts(input.publicFacts);
    if (!facts.ok) return fail("validation-failed", "The product's public facts are not valid.", { errors: facts.problems });
    const config = configFromInput(input);
    const problems = validateConfig(config);
    if (problems.length > 0) {
      return fail("invalid-product-config", problems.join("; "), { errors: problems.map((message: string) => ({ message })) });
    }
    const checked = validateTerms({ terms: input.terms, valuation: input.valuation }, { anchorMinor: config.anchorMinor, floorMinor: config.floorMinor });
    if (!checked.ok) return fail("validation-failed", `The product's terms are not valid: ${checked.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`, { errors: checked.problems });
    const offerOptions = offerOptionsProblem(input.offerOptions, checked.value.terms.length > 0);
    if (offerOptions) return fail("validation-failed", `offerOptions: ${offerOptions}`, { errors: [{ path: "offerOptions", pointer: "/offerOptions", message: offerOptions }] });
    const terms = { ...termsFields(checked.value), ...(input.offerOptions !== undefined ? { offerOptions: input.offerOptions } : {}) };
    const now = Date.now();
    const existing = this.row(productId);
    const version = (existing?.version ?? 0) + 1;
    const stored = { name: input.name, ...config, ttlSeconds: config.ttlMs / 1000, publicFacts: facts.facts, ...terms };
    this.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, public_facts, terms, valuation, offer_options, version, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (product_id) DO UPDATE SET name = excluded.name, currency = excluded.currency,
           anchor_minor = excluded.anchor_minor, floor_minor = excluded.floor_minor, strategy = excluded.strategy,
           max_rounds = excluded.max_rounds, ttl_seconds = excluded.ttl_seconds, public_facts = excluded.public_facts,
           terms = excluded.terms, valuation = excluded.valuation, offer_options = excluded.offer_options, version = excluded.version,
           updated_at = excluded.updated_at`,
        productId,
        input.name,
        config.currency,
        config.anchorMinor,
        config.floorMinor,
        JSON.stringify(config.strategy),
        config.maxRounds,
        config.ttlMs / 1000,
        JSON.stringify(facts.facts),
        terms.terms ? JSON.stringify(terms.terms) : null,
        terms.valuation ? JSON.stringify(terms.valuation) : null,
        terms.offerOptions ?? null,
        version,
        now,
        now,
      );
      this.sql.exec("INSERT INTO product_versions (product_id, version, config, created_at) VALUES (?, ?, ?, ?)", productId, version, JSON.stringify(stored), now);
    });
    return ok(productView(shopId, this.row(productId)!), existing ? 200 : 201);
  }

  row(productId: string): ProductRow | null {
    return this.sql.exec<ProductRow>("SELECT * FROM products WHERE product_id = ?", productId).toArray()[0] ?? null;
  }

  /** Every version of a product's settings, newest first. */
  versions(productId: string): ProductVersionView[] {
    return this.sql
      .exec<{ version: number; config: string; created_at: number }>("SELECT version, config, created_at FROM product_versions WHERE product_id = ? ORDER BY version DESC", productId)
      .toArray()
      .map((r) => {
        const { ttlMs: _ttlMs, ...config } = JSON.parse(r.config) as ProductVersionView["config"] & { ttlMs?: number };
        // Versions saved before public facts had none.
        return { version: r.version, createdAt: iso(r.created_at), config: { ...config, publicFacts: config.publicFacts ?? {} } };
      });
  }

  list(shopId: string): ProductView[] {
    return this.sql.exec<ProductRow>("SELECT * FROM products ORDER BY product_id").toArray().map((row) => productView(shopId, row));
  }

  /** The public catalog: only the public columns are read, so nothing private can slip into it. */
  publicList(): PublicProduct[] {
    return this.sql
      .exec<{ product_id: string; name: string; anchor_minor: number; currency: string; max_rounds: number; public_facts: string | null; terms: string | null }>(
        "SELECT product_id, name, anchor_minor, currency, max_rounds, public_facts, terms FROM products ORDER BY product_id",
      )
      .toArray()
      .map((r): PublicProduct => ({
        productId: r.product_id,
        name: r.name,
        listPriceMinor: r.anchor_minor,
        currency: r.currency,
        negotiable: true,
        maxRounds: r.max_rounds,
        publicFacts: parsePublicFacts(r.public_facts),
        ...publicTermsField(parsePublicTerms(r.terms)),
      }));
  }

  /** Each product's floor and list price, which policy constraints are checked against, and its terms (ids, kinds) conditions may name. */
  bounds(): ProductBounds[] {
    return this.sql
      .exec<{ product_id: string; floor_minor: number; anchor_minor: number; terms: string | null }>("SELECT product_id, floor_minor, anchor_minor, terms FROM products")
      .toArray()
      .map((r) => {
        const terms = parsePublicTerms(r.terms).map((t) => ({ id: t.id, kind: t.kind }));
        return { productId: r.product_id, floorMinor: r.floor_minor, anchorMinor: r.anchor_minor, ...(terms.length > 0 ? { terms } : {}) };
      });
  }
}

/** The public facts a negotiation on this product snapshots when it opens (answers quote them). */
export function publicFactsOf(row: ProductRow): PublicFacts {
  return parsePublicFacts(row.public_facts);
}

/**
 * The configuration a negotiation on this product snapshots when it opens; a product with terms adds its package
 * (declarations, the owner's valuation, how many equivalent packages per counter), which the kernel decides on.
 */
export function configOf(row: ProductRow): NegotiationConfig {
  const config: NegotiationConfig = {
    currency: row.currency,
    anchorMinor: row.anchor_minor,
    floorMinor: row.floor_minor,
    strategy: JSON.parse(row.strategy) as StrategyConfig,
    maxRounds: row.max_rounds,
    ttlMs: row.ttl_seconds * 1000,
  };
  const { terms, valuation } = parseProductTerms(row.terms, row.valuation, { anchorMinor: row.anchor_minor, floorMinor: row.floor_minor });
  if (terms.length === 0 || !valuation) return config;
  return { ...config, package: { terms, valuation, ...(row.offer_options !== null && row.offer_options !== undefined ? { options: row.offer_options } : {}) } };
}

/** Why `offerOptions` cannot be saved, or null: a whole number from 1 to MAX_OPTIONS, and only for a product with terms. */
function offerOptionsProblem(value: number | undefined, hasTerms: boolean): string | null {
  if (value === undefined) return null;
  if (!hasTerms) return "only a product with terms offers several packages at once";
  return Number.isInteger(value) && value >= 1 && value <= MAX_OPTIONS ? null : `must be a whole number from 1 to ${MAX_OPTIONS}`;
}

export function productView(shopId: string, row: ProductRow): ProductView {
  return {
    shopId,
    productId: row.product_id,
    name: row.name,
    currency: row.currency,
    anchorMinor: row.anchor_minor,
    floorMinor: row.floor_minor,
    strategy: JSON.parse(row.strategy) as StrategyConfig,
    maxRounds: row.max_rounds,
    ttlSeconds: row.ttl_seconds,
    publicFacts: parsePublicFacts(row.public_facts),
    ...termsFields(parseProductTerms(row.terms, row.valuation, { anchorMinor: row.anchor_minor, floorMinor: row.floor_minor })),
    ...(row.terms && row.offer_options !== null && row.offer_options !== undefined ? { offerOptions: row.offer_options } : {}),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function configFromInput(input: ProductInput): NegotiationConfig {
  return {
    currency: input.currency,
    anchorMinor: input.anchorMinor,
    floorMinor: input.floorMinor,
    strategy: input.strategy ?? DEFAULT_STRATEGY,
    maxRounds: input.maxRounds ?? DEFAULT_MAX_ROUNDS,
    ttlMs: (input.ttlSeconds ?? DEFAULT_TTL_SECONDS) * 1000,
  };
}

function publicTermsField(terms: PublicTerm[]): { terms?: PublicTerm[] } {
  return terms.length > 0 ? { terms } : {};
}

/**
 * Text embeddings (1536 dimensions, L2-normalised, compared by cosine distance in pgvector).
 *
 * - `HashingEmbedder` (offline default, model id "parley-hash-v1"): deterministic feature hashing of word
 *   unigrams, word bigrams and character trigrams, sublinear term frequency, signed buckets, L2 normalised.
 *   QUALITY, honestly: it measures *lexical* overlap — documents that share words, phrases and numbers come out
 *   close; synonyms, paraphrases and other languages do not ("laptop" and "notebook computer" are unrelated to
 *   it). Character trigrams give some robustness to inflection and typos. For precedent search over a shop's own
 *   contracts, which reuse product names and clause wording, this retrieves sensible neighbours; it is not a
 *   semantic model and no benchmark of semantic quality applies to it. Same text → same vector, on every machine.
 * - `OpenAIEmbedder` (when OPENAI_API_KEY is set): text-embedding-3-small (or -large) with `dimensions: 1536`.
 *
 * Vectors from different models live in different spaces: every stored vector records `embedder.model`, and
 * every search filters by it.
 */
import OpenAI from "openai";

export const EMBEDDING_DIM = 1536;

export interface Embedder {
  /** Stored with every vector; searches only compare vectors of the same model. */
  readonly model: string;
  readonly dimensions: number;
  /** One unit-length vector per input text, in order. */
  embed(texts: readonly string[]): Promise<number[][]>;
}

// --- offline -------------------------------------------------------------------------------------------

const STOPWORDS = new Set(
  "a an and are as at be by for from has have in is it its of on or that the this to was were will with shall per".split(" "),
);

/** FNV-1a 32-bit. */
function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // final avalanche (murmur3 fmix32) so nearby strings spread over buckets
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

export function tokenize(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // 1,299.00 → 1299.00 ; keep decimals together
      .replace(/(\d)[,' ](?=\d{3}\b)/g, "$1")
      .match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? []
  );
}

export class HashingEmbedder implements Embedder {
  readonly model = "parley-hash-v1";
  readonly dimensions = EMBEDDING_DIM;

  async embed(texts: readonly string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }

  embedOne(text: string): number[] {
    const dim = this.dimensions;
    // feature → [occurrences, weight of its kind]
    const counts = new Map<string, [number, number]>();
    const add = (feature: string, weight: number) => {
      const c = counts.get(feature);
      if (c) c[0] += 1;
      else counts.set(feature, [1, weight]);
    };
    const tokens = tokenize(text);
    let prev: string | null = null;
    for (const tok of tokens) {
      const stop = STOPWORDS.has(tok);
      if (!stop) add(`w:${tok}`, 1);
      if (prev !== null) add(`b:${prev}_${tok}`, 0.6);
      if (!stop && tok.length >= 4 && !/^\d/.test(tok)) {
        const padded = `<${tok}>`;
        for (let i = 0; i + 3 <= padded.length; i++) add(`c:${padded.slice(i, i + 3)}`, 0.25);
      }
      prev = tok;
    }
    const v = new Float64Array(dim);
    for (const [feature, [n, weight]] of counts) {
      const h = fnv1a(feature);
      const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
      // sublinear tf: repeated words matter, but not linearly
      v[h % dim]! += sign * weight * (1 + Math.log(n));
    }
    return normalise(v);
  }
}

/** Unit length, rounded to float32 precision. A zero vector (empty text) becomes a fixed unit vector. */
export function normalise(v: ArrayLike<number>): number[] {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const out = new Array<number>(v.length);
  if (sum === 0 || !Number.isFinite(sum)) {
    out.fill(0);
    out[0] = 1;
    return out;
  }
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) out[i] = Math.fround(v[i]! * inv);
  return out;
}

// --- OpenAI --------------------------------------------------------------------------------------------

export interface OpenAIEmbedderOptions {
  apiKey: string;
  baseURL?: string;
  /** text-embedding-3-small (default) or text-embedding-3-large; both are asked for 1536 dimensions. */
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Inputs per request (the API accepts up to 2048). */
  batchSize?: number;
  /** Characters per input before truncation (the models accept 8191 tokens). */
  maxInputChars?: number;
}

export class OpenAIEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions = EMBEDDING_DIM;
  private readonly client: OpenAI;
  private readonly apiModel: string;
  private readonly batchSize: number;
  private readonly maxInputChars: number;

  constructor(options: OpenAIEmbedderOptions) {
    this.apiModel = options.model ?? "text-embedding-3-small";
    this.model = `openai:${this.apiModel}@${EMBEDDING_DIM}`;
    this.batchSize = options.batchSize ?? 256;
    this.maxInputChars = options.maxInputChars ?? 24_000;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      const chunk = texts.slice(i, i + this.batchSize).map((t) => (t.trim() === "" ? " " : t.slice(0, this.maxInputChars)));
      const res = await this.client.embeddings.create({ model: this.apiModel, input: chunk, dimensions: EMBEDDING_DIM });
      if (!Array.isArray(res.data) || res.data.length !== chunk.length) {
        throw new Error(`embeddings: expected ${chunk.length} vectors, got ${Array.isArray(res.data) ? res.data.length : "none"}`);
      }
      const ordered = [...res.data].sort((a, b) => a.index - b.index);
      for (const item of ordered) {
        const vec = item.embedding as ArrayLike<number>;
        if (!vec || vec.length !== EMBEDDING_DIM) throw new Error(`embeddings: expected ${EMBEDDING_DIM} dimensions, got ${vec?.length}`);
        for (let j = 0; j < vec.length; j++) if (!Number.isFinite(vec[j])) throw new Error("embeddings: non-finite value");
        out.push(normalise(vec));
      }
    }
    return out;
  }
}

export function createEmbedder(env: { OPENAI_API_KEY?: string; OPENAI_BASE_URL?: string; OPENAI_EMBEDDING_MODEL?: string } = {}): Embedder {
  if (env.OPENAI_API_KEY) {
    return new OpenAIEmbedder({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      ...(env.OPENAI_EMBEDDING_MODEL ? { model: env.OPENAI_EMBEDDING_MODEL } : {}),
    });
  }
  return new HashingEmbedder();
}

/** pgvector text literal with float32 precision (smaller statements than 17-digit doubles). */
export function toVectorLiteral(v: readonly number[]): string {
  let s = "[";
  for (let i = 0; i < v.length; i++) {
    if (i) s += ",";
    const x = v[i]!;
    s += x === 0 ? "0" : x.toPrecision(7);
  }
  return s + "]";
}

export declare const NEGOTIABLE: readonly Record<string, unknown>[];
export declare const CEILING: number;
export declare function requestBody(deadline: number, overrides?: Record<string, unknown>): Record<string, unknown>;
export declare function seeded(seed: number): () => number;
export declare function randomPackage(random: () => number): { priceMinor: number; terms: Record<string, number | string> };

/**
 * A package product's outcome space: moved to rehearsal/buyers/packages/space.ts (product code, which the
 * rehearsal's simulated package buyers share with this bench), re-exported here for the bench's modules and tests,
 * typed with the bench's products (their domain and round limit).
 */
import type { ComboSpace as Space } from "../../rehearsal/buyers/packages/space";
import type { PackageProduct } from "./domains";

export * from "../../rehearsal/buyers/packages/space";
export type ComboSpace = Space<PackageProduct>;

export { drawBuyers, type PanelOptions, type ReservationBasis } from "./buyer-panel";
export {
  compareRehearsals,
  rehearsalSettings,
  rehearse,
  type FamilyOutcome,
  type PackageFamilyFigures,
  type PackageFigures,
  type ProductTermsFields,
  type RehearsalComparison,
  type RehearsalInput,
  type RehearsalSettings,
  type RehearsalSummary,
  type TermFigure,
} from "./rehearse";
export { rehearsePackages, type PackageRehearsalInput } from "./rehearse-packages";
export { drawPackageBuyers, REHEARSAL_MAX_COMBOS, type PackagePanel, type PackagePanelOptions } from "./package-panel";
export { PACKAGE_FAMILY_NAMES, type PackageFamily } from "./buyers/packages/buyers";
export { GovernedShop, type BuyerFacts, type GovernedShopOptions } from "./governed-shop";
export { FAMILY_NAMES, type FamilyName } from "./buyers/types";
export { MIN_MARKET_DEALS, rehearseProduct, reservationBasis, type MarketFacts, type ProductRehearsal, type ProductRehearsalInput } from "./rehearse-product";
export { renderReport, type ReportMeta } from "./report";
export { DEFAULT_REHEARSAL_DRAWS, MAX_REHEARSAL_DRAWS, MIN_REHEARSAL_DRAWS, rehearseAuction, type AuctionRehearsalReport, type AuctionRehearsalResult, type PopulationInput, type SupplierPopulation } from "./auction";

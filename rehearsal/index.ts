export { drawBuyers, type PanelOptions, type ReservationBasis } from "./buyer-panel";
export { compareRehearsals, rehearsalSettings, rehearse, type FamilyOutcome, type RehearsalComparison, type RehearsalInput, type RehearsalSettings, type RehearsalSummary } from "./rehearse";
export { GovernedShop, type BuyerFacts, type GovernedShopOptions } from "./governed-shop";
export { FAMILY_NAMES, type FamilyName } from "./buyers/types";
export { MIN_MARKET_DEALS, rehearseProduct, reservationBasis, type MarketFacts, type ProductRehearsal, type ProductRehearsalInput } from "./rehearse-product";
export { renderReport, type ReportMeta } from "./report";

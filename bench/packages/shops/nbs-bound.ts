/**
 * `nbsBound`: a bound, not a competitor — a shop told everything about the buyer (its values AND its reservation
 * utility), which offers the Nash bargaining solution's package from the first round and holds it: among the
 * packages worth the NBS's utility to the shop, the one the buyer values most (so on the frontier), and it takes a
 * bid only when the bid is worth at least that much to the shop. Every deal it makes is the NBS, so its Nash/NBS
 * per deal is 1; its agreement shows how many buyers of the panel reach the NBS within the shop's rounds at all.
 *
 * Why it is here: the issue asks for a Nash product ≥ 0.9 of the NBS's. The values-only oracle stays near 0.66,
 * and this bound shows what closes the gap: the buyer's reservation, which no real shop is told (a learnt model
 * can estimate values from moves; the reservation only shows when a buyer walks away).
 */
import { buyerUtility } from "../buyers";
import { nashSolution, outcomeSegments, paretoFrontier } from "../metrics";
import { comboOf, comboTerms, priceForShopUtility, shopUtilityOf } from "../space";
import type { BuyerBid, PackageShop, ShopAnswer } from "./types";

export const nbsBound: PackageShop = {
  name: "nbs bound (knows values and reservation)",
  fair: false,
  start: ({ space, product, buyer }) => {
    const truth = buyerUtility(space, buyer);
    const reservation = product.package.valuation.reservationUtility;
    const nbs = nashSolution(paretoFrontier(outcomeSegments(space, truth)), reservation, buyer.reservationUtility);
    // No deal clears both reservations: it holds its best package (nothing it could offer would be taken anyway).
    const target = nbs ? nbs.point.u : 1;
    let held = { combo: space.bestCombo, priceMinor: product.anchorMinor };
    let heldValue = -Infinity;
    for (let c = 0; c < space.count; c++) {
      const priceMinor = priceForShopUtility(space, c, target);
      if (priceMinor === null) continue;
      const v = truth.of(c, priceMinor);
      if (v > heldValue) {
        heldValue = v;
        held = { combo: c, priceMinor };
      }
    }
    const terms = comboTerms(space, held.combo);
    let round = 0;
    let ended = false;
    const offer = (): ShopAnswer => ({ status: "open", offers: [{ priceMinor: held.priceMinor, terms }], agreed: null });
    const end = (answer: ShopAnswer): ShopAnswer => {
      ended = true;
      return answer;
    };
    return {
      fixedTerms: null,
      open: offer,
      counter(bid: BuyerBid): ShopAnswer {
        if (ended) throw new Error("negotiation over");
        round += 1;
        const combo = comboOf(space, { ...terms, ...bid.terms });
        if (combo < 0) throw new Error(`bid off the grid: ${JSON.stringify(bid.terms)}`);
        const value = bid.priceMinor < product.floorMinor ? -Infinity : shopUtilityOf(space, combo, bid.priceMinor);
        if (value >= target - 1e-12) return end({ status: "agreed", offers: [], agreed: { priceMinor: bid.priceMinor, terms: comboTerms(space, combo) } });
        if (round >= product.maxRounds) return end({ status: "ended", offers: [], agreed: null });
        return offer();
      },
      accept(): ShopAnswer {
        if (ended) throw new Error("negotiation over");
        return end({ status: "agreed", offers: [], agreed: { priceMinor: held.priceMinor, terms } });
      },
    };
  },
};

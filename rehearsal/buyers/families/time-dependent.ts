/**
 * Time-dependent bidders (Faratin et al.): the k-th counter is O + (R − O)·((k − 1)/(deadline − 1))^e, from
 * the opening bid O to the reservation R at the buyer's own deadline. They ignore the shop's round limit,
 * so those with a deadline past it are still short of R when the shop's last round comes.
 * Linear: e = 1. Boulware (concedes late): e ∈ [2.5, 6]. Conceder (concedes early): e ∈ [0.2, 0.5].
 */
import { uniform } from "../../random";
import { towards, type BuyerFamily, type FamilyName } from "../types";

function timeDependent(name: FamilyName, exponentRange: readonly [number, number]): BuyerFamily {
  return {
    name,
    create(profile, rand) {
      const exponent = uniform(rand, exponentRange[0], exponentRange[1]);
      const { openingBidMinor, reservationMinor, deadline } = profile;
      return {
        openingBidMinor,
        nextBid: (turn) => towards(openingBidMinor, reservationMinor, Math.pow((turn.counter - 1) / Math.max(1, deadline - 1), exponent)),
      };
    },
  };
}

export const linear = timeDependent("linear", [1, 1]);
export const boulware = timeDependent("boulware", [2.5, 6]);
export const conceder = timeDependent("conceder", [0.2, 0.5]);

import type { BuyerFamily, FamilyName } from "../types";
import { anchoringLowballer } from "./anchoring-lowballer";
import { budgetSatisficer } from "./budget-satisficer";
import { deadlineSniper } from "./deadline-sniper";
import { hardheaded } from "./hardheaded";
import { randomBidder } from "./random-bidder";
import { restarter } from "./restarter";
import { shopModeler } from "./shop-modeler";
import { splitTheDifference } from "./split-the-difference";
import { takeItOrCounter } from "./take-it-or-counter";
import { boulware, conceder, linear } from "./time-dependent";
import { titForTatAbsolute, titForTatRelative } from "./tit-for-tat";
import { upwardProber } from "./upward-prober";

export const FAMILIES: Readonly<Record<FamilyName, BuyerFamily>> = {
  linear,
  boulware,
  conceder,
  "tit-for-tat-absolute": titForTatAbsolute,
  "tit-for-tat-relative": titForTatRelative,
  "split-the-difference": splitTheDifference,
  "shop-modeler": shopModeler,
  restarter,
  random: randomBidder,
  hardheaded,
  "deadline-sniper": deadlineSniper,
  "upward-prober": upwardProber,
  "anchoring-lowballer": anchoringLowballer,
  "take-it-or-counter": takeItOrCounter,
  "budget-satisficer": budgetSatisficer,
};

export { Auction, BuyerAccount, Contract, NegotiationRoom, Shop } from "../durable-objects";
export { default } from "./worker";

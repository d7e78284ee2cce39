export { BuyerAccount, NegotiationRoom, Shop } from "../durable-objects";
export { default } from "./worker";

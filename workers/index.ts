export { NegotiationRoom, Shop } from "../durable-objects";
export { default } from "./worker";

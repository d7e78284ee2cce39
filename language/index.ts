export { renderMessage } from "./templates";
export type { MessageInput } from "./templates";
export { formatMinor } from "./money-format";

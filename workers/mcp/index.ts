/** The MCP endpoint for buyer agents (POST /mcp) and what the agent card says about it. */
export { MCP_PATH, registerMcp } from "./mcp-route";
export { TOOL_NAMES } from "./tools";
export { agentCard } from "./agent-card";

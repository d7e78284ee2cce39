/** The MCP audience (POST /mcp for buyer and supplier agents) and what the agent card says about it. */
export { MCP_PATH, mcpApp } from "./mcp-app";
export { TOOL_NAMES } from "./tools";
export { SUPPLIER_TOOL_NAMES } from "./supplier-tools";
export { agentCard } from "./agent-card";

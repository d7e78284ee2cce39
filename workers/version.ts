/**
 * The API's version: in the OpenAPI document's info, the root route, the MCP server's info and the agent card.
 * A module of its own, so that what reports it (the MCP server, the agent card) never imports the app.
 */
export const API_VERSION = "0.1.0";

import { createApp } from "./app";
import { handleQueue } from "./queue-handler";
import { handleScheduled } from "./scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;

// Optional webhook variables that `wrangler types` cannot see (they are not in wrangler.toml); what they do:
// durable-objects/shop/webhooks.ts and common/webhook-destination.ts. (They belong beside workers/env.d.ts.)
interface Env {
  /** Seals webhook signing secrets at rest. Production: `wrangler secret put WEBHOOK_SEALING_KEY` (32+ random characters). */
  WEBHOOK_SEALING_KEY?: string;
  /** The sealing key before the last rotation, kept until every secret has been sealed again. */
  WEBHOOK_SEALING_KEY_PREVIOUS?: string;
  /** "1" in local development only: webhooks may be delivered to this machine (http or https, any port). */
  PARLEY_WEBHOOK_ALLOW_HTTP?: string;
}

CREATE TABLE "cron_cursors" (
	"job" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "avg_duration_ms" double precision;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "avg_requested_discount_bps" integer;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "concession_style" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "tactics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "tactic_rate" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "risk_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "risk_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "authenticated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "computed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "counterparty_profiles_shop_seen_idx" ON "counterparty_profiles" USING btree ("shop_id","last_negotiation_at");
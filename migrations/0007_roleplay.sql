CREATE TABLE "roleplay_agent_calls" (
	"run_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"seq" integer NOT NULL,
	"round" integer NOT NULL,
	"speaker" text NOT NULL,
	"prompt" text,
	"raw" text NOT NULL,
	"parsed" jsonb,
	"error" text,
	CONSTRAINT "roleplay_agent_calls_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "roleplay_runs" (
	"run_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"product_id" text NOT NULL,
	"seed" bigint NOT NULL,
	"language" text NOT NULL,
	"style" text NOT NULL,
	"ended_as" text NOT NULL,
	"agreed_minor" bigint,
	"currency" text NOT NULL,
	"handed_to_person" boolean NOT NULL,
	"strategies_offered" jsonb NOT NULL,
	"strategies_used" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"verdicts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roleplay_turns" (
	"run_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"seq" integer NOT NULL,
	"round" integer NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	"action" jsonb NOT NULL,
	"used_strategies" jsonb NOT NULL,
	"outcome" text,
	"standing_minor" bigint,
	"verdict" text,
	CONSTRAINT "roleplay_turns_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE INDEX "roleplay_agent_calls_shop_idx" ON "roleplay_agent_calls" USING btree ("shop_id","run_id");--> statement-breakpoint
CREATE INDEX "roleplay_runs_shop_batch_idx" ON "roleplay_runs" USING btree ("shop_id","batch_id");--> statement-breakpoint
CREATE INDEX "roleplay_runs_shop_created_idx" ON "roleplay_runs" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "roleplay_turns_shop_idx" ON "roleplay_turns" USING btree ("shop_id","run_id");
CREATE TABLE "agent_recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"negotiation_id" text NOT NULL,
	"round" integer,
	"kind" text NOT NULL,
	"recommendation" jsonb NOT NULL,
	"rationale" text,
	"confidence" real,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_embeddings" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"model" text NOT NULL,
	"embedding" vector(1536) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"document_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"counterparty" text,
	"product_id" text,
	"currency" text,
	"unit_price_minor" bigint,
	"quantity" integer,
	"payment_terms_days" integer,
	"delivery_days" integer,
	"warranty_months" integer,
	"liability_cap_pct" double precision,
	"anchor_unit_price_minor" bigint,
	"discount_bps" integer,
	"outcome" text NOT NULL,
	"terms" jsonb NOT NULL,
	"extractor" text NOT NULL,
	"negotiation_id" text,
	"text" text NOT NULL,
	"content_sha256" text NOT NULL,
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_kind_check" CHECK ("contracts"."kind" IN ('contract', 'deal')),
	CONSTRAINT "contracts_outcome_check" CHECK ("contracts"."outcome" IN ('signed', 'agreed', 'rejected', 'expired', 'withdrawn', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "counterparty_profiles" (
	"shop_id" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"negotiations" integer DEFAULT 0 NOT NULL,
	"agreed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"avg_rounds" double precision,
	"avg_discount_bps" integer,
	"last_negotiation_at" timestamp with time zone,
	"traits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterparty_profiles_shop_id_counterparty_id_pk" PRIMARY KEY("shop_id","counterparty_id")
);
--> statement-breakpoint
CREATE TABLE "dead_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"queue" text NOT NULL,
	"message_id" text NOT NULL,
	"body" jsonb,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "negotiation_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"negotiation_id" text NOT NULL,
	"seq" integer,
	"event_type" text NOT NULL,
	"actor" text NOT NULL,
	"content" text,
	"parsed_terms" jsonb,
	"tactic_detected" text,
	"confidence" real,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_events_confidence_check" CHECK ("negotiation_events"."confidence" IS NULL OR ("negotiation_events"."confidence" >= 0 AND "negotiation_events"."confidence" <= 1))
);
--> statement-breakpoint
CREATE TABLE "negotiation_message_embeddings" (
	"event_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"negotiation_id" text NOT NULL,
	"model" text NOT NULL,
	"embedding" vector(1536) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"source" text DEFAULT 'live' NOT NULL,
	"product_id" text,
	"product_version" integer,
	"buyer_id" text,
	"quantity" integer,
	"currency" text,
	"anchor_minor" bigint,
	"floor_minor" bigint,
	"strategy" jsonb,
	"max_rounds" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"shop_offer_minor" bigint,
	"buyer_offer_minor" bigint,
	"agreed_price_minor" bigint,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_round_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "negotiations_status_check" CHECK ("negotiations"."status" IN ('open', 'agreed', 'rejected', 'expired', 'withdrawn')),
	CONSTRAINT "negotiations_source_check" CHECK ("negotiations"."source" IN ('live', 'import'))
);
--> statement-breakpoint
CREATE TABLE "policy_embeddings" (
	"shop_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"policy_version" text NOT NULL,
	"content" text NOT NULL,
	"model" text NOT NULL,
	"embedding" vector(1536) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_embeddings_shop_id_policy_id_chunk_pk" PRIMARY KEY("shop_id","policy_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "policy_violations" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"negotiation_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"rule_id" text,
	"outcome" text NOT NULL,
	"severity" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_embeddings" ADD CONSTRAINT "contract_embeddings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_message_embeddings" ADD CONSTRAINT "negotiation_message_embeddings_event_id_negotiation_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."negotiation_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_recommendations_shop_negotiation_idx" ON "agent_recommendations" USING btree ("shop_id","negotiation_id");--> statement-breakpoint
CREATE INDEX "contract_embeddings_hnsw_idx" ON "contract_embeddings" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "contract_embeddings_shop_model_idx" ON "contract_embeddings" USING btree ("shop_id","model");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_shop_document_uq" ON "contracts" USING btree ("shop_id","document_id");--> statement-breakpoint
CREATE INDEX "contracts_shop_product_outcome_idx" ON "contracts" USING btree ("shop_id","product_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "dead_letters_queue_message_uq" ON "dead_letters" USING btree ("queue","message_id");--> statement-breakpoint
CREATE INDEX "dead_letters_shop_created_idx" ON "dead_letters" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_events_shop_negotiation_idx" ON "negotiation_events" USING btree ("shop_id","negotiation_id","occurred_at");--> statement-breakpoint
CREATE INDEX "negotiation_events_shop_type_idx" ON "negotiation_events" USING btree ("shop_id","event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "negotiation_message_embeddings_hnsw_idx" ON "negotiation_message_embeddings" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "negotiation_message_embeddings_shop_idx" ON "negotiation_message_embeddings" USING btree ("shop_id","negotiation_id");--> statement-breakpoint
CREATE INDEX "negotiations_shop_product_status_idx" ON "negotiations" USING btree ("shop_id","product_id","status");--> statement-breakpoint
CREATE INDEX "negotiations_shop_buyer_idx" ON "negotiations" USING btree ("shop_id","buyer_id");--> statement-breakpoint
CREATE INDEX "policy_embeddings_hnsw_idx" ON "policy_embeddings" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "policy_violations_shop_negotiation_idx" ON "policy_violations" USING btree ("shop_id","negotiation_id","occurred_at");
CREATE TABLE "contract_checks" (
	"shop_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"check_at" timestamp with time zone NOT NULL,
	"target_id" text NOT NULL,
	"verdict" text,
	"metric" text,
	"agent_id" text,
	"met" boolean,
	"reading" double precision,
	"event_id" text NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_checks_shop_id_contract_id_check_at_target_id_pk" PRIMARY KEY("shop_id","contract_id","check_at","target_id")
);
--> statement-breakpoint
CREATE TABLE "contract_postings" (
	"posting_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"event_id" text NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_postings_amount_check" CHECK ("contract_postings"."amount_minor" > 0),
	CONSTRAINT "contract_postings_accounts_check" CHECK ("contract_postings"."from_account" <> "contract_postings"."to_account"),
	CONSTRAINT "contract_postings_kind_check" CHECK ("contract_postings"."kind" IN ('stake_deposit', 'pool_deposit', 'penalty', 'bonus', 'stake_refund', 'pool_refund', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "contract_violations" (
	"shop_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"check_at" timestamp with time zone NOT NULL,
	"target_id" text NOT NULL,
	"metric" text,
	"reading" double precision,
	"penalty_minor" bigint NOT NULL,
	"provider_id" text,
	"consumer_id" text,
	"event_id" text NOT NULL,
	CONSTRAINT "contract_violations_shop_id_contract_id_check_at_target_id_pk" PRIMARY KEY("shop_id","contract_id","check_at","target_id"),
	CONSTRAINT "contract_violations_penalty_check" CHECK ("contract_violations"."penalty_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_contracts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"status_seq" integer DEFAULT 0 NOT NULL,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb,
	"terms_version" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"negotiation_id" text,
	"parent_id" text,
	"part_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposed_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contracts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "service_contracts_status_check" CHECK ("service_contracts"."status" IN ('proposed', 'active', 'suspended', 'completed', 'terminated', 'expired')),
	CONSTRAINT "service_contracts_kind_check" CHECK ("service_contracts"."kind" IS NULL OR "service_contracts"."kind" IN ('bilateral', 'multilateral', 'hierarchical', 'composite'))
);
--> statement-breakpoint
ALTER TABLE "graph_edges" DROP CONSTRAINT "graph_edges_type_check";--> statement-breakpoint
ALTER TABLE "graph_nodes" DROP CONSTRAINT "graph_nodes_label_check";--> statement-breakpoint
ALTER TABLE "counterparty_profiles" ADD COLUMN "reputation" jsonb;--> statement-breakpoint
CREATE INDEX "contract_checks_shop_agent_idx" ON "contract_checks" USING btree ("shop_id","agent_id","check_at");--> statement-breakpoint
CREATE INDEX "contract_checks_shop_ingested_idx" ON "contract_checks" USING btree ("shop_id","ingested_at");--> statement-breakpoint
CREATE INDEX "contract_postings_shop_contract_idx" ON "contract_postings" USING btree ("shop_id","contract_id","at");--> statement-breakpoint
CREATE INDEX "contract_postings_shop_from_idx" ON "contract_postings" USING btree ("shop_id","from_account");--> statement-breakpoint
CREATE INDEX "contract_postings_shop_to_idx" ON "contract_postings" USING btree ("shop_id","to_account");--> statement-breakpoint
CREATE INDEX "contract_violations_shop_provider_idx" ON "contract_violations" USING btree ("shop_id","provider_id");--> statement-breakpoint
CREATE INDEX "service_contracts_shop_status_idx" ON "service_contracts" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "service_contracts_shop_updated_idx" ON "service_contracts" USING btree ("shop_id","updated_at");--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_type_check" CHECK ("graph_edges"."type" IN ('NEGOTIATED', 'FOR', 'PLAYED', 'SHOWED', 'CITES', 'PARTY_TO', 'PROMISES', 'VIOLATED', 'OF_TARGET', 'BY', 'RECORDS'));--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD CONSTRAINT "graph_nodes_label_check" CHECK ("graph_nodes"."label" IN ('Counterparty', 'Deal', 'Product', 'Tactic', 'Policy', 'Agent', 'Contract', 'SLA', 'Violation'));--> statement-breakpoint
CREATE VIEW "public"."account_balances" AS (
  SELECT shop_id, account, currency, sum(amount)::bigint AS balance_minor, count(*)::int AS postings
  FROM (
    SELECT shop_id, to_account AS account, currency, amount_minor AS amount FROM contract_postings
    UNION ALL
    SELECT shop_id, from_account AS account, currency, -amount_minor AS amount FROM contract_postings
  ) moves
  GROUP BY shop_id, account, currency);
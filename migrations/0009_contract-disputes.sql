CREATE TABLE "contract_disputes" (
	"shop_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"dispute_id" text NOT NULL,
	"cause" text NOT NULL,
	"kind" text NOT NULL,
	"opened_by" text NOT NULL,
	"against" text[] NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"winners" text[] DEFAULT '{}'::text[] NOT NULL,
	"losers" text[] DEFAULT '{}'::text[] NOT NULL,
	"reversed_minor" bigint,
	"decided_by" text,
	"opened_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_disputes_shop_id_contract_id_dispute_id_pk" PRIMARY KEY("shop_id","contract_id","dispute_id"),
	CONSTRAINT "contract_disputes_status_check" CHECK ("contract_disputes"."status" IN ('open', 'upheld', 'rejected', 'withdrawn')),
	CONSTRAINT "contract_disputes_outcome_check" CHECK ("contract_disputes"."outcome" IS NULL OR "contract_disputes"."outcome" IN ('upheld', 'rejected')),
	CONSTRAINT "contract_disputes_kind_check" CHECK ("contract_disputes"."kind" IN ('penalty', 'bonus')),
	CONSTRAINT "contract_disputes_amount_check" CHECK ("contract_disputes"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contract_postings" DROP CONSTRAINT "contract_postings_kind_check";--> statement-breakpoint
CREATE INDEX "contract_disputes_shop_ingested_idx" ON "contract_disputes" USING btree ("shop_id","ingested_at");--> statement-breakpoint
CREATE INDEX "contract_disputes_winners_idx" ON "contract_disputes" USING gin ("winners");--> statement-breakpoint
CREATE INDEX "contract_disputes_losers_idx" ON "contract_disputes" USING gin ("losers");--> statement-breakpoint
ALTER TABLE "contract_postings" ADD CONSTRAINT "contract_postings_kind_check" CHECK ("contract_postings"."kind" IN ('stake_deposit', 'pool_deposit', 'penalty', 'bonus', 'stake_refund', 'pool_refund', 'payout', 'reversal'));
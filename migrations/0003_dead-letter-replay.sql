ALTER TABLE "dead_letters" ADD COLUMN "body_altered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dead_letters" ADD COLUMN "replayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dead_letters" ADD COLUMN "replays" integer DEFAULT 0 NOT NULL;
CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_part" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "account_erasures_status_check" CHECK (status in ('pending', 'running', 'cancelled')),
	CONSTRAINT "account_erasures_requested_by_check" CHECK (requested_by in ('self', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_erasures_due_idx" ON "account_erasures" USING btree ("status","erase_after");--> statement-breakpoint
CREATE UNIQUE INDEX "account_erasures_one_open_key" ON "account_erasures" USING btree ("user_id") WHERE status in ('pending', 'running');
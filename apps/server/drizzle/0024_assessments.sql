CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"age_at_completion" integer,
	"result" jsonb,
	"is_valid" boolean,
	"share_token_hash" text,
	CONSTRAINT "assessments_share_token_hash_unique" UNIQUE("share_token_hash"),
	CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('in_progress', 'completed')),
	CONSTRAINT "assessments_template_check" CHECK ("assessments"."template_id" in ('big-five', 'big-five-short')),
	CONSTRAINT "assessments_completed_check" CHECK (("assessments"."status" = 'completed') = ("assessments"."completed_at" is not null and "assessments"."result" is not null))
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "parental_consents_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "parental_consents_status_check" CHECK ("parental_consents"."status" in ('pending', 'granted', 'refused', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_in_progress_key" ON "assessments" USING btree ("user_id") WHERE "assessments"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "assessments_user_completed_idx" ON "assessments" USING btree ("user_id","completed_at" DESC NULLS LAST);
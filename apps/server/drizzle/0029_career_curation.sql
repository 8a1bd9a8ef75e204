CREATE TABLE "career_learning_paths" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"topic_ids" uuid[] NOT NULL,
	"note" text,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_occupation_overrides" (
	"code" text PRIMARY KEY NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"description" text,
	"note" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_learning_paths" ADD CONSTRAINT "career_learning_paths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_learning_paths" ADD CONSTRAINT "career_learning_paths_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_occupation_overrides" ADD CONSTRAINT "career_occupation_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
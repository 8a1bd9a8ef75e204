CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_lower_idx" ON "users" USING btree (lower("full_name"),"id");
CREATE INDEX "projects_admin_updated_idx" ON "projects" USING btree ("updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_created_idx" ON "projects" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_kind_status_idx" ON "projects" USING btree ("kind","status","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WHERE deleted_at is null;
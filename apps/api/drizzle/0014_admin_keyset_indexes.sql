CREATE INDEX "clients_company_trgm_idx" ON "clients" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_lower_idx" ON "clients" USING btree (lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "projects_admin_name_sort_idx" ON "projects" USING btree (lower("name"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_kind_updated_idx" ON "projects" USING btree ("kind","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_client_updated_idx" ON "projects" USING btree ("client_id","updated_at","id") WHERE deleted_at is null;
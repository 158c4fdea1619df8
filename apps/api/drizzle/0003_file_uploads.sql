ALTER TABLE "files" ADD COLUMN "purpose" text DEFAULT 'DOCUMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "form_field" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "uploaded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_unattached_uploads_idx" ON "files" USING btree ("created_at") WHERE purpose = 'UPLOAD' and project_id is null;
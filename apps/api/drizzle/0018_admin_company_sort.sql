ALTER TABLE "projects" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "projects" SET "company_name" = "clients"."company_name" FROM "clients" WHERE "clients"."id" = "projects"."client_id";--> statement-breakpoint
CREATE FUNCTION "projects_copy_company_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_name := (SELECT company_name FROM clients WHERE id = NEW.client_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_copy_company_name" BEFORE INSERT OR UPDATE OF "client_id", "company_name" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_copy_company_name"();--> statement-breakpoint
CREATE FUNCTION "clients_rename_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET company_name = NEW.company_name
    WHERE client_id = NEW.id AND company_name IS DISTINCT FROM NEW.company_name;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_rename_projects" AFTER UPDATE OF "company_name" ON "clients"
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name) EXECUTE FUNCTION "clients_rename_projects"();--> statement-breakpoint
CREATE INDEX "projects_admin_company_sort_idx" ON "projects" USING btree (lower("company_name"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_company_trgm_idx" ON "projects" USING gin ("company_name" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_kind_sort_idx" ON "projects" USING btree ("kind","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_admin_status_sort_idx" ON "projects" USING btree ((case "status" when 'DRAFT' then 1 when 'DRAFT2' then 2 when 'ONGOING' then 3 when 'ONGOING2' then 4 when 'CHECK' then 5 when 'CHECK2' then 6 when 'COMPLETED' then 7 end),"id") WHERE deleted_at is null;

CREATE TABLE "project_list_summaries" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" "project_status" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "project_list_summaries_client_kind_idx" ON "project_list_summaries" USING btree ("client_id","kind","created_at" DESC NULLS LAST,"project_id" DESC NULLS LAST);--> statement-breakpoint
-- The summaries move out of the wide rows (issue #28, decision 0051): the old column and its
-- BEFORE trigger go, the same text is now written into the narrow table above.
DROP TRIGGER "projects_list_summary" ON "projects";--> statement-breakpoint
DROP FUNCTION "projects_list_summary"();--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "list_summary";--> statement-breakpoint
-- Migration 0019's text, byte for byte: key for key what the store's summaryOf gives, in the same
-- order, the dates as toISOString writes them, the name under its kind's field
-- (projectKindConfig.nameField), links as placeholders the store signs.
CREATE FUNCTION "project_list_summary"(p "projects") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id":' || to_json(p.id)
    || ',' || to_json(CASE p.kind WHEN 'ORIGIN' THEN 'drugProductName' WHEN 'SUBSTANCE' THEN 'inn' ELSE 'name' END)
    || ':' || to_json(p.name)
    || ',"status":' || to_json(p.status)
    || ',"reportUrl":' || CASE WHEN p.report_file_id IS NULL THEN 'null' ELSE '{"$sign" : "' || p.report_file_id || '"}' END
    || ',"invoiceUrl":' || CASE WHEN p.invoice_file_id IS NULL THEN 'null' ELSE '{"$sign" : "' || p.invoice_file_id || '"}' END
    || ',"invoice":{"status":' || coalesce(to_json(p.invoice_status)::text, 'null') || '}'
    || ',"createdAt":"' || to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updatedAt":"' || to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || CASE WHEN p.kind <> 'CARBON' THEN ''
         WHEN p.footprint_value IS NULL OR p.status <> 'COMPLETED' THEN ',"footprint":null'
         ELSE ',"footprint":{"value":' || to_json(p.footprint_value) || ',"uncertainty":' || to_json(coalesce(p.footprint_uncertainty, 0)) || '}' END
    || '}'
$$;--> statement-breakpoint
-- After every write of a row, whoever makes it: a live project has its summary, a soft-deleted or
-- deleted one has none (a restore writes it again).
CREATE FUNCTION "projects_keep_list_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id <> NEW.id) THEN
    DELETE FROM "project_list_summaries" WHERE "project_id" = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM "project_list_summaries" WHERE "project_id" = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO "project_list_summaries" ("project_id", "client_id", "kind", "status", "created_at", "summary")
  VALUES (NEW.id, NEW.client_id, NEW.kind, NEW.status, NEW.created_at, "project_list_summary"(NEW))
  ON CONFLICT ("project_id") DO UPDATE SET "client_id" = excluded."client_id", "kind" = excluded."kind",
    "status" = excluded."status", "created_at" = excluded."created_at", "summary" = excluded."summary";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_keep_list_summary" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_keep_list_summary"();--> statement-breakpoint
INSERT INTO "project_list_summaries" ("project_id", "client_id", "kind", "status", "created_at", "summary")
SELECT p.id, p.client_id, p.kind, p.status, p.created_at, "project_list_summary"(p)
FROM "projects" p
WHERE p.deleted_at IS NULL;

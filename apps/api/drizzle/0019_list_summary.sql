ALTER TABLE "projects" ADD COLUMN "list_summary" text;--> statement-breakpoint
CREATE FUNCTION "projects_list_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Key for key what the store's summaryOf gives, in the same order, the dates as toISOString
  -- writes them; the name under its kind's field (projectKindConfig.nameField).
  NEW.list_summary := '{"id":' || to_json(NEW.id)
    || ',' || to_json(CASE NEW.kind WHEN 'ORIGIN' THEN 'drugProductName' WHEN 'SUBSTANCE' THEN 'inn' ELSE 'name' END)
    || ':' || to_json(NEW.name)
    || ',"status":' || to_json(NEW.status)
    || ',"reportUrl":' || CASE WHEN NEW.report_file_id IS NULL THEN 'null' ELSE '{"$sign" : "' || NEW.report_file_id || '"}' END
    || ',"invoiceUrl":' || CASE WHEN NEW.invoice_file_id IS NULL THEN 'null' ELSE '{"$sign" : "' || NEW.invoice_file_id || '"}' END
    || ',"invoice":{"status":' || coalesce(to_json(NEW.invoice_status)::text, 'null') || '}'
    || ',"createdAt":"' || to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updatedAt":"' || to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || CASE WHEN NEW.kind <> 'CARBON' THEN ''
         WHEN NEW.footprint_value IS NULL OR NEW.status <> 'COMPLETED' THEN ',"footprint":null'
         ELSE ',"footprint":{"value":' || to_json(NEW.footprint_value) || ',"uncertainty":' || to_json(coalesce(NEW.footprint_uncertainty, 0)) || '}' END
    || '}';
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_list_summary" BEFORE INSERT OR UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_list_summary"();--> statement-breakpoint
UPDATE "projects" SET "list_summary" = NULL;

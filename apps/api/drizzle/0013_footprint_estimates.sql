CREATE TABLE "emission_factor_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"geography" text NOT NULL,
	"factor" jsonb NOT NULL,
	CONSTRAINT "emission_factors_import_id_kind_key_geography_pk" PRIMARY KEY("import_id","kind","key","geography")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "footprint_panel_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "footprint_details" jsonb;--> statement-breakpoint
ALTER TABLE "emission_factor_imports" ADD CONSTRAINT "emission_factor_imports_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD CONSTRAINT "emission_factors_import_id_emission_factor_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."emission_factor_imports"("id") ON DELETE cascade ON UPDATE no action;
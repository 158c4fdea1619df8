CREATE TABLE "medicine_study_results" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"adopted_by_user_id" uuid,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "em_end_of_life" double precision;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "source" text DEFAULT 'imported' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "study_project_id" uuid;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "study_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "method_version" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "carbon_p2_5" double precision;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "carbon_p97_5" double precision;--> statement-breakpoint
ALTER TABLE "medicine_study_results" ADD CONSTRAINT "medicine_study_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_study_results" ADD CONSTRAINT "medicine_study_results_adopted_by_user_id_users_id_fk" FOREIGN KEY ("adopted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_study_project_id_projects_id_fk" FOREIGN KEY ("study_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
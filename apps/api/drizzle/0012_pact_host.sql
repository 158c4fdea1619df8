CREATE TABLE "pact_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"callback_api_url" text,
	"callback_auth_url" text,
	"callback_client_id" text,
	"callback_secret" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "pact_footprints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"document" jsonb NOT NULL,
	"product_ids" text[] NOT NULL,
	"company_ids" text[] NOT NULL,
	"classifications" text[] NOT NULL,
	"geographies" text[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"product_code" text,
	"published_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"deprecated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pact_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"request_id" uuid,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"source" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"comment" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"project_id" uuid,
	"reject_reason" text,
	"fulfilled_pf_ids" uuid[],
	"answered_by_user_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pact_connections" ADD CONSTRAINT "pact_connections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_connections" ADD CONSTRAINT "pact_connections_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_connections" ADD CONSTRAINT "pact_connections_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_outbox" ADD CONSTRAINT "pact_outbox_connection_id_pact_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."pact_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_outbox" ADD CONSTRAINT "pact_outbox_request_id_pact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_requests" ADD CONSTRAINT "pact_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_requests" ADD CONSTRAINT "pact_requests_connection_id_pact_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."pact_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_requests" ADD CONSTRAINT "pact_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_requests" ADD CONSTRAINT "pact_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pact_connections_client_key_key" ON "pact_connections" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "pact_connections_client_idx" ON "pact_connections" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "pact_footprints_client_page_idx" ON "pact_footprints" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pact_footprints_project_idx" ON "pact_footprints" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_footprints_active_project_key" ON "pact_footprints" USING btree ("project_id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "pact_outbox_pending_idx" ON "pact_outbox" USING btree ("next_attempt_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "pact_outbox_request_idx" ON "pact_outbox" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_requests_connection_event_key" ON "pact_requests" USING btree ("connection_id","event_id");--> statement-breakpoint
CREATE INDEX "pact_requests_client_idx" ON "pact_requests" USING btree ("client_id","received_at");--> statement-breakpoint
CREATE INDEX "pact_requests_project_idx" ON "pact_requests" USING btree ("project_id") WHERE status = 'PENDING';
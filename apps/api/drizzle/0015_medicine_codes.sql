ALTER TABLE "medicines" ADD COLUMN "cis" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "cip13" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "atc" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "strength" text;--> statement-breakpoint
CREATE INDEX "medicines_cis_idx" ON "medicines" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "medicines_cip13_idx" ON "medicines" USING gin ("cip13");--> statement-breakpoint
CREATE INDEX "medicines_alternatives_idx" ON "medicines" USING btree ("inn","form","strength","carbon");
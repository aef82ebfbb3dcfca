-- Text search ("any part of") on the summaries: pg_trgm ships with PostgreSQL (contrib, trusted since 13)
-- and with PGlite (loaded by every instance the server opens, db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_code_trgm_idx" ON "customers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_gl_code_trgm_idx" ON "customers" USING gin ("gl_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_name_lower_idx" ON "customer_contacts" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customer_contacts_name_trgm_idx" ON "customer_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_email_trgm_idx" ON "customer_contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_job_title_trgm_idx" ON "customer_contacts" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_trgm_idx" ON "customer_contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_mobile_trgm_idx" ON "customer_contacts" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "factories_name_trgm_idx" ON "factories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "factories_local_name_trgm_idx" ON "factories" USING gin ("local_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "factories_code_trgm_idx" ON "factories" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "factories_legal_name_trgm_idx" ON "factories" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_local_name_trgm_idx" ON "suppliers" USING gin ("local_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_code_trgm_idx" ON "suppliers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_legal_name_trgm_idx" ON "suppliers" USING gin ("legal_name" gin_trgm_ops);
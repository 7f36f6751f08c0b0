ALTER TABLE "audit_events" ADD COLUMN "avant" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "apres" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_acteur_idx" ON "audit_events" USING btree ("acteur_id","created_at");
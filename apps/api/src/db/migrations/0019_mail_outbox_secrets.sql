ALTER TABLE "email_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "email_outbox_done_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."statut" <> 'EN_ATTENTE';--> statement-breakpoint
-- Issue 27 (ADR 049): mails already sent or abandoned lose the body that carries their links.
UPDATE "email_outbox" SET "texte" = '', "html" = '' WHERE "statut" <> 'EN_ATTENTE';

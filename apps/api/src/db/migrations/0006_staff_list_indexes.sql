CREATE INDEX "paiements_date_idx" ON "paiements" USING btree ("date_paiement","id");--> statement-breakpoint
CREATE INDEX "paiements_statut_date_idx" ON "paiements" USING btree ("statut","date_paiement");--> statement-breakpoint
CREATE INDEX "paiements_reference_norm_idx" ON "paiements" USING btree (lower(regexp_replace("reference_paiement", '[[:space:]]', '', 'g'))) WHERE "paiements"."reference_paiement" is not null;--> statement-breakpoint
CREATE INDEX "reservations_date_idx" ON "reservations" USING btree ("date_reservation","id");--> statement-breakpoint
CREATE INDEX "reservations_date_expiration_idx" ON "reservations" USING btree ("date_expiration","id");--> statement-breakpoint
CREATE INDEX "reservations_montant_idx" ON "reservations" USING btree ("montant_total_cents","id");
DROP INDEX "parcelles_numero_lot_key";--> statement-breakpoint
CREATE UNIQUE INDEX "parcelles_numero_lot_key" ON "parcelles" USING btree (lower("numero_lot"));
ALTER TABLE "echeances" ADD COLUMN "rappel_apres_jours" integer;--> statement-breakpoint
ALTER TABLE "echeances" ADD COLUMN "rappel_apres_le" timestamp with time zone;
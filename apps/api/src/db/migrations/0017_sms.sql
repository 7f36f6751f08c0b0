CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destinataire" text NOT NULL,
	"texte" text NOT NULL,
	"reservation_id" uuid,
	"rappel_le" timestamp with time zone,
	"statut" text DEFAULT 'EN_ATTENTE' NOT NULL,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"prochaine_tentative" timestamp with time zone DEFAULT now() NOT NULL,
	"derniere_erreur" text,
	"identifiant_smsc" text,
	"envoye_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_statut_check" CHECK ("sms_outbox"."statut" in ('EN_ATTENTE', 'ENVOYE', 'ECHEC'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rappels_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("prochaine_tentative") WHERE "sms_outbox"."statut" = 'EN_ATTENTE';--> statement-breakpoint
CREATE INDEX "sms_outbox_reservation_idx" ON "sms_outbox" USING btree ("reservation_id","rappel_le");
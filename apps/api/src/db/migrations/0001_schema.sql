CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"acteur_id" uuid,
	"action" text NOT NULL,
	"entite" text NOT NULL,
	"entite_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('VERIFICATION_EMAIL', 'REINITIALISATION'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destinataire" text NOT NULL,
	"sujet" text NOT NULL,
	"texte" text NOT NULL,
	"html" text NOT NULL,
	"statut" text DEFAULT 'EN_ATTENTE' NOT NULL,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"prochaine_tentative" timestamp with time zone DEFAULT now() NOT NULL,
	"derniere_erreur" text,
	"envoye_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_statut_check" CHECK ("email_outbox"."statut" in ('EN_ATTENTE', 'ENVOYE', 'ECHEC'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"cle" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"reponse" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_cle_pk" PRIMARY KEY("user_id","cle")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"titre" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"lue" boolean DEFAULT false NOT NULL,
	"date_envoi" timestamp with time zone DEFAULT now() NOT NULL,
	"donnees" jsonb,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('CONFIRMATION', 'RAPPEL', 'PAIEMENT', 'RESERVATION', 'SYSTEME'))
);
--> statement-breakpoint
CREATE TABLE "paiements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"montant_cents" bigint NOT NULL,
	"methode" text NOT NULL,
	"statut" text DEFAULT 'SOUMIS' NOT NULL,
	"reference_paiement" text,
	"commentaire" text,
	"commentaire_admin" text,
	"date_paiement" timestamp with time zone DEFAULT now() NOT NULL,
	"traite_par_id" uuid,
	"traite_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiements_statut_check" CHECK ("paiements"."statut" in ('EN_ATTENTE', 'SOUMIS', 'VALIDE', 'REJETE', 'ANNULE')),
	CONSTRAINT "paiements_methode_check" CHECK ("paiements"."methode" in ('VIREMENT_BANCAIRE', 'ESPECES')),
	CONSTRAINT "paiements_montant_check" CHECK ("paiements"."montant_cents" > 0 and "paiements"."montant_cents" <= 1000000000),
	CONSTRAINT "paiements_commentaire_check" CHECK (char_length("paiements"."commentaire") <= 500)
);
--> statement-breakpoint
CREATE TABLE "parcelle_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcelle_id" uuid NOT NULL,
	"cle" text NOT NULL,
	"ordre" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcelles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero_lot" text NOT NULL,
	"reference" text,
	"surface" numeric(12, 2) NOT NULL,
	"prix_cents" bigint NOT NULL,
	"statut" text DEFAULT 'DISPONIBLE' NOT NULL,
	"categorie" text,
	"adresse" text,
	"localisation" text,
	"description" text,
	"position_x" integer NOT NULL,
	"position_y" integer NOT NULL,
	"proprietaire_id" uuid,
	"recherche" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcelles_statut_check" CHECK ("parcelles"."statut" in ('DISPONIBLE', 'RESERVEE', 'VENDUE', 'SUSPENDUE')),
	CONSTRAINT "parcelles_categorie_check" CHECK ("parcelles"."categorie" is null or "parcelles"."categorie" in ('MALAIKA_2A', 'MALAIKA_2B', 'MALAIKA_3', 'MALAIKA_PRIME')),
	CONSTRAINT "parcelles_surface_check" CHECK ("parcelles"."surface" > 0),
	CONSTRAINT "parcelles_prix_check" CHECK ("parcelles"."prix_cents" > 0),
	CONSTRAINT "parcelles_position_check" CHECK ("parcelles"."position_x" between 0 and 80000 and "parcelles"."position_y" between 0 and 60000)
);
--> statement-breakpoint
CREATE TABLE "preuves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paiement_id" uuid NOT NULL,
	"cle" text NOT NULL,
	"nom_fichier" text NOT NULL,
	"type_mime" text NOT NULL,
	"taille_octets" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preuves_type_check" CHECK ("preuves"."type_mime" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "preuves_taille_check" CHECK ("preuves"."taille_octets" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parcelle_id" uuid NOT NULL,
	"statut" text DEFAULT 'EN_ATTENTE' NOT NULL,
	"date_reservation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expiration" timestamp with time zone,
	"commentaire" text,
	"commentaire_admin" text,
	"montant_total_cents" bigint NOT NULL,
	"rappel_envoye_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_statut_check" CHECK ("reservations"."statut" in ('EN_ATTENTE', 'VALIDEE', 'ANNULEE', 'EXPIREE')),
	CONSTRAINT "reservations_commentaire_check" CHECK (char_length("reservations"."commentaire") <= 500),
	CONSTRAINT "reservations_montant_check" CHECK ("reservations"."montant_total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"cle" text PRIMARY KEY NOT NULL,
	"valeur" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"mot_de_passe_hash" text NOT NULL,
	"role" text DEFAULT 'ACHETEUR' NOT NULL,
	"email_verifie_le" timestamp with time zone,
	"actif" boolean DEFAULT true NOT NULL,
	"derniere_connexion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ADMIN', 'AGENT', 'ACHETEUR'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_acteur_id_users_id_fk" FOREIGN KEY ("acteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_traite_par_id_users_id_fk" FOREIGN KEY ("traite_par_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelle_images" ADD CONSTRAINT "parcelle_images_parcelle_id_parcelles_id_fk" FOREIGN KEY ("parcelle_id") REFERENCES "public"."parcelles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelles" ADD CONSTRAINT "parcelles_proprietaire_id_users_id_fk" FOREIGN KEY ("proprietaire_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preuves" ADD CONSTRAINT "preuves_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_parcelle_id_parcelles_id_fk" FOREIGN KEY ("parcelle_id") REFERENCES "public"."parcelles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entite_idx" ON "audit_events" USING btree ("entite","entite_id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("prochaine_tentative") WHERE "email_outbox"."statut" = 'EN_ATTENTE';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","lue","date_envoi");--> statement-breakpoint
CREATE INDEX "paiements_reservation_idx" ON "paiements" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "paiements_user_idx" ON "paiements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "paiements_statut_idx" ON "paiements" USING btree ("statut","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcelle_images_ordre_key" ON "parcelle_images" USING btree ("parcelle_id","ordre");--> statement-breakpoint
CREATE UNIQUE INDEX "parcelles_numero_lot_key" ON "parcelles" USING btree ("numero_lot");--> statement-breakpoint
CREATE UNIQUE INDEX "parcelles_reference_key" ON "parcelles" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "parcelles_statut_created_idx" ON "parcelles" USING btree ("statut","created_at");--> statement-breakpoint
CREATE INDEX "parcelles_statut_prix_idx" ON "parcelles" USING btree ("statut","prix_cents");--> statement-breakpoint
CREATE INDEX "parcelles_statut_surface_idx" ON "parcelles" USING btree ("statut","surface");--> statement-breakpoint
CREATE INDEX "parcelles_categorie_idx" ON "parcelles" USING btree ("categorie","statut");--> statement-breakpoint
CREATE INDEX "parcelles_prix_idx" ON "parcelles" USING btree ("prix_cents");--> statement-breakpoint
CREATE INDEX "parcelles_surface_idx" ON "parcelles" USING btree ("surface");--> statement-breakpoint
CREATE INDEX "parcelles_created_idx" ON "parcelles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parcelles_proprietaire_idx" ON "parcelles" USING btree ("proprietaire_id");--> statement-breakpoint
CREATE INDEX "parcelles_recherche_trgm_idx" ON "parcelles" USING gin ("recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcelles_numero_lot_trgm_idx" ON "parcelles" USING gin (lower("numero_lot") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "preuves_cle_key" ON "preuves" USING btree ("cle");--> statement-breakpoint
CREATE INDEX "preuves_paiement_idx" ON "preuves" USING btree ("paiement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_une_active_par_parcelle" ON "reservations" USING btree ("parcelle_id") WHERE "reservations"."statut" in ('EN_ATTENTE', 'VALIDEE');--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","statut");--> statement-breakpoint
CREATE INDEX "reservations_parcelle_idx" ON "reservations" USING btree ("parcelle_id");--> statement-breakpoint
CREATE INDEX "reservations_expiration_idx" ON "reservations" USING btree ("date_expiration") WHERE "reservations"."statut" = 'EN_ATTENTE';--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));
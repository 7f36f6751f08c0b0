CREATE TABLE "clotures_caisse" (
	"jour" date PRIMARY KEY NOT NULL,
	"clos_par_id" uuid,
	"clos_le" timestamp with time zone NOT NULL,
	"nombre" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "clotures_caisse_totaux_check" CHECK ("clotures_caisse"."nombre" >= 0 and "clotures_caisse"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comptes_encaissement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"type" text NOT NULL,
	"operateur" text,
	"devise" text DEFAULT 'USD' NOT NULL,
	"numero" text,
	"mapping_csv" jsonb,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comptes_encaissement_type_check" CHECK ("comptes_encaissement"."type" in ('BANQUE', 'MOBILE_MONEY')),
	CONSTRAINT "comptes_encaissement_operateur_check" CHECK (("comptes_encaissement"."type" = 'MOBILE_MONEY') = ("comptes_encaissement"."operateur" is not null) and ("comptes_encaissement"."operateur" is null or "comptes_encaissement"."operateur" in ('MPESA', 'ORANGE_MONEY', 'AIRTEL_MONEY'))),
	CONSTRAINT "comptes_encaissement_devise_check" CHECK ("comptes_encaissement"."devise" ~ '^[A-Z]{3}$'),
	CONSTRAINT "comptes_encaissement_nom_check" CHECK (char_length("comptes_encaissement"."nom") between 2 and 80)
);
--> statement-breakpoint
CREATE TABLE "lignes_releve" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"releve_id" uuid NOT NULL,
	"compte_id" uuid NOT NULL,
	"cle_doublon" text NOT NULL,
	"numero_ligne" integer NOT NULL,
	"date_operation" date NOT NULL,
	"date_valeur" date,
	"montant_cents" bigint NOT NULL,
	"sens" text NOT NULL,
	"devise" text NOT NULL,
	"libelle" text DEFAULT '' NOT NULL,
	"contrepartie" text,
	"reference_banque" text,
	"reference_client" text,
	"annulation" boolean DEFAULT false NOT NULL,
	"statut" text DEFAULT 'A_RAPPROCHER' NOT NULL,
	"paiement_id" uuid,
	"reservation_suggeree_id" uuid,
	"rapprochement" text,
	"motif_ecart" text,
	"traite_par_id" uuid,
	"traite_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lignes_releve_montant_check" CHECK ("lignes_releve"."montant_cents" > 0),
	CONSTRAINT "lignes_releve_sens_check" CHECK ("lignes_releve"."sens" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "lignes_releve_statut_check" CHECK ("lignes_releve"."statut" in ('A_RAPPROCHER', 'RAPPROCHEE', 'ECARTEE', 'DEBIT')),
	CONSTRAINT "lignes_releve_devise_check" CHECK ("lignes_releve"."devise" ~ '^[A-Z]{3}$'),
	CONSTRAINT "lignes_releve_debit_check" CHECK (("lignes_releve"."sens" = 'DEBIT') = ("lignes_releve"."statut" = 'DEBIT')),
	CONSTRAINT "lignes_releve_rapprochee_check" CHECK (("lignes_releve"."statut" = 'RAPPROCHEE') = ("lignes_releve"."paiement_id" is not null) and ("lignes_releve"."paiement_id" is null) = ("lignes_releve"."rapprochement" is null)),
	CONSTRAINT "lignes_releve_rapprochement_check" CHECK ("lignes_releve"."rapprochement" is null or "lignes_releve"."rapprochement" in ('REFERENCE', 'TRANSACTION', 'MONTANT_DATE', 'MANUEL')),
	CONSTRAINT "lignes_releve_ecart_check" CHECK (("lignes_releve"."statut" = 'ECARTEE') = ("lignes_releve"."motif_ecart" is not null) and ("lignes_releve"."motif_ecart" is null or char_length("lignes_releve"."motif_ecart") between 1 and 500))
);
--> statement-breakpoint
CREATE TABLE "releves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"compte_id" uuid NOT NULL,
	"nom_fichier" text NOT NULL,
	"format" text NOT NULL,
	"empreinte" text NOT NULL,
	"lignes" integer NOT NULL,
	"nouvelles" integer NOT NULL,
	"doublons" integer NOT NULL,
	"du" date,
	"au" date,
	"importe_par_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releves_format_check" CHECK ("releves"."format" in ('CSV', 'CAMT053', 'MT940')),
	CONSTRAINT "releves_lignes_check" CHECK ("releves"."lignes" >= 0 and "releves"."nouvelles" >= 0 and "releves"."doublons" >= 0)
);
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "enregistre_par_id" uuid;--> statement-breakpoint
ALTER TABLE "clotures_caisse" ADD CONSTRAINT "clotures_caisse_clos_par_id_users_id_fk" FOREIGN KEY ("clos_par_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lignes_releve" ADD CONSTRAINT "lignes_releve_releve_id_releves_id_fk" FOREIGN KEY ("releve_id") REFERENCES "public"."releves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lignes_releve" ADD CONSTRAINT "lignes_releve_compte_id_comptes_encaissement_id_fk" FOREIGN KEY ("compte_id") REFERENCES "public"."comptes_encaissement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lignes_releve" ADD CONSTRAINT "lignes_releve_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lignes_releve" ADD CONSTRAINT "lignes_releve_reservation_suggeree_id_reservations_id_fk" FOREIGN KEY ("reservation_suggeree_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lignes_releve" ADD CONSTRAINT "lignes_releve_traite_par_id_users_id_fk" FOREIGN KEY ("traite_par_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves" ADD CONSTRAINT "releves_compte_id_comptes_encaissement_id_fk" FOREIGN KEY ("compte_id") REFERENCES "public"."comptes_encaissement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves" ADD CONSTRAINT "releves_importe_par_id_users_id_fk" FOREIGN KEY ("importe_par_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comptes_encaissement_nom_key" ON "comptes_encaissement" USING btree (lower("nom"));--> statement-breakpoint
CREATE UNIQUE INDEX "lignes_releve_cle_key" ON "lignes_releve" USING btree ("compte_id","cle_doublon");--> statement-breakpoint
CREATE UNIQUE INDEX "lignes_releve_paiement_key" ON "lignes_releve" USING btree ("paiement_id") WHERE "lignes_releve"."paiement_id" is not null;--> statement-breakpoint
CREATE INDEX "lignes_releve_statut_date_idx" ON "lignes_releve" USING btree ("statut","date_operation","id");--> statement-breakpoint
CREATE INDEX "lignes_releve_compte_date_idx" ON "lignes_releve" USING btree ("compte_id","date_operation");--> statement-breakpoint
CREATE INDEX "lignes_releve_date_idx" ON "lignes_releve" USING btree ("date_operation","id");--> statement-breakpoint
CREATE INDEX "lignes_releve_a_rapprocher_idx" ON "lignes_releve" USING btree ("montant_cents") WHERE "lignes_releve"."statut" = 'A_RAPPROCHER';--> statement-breakpoint
CREATE INDEX "lignes_releve_releve_idx" ON "lignes_releve" USING btree ("releve_id");--> statement-breakpoint
CREATE INDEX "releves_compte_au_idx" ON "releves" USING btree ("compte_id","au");--> statement-breakpoint
CREATE INDEX "releves_empreinte_idx" ON "releves" USING btree ("compte_id","empreinte");--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_enregistre_par_id_users_id_fk" FOREIGN KEY ("enregistre_par_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
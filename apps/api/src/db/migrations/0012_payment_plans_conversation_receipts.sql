CREATE TABLE "compteurs" (
	"cle" text PRIMARY KEY NOT NULL,
	"valeur" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "echeances" (
	"reservation_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"date_echeance" date NOT NULL,
	"montant_cents" bigint NOT NULL,
	"rappel_avant_le" timestamp with time zone,
	"rappel_jour_le" timestamp with time zone,
	"signale_le" timestamp with time zone,
	CONSTRAINT "echeances_reservation_id_numero_pk" PRIMARY KEY("reservation_id","numero"),
	CONSTRAINT "echeances_numero_check" CHECK ("echeances"."numero" >= 1),
	CONSTRAINT "echeances_montant_check" CHECK ("echeances"."montant_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "paiement_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paiement_id" uuid NOT NULL,
	"auteur_id" uuid,
	"cote" text NOT NULL,
	"demande_complement" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiement_messages_cote_check" CHECK ("paiement_messages"."cote" in ('ACHETEUR', 'EQUIPE')),
	CONSTRAINT "paiement_messages_message_check" CHECK (char_length("paiement_messages"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "plans_paiement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"part_acompte" integer NOT NULL,
	"nombre_mensualites" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"parcelle_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"comptant" boolean DEFAULT false NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_paiement_part_check" CHECK ("plans_paiement"."part_acompte" between 1 and 100),
	CONSTRAINT "plans_paiement_mensualites_check" CHECK ("plans_paiement"."nombre_mensualites" between 0 and 120),
	CONSTRAINT "plans_paiement_forme_check" CHECK (("plans_paiement"."part_acompte" = 100) = ("plans_paiement"."nombre_mensualites" = 0)),
	CONSTRAINT "plans_paiement_comptant_check" CHECK (not "plans_paiement"."comptant" or ("plans_paiement"."part_acompte" = 100 and "plans_paiement"."actif")),
	CONSTRAINT "plans_paiement_nom_check" CHECK (char_length("plans_paiement"."nom") between 2 and 80)
);
--> statement-breakpoint
CREATE TABLE "recus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer NOT NULL,
	"code" text NOT NULL,
	"paiement_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"montant_cents" bigint NOT NULL,
	"emis_le" timestamp with time zone DEFAULT now() NOT NULL,
	"contenu" jsonb NOT NULL,
	CONSTRAINT "recus_numero_check" CHECK ("recus"."numero" >= 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "pieces_jointes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "preuves" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "plan_nom" text DEFAULT 'Comptant' NOT NULL;--> statement-breakpoint
ALTER TABLE "echeances" ADD CONSTRAINT "echeances_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement_messages" ADD CONSTRAINT "paiement_messages_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement_messages" ADD CONSTRAINT "paiement_messages_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recus" ADD CONSTRAINT "recus_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recus" ADD CONSTRAINT "recus_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "echeances_date_idx" ON "echeances" USING btree ("date_echeance");--> statement-breakpoint
CREATE INDEX "paiement_messages_paiement_idx" ON "paiement_messages" USING btree ("paiement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_paiement_nom_key" ON "plans_paiement" USING btree (lower("nom"));--> statement-breakpoint
CREATE UNIQUE INDEX "plans_paiement_un_comptant" ON "plans_paiement" USING btree ("comptant") WHERE "plans_paiement"."comptant";--> statement-breakpoint
CREATE UNIQUE INDEX "recus_numero_key" ON "recus" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "recus_code_key" ON "recus" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "recus_paiement_key" ON "recus" USING btree ("paiement_id");--> statement-breakpoint
CREATE INDEX "recus_reservation_idx" ON "recus" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "preuves" ADD CONSTRAINT "preuves_message_id_paiement_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."paiement_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_plan_id_plans_paiement_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans_paiement"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- ADR 015: the cash plan always exists; every earlier reservation was a cash reservation whose one
-- instalment fell due when its hold ended.
INSERT INTO "plans_paiement" ("nom", "part_acompte", "nombre_mensualites", "comptant", "ordre") VALUES ('Comptant', 100, 0, true, 0);--> statement-breakpoint
UPDATE "reservations" SET "plan_id" = (SELECT "id" FROM "plans_paiement" WHERE "comptant");--> statement-breakpoint
INSERT INTO "echeances" ("reservation_id", "numero", "date_echeance", "montant_cents")
  SELECT "id", 1, (coalesce("date_expiration", "date_reservation") AT TIME ZONE 'Africa/Lubumbashi')::date, "montant_total_cents" FROM "reservations";--> statement-breakpoint
INSERT INTO "compteurs" ("cle", "valeur") VALUES ('recus', 0);

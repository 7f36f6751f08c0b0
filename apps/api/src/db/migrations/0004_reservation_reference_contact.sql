-- Issue 8: each reservation gets a short reference people can quote (RES-7K4P2Q) and keeps the
-- contact the buyer confirmed in step 1 of the wizard (ADR 008). Existing rows are backfilled: the
-- contact from the account, the reference drawn at random (from gen_random_uuid, a strong random
-- source) over the alphabet without 0/O/1/I, drawing again on the rare collision.
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "contact_nom" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "contact_telephone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_key" ON "reservations" USING btree ("reference");--> statement-breakpoint
UPDATE "reservations" r
SET "contact_nom" = u."nom", "contact_email" = u."email", "contact_telephone" = u."telephone"
FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
DO $$
DECLARE
  alphabet CONSTANT text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  row_id uuid;
  bytes bytea;
  candidate text;
BEGIN
  FOR row_id IN SELECT "id" FROM "reservations" WHERE "reference" IS NULL LOOP
    LOOP
      -- The first six bytes of a version 4 UUID are all random; 256 is a multiple of 32, so each
      -- character is uniform over the alphabet.
      bytes := uuid_send(gen_random_uuid());
      candidate := 'RES-';
      FOR i IN 0..5 LOOP
        candidate := candidate || substr(alphabet, get_byte(bytes, i) % 32 + 1, 1);
      END LOOP;
      BEGIN
        UPDATE "reservations" SET "reference" = candidate WHERE "id" = row_id;
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        -- Drawn already: draw again.
      END;
    END LOOP;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "contact_nom" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "contact_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reference_check" CHECK ("reservations"."reference" ~ '^RES-[2-9A-HJ-NP-Z]{6}$');--> statement-breakpoint
-- A repeated POST /reservations now answers the reservation as it stands, in the spec's shape
-- (data = the reservation): the stored answer only needs to name it.
UPDATE "idempotency_keys"
SET "reponse" = jsonb_build_object('reservationId', "reponse" #>> '{data,reservation,id}')
WHERE "route" = 'POST /reservations' AND "status_code" > 0
  AND "reponse" #>> '{data,reservation,id}' IS NOT NULL;

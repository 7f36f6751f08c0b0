-- Public plot reads are answered with an ETag built from this counter. It is bumped inside the
-- transaction that changes plots or their pictures, so a reader never sees a new version with old
-- data, and every instance sharing the database sees the same version.
INSERT INTO "settings" ("cle", "valeur") VALUES ('catalogue_version', '0'::jsonb)
ON CONFLICT ("cle") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings"
  SET "valeur" = to_jsonb(("valeur" #>> '{}')::bigint + 1), "updated_at" = now()
  WHERE "cle" = 'catalogue_version';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER parcelles_catalogue_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parcelles"
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER parcelle_images_catalogue_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parcelle_images"
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

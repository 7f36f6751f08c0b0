-- Issue 14 (ADR 024): instances keep the catalogue version in memory and hear of each change on the
-- `catalogue` channel. NOTIFY is delivered at commit, so no instance learns a version before the
-- rows it stands for are visible; a transaction that rolls back notifies nobody.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  version bigint;
BEGIN
  UPDATE "settings"
  SET "valeur" = to_jsonb(("valeur" #>> '{}')::bigint + 1), "updated_at" = now()
  WHERE "cle" = 'catalogue_version'
  RETURNING ("valeur" #>> '{}')::bigint INTO version;
  PERFORM pg_notify('catalogue', version::text);
  RETURN NULL;
END;
$$;

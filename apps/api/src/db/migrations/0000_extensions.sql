-- Trigram indexes serve the free-text and lot-number filters (spec §3 "Filters on plots").
-- pg_trgm is a trusted extension: a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

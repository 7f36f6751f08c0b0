-- Issue 23: `date_paiement` is the date the buyer declared the payment and stays so; the instant its
-- proofs were last sent back for review (new proofs, an answer to staff) gets its own column. Null
-- means "not since the declaration", so existing rows keep their review delays unchanged.
ALTER TABLE "paiements" ADD COLUMN "soumis_le" timestamp with time zone;

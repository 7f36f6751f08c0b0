CREATE TABLE "rate_limits" (
	"cle" text PRIMARY KEY NOT NULL,
	"compteur" integer NOT NULL,
	"reinitialise_le" timestamp with time zone NOT NULL
);

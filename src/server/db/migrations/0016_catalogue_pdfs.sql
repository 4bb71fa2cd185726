CREATE TABLE "catalogue_pdfs" (
	"locale" text NOT NULL,
	"version" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "catalogue_pdfs_locale_version_pk" PRIMARY KEY("locale","version")
);

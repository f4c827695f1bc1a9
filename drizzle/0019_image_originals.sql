CREATE TABLE "image_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

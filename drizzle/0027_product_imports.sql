-- Catalogue imports as jobs a worker applies line by line, with a lease and a report (decision 179).
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"total" integer NOT NULL,
	"next_line" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{"created":0,"updated":0,"unchanged":0,"rejected":[]}'::jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "product_imports_running_idx" ON "product_imports" USING btree ("created_at") WHERE "product_imports"."status" = 'running';
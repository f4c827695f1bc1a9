-- Blog articles in the database (decision 178); the repository's four are copied in at start-up when the table is empty.
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"author_slug" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image" text,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at_idx" ON "blog_posts" USING btree ("publish_at");
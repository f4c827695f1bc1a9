-- Alt text per product photo (decision 177), keyed by the photo's address.
ALTER TABLE "products" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;
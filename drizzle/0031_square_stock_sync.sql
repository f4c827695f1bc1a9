-- Square stock kept in step both ways (decision 187): a flavour mapped to a Square variation, each Square change
-- booked once, and every other ledger row of a mapped flavour queued for Square's Inventory API.
ALTER TABLE "product_variants" ADD COLUMN "square_variation_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "square_changes_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "square_change_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_square_variation_id_unique" UNIQUE("square_variation_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_square_change_id_unique" UNIQUE("square_change_id");--> statement-breakpoint
-- A trigger, not each writer: every way stock changes (sales, restocks, adjustments, imports, and writers to come)
-- writes a ledger row, so queueing from the ledger misses none. Rows that came from Square are not sent back.
CREATE FUNCTION store_queue_square_stock() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO outbox_messages (topic, payload, dedupe_key)
      SELECT 'square-stock-push',
        jsonb_build_object(
          'movementId', m.id, 'variationId', v.square_variation_id, 'change', m.change, 'reason', m.reason,
          'occurredAt', m.created_at
        ),
        'square-stock-push:' || m.id
      FROM added_movements m
      JOIN product_variants v ON v.id = m.variant_id
      WHERE v.square_variation_id IS NOT NULL AND m.reason <> 'square' AND m.change <> 0
      ON CONFLICT (dedupe_key) DO NOTHING;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_to_square AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS added_movements FOR EACH STATEMENT EXECUTE FUNCTION store_queue_square_stock();

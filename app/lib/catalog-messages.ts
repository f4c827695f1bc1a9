/** The error a catalogue page (home, products, a brand) shows when its products fail to load (docs/product.md#messages). */
export const CATALOG_LOAD_FAILED = "Failed to load products. Please try again later.";

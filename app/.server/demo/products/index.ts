import { buildProducts } from "./build";
import aminos from "./lines/aminos.json" with { type: "json" };
import antiAging from "./lines/anti-aging.json" with { type: "json" };
import bcaa from "./lines/bcaa.json" with { type: "json" };
import creatine from "./lines/creatine.json" with { type: "json" };
import drySpell from "./lines/dry-spell.json" with { type: "json" };
import fatBurners from "./lines/fat-burners.json" with { type: "json" };
import multivitamin from "./lines/multivitamin.json" with { type: "json" };
import preWorkout from "./lines/pre-workout.json" with { type: "json" };
import protein from "./lines/protein.json" with { type: "json" };
import pump from "./lines/pump.json" with { type: "json" };
import testosterone from "./lines/testosterone.json" with { type: "json" };
import vitamins from "./lines/vitamins.json" with { type: "json" };
import { productLinesSchema } from "./product-line.schema";

export type { BrandSlug, SeedProduct } from "./product-line.schema";

/** Category by category, in the order the store lists categories; a slip in a data file stops the seed here. */
const DEMO_PRODUCT_LINES = productLinesSchema.parse([
  ...preWorkout,
  ...protein,
  ...creatine,
  ...bcaa,
  ...aminos,
  ...vitamins,
  ...multivitamin,
  ...fatBurners,
  ...pump,
  ...testosterone,
  ...antiAging,
  ...drySpell,
]);

/** The demo catalogue, one entry per product row; browser tests use it as fixtures. */
export const DEMO_PRODUCTS = buildProducts(DEMO_PRODUCT_LINES);

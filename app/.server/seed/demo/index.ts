import { buildProducts } from "./build";
import { AMINO_LINES } from "./lines/aminos";
import { ANTI_AGING_LINES } from "./lines/anti-aging";
import { BCAA_LINES } from "./lines/bcaa";
import { CREATINE_LINES } from "./lines/creatine";
import { DRY_SPELL_LINES } from "./lines/dry-spell";
import { FAT_BURNER_LINES } from "./lines/fat-burners";
import { MULTIVITAMIN_LINES } from "./lines/multivitamin";
import { PRE_WORKOUT_LINES } from "./lines/pre-workout";
import { PROTEIN_LINES } from "./lines/protein";
import { PUMP_LINES } from "./lines/pump";
import { TESTOSTERONE_LINES } from "./lines/testosterone";
import { VITAMIN_LINES } from "./lines/vitamins";

export type { SeedProduct } from "./types";

/** Category by category, in the order the store lists categories. */
const DEMO_PRODUCT_LINES = [
  ...PRE_WORKOUT_LINES,
  ...PROTEIN_LINES,
  ...CREATINE_LINES,
  ...BCAA_LINES,
  ...AMINO_LINES,
  ...VITAMIN_LINES,
  ...MULTIVITAMIN_LINES,
  ...FAT_BURNER_LINES,
  ...PUMP_LINES,
  ...TESTOSTERONE_LINES,
  ...ANTI_AGING_LINES,
  ...DRY_SPELL_LINES,
];

/** The demo catalogue, one entry per product row; browser tests use it as fixtures. */
export const DEMO_PRODUCTS = buildProducts(DEMO_PRODUCT_LINES);

import type { CategorySlug } from "~/lib/catalog";

/** Words that make generated products read like real ones, per category. */
type CategoryWords = {
  names: string[];
  sizes: string[];
  formula: string;
  directions: string;
  tags: string[];
  flavoured: boolean;
};

const POWDER_SIZES = ["20 Servings", "30 Servings", "40 Servings", "60 Servings"];
const CAPSULE_SIZES = ["60 Capsules", "90 Capsules", "120 Capsules", "180 Capsules"];
const POWDER_DIRECTIONS = "Mix 1 scoop with 8-12 oz of cold water. Read the label before use.";
const CAPSULE_DIRECTIONS = "Take the daily serving with a meal and a full glass of water.";

export const CATEGORY_WORDS: Record<CategorySlug, CategoryWords> = {
  "pre-workout": {
    names: ["Pre-Workout", "Stim Pre-Workout", "Energy Pre-Workout", "Focus Pre-Workout"],
    sizes: POWDER_SIZES,
    formula: "L-citrulline, beta-alanine and caffeine",
    directions: `${POWDER_DIRECTIONS} Contains caffeine.`,
    tags: ["energy", "pump", "high-stim", "moderate-stim", "focus"],
    flavoured: true,
  },
  protein: {
    names: ["Whey Protein", "Whey Isolate", "Plant Protein", "Casein Protein"],
    sizes: ["2 lb", "4 lb", "5 lb", "10 lb"],
    formula: "24-27 g of protein per scoop",
    directions: "Mix 1 scoop with 6-8 oz of water or milk.",
    tags: ["muscle-recovery", "lean-muscle", "whey-isolate", "plant-based"],
    flavoured: true,
  },
  creatine: {
    names: ["Creatine Monohydrate", "Creatine HCl", "Micronized Creatine"],
    sizes: ["250 g", "300 g", "500 g", "1 kg"],
    formula: "5 g of creatine per serving",
    directions: "Take 5 g once a day, every day.",
    tags: ["strength", "power"],
    flavoured: false,
  },
  bcaa: {
    names: ["BCAA", "BCAA Recovery", "BCAA Energy"],
    sizes: POWDER_SIZES,
    formula: "2:1:1 branched-chain amino acids",
    directions: POWDER_DIRECTIONS,
    tags: ["muscle-recovery", "intra-workout", "hydration"],
    flavoured: true,
  },
  aminos: {
    names: ["EAA", "Hydration", "Glutamine", "Electrolytes"],
    sizes: POWDER_SIZES,
    formula: "essential amino acids and electrolytes",
    directions: POWDER_DIRECTIONS,
    tags: ["muscle-recovery", "hydration", "essential-aminos"],
    flavoured: true,
  },
  vitamins: {
    names: ["Vitamin D3", "Magnesium Glycinate", "Vitamin C", "Omega-3"],
    sizes: CAPSULE_SIZES,
    formula: "an everyday vitamin or mineral",
    directions: CAPSULE_DIRECTIONS,
    tags: ["immune-support", "daily-health"],
    flavoured: false,
  },
  multivitamin: {
    names: ["Daily Multivitamin", "Men's Multi", "Women's Multi", "Greens"],
    sizes: CAPSULE_SIZES,
    formula: "vitamins and minerals for an active lifestyle",
    directions: CAPSULE_DIRECTIONS,
    tags: ["daily-health", "immune-support"],
    flavoured: false,
  },
  "fat-burners": {
    names: ["Thermogenic", "Fat Burner", "Shred", "Burn"],
    sizes: CAPSULE_SIZES,
    formula: "caffeine and green tea extract",
    directions: `${CAPSULE_DIRECTIONS} Contains caffeine.`,
    tags: ["weight-management", "thermogenic"],
    flavoured: false,
  },
  "pump-supplement": {
    names: ["Pump", "Nitric", "Non-Stim Pump"],
    sizes: POWDER_SIZES,
    formula: "L-citrulline and glycerol, stimulant free",
    directions: POWDER_DIRECTIONS,
    tags: ["pump", "nitric-oxide", "stim-free"],
    flavoured: true,
  },
  testosterone: {
    names: ["Test Support", "Test Booster", "ZMA"],
    sizes: CAPSULE_SIZES,
    formula: "zinc, vitamin D3 and botanical extracts",
    directions: CAPSULE_DIRECTIONS,
    tags: ["mens-health", "natural-test-support"],
    flavoured: false,
  },
  "anti-aging-supplement": {
    names: ["Collagen Peptides", "CoQ10", "Joint Support", "Astaxanthin"],
    sizes: CAPSULE_SIZES,
    formula: "collagen, antioxidants and joint nutrients",
    directions: CAPSULE_DIRECTIONS,
    tags: ["healthy-aging", "joint-support", "skin-hair-nails"],
    flavoured: false,
  },
  "dry-spell": {
    names: ["Water Balance", "Dry", "Bloat Relief"],
    sizes: CAPSULE_SIZES,
    formula: "dandelion root and potassium",
    directions: `${CAPSULE_DIRECTIONS} For short-term use.`,
    tags: ["water-balance", "bloat-relief"],
    flavoured: false,
  },
};

/** Marketing words placed before a product name; none contains another brand's name or "abe". */
export const SERIES = ["Elite", "Pro", "Max", "Ultra", "Prime", "Advanced", "Xtreme", "Signature", "Daily"];

export const FLAVOURS = [
  "Blue Raspberry",
  "Fruit Punch",
  "Watermelon",
  "Sour Apple",
  "Pink Lemonade",
  "Chocolate",
  "Vanilla",
  "Cookies & Cream",
  "Mango Peach",
];

export const DIETARY_LABELS = ["Vegan", "Gluten Free", "Keto Friendly", "Sugar Free", "Non-GMO"];

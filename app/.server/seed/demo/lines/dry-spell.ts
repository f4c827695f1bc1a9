import type { ProductLine } from "../types";

const WATER_FAQ = {
  question: "Should I drink less water while taking it?",
  answer: "No. Keep drinking plenty of water. It is designed to support normal water balance, not to dehydrate you.",
};

const SHORT_TERM_FAQ = {
  question: "How long should I use it?",
  answer:
    "It is meant for short periods, typically 3-7 days, for example before a photo shoot or event. Do not use it if you have kidney problems or take diuretic or blood pressure medication.",
};

const DRY_DIRECTIONS =
  "Take 2 capsules in the morning and 2 early in the afternoon with a full glass of water, for up to 7 days. Drink plenty of water while using it.";

export const DRY_SPELL_LINES: ProductLine[] = [
  {
    slug: "core-nutritionals-core-dry",
    title: "Core Nutritionals Core Dry Water Balance",
    brand: "core-nutritionals",
    category: "dry-spell",
    description:
      "A natural water-balance formula with dandelion root, uva ursi and potassium to help reduce bloating from water retention before an event.",
    ingredients:
      "Per 4 capsules: Potassium (as citrate) 200 mg, Dandelion Root Extract 500 mg, Uva Ursi Leaf Extract 250 mg, Juniper Berry Extract 100 mg, Hawthorn Berry 100 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: DRY_DIRECTIONS,
    faqs: [WATER_FAQ, SHORT_TERM_FAQ],
    tags: ["water-balance", "bloat-relief", "stim-free"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2999,
    subscribeSavePercent: 10,
    stock: 33,
    rating: 4.3,
    reviewCount: 142,
    featured: true,
  },
  {
    slug: "metabolic-nutrition-dry-cycle",
    title: "Metabolic Nutrition Dry Cycle",
    brand: "metabolic-nutrition",
    category: "dry-spell",
    description:
      "A short-cycle water-balance capsule with dandelion, green tea and electrolytes, designed for use over the last few days before a show or shoot.",
    ingredients:
      "Per 4 capsules: Potassium 150 mg, Magnesium 100 mg, Dandelion Leaf Extract 600 mg, Green Tea Extract (decaffeinated) 200 mg, Horsetail Extract 150 mg. Other ingredients: gelatin (capsule), magnesium stearate.",
    directions: DRY_DIRECTIONS,
    faqs: [WATER_FAQ, SHORT_TERM_FAQ],
    tags: ["water-balance", "contest-prep"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 2499,
    salePriceCents: 1999,
    stock: 12,
    rating: 4.1,
    reviewCount: 57,
  },
  {
    slug: "raw-nutrition-raw-dry",
    title: "Raw Nutrition Raw Dry",
    brand: "raw-nutrition",
    category: "dry-spell",
    description:
      "A stimulant-free water-balance formula with dandelion root, parsley and potassium for a tighter look before an event.",
    ingredients:
      "Per 3 capsules: Potassium 150 mg, Dandelion Root Extract 500 mg, Parsley Leaf 200 mg, Buchu Leaf 100 mg, Cranberry Extract 100 mg. Other ingredients: hydroxypropyl methylcellulose (capsule).",
    directions: DRY_DIRECTIONS,
    faqs: [WATER_FAQ],
    tags: ["water-balance", "stim-free"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2999,
    stock: 47,
    rating: 4.2,
    reviewCount: 68,
  },
  {
    slug: "black-magic-drain",
    title: "Black Magic Supplements Drain Water Balance",
    brand: "black-magic",
    category: "dry-spell",
    description: "A herbal water-balance capsule with dandelion, uva ursi and electrolytes for short-term use.",
    ingredients:
      "Per 4 capsules: Potassium 200 mg, Magnesium 100 mg, Dandelion Root Extract 500 mg, Uva Ursi Leaf Extract 300 mg, Green Tea Extract 150 mg. Other ingredients: gelatin (capsule), rice flour.",
    directions: DRY_DIRECTIONS,
    faqs: [SHORT_TERM_FAQ],
    tags: ["water-balance", "bloat-relief"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 2799,
    stock: 1,
    rating: 3.8,
    reviewCount: 39,
  },
  {
    slug: "panda-supplements-panda-dry",
    title: "Panda Supplements Panda Dry",
    brand: "panda-supplements",
    category: "dry-spell",
    description: "A gentle, stimulant-free water-balance formula with dandelion, hibiscus and potassium.",
    ingredients:
      "Per 3 capsules: Potassium 120 mg, Dandelion Root Extract 400 mg, Hibiscus Flower Extract 200 mg, Vitamin B6 5 mg. Other ingredients: hydroxypropyl methylcellulose (capsule).",
    directions: DRY_DIRECTIONS,
    faqs: [WATER_FAQ],
    tags: ["water-balance", "stim-free", "bloat-relief"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 54,
    rating: 3.5,
    reviewCount: 22,
  },
  {
    slug: "fresh-supps-fresh-dry",
    title: "Fresh Supps Fresh Dry Water Balance",
    brand: "fresh-supps",
    category: "dry-spell",
    description:
      "A clean-label water-balance capsule with dandelion root, asparagus extract and natural potassium from coconut water.",
    ingredients:
      "Per 3 capsules: Dandelion Root Extract 500 mg, Asparagus Root Extract 250 mg, Coconut Water Powder (potassium) 300 mg, Ginger Root 100 mg. Other ingredients: hydroxypropyl methylcellulose (capsule).",
    directions: DRY_DIRECTIONS,
    faqs: [WATER_FAQ, SHORT_TERM_FAQ],
    tags: ["water-balance", "bloat-relief", "clean-label"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Non-GMO"],
    priceCents: 2699,
    subscribeSavePercent: 10,
    stock: 41,
    rating: 4.0,
    reviewCount: 33,
  },
];

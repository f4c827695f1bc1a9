import type { ProductLine } from "../types";

const MULTI_FAQ = {
  question: "Can a multivitamin replace a healthy diet?",
  answer: "No. A multivitamin helps fill gaps in your diet; it is not a substitute for a varied diet of whole foods.",
};

/** The standard warning required on iron-containing supplements. */
const IRON_FAQ = {
  question: "Is it safe to keep around children?",
  answer:
    "Keep it out of their reach. It contains iron, and accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6.",
};

const MULTI_DIRECTIONS = "Take the daily serving with a meal and a full glass of water.";

export const MULTIVITAMIN_LINES: ProductLine[] = [
  {
    slug: "rule-one-r1-train-daily",
    title: "Rule One Proteins R1 Train Daily Multivitamin",
    brand: "rule-one",
    category: "multivitamin",
    description:
      "A sports multivitamin with 25 vitamins and minerals in active forms, plus vitamin D3 and B vitamins for people who train often.",
    ingredients:
      "Per 3 tablets: Vitamin A 900 mcg, Vitamin C 250 mg, Vitamin D3 50 mcg, Vitamin E 30 mg, Vitamin K2 90 mcg, B-complex (B1, B2, B3, B6, B12 as methylcobalamin, folate as methylfolate), Magnesium 100 mg, Zinc 15 mg, Selenium 70 mcg. Other ingredients: microcrystalline cellulose, stearic acid, coating.",
    directions: MULTI_DIRECTIONS,
    faqs: [MULTI_FAQ],
    tags: ["daily-health", "immune-support", "energy-metabolism"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 93,
    rating: 4.6,
    reviewCount: 512,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "axe-sledge-farmers-market-greens",
    title: "Axe & Sledge Supplements Farmer's Market Greens",
    brand: "axe-sledge",
    category: "multivitamin",
    description:
      "A greens and superfood powder with fruit and vegetable extracts, probiotics and digestive enzymes, an easy way to add more plants to your day.",
    ingredients:
      "Per scoop (10 g): Organic greens blend (spirulina, chlorella, wheatgrass, kale, spinach) 4 g, Fruit and berry blend 2 g, Digestive enzymes 50 mg, Probiotics 5 billion CFU. Other ingredients: natural flavours, citric acid, stevia leaf extract.",
    directions: "Mix 1 scoop with 8-12 oz of water or juice once a day.",
    faqs: [
      {
        question: "Does it taste like grass?",
        answer: "It is flavoured with natural fruit flavours and stevia, so most people find it light and fruity.",
      },
    ],
    tags: ["greens", "digestive-health", "daily-health"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Non-GMO"],
    flavors: ["Pineapple Mango", "Apple Berry"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 26,
    rating: 4.7,
    reviewCount: 367,
    photos: 2,
  },
  {
    slug: "alpha-lion-alpha-multi",
    title: "Alpha Lion Alpha Multi for Men",
    brand: "alpha-lion",
    category: "multivitamin",
    description: "A once-daily multivitamin for active men with zinc, vitamin D3, magnesium and a B-vitamin complex.",
    ingredients:
      "Per 2 capsules: Vitamin A 750 mcg, Vitamin C 200 mg, Vitamin D3 50 mcg, Vitamin E 15 mg, B-complex, Magnesium 100 mg, Zinc 20 mg, Boron 3 mg, Iron 8 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: MULTI_DIRECTIONS,
    faqs: [MULTI_FAQ, IRON_FAQ],
    tags: ["daily-health", "mens-health"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 2999,
    salePriceCents: 2499,
    stock: 5,
    rating: 4.4,
    reviewCount: 143,
  },
  {
    slug: "metabolic-nutrition-multi-pro",
    title: "Metabolic Nutrition Multi-Pro",
    brand: "metabolic-nutrition",
    category: "multivitamin",
    description:
      "A complete multivitamin and mineral with antioxidants, split into morning and evening tablets for steady intake through the day.",
    ingredients:
      "Per 4 tablets: Vitamin A 1,500 mcg, Vitamin C 500 mg, Vitamin D3 25 mcg, Vitamin E 67 mg, B-complex, Calcium 200 mg, Magnesium 150 mg, Zinc 15 mg, Iron 10 mg, Alpha-Lipoic Acid 50 mg. Other ingredients: microcrystalline cellulose, croscarmellose sodium, coating.",
    directions: "Take 2 tablets with breakfast and 2 tablets with dinner.",
    faqs: [MULTI_FAQ, IRON_FAQ],
    tags: ["daily-health", "antioxidant"],
    dietary: ["Gluten Free"],
    priceCents: 3499,
    stock: 10,
    rating: 4.2,
    reviewCount: 58,
  },
  {
    slug: "bucked-up-daily-multivitamin",
    title: "Bucked Up Daily Multivitamin",
    brand: "bucked-up",
    category: "multivitamin",
    description:
      "A two-capsule daily multivitamin with methylated B vitamins, vitamin D3 and chelated minerals, built to support an active lifestyle.",
    ingredients:
      "Per 2 capsules: Vitamin A 600 mcg, Vitamin C 120 mg, Vitamin D3 25 mcg, Vitamin E 15 mg, B-complex (methylcobalamin, methylfolate), Magnesium 50 mg, Zinc 11 mg, Selenium 55 mcg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: MULTI_DIRECTIONS,
    faqs: [MULTI_FAQ],
    tags: ["daily-health", "energy-metabolism"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 59,
    rating: 4.5,
    reviewCount: 164,
  },
  {
    slug: "fresh-supps-womens-multivitamin",
    title: "Fresh Supps Women's Multivitamin",
    brand: "fresh-supps",
    category: "multivitamin",
    description:
      "A whole-food based multivitamin for women with iron, folate, vitamin D3 and biotin, made without synthetic colours.",
    ingredients:
      "Per 2 tablets: Vitamin A 700 mcg, Vitamin C 90 mg, Vitamin D3 25 mcg, Vitamin E 15 mg, Folate 400 mcg DFE, Vitamin B12 10 mcg, Biotin 100 mcg, Iron 18 mg, Zinc 8 mg, Iodine 150 mcg. Other ingredients: organic fruit and vegetable blend, cellulose, vegetable stearic acid.",
    directions: MULTI_DIRECTIONS,
    faqs: [MULTI_FAQ, IRON_FAQ],
    tags: ["daily-health", "womens-health"],
    dietary: ["Vegetarian", "Gluten Free", "Non-GMO"],
    priceCents: 2799,
    subscribeSavePercent: 10,
    stock: 48,
    rating: 4.6,
    reviewCount: 219,
    featured: true,
  },
];

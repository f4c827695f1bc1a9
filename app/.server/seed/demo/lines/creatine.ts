import type { ProductLine } from "../types";

const CREATINE_DIRECTIONS =
  "Mix 1 scoop (5 g) with 8 oz of water or add it to your shake once a day, every day, including rest days. Drink plenty of water throughout the day.";

const LOADING_FAQ = {
  question: "Do I need a loading phase?",
  answer:
    "No. Taking 5 g a day saturates your muscles in about three to four weeks. Loading with 20 g a day for a week gets there faster but is optional.",
};

const TIMING_FAQ = {
  question: "When should I take creatine?",
  answer: "Timing matters much less than consistency. Take it at the same time each day, before or after training.",
};

const MONOHYDRATE_FACTS = {
  description:
    "Pure creatine monohydrate, the most researched sports supplement, which supports strength and power output in repeated high-intensity exercise.",
  ingredients: "Per scoop (5 g): Creatine Monohydrate 5 g. No other ingredients.",
  directions: CREATINE_DIRECTIONS,
  faqs: [LOADING_FAQ, TIMING_FAQ],
  tags: ["strength", "power", "creatine-monohydrate"],
};

export const CREATINE_LINES: ProductLine[] = [
  {
    slug: "bucked-up-creatine",
    title: "Bucked Up Creatine Monohydrate",
    brand: "bucked-up",
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly"],
    priceCents: 2999,
    subscribeSavePercent: 10,
    stock: 84,
    rating: 4.8,
    reviewCount: 964,
    variants: [
      { flavor: "Unflavored", bestSeller: true, photos: 2 },
      {
        flavor: "Blue Raz",
        ingredients:
          "Per scoop (6 g): Creatine Monohydrate 5 g. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
        stock: 8,
      },
      {
        flavor: "Pink Lemonade",
        ingredients:
          "Per scoop (6 g): Creatine Monohydrate 5 g. Other ingredients: citric acid, natural flavours, sucralose, beet root powder (colour).",
        stock: 0,
      },
    ],
  },
  {
    slug: "gorilla-mind-creatine-monohydrate",
    title: "Gorilla Mind Creatine Monohydrate 500 g",
    brand: "gorilla-mind",
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly"],
    priceCents: 3499,
    subscribeSavePercent: 10,
    stock: 150,
    rating: 4.9,
    reviewCount: 1815,
    bestSeller: true,
  },
  {
    slug: "rule-one-r1-creatine",
    title: "Rule One Proteins R1 Creatine 375 g",
    brand: "rule-one",
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 1999,
    salePriceCents: 1699,
    stock: 131,
    rating: 4.7,
    reviewCount: 1204,
  },
  {
    slug: "abe-creatine-monohydrate",
    title: "ABE Creatine Monohydrate",
    brand: "abe",
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2499,
    stock: 47,
    rating: 4.6,
    reviewCount: 276,
  },
  {
    slug: "axe-sledge-home-grown-creatine",
    title: "Axe & Sledge Supplements Home Grown Creatine",
    brand: "axe-sledge",
    category: "creatine",
    description:
      "Creatine monohydrate with added betaine and electrolytes, for strength, power and hydration in a single daily scoop.",
    ingredients:
      "Per scoop (8 g): Creatine Monohydrate 5 g, Betaine Anhydrous 1.25 g, Sodium 100 mg, Potassium 100 mg. Other ingredients: citric acid, natural flavours, sucralose.",
    directions: CREATINE_DIRECTIONS,
    faqs: [TIMING_FAQ],
    tags: ["strength", "power", "hydration"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Lemonade", "Watermelon"],
    priceCents: 3499,
    subscribeSavePercent: 10,
    stock: 29,
    rating: 4.5,
    reviewCount: 134,
  },
  {
    slug: "raw-nutrition-creatine",
    title: "Raw Nutrition Creatine Monohydrate",
    brand: "raw-nutrition",
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 2999,
    stock: 62,
    rating: 4.8,
    reviewCount: 708,
    photos: 2,
  },
  {
    slug: "chemix-creatine-hcl",
    title: "Chemix Creatine HCl Capsules",
    brand: "chemix",
    category: "creatine",
    description:
      "Creatine hydrochloride in easy capsules: a smaller serving than monohydrate, for those who prefer not to mix powders.",
    ingredients:
      "Per 3 capsules: Creatine Hydrochloride 2.25 g. Other ingredients: gelatin (capsule), magnesium stearate.",
    directions: "Take 3 capsules with water once a day, with or without food.",
    faqs: [
      {
        question: "Is HCl better than monohydrate?",
        answer:
          "Monohydrate has far more research behind it. HCl is more soluble and the serving is smaller, which some people prefer.",
      },
    ],
    tags: ["strength", "creatine-hcl", "capsules"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 2999,
    stock: 10,
    rating: 4.3,
    reviewCount: 97,
  },
  {
    slug: "micronized-creatine-monohydrate-1kg",
    title: "Micronized Creatine Monohydrate 1 kg",
    brand: null,
    category: "creatine",
    ...MONOHYDRATE_FACTS,
    description:
      "A kilogram of micronised creatine monohydrate, 200 servings, milled fine so it dissolves quickly in water or shakes.",
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly", "Non-GMO"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 58,
    rating: 4.8,
    reviewCount: 932,
  },
];

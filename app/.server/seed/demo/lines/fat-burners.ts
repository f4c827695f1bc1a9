import type { ProductLine } from "../types";

const CAPSULE_DIRECTIONS =
  "Take 1 capsule in the morning with water to assess tolerance. After a few days, a second capsule may be taken early in the afternoon. Do not take within 6 hours of bedtime.";

const DIET_FAQ = {
  question: "Will it work without diet and exercise?",
  answer:
    "No supplement replaces a calorie deficit. It is designed to support energy and focus while you follow a sensible diet and training plan.",
};

const STIM_WARNING_FAQ = {
  question: "Who should not use it?",
  answer:
    "Anyone under 18, pregnant or nursing, sensitive to caffeine, or with a medical condition or taking medication should not use it without speaking to a doctor.",
};

export const FAT_BURNER_LINES: ProductLine[] = [
  {
    slug: "metabolic-nutrition-synedrex",
    title: "Metabolic Nutrition Synedrex Fat Burner",
    brand: "metabolic-nutrition",
    category: "fat-burners",
    description:
      "A strong thermogenic capsule with caffeine, green tea extract and cayenne, designed to support energy, focus and appetite control during a diet.",
    ingredients:
      "Per capsule: Caffeine Anhydrous 200 mg, Green Tea Extract (50% EGCG) 250 mg, Cayenne Pepper Extract 50 mg, Yohimbe Bark Extract 5 mg, Black Pepper Extract 5 mg. Other ingredients: gelatin (capsule), rice flour, magnesium stearate.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [DIET_FAQ, STIM_WARNING_FAQ],
    tags: ["weight-management", "thermogenic", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 57,
    rating: 4.5,
    reviewCount: 1104,
    bestSeller: true,
    featured: true,
    photos: 2,
  },
  {
    slug: "bucked-up-lfg-burn-pre-workout",
    title: "Bucked Up LFG Burn Pre-Workout",
    brand: "bucked-up",
    category: "fat-burners",
    description:
      "A thermogenic pre-workout: energy and pump ingredients combined with L-carnitine and green tea extract for training during a cut.",
    ingredients:
      "Per scoop (12 g): L-Citrulline 4 g, Beta-Alanine 2 g, Acetyl-L-Carnitine 1 g, Caffeine Anhydrous 250 mg, Green Tea Extract 250 mg, Grains of Paradise Extract 25 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions:
      "Mix 1 scoop with 8-12 oz of water 20-30 minutes before training. Do not exceed 1 scoop per day or take within 6 hours of bedtime.",
    faqs: [DIET_FAQ, STIM_WARNING_FAQ],
    tags: ["weight-management", "energy", "thermogenic"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 22,
    rating: 4.4,
    reviewCount: 356,
    variants: [
      { flavor: "Miami", photos: 2 },
      { flavor: "Sour Gummy Bear", stock: 0 },
    ],
  },
  {
    slug: "alpha-lion-superhuman-burn",
    title: "Alpha Lion Superhuman Burn",
    brand: "alpha-lion",
    category: "fat-burners",
    description:
      "A stimulant fat-burning pre-workout powder with L-carnitine, green tea and 300 mg of caffeine, for energy on low-calorie days.",
    ingredients:
      "Per scoop (14 g): L-Citrulline 3 g, Acetyl-L-Carnitine 1 g, Caffeine Anhydrous 300 mg, Green Tea Extract 300 mg, Cayenne Extract 50 mg, Yohimbine HCl 1.5 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions:
      "Mix 1 scoop with 10 oz of water 20-30 minutes before training. Start with half a scoop. Do not exceed 1 scoop per day.",
    faqs: [DIET_FAQ, STIM_WARNING_FAQ],
    tags: ["weight-management", "thermogenic", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Sour Watermelon", "Tropical Fruit Punch"],
    priceCents: 4999,
    salePriceCents: 3999,
    stock: 18,
    rating: 4.5,
    reviewCount: 402,
  },
  {
    slug: "core-nutritionals-core-burn",
    title: "Core Nutritionals Core Burn Capsules",
    brand: "core-nutritionals",
    category: "fat-burners",
    description:
      "A moderate-stimulant thermogenic capsule with 150 mg of caffeine, green coffee bean extract and chromium for everyday use during a diet.",
    ingredients:
      "Per capsule: Caffeine Anhydrous 150 mg, Green Coffee Bean Extract 200 mg, Chromium (as picolinate) 100 mcg, Black Pepper Extract 5 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [DIET_FAQ],
    tags: ["weight-management", "thermogenic", "moderate-stim"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 40,
    rating: 4.2,
    reviewCount: 137,
  },
  {
    slug: "rule-one-r1-shred",
    title: "Rule One Proteins R1 Shred",
    brand: "rule-one",
    category: "fat-burners",
    description:
      "A thermogenic capsule with caffeine, L-carnitine tartrate and green tea, paired with B vitamins for energy metabolism.",
    ingredients:
      "Per 2 capsules: L-Carnitine L-Tartrate 1 g, Caffeine Anhydrous 200 mg, Green Tea Extract 200 mg, Vitamin B6 2 mg, Vitamin B12 6 mcg. Other ingredients: gelatin (capsule), magnesium stearate.",
    directions: "Take 2 capsules in the morning with water. Do not take within 6 hours of bedtime.",
    faqs: [DIET_FAQ, STIM_WARNING_FAQ],
    tags: ["weight-management", "thermogenic", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 3499,
    subscribeSavePercent: 10,
    stock: 76,
    rating: 4.4,
    reviewCount: 591,
    bestSeller: true,
  },
  {
    slug: "black-magic-shadow-shred",
    title: "Black Magic Supplements Shadow Shred",
    brand: "black-magic",
    category: "fat-burners",
    description:
      "A high-stimulant thermogenic for experienced users: 300 mg of caffeine with green tea, cayenne and paradoxine across two capsules.",
    ingredients:
      "Per 2 capsules: Caffeine Anhydrous 300 mg, Green Tea Extract 250 mg, Paradoxine (grains of paradise extract) 40 mg, Cayenne Extract 50 mg. Other ingredients: gelatin (capsule), rice flour.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [STIM_WARNING_FAQ],
    tags: ["weight-management", "thermogenic", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 3999,
    stock: 2,
    rating: 4.1,
    reviewCount: 84,
  },
  {
    slug: "panda-supplements-panda-burn",
    title: "Panda Supplements Panda Burn",
    brand: "panda-supplements",
    category: "fat-burners",
    description:
      "A stimulant-free fat-loss support capsule with L-carnitine, green tea extract (decaffeinated) and chromium, for use any time of day.",
    ingredients:
      "Per 3 capsules: Acetyl-L-Carnitine 1.5 g, Decaffeinated Green Tea Extract 400 mg, Chromium 200 mcg, Forskolin Extract 250 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: "Take 3 capsules daily with a meal.",
    faqs: [DIET_FAQ],
    tags: ["weight-management", "stim-free"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 3499,
    salePriceCents: 2799,
    stock: 13,
    rating: 4.0,
    reviewCount: 52,
  },
];

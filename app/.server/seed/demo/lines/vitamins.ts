import type { ProductLine } from "../types";

const WITH_FOOD_FAQ = {
  question: "Should I take it with food?",
  answer: "Yes. Taking it with a meal improves absorption and is gentler on the stomach.",
};

export const VITAMIN_LINES: ProductLine[] = [
  {
    slug: "vitamin-d3-k2-softgels",
    title: "Vitamin D3 + K2 Softgels",
    brand: null,
    category: "vitamins",
    description:
      "5,000 IU of vitamin D3 with 100 mcg of vitamin K2 (MK-7) in olive oil softgels. Vitamin D supports normal bone health and immune function.",
    ingredients:
      "Per softgel: Vitamin D3 (as cholecalciferol) 125 mcg (5,000 IU), Vitamin K2 (as menaquinone-7) 100 mcg. Other ingredients: extra virgin olive oil, gelatin, glycerin, water.",
    directions: "Take 1 softgel daily with a meal containing some fat.",
    faqs: [
      WITH_FOOD_FAQ,
      {
        question: "Why are D3 and K2 combined?",
        answer:
          "They are often paired because both play a role in normal calcium metabolism. Speak with your doctor if you take blood-thinning medication, as vitamin K can interact with it.",
      },
    ],
    tags: ["immune-support", "bone-health", "daily-health"],
    dietary: ["Gluten Free", "Sugar Free", "Non-GMO"],
    priceCents: 1699,
    subscribeSavePercent: 10,
    stock: 180,
    rating: 4.8,
    reviewCount: 1322,
    bestSeller: true,
  },
  {
    slug: "magnesium-glycinate-capsules",
    title: "Magnesium Glycinate Capsules",
    brand: null,
    category: "vitamins",
    description:
      "Gentle, well-absorbed magnesium bisglycinate, 200 mg of elemental magnesium per serving, which contributes to normal muscle function and relaxation.",
    ingredients:
      "Per 2 capsules: Magnesium (as magnesium bisglycinate chelate) 200 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: "Take 2 capsules daily, ideally in the evening, with water.",
    faqs: [
      {
        question: "Will it upset my stomach?",
        answer:
          "Glycinate is one of the gentlest forms of magnesium and is less likely to have a laxative effect than oxide or citrate.",
      },
    ],
    tags: ["sleep-support", "muscle-recovery", "daily-health"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Non-GMO"],
    priceCents: 1999,
    subscribeSavePercent: 10,
    stock: 9,
    rating: 4.7,
    reviewCount: 684,
  },
  {
    slug: "vitamin-c-1000-rose-hips",
    title: "Vitamin C 1000 mg with Rose Hips",
    brand: null,
    category: "vitamins",
    description:
      "1,000 mg of vitamin C per tablet with rose hips powder. Vitamin C contributes to the normal function of the immune system.",
    ingredients:
      "Per tablet: Vitamin C (as ascorbic acid) 1,000 mg, Rose Hips Powder 25 mg. Other ingredients: microcrystalline cellulose, stearic acid, croscarmellose sodium.",
    directions: "Take 1 tablet daily with food.",
    faqs: [WITH_FOOD_FAQ],
    tags: ["immune-support", "antioxidant", "daily-health"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 1499,
    stock: 0,
    rating: 4.5,
    reviewCount: 298,
    photos: "placeholder",
  },
  {
    slug: "rule-one-r1-omega-3-fish-oil",
    title: "Rule One Proteins R1 Omega-3 Fish Oil",
    brand: "rule-one",
    category: "vitamins",
    description:
      "Triple-strength fish oil with 1,000 mg of EPA and DHA per serving in lemon-flavoured softgels to avoid fishy aftertaste.",
    ingredients:
      "Per 2 softgels: Fish Oil 2,000 mg providing EPA 600 mg and DHA 400 mg. Other ingredients: gelatin, glycerin, water, natural lemon flavour, mixed tocopherols. Contains fish (anchovy, sardine).",
    directions: "Take 2 softgels daily with a meal.",
    faqs: [WITH_FOOD_FAQ],
    tags: ["heart-health", "joint-support", "daily-health"],
    dietary: ["Gluten Free", "Sugar Free", "Dairy Free"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 64,
    rating: 4.6,
    reviewCount: 407,
  },
  {
    slug: "fresh-supps-magnesium-night-formula",
    title: "Fresh Supps Magnesium Night Formula",
    brand: "fresh-supps",
    category: "vitamins",
    description:
      "A caffeine-free evening drink with magnesium, glycine and L-theanine to help you wind down after a late training session.",
    ingredients:
      "Per scoop (7 g): Magnesium (as bisglycinate) 200 mg, Glycine 3 g, L-Theanine 200 mg, Zinc 10 mg. Other ingredients: natural flavours, citric acid, stevia leaf extract.",
    directions: "Mix 1 scoop with 6-8 oz of warm or cold water 30-60 minutes before bed.",
    faqs: [
      {
        question: "Is it habit forming?",
        answer: "No. It contains no melatonin and no sedatives, only magnesium, amino acids and zinc.",
      },
    ],
    tags: ["sleep-support", "stim-free", "muscle-recovery"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Non-GMO"],
    flavors: ["Chamomile Honey", "Berry"],
    priceCents: 2999,
    salePriceCents: 2499,
    stock: 31,
    rating: 4.4,
    reviewCount: 121,
  },
  {
    slug: "core-nutritionals-core-vitamin-c-zinc",
    title: "Core Nutritionals Core Vitamin C + Zinc",
    brand: "core-nutritionals",
    category: "vitamins",
    description:
      "Effervescent tablets with 1,000 mg of vitamin C and 15 mg of zinc, which contribute to normal immune function, in a light orange flavour.",
    ingredients:
      "Per tablet: Vitamin C 1,000 mg, Zinc (as citrate) 15 mg. Other ingredients: citric acid, sodium bicarbonate, sorbitol, natural orange flavour, sucralose.",
    directions: "Dissolve 1 tablet in 8 oz of water and drink once a day.",
    tags: ["immune-support", "daily-health"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    flavors: ["Orange"],
    priceCents: 1599,
    stock: 87,
    rating: 4.3,
    reviewCount: 76,
  },
];

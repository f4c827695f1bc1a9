import type { ProductLine } from "../types";

const COLLAGEN_FAQ = {
  question: "Does collagen count towards my daily protein?",
  answer:
    "Partly. Collagen is protein, but it lacks tryptophan, so it should not be your only protein source. It works well alongside a normal diet.",
};

const COLLAGEN_DIRECTIONS =
  "Stir 1 scoop into 8 oz of water, coffee, a smoothie or oatmeal once a day. Dissolves in hot and cold liquids.";

export const ANTI_AGING_LINES: ProductLine[] = [
  {
    slug: "fresh-supps-collagen-peptides",
    title: "Fresh Supps Collagen Peptides",
    brand: "fresh-supps",
    category: "anti-aging-supplement",
    description:
      "Grass-fed bovine collagen peptides, types I and III, with added vitamin C, which contributes to normal collagen formation for skin, hair and nails.",
    ingredients:
      "Per scoop (11 g): Hydrolysed Bovine Collagen Peptides 10 g, Vitamin C 80 mg. Unflavoured version: no other ingredients.",
    directions: COLLAGEN_DIRECTIONS,
    faqs: [COLLAGEN_FAQ],
    tags: ["healthy-aging", "skin-hair-nails", "joint-support"],
    dietary: ["Gluten Free", "Dairy Free", "Keto Friendly", "Sugar Free"],
    flavors: ["Unflavored", "Vanilla"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 62,
    rating: 4.7,
    reviewCount: 744,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "rule-one-r1-collagen-peptides",
    title: "Rule One Proteins R1 Collagen Peptides",
    brand: "rule-one",
    category: "anti-aging-supplement",
    description:
      "A flavour-neutral collagen powder with 10 g of peptides per scoop for skin, joint and connective tissue support.",
    ingredients: "Per scoop (10 g): Hydrolysed Bovine Collagen Peptides 10 g. No other ingredients.",
    directions: COLLAGEN_DIRECTIONS,
    faqs: [COLLAGEN_FAQ],
    tags: ["healthy-aging", "skin-hair-nails", "joint-support"],
    dietary: ["Gluten Free", "Dairy Free", "Keto Friendly", "Sugar Free"],
    priceCents: 3499,
    salePriceCents: 2999,
    stock: 10,
    rating: 4.5,
    reviewCount: 233,
  },
  {
    slug: "metabolic-nutrition-coq10-200",
    title: "Metabolic Nutrition CoQ10 200 mg",
    brand: "metabolic-nutrition",
    category: "anti-aging-supplement",
    description:
      "Coenzyme Q10, a compound naturally found in every cell that declines with age, in easy-to-swallow softgels with black pepper extract.",
    ingredients:
      "Per softgel: Coenzyme Q10 (ubiquinone) 200 mg, Black Pepper Extract 5 mg. Other ingredients: rice bran oil, gelatin, glycerin, water.",
    directions: "Take 1 softgel daily with a meal containing some fat.",
    faqs: [
      {
        question: "Can I take CoQ10 with medication?",
        answer:
          "CoQ10 may interact with blood thinners and blood pressure medication. Ask your doctor first if you take either.",
      },
    ],
    tags: ["healthy-aging", "heart-health", "antioxidant"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 29,
    rating: 4.6,
    reviewCount: 187,
  },
  {
    slug: "chemix-joint-support",
    title: "Chemix Joint Support",
    brand: "chemix",
    category: "anti-aging-supplement",
    description:
      "Glucosamine, chondroitin, MSM and turmeric for people who train hard and want to look after their joints over the long term.",
    ingredients:
      "Per 3 capsules: Glucosamine Sulfate 1,500 mg, Chondroitin Sulfate 400 mg, MSM 500 mg, Turmeric Extract (95% curcuminoids) 200 mg, Black Pepper Extract 5 mg. Other ingredients: gelatin (capsule). Contains shellfish (crab, shrimp).",
    directions: "Take 3 capsules daily with food. Benefits build with consistent use over several weeks.",
    faqs: [
      {
        question: "Is it suitable if I have a shellfish allergy?",
        answer: "No. The glucosamine comes from shellfish.",
      },
    ],
    tags: ["joint-support", "healthy-aging", "mobility"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4499,
    stock: 20,
    rating: 4.4,
    reviewCount: 112,
  },
  {
    slug: "astaxanthin-12mg-softgels",
    title: "Astaxanthin 12 mg Softgels",
    brand: null,
    category: "anti-aging-supplement",
    description:
      "Natural astaxanthin from microalgae, a carotenoid antioxidant, in small softgels with organic olive oil for absorption.",
    ingredients:
      "Per softgel: Astaxanthin (from Haematococcus pluvialis) 12 mg. Other ingredients: organic extra virgin olive oil, gelatin, glycerin, water.",
    directions: "Take 1 softgel daily with a meal.",
    tags: ["healthy-aging", "antioxidant", "skin-hair-nails"],
    dietary: ["Gluten Free", "Sugar Free", "Non-GMO"],
    priceCents: 2799,
    subscribeSavePercent: 10,
    stock: 38,
    rating: 4.5,
    reviewCount: 154,
  },
  {
    slug: "panda-supplements-collagen-gummies",
    title: "Panda Supplements Collagen Gummies",
    brand: "panda-supplements",
    category: "anti-aging-supplement",
    description:
      "Strawberry-flavoured gummies with collagen peptides, biotin and vitamin C, a tasty daily habit for skin, hair and nails.",
    ingredients:
      "Per 2 gummies: Collagen Peptides 1 g, Biotin 2,500 mcg, Vitamin C 60 mg, Zinc 5 mg. Other ingredients: glucose syrup, sugar, pectin, citric acid, natural flavours, fruit and vegetable juice (colour).",
    directions: "Chew 2 gummies daily. Keep out of reach of children.",
    faqs: [
      {
        question: "Can biotin affect lab tests?",
        answer:
          "High-dose biotin can interfere with some blood tests. Tell your doctor you take it before any blood work.",
      },
    ],
    tags: ["healthy-aging", "skin-hair-nails"],
    dietary: ["Gluten Free"],
    flavors: ["Strawberry"],
    priceCents: 2499,
    stock: 6,
    rating: 4.1,
    reviewCount: 91,
    photos: "placeholder",
  },
];

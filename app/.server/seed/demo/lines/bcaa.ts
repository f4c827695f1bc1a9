import type { ProductLine } from "../types";

const BCAA_DIRECTIONS =
  "Mix 1 scoop with 10-16 oz of water and sip before, during or after training. Can also be taken between meals.";

const BCAA_VS_EAA_FAQ = {
  question: "What is the difference between BCAAs and EAAs?",
  answer:
    "BCAAs are three of the nine essential amino acids (leucine, isoleucine and valine). EAAs include all nine. If you already eat enough protein, either is an optional extra.",
};

const BCAA_2_1_1 = "L-Leucine 3.5 g, L-Isoleucine 1.75 g, L-Valine 1.75 g";

export const BCAA_LINES: ProductLine[] = [
  {
    slug: "bucked-up-bcaa",
    title: "Bucked Up BCAA",
    brand: "bucked-up",
    category: "bcaa",
    description:
      "7 g of branched-chain amino acids in a 2:1:1 ratio with electrolytes, a refreshing intra-workout drink that supports recovery.",
    ingredients: `Per scoop (11 g): ${BCAA_2_1_1}, Coconut Water Powder 500 mg, Sodium 120 mg, Potassium 90 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.`,
    directions: BCAA_DIRECTIONS,
    faqs: [BCAA_VS_EAA_FAQ],
    tags: ["muscle-recovery", "hydration", "intra-workout"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 3499,
    subscribeSavePercent: 10,
    stock: 51,
    rating: 4.6,
    reviewCount: 517,
    variants: [
      { flavor: "Rocket Pop", photos: 2 },
      { flavor: "Blue Raz", salePriceCents: 2799, stock: 3 },
    ],
  },
  {
    slug: "rule-one-r1-bcaas",
    title: "Rule One Proteins R1 BCAAs",
    brand: "rule-one",
    category: "bcaa",
    description:
      "Fermented BCAAs in a 2:1:1 ratio, 6 g per serving, unflavoured or in light fruit flavours, with no fillers.",
    ingredients:
      "Per scoop (6 g): L-Leucine 3 g, L-Isoleucine 1.5 g, L-Valine 1.5 g. Flavoured versions add citric acid, natural flavours and sucralose.",
    directions: BCAA_DIRECTIONS,
    faqs: [BCAA_VS_EAA_FAQ],
    tags: ["muscle-recovery", "intra-workout"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Unflavored", "Lemon Lime", "Fruit Punch"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 97,
    rating: 4.5,
    reviewCount: 826,
    bestSeller: true,
  },
  {
    slug: "metabolic-nutrition-tri-pep-bcaa",
    title: "Metabolic Nutrition Tri-Pep BCAA",
    brand: "metabolic-nutrition",
    category: "bcaa",
    description:
      "Peptide-bonded BCAAs in a 2:1:1 ratio with added electrolytes, a clean-tasting recovery drink for long training sessions.",
    ingredients: `Per scoop (9 g): ${BCAA_2_1_1} (as tri-peptides), Sodium 80 mg, Potassium 50 mg. Other ingredients: citric acid, natural flavours, sucralose.`,
    directions: BCAA_DIRECTIONS,
    faqs: [BCAA_VS_EAA_FAQ],
    tags: ["muscle-recovery", "endurance"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Sweet Tea", "Watermelon"],
    priceCents: 3999,
    stock: 14,
    rating: 4.3,
    reviewCount: 118,
  },
  {
    slug: "core-nutritionals-core-bcaa",
    title: "Core Nutritionals Core BCAA",
    brand: "core-nutritionals",
    category: "bcaa",
    description:
      "An instantised 2:1:1 BCAA powder that mixes without foam, with added taurine for a crisp intra-workout drink.",
    ingredients: `Per scoop (10 g): ${BCAA_2_1_1}, Taurine 1 g. Other ingredients: citric acid, natural and artificial flavours, sucralose.`,
    directions: BCAA_DIRECTIONS,
    tags: ["muscle-recovery", "intra-workout"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Sour Green Apple", "Pineapple Mango"],
    priceCents: 2999,
    salePriceCents: 2399,
    stock: 42,
    rating: 4.4,
    reviewCount: 95,
  },
  {
    slug: "panda-supplements-panda-bcaa",
    title: "Panda Supplements Panda BCAA",
    brand: "panda-supplements",
    category: "bcaa",
    description: "Candy-flavoured BCAAs with 6 g of amino acids per scoop and a pinch of sea salt for hydration.",
    ingredients:
      "Per scoop (9 g): L-Leucine 3 g, L-Isoleucine 1.5 g, L-Valine 1.5 g, Sea Salt 150 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: BCAA_DIRECTIONS,
    tags: ["muscle-recovery", "hydration"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cotton Candy", "Sour Worms"],
    priceCents: 2999,
    stock: 0,
    rating: 4.2,
    reviewCount: 64,
  },
  {
    slug: "abe-energy-bcaa",
    title: "ABE Energy + BCAA",
    brand: "abe",
    category: "bcaa",
    description:
      "An all-day amino drink from All Black Everything: 5 g of BCAAs with 125 mg of natural caffeine for a lighter lift than a full pre-workout.",
    ingredients:
      "Per scoop (9 g): L-Leucine 2.5 g, L-Isoleucine 1.25 g, L-Valine 1.25 g, Natural Caffeine (from green tea) 125 mg, Vitamin B6 1.4 mg. Other ingredients: citric acid, flavourings, sucralose.",
    directions: "Mix 1 scoop with 12-16 oz of water. Up to 2 servings a day, the last one no later than mid-afternoon.",
    faqs: [
      {
        question: "How much caffeine is in one scoop?",
        answer: "125 mg, a little more than a cup of coffee. Count it towards your daily caffeine intake.",
      },
    ],
    tags: ["energy", "muscle-recovery", "low-stim"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    flavors: ["Tropical Thunder", "Baddy Berry"],
    priceCents: 2999,
    subscribeSavePercent: 10,
    stock: 58,
    rating: 4.4,
    reviewCount: 176,
  },
];

import type { ProductLine } from "../types";

const SIP_DIRECTIONS =
  "Mix 1 scoop with 12-16 oz of water and sip during training, or drink between meals on rest days.";

const EAA_FAQ = {
  question: "Do I need EAAs if I eat enough protein?",
  answer:
    "Not necessarily. EAAs are a convenient, light way to get amino acids around training, especially when you train fasted or cannot eat a full meal.",
};

const EAA_PROFILE =
  "L-Leucine 2.5 g, L-Lysine 1.3 g, L-Valine 1.2 g, L-Isoleucine 1.2 g, L-Threonine 1 g, L-Phenylalanine 0.5 g, L-Methionine 0.4 g, L-Histidine 0.3 g, L-Tryptophan 0.1 g";

export const AMINO_LINES: ProductLine[] = [
  {
    slug: "bucked-up-eaa",
    title: "Bucked Up EAA",
    brand: "bucked-up",
    category: "aminos",
    description:
      "All nine essential amino acids, 8.5 g per scoop, with electrolytes and coconut water for a refreshing drink during or between workouts.",
    ingredients: `Per scoop (13 g): ${EAA_PROFILE}, Coconut Water Powder 500 mg, Sodium 100 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.`,
    directions: SIP_DIRECTIONS,
    faqs: [EAA_FAQ],
    tags: ["muscle-recovery", "hydration", "essential-aminos"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 44,
    rating: 4.6,
    reviewCount: 389,
    variants: [
      { flavor: "Strawberry Kiwi", photos: 2 },
      { flavor: "Blue Raz", stock: 10 },
    ],
  },
  {
    slug: "axe-sledge-the-grind-eaa",
    title: "Axe & Sledge Supplements The Grind EAA",
    brand: "axe-sledge",
    category: "aminos",
    description:
      "An essential amino acid and hydration formula with electrolytes and coconut water, designed to be sipped throughout hard training days.",
    ingredients: `Per scoop (16 g): ${EAA_PROFILE}, Coconut Water Powder 1 g, Sodium 200 mg, Potassium 150 mg, Magnesium 50 mg. Other ingredients: citric acid, natural flavours, sucralose.`,
    directions: SIP_DIRECTIONS,
    faqs: [EAA_FAQ],
    tags: ["muscle-recovery", "hydration", "essential-aminos"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    flavors: ["Watermelon", "Pina Colada", "Orange Mango"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 36,
    rating: 4.8,
    reviewCount: 913,
    bestSeller: true,
    photos: 3,
  },
  {
    slug: "gorilla-mind-hydration",
    title: "Gorilla Mind Hydration",
    brand: "gorilla-mind",
    category: "aminos",
    description:
      "A stimulant-free electrolyte and amino drink with sodium, potassium and taurine for hot sessions and long days.",
    ingredients:
      "Per scoop (12 g): Sodium 500 mg, Potassium 250 mg, Magnesium 60 mg, Taurine 1 g, L-Glutamine 1 g, Coconut Water Powder 1 g. Other ingredients: citric acid, natural flavours, stevia leaf extract.",
    directions: "Mix 1 scoop with 16-20 oz of water. Use during training or whenever you sweat heavily.",
    faqs: [
      {
        question: "Does it contain caffeine?",
        answer: "No. It is completely stimulant free and can be taken at any time of day.",
      },
    ],
    tags: ["hydration", "stim-free", "electrolytes"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Lemon Lime", "Tropical Punch"],
    priceCents: 2999,
    stock: 68,
    rating: 4.5,
    reviewCount: 248,
  },
  {
    slug: "metabolic-nutrition-glutasorb",
    title: "Metabolic Nutrition Glutasorb Glutamine",
    brand: "metabolic-nutrition",
    category: "aminos",
    description: "Unflavoured L-glutamine powder, 5 g per serving, easy to add to any shake or drink.",
    ingredients: "Per scoop (5 g): L-Glutamine 5 g. No other ingredients.",
    directions: "Add 1 scoop to water or a shake once or twice a day, for example after training and before bed.",
    tags: ["muscle-recovery", "glutamine", "unflavored"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 8,
    rating: 4.4,
    reviewCount: 172,
  },
  {
    slug: "raw-nutrition-raw-eaa",
    title: "Raw Nutrition Raw EAA",
    brand: "raw-nutrition",
    category: "aminos",
    description:
      "9 g of essential amino acids with an emphasis on leucine, plus electrolytes, in light and refreshing flavours.",
    ingredients: `Per scoop (14 g): ${EAA_PROFILE}, Sodium 150 mg, Potassium 100 mg. Other ingredients: citric acid, natural flavours, sucralose.`,
    directions: SIP_DIRECTIONS,
    faqs: [EAA_FAQ],
    tags: ["muscle-recovery", "essential-aminos"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    flavors: ["Candy Fish", "Orange Dream"],
    priceCents: 3999,
    salePriceCents: 3199,
    stock: 25,
    rating: 4.5,
    reviewCount: 210,
  },
  {
    slug: "fresh-supps-hydration-electrolytes",
    title: "Fresh Supps Hydration Electrolytes",
    brand: "fresh-supps",
    category: "aminos",
    description:
      "A sugar-free electrolyte mix with sodium, potassium and magnesium plus taurine, naturally flavoured and sweetened with stevia.",
    ingredients:
      "Per stick (6 g): Sodium 400 mg, Potassium 200 mg, Magnesium 50 mg, Taurine 500 mg. Other ingredients: citric acid, natural flavours, stevia leaf extract.",
    directions: "Empty 1 stick into 16 oz of water and shake. Use 1-2 sticks a day depending on how much you sweat.",
    tags: ["hydration", "electrolytes", "stim-free"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Keto Friendly", "Non-GMO"],
    flavors: ["Raspberry Lemonade", "Grapefruit"],
    priceCents: 2499,
    subscribeSavePercent: 10,
    stock: 120,
    rating: 4.6,
    reviewCount: 301,
    photos: "placeholder",
  },
];

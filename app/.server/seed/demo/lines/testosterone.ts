import type { ProductLine } from "../types";

const ADULT_MEN_FAQ = {
  question: "Who is it for?",
  answer:
    "Healthy adult men over 18. It is designed to support testosterone levels already within the normal range; it is not a hormone and not a treatment for any condition. Speak to your doctor if you take medication.",
};

const CYCLE_FAQ = {
  question: "Do I need to cycle it?",
  answer: "Many people take it for 8 weeks followed by a 2-week break, although none of the ingredients require it.",
};

const CAPSULE_DIRECTIONS = "Take the daily serving with a meal, split between morning and evening if you prefer.";

export const TESTOSTERONE_LINES: ProductLine[] = [
  {
    slug: "gorilla-mind-testosterone-support",
    title: "Gorilla Mind Testosterone Support",
    brand: "gorilla-mind",
    category: "testosterone",
    description:
      "A natural testosterone support formula with ashwagandha, tongkat ali, zinc and vitamin D3. Zinc contributes to the maintenance of normal testosterone levels.",
    ingredients:
      "Per 4 capsules: Vitamin D3 50 mcg, Zinc 30 mg, Boron 10 mg, Ashwagandha Root Extract (KSM-66) 600 mg, Tongkat Ali Extract 400 mg, Fadogia Agrestis 300 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [ADULT_MEN_FAQ, CYCLE_FAQ],
    tags: ["mens-health", "natural-test-support", "strength"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 5999,
    subscribeSavePercent: 10,
    stock: 43,
    rating: 4.5,
    reviewCount: 622,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "alpha-lion-alpha-test",
    title: "Alpha Lion Alpha Test",
    brand: "alpha-lion",
    category: "testosterone",
    description:
      "A daily formula for men with tongkat ali, shilajit, zinc and magnesium to support vitality, drive and normal testosterone levels.",
    ingredients:
      "Per 3 capsules: Zinc 25 mg, Magnesium 200 mg, Vitamin B6 10 mg, Tongkat Ali Extract 400 mg, Shilajit Extract 250 mg, Boron 5 mg. Other ingredients: gelatin (capsule), rice flour.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [ADULT_MEN_FAQ],
    tags: ["mens-health", "natural-test-support"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 5499,
    salePriceCents: 4499,
    stock: 15,
    rating: 4.3,
    reviewCount: 198,
  },
  {
    slug: "black-magic-test-booster",
    title: "Black Magic Supplements Test Booster",
    brand: "black-magic",
    category: "testosterone",
    description:
      "Tribulus, fenugreek and zinc in a daily capsule for adult men who want to support drive and normal testosterone levels.",
    ingredients:
      "Per 2 capsules: Zinc 20 mg, Vitamin D3 25 mcg, Fenugreek Seed Extract 500 mg, Tribulus Terrestris Extract 500 mg, Boron 5 mg. Other ingredients: gelatin (capsule), magnesium stearate.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [ADULT_MEN_FAQ, CYCLE_FAQ],
    tags: ["mens-health", "natural-test-support"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4499,
    stock: 7,
    rating: 3.9,
    reviewCount: 71,
  },
  {
    slug: "ryse-test-support",
    title: "Ryse Supplements Test Support",
    brand: "ryse",
    category: "testosterone",
    description:
      "A research-backed blend of ashwagandha, vitamin D3 and zinc to support energy, stress resilience and normal testosterone levels.",
    ingredients:
      "Per 2 capsules: Vitamin D3 50 mcg, Zinc 25 mg, Magnesium 100 mg, Ashwagandha Root Extract 600 mg, Tongkat Ali Extract 200 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions: CAPSULE_DIRECTIONS,
    faqs: [ADULT_MEN_FAQ],
    tags: ["mens-health", "natural-test-support", "stress-support"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 30,
    rating: 4.4,
    reviewCount: 133,
  },
  {
    slug: "chemix-test-booster",
    title: "Chemix Test Booster",
    brand: "chemix",
    category: "testosterone",
    description:
      "A transparent men's formula with tongkat ali, fadogia agrestis, zinc and boron, every dose disclosed.",
    ingredients:
      "Per 4 capsules: Zinc 30 mg, Boron 10 mg, Tongkat Ali Extract 400 mg, Fadogia Agrestis Extract 600 mg, Vitamin D3 50 mcg. Other ingredients: hydroxypropyl methylcellulose (capsule).",
    directions: CAPSULE_DIRECTIONS,
    faqs: [ADULT_MEN_FAQ, CYCLE_FAQ],
    tags: ["mens-health", "natural-test-support"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    priceCents: 6499,
    stock: 0,
    rating: 4.2,
    reviewCount: 46,
  },
  {
    slug: "zma-zinc-magnesium-b6",
    title: "ZMA Zinc Magnesium B6 Capsules",
    brand: null,
    category: "testosterone",
    description:
      "The classic night-time combination of zinc, magnesium and vitamin B6. Zinc contributes to normal testosterone levels and magnesium to normal muscle function.",
    ingredients:
      "Per 3 capsules: Zinc (as monomethionine and aspartate) 30 mg, Magnesium (as aspartate) 450 mg, Vitamin B6 10.5 mg. Other ingredients: gelatin (capsule), magnesium stearate.",
    directions: "Take 3 capsules on an empty stomach 30-60 minutes before bed. Avoid taking with calcium-rich foods.",
    faqs: [
      {
        question: "Why avoid calcium around ZMA?",
        answer:
          "Calcium competes with zinc for absorption, so ZMA is best taken away from dairy or calcium supplements.",
      },
    ],
    tags: ["sleep-support", "mens-health", "muscle-recovery"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 1799,
    subscribeSavePercent: 10,
    stock: 95,
    rating: 4.5,
    reviewCount: 266,
  },
];

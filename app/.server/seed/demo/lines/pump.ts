import type { ProductLine } from "../types";

const PUMP_DIRECTIONS =
  "Mix 1 scoop with 10-12 oz of water and drink 30 minutes before training. Stimulant free: can be stacked with your regular pre-workout or taken alone for evening sessions.";

const STACK_FAQ = {
  question: "Can I stack it with a stimulant pre-workout?",
  answer:
    "Yes. It contains no caffeine, so it is commonly stacked with a stimulant pre-workout. Check the caffeine content of the other product.",
};

const EVENING_FAQ = {
  question: "Will it keep me awake?",
  answer: "No. It is stimulant free, which makes it a good choice for evening workouts.",
};

export const PUMP_LINES: ProductLine[] = [
  {
    slug: "axe-sledge-hydraulic-pump",
    title: "Axe & Sledge Supplements Hydraulic Pump",
    brand: "axe-sledge",
    category: "pump-supplement",
    description:
      "A stimulant-free pump formula with 8 g of L-citrulline, glycerol and nitrates for skin-splitting pumps and muscle fullness.",
    ingredients:
      "Per scoop (20 g): L-Citrulline 8 g, Glycerol Powder (65%) 3 g, Betaine Anhydrous 2.5 g, Beetroot Extract (nitrates) 500 mg, Taurine 1 g, Pine Bark Extract 150 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ, EVENING_FAQ],
    tags: ["pump", "nitric-oxide", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Tropical Punch", "Blue Raspberry", "Cotton Candy"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 45,
    rating: 4.8,
    reviewCount: 1036,
    bestSeller: true,
    featured: true,
    photos: 3,
  },
  {
    slug: "gorilla-mind-gorilla-mode-nitric",
    title: "Gorilla Mind Gorilla Mode Nitric",
    brand: "gorilla-mind",
    category: "pump-supplement",
    description:
      "The stimulant-free sibling of Gorilla Mode: the same large doses of citrulline, glycerol and agmatine, without the caffeine.",
    ingredients:
      "Per 2 scoops (37 g): L-Citrulline 9 g, Glycerol Powder 3.5 g, Betaine Anhydrous 2.5 g, Agmatine Sulfate 1.5 g, Pine Bark Extract 150 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ],
    tags: ["pump", "nitric-oxide", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Lemon Lime", "Volcano Burst"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 53,
    rating: 4.7,
    reviewCount: 842,
    photos: 2,
  },
  {
    slug: "alpha-lion-superhuman-pump",
    title: "Alpha Lion Superhuman Pump",
    brand: "alpha-lion",
    category: "pump-supplement",
    description:
      "A caffeine-free pump and endurance formula with citrulline, nitrates and glycerol for full, vascular muscles.",
    ingredients:
      "Per scoop (19 g): L-Citrulline 6 g, Beetroot Extract (nitrates) 1 g, Glycerol Powder 2 g, Betaine Anhydrous 2.5 g, Taurine 1 g. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ, EVENING_FAQ],
    tags: ["pump", "nitric-oxide", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Sour Blue Raspberry", "Pink Lemonade"],
    priceCents: 3999,
    salePriceCents: 3499,
    stock: 4,
    rating: 4.5,
    reviewCount: 267,
  },
  {
    slug: "abe-all-black-everything-pump",
    title: "ABE All Black Everything Pump",
    brand: "abe",
    category: "pump-supplement",
    description:
      "A non-stimulant pump formula from ABE with citrulline, nitrates and ancient peat for pumps and performance without caffeine.",
    ingredients:
      "Per scoop (14 g): Citrulline Malate 2:1 6 g, Beetroot Extract 1 g, Betaine Anhydrous 2 g, Ancient Peat and Apple Extract 150 mg. Other ingredients: citric acid, flavourings, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ],
    tags: ["pump", "nitric-oxide", "stim-free"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free"],
    flavors: ["Baddy Berry", "Cherry Cola"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 39,
    rating: 4.5,
    reviewCount: 318,
  },
  {
    slug: "bucked-up-non-stim-pre-workout",
    title: "Bucked Up Non-Stim Pre-Workout",
    brand: "bucked-up",
    category: "pump-supplement",
    description:
      "All the pump and endurance ingredients of the original Bucked Up pre-workout, with no caffeine, for evening training or caffeine-free days.",
    ingredients:
      "Per scoop (13 g): L-Citrulline 6 g, Beta-Alanine 2 g, Betaine Anhydrous 2.5 g, Alpha-GPC 300 mg, Deer Antler Velvet Extract 50 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [EVENING_FAQ],
    tags: ["pump", "stim-free", "endurance"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 34,
    rating: 4.5,
    reviewCount: 455,
    variants: [
      { flavor: "Blood Raven", stock: 10 },
      { flavor: "Grape Gainz", salePriceCents: 3599 },
    ],
  },
  {
    slug: "raw-nutrition-raw-pump",
    title: "Raw Nutrition Raw Pump",
    brand: "raw-nutrition",
    category: "pump-supplement",
    description:
      "A simple, stimulant-free pump powder with citrulline, glycerol and taurine in easy-drinking flavours.",
    ingredients:
      "Per scoop (15 g): L-Citrulline 6 g, Glycerol Powder 2 g, Taurine 1.5 g, Pine Bark Extract 100 mg. Other ingredients: citric acid, natural flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ],
    tags: ["pump", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Sour Apple", "Peach Mango"],
    priceCents: 3999,
    stock: 17,
    rating: 4.4,
    reviewCount: 129,
  },
  {
    slug: "chemix-pump",
    title: "Chemix Pump",
    brand: "chemix",
    category: "pump-supplement",
    description:
      "A transparent stimulant-free pump formula with 8 g of citrulline, nitrosigine and glycerol, every dose on the label.",
    ingredients:
      "Per scoop (18 g): L-Citrulline 8 g, Glycerol Powder 2 g, Nitrosigine (arginine silicate) 1.5 g, Betaine Anhydrous 2.5 g. Other ingredients: citric acid, natural flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    faqs: [STACK_FAQ, EVENING_FAQ],
    tags: ["pump", "nitric-oxide", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Sour Peach Rings", "Blue Raspberry Ice"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 24,
    rating: 4.6,
    reviewCount: 149,
  },
  {
    slug: "core-nutritionals-core-pump",
    title: "Core Nutritionals Core Pump",
    brand: "core-nutritionals",
    category: "pump-supplement",
    description: "A caffeine-free pump and hydration formula with citrulline, glycerol and electrolytes.",
    ingredients:
      "Per scoop (16 g): L-Citrulline 6 g, Glycerol Powder 3 g, Sodium 150 mg, Potassium 100 mg, Taurine 1 g. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    tags: ["pump", "stim-free", "hydration"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cherry Limeade", "Lemon Ice"],
    priceCents: 3999,
    stock: 0,
    rating: 4.3,
    reviewCount: 88,
    photos: "placeholder",
  },
  {
    slug: "panda-supplements-panda-pump",
    title: "Panda Supplements Panda Pump",
    brand: "panda-supplements",
    category: "pump-supplement",
    description: "A stimulant-free pump formula with citrulline and glycerol, in Panda's signature candy flavours.",
    ingredients:
      "Per scoop (15 g): L-Citrulline 6 g, Glycerol Powder 2 g, Betaine Anhydrous 2 g, Beetroot Extract 500 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: PUMP_DIRECTIONS,
    tags: ["pump", "stim-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cotton Candy", "Sour Blue Raspberry"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 27,
    rating: 4.4,
    reviewCount: 97,
  },
];

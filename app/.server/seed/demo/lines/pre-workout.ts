import type { ProductLine } from "../types";

const STIM_DIRECTIONS =
  "Mix 1 scoop with 8-12 oz of cold water and drink 20-30 minutes before training. Start with half a scoop to assess tolerance. Do not exceed 1 scoop in 24 hours or take within 6 hours of bedtime.";

const CAFFEINE_FAQ = {
  question: "Can I take it with coffee or energy drinks?",
  answer:
    "We advise against it. One scoop already provides a full dose of caffeine, so skip other caffeine sources on the days you use it.",
};

const TINGLE_FAQ = {
  question: "Why do I feel a tingling sensation?",
  answer:
    "That is beta-alanine. The tingle is harmless and usually fades within 30-60 minutes and as you keep using it. A smaller serving reduces it.",
};

const REST_DAY_FAQ = {
  question: "Should I take it on rest days?",
  answer: "No. It is designed to be taken before training; on rest days you do not need it.",
};

const WARNING =
  "Contains caffeine. Not for use by persons under 18, pregnant or nursing women, or anyone sensitive to caffeine.";

export const PRE_WORKOUT_LINES: ProductLine[] = [
  {
    slug: "bucked-up-pre-workout",
    title: "Bucked Up Pre-Workout",
    brand: "bucked-up",
    category: "pre-workout",
    description:
      "The flagship Bucked Up pre-workout: a balanced dose of caffeine for energy, L-citrulline for pumps and beta-alanine for endurance, with deer antler velvet extract and a flavour you will actually look forward to.",
    ingredients:
      "Per scoop (13 g): L-Citrulline 6 g, Beta-Alanine 2 g, Betaine Anhydrous 2.5 g, Caffeine Anhydrous 200 mg, Alpha-GPC 300 mg, Deer Antler Velvet Extract 50 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose, silicon dioxide.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ, TINGLE_FAQ],
    tags: ["energy", "pump", "focus", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 64,
    rating: 4.7,
    reviewCount: 2184,
    variants: [
      { flavor: "Blood Raven", bestSeller: true, featured: true, photos: 3, stock: 120 },
      { flavor: "Blue Raz", bestSeller: true, photos: 2, stock: 96 },
      { flavor: "Miami", stock: 7 },
      { flavor: "Rocket Pop", stock: 0 },
      { flavor: "Sour Gummy Bear", salePriceCents: 3999, stock: 41 },
      { flavor: "Grape Gainz", stock: 10 },
      { flavor: "Watermelon", photos: "placeholder", stock: 23 },
    ],
  },
  {
    slug: "bucked-up-babe-pre-workout",
    title: "Bucked Up BABE Pre-Workout",
    brand: "bucked-up",
    category: "pre-workout",
    description:
      "BABE is Bucked Up's pre-workout made with women in mind: a moderate 150 mg of caffeine, no beta-alanine tingle, and added biotin and collagen peptides.",
    ingredients:
      "Per scoop (11 g): L-Citrulline 4 g, Betaine Anhydrous 1.5 g, Collagen Peptides 1 g, Caffeine Anhydrous 150 mg, L-Theanine 100 mg, Biotin 300 mcg. Other ingredients: citric acid, natural flavours, sucralose, beet root powder (colour).",
    directions:
      "Mix 1 scoop with 8-10 oz of water 20-30 minutes before exercise. Do not exceed 1 scoop per day or take within 6 hours of bedtime.",
    faqs: [
      {
        question: "Does BABE tingle?",
        answer: "No. BABE contains no beta-alanine, the ingredient behind the tingling feeling of many pre-workouts.",
      },
      CAFFEINE_FAQ,
    ],
    tags: ["energy", "moderate-stim", "tingle-free"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 38,
    rating: 4.6,
    reviewCount: 912,
    variants: [
      { flavor: "Pink Lemonade", bestSeller: true, photos: 2 },
      { flavor: "Mango Pineapple", stock: 4 },
      { flavor: "Raspberry Hibiscus", salePriceCents: 3599, stock: 27 },
    ],
  },
  {
    slug: "bucked-up-woke-af-pre-workout",
    title: "Bucked Up Woke AF High Stim Pre-Workout",
    brand: "bucked-up",
    category: "pre-workout",
    description:
      "For experienced users who want more: 333 mg of caffeine from two sources, nootropics for focus and the same pump and endurance base as the original.",
    ingredients:
      "Per scoop (14 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Caffeine Anhydrous 283 mg, Di-Caffeine Malate 50 mg, Alpha-GPC 300 mg, Huperzine A 200 mcg. Other ingredients: citric acid, natural and artificial flavours, sucralose, silicon dioxide.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [
      {
        question: "Is this suitable for beginners?",
        answer:
          "No. With 333 mg of caffeine per scoop it is intended for experienced, caffeine-tolerant adults. Start with half a scoop.",
      },
      TINGLE_FAQ,
    ],
    tags: ["energy", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 55,
    rating: 4.5,
    reviewCount: 1307,
    variants: [{ flavor: "Blood Raven", photos: 2 }, { flavor: "Blue Raz", stock: 2 }, { flavor: "Rocket Pop" }],
  },
  {
    slug: "bucked-up-mother-bucker-pre-workout",
    title: "Bucked Up Mother Bucker Pre-Workout",
    brand: "bucked-up",
    category: "pre-workout",
    description:
      "The most loaded formula in the Bucked Up range: full doses of citrulline, beta-alanine and betaine plus 300 mg of caffeine and a nootropic stack for long, focused sessions.",
    ingredients:
      "Per scoop (19 g): L-Citrulline 8 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Taurine 1 g, Caffeine Anhydrous 300 mg, Alpha-GPC 300 mg, Theobromine 100 mg. Other ingredients: citric acid, malic acid, natural and artificial flavours, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [CAFFEINE_FAQ, REST_DAY_FAQ],
    tags: ["energy", "pump", "endurance", "high-stim"],
    dietary: ["Gluten Free"],
    priceCents: 5499,
    stock: 30,
    rating: 4.6,
    reviewCount: 488,
    variants: [{ flavor: "Blue Raz", salePriceCents: 4499 }, { flavor: "Cherry Limeade" }],
  },
  {
    slug: "gorilla-mode-pre-workout",
    title: "Gorilla Mind Gorilla Mode Pre-Workout",
    brand: "gorilla-mind",
    category: "pre-workout",
    description:
      "An intense, fully disclosed pre-workout built around big doses of L-citrulline, creatine and glycerol for pumps, with 350 mg of caffeine and nootropics for aggressive focus.",
    ingredients:
      "Per 2 scoops (40 g): L-Citrulline 9 g, Creatine Monohydrate 5 g, Glycerol Powder 3.5 g, Betaine Anhydrous 2.5 g, Agmatine Sulfate 1.5 g, Kanna Extract 500 mg, Caffeine Anhydrous 350 mg, Alpha-GPC 300 mg, Huperzine A 400 mcg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions:
      "Mix 1 scoop with 10-12 oz of water 30 minutes before training to assess tolerance; experienced users may take 2 scoops. Do not exceed 2 scoops in 24 hours or take within 6 hours of bedtime.",
    faqs: [
      {
        question: "Why is the serving size so large?",
        answer:
          "The full 2-scoop serving includes 5 g of creatine and a large dose of citrulline and glycerol, which take up room. One scoop is a good starting point.",
      },
      CAFFEINE_FAQ,
    ],
    tags: ["energy", "pump", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Bubblegum Bomb", "Volcano Burst", "Lemon Lime", "Mango Peach"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 142,
    rating: 4.8,
    reviewCount: 3320,
    photos: 3,
    bestSeller: true,
    featured: true,
  },
  {
    slug: "raw-nutrition-bum-essential-pre-workout",
    title: "Raw Nutrition Bum Essential Pre-Workout",
    brand: "raw-nutrition",
    category: "pre-workout",
    description:
      "A clean, everyday pre-workout with a moderate 200 mg of caffeine, citrulline for blood flow and beta-alanine for muscular endurance. Easy to mix and easy on the stomach.",
    ingredients:
      "Per scoop (12 g): L-Citrulline 4 g, Beta-Alanine 3.2 g, Betaine Anhydrous 1.25 g, Caffeine Anhydrous 200 mg, L-Tyrosine 500 mg, L-Theanine 100 mg. Other ingredients: natural flavours, citric acid, sucralose, silicon dioxide.",
    directions: STIM_DIRECTIONS,
    faqs: [TINGLE_FAQ],
    tags: ["energy", "endurance", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Sour Apple", "Tiger's Blood", "Pink Lemonade"],
    priceCents: 3999,
    salePriceCents: 3199,
    subscribeSavePercent: 10,
    stock: 77,
    rating: 4.6,
    reviewCount: 1045,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "raw-nutrition-thavage-pre-workout",
    title: "Raw Nutrition Thavage Pre-Workout",
    brand: "raw-nutrition",
    category: "pre-workout",
    description:
      "A high-stimulant formula for heavy training days: 305 mg of caffeine, full-dose citrulline and beta-alanine, and alpha-GPC for mind-muscle focus.",
    ingredients:
      "Per scoop (20 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, L-Tyrosine 1 g, Caffeine Anhydrous 305 mg, Alpha-GPC 300 mg, Rauwolfia Extract 1 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [CAFFEINE_FAQ, REST_DAY_FAQ],
    tags: ["energy", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Rocket Candy", "Gummy Worm"],
    priceCents: 4999,
    stock: 9,
    rating: 4.5,
    reviewCount: 386,
  },
  {
    slug: "abe-ultimate-pre-workout",
    title: "ABE Ultimate Pre-Workout",
    brand: "abe",
    category: "pre-workout",
    description:
      "All Black Everything's best-known formula: 200 mg of caffeine, citrulline, beta-alanine and creatine in a compact 10 g scoop for explosive energy and performance.",
    ingredients:
      "Per scoop (10 g): Citrulline Malate 2:1 3 g, Beta-Alanine 2 g, Creatine Monohydrate 1 g, Betaine Anhydrous 1 g, Caffeine Anhydrous 200 mg, Vitamin B12 6 mcg. Other ingredients: citric acid, flavourings, sucralose, acesulfame K.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ, TINGLE_FAQ],
    tags: ["energy", "pump", "strength", "moderate-stim"],
    dietary: ["Gluten Free", "Vegan", "Sugar Free"],
    flavors: ["Baddy Berry", "Cherry Cola", "Tropical Thunder", "Blue Lagoon"],
    priceCents: 3999,
    subscribeSavePercent: 10,
    stock: 88,
    rating: 4.6,
    reviewCount: 1672,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "alpha-lion-superhuman-pre-workout",
    title: "Alpha Lion Superhuman Pre-Workout",
    brand: "alpha-lion",
    category: "pre-workout",
    description:
      "Superhuman delivers clinically dosed citrulline, beta-alanine and betaine with a tiered caffeine release designed for smooth energy without a hard crash.",
    ingredients:
      "Per scoop (22 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Taurine 1 g, Caffeine Anhydrous 200 mg, Time-Release Caffeine 100 mg, L-Tyrosine 1 g. Other ingredients: natural and artificial flavours, citric acid, sucralose.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ],
    tags: ["energy", "pump", "endurance", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Steel Sharpened Lemonade", "Alpha Berry Blast", "Sour Watermelon"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 61,
    rating: 4.7,
    reviewCount: 1254,
    featured: true,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "alpha-lion-superhuman-supreme-pre-workout",
    title: "Alpha Lion Superhuman Supreme Pre-Workout",
    brand: "alpha-lion",
    category: "pre-workout",
    description:
      "The strongest Superhuman: 400 mg of caffeine across three sources for experienced users who train long and hard.",
    ingredients:
      "Per scoop (25 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Caffeine Anhydrous 250 mg, Time-Release Caffeine 100 mg, Di-Caffeine Malate 50 mg, Alpha-GPC 300 mg. Other ingredients: natural and artificial flavours, citric acid, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [
      {
        question: "How is Supreme different from the original Superhuman?",
        answer: "Supreme carries 400 mg of caffeine instead of 300 mg and adds alpha-GPC. Try the original first.",
      },
    ],
    tags: ["energy", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cherry Limeade", "Alpha Berry Blast"],
    priceCents: 5499,
    stock: 0,
    rating: 4.4,
    reviewCount: 318,
  },
  {
    slug: "axe-sledge-seventh-inning-pre-workout",
    title: "Axe & Sledge Supplements Seventh Inning Pre-Workout",
    brand: "axe-sledge",
    category: "pre-workout",
    description:
      "A full-spectrum pre-workout from Axe & Sledge with 300 mg of caffeine, 8 g of citrulline and a strong focus blend, in a large tub of 40 servings.",
    ingredients:
      "Per scoop (18 g): L-Citrulline 8 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Caffeine Anhydrous 300 mg, Alpha-GPC 300 mg, N-Acetyl L-Tyrosine 500 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ, TINGLE_FAQ],
    tags: ["energy", "pump", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Blue Raspberry", "Tropical Punch"],
    priceCents: 4999,
    salePriceCents: 4299,
    stock: 33,
    rating: 4.6,
    reviewCount: 527,
    photos: 2,
  },
  {
    slug: "chemix-pre-workout",
    title: "Chemix Pre-Workout",
    brand: "chemix",
    category: "pre-workout",
    description:
      "A transparent, fully dosed pre-workout with no proprietary blends: 275 mg of caffeine, 8 g of citrulline and 3.2 g of beta-alanine per scoop.",
    ingredients:
      "Per scoop (17 g): L-Citrulline 8 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Caffeine Anhydrous 275 mg, L-Tyrosine 1 g, Alpha-GPC 200 mg. Other ingredients: citric acid, natural flavours, sucralose, silicon dioxide.",
    directions: STIM_DIRECTIONS,
    faqs: [TINGLE_FAQ],
    tags: ["energy", "pump", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Pink Starburst", "Blue Raspberry Ice"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 52,
    rating: 4.5,
    reviewCount: 204,
  },
  {
    slug: "core-nutritionals-core-fury-pre-workout",
    title: "Core Nutritionals Core Fury Pre-Workout",
    brand: "core-nutritionals",
    category: "pre-workout",
    description:
      "Core Fury is a balanced stimulant pre-workout with 250 mg of caffeine, citrulline and beta-alanine, built for consistent everyday energy.",
    ingredients:
      "Per scoop (15 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Caffeine Anhydrous 250 mg, N-Acetyl L-Tyrosine 1 g, Choline Bitartrate 500 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ],
    tags: ["energy", "pump", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Blue Razz", "Cherry Limeade", "Lemon Ice"],
    priceCents: 3999,
    salePriceCents: 3299,
    stock: 46,
    rating: 4.4,
    reviewCount: 298,
  },
  {
    slug: "fresh-supps-clean-energy-pre-workout",
    title: "Fresh Supps Clean Energy Pre-Workout",
    brand: "fresh-supps",
    category: "pre-workout",
    description:
      "Natural caffeine from green coffee beans, citrulline and coconut water powder, sweetened with stevia and monk fruit. No artificial colours or sweeteners.",
    ingredients:
      "Per scoop (12 g): L-Citrulline 5 g, Beta-Alanine 2 g, Coconut Water Powder 1 g, Natural Caffeine (from green coffee bean) 180 mg, L-Theanine 100 mg. Other ingredients: natural flavours, citric acid, stevia leaf extract, monk fruit extract.",
    directions: STIM_DIRECTIONS,
    faqs: [
      {
        question: "What sweeteners are used?",
        answer: "Only stevia leaf extract and monk fruit extract. There are no artificial sweeteners or colours.",
      },
    ],
    tags: ["energy", "natural-caffeine", "moderate-stim"],
    dietary: ["Vegan", "Gluten Free", "Non-GMO", "Sugar Free"],
    flavors: ["Lemon Lime", "Wild Berry"],
    priceCents: 3499,
    subscribeSavePercent: 10,
    stock: 70,
    rating: 4.3,
    reviewCount: 156,
  },
  {
    slug: "metabolic-nutrition-esp-extreme-pre-workout",
    title: "Metabolic Nutrition ESP Extreme Pre-Workout",
    brand: "metabolic-nutrition",
    category: "pre-workout",
    description:
      "A compact, strong pre-workout: 300 mg of caffeine with a focus matrix in a small 7 g scoop that mixes easily in a few ounces of water.",
    ingredients:
      "Per scoop (7 g): Beta-Alanine 2 g, Citrulline Malate 2 g, Caffeine Anhydrous 300 mg, L-Tyrosine 500 mg, Alpha-GPC 150 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [CAFFEINE_FAQ],
    tags: ["energy", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free", "Keto Friendly"],
    flavors: ["Rainbow Sherbet", "Pink Lemonade"],
    priceCents: 3999,
    stock: 3,
    rating: 4.2,
    reviewCount: 143,
  },
  {
    slug: "panda-supplements-panda-pre-workout",
    title: "Panda Supplements Panda Pre-Workout",
    brand: "panda-supplements",
    category: "pre-workout",
    description:
      "Panda's signature pre-workout pairs a 250 mg caffeine dose with citrulline and beta-alanine, in bright candy-inspired flavours.",
    ingredients:
      "Per scoop (16 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2 g, Caffeine Anhydrous 250 mg, L-Tyrosine 750 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose, silicon dioxide.",
    directions: STIM_DIRECTIONS,
    faqs: [TINGLE_FAQ],
    tags: ["energy", "pump", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cotton Candy", "Sour Blue Raspberry", "Gummy Bear"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 28,
    rating: 4.5,
    reviewCount: 233,
    featured: true,
    photos: 2,
  },
  {
    slug: "rule-one-r1-pre-amped-pre-workout",
    title: "Rule One Proteins R1 Pre Amped Pre-Workout",
    brand: "rule-one",
    category: "pre-workout",
    description:
      "An affordable everyday pre-workout from Rule One with 200 mg of caffeine, citrulline and beta-alanine, plus electrolytes for hydration.",
    ingredients:
      "Per scoop (11 g): L-Citrulline 3 g, Beta-Alanine 3.2 g, Caffeine Anhydrous 200 mg, L-Tyrosine 500 mg, Sodium 100 mg, Potassium 80 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: STIM_DIRECTIONS,
    faqs: [CAFFEINE_FAQ],
    tags: ["energy", "hydration", "moderate-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Fruit Punch", "Blue Razz Ice"],
    priceCents: 2999,
    salePriceCents: 2499,
    subscribeSavePercent: 10,
    stock: 115,
    rating: 4.3,
    reviewCount: 611,
  },
  {
    slug: "black-magic-voodoo-pre-workout",
    title: "Black Magic Supplements Voodoo Pre-Workout",
    brand: "black-magic",
    category: "pre-workout",
    description:
      "A high-stimulant pre-workout with 350 mg of caffeine, citrulline and a focus blend for those who already tolerate strong stimulants.",
    ingredients:
      "Per scoop (15 g): L-Citrulline 6 g, Beta-Alanine 3.2 g, Caffeine Anhydrous 300 mg, Di-Caffeine Malate 50 mg, N-Acetyl L-Tyrosine 1 g, Alpha-GPC 300 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [CAFFEINE_FAQ],
    tags: ["energy", "focus", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Cherry Bomb", "Grape Soda"],
    priceCents: 4499,
    stock: 19,
    rating: 4.4,
    reviewCount: 167,
  },
  {
    slug: "ryse-godzilla-pre-workout",
    title: "Ryse Supplements Godzilla Pre-Workout",
    brand: "ryse",
    category: "pre-workout",
    description:
      "Ryse's biggest pre-workout: 400 mg of caffeine, 8 g of citrulline and 3.2 g of beta-alanine for experienced lifters who want maximum intensity.",
    ingredients:
      "Per scoop (25 g): L-Citrulline 8 g, Beta-Alanine 3.2 g, Betaine Anhydrous 2.5 g, Glycerol Powder 2 g, Caffeine Anhydrous 400 mg, Alpha-GPC 300 mg. Other ingredients: citric acid, natural and artificial flavours, sucralose.",
    directions: `${STIM_DIRECTIONS} ${WARNING}`,
    faqs: [
      {
        question: "How much caffeine does one scoop have?",
        answer: "400 mg, the upper end of what most adults should have in a day. Start with half a scoop.",
      },
    ],
    tags: ["energy", "pump", "high-stim"],
    dietary: ["Gluten Free", "Sugar Free"],
    flavors: ["Mango Peach", "Blue Raspberry", "Sour Gummy"],
    priceCents: 5499,
    subscribeSavePercent: 15,
    stock: 44,
    rating: 4.6,
    reviewCount: 742,
  },
  {
    slug: "caffeine-l-theanine-capsules",
    title: "Caffeine + L-Theanine Capsules",
    brand: null,
    category: "pre-workout",
    description:
      "A simple flavour-free alternative to powders: 100 mg of caffeine paired with 200 mg of L-theanine per capsule for smooth, focused energy.",
    ingredients:
      "Per capsule: Caffeine Anhydrous 100 mg, L-Theanine 200 mg. Other ingredients: hydroxypropyl methylcellulose (capsule), rice flour.",
    directions:
      "Take 1-2 capsules with water 30 minutes before training or when you need a lift. Do not exceed 4 capsules in 24 hours.",
    faqs: [
      {
        question: "How does one capsule compare with a cup of coffee?",
        answer: "One capsule has about as much caffeine as a regular 8 oz cup of brewed coffee.",
      },
    ],
    tags: ["energy", "focus", "stim-capsules"],
    dietary: ["Vegan", "Gluten Free", "Sugar Free", "Non-GMO"],
    priceCents: 1499,
    subscribeSavePercent: 10,
    stock: 210,
    rating: 4.4,
    reviewCount: 389,
  },
];

import type { ProductLine } from "../types";

const SHAKE_DIRECTIONS =
  "Mix 1 scoop with 6-8 oz of cold water or milk in a shaker. Have one serving after training or between meals to help meet your daily protein needs.";

const WHEN_FAQ = {
  question: "When is the best time to drink a protein shake?",
  answer:
    "Whenever it helps you reach your daily protein target. Many people have one after training or as a snack between meals.",
};

const MILK_FAQ = {
  question: "Can I mix it with milk instead of water?",
  answer: "Yes. Milk makes a thicker, creamier shake and adds protein and calories; water keeps it lighter.",
};

const LACTOSE_FAQ = {
  question: "Is whey isolate suitable if I am sensitive to lactose?",
  answer:
    "Whey isolate is filtered to remove most of the lactose, so many lactose-sensitive people tolerate it well. It still comes from milk, so it is not dairy free.",
};

const WHEY_BLEND_INGREDIENTS =
  "Per scoop (32 g): 25 g protein, 3 g carbohydrate, 1.5 g fat, 130 calories. Protein blend (whey protein concentrate, whey protein isolate), cocoa or natural and artificial flavours, sunflower lecithin, sucralose, acesulfame K. Contains milk.";

export const PROTEIN_LINES: ProductLine[] = [
  {
    slug: "bucked-up-whey-protein",
    title: "Bucked Up Whey Protein",
    brand: "bucked-up",
    category: "protein",
    description:
      "A smooth, great-tasting whey blend with 25 g of protein per scoop, made from whey concentrate and isolate and enhanced with digestive enzymes.",
    ingredients: `${WHEY_BLEND_INGREDIENTS} Digestive enzyme blend 50 mg.`,
    directions: SHAKE_DIRECTIONS,
    faqs: [WHEN_FAQ, MILK_FAQ],
    tags: ["muscle-recovery", "lean-muscle", "whey-blend"],
    dietary: ["Gluten Free"],
    priceCents: 4499,
    subscribeSavePercent: 10,
    stock: 58,
    rating: 4.7,
    reviewCount: 1433,
    variants: [
      { suffix: "Chocolate 2 lb", flavor: "Chocolate", bestSeller: true, photos: 3, stock: 87 },
      { suffix: "Vanilla 2 lb", flavor: "Vanilla", stock: 5 },
      { suffix: "Cookies & Cream 2 lb", flavor: "Cookies & Cream", salePriceCents: 3799 },
      { suffix: "Chocolate 5 lb", flavor: "Chocolate", priceCents: 8999, stock: 24 },
      { suffix: "Vanilla 5 lb", flavor: "Vanilla", priceCents: 8999, stock: 0 },
      { suffix: "Peanut Butter 5 lb", flavor: "Peanut Butter", priceCents: 8999, photos: "placeholder", stock: 16 },
    ],
  },
  {
    slug: "rule-one-r1-whey-blend",
    title: "Rule One Proteins R1 Whey Blend",
    brand: "rule-one",
    category: "protein",
    description:
      "Rule One's everyday whey: isolate, concentrate and hydrolysate with 24 g of protein, no amino spiking and no fillers.",
    ingredients: WHEY_BLEND_INGREDIENTS,
    directions: SHAKE_DIRECTIONS,
    faqs: [WHEN_FAQ, MILK_FAQ],
    tags: ["muscle-recovery", "lean-muscle", "whey-blend"],
    dietary: ["Gluten Free", "Soy Free"],
    flavors: ["Chocolate Fudge", "Vanilla Creme", "Salted Caramel", "Cafe Mocha"],
    priceCents: 5999,
    subscribeSavePercent: 10,
    stock: 96,
    rating: 4.8,
    reviewCount: 2871,
    variants: [
      { suffix: "5 lb", bestSeller: true, featured: true, photos: 4 },
      { suffix: "10 lb", priceCents: 11499, stock: 12, photos: 2 },
    ],
  },
  {
    slug: "rule-one-r1-protein-isolate",
    title: "Rule One Proteins R1 Protein Isolate 5 lb",
    brand: "rule-one",
    category: "protein",
    description:
      "Pure whey isolate and hydrolysate: 25 g of fast-digesting protein with less than 1 g of fat and sugar per scoop.",
    ingredients:
      "Per scoop (29 g): 25 g protein, 1 g carbohydrate, 0 g fat, 110 calories. Whey protein isolate, hydrolysed whey protein isolate, natural and artificial flavours, sunflower lecithin, sucralose. Contains milk.",
    directions: SHAKE_DIRECTIONS,
    faqs: [LACTOSE_FAQ, WHEN_FAQ],
    tags: ["muscle-recovery", "whey-isolate", "low-carb"],
    dietary: ["Gluten Free", "Keto Friendly", "Sugar Free", "Soy Free"],
    flavors: ["Chocolate Fudge", "Vanilla Creme", "Strawberry Banana"],
    priceCents: 8999,
    salePriceCents: 7499,
    stock: 40,
    rating: 4.8,
    reviewCount: 1980,
    bestSeller: true,
    photos: 2,
  },
  {
    slug: "rule-one-r1-lbs-mass-gainer",
    title: "Rule One Proteins R1 LBS Mass Gainer 12 lb",
    brand: "rule-one",
    category: "protein",
    description:
      "A high-calorie shake for those who struggle to eat enough: 50 g of protein and around 600 calories per serving from whey and complex carbohydrates.",
    ingredients:
      "Per 2 scoops (162 g): 50 g protein, 109 g carbohydrate, 4 g fat, 640 calories. Maltodextrin, whey protein concentrate, micellar casein, oat flour, cocoa or natural flavours, sunflower lecithin, sucralose. Contains milk.",
    directions:
      "Mix 2 scoops with 16-20 oz of cold milk or water. Have one serving a day between meals or after training. Half a serving works as a smaller snack.",
    faqs: [
      {
        question: "Who is a mass gainer for?",
        answer:
          "People who find it hard to eat enough calories to gain weight. If you already eat plenty, a regular protein powder is usually a better fit.",
      },
    ],
    tags: ["mass-gainer", "weight-gain", "muscle-recovery"],
    dietary: [],
    flavors: ["Chocolate Fudge", "Vanilla Ice Cream"],
    priceCents: 8499,
    stock: 1,
    rating: 4.5,
    reviewCount: 522,
  },
  {
    slug: "raw-nutrition-whey-isolate",
    title: "Raw Nutrition Raw Whey Isolate",
    brand: "raw-nutrition",
    category: "protein",
    description:
      "A light, easy-mixing whey isolate with 25 g of protein and under 2 g of carbohydrate per scoop, in dessert-inspired flavours.",
    ingredients:
      "Per scoop (30 g): 25 g protein, 2 g carbohydrate, 0.5 g fat, 115 calories. Whey protein isolate, natural and artificial flavours, sunflower lecithin, sucralose. Contains milk.",
    directions: SHAKE_DIRECTIONS,
    faqs: [LACTOSE_FAQ],
    tags: ["muscle-recovery", "whey-isolate", "low-carb"],
    dietary: ["Gluten Free", "Keto Friendly", "Sugar Free"],
    flavors: ["Cinnamon Crunch", "Chocolate Peanut Butter", "Vanilla Oatmeal Cookie"],
    priceCents: 5499,
    subscribeSavePercent: 10,
    stock: 66,
    rating: 4.7,
    reviewCount: 874,
    variants: [
      { suffix: "2 lb", bestSeller: true, photos: 2 },
      { suffix: "5 lb", priceCents: 10499, salePriceCents: 10199, stock: 18 },
    ],
  },
  {
    slug: "metabolic-nutrition-protizyme-whey",
    title: "Metabolic Nutrition Protizyme Whey Protein",
    brand: "metabolic-nutrition",
    category: "protein",
    description:
      "A multi-source whey protein with added digestive enzymes, 26 g of protein per scoop and a thick, milkshake-like texture.",
    ingredients:
      "Per scoop (33 g): 26 g protein, 3 g carbohydrate, 2 g fat, 135 calories. Whey protein isolate, whey protein concentrate, hydrolysed whey, cocoa or natural flavours, digestive enzymes (protease, lactase), sucralose. Contains milk.",
    directions: SHAKE_DIRECTIONS,
    faqs: [MILK_FAQ],
    tags: ["muscle-recovery", "whey-blend", "digestive-enzymes"],
    dietary: ["Gluten Free"],
    flavors: ["Chocolate Cake Batter", "Vanilla Ice Cream", "Strawberry Milkshake"],
    priceCents: 6999,
    stock: 10,
    rating: 4.5,
    reviewCount: 331,
    variants: [{ suffix: "4 lb" }, { suffix: "10 lb", priceCents: 12999, stock: 14 }],
  },
  {
    slug: "alpha-lion-superhuman-protein",
    title: "Alpha Lion Superhuman Protein",
    brand: "alpha-lion",
    category: "protein",
    description:
      "A whey isolate and micellar casein blend that digests at two speeds, with 25 g of protein per scoop and naturally rich flavours.",
    ingredients:
      "Per scoop (33 g): 25 g protein, 4 g carbohydrate, 1.5 g fat, 130 calories. Whey protein isolate, micellar casein, cocoa or natural flavours, salt, sucralose. Contains milk.",
    directions: SHAKE_DIRECTIONS,
    faqs: [WHEN_FAQ],
    tags: ["muscle-recovery", "whey-blend", "slow-release"],
    dietary: ["Gluten Free"],
    flavors: ["Chocolate Shake", "Vanilla Shake", "Birthday Cake"],
    priceCents: 4999,
    subscribeSavePercent: 10,
    stock: 37,
    rating: 4.6,
    reviewCount: 402,
  },
  {
    slug: "core-nutritionals-core-iso",
    title: "Core Nutritionals Core ISO 5 lb",
    brand: "core-nutritionals",
    category: "protein",
    description:
      "100% whey protein isolate with 27 g of protein per scoop, cold-filtered for a clean taste and very low fat and lactose.",
    ingredients:
      "Per scoop (31 g): 27 g protein, 1 g carbohydrate, 0 g fat, 120 calories. Whey protein isolate, natural and artificial flavours, sunflower lecithin, sucralose. Contains milk.",
    directions: SHAKE_DIRECTIONS,
    faqs: [LACTOSE_FAQ],
    tags: ["muscle-recovery", "whey-isolate", "low-carb"],
    dietary: ["Gluten Free", "Keto Friendly", "Sugar Free"],
    flavors: ["Chocolate Milkshake", "Vanilla Bean", "Cinnamon Cereal"],
    priceCents: 8999,
    subscribeSavePercent: 10,
    stock: 21,
    rating: 4.7,
    reviewCount: 289,
    photos: 2,
  },
  {
    slug: "fresh-supps-plant-protein",
    title: "Fresh Supps Plant Protein",
    brand: "fresh-supps",
    category: "protein",
    description:
      "A pea and brown rice protein blend with a complete amino acid profile and 22 g of protein per scoop, sweetened with monk fruit.",
    ingredients:
      "Per scoop (33 g): 22 g protein, 5 g carbohydrate, 2.5 g fat, 130 calories. Pea protein isolate, brown rice protein, cocoa or natural flavours, sea salt, monk fruit extract, stevia leaf extract.",
    directions: "Blend 1 scoop with 8-10 oz of plant milk or water. Great in smoothies with fruit and nut butter.",
    faqs: [
      {
        question: "Is plant protein complete?",
        answer:
          "Combining pea and brown rice protein gives a complete amino acid profile, with all nine essential amino acids.",
      },
    ],
    tags: ["plant-based", "muscle-recovery", "clean-label"],
    dietary: ["Vegan", "Dairy Free", "Gluten Free", "Soy Free", "Non-GMO"],
    flavors: ["Chocolate", "Vanilla Chai"],
    priceCents: 3999,
    salePriceCents: 3399,
    subscribeSavePercent: 10,
    stock: 49,
    rating: 4.3,
    reviewCount: 188,
  },
  {
    slug: "rule-one-r1-plant-protein",
    title: "Rule One Proteins R1 Plant Protein",
    brand: "rule-one",
    category: "protein",
    description:
      "Rule One's vegan protein: pea, rice and pumpkin seed proteins giving 20 g of protein per scoop with a smooth, non-gritty texture.",
    ingredients:
      "Per scoop (31 g): 20 g protein, 6 g carbohydrate, 2 g fat, 120 calories. Pea protein isolate, rice protein, pumpkin seed protein, natural flavours, stevia leaf extract, xanthan gum.",
    directions: SHAKE_DIRECTIONS,
    faqs: [WHEN_FAQ],
    tags: ["plant-based", "muscle-recovery"],
    dietary: ["Vegan", "Dairy Free", "Gluten Free", "Soy Free"],
    flavors: ["Chocolate", "Vanilla"],
    priceCents: 4499,
    stock: 6,
    rating: 4.2,
    reviewCount: 143,
  },
  {
    slug: "ryse-loaded-protein",
    title: "Ryse Supplements Loaded Protein",
    brand: "ryse",
    category: "protein",
    description:
      "A whey blend in cereal- and dessert-inspired flavours, with 25 g of protein and added BCAAs and glutamine per scoop.",
    ingredients:
      "Per scoop (38 g): 25 g protein, 6 g carbohydrate, 2.5 g fat, 150 calories. Whey protein isolate, whey protein concentrate, milk protein isolate, natural and artificial flavours, L-glutamine, soy lecithin, sucralose. Contains milk and soy.",
    directions: SHAKE_DIRECTIONS,
    faqs: [MILK_FAQ],
    tags: ["muscle-recovery", "whey-blend"],
    dietary: ["Gluten Free"],
    flavors: ["Cinnamon Toast", "Fruity Cereal", "Chocolate Peanut Butter"],
    priceCents: 5499,
    subscribeSavePercent: 10,
    stock: 35,
    rating: 4.7,
    reviewCount: 655,
    variants: [
      { suffix: "2 lb", bestSeller: true, photos: 2 },
      { suffix: "5 lb", priceCents: 10999, stock: 11 },
    ],
  },
  {
    slug: "axe-sledge-build-whey-protein",
    title: "Axe & Sledge Supplements Build Whey Protein",
    brand: "axe-sledge",
    category: "protein",
    description:
      "A straightforward whey isolate and concentrate blend with 25 g of protein per scoop, designed to mix with a spoon and taste good in water.",
    ingredients: WHEY_BLEND_INGREDIENTS,
    directions: SHAKE_DIRECTIONS,
    faqs: [WHEN_FAQ],
    tags: ["muscle-recovery", "whey-blend"],
    dietary: ["Gluten Free"],
    flavors: ["Milk Chocolate", "Vanilla Ice Cream"],
    priceCents: 5999,
    stock: 27,
    rating: 4.5,
    reviewCount: 211,
    photos: "placeholder",
  },
  {
    slug: "unflavored-whey-protein-concentrate",
    title: "Unflavored Whey Protein Concentrate 2 lb",
    brand: null,
    category: "protein",
    description:
      "Plain grass-fed whey concentrate with no sweeteners or flavourings: 21 g of protein per scoop, ready to add to shakes, oats or baking.",
    ingredients:
      "Per scoop (28 g): 21 g protein, 2 g carbohydrate, 2 g fat, 110 calories. Whey protein concentrate, sunflower lecithin. Contains milk.",
    directions: "Stir or blend 1 scoop into 8 oz of liquid, oats, yoghurt or recipes. Use within 60 days of opening.",
    faqs: [
      {
        question: "Can I bake with it?",
        answer:
          "Yes. Replace up to a third of the flour in pancakes, muffins or bars; it browns faster, so bake a little cooler.",
      },
    ],
    tags: ["muscle-recovery", "unflavored", "grass-fed"],
    dietary: ["Gluten Free", "Keto Friendly", "Sugar Free", "Soy Free"],
    priceCents: 2999,
    subscribeSavePercent: 10,
    stock: 73,
    rating: 4.4,
    reviewCount: 410,
  },
];

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { seedDemo } from "~/.server/demo";
import { createPostgresSearchEngine } from "~/.server/search/postgres-engine";
import type { SearchEngine } from "~/.server/search/types";
import type { SearchRequest } from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";
import { createTestDatabase } from "../../support/database";

/*
 * The relevance set: what shoppers type, and the demo catalogue's products that must come in the first three
 * by relevance (decision 130). Nothing here writes, so the file shares one seeded database.
 */
const RELEVANCE_SET: [term: string, inTopThree: string[]][] = [
  ["protein", ["Axe & Sledge Supplements Build Whey Protein"]],
  [
    "whey protein",
    ["Axe & Sledge Supplements Build Whey Protein", "Metabolic Nutrition Protizyme Whey Protein - 4 lb"],
  ],
  ["whey isolate", ["Raw Nutrition Raw Whey Isolate - 2 lb", "Raw Nutrition Raw Whey Isolate - 5 lb"]],
  ["plant protein", ["Fresh Supps Plant Protein", "Rule One Proteins R1 Plant Protein"]],
  ["mass gainer", ["Rule One Proteins R1 LBS Mass Gainer 12 lb"]],
  ["rule one protein", ["Rule One Proteins R1 Plant Protein", "Rule One Proteins R1 Protein Isolate 5 lb"]],
  ["creatine", ["ABE Creatine Monohydrate"]],
  ["creatine monohydrate", ["ABE Creatine Monohydrate", "Raw Nutrition Creatine Monohydrate"]],
  ["creatine hcl", ["Chemix Creatine HCl Capsules"]],
  ["abe creatine", ["ABE Creatine Monohydrate"]],
  ["Micronized Creatine Monohydrate 1 kg", ["Micronized Creatine Monohydrate 1 kg"]],
  ["bcaa", ["Core Nutritionals Core BCAA"]],
  ["eaa", ["Axe & Sledge Supplements The Grind EAA"]],
  ["glutamine", ["Metabolic Nutrition Glutasorb Glutamine"]],
  ["electrolytes", ["Fresh Supps Hydration Electrolytes"]],
  ["hydration", ["Fresh Supps Hydration Electrolytes", "Gorilla Mind Hydration"]],
  [
    "collagen",
    ["Fresh Supps Collagen Peptides", "Panda Supplements Collagen Gummies", "Rule One Proteins R1 Collagen Peptides"],
  ],
  ["fish oil", ["Rule One Proteins R1 Omega-3 Fish Oil"]],
  ["omega", ["Rule One Proteins R1 Omega-3 Fish Oil"]],
  ["vitamin c", ["Vitamin C 1000 mg with Rose Hips", "Core Nutritionals Core Vitamin C + Zinc"]],
  ["vitamin d3", ["Vitamin D3 + K2 Softgels"]],
  ["magnesium", ["Magnesium Glycinate Capsules", "Fresh Supps Magnesium Night Formula"]],
  ["zinc", ["ZMA Zinc Magnesium B6 Capsules", "Core Nutritionals Core Vitamin C + Zinc"]],
  ["multivitamin", ["Bucked Up Daily Multivitamin"]],
  ["greens", ["Axe & Sledge Supplements Farmer's Market Greens"]],
  ["fat burner", ["Metabolic Nutrition Synedrex Fat Burner"]],
  ["shred", ["Black Magic Supplements Shadow Shred", "Rule One Proteins R1 Shred"]],
  ["pump", ["Alpha Lion Superhuman Pump"]],
  ["nitric", ["Gorilla Mind Gorilla Mode Nitric"]],
  ["testosterone", ["Gorilla Mind Testosterone Support"]],
  ["test booster", ["Chemix Test Booster", "Black Magic Supplements Test Booster"]],
  ["pre workout", ["Chemix Pre-Workout"]],
  ["non stim", ["Bucked Up Non-Stim Pre-Workout - Blood Raven", "Bucked Up Non-Stim Pre-Workout - Grape Gainz"]],
  ["caffeine", ["Caffeine + L-Theanine Capsules"]],
  ["water balance", ["Core Nutritionals Core Dry Water Balance", "Black Magic Supplements Drain Water Balance"]],
  ["coq10", ["Metabolic Nutrition CoQ10 200 mg"]],
  ["astaxanthin", ["Astaxanthin 12 mg Softgels"]],
  ["joint support", ["Chemix Joint Support"]],
  ["gorilla mind", ["Gorilla Mind Gorilla Mode Pre-Workout"]],
  ["chemix", ["Chemix Creatine HCl Capsules"]],
  ["prtein", ["Axe & Sledge Supplements Build Whey Protein"]],
  ["creatin", ["ABE Creatine Monohydrate"]],
  ["gorila mind", ["Gorilla Mind Gorilla Mode Pre-Workout"]],
  ["whey prot", ["Axe & Sledge Supplements Build Whey Protein"]],
];

let handle: DatabaseHandle;
let engine: SearchEngine;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo({ db: handle.db });
  engine = createPostgresSearchEngine(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

function request(term: string, rest: Partial<SearchRequest> = {}): SearchRequest {
  return { ...parseSearchRequest(new URLSearchParams({ q: term })), ...rest };
}

const titles = (found: { title: string }[]) => found.map((product) => product.title);

describe("the relevance set", () => {
  it("holds at least 30 queries", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
  });

  it.each(RELEVANCE_SET)("%j puts %j in the first three", async (term, inTopThree) => {
    const topThree = titles((await engine.search(request(term))).products).slice(0, 3);
    expect(topThree).toEqual(expect.arrayContaining(inTopThree));
  });
});

describe("words naming a kind of product outrank brand names", () => {
  it("finds protein by name and category, not every product of Rule One Proteins", async () => {
    const found = await engine.search(request("protein", { sort: "price-asc" }));
    expect(found.categories).toEqual(["protein"]);
    expect(found.products[0]?.title).toBe("Unflavored Whey Protein Concentrate 2 lb");
    expect(titles(found.products)).not.toContain("Rule One Proteins R1 Creatine 375 g");
    expect(titles(found.products)).not.toContain("Rule One Proteins R1 Omega-3 Fish Oil");
  });

  it("still finds a brand's products by its name", async () => {
    const found = await engine.search(request("rule one"));
    expect(found.total).toBe(12);
    expect((await engine.search(request("gorilla"))).total).toBe(5);
  });

  it("suggests products named for the term first", async () => {
    const creatine = titles((await engine.suggest("creatine")).products);
    expect(creatine.slice(0, 3)).toContain("ABE Creatine Monohydrate");
    expect(creatine.every((title) => title.includes("Creatine"))).toBe(true);
    const protein = titles((await engine.suggest("protein")).products);
    expect(protein.every((title) => /protein/i.test(title.replace("Rule One Proteins", "")))).toBe(true);
  });
});

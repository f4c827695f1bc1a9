import { describe, expect, it } from "vitest";
import { blogStatus, relatedCategoryFieldName } from "~/lib/blog-editor";
import { blogPostFormSchema } from "~/lib/blog-editor.schema";

/** The editor's fields as the browser sends them. */
function form(changes: Record<string, string> = {}) {
  return {
    title: "  Protein for Beginners ",
    slug: "",
    excerpt: "How much, when and which.",
    body: "## Start here\n\nEat enough.",
    author: "marcus-reed",
    categories: "Nutrition, Training, nutrition, ",
    relatedProducts: "r1-whey-isolate\nGorilla-Mode-Pre-Workout, r1-whey-isolate",
    status: "draft",
    publishAt: "2026-12-01T09:00",
    [relatedCategoryFieldName("protein")]: "on",
    ...changes,
  };
}

const messageOf = (fields: Record<string, string>, path: string) =>
  blogPostFormSchema.safeParse(fields).error?.issues.find((issue) => issue.path[0] === path)?.message;

describe("blogPostFormSchema (decision 178)", () => {
  it("reads the form into a draft: trimmed, address from the title, lists split, each entry once whatever its case", () => {
    expect(blogPostFormSchema.parse(form())).toEqual({
      title: "Protein for Beginners",
      slug: "protein-for-beginners",
      excerpt: "How much, when and which.",
      body: "## Start here\n\nEat enough.",
      author: "marcus-reed",
      categories: ["Nutrition", "Training"],
      relatedProducts: ["r1-whey-isolate", "gorilla-mode-pre-workout"],
      relatedCategories: ["protein"],
      status: "draft",
      // Only a scheduled article keeps its time.
      publishAt: null,
    });
    expect(blogPostFormSchema.parse(form({ status: "scheduled" })).publishAt).toBe("2026-12-01T09:00");
  });

  it("asks for what an article needs, with a message per field", () => {
    expect(messageOf(form({ title: " " }), "title")).toBe("Give the article a title.");
    expect(messageOf(form({ excerpt: "" }), "excerpt")).toBe("Write a summary: cards and search results show it.");
    expect(messageOf(form({ body: "" }), "body")).toBe("Write the article.");
    expect(messageOf(form({ categories: " , " }), "categories")).toBe("Give the article a category, like Training.");
    expect(messageOf(form({ author: "someone-else" }), "author")).toBe("Choose who wrote the article.");
    expect(messageOf(form({ status: "live" }), "status")).toBe(
      "Choose whether the article is a draft, scheduled or published.",
    );
    expect(messageOf(form({ status: "scheduled", publishAt: "" }), "publishAt")).toBe(
      "Choose the day and time to publish it.",
    );
    for (const publishAt of ["0999-12-31T10:00", "9999-12-31T23:59"]) {
      expect(messageOf(form({ status: "scheduled", publishAt }), "publishAt")).toBe("Choose a year from 2000 to 2999.");
    }
    expect(messageOf(form({ slug: "Not an address!" }), "slug")).toBe(
      "Use lower-case letters, digits and single hyphens, like protein-for-beginners.",
    );
    expect(messageOf(form({ relatedProducts: "whey isolate!" }), "relatedProducts")).toBe(
      "Name products by their address, like whey-isolate.",
    );
    expect(messageOf(form({ categories: "a, b, c, d, e, f" }), "categories")).toBe("Give at most 5 categories.");
  });

  it("tells where an article stands at a moment", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    expect(blogStatus(null, now)).toBe("draft");
    expect(blogStatus(new Date("2026-11-26T15:00:01Z"), now)).toBe("scheduled");
    expect(blogStatus(now, now)).toBe("published");
  });
});

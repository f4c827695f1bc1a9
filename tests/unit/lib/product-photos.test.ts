import { describe, expect, it } from "vitest";
import { PHOTO_ALT_MAX, photoAlt } from "~/lib/product-photos";
import { photoChangeSchema } from "~/lib/product-photos.schema";

const IMAGE = "/images/products/whey-isolate-a1b2c3d4e5f6.webp";
const REFUSED = "That is not something this page can do.";

describe("photoChangeSchema (decision 174)", () => {
  it("reads a move up or down, and a removal, of one photo", () => {
    expect(photoChangeSchema.parse({ intent: "move", image: IMAGE, direction: "up" })).toEqual({
      intent: "move",
      image: IMAGE,
      direction: "up",
    });
    expect(photoChangeSchema.parse({ intent: "move", image: IMAGE, direction: "down" })).toEqual({
      intent: "move",
      image: IMAGE,
      direction: "down",
    });
    expect(photoChangeSchema.parse({ intent: "remove", image: IMAGE })).toEqual({ intent: "remove", image: IMAGE });
  });

  it("refuses an unknown intent, and no intent at all, with the page's message", () => {
    for (const fields of [{ intent: "rotate", image: IMAGE }, { intent: "upload" }, { image: IMAGE }]) {
      const result = photoChangeSchema.safeParse(fields);
      expect(result.success, JSON.stringify(fields)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REFUSED);
    }
  });

  it("asks which photo, and refuses a move in no known direction", () => {
    const noPhoto = photoChangeSchema.safeParse({ intent: "remove", image: "" });
    expect(noPhoto.error?.issues[0]?.message).toBe("Choose a photo.");
    expect(photoChangeSchema.safeParse({ intent: "remove" }).error?.issues[0]?.message).toBe("Choose a photo.");
    expect(photoChangeSchema.safeParse({ intent: "move", image: IMAGE, direction: "left" }).success).toBe(false);
    expect(photoChangeSchema.safeParse({ intent: "move", image: IMAGE }).success).toBe(false);
  });
});

describe("a photo's alt text (decision 177)", () => {
  it("reads the words trimmed, empty included (back to the product's name), and refuses a paragraph", () => {
    expect(photoChangeSchema.parse({ intent: "alt", image: IMAGE, alt: "  The label, close up " })).toEqual({
      intent: "alt",
      image: IMAGE,
      alt: "The label, close up",
    });
    expect(photoChangeSchema.parse({ intent: "alt", image: IMAGE, alt: "   " })).toMatchObject({ alt: "" });
    const long = photoChangeSchema.safeParse({ intent: "alt", image: IMAGE, alt: "x".repeat(PHOTO_ALT_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(`Alt text is at most ${PHOTO_ALT_MAX} characters.`);
    expect(photoChangeSchema.safeParse({ intent: "alt", image: IMAGE }).error?.issues[0]?.message).toBe(
      "Describe the photo.",
    );
  });

  it("describes a photo by the owner's words, else by the fallback, never by an inherited property", () => {
    const alts = { [IMAGE]: "The label, close up" };
    expect(photoAlt(alts, IMAGE, "Whey Isolate")).toBe("The label, close up");
    expect(photoAlt(alts, "/images/products/other.webp", "Whey Isolate")).toBe("Whey Isolate");
    expect(photoAlt(alts, undefined, "Whey Isolate")).toBe("Whey Isolate");
    expect(photoAlt({}, "constructor", "Whey Isolate")).toBe("Whey Isolate");
  });
});

import { describe, expect, it } from "vitest";
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

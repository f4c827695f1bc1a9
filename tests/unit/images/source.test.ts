import { describe, expect, it } from "vitest";
import { imageKey } from "~/.server/images/source";

describe("imageKey", () => {
  it("names an original by its path below /images/, normalised", () => {
    expect(imageKey("products/whey-1.png")).toBe("products/whey-1.png");
    expect(imageKey("products//./whey-1.PNG")).toBe("products/whey-1.PNG");
    expect(imageKey("products/../brands/acme.jpg")).toBe("brands/acme.jpg");
  });

  it.each([
    "../outside.png",
    "products/../../outside.png",
    "..",
    "/etc/passwd.png",
    "products\\..\\..\\x.png",
    "products/whey-1.png/",
    "a\0.png",
    "notes.txt",
    "products",
    "",
  ])("refuses what cannot name an original: %j", (requestPath) => {
    expect(imageKey(requestPath)).toBeUndefined();
  });
});

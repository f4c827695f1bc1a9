import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandLogoArtwork, productArtwork } from "~/.server/demo/artwork/artwork";
import { escapeXml, fitText } from "~/.server/demo/artwork/svg";

describe("escapeXml", () => {
  it("escapes every character with a meaning in XML", () => {
    expect(escapeXml(`Axe & Sledge <"Farmer's">`)).toBe("Axe &amp; Sledge &lt;&quot;Farmer&apos;s&quot;&gt;");
  });
});

describe("fitText", () => {
  it("keeps short text on one line at the largest size", () => {
    expect(fitText("Pump", { width: 200, maxLines: 3, maxSize: 30, minSize: 12 })).toEqual({
      lines: ["Pump"],
      size: 30,
    });
  });

  it("shrinks and wraps long text to fit the lines allowed", () => {
    const fitted = fitText("Rule One Proteins R1 LBS Mass Gainer 12 lb", {
      width: 200,
      maxLines: 3,
      maxSize: 30,
      minSize: 12,
    });
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.size).toBeLessThan(30);
    expect(fitted.lines.join(" ")).toBe("Rule One Proteins R1 LBS Mass Gainer 12 lb");
  });
});

describe("artwork", () => {
  it("draws a product shot that renders to a 600 px PNG, with its text escaped", async () => {
    const svg = productArtwork({
      name: "Hydraulic Pump",
      brandName: "Axe & Sledge Supplements",
      caption: "Pump Supplement",
      badge: "Farmer's Choice",
      colour: "#991b1b",
      shape: "tub",
      shot: 3,
    });
    expect(svg).toContain("AXE &amp; SLEDGE");
    const metadata = await sharp(Buffer.from(svg))
      .png()
      .toBuffer()
      .then((png) => sharp(png).metadata());
    expect(metadata).toMatchObject({ format: "png", width: 600, height: 600 });
  });

  it("draws brand logos with the brand's initials", () => {
    expect(brandLogoArtwork({ name: "Gorilla Mind", colour: "#854d0e" })).toContain(">GM</text>");
  });
});

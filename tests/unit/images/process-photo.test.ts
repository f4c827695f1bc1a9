import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto } from "~/.server/images/process-photo";
import { PHOTO_REASONS } from "~/lib/product-photos";

/*
 * Every upload (product photos, blog covers, category pictures, brand logos) goes through processPhoto: only
 * JPEG, PNG, WebP and AVIF are taken, as sharp's decoder reads the bytes, whatever the file is called.
 */

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#d35400" } });

/** An SVG with a blur filter over the whole picture: cheap to send, costly to draw large. */
const svg = (side: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><filter id="f"><feGaussianBlur stdDeviation="40"/></filter><rect width="100%" height="100%" fill="red" filter="url(#f)"/></svg>`,
  );

describe("processPhoto", () => {
  it("takes JPEG, PNG, WebP and AVIF, and keeps them as WebP", async () => {
    const files = {
      "a.jpg": await picture().jpeg().toBuffer(),
      "a.png": await picture().png().toBuffer(),
      "a.webp": await picture().webp().toBuffer(),
      "a.avif": await picture().avif().toBuffer(),
    };
    for (const [name, bytes] of Object.entries(files)) {
      const processed = await processPhoto({ name, bytes });
      expect(processed, name).toBeInstanceOf(Uint8Array);
      expect((await sharp(processed as Uint8Array).metadata()).format, name).toBe("webp");
    }
  });

  it("refuses an SVG, a GIF and a TIFF, by what the decoder reads and not by the name", async () => {
    const files = {
      "drawing.svg": svg(400),
      "large-drawing.jpg": svg(2000),
      "animation.png": await picture().gif().toBuffer(),
      "scan.jpg": await picture().tiff().toBuffer(),
    };
    for (const [name, bytes] of Object.entries(files)) {
      expect(await processPhoto({ name, bytes }), name).toEqual({ name, reason: PHOTO_REASONS.notPhoto });
    }
  });
});

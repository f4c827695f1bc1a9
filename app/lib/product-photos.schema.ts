import { z } from "zod";
import { PHOTO_ALT_MAX } from "./product-photos";

const image = z.string({ error: "Choose a photo." }).min(1, { error: "Choose a photo." });

const alt = z
  .string({ error: "Describe the photo." })
  .trim()
  .max(PHOTO_ALT_MAX, { error: `Alt text is at most ${PHOTO_ALT_MAX} characters.` });

/**
 * The photo page's forms other than the upload: move one photo, take it off the product, or describe it for
 * screen readers (empty alt text goes back to the product's name).
 */
export const photoChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("move"), image, direction: z.enum(["up", "down"]) }),
    z.object({ intent: z.literal("remove"), image }),
    z.object({ intent: z.literal("alt"), image, alt }),
  ],
  { error: "That is not something this page can do." },
);

export type PhotoChange = z.output<typeof photoChangeSchema>;

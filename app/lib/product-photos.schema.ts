import { z } from "zod";

const image = z.string({ error: "Choose a photo." }).min(1, { error: "Choose a photo." });

/** The photo page's buttons other than the upload: move one photo, or take it off the product. */
export const photoChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("move"), image, direction: z.enum(["up", "down"]) }),
    z.object({ intent: z.literal("remove"), image }),
  ],
  { error: "That is not something this page can do." },
);

export type PhotoChange = z.output<typeof photoChangeSchema>;

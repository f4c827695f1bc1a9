import { z } from "zod";
import { ORDER_NOTE_MAX_LENGTH } from "./order-notes";

/** The order page's note form: some words, at most ORDER_NOTE_MAX_LENGTH characters. */
export const orderNoteFormSchema = z.object({
  body: z
    .string("Write the note first.")
    .trim()
    .min(1, "Write the note first.")
    .max(ORDER_NOTE_MAX_LENGTH, `A note has at most ${ORDER_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});

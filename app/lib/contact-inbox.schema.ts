import { z } from "zod";
import { CONTACT_REPLY_MAX, CONTACT_STATUSES } from "./contact-inbox";

/** ?status= of the inbox: absent means the new messages, "all" every one. */
export const contactInboxQuerySchema = z.object({
  status: z.enum([...CONTACT_STATUSES, "all"], { error: "There is no such list of messages." }).default("new"),
});

/** A message page's forms: answer the customer, close the message, or open it again. */
export const contactThreadFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("answer"),
      body: z
        .string()
        .trim()
        .min(1, "Please write an answer.")
        .max(CONTACT_REPLY_MAX, `Please keep the answer under ${CONTACT_REPLY_MAX} characters.`),
    }),
    z.object({ intent: z.literal("close") }),
    z.object({ intent: z.literal("reopen") }),
  ],
  { error: "That is not something this page can do." },
);

export type ContactThreadForm = z.infer<typeof contactThreadFormSchema>;

import { z } from "zod";

export const EMAIL_TOPIC = "email";

/** An e-mail as queued; the sender (MAIL_FROM) is added at delivery. */
export const emailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** Where the recipient's reply goes: the customer for the shop's copy of a message, the shop for its answer. */
  replyTo: z.string().optional(),
});

export type EmailMessage = z.infer<typeof emailMessageSchema>;

import { z } from "zod";
import { SHOPPER_EMAIL_KINDS } from "./shopper-emails";

/** The order page's resend form: which of the shopper's e-mails to send again. */
export const resendEmailFormSchema = z.object({
  email: z.enum(SHOPPER_EMAIL_KINDS, "Choose the e-mail to send again."),
});

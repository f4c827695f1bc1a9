import { z } from "zod";
import { formFields } from "./forms";

/** The portal's forms (Account → Subscriptions): the page and the action check with this one schema. */

const day = z.iso.date({ error: "Choose a date." });

export const subscriptionChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("skip") }),
    z.object({ intent: z.literal("pause"), until: day }),
    z.object({ intent: z.literal("resume") }),
    z.object({ intent: z.literal("cancel") }),
    z.object({
      intent: z.literal("cadence"),
      cadenceWeeks: z.coerce.number({ error: "Choose how often." }).int({ error: "Choose how often." }),
    }),
    z.object({
      intent: z.literal("quantity"),
      quantity: z.coerce
        .number({ error: "Enter a quantity." })
        .int({ error: "Enter a whole number." })
        .min(1, { error: "The quantity is at least 1." })
        .max(99, { error: "The quantity is at most 99." }),
    }),
    z.object({ intent: z.literal("flavor"), flavor: z.string().trim().min(1, { error: "Choose a flavor." }) }),
    z.object({
      intent: z.literal("address"),
      addressId: z.uuid({ error: "Choose an address from your address book." }),
    }),
  ],
  { error: "Choose what to change." },
);

export type SubscriptionChange = z.output<typeof subscriptionChangeSchema>;

export const subscriptionFormSchema = z.intersection(
  z.object({ subscriptionId: z.uuid({ error: "Subscription not found." }) }),
  subscriptionChangeSchema,
);

export function parseSubscriptionForm(form: FormData) {
  return subscriptionFormSchema.safeParse(
    formFields(form, ["subscriptionId", "intent", "until", "cadenceWeeks", "quantity", "flavor", "addressId"]),
  );
}

/** "Replace card": which subscription the new card is for. */
export const cardSetupStartSchema = z.object({ subscriptionId: z.uuid({ error: "Subscription not found." }) });

/** The way back from the provider's card-saving page; without a token the shopper left it without saving. */
export const cardSetupReturnSchema = z.object({
  subscription: z.uuid(),
  state: z.string().max(200),
  setup_token: z.string().min(1).max(2000).optional(),
});

import { z } from "zod";

/** A field of a back-office list's GET form: empty is the same as absent. */
export function optionalQueryField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** ?page= of a back-office list: absent means the first. */
export const adminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "The page must be a whole number from 1." })
    .int("The page must be a whole number from 1.")
    .min(1, "The page must be a whole number from 1.")
    .max(100_000, "There is no such page.")
    .default(1),
});

/** The Staff page's forms. */
export const staffFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254)),
  }),
  z.object({ intent: z.literal("remove"), userId: z.string().min(1).max(200) }),
  z.object({ intent: z.literal("withdraw"), invitationId: z.uuid("There is no invitation like that to withdraw.") }),
]);

export const ownerCommandSchema = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254)),
});

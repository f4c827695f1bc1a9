import { z } from "zod";
import { dollarAmountSchema as dollarAmount } from "./money.schema";
import { REFUND_FORM } from "./refunds";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

const quantity = z.coerce
  .number({ error: "Quantities are whole numbers." })
  .int("Quantities are whole numbers.")
  .min(0, "Quantities are whole numbers.")
  .max(10_000, "Quantities are whole numbers.");

const common = {
  idempotencyKey: z.string().min(8, "The form has expired: reload the page.").max(200),
  restock: checkbox,
  reason: z.string().trim().max(500, "Keep the reason under 500 characters.").default(""),
};

/** The refund panel's two forms (app/components/admin/refund-panel.tsx). */
export const refundFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("refund"),
    ...common,
    amount: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value : undefined))
      .pipe(dollarAmount.optional()),
    includeShipping: checkbox,
    lines: z.array(z.object({ lineId: z.uuid(), quantity })).max(200),
  }),
  z.object({ intent: z.literal("cancel"), ...common }),
]);

export type RefundForm = z.infer<typeof refundFormSchema>;

/** The posted form as the schema reads it: each `qty:{lineId}` field becomes one line. */
export function readRefundForm(form: FormData) {
  const fields: Record<string, unknown> = {};
  const lines: { lineId: string; quantity: string }[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith(REFUND_FORM.quantityPrefix)) {
      if (value.trim()) lines.push({ lineId: name.slice(REFUND_FORM.quantityPrefix.length), quantity: value });
    } else fields[name] = value;
  }
  return refundFormSchema.safeParse({ ...fields, lines });
}

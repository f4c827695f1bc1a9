import { z } from "zod";
import { CARRIER_IDS, type OrderAction } from "./fulfilment";

const TRACKING_MESSAGE = "Enter the tracking number: 6 to 40 letters, digits, spaces or dashes.";

/** A parcel's tracking number: the one rule of the order page and the bulk shipping form (it goes in e-mails). */
export const trackingNumberSchema = z
  .string({ error: TRACKING_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{4,38}[A-Za-z0-9]$/, TRACKING_MESSAGE);

/** The order page's step forms (one schema for the form and the action): ship needs the parcel. */
export const orderStepFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("ship"),
    carrier: z.enum(CARRIER_IDS, { error: "Choose the carrier." }),
    trackingNumber: trackingNumberSchema,
  }),
  z.object({
    intent: z.enum(["pack", "send_out", "deliver", "resolve"] satisfies OrderAction[], {
      error: "Choose a step the order can take.",
    }),
  }),
]);

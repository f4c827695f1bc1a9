import { z } from "zod";
import { ADDRESS_MESSAGES } from "./address-book";
import { shippingAddressSchema } from "./checkout.schema";

/** The address book's forms: the address with checkout's own rules, and which saved address is meant. */

export const addressSchema = shippingAddressSchema;

export const addressIdSchema = z.uuid({ error: ADDRESS_MESSAGES.notFound });

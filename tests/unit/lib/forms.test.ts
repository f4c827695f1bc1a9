import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCheckoutForm } from "~/lib/checkout.schema";
import { fieldErrors, formFields } from "~/lib/forms";
import { CUSTOMER } from "../../support/checkout-customer";

describe("fieldErrors", () => {
  const schema = z
    .object({
      name: z
        .string()
        .min(2, "Too short")
        .regex(/^[a-z]+$/, "Letters only"),
      tags: z.array(z.string()),
    })
    .refine((value) => value.name !== "no", "Not that one");

  it("keeps the first message of each field, keyed by the first part of its path", () => {
    const checked = schema.safeParse({ name: "1", tags: ["a", 2] });
    expect(checked.error && fieldErrors(checked.error)).toEqual({ name: "Too short", tags: expect.any(String) });
  });

  it("files a message about the whole form under `form`", () => {
    const checked = schema.safeParse({ name: "no", tags: [] });
    expect(checked.error && fieldErrors(checked.error)).toEqual({ form: "Not that one" });
  });

  it("names a flat group's fields by their own names, as the form posts them", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...CUSTOMER, city: "", idempotencyKey: "abcdefghijklmnop" }))
      form.set(name, value);
    const parsed = parseCheckoutForm(form);
    expect(parsed.error && fieldErrors(parsed.error, { flat: "customer" })).toEqual({
      city: "City is required",
      lines: "Your cart is empty",
    });
    expect(parsed.error && fieldErrors(parsed.error)).toEqual({
      customer: "City is required",
      lines: "Your cart is empty",
    });
  });
});

describe("formFields", () => {
  it("reads named text fields; files and missing ones are undefined", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    form.set("photo", new File(["x"], "x.jpg"));
    expect(formFields(form, ["email", "photo", "name"])).toEqual({
      email: "a@b.co",
      photo: undefined,
      name: undefined,
    });
  });
});

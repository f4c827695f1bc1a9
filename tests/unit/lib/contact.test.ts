import { describe, expect, it } from "vitest";
import { contactRateLimitMessage, contactThanks } from "~/lib/contact";
import { contactMessageSchema, contactValues } from "~/lib/contact.schema";
import { fieldErrors } from "~/lib/forms";

const valid = {
  name: "Dana Rivera",
  email: "dana@example.com",
  subject: "Order question",
  message: "Where is my order?",
};

describe("the contact form's schema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Dana Rivera " }).name).toBe("Dana Rivera");
  });

  it("says what is wrong with each field", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "nope", subject: " ", message: "short" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      subject: "Please enter a subject.",
      message: "Your message must be at least 10 characters.",
    });
  });

  it("refuses overlong text", () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("contact texts", () => {
  it("reads the posted fields as text, missing ones empty", () => {
    const form = new FormData();
    form.set("name", "Dana");
    expect(contactValues(form)).toEqual({ name: "Dana", email: "", subject: "", message: "" });
  });

  it("thanks the sender by name and explains the limit in minutes", () => {
    expect(contactThanks("Dana")).toBe(
      "Thanks, Dana! We received your message and will reply within one business day.",
    );
    expect(contactRateLimitMessage(61)).toContain("wait 2 minutes");
    expect(contactRateLimitMessage(5)).toContain("wait 1 minute ");
  });
});

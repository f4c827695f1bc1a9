import { describe, expect, it } from "vitest";
import { roleAllows } from "~/lib/admin";
import { adminPageQuerySchema, staffFormSchema } from "~/lib/admin.schema";

describe("back-office rules", () => {
  it("an owner may do what staff may, and staff may not do an owner's part", () => {
    expect(roleAllows({ has: "owner", needs: "owner" })).toBe(true);
    expect(roleAllows({ has: "owner", needs: "staff" })).toBe(true);
    expect(roleAllows({ has: "staff", needs: "staff" })).toBe(true);
    expect(roleAllows({ has: "staff", needs: "owner" })).toBe(false);
  });

  it("reads ?page= as a whole number from 1, the first when absent", () => {
    expect(adminPageQuerySchema.parse({ page: undefined }).page).toBe(1);
    expect(adminPageQuerySchema.parse({ page: "3" }).page).toBe(3);
    for (const page of ["0", "-1", "1.5", "two"]) expect(adminPageQuerySchema.safeParse({ page }).success).toBe(false);
  });

  it("checks the Staff page's forms", () => {
    expect(staffFormSchema.parse({ intent: "invite", email: " clerk@example.com " })).toEqual({
      intent: "invite",
      email: "clerk@example.com",
    });
    expect(staffFormSchema.safeParse({ intent: "invite", email: "clerk" }).success).toBe(false);
    expect(staffFormSchema.safeParse({ intent: "promote", userId: "x" }).success).toBe(false);
    // Withdrawing names an invitation by its id; anything else is a 400 with the reason, never a database error.
    const invitationId = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";
    expect(staffFormSchema.parse({ intent: "withdraw", invitationId })).toEqual({ intent: "withdraw", invitationId });
    expect(staffFormSchema.safeParse({ intent: "withdraw", invitationId: "1" }).error?.issues[0]?.message).toBe(
      "There is no invitation like that to withdraw.",
    );
  });
});

import type * as React from "react";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { roleAllows, STAFF_ROLE_LABELS, type StaffMember } from "~/lib/admin";
import { ADMIN_SECTIONS } from "~/lib/admin-pages";
import { AdminSearchBox } from "./admin-search-box";

/**
 * The back-office frame inside the store's own header and footer: a side column of sections on a wide
 * screen, a row of them that scrolls sideways on a phone.
 */
export function AdminShell({ member, children }: { member: StaffMember; children: React.ReactNode }) {
  // Before the second factor every section sends the member back to the two-factor page: none is listed.
  const sections =
    member.secondFactor === "verified"
      ? ADMIN_SECTIONS.filter((section) => roleAllows({ has: member.role, needs: section.role }))
      : [];
  return (
    <div className="container-page py-6 md:py-10 print:p-0">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <div className="md:w-52 md:shrink-0 print:hidden">
          <p className="font-display text-xl font-bold">Back office</p>
          <p className="mt-1 truncate text-sm text-muted-foreground">
            {member.email} · {STAFF_ROLE_LABELS[member.role]}
          </p>
          {sections.length > 0 && (
            <nav aria-label="Back office" className="mt-4">
              <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
                {sections.map((section) => (
                  <li key={section.to}>
                    <NavLink
                      to={section.to}
                      className={({ isActive }) =>
                        cn(
                          "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted",
                          isActive && "bg-ink text-white hover:bg-ink/85",
                        )
                      }
                    >
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="print:hidden">
            <AdminSearchBox />
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

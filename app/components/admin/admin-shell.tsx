import type * as React from "react";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { STAFF_ROLE_LABELS, type StaffMember } from "~/lib/admin";
import { AdminSearchBox } from "./admin-search-box";

/** The back office's sections; Staff is the owners' only. Later sections (refunds, tax…) join this list. */
const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard", ownersOnly: true },
  { to: "/admin/orders", label: "Orders", ownersOnly: false },
  { to: "/admin/messages", label: "Messages", ownersOnly: false },
  { to: "/admin/reviews", label: "Reviews", ownersOnly: false },
  { to: "/admin/products", label: "Products", ownersOnly: true },
  { to: "/admin/categories", label: "Categories", ownersOnly: true },
  { to: "/admin/blog", label: "Blog", ownersOnly: true },
  { to: "/admin/stock", label: "Stock", ownersOnly: false },
  { to: "/admin/staff", label: "Staff", ownersOnly: true },
  { to: "/admin/tax", label: "Tax", ownersOnly: true },
  { to: "/admin/settings", label: "Settings", ownersOnly: true },
  { to: "/admin/audit", label: "Audit log", ownersOnly: false },
] as const;

/**
 * The back-office frame inside the store's own header and footer: a side column of sections on a wide
 * screen, a row of them that scrolls sideways on a phone.
 */
export function AdminShell({ member, children }: { member: StaffMember; children: React.ReactNode }) {
  // Before the second factor every section sends the member back to the two-factor page: none is listed.
  const sections =
    member.secondFactor === "verified"
      ? SECTIONS.filter((section) => !section.ownersOnly || member.role === "owner")
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

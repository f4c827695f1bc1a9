import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditTable } from "~/components/admin/audit-table";

function render(url: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("the audit log page", () => {
  it("shows each action in words and its details as changes, with filters kept in the page links", () => {
    const entry = {
      id: "1",
      actorEmail: "owner@example.com",
      action: "tax.rate_set",
      subject: "tax:TX",
      before: { rate: "6.25%", shippingTaxable: true },
      after: { rate: "6.3%", shippingTaxable: true },
      createdAt: new Date("2026-03-02T16:00:00Z"),
    };
    const html = render(
      "/admin/audit?action=tax.rate_set",
      <AuditTable
        entries={{ items: [entry], page: 1, pageCount: 2 }}
        filters={{ action: "tax.rate_set" }}
        members={["clerk@example.com", "owner@example.com"]}
      />,
    );
    expect(html).toContain("State tax rate set");
    expect(html).not.toContain(">tax.rate_set<");
    expect(html).toContain("<li>rate: 6.25% → 6.3%</li>");
    expect(html).not.toContain("shipping taxable");
    expect(html).toContain('href="/admin/audit?action=tax.rate_set&amp;page=2"');
    expect(html).toContain('<option value="clerk@example.com">clerk@example.com</option>');
    expect(html).toMatch(/<option value="tax.rate_set" selected="">State tax rate set<\/option>/);
  });
});

import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditTable } from "~/components/admin/audit-table";
import { StockPage } from "~/components/admin/stock-page";

function render(url: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("a back-office list paged past its end", () => {
  it("says there is nothing on this page and links to the last one, keeping the list's query", () => {
    const html = render(
      "/admin/stock?q=whey&page=999",
      <StockPage q="whey" levels={{ items: [], page: 999, pageCount: 6 }} />,
    );
    expect(html).toContain("There is nothing on this page.");
    expect(html).toContain('href="/admin/stock?q=whey&amp;page=6"');
    expect(html).toContain("Go to the last page (page 6)");
    expect(html).not.toContain("No product&#x27;s name contains");
  });

  it("still says the list is empty when it is", () => {
    const stock = render("/admin/stock", <StockPage q="" levels={{ items: [], page: 1, pageCount: 0 }} />);
    expect(stock).toContain("The catalogue has no products yet.");
    expect(stock).not.toContain("There is nothing on this page.");
    const audit = render("/admin/audit?page=3", <AuditTable entries={{ items: [], page: 3, pageCount: 0 }} />);
    expect(audit).toContain("Nothing has been changed yet.");
  });

  it("is the same for the audit log", () => {
    const html = render("/admin/audit?page=9", <AuditTable entries={{ items: [], page: 9, pageCount: 2 }} />);
    expect(html).toContain("There is nothing on this page.");
    expect(html).toContain('href="/admin/audit?page=2"');
    expect(html).not.toContain("Nothing has been changed yet.");
  });
});

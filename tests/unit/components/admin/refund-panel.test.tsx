import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RefundPanel } from "~/components/admin/refund-panel";
import type { RefundSummary } from "~/lib/refunds";

const LINE = "11111111-1111-4111-8111-111111111111";

const SUMMARY: RefundSummary = {
  orderNumber: "CS-10001",
  status: "partially_refunded",
  totalCents: 6697,
  shippingCents: 699,
  taxCents: 0,
  refundedCents: 2999,
  remaining: { totalCents: 3698, shippingCents: 699, lines: [{ lineId: LINE, quantity: 1 }] },
  lines: [
    {
      lineId: LINE,
      title: "Whey",
      quantity: 2,
      unitPriceCents: 2999,
      description: "Whey (Chocolate)",
      remainingQuantity: 1,
    },
  ],
  refunds: [
    {
      id: "r1",
      amountCents: 2999,
      status: "completed",
      reason: "Damaged",
      covered: ["1 x Whey (Chocolate)"],
      restock: true,
      cancellation: false,
      failureReason: null,
      actorEmail: "clerk@example.com",
      createdAt: "2026-11-25T10:00:00.000Z",
    },
  ],
  refundRefusal: null,
  cancelRefusal: null,
  restockRefusal: null,
  cancelRefunds: true,
  formKey: "form-key-1",
};

/** The panel as the order page's server render shows it, at that page's address (with a result). */
function render(summary: RefundSummary, url = "/admin/orders/CS-10001") {
  const router = createMemoryRouter(
    [{ path: "/admin/orders/:orderNumber", element: <RefundPanel summary={summary} /> }],
    {
      initialEntries: [url],
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("the refund panel", () => {
  it("posts both forms to the order's refund action with the form key, one quantity field per line", () => {
    const html = render(SUMMARY);
    expect(html.match(/action="\/admin\/orders\/CS-10001\/refund"/g)).toHaveLength(2);
    expect(html).toContain(`name="qty:${LINE}"`);
    expect(html).toContain('max="1"');
    expect(html).toContain('value="form-key-1"');
    expect(html).toContain('value="cancel-form-key-1"');
    expect(html).toContain("Left to refund: $36.98");
    expect(html).toContain("Include shipping ($6.99)");
    expect(html).toContain("Cancelling refunds the $36.98 left and tells the shopper.");
    expect(html).toContain("1 x Whey (Chocolate)");
    expect(html).not.toContain("share of the tax");
  });

  it("says that refunded units bring their tax back, on a taxed order", () => {
    expect(render({ ...SUMMARY, taxCents: 43 })).toContain(
      "Refunded units, and shipping where it was taxed, come back with their share of the tax.",
    );
  });

  it("offers only what the rules allow, and shows the last result", () => {
    const html = render(
      {
        ...SUMMARY,
        refundRefusal: "Nothing is left to refund on this order.",
        cancelRefusal: "Order CS-10001 is Shipped: it cannot be cancelled.",
      },
      "/admin/orders/CS-10001?refund=%2420.00+refunded.",
    );
    expect(html).toContain("Nothing is left to refund on this order.");
    expect(html).not.toContain("<form");
    expect(html).toContain("$20.00 refunded.");
  });
});

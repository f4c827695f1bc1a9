import type { StaffRole } from "./admin";

type AdminPage = { role: StaffRole; nav?: string };

/**
 * Every back-office page by its address in app/routes.ts: the least role that opens it and, for a section of the
 * back office's navigation, its label there (in this order). The one place a page's role is written: the
 * navigation, and the page's loader and action through `requireStaff({ page })`, all read it.
 */
export const ADMIN_PAGES = {
  "/admin": { role: "staff" },
  "/admin/dashboard": { role: "owner", nav: "Dashboard" },
  "/admin/orders": { role: "staff", nav: "Orders" },
  "/admin/orders/export": { role: "staff" },
  "/admin/orders/ship": { role: "staff" },
  "/admin/orders/packing-slips": { role: "staff" },
  "/admin/orders/:orderNumber": { role: "staff" },
  "/admin/orders/:orderNumber/refund": { role: "staff" },
  "/admin/orders/:orderNumber/notes": { role: "staff" },
  "/admin/orders/:orderNumber/emails": { role: "staff" },
  "/admin/subscriptions": { role: "staff", nav: "Subscriptions" },
  "/admin/subscriptions/export": { role: "staff" },
  "/admin/subscriptions/:subscriptionId": { role: "staff" },
  // What a customer is charged is the owners' to change; staff see it, and customers change it in their account.
  "/admin/subscriptions/:subscriptionId/change": { role: "owner" },
  "/admin/search": { role: "staff" },
  "/admin/messages": { role: "staff", nav: "Messages" },
  "/admin/messages/:messageId": { role: "staff" },
  "/admin/reviews": { role: "staff", nav: "Reviews" },
  "/admin/products": { role: "owner", nav: "Products" },
  "/admin/products/new": { role: "owner" },
  "/admin/products/export": { role: "owner" },
  "/admin/products/import": { role: "owner" },
  "/admin/products/import/:importId": { role: "owner" },
  "/admin/products/:productId": { role: "owner" },
  "/admin/products/:productId/photos": { role: "owner" },
  "/admin/categories": { role: "owner", nav: "Categories" },
  "/admin/blog": { role: "owner", nav: "Blog" },
  "/admin/blog/new": { role: "owner" },
  "/admin/blog/:postId": { role: "owner" },
  "/admin/stock": { role: "staff", nav: "Stock" },
  "/admin/stock/:productId": { role: "staff" },
  "/admin/staff": { role: "owner", nav: "Staff" },
  "/admin/tax": { role: "owner", nav: "Tax" },
  "/admin/settings": { role: "owner", nav: "Settings" },
  "/admin/audit": { role: "staff", nav: "Audit log" },
  "/admin/two-factor": { role: "staff" },
} as const satisfies Record<string, AdminPage>;

export type AdminPath = keyof typeof ADMIN_PAGES;

/** The navigation's sections, in the table's order. */
export const ADMIN_SECTIONS: { to: AdminPath; label: string; role: StaffRole }[] = Object.entries(ADMIN_PAGES).flatMap(
  ([to, page]: [string, AdminPage]) => (page.nav ? [{ to: to as AdminPath, label: page.nav, role: page.role }] : []),
);

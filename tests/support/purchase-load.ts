import { checkoutForm } from "./checkout-form";
import type { StoreProcess } from "./store-process";

/**
 * Shoppers buying over HTTP as a browser without JavaScript does: the checkout form, then the test
 * provider's hosted page with the card that pays. Every request is bounded and recorded.
 */

export type Answer = {
  path: string;
  /** The HTTP status, or null when no answer came within the bound (or the connection failed). */
  status: number | null;
  retryAfter: string | null;
  startedAt: number;
  endedAt: number;
};

export type Purchase = { publicId: string; paid: boolean };

type CatalogProduct = { id: string; stock: number; flavors: string[] };

/** One-item cart lines of the well-stocked products, as the checkout form posts them; purchases take turns. */
export async function stockedCartLines(store: StoreProcess): Promise<string[]> {
  const catalog = (await (await fetch(`${store.base}/api/catalog`)).json()) as CatalogProduct[];
  const lines = catalog
    // The first flavour is bought, and each flavour has its own share of the units (decision 180).
    .filter((product) => product.stock >= 100 * Math.max(1, product.flavors.length))
    .map((product) =>
      JSON.stringify({ productId: product.id, flavor: product.flavors[0], quantity: 1, subscription: false }),
    );
  if (lines.length === 0) throw new Error("no product with 100 or more in stock");
  return lines;
}

/** Numbers every purchase of the test run: each has its own address, e-mail and idempotency key. */
let purchaseCount = 0;

export type PurchaseLoad = {
  answers: Answer[];
  purchases: Purchase[];
  /** Purchases paid for since the given time. */
  paidSince(time: number): number;
  stop(): Promise<void>;
};

/**
 * Runs `shoppers` purchases side by side until stopped or `maxPurchases` were tried; each shopper checks out at
 * one store and pays at the next, round the list. Every shopper has an address of its own (X-Forwarded-For,
 * trusted by the stores) and an e-mail of its own, so the per-address and per-e-mail limits never stop it.
 * After a failed step a shopper waits `pauseAfterFailureMs`, as a client told to retry later would.
 */
export function startPurchaseLoad(options: {
  stores: StoreProcess[];
  cartLines: string[];
  shoppers: number;
  maxPurchases: number;
  requestBoundMs: number;
  pauseAfterFailureMs: number;
}): PurchaseLoad {
  const answers: Answer[] = [];
  const purchases: Purchase[] = [];
  const paidAt: number[] = [];
  let started = 0;
  let stopped = false;

  async function send(store: StoreProcess, path: string, form: URLSearchParams, address: string) {
    const startedAt = Date.now();
    const response = await fetch(`${store.base}${path}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      // As the store's own page posts it (decision 200).
      headers: { "X-Forwarded-For": address, Origin: store.base },
      signal: AbortSignal.timeout(options.requestBoundMs),
    }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    answers.push({
      path,
      status: response?.status ?? null,
      retryAfter: response?.headers.get("retry-after") ?? null,
      startedAt,
      endedAt: Date.now(),
    });
    return response;
  }

  async function purchase(n: number): Promise<boolean> {
    const { stores } = options;
    const checkoutAt = stores[n % stores.length] as StoreProcess;
    const payAt = stores[(n + 1) % stores.length] as StoreProcess;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const checkout = checkoutForm({
      name: ["Fault", "Shopper"],
      email: `shopper${n}@example.com`,
      idempotencyKey: `fault-suite-${process.pid}-${n}`,
      lines: [options.cartLines[n % options.cartLines.length] as string],
    });
    const placed = await send(checkoutAt, "/checkout", checkout, address);
    const hostedPage = placed?.status === 303 ? placed.headers.get("location") : null;
    if (!hostedPage?.startsWith("/test-checkout/")) return false;
    const publicId = decodeURIComponent(hostedPage.slice("/test-checkout/".length));
    const card = new URLSearchParams({ cardNumber: "4242 4242 4242 4242", expiry: "12/49", cvc: "123", name: "Fault" });
    const paid = await send(payAt, hostedPage, card, address);
    const purchase = { publicId, paid: paid?.status === 303 };
    purchases.push(purchase);
    if (purchase.paid) paidAt.push(Date.now());
    return purchase.paid;
  }

  const shoppers = Array.from({ length: options.shoppers }, async () => {
    while (!stopped && started < options.maxPurchases) {
      started += 1;
      purchaseCount += 1;
      if (!(await purchase(purchaseCount))) {
        await new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs));
      }
    }
  });

  return {
    answers,
    purchases,
    paidSince: (time) => paidAt.filter((at) => at >= time).length,
    stop: async () => {
      stopped = true;
      await Promise.all(shoppers);
    },
  };
}

import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import type { AutomationDelivery } from "../support/automation-receiver";
import { type ClusterState, clusterDatabaseUrl, clusterStateFile } from "../support/store-cluster";

/** What the cluster suite's tests share: the running cluster (playwright.cluster.config.ts) and requests to it. */

const proxyPort = Number(process.env.CLUSTER_E2E_PORT);
export const PROCESSES = 3;

/** The processes' ports and current pids, as the cluster's supervisor last wrote them. */
export function readClusterState(): ClusterState {
  return JSON.parse(readFileSync(clusterStateFile(proxyPort), "utf8")) as ClusterState;
}

/** The store processes' own addresses, bypassing nginx. */
export function storeUrls(): string[] {
  return readClusterState().stores.map((store) => `http://127.0.0.1:${store.port}`);
}

/** A connection to the cluster's database, to read what the processes wrote. */
export function clusterSql(): pg.Pool {
  return new pg.Pool({ connectionString: clusterDatabaseUrl(readClusterState().database), max: 2 });
}

/** Every signed automation webhook delivery the receiver has counted. */
export async function automationDeliveries(): Promise<AutomationDelivery[]> {
  const response = await fetch(`http://127.0.0.1:${proxyPort + PROCESSES + 1}/deliveries`);
  return (await response.json()) as AutomationDelivery[];
}

type CatalogProduct = { id: string; slug: string; stock: number; flavors: string[] };

/** A well-stocked product without flavours: a one-line cart any number of test orders can buy. */
export async function stockedProduct(request: APIRequestContext): Promise<CatalogProduct> {
  const catalog = (await (await request.get("/api/catalog")).json()) as CatalogProduct[];
  const product = catalog.find((p) => p.stock >= 100 && p.flavors.length === 0);
  if (!product) throw new Error("The demo catalogue has no product with 100 or more in stock and no flavours");
  return product;
}

/**
 * The checkout form as a browser without JavaScript posts it, through nginx. `address` is the shopper's (the
 * store trusts nginx and the load balancer the test plays), so the per-address order limit counts per shopper.
 */
export function postCheckout(
  request: APIRequestContext,
  options: { productId: string; idempotencyKey: string; address: string },
) {
  const { productId, idempotencyKey, address } = options;
  return request.post("/checkout", {
    headers: { Origin: `https://localhost:${proxyPort}`, "X-Forwarded-For": address },
    form: {
      firstName: "Dana",
      lastName: "Rivera",
      email: `${idempotencyKey}@example.com`,
      address: "12 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      country: "US",
      deliveryMethod: "shipping",
      idempotencyKey,
      line: JSON.stringify({ productId, quantity: 1, subscription: false }),
    },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

/** The order's public id from the checkout's redirect to the test provider's page. */
export function orderIdOf(location: string | undefined): string {
  const match = /\/test-checkout\/([A-Za-z0-9_-]{22})$/.exec(location ?? "");
  if (!match?.[1]) throw new Error(`The checkout did not send the shopper to pay: ${location}`);
  return match[1];
}

/** Pays an order on the test provider's page with the card that always succeeds. */
export function payOrder(request: APIRequestContext, options: { orderId: string; address: string }) {
  return request.post(`/test-checkout/${options.orderId}`, {
    headers: { Origin: `https://localhost:${proxyPort}`, "X-Forwarded-For": options.address },
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/49", cvc: "123", name: "Dana Rivera" },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

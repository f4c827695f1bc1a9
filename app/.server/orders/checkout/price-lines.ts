import { and, inArray } from "drizzle-orm";
import { cartProductColumns, listedProduct, variantIdsColumn } from "~/.server/catalog/shape";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { getStoreSettings } from "~/.server/settings/store-settings";
import {
  addLine,
  type CartLine,
  type CartProduct,
  cartSubtotalCents,
  lineCadenceWeeks,
  lineTotalCents,
  lineUnitPriceCents,
  shelfQuantity,
} from "~/lib/cart";
import type { CheckoutLine } from "~/lib/checkout.schema";
import { flavorPricing, offersSubscription } from "~/lib/pricing";
import { flavorStock, type StockShortfall } from "~/lib/stock";
import { CheckoutRejectedError } from "./errors";

/** One order line as the store priced it from the database (decision 102). */
export type PricedLine = {
  productId: string;
  productSlug: string;
  title: string;
  flavor: string | null;
  /** The variant the units come from. */
  variantId: string;
  quantity: number;
  subscription: boolean;
  /** How often a subscription line is delivered, in weeks; null for a one-time line. */
  cadenceWeeks: number | null;
  unitPriceCents: number;
  lineTotalCents: number;
};

export type PricedCart = { lines: PricedLine[]; subtotalCents: number };

const pricingColumns = { ...cartProductColumns, flavors: products.flavors, variantIds: variantIdsColumn };

type ProductRow = CartProduct & { flavors: string[]; variantIds: { flavor: string | null; id: string }[] };

function variantIdOf(product: ProductRow, flavor: string | null | undefined): string | undefined {
  return product.variantIds.find((variant) => variant.flavor === (flavor ?? null))?.id;
}

/** The variant of a line that passed lineProblem, which refuses every line without one. */
function pricedVariantId(product: ProductRow | undefined, flavor: string | undefined): string {
  const id = product && variantIdOf(product, flavor);
  if (!id) throw new Error("A priced line has no variant");
  return id;
}

const UNAVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

function lineProblem(line: CheckoutLine, product: ProductRow, offeredCadences: readonly number[]): string | null {
  if (line.flavor && !product.flavors.includes(line.flavor)) {
    return `${product.title} is no longer offered in ${line.flavor}.`;
  }
  if (!line.flavor && product.flavors.length > 0) return `Choose a flavor for ${product.title}.`;
  // The editor keeps variants with flavours in one transaction, so this is only a product changed mid-checkout.
  if (!variantIdOf(product, line.flavor)) return UNAVAILABLE;
  if (line.subscription && !offersSubscription(flavorPricing(product, line.flavor))) {
    return `${product.title} is no longer offered as a subscription.`;
  }
  // The owner may stop offering a cadence while a cart still holds it: the shopper picks another. None sent is the
  // default, not checked: a renewal prices its lines so, and must not stop when the owner's choices change.
  if (line.subscription && line.cadenceWeeks !== undefined && !offeredCadences.includes(line.cadenceWeeks)) {
    return `Choose how often to deliver ${product.title}.`;
  }
  return null;
}

/**
 * Prices the submitted lines from the catalogue with the same functions the cart shows totals with, so what
 * the shopper saw and what is charged cannot drift. Identical lines are merged as the cart merges them.
 * Anything the shopper must fix (unknown product, flavour or cadence not offered, not enough stock) is refused; an
 * archived product is not for sale (decision 174), so it is refused as an unknown one is.
 */
export async function priceCheckoutLines({
  db,
  lines,
}: {
  db: Pick<Database, "select">;
  lines: readonly CheckoutLine[];
}): Promise<PricedCart> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const chosenCadence = lines.some((l) => l.subscription && l.cadenceWeeks !== undefined);
  const [rows, offeredCadences] = await Promise.all([
    db
      .select(pricingColumns)
      .from(products)
      .where(and(inArray(products.id, ids), listedProduct)),
    chosenCadence ? getStoreSettings({ db }).then((settings) => settings.subscriptions.cadencesWeeks) : [],
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const problems = new Set<string>();
  let cart: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) {
      problems.add(UNAVAILABLE);
      continue;
    }
    const problem = lineProblem(line, product, offeredCadences);
    if (problem) {
      problems.add(problem);
      continue;
    }
    const { flavors: _flavors, variantIds: _variantIds, ...cartProduct } = product;
    cart = addLine(cart, {
      product: cartProduct,
      quantity: line.quantity,
      flavor: line.flavor ?? undefined,
      subscription: line.subscription,
      // Merged lines keep the first one's cadence, as the cart does.
      cadenceWeeks: line.cadenceWeeks,
    });
  }

  // Checked against the whole order, per flavour: a one-time and a subscription line draw on one shelf.
  const shortfalls: StockShortfall[] = [];
  const checked = new Set<string>();
  for (const line of cart) {
    const shelf = { productId: line.product.id, flavor: line.flavor ?? null };
    const key = JSON.stringify(shelf);
    if (checked.has(key)) continue;
    checked.add(key);
    const stock = flavorStock(line.product, line.flavor);
    if (shelfQuantity(cart, shelf) > stock) shortfalls.push({ ...shelf, title: line.product.title, stock });
  }
  if (problems.size > 0 || shortfalls.length > 0) throw new CheckoutRejectedError([...problems], 400, shortfalls);

  return {
    lines: cart.map((line) => ({
      productId: line.product.id,
      productSlug: line.product.slug,
      title: line.product.title,
      flavor: line.flavor ?? null,
      variantId: pricedVariantId(byId.get(line.product.id), line.flavor),
      quantity: line.quantity,
      subscription: line.subscription,
      cadenceWeeks: lineCadenceWeeks(line),
      unitPriceCents: lineUnitPriceCents(line),
      lineTotalCents: lineTotalCents(line),
    })),
    subtotalCents: cartSubtotalCents(cart),
  };
}

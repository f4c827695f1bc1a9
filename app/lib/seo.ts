import type { MetaDescriptor } from "react-router";
import { formatCents } from "./money";
import { flavorPricing, unitPriceCents } from "./pricing";
import type { Product } from "./product";
import { pageTitle, SITE_NAME } from "./site";

type PageMetaOptions = {
  /** The store's public origin, e.g. https://shop.example.com (root loader's `publicUrl`). */
  origin: string;
  path: string;
  title?: string;
  description: string;
  image?: string;
  type?: "website" | "product" | "article";
};

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** Title, description, canonical link and Open Graph tags of a page. */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const title = pageTitle(options.title);
  const url = absolute(options.origin, options.path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
  ];
  if (options.image) meta.push({ property: "og:image", content: absolute(options.origin, options.image) });
  return meta;
}

/**
 * schema.org Product with one Offer per variant, each with its SKU, price and availability, and
 * AggregateRating when it has reviews. A product without flavours has one Offer, its SKU the product's.
 */
export function productJsonLd(product: Product, origin: string): MetaDescriptor {
  const url = absolute(origin, `/product/${product.slug}`);
  // schema.org wants a plain decimal, not a formatted amount.
  const price = (flavor: string | null) => (unitPriceCents(flavorPricing(product, flavor), false) / 100).toFixed(2);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.description,
      sku: product.variants.length === 1 ? product.variants[0]?.sku : product.id,
      image: product.images.map((src) => absolute(origin, src)),
      ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
      offers: product.variants.map((variant) => ({
        "@type": "Offer",
        ...(variant.flavor ? { name: variant.flavor } : {}),
        sku: variant.sku,
        url,
        priceCurrency: "USD",
        price: price(variant.flavor),
        availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      })),
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: product.rating.toFixed(1),
              reviewCount: product.reviewCount,
            },
          }
        : {}),
    },
  };
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absolute(origin, crumb.path),
      })),
    },
  };
}

/** A short description for meta tags: the first sentence-ish 155 characters with the price. */
export function productDescription(product: Product): string {
  const text = product.description.replace(/\s+/g, " ").trim();
  const short = text.length > 140 ? `${text.slice(0, 137).trimEnd()}...` : text;
  return `${short} ${formatCents(unitPriceCents(product, false))}.`;
}

const FALLBACK_ORIGIN = "http://localhost:3000";

/** The public origin, from the root loader's data, for meta functions (which cannot read the environment). */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? FALLBACK_ORIGIN;
}

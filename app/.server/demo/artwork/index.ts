import { brandLogoUrl, categoryImageUrl, PLACEHOLDER_IMAGE_URL } from "~/.server/images/urls";
import { BRANDS, CATEGORIES, type CategorySlug } from "~/lib/catalog";
import { isPlaceholderImage } from "~/lib/product";
import type { SeedProduct } from "../products";
import { brandLogoArtwork, categoryTileArtwork, type ProductArt, placeholderArtwork, productArtwork } from "./artwork";
import type { ImageJob } from "./render";
import { BRAND_COLOURS, CATEGORY_STYLES, UNBRANDED_COLOUR } from "./style";

function categoryStyle(slug: string) {
  const style = CATEGORY_STYLES[slug as CategorySlug];
  if (!style) throw new Error(`Unknown category ${slug}`);
  return style;
}

function brandColour(slug: string | null): string {
  return slug ? (BRAND_COLOURS[slug as keyof typeof BRAND_COLOURS] ?? UNBRANDED_COLOUR) : UNBRANDED_COLOUR;
}

function productArt(product: SeedProduct, shot: number): ProductArt {
  const categoryName = CATEGORIES.find((c) => c.slug === product.category)?.name ?? product.category;
  const name =
    product.brand && product.title.startsWith(product.brand)
      ? product.title.slice(product.brand.length).trim()
      : product.title;
  const [onlyFlavour] = product.flavors.length === 1 ? product.flavors : [];
  return {
    name,
    brandName: product.brand,
    caption: categoryName,
    badge: onlyFlavour ?? (product.flavors.length > 1 ? `${product.flavors.length} Flavours` : categoryName),
    colour: brandColour(product.brandSlug),
    shape: categoryStyle(product.category).shape,
    shot,
  };
}

/** The images of the store's own taxonomy, whatever its catalogue: brand logos, category tiles and the placeholder. */
export function taxonomyImageJobs(): ImageJob[] {
  return [
    { url: PLACEHOLDER_IMAGE_URL, svg: placeholderArtwork },
    ...BRANDS.map((brand) => ({
      url: brandLogoUrl(brand.slug),
      svg: () => brandLogoArtwork({ name: brand.name, colour: brandColour(brand.slug) }),
    })),
    ...CATEGORIES.map((category) => ({
      url: categoryImageUrl(category.slug),
      svg: () => categoryTileArtwork({ name: category.name, ...categoryStyle(category.slug) }),
    })),
  ];
}

/** The shots of the given demo products. */
export function productShotJobs(products: readonly SeedProduct[]): ImageJob[] {
  return products.flatMap((product) =>
    product.images
      .filter((url) => !isPlaceholderImage(url))
      .map((url, index) => ({ url, svg: () => productArtwork(productArt(product, index + 1)) })),
  );
}

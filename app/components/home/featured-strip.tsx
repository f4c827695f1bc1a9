import { ArrowRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { type FocusEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { Price } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import { cn } from "~/components/ui/cn";
import { IMAGE_WIDTH } from "~/lib/images";
import type { ProductCardData } from "~/lib/product";
import { SectionHeading } from "./section-heading";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** docs/product.md#limits-and-timings: the strip moves on every 8000 ms with an 800 ms fade. */
export const FEATURED_ROTATE_MS = 8000;
const FADE_MS = 800;

/**
 * One featured product at a time, fading to the next and wrapping. Following the WAI-ARIA carousel
 * pattern it holds still while pointed at or focused, can be paused, never moves for visitors who prefer
 * reduced motion, and only announces changes the visitor made.
 */
export function FeaturedStrip({ products }: { products: ProductCardData[] }) {
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = products.length > 1 && !reducedMotion;
  const rotating = canRotate && !held && !paused;

  // Restarts on every change, so a jump with the dots also gets its full 8 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((current + 1) % products.length), FEATURED_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, products.length]);

  const releaseOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <section
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={releaseOnBlur}
      className="container-page relative z-10 -mt-10"
    >
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-white p-5 shadow-xl md:flex-row md:items-center md:gap-8 md:p-6">
        <div className="flex items-center justify-between gap-4 md:w-48 md:flex-col md:items-start">
          <SectionHeading id="featured-title" className="text-lg md:text-xl">
            Featured Products
          </SectionHeading>
          {canRotate && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? "Play featured products" : "Pause featured products"}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-border text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {paused ? <PlayIcon aria-hidden className="size-4" /> : <PauseIcon aria-hidden className="size-4" />}
            </button>
          )}
        </div>
        <div aria-live={rotating ? "off" : "polite"} className="grid flex-1">
          {products.map((product, index) => (
            <FeaturedSlide
              key={product.id}
              product={product}
              label={`${index + 1} of ${products.length}`}
              shown={index === current}
            />
          ))}
        </div>
        {products.length > 1 && (
          <div className="flex items-center justify-center gap-1">
            {products.map((product, index) => (
              <button
                key={product.id}
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show featured product ${index + 1}`}
                aria-current={index === current}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full transition-all",
                    index === current ? "w-6 bg-brand" : "w-2 bg-slate-300 group-hover:bg-slate-400",
                  )}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

type FeaturedSlideProps = { product: ProductCardData; label: string; shown: boolean };

/** All slides share one grid cell, so the strip keeps the tallest one's height while they cross-fade. */
function FeaturedSlide({ product, label, shown }: FeaturedSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; fieldset is for forms
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!shown}
      inert={!shown}
      style={{ transitionDuration: `${FADE_MS}ms` }}
      className={cn(
        "relative col-start-1 row-start-1 flex items-center gap-4 rounded-xl transition-opacity",
        shown ? "opacity-100" : "opacity-0",
      )}
    >
      <ProductImage
        src={product.images[0]}
        alt={product.title}
        width={IMAGE_WIDTH.featured}
        priority={shown}
        className="size-24 shrink-0 rounded-lg bg-white"
      />
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-semibold">
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-dark hover:underline underline-offset-4"
          >
            {product.title}
          </Link>
        </h3>
        <Price product={product} className="mt-1" />
      </div>
      {/* The title's link covers the whole slide, so this only shows where to click. */}
      <span
        aria-hidden
        className="ml-auto hidden shrink-0 items-center gap-1 rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white sm:inline-flex"
      >
        Shop Now
        <ArrowRightIcon className="size-4" />
      </span>
    </div>
  );
}

import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { TaxonomyPicture } from "~/components/catalog/taxonomy-picture";
import { categoryHref } from "~/components/layout/nav-links";
import { Button } from "~/components/ui/button";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { IMAGE_WIDTH } from "~/lib/images";
import { SectionHeading } from "./section-heading";

/** Tiles show at most about 200 px wide, so the card width is sharp on 2x screens too. */
const TILE_IMAGE_WIDTH = IMAGE_WIDTH.card;

/** The categories in an endless carousel; swipe, or step with the arrow buttons. */
export function CategoryCarousel() {
  const { categories } = useTaxonomy();
  const [viewportRef, carousel] = useEmblaCarousel({ loop: true, align: "start" });
  return (
    <section aria-labelledby="categories-title" aria-roledescription="carousel" className="container-page py-14">
      <div className="flex items-end justify-between gap-4">
        <SectionHeading id="categories-title">Shop by Category</SectionHeading>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" aria-label="Previous category" onClick={() => carousel?.scrollPrev()}>
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next category" onClick={() => carousel?.scrollNext()}>
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {categories.map((category, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; fieldset is for forms
            <div
              key={category.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${categories.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 sm:basis-1/3 md:basis-1/4 lg:basis-1/6"
            >
              <Link to={categoryHref(category.slug)} className="group block rounded-xl">
                <div className="aspect-square overflow-hidden rounded-xl bg-muted ring-1 ring-border transition group-hover:ring-2 group-hover:ring-brand">
                  <TaxonomyPicture
                    src={category.image}
                    name={category.name}
                    width={TILE_IMAGE_WIDTH}
                    height={TILE_IMAGE_WIDTH}
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <p className="mt-3 text-center text-sm font-bold tracking-wide uppercase group-hover:text-brand-dark">
                  {category.name}
                </p>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { BrandLogo } from "~/components/brand/brand-logo";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { brandPages } from "~/lib/taxonomy";
import { SectionHeading } from "./section-heading";

/** The brands with a page, in one row that scrolls sideways when it does not fit. */
export function BrandTiles() {
  const pages = brandPages(useTaxonomy().brands);
  return (
    <section aria-labelledby="brands-title" className="bg-muted py-14">
      <div className="container-page">
        <SectionHeading id="brands-title">SHOP BY BRAND</SectionHeading>
        <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4 [scrollbar-width:thin]">
          {pages.map((brand) => (
            <li key={brand.slug} className="shrink-0 snap-start">
              <Link
                to={`/brands/${brand.slug}`}
                className="group flex h-full w-40 flex-col items-center gap-3 rounded-xl border border-border bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md"
              >
                <BrandLogo brand={brand} className="h-auto w-full" />
                <span className="text-center text-xs font-bold uppercase group-hover:text-brand-dark">
                  {brand.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

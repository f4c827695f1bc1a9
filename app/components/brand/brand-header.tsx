import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { TaxonomyBrand } from "~/lib/taxonomy";
import { BrandLogo } from "./brand-logo";

/** Breadcrumb, logo, name and tagline on a dark band that matches the home page's hero. */
export function BrandHeader({ brand }: { brand: TaxonomyBrand }) {
  return (
    <section className="bg-ink text-white">
      <div className="container-page py-10 md:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-1 text-sm text-white/70">
            <li>
              <Link to="/" className="rounded-sm hover:text-white hover:underline focus-visible:outline-white">
                Home
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRightIcon className="size-4" />
            </li>
            <li aria-current="page" className="font-semibold text-white">
              {brand.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="w-52 shrink-0 rounded-2xl bg-white p-4 shadow-lg ring-4 ring-brand">
            <BrandLogo brand={brand} priority className="h-auto w-full" />
          </div>
          <div>
            <h1 className="font-display text-3xl font-black tracking-tight uppercase md:text-5xl">{brand.name}</h1>
            <p className="mt-3 max-w-2xl text-lg text-white/80">{brand.tagline}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

import { ArrowRightIcon, ShieldCheckIcon, TruckIcon } from "lucide-react";
import { Link } from "react-router";
import { ALL_PRODUCTS_HREF } from "~/components/layout/nav-links";
import { Button } from "~/components/ui/button";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { formatCents } from "~/lib/money";
import { LOCAL_DELIVERY_CITY } from "~/lib/site";
import type { ShippingRates } from "~/lib/store-settings";

export const HERO_SUBTITLE = "Premium supplements backed by science to help you reach your goals.";

/** The two delivery promises, in the owner's current rates. */
function perks(rates: ShippingRates) {
  const local =
    rates.localCents === 0
      ? `Free local delivery in ${LOCAL_DELIVERY_CITY}`
      : `Local delivery in ${LOCAL_DELIVERY_CITY} for ${formatCents(rates.localCents)}`;
  return [
    { Icon: TruckIcon, text: `Free shipping on orders over ${formatCents(rates.freeFromCents)}` },
    { Icon: ShieldCheckIcon, text: local },
  ];
}

/** The dark opening banner: drawn with CSS alone, so it costs no image download. */
export function Hero() {
  const { shipping } = useStorefrontSettings();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(220_38_38/0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(220_38_38/0.18),transparent_50%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div aria-hidden className="absolute top-0 -right-24 -z-10 hidden h-full w-72 -skew-x-12 bg-brand/90 lg:block" />
      <div className="container-page pt-14 pb-20 md:py-28">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-[0.3em] text-brand-bright uppercase">Sports Nutrition</p>
          <h1
            id="hero-title"
            className="mt-4 font-display text-4xl leading-[1.05] font-black tracking-tight uppercase md:text-6xl"
          >
            Fuel Your Everyday Fitness
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/80">{HERO_SUBTITLE}</p>
          <Button asChild size="lg" className="mt-8 shadow-lg shadow-brand/30">
            <Link to={ALL_PRODUCTS_HREF}>
              Shop All Products
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-white/75 sm:flex-row sm:gap-8">
            {perks(shipping).map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-brand-bright" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { pageTitle } from "~/lib/site";

export function meta() {
  return [{ title: pageTitle() }];
}

export default function Home() {
  return (
    <section className="bg-ink py-20 text-white">
      <div className="container-page text-center">
        <h1 className="font-display text-4xl font-black md:text-6xl">Fuel Your Everyday Fitness</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
          Premium supplements backed by science to help you reach your goals.
        </p>
        <Link
          to="/products"
          className="mt-8 inline-block rounded-md bg-brand px-6 py-3 font-bold text-brand-foreground hover:bg-brand-dark"
        >
          Shop All Products
        </Link>
      </div>
    </section>
  );
}

import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import type { Product } from "~/lib/product";
import { shippingText, tagLabel } from "./product-text";

type Section = { value: string; title: string; content: ReactNode };

/**
 * The product's facts as a single-open accordion; FAQs only when there are any (docs/product.md#product-page). Native
 * `<details>` sharing a `name` open one at a time without JavaScript, before hydration too (decision 059).
 */
export function ProductInfoAccordion({ product }: { product: Product }) {
  const sections: Section[] = [
    { value: "description", title: "Description", content: <Paragraphs text={product.description} /> },
    { value: "details", title: "Details", content: <Details product={product} /> },
    { value: "ingredients", title: "Ingredients", content: <Paragraphs text={product.ingredients} /> },
    { value: "directions", title: "How To Use", content: <Paragraphs text={product.directions} /> },
    { value: "shipping", title: "Shipping and Returns", content: <ShippingAndReturns /> },
  ];
  if (product.faqs.length > 0) {
    sections.push({ value: "faqs", title: "FAQs", content: <Faqs faqs={product.faqs} /> });
  }
  return (
    <div className="border-t border-border">
      {sections.map((section) => (
        <details
          key={section.value}
          name="product-info"
          open={section.value === "description"}
          className="group border-b border-border"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between py-4 hover:text-brand-dark">
            <h3 className="m-0 text-left font-semibold">{section.title}</h3>
            <ChevronDownIcon
              aria-hidden
              className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-5 text-sm leading-relaxed text-muted-foreground group-open:animate-fade-in">
            {section.content}
          </div>
        </details>
      ))}
    </div>
  );
}

/** Catalogue text keeps its paragraph breaks. */
function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== "")
        .map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph.trim()}
          </p>
        ))}
    </div>
  );
}

function Details({ product }: { product: Product }) {
  return (
    <dl className="space-y-4">
      {product.dietary.length > 0 && (
        <div>
          <dt className="font-semibold text-foreground">Dietary Information</dt>
          <dd className="mt-1">{product.dietary.join(", ")}</dd>
        </div>
      )}
      {product.tags.length > 0 && (
        <div>
          <dt className="font-semibold text-foreground">Tags</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-foreground">
                  {tagLabel(tag)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

function ShippingAndReturns() {
  const { shipping } = useStorefrontSettings();
  return (
    <div className="space-y-3">
      <p>{shippingText(shipping)}</p>
      <p>
        Not quite right? Unopened items can be returned within 30 days of delivery. See our{" "}
        <Link to="/returns" className="font-semibold text-brand-dark underline underline-offset-2">
          Return Policy
        </Link>{" "}
        for details.
      </p>
    </div>
  );
}

function Faqs({ faqs }: { faqs: Product["faqs"] }) {
  return (
    <dl className="space-y-4">
      {faqs.map((faq) => (
        <div key={faq.question}>
          <dt className="font-semibold text-foreground">{faq.question}</dt>
          <dd className="mt-1">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

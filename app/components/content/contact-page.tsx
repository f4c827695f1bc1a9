import { CheckCircle2Icon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Link } from "react-router";
import { contactThanks } from "~/lib/contact";
import type { ContactResult } from "~/lib/contact.schema";
import { ContactForm } from "./contact-form";
import { StoreDetails } from "./store-details";

/** /contact: the form, or its confirmation, beside the store's details. */
export function ContactPage({ result }: { result: ContactResult | undefined }) {
  return (
    <div className="bg-muted/40">
      <div className="container-page py-10 md:py-16">
        <header className="max-w-2xl">
          <h1 className="font-display text-3xl font-black md:text-4xl">Contact Us</h1>
          <p className="mt-3 text-muted-foreground">
            Questions about an order, a product or your account? Send us a message and our team will reply within one
            business day.
          </p>
        </header>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ContactCard as="section" title="Send us a message">
            {result?.status === "sent" ? (
              <div
                role="status"
                className="flex flex-col items-start gap-4 rounded-lg bg-emerald-50 p-6 text-emerald-950"
              >
                <CheckCircle2Icon aria-hidden="true" className="size-8 text-emerald-700" />
                <p className="text-lg font-semibold">{contactThanks(result.name)}</p>
                <Link to="/contact" className="font-semibold text-emerald-900 underline underline-offset-4">
                  Send another message
                </Link>
              </div>
            ) : (
              <ContactForm refused={result} />
            )}
          </ContactCard>
          <ContactCard as="aside" title="Store information">
            <StoreDetails />
          </ContactCard>
        </div>
      </div>
    </div>
  );
}

/** One of the page's two cards, named by its heading. */
function ContactCard({
  as: Tag,
  title,
  children,
}: {
  as: "section" | "aside";
  title: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Tag aria-labelledby={id} className="relative rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </Tag>
  );
}

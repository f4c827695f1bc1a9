import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type * as React from "react";
import { STORE_CONTACT } from "~/lib/contact";

/** The store's address, phone, e-mail and opening hours. */
export function StoreDetails() {
  return (
    <div className="grid gap-6 text-sm">
      <Detail icon={MapPinIcon} heading="Visit us">
        <address className="not-italic">
          {STORE_CONTACT.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail icon={PhoneIcon} heading="Call us">
        <a href={`tel:${STORE_CONTACT.phone.replace(/[^\d+]/g, "")}`} className="font-semibold hover:underline">
          {STORE_CONTACT.phone}
        </a>
      </Detail>
      <Detail icon={MailIcon} heading="Email us">
        <a href={`mailto:${STORE_CONTACT.email}`} className="font-semibold break-words hover:underline">
          {STORE_CONTACT.email}
        </a>
      </Detail>
      <Detail icon={ClockIcon} heading="Hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {STORE_CONTACT.hours.map(({ days, time }) => (
            <div key={days} className="contents">
              <dt className="text-muted-foreground">{days}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </Detail>
    </div>
  );
}

function Detail({
  icon: Icon,
  heading,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand-dark">
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        <h3 className="font-bold">{heading}</h3>
        <div className="mt-1 text-foreground/80">{children}</div>
      </div>
    </div>
  );
}

import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { SITE_NAME } from "~/lib/site";
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from "~/lib/store-settings";
import { Logo } from "./logo";
import { FacebookIcon, InstagramIcon } from "./social-icons";

const PAGE_LINK_GROUPS = [
  {
    heading: "SUPPORT",
    links: [
      { label: "Contact Us", to: "/contact" },
      { label: "Track Your Order", to: "/track-order" },
      { label: "Return Policy", to: "/returns" },
    ],
  },
  {
    heading: "ABOUT US",
    links: [
      { label: "Reviews", to: "/reviews" },
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
    ],
  },
];

const SOCIAL_ICONS: Record<SocialNetwork, typeof InstagramIcon> = { instagram: InstagramIcon, facebook: FacebookIcon };

const linkStyle = "inline-flex items-center gap-2 rounded-sm hover:text-white hover:underline underline-offset-4";

/** A headed group of footer links, exposed as its own navigation landmark. */
function FooterGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-black tracking-[0.2em] text-white">
        {heading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { socialLinks } = useStorefrontSettings();
  // The owner's pages; a network left empty is not shown.
  const social = SOCIAL_NETWORKS.filter((network) => socialLinks[network]).map((network) => ({
    label: SOCIAL_NETWORK_LABELS[network],
    href: socialLinks[network],
    Icon: SOCIAL_ICONS[network],
  }));
  return (
    <footer className="bg-ink text-white/75 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="space-y-5 sm:col-span-3 lg:col-span-1">
          <Logo className="w-fit" />
          <p className="max-w-xs text-sm">Premium sports-nutrition supplements backed by science, shipped fast.</p>
          <img
            src="/static/secure-payment-options.svg"
            alt="Secure Payment Options"
            width={296}
            height={40}
            loading="lazy"
            className="h-auto w-64"
          />
        </div>
        {PAGE_LINK_GROUPS.map((group) => (
          <FooterGroup key={group.heading} heading={group.heading}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkStyle}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterGroup>
        ))}
        {social.length > 0 && (
          <FooterGroup heading="FOLLOW US">
            {social.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                  <Icon className="size-5" />
                  {label}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </FooterGroup>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-white/60 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <p>Website by {SITE_NAME} Web Team</p>
        </div>
      </div>
    </footer>
  );
}

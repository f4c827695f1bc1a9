import { useEffect, useRef, useState } from "react";
import { avatarInitial } from "~/lib/auth";

type AccountHeaderProps = { email: string; displayName: string | null; avatarUrl: string | null };

/** Avatar, display name (or 'Welcome!') and e-mail address (docs/product.md#account). */
export function AccountHeader({ email, displayName, avatarUrl }: AccountHeaderProps) {
  const name = displayName?.trim();
  return (
    <div className="flex items-center gap-4">
      {/* Keyed by the address, so a new picture gets a fresh try. */}
      <Avatar key={avatarUrl} url={avatarUrl} initial={avatarInitial(name, email)} />
      <div className="min-w-0">
        <h1 className="truncate font-display text-2xl font-black md:text-3xl">{name || "Welcome!"}</h1>
        <p className="truncate text-muted-foreground">{email}</p>
      </div>
    </div>
  );
}

/** The image when it loads, else the initial: a broken picture is never shown. */
function Avatar({ url, initial }: { url: string | null; initial: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before hydration, when no error handler was listening yet.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const shape = "size-16 shrink-0 rounded-full md:size-20";
  if (url && !failed) {
    // Often on another site (a provider's picture): it learns nothing of the page showing it.
    return (
      <img
        ref={image}
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${shape} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${shape} flex items-center justify-center bg-ink font-display text-2xl font-black text-white md:text-3xl`}
    >
      {initial}
    </span>
  );
}

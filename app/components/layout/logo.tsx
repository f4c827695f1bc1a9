import { ZapIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { SITE_NAME } from "~/lib/site";

const [FIRST_WORD, ...OTHER_WORDS] = SITE_NAME.split(" ");

/** The store's wordmark on a dark background, linking home. Its accessible name is the store name. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn("flex shrink-0 items-center gap-2 rounded-md text-white focus-visible:outline-white", className)}
    >
      <span className="flex size-9 items-center justify-center rounded-md bg-brand" aria-hidden>
        <ZapIcon className="size-5 fill-white" />
      </span>
      <span className="flex flex-col leading-none uppercase">
        <span className="font-display text-lg font-black tracking-tight">{FIRST_WORD}</span>{" "}
        <span className="text-[0.65rem] font-bold tracking-[0.3em] text-brand-bright">{OTHER_WORDS.join(" ")}</span>
      </span>
    </Link>
  );
}

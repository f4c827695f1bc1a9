import { Loader2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";

type LoadMoreButtonProps = {
  busy: boolean;
  onLoadMore: () => void;
  /** The address showing 30 more, followed before JavaScript runs. */
  href: string;
};

export function LoadMoreButton({ busy, onLoadMore, href }: LoadMoreButtonProps) {
  const hydrated = useHydrated();
  const style = "min-w-48 aria-disabled:cursor-wait aria-disabled:opacity-70";
  if (!hydrated) {
    return (
      <Button asChild variant="outline" size="lg" className={style}>
        <Link to={href} preventScrollReset>
          Load More
        </Link>
      </Button>
    );
  }
  return (
    // aria-disabled rather than disabled: the button keeps keyboard focus while the next page loads.
    <Button variant="outline" size="lg" className={style} aria-disabled={busy} onClick={onLoadMore}>
      {busy && <Loader2Icon aria-hidden className="animate-spin" />}
      {busy ? "Loading More..." : "Load More"}
    </Button>
  );
}

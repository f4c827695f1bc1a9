import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The 404 page (docs/product.md#not-found): 'Oops! Page not found' with a way home. */
export function NotFoundPanel() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-bold">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="mt-6 font-semibold text-brand-dark underline underline-offset-4 hover:text-brand">
        Return to Home
      </Link>
    </div>
  );
}

/** A page's load failure (docs/product.md#home): 'Error', the message, and 'Try Again' reloading the page. */
export function ErrorPanel({ message }: { message: string }) {
  return (
    <div role="alert" className="container-page flex flex-col items-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand/10 text-brand-dark">
        <TriangleAlertIcon aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 font-display text-3xl font-bold">Error</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{message}</p>
      <Button variant="ink" size="lg" className="mt-6" onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden />
        Try Again
      </Button>
    </div>
  );
}

import { isRouteErrorResponse, Outlet } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { AdminShell } from "~/components/admin/admin-shell";
import { ErrorPanel } from "~/components/layout/error-panels";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ title: pageTitle("Back office") }, { name: "robots", content: "noindex" }];
}

// Store data and staff details: never stored by any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The shell's navigation needs the member's role; each page checks the role (and two-factor) itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin", allowWithoutTwoFactor: true });
  return { member };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell member={loaderData.member}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused visitor or bad input: the server's own words (403, 400), never a generic failure. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string") {
    return (
      <div role="alert" className="container-page py-16 text-center">
        <h1 className="font-display text-3xl font-bold">{error.status === 403 ? "Access denied" : "Error"}</h1>
        <p className="mt-3 text-muted-foreground">{error.data}</p>
      </div>
    );
  }
  return <ErrorPanel message="Something went wrong. Please try again later." />;
}

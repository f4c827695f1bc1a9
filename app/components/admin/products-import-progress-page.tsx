import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import type { ProductImport, ProductImportReport } from "~/lib/products-csv";
import { AdminBackLink, AdminPageHeading, AdminTable } from "./admin-table";

/** How often the page asks how far the import has got. */
const POLL_MS = 1000;

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

function summary(report: ProductImportReport): string {
  const rejected = report.rejected.length;
  return `${count(report.created, "product", "products")} added, ${count(report.updated, "line", "lines")} changed, ${report.unchanged} unchanged${
    rejected > 0 ? `, ${count(rejected, "line", "lines")} not imported (below)` : ""
  }.`;
}

/** Asks the server again every second while `running`, without a reload. */
function useRefreshWhile(running: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}

/**
 * One catalogue import: a progress bar while its lines are applied, then what was added and changed
 * and each line refused, with the reason.
 */
export function ProductsImportProgressPage({ job }: { job: ProductImport }) {
  const running = job.status === "running";
  useRefreshWhile(running);
  const { report } = job;
  return (
    <>
      <AdminBackLink to="/admin/products">Products</AdminBackLink>
      <AdminPageHeading title="Import products">
        {running
          ? "The file is being applied line by line. You can leave this page: the import goes on."
          : "The file has been applied."}
      </AdminPageHeading>
      <div className="grid max-w-xl gap-2">
        <progress aria-label="Lines imported" value={job.processed} max={job.total} className="h-3 w-full accent-ink" />
        <p className="text-sm tabular-nums">
          {job.processed.toLocaleString("en-US")} of {count(job.total, "line", "lines")} read
          {running && job.processed > 0 && ` · ${summary(report)}`}
        </p>
        {running && (
          <noscript>
            <a href={`/admin/products/import/${job.id}`} className="text-sm underline underline-offset-2">
              See how far it has got
            </a>
          </noscript>
        )}
      </div>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {!running && <FormAlert tone="success">{summary(report)}</FormAlert>}
      </div>
      {!running && (
        <p className="mt-4">
          <Link to="/admin/products/import" className="underline underline-offset-2">
            Import another file
          </Link>
        </p>
      )}
      {!running && report.rejected.length > 0 && (
        <div className="mt-8">
          <h2 className="mb-3 text-lg font-semibold">Not imported</h2>
          <AdminTable label="Not imported" head={["Line", "Address", "Why"]}>
            {report.rejected.map((rejected) => (
              <tr key={rejected.line} className="align-top">
                <td className="px-3 py-2 tabular-nums">{rejected.line}</td>
                <td className="px-3 py-2 break-all">{rejected.address || "—"}</td>
                <td className="px-3 py-2">{rejected.reason}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </>
  );
}

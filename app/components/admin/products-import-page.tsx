import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { MAX_IMPORT_ROWS, PRODUCTS_CSV_HEADER, type ProductImportReport } from "~/lib/products-csv";
import { AdminBackLink, AdminPageHeading, AdminTable } from "./admin-table";

type Props = { result: { error?: string; report?: ProductImportReport } | undefined };

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Upload a catalogue file; the answer says what was added and changed and lists each refused line (decision 176). */
export function ProductsImportPage({ result }: Props) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting";
  const report = result?.report;
  return (
    <>
      <AdminBackLink to="/admin/products">Products</AdminBackLink>
      <AdminPageHeading title="Import products">
        Start from the exported file: change prices, stock or texts in a spreadsheet, save it as CSV and import it. A
        line whose address the store knows changes that product; a new address adds one. Columns left out keep their
        values, so a file of addresses and prices changes only prices. A Stock column sets each count to the file's
        figure, overwriting sales made since the export: export just before counting.
      </AdminPageHeading>
      <div className="grid gap-3" aria-live="polite">
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        {report && (
          <FormAlert tone="success">
            {`${count(report.created, "product", "products")} added, ${report.updated} changed, ${report.unchanged} unchanged${
              report.rejected.length > 0
                ? `, ${count(report.rejected.length, "line", "lines")} not imported (below)`
                : ""
            }.`}
          </FormAlert>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-3 rounded-lg border p-4">
        <label className="grid gap-1.5 text-sm font-semibold">
          CSV file
          <input type="file" name="file" accept=".csv,text/csv" className="text-base font-normal" />
        </label>
        <p className="text-xs text-muted-foreground">
          Up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} products. Columns: {PRODUCTS_CSV_HEADER.join(", ")}. Lists
          (flavours, dietary labels, photos) hold one entry a line in their cell; questions and answers are JSON.
        </p>
        <Button type="submit" variant="ink" className="h-11 sm:w-fit" disabled={importing}>
          {importing ? "Importing…" : "Import"}
        </Button>
      </Form>
      {report && report.rejected.length > 0 && (
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

import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { MAX_IMPORT_PRODUCTS, PRODUCTS_CSV_HEADER } from "~/lib/products-csv";
import { AdminBackLink, AdminPageHeading } from "./admin-table";

/**
 * Upload a catalogue file. A file refused whole is answered here; one that reads is queued, and its
 * own page follows it to the report.
 */
export function ProductsImportPage({ error }: { error: string | undefined }) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting";
  return (
    <>
      <AdminBackLink to="/admin/products">Products</AdminBackLink>
      <AdminPageHeading title="Import products">
        Start from the exported file: change prices, stock or texts in a spreadsheet, save it as CSV and import it. A
        line whose address the store knows changes that product; a new address adds one. Each product's line is followed
        by a line per flavor, with its Flavor, SKU, Stock and Alert at (empty: the product's level). Columns left out
        keep their values, so a file of addresses and prices changes only prices, and one of Address, Flavor and Stock
        counts each flavor. A Stock column sets each count to the file's figure, overwriting sales made since the
        export: export just before counting.
      </AdminPageHeading>
      <div className="grid gap-3" aria-live="polite">
        {error && <FormAlert>{error}</FormAlert>}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-3 rounded-lg border p-4">
        <label className="grid gap-1.5 text-sm font-semibold">
          CSV file
          <input type="file" name="file" accept=".csv,text/csv" className="text-base font-normal" />
        </label>
        <p className="text-xs text-muted-foreground">
          Up to {MAX_IMPORT_PRODUCTS.toLocaleString("en-US")} products. Columns: {PRODUCTS_CSV_HEADER.join(", ")}. Lists
          (flavours, dietary labels, photos) hold one entry a line in their cell; questions and answers are JSON.
        </p>
        <Button type="submit" variant="ink" className="h-11 sm:w-fit" disabled={uploading}>
          {uploading ? "Uploading…" : "Import"}
        </Button>
      </Form>
    </>
  );
}

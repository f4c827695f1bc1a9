import { Form, Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { StateBadge } from "~/components/ui/state-badge";
import type { Paged } from "~/lib/admin";
import { IMAGE_WIDTH, imageUrl, isDisplayableImage } from "~/lib/images";
import { formatCents } from "~/lib/money";
import {
  type AdminProductRow,
  PRODUCT_LIST_STATE_LABELS,
  PRODUCT_LIST_STATES,
  type ProductListState,
} from "~/lib/product-editor";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { EmptyListPage, Pagination } from "./pagination";
import { TabPills } from "./status-tabs";

type Props = { q: string; state: ProductListState; products: Paged<AdminProductRow> };

function listQuery(options: { q: string; state: ProductListState }): string {
  const query = new URLSearchParams();
  if (options.q) query.set("q", options.q);
  if (options.state !== "listed") query.set("state", options.state);
  return query.toString();
}

/** The catalogue as the owner manages it: A-Z, searchable, archived products on their own tab. */
export function ProductsPage({ q, state, products }: Props) {
  const query = listQuery({ q, state });
  return (
    <>
      <AdminPageHeading title="Products">
        Everything the store sells. Open a product to change its text, prices, images or flags.
      </AdminPageHeading>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {state !== "listed" && <input type="hidden" name="state" value={state} />}
          <FormField label="Product" name="q" type="search" defaultValue={q} className="sm:w-80" />
          <Button type="submit" variant="outline" className="h-11">
            Search
          </Button>
        </Form>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline" className="h-11">
            <Link to="/admin/products/export" reloadDocument>
              Export CSV
            </Link>
          </Button>
          <Button asChild variant="outline" className="h-11">
            <Link to="/admin/products/import">Import CSV</Link>
          </Button>
          <Button asChild variant="ink" className="h-11">
            <Link to="/admin/products/new">Add a product</Link>
          </Button>
        </div>
      </div>
      <TabPills
        label="Which products"
        tabs={PRODUCT_LIST_STATES.map((value) => {
          const query = listQuery({ q, state: value });
          return {
            to: query ? `/admin/products?${query}` : "/admin/products",
            label: PRODUCT_LIST_STATE_LABELS[value],
            current: value === state,
          };
        })}
      />
      {products.items.length === 0 ? (
        <EmptyListPage
          page={products.page}
          pageCount={products.pageCount}
          query={query}
          empty={q ? `No product's name contains “${q}”.` : "No product is in this list."}
        />
      ) : (
        <AdminTable label="Products" head={["", "Product", "Price", "In stock", ""]}>
          {products.items.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </AdminTable>
      )}
      <Pagination
        page={products.page}
        pageCount={products.pageCount}
        query={query}
        labels={{ previous: "Previous", next: "Next" }}
      />
    </>
  );
}

function ProductRow({ product }: { product: AdminProductRow }) {
  return (
    <tr className="align-middle">
      <td className="w-14 px-3 py-2">
        {isDisplayableImage(product.image) ? (
          <img
            src={imageUrl(product.image, IMAGE_WIDTH.featured)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded object-contain"
          />
        ) : (
          <span className="block size-10 rounded bg-muted" />
        )}
      </td>
      <td className="px-3 py-2">
        <Link to={`/admin/products/${product.id}`} className="font-semibold underline underline-offset-2">
          {product.title}
        </Link>
        <span className="block text-xs text-muted-foreground">{product.brand ?? "No brand"}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        {product.salePriceCents !== null ? (
          <>
            {formatCents(product.salePriceCents)}{" "}
            <s className="text-muted-foreground">
              <span className="sr-only">was </span>
              {formatCents(product.priceCents)}
            </s>
          </>
        ) : (
          formatCents(product.priceCents)
        )}
      </td>
      <td className="px-3 py-2 tabular-nums">{product.stock}</td>
      <td className="px-3 py-2">{product.archived && <StateBadge label="Archived" tone="off" />}</td>
    </tr>
  );
}

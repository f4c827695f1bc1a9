import { Form, Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button, buttonVariants } from "~/components/ui/button";
import type { AuditEntry, Paged } from "~/lib/admin";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditChanges } from "~/lib/audit";
import type { AuditFilters } from "~/lib/audit.schema";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { LabelledSelect } from "./labelled-select";
import { EmptyListPage, Pagination } from "./pagination";

const ACTION_OPTIONS = [
  { value: "", label: "Every action" },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** What a row changed, one field a line; a dash when it records no detail. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditChanges(before, after);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5 text-sm break-words">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Audit rows in a table; the audit log page and an order's trail both show them. */
export function AuditEntries({
  label,
  entries,
  showSubject = true,
}: {
  label: string;
  entries: AuditEntry[];
  /** Off on a record's own trail, where every row is about that record. */
  showSubject?: boolean;
}) {
  const head = ["When", "Who", "What", ...(showSubject ? ["On"] : []), "Details"];
  return (
    <AdminTable label={label} head={head}>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={entry.createdAt.toISOString()}>{formatStoreDateTime(entry.createdAt)}</time>
          </td>
          <td className="px-3 py-2 break-all">{entry.actorEmail}</td>
          <td className="px-3 py-2 font-semibold">{auditActionLabel(entry.action)}</td>
          {showSubject && <td className="px-3 py-2 break-all">{entry.subject}</td>}
          <td className="min-w-56 px-3 py-2">
            <Changes before={entry.before} after={entry.after} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The log's filters as a query, for its pages' links. */
function filtersQuery(filters: AuditFilters): string {
  const set = Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return new URLSearchParams(set).toString();
}

/** The filter form: a GET form, so a filtered log lives in the address and pages with it. */
function AuditFilterForm({ filters, members }: { filters: AuditFilters; members: string[] }) {
  const memberOptions = [
    { value: "", label: "Every member" },
    ...members.map((email) => ({ value: email, label: email })),
  ];
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="mb-6 rounded-lg border p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledSelect label="Member" name="member" defaultValue={filters.member ?? ""} options={memberOptions} />
        <LabelledSelect label="Action" name="action" defaultValue={filters.action ?? ""} options={ACTION_OPTIONS} />
        <FormField
          label="From"
          name="from"
          type="date"
          defaultValue={filters.from ?? ""}
          hint="The store's day, in Texas"
        />
        <FormField
          label="Until"
          name="to"
          type="date"
          defaultValue={filters.to ?? ""}
          hint="The store's day, in Texas, included"
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" variant="ink">
          Apply filters
        </Button>
        <Link to="/admin/audit" className={buttonVariants({ variant: "outline" })}>
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

export function AuditTable({
  entries,
  filters = {},
  members = [],
}: {
  entries: Paged<AuditEntry>;
  filters?: AuditFilters;
  /** Everyone with a row in the log, for the member filter. */
  members?: string[];
}) {
  const query = filtersQuery(filters);
  return (
    <>
      <AdminPageHeading title="Audit log">Every change made in the back office, newest first.</AdminPageHeading>
      <AuditFilterForm key={query} filters={filters} members={members} />
      {entries.items.length === 0 ? (
        <EmptyListPage
          page={entries.page}
          pageCount={entries.pageCount}
          query={query}
          empty={query ? "No change matches these filters." : "Nothing has been changed yet."}
        />
      ) : (
        <AuditEntries label="Audit log" entries={entries.items} />
      )}
      <Pagination page={entries.page} pageCount={entries.pageCount} query={query} />
    </>
  );
}

import type { AuditEntry, Paged } from "~/lib/admin";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { EmptyListPage, Pagination } from "./pagination";

function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>;
  return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
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
  const head = ["When", "Who", "What", ...(showSubject ? ["On"] : []), "Before", "After"];
  return (
    <AdminTable label={label} head={head}>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={entry.createdAt.toISOString()}>{formatStoreDateTime(entry.createdAt)}</time>
          </td>
          <td className="px-3 py-2 break-all">{entry.actorEmail}</td>
          <td className="whitespace-nowrap px-3 py-2 font-semibold">{entry.action}</td>
          {showSubject && <td className="px-3 py-2 break-all">{entry.subject}</td>}
          <td className="min-w-40 px-3 py-2">
            <Snapshot value={entry.before} />
          </td>
          <td className="min-w-40 px-3 py-2">
            <Snapshot value={entry.after} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function AuditTable({ entries }: { entries: Paged<AuditEntry> }) {
  return (
    <>
      <AdminPageHeading title="Audit log">Every change made in the back office, newest first.</AdminPageHeading>
      {entries.items.length === 0 ? (
        <EmptyListPage page={entries.page} pageCount={entries.pageCount} empty="Nothing has been changed yet." />
      ) : (
        <AuditEntries label="Audit log" entries={entries.items} />
      )}
      <Pagination page={entries.page} pageCount={entries.pageCount} />
    </>
  );
}

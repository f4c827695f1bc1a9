import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

/** A row of links drawn as pills, the current one marked: the back office's tabs. */
export function TabPills({ label, tabs }: { label: string; tabs: { to: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "block rounded-full border px-3 py-1.5 text-sm font-semibold hover:bg-muted",
                tab.current && "border-ink bg-ink text-white hover:bg-ink/85",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Links to one list per state (?status=), each with its count, the current one marked. The first tab is
 * the list's default, so its address carries no query.
 */
export function StatusTabs<Status extends string>({
  label,
  path,
  current,
  tabs,
}: {
  label: string;
  path: string;
  current: Status | "all";
  tabs: { value: Status; label: string; count: number }[];
}) {
  const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
  const all = [...tabs, { value: "all" as const, label: "All", count: total }];
  return (
    <TabPills
      label={label}
      tabs={all.map((tab, index) => ({
        to: index === 0 ? path : `${path}?status=${tab.value}`,
        label: `${tab.label} (${tab.count})`,
        current: tab.value === current,
      }))}
    />
  );
}

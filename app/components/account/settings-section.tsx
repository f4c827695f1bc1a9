import type * as React from "react";
import { useActionData } from "react-router";
import type { AccountActionData, AccountIntent } from "~/lib/auth";

/** One card of the Settings tab. */
export function SettingsSection({
  title,
  description,
  children,
  tone = "default",
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  tone?: "default" | "danger";
}) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border bg-background p-5 shadow-sm sm:p-6 ${tone === "danger" ? "border-destructive/40" : "border-border"}`}
    >
      <h3 id={id} className={`text-lg font-bold ${tone === "danger" ? "text-destructive" : ""}`}>
        {title}
      </h3>
      {description && <div className="mt-1 text-sm text-muted-foreground">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The action's answer when it belongs to this form. */
export function useAccountResult(intent: AccountIntent): AccountActionData | undefined {
  const result = useActionData() as AccountActionData | undefined;
  return result?.intent === intent ? result : undefined;
}

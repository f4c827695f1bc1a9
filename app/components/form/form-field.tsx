import type * as React from "react";
import { useId } from "react";
import { cn } from "~/components/ui/cn";

type FormFieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  label: string;
  name: string;
  error?: string;
  /** Shown under the label, e.g. "Optional". */
  hint?: string;
  /** Something on the label's line, e.g. the "Forgot password?" link. */
  aside?: React.ReactNode;
};

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function FormField({ label, name, error, hint, aside, className, ...props }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-11 w-full rounded-md border border-border bg-background px-3 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring",
          error && "border-destructive focus-visible:outline-destructive",
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A problem with the whole form, announced politely as it appears. */
export function FormAlert({ tone = "error", children }: { tone?: "error" | "success"; children: React.ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm font-medium",
        tone === "error"
          ? "border-destructive/30 bg-destructive/5 text-destructive"
          : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      {children}
    </div>
  );
}

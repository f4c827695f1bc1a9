import type * as React from "react";
import { useId } from "react";
import { cn } from "~/components/ui/cn";

const CONTROL_STYLES =
  "w-full rounded-md border bg-background px-3 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring";

type CommonProps = {
  label: string;
  name: string;
  error?: string;
  /** Shown under the control, e.g. "Optional". */
  hint?: string;
  /** Something on the label's line, e.g. the "Forgot password?" link. */
  aside?: React.ReactNode;
  /** An asterisk after the label of a required field, where a form mixes required and optional fields. */
  markRequired?: boolean;
  className?: string;
};

type FormFieldProps = CommonProps &
  (
    | ({ multiline?: false } & Omit<React.ComponentProps<"input">, "id" | "name" | "className">)
    | ({ multiline: true } & Omit<React.ComponentProps<"textarea">, "id" | "name" | "className">)
  );

/** A labelled input or text area whose error sits under it and is tied to it (aria-invalid, aria-describedby). */
export function FormField({ label, name, error, hint, aside, markRequired, className, ...control }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined,
  } as const;
  const styles = cn(CONTROL_STYLES, error ? "border-destructive focus-visible:outline-destructive" : "border-border");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {markRequired && control.required && (
            <span aria-hidden="true" className="ml-0.5 text-brand">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {control.multiline ? (
        <textarea {...shared} {...withoutMultiline(control)} className={cn(styles, "min-h-36 resize-y py-2.5")} />
      ) : (
        <input {...shared} {...withoutMultiline(control)} className={cn(styles, "h-11")} />
      )}
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

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T) {
  return rest;
}

import { useId } from "react";
import { cn } from "~/components/ui/cn";

type TextFieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  label: string;
  name: string;
  error?: string;
};

/** A labelled input; a required field shows an asterisk, and an error is tied to the input for screen readers. */
export function TextField({ label, name, error, required, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "h-11 rounded-md border bg-background px-3 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm",
          error ? "border-destructive" : "border-border",
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from "react";
import { cn } from "~/components/ui/cn";

type Props = {
  label: string;
  name: string;
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string;
};

/** A labelled native select for the back office's forms (works before JavaScript loads); its error sits under it. */
export function LabelledSelect({ label, name, defaultValue, options, required, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // min-w-0 and max-w-full: a long option (a member's e-mail) must not widen the page on a phone.
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "h-11 max-w-full cursor-pointer rounded-md border bg-background px-3 text-base",
          error ? "border-destructive" : "border-border",
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

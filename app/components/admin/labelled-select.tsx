import { useId } from "react";

type Props = {
  label: string;
  name: string;
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
};

/** A labelled native select for the back office's forms (works before JavaScript loads). */
export function LabelledSelect({ label, name, defaultValue, options, required }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        className="h-11 cursor-pointer rounded-md border border-border bg-background px-3 text-base"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

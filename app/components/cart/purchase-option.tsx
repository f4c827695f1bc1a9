import { useEffect, useId, useRef } from "react";

type PurchaseOptionProps = {
  title: string;
  subscription: boolean;
  savePercent: number;
  onToggle: () => void;
  /** Set on the line a toggle produced: the line is a new element then, and focus must come back to it. */
  takeFocus: boolean;
  onFocusTaken: () => void;
};

const optionStyle =
  "flex flex-auto cursor-pointer items-center justify-center rounded px-3 py-1.5 text-xs whitespace-nowrap font-semibold text-muted-foreground transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring";

/** One-time or subscription for one line, as two radio buttons drawn as a segmented switch. */
export function PurchaseOption({
  title,
  subscription,
  savePercent,
  onToggle,
  takeFocus,
  onFocusTaken,
}: PurchaseOptionProps) {
  const name = useId();
  const checkedRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!takeFocus) return;
    checkedRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  const options = [
    { label: "One-time", checked: !subscription },
    { label: `Subscribe & save ${savePercent}%`, checked: subscription },
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{`Purchase option for ${title}`}</legend>
      <div className="flex gap-1 rounded-md bg-muted p-1">
        {options.map((option) => (
          <label key={option.label} className={optionStyle}>
            <input
              ref={option.checked ? checkedRef : undefined}
              type="radio"
              name={name}
              checked={option.checked}
              onChange={onToggle}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

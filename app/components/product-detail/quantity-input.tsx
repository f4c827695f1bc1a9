import { useId } from "react";
import { QuantityStepper } from "~/components/ui/quantity-stepper";

type QuantityInputProps = { quantity: number; onChange: (quantity: number) => void };

/** The product page's quantity, under a visible 'Quantity' label. */
export function QuantityInput({ quantity, onChange }: QuantityInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        Quantity
      </label>
      <QuantityStepper
        size="large"
        quantity={quantity}
        onChange={onChange}
        inputId={id}
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
      />
    </div>
  );
}

import { useId } from "react";
import { QuantityStepper } from "~/components/ui/quantity-stepper";

type QuantityInputProps = {
  quantity: number;
  onChange: (quantity: number) => void;
  /** The product's stock: the most that can be chosen, and nothing at all at 0. */
  stock: number;
};

/** The product page's quantity, under a visible 'Quantity' label; disabled with the button when out of stock. */
export function QuantityInput({ quantity, onChange, stock }: QuantityInputProps) {
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
        max={stock}
        disabled={stock <= 0}
      />
    </div>
  );
}

import { QuantityStepper } from "~/components/ui/quantity-stepper";

type QuantityControlProps = { title: string; quantity: number; max: number; onChange: (quantity: number) => void };

/** A cart line's quantity, named after its product so each line's controls are told apart. */
export function QuantityControl({ title, quantity, max, onChange }: QuantityControlProps) {
  return (
    <QuantityStepper
      size="small"
      quantity={quantity}
      onChange={onChange}
      max={max}
      inputLabel={`Quantity of ${title}`}
      decreaseLabel={`Decrease quantity of ${title}`}
      increaseLabel={`Increase quantity of ${title}`}
    />
  );
}

import { MapPinnedIcon, UserIcon } from "lucide-react";
import { FormField } from "~/components/form/form-field";
import { CUSTOMER_FIELD_LABELS, type CustomerField, REQUIRED_CUSTOMER_FIELDS } from "~/lib/checkout-fields";
import { CheckoutSection } from "./checkout-section";

type CustomerFieldsProps = {
  /** What the inputs start with: a signed-in shopper's email, or what a plain POST sent back. */
  defaults: Partial<Record<CustomerField, string>>;
  errors: Partial<Record<string, string>>;
};

const required = new Set<CustomerField>(REQUIRED_CUSTOMER_FIELDS);

type FieldSpec = { name: CustomerField; autoComplete: string; type?: string; inputMode?: "tel" | "numeric" };

const CUSTOMER: FieldSpec[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "phone", autoComplete: "tel", type: "tel", inputMode: "tel" },
];
const ADDRESS: FieldSpec[] = [
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
  { name: "zipCode", autoComplete: "postal-code", inputMode: "numeric" },
];

/**
 * Customer Information and Shipping Address (docs/product.md#checkout). Uncontrolled, so what a shopper types before
 * the page's JavaScript has loaded is kept; the form reads the values when it is submitted.
 */
export function CustomerFields({ defaults, errors }: CustomerFieldsProps) {
  const field = ({ name, autoComplete, type = "text", inputMode }: FieldSpec) => (
    <FormField
      markRequired
      key={name}
      name={name}
      label={CUSTOMER_FIELD_LABELS[name]}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      required={required.has(name)}
      defaultValue={defaults[name]}
      error={errors[name]}
    />
  );
  return (
    <>
      <CheckoutSection title="Customer Information" icon={UserIcon}>
        <div className="grid gap-4 sm:grid-cols-2">{CUSTOMER.map(field)}</div>
      </CheckoutSection>
      <CheckoutSection title="Shipping Address" icon={MapPinnedIcon}>
        <div className="grid gap-4">
          {field({ name: "address", autoComplete: "street-address" })}
          <div className="grid gap-4 sm:grid-cols-3">{ADDRESS.map(field)}</div>
        </div>
        {/* Orders ship within the United States (the server accepts only US). */}
        <input type="hidden" name="country" value="US" />
      </CheckoutSection>
    </>
  );
}

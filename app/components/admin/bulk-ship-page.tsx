import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button, buttonVariants } from "~/components/ui/button";
import type { BulkOutcome, ShipCandidate } from "~/lib/admin-orders";
import { CARRIER_IDS, CARRIERS } from "~/lib/fulfilment";
import { AdminPageHeading } from "./admin-table";
import { BulkOutcomePanel } from "./bulk-outcome";
import { LabelledSelect } from "./labelled-select";

const CARRIER_OPTIONS = [
  { value: "", label: "Choose a carrier" },
  ...CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].name })),
];

type Props = {
  candidates: ShipCandidate[];
  result: { error: string } | { outcome: BulkOutcome } | undefined;
};

/**
 * Shipping the ticked orders at once: one carrier for all, a tracking number for each. Orders that cannot be
 * shipped are listed with the reason and get no field.
 */
export function BulkShipPage({ candidates, result }: Props) {
  const shippable = candidates.filter((candidate) => candidate.refusal === null);
  const refused = candidates.filter((candidate) => candidate.refusal !== null);
  // Once sent, the outcome says what happened to each order; the form is not offered twice.
  const sent = result !== undefined && "outcome" in result;
  return (
    <>
      <AdminPageHeading title="Ship orders">
        One carrier for these parcels, and the tracking number of each. An order left blank stays as it is.
      </AdminPageHeading>
      {result && "error" in result && <FormAlert>{result.error}</FormAlert>}
      {result && "outcome" in result && <BulkOutcomePanel outcome={result.outcome} doneText="Marked shipped" />}
      {!sent && refused.length > 0 && (
        <section aria-labelledby="cannot-ship" className="mb-6 rounded-lg border p-4">
          <h2 id="cannot-ship" className="font-semibold">
            Cannot be shipped
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {refused.map((candidate) => (
              <li key={candidate.orderNumber}>{candidate.refusal}</li>
            ))}
          </ul>
        </section>
      )}
      {!sent && shippable.length > 0 && (
        <Form method="post" className="flex flex-col gap-4 rounded-lg border p-4">
          <LabelledSelect label="Carrier" name="carrier" options={CARRIER_OPTIONS} required />
          {shippable.map((candidate) => (
            <div key={candidate.orderNumber}>
              <input type="hidden" name="order" value={candidate.orderNumber} />
              <FormField
                label={`Tracking number for ${candidate.orderNumber}`}
                name="trackingNumber"
                minLength={6}
                maxLength={40}
                autoComplete="off"
                hint={`${candidate.name}, ${candidate.city}, ${candidate.state}`}
              />
            </div>
          ))}
          <Button type="submit" variant="ink" className="self-start">
            Mark shipped
          </Button>
        </Form>
      )}
      <Link to="/admin/orders" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        Back to the orders
      </Link>
    </>
  );
}

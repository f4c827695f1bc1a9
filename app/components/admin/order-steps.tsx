import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { CARRIER_IDS, CARRIERS, ORDER_ACTION_RULES, type OrderAction } from "~/lib/fulfilment";
import { LabelledSelect } from "./labelled-select";

/** The next steps this order may take; only allowed ones are offered (the server checks again). */
export function OrderSteps({ actions }: { actions: OrderAction[] }) {
  const busy = useNavigation().state === "submitting";
  if (actions.length === 0) return <p className="text-sm text-muted-foreground">No fulfilment step is open.</p>;
  return (
    <div className="grid gap-4">
      {actions.map((action) =>
        action === "ship" ? (
          <ShipForm key={action} busy={busy} />
        ) : (
          <Form key={action} method="post">
            <input type="hidden" name="intent" value={action} />
            <Button type="submit" variant="ink" disabled={busy}>
              {ORDER_ACTION_RULES[action].label}
            </Button>
          </Form>
        ),
      )}
    </div>
  );
}

function ShipForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="ship" />
      <LabelledSelect
        label="Carrier"
        name="carrier"
        required
        defaultValue="usps"
        options={CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].name }))}
      />
      <FormField
        label="Tracking number"
        name="trackingNumber"
        required
        autoComplete="off"
        minLength={6}
        maxLength={40}
      />
      <Button type="submit" variant="ink" className="h-11" disabled={busy}>
        {ORDER_ACTION_RULES.ship.label}
      </Button>
    </Form>
  );
}

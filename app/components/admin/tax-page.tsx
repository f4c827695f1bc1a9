import { useId } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatRatePercent, type TaxActionData, type TaxRates } from "~/lib/tax";
import { taxFormSchema } from "~/lib/tax.schema";
import { type StateCode, US_STATES } from "~/lib/us-states";
import { AdminPageHeading, AdminTable } from "./admin-table";

type Props = { rates: TaxRates; result: TaxActionData | undefined };

/** The owners' sales-tax page: a rate per state, whether it taxes shipping, San Angelo's local rate. */
export function TaxPage({ rates, result }: Props) {
  const configured = (Object.keys(rates.states) as StateCode[]).sort();
  const errorsOf = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  return (
    <>
      <AdminPageHeading title="Sales tax">
        Tax is charged only in the states listed here, on every product and, where ticked, on shipping. Orders already
        placed keep the tax they were charged.
      </AdminPageHeading>
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
      {result?.intent === "remove-state" && result.fieldErrors?.state && (
        <FormAlert>{result.fieldErrors.state}</FormAlert>
      )}
      {result?.fieldErrors?.intent && <FormAlert>{result.fieldErrors.intent}</FormAlert>}

      <StateRateForm serverErrors={errorsOf("set-state")} />

      <h2 className="mt-8 mb-3 text-lg font-semibold">Rates</h2>
      {configured.length === 0 ? (
        <p className="text-muted-foreground">No state has a rate: the store charges no sales tax.</p>
      ) : (
        <AdminTable label="Rates" head={["State", "Rate", "Shipping taxed", ""]}>
          {configured.map((code) => (
            <tr key={code}>
              <td className="px-3 py-2">
                {US_STATES[code]} ({code})
              </td>
              <td className="px-3 py-2 tabular-nums">{formatRatePercent(rates.states[code]?.ratePpm ?? 0)}%</td>
              <td className="px-3 py-2">{rates.states[code]?.shippingTaxable ? "Yes" : "No"}</td>
              <td className="px-3 py-2 text-right">
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-state" />
                  <input type="hidden" name="state" value={code} />
                  <Button type="submit" variant="outline" size="sm">
                    Remove<span className="sr-only"> {US_STATES[code]}</span>
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <LocalRateForm ratePpm={rates.sanAngeloPpm} serverErrors={errorsOf("set-local")} />
    </>
  );
}

type FormProps = { serverErrors: TaxActionData["fieldErrors"] };

function StateRateForm({ serverErrors }: FormProps) {
  const { errors, onSubmit, onChange } = useCheckedForm(taxFormSchema, serverErrors);
  const stateId = useId();
  return (
    <section aria-labelledby="state-rate-heading" className="mt-6 rounded-lg border p-4">
      <h2 id="state-rate-heading" className="text-lg font-semibold">
        Set a state's rate
      </h2>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="set-state" />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={stateId} className="text-sm font-semibold">
              State
            </label>
            <select
              id={stateId}
              name="state"
              defaultValue=""
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${stateId}-error` : undefined}
              className={cn(
                "h-11 rounded-md border bg-background px-3 text-base",
                errors.state ? "border-destructive" : "border-border",
              )}
            >
              <option value="" disabled>
                Choose a state
              </option>
              {Object.entries(US_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id={`${stateId}-error`} className="text-sm font-medium text-destructive">
                {errors.state}
              </p>
            )}
          </div>
          <FormField label="Rate (%)" name="rate" inputMode="decimal" hint="For example 6.25" error={errors.rate} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="shippingTaxable" className="size-4 accent-brand" />
          This state taxes shipping
        </label>
        <Button type="submit" variant="ink" className="h-11 sm:w-fit">
          Save rate
        </Button>
      </Form>
    </section>
  );
}

function LocalRateForm({ ratePpm, serverErrors }: FormProps & { ratePpm: number }) {
  const { errors, onSubmit, onChange } = useCheckedForm(taxFormSchema, serverErrors);
  return (
    <section aria-labelledby="local-rate-heading" className="mt-8 rounded-lg border p-4">
      <h2 id="local-rate-heading" className="text-lg font-semibold">
        San Angelo local rate
      </h2>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value="set-local" />
        <FormField
          label="Local rate (%)"
          name="rate"
          inputMode="decimal"
          defaultValue={formatRatePercent(ratePpm)}
          hint="Added to Texas's rate for addresses in San Angelo, TX. 0 collects none."
          error={errors.rate}
          className="flex-1"
        />
        <Button type="submit" variant="ink" className="h-11 sm:mt-7">
          Save local rate
        </Button>
      </Form>
    </section>
  );
}

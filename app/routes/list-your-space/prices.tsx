import { getZodConstraint } from "@conform-to/zod/v4";
import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/fields";
import { CheckboxField } from "~/components/owner/fields";
import { pricesForm } from "~/components/owner/forms";
import type { PricesForm } from "~/components/owner/forms";
import { PriceSuggestion } from "~/components/owner/price-suggestion";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import type { PriceGuide } from "#contract/prices";
import type { Route } from "./+types/prices";
import { listingForStep, saveStep, wizardFrame } from "./wizard.server";

/**
 * The wizard's prices step, with what parking near the space goes for beside each price
 * (spec §7 recommended-prices). Prices are typed, sent and answered in pounds or euros.
 */

export async function loader(args: Route.LoaderArgs) {
  const { listing, listings } = await listingForStep(args, "prices");
  const { lat, lng } = listing.address;
  const guide =
    lat !== null && lng !== null
      ? await listings.priceGuide({
          lat,
          lng,
          spaceType: listing.steps.space ? listing.space_type : undefined,
        })
      : null;
  const { prices } = listing;
  const started = listing.steps.prices;
  return {
    frame: wizardFrame(listing, "prices"),
    constraint: getZodConstraint(pricesForm),
    currency: listing.currency,
    guide,
    defaults: {
      offers_hourly: started ? prices.offers_hourly : true,
      hourly: prices.hourly,
      daily: prices.daily,
      offers_monthly: prices.offers_monthly,
      monthly: prices.monthly,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return saveStep(args, "prices", pricesForm, (prices) => prices);
}

export const meta: Route.MetaFunction = () => wizardMeta("Prices");

/** A price typed in pounds or euros, with what similar parking nearby goes for beside it. */
function PriceField({
  field,
  label,
  hint,
  guide,
  kind,
}: {
  field: FieldMetadata<number | null>;
  label: string;
  hint?: string;
  guide: PriceGuide | null;
  kind: "hourly" | "daily" | "monthly";
}) {
  return (
    <>
      <TextField
        field={field}
        type="number"
        label={label}
        hint={hint}
        step="0.01"
        min="0.01"
        inputMode="decimal"
      />
      <PriceSuggestion guide={guide} kind={kind} />
    </>
  );
}

export default function PricesStep({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, currency, guide, defaults } = loaderData;
  const [form, fields] = useStepForm<PricesForm>({
    id: "prices",
    lastResult: actionData?.result,
    defaultValue: defaults,
    constraint: loaderData.constraint,
  });
  const symbol = currency === "EUR" ? "€" : "£";
  return (
    <WizardLayout
      frame={frame}
      heading="Set your prices"
      intro="Drivers pay your price plus a service fee, which they see before they pay. You can change your prices at any time."
    >
      <StepForm form={form} className="space-y-8">
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-lg font-semibold text-navy">Hourly parking</legend>
          <CheckboxField
            field={fields.offers_hourly}
            label="Offer one-off bookings, from half an hour"
          />
          <div className="grid gap-4 md:grid-cols-2">
            <PriceField
              field={fields.hourly}
              label={`Price per hour (${symbol})`}
              guide={guide}
              kind="hourly"
            />
            <PriceField
              field={fields.daily}
              label={`Most a day can cost (${symbol}, optional)`}
              hint="A cap so longer stays stay good value"
              guide={guide}
              kind="daily"
            />
          </div>
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-lg font-semibold text-navy">Monthly parking</legend>
          <CheckboxField
            field={fields.offers_monthly}
            label="Offer rolling monthly subscriptions"
          />
          <div className="grid gap-4 md:grid-cols-2">
            <PriceField
              field={fields.monthly}
              label={`Price per month, every day (${symbol})`}
              guide={guide}
              kind="monthly"
            />
          </div>
        </fieldset>
      </StepForm>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}

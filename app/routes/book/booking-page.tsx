import { lazy } from "react";
import { Link } from "react-router";
import type { FormReply } from "~/components/ui/use-form";
import type { BookPageData } from "~/routes/book/book-page.server";
import { formatMoney } from "~/lib/format";
import { useAnalyticsEvent } from "~/components/layout/analytics-event";
import type { StripeIntent } from "~/components/payments/stripe-element";
import { BookingSummary } from "./booking-summary";
import { StepProgress } from "./step-progress";

// Each step's code loads with its step (decision 038). No Suspense boundary: the page keeps the
// markup it has, the server's or the previous page's, until the step's code has come.
const PeriodStep = lazy(() =>
  import("./period-step").then((module) => ({ default: module.PeriodStep })),
);
const DetailsStep = lazy(() =>
  import("./details-step").then((module) => ({ default: module.DetailsStep })),
);
const VehicleStep = lazy(() =>
  import("./vehicle-step").then((module) => ({ default: module.VehicleStep })),
);
const ExtrasStep = lazy(() =>
  import("./extras-step").then((module) => ({ default: module.ExtrasStep })),
);
const PaymentStep = lazy(() =>
  import("./payment-step").then((module) => ({ default: module.PaymentStep })),
);

export type BookActionData =
  { result: FormReply; events: object[]; stripePayment?: StripeIntent } | undefined;

function ActionEvent({ event }: { event: object }) {
  useAnalyticsEvent(event);
  return null;
}

function CurrentStep({
  data,
  lastResult,
  stripePayment,
}: {
  data: BookPageData;
  lastResult?: FormReply;
  stripePayment?: StripeIntent;
}) {
  const step = data.data;
  switch (step.step) {
    case "bookings":
      return <PeriodStep data={data} step={step} lastResult={lastResult} />;
    case "details":
      return <DetailsStep data={data} lastResult={lastResult} />;
    case "vehicle":
      return <VehicleStep data={data} step={step} lastResult={lastResult} />;
    case "ancillaries":
      return <ExtrasStep data={data} step={step} lastResult={lastResult} />;
    case "checkout":
      return (
        <PaymentStep
          data={data}
          step={step}
          lastResult={lastResult}
          stripePayment={stripePayment}
        />
      );
  }
}

export function BookingPage({ data, action }: { data: BookPageData; action: BookActionData }) {
  const title = data.steps.find((step) => step.state === "current")?.title ?? "Book";
  return (
    <main className="mx-auto max-w-[1200px] px-4 pt-6 pb-24 lg:py-10">
      <p className="text-sm">
        <Link to={data.space.pagePath} className="text-blue-800 underline hover:text-blue-900">
          Back to {data.space.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-navy">{title}</h1>
      <div className="mt-3">
        <StepProgress steps={data.steps} />
      </div>
      {data.quote.kind === "quote" ? (
        <p className="mt-3 text-slate-900 lg:hidden">
          {data.rental === "long" ? "To pay today" : "Total"}:{" "}
          <strong>{formatMoney(data.quote.total, data.quote.currency)}</strong>{" "}
          <a href="#summary-heading" className="text-blue-800 underline hover:text-blue-900">
            See the breakdown
          </a>
        </p>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          {/* A new step starts its forms afresh. */}
          <CurrentStep
            key={data.step}
            data={data}
            lastResult={action?.result}
            stripePayment={action?.stripePayment}
          />
        </div>
        <div className="lg:sticky lg:top-[76px] lg:col-start-2 lg:row-start-1">
          <BookingSummary data={data} />
        </div>
      </div>
      {action?.events.map((event, index) => (
        <ActionEvent key={index} event={event} />
      ))}
    </main>
  );
}

import type { PeriodDetail } from "~/lib/booking-period";

/** A booking's period, followed by its vehicle when there is one. */
export function bookingDetails({
  period,
  vehicle,
}: {
  period: PeriodDetail[];
  vehicle: string | null;
}): PeriodDetail[] {
  return vehicle ? [...period, { term: "Vehicle", detail: vehicle }] : period;
}

/** Terms and their details in two columns: a period, a vehicle, an extra's plan. */
export function Details({ items }: { items: PeriodDetail[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-2">
      {items.map(({ term, detail }) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-slate-700 sm:text-base sm:font-normal">
            {term}
          </dt>
          <dd className="mb-2 text-slate-900 sm:mb-0">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

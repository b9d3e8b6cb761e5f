import { Link, useNavigation } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import { formatMoney } from "~/lib/format";

/** Spec §4: the quote's loading message while the booking is priced again. */
export const FETCHING_QUOTES = "Fetching Quotes…";

/** The space, the period and every line of the price, ending in what is paid now. */
export function BookingSummary({ data }: { data: BookPageData }) {
  const navigation = useNavigation();
  const requoting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { quote, space } = data;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="summary-heading" className="text-xl font-bold text-navy">
        Booking summary
      </h2>
      <p className="mt-3 font-semibold text-slate-900">{space.title}</p>
      <p className="text-sm text-slate-800">
        {space.address.line}, {space.address.city}, {space.address.postcode}
      </p>
      <p className="mt-2 text-sm text-slate-800">{data.period}</p>
      {data.rental === "long" ? (
        <p className="text-sm text-slate-800">
          {data.seasonPlanName}
          {data.seasonInterval > 1 ? `, paid ${data.seasonInterval} months at a time` : ""}
        </p>
      ) : null}
      <div aria-live="polite" className="mt-4 border-t border-slate-200 pt-4">
        {requoting ? (
          <p className="font-semibold text-slate-800">{FETCHING_QUOTES}</p>
        ) : quote.kind === "refused" ? (
          <>
            <p role="alert" className="font-medium text-danger">
              {quote.message}
            </p>
            <Link
              to={space.pagePath}
              className="mt-2 inline-block text-blue-800 underline hover:text-blue-900"
            >
              Choose other times
            </Link>
          </>
        ) : (
          <>
            <dl className="space-y-2 text-slate-900">
              {quote.lines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4">
                  <dt>
                    {line.label}
                    {line.note ? (
                      <span className="block text-sm text-slate-700">{line.note}</span>
                    ) : null}
                  </dt>
                  <dd className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(line.amount, quote.currency)}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold">
                <dt>{data.rental === "long" ? "To pay today" : "Total"}</dt>
                <dd className="tabular-nums">{formatMoney(quote.total, quote.currency)}</dd>
              </div>
            </dl>
            {quote.later ? <p className="mt-2 text-sm text-slate-800">{quote.later}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}

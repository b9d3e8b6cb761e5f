import { Link } from "react-router";
import type { SpacePageData } from "~/routes/space-page/space-page.server";
import { formatMoney } from "~/lib/format";

function headline(price: SpacePageData["price"], currency: string) {
  switch (price.kind) {
    case "hourly":
      return `${formatMoney(price.total, currency)} total`;
    case "monthly":
      return `${formatMoney(price.perMonth, currency)} a month`;
    case "unpriced":
      return price.message;
  }
}

/**
 * The price for the chosen period and the way to book, held at the foot of a phone's screen
 * while the page scrolls (the price panel does it beside the page on wide screens). It follows
 * the page's main content, so once scrolled to, it covers nothing. When the period cannot
 * be booked it leads to the panel to choose another.
 */
export function BookBar({ data }: { data: SpacePageData }) {
  const { price, bookHref, availability, stay, space } = data;
  if (data.closed) return null;
  const fullyBooked = availability?.available === false;
  return (
    <aside
      aria-label="Price and booking"
      className="sticky bottom-0 z-30 flex items-center justify-between gap-2 border-t border-slate-300 bg-white px-4 py-3 shadow-[0_-6px_16px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <div className="min-w-0">
        <p
          className={
            price.kind === "unpriced"
              ? "text-sm font-semibold text-slate-900"
              : "text-xl font-bold text-navy"
          }
        >
          {headline(price, space.currency.value)}
        </p>
        <p
          className={`text-sm text-balance ${fullyBooked ? "font-medium text-danger" : "text-slate-700"}`}
        >
          {fullyBooked ? "Fully booked for this period" : stay.brief}
        </p>
      </div>
      {bookHref ? (
        <Link
          to={bookHref}
          className="shrink-0 rounded-md bg-mint px-3 py-3 font-semibold text-navy hover:bg-mint-600 hover:text-white"
        >
          Book this space
        </Link>
      ) : (
        <a
          href="#price-heading"
          className="shrink-0 rounded-md border-2 border-navy px-3 py-2.5 font-semibold text-navy hover:bg-navy-50"
        >
          {stay.rental === "long" ? "Change dates" : "Change times"}
        </a>
      )}
    </aside>
  );
}

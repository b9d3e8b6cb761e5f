import { data, type RouterContextProvider } from "react-router";
import { formatMoney } from "~/lib/format";
import { clockTime, parkingTime, periodSummary } from "~/lib/booking-period";
import type { ExtensionQuote, ManageBooking } from "#contract/manage-bookings";
import { manageBookingsFor } from "~/upstream/manage-bookings.server";
import { confirmationView } from "~/routes/booking-confirmation/booking-confirmation.server";
import { cancellationOutcome, paidWith } from "~/routes/account/booking-view.server";

/** The page of the booking a token opens, and its cancel and add-time pages. */
export function manageHref(token: string) {
  return `/manage-booking/${encodeURIComponent(token)}`;
}

/**
 * The booking a manage link's token opens. A link that opens nothing (404) or has expired (410)
 * is the error page with the service's words and the way to ask for a new link.
 */
export async function openedBooking(
  context: Readonly<RouterContextProvider>,
  token: string | undefined,
): Promise<ManageBooking> {
  const opened = await manageBookingsFor(context).open(token ?? "");
  if (opened.kind === "opened") return opened.booking;
  throw data({ message: opened.message }, { status: opened.status });
}

/** Parked now, in a stay that has not ended: the only time added time can be bought. */
function parkedNow(managed: ManageBooking, now: Date) {
  const { booking } = managed;
  return (
    booking.status === "confirmed" &&
    booking.rental !== "long" &&
    Date.parse(booking.start) <= now.getTime() &&
    managed.ends_at !== null &&
    Date.parse(managed.ends_at) > now.getTime()
  );
}

/** What cancelling the whole stay now refunds, extensions included. */
function cancelTerms(managed: ManageBooking) {
  const { cancellation } = managed;
  const { currency } = managed.booking;
  if (!cancellation) return null;
  const refund = [cancellation, ...managed.extensions.map((part) => part.cancellation)].reduce(
    (sum, part) => sum + (part?.refund ?? 0),
    0,
  );
  const whole =
    cancellation.kind === "end-subscription" ? cancellation : { ...cancellation, refund };
  return {
    rule: cancellation.rule,
    outcome: cancellationOutcome(whole, currency.value),
  };
}

/** Everything a booking's manage page shows, and the links it offers. */
export function manageBookingView(managed: ManageBooking, token: string, now: Date) {
  const { booking, payment } = managed;
  const money = (amount: number) => formatMoney(amount, booking.currency.value);
  const href = manageHref(token);
  const terms = cancelTerms(managed);
  return {
    ...confirmationView(booking, booking.review_hash ?? ""),
    endsAt: managed.ends_at && parkingTime(managed.ends_at),
    billedTo: managed.billed_to,
    paidWith: payment ? paidWith(payment) : null,
    paidAt: payment ? parkingTime(payment.paid_at) : null,
    hasCalendar: booking.status === "confirmed" && booking.review_hash !== null,
    extensions: managed.extensions.map((part) => ({
      reference: part.booking.reference,
      period: periodSummary(part.booking),
      total: money(part.booking.total),
      cancelled: part.booking.status === "cancelled",
    })),
    linkExpiresOn: parkingTime(managed.link_expires_at),
    cancelHref: terms ? `${href}/cancel` : null,
    terms,
    addTimeHref: parkedNow(managed, now) ? `${href}/add-time` : null,
  };
}

export type ManageBookingView = ReturnType<typeof manageBookingView>;

/** The quoted ends, each with what it costs, as the add-time form offers them. */
export function extensionChoices(quote: ExtensionQuote) {
  const money = (amount: number) => formatMoney(amount, quote.currency.value);
  return quote.choices.map((choice) => ({
    end: choice.end,
    label: `Until ${clockTime(choice.end)}`,
    price: money(choice.total),
    breakdown: `${money(choice.value)} parking and ${money(choice.serviceFee)} service fee`,
  }));
}

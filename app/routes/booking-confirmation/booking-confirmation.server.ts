import { formatMoney, plural } from "~/lib/format";
import { calendarHref, directionsHref, spaceHref } from "~/lib/booking-links";
import {
  clockTime,
  parkingTime,
  periodDetails,
  timeSpan,
  type PeriodDetail,
} from "~/lib/booking-period";
import type { Booking } from "#contract/bookings";
import type { BookedExtra } from "#contract/extras";
import { valueBand } from "~/routes/space-page/space-page.server";

function roundedMoney(amount: number) {
  return Math.round(amount * 100) / 100;
}

function guests(adults: number, children: number) {
  const adultsText = plural(adults, "adult");
  return children > 0 ? `${adultsText} and ${plural(children, "child", "children")}` : adultsText;
}

function hoursOf(minutes: number) {
  return minutes % 60 === 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
}

/** What the extra's plan booked: the pickup, the entry window or the lounge visit. */
function planDetails(plan: BookedExtra["plan"]): PeriodDetail[] {
  switch (plan?.key) {
    case undefined:
      return [];
    case "park-and-go": {
      const { pickup_location: from, destination } = plan;
      return [
        { term: "Pickup", detail: parkingTime(plan.pickup_at) },
        { term: "From", detail: `${from.address}, ${from.city}, ${from.postcode}` },
        { term: "To", detail: `${destination.point}, ${destination.name}` },
        { term: "Passengers", detail: String(plan.passengers) },
      ];
    }
    case "fast-track-security":
      return [
        {
          term: "Entry window",
          detail: timeSpan(plan.entry_window.opens_at, plan.entry_window.closes_at),
        },
        { term: "Flight", detail: parkingTime(plan.flight_at) },
        { term: "Passengers", detail: String(plan.passengers) },
      ];
    case "airport-lounge": {
      const meta = plan.products_meta;
      return [
        { term: "Arrival", detail: parkingTime(plan.arrival_at) },
        { term: "Guests", detail: guests(plan.adults, plan.children) },
        {
          term: "Opening hours",
          detail: `${meta.opening_hours.opens} to ${meta.opening_hours.closes}`,
        },
        { term: "Longest stay", detail: hoursOf(meta.max_stay_minutes) },
        ...(plan.children > 0
          ? [
              {
                term: "Children",
                detail: `Aged ${meta.child_ages}${meta.under_twos_free ? "; under-twos go free" : ""}`,
              },
            ]
          : []),
      ];
    }
  }
}

function extraView(extra: BookedExtra, money: (amount: number) => string) {
  return {
    id: extra.id,
    name: extra.name,
    airport: extra.airport.name,
    price: money(extra.price),
    booked: extra.items.map((item) => `${item.quantity} × ${item.variant.name}`).join(", "),
    details: planDetails(extra.plan),
    steps:
      extra.plan?.key === "park-and-go"
        ? extra.plan.checkout_instructions.map((instruction) => instruction.text)
        : [],
  };
}

function parkingLabel(booking: Booking) {
  if (booking.rental !== "long") return "Parking";
  const count = booking.interval_count ?? 1;
  return count === 1 ? "Parking, first month" : `Parking, first ${count} months`;
}

/** What was paid, line by line, as the service charged it. */
function paymentLines(booking: Booking, money: (amount: number) => string) {
  const discount = roundedMoney(booking.valueBeforeDiscount - booking.value);
  const optional = (label: string, amount: number) =>
    amount > 0 ? [{ label, amount: money(amount) }] : [];
  return [
    { label: parkingLabel(booking), amount: money(booking.valueBeforeDiscount) },
    ...(discount > 0 ? [{ label: "Discount", amount: `−${money(discount)}` }] : []),
    { label: "Service fee", amount: money(booking.serviceFee) },
    ...optional("Arrangement fee", booking.arrangementFee),
    ...optional("Refundable deposit", booking.deposit),
    ...optional("Extras", booking.totalProductsValue),
  ];
}

/**
 * Spec §7's purchase event. `value` is what the driver bought, parking and extras; the
 * service fee goes separately, and a refundable deposit is not revenue. GA4 counts a
 * transaction id once, so a reload of the page does not count the booking twice.
 */
export function purchaseEvent(booking: Booking) {
  const discount = roundedMoney(booking.valueBeforeDiscount - booking.value);
  return {
    event: "purchase",
    value_band: valueBand(booking.rental, booking.value),
    ecommerce: {
      transaction_id: booking.reference,
      value: roundedMoney(booking.value + booking.totalProductsValue),
      currency: booking.currency.value,
      coupon: booking.discount_code,
      service_fee: booking.serviceFee,
      affiliate_journey: booking.affiliate,
      items: [
        {
          item_id: String(booking.space.id),
          item_name: booking.space.title,
          item_category: booking.rental,
          item_variant: booking.season_plan,
          price: booking.value,
          discount: discount > 0 ? discount : undefined,
          quantity: 1,
        },
        ...booking.products.map((extra) => ({
          item_id: String(extra.id),
          item_name: extra.name,
          item_category: extra.key,
          price: extra.price,
          quantity: 1,
        })),
      ],
    },
  };
}

function vehicle(booking: Booking) {
  if (booking.vehicle_reg) return booking.vehicle_reg;
  return booking.registration_unknown ? "Not given yet" : null;
}

/** Everything the confirmation page shows of `booking`, opened with its link's `hash`. */
export function confirmationView(booking: Booking, hash: string) {
  const money = (amount: number) => formatMoney(amount, booking.currency.value);
  const { space } = booking;
  const point =
    space.lat !== null && space.lng !== null ? { lat: space.lat, lng: space.lng } : null;
  return {
    status: booking.status,
    rental: booking.rental,
    reference: booking.reference,
    space: {
      title: space.title,
      address: `${space.address.line}, ${space.address.city}, ${space.address.postcode}`,
      href: spaceHref(space.id),
      directionsHref: point && directionsHref(point),
    },
    period: periodDetails(booking),
    vehicle: vehicle(booking),
    holdExpiresAt: booking.hold_expires_at && clockTime(booking.hold_expires_at),
    extras: booking.products.map((extra) => extraView(extra, money)),
    payment: {
      lines: paymentLines(booking, money),
      total: money(booking.total),
      refund: booking.refund === null ? null : money(booking.refund),
    },
    accessInstructions: booking.access_instructions,
    calendarHref: calendarHref(booking, hash),
    purchase: booking.status === "confirmed" ? purchaseEvent(booking) : null,
  };
}

export type ConfirmationView = ReturnType<typeof confirmationView>;

import type { Booking } from "#contract/bookings";
import type { Country, Currency, SeasonPlan } from "#contract/vocabulary";
import { TIME_ZONES } from "#contract/wall-clock";

/** How booking emails write money, moments and places; times on the clock where the space is. */

const moneyFormats = new Map<Currency, Intl.NumberFormat>();
const momentFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "£12.50", "€8.00": an amount in the currency's major unit, as the API carries it. */
export function moneyText(amount: number, currency: Currency): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

function zoneFormat(
  formats: Map<string, Intl.DateTimeFormat>,
  country: Country,
  options: Intl.DateTimeFormatOptions,
) {
  const zone = TIME_ZONES[country];
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, ...options });
    formats.set(zone, format);
  }
  return format;
}

/** "Mon, 3 Jun 2030, 09:30" on the space's clock. */
export function spaceMoment(moment: string | Date, country: Country): string {
  return zoneFormat(momentFormats, country, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(moment));
}

/** "Mon, 3 Jun 2030" on the space's clock. */
export function spaceDay(moment: string | Date, country: Country): string {
  return zoneFormat(dayFormats, country, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(moment));
}

export function addressText(space: Booking["space"]): string {
  const { line, city, postcode } = space.address;
  return [line, city, postcode].filter((part) => part.trim() !== "").join(", ");
}

/** Directions in whichever maps app the phone opens: the space's point, or else its address. */
export function directionsLink(space: Booking["space"]): string {
  const destination =
    space.lat !== null && space.lng !== null ? `${space.lat},${space.lng}` : addressText(space);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const planDays: Record<SeasonPlan, string> = {
  "mon-sun": "every day",
  "mon-fri": "weekdays",
  "any-three-days": "any three days a week",
};

/** "Monthly parking, weekdays, paid every 3 months". */
export function monthlyPlan(booking: Pick<Booking, "season_plan" | "interval_count">): string {
  const count = booking.interval_count ?? 1;
  const days = booking.season_plan ? `, ${planDays[booking.season_plan]}` : "";
  return `Monthly parking${days}, paid every ${count === 1 ? "month" : `${count} months`}`;
}

/** When the booking is, as rows of the booking's details. */
export function periodRows(booking: Booking, country: Country) {
  if (booking.rental !== "long") {
    return [
      { term: "Arriving", detail: spaceMoment(booking.start, country) },
      ...(booking.end ? [{ term: "Leaving", detail: spaceMoment(booking.end, country) }] : []),
    ];
  }
  const rows = [
    { term: "Plan", detail: monthlyPlan(booking) },
    { term: "Starts", detail: spaceDay(booking.start, country) },
  ];
  if (booking.end) rows.push({ term: "Ends", detail: spaceDay(booking.end, country) });
  else if (booking.paid_until) {
    rows.push({
      term: "Paid until",
      detail: `${spaceDay(booking.paid_until, country)}, then renews each month until you cancel`,
    });
  }
  return rows;
}

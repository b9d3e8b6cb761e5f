import { data } from "react-router";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import {
  defaultStay,
  describeStay,
  isRental,
  readStay,
  startOfHalfHour,
  stayQuery,
  type Stay,
  type StayReading,
} from "~/lib/stay";
import { seasonPlans, type Rental } from "#contract/vocabulary";
import { PARKING_TIME_ZONE, wallDate, wallDateTime } from "#contract/wall-clock";
import { dayFormat, momentFormat, timeOfDayFormat } from "~/lib/moment-formats";
import type { SpaceDetail } from "#contract/spaces";
import type { QuoteAnswer, Spaces } from "~/upstream/spaces.server";

/** Spec §9's analytics value bands: short-term and long-term parking have their own. */
export function valueBand(rental: Rental, value: number): "high" | "medium" | "low" {
  const [high, medium] = rental === "long" ? [150, 50] : [10, 1];
  if (value > high) return "high";
  if (value > medium) return "medium";
  return "low";
}

const monthYear = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  month: "long",
  year: "numeric",
});

/** Whether a bay is free for the stay, and from when a monthly one is when none is. */
type Availability = {
  bays: SpaceDetail["bays"];
  availableFrom: string | null;
};

function describeAvailability(stay: Stay, { bays, availableFrom }: Availability) {
  if (bays.free > 0) {
    if (stay.rental === "long") {
      return `A bay is free for monthly parking from ${dayFormat.format(stay.start)}.`;
    }
    const noun = bays.total === 1 ? "bay" : "bays";
    return `Free for your times: ${bays.free} of ${bays.total} ${noun}.`;
  }
  if (stay.rental === "long") {
    return availableFrom
      ? `Fully booked from ${dayFormat.format(stay.start)}. A bay is free for monthly parking from ${dayFormat.format(new Date(availableFrom))}.`
      : "No bay is free for monthly parking. Choose a nearby space.";
  }
  return "Fully booked for these times. Choose other times or a nearby space.";
}

/**
 * The space's answer counts its free bays for the stay it was asked about; only a fully booked
 * monthly stay asks the service when a bay frees up.
 */
async function availabilityFor(
  spaces: Spaces,
  space: SpaceDetail,
  stay: Stay,
): Promise<Availability> {
  if (space.bays.free > 0 || stay.rental !== "long") {
    return { bays: space.bays, availableFrom: null };
  }
  const asked = await spaces.availability(space.id, stay).catch(() => null);
  return { bays: space.bays, availableFrom: asked?.available_from ?? null };
}

/** "Thu 26 Nov, 09:00–17:00", both days in full when it runs overnight: the phone's price bar. */
function briefStay(stay: Stay) {
  if (stay.rental === "long") return `Monthly from ${dayFormat.format(stay.start)}`;
  if (!stay.end) return momentFormat.format(stay.start);
  return wallDate(stay.start) === wallDate(stay.end)
    ? `${momentFormat.format(stay.start)}–${timeOfDayFormat.format(stay.end)}`
    : `${momentFormat.format(stay.start)} – ${momentFormat.format(stay.end)}`;
}

export type PriceSummary =
  | {
      kind: "hourly";
      parking: number;
      serviceFee: number;
      total: number;
    }
  | {
      kind: "monthly";
      parking: number;
      serviceFee: number;
      /** Parking and service fee: what each later month costs, as the quote says. */
      perMonth: number;
      arrangementFee: number;
      deposit: number;
      firstPayment: number;
      /** The service's words for the later payments. */
      message: string | null;
    }
  | { kind: "unpriced"; message: string };

function priceSummary(answer: QuoteAnswer | null, invalid: boolean): PriceSummary {
  if (invalid || !answer) {
    return { kind: "unpriced", message: "Choose a valid period to see the price." };
  }
  if (answer.kind === "refused") {
    return {
      kind: "unpriced",
      message:
        answer.status === 404
          ? "This space is not taking bookings at the moment."
          : answer.status === 400
            ? "This period cannot be booked. Choose another to see the price."
            : answer.message,
    };
  }
  const { quote } = answer;
  const line = quote.quotes[0]!;
  if (line.per_month !== null) {
    return {
      kind: "monthly",
      parking: line.value,
      serviceFee: quote.serviceFee,
      perMonth: line.per_month,
      arrangementFee: quote.arrangementFee,
      deposit: line.deposit,
      firstPayment: quote.totalValue,
      message: line.message,
    };
  }
  return {
    kind: "hourly",
    parking: line.value,
    serviceFee: quote.serviceFee,
    total: quote.totalValue,
  };
}

/** The quote's reasons, by the form field they concern, added to the stay's own. */
function fieldErrors(reading: StayReading, answer: QuoteAnswer | null) {
  const errors: Partial<Record<"start" | "end" | "season_plan" | "rental", string>> = {
    ...reading.errors,
  };
  if (answer?.kind === "refused" && answer.status === 400) {
    for (const field of ["start", "end", "season_plan", "rental"] as const) {
      const message = answer.fields[field]?.[0];
      if (message && !errors[field]) errors[field] = message;
    }
  }
  return errors;
}

function offeredRentals(space: SpaceDetail): Rental[] {
  const offered: Rental[] = [];
  if (space.rentals.short) offered.push("short");
  if (space.rentals.long && Object.keys(space.seasons).length > 0) offered.push("long");
  if (space.rentals.airport) offered.push("airport");
  return offered.length > 0 ? offered : ["short"];
}

/**
 * What the page shows of the space, which is all the browser is sent of it: the seasons only of
 * the plan a monthly stay is priced on, and none of what a search result carries besides.
 */
function shownSpace(space: SpaceDetail, stay: Stay) {
  const seasons: SpaceDetail["seasons"] = {};
  const planned = space.seasons[stay.seasonPlan];
  if (stay.rental === "long" && planned) seasons[stay.seasonPlan] = planned;
  return {
    id: space.id,
    title: space.title,
    space_type: space.space_type,
    description: space.description,
    address: space.address,
    lat: space.lat,
    lng: space.lng,
    currency: space.currency,
    rating: space.rating,
    facilities: space.facilities,
    access: space.access,
    bays: { total: space.bays.total },
    photos: space.photos,
    seasons,
    annual_saving: space.annual_saving,
  };
}

/**
 * Everything the space page shows, for the space `id` and the stay in the query. Throws the
 * 404 (or 410) the error page shows when there is no such space to show.
 */
export async function loadSpacePage(
  spaces: Spaces,
  id: number,
  url: URL,
  options: {
    now: Date;
    siteUrl: string;
    /** The page's canonical address, as the document's canonical link names it. */
    pageUrl: string;
    /** Runs once the space is known, before it is priced: a redirect is thrown here. */
    beforePricing?: (space: SpaceDetail) => Promise<void>;
  },
) {
  const { now } = options;
  const isValid = (reading: StayReading) => Object.keys(reading.errors).length === 0;
  const serviceStay = (reading: StayReading) =>
    isValid(reading)
      ? reading.stay
      : defaultStay(reading.stay.rental, reading.stay.seasonPlan, now);

  // One call for the space, its price and its reviews, for the stay asked: almost always the
  // one shown. A period that cannot be read is not priced.
  const asked = readStay(url.searchParams, now);
  const answer = await spaces.space(
    id,
    serviceStay(asked),
    isValid(asked) ? ["quote", "reviews"] : ["reviews"],
  );
  if (answer.kind === "missing") throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
  if (answer.kind === "gone") throw data({ message: answer.message }, { status: 410 });
  let space = answer.space;
  let quote = answer.quote ?? null;
  const reviews = answer.reviews ?? null;
  await options.beforePricing?.(space);

  // A rental the space does not offer falls back to one it does, and the page says so.
  const offered = offeredRentals(space);
  const reading = offered.includes(asked.stay.rental)
    ? asked
    : readStay(url.searchParams, now, offered);
  const { stay } = reading;
  const stayValid = isValid(reading);
  const wanted = url.searchParams.get("rental");
  const notice =
    isRental(wanted) && wanted !== stay.rental
      ? `This space is not offered for ${rentalNames[wanted]} parking, so it is shown for ${rentalNames[stay.rental]} parking.`
      : null;
  if (reading !== asked) {
    const again = await spaces.space(id, serviceStay(reading), stayValid ? ["quote"] : []);
    if (again.kind === "space") space = again.space;
    quote = again.kind === "space" ? (again.quote ?? null) : null;
  }

  const availability = stayValid ? await availabilityFor(spaces, space, stay) : null;
  // The space is shown (to its owner) but the service prices no period: it is hidden.
  const closed = quote?.kind === "refused" && quote.status === 404;
  const price = priceSummary(quote, !stayValid);
  const available = (availability?.bays.free ?? 0) > 0;
  const query = stayQuery(stay).toString();
  const parkingValue = price.kind === "unpriced" ? (space.price?.value ?? 0) : price.parking;

  return {
    space: shownSpace(space, stay),
    pageUrl: options.pageUrl,
    siteUrl: options.siteUrl,
    offered,
    /** The monthly plans the space has seasons for, to choose from. */
    plans: seasonPlans.filter((plan) => (space.seasons[plan]?.length ?? 0) > 0),
    stay: {
      rental: stay.rental,
      seasonPlan: stay.seasonPlan,
      fields: reading.fields,
      errors: fieldErrors(reading, quote),
      notice,
      summary: describeStay(stay),
      brief: briefStay(stay),
      /** The earliest values the form takes, on the half hour so 30-minute steps line up. */
      earliest: { dateTime: wallDateTime(startOfHalfHour(now)), date: wallDate(now) },
    },
    closed,
    price,
    availability: availability && {
      available,
      text: describeAvailability(stay, availability),
    },
    bookHref: price.kind !== "unpriced" && available ? `${url.pathname}/book?${query}` : null,
    reviews: reviews && {
      total: reviews.total,
      items: reviews.reviews.map((review) => ({
        ...review,
        written: monthYear.format(new Date(review.created_at)),
      })),
    },
    viewItem: {
      event: "view_item",
      value_band: valueBand(stay.rental, parkingValue),
      ecommerce: {
        currency: space.currency.value,
        value: parkingValue,
        items: [
          {
            item_id: String(space.id),
            item_name: space.title,
            item_category: stay.rental,
            item_variant: stay.rental === "long" ? stay.seasonPlan : null,
            price: parkingValue,
            quantity: 1,
          },
        ],
      },
    },
  };
}

export type SpacePageData = Awaited<ReturnType<typeof loadSpacePage>>;

export const rentalNames: Record<Rental, string> = {
  short: "hourly",
  long: "monthly",
  airport: "airport",
};

import type { Db } from "../db/client";
import type { ProductVariant } from "../db/schema/products";
import { MAX_PASSENGERS, type Currency, type ProductKey } from "#contract/vocabulary";
import {
  findListingForExtras,
  findProducts,
  type Airport,
  type ListingForExtras,
  type Product,
} from "../repositories/products";
import { airportServing } from "./airport-served";
import {
  FAST_TRACK_CLOSES_MINUTES_BEFORE,
  FAST_TRACK_OPENS_MINUTES_BEFORE,
  LOUNGE_CHILD_AGES,
  LOUNGE_MAX_STAY_MINUTES,
  loungeHours,
  productNames,
  seatsOf,
  type LoungeHours,
} from "./catalogue";
import { offersParkAndGo, parkingTypeOf } from "#contract/parking-type";

/*
 * Prices airport extras. The products API's quote routes and the booking engine both call
 * `quoteProducts`, so an extra costs the same on the add-on step, in the booking quote and in
 * the purchase. Amounts are integer minor units of the product's currency.
 */

/** A ride from the space to the terminal: how many travel, and when the driver collects them. */
export type ParkAndGoDetails = { passengers: number; pickupAt: Date };
/** Fast-track passes for `passengers`, for the flight leaving at `flightAt`. */
export type FastTrackDetails = { passengers: number; flightAt: Date };
/** A lounge visit for `adults` and `children` (2 to 11; under-2s go free) from `arrivalAt`. */
export type LoungeDetails = { adults: number; children: number; arrivalAt: Date };

type QuoteLineBase = {
  /** The product's id, as the products search answered it. */
  id: number;
  /**
   * A variant's key. Left out: the first variant, or with details the variants they call for
   * (the smallest ride that seats the passengers; a lounge's adult and child prices).
   */
  variant?: string;
  /** The listing the driver parks at; its airport must be the product's. */
  locationId: number;
  /** The parking price of that session, in minor units (spec §7: the web sends pounds × 100). */
  parkingPriceMinor: number;
  parkingSessionStartsAt: Date;
  parkingSessionEndsAt: Date;
  /** The space's currency; the product must be priced in it. */
  currency: Currency;
};

/**
 * One extra to price. Without `details` one unit of the variant is priced (a single
 * fast-track pass, one lounge ticket); with them, the party and time they describe.
 */
export type ProductQuoteLine =
  | (QuoteLineBase & { key: "park-and-go"; details?: ParkAndGoDetails })
  | (QuoteLineBase & { key: "fast-track-security"; details?: FastTrackDetails })
  | (QuoteLineBase & { key: "airport-lounge"; details?: LoungeDetails });

export type ProductQuoteRequest = {
  products: readonly ProductQuoteLine[];
  /** Decides whether a time has passed and which parking type a session is (spec §4). */
  now: Date;
};

/** A variant priced `quantity` times. */
export type QuotedItem = {
  variant: { key: string; name: string };
  quantity: number;
  unitPriceMinor: number;
  priceMinor: number;
};

/** One of spec §3's park-and-go checkout instructions, in the order the driver meets them. */
export type CheckoutInstruction = {
  step: "reach-pickup-location" | "pickup-scheduled" | "driver-on-the-way" | "destination";
  text: string;
};

export type ParkAndGoPlan = {
  key: "park-and-go";
  passengers: number;
  pickupAt: Date;
  /** The space the driver parks at: the ride starts there. */
  pickupLocation: {
    address: string;
    city: string;
    postcode: string;
    lat: number | null;
    lng: number | null;
  };
  /** The ride ends at the terminal's drop-off. */
  destination: Airport & { point: string };
  checkoutInstructions: CheckoutInstruction[];
};

export type FastTrackPlan = {
  key: "fast-track-security";
  passengers: number;
  flightAt: Date;
  /** When the pass lets its holders into the lane. */
  entryWindow: { opensAt: Date; closesAt: Date };
};

export type LoungePlan = {
  key: "airport-lounge";
  adults: number;
  children: number;
  arrivalAt: Date;
  /** Spec §3's lounge productsMeta. */
  productsMeta: {
    openingHours: LoungeHours;
    maxStayMinutes: number;
    childAges: string;
    underTwosFree: true;
  };
};

export type QuotedProduct = {
  id: number;
  key: ProductKey;
  name: string;
  airport: Airport;
  locationId: number;
  currency: Currency;
  items: QuotedItem[];
  priceMinor: number;
  /** What the details booked, to keep with the booking; null when priced without details. */
  plan: ParkAndGoPlan | FastTrackPlan | LoungePlan | null;
};

export type ProductQuote = {
  currency: Currency;
  products: QuotedProduct[];
  productsMinor: number;
  /** Each parking session's price once, however many extras go with it. */
  parkingMinor: number;
  totalMinor: number;
};

/**
 * Why a line cannot be priced. `field` is the API's name for the input at fault
 * ("pickup_at"); `inDetails` says it is one of the line's details.
 */
export type ProductQuoteProblem = {
  line: number;
  field: string;
  message: string;
  inDetails: boolean;
};

export type ProductQuoteResult =
  | { ok: true; quote: ProductQuote }
  | { ok: false; status: 400 | 404; problems: ProductQuoteProblem[] };

// Great Britain, Northern Ireland and Ireland share their clocks all year.
const clockTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const calendarDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "09:30 on Tue 1 Dec", in local time. */
function localMoment(moment: Date): string {
  return `${clockTime.format(moment)} on ${calendarDay.format(moment)}`;
}

function minutesBefore(moment: Date, minutes: number) {
  return new Date(moment.getTime() - minutes * 60_000);
}

type Problems = Array<Omit<ProductQuoteProblem, "line">>;

type Pricing = {
  line: ProductQuoteLine;
  product: Product;
  listing: ListingForExtras;
  airport: Airport;
  now: Date;
};

type Priced = { items: QuotedItem[]; plan: QuotedProduct["plan"] };

function item(variant: ProductVariant, quantity: number): QuotedItem {
  return {
    variant: { key: variant.key, name: variant.name },
    quantity,
    unitPriceMinor: variant.priceMinor,
    priceMinor: variant.priceMinor * quantity,
  };
}

function duringSession(line: ProductQuoteLine) {
  return `from ${localMoment(line.parkingSessionStartsAt)} to ${localMoment(line.parkingSessionEndsAt)}`;
}

function checkPassengers(passengers: number, problems: Problems) {
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > MAX_PASSENGERS) {
    problems.push({
      field: "passengers",
      message: `Choose from 1 to ${MAX_PASSENGERS} passengers`,
      inDetails: true,
    });
  }
}

function priceParkAndGo(
  { line, product, listing, airport, now }: Pricing,
  details: ParkAndGoDetails | undefined,
  problems: Problems,
): Priced | null {
  if (!offersParkAndGo(parkingTypeOf(line.parkingSessionStartsAt, now))) {
    problems.push({
      field: "parking_session_starts_at",
      message: "Park and Go must be booked before your parking starts",
      inDetails: false,
    });
    return null;
  }
  const rides = product.variants
    .map((variant) => ({ variant, seats: seatsOf(variant.key) }))
    .sort((a, b) => (a.seats ?? Infinity) - (b.seats ?? Infinity));
  const passengers = details?.passengers ?? 1;
  if (details) {
    checkPassengers(details.passengers, problems);
    if (details.pickupAt < now) {
      problems.push({
        field: "pickup_at",
        message: "Choose a pickup time that has not passed",
        inDetails: true,
      });
    } else if (
      details.pickupAt < line.parkingSessionStartsAt ||
      details.pickupAt >= line.parkingSessionEndsAt
    ) {
      problems.push({
        field: "pickup_at",
        message: `Choose a pickup time during your parking, ${duringSession(line)}`,
        inDetails: true,
      });
    }
  }
  const ride = line.variant
    ? rides.find(({ variant }) => variant.key === line.variant)
    : rides.find(({ seats }) => seats !== null && seats >= passengers);
  if (!ride) {
    problems.push(
      line.variant
        ? unknownVariant(product)
        : {
            field: "passengers",
            message: `No ride seats ${passengers} passengers`,
            inDetails: true,
          },
    );
    return null;
  }
  if (ride.seats !== null && ride.seats < passengers) {
    problems.push({
      field: "variant",
      message: `That ride seats up to ${ride.seats}; choose a larger one for ${passengers} passengers`,
      inDetails: false,
    });
  }
  if (problems.length > 0) return null;
  if (!details) return { items: [item(ride.variant, 1)], plan: null };
  const pickupPoint = [listing.addressLine, listing.postcode].filter(Boolean).join(", ");
  return {
    items: [item(ride.variant, 1)],
    plan: {
      key: "park-and-go",
      passengers: details.passengers,
      pickupAt: details.pickupAt,
      pickupLocation: {
        address: listing.addressLine,
        city: listing.city,
        postcode: listing.postcode,
        lat: listing.lat,
        lng: listing.lng,
      },
      destination: { ...airport, point: "Terminal drop-off" },
      checkoutInstructions: [
        {
          step: "reach-pickup-location",
          text: `Reach the pickup location, ${pickupPoint}, by ${localMoment(minutesBefore(details.pickupAt, 10))}.`,
        },
        {
          step: "pickup-scheduled",
          text: `Your pickup is scheduled for ${localMoment(details.pickupAt)} from ${pickupPoint}.`,
        },
        {
          step: "driver-on-the-way",
          text: "We text you when your driver is on the way.",
        },
        {
          step: "destination",
          text: `Your destination is the terminal drop-off at ${airport.name}.`,
        },
      ],
    },
  };
}

function priceFastTrack(
  { line, product, now }: Pricing,
  details: FastTrackDetails | undefined,
  problems: Problems,
): Priced | null {
  const pass = line.variant
    ? product.variants.find((variant) => variant.key === line.variant)
    : product.variants[0];
  if (!pass) {
    problems.push(unknownVariant(product));
    return null;
  }
  if (!details) return { items: [item(pass, 1)], plan: null };
  checkPassengers(details.passengers, problems);
  if (details.flightAt <= now) {
    problems.push({
      field: "flight_at",
      message: "Give the time of a flight that has not left yet",
      inDetails: true,
    });
  } else if (
    details.flightAt <= line.parkingSessionStartsAt ||
    details.flightAt > line.parkingSessionEndsAt
  ) {
    problems.push({
      field: "flight_at",
      message: `Give the time of a flight that leaves while you are parked, ${duringSession(line)}`,
      inDetails: true,
    });
  }
  if (problems.length > 0) return null;
  return {
    items: [item(pass, details.passengers)],
    plan: {
      key: "fast-track-security",
      passengers: details.passengers,
      flightAt: details.flightAt,
      entryWindow: {
        opensAt: minutesBefore(details.flightAt, FAST_TRACK_OPENS_MINUTES_BEFORE),
        closesAt: minutesBefore(details.flightAt, FAST_TRACK_CLOSES_MINUTES_BEFORE),
      },
    },
  };
}

function priceLounge(
  { line, product, now }: Pricing,
  details: LoungeDetails | undefined,
  problems: Problems,
): Priced | null {
  if (!details) {
    const ticket = line.variant
      ? product.variants.find((variant) => variant.key === line.variant)
      : product.variants[0];
    if (!ticket) {
      problems.push(unknownVariant(product));
      return null;
    }
    return { items: [item(ticket, 1)], plan: null };
  }
  const adult = product.variants.find((variant) => variant.key === "adult");
  const child = product.variants.find((variant) => variant.key === "child");
  if (!adult || !child) {
    problems.push({
      field: "variant",
      message: "This lounge has no adult and child prices",
      inDetails: false,
    });
    return null;
  }
  if (!Number.isInteger(details.adults) || details.adults < 1) {
    problems.push({
      field: "adults",
      message: "Children visit the lounge with an adult: choose at least 1 adult",
      inDetails: true,
    });
  } else if (!Number.isInteger(details.children) || details.children < 0) {
    problems.push({
      field: "children",
      message: "Choose how many children, or 0",
      inDetails: true,
    });
  } else if (details.adults + details.children > MAX_PASSENGERS) {
    problems.push({
      field: "adults",
      message: `Book lounge visits for up to ${MAX_PASSENGERS} people at a time`,
      inDetails: true,
    });
  }
  const hours = loungeHours(product.airportCode);
  const arrival = clockTime.format(details.arrivalAt);
  if (details.arrivalAt < now) {
    problems.push({
      field: "arrival_at",
      message: "Choose an arrival time that has not passed",
      inDetails: true,
    });
  } else if (
    details.arrivalAt < line.parkingSessionStartsAt ||
    details.arrivalAt >= line.parkingSessionEndsAt
  ) {
    problems.push({
      field: "arrival_at",
      message: `Choose an arrival time during your parking, ${duringSession(line)}`,
      inDetails: true,
    });
  } else if (arrival < hours.opens || arrival >= hours.closes) {
    problems.push({
      field: "arrival_at",
      message: `The lounge is open from ${hours.opens} to ${hours.closes}; choose an arrival time in those hours`,
      inDetails: true,
    });
  }
  if (problems.length > 0) return null;
  const items = [item(adult, details.adults)];
  if (details.children > 0) items.push(item(child, details.children));
  return {
    items,
    plan: {
      key: "airport-lounge",
      adults: details.adults,
      children: details.children,
      arrivalAt: details.arrivalAt,
      productsMeta: {
        openingHours: hours,
        maxStayMinutes: LOUNGE_MAX_STAY_MINUTES,
        childAges: LOUNGE_CHILD_AGES,
        underTwosFree: true,
      },
    },
  };
}

function unknownVariant(product: Product) {
  return {
    field: "variant",
    message: `Choose one of: ${product.variants.map((variant) => variant.key).join(", ")}`,
    inDetails: false,
  };
}

function priceLine(context: Pricing, problems: Problems): Priced | null {
  const { line } = context;
  switch (line.key) {
    case "park-and-go":
      return priceParkAndGo(context, line.details, problems);
    case "fast-track-security":
      return priceFastTrack(context, line.details, problems);
    case "airport-lounge":
      return priceLounge(context, line.details, problems);
  }
}

/** Checks that hold for every extra: the session, the money and the airport. */
function checkLine(
  line: ProductQuoteLine,
  product: Product,
  airport: Airport | null,
  currency: Currency,
  problems: Problems,
) {
  if (line.parkingSessionEndsAt <= line.parkingSessionStartsAt) {
    problems.push({
      field: "parking_session_ends_at",
      message: "The parking must end after it starts",
      inDetails: false,
    });
  }
  if (!Number.isInteger(line.parkingPriceMinor) || line.parkingPriceMinor < 0) {
    problems.push({
      field: "parking_price",
      message: "Give the parking price in minor units (pence or cents)",
      inDetails: false,
    });
  }
  if (line.currency !== currency) {
    problems.push({
      field: "currency",
      message: "Quote extras in one currency at a time",
      inDetails: false,
    });
  } else if (line.currency !== product.currency) {
    problems.push({
      field: "currency",
      message: `${product.name} is priced in ${product.currency} there`,
      inDetails: false,
    });
  }
  if (airport?.code !== product.airportCode) {
    problems.push({
      field: "location_id",
      message: `${product.name} at this airport is not offered with this space: choose extras for the airport the space serves`,
      inDetails: false,
    });
  }
}

/**
 * Prices each line, or says why it cannot: 404 when a product or a space does not exist (or
 * the product is not of the line's key), else 400 with a problem per input at fault.
 */
export async function quoteProducts(
  db: Db,
  request: ProductQuoteRequest,
): Promise<ProductQuoteResult> {
  const { now } = request;
  const productsById = new Map(
    (await findProducts(db, [...new Set(request.products.map((line) => line.id))])).map(
      (product) => [product.id, product],
    ),
  );
  const listings = new Map<number, { listing: ListingForExtras; airport: Airport | null }>();
  for (const locationId of new Set(request.products.map((line) => line.locationId))) {
    const listing = await findListingForExtras(db, locationId);
    if (listing?.status === "active") {
      listings.set(locationId, { listing, airport: await airportServing(db, listing) });
    }
  }

  const missing: ProductQuoteProblem[] = [];
  request.products.forEach((line, index) => {
    const product = productsById.get(line.id);
    if (product?.key !== line.key) {
      missing.push({
        line: index,
        field: "id",
        message: `There is no ${productNames[line.key]} extra with that id`,
        inDetails: false,
      });
    }
    if (!listings.has(line.locationId)) {
      missing.push({
        line: index,
        field: "location_id",
        message: "There is no space with that number",
        inDetails: false,
      });
    }
  });
  if (missing.length > 0) return { ok: false, status: 404, problems: missing };

  const [first] = request.products;
  const currency = first?.currency ?? "GBP";
  const quoted: QuotedProduct[] = [];
  const problems: ProductQuoteProblem[] = [];
  request.products.forEach((line, index) => {
    const product = productsById.get(line.id);
    const served = listings.get(line.locationId);
    if (!product || !served) return;
    const lineProblems: Problems = [];
    checkLine(line, product, served.airport, currency, lineProblems);
    const priced =
      lineProblems.length === 0 && served.airport
        ? priceLine(
            { line, product, listing: served.listing, airport: served.airport, now },
            lineProblems,
          )
        : null;
    problems.push(...lineProblems.map((problem) => ({ ...problem, line: index })));
    if (!priced || !served.airport) return;
    quoted.push({
      id: product.id,
      key: product.key,
      name: product.name,
      airport: served.airport,
      locationId: line.locationId,
      currency: product.currency,
      items: priced.items,
      priceMinor: priced.items.reduce((sum, { priceMinor }) => sum + priceMinor, 0),
      plan: priced.plan,
    });
  });
  if (problems.length > 0) return { ok: false, status: 400, problems };

  const sessions = new Map<string, number>();
  for (const line of request.products) {
    const session = `${line.locationId}|${line.parkingSessionStartsAt.toISOString()}|${line.parkingSessionEndsAt.toISOString()}`;
    if (!sessions.has(session)) sessions.set(session, line.parkingPriceMinor);
  }
  const productsMinor = quoted.reduce((sum, product) => sum + product.priceMinor, 0);
  const parkingMinor = [...sessions.values()].reduce((sum, price) => sum + price, 0);
  return {
    ok: true,
    quote: {
      currency,
      products: quoted,
      productsMinor,
      parkingMinor,
      totalMinor: productsMinor + parkingMinor,
    },
  };
}

import { http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import {
  bookingToReviewSchema,
  type Booking,
  type BookingReview,
  type ReviewRequest,
} from "#contract/bookings";
import { reservationSchema, type Purchased, type Reserved } from "#contract/checkout";
import { contractJson } from "./contract-json";

/**
 * The service's bookings as an emailed link opens them (api/routes/tenant-bookings.ts): an
 * hourly booking, a monthly one, an airport one with every extra and a discount, one parked in
 * already and one reviewed. Each opens only with its own hash.
 */

const NOT_FOUND = "We could not find that booking. Use the link in your booking email.";

const space = {
  id: 13,
  title: "Parking bay on Mill Lane",
  address: { line: "47 Mill Lane", city: "Leeds", postcode: "LS1 2XP" },
  lat: 53.7965,
  lng: -1.5479,
};

const hourly: Booking = {
  id: 501,
  reference: "PW-7K3M9Q",
  status: "confirmed",
  rental: "short",
  // 09:30 to 12:00 on the UK's clocks.
  start: "2030-06-03T08:30:00.000Z",
  end: "2030-06-03T11:00:00.000Z",
  rolling: false,
  paid_until: null,
  season_plan: null,
  interval_count: null,
  instant: false,
  space,
  currency: { value: "GBP", symbol: "£" },
  value: 9.9,
  valueBeforeDiscount: 9.9,
  serviceFee: 0.74,
  arrangementFee: 0,
  deposit: 0,
  totalProductsValue: 0,
  total: 10.64,
  refund: null,
  discount_code: null,
  affiliate: false,
  products: [],
  vehicle_reg: "AB12CDE",
  registration_unknown: false,
  access_instructions: "Gate code 4821. Use the left-hand bay.",
  review_hash: "hourly-hash",
  hold_expires_at: null,
  confirmed_at: "2030-05-20T10:00:00.000Z",
  cancelled_at: null,
};

const monthly: Booking = {
  ...hourly,
  id: 502,
  reference: "PW-M0NTH1",
  rental: "long",
  start: "2030-05-31T23:00:00.000Z",
  end: null,
  rolling: true,
  paid_until: "2030-06-30T23:00:00.000Z",
  season_plan: "mon-fri",
  interval_count: 1,
  value: 120,
  valueBeforeDiscount: 120,
  serviceFee: 4.99,
  arrangementFee: 5,
  deposit: 25,
  total: 154.99,
  vehicle_reg: null,
  registration_unknown: true,
  review_hash: "monthly-hash",
};

const leedsBradford = { code: "LBA", name: "Leeds Bradford Airport" };

const airport: Booking = {
  ...hourly,
  id: 503,
  reference: "PW-A1RP0T",
  rental: "airport",
  start: "2030-06-03T04:00:00.000Z",
  end: "2030-06-10T20:00:00.000Z",
  value: 40,
  valueBeforeDiscount: 50,
  serviceFee: 3,
  totalProductsValue: 61.5,
  total: 104.5,
  discount_code: "PARKWAYGIFT",
  affiliate: true,
  review_hash: "airport-hash",
  products: [
    {
      id: 1,
      key: "park-and-go",
      name: "Park and Go ride",
      airport: leedsBradford,
      location_id: 13,
      items: [
        {
          variant: { key: "standard", name: "Standard car" },
          quantity: 1,
          unit_price: 25,
          price: 25,
        },
      ],
      price: 25,
      plan: {
        key: "park-and-go",
        passengers: 2,
        pickup_at: "2030-06-03T04:30:00.000Z",
        pickup_location: {
          address: "47 Mill Lane",
          city: "Leeds",
          postcode: "LS1 2XP",
          lat: 53.7965,
          lng: -1.5479,
        },
        destination: { ...leedsBradford, point: "Terminal drop-off" },
        checkout_instructions: [
          {
            step: "reach-pickup-location",
            text: "Reach the pickup location, 47 Mill Lane, LS1 2XP, by 05:20.",
          },
          {
            step: "pickup-scheduled",
            text: "Your pickup is scheduled for 05:30 from 47 Mill Lane, LS1 2XP.",
          },
          { step: "driver-on-the-way", text: "We text you when your driver is on the way." },
          {
            step: "destination",
            text: "Your destination is the terminal drop-off at Leeds Bradford Airport.",
          },
        ],
      },
    },
    {
      id: 2,
      key: "fast-track-security",
      name: "Fast track security",
      airport: leedsBradford,
      location_id: 13,
      items: [{ variant: { key: "adult", name: "Adult" }, quantity: 2, unit_price: 6, price: 12 }],
      price: 12,
      plan: {
        key: "fast-track-security",
        passengers: 2,
        flight_at: "2030-06-03T08:00:00.000Z",
        entry_window: {
          opens_at: "2030-06-03T05:00:00.000Z",
          closes_at: "2030-06-03T07:15:00.000Z",
        },
      },
    },
    {
      id: 3,
      key: "airport-lounge",
      name: "Airport lounge",
      airport: leedsBradford,
      location_id: 13,
      items: [
        { variant: { key: "adult", name: "Adult" }, quantity: 2, unit_price: 10, price: 20 },
        { variant: { key: "child", name: "Child" }, quantity: 1, unit_price: 4.5, price: 4.5 },
      ],
      price: 24.5,
      plan: {
        key: "airport-lounge",
        adults: 2,
        children: 1,
        arrival_at: "2030-06-03T05:30:00.000Z",
        products_meta: {
          opening_hours: { opens: "04:00", closes: "21:00" },
          max_stay_minutes: 180,
          child_ages: "2 to 11",
          under_twos_free: true,
        },
      },
    },
  ],
};

/** Parked in already, so it can be reviewed. */
const parked: Booking = {
  ...hourly,
  id: 504,
  reference: "PW-PARK3D",
  start: "2025-03-03T09:30:00.000Z",
  end: "2025-03-03T12:00:00.000Z",
  review_hash: "parked-hash",
};

const reviewed: Booking = {
  ...parked,
  id: 505,
  reference: "PW-REV1EW",
  review_hash: "reviewed-hash",
};

export const bookingReview: BookingReview = {
  author: "Priya S.",
  rating: 4,
  comment: "Easy to find and the gate code worked.",
  created_at: "2025-03-04T18:00:00.000Z",
};

export const bookings = { hourly, monthly, airport, parked, reviewed };

/**
 * POST reserve's answer: the hourly booking's bay, held for payment until `holdExpiresAt`. The
 * contract's schema keeps only a reservation's fields of the booking.
 */
export function heldHourly(holdExpiresAt: string): Reserved {
  const reservation = reservationSchema.parse({ ...hourly, hold_expires_at: holdExpiresAt });
  return {
    data: {
      reservations: [reservation],
      reservation,
      total: hourly.total,
      currency: hourly.currency,
    },
  };
}

/** POST purchase's answer: `paid` confirmed, charged to a card. */
export function purchasedWith(paid: Booking[]): Purchased {
  const [first = hourly] = paid;
  const amount = paid.reduce((sum, booking) => sum + booking.total, 0);
  return {
    data: {
      purchase: {
        id: "pur_test_1",
        status: "succeeded",
        payment_method: "card",
        amount,
        currency: first.currency.value,
      },
      bookings: paid,
    },
  };
}

const byId = new Map(Object.values(bookings).map((booking) => [booking.id, booking] as const));

function withLink(id: unknown, hash: unknown) {
  const booking = byId.get(Number(id));
  return booking && booking.review_hash === hash ? booking : null;
}

export function bookingHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/tenant/bookings/:id/reviews"), ({ params, request }) => {
      const hash = new URL(request.url).searchParams.get("hash");
      if (!hash) {
        return contractJson(
          invalidRequestSchema,
          { message: "Please correct the invalid fields", errors: { hash: ["Required"] } },
          { status: 400 },
        );
      }
      const booking = withLink(params.id, hash);
      if (!booking) return contractJson(messageSchema, { message: NOT_FOUND }, { status: 404 });
      const review = booking.id === reviewed.id ? bookingReview : null;
      return contractJson(bookingToReviewSchema, { data: { booking, review } });
    }),
    http.post(api("v2/tenant/bookings/:id/reviews"), async ({ params, request }) => {
      const body = (await request.json()) as Partial<ReviewRequest>;
      const { rating } = body;
      if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { rating: ["Choose from 1 to 5 stars"] },
          },
          { status: 400 },
        );
      }
      const booking = withLink(params.id, body.hash);
      if (!booking) return contractJson(messageSchema, { message: NOT_FOUND }, { status: 404 });
      if (booking.id === reviewed.id) {
        return contractJson(
          messageSchema,
          { message: "You have already reviewed this booking. Thank you!" },
          { status: 409 },
        );
      }
      if (Date.parse(booking.start) > Date.now()) {
        return contractJson(
          messageSchema,
          { message: "You can review a space once you have parked there." },
          { status: 409 },
        );
      }
      return contractJson(
        messageSchema,
        { message: "Thank you for your review." },
        { status: 201 },
      );
    }),
  ];
}

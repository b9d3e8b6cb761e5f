import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { PRODUCT_KEYS, type ExtraChoice } from "~/booking/checkout";
import { RENTALS, SEASON_PLANS, type SeasonPlan, type Stay } from "~/components/space/stay";
import { hostContext, visitorContext } from "~/context";
import { bookedExtraSchema } from "./bookings.server";
import { refusalBodyOf, refusalOf } from "./refusal";
import { spaceCurrency } from "./space-fields";

/**
 * The marketplace service's checkout calls (spec §7): quotes with codes and extras, reserve and
 * purchase, the driver's vehicles and cards, registration look-up, payment tokens and the
 * products API's airport extras. Every answer is checked here; a refusal comes back as a value
 * with the service's message (spec §8: reserve and purchase return the error, not throw).
 */

const money = z.number();

const quoteResponse = z.object({
  data: z.object({
    quotes: z
      .array(
        z.object({
          value: money,
          valueBeforeDiscount: money,
          deposit: money,
          interval_count: z.number().int().nullable(),
          season_plan: z.enum(SEASON_PLANS).nullable(),
          products: z.array(bookedExtraSchema),
          totalProductsValue: money,
          message: z.string().nullable(),
        }),
      )
      .min(1),
    serviceFee: money,
    serviceFeeBeforeDiscount: money,
    arrangementFee: money,
    totalValue: money,
    totalValueBeforeDiscount: money,
    totalProductsValue: money,
    currency: spaceCurrency,
    discount: z.object({ code: z.string(), label: z.string() }).nullable(),
  }),
});
export type CheckoutQuote = z.infer<typeof quoteResponse>["data"];

const reservedResponse = z.object({
  data: z.object({
    reservations: z
      .array(z.object({ id: z.number().int(), hold_expires_at: z.string().nullable() }))
      .min(1),
    total: money,
  }),
});

const purchasedResponse = z.object({
  data: z.object({
    bookings: z
      .array(
        z.object({
          id: z.number().int(),
          reference: z.string(),
          rental: z.enum(RENTALS),
          /** The booking's link hash: a paid booking always has one. */
          review_hash: z.string().min(1),
        }),
      )
      .min(1),
  }),
});
export type PurchasedBooking = z.infer<typeof purchasedResponse>["data"]["bookings"][number];

const vehicleLookupResponse = z.object({
  data: z.object({
    registration: z.string(),
    make: z.string(),
    make_image: z.string(),
    model: z.string().nullable(),
    colour: z.string().nullable(),
  }),
});
export type VehicleLookup = z.infer<typeof vehicleLookupResponse>["data"];

const savedVehicle = z.object({
  id: z.number().int(),
  registration: z.string(),
  default: z.boolean(),
  custom_data: z.object({ make: z.string(), make_image: z.string().nullable() }),
});
export type SavedVehicle = z.infer<typeof savedVehicle>;

const savedCard = z.object({
  id: z.number().int(),
  reference: z.string(),
  default: z.boolean(),
  label: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;

const tokenResponse = z.object({ data: z.object({ token: z.string().min(1) }) });

const airportExtra = z.object({
  id: z.number().int(),
  key: z.enum(PRODUCT_KEYS),
  name: z.string(),
  description: z.string(),
  airport: z.object({ code: z.string(), name: z.string() }),
  variants: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      price: z.object({ value: z.number().int(), currency: z.string() }),
    }),
  ),
  images: z.object({ icon: z.string() }),
  instructions: z.string(),
});
export type AirportExtra = z.infer<typeof airportExtra>;

const extrasResponse = z.object({ data: z.array(airportExtra) });

/** What a booking line asks the service to price or hold (spec §3 space quote line). */
export type BookingLine = {
  stay: Stay;
  seasonPlan: SeasonPlan;
  seasonInterval: number;
  voucherCode: string | null;
  extras: ExtraChoice[];
  vehicleReg?: string | null;
};

function lineBody(line: BookingLine) {
  const { stay } = line;
  const period =
    stay.rental === "long"
      ? {
          start: stay.start.toISOString(),
          season_plan: line.seasonPlan,
          interval_count: line.seasonInterval,
        }
      : { start: stay.start.toISOString(), end: stay.end?.toISOString() };
  return {
    rental: stay.rental,
    ...period,
    voucher_code: line.voucherCode ?? undefined,
    products: line.extras.map(({ id, key, details }) => ({ id, key, details })),
    vehicle_reg: line.vehicleReg ?? undefined,
  };
}

export type Guest = { first_name: string; last_name: string; email: string; mobile: string };

export type Payment =
  | { method: "card"; cardId: number }
  | { method: "card" | "paypal" | "apple-pay" | "google-pay"; token: string };

export function createCheckout(http: KyInstance) {
  return {
    async quote(spaceId: number, line: BookingLine) {
      try {
        const body = await http.post(`v2/spaces/${spaceId}/quote`, { json: lineBody(line) }).json();
        return { kind: "quote" as const, quote: quoteResponse.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** Holds a bay while the driver pays; the hold lapses on its own after 15 minutes. */
    async reserve(
      spaceId: number,
      line: BookingLine,
      driver: Guest | null,
      vehicle: { vehicle_id: number } | { vehicle_reg: string } | { registration_unknown: true },
    ) {
      try {
        const body = await http
          .post(`v2/spaces/${spaceId}/reserve`, {
            json: { ...lineBody(line), ...driver, ...vehicle },
          })
          .json();
        const { reservations } = reservedResponse.parse(body).data;
        const expiries = reservations.map((reservation) =>
          new Date(reservation.hold_expires_at ?? Date.now()).getTime(),
        );
        return {
          kind: "reserved" as const,
          ids: reservations.map((reservation) => reservation.id),
          expiresAt: new Date(Math.min(...expiries)),
        };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** Pays for held bays. A retry with the same key is answered as the first attempt was. */
    async purchase(spaceId: number, reservationIds: number[], payment: Payment, key: string) {
      const paidWith =
        "cardId" in payment
          ? { payment_method: "card", card_id: payment.cardId }
          : { payment_method: payment.method, payment_token: payment.token };
      try {
        const body = await http
          .post(`v2/spaces/${spaceId}/purchase`, {
            json: { reservations: reservationIds.map((id) => ({ id })), ...paidWith },
            headers: { "Idempotency-Key": key },
          })
          .json();
        return {
          kind: "purchased" as const,
          bookings: purchasedResponse.parse(body).data.bookings,
        };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 402) {
          const { message } = await refusalBodyOf(error.response);
          return {
            kind: "declined" as const,
            message: message || "Your payment was declined.",
          };
        }
        if (error instanceof HTTPError && error.response.status === 503) {
          return {
            kind: "refused" as const,
            status: 503,
            message:
              "We could not reach the payment provider and nothing was charged. Try again in a moment.",
            fields: {},
          };
        }
        return refusalOf(error);
      }
    },

    /** Spec §5: spaces are removed from a registration before it is looked up. */
    async lookUpVehicle(registration: string) {
      const compact = registration.replace(/\s+/g, "");
      try {
        const body = await http.get(`v2/vehicle-information/${encodeURIComponent(compact)}`).json();
        return { kind: "found" as const, vehicle: vehicleLookupResponse.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async vehicles(): Promise<SavedVehicle[]> {
      const body = await http.get("v2/vehicles").json();
      return z.object({ data: z.array(savedVehicle) }).parse(body).data;
    },

    async cards(): Promise<SavedCard[]> {
      const body = await http.get("v2/cards").json();
      return z.object({ data: z.array(savedCard) }).parse(body).data;
    },

    /**
     * A new card as a one-off payment token. The embedded sandbox tokenises here, on the web
     * server, so checkout works without JavaScript; the number is never stored or logged.
     */
    async cardToken(card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
      try {
        const body = await http.post("v2/sandbox/card-tokens", { json: card }).json();
        return { kind: "token" as const, token: tokenResponse.parse(body).data.token };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** Keeps a tokenised card on the signed-in driver's account, for this and later bookings. */
    async saveCard(token: string) {
      try {
        const body = await http.post("v2/cards", { json: { payment_token: token } }).json();
        return { kind: "saved" as const, card: z.object({ data: savedCard }).parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** The wallet's approval, as the sandbox gives it (a real wallet shows its own sheet). */
    async walletToken(method: "paypal" | "apple-pay" | "google-pay") {
      try {
        const body = await http.post("v2/sandbox/wallet-tokens", { json: { method } }).json();
        return { kind: "token" as const, token: tokenResponse.parse(body).data.token };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** The airport extras offered with parking at the space from `start` (products API). */
    async airportExtras(spaceId: number, start: Date, currency: string): Promise<AirportExtra[]> {
      const body = await http
        .get("products-api/products/search", {
          searchParams: {
            location_id: spaceId,
            parking_session_starts_at: start.toISOString(),
            currency,
          },
        })
        .json();
      return extrasResponse.parse(body).data;
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckout>;

/** The checkout client for this request, with the visitor's token. */
export function checkoutFor(context: Readonly<RouterContextProvider>): CheckoutClient {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createCheckout(marketplace.client(token));
}

import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type Account as Profile, type changeMeRequestSchema, meSchema } from "#contract/accounts";
import {
  type Card,
  cardAnswerSchema,
  cardsSchema,
  type cardSetupRequestSchema,
  cardSetupSchema,
  type changeCardRequestSchema,
  type saveCardRequestSchema,
} from "#contract/cards";
import type { PaymentPageKind } from "#contract/payments";
import {
  type addVehicleRequestSchema,
  type changeVehicleRequestSchema,
  type Vehicle,
  vehicleAnswerSchema,
  vehiclesSchema,
} from "#contract/vehicles";
import {
  bookingDetailsAnswerSchema,
  cancelledBookingSchema,
  tenantBookingsSchema,
  type BookingDetails,
  type BookingTime,
  type CancelBookingRequest,
  type TenantBookingsQuery,
} from "#contract/bookings";
import { hostContext, visitorContext } from "~/upstream/context";
import { createCheckout } from "./checkout.server";
import { signedInRefusalOf } from "./refusal";

/**
 * The signed-in driver's account as the marketplace service keeps it (spec §7 account,
 * vehicles, cards and tenant bookings): profile and email preferences, bookings with their
 * payment and cancellation terms, saved vehicles and saved cards, each read with the contract's
 * schema (contract/accounts.ts, bookings.ts, vehicles.ts, cards.ts).
 *
 * A 401 is never turned into a refusal: it propagates as ky's HTTPError, for the site's one
 * rule on expired sign-ins (spec §8).
 */

export type Cancellation = NonNullable<BookingDetails["cancellation"]>;

/** What the profile page changes; the email and password are changed elsewhere. */
export type ProfileChanges = Pick<
  z.input<typeof changeMeRequestSchema>,
  "first_name" | "last_name" | "mobile" | "marketing_emails" | "booking_reminders"
>;

function isNotFound(error: unknown) {
  return error instanceof HTTPError && error.response.status === 404;
}

export function createAccount(http: KyInstance) {
  const checkout = createCheckout(http);
  return {
    async profile(): Promise<Profile> {
      return meSchema.parse(await http.get("v2/me").json()).data;
    },

    async updateProfile(changes: ProfileChanges) {
      try {
        const body = await http.patch("v2/me", { json: changes }).json();
        return { kind: "updated" as const, profile: meSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /** Upcoming bookings soonest first, past ones newest first; `hasMore` when a page follows. */
    async bookings(when: Exclude<BookingTime, "all">, page = 1, perPage = 20) {
      const searchParams = { when, page, per_page: perPage } satisfies TenantBookingsQuery;
      const body = await http.get("v2/me/tenant/bookings", { searchParams }).json();
      const { data, meta } = tenantBookingsSchema.parse(body);
      return { bookings: data, hasMore: meta.has_more };
    },

    /** One of the driver's bookings with its payment and cancellation terms; null if not theirs. */
    async booking(id: number): Promise<BookingDetails | null> {
      try {
        const body = await http.get(`v2/me/tenant/bookings/${id}`).json();
        return bookingDetailsAnswerSchema.parse(body).data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async cancelBooking(id: number) {
      try {
        const json: CancelBookingRequest = {};
        const body = await http.post(`v2/tenant/bookings/${id}/cancel`, { json }).json();
        const { message, data } = cancelledBookingSchema.parse(body);
        return { kind: "cancelled" as const, message, booking: data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async vehicles(): Promise<Vehicle[]> {
      return vehiclesSchema.parse(await http.get("v2/vehicles").json()).data;
    },

    lookUpVehicle: checkout.lookUpVehicle,

    async addVehicle(registration: string, makeDefault: boolean) {
      try {
        const json: z.input<typeof addVehicleRequestSchema> = {
          registration,
          default: makeDefault,
        };
        const body = await http.post("v2/vehicles", { json }).json();
        return { kind: "added" as const, vehicle: vehicleAnswerSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async makeDefaultVehicle(id: number) {
      try {
        const json: z.input<typeof changeVehicleRequestSchema> = { default: true };
        const body = await http.patch(`v2/vehicles/${id}`, { json }).json();
        return { kind: "changed" as const, vehicle: vehicleAnswerSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async removeVehicle(id: number) {
      try {
        await http.delete(`v2/vehicles/${id}`);
        return { kind: "removed" as const };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async cards(): Promise<Card[]> {
      return cardsSchema.parse(await http.get("v2/cards").json()).data;
    },

    /**
     * Keeps a card the provider's own page took (decisions 025, 032): the sandbox's token, or
     * Stripe's card setup once finished. Parkway's web never sees the number.
     */
    async saveCard(taken: { payment_token: string } | { setup_id: string }, makeDefault: boolean) {
      try {
        const json: z.input<typeof saveCardRequestSchema> = { ...taken, default: makeDefault };
        const body = await http.post("v2/cards", { json }).json();
        return { kind: "added" as const, card: cardAnswerSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /**
     * With Stripe: starts saving a card on its page, the Payment Element's SetupIntent
     * (`embedded`) or Checkout in setup mode (`hosted`), which come back to `returnUrl`.
     */
    async setUpCard(page: PaymentPageKind, returnUrl: string) {
      try {
        const json: z.input<typeof cardSetupRequestSchema> = { page, return_url: returnUrl };
        const body = await http.post("v2/cards/setup", { json }).json();
        return { kind: "setup" as const, setup: cardSetupSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async makeDefaultCard(id: number) {
      try {
        const json: z.input<typeof changeCardRequestSchema> = { default: true };
        const body = await http.patch(`v2/cards/${id}`, { json }).json();
        return { kind: "changed" as const, card: cardAnswerSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async removeCard(id: number) {
      try {
        await http.delete(`v2/cards/${id}`);
        return { kind: "removed" as const };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },
  };
}

export type Account = ReturnType<typeof createAccount>;

/** The account client for this request, with the visitor's token. */
export function accountFor(context: Readonly<RouterContextProvider>): Account {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createAccount(marketplace.client(token));
}

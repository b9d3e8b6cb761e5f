import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { hostContext, visitorContext } from "~/context";
import { bookingSchema } from "./bookings.server";
import { createCheckout } from "./checkout.server";
import { signedInRefusalOf } from "./refusal";

/**
 * The signed-in driver's account as the marketplace service keeps it (spec §7 account,
 * vehicles, cards and tenant bookings): profile and email preferences, bookings with their
 * payment and cancellation terms, saved vehicles and saved cards. Shapes follow the service's
 * OpenAPI description (api/routes/accounts.ts, tenant-bookings.ts, vehicles.ts, cards.ts).
 *
 * A 401 is never turned into a refusal: it propagates as ky's HTTPError, for the site's one
 * rule on expired sign-ins (spec §8).
 */

const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  marketing_emails: z.boolean(),
  booking_reminders: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const profileResponse = z.object({ data: profileSchema });

const bookingsPage = z.object({
  data: z.array(bookingSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});

const bookingDetailsResponse = z.object({
  data: z.object({
    booking: bookingSchema,
    payment: z
      .object({
        method: z.enum(["card", "paypal", "apple-pay", "google-pay"]),
        card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
        paid_at: z.iso.datetime({ offset: true }),
      })
      .nullable(),
    cancellation: z
      .object({
        kind: z.enum(["refund", "deposit-only", "end-subscription"]),
        refund: z.number().nullable(),
        ends_at: z.iso.datetime({ offset: true }).nullable(),
        rule: z.string(),
      })
      .nullable(),
  }),
});
export type BookingDetails = z.infer<typeof bookingDetailsResponse>["data"];
export type Cancellation = NonNullable<BookingDetails["cancellation"]>;

const cancelledResponse = z.object({ message: z.string(), data: bookingSchema });

const accountVehicle = z.object({
  id: z.number().int(),
  registration: z.string(),
  default: z.boolean(),
  custom_data: z.object({
    make: z.string(),
    make_image: z.string().nullable(),
    model: z.string().nullable(),
    colour: z.string().nullable(),
  }),
});
export type AccountVehicle = z.infer<typeof accountVehicle>;

const accountCard = z.object({
  id: z.number().int(),
  reference: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  default: z.boolean(),
  label: z.string(),
});
export type AccountCard = z.infer<typeof accountCard>;

export type ProfileChanges = {
  first_name: string;
  last_name: string;
  mobile: string;
  marketing_emails: boolean;
  booking_reminders: boolean;
};

export type NewCard = { number: string; exp_month: number; exp_year: number; cvc: string };

function isNotFound(error: unknown) {
  return error instanceof HTTPError && error.response.status === 404;
}

export function createAccount(http: KyInstance) {
  const checkout = createCheckout(http);
  return {
    async profile(): Promise<Profile> {
      return profileResponse.parse(await http.get("v2/me").json()).data;
    },

    async updateProfile(changes: ProfileChanges) {
      try {
        const body = await http.patch("v2/me", { json: changes }).json();
        return { kind: "updated" as const, profile: profileResponse.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /** Upcoming bookings soonest first, past ones newest first; `hasMore` when a page follows. */
    async bookings(when: "upcoming" | "past", page = 1, perPage = 20) {
      const body = await http
        .get("v2/me/tenant/bookings", { searchParams: { when, page, per_page: perPage } })
        .json();
      const { data, meta } = bookingsPage.parse(body);
      return { bookings: data, hasMore: meta.has_more };
    },

    /** One of the driver's bookings with its payment and cancellation terms; null if not theirs. */
    async booking(id: number): Promise<BookingDetails | null> {
      try {
        return bookingDetailsResponse.parse(await http.get(`v2/me/tenant/bookings/${id}`).json())
          .data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async cancelBooking(id: number) {
      try {
        const body = await http.post(`v2/tenant/bookings/${id}/cancel`, { json: {} }).json();
        const { message, data } = cancelledResponse.parse(body);
        return { kind: "cancelled" as const, message, booking: data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async vehicles(): Promise<AccountVehicle[]> {
      const body = await http.get("v2/vehicles").json();
      return z.object({ data: z.array(accountVehicle) }).parse(body).data;
    },

    lookUpVehicle: checkout.lookUpVehicle,

    async addVehicle(registration: string, makeDefault: boolean) {
      try {
        const body = await http
          .post("v2/vehicles", { json: { registration, default: makeDefault } })
          .json();
        return {
          kind: "added" as const,
          vehicle: z.object({ data: accountVehicle }).parse(body).data,
        };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async makeDefaultVehicle(id: number) {
      try {
        const body = await http.patch(`v2/vehicles/${id}`, { json: { default: true } }).json();
        return {
          kind: "changed" as const,
          vehicle: z.object({ data: accountVehicle }).parse(body).data,
        };
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

    async cards(): Promise<AccountCard[]> {
      const body = await http.get("v2/cards").json();
      return z.object({ data: z.array(accountCard) }).parse(body).data;
    },

    /**
     * Tokenises a new card as the payment step does (the embedded sandbox, on the web server),
     * then keeps it. The number and security code go no further than the tokeniser.
     */
    async addCard(card: NewCard, makeDefault: boolean) {
      const token = await checkout.cardToken(card);
      if (token.kind === "refused") return token;
      try {
        const body = await http
          .post("v2/cards", { json: { payment_token: token.token, default: makeDefault } })
          .json();
        return { kind: "added" as const, card: z.object({ data: accountCard }).parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async makeDefaultCard(id: number) {
      try {
        const body = await http.patch(`v2/cards/${id}`, { json: { default: true } }).json();
        return { kind: "changed" as const, card: z.object({ data: accountCard }).parse(body).data };
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

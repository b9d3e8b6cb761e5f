import { http, HttpResponse } from "msw";
import {
  type Account,
  accountExportSchema,
  changeEmailPreferencesRequestSchema,
  changeMeRequestSchema,
  emailChangedSchema,
  type EmailPreferences,
  emailPreferencesAnswerSchema,
  meSchema,
  signedInSchema,
} from "#contract/accounts";
import { type Voucher, voucherAnswerSchema, vouchersSchema } from "#contract/vouchers";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import {
  bookingDetailsAnswerSchema,
  cancelledBookingSchema,
  tenantBookingsSchema,
} from "#contract/bookings";
import {
  addVehicleRequestSchema,
  type Vehicle,
  vehicleAnswerSchema,
  vehicleLookupAnswerSchema,
  vehiclesSchema,
} from "#contract/vehicles";
import {
  type Card,
  cardAnswerSchema,
  cardSetupRequestSchema,
  cardSetupSchema,
  cardsSchema,
  saveCardRequestSchema,
} from "#contract/cards";
import { bookings } from "./bookings";
import { contractJson } from "./contract-json";
import { driverToken, fakeAccessToken, marketplaceUrl } from "./marketplace";

/**
 * A signed-in driver's account as the service keeps it (api/routes/accounts.ts,
 * tenant-bookings.ts, vehicles.ts, cards.ts), and the emailed unsubscribe links
 * (api/routes/unsubscribes.ts, location-notifications.ts). Each call of `accountHandlers`
 * starts from the same account; tests add them with `server.use(...accountHandlers(calls))`
 * and read what was sent from `calls`. Only the driver's token is let in, as the service
 * requires. Every answer is checked against the contract.
 */

const api = (path: string) => new URL(path, marketplaceUrl).toString();

export const NOT_FOUND = "We could not find that booking. Use the link in your booking email.";
export const UNSUBSCRIBE_SIGNATURE = "a1b2c3";
export const CANCELLATION_RULE =
  "Cancel more than 24 hours before the start and everything you paid is refunded to the card or account you paid with; later, the parking is not refunded, but a deposit always is.";

export type AccountCall = { method: string; path: string; body: unknown };

export const accountProfile: Account = {
  id: "7f0c6d8e-52f5-4e0e-9d0a-1d2b3c4d5e6f",
  email: "priya@example.com",
  first_name: "Priya",
  last_name: "Shah",
  mobile: "+447700900123",
  scope: ["driver"],
  marketing_emails: true,
  booking_reminders: true,
  created_at: "2025-01-01T10:00:00.000Z",
  listings: { drafts: [], total: 0 },
};

const ford: Vehicle = {
  id: 1,
  registration: "AB12CDE",
  default: true,
  custom_data: {
    make: "Ford",
    make_image: "/api/car-manufacturers/ford",
    model: "Focus",
    colour: "Blue",
  },
};

const visa: Card = {
  id: 12,
  reference: "Visa •••• 4242",
  brand: "visa",
  last4: "4242",
  exp_month: 4,
  exp_year: 2030,
  default: true,
  label: "Visa •••• 4242 (default)",
};

const byId = new Map(Object.values(bookings).map((booking) => [booking.id, booking] as const));

function hasEnded(booking: { end: string | null }) {
  return booking.end !== null && Date.parse(booking.end) <= Date.now();
}

const signInRequired = () =>
  contractJson(messageSchema, { message: "Authentication required" }, { status: 401 });

const notFound = (message: string) => contractJson(messageSchema, { message }, { status: 404 });

/** The driver's password in the mocks; the service checks it before any setting changes. */
export const DRIVER_PASSWORD = "correct horse battery";
/** The token the service answers a new password with: this device's, after the others stop. */
export const tokenAfterPasswordChange = fakeAccessToken({
  sub: "user_42",
  scope: ["driver"],
  exp: Math.floor(Date.now() / 1000) + 7200,
});
export const EMAIL_CHANGE_TOKEN = "email-change-link";
export const GIFT_CODE = "PARKWAYGIFT";

const gift: Voucher = {
  id: 3,
  code: GIFT_CODE,
  type: "static",
  value: 10,
  currency: { value: "GBP", symbol: "£" },
  label: "PARKWAYGIFT (£10 off)",
  valid_from: null,
  valid_until: "2027-03-31T23:59:59.000Z",
  redemptions_left: 1,
  balance: 10,
  status: "usable",
};

const wrongPassword = () =>
  contractJson(
    invalidRequestSchema,
    {
      message: "Please correct the invalid fields",
      errors: { current_password: ["Your current password is incorrect"] },
    },
    { status: 400 },
  );

function signedIn(request: Request) {
  return request.headers.get("Authorization") === `Bearer ${driverToken}`;
}

async function bodyOf(request: Request) {
  return request.headers.get("Content-Type")?.includes("json") ? request.json() : null;
}

export function accountHandlers(calls: AccountCall[] = []) {
  const vouchers: Voucher[] = [];
  const preferences: EmailPreferences = {
    booking_reminders: true,
    marketing_emails: false,
    location_alerts: true,
    alerts: [{ place_name: "Leeds", rental: "short", created_at: "2026-10-01T09:00:00.000Z" }],
  };
  const vehicles: Vehicle[] = [structuredClone(ford)];
  const cards: Card[] = [structuredClone(visa)];
  let nextId = 100;

  async function record(request: Request) {
    const body = await bodyOf(request);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown> | null;
  }

  /** Making a saved vehicle or card the default, and removing it, are answered alike. */
  function savedItemHandlers<T extends { id: number; default: boolean }>(
    path: string,
    items: T[],
    answer: (item: T) => Response,
    noSuchItem: string,
  ) {
    return [
      http.patch(api(`${path}/:id`), async ({ request, params }) => {
        if (!signedIn(request)) return signInRequired();
        await record(request);
        const item = items.find((saved) => saved.id === Number(params.id));
        if (!item) return notFound(noSuchItem);
        return answer({ ...item, default: true });
      }),
      http.delete(api(`${path}/:id`), async ({ request, params }) => {
        if (!signedIn(request)) return signInRequired();
        await record(request);
        const index = items.findIndex((saved) => saved.id === Number(params.id));
        if (index < 0) return notFound(noSuchItem);
        items.splice(index, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    ];
  }

  return [
    http.patch(api("v2/me"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = (await record(request)) ?? {};
      if (body.mobile === "07700 900000") {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { mobile: ["Enter a UK or Irish mobile number"] },
          },
          { status: 400 },
        );
      }
      return contractJson(meSchema, {
        data: { ...accountProfile, ...changeMeRequestSchema.parse(body) },
      });
    }),
    http.get(api("v2/me/tenant/bookings"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const when = new URL(request.url).searchParams.get("when");
      const listed = Object.values(bookings).filter((booking) =>
        when === "past" ? hasEnded(booking) : !hasEnded(booking),
      );
      return contractJson(tenantBookingsSchema, {
        data: listed,
        meta: { page: 1, per_page: 20, has_more: false },
      });
    }),
    http.get(api("v2/me/tenant/bookings/:id"), ({ request, params }) => {
      if (!signedIn(request)) return signInRequired();
      const booking = byId.get(Number(params.id));
      if (!booking) return notFound(NOT_FOUND);
      return contractJson(bookingDetailsAnswerSchema, {
        data: {
          booking,
          payment: {
            method: "card",
            card: { brand: "visa", last4: "4242" },
            paid_at: booking.confirmed_at ?? booking.start,
          },
          cancellation: hasEnded(booking)
            ? null
            : { kind: "refund", refund: booking.total, ends_at: null, rule: CANCELLATION_RULE },
        },
      });
    }),
    http.post(api("v2/tenant/bookings/:id/cancel"), async ({ request, params }) => {
      if (!signedIn(request)) return signInRequired();
      await record(request);
      const booking = byId.get(Number(params.id));
      if (!booking) return notFound(NOT_FOUND);
      if (hasEnded(booking)) {
        return contractJson(
          messageSchema,
          { message: "This booking has ended, so there is nothing to cancel." },
          { status: 409 },
        );
      }
      return contractJson(cancelledBookingSchema, {
        message: `Your booking is cancelled and £${booking.total.toFixed(2)} is on its way back to the card or account you paid with.`,
        data: { ...booking, status: "cancelled", refund: booking.total },
      });
    }),
    http.get(api("v2/vehicles"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      return contractJson(vehiclesSchema, { data: vehicles });
    }),
    http.get(api("v2/vehicle-information/:registration"), ({ params }) => {
      if (params.registration !== "AB12CDE") {
        return notFound(
          `We could not find a vehicle with the registration ${String(params.registration)}. Check it and try again.`,
        );
      }
      const { make, model, colour } = ford.custom_data;
      const make_image = "/api/car-manufacturers/ford";
      return contractJson(vehicleLookupAnswerSchema, {
        data: { registration: "AB12CDE", make, make_image, model, colour, year: 2019 },
      });
    }),
    http.post(api("v2/vehicles"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = addVehicleRequestSchema.parse(await record(request));
      if (vehicles.some((vehicle) => vehicle.registration === body.registration)) {
        const message = `${body.registration} is already one of your vehicles`;
        return contractJson(
          invalidRequestSchema,
          { message, errors: { registration: [message] } },
          { status: 409 },
        );
      }
      const vehicle: Vehicle = {
        id: nextId++,
        registration: body.registration,
        default: body.default === true,
        custom_data: { make: "unknown", make_image: null, model: null, colour: null },
      };
      vehicles.push(vehicle);
      return contractJson(vehicleAnswerSchema, { data: vehicle }, { status: 201 });
    }),
    ...savedItemHandlers(
      "v2/vehicles",
      vehicles,
      (vehicle) => contractJson(vehicleAnswerSchema, { data: vehicle }),
      "We could not find that vehicle in your account",
    ),
    http.get(api("v2/cards"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      return contractJson(cardsSchema, { data: cards });
    }),
    // With Stripe: a SetupIntent for the Payment Element, or Checkout's page in setup mode.
    http.post(api("v2/cards/setup"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = cardSetupRequestSchema.parse(await record(request));
      const setup =
        body.page === "embedded"
          ? { setup_id: "seti_mock", client_secret: "seti_mock_secret_test", url: null }
          : {
              setup_id: "cs_test_mock",
              client_secret: null,
              url: "https://checkout.stripe.com/c/pay/cs_test_mock",
            };
      return contractJson(cardSetupSchema, { data: setup }, { status: 201 });
    }),
    http.post(api("v2/cards"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = saveCardRequestSchema.parse(await record(request));
      // The provider's token for a card it refuses to keep (one it declined, say).
      if (body.payment_token === "tok_refused") {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { payment_token: ["This card could not be saved. Enter its details again."] },
          },
          { status: 400 },
        );
      }
      const card: Card = {
        ...visa,
        id: nextId++,
        reference: "Visa •••• 5556",
        last4: "5556",
        default: body.default === true,
        label: "Visa •••• 5556",
      };
      cards.push(card);
      return contractJson(cardAnswerSchema, { data: card }, { status: 201 });
    }),
    ...savedItemHandlers(
      "v2/cards",
      cards,
      (card) => contractJson(cardAnswerSchema, { data: card }),
      "There is no saved card with that number",
    ),
    http.post(api("v2/me/password"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = (await record(request)) ?? {};
      if (body.current_password !== DRIVER_PASSWORD) return wrongPassword();
      return contractJson(signedInSchema, {
        data: {
          access_token: tokenAfterPasswordChange,
          token_type: "Bearer",
          expires_in: 7200,
          user: accountProfile,
        },
      });
    }),
    http.post(api("v2/me/email-change"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = (await record(request)) ?? {};
      if (body.current_password !== DRIVER_PASSWORD) return wrongPassword();
      if (body.email === "taken@example.com") {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: {
              email: ["An account with this email already exists. Log in, or reset your password."],
            },
          },
          { status: 409 },
        );
      }
      return contractJson(
        messageSchema,
        {
          message: `We have sent a link to ${String(body.email)}. Open it within 24 hours to start using your new address; until then, your account keeps ${accountProfile.email}.`,
        },
        { status: 202 },
      );
    }),
    http.post(api("v2/email-change/confirm"), async ({ request }) => {
      const body = (await record(request)) ?? {};
      if (body.token !== EMAIL_CHANGE_TOKEN) {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: {
              token: [
                "This link to confirm your new email address is not valid, or has been used already. Ask for a new one in your account settings.",
              ],
            },
          },
          { status: 400 },
        );
      }
      return contractJson(emailChangedSchema, {
        message: "Your email address is now priya.new@example.com. Use it to log in from now on.",
        data: { email: "priya.new@example.com" },
      });
    }),
    http.get(api("v2/me/email-preferences"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      return contractJson(emailPreferencesAnswerSchema, { data: preferences });
    }),
    http.patch(api("v2/me/email-preferences"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const changes = changeEmailPreferencesRequestSchema.parse(await record(request));
      Object.assign(preferences, changes);
      if (changes.location_alerts === false) preferences.alerts = [];
      return contractJson(emailPreferencesAnswerSchema, { data: preferences });
    }),
    http.get(api("v2/me/export"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const { listings: _listings, ...account } = accountProfile;
      return contractJson(
        accountExportSchema,
        {
          exported_at: "2026-11-20T10:00:00.000Z",
          account,
          email_preferences: preferences,
          social_sign_in: [],
          vehicles,
          cards,
          bookings: [],
          reviews: [],
          vouchers,
          listings: [],
        },
        {
          headers: {
            "Content-Disposition": 'attachment; filename="parkway-account-2026-11-20.json"',
          },
        },
      );
    }),
    http.delete(api("v2/me"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = (await record(request)) ?? {};
      if (body.current_password !== DRIVER_PASSWORD) return wrongPassword();
      return contractJson(messageSchema, {
        message:
          "Your account has been deleted. Your bookings stay in our accounts without your name or details.",
      });
    }),
    http.get(api("v2/me/vouchers"), ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      return contractJson(vouchersSchema, {
        data: vouchers,
        meta: { page: 1, per_page: 50, total: vouchers.length },
      });
    }),
    http.post(api("v2/me/vouchers"), async ({ request }) => {
      if (!signedIn(request)) return signInRequired();
      const body = (await record(request)) ?? {};
      const code = String(body.code).toUpperCase();
      if (code !== GIFT_CODE) {
        return contractJson(
          messageSchema,
          { message: `We can't find the code ${String(body.code)}` },
          { status: 404 },
        );
      }
      if (vouchers.length > 0) return contractJson(voucherAnswerSchema, { data: gift });
      vouchers.push(gift);
      return contractJson(voucherAnswerSchema, { data: gift }, { status: 201 });
    }),
    http.post(api("v2/misc/user-notifications/unsubscribe"), async ({ request }) => {
      const body = (await record(request)) as { signature: string };
      if (body.signature !== UNSUBSCRIBE_SIGNATURE) {
        return contractJson(
          messageSchema,
          {
            message:
              "This unsubscribe link is not valid. Use the link in your most recent email from us, or change your email settings in your account.",
          },
          { status: 403 },
        );
      }
      return contractJson(messageSchema, {
        message: "You will not get any more offers or news from Parkway.",
      });
    }),
    http.post(api("v2/misc/location-notifications/unsubscribe"), async ({ request }) => {
      await record(request);
      return contractJson(messageSchema, {
        message: "You will not get any more emails for this parking alert.",
      });
    }),
  ];
}

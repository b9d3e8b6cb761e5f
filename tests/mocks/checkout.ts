import { http } from "msw";
import { purchasedSchema, reservedSchema } from "#contract/checkout";
import { contractJson } from "./contract-json";
import { bookings, heldHourly, purchasedWith } from "./bookings";

/** How long the service holds a bay while the driver pays (decision 007). */
const HOLD_MS = 15 * 60 * 1000;

/**
 * Paying, as the service answers it when all goes well: a bay is held, and the purchase confirms
 * the hourly booking whose emailed link the bookings mock opens (`/booking-confirmed/501`).
 * Route tests that check what is sent, or a refusal, put their own handlers first.
 */
export function checkoutHandlers(api: (path: string) => string) {
  return [
    http.post(api("v2/spaces/:id/reserve"), () =>
      contractJson(reservedSchema, heldHourly(new Date(Date.now() + HOLD_MS).toISOString()), {
        status: 201,
      }),
    ),
    http.post(api("v2/spaces/:id/purchase"), () =>
      contractJson(purchasedSchema, purchasedWith([bookings.hourly]), { status: 201 }),
    ),
  ];
}

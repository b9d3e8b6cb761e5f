import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { beforeEach, expect, test } from "vitest";
import { loader as layoutLoader } from "../../app/routes/account/layout";
import { loader as bookingsLoader } from "../../app/routes/account/bookings";
import { loader as bookingLoader } from "../../app/routes/account/booking";
import {
  action as cancelAction,
  loader as cancelLoader,
} from "../../app/routes/account/cancel-booking";
import { loader as receiptLoader } from "../../app/routes/account/receipt";
import { accountHandlers, type AccountCall } from "../mocks/account";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

test("a signed-out visitor is sent to log in and comes back to the page they asked for", async () => {
  for (const path of ["/account", "/account/bookings/501", "/account/bookings/501/receipt"]) {
    const response = await thrown(() => layoutLoader(loaderArgs(path, {}, false)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirect: path })}`,
    );
  }
  const receipt = await thrown(() =>
    receiptLoader(loaderArgs("/account/bookings/501/receipt", { bookingId: "501" }, false)),
  );
  expect(receipt.status).toBe(302);
});

test("the account's heading names the driver", () => {
  expect(layoutLoader(loaderArgs("/account"))).toEqual({ name: "Priya Shah", owner: false });
});

test("the driver's upcoming and past bookings are listed, past ones reviewable", async () => {
  const { upcoming, past, morePast } = await bookingsLoader(loaderArgs("/account"));
  expect(upcoming.map((booking) => booking.reference)).toEqual([
    "PW-7K3M9Q",
    "PW-M0NTH1",
    "PW-A1RP0T",
  ]);
  expect(upcoming[0]).toMatchObject({
    title: "Parking bay on Mill Lane",
    rental: "Hourly",
    total: "£10.64",
    state: { label: "Booked" },
    href: "/account/bookings/501",
    reviewHref: null,
  });
  expect(past.map((booking) => [booking.reference, booking.reviewHref])).toEqual([
    ["PW-PARK3D", "/leave-review/504?hash=parked-hash"],
    ["PW-REV1EW", "/leave-review/505?hash=reviewed-hash"],
  ]);
  expect(morePast).toBe(false);
});

test("a booking's page shows its details, payment and links, and offers cancelling while it can", async () => {
  const view = await bookingLoader(loaderArgs("/account/bookings/501", { bookingId: "501" }));
  expect(view).toMatchObject({
    reference: "PW-7K3M9Q",
    accessInstructions: "Gate code 4821. Use the left-hand bay.",
    vehicle: "AB12CDE",
    confirmationHref: "/booking-confirmed/501?hash=hourly-hash",
    calendarHref: "/bookings/501/calendar.ics?hash=hourly-hash",
    receiptHref: "/account/bookings/501/receipt",
    cancelHref: "/account/bookings/501/cancel",
    reviewHref: null,
    paidWith: "Visa ending 4242",
    space: { directionsHref: expect.stringContaining("53.7965,-1.5479") },
  });
  expect(view.payment.total).toBe("£10.64");

  const past = await bookingLoader(loaderArgs("/account/bookings/504", { bookingId: "504" }));
  expect(past).toMatchObject({
    cancelHref: null,
    reviewHref: "/leave-review/504?hash=parked-hash",
    state: { label: "Completed" },
  });
});

test("a booking that is not the driver's, or not a booking number, is not found", async () => {
  for (const bookingId of ["999", "abc", "0"]) {
    const response = await thrown(() =>
      bookingLoader(loaderArgs(`/account/bookings/${bookingId}`, { bookingId })),
    );
    expect(response).toMatchObject({ init: { status: 404 } });
  }
});

test("the receipt lists what was paid, how, and the booking's reference", async () => {
  const receipt = await receiptLoader(
    loaderArgs("/account/bookings/503/receipt", { bookingId: "503" }),
  );
  expect(receipt).toMatchObject({
    reference: "PW-A1RP0T",
    paidWith: "Visa ending 4242",
    billedTo: { name: "Priya Shah", email: "priya@example.com" },
    payment: {
      lines: [
        { label: "Parking", amount: "£50.00" },
        { label: "Discount", amount: "−£10.00" },
        { label: "Service fee", amount: "£3.00" },
        { label: "Extras", amount: "£61.50" },
      ],
      total: "£104.50",
    },
  });
  expect(receipt.extras.map((extra) => extra.name)).toEqual([
    "Park and Go ride",
    "Fast track security",
    "Airport lounge",
  ]);
});

test("before cancelling, the driver reads the rule and what they get back", async () => {
  const page = await cancelLoader(loaderArgs("/account/bookings/501/cancel", { bookingId: "501" }));
  expect(page.terms).toEqual({
    rule: expect.stringContaining("more than 24 hours before the start"),
    outcome: "If you cancel now, £10.64 goes back to the card or account you paid with.",
  });
  expect(calls).toEqual([]);

  const ended = await cancelLoader(
    loaderArgs("/account/bookings/504/cancel", { bookingId: "504" }),
  );
  expect(ended.terms).toBeNull();
});

test("a driver cancels a booking and is told what comes back", async () => {
  const response = (await cancelAction(
    actionArgs("/account/bookings/501/cancel", { intent: "cancel-booking" }, { bookingId: "501" }),
  )) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/account/bookings/501");
  expect(await flashedToast(response)).toEqual({
    type: "success",
    title: "Booking PW-7K3M9Q cancelled",
    description:
      "Your booking is cancelled and £10.64 is on its way back to the card or account you paid with.",
  });
  expect(calls).toEqual([{ method: "POST", path: "/api/v2/tenant/bookings/501/cancel", body: {} }]);
});

test("a cancellation the service refuses is shown in place, with its reason", async () => {
  const answer = inPlace<{ result: { error: Record<string, string[]> } }>(
    await cancelAction(
      actionArgs(
        "/account/bookings/504/cancel",
        { intent: "cancel-booking" },
        { bookingId: "504" },
      ),
    ),
  );
  expect(answer.status).toBe(409);
  expect(answer.data.result.error[""]).toEqual([
    "This booking has ended, so there is nothing to cancel.",
  ]);
});

test("a cancel form without its intent changes nothing", async () => {
  const answer = inPlace(
    await cancelAction(actionArgs("/account/bookings/501/cancel", {}, { bookingId: "501" })),
  );
  expect(answer.status).toBe(400);
  expect(calls).toEqual([]);
});

test("a 401 from the service is not taken for a refusal: it reaches the site's sign-in rule", async () => {
  server.use(
    http.post(api("v2/tenant/bookings/:id/cancel"), () =>
      contractJson(messageSchema, { message: "Authentication required" }, { status: 401 }),
    ),
  );
  const error = await thrown(() =>
    cancelAction(
      actionArgs(
        "/account/bookings/501/cancel",
        { intent: "cancel-booking" },
        { bookingId: "501" },
      ),
    ),
  );
  expect(error).toMatchObject({ name: "HTTPError", response: { status: 401 } });
});

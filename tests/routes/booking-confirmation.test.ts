import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { bookingToReviewSchema } from "#contract/bookings";
import { contractJson } from "../mocks/contract-json";
import { expect, test } from "vitest";
import { loader } from "../../app/routes/booking-confirmation";
import { bookings } from "../mocks/bookings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { linkArgs, statusOf, thrownBy } from "./booking-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

function load(path: string) {
  return loader(linkArgs(path));
}

test("an hourly booking's confirmation shows its reference, space, period, vehicle and way in", async () => {
  const page = await load("/booking-confirmed/501?hash=hourly-hash");

  expect(page.status).toBe("confirmed");
  expect(page.reference).toBe("PW-7K3M9Q");
  expect(page.space).toEqual({
    title: "Parking bay on Mill Lane",
    address: "47 Mill Lane, Leeds, LS1 2XP",
    href: "/locations/show/13",
    directionsHref: "https://www.google.com/maps/dir/?api=1&destination=53.7965,-1.5479",
  });
  // The UK's clocks: 08:30 UTC in June is 09:30.
  expect(page.period).toEqual([
    { term: "Arriving", detail: "Mon, 3 Jun 2030, 09:30" },
    { term: "Leaving", detail: "Mon, 3 Jun 2030, 12:00" },
    { term: "Length", detail: "2 hours 30 minutes" },
  ]);
  expect(page.vehicle).toBe("AB12CDE");
  expect(page.accessInstructions).toBe("Gate code 4821. Use the left-hand bay.");
  expect(page.calendarHref).toBe("/bookings/501/calendar.ics?hash=hourly-hash");
  expect(page.payment).toEqual({
    lines: [
      { label: "Parking", amount: "£9.90" },
      { label: "Service fee", amount: "£0.74" },
    ],
    total: "£10.64",
    refund: null,
  });
});

test("a monthly booking's thank-you page gives the plan, the start and the next payment", async () => {
  const page = await load("/lt-booking-thank-you/502?hash=monthly-hash");

  expect(page.period).toEqual([
    { term: "Plan", detail: "Weekdays (Mon–Fri), paid every month" },
    { term: "Starts", detail: "Sat, 1 Jun 2030" },
    { term: "Next payment", detail: "Mon, 1 Jul 2030, then rolling until you cancel" },
  ]);
  expect(page.vehicle).toBe("Not given yet");
  expect(page.payment.lines).toEqual([
    { label: "Parking, first month", amount: "£120.00" },
    { label: "Service fee", amount: "£4.99" },
    { label: "Arrangement fee", amount: "£5.00" },
    { label: "Refundable deposit", amount: "£25.00" },
  ]);
  expect(page.payment.total).toBe("£154.99");
});

test("a monthly booking that starts today says so", async () => {
  server.use(
    http.get(api("v2/tenant/bookings/:id/reviews"), () =>
      contractJson(bookingToReviewSchema, {
        data: { booking: { ...bookings.monthly, instant: true }, review: null },
      }),
    ),
  );
  const page = await load("/lt-booking-thank-you/502?hash=monthly-hash");
  expect(page.period[1]).toEqual({ term: "Starts", detail: "Today, Sat, 1 Jun 2030" });
});

test("an airport booking lists each extra's plan and the discount it had", async () => {
  const page = await load("/booking-confirmed/503?hash=airport-hash");

  const [ride, fastTrack, lounge] = page.extras;
  expect(ride).toMatchObject({
    name: "Park and Go ride",
    airport: "Leeds Bradford Airport",
    price: "£25.00",
    booked: "1 × Standard car",
    details: [
      { term: "Pickup", detail: "Mon, 3 Jun 2030, 05:30" },
      { term: "From", detail: "47 Mill Lane, Leeds, LS1 2XP" },
      { term: "To", detail: "Terminal drop-off, Leeds Bradford Airport" },
      { term: "Passengers", detail: "2" },
    ],
  });
  expect(ride?.steps).toHaveLength(4);
  expect(ride?.steps[0]).toBe("Reach the pickup location, 47 Mill Lane, LS1 2XP, by 05:20.");
  expect(fastTrack?.details[0]).toEqual({
    term: "Entry window",
    detail: "Mon, 3 Jun 2030, 06:00 to 08:15",
  });
  expect(lounge?.details).toEqual([
    { term: "Arrival", detail: "Mon, 3 Jun 2030, 06:30" },
    { term: "Guests", detail: "2 adults and 1 child" },
    { term: "Opening hours", detail: "04:00 to 21:00" },
    { term: "Longest stay", detail: "3 hours" },
    { term: "Children", detail: "Aged 2 to 11; under-twos go free" },
  ]);
  expect(page.payment.lines).toEqual([
    { label: "Parking", amount: "£50.00" },
    { label: "Discount", amount: "−£10.00" },
    { label: "Service fee", amount: "£3.00" },
    { label: "Extras", amount: "£61.50" },
  ]);
  expect(page.payment.total).toBe("£104.50");
  expect(page.period.at(-1)).toEqual({ term: "Length", detail: "7 days 16 hours" });
});

test("the purchase event carries the reference, what was bought, the code, the affiliate journey and the value band", async () => {
  const page = await load("/booking-confirmed/503?hash=airport-hash");
  expect(page.purchase).toEqual({
    event: "purchase",
    value_band: "high",
    ecommerce: {
      transaction_id: "PW-A1RP0T",
      value: 101.5,
      currency: "GBP",
      coupon: "PARKWAYGIFT",
      service_fee: 3,
      affiliate_journey: true,
      items: [
        {
          item_id: "13",
          item_name: "Parking bay on Mill Lane",
          item_category: "airport",
          item_variant: null,
          price: 40,
          discount: 10,
          quantity: 1,
        },
        {
          item_id: "1",
          item_name: "Park and Go ride",
          item_category: "park-and-go",
          price: 25,
          quantity: 1,
        },
        {
          item_id: "2",
          item_name: "Fast track security",
          item_category: "fast-track-security",
          price: 12,
          quantity: 1,
        },
        {
          item_id: "3",
          item_name: "Airport lounge",
          item_category: "airport-lounge",
          price: 24.5,
          quantity: 1,
        },
      ],
    },
  });
  const monthly = await load("/lt-booking-thank-you/502?hash=monthly-hash");
  expect(monthly.purchase).toMatchObject({ value_band: "medium", ecommerce: { value: 120 } });
});

test("a cancelled booking says so, with its refund, and raises no purchase", async () => {
  server.use(
    http.get(api("v2/tenant/bookings/:id/reviews"), () =>
      contractJson(bookingToReviewSchema, {
        data: {
          booking: {
            ...bookings.hourly,
            status: "cancelled",
            refund: 10.64,
            access_instructions: null,
            review_hash: null,
            cancelled_at: "2030-05-25T10:00:00.000Z",
          },
          review: null,
        },
      }),
    ),
  );
  const page = await load("/booking-confirmed/501?hash=hourly-hash");
  expect(page.status).toBe("cancelled");
  expect(page.purchase).toBeNull();
  expect(page.payment.refund).toBe("£10.64");
});

test("a monthly booking at the hourly address answers 301 to its own page, keeping the link", async () => {
  const thrown = await thrownBy(() => load("/booking-confirmed/502?hash=monthly-hash"));
  expect(statusOf(thrown)).toBe(301);
  expect((thrown as Response).headers.get("Location")).toBe(
    "/lt-booking-thank-you/502?hash=monthly-hash",
  );
});

test("an hourly booking at the monthly address answers 301 to its own page", async () => {
  const thrown = await thrownBy(() => load("/lt-booking-thank-you/501?hash=hourly-hash"));
  expect(statusOf(thrown)).toBe(301);
  expect((thrown as Response).headers.get("Location")).toBe(
    "/booking-confirmed/501?hash=hourly-hash",
  );
});

test("a link without its hash, with another booking's, or to no booking is the 404 page", async () => {
  for (const path of [
    "/booking-confirmed/501",
    "/booking-confirmed/501?hash=",
    "/booking-confirmed/501?hash=monthly-hash",
    "/booking-confirmed/999?hash=hourly-hash",
    "/lt-booking-thank-you?hash=monthly-hash",
    "/booking-confirmed/not-a-booking?hash=hourly-hash",
  ]) {
    expect(statusOf(await thrownBy(() => load(path))), path).toBe(404);
  }
});

test("a service failure is not mistaken for a missing booking", async () => {
  server.use(
    http.get(api("v2/tenant/bookings/:id/reviews"), () =>
      contractJson(messageSchema, { message: "down" }, { status: 503 }),
    ),
  );
  const thrown = await thrownBy(() => load("/booking-confirmed/501?hash=hourly-hash"));
  expect(statusOf(thrown)).toBeUndefined();
  expect(thrown).toBeInstanceOf(Error);
});

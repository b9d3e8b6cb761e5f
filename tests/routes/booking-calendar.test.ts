import { http } from "msw";
import { bookingToReviewSchema } from "#contract/bookings";
import { contractJson } from "../mocks/contract-json";
import { expect, test } from "vitest";
import { loader } from "../../app/routes/booking-calendar";
import { bookings } from "../mocks/bookings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { linkArgs, statusOf, thrownBy } from "./booking-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

async function calendar(path: string) {
  const response = await loader(linkArgs(path));
  return { response, lines: (await response.text()).split("\r\n") };
}

/** The file's lines with folding undone, as a calendar app reads them. */
function unfolded(lines: string[]) {
  return lines.join("\r\n").replace(/\r\n /g, "").split("\r\n");
}

test("an hourly booking downloads as a calendar event for its period", async () => {
  const { response, lines } = await calendar("/bookings/501/calendar.ics?hash=hourly-hash");

  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toBe(
    'attachment; filename="parkway-PW-7K3M9Q.ics"',
  );
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const event = unfolded(lines);
  expect(event).toContain("UID:PW-7K3M9Q@parkway.example");
  expect(event).toContain("DTSTART:20300603T083000Z");
  expect(event).toContain("DTEND:20300603T110000Z");
  expect(event.find((line) => line.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  expect(event).toContain("SUMMARY:Parking at Parking bay on Mill Lane");
  expect(event).toContain("LOCATION:47 Mill Lane\\, Leeds\\, LS1 2XP");
  expect(event).toContain("GEO:53.7965;-1.5479");
  expect(event).toContain("URL:https://www.parkway.example/booking-confirmed/501?hash=hourly-hash");
  expect(event).toContain("STATUS:CONFIRMED");
  const description = event.find((line) => line.startsWith("DESCRIPTION:"));
  expect(description).toContain("Booking reference: PW-7K3M9Q\\n");
  expect(description).toContain("Arriving: Mon\\, 3 Jun 2030\\, 09:30\\n");
  expect(description).toContain("Vehicle: AB12CDE");
  // Gate codes stay out of calendars, which are often shared.
  expect(description).not.toContain("4821");
});

test("rolling monthly parking is a one-hour event at its start, with the plan described", async () => {
  const { lines } = await calendar("/bookings/502/calendar.ics?hash=monthly-hash");
  const event = unfolded(lines);
  expect(event).toContain("DTSTART:20300531T230000Z");
  expect(event).toContain("DTEND:20300601T000000Z");
  const description = event.find((line) => line.startsWith("DESCRIPTION:"));
  expect(description).toContain("Plan: Weekdays (Mon–Fri)\\, paid every month");
  expect(event).toContain(
    "URL:https://www.parkway.example/lt-booking-thank-you/502?hash=monthly-hash",
  );
});

test("an airport booking's event names its extras", async () => {
  const { lines } = await calendar("/bookings/503/calendar.ics?hash=airport-hash");
  const description = unfolded(lines).find((line) => line.startsWith("DESCRIPTION:"));
  expect(description).toContain("Extra: Park and Go ride\\, Leeds Bradford Airport");
  expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
});

test("a cancelled booking's event is marked cancelled, so calendars drop it", async () => {
  server.use(
    http.get(api("v2/tenant/bookings/:id/reviews"), () =>
      contractJson(bookingToReviewSchema, {
        data: { booking: { ...bookings.hourly, status: "cancelled" }, review: null },
      }),
    ),
  );
  const { lines } = await calendar("/bookings/501/calendar.ics?hash=hourly-hash");
  expect(lines).toContain("STATUS:CANCELLED");
});

test("a calendar link without the booking's hash is a 404", async () => {
  for (const path of [
    "/bookings/501/calendar.ics",
    "/bookings/501/calendar.ics?hash=monthly-hash",
    "/bookings/999/calendar.ics?hash=hourly-hash",
  ]) {
    expect(statusOf(await thrownBy(() => loader(linkArgs(path)))), path).toBe(404);
  }
});

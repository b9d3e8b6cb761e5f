// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { http } from "msw";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { ownerBookingsSchema } from "#contract/owner-bookings";
import ListingBookings, { loader } from "../../app/routes/account/listing-bookings";
import Listings, { loader as listingsLoader } from "../../app/routes/account/listings";
import { contractJson } from "../mocks/contract-json";
import { listingBookings, listingHandlers, resetListings } from "../mocks/listings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { outcome, ownerArgs, redirectedTo } from "./owner-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

beforeEach(() => {
  resetListings();
  server.use(...listingHandlers(api));
});

afterEach(cleanup);

function bookingsArgs(listingId: string, search = "", signedIn = true) {
  return ownerArgs(`/account/listings/${listingId}/bookings${search}`, {
    params: { listingId },
    signedIn,
  });
}

async function renderBookings(listingId: string, search = "") {
  const data = await loader(bookingsArgs(listingId, search));
  const Stub = createRoutesStub([
    {
      path: "/account/listings/:listingId/bookings",
      loader: () => data,
      Component: ListingBookings,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/account/listings/${listingId}/bookings${search}`]} />);
  await screen.findByRole("heading", { name: /^Bookings of / });
  return data;
}

test("each published listing links to its bookings; a draft has none to show", async () => {
  const data = await listingsLoader(ownerArgs("/account/listings"));
  const Stub = createRoutesStub([
    {
      path: "/account/listings",
      loader: () => data,
      Component: Listings,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/listings"]} />);
  await screen.findByRole("heading", { name: "Your listings" });
  expect(
    screen
      .getAllByRole("link", { name: /^Bookings/ })
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["Bookings of Garage on Park Row", "/account/listings/9/bookings"],
    ["Bookings of Bay near Leeds station", "/account/listings/8/bookings"],
  ]);
});

test("an owner sees their space's upcoming bookings with UK times, vehicle, driver and status", async () => {
  await renderBookings("8");
  const table = screen.getByRole("table", {
    name: "Upcoming and current bookings, soonest first",
  });
  const rows = within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);
  expect(rows).toEqual([
    "ArrivesLeavesVehicleDriverTypeStatusReference",
    "Thu, 3 Dec 2026, 08:00Thu, 3 Dec 2026, 17:30AB12 CDEPriyaHourlyConfirmedPW-4RT8KQ",
    "Mon, 7 Dec 2026Rolling monthlyNot given yetNot givenMonthlyConfirmedPW-9MX2LD",
  ]);
  expect(screen.getByRole("link", { name: "Back to your listings" }).getAttribute("href")).toBe(
    "/account/listings",
  );
  expect(screen.getByRole("link", { name: "See past bookings" }).getAttribute("href")).toBe(
    "/account/listings/8/bookings?when=past",
  );
  expect(screen.queryByRole("navigation", { name: "Bookings pages" })).toBeNull();
});

test("past bookings are shown on British Summer Time as drivers parked", async () => {
  await renderBookings("8", "?when=past");
  const table = screen.getByRole("table", { name: "Past bookings, most recent first" });
  expect(within(table).getAllByRole("row")[1]?.textContent).toBe(
    "Sat, 20 Jun 2026, 14:00Sat, 20 Jun 2026, 16:00YX70 ABCSamHourlyCancelledPW-2HB7VN",
  );
  expect(screen.getByRole("link", { name: "See upcoming bookings" }).getAttribute("href")).toBe(
    "/account/listings/8/bookings",
  );
});

test("a space without bookings says so plainly", async () => {
  await renderBookings("9");
  expect(screen.queryByRole("table")).toBeNull();
  expect(screen.getByText("There are no upcoming bookings of this space yet.")).toBeTruthy();
});

test("a long list is paged, and a page out of range starts from the first", async () => {
  server.use(
    http.get(api("v2/spaces/landlord/:id/bookings"), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page"));
      return contractJson(ownerBookingsSchema, {
        listing: { id: 8, title: "Bay near Leeds station" },
        data: listingBookings.upcoming,
        meta: { page, per_page: 20, has_more: page < 3 },
      });
    }),
  );
  const data = await renderBookings("8", "?page=2");
  expect(data).toMatchObject({ when: "upcoming", page: 2, hasMore: true });
  const pages = screen.getByRole("navigation", { name: "Bookings pages" });
  expect(
    within(pages)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["Sooner bookings", "/account/listings/8/bookings"],
    ["Later bookings", "/account/listings/8/bookings?page=3"],
  ]);
  expect(await loader(bookingsArgs("8", "?page=9999&when=soon"))).toMatchObject({
    when: "upcoming",
    page: 1,
  });
});

test("another owner's space is refused with the service's reason, and none is not found", async () => {
  const another = await outcome(() => loader(bookingsArgs("99")));
  expect(another).toMatchObject({
    init: { status: 403 },
    data: { message: "Only the space's owner can do this" },
  });
  expect(await outcome(() => loader(bookingsArgs("404")))).toMatchObject({
    init: { status: 404 },
  });
  expect(await outcome(() => loader(bookingsArgs("not-a-number")))).toMatchObject({
    init: { status: 404 },
  });
});

test("a signed-out visitor is asked to log in first", async () => {
  const answer = await outcome(() => loader(bookingsArgs("8", "", false)));
  expect(redirectedTo(answer)).toBe("/login?redirect=%2Faccount%2Flistings%2F8%2Fbookings");
});

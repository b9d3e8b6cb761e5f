import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/listings";
import { listingHandlers, resetListings, storedListing } from "../mocks/listings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataOf, outcome, ownerArgs, postArgs, redirectedTo } from "./owner-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

beforeEach(() => {
  resetListings();
  server.use(...listingHandlers(api));
});

test("the owner's listings show their status, bookings not ended and earnings so far", async () => {
  const data = await loader(ownerArgs("/account/listings"));
  expect(data.listings).toEqual([
    {
      id: 9,
      title: "Garage on Park Row",
      status: "disabled",
      address: "47 Mill Lane, Leeds, LS1 2XP",
      pagePath: null,
      activeBookings: 0,
      earnings: "£0.00",
    },
    {
      id: 8,
      title: "Bay near Leeds station",
      status: "active",
      address: "47 Mill Lane, Leeds, LS1 2XP",
      pagePath: "/leeds/city-centre/bay-near-leeds-station",
      activeBookings: 1,
      earnings: "£42.50",
    },
    expect.objectContaining({ id: 7, status: "draft", pagePath: null }),
  ]);
  expect(data.confirmRemove).toBeNull();
});

test("a signed-out visitor is asked to log in first", async () => {
  const answer = await outcome(() => loader(ownerArgs("/account/listings", { signedIn: false })));
  expect(redirectedTo(answer)).toBe("/login?redirect=%2Faccount%2Flistings");
});

test("removing asks for confirmation on the page first", async () => {
  const data = await loader(ownerArgs("/account/listings?confirm-remove=9"));
  expect(data.confirmRemove).toBe(9);
  const elsewhere = await loader(ownerArgs("/account/listings?confirm-remove=99"));
  expect(elsewhere.confirmRemove).toBeNull();
});

test("an owner disables a live listing and enables it again", async () => {
  const disabled = await outcome(() =>
    action(postArgs("/account/listings", { intent: "disable", listing_id: "8" })),
  );
  expect(redirectedTo(disabled)).toBe("/account/listings");
  expect(storedListing(8)?.status).toBe("disabled");

  const enabled = await outcome(() =>
    action(postArgs("/account/listings", { intent: "enable", listing_id: "8" })),
  );
  expect(redirectedTo(enabled)).toBe("/account/listings");
  expect(storedListing(8)?.status).toBe("active");
});

test("an owner removes a listing without bookings", async () => {
  const answer = await outcome(() =>
    action(postArgs("/account/listings", { intent: "remove", listing_id: "9" })),
  );
  expect(redirectedTo(answer)).toBe("/account/listings");
  expect(storedListing(9)).toBeUndefined();
});

test("removing a listing with a booking not ended shows the service's reason beside it", async () => {
  const answer = await action(postArgs("/account/listings", { intent: "remove", listing_id: "8" }));
  expect(dataOf(answer)).toEqual({
    status: 409,
    body: {
      listingId: 8,
      message:
        "This space has a booking that has not ended yet. Disable it to stop new bookings, and remove it once they have ended.",
    },
  });
  expect(storedListing(8)?.status).toBe("active");
});

test("an owner cannot disable another owner's listing", async () => {
  const answer = await action(
    postArgs("/account/listings", { intent: "disable", listing_id: "99" }),
  );
  expect(dataOf(answer)).toEqual({
    status: 403,
    body: { listingId: 99, message: "Only the space's owner can do this" },
  });
});

test("an unknown action is refused before the service is asked", async () => {
  const answer = await action(postArgs("/account/listings", { intent: "sell", listing_id: "8" }));
  expect(dataOf(answer)).toEqual({
    status: 400,
    body: { listingId: null, message: "Choose a listing and what to do with it." },
  });
  expect(storedListing(8)?.status).toBe("active");
});

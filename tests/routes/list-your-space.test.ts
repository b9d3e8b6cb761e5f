import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { beforeEach, expect, test } from "vitest";
import * as address from "../../app/routes/list-your-space/address";
import * as landing from "../../app/routes/list-your-space/index";
import * as prices from "../../app/routes/list-your-space/prices";
import * as progress from "../../app/routes/list-your-space/progress";
import { leedsPoint, listingHandlers, resetListings, storedListing } from "../mocks/listings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataOf, outcome, ownerArgs, postArgs, redirectedTo } from "./owner-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

beforeEach(() => {
  resetListings();
  server.use(...listingHandlers(api));
});

const newAddress = {
  address_line: "12 Wellington Street",
  city: "Leeds",
  postcode: "ls1 4dl",
  country: "GBR",
};

test("a signed-out visitor's start button registers them and comes back to the wizard", () => {
  const data = landing.loader(ownerArgs("/list-your-space", { signedIn: false }));
  expect(data).toEqual({
    start: "/register?redirect=%2Flist-your-space%2Fnew",
    signedIn: false,
    login: "/login?redirect=%2Flist-your-space%2Fnew",
  });
});

test("a signed-in owner's start button opens the wizard's first step", () => {
  const data = landing.loader(ownerArgs("/list-your-space"));
  expect(data).toMatchObject({ start: "/list-your-space/new", signedIn: true });
});

test("the wizard asks a signed-out visitor to log in and brings them back", async () => {
  const answer = await outcome(() =>
    address.loader(ownerArgs("/list-your-space/new", { signedIn: false })),
  );
  expect(redirectedTo(answer)).toBe("/login?redirect=%2Flist-your-space%2Fnew");
});

test("the address look-up lists the gazetteer's matches to choose from without JavaScript", async () => {
  const data = await address.loader(ownerArgs("/list-your-space/new?find=Leeds"));
  expect(data.matches).toEqual([
    expect.objectContaining({ id: 1, label: "Leeds, England" }),
    expect.objectContaining({ id: 2, label: "Leeds station" }),
  ]);
  expect(data.frame).toMatchObject({ listingId: null, status: "new", step: "address" });
});

test("a new address with the owner's pin starts a draft and goes on to the space step", async () => {
  const answer = await outcome(() =>
    address.action(
      postArgs("/list-your-space/new", { ...newAddress, lat: "53.7961", lng: "-1.5536" }),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/100/space");
  expect(storedListing(100)?.address).toMatchObject({
    line: "12 Wellington Street",
    postcode: "LS1 4DL",
    lat: 53.7961,
    lng: -1.5536,
  });
});

test("an area chosen from the look-up gives the draft its point and place", async () => {
  await outcome(() =>
    address.action(postArgs("/list-your-space/new", { ...newAddress, place: `2:53.7944:-1.5486` })),
  );
  expect(storedListing(100)?.address).toMatchObject({ lat: 53.7944, lng: -1.5486, place_id: 2 });
});

test("without a pin or a chosen area, the postcode places the space", async () => {
  await outcome(() => address.action(postArgs("/list-your-space/new", newAddress)));
  expect(storedListing(100)?.address).toMatchObject(leedsPoint);
});

test("a postcode the gazetteer does not know asks for the area or the pin, saving nothing", async () => {
  const answer = await address.action(
    postArgs("/list-your-space/new", { ...newAddress, postcode: "ZE2 9QJ" }),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: {
      result: { error: { postcode: [expect.stringMatching(/could not find this postcode/)] } },
    },
  });
  expect(storedListing(100)).toBeUndefined();
});

test("an address with missing fields gets a message on each and nothing is sent", async () => {
  const answer = await address.action(
    postArgs("/list-your-space/new", {
      address_line: "",
      city: "",
      postcode: "12345",
      country: "GBR",
    }),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: {
      result: {
        error: {
          address_line: ["Enter the street address, for example 12 Acacia Avenue"],
          city: ["Enter the town or city"],
          postcode: ["Enter a UK postcode or an Eircode, for example SW1A 1AA or D02 X285"],
        },
      },
    },
  });
  expect(storedListing(100)).toBeUndefined();
});

test("the service's refusal of an address is shown on its field", async () => {
  const answer = await address.action(
    postArgs("/list-your-space/new", {
      ...newAddress,
      postcode: "D02 X285",
      country: "IRL",
      lat: "53.79",
      lng: "-1.55",
    }),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: {
      result: {
        error: { postcode: ["The pin is outside Ireland: check the Eircode and the pin"] },
      },
    },
  });
});

test("changing a draft's address saves it and walks on to the next step", async () => {
  const answer = await outcome(() =>
    address.action(
      postArgs(
        "/list-your-space/7/address",
        { ...newAddress, lat: "53.8", lng: "-1.55" },
        { listingId: "7" },
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/7/space");
  expect(storedListing(7)?.address.line).toBe("12 Wellington Street");
});

test("a new draft's later steps wait until the steps before them are done", async () => {
  await outcome(() =>
    address.action(postArgs("/list-your-space/new", { ...newAddress, lat: "53.8", lng: "-1.55" })),
  );
  const answer = await outcome(() =>
    prices.loader(ownerArgs("/list-your-space/100/prices", { params: { listingId: "100" } })),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/100/space");
  const data = await progress.loader(
    ownerArgs("/list-your-space/100/progress", { params: { listingId: "100" } }),
  );
  expect(data.steps.filter((step) => step.reachable).map(({ step }) => step)).toEqual([
    "address",
    "space",
  ]);
});

test("another owner's listing is refused with the service's message", async () => {
  const answer = await outcome(() =>
    address.loader(ownerArgs("/list-your-space/99/address", { params: { listingId: "99" } })),
  );
  expect(dataOf(answer)).toEqual({
    status: 403,
    body: { message: "Only the space's owner can do this" },
  });
});

test("an unknown listing is not found", async () => {
  const answer = await outcome(() =>
    progress.loader(
      ownerArgs("/list-your-space/12345/progress", { params: { listingId: "12345" } }),
    ),
  );
  expect(dataOf(answer).status).toBe(404);
});

test("the progress page lists every step as done or to do, with what was saved", async () => {
  const data = await progress.loader(
    ownerArgs("/list-your-space/7/progress", { params: { listingId: "7" } }),
  );
  expect(data.listing).toMatchObject({ id: 7, status: "draft", missing: [] });
  expect(data.steps.map(({ step, done }) => [step, done])).toEqual([
    ["address", true],
    ["space", true],
    ["access", true],
    ["facilities", true],
    ["photos", false],
    ["prices", true],
    ["availability", true],
  ]);
  expect(data.steps[0]?.summary).toBe("47 Mill Lane, Leeds, LS1 2XP");
  expect(data.steps[5]?.summary).toBe("£2.50 an hour · at most £12.00 a day");
});

test("publishing a complete draft takes the owner to their listings with the news", async () => {
  const answer = await outcome(() =>
    progress.action(
      postArgs("/list-your-space/7/progress", { intent: "publish" }, { listingId: "7" }),
    ),
  );
  expect(redirectedTo(answer)).toBe("/account/listings");
  expect(String((answer as Response).headers.get("Set-Cookie"))).toContain("parkway_toast=");
  expect(storedListing(7)?.status).toBe("active");
});

test("publishing a draft with steps still to do is refused and the steps are named", async () => {
  await outcome(() =>
    address.action(postArgs("/list-your-space/new", { ...newAddress, lat: "53.8", lng: "-1.55" })),
  );
  const answer = await progress.action(
    postArgs("/list-your-space/100/progress", { intent: "publish" }, { listingId: "100" }),
  );
  expect(dataOf(answer)).toEqual({
    status: 409,
    body: {
      message: "Finish these steps before publishing",
      missing: ["space", "access", "facilities", "prices", "availability"],
    },
  });
  expect(storedListing(100)?.status).toBe("draft");
});

test("a 401 from the service reaches the web's central rule instead of a page", async () => {
  server.use(
    http.get(api("v2/spaces/landlord/:id"), () =>
      contractJson(messageSchema, { message: "Authentication required" }, { status: 401 }),
    ),
  );
  const answer = await outcome(() =>
    progress.loader(ownerArgs("/list-your-space/7/progress", { params: { listingId: "7" } })),
  );
  expect(answer).toMatchObject({ name: "HTTPError", response: { status: 401 } });
});

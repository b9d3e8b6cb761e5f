import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { beforeEach, expect, test } from "vitest";
import * as access from "../../app/routes/list-your-space/access";
import * as availability from "../../app/routes/list-your-space/availability";
import * as facilities from "../../app/routes/list-your-space/facilities";
import * as photos from "../../app/routes/list-your-space/photos";
import * as prices from "../../app/routes/list-your-space/prices";
import * as space from "../../app/routes/list-your-space/space";
import { listingHandlers, resetListings, storedListing } from "../mocks/listings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataOf, outcome, ownerArgs, postArgs, redirectedTo } from "./owner-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();
const params = { listingId: "7" };

beforeEach(() => {
  resetListings();
  server.use(...listingHandlers(api));
});

function multipartArgs(path: string, body: FormData) {
  return ownerArgs(path, { method: "POST", body, params });
}

test("the space step shows what was saved and marks where the owner is", async () => {
  const data = await space.loader(ownerArgs("/list-your-space/7/space", { params }));
  expect(data.defaults).toEqual({
    title: "Driveway on Mill Lane",
    space_type: "driveway",
    bays: 1,
    description: "A wide driveway two minutes from Leeds station.",
  });
  expect(data.frame).toMatchObject({ listingId: 7, step: "space", status: "draft" });
});

test("saving the space step keeps the draft and goes on to access", async () => {
  const answer = await outcome(() =>
    space.action(
      postArgs(
        "/list-your-space/7/space",
        {
          title: "Garage off Boar Lane",
          space_type: "garage",
          bays: "2",
          description: "A lock-up garage on a quiet lane, five minutes' walk from the station.",
        },
        params,
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/7/access");
  expect(storedListing(7)).toMatchObject({
    title: "Garage off Boar Lane",
    space_type: "garage",
    bays: 2,
  });
});

test("the space step names each field's problem and sends nothing", async () => {
  const answer = await space.action(
    postArgs("/list-your-space/7/space", { title: "Bay", space_type: "boat", bays: "51" }, params),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: {
      result: {
        error: {
          title: ["Give your space a title of at least 5 characters"],
          space_type: ["Choose what kind of space it is"],
          bays: ["Enter how many cars can park, from 1 to 50"],
        },
      },
    },
  });
  expect(storedListing(7)?.title).toBe("Driveway on Mill Lane");
});

test("the service's refusal of a field is shown on that field", async () => {
  const answer = await space.action(
    postArgs(
      "/list-your-space/7/space",
      {
        title: "Free parking all day",
        space_type: "driveway",
        bays: "1",
        description: "A driveway that is close to everything you could want.",
      },
      params,
    ),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: { result: { error: { title: ["Say what the space is, not what it costs"] } } },
  });
});

test("access instructions are required before the owner goes on", async () => {
  const refused = await access.action(
    postArgs("/list-your-space/7/access", { access_instructions: "Gate" }, params),
  );
  expect(dataOf(refused)).toMatchObject({
    status: 400,
    body: {
      result: {
        error: { access_instructions: ["Tell drivers how to get in, in at least 10 characters"] },
      },
    },
  });
  const saved = await outcome(() =>
    access.action(
      postArgs(
        "/list-your-space/7/access",
        { access_instructions: "Use the side gate; the code is 4821." },
        params,
      ),
    ),
  );
  expect(redirectedTo(saved)).toBe("/list-your-space/7/facilities");
});

test("facilities are saved with their EV connectors and charger power", async () => {
  const answer = await outcome(() =>
    facilities.action(
      postArgs(
        "/list-your-space/7/facilities",
        {
          covered: "on",
          lit: "on",
          length_limit_cm: "560",
          ev_connectors: ["Type 2", "CCS"],
          ev_charger_kw: "7.4",
        },
        params,
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/7/photos");
  expect(storedListing(7)?.facilities).toEqual({
    covered: true,
    cctv: false,
    gated: false,
    lit: true,
    step_free: false,
    height_limit_cm: null,
    length_limit_cm: 560,
    ev_connectors: ["Type 2", "CCS"],
    ev_charger_kw: 7.4,
  });
});

test("a charger's power without its connectors, or an unknown connector, is refused", async () => {
  const answer = await facilities.action(
    postArgs(
      "/list-your-space/7/facilities",
      { ev_charger_kw: "7", height_limit_cm: "20", length_limit_cm: "90" },
      params,
    ),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: {
      result: {
        error: {
          ev_connectors: ["Tick the charger's connectors, or leave its power empty"],
          height_limit_cm: ["Enter a height limit from 100 to 500 cm"],
          length_limit_cm: ["Enter a length limit from 250 to 1,800 cm"],
        },
      },
    },
  });
});

test("a photo is uploaded, listed, and removed", async () => {
  const body = new FormData();
  body.set("intent", "upload");
  body.set(
    "photo",
    new File([new Uint8Array([137, 80, 78, 71])], "drive.png", { type: "image/png" }),
  );
  const uploaded = await outcome(() =>
    photos.action(multipartArgs("/list-your-space/7/photos", body)),
  );
  expect(redirectedTo(uploaded)).toBe("/list-your-space/7/photos");

  const data = await photos.loader(ownerArgs("/list-your-space/7/photos", { params }));
  expect(data.photos).toEqual([expect.objectContaining({ position: 0, url: "/photos/7-0.webp" })]);
  expect(data.next).toBe("/list-your-space/7/prices");

  const removed = await outcome(() =>
    photos.action(
      postArgs("/list-your-space/7/photos", { intent: "remove", position: "0" }, params),
    ),
  );
  expect(redirectedTo(removed)).toBe("/list-your-space/7/photos");
  expect(storedListing(7)?.photos).toEqual([]);
});

test("a file that is not a photo is refused with a clear message before it is sent", async () => {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("photo", new File(["%PDF-1.7"], "plan.pdf", { type: "application/pdf" }));
  const answer = await photos.action(multipartArgs("/list-your-space/7/photos", body));
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: { result: { error: { photo: ["Upload a JPEG, PNG or WebP photo"] } } },
  });
});

test("a photo over 10 MB is refused", async () => {
  const body = new FormData();
  body.set("intent", "upload");
  body.set(
    "photo",
    new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" }),
  );
  const answer = await photos.action(multipartArgs("/list-your-space/7/photos", body));
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: { result: { error: { photo: ["Upload a photo of at most 10 MB"] } } },
  });
});

test("the service's refusal of a photo is shown on the photo field", async () => {
  server.use(
    http.post(api("v2/spaces/landlord/:id/photos"), () =>
      contractJson(
        messageSchema,
        { message: "A listing can have at most 10 photos" },
        { status: 409 },
      ),
    ),
  );
  const body = new FormData();
  body.set("intent", "upload");
  body.set(
    "photo",
    new File([new Uint8Array([255, 216, 255])], "gate.jpg", { type: "image/jpeg" }),
  );
  const answer = await photos.action(multipartArgs("/list-your-space/7/photos", body));
  expect(dataOf(answer)).toMatchObject({
    status: 409,
    body: { result: { error: { photo: ["A listing can have at most 10 photos"] } } },
  });
});

test("the prices step shows suggestions from similar spaces nearby", async () => {
  const data = await prices.loader(ownerArgs("/list-your-space/7/prices", { params }));
  expect(data.guide).toMatchObject({
    source: "nearby",
    hourly: { median: 2.4, low: 1.8, high: 3.2 },
    monthly: { median: 140 },
  });
  expect(data.defaults).toMatchObject({ offers_hourly: true, hourly: 2.5, daily: 12 });
});

test("prices are saved as typed, in pounds and pence", async () => {
  const answer = await outcome(() =>
    prices.action(
      postArgs(
        "/list-your-space/7/prices",
        { offers_hourly: "on", hourly: "2.80", daily: "15", offers_monthly: "on", monthly: "135" },
        params,
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/7/availability");
  expect(storedListing(7)?.prices).toEqual({
    offers_hourly: true,
    offers_monthly: true,
    hourly: 2.8,
    daily: 15,
    monthly: 135,
  });
});

test("prices need at least one kind of booking, and a price for each kind offered", async () => {
  const none = await prices.action(postArgs("/list-your-space/7/prices", {}, params));
  expect(dataOf(none)).toMatchObject({
    status: 400,
    body: {
      result: { error: { offers_hourly: ["Offer your space by the hour, by the month or both"] } },
    },
  });
  const unpriced = await prices.action(
    postArgs("/list-your-space/7/prices", { offers_monthly: "on" }, params),
  );
  expect(dataOf(unpriced)).toMatchObject({
    status: 400,
    body: { result: { error: { monthly: ["Enter a monthly price"] } } },
  });
});

test("the service's refusal of a price lands on the field the owner typed it in", async () => {
  const answer = await prices.action(
    postArgs("/list-your-space/7/prices", { offers_monthly: "on", monthly: "5" }, params),
  );
  expect(dataOf(answer)).toMatchObject({
    status: 400,
    body: { result: { error: { monthly: ["A month must cost at least £10"] } } },
  });
});

test("opening times are saved for the days ticked, and the owner goes to the overview", async () => {
  const answer = await outcome(() =>
    availability.action(
      postArgs(
        "/list-your-space/7/availability",
        {
          open_all_hours: "no",
          "days[0].open": "on",
          "days[0].opens_at": "07:30",
          "days[0].closes_at": "19:00",
          "days[1].opens_at": "08:00",
          "days[1].closes_at": "18:00",
          "days[5].open": "on",
          "days[5].opens_at": "09:00",
          "days[5].closes_at": "13:00",
        },
        params,
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/7/progress");
  expect(storedListing(7)?.availability).toEqual({
    open_all_hours: false,
    hours: [
      { weekday: 0, opens_at: "07:30", closes_at: "19:00" },
      { weekday: 5, opens_at: "09:00", closes_at: "13:00" },
    ],
  });
});

test("a day that closes before it opens, or no open day at all, is refused", async () => {
  const backwards = await availability.action(
    postArgs(
      "/list-your-space/7/availability",
      {
        open_all_hours: "no",
        "days[2].open": "on",
        "days[2].opens_at": "18:00",
        "days[2].closes_at": "08:00",
      },
      params,
    ),
  );
  expect(dataOf(backwards)).toMatchObject({
    status: 400,
    body: {
      result: { error: { "days[2].closes_at": ["Closing time must be after opening time"] } },
    },
  });
  const closed = await availability.action(
    postArgs("/list-your-space/7/availability", { open_all_hours: "no" }, params),
  );
  expect(dataOf(closed)).toMatchObject({
    status: 400,
    body: { result: { error: { days: ["Tick at least one day drivers can park"] } } },
  });
});

test("saving a step of a live listing goes back to its overview", async () => {
  const answer = await outcome(() =>
    access.action(
      postArgs(
        "/list-your-space/8/access",
        { access_instructions: "Bay 14 on level 2; the barrier opens as you arrive." },
        { listingId: "8" },
      ),
    ),
  );
  expect(redirectedTo(answer)).toBe("/list-your-space/8/progress");
  expect(storedListing(8)?.status).toBe("active");
});

test("another owner's listing cannot be changed through a step", async () => {
  const answer = await outcome(() =>
    access.action(
      postArgs(
        "/list-your-space/99/access",
        { access_instructions: "Take the first bay on the left." },
        { listingId: "99" },
      ),
    ),
  );
  expect(dataOf(answer)).toEqual({
    status: 403,
    body: { message: "Only the space's owner can do this" },
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { listingPhotos, listings, users } from "../../api/db/schema";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "#contract/listings";
import { insertPlaces } from "../../api/repositories/places";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 10:00 in London. */
const now = new Date("2026-12-01T10:00:00Z");
const leeds = { lat: 53.8008, lng: -1.5491 };

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let owner: Record<string, string>;
let strangerId: string;

type Headers = Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  await insertPlaces(database.db, [
    {
      kind: "station",
      name: "Leeds",
      alternateNames: [],
      code: "LDS",
      country: "GBR",
      region: "West Yorkshire",
      population: null,
      lat: 53.7946,
      lng: -1.5474,
      landingPath: "/leeds/leeds-station-parking",
      source: "test",
    },
  ]);
  // A newcomer: a driver's account, not yet a landlord.
  const [newcomer] = await database.db
    .insert(users)
    .values({ email: "newcomer@example.com", firstName: "Nia", lastName: "Evans" })
    .returning({ id: users.id });
  ownerId = newcomer!.id;
  owner = await bearerFor(["driver"], ownerId);
  strangerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

async function call(method: string, path: string, headers: Headers, body?: unknown) {
  const init: RequestInit =
    body === undefined ? { method, headers } : { method, ...jsonBody(body, headers) };
  const response = await api.request(`/api/v2${path}`, init);
  return { status: response.status, body: await response.json() };
}

const address = {
  address_line: "14 Park Lane",
  city: "Leeds",
  postcode: "ls1 4dy",
  country: "GBR",
  ...leeds,
};

const steps = {
  space: {
    step: "space",
    title: "Driveway on Park Lane",
    space_type: "driveway",
    bays: 2,
    description: "Wide driveway five minutes from the station.",
  },
  access: { step: "access", access_instructions: "Park on the left; the gate is never locked." },
  facilities: { step: "facilities", lit: true, cctv: true },
  photos: { step: "photos" },
  prices: { step: "prices", offers_hourly: true, hourly: 3, daily: 18 },
  availability: { step: "availability", open_all_hours: true },
} as const;

async function createDraft(headers: Headers = owner) {
  const created = await call("POST", "/spaces/landlord", headers, address);
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

async function completeDraft(id: number) {
  for (const body of Object.values(steps)) {
    const saved = await call("PATCH", `/spaces/landlord/${id}`, owner, body);
    expect(saved.status, body.step).toBe(200);
  }
}

async function png(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

async function upload(id: number, file: Blob, name: string, headers: Headers = owner) {
  const form = new FormData();
  form.append("photo", file, name);
  const response = await api.request(`/api/v2/spaces/landlord/${id}/photos`, {
    method: "POST",
    headers,
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function storedListing(id: number) {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

test("a newcomer starts a listing from its address, and the draft resumes at the space step", async () => {
  const created = await call("POST", "/spaces/landlord", owner, address);
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({
    status: "draft",
    draft_step: "space",
    steps: { address: true, space: false, photos: false, availability: false },
    missing: ["space", "access", "facilities", "prices", "availability"],
    address: { line: "14 Park Lane", postcode: "LS1 4DY", country: "GBR", ...leeds },
    currency: "GBP",
    bays: 0,
    page_path: null,
    active_bookings_count: 0,
    earnings: { amount: 0, currency: "GBP" },
  });

  const irish = await call("POST", "/spaces/landlord", owner, {
    ...address,
    city: "Dublin",
    postcode: "d02x285",
    country: "IRL",
    lat: 53.3498,
    lng: -6.2603,
  });
  expect(irish.body.data).toMatchObject({ currency: "EUR", address: { postcode: "D02 X285" } });

  const mine = await call("GET", "/spaces/landlord", owner);
  expect(mine.body.data.map((listing: { id: number }) => listing.id)).toEqual([
    irish.body.data.id,
    created.body.data.id,
  ]);
});

test("an address that is not one is refused field by field, and no draft is made", async () => {
  const before = await call("GET", "/spaces/landlord", owner);
  const refused = await call("POST", "/spaces/landlord", owner, {
    ...address,
    address_line: "",
    postcode: "NOT A CODE",
    lat: 48.85,
    lng: 2.35,
  });
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.errors).sort()).toEqual(["address_line", "lat", "postcode"]);
  expect(refused.body.errors.postcode).toEqual([
    "Enter a UK postcode or an Eircode, for example SW1A 1AA or D02 X285",
  ]);
  const nowhere = await call("POST", "/spaces/landlord", owner, { ...address, place_id: 99_999 });
  expect(nowhere.status).toBe(400);
  expect(Object.keys(nowhere.body.errors)).toEqual(["place_id"]);
  const after = await call("GET", "/spaces/landlord", owner);
  expect(after.body.data).toHaveLength(before.body.data.length);
});

test("each step refuses invalid fields with a message per field and saves nothing", async () => {
  const id = await createDraft();
  const refusals: Array<[Record<string, unknown>, string[]]> = [
    [
      { step: "space", title: "Ab", space_type: "castle", bays: 0 },
      ["bays", "space_type", "title"],
    ],
    [{ ...steps.space, bays: 51 }, ["bays"]],
  ];
  for (const [body, fields] of refusals) {
    const refused = await call("PATCH", `/spaces/landlord/${id}`, owner, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(fields);
  }
  expect((await storedListing(id))?.title).toBe("");

  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.space);
  const tooShort = await call("PATCH", `/spaces/landlord/${id}`, owner, {
    step: "access",
    access_instructions: "Gate",
  });
  expect(tooShort.body.errors.access_instructions).toEqual([
    "Tell drivers how to get in, in at least 10 characters",
  ]);
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.access);

  const charger = await call("PATCH", `/spaces/landlord/${id}`, owner, {
    step: "facilities",
    ev_charger_kw: 7,
    ev_connectors: ["Type 3"],
  });
  expect(Object.keys(charger.body.errors)).toEqual(["ev_connectors.0"]);
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.facilities);
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.photos);

  const noKind = await call("PATCH", `/spaces/landlord/${id}`, owner, { step: "prices" });
  expect(noKind.body.errors).toEqual({
    offers_hourly: ["Offer your space by the hour, by the month or both"],
  });
  const noPrice = await call("PATCH", `/spaces/landlord/${id}`, owner, {
    step: "prices",
    offers_hourly: true,
    offers_monthly: true,
    hourly: 5,
    daily: 4,
  });
  expect(noPrice.body.errors).toEqual({
    daily: ["A whole day cannot cost less than an hour"],
    monthly: ["Enter a monthly price"],
  });
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.prices);

  const backwards = await call("PATCH", `/spaces/landlord/${id}`, owner, {
    step: "availability",
    open_all_hours: false,
    hours: [{ weekday: 0, opens_at: "18:00", closes_at: "08:00" }],
  });
  expect(backwards.body.errors).toEqual({
    "hours.0.closes_at": ["Closing time must be after opening time"],
  });
  const stored = await call("GET", `/spaces/landlord/${id}`, owner);
  expect(stored.body.data).toMatchObject({
    draft_step: "availability",
    bays: 2,
    prices: { offers_hourly: true, hourly: 3, daily: 18, monthly: null },
    availability: { open_all_hours: true, hours: [] },
    missing: ["availability"],
  });
});

test("a draft's steps are answered in order, and a step once passed stays answered", async () => {
  const id = await createDraft();
  const early = await call("PATCH", `/spaces/landlord/${id}`, owner, steps.prices);
  expect(early.status).toBe(409);
  expect(early.body.message).toBe(
    "Finish the space first; the steps of a new listing go in order.",
  );
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.space);
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.access);
  const facilities = await call("PATCH", `/spaces/landlord/${id}`, owner, steps.facilities);
  expect(facilities.body.data).toMatchObject({ draft_step: "photos", steps: { facilities: true } });
  // Photos may be skipped: the prices step follows.
  const prices = await call("PATCH", `/spaces/landlord/${id}`, owner, steps.prices);
  expect(prices.body.data).toMatchObject({ draft_step: "availability", steps: { photos: false } });
  // Going back to change the address keeps the draft where it was.
  const back = await call("PATCH", `/spaces/landlord/${id}`, owner, {
    step: "address",
    ...address,
    address_line: "16 Park Lane",
  });
  expect(back.body.data).toMatchObject({
    draft_step: "availability",
    address: { line: "16 Park Lane" },
    steps: { facilities: true },
  });
});

test("form posts save steps the way a page without JavaScript sends them", async () => {
  const id = await createDraft();
  const send = (fields: Array<[string, string]>) =>
    api.request(`/api/v2/spaces/landlord/${id}`, {
      method: "PATCH",
      headers: { ...owner, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.space);
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.access);
  const facilities = await send([
    ["step", "facilities"],
    ["covered", "on"],
    ["height_limit_cm", ""],
    ["length_limit_cm", "650"],
    ["ev_connectors", "Type 2"],
    ["ev_connectors", "CCS"],
    ["ev_charger_kw", "22"],
  ]);
  expect(facilities.status).toBe(200);
  expect((await facilities.json()).data.facilities).toEqual({
    covered: true,
    cctv: false,
    gated: false,
    lit: false,
    step_free: false,
    height_limit_cm: null,
    length_limit_cm: 650,
    ev_connectors: ["Type 2", "CCS"],
    ev_charger_kw: 22,
  });
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.photos);
  await send([
    ["step", "prices"],
    ["offers_monthly", "on"],
    ["hourly", ""],
    ["monthly", "95"],
  ]);
  const hours = await send([
    ["step", "availability"],
    ["hours[0].weekday", "0"],
    ["hours[0].opens_at", "07:00"],
    ["hours[0].closes_at", "19:00"],
    ["hours[1].weekday", "5"],
    ["hours[1].opens_at", ""],
    ["hours[1].closes_at", ""],
  ]);
  expect(hours.status).toBe(200);
  expect((await hours.json()).data).toMatchObject({
    draft_step: null,
    missing: [],
    prices: { offers_hourly: false, offers_monthly: true, monthly: 95 },
    availability: {
      open_all_hours: false,
      hours: [{ weekday: 0, opens_at: "07:00", closes_at: "19:00" }],
    },
  });
});

test("photos are checked by decoding them, resized, and shown only to the owner until published", async () => {
  const id = await createDraft();
  const added = await upload(
    id,
    new Blob([await png(2400, 1200)], { type: "image/png" }),
    "drive.png",
  );
  expect(added.status).toBe(201);
  const [photo] = added.body.data.photos;
  expect(photo).toMatchObject({ position: 0, width: 1600, height: 800 });
  expect(added.body.data.steps.photos).toBe(true);

  const shown = await api.request(photo.url);
  expect(shown.status).toBe(200);
  expect(shown.headers.get("Content-Type")).toBe("image/webp");
  expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(1600);
  const withoutKey = await api.request(`/api/v2/spaces/${id}/photos/0`);
  expect(withoutKey.status).toBe(404);

  const text = new Blob(["this is not a photo, only words"], { type: "image/jpeg" });
  const renamed = await upload(id, text, "holiday.jpg");
  expect(renamed.status).toBe(415);
  expect(renamed.body.message).toBe("That file is not a JPEG, PNG or WebP photo we can open");
  const truncated = (await png(400, 300)).subarray(0, 200);
  expect((await upload(id, new Blob([truncated], { type: "image/png" }), "cut.png")).status).toBe(
    415,
  );

  const huge = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)], { type: "image/jpeg" });
  const tooLarge = await upload(id, huge, "huge.jpg");
  expect(tooLarge.status).toBe(413);

  const rows = await database.db
    .select({ position: listingPhotos.position })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, id));
  expect(rows).toEqual([{ position: 0 }]);
});

test("a space takes ten photos at most, and removing one closes the gap", async () => {
  const id = await createDraft();
  for (let count = 0; count < MAX_PHOTOS; count += 1) {
    const added = await upload(id, new Blob([await png(40 + count, 30)]), `p${count}.png`);
    expect(added.status).toBe(201);
  }
  const eleventh = await upload(id, new Blob([await png(50, 50)]), "one-more.png");
  expect(eleventh.status).toBe(409);

  const removed = await call("DELETE", `/spaces/landlord/${id}/photos/3`, owner);
  expect(removed.status).toBe(200);
  const photos = removed.body.data.photos as Array<{ position: number; width: number }>;
  expect(photos.map((photo) => photo.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  expect(photos.map((photo) => photo.width)).toEqual([40, 41, 42, 44, 45, 46, 47, 48, 49]);
  expect((await call("DELETE", `/spaces/landlord/${id}/photos/9`, owner)).status).toBe(404);
});

test("an incomplete draft cannot be published, and is told what is missing", async () => {
  const id = await createDraft();
  await call("PATCH", `/spaces/landlord/${id}`, owner, steps.space);
  const refused = await call("POST", `/spaces/landlord/${id}/publish`, owner);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: "Finish these steps before publishing: access, facilities, prices, availability.",
    missing: ["access", "facilities", "prices", "availability"],
  });
  expect((await storedListing(id))?.status).toBe("draft");
});

test("drivers see a live space's own photos in their order, in place of drawn ones", async () => {
  const id = await createDraft();
  await completeDraft(id);
  for (const [width, height] of [
    [640, 480],
    [480, 640],
  ] as const) {
    expect((await upload(id, new Blob([await png(width, height)]), "bay.png")).status).toBe(201);
  }
  expect((await call("POST", `/spaces/landlord/${id}/publish`, owner)).status).toBe(200);

  const shown = await call("GET", `/spaces/${id}`, {});
  expect(shown.status).toBe(200);
  expect(shown.body.data.photos).toEqual([
    expect.objectContaining({
      url: expect.stringMatching(`^/api/v2/spaces/${id}/photos/0\\?v=\\d+$`),
      width: 640,
      height: 480,
    }),
    expect.objectContaining({
      url: expect.stringMatching(`^/api/v2/spaces/${id}/photos/1\\?v=\\d+$`),
      width: 480,
      height: 640,
    }),
  ]);
});

test("a published space is found near its address, booked by another driver, and counted for its owner", async () => {
  const id = await createDraft();
  await completeDraft(id);
  const photo = await upload(id, new Blob([await png(800, 600)]), "bay.png");
  expect(photo.status).toBe(201);

  const published = await call("POST", `/spaces/landlord/${id}/publish`, owner);
  expect(published.status).toBe(200);
  expect(published.body.data).toMatchObject({
    status: "active",
    draft_step: null,
    page_path: `/leeds/leeds-station-parking/driveway-on-park-lane-${id}`,
    published_at: now.toISOString(),
  });
  const [account] = await database.db
    .select({ scopes: users.scopes })
    .from(users)
    .where(eq(users.id, ownerId));
  expect(account?.scopes).toEqual(["driver", "landlord"]);
  expect((await call("POST", `/spaces/landlord/${id}/publish`, owner)).status).toBe(409);

  // Live photos need no key.
  expect((await api.request(`/api/v2/spaces/${id}/photos/0`)).status).toBe(200);

  const found = await call("GET", `/location-search?lat=${leeds.lat}&lng=${leeds.lng}`, {});
  const result = found.body.data.find((space: { id: number }) => space.id === id);
  expect(result).toMatchObject({
    title: "Driveway on Park Lane",
    path: `/leeds/leeds-station-parking/driveway-on-park-lane-${id}`,
    distance_m: 0,
  });
  const page = await call("GET", `/spaces/${id}`, {});
  expect(page.body.data.photos).toHaveLength(1);
  expect(page.body.data.photos[0].alt).toBe("Driveway on Park Lane");

  const driverId = await createOwner(database, "second.driver@example.com");
  const driver = await bearerFor(["driver"], driverId);
  const stay = { rental: "short", start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };
  const quoted = await call("POST", `/spaces/${id}/quote`, driver, stay);
  expect(quoted.status).toBe(200);
  expect(quoted.body.data.totalValue).toBe(6.49);
  const token = await call(
    "POST",
    "/sandbox/card-tokens",
    { ...(await bearerFor(["anonymous"], "anon_owner_listing_test")) },
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
  );
  const booked = await call(
    "POST",
    `/spaces/${id}/book`,
    { ...driver, "Idempotency-Key": "owner-listing-journey" },
    { ...stay, vehicle_reg: "AB12 CDE", payment_token: token.body.data.token },
  );
  expect(booked.status).toBe(201);

  const listed = await call("GET", "/spaces/landlord", owner);
  expect(listed.body.data.find((listing: { id: number }) => listing.id === id)).toMatchObject({
    active_bookings_count: 1,
    earnings: { amount: 6, currency: "GBP" },
  });
});

test("another owner can neither see nor change a listing, and nothing changes", async () => {
  const id = await createDraft();
  await completeDraft(id);
  await upload(id, new Blob([await png(100, 100)]), "mine.png");
  const stranger = await bearerFor(["driver", "landlord"], strangerId);
  const before = await storedListing(id);

  const attempts = [
    await call("GET", `/spaces/landlord/${id}`, stranger),
    await call("PATCH", `/spaces/landlord/${id}`, stranger, { ...steps.space, title: "Stolen" }),
    await upload(id, new Blob([await png(60, 60)]), "theirs.png", stranger),
    await call("DELETE", `/spaces/landlord/${id}/photos/0`, stranger),
    await call("POST", `/spaces/landlord/${id}/publish`, stranger),
  ];
  expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403, 403]);
  expect(await storedListing(id)).toEqual(before);
  const photos = await database.db
    .select({ position: listingPhotos.position })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, id));
  expect(photos).toEqual([{ position: 0 }]);

  await call("POST", `/spaces/landlord/${id}/publish`, owner);
  const published = await storedListing(id);
  for (const action of ["disable", "remove", "enable"]) {
    expect((await call("POST", `/spaces/landlord/${id}/${action}`, stranger)).status).toBe(403);
  }
  expect(await storedListing(id)).toEqual(published);
  expect((await call("GET", "/spaces/landlord", stranger)).body.data).toEqual([]);
  expect((await call("GET", `/spaces/landlord/${id}`, {})).status).toBe(401);
});

test("a live space is changed in place, keeping its bookings' bays and its country", async () => {
  const space = await createListing(database, ownerId, { bayCount: 3 });
  for (const bayId of space.bayIds.slice(0, 2)) {
    await createBooking(
      database,
      { id: space.id, bayId },
      new Date("2026-12-04T09:00:00Z"),
      new Date("2026-12-04T12:00:00Z"),
    );
  }
  const edit = (body: Record<string, unknown>) =>
    call("PATCH", `/spaces/landlord/${space.id}`, owner, body);

  const fewer = await edit({ ...steps.space, bays: 1 });
  expect(fewer.status).toBe(409);
  expect(fewer.body.message).toMatch(/bays have bookings/);
  const two = await edit({ ...steps.space, bays: 2 });
  expect(two.status).toBe(200);
  expect(two.body.data).toMatchObject({
    status: "active",
    bays: 2,
    title: "Driveway on Park Lane",
    active_bookings_count: 2,
  });

  const moved = await edit({ step: "address", ...address, country: "IRL", postcode: "D02 X285" });
  expect(moved.status).toBe(400);
  expect(Object.keys(moved.body.errors)).toEqual(["country"]);
  expect((await storedListing(space.id))?.country).toBe("GBR");
});

import { getResponse, http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { afterEach, expect, test } from "vitest";
import { hostContext, visitorContext } from "../../app/upstream/context";
import { createMarketplace } from "../../app/upstream/marketplace.server";
import { loader as homeLoader } from "../../app/routes/home";
import { action, loader } from "../../app/routes/search";
import { loader as placesLoader } from "../../app/routes/search/places";
import { guestToken, marketplaceUrl } from "../mocks/marketplace";
import { misspeltLeeds, searchHandlers, undeliverableEmail } from "../mocks/search";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

const searchUrl = new URL("v2/location-search", marketplaceUrl).toString();
const alertUrl = new URL("v2/location-notification", marketplaceUrl).toString();

/** The context the host builds for a page: host services, the visitor and the search client. */
function searchPageContext() {
  const context = webContext({
    mapTiles: { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "Tiles" },
  });
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-1",
    user: null,
    features: { locations: true, insights: false, ada: false, "list-your-space": true },
  });
  return context;
}

afterEach(() => {
  server.events.removeAllListeners();
});

async function search(query: string) {
  const result = await loader(
    dataArgs(`http://localhost/search?${query}`, { context: searchPageContext() }),
  );
  return { status: result.init?.status ?? 200, view: result.data };
}

/** Records what the web asked location-search, then lets the usual mock answer. */
function recordSearches() {
  const asked: URLSearchParams[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url.startsWith(searchUrl)) asked.push(new URL(request.url).searchParams);
  });
  return asked;
}

function inHours(hours: number) {
  const date = new Date(Date.now() + hours * 60 * 60 * 1000);
  date.setUTCMinutes(date.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
  return date.toISOString();
}

test("a search for a place lists its spaces with distance, price for the stay and availability", async () => {
  const { status, view } = await search("q=Leeds&rental=short");

  expect(status).toBe(200);
  if (view.outcome.kind !== "found") throw new Error(`expected results, got ${view.outcome.kind}`);
  expect(view.outcome.place).toEqual({ name: "Leeds", lat: 53.79648, lng: -1.54785 });
  expect(view.outcome.spaces).toHaveLength(10);
  expect(view.outcome.hasMore).toBe(true);
  expect(view.outcome.spaces[0]).toMatchObject({
    id: 100,
    title: "Driveway on Test Street 1",
    address: "1 Test Street, Leeds LS1 1AA",
    distance: "100 m from Leeds",
    // £2.00 parking and the £0.49 minimum service fee: what the driver pays.
    price: { value: 2.49, currency: "GBP", per: "stay", shown: "£2.49" },
    rating: { average: "4.5", reviews: "4 reviews" },
    available: true,
  });
  expect(view.outcome.spaces[2]?.available).toBe(false);
  expect(view.tiles).toEqual({
    url: "https://tiles.example/{z}/{x}/{y}.png",
    attribution: "Tiles",
  });
});

test("each result links to its space's own page, not the address that redirects there, for the same stay", async () => {
  const { view } = await search("q=Leeds&rental=short");
  if (view.outcome.kind !== "found") throw new Error("expected results");
  const link = new URL(view.outcome.spaces[0]!.href, "http://localhost");
  expect(link.pathname).toBe("/leeds/leeds-station-parking/driveway-on-test-street-100");
  expect(Object.fromEntries(link.searchParams)).toEqual({
    rental: "short",
    start: "2026-12-01T09:00:00.000Z",
    end: "2026-12-01T11:00:00.000Z",
  });
});

test("the filters, sort and page in the URL reach the service as it names them", async () => {
  const asked = recordSearches();
  const start = inHours(24);
  const end = inHours(27);

  await search(
    new URLSearchParams([
      ["q", "Leeds"],
      ["rental", "short"],
      ["start", start],
      ["end", end],
      ["sort", "price"],
      ["ev", "CCS"],
      ["ev", "Type 2"],
      ["covered", "on"],
      ["step_free", "on"],
      ["height", "200"],
      ["length", "600"],
      ["type", "garage"],
      ["radius", "5000"],
      ["page", "2"],
    ]).toString(),
  );

  expect(asked).toHaveLength(1);
  expect(Object.fromEntries(asked[0]!)).toEqual({
    q: "Leeds",
    rental: "short",
    start,
    end,
    sort: "price",
    ev: "CCS,Type 2",
    covered: "true",
    step_free: "true",
    vehicle_height_cm: "200",
    vehicle_length_cm: "600",
    space_type: "garage",
    radius: "5000",
    page: "2",
    per_page: "10",
  });
});

test("a search names the web as its caller and carries the visitor's token", async () => {
  const headers: Headers[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url.startsWith(searchUrl)) headers.push(request.headers);
  });
  await search("q=Leeds");
  expect(headers[0]?.get("Authorization")).toBe(`Bearer ${guestToken}`);
  expect(headers[0]?.get("X-Platform")).toBe("Web");
});

test("a monthly search sends the season plan and a start, never an end", async () => {
  const asked = recordSearches();
  const { view } = await search(
    "q=Leeds&rental=long&plan=mon-fri&sort=plan&start=2030-03-01T09:00&end=2030-03-02T09:00",
  );
  expect(Object.fromEntries(asked[0]!)).toMatchObject({
    rental: "long",
    season_plan: "mon-fri",
    sort: "plan",
    start: "2030-03-01T09:00:00.000Z",
  });
  expect(asked[0]!.has("end")).toBe(false);
  if (view.outcome.kind !== "found") throw new Error("expected results");
  expect(view.outcome.spaces[0]?.price).toEqual({
    value: 99.99,
    currency: "GBP",
    per: "month",
    shown: "£99.99",
  });
});

test("wall-clock times from the form are read as UK time, summer time included", async () => {
  const asked = recordSearches();
  await search("q=Leeds&rental=short&start=2030-07-01T09:00&end=2030-07-01T11:30");
  expect(asked[0]!.get("start")).toBe("2030-07-01T08:00:00.000Z");
  expect(asked[0]!.get("end")).toBe("2030-07-01T10:30:00.000Z");
});

test("a chosen suggestion searches at its point, until the driver types another place", async () => {
  const asked = recordSearches();
  const { view } = await search(
    "q=Leeds%20station&place=Leeds%20station&lat=53.7944&lng=-1.5486&rental=short",
  );
  expect(Object.fromEntries(asked[0]!)).toMatchObject({ lat: "53.7944", lng: "-1.5486" });
  expect(asked[0]!.has("q")).toBe(false);
  if (view.outcome.kind !== "found") throw new Error("expected results");
  expect(view.outcome.place.name).toBe("Leeds station");

  await search("q=Leeds&place=Leeds%20station&lat=53.7944&lng=-1.5486&rental=short");
  expect(Object.fromEntries(asked[1]!)).toMatchObject({ q: "Leeds" });
  expect(asked[1]!.has("lat")).toBe(false);
});

test("the search box's suggestions come from the gazetteer with their points", async () => {
  const context = searchPageContext();
  const answer = await placesLoader(dataArgs("http://localhost/search/places?q=Lee", { context }));
  expect(answer.data.places).toEqual([
    { label: "Leeds, England", lat: 53.79648, lng: -1.54785 },
    { label: "Leeds station", lat: 53.7944, lng: -1.5486 },
  ]);
  const tooShort = await placesLoader(dataArgs("http://localhost/search/places?q=L", { context }));
  expect(tooShort.data.places).toEqual([]);
});

test("choices a hand-edited URL gets wrong are ignored, not refused", async () => {
  const asked = recordSearches();
  const { status } = await search("q=Leeds&rental=boat&sort=cheapest&ev=Foo&height=7&page=-3");
  expect(status).toBe(200);
  expect(Object.fromEntries(asked[0]!)).toEqual({
    q: "Leeds",
    rental: "short",
    sort: "location",
    page: "1",
    per_page: "10",
  });
});

test("a place the gazetteer does not know is explained on a page that offers close matches", async () => {
  const { status, view } = await search("q=Nowhereshire&rental=short");
  expect(status).toBe(200);
  expect(view.outcome).toEqual({
    kind: "place-not-found",
    message: 'We could not find "Nowhereshire". Try a town, postcode, station or airport.',
    closeMatches: [],
  });

  const close = await search("q=Leedz&rental=airport&start=2031-05-01T09:00&end=2031-05-08T09:00");
  expect(close.status).toBe(200);
  if (close.view.outcome.kind !== "place-not-found") throw new Error("expected not found");
  const [match] = close.view.outcome.closeMatches;
  expect(match?.label).toBe("Leeds, England");
  // The match is searched at its point, for the same parking type and stay.
  const params = new URL(match?.href ?? "", "http://localhost").searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    q: "Leeds, England",
    place: "Leeds, England",
    lat: "53.79648",
    rental: "airport",
    start: "2031-05-01T09:00",
    end: "2031-05-08T09:00",
  });
});

test("a misspelt place says which place is shown, with a search for the text as typed", async () => {
  const asked = recordSearches();
  const { status, view } = await search(`q=${encodeURIComponent(misspeltLeeds)}&rental=short`);
  expect(status).toBe(200);
  if (view.outcome.kind !== "found") throw new Error("expected results");
  expect(view.outcome.place.name).toBe("Leeds");
  expect(view.outcome.respelling).toEqual({
    typed: misspeltLeeds,
    asTypedHref: `/search?q=Leeds+Citty&rental=short&as_typed=1`,
  });

  const asTyped = await search("q=Leeds+Citty&rental=short&as_typed=1");
  expect(asked.at(-1)?.get("as_typed")).toBe("true");
  expect(asTyped.view.outcome.kind).toBe("place-not-found");
});

test("a full postcode is kept as the place searched near, with where distances are from", async () => {
  const { view } = await search("q=ls14dy&rental=short");
  if (view.outcome.kind !== "found") throw new Error("expected results");
  expect(view.outcome.place.name).toBe("LS1 4DY");
  expect(view.outcome.distancesFrom).toBe("the centre of the LS1 postcode area");
});

test("a stay that ends before it starts is refused before the service is asked", async () => {
  const asked = recordSearches();
  const { status, view } = await search(
    `q=Leeds&rental=short&start=${inHours(5)}&end=${inHours(3)}`,
  );
  expect(status).toBe(400);
  expect(view.outcome).toEqual({
    kind: "invalid",
    field: "end",
    message: "The end must be after the start.",
  });
  expect(asked).toHaveLength(0);
});

test("a stay that has already started, or is not a date, gets a message naming the field", async () => {
  const past = await search("q=Leeds&rental=short&start=2020-01-01T09:00&end=2020-01-01T11:00");
  expect(past.status).toBe(400);
  expect(past.view.outcome).toMatchObject({
    field: "start",
    message: expect.stringMatching(/passed/),
  });

  const garbled = await search(`q=Leeds&rental=short&start=tomorrow&end=${inHours(30)}`);
  expect(garbled.view.outcome).toMatchObject({
    field: "start",
    message: "Enter the start as a date and time.",
  });

  const lonely = await search(`q=Leeds&rental=short&end=${inHours(30)}`);
  expect(lonely.view.outcome).toMatchObject({ kind: "invalid", field: "start" });
});

test("hourly parking is searched for at least half an hour", async () => {
  const start = inHours(2);
  const end = new Date(new Date(start).getTime() + 15 * 60 * 1000).toISOString();
  const { view } = await search(`q=Leeds&rental=short&start=${start}&end=${end}`);
  expect(view.outcome).toMatchObject({
    kind: "invalid",
    message: "Parking is booked for at least half an hour.",
  });
});

test("the service's own objection to the dates is shown as it words it", async () => {
  server.use(
    http.get(searchUrl, () =>
      contractJson(
        invalidRequestSchema,
        {
          message: "Please correct the invalid fields",
          errors: { end: ["Give an end with the start"] },
        },
        { status: 400 },
      ),
    ),
  );
  const { status, view } = await search("q=Leeds&rental=short");
  expect(status).toBe(400);
  expect(view.outcome).toEqual({
    kind: "invalid",
    field: "end",
    message: "Give an end with the start",
  });
});

test("without a place the page offers the form and asks the service nothing", async () => {
  const asked = recordSearches();
  const { status, view } = await search("rental=airport");
  expect(status).toBe(200);
  expect(view.outcome).toEqual({ kind: "start" });
  expect(view.criteria.rental).toBe("airport");
  expect(asked).toHaveLength(0);
});

test("a known place with no spaces comes back empty, with the place to watch", async () => {
  const { status, view } = await search("q=Quietville&rental=long");
  expect(status).toBe(200);
  expect(view.outcome).toMatchObject({
    kind: "found",
    spaces: [],
    radiusMetres: 3000,
    place: { name: "Quietville", lat: 54.1, lng: -2.1 },
  });
});

test("a search every driver may share is shown from one frozen reading while the service's answer is kept", async () => {
  const searchMocks = searchHandlers((path) => new URL(path, marketplaceUrl).toString());
  server.use(
    http.get(searchUrl, async ({ request }) => {
      const answer = (await getResponse(searchMocks, request))!;
      answer.headers.set("Cache-Control", "public, max-age=5");
      return answer;
    }),
  );
  const asked = recordSearches();
  const shared = createMarketplace({ baseUrl: marketplaceUrl, sharesAnswers: true });
  const searchBy = async (address: string, query: string) => {
    const context = searchPageContext();
    const host = context.get(hostContext);
    context.set(hostContext, {
      ...host,
      marketplace: shared.forVisitor({ address, requestId: `request-${address}` }),
    });
    const url = `http://localhost/search?${query}`;
    return (await loader(dataArgs(url, { context }))).data.outcome;
  };

  const first = await searchBy("198.51.100.1", "q=Leeds&rental=short");
  const second = await searchBy("198.51.100.2", "q=Leeds&rental=short");
  const nextPage = await searchBy("198.51.100.3", "q=Leeds&rental=short&page=2");

  expect(asked).toHaveLength(2);
  expect(second).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  if (first.kind !== "found") throw new Error(`expected results, got ${first.kind}`);
  expect(Object.isFrozen(first.spaces[0])).toBe(true);
  expect(first.spaces[0]).toMatchObject({
    title: "Driveway on Test Street 1",
    distance: "100 m from Leeds",
  });
  expect(nextPage).not.toBe(first);
  expect(nextPage).toMatchObject({ kind: "found", page: 2 });
});

test("when the service fails the page fails, for the error boundary to explain", async () => {
  server.use(
    http.get(searchUrl, () => contractJson(messageSchema, { message: "down" }, { status: 503 })),
  );
  await expect(search("q=Leeds")).rejects.toThrow(/503/);
});

function alertRequest(fields: Record<string, string>) {
  return dataArgs("http://localhost/search?q=Quietville&rental=long", {
    method: "POST",
    body: new URLSearchParams(fields),
    context: searchPageContext(),
  });
}

const quietvilleAlert = {
  intent: "location-alert",
  place_name: "Quietville",
  lat: "54.1",
  lng: "-2.1",
  radius: "3000",
  rental: "long",
};

test("a driver can ask to be emailed when parking comes up near an empty search", async () => {
  let sent: unknown;
  server.events.on("request:start", async ({ request }) => {
    if (request.url === alertUrl) sent = await request.clone().json();
  });

  const response = await action(alertRequest({ ...quietvilleAlert, email: " priya@example.com " }));

  if (!(response instanceof Response)) throw new Error("expected a redirect");
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/search?q=Quietville&rental=long");
  expect(response.headers.get("Set-Cookie")).toMatch(/^parkway_toast=/);
  expect(sent).toEqual({
    email: "priya@example.com",
    place_name: "Quietville",
    lat: 54.1,
    lng: -2.1,
    radius: 3000,
    rental: "long",
  });
});

test("an alert's radius is kept within what the service allows", async () => {
  let sent: { radius?: number } = {};
  server.events.on("request:start", async ({ request }) => {
    if (request.url === alertUrl) sent = await request.clone().json();
  });
  await action(alertRequest({ ...quietvilleAlert, radius: "25000", email: "a@example.com" }));
  expect(sent.radius).toBe(20_000);
});

test("an alert without a usable email is refused with a message on the field", async () => {
  const result = await action(alertRequest({ ...quietvilleAlert, email: "not-an-email" }));
  if (result instanceof Response) throw new Error("expected the form back");
  expect(result.init?.status).toBe(400);
  expect(result.data.result.error).toEqual({
    email: ["Enter a valid email address, like name@example.com"],
  });
});

test("the service's objection to an email comes back on the field", async () => {
  const result = await action(alertRequest({ ...quietvilleAlert, email: undeliverableEmail }));
  if (result instanceof Response) throw new Error("expected the form back");
  expect(result.init?.status).toBe(400);
  expect(result.data.result.error).toMatchObject({
    email: ["We cannot send email to that address"],
  });
});

test("too many alert requests get the service's message on the form", async () => {
  server.use(
    http.post(alertUrl, () =>
      contractJson(
        messageSchema,
        { message: "Too many attempts. Try again in 59 minutes." },
        { status: 429 },
      ),
    ),
  );
  const result = await action(alertRequest({ ...quietvilleAlert, email: "a@example.com" }));
  if (result instanceof Response) throw new Error("expected the form back");
  expect(result.init?.status).toBe(429);
  expect(result.data.result.error).toMatchObject({
    "": ["Too many attempts. Try again in 59 minutes."],
  });
});

test("a search by place is remembered in the recent-searches cookie, a duplicate moving to the top", async () => {
  const context = searchPageContext();
  const first = await loader(dataArgs("http://localhost/search?q=Leeds&rental=short", { context }));
  const cookie = new Headers(first.init?.headers).get("Set-Cookie") ?? "";
  expect(cookie).toMatch(
    /^parkway_recent_searches=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
  );

  const visitor = { Cookie: cookie.split(";")[0]! };
  const second = await loader(
    dataArgs("http://localhost/search?q=Quietville&rental=long&plan=mon-fri", {
      context,
      headers: visitor,
    }),
  );
  const both = new Headers(second.init?.headers).get("Set-Cookie")!.split(";")[0]!;
  const home = await homeLoader(dataArgs("http://localhost/", { headers: { Cookie: both } }));
  expect(home.recentSearches).toEqual([
    { text: "Quietville", rental: "long", plan: "mon-fri", lastSearchedAt: expect.any(String) },
    { text: "Leeds", rental: "short", plan: null, lastSearchedAt: expect.any(String) },
  ]);
});

test("a search that finds no place is not remembered", async () => {
  const result = await loader(
    dataArgs("http://localhost/search?q=Nowhere%20at%20all&rental=short", {
      context: searchPageContext(),
    }),
  );
  expect(new Headers(result.init?.headers).get("Set-Cookie")).toBeNull();
});

import { http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { spaceAvailabilitySchema, spaceSchema, type SpaceDetail } from "#contract/spaces";
import { contractJson } from "../mocks/contract-json";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, onTestFinished, test } from "vitest";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { SpaceJsonLd, spaceJsonLd } from "../../app/routes/space-page/space-json-ld";
import { readStay } from "../../app/lib/stay";
import { visitorContext } from "../../app/upstream/context";
import { NonceProvider } from "../../app/lib/nonce";
import { loader } from "../../app/routes/space";
import { valueBand } from "../../app/routes/space-page/space-page.server";
import { SpacePage } from "../../app/routes/space-page/space-page";
import { guestToken, marketplaceUrl, ownerToken } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { camdenDriveway, leedsBay, quoteOf } from "../mocks/spaces";
import type { Rental } from "#contract/vocabulary";
import { dataArgs, webContext } from "./web-context";

const api = (path: string) => new URL(path, marketplaceUrl).toString();
const canonicalPath = "/london/camden-parking/driveway-on-camden-road-12";

type Params = Parameters<typeof loader>[0]["params"];

/**
 * The loader's arguments for `path` as the router matches it, for a guest unless `token`.
 * `requestPath` is the raw request's, which for a data request differs from the page's.
 */
function argsFor(path: string, token = guestToken, requestPath = path) {
  const url = `http://localhost${path}`;
  const context = webContext();
  context.set(visitorContext, {
    token,
    anonymousId: "anon-test",
    user: null,
    features: defaultSiteFeatures,
  });
  const { pathname } = new URL(url);
  const segments = pathname.split("/").slice(1);
  const params: Params =
    segments[0] === "locations" && segments[1] === "show"
      ? { spaceId: segments[2] ?? "" }
      : segments[0] === "locations"
        ? // The spec's /locations/{city?}/{district?}/{space}.
          segments.length === 2
          ? { space: segments[1] ?? "" }
          : { city: segments[1] ?? "", district: segments[2] ?? "", space: segments[3] ?? "" }
        : { city: segments[0] ?? "", district: segments[1] ?? "", space: segments[2] ?? "" };
  const args = dataArgs(url, { context });
  return { ...args, request: new Request(`http://localhost${requestPath}`), params };
}

async function load(path: string, token?: string) {
  return loader(argsFor(path, token));
}

/** What the loader threw: a redirect Response, or React Router's data() with its status. */
async function thrownBy(path: string) {
  try {
    await load(path);
  } catch (error) {
    return error;
  }
  throw new Error(`${path} loaded without throwing`);
}

function statusOf(thrown: unknown) {
  if (thrown instanceof Response) return thrown.status;
  if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
    const { init } = thrown;
    if (typeof init === "object" && init !== null && "status" in init) return init.status;
  }
  return undefined;
}

/** The space page as the server renders it for `data`. */
function renderedPage(data: Awaited<ReturnType<typeof load>>) {
  const Stub = createRoutesStub([
    { path: canonicalPath, Component: () => createElement(SpacePage, { data }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [canonicalPath] }));
}

/** The phone's price bar in the page's HTML, or undefined when there is none. */
function bookBarIn(html: string) {
  return html.match(/<aside aria-label="Price and booking".*?<\/aside>/)?.[0];
}

/** Records the service calls matching `method path` while still answering them normally. */
function watch(method: "get" | "post", path: string) {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === method.toUpperCase() && url.href.startsWith(api(path))) seen.push(url);
  };
  server.events.on("request:start", listener);
  onTestFinished(() => {
    server.events.removeListener("request:start", listener);
  });
  return seen;
}

test("a space page shows the space priced for the period in its query, fees included", async () => {
  const quotes = watch("post", "v2/spaces/13/quote");
  const page = await load(
    "/locations/show/13?rental=short&start=2030-06-03T09:30&end=2030-06-03T12:00",
  );

  expect(page.space.title).toBe("Parking bay on Mill Lane");
  expect(page.price).toEqual({ kind: "hourly", parking: 9.9, serviceFee: 0.74, total: 10.64 });
  expect(page.stay.fields).toEqual({ start: "2030-06-03T09:30", end: "2030-06-03T12:00" });
  expect(page.stay.summary).toBe("Mon, 3 Jun 2030, 09:30 to Mon, 3 Jun 2030, 12:00");
  expect(page.availability).toEqual({ available: true, text: "Free for your times: 1 of 1 bay." });
  // Wall-clock times are the UK's: 09:30 in June is 08:30 UTC.
  expect(quotes).toHaveLength(1);
  expect(page.bookHref).toBe(
    "/locations/show/13/book?rental=short&start=2030-06-03T09%3A30&end=2030-06-03T12%3A00",
  );
});

test("the phone's price bar shows the period's total and books it as the panel does", async () => {
  const page = await load(
    "/locations/show/13?rental=short&start=2030-06-03T09:30&end=2030-06-03T12:00",
  );

  const bar = bookBarIn(renderedPage(page));
  expect(bar).toContain("£10.64 total");
  expect(bar).toContain("Mon 3 Jun, 09:30–12:00");
  expect(bar).toContain(`href="${page.bookHref!.replaceAll("&", "&amp;")}"`);
  expect(bar).toContain("Book this space");
});

test("the service is asked for the stay in UTC, as the UK's clocks read it", async () => {
  const asked = watch("get", "v2/spaces/13?");
  await load("/locations/show/13?start=2030-01-10T09:30&end=2030-01-10T11:00");
  expect(asked[0]?.searchParams.get("start")).toBe("2030-01-10T09:30:00.000Z");
  expect(asked[0]?.searchParams.get("end")).toBe("2030-01-10T11:00:00.000Z");
});

test("the short address answers 301 to the canonical page, keeping the period", async () => {
  const thrown = await thrownBy("/locations/show/12?rental=long&season_plan=mon-sun");
  expect(thrown).toBeInstanceOf(Response);
  expect(statusOf(thrown)).toBe(301);
  expect((thrown as Response).headers.get("Location")).toBe(
    `${canonicalPath}?rental=long&season_plan=mon-sun`,
  );
});

test("the spec's /locations/{city?}/{district?}/{space} addresses answer 301 to the canonical page", async () => {
  for (const path of ["/locations/12?rental=short", `/locations${canonicalPath}?rental=short`]) {
    const thrown = await thrownBy(path);
    expect(statusOf(thrown), path).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe(`${canonicalPath}?rental=short`);
  }
  expect(statusOf(await thrownBy("/locations/not-a-number"))).toBe(404);
});

test("the short address shows the page itself while the service cannot find the canonical one", async () => {
  server.use(
    http.get(api("v2/spaces/by-path/:city/:district/:slug"), () =>
      contractJson(messageSchema, { message: "Not Found" }, { status: 404 }),
    ),
  );
  const page = await load("/locations/show/12");
  expect(page.space.id).toBe(12);
  expect(page.pageUrl).toBe("https://www.parkway.example/locations/show/12");
});

test("the canonical address finds its space by its path and books from there", async () => {
  const page = await load(`${canonicalPath}?start=2030-06-03T09:30&end=2030-06-03T12:00`);
  expect(page.space.id).toBe(12);
  expect(page.pageUrl).toBe(`https://www.parkway.example${canonicalPath}`);
  expect(page.bookHref).toMatch(new RegExp(`^${canonicalPath}/book\\?rental=short&start=`));
  expect(page.offered).toEqual(["short", "long"]);
});

test("a page's path is looked up once; each view asks once, for the space with its price and reviews", async () => {
  const calls = watch("get", "v2/spaces/");
  const { context } = argsFor(canonicalPath);
  const view = () => loader({ ...argsFor(canonicalPath), context });

  await view();
  await view();

  const asked = calls.map((url) => `${url.pathname.replace(/^.*\/v2\/spaces\//, "")}`);
  expect(asked.filter((path) => path.startsWith("by-path/"))).toHaveLength(1);
  expect(asked.filter((path) => !path.startsWith("by-path/"))).toEqual(["12", "12"]);
  const spaceCalls = calls.filter((url) => url.pathname.endsWith("/spaces/12"));
  expect(spaceCalls.map((url) => url.searchParams.get("expand"))).toEqual([
    "quote,reviews",
    "quote,reviews",
  ]);
});

test("a client-side navigation's data request books from the page's own address", async () => {
  const query = "?start=2030-06-03T09:30&end=2030-06-03T12:00";
  const page = await loader(
    argsFor(
      `${canonicalPath}${query}`,
      guestToken,
      `${canonicalPath}.data${query}&_routes=routes%2Fspace`,
    ),
  );
  expect(page.pageUrl).toBe(`https://www.parkway.example${canonicalPath}`);
  expect(page.bookHref).toMatch(new RegExp(`^${canonicalPath}/book\\?rental=short&start=`));
});

test("a space that does not exist is the app's 404", async () => {
  expect(statusOf(await thrownBy("/locations/show/999"))).toBe(404);
  expect(statusOf(await thrownBy("/london/camden-parking/no-such-space"))).toBe(404);
});

test("an address that cannot name a space is a 404 without asking the service", async () => {
  const asked = watch("get", "v2/spaces/");
  expect(statusOf(await thrownBy("/locations/show/twelve"))).toBe(404);
  expect(statusOf(await thrownBy("/locations/show/0"))).toBe(404);
  expect(statusOf(await thrownBy("/london/camden_parking/driveway"))).toBe(404);
  expect(asked).toEqual([]);
});

test("a space its owner removed answers 410 with the service's message", async () => {
  const thrown = await thrownBy("/locations/show/14");
  expect(statusOf(thrown)).toBe(410);
  expect(thrown).toMatchObject({ data: { message: "This space has been removed by its owner." } });
});

test("monthly parking shows the seasons, the annual saving and every fee of the first payment", async () => {
  const asked = watch("get", "v2/spaces/12?");
  const page = await load(`${canonicalPath}?rental=long&start=2030-06-01&season_plan=mon-sun`);

  expect(asked[0]?.searchParams.get("season_plan")).toBe("mon-sun");
  expect(asked[0]?.searchParams.get("start")).toBe("2030-05-31T23:00:00.000Z");
  expect(page.price).toEqual({
    kind: "monthly",
    parking: 120,
    serviceFee: 4.99,
    perMonth: 124.99,
    arrangementFee: 5,
    deposit: 25,
    firstPayment: 154.99,
    message: "Then £124.99 every month (£120.00 parking and £4.99 service fee) until you cancel.",
  });
  expect(page.space.seasons["mon-sun"]?.map((season) => season.billing.interval_count)).toEqual([
    1, 3, 12,
  ]);
  expect(page.space.annual_saving).toBe(120);
  expect(page.stay.fields).toEqual({ start: "2030-06-01", end: "" });
  expect(page.bookHref).toBe(
    `${canonicalPath}/book?rental=long&start=2030-06-01&season_plan=mon-sun`,
  );
});

test("a period the service refuses shows its reason by the field, and no way to book", async () => {
  server.use(
    http.post(api("v2/spaces/:id/quote"), () =>
      contractJson(
        invalidRequestSchema,
        {
          message: "Please correct the invalid fields",
          errors: { start: ["That start has passed. Choose a time from now on"] },
        },
        { status: 400 },
      ),
    ),
  );
  const page = await load("/locations/show/13?start=2020-01-01T09:00&end=2020-01-01T10:00");
  expect(page.stay.errors.start).toBe("That start has passed. Choose a time from now on");
  expect(page.price.kind).toBe("unpriced");
  expect(page.bookHref).toBeNull();
});

test("a period that cannot be read keeps what was typed, says why and is not priced", async () => {
  const quotes = watch("post", "v2/spaces/13/quote");
  const page = await load("/locations/show/13?start=soon&end=2030-06-03T12:00");
  expect(page.stay.fields.start).toBe("soon");
  expect(page.stay.errors.start).toMatch(/Enter a date and time/);
  expect(page.price).toEqual({
    kind: "unpriced",
    message: "Choose a valid period to see the price.",
  });
  expect(page.bookHref).toBeNull();
  expect(quotes).toEqual([]);
});

test("an end before the start is refused before the service is asked", async () => {
  const page = await load("/locations/show/13?start=2030-06-03T12:00&end=2030-06-03T09:00");
  expect(page.stay.errors.end).toBe("The end must be after the start");
  expect(page.bookHref).toBeNull();
});

/** The service's answer for `space` with none of its bays free for the `rental` stay asked. */
function fullyBooked(space: SpaceDetail, rental: Rental) {
  return http.get(api(`v2/spaces/${space.id}`), () =>
    contractJson(spaceSchema, {
      data: {
        ...space,
        available: false,
        bays: { total: space.bays.total, free: 0 },
        quote: { status: 200, data: quoteOf({ rental }) },
        reviews: { newest: [], total: 0 },
      },
    }),
  );
}

test("a fully booked period keeps its price but offers no booking", async () => {
  server.use(fullyBooked(leedsBay, "short"));
  const availability = watch("get", "v2/spaces/13/availability");
  const page = await load("/locations/show/13?start=2030-06-03T09:30&end=2030-06-03T12:00");
  expect(page.price.kind).toBe("hourly");
  expect(page.availability).toEqual({
    available: false,
    text: "Fully booked for these times. Choose other times or a nearby space.",
  });
  expect(page.bookHref).toBeNull();
  // The space's own answer counts its free bays for the period.
  expect(availability).toEqual([]);
  const bar = bookBarIn(renderedPage(page));
  expect(bar).toContain("Fully booked for this period");
  expect(bar).toContain('href="#price-heading"');
  expect(bar).not.toContain("Book this space");
});

test("a fully booked monthly space says from when a bay is free", async () => {
  server.use(
    fullyBooked(camdenDriveway, "long"),
    http.get(api("v2/spaces/12/availability"), () =>
      contractJson(spaceAvailabilitySchema, {
        data: {
          rental: "long",
          available: false,
          free_bays: 0,
          total_bays: 1,
          start: "2030-05-31T23:00:00.000Z",
          end: null,
          available_from: "2030-07-14T23:00:00.000Z",
        },
      }),
    ),
  );
  const page = await load(`${canonicalPath}?rental=long&start=2030-06-01`);
  expect(page.availability).toEqual({
    available: false,
    text: "Fully booked from Sat, 1 Jun 2030. A bay is free for monthly parking from Mon, 15 Jul 2030.",
  });
  expect(page.bookHref).toBeNull();
});

test("a rental the space does not offer falls back to one it does, and says so", async () => {
  const page = await load("/locations/show/13?rental=long");
  expect(page.stay.rental).toBe("short");
  expect(page.offered).toEqual(["short"]);
  expect(page.stay.notice).toBe(
    "This space is not offered for monthly parking, so it is shown for hourly parking.",
  );
});

test("access instructions reach only the space's owner, never a driver before payment", async () => {
  const asGuest = await load(canonicalPath);
  expect(asGuest.space.access.instructions).toBeNull();
  const asOwner = await load(canonicalPath, ownerToken);
  expect(asOwner.space.access.instructions).toBe("Gate code 4821. Use the left-hand bay.");
});

test("reviews come newest first with their month", async () => {
  const page = await load(canonicalPath);
  expect(page.reviews?.total).toBe(2);
  expect(page.reviews?.items.map((review) => [review.author, review.written])).toEqual([
    ["Aoife T.", "July 2026"],
    ["Isla O.", "May 2025"],
  ]);
});

test("the JSON-LD describes the parking facility, its rating and the offer for the period", async () => {
  const page = await load(`${canonicalPath}?start=2030-06-03T09:30&end=2030-06-03T12:00`);
  const { "@graph": graph } = spaceJsonLd(page);
  const [facility, offer] = graph;
  expect(facility).toMatchObject({
    "@type": "ParkingFacility",
    "@id": `https://www.parkway.example${canonicalPath}#space`,
    name: camdenDriveway.title,
    address: { "@type": "PostalAddress", postalCode: "NW1 9DP", addressCountry: "GB" },
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    image: [
      "https://www.parkway.example/api/v2/spaces/12/photos/0",
      "https://www.parkway.example/api/v2/spaces/12/photos/1",
      "https://www.parkway.example/api/v2/spaces/12/photos/2",
    ],
  });
  expect(offer).toMatchObject({
    "@type": "Offer",
    price: "10.64",
    priceCurrency: "GBP",
    availability: "https://schema.org/InStock",
    availableAtOrFrom: { "@id": `https://www.parkway.example${canonicalPath}#space` },
  });
});

test("the JSON-LD carries the CSP nonce and cannot end its own script", async () => {
  const page = await load(canonicalPath);
  const hostile = { ...page, space: { ...page.space, title: "Bay</script><script>alert(1)" } };
  const html = renderToStaticMarkup(
    createElement(NonceProvider, { value: "n0nce" }, createElement(SpaceJsonLd, { data: hostile })),
  );
  expect(html).toMatch(/^<script type="application\/ld\+json" nonce="n0nce">/);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).toContain("Bay\\u003c/script>");
});

test("view_item carries the period's price and the spec's value band", async () => {
  const hourly = await load("/locations/show/13?start=2030-06-03T09:30&end=2030-06-03T12:00");
  expect(hourly.viewItem).toMatchObject({
    event: "view_item",
    value_band: "medium",
    ecommerce: {
      currency: "GBP",
      value: 9.9,
      items: [{ item_id: "13", item_name: "Parking bay on Mill Lane", item_category: "short" }],
    },
  });
  expect([valueBand("short", 10.01), valueBand("short", 10), valueBand("short", 1)]).toEqual([
    "high",
    "medium",
    "low",
  ]);
  expect([valueBand("long", 150.5), valueBand("long", 150), valueBand("long", 50)]).toEqual([
    "high",
    "medium",
    "low",
  ]);
});

test("without a period, hourly parking is priced from the next half hour for two hours", () => {
  const now = new Date("2030-06-03T08:10:00Z");
  const { stay, fields, errors } = readStay(new URLSearchParams(), now);
  expect(errors).toEqual({});
  expect(stay.start.toISOString()).toBe("2030-06-03T08:30:00.000Z");
  expect(stay.end?.toISOString()).toBe("2030-06-03T10:30:00.000Z");
  expect(fields).toEqual({ start: "2030-06-03T09:30", end: "2030-06-03T11:30" });
});

test("a stay across the clocks going forward is read in the right offset on each side", () => {
  const { stay } = readStay(
    new URLSearchParams({ start: "2030-03-30T23:00", end: "2030-03-31T09:00" }),
    new Date("2030-03-01T00:00:00Z"),
  );
  expect(stay.start.toISOString()).toBe("2030-03-30T23:00:00.000Z");
  expect(stay.end?.toISOString()).toBe("2030-03-31T08:00:00.000Z");
});

test("an ISO moment from the search page is read as it is", () => {
  const { stay, fields } = readStay(
    new URLSearchParams({ start: "2030-06-03T08:30:00.000Z", end: "2030-06-03T10:30:00.000Z" }),
    new Date("2030-06-01T00:00:00Z"),
  );
  expect(stay.start.toISOString()).toBe("2030-06-03T08:30:00.000Z");
  expect(fields.start).toBe("2030-06-03T09:30");
});

test("a hidden space's page says only that it is not taking bookings", async () => {
  server.use(
    http.post(api("v2/spaces/:id/quote"), () =>
      contractJson(messageSchema, { message: "Not taking bookings" }, { status: 404 }),
    ),
    http.get(api("v2/spaces/:id/reviews"), () =>
      contractJson(messageSchema, { message: "No such space" }, { status: 404 }),
    ),
  );
  const page = await load(canonicalPath, ownerToken);
  expect(page.closed).toBe(true);
  expect(page.bookHref).toBeNull();

  const html = renderedPage(page);
  expect(html).toContain("This space is not taking bookings at the moment.");
  expect(bookBarIn(html)).toBeUndefined();
  expect(html).not.toContain("Choose a period");
  expect(html).not.toContain("Update price");
  expect(html).not.toContain("Reviews could not be loaded");
});

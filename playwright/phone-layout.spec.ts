import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { expect as baseExpect, open, test } from "./support/fixtures";
import { wallClockIn } from "./support/wall-clock";

// Search and space pages are priced for each request on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const LONDON = "/search?q=London&rental=short";

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** The first seeded Leeds space open all hours, at a period far enough ahead to be free. */
async function bookableSpace(request: APIRequestContext) {
  const search = await request.get("/api/v2/location-search?q=Leeds&rental=short&per_page=50");
  const { data }: { data: { id: number }[] } = await search.json();
  for (const { id } of data) {
    const response = await request.get(`/api/v2/spaces/${id}?rental=short`);
    const { data: space }: { data: { access: { open_all_hours: boolean } } } =
      await response.json();
    if (space.access.open_all_hours) {
      const start = wallClockIn(23, 9);
      const end = wallClockIn(23, 17);
      return `/locations/show/${id}?rental=short&start=${start.field}&end=${end.field}`;
    }
  }
  throw new Error("No seeded Leeds space is open all hours");
}

function bookBar(page: Page) {
  return page.getByRole("complementary", { name: "Price and booking" });
}

/** No pin's box overlaps another's or the searched place's marker, once the map has settled. */
async function expectPinsApart(pins: Locator, centre: Locator) {
  await expect(pins.first()).toBeVisible();
  await expect(async () => {
    const boxes = await Promise.all((await pins.all()).map(boxOf));
    expect(boxes.length).toBeGreaterThan(1);
    const others = [...boxes, await boxOf(centre)];
    const clashes = boxes.flatMap((box, index) =>
      others.slice(index + 1).filter((other) => overlaps(box, other)),
    );
    expect(clashes).toEqual([]);
  }).toPass();
}

test("on a phone the space page holds its price and Book this space in the first screen", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, await bookableSpace(request), javaScriptEnabled);

  const bar = bookBar(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/£[\d.]+ total/);
  const { y, height } = await boxOf(bar);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
  // The gallery shows its first photo and a way to the rest, so the price panel follows soon.
  await expect(page.getByRole("link", { name: /^See all \d+ photos$/ })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled, "the space page on a phone");

  await bar.getByRole("link", { name: "Book this space" }).click();

  await expect(page).toHaveURL(/\/book\?step=bookings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");
});

test("scrolled to its end, the phone's price bar covers none of the space page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, await bookableSpace(request), javaScriptEnabled);

  await page.getByRole("region", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const reviews = await boxOf(page.getByRole("region", { name: "Reviews" }));
  expect(overlaps(await boxOf(bookBar(page)), reviews)).toBe(false);
});

test("on a wide screen the price panel books and the phone's bar is gone", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "one width is enough without JavaScript");
  await page.setViewportSize(DESKTOP);
  await open(page, await bookableSpace(request), javaScriptEnabled);

  await expect(bookBar(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Book this space" })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled, "the space page on a wide screen");
});

test("on a phone the first result starts in the first screen, the search folded above it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, LONDON, javaScriptEnabled);

  const first = page.getByRole("list", { name: "Parking spaces" }).getByRole("article").first();
  expect((await boxOf(first)).y).toBeLessThan(PHONE.height);
  await expect(page.getByLabel("Where are you going?")).toBeHidden();
  await expectAccessible(page, javaScriptEnabled, "the search page on a phone");

  await page.getByText("Change search").click();

  await expect(page.getByLabel("Where are you going?")).toHaveValue("London");
  const form = page.getByRole("form", { name: "Change your search" });
  await expect(form.getByRole("button", { name: /^Search/ })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled, "the search page's open form on a phone");
});

test("on a wide screen the search form shows above the results as it is", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "one width is enough without JavaScript");
  await page.setViewportSize(DESKTOP);
  await open(page, LONDON, javaScriptEnabled);

  await expect(page.getByLabel("Where are you going?")).toBeVisible();
  await expect(page.getByText("Change search")).toBeHidden();
});

test.describe("while the cookie banner asks", () => {
  test.use({ cookieBannerAnswered: false });

  function cookieBanner(page: Page) {
    return page.getByRole("region", { name: "Cookies on Parkway" });
  }

  async function expectClear(page: Page, action: Locator) {
    await expect(cookieBanner(page)).toBeVisible();
    await expect(action).toBeVisible();
    expect(overlaps(await boxOf(cookieBanner(page)), await boxOf(action))).toBe(false);
  }

  test("on a phone it covers neither the home page's search nor a space's Book", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/", javaScriptEnabled);
    await expectClear(page, page.getByRole("main").getByRole("button", { name: /^Search/ }));
    await expectAccessible(page, javaScriptEnabled, "the home page and its cookie banner");

    await open(page, await bookableSpace(request), javaScriptEnabled);
    await expectClear(page, bookBar(page).getByRole("link", { name: "Book this space" }));
  });

  test("on a phone it covers no booking step's Continue", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    const space = await bookableSpace(request);
    const [path, query] = space.split("?");
    await open(page, `${path}/book?${query}`, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");

    await expectClear(page, page.getByRole("button", { name: "Continue", exact: true }));
  });
});

test("map pins keep clear of each other and of the searched place, on a phone", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, LONDON, javaScriptEnabled);

  await page.getByText("Show map").click();

  const map = page.getByRole("region", { name: "Map of parking near London" });
  await expectPinsApart(map.locator("a[href] > span"), map.getByTestId("map-centre"));
});

test("map pins keep clear of each other on a wide screen, drawn and once Leaflet has the map", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Leaflet takes over only with JavaScript");
  await page.setViewportSize(DESKTOP);
  await open(page, LONDON, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Map of parking near London" });
  await expectPinsApart(map.locator("a[href] > span"), map.getByTestId("map-centre"));

  await map.hover();

  const leafletPins = map.locator(".leaflet-marker-icon > span");
  const leafletCentre = map.locator(".leaflet-overlay-pane path");
  await expectPinsApart(leafletPins, leafletCentre);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expectPinsApart(leafletPins, leafletCentre);
});

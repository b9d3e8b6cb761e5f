import type { Locator, Page } from "@playwright/test";
import { seriousAxeProblems } from "./support/accessibility";
import { expect as baseExpect, open, test } from "./support/fixtures";

// The search page renders a map and twenty priced results against the suite's one server; on
// a busy two-core machine a first visit has taken 12 s, so this spec allows more than the rest.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// London within 5 km holds more than a page of the demo spaces.
const LONDON = "/search?q=London&rental=short&radius=5000";

function results(page: Page) {
  return page.getByRole("list", { name: "Parking spaces" }).locator(":scope > li");
}

/** Opens the filters panel unless it is open already (it opens itself while filters are on). */
async function openFilters(page: Page) {
  const panel = page.locator("details", { has: page.locator("summary", { hasText: "Filters" }) });
  if ((await panel.getAttribute("open")) === null) {
    await panel.locator("summary").click();
  }
  await expect(panel).toHaveAttribute("open", "");
}

/** The prices shown, in list order, as numbers. */
async function prices(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^[£€][\d,.]+$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/** Submits the search form's filters: by itself with JavaScript, with its button without. */
async function applyWith(page: Page, javaScriptEnabled: boolean, button: string) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: button }).click();
}

test("a driver searches from the home page and sees spaces near the place", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  // Enter searches for the text as typed, whether or not suggestions have opened over the form.
  const place = page.getByLabel("Where are you going?");
  await place.fill("Leeds");
  await place.press("Enter");

  await expect(page).toHaveURL(/\/search\?.*q=Leeds/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hourly parking near Leeds");
  await expect(results(page).first()).toBeVisible();
  const first = results(page).first();
  await expect(first).toContainText(/from Leeds/);
  await expect(first).toContainText(/for your stay/);
  await expect(first).toContainText(/Available|Fully booked/);
  // Spec §2: no footer on search.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // The search form keeps what was searched for.
  await expect(page.getByLabel("Where are you going?")).toHaveValue("Leeds");
});

test("a search is remembered and offered again on the home page", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/search?q=Manchester&rental=long&plan=mon-fri", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Manchester");

  await open(page, "/", javaScriptEnabled);
  const recents = page.getByRole("navigation", { name: "Your recent searches" });
  await recents.getByRole("link", { name: /Manchester/ }).click();
  await expect(page).toHaveURL(/\/search\?q=Manchester&rental=long&plan=mon-fri/);
});

test("a driver saves a search, finds it on the home page and removes it there", async ({
  page,
  javaScriptEnabled,
}) => {
  const search = "/search?q=Manchester&rental=long&plan=mon-fri";
  await open(page, search, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Manchester");
  await page.getByRole("button", { name: "Save this search" }).click();

  await expect(page.getByText("Saved to your favourites")).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=Manchester&rental=long&plan=mon-fri$/);
  await expect(page.getByRole("button", { name: /Saved · Remove from favourites/ })).toBeVisible();

  await open(page, "/", javaScriptEnabled);
  const favourites = page.getByRole("navigation", { name: "Your favourite searches" });
  await expect(
    favourites.getByRole("link", { name: "Manchester · Monthly, weekdays" }),
  ).toHaveAttribute("href", search);
  await favourites
    .getByRole("button", { name: "Remove Manchester (Monthly, weekdays) from favourites" })
    .click();

  await expect(page.getByText("Removed from your favourites")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Your favourite searches" })).toHaveCount(0);
  // It is still a recent search, so the home page says how to keep one.
  await expect(page.getByText(/Use “Save this search”/)).toBeVisible();
});

test("parking near me searches around the driver, or says why it cannot", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  const nearMe = page.getByRole("button", { name: "Parking near me" });
  if (!javaScriptEnabled) {
    // Geolocation needs JavaScript: no button that would do nothing.
    await expect(page.getByRole("heading", { name: "Find parking" })).toBeVisible();
    await expect(nearMe).toHaveCount(0);
    return;
  }
  await page.getByRole("radio", { name: /Monthly/ }).check();
  // Until the driver allows it, the browser refuses.
  await nearMe.click();
  await expect(page.getByText(/^Geolocation failed: /)).toBeVisible();

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 53.4808, longitude: -2.2426 });
  await nearMe.click();
  await expect(page).toHaveURL(/\/search\?lat=53\.48080&lng=-2\.24260&rental=long$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Monthly parking near your location",
  );
});

test("sorting by price lists the cheapest spaces first and keeps the choice in the URL", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, LONDON, javaScriptEnabled);
  await page.getByLabel("Sort by").selectOption({ label: "Lowest price" });
  await applyWith(page, javaScriptEnabled, "Sort");

  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price");
  // With JavaScript the URL changes a moment before the new list is drawn.
  await expect
    .poll(async () => {
      const shown = await prices(results(page));
      return (
        shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price)
      );
    })
    .toBe(true);
});

test("a filter narrows the list, stays in the URL and can be cleared", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, LONDON, javaScriptEnabled);
  await openFilters(page);
  await page.getByRole("checkbox", { name: "Covered" }).check();
  await applyWith(page, javaScriptEnabled, "Show results");

  await expect(page).toHaveURL(/covered=on/);
  await expect(page.locator("summary", { hasText: /Filters\s*\(2 on\)/ })).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Covered" })).toBeChecked();
  const count = await results(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(results(page).nth(index).getByRole("list", { name: "Facilities" })).toContainText(
      "Covered",
    );
  }

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/covered=/);
  await expect(page).toHaveURL(/q=London/);
});

test("a driver pages through the results and opens a space", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  await open(page, LONDON, javaScriptEnabled);
  const firstOnPageOne = await results(page).first().getByRole("link").textContent();

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
  await expect(results(page).first().getByRole("link")).not.toHaveText(firstOnPageOne ?? "");

  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(results(page).first().getByRole("link")).toHaveText(firstOnPageOne ?? "");

  const link = results(page).first().getByRole("link");
  const href = await link.getAttribute("href");
  // The space's own page, not the short address that would redirect there.
  expect(href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\?rental=short&start=.+&end=.+$/);
  // The space page is another team's; this journey only needs to arrive there.
  consoleErrors.allowNotFound(new URL(href ?? "", "http://x").pathname);
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(href ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("changing the parking type and dates searches again from the search page", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/search?q=London&rental=short", javaScriptEnabled);
  await page.getByRole("radio", { name: "Monthly" }).check();
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/rental=long/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monthly parking near London");
  await expect(results(page).first()).toContainText("a month, fee included");
  await expect(page.getByRole("option", { name: "Best monthly plan" })).toHaveCount(1);
});

test("a suggested place is searched at its own point", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the text is looked up");
  await open(page, "/search?q=London&rental=short", javaScriptEnabled);
  const place = page.getByRole("combobox", { name: "Where are you going?" });
  await place.fill("");
  await place.pressSequentially("Camd", { delay: 20 });
  await page.getByRole("option", { name: "Camden, London" }).click();
  await expect(place).toHaveValue("Camden, London");
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/lat=51\.539/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Hourly parking near Camden, London",
  );
});

test("a place that cannot be found gets a clear message", async ({ page, javaScriptEnabled }) => {
  const response = await open(page, "/search?q=Xyzzyplace&rental=short", javaScriptEnabled);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toContainText("We couldn't find that place");
  await expect(page.getByRole("alert")).toContainText('We could not find "Xyzzyplace"');
});

test("a stay that ends before it starts is explained, and nothing is searched", async ({
  request,
}) => {
  const response = await request.get(
    "/search?q=Leeds&rental=short&start=2031-05-01T12:00&end=2031-05-01T10:00",
  );
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Check your dates");
  expect(html).toContain("The end must be after the start.");
  expect(html).not.toContain("Parking spaces");
});

test("an empty search offers an email when parking comes up there", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await open(page, "/search?q=Lerwick&rental=short", javaScriptEnabled);
  await expect(
    page.getByRole("heading", { level: 2, name: /No hourly parking found/ }),
  ).toBeVisible();

  const email = `lerwick-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.getByLabel("Your email address").fill(email);
  await page.getByRole("button", { name: "Email me" }).click();

  await expect(page.getByText("Parking alert set up")).toBeVisible();
  await expect(
    page.getByText(`We will email ${email} when parking comes up near Lerwick.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=Lerwick&rental=short$/);
});

test("the map shows every result's pin with the page, with JavaScript or without", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, LONDON, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Map of parking near London" });
  const pins = map.locator("a[href]");
  await expect(pins).toHaveCount(10);
  // Pins come in the list's order, each a link to its space.
  const firstResult = results(page).first().getByRole("link");
  const [href, title] = [await firstResult.getAttribute("href"), await firstResult.textContent()];
  await expect(pins.first()).toHaveAttribute("href", href!);
  await pins.first().dispatchEvent("click");
  await expect(page.getByRole("heading", { level: 1, name: title! })).toBeVisible();
});

test("hovering a result marks its pin on the map", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "marking a pin needs JavaScript; the map stands still without it");
  await open(page, LONDON, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Map of parking near London" });

  await results(page).nth(1).hover();
  await expect(map.locator(".map-pin-active")).toHaveCount(1);
  const [price] = await prices(results(page).nth(1));
  await expect(map.locator(".map-pin-active")).toHaveText(`£${price!.toFixed(2)}`);
});

test("Leaflet loads only when the driver reaches for the map, at the same view", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "moving the map needs JavaScript");
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(results-map|leaflet)-/.test(request.url())) mapCode.push(request.url());
  });
  await open(page, LONDON, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Map of parking near London" });
  // Where each pin's label is centred within the map, in whole pixels.
  const pinPlaces = (pins: Locator) =>
    pins.evaluateAll((elements) =>
      elements.map((pin) => {
        const label = pin.querySelector("span")!.getBoundingClientRect();
        const frame = pin.closest("[role=region]")!.getBoundingClientRect();
        return [
          Math.round(label.x + label.width / 2 - frame.x),
          Math.round(label.y + label.height / 2 - frame.y),
        ];
      }),
    );
  const staticPlaces = await pinPlaces(map.locator("a[href]"));
  expect(mapCode).toEqual([]);

  await map.hover();
  await expect(map.locator(".leaflet-marker-icon")).toHaveCount(10);
  await expect(map.locator("a[tabindex='-1']")).toHaveCount(0);
  expect(mapCode.length).toBeGreaterThan(0);
  const leafletPlaces = await pinPlaces(map.locator(".leaflet-marker-icon"));
  staticPlaces.forEach(([x, y], index) => {
    expect(Math.abs(x! - leafletPlaces[index]![0]!)).toBeLessThanOrEqual(2);
    expect(Math.abs(y! - leafletPlaces[index]![1]!)).toBeLessThanOrEqual(2);
  });

  await results(page).nth(1).hover();
  await expect(map.locator(".leaflet-marker-icon .map-pin-active")).toHaveCount(1);

  const zoomIn = page.getByRole("button", { name: "Zoom in" });
  const zoomOf = () =>
    map.locator(".leaflet-container").evaluate((element) => {
      const scale = /scale\(([\d.]+)\)/.exec(
        element.querySelector<HTMLElement>(".leaflet-marker-pane")?.style.transform ?? "",
      );
      return scale ? Number(scale[1]) : 1;
    });
  const spread = async () => {
    const boxes = await map
      .locator(".leaflet-marker-icon")
      .evaluateAll((pins) => pins.map((pin) => pin.getBoundingClientRect().left));
    return Math.max(...boxes) - Math.min(...boxes);
  };
  const spreadBefore = await spread();
  await zoomIn.click();
  await expect.poll(zoomOf).toBe(1);
  await expect.poll(spread).toBeGreaterThan(spreadBefore * 1.5);
});

test("on a narrow screen the map opens above the list, with JavaScript or without", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, LONDON, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Map of parking near London" });
  await expect(map).toBeHidden();
  await page.getByText("Show map").click();
  await expect(map).toBeVisible();
  await expect(map.locator("a[href]")).toHaveCount(10);
  await page.getByText("Hide map").click();
  await expect(map).toBeHidden();
});

for (const { width, height, label } of [
  { width: 1440, height: 900, label: "desktop" },
  { width: 390, height: 844, label: "mobile" },
]) {
  test(`the search page has no serious accessibility problems at ${label} width`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
    await page.setViewportSize({ width, height });
    await open(page, LONDON, javaScriptEnabled);
    await openFilters(page);
    if (label === "mobile") await page.getByText("Show map").click();
    const map = page.getByRole("region", { name: "Map of parking near London" });
    await expect(map.locator("a[href]").first()).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);

    // And once Leaflet has taken the map over.
    await map.hover();
    await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
}

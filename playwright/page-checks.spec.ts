import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page, Response } from "@playwright/test";
import { allAxeProblems } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  payByCard,
  lookUpVehicle,
  startBooking,
} from "./support/booking-steps";
import { registerDriver, signIn } from "./support/drivers";
import { answerCookieBanner, expect, open, test } from "./support/fixtures";
import { TEST_BASE_URL } from "./support/test-server";
import { wallClockIn } from "./support/wall-clock";

/**
 * The pages a driver meets from the home page to their account (issue 19, point 9): with
 * JavaScript, axe finds no problem of any impact at phone and desktop width; without it, the
 * HTML the server sends passes the Nu HTML Checker with no error.
 */

// Twenty-odd server-rendered pages, each scanned twice, on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

// The guest pages are met as on a first visit, with the cookie banner showing.
test.use({ cookieBannerAnswered: false });

/** A London space free all hours for the period, as the search finds it. */
async function londonSpace(request: APIRequestContext, stay: string) {
  const response = await request.get(`/api/v2/location-search?q=London&${stay}&per_page=50`);
  const { data }: { data: { id: number; available: boolean }[] } = await response.json();
  for (const listed of data.filter(({ available }) => available)) {
    const detail = await request.get(`/api/v2/spaces/${listed.id}?${stay}`);
    const { data: space }: { data: { access: { open_all_hours: boolean } } } = await detail.json();
    if (space.access.open_all_hours) return listed.id;
  }
  throw new Error("No London space is free all hours for the period");
}

/**
 * Walks the pages as a guest and then as a signed-in driver who books, calling `check` on each.
 * Each variant books a day of its own, away from the booking journeys' days.
 */
async function visitDriverPages(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  javaScriptEnabled: boolean,
  check: (name: string) => Promise<void>,
) {
  const day = javaScriptEnabled ? 36 : 38;
  const [start, end] = [wallClockIn(day, 10), wallClockIn(day, 14)];
  const stay = `rental=short&start=${encodeURIComponent(start.iso)}&end=${encodeURIComponent(end.iso)}`;
  const spacePath = `/locations/show/${await londonSpace(request, stay)}?rental=short&start=${start.field}&end=${end.field}`;

  for (const [name, address] of [
    ["home", "/"],
    ["search results", "/search?q=London&rental=short&radius=5000"],
    ["space", spacePath],
    ["login", "/login"],
    ["register", "/register"],
    ["forgotten password", "/forgotten-password"],
  ] as const) {
    await open(page, address, javaScriptEnabled);
    await check(name);
  }

  await answerCookieBanner(context);
  await signIn(context, await registerDriver(request), TEST_BASE_URL);

  await startBooking(page, spacePath, javaScriptEnabled);
  await check("booking: period");
  await continueTo(page, "details", "Your details");
  await page.getByLabel("Mobile number").fill("07700 900123");
  await check("booking: details");
  await continueTo(page, "vehicle", "Your vehicle");
  await lookUpVehicle(page);
  await check("booking: vehicle");
  await continueTo(page, "checkout", "Payment");
  await check("booking: payment");
  await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
  await expectConfirmed(page, "hourly");
  await check("booking: confirmed");
  const accountBooking = new URL(page.url()).pathname.replace(
    "/booking-confirmed/",
    "/account/bookings/",
  );

  for (const [name, address] of [
    ["account: bookings", "/account"],
    ["account: vehicles", "/account/vehicles"],
    ["account: cards", "/account/cards"],
    ["account: profile", "/account/profile"],
    ["account: listings", "/account/listings"],
    ["account: vouchers", "/account/vouchers"],
    ["account: settings", "/account/settings"],
    ["account: booking", accountBooking],
  ] as const) {
    await open(page, address, javaScriptEnabled);
    await check(name);
  }
}

test("axe finds no problem of any impact on a driver's pages at phone and desktop width", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
  const problems: string[] = [];

  await visitDriverPages(page, context, request, javaScriptEnabled, async (name) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const found = await allAxeProblems(page);
      problems.push(...found.map((problem) => `${name} at ${width}px: ${problem}`));
    }
  });

  expect(problems.join("\n")).toBe("");
});

type Served = { name: string; url: string; html: string };

type NuMessage = { url: string; lastLine?: number; message: string; extract?: string };

/** The Nu HTML Checker's errors in the pages, in one run of the checker. */
function nuErrors(pages: Served[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-nu-"));
  try {
    const files = pages.map((served, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, served.html);
      return file;
    });
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    const run = spawnSync(
      "java",
      ["-jar", jar, "--format", "json", "--errors-only", "--stdout", ...files],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw new Error(`The Nu HTML Checker needs Java: ${run.error.message}`);
    if (!run.stdout) throw new Error(`The Nu HTML Checker did not run: ${run.stderr}`);
    const { messages }: { messages: NuMessage[] } = JSON.parse(run.stdout);
    return messages.map(({ url, lastLine, message, extract }) => {
      const served = pages[Number(path.basename(new URL(url).pathname, ".html"))]!;
      return `${served.name} (${served.url}) line ${lastLine ?? "?"}: ${message}${extract ? ` [${extract.trim()}]` : ""}`;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the HTML a driver's pages are served as passes the Nu HTML Checker", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the server sends the same HTML either way; once is enough");
  let document: Response | undefined;
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      document = response;
    }
  });
  const pages: Served[] = [];

  await visitDriverPages(page, context, request, javaScriptEnabled, async (name) => {
    expect(document?.url(), `the document of ${name}`).toBe(page.url());
    pages.push({ name, url: new URL(page.url()).pathname, html: await document!.text() });
  });

  expect(nuErrors(pages).join("\n")).toBe("");
});

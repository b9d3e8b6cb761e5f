// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { RootData } from "../../app/components/layout/root-data";
import type { AppStoreLinks } from "../../app/content/company";
import DefaultLayout from "../../app/routes/layouts/default";
import Home, { loader as homeLoader, meta } from "../../app/routes/home";
import { loader as rootLoader } from "../../app/root";
import { visitorContext, type WebConfig } from "../../app/upstream/context";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, testWebConfig, webContext } from "./web-context";

afterEach(cleanup);

const features = { locations: true, insights: false, ada: false, "list-your-space": true };

/** The root's and the home page's data, as their loaders give them for `config`. */
async function loadHome(config: Partial<WebConfig>) {
  const context = webContext(config);
  context.set(visitorContext, { token: guestToken, anonymousId: "anon-1", user: null, features });
  const root = await rootLoader(dataArgs("http://localhost/", { context }));
  const home = await homeLoader(dataArgs("http://localhost/", { context }));
  return { root: root.data satisfies RootData, home };
}

/** The home page as a visitor sees it, by default one who has answered the cookie banner. */
async function renderHome(config: Partial<WebConfig>, { cookiesAnswered = true } = {}) {
  const loaded = await loadHome(config);
  const { home } = loaded;
  const root = cookiesAnswered ? { ...loaded.root, askForConsent: false } : loaded.root;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      HydrateFallback: () => null,
      children: [
        {
          Component: DefaultLayout,
          children: [
            {
              index: true,
              loader: () => home,
              meta: (args) => meta(args as Parameters<typeof meta>[0]),
              Component: Home,
            },
          ],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 1 });
  return { root, home };
}

const noStores: AppStoreLinks = { ios: null, android: null };

test("a UK visitor is told of spaces across the UK and searches by postcode", async () => {
  await renderHome({ market: "GBR" });
  expect(screen.getByText(/Over 350,000 spaces across the UK, from/)).toBeTruthy();
  expect(document.title).toBe("Parkway | Book parking across the UK and Ireland");
  expect(screen.getByRole("combobox", { name: "Where are you going?" })).toHaveProperty(
    "placeholder",
    "Town, postcode, station or airport",
  );
});

test("an Irish visitor reads Irish copy, searches by Eircode and gets the Irish store pages", async () => {
  await renderHome({ market: "IRL" });
  expect(screen.getByText(/Over 350,000 spaces across Ireland and the UK, from/)).toBeTruthy();
  expect(screen.queryByText(/across the UK,/)).toBeNull();
  expect(screen.getByRole("combobox", { name: "Where are you going?" })).toHaveProperty(
    "placeholder",
    "Town, Eircode, station or airport",
  );
  const app = screen.getByRole("heading", { name: "Get the Parkway app" }).parentElement!;
  expect(
    within(app).getByRole("link", { name: "Download on the App Store" }).getAttribute("href"),
  ).toBe("https://apps.apple.com/ie/app/parkway/id6450000001");
  expect(
    within(app).getByRole("link", { name: "Get it on Google Play" }).getAttribute("href"),
  ).toBe("https://play.google.com/store/apps/details?id=example.parkway&gl=IE");

  expect(document.title).toBe("Parkway | Book parking across Ireland and the UK");
  expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
    "Find and book hourly, monthly and airport parking near you. Over 350,000 spaces across Ireland and the UK, rated 4.6 by 92,000 drivers.",
  );
});

test("the store badges, the app section and the app banner appear only for configured store pages", async () => {
  await renderHome({ appStores: noStores });
  expect(screen.queryByRole("heading", { name: "Get the Parkway app" })).toBeNull();
  expect(screen.queryByRole("complementary", { name: "Get the Parkway app" })).toBeNull();
  expect(screen.queryByRole("img", { name: "Download on the App Store" })).toBeNull();
  expect(screen.queryByRole("img", { name: "Get it on Google Play" })).toBeNull();
  cleanup();

  await renderHome({ appStores: { ...noStores, ios: testWebConfig.appStores.ios } });
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByRole("img", { name: "Download on the App Store" })).toBeTruthy();
  expect(within(footer).queryByRole("img", { name: "Get it on Google Play" })).toBeNull();
  const banner = screen.getByRole("complementary", { name: "Get the Parkway app" });
  expect(within(banner).getByRole("link", { name: "Get the app" }).getAttribute("href")).toBe(
    "https://apps.apple.com/gb/app/parkway/id6450000001",
  );
  cleanup();

  // One banner at a time: the app's waits while the cookie question is open.
  await renderHome(
    { appStores: { ...noStores, ios: testWebConfig.appStores.ios } },
    { cookiesAnswered: false },
  );
  expect(screen.queryByRole("complementary", { name: "Get the Parkway app" })).toBeNull();
});

import { expect, test } from "vitest";
import { visitorContext, type Visitor } from "../../app/upstream/context";
import { flashToast, saveConsent } from "../../app/cookies.server";
import { consentFromChoice } from "../../app/lib/consent";
import { loader } from "../../app/root";
import { driver, driverToken, guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

const defaultFeatures = { locations: true, insights: false, ada: false, "list-your-space": true };

async function loadRoot(visitor: Partial<Visitor> = {}, cookie = "", config = {}) {
  const context = webContext({ listingSiteUrl: "https://list.parkway.example", ...config });
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-1",
    user: null,
    features: defaultFeatures,
    ...visitor,
  });
  const result = await loader(
    dataArgs("http://localhost/", { headers: { Cookie: cookie }, context }),
  );
  return { root: result.data, headers: new Headers(result.init?.headers) };
}

test("a signed-out visitor is asked for cookie consent and offered the listing page", async () => {
  const { root } = await loadRoot();
  expect(root.user).toBeNull();
  expect(root.askForConsent).toBe(true);
  expect(root.links).toEqual({ account: "/account", listYourSpace: "/list-your-space" });
  expect(root.year).toBe(new Date().getFullYear());
});

test("an owner with exactly one draft is sent to that draft's progress page", async () => {
  const { root } = await loadRoot({
    token: driverToken,
    user: { ...driver, listings: { drafts: [{ id: 7 }], total: 1 } },
  });
  expect(root.user).toEqual({ id: driver.id });
  expect(root.links.listYourSpace).toBe("https://list.parkway.example/list-your-space/7/progress");
});

test("a visitor who has answered the banner is not asked again", async () => {
  const consent = await saveConsent(
    consentFromChoice({ intent: "accept-selected", analytical: true, marketing: false }),
  );
  const { root } = await loadRoot({}, consent.split(";")[0]);
  expect(root.askForConsent).toBe(false);
  expect(root.consent).toMatchObject({ analytical: true, marketing: false, preferencesSet: true });
});

test("a flashed message is shown once and its cookie cleared", async () => {
  const flash = await flashToast({ type: "success", title: "Listing published" });
  const { root, headers } = await loadRoot({}, flash.split(";")[0]);
  expect(root.toast).toEqual({ type: "success", title: "Listing published" });
  expect(headers.get("Set-Cookie")).toMatch(/^parkway_toast=; Max-Age=0/);
});

test("the page carries the visitor's anonymous id only where experiments bucket visitors by it", async () => {
  expect((await loadRoot()).root.anonymousId).toBe("");
  const growthbook = { clientKey: "sdk-test", apiHost: "https://cdn.growthbook.example" };
  const { root } = await loadRoot({}, "", { browser: { growthbook } });
  expect(root.anonymousId).toBe("anon-1");
});

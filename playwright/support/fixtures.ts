/* eslint-disable react-hooks/rules-of-hooks -- a fixture's `use` is Playwright's, not React's */
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";
import { issueAccessToken } from "../../api/domain/access-tokens";
import type { SiteFeatureName, SiteFeatures } from "../../contract/site-config";
import { TEST_JWT_SECRET } from "./test-server";

export { expect };

type ConsoleErrors = {
  /**
   * Expects the 404 a browser logs when it loads `path`, a page later issues build: as a
   * document, or as React Router's data request for a client-side navigation.
   */
  allowNotFound(path: string): void;
  /**
   * Expects the `status` a browser logs when a page or its data request at `path` answers with
   * it: a form's refusal shown in place (402 declined, 409 fully booked), say.
   */
  allowStatus(path: string, status: number): void;
  /**
   * Expects the failed loads a browser logs while the test holds it offline: the prefetches of
   * links under the pointer, say, which the page makes on its own.
   */
  allowOfflineLoads(): void;
};

type Features = {
  /** Turns a site feature on or off; it is put back as it was when the test ends. */
  set(name: SiteFeatureName, enabled: boolean): Promise<void>;
};

type Options = {
  /**
   * Whether the visitor has already answered the cookie banner. On by default so the banner,
   * which sits over the bottom of the page, stays out of tests that are not about it.
   */
  cookieBannerAnswered: boolean;
};

/** Answers the cookie banner in `context` as a visitor accepting all cookies. */
export async function answerCookieBanner(context: BrowserContext) {
  const answer = await context.request.post("/cookie-consent", {
    form: { intent: "accept-all", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(answer.status(), "answering the cookie banner").toBe(302);
}

function isFailedLoad(message: ConsoleMessage, path: string, status: number) {
  if (!message.text().includes(`status of ${status}`)) return false;
  const { pathname } = new URL(message.location().url);
  return pathname === path || pathname === `${path}.data`;
}

export const test = base.extend<Options & { consoleErrors: ConsoleErrors; features: Features }>({
  cookieBannerAnswered: [true, { option: true }],

  context: async ({ context, cookieBannerAnswered }, use) => {
    if (cookieBannerAnswered) await answerCookieBanner(context);
    await use(context);
  },

  consoleErrors: [
    async ({ context }, use) => {
      const allowed: { path: string; status: number }[] = [];
      const unexpected: string[] = [];
      let offlineLoads = false;
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        if (offlineLoads && message.text().includes("net::ERR_INTERNET_DISCONNECTED")) return;
        if (allowed.some(({ path, status }) => isFailedLoad(message, path, status))) return;
        unexpected.push(`console.error: ${message.text()} (at ${message.location().url})`);
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        unexpected.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use({
        allowNotFound(path) {
          allowed.push({ path, status: 404 });
        },
        allowStatus(path, status) {
          allowed.push({ path, status });
        },
        allowOfflineLoads() {
          offlineLoads = true;
        },
      });
      expect(unexpected, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],

  features: async ({ request }, use) => {
    const { token } = await issueAccessToken({
      secret: TEST_JWT_SECRET,
      subject: "e2e-admin",
      scopes: ["admin"],
      lifetimeSeconds: 600,
    });
    const original = new Map<SiteFeatureName, boolean>();

    async function put(name: SiteFeatureName, enabled: boolean): Promise<SiteFeatures> {
      const response = await request.put(`/api/v2/admin/site-config/features/${name}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { enabled },
      });
      expect(response.status(), `setting the ${name} feature`).toBe(200);
      const body: { data: { features: SiteFeatures } } = await response.json();
      return body.data.features;
    }

    await use({
      async set(name, enabled) {
        if (!original.has(name)) {
          const response = await request.get("/api/v2/site-config");
          const body: { data: { features: SiteFeatures } } = await response.json();
          original.set(name, body.data.features[name]);
        }
        const features = await put(name, enabled);
        expect(features[name]).toBe(enabled);
      },
    });

    for (const [name, enabled] of original) await put(name, enabled);
  },
});

/**
 * Waits until React has hydrated the page and run its effects, so handlers and listeners
 * (menus, forms, dialogs) are in place. React Router's <ScrollRestoration> switches
 * `history.scrollRestoration` to "manual" in an effect of that same first commit.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
}

/** Goes to `path` and, when the browser runs JavaScript, waits for the page to hydrate. */
export async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  return response;
}

/** After a form post: with JavaScript the page updates in place, without it a new one loads. */
export async function settle(page: Page, javaScriptEnabled: boolean) {
  await page.waitForLoadState();
  if (javaScriptEnabled) await waitForHydration(page);
}

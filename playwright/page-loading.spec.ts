import { createHash } from "node:crypto";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * The first paint waits for the stylesheet and nothing else: it is requested first, and the
 * modules that hydrate the page follow at low priority (decision 014).
 */

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "modules are fetched only with JavaScript",
);

test("the stylesheet is requested first and the page's modules at low priority", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requested: Array<{ path: string; type?: string; priority: string }> = [];
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/assets/"))
      requested.push({ path: url.pathname, type, priority: request.initialPriority });
  });

  const response = await page.goto("/search?q=London&rental=short");
  await page.waitForLoadState("load");

  // The document's own preloads: once hydrated, the page adds prefetches for pages it links to.
  const html = (await response?.text()) ?? "";
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(preloaded.length).toBeGreaterThan(5);
  expect(requested[0]).toMatchObject({ type: "Stylesheet", priority: "VeryHigh" });
  for (const path of preloaded)
    expect(requested.find((request) => request.path === path)).toMatchObject({ priority: "Low" });
});

test("a page sent again without rendering allows its scripts by hash, and hydrates", async ({
  page,
}) => {
  const sent: { policy: string; html: string }[] = [];
  // The second render of the same page is kept; the third is sent from it (decisions 039, 040).
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto("/search?q=Bristol&rental=short&from=kept-page-check");
    sent.push({
      policy: response?.headers()["content-security-policy"] ?? "",
      html: (await response?.text()) ?? "",
    });
    await waitForHydration(page);
  }
  const [first, second, kept] = sent;
  for (const rendered of [first!, second!]) {
    const nonce = /'nonce-([^']+)'/.exec(rendered.policy)?.[1];
    const inDocument = new Set([...rendered.html.matchAll(/ nonce="([^"]*)"/g)].map(([, v]) => v));
    expect([...inDocument]).toEqual([nonce]);
  }
  expect(kept!.html).not.toContain(" nonce=");
  expect(kept!.policy).not.toMatch(/nonce-|strict-dynamic/);
  const inlineScripts = [
    ...kept!.html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map(([, script]) => script!)
    .filter(Boolean);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const script of inlineScripts) {
    const hash = createHash("sha256").update(script).digest("base64");
    expect(kept!.policy).toContain(`'sha256-${hash}'`);
  }
});

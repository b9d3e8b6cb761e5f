import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import type { RootData } from "~/components/layout/root-data";
import { MarkupCacheContext, type MarkupCache } from "~/lib/markup-cache";
import { createMarkupCache } from "~/lib/markup-cache.server";
import type { SiteFeatures } from "#contract/site-config";

type Visitor = Pick<RootData, "user" | "features" | "links" | "appStores">;

const allOn: SiteFeatures = { locations: true, insights: true, ada: true, "list-your-space": true };
const guest: Visitor = {
  user: null,
  features: allOn,
  links: { account: "/account", listYourSpace: "/list-your-space" },
  appStores: { ios: null, android: null },
};
const ownerWithADraft: Visitor = {
  user: { id: "owner-7" },
  features: allOn,
  links: { account: "/account", listYourSpace: "/list-your-space/42/progress" },
  appStores: { ios: "https://apps.apple.com/gb/app/parkway/id1", android: null },
};

/** A page with the header and footer, rendered to the end as the server sends a whole document. */
function renderPage(visitor: Visitor, cache: MarkupCache | null) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new PassThrough();
    collector.on("data", (chunk: Buffer) => chunks.push(chunk));
    collector.on("end", () => resolve(Buffer.concat(chunks).toString()));
    const { pipe } = renderToPipeableStream(
      <MarkupCacheContext value={cache}>
        <MemoryRouter>
          <html lang="en-GB">
            <head />
            <body>
              <Header user={visitor.user} features={visitor.features} links={visitor.links} />
              <main>Page</main>
              <Footer features={visitor.features} year={2026} appStores={visitor.appStores} />
            </body>
          </html>
        </MemoryRouter>
      </MarkupCacheContext>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(collector),
        onShellError: reject,
      },
    );
  });
}

test("the header and footer are sent byte for byte as a full render makes them, cold and warm", async () => {
  const cache = createMarkupCache();
  for (const visitor of [
    guest,
    ownerWithADraft,
    { ...guest, features: { ...allOn, locations: false } },
  ]) {
    const rendered = await renderPage(visitor, null);
    expect(await renderPage(visitor, cache)).toBe(rendered);
    expect(await renderPage(visitor, cache)).toBe(rendered);
  }
});

test("the page keeps the preload of the header's logo, and the footer's icons wait to be seen", async () => {
  const page = await renderPage(guest, createMarkupCache());
  const head = page.slice(0, page.indexOf("</head>"));
  expect(head).toContain('<link rel="preload" as="image" href="/images/logo-light.svg"/>');
  expect(head).not.toContain("/images/social/");
});

test("one visitor's account, listing and app links never reach another visitor's page", async () => {
  const cache = createMarkupCache();
  await renderPage(ownerWithADraft, cache);
  const guestPage = await renderPage(guest, cache);
  expect(guestPage).toBe(await renderPage(guest, null));
  expect(guestPage).not.toContain("/list-your-space/42/progress");
  expect(guestPage).not.toContain("My account");
  expect(guestPage).not.toContain("apps.apple.com");

  const ownerPage = await renderPage(ownerWithADraft, cache);
  expect(ownerPage).toBe(await renderPage(ownerWithADraft, null));
  expect(ownerPage).toContain('href="/list-your-space/42/progress"');
  expect(ownerPage).not.toContain(">Log in<");
});

test("each set of flags gets its own menus and site map", async () => {
  const cache = createMarkupCache();
  const insightsOff = { ...guest, features: { ...allOn, insights: false } };
  expect(await renderPage(guest, cache)).toContain('href="/insights"');
  expect(await renderPage(insightsOff, cache)).not.toContain('href="/insights"');
  expect(await renderPage(guest, cache)).toContain('href="/insights"');
});

test("a variant is rendered once, by every prop it is made from", () => {
  const cache = createMarkupCache();
  const rendered: string[] = [];
  function Greeting({ name, market }: { name: string; market: string }) {
    rendered.push(`${name} ${market}`);
    return <p>{`Hello ${name} in ${market}`}</p>;
  }
  expect(cache.markup(Greeting, { name: "Ann", market: "GBR" })).toBe("<p>Hello Ann in GBR</p>");
  expect(cache.markup(Greeting, { market: "GBR", name: "Ann" })).toBe("<p>Hello Ann in GBR</p>");
  expect(cache.markup(Greeting, { name: "Ann", market: "IRL" })).toBe("<p>Hello Ann in IRL</p>");
  expect(rendered).toEqual(["Ann GBR", "Ann IRL"]);
});

test("past its size the cache drops its oldest variant, and renders it again when asked", () => {
  const cache = createMarkupCache();
  let renders = 0;
  function Count({ n }: { n: number }) {
    renders += 1;
    return <span>{n}</span>;
  }
  for (let n = 0; n < 33; n += 1) cache.markup(Count, { n });
  expect(renders).toBe(33);
  cache.markup(Count, { n: 32 });
  expect(renders).toBe(33);
  cache.markup(Count, { n: 0 });
  expect(renders).toBe(34);
});

import { expect, test } from "vitest";
import { visitorContext } from "../../app/upstream/context";
import { loader as homeLoader } from "../../app/routes/home";
import { action, loader } from "../../app/routes/search";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

const LEEDS_MONTHLY = "/search?q=Leeds&rental=long&plan=mon-fri";
const leedsMonthly = { text: "Leeds", rental: "long", plan: "mon-fri" };

function searchPageContext() {
  const context = webContext();
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-1",
    user: null,
    features: { locations: true, insights: false, ada: false, "list-your-space": true },
  });
  return context;
}

/** A form post to the search page's action, as the browser sends it, with the visitor's cookie. */
async function post(path: string, fields: Record<string, string>, cookie = "") {
  const result = await action(
    dataArgs(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: cookie ? { Cookie: cookie } : {},
      context: searchPageContext(),
    }),
  );
  if (result instanceof Response) {
    const setCookies = result.headers.getSetCookie();
    const favourites = setCookies.find((header) =>
      header.startsWith("parkway_favourite_searches="),
    );
    return { kind: "redirect" as const, response: result, setCookies, favourites };
  }
  return { kind: "form" as const, status: result.init?.status ?? 200, data: result.data };
}

/** What createCookie stored: base64 JSON, URI-encoded. */
function cookieContents(header: string) {
  const value = decodeURIComponent(header.split(";")[0]!.split("=").slice(1).join("="));
  return JSON.parse(Buffer.from(value, "base64").toString("utf8"));
}

function cookieOf(header: string | undefined) {
  return header?.split(";")[0] ?? "";
}

test("a driver saves the search they are looking at, and is brought back to it", async () => {
  const saved = await post(LEEDS_MONTHLY, {
    intent: "save-search",
    ...leedsMonthly,
    redirectTo: LEEDS_MONTHLY,
  });

  if (saved.kind !== "redirect") throw new Error("expected a redirect");
  expect(saved.response.status).toBe(302);
  expect(saved.response.headers.get("Location")).toBe(LEEDS_MONTHLY);
  expect(saved.favourites).toMatch(
    /^parkway_favourite_searches=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
  );
  expect(cookieContents(saved.favourites!)).toEqual([
    { ...leedsMonthly, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
  ]);
  expect(saved.setCookies.some((header) => header.startsWith("parkway_toast="))).toBe(true);

  // The search page now offers to take it out again; another search is not saved.
  const visitor = { Cookie: cookieOf(saved.favourites) };
  const context = searchPageContext();
  const again = await loader(
    dataArgs(`http://localhost${LEEDS_MONTHLY}`, { context, headers: visitor }),
  );
  expect(again.data.favourite).toEqual({ search: leedsMonthly, saved: true });
  const other = await loader(
    dataArgs("http://localhost/search?q=Leeds&rental=short", { context, headers: visitor }),
  );
  expect(other.data.favourite).toEqual({
    search: { text: "Leeds", rental: "short", plan: null },
    saved: false,
  });
});

test("the home page lists the favourites from the cookie, newest first", async () => {
  const first = await post(LEEDS_MONTHLY, { intent: "save-search", ...leedsMonthly });
  if (first.kind !== "redirect") throw new Error("expected a redirect");
  const second = await post(
    "/search?q=York&rental=airport",
    { intent: "save-search", text: "York", rental: "airport" },
    cookieOf(first.favourites),
  );
  if (second.kind !== "redirect") throw new Error("expected a redirect");

  const home = await homeLoader(
    dataArgs("http://localhost/", { headers: { Cookie: cookieOf(second.favourites) } }),
  );
  expect(home.favouriteSearches).toEqual([
    { text: "York", rental: "airport", plan: null, savedAt: expect.any(String) },
    { ...leedsMonthly, savedAt: expect.any(String) },
  ]);
});

test("a search saved twice is kept once", async () => {
  const first = await post(LEEDS_MONTHLY, { intent: "save-search", ...leedsMonthly });
  if (first.kind !== "redirect") throw new Error("expected a redirect");
  const twice = await post(
    LEEDS_MONTHLY,
    { intent: "save-search", ...leedsMonthly, text: "leeds" },
    cookieOf(first.favourites),
  );
  if (twice.kind !== "redirect") throw new Error("expected a redirect");
  expect(cookieContents(twice.favourites!)).toHaveLength(1);
});

test("a favourite removed from the home page is gone from the cookie, and the driver is back home", async () => {
  const saved = await post(LEEDS_MONTHLY, { intent: "save-search", ...leedsMonthly });
  if (saved.kind !== "redirect") throw new Error("expected a redirect");

  const removed = await post(
    "/search",
    { intent: "remove-search", ...leedsMonthly, redirectTo: "/" },
    cookieOf(saved.favourites),
  );
  if (removed.kind !== "redirect") throw new Error("expected a redirect");
  expect(removed.response.headers.get("Location")).toBe("/");
  expect(cookieContents(removed.favourites!)).toEqual([]);
  const home = await homeLoader(
    dataArgs("http://localhost/", { headers: { Cookie: cookieOf(removed.favourites) } }),
  );
  expect(home.favouriteSearches).toEqual([]);
});

test("a redirect that leaves the site is ignored for the search's own page", async () => {
  for (const redirectTo of ["//evil.example/search", "https://evil.example/", "/%2F%2Fevil"]) {
    const saved = await post("/search", { intent: "save-search", ...leedsMonthly, redirectTo });
    if (saved.kind !== "redirect") throw new Error("expected a redirect");
    expect(saved.response.headers.get("Location"), redirectTo).toBe(LEEDS_MONTHLY);
  }
});

test("a save with an unknown parking type or no place is refused with a 400 that says why", async () => {
  const boat = await post(LEEDS_MONTHLY, { intent: "save-search", text: "Leeds", rental: "boat" });
  if (boat.kind !== "form") throw new Error("expected the form back");
  expect(boat.status).toBe(400);
  expect(boat.data).toMatchObject({ form: "favourite" });
  expect(boat.data.result.error?.[""]).toEqual([
    "This search could not be saved: its parking type must be hourly, monthly or airport.",
  ]);

  const nowhere = await post("/search", { intent: "remove-search", text: " ", rental: "short" });
  if (nowhere.kind !== "form") throw new Error("expected the form back");
  expect(nowhere.status).toBe(400);
  expect(nowhere.data.result.error?.[""]).toEqual([
    "This search could not be removed from your favourites: it has no place.",
  ]);
});

test("an eleventh favourite is refused with a message, and the ten stay", async () => {
  let cookie = "";
  for (let index = 1; index <= 10; index += 1) {
    const saved = await post(
      "/search",
      { intent: "save-search", text: `Place ${index}`, rental: "short" },
      cookie,
    );
    if (saved.kind !== "redirect") throw new Error("expected a redirect");
    cookie = cookieOf(saved.favourites);
  }
  const eleventh = await post(
    "/search?q=Leeds&rental=short",
    { intent: "save-search", text: "Leeds", rental: "short" },
    cookie,
  );
  if (eleventh.kind !== "form") throw new Error("expected the form back");
  expect(eleventh.status).toBe(409);
  expect(eleventh.data.result.error?.[""]).toEqual([
    "You have 10 favourite searches, the most we keep. Remove one on the home page to save this one.",
  ]);
  const home = await homeLoader(dataArgs("http://localhost/", { headers: { Cookie: cookie } }));
  expect(home.favouriteSearches).toHaveLength(10);
});

test("a favourites cookie with an entry that no longer reads keeps the others", async () => {
  const saved = await post(LEEDS_MONTHLY, { intent: "save-search", ...leedsMonthly });
  if (saved.kind !== "redirect") throw new Error("expected a redirect");
  const stored = cookieContents(saved.favourites!);
  const tampered = [...stored, { text: "Leeds", rental: "boat", plan: null, savedAt: "x" }];
  const value = encodeURIComponent(Buffer.from(JSON.stringify(tampered)).toString("base64"));
  const home = await homeLoader(
    dataArgs("http://localhost/", { headers: { Cookie: `parkway_favourite_searches=${value}` } }),
  );
  expect(home.favouriteSearches).toEqual(stored);
});

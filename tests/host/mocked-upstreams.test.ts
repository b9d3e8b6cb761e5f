import { afterAll, beforeAll, expect, test } from "vitest";
import { scenarioOf, startMockedUpstreams } from "../../server/mocks";

let upstreams: ReturnType<typeof startMockedUpstreams>;

beforeAll(() => {
  upstreams = startMockedUpstreams();
});

afterAll(() => {
  upstreams.stop();
});

function askApi(path: string, init?: RequestInit) {
  return upstreams.api.fetch(new Request(`http://localhost:3000${path}`, init));
}

test("a scenario named in the query is remembered in a cookie, and `none` forgets it", () => {
  const asked = scenarioOf(
    new URL("http://localhost/search?mock-scenario=empty-search"),
    undefined,
  );
  const remembered = scenarioOf(
    new URL("http://localhost/search"),
    "parkway-mock-scenario=empty-search",
  );
  const forgotten = scenarioOf(
    new URL("http://localhost/search?mock-scenario=none"),
    "parkway-mock-scenario=empty-search",
  );

  expect(asked.scenario).toBe("empty-search");
  expect(asked.cookie).toMatch(
    /^parkway-mock-scenario=empty-search; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  expect(remembered).toEqual({ scenario: "empty-search", cookie: null });
  expect(forgotten.scenario).toBeNull();
  expect(forgotten.cookie).toMatch(/^parkway-mock-scenario=; Max-Age=0; Path=\//);
});

test("the mocked service answers a search as the real one would, with no service behind", async () => {
  const response = await askApi("/api/v2/location-search?q=Leeds&rental=short");

  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.meta.origin.name).toBe("Leeds");
  expect(body.data.length).toBeGreaterThan(0);
});

test("each scenario changes what the mocked upstreams answer", async () => {
  const empty = await askApi("/api/v2/location-search?q=Leeds&mock-scenario=empty-search");
  const down = await askApi("/api/v2/site-config?mock-scenario=service-down");
  const helpDown = await askApi("/api/help-centre/categories?mock-scenario=service-down");

  expect((await empty.json()).data).toEqual([]);
  expect(down.status).toBe(503);
  expect(down.headers.get("Retry-After")).toBe("30");
  expect(helpDown.status).toBe(503);
});

import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";

// patches/react-router+*.patch: the server derives its route tree once per build, and matches
// a path against it once until the path falls out of a bounded cache (decision 016).
const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "offline", path: "offline" },
      { id: "space", path: ":city/:space" },
    ],
  },
];

const { query } = createStaticHandler(routes);

async function pageAt(path: string): Promise<StaticHandlerContext> {
  const context = await query(new Request(`http://parkway.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context;
}

test("the static router reuses the data routes it derived from the same route tree", async () => {
  const offline = await pageAt("/offline");
  const home = await pageAt("/");

  const first = createStaticRouter(routes, offline);
  const second = createStaticRouter(routes, home);

  expect(second.routes).toBe(first.routes);
  expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "offline"]);
  expect(second.state.matches.map((match) => match.route.id)).toEqual(["root"]);
  expect(createStaticRouter([...routes], offline).routes).not.toBe(first.routes);
});

test("a path matched again gets its own matches and parameters", async () => {
  const first = await pageAt("/london/driveway-725");
  const other = await pageAt("/leeds/garage-12");
  const again = await pageAt("/london/driveway-725");

  expect(first.matches.map((match) => match.route.id)).toEqual(["root", "space"]);
  expect(other.matches.at(-1)?.params).toEqual({ city: "leeds", space: "garage-12" });
  expect(again.matches.at(-1)?.params).toEqual({ city: "london", space: "driveway-725" });
  expect(again.matches.at(-1)?.pathname).toBe("/london/driveway-725");
  expect(again.matches[0]?.params).toBe(again.matches[1]?.params);
  expect(again.matches[1]?.params).not.toBe(first.matches[1]?.params);
});

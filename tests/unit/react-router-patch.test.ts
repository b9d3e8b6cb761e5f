import { createStaticHandler, createStaticRouter } from "react-router";
import { expect, test } from "vitest";

// patches/react-router+*.patch: the server render derives its route tree once per build.
test("the static router reuses the data routes it derived from the same route tree", async () => {
  const routes = [{ id: "root", path: "/", children: [{ id: "offline", path: "offline" }] }];
  const { query } = createStaticHandler(routes);
  const first = await query(new Request("http://parkway.test/offline"));
  const second = await query(new Request("http://parkway.test/"));
  if (first instanceof Response || second instanceof Response) throw new Error("Not a page");

  const firstRouter = createStaticRouter(routes, first);
  const secondRouter = createStaticRouter(routes, second);

  expect(secondRouter.routes).toBe(firstRouter.routes);
  expect(firstRouter.state.matches.map((match) => match.route.id)).toEqual(["root", "offline"]);
  expect(secondRouter.state.matches.map((match) => match.route.id)).toEqual(["root"]);
  expect(createStaticRouter([...routes], first).routes).not.toBe(firstRouter.routes);
});

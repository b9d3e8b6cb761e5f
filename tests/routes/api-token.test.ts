import { expect, test } from "vitest";
import { visitorContext } from "../../app/upstream/context";
import { action } from "../../app/routes/api-token";
import { driver, driverToken, guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

const features = { locations: true, insights: false, ada: false, "list-your-space": true };

function post(visitor: { token: string; user: null | { id: string } }) {
  const context = webContext();
  context.set(visitorContext, {
    token: visitor.token,
    anonymousId: "anon-1",
    features,
    user: visitor.user && { ...driver, ...visitor.user, listings: { drafts: [], total: 0 } },
  });
  return action(dataArgs("http://localhost/_api/token", { method: "POST", context }));
}

test("a guest is given their anonymous token", async () => {
  const result = await post({ token: guestToken, user: null });
  expect(result.data).toEqual({ data: { access_token: guestToken } });
  expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
});

test("a signed-in visitor's token is never handed to page scripts", async () => {
  const result = await post({ token: driverToken, user: { id: "42" } });
  expect(result.init?.status).toBe(403);
  expect(JSON.stringify(result.data)).not.toContain(driverToken);
});

import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import { loader } from "../../app/routes/logout";
import {} from "../mocks/auth";
import { driverToken, guestToken, marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { mockAuthService, requestThrough } from "./auth-request";

test("logging out ends the token at the service and holds a fresh anonymous one", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(
    loader,
    "http://localhost/logout?redirect=%2Fsearch%3Fq%3DLeeds",
    {
      cookie: `parkway_token=${driverToken}`,
    },
  );

  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/search?q=Leeds");
  expect(answer.response.headers.get("Cache-Control")).toBe("no-store");
  expect(calls.map((call) => [call.path, call.headers.get("Authorization")])).toEqual([
    ["logout", `Bearer ${driverToken}`],
  ]);
  expect(answer.cookie("parkway_token")).toBe(guestToken);
});

test.each(["//evil.example", "/\\evil.example", "https://evil.example", "/%2F%2Fevil.example"])(
  "logging out with redirect=%s ends at home",
  async (target) => {
    mockAuthService();
    const answer = await requestThrough(
      loader,
      `http://localhost/logout?${new URLSearchParams({ redirect: target })}`,
      { cookie: `parkway_token=${driverToken}` },
    );
    expect(answer.location).toBe("/");
  },
);

test("a guest who logs out is given a new anonymous token without troubling the service", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(loader, "http://localhost/logout", {
    cookie: `parkway_token=${guestToken}`,
  });
  expect(answer.location).toBe("/");
  expect(calls).toEqual([]);
});

test("a service that cannot be reached does not keep the visitor signed in", async () => {
  server.use(
    http.post(new URL("v2/auth/logout", marketplaceUrl).toString(), () => HttpResponse.error()),
  );
  const answer = await requestThrough(loader, "http://localhost/logout", {
    cookie: `parkway_token=${driverToken}`,
  });
  expect(answer.location).toBe("/");
  expect(answer.cookie("parkway_token")).toBe(guestToken);
});

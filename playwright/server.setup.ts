import { expect, test } from "./support/fixtures";

// Every other spec assumes the defaults; the feature-flag spec changes them, after the rest.
test("the site starts with its default feature flags", async ({ request }) => {
  const response = await request.get("/api/v2/site-config");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    data: { features: { locations: true, insights: false, "list-your-space": true } },
  });
});

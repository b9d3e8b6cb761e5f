import { expect, test } from "vitest";
import { canonicalUrl } from "../../app/lib/canonical";

const hosts = { siteUrl: "https://www.parkway.example", appUrl: "https://app.parkway.example" };

test("pages point at the public site without their query", () => {
  expect(canonicalUrl({ pathname: "/company/about-us", search: "?utm_source=x" }, hosts)).toBe(
    "https://www.parkway.example/company/about-us",
  );
});

test("top location pages point at the app URL", () => {
  expect(
    canonicalUrl({ pathname: "/london/camden-parking", search: "" }, hosts, { host: "app" }),
  ).toBe("https://app.parkway.example/london/camden-parking");
});

test("the insights page keeps its page parameter", () => {
  expect(
    canonicalUrl({ pathname: "/insights", search: "?page=3&sort=new" }, hosts, {
      keepQuery: ["page"],
    }),
  ).toBe("https://www.parkway.example/insights?page=3");
});

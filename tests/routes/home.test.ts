import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { expect, test } from "vitest";
import { loader } from "../../app/routes/home";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

const statsUrl = new URL("v2/review-platform-stats", marketplaceUrl).toString();

test("the home page shows the review platform's score and count", async () => {
  const { reviews } = await loader(dataArgs("http://localhost/"));
  expect(reviews).toEqual({ rating: 4.7, count: 93_512 });
});

test("when the review platform cannot be reached the last figures stay", async () => {
  const context = webContext();
  expect((await loader(dataArgs("http://localhost/", { context }))).reviews.rating).toBe(4.7);
  server.use(
    http.get(statsUrl, () => contractJson(messageSchema, { message: "down" }, { status: 503 })),
  );
  // Reused for an hour anyway; a client that never had figures falls back to the spec's.
  expect((await loader(dataArgs("http://localhost/", { context }))).reviews.rating).toBe(4.7);
  const fresh = await loader(dataArgs("http://localhost/"));
  expect(fresh.reviews).toEqual({ rating: 4.6, count: 92_000 });
});

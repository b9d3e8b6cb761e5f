import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import { loader } from "../../app/routes/attributions";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataArgs } from "./web-context";

test("the attributions page lists every data source with its licence", async () => {
  const { sources } = await loader(dataArgs("http://localhost/attributions"));
  expect(sources).toEqual([
    expect.objectContaining({
      name: "GeoNames cities500",
      licence_url: "https://creativecommons.org/licenses/by/4.0/",
    }),
  ]);
});

test("an answer in an unexpected shape fails loudly rather than showing a page without credits", async () => {
  server.use(
    http.get(new URL("v2/attributions", marketplaceUrl).toString(), () =>
      HttpResponse.json({ data: [{ id: "geonames" }] }),
    ),
  );
  await expect(loader(dataArgs("http://localhost/attributions"))).rejects.toThrow();
});

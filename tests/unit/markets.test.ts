import { expect, test } from "vitest";
import { appStoreLinksFor } from "../../app/content/company";
import { placePrompt, regionFor } from "../../app/content/regions";
import { visitorMarket } from "../../app/lib/visitor-market";
import { parseEnv } from "../../server/env";

test("a country header naming Ireland or the UK chooses that market, whatever the deployment's", () => {
  expect(visitorMarket("IE", "GBR")).toBe("IRL");
  expect(visitorMarket("ie", "GBR")).toBe("IRL");
  expect(visitorMarket("GB", "IRL")).toBe("GBR");
  expect(visitorMarket(" gb ", "IRL")).toBe("GBR");
});

test("a visitor from elsewhere, or with no country known, gets the deployment's market", () => {
  for (const code of ["US", "FR", "XX", "T1", "", "__proto__", undefined]) {
    expect(visitorMarket(code, "IRL")).toBe("IRL");
    expect(visitorMarket(code, "GBR")).toBe("GBR");
  }
});

test("each market names its own country first, its postal code and its currency", () => {
  expect(regionFor("GBR")).toMatchObject({
    home: "the UK",
    both: "the UK and Ireland",
    currency: "£",
    spacesArea: "the UK",
    postcode: "postcode",
  });
  expect(regionFor("IRL")).toMatchObject({
    home: "Ireland",
    both: "Ireland and the UK",
    currency: "€",
    spacesArea: "Ireland and the UK",
    postcode: "Eircode",
  });
  expect(placePrompt(regionFor("IRL"))).toBe("Town, Eircode, station or airport");
  expect(regionFor("IRL").registrationExample).toMatch(/^191-D-12345/);
});

test("the store pages follow the visitor's country; an address without a storefront is kept", () => {
  const configured = {
    ios: "https://apps.apple.com/gb/app/parkway/id6450000001",
    android: "https://play.google.com/store/apps/details?id=example.parkway",
  };
  expect(appStoreLinksFor(configured, "IRL")).toEqual({
    ios: "https://apps.apple.com/ie/app/parkway/id6450000001",
    android: "https://play.google.com/store/apps/details?id=example.parkway&gl=IE",
  });
  expect(appStoreLinksFor(configured, "GBR")).toEqual({
    ios: "https://apps.apple.com/gb/app/parkway/id6450000001",
    android: "https://play.google.com/store/apps/details?id=example.parkway&gl=GB",
  });
  expect(
    appStoreLinksFor({ ios: "https://apps.apple.com/app/id6450000001", android: null }, "IRL"),
  ).toEqual({ ios: "https://apps.apple.com/app/id6450000001", android: null });
  expect(appStoreLinksFor({ ios: null, android: null }, "IRL")).toEqual({
    ios: null,
    android: null,
  });
});

test("store pages and the country header are checked at start-up", () => {
  const env = parseEnv({
    COUNTRY_HEADER: "CF-IPCountry",
    APP_STORE_URL: "https://apps.apple.com/gb/app/parkway/id6450000001",
  });
  expect(env.COUNTRY_HEADER).toBe("CF-IPCountry");
  expect(env.PLAY_STORE_URL).toBeUndefined();
  expect(() => parseEnv({ APP_STORE_URL: "http://apps.apple.com/x" })).toThrow(
    /APP_STORE_URL: must be an https:\/\/ URL/,
  );
  expect(() => parseEnv({ COUNTRY_HEADER: "CF IPCountry" })).toThrow(
    /COUNTRY_HEADER: must be a header name/,
  );
});

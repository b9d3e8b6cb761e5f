import { RouterContextProvider } from "react-router";
import { hostContext, type WebConfig } from "../../app/upstream/context";
import { createHelpCentre } from "../../app/upstream/help-centre.server";
import { createMarketplace } from "../../app/upstream/marketplace.server";
import { helpCentreUrl } from "../mocks/help-centre";
import { marketplaceUrl } from "../mocks/marketplace";

export const testWebConfig: WebConfig = {
  production: false,
  cookieSecure: false,
  siteUrl: "https://www.parkway.example",
  appUrl: "http://localhost:3000",
  accountUrl: "/account",
  listingSiteUrl: "",
  market: "GBR",
  countryHeader: null,
  appStores: {
    ios: "https://apps.apple.com/gb/app/parkway/id6450000001",
    android: "https://play.google.com/store/apps/details?id=example.parkway",
  },
  siteConfigCacheMs: 0,
  browser: {},
};

/** The router context the host builds, with the marketplace client pointing at MSW. */
export function webContext(config: Partial<WebConfig> = {}, clientAddress = "198.51.100.1") {
  const merged = { ...testWebConfig, ...config };
  const marketplace = createMarketplace({ baseUrl: marketplaceUrl }).forVisitor({
    address: clientAddress,
    requestId: "request-test-1",
  });
  return new RouterContextProvider(
    new Map([
      [
        hostContext,
        {
          config: merged,
          market: merged.market,
          marketplace,
          helpCentre: createHelpCentre({ baseUrl: helpCentreUrl }),
          cspNonce: "test-nonce",
          clientAddress,
        },
      ],
    ]),
  );
}

/** The arguments React Router gives a loader, action or middleware for `url`. */
export function dataArgs(
  url: string,
  init: RequestInit & { context?: RouterContextProvider } = {},
) {
  const { context = webContext(), ...requestInit } = init;
  const request = new Request(url, requestInit);
  return { request, url: new URL(url), pattern: new URL(url).pathname, params: {}, context };
}

import { http } from "msw";
import { accessTokenSchema, type Account, meSchema } from "#contract/accounts";
import { messageSchema } from "#contract/answers";
import { attributionsSchema } from "#contract/places";
import { reviewPlatformStatsSchema } from "#contract/review-stats";
import { siteConfigSchema } from "#contract/site-config";
import { readinessSchema } from "#contract/health";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { contractJson } from "./contract-json";
import { bookingHandlers } from "./bookings";
import { spaceHandlers } from "./spaces";
import { contactHandlers } from "./contact";

/** Where the web's marketplace client points in tests; MSW answers in place of the service. */
export const marketplaceUrl = "http://marketplace.test/api/";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

/** An unsigned token with the service's claims: the web reads claims, the service verifies. */
export function fakeAccessToken(claims: { sub: string; scope: string[]; exp?: number }) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = claims.exp ?? Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ ...claims, exp })}.signature`;
}

export const guestToken = fakeAccessToken({ sub: "anon_1", scope: ["anonymous"] });
export const driverToken = fakeAccessToken({ sub: "user_42", scope: ["driver"] });
export const ownerToken = fakeAccessToken({ sub: "owner_7", scope: ["driver", "landlord"] });

export const driver: Account = {
  id: "5d9c1e2a-7b3f-4c8d-9e0f-1a2b3c4d5e6f",
  email: "priya@example.com",
  first_name: "Priya",
  last_name: "Shah",
  mobile: "+447700900123",
  scope: ["driver"],
  marketing_emails: true,
  booking_reminders: true,
  created_at: "2025-01-01T10:00:00.000Z",
  listings: { drafts: [{ id: 7 }], total: 1 },
};

/** The marketplace service as the web uses it, with the authorisation it would require. */
export const marketplaceHandlers = [
  http.post(api("v2/auth/anonymous-token"), () =>
    contractJson(
      accessTokenSchema,
      { data: { access_token: guestToken, token_type: "Bearer", expires_in: 3600 } },
      { status: 201 },
    ),
  ),
  http.get(api("v2/site-config"), () =>
    contractJson(siteConfigSchema, { data: { features: defaultSiteFeatures } }),
  ),
  http.get(api("v2/me"), ({ request }) => {
    if (request.headers.get("Authorization") !== `Bearer ${driverToken}`) {
      return contractJson(messageSchema, { message: "Authentication required" }, { status: 401 });
    }
    return contractJson(meSchema, { data: driver });
  }),
  http.get(api("v2/attributions"), () =>
    contractJson(attributionsSchema, {
      data: [
        {
          id: "geonames",
          name: "GeoNames cities500",
          url: "https://download.geonames.org/export/dump/",
          licence: "Creative Commons Attribution 4.0 (CC BY 4.0)",
          licence_url: "https://creativecommons.org/licenses/by/4.0/",
          attribution: "Contains data from GeoNames (geonames.org), licensed under CC BY 4.0.",
          taken: "Towns and cities of the United Kingdom and Ireland.",
        },
      ],
    }),
  ),
  http.get(api("v2/review-platform-stats"), () =>
    contractJson(reviewPlatformStatsSchema, {
      data: {
        data: {
          rating: 4.7,
          reviews_count: 93_512,
          platform: "Reviews",
          url: "https://reviews.example",
        },
      },
    }),
  ),
  http.get(api("readyz"), () => contractJson(readinessSchema, { status: "ready" })),
  ...spaceHandlers(api, ownerToken),
  ...bookingHandlers(api),
  ...contactHandlers(api),
];

// The search page's calls: location-search, places and location notifications.
import { searchHandlers } from "./search";
marketplaceHandlers.push(...searchHandlers(api));

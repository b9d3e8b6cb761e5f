import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { listingSteps, type ListingStep } from "~/components/owner/steps";
import { evConnectorTypes, spaceTypes, type SpaceType } from "~/components/search/options";
import { hostContext, visitorContext } from "~/context";
import { signedInRefusalOf, type Refusal } from "./refusal";
import { spaceCurrency } from "./space-fields";

/**
 * The marketplace service's owner calls (spec §7 landlord actions, issue 6 point 4): an owner's
 * listings, the wizard's draft saved a step at a time, photos, publishing, enable, disable and
 * remove, and the price guide. Shapes follow the service's OpenAPI description
 * (api/routes/landlord.ts, misc.ts); every answer is checked here. A 401 is thrown as it came,
 * for the web's 401 rule (spec §8).
 */

const currency = z.enum(["GBP", "EUR"]);
const weekday = z.number().int().min(0).max(6);

export const ownerListingSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(["draft", "active", "disabled"]),
  draft_step: z.enum(listingSteps).nullable(),
  steps: z.object({
    address: z.boolean(),
    space: z.boolean(),
    access: z.boolean(),
    facilities: z.boolean(),
    photos: z.boolean(),
    prices: z.boolean(),
    availability: z.boolean(),
  }),
  missing: z.array(z.string()),
  title: z.string(),
  address: z.object({
    line: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.enum(["GBR", "IRL"]),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    place_id: z.number().int().nullable(),
  }),
  space_type: z.enum(spaceTypes),
  bays: z.number().int(),
  description: z.string(),
  access_instructions: z.string(),
  facilities: z.object({
    covered: z.boolean(),
    cctv: z.boolean(),
    gated: z.boolean(),
    lit: z.boolean(),
    step_free: z.boolean(),
    height_limit_cm: z.number().int().nullable(),
    ev_connectors: z.array(z.enum(evConnectorTypes)),
    ev_charger_kw: z.number().nullable(),
  }),
  photos: z.array(
    z.object({
      position: z.number().int(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
  ),
  currency,
  prices: z.object({
    offers_hourly: z.boolean(),
    offers_monthly: z.boolean(),
    hourly_minor: z.number().int().nullable(),
    daily_minor: z.number().int().nullable(),
    monthly_minor: z.number().int().nullable(),
  }),
  availability: z.object({
    open_all_hours: z.boolean(),
    hours: z.array(z.object({ weekday, opens_at: z.string(), closes_at: z.string() })),
  }),
  page_path: z.string().startsWith("/").nullable(),
  active_bookings_count: z.number().int().nonnegative(),
  earnings: z.object({ amount_minor: z.number().int(), currency }),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

const listingResponse = z.object({ data: ownerListingSchema });
const listingsResponse = z.object({ data: z.array(ownerListingSchema) });
const publishedResponse = z.object({ message: z.string(), data: ownerListingSchema });
const statusResponse = z.object({ message: z.string() });
const incompleteResponse = z.object({ message: z.string(), missing: z.array(z.string()) });

const suggestedPrice = z.object({
  median: z.number(),
  low: z.number(),
  high: z.number(),
  based_on: z.number().int(),
});
const priceGuideResponse = z.object({
  data: z.object({
    currency: spaceCurrency,
    source: z.enum(["nearby", "national"]),
    based_on: z.number().int(),
    radius_m: z.number().int(),
    hourly: suggestedPrice,
    daily: suggestedPrice,
    monthly: suggestedPrice,
  }),
});
export type PriceGuide = z.infer<typeof priceGuideResponse>["data"];

/** The service refused: its message, and reasons by field (400/422), or 403, 404, 409, 413, 415. */
export type ListingRefusal = Refusal;
export type ListingAnswer = { kind: "saved"; listing: OwnerListing } | ListingRefusal;
export type PublishAnswer =
  | { kind: "published"; message: string; listing: OwnerListing }
  | { kind: "incomplete"; message: string; missing: string[] }
  | ListingRefusal;
export type StatusAnswer = { kind: "changed"; message: string } | ListingRefusal;
export type StatusChange = "enable" | "disable" | "remove";

/** What a step sends: the service's own field names, as JSON. */
export type StepFields = Record<string, unknown>;

export function createListings(http: KyInstance) {
  async function saved(call: Promise<unknown>): Promise<ListingAnswer> {
    try {
      return { kind: "saved", listing: listingResponse.parse(await call).data };
    } catch (error) {
      return signedInRefusalOf(error);
    }
  }

  return {
    /** The signed-in owner's listings that are not removed, newest first. */
    async mine(): Promise<OwnerListing[]> {
      return listingsResponse.parse(await http.get("v2/spaces/landlord").json()).data;
    },

    /** One of the owner's listings; a refusal for another owner's (403) or none (404). */
    async listing(id: number): Promise<ListingAnswer> {
      return saved(http.get(`v2/spaces/landlord/${id}`).json());
    },

    /** Starts a draft from its address (the wizard's first step). */
    async start(address: StepFields): Promise<ListingAnswer> {
      return saved(http.post("v2/spaces/landlord", { json: address }).json());
    },

    async saveStep(id: number, step: ListingStep, fields: StepFields): Promise<ListingAnswer> {
      return saved(http.patch(`v2/spaces/landlord/${id}`, { json: { ...fields, step } }).json());
    },

    /** Sends the photo as it came; the service checks it again and resizes it. */
    async addPhoto(id: number, photo: File): Promise<ListingAnswer> {
      const body = new FormData();
      body.set("photo", photo);
      return saved(http.post(`v2/spaces/landlord/${id}/photos`, { body }).json());
    },

    async removePhoto(id: number, position: number): Promise<ListingAnswer> {
      return saved(http.delete(`v2/spaces/landlord/${id}/photos/${position}`).json());
    },

    async publish(id: number): Promise<PublishAnswer> {
      try {
        const body = await http.post(`v2/spaces/landlord/${id}/publish`).json();
        const { message, data } = publishedResponse.parse(body);
        return { kind: "published", message, listing: data };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 409) {
          const body: unknown = await error.response
            .clone()
            .json()
            .catch(() => ({}));
          const incomplete = incompleteResponse.safeParse(body);
          if (incomplete.success) return { kind: "incomplete", ...incomplete.data };
        }
        return signedInRefusalOf(error);
      }
    },

    /** Spec §4 space listing: enable, disable and remove, each refused with a reason. */
    async changeStatus(id: number, change: StatusChange): Promise<StatusAnswer> {
      try {
        const body = await http.post(`v2/spaces/landlord/${id}/${change}`).json();
        return { kind: "changed", message: statusResponse.parse(body).message };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /**
     * What parking near a point goes for (spec §7 recommended-prices); null when the service
     * has no guide for it, so the prices step still works without suggestions.
     */
    async priceGuide(point: {
      lat: number;
      lng: number;
      spaceType?: SpaceType;
    }): Promise<PriceGuide | null> {
      const searchParams = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) });
      if (point.spaceType) searchParams.set("space_type", point.spaceType);
      try {
        const body = await http.get("v2/recommended-prices", { searchParams }).json();
        return priceGuideResponse.parse(body).data;
      } catch (error) {
        // 400: a point outside the UK and Ireland, which the address step already refuses.
        if (error instanceof HTTPError && error.response.status === 400) return null;
        throw error;
      }
    },
  };
}

export type Listings = ReturnType<typeof createListings>;

/** The owner calls for this request's visitor. */
export function listingsFor(context: Readonly<RouterContextProvider>): Listings {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createListings(marketplace.client(token));
}

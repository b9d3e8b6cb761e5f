import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import {
  type ListingStatusChange,
  listingStatusSchema,
  type ListingStepFields,
  type OwnerListing,
  ownerListingAnswerSchema,
  ownerListingsSchema,
  publishedListingSchema,
  publishRefusalSchema,
} from "#contract/listings";
import type { BookingTime } from "#contract/bookings";
import {
  type OwnerBookings,
  type OwnerBookingsQuery,
  ownerBookingsSchema,
} from "#contract/owner-bookings";
import { type PriceGuide, recommendedPricesSchema } from "#contract/prices";
import { type ListingStep, type SpaceType } from "#contract/vocabulary";
import { hostContext, visitorContext } from "~/upstream/context";
import { signedInRefusalOf, type Refusal } from "./refusal";

/**
 * The marketplace service's owner calls (spec §7 landlord actions, issue 6 point 4): an owner's
 * listings, the wizard's draft saved a step at a time, photos, publishing, enable, disable and
 * remove, and the price guide, each answer parsed with the contract's schema. A 401 is thrown
 * as it came, for the web's 401 rule (spec §8).
 */

export type ListingAnswer = { kind: "saved"; listing: OwnerListing } | Refusal;
export type PublishAnswer =
  | { kind: "published"; message: string; listing: OwnerListing }
  | { kind: "incomplete"; message: string; missing: string[] }
  | Refusal;
export type StatusAnswer = { kind: "changed"; message: string } | Refusal;
export type BookingsAnswer = ({ kind: "listed" } & OwnerBookings) | Refusal;

export function createListings(http: KyInstance) {
  async function saved(call: Promise<unknown>): Promise<ListingAnswer> {
    try {
      return { kind: "saved", listing: ownerListingAnswerSchema.parse(await call).data };
    } catch (error) {
      return signedInRefusalOf(error);
    }
  }

  return {
    /** The signed-in owner's listings that are not removed, newest first. */
    async mine(): Promise<OwnerListing[]> {
      return ownerListingsSchema.parse(await http.get("v2/spaces/landlord").json()).data;
    },

    /** One of the owner's listings; a refusal for another owner's (403) or none (404). */
    async listing(id: number): Promise<ListingAnswer> {
      return saved(http.get(`v2/spaces/landlord/${id}`).json());
    },

    /** A page of the bookings of one of the owner's spaces; refused as `listing` is. */
    async bookings(id: number, when: BookingTime, page: number): Promise<BookingsAnswer> {
      const searchParams = { when, page } satisfies OwnerBookingsQuery;
      try {
        const body = await http.get(`v2/spaces/landlord/${id}/bookings`, { searchParams }).json();
        return { kind: "listed", ...ownerBookingsSchema.parse(body) };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /** Starts a draft from its address (the wizard's first step). */
    async start(address: ListingStepFields<"address">): Promise<ListingAnswer> {
      return saved(http.post("v2/spaces/landlord", { json: address }).json());
    },

    async saveStep<Step extends ListingStep>(
      id: number,
      step: Step,
      fields: ListingStepFields<Step>,
    ): Promise<ListingAnswer> {
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
        const { message, data } = publishedListingSchema.parse(body);
        return { kind: "published", message, listing: data };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 409) {
          const body: unknown = await error.response
            .clone()
            .json()
            .catch(() => ({}));
          const incomplete = publishRefusalSchema.safeParse(body);
          if (incomplete.success) return { kind: "incomplete", ...incomplete.data };
        }
        return signedInRefusalOf(error);
      }
    },

    /** Spec §4 space listing: enable, disable and remove, each refused with a reason. */
    async changeStatus(id: number, change: ListingStatusChange): Promise<StatusAnswer> {
      try {
        const body = await http.post(`v2/spaces/landlord/${id}/${change}`).json();
        return { kind: "changed", message: listingStatusSchema.parse(body).message };
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
        return recommendedPricesSchema.parse(body).data;
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

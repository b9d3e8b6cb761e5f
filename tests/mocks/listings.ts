import { http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import {
  listingStatusChanges,
  listingStatusSchema,
  listingStepChangeSchema,
  type OwnerListing,
  ownerListingAnswerSchema,
  ownerListingsSchema,
  publishedListingSchema,
  publishRefusalSchema,
} from "#contract/listings";
import {
  type OwnerBooking,
  ownerBookingsQuerySchema,
  ownerBookingsSchema,
} from "#contract/owner-bookings";
import { placesSchema } from "#contract/places";
import { recommendedPricesSchema } from "#contract/prices";
import { type ListingStep, listingSteps } from "#contract/vocabulary";
import { contractJson } from "./contract-json";
import { driverToken } from "./marketplace";

/**
 * The service's owner calls (api/routes/owner-listings.ts and landlord.ts) as the web uses
 * them, answered in the contract's terms over an in-memory set of listings that
 * `resetListings()` puts back. A step's fields are read with the contract's rules, as the
 * service reads them. The signed-in driver (driverToken) owns listings 7 (a complete draft), 8
 * (live, one booking not ended) and 9 (hidden); listing 99 is another owner's. Every call needs
 * the owner's token. Listing 8 has two upcoming bookings and one past; the others have none.
 */

type Listing = OwnerListing;

const OTHER_OWNERS_LISTING = 99;
const NOT_OWNER = "Only the space's owner can do this";
const NO_SUCH = "There is no space with that number";

export const leedsPoint = { lat: 53.7997, lng: -1.5492 };

function draftListing(id: number): Listing {
  return {
    id,
    status: "draft",
    draft_step: "space",
    steps: {
      address: true,
      space: false,
      access: false,
      facilities: false,
      photos: false,
      prices: false,
      availability: false,
    },
    missing: ["space", "access", "facilities", "prices", "availability"],
    title: "",
    address: {
      line: "47 Mill Lane",
      city: "Leeds",
      postcode: "LS1 2XP",
      country: "GBR",
      lat: leedsPoint.lat,
      lng: leedsPoint.lng,
      place_id: 1,
    },
    space_type: "driveway",
    bays: 1,
    description: "",
    access_instructions: "",
    facilities: {
      covered: false,
      cctv: false,
      gated: false,
      lit: false,
      step_free: false,
      height_limit_cm: null,
      length_limit_cm: null,
      ev_connectors: [],
      ev_charger_kw: null,
    },
    photos: [],
    currency: "GBP",
    prices: {
      offers_hourly: false,
      offers_monthly: false,
      hourly: null,
      daily: null,
      monthly: null,
    },
    availability: { open_all_hours: true, hours: [] },
    page_path: null,
    active_bookings_count: 0,
    earnings: { amount: 0, currency: "GBP" },
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    published_at: null,
  };
}

function completed(listing: Listing): Listing {
  return {
    ...listing,
    draft_step: null,
    steps: {
      ...listing.steps,
      space: true,
      access: true,
      facilities: true,
      prices: true,
      availability: true,
    },
    missing: [],
    title: "Driveway on Mill Lane",
    description: "A wide driveway two minutes from Leeds station.",
    access_instructions: "Park on the left of the drive; the gate is always open.",
    prices: {
      offers_hourly: true,
      offers_monthly: false,
      hourly: 2.5,
      daily: 12,
      monthly: null,
    },
  };
}

function initialListings(): Listing[] {
  return [
    {
      ...completed(draftListing(9)),
      status: "disabled",
      title: "Garage on Park Row",
      page_path: "/leeds/city-centre/garage-on-park-row",
    },
    {
      ...completed(draftListing(8)),
      status: "active",
      title: "Bay near Leeds station",
      page_path: "/leeds/city-centre/bay-near-leeds-station",
      active_bookings_count: 1,
      earnings: { amount: 42.5, currency: "GBP" },
      published_at: "2026-11-21T10:00:00.000Z",
    },
    completed(draftListing(7)),
  ];
}

/** Listing 8's bookings, upcoming soonest first and past most recent first, as the service lists them. */
export const listingBookings: Record<"upcoming" | "past", OwnerBooking[]> = {
  upcoming: [
    {
      reference: "PW-4RT8KQ",
      rental: "short",
      start: "2026-12-03T08:00:00.000Z",
      end: "2026-12-03T17:30:00.000Z",
      vehicle_reg: "AB12 CDE",
      status: "confirmed",
      driver_first_name: "Priya",
    },
    {
      reference: "PW-9MX2LD",
      rental: "long",
      start: "2026-12-07T00:00:00.000Z",
      end: null,
      vehicle_reg: null,
      status: "confirmed",
      driver_first_name: null,
    },
  ],
  past: [
    {
      reference: "PW-2HB7VN",
      rental: "short",
      start: "2026-06-20T13:00:00.000Z",
      end: "2026-06-20T15:00:00.000Z",
      vehicle_reg: "YX70 ABC",
      status: "cancelled",
      driver_first_name: "Sam",
    },
  ],
};

let listings = initialListings();
let nextId = 100;

/** Puts the owner's listings back as they were; call it before each test. */
export function resetListings() {
  listings = initialListings();
  nextId = 100;
}

/** The owner's listing as the service holds it now. */
export function storedListing(id: number) {
  return listings.find((listing) => listing.id === id);
}

function missingOf(listing: Listing) {
  return listingSteps.filter((step) => !listing.steps[step] && step !== "photos");
}

function saved(listing: Listing, step: ListingStep): Listing {
  const steps = { ...listing.steps, [step]: true };
  const next = { ...listing, steps };
  next.missing = missingOf(next);
  next.draft_step = listing.status === "draft" ? (next.missing[0] ?? null) : null;
  return next;
}

function invalid(errors: Record<string, string[]>) {
  const message = Object.values(errors)[0]![0]!;
  return contractJson(invalidRequestSchema, { message, errors }, { status: 400 });
}

function refused(message: string, status: number) {
  return contractJson(messageSchema, { message }, { status });
}

/** The 401 the service answers a call without the owner's token with, or null for the owner. */
function unauthenticated(request: Request) {
  if (request.headers.get("Authorization") === `Bearer ${driverToken}`) return null;
  return refused("Authentication required", 401);
}

type Found = { listing: Listing } | { refusal: Response };

function owned(request: Request, id: string | readonly string[] | undefined): Found {
  const refusal = unauthenticated(request);
  if (refusal) return { refusal };
  if (Number(id) === OTHER_OWNERS_LISTING) {
    return { refusal: refused(NOT_OWNER, 403) };
  }
  const listing = storedListing(Number(id));
  if (!listing) return { refusal: refused(NO_SUCH, 404) };
  return { listing };
}

function answer(listing: Listing, status = 200) {
  return contractJson(ownerListingAnswerSchema, { data: listing }, { status });
}

function store(listing: Listing) {
  listings = listings.map((each) => (each.id === listing.id ? listing : each));
  return answer(listing);
}

/** A step saved as the service saves it: its fields read with the contract's rules. */
function applyStep(listing: Listing, body: unknown): Listing | Response {
  const parsed = listingStepChangeSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (errors[issue.path.join(".") || "step"] ??= []).push(issue.message);
    }
    return invalid(errors);
  }
  const change = parsed.data;
  switch (change.step) {
    case "address":
      return saved(
        {
          ...listing,
          address: {
            line: change.address_line,
            city: change.city,
            postcode: change.postcode,
            country: change.country,
            lat: change.lat,
            lng: change.lng,
            place_id: change.place_id,
          },
        },
        "address",
      );
    case "space": {
      if (change.title.toLowerCase().includes("free parking")) {
        return invalid({ title: ["Say what the space is, not what it costs"] });
      }
      const { step: _step, ...space } = change;
      return saved({ ...listing, ...space }, "space");
    }
    case "access":
      return saved({ ...listing, access_instructions: change.access_instructions }, "access");
    case "facilities": {
      const { step: _step, ...facilities } = change;
      return saved({ ...listing, facilities }, "facilities");
    }
    case "photos":
      return saved(listing, "photos");
    case "prices": {
      if (change.monthly !== null && change.monthly < 10) {
        return invalid({ monthly: ["A month must cost at least £10"] });
      }
      const { step: _step, ...prices } = change;
      return saved({ ...listing, prices }, "prices");
    }
    case "availability": {
      const { step: _step, ...availability } = change;
      return saved({ ...listing, availability }, "availability");
    }
  }
}

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

export function listingHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/places"), ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      if (!q.toUpperCase().startsWith("LS1")) return undefined;
      return contractJson(placesSchema, {
        data: [
          {
            id: 31,
            kind: "postcode-district",
            name: "LS1",
            label: "LS1, Leeds",
            code: "LS1",
            country: "GBR",
            ...leedsPoint,
            landing_path: null,
          },
        ],
      });
    }),

    http.get(
      api("v2/spaces/landlord"),
      ({ request }) =>
        unauthenticated(request) ?? contractJson(ownerListingsSchema, { data: listings }),
    ),

    http.post(api("v2/spaces/landlord"), async ({ request }) => {
      const refusal = unauthenticated(request);
      if (refusal) return refusal;
      const body = { ...Object(await request.json()), step: "address" };
      const draft = applyStep(draftListing(nextId), body);
      if (draft instanceof Response) return draft;
      if (draft.address.country === "IRL" && Number(draft.address.lng) > -5.5) {
        return invalid({ postcode: ["The pin is outside Ireland: check the Eircode and the pin"] });
      }
      nextId += 1;
      listings = [draft, ...listings];
      return answer(draft, 201);
    }),

    http.get(api("v2/spaces/landlord/:id"), ({ request, params }) => {
      const found = owned(request, params.id);
      return "refusal" in found ? found.refusal : answer(found.listing);
    }),

    http.get(api("v2/spaces/landlord/:id/bookings"), ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const query = ownerBookingsQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid({ page: ["Choose a page from 1 to 500"] });
      const { when, page, per_page } = query.data;
      const listed =
        found.listing.id !== 8
          ? []
          : when === "all"
            ? [...listingBookings.upcoming, ...listingBookings.past].sort((a, b) =>
                b.start.localeCompare(a.start),
              )
            : listingBookings[when];
      const from = (page - 1) * per_page;
      return contractJson(ownerBookingsSchema, {
        listing: { id: found.listing.id, title: found.listing.title },
        data: listed.slice(from, from + per_page),
        meta: { page, per_page, has_more: listed.length > from + per_page },
      });
    }),

    http.patch(api("v2/spaces/landlord/:id"), async ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const next = applyStep(found.listing, await request.json());
      return next instanceof Response ? next : store(next);
    }),

    http.post(api("v2/spaces/landlord/:id/photos"), async ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const photo = (await request.formData()).get("photo");
      if (!(photo instanceof File) || !PHOTO_TYPES.includes(photo.type)) {
        return refused("Upload a JPEG, PNG or WebP photo", 415);
      }
      const { listing } = found;
      const position = listing.photos.length;
      return store(
        saved(
          {
            ...listing,
            photos: [
              ...listing.photos,
              {
                position,
                url: `/photos/${listing.id}-${position}.webp`,
                width: 1600,
                height: 1200,
                alt: listing.title,
              },
            ],
          },
          "photos",
        ),
      );
    }),

    http.delete(api("v2/spaces/landlord/:id/photos/:position"), ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const { listing } = found;
      const photos = listing.photos.filter((photo) => photo.position !== Number(params.position));
      return store({ ...listing, photos, steps: { ...listing.steps, photos: photos.length > 0 } });
    }),

    http.post(api("v2/spaces/landlord/:id/publish"), ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const { listing } = found;
      if (listing.missing.length) {
        return contractJson(
          publishRefusalSchema,
          { message: "Finish these steps before publishing", missing: listing.missing },
          { status: 409 },
        );
      }
      const live: Listing = {
        ...listing,
        status: "active",
        page_path: `/leeds/city-centre/space-${listing.id}`,
      };
      listings = listings.map((each) => (each.id === listing.id ? live : each));
      return contractJson(publishedListingSchema, {
        message: "Your space is live: drivers can find and book it now.",
        data: live,
      });
    }),

    ...listingStatusChanges.map((change) =>
      http.post(api(`v2/spaces/landlord/:id/${change}`), ({ request, params }) => {
        const found = owned(request, params.id);
        if ("refusal" in found) return found.refusal;
        const { listing } = found;
        if (change === "remove" && listing.active_bookings_count > 0) {
          return refused(
            "This space has a booking that has not ended yet. Disable it to stop new bookings, and remove it once they have ended.",
            409,
          );
        }
        if (change === "remove") {
          listings = listings.filter((each) => each.id !== listing.id);
          return contractJson(listingStatusSchema, {
            message: "Your space has been removed.",
            data: { id: listing.id, status: "removed" },
          });
        }
        const status = change === "enable" ? "active" : "disabled";
        listings = listings.map((each) => (each.id === listing.id ? { ...each, status } : each));
        return contractJson(listingStatusSchema, {
          message: `Your space is ${status}.`,
          data: { id: listing.id, status },
        });
      }),
    ),

    http.get(api("v2/recommended-prices"), () =>
      contractJson(recommendedPricesSchema, {
        data: {
          country: "GBR",
          currency: { value: "GBP", symbol: "£" },
          source: "nearby",
          based_on: 12,
          radius_m: 2000,
          space_type: null,
          hourly: { median: 2.4, low: 1.8, high: 3.2, based_on: 12 },
          daily: { median: 14, low: 10, high: 18.5, based_on: 9 },
          monthly: { median: 140, low: 110, high: 175, based_on: 7 },
        },
      }),
    ),
  ];
}

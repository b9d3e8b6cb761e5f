import { http, HttpResponse } from "msw";
import { driverToken } from "./marketplace";

/**
 * The service's owner calls (api/routes/landlord.ts, /work contract "OwnerListing") as the web
 * uses them, over an in-memory set of listings that `resetListings()` puts back. The signed-in
 * driver (driverToken) owns listings 7 (a complete draft), 8 (live, one booking not ended) and
 * 9 (hidden); listing 99 is another owner's. Every call needs the owner's token.
 */

type Listing = ReturnType<typeof draftListing>;

const OTHER_OWNERS_LISTING = 99;
const NOT_OWNER = "Only the space's owner can do this";
const NO_SUCH = "There is no space with that number";

export const leedsPoint = { lat: 53.7997, lng: -1.5492 };

function draftListing(id: number) {
  return {
    id,
    status: "draft" as "draft" | "active" | "disabled",
    draft_step: "space" as string | null,
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
      lat: leedsPoint.lat as number | null,
      lng: leedsPoint.lng as number | null,
      place_id: 1 as number | null,
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
      height_limit_cm: null as number | null,
      ev_connectors: [] as string[],
      ev_charger_kw: null as number | null,
    },
    photos: [] as { position: number; url: string; width: number; height: number; alt: string }[],
    currency: "GBP",
    prices: {
      offers_hourly: false,
      offers_monthly: false,
      hourly_minor: null as number | null,
      daily_minor: null as number | null,
      monthly_minor: null as number | null,
    },
    availability: {
      open_all_hours: true,
      hours: [] as { weekday: number; opens_at: string; closes_at: string }[],
    },
    page_path: null as string | null,
    active_bookings_count: 0,
    earnings: { amount_minor: 0, currency: "GBP" },
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    published_at: null as string | null,
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
      hourly_minor: 250,
      daily_minor: 1200,
      monthly_minor: null,
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
      earnings: { amount_minor: 4_250, currency: "GBP" },
      published_at: "2026-11-21T10:00:00.000Z",
    },
    completed(draftListing(7)),
  ];
}

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
  return Object.entries(listing.steps)
    .filter(([step, done]) => !done && step !== "photos")
    .map(([step]) => step);
}

function saved(listing: Listing, step: keyof Listing["steps"]): Listing {
  const steps = { ...listing.steps, [step]: true };
  const next = { ...listing, steps };
  next.missing = missingOf(next);
  next.draft_step = listing.status === "draft" ? (next.missing[0] ?? null) : null;
  return next;
}

function invalid(errors: Record<string, string[]>) {
  return HttpResponse.json({ message: Object.values(errors)[0]![0], errors }, { status: 400 });
}

/** The 401 the service answers a call without the owner's token with, or null for the owner. */
function unauthenticated(request: Request) {
  if (request.headers.get("Authorization") === `Bearer ${driverToken}`) return null;
  return HttpResponse.json({ message: "Authentication required" }, { status: 401 });
}

type Found = { listing: Listing } | { refusal: Response };

function owned(request: Request, id: string | readonly string[] | undefined): Found {
  const refusal = unauthenticated(request);
  if (refusal) return { refusal };
  if (Number(id) === OTHER_OWNERS_LISTING) {
    return { refusal: HttpResponse.json({ message: NOT_OWNER }, { status: 403 }) };
  }
  const listing = storedListing(Number(id));
  if (!listing) return { refusal: HttpResponse.json({ message: NO_SUCH }, { status: 404 }) };
  return { listing };
}

function store(listing: Listing) {
  listings = listings.map((each) => (each.id === listing.id ? listing : each));
  return HttpResponse.json({ data: listing });
}

type Body = Record<string, unknown>;

function applyStep(listing: Listing, body: Body): Listing | Response {
  switch (body.step) {
    case "address":
      return saved(
        {
          ...listing,
          address: {
            line: String(body.address_line),
            city: String(body.city),
            postcode: String(body.postcode),
            country: String(body.country),
            lat: Number(body.lat),
            lng: Number(body.lng),
            place_id: typeof body.place_id === "number" ? body.place_id : null,
          },
        },
        "address",
      );
    case "space":
      if (String(body.title).toLowerCase().includes("free parking")) {
        return invalid({ title: ["Say what the space is, not what it costs"] });
      }
      return saved(
        {
          ...listing,
          title: String(body.title),
          space_type: String(body.space_type),
          bays: Number(body.bays),
          description: String(body.description),
        },
        "space",
      );
    case "access":
      return saved({ ...listing, access_instructions: String(body.access_instructions) }, "access");
    case "facilities": {
      const { step: _step, ...facilities } = body;
      return saved(
        { ...listing, facilities: { ...listing.facilities, ...facilities } },
        "facilities",
      );
    }
    case "prices":
      if (body.monthly_minor !== null && Number(body.monthly_minor) < 1_000) {
        return invalid({ monthly_minor: ["A month must cost at least £10"] });
      }
      return saved(
        {
          ...listing,
          prices: {
            offers_hourly: Boolean(body.offers_hourly),
            offers_monthly: Boolean(body.offers_monthly),
            hourly_minor: body.hourly_minor === null ? null : Number(body.hourly_minor),
            daily_minor: body.daily_minor === null ? null : Number(body.daily_minor),
            monthly_minor: body.monthly_minor === null ? null : Number(body.monthly_minor),
          },
        },
        "prices",
      );
    case "availability": {
      const hours = Array.isArray(body.hours) ? body.hours : [];
      return saved(
        {
          ...listing,
          availability: { open_all_hours: Boolean(body.open_all_hours), hours },
        },
        "availability",
      );
    }
    default:
      return invalid({ step: ["Say which step this is"] });
  }
}

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

export function listingHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/places"), ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      if (!q.toUpperCase().startsWith("LS1")) return undefined;
      return HttpResponse.json({
        data: [{ id: 31, kind: "postcode", name: "LS1", label: "LS1, Leeds", ...leedsPoint }],
      });
    }),

    http.get(
      api("v2/spaces/landlord"),
      ({ request }) => unauthenticated(request) ?? HttpResponse.json({ data: listings }),
    ),

    http.post(api("v2/spaces/landlord"), async ({ request }) => {
      const refusal = unauthenticated(request);
      if (refusal) return refusal;
      const body = (await request.json()) as Body;
      if (body.country === "IRL" && String(body.postcode).startsWith("LS")) {
        return invalid({ postcode: ["That is a UK postcode: choose the United Kingdom"] });
      }
      const draft = applyStep(draftListing(nextId++), { ...body, step: "address" });
      if (draft instanceof Response) return draft;
      listings = [draft, ...listings];
      return HttpResponse.json({ data: draft }, { status: 201 });
    }),

    http.get(api("v2/spaces/landlord/:id"), ({ request, params }) => {
      const found = owned(request, params.id);
      return "refusal" in found ? found.refusal : HttpResponse.json({ data: found.listing });
    }),

    http.patch(api("v2/spaces/landlord/:id"), async ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const next = applyStep(found.listing, (await request.json()) as Body);
      return next instanceof Response ? next : store(next);
    }),

    http.post(api("v2/spaces/landlord/:id/photos"), async ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const photo = (await request.formData()).get("photo");
      if (!(photo instanceof File) || !PHOTO_TYPES.includes(photo.type)) {
        return HttpResponse.json({ message: "Upload a JPEG, PNG or WebP photo" }, { status: 415 });
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
        return HttpResponse.json(
          { message: "Finish these steps before publishing", missing: listing.missing },
          { status: 409 },
        );
      }
      listings = listings.map((each) =>
        each.id === listing.id
          ? { ...listing, status: "active", page_path: `/leeds/city-centre/space-${listing.id}` }
          : each,
      );
      return HttpResponse.json({
        message: "Your space is live: drivers can find and book it now.",
        data: storedListing(listing.id),
      });
    }),

    http.post(api("v2/spaces/landlord/:id/:change"), ({ request, params }) => {
      const found = owned(request, params.id);
      if ("refusal" in found) return found.refusal;
      const { listing } = found;
      const change = String(params.change);
      if (change === "remove" && listing.active_bookings_count > 0) {
        return HttpResponse.json(
          {
            message:
              "This space has a booking that has not ended yet. Disable it to stop new bookings, and remove it once they have ended.",
          },
          { status: 409 },
        );
      }
      if (change === "remove") {
        listings = listings.filter((each) => each.id !== listing.id);
        return HttpResponse.json({
          message: "Your space has been removed.",
          data: { id: listing.id, status: "removed" },
        });
      }
      const status = change === "enable" ? "active" : "disabled";
      listings = listings.map((each) => (each.id === listing.id ? { ...each, status } : each));
      return HttpResponse.json({
        message: `Your space is ${status}.`,
        data: { id: listing.id, status },
      });
    }),

    http.get(api("v2/recommended-prices"), () =>
      HttpResponse.json({
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

import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { OwnBodyLimit } from "../input-guards";
import { requireSignedIn, signedInUserId } from "../auth";
import type { ApiDeps, ApiEnv } from "../context";
import type { Db } from "../db/client";
import { type ListingStep } from "#contract/vocabulary";
import {
  listingAddressSchema,
  listingStepChangeSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  ownerListingAnswerSchema,
  type ownerListingSchema,
  ownerListingsSchema,
  publishedListingSchema,
  publishRefusalSchema,
} from "#contract/listings";
import { messageSchema } from "#contract/answers";
import {
  ownerBookingsQuerySchema,
  ownerBookingsSchema,
  ownerBookingStatusSchema,
} from "#contract/owner-bookings";
import { normalisePostcode } from "#contract/fields";
import { majorUnits, minorUnits } from "../domain/money";
import {
  currencyForCountry,
  LANDING_PLACE_RADIUS_METRES,
  pageSegments,
  pagePath,
  slugCandidates,
} from "../domain/listing-pages";
import {
  photoAlt,
  photoCountMessage,
  photoKey,
  photoSizeMessage,
  photoTypeMessage,
  photoUrl,
  preparePhoto,
} from "../domain/listing-photos";
import {
  canSaveStep,
  missingSteps,
  nextDraftStep,
  stepCompleteness,
} from "../domain/listing-steps";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { photoPosition } from "../photo-position";
import {
  addListingPhoto,
  findListingOwnership,
  findListingProgress,
  findOwnerListing,
  findPagePlace,
  firstFreeSlug,
  insertDraftListing,
  listOwnerListings,
  lockListing,
  placeExists,
  publishListing,
  removeListingPhoto,
  setBayCount,
  setMonthlyPrice,
  setOpeningHours,
  updateListing,
  type OwnerListing,
} from "../repositories/owner-listings";
import { keptValues, type ListingChanges } from "../repositories/listing-columns";
import { listListingBookings } from "../repositories/listing-bookings";
import { grantScope } from "../repositories/users";

type StepChange = z.output<typeof listingStepChangeSchema>;

const ListingParams = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });

const answer = (description: string) => ({
  description,
  content: { "application/json": { schema: ownerListingAnswerSchema } },
});

const ownerRefusals = {
  401: jsonMessage("No signed-in user's access token"),
  403: jsonMessage("Only the space's owner can do this"),
  404: jsonMessage("No such space, or it has been removed"),
};

const listOwned = createRoute({
  method: "get",
  path: "/spaces/landlord",
  tags: ["Owners"],
  summary: "The signed-in owner's listings",
  description:
    "Drafts, live and disabled listings (not removed ones), newest first, each with its active booking count and earnings so far.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The listings",
      content: { "application/json": { schema: ownerListingsSchema } },
    },
    401: jsonMessage("No signed-in user's access token"),
  },
});

const createDraft = createRoute({
  method: "post",
  path: "/spaces/landlord",
  tags: ["Owners"],
  summary: "Start listing a space: its address",
  description:
    "Creates a draft from the wizard's first step. The currency follows the country: GBP in the UK, EUR in Ireland.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(listingAddressSchema, "The address step") },
  responses: {
    201: answer("The new draft"),
    400: invalidRequest,
    401: jsonMessage("No signed-in user's access token"),
    ...unsupportedBody,
  },
});

const showOwned = createRoute({
  method: "get",
  path: "/spaces/landlord/{id}",
  tags: ["Owners"],
  summary: "One of the owner's listings",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { params: ListingParams },
  responses: { 200: answer("The listing"), 400: invalidRequest, ...ownerRefusals },
});

const saveStep = createRoute({
  method: "patch",
  path: "/spaces/landlord/{id}",
  tags: ["Owners"],
  summary: "Save one step of the listing wizard",
  description:
    "`step` names the step; its fields follow. A draft's steps are saved in order: any step up to `draft_step`, which then moves on to the next step not yet answered. A published listing changes in place. Form data may name opening hours as conform does (`hours[0].opens_at`); a day left blank is closed. `photos` has no fields: it moves a draft past its photos.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    params: ListingParams,
    body: formBody(listingStepChangeSchema, "The step and its fields"),
  },
  responses: {
    200: answer("Saved"),
    400: invalidRequest,
    ...ownerRefusals,
    409: jsonMessage("An earlier step comes first, or booked bays cannot be taken away"),
    ...unsupportedBody,
  },
});

/** A photo upload's body: the photo and the multipart framing around it. */
export const photoUploadBodyLimit: OwnBodyLimit = {
  method: "POST",
  path: /^\/api\/v2\/spaces\/landlord\/[^/]+\/photos$/,
  maxSize: MAX_PHOTO_BYTES + 64 * 1024,
  message: photoSizeMessage,
};

const uploadPhoto = createRoute({
  method: "post",
  path: "/spaces/landlord/{id}/photos",
  tags: ["Owners"],
  summary: "Add a photo",
  description: `Multipart field \`photo\`: a JPEG, PNG or WebP image (checked by decoding it, not by its name) of at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB, at most ${MAX_PHOTOS} a space. Kept as WebP, at most 1600 px on its longest side, without its metadata.`,
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    params: ListingParams,
    body: {
      required: true,
      description: "The photo",
      content: {
        "multipart/form-data": {
          schema: z.object({
            photo: z.unknown().openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    201: answer("Added"),
    400: invalidRequest,
    ...ownerRefusals,
    409: jsonMessage(photoCountMessage),
    413: jsonMessage(photoSizeMessage),
    415: jsonMessage(photoTypeMessage),
  },
});

const deletePhoto = createRoute({
  method: "delete",
  path: "/spaces/landlord/{id}/photos/{position}",
  tags: ["Owners"],
  summary: "Remove a photo",
  description: "The photos after it move up one position.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    params: ListingParams.extend({ position: photoPosition(MAX_PHOTOS) }),
  },
  responses: { 200: answer("Removed"), 400: invalidRequest, ...ownerRefusals },
});

const publish = createRoute({
  method: "post",
  path: "/spaces/landlord/{id}/publish",
  tags: ["Owners"],
  summary: "Publish a complete draft",
  description:
    "The space becomes searchable and bookable, gets its page under the nearest landing page or town, and the owner gains the landlord scope (their next token carries it).",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { params: ListingParams },
  responses: {
    200: {
      description: "Published",
      content: { "application/json": { schema: publishedListingSchema } },
    },
    400: invalidRequest,
    ...ownerRefusals,
    409: {
      description: "Steps are missing, or it is published already",
      content: {
        "application/json": { schema: publishRefusalSchema.or(messageSchema) },
      },
    },
  },
});

const listBookings = createRoute({
  method: "get",
  path: "/spaces/landlord/{id}/bookings",
  tags: ["Owners"],
  summary: "The bookings of one of the owner's spaces",
  description:
    "Paid bookings, cancelled ones included: when, the vehicle, how each stands and the driver's first name (decision 024). Upcoming ones (not yet ended) soonest first; past ones most recent first.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { params: ListingParams, query: ownerBookingsQuerySchema },
  responses: {
    200: {
      description: "A page of the space's bookings",
      content: { "application/json": { schema: ownerBookingsSchema } },
    },
    400: invalidRequest,
    ...ownerRefusals,
  },
});

function clock(time: string) {
  return time.slice(0, 5);
}

function ownerListingJson(listing: OwnerListing, key: string) {
  const { status } = listing;
  // Removed listings are answered 404 before they get here.
  if (status === "removed") throw new Error(`Listing ${listing.id} is removed`);
  const shownTo = status === "active" ? undefined : key;
  return {
    id: listing.id,
    status,
    draft_step: listing.status === "draft" ? listing.draftStep : null,
    steps: stepCompleteness(listing),
    missing: missingSteps(listing),
    address: {
      line: listing.addressLine,
      city: listing.city,
      postcode: listing.postcode,
      country: listing.country,
      lat: listing.lat,
      lng: listing.lng,
      place_id: listing.placeId,
    },
    ...listing.space,
    bays: listing.bayCount,
    ...listing.access,
    facilities: listing.facilities,
    photos: listing.photos.map((photo) => ({
      position: photo.position,
      url: photoUrl(photo, shownTo),
      width: photo.width,
      height: photo.height,
      alt: photoAlt(listing.title, photo.position, listing.photos.length),
    })),
    currency: listing.currency,
    prices: {
      offers_hourly: listing.offersHourly,
      offers_monthly: listing.offersMonthly,
      hourly: majorOrNone(listing.hourlyPriceMinor),
      daily: majorOrNone(listing.dailyPriceMinor),
      monthly: majorOrNone(listing.monthlyPriceMinor),
    },
    availability: {
      open_all_hours: listing.openAllHours,
      hours: listing.hours.map((day) => ({
        weekday: day.weekday,
        opens_at: clock(day.opensAt),
        closes_at: clock(day.closesAt),
      })),
    },
    page_path: pagePath(listing),
    active_bookings_count: listing.activeBookingsCount,
    earnings: { amount: majorUnits(listing.earningsMinor), currency: listing.currency },
    created_at: listing.createdAt.toISOString(),
    updated_at: listing.updatedAt.toISOString(),
    published_at: listing.publishedAt?.toISOString() ?? null,
  } satisfies z.input<typeof ownerListingSchema>;
}

function majorOrNone(minor: number | null) {
  return minor === null ? null : majorUnits(minor);
}

function minorOrNone(major: number | null) {
  return major === null ? null : minorUnits(major);
}

/** The address as stored: its postcode written the standard way, its currency the country's. */
function addressColumns(address: z.output<typeof listingAddressSchema>): ListingChanges {
  return {
    ...keptValues(address),
    postcode: normalisePostcode(address.postcode, address.country) ?? address.postcode,
    currency: currencyForCountry(address.country),
  };
}

/** The columns a step writes, from its validated fields. */
function changesFor(change: StepChange): ListingChanges {
  switch (change.step) {
    case "address":
      return addressColumns(change);
    case "prices":
      return {
        ...keptValues(change),
        hourlyPriceMinor: change.offers_hourly ? minorOrNone(change.hourly) : null,
        dailyPriceMinor: change.offers_hourly ? minorOrNone(change.daily) : null,
      };
    default:
      return keptValues(change);
  }
}

/** The rows of other tables a step writes. False when the bays asked for cannot be had. */
async function saveStepRows(db: Db, listingId: number, change: StepChange) {
  switch (change.step) {
    case "space":
      return setBayCount(db, listingId, change.bays);
    case "prices":
      await setMonthlyPrice(
        db,
        listingId,
        change.offers_monthly ? minorOrNone(change.monthly) : null,
      );
      return true;
    case "availability":
      await setOpeningHours(
        db,
        listingId,
        change.open_all_hours
          ? []
          : change.hours.map((day) => ({
              weekday: day.weekday,
              opensAt: day.opens_at,
              closesAt: day.closes_at,
            })),
      );
      return true;
    default:
      return true;
  }
}

type StepOutcome =
  | { kind: "saved" }
  | { kind: "refused"; message: string }
  | { kind: "invalid"; errors: Record<string, string[]> };

const bookedBaysMessage =
  "Some of those bays have bookings, so they cannot be taken away. Keep more bays, or disable the space instead.";

const invalidFields = "Please correct the invalid fields";
const unknownPlaceMessage = "There is no place with that number; choose the address again";

const countryFixedMessage =
  "A published space stays in its country, as its bookings are in its currency. List a new space instead.";

const stepLabels: Record<ListingStep, string> = {
  address: "the address",
  space: "the space",
  access: "access",
  facilities: "facilities",
  photos: "photos",
  prices: "prices",
  availability: "availability",
};

/**
 * Issue 6: an owner lists a space step by step, adds photos and publishes it; only the owner
 * sees or changes it (decision 010).
 */
export function ownerListingRoutes(deps: Pick<ApiDeps, "database" | "now" | "signingSecret">) {
  const { db } = deps.database;

  async function listingJson(listingId: number) {
    const listing = await findOwnerListing(db, listingId, deps.now());
    if (!listing) throw new Error(`Listing ${listingId} vanished`);
    return ownerListingJson(listing, photoKey(await deps.signingSecret(), listing.id));
  }

  /** The listing when the signed-in user owns it, else the answer refusing them. */
  async function ownedBy(c: Context<ApiEnv>, listingId: number) {
    const listing = await findListingOwnership(db, listingId);
    if (!listing || listing.status === "removed") {
      return { refusal: c.json({ message: "There is no space with that number" }, 404) };
    }
    if (listing.ownerId !== signedInUserId(c.get("principal"))) {
      return { refusal: c.json({ message: "Only the space's owner can do this" }, 403) };
    }
    return { listing };
  }

  return createRouter()
    .openapi(listOwned, async (c) => {
      const ownerId = signedInUserId(c.get("principal"));
      const owned = ownerId ? await listOwnerListings(db, ownerId, deps.now()) : [];
      const key = await deps.signingSecret();
      return c.json(
        { data: owned.map((listing) => ownerListingJson(listing, photoKey(key, listing.id))) },
        200,
      );
    })
    .openapi(listBookings, async (c) => {
      const { id } = c.req.valid("param");
      const { when, page, per_page } = c.req.valid("query");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      const { bookings, hasMore } = await listListingBookings(db, id, {
        when,
        limit: per_page,
        offset: (page - 1) * per_page,
        now: deps.now(),
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          listing: { id, title: owned.listing.title },
          data: bookings.map((booking) => ({
            reference: booking.reference,
            rental: booking.rental,
            start: booking.start.toISOString(),
            end: booking.end?.toISOString() ?? null,
            vehicle_reg: booking.vehicleRegistration,
            status: ownerBookingStatusSchema.parse(booking.status),
            driver_first_name: booking.driverFirstName,
          })),
          meta: { page, per_page, has_more: hasMore },
        },
        200,
      );
    })
    .openapi(createDraft, async (c) => {
      const ownerId = signedInUserId(c.get("principal"));
      if (!ownerId) return c.json({ message: "Only a signed-in user can list a space" }, 401);
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      if (form.place_id !== null && !(await placeExists(db, form.place_id))) {
        return c.json({ message: invalidFields, errors: { place_id: [unknownPlaceMessage] } }, 400);
      }
      const id = await insertDraftListing(db, {
        ownerId,
        address: addressColumns(form),
        draftStep: "space",
        now: deps.now(),
      });
      return c.json({ data: await listingJson(id) }, 201);
    })
    .openapi(showOwned, async (c) => {
      const { id } = c.req.valid("param");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      return c.json({ data: await listingJson(id) }, 200);
    })
    .openapi(saveStep, async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid(sentAsJson(c) ? "json" : "form");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      const now = deps.now();
      const outcome = await db.transaction(async (tx): Promise<StepOutcome> => {
        const before = await findListingProgress(tx, id);
        if (!before) throw new Error(`Listing ${id} vanished`);
        if (!canSaveStep(before, change.step)) {
          const resume = before.draftStep ? stepLabels[before.draftStep] : "the last step";
          return {
            kind: "refused",
            message: `Finish ${resume} first; the steps of a new listing go in order.`,
          };
        }
        if (
          change.step === "address" &&
          before.status !== "draft" &&
          change.country !== before.country
        ) {
          return { kind: "invalid", errors: { country: [countryFixedMessage] } };
        }
        if (
          change.step === "address" &&
          change.place_id !== null &&
          !(await placeExists(tx, change.place_id))
        ) {
          return { kind: "invalid", errors: { place_id: [unknownPlaceMessage] } };
        }
        if (!(await saveStepRows(tx, id, change))) {
          return { kind: "refused", message: bookedBaysMessage };
        }
        await updateListing(tx, id, changesFor(change), now);
        if (before.status === "draft") {
          const after = await findListingProgress(tx, id);
          if (!after) throw new Error(`Listing ${id} vanished`);
          await updateListing(tx, id, { draftStep: nextDraftStep(after, change.step) }, now);
        }
        return { kind: "saved" };
      });
      if (outcome.kind === "invalid") {
        return c.json({ message: invalidFields, errors: outcome.errors }, 400);
      }
      if (outcome.kind === "refused") return c.json({ message: outcome.message }, 409);
      return c.json({ data: await listingJson(id) }, 200);
    })
    .openapi(uploadPhoto, async (c) => {
      const { id } = c.req.valid("param");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
        return c.json({ message: "Send the photo as multipart/form-data" }, 415);
      }
      const { photo } = c.req.valid("form");
      if (!(photo instanceof File) || photo.size === 0) {
        return c.json({ message: invalidFields, errors: { photo: ["Choose a photo"] } }, 400);
      }
      if (photo.size > MAX_PHOTO_BYTES) return c.json({ message: photoSizeMessage }, 413);
      const prepared = await preparePhoto(Buffer.from(await photo.arrayBuffer()));
      if (!prepared) return c.json({ message: photoTypeMessage }, 415);
      const added = await db.transaction(async (tx) => {
        // Locks the listing's row, so its photos change one call at a time.
        const listing = await findListingProgress(tx, id);
        if (!listing) throw new Error(`Listing ${id} vanished`);
        const position = listing.photoCount;
        if (position >= MAX_PHOTOS) return false;
        const alt = photoAlt(listing.title, position, position + 1);
        await addListingPhoto(tx, id, { ...prepared, position, alt });
        return true;
      });
      if (!added) return c.json({ message: photoCountMessage }, 409);
      return c.json({ data: await listingJson(id) }, 201);
    })
    .openapi(deletePhoto, async (c) => {
      const { id, position } = c.req.valid("param");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      const removed = await db.transaction(async (tx) => {
        await lockListing(tx, id);
        return removeListingPhoto(tx, id, position);
      });
      if (!removed) return c.json({ message: "This space has no photo there" }, 404);
      return c.json({ data: await listingJson(id) }, 200);
    })
    .openapi(publish, async (c) => {
      const { id } = c.req.valid("param");
      const owned = await ownedBy(c, id);
      if (owned.refusal) return owned.refusal;
      const ownerId = owned.listing.ownerId;
      const now = deps.now();
      const outcome = await db.transaction(async (tx) => {
        const listing = await findListingProgress(tx, id);
        if (!listing) throw new Error(`Listing ${id} vanished`);
        if (listing.status !== "draft") return { published: false as const, missing: null };
        const missing = missingSteps(listing);
        if (missing.length > 0) return { published: false as const, missing };
        if (listing.lat === null || listing.lng === null) {
          throw new Error(`Listing ${id} has no position`);
        }
        const place = await findPagePlace(
          tx,
          { lat: listing.lat, lng: listing.lng, country: listing.country },
          LANDING_PLACE_RADIUS_METRES,
        );
        const segments = pageSegments(place, listing.city);
        const slug = await firstFreeSlug(tx, segments, slugCandidates(listing.title, id));
        if (!slug) throw new Error(`No free page slug for listing ${id}`);
        await publishListing(tx, id, { placeId: place?.id ?? null, ...segments, slug }, now);
        await grantScope(tx, ownerId, "landlord");
        return { published: true as const, missing: null };
      });
      if (outcome.missing) {
        const labels = outcome.missing.map((step) => stepLabels[step]).join(", ");
        return c.json(
          { message: `Finish these steps before publishing: ${labels}.`, missing: outcome.missing },
          409,
        );
      }
      if (!outcome.published) {
        return c.json({ message: "This space is published already." }, 409);
      }
      return c.json(
        {
          message: "Your space is live. Drivers can find and book it now.",
          data: await listingJson(id),
        },
        200,
      );
    });
}

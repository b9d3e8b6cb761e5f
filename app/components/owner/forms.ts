import { z } from "zod";
import { listingFacilitiesSchema } from "#contract/facilities";
import {
  checkPostcodeCountry,
  CLOSES_AFTER_OPENS_MESSAGE,
  closesAtSchema,
  listingAccessSchema,
  listingAddressFields,
  listingPricesSchema,
  listingPhotoTypes,
  listingSpaceSchema,
  MAX_PHOTO_BYTES,
  opensAtSchema,
} from "#contract/listings";

/**
 * One schema per wizard form, checked by the step's action; its loader gives the browser the
 * schema's constraints (decision 036). The
 * fields and their rules are the contract's (the service checks the same); a form adds only
 * what belongs to the page: how the point is chosen, and a week of opening times to tick.
 */

/** A place chosen from the look-up's list without JavaScript: "id:lat:lng". */
const chosenPlace = z
  .string()
  .regex(/^\d+:-?\d+(\.\d+)?:-?\d+(\.\d+)?$/, "Choose one of the places listed")
  .transform((value) => {
    const [id, lat, lng] = value.split(":").map(Number);
    return { id: id!, lat: lat!, lng: lng! };
  });

/** The address; its point is the pin, else the area chosen, else the postcode (see the action). */
export const addressForm = z
  .object({
    ...listingAddressFields,
    lat: listingAddressFields.lat.optional(),
    lng: listingAddressFields.lng.optional(),
    place: chosenPlace.optional(),
  })
  .refine((address) => (address.lat === undefined) === (address.lng === undefined), {
    path: ["lat"],
    message: "Place the pin on the map again",
  })
  .superRefine(checkPostcodeCountry);
export type AddressForm = z.infer<typeof addressForm>;

export const spaceForm = listingSpaceSchema;
export const accessForm = listingAccessSchema;
export const facilitiesForm = listingFacilitiesSchema;
export const pricesForm = listingPricesSchema;
export type SpaceForm = z.output<typeof spaceForm>;
export type AccessForm = z.output<typeof accessForm>;
export type FacilitiesForm = z.output<typeof facilitiesForm>;
export type PricesForm = z.output<typeof pricesForm>;

export const photoForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    photo: z
      .file({ error: "Choose a photo to upload" })
      .mime([...listingPhotoTypes], "Upload a JPEG, PNG or WebP photo")
      .max(MAX_PHOTO_BYTES, `Upload a photo of at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`),
  }),
  z.object({ intent: z.literal("remove"), position: z.number().int().nonnegative() }),
]);

/** A day of the week on the form: ticked when the space opens, with its times. */
const openingDay = z
  .object({
    open: z.boolean().default(false),
    opens_at: opensAtSchema.optional(),
    closes_at: closesAtSchema.optional(),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    if (!day.opens_at) {
      context.addIssue({ code: "custom", path: ["opens_at"], message: "Enter an opening time" });
    }
    if (!day.closes_at) {
      context.addIssue({ code: "custom", path: ["closes_at"], message: "Enter a closing time" });
    }
    if (day.opens_at && day.closes_at && day.closes_at <= day.opens_at) {
      context.addIssue({
        code: "custom",
        path: ["closes_at"],
        message: CLOSES_AFTER_OPENS_MESSAGE,
      });
    }
  });

export const availabilityForm = z
  .object({
    open_all_hours: z.enum(["yes", "no"], { error: "Choose when drivers can park" }),
    // Conform leaves out a day whose fields are all empty, so the list can have gaps.
    days: z.array(openingDay.optional()).max(7).default([]),
  })
  .superRefine((availability, context) => {
    if (availability.open_all_hours === "no" && !availability.days.some((day) => day?.open)) {
      context.addIssue({
        code: "custom",
        path: ["days"],
        message: "Tick at least one day drivers can park",
      });
    }
  });
export type AvailabilityForm = z.infer<typeof availabilityForm>;

/** The service's `hours`: the open days, Monday = 0. */
export function openingHours(availability: AvailabilityForm) {
  if (availability.open_all_hours === "yes") return [];
  return availability.days.flatMap((day, weekday) =>
    day?.open && day.opens_at && day.closes_at
      ? [{ weekday, opens_at: day.opens_at, closes_at: day.closes_at }]
      : [],
  );
}

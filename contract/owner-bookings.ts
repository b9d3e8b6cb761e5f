import { z } from "zod";
import { type BookingStatus, bookingTimes } from "./bookings";
import { rentals } from "./vocabulary";

/**
 * The bookings of an owner's space (issue 20 point 5, decision 024): when, which vehicle and
 * how each stands, so the owner knows who to expect. The driver is named by first name only;
 * their email, phone and what they paid stay with Parkway.
 */

/** Paid bookings only: a reservation still being paid for, or never paid, is not the owner's. */
export const ownerBookingStatuses = [
  "confirmed",
  "cancelled",
] as const satisfies readonly BookingStatus[];
export const ownerBookingStatusSchema = z.enum(ownerBookingStatuses);

const moment = z.iso.datetime({ offset: true });

export const ownerBookingsQuerySchema = z.object({
  when: z
    .enum(bookingTimes)
    .default("upcoming")
    .meta({ description: "Upcoming (not yet ended) soonest first; past most recent first" }),
  page: z.coerce.number().int().min(1).max(500).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export type OwnerBookingsQuery = z.input<typeof ownerBookingsQuerySchema>;

export const ownerBookingSchema = z
  .object({
    reference: z.string().meta({ example: "PW-7K3M9Q" }),
    rental: z.enum(rentals),
    start: moment,
    end: moment.nullable().meta({ description: "Null while a monthly booking rolls on" }),
    vehicle_reg: z
      .string()
      .nullable()
      .meta({ example: "AB12 CDE", description: "Null when the driver has not given it yet" }),
    status: ownerBookingStatusSchema,
    driver_first_name: z
      .string()
      .nullable()
      .meta({ example: "Priya", description: "The driver's first name, when they gave one" }),
  })
  .meta({ id: "OwnerBooking" });
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingsSchema = z
  .object({
    listing: z.object({ id: z.number().int(), title: z.string() }),
    data: z.array(ownerBookingSchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      has_more: z.boolean(),
    }),
  })
  .meta({ id: "OwnerBookings" });
export type OwnerBookings = z.infer<typeof ownerBookingsSchema>;

import { sql } from "drizzle-orm";
import { bookings } from "../db/schema";

/**
 * A booking's period, selected as its two ends: `during` is a range, and its end is null while a
 * monthly booking rolls on.
 */
export const bookingPeriod = {
  start: sql<string>`lower(${bookings.during})`,
  end: sql<string | null>`upper(${bookings.during})`,
};

import { z } from "zod";

/** A moment a client sends: ISO 8601 with its offset, read as a Date. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: "Use an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z" })
  .transform((value) => new Date(value));

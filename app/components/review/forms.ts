import { z } from "zod";

const MAX_COMMENT_LENGTH = 2000;

/** The service's rules for a review (api/routes/tenant-bookings.ts), checked before it is asked. */
export const reviewForm = z.object({
  rating: z
    .number({ error: "Choose from 1 to 5 stars" })
    .int("Choose from 1 to 5 stars")
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
  comment: z
    .string()
    .trim()
    .max(MAX_COMMENT_LENGTH, "Keep your review under 2,000 characters")
    .optional(),
});

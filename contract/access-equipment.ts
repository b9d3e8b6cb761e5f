import { z } from "zod";

/**
 * A driver confirming they returned a space's access equipment (a fob, a key, a permit), from
 * the link in their booking's emails (spec §7 confirm-access-equipment-returned).
 */

export const accessEquipmentReturnedRequestSchema = z.object({
  hash: z
    .string({ error: "Give the hash from the booking email's link" })
    .min(1, "Give the hash from the booking email's link")
    .max(200, "That hash is too long to be one of ours"),
});

export const accessEquipmentReturnedSchema = z
  .object({
    message: z.string(),
    data: z.object({
      booking_id: z.number().int(),
      access_equipment_returned_at: z.string().meta({ format: "date-time" }),
    }),
  })
  .meta({ id: "AccessEquipmentReturned" });

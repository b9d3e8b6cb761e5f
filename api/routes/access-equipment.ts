import { createRoute, z } from "@hono/zod-openapi";
import {
  accessEquipmentReturnedRequestSchema,
  accessEquipmentReturnedSchema,
} from "#contract/access-equipment";
import type { ApiDeps } from "../context";
import { matchesInConstantTime } from "../domain/constant-time";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { findBookingLinkHash, markAccessEquipmentReturned } from "../repositories/access-equipment";

const noSuchBooking = "We could not find that booking. Use the link in your booking email.";

const confirmEquipmentReturned = createRoute({
  method: "post",
  path: "/confirm-access-equipment-returned/{bookingId}",
  tags: ["Bookings"],
  summary: "Confirm that a booking's access equipment was returned",
  description:
    "From the link in the booking's emails: `hash` is the booking's link hash; other fields are accepted and ignored (spec §7: hash plus the rest of the data). The first confirmation's time is kept. An unknown booking and a wrong hash answer alike.",
  middleware: [requireFormBody] as const,
  request: {
    params: z.object({
      bookingId: z.coerce
        .number({ error: "The booking number must be a whole number" })
        .int("The booking number must be a whole number")
        .positive("The booking number must be a whole number")
        .openapi({ example: 1042 }),
    }),
    body: formBody(accessEquipmentReturnedRequestSchema, "The link's hash"),
  },
  responses: {
    200: {
      description: "Recorded (or already recorded)",
      content: { "application/json": { schema: accessEquipmentReturnedSchema } },
    },
    400: invalidRequest,
    404: jsonMessage(noSuchBooking),
    ...unsupportedBody,
  },
});

/** Spec §7 confirm-access-equipment-returned: the driver's word that the fob or key is back. */
export function accessEquipmentRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;

  return createRouter().openapi(confirmEquipmentReturned, async (c) => {
    const { bookingId } = c.req.valid("param");
    const { hash } = c.req.valid(sentAsJson(c) ? "json" : "form");
    const expected = await findBookingLinkHash(db, bookingId);
    const matches = expected !== null && matchesInConstantTime(expected, hash);
    const returnedAt = matches
      ? await markAccessEquipmentReturned(db, bookingId, deps.now())
      : null;
    if (!returnedAt) return c.json({ message: noSuchBooking }, 404);
    return c.json(
      {
        message: "Thank you for returning the access equipment.",
        data: { booking_id: bookingId, access_equipment_returned_at: returnedAt.toISOString() },
      },
      200,
    );
  });
}

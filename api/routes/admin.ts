import { createRoute, z } from "@hono/zod-openapi";
import { requireScope } from "../auth";
import type { ApiDeps } from "../context";
import { bearerAuth, createRouter, invalidRequest, jsonMessage, needsSignIn } from "../openapi";
import { countActiveBookings } from "../repositories/listing-bookings";

const bookingCount = createRoute({
  method: "get",
  path: "/locations/{id}/booking-count",
  tags: ["Admin"],
  summary: "How many active bookings a space has",
  description:
    "Spec §7 admin/api/locations/{id}/booking-count; the admin API base is /api/admin. Active: confirmed and not yet ended, a rolling monthly subscription until it is cancelled. Admins only.",
  security: bearerAuth,
  middleware: [requireScope("admin")] as const,
  request: {
    params: z.object({
      id: z.coerce
        .number({ error: "The space number must be a whole number" })
        .int("The space number must be a whole number")
        .positive("The space number must be a whole number")
        .openapi({ example: 12 }),
    }),
  },
  responses: {
    200: {
      description: "The count",
      content: {
        "application/json": {
          schema: z
            .object({ active_bookings_count: z.number().int() })
            .openapi("ActiveBookingCount"),
        },
      },
    },
    400: invalidRequest,
    ...needsSignIn,
    404: jsonMessage("No such space"),
  },
});

/** The admin API, mounted at /api/admin. */
export function adminRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;
  return createRouter().openapi(bookingCount, async (c) => {
    const { id } = c.req.valid("param");
    const active = await countActiveBookings(db, id, deps.now());
    if (active === null) return c.json({ message: "There is no space with that number" }, 404);
    c.header("Cache-Control", "no-store");
    return c.json({ active_bookings_count: active }, 200);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { activeBookingCountSchema, outboxQuerySchema, outboxSchema } from "#contract/admin";
import { requireScope } from "../auth";
import type { ApiDeps } from "../context";
import { bearerAuth, createRouter, invalidRequest, jsonMessage, needsSignIn } from "../openapi";
import { countActiveBookings } from "../repositories/listing-bookings";
import { listRecentEmails } from "../repositories/outbox";
import { outboxJson } from "./dev-outbox";

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
          schema: activeBookingCountSchema,
        },
      },
    },
    400: invalidRequest,
    ...needsSignIn,
    404: jsonMessage("No such space"),
  },
});

const outboxTo = createRoute({
  method: "get",
  path: "/outbox",
  tags: ["Admin"],
  summary: "Email queued or sent to one address, newest first",
  description:
    'For support staff answering "did you email me?": the 100 newest emails to `to`, sent or waiting, in production too. Admins only.',
  security: bearerAuth,
  middleware: [requireScope("admin")] as const,
  request: {
    query: outboxQuerySchema,
  },
  responses: {
    200: {
      description: "The emails",
      content: { "application/json": { schema: outboxSchema } },
    },
    400: invalidRequest,
    ...needsSignIn,
  },
});

/** The admin API, mounted at /api/admin. */
export function adminRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;
  return createRouter()
    .openapi(outboxTo, async (c) => {
      const emails = await listRecentEmails(db, 100, c.req.valid("query").to);
      c.header("Cache-Control", "no-store");
      return c.json(outboxJson(emails), 200);
    })
    .openapi(bookingCount, async (c) => {
      const { id } = c.req.valid("param");
      const active = await countActiveBookings(db, id, deps.now());
      if (active === null) return c.json({ message: "There is no space with that number" }, 404);
      c.header("Cache-Control", "no-store");
      return c.json({ active_bookings_count: active }, 200);
    });
}

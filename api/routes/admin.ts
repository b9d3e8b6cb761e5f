import { createRoute, z } from "@hono/zod-openapi";
import { activeBookingCountSchema, outboxQuerySchema, outboxSchema } from "#contract/admin";
import { payoutRunRequestSchema, payoutRunSchema } from "#contract/payouts";
import { requireScope } from "../auth";
import type { ApiDeps } from "../context";
import { bearerAuth, createRouter, invalidRequest, jsonMessage, needsSignIn } from "../openapi";
import { monthOf } from "../domain/payouts";
import { runPayouts, type PayoutDeps } from "../payouts/payout-run";
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

const payoutRun = createRoute({
  method: "post",
  path: "/payout-runs",
  tags: ["Admin"],
  summary: "Run a month's owner payouts now",
  description:
    "Decision 026: what upkeep does early each month, on demand. Pays each owner with payout details, once for the month, what they earned for parking provided before it; running it again pays nothing more. A month after this one can be rehearsed only with the sandbox payout provider, whose money is not real. Admins only.",
  security: bearerAuth,
  middleware: [requireScope("admin")] as const,
  request: {
    body: { required: false, content: { "application/json": { schema: payoutRunRequestSchema } } },
  },
  responses: {
    200: {
      description: "The run: its month and how many payouts it made",
      content: { "application/json": { schema: payoutRunSchema } },
    },
    400: invalidRequest,
    ...needsSignIn,
    409: jsonMessage("Real money is never paid for a month to come"),
  },
});

/** The admin API, mounted at /api/admin. */
export function adminRoutes(
  deps: Pick<ApiDeps, "database" | "now"> & Omit<PayoutDeps, "database" | "now">,
) {
  const { db } = deps.database;
  return createRouter()
    .openapi(outboxTo, async (c) => {
      const emails = await listRecentEmails(db, 100, c.req.valid("query").to);
      c.header("Cache-Control", "no-store");
      return c.json(outboxJson(emails), 200);
    })
    .openapi(payoutRun, async (c) => {
      const thisMonth = monthOf(deps.now());
      const month = c.req.valid("json")?.month ?? thisMonth;
      if (month > thisMonth && deps.payoutProvider.name !== "sandbox") {
        return c.json({ message: `Payouts for ${month} can be run from that month on.` }, 409);
      }
      return c.json({ data: await runPayouts(deps, month) }, 200);
    })
    .openapi(bookingCount, async (c) => {
      const { id } = c.req.valid("param");
      const active = await countActiveBookings(db, id, deps.now());
      if (active === null) return c.json({ message: "There is no space with that number" }, 404);
      c.header("Cache-Control", "no-store");
      return c.json({ active_bookings_count: active }, 200);
    });
}

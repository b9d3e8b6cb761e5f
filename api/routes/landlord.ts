import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type ListingStatusChange, listingStatusSchema } from "#contract/listings";
import { requireSignedIn, signedInUserId } from "../auth";
import type { ApiDeps, ApiEnv } from "../context";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  changeListingStatus,
  countFutureBookings,
  findListingOwnership,
} from "../repositories/owner-listings";

type Action = ListingStatusChange;

function ownerAction(action: Action, summary: string, description: string) {
  return createRoute({
    method: "post",
    path: `/spaces/landlord/{id}/${action}`,
    tags: ["Owners"],
    summary,
    description,
    security: bearerAuth,
    middleware: [requireSignedIn()] as const,
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: {
      200: {
        description: "Done",
        content: { "application/json": { schema: listingStatusSchema } },
      },
      400: invalidRequest,
      401: jsonMessage("No signed-in user's access token"),
      403: jsonMessage("Only the space's owner can do this"),
      404: jsonMessage("No such space"),
      409: jsonMessage("The space cannot change that way now"),
    },
  });
}

const enable = ownerAction("enable", "Put a disabled space back in search", "Spec §4: enable.");
const disable = ownerAction(
  "disable",
  "Take a space out of search",
  "Its bookings stay as they are; no new ones are taken until it is enabled again.",
);
const remove = ownerAction(
  "remove",
  "Remove a space for good",
  "Refused while it has bookings that have not ended, so no driver loses a space they paid for.",
);

const done: Record<Action, string> = {
  enable: "Your space is live again and drivers can find it.",
  disable: "Your space is hidden from search. Existing bookings stand.",
  remove: "Your space has been removed.",
};

const allowedFrom: Record<Action, Array<"active" | "disabled" | "draft">> = {
  enable: ["disabled"],
  disable: ["active"],
  remove: ["active", "disabled", "draft"],
};

const target: Record<Action, "active" | "disabled" | "removed"> = {
  enable: "active",
  disable: "disabled",
  remove: "removed",
};

/** Spec §6 and §7: an owner enables, disables and removes their own listings; no one else can. */
export function landlordRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;

  return createRouter()
    .openapi(enable, (c) => act(c, "enable"))
    .openapi(disable, (c) => act(c, "disable"))
    .openapi(remove, (c) => act(c, "remove"));

  async function act(c: Context<ApiEnv>, action: Action) {
    const id = Number(c.req.param("id"));
    const listing = await findListingOwnership(db, id);
    if (!listing || listing.status === "removed") {
      return c.json({ message: "There is no space with that number" }, 404);
    }
    if (listing.ownerId !== signedInUserId(c.get("principal"))) {
      return c.json({ message: "Only the space's owner can do this" }, 403);
    }
    const now = deps.now();
    if (action === "remove") {
      const future = await countFutureBookings(db, id, now);
      if (future > 0) {
        const bookingsText = future === 1 ? "a booking that has" : `${future} bookings that have`;
        return c.json(
          {
            message: `This space has ${bookingsText} not ended yet. Disable it to stop new bookings, and remove it once they have ended.`,
          },
          409,
        );
      }
    }
    if (action === "enable" && listing.status === "draft") {
      return c.json(
        { message: "Finish listing this space first; a draft cannot be enabled." },
        409,
      );
    }
    const changed = await changeListingStatus(
      db,
      id,
      { from: allowedFrom[action], to: target[action] },
      now,
    );
    if (!changed && listing.status !== target[action]) {
      return c.json(
        { message: `This space is ${listing.status}, so it cannot be ${action}d.` },
        409,
      );
    }
    return c.json({ message: done[action], data: { id, status: target[action] } }, 200);
  }
}

import { createRoute } from "@hono/zod-openapi";
import {
  ALERT_STOPPED,
  locationAlertRequestSchema,
  locationAlertSchema,
  locationAlertUnsubscribeSchema,
} from "#contract/location-alerts";
import type { ApiDeps } from "../context";
import {
  LOCATION_ALERT_SAME_PLACE_METRES,
  locationAlertConfirmationEmail,
  locationAlertConfirmationKind,
  locationAlertUnsubscribeLink,
  newUnsubscribeToken,
} from "../domain/location-notifications";
import { unsubscribeLink } from "../domain/unsubscribes";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { limitPerAddress, tooManyAttempts } from "../request-limits";
import {
  hasLiveLocationAlertNear,
  insertLocationAlert,
  lockLocationAlertsOf,
  unsubscribeLocationAlert,
} from "../repositories/location-notifications";
import { enqueueEmail } from "../repositories/outbox";

/** Per client address: each request sends an email to an address the caller chooses. */
const locationAlertLimit: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

const subscribeToLocation = createRoute({
  method: "post",
  path: "/location-notification",
  tags: ["Notifications"],
  summary: "Email me when parking comes up near a place",
  description: `Asked from a search with no results. A confirmation email carries the link that stops the alert (APP_URL/location-notifications/unsubscribe?token=…). Asking again for the same address, rental and place (within ${LOCATION_ALERT_SAME_PLACE_METRES} m) while the alert is live answers 200 and adds nothing. At most ${locationAlertLimit.limit} requests an hour from one client address.`,
  middleware: [requireFormBody] as const,
  request: { body: formBody(locationAlertRequestSchema, "The alert") },
  responses: {
    201: {
      description: "Alert set up; a confirmation email is on its way",
      content: { "application/json": { schema: locationAlertSchema } },
    },
    200: {
      description: "The same alert was already live; nothing changed",
      content: { "application/json": { schema: locationAlertSchema } },
    },
    400: invalidRequest,
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const unsubscribeFromLocation = createRoute({
  method: "post",
  path: "/misc/location-notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "Stop one parking alert with its emailed token",
  description:
    "Answers the same whether or not the token belongs to a live alert, so tokens cannot be probed (spec §8: the web accepts any status). Only the token stops an alert: to stop every alert of an address, use /misc/user-notifications/unsubscribe with type location-alerts, which needs the signed link.",
  middleware: [requireFormBody] as const,
  request: { body: formBody(locationAlertUnsubscribeSchema, "The token from the link") },
  responses: {
    200: jsonMessage("The alert, if there was one, is stopped"),
    400: invalidRequest,
    ...unsupportedBody,
  },
});

/** Spec §7 location notifications: set up an alert near a place, and stop it from its link. */
export function locationNotificationRoutes(
  deps: Pick<ApiDeps, "database" | "config" | "now" | "mailer" | "rateLimiter" | "signingSecret">,
) {
  const { db } = deps.database;

  return createRouter()
    .openapi(subscribeToLocation, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const refused = await limitPerAddress(c, deps, "location-alert", locationAlertLimit);
      if (refused) return refused;
      const alert = {
        email: form.email,
        placeName: form.place_name,
        lat: form.lat,
        lng: form.lng,
        radiusMetres: form.radius,
        rental: form.rental,
      };
      const secret = await deps.signingSecret();
      const created = await db.transaction(async (tx) => {
        await lockLocationAlertsOf(tx, alert.email);
        if (await hasLiveLocationAlertNear(tx, alert, LOCATION_ALERT_SAME_PLACE_METRES)) {
          return false;
        }
        const unsubscribeToken = newUnsubscribeToken();
        await insertLocationAlert(tx, { ...alert, unsubscribeToken });
        const message = locationAlertConfirmationEmail({
          ...alert,
          unsubscribeLink: locationAlertUnsubscribeLink(deps.config.appUrl, unsubscribeToken),
          stopAllLink: unsubscribeLink(deps.config.appUrl, secret, alert.email, "location-alerts"),
        });
        await enqueueEmail(tx, {
          to: alert.email,
          kind: locationAlertConfirmationKind,
          ...message,
        });
        return true;
      });
      const answer = {
        message: `We will email ${alert.email} when parking comes up near ${alert.placeName}.`,
        data: {
          email: alert.email,
          place_name: alert.placeName,
          radius_m: alert.radiusMetres,
          rental: alert.rental,
        },
      };
      if (!created) return c.json(answer, 200);
      deps.mailer.deliverSoon();
      return c.json(answer, 201);
    })
    .openapi(unsubscribeFromLocation, async (c) => {
      const { token } = c.req.valid(sentAsJson(c) ? "json" : "form");
      await unsubscribeLocationAlert(db, token, deps.now());
      return c.json({ message: ALERT_STOPPED }, 200);
    });
}

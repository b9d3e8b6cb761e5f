import { createRoute } from "@hono/zod-openapi";
import {
  unsubscribeRequestSchema,
  unsubscribeTypes,
  type UnsubscribeType,
} from "#contract/unsubscribes";
import type { ApiDeps } from "../context";
import {
  preferencesSwitchedOff,
  stopsLocationAlerts,
  unsubscribeSignatureMatches,
} from "../domain/unsubscribes";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { recordEmailUnsubscribe, switchOffAccountEmails } from "../repositories/email-unsubscribes";
import { unsubscribeLocationAlertsOf } from "../repositories/location-notifications";

const badUnsubscribeLink =
  "This unsubscribe link is not valid. Use the link in your most recent email from us, or change your email settings in your account.";
const unsubscribedAnswers: Record<UnsubscribeType, string> = {
  marketing: "You will not get any more offers or news from Parkway.",
  "booking-reminders": "You will not get any more booking reminders from Parkway.",
  "location-alerts": "You will not get any more parking alerts from Parkway.",
  all: "You will not get any more optional emails from Parkway. We will still send your booking confirmations and receipts.",
};

const unsubscribeFromEmails = createRoute({
  method: "post",
  path: "/misc/user-notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "Stop a kind of email to an address, from a signed link",
  description: `Types: ${unsubscribeTypes.join(", ")} (all = every optional email; confirmations and receipts are not optional). Needs no sign-in, since the link is emailed; \`signature\` is the hex HMAC-SHA256 of "email|type" (email in lower case) under the service's signing secret, as in the links Parkway's emails carry. Recorded once however often it is asked; an account with that email has the matching preference switched off.`,
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(unsubscribeRequestSchema, "The address, what to stop, and the link's signature"),
  },
  responses: {
    200: jsonMessage("Unsubscribed"),
    400: invalidRequest,
    403: jsonMessage("The signature does not match the email and type"),
    ...unsupportedBody,
  },
});

/** Spec §2 and §7: the signed link in an email stops that kind of email to its address. */
export function unsubscribeRoutes(deps: Pick<ApiDeps, "database" | "now" | "signingSecret">) {
  const { db } = deps.database;

  return createRouter().openapi(unsubscribeFromEmails, async (c) => {
    const request = c.req.valid(sentAsJson(c) ? "json" : "form");
    if (!unsubscribeSignatureMatches(await deps.signingSecret(), request)) {
      return c.json({ message: badUnsubscribeLink }, 403);
    }
    await db.transaction(async (tx) => {
      await recordEmailUnsubscribe(tx, request.email, request.type);
      await switchOffAccountEmails(tx, request.email, preferencesSwitchedOff(request.type));
      if (stopsLocationAlerts(request.type)) {
        await unsubscribeLocationAlertsOf(tx, request.email, deps.now());
      }
    });
    return c.json({ message: unsubscribedAnswers[request.type] }, 200);
  });
}

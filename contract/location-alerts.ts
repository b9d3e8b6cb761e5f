import { z } from "zod";
import { blankAsMissing, emailField } from "./account-fields";
import { coordinateSchema } from "./coordinates";
import { hasControlCharacters } from "./fields";
import { isInServiceArea, outsideServiceAreaMessage } from "./service-area";
import { rentals } from "./vocabulary";

/**
 * Location notifications (spec §7 location-notification): a driver whose search found nothing
 * asks to be emailed when parking comes up near the place, and stops the alert from the link in
 * its emails.
 */

export const LOCATION_ALERT_DEFAULT_RADIUS_METRES = 2_000;
export const LOCATION_ALERT_MIN_RADIUS_METRES = 100;
export const LOCATION_ALERT_MAX_RADIUS_METRES = 20_000;

const radiusMessage = `The radius must be a whole number of metres from ${LOCATION_ALERT_MIN_RADIUS_METRES} to ${LOCATION_ALERT_MAX_RADIUS_METRES}`;

export const locationAlertRequestSchema = z
  .object({
    email: emailField,
    place_name: z
      .string({ error: "Give the name of the place to watch" })
      .trim()
      .min(1, "Give the name of the place to watch")
      .max(200, "The place name must be at most 200 characters")
      .refine((name) => !hasControlCharacters(name), "The place name cannot contain line breaks")
      .meta({ example: "Leeds station" }),
    lat: coordinateSchema("lat"),
    lng: coordinateSchema("lng"),
    radius: blankAsMissing(
      z.coerce
        .number({ error: radiusMessage })
        .int(radiusMessage)
        .min(LOCATION_ALERT_MIN_RADIUS_METRES, radiusMessage)
        .max(LOCATION_ALERT_MAX_RADIUS_METRES, radiusMessage)
        .default(LOCATION_ALERT_DEFAULT_RADIUS_METRES),
    ).meta({ description: "Metres around the point; default 2000" }),
    rental: blankAsMissing(
      z.enum(rentals, { error: "The rental must be short, long or airport" }).default("short"),
    ).meta({ description: "short = hourly, long = monthly" }),
  })
  .superRefine((form, context) => {
    if (!isInServiceArea(form.lat, form.lng)) {
      context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
    }
  });
export type LocationAlertRequest = z.input<typeof locationAlertRequestSchema>;

export const locationAlertSchema = z
  .object({
    message: z.string(),
    data: z.object({
      email: z.string(),
      place_name: z.string(),
      radius_m: z.number().int(),
      rental: z.enum(rentals),
    }),
  })
  .meta({ id: "LocationAlert" });

/** Stopping one alert with the token from its emails' link. */
export const locationAlertUnsubscribeSchema = z.object({
  token: z
    .string({ error: "Give the token from the unsubscribe link" })
    .trim()
    .min(1, "Give the token from the unsubscribe link")
    .max(200, "That token is too long to be one of ours"),
});

/** What the service says when it has stopped an alert, or would have: it answers alike. */
export const ALERT_STOPPED = "You will not get any more emails for this parking alert.";

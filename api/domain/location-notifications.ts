import { randomBytes } from "node:crypto";
import { htmlParagraphs } from "./email-html";
import { escapeHtml } from "./html";
import type { Rental } from "#contract/vocabulary";

/** A second request this close to a live alert for the same address and rental is the same alert. */
export const LOCATION_ALERT_SAME_PLACE_METRES = 200;

export const locationAlertConfirmationKind = "location-alert-confirmation";

/** Carried in the alert's emailed unsubscribe link; a guess has a 1 in 2^256 chance. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The web's page that stops one alert (spec §2 /location-notifications/unsubscribe). */
export function locationAlertUnsubscribeLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/location-notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

const rentalNames: Record<Rental, string> = {
  short: "hourly",
  long: "monthly",
  airport: "airport",
};

/** "500 m", "2 km", "2.5 km". */
export function distanceLabel(metres: number): string {
  if (metres < 1_000) return `${Math.round(metres)} m`;
  return `${Math.round(metres / 100) / 10} km`;
}

export function locationAlertConfirmationEmail(options: {
  placeName: string;
  radiusMetres: number;
  rental: Rental;
  unsubscribeLink: string;
  stopAllLink: string;
}) {
  const area = `within ${distanceLabel(options.radiusMetres)} of ${options.placeName}`;
  const intro = [
    "Hello,",
    `We will email you when ${rentalNames[options.rental]} parking comes up ${area}.`,
  ];
  const outro = ["Parkway"];
  const textBody = [
    ...intro,
    `To stop this alert: ${options.unsubscribeLink}`,
    `To stop every location alert to this address: ${options.stopAllLink}`,
    ...outro,
  ].join("\n\n");
  const htmlBody = [
    htmlParagraphs(intro),
    `<p><a href="${escapeHtml(options.unsubscribeLink)}">Stop this alert</a> · <a href="${escapeHtml(options.stopAllLink)}">Stop every location alert</a></p>`,
    htmlParagraphs(outro),
  ].join("\n");
  return { subject: `Parking alert set up: ${options.placeName}`, textBody, htmlBody };
}

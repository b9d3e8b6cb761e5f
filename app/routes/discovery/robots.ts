import { hostContext } from "~/upstream/context";
import type { Route } from "./+types/robots";

/** Pages that are someone's own (accounts, bookings, sign-in) or steps of a booking stay out. */
const privatePaths = [
  "/account",
  "/api/",
  "/_api/",
  "/__logger",
  "/login",
  "/logout",
  "/register",
  "/forgotten-password",
  "/booking-confirmed",
  "/lt-booking-thank-you",
  "/leave-review",
  "/unsubscribe",
  "/location-notifications",
  "/offline",
  "/bookings/",
  "/*/book$",
];

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(hostContext).config;
  const lines = [
    "User-agent: *",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

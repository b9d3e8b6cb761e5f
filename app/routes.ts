import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    route("search", "routes/search.tsx"),
    route("search/places", "routes/search/places.ts"),
    route("attributions", "routes/attributions.tsx"),
    route("locations/show/:spaceId", "routes/space.tsx", { id: "routes/space-by-id" }),
    route(":city/:district/:space", "routes/space.tsx"),
    route("locations/show/:spaceId/book", "routes/book.tsx", { id: "routes/book-by-id" }),
    route(":city/:district/:space/book", "routes/book.tsx"),
    route("booking-confirmed/:bookingId", "routes/booking-confirmation.tsx"),
    route("lt-booking-thank-you/:bookingId?", "routes/booking-confirmation.tsx", {
      id: "routes/lt-booking-thank-you",
    }),
    route("leave-review/:bookingId?", "routes/leave-review.tsx"),
    route("account", "routes/account/layout.tsx", [
      index("routes/account/bookings.tsx"),
      route("bookings/:bookingId", "routes/account/booking.tsx"),
      route("bookings/:bookingId/cancel", "routes/account/cancel-booking.tsx"),
      route("vehicles", "routes/account/vehicles.tsx"),
      route("cards", "routes/account/cards.tsx"),
      route("profile", "routes/account/profile.tsx"),
    ]),
    route("unsubscribe/:email?/:type?", "routes/unsubscribe.tsx"),
    route("location-notifications/unsubscribe", "routes/location-notifications-unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/blank.tsx", [
    route("offline", "routes/offline.tsx"),
    route("account/bookings/:bookingId/receipt", "routes/account/receipt.tsx"),
  ]),
  layout("routes/layouts/auth.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("login/two-factor", "routes/auth/two-factor.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgotten-password", "routes/auth/forgotten-password.tsx"),
    route("forgotten-password/:token", "routes/auth/reset-password.tsx"),
  ]),
  route("login/:provider", "routes/auth/social-start.ts"),
  route("login/:provider/callback", "routes/auth/social-callback.ts"),
  route("logout", "routes/logout.ts"),
  route("_api/token", "routes/api-token.ts"),
  route("__logger", "routes/logger.ts"),
  route("cookie-consent", "routes/cookie-consent.ts"),
  route("app-banner", "routes/app-banner.ts"),
  route("bookings/:bookingId/calendar.ics", "routes/booking-calendar.ts"),
] satisfies RouteConfig;

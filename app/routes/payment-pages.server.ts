import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, type RouterContextProvider } from "react-router";
import { hostContext } from "~/upstream/context";

/**
 * Where a card is given to the payment provider's own pages, never to Parkway's web (decisions
 * 025 and 032): the sandbox's card and wallet pages, or, with Stripe, Stripe.js and Checkout.
 */

const SANDBOX_PAGES = "/api/v2/sandbox";

/** A sandbox provider page (the hosted card page, a wallet's sheet) with its query. */
export function sandboxPage(path: "pages/card" | "pages/wallet", query: Record<string, string>) {
  return `${SANDBOX_PAGES}/${path}?${new URLSearchParams(query)}`;
}

/**
 * What a sandbox page that takes a payment shows the driver they pay, as the service has just
 * priced it: shown only, the charge is the service's own on the way back (decision 025).
 */
export function amountToPay(amount: number, currency: string) {
  return { amount: amount.toFixed(2), currency };
}

/**
 * Stripe takes cards: its publishable key for Stripe.js and the site's address Stripe sends the
 * driver back to; null for the sandbox.
 */
export function stripePages(context: Readonly<RouterContextProvider>) {
  const { stripePublishableKey, appUrl } = context.get(hostContext).config;
  return stripePublishableKey ? { publishableKey: stripePublishableKey, appUrl } : null;
}

/**
 * With Stripe, this document's policy allows Stripe.js (decision 032): called by the loaders of
 * the pages that take a card, so a document posted to or loaded there can mount its Element.
 */
export function allowStripeOnPage(context: Readonly<RouterContextProvider>) {
  const host = context.get(hostContext);
  if (host.config.stripePublishableKey) host.allowStripe?.();
}

/** An address on this site that a provider's page sends the driver back to, with its query. */
export function withQuery(path: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

/**
 * A provider's page sends the visitor back with a card token, a setup or a payment to act on,
 * so an address alone must not be enough (decision 025): as with OAuth's `state`, the trip out
 * carries a random state in its return address and leaves it in this browser, and a return is
 * acted on only when both agree. A link or image on another site cannot know the state, so it
 * cannot keep a card, pay or close a payment page in the visitor's name.
 */
const returnStateCookie = createCookie("parkway_return_state", {
  httpOnly: true,
  sameSite: "lax",
  // Longer than any provider page stays open (Stripe Checkout's 30 minutes).
  maxAge: 60 * 60,
});

/**
 * A new state for a trip to a provider's page from the pages under `scope`, and the cookie that
 * keeps it there. The scope is the page's folder, so the page's data requests (`….data`) carry
 * it too.
 */
export async function newReturnState(context: Readonly<RouterContextProvider>, scope: string) {
  const state = randomBytes(24).toString("base64url");
  const { cookieSecure } = context.get(hostContext).config;
  const cookie = await returnStateCookie.serialize(state, { path: scope, secure: cookieSecure });
  return { state, cookie };
}

/** Whether a return came back with the state this browser keeps for its trip. */
export async function isOwnReturn(request: Request, returned: string | undefined) {
  const kept: unknown = await returnStateCookie.parse(request.headers.get("Cookie"));
  return typeof kept === "string" && sameState(kept, returned);
}

/**
 * The pay step's state, bound to the booking in progress: its payment key, which its cookie
 * already keeps, hashed so the address never shows the key. A new payment attempt (a new key)
 * leaves earlier return addresses unanswered.
 */
export function paymentReturnState(paymentKey: string) {
  return createHash("sha256").update(`provider-return:${paymentKey}`).digest("base64url");
}

/** Compared in constant time, over digests so a wrong length says nothing either. */
export function sameState(kept: string, returned: string | undefined) {
  if (!kept || !returned) return false;
  const digest = (state: string) => createHash("sha256").update(state).digest();
  return timingSafeEqual(digest(kept), digest(returned));
}

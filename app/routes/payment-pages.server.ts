import type { RouterContextProvider } from "react-router";
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
